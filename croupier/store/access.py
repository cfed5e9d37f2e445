"""Short transactions: each write commits before it returns, and driver errors become store errors."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, cast

from sqlalchemy import (
    Connection,
    CursorResult,
    Delete,
    Engine,
    FromClause,
    Select,
    Update,
    event,
    literal,
    select,
    text,
)
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

from croupier.store.errors import (
    DatabaseUnavailableError,
    DatabaseWriteError,
    DuplicateRecordError,
    InvalidRecordError,
    PermissionDeniedError,
    ReadOnlyServerError,
    SchemaMismatchError,
    StoreError,
    UnknownRecordError,
)
from croupier.store.sqlite_errors import local_file_error

# SQLSTATEs: a login without the right to do this; a server taking no writes (a standby, or
# default_transaction_read_only); a table or column that is not there (another schema).
_INSUFFICIENT_PRIVILEGE = "42501"
_READ_ONLY = "25006"
_UNDEFINED = frozenset({"42P01", "42703"})
_UNIQUE = "23505"
_FOREIGN_KEY = "23503"
_BAD_VALUE = frozenset({"23502", "23514", "22001"})  # not null, check, a value too long


class DatabaseAccess:
    """The engine and a session factory; the parts of the store share one of these."""

    def __init__(self, engine: Engine, where: str) -> None:
        self.engine = engine
        self.where = where
        self._sessions = sessionmaker(engine, expire_on_commit=False)
        #: The sign-in token of the trainee signed in at a school station: set on every transaction
        #: (``croupier.token``), so that row-level security shows that trainee's rows (and no one's
        #: when None). Only a station sets it.
        self.token: str | None = None
        if engine.dialect.name == "postgresql":
            event.listen(self._sessions, "after_begin", self._set_token)

    def _set_token(self, _session: Session, _transaction: object, connection: Connection) -> None:
        token = self.token
        if token is not None:
            connection.execute(text("SELECT set_config('croupier.token', :token, true)"), {"token": token})

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    @contextmanager
    def write(self) -> Iterator[Session]:
        """One transaction, committed when the block ends (rolled back if it raises)."""
        with self._translated(), self._sessions.begin() as session:
            yield session

    @contextmanager
    def read(self) -> Iterator[Session]:
        with self._translated(), self._sessions() as session:
            yield session

    @contextmanager
    def _translated(self) -> Iterator[None]:
        try:
            yield
        except IntegrityError as error:
            raise self._integrity(error) from error
        except OperationalError as error:
            if self.dialect == "postgresql":
                raise DatabaseUnavailableError(self.where, _first_line(error)) from error
            # SQLite: the disk is full, the file is locked or cannot be written; later may work.
            if isinstance(error.orig, sqlite3.Error):
                folder = Path(self.where).parent if Path(self.where).is_absolute() else None
                raise local_file_error(
                    error.orig, f"The progress database {self.where} failed", folder
                ) from error
            raise DatabaseWriteError(
                f"The progress database {self.where} failed: {_first_line(error)}"
            ) from error
        except DBAPIError as error:
            state = getattr(error.orig, "sqlstate", None)
            if state == _INSUFFICIENT_PRIVILEGE:
                raise PermissionDeniedError(
                    f"The login to {self.where} may not do this: {_first_line(error)}"
                ) from error
            if state == _READ_ONLY:
                raise ReadOnlyServerError(
                    f"{self.where} takes no writes now: {_first_line(error)}"
                ) from error
            if state in _UNDEFINED:
                raise SchemaMismatchError(
                    f"The schema of {self.where} is not the one this Croupier knows: {_first_line(error)}"
                ) from error
            if state in _BAD_VALUE:
                raise InvalidRecordError(f"{self.where} refused a value: {_first_line(error)}") from error
            raise StoreError(f"The progress database {self.where} failed: {_first_line(error)}") from error

    def _integrity(self, error: IntegrityError) -> StoreError:
        """A clash on a unique key, a reference to a record that is not there, or a bad value."""
        state = getattr(error.orig, "sqlstate", None)
        text = str(error.orig)
        if state == _UNIQUE or "UNIQUE constraint failed" in text:
            return DuplicateRecordError(f"Already in {self.where}: {_first_line(error)}")
        if state in _BAD_VALUE or "NOT NULL constraint" in text or "CHECK constraint" in text:
            return InvalidRecordError(f"{self.where} refused a value: {_first_line(error)}")
        # Foreign keys: an attempt for a trainee, session or exam that does not exist.
        return UnknownRecordError(f"No such record in {self.where}: {_first_line(error)}")


def changed_rows(
    session: Session, statement: Update | Delete, *, refused: str, expected: Select[Any] | None = None
) -> int:
    """Run ``statement`` (an UPDATE or a DELETE) and give the number of rows it changed.

    On a school server a row policy refuses an INSERT it does not allow (``WITH CHECK``: an error,
    :class:`PermissionDeniedError`), but its ``USING`` filters an UPDATE or a DELETE silently: the
    rows out of this login's reach are left alone and the statement changes none. Where it changed
    no row though ``expected`` finds one, as this login reads it (default: the rows ``statement``
    names), the policy filtered them: :class:`PermissionDeniedError` (``refused``), the transaction
    rolled back. Rows not there at all are the caller's to tell (it gets 0).
    """
    changed = cast("CursorResult[Any]", session.execute(statement)).rowcount
    if changed or session.get_bind().dialect.name != "postgresql":
        return changed  # this computer's file has no row policies
    if expected is None:
        expected = select(literal(1)).select_from(cast("FromClause", statement.table))
        if statement.whereclause is not None:
            expected = expected.where(statement.whereclause)
    if session.execute(expected.limit(1)).first() is not None:
        raise PermissionDeniedError(refused)
    return changed


def _first_line(error: DBAPIError) -> str:
    return str(error.orig).strip().splitlines()[0] if str(error.orig).strip() else type(error.orig).__name__
