"""Opening the progress store for the app: the school's database or this computer's file, the
station's outbox, the notice when answers do not go where they were meant to, and what to do with
a database file that cannot be used.

A school server that does not answer at the start is opened all the same: answers wait in the
station's outbox and go to the school when it answers. A damaged file, or one written by a newer
Croupier, is never wiped: the user is asked (the question is a function passed in, so tests can
answer it) whether to set it aside and start afresh, or to quit. Nobody is signed in here: the
window's sign-in page does that.
"""

from __future__ import annotations

import os
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
from croupier.store.outbox import STATION_FILE, Outbox

__all__ = [
    "Choice",
    "OpenedStore",
    "Problem",
    "ProblemKind",
    "ask_with_message_box",
    "open_store",
    "store_notice",
]

translate = QCoreApplication.translate

_MOST_TRIES = 3  # a file set aside twice and still unusable: give up asking


class ProblemKind(Enum):
    CORRUPT = "corrupt"  # damaged, or not a Croupier database
    FUTURE = "future"  # written by a newer Croupier
    UNUSABLE = "unusable"  # cannot be opened at all (folder not writable, …), or cannot be set aside


class Choice(Enum):
    SET_ASIDE = "set_aside"  # rename the file and start a fresh one beside it
    WITHOUT_SAVING = "without_saving"  # run with a database in memory; nothing is kept
    QUIT = "quit"


@dataclass(frozen=True, slots=True)
class Problem:
    """What went wrong with which file, and the choices that make sense for it."""

    kind: ProblemKind
    path: Path | None
    detail: str

    @property
    def choices(self) -> tuple[Choice, ...]:
        if self.kind is ProblemKind.UNUSABLE or self.path is None:
            return (Choice.WITHOUT_SAVING, Choice.QUIT)
        return (Choice.SET_ASIDE, Choice.QUIT)


Ask = Callable[[Problem], Choice]


@dataclass(frozen=True, slots=True)
class OpenedStore:
    """The store, the station's outbox (for a school server), and where a file was set aside on the
    way (if one was)."""

    store: Store
    outbox: Outbox | None = None
    set_aside_to: Path | None = None


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
    answer is opened offline; one that cannot be used (a newer schema, a login without rights)
    falls back to the local file, and ``store_notice`` then says so.
    """
    env = os.environ if environ is None else environ
    school = env.get(DATABASE_URL_ENV) or settings.database_url
    fallback = None
    if school:
        opened = _open_school(school, data_dir, station, pgpass)
        if isinstance(opened, OpenedStore):
            return opened
        fallback = (
            f"{opened} Answers are being saved on this computer instead. "
            "They are not copied to the school's database automatically."
        )
    return _open_local(ask, data_dir, station, fallback)


def _open_school(
    url: str, data_dir: Path | None, station: str | None, pgpass: Path | None
) -> OpenedStore | StoreError:
    folder = default_sqlite_path(data_dir).parent
    try:
        outbox = Outbox(folder / STATION_FILE)
        address = with_passfile(url, pgpass or default_pgpass_path())
        try:
            return OpenedStore(Store(address, station=station), outbox)
        except DatabaseUnavailableError as error:
            notice = translate(
                "StoreSetup",
                "The school database does not answer ({reason}). Your answers are kept on this "
                "computer and go to the school by themselves when it answers again.",
            ).format(reason=error.reason)
            return OpenedStore(
                Store(address, station=station, check=False, kind=StoreKind.OFFLINE, notice=notice), outbox
            )
    except StoreError as error:
        return error  # the local file, with the fallback notice


def _open_local(
    ask: Ask, data_dir: Path | None, station: str | None, fallback: str | None
) -> OpenedStore | None:
    moved: Path | None = None
    kind = StoreKind.FALLBACK if fallback else None
    for _ in range(_MOST_TRIES):
        try:
            store = Store(
                sqlite_url(default_sqlite_path(data_dir)), station=station, kind=kind, notice=fallback
            )
        except CorruptDatabaseError as error:
            problem = Problem(ProblemKind.CORRUPT, error.path, error.reason)
        except FutureSchemaError as error:
            path = Path(error.where)
            problem = Problem(ProblemKind.FUTURE, path if path.exists() else None, str(error))
        except StoreError as error:
            problem = Problem(ProblemKind.UNUSABLE, None, str(error))
        else:
            return OpenedStore(store, None, moved)
        choice = ask(problem)
        if choice is Choice.QUIT or choice not in problem.choices:
            return None
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


def store_notice(store: Store) -> str | None:
    """A sentence for the status bar when answers are not going where they were meant to, else None."""
    if store.status.kind is StoreKind.OFFLINE:
        return store.status.notice
    if store.status.kind is StoreKind.FALLBACK:
        return translate(
            "StoreSetup",
            "The school database cannot be reached: your answers are saved on this computer "
            "({location}) and are not copied to the school automatically.",
        ).format(location=store.status.location)
    if store.path is None and store.status.kind is StoreKind.LOCAL:
        return translate("StoreSetup", "Progress is not being saved: answers are kept until Croupier closes.")
    return None


def ask_with_message_box(parent: QWidget | None = None) -> Ask:
    """The question as a message box naming the file (the app's answer; tests pass their own)."""

    def ask(problem: Problem) -> Choice:
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(translate("StoreSetup", "Progress database"))
        where = str(problem.path) if problem.path is not None else ""
        if problem.kind is ProblemKind.CORRUPT:
            box.setText(
                translate("StoreSetup", "The progress database cannot be read:\n{path}").format(path=where)
            )
            box.setInformativeText(
                translate(
                    "StoreSetup",
                    "The file is damaged or is not a Croupier database. Croupier can set it aside "
                    "(rename it, keeping everything in it for a rescue) and start a fresh database, "
                    "or quit so that you can restore a backup first.",
                )
            )
        elif problem.kind is ProblemKind.FUTURE:
            box.setText(
                translate(
                    "StoreSetup", "The progress database was written by a newer Croupier:\n{path}"
                ).format(path=where)
            )
            box.setInformativeText(
                translate(
                    "StoreSetup",
                    "This version cannot use it without losing what the newer one wrote. Update "
                    "Croupier, or set the file aside (renamed, not deleted) and start a fresh database.",
                )
            )
        else:
            box.setText(translate("StoreSetup", "The progress database cannot be opened."))
            box.setInformativeText(
                translate(
                    "StoreSetup",
                    "Croupier can run without saving progress (answers are kept until it closes), "
                    "or quit so that you can fix the problem first.",
                )
            )
        box.setDetailedText(problem.detail)
        buttons = {}
        if Choice.SET_ASIDE in problem.choices:
            buttons[Choice.SET_ASIDE] = box.addButton(
                translate("StoreSetup", "Set it aside and start afresh"), QMessageBox.ButtonRole.AcceptRole
            )
        if Choice.WITHOUT_SAVING in problem.choices:
            buttons[Choice.WITHOUT_SAVING] = box.addButton(
                translate("StoreSetup", "Continue without saving"), QMessageBox.ButtonRole.AcceptRole
            )
        buttons[Choice.QUIT] = box.addButton(
            translate("StoreSetup", "Quit Croupier"), QMessageBox.ButtonRole.RejectRole
        )
        box.setDefaultButton(buttons[Choice.QUIT])
        box.setEscapeButton(buttons[Choice.QUIT])
        box.exec()
        clicked = box.clickedButton()
        return next((choice for choice, button in buttons.items() if button is clicked), Choice.QUIT)

    return ask
