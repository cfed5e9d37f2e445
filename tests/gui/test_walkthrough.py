"""The walkthrough panel: a whole hand dealt with keys and clicks, each kind of mistake flagged with
its rule, the questions at the players' decisions, the modes, the simulated players' pause."""

from __future__ import annotations

import random
import time

import chip_clicks
import pytest
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QAbstractButton, QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget
from readback import preview, score_text, shown_lines

from croupier.commands.screenshot_scenes import show_mid_hand
from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.rules import STUD, Stakes
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.table_view import TableView
from croupier.gui.verdict_strip import VerdictStrip
from croupier.gui.walkthrough import WalkthroughPanel
from croupier.gui.walkthrough.texts import actions_text
from croupier.gui.walkthrough.words import quoted
from croupier.i18n.names import card_label
from croupier.procedure import (
    AnteCall,
    BringIn,
    DealerStep,
    FirstToAct,
    Flag,
    LastCard,
    Procedure,
    StepKind,
)
from croupier.speech import Narrator, SilentSpeaker
from croupier.training.controller import Waiting
from croupier.training.duties import Duty, duty_of
from croupier.training.phrases import Phrase, phrase_of
from croupier.words.procedure_words import announcement_text, step_text

STAKES = Stakes(5, 10, 20, 40)
SHORT_DECK_SEED = 1  # eight players reach 7th street: too few cards for everyone


def seeded(players: int = 4, seed: int = 3) -> Procedure:
    return Procedure.new(STUD, STAKES, [1000] * players, seed=seed)


class RecordingSpeaker(QObject):
    """A ``Speaker`` that remembers what it was asked to say."""

    started = Signal(str)
    finished = Signal()
    failed = Signal(str)
    notice_posted = Signal(str)
    available = True
    notice = None
    rate = 180

    def __init__(self) -> None:
        super().__init__()
        self.said: list[tuple[str, str]] = []

    def say(self, text: str, lang: str) -> None:
        self.said.append((text, lang))

    def cancel(self) -> None:
        pass

    def set_rate(self, words_per_minute: int) -> None:
        pass

    def shutdown(self) -> None:
        pass


class Dealer(QWidget):
    """The panel wired to a table and a verdict strip as the main window wires them."""

    def __init__(self, panel: WalkthroughPanel) -> None:
        super().__init__()
        self.panel = panel
        self.table_view = TableView(animations=False)
        self.verdict_strip = VerdictStrip()
        row = QHBoxLayout()
        row.addWidget(self.table_view, 3)
        row.addWidget(panel, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(self.verdict_strip)
        self.table_view.seat_clicked.connect(panel.choose_seat)
        panel.table_changed.connect(lambda state, animate: self.table_view.set_state(state, animate=animate))
        panel.verdict_given.connect(self.verdict_strip.show_verdict)
        panel.note_given.connect(self.verdict_strip.show_note)
        panel.score_changed.connect(self.verdict_strip.set_score)


@pytest.fixture
def make_dealer(qtbot, translations):
    def make(
        procedure: Procedure | None = None,
        *,
        difficulty: Difficulty = Difficulty.EXPERT,
        mode: TrainingMode = TrainingMode.PRACTICE,
        delay: int = 1,
        narrator: Narrator | None = None,
    ) -> Dealer:
        procedures = iter([procedure or seeded(), seeded(seed=11), seeded(seed=12)])
        panel = WalkthroughPanel(
            lambda: next(procedures),
            narrator=narrator,
            rng=random.Random(1),
            difficulty=difficulty,
            mode=mode,
            player_delay_ms=delay,
        )
        dealer = Dealer(panel)
        dealer.setMinimumSize(800, 560)  # as the window: the layout does not resize the top level
        qtbot.add_widget(dealer)
        dealer.resize(1280, 760)
        dealer.show()
        qtbot.waitExposed(dealer)
        dealer.activateWindow()
        qtbot.waitUntil(dealer.isActiveWindow)
        panel.start_new_hand()
        return dealer

    return make


# ------------------------------------------------------------------------------------ driving

_KEYS = {"Return": Qt.Key.Key_Return, "Escape": Qt.Key.Key_Escape, "Backspace": Qt.Key.Key_Backspace}


def press(qtbot, dealer: Dealer, key: str) -> None:
    """A key as the trainee types it, wherever the focus is (the table here)."""
    qtbot.keyClick(dealer.table_view, _KEYS.get(key) or getattr(Qt.Key, f"Key_{key}"))


def click_seat(qtbot, dealer: Dealer, seat: int) -> None:
    view = dealer.table_view
    centre = view.table_scene.plate(seat).sceneBoundingRect().center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(centre))


