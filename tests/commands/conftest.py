"""Fixtures for the command tests: each store test runs on SQLite and on a real PostgreSQL server
(``CROUPIER_TEST_POSTGRES_URL``, a database of its own per test, dropped afterwards; skipped without
it, except under CI), and the compiled catalogues the commands read from ``translations/``."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, create_engine, text
from sqlalchemy.exc import ProgrammingError

from croupier.store.database import parse_url

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
PG_ENV = "CROUPIER_TEST_POSTGRES_URL"


def _postgres_base_url() -> str:
    url = os.environ.get(PG_ENV)
    if url:
        return url
    if os.environ.get("CI", "").strip().lower() in ("true", "1", "yes"):
        pytest.fail(f"{PG_ENV} is not set, but CI must test the commands against PostgreSQL", pytrace=False)
    pytest.skip(f'{PG_ENV} is not set; run eval "$(bash .ci/postgres.sh)" to test against PostgreSQL')


@pytest.fixture(scope="session")
def pg_admin() -> Iterator[Engine]:
    engine = create_engine(parse_url(_postgres_base_url()), isolation_level="AUTOCOMMIT")
    yield engine
    engine.dispose()


def _drop(admin: Engine, name: str) -> None:
    # An autovacuum worker in the database goes away within moments: a refusal is tried again.
    for attempt in range(40):
        try:
            with admin.connect() as connection:
                connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
            return
        except ProgrammingError:
            if attempt == 39:
                raise
            time.sleep(0.25)


@pytest.fixture
def postgres_url(pg_admin: Engine) -> Iterator[str]:
    name = f"croupier_c_{uuid.uuid4().hex[:12]}"
    with pg_admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    yield pg_admin.url.set(database=name).render_as_string(hide_password=False)
    _drop(pg_admin, name)


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'croupier.sqlite3'}"
    url: str = request.getfixturevalue("postgres_url")
    return url


@pytest.fixture(scope="session")
def catalogues() -> Path:
    """``translations/*.qm`` as new as the ``.ts`` sources (compiled there when stale, as make does)."""
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    for ts in sorted(TRANSLATIONS.glob("croupier_*.ts")):
        qm = ts.with_suffix(".qm")
        if not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime:
            subprocess.run([str(beside), "-silent", str(ts), "-qm", str(qm)], check=True)
    return TRANSLATIONS
