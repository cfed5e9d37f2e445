"""A trainee's hand never traps them (issue 36), driven through the real window: the showdown reads
only tabled hands, an Exam-mode hand is begun only at a hand's start and can really be left."""

from __future__ import annotations

import random

import chip_clicks
import pytest
import readback
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene
from readback import shown_badge
from test_instructor_helpers import FakeDialogs

from croupier.drills.levels import TrainingMode
from croupier.engine.incidents import IncidentKind
from croupier.engine.rules import STUD, Stakes
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.seat_item import Badge, SeatPlateItem
from croupier.gui.table_layout import PLATE_H, PLATE_W
from croupier.procedure import BringIn, Procedure, StepKind
from croupier.speech import SilentSpeaker
from croupier.training.chip_table import ChipHabits
from croupier.training.demo import quartered_hand
from croupier.training.players import Personality
from croupier.training.terms import Waiting
from croupier.words.incident_words import ruling_text

SEED = 32  # at the showdown seat 1 shows first; seats 2 and 3 still hold their cards face down
DEAL = StepKind.DEAL
PLAYERS = {1: Personality.AGGRESSIVE, 2: Personality.CALLING_STATION, 3: Personality.CALLING_STATION}


@pytest.fixture
def dialogs() -> FakeDialogs:
    return FakeDialogs()


@pytest.fixture
def window(qtbot, translations, settings, store, dialogs):
    settings.walkthrough_difficulty = "normal"
    settings.walkthrough_mode = "practice"
    speaker = SilentSpeaker("no engine in the tests")
    trainee = store.roster.get_or_add("Station 1")
    win = MainWindow(
        translations,
        settings,
        speaker,
        rng=random.Random(5),
        walkthrough=True,
        store=store,
        trainee=trainee,
        dialogs=dialogs,
    )
    qtbot.add_widget(win)
    win.keep = speaker
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.walkthrough.set_player_delay(1)
    return win


def _seeded(win: MainWindow) -> None:
    win.walkthrough.load(
        quartered_hand(seed=SEED),
        rng=random.Random(SEED),
        personalities=PLAYERS,
        habits=ChipHabits(oversized=0.0, asks_pot=0.0),
    )


def _to_the_first_reading(qtbot, win: MainWindow) -> int:
    walk = win.walkthrough.walkthrough
    _until(
        qtbot,
        win,
        lambda w: w.waiting is Waiting.DUTY and w.procedure.expected()[0].kind is StepKind.READ_HAND,
    )
    return walk.procedure.expected()[0].seat


def test_a_face_down_hand_cannot_be_read(qtbot, window):
    _seeded(window)
    panel = window.walkthrough
    walk = panel.walkthrough
    due = _to_the_first_reading(qtbot, window)
    assert due == 1
    assert not walk.hand.player(2).shown
    asked = walk.asked
    rows_before = panel.checklist.lines()
    panel.press_key("H")  # Read hand, armed
    panel.press_key("2")  # a seat whose cards are still face down
    assert not panel.area.reading_open()
    assert walk.asked == asked  # nothing graded: there was nothing to read
    assert "Seat 2's cards are not tabled" in window.verdict_strip.text
    assert panel.checklist.lines() == rows_before
    # The seat shown is read as usual, and the checklist goes on.
    panel.press_key("1")
    assert panel.area.reading_open()
    panel.area.reading.typed.setText("seven high")
    qtbot.keyClick(panel.area.reading.typed, Qt.Key.Key_Return)
    assert walk.asked == asked + 1
    assert any("Read seat 1: not" in line for line in panel.checklist.lines())
    panel.press_key("H")
    panel.press_key("1")
    chip_clicks.read(qtbot, panel, walk.chips.expected_said(1), "hilo")
    assert any(line.startswith("✓  Read seat 1's hand") for line in panel.checklist.lines())


