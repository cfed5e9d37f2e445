"""Fixtures for the GUI tests: the compiled catalogues, English installed, a window."""

from __future__ import annotations

import random
import shutil
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

import pytest
from escapes import escapes_caught
from gui_catalogue import build_catalogues
from PySide6.QtCore import QEvent, QLocale, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from croupier.gui.collector import WindowThreadCollector
from croupier.gui.main_window import MainWindow
from croupier.gui.settings import MemoryStore, Settings
from croupier.i18n import Language, Translations
from croupier.speech import SilentSpeaker


@pytest.fixture(autouse=True)
def _widgets_possible(qapp) -> None:
    """Widgets need a QApplication; a QCoreApplication made earlier in the process cannot host them."""
    if not isinstance(qapp, QApplication):
        pytest.skip("a QCoreApplication was created before the GUI tests: run them in their own process")


@pytest.fixture(scope="session", autouse=True)
def _collected_on_the_window_thread(qapp) -> Iterator[None]:
    """As in the trainer (``create_application``): cyclic garbage is collected on the window's
    thread only, never by a worker thread that happens to allocate (croupier/gui/collector.py).
    From the first GUI test to the end of the run: a test's windows outlive it as garbage, and the
    next test's threads would otherwise free them. (tests/conftest.py collects after each test.)"""
    collector = WindowThreadCollector(qapp)
    collector.start()
    yield
    collector.stop()


@pytest.fixture(autouse=True)
def _no_real_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    """A window's questions go to the dialogs a test passes in; a real modal dialog would wait for
    an answer nobody gives (the run would hang), so opening one fails the test instead."""
    from croupier.gui.instructor.dialogs import QtDialogs  # noqa: PLC0415

    def refuse(name: str) -> object:
        def opened(_self: object, _parent: object, title: str, *_args: object) -> None:
            pytest.fail(f"a real {name} dialog was opened ({title!r}): pass the window test dialogs")

        return opened

    for name in ("open_file", "save_file", "ask_text", "confirm"):
        monkeypatch.setattr(QtDialogs, name, refuse(name))


def _on_screen(widget: QWidget, pos: QPoint | None) -> bool:
    if not widget.isVisible() or widget.rect().isEmpty():
        return False
    return pos is None or widget.rect().contains(pos)


def _clickable(qtbot: QtBot, widget: object, pos: QPoint | None) -> None:
    """Wait, turning the event loop, until ``widget`` is laid out and on screen, as it is before a
    person can click it; fail if it never is.

    A widget made or moved by the last click is placed by its layout at the next turn of the event
    loop. A click sent before that hits the widget where it was put first (a button of height 0, a
    point outside it) and Qt drops it, or not, depending on what else the machine is doing: that is
    how the chip quiz's test failed in about half of all CI runs (issue 29)."""
    if not isinstance(widget, QWidget):
        return
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    if _on_screen(widget, pos) or not widget.window().isVisible():
        return  # (a test may drive a widget it never shows: no person clicks that)
    try:
        qtbot.waitUntil(lambda: _on_screen(widget, pos), timeout=2000)
    except qtbot.TimeoutError:
        pytest.fail(
            f"clicked {widget!r} ({widget.objectName() or widget.accessibleName() or 'unnamed'}) while it "
            f"was not on screen: visible {widget.isVisible()}, geometry {widget.geometry()}, point {pos}"
        )


