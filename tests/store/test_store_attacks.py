"""The adversarial suite: a trainee who wants a certificate without earning it, at a station of a real
school database (the CI's PostgreSQL), connected as the station's login with the station's password
(which a trainee can read) and with their own sign-in's token. Every attack fails with PostgreSQL's
own error; a row the database's owner writes by hand never verifies; a password never goes to a
server that asks for it in clear.
"""

from __future__ import annotations

import json
import socket
import struct
import threading
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime

import psycopg
import pytest
import sqlalchemy as sa
from pg_cluster import drop_database
from sealing import engine_regrade, sit
from server_logins import login, psql

from croupier.drills import DrillSettings
from croupier.drills.regrade import deal_json
from croupier.store import Store
from croupier.store.database import parse_url, password_safety
from croupier.store.errors import ReadOnlyServerError
from croupier.store.logins import SignInLockedError, WrongPasswordError
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, init_school
from croupier.store.sittings import SittingRefusedError
from croupier.store.writes import (
    AnswerGiven,
    ExamFinished,
    LessonFinished,
    SessionEnded,
    SessionStarted,
    encode,
    new_uuid,
)

STATION_PW = "station-secret-31"
INSTRUCTOR_PW = "instructor-secret-31"
ANNA_PW = "anna-password-1"
BEN_PW = "ben-password-1"
PASSPHRASE = "the school's seal 31"


def now() -> datetime:
    return datetime.now(UTC)


@dataclass
class School:
    url: str
    station: str
    instructor: str
    anna: int
    ben: int
    exam: int
    anna_token: str
    ben_token: str
    ben_session: str
    sitting: str


