"""One training station in a process of its own, for the school tests: the real window on a school
server, signed in through the sign-in page, sitting the exam from "Assigned to you".

    python station_process.py URL CATALOGUES DATA_DIR "Trainee name" "Exam name" WRONG...

Prints one line of JSON: the trainee signed in and the sitting recorded.
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

from readback import select_name

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from school_logins import password_of

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
    url, catalogues, data_dir, name, exam_name, *wrong = sys.argv[1:]
    app = QApplication([])
    translations = Translations(app, Language.ENGLISH, directory=Path(catalogues), system_locale=QLocale("C"))
    store = Store(url, station=f"station {name}")
    station = Station(store, Outbox(Path(data_dir) / STATION_FILE))
    settings = Settings(MemoryStore({Settings.ANIMATIONS: False}))
    window = MainWindow(
        translations, settings, SilentSpeaker("x"), station=station, rng=random.Random(1), dialogs=Yes()
    )
    window.show()
    page = window.sign_in_page
    page.refresh()
    assert select_name(page, name), page.trainee_names()
    page.password_field.setText(password_of(name))  # their own (school_logins.give_password)
    assert page.sign_in() is not None, page.message.message()
    panel = window.quiz_panel
    item = next(item for item in panel.assigned_page.assigned.exams if item.exam.name == exam_name)
    panel.assigned_page.buttons[("exam", item.exam.id)].click()
    controller = panel.controller
    number = 0
    while panel.page() is panel.question_page and controller.question is not None:
        number += 1
        question = controller.question
        controller.answer(None if str(number) in wrong else solve(question).expected)
        app.processEvents()
    sitting = panel.summary_page.sitting
    flushed = station.writer.flush(30)
    print(
        json.dumps(
            {
                "trainee": window.trainee.name if window.trainee else None,
                "correct": sitting.correct if sitting else None,
                "total": sitting.total if sitting else None,
                "passed": sitting.passed if sitting else None,
                "flushed": flushed,
            }
        )
    )
    window.close()
    station.close()
    store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
