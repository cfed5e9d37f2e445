"""Classes on the CI's PostgreSQL: two classes, two instructors with logins of their own, trainees in
each. Each instructor sees and manages only their class (the roster, answers, sittings, results,
passwords, extra sittings: PostgreSQL's row-level security and the server's functions, whoever
asks); the administrator and the shared instructor login see both; moving a trainee keeps their
history; the gradebook and the audit trail are per class. And a SQLite file is one default class."""

from __future__ import annotations

import csv
import io
import uuid
from pathlib import Path

import psycopg
import pytest
from cli_helpers import compile_catalogues, run_here
from sealing import sit_here
from server_logins import login, psql

from croupier.store import PermissionDeniedError, Store, StoreError
from croupier.store.roles import INSTRUCTOR_ROLE, init_school
from croupier.store.sittings import SittingRefusedError

STATION_PW = "station-secret-37k"
INSTRUCTOR_PW = "instructor-secret-37k"


@pytest.fixture(autouse=True, scope="module")
def _catalogues() -> None:
    compile_catalogues()


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
            self.evening = store.classes.add("Evening", term="2027 spring", instructors=[self.bob_login])
            self.xena = store.roster.add("Xena")  # the first class: Ann's
            self.yuri = store.roster.add("Yuri", class_id=self.evening.id)
            exam = store.exams.create("Stud I", ["bring_in"], 4, 0.5, sittings=1)
            self.exam = exam.id
            sit_here(store, self.xena.id, exam, wrong=[1])  # 75 %
            sit_here(store, self.yuri.id, exam, wrong=[1, 2, 3])  # 25 %
        self.ann = login(admin, self.ann_login, "ann-password-1")
        self.bob = login(admin, self.bob_login, "bob-password-1")
        self.shared = login(admin, INSTRUCTOR_ROLE, INSTRUCTOR_PW)


@pytest.fixture
def school(postgres_url: str) -> School:
    return School(postgres_url)


def _names(url: str) -> list[str]:
    with Store(url) as store:
        return sorted(t.name for t in store.roster.trainees())


def test_each_instructor_sees_and_manages_only_their_class(school: School) -> None:
    assert _names(school.ann) == ["Xena"]
    assert _names(school.bob) == ["Yuri"]
    assert _names(school.shared) == ["Xena", "Yuri"]
    assert _names(school.admin) == ["Xena", "Yuri"]
    with Store(school.ann) as ann:
        assert {s.trainee_id for s in ann.sittings.sittings()} == {school.xena.id}
        assert {r.trainee_id for r in ann.exams.results()} == {school.xena.id}
        with pytest.raises(PermissionDeniedError, match="another instructor"):
            ann.logins.set_password(school.yuri.id, "yuris-new-password")
        with pytest.raises(PermissionDeniedError, match="another instructor"):
            ann.sittings.grant(school.exam, school.yuri.id, "let him try again")
        # Her new trainee joins her class, never one she does not see.
        assert ann.roster.add("Zoe").class_id == school.day.id
    with psql(school.ann) as connection:
        for table in ("attempts", "practice_sessions", "exam_results", "exam_sittings"):
            rows = connection.execute(f"SELECT DISTINCT trainee_id FROM {table}").fetchall()
            assert rows == [(school.xena.id,)], table
        # Bob's trainee cannot be changed, nor hers moved into his class.
        changed = connection.execute("UPDATE trainees SET name = 'Mallory' WHERE id = %s", (school.yuri.id,))
        assert changed.rowcount == 0
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="row-level security"):
            connection.execute(
                "UPDATE trainees SET class_id = %s WHERE id = %s", (school.evening.id, school.xena.id)
            )
    with Store(school.bob) as bob:
        bob.logins.set_password(school.yuri.id, "yuris-new-password")
        assert bob.sittings.grant(school.exam, school.yuri.id, "fire alarm") == 1


def test_moving_a_trainee_keeps_their_history(school: School) -> None:
    with Store(school.admin) as admin:
        moved = admin.classes.move(school.xena.id, school.evening.id)
        assert moved.class_id == school.evening.id
    assert _names(school.ann) == []
    assert _names(school.bob) == ["Xena", "Yuri"]
    with Store(school.bob) as bob:
        assert {r.trainee_id for r in bob.exams.results()} == {school.xena.id, school.yuri.id}
        with pytest.raises(SittingRefusedError):  # her sitting was used, in the old class too
            bob.sittings.start(
                school.exam, session_uuid=uuid.uuid4().hex, station="x", deal={}, trainee_id=school.xena.id
            )


