"""The store's errors: each says what went wrong and which file or server it concerns."""

from __future__ import annotations

from pathlib import Path


class StoreError(RuntimeError):
    """Base of every error the progress store raises on purpose."""


class CorruptDatabaseError(StoreError):
    """The file is not a readable Croupier database; it has been left exactly as it was."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = path
        self.reason = reason
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

    The writer keeps such writes in the outbox and tries again; other store errors are final.
    """


class DatabaseUnavailableError(TransientStoreError):
    """The database server cannot be reached (or refused the connection, or did not answer in time)."""

    def __init__(self, where: str, reason: str) -> None:
        self.where = where
        self.reason = reason
        super().__init__(f"The progress database {where} cannot be reached: {reason}")


class DatabaseWriteError(TransientStoreError):
    """A local database file could not take a write (the disk is full, the file is locked, I/O failed)."""


class PermissionDeniedError(StoreError):
    """The database login may not do this (a station's login changing the roster, say)."""


class UnknownRecordError(StoreError, LookupError):
    """A trainee, session, assignment or exam id that the database does not hold."""


class InvalidRecordError(StoreError, ValueError):
    """A value the store refuses to record (an empty name, a negative time, …)."""
