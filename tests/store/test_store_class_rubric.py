"""A class's own rubric for the practical exam (revision 0014), on SQLite and the CI's PostgreSQL: a
class without one is scored by the school's; a class's own weighs its trainees' combined grade in
the gradebook; dropped, the class goes back to the school's. On a school server only an instructor
who sees the class sets it (row-level security), never a station, and the audit trail names who did."""

from __future__ import annotations

import uuid

import psycopg
import pytest
from cli_helpers import compile_catalogues, pdf_text
from sealing import sit_here
from server_logins import login, psql

from croupier.practical.rubric import Rubric
from croupier.reports.gradebook import gradebook, gradebook_pdf
from croupier.store import PermissionDeniedError, Store, UnknownRecordError
from croupier.store.practicals import PracticalHand, PracticalMark, PracticalRecord
from croupier.store.roles import STATION_ROLE, init_school
from croupier.words.audit_words import detail_text, what_text

STATION_PW = "station-secret-14r"
INSTRUCTOR_PW = "instructor-secret-14r"


@pytest.fixture(autouse=True, scope="module")
def _catalogues() -> None:
    compile_catalogues()


# A class that weighs the written part more and passes the practical at 70 %.
EVENING = Rubric(practical_weight=0.4, written_weight=0.6, practical_pass=0.7)


def _practical(trainee: int, score: float) -> PracticalRecord:
    mark = PracticalMark("deal:3", "procedure", right=True)
    hand = PracticalHand(1, seconds=90.0, target_seconds=120.0, score=score, failed=False, marks=(mark,))
    return PracticalRecord(
        trainee_id=trainee,
        variant="F7S",
        players=6,
        stakes="5/10/20/40",
        rubric=Rubric().to_json(),
        instructor="Tom",
        score=score,
        passed=score >= 0.8,
        groups={"procedure": score},
        hands=(hand,),
    )


def test_a_class_is_scored_by_its_own_rubric_else_the_schools(database_url: str, qapp, tmp_path) -> None:
    with Store(database_url, station="desk") as store:
        day = store.classes.get(1)
        evening = store.classes.add("Evening")
        xena = store.roster.add("Xena")
        yuri = store.roster.add("Yuri", class_id=evening.id)
        exam = store.exams.create("Stud I", ["bring_in"], 4, 0.5)
        for trainee in (xena, yuri):
            sit_here(store, trainee.id, exam)  # 100 % written
            store.practicals.record(_practical(trainee.id, 0.75))
        assert store.practicals.class_rubrics() == {}
        assert store.practicals.rubric() is None  # every class by the trainer's default
        assert {c.id for c in store.classes.seen()} == {day.id, evening.id}

        store.practicals.set_class_rubric(evening.id, EVENING.to_json())
        assert store.practicals.class_rubrics() == {evening.id: EVENING.to_json()}
        book = {row.trainee.name: row.grade for row in gradebook(store).rows}
        # Xena, by the default: 0.7 × 75 + 0.3 × 100 = 82.5 %, practical under 80 %: not passed.
        assert book["Xena"].combined == pytest.approx(0.825)
        assert not book["Xena"].passed
        # Yuri, by the evening class's: 0.4 × 75 + 0.6 × 100 = 90 %, practical over 70 %: passed.
        assert book["Yuri"].combined == pytest.approx(0.9)
        assert book["Yuri"].passed
        assert gradebook(store, evening.id).rubric == EVENING
        assert gradebook(store).mixed  # the class list says some classes are graded by their own
        assert not gradebook(store, day.id).mixed
        gradebook_pdf(gradebook(store), tmp_path / "book.pdf")
        assert "A class with a rubric of its own is graded by it." in pdf_text(tmp_path / "book.pdf")

        # The school's rubric changed: the day class follows it, the evening class keeps its own.
        school = Rubric(practical_weight=0.5, written_weight=0.5)
        store.practicals.set_rubric(school.to_json())
        book = {row.trainee.name: row.grade for row in gradebook(store).rows}
        assert book["Xena"].combined == pytest.approx(0.875)
        assert book["Yuri"].combined == pytest.approx(0.9)

        store.practicals.set_class_rubric(evening.id, None)  # back to the school's
        assert store.practicals.class_rubrics() == {}
        book = {row.trainee.name: row.grade for row in gradebook(store).rows}
        assert book["Yuri"].combined == pytest.approx(0.875)
        with pytest.raises(UnknownRecordError):
            store.practicals.set_class_rubric(999, EVENING.to_json())


