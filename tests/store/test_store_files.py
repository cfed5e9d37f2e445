"""The local SQLite file: where it lives, how it is set up, and damaged or foreign files left untouched."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import platformdirs
import pytest

from croupier.store import (
    CorruptDatabaseError,
    NewAttempt,
    Store,
    StoreError,
    StoreKind,
    default_sqlite_path,
    set_aside,
)


def snapshot(folder: Path) -> dict[str, str]:
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir()) if p.is_file()
    }


def filled_database(path: Path, answers: int = 120) -> None:
    with Store(f"sqlite:///{path}") as store:
        anna = store.roster.add("Anna").id
        for i in range(answers):
            store.record_attempt(
                NewAttempt(
                    trainee_id=anna,
                    skill="pot",
                    question=f"question {i} " + "x" * 400,
                    answer="a",
                    correct=True,
                    seconds=1,
                    mode="practice",
                )
            )


def test_the_default_file_is_in_the_users_data_folder(tmp_path: Path) -> None:
    assert (
        default_sqlite_path()
        == Path(platformdirs.user_data_dir("croupier", appauthor=False)) / "croupier.sqlite3"
    )
    with Store.open_default(data_dir=tmp_path / "new folder", environ={}) as store:
        assert store.path == tmp_path / "new folder" / "croupier.sqlite3"
        assert store.status.kind is StoreKind.LOCAL
        assert store.notice is None
    assert store.path.is_file()


def test_connections_use_wal_full_sync_foreign_keys_and_a_busy_timeout(sqlite_file: Path) -> None:
    with Store(f"sqlite:///{sqlite_file}") as store, store._access.engine.connect() as connection:
        pragma = connection.exec_driver_sql
        assert pragma("PRAGMA journal_mode").scalar() == "wal"
        assert pragma("PRAGMA synchronous").scalar() == 2  # FULL
        assert pragma("PRAGMA foreign_keys").scalar() == 1
        assert pragma("PRAGMA busy_timeout").scalar() == 10_000


def test_an_in_memory_store_works_for_throwaway_use() -> None:
    with Store("sqlite://") as store:
        anna = store.roster.add("Anna").id
        store.record_attempt(
            NewAttempt(
                trainee_id=anna, skill="pot", question="q", answer="a", correct=True, seconds=1, mode="m"
            )
        )
        assert len(store.attempts_for(anna)) == 1
        assert store.path is None


def garbage_in_the_middle(path: Path) -> None:
    data = bytearray(path.read_bytes())
    page = 4096
    for offset in range(page, len(data) - page, page):  # every page but the first and the last
        data[offset : offset + page] = bytes((offset // page * 37 + i * 11) % 256 for i in range(page))
    path.write_bytes(bytes(data))


def truncated(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3 + 17])


def text_file(path: Path) -> None:
    path.write_text("name,score\nAnna,12\n", encoding="utf-8")


def foreign_database(path: Path) -> None:
    path.unlink()
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE recipes (name TEXT)")
    connection.commit()
    connection.close()


def bad_version_table(path: Path) -> None:
    connection = sqlite3.connect(path)
    connection.execute("DELETE FROM alembic_version")
    connection.commit()
    connection.close()


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (garbage_in_the_middle, "damaged|cannot read"),
        (truncated, "damaged|cannot read"),
        (text_file, "not an SQLite database"),
        (foreign_database, "another program"),
        (bad_version_table, "schema version table holds 0 rows"),
    ],
)
def test_a_damaged_file_is_reported_and_left_untouched(sqlite_file: Path, damage, reason: str) -> None:
    filled_database(sqlite_file)
    damage(sqlite_file)
    before = snapshot(sqlite_file.parent)
    with pytest.raises(CorruptDatabaseError, match=reason) as raised:
        Store(f"sqlite:///{sqlite_file}")
    assert raised.value.path == sqlite_file
    assert str(sqlite_file) in str(raised.value)
    assert "left untouched" in str(raised.value)
    assert snapshot(sqlite_file.parent) == before
    with pytest.raises(CorruptDatabaseError):
        Store.open_default(data_dir=sqlite_file.parent, environ={})
    assert snapshot(sqlite_file.parent) == before


def test_a_folder_where_the_file_should_be_is_reported(sqlite_file: Path) -> None:
    (sqlite_file / "inside").mkdir(parents=True)
    with pytest.raises(CorruptDatabaseError, match="folder"):
        Store(f"sqlite:///{sqlite_file}")


def test_an_empty_file_becomes_a_new_database(sqlite_file: Path) -> None:
    sqlite_file.touch()
    with Store(f"sqlite:///{sqlite_file}") as store:
        assert store.roster.trainees() == []


def test_a_damaged_file_set_aside_makes_room_for_a_fresh_one(sqlite_file: Path) -> None:
    filled_database(sqlite_file)
    garbage_in_the_middle(sqlite_file)
    damaged = sqlite_file.read_bytes()
    kept = set_aside(sqlite_file)
    assert not sqlite_file.exists()
    assert kept.parent == sqlite_file.parent
    assert kept.name.startswith("croupier.sqlite3.unusable-")
    assert kept.read_bytes() == damaged
    with Store.open_default(data_dir=sqlite_file.parent, environ={}) as fresh:
        assert fresh.roster.trainees() == []


def test_set_aside_carries_the_write_ahead_log_along(sqlite_file: Path) -> None:
    keep_open = sqlite3.connect(sqlite_file)
    keep_open.execute("PRAGMA journal_mode=WAL")
    keep_open.execute("CREATE TABLE t (x)")
    keep_open.execute("INSERT INTO t VALUES (1)")
    keep_open.commit()
    assert sqlite_file.with_name("croupier.sqlite3-wal").exists()
    kept = set_aside(sqlite_file)
    assert kept.with_name(kept.name + "-wal").exists()
    assert not sqlite_file.with_name("croupier.sqlite3-wal").exists()
    keep_open.close()
    assert sqlite3.connect(kept).execute("SELECT x FROM t").fetchall() == [(1,)]


def test_a_data_folder_that_cannot_be_made_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "not a folder"
    blocker.write_text("", encoding="utf-8")
    with pytest.raises(StoreError, match="cannot be made: Not a directory"):
        Store.open_default(data_dir=blocker / "croupier", environ={})