def builder_keys(step: DealerStep) -> list[str]:
    """The keys that build ``step``'s announcement: what, whose, which ranks, Enter."""
    assert step.announcement is not None
    parts = phrase_of(step.announcement)
    assert parts is not None
    phrase, seat, ranks = parts
    keys = ["A", phrase.key]
    if seat is not None:
        keys.append(str(seat))
    keys.extend(rank.symbol for rank in ranks)
    return [*keys, "Return"]


def answer_choice(qtbot, dealer: Dealer, right: str) -> None:
    choices = dealer.panel.question.choices
    assert right in choices, (right, choices)
    press(qtbot, dealer, str(choices.index(right) + 1))


def do_duty(qtbot, dealer: Dealer, step: DealerStep, *, click: bool = False) -> None:
    """Do ``step`` through the panel as a trainee would: its key, then a seat, a choice or words."""
    panel = dealer.panel
    duty = duty_of(step)
    seat_of = click_seat if click else (lambda bot, who, seat: press(bot, who, str(seat)))
    if step.kind is StepKind.ANNOUNCE and not isinstance(step.announcement, AnteCall | LastCard):
        for key in builder_keys(step):
            press(qtbot, dealer, key)
    elif duty.needs_seat:
        assert step.seat is not None
        if panel.armed is not duty:
            press(qtbot, dealer, duty.key)
        seat_of(qtbot, dealer, step.seat)
        if duty is Duty.READ_HAND:
            walk = panel.walkthrough
            chip_clicks.read(qtbot, panel, walk.chips.expected_said(step.seat), panel.area.reading.game)
    elif duty is Duty.PUSH_POT:
        right = panel.walkthrough.chips.right_split()
        press(qtbot, dealer, duty.key)
        chip_clicks.split(qtbot, panel, right.declared, right.given)
    else:
        press(qtbot, dealer, duty.key)
        if duty is Duty.COUNT_STUB:
            answer_choice(qtbot, dealer, step_text(step))


def play(qtbot, dealer: Dealer, until, *, click: bool = False, limit: int = 2000) -> None:
    """Answer everything right, as the procedure expects, until ``until()`` holds."""
    panel = dealer.panel
    walk = panel.walkthrough
    assert walk is not None
    for _ in range(limit):
        if until():
            return
        waiting = walk.waiting
        if waiting is Waiting.CHANGE:
            chip_clicks.give_change(qtbot, panel, walk.chips.table.change_for(walk.chips.table.change_due))
        elif waiting is Waiting.COUNT_POT:
            chip_clicks.count_pot(qtbot, panel, str(walk.chips.pot_total()))
        elif waiting is Waiting.DUTY:
            do_duty(qtbot, dealer, walk.procedure.expected()[0], click=click)
        elif waiting in {Waiting.WHO_ACTS, Waiting.WHO_SHOWS}:
            seat = walk.hand.next_step().seat
            if click:
                click_seat(qtbot, dealer, seat)
            else:
                press(qtbot, dealer, str(seat))
        elif waiting is Waiting.MAY_DO:
            answer_choice(qtbot, dealer, actions_text(tuple(walk.hand.legal_actions())))
        elif waiting is Waiting.PLAYER:
            events = len(walk.hand.events)
            qtbot.waitUntil(  # a player acts, or first asks how much is in the pot
                lambda: len(walk.hand.events) > events or walk.waiting is Waiting.COUNT_POT  # noqa: B023
            )
        else:
            break
    assert until(), f"the walkthrough did not get there (waiting for {walk.waiting}, {panel.feedback_text})"


# ------------------------------------------------------------------------------------ tests


