"""The window's own station under faults, in the window's event loop, against a real school server
and a real small disk: the station's disk filled and freed mid-quiz, the server refusing writes
for a while. Every answer reaches the server exactly once, the writer's threads live through it,
and the status bar says what is going on."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from full_disk import small_disk
from school_windows import login, shown_window
from test_instructor_helpers import FakeDialogs

from croupier.drills import TrainingMode
from croupier.drills.grading import solve
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.quiz import QuizConfig
from croupier.gui.station import Station
from croupier.store import Store
from croupier.store.database import parse_url
from croupier.store.outbox import STATION_FILE, Outbox
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, init_school

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
STATION_PW = "station-pw-9"
INSTRUCTOR_PW = "instructor-pw-9"
DANA_PW = "dana-password-9"


@pytest.fixture
def school(own_database: str) -> str:
    init_school(own_database, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    return own_database


def _window(qtbot, translations, settings, station: Station) -> MainWindow:
    return shown_window(qtbot, translations, settings, station, FakeDialogs())


def _threads_alive() -> set[str]:
    return {thread.name for thread in threading.enumerate() if thread.is_alive()}


def _answer_all(qtbot, window: MainWindow, count: int, on_number) -> None:
    panel = window.quiz_panel
    panel.start(QuizConfig(mode=TrainingMode.EXAM, skills=("bring_in", "pot_size"), count=count, seed=4))
    for number in range(1, count + 1):
        on_number(number)
        question = panel.controller.question
        assert question is not None, number
        panel.controller.answer(solve(question).expected if number % 3 else None)
        qtbot.wait(20)
    assert panel.page() is panel.summary_page


def _check_stored(school: str, trainee_id: int, count: int) -> None:
    with Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as check:
        answers = check.attempts_for(trainee_id)
        assert len(answers) == count
        assert len({a.uuid for a in answers}) == count
        assert [a.correct for a in answers] == [n % 3 != 0 for n in range(1, count + 1)]
        (sitting,) = check.sessions_for(trainee_id)
        assert sitting.ended_at is not None
        assert {a.session_id for a in answers} == {sitting.id}


def test_the_station_disk_filled_and_freed_mid_quiz(qtbot, school, tmp_path: Path, translations, settings):
    with Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        trainee = instructor.roster.add("Dana")
        instructor.logins.set_password(trainee.id, DANA_PW)
    store = Store(login(school, STATION_ROLE, STATION_PW))
    with small_disk(tmp_path / "disk") as disk:
        station = Station(store, Outbox(disk.path / STATION_FILE))
        station.writer._retry = 0.2
        window = _window(qtbot, translations, settings, station)
        try:
            window.sign_in(store.logins.sign_in("Dana", DANA_PW, "station-9"))
            window.set_mode(View.QUIZ)

            def on_number(number: int) -> None:
                if number == 2:  # the first answer is on the server; then the disk fills up
                    qtbot.waitUntil(lambda: station.writer.status.waiting == 0, timeout=20000)
                    disk.fill()
                if number == 12:
                    qtbot.waitUntil(lambda: "kept in memory" in window.store_status.text(), timeout=20000)
                    text = window.store_status.text()
                    assert "the disk is full" in text, text
                    assert {"croupier-writer", "croupier-upload"} <= _threads_alive()
                    assert station.writer.alive
                    disk.free()

            _answer_all(qtbot, window, 20, on_number)
            qtbot.waitUntil(
                lambda: station.writer.status.waiting == 0 and station.writer.status.online, timeout=60000
            )
            qtbot.waitUntil(lambda: window.store_status.text() == "", timeout=10000)
            assert station.writer.alive
        finally:
            disk.free()
            window.close()
            assert station.close() == 0
            store.close()
    _check_stored(school, trainee.id, 20)


def _read_only(cluster, admin_url: str, *, on: bool) -> None:
    """The school's database takes no writes (or takes them again); the connections open now are
    ended (by the cluster's superuser), so every new one has the setting."""
    from sqlalchemy import create_engine, text  # noqa: PLC0415

    url = parse_url(admin_url)
    engine = create_engine(cluster.superuser_url(), isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as connection:
            value = "on" if on else "off"
            connection.execute(
                text(f'ALTER DATABASE "{url.database}" SET default_transaction_read_only = {value}')
            )
            connection.execute(
                text(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE datname = :d AND pid <> pg_backend_pid()"
                ),
                {"d": url.database},
            )
    finally:
        engine.dispose()


def test_a_read_only_school_server_mid_quiz(
    qtbot, own_cluster, school, tmp_path: Path, translations, settings
):
    with Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        trainee = instructor.roster.add("Dana")
        instructor.logins.set_password(trainee.id, DANA_PW)
    store = Store(login(school, STATION_ROLE, STATION_PW))
    station = Station(store, Outbox(tmp_path / STATION_FILE))
    window = _window(qtbot, translations, settings, station)
    read_only = False
    try:
        window.sign_in(store.logins.sign_in("Dana", DANA_PW, "station-9"))
        window.set_mode(View.QUIZ)

        def on_number(number: int) -> None:
            nonlocal read_only
            if number == 4:  # as a standby after a failover, or a school closed for maintenance
                qtbot.waitUntil(lambda: station.writer.status.waiting == 0, timeout=20000)
                _read_only(own_cluster, school, on=True)
                read_only = True
            if number == 15:
                qtbot.waitUntil(lambda: "the school refused" in window.store_status.text(), timeout=30000)
                text = window.store_status.text()
                assert "read-only server" in text, text
                assert "kept on this computer and tried again" in text
                _read_only(own_cluster, school, on=False)
                read_only = False

        _answer_all(qtbot, window, 20, on_number)
        qtbot.waitUntil(lambda: station.writer.status.waiting == 0, timeout=60000)
        qtbot.waitUntil(lambda: window.store_status.text() == "", timeout=10000)
    finally:
        if read_only:
            _read_only(own_cluster, school, on=False)
        window.close()
        station.close()
        store.close()
    _check_stored(school, trainee.id, 20)
