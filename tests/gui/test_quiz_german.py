"""The quiz in German: its words from the committed catalogue, and the question re-rendered when the
language changes under it."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from readback import verdict_body

from croupier.drills import AnswerType, TrainingMode
from croupier.gui.main_window import MainWindow
from croupier.gui.quiz import QuizConfig, QuizPanel
from croupier.gui.settings import MemoryStore, Settings
from croupier.i18n import Language, Translations
from croupier.speech import SilentSpeaker
from croupier.words import quiz_words


@pytest.fixture
def languages(qapp: QApplication, gui_catalogues: Path) -> Iterator[Translations]:
    installed = Translations(qapp, Language.ENGLISH, directory=gui_catalogues, system_locale=QLocale("C"))
    yield installed
    installed.uninstall()


def test_a_language_switch_re_renders_the_question_and_the_panel(qtbot, languages: Translations):
    settings = Settings(MemoryStore({Settings.ANIMATIONS: False, Settings.PLAYERS: 6}))
    speaker = SilentSpeaker("no engine in the tests")
    window = MainWindow(languages, settings, speaker, rng=random.Random(5))
    qtbot.add_widget(window)
    window.resize(1280, 800)
    window.show()
    panel = window.panel("quiz")
    assert isinstance(panel, QuizPanel)
    window.set_mode("quiz")
    assert panel.start_page.mode_buttons[TrainingMode.LEARN].text() == "Learn"
    question = panel.start(QuizConfig(mode=TrainingMode.LEARN, skills=("bring_in",), count=3, seed=11))
    assert question is not None
    page = panel.question_page
    assert page.progress.text() == "Question 1 of 3"
    assert page.prompt.text() == quiz_words.prompt_text(question)
    # A card in the explanation is named in the installed language: the verdict is re-rendered too.
    panel.hint()
    page.answer_input.pick_seat(next(iter(question.position.seats)))
    before = verdict_body(page)
    assert question.answer_type is AnswerType.SEAT

    window.set_language("de")
    qtbot.waitUntil(lambda: page.progress.text() == "Frage 1 von 3")
    assert page.hint_label.text().startswith("Hinweis: ")
    assert page.verdict_mark.text() in {"✓ Richtig", "✗ Falsch"}
    assert verdict_body(page) != before  # "three of clubs" → "Kreuz-Drei"
    assert page.score_label.text().startswith("Punkte ")
    assert page.streak_label.text().startswith("Serie ")
    assert page.prompt.text() == quiz_words.prompt_text(question)
    assert page.ring.accessibleName() == "Restzeit"
    names = [plate.texts[0] for plate in map(window.table_view.table_scene.plate, question.position.seats)]
    assert any(name.startswith(("✓ Platz", "✗ Platz")) for name in names)
    panel.show_start()
    assert panel.start_page.mode_buttons[TrainingMode.TABLE_READY].text() == "Tischreif"
    assert panel.start_page.mode_buttons[TrainingMode.EXAM].text() == "Prüfung"
    window.set_language("en")
    qtbot.waitUntil(lambda: panel.start_page.mode_buttons[TrainingMode.LEARN].text() == "Learn")
    assert panel.start_page.mode_buttons[TrainingMode.PRACTICE].text() == "Practice"
