"""The class roster: add, rename, archive and restore trainees. Archived trainees keep their history."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from croupier.store.access import DatabaseAccess
from croupier.store.errors import InvalidRecordError, UnknownRecordError
from croupier.store.models import TraineeRow, utc_now
from croupier.store.records import Trainee

MAX_NAME = 120


def clean_name(name: str) -> str:
    cleaned = " ".join(name.split())
    if not cleaned or len(cleaned) > MAX_NAME:
        raise InvalidRecordError(f"A trainee's name needs 1 to {MAX_NAME} characters, not {name!r}")
    return cleaned


def trainee_row(session: Session, trainee_id: int) -> TraineeRow:
    row = session.get(TraineeRow, trainee_id)
    if row is None:
        raise UnknownRecordError(f"No trainee with id {trainee_id}")
    return row


def active_named(session: Session, name: str) -> TraineeRow | None:
    """The active trainee called ``name`` (compared without regard to case), if there is one."""
    rows = session.scalars(select(TraineeRow).where(TraineeRow.archived_at.is_(None))).all()
    wanted = name.casefold()
    return next((row for row in rows if row.name.casefold() == wanted), None)


class Roster:
    """Trainee names are unique among the active trainees, compared without regard to case."""

    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def add(self, name: str) -> Trainee:
        cleaned = clean_name(name)
        with self._access.write() as session:
            self._refuse_duplicate(session, cleaned)
            row = TraineeRow(name=cleaned, created_at=utc_now())
            session.add(row)
            session.flush()
            return row.record()

    def rename(self, trainee_id: int, name: str) -> Trainee:
        cleaned = clean_name(name)
        with self._access.write() as session:
            row = trainee_row(session, trainee_id)
            self._refuse_duplicate(session, cleaned, except_id=trainee_id)
            row.name = cleaned
            return row.record()

    def archive(self, trainee_id: int) -> Trainee:
        with self._access.write() as session:
            row = trainee_row(session, trainee_id)
            if row.archived_at is None:
                row.archived_at = utc_now()
            return row.record()

    def restore(self, trainee_id: int) -> Trainee:
        with self._access.write() as session:
            row = trainee_row(session, trainee_id)
            if row.archived_at is not None:
                self._refuse_duplicate(session, row.name, except_id=trainee_id)
                row.archived_at = None
            return row.record()

    def get(self, trainee_id: int) -> Trainee:
        with self._access.read() as session:
            return trainee_row(session, trainee_id).record()

    def trainees(self, *, include_archived: bool = False) -> list[Trainee]:
        """Sorted by name."""
        query = select(TraineeRow)
        if not include_archived:
            query = query.where(TraineeRow.archived_at.is_(None))
        with self._access.read() as session:
            rows = session.scalars(query).all()
            return sorted((row.record() for row in rows), key=lambda t: (t.name.casefold(), t.id))

    def find(self, name: str) -> Trainee | None:
        """The active trainee of that name, if there is one."""
        with self._access.read() as session:
            row = active_named(session, clean_name(name))
            return None if row is None else row.record()

    def get_or_add(self, name: str) -> Trainee:
        """The active trainee of that name, added first if needed (the lone learner's "me")."""
        return self.find(name) or self.add(name)

    def _refuse_duplicate(self, session: Session, name: str, except_id: int | None = None) -> None:
        clash = active_named(session, name)
        if clash is not None and clash.id != except_id:
            raise InvalidRecordError(f"There is already a trainee called {clash.name!r}")
