"""The :class:`Store`: one database (a SQLite file or a school's PostgreSQL server) and its parts."""

from __future__ import annotations

import os
import socket
import sqlite3
import threading
from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path
from types import TracebackType

from sqlalchemy import URL, Engine, select
from sqlalchemy.exc import OperationalError, ProgrammingError
from sqlalchemy.orm import configure_mappers

from croupier.store.access import DatabaseAccess
from croupier.store.apply import apply_signed, apply_write
from croupier.store.assignments import Assignments
from croupier.store.audit import Audit
from croupier.store.classes import Classes
from croupier.store.connect_errors import connection_error
from croupier.store.dashboard import Dashboard
from croupier.store.database import (
    backup_sqlite,
    create_store_engine,
    display,
    ensure_writable,
    parse_url,
    remove_what_opening_made,
    side_files,
    sqlite_path,
    sqlite_revision,
    sqlite_url,
)
from croupier.store.errors import (
    CorruptDatabaseError,
    InvalidRecordError,
    StoreError,
    UnknownRecordError,
)
from croupier.store.exams import Exams
from croupier.store.history import NewAttempt
from croupier.store.identity import SchoolIdentity, read_identity
from croupier.store.instructor import Instructor
from croupier.store.lessons import Lessons
from croupier.store.live import Live
from croupier.store.location import DATABASE_URL_ENV, default_sqlite_path
from croupier.store.logins import Logins
from croupier.store.models import AttemptRow, PracticeSessionRow, SessionEndRow, session_record, utc_now
from croupier.store.outbox import private
from croupier.store.paces import Paces
from croupier.store.practicals import Practicals
from croupier.store.records import Activity, Attempt, PracticeSession, StoreKind, StoreStatus
from croupier.store.refusals import Refusals
from croupier.store.roster import Roster, trainee_row
from croupier.store.schema import check_known, head_revision, upgrade
from croupier.store.school import School
from croupier.store.seals import Seals
from croupier.store.sittings import Sittings
from croupier.store.sqlite_errors import local_file_error, os_error
from croupier.store.sync import UploadResult, upload
from croupier.store.writes import SessionEnded, SessionStarted, Write, new_uuid

__all__ = ["DATABASE_URL_ENV", "Store", "default_sqlite_path"]


def _private_file(path: Path) -> None:
    """The progress file (answers, a PIN's hash) readable by its owner only, made so if new."""
    try:
        if not path.exists():
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        pass
    except OSError as error:
        raise os_error(error, f"The progress database {path} cannot be made", path.parent) from None
    private(path)


