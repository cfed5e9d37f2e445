"""The trainer's start as the app does it: the window first (no database, no speech engine, no
quiz loaded), then, after its first frame, the speaker (with speech on), the table and the panels
a piece at a time, the progress store and the sign-in; a
database the user will not use ends the start with exit code 1. How fast the window appears is
measured in benchmarks/startup.py; these tests check the order of things and what is loaded."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer

from croupier.gui.app import open_window
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.station import Station
from croupier.gui.store_setup import Choice
from croupier.gui.style import apply_style, has_ticks
from croupier.speech import LateSpeaker, SilentSpeaker
from croupier.store import Store


def late_speaker() -> LateSpeaker:
    return LateSpeaker(lambda: SilentSpeaker("no engine in the tests"))


@pytest.fixture
def app_style_restored(qapp):
    """The app's style set here is put back afterwards: later tests measure under their own."""
    style, sheet, font, palette = qapp.style().name(), qapp.styleSheet(), qapp.font(), qapp.palette()
    ticks = qapp.property("croupierTicks")
    yield
    qapp.setStyleSheet(sheet)
    qapp.setStyle(style)
    qapp.setFont(font)
    qapp.setPalette(palette)
    qapp.setProperty("croupierTicks", ticks)


@pytest.mark.usefixtures("app_style_restored")
def test_the_window_comes_first_then_the_store_and_the_sign_in(qapp, qtbot, translations, settings, tmp_path):
    settings.welcomed = True  # not a newcomer (test_first_start.py starts as one)
    apply_style(qapp, ticks=False)  # as the app starts: plain Fusion until the window is up
    assert not has_ticks(qapp)
    speaker = late_speaker()
    qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window, opening = open_window(translations, settings, speaker, data_dir=tmp_path, qsettings=qsettings)
    qtbot.add_widget(window)
    # Before the first frame: a window with nothing to wait for behind it.
    assert window.station is None
    assert speaker.real is None
    assert not window.top_bar.isEnabled()
    assert "Opening your progress" in window.verdict_strip.text
    assert window.pages.splitter.widget(0).objectName() == "tableWaiting"  # the table follows
    with qtbot.waitSignal(opening.opened, timeout=10000):
        qtbot.waitExposed(window)
    assert window.station is not None
    assert speaker.real is None  # speech is off: the engine starts when something is first said
    assert has_ticks(qapp)  # and the check boxes' style
    assert window.top_bar.isEnabled()
    assert window.sign_in_page is not None
    assert window.sign_in_page.isVisible()
    qtbot.keyClicks(window.sign_in_page.name_field, "Jo Lerner")
    qtbot.keyClick(window.sign_in_page.name_field, Qt.Key.Key_Return)
    assert window.trainee is not None
    assert window.trainee.name == "Jo Lerner"
    assert window.mode is View.DEAL
    assert window.walkthrough is not None
    assert window.walkthrough.walkthrough is not None
    assert window.pages.splitter.widget(0) is window.table_view  # in the waiting place's stead
    assert window.table_view.isVisible()
    assert window.table_view.width() > window.pages.panels.width()  # the table keeps its share
    window.close()
    opening.close()

    # The next start: the one local profile is signed in as soon as the store is open; with speech
    # on, the engine is started once the window is up.
    settings.speech = True
    speaking = late_speaker()
    again, reopening = open_window(translations, settings, speaking, data_dir=tmp_path, qsettings=qsettings)
    qtbot.add_widget(again)
    assert speaking.real is None
    with qtbot.waitSignal(reopening.opened, timeout=10000):
        qtbot.waitExposed(again)
    qtbot.waitUntil(lambda: speaking.real is not None)
    assert again.trainee is not None
    assert again.trainee.name == "Jo Lerner"
    again.close()
    reopening.close()
    with Store(f"sqlite:///{tmp_path / 'croupier.sqlite3'}") as store:
        assert [trainee.name for trainee in store.roster.trainees()] == ["Jo Lerner"]


def test_quitting_over_an_unusable_database_ends_the_start_with_code_1(
    qtbot, translations, settings, tmp_path
):
    (tmp_path / "croupier.sqlite3").write_bytes(b"not a database, " * 512)
    asked = []

    def ask(problem):
        asked.append(problem)
        return Choice.QUIT

    qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window, opening = open_window(
        translations, settings, late_speaker(), ask, data_dir=tmp_path, qsettings=qsettings
    )
    qtbot.add_widget(window)
    with qtbot.waitSignal(opening.quit_requested, timeout=10000) as quitting:
        window.show()
    assert quitting.args == [1]
    assert len(asked) == 1
    assert asked[0].path == tmp_path / "croupier.sqlite3"
    assert not window.isVisible()
    assert (tmp_path / "croupier.sqlite3").read_bytes().startswith(b"not a database")  # untouched
    opening.close()


