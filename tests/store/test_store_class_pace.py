"""A class's own dealer pace target (revision 0015), on SQLite and the CI's PostgreSQL: a class
without one deals against the school's; a class's own is its trainees'; cleared, the class follows
the school's again. On a school server only an instructor who sees the class changes it (row-level
security on ``classes``), never a station, whatever it sends; a station reads its signed-in
trainee's class's target; the audit trail names who changed it."""

from __future__ import annotations

import threading
import uuid
from dataclasses import replace

import psycopg
import pytest
from server_logins import login, psql

from croupier.store import InvalidRecordError, PermissionDeniedError, Store, UnknownRecordError
from croupier.store.database import parse_url
from croupier.store.listener import Listener
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, init_school
from croupier.store.school import SCHOOL_CHANNEL
from croupier.words.audit_words import detail_text, what_text

STATION_PW = "station-secret-15p"
INSTRUCTOR_PW = "instructor-secret-15p"


def test_a_class_deals_against_its_own_target_else_the_schools(database_url: str) -> None:
    with Store(database_url, station="desk") as store:
        day = store.classes.get(1)
        evening = store.classes.add("Evening")
        xena = store.roster.add("Xena")
        yuri = store.roster.add("Yuri", class_id=evening.id)
        assert (day.pace_target, evening.pace_target) == (None, None)
        assert store.school.pace_target(trainee_id=yuri.id) == 30  # the school's default

        assert store.classes.set_pace_target(evening.id, 35).pace_target == 35
        assert store.classes.get(evening.id).pace_target == 35
        assert [c.pace_target for c in store.classes.classes()] == [None, 35]
        assert store.school.pace_target(trainee_id=yuri.id) == 35
        assert store.school.pace_target(class_id=evening.id) == 35
        assert store.school.pace_target(trainee_id=xena.id) == 30
        assert store.school.pace_target(class_id=day.id) == 30
        assert store.school.pace_target() == 30

        # The school's target changed: the day class follows it, the evening class keeps its own.
        store.school.save(replace(store.school.settings(), pace_target=20))
        assert store.school.pace_target(trainee_id=xena.id) == 20
        assert store.school.pace_target(trainee_id=yuri.id) == 35
        # Unknown trainees and classes: the school's.
        assert store.school.pace_target(trainee_id=9999) == 20
        assert store.school.pace_target(class_id=9999) == 20

        # Moved to the day class, Yuri deals against the day class's target.
        store.classes.move(yuri.id, day.id)
        assert store.school.pace_target(trainee_id=yuri.id) == 20
        store.classes.move(yuri.id, evening.id)

        for wrong in (4, 121, 0, -30, True):
            with pytest.raises(InvalidRecordError):
                store.classes.set_pace_target(evening.id, wrong)
        assert store.classes.get(evening.id).pace_target == 35
        with pytest.raises(UnknownRecordError):
            store.classes.set_pace_target(999, 30)
        assert store.classes.set_pace_target(day.id, 5).pace_target == 5  # the bounds are allowed
        assert store.classes.set_pace_target(day.id, 120).pace_target == 120

        # Cleared: the school's again.
        assert store.classes.set_pace_target(evening.id, None).pace_target is None
        assert store.school.pace_target(trainee_id=yuri.id) == 20


