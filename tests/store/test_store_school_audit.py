"""Instructors with their own logins, an audit trail the database writes itself, and exams on a
schedule — on the CI's PostgreSQL, each through the login that would do it.

- The administrator makes instructors' logins; an instructor allowed to makes others; one not
  allowed cannot, and nobody but the administrator changes an existing login's password.
- Every action is in the audit trail with the login that did it and its station; no instructor
  (nor station) can change it: UPDATE, DELETE, INSERT and TRUNCATE fail with PostgreSQL's error,
  and the owner's own UPDATE or DELETE is refused by a trigger.
- An exam outside its window, or withdrawn, cannot be started — refused by the server's function,
  also when called directly; an extra sitting granted (with a reason) works once; an exam that has
  been sat keeps its questions, whoever asks.
- The practical exam's tables: instructors record and read, stations neither.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import psycopg
import pytest
from sealing import sit
from server_logins import login
from server_logins import psql as _psql

from croupier.drills import DrillSettings
from croupier.drills.regrade import deal_json
from croupier.store import PermissionDeniedError, Store, StoreError
from croupier.store.database import parse_url
from croupier.store.exams import ExamSatError
from croupier.store.practicals import PracticalHand, PracticalMark, PracticalRecord
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, init_school
from croupier.store.sittings import SittingRefusedError
from croupier.store.writes import new_uuid

STATION_PW = "station-secret-37"
INSTRUCTOR_PW = "instructor-secret-37"
ANNA_PW = "anna-password-37"


def psql(url: str, token: str | None = None) -> psycopg.Connection[tuple[object, ...]]:
    return _psql(url, token, application_name="croupier@psql-test")


class School:
    def __init__(self, admin: str) -> None:
        init_school(admin, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
        tag = uuid.uuid4().hex[:6]
        self.admin = admin
        self.mara_login, self.tom_login = f"mara_{tag}", f"tom_{tag}"
        with Store(admin, station="office") as store:
            store.logins.add_instructor(self.mara_login, "mara-password-1", may_add=True)
        self.mara = login(admin, self.mara_login, "mara-password-1")
        with Store(self.mara, station="desk_mara") as store:
            store.logins.add_instructor(self.tom_login, "tom-password-1")
            anna = store.roster.add("Anna Schmidt")
            store.logins.set_password(anna.id, ANNA_PW)
        self.tom = login(admin, self.tom_login, "tom-password-1")
        self.station = login(admin, STATION_ROLE, STATION_PW)
        self.anna = anna.id

    def admin_login(self) -> str:
        return str(parse_url(self.admin).username)

    def sign_in(self, station: Store) -> str:
        signed = station.logins.sign_in("Anna Schmidt", ANNA_PW, "desk_1")
        assert signed.token
        return signed.token


@pytest.fixture
def school(postgres_url: str) -> School:
    return School(postgres_url)


def start(station: Store, exam_id: int, token: str) -> str:
    started = station.sittings.start(
        exam_id, session_uuid=new_uuid(), station="desk_1", deal=deal_json(DrillSettings()), token=token
    )
    return started.session_uuid


def test_instructors_have_their_own_logins_made_by_the_administrator_or_one_allowed(school: School) -> None:
    with Store(school.tom, station="desk_tom") as tom:
        # Tom is an instructor (he manages the roster) but may not make instructors.
        assert tom.roster.add("Ben Keller").name == "Ben Keller"
        with pytest.raises(
            PermissionDeniedError, match="permission denied for function croupier_add_instructor"
        ):
            tom.logins.add_instructor(f"eve_{uuid.uuid4().hex[:6]}", "eve-password-1")
    with Store(school.mara, station="desk_mara") as mara:
        # Mara may make new instructors, not take over another's login by giving it a password.
        with pytest.raises(PermissionDeniedError, match="only the administrator"):
            mara.logins.add_instructor(school.tom_login, "taken-over-1")
        with pytest.raises(StoreError, match="1 to 40"):
            mara.logins.add_instructor("croupier_station", "station-pw-2")
    with psql(school.tom) as connection:
        (member,) = connection.execute(
            "SELECT pg_has_role(current_user, %s, 'MEMBER')", (INSTRUCTOR_ROLE,)
        ).fetchone() or (None,)
        assert member is True


def test_the_audit_trail_lists_every_action_with_its_login_and_station(school: School) -> None:
    soon = datetime.now(UTC) + timedelta(days=7)
    with Store(school.tom, station="desk_tom") as tom:
        exam = tom.exams.create("Stud I", ["bring_in"], 4, 0.75, closes_at=soon)
        tom.exams.edit(exam.id, questions=5, pass_mark=0.8)
        tom.sittings.grant(exam.id, school.anna, "ill on the day")
        tom.exams.withdraw(exam.id)
        tom.assignments.assign("Pots", ["pot_size"], 10)
    with Store(school.mara, station="desk_mara") as mara:
        entries = mara.audit.entries()
    done = [(e.login, e.station, e.action, e.subject) for e in entries]
    assert (school.admin_login(), "office", "created", "logins") in done
    assert (school.mara_login, "desk_mara", "created", "logins") in done
    assert (school.mara_login, "desk_mara", "created", "trainees") in done
    assert (school.mara_login, "desk_mara", "created", "trainee_logins") in done
    assert (school.tom_login, "desk_tom", "created", "exams") in done
    assert (school.tom_login, "desk_tom", "changed", "exams") in done
    assert (school.tom_login, "desk_tom", "granted", "sitting_grants") in done
    assert (school.tom_login, "desk_tom", "withdrew", "exams") in done
    assert (school.tom_login, "desk_tom", "created", "assignments") in done
    changed = next(e for e in entries if e.action == "changed" and e.subject == "exams")
    assert changed.detail == {"questions": [4, 5], "pass_mark": [0.75, 0.8]}
    granted = next(e for e in entries if e.action == "granted")
    assert granted.detail["reason"] == "ill on the day"
    assert granted.detail["granted_by"] == school.tom_login
    # No password hash ever reaches the trail.
    assert all("password_hash" not in e.detail for e in entries)
    # Newest last; since: from then on.
    assert [e.id for e in entries] == sorted(e.id for e in entries)
    with Store(school.mara) as mara:
        later = mara.audit.entries(since=entries[-1].at)
    assert [e.id for e in later] == [entries[-1].id]


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE audit_log SET login = 'someone else'",
        "DELETE FROM audit_log",
        "TRUNCATE audit_log",
        "INSERT INTO audit_log (at, login, action, subject) VALUES (now(), 'x', 'created', 'exams')",
    ],
)
def test_no_instructor_or_station_can_change_the_audit_trail(school: School, statement: str) -> None:
    for who in (school.mara, school.tom, school.station):
        with psql(who) as connection, pytest.raises(psycopg.errors.InsufficientPrivilege) as caught:
            connection.execute(statement)
        assert "permission denied for table audit_log" in str(caught.value)
    with psql(school.station) as connection, pytest.raises(psycopg.errors.InsufficientPrivilege):
        connection.execute("SELECT * FROM audit_log")


def test_even_the_owner_cannot_rewrite_the_trail(school: School) -> None:
    with psql(school.admin) as connection:
        for statement in ("UPDATE audit_log SET login = 'x'", "DELETE FROM audit_log", "TRUNCATE audit_log"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="append-only"):
                connection.execute(statement)
        (count,) = connection.execute("SELECT count(*) FROM audit_log").fetchone() or (0,)
        assert int(count) > 0  # type: ignore[call-overload]


def test_an_exam_outside_its_window_or_withdrawn_cannot_be_started(school: School) -> None:
    now = datetime.now(UTC)
    with Store(school.tom, station="desk_tom") as tom:
        later = tom.exams.create("Later", ["bring_in"], 4, 0.75, opens_at=now + timedelta(days=1))
        over = tom.exams.create(
            "Over", ["bring_in"], 4, 0.75, opens_at=now - timedelta(days=2), closes_at=now - timedelta(days=1)
        )
        gone = tom.exams.create("Gone", ["bring_in"], 4, 0.75)
        tom.exams.withdraw(gone.id)
    with Store(school.station, station="desk_1") as station:
        token = school.sign_in(station)
        for exam_id, reason in ((later.id, "not_yet"), (over.id, "closed"), (gone.id, "withdrawn")):
            with pytest.raises(SittingRefusedError) as refused:
                start(station, exam_id, token)
            assert refused.value.reason == reason
        # The server refuses it, not the client: straight at the function, with the station's login.
        with psql(school.station, token) as connection:
            for exam_id, message in ((later.id, "opens at"), (over.id, "closed at"), (gone.id, "withdrawn")):
                with pytest.raises(psycopg.Error, match=message):
                    connection.execute(
                        "SELECT croupier_start_sitting(%s, %s, %s, 'desk_1', '{}'::jsonb)",
                        (token, exam_id, new_uuid()),
                    )
        assert station.sittings.sittings(trainee_id=school.anna) == []
    # Opened now (the schedule may change after it was sat or not): it starts.
    with Store(school.tom) as tom:
        tom.exams.edit(later.id, opens_at=now - timedelta(minutes=1))
    with Store(school.station, station="desk_1") as station:
        token = school.sign_in(station)
        assert start(station, later.id, token)


def test_an_extra_sitting_granted_works_once_and_needs_a_reason(school: School) -> None:
    with Store(school.tom, station="desk_tom") as tom:
        exam = tom.exams.create("Stud I", ["bring_in"], 4, 0.75, sittings=1)
    with Store(school.station, station="desk_1") as station:
        token = school.sign_in(station)
        sitting = start(station, exam.id, token)
        holder = type(
            "Holder", (), {"exam": exam.id, "anna": school.anna, "anna_token": token, "sitting": sitting}
        )
        sit(station, holder, wrong=range(4))  # failed: every answer wrong
        with pytest.raises(SittingRefusedError) as refused:
            start(station, exam.id, token)
        assert refused.value.reason == "used_up"
    with Store(school.tom, station="desk_tom") as tom:
        with pytest.raises(StoreError, match="reason"):
            tom.sittings.grant(exam.id, school.anna, "   ")
        with psql(school.tom) as connection, pytest.raises(psycopg.errors.CheckViolation, match="reason"):
            connection.execute("SELECT croupier_grant_sitting(%s, %s, '')", (exam.id, school.anna))
        assert tom.sittings.grant(exam.id, school.anna, "fire alarm during the first") == 1
    with Store(school.station, station="desk_1") as station:
        token = school.sign_in(station)
        second = start(station, exam.id, token)
        holder = type(
            "Holder", (), {"exam": exam.id, "anna": school.anna, "anna_token": token, "sitting": second}
        )
        sit(station, holder, wrong=range(4))
        with pytest.raises(SittingRefusedError) as refused:
            start(station, exam.id, token)
        assert (refused.value.reason, refused.value.used, refused.value.allowed) == ("used_up", 2, 2)


def test_an_exam_that_has_been_sat_keeps_its_questions(school: School) -> None:
    with Store(school.tom, station="desk_tom") as tom:
        exam = tom.exams.create("Stud I", ["bring_in"], 4, 0.75, sittings=2)
        tom.exams.edit(exam.id, questions=6)  # before the first sitting: anything
    with Store(school.station, station="desk_1") as station:
        start(station, exam.id, school.sign_in(station))
    with Store(school.tom, station="desk_tom") as tom:
        with pytest.raises(ExamSatError):
            tom.exams.edit(exam.id, questions=3)
        assert tom.exams.edit(exam.id, sittings=3).sittings == 3
        assert tom.exams.get(exam.id).questions == 6
    with psql(school.tom) as connection, pytest.raises(psycopg.Error, match="has been sat"):
        connection.execute("UPDATE exams SET pass_mark = 0.1 WHERE id = %s", (exam.id,))


def _practical(trainee: int) -> PracticalRecord:
    mark = PracticalMark("deal:3", "procedure", right=True)
    hand = PracticalHand(1, seconds=90.0, target_seconds=120.0, score=1.0, failed=False, marks=(mark,))
    return PracticalRecord(
        trainee_id=trainee,
        variant="7-card stud",
        players=6,
        stakes="20/40",
        rubric="{}",
        instructor="Tom",
        score=0.9,
        passed=True,
        groups={"procedure": 1.0},
        hands=(hand,),
    )


def test_instructors_record_and_read_practicals_and_stations_neither(school: School) -> None:
    with Store(school.tom, station="desk_tom") as tom:
        recorded = tom.practicals.record(_practical(school.anna))
        assert tom.practicals.best([school.anna])[school.anna].score == pytest.approx(0.9)
        assert recorded.hands[0].marks[0].duty == "deal:3"
    with Store(school.mara) as mara:
        assert any(
            e.subject == "practical_sittings" and e.login == school.tom_login for e in mara.audit.entries()
        )
    with psql(school.station) as connection:
        for statement in (
            "SELECT * FROM practical_sittings",
            "SELECT * FROM practical_marks",
            "DELETE FROM practical_sittings",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                connection.execute(statement)
    with psql(school.tom) as connection, pytest.raises(psycopg.errors.InsufficientPrivilege):
        connection.execute("UPDATE practical_sittings SET score = 1")


def test_on_this_computers_file_the_program_keeps_the_schedule(sqlite_file: object) -> None:
    """SQLite (no server): the same rules, kept by the program; no audit trail there."""
    now = datetime.now(UTC)
    with Store(f"sqlite:///{sqlite_file}", station="home") as store:
        anna = store.roster.add("Anna")
        later = store.exams.create("Later", ["bring_in"], 4, 0.75, opens_at=now + timedelta(hours=1))
        over = store.exams.create("Over", ["bring_in"], 4, 0.75, closes_at=now - timedelta(seconds=1))
        gone = store.exams.withdraw(store.exams.create("Gone", ["bring_in"], 4, 0.75).id)
        assert gone.withdrawn_at is not None
        assert not gone.is_open(now)
        for exam_id, reason in ((later.id, "not_yet"), (over.id, "closed"), (gone.id, "withdrawn")):
            with pytest.raises(SittingRefusedError) as refused:
                store.sittings.start(
                    exam_id, session_uuid=new_uuid(), station="home", deal={}, trainee_id=anna.id
                )
            assert refused.value.reason == reason
        with pytest.raises(StoreError, match="closes after it opens"):
            store.exams.edit(later.id, closes_at=now)
        store.exams.edit(later.id, opens_at=None)
        store.sittings.start(later.id, session_uuid=new_uuid(), station="home", deal={}, trainee_id=anna.id)
        with pytest.raises(ExamSatError):
            store.exams.edit(later.id, name="Renamed")
        with pytest.raises(StoreError, match="reason"):
            store.sittings.grant(later.id, anna.id, "")
        assert store.sittings.grant(later.id, anna.id, "the lights went out") == 1
        assert store.audit.entries() == []
