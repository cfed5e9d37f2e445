"""Issue 15's walkthrough cases: every wrong duty or answer says why in the facts of the position
(the quiz's own explanation where the quiz asks the same: the bring-in, the first to act, what a
player may do and for how much), a duty done for the trainee is not asked again, a seat duty's
prompt goes when the duty is done, and a new hand leaves the last hand's verdict behind."""

from __future__ import annotations

from test_walkthrough import SHORT_DECK_SEED, answer_choice, dealing_window, make_dealer, play, press, seeded

from croupier.drills.explain import explain, wager_explanations
from croupier.drills.levels import Difficulty, TrainingMode
from croupier.gui.walkthrough.texts import actions_text
from croupier.gui.walkthrough.words import why_lines
from croupier.procedure import BringIn, FirstToAct, Flag, StepKind
from croupier.training.controller import Waiting

__all__ = ["dealing_window", "make_dealer"]  # the fixtures, shared with the walkthrough's own tests


def _due(walk, kind: StepKind) -> bool:
    expected = walk.procedure.expected()
    return bool(expected) and expected[0].kind is kind


def _announcing(walk, kind: type) -> bool:
    return any(isinstance(step.announcement, kind) for step in walk.procedure.expected())


def test_beginner_is_not_asked_again_what_was_done_for_them(make_dealer, qtbot):
    """The stub count was "done for you", yet O opened the question and the outcome recorded got
    "✗ The run-out does not follow the count (R6.5)"; a hand read for the trainee likewise."""
    dealer = make_dealer(seeded(players=8, seed=SHORT_DECK_SEED), difficulty=Difficulty.BEGINNER)
    panel, walk = dealer.panel, dealer.panel.walkthrough
    play(qtbot, dealer, lambda: StepKind.COUNT_STUB in {step.kind for step in walk.procedure.history})
    score = (walk.right, walk.asked)
    press(qtbot, dealer, "O")
    assert not panel.question.isVisible()
    assert dealer.verdict_strip.text == "Already done for you: Count the stub: too short, one community card"
    play(qtbot, dealer, lambda: StepKind.READ_HAND in {step.kind for step in walk.procedure.history})
    seat = next(step.seat for step in walk.procedure.history if step.kind is StepKind.READ_HAND)
    score = (walk.right, walk.asked)
    press(qtbot, dealer, "H")
    press(qtbot, dealer, str(seat))
    assert not panel.area.reading_open()
    assert dealer.verdict_strip.text.startswith(f"Already done for you: Read seat {seat}'s hand: ")
    assert (walk.right, walk.asked) == score, "nothing graded"


def test_the_ante_prompt_goes_with_the_last_ante_and_a_second_ante_says_why(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.NORMAL)
    panel, walk = dealer.panel, dealer.panel.walkthrough
    play(qtbot, dealer, lambda: _due(walk, StepKind.COLLECT_ANTE))
    press(qtbot, dealer, "E")
    assert panel.area.prompt_text == "Collect ante: click the seat, or press its number."
    for seat in walk.hand.seats:
        press(qtbot, dealer, str(seat))
    assert panel.armed is None
    assert panel.area.prompt_text == "Cut onto the cut card."
    press(qtbot, dealer, "E")
    press(qtbot, dealer, "1")
    assert not panel.last_graded.correct
    assert dealer.verdict_strip.text == (
        "Cut onto the cut card before the deal (R2.4). Seat 1's ante is already in the pot. "
        "Next: Cut onto the cut card"
    )


def test_a_wrong_bring_in_and_first_to_act_say_what_the_quiz_says(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.NORMAL)
    panel, walk = dealer.panel, dealer.panel.walkthrough
    play(qtbot, dealer, lambda: _announcing(walk, BringIn))
    due = walk.procedure.expected()[0].announcement
    quiz = why_lines([explain("bring_in", walk.hand)])
    assert quiz
    wrong = next(seat for seat in walk.hand.seats if seat != due.seat)
    for key in ("A", "B", str(wrong), "Return"):
        press(qtbot, dealer, key)
    assert panel.last_graded.verdict.flag is Flag.WRONG_BRING_IN
    text = dealer.verdict_strip.text
    assert " ".join(quiz) in text
    assert f"Seat {due.seat} brings it in: the " in text
    play(qtbot, dealer, lambda: _announcing(walk, FirstToAct))
    leader = walk.procedure.expected()[0].announcement.seat
    quiz = why_lines([explain("first_to_act", walk.hand)])
    other = next(seat for seat in walk.hand.live_seats if seat != leader)
    for key in ("A", "H", str(other), "Return"):
        press(qtbot, dealer, key)
    assert panel.last_graded.verdict.flag is Flag.WRONG_ANNOUNCEMENT
    assert " ".join(quiz) in dealer.verdict_strip.text
    assert f"Seat {leader} acts first: " in dealer.verdict_strip.text