def test_a_whole_hand_is_dealt_with_keys_and_clicks_from_shuffle_to_push(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.EXPERT)
    panel = dealer.panel
    walk = panel.walkthrough
    assert panel.title_text == "Before the deal"
    assert panel.duties.shown[:4] == (Duty.SCRAMBLE, Duty.RIFFLE, Duty.STRIP, Duty.CUT)
    play(qtbot, dealer, lambda: walk.waiting is Waiting.OVER, click=True)
    history = walk.procedure.history
    kinds = {step.kind for step in history}
    assert {StepKind.SHUFFLE, StepKind.CUT, StepKind.BURN, StepKind.KILL_HAND, StepKind.PUSH_POT} <= kinds
    assert history[0].code == "shuffle:scramble"
    assert history[-1].kind is StepKind.PUSH_POT
    assert walk.procedure.is_complete
    assert all(walk.by_trainee), "Expert leaves nothing to the machine"
    assert walk.hand.street == 7
    # Every answer right: the score and the last verdict are on show.
    assert walk.right == walk.asked > 100
    assert score_text(dealer.verdict_strip) == f"Score {walk.asked}/{walk.asked}"
    assert dealer.verdict_strip.text.startswith("Pushed the main pot: seat ")
    assert panel.title_text == "Hand over"
    assert f"{walk.asked} of {walk.asked} right" in panel.prompt_text
    # The table shows the pot pushed to the winner and the losers killed.
    state = dealer.table_view.state()
    assert state.pot == 0
    winners = [seat for seat in state.seats if seat.won]
    assert winners
    assert all(seat.killed for seat in state.seats if seat.in_hand and not seat.won)
    assert sum(seat.stack for seat in state.seats) == 4000
    assert all(line.startswith(("✓", "–")) for line in panel.checklist.lines())
    # Enter deals the next hand.
    press(qtbot, dealer, "Return")
    assert panel.walkthrough is not walk
    assert panel.title_text == "Before the deal"


def test_the_cards_land_where_the_trainee_deals_them(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.BEGINNER)
    panel = dealer.panel
    assert panel.walkthrough.procedure.expected()[0].code == "deal:S1:down"
    press(qtbot, dealer, "D")
    assert panel.armed is Duty.DEAL_DOWN
    assert panel.duties.buttons[Duty.DEAL_DOWN].isChecked()
    for seat in (1, 2, 3):
        click_seat(qtbot, dealer, seat)
    state = dealer.table_view.state()
    assert [len(seat.down) for seat in state.seats] == [1, 1, 1, 0]
    assert state.seat(1).down == (None,), "the dealer does not see hole cards"
    assert dealer.verdict_strip.text == "Deal seat 3 a card face down"
    assert score_text(dealer.verdict_strip) == "Score 3/3"


def test_a_wrong_deal_order_is_flagged_with_its_rule(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.BEGINNER)
    panel = dealer.panel
    walk = panel.walkthrough
    press(qtbot, dealer, "D")
    click_seat(qtbot, dealer, 2)
    graded = panel.last_graded
    assert graded.verdict.flag is Flag.WRONG_DEAL_ORDER
    assert dealer.verdict_strip.text == (
        "Wrong seat: deal clockwise, from the first seat still in (R1.3). "
        "Each pass starts at seat 1 and goes clockwise: this card is seat 1's. "
        "Next: Deal seat 1 a card face down"
    )
    assert panel.feedback_text == dealer.verdict_strip.text
    assert score_text(dealer.verdict_strip) == "Score 0/1"
    assert not any(player.down for player in walk.hand.players), "a wrong card is not dealt"
    # The face is the duty's: Deal up to seat 1 is the wrong face.
    press(qtbot, dealer, "U")
    press(qtbot, dealer, "1")
    assert panel.last_graded.verdict.flag is Flag.WRONG_FACE
    assert "(R1.4)" in dealer.verdict_strip.text


