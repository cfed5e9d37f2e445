"""Stations set up in one step: the administrator exports a join file per station, the station reads
it.

::

    croupier school join-file --new-station desk_1 --out desk_1.croupier \\
        --database postgresql://croupier_instructor@server/croupier
    croupier school join-file --out station.croupier \\
        --station-url postgresql://croupier_station@server/croupier
    croupier school station-setup desk_1.croupier       # on the station

``join-file`` writes what a station needs, the server's address, the database, the station's login
and its password, to a file only its owner may read (0600). ``--new-station NAME`` makes (or
renews) the login ``croupier_station_NAME`` through the instructor's login (``--database``, its
password from ``CROUPIER_INSTRUCTOR_PASSWORD`` or asked) with a random password nobody types;
``--station-url`` names a login that exists, its password from ``CROUPIER_STATION_PASSWORD`` or
asked. Either way the login is tried before the file is written.

``station-setup FILE`` tries the login (``--offline``: not), then writes the station's password file
(libpq's pgpass, 0600, in the user's configuration folder) and the trainer's settings (the school's
address, never the password) where the window reads them. Exit status 0; 1 for a server that
refuses; 2 for a file that is not a join file or bad arguments.
"""

from __future__ import annotations

import argparse
import getpass
import json
import os
import secrets
import stat
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from croupier.commands.store_option import (
    EXIT_BAD_ARGUMENTS,
    EXIT_FAILED,
    CommandError,
    add_database_option,
    fail,
    one_line,
    open_store,
)
from croupier.store import Store, StoreError
from croupier.store.credentials import default_pgpass_path, save_password
from croupier.store.database import display, parse_url

__all__ = ["JOIN_KIND", "add_join_parsers", "read_join_file", "run_join_file", "run_station_setup"]

JOIN_KIND = "croupier-station-join"
JOIN_VERSION = 1
STATION_PASSWORD_ENV = "CROUPIER_STATION_PASSWORD"  # noqa: S105 - a variable's name


InstructorStore = Callable[[str | None, Any], Store]
"""``croupier.commands.school``'s opener of the instructor's login (``--database``, its password
from the environment or asked), passed in so that this module needs nothing else of that one."""


def add_join_parsers(
    actions: argparse._SubParsersAction[argparse.ArgumentParser], instructor_store: InstructorStore
) -> None:
    join = actions.add_parser(
        "join-file",
        help="export what a station needs to join the school (its login and password), 0600",
        description=(
            "Write a station's join file: the server's address, the database, the station's login and "
            "its password, readable by its owner only. --new-station NAME makes (or renews) the login "
            "croupier_station_NAME with a random password, through the instructor's login (--database); "
            f"--station-url names a login that exists (its password from ${STATION_PASSWORD_ENV} or asked)."
        ),
    )
    which = join.add_mutually_exclusive_group(required=True)
    which.add_argument(
        "--new-station", metavar="NAME", help="make or renew croupier_station_NAME (a-z, 0-9, _)"
    )
    which.add_argument(
        "--station-url", metavar="URL", help="a station login that exists: postgresql://login@host/db"
    )
    join.add_argument("--out", type=Path, required=True, metavar="FILE", help="the join file to write")
    add_database_option(join)
    join.set_defaults(handler=partial(run_join_file, instructor_store=instructor_store))
    setup = actions.add_parser(
        "station-setup",
        help="set this station up from a join file: its school address and password file",
        description=(
            "Set this computer up as a station of the school named in a join file: the trainer's settings "
            "name the school's address, the password goes to the station's password file (0600)."
        ),
    )
    setup.add_argument("file", type=Path, metavar="FILE", help="the join file the administrator exported")
    setup.add_argument(
        "--offline", action="store_true", help="do not try the login first (the server is not reachable now)"
    )
    setup.set_defaults(handler=run_station_setup)


def _bare(url: str) -> str:
    """``url`` without a password or a password file (the station names its own)."""
    parsed = parse_url(url)
    query = {key: value for key, value in parsed.query.items() if key != "passfile"}
    return parsed.set(password=None, query=query).render_as_string(hide_password=False)


def _try_login(url: str, password: str) -> int:
    """Connect as the station's login and read the roster; the number of trainees on it."""
    with open_store(parse_url(url).set(password=password).render_as_string(hide_password=False)) as store:
        return len(store.roster.trainees())


def _write_private(path: Path, text: str) -> None:
    """``text`` in ``path``, readable and writable by its owner only (0600) from the start."""
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.fchmod(descriptor, 0o600)  # a file that was there before: private before the password is in it
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        file.write(text)