class School:
    def __init__(self, admin: str) -> None:
        init_school(admin, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
        tag = uuid.uuid4().hex[:6]
        self.admin = admin
        self.ann_login, self.bob_login = f"ann_{tag}", f"bob_{tag}"
        with Store(admin, station="office") as store:
            store.logins.add_instructor(self.ann_login, "ann-password-1")
            store.logins.add_instructor(self.bob_login, "bob-password-1")
            self.day = store.classes.get(1)
            store.classes.set_instructors(self.day.id, [self.ann_login])
            self.evening = store.classes.add("Evening", instructors=[self.bob_login])
            self.xena = store.roster.add("Xena")  # the day class: Ann's
            self.yuri = store.roster.add("Yuri", class_id=self.evening.id)  # the evening class: Bob's
            for trainee in (self.xena, self.yuri):
                store.logins.set_password(trainee.id, f"{trainee.name}-password")
        self.ann = login(admin, self.ann_login, "ann-password-1")
        self.bob = login(admin, self.bob_login, "bob-password-1")
        self.shared = login(admin, INSTRUCTOR_ROLE, INSTRUCTOR_PW)
        self.station = login(admin, STATION_ROLE, STATION_PW)


@pytest.fixture
def school(postgres_url: str) -> School:
    return School(postgres_url)


def _targets(school: School) -> dict[int, int | None]:
    with Store(school.admin) as owner:
        return {c.id: c.pace_target for c in owner.classes.classes()}


def test_only_an_instructor_who_sees_the_class_sets_its_target(school: School) -> None:
    day, evening = school.day.id, school.evening.id
    with Store(school.ann, station="desk_3") as ann:
        assert [c.id for c in ann.classes.seen()] == [day]
        assert ann.classes.set_pace_target(day, 20).pace_target == 20
        assert ann.school.pace_target(trainee_id=school.xena.id) == 20
        # Not the evening class's: Bob's.
        with pytest.raises(PermissionDeniedError):
            ann.classes.set_pace_target(evening, 25)
        with pytest.raises(PermissionDeniedError):  # clearing it neither
            ann.classes.set_pace_target(evening, None)
        # She still reads every class (their names for the Move to class menu of the administrator's).
        assert {c.id for c in ann.classes.classes()} == {day, evening}
    with Store(school.bob) as bob:
        assert bob.classes.set_pace_target(evening, 35).pace_target == 35
        with pytest.raises(PermissionDeniedError):
            bob.classes.set_pace_target(day, 99)
    assert _targets(school) == {day: 20, evening: 35}

    with psql(school.ann) as connection:
        # Whatever she sends: the evening class's row is out of her reach.
        changed = connection.execute("UPDATE classes SET pace_target = 99 WHERE id = %s", (evening,))
        assert changed.rowcount == 0
        assert connection.execute("UPDATE classes SET pace_target = 98").rowcount == 1  # her own only
        assert connection.execute("UPDATE classes SET name = 'Mine' WHERE id = %s", (evening,)).rowcount == 0
        assert connection.execute("DELETE FROM class_rubrics WHERE class_id = %s", (evening,)).rowcount == 0
        assert connection.execute("DELETE FROM classes WHERE id = %s", (evening,)).rowcount == 0
        # Nor can she carry her class's row over to his id.
        with pytest.raises(psycopg.Error) as caught:
            connection.execute("UPDATE classes SET id = %s WHERE id = %s", (evening, day))
        assert caught.value.sqlstate in {"42501", "23505"}
    assert _targets(school) == {day: 98, evening: 35}

    # The shared instructor's login, named for no class, and the administrator change any class.
    with Store(school.shared) as shared:
        assert shared.classes.set_pace_target(evening, 30).pace_target == 30
    with Store(school.admin) as owner:
        assert owner.classes.set_pace_target(day, None).pace_target is None
    assert _targets(school) == {day: None, evening: 30}


def test_a_station_reads_its_trainees_target_and_changes_none(school: School) -> None:
    day, evening = school.day.id, school.evening.id
    with Store(school.admin) as owner:
        owner.classes.set_pace_target(evening, 35)
        owner.school.save(replace(owner.school.settings(), pace_target=22))
    with Store(school.station, station="desk_9") as station:
        # Nobody signed in: no class to read, the school's.
        assert station.school.pace_target(trainee_id=school.yuri.id) == 22
        station.token = station.logins.sign_in("Yuri", "Yuri-password", "desk_9").token
        assert station.school.pace_target(trainee_id=school.yuri.id) == 35
        assert station.school.pace_targets() == {None: 22, evening: 35}
        # Another class's target is not the station's to read: the school's.
        assert station.school.pace_target(class_id=day) == 22
        with pytest.raises(PermissionDeniedError):
            station.classes.set_pace_target(evening, 120)
        with pytest.raises(PermissionDeniedError):
            station.classes.set_pace_target(day, None)
        token = station.token
    with psql(school.station, token) as connection:
        (seen,) = connection.execute("SELECT id, pace_target FROM classes").fetchall()
        assert seen == (evening, 35)  # the signed-in trainee's class only
        for statement in (
            "UPDATE classes SET pace_target = 120",
            "UPDATE classes SET pace_target = NULL WHERE id = 1",
            "INSERT INTO classes (name, created_at, pace_target) VALUES ('Mallory', now(), 5)",
            "DELETE FROM classes",
        ):
            with pytest.raises(psycopg.Error) as caught:
                connection.execute(statement)
            assert caught.value.sqlstate == "42501", statement
    assert _targets(school) == {day: None, evening: 35}


def test_the_stations_hear_a_changed_target_and_not_a_refused_one(school: School) -> None:
    heard: list[str] = []
    news = threading.Event()

    def ear(channel: str, payload: str) -> None:
        heard.append(f"{channel} {payload}")
        news.set()

    listener = Listener(parse_url(school.station), [SCHOOL_CHANNEL], ear)
    try:
        assert listener.listening.wait(10)
        with Store(school.ann) as ann:
            with pytest.raises(PermissionDeniedError):  # rolled back: nothing is said
                ann.classes.set_pace_target(school.evening.id, 25)
            ann.classes.set_pace_target(school.day.id, 20)
        assert news.wait(10)
        assert heard == [f"{SCHOOL_CHANNEL} class:{school.day.id}"]  # heard in the order committed
        news.clear()
        with Store(school.admin) as owner:
            owner.school.save(replace(owner.school.settings(), pace_target=22))
        assert news.wait(10)
        assert heard == [f"{SCHOOL_CHANNEL} class:{school.day.id}", f"{SCHOOL_CHANNEL} settings"]
    finally:
        listener.close()


def test_a_changed_target_is_in_the_audit_trail(school: School, qapp) -> None:
    with Store(school.ann) as ann:
        ann.classes.set_pace_target(school.day.id, 20)
        ann.classes.set_pace_target(school.day.id, None)
    with Store(school.admin) as owner:
        changes = [
            e
            for e in owner.audit.entries()
            if e.subject == "classes" and e.action == "changed" and e.login == school.ann_login
        ]
        assert [detail_text(e.action, e.detail) for e in changes] == [
            "pace_target: – → 20",
            "pace_target: 20 → –",
        ]
        assert {what_text(e.action, e.subject, e.subject_id) for e in changes} == {
            f"changed class {school.day.id}"
        }


def test_revision_0015_goes_down_and_up_again(database_url: str) -> None:
    """Down to 0014 (the classes' own targets go: every class deals against the school's) and up
    again, on SQLite and PostgreSQL."""
    from alembic import command  # noqa: PLC0415
    from sqlalchemy import create_engine, inspect  # noqa: PLC0415

    from croupier.store.database import parse_url  # noqa: PLC0415
    from croupier.store.schema import alembic_config, current_revision, head_revision  # noqa: PLC0415

    if database_url.startswith("postgresql"):
        init_school(database_url, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    with Store(database_url) as store:
        store.classes.set_pace_target(1, 25)
    engine = create_engine(parse_url(database_url))
    try:
        with engine.begin() as connection:
            command.downgrade(alembic_config(connection), "0014")
            assert current_revision(connection) == "0014"
            assert "pace_target" not in {c["name"] for c in inspect(connection).get_columns("classes")}
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), "head")
            assert current_revision(connection) == head_revision()
    finally:
        engine.dispose()
    with Store(database_url) as store:
        assert store.classes.get(1).pace_target is None
        assert store.school.pace_target(class_id=1) == 30


