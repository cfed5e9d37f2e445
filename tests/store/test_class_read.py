"""The class report's read of a SQLite file without SQLAlchemy (``croupier.store.class_read``): the
same CSV as the store's own ``class_csv``, and the same class PDF as ``class_report`` writes from the
store (every read of it the store's own), read from SQLite, and as the store has them on PostgreSQL
for the same school; a file the store must first upgrade is left to the store, and a file the store
refuses is refused with the store's own error."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from alembic import command
from cli_helpers import TRANSLATIONS, compile_catalogues, pdf_text, run_here
from PySide6.QtCore import QLocale
from sealing import sealed
from sqlalchemy import create_engine

from croupier.i18n import Language, Translations
from croupier.reports import class_report
from croupier.reports.class_source import StoreReads
from croupier.store import CorruptDatabaseError, CsvWords, FutureSchemaError, NewAttempt, Store
from croupier.store.class_read import open_class_read, plain_sqlite_path
from croupier.store.database import parse_url, sqlite_path
from croupier.store.reports import class_csv, class_table_csv
from croupier.store.schema import alembic_config
from croupier.store.school import SchoolSettings

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
                    NewAttempt(
                        trainee_id=trainee.id,
                        skill=skill if number % 5 else "walkthrough:burn",
                        question="q",
                        answer="a",
                        correct=number % 3 != 0,
                        seconds=None if number % 7 == 0 else 0.25 * (number % 11) + 1.5,
                        mode="live" if number % 6 == 0 else "practice",
                        answered_at=WHEN + timedelta(minutes=number),
                    )
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
                [(trainee.id, trainee.name) for trainee in read.trainees(class_id=class_id)],
                delimiter=";",
                words=words,
            )
        assert found == expected
        assert "Gone" not in found  # archived
        assert len(found.splitlines()) > 3


def fill_school(url: str) -> dict[str, int]:
    """``fill``'s classes, and what else the class PDF reads: practice sessions, answers before the
    clocks went back in Berlin (2026-10-25), exams and results (one sealed), lessons, assignments
    (to a class, to everyone, to one trainee) with answers in their sessions, pace targets."""
    ids = fill(url)
    with Store(url, station="desk") as store:
        active = {trainee.name: trainee for trainee in store.roster.trainees()}
        anna, ben, cleo = active["anna Berg"], active["Ben Öztürk"], active["Cleo"]
        for number, moment in enumerate(
            (datetime(2026, 10, 24, 23, 30, tzinfo=UTC), WHEN - timedelta(days=9))
        ):
            for trainee in (anna, cleo):
                store.record_attempt(
                    NewAttempt(
                        trainee_id=trainee.id,
                        skill="pot_size",
                        question="q",
                        answer="a",
                        correct=number == 0,
                        seconds=2.0 + number,
                        mode="practice",
                        answered_at=moment + timedelta(minutes=trainee.id),
                    )
                )
        store.start_session(anna.id, "practice", started_at=WHEN + timedelta(hours=5))
        store.start_session(ben.id, "practice", started_at=WHEN - timedelta(days=3))
        evening = store.exams.create(
            "Stud I", ["bring_in"], 10, 0.8, variants=["F7S"], time_limit=600, class_id=ids["Evening"]
        )
        everyone = store.exams.create("Razz", ["pot_size", "bring_in"], 5, 0.6)
        store.exams.record_result(evening.id, anna.id, 9, 10, taken_at=WHEN, seconds=300.5)
        store.exams.record_result(evening.id, anna.id, 6, 10, taken_at=WHEN + timedelta(days=1))
        store.exams.record_result(everyone.id, cleo.id, 2, 5, taken_at=WHEN, abandoned=True)
        store.exams.record_result(everyone.id, ben.id, 5, 5, taken_at=WHEN)
        sealed(store, name="Dora", exam_name="Sealed")
        store.lessons.record(anna.id, "F7S", "first_deal", 9, 10, passed=True, taken_at=WHEN)
        store.lessons.record(anna.id, "F7S", "bring_in", 5, 10, passed=False, taken_at=WHEN)
        store.lessons.record(cleo.id, "FR", "first_deal", 10, 10, passed=True, taken_at=WHEN)
        given = [
            store.assignments.assign("Evening set", ["bring_in"], 3, class_id=ids["Evening"], due_at=WHEN),
            store.assignments.assign("Everyone", ["pot_size", "winner"], 2, note="all"),
            store.assignments.assign("Ben's", ["pot_size"], 4, trainee_id=ben.id),
        ]
        archived = store.assignments.assign("Old", ["bring_in"], 1)
        store.assignments.archive(archived.id)
        for assignment, trainee, answers in ((given[0], anna, 3), (given[1], cleo, 1), (given[2], ben, 4)):
            started = WHEN + timedelta(minutes=50)
            session = store.start_session(
                trainee.id, "practice", assignment_id=assignment.id, started_at=started
            ).id
            for number in range(answers):
                store.record_attempt(
                    NewAttempt(
                        trainee_id=trainee.id,
                        skill="pot_size",
                        question="q",
                        answer="a",
                        correct=number != 1,
                        seconds=3.5,
                        mode="practice",
                        session_id=session,
                        answered_at=WHEN + timedelta(hours=1),
                    )
                )
        store.school.save(SchoolSettings(pace_target=45))
        store.classes.set_pace_target(ids["Morning"], 60)
    return ids


@pytest.fixture
def school(database_url: str, tmp_path: Path) -> tuple[str, Path, dict[str, int]]:
    """``fill_school``'s school in the store at ``database_url`` and, the same, in a file to read."""
    ids = fill_school(database_url)
    path = sqlite_path(parse_url(database_url))
    if path is None:  # PostgreSQL: the same school in a file of its own
        path = tmp_path / "read.sqlite3"
        assert fill_school(f"sqlite:///{path}") == ids
    return database_url, path, ids


