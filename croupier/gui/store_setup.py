"""Opening the progress store for the app: the school's database or this computer's file, the
station's outbox, the notice when answers do not go where they were meant to, and what to do with
a database file that cannot be used.

A school server that does not answer at the start is opened all the same: answers wait in the
station's outbox and go to the school when it answers. A mistake in its address or login (a bad
address, a wrong password, an unknown database, TLS, a port that is not PostgreSQL) is said in its
own sentence, and the window works on this computer's file meanwhile. Opening a school server
takes a while at worst (a connect timeout): the app runs :func:`open_school` in a thread of its
own (:class:`SchoolOpening`), bounded by ``SCHOOL_OPEN_SECONDS``.

This computer's file is read (read-only) and judged before anything is written: a full disk, a
folder that cannot be written, a file another program holds and a file from a newer Croupier are
each said as such and can be tried again (or worked without saving); only a file that is really
damaged or not Croupier's is offered to be set aside. The user is asked (the question is a
function passed in, so tests can answer it). Nobody is signed in here: the window's sign-in page
does that.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from croupier.gui.settings import Settings
from croupier.store import (
    DATABASE_URL_ENV,
    CorruptDatabaseError,
    DatabaseUnavailableError,
    FutureSchemaError,
    Store,
    StoreError,
    StoreKind,
    default_sqlite_path,
    set_aside,
)
from croupier.store.credentials import default_pgpass_path, with_passfile
from croupier.store.database import sqlite_url
from croupier.store.errors import ConfigurationError, DatabaseWriteError
from croupier.store.outbox import STATION_FILE, Outbox
from croupier.words.store_words import configuration_sentence

__all__ = [
    "SCHOOL_OPEN_SECONDS",
    "Choice",
    "OpenedStore",
    "Problem",
    "ProblemKind",
    "SchoolOpening",
    "ask_with_message_box",
    "open_local",
    "open_school",
    "open_store",
    "school_url",
    "store_notice",
]

translate = QCoreApplication.translate

_MOST_TRIES = 20  # a file set aside or tried again this often and still unusable: give up asking
SCHOOL_OPEN_SECONDS = 8.0  # the connect timeout (5 s) and a probe of the port, with room to spare


class ProblemKind(Enum):
    CORRUPT = "corrupt"  # damaged, or not a Croupier database
    FUTURE = "future"  # written by a newer Croupier
    DISK_FULL = "disk_full"  # its disk has no room: nothing could be written
    READ_ONLY = "read_only"  # its folder (or the file) cannot be written
    LOCKED = "locked"  # another program holds the file
    UNUSABLE = "unusable"  # cannot be opened at all (a folder that cannot be made, I/O), or set aside


class Choice(Enum):
    SET_ASIDE = "set_aside"  # rename the file and start a fresh one beside it
    RETRY = "retry"  # try again (once space is freed, the other program closed, …)
    WITHOUT_SAVING = "without_saving"  # run with a database in memory; nothing is kept
    QUIT = "quit"


@dataclass(frozen=True, slots=True)
class Problem:
    """What went wrong with which file, and the choices that make sense for it."""

    kind: ProblemKind
    path: Path | None
    detail: str
    # For a damaged file: ``not_database``, ``damaged``, ``foreign`` or ``folder``.
    damage: str | None = None

    @property
    def choices(self) -> tuple[Choice, ...]:
        if self.kind is ProblemKind.CORRUPT and self.path is not None:
            return (Choice.SET_ASIDE, Choice.QUIT)  # only real damage is set aside
        if self.kind in (ProblemKind.DISK_FULL, ProblemKind.READ_ONLY, ProblemKind.LOCKED):
            return (Choice.RETRY, Choice.WITHOUT_SAVING, Choice.QUIT)
        return (Choice.WITHOUT_SAVING, Choice.QUIT)


Ask = Callable[[Problem], Choice]


@dataclass(frozen=True, slots=True)
class OpenedStore:
    """The store, the station's outbox (for a school server), where a file was set aside on the
    way (if one was), and how to open another school's store (for writes the outbox keeps for a
    school the station was pointed at before)."""

    store: Store
    outbox: Outbox | None = None
    set_aside_to: Path | None = None
    connect: Callable[[str], Store] | None = None


def school_url(settings: Settings, environ: Mapping[str, str] | None = None) -> str | None:
    """The school database the station is pointed at: ``CROUPIER_DATABASE_URL``, else the settings."""
    env = os.environ if environ is None else environ
    return env.get(DATABASE_URL_ENV) or settings.database_url or None


def open_store(
    settings: Settings,
    ask: Ask,
    *,
    environ: Mapping[str, str] | None = None,
    data_dir: Path | None = None,
    station: str | None = None,
    pgpass: Path | None = None,
) -> OpenedStore | None:
    """The store the settings point to; None when the user chose to quit.

    ``CROUPIER_DATABASE_URL`` (in ``environ``) wins over ``settings.database_url``; the school's
    password comes from the station's password file (``pgpass``). A school server that does not
    answer is opened offline; one that cannot be used (a mistake in its address or login, a newer
    schema, a login without rights) falls back to the local file, and ``store_notice`` then says
    so. (The app does the same in two steps, the first in a thread: :class:`SchoolOpening`.)
    """
    school = school_url(settings, environ)
    fallback = None
    if school:
        opened = open_school(school, data_dir, station, pgpass)
        if isinstance(opened, OpenedStore):
            return opened
        fallback = opened
    return open_local(ask, data_dir, station, fallback)


def open_school(
    url: str, data_dir: Path | None = None, station: str | None = None, pgpass: Path | None = None
) -> OpenedStore | str:
    """The school's store (offline when its server does not answer), or the sentence that says
    why it cannot be used. Any thread may call this: it asks nobody."""
    folder = default_sqlite_path(data_dir).parent
    passfile = pgpass or default_pgpass_path()

    def connect(address: str) -> Store:
        return Store(with_passfile(address, passfile), station=station, check=False)

    try:
        address = with_passfile(url, passfile)
        try:
            return OpenedStore(
                Store(address, station=station), Outbox(folder / STATION_FILE), connect=connect
            )
        except DatabaseUnavailableError as error:
            return _offline(address, folder, station, error.reason, connect)
    except ConfigurationError as error:
        return configuration_sentence(error.cause, error.where, error.reason)
    except StoreError as error:
        return str(error)


def _offline(
    address: str, folder: Path, station: str | None, reason: str, connect: Callable[[str], Store]
) -> OpenedStore:
    notice = translate(
        "StoreSetup",
        "The school database does not answer ({reason}). Your answers are kept on this "
        "computer and go to the school by themselves when it answers again.",
    ).format(reason=reason)
    store = Store(address, station=station, check=False, kind=StoreKind.OFFLINE, notice=notice)
    return OpenedStore(store, Outbox(folder / STATION_FILE), connect=connect)


class SchoolOpening:
    """:func:`open_school` in a thread of its own, so that the window's thread never waits on the
    network: ``result()`` is None until it is done, then the store or the sentence. After
    ``timeout`` seconds (a server that takes no connections and sends nothing back) it gives up:
    the store is opened offline without reaching the server, and a late result is closed."""

    def __init__(
        self,
        url: str,
        data_dir: Path | None = None,
        station: str | None = None,
        pgpass: Path | None = None,
        *,
        timeout: float = SCHOOL_OPEN_SECONDS,
    ) -> None:
        self._args = (url, data_dir, station, pgpass)
        self.started = time.monotonic()
        # When the thread had its answer (None until then, and for an answer after the timeout).
        self.finished: float | None = None
        self._deadline = self.started + timeout
        self._lock = threading.Lock()
        self._result: OpenedStore | str | None = None
        self._abandoned = False
        self._thread = threading.Thread(target=self._run, name="croupier-open-school", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            result: OpenedStore | str = open_school(*self._args)
        except Exception as error:  # noqa: BLE001 - said to the user, never a traceback
            result = str(error) or type(error).__name__
        with self._lock:
            if not self._abandoned:
                self._result = result
                self.finished = time.monotonic()
                return
        if isinstance(result, OpenedStore):
            result.store.close()  # too late: the window went on without it

    def done(self) -> bool:
        """Whether :meth:`result` has an answer now (the thread's, or the timeout's)."""
        with self._lock:
            return self._result is not None or time.monotonic() >= self._deadline

    def result(self) -> OpenedStore | str | None:
        """The outcome once there is one; after the timeout, the store opened offline."""
        with self._lock:
            if self._result is not None:
                return self._result
            if time.monotonic() < self._deadline:
                return None
            self._abandoned = True
        url, data_dir, station, pgpass = self._args
        folder = default_sqlite_path(data_dir).parent
        passfile = pgpass or default_pgpass_path()
        reason = translate("StoreSetup", "no answer within {seconds} s").format(
            seconds=round(SCHOOL_OPEN_SECONDS)
        )
        try:
            address = with_passfile(url, passfile)
            return _offline(
                address,
                folder,
                station,
                reason,
                lambda other: Store(with_passfile(other, passfile), station=station, check=False),
            )
        except StoreError as error:
            return str(error)


def open_local(
    ask: Ask, data_dir: Path | None, station: str | None, fallback: str | None
) -> OpenedStore | None:
    """This computer's file (``fallback``: why the school's database is not used), asking about a
    file that cannot be used; None when the user chose to quit."""
    moved: Path | None = None
    kind = StoreKind.FALLBACK if fallback else None
    notice = _fallback_notice(fallback, default_sqlite_path(data_dir)) if fallback else None
    for _ in range(_MOST_TRIES):
        try:
            store = Store(
                sqlite_url(default_sqlite_path(data_dir)), station=station, kind=kind, notice=notice
            )
        except StoreError as error:
            problem = _problem(error)
        else:
            return OpenedStore(store, None, moved)
        choice = ask(problem)
        if choice is Choice.QUIT or choice not in problem.choices:
            return None
        if choice is Choice.RETRY:
            continue
        if choice is Choice.WITHOUT_SAVING:
            return OpenedStore(Store("sqlite://", station=station), None, moved)
        assert problem.path is not None  # SET_ASIDE is offered only for a file
        try:
            moved = set_aside(problem.path)
        except OSError as error:
            problem = Problem(ProblemKind.UNUSABLE, problem.path, f"{problem.path}: {error}")
            if ask(problem) is not Choice.WITHOUT_SAVING:
                return None
            return OpenedStore(Store("sqlite://", station=station), None, moved)
    return None


def _problem(error: StoreError) -> Problem:
    """The question to ask about ``error`` of this computer's file."""
    if isinstance(error, CorruptDatabaseError):
        return Problem(ProblemKind.CORRUPT, error.path, error.reason, error.damage)
    if isinstance(error, FutureSchemaError):
        path = Path(error.where)
        return Problem(ProblemKind.FUTURE, path if path.exists() else None, str(error))
    kinds = {
        "disk_full": ProblemKind.DISK_FULL,
        "read_only_folder": ProblemKind.READ_ONLY,
        "locked": ProblemKind.LOCKED,
    }
    if isinstance(error, DatabaseWriteError) and error.cause in kinds:
        return Problem(kinds[error.cause], None, str(error))
    return Problem(ProblemKind.UNUSABLE, None, str(error))


