"""The :class:`Store`: one database (a SQLite file or a school's PostgreSQL server) and its parts."""

from __future__ import annotations

import os
import socket
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from types import TracebackType

import platformdirs
from sqlalchemy import URL, select
from sqlalchemy.exc import OperationalError

from croupier.store.access import DatabaseAccess
from croupier.store.assignments import Assignments
from croupier.store.dashboard import Dashboard
from croupier.store.database import (
    backup_sqlite,
    create_store_engine,
    display,
    parse_url,
    sqlite_path,
    sqlite_revision,
    sqlite_url,
)
from croupier.store.errors import (
    CorruptDatabaseError,
    DatabaseUnavailableError,
    InvalidRecordError,
    StoreError,
    UnknownRecordError,
)
from croupier.store.exams import Exams
from croupier.store.history import MAX_MODE, checked_attempt_fields
from croupier.store.instructor import Instructor
from croupier.store.models import AttemptRow, PracticeSessionRow, utc_now
from croupier.store.records import Attempt, PracticeSession, StoreKind, StoreStatus
from croupier.store.roster import Roster, trainee_row
from croupier.store.schema import check_known, head_revision, upgrade
from croupier.store.sync import UploadResult, upload

DATABASE_URL_ENV = "CROUPIER_DATABASE_URL"
APP_NAME = "croupier"
DEFAULT_FILE = "croupier.sqlite3"


def default_sqlite_path(data_dir: Path | None = None) -> Path:
    """``croupier.sqlite3`` in the user's data folder (platformdirs), or in ``data_dir``."""
    folder = data_dir if data_dir is not None else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    return folder / DEFAULT_FILE


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
    ) -> None:
        self.url = parse_url(url)
        self.path = sqlite_path(self.url)
        self.station = station if station is not None else socket.gethostname()[:120]
        where = str(self.path) if self.path is not None else display(self.url)
        #: The copy made before an upgrade of a SQLite file, if this opening made one.
        self.backup_path: Path | None = None
        if self.path is not None:
            try:
                revision = sqlite_revision(self.path)
                check_known(str(self.path), revision)
                self.path.parent.mkdir(parents=True, exist_ok=True)
                if revision is not None and revision != head_revision():
                    self.backup_path = backup_sqlite(self.path, revision)
            except OSError as error:  # a folder that cannot be created, a file that cannot be read
                raise StoreError(f"The progress database {self.path} cannot be opened: {error}") from error
        engine = create_store_engine(self.url)
        try:
            with engine.begin() as connection:
                upgrade(connection, where)
        except OperationalError as error:
            engine.dispose()
            if self.url.get_backend_name() == "postgresql":
                reason = str(error.orig).strip().splitlines()[0] if error.orig else str(error)
                raise DatabaseUnavailableError(where, reason) from None
            raise StoreError(f"The progress database {where} cannot be opened: {error.orig}") from error
        except BaseException:
            engine.dispose()
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

    # -- History --------------------------------------------------------------------------------

    def record_attempt(
        self,
        trainee_id: int,
        *,
        skill: str,
        question: str,
        answer: str,
        correct: bool,
        seconds: float,
        mode: str,
        session_id: int | None = None,
        answered_at: datetime | None = None,
    ) -> Attempt:
        """Record one answer; committed (durably, see the package docstring) when this returns."""
        when = checked_attempt_fields(skill, seconds, mode, answered_at)
        with self._access.write() as session:
            row = AttemptRow(
                trainee_id=trainee_id,
                session_id=session_id,
                skill=skill,
                question=question,
                answer=answer,
                correct=bool(correct),
                seconds=float(seconds),
                mode=mode,
                answered_at=when,
            )
            session.add(row)
            session.flush()
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

        For a station that had fallen back to its local file: once the school server is back, open it
        and call ``local.upload_to(school)``. Safe to repeat; nothing is copied twice.
        """
        if school.status.location == self.status.location:
            raise InvalidRecordError("A database cannot upload to itself")
        return upload(self._access, school._access)

    # -- Practice sessions ----------------------------------------------------------------------

    def start_session(self, trainee_id: int, mode: str) -> PracticeSession:
        if not mode or len(mode) > MAX_MODE:
            raise InvalidRecordError(f"A mode needs 1 to {MAX_MODE} characters, not {mode!r}")
        with self._access.write() as session:
            trainee_row(session, trainee_id)
            row = PracticeSessionRow(
                trainee_id=trainee_id, mode=mode, started_at=utc_now(), station=self.station
            )
            session.add(row)
            session.flush()
            return row.record()

    def end_session(self, session_id: int) -> PracticeSession:
        with self._access.write() as session:
            row = session.get(PracticeSessionRow, session_id)
            if row is None:
                raise UnknownRecordError(f"No practice session with id {session_id}")
            if row.ended_at is None:
                row.ended_at = utc_now()
            return row.record()

    def sessions_for(self, trainee_id: int) -> list[PracticeSession]:
        query = (
            select(PracticeSessionRow)
            .where(PracticeSessionRow.trainee_id == trainee_id)
            .order_by(PracticeSessionRow.started_at, PracticeSessionRow.id)
        )
        with self._access.read() as session:
            return [row.record() for row in session.scalars(query)]
