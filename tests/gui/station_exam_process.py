"""A training station in a process of its own that signs a trainee in with their password through the
sign-in page, starts an exam from "Assigned to you", answers its first question, and then waits to
be killed (the school tests kill it with SIGKILL mid-sitting).

    python station_exam_process.py URL CATALOGUES DATA_DIR STATION "Trainee name" "Exam name"

The trainee's password comes from CROUPIER_TRAINEE_PASSWORD. Prints ``sitting <id>`` once the
sitting is open and its first answer is at the school.
"""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from readback import select_name

from croupier.drills.grading import solve
from croupier.gui.main_window import MainWindow
from croupier.gui.settings import MemoryStore, Settings
from croupier.gui.station import Station
from croupier.i18n import Language, Translations
from croupier.speech import SilentSpeaker
from croupier.store import Store
from croupier.store.outbox import STATION_FILE, Outbox


class Yes:
    def confirm(self, parent: object, title: str, text: str) -> bool:
        return True

    def save_file(self, *args: object) -> None:
        return None

    def open_file(self, *args: object) -> None:
        return None

    def ask_text(self, *args: object) -> None:
        return None


def main() -> int:
    url, catalogues, data_dir, station_name, name, exam_name = sys.argv[1:]
    app = QApplication([])
    translations = Translations(app, Language.ENGLISH, directory=Path(catalogues), system_locale=QLocale("C"))
    store = Store(url, station=station_name)
    station = Station(store, Outbox(Path(data_dir) / STATION_FILE), pgpass=Path(data_dir) / "pgpass")
    settings = Settings(MemoryStore({Settings.ANIMATIONS: False}))
    window = MainWindow(
        translations, settings, SilentSpeaker("x"), station=station, rng=random.Random(1), dialogs=Yes()
    )
    window.show()
    page = window.sign_in_page
    page.refresh()
    assert select_name(page, name), page.trainee_names()
    page.password_field.setText(os.environ["CROUPIER_TRAINEE_PASSWORD"])
    assert page.sign_in() is not None, page.message.message()
    panel = window.quiz_panel
    item = next(item for item in panel.assigned_page.assigned.exams if item.exam.name == exam_name)
    panel.assigned_page.buttons[("exam", item.exam.id)].click()
    controller = panel.controller
    assert controller.exam is not None, panel.assigned_page.notice_text
    controller.answer(solve(controller.question).expected)
    assert station.writer.flush(30)
    print(f"sitting {station.recorder.open_sessions[0] if station.recorder else '?'}", flush=True)
    while True:  # the sitting goes on until the process is killed
        app.processEvents()
        time.sleep(0.05)


if __name__ == "__main__":
    sys.exit(main())
