"""Short transactions: each write commits before it returns, and driver errors become store errors."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import Connection, Engine, event, text
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError, ProgrammingError
from sqlalchemy.orm import Session, sessionmaker

from croupier.store.errors import (
    DatabaseUnavailableError,
    DatabaseWriteError,
    PermissionDeniedError,
    StoreError,
    UnknownRecordError,
)

# SQLSTATE of "insufficient_privilege" (a login without the right to do this).
_INSUFFICIENT_PRIVILEGE = "42501"


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
            # Foreign keys: an attempt for a trainee, session or exam that does not exist.
            raise UnknownRecordError(f"No such record in {self.where}: {error.orig}") from error
        except OperationalError as error:
            if self.dialect == "postgresql":
                raise DatabaseUnavailableError(self.where, _first_line(error)) from error
            # SQLite: the disk is full, the file is locked or cannot be written; later may work.
            raise DatabaseWriteError(
                f"The progress database {self.where} failed: {_first_line(error)}"
            ) from error
        except ProgrammingError as error:
            if getattr(error.orig, "sqlstate", None) == _INSUFFICIENT_PRIVILEGE:
                raise PermissionDeniedError(
                    f"The login to {self.where} may not do this: {_first_line(error)}"
                ) from error
            raise StoreError(f"The progress database {self.where} failed: {_first_line(error)}") from error
        except DBAPIError as error:
            raise StoreError(f"The progress database {self.where} failed: {_first_line(error)}") from error


def _first_line(error: DBAPIError) -> str:
    return str(error.orig).strip().splitlines()[0] if str(error.orig).strip() else type(error.orig).__name__