def test_a_card_for_a_folded_seat_says_the_seat_has_folded(make_dealer, qtbot):
    """It got "Wrong seat: deal clockwise from seat 1 (R1.3)"."""
    dealer = make_dealer(difficulty=Difficulty.NORMAL)
    walk = dealer.panel.walkthrough
    play(
        qtbot,
        dealer,
        lambda: (
            _due(walk, StepKind.DEAL)
            and walk.hand.street >= 4
            and any(player.folded for player in walk.hand.players)
        ),
    )
    folded = next(player.seat for player in walk.hand.players if player.folded)
    due = walk.procedure.expected()[0]
    press(qtbot, dealer, "U")
    press(qtbot, dealer, str(folded))
    assert dealer.panel.last_graded.verdict.flag is Flag.WRONG_DEAL_ORDER
    assert dealer.verdict_strip.text == (
        "Wrong seat: deal clockwise, from the first seat still in (R1.3). "
        f"Seat {folded} has folded: no card, call or kill is due there. "
        f"Next: Deal seat {due.seat} a card face up"
    )


def test_a_wrong_may_do_says_which_limit_applies(make_dealer, qtbot):
    """A wrong bet amount never said "the big bet from Fifth Street"."""
    dealer = make_dealer(difficulty=Difficulty.NORMAL, mode=TrainingMode.PRACTICE)
    panel, walk = dealer.panel, dealer.panel.walkthrough
    play(
        qtbot,
        dealer,
        lambda: (
            walk.waiting is Waiting.MAY_DO
            and walk.hand.street >= 5
            and bool(walk.hand.legal_actions().wager_targets)
        ),
    )
    legal = walk.hand.legal_actions()
    facts, _rules = wager_explanations(walk.hand)
    lines = why_lines(facts)
    assert any("big bet" in line for line in lines) or any("a raise adds" in line for line in lines)
    right = actions_text(tuple(legal))
    wrong = next(choice for choice in panel.question.choices if choice != right)
    answer_choice(qtbot, dealer, wrong)
    text = dealer.verdict_strip.text
    assert text.startswith(f"Seat {legal.seat} may: {right}; not: {wrong} (R4.")
    assert text.endswith(" ".join(lines))


def test_a_second_card_in_one_pass_says_the_seat_has_its_card(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.BEGINNER)
    press(qtbot, dealer, "D")
    press(qtbot, dealer, "1")
    press(qtbot, dealer, "1")
    assert dealer.verdict_strip.text == (
        "Wrong seat: deal clockwise, from the first seat still in (R1.3). "
        "Seat 1 already has its card of this pass. Next: Deal seat 2 a card face down"
    )


def test_a_new_hand_leaves_the_last_verdict_behind(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.BEGINNER)
    press(qtbot, dealer, "D")
    press(qtbot, dealer, "2")  # a wrong seat: a verdict in the strip
    assert dealer.verdict_strip.text.startswith("Wrong seat")
    dealer.panel.start_new_hand()
    assert dealer.verdict_strip.text == ""


def test_back_from_the_quiz_before_any_duty_the_walkthrough_table_returns(dealing_window, qtbot):
    """The quiz's table (4 seats, Pot 600) stayed under an 8-seat walkthrough until the first duty."""
    from croupier.gui.mode_pages import View  # noqa: PLC0415
    from croupier.gui.quiz import QuizConfig  # noqa: PLC0415

    window = dealing_window
    walk = window.walkthrough.walkthrough
    before = window.table_view.state()
    window.set_mode(View.QUIZ)
    question = window.quiz_panel.start(
        QuizConfig(mode=TrainingMode.LEARN, skills=("pot_size",), count=1, seed=2)
    )
    assert question is not None
    assert window.table_view.state() != before
    window.set_mode(View.DEAL)
    state = window.table_view.state()
    assert len(state.seats) == len(walk.hand.players)
    assert state == before


def test_a_door_card_dealt_down_says_which_way_it_goes(make_dealer, qtbot):
    """Every flag says why in the quiz's words (``duty_why``), not only the flag and the next step."""
    dealer = make_dealer(difficulty=Difficulty.NORMAL)
    walk = dealer.panel.walkthrough
    play(qtbot, dealer, lambda: _due(walk, StepKind.DEAL) and bool(walk.procedure.expected()[0].face_up))
    due = walk.procedure.expected()[0]
    press(qtbot, dealer, "D")
    press(qtbot, dealer, str(due.seat))
    assert dealer.panel.last_graded.verdict.flag is Flag.WRONG_FACE
    assert dealer.verdict_strip.text.endswith(
        "On 3rd street two cards go down, then the door card up: this one goes face up. "
        f"Next: Deal seat {due.seat} a card face up"
    )


def test_a_burn_before_the_gather_says_the_round_is_over(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.NORMAL)
    walk = dealer.panel.walkthrough
    play(qtbot, dealer, lambda: _due(walk, StepKind.GATHER))
    press(qtbot, dealer, "B")
    assert dealer.panel.last_graded.verdict.flag is Flag.MISSING_GATHER
    assert "The betting round is over: the bets are gathered into the pot first." in dealer.verdict_strip.text


def test_in_german_the_why_is_german_too(make_dealer, qtbot, translations):
    from croupier.i18n import Language  # noqa: PLC0415

    translations.set_language(Language.GERMAN)
    dealer = make_dealer(difficulty=Difficulty.NORMAL)
    walk = dealer.panel.walkthrough
    play(qtbot, dealer, lambda: _due(walk, StepKind.GATHER))
    press(qtbot, dealer, "B")
    assert "Die Setzrunde ist vorbei: Zuerst kommen die Einsätze in den Pot." in dealer.verdict_strip.text
