"""Schema migrations: a first-schema database upgrades with its data, newer schemas are refused."""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
import threading
import uuid
from datetime import UTC, datetime
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.schema import CreateIndex

from croupier.store import FutureSchemaError, NewAttempt, Store, StoreKind
from croupier.store.database import create_store_engine, parse_url, sqlite_revision
from croupier.store.models import Base
from croupier.store.schema import alembic_config, current_revision, head_revision, known_revisions

FIRST = "0001"
WHEN = datetime(2025, 9, 1, 8, 0)  # naive UTC, as stored


@pytest.fixture
def postgres_url(blank_postgres_url: str) -> str:
    """The schema's tests start where a new school does: from an empty database."""
    return blank_postgres_url


def engine_for(url: str) -> sa.Engine:
    return sa.create_engine(parse_url(url))


def revision_of(url: str) -> str | None:
    engine = engine_for(url)
    with engine.connect() as connection:
        revision = MigrationContext.configure(connection).get_current_revision()
    engine.dispose()
    return revision


def build_first_schema_database(url: str) -> None:
    """A database as the first release left it, with a little of everything in it."""
    tables = {
        "trainees": sa.table("trainees", sa.column("id"), sa.column("name"), sa.column("created_at")),
        "practice_sessions": sa.table(
            "practice_sessions",
            sa.column("id"),
            sa.column("trainee_id"),
            sa.column("mode"),
            sa.column("started_at"),
            sa.column("ended_at"),
        ),
        "attempts": sa.table(
            "attempts",
            *(
                sa.column(c)
                for c in (
                    "id",
                    "trainee_id",
                    "session_id",
                    "skill",
                    "question",
                    "answer",
                    "correct",
                    "seconds",
                    "mode",
                    "answered_at",
                )
            ),
        ),
        "assignments": sa.table(
            "assignments",
            sa.column("id"),
            sa.column("drill_set"),
            sa.column("skills", sa.JSON),
            sa.column("questions"),
            sa.column("trainee_id"),
            sa.column("created_at"),
            sa.column("note"),
        ),
        "exams": sa.table(
            "exams",
            sa.column("id"),
            sa.column("name"),
            sa.column("skills", sa.JSON),
            sa.column("questions"),
            sa.column("pass_mark"),
            sa.column("created_at"),
        ),
        "exam_results": sa.table(
            "exam_results",
            *(
                sa.column(c)
                for c in ("id", "exam_id", "trainee_id", "correct", "total", "passed", "taken_at")
            ),
        ),
        "settings": sa.table("settings", sa.column("key"), sa.column("value")),
    }
    rows = {
        "trainees": [
            {"id": 1, "name": "Anna", "created_at": WHEN},
            {"id": 2, "name": "Jürgen", "created_at": WHEN},
        ],
        "practice_sessions": [
            {"id": 1, "trainee_id": 1, "mode": "practice", "started_at": WHEN, "ended_at": WHEN}
        ],
        "attempts": [
            {
                "id": i,
                "trainee_id": 1 + i % 2,
                "session_id": 1 if i % 2 == 0 else None,
                "skill": "pot",
                "question": f"q{i}",
                "answer": "a",
                "correct": i % 3 != 0,
                "seconds": 1.5 * i,
                "mode": "practice",
                "answered_at": WHEN,
            }
            for i in range(1, 11)
        ],
        "assignments": [
            {
                "id": 1,
                "drill_set": "Pots",
                "skills": ["pot"],
                "questions": 5,
                "trainee_id": None,
                "created_at": WHEN,
                "note": "",
            }
        ],
        "exams": [
            {
                "id": 1,
                "name": "Final",
                "skills": ["pot"],
                "questions": 10,
                "pass_mark": 0.8,
                "created_at": WHEN,
            }
        ],
        "exam_results": [
            {
                "id": 1,
                "exam_id": 1,
                "trainee_id": 2,
                "correct": 9,
                "total": 10,
                "passed": True,
                "taken_at": WHEN,
            }
        ],
        "settings": [{"key": "instructor_pin", "value": "scrypt$16384$8$1$c2FsdA==$a2V5"}],
    }
    engine = engine_for(url)
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), FIRST)
        for name, table in tables.items():
            connection.execute(sa.insert(table), rows[name])
    if engine.dialect.name == "postgresql":
        with engine.begin() as connection:  # explicit ids leave the sequences behind
            for name in tables:
                if name != "settings":
                    sequence = f"pg_get_serial_sequence('{name}', 'id')"
                    connection.execute(sa.text(f"SELECT setval({sequence}, (SELECT max(id) FROM {name}))"))
    engine.dispose()


