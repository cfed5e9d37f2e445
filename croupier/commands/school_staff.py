"""``croupier school instructor|audit|exam|certificate``: instructors' own logins, the audit trail,
exams on a schedule, and certificates printed again.

::

    croupier school instructor add LOGIN [--may-add] [--password-stdin] --database URL
    croupier school audit [--since DATE] [--class NAME] [--database URL]
    croupier school class add NAME [--term TERM] [--instructor LOGIN …] [--pace N] --database URL
    croupier school class list | instructors NAME LOGIN … | move TRAINEE NAME --database URL
    croupier school class pace NAME --pace N|school --database URL
    croupier school exam schedule EXAM [--opens WHEN] [--closes WHEN] --database URL
    croupier school exam withdraw EXAM --database URL
    croupier school exam grant EXAM TRAINEE --reason TEXT --database URL
    croupier school certificate CODE --out FILE [--database URL]

``instructor add`` makes an instructor's login of their own (a member of ``croupier_instructor``;
``--may-add``: also of ``croupier_head_instructor``, who may make others); the administrator runs it
with the schema owner's address, or an instructor allowed to with theirs. Its password is typed
twice or read from standard input. ``audit`` prints the trail the database wrote: when, the login,
the station, what was done to what. ``exam`` changes an exam's window (``--opens``/``--closes``
an ISO date or time in this computer's zone, or ``none``), withdraws it, or grants a trainee one
more sitting with the reason (the server refuses none). ``class`` makes classes (an instructor's
login named for some classes sees only their trainees), names a class's instructors, sets a class's
own dealer pace target (``--pace``: hands an hour at 8 players, or ``school``: the school's again),
and moves a trainee to another class (everything they did stays theirs). ``certificate`` writes a sealed
certificate's PDF again, exactly as issued. Exit status 0; 1 when the database refuses; 2 for bad
arguments.
"""

from __future__ import annotations

import argparse
import getpass
import sys
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QCoreApplication

from croupier.commands.store_option import (
    EXIT_BAD_ARGUMENTS,
    EXIT_FAILED,
    EXIT_INTERRUPTED,
    CommandError,
    add_database_option,
    fail,
    one_line,
)
from croupier.store import Exam, Store, StoreError, Trainee
from croupier.store.audit import AuditEntry
from croupier.store.records import name_key
from croupier.store.school import PACE_TARGETS

__all__ = [
    "add_staff_parsers",
    "audit_line",
    "parse_when",
    "run_audit",
    "run_class",
    "run_exam",
    "run_instructor",
]

translate = QCoreApplication.translate


OpenStore = Callable[[str | None, Callable[[str], str]], Store]
NewSecret = Callable[..., str]


