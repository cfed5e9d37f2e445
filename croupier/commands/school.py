"""``croupier school``: set up a school's PostgreSQL database, and check a certificate's code.

::

    croupier school init --admin-url postgresql://admin@server/croupier [--school-name NAME]
    croupier school verify K7QF-2MXD [--database URL]
    croupier school outbox [--retry]      # this station's writes waiting for the school, and why

``init`` (the administrator, once; running it again is harmless) creates or upgrades the schema and
the two logins, ``croupier_station`` and ``croupier_instructor`` (see :mod:`croupier.store.roles`),
and prints what it did. A login that does not exist yet needs a password: typed when asked (on a
terminal), else from ``CROUPIER_STATION_PASSWORD`` / ``CROUPIER_INSTRUCTOR_PASSWORD`` (piped, a
missing one is an error); a password given there for a login that exists changes it. Passwords are
never options: anyone on the computer can read a command's options (``ps``). The administrator's
own password comes from ``PGPASSWORD`` or ``~/.pgpass``, as for every PostgreSQL tool. ``verify``
prints the certificate a code belongs to: the trainee, the exam, the score, the pass mark, the date
and the school. Exit status 0; 1 for an unknown code or a database that cannot be
used; 2 for bad arguments, such as a password that is needed and not given.
"""

from __future__ import annotations

import argparse
import getpass
import os
import sys
from collections.abc import Callable, Mapping
from typing import Any, TextIO

from PySide6.QtCore import QCoreApplication, QLocale
from sqlalchemy.exc import DBAPIError

from croupier.commands.qt_setup import install_language
from croupier.commands.school_outbox import add_outbox_parser
from croupier.commands.store_option import (
    EXIT_BAD_ARGUMENTS,
    EXIT_FAILED,
    CommandError,
    add_database_option,
    configuration_message,
    database_url,
    open_store,
)
from croupier.i18n import format_number, format_percent
from croupier.store import Store, StoreError
from croupier.store.connect_errors import connection_error
from croupier.store.database import create_store_engine, display, parse_url
from croupier.store.errors import ConfigurationError, DatabaseUnavailableError
from croupier.store.exams import normal_code
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, MissingPasswordError, init_school, role_exists

__all__ = ["add_parser", "certificate_lines", "run_init", "run_verify"]

translate = QCoreApplication.translate

PASSWORD_VARIABLES = {
    STATION_ROLE: "CROUPIER_STATION_PASSWORD",
    INSTRUCTOR_ROLE: "CROUPIER_INSTRUCTOR_PASSWORD",
}
PASSWORD_TRIES = 3
EXIT_INTERRUPTED = 130
Ask = Callable[[str], str]


def add_parser(subparsers: Any) -> None:
    """Register ``school`` on the ``croupier`` command line."""
    parser = subparsers.add_parser(
        "school",
        help="set up a school's database; check a certificate",
        description=(
            "Set up a school's PostgreSQL database (init), check a certificate's code (verify), or "
            "list and send this station's writes waiting for the school (outbox)."
        ),
    )
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    init = actions.add_parser(
        "init",
        help="create or upgrade the school database and its two logins (run again: harmless)",
        description=(
            "Create or upgrade the school's PostgreSQL database and the logins croupier_station (every "
            "station) and croupier_instructor. Logins that do not exist yet need a password: type it "
            "when asked, or give it in CROUPIER_STATION_PASSWORD / CROUPIER_INSTRUCTOR_PASSWORD (never "
            "on the command line, where anyone on the computer can read it)."
        ),
    )
    init.add_argument(
        "--admin-url",
        required=True,
        metavar="URL",
        help=(
            "the administrator's login, which may create roles: postgresql://user@host/db (its "
            "password from PGPASSWORD or ~/.pgpass)"
        ),
    )
    init.add_argument("--school-name", metavar="NAME", help="the school's name, as certificates print it")
    init.set_defaults(handler=run_init)
    verify = actions.add_parser(
        "verify",
        help="print the certificate a verification code belongs to",
        description="Print the certificate a verification code belongs to, or say there is none.",
    )
    verify.add_argument("code", metavar="CODE", help="the code printed on the certificate, such as K7QF-2MXD")
    add_database_option(verify)
    verify.add_argument("--lang", choices=("en", "de"), help="language (default: the system's)")
    verify.set_defaults(handler=run_verify)
    add_outbox_parser(actions)


def _fail(action: str, message: str, status: int) -> int:
    print(f"croupier school {action}: {message}", file=sys.stderr)
    return status


def _one_line(error: BaseException) -> str:
    return " ".join(str(error).split())


# ----------------------------------------------------------------------------------- init


