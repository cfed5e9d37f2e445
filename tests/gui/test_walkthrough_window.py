"""The walkthrough in the window: its level and mode kept in the settings, its answers in the
progress store."""

from __future__ import annotations

import random

import pytest
from sqlalchemy import event

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.settings import WALKTHROUGH_LEVELS, WALKTHROUGH_MODES, MemoryStore, Settings
from croupier.speech import SilentSpeaker
from croupier.training.controller import Waiting
from croupier.training.terms import WALKTHROUGH_MODES as TRAINING_MODES


def _window(qtbot, translations, settings, **kwargs) -> MainWindow:
    speaker = SilentSpeaker("no engine in the tests")
    window = MainWindow(translations, settings, speaker, rng=random.Random(5), walkthrough=True, **kwargs)
    qtbot.add_widget(window)
    window.keep = speaker  # the speaker lives as long as the window
    assert window.walkthrough is not None
    window.walkthrough.set_player_delay(1)
    return window


def test_the_settings_know_every_level_and_mode():
    assert set(WALKTHROUGH_LEVELS) == {level.key for level in Difficulty}
    assert set(WALKTHROUGH_MODES) == {mode.value for mode in TRAINING_MODES}
    fresh = Settings(MemoryStore())
    assert (fresh.walkthrough_difficulty, fresh.walkthrough_mode) == ("normal", "learn")


def test_level_and_mode_chosen_in_the_footer_are_kept_for_the_next_start(qtbot, translations, settings):
    window = _window(qtbot, translations, settings)
    controls = window.walkthrough.controls
    with qtbot.waitSignal(settings.changed) as changed:
        controls.level_box.activated.emit(controls.level_box.findData("expert"))
    assert changed.args == [Settings.WALKTHROUGH_DIFFICULTY]
    controls.mode_box.activated.emit(controls.mode_box.findData("exam"))
    assert (settings.walkthrough_difficulty, settings.walkthrough_mode) == ("expert", "exam")
    window.close()

    again = _window(qtbot, translations, settings)
    panel = again.walkthrough
    assert (panel.difficulty, panel.mode) == (Difficulty.EXPERT, TrainingMode.EXAM)
    assert (panel.walkthrough.difficulty, panel.walkthrough.mode) == (Difficulty.EXPERT, TrainingMode.EXAM)
    assert panel.controls.level_box.currentData() == "expert"
    assert panel.controls.mode_box.currentData() == "exam"


@pytest.mark.parametrize(("saved_level", "saved_mode"), [("wizard", "cram"), ("", None)])
def test_unreadable_saved_choices_give_the_defaults(qtbot, translations, saved_level, saved_mode):
    settings = Settings(
        MemoryStore({Settings.WALKTHROUGH_DIFFICULTY: saved_level, Settings.WALKTHROUGH_MODE: saved_mode})
    )
    panel = _window(qtbot, translations, settings).walkthrough
    assert (panel.difficulty, panel.mode) == (Difficulty.NORMAL, TrainingMode.LEARN)


def test_only_levels_and_modes_are_saved():
    settings = Settings(MemoryStore())
    with pytest.raises(ValueError, match="wizard"):
        settings.walkthrough_difficulty = "wizard"
    settings.walkthrough_mode = TrainingMode.PRACTICE
    assert settings.walkthrough_mode == "practice"


# ------------------------------------------------------------------------------------ answers stored


@pytest.fixture
def recording(qtbot, translations, settings, store):
    """A window dealing with a progress store, at the Beginner level in Practice, on a stopped clock."""
    settings.players = 4
    settings.walkthrough_difficulty = "beginner"
    settings.walkthrough_mode = "practice"
    trainee = store.roster.get_or_add("Station 1")
    window = _window(qtbot, translations, settings, store=store, trainee=trainee)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    clock = [100.0]
    window.walkthrough.set_clock(lambda: clock[0])
    window.clock = clock
    return window


def _attempts(window: MainWindow) -> list[tuple[str, str, str, bool, float, str]]:
    assert window.station.writer.flush(10)  # the writer stores off the window's thread
    return [
        (a.skill, a.question, a.answer, a.correct, a.seconds, a.mode)
        for a in window.store.attempts_for(window.trainee.id)
    ]


