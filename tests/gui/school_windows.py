"""The real window on a station, for the window tests: shown at the size they use, on a station that
keeps its outbox and password file in a folder of its own, signed in to a school with a role's login,
and its instructor page unlocked."""

from __future__ import annotations

import random
from pathlib import Path

from pytestqt.qtbot import QtBot
from readback import is_unlocked

from croupier.gui.instructor.dialogs import InstructorDialogs
from croupier.gui.instructor.instructor_page import InstructorPage
from croupier.gui.instructor.pin_dialog import PinDialog
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.settings import Settings
from croupier.gui.station import Station
from croupier.i18n import Translations
from croupier.speech import SilentSpeaker
from croupier.store import Store
from croupier.store.database import parse_url
from croupier.store.outbox import STATION_FILE, Outbox

__all__ = ["checked", "folder_station", "login", "opened", "shown_window", "unlocked_instructor"]

CHECK_MS = 20_000  # a scrypt hash on a busy machine, or the school server's login


def checked(qtbot: QtBot, dialog: PinDialog) -> None:
    """Wait until the PIN dialog has checked what was typed (it checks in a worker thread)."""
    qtbot.waitUntil(lambda: not dialog.checking, timeout=CHECK_MS)


def opened(qtbot: QtBot, page: InstructorPage) -> InstructorPage:
    """Wait until ``page`` is unlocked and its roster, read in the background, is on show."""
    qtbot.waitUntil(lambda: is_unlocked(page) and not page.roster_page.is_reading(), timeout=CHECK_MS)
    return page


def login(url: str, role: str, password: str) -> str:
    """``url`` signed in as ``role``."""
    return parse_url(url).set(username=role, password=password).render_as_string(hide_password=False)


def folder_station(store: Store, folder: Path) -> Station:
    """A station on ``store`` whose outbox and password file are in ``folder`` (made here)."""
    folder.mkdir()
    return Station(store, Outbox(folder / STATION_FILE), pgpass=folder / "pgpass")


def shown_window(
    qtbot: QtBot,
    translations: Translations,
    settings: Settings,
    station: Station,
    dialogs: InstructorDialogs,
    *,
    seed: int = 3,
    walkthrough: bool = False,
) -> MainWindow:
    """The window on ``station``, shown at 1280×800 and exposed (``walkthrough``: with Deal a hand's
    walkthrough)."""
    window = MainWindow(
        translations,
        settings,
        SilentSpeaker("x"),
        station=station,
        rng=random.Random(seed),
        dialogs=dialogs,
        walkthrough=walkthrough,
    )
    qtbot.add_widget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def unlocked_instructor(
    qtbot: QtBot, window: MainWindow, password: str, *, login: str | None = None
) -> InstructorPage:
    """The window's instructor page, opened with ``password`` in its PIN (or login) dialog (and its
    roster read): on this computer's file without a PIN yet, ``password`` is set as the PIN; on a
    school server, ``login`` is the instructor's own login (None: the one the dialog offers)."""
    window.set_mode(View.INSTRUCTOR)
    page = window.instructor_page
    qtbot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
    dialog = page.pin_dialog
    if dialog.purpose.value == "set":
        dialog.new_field.setText(password)
        dialog.repeat_field.setText(password)
    else:
        if login is not None:
            dialog.login_field.setText(login)
        dialog.current_field.setText(password)
    dialog.submit()
    return opened(qtbot, page)
