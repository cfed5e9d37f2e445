"""Schema versions: Alembic run through its API, with ``script_location`` inside the package.

Opening a database checks its revision first: unknown to this build (written by a newer Croupier)
raises :class:`FutureSchemaError` before anything is written; older is upgraded, a SQLite file
only after a backup copy beside it.

Alembic itself (about 0.4 s of imports) is loaded only to migrate: a database already at the head
is told by its ``alembic_version`` row and the revisions' own files (``revision = "0016"``), which
``tests/store/test_store_schema.py`` holds to what Alembic reads from them
(:mod:`croupier.store.revisions`, which needs no SQLAlchemy either).

A new SQLite file (a trainee's first start) is not migrated step by step either: its tables are made
at the head from the models and stamped with the head revision, as Alembic's documentation builds a
database from scratch, with the rows the migrations leave in a new database (``_create_at_head``;
the tests hold the two ways to the same tables, indexes, keys and rows). Running the 16 migrations,
Alembic's imports with them, took about half a second of a first start. A school's PostgreSQL
database is still migrated: its functions, policies and triggers are made by the migrations alone.
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

from sqlalchemy import Column, Connection, MetaData, PrimaryKeyConstraint, String, Table, insert, text

from croupier.store.model_base import utc_now
from croupier.store.models import Base, SettingRow
from croupier.store.revisions import MIGRATIONS, check_known, head_revision, known_revisions
from croupier.store.school_models import ClassRow

if TYPE_CHECKING:
    from alembic.config import Config

__all__ = [
    "MIGRATIONS",
    "VERSION_TABLE",
    "alembic_config",
    "check_known",
    "current_revision",
    "head_revision",
    "known_revisions",
    "new_revision",
    "upgrade",
]

VERSION_TABLE = "alembic_version"
FIRST_CLASS = "Class 1"
"""The class every database begins with (migration 0012 named it so; a new one is made so too)."""
# Any constant will do; it keeps two stations that open a fresh school database at once apart.
_PG_MIGRATION_LOCK = 0x43524F55  # "CROU"


def alembic_config(connection: Connection | None = None) -> Config:
    from alembic.config import Config  # noqa: PLC0415 - only a migration needs Alembic

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def current_revision(connection: Connection) -> str | None:
    """The database's revision (None: not made by Croupier yet), read as Alembic reads it."""
    if not connection.dialect.has_table(connection, VERSION_TABLE):
        return None
    rows = connection.execute(text(f"SELECT version_num FROM {VERSION_TABLE}")).scalars().all()  # noqa: S608
    if len(rows) > 1:
        raise RuntimeError(f"the database has {len(rows)} schema revisions: {sorted(rows)}")
    return rows[0] if rows else None


def upgrade(connection: Connection, where: str, target: str = "head") -> None:
    """Bring the database on ``connection`` to ``target`` and commit (``connection`` is not inside a
    ``begin()`` block: the caller commits what it did before, this commits the upgrade).

    On PostgreSQL a transaction-scoped advisory lock makes concurrent stations take turns, and the
    revision is checked again once the lock is held.
    """
    if connection.dialect.name == "postgresql":
        # Waiting for another station's migration may take longer than a statement may.
        connection.execute(text("SET LOCAL statement_timeout = 0"))
        connection.execute(text("SET LOCAL lock_timeout = 0"))
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_MIGRATION_LOCK})
    revision = current_revision(connection)
    check_known(where, revision)
    wanted = head_revision() if target == "head" else target
    if revision == wanted:
        connection.commit()
        return
    if revision is None and wanted == head_revision() and connection.dialect.name == "sqlite":
        if _created_at_head(connection):
            return
        if current_revision(connection) == wanted:  # another program made it meanwhile
            connection.commit()
            return
    from alembic import command  # noqa: PLC0415 - only a migration needs Alembic

    if connection.dialect.name != "sqlite":
        command.upgrade(alembic_config(connection), target)
        connection.commit()
        return
    # SQLite changes a table by copying it; with foreign keys on, dropping the old copy of a table
    # others refer to fails. Off for the migration (the pragma works outside a transaction only,
    # and pysqlite has not opened one yet), checked once it is done.
    connection.exec_driver_sql("PRAGMA foreign_keys=OFF")
    try:
        command.upgrade(alembic_config(connection), target)
        problems = connection.exec_driver_sql("PRAGMA foreign_key_check").all()
        if problems:
            raise RuntimeError(f"{where}: the upgrade left broken references: {problems[:5]}")
        connection.commit()
    finally:
        connection.rollback()  # nothing if committed; the pragma needs no open transaction
        connection.exec_driver_sql("PRAGMA foreign_keys=ON")
        connection.commit()


def _created_at_head(connection: Connection) -> bool:
    """If the SQLite database has nothing in it, make its tables at the head revision with the rows
    its migrations would leave in it (the school's id, 0008; the first class, 0012) and stamp it,
    all in one transaction that holds the file's write lock from the look on: True if it did."""
    connection.exec_driver_sql("BEGIN IMMEDIATE")
    try:
        if connection.exec_driver_sql("SELECT count(*) FROM sqlite_master").scalar():
            connection.rollback()
            return False
        _create_at_head(connection)
        connection.commit()
    except BaseException:
        connection.rollback()
        raise
    return True


def _create_at_head(connection: Connection) -> None:
    Base.metadata.create_all(connection)
    connection.execute(insert(SettingRow).values(key="school_id", value=uuid.uuid4().hex))
    connection.execute(insert(ClassRow).values(id=1, name=FIRST_CLASS, created_at=utc_now()))
    # Alembic's own table, as its MigrationContext makes it.
    version = Table(
        VERSION_TABLE,
        MetaData(),
        Column("version_num", String(32), nullable=False),
        PrimaryKeyConstraint("version_num", name=f"{VERSION_TABLE}_pkc"),
    )
    version.create(connection)
    connection.execute(version.insert().values(version_num=head_revision()))


def new_revision(message: str) -> None:  # pragma: no cover - a developer's tool
    """Autogenerate a revision file from the difference between ``models.py`` and the migrations."""
    import tempfile  # noqa: PLC0415

    from alembic import command  # noqa: PLC0415
    from sqlalchemy import create_engine  # noqa: PLC0415

    with tempfile.TemporaryDirectory() as folder:
        engine = create_engine(f"sqlite:///{folder}/head.sqlite3")
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), "head")
            command.revision(alembic_config(connection), message=message, autogenerate=True)
        engine.dispose()