def test_an_answer_whose_record_fails_still_moves_the_hand_on(qtbot, window, monkeypatch):
    """A grading error goes up (and fails the test that meets it) but never leaves the checklist and
    the verdict as they were before the answer."""
    import croupier.gui.walkthrough.session as session  # noqa: PLC0415

    def broken(_graded):
        raise RuntimeError("the record's words failed")

    monkeypatch.setattr(session, "answer_words", broken)
    panel = window.walkthrough
    walk = panel.walkthrough
    assert walk.procedure.expected()[0].code == "shuffle:scramble"
    with qtbot.capture_exceptions() as raised:
        panel.press_key("C")  # Cut, before the shuffle: wrong
    assert [str(error) for _, error, _ in raised] == ["the record's words failed"]
    assert walk.asked == 1
    assert any(line.startswith("✗") for line in panel.checklist.lines())
    assert window.verdict_strip.text.startswith("Not the next step of the shuffle (R2.2)")


def _choose(qtbot, box, value: str) -> None:
    """Pick the item whose data is ``value`` in a combo box with the arrow keys, as a person can
    (each item passed on the way is chosen in turn, as it is for them)."""
    box.setFocus()
    key = Qt.Key.Key_Down if box.findData(value) > box.currentIndex() else Qt.Key.Key_Up
    for _ in range(box.count()):
        if box.currentData() == value:
            return
        before = box.currentIndex()
        qtbot.keyClick(box, key)
        if box.currentIndex() == before:
            return  # the choice was refused: the box shows what stands


def test_exam_mode_begins_with_a_hand_and_is_asked_for_mid_hand(qtbot, window, dialogs):
    panel = window.walkthrough
    controls = panel.controls
    panel.set_mode(TrainingMode.TABLE_READY)
    hand = panel.walkthrough
    panel.press_key("S")  # the scramble: the Table-ready hand is under way
    assert hand.asked == 1
    dialogs.confirmed = False
    _choose(qtbot, controls.mode_box, "exam")
    (question,) = dialogs.asked
    assert question[1].startswith("An exam hand is dealt from its start.")
    assert controls.mode_box.currentData() == "table-ready"  # stayed: the hand goes on as it was
    assert (panel.mode, hand.mode, panel.walkthrough) == (
        TrainingMode.TABLE_READY,
        TrainingMode.TABLE_READY,
        hand,
    )
    dialogs.confirmed = True
    _choose(qtbot, controls.mode_box, "exam")
    fresh = panel.walkthrough
    assert fresh is not hand
    assert (fresh.mode, fresh.asked) == (TrainingMode.EXAM, 0)
    assert window.settings.walkthrough_mode == "exam"
    assert not panel.exam_hand_in_progress()  # nothing locked until the exam hand's first duty
    assert controls.new_button.isEnabled()
    assert window.top_bar.variant_box.isEnabled()
    panel.press_key("S")
    assert panel.exam_hand_in_progress()
    assert not controls.mode_box.isEnabled()
    assert not window.top_bar.variant_box.isEnabled()


def test_a_hand_not_begun_turns_to_exam_without_a_question(qtbot, window, dialogs):
    panel = window.walkthrough
    hand = panel.walkthrough
    _choose(qtbot, panel.controls.mode_box, "exam")
    assert dialogs.asked == []
    assert panel.walkthrough is hand
    assert hand.mode is TrainingMode.EXAM