def _missing_logins(admin_url: str) -> list[str]:
    """The school's logins that the server does not have yet."""
    try:
        url = parse_url(admin_url)
    except ConfigurationError as error:
        raise CommandError(configuration_message(error), EXIT_BAD_ARGUMENTS) from None
    if url.get_backend_name() != "postgresql":
        raise CommandError(
            "--admin-url names a SQLite file; a school database is a PostgreSQL server "
            "(a single computer needs no set-up)",
            EXIT_BAD_ARGUMENTS,
        )
    engine = create_store_engine(url)
    try:
        with engine.connect() as connection:
            return [role for role in PASSWORD_VARIABLES if not role_exists(connection, role)]
    except DBAPIError as error:
        problem = connection_error(display(url), url, error.orig or error)
        if isinstance(problem, ConfigurationError):
            raise CommandError(configuration_message(problem), EXIT_BAD_ARGUMENTS) from None
        reason = problem.reason if isinstance(problem, DatabaseUnavailableError) else str(problem)
        raise CommandError(" ".join(f"{display(url)}: {reason}".split())) from None
    finally:
        engine.dispose()


def _new_password(role: str, ask: Ask, err: TextIO) -> str:
    for _ in range(PASSWORD_TRIES):
        first = ask(f"Password for the new login {role}: ")
        if not first:
            print("A login needs a password.", file=err)
            continue
        if ask("The same again: ") == first:
            return first
        print("The two did not match.", file=err)
    raise CommandError(f"no password for {role}: give it in {PASSWORD_VARIABLES[role]}", EXIT_BAD_ARGUMENTS)


def run_init(
    args: argparse.Namespace,
    *,
    stdin: TextIO | None = None,
    ask: Ask = getpass.getpass,
    err: TextIO | None = None,
    environ: Mapping[str, str] | None = None,
) -> int:
    """Set up the school database; returns the exit status."""
    env = os.environ if environ is None else environ
    given = {role: env.get(variable) or None for role, variable in PASSWORD_VARIABLES.items()}
    terminal = (stdin or sys.stdin).isatty()
    try:
        for role in _missing_logins(args.admin_url):
            if given[role]:
                continue
            if not terminal:
                raise CommandError(
                    f"the login {role} does not exist yet: give its password in {PASSWORD_VARIABLES[role]}",
                    EXIT_BAD_ARGUMENTS,
                )
            given[role] = _new_password(role, ask, err or sys.stderr)
        report = init_school(
            args.admin_url,
            station_password=given[STATION_ROLE],
            instructor_password=given[INSTRUCTOR_ROLE],
            school_name=args.school_name,
        )
    except CommandError as error:
        return _fail("init", error.message, error.status)
    except MissingPasswordError as error:  # a login dropped since the check above
        return _fail("init", _one_line(error), EXIT_BAD_ARGUMENTS)
    except StoreError as error:
        return _fail("init", _one_line(error), EXIT_FAILED)
    except (EOFError, KeyboardInterrupt):
        print(file=err or sys.stderr)
        return EXIT_INTERRUPTED
    print(f"School database {report.database}:")
    for line in report.lines:
        print(f"  {line}")
    return 0


# ----------------------------------------------------------------------------------- verify


def certificate_lines(store: Store, code: str, locale: QLocale | None = None) -> list[str]:
    """What ``verify`` prints for ``code``; raises :class:`CommandError` when there is no such
    certificate."""
    from croupier.reports.certificate import certificate_date  # noqa: PLC0415 - QtGui only when found

    result = store.exams.certificate(code) if normal_code(code) else None
    if result is None:
        raise CommandError(f"no such certificate: {code.strip()}")
    chosen = locale if locale is not None else QLocale()
    exam = store.exams.get(result.exam_id)
    trainee = store.roster.get(result.trainee_id)
    school = store.school.settings()
    score = translate("SchoolCli", "{correct} of {total} ({percent})").format(
        correct=format_number(result.correct, chosen),
        total=format_number(result.total, chosen),
        percent=format_percent(result.score, chosen),
    )
    fields = [
        (translate("SchoolCli", "Trainee"), trainee.name),
        (translate("SchoolCli", "Exam"), exam.name),
        (translate("SchoolCli", "Score"), score),
        (translate("SchoolCli", "Pass mark"), format_percent(exam.pass_mark, chosen)),
        (translate("SchoolCli", "Date"), certificate_date(result.taken_at, chosen)),
        (translate("SchoolCli", "School"), school.school_name or "–"),
        (translate("SchoolCli", "Instructor"), school.instructor_name or "–"),
    ]
    width = max(len(label) for label, _ in fields) + 1
    head = translate("SchoolCli", "Certificate {code} is valid:").format(code=result.certificate)
    return [head, *(f"  {label + ':':<{width}} {value}" for label, value in fields)]


def run_verify(args: argparse.Namespace) -> int:
    """Print the certificate a code belongs to; returns the exit status."""
    translations = install_language(args.lang, fonts=False, command="school verify")
    try:
        with open_store(database_url(args.database)) as store:
            for line in certificate_lines(store, args.code):
                print(line)
        return 0
    except CommandError as error:
        return _fail("verify", error.message, error.status)
    except StoreError as error:
        return _fail("verify", _one_line(error), EXIT_FAILED)
    finally:
        if translations is not None:
            translations.uninstall()
