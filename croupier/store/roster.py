"""The class roster: add, rename, archive and restore trainees. Archived trainees keep their history.

Names are unique among the active trainees, compared case-folded; the database holds the rule (a
unique index on ``name_key``), so stations adding the same name at once get one trainee, never
two and never an error. A station's own login on a school server may not write the roster: it
joins through ``croupier_join_roster``, which adds a name only while the instructor lets trainees
add themselves (``SchoolSettings.self_registration``).
"""

from __future__ import annotations

from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from croupier.store.access import DatabaseAccess
from croupier.store.apply import insert_ignoring
from croupier.store.errors import (
    DuplicateRecordError,
    InvalidRecordError,
    PermissionDeniedError,
    UnknownRecordError,
)
from croupier.store.models import ClassRow, SettingRow, TraineeRow, utc_now
from croupier.store.records import Trainee, clean_name, name_key
from croupier.store.writes import new_uuid

SELF_REGISTRATION_KEY = "self_registration"


def trainee_row(session: Session, trainee_id: int) -> TraineeRow:
    row = session.get(TraineeRow, trainee_id)
    if row is None:
        raise UnknownRecordError(f"No trainee with id {trainee_id}")
    return row


def active_named(session: Session, name: str) -> TraineeRow | None:
    """The active trainee called ``name`` (compared case-folded), if there is one."""
    return session.scalars(
        select(TraineeRow).where(TraineeRow.name_key == name_key(name), TraineeRow.archived_at.is_(None))
    ).first()


def default_class(session: Session) -> int | None:
    """The class a new trainee joins unless one is named: the first class this login may manage
    (on a school server an instructor named for some classes sees only those)."""
    if session.get_bind().dialect.name == "postgresql":
        found = session.scalar(text("SELECT min(id) FROM classes WHERE croupier_sees_class(id)"))
    else:
        found = session.scalar(select(func.min(ClassRow.id)))
    return int(found) if found is not None else None


def insert_trainee(session: Session, name: str, class_id: int | None = None) -> bool:
    """Add ``name`` unless an active trainee has it (one statement, safe against a race), to
    ``class_id`` (None: :func:`default_class`)."""
    cleaned = clean_name(name)
    return insert_ignoring(
        session,
        TraineeRow.__table__,  # type: ignore[arg-type]
        {
            "name": cleaned,
            "name_key": name_key(cleaned),
            "created_at": utc_now(),
            "uuid": new_uuid(),
            "class_id": class_id if class_id is not None else default_class(session),
        },
        key=None,
    )


class Roster:
    """Trainee names are unique among the active trainees, compared case-folded."""

    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access
        self._may_insert: bool | None = None

    def add(self, name: str, *, class_id: int | None = None) -> Trainee:
        """Add a trainee (the instructor's roster) to ``class_id`` (None: the first class); a name
        already active is refused."""
        cleaned = clean_name(name)
        with self._access.write() as session:
            if not insert_trainee(session, cleaned, class_id):
                clash = active_named(session, cleaned)
                raise InvalidRecordError(
                    f"There is already a trainee called {clash.name if clash else cleaned!r}"
                )
            row = active_named(session, cleaned)
            assert row is not None
            return row.record()

    def rename(self, trainee_id: int, name: str) -> Trainee:
        cleaned = clean_name(name)
        try:
            with self._access.write() as session:
                row = trainee_row(session, trainee_id)
                self._refuse_duplicate(session, cleaned, except_id=trainee_id)
                row.name = cleaned
                row.name_key = name_key(cleaned)
                return row.record()
        except DuplicateRecordError:  # another instructor took the name in the meantime
            raise DuplicateRecordError(f"There is already a trainee called {cleaned!r}") from None

    def archive(self, trainee_id: int) -> Trainee:
        with self._access.write() as session:
            row = trainee_row(session, trainee_id)
            if row.archived_at is None:
                row.archived_at = utc_now()
            return row.record()

    def restore(self, trainee_id: int) -> Trainee:
        name = "?"
        try:
            with self._access.write() as session:
                row = trainee_row(session, trainee_id)
                name = row.name
                if row.archived_at is not None:
                    self._refuse_duplicate(session, row.name, except_id=trainee_id)
                    row.archived_at = None
                return row.record()
        except DuplicateRecordError:  # another trainee took the name in the meantime
            raise DuplicateRecordError(f"There is already a trainee called {name!r}") from None

    def get(self, trainee_id: int) -> Trainee:
        with self._access.read() as session:
            return trainee_row(session, trainee_id).record()

    def trainees(self, *, include_archived: bool = False, class_id: int | None = None) -> list[Trainee]:
        """Sorted by name (``class_id``: that class's only, chosen in SQL)."""
        query = select(TraineeRow)
        if class_id is not None:
            query = query.where(TraineeRow.class_id == class_id)
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
        """The active trainee of that name, added first if needed (the lone learner's "me").

        One ``INSERT … ON CONFLICT DO NOTHING`` and a select: any number of stations may do this at
        once. A school station's login joins through ``croupier_join_roster`` (see the module).
        """
        cleaned = clean_name(name)
        if not self._can_insert():
            return self._join(cleaned)
        with self._access.write() as session:
            insert_trainee(session, cleaned)
            row = active_named(session, cleaned)
            assert row is not None
            return row.record()

    def join(self, name: str) -> Trainee:
        """A trainee adding themselves at a station: refused unless the school allows it (or the
        name is on the roster already)."""
        cleaned = clean_name(name)
        if not self._can_insert():
            return self._join(cleaned)
        with self._access.write() as session:
            found = active_named(session, cleaned)
            if found is None and not _self_registration(session):
                raise PermissionDeniedError("Trainees may not add themselves to this roster")
            if found is None:
                insert_trainee(session, cleaned)
                found = active_named(session, cleaned)
            assert found is not None
            return found.record()

    def _join(self, cleaned: str) -> Trainee:
        with self._access.write() as session:
            trainee_id = session.scalar(select(func.croupier_join_roster(cleaned, name_key(cleaned))))
            if trainee_id is None:
                raise PermissionDeniedError("The roster did not take the name")
            return trainee_row(session, int(trainee_id)).record()

    def _can_insert(self) -> bool:
        """Whether this login may write the roster (always on SQLite)."""
        if self._may_insert is None:
            if self._access.dialect != "postgresql":
                self._may_insert = True
            else:
                with self._access.read() as session:
                    self._may_insert = bool(
                        session.scalar(text("SELECT has_table_privilege('trainees', 'INSERT')"))
                    )
        return self._may_insert

    def _refuse_duplicate(self, session: Session, name: str, except_id: int | None = None) -> None:
        clash = active_named(session, name)
        if clash is not None and clash.id != except_id:
            raise DuplicateRecordError(f"There is already a trainee called {clash.name!r}")


def _self_registration(session: Session) -> bool:
    value = session.scalar(select(SettingRow.value).where(SettingRow.key == SELF_REGISTRATION_KEY))
    return (value or "on") == "on"
