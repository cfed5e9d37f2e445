"""``croupier school``: set up a school's PostgreSQL database, give trainees and stations their
passwords, seal passed sittings, and check a certificate.

::

    croupier school init --admin-url postgresql://admin@server/croupier [--school-name NAME]
    croupier school trainee add NAME [--class CLASS] [--password-stdin] --database URL
    croupier school trainee passwd NAME [--password-stdin] --database URL
    croupier school station add NAME [--password-stdin] --database URL
    croupier school seal --database URL
    croupier school verify CODE | --pdf FILE [--fingerprint FP] [--database URL]
    croupier school outbox [--retry]      # this station's writes waiting for the school, and why
    croupier school join-file --new-station NAME --database URL --out FILE   # see school_join
    croupier school station-setup FILE                                       # on the station
    croupier school instructor|audit|exam|class|certificate …   # see croupier.commands.school_staff

``init`` (the administrator, once; running it again is harmless) creates the database when the
server has none of that name (or says the command that does, for a login that may not), the schema and
the two logins, ``croupier_station`` and ``croupier_instructor`` (see :mod:`croupier.store.roles`),
and prints what it did. A login that does not exist yet needs a password: typed when asked (on a
terminal), else from ``CROUPIER_STATION_PASSWORD`` / ``CROUPIER_INSTRUCTOR_PASSWORD`` (piped, a
missing one is an error); a password given there for a login that exists changes it. Passwords are
never options: anyone on the computer can read a command's options (``ps``). The administrator's
own password comes from ``PGPASSWORD`` or ``~/.pgpass``, as for every PostgreSQL tool.

``trainee``, ``station`` and ``seal`` are the instructor's: ``--database`` names the instructor's
login (``postgresql://croupier_instructor@server/croupier``), whose password is asked for (or read
from ``CROUPIER_INSTRUCTOR_PASSWORD``), never given on the command line. A trainee's first password
comes from standard input (``--password-stdin``) or is asked twice; the trainee chooses their own at
the first sign-in. ``seal`` re-grades every passed sitting from its seed with the engine and seals
it with the school's key (its passphrase asked for, or ``CROUPIER_SEAL_PASSPHRASE``; the school's
first key is made with it), or rejects it with the reason.

``verify`` checks a certificate's signature and prints the certificate as issued: the trainee,
the exam, the score, the pass mark, the date, the school, the instructor who sealed it and the seal's
fingerprint; ``--pdf FILE`` checks a certificate's PDF without the database (against
``--fingerprint``, the school's published one, or the school's key in the database). Exit status 0;
1 for a certificate that is not valid or a database that cannot be used; 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import getpass
import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import datetime
from typing import Any, TextIO

from PySide6.QtCore import QCoreApplication, QLocale
from sqlalchemy import URL
from sqlalchemy.exc import DBAPIError

from croupier.commands.qt_setup import install_language
from croupier.commands.school_join import add_join_parsers
from croupier.commands.school_outbox import add_outbox_parser
from croupier.commands.school_staff import add_staff_parsers
from croupier.commands.store_option import (
    EXIT_BAD_ARGUMENTS,
    EXIT_FAILED,
    EXIT_INTERRUPTED,
    CommandError,
    add_database_option,
    configuration_message,
    database_url,
    fail,
    one_line,
    open_store,
)
from croupier.i18n import format_number, format_percent
from croupier.store import Store, StoreError
from croupier.store.connect_errors import connection_error
from croupier.store.database import create_store_engine, display, parse_url
from croupier.store.errors import ConfigurationError, DatabaseUnavailableError
from croupier.store.logins import MIN_PASSWORD
from croupier.store.roles import (
    INSTRUCTOR_ROLE,
    STATION_ROLE,
    MissingPasswordError,
    ensure_database,
    init_school,
    role_exists,
)
from croupier.store.seals import Verdict, check_document
from croupier.store.signing import MIN_PASSPHRASE, WrongPassphraseError, fingerprint_text, pem_fingerprint

__all__ = [
    "INSTRUCTOR_PASSWORD_ENV",
    "SEAL_PASSPHRASE_ENV",
    "add_parser",
    "certificate_lines",
    "run_init",
    "run_seal",
    "run_station_add",
    "run_trainee",
    "run_verify",
]

translate = QCoreApplication.translate

PASSWORD_VARIABLES = {
    STATION_ROLE: "CROUPIER_STATION_PASSWORD",
    INSTRUCTOR_ROLE: "CROUPIER_INSTRUCTOR_PASSWORD",
}
PASSWORD_TRIES = 3
Ask = Callable[[str], str]
INSTRUCTOR_PASSWORD_ENV = "CROUPIER_INSTRUCTOR_PASSWORD"  # noqa: S105 - a variable's name
SEAL_PASSPHRASE_ENV = "CROUPIER_SEAL_PASSPHRASE"  # noqa: S105 - a variable's name


def add_parser(subparsers: Any) -> None:
    """Register ``school`` on the ``croupier`` command line."""
    parser = subparsers.add_parser(
        "school",
        help="set up a school's database; check a certificate",
        description=(
            "Set up a school's PostgreSQL database (init), give trainees and stations their passwords "
            "(trainee, station), seal passed sittings (seal), check a certificate (verify), or list "
            "and send this station's writes waiting for the school (outbox)."
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
    trainee = actions.add_parser(
        "trainee",
        help="add a trainee with a first password, or give a trainee a new one (the instructor's)",
        description=(
            "Add a trainee to the roster with a first password, or give a trainee a new one. The trainee "
            "chooses their own at the next sign-in. --database names the instructor's login; its "
            f"password is asked for, or read from ${INSTRUCTOR_PASSWORD_ENV}."
        ),
    )
    trainee.add_argument("what", choices=("add", "passwd"), help="add a trainee, or set a new password")
    trainee.add_argument("name", metavar="NAME", help="the trainee's name")
    trainee.add_argument(
        "--class",
        dest="school_class",
        metavar="CLASS",
        help="add: the class they join (default: the school's first class)",
    )
    trainee.add_argument(
        "--password-stdin", action="store_true", help="read the password from standard input (one line)"
    )
    add_database_option(trainee)
    trainee.set_defaults(handler=run_trainee)
    station = actions.add_parser(
        "station",
        help="give a station a login of its own (croupier_station_NAME)",
        description=(
            "Make a login of a station's own, croupier_station_NAME, a member of croupier_station (or give "
            "it a new password), so that a login that changes its own password shuts out no other station."
        ),
    )
    station.add_argument("what", choices=("add",), help="add (or renew) a station's login")
    station.add_argument("name", metavar="NAME", help="the station's name: a-z, 0-9 and _")
    station.add_argument(
        "--password-stdin", action="store_true", help="read the password from standard input (one line)"
    )
    add_database_option(station)
    station.set_defaults(handler=run_station_add)
    seal = actions.add_parser(
        "seal",
        help="re-grade passed sittings and seal their certificates",
        description=(
            "Re-grade every passed sitting not sealed yet (each question dealt again from the sitting's "
            "seed, "
            "each answer graded again) and seal it with the school's key, or reject it with the reason. The "
            f"key's passphrase is asked for, or read from ${SEAL_PASSPHRASE_ENV}."
        ),
    )
    add_database_option(seal)
    seal.set_defaults(handler=run_seal)
    verify = actions.add_parser(
        "verify",
        help="check a certificate: its code in the school's database, or its PDF",
        description=(
            "Check a certificate's signature and print it as issued, or say why it is not valid: by its code "
            "in the school's database, or (--pdf) a certificate's PDF, without the database."
        ),
    )
    verify.add_argument(
        "code", metavar="CODE", nargs="?", help="the code printed on the certificate, such as K7QF-2MXD"
    )
    verify.add_argument("--pdf", metavar="FILE", help="a certificate's PDF to check")
    verify.add_argument(
        "--fingerprint",
        metavar="FP",
        help="the school seal's fingerprint as the school publishes it (checked against the certificate's)",
    )
    add_database_option(verify)
    verify.add_argument("--lang", choices=("en", "de"), help="language (default: the system's)")
    verify.set_defaults(handler=run_verify)
    add_outbox_parser(actions)
    add_join_parsers(actions, _instructor_store)
    add_staff_parsers(actions, open_store=_instructor_store, new_secret=_new_secret)


# ----------------------------------------------------------------------------------- init


def _admin_url(admin_url: str) -> URL:
    """``--admin-url`` parsed; a malformed one is a bad argument."""
    try:
        return parse_url(admin_url)
    except ConfigurationError as error:
        raise CommandError(configuration_message(error), EXIT_BAD_ARGUMENTS) from None


def _ensure_database(admin_url: str) -> None:
    """The school's database, created when the server has none of that name (or the command that
    creates it, for a login that may not)."""
    url = _admin_url(admin_url)
    if url.get_backend_name() != "postgresql":
        return  # said by _missing_logins
    try:
        if ensure_database(admin_url):
            print(f"Database {url.database} created, owned by {url.username}.")
    except StoreError as error:
        raise CommandError(one_line(error)) from None


def _missing_logins(admin_url: str) -> list[str]:
    """The school's logins that the server does not have yet."""
    url = _admin_url(admin_url)
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
        raise CommandError(one_line(f"{display(url)}: {reason}")) from None
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
        _ensure_database(args.admin_url)
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
        return fail("school init", error.message, error.status)
    except MissingPasswordError as error:  # a login dropped since the check above
        return fail("school init", one_line(error), EXIT_BAD_ARGUMENTS)
    except StoreError as error:
        return fail("school init", one_line(error), EXIT_FAILED)
    except (EOFError, KeyboardInterrupt):
        print(file=err or sys.stderr)
        return EXIT_INTERRUPTED
    print(f"School database {report.database}:")
    for line in report.lines:
        print(f"  {line}")
    return 0


