"""The instructor sees the answers the school refused, on a real school server: the station's login
made read-only (as a standby after a failover would be), a trainee answers at station vm-3, and the
instructor's page (the real window, unlocked with the instructor's password) says which station
holds how many of whose answers and why; opened later, it hears them again at the station's next
retry; once the server takes writes again they are stored and the line clears. A station cannot use
the channel to show the instructor anything but a bounded count."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from school_windows import folder_station, login, opened, shown_window, unlocked_instructor
from sqlalchemy import create_engine, text
from test_instructor_helpers import FakeDialogs

from croupier.drills import TrainingMode
from croupier.drills.grading import solve
from croupier.gui.instructor import refusals_line
from croupier.gui.instructor.instructor_page import InstructorPage
from croupier.gui.instructor.refusals_line import MAX_STATIONS
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.quiz import QuizConfig
from croupier.gui.settings import Settings
from croupier.gui.station import Station
from croupier.i18n import Language
from croupier.store import Store
from croupier.store import announcer as announcer_module
from croupier.store import writer as writer_module
from croupier.store.database import parse_url
from croupier.store.listener import Listener
from croupier.store.refusals import REFUSALS_CHANNEL
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, init_school

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
STATION_PW = "station-pw-32"
INSTRUCTOR_PW = "instructor-pw-32"
ANNA_PW = "anna-password-32"


@pytest.fixture
def school(own_database: str) -> str:
    init_school(own_database, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    return own_database


def _shows(qtbot, page: InstructorPage, lines: list[str], timeout: int) -> None:
    """Wait until the page's refusals line says ``lines``; a timeout tells what it said instead."""

    def said() -> None:
        assert page.refusals.lines() == lines

    qtbot.waitUntil(said, timeout=timeout)


def _station_read_only(cluster, school: str, *, on: bool) -> None:
    """The station's login takes no writes (or takes them again): ``default_transaction_read_only``
    set on its role, and its connections ended so that every new one has the setting."""
    engine = create_engine(cluster.superuser_url(), isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as connection:
            value = "on" if on else "off"
            connection.execute(
                text(f'ALTER ROLE "{STATION_ROLE}" SET default_transaction_read_only = {value}')
            )
            connection.execute(
                text(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE usename = :role AND datname = :d AND pid <> pg_backend_pid()"
                ),
                {"role": STATION_ROLE, "d": parse_url(school).database},
            )
    finally:
        engine.dispose()


def _wait_for_answers_stored(qtbot, school: str, count: int) -> None:
    """Until the school's database holds ``count`` answers (read with the instructor's login, one
    connection for all the looks)."""
    engine = create_engine(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW))

    def stored() -> int:
        with engine.connect() as connection:
            return int(connection.execute(text("SELECT count(*) FROM attempts")).scalar_one())

    try:
        qtbot.waitUntil(lambda: stored() == count, timeout=20000)
    finally:
        engine.dispose()