@pytest.fixture(autouse=True)
def _clicks_on_screen(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every mouse click of a test lands where a person could click: see ``_clickable``."""

    def wrap(name: str) -> None:
        original = getattr(QTest, name)

        def clicked(widget: object, button: Qt.MouseButton, *args: Any, **kwargs: Any) -> None:
            pos = kwargs.get("pos", args[1] if len(args) > 1 else None)
            _clickable(qtbot, widget, pos if isinstance(pos, QPoint) and not pos.isNull() else None)
            original(widget, button, *args, **kwargs)

        monkeypatch.setattr(QtBot, name, staticmethod(clicked))

    for name in ("mouseClick", "mouseDClick", "mousePress"):
        wrap(name)


@pytest.fixture(autouse=True)
def _no_exception_escapes(qapp) -> Iterator[None]:
    """A GUI test fails when an exception reached Qt's event loop while it ran, or got away another
    way (``escapes.escapes_caught`` says what pytest-qt alone misses)."""
    with escapes_caught():
        yield


# The threads a station starts for its store (croupier.store.writer, croupier.store.listener).
_STATION_THREADS = frozenset({"croupier-writer", "croupier-upload", "croupier-listen"})


def _station_threads() -> set[threading.Thread]:
    return {thread for thread in threading.enumerate() if thread.name in _STATION_THREADS}


@pytest.fixture(autouse=True)
def _no_station_left_open() -> Iterator[None]:
    """A test closes the stations it opens: a writer left running outlives its store and its test
    and writes into the next one's (a window's close closes its station)."""
    before = _station_threads()
    yield
    deadline = time.monotonic() + 5.0
    while (left := _station_threads() - before) and time.monotonic() < deadline:
        time.sleep(0.02)
    if left:
        pytest.fail("the test left a station open: " + ", ".join(sorted(t.name for t in left)))


@pytest.fixture(scope="session")
def gui_catalogues(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with croupier_de.qm and croupier_en.qm, compiled from the committed catalogues."""
    folder, _ = build_catalogues(tmp_path_factory.mktemp("gui_qm"))
    return folder


@pytest.fixture
def translations(qapp: QApplication, gui_catalogues: Path) -> Iterator[Translations]:
    """English installed (from a neutral "C" system locale); uninstalled afterwards."""
    installed = Translations(qapp, Language.ENGLISH, directory=gui_catalogues, system_locale=QLocale("C"))
    yield installed
    installed.uninstall()


@pytest.fixture
def settings() -> Settings:
    """In-memory settings: animations off so the table is exact at once, 6 players."""
    return Settings(MemoryStore({Settings.ANIMATIONS: False, Settings.PLAYERS: 6}))


@pytest.fixture
def speaker() -> SilentSpeaker:
    return SilentSpeaker("no engine in the tests")


@pytest.fixture
def window(qtbot, translations: Translations, settings: Settings, speaker: SilentSpeaker) -> MainWindow:
    """The main window at 1280x800, shown offscreen."""
    main = MainWindow(translations, settings, speaker, rng=random.Random(5))
    qtbot.add_widget(main)
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    return main


@pytest.fixture(scope="session")
def empty_progress_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new progress file, made once: each test's store starts from a copy of this one (a copy
    takes a few milliseconds, making a file with its tables about 50)."""
    from croupier.store import Store  # noqa: PLC0415 - the store for the tests that ask for it
    from croupier.store.database import sqlite_revision  # noqa: PLC0415
    from croupier.store.schema import head_revision  # noqa: PLC0415

    path = tmp_path_factory.mktemp("empty_progress") / "progress.sqlite3"
    Store(f"sqlite:///{path}").close()
    assert sqlite_revision(path) == head_revision(), "the whole schema is in the file itself"
    return path


@pytest.fixture
def store(tmp_path: Path, empty_progress_file: Path) -> Iterator[Any]:
    """A progress store in a file of its own (croupier.store.Store), new and empty."""
    from croupier.store import Store  # noqa: PLC0415 - the store for the tests that ask for it

    path = tmp_path / "progress.sqlite3"
    shutil.copyfile(empty_progress_file, path)
    opened = Store(f"sqlite:///{path}")
    yield opened
    opened.close()


class QuizWindow(NamedTuple):
    window: MainWindow
    store: Any  # croupier.store.Store, imported with the fixture
    trainee: Any  # its croupier.store.Trainee
    settings: Settings


@pytest.fixture
def quiz_window(qtbot, translations: Translations, settings: Settings, store: Any) -> Iterator[QuizWindow]:
    """The Quiz in front, in a window recording for Anna Berger in the test's progress file."""
    trainee = store.roster.add("Anna Berger")
    window = MainWindow(
        translations, settings, SilentSpeaker("none"), store=store, trainee=trainee, rng=random.Random(5)
    )
    qtbot.add_widget(window)
    window.resize(1280, 800)
    window.show()
    window.set_mode("quiz")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    yield QuizWindow(window, store, trainee, settings)
    window.close()
