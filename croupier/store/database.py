"""Database URLs, engines with the right connection settings, and the SQLite file's own checks.

Nothing here writes to a SQLite file before :func:`sqlite_revision` has read it through a read-only
connection, so a corrupt or foreign file is never touched (not even its header's journal mode). The
checks that need no SQLAlchemy live in :mod:`croupier.store.sqlite_file` and are named here too.
"""

from __future__ import annotations

import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import URL, Engine, create_engine, event, make_url
from sqlalchemy.exc import ArgumentError
from sqlalchemy.pool import StaticPool

from croupier.store.connect_errors import without_password
from croupier.store.errors import ConfigurationError, DiskFullError, StoreError
from croupier.store.sqlite_errors import ReadOnlyFolderError, disk_is_full, local_file_error, os_error
from croupier.store.sqlite_file import (
    BUSY_TIMEOUT_MS,
    PROBE_BUSY_SECONDS,
    SQLITE_HEADER,
    read_only,
    remove_what_opening_made,
    side_files,
    sqlite_revision,
)
from croupier.store.sqlite_median import register as register_median

__all__ = [
    "BUSY_TIMEOUT_MS",
    "PG_CONNECT_TIMEOUT_S",
    "PROBE_BUSY_SECONDS",
    "SQLITE_HEADER",
    "backup_sqlite",
    "connection_options",
    "create_store_engine",
    "display",
    "ensure_writable",
    "parse_url",
    "password_safety",
    "remove_what_opening_made",
    "set_aside",
    "side_files",
    "sqlite_path",
    "sqlite_revision",
    "sqlite_url",
]

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
    from croupier.store.models import postgresql_options  # noqa: PLC0415 - the tables, for PostgreSQL only

    postgresql_options()
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


def _stamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")


def backup_sqlite(path: Path, revision: str) -> Path:
    """A consistent copy (committed WAL content included) at ``<name>.backup-<rev>-<UTC time>``."""
    target = path.with_name(f"{path.name}.backup-{revision}-{_stamp()}")
    try:
        source = read_only(path)
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