# ----------------------------------------------------------------------------------- the instructor's


def _secret(prompt: str, env: str, ask: Ask) -> str | None:
    """A secret from the environment, else typed at a terminal (never a command-line argument)."""
    found = os.environ.get(env)
    if found:
        return found
    if not sys.stdin.isatty():
        return None
    return ask(prompt)


def _instructor_store(database: str | None, ask: Ask) -> Store:
    """The store at ``--database`` as the login it names, with its password from the environment or
    a prompt when the address has none."""
    if not database:
        raise CommandError(
            "--database names the school database and the instructor's login", EXIT_BAD_ARGUMENTS
        )
    url = parse_url(database)
    if url.get_backend_name() == "postgresql" and url.password is None:
        password = _secret(f"Password of {url.username or 'the login'}: ", INSTRUCTOR_PASSWORD_ENV, ask)
        if password:
            url = url.set(password=password)
    return open_store(url.render_as_string(hide_password=False))


def _new_secret(what: str, ask: Ask, err: TextIO, *, least: int, stdin: bool) -> str:
    """A new password (or passphrase): one line of standard input, or typed twice at a terminal."""
    if stdin:
        line = sys.stdin.readline().rstrip("\r\n")
        if len(line) < least:
            raise CommandError(f"{what} needs at least {least} characters", EXIT_BAD_ARGUMENTS)
        return line
    if not sys.stdin.isatty():
        raise CommandError(f"give {what} on standard input with --password-stdin", EXIT_BAD_ARGUMENTS)
    for _ in range(PASSWORD_TRIES):
        first = ask(f"{what[0].upper()}{what[1:]}: ")
        if len(first) < least:
            print(f"At least {least} characters.", file=err)
            continue
        if ask("The same again: ") == first:
            return first
        print("The two did not match.", file=err)
    raise CommandError(f"no {what}", EXIT_BAD_ARGUMENTS)


