"""The class report's read of a SQLite file without SQLAlchemy (``croupier.store.class_read``): the
same CSV as the store's own ``class_csv``, read from SQLite, and as the store writes it from
PostgreSQL for the same class; a file the store must first upgrade is left to the store, and a file
the store refuses is refused with the store's own error."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from alembic import command
from cli_helpers import compile_catalogues, run_here
from sqlalchemy import create_engine

from croupier.store import CorruptDatabaseError, CsvWords, FutureSchemaError, Store
from croupier.store.class_read import open_class_read, plain_sqlite_path
from croupier.store.database import parse_url, sqlite_path
from croupier.store.reports import class_csv, class_table_csv
from croupier.store.schema import alembic_config

WHEN = datetime(2026, 11, 2, 8, 0, tzinfo=UTC)
GERMAN = CsvWords(skill=lambda code: code.upper(), decimal=",")


def fill(url: str) -> dict[str, int]:
    """Two classes: answers timed and untimed, right and wrong, a live class's answers (left out),
    an archived trainee, timed hands (with and without duties); the class ids by name."""
    with Store(url, station="desk") as store:
        evening, morning = store.classes.add("Evening"), store.classes.add("Morning")
        anna = store.roster.add("anna Berg", class_id=evening.id)
        ben = store.roster.add("Ben Öztürk", class_id=morning.id)
        cleo = store.roster.add("Cleo", class_id=morning.id)
        gone = store.roster.add("Gone", class_id=evening.id)
        for number in range(23):
            for trainee, skill in (
                (anna, "bring_in"),
                (ben, "pot_size"),
                (cleo, "bring_in"),
                (gone, "winner"),
            ):
                store.record_attempt(
                    trainee.id,
                    skill=skill if number % 5 else "walkthrough:burn",
                    question="q",
                    answer="a",
                    correct=number % 3 != 0,
                    seconds=None if number % 7 == 0 else 0.25 * (number % 11) + 1.5,
                    mode="live" if number % 6 == 0 else "practice",
                    answered_at=WHEN + timedelta(minutes=number),
                )
        for number, (trainee, duties) in enumerate(((anna, 12), (anna, 0), (ben, 9), (gone, 4))):
            store.paces.record(
                trainee.id, "F7S", 8, 90.0 + number, duties, 30.5 * number, 40.0, taken_at=WHEN
            )
        store.roster.archive(gone.id)
        return {"Evening": evening.id, "Morning": morning.id}


@pytest.fixture
def classes(database_url: str, tmp_path: Path) -> tuple[str, Path, dict[str, int]]:
    """The class in the store at ``database_url`` and, the same, in a SQLite file to read."""
    ids = fill(database_url)
    path = sqlite_path(parse_url(database_url))
    if path is None:  # PostgreSQL: the same class in a file of its own
        path = tmp_path / "read.sqlite3"
        assert fill(f"sqlite:///{path}") == ids
    return database_url, path, ids


@pytest.mark.parametrize("words", [None, GERMAN])
def test_the_read_gives_the_stores_class_csv(classes, words):
    url, path, ids = classes
    for name in (None, "Evening", "Morning"):
        class_id = None if name is None else ids[name]
        with Store(url) as store:
            expected = class_csv(store, words=words, delimiter=";", class_id=class_id)
        read = open_class_read(path)
        assert read is not None
        with read:
            assert read.class_id(name or "Evening") == ids[name or "Evening"]
            found = class_table_csv(
                read.skill_stats(class_id=class_id),
                read.hands(class_id=class_id),
                read.trainees(class_id=class_id),
                delimiter=";",
                words=words,
            )
        assert found == expected
        assert "Gone" not in found  # archived
        assert len(found.splitlines()) > 3


def test_the_read_names_classes_as_the_store_finds_them(classes):
    url, path, ids = classes
    read = open_class_read(path)
    assert read is not None
    with read, Store(url) as store:
        for name in ("  evening ", "MORNING", "Nights"):
            found = store.classes.find(name)
            assert read.class_id(name) == (found.id if found else None)
        assert read.class_id("Evening") == ids["Evening"]


def test_a_file_the_store_must_open_first_is_left_to_it(qapp, capsys, tmp_path):
    """A new file and an older schema: not read here; the command opens the store, which backs the
    older file up and upgrades it, and writes the report."""
    assert open_class_read(tmp_path / "new.sqlite3") is None
    assert not (tmp_path / "new.sqlite3").exists()
    older = tmp_path / "older.sqlite3"
    engine = create_engine(f"sqlite:///{older}")
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "0001")
    engine.dispose()
    assert open_class_read(older) is None
    compile_catalogues()
    out = tmp_path / "class.csv"
    done = run_here(
        capsys, "report", "class", "--format", "csv", "--out", str(out), "--database", f"sqlite:///{older}"
    )
    assert done.status == 0, done.err
    assert [p.name.split("-")[0] for p in tmp_path.glob("older.sqlite3.backup-*")] == ["older.sqlite3.backup"]
    assert out.read_text(encoding="utf-8-sig").startswith("trainee,skill")


def test_a_file_the_store_refuses_is_refused_alike(tmp_path):
    newer = tmp_path / "newer.sqlite3"
    fill(f"sqlite:///{newer}")
    with sqlite3.connect(newer) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0099'")
    connection.close()
    with pytest.raises(FutureSchemaError):
        open_class_read(newer)
    foreign = tmp_path / "foreign.sqlite3"
    with sqlite3.connect(foreign) as connection:
        connection.execute("CREATE TABLE notes (text TEXT)")
    connection.close()
    with pytest.raises(CorruptDatabaseError, match="another program's tables"):
        open_class_read(foreign)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["foreign.sqlite3", "newer.sqlite3"]


def test_the_read_leaves_no_files_beside_the_database(tmp_path):
    path = tmp_path / "class.sqlite3"
    fill(f"sqlite:///{path}")
    read = open_class_read(path)
    assert read is not None
    with read:
        assert read.skill_stats()
    assert [p.name for p in tmp_path.iterdir()] == ["class.sqlite3"]


@pytest.mark.parametrize(
    "url",
    [
        "sqlite:////srv/croupier/class.sqlite3",
        "sqlite:///class.sqlite3",
        "sqlite+pysqlite:////a folder/the class.sqlite3",
    ],
)
def test_a_plain_sqlite_address_names_the_file_the_store_opens(url):
    assert plain_sqlite_path(url) == sqlite_path(parse_url(url))


@pytest.mark.parametrize(
    "url",
    [
        "sqlite://",
        "sqlite:///:memory:",
        "sqlite:///c.sqlite3?timeout=5",
        "sqlite:///a%20b",
        "postgresql://s/db",
    ],
)
def test_other_addresses_are_the_stores_to_parse(url):
    assert plain_sqlite_path(url) is None
