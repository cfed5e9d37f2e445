"""Database URLs, engines with the right connection settings, and the SQLite file's own checks.

Nothing here writes to a SQLite file before :func:`sqlite_revision` has read it through a read-only
connection, so a corrupt or foreign file is never touched (not even its header's journal mode).
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

from sqlalchemy import URL, Engine, create_engine, event, make_url
from sqlalchemy.exc import ArgumentError
from sqlalchemy.pool import StaticPool

from croupier.store.errors import CorruptDatabaseError, StoreError

SQLITE_HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 10_000
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
        raise StoreError(f"Not a database URL: {error}") from None
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


def create_store_engine(url: URL) -> Engine:
    """An engine whose connections are set up for the store: WAL and foreign keys, or a connect timeout."""
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
            "application_name": "croupier",
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
# (PostgreSQL lets any login do that): the timeouts, and what the queries rely on.
SESSION_SETTINGS = {
    "statement_timeout": str(PG_STATEMENT_TIMEOUT_MS),
    "lock_timeout": str(PG_LOCK_TIMEOUT_MS),
    "search_path": "public",
    "default_transaction_read_only": "off",
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
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA synchronous={SQLITE_SYNCHRONOUS}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    finally:
        cursor.close()


def _read_only(path: Path) -> sqlite3.Connection:
    """A connection that writes nothing, not even an empty ``-wal`` or ``-shm`` beside the file.

    Without a ``-wal`` file nobody has the database open and nothing waits to be checkpointed, so
    ``immutable=1`` is safe and creates no side files; with one, SQLite must read the log too.
    """
    options = "mode=ro" if path.with_name(path.name + "-wal").exists() else "mode=ro&immutable=1"
    return sqlite3.connect(f"file:{quote(str(path))}?{options}", uri=True, timeout=BUSY_TIMEOUT_MS / 1000)


def sqlite_revision(path: Path) -> str | None:
    """The Alembic revision of a SQLite file, read without writing; None for a new or empty file.

    Raises :class:`CorruptDatabaseError` for anything that is not a healthy Croupier database.
    """
    if not path.exists() or path.stat().st_size == 0:
        return None
    if path.is_dir():
        raise CorruptDatabaseError(path, "it is a folder, not a file")
    with path.open("rb") as file:
        header = file.read(len(SQLITE_HEADER))
    if header != SQLITE_HEADER:
        raise CorruptDatabaseError(path, "it is not an SQLite database")
    try:
        connection = _read_only(path)
        try:
            problems = [row[0] for row in connection.execute("PRAGMA quick_check(3)")]
            if problems != ["ok"]:
                raise CorruptDatabaseError(path, "it is damaged (" + "; ".join(problems) + ")")
            listing = connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
            tables = {row[0] for row in listing}
            if "alembic_version" not in tables:
                if tables:
                    raise CorruptDatabaseError(path, "it holds another program's tables, not Croupier's")
                return None
            versions = [row[0] for row in connection.execute("SELECT version_num FROM alembic_version")]
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        raise CorruptDatabaseError(path, f"SQLite cannot read it ({error})") from None
    if len(versions) != 1:
        raise CorruptDatabaseError(path, f"its schema version table holds {len(versions)} rows, not 1")
    return str(versions[0])


def _stamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")


def backup_sqlite(path: Path, revision: str) -> Path:
    """A consistent copy (committed WAL content included) at ``<name>.backup-<rev>-<UTC time>``."""
    target = path.with_name(f"{path.name}.backup-{revision}-{_stamp()}")
    source = _read_only(path)
    try:
        copy = sqlite3.connect(target)
        try:
            source.backup(copy)
        finally:
            copy.close()
    finally:
        source.close()
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
