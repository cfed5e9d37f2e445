"""A live class question on a station: the instructor's question over the table, answered once; the
right answer shown when the instructor reveals it. ``answered(Answer, Grade, seconds)`` when the
trainee answers; ``back_requested()`` after the round (or to leave it)."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from croupier.drills import Answer, Grade, Question, grade
from croupier.gui.quiz.answer_input import AnswerInput
from croupier.words import quiz_words

__all__ = ["LivePage"]


class LivePage(QWidget):
    answered = Signal(object, object, float)  # Answer, Grade, seconds
    back_requested = Signal()

    def __init__(self, clock: Callable[[], float] = time.monotonic, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("livePage")
        self._clock = clock
        self._question: Question | None = None
        self._number = 0
        self._asked_at = 0.0
        self._grade: Grade | None = None
        self._revealed = False
        self.banner = QLabel()
        self.banner.setObjectName("liveBanner")
        font = QFont(self.banner.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.banner.setFont(font)
        self.banner.setWordWrap(True)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.prompt = QLabel()
        prompt_font = QFont(self.prompt.font())
        prompt_font.setBold(True)
        prompt_font.setPointSizeF(prompt_font.pointSizeF() * 1.2)
        self.prompt.setFont(prompt_font)
        self.prompt.setWordWrap(True)
        self.answer_input = AnswerInput()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.confirm_button = QPushButton()
        self.confirm_button.setMinimumHeight(36)
        self.back_button = QPushButton()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(8)
        for widget in (self.banner, self.heading, self.prompt, self.answer_input, self.status, self.verdict):
            layout.addWidget(widget)
        layout.addStretch(1)
        layout.addWidget(self.confirm_button)
        layout.addWidget(self.back_button)
        self.answer_input.submitted.connect(self._submitted)
        self.confirm_button.clicked.connect(self.answer_input.confirm)
        self.back_button.clicked.connect(self.back_requested)
        self.retranslate()

    @property
    def question(self) -> Question | None:
        return self._question

    @property
    def waiting(self) -> bool:
        """Asked and not answered yet."""
        return self._question is not None and self._grade is None

    def ask(self, question: Question, number: int) -> None:
        self._question, self._number = question, number
        self._grade, self._revealed = None, False
        self._asked_at = self._clock()
        self.answer_input.set_question(question)
        self.answer_input.setEnabled(True)
        self.answer_input.focus_editor()
        self.retranslate()

    def answer(self, given: Answer | None) -> Grade | None:
        """Answer as if typed (the keys and the table's seats reach ``answer_input`` as usual)."""
        if not self.waiting:
            return None
        self._submitted(given)
        return self._grade

    def _submitted(self, given: Answer | None) -> None:
        question = self._question
        if question is None or self._grade is not None:
            return
        self._grade = grade(question, given)
        self.answer_input.setEnabled(False)
        self.answered.emit(given, self._grade, max(0.0, self._clock() - self._asked_at))
        self.retranslate()

    def reveal(self) -> None:
        """The instructor shows the right answer: the verdict on this station's answer."""
        self._revealed = True
        if self._grade is not None:
            self.answer_input.show_grade(self._grade)
        self.retranslate()

    def verdict_lines(self) -> list[str]:
        if self._question is None or not self._revealed:
            return []
        if self._grade is None:
            return [
                self.tr("The right answer: {answer}").format(
                    answer=quiz_words.answer_text(self._question, render_expected(self._question))
                )
            ]
        return quiz_words.grade_lines(self._question, self._grade)

    def retranslate(self) -> None:
        question = self._question
        if question is None:
            self.banner.setText(self.tr("Live class · question {number}").format(number=self._number))
        else:  # the game named for all to see, as on the projector
            self.banner.setText(
                self.tr("Live class · {game} · question {number}").format(
                    game=quiz_words.variant_name(dict(question.prompt.params).get("variant")),
                    number=self._number,
                )
            )
        if question is None:
            self.heading.setText("")
            self.prompt.setText(self.tr("Waiting for the instructor's question…"))
        else:
            self.heading.setText(quiz_words.question_lines(question)[0])
            self.prompt.setText(quiz_words.prompt_text(question))
        if self._grade is None:
            self.status.setText(self.tr("Answer once; the instructor reveals the right answer to everyone."))
        elif not self._revealed:
            self.status.setText(
                self.tr("Answer sent: {answer}. Waiting for the instructor…").format(
                    answer=quiz_words.answer_text(question, self._grade.given) if question else ""
                )
            )
        else:
            self.status.setText("")
        self.verdict.setText("\n".join(self.verdict_lines()))
        self.verdict.setVisible(self._revealed)
        self.confirm_button.setText(self.tr("Answer (Enter)"))
        self.confirm_button.setVisible(self.waiting)
        self.back_button.setText(self.tr("Leave the live class"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def render_expected(question: Question) -> Answer:
    from croupier.drills.grading import solve  # noqa: PLC0415

    return solve(question).expected
