"""A trainee's hand never traps them (issue 36), driven through the real window: the showdown reads
only tabled hands, an Exam-mode hand is begun only at a hand's start and can really be left."""

from __future__ import annotations

import random

import chip_clicks
import pytest
from PySide6.QtCore import Qt

from croupier.gui.main_window import MainWindow
from croupier.procedure import StepKind
from croupier.speech import SilentSpeaker
from croupier.training.chip_table import ChipHabits
from croupier.training.demo import quartered_hand
from croupier.training.players import Personality
from croupier.training.terms import Waiting

SEED = 32  # at the showdown seat 1 shows first; seats 2 and 3 still hold their cards face down
PLAYERS = {1: Personality.AGGRESSIVE, 2: Personality.CALLING_STATION, 3: Personality.CALLING_STATION}


@pytest.fixture
def window(qtbot, translations, settings, store):
    settings.walkthrough_difficulty = "normal"
    settings.walkthrough_mode = "practice"
    speaker = SilentSpeaker("no engine in the tests")
    trainee = store.roster.get_or_add("Station 1")
    win = MainWindow(
        translations, settings, speaker, rng=random.Random(5), walkthrough=True, store=store, trainee=trainee
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
