"""``croupier school verify`` finds the certificate a code belongs to (SQLite and PostgreSQL);
``croupier school init`` sets up a school database on PostgreSQL, asks for a password only on a
terminal, and can be run again."""

from __future__ import annotations

import argparse
import io
import uuid
from datetime import UTC, datetime

import pytest
import sqlalchemy as sa
from cli_helpers import compile_catalogues, run_here, run_process
from sealing import sealed, sit_here

from croupier.cli import build_parser
from croupier.commands.school import run_init
from croupier.store import PermissionDeniedError, Store
from croupier.store.credentials import split_password
from croupier.store.database import parse_url
from croupier.store.exams import normal_code
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, init_school
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
        store.school.save(SchoolSettings("Croupierschule Baden-Baden", "Maria Schmidt"))
        return sealed(store, wrong=(2,))  # 3 of 4 at a 50 % mark


def _today(lang: str) -> str:
    when = datetime.now(UTC).astimezone()
    if lang == "de":
        months = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
                  "Oktober", "November", "Dezember"]  # fmt: skip
        return f"{when.day}. {months[when.month - 1]} {when.year}"
    return f"{when.day} {when.strftime('%B')} {when.year}"


def test_verify_prints_the_certificate_as_issued(qapp, capsys, database_url, certificate):
    typed = certificate.lower().replace("-", "")  # as someone might type it
    done = run_here(capsys, "school", "verify", typed, "--database", database_url, "--lang", "en")
    assert (done.status, done.err) == (0, "")
    lines = done.out.splitlines()
    sealer = "instructor" if database_url.startswith("sqlite") else parse_url(database_url).username
    assert lines[:9] == [
        f"Certificate {certificate} is valid:",
        "  Trainee:    Anna Müller",
        "  Exam:       Stud I",
        "  Score:      3 of 4 (75%)",
        "  Pass mark:  50%",
        f"  Date:       {_today('en')}",
        "  School:     Croupierschule Baden-Baden",
        "  Instructor: Maria Schmidt",
        f"  Sealed by:  {sealer}, {_today('en')}",
    ]
    assert lines[9].startswith("  Seal:       ")
    assert len(lines[9].split(":", 1)[1].split()) == 8  # the fingerprint, in groups of four
    # As issued: renaming the trainee or the school since changes nothing on it.
    with Store(database_url) as store:
        (anna,) = store.roster.trainees()
        store.roster.rename(anna.id, "Anna Berger")
        store.school.save(SchoolSettings("Another school", "Somebody Else"))
    again = run_here(capsys, "school", "verify", certificate, "--database", database_url, "--lang", "en")
    assert again.out.splitlines()[:9] == lines[:9]


def test_verify_in_german(qapp, capsys, database_url, certificate):
    done = run_here(capsys, "school", "verify", certificate, "--database", database_url, "--lang", "de")
    assert done.status == 0, done.err
    assert done.out.splitlines()[0] == f"Zertifikat {certificate} ist gültig:"
    assert "3 von 4 (75\u00a0%)" in done.out.splitlines()[3]
    assert _today("de") in done.out.splitlines()[5]


@pytest.mark.parametrize("code", ["ZZZZ-ZZZZ", "nope"])
def test_verify_an_unknown_code(qapp, capsys, database_url, certificate, code):
    done = run_here(capsys, "school", "verify", code, "--database", database_url, "--lang", "en")
    assert done.status == 1
    assert done.out == ""
    assert done.err == (
        f"croupier school verify: certificate {normal_code(code) or code} is not valid: "
        "no certificate of this school has that code\n"
    )


def test_a_certificate_changed_by_hand_is_not_valid(qapp, capsys, database_url, certificate):
    engine = sa.create_engine(parse_url(database_url))
    with engine.begin() as connection:
        connection.execute(
            sa.text("UPDATE certificates SET payload = replace(payload, 'Anna Müller', 'Ben Keller')")
        )
    engine.dispose()
    done = run_here(capsys, "school", "verify", certificate, "--database", database_url, "--lang", "en")
    assert done.status == 1
    assert done.err.endswith("its signature does not match what it says: it was not issued like this\n")


def test_verify_wants_a_code_or_a_pdf(qapp, capsys, database_url):
    done = run_here(capsys, "school", "verify", "--database", database_url)
    assert (done.status, done.err) == (2, "croupier school verify: give a certificate's CODE or --pdf FILE\n")


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
                sa.text(
                    "SELECT count(*) FROM pg_roles"
                    " WHERE rolname IN ('croupier_station', 'croupier_instructor')"
                )
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


# ----------------------------------------------------------------------------------- the instructor's