def test_leaving_an_exam_hand_ends_it_and_releases_every_lock(qtbot, window, dialogs, store):
    panel = window.walkthrough
    _choose(qtbot, panel.controls.mode_box, "exam")
    panel.press_key("S")
    exam_hand = panel.walkthrough
    assert panel.exam_hand_in_progress()
    assert not window.top_bar.variant_box.isEnabled()
    dialogs.confirmed = False
    qtbot.mouseClick(window.top_bar.mode_buttons["quiz"], Qt.MouseButton.LeftButton)
    assert window.mode is View.DEAL
    assert panel.walkthrough is exam_hand  # stayed: nothing changed
    dialogs.confirmed = True
    qtbot.mouseClick(window.top_bar.mode_buttons["quiz"], Qt.MouseButton.LeftButton)
    assert window.mode is View.QUIZ
    assert dialogs.asked[-1][1].startswith("This hand is dealt in Exam mode. Leave it?")
    # Left for real: the game can be changed in the Quiz, and the Deal view has a fresh hand.
    for control in (window.top_bar.variant_box, window.top_bar.players_box, window.top_bar.stakes_box):
        assert control.isEnabled()
    assert window.top_bar.reveal_action.isEnabled()
    assert not window.exam_locked
    qtbot.mouseClick(window.top_bar.mode_buttons["deal"], Qt.MouseButton.LeftButton)
    assert panel.walkthrough is not exam_hand
    assert panel.walkthrough.asked == 0
    for control in (panel.controls.mode_box, panel.controls.level_box, panel.controls.new_button):
        assert control.isEnabled()
    assert window.station.writer.flush(10)
    (session,) = store.sessions_for(window.trainee.id)
    assert (session.mode, session.abandoned) == ("exam", True)


# ------------------------------------------------------------------------------------ log, debrief


def _until(qtbot, win: MainWindow, done) -> None:
    """Deal on, every answer right, the players at their own pace, until ``done(walk)``."""
    panel = win.walkthrough
    walk = panel.walkthrough
    for _ in range(400):
        if done(walk):
            return
        if walk.waiting is Waiting.PLAYER:
            events = len(walk.hand.events)
            qtbot.waitUntil(lambda: len(walk.hand.events) > events or walk.waiting is not Waiting.PLAYER)  # noqa: B023
            continue
        panel.fast_forward(lambda w: done(w) or w.waiting is Waiting.PLAYER)
    raise AssertionError("never got there")


def test_the_hand_log_has_each_streets_moves_and_the_latest_move_is_of_this_street(qtbot, window):
    _seeded(window)
    panel = window.walkthrough
    _until(qtbot, window, lambda w: w.hand.street == 5 and w.waiting is Waiting.DUTY)
    lines = readback.hand_log_lines(panel.hand_log)
    assert lines[0].startswith("Third Street: S")
    assert " brings it in for 10 · S" in lines[0]
    assert lines[1].startswith("Fourth Street: S")
    assert not any(text in panel.latest_text for text in ("checks", "bets", "calls", "raises", "folds"))
    assert panel.record.currentWidget() is panel.checklist
    _until(qtbot, window, lambda w: w.hand.street == 7 and w.waiting is Waiting.DUTY)
    window.resize(900, 600)  # the log (four streets) longer than its place
    qtbot.wait(50)
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert panel.record.currentWidget() is panel.hand_log
    assert panel.record.tabText(1) == "Hand log"
    # Filled while its tab was hidden, it still shows the street under way, not Third Street.
    bar = panel.hand_log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    qtbot.wait(50)
    assert bar.value() == bar.maximum()
    # Scrolled back by the trainee, it stays where they read while the window changes size.
    bar.triggerAction(bar.SliderAction.SliderToMinimum)
    qtbot.wait(10)
    window.resize(880, 590)
    qtbot.wait(50)
    assert bar.value() == 0 < bar.maximum()