def test_each_verdict_shows_its_mark_once(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.BEGINNER)
    panel = dealer.panel
    strip_mark = dealer.verdict_strip.findChild(QLabel, "verdictMark")
    feedback = panel.verdicts.feedback
    press(qtbot, dealer, "D")
    click_seat(qtbot, dealer, 2)  # the wrong seat
    assert strip_mark.text() == "✗ Wrong"
    assert feedback.mark == "✗"
    press(qtbot, dealer, "D")  # a wrong answer put the duty down: chosen again
    click_seat(qtbot, dealer, 1)
    assert strip_mark.text() == "✓ Right"
    assert feedback.mark == "✓"
    for text in (dealer.verdict_strip.text, *shown_lines(dealer.verdict_strip), panel.feedback_text):
        assert "✓" not in text
        assert "✗" not in text
    assert panel.feedback_text == dealer.verdict_strip.text == "Deal seat 1 a card face down"


def test_a_missing_burn_is_flagged(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.BEGINNER)
    panel = dealer.panel
    walk = panel.walkthrough
    play(qtbot, dealer, lambda: walk.procedure.expected()[:1] == (DealerStep.burn(),))
    assert panel.title_text == "Fourth Street"
    right, asked = walk.right, walk.asked
    press(qtbot, dealer, "U")
    press(qtbot, dealer, "1")
    assert panel.last_graded.verdict.flag is Flag.MISSING_BURN
    assert dealer.verdict_strip.text == (
        "Burn a card before dealing the street (R6.2). "
        "A card is burned before the cards of each street from 4th on. Next: Burn a card"
    )
    assert (walk.right, walk.asked) == (right, asked + 1)
    press(qtbot, dealer, "B")
    assert dealer.verdict_strip.text == "Burn a card"


def test_a_wrong_announcement_is_flagged_and_the_right_call_spoken(make_dealer, qtbot, settings):
    speaker = RecordingSpeaker()
    dealer = make_dealer(difficulty=Difficulty.BEGINNER, narrator=Narrator(speaker, "en"))
    panel = dealer.panel
    walk = panel.walkthrough
    play(qtbot, dealer, lambda: any(isinstance(s.announcement, BringIn) for s in walk.procedure.expected()))
    due = walk.procedure.expected()[0].announcement
    wrong = next(seat for seat in walk.hand.seats if seat != due.seat)
    for key in ("A", "B", str(wrong)):
        press(qtbot, dealer, key)
    door = walk.hand.player(wrong).up[0]
    assert preview(panel.builder).startswith(quoted(announcement_text(BringIn(wrong, door))))
    press(qtbot, dealer, "Return")
    assert panel.last_graded.verdict.flag is Flag.WRONG_BRING_IN
    right_call = announcement_text(due)
    assert dealer.verdict_strip.text.startswith("The wrong card was named to bring it in (R3.2)")
    assert dealer.verdict_strip.text.endswith(f"Next: “{right_call}”")
    assert f"Seat {due.seat} brings it in: the " in dealer.verdict_strip.text  # the quiz's why
    assert speaker.said[-1] == (f"Not quite. {right_call}", "en")
    assert not panel.builder.isVisible()
    # Now the right one, and the call is said.
    for key in builder_keys(walk.procedure.expected()[0]):
        press(qtbot, dealer, key)
    assert dealer.verdict_strip.text == f"“{right_call}”"
    assert f"Correct. {right_call}" in [text for text, _ in speaker.said]


def test_the_wrong_first_actor_does_not_fit_the_table(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.NORMAL)
    panel = dealer.panel
    walk = panel.walkthrough
    play(
        qtbot,
        dealer,
        lambda: any(isinstance(s.announcement, FirstToAct) for s in walk.procedure.expected()),
    )
    leader = walk.procedure.expected()[0].announcement.seat
    assert dealer.table_view.state().actor is None, "the table waits for the dealer to name the first"
    other = next(seat for seat in walk.hand.live_seats if seat != leader)
    for key in ("A", "H", str(other), "Return"):
        press(qtbot, dealer, key)
    assert panel.last_graded.verdict.flag is Flag.WRONG_ANNOUNCEMENT
    # Who acts first is decided by the boards (R5.2), not by the rule of the calls (R9.2).
    assert "(R5.2)" in dealer.verdict_strip.text


