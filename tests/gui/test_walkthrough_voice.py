"""Voice answers in the real window: the announcement builder open, a call said (a WAV file from
eSpeak NG through the trainer's speech module, down the same listening path as the microphone),
the phrase heard shown and graded as a built one; no microphone and German each said once."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QObject, Qt, Signal
from readback import walkthrough_hears_file

from croupier.gui import voice_answers
from croupier.gui.main_window import MainWindow
from croupier.procedure import MadeHand, StepKind
from croupier.speech import SilentSpeaker
from croupier.speech.synth import Synthesizer
from croupier.training.controller import Waiting
from croupier.training.phrases import phrase_of
from croupier.voice.calls import walkthrough_calls
from croupier.words.procedure_words import announcement_text


@pytest.fixture
def say(tmp_path):
    synthesizer = Synthesizer(tmp_path / "speech")
    return lambda text: synthesizer.synthesize(text, "en-us").path


@pytest.fixture
def dealing(qtbot, translations, settings):
    settings.walkthrough_difficulty = "expert"
    settings.walkthrough_mode = "practice"
    speaker = SilentSpeaker("no engine in the tests")
    window = MainWindow(translations, settings, speaker, rng=random.Random(5), walkthrough=True)
    qtbot.add_widget(window)
    window.keep = speaker
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    assert window.walkthrough is not None
    window.walkthrough.set_player_delay(1)
    return window


def _key(qtbot, window: MainWindow, key: Qt.Key) -> None:
    qtbot.keyClick(window.table_view, key)


def _to_a_call(window: MainWindow, made: bool = False) -> None:
    """Deal on, every answer right, until a call the builder can say is the duty due."""

    def due(walk) -> bool:
        expected = walk.procedure.expected()
        if walk.waiting is not Waiting.DUTY or not expected or expected[0].kind is not StepKind.ANNOUNCE:
            return False
        announcement = expected[0].announcement
        return phrase_of(announcement) is not None and (not made or isinstance(announcement, MadeHand))

    panel = window.walkthrough
    panel.fast_forward(due)
    assert due(panel.walkthrough)


def test_a_call_said_is_shown_and_graded_right(qtbot, dealing, say):
    panel = dealing.walkthrough
    _to_a_call(dealing)
    walk = panel.walkthrough
    due = walk.procedure.expected()[0].announcement
    right, asked = walk.right, walk.asked
    _key(qtbot, dealing, Qt.Key.Key_A)
    assert panel.builder.isVisible()
    walkthrough_hears_file(panel, say(announcement_text(due)))
    qtbot.waitUntil(lambda: walk.asked == asked + 1, timeout=10000)
    assert (walk.right, walk.asked) == (right + 1, asked + 1)
    assert panel.area.voice_line.text() == f"Heard: “{announcement_text(due)}”"
    assert panel.area.voice_line.isVisible()
    assert not panel.builder.isVisible()
    assert dealing.verdict_strip.text.startswith(f"“{announcement_text(due)}”")


def test_a_wrong_call_is_heard_as_said_and_graded_wrong(qtbot, dealing, say):
    panel = dealing.walkthrough
    _to_a_call(dealing, made=True)
    walk = panel.walkthrough
    due = walk.procedure.expected()[0].announcement
    calls = walkthrough_calls(walk.hand, walk.procedure.expected())
    wrong = next(
        call
        for call in calls.calls
        if isinstance(call.announcement, MadeHand)
        and call.announcement.description.kind == due.description.kind
        and call.announcement.description.ranks != due.description.ranks
    )
    right, asked = walk.right, walk.asked
    _key(qtbot, dealing, Qt.Key.Key_A)
    walkthrough_hears_file(panel, say(wrong.text))
    qtbot.waitUntil(lambda: walk.asked == asked + 1, timeout=10000)
    assert (walk.right, walk.asked) == (right, asked + 1)
    assert panel.area.voice_line.text() == f"Heard: “{wrong.text}”"
    assert "does not fit the table" in dealing.verdict_strip.text


def test_without_a_microphone_space_says_so_once_and_the_builder_stays(qtbot, dealing):
    panel = dealing.walkthrough
    assert not panel.voice_answers.input.available(), "this machine has no input device"
    _to_a_call(dealing)
    notes: list[str] = []
    panel.note_given.connect(notes.append)
    _key(qtbot, dealing, Qt.Key.Key_A)
    _key(qtbot, dealing, Qt.Key.Key_Space)
    assert dealing.verdict_strip.text.startswith("No microphone found: voice answers are off.")
    assert panel.builder.isVisible()
    _key(qtbot, dealing, Qt.Key.Key_Space)
    assert [note for note in notes if note.startswith("No microphone")] == [dealing.verdict_strip.text]
    assert not panel.voice_answers.input.listening
    assert not panel.area.voice_level.isVisible()


def test_in_german_voice_answers_say_once_that_they_are_english_only(qtbot, dealing):
    dealing.set_language("de")
    panel = dealing.walkthrough
    _to_a_call(dealing)
    notes: list[str] = []
    panel.note_given.connect(notes.append)
    _key(qtbot, dealing, Qt.Key.Key_A)
    _key(qtbot, dealing, Qt.Key.Key_Space)
    _key(qtbot, dealing, Qt.Key.Key_Space)
    assert "nur auf Englisch" in dealing.verdict_strip.text
    assert len([note for note in notes if "nur auf Englisch" in note]) == 1
    assert panel.builder.isVisible()
    dealing.set_language("en")


def test_voice_answers_switched_off_in_settings_leave_space_alone(qtbot, dealing, settings):
    settings.voice_answers = False
    panel = dealing.walkthrough
    _to_a_call(dealing)
    _key(qtbot, dealing, Qt.Key.Key_A)
    before = dealing.verdict_strip.text
    _key(qtbot, dealing, Qt.Key.Key_Space)
    assert dealing.verdict_strip.text == before
    assert panel.builder.isVisible()


def test_the_voice_key_chosen_in_settings_is_the_one_that_listens(qtbot, dealing, settings):
    settings.voice_key = "F2"
    panel = dealing.walkthrough
    _to_a_call(dealing)
    notes: list[str] = []
    panel.note_given.connect(notes.append)
    _key(qtbot, dealing, Qt.Key.Key_A)
    _key(qtbot, dealing, Qt.Key.Key_Space)
    assert notes == []
    _key(qtbot, dealing, Qt.Key.Key_F2)
    assert [note for note in notes if note.startswith("No microphone")]
    assert panel.builder.isVisible()


def test_the_level_meter_and_the_prompt_while_listening(qtbot, dealing):
    panel = dealing.walkthrough
    _to_a_call(dealing)
    _key(qtbot, dealing, Qt.Key.Key_A)
    panel.area.set_listening(True, "Space")  # what the microphone's start shows
    assert panel.area.voice_level.isVisible()
    assert panel.area.voice_line.text() == "Listening… say the call, then press Space again."
    panel.area.set_voice_level(0.1)
    assert panel.area.voice_level.value() == 40
    panel.area.set_listening(False)
    assert not panel.area.voice_level.isVisible()


class _Microphone(QObject):
    """Stands in for the microphone this machine lacks: listening until stopped."""

    heard = Signal(object)
    failed = Signal(str)
    level_changed = Signal(float)
    listening_changed = Signal(bool)

    def __init__(self) -> None:
        super().__init__()
        self.listening = False
        self.stopped = 0
        self.device = ""

    def available(self) -> bool:
        return True

    def start(self, _grammar) -> bool:
        self.listening = True
        self.listening_changed.emit(True)
        return True

    def stop(self) -> None:
        self.listening = False
        self.stopped += 1
        self.listening_changed.emit(False)

    def cancel(self) -> None:
        if self.listening:
            self.stop()

    def shutdown(self) -> None:
        self.cancel()


def test_the_voice_key_held_is_push_to_talk_and_tapped_a_toggle(qtbot, dealing, monkeypatch):
    panel = dealing.walkthrough
    answers = panel.voice_answers
    microphone = _Microphone()
    microphone.listening_changed.connect(answers._watch_release)
    microphone.listening_changed.connect(lambda on: panel.area.set_listening(on, answers.key))
    monkeypatch.setattr(answers, "input", microphone)
    _to_a_call(dealing)
    _key(qtbot, dealing, Qt.Key.Key_A)
    clock = [100.0]
    monkeypatch.setattr(voice_answers.time, "monotonic", lambda: clock[0])
    # Tapped: press and release at once keep listening; the next press hears.
    qtbot.keyPress(dealing.table_view, Qt.Key.Key_Space)
    qtbot.keyRelease(dealing.table_view, Qt.Key.Key_Space)
    assert microphone.listening
    assert panel.area.voice_level.isVisible()
    qtbot.keyClick(dealing.table_view, Qt.Key.Key_Space)
    assert (microphone.listening, microphone.stopped) == (False, 1)
    # Held: the release hears.
    qtbot.keyPress(dealing.table_view, Qt.Key.Key_Space)
    assert microphone.listening
    clock[0] += 1.0
    qtbot.keyRelease(dealing.table_view, Qt.Key.Key_Space)
    assert (microphone.listening, microphone.stopped) == (False, 2)
    assert not panel.area.voice_level.isVisible()
