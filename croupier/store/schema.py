"""Schema versions: Alembic run through its API, with ``script_location`` inside the package.

Opening a database checks its revision first: unknown to this build (written by a newer Croupier)
raises :class:`FutureSchemaError` before anything is written; older is upgraded, a SQLite file
only after a backup copy beside it.

Alembic itself (about 0.4 s of imports) is loaded only to migrate: a database already at the head
is told by its ``alembic_version`` row and the revisions' own files (``revision = "0016"``), which
``tests/store/test_store_schema.py`` holds to what Alembic reads from them
(:mod:`croupier.store.revisions`, which needs no SQLAlchemy either).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import Connection, text

from croupier.store.revisions import MIGRATIONS, check_known, head_revision, known_revisions

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