def test_the_debrief_lists_each_mistake_and_replays_the_hand_from_there(qtbot, window, store):
    panel = window.walkthrough
    panel.load(Procedure.new(STUD, Stakes(5, 10, 20, 40), [1000] * 4, seed=3), rng=random.Random(3))
    walk = panel.walkthrough
    _until(
        qtbot, window, lambda w: w.waiting is Waiting.DUTY and w.procedure.expected()[0].kind is StepKind.BURN
    )
    before = list(walk.hand.events)
    panel.press_key("U")  # Deal up, before the burn: wrong
    panel.press_key(str(walk.hand.live_seats[0]))
    panel.press_key("Escape")
    assert walk.right < walk.asked
    assert walk.procedure.expected()[0].kind is StepKind.BURN
    _until(qtbot, window, lambda w: w.waiting is Waiting.OVER)
    assert panel.area.debriefing()
    assert not panel.duties.isVisible()
    debrief = panel.area.debrief
    assert debrief._title.text() == "Debrief: 1 mistake"
    (row,) = readback.debrief_rows(debrief)
    # Where, what was wrong with its rule, and the right action.
    assert row.startswith("Fourth Street: Burn a card before dealing the street (R6.2).")
    assert row.endswith("Next: Burn a card")
    (button,) = debrief.replay_buttons
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert walk.waiting is Waiting.DUTY
    assert walk.hand.events == before
    assert walk.procedure.expected()[0].kind is StepKind.BURN
    assert not panel.area.debriefing()
    assert panel.duties.isVisible()
    assert window.verdict_strip.text.startswith("Replay: the same hand again")
    panel.press_key("B")
    assert window.verdict_strip.text.startswith("Burn")
    # The replay is its own session; the hand before it was recorded as over, not left.
    assert window.station.writer.flush(10)
    sessions = store.sessions_for(window.trainee.id)
    assert [session.abandoned for session in sessions] == [False, False]


# ------------------------------------------------------------------------------------ pace


def test_the_players_speed_and_pause_are_the_trainees(qtbot, window, settings):
    panel = window.walkthrough
    controls = panel.controls
    _choose(qtbot, controls.speed_box, "slow")
    assert settings.walkthrough_speed == "slow"
    assert panel.player_speed.delay_ms == 1800
    _choose(qtbot, controls.speed_box, "fast")
    assert panel.player_speed.value == "fast"
    panel.set_player_delay(1)
    walk = panel.walkthrough
    _until(qtbot, window, lambda w: w.waiting is Waiting.PLAYER)
    qtbot.mouseClick(controls.pause_button, Qt.MouseButton.LeftButton)
    assert panel.paused
    assert controls.pause_button.text() == "Resume"
    assert window.verdict_strip.text.startswith("Paused: the players wait")
    events = len(walk.hand.events)
    qtbot.wait(100)
    assert len(walk.hand.events) == events  # held
    assert walk.waiting is Waiting.PLAYER
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)  # resume
    assert not panel.paused
    qtbot.waitUntil(lambda: len(walk.hand.events) > events, timeout=2000)


def _player_incident(qtbot, win: MainWindow, kind: IncidentKind):
    """A seeded hand dealt to where a player's ``kind`` can happen, and it happens: the table waits."""
    panel = win.walkthrough
    for attempt in range(1, 40):
        panel.load(
            Procedure.new(STUD, Stakes(5, 10, 20, 40), [1000] * 4, seed=attempt), rng=random.Random(attempt)
        )
        walk = panel.walkthrough
        panel.fast_forward(lambda w: bool(w.table.seats_for(kind)) and w.waiting is Waiting.PLAYER)
        if walk.waiting is Waiting.PLAYER and panel.inject_incident(kind):
            assert walk.waiting is Waiting.NOTICE
            return walk
    raise AssertionError(f"{kind.value} never came up")


@pytest.fixture
def incidents_window(window, settings):
    window.walkthrough.set_incidents("often")
    return window


