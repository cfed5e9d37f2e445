"""``croupier school instructor|exam|audit`` as an administrator and instructors run them, each a
process of its own with the password from the environment (never on the command line), on the CI's
PostgreSQL: an instructor's own login made, an exam scheduled, withdrawn and another sitting granted
with a reason, and the audit trail printed with who did each."""

from __future__ import annotations

import uuid

import pytest
from cli_helpers import compile_catalogues, run_process

from croupier.store import Store
from croupier.store.database import parse_url
from croupier.store.roles import INSTRUCTOR_ROLE, init_school
from croupier.store.sittings import SittingRefusedError
from croupier.store.writes import new_uuid

STATION_PW = "station-secret-37c"
INSTRUCTOR_PW = "instructor-secret-37c"


@pytest.fixture(autouse=True, scope="module")
def _catalogues() -> None:
    compile_catalogues()


def test_instructors_logins_the_exam_schedule_and_the_audit_from_the_command_line(postgres_url, tmp_path):
    init_school(postgres_url, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    url = parse_url(postgres_url)
    owner = url._replace(password=None).render_as_string(hide_password=False)
    shared = url._replace(username=INSTRUCTOR_ROLE, password=None).render_as_string(hide_password=False)
    with Store(postgres_url) as store:
        anna = store.roster.add("Anna Schmidt")
        exam = store.exams.create("Stud I", ["bring_in"], 4, 0.75)

    def croupier(*args: str, database: str, password: str, stdin: str = ""):
        env = {"CROUPIER_INSTRUCTOR_PASSWORD": password, "PGPASSWORD": password}
        return run_process("school", *args, "--database", database, data_home=tmp_path, stdin=stdin, env=env)

    lea = f"lea_{uuid.uuid4().hex[:8]}"
    made = croupier(
        "instructor",
        "add",
        lea,
        "--password-stdin",
        database=owner,
        password=str(url.password),
        stdin="lea-password-1\n",
    )
    assert made.status == 0, made.err
    assert f"The instructor's login is {lea}" in made.out
    # The shared instructor login may not make instructors: PostgreSQL's own refusal, one line.
    refused = croupier(
        "instructor",
        "add",
        f"eve_{uuid.uuid4().hex[:8]}",
        "--password-stdin",
        database=shared,
        password=INSTRUCTOR_PW,
        stdin="eve-password-1\n",
    )
    assert refused.status == 1
    assert "permission denied for function croupier_add_instructor" in refused.err
    assert refused.err.count("\n") == 1

    as_lea = url._replace(username=lea, password=None).render_as_string(hide_password=False)
    scheduled = croupier(
        "exam",
        "schedule",
        "stud i",
        "--opens",
        "2099-01-01T09:00+00:00",
        database=as_lea,
        password="lea-password-1",
    )
    assert scheduled.status == 0, scheduled.err
    assert "opens 2099-01-01" in scheduled.out
    with Store(postgres_url) as store, pytest.raises(SittingRefusedError) as caught:
        store.sittings.start(exam.id, session_uuid=new_uuid(), station="desk", deal={}, trainee_id=anna.id)
    assert caught.value.reason == "not_yet"
    no_reason = croupier(
        "exam", "grant", "Stud I", "Anna Schmidt", database=as_lea, password="lea-password-1"
    )
    assert no_reason.status == 2
    assert "--reason" in no_reason.err
    granted = croupier(
        "exam",
        "grant",
        "Stud I",
        "anna schmidt",
        "--reason",
        "ill on the day",
        database=as_lea,
        password="lea-password-1",
    )
    assert granted.status == 0, granted.err
    assert "Anna Schmidt may sit Stud I once more (1 granted so far)." in granted.out
    withdrawn = croupier("exam", "withdraw", "Stud I", database=shared, password=INSTRUCTOR_PW)
    assert withdrawn.status == 0, withdrawn.err

    trail = croupier("audit", "--lang", "en", database=shared, password=INSTRUCTOR_PW)
    assert trail.status == 0, trail.err
    lines = trail.out.splitlines()
    assert any(f"created instructor's login {lea}" in line and f" {url.username} " in line for line in lines)
    assert any(
        f"  {lea}  " in line and "changed exam" in line and "opens_at: – → 2099-01-01" in line
        for line in lines
    )
    assert any(
        f"  {lea}  " in line and "granted another sitting" in line and "ill on the day" in line
        for line in lines
    )
    assert any(f"  {INSTRUCTOR_ROLE}  " in line and "withdrew exam" in line for line in lines)
    german = croupier(
        "audit", "--lang", "de", "--since", "2000-01-01", database=shared, password=INSTRUCTOR_PW
    )
    assert f"Prüfung {exam.id} zurückgezogen" in german.out
    later = croupier(
        "audit", "--since", "2099-01-01", "--lang", "en", database=shared, password=INSTRUCTOR_PW
    )
    assert later.out.strip() == "Nothing in the audit trail."
