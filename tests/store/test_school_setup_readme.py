"""The README's station set-up, run as written by the installed ``croupier`` command in a shell
against the CI PostgreSQL: ``init`` on a server without the database creates it, ``join-file``
exports each station's login (0600), ``station-setup`` on the station writes its settings and its
password file (0600), and the station then signs a trainee in and records the quiz. A login that
may not create databases is told the one command that does."""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
import sqlalchemy as sa
from cli_helpers import ROOT, compile_catalogues
from pg_cluster import drop_database

from croupier.store import Store
from croupier.store.database import parse_url
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE

MARK = "<!-- station set-up: run as written by tests/store/test_school_setup_readme.py -->"
STATIONS = 2  # of the README's twenty: the loop is the same, each station a process or two less
CROUPIER = Path(sys.executable).parent / "croupier"


@pytest.fixture(autouse=True, scope="module")
def _catalogues() -> None:
    compile_catalogues()


def readme_steps() -> str:
    """The shell block after the mark in the README's "For a school"."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(re.escape(MARK) + r"\s*```sh\n(.*?)```", text, re.DOTALL)
    assert found, "the README's station set-up block is gone"
    return found.group(1)


def _server(url: sa.URL) -> str:
    return f"{url.host}:{url.port}"


def _run(script: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    bash = shutil.which("bash")
    assert bash is not None
    return subprocess.run(
        [bash, "-euo", "pipefail", "-c", script],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def _environment(home: Path, **extra: str) -> dict[str, str]:
    """A user of their own: home, configuration and data folders; the installed command first."""
    environ = {key: value for key, value in os.environ.items() if not key.startswith(("CROUPIER_", "PG"))}
    environ.update(
        {
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / ".config"),
            "XDG_DATA_HOME": str(home / ".local" / "share"),
            "QT_QPA_PLATFORM": "offscreen",
            "PATH": f"{CROUPIER.parent}{os.pathsep}{os.environ.get('PATH', '')}",
            **extra,
        }
    )
    return environ


@pytest.fixture
def server(pg_admin: sa.Engine):
    """The CI server's administrator and a database name the server does not have yet (dropped after)."""
    name = f"croupier_readme_{uuid.uuid4().hex[:8]}"
    _drop_station_logins(pg_admin)  # logins are the cluster's: another test may have left them
    yield pg_admin.url, name
    drop_database(pg_admin, name)  # a backend of a process just ended may linger a moment
    _drop_station_logins(pg_admin)


def _drop_station_logins(pg_admin: sa.Engine) -> None:
    with pg_admin.connect() as connection:
        for number in range(1, STATIONS + 1):
            connection.execute(sa.text(f"DROP ROLE IF EXISTS croupier_station_desk_{number:02d}"))


def test_the_readmes_station_set_up_runs_as_written(server, tmp_path):
    admin_url, name = server
    assert CROUPIER.is_file(), "the croupier command is not installed in this environment"
    script = readme_steps()
    assert "croupier school init" in script
    assert "seq -w 1 20" in script
    where = _server(admin_url)
    script = (
        script.replace("admin@server/croupier", f"{admin_url.username}@{where}/{name}")
        .replace("@server/croupier", f"@{where}/{name}")
        .replace("$(seq -w 1 20)", f"$(seq -w 1 20 | head -n {STATIONS})")
    )
    office, desk = tmp_path / "office", tmp_path / "desk_01"
    office.mkdir()
    desk.mkdir()
    administrator, rest = script.split("\n# On the station desk_01")
    station = "# On the station desk_01" + rest
    passwords = {
        "PGPASSWORD": str(admin_url.password),
        "CROUPIER_STATION_PASSWORD": "shared-station-pw",
        "CROUPIER_INSTRUCTOR_PASSWORD": "instructor-pw-9",
    }
    done = _run(administrator, office, _environment(office, **passwords))
    assert done.returncode == 0, done.stderr
    assert f"Database {name} created" in done.stdout
    joins = sorted(office.glob("desk_*.croupier"))
    assert [path.name for path in joins] == [f"desk_{n:02d}.croupier" for n in range(1, STATIONS + 1)]
    for path in joins:
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        assert "instructor-pw-9" not in path.read_text(encoding="utf-8")
    # The file goes to the station (by hand); the station's user runs the README's last step there,
    # with no password of any kind in its environment.
    shutil.copy2(office / "desk_01.croupier", desk / "desk_01.croupier")
    done = _run(station, desk, _environment(desk))
    assert done.returncode == 0, done.stderr
    assert "croupier_station_desk_01" in done.stdout
    assert "Delete desk_01.croupier" in done.stdout
    pgpass = desk / ".config" / "croupier" / "pgpass"
    assert stat.S_IMODE(pgpass.stat().st_mode) == 0o600
    settings = next((desk / ".config").rglob("Croupier.conf"))
    assert stat.S_IMODE(settings.stat().st_mode) == 0o600
    configured = re.search(r"database_url=(.*)", settings.read_text(encoding="utf-8"))
    assert configured is not None
    station_url = configured.group(1).strip()
    assert parse_url(station_url).username == "croupier_station_desk_01"
    assert parse_url(station_url).password is None  # the password is in the password file only

    # A trainee, and the station signing her in with its own login and the password file.
    instructor = parse_url(f"postgresql://{INSTRUCTOR_ROLE}@{where}/{name}").set(password="instructor-pw-9")
    with Store(instructor.render_as_string(hide_password=False)) as school:
        anna = school.roster.add("Anna Schmidt")
        school.logins.set_password(anna.id, "first-password")
    with Store(
        parse_url(station_url).set(password=_station_password(office)).render_as_string(hide_password=False)
    ) as first:
        signed = first.logins.sign_in("Anna Schmidt", "first-password", "desk_01")
        first.logins.change_password(signed.token or "", "first-password", "annas-own")
    quiz = (
        f'croupier drill --skill bring_in --count 2 --seed 3 --lang en --trainee "Anna Schmidt" '
        f"--database '{station_url}' <<< $'1\\n2\\n'"
    )
    done = _run(quiz, desk, _environment(desk, CROUPIER_TRAINEE_PASSWORD="annas-own"))
    assert done.returncode == 0, done.stderr
    with Store(instructor.render_as_string(hide_password=False)) as school:
        assert len(school.attempts_for(anna.id)) == 2
    # The shared station login was never needed: stations have their own.
    assert parse_url(station_url).username != STATION_ROLE