def run_join_file(
    args: argparse.Namespace, *, instructor_store: InstructorStore, ask: Any = getpass.getpass
) -> int:
    """Export a station's join file; returns the exit status."""
    try:
        if args.new_station:
            password = secrets.token_urlsafe(24)
            with instructor_store(args.database, ask) as store:
                role = store.logins.add_station(args.new_station, password)
                url = _bare(
                    parse_url(str(args.database)).set(username=role).render_as_string(hide_password=False)
                )
        else:
            url = _bare(args.station_url)
            password = os.environ.get(STATION_PASSWORD_ENV) or ""
            if not password and sys.stdin.isatty():
                password = ask(f"Password of {parse_url(url).username or 'the station login'}: ")
            if not password:
                raise CommandError(
                    f"give the station login's password in ${STATION_PASSWORD_ENV}", EXIT_BAD_ARGUMENTS
                )
        trainees = _try_login(url, password)
        record = {"kind": JOIN_KIND, "version": JOIN_VERSION, "url": url, "password": password}
        _write_private(args.out, json.dumps(record, indent=2) + "\n")
    except CommandError as error:
        return fail("school join-file", error.message, error.status)
    except StoreError as error:
        return fail("school join-file", one_line(error), EXIT_FAILED)
    except OSError as error:
        return fail("school join-file", f"cannot write {args.out}: {error.strerror or error}", EXIT_FAILED)
    except (EOFError, KeyboardInterrupt):
        print(file=sys.stderr)
        return EXIT_FAILED
    login, where = parse_url(url).username, display(parse_url(url))
    print(
        f"Wrote {args.out} (readable by you only) for the login {login} at {where}; "
        f"it reached the school ({trainees} on the roster). It holds the station's password: carry it to the "
        "station yourself and delete it there after croupier school station-setup."
    )
    return 0


def read_join_file(path: Path) -> tuple[str, str]:
    """The station's address and password from a join file (``CommandError`` for anything else)."""
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise CommandError(f"cannot read {path}: {error.strerror or error}", EXIT_BAD_ARGUMENTS) from None
    except (ValueError, UnicodeDecodeError):
        raise CommandError(
            f"{path} is not a join file (croupier school join-file writes them)", EXIT_BAD_ARGUMENTS
        ) from None
    if not isinstance(record, dict) or record.get("kind") != JOIN_KIND:
        raise CommandError(
            f"{path} is not a join file (croupier school join-file writes them)", EXIT_BAD_ARGUMENTS
        )
    if record.get("version") != JOIN_VERSION:
        raise CommandError(
            f"{path} is a join file of a newer Croupier: update this station first", EXIT_BAD_ARGUMENTS
        )
    url, password = record.get("url"), record.get("password")
    if not isinstance(url, str) or not isinstance(password, str) or not password:
        raise CommandError(f"{path} is a damaged join file: export it again", EXIT_BAD_ARGUMENTS)
    parsed = parse_url(url)
    if parsed.get_backend_name() != "postgresql" or not parsed.username:
        raise CommandError(f"{path} names no school server: export it again", EXIT_BAD_ARGUMENTS)
    return _bare(url), password


def _settings_file(url: str) -> str:
    """Name the school in the trainer's settings, where the window reads them (0600)."""
    from PySide6.QtCore import QSettings  # noqa: PLC0415

    from croupier.gui.app import APPLICATION, ORGANISATION, private_settings_file  # noqa: PLC0415
    from croupier.gui.settings import Settings  # noqa: PLC0415

    qsettings = QSettings(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION)
    Settings(qsettings).database_url = url
    private_settings_file(qsettings)
    return qsettings.fileName()


def run_station_setup(args: argparse.Namespace) -> int:
    """Set this station up from a join file; returns the exit status."""
    path: Path = args.file
    try:
        url, password = read_join_file(path)
        checked = (
            "" if args.offline else f"; it reached the school ({_try_login(url, password)} on the roster)"
        )
        pgpass = default_pgpass_path()
        save_password(pgpass, url, password)
        settings = _settings_file(url)
    except CommandError as error:
        return fail("school station-setup", error.message, error.status)
    except StoreError as error:
        return fail("school station-setup", one_line(error) + " — nothing was written", EXIT_FAILED)
    except OSError as error:
        return fail(
            "school station-setup",
            f"cannot write the station's files: {error.strerror or error}",
            EXIT_FAILED,
        )
    print(f"This station records to {display(parse_url(url))} as {parse_url(url).username}{checked}.")
    print(f"Its password is in {pgpass} (readable by you only); the address in {settings}.")
    shared = path.stat().st_mode & (stat.S_IRWXG | stat.S_IRWXO)
    advice = f"{path} is readable by others: delete it now" if shared else f"Delete {path} from this computer"
    print(f"{advice} (it holds the station's password). Start croupier: the sign-in page comes first.")
    return 0
