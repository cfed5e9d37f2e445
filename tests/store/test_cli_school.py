"""``croupier school verify`` finds the certificate a code belongs to (SQLite and PostgreSQL);
``croupier school init`` sets up a school database on PostgreSQL, asks for a password only on a
terminal, and can be run again."""

from __future__ import annotations

import argparse
import io
from datetime import UTC, datetime

import pytest
import sqlalchemy as sa
from cli_helpers import compile_catalogues, run_here, run_process

from croupier.cli import build_parser
from croupier.commands.school import run_init
from croupier.store import PermissionDeniedError, Store
from croupier.store.credentials import split_password
from croupier.store.database import parse_url
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE
from croupier.store.school import SchoolSettings

TAKEN = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)
STATION_PW = "station-pw-2"
INSTRUCTOR_PW = "instructor-pw-2"


@pytest.fixture(autouse=True, scope="module")
def _catalogues() -> None:
    compile_catalogues()


@pytest.fixture
def certificate(database_url: str) -> str:
    with Store(database_url) as store:
        anna = store.roster.add("Anna Müller")
        exam = store.exams.create("Stud I", ["bring_in"], 20, 0.8)
        store.exams.record_result(exam.id, anna.id, 12, 20, taken_at=TAKEN)  # not passed: no code
        result = store.exams.record_result(exam.id, anna.id, 17, 20, taken_at=TAKEN)
        store.school.save(SchoolSettings("Croupierschule Baden-Baden", "Maria Schmidt"))
    assert result.certificate is not None
    return result.certificate


def test_verify_prints_the_certificate(qapp, capsys, database_url, certificate):
    typed = certificate.lower().replace("-", "")  # as someone might type it
    done = run_here(capsys, "school", "verify", typed, "--database", database_url, "--lang", "en")
    assert (done.status, done.err) == (0, "")
    assert done.out.splitlines() == [
        f"Certificate {certificate} is valid:",
        "  Trainee:    Anna Müller",
        "  Exam:       Stud I",
        "  Score:      17 of 20 (85%)",
        "  Pass mark:  80%",
        "  Date:       10 March 2025",
        "  School:     Croupierschule Baden-Baden",
        "  Instructor: Maria Schmidt",
    ]


def test_verify_in_german(qapp, capsys, database_url, certificate):
    done = run_here(capsys, "school", "verify", certificate, "--database", database_url, "--lang", "de")
    assert done.status == 0, done.err
    assert done.out.splitlines()[0] == f"Zertifikat {certificate} ist gültig:"
    assert "  Ergebnis:        17 von 20 (85\u00a0%)" in done.out.splitlines()
    assert "  Datum:           10. März 2025" in done.out.splitlines()


@pytest.mark.parametrize("code", ["ZZZZ-ZZZZ", "nope", ""])
def test_verify_an_unknown_code(qapp, capsys, database_url, certificate, code):
    done = run_here(capsys, "school", "verify", code, "--database", database_url)
    assert done.status == 1
    assert done.out == ""
    assert done.err == f"croupier school verify: no such certificate: {code}\n"


def test_verify_without_a_database_file(tmp_path):
    done = run_process("school", "verify", "K7QF-2MXD", data_home=tmp_path)
    missing = tmp_path / "croupier" / "croupier.sqlite3"
    assert (done.status, done.err) == (
        1,
        f"croupier school verify: there is no progress database at {missing}\n",
    )


# ----------------------------------------------------------------------------------- init


def _drop_logins(pg_admin: sa.Engine) -> None:
    # The logins are the cluster's; those of earlier tests go (their databases are gone).
    with pg_admin.connect() as connection:
        for role in (STATION_ROLE, INSTRUCTOR_ROLE):
            connection.execute(sa.text(f"DROP ROLE IF EXISTS {role}"))


def _login(url: str, role: str, password: str) -> str:
    return parse_url(url).set(username=role, password=password).render_as_string(hide_password=False)