def add_staff_parsers(
    actions: argparse._SubParsersAction[argparse.ArgumentParser],
    *,
    open_store: OpenStore,
    new_secret: NewSecret,
) -> None:
    """Register the commands; ``open_store`` opens ``--database`` as the login it names (its password
    asked for or from the environment) and ``new_secret`` reads a new password, as ``school`` does."""
    instructor = actions.add_parser(
        "instructor",
        help="give an instructor a login of their own",
        description=(
            "Make an instructor's login of their own, a member of croupier_instructor (the administrator, "
            "or an instructor allowed to). --may-add lets it make other instructors' logins."
        ),
    )
    instructor.add_argument("what", choices=("add",), help="add an instructor's login")
    instructor.add_argument(
        "login", metavar="LOGIN", help="the login: a-z, 0-9 and _, beginning with a letter"
    )
    instructor.add_argument("--may-add", action="store_true", help="it may make other instructors' logins")
    instructor.add_argument(
        "--password-stdin", action="store_true", help="read the password from standard input (one line)"
    )
    add_database_option(instructor)
    instructor.set_defaults(handler=run_instructor, open_store=open_store, new_secret=new_secret)

    audit = actions.add_parser(
        "audit",
        help="print the audit trail: who did what, when, from which station",
        description=(
            "Print the school's audit trail as the database wrote it: when, the login, the station, "
            "what was created, changed, removed, granted, withdrawn or sealed."
        ),
    )
    audit.add_argument("--since", metavar="DATE", type=parse_when, help="from this date (or time) on")
    audit.add_argument("--class", dest="class_name", metavar="NAME", help="only what concerns this class")
    audit.add_argument("--lang", choices=("en", "de"), help="language (default: the system's)")
    add_database_option(audit)
    audit.set_defaults(handler=run_audit, open_store=open_store)

    exam = actions.add_parser(
        "exam",
        help="schedule or withdraw an exam, grant a trainee another sitting",
        description=(
            "Change an exam's window (--opens, --closes: a date or time, or none), withdraw it, or grant "
            "one trainee another sitting with the reason."
        ),
    )
    exam.add_argument("what", choices=("schedule", "withdraw", "grant"))
    exam.add_argument("exam", metavar="EXAM", help="the exam's name")
    exam.add_argument("trainee", metavar="TRAINEE", nargs="?", help="the trainee (grant)")
    exam.add_argument("--opens", metavar="WHEN", help="when it opens (ISO date or time, or none)")
    exam.add_argument("--closes", metavar="WHEN", help="when it closes (ISO date or time, or none)")
    exam.add_argument("--reason", metavar="TEXT", help="why another sitting is granted (grant)")
    add_database_option(exam)
    exam.set_defaults(handler=run_exam, open_store=open_store)

    school_class = actions.add_parser(
        "class",
        help="make classes, name their instructors, set their pace, move a trainee to another class",
        description=(
            "Make a class (a name, a term, its instructors' logins), list the classes, name a class's "
            "instructors, set a class's own dealer pace target, or move a trainee to another class "
            "(everything they did stays theirs)."
        ),
    )
    school_class.add_argument("what", choices=("add", "list", "instructors", "move", "pace"))
    school_class.add_argument(
        "names", metavar="NAME", nargs="*", help="add: CLASS; instructors: CLASS LOGIN …; move: TRAINEE CLASS"
    )
    school_class.add_argument("--term", metavar="TERM", help="the class's term (add)")
    school_class.add_argument(
        "--pace",
        metavar="N",
        help=(
            "the class's own dealer pace target, hands an hour at 8 players "
            f"({PACE_TARGETS.start}-{PACE_TARGETS.stop - 1}), or school: the school's (add, pace)"
        ),
    )
    school_class.add_argument(
        "--instructor",
        metavar="LOGIN",
        action="append",
        default=[],
        help="an instructor's login (add; repeat)",
    )
    add_database_option(school_class)
    school_class.set_defaults(handler=run_class, open_store=open_store)

    certificate = actions.add_parser(
        "certificate",
        help="write a sealed certificate's PDF again, as issued",
        description="Write the PDF of a sealed certificate again, exactly as it was issued (to print it).",
    )
    certificate.add_argument("code", metavar="CODE", help="the certificate's code, such as K7QF-2MXD")
    certificate.add_argument("--out", metavar="FILE", type=Path, required=True, help="the PDF to write")
    certificate.add_argument("--lang", choices=("en", "de"), help="language (default: the system's)")
    add_database_option(certificate)
    certificate.set_defaults(handler=run_certificate, open_store=open_store)


def parse_when(text: str) -> datetime:
    """An ISO date or time; without a zone, this computer's.

    >>> parse_when("2026-12-24T18:00+01:00").isoformat()
    '2026-12-24T18:00:00+01:00'
    """
    try:
        moment = datetime.fromisoformat(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"not a date or time: {text!r} (such as 2026-12-24 or 2026-12-24T18:00)"
        ) from None
    return moment if moment.tzinfo is not None else moment.astimezone()


def _optional_when(text: str | None) -> datetime | None:
    if text is None or text.strip().lower() == "none":
        return None
    try:
        return parse_when(text)
    except argparse.ArgumentTypeError as error:
        raise CommandError(str(error), EXIT_BAD_ARGUMENTS) from None


def run_instructor(
    args: argparse.Namespace, *, ask: Callable[[str], str] = getpass.getpass, err: TextIO | None = None
) -> int:
    """``instructor add LOGIN``: an instructor's own login; returns the exit status."""
    from croupier.store.logins import MIN_PASSWORD  # noqa: PLC0415

    try:
        with args.open_store(args.database, ask) as store:
            password = args.new_secret(
                f"the password of {args.login}",
                ask,
                err or sys.stderr,
                least=MIN_PASSWORD,
                stdin=args.password_stdin,
            )
            login = store.logins.add_instructor(args.login, password, may_add=args.may_add)
    except CommandError as error:
        return fail("school instructor add", error.message, error.status)
    except StoreError as error:
        return fail("school instructor add", one_line(error), EXIT_FAILED)
    except (EOFError, KeyboardInterrupt):
        print(file=err or sys.stderr)
        return EXIT_INTERRUPTED
    may = " It may add other instructors." if args.may_add else ""
    print(f"The instructor's login is {login}: they sign in to instructor mode with it.{may}")
    return 0


