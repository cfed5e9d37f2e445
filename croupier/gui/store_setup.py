"""Opening the progress store for the app: the school's database or this computer's file, the
fallback notice, and what to do with a database file that cannot be used.

A damaged file, or one written by a newer Croupier, is never wiped: the user is asked (the question
is a function passed in, so tests can answer it) whether to set it aside and start afresh, or to
quit. The trainee is the one named in the settings (the login name until one is given).
"""

from __future__ import annotations

import getpass
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from croupier.gui.settings import Settings
from croupier.store import (
    CorruptDatabaseError,
    FutureSchemaError,
    Store,
    StoreError,
    StoreKind,
    Trainee,
    set_aside,
)

__all__ = [
    "Choice",
    "OpenedStore",
    "Problem",
    "ProblemKind",
    "ask_with_message_box",
    "default_trainee_name",
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
    """The store, the current trainee, and where a file was set aside on the way (if one was)."""

    store: Store
    trainee: Trainee
    set_aside_to: Path | None = None


def default_trainee_name() -> str:
    """The login name, for a trainee who has not given a name in the settings."""
    try:
        name = getpass.getuser().strip()
    except (OSError, KeyError):  # no login name in a container or service
        name = ""
    return name or translate("StoreSetup", "Trainee")


def open_store(
    settings: Settings,
    ask: Ask,
    *,
    environ: Mapping[str, str] | None = None,
    data_dir: Path | None = None,
    station: str | None = None,
) -> OpenedStore | None:
    """The store the settings point to, with the settings' trainee; None when the user chose to quit.

    ``CROUPIER_DATABASE_URL`` (in ``environ``) wins over ``settings.database_url``; a school server
    that cannot be used falls back to the local file, and ``store_notice`` then says so.
    """
    moved: Path | None = None
    for _ in range(_MOST_TRIES):
        try:
            store = Store.open_default(
                settings.database_url or None, data_dir=data_dir, environ=environ, station=station
            )
        except CorruptDatabaseError as error:
            problem = Problem(ProblemKind.CORRUPT, error.path, error.reason)
        except FutureSchemaError as error:
            path = Path(error.where)
            problem = Problem(ProblemKind.FUTURE, path if path.exists() else None, str(error))
        except StoreError as error:
            problem = Problem(ProblemKind.UNUSABLE, None, str(error))
        else:
            return _with_trainee(store, settings, moved)
        choice = ask(problem)
        if choice is Choice.QUIT or choice not in problem.choices:
            return None
        if choice is Choice.WITHOUT_SAVING:
            return _with_trainee(Store("sqlite://", station=station), settings, moved)
        assert problem.path is not None  # SET_ASIDE is offered only for a file
        try:
            moved = set_aside(problem.path)
        except OSError as error:
            problem = Problem(ProblemKind.UNUSABLE, problem.path, f"{problem.path}: {error}")
            if ask(problem) is not Choice.WITHOUT_SAVING:
                return None
            return _with_trainee(Store("sqlite://", station=station), settings, moved)
    return None


def _with_trainee(store: Store, settings: Settings, moved: Path | None) -> OpenedStore:
    trainee = store.roster.get_or_add(settings.trainee or default_trainee_name())
    return OpenedStore(store, trainee, moved)


def store_notice(store: Store) -> str | None:
    """A sentence for the status bar when answers are not going where they were meant to, else None."""
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