def _fallback_notice(reason: str, path: Path) -> str:
    return translate(
        "StoreSetup",
        "{reason} Answers are being saved on this computer instead ({location}); they are not "
        "copied to the school's database automatically.",
    ).format(reason=reason, location=path)


def store_notice(store: Store) -> str | None:
    """A sentence for the status bar when answers are not going where they were meant to, else None."""
    if store.status.kind is StoreKind.OFFLINE:
        return store.status.notice
    if store.status.kind is StoreKind.FALLBACK:
        if store.status.notice:
            return store.status.notice  # why, in its own sentence (said in the language of the day)
        return translate(
            "StoreSetup",
            "The school database cannot be reached: your answers are saved on this computer "
            "({location}) and are not copied to the school automatically.",
        ).format(location=store.status.location)
    if store.path is None and store.status.kind is StoreKind.LOCAL:
        return translate("StoreSetup", "Progress is not being saved: answers are kept until Croupier closes.")
    return None


def _problem_words(problem: Problem) -> tuple[str, str]:
    """The message box's head (naming the file where it is one) and what the user may do."""
    where = str(problem.path) if problem.path is not None else ""
    if problem.kind is ProblemKind.CORRUPT:
        heads = {
            "not_database": translate("StoreSetup", "This is not a progress database:\n{path}"),
            "foreign": translate("StoreSetup", "This database belongs to another program:\n{path}"),
            "folder": translate("StoreSetup", "A folder stands where the progress database belongs:\n{path}"),
        }
        head = heads.get(
            problem.damage or "", translate("StoreSetup", "The progress database is damaged:\n{path}")
        )
        return head.format(path=where), translate(
            "StoreSetup",
            "The file is damaged or is not a Croupier database. Croupier can set it aside "
            "(rename it, keeping everything in it for a rescue) and start a fresh database, "
            "or quit so that you can restore a backup first.",
        )
    words = {
        ProblemKind.FUTURE: (
            translate("StoreSetup", "The progress database was written by a newer Croupier:\n{path}"),
            translate(
                "StoreSetup",
                "This version cannot use it without losing what the newer one wrote: update "
                "Croupier. Until then it can run without saving progress, or quit.",
            ),
        ),
        ProblemKind.DISK_FULL: (
            translate("StoreSetup", "The disk that holds your progress is full."),
            translate(
                "StoreSetup",
                "Nothing has been changed: your progress is safe. Free some space on the disk, "
                "then try again; or run without saving progress for now, or quit.",
            ),
        ),
        ProblemKind.READ_ONLY: (
            translate("StoreSetup", "The folder of your progress cannot be written."),
            translate(
                "StoreSetup",
                "The disk is read-only, or this user may not write there. Nothing has been "
                "changed. Fix it and try again; or run without saving progress, or quit.",
            ),
        ),
        ProblemKind.LOCKED: (
            translate("StoreSetup", "Another program is using your progress database."),
            translate(
                "StoreSetup",
                "Close the other program (another Croupier, a backup tool), then try again; or "
                "run without saving progress, or quit. Nothing has been changed.",
            ),
        ),
    }
    head, informative = words.get(
        problem.kind,
        (
            translate("StoreSetup", "The progress database cannot be opened."),
            translate(
                "StoreSetup",
                "Croupier can run without saving progress (answers are kept until it closes), "
                "or quit so that you can fix the problem first.",
            ),
        ),
    )
    return head.format(path=where), informative


def ask_with_message_box(parent: QWidget | None = None) -> Ask:
    """The question as a message box naming the file (the app's answer; tests pass their own)."""

    def ask(problem: Problem) -> Choice:
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(translate("StoreSetup", "Progress database"))
        head, informative = _problem_words(problem)
        box.setText(head)
        box.setInformativeText(informative)
        box.setDetailedText(problem.detail)
        offered = (
            (Choice.RETRY, translate("StoreSetup", "Try again")),
            (Choice.SET_ASIDE, translate("StoreSetup", "Set it aside and start afresh")),
            (Choice.WITHOUT_SAVING, translate("StoreSetup", "Continue without saving")),
        )
        buttons = {
            choice: box.addButton(text, QMessageBox.ButtonRole.AcceptRole)
            for choice, text in offered
            if choice in problem.choices
        }
        buttons[Choice.QUIT] = box.addButton(
            translate("StoreSetup", "Quit Croupier"), QMessageBox.ButtonRole.RejectRole
        )
        box.setDefaultButton(buttons[Choice.QUIT])
        box.setEscapeButton(buttons[Choice.QUIT])
        box.exec()
        clicked = box.clickedButton()
        return next((choice for choice, button in buttons.items() if button is clicked), Choice.QUIT)

    return ask