def test_an_incident_waits_at_a_countdown_and_a_stop_at_the_last_moment_is_scored_once(
    qtbot, incidents_window, store
):
    window = incidents_window
    panel = window.walkthrough
    panel.set_notice_delay(1500)
    walk = _player_incident(qtbot, window, IncidentKind.OUT_OF_TURN)
    banner = panel.verdicts.incident_text
    assert banner.startswith("⚠ ")
    assert "Stop the table (Space) within 2 s, or it counts as missed" in banner
    asked = walk.asked
    qtbot.waitUntil(lambda: (panel._session.notice_left_ms() or 0) < 300, timeout=3000)
    qtbot.keyClick(window.table_view, Qt.Key.Key_Space)  # at the last moment
    assert walk.waiting is Waiting.RULING
    qtbot.wait(400)  # past the countdown's end: it was stopped, nothing counted missed
    assert walk.asked == asked
    right = walk.table.right_ruling().kind
    index = panel.question.choices.index(ruling_text(right))
    qtbot.keyClick(window.table_view, getattr(Qt.Key, f"Key_{index + 1}"))
    assert walk.asked == asked + 1
    assert window.station.writer.flush(10)
    incidents = [a for a in store.attempts_for(window.trainee.id) if a.skill == "walkthrough:incident"]
    assert [(a.answer, a.correct) for a in incidents] == [(right.value, True)]


def test_a_stop_just_after_an_incident_was_missed_is_not_scored_again(qtbot, incidents_window, store):
    window = incidents_window
    panel = window.walkthrough
    panel.set_notice_delay(200)
    walk = _player_incident(qtbot, window, IncidentKind.OUT_OF_TURN)
    qtbot.waitUntil(lambda: walk.incident is None, timeout=3000)
    assert window.verdict_strip.text.startswith("Missed:")
    qtbot.keyClick(window.table_view, Qt.Key.Key_Space)  # too late
    assert window.verdict_strip.text.startswith("Too late to stop")
    assert window.station.writer.flush(10)
    incidents = [a for a in store.attempts_for(window.trainee.id) if a.skill == "walkthrough:incident"]
    assert [(a.answer, a.correct) for a in incidents] == [("carried_on", False)]


def test_the_countdown_waits_while_paused(qtbot, incidents_window):
    window = incidents_window
    panel = window.walkthrough
    panel.set_notice_delay(600)
    walk = _player_incident(qtbot, window, IncidentKind.OUT_OF_TURN)
    panel.set_paused(True)
    qtbot.wait(900)
    assert walk.incident is not None  # held
    assert "paused with 1 s left" in panel.verdicts.incident_text
    panel.set_paused(False)
    qtbot.waitUntil(lambda: walk.incident is None, timeout=3000)


def test_the_demonstration_can_be_sped_up_skipped_and_stopped(qtbot, window):
    panel = window.walkthrough
    assert panel.demonstrate(8, interval_ms=5000)
    bar = panel.demo_bar
    assert bar.isVisible()
    _choose(qtbot, bar.speed_box, "fast")
    walk = panel.walkthrough
    qtbot.waitUntil(lambda: len(walk.procedure.history) >= 3, timeout=3000)  # 200 ms a step now
    qtbot.mouseClick(bar.stop_button, Qt.MouseButton.LeftButton)
    assert not panel.demonstration.running
    assert not bar.isVisible()
    assert window.verdict_strip.text.startswith("Demonstration stopped: deal on from here")
    assert panel.demonstrate(8, interval_ms=5000)
    walk = panel.walkthrough
    qtbot.mouseClick(bar.skip_button, Qt.MouseButton.LeftButton)
    assert walk.waiting is Waiting.OVER
    assert window.verdict_strip.text == "The demonstration is over."


def test_the_settings_know_every_players_speed():
    from croupier.gui.settings import WALKTHROUGH_SPEEDS, MemoryStore, Settings  # noqa: PLC0415
    from croupier.training.table_pace import PlayerSpeed  # noqa: PLC0415

    assert set(WALKTHROUGH_SPEEDS) == {speed.value for speed in PlayerSpeed}
    assert Settings(MemoryStore()).walkthrough_speed == "normal"


# ------------------------------------------------------------------------------------ the push


