"""Database URLs, engines with the right connection settings, and the SQLite file's own checks.

Nothing here writes to a SQLite file before :func:`sqlite_revision` has read it through a read-only
connection, so a corrupt or foreign file is never touched (not even its header's journal mode).
"""

from __future__ import annotations

import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

from sqlalchemy import URL, Engine, create_engine, event, make_url
from sqlalchemy.exc import ArgumentError
from sqlalchemy.pool import StaticPool

from croupier.store.connect_errors import without_password
from croupier.store.errors import (
    ConfigurationError,
    CorruptDatabaseError,
    DatabaseWriteError,
    DiskFullError,
    StoreError,
)
from croupier.store.median import register as register_median
from croupier.store.sqlite_errors import ReadOnlyFolderError, disk_is_full, local_file_error, os_error

SQLITE_HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 10_000
PROBE_BUSY_SECONDS = 2.0  # judging a file at the start waits this long for another program's lock
PG_CONNECT_TIMEOUT_S = 5
# A statement the server has not finished in this time is cancelled by the server, so a station's
# upload thread never waits on a slow query for ever (a hung server cannot cancel: see writer.py).
PG_STATEMENT_TIMEOUT_MS = 5_000
PG_LOCK_TIMEOUT_MS = 3_000
# WAL with synchronous=FULL: a commit is on disk (fsync of the WAL) before record_attempt returns.
# NORMAL would already survive a killed process (the OS keeps the written WAL pages); FULL also
# survives a power cut at a station, for about a millisecond per answer (see benchmarks/store.py).
SQLITE_SYNCHRONOUS = "FULL"


def parse_url(url: str | URL) -> URL:
    """A URL with an explicit driver: ``postgresql://`` becomes ``postgresql+psycopg://``.

    >>> parse_url("postgres://coach@school/croupier").drivername
    'postgresql+psycopg'
    >>> parse_url("sqlite:////tmp/c.sqlite3").database
    '/tmp/c.sqlite3'
    """
    try:
        parsed = make_url(url)
    except ArgumentError as error:
        raise ConfigurationError(
            without_password(str(url)), "bad_address", f"not a database address ({error})"
        ) from None
    except ValueError as error:  # a port that is not a number, an unclosed [ of an IPv6 address
        raise ConfigurationError(
            without_password(str(url)), "bad_address", f"not a database address ({error})"
        ) from None
    backend = parsed.get_backend_name()
    if backend in ("postgresql", "postgres"):
        return parsed.set(drivername="postgresql+psycopg")
    if backend == "sqlite":
        return parsed.set(drivername="sqlite+pysqlite")
    raise StoreError(f"Croupier stores progress in SQLite or PostgreSQL, not {backend!r} ({display(parsed)})")


def display(url: URL) -> str:
    """The URL for messages: the password hidden."""
    return url.render_as_string(hide_password=True)


def sqlite_path(url: URL) -> Path | None:
    """The file of a SQLite URL, or None for an in-memory database."""
    if url.get_backend_name() != "sqlite" or url.database in (None, "", ":memory:"):
        return None
    return Path(url.database)


def sqlite_url(path: Path) -> URL:
    return URL.create("sqlite+pysqlite", database=str(path))


def create_store_engine(url: URL, station: str | None = None) -> Engine:
    """An engine whose connections are set up for the store: WAL and foreign keys, or a connect
    timeout; on PostgreSQL the connections name the station (``application_name``
    ``croupier@<station>``), which the school's audit trail records beside the login."""
    if url.get_backend_name() == "sqlite":
        if sqlite_path(url) is None:
            # One shared in-memory database, not one per thread.
            engine = create_engine(url, poolclass=StaticPool, connect_args={"check_same_thread": False})
        else:
            engine = create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_MS / 1000})
        event.listen(engine, "connect", _set_sqlite_pragmas)
        return engine
    return create_engine(
        url,
        connect_args={
            "connect_timeout": PG_CONNECT_TIMEOUT_S,
            "application_name": f"croupier@{station}"[:63] if station else "croupier",
            "options": connection_options(),
            # A connection whose server went away is noticed within about half a minute.
            "keepalives": 1,
            "keepalives_idle": 10,
            "keepalives_interval": 5,
            "keepalives_count": 3,
            **password_safety(url),
        },
        pool_pre_ping=True,
        pool_size=2,
    )


