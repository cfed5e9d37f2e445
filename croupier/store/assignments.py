"""Assignments of drill sets to one trainee, to one class or to every trainee, and how far each trainee
has got."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from croupier.store.access import DatabaseAccess
from croupier.store.errors import InvalidRecordError, UnknownRecordError
from croupier.store.models import AssignmentRow, AttemptRow, ClassRow, PracticeSessionRow, TraineeRow, utc_now
from croupier.store.records import Assignment, AssignmentProgress
from croupier.store.roster import trainee_row


def clean_skills(skills: Iterable[str]) -> list[str]:
    cleaned = list(dict.fromkeys(skill.strip() for skill in skills if skill.strip()))
    if not cleaned:
        raise InvalidRecordError("Name at least one skill")
    return cleaned


def _row(session: Session, assignment_id: int) -> AssignmentRow:
    row = session.get(AssignmentRow, assignment_id)
    if row is None:
        raise UnknownRecordError(f"No assignment with id {assignment_id}")
    return row


class Assignments:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def assign(
        self,
        drill_set: str,
        skills: Iterable[str],
        questions: int,
        *,
        trainee_id: int | None = None,
        class_id: int | None = None,
        due_at: datetime | None = None,
        note: str = "",
    ) -> Assignment:
        """Give ``questions`` questions of ``skills`` to a trainee, to a class (``class_id``), or to
        every trainee (both None)."""
        if not drill_set.strip():
            raise InvalidRecordError("An assignment needs the name of its drill set")
        if questions < 1:
            raise InvalidRecordError(f"An assignment needs at least one question, not {questions}")
        if due_at is not None and due_at.tzinfo is None:
            raise InvalidRecordError("due_at must be timezone-aware")
        if trainee_id is not None and class_id is not None:
            raise InvalidRecordError("An assignment is for one trainee or for one class, not both")
        with self._access.write() as session:
            if trainee_id is not None:
                trainee_row(session, trainee_id)
            if class_id is not None and session.get(ClassRow, class_id) is None:
                raise UnknownRecordError(f"No class with id {class_id}")
            row = AssignmentRow(
                drill_set=drill_set.strip(),
                skills=clean_skills(skills),
                questions=questions,
                trainee_id=trainee_id,
                class_id=class_id,
                created_at=utc_now(),
                due_at=due_at,
                note=note,
            )
            session.add(row)
            session.flush()
            return row.record()

    def archive(self, assignment_id: int) -> Assignment:
        with self._access.write() as session:
            row = _row(session, assignment_id)
            if row.archived_at is None:
                row.archived_at = utc_now()
            return row.record()

    def get(self, assignment_id: int) -> Assignment:
        with self._access.read() as session:
            return _row(session, assignment_id).record()

    def assignments(self, *, include_archived: bool = False) -> list[Assignment]:
        query = select(AssignmentRow).order_by(AssignmentRow.created_at, AssignmentRow.id)
        if not include_archived:
            query = query.where(AssignmentRow.archived_at.is_(None))
        with self._access.read() as session:
            return [row.record() for row in session.scalars(query)]

    def for_trainee(self, trainee_id: int) -> list[Assignment]:
        """The trainee's open assignments: their own, their class's and every trainee's."""
        with self._access.read() as session:
            own_class = trainee_row(session, trainee_id).class_id
            query = (
                select(AssignmentRow)
                .where(AssignmentRow.archived_at.is_(None))
                .where(or_(AssignmentRow.trainee_id == trainee_id, AssignmentRow.trainee_id.is_(None)))
                .where(or_(AssignmentRow.class_id.is_(None), AssignmentRow.class_id == own_class))
                .order_by(AssignmentRow.created_at, AssignmentRow.id)
            )
            return [row.record() for row in session.scalars(query)]

    def progress(self, assignment_id: int, trainee_id: int) -> AssignmentProgress:
        """The trainee's answers given in the assignment's own sessions."""
        with self._access.read() as session:
            assignment = _row(session, assignment_id).record()
            trainee_row(session, trainee_id)
            return self._progress(session, assignment, trainee_id)

    def class_progress(self, assignment_id: int) -> list[AssignmentProgress]:
        """Progress of every active trainee the assignment concerns, by name."""
        with self._access.read() as session:
            assignment = _row(session, assignment_id).record()
            query = select(TraineeRow).where(TraineeRow.archived_at.is_(None))
            if assignment.trainee_id is not None:
                query = query.where(TraineeRow.id == assignment.trainee_id)
            if assignment.class_id is not None:
                query = query.where(TraineeRow.class_id == assignment.class_id)
            trainees = sorted(session.scalars(query), key=lambda row: (row.name.casefold(), row.id))
            return [self._progress(session, assignment, row.id) for row in trainees]

    def standing(self) -> dict[int, tuple[int, int]]:
        """For each active trainee: (assignments done, assignments given), over the open ones."""
        counts: dict[int, tuple[int, int]] = {}
        for assignment in self.assignments():
            for progress in self.class_progress(assignment.id):
                done, given = counts.get(progress.trainee_id, (0, 0))
                counts[progress.trainee_id] = (done + progress.done, given + 1)
        return counts

    def answers(self, assignment_id: int, trainee_id: int) -> dict[str, bool]:
        """The trainee's answers given in the assignment's own sessions: id → right or not."""
        with self._access.read() as session:
            rows = session.execute(
                select(AttemptRow.uuid, AttemptRow.correct)
                .join(PracticeSessionRow, PracticeSessionRow.id == AttemptRow.session_id)
                .where(PracticeSessionRow.assignment_id == assignment_id)
                .where(AttemptRow.trainee_id == trainee_id)
            ).all()
        return {str(uuid): bool(correct) for uuid, correct in rows}

    @staticmethod
    def _progress(session: Session, assignment: Assignment, trainee_id: int) -> AssignmentProgress:
        # Only what was answered in the assignment's own sessions: not free practice at the same
        # skills, nor an exam, nor a live class.
        answered, correct = session.execute(
            select(func.count(AttemptRow.id), func.count(AttemptRow.id).filter(AttemptRow.correct))
            .join(PracticeSessionRow, PracticeSessionRow.id == AttemptRow.session_id)
            .where(PracticeSessionRow.assignment_id == assignment.id)
            .where(AttemptRow.trainee_id == trainee_id)
        ).one()
        return AssignmentProgress(assignment, trainee_id, int(answered), int(correct))