def _to_the_push(qtbot, win: MainWindow, seed: int = 3):
    panel = win.walkthrough
    panel.load(Procedure.new(STUD, Stakes(5, 10, 20, 40), [1000] * 4, seed=seed), rng=random.Random(seed))
    walk = panel.walkthrough
    _until(
        qtbot,
        win,
        lambda w: w.waiting is Waiting.DUTY and w.procedure.expected()[0].kind is StepKind.PUSH_POT,
    )
    (parts,) = walk.chips.pot_parts().values()
    (winner,) = {seat for part in parts for seat in part.winners}
    return walk, winner, sum(part.amount for part in parts)


def test_a_one_winner_push_is_one_action(qtbot, window):
    panel = window.walkthrough
    walk, winner, amount = _to_the_push(qtbot, window)
    panel.press_key("P")
    work = panel.area.chip_work
    asked = walk.asked
    qtbot.mouseClick(work.scoop_buttons[winner], Qt.MouseButton.LeftButton)
    assert walk.asked == asked + 1
    assert window.verdict_strip.text == f"Pushed the main pot: seat {winner} {amount:,} (R8.4)"
    assert walk.waiting is Waiting.OVER
    assert window.table_view.state().seat(winner).won == amount


def test_the_wrong_winner_and_enter_with_only_the_winner_named(qtbot, window):
    panel = window.walkthrough
    walk, winner, amount = _to_the_push(qtbot, window)
    panel.press_key("P")
    work = panel.area.chip_work
    loser = next(seat for seat in work.scoop_buttons if seat != winner)  # another seat in the showdown
    qtbot.mouseClick(work.scoop_buttons[loser], Qt.MouseButton.LeftButton)
    assert window.verdict_strip.text.startswith("The winners are not those:")
    assert "(R8.4)" in window.verdict_strip.text  # killing and pushing: one winner
    assert walk.waiting is Waiting.DUTY
    panel.press_key("P")
    work = panel.area.chip_work
    qtbot.mouseClick(work.winner_buttons["whole", winner], Qt.MouseButton.LeftButton)
    qtbot.keyClick(window.table_view, Qt.Key.Key_Return)  # only the winner named: the pot is theirs
    assert window.verdict_strip.text == f"Pushed the main pot: seat {winner} {amount:,} (R8.4)"
    assert walk.waiting is Waiting.OVER


def test_chip_buttons_stay_put_and_take_back_returns_one_chip(qtbot, window):
    panel = window.walkthrough
    walk, winner, _amount = _to_the_push(qtbot, window)
    panel.press_key("P")
    work = panel.area.chip_work
    qtbot.wait(10)
    places = {value: button.geometry() for value, button in work.chip_buttons.items()}
    smallest = min(places)
    assert not work.chip_buttons[smallest].isEnabled() or work.work.left.count(smallest)
    panel.choose_seat(winner)
    largest = max(value for value, _ in work.work.left)
    for _ in range(work.work.left.count(largest)):
        qtbot.mouseClick(work.chip_buttons[largest], Qt.MouseButton.LeftButton)
    assert not work.chip_buttons[largest].isEnabled()  # none left: greyed, not gone
    qtbot.mouseClick(work.back_buttons[winner], Qt.MouseButton.LeftButton)  # one chip back
    assert work.work.given[winner].count(largest) == walk.chips.table.pot.count(largest) - 1
    assert work.chip_buttons[largest].isEnabled()
    qtbot.wait(10)
    assert {value: button.geometry() for value, button in work.chip_buttons.items()} == places


def test_a_winners_badge_gives_way_to_the_stack(qtbot):
    # German "Gewinnt 1.815" beside "2.550" on a plate 1280x800 wide cut the stack to "2.…".
    scene = QGraphicsScene()
    plate = SeatPlateItem(1)
    scene.addItem(plate)
    image = QImage(600, 120, QImage.Format.Format_ARGB32)

    def shown(width: float, text: str) -> str:
        plate.set_rect(QRectF(0, 0, width, PLATE_H))
        plate.set_texts("Platz 1", "2.550", Badge.WON, text, "+1.815")
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 600, 120), QRectF(-20, -20, 600, 120))
        painter.end()
        return shown_badge(plate)

    assert shown(PLATE_W, "Gewinnt 1.815") == "+1.815"
    assert shown(PLATE_W, "Wins 1,815") == "Wins 1,815"
    assert shown(2 * PLATE_W, "Gewinnt 1.815") == "Gewinnt 1.815"


