"""Voice answers in the window's quiz: the announcement question answered by saying the calls (WAV
files from eSpeak NG through the trainer's speech module, down the microphone's listening path),
each call heard picking its choice, Enter giving the answer the engine grades and the store keeps."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from readback import quiz_hears_file

from croupier.drills import TrainingMode, solve
from croupier.gui.main_window import MainWindow
from croupier.gui.quiz import QuizConfig
from croupier.speech.synth import Synthesizer
from croupier.words.procedure_words import announcement_text


@pytest.fixture
def say(tmp_path):
    synthesizer = Synthesizer(tmp_path / "speech")
    return lambda text: synthesizer.synthesize(text, "en-us").path


@pytest.fixture
def quiz(quiz_window):
    return quiz_window


def _press(qtbot, window: MainWindow, key: Qt.Key) -> None:
    qtbot.keyClick(window.table_view, key)


def _say(qtbot, window: MainWindow, path: Path) -> None:
    notes: list[str] = []
    window.quiz_panel.voice.note.connect(notes.append)
    quiz_hears_file(window.quiz_panel, path)
    qtbot.waitUntil(lambda: bool(notes), timeout=10000)
    window.quiz_panel.voice.note.disconnect(notes.append)


def test_the_calls_due_said_are_picked_and_graded_right_then_stored(qtbot, quiz, say):
    window, store, trainee, _ = quiz
    panel = window.quiz_panel
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("announcement",), count=2, seed=3))
    assert question is not None
    expected = solve(question).expected
    assert isinstance(expected, frozenset)
    assert expected
    buttons = panel.question_page.answer_input.choices.buttons
    for choice in question.choices:
        if choice.key in expected:
            _say(qtbot, window, say(announcement_text(choice.params["announcement"])))
    picked = {
        choice.key for choice, button in zip(question.choices, buttons, strict=True) if button.isChecked()
    }
    assert picked == expected
    assert window.verdict_strip.text.startswith("Heard: “")
    _press(qtbot, window, Qt.Key.Key_Return)
    assert panel.question_page.answered
    assert panel.question_page.outcome.correct
    assert window.station.writer.flush(10)
    assert [(a.skill, a.correct) for a in store.attempts_for(trainee.id)] == [("announcement", True)]


def test_a_decoy_said_is_picked_and_the_answer_graded_wrong(qtbot, quiz, say):
    window, _, _, _ = quiz
    panel = window.quiz_panel
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("announcement",), count=2, seed=3))
    expected = solve(question).expected
    decoy = next(choice for choice in question.choices if choice.key not in expected)
    _say(qtbot, window, say(announcement_text(decoy.params["announcement"])))
    buttons = panel.question_page.answer_input.choices.buttons
    index = [choice.key for choice in question.choices].index(decoy.key)
    assert buttons[index].isChecked()
    _press(qtbot, window, Qt.Key.Key_Return)
    assert not panel.question_page.outcome.correct


def test_space_on_a_question_of_another_kind_is_not_voice_and_no_microphone_is_said_once(qtbot, quiz):
    window, _, _, _ = quiz
    panel = window.quiz_panel
    panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("announcement",), count=2, seed=3))
    notes: list[str] = []
    panel.voice.note.connect(notes.append)
    _press(qtbot, window, Qt.Key.Key_Space)
    _press(qtbot, window, Qt.Key.Key_Space)
    assert notes == ["No microphone found: voice answers are off. Answer with the keys or the buttons."]
    assert window.verdict_strip.text == notes[0]
    panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("pot_size",), count=2, seed=3))
    assert not panel.voice.asks_calls()