def audit_line(entry: AuditEntry, classes: dict[int, str] | None = None) -> str:
    """One line of the trail: when (this computer's time), who, where, what (``classes``: the
    classes' names, for a trainee's move)."""
    from croupier.words.audit_words import detail_text, what_text  # noqa: PLC0415

    when = entry.at.astimezone().strftime("%Y-%m-%d %H:%M:%S")
    where = entry.station or entry.address or "?"
    what = what_text(entry.action, entry.subject, entry.subject_id)
    detail = detail_text(entry.action, entry.detail, {"class_id": classes or {}})
    return f"{when}  {entry.login}  @{where}  {what}" + (f"  ({detail})" if detail else "")


def run_audit(args: argparse.Namespace) -> int:
    """``audit [--since DATE]``: print the trail; returns the exit status."""
    from croupier.commands.qt_setup import install_language  # noqa: PLC0415

    translations = install_language(args.lang, fonts=False, command="school audit")
    try:
        with args.open_store(args.database, getpass.getpass) as store:
            if store.dialect != "postgresql":
                raise CommandError(
                    translate(
                        "SchoolCli", "the audit trail is a school server's (PostgreSQL); this file has none"
                    )
                )
            entries = store.audit.entries(since=args.since)
            if args.class_name:
                entries = _of_class(store, entries, args.class_name)
            classes = {school_class.id: school_class.name for school_class in store.classes.classes()}
        for entry in entries:
            print(audit_line(entry, classes))
        if not entries:
            print(translate("SchoolCli", "Nothing in the audit trail."))
        return 0
    except CommandError as error:
        return fail("school audit", error.message, error.status)
    except StoreError as error:
        return fail("school audit", one_line(error), EXIT_FAILED)
    finally:
        if translations is not None:
            translations.uninstall()


def _class_id(store: Store, name: str) -> int:
    found = store.classes.find(name)
    if found is None:
        raise CommandError(f"no class called {name!r}", EXIT_BAD_ARGUMENTS)
    return found.id


def _pace(text: str) -> int | None:
    """``--pace``: hands an hour at 8 players, or ``school`` (None: the school's target)."""
    if text.strip().casefold() == "school":
        return None
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value not in PACE_TARGETS:
        raise CommandError(
            f"--pace is {PACE_TARGETS.start} to {PACE_TARGETS.stop - 1} hands an hour, or school; "
            f"not {text!r}",
            EXIT_BAD_ARGUMENTS,
        )
    return value


def _pace_text(store: Store, own: int | None) -> str:
    if own is not None:
        return f"{own} hands an hour"
    return f"the school's {store.school.settings().pace_target} hands an hour"


def _of_class(store: Store, entries: list[AuditEntry], name: str) -> list[AuditEntry]:
    """The lines that concern the class: the class itself, its trainees and what names them."""
    class_id = _class_id(store, name)
    trainees = {str(t.id) for t in store.roster.trainees(include_archived=True, class_id=class_id)}

    def concerns(entry: AuditEntry) -> bool:
        if entry.subject in {"classes", "class_instructors"}:
            return str(entry.detail.get("class_id", entry.subject_id)) == str(class_id)
        if entry.subject == "trainees":
            return entry.subject_id in trainees
        return str(entry.detail.get("trainee_id")) in trainees

    return [entry for entry in entries if concerns(entry)]


def run_class(args: argparse.Namespace) -> int:
    """``class add|list|instructors|move``; returns the exit status."""

    action = f"class {args.what}"
    wanted = {"add": 1, "list": 0, "move": 2, "pace": 1}
    try:
        if args.what in wanted and len(args.names) != wanted[args.what]:
            raise CommandError(f"class {args.what} takes {wanted[args.what]} name(s)", EXIT_BAD_ARGUMENTS)
        if args.what == "instructors" and not args.names:
            raise CommandError("name the CLASS (and its instructors' logins)", EXIT_BAD_ARGUMENTS)
        pace = getattr(args, "pace", None)
        if pace is not None and args.what not in {"add", "pace"}:
            raise CommandError("--pace goes with add or pace", EXIT_BAD_ARGUMENTS)
        if args.what == "pace" and pace is None:
            raise CommandError("give the class's --pace N (or --pace school)", EXIT_BAD_ARGUMENTS)
        target = None if pace is None else _pace(pace)
        with args.open_store(args.database, getpass.getpass) as store:
            if args.what == "add":
                made = store.classes.add(args.names[0], term=args.term, instructors=args.instructor)
                if target is not None:
                    made = store.classes.set_pace_target(made.id, target)
                print(
                    f"Class {made.name} made (taught by {', '.join(made.instructors) or 'every instructor'})."
                )
            elif args.what == "pace":
                changed = store.classes.set_pace_target(_class_id(store, args.names[0]), target)
                print(f"{changed.name} deals against {_pace_text(store, changed.pace_target)}.")
            elif args.what == "list":
                counts: dict[int | None, int] = {}
                for trainee in store.roster.trainees():
                    counts[trainee.class_id] = counts.get(trainee.class_id, 0) + 1
                for school_class in store.classes.classes():
                    term = f" ({school_class.term})" if school_class.term else ""
                    teachers = ", ".join(school_class.instructors) or "every instructor"
                    print(
                        f"{school_class.name}{term}: {counts.get(school_class.id, 0)} trainees; {teachers}; "
                        f"pace {_pace_text(store, school_class.pace_target)}"
                    )
            elif args.what == "instructors":
                changed = store.classes.set_instructors(_class_id(store, args.names[0]), args.names[1:])
                print(f"{changed.name} is taught by {', '.join(changed.instructors) or 'every instructor'}.")
            else:
                trainee = _trainee(store, args.names[0])
                moved = store.classes.move(trainee.id, _class_id(store, args.names[1]))
                print(f"{moved.name} is in {args.names[1]} now; everything they did stays theirs.")
    except CommandError as error:
        return fail(f"school {action}", error.message, error.status)
    except StoreError as error:
        return fail(f"school {action}", one_line(error), EXIT_FAILED)
    return 0