def test_the_migrations_form_one_line_to_the_head() -> None:
    assert known_revisions() == {f"{number:04d}" for number in range(1, 17)}
    assert head_revision() == "0016"


def test_the_revisions_read_from_the_files_are_alembics() -> None:
    """Opening reads the revisions from the files without Alembic: what Alembic itself reads."""
    script = ScriptDirectory.from_config(alembic_config())
    assert known_revisions() == {revision.revision for revision in script.walk_revisions()}
    assert head_revision() == script.get_current_head()


def test_a_database_at_the_head_opens_without_loading_alembic(tmp_path: Path) -> None:
    """Alembic (about 0.4 s of imports) is loaded to migrate only: not at every opening, nor to make
    a new file (a trainee's first start)."""
    made, opened = (f"sqlite:///{tmp_path / name}" for name in ("new.sqlite3", "progress.sqlite3"))
    Store(opened).close()  # made in this process
    probe = (
        "import sys; from croupier.store import Store; "
        f"Store({made!r}).close(); Store({opened!r}).close(); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'alembic'))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
    assert revision_of(made) == revision_of(opened) == head_revision()


def migrate_by_alembic(url: str) -> None:
    """The migrations run one by one, as an older database takes them."""
    engine = engine_for(url)
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "head")
    engine.dispose()


def test_a_new_file_is_made_as_the_migrations_make_one(tmp_path: Path) -> None:
    """A new SQLite file is made at the head from the models (not migrated step by step): the
    same tables, columns, keys and indexes as the migrations make, and the same rows in them."""
    migrated, made = tmp_path / "migrated.sqlite3", tmp_path / "made.sqlite3"
    migrate_by_alembic(f"sqlite:///{migrated}")
    Store(f"sqlite:///{made}").close()
    assert sqlite_shape(made) == sqlite_shape(migrated)
    assert sqlite_rows(made) == sqlite_rows(migrated)
    assert len(sqlite_rows(made)) == 3  # the revision, the school's id, the first class