def test_the_instructor_gives_passwords_and_seals_from_the_command_line(postgres_url, tmp_path):
    init_school(postgres_url, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    url = parse_url(postgres_url)
    instructor = url._replace(username=INSTRUCTOR_ROLE, password=None).render_as_string(hide_password=False)
    station_url = _login(postgres_url, STATION_ROLE, STATION_PW)
    env = {"CROUPIER_INSTRUCTOR_PASSWORD": INSTRUCTOR_PW, "CROUPIER_SEAL_PASSPHRASE": "the seal of 2026"}

    def croupier(*args: str, stdin: str = "", environ: dict[str, str] = env):
        return run_process(
            "school", *args, "--database", instructor, data_home=tmp_path, stdin=stdin, env=environ
        )

    added = croupier("trainee", "add", "Anna Müller", "--password-stdin", stdin="first-password\n")
    assert (added.status, added.err) == (0, ""), added.err
    assert "Anna Müller added to the roster" in added.out
    with Store(station_url) as station:
        assert station.logins.sign_in("anna müller", "first-password", "desk").must_change
    renewed = croupier("trainee", "passwd", "ANNA MÜLLER", "--password-stdin", stdin="second-password\n")
    assert renewed.status == 0, renewed.err
    with Store(station_url) as station:
        assert station.logins.sign_in("Anna Müller", "second-password", "desk").token
    short = croupier("trainee", "passwd", "Anna Müller", "--password-stdin", stdin="short\n")
    assert (short.status, short.err) == (
        2,
        "croupier school trainee passwd: the password for Anna Müller needs at least 8 characters\n",
    )
    unknown = croupier("trainee", "passwd", "Nobody", "--password-stdin", stdin="whatever-1\n")
    assert unknown.status == 1
    with Store(postgres_url) as owner:
        evening = owner.classes.add("Evening 2027")
    joined = croupier(
        "trainee", "add", "Ben Braun", "--class", "evening 2027", "--password-stdin", stdin="ben-pw-12\n"
    )
    assert joined.status == 0, joined.err
    nowhere = croupier(
        "trainee", "add", "Cleo Kurz", "--class", "Nowhere", "--password-stdin", stdin="cleo-pw-1\n"
    )
    assert (nowhere.status, nowhere.err) == (
        1,
        "croupier school trainee add: no class called 'Nowhere' (school class list)\n",
    )
    with Store(postgres_url) as owner:
        ben = owner.roster.find("Ben Braun")
        assert ben is not None
        assert ben.class_id == evening.id
        assert owner.roster.find("Cleo Kurz") is None  # nothing added for a class that is not there
    # Without the instructor's password (piped, none in the environment): refused by the server, a
    # configuration error like every wrong login (exit 2, one line).
    refused = croupier("trainee", "add", "Mallory", "--password-stdin", stdin="mallory-pw\n", environ={})
    assert refused.status == 2
    assert "password" in refused.err
    assert refused.err.count("\n") == 1

    name = f"desk_{uuid.uuid4().hex[:10]}"  # logins are the cluster's: a name of this test's own
    desk = croupier("station", "add", name, "--password-stdin", stdin="desk-9-password\n")
    assert desk.status == 0, desk.err
    with Store(_login(postgres_url, f"croupier_station_{name}", "desk-9-password")) as station:
        assert [t.name for t in station.roster.trainees()] == ["Anna Müller", "Ben Braun"]

    nothing = croupier("seal")
    assert nothing.status == 0, nothing.err
    assert nothing.out.splitlines()[0].startswith("The school's seal was made: ")
    assert nothing.out.splitlines()[-1] == "Nothing waits to be sealed."
    with Store(postgres_url) as owner:  # a pass, and a pass made up by the station's marks
        anna = owner.roster.find("Anna Müller")
        ben = owner.roster.add("Ben")
        exam = owner.exams.create("Stud I", ["bring_in"], 4, 0.5)
        sit_here(owner, anna.id, exam, wrong=(1,))
        sit_here(owner, ben.id, exam, wrong=(1, 2, 3), forge=True)
    done = croupier("seal")
    assert done.status == 0, done.err
    lines = done.out.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith("Sealed ")
    assert lines[0].endswith(": Anna Müller.")
    assert lines[1] == "Rejected the sitting of Ben: answer 1 is not marked as it was answered."
    code = lines[0].split()[1].rstrip(":")
    checked = run_process("school", "verify", code, "--database", station_url, data_home=tmp_path)
    assert checked.status == 0, checked.err
    assert "  Sealed by:  croupier_instructor, " in checked.out
    wrong = croupier("seal", environ={**env, "CROUPIER_SEAL_PASSPHRASE": "not the passphrase"})
    assert (wrong.status, wrong.err) == (
        1,
        "croupier school seal: that is not the passphrase of the school's seal\n",
    )