def test_the_builder_takes_back_parts_and_escape_cancels(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.BEGINNER)
    panel = dealer.panel
    walk = panel.walkthrough
    play(
        qtbot,
        dealer,
        lambda: walk.hand.street == 4 and walk.waiting is Waiting.DUTY and walk.hand.board(1)[1:],
    )
    press(qtbot, dealer, "A")
    assert panel.builder.isVisible()
    assert not panel.duties.isVisible()
    assert Phrase.PAIR in panel.builder.offered
    assert panel.builder.hinted() is None, "no hint outside Learn mode"
    for key in ("P", "3", "9"):
        press(qtbot, dealer, key)
    assert preview(panel.builder) == "“Pair of nines” (seat 3)"
    press(qtbot, dealer, "Backspace")
    assert panel.builder.ranks == []
    assert preview(panel.builder) == "…"
    press(qtbot, dealer, "Return")
    assert panel.feedback_text == "Not finished: name the seat and the ranks too."
    asked = walk.asked
    press(qtbot, dealer, "Escape")
    assert not panel.builder.isVisible()
    assert panel.duties.isVisible()
    assert walk.asked == asked, "a cancelled announcement is not graded"


def test_the_action_questions_are_graded_right_and_wrong(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.NORMAL, mode=TrainingMode.PRACTICE)
    panel = dealer.panel
    walk = panel.walkthrough
    play(qtbot, dealer, lambda: walk.waiting is Waiting.WHO_ACTS)
    assert dealer.table_view.state().actor is None, "the table does not give the answer away"
    bring_in = walk.hand.next_step().seat
    wrong = next(seat for seat in walk.hand.seats if seat != bring_in)
    assert panel.prompt_text == "Who acts first? Click the seat or press its number."
    asked = walk.asked
    click_seat(qtbot, dealer, wrong)
    assert dealer.verdict_strip.text == (
        f"Seat {bring_in} acts, not seat {wrong}: the bring-in acts first on Third Street (R5.1)"
    )
    assert walk.waiting is Waiting.MAY_DO
    assert panel.question.isVisible()
    assert panel.question.prompt == f"What may seat {bring_in} do?"
    legal = walk.hand.legal_actions()
    right = actions_text(tuple(legal))
    assert right == "Post the bring-in of 10 or complete to 20"
    choices = panel.question.choices
    assert 3 <= len(choices) <= 4
    assert len(set(choices)) == len(choices)
    # Keys that are not answers do nothing while the question is open.
    press(qtbot, dealer, "B")
    assert walk.waiting is Waiting.MAY_DO
    answer_choice(qtbot, dealer, right)
    assert dealer.verdict_strip.text == f"Seat {bring_in} may: {right} (R3.5)"
    assert (walk.right, walk.asked) == (walk.right, asked + 2)
    assert score_text(dealer.verdict_strip).endswith(f"/{asked + 2}")
    # The player acts after the pause; on 4th street a wrong "may do" shows the right one.
    play(qtbot, dealer, lambda: walk.waiting is Waiting.MAY_DO and walk.hand.street == 4)
    legal = walk.hand.legal_actions()
    right = actions_text(tuple(legal))
    wrong_choice = next(choice for choice in panel.question.choices if choice != right)
    answer_choice(qtbot, dealer, wrong_choice)
    assert dealer.verdict_strip.text.startswith(f"Seat {legal.seat} may: {right}; not: {wrong_choice} (R4.")


def test_learn_highlights_the_expected_duty_and_practice_does_not(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.NORMAL, mode=TrainingMode.LEARN)
    panel = dealer.panel
    assert panel.duties.hinted() is Duty.SCRAMBLE
    assert panel.duties.buttons[Duty.SCRAMBLE].name == "►\u00a0Scramble"
    assert panel.prompt_text == "Next: Scramble"
    press(qtbot, dealer, "S")
    assert panel.duties.hinted() is Duty.RIFFLE
    panel.set_mode(TrainingMode.PRACTICE)
    assert panel.duties.hinted() is None
    assert panel.duties.buttons[Duty.RIFFLE].name == "Riffle"
    assert panel.prompt_text == "Shuffle the deck and ask for the antes."
    press(qtbot, dealer, "T")
    assert panel.last_graded.verdict.flag is Flag.WRONG_SHUFFLE_STEP
    assert dealer.verdict_strip.text.startswith(
        "Not the next step of the shuffle (R2.2). The house shuffle, in its order: Scramble, Riffle"
    )
    assert dealer.verdict_strip.text.endswith(". Next: Riffle")