def test_a_new_file_that_cannot_be_finished_is_left_empty(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "progress.sqlite3"
    path.touch()  # an empty file, as a first start that stopped early leaves one

    def fail() -> None:
        raise OSError("the disk is full")

    monkeypatch.setattr(uuid, "uuid4", fail)
    with pytest.raises(OSError, match="the disk is full"):
        Store(f"sqlite:///{path}")
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT count(*) FROM sqlite_master").fetchone() == (0,)
    monkeypatch.undo()
    with Store(f"sqlite:///{path}") as store:
        assert store.roster.trainees() == []
    assert revision_of(f"sqlite:///{path}") == head_revision()


def sqlite_shape(path: Path) -> dict[str, object]:
    """Each table's columns (by name: a column a migration added stands last), keys and indexes,
    and every other object's SQL, as SQLite describes them."""
    shape: dict[str, object] = {}
    with sqlite3.connect(path) as connection:
        objects = connection.execute(
            "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
        ).fetchall()
        for kind, name, sql in objects:
            if kind != "table":
                shape[f"{kind} {name}"] = " ".join((sql or "").split())
                continue
            columns = sorted(row[1:] for row in connection.execute(f"PRAGMA table_xinfo('{name}')"))
            keys = sorted(row[2:] for row in connection.execute(f"PRAGMA foreign_key_list('{name}')"))
            indexes = sorted(
                (*row[2:], tuple(info[2] for info in connection.execute(f"PRAGMA index_info('{row[1]}')")))
                for row in connection.execute(f"PRAGMA index_list('{name}')")
            )
            shape[f"table {name}"] = (columns, keys, indexes)
    return shape


def sqlite_rows(path: Path) -> list[tuple[object, ...]]:
    """Every row of every table by its columns' names, the school's id and the times told only by
    their form."""
    rows: list[tuple[object, ...]] = []
    with sqlite3.connect(path) as connection:
        query = "SELECT name FROM sqlite_master WHERE type = 'table'"
        for (table,) in connection.execute(query).fetchall():
            cursor = connection.execute(f'SELECT * FROM "{table}"')
            names = [column[0] for column in cursor.description]
            rows.extend(
                (table, *sorted(zip(names, map(_form, row), strict=True))) for row in cursor.fetchall()
            )
    return sorted(rows, key=repr)


def _form(value: object) -> object:
    if isinstance(value, str) and len(value) == 32 and value.isalnum():
        return "<a uuid>"
    if isinstance(value, str) and value[:2] == "20" and value[4:5] == "-":
        return "<a time>"
    return value


def test_this_computers_file_is_worked_with_without_the_postgresql_dialect(tmp_path: Path) -> None:
    """SQLAlchemy's PostgreSQL dialect (its package brings asyncpg's dialect, about 20 ms) is
    imported for a PostgreSQL database only: neither the tables, nor opening this computer's file,
    nor its writes (``INSERT … ON CONFLICT``, the school's settings) need it."""
    url = f"sqlite:///{tmp_path / 'progress.sqlite3'}"
    Store(url).close()  # made and migrated in this process (Alembic's PostgreSQL parts may load)
    probe = (
        "import sys; from croupier.store import Store; from croupier.store.school import SchoolSettings; "
        f"store = Store({url!r}); store.roster.add('Anna'); store.roster.get_or_add('Anna'); "
        "store.school.save(SchoolSettings(school_name='Casino School')); store.close(); "
        "print(sorted(m for m in sys.modules if 'postgresql' in m or m.split('.')[0] == 'psycopg'))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_the_partial_index_is_postgresqls_too(tmp_path: Path) -> None:
    """The one active trainee per name is a partial index on either database: its PostgreSQL
    clause is given to the tables when a PostgreSQL engine is made (``postgresql_options``)."""
    engine = create_store_engine(parse_url("postgresql://station@school.invalid/croupier"))  # not reached
    (index,) = (
        index for index in Base.metadata.tables["trainees"].indexes if index.name.endswith("name_key")
    )
    for dialect in (postgresql.dialect(), sqlite.dialect()):
        assert str(CreateIndex(index).compile(dialect=dialect)) == (
            "CREATE UNIQUE INDEX uq_trainees_active_name_key ON trainees (name_key) WHERE archived_at IS NULL"
        )
    engine.dispose()


def test_the_revision_is_read_as_alembic_reads_it(database_url: str) -> None:
    engine = engine_for(database_url)
    with engine.connect() as connection:
        assert current_revision(connection) is None  # nothing made yet
    Store(database_url).close()
    with engine.connect() as connection:
        assert current_revision(connection) == revision_of(database_url) == head_revision()
    engine.dispose()


def test_the_models_match_the_migrations(database_url: str) -> None:
    migrate_by_alembic(database_url)  # not Store: it makes a new SQLite file from the models
    engine = engine_for(database_url)
    with engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        differences = compare_metadata(context, Base.metadata)
    engine.dispose()
    assert differences == []


def test_a_first_schema_database_upgrades_with_its_data(database_url: str) -> None:
    build_first_schema_database(database_url)
    assert revision_of(database_url) == FIRST
    with Store(database_url) as store:
        assert revision_of(database_url) == head_revision()
        assert [t.name for t in store.roster.trainees()] == ["Anna", "Jürgen"]
        # 0008: every trainee has a stable identity of its own, and the school an id.
        assert len({t.uuid for t in store.roster.trainees()}) == 2
        assert all(len(t.uuid) == 32 for t in store.roster.trainees())
        identity = store.identity()
        assert identity is not None
        assert len(identity.school_id) == 32
        assert (identity.system_identifier is not None) == (store.dialect == "postgresql")
        anna = store.attempts_for(1)
        assert [a.question for a in anna] == ["q2", "q4", "q6", "q8", "q10"]
        assert anna[0].answered_at == WHEN.replace(tzinfo=UTC)
        assert anna[0].session_id == 1
        assert anna[1].correct is True
        assert anna[2].correct is False  # q6
        (session,) = store.sessions_for(1)
        assert session.station is None  # the column is new in 0002
        assert store.assignments.get(1).skills == ("pot",)
        assert store.exams.results(trainee_id=2)[0].passed
        assert store.instructor.has_pin()
        # New rows go on after the old ones.
        new = store.record_attempt(
            NewAttempt(
                trainee_id=1, skill="pot", question="new", answer="a", correct=True, seconds=1, mode="m"
            )
        )
        assert new.id == 11
        assert store.start_session(2, "exam").station is not None
        if store.path is not None:
            assert store.backup_path is not None
            assert store.backup_path.name.startswith(f"croupier.sqlite3.backup-{FIRST}-")
            assert sqlite_revision(store.backup_path) == FIRST
        else:
            assert store.backup_path is None


def test_a_current_database_opens_without_a_backup(database_url: str) -> None:
    with Store(database_url) as store:
        store.roster.add("Anna")
    with Store(database_url) as again:
        assert again.backup_path is None
        assert len(again.roster.trainees()) == 1


def digest(path: Path) -> dict[str, str]:
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(path.parent.iterdir())
        if p.is_file()
    }


def test_a_newer_schema_is_refused_and_left_alone(database_url: str) -> None:
    with Store(database_url) as store:
        store.roster.add("Anna")
    engine = engine_for(database_url)
    with engine.begin() as connection:
        connection.execute(sa.text("UPDATE alembic_version SET version_num = '0099'"))
    engine.dispose()
    path = parse_url(database_url).database
    before = digest(Path(path)) if database_url.startswith("sqlite") and path else None
    with pytest.raises(FutureSchemaError, match="newer than this version of Croupier") as raised:
        Store(database_url)
    assert raised.value.revision == "0099"
    assert raised.value.known_head == head_revision()
    assert revision_of(database_url) == "0099"
    if before is not None:
        assert digest(Path(path)) == before  # not a byte changed, no -wal or backup created


def test_a_school_database_from_a_newer_release_falls_back_to_the_local_file(
    postgres_url: str, tmp_path: Path
) -> None:
    Store(postgres_url).close()
    engine = engine_for(postgres_url)
    with engine.begin() as connection:
        connection.execute(sa.text("UPDATE alembic_version SET version_num = '0099'"))
    engine.dispose()
    with Store.open_default(data_dir=tmp_path, environ={"CROUPIER_DATABASE_URL": postgres_url}) as store:
        assert store.status.kind is StoreKind.FALLBACK
        assert store.notice is not None
        assert "newer" in store.notice
        assert store.path == tmp_path / "croupier.sqlite3"


def test_stations_opening_a_fresh_school_database_at_once_take_turns(postgres_url: str) -> None:
    errors: list[BaseException] = []
    start = threading.Barrier(4)

    def station() -> None:
        try:
            start.wait()
            Store(postgres_url).close()
        except BaseException as error:  # noqa: BLE001 - collected for the assertion below
            errors.append(error)

    threads = [threading.Thread(target=station) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert errors == []
    assert revision_of(postgres_url) == head_revision()
