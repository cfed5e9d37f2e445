"""The school's logins are PostgreSQL's: a station reads, and records only through the server's
functions for the trainee signed in at it; it never changes or removes anything (the adversarial
suite, ``test_store_attacks.py``, tries harder).

Runs against the real server (``CROUPIER_TEST_POSTGRES_URL``, a login that may create roles).
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import psycopg
import pytest
import sqlalchemy as sa
from server_logins import login, psql

from croupier.store import NewAttempt, PermissionDeniedError, Store, StoreError
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, MissingPasswordError, init_school
from croupier.store.school import SchoolSettings
from croupier.store.writes import AnswerGiven, HandPaced, LessonFinished, new_uuid

STATION_PW = "station-secret-1"
INSTRUCTOR_PW = "instructor-secret-1"
ANNA_PW = "anna-secret-1"


@pytest.fixture
def school(postgres_url: str) -> str:
    init_school(postgres_url, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    with Store(postgres_url) as admin:
        anna = admin.roster.add("Anna")
        exam = admin.exams.create("Final", ["pot"], 5, 0.8)
        admin.assignments.assign("Pots", ["pot"], 10)
        session = admin.start_session(anna.id, "practice")
        admin.record_attempt(
            NewAttempt(
                trainee_id=anna.id,
                skill="pot",
                question="q",
                answer="a",
                correct=False,
                seconds=1,
                mode="m",
                session_id=session.id,
            )
        )
        admin.end_session(session.id)
        admin.exams.record_result(exam.id, anna.id, 2, 5)
        admin.instructor.set_pin("4711")
        admin.logins.set_password(anna.id, ANNA_PW)
    return postgres_url


FORBIDDEN = [
    "UPDATE attempts SET correct = true",
    "DELETE FROM attempts",
    "UPDATE practice_sessions SET mode = 'x'",
    "DELETE FROM practice_sessions",
    "UPDATE session_ends SET abandoned = true",
    "DELETE FROM session_ends",
    "UPDATE exam_results SET passed = true",
    "DELETE FROM exam_results",
    "UPDATE lesson_results SET passed = true",
    "DELETE FROM lesson_results",
    "UPDATE hand_paces SET seconds = 1",
    "DELETE FROM hand_paces",
    "UPDATE trainees SET name = 'Mallory'",
    "DELETE FROM trainees",
    "INSERT INTO trainees (name, name_key, created_at) VALUES ('M', 'm', now())",
    "UPDATE assignments SET questions = 1",
    "DELETE FROM assignments",
    "UPDATE exams SET pass_mark = 0.01",
    "DELETE FROM exams",
    (
        "INSERT INTO exams (name, skills, questions, pass_mark, created_at, sittings) "
        "VALUES ('x', '[]', 1, 0.1, now(), 1)"
    ),
    "DELETE FROM settings WHERE key = 'self_registration'",
    "UPDATE settings SET value = 'on'",
    "INSERT INTO settings (key, value) VALUES ('instructor_pin', 'x')",
    "SELECT * FROM secrets",
    "DELETE FROM secrets",
    "UPDATE live_questions SET revealed_at = now()",
    "DROP TABLE attempts",
    "CREATE TABLE mine (x int)",
]


@pytest.mark.parametrize("statement", FORBIDDEN)
def test_a_station_may_not(school: str, statement: str) -> None:
    with (
        psql(login(school, STATION_ROLE, STATION_PW)) as connection,
        pytest.raises(psycopg.errors.InsufficientPrivilege),
    ):
        connection.execute(statement)


def test_a_station_reads_and_adds_answers_for_the_trainee_signed_in(school: str) -> None:
    with Store(login(school, STATION_ROLE, STATION_PW), station="station-7") as station:
        (anna,) = station.roster.trainees()
        assert station.exams.exams()[0].name == "Final"
        # Signed in nobody: the shared lists (the class's assignments), nobody's answers or results.
        assert station.attempts_for(anna.id) == []
        assert station.exams.results(trainee_id=anna.id) == []
        assert [item.drill_set for item in station.assignments.for_trainee(anna.id)] == ["Pots"]
        signed = station.logins.sign_in("anna", ANNA_PW, "station-7")
        station.token = signed.token
        assert station.assignments.for_trainee(anna.id)[0].drill_set == "Pots"
        assert len(station.attempts_for(anna.id)) == 1
        assert station.exams.results(trainee_id=anna.id)[0].correct == 2
        write = AnswerGiven(
            new_uuid(),
            anna.id,
            skill="pot",
            question="q3",
            answer="a",
            correct=True,
            seconds=1,
            mode="practice",
            answered_at=datetime.now(UTC),
        )
        assert station.apply([write, write], token=signed.token) == 1  # the same answer twice: once
        assert len(station.attempts_for(anna.id)) == 2
        lesson = LessonFinished(new_uuid(), anna.id, "F7S", "bring_in", 5, 5, True, datetime.now(UTC))
        assert station.apply([lesson, lesson], token=signed.token) == 1  # a lesson's result too
        assert [result.lesson for result in station.lessons.results(trainee_id=anna.id)] == ["bring_in"]
        pace = HandPaced(new_uuid(), anna.id, "F7S", 8, 110.0, 41, 60.5, 30.0, datetime.now(UTC))
        assert station.apply([pace, pace], token=signed.token) == 1  # a timed hand too
        assert [hand.seconds for hand in station.paces.hands(trainee_id=anna.id)] == [110.0]
        assert station.school.settings().self_registration is False
        with pytest.raises(PermissionDeniedError):  # no token: a plain INSERT, which it may not make
            station.apply([replace(write, uuid=new_uuid())])
        with pytest.raises(PermissionDeniedError):
            station.instructor.has_pin()  # the PIN hash is in secrets
        with pytest.raises(PermissionDeniedError):
            station.roster.add("Mallory")
        with pytest.raises(PermissionDeniedError):
            station.school.save(SchoolSettings(self_registration=True))


def test_a_trainee_joins_the_roster_with_a_password_only_when_the_instructor_allows_it(school: str) -> None:
    with (
        Store(login(school, STATION_ROLE, STATION_PW)) as station,
        Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor,
    ):
        with pytest.raises(PermissionDeniedError):
            station.logins.join("Ben", "ben-password", "station-1")
        instructor.school.save(SchoolSettings(self_registration=True))
        ben = station.logins.join("Ben", "ben-password", "station-1")
        assert (ben.trainee.name, ben.must_change, ben.token is not None) == ("Ben", False, True)
        assert station.logins.sign_in("BEN", "ben-password", "station-2").trainee == ben.trainee
        with pytest.raises(StoreError):  # a name on the roster is nobody's to take
            station.logins.join("anna", "anna-password", "station-1")
        assert [t.name for t in instructor.roster.trainees()] == ["Anna", "Ben"]


def test_the_instructor_manages_the_roster_but_cannot_change_answers(school: str) -> None:
    with Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        carl = instructor.roster.add("Carl")
        instructor.roster.rename(carl.id, "Karl")
        instructor.roster.archive(carl.id)
        instructor.exams.create("Second", ["pot"], 3, 0.5)
        instructor.assignments.assign("More", ["pot"], 3)
        instructor.school.save(SchoolSettings(school_name="Spielbank Dealerschule"))
        assert instructor.school.settings().school_name == "Spielbank Dealerschule"
    with psql(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as connection:
        for statement in ("UPDATE attempts SET correct = true", "DELETE FROM exam_results"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                connection.execute(statement)


def test_init_is_idempotent_and_says_what_it_did(school: str) -> None:
    again = init_school(school)
    assert any("existed; kept" in line for line in again.lines)
    assert any("nothing to upgrade" in line for line in again.lines)
    with Store(login(school, STATION_ROLE, STATION_PW)) as station:
        assert len(station.roster.trainees()) == 1
    changed = init_school(school, station_password="another-one")
    assert any(f"{STATION_ROLE} existed; its password was changed" in line for line in changed.lines)
    with Store(login(school, STATION_ROLE, "another-one")) as station:
        assert station.roster.trainees()


def test_a_new_login_needs_a_password(postgres_url: str, pg_admin: sa.Engine) -> None:
    # The logins are the cluster's; those of earlier tests go (their databases are gone).
    with pg_admin.connect() as connection:
        for role in (STATION_ROLE, INSTRUCTOR_ROLE):
            connection.execute(sa.text(f"DROP ROLE IF EXISTS {role}"))
    with pytest.raises(MissingPasswordError, match=STATION_ROLE):
        init_school(postgres_url)
    with pytest.raises(MissingPasswordError, match=INSTRUCTOR_ROLE):
        init_school(postgres_url, station_password=STATION_PW)


RACER = """
import sys
from croupier.store import Store, StoreError
with Store(sys.argv[1]) as store:
    try:
        print(store.logins.join("Race 1", "race-password", "racer").trainee.id)
    except StoreError:
        print("taken")
"""


def test_eight_stations_adding_one_name_at_once_make_one_trainee(school: str, tmp_path: Path) -> None:
    with Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        instructor.school.save(SchoolSettings(self_registration=True))
    script = tmp_path / "racer.py"
    script.write_text(RACER)
    url = login(school, STATION_ROLE, STATION_PW)
    racers = [
        subprocess.Popen([sys.executable, str(script), url], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        for _ in range(8)
    ]
    outputs = [racer.communicate(timeout=120) for racer in racers]
    assert [racer.returncode for racer in racers] == [0] * 8, [err.decode() for _, err in outputs]
    said = sorted(out.decode().strip() for out, _ in outputs)
    assert said.count("taken") == 7, said  # one station adds the name; the others are told it is taken
    with Store(school) as admin:
        assert [t.name for t in admin.roster.trainees()].count("Race 1") == 1
