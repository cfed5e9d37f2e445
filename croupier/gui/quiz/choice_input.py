"""Answering a multiple-choice question: numbered buttons, picked by click or number key.

One answer (``CHOICE``): the pick is the answer at once. Every one that applies (``CHOICE_SET``): the
keys and clicks toggle, Enter confirms.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from croupier.drills import Answer, AnswerType, Grade, Question
from croupier.gui.quiz.choice_button import ChoiceButton
from croupier.words import quiz_words

__all__ = ["ChoiceInput"]

MAX_KEYED = 9  # number keys 1-9; a tenth option would need a click


class ChoiceInput(QWidget):
    """Signals: ``changed()`` when a toggle moves, ``submit_requested()`` when a pick is final."""

    changed = Signal()
    submit_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._question: Question | None = None
        self._buttons: list[ChoiceButton] = []
        self._picked: str | None = None
        self.last_picked: ChoiceButton | None = None
        """The choice toggled or picked last (the question page keeps it in view)."""
        self._help = QLabel()
        self._help.setObjectName("answerHelp")
        self._help.setWordWrap(True)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self._layout.addWidget(self._help)

    # ----------------------------------------------------------------------------- API

    @property
    def buttons(self) -> list[ChoiceButton]:
        return list(self._buttons)

    @property
    def multiple(self) -> bool:
        return self._question is not None and self._question.answer_type is AnswerType.CHOICE_SET

    def set_question(self, question: Question) -> None:
        self._question = question
        self._picked = None
        for button in self._buttons:
            self._layout.removeWidget(button)
            button.hide()  # at once: deleteLater waits for the event loop
            button.deleteLater()
        self._buttons = []
        for number, choice in enumerate(question.choices, start=1):
            button = ChoiceButton(number)
            button.setCheckable(self.multiple)
            button.clicked.connect(lambda _=False, key=choice.key: self._clicked(key))
            self._layout.addWidget(button)
            self._buttons.append(button)
        self.retranslate()

    def answer(self) -> Answer | None:
        """The keys picked: one (``CHOICE``) or a set, possibly empty (``CHOICE_SET``)."""
        if self._question is None:
            return None
        if self.multiple:
            pairs = zip(self._question.choices, self._buttons, strict=True)
            return frozenset(choice.key for choice, button in pairs if button.isChecked())
        return self._picked

    def digit(self, number: int) -> None:
        if 1 <= number <= min(len(self._buttons), MAX_KEYED) and self.isEnabled():
            self._buttons[number - 1].click()

    def backspace(self) -> None:
        """Drop every pick (a single pick is undone by pressing its key again)."""
        for button in self._buttons:
            button.setChecked(False)
        self.changed.emit()

    def show_grade(self, grade: Grade) -> None:
        """Mark the right options ✓ and the trainee's wrong ones ✗."""
        if self._question is None:
            return
        expected = grade.expected
        given = grade.given
        right = expected if isinstance(expected, frozenset) else frozenset({expected})
        chosen = given if isinstance(given, frozenset) else frozenset({given}) if given else frozenset()
        for choice, button in zip(self._question.choices, self._buttons, strict=True):
            if choice.key in right:
                button.set_verdict("right")
            elif choice.key in chosen:
                button.set_verdict("wrong")
            else:
                button.set_verdict(None)

    def retranslate(self) -> None:
        question = self._question
        if question is None:
            return
        for choice, button in zip(question.choices, self._buttons, strict=True):
            button.set_choice_text(quiz_words.choice_text(question, choice))
            if button.number > MAX_KEYED:
                continue
            if self.multiple:
                tip = self.tr("Press {key} to pick or drop this one")
            else:
                tip = self.tr("Press {key} to answer with this one")
            button.setToolTip(tip.format(key=button.number))
        if self.multiple:
            self._help.setText(self.tr("Pick every one that applies (number keys), then press Enter."))
        else:
            self._help.setText(self.tr("Press the number of your answer, or click it."))

    # ----------------------------------------------------------------------------- internals

    def _clicked(self, key: str) -> None:
        assert self._question is not None
        keys = [choice.key for choice in self._question.choices]
        self.last_picked = self._buttons[keys.index(key)]
        if self.multiple:
            self.changed.emit()
            return
        self._picked = key
        self.submit_requested.emit()
