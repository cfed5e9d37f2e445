"""``croupier report``: the instructor's reports from the command line, as CSV or PDF.

::

    croupier report class --format pdf --out class.pdf
    croupier report trainee "Anna Müller" --format csv --out anna.csv   # every answer, in words
    croupier report exam "Stud I" --out stud1.pdf                       # the format from the suffix
    croupier report practical "Anna Müller" --out anna-practical.csv    # every mark of her practicals
    croupier report live --out live.pdf                                 # the latest live round
    croupier report live "Tuesday, bring-ins" --out tuesday.csv         # a round by title or number

``--database URL`` reads another store than the configured one; ``--lang`` writes the report in
English or German (default: the system's). CSV files use ``;`` between fields where the language
writes numbers with a decimal comma (German), as spreadsheets there expect. Exit status 0 when the
report is written; 1 for an unknown trainee or exam, a database that cannot be read or a file that
cannot be written (one line on stderr); 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from croupier.commands.store_option import (
    EXIT_BAD_ARGUMENTS,
    CommandError,
    add_database_option,
    database_file,
    database_url,
    one_line,
    open_store,
)
from croupier.store.class_read import ClassRead, open_class_read
from croupier.store.errors import StoreError
from croupier.store.records import Exam, Trainee, name_key
from croupier.store.reports import class_csv, class_table_csv, exam_csv, trainee_csv, write_csv

if TYPE_CHECKING:
    from croupier.store import Store

__all__ = ["add_parser", "find_exam", "find_trainee", "run"]

FORMATS = ("csv", "pdf")


def add_parser(subparsers: Any) -> None:
    """Register ``report`` on the ``croupier`` command line."""
    parser = subparsers.add_parser(
        "report",
        help="write a class, trainee, exam, practical or live round report, or the gradebook (CSV or PDF)",
        description=(
            "Write the class's, a trainee's, an exam's or a live round's report, or the gradebook, "
            "as CSV or PDF."
        ),
    )
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--format", choices=FORMATS, help="csv or pdf (default: from the --out suffix)")
    common.add_argument("--out", type=Path, required=True, metavar="FILE", help="the file to write")
    common.add_argument("--lang", choices=("en", "de"), help="language (default: the system's)")
    add_database_option(common)
    kinds = parser.add_subparsers(dest="report", metavar="KIND", required=True)
    whole = kinds.add_parser(
        "class",
        parents=[common],
        help="each trainee's accuracy and pace by skill (CSV), the class's progress (PDF)",
    )
    whole.add_argument("--class", dest="class_name", metavar="NAME", help="one class (default: every class)")
    trainee = kinds.add_parser(
        "trainee", parents=[common], help="one trainee: every answer in words (CSV), progress (PDF)"
    )
    trainee.add_argument("name", metavar="NAME", help="the trainee's name (as on the roster)")
    exam = kinds.add_parser("exam", parents=[common], help="one exam: every sitting, skill by skill")
    exam.add_argument("name", metavar="NAME", help="the exam's name (or its number)")
    practical = kinds.add_parser(
        "practical",
        parents=[common],
        help="one trainee's practical exams: every mark (CSV), each sitting (PDF)",
    )
    practical.add_argument("name", metavar="NAME", help="the trainee's name (as on the roster)")
    book = kinds.add_parser(
        "gradebook",
        parents=[common],
        help=(
            "every trainee × every exam, the practical and the combined grade (CSV); "
            "a class list to sign (PDF)"
        ),
    )
    book.add_argument("--class", dest="class_name", metavar="NAME", help="one class (default: every class)")
    live = kinds.add_parser(
        "live",
        parents=[common],
        help="a live round: per question the table, the right answer and each trainee's answer",
    )
    live.add_argument(
        "name", metavar="ROUND", nargs="?", help="the round's title or number (default: the latest round)"
    )
    parser.set_defaults(handler=run)


def _fail(message: str, status: int) -> int:
    print(f"croupier report: {message}", file=sys.stderr)
    return status


def _format(args: argparse.Namespace) -> str:
    if args.format:
        return str(args.format)
    suffix = args.out.suffix.lower().lstrip(".")
    if suffix in FORMATS:
        return str(suffix)
    raise CommandError(
        f"say --format csv or --format pdf (the file {args.out} ends neither in .csv nor in .pdf)",
        EXIT_BAD_ARGUMENTS,
    )


def find_trainee(store: Store, name: str) -> Trainee:
    """The trainee of that name (compared as the roster compares names), the active one first."""
    try:
        wanted = name_key(name)
    except StoreError:
        raise CommandError(f"{name!r} is not a trainee's name") from None
    found = [t for t in store.roster.trainees(include_archived=True) if name_key(t.name) == wanted]
    if not found:
        raise CommandError(f"no trainee called {name!r} in {store.status.location}")
    found.sort(key=lambda t: (t.archived, -(t.archived_at or t.created_at).timestamp()))
    return found[0]


def find_exam(store: Store, name: str) -> Exam:
    """The exam of that name (case-folded), or of that number when no exam has the name."""
    exams = store.exams.exams()
    wanted = " ".join(name.split()).casefold()
    found = [exam for exam in exams if exam.name.casefold() == wanted]
    if not found and name.strip().isdigit():
        found = [exam for exam in exams if exam.id == int(name)]
    if len(found) > 1:
        numbers = ", ".join(str(exam.id) for exam in found)
        raise CommandError(f"{len(found)} exams are called {name!r} (numbers {numbers}): give the number")
    if not found:
        known = ", ".join(repr(exam.name) for exam in exams) or "none yet"
        raise CommandError(f"no exam called {name!r} in {store.status.location} (exams: {known})")
    return found[0]


def _wrote_csv(text: str, target: Path) -> str:
    """Write the CSV ``text`` to ``target``; the line that says so, with its rows."""
    write_csv(text, target)
    rows = text.count("\r\n") - 1
    return f"Wrote {target} ({rows} {'row' if rows == 1 else 'rows'})."


def _wrote_pages(pages: int, target: Path) -> str:
    return f"Wrote {target} ({pages} {'page' if pages == 1 else 'pages'})."


def _class_id(store: Store, name: str | None) -> int | None:
    """The class named (``--class``), or None for every class."""
    if not name:
        return None
    found = store.classes.find(name)
    if found is None:
        raise CommandError(f"no class called {name!r}")
    return found.id


def _write(args: argparse.Namespace, store: Store, kind: str) -> str:
    """Write the report; returns what was written, for the line on stdout."""
    from PySide6.QtCore import QLocale  # noqa: PLC0415 - after the store's modules: see run()

    from croupier.reports import class_report, csv_words, exam_report, trainee_report  # noqa: PLC0415
    from croupier.reports.csv_words import csv_delimiter  # noqa: PLC0415

    locale = QLocale()
    target: Path = args.out
    if args.report == "gradebook":
        from croupier.reports.gradebook import gradebook, gradebook_csv, gradebook_pdf  # noqa: PLC0415

        book = gradebook(store, _class_id(store, args.class_name))
        if kind == "csv":
            words = csv_words(locale)
            text = gradebook_csv(book, delimiter=csv_delimiter(words), words=words)
            return _wrote_csv(text, target)
        school = store.school.settings().school_name
        pages = gradebook_pdf(book, target, school=school, locale=locale)
        return _wrote_pages(pages, target)
    if args.report == "live":
        from croupier.reports.live import find_round, live_csv, live_report  # noqa: PLC0415

        try:
            live_round = find_round(store, args.name)
        except LookupError as error:
            raise CommandError(f"{error} in {store.status.location}") from None
        if kind == "csv":
            text = live_csv(store, live_round.id, delimiter=csv_delimiter(csv_words(locale)), locale=locale)
            return _wrote_csv(text, target)
        pages = live_report(store, live_round.id, target, locale=locale)
        return _wrote_pages(pages, target)
    if args.report == "practical":
        from croupier.reports.practical import practical_csv, practical_report  # noqa: PLC0415

        trainee = find_trainee(store, args.name)
        if kind == "csv":
            text = practical_csv(store, trainee.id, delimiter=csv_delimiter(csv_words(locale)), locale=locale)
            return _wrote_csv(text, target)
        pages = practical_report(store, trainee.id, target, locale=locale)
        return _wrote_pages(pages, target)
    if kind == "csv":
        words = csv_words(locale)
        delimiter = csv_delimiter(words)
        if args.report == "class":
            text = class_csv(
                store, delimiter=delimiter, words=words, class_id=_class_id(store, args.class_name)
            )
        elif args.report == "trainee":
            trainee = find_trainee(store, args.name)
            text = trainee_csv(store, trainee.id, delimiter=delimiter, words=words)
        else:
            text = exam_csv(store, find_exam(store, args.name).id, delimiter=delimiter, words=words)
        return _wrote_csv(text, target)
    if args.report == "class":
        pages = class_report(store, target, locale=locale, class_id=_class_id(store, args.class_name))
    elif args.report == "trainee":
        pages = trainee_report(store, find_trainee(store, args.name).id, target, locale=locale)
    else:
        pages = exam_report(store, find_exam(store, args.name).id, target, locale=locale)
    return _wrote_pages(pages, target)


def _class_read(args: argparse.Namespace) -> ClassRead | None:
    """The class report's reads of a SQLite file at the head, without the store's modules
    (``croupier.store.class_read``); None when the store must open the database."""
    if args.report != "class":
        return None
    path = database_file(args.database)
    if path is None or not path.is_file():
        return None
    return open_class_read(path)


def _write_class(args: argparse.Namespace, read: ClassRead, kind: str) -> str:
    """Write the class report from ``read``; returns what was written, for the line on stdout."""
    from PySide6.QtCore import QLocale  # noqa: PLC0415

    class_id = None
    if args.class_name:
        class_id = read.class_id(args.class_name)
        if class_id is None:
            raise CommandError(f"no class called {args.class_name!r}")
    if kind == "csv":
        from croupier.reports.csv_words import csv_delimiter, csv_words  # noqa: PLC0415

        stats, hands = read.skill_stats(class_id=class_id), read.hands(class_id=class_id)
        roster = [(trainee.id, trainee.name) for trainee in read.trainees(class_id=class_id)]
        words = csv_words(QLocale())
        text = class_table_csv(stats, hands, roster, delimiter=csv_delimiter(words), words=words)
        return _wrote_csv(text, args.out)
    from croupier.reports.class_pdf import class_report  # noqa: PLC0415

    pages = class_report(read, args.out, locale=QLocale(), class_id=class_id)
    return _wrote_pages(pages, args.out)


def run(args: argparse.Namespace) -> int:
    """Write the report asked for; returns the exit status."""
    try:
        kind = _format(args)
    except CommandError as error:
        return _fail(error.message, error.status)
    try:
        read = _class_read(args)
    except StoreError as error:
        return _fail(one_line(error), 1)
    if read is None:
        # The store's modules before Qt's: once PySide6 is loaded, its __feature__ hook reads the
        # source of every module imported after it (SQLAlchemy's and the store's: about 0.07 s).
        import croupier.store.store  # noqa: F401, PLC0415

    from croupier.commands.qt_setup import install_language  # noqa: PLC0415

    translations = None
    try:
        translations = install_language(args.lang, fonts=kind == "pdf", command="report")
        if read is not None:
            written = _write_class(args, read, kind)
        else:
            with open_store(database_url(args.database)) as store:
                written = _write(args, store, kind)
        print(written)
        return 0
    except CommandError as error:
        return _fail(error.message, error.status)
    except StoreError as error:
        return _fail(one_line(error), 1)
    except OSError as error:  # the CSV file; a PDF's ReportError says it all itself
        return _fail(f"cannot write {args.out}: {error.strerror}" if error.strerror else str(error), 1)
    finally:
        if read is not None:
            read.close()
        if translations is not None:
            translations.uninstall()