class Store:
    """Progress of trainees in one database; satisfies :class:`croupier.store.History`.

    Opening checks and, if needed, upgrades the schema (see :mod:`croupier.store.schema`). Every write
    is its own transaction, committed before the method returns.
    """

    def __init__(
        self,
        url: str | URL,
        *,
        station: str | None = None,
        kind: StoreKind | None = None,
        notice: str | None = None,
        check: bool = True,
    ) -> None:
        """``check=False`` (a school server that does not answer at the start) opens without
        reaching the server; the schema is checked before the first write (:meth:`ensure_schema`)."""
        self.url = parse_url(url)
        self.path = sqlite_path(self.url)
        self.station = station if station is not None else socket.gethostname()[:120]
        where = str(self.path) if self.path is not None else display(self.url)
        #: The copy made before an upgrade of a SQLite file, if this opening made one.
        self.backup_path: Path | None = None
        # A file is read (read-only) and judged, and its folder checked, before anything is
        # written: a full disk or a read-only folder is said as such, never taken for damage.
        before = side_files(self.path)
        if self.path is not None:
            revision = sqlite_revision(self.path)
            check_known(str(self.path), revision)
            ensure_writable(self.path)
            _private_file(self.path)
            if revision is not None and revision != head_revision():
                self.backup_path = backup_sqlite(self.path, revision)
        engine = create_store_engine(self.url, self.station)
        self._where = where
        self._schema_lock = threading.Lock()
        self._schema_checked = False
        if check or self.path is not None:
            try:
                self._check_schema(engine)
            except BaseException:
                remove_what_opening_made(self.path, before)
                raise
        self._access = DatabaseAccess(engine, where)
        if kind is None:
            kind = StoreKind.LOCAL if self.url.get_backend_name() == "sqlite" else StoreKind.SCHOOL
        self.status = StoreStatus(kind, where, notice)
        self.roster = Roster(self._access)
        self.assignments = Assignments(self._access)
        self.exams = Exams(self._access)
        self.dashboard = Dashboard(self._access)
        self.instructor = Instructor(self._access)
        self.school = School(self._access)
        self.live = Live(self._access)
        self.refusals = Refusals(self._access)
        self.lessons = Lessons(self._access)
        self.paces = Paces(self._access)
        self.practicals = Practicals(self._access)
        self.logins = Logins(self._access)
        self.sittings = Sittings(self._access)
        self.seals = Seals(self._access, self.sittings, self.school)
        self.audit = Audit(self._access)
        self.classes = Classes(self._access)
        # The ORM's classes made ready (about 10 ms, once a process) by the thread that opens, not
        # by the first read, which a window makes on its own thread (the sign-in's roster).
        configure_mappers()

    def _check_schema(self, engine: Engine) -> None:
        where = self._where
        try:
            with engine.connect() as connection:
                upgrade(connection, where)
        except OperationalError as error:
            engine.dispose()
            if self.url.get_backend_name() == "postgresql":
                raise connection_error(where, self.url, error.orig or error) from None
            if isinstance(error.orig, sqlite3.Error):
                folder = self.path.parent if self.path is not None else None
                raise local_file_error(
                    error.orig, f"The progress database {where} cannot be opened", folder
                ) from None
            raise StoreError(f"The progress database {where} cannot be opened: {error.orig}") from error
        except ProgrammingError as error:
            engine.dispose()
            # A station's login on a school database that an older Croupier set up: only the
            # administrator's login may change the schema.
            raise StoreError(
                f"The school database {where} needs an upgrade that this login may not make "
                "(ask the administrator to run `croupier school init`): "
                + str(error.orig).strip().splitlines()[0]
            ) from None
        except BaseException:
            engine.dispose()
            raise
        self._schema_checked = True

    def ensure_schema(self) -> None:
        """Check (and if this login may, upgrade) the schema once; a store opened with
        ``check=False`` does so before its first write."""
        if self._schema_checked:
            return
        with self._schema_lock:
            if not self._schema_checked:
                self._check_schema(self._access.engine)

    @classmethod
    def open_default(
        cls,
        database_url: str | None = None,
        *,
        data_dir: Path | None = None,
        environ: Mapping[str, str] | None = None,
        station: str | None = None,
    ) -> Store:
        """The school's database if one is configured and usable, else this computer's SQLite file.

        ``CROUPIER_DATABASE_URL`` wins over ``database_url`` (the settings field). When the school's
        database cannot be used, the local file is opened instead and ``status.notice`` says why.
        A damaged local file raises :class:`CorruptDatabaseError`; see :func:`set_aside`.
        """
        env = os.environ if environ is None else environ
        school = env.get(DATABASE_URL_ENV) or database_url
        local = default_sqlite_path(data_dir)
        if not school:
            return cls(sqlite_url(local), station=station)
        try:
            return cls(school, station=station)
        except CorruptDatabaseError:
            raise
        except StoreError as error:
            notice = (
                f"{error} Answers are being saved on this computer instead, in {local}. "
                "They are not copied to the school's database automatically."
            )
        return cls(sqlite_url(local), station=station, kind=StoreKind.FALLBACK, notice=notice)

    @property
    def notice(self) -> str | None:
        """A sentence for the user when answers are not going where they were meant to, else None."""
        return self.status.notice

    @property
    def dialect(self) -> str:
        """``sqlite`` or ``postgresql``."""
        return self._access.dialect

    def close(self) -> None:
        self._access.engine.dispose()

    def __enter__(self) -> Store:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Store({self.status.location!r})"

    # -- Writes -------------------------------------------------------------------------------

    def apply(self, writes: Sequence[Write], *, token: str | None = None) -> int:
        """Store the writes in one transaction, each exactly once; returns how many were new.

        ``token``: the sign-in they were made under, on a school server (the server's
        ``croupier_write`` checks and stores each); None writes them here directly (this computer's
        file, or the database's owner). What :mod:`croupier.store.writer` does with the outbox, and
        the command line with its quiz.
        """
        return sum(self.apply_counted(writes, token=token).values())

    def apply_counted(self, writes: Sequence[Write], *, token: str | None = None) -> dict[str, int]:
        """As :meth:`apply`, counting the new writes by kind."""
        self.ensure_schema()
        counts: dict[str, int] = {}
        with self._access.write() as session:
            for write in writes:
                stored = (
                    apply_signed(session, write, token) if token is not None else apply_write(session, write)
                )
                if stored:
                    counts[write.kind] = counts.get(write.kind, 0) + 1
        return counts

    def identity(self) -> SchoolIdentity | None:
        """Which school this database is (see :mod:`croupier.store.identity`)."""
        with self._access.read() as session:
            return read_identity(session)

    @property
    def token(self) -> str | None:
        """The sign-in whose rows this store reads on a school server (a station's; see
        :class:`croupier.store.access.DatabaseAccess`)."""
        return self._access.token

    @token.setter
    def token(self, value: str | None) -> None:
        self._access.token = value

    # -- History --------------------------------------------------------------------------------

    def record_attempt(self, attempt: NewAttempt) -> Attempt:
        """Record one answer; committed (durably, see the package docstring) when this returns."""
        write = attempt.write(
            new_uuid(),
            answered_at=attempt.answered_at_or(),
            session_uuid=(
                attempt.session_uuid if attempt.session_id is None else self._session_uuid(attempt.session_id)
            ),
        )
        with self._access.write() as session:
            trainee_row(session, attempt.trainee_id)
            apply_write(session, write)
            row = session.scalars(select(AttemptRow).where(AttemptRow.uuid == write.uuid)).one()
            return row.record()

    def attempts_for(
        self, trainee_id: int, skill: str | None = None, since: datetime | None = None
    ) -> list[Attempt]:
        query = select(AttemptRow).where(AttemptRow.trainee_id == trainee_id)
        if skill is not None:
            query = query.where(AttemptRow.skill == skill)
        if since is not None:
            query = query.where(AttemptRow.answered_at >= since)
        query = query.order_by(AttemptRow.answered_at, AttemptRow.id)
        with self._access.read() as session:
            return [row.record() for row in session.scalars(query)]

    def upload_to(self, school: Store) -> UploadResult:
        """Copy answers recorded here (and not copied before) into ``school``; see :mod:`croupier.store.sync`.

        For answers an older Croupier kept in this computer's file while the school server was down.
        Safe to repeat; nothing is copied twice.
        """
        if school.status.location == self.status.location:
            raise InvalidRecordError("A database cannot upload to itself")
        return upload(self._access, school)

    # -- Practice sessions ----------------------------------------------------------------------

    def start_session(
        self,
        trainee_id: int,
        mode: str,
        *,
        activity: str = Activity.QUIZ,
        variant: str | None = None,
        exam_id: int | None = None,
        assignment_id: int | None = None,
        started_at: datetime | None = None,
    ) -> PracticeSession:
        write = SessionStarted(
            new_uuid(),
            trainee_id,
            activity=str(activity),
            mode=mode,
            started_at=started_at or utc_now(),
            station=self.station,
            variant=variant,
            exam_id=exam_id,
            assignment_id=assignment_id,
        )
        with self._access.write() as session:
            trainee_row(session, trainee_id)
            apply_write(session, write)
        return self._session_record(write.uuid)

    def end_session(
        self, session_id: int, *, abandoned: bool = False, ended_at: datetime | None = None
    ) -> PracticeSession:
        uuid = self._session_uuid(session_id)
        with self._access.write() as session:
            apply_write(session, SessionEnded(uuid, ended_at or utc_now(), abandoned))
        return self._session_record(uuid)

    def sessions_for(self, trainee_id: int) -> list[PracticeSession]:
        query = (
            select(PracticeSessionRow, SessionEndRow)
            .outerjoin(SessionEndRow, SessionEndRow.session_id == PracticeSessionRow.id)
            .where(PracticeSessionRow.trainee_id == trainee_id)
            .order_by(PracticeSessionRow.started_at, PracticeSessionRow.id)
        )
        with self._access.read() as session:
            return [session_record(row, end) for row, end in session.execute(query)]

    def _session_uuid(self, session_id: int) -> str:
        with self._access.read() as session:
            found = session.scalar(select(PracticeSessionRow.uuid).where(PracticeSessionRow.id == session_id))
        if found is None:
            raise UnknownRecordError(f"No practice session with id {session_id}")
        return str(found)

    def _session_record(self, uuid: str) -> PracticeSession:
        query = (
            select(PracticeSessionRow, SessionEndRow)
            .outerjoin(SessionEndRow, SessionEndRow.session_id == PracticeSessionRow.id)
            .where(PracticeSessionRow.uuid == uuid)
        )
        with self._access.read() as session:
            found = session.execute(query).first()
        if found is None:
            raise UnknownRecordError(f"No practice session with id {uuid}")
        return session_record(*found)