def _exam(store: Store, name: str) -> Exam:
    found = [exam for exam in store.exams.exams() if name_key(exam.name) == name_key(name)]
    if not found:
        raise CommandError(f"no exam called {name!r}", EXIT_BAD_ARGUMENTS)
    return found[-1]


def _trainee(store: Store, name: str | None) -> Trainee:
    if not name:
        raise CommandError("name the TRAINEE who gets another sitting", EXIT_BAD_ARGUMENTS)
    found = store.roster.find(name)
    if found is None:
        raise CommandError(f"no trainee called {name!r} on the roster", EXIT_BAD_ARGUMENTS)
    return found


def run_exam(args: argparse.Namespace) -> int:
    """``exam schedule|withdraw|grant EXAM``; returns the exit status."""

    action = f"exam {args.what}"
    try:
        with args.open_store(args.database, getpass.getpass) as store:
            exam = _exam(store, args.exam)
            if args.what == "schedule":
                changes = {}
                if args.opens is not None:
                    changes["opens_at"] = _optional_when(args.opens)
                if args.closes is not None:
                    changes["closes_at"] = _optional_when(args.closes)
                if not changes:
                    raise CommandError("give --opens or --closes (or both)", EXIT_BAD_ARGUMENTS)
                exam = store.exams.edit(exam.id, **changes)
                opens = exam.opens_at.astimezone().isoformat(" ", "minutes") if exam.opens_at else "–"
                closes = exam.closes_at.astimezone().isoformat(" ", "minutes") if exam.closes_at else "–"
                print(f"{exam.name}: opens {opens}, closes {closes}.")
            elif args.what == "withdraw":
                store.exams.withdraw(exam.id)
                print(f"{exam.name} is withdrawn: no sitting of it may begin any more.")
            else:
                trainee = _trainee(store, args.trainee)
                if not args.reason or not args.reason.strip():
                    raise CommandError("give the --reason for another sitting", EXIT_BAD_ARGUMENTS)
                granted = store.sittings.grant(exam.id, trainee.id, args.reason)
                print(f"{trainee.name} may sit {exam.name} once more ({granted} granted so far).")
    except CommandError as error:
        return fail(f"school {action}", error.message, error.status)
    except StoreError as error:
        return fail(f"school {action}", one_line(error), EXIT_FAILED)
    return 0


def run_certificate(args: argparse.Namespace) -> int:
    """``certificate CODE --out FILE``: the sealed certificate's PDF, again; returns the exit status."""
    from croupier.commands.qt_setup import install_language  # noqa: PLC0415
    from croupier.reports.certificate import NotPassedError, write_certificate  # noqa: PLC0415
    from croupier.reports.document import ReportError  # noqa: PLC0415
    from croupier.store.exams import normal_code  # noqa: PLC0415

    translations = install_language(args.lang, fonts=True, command="school certificate")
    try:
        code = normal_code(args.code)
        if code is None:
            raise CommandError(
                f"{args.code!r} is not a certificate's code (such as K7QF-2MXD)", EXIT_BAD_ARGUMENTS
            )
        with args.open_store(args.database, getpass.getpass) as store:
            document = store.seals.document(code)
        if document is None:
            raise CommandError(f"the school has no certificate {code}")
        write_certificate(args.out, document)
        print(f"Certificate {code} written to {args.out}.")
        return 0
    except CommandError as error:
        return fail("school certificate", error.message, error.status)
    except (StoreError, ReportError, NotPassedError) as error:
        return fail("school certificate", one_line(error), EXIT_FAILED)
    finally:
        if translations is not None:
            translations.uninstall()