def test_init_makes_the_logins_and_is_idempotent(postgres_url, pg_admin, tmp_path):
    _drop_logins(pg_admin)
    # No password on the command line, where anyone on the computer could read it (ps): the new
    # logins' from the environment, the administrator's from PGPASSWORD.
    bare, admin_password = split_password(postgres_url)
    secrets = {
        "CROUPIER_STATION_PASSWORD": STATION_PW,
        "CROUPIER_INSTRUCTOR_PASSWORD": INSTRUCTOR_PW,
        "PGPASSWORD": admin_password or "",
    }
    argv = ["school", "init", "--admin-url", bare, "--school-name", "Croupierschule Baden-Baden"]
    first = run_process(*argv, data_home=tmp_path, env=secrets)
    assert all(secret not in " ".join(argv) for secret in secrets.values())
    assert first.status == 0, first.err
    assert first.err == ""
    assert f"  Created the login {STATION_ROLE}." in first.out.splitlines()
    assert f"  Created the login {INSTRUCTOR_ROLE}." in first.out.splitlines()
    assert "  School name: Croupierschule Baden-Baden." in first.out.splitlines()
    assert STATION_PW not in first.out
    again = run_process("school", "init", "--admin-url", postgres_url, data_home=tmp_path)
    assert again.status == 0, again.err
    assert f"  Login {STATION_ROLE} existed; kept as it was." in again.out.splitlines()
    assert any("nothing to upgrade" in line for line in again.out.splitlines())
    with Store(_login(postgres_url, STATION_ROLE, STATION_PW)) as station:
        assert station.school.settings().school_name == "Croupierschule Baden-Baden"
        with pytest.raises(PermissionDeniedError):
            station.roster.add("Mallory")
    with Store(_login(postgres_url, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        assert instructor.roster.add("Anna").name == "Anna"


def test_init_piped_says_which_password_is_missing(postgres_url, pg_admin, tmp_path):
    _drop_logins(pg_admin)
    done = run_process(
        "school",
        "init",
        "--admin-url",
        postgres_url,
        data_home=tmp_path,
        env={"CROUPIER_INSTRUCTOR_PASSWORD": INSTRUCTOR_PW},
    )
    assert done.status == 2
    assert done.err == (
        f"croupier school init: the login {STATION_ROLE} does not exist yet: "
        "give its password in CROUPIER_STATION_PASSWORD\n"
    )
    with sa.create_engine(parse_url(postgres_url)).connect() as connection:
        assert (
            connection.execute(
                sa.text("SELECT count(*) FROM pg_roles WHERE rolname LIKE 'croupier_%'")
            ).scalar()
            == 0
        )


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def _init_args(*args: str) -> argparse.Namespace:
    return build_parser().parse_args(["school", "init", *args])


def test_init_on_a_terminal_asks_for_the_new_passwords(postgres_url, pg_admin, capsys):
    _drop_logins(pg_admin)
    # A mismatch and an empty one are asked again.
    typed = iter(["one", "two", "", STATION_PW, STATION_PW, INSTRUCTOR_PW, INSTRUCTOR_PW])
    prompts: list[str] = []

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        return next(typed)

    err = io.StringIO()
    status = run_init(_init_args("--admin-url", postgres_url), stdin=Terminal(), ask=ask, err=err)
    assert status == 0
    assert prompts[0] == f"Password for the new login {STATION_ROLE}: "
    assert prompts[1] == "The same again: "
    assert prompts[-2] == f"Password for the new login {INSTRUCTOR_ROLE}: "
    assert err.getvalue() == "The two did not match.\nA login needs a password.\n"
    assert f"  Created the login {STATION_ROLE}." in capsys.readouterr().out.splitlines()
    with Store(_login(postgres_url, STATION_ROLE, STATION_PW)) as station:
        assert station.roster.trainees() == []


def test_init_gives_up_after_three_tries(postgres_url, pg_admin):
    _drop_logins(pg_admin)
    err = io.StringIO()
    status = run_init(_init_args("--admin-url", postgres_url), stdin=Terminal(), ask=lambda _: "", err=err)
    assert status == 2
    assert err.getvalue().count("A login needs a password.") == 3


def test_init_wants_a_postgresql_server(tmp_path):
    done = run_process(
        "school", "init", "--admin-url", f"sqlite:///{tmp_path / 'x.sqlite3'}", data_home=tmp_path
    )
    assert done.status == 2
    assert "PostgreSQL" in done.err
    assert not (tmp_path / "x.sqlite3").exists()
    done = run_process(
        "school", "init", "--admin-url", "postgresql://a:secret@127.0.0.1:9/x", data_home=tmp_path
    )
    assert done.status == 1
    assert done.err.startswith("croupier school init: postgresql+psycopg://a:***@127.0.0.1:9/x: ")
    assert "Traceback" not in done.err