# What every connection sets for itself, over whatever a login set on itself with ALTER ROLE … SET
# (PostgreSQL lets any login do that): the timeouts, and what the queries rely on. Not
# default_transaction_read_only: a server that takes no writes (a standby after a failover, a
# database an administrator set read-only) is honoured — the writer keeps the answers and sends
# them when it takes writes again — and a station's login that sets it on itself shuts out only
# itself, until `croupier school init` resets it.
SESSION_SETTINGS = {
    "statement_timeout": str(PG_STATEMENT_TIMEOUT_MS),
    "lock_timeout": str(PG_LOCK_TIMEOUT_MS),
    "search_path": "public",
    "idle_session_timeout": "0",
    "idle_in_transaction_session_timeout": "0",
    "DateStyle": "ISO",
    "IntervalStyle": "postgres",
}


def connection_options() -> str:
    """libpq's ``options``: every setting of :data:`SESSION_SETTINGS` as ``-c name=value``."""
    return " ".join(f"-c {name}={value}" for name, value in SESSION_SETTINGS.items())


def password_safety(url: URL) -> dict[str, str]:
    """What keeps a password from going to whoever asks for it: over the network only SCRAM
    (``require_auth``; a server, or a fake one, that asks for the password in clear or as MD5 is
    refused before it gets it) and, where the address asks for TLS, channel binding. A socket on
    this computer (no host, or a folder) keeps what the administrator set; an address that names
    its own ``require_auth`` keeps it.

    >>> password_safety(parse_url("postgresql://u@school/db"))
    {'require_auth': 'scram-sha-256'}
    >>> password_safety(parse_url("postgresql://u@school/db?sslmode=require"))["channel_binding"]
    'require'
    >>> password_safety(parse_url("postgresql:///db?host=/run/postgresql"))
    {}
    """
    query = dict(url.query)
    host = url.host or str(query.get("host") or "")
    if not host or host.startswith("/"):
        return {}
    safety: dict[str, str] = {}
    if "require_auth" not in query:
        safety["require_auth"] = "scram-sha-256"
    if query.get("sslmode") in ("require", "verify-ca", "verify-full") and "channel_binding" not in query:
        safety["channel_binding"] = "require"
    return safety


def _set_sqlite_pragmas(dbapi_connection: Any, _record: object) -> None:
    register_median(dbapi_connection)
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA synchronous={SQLITE_SYNCHRONOUS}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    finally:
        cursor.close()


def _read_only(path: Path, busy_seconds: float = BUSY_TIMEOUT_MS / 1000) -> sqlite3.Connection:
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
        connection = _read_only(path, PROBE_BUSY_SECONDS)
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
        raise _unreadable(path, error) from None
    finally:
        remove_what_opening_made(path, there)  # the log's index a read made: nothing of its own
    if len(versions) != 1:
        raise CorruptDatabaseError(path, f"its schema version table holds {len(versions)} rows, not 1")
    return str(versions[0])


# SQLite's result codes that mean the file itself is broken; anything else is the machine's trouble.
_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26
_SQLITE_ERROR = 1


def _unreadable(path: Path, error: sqlite3.DatabaseError) -> StoreError:
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


def ensure_writable(path: Path) -> None:
    """Make sure a database can be opened for writing at ``path`` before anything is written: the
    folder made (or there), room on its disk, and the right to write the folder and the file.
    Raises the :class:`DatabaseWriteError` for the cause (a full disk, a read-only folder) and
    leaves everything as it was."""
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise os_error(error, f"The folder {folder} cannot be made", folder.parent) from None
    if not os.access(folder, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise ReadOnlyFolderError(
            f"The progress database {path} cannot be written: its folder or the file is read-only"
        )
    if disk_is_full(folder):
        raise DiskFullError(f"The progress database {path} cannot be opened: the disk is full")


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


def _stamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")


def backup_sqlite(path: Path, revision: str) -> Path:
    """A consistent copy (committed WAL content included) at ``<name>.backup-<rev>-<UTC time>``."""
    target = path.with_name(f"{path.name}.backup-{revision}-{_stamp()}")
    try:
        source = _read_only(path)
        try:
            copy = sqlite3.connect(target)
            try:
                source.backup(copy)
            finally:
                copy.close()
        finally:
            source.close()
    except sqlite3.Error as error:
        target.unlink(missing_ok=True)  # a part copy is no backup
        raise local_file_error(error, f"The backup of {path} cannot be made", path.parent) from None
    return target


def set_aside(path: Path) -> Path:
    """Rename a database that cannot be used (and its -wal/-shm) to ``<name>.unusable-<UTC time>``.

    The data is kept for a rescue; the usual path is free for a fresh database. Returns the new path.
    """
    target = path.with_name(f"{path.name}.unusable-{_stamp()}")
    path.rename(target)
    for suffix in ("-wal", "-shm", "-journal"):
        sibling = path.with_name(path.name + suffix)
        if sibling.exists():
            sibling.rename(target.with_name(target.name + suffix))
    return target
