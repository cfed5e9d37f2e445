"""The answer to a question, in the form its type asks for: choices, seats, or numbers typed.

``AnswerInput`` shows one of three editors (``ChoiceInput``, ``SeatInput``, ``AmountInput``) and gives
the quiz panel one way to drive them from the keyboard and the table: ``digit(n)``, ``backspace()``,
``confirm()`` (Enter) and ``pick_seat(seat)`` (a click on the table).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from croupier.drills import Answer, AnswerType, Grade, Question
from croupier.gui.quiz.amount_input import AmountInput
from croupier.gui.quiz.chip_input import CHIP_ANSWERS, ChipInput
from croupier.gui.quiz.choice_input import ChoiceInput
from croupier.gui.quiz.seat_input import SeatInput
from croupier.gui.visibility import set_shown

__all__ = ["AnswerInput"]

_CHOICES = frozenset({AnswerType.CHOICE, AnswerType.CHOICE_SET})
_SEATS = frozenset({AnswerType.SEAT, AnswerType.SEAT_SET, AnswerType.SEAT_ORDER})


class AnswerInput(QWidget):
    """Signals: ``submitted(answer)`` with a complete answer; ``marks_changed()`` when the seats to
    mark on the table change; ``problem(text)`` when Enter finds no answer yet (says why)."""

    submitted = Signal(object)
    marks_changed = Signal()
    problem = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("answerInput")
        self._question: Question | None = None
        # Each editor made in place (a widget put in afterwards takes its style anew).
        self.choices = ChoiceInput(self)
        self.seats = SeatInput(self)
        self.amount = AmountInput(self)
        self.chips = ChipInput(self)  # chips and readings by hand (issue 18's skills)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for editor in (self.choices, self.seats, self.amount, self.chips):
            editor.hide()
            layout.addWidget(editor)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.choices.submit_requested.connect(self.confirm)
        self.seats.submit_requested.connect(self.confirm)
        self.amount.submit_requested.connect(self.confirm)
        self.chips.submit_requested.connect(self.confirm)
        self.seats.changed.connect(self.marks_changed)

    # ----------------------------------------------------------------------------- API

    @property
    def question(self) -> Question | None:
        return self._question

    @property
    def editor(self) -> ChoiceInput | SeatInput | AmountInput | ChipInput | None:
        """The editor for the question's answer type."""
        if self._question is None:
            return None
        kind = self._question.answer_type
        if kind in CHIP_ANSWERS:
            return self.chips
        return self.choices if kind in _CHOICES else self.seats if kind in _SEATS else self.amount

    def set_question(self, question: Question | None) -> None:
        self._question = question
        self.setEnabled(True)
        editor = self.editor
        for other in (self.choices, self.seats, self.amount, self.chips):
            if other is not editor:
                set_shown(other, False)
        if question is None or editor is None:
            return
        editor.set_question(question)
        set_shown(editor, True)  # (the same editor as the last question's stays on show)
        self.marks_changed.emit()

    def focus_editor(self) -> None:
        """Put the keyboard focus where typing goes (the amount field; else nowhere in particular)."""
        if self.editor is self.amount:
            self.amount.edit.setFocus()

    def answer(self) -> Answer | None:
        editor = self.editor
        return editor.answer() if editor is not None else None

    def digit(self, number: int) -> None:
        """A number key: a choice, a seat, or a digit of an amount."""
        editor = self.editor
        if editor is not None and self.isEnabled():
            editor.digit(number)

    def backspace(self) -> None:
        editor = self.editor
        if editor is not None and self.isEnabled():
            editor.backspace()

    def pick_seat(self, seat: int) -> None:
        """A seat clicked on the table: answers a seat question, starts a share's entry."""
        if not self.isEnabled():
            return
        if self.editor is self.seats:
            self.seats.pick_seat(seat)
        elif self.editor is self.amount:
            self.amount.pick_seat(seat)
        elif self.editor is self.chips:
            self.chips.pick_seat(seat)

    def confirm(self) -> bool:
        """Enter: submit the answer as it stands; False (and ``problem``) when there is none yet."""
        if self._question is None or not self.isEnabled():
            return False
        answer = self.answer()
        if answer is None:
            if self.editor is self.amount:
                self.problem.emit(self.amount.problem())
            elif self.editor is self.chips:
                self.problem.emit(self.chips.problem())
            elif self._question.answer_type is AnswerType.SEAT_ORDER:
                self.problem.emit(self.tr("Pick the seats in order first."))
            elif self._question.answer_type is AnswerType.SEAT:
                self.problem.emit(self.tr("Click a seat first."))
            else:
                self.problem.emit(self.tr("Pick an answer first."))
            return False
        self.submitted.emit(answer)
        return True

    def marks(self) -> dict[int, str]:
        """Plate names for the seats picked so far (seat sets and orders)."""
        return self.seats.marks() if self.editor is self.seats else {}

    def show_grade(self, grade: Grade) -> None:
        """Freeze the input after the answer; choices are marked ✓ and ✗."""
        if self.editor is self.choices:
            self.choices.show_grade(grade)
        self.setEnabled(False)

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Answer"))
        for editor in (self.choices, self.seats, self.amount, self.chips):
            editor.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