def run_trainee(args: argparse.Namespace, *, ask: Ask = getpass.getpass, err: TextIO | None = None) -> int:
    """``trainee add|passwd NAME``: a trainee's first (or new) password; returns the exit status."""
    action = f"trainee {args.what}"
    try:
        with _instructor_store(args.database, ask) as store:
            if not store.logins.with_passwords:
                raise CommandError("trainees sign in with a password on a school (PostgreSQL) database only")
            school_class = getattr(args, "school_class", None)
            if school_class is not None and args.what != "add":
                raise CommandError(
                    "--class goes with add (school class move moves a trainee)", EXIT_BAD_ARGUMENTS
                )
            if args.what == "add":
                joins = None if school_class is None else store.classes.find(school_class)
                if school_class is not None and joins is None:
                    raise CommandError(f"no class called {school_class!r} (school class list)")
                trainee = store.roster.add(args.name, class_id=None if joins is None else joins.id)
            else:
                found = store.roster.find(args.name)
                if found is None:
                    raise CommandError(f"no trainee called {args.name!r} on the roster")
                trainee = found
            password = _new_secret(
                f"the password for {trainee.name}",
                ask,
                err or sys.stderr,
                least=MIN_PASSWORD,
                stdin=args.password_stdin,
            )
            store.logins.set_password(trainee.id, password)
    except CommandError as error:
        return fail(f"school {action}", error.message, error.status)
    except StoreError as error:
        return fail(f"school {action}", one_line(error), EXIT_FAILED)
    except (EOFError, KeyboardInterrupt):
        print(file=err or sys.stderr)
        return EXIT_INTERRUPTED
    done = "added to the roster" if args.what == "add" else "given a new password"
    print(f"{trainee.name} {done}; they choose their own password at their next sign-in.")
    return 0


