"""Starting the trainer: the QApplication, the saved settings, the translations, the speaker, the
window, then (after its first frame) the progress store. ``run()`` is what the ``croupier`` command
calls."""

from __future__ import annotations

import contextlib
import importlib
import linecache
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, QSize, QTimer, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from croupier.gui.background import Background
from croupier.gui.collector import WindowThreadCollector, freeze_once, frozen
from croupier.gui.display import display_problem
from croupier.gui.main_window import MainWindow
from croupier.gui.settings import Settings
from croupier.gui.style import apply_style, apply_ticks
from croupier.i18n import Translations, UnknownLanguageError
from croupier.paths import APP_ID, ICON_SIZES, icon_png
from croupier.speech.late import LateSpeaker
from croupier.store.errors import StoreError

if TYPE_CHECKING:
    from croupier.gui.station import Station
    from croupier.gui.store_setup import Ask, Choice, OpenedStore, SchoolOpening
    from croupier.speech import Speaker
    from croupier.store import Store, Trainee

__all__ = [
    "EXIT_NO_DISPLAY",
    "StationOpening",
    "application_icon",
    "create_application",
    "open_window",
    "run",
]

EXIT_NO_DISPLAY = 2
ORGANISATION = "Croupier"
APPLICATION = "Croupier"
_LATEST_MS = 1500
_SCHOOL_POLL_MS = 25  # how often the window looks whether the school's server has been reached
# What the window's table and panels are made of (``window_panels``), imported in a worker thread.
_PANEL_MODULES = (
    "croupier.gui.window_panels",
    "croupier.gui.card_art",
    "croupier.gui.table_view",
    "croupier.gui.rule_tips",
    "croupier.gui.observe_panel",
    "croupier.gui.observed_hand",
    "croupier.gui.quiz",
    "croupier.gui.switches",
    "croupier.gui.exam_desk",
    "croupier.gui.deal_walkthrough",
    "croupier.gui.rule_practice",
)
_MODULES = "the store's and the panels' modules"  # frozen once imported (collector.freeze_once)


def create_application(argv: Sequence[str] | None = None, *, ticks: bool = True) -> QApplication:
    """The process's QApplication (made once), named for ``QSettings``, with the trainer's icon (every
    window shows it) and desktop entry, and styled (without ``ticks``, its check boxes' style
    follows with ``apply_ticks``: see ``StationOpening``)."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    app.setDesktopFileName(APP_ID)  # Wayland puts the entry's name and icon on the window
    app.setWindowIcon(application_icon())
    apply_style(app, ticks=ticks)
    WindowThreadCollector(app).start()  # garbage (Qt objects among it) freed on this thread only
    return app


def application_icon() -> QIcon:
    """The trainer's icon at every size it is drawn at (read when a size is first needed)."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(icon_png(size)), QSize(size, size))
    return icon


def run(language: str | None = None, argv: Sequence[str] | None = None) -> int:
    """Open the trainer and run it until the window closes; returns the exit code.

    ``language`` ("de", "en") overrides the saved choice for this run. Without a display the
    command prints one line saying so and returns 2, instead of letting Qt abort. A missing
    translation catalogue is one warning on stderr, and the trainer starts in English.
    """
    problem = display_problem(os.environ)
    if problem is not None:
        print(problem, file=sys.stderr)  # noqa: T201 - the command line's error
        return EXIT_NO_DISPLAY
    app = create_application(argv, ticks=False)  # the ticks after the first frame
    settings = Settings(QSettings())
    try:
        translations = Translations(app, language or settings.language, fallback=True)
    except UnknownLanguageError as error:
        print(f"croupier: {error}", file=sys.stderr)  # noqa: T201
        return 1
    if translations.problem is not None:
        print(f"croupier: warning: {translations.problem}; the trainer starts in English", file=sys.stderr)  # noqa: T201
    speaker = LateSpeaker(lambda: _real_speaker(app), app)  # after the first frame, with speech on
    speaker.set_rate(settings.speech_rate)
    _window, opening = open_window(translations, settings, speaker)
    opening.quit_requested.connect(app.exit)
    code = app.exec()
    speaker.shutdown()
    opening.close()
    private_settings_file(QSettings())
    return code