def _station_password(office: Path) -> str:
    import json  # noqa: PLC0415

    return str(json.loads((office / "desk_01.croupier").read_text(encoding="utf-8"))["password"])


def test_init_says_the_command_when_the_login_may_not_create_the_database(pg_admin, tmp_path):
    name = f"croupier_readme_{uuid.uuid4().hex[:8]}"
    login = f"croupier_nocreate_{uuid.uuid4().hex[:6]}"
    with pg_admin.connect() as connection:
        connection.execute(sa.text(f"CREATE ROLE {login} LOGIN PASSWORD 'nc-pw-1' NOCREATEDB"))
    try:
        url = f"postgresql://{login}@{_server(pg_admin.url)}/{name}"
        done = _run(
            f"croupier school init --admin-url {url}",
            tmp_path,
            _environment(
                tmp_path,
                PGPASSWORD="nc-pw-1",
                CROUPIER_STATION_PASSWORD="x1",
                CROUPIER_INSTRUCTOR_PASSWORD="x2",
            ),
        )
        assert done.returncode == 1, done.stdout
        assert f"the database {name} does not exist, and {login} may not create it" in done.stderr
        assert f"sudo -u postgres createdb --owner={login} {name}" in done.stderr
        assert "Traceback" not in done.stderr
        with pg_admin.connect() as connection:
            exists = connection.execute(
                sa.text("SELECT 1 FROM pg_database WHERE datname = :n"), {"n": name}
            ).first()
        assert exists is None
    finally:
        with pg_admin.connect() as connection:
            connection.execute(sa.text(f"DROP ROLE IF EXISTS {login}"))


def test_a_file_that_is_not_a_join_file_is_refused(tmp_path):
    bad = tmp_path / "notes.croupier"
    bad.write_text('{"kind": "something else"}', encoding="utf-8")
    done = _run(f"croupier school station-setup {bad}", tmp_path, _environment(tmp_path))
    assert done.returncode == 2
    assert "is not a join file" in done.stderr
    assert not (tmp_path / ".config" / "croupier" / "pgpass").exists()


def test_a_join_file_written_over_an_open_file_is_private(server, tmp_path):
    """A file already there, readable by everyone, is made private before the password goes in."""
    admin_url, name = server
    where = _server(admin_url)
    env = _environment(
        tmp_path,
        PGPASSWORD=str(admin_url.password),
        CROUPIER_STATION_PASSWORD="shared-station-pw",
        CROUPIER_INSTRUCTOR_PASSWORD="instructor-pw-9",
    )
    admin = f"postgresql://{admin_url.username}@{where}/{name}"
    done = _run(f"croupier school init --admin-url {admin}", tmp_path, env)
    assert done.returncode == 0, done.stderr
    out = tmp_path / "desk_01.croupier"
    out.write_text("old", encoding="utf-8")
    out.chmod(0o644)
    done = _run(
        f"croupier school join-file --station-url postgresql://croupier_station@{where}/{name} --out {out}",
        tmp_path,
        env,
    )
    assert done.returncode == 0, done.stderr
    assert stat.S_IMODE(out.stat().st_mode) == 0o600
    assert "shared-station-pw" in out.read_text(encoding="utf-8")