def run_station_add(
    args: argparse.Namespace, *, ask: Ask = getpass.getpass, err: TextIO | None = None
) -> int:
    """``station add NAME``: a login of a station's own; returns the exit status."""
    try:
        with _instructor_store(args.database, ask) as store:
            password = _new_secret(
                f"the password of the station {args.name}",
                ask,
                err or sys.stderr,
                least=MIN_PASSWORD,
                stdin=args.password_stdin,
            )
            role = store.logins.add_station(args.name, password)
    except CommandError as error:
        return fail("school station add", error.message, error.status)
    except StoreError as error:
        return fail("school station add", one_line(error), EXIT_FAILED)
    except (EOFError, KeyboardInterrupt):
        print(file=err or sys.stderr)
        return EXIT_INTERRUPTED
    print(f"The station's login is {role}: name it in that station's Settings, with its password.")
    return 0


def run_seal(args: argparse.Namespace, *, ask: Ask = getpass.getpass, err: TextIO | None = None) -> int:
    """``seal``: re-grade and seal the passes that wait; returns the exit status."""
    from croupier.reports.sealing import regrade_sitting  # noqa: PLC0415 - the engine, when sealing
    from croupier.words.sitting_words import problem_text  # noqa: PLC0415

    try:
        with _instructor_store(args.database, ask) as store:
            passphrase = _secret("Passphrase of the school's seal: ", SEAL_PASSPHRASE_ENV, ask)
            if store.seals.key() is None:
                if passphrase is None or len(passphrase) < MIN_PASSPHRASE:
                    if passphrase is not None:
                        raise CommandError(f"a seal's passphrase needs at least {MIN_PASSPHRASE} characters")
                    passphrase = _new_secret(
                        "the passphrase of the school's new seal",
                        ask,
                        err or sys.stderr,
                        least=MIN_PASSPHRASE,
                        stdin=False,
                    )
                seal = store.seals.create_key(passphrase)
                print(
                    f"The school's seal was made: {fingerprint_text(seal.fingerprint)}. "
                    "Keep its passphrase safe."
                )
            else:
                if passphrase is None:
                    raise CommandError(
                        f"give the seal's passphrase in ${SEAL_PASSPHRASE_ENV}", EXIT_BAD_ARGUMENTS
                    )
                seal = store.seals.unlock(passphrase)
            report = store.seals.seal_pending(seal, regrade_sitting)
            names = {t.id: t.name for t in store.roster.trainees(include_archived=True)}
            results = {result.id: result for result in store.exams.results()}
    except WrongPassphraseError:
        return fail("school seal", "that is not the passphrase of the school's seal", EXIT_FAILED)
    except CommandError as error:
        return fail("school seal", error.message, error.status)
    except StoreError as error:
        return fail("school seal", one_line(error), EXIT_FAILED)
    except (EOFError, KeyboardInterrupt):
        print(file=err or sys.stderr)
        return EXIT_INTERRUPTED
    sealed = {result.certificate: result for result in results.values() if result.certificate}
    for code in report.sealed:
        result = sealed.get(code)
        who = names.get(result.trainee_id, "?") if result is not None else "?"
        print(f"Sealed {code}: {who}.")
    for result_id, problem, number in report.rejected:
        who = names.get(results[result_id].trainee_id, "?") if result_id in results else "?"
        print(f"Rejected the sitting of {who}: {problem_text(problem, number)}.")
    if not report.sealed and not report.rejected:
        print("Nothing waits to be sealed.")
    return 0


# ----------------------------------------------------------------------------------- verify