def _school(postgres_url: str) -> School:
    init_school(postgres_url, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    station_url = login(postgres_url, STATION_ROLE, STATION_PW)
    instructor_url = login(postgres_url, INSTRUCTOR_ROLE, INSTRUCTOR_PW)
    with Store(instructor_url) as instructor, Store(station_url, station="station-1") as station:
        anna = instructor.roster.add("Anna Schmidt")
        ben = instructor.roster.add("Ben Keller")
        exam = instructor.exams.create("Stud I", ["bring_in", "first_to_act"], 4, 0.75, sittings=1)
        instructor.logins.set_password(anna.id, ANNA_PW)
        instructor.logins.set_password(ben.id, BEN_PW)
        instructor.seals.create_key(PASSPHRASE)
        anna_in = station.logins.sign_in("Anna Schmidt", ANNA_PW, "station-1")
        ben_in = station.logins.sign_in("ben keller", BEN_PW, "station-2")
        assert anna_in.token
        assert ben_in.token
        assert anna_in.must_change
        # Ben practises: a session and an answer of his own.
        ben_session = SessionStarted(
            new_uuid(), ben.id, activity="quiz", mode="practice", started_at=now(), station="station-2"
        )
        answer = AnswerGiven(
            new_uuid(),
            ben.id,
            skill="pot_size",
            question="q",
            answer="40",
            correct=True,
            seconds=2.0,
            mode="practice",
            answered_at=now(),
            session_uuid=ben_session.uuid,
        )
        assert station.apply([ben_session, answer], token=ben_in.token) == 2
        # Anna begins her one sitting.
        sitting = station.sittings.start(
            exam.id,
            session_uuid=new_uuid(),
            station="station-1",
            deal=deal_json(DrillSettings()),
            token=anna_in.token,
        )
    return School(
        postgres_url,
        station_url,
        instructor_url,
        anna.id,
        ben.id,
        exam.id,
        anna_in.token,
        ben_in.token,
        ben_session.uuid,
        sitting.session_uuid,
    )


@pytest.fixture
def school(postgres_url: str) -> School:
    return _school(postgres_url)


@pytest.fixture(scope="module")
def shared_school(pg_admin: sa.Engine) -> Iterator[School]:
    """One school for the attacks that change nothing (each fails): made once for all of them."""
    name = f"croupier_t_{uuid.uuid4().hex[:12]}"
    with pg_admin.connect() as connection:
        connection.execute(sa.text(f'CREATE DATABASE "{name}"'))
    try:
        yield _school(pg_admin.url.set(database=name).render_as_string(hide_password=False))
    finally:
        drop_database(pg_admin, name)


# ----------------------------------------------------------------------------------- the station's login

STATION_FORBIDDEN = [
    # Results, sittings and certificates: no login but the owner writes them.
    (
        "INSERT INTO exam_results (uuid, exam_id, trainee_id, correct, total, passed, taken_at, abandoned,"
        " certificate) VALUES (md5(random()::text), {exam}, {anna}, 4, 4, true, now(), false, 'FAKE-0001')"
    ),
    "UPDATE exam_results SET passed = true",
    "DELETE FROM exam_results",
    (
        "INSERT INTO exam_sittings (session_id, exam_id, trainee_id, seed, started_at, last_seen)"
        " VALUES (1, {exam}, {anna}, 7, now(), now())"
    ),
    "UPDATE exam_sittings SET ended_at = NULL, seed = 7",
    "DELETE FROM exam_sittings",
    (
        "INSERT INTO certificates (code, result_id, payload, signature, key_fingerprint, sealed_by,"
        " sealed_at) VALUES ('FAKE-0001', 1, '{{}}', 'x', 'x', 'me', now())"
    ),
    "UPDATE certificates SET payload = '{{}}'",
    "DELETE FROM certificates",
    "INSERT INTO result_checks VALUES (1, 'sealed', 4, NULL, NULL, 'me', now())",
    (
        "INSERT INTO sitting_grants (exam_id, trainee_id, granted_at, granted_by)"
        " VALUES ({exam}, {anna}, now(), 'x')"
    ),
    # Answers, sessions and lesson results go through croupier_write only, for the one signed in.
    (
        "INSERT INTO attempts (uuid, trainee_id, skill, question, answer, correct, seconds, mode,"
        " answered_at) VALUES (md5(random()::text), {ben}, 'pot_size', 'q', 'a', true, 1, 'exam', now())"
    ),
    (
        "INSERT INTO practice_sessions (uuid, trainee_id, mode, started_at, activity, exam_id)"
        " VALUES (md5(random()::text), {anna}, 'exam', now(), 'exam', {exam})"
    ),
    (
        "INSERT INTO session_ends (session_id, ended_at, abandoned)"
        " SELECT id, now(), false FROM practice_sessions"
    ),
    (
        "INSERT INTO lesson_results (uuid, trainee_id, variant, lesson, correct, total, passed, taken_at)"
        " VALUES (md5(random()::text), {ben}, 'F7S', 'x', 5, 5, true, now())"
    ),
    "UPDATE attempts SET correct = true",
    # Passwords, sign-ins and the private key are no station's to read.
    "SELECT * FROM trainee_logins",
    "SELECT * FROM sign_ins",
    "SELECT private_key FROM school_keys",
    "INSERT INTO school_keys VALUES ('x', 'x', 'x', now(), 'x')",
    # The instructor's functions.
    "SELECT croupier_seal(1, 'sealed', 4, NULL, NULL, 'FAKE-0001', '{{}}', 'x', 'x')",
    "SELECT croupier_grant_sitting({exam}, {anna}, 'mallory says so')",
    "SELECT croupier_add_instructor('mallory', 'SCRAM-SHA-256$4096:x', true)",
    "SELECT croupier_sees_class(1)",
    # Work per class (revision 0013): the room of one class, and giving a class work.
    "SELECT * FROM croupier_signed_in(1)",
    (
        "INSERT INTO assignments (drill_set, skills, questions, created_at, note, class_id)"
        " VALUES ('x', '[]', 1, now(), '', 1)"
    ),
    "UPDATE live_rounds SET class_id = NULL",
    # The audit trail, classes and practical exams (revisions 0011, 0012): no station's.
    "SELECT * FROM audit_log",
    "INSERT INTO audit_log (at, login, action, subject) VALUES (now(), 'x', 'created', 'exams')",
    "DELETE FROM audit_log",
    "INSERT INTO classes (name, created_at) VALUES ('Mallory''s', now())",
    "UPDATE trainees SET class_id = NULL",
    "INSERT INTO class_instructors VALUES (1, 'mallory')",
    "SELECT * FROM practical_sittings",
    (
        'INSERT INTO practical_marks (hand_id, duty, duty_group, "right", seconds, disputed)'
        " VALUES (1, 'x', 'x', true, 0, false)"
    ),
    # The rubrics a practical and the combined grade are scored by (the school's, a class's: 0014).
    "UPDATE settings SET value = '{{}}' WHERE key = 'practical_rubric'",
    "INSERT INTO settings (key, value) VALUES ('practical_rubric', '{{}}')",
    "INSERT INTO class_rubrics VALUES (1, '{{}}', now(), 'mallory')",
    "UPDATE class_rubrics SET rubric = '{{}}'",
    "DELETE FROM class_rubrics",
    "SELECT * FROM class_rubrics",
    "SELECT croupier_set_password({ben}, 'mallory-was-here')",
    "SELECT croupier_add_key('x', 'x', 'x')",
    "SELECT croupier_add_station('mallory', 'SCRAM-SHA-256$4096:x')",
    # Logins: its own beyond its password, and anyone else's.
    "ALTER ROLE croupier_station NOLOGIN",
    "ALTER ROLE croupier_station CONNECTION LIMIT 0",
    "ALTER ROLE croupier_station VALID UNTIL '2000-01-01'",
    "ALTER ROLE croupier_station RENAME TO mallory",
    "ALTER ROLE croupier_instructor PASSWORD 'mallory'",
    "SET ROLE croupier_instructor",
    "CREATE TABLE mine (x int)",
    "CREATE FUNCTION croupier_me() RETURNS integer LANGUAGE sql AS 'SELECT 1'",
]


@pytest.mark.parametrize("statement", STATION_FORBIDDEN)
def test_the_stations_login_may_not(shared_school: School, statement: str) -> None:
    school = shared_school
    text = statement.format(exam=school.exam, anna=school.anna, ben=school.ben)
    with psql(school.station, token=school.anna_token) as connection, pytest.raises(psycopg.Error) as caught:
        connection.execute(text)
    # Insufficient privilege (a session's own login cannot be renamed: not supported).
    assert caught.value.sqlstate in {"42501", "0A000"}, caught.value


# ----------------------------------------------------------------------------------- a trainee's sign-in


def _write(connection: psycopg.Connection[tuple[object, ...]], token: str, write: object) -> object:
    row = connection.execute(
        "SELECT croupier_write(%s, %s::jsonb)",
        (token, encode(write)),  # type: ignore[arg-type]
    ).fetchone()
    assert row is not None
    return row[0]


def _answer(trainee: int, session_uuid: str | None, *, correct: bool = True) -> AnswerGiven:
    return AnswerGiven(
        new_uuid(),
        trainee,
        skill="bring_in",
        question="q",
        answer="1",
        correct=correct,
        seconds=1.0,
        mode="exam",
        answered_at=now(),
        session_uuid=session_uuid,
    )


def _attacks(school: School) -> dict[str, object]:
    anna, ben = school.anna, school.ben
    return {
        "an answer for another trainee": _answer(ben, None),
        "a session for another trainee": SessionStarted(
            new_uuid(), ben, activity="quiz", mode="practice", started_at=now()
        ),
        "a lesson result for another trainee": LessonFinished(
            new_uuid(), ben, "F7S", "bring_in", 5, 5, True, now()
        ),
        "another trainee's session ended": SessionEnded(school.ben_session, now(), abandoned=True),
        "an answer into another trainee's session": _answer(anna, school.ben_session),
        "an exam session made by hand": SessionStarted(
            new_uuid(), anna, activity="exam", mode="exam", started_at=now(), exam_id=school.exam
        ),
        "a result without a sitting": ExamFinished(new_uuid(), school.exam, anna, 4, 4, True, now()),
        "a result for another trainee's sitting": ExamFinished(
            new_uuid(), school.exam, ben, 4, 4, True, now(), session_uuid=school.sitting
        ),
    }


@pytest.mark.parametrize(
    "attack",
    [
        "an answer for another trainee",
        "a session for another trainee",
        "a lesson result for another trainee",
        "another trainee's session ended",
        "an answer into another trainee's session",
        "an exam session made by hand",
        "a result without a sitting",
        "a result for another trainee's sitting",
    ],
)
def test_a_trainee_writes_only_their_own(shared_school: School, attack: str) -> None:
    school = shared_school
    write = _attacks(school)[attack]
    with psql(school.station) as connection, pytest.raises(psycopg.errors.InsufficientPrivilege):
        _write(connection, school.anna_token, write)


def test_a_write_needs_a_real_sign_in(shared_school: School) -> None:
    school = shared_school
    with psql(school.station) as connection:
        near = school.anna_token[:-1] + ("1" if school.anna_token.endswith("0") else "0")  # one digit off
        for token in ("", "0" * 64, near):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                _write(connection, token, _answer(school.anna, None))


def test_a_trainee_reads_only_their_own_answers(shared_school: School) -> None:
    school = shared_school
    with psql(school.station, token=school.anna_token) as connection:
        assert connection.execute(
            "SELECT count(*) FROM attempts WHERE trainee_id = %s", (school.ben,)
        ).fetchone() == (0,)
        assert connection.execute(
            "SELECT count(*) FROM practice_sessions WHERE trainee_id <> %s", (school.anna,)
        ).fetchone() == (0,)
        # A token made up, or none, reads nothing at all.
        connection.execute("SELECT set_config('croupier.token', %s, false)", ("f" * 64,))
        assert connection.execute("SELECT count(*) FROM attempts").fetchone() == (0,)
    with psql(school.station, token=school.ben_token) as connection:
        assert connection.execute("SELECT count(*) FROM attempts").fetchone() == (1,)
    # The command line with the station's login: Ben's report has no answer in it.
    with Store(school.station) as station:
        from croupier.store.reports import trainee_csv  # noqa: PLC0415

        assert trainee_csv(station, school.ben).count("\r\n") == 1  # the heading only


def test_a_second_open_sitting_and_a_sitting_beyond_the_limit_are_refused(school: School) -> None:
    with psql(school.station) as connection:
        with pytest.raises(psycopg.Error) as caught:
            connection.execute(
                "SELECT croupier_start_sitting(%s, %s, %s, 'station-3', '{}'::jsonb)",
                (school.anna_token, school.exam, new_uuid()),
            )
        assert caught.value.sqlstate == "CR001"
        assert "station-1" in str(caught.value)
        # The first sitting left early: it was the only one.
        _write(
            connection,
            school.anna_token,
            ExamFinished(
                new_uuid(),
                school.exam,
                school.anna,
                0,
                4,
                False,
                now(),
                session_uuid=school.sitting,
                abandoned=True,
            ),
        )
        with pytest.raises(psycopg.Error) as caught:
            connection.execute(
                "SELECT croupier_start_sitting(%s, %s, %s, 'station-1', '{}'::jsonb)",
                (school.anna_token, school.exam, new_uuid()),
            )
        assert caught.value.sqlstate == "CR002"


def test_a_sitting_takes_no_more_answers_than_questions_and_none_once_closed(school: School) -> None:
    with psql(school.station) as connection:
        for _ in range(4):
            _write(connection, school.anna_token, _answer(school.anna, school.sitting))
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            _write(connection, school.anna_token, _answer(school.anna, school.sitting))
        closed = ExamFinished(
            new_uuid(), school.exam, school.anna, 0, 4, False, now(), session_uuid=school.sitting
        )
        assert _write(connection, school.anna_token, closed) is True
        assert _write(connection, school.anna_token, closed) is False  # once
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            _write(connection, school.anna_token, _answer(school.anna, school.sitting))
    # The score is the server's, counted from the answers: four marked right of four, passed.
    with Store(school.instructor) as instructor:
        (result,) = instructor.exams.results(exam_id=school.exam)
        assert (result.correct, result.total, result.passed, result.certificate) == (4, 4, True, None)


def test_a_signed_out_token_writes_nothing_new_but_its_earlier_writes_again(school: School) -> None:
    with psql(school.station) as connection:
        kept = _answer(school.anna, None)
        assert _write(connection, school.anna_token, kept) is True
        connection.execute(
            "SELECT croupier_write(%s, %s::jsonb)",
            (
                school.anna_token,
                json.dumps({"kind": "sign_out", "uuid": new_uuid(), "signed_out_at": now().isoformat()}),
            ),
        )
        assert _write(connection, school.anna_token, kept) is False  # a repeated upload: stored once
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            _write(connection, school.anna_token, _answer(school.anna, None))
        connection.execute("SELECT set_config('croupier.token', %s, false)", (school.anna_token,))
        assert connection.execute("SELECT count(*) FROM attempts").fetchone() == (0,)


def test_forged_answers_are_found_by_re_grading_and_get_no_certificate(school: School) -> None:
    with Store(school.station) as station:
        # Half the answers wrong, every one marked right: the server counts 4 of 4, a pass…
        sit(station, school, wrong=(1, 3), forge=True)
    with Store(school.instructor) as instructor:
        (result,) = instructor.exams.results(exam_id=school.exam)
        assert (result.correct, result.passed) == (4, True)
        # … which re-grading from the sitting's seed does not: no certificate.
        seal = instructor.seals.unlock(PASSPHRASE)
        report = instructor.seals.seal_pending(seal, engine_regrade)
        assert report.sealed == ()
        assert report.rejected == ((result.id, "mark", 1),)
        (sitting,) = instructor.sittings.sittings(exam_id=school.exam)
        assert (sitting.check, sitting.problem, sitting.result and sitting.result.certificate) == (
            "rejected",
            "mark",
            None,
        )
        assert instructor.seals.seal_pending(seal, engine_regrade) == type(report)()  # checked once


def test_an_honest_pass_is_sealed_and_verifies_as_issued(school: School) -> None:
    with Store(school.station) as station:
        sit(station, school, wrong=(2,))
    with Store(school.instructor) as instructor:
        report = instructor.seals.seal_pending(instructor.seals.unlock(PASSPHRASE), engine_regrade)
        (code,) = report.sealed
        verdict = instructor.seals.verify(code)
        assert verdict.valid
        assert verdict.payload is not None
        assert (verdict.payload["trainee"], verdict.payload["correct"], verdict.payload["total"]) == (
            "Anna Schmidt",
            3,
            4,
        )
        assert verdict.payload["sealed_by"] == INSTRUCTOR_ROLE
    with Store(school.station) as station:  # anyone with a code may check it
        assert station.seals.verify(code.lower().replace("-", "")).valid


def test_a_certificate_the_owner_writes_by_hand_never_verifies(school: School) -> None:
    with Store(school.station) as station:
        sit(station, school)
    with Store(school.instructor) as instructor:
        (code,) = instructor.seals.seal_pending(instructor.seals.unlock(PASSPHRASE), engine_regrade).sealed
    with psql(school.url) as owner:  # the database's owner can write anything
        found = owner.execute(
            "SELECT payload, signature, key_fingerprint FROM certificates WHERE code = %s", (code,)
        ).fetchone()
        assert found is not None
        payload, signature, key = found
        forged = json.loads(str(payload))
        forged.update(code="FAKE-0001", trainee="Ben Keller", correct=4)
        owner.execute(
            "INSERT INTO exam_results (uuid, exam_id, trainee_id, correct, total, passed, taken_at,"
            " abandoned) VALUES (md5(random()::text), %s, %s, 4, 4, true, now(), false)",
            (school.exam, school.ben),
        )
        owner.execute(
            "INSERT INTO certificates (code, result_id, payload, signature, key_fingerprint, sealed_by,"
            " sealed_at) SELECT 'FAKE-0001', id, %s, %s, %s, 'croupier', now() FROM exam_results"
            " WHERE trainee_id = %s",
            (json.dumps(forged, sort_keys=True, separators=(",", ":")), signature, key, school.ben),
        )
        # And one the owner signed with a key of its own making, put in as the school's.
        from croupier.store.seals import payload_text  # noqa: PLC0415
        from croupier.store.signing import new_key, sign  # noqa: PLC0415

        mine, seal = new_key("the owner's own key")
        forged.update(code="FAKE-0002", key=mine.fingerprint)
        owner.execute(
            "INSERT INTO school_keys VALUES (%s, %s, %s, now(), 'croupier')",
            (mine.fingerprint, mine.public_key, mine.private_key),
        )
        owner.execute(
            "INSERT INTO exam_results (uuid, exam_id, trainee_id, correct, total, passed, taken_at,"
            " abandoned) VALUES (md5(random()::text), %s, %s, 4, 4, true, now() + interval '1 s', false)"
            " RETURNING id",
            (school.exam, school.ben),
        )
        owner.execute(
            "INSERT INTO certificates (code, result_id, payload, signature, key_fingerprint, sealed_by,"
            " sealed_at) SELECT 'FAKE-0002', max(id), %s, %s, %s, 'croupier', now() FROM exam_results",
            (payload_text(forged), sign(seal, forged), mine.fingerprint),
        )
    with Store(school.station) as station:
        # Signed by the school's key, it verifies; the owner's key is not the school's first key.
        other = station.seals.verify("FAKE-0002")
        assert (other.valid, other.reason) == (False, "key")
    with Store(school.station) as station:
        verdict = station.seals.verify("FAKE-0001")
        assert (verdict.valid, verdict.reason) == (False, "signature")


def test_a_certificate_code_a_station_made_up_before_never_verifies(school: School) -> None:
    with psql(school.url) as owner:
        owner.execute(
            "INSERT INTO exam_results (uuid, exam_id, trainee_id, correct, total, passed, taken_at,"
            " abandoned, certificate)"
            " VALUES (md5(random()::text), %s, %s, 20, 20, true, now(), false, 'FAKE-0002')",
            (school.exam, school.ben),
        )
    with Store(school.station) as station:
        assert station.seals.verify("FAKE-0002").reason == "unsigned"
        assert station.seals.verify("NOPE-NOPE").reason == "unknown"


def test_wrong_passwords_lock_the_name_on_the_server(school: School) -> None:
    with Store(school.station) as station:
        for left in (4, 3, 2, 1):
            with pytest.raises(WrongPasswordError) as caught:
                station.logins.sign_in("Ben Keller", "guess", "station-9")
            assert caught.value.tries_left == left
        with pytest.raises(SignInLockedError) as locked:
            station.logins.sign_in("Ben Keller", "guess", "station-9")
        assert 25 <= locked.value.seconds <= 30
        with pytest.raises(SignInLockedError):
            station.logins.sign_in("Ben Keller", BEN_PW, "station-9")  # the right one waits too


def test_a_trainee_signed_in_twice_is_refused_where_the_sitting_is_not(school: School) -> None:
    with Store(school.station) as station:
        from croupier.store.logins import SittingElsewhereError  # noqa: PLC0415

        with pytest.raises(SittingElsewhereError) as caught:
            station.logins.sign_in("Anna Schmidt", ANNA_PW, "station-2")
        assert caught.value.station == "station-1"
        assert station.logins.sign_in("Anna Schmidt", ANNA_PW, "station-1").token  # where it is open
    with Store(school.station) as station, pytest.raises(SittingRefusedError) as refused:
        station.sittings.start(
            school.exam, session_uuid=new_uuid(), station="station-1", deal={}, token=school.anna_token
        )
    assert (refused.value.reason, refused.value.station) == ("open", "station-1")


# ----------------------------------------------------------------------------------- logins


def test_a_stations_own_login_harms_only_itself(school: School) -> None:
    with Store(school.instructor) as instructor:
        # Logins are the cluster's: names of this test's own.
        first = instructor.logins.add_station(f"a_{uuid.uuid4().hex[:12]}", "desk-a-password")
        second = instructor.logins.add_station(f"b_{uuid.uuid4().hex[:12]}", "desk-b-password")
    desk_a = login(school.url, first, "desk-a-password")
    desk_b = login(school.url, second, "desk-b-password")
    with psql(desk_a) as connection:
        # What PostgreSQL allows a login: settings on itself, and its own password.
        connection.execute(f"ALTER ROLE {first} SET search_path = nowhere")
        connection.execute(f"ALTER ROLE {first} SET default_transaction_read_only = on")
        for statement in (
            f"ALTER ROLE {second} PASSWORD 'mallory'",
            f"ALTER ROLE {second} SET search_path = nowhere",
            "ALTER ROLE croupier_station PASSWORD 'mallory'",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                connection.execute(statement)
    # Its own search path does not hold on its connections (the station sets what it relies on);
    # read-only shuts out that login alone, with the writer's clear refusal, not the other desk…
    with Store(desk_a) as station, pytest.raises(ReadOnlyServerError):
        station.logins.sign_in("Ben Keller", BEN_PW, "desk-a")
    with Store(desk_b) as station:
        assert station.logins.sign_in("Ben Keller", BEN_PW, "desk-b").token
    # … and school init resets them and says so.
    report = init_school(school.url)
    assert any(line.startswith(f"Login {first} had set") for line in report.lines)
    with psql(school.url) as owner:
        assert owner.execute(
            "SELECT count(*) FROM pg_db_role_setting s JOIN pg_roles r ON r.oid = s.setrole"
            " WHERE r.rolname = %s",
            (first,),
        ).fetchone() == (0,)
    with Store(desk_a) as station:
        assert station.logins.sign_in("Ben Keller", BEN_PW, "desk-a").token


def test_the_instructor_cannot_write_results_or_certificates_either(shared_school: School) -> None:
    school = shared_school
    with psql(school.instructor) as connection:
        for statement in (
            "UPDATE attempts SET correct = true",
            "DELETE FROM exam_results",
            "UPDATE exam_sittings SET seed = 1",
            (
                "INSERT INTO certificates (code, result_id, payload, signature, key_fingerprint,"
                " sealed_by, sealed_at) VALUES ('FAKE-0003', 1, '{}', 'x', 'x', 'me', now())"
            ),
            "DELETE FROM certificates",
            "SELECT * FROM trainee_logins",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                connection.execute(statement)


class _ClearTextServer:
    """A fake PostgreSQL server on 127.0.0.1 that asks every client for its password in clear."""

    def __init__(self) -> None:
        self.socket = socket.socket()
        self.socket.bind(("127.0.0.1", 0))
        self.socket.listen()
        self.port = self.socket.getsockname()[1]
        self.heard: list[bytes] = []
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            try:
                client, _ = self.socket.accept()
            except OSError:
                return
            with client:
                client.settimeout(5)
                try:
                    length = struct.unpack("!I", client.recv(4))[0]
                    startup = client.recv(length - 4)
                    if startup[:4] == struct.pack("!I", 80877103):  # SSLRequest: no
                        client.sendall(b"N")
                        length = struct.unpack("!I", client.recv(4))[0]
                        client.recv(length - 4)
                    client.sendall(b"R" + struct.pack("!II", 8, 3))  # AuthenticationCleartextPassword
                    data = client.recv(4096)
                    self.heard.append(data)
                except (OSError, struct.error):
                    continue

    def close(self) -> None:
        self.socket.close()


def test_a_password_is_never_sent_to_a_server_that_asks_for_it_in_clear(school: School) -> None:
    fake = _ClearTextServer()
    try:
        url = parse_url(school.instructor).set(host="127.0.0.1", port=fake.port)
        with pytest.raises(psycopg.OperationalError) as caught:
            psycopg.connect(
                host="127.0.0.1",
                port=fake.port,
                dbname="croupier",
                user=INSTRUCTOR_ROLE,
                password=INSTRUCTOR_PW,
                connect_timeout=5,
                **password_safety(url),
            )
        assert "password" in str(caught.value).lower()
        assert not any(INSTRUCTOR_PW.encode() in data for data in fake.heard)
        assert all(not data.startswith(b"p") for data in fake.heard)
        # The store's own engine (what the window's instructor unlock opens) refuses it too.
        from croupier.store import StoreError  # noqa: PLC0415

        with pytest.raises(StoreError):
            Store(url.render_as_string(hide_password=False))
        assert not any(INSTRUCTOR_PW.encode() in data for data in fake.heard)
    finally:
        fake.close()


def test_passwords_are_stored_as_scram_verifiers(school: School) -> None:
    with psql(school.url) as owner:  # MD5 by default here: not what init and the instructor send
        owner.execute(f'ALTER DATABASE "{parse_url(school.url).database}" SET password_encryption = md5')
    init_school(school.url, station_password="station-secret-32")
    with Store(school.instructor) as instructor:
        role = instructor.logins.add_station(f"c_{uuid.uuid4().hex[:12]}", "desk-c-password")
    # The cluster accepts scram-sha-256 only (an MD5 hash would not log in) and the connection
    # requires it (require_auth): both logins come in, so both are kept as SCRAM verifiers.
    for url in (
        login(school.url, STATION_ROLE, "station-secret-32"),
        login(school.url, role, "desk-c-password"),
    ):
        with psql(url) as connection:
            assert connection.execute("SELECT current_user").fetchone() is not None
