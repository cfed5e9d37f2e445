"""Chips and the showdown done by hand in the real window: a seeded Stud Hi-Lo hand (RULES.md E30)
in which the trainee makes change for a larger chip, counts the pot, reads every tabled hand with
the phrase builder and splits the pot in quarters with its odd chips by clicking chips; wrong
answers are explained, and every answer is stored with its skill."""

from __future__ import annotations

import random

import chip_clicks
import pytest
from readback import pot_stack, raised_cards

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.chips import Chips
from croupier.gui.main_window import MainWindow
from croupier.speech import SilentSpeaker
from croupier.training.chip_table import ChipHabits
from croupier.training.demo import quartered_hand
from croupier.training.players import Personality
from croupier.training.reading import parse_reading
from croupier.training.terms import Waiting

SEED = 32  # a 255 pot: 128 high to seat 1; the low 127 quartered, 64 to seat 2 (7♠), 63 to seat 3
PLAYERS = {1: Personality.AGGRESSIVE, 2: Personality.CALLING_STATION, 3: Personality.CALLING_STATION}


@pytest.fixture
def window(qtbot, translations, settings, store):
    settings.walkthrough_difficulty = "normal"
    settings.walkthrough_mode = "practice"
    settings.walkthrough_incidents = "off"  # E30's three hands reach the showdown as dealt
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
    panel = win.walkthrough
    panel.set_player_delay(1)
    panel.set_difficulty(Difficulty.NORMAL)
    panel.set_mode(TrainingMode.PRACTICE)
    panel.load(
        quartered_hand(seed=SEED),
        rng=random.Random(SEED),
        personalities=PLAYERS,
        habits=ChipHabits(oversized=0.5, asks_pot=0.0),
    )
    return win


def _until(qtbot, win, waiting: set[Waiting]) -> None:
    """Deal on, every other answer right (the duties by their keys), until one of ``waiting``."""
    panel = win.walkthrough
    walk = panel.walkthrough
    for _ in range(2000):
        if walk.waiting in waiting:
            return
        if walk.waiting is Waiting.PLAYER:
            events = len(walk.hand.events)
            qtbot.waitUntil(lambda: len(walk.hand.events) > events or walk.waiting is not Waiting.PLAYER)  # noqa: B023
            continue
        panel.fast_forward(lambda w: w.waiting in waiting or w.waiting is Waiting.PLAYER)
    raise AssertionError(f"never waited for {waiting}")


