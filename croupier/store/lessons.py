"""The course's lessons as checked: each result a trainee reached, read back for the Progress page,
the course path and the class reports. The results are written as
:class:`croupier.store.writes.LessonFinished` (through the station's writer, or ``record`` here)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select

from croupier.store.access import DatabaseAccess
from croupier.store.apply import apply_write
from croupier.store.models import LessonResultRow, utc_now
from croupier.store.records import LessonResult
from croupier.store.roster import trainee_row
from croupier.store.writes import LessonFinished, new_uuid

__all__ = ["Lessons"]


class Lessons:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def record(
        self,
        trainee_id: int,
        variant: str,
        lesson: str,
        correct: int,
        total: int,
        *,
        passed: bool,
        taken_at: datetime | None = None,
    ) -> LessonResult:
        """Store a lesson's result at once (the command line, tests; a station uses its writer)."""
        with self._access.write() as session:
            trainee_row(session, trainee_id)
            write = LessonFinished(
                new_uuid(), trainee_id, variant, lesson, correct, total, passed, taken_at or utc_now()
            )
            apply_write(session, write)
            row = session.scalars(select(LessonResultRow).where(LessonResultRow.uuid == write.uuid)).one()
            return row.record()

    def results(self, *, trainee_id: int | None = None, variant: str | None = None) -> list[LessonResult]:
        """The results stored, oldest first (of one trainee, in one game's course, if given)."""
        query = select(LessonResultRow).order_by(LessonResultRow.taken_at, LessonResultRow.id)
        if trainee_id is not None:
            query = query.where(LessonResultRow.trainee_id == trainee_id)
        if variant is not None:
            query = query.where(LessonResultRow.variant == variant)
        with self._access.read() as session:
            return [row.record() for row in session.scalars(query)]
