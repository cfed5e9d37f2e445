"""Fixtures for the store tests: every backend test runs on SQLite and on a real PostgreSQL server.

PostgreSQL comes from ``CROUPIER_TEST_POSTGRES_URL`` (``.ci/run`` starts a loopback-only cluster
with ``.ci/postgres.sh``). Without it a developer's run skips the PostgreSQL cases; under CI it fails.
Each PostgreSQL test gets a database of its own, dropped afterwards.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from pg_cluster import drop_database
from sqlalchemy import Engine, create_engine, text

from croupier.store import Store
from croupier.store.database import parse_url

PG_ENV = "CROUPIER_TEST_POSTGRES_URL"
BACKENDS = ("sqlite", "postgres")


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("true", "1", "yes")


def postgres_base_url() -> str:
    url = os.environ.get(PG_ENV)
    if url:
        return url
    if in_ci():
        pytest.fail(
            f"{PG_ENV} is not set, but CI must test the store against PostgreSQL "
            "(.ci/run starts a server with .ci/postgres.sh and exports it)",
            pytrace=False,
        )
    pytest.skip(f'{PG_ENV} is not set; run eval "$(bash .ci/postgres.sh)" to test against PostgreSQL')


@pytest.fixture(scope="session")
def pg_admin() -> Iterator[Engine]:
    # A test worker's whole run long: a pooled connection the server has closed meanwhile (one did,
    # in a fresh-clone run: "server closed the connection unexpectedly" at CREATE DATABASE) is
    # noticed and replaced before it is used.
    engine = create_engine(parse_url(postgres_base_url()), isolation_level="AUTOCOMMIT", pool_pre_ping=True)
    yield engine
    engine.dispose()


@contextmanager
def _new_database(pg_admin: Engine, template: str | None = None) -> Iterator[str]:
    """A database of its own (a copy of ``template``, or empty), dropped afterwards: its URL."""
    name = f"croupier_t_{uuid.uuid4().hex[:12]}"
    copy = f' TEMPLATE "{template}"' if template else ""
    with pg_admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"{copy}'))
    try:
        yield pg_admin.url.set(database=name).render_as_string(hide_password=False)
    finally:
        drop_database(pg_admin, name)


@pytest.fixture(scope="session")
def migrated_template(pg_admin: Engine) -> Iterator[str]:
    """A database the store has migrated to its newest schema, once per test process: a test's
    database is a copy of it (a file copy on the server, where migrating each one anew ran about a
    hundred DDL statements per test)."""
    with _new_database(pg_admin) as url:
        Store(url).close()
        yield parse_url(url).database or ""


@pytest.fixture
def postgres_url(pg_admin: Engine, migrated_template: str) -> Iterator[str]:
    """A database of its own for the test, at the store's newest schema (as ``Store`` leaves it)."""
    with _new_database(pg_admin, migrated_template) as url:
        yield url


@pytest.fixture
def blank_postgres_url(pg_admin: Engine) -> Iterator[str]:
    """An empty database of its own, for the tests of what the store does to a new database."""
    with _new_database(pg_admin) as url:
        yield url


@pytest.fixture
def sqlite_file(tmp_path: Path) -> Path:
    return tmp_path / "croupier.sqlite3"


@pytest.fixture(params=BACKENDS)
def database_url(request: pytest.FixtureRequest, sqlite_file: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{sqlite_file}"
    url: str = request.getfixturevalue("postgres_url")
    return url


@pytest.fixture
def store(database_url: str) -> Iterator[Store]:
    with Store(database_url, station="station-7") as opened:
        yield opened
