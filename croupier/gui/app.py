"""Starting the trainer: the QApplication, the saved settings, the translations, the speaker, the
window, then (after its first frame) the progress store. ``run()`` is what the ``croupier`` command
calls."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer, Signal
from PySide6.QtWidgets import QApplication

from croupier.gui.background import Background
from croupier.gui.display import display_problem
from croupier.gui.main_window import MainWindow
from croupier.gui.settings import Settings
from croupier.gui.style import apply_style, apply_ticks
from croupier.i18n import MissingCatalogueError, Translations, UnknownLanguageError
from croupier.speech.late import LateSpeaker
from croupier.store.errors import StoreError

if TYPE_CHECKING:
    from croupier.gui.station import Station
    from croupier.gui.store_setup import Ask, Choice, OpenedStore
    from croupier.speech import Speaker
    from croupier.store import Store, Trainee

__all__ = ["EXIT_NO_DISPLAY", "StationOpening", "create_application", "open_window", "run"]

EXIT_NO_DISPLAY = 2
ORGANISATION = "Croupier"
APPLICATION = "Croupier"
_LATEST_MS = 1500


def create_application(argv: Sequence[str] | None = None, *, ticks: bool = True) -> QApplication:
    """The process's QApplication (made once), named for ``QSettings`` and styled (without
    ``ticks``, its check boxes' style follows with ``apply_ticks``: see ``StationOpening``)."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    apply_style(app, ticks=ticks)
    return app


def run(language: str | None = None, argv: Sequence[str] | None = None) -> int:
    """Open the trainer and run it until the window closes; returns the exit code.

    ``language`` ("de", "en") overrides the saved choice for this run. Without a display the
    command prints one line saying so and returns 2, instead of letting Qt abort.
    """
    problem = display_problem(os.environ)
    if problem is not None:
        print(problem, file=sys.stderr)  # noqa: T201 - the command line's error
        return EXIT_NO_DISPLAY
    app = create_application(argv, ticks=False)  # the ticks after the first frame
    settings = Settings(QSettings())
    try:
        translations = Translations(app, language or settings.language)
    except (MissingCatalogueError, UnknownLanguageError) as error:
        print(f"croupier: {error}", file=sys.stderr)  # noqa: T201
        return 1
    speaker = LateSpeaker(lambda: _real_speaker(app), app)  # made after the first frame
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
    """Opens the progress store (and starts the speaker) after the window's first frame and gives
    the window its station; the user choosing to quit over an unusable database ends the
    application with exit code 1 (``quit_requested(1)``). ``opened()`` once the window has its
    station."""

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
        if self._speaker is not None:
            self._speaker.start()  # pyttsx3, eSpeak NG and QtMultimedia: now the window is up
        settings = self._settings
        keep_passwords_out(settings, self._qsettings or QSettings())
        # SQLAlchemy, Alembic and the migrations take seconds of processor time: the store is
        # opened in a worker thread while the window goes on answering; only a database that
        # cannot be used, where the user is asked, is opened (again) on the window's thread.
        where = cast("Settings", SimpleNamespace(database_url=settings.database_url))
        data_dir = self._data_dir
        self._background = Background(self)
        self._background.submit(
            lambda: _open_quietly(where, data_dir),
            self._store_opened,
            lambda _error: self._store_opened(None),
        )

    def _store_opened(self, opened: OpenedStore | None) -> None:
        from croupier.gui.station import Station  # noqa: PLC0415 - imported by the worker already
        from croupier.gui.store_setup import ask_with_message_box, open_store  # noqa: PLC0415

        if opened is None:  # something to ask the user about: asked here, on the window's thread
            opened = open_store(
                self._settings, self._ask or ask_with_message_box(self._window), data_dir=self._data_dir
            )
        if opened is None:  # a database that cannot be used, and the user chose to quit
            self._window.close()
            self.quit_requested.emit(1)
            return
        self._store = opened.store
        self.station = Station(opened.store, opened.outbox)
        self._window.attach_station(self.station, lone_learner(self.station))
        self.opened.emit()

    def close(self) -> None:
        """The station's threads stopped and the store closed (when the application ends)."""
        if self.station is not None:
            self.station.close()
        if self._store is not None:
            self._store.close()


class _MustAsk(Exception):  # noqa: N818 - a signal within this module, never raised out of it
    """The store cannot be opened without asking the user (a damaged or newer file)."""


def _open_quietly(settings: Settings, data_dir: Path | None) -> OpenedStore | None:
    """The store opened in a worker thread (its modules imported there too); None when the user
    must be asked first."""
    import croupier.gui.station  # noqa: F401, PLC0415 - imported here, off the window's thread
    from croupier.gui.store_setup import open_store  # noqa: PLC0415

    def must_ask(_problem: object) -> Choice:
        raise _MustAsk

    try:
        return open_store(settings, must_ask, data_dir=data_dir)
    except _MustAsk:
        return None


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
