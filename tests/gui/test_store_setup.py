"""Opening the store for the app: this computer's file, the school server down (opened offline with a
notice, said once; answers wait in the station's outbox), a damaged or newer file (asked, set aside
or quit, never wiped). Nobody is signed in here, and no trainee is made up from the login name."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.settings import MemoryStore, Settings
from croupier.gui.store_setup import (
    Choice,
    Problem,
    ProblemKind,
    ask_with_message_box,
    open_store,
    store_notice,
)
from croupier.store import Store, StoreKind, default_sqlite_path

# Nothing listens on port 1: the connection is refused at once.
UNREACHABLE = "postgresql://coach@127.0.0.1:1/croupier"


class Asker:
    """Answers the store's question as told, and remembers what it was asked."""

    def __init__(self, *answers: Choice) -> None:
        self.answers = list(answers)
        self.asked: list[Problem] = []

    def __call__(self, problem: Problem) -> Choice:
        self.asked.append(problem)
        return self.answers.pop(0)


def _never(problem: Problem) -> Choice:
    raise AssertionError(f"nobody should be asked: {problem}")


def _settings(**values) -> Settings:
    return Settings(MemoryStore(values))


def _close(opened) -> None:
    if opened is not None:
        opened.store.close()


def test_the_default_is_this_computers_file_and_nobody_is_made_a_trainee(tmp_path):
    opened = open_store(_settings(), _never, data_dir=tmp_path, environ={})
    assert opened is not None
    try:
        assert opened.store.status.kind is StoreKind.LOCAL
        assert opened.store.path == default_sqlite_path(tmp_path)
        assert opened.outbox is None
        assert opened.store.roster.trainees() == []  # not the login name: the trainee signs in
        assert store_notice(opened.store) is None
    finally:
        _close(opened)


def test_the_school_server_down_opens_offline_with_a_notice_shown_once(
    tmp_path, qtbot, translations, speaker
):
    settings = _settings(**{Settings.DATABASE_URL: UNREACHABLE})
    opened = open_store(settings, _never, data_dir=tmp_path, environ={}, pgpass=tmp_path / "pgpass")
    try:
        assert opened.store.status.kind is StoreKind.OFFLINE
        assert opened.outbox is not None
        assert opened.outbox.path == tmp_path / "station.sqlite3"
        notice = store_notice(opened.store)
        assert notice.startswith("The school database does not answer")
        assert "go to the school by themselves" in notice
        window = MainWindow(translations, settings, speaker, store=opened.store, rng=random.Random(1))
        qtbot.add_widget(window)
        shown: list[str] = []
        window.statusBar().messageChanged.connect(shown.append)
        assert window.statusBar().currentMessage() == notice
        window.show()
        qtbot.waitExposed(window)
        window.set_mode(View.PROGRESS)
        window.set_mode(View.DEAL)
        assert notice not in shown  # not said again
        window.close()
    finally:
        _close(opened)


def test_the_environment_wins_over_the_settings_field(tmp_path):
    environ = {"CROUPIER_DATABASE_URL": UNREACHABLE}
    opened = open_store(_settings(), _never, data_dir=tmp_path, environ=environ, pgpass=tmp_path / "p")
    try:
        assert opened.store.status.kind is StoreKind.OFFLINE
    finally:
        _close(opened)


def _damaged(tmp_path: Path) -> Path:
    path = default_sqlite_path(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a database, but somebody's notes")
    return path


def test_a_damaged_file_is_set_aside_and_a_fresh_store_begins(tmp_path):
    path = _damaged(tmp_path)
    ask = Asker(Choice.SET_ASIDE)
    opened = open_store(_settings(), ask, data_dir=tmp_path, environ={})
    try:
        assert len(ask.asked) == 1
        problem = ask.asked[0]
        assert problem.kind is ProblemKind.CORRUPT
        assert problem.path == path
        assert problem.choices == (Choice.SET_ASIDE, Choice.QUIT)
        assert opened is not None
        assert opened.set_aside_to is not None
        assert opened.set_aside_to.name.startswith("croupier.sqlite3.unusable-")
        assert opened.set_aside_to.read_bytes() == b"this is not a database, but somebody's notes"
        assert opened.store.path == path
        assert opened.store.roster.trainees() == []
    finally:
        _close(opened)


def test_quitting_leaves_a_damaged_file_untouched(tmp_path):
    path = _damaged(tmp_path)
    before = path.read_bytes()
    ask = Asker(Choice.QUIT)
    assert open_store(_settings(), ask, data_dir=tmp_path, environ={}) is None
    assert len(ask.asked) == 1
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


def _from_the_future(tmp_path: Path) -> Path:
    with Store.open_default(data_dir=tmp_path, environ={}) as store:
        store.roster.add("Anna")
        path = store.path
    connection = sqlite3.connect(path)
    with connection:
        connection.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
    connection.close()
    return path


def test_a_file_from_a_newer_croupier_is_asked_about_and_never_set_aside(tmp_path):
    """Setting it aside would hide what the newer Croupier wrote: update, or run without saving."""
    path = _from_the_future(tmp_path)
    before = path.read_bytes()
    ask = Asker(Choice.QUIT)
    assert open_store(_settings(), ask, data_dir=tmp_path, environ={}) is None
    assert ask.asked[0].kind is ProblemKind.FUTURE
    assert ask.asked[0].path == path
    assert ask.asked[0].choices == (Choice.WITHOUT_SAVING, Choice.QUIT)
    assert "9999_from_the_future" in ask.asked[0].detail

    ask = Asker(Choice.WITHOUT_SAVING)
    opened = open_store(_settings(), ask, data_dir=tmp_path, environ={})
    try:
        assert opened is not None
        assert opened.set_aside_to is None
        assert opened.store.path is None  # nothing kept
    finally:
        _close(opened)
    assert path.read_bytes() == before


def test_a_folder_that_cannot_hold_the_file_offers_to_continue_without_saving(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")
    ask = Asker(Choice.WITHOUT_SAVING)
    opened = open_store(_settings(), ask, data_dir=blocker, environ={})
    try:
        assert ask.asked[0].kind is ProblemKind.UNUSABLE
        assert ask.asked[0].choices == (Choice.WITHOUT_SAVING, Choice.QUIT)
        assert opened.store.path is None
        assert "not being saved" in store_notice(opened.store)
    finally:
        _close(opened)


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_message_box_names_the_file_and_quits_by_default(tmp_path, qtbot, translations):
    problem = Problem(ProblemKind.CORRUPT, tmp_path / "croupier.sqlite3", "it is not an SQLite database")
    seen: dict[str, str] = {}

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen["text"] = box.text()
        seen["buttons"] = ", ".join(button.text() for button in box.buttons())
        box.escapeButton().click()

    QTimer.singleShot(0, answer)
    assert ask_with_message_box()(problem) is Choice.QUIT
    assert str(tmp_path / "croupier.sqlite3") in seen["text"]
    assert "Set it aside and start afresh" in seen["buttons"]
    assert "Quit Croupier" in seen["buttons"]