def test_every_classs_target_in_one_go(tmp_path) -> None:
    with Store(f"sqlite:///{tmp_path / 'one.sqlite3'}") as store:
        evening = store.classes.add("Evening")
        late = store.classes.add("Late")
        store.classes.set_pace_target(evening.id, 35)
        store.school.save(replace(store.school.settings(), pace_target=24))
        assert store.school.pace_targets() == {None: 24, 1: 24, evening.id: 35, late.id: 24}
        assert all(
            store.school.pace_target(class_id=class_id) == target
            for class_id, target in store.school.pace_targets().items()
        )


def test_a_classs_pace_from_the_command_line(qapp, capsys, tmp_path) -> None:
    from cli_helpers import run_here  # noqa: PLC0415

    url = f"sqlite:///{tmp_path / 'school.sqlite3'}"
    with Store(url) as store:
        store.roster.add("Anna")
    made = run_here(capsys, "school", "class", "add", "Advanced", "--pace", "35", "--database", url)
    assert made.status == 0, made.err
    listed = run_here(capsys, "school", "class", "list", "--database", url)
    assert listed.out.splitlines() == [
        "Class 1: 1 trainees; every instructor; pace the school's 30 hands an hour",
        "Advanced: 0 trainees; every instructor; pace 35 hands an hour",
    ]
    changed = run_here(capsys, "school", "class", "pace", "class 1", "--pace", "20", "--database", url)
    assert (changed.status, changed.out) == (0, "Class 1 deals against 20 hands an hour.\n")
    cleared = run_here(capsys, "school", "class", "pace", "Advanced", "--pace", "school", "--database", url)
    assert (cleared.status, cleared.out) == (0, "Advanced deals against the school's 30 hands an hour.\n")
    for wrong in (["pace", "Advanced", "--pace", "4"], ["pace", "Advanced"], ["list", "--pace", "30"]):
        refused = run_here(capsys, "school", "class", *wrong, "--database", url)
        assert refused.status == 2, wrong
    unknown = run_here(capsys, "school", "class", "pace", "Nowhere", "--pace", "30", "--database", url)
    assert "no class called 'Nowhere'" in unknown.err
    with Store(url) as store:
        assert {c.name: c.pace_target for c in store.classes.classes()} == {"Class 1": 20, "Advanced": None}


