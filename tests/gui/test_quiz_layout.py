"""Issue 15: at 900x600 the quiz's choices 6 and 7 needed scrolling. At 800x560, 900x600 and
1280x800, in English and German, every choice is in sight or the list scrolls to the one picked by
its number key, and the verdict is in sight once the answer is in."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QScrollArea, QWidget

from croupier.drills import AnswerType, TrainingMode
from croupier.gui.main_window import MainWindow
from croupier.gui.quiz import QuizConfig

_NUMBER_KEYS = [getattr(Qt.Key, f"Key_{digit}") for digit in range(10)]


def _in_sight(widget: QWidget, scroll: QScrollArea) -> bool:
    viewport = scroll.viewport()
    top_left = widget.mapTo(viewport, widget.rect().topLeft())
    return viewport.rect().contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(800, 560), (900, 600), (1280, 800)])
def test_every_choice_can_be_picked_in_sight_and_the_verdict_shows(window: MainWindow, qtbot, size, lang):
    window.set_language(lang)
    window.resize(*size)
    window.set_mode("quiz")
    panel = window.quiz_panel
    question = panel.start(QuizConfig(mode=TrainingMode.LEARN, skills=("legal_actions",), count=1, seed=3))
    assert question is not None
    assert question.answer_type is AnswerType.CHOICE_SET
    page = panel.question_page
    word = "Antworten" if lang == "de" else "Answer"
    qtbot.waitUntil(lambda: page.confirm_button.text().startswith(word))
    scroll = page.findChild(QScrollArea, "questionScroll")
    buttons = page.answer_input.choices.buttons
    assert len(buttons) >= 6
    qtbot.waitUntil(buttons[0].isVisible)
    for number, button in enumerate(buttons, start=1):
        qtbot.keyClick(window.table_view, _NUMBER_KEYS[number])
        qtbot.waitUntil(lambda button=button: _in_sight(button, scroll))
    qtbot.keyClick(window.table_view, Qt.Key.Key_Return)
    assert page.outcome is not None
    qtbot.waitUntil(lambda: page.feedback.isVisible() and _in_sight(page.feedback, scroll))
