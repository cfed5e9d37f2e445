"""Work per class on the CI's PostgreSQL: an assignment and a live round for one class reach that
class's stations only; a station signed in as a trainee of class B cannot read or answer class A's
assignment or live question, nor insert an assignment (PostgreSQL's row-level security and the
server's ``croupier_write``, whoever asks); the live room lists one class's signed-in trainees
(``croupier_signed_in(class)``). And on a SQLite file, the same store rules."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import psycopg
import pytest
from cli_helpers import compile_catalogues, pdf_text, run_here
from server_logins import login, psql

from croupier.store import InvalidRecordError, NewAttempt, PermissionDeniedError, Store, UnknownRecordError
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, init_school
from croupier.store.writes import LiveAnswered, SessionStarted, new_uuid

STATION_PW = "station-secret-13c"
INSTRUCTOR_PW = "instructor-secret-13c"
PAYLOAD = {"skill": "bring_in", "seed": 5, "difficulty": 1, "stakes": "5/10/20/40"}


class School:
    def __init__(self, admin: str) -> None:
        init_school(admin, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
        tag = uuid.uuid4().hex[:6]
        self.admin = admin
        self.ann_login = f"ann_{tag}"
        with Store(admin, station="office") as store:
            store.logins.add_instructor(self.ann_login, "ann-password-1")
            self.day = store.classes.get(1)
            store.classes.set_instructors(self.day.id, [self.ann_login])
            self.evening = store.classes.add("Evening")
            self.xena = store.roster.add("Xena")  # class A: the day class
            self.yuri = store.roster.add("Yuri", class_id=self.evening.id)  # class B
            for trainee in (self.xena, self.yuri):
                store.logins.set_password(trainee.id, f"{trainee.name}-password")
        self.ann = login(admin, self.ann_login, "ann-password-1")
        self.shared = login(admin, INSTRUCTOR_ROLE, INSTRUCTOR_PW)
        self.station = login(admin, STATION_ROLE, STATION_PW)

    def sign_in(self, store: Store, name: str, station: str) -> str:
        token = store.logins.sign_in(name, f"{name}-password", station).token
        store.token = token
        return token


@pytest.fixture
def school(postgres_url: str) -> School:
    return School(postgres_url)


def test_a_class_assignment_reaches_that_class_only(school: School) -> None:
    with Store(school.shared) as instructor:
        day_work = instructor.assignments.assign("Day drills", ["bring_in"], 3, class_id=school.day.id)
        evening_work = instructor.assignments.assign("Evening drills", ["pot"], 2, class_id=school.evening.id)
        everyone = instructor.assignments.assign("Everyone", ["bring_in"], 1)
        assert day_work.class_id == school.day.id
        # Progress counts only the class's trainees.
        assert [p.trainee_id for p in instructor.assignments.class_progress(day_work.id)] == [school.xena.id]
        assert [p.trainee_id for p in instructor.assignments.class_progress(evening_work.id)] == [
            school.yuri.id
        ]
        assert instructor.assignments.standing() == {school.xena.id: (0, 2), school.yuri.id: (0, 2)}
    # Ann teaches the day class: she neither sees nor gives the evening's work.
    with Store(school.ann) as ann:
        # Her window offers her class only; the administrator's, every class.
        assert [c.name for c in ann.classes.seen()] == [school.day.name]
        assert {a.drill_set for a in ann.assignments.assignments()} == {"Day drills", "Everyone"}
        with pytest.raises(PermissionDeniedError):
            ann.assignments.assign("Not hers", ["pot"], 2, class_id=school.evening.id)
    with Store(school.admin) as admin:
        assert [c.name for c in admin.classes.seen()] == [school.day.name, "Evening"]
    with Store(school.station) as station:
        token = school.sign_in(station, "Yuri", "desk 2")
        assert {a.drill_set for a in station.assignments.for_trainee(school.yuri.id)} == {
            "Evening drills",
            "Everyone",
        }
        with pytest.raises(UnknownRecordError):
            station.assignments.get(day_work.id)
        # Working at the day class's assignment is refused by the server.
        with pytest.raises(PermissionDeniedError, match="another trainee"):
            station.apply(
                [
                    SessionStarted(
                        new_uuid(),
                        school.yuri.id,
                        "quiz",
                        "practice",
                        datetime.now(UTC),
                        station="desk 2",
                        assignment_id=day_work.id,
                    )
                ],
                token=token,
            )
        station.apply(
            [
                SessionStarted(
                    new_uuid(),
                    school.yuri.id,
                    "quiz",
                    "practice",
                    datetime.now(UTC),
                    station="desk 2",
                    assignment_id=evening_work.id,
                )
            ],
            token=token,
        )
    # Straight at PostgreSQL, as psql would: nothing of class A's, and no INSERT at all.
    with psql(school.station, token) as connection:
        rows = connection.execute("SELECT drill_set FROM assignments ORDER BY id").fetchall()
        assert rows == [("Evening drills",), ("Everyone",)]
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            connection.execute(
                "INSERT INTO assignments (drill_set, skills, questions, created_at, note, class_id) "
                "VALUES ('Mine', '[\"pot\"]', 1, now(), '', %s)",
                (school.evening.id,),
            )
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            connection.execute("UPDATE assignments SET class_id = NULL WHERE id = %s", (day_work.id,))
    assert everyone.class_id is None


def test_a_class_live_round_reaches_that_class_only(school: School) -> None:
    with Store(school.shared) as instructor:
        day_round = instructor.live.start_round("Day bring-ins", class_id=school.day.id)
        evening_round = instructor.live.start_round("Evening pots", class_id=school.evening.id)
        # One class's round does not end the other's.
        assert instructor.live.get_round(day_round.id).ended_at is None
        question = instructor.live.ask(day_round.id, dict(PAYLOAD))
        evening_question = instructor.live.ask(evening_round.id, dict(PAYLOAD, seed=6))
    with Store(school.station) as yuri_station, Store(school.station) as xena_station:
        yuri_token = school.sign_in(yuri_station, "Yuri", "desk 2")
        xena_token = school.sign_in(xena_station, "Xena", "desk 1")
        # Each station finds its own class's question, and cannot read the other's.
        current = yuri_station.live.current(school.evening.id)
        assert current is not None
        assert current.id == evening_question.id
        assert xena_station.live.current(school.day.id) == question
        with pytest.raises(UnknownRecordError):
            yuri_station.live.question(question.id)
        # Yuri cannot answer the day class's question, even naming it.
        with pytest.raises(PermissionDeniedError, match="another class"):
            yuri_station.apply([_answer(question.id, school.yuri.id)], token=yuri_token)
        xena_station.apply([_answer(question.id, school.xena.id)], token=xena_token)
        yuri_station.apply([_answer(evening_question.id, school.yuri.id)], token=yuri_token)
    with psql(school.station, yuri_token) as connection:
        assert connection.execute("SELECT id FROM live_rounds").fetchall() == [(evening_round.id,)]
        assert connection.execute("SELECT id FROM live_questions").fetchall() == [(evening_question.id,)]
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            connection.execute("INSERT INTO live_rounds (title, started_at) VALUES ('mine', now())")
    with Store(school.shared) as instructor:
        # Who has answered: the round's class only, though both are signed in.
        room = instructor.live.who(question.id, class_id=school.day.id)
        assert [(w.name, w.station, w.answered) for w in room] == [("Xena", "desk 1", True)]
        assert instructor.live.tally(question.id).answered == (school.xena.id,)
        assert set(instructor.live.signed_in()) == {school.xena.id, school.yuri.id}
        assert set(instructor.live.signed_in(school.evening.id)) == {school.yuri.id}
    # Ann sees only her class in the room and the rounds, whatever she asks.
    with Store(school.ann) as ann:
        assert set(ann.live.signed_in()) == {school.xena.id}
        assert ann.live.signed_in(school.evening.id) == {}
        assert [r.id for r in ann.live.rounds()] == [day_round.id]
    with psql(school.ann) as connection:
        rows = connection.execute("SELECT trainee_id FROM croupier_signed_in(%s)", (school.evening.id,))
        assert rows.fetchall() == []


def _answer(question_id: int, trainee_id: int) -> LiveAnswered:
    return LiveAnswered(
        new_uuid(),
        question_id,
        trainee_id,
        answer="1",
        choice="seat 1",
        correct=True,
        seconds=2.5,
        answered_at=datetime.now(UTC),
    )


def test_on_a_file_a_class_assignment_is_for_that_class(qapp, capsys, tmp_path) -> None:
    url = f"sqlite:///{tmp_path / 'c.sqlite3'}"
    with Store(url) as store:
        evening = store.classes.add("Evening")
        anna = store.roster.add("Anna")
        ben = store.roster.add("Ben", class_id=evening.id)
        work = store.assignments.assign("Evening", ["pot"], 2, class_id=evening.id)
        assert [a.id for a in store.assignments.for_trainee(ben.id)] == [work.id]
        assert store.assignments.for_trainee(anna.id) == []
        assert [p.trainee_id for p in store.assignments.class_progress(work.id)] == [ben.id]
        with pytest.raises(InvalidRecordError):
            store.assignments.assign("Both", ["pot"], 2, class_id=evening.id, trainee_id=ben.id)
        with pytest.raises(UnknownRecordError):
            store.assignments.assign("Nowhere", ["pot"], 2, class_id=999)
        live_round = store.live.start_round("Evening", class_id=evening.id)
        question = store.live.ask(live_round.id, dict(PAYLOAD))
        assert store.live.current(evening.id) == question
        assert store.live.current(None) is None
    # The class report names the class the assignment is for.
    compile_catalogues()
    out = tmp_path / "class.pdf"
    done = run_here(
        capsys, "report", "class", "--format", "pdf", "--out", str(out), "--database", url, "--lang", "en"
    )
    assert done.status == 0, done.err
    assert "Class: Evening" in " ".join(pdf_text(out).split())  # wrapped in its column


def test_revision_0013_goes_down_and_up_again(database_url) -> None:
    """Down to 0012 (an untimed answer then counts 0 s; the class columns, the class checks and the
    policies naming them go) and up again, on SQLite and PostgreSQL."""
    from alembic import command  # noqa: PLC0415
    from sqlalchemy import create_engine, inspect, text  # noqa: PLC0415

    from croupier.store.database import parse_url  # noqa: PLC0415
    from croupier.store.schema import alembic_config, current_revision, head_revision  # noqa: PLC0415

    if database_url.startswith("postgresql"):
        init_school(database_url, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    with Store(database_url) as store:
        anna = store.roster.add("Anna")
        store.assignments.assign("Class 1's", ["pot"], 1, class_id=1)
        store.record_attempt(
            NewAttempt(
                trainee_id=anna.id,
                skill="pot",
                question="q",
                answer="a",
                correct=True,
                seconds=None,
                mode="practice",
            )
        )
    engine = create_engine(parse_url(database_url))
    try:
        with engine.begin() as connection:
            command.downgrade(alembic_config(connection), "0012")
            assert current_revision(connection) == "0012"
            assert connection.execute(text("SELECT seconds FROM attempts")).all() == [(0.0,)]
            columns = {c["name"] for c in inspect(connection).get_columns("assignments")}
            assert "class_id" not in columns
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), "head")
            assert current_revision(connection) == head_revision()
    finally:
        engine.dispose()