ZONES = (UTC, ZoneInfo("Europe/Berlin"), ZoneInfo("America/Sao_Paulo"), timezone(timedelta(hours=-5)))


def test_every_read_of_the_class_report_is_the_stores(school):
    """Record for record, as the store reads the same file."""
    _, path, ids = school
    read = open_class_read(path)
    assert read is not None
    with read, Store(f"sqlite:///{path}") as store:
        stored = StoreReads(store)
        for name in ("class_names", "activity", "exams", "exam_results", "lesson_results", "assignments"):
            assert getattr(read, name)() == getattr(stored, name)(), name
        assert len(read.exam_results()) == 5
        assert [result.certificate is not None for result in read.exam_results()].count(True) == 1
        assert [a.drill_set for a in read.assignments()] == ["Evening set", "Everyone", "Ben's"]
        for assignment in read.assignments():
            assert read.class_progress(assignment) == stored.class_progress(assignment)
        assert [read.pace_target(class_id=ids[name]) for name in ("Evening", "Morning")] == [45, 60]
        for class_id in (None, ids["Evening"], ids["Morning"]):
            assert read.pace_target(class_id=class_id) == stored.pace_target(class_id=class_id)
            assert read.skill_stats(class_id=class_id) == stored.skill_stats(class_id=class_id)
            assert read.hands(class_id=class_id) == stored.hands(class_id=class_id)
            for archived in (False, True):
                found = read.trainees(class_id=class_id, include_archived=archived)
                assert found == stored.trainees(class_id=class_id, include_archived=archived)
            for zone in ZONES:
                trend = read.trend_by_day(tz=zone, class_id=class_id)
                assert trend == stored.trend_by_day(tz=zone, class_id=class_id), zone
                assert len(trend) >= 2
                both = read.skill_stats_and_trend(tz=zone, class_id=class_id)
                assert both == stored.skill_stats_and_trend(tz=zone, class_id=class_id), zone
        # 23:31 UTC on 24 October, before the clocks went back, is the 25th in Berlin (+2 then).
        berlin = {point.key for point in read.trend_by_day(tz=ZONES[1])}
        assert {"2026-10-24", "2026-10-25", "2026-11-02"} <= berlin
        assert "2026-10-25" not in {point.key for point in read.trend_by_day(tz=UTC)}
        assert read.trend_by_day(tz=UTC, class_id=ids["Evening"]) != read.trend_by_day(tz=UTC)