def test_change_count_readings_and_a_quartered_split_by_hand(qtbot, window, store):
    panel = window.walkthrough
    walk = panel.walkthrough
    strip = window.verdict_strip

    # A player puts in a larger chip: change is asked at once, from the pot's chips.
    _until(qtbot, window, {Waiting.CHANGE})
    due = walk.chips.table.change_due
    assert panel.area.chip_job().value == "change"
    assert f"Seat {due.seat} puts in 1×" in panel.area.chip_work._prompt.text()
    panel.choose_duty(next(iter(panel.duties.shown)))  # no duty until the change is made
    assert walk.waiting is Waiting.CHANGE
    right = walk.chips.table.change_for(due)
    smallest = min(value for value, _ in walk.chips.table.pot)
    chip_clicks.give_change(qtbot, panel, right + Chips.of({smallest: 1}))
    owed = f"Seat {due.seat} is owed {due.change} in change, not {due.change + smallest}"
    assert strip.text.startswith(owed)
    assert walk.waiting is Waiting.CHANGE
    # "Take back one chip": the last chip given goes back into the pot, the rest stays.
    chip_clicks.click(qtbot, panel.area.chip_work.take_back_button)
    assert panel.area.chip_work.change_given == right
    chip_clicks.click(qtbot, panel.area.chip_work._confirm)
    assert strip.text.startswith(f"Change for seat {due.seat}: ")

    # The showdown: every tabled hand shown whole, its best five raised, read from memory.
    read = 0
    while True:
        _until(qtbot, window, {Waiting.COUNT_POT, Waiting.DUTY})
        step = walk.procedure.expected()[0] if walk.waiting is Waiting.DUTY else None
        if walk.waiting is Waiting.COUNT_POT:
            break
        if step is None or step.kind.value != "read":
            panel.fast_forward(
                lambda w: (
                    w.waiting is not Waiting.DUTY or w.procedure.expected()[0].kind.value in {"read", "push"}
                )
            )
            continue
        seat = step.seat
        scene = window.table_view.scene()
        assert len(scene.card_items(seat)) == 7
        raised = raised_cards(scene, seat)
        assert len(raised) == 5
        panel.press_key("H")
        panel.press_key(str(seat))
        assert panel.area.reading_open()
        if read == 0:
            wrong = parse_reading("Two pair, aces and kings")
            chip_clicks.read(qtbot, panel, wrong, "hilo")
            assert "not “two pair, aces and kings”" in strip.text
            assert "(R9.7)" in strip.text
            panel.press_key("H")
            panel.press_key(str(seat))
        chip_clicks.read(qtbot, panel, walk.chips.expected_said(seat), "hilo")
        assert strip.text.startswith(f"Seat {seat}: “")
        read += 1
    assert read == 3

    # Before the push the pot is counted: typed wrong, then by its stacks.
    assert panel.area.chip_job().value == "count"
    prompt = panel.area.chip_work._prompt.text()
    assert prompt == "Count the pot before you push it: how much is in the middle?"
    chip_clicks.count_pot(qtbot, panel, "250")
    assert strip.text == "The pot is 255, not 250 (R12.2)"
    chip_clicks.count_pot(qtbot, panel, "1x100 2x25 21x5")
    assert strip.text == "The pot is 255 (R12.2)"

    # Kill the losers (none: everyone wins a part), then push: the split by clicking chips.
    _until(qtbot, window, {Waiting.DUTY})
    assert walk.procedure.expected()[0].kind.value == "push"
    assert pot_stack(window.table_view.scene()).columns == [(100, 1), (25, 2), (5, 20), (5, 1)]
    panel.press_key("P")
    work = panel.area.chip_work
    assert work.job.value == "split"
    # The odd chip of the low quarter to the wrong seat: explained with R8.6.
    chip_clicks.split(
        qtbot,
        panel,
        {"high": {1}, "low": {2, 3}},
        {1: Chips.parse("1x100 1x25 3x1"), 2: Chips.parse("12x5 3x1"), 3: Chips.parse("1x25 7x5 4x1")},
    )
    assert strip.text == (
        "Due: seat 1 128, seat 2 64, seat 3 63 (R8.6): the odd chip goes to seat 2, not seat 3 (R8.6)"
    )
    assert walk.waiting is Waiting.DUTY
    panel.press_key("P")
    chip_clicks.split(
        qtbot,
        panel,
        {"high": {1}, "low": {2, 3}},
        {1: Chips.parse("1x100 1x25 3x1"), 2: Chips.parse("1x25 7x5 4x1"), 3: Chips.parse("12x5 3x1")},
    )
    assert strip.text == "Pushed the main pot: seat 1 128, seat 2 64, seat 3 63 (R12.4)"
    assert walk.waiting is Waiting.OVER
    state = window.table_view.state()
    assert [state.seat(seat).won for seat in (1, 2, 3)] == [128, 64, 63]
    assert state.pot == 0

    # Every answer is kept with its skill.
    assert window.station.writer.flush(10)
    skills = {(a.skill, a.correct) for a in store.attempts_for(window.trainee.id)}
    for skill in ("make_change", "count_pot", "read_tabled", "split_chips"):
        assert (f"walkthrough:{skill}", True) in skills
        assert (f"walkthrough:{skill}", False) in skills


def test_at_beginner_the_chips_are_done_for_the_trainee_and_shown(qtbot, window):
    panel = window.walkthrough
    panel.set_difficulty(Difficulty.BEGINNER)
    panel.load(
        quartered_hand(seed=SEED),
        rng=random.Random(SEED),
        personalities=PLAYERS,
        habits=ChipHabits(oversized=0.5, asks_pot=0.0),
    )
    notes: list[str] = []
    panel.note_given.connect(notes.append)
    walk = panel.walkthrough
    for _ in range(400):
        if walk.waiting is Waiting.OVER:
            break
        if walk.waiting is Waiting.PLAYER:
            events = len(walk.hand.events)
            qtbot.waitUntil(lambda: len(walk.hand.events) > events or walk.waiting is not Waiting.PLAYER)  # noqa: B023
            continue
        panel.fast_forward(lambda w: w.waiting in {Waiting.PLAYER, Waiting.OVER})
    assert walk.waiting is Waiting.OVER
    assert any(note.startswith("Done for you: change for seat") for note in notes)
    assert any("Done for you: the pot split" in note for note in notes)
