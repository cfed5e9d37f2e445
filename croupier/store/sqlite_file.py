"""A SQLite file's own checks, through the standard library alone: its Alembic revision read
without writing (damage and another program's file told apart from a disk or folder that cannot
be used now), and the side files an opening made. The class report reads a file at the head
without SQLAlchemy, so none is imported here.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from urllib.parse import quote

from croupier.store.errors import CorruptDatabaseError, DatabaseWriteError, StoreError
from croupier.store.sqlite_errors import ReadOnlyFolderError, local_file_error, os_error

__all__ = [
    "BUSY_TIMEOUT_MS",
    "PROBE_BUSY_SECONDS",
    "SQLITE_HEADER",
    "read_only",
    "remove_what_opening_made",
    "side_files",
    "sqlite_revision",
    "unreadable",
]

SQLITE_HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 10_000
PROBE_BUSY_SECONDS = 2.0  # judging a file at the start waits this long for another program's lock


def read_only(path: Path, busy_seconds: float = BUSY_TIMEOUT_MS / 1000) -> sqlite3.Connection:
    """A connection that writes nothing, not even an empty ``-wal`` or ``-shm`` beside the file.

    Without a ``-wal`` file nobody has the database open and nothing waits to be checkpointed, so
    ``immutable=1`` is safe and creates no side files; with one, SQLite must read the log too.
    """
    options = "mode=ro" if path.with_name(path.name + "-wal").exists() else "mode=ro&immutable=1"
    return sqlite3.connect(f"file:{quote(str(path))}?{options}", uri=True, timeout=busy_seconds)


def sqlite_revision(path: Path) -> str | None:
    """The Alembic revision of a SQLite file, read without writing; None for a new or empty file.

    Raises :class:`CorruptDatabaseError` only for a file that is really not a healthy Croupier
    database (another kind of file, SQLite finding it damaged, another program's tables); a file
    that cannot be read now (a full disk, a read-only folder, a lock, an I/O error) raises a
    :class:`DatabaseWriteError` naming the cause instead, and is never called damaged.
    """
    try:
        if not path.exists() or path.stat().st_size == 0:
            return None
        if path.is_dir():
            raise CorruptDatabaseError(path, "it is a folder, not a file", "folder")
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
    except OSError as error:
        raise os_error(error, f"The progress database {path} cannot be read", path.parent) from None
    if header != SQLITE_HEADER:
        raise CorruptDatabaseError(path, "it is not an SQLite database", "not_database")
    there = side_files(path)
    try:
        connection = read_only(path, PROBE_BUSY_SECONDS)
        try:
            problems = [row[0] for row in connection.execute("PRAGMA quick_check(3)")]
            if problems != ["ok"]:
                raise CorruptDatabaseError(path, "it is damaged (" + "; ".join(problems) + ")")
            listing = connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
            tables = {row[0] for row in listing}
            if "alembic_version" not in tables:
                if tables:
                    raise CorruptDatabaseError(
                        path, "it holds another program's tables, not Croupier's", "foreign"
                    )
                return None
            versions = [row[0] for row in connection.execute("SELECT version_num FROM alembic_version")]
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        raise unreadable(path, error) from None
    finally:
        remove_what_opening_made(path, there)  # the log's index a read made: nothing of its own
    if len(versions) != 1:
        raise CorruptDatabaseError(path, f"its schema version table holds {len(versions)} rows, not 1")
    return str(versions[0])


# SQLite's result codes that mean the file itself is broken; anything else is the machine's trouble.
_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26
_SQLITE_ERROR = 1


def unreadable(path: Path, error: sqlite3.DatabaseError) -> StoreError:
    """Why SQLite could not read ``path``: damage, or the disk, the folder or a lock."""
    code = getattr(error, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    if primary in (_SQLITE_CORRUPT, _SQLITE_NOTADB, _SQLITE_ERROR) or primary is None:
        return CorruptDatabaseError(path, f"SQLite cannot read it ({error})")
    problem = local_file_error(error, f"The progress database {path} cannot be read now", path.parent)
    if type(problem) is DatabaseWriteError and _side_files_blocked(path):
        # A write-ahead log beside the file, and no room or no right to make its index.
        return ReadOnlyFolderError(
            f"The progress database {path} cannot be read: its folder cannot be written"
        )
    return problem


def _side_files_blocked(path: Path) -> bool:
    return path.with_name(path.name + "-wal").exists() and not os.access(path.parent, os.W_OK)


_SIDE_FILES = ("-wal", "-shm", "-journal")


def side_files(path: Path | None) -> set[Path]:
    """The file and its side files that are there now."""
    if path is None:
        return set()
    return {p for p in (path, *(path.with_name(path.name + s) for s in _SIDE_FILES)) if p.exists()}


def remove_what_opening_made(path: Path | None, before: set[Path]) -> None:
    """An opening that failed leaves the folder as it found it: a new empty file or log, and a new
    log index (which holds nothing of its own), go again."""
    if path is None:
        return
    for made in side_files(path) - before:
        try:
            if made.name.endswith("-shm") or made.stat().st_size == 0:
                made.unlink()
        except OSError:
            pass
