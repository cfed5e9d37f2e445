"""What is assigned to one trainee: the open assignments with their progress, and the exams with the
sittings used and left. Pure values, worked out from records (no Qt, no database).

An assignment's progress counts the answers given in its own sessions (a quiz started from the
assignment), right or not; it is done once as many were answered as it asks for. Answers at the
same skills elsewhere (free practice, an exam, a live class) do not count. An exam is open while
it is not passed and a sitting is left (every sitting begun counts, finished or not; an
instructor may grant more).

>>> from datetime import UTC, datetime, timedelta
>>> from croupier.store.records import Assignment
>>> given = datetime(2026, 12, 1, 8, tzinfo=UTC)
>>> pots = Assignment(1, "Pots", ("pot",), 3, None, given, due_at=given + timedelta(days=1))
>>> work = progress_from(pots, {"a1": True, "a2": False})
>>> work.answered, work.correct, work.done, work.overdue(given + timedelta(days=2))
(2, 1, False, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from croupier.store.records import Assignment, Exam, ExamResult

__all__ = ["Assigned", "AssignedWork", "ExamToSit", "progress_from", "sittings_of"]


@dataclass(frozen=True, slots=True)
class AssignedWork:
    """An assignment and how far the trainee has got with it."""

    assignment: Assignment
    answered: int
    correct: int

    @property
    def done(self) -> bool:
        return self.answered >= self.assignment.questions

    @property
    def remaining(self) -> int:
        return max(0, self.assignment.questions - self.answered)

    def overdue(self, now: datetime) -> bool:
        due = self.assignment.due_at
        return due is not None and not self.done and now > due


@dataclass(frozen=True, slots=True)
class ExamToSit:
    """An exam, the sittings the trainee has used, the results recorded so far (oldest first) and
    the sittings an instructor granted on top of the exam's."""

    exam: Exam
    sittings_used: int
    results: tuple[ExamResult, ...] = ()
    granted: int = 0

    @property
    def passed(self) -> bool:
        return any(result.passed for result in self.results)

    @property
    def sittings(self) -> int:
        """Sittings the trainee may use: the exam's and those granted."""
        return self.exam.sittings + self.granted

    @property
    def sittings_left(self) -> int:
        return max(0, self.sittings - self.sittings_used)

    @property
    def open(self) -> bool:
        """May a sitting begin now: not passed, a sitting left, and within the exam's window (the
        school's server checks all of it again)."""
        return not self.passed and self.sittings_left > 0 and self.exam.is_open(datetime.now(UTC))

    @property
    def best(self) -> ExamResult | None:
        finished = [result for result in self.results if not result.abandoned] or list(self.results)
        return max(finished, key=lambda result: (result.score, result.taken_at), default=None)


@dataclass(frozen=True, slots=True)
class Assigned:
    """Everything assigned to one trainee."""

    work: tuple[AssignedWork, ...] = ()
    exams: tuple[ExamToSit, ...] = ()

    @property
    def open_count(self) -> int:
        return sum(not item.done for item in self.work) + sum(item.open for item in self.exams)

    def __bool__(self) -> bool:
        return bool(self.work or self.exams)


def progress_from(assignment: Assignment, answers: Mapping[str, bool]) -> AssignedWork:
    """The assignment's progress from the answers given in its sessions (id → right or not)."""
    return AssignedWork(assignment, len(answers), sum(answers.values()))


def sittings_of(
    exams: Sequence[Exam],
    stored_sittings: Mapping[int, set[str]],
    local_sittings: Mapping[int, set[str]],
    results: Iterable[ExamResult],
    granted: Mapping[int, int] | None = None,
) -> tuple[ExamToSit, ...]:
    """Each exam with its sittings (those stored and those begun here, counted once), results and
    the sittings granted on top."""
    by_exam: dict[int, dict[str, ExamResult]] = {}
    for result in results:
        by_exam.setdefault(result.exam_id, {})[result.uuid or str(result.id)] = result
    begun = {exam_id for exam_id, ids in (*stored_sittings.items(), *local_sittings.items()) if ids}
    return tuple(
        ExamToSit(
            exam,
            len(stored_sittings.get(exam.id, set()) | local_sittings.get(exam.id, set())),
            tuple(sorted(by_exam.get(exam.id, {}).values(), key=lambda r: r.taken_at)),
            (granted or {}).get(exam.id, 0),
        )
        for exam in exams
        # A withdrawn exam is gone from the list, unless the trainee sat it.
        if exam.withdrawn_at is None or exam.id in begun or exam.id in by_exam
    )