@pytest.fixture
def school(postgres_url: str) -> dict[str, object]:
    init_school(postgres_url, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    tag = uuid.uuid4().hex[:6]
    ann, bob = f"ann_{tag}", f"bob_{tag}"
    with Store(postgres_url, station="office") as owner:
        owner.logins.add_instructor(ann, "ann-password-1")
        owner.logins.add_instructor(bob, "bob-password-1")
        day = owner.classes.get(1)
        owner.classes.set_instructors(day.id, [ann])
        evening = owner.classes.add("Evening", instructors=[bob])
    return {
        "admin": postgres_url,
        "ann_login": ann,
        "ann": login(postgres_url, ann, "ann-password-1"),
        "bob": login(postgres_url, bob, "bob-password-1"),
        "station": login(postgres_url, STATION_ROLE, STATION_PW),
        "day": day.id,
        "evening": evening.id,
    }


def test_only_an_instructor_who_sees_the_class_sets_its_rubric(school: dict[str, object]) -> None:
    day, evening = int(school["day"]), int(school["evening"])  # type: ignore[call-overload]
    with Store(str(school["ann"]), station="desk_3") as ann:
        assert {c.id for c in ann.classes.seen()} == {day}  # the classes whose rubric the tab offers her
        ann.practicals.set_class_rubric(day, EVENING.to_json())
        assert ann.practicals.class_rubrics() == {day: EVENING.to_json()}
        # Not the evening class's: Bob's.
        with pytest.raises(PermissionDeniedError):
            ann.practicals.set_class_rubric(evening, Rubric().to_json())
    with Store(str(school["bob"])) as bob:
        assert {c.id for c in bob.classes.seen()} == {evening}
        assert bob.practicals.class_rubrics() == {}  # the day class's is not his to see
        with pytest.raises(PermissionDeniedError):
            bob.practicals.set_class_rubric(day, Rubric().to_json())
        with pytest.raises(PermissionDeniedError):  # dropping it neither
            bob.practicals.set_class_rubric(day, None)
        bob.practicals.set_class_rubric(evening, Rubric(practical_pass=0.9).to_json())
    with psql(str(school["bob"])) as connection:
        # Whatever he sends: the day class's row is out of his reach.
        assert (
            connection.execute("UPDATE class_rubrics SET rubric = '{}' WHERE class_id = %s", (day,)).rowcount
            == 0
        )
        assert connection.execute("DELETE FROM class_rubrics WHERE class_id = %s", (day,)).rowcount == 0
        with pytest.raises(psycopg.Error) as caught:
            connection.execute("UPDATE class_rubrics SET class_id = %s", (day,))
        assert caught.value.sqlstate == "42501"
    with Store(str(school["admin"])) as owner:
        assert {c.id for c in owner.classes.seen()} == {day, evening}
        assert owner.practicals.class_rubrics() == {
            day: EVENING.to_json(),
            evening: Rubric(practical_pass=0.9).to_json(),
        }
        entries = [e for e in owner.audit.entries() if e.subject == "class_rubrics"]
        (made,) = [e for e in entries if e.login == school["ann_login"] and e.action == "created"]
        assert (
            what_text(made.action, made.subject, made.subject_id),
            detail_text(made.action, made.detail),
        ) == (
            "created class's rubric",
            f"class_id: {day}",
        )


def test_a_station_cannot_change_or_read_a_rubric(school: dict[str, object]) -> None:
    day = int(school["day"])  # type: ignore[call-overload]
    with Store(str(school["station"]), station="desk_9") as station:
        with pytest.raises(PermissionDeniedError):
            station.practicals.set_class_rubric(day, Rubric(practical_pass=0.1).to_json())
        with pytest.raises(PermissionDeniedError):
            station.practicals.set_rubric(Rubric(practical_pass=0.1).to_json())
    with psql(str(school["station"])) as connection:
        for statement in (
            "INSERT INTO class_rubrics VALUES (1, '{}', now(), 'mallory')",
            "UPDATE class_rubrics SET rubric = '{}'",
            "DELETE FROM class_rubrics",
            "SELECT * FROM class_rubrics",
            "INSERT INTO settings VALUES ('practical_rubric', '{}')",
        ):
            with pytest.raises(psycopg.Error) as caught:
                connection.execute(statement)
            assert caught.value.sqlstate == "42501", statement
    with Store(str(school["admin"])) as owner:
        assert owner.practicals.class_rubrics() == {}
        assert owner.practicals.rubric() is None
