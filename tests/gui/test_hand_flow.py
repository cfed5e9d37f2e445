"""A trainee's hand never traps them (issue 36), driven through the real window: the showdown reads
only tabled hands, an Exam-mode hand is begun only at a hand's start and can really be left."""

from __future__ import annotations

import random

import chip_clicks
import pytest
from PySide6.QtCore import Qt
from test_instructor_helpers import FakeDialogs

from croupier.drills.levels import TrainingMode
from croupier.engine.rules import STUD, Stakes
from croupier.gui.main_window import MainWindow, View
from croupier.procedure import Procedure, StepKind
from croupier.speech import SilentSpeaker
from croupier.training.chip_table import ChipHabits
from croupier.training.demo import quartered_hand
from croupier.training.players import Personality
from croupier.training.terms import Waiting

# A combo box's list opens as a popup, which the offscreen platform cannot raise nor let grab keys.
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (raise\(\)|grabbing the keyboard)")

SEED = 32  # at the showdown seat 1 shows first; seats 2 and 3 still hold their cards face down
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
    panel = win.walkthrough
    walk = panel.walkthrough

    def reading_due(w) -> bool:
        return w.waiting is Waiting.DUTY and w.procedure.expected()[0].kind is StepKind.READ_HAND

    for _ in range(200):
        if reading_due(walk):
            return walk.procedure.expected()[0].seat
        if walk.waiting is Waiting.PLAYER:
            events = len(walk.hand.events)
            qtbot.waitUntil(lambda: len(walk.hand.events) > events or walk.waiting is not Waiting.PLAYER)  # noqa: B023
            continue
        panel.fast_forward(lambda w: reading_due(w) or w.waiting is Waiting.PLAYER)
    raise AssertionError("no reading was ever due")


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
    """Pick the item whose data is ``value`` in a combo box from its open list, as a person does."""
    box.showPopup()
    view = box.view()
    qtbot.waitUntil(view.isVisible, timeout=2000)
    rect = view.visualRect(box.model().index(box.findData(value), 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not view.isVisible(), timeout=2000)


def test_exam_mode_begins_with_a_hand_and_is_asked_for_mid_hand(qtbot, window, dialogs):
    panel = window.walkthrough
    controls = panel.controls
    hand = panel.walkthrough
    panel.press_key("S")  # the scramble: the Practice hand is under way
    assert hand.asked == 1
    dialogs.confirmed = False
    _choose(qtbot, controls.mode_box, "exam")
    (question,) = dialogs.asked
    assert question[1].startswith("An exam hand is dealt from its start.")
    assert controls.mode_box.currentData() == "practice"  # stayed: the hand goes on as it was
    assert (panel.mode, hand.mode, panel.walkthrough) == (TrainingMode.PRACTICE, TrainingMode.PRACTICE, hand)
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
    lines = panel.hand_log.lines()
    assert lines[0].startswith("Third Street: S")
    assert " brings it in for 10 · S" in lines[0]
    assert lines[1].startswith("Fourth Street: S")
    assert not any(text in panel.latest_text for text in ("checks", "bets", "calls", "raises", "folds"))
    assert panel.record.currentWidget() is panel.checklist
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert panel.record.currentWidget() is panel.hand_log
    assert panel.record.tabText(1) == "Hand log"


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
    (row,) = debrief.rows_text()
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
