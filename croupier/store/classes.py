"""A school's classes: each a name, a term, the logins of its instructors and its own dealer pace
target (None: the school's); a trainee belongs to one class at a time, and moving them keeps
everything they did (answers, sittings, results stay theirs). On a school server an instructor
named for some classes sees and manages only those classes' trainees (row-level security, revision
0012) and changes only those classes (their pace targets, revision 0015); the administrator, a head
instructor and a login named for no class see them all. This computer's file has one class unless
more are made.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Boolean, Select, delete, func, select, update

from croupier.standards.pace_target import TARGETS
from croupier.store.access import DatabaseAccess, changed_rows
from croupier.store.errors import InvalidRecordError, UnknownRecordError
from croupier.store.models import ClassInstructorRow, ClassRow, TraineeRow, utc_now
from croupier.store.records import Trainee, clean_name, name_key
from croupier.store.school import announce_change

__all__ = ["Classes", "SchoolClass"]


@dataclass(frozen=True, slots=True)
class SchoolClass:
    id: int
    name: str
    term: str | None
    created_at: datetime
    instructors: tuple[str, ...] = ()
    #: The class's own dealer pace target (hands an hour at 8 players); None: the school's.
    pace_target: int | None = None


def _logins(logins: Iterable[str]) -> list[str]:
    cleaned = list(dict.fromkeys(login.strip() for login in logins if login.strip()))
    for login in cleaned:
        if len(login) > 63:
            raise InvalidRecordError(f"Not a login: {login[:20]}…")
    return cleaned


class Classes:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def add(self, name: str, *, term: str | None = None, instructors: Iterable[str] = ()) -> SchoolClass:
        """A new class, taught by the instructors' logins named (none: every instructor sees it)."""
        cleaned = clean_name(name)
        with self._access.write() as session:
            if any(name_key(row.name) == name_key(cleaned) for row in session.scalars(select(ClassRow))):
                raise InvalidRecordError(f"There is already a class called {cleaned!r}")
            row = ClassRow(name=cleaned, term=(term or "").strip() or None, created_at=utc_now())
            session.add(row)
            session.flush()
            session.add_all(
                ClassInstructorRow(class_id=row.id, login=login) for login in _logins(instructors)
            )
            class_id = row.id
        return self.get(class_id)

    def set_instructors(self, class_id: int, instructors: Iterable[str]) -> SchoolClass:
        """Name the class's instructors (none: every instructor sees it). On a school server only a
        login that sees every class may (``croupier_sees_every_class``, revision 0016): an
        instructor named for some classes is refused, not left with a silent half change (the row
        policy filters the removal of the names: refused by :func:`changed_rows`; adding one is
        refused by the server)."""
        with self._access.write() as session:
            removed = changed_rows(
                session,
                delete(ClassInstructorRow).where(ClassInstructorRow.class_id == class_id),
                refused="Only the administrator, a head instructor or an instructor of every class names "
                "a class's instructors",
            )
            if not removed and session.get(ClassRow, class_id) is None:
                raise UnknownRecordError(f"No class with id {class_id}")
            session.add_all(
                ClassInstructorRow(class_id=class_id, login=login) for login in _logins(instructors)
            )
        return self.get(class_id)

    def set_pace_target(self, class_id: int, target: int | None) -> SchoolClass:
        """The class's own dealer pace target (hands an hour at an 8-handed table; None: the
        school's again). On a school server only an instructor who sees the class may (row-level
        security on ``classes``: refused by :func:`changed_rows`), never a station (refused by the
        server); the audit trail records the change."""
        if target is not None and (isinstance(target, bool) or target not in TARGETS):
            raise InvalidRecordError(
                f"A pace target is {TARGETS.start} to {TARGETS.stop - 1} hands an hour, not {target}"
            )
        with self._access.write() as session:
            changed = changed_rows(
                session,
                update(ClassRow).where(ClassRow.id == class_id).values(pace_target=target),
                refused=f"The class {class_id} is not one this login manages",
            )
            if not changed:
                raise UnknownRecordError(f"No class with id {class_id}")
            announce_change(session, f"class:{class_id}")
        return self.get(class_id)

    def get(self, class_id: int) -> SchoolClass:
        found = [school_class for school_class in self.classes() if school_class.id == class_id]
        if not found:
            raise UnknownRecordError(f"No class with id {class_id}")
        return found[0]

    def find(self, name: str) -> SchoolClass | None:
        wanted = name_key(name)
        return next((c for c in self.classes() if name_key(c.name) == wanted), None)

    def classes(self) -> list[SchoolClass]:
        """Every class, oldest first, with its instructors' logins."""
        return self._classes(select(ClassRow))

    def seen(self) -> list[SchoolClass]:
        """The classes this login manages and may give work to: on a school server those
        ``croupier_sees_class`` lets it see (all of them for the administrator, a head instructor
        and a login named for no class; an instructor named for some classes, those); on this
        computer's file, every class."""
        query = select(ClassRow)
        if self._access.dialect == "postgresql":
            query = query.where(func.croupier_sees_class(ClassRow.id, type_=Boolean))
        return self._classes(query)

    def _classes(self, query: Select[ClassRow]) -> list[SchoolClass]:
        with self._access.read() as session:
            rows = list(session.scalars(query.order_by(ClassRow.id)))
            teachers: dict[int, list[str]] = {}
            for link in session.scalars(select(ClassInstructorRow).order_by(ClassInstructorRow.login)):
                teachers.setdefault(link.class_id, []).append(link.login)
        return [
            SchoolClass(
                row.id, row.name, row.term, row.created_at, tuple(teachers.get(row.id, ())), row.pace_target
            )
            for row in rows
        ]

    def move(self, trainee_id: int, class_id: int) -> Trainee:
        """Move a trainee to another class; everything they did stays theirs."""
        with self._access.write() as session:
            # The trainee's row locked first: a login that may not change it (a station, which reads
            # only its own trainee's class) is refused as such, before the class is looked for.
            row = session.get(TraineeRow, trainee_id, with_for_update=True)
            if row is None:
                raise UnknownRecordError(f"No trainee with id {trainee_id}")
            if session.get(ClassRow, class_id) is None:
                raise UnknownRecordError(f"No class with id {class_id}")
            row.class_id = class_id
            session.flush()
            return row.record()
