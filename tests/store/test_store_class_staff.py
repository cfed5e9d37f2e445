"""Who teaches which class is not an instructor's own to change (revision 0016), on the CI's
PostgreSQL: Ann, named for the day class, sees only it. Whatever she sends she can neither take her
name off (named for no class she would see every class), nor put it on Bob's evening class, nor
carry her row over to it; the administrator, a head instructor and the shared instructor login
(named for no class) name a class's instructors."""

from __future__ import annotations

import uuid

import psycopg
import pytest
from server_logins import login, psql

from croupier.store import NewAttempt, PermissionDeniedError, Store
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, init_school

STATION_PW = "station-secret-16s"
INSTRUCTOR_PW = "instructor-secret-16s"


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
            self.yuri = store.roster.add("Yuri", class_id=self.evening.id)
        self.ann = login(admin, self.ann_login, "ann-password-1")
        self.shared = login(admin, INSTRUCTOR_ROLE, INSTRUCTOR_PW)
        self.station = login(admin, STATION_ROLE, STATION_PW)

    def staff(self) -> set[tuple[int, str]]:
        with psql(self.admin) as connection:
            return set(connection.execute("SELECT class_id, login FROM class_instructors").fetchall())


@pytest.fixture
def school(postgres_url: str) -> School:
    return School(postgres_url)


def _evening_names(store: Store, school: School) -> list[str]:
    return sorted(
        trainee.name for trainee in store.roster.trainees() if trainee.class_id == school.evening.id
    )


def test_an_instructor_cannot_widen_what_she_sees(school: School) -> None:
    before = school.staff()
    assert before == {(school.day.id, school.ann_login), (school.evening.id, school.bob_login)}
    with psql(school.ann) as connection:
        # She reads who teaches what (the class lists name the instructors) ...
        assert set(connection.execute("SELECT class_id, login FROM class_instructors").fetchall()) == before
        # ... but takes no name off, her own least of all, ...
        assert connection.execute("DELETE FROM class_instructors WHERE login = session_user").rowcount == 0
        assert connection.execute("DELETE FROM class_instructors").rowcount == 0
        # ... changes none ...
        changed = "UPDATE class_instructors SET class_id = %s WHERE login = session_user"
        assert connection.execute(changed, (school.evening.id,)).rowcount == 0
        assert connection.execute("UPDATE class_instructors SET login = 'nobody'").rowcount == 0
        # ... and adds none.
        for class_id in (school.evening.id, school.day.id):
            with pytest.raises(psycopg.Error) as caught:
                connection.execute(
                    "INSERT INTO class_instructors (class_id, login) VALUES (%s, session_user)", (class_id,)
                )
            assert caught.value.sqlstate == "42501"
        assert connection.execute("SELECT croupier_sees_class(%s)", (school.evening.id,)).fetchone() == (
            False,
        )
    assert school.staff() == before

    with Store(school.ann) as ann:
        with pytest.raises(PermissionDeniedError):
            ann.classes.set_instructors(school.day.id, [])
        with pytest.raises(PermissionDeniedError):
            ann.classes.set_instructors(school.evening.id, [school.ann_login, school.bob_login])
        with pytest.raises(PermissionDeniedError):
            ann.classes.add("Mine", instructors=[school.ann_login])
        # Still the day class only: Bob's trainee stays out of her sight.
        assert [c.id for c in ann.classes.seen()] == [school.day.id]
        assert _evening_names(ann, school) == []
    assert school.staff() == before


def test_a_station_neither_reads_nor_names_the_staff(school: School) -> None:
    with psql(school.station) as connection:
        for statement in (
            "SELECT * FROM class_instructors",
            "DELETE FROM class_instructors",
            "INSERT INTO class_instructors (class_id, login) VALUES (1, 'mallory')",
        ):
            with pytest.raises(psycopg.Error) as caught:
                connection.execute(statement)
            assert caught.value.sqlstate == "42501", statement


def test_a_login_that_sees_every_class_names_the_instructors(school: School) -> None:
    with Store(school.shared) as shared:  # the shared login, named for no class
        assert shared.classes.set_instructors(school.evening.id, [school.bob_login, school.ann_login])
    assert (school.evening.id, school.ann_login) in school.staff()
    with Store(school.ann) as ann:
        assert {c.id for c in ann.classes.seen()} == {school.day.id, school.evening.id}
        assert _evening_names(ann, school) == ["Yuri"]
    with Store(school.admin) as owner:
        owner.classes.set_instructors(school.evening.id, [school.bob_login])
    with Store(school.ann) as ann:
        assert _evening_names(ann, school) == []


def test_an_instructor_counts_no_answer_of_a_class_she_does_not_see(school: School) -> None:
    """The roster's totals and the dashboard's figures are counted by the database under her login:
    asking for Bob's evening class by its id, archived trainees too, gives her nothing of Yuri's."""
    with Store(school.admin, station="office") as store:
        store.record_attempt(
            NewAttempt(
                trainee_id=school.yuri.id,
                skill="pot_size",
                question="q",
                answer="a",
                correct=True,
                seconds=2.0,
                mode="practice",
            )
        )
        assert store.dashboard.totals() == {school.yuri.id: (1, 1)}
    with Store(school.ann) as ann:
        for class_id in (None, school.evening.id):
            assert ann.dashboard.totals(include_archived=True, class_id=class_id) == {}
            assert ann.dashboard.skill_stats(include_archived=True, class_id=class_id) == []
        assert ann.dashboard.skill_stats(school.yuri.id) == []
