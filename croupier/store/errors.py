"""The store's errors: each says what went wrong and which file or server it concerns."""

from __future__ import annotations

from pathlib import Path


class StoreError(RuntimeError):
    """Base of every error the progress store raises on purpose.

    ``cause`` names the kind of trouble for a sentence the window words in its language (see
    ``disk_full``, ``read_only``, ``unreachable``, …); ``failed`` when nothing more is known.
    """

    cause = "failed"


class CorruptDatabaseError(StoreError):
    """The file is not a readable Croupier database; it has been left exactly as it was.

    ``damage`` says how: ``not_database`` (another kind of file), ``damaged`` (SQLite finds it
    broken), ``foreign`` (another program's database) or ``folder`` (a folder where the file
    should be). A full disk, a read-only folder or a lock is never this error.
    """

    cause = "corrupt"

    def __init__(self, path: Path, reason: str, damage: str = "damaged") -> None:
        self.path = path
        self.reason = reason
        self.damage = damage
        super().__init__(
            f"The progress database {path} cannot be used: {reason}. "
            "The file has been left untouched; start a fresh database beside it or restore a backup."
        )


class FutureSchemaError(StoreError):
    """The database was written by a newer Croupier; this build does not know its schema."""

    def __init__(self, where: str, revision: str, known_head: str) -> None:
        self.where = where
        self.revision = revision
        self.known_head = known_head
        super().__init__(
            f"The progress database {where} has schema revision {revision!r}, which is newer than "
            f"this version of Croupier understands (it knows up to {known_head!r}). "
            "Update Croupier to use it; the database has not been changed."
        )


class TransientStoreError(StoreError):
    """A write that may succeed later: the server is down or hung, the disk is full, a lock is held.

    The writer keeps such writes in the outbox (or in memory) and tries again.
    """


class DatabaseUnavailableError(TransientStoreError):
    """The database server cannot be reached (or refused the connection, or did not answer in time)."""

    cause = "unreachable"

    def __init__(self, where: str, reason: str) -> None:
        self.where = where
        self.reason = reason
        super().__init__(f"The progress database {where} cannot be reached: {reason}")


class DatabaseWriteError(TransientStoreError):
    """A local database file could not take a write (the disk is full, the file is locked, I/O failed)."""

    cause = "disk"


class DiskFullError(DatabaseWriteError):
    """A local database file could not take a write because its disk is full."""

    cause = "disk_full"


class RefusedWriteError(StoreError):
    """The server refused a write for a reason that can pass: it is read-only (a standby after a
    failover, a school closed for maintenance), this login may not write there (yet), or the schema
    is not the one this station knows. The writer keeps such writes and tries again later."""


class ReadOnlyServerError(RefusedWriteError):
    """The server takes no writes at the moment (SQLSTATE 25006)."""

    cause = "read_only"


class SchemaMismatchError(RefusedWriteError):
    """A table or column this station writes is not as it expects (a newer or older schema)."""

    cause = "schema"


class PermissionDeniedError(RefusedWriteError):
    """The database login may not do this (a station's login changing the roster, say)."""

    cause = "permission"


class UnknownRecordError(StoreError, LookupError):
    """A trainee, session, assignment or exam id that the database does not hold."""

    cause = "unknown"


class InvalidRecordError(StoreError, ValueError):
    """A value the store refuses to record (an empty name, a negative time, …)."""

    cause = "invalid"


class DuplicateRecordError(InvalidRecordError):
    """A value that must be unique is taken already (two trainees renamed to one name at once)."""

    cause = "duplicate"


class ConfigurationError(StoreError):
    """The school database is named wrongly, or refuses this login: a mistake in the settings, not
    an outage, so waiting will not help. ``cause`` says which (see :data:`CONFIG_CAUSES`)."""

    def __init__(self, where: str, cause: str, reason: str) -> None:
        self.where = where
        self.cause = cause
        self.reason = reason
        super().__init__(f"The progress database {where} cannot be used: {reason}")


#: The causes of :class:`ConfigurationError`: a malformed address (or one that names no server), a
#: wrong password (or unknown login), an unknown database, TLS asked for and not offered (or the
#: reverse), a port where something other than PostgreSQL answers, and any other refusal by the
#: server of this connection.
CONFIG_CAUSES = ("bad_address", "bad_login", "no_database", "tls", "not_postgres", "refused")