def test_learn_marks_what_to_announce_in_the_builder(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.BEGINNER, mode=TrainingMode.LEARN)
    panel = dealer.panel
    walk = panel.walkthrough
    play(qtbot, dealer, lambda: any(isinstance(s.announcement, BringIn) for s in walk.procedure.expected()))
    assert panel.duties.hinted() is Duty.ANNOUNCE
    press(qtbot, dealer, "A")
    assert panel.builder.hinted() is Phrase.BRING_IN
    assert panel.builder._what_buttons[Phrase.BRING_IN].label.text() == "►\u00a0Bring-in card"


def test_an_exam_gives_no_hints_and_a_mistake_stands(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.NORMAL, mode=TrainingMode.EXAM)
    panel = dealer.panel
    walk = panel.walkthrough
    assert panel.duties.hinted() is None
    assert panel.prompt_text == "Your duty."
    press(qtbot, dealer, "T")  # strip before the scramble
    assert dealer.verdict_strip.text == "Not the next step of the shuffle (R2.2). Done for you: Scramble"
    assert "next:" not in dealer.verdict_strip.text
    assert walk.procedure.history[-1].code == "shuffle:scramble"
    assert walk.by_trainee == [False]
    assert (walk.right, walk.asked) == (0, 1)


def test_the_simulated_players_do_not_block_the_event_loop(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.BEGINNER, delay=300)
    panel = dealer.panel
    walk = panel.walkthrough
    play(qtbot, dealer, lambda: walk.waiting is Waiting.PLAYER)
    events = len(walk.hand.events)
    assert panel.is_player_pending()
    # Other work the window has during the pause runs before the player acts, in the order it is
    # due: a count of a timer's ticks instead said more of how busy the machine was (one tick in
    # 0.3 s on a machine at a load of 7) than of whether the pause blocks.
    acted_first: list[bool] = []
    for due in (0, 50, 100, 150):
        QTimer.singleShot(due, lambda: acted_first.append(len(walk.hand.events) > events))
    started = time.monotonic()
    qtbot.waitUntil(lambda: len(walk.hand.events) > events, timeout=3000)
    assert time.monotonic() - started >= 0.25, "the player waits for the pause"
    assert acted_first == [False] * 4, "the event loop kept running while the player thought"
    assert panel.latest_text.startswith(f"Seat {walk.hand.events[events].seat} ")


def test_seat_clicks_without_a_duty_explain_what_to_do(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.BEGINNER)
    click_seat(qtbot, dealer, 2)
    assert dealer.verdict_strip.text == "Choose a duty first (its key or its button), then the seat."
    assert score_text(dealer.verdict_strip) == "Score 0/0"


def test_beginner_does_the_shuffle_and_the_antes_for_the_trainee(make_dealer):
    dealer = make_dealer(difficulty=Difficulty.BEGINNER, mode=TrainingMode.LEARN)
    walk = dealer.panel.walkthrough
    assert walk.procedure.expected()[0].code == "deal:S1:down"
    assert not any(walk.by_trainee)
    assert dealer.table_view.state().pot == 20
    assert dealer.panel.duties.hinted() is Duty.DEAL_DOWN
    assert dealer.panel.checklist.lines()[:5] == [
        "✓  Shuffled: Scramble, Riffle ×2, Strip, Riffle (done for you)",
        "✓  Asked for the antes (done for you)",
        "✓  Antes collected from 4 seats (done for you)",
        "✓  Deck cut onto the cut card (done for you)",
        "►  Third Street: two down, one up",
    ]