def test_each_graded_duty_is_recorded_with_its_time(recording):
    panel, clock = recording.walkthrough, recording.clock
    assert panel.walkthrough.procedure.expected()[0].code == "deal:S1:down"
    clock[0] += 2.5
    panel.press_key("D")
    panel.press_key("3")  # the wrong seat: flagged, and tried again (Practice)
    clock[0] += 1.5
    panel.press_key("D")  # a wrong answer put the duty down: chosen again
    panel.press_key("1")
    assert _attempts(recording) == [
        ("walkthrough:deal_down", "deal:S1:down", "deal:S3:down", False, 2.5, "practice"),
        ("walkthrough:deal_down", "deal:S1:down", "deal:S1:down", True, 1.5, "practice"),
    ]


def test_time_in_another_mode_is_not_answer_time(recording):
    panel, clock = recording.walkthrough, recording.clock
    clock[0] += 1.0
    recording.set_mode(View.QUIZ)
    clock[0] += 300.0
    recording.set_mode(View.DEAL)
    clock[0] += 2.0
    panel.press_key("D")
    panel.press_key("1")
    assert [attempt[4] for attempt in _attempts(recording)] == [2.0]


def test_the_questions_at_a_decision_are_recorded(recording):
    panel = recording.walkthrough
    panel.set_difficulty(Difficulty.NORMAL)
    panel.fast_forward(lambda walk: walk.waiting is Waiting.WHO_ACTS)
    assert _attempts(recording) == []  # what the demonstration did was not the trainee's
    seat = panel.hand.next_step().seat
    panel.choose_seat(seat)
    assert _attempts(recording)[-1][:4] == ("walkthrough:who_acts", f"who_acts:S{seat}", f"S{seat}", True)
    assert panel.walkthrough.waiting is Waiting.MAY_DO
    legal = ",".join(action.label for action in panel.hand.legal_actions())
    panel.press_key("1")
    skill, question, answer, correct, _, mode = _attempts(recording)[-1]
    assert (skill, question, mode) == ("walkthrough:may_do", f"may_do:S{seat}:{legal}", "practice")
    assert correct == (answer == legal)


def test_a_file_that_takes_no_writes_is_reported_the_hand_goes_on_and_the_answer_is_kept(recording, qtbot):
    store = recording.store
    engine = store._access.engine  # the test's way to refuse writes: SQLite's query_only

    def full(connection, _record):
        connection.execute("PRAGMA query_only=1")

    event.listen(engine, "connect", full)
    engine.dispose()
    recording.station.writer._retry = 0.1
    panel = recording.walkthrough
    panel.press_key("D")
    panel.press_key("1")
    assert panel.walkthrough.right == 1  # the hand goes on
    qtbot.waitUntil(lambda: "kept in memory" in recording.store_status.text(), timeout=5000)
    assert "the folder cannot be written" in recording.store_status.text()
    event.remove(engine, "connect", full)
    engine.dispose()
    qtbot.waitUntil(lambda: recording.store_status.text() == "", timeout=5000)
    assert [a[:4] for a in _attempts(recording)] == [
        ("walkthrough:deal_down", "deal:S1:down", "deal:S1:down", True)
    ]


def test_each_hand_is_a_session_with_its_answers(recording):
    panel = recording.walkthrough
    panel.press_key("D")
    panel.press_key("1")
    panel.fast_forward(lambda walk: walk.waiting is Waiting.OVER)
    assert panel.walkthrough.waiting is Waiting.OVER
    panel.start_new_hand()
    panel.press_key("D")
    panel.press_key("1")
    panel.start_new_hand()  # left before its end
    attempts = _attempts(recording)
    sessions = recording.store.sessions_for(recording.trainee.id)
    assert [(s.activity, s.mode, s.variant, s.abandoned) for s in sessions] == [
        ("walkthrough", "practice", "F7S", False),
        ("walkthrough", "practice", "F7S", True),
    ]
    assert all(s.ended_at is not None for s in sessions)
    assert [a.session_id for a in recording.store.attempts_for(recording.trainee.id)] == [
        sessions[0].id,
        sessions[1].id,
    ]
    assert attempts[0][0] == "walkthrough:deal_down"
    words = recording.store.attempts_for(recording.trainee.id)[0].words
    assert words["expected"] == words["answer"]
    assert words["question"].startswith("Deal a hand")
