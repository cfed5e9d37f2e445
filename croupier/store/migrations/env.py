"""Alembic's environment: migrate the connection that :mod:`croupier.store.schema` hands in."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection, create_engine

from croupier.store.models import Base, postgresql_options


def _configure_and_run(connection: Connection) -> None:
    if connection.dialect.name == "postgresql":
        postgresql_options()  # what autogenerate compares with
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        # SQLite cannot ALTER most things in place; batch mode copies the table instead.
        render_as_batch=True,
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations() -> None:
    connection = context.config.attributes.get("connection")
    if connection is not None:
        _configure_and_run(connection)
        return
    url = context.config.get_main_option("sqlalchemy.url")
    if not url:
        raise RuntimeError("croupier.store migrations need a connection or sqlalchemy.url")
    engine = create_engine(url)
    try:
        with engine.connect() as fresh:
            _configure_and_run(fresh)
    finally:
        engine.dispose()


# Alembic sets up `context` before it loads this file; pytest's doctest collection imports it bare.
if hasattr(context, "config"):
    run_migrations()
