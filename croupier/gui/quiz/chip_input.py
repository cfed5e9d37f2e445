"""Answering the chip and reading skills by hand, with the walkthrough's own widgets: change made
by clicking the pot's chips, a pot split by clicking chips from the middle to each winner (↓ colours
one down), a tabled hand named with the phrase builder (or typed). The answer is handed on as the
drills store it (``croupier.drills.chip_answers``); the grading is the skill's, against the engine."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from croupier.drills import Answer, AnswerType, Question
from croupier.drills.chip_answers import answer_pile, pile_answer, said_answer, shares_answer, split_seats
from croupier.drills.skills.chips import chip_set_of
from croupier.engine.rules import LowRule
from croupier.gui.visibility import set_shown
from croupier.gui.walkthrough.chip_work import ChipWork
from croupier.gui.walkthrough.reading_builder import ReadingBuilder
from croupier.training.chip_duties import SplitWork
from croupier.words import quiz_words

__all__ = ["CHIP_ANSWERS", "ChipInput"]

CHIP_ANSWERS = frozenset({AnswerType.CHIPS, AnswerType.CHIP_SHARES, AnswerType.READING})


def _game(question: Question) -> str:
    low = question.position.variant.low
    if low is LowRule.ACE_TO_FIVE:
        return "razz"
    return "hilo" if low is LowRule.EIGHT_OR_BETTER else "high"


class ChipInput(QWidget):
    """Signals: ``submit_requested()`` when the widget's own Enter is pressed; ``changed()``."""

    submit_requested = Signal()
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chipInput")
        self._question: Question | None = None
        self.chip_work = ChipWork(self)  # made in place: styled once
        self.chip_work.set_cancellable(False)
        self.reading = ReadingBuilder(self)
        self.reading.set_cancellable(False)
        self.reading.set_title_visible(False)
        self.work: SplitWork | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.chip_work)
        layout.addWidget(self.reading)
        self.chip_work.confirmed.connect(lambda _value: self.submit_requested.emit())
        self.chip_work.changed.connect(self.changed)
        self.reading.confirmed.connect(lambda _seat, _said: self.submit_requested.emit())
        self.reading.changed.connect(self.changed)

    def set_question(self, question: Question) -> None:
        self._question = question
        params = question.prompt.params
        kind = question.answer_type
        set_shown(self.chip_work, kind is not AnswerType.READING)
        self.chip_work.setAccessibleName(quiz_words.prompt_text(question))
        set_shown(self.reading, kind is AnswerType.READING)
        pile = answer_pile(params.get("pile"))  # type: ignore[arg-type]
        self.work = None
        if kind is AnswerType.CHIPS:
            self.chip_work.change("", pile)  # the question page words the prompt
        elif kind is AnswerType.CHIP_SHARES:
            self.work = SplitWork(pile, chip_set_of(question), 0, ())
            self.chip_work.split("", self.work, split_seats(question), ())
        else:
            seat = params.get("seat")
            self.reading.open(seat if isinstance(seat, int) else 0, _game(question))

    def answer(self) -> Answer | None:
        question = self._question
        if question is None:
            return None
        match question.answer_type:
            case AnswerType.CHIPS:
                change = self.chip_work.change_given
                return pile_answer(change) if change else None
            case AnswerType.CHIP_SHARES:
                if self.work is None:
                    return None
                shares = {seat: chips for seat, chips in self.work.given.items() if chips}
                return shares_answer(shares) if shares else None
            case AnswerType.READING:
                typed = self.reading.typed.text().strip()
                if typed:
                    return typed
                said = self.reading.said()
                return None if said.empty else said_answer(said)
        return None

    def problem(self) -> str:
        """Why Enter found no answer yet."""
        question = self._question
        if question is not None and question.answer_type is AnswerType.READING:
            return self.tr("Name the hand first: its kind and ranks, or type it.")
        if question is not None and question.answer_type is AnswerType.CHIP_SHARES:
            return self.tr("Choose a seat, then click the chips it gets.")
        return self.tr("Click the chips that go back first.")

    def digit(self, number: int) -> None:
        """A number key: in a split, the seat the next chips go to."""
        self.pick_seat(number)

    def pick_seat(self, seat: int) -> None:
        question = self._question
        if question is not None and question.answer_type is AnswerType.CHIP_SHARES:
            self.chip_work.choose_seat(seat)

    def backspace(self) -> None:
        question = self._question
        if question is None:
            return
        if question.answer_type is AnswerType.READING:
            self.reading.back()
        elif question.answer_type is AnswerType.CHIPS:
            self.chip_work.take_back(None)
        elif self.work is not None and self.chip_work.target is not None:
            self.chip_work.take_back(self.chip_work.target)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # Two chips side by side where the panel is wide enough, else one under the other.
        self.chip_work.set_columns(2 if event.size().width() >= 330 else 1)
        super().resizeEvent(event)

    def retranslate(self) -> None:
        self.chip_work.retranslate()
        self.reading.retranslate()
