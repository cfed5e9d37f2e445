"""What the quiz tells the window, and only while the quiz is on show: the position for the table
(with the seats the answer marks, or the verdict's marks), the verdicts and notes for the bottom
strip, and the score (only answers stored somewhere count)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, SignalInstance

from croupier.drills import DrillSession, Outcome, Question, TrainingMode
from croupier.gui.quiz.question_page import QuestionPage
from croupier.gui.quiz.quiz_summary import QuizSummary
from croupier.training.quiz_picture import QuizPicture, feedback_marks, picture_for

__all__ = ["QuizDisplay"]


class QuizDisplay(QObject):
    """Says the quiz's state to the window: ``picture_changed(QuizPicture | None)``,
    ``verdict_shown(text, correct)``, ``note_shown(text)``, ``score_changed(right, asked)`` and
    ``score_hidden()``, each only while ``visible()``: a question that runs out of time behind the
    Deal mode must not take over its table. Reads the ``question`` page (its marks, its verdict,
    where the score shows too; ``question()`` makes it if need be), the ``summary`` and the
    ``session()`` under way."""

    picture_changed = Signal(object)
    verdict_shown = Signal(str, bool)
    note_shown = Signal(str)
    score_changed = Signal(int, int)
    score_hidden = Signal()

    def __init__(
        self,
        question: Callable[[], QuestionPage],
        summary: QuizSummary,
        *,
        session: Callable[[], DrillSession | None],
        visible: Callable[[], bool],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._question = question
        self._summary = summary
        self._session = session
        self._visible = visible
        self._is_saved: Callable[[str], bool] = lambda _uuid: True
        self._picture: QuizPicture | None = None

    def set_saved_check(self, is_saved: Callable[[str], bool]) -> None:
        """Whether an answer (by its record's id) is stored somewhere: the score counts only those."""
        self._is_saved = is_saved

    @property
    def picture(self) -> QuizPicture | None:
        """What the table should show now (None: the quiz has nothing on it)."""
        return self._picture

    def publish(self, picture: QuizPicture | None) -> None:
        self._picture = picture
        self._tell(self.picture_changed, picture)

    def repeat_picture(self) -> None:
        """The table shows the last position again."""
        self._tell(self.picture_changed, self._picture)

    def show_question(self, question: Question) -> None:
        """The question's position, with the seats the answer so far marks."""
        self.publish(picture_for(question, self._question().answer_input.marks()))

    def show_verdict(self, outcome: Outcome) -> None:
        """The verdict's marks on the table and its words on the strip."""
        right, wrong = self.tr("✓ Seat {seat}"), self.tr("✗ Seat {seat}")
        self.publish(
            picture_for(outcome.question, feedback_marks(outcome.question, outcome.grade, right, wrong))
        )
        self._tell(self.verdict_shown, self._question().verdict_text(), outcome.correct)

    def note(self, text: str) -> None:
        self._tell(self.note_shown, text)

    def hide_score(self) -> None:
        self._tell(self.score_hidden)

    def update_score(self) -> None:
        session = self._session()
        if session is None or session.mode is TrainingMode.EXAM:
            self._tell(self.score_hidden)
            if session is not None:
                self._question().set_score(0, 0, 0)
            return
        # Only answers stored somewhere count: one the disk could not take is not scored (yet).
        saved = [outcome for outcome in session.outcomes if self._is_saved(outcome.record)]
        right = sum(outcome.correct for outcome in saved)
        self._question().set_score(right, len(saved), session.streak)
        self._tell(self.score_changed, right, len(saved))

    def show_summary(self) -> None:
        """The summary's score and result on the strip."""
        summary = self._summary.summary
        if summary is not None:
            self._tell(self.score_changed, summary.correct, summary.asked)
            self._tell(self.note_shown, self._summary.result.text().replace("\n", " · "))

    def greet(self) -> None:
        self.note(self.tr("Choose a quiz, then press Start (Enter). F1 lists the keys."))

    def invite_to_assigned(self) -> None:
        self.note(self.tr("Start an assignment or an exam, or choose free practice."))

    def started(self, mode: TrainingMode) -> None:
        """How a quiz in ``mode`` goes, as its first question is asked."""
        if mode is TrainingMode.EXAM:
            self.note(self.tr("Exam started: the answers are marked at the end. F1 lists the keys."))
        else:
            self.note(self.tr("Quiz started. F1 lists the keys."))

    def live_question(self) -> None:
        self.note(self.tr("Live class: the instructor's question is on every station."))

    def _tell(self, signal: SignalInstance, *args: object) -> None:
        if self._visible():
            signal.emit(*args)