def test_the_gradebook_and_the_audit_trail_per_class(qapp, capsys, school: School, tmp_path: Path) -> None:
    out = tmp_path / "evening.csv"
    done = run_here(
        capsys, "report", "gradebook", "--class", "evening", "--out", str(out), "--database", school.admin
    )
    assert done.status == 0, done.err
    rows = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8-sig"))))
    assert [(r["trainee"], r["class"], r["Stud I: score %"]) for r in rows] == [("Yuri", "Evening", "25.0")]
    everyone = tmp_path / "all.csv"
    assert (
        run_here(capsys, "report", "gradebook", "--out", str(everyone), "--database", school.admin).status
        == 0
    )
    rows = list(csv.DictReader(io.StringIO(everyone.read_text(encoding="utf-8-sig"))))
    assert [(r["trainee"], r["class"]) for r in rows] == [("Xena", "Class 1"), ("Yuri", "Evening")]
    # Ann's own gradebook is her class, whatever she asks.
    mine = tmp_path / "ann.csv"
    assert run_here(capsys, "report", "gradebook", "--out", str(mine), "--database", school.ann).status == 0
    assert [r["trainee"] for r in csv.DictReader(io.StringIO(mine.read_text(encoding="utf-8-sig")))] == [
        "Xena"
    ]
    unknown = run_here(
        capsys, "report", "gradebook", "--class", "Nope", "--out", str(mine), "--database", school.admin
    )
    assert unknown.status == 1
    assert "no class called 'Nope'" in unknown.err

    with Store(school.bob) as bob:
        bob.sittings.grant(school.exam, school.yuri.id, "ill")
    trail = run_here(
        capsys, "school", "audit", "--class", "Evening", "--lang", "en", "--database", school.admin
    )
    assert trail.status == 0, trail.err
    assert "granted another sitting" in trail.out
    assert "Yuri" in trail.out
    assert "Xena" not in trail.out


def test_a_move_is_in_the_audit_trail_with_the_classes_names(qapp, capsys, school: School) -> None:
    with Store(school.admin, station="office") as admin:
        admin.classes.move(school.xena.id, school.evening.id)
    trail = run_here(capsys, "school", "audit", "--lang", "en", "--database", school.admin)
    assert trail.status == 0, trail.err
    assert f"changed trainee {school.xena.id}  (class_id: Class 1 → Evening)" in trail.out


def test_this_computers_file_is_one_default_class(tmp_path: Path) -> None:
    with Store(f"sqlite:///{tmp_path / 'c.sqlite3'}") as store:
        (only,) = store.classes.classes()
        assert only.name == "Class 1"
        assert store.roster.add("Anna").class_id == only.id
        second = store.classes.add("Evening")
        with pytest.raises(StoreError, match="already a class"):
            store.classes.add("evening")
        anna = store.roster.find("Anna")
        assert anna is not None
        assert store.classes.move(anna.id, second.id).class_id == second.id


def test_an_exam_of_one_class_is_that_class_s_only(school: School, capsys, qapp, tmp_path: Path) -> None:
    from croupier.store.writes import new_uuid  # noqa: PLC0415

    with Store(school.bob) as bob:
        evening = bob.exams.create("Evening exam", ["bring_in"], 4, 0.5, class_id=school.evening.id)
        yuri_pw, xena_pw = "yuri-password-1", "xena-password-1"
        bob.logins.set_password(school.yuri.id, yuri_pw)
    with Store(school.admin) as admin:
        admin.logins.set_password(school.xena.id, xena_pw)
    # Ann, the other class's instructor, does not see it; the shared login does.
    with Store(school.ann) as ann:
        assert "Evening exam" not in [exam.name for exam in ann.exams.exams()]
    with Store(school.shared) as shared:
        assert "Evening exam" in [exam.name for exam in shared.exams.exams()]
    station_url = login(school.admin, "croupier_station", STATION_PW)
    with Store(station_url, station="desk_1") as station:
        xena = station.logins.sign_in("Xena", xena_pw, "desk_1").token
        assert xena
        station.token = xena
        assert "Evening exam" not in [exam.name for exam in station.exams.exams(for_trainee=school.xena.id)]
        with pytest.raises(SittingRefusedError) as refused:
            station.sittings.start(evening.id, session_uuid=new_uuid(), station="desk_1", deal={}, token=xena)
        assert refused.value.reason == "other_class"
        yuri = station.logins.sign_in("Yuri", yuri_pw, "desk_2").token
        assert yuri
        station.token = yuri
        assert "Evening exam" in [exam.name for exam in station.exams.exams(for_trainee=school.yuri.id)]
        station.sittings.start(evening.id, session_uuid=new_uuid(), station="desk_2", deal={}, token=yuri)
    out = tmp_path / "day.csv"
    done = run_here(
        capsys, "report", "gradebook", "--class", "Class 1", "--out", str(out), "--database", school.admin
    )
    assert done.status == 0, done.err
    header = next(csv.reader(io.StringIO(out.read_text(encoding="utf-8-sig"))))
    assert "Stud I: score %" in header
    assert not any(cell.startswith("Evening exam") for cell in header)


def test_on_this_computers_file_an_exam_of_another_class_is_refused(tmp_path: Path) -> None:
    from croupier.store.writes import new_uuid  # noqa: PLC0415

    with Store(f"sqlite:///{tmp_path / 'c.sqlite3'}") as store:
        anna = store.roster.add("Anna")
        evening = store.classes.add("Evening")
        exam = store.exams.create("Evening exam", ["bring_in"], 4, 0.5, class_id=evening.id)
        assert store.exams.exams(for_trainee=anna.id) == []
        with pytest.raises(SittingRefusedError) as refused:
            store.sittings.start(
                exam.id, session_uuid=new_uuid(), station="home", deal={}, trainee_id=anna.id
            )
        assert refused.value.reason == "other_class"
        store.classes.move(anna.id, evening.id)
        assert [e.name for e in store.exams.exams(for_trainee=anna.id)] == ["Evening exam"]
        store.sittings.start(exam.id, session_uuid=new_uuid(), station="home", deal={}, trainee_id=anna.id)