def open_window(
    translations: Translations,
    settings: Settings,
    speaker: Speaker,
    ask: Ask | None = None,
    *,
    data_dir: Path | None = None,
    qsettings: QSettings | None = None,
) -> tuple[MainWindow, StationOpening]:
    """Show the trainer's window, then open its progress store once the window is on the screen.

    The window's first frame needs neither SQLAlchemy nor the database: the store (and its
    migrations, the school server, the sign-in) follows right after, so the window appears as
    quickly as a bare one would. ``ask`` answers the question about an unusable database file;
    ``data_dir`` and ``qsettings`` (where this computer's file and the settings file are) are the
    user's own unless given.
    """
    window = MainWindow(
        translations,
        settings,
        speaker,
        walkthrough=True,
        awaiting_station=True,
        first_start=not settings.welcomed,  # a newcomer: the language, the name, the game, speech, a tour
    )
    opening = StationOpening(
        window,
        settings,
        ask,
        speaker if isinstance(speaker, LateSpeaker) else None,
        data_dir=data_dir,
        qsettings=qsettings,
    )
    window.show()
    return window, opening


class StationOpening(QObject):
    """Opens the progress store (and starts the speaker, with speech on) after the window's first
    frame, has the window make its table and panels meanwhile, and gives the window its station;
    the user choosing to quit over an unusable database ends the application with exit code 1
    (``quit_requested(1)``). ``opened()`` once the window has its station."""

    opened = Signal()
    quit_requested = Signal(int)

    def __init__(
        self,
        window: MainWindow,
        settings: Settings,
        ask: Ask | None = None,
        speaker: LateSpeaker | None = None,
        *,
        data_dir: Path | None = None,
        qsettings: QSettings | None = None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._speaker = speaker
        self._data_dir = data_dir
        self._qsettings = qsettings
        self._settings = settings
        self._ask = ask
        self._started = False
        self.station: Station | None = None
        self._store: Store | None = None
        self.school: SchoolOpening | None = None  # opening the school's server, in a thread
        self._school_wait = QTimer(self)
        self._panels_ready = False  # the window's table and panels are made
        self._opened: OpenedStore | None = None  # the store, opened before the panels were made
        self._background: Background | None = None
        window.installEventFilter(self)
        QTimer.singleShot(_LATEST_MS, self, self._open)  # no frame (a hidden window): open all the same

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() is QEvent.Type.Paint and not self._started:
            QTimer.singleShot(0, self, self._open)  # after this frame is on the screen
        return False

    def _open(self) -> None:
        if self._started:
            return
        self._started = True
        self._window.removeEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_ticks(app)  # Qt's style classes: now the window is up
        # The store's modules (SQLAlchemy) and the panels' are imported in a worker thread: the
        # window's thread only makes the widgets, a piece a turn of the event loop (_prepared).
        self._background = Background(self)
        self._background.submit(_import_modules, self._prepared, self._prepared)

    def _prepared(self, _imported: object) -> None:
        from croupier.gui.store_setup import SchoolOpening, school_url  # noqa: PLC0415 - imported by now

        if self._speaker is not None and self._settings.speech:
            # A turn of its own; with speech off, the engine starts when something is first said.
            QTimer.singleShot(0, self, self._start_speaker)
        self._window.build_panels_in_steps(self._panels_made)
        settings = self._settings
        keep_passwords_out(settings, self._qsettings or QSettings())
        school = school_url(settings)
        if not school:
            self._open_local(None)
            return
        # The school's server is reached in a thread: the window's thread never waits on it.
        self.school = SchoolOpening(school, self._data_dir)
        self._school_wait = QTimer(self)
        self._school_wait.setInterval(_SCHOOL_POLL_MS)
        self._school_wait.timeout.connect(self._school_opened)
        self._school_wait.start()

    def _start_speaker(self) -> None:
        if self._speaker is not None:
            self._speaker.start()  # pyttsx3, eSpeak NG and QtMultimedia: now the window is up

    def _panels_made(self) -> None:
        self._panels_ready = True
        if self._opened is not None:
            QTimer.singleShot(0, self, lambda: self._attach(self._opened))  # a turn of its own

    def _school_opened(self) -> None:
        from croupier.gui.store_setup import OpenedStore  # noqa: PLC0415

        assert self.school is not None
        result = self.school.result()
        if result is None:
            return
        self._school_wait.stop()
        if isinstance(result, OpenedStore):
            self._attach(result)
        else:
            self._open_local(result)  # why the school's database cannot be used, said in the window

    def _open_local(self, fallback: str | None) -> None:
        """This computer's file. SQLAlchemy, Alembic and the migrations take seconds of processor
        time: the file is opened in a worker thread while the window goes on answering; only a file
        that cannot be used, where the user is asked, is opened (again) on the window's thread."""
        data_dir = self._data_dir
        self._background = Background(self)
        self._background.submit(
            lambda: _open_local_quietly(data_dir, fallback),
            lambda opened: self._local_opened(opened, fallback),
            lambda _error: self._local_opened(None, fallback),
        )

    def _local_opened(self, opened: OpenedStore | None, fallback: str | None) -> None:
        from croupier.gui.store_setup import ask_with_message_box, open_local  # noqa: PLC0415

        if opened is None:  # something to ask the user about: asked here, on the window's thread
            ask = self._ask or ask_with_message_box(self._window)
            opened = open_local(ask, self._data_dir, None, fallback)
        if opened is None:  # a database that cannot be used, and the user chose to quit
            self._window.close()
            self.quit_requested.emit(1)
            return
        self._attach(opened)

    def _attach(self, opened: OpenedStore | None) -> None:
        if not self._panels_ready:  # the panels are still being made: the store waits for them
            self._opened = opened
            return
        if opened is None or self.station is not None:
            return
        self._opened = None
        from croupier.gui.station import Station  # noqa: PLC0415

        self._store = opened.store
        self.station = Station(opened.store, opened.outbox, connect=opened.connect)
        self._give_station()

    def _give_station(self) -> None:
        """The window takes the station a piece a turn from the next turn on (the sign-in, the
        first hand, a newcomer's first start: each a few milliseconds to tens), then ``opened``."""
        assert self.station is not None
        self._window.attach_station_in_steps(self.station, lone_learner(self.station), self.opened.emit)

    def close(self) -> None:
        """The station's threads stopped and the store closed (when the application ends)."""
        if self.station is not None:
            self.station.close()
        if self._store is not None:
            self._store.close()


class _MustAsk(Exception):  # noqa: N818 - a signal within this module, never raised out of it
    """The store cannot be opened without asking the user (a damaged or newer file)."""


def _import_modules() -> None:
    """In a worker thread: the store's modules (SQLAlchemy) and the window's panels' (their classes;
    no widget is made here), so that the window's thread does not wait on importing them."""
    if frozen(_MODULES):  # imported (and frozen) by an earlier window of this process
        return
    # What is imported here lives as long as the process: frozen once it is all in, so that the
    # window's collector (croupier/gui/collector.py) does not walk it again in every full pass.
    import croupier.gui.station  # noqa: PLC0415 - imported here, off the window's thread
    import croupier.gui.store_setup  # noqa: PLC0415
    import croupier.gui.window_station  # noqa: F401, PLC0415

    for name in _PANEL_MODULES:
        importlib.import_module(name)
    freeze_once(_MODULES)
    # Where PySide6's import hook is still in place (the ``gui`` command takes it out), it has read
    # the source of every module imported after PySide6 through linecache, which keeps it: about
    # 11 MiB of text by now, given back here (a traceback reads what it shows again).
    linecache.clearcache()


def _open_local_quietly(data_dir: Path | None, fallback: str | None) -> OpenedStore | None:
    """This computer's file opened in a worker thread; None when the user must be asked first."""
    from croupier.gui.store_setup import open_local  # noqa: PLC0415

    def must_ask(_problem: object) -> Choice:
        raise _MustAsk

    try:
        opened = open_local(must_ask, data_dir, None, fallback)
    except _MustAsk:
        return None
    if opened is not None:
        _first_reads(opened.store)
    return opened


def _first_reads(store: Store) -> None:
    """The start's first reads of the store (the PIN and its lockout, who learns here), once in the
    worker: SQLAlchemy compiles a statement the first time it runs (tens of milliseconds in all),
    and the window's thread, reading them again, finds them compiled."""
    with contextlib.suppress(StoreError):
        store.instructor.has_pin()
        store.instructor.lockout_state()
        store.roster.trainees()


def _real_speaker(app: QApplication) -> Speaker:
    from croupier.speech.factory import create_speaker  # noqa: PLC0415 - pyttsx3, QtMultimedia

    return create_speaker(app)


def keep_passwords_out(settings: Settings, qsettings: QSettings) -> None:
    """A school password saved in the settings by an older Croupier moves to the station's password
    file; the settings file is made readable by its owner only."""
    from croupier.store.credentials import default_pgpass_path, save_password, split_password  # noqa: PLC0415

    url = settings.database_url
    if url:
        try:
            bare, password = split_password(url)
            if password:
                save_password(default_pgpass_path(), bare, password)
                settings.database_url = bare
        except (OSError, StoreError):
            pass
    private_settings_file(qsettings)


def private_settings_file(qsettings: QSettings) -> None:
    """The settings file (where the school database's address is) readable by its owner only."""
    qsettings.sync()
    path = Path(qsettings.fileName())
    with contextlib.suppress(OSError):
        if path.is_file():
            path.chmod(0o600)


def lone_learner(station: Station) -> Trainee | None:
    """Someone learning alone: this computer's file, no instructor, exactly one trainee."""
    if station.school:
        return None
    try:
        if station.store.instructor.has_pin():
            return None
        trainees = station.store.roster.trainees()
    except StoreError:
        return None
    return trainees[0] if len(trainees) == 1 else None