def test_the_checklist_reads_what_was_done_line_by_line(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.NORMAL)
    panel = dealer.panel
    walk = panel.walkthrough
    checklist = panel.checklist
    assert checklist.lines()[:2] == [
        "►  Shuffle: scramble, riffles, strip",
        "·  Ask for and collect the antes",
    ]
    play(qtbot, dealer, lambda: walk.procedure.expected()[:1] == (DealerStep.burn(),))
    hand = walk.hand
    doors = ", ".join(f"seat {seat} {card_label(hand.player(seat).up[0])}" for seat in hand.seats)
    calls = [step.announcement for step in walk.procedure.history]
    bring_in = next(call for call in calls if isinstance(call, BringIn))
    lines = checklist.lines()
    assert lines[:4] == [
        "✓  Shuffled: Scramble, Riffle ×2, Strip, Riffle",
        "✓  Asked for the antes",
        "✓  Antes collected from 4 seats",
        "✓  Deck cut onto the cut card",
    ]
    assert f"✓  Dealt Third Street: {doors}" in lines
    assert f"✓  {card_label(bring_in.card)} brought it in" in lines
    assert any(line.startswith("✓  Gathered ") and line.endswith(" into the pot") for line in lines)
    assert lines[-1] == "·  Kill the losing hands, push the pot"
    press(qtbot, dealer, "B")
    assert "✓  Burned a card before Fourth Street" in checklist.lines()
    # A seat dealt out of turn is a line of its own, and the card dealt then is in the street's line.
    due = walk.procedure.expected()[0]
    wrong = next(seat for seat in hand.live_seats if seat > due.seat)
    press(qtbot, dealer, "U")
    press(qtbot, dealer, str(wrong))
    assert checklist.lines()[-12:-10] == [
        "✓  Burned a card before Fourth Street",
        f"✗  Dealt seat {wrong} before seat {due.seat} (R1.3)",
    ]
    press(qtbot, dealer, "U")  # a wrong answer put the duty down: chosen again
    press(qtbot, dealer, str(due.seat))
    card = card_label(hand.player(due.seat).up[-1])
    assert f"✓  Dealt Fourth Street: seat {due.seat} {card}" in checklist.lines()
    assert "►  Fourth Street: burn, deal, announce" in checklist.lines()


def test_bets_stay_in_front_of_the_players_until_gathered(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.BEGINNER)
    walk = dealer.panel.walkthrough
    play(qtbot, dealer, lambda: walk.procedure.expected()[:1] == (DealerStep.gather(),))
    state = dealer.table_view.state()
    assert state.bets > 0
    before = state.pot
    press(qtbot, dealer, "G")
    after = dealer.table_view.state()
    assert after.bets == 0
    assert after.pot == before + state.bets


def test_speech_prompts_the_street_and_the_questions(make_dealer, qtbot, settings):
    speaker = RecordingSpeaker()
    dealer = make_dealer(difficulty=Difficulty.NORMAL, narrator=Narrator(speaker, "en"))
    assert speaker.said[0] == ("Shuffle the deck and ask for the antes.", "en")
    walk = dealer.panel.walkthrough
    play(qtbot, dealer, lambda: walk.waiting is Waiting.WHO_ACTS)
    assert speaker.said[-1] == ("Who acts first?", "en")
    play(qtbot, dealer, lambda: walk.procedure.expected()[:1] == (DealerStep.burn(),))
    assert ("Fourth Street. Burn and deal.", "en") in speaker.said


# ------------------------------------------------------------------------------------ in the window


@pytest.fixture
def dealing_window(qtbot, translations, settings):

    speaker = SilentSpeaker("no engine in the tests")
    settings.players = 4
    window = MainWindow(translations, settings, speaker, rng=random.Random(5), walkthrough=True)
    qtbot.add_widget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert window.panel(View.DEAL) is window.walkthrough
    window.walkthrough.set_player_delay(1)
    window.keep = speaker  # the speaker lives as long as the window
    return window


def test_the_window_deals_through_the_walkthrough(dealing_window, qtbot):
    window = dealing_window
    panel = window.walkthrough
    assert panel.isVisible()
    assert not window.observe_panel.isVisible()
    assert panel.hand is not None
    assert len(panel.hand.players) == 4
    assert window.table_view.state().seats[0].card_count == 0
    qtbot.keyClick(window.table_view, Qt.Key.Key_S)
    assert window.verdict_strip.text == "Scramble"
    assert score_text(window.verdict_strip) == "Score 1/1"


