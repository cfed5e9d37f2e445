"""A station in a process of its own for the live class test: signs in through the sign-in page on
the school server, says ``ready`` once it listens, shows the instructor's question when it comes
(printing when, and what is in front of the window then), answers it (wrongly if told), and prints
the verdict once the answer is revealed. ``first``: the station starts for the first time (the first
start asks the language, then the name: the sign-in page), as a newcomer's does.

    python station_live_process.py URL CATALOGUES DATA_DIR "Trainee name" right|wrong|none [first]
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
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


def say(**values: object) -> None:
    print(json.dumps(values), flush=True)


def wait(app: QApplication, condition, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        if condition():
            return True
        time.sleep(0.005)
    return False


def main() -> int:
    url, catalogues, data_dir, name, how, *first = sys.argv[1:]
    app = QApplication([])
    translations = Translations(app, Language.ENGLISH, directory=Path(catalogues), system_locale=QLocale("C"))
    store = Store(url, station=f"station {name}")
    station = Station(store, Outbox(Path(data_dir) / STATION_FILE))
    window = MainWindow(
        translations,
        Settings(MemoryStore({Settings.ANIMATIONS: False})),
        SilentSpeaker("x"),
        station=station,
        rng=random.Random(1),
        first_start=bool(first),
    )
    window.show()
    if first:
        flow = window.first_start
        assert flow is not None, "no first start"
        assert flow.asking()
        flow.page.language_buttons["en"].click()  # then the name: the sign-in page
    page = window.sign_in_page
    page.refresh()
    assert select_name(page, name), page.trainee_names()
    page.password_field.setText(password_of(name))  # their own (school_logins.give_password)
    assert page.sign_in() is not None, page.message.message()
    listener = station._listener
    assert listener is not None
    assert listener.listening.wait(20)
    say(ready=True)
    live = window.quiz_panel.live_page
    if not wait(app, lambda: live.question is not None, 60):
        say(error="no question came")
        return 1
    tour = window.tour
    say(
        shown_at=time.time(),
        question=window.quiz_panel.live_question_id,
        front=window.front_view(),
        live_page_shown=live.isVisible(),
        tour=tour is not None and tour.running,
        banner=live.banner.text(),
    )
    question = live.question
    if how != "none":
        live.answer(solve(question).expected if how == "right" else None)
    assert station.writer.flush(20)
    say(answered=True)
    if not wait(app, lambda: bool(live.verdict_lines()), 60):
        say(error="no reveal came")
        return 1
    say(verdict=live.verdict_lines()[0])
    window.close()
    station.close()
    store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
