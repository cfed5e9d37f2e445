"""What a signed-in trainee's practice is recorded through: sessions, answers and exam sittings as
writes for the station's writer, and the trainee's history kept in memory for the adaptive drills.

It satisfies :class:`croupier.store.History`. Nothing here touches a database: ``record_attempt``
hands the answer to ``submit`` (the writer's, or a store's own ``apply`` on the command line) and
returns at once, so a quiz never waits on a disk or a server. ``attempts_for`` answers from memory:
the history read at sign-in and every answer given since.

>>> from croupier.store.history import NewAttempt
>>> sent = []
>>> me = Recorder(sent.append, trainee_id=7)
>>> quiz = me.start_session("quiz", "practice", variant="F7S")
>>> _ = me.record_attempt(NewAttempt(trainee_id=7, skill="bring_in", question="q", answer="3",
...                                  correct=True, seconds=2.0, mode="practice", session_uuid=quiz))
>>> me.end_session(quiz)
>>> [write.kind for write in sent], len(me.attempts_for(7, skill="bring_in"))
(['session', 'answer', 'session_end'], 1)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime

from croupier.store.errors import InvalidRecordError
from croupier.store.history import MemoryHistory, NewAttempt
from croupier.store.records import Attempt, Exam, ExamResult, HandPace, LessonResult, SkillScore, passes
from croupier.store.writes import (
    ExamFinished,
    HandPaced,
    LessonFinished,
    LiveAnswered,
    SessionEnded,
    SessionStarted,
    Write,
    new_uuid,
)

__all__ = ["Recorder"]

Submit = Callable[[Write], object]


def _now() -> datetime:
    return datetime.now(UTC)


class Recorder:
    """One trainee's practice at one station (see the module docstring)."""

    def __init__(
        self,
        submit: Submit,
        trainee_id: int,
        *,
        station: str | None = None,
        history: Iterable[Attempt] = (),
        now: Callable[[], datetime] = _now,
        trainee_uuid: str | None = None,
    ) -> None:
        """``trainee_uuid``, the trainee's stable identity, goes with every write (the school's
        database checks the id against it)."""
        self._submit = submit
        self.trainee_id = trainee_id
        self.trainee_uuid = trainee_uuid or None
        self.station = station
        self._now = now
        self._memory = MemoryHistory(history)
        self._open: dict[str, SessionStarted] = {}
        #: Exam sittings begun here (exam id → session ids) and their results, until the store has them.
        self.exam_sittings: dict[int, set[str]] = {}
        self.exam_results: list[ExamResult] = []
        #: Lessons checked here, until the store has them.
        self.lesson_results: list[LessonResult] = []
        #: Table-ready hands timed here, until the store has them.
        self.hand_paces: list[HandPace] = []
        #: The answers given here in each assignment's sessions (assignment id → answer id → right).
        self.assignment_answers: dict[int, dict[str, bool]] = {}
        self._assignment_of: dict[str, int] = {}

    # -- sessions -------------------------------------------------------------------------------

    def start_session(
        self,
        activity: str,
        mode: str,
        *,
        variant: str | None = None,
        exam_id: int | None = None,
        assignment_id: int | None = None,
    ) -> str:
        """Begin a session (a quiz run, a walkthrough hand, an exam sitting); returns its id."""
        write = SessionStarted(
            new_uuid(),
            self.trainee_id,
            activity=str(activity),
            mode=str(mode),
            started_at=self._now(),
            station=self.station,
            variant=variant,
            exam_id=exam_id,
            assignment_id=assignment_id,
            trainee_uuid=self.trainee_uuid,
        )
        self._open[write.uuid] = write
        if exam_id is not None:
            self.exam_sittings.setdefault(exam_id, set()).add(write.uuid)
        if assignment_id is not None:
            self._assignment_of[write.uuid] = assignment_id
        self._submit(write)
        return write.uuid

    def begin_sitting(self, session_uuid: str, exam_id: int, *, variant: str | None = None) -> None:
        """A sitting of ``exam_id`` the school's database began (it made the session, with the
        seed): open here as a session, without a write of its start."""
        self._open[session_uuid] = SessionStarted(
            session_uuid,
            self.trainee_id,
            activity="exam",
            mode="exam",
            started_at=self._now(),
            station=self.station,
            variant=variant,
            exam_id=exam_id,
        )
        self.exam_sittings.setdefault(exam_id, set()).add(session_uuid)

    def end_session(self, session_uuid: str, *, abandoned: bool = False) -> None:
        """End a session begun here (a second end, or an unknown id, is ignored)."""
        if self._open.pop(session_uuid, None) is None:
            return
        self._submit(SessionEnded(session_uuid, self._now(), abandoned))

    def end_all(self, *, abandoned: bool = False) -> None:
        """End every open session (signing out, closing the window)."""
        for session_uuid in list(self._open):
            self.end_session(session_uuid, abandoned=abandoned)

    @property
    def open_sessions(self) -> Sequence[str]:
        """The sessions begun and not yet ended (an exam's sitting among them while it is sat)."""
        return tuple(self._open)

    # -- History ---------------------------------------------------------------------------------

    def record_attempt(self, attempt: NewAttempt) -> Attempt:
        if attempt.trainee_id != self.trainee_id:
            raise InvalidRecordError(
                f"This station records trainee {self.trainee_id}, not {attempt.trainee_id}"
            )
        when = attempt.answered_at_or(self._now)
        write = attempt.write(
            new_uuid(), answered_at=when, session_uuid=attempt.session_uuid, trainee_uuid=self.trainee_uuid
        )
        self._submit(write)
        assignment = self._assignment_of.get(attempt.session_uuid or "")
        if assignment is not None:
            self.assignment_answers.setdefault(assignment, {})[write.uuid] = write.correct
        recorded = attempt.recorded(attempt_id=0, uuid=write.uuid, answered_at=when)
        self._memory.add(recorded)
        return recorded

    def attempts_for(
        self, trainee_id: int, skill: str | None = None, since: datetime | None = None
    ) -> list[Attempt]:
        return self._memory.attempts_for(trainee_id, skill, since)

    # -- a live class ---------------------------------------------------------------------------

    def record_live(
        self, question_id: int, *, answer: str, choice: str, correct: bool, seconds: float
    ) -> LiveAnswered:
        """The trainee's answer to a live question, for the instructor's tally."""
        write = LiveAnswered(
            new_uuid(),
            question_id,
            self.trainee_id,
            answer=answer,
            choice=choice[:200] or "?",
            correct=correct,
            seconds=seconds,
            answered_at=self._now(),
            trainee_uuid=self.trainee_uuid,
        )
        self._submit(write)
        return write

    # -- the course ---------------------------------------------------------------------------------

    def record_lesson(
        self,
        variant: str,
        lesson: str,
        correct: int,
        total: int,
        *,
        passed: bool,
        session_uuid: str | None = None,
    ) -> LessonFinished:
        """A lesson of ``variant``'s course checked: ``correct`` of ``total``, passed or not."""
        write = LessonFinished(
            new_uuid(),
            self.trainee_id,
            variant,
            lesson,
            correct,
            max(total, 1),
            passed,
            self._now(),
            session_uuid=session_uuid,
            trainee_uuid=self.trainee_uuid,
        )
        self._submit(write)
        self.lesson_results.append(
            LessonResult(
                trainee_id=write.trainee_id,
                variant=write.variant,
                lesson=write.lesson,
                correct=write.correct,
                total=write.total,
                passed=write.passed,
                taken_at=write.taken_at,
                uuid=write.uuid,
            )
        )
        return write

    # -- the dealer's pace ----------------------------------------------------------------------------

    def record_pace(  # noqa: PLR0917 - a timed hand's facts
        self,
        variant: str,
        players: int,
        seconds: float,
        duties: int,
        duty_seconds: float,
        target: float,
        *,
        session_uuid: str | None = None,
    ) -> HandPaced:
        """A Table-ready hand of ``variant`` at ``players`` timed: ``seconds`` in all, ``duties``
        answered in ``duty_seconds``, dealt against ``target`` hands an hour."""
        write = HandPaced(
            new_uuid(),
            self.trainee_id,
            variant,
            players,
            seconds,
            duties,
            duty_seconds,
            target,
            self._now(),
            session_uuid=session_uuid,
            trainee_uuid=self.trainee_uuid,
        )
        self._submit(write)
        self.hand_paces.append(
            HandPace(
                trainee_id=write.trainee_id,
                variant=write.variant,
                players=write.players,
                seconds=write.seconds,
                duties=write.duties,
                duty_seconds=write.duty_seconds,
                target=write.target,
                taken_at=write.taken_at,
                uuid=write.uuid,
            )
        )
        return write

    # -- exams ------------------------------------------------------------------------------------

    def record_exam(
        self,
        exam: Exam,
        correct: int,
        total: int,
        *,
        session_uuid: str | None,
        seconds: float | None,
        breakdown: Iterable[SkillScore] = (),
        abandoned: bool = False,
    ) -> ExamFinished:
        """Record a sitting of ``exam``: passed by its pass mark (as this station counted it; the
        school's database counts it again from the answers it holds). No certificate here: the
        instructor's side seals a pass once it has re-graded it."""
        passed = not abandoned and passes(correct, total, exam.pass_mark)
        write = ExamFinished(
            new_uuid(),
            exam.id,
            self.trainee_id,
            correct,
            max(total, 1),
            passed,
            self._now(),
            session_uuid=session_uuid,
            seconds=seconds,
            abandoned=abandoned,
            breakdown=tuple(breakdown),
            trainee_uuid=self.trainee_uuid,
        )
        self._submit(write)
        self.exam_results.append(
            ExamResult(
                id=0,
                exam_id=write.exam_id,
                trainee_id=write.trainee_id,
                correct=write.correct,
                total=write.total,
                passed=write.passed,
                taken_at=write.taken_at,
                uuid=write.uuid,
                seconds=write.seconds,
                abandoned=write.abandoned,
                breakdown=write.breakdown,
                certificate=write.certificate,
            )
        )
        return write