def test_the_first_frame_needs_no_database_speech_engine_quiz_charts_table_or_rulebook():
    script = textwrap.dedent(
        """
        import sys
        from croupier.gui.app import create_application
        from croupier.gui.main_window import MainWindow
        from croupier.gui.settings import MemoryStore, Settings
        from croupier.i18n import Translations
        from croupier.speech import LateSpeaker, SilentSpeaker

        app = create_application(ticks=False)
        speaker = LateSpeaker(lambda: SilentSpeaker("unused"))
        window = MainWindow(Translations(app, "en"), Settings(MemoryStore({})), speaker,
                            walkthrough=True, awaiting_station=True)
        window.show()
        app.processEvents()
        heavy = ("sqlalchemy", "alembic", "psycopg", "pyttsx3", "PySide6.QtCharts", "PySide6.QtMultimedia",
                 "croupier.drills.skills", "croupier.gui.quiz", "croupier.gui.walkthrough",
                 "croupier.gui.instructor.instructor_page", "croupier.store.store", "croupier.reports",
                 "croupier.gui.tick_style", "croupier.gui.table_view", "croupier.gui.card_art",
                 "croupier.gui.rule_tips", "croupier.rulebook")
        print(" ".join(name for name in heavy if name in sys.modules) or "none")
        """
    )
    assert last_word_printed(script) == "none"


def test_the_app_opens_this_computers_file_without_the_postgresql_dialect(tmp_path):
    """The store's start as the app makes it (its modules, the file, the first reads, the station)
    imports SQLAlchemy's PostgreSQL dialect for a school's database only."""
    Store(f"sqlite:///{tmp_path / 'croupier.sqlite3'}").close()  # the first start made the file
    script = textwrap.dedent(
        """
        import sys
        from pathlib import Path
        from PySide6.QtCore import QCoreApplication
        from croupier.gui.app import _import_modules, _open_local_quietly, lone_learner

        app = QCoreApplication([])
        _import_modules()
        opened = _open_local_quietly(Path(sys.argv[1]), None)
        from croupier.gui.station import Station

        station = Station(opened.store, opened.outbox)
        lone_learner(station)
        print(" ".join(sorted(m for m in sys.modules if "postgresql" in m or m.split(".")[0] == "psycopg"))
              or "none")
        station.close()
        opened.store.close()
        """
    )
    assert last_word_printed(script, str(tmp_path)) == "none"


def test_the_gui_command_starts_with_pythons_own_import_statement(tmp_path):
    """PySide6's import hook (for ``from __feature__ import ...``, which the trainer never uses)
    reads the source of every module imported after PySide6; the ``gui`` command takes it out
    before the window's modules are imported, and the window still comes up."""
    script = textwrap.dedent(
        """
        import builtins, os
        from PySide6.QtWidgets import QMainWindow

        hooked = builtins.__import__ is not builtins.__orig_import__
        _show = QMainWindow.show

        def show(window):
            _show(window)
            print(hooked, builtins.__import__ is builtins.__orig_import__, type(window).__name__, flush=True)
            os._exit(0)

        QMainWindow.show = show
        from croupier.cli import main
        main(["gui", "--lang", "en"])
        """
    )
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    env.pop("CROUPIER_DATABASE_URL", None)
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False, env=env
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["True", "True", "MainWindow"], done.stdout


def test_the_app_gives_the_window_its_station_a_piece_a_turn(qtbot, translations, settings, speaker, store):
    settings.welcomed = True
    window = MainWindow(translations, settings, speaker, walkthrough=True, awaiting_station=True)
    qtbot.add_widget(window)
    window.show()
    qtbot.waitExposed(window)
    station = Station(store)
    done: list[bool] = []
    turns = QTimer()  # a zero timer ticks once a turn of the event loop
    turns.setInterval(0)
    seen: list[tuple[bool, bool]] = []  # (the station in, all done) at each turn
    turns.timeout.connect(lambda: seen.append((window.station is not None, bool(done))))
    turns.start()
    try:
        window.attach_station_in_steps(station, None, lambda: done.append(True))
        assert window.station is None  # nothing at the call: from the next turn on
        assert window.sign_in_page is None
        with pytest.raises(RuntimeError):
            window.attach_station(station)  # once per window, even while it is under way
        qtbot.waitUntil(lambda: done == [True], timeout=10000)
        turns.stop()
        assert window.station is station
        assert window.sign_in_page is not None
        assert window.sign_in_page.isVisible()
        assert window.walkthrough is not None
        assert window.walkthrough.walkthrough is not None  # the first hand dealt
        assert (True, False) in seen  # the window answered between the first piece and the last
    finally:
        turns.stop()
        window.close()
        station.close()


def last_word_printed(script: str, *args: str) -> str:
    """The last word ``script`` prints, run in a fresh interpreter (offscreen), which must succeed."""
    done = subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.split()[-1]