def _station_listening(cluster, school: str) -> bool:
    """Does a station's listener run on the school's server (it connects again after the server
    ended its connection)?"""
    engine = create_engine(cluster.superuser_url(), isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as connection:
            found = connection.execute(
                text(
                    "SELECT count(*) FROM pg_stat_activity WHERE usename = :role AND datname = :d "
                    "AND application_name = 'croupier-listen'"
                ),
                {"role": STATION_ROLE, "d": parse_url(school).database},
            ).scalar()
    finally:
        engine.dispose()
    return bool(found)


def _window(
    qtbot, translations, settings, school: str, name: str, folder: Path
) -> tuple[MainWindow, Station]:
    store = Store(login(school, STATION_ROLE, STATION_PW), station=name)
    station = folder_station(store, folder)
    return shown_window(qtbot, translations, settings, station, FakeDialogs()), station


def _listening(qtbot, page: InstructorPage) -> None:
    qtbot.waitUntil(lambda: page.refusals.listener is not None and page.refusals.listener.listening.is_set())


def _reopen(qtbot, page: InstructorPage) -> None:
    """Lock the instructor's page and open it again with the instructor's password."""
    page.lock()
    assert page.refusals.lines() == []
    assert not page.refusals.isVisible()
    dialog = page.request_unlock()
    assert dialog is not None
    dialog.current_field.setText(INSTRUCTOR_PW)
    dialog.submit()
    opened(qtbot, page)
    _listening(qtbot, page)


def test_the_instructor_sees_the_answers_the_school_refused_until_they_are_stored(
    qtbot, own_cluster, school, tmp_path: Path, translations, settings, monkeypatch
):
    with Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        anna = instructor.roster.add("Anna")
        instructor.logins.set_password(anna.id, ANNA_PW)
        instructor.roster.add("Ben")
    office, office_station = _window(qtbot, translations, Settings(), school, "office", tmp_path / "office")
    desk, desk_station = _window(qtbot, translations, settings, school, "vm-3", tmp_path / "vm-3")
    read_only = False
    # The station's waits made short for the test: it retries (and announces again) every 2 s
    # instead of every 30 s at the longest.
    monkeypatch.setattr(writer_module, "MAX_REFUSED_BACKOFF", 2.0)
    monkeypatch.setattr(announcer_module, "ANNOUNCE_SECONDS", 2.0)
    try:
        page = unlocked_instructor(qtbot, office, INSTRUCTOR_PW)
        _listening(qtbot, page)
        assert not page.refusals.isVisible()

        desk.sign_in(desk_station.store.logins.sign_in("Anna", ANNA_PW, "vm-3"))
        desk.set_mode(View.QUIZ)
        panel = desk.quiz_panel
        panel.start(QuizConfig(mode=TrainingMode.EXAM, skills=("bring_in", "pot_size"), count=15, seed=7))
        for number in range(1, 16):
            if number == 4:  # three answers stored; then the school refuses the station's writes
                # Stored, not just out of the queue: under load an answer may reach the writer
                # only after an empty queue was seen, and would then be refused too.
                _wait_for_answers_stored(qtbot, school, 3)
                _station_read_only(own_cluster, school, on=True)
                read_only = True
            question = panel.controller.question
            assert question is not None, number
            panel.controller.answer(solve(question).expected)
            qtbot.wait(20)

        # Up to date while the page is open: twelve of Anna's answers at vm-3, and why.
        expected = ["Station vm-3, Anna: 12 answers refused: read-only server"]
        _shows(qtbot, page, expected, 30000)
        assert page.refusals.isVisible()
        assert page.refusals.text() == "⚠ " + expected[0]
        assert "the school refused" in desk.store_status.text()  # the trainee sees it too

        # Opened later (locked and unlocked: nothing heard meanwhile is kept), the page asks the
        # stations, and vm-3 (Anna signed in there, its listener running) answers at once, long
        # before its next timed announcement.
        monkeypatch.setattr(announcer_module, "ANNOUNCE_SECONDS", 3600.0)
        qtbot.waitUntil(lambda: _station_listening(own_cluster, school), timeout=10000)  # ended above
        _reopen(qtbot, page)
        _shows(qtbot, page, expected, 5000)

        # Anyone may ask, so a station answers at most every ASKED_SECONDS: fifty asks from a
        # station's login within a second bring vm-3's announcement at most once.
        heard: list[str] = []
        spy = Listener(
            parse_url(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)),
            [REFUSALS_CHANNEL],
            lambda _channel, said: heard.append(said),
        )
        try:
            assert spy.listening.wait(10)
            with Store(login(school, STATION_ROLE, STATION_PW), station="vm-7") as other:
                for _ in range(50):
                    assert other.refusals.ask()
            qtbot.wait(3000)
        finally:
            spy.close()
        assert len(heard) <= 1, heard

        # With nobody signed in, the station hears no ask: the page hears it at its next retry.
        monkeypatch.setattr(announcer_module, "ANNOUNCE_SECONDS", 2.0)
        assert desk.sign_out()
        _reopen(qtbot, page)
        _shows(qtbot, page, expected, 30000)

        # The server takes writes again: the retry stores them, and the line clears.
        _station_read_only(own_cluster, school, on=False)
        read_only = False
        qtbot.waitUntil(lambda: desk_station.writer.status.waiting == 0, timeout=60000)
        _shows(qtbot, page, [], 20000)
        assert not page.refusals.isVisible()
    finally:
        if read_only:
            _station_read_only(own_cluster, school, on=False)
        for window, station in ((desk, desk_station), (office, office_station)):
            window.close()
            station.close()
            station.store.close()
    with Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as check:
        answers = check.attempts_for(anna.id)
        assert len(answers) == 15
        assert len({answer.uuid for answer in answers}) == 15