def test_the_figures_are_the_stores_on_postgresql_too(school):
    """What is counted (answers, days, sessions, progress, targets) as the store counts it on either
    backend (the school filled into each: ids alike, the moments of writing and the ids a station
    makes not)."""
    url, path, ids = school
    read = open_class_read(path)
    assert read is not None
    with read, Store(url) as store:
        stored = StoreReads(store)
        assert read.class_names() == stored.class_names()
        assert {tid: count for tid, (count, _) in read.activity().items()} == {
            tid: count for tid, (count, _) in stored.activity().items()
        }
        for mine, theirs in zip(read.assignments(), stored.assignments(), strict=True):
            assert [(p.trainee_id, p.answered, p.correct) for p in read.class_progress(mine)] == [
                (p.trainee_id, p.answered, p.correct) for p in stored.class_progress(theirs)
            ]
        for class_id in (None, ids["Evening"], ids["Morning"]):
            assert read.pace_target(class_id=class_id) == stored.pace_target(class_id=class_id)
            assert read.skill_stats(class_id=class_id) == stored.skill_stats(class_id=class_id)
            for zone in ZONES:
                found = read.trend_by_day(tz=zone, class_id=class_id)
                assert found == stored.trend_by_day(tz=zone, class_id=class_id), zone


def test_a_school_with_nothing_yet_reads_as_the_stores(tmp_path):
    path = tmp_path / "empty.sqlite3"
    url = f"sqlite:///{path}"
    Store(url).close()
    read = open_class_read(path)
    assert read is not None
    with read, Store(url) as store:
        stored = StoreReads(store)
        for name in ("class_names", "activity", "exams", "exam_results", "lesson_results", "assignments"):
            assert getattr(read, name)() == getattr(stored, name)(), name
        assert not read.exams()
        assert not read.activity()
        assert read.trend_by_day(tz=UTC) == stored.trend_by_day(tz=UTC) == []
        assert read.trend_by_day(tz=ZoneInfo("Europe/Berlin")) == []
        assert read.skill_stats_and_trend(tz=UTC) == stored.skill_stats_and_trend(tz=UTC) == ([], [])
        assert read.pace_target() == stored.pace_target() == 30


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_class_pdf_from_the_read_is_the_stores(qapp, school, tmp_path, language):
    url, path, ids = school
    compile_catalogues()
    installed = Translations(qapp, Language(language), directory=TRANSLATIONS, system_locale=QLocale("C"))
    locale = QLocale("de_DE" if language == "de" else "en_US")
    now = WHEN + timedelta(days=2)
    try:
        for class_id in (None, ids["Evening"]):
            read = open_class_read(path)
            assert read is not None
            with read:
                pages = class_report(
                    read, tmp_path / "read.pdf", locale=locale, tz=ZONES[1], now=now, class_id=class_id
                )
            with Store(url) as store:
                assert pages == class_report(
                    store, tmp_path / "store.pdf", locale=locale, tz=ZONES[1], now=now, class_id=class_id
                )
            text = pdf_text(tmp_path / "read.pdf")
            assert text == pdf_text(tmp_path / "store.pdf")
            for shown in ("Stud I", "Evening set", "anna Berg", "Ben's" if class_id is None else "Stud I"):
                assert shown in text
    finally:
        installed.uninstall()


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