# ------------------------------------------------------------------------------------ small traps


def test_esc_on_the_quiz_summary_is_new_quiz_wherever_the_focus_is(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.mouseClick(window.top_bar.mode_buttons["quiz"], Qt.MouseButton.LeftButton)
    panel = window.quiz_panel
    qtbot.mouseClick(panel.start_page.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.controller.question is not None)  # made apart, then asked
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_1)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
    qtbot.mouseClick(panel.question_page.stop_button, Qt.MouseButton.LeftButton)
    assert panel.page() is panel.summary_page
    assert panel.summary_page.new_button.text() == "New quiz (Esc)"
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Escape)  # the summary's details
    assert panel.page() is panel.start_page


def test_all_skills_chosen_leaves_no_single_skill_ticked(qtbot, window):
    qtbot.mouseClick(window.top_bar.mode_buttons["quiz"], Qt.MouseButton.LeftButton)
    start = window.quiz_panel.start_page
    item = start.skill_list.item(0)
    item.setCheckState(Qt.CheckState.Checked)  # as a click on its box does
    assert start.some_skills.isChecked()
    qtbot.mouseClick(start.all_skills, Qt.MouseButton.LeftButton)
    ticked = [
        row
        for row in range(start.skill_list.count())
        if start.skill_list.item(row).checkState() == Qt.CheckState.Checked
    ]
    assert ticked == []
    assert (
        set(start.config().skills)
        == {
            start.skill_list.item(row).data(Qt.ItemDataRole.UserRole + 1)
            for row in range(start.skill_list.count())
        }
        or len(start.config().skills) == start.skill_list.count()
    )


def test_who_brings_it_in_is_answered_with_the_seats_number(qtbot, window):
    panel = window.walkthrough
    walk = panel.walkthrough
    _until(
        qtbot,
        window,
        lambda w: (
            w.waiting is Waiting.DUTY
            and any(isinstance(s.announcement, BringIn) for s in w.procedure.expected())
        ),
    )
    assert panel.prompt_text.startswith("Who brings it in?")
    due = next(s.announcement for s in walk.procedure.expected() if isinstance(s.announcement, BringIn))
    wrong = next(seat for seat in walk.hand.live_seats if seat != due.seat)
    asked = walk.asked
    qtbot.keyClick(window.table_view, getattr(Qt.Key, f"Key_{wrong}"))
    assert walk.asked == asked + 1
    assert not window.verdict_strip.text.startswith("Choose a duty first")
    assert "(R3.2)" in window.verdict_strip.text
    assert panel.armed is None
    qtbot.keyClick(window.table_view, getattr(Qt.Key, f"Key_{due.seat}"))
    assert walk.right == walk.asked - 1
    assert not any(isinstance(s.announcement, BringIn) for s in walk.procedure.expected())


def test_a_wrong_verdict_puts_the_armed_duty_down_and_a_new_mode_drops_the_learn_hint(qtbot, window):
    panel = window.walkthrough
    walk = panel.walkthrough
    panel.set_mode(TrainingMode.LEARN)
    _until(
        qtbot, window, lambda w: w.waiting is Waiting.DUTY and w.procedure.expected()[0].kind is StepKind.DEAL
    )
    due = walk.procedure.expected()[0]
    panel.press_key("D")
    assert panel.armed is not None
    panel.press_key(str(next(seat for seat in walk.hand.live_seats if seat != due.seat)))
    assert panel.armed is None  # the wrong seat: the duty is put down, not left lit
    assert (
        not panel.duties.buttons[panel.duties.armed_duty].isChecked()
        if hasattr(panel.duties, "armed_duty")
        else True
    )
    assert "Next: Deal seat" in window.verdict_strip.text or "next: Deal seat" in window.verdict_strip.text
    _choose(qtbot, panel.controls.mode_box, "practice")
    assert "Deal seat" not in window.verdict_strip.text
    assert not panel.prompt_text.startswith("Next:")