def certificate_lines(verdict: Verdict, locale: QLocale | None = None) -> list[str]:
    """What ``verify`` prints for a valid certificate: the certificate as issued."""
    from croupier.reports.certificate import certificate_date  # noqa: PLC0415 - QtGui only when found

    chosen = locale if locale is not None else QLocale()
    payload = verdict.payload or {}
    correct, total = int(payload.get("correct", 0)), int(payload.get("total", 0))
    score = translate("SchoolCli", "{correct} of {total} ({percent})").format(
        correct=format_number(correct, chosen),
        total=format_number(total, chosen),
        percent=format_percent(correct / total if total else 0.0, chosen),
    )

    def day(key: str) -> str:
        return (
            certificate_date(datetime.fromisoformat(str(payload[key])), chosen) if payload.get(key) else "–"
        )

    fields = [
        (translate("SchoolCli", "Trainee"), str(payload.get("trainee", "–"))),
        (translate("SchoolCli", "Exam"), str(payload.get("exam", "–"))),
        (translate("SchoolCli", "Score"), score),
        (translate("SchoolCli", "Pass mark"), format_percent(float(payload.get("pass_mark", 0)), chosen)),
        (translate("SchoolCli", "Date"), day("taken_at")),
        (translate("SchoolCli", "School"), str(payload.get("school") or "–")),
        (translate("SchoolCli", "Instructor"), str(payload.get("instructor") or "–")),
        (translate("SchoolCli", "Sealed by"), f"{payload.get('sealed_by', '–')}, {day('sealed_at')}"),
        (translate("SchoolCli", "Seal"), fingerprint_text(verdict.fingerprint or "")),
    ]
    width = max(len(label) for label, _ in fields) + 1
    head = translate("SchoolCli", "Certificate {code} is valid:").format(code=verdict.code)
    return [head, *(f"  {label + ':':<{width}} {value}" for label, value in fields)]


def _not_valid(verdict: Verdict) -> str:
    from croupier.words.sitting_words import verdict_reason  # noqa: PLC0415

    return translate("SchoolCli", "certificate {code} is not valid: {reason}").format(
        code=verdict.code, reason=verdict_reason(verdict.reason)
    )


def _pinned(verdict: Verdict, fingerprint: str | None) -> Verdict:
    """``verdict`` held to the fingerprint the school publishes, when one is given."""
    if fingerprint is None or not verdict.valid:
        return verdict
    wanted = "".join(fingerprint.split()).lower()
    if not wanted or not (verdict.fingerprint or "").startswith(wanted):
        return replace(verdict, valid=False, reason="key")
    return verdict


def _verify_pdf(args: argparse.Namespace) -> Verdict:
    from croupier.reports.certificate import read_document  # noqa: PLC0415

    document = read_document(args.pdf)
    if document is None:
        raise CommandError(
            f"{args.pdf} is not a certificate of Croupier's (it carries no sealed certificate)"
        )
    fingerprint = pem_fingerprint(document["key"])
    verdict = check_document(
        document["code"], document["payload"], document["signature"], document["key"], fingerprint or ""
    )
    if args.fingerprint is not None:
        return _pinned(verdict, args.fingerprint)
    if args.database or os.environ.get("CROUPIER_DATABASE_URL"):
        with open_store(database_url(args.database)) as store:
            school = [key.fingerprint for key in store.seals.keys()[:1]]
        if verdict.valid and verdict.fingerprint not in school:
            return replace(verdict, valid=False, reason="key")
        return verdict
    raise CommandError(
        "a PDF is checked against the school's seal: give its published fingerprint (--fingerprint) or the "
        "school's database (--database)",
        EXIT_BAD_ARGUMENTS,
    )


def run_verify(args: argparse.Namespace) -> int:
    """Check a certificate (its code, or its PDF) and print it as issued; returns the exit status."""
    translations = install_language(args.lang, fonts=False, command="school verify")
    try:
        if (args.code is None) == (args.pdf is None):
            raise CommandError("give a certificate's CODE or --pdf FILE", EXIT_BAD_ARGUMENTS)
        if args.pdf is not None:
            verdict = _verify_pdf(args)
        else:
            with open_store(database_url(args.database)) as store:
                verdict = _pinned(store.seals.verify(args.code), args.fingerprint)
        if not verdict.valid:
            raise CommandError(_not_valid(verdict))
        for line in certificate_lines(verdict):
            print(line)
        return 0
    except CommandError as error:
        return fail("school verify", error.message, error.status)
    except StoreError as error:
        return fail("school verify", one_line(error), EXIT_FAILED)
    finally:
        if translations is not None:
            translations.uninstall()
