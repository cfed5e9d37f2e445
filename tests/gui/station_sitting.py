"""What the school tests' station processes share: the real window on a school server, a trainee
signed in with their password through the sign-in page, and the exam begun from "Assigned to you"."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from readback import select_name

from croupier.gui.main_window import MainWindow
from croupier.gui.quiz import QuizPanel
from croupier.gui.settings import MemoryStore, Settings
from croupier.gui.station import Station
from croupier.i18n import Language, Translations
from croupier.speech import SilentSpeaker
from croupier.store import Store
from croupier.store.outbox import STATION_FILE, Outbox

__all__ = ["Yes", "begin_exam", "station_window"]


class Yes:
    def confirm(self, parent: object, title: str, text: str) -> bool:
        return True

    def save_file(self, *args: object) -> None:
        return None

    def open_file(self, *args: object) -> None:
        return None

    def ask_text(self, *args: object) -> None:
        return None


def station_window(
    url: str, catalogues: str, data_dir: str, station_name: str, *, pgpass: Path | None = None
) -> tuple[QApplication, MainWindow, Station, Store]:
    """The process's application and the window, shown in English, on a station at ``url``."""
    app = QApplication([])
    translations = Translations(app, Language.ENGLISH, directory=Path(catalogues), system_locale=QLocale("C"))
    store = Store(url, station=station_name)
    station = Station(store, Outbox(Path(data_dir) / STATION_FILE), pgpass=pgpass)
    settings = Settings(MemoryStore({Settings.ANIMATIONS: False}))
    window = MainWindow(
        translations, settings, SilentSpeaker("x"), station=station, rng=random.Random(1), dialogs=Yes()
    )
    window.show()
    return app, window, station, store


def begin_exam(window: MainWindow, name: str, password: str, exam_name: str) -> QuizPanel:
    """Sign ``name`` in through the sign-in page and click the exam ``exam_name`` under "Assigned to
    you"; the quiz panel, at its first question when the exam began."""
    page = window.sign_in_page
    page.refresh()
    assert select_name(page, name), page.trainee_names()
    page.password_field.setText(password)
    assert page.sign_in() is not None, page.message.message()
    panel = window.quiz_panel
    item = next(item for item in panel.assigned_page.assigned.exams if item.exam.name == exam_name)
    panel.assigned_page.buttons[("exam", item.exam.id)].click()
    return panel