def test_keys_switch_the_views(qtbot, window):
    qtbot.waitUntil(window.isActiveWindow)
    for key, view in ((Qt.Key.Key_3, View.QUIZ), (Qt.Key.Key_2, View.COURSE), (Qt.Key.Key_1, View.DEAL)):
        qtbot.keyClick(window.table_view, key, Qt.KeyboardModifier.ControlModifier)
        assert window.mode is view
    assert "(Ctrl+3)" in window.top_bar.mode_buttons["quiz"].toolTip()
    from croupier.gui.help.shortcuts import action_rows  # noqa: PLC0415

    rows = {row.does: row.keys for row in action_rows(window)}
    assert rows["Show Quiz"] == "Ctrl+3"


def test_a_lessons_check_answers_keep_their_real_times(qtbot, window, store):
    from croupier.drills.grading import solve  # noqa: PLC0415

    clock = [1000.0]
    panel = window.quiz_panel
    panel.set_clock(lambda: clock[0])
    qtbot.mouseClick(window.top_bar.mode_buttons["course"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.course.page.check_button, Qt.MouseButton.LeftButton)
    assert window.mode is View.QUIZ
    assert panel.controller.config.mode is TrainingMode.LEARN
    controller = panel.controller
    for wait in (3.0, 4.5, 6.0, 2.5, 5.0):
        question = controller.question
        assert question is not None
        clock[0] += wait
        controller.answer(solve(question).expected)
        panel.next_question()
    assert window.mode is View.COURSE
    assert window.station.writer.flush(10)
    seconds = [attempt.seconds for attempt in store.attempts_for(window.trainee.id)]
    assert seconds == [3.0, 4.5, 6.0, 2.5, 5.0]


def test_a_status_message_belongs_to_its_view_and_follows_the_language(qtbot, window):
    qtbot.mouseClick(window.top_bar.mode_buttons["course"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.course.page.check_button, Qt.MouseButton.LeftButton)
    controller = window.quiz_panel.controller
    while controller.question is not None and window.mode is View.QUIZ:
        controller.answer(None)  # all wrong: not passed
        window.quiz_panel.next_question()
    assert window.mode is View.COURSE
    bar = window.statusBar()
    assert bar.currentMessage().startswith("Not passed yet: ")
    window.set_language("de")
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("Noch nicht bestanden: "))
    window.set_language("en")
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("Not passed yet: "))
    qtbot.mouseClick(window.top_bar.mode_buttons["deal"], Qt.MouseButton.LeftButton)
    assert bar.currentMessage() == ""  # the course's news stayed with the course


def test_the_rules_search_opens_its_first_hit(qtbot, window):
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.table_view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    view = window.rules_view
    first = view.current_rule()
    qtbot.keyClicks(view.search, "burn")
    hits = [rule.number for rule in view.book.search("burn")]
    qtbot.waitUntil(lambda: view.current_rule() in hits, timeout=3000)
    assert view.current_rule() == hits[0] != first
    assert view.search.hasFocus()  # still typing


def test_the_help_page_explains_the_new_keys_badges_and_timers(translations):
    from croupier.gui.help.topics import topic  # noqa: PLC0415

    deal = " ".join(topic("deal").paragraphs)
    for words in ("hand log (Ctrl+L)", "Replay from here", "countdown", "Pause (Ctrl+P)", "Ctrl+1 to Ctrl+4"):
        assert words in deal
    quiz = " ".join(topic("quiz").paragraphs)
    assert "nothing happens at 0" in quiz
    assert "+0" in quiz