def test_the_reports_state_the_classs_target(qapp, tmp_path) -> None:
    from cli_helpers import pdf_text  # noqa: PLC0415

    from croupier.reports import class_report, trainee_report  # noqa: PLC0415

    with Store(f"sqlite:///{tmp_path / 'one.sqlite3'}") as store:
        advanced = store.classes.add("Advanced")
        store.classes.set_pace_target(advanced.id, 35)
        anna = store.roster.add("Anna")  # the first class: the school's 30
        ben = store.roster.add("Ben", class_id=advanced.id)
        for trainee in (anna, ben):
            store.paces.record(trainee.id, "F7S", 8, 100.0, 10, 40.0, 30.0)

        def said(path) -> str:
            return " ".join(pdf_text(path).replace("\u00a0", " ").split())

        trainee_report(store, ben.id, tmp_path / "ben.pdf")
        assert "The class's target is 35 hands an hour" in said(tmp_path / "ben.pdf")
        trainee_report(store, anna.id, tmp_path / "anna.pdf")
        assert "The class's target is 30 hands an hour" in said(tmp_path / "anna.pdf")
        class_report(store, tmp_path / "advanced.pdf", class_id=advanced.id)
        assert "The class's target is 35 hands an hour" in said(tmp_path / "advanced.pdf")
        class_report(store, tmp_path / "first.pdf", class_id=1)
        assert "The class's target is 30 hands an hour" in said(tmp_path / "first.pdf")
