"""A station's part in the instructor's live class: the question asked shown in the Quiz (at once
when the trainee signs in during a round), the answer revealed, the round's end, and each answer
recorded for the instructor's tally and in the trainee's own history."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from croupier.store.errors import StoreError, UnknownRecordError

if TYPE_CHECKING:
    from croupier.gui.quiz import QuizPanel
    from croupier.gui.station import Station

__all__ = ["LiveClass"]


class LiveClass(QObject):
    """Follows ``station``'s live channel into ``quiz``. ``show_quiz()`` brings the Quiz to the front,
    ``busy()`` says an Exam-mode hand is being dealt,
    ``language()`` the language answers are worded in, ``report(text)`` tells the user (the status
    bar)."""

    def __init__(
        self,
        station: Station,
        quiz: QuizPanel,
        *,
        show_quiz: Callable[[], None],
        busy: Callable[[], bool],
        language: Callable[[], str],
        report: Callable[[str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._station = station
        self._quiz = quiz
        self._show_quiz = show_quiz
        self._busy = busy
        self._language = language
        self._report = report
        self._round_id: int | None = None  # the round of the question shown
        station.live_heard.connect(self.heard)
        quiz.live_answered.connect(self.record_answer)

    def join(self) -> None:
        """A round under way when the trainee signs in (for every class or theirs): its open
        question, at once."""
        trainee = self._station.trainee
        class_id = trainee.class_id if trainee is not None else None
        try:
            current = self._station.read(lambda store: store.live.current(class_id))
        except StoreError:
            return
        if current is not None and current.revealed_at is None:
            self.show(current.id)

    def heard(self, _channel: str, payload: str) -> None:
        """The instructor's live class: a question asked, its answer revealed, the round over."""
        kind, _, number = payload.partition(":")
        if not number.isdigit() or self._station.trainee is None:
            return
        if kind == "question":
            self.show(int(number))
        elif kind == "reveal":
            self._quiz.reveal_live(int(number))
        elif kind == "end" and self._quiz.live_question_id is not None and int(number) == self._round_id:
            self._quiz.end_live()  # this station's round, not another class's

    def show(self, question_id: int) -> None:
        """Live question ``question_id`` in the Quiz (not over an exam or an Exam-mode hand)."""
        if self._quiz.exam_in_progress() or self._busy():
            return
        from croupier.training.live_question import LiveQuestionError, question_from_payload  # noqa: PLC0415

        try:
            live = self._station.read(lambda store: store.live.question(question_id))
            question = question_from_payload(live.payload)
        except UnknownRecordError:
            return  # another class's round: the server does not show it to this station
        except (StoreError, LiveQuestionError) as error:
            self._report(self.tr("The live question could not be read: {reason}").format(reason=error))
            return
        self._round_id = live.round_id
        self._show_quiz()
        self._quiz.show_live(question_id, question, live.number)

    def record_answer(
        self, question_id: int, question: object, given: object, verdict: object, seconds: float
    ) -> None:
        """A live answer: for the instructor's tally, and in the trainee's own history."""
        import json  # noqa: PLC0415 - with the first answer

        from croupier.drills import Grade, Question  # noqa: PLC0415
        from croupier.drills.answers import answer_json  # noqa: PLC0415
        from croupier.drills.session import question_record  # noqa: PLC0415
        from croupier.store.history import NewAttempt  # noqa: PLC0415
        from croupier.words.quiz_words import answer_text  # noqa: PLC0415
        from croupier.words.stored_words import answer_words  # noqa: PLC0415

        recorder = self._station.recorder
        if recorder is None or not isinstance(question, Question) or not isinstance(verdict, Grade):
            return
        answer = json.dumps(answer_json(given))  # type: ignore[arg-type]
        try:
            recorder.record_live(
                question_id,
                answer=answer,
                choice=answer_text(question, given),  # type: ignore[arg-type]
                correct=verdict.correct,
                seconds=seconds,
            )
            recorder.record_attempt(
                NewAttempt(
                    trainee_id=recorder.trainee_id,
                    skill=question.skill,
                    question=question_record(question),
                    answer=answer,
                    correct=verdict.correct,
                    seconds=seconds,
                    mode="live",
                    words=answer_words(question, given, verdict, lang=self._language()),  # type: ignore[arg-type]
                )
            )
        except StoreError as error:
            self._report(self.tr("The answer could not be saved: {reason}").format(reason=error))