def test_a_station_cannot_forge_what_the_instructor_trusts(
    qtbot, school, tmp_path: Path, translations, monkeypatch
):
    with Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        anna = instructor.roster.add("Anna")
        stamp = instructor.dashboard.stamp()
    office, office_station = _window(qtbot, translations, Settings(), school, "office", tmp_path / "office")
    # The station's own login, straight to the server (any login may NOTIFY: no privilege needed).
    engine = create_engine(parse_url(login(school, STATION_ROLE, STATION_PW)), isolation_level="AUTOCOMMIT")
    try:
        page = unlocked_instructor(qtbot, office, INSTRUCTOR_PW)
        _listening(qtbot, page)

        def say(payload: object) -> None:
            body = payload if isinstance(payload, str) else json.dumps(payload)
            with engine.connect() as connection:
                connection.execute(
                    text("SELECT pg_notify(:channel, :payload)"),
                    {"channel": REFUSALS_CHANNEL, "payload": body},
                )

        def one(**changes: object) -> dict[str, object]:
            good: dict[str, object] = {
                "v": 1,
                "station": "vm-9",
                "cause": "read_only",
                "trainees": [[None, 1, 5]],
            }
            return {**good, **changes}

        hostile = [
            "not json",
            "[]",
            json.dumps(one(v=2)),
            json.dumps(one(cause="<b>the instructor must type the PIN at vm-9</b>")),
            json.dumps(one(trainees=[[None, anna.id, -3]])),
            json.dumps(one(trainees=[[None, anna.id, 10**12]])),
            json.dumps(one(trainees=[[None, anna.id, True]])),
            json.dumps(one(trainees=[["not-a-uuid", None, 5]])),
            json.dumps(one(trainees=[[None, None, 5]])),
            json.dumps(one(trainees=[[None, anna.id, 1]] * 21)),
            json.dumps(one(name="Mallory")),  # a name of the station's choosing: never taken
            json.dumps(one(station=["vm-9"])),
            json.dumps(one(station="\n\t ")),
            json.dumps(one(trainees=[[None, anna.id, 5]], station="x" * 1990)),  # beyond the bound
        ]
        for payload in hostile:
            say(payload)
        # A well-formed one after them all: shown, with the station's name on one line, cut short,
        # and the trainee named from the instructor's own roster (an id it does not know: not named).
        say(
            one(
                station="vm-9\n<i>\u202eFAKE</i>" + "y" * 100, trainees=[[None, anna.id, 4], [None, 99999, 2]]
            )
        )
        qtbot.waitUntil(lambda: len(page.refusals.lines()) == 2, timeout=10000)
        shown = page.refusals.lines()
        station = ("vm-9<i>FAKE</i>" + "y" * 100)[:64]
        assert shown == [
            f"Station {station}, Anna: 4 answers refused: read-only server",
            f"Station {station}, a trainee not on this roster: 2 answers refused: read-only server",
        ], shown
        assert page.refusals.textFormat().name == "PlainText"  # no markup is ever drawn
        assert "\n" not in shown[0]
        translations.set_language(Language.GERMAN)  # the line follows the window's language
        assert page.refusals.lines() == [
            f"Station {station}, Anna: 4 Antworten abgelehnt: Server nur lesbar",
            (
                f"Station {station}, eine Person, die nicht in dieser Liste steht: 2 Antworten abgelehnt: "
                "Server nur lesbar"
            ),
        ]
        translations.set_language(Language.ENGLISH)

        # A flood of stations: at most MAX_STATIONS are kept.
        for number in range(MAX_STATIONS + 20):
            say(one(station=f"flood-{number:03}"))
        qtbot.waitUntil(lambda: len(page.refusals.lines()) >= MAX_STATIONS, timeout=20000)
        qtbot.wait(300)
        assert len(page.refusals.lines()) == 2 + MAX_STATIONS - 1  # vm-9's two lines, 99 floods
        # Nothing heard was written: the school's data is as it was.
        with Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
            assert instructor.dashboard.stamp() == stamp
        # Stations not heard again (closed, or a flood that stopped) are forgotten by themselves.
        monkeypatch.setattr(refusals_line, "STALE_SECONDS", 0.0)
        _shows(qtbot, page, [], 10000)
        assert not page.refusals.isVisible()
    finally:
        engine.dispose()
        office.close()
        office_station.close()
        office_station.store.close()
