"""Starting the trainer: the QApplication, the saved settings, the translations, the speaker, the
progress store, the window. ``run()`` is what the ``croupier`` command calls."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from croupier.gui.display import display_problem
from croupier.gui.main_window import MainWindow
from croupier.gui.settings import Settings
from croupier.gui.station import Station
from croupier.gui.store_setup import OpenedStore, ask_with_message_box, open_store
from croupier.gui.style import apply_style
from croupier.i18n import MissingCatalogueError, Translations, UnknownLanguageError
from croupier.speech import Speaker, create_speaker
from croupier.store import StoreError, Trainee
from croupier.store.credentials import default_pgpass_path, save_password, split_password

__all__ = ["EXIT_NO_DISPLAY", "create_application", "run"]

EXIT_NO_DISPLAY = 2
ORGANISATION = "Croupier"
APPLICATION = "Croupier"


def create_application(argv: Sequence[str] | None = None) -> QApplication:
    """The process's QApplication (made once), named for ``QSettings`` and styled."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    apply_style(app)
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
    app = create_application(argv)
    settings = Settings(QSettings())
    try:
        translations = Translations(app, language or settings.language)
    except (MissingCatalogueError, UnknownLanguageError) as error:
        print(f"croupier: {error}", file=sys.stderr)  # noqa: T201
        return 1
    speaker = create_speaker(app)
    speaker.set_rate(settings.speech_rate)
    qsettings = QSettings()
    keep_passwords_out(settings, qsettings)
    opened = open_store(settings, ask_with_message_box())
    if opened is None:  # a database that cannot be used, and the user chose to quit
        speaker.shutdown()
        return 1
    window, station = build_window(translations, settings, speaker, opened)
    window.show()
    code = app.exec()
    speaker.shutdown()
    station.close()
    opened.store.close()
    private_settings_file(qsettings)
    return code


def build_window(
    translations: Translations, settings: Settings, speaker: Speaker, opened: OpenedStore
) -> tuple[MainWindow, Station]:
    """The trainer's window over the store opened: a newcomer's first start (language, name, game,
    speech, the tour), the one local profile signed in at once, or the sign-in page."""
    station = Station(opened.store, opened.outbox)
    lone = lone_learner(station)
    if lone is not None:
        settings.welcomed = True  # someone who learnt here before this first start was asked for
    window = MainWindow(
        translations,
        settings,
        speaker,
        station=station,
        walkthrough=True,
        first_start=not settings.welcomed,
    )
    if lone is not None:
        window.sign_in(lone)  # the one local profile: never asked again
    return window, station


def keep_passwords_out(settings: Settings, qsettings: QSettings) -> None:
    """A school password saved in the settings by an older Croupier moves to the station's password
    file; the settings file is made readable by its owner only."""
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