def test_the_walkthrough_table_comes_back_after_the_quiz(dealing_window, qtbot):

    window = dealing_window
    panel = window.walkthrough
    panel.set_difficulty(Difficulty.BEGINNER)
    walk = panel.walkthrough
    assert walk.procedure.expected()[0].code == "deal:S1:down"
    panel.press_key("D")
    panel.press_key("1")
    window.set_mode(View.QUIZ)
    assert not panel.isVisible()
    # A seat clicked in the quiz is not a deal.
    panel.choose_seat(2)
    assert len(walk.hand.player(2).down) == 0
    window.set_mode(View.DEAL)
    state = window.table_view.state()
    assert [seat.card_count for seat in state.seats] == [1, 0, 0, 0]
    assert score_text(window.verdict_strip) == "Score 1/1"
    assert window.verdict_strip.text == "Deal seat 1 a card face down"


def test_a_new_game_deals_a_new_walkthrough_hand(dealing_window, qtbot):
    window = dealing_window
    first = window.walkthrough.walkthrough
    bar = window.top_bar
    bar.variant_box.setCurrentIndex(2)
    bar.variant_box.activated.emit(2)
    walk = window.walkthrough.walkthrough
    assert walk is not first
    assert walk.hand.variant.code == "FR"


def test_the_demonstration_stops_on_fifth_street_announcing_the_high_hand(make_dealer):

    dealer = make_dealer()
    panel = dealer.panel
    show_mid_hand(panel, players=7, seed=7)
    walk = panel.walkthrough
    assert walk.hand.street == 5
    assert panel.builder.isVisible()
    assert panel.builder.phrase is Phrase.HIGH_HAND
    assert preview(panel.builder).endswith(f"(seat {panel.builder.seat})")
    assert walk.right == walk.asked > 40
    assert not panel.is_player_pending()


def test_a_short_deck_is_counted_scrambled_and_finished_with_a_community_card(make_dealer, qtbot):
    dealer = make_dealer(seeded(players=8, seed=SHORT_DECK_SEED), difficulty=Difficulty.NORMAL)
    panel = dealer.panel
    walk = panel.walkthrough
    play(qtbot, dealer, lambda: any(step.kind is StepKind.COUNT_STUB for step in walk.procedure.expected()))
    assert panel.duties.shown[-5:] == (
        Duty.LAST_CARD,
        Duty.COUNT_STUB,
        Duty.SCRAMBLE_STUB,
        Duty.COMMUNITY_CARD,
        Duty.REMOVE_CUT_CARD,
    )
    outcome = walk.procedure.expected()[0].outcome
    assert outcome == "reshuffle_then_community"
    # A plain deal is wrong: the stub is counted first (R6.5).
    press(qtbot, dealer, "B")
    assert panel.last_graded.verdict.flag is Flag.MISSING_SUPPLY_CHECK
    press(qtbot, dealer, "O")
    assert panel.question.prompt == "Count the stub: what comes next?"
    answer_choice(qtbot, dealer, "Count the stub: enough for everyone")
    assert panel.last_graded.verdict.flag is Flag.WRONG_RUNOUT
    press(qtbot, dealer, "O")
    answer_choice(qtbot, dealer, "Count the stub: scramble in the burn cards, then one community card")
    assert dealer.verdict_strip.text.startswith("Count the stub")
    play(qtbot, dealer, lambda: walk.hand.community is not None)
    assert dealer.table_view.state().community == walk.hand.community
    assert StepKind.SCRAMBLE_STUB in {step.kind for step in walk.procedure.history}
    play(qtbot, dealer, lambda: walk.waiting is Waiting.OVER)
    assert walk.procedure.is_complete


def test_every_control_of_the_panel_is_named_and_reachable_by_keyboard(make_dealer, qtbot):

    dealer = make_dealer(difficulty=Difficulty.NORMAL)
    panel = dealer.panel
    for opened in ("", "A"):
        if opened:
            play(qtbot, dealer, lambda: panel.walkthrough.hand.street == 4)
            press(qtbot, dealer, opened)
        controls = [
            widget
            for widget in panel.findChildren(QWidget)
            if isinstance(widget, QAbstractButton | QComboBox) and widget.isVisible()
        ]
        assert controls
        assert [widget for widget in controls if not widget.accessibleName()] == []
        assert all(widget.focusPolicy() & Qt.FocusPolicy.TabFocus for widget in controls)
    assert panel.checklist.accessibleName() == "Checklist of the hand"
