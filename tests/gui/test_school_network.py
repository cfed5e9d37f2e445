"""The school on a real PostgreSQL server (a cluster of this module's own, so that it can be stopped and
paused): two station processes sit an exam at once under the station login, the instructor sees
both through the instructor login; a station answering through a stopped and a hung server loses
nothing, counts nothing twice and never freezes."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from readback import is_unlocked, result_rows, room_polled, room_rows, trainees_shown, work_store
from school_logins import give_password, password_of
from school_windows import checked, login, opened, shown_window, unlocked_instructor
from stall import Stall
from test_instructor_helpers import FakeDialogs

from croupier.drills import TrainingMode
from croupier.drills.grading import solve
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.quiz import QuizConfig
from croupier.gui.station import Station
from croupier.store import Store
from croupier.store.outbox import STATION_FILE, Outbox
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, init_school

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
STATION_PW = "station-pw-7"
INSTRUCTOR_PW = "instructor-pw-7"
HERE = Path(__file__).resolve().parent


@pytest.fixture
def school(own_database: str) -> str:
    init_school(own_database, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    return own_database


def _window(qtbot, translations, settings, station: Station, dialogs=None) -> MainWindow:
    return shown_window(qtbot, translations, settings, station, dialogs or FakeDialogs())


def test_two_stations_sit_an_exam_at_once_and_the_instructor_sees_both(
    qtbot, school, gui_catalogues, tmp_path, translations, settings
):
    with Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        for name in ("Anna", "Ben"):
            give_password(instructor, login(school, STATION_ROLE, STATION_PW), instructor.roster.add(name))
        exam = instructor.exams.create("Stud I", ["bring_in", "first_to_act"], 4, 0.5)
    station_url = login(school, STATION_ROLE, STATION_PW)
    runs = {"Anna": ["2"], "Ben": ["1", "2", "3"]}
    processes = {}
    for name, wrong in runs.items():
        folder = tmp_path / name
        folder.mkdir()
        processes[name] = subprocess.Popen(
            [
                sys.executable,
                str(HERE / "station_process.py"),
                station_url,
                str(gui_catalogues),
                str(folder),
                name,
                "Stud I",
                *wrong,
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
    reports = {}
    for name, process in processes.items():
        out, err = process.communicate(timeout=180)
        assert process.returncode == 0, err
        reports[name] = json.loads(out.strip().splitlines()[-1])
    assert reports["Anna"] == {"trainee": "Anna", "correct": 3, "total": 4, "passed": True, "flushed": True}
    assert reports["Ben"] == {"trainee": "Ben", "correct": 1, "total": 4, "passed": False, "flushed": True}

    # The instructor's station: the station login, and instructor mode opened with the instructor's password.
    store = Store(station_url)
    station = Station(store, Outbox(tmp_path / STATION_FILE))
    window = _window(qtbot, translations, settings, station)
    try:
        assert window.sign_in_page.trainee_names() == ["Anna", "Ben"]
        window.set_mode(View.INSTRUCTOR)
        page = window.instructor_page
        qtbot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
        dialog = page.pin_dialog
        assert dialog.windowTitle() == "Instructor mode"
        assert "Enter the instructor password" in dialog._title.text()
        dialog.current_field.setText("wrong")
        dialog.submit()
        checked(qtbot, dialog)
        assert not is_unlocked(page)
        assert "Wrong password" in dialog.message.message()
        dialog.current_field.setText(INSTRUCTOR_PW)
        dialog.submit()
        opened(qtbot, page)
        assert work_store(page).url.username == INSTRUCTOR_ROLE
        page.tabs.setCurrentWidget(page.exam_page)
        page.exam_page.select_exam(exam.id)
        rows = result_rows(page.exam_page)
        assert [(row[0], row[2], row[3]) for row in rows] == [
            ("Anna", "3 of 4 (75%)", "✓ Passed"),
            ("Ben", "1 of 4 (25%)", "✗ Not passed"),
        ]
        # The instructor's login manages the roster; the password is nowhere on disk.
        page.tabs.setCurrentWidget(page.roster_page)
        qtbot.waitUntil(lambda: not page.roster_page.is_reading())  # read in the background
        page.roster_page.name_field.setText("Cleo")
        page.roster_page.add_trainee()
        assert "Cleo" in trainees_shown(page.roster_page)
        for path in tmp_path.rglob("*"):
            if path.is_file():
                assert INSTRUCTOR_PW.encode() not in path.read_bytes()
    finally:
        window.close()
        station.close()
        store.close()


def in_background(qtbot, work) -> None:
    """Run ``work`` in a thread while the event loop goes on, until it is done."""
    thread = threading.Thread(target=work)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=60000)


@pytest.mark.parametrize("fault", ["stopped", "hung"])
def test_twenty_answers_through_an_outage_arrive_once_and_the_window_never_freezes(
    qtbot, own_cluster, school, tmp_path, translations, settings, fault
):
    with Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        trainee = instructor.roster.add("Dana")
        give_password(instructor, login(school, STATION_ROLE, STATION_PW), trainee)
    store = Store(login(school, STATION_ROLE, STATION_PW))
    station = Station(store, Outbox(tmp_path / STATION_FILE))
    window = _window(qtbot, translations, settings, station)
    stall = None
    broken = False
    try:
        window.sign_in(station.check_password(trainee.name, password_of(trainee.name)))
        window.set_mode(View.QUIZ)
        panel = window.quiz_panel
        # A fixed set (the quiz deals all twenty questions at its start), so that the stall measured
        # is what recording costs the window, not dealing the next question.
        panel.start(QuizConfig(mode=TrainingMode.EXAM, skills=("bring_in", "pot_size"), count=20, seed=4))
        stall = Stall()
        for number in range(1, 21):
            if number == 6:
                # The first five are on the server; then it goes away. (The test waits with the
                # event loop running, and stops the server from another thread: the stall counts
                # only what the window itself does.)
                qtbot.waitUntil(lambda: station.writer.status.waiting == 0, timeout=20000)
                broken = True
                in_background(qtbot, own_cluster.stop if fault == "stopped" else own_cluster.pause)
            if number == 16:
                qtbot.waitUntil(lambda: "Offline" in window.store_status.text(), timeout=20000)
                assert "waiting for the school server" in window.store_status.text()
                in_background(qtbot, own_cluster.start if fault == "stopped" else own_cluster.resume)
                broken = False
            question = panel.controller.question
            assert question is not None, number  # never stuck on a question because of the store
            assert panel.controller.number == number
            panel.controller.answer(solve(question).expected if number % 3 else None)
            qtbot.wait(20)  # the event loop runs, as between a trainee's answers
        assert panel.page() is panel.summary_page
        assert panel.summary_page.summary.asked == 20
        qtbot.waitUntil(
            lambda: station.writer.status.waiting == 0 and station.writer.status.online, timeout=60000
        )
        qtbot.waitUntil(lambda: window.store_status.text() == "", timeout=10000)
        stall.stop()
        # Waiting on the server would block for the listener's 0.5 s poll or the 3 s read timeout
        # (the measure sees such a block: tests/gui/test_configuration_errors.py); the window's own
        # work is left out of it (benchmarks/stalls.py measures that).
        assert stall.longest < 250, f"the event loop stalled for {stall.longest:.0f} ms"
    finally:
        if stall is not None:
            stall.stop()
        if broken:
            own_cluster.start() if fault == "stopped" else own_cluster.resume()
        window.close()
        station.close()
        store.close()
    with Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as check:
        answers = check.attempts_for(trainee.id)
        assert len(answers) == 20
        assert len({a.uuid for a in answers}) == 20
        assert [a.correct for a in answers] == [n % 3 != 0 for n in range(1, 21)]
        (sitting,) = check.sessions_for(trainee.id)
        assert sitting.ended_at is not None
        assert {a.session_id for a in answers} == {sitting.id}
    time.sleep(0)


def test_instructor_mode_opens_through_a_hung_server_without_freezing_the_window(
    qtbot, own_cluster, school, tmp_path, translations, settings
):
    with Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        instructor.roster.add("Dana")
    store = Store(login(school, STATION_ROLE, STATION_PW))
    station = Station(store, Outbox(tmp_path / STATION_FILE))
    window = _window(qtbot, translations, settings, station)
    stall = None
    paused = False
    try:
        window.set_mode(View.INSTRUCTOR)
        page = window.instructor_page
        qtbot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
        dialog = page.pin_dialog
        in_background(qtbot, own_cluster.pause)
        paused = True
        stall = Stall()
        dialog.current_field.setText(INSTRUCTOR_PW)
        dialog.submit()
        assert dialog.checking
        assert dialog.message.message() == "Checking the password…"
        checked(qtbot, dialog)  # the server never answers: the login gives up (its connect timeout)
        stall.stop()
        assert not is_unlocked(page)
        assert "The password could not be checked" in dialog.message.message()
        # Waiting on the server would hold the window for seconds (tests/gui/stall.py).
        assert stall.longest < 250, f"the event loop stalled for {stall.longest:.0f} ms"
        in_background(qtbot, own_cluster.resume)
        paused = False
        assert dialog.ok_button.isEnabled()
        dialog.submit()  # the same password again, the server back
        opened(qtbot, page)
        assert work_store(page).url.username == INSTRUCTOR_ROLE
        assert trainees_shown(page.roster_page) == ["Dana"]
        assert page.authority.lockout.tries_left == 3  # a server that did not answer is no wrong try
    finally:
        if stall is not None:
            stall.stop()
        if paused:
            own_cluster.resume()
        window.close()
        station.close()
        store.close()


class StationProcess:
    """A station process and the lines it prints, read as they come."""

    def __init__(self, args: list[str]) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(HERE / "station_live_process.py"), *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: list[dict] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if line.startswith("{"):
                self.lines.append(json.loads(line))

    def said(self, key: str) -> dict | None:
        return next((line for line in self.lines if key in line), None)

    def finish(self) -> str:
        try:
            _, err = self.process.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            _, err = self.process.communicate()
        return err


def test_a_live_question_reaches_three_stations_at_once_and_their_answers_the_instructor(
    qtbot, school, gui_catalogues, tmp_path, translations, settings
):
    """The live room from the instructor's first action to the stored report: the game chosen and
    named everywhere, the room listing who is signed in with answered / not yet and then right or
    wrong, a station starting for the first time taken straight to the question, the round's
    report, and the live answers kept out of practice accuracy and assignment progress."""
    from croupier.reports.live import live_csv, live_report  # noqa: PLC0415

    with Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        for name in ("Anna", "Ben", "Cleo", "Dana", "Eva"):
            give_password(instructor, login(school, STATION_ROLE, STATION_PW), instructor.roster.add(name))
        assignment = instructor.assignments.assign("Bring-ins", ["bring_in"], 5)
    station_url = login(school, STATION_ROLE, STATION_PW)

    def station(name: str, how: str, *first: str) -> StationProcess:
        folder = tmp_path / name
        folder.mkdir()
        return StationProcess([station_url, str(gui_catalogues), str(folder), name, how, *first])

    stations = {
        "Anna": station("Anna", "right"),
        "Ben": station("Ben", "right"),
        "Cleo": station("Cleo", "wrong"),
        "Eva": station("Eva", "none"),  # signed in, never answers
    }
    store = Store(station_url)
    desk = Station(store, Outbox(tmp_path / STATION_FILE))
    dialogs = FakeDialogs()
    window = _window(qtbot, translations, settings, desk, dialogs)
    late = None
    try:
        page = unlocked_instructor(qtbot, window, INSTRUCTOR_PW)
        # Started from the projector's tab, as the README says: it leads to the Live class tab.
        page.tabs.setCurrentWidget(page.projector_tab)
        page.projector_tab.live_button.click()
        tab = page.live_tab
        assert page.tabs.currentWidget() is tab
        assert tab.available
        tab.title_field.setText("Tuesday, bring-ins")
        tab.game_box.setCurrentIndex(tab.game_box.findData("FR"))
        assert tab.game_box.currentText() == "Razz"
        tab.skill_picker.set_selected(["bring_in"])
        for name, process in stations.items():
            qtbot.waitUntil(
                lambda process=process: (
                    process.said("ready") is not None or process.process.poll() is not None
                ),
                timeout=90000,
            )
            assert process.said("ready"), (name, process.finish())
        asked_at = time.time()
        question = tab.start_round()
        assert question is not None
        assert question.payload["variant"] == "FR"
        assert tab.listener is not None
        assert room_polled(tab)
        # Everyone signed in is in the room at once (read in the background), Eva not answering.
        qtbot.waitUntil(
            lambda: {row[0] for row in room_rows(tab)} == {"Anna", "Ben", "Cleo", "Eva"}, timeout=10000
        )
        assert {name: state for name, _station, state in room_rows(tab)}["Eva"] == "not yet"
        assert "Razz" in tab.heading.text()
        qtbot.waitUntil(lambda: all(p.said("shown_at") is not None for p in stations.values()), timeout=30000)
        for name, process in stations.items():
            shown = process.said("shown_at")
            assert shown["question"] == question.id
            assert shown["shown_at"] - asked_at < 1.0, name
            assert shown["banner"] == "Live class · Razz · question 1", name
        # The answers arrive on the instructor's screen as they are given (NOTIFY, no polling).
        qtbot.waitUntil(lambda: tab.tally is not None and len(tab.tally.answered) == 3, timeout=20000)
        assert tab.tally.right == 2
        assert "Answered: 3 · right: 2" in tab.counts.text()
        assert sum(count for _, count in tab.tally.choices) == 3
        assert "█" in tab.bars.text()
        qtbot.waitUntil(lambda: sum(state == "answered" for *_, state in room_rows(tab)) == 3, timeout=10000)
        rows = {name: (where, state) for name, where, state in room_rows(tab)}
        assert rows == {
            "Anna": ("station Anna", "answered"),
            "Ben": ("station Ben", "answered"),
            "Cleo": ("station Cleo", "answered"),
            "Eva": ("station Eva", "not yet"),
        }
        projector = page.projector
        assert projector is not None
        assert projector.caption.text().startswith(tab.prompt.text())
        assert "Razz" in projector.title.text()
        # Never over the instructor's own window: with one screen, beside it or minimised.
        assert projector.isMinimized() or not projector.frameGeometry().intersects(window.frameGeometry())
        # A station that starts for the first time now is taken straight to the question (not
        # left on the first start's questions or behind the tour).
        late = station("Dana", "right", "first")
        qtbot.waitUntil(
            lambda: late.said("shown_at") is not None or late.process.poll() is not None, timeout=90000
        )
        shown = late.said("shown_at")
        assert shown is not None, late.finish()
        assert shown["question"] == question.id
        assert (shown["front"], shown["live_page_shown"], shown["tour"]) == ("quiz", True, False)
        qtbot.waitUntil(lambda: len(tab.tally.answered) == 4, timeout=20000)
        qtbot.waitUntil(lambda: "Dana" in {row[0] for row in room_rows(tab)}, timeout=10000)
        tab.reveal()
        assert tab.answer.text().startswith("Answer: ")
        rows = {name: state for name, _where, state in room_rows(tab)}
        assert rows == {
            "Anna": "✓ right",
            "Ben": "✓ right",
            "Cleo": "✗ wrong",
            "Dana": "✓ right",
            "Eva": "not yet",
        }
        for name, process in [*stations.items(), ("Dana", late)]:
            qtbot.waitUntil(lambda process=process: process.said("verdict") is not None, timeout=30000)
            verdict = process.said("verdict")["verdict"]
            if name == "Eva":
                assert verdict.startswith("The right answer: "), verdict
            else:
                assert verdict.startswith("✗" if name == "Cleo" else "✓"), (name, verdict)
        tab.end_round()
        # The round's report, from the Live tab: CSV and PDF.
        assert tab.reports.isVisible()
        dialogs.save_path = str(tmp_path / "tuesday.csv")
        tab.report_csv_button.click()
        dialogs.save_path = str(tmp_path / "tuesday.pdf")
        tab.report_pdf_button.click()
        assert tab.message.message() == f"Saved {tmp_path / 'tuesday.pdf'}."
    finally:
        for process in [*stations.values(), *([late] if late else [])]:
            process.finish()
        window.close()
        desk.close()
        store.close()
    with Store(login(school, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as check:
        anna = check.roster.find("Anna")
        assert [a.mode for a in check.attempts_for(anna.id)] == ["live"]  # in the trainee's history too
        # Kept apart: not in practice accuracy, nor in the assignment's progress.
        assert check.dashboard.skill_stats(anna.id) == []
        assert check.dashboard.skill_stats() == []
        assert [p.answered for p in check.assignments.class_progress(assignment.id)] == [0] * 5
        # The round's report: the question's table and answers by trainee, CSV and PDF.
        (live_round,) = check.live.rounds()
        assert live_round.title == "Tuesday, bring-ins"
        rows = list(
            csv.reader(io.StringIO((tmp_path / "tuesday.csv").read_text(encoding="utf-8-sig"), newline=""))
        )
        assert rows == list(csv.reader(io.StringIO(live_csv(check, live_round.id), newline="")))
        assert rows[0][:3] == ["round", "question", "asked at"]
        assert [(r[8], r[10]) for r in rows[1:]] == [
            ("Anna", "yes"),
            ("Ben", "yes"),
            ("Cleo", "no"),
            ("Dana", "yes"),
        ]
        assert {r[3] for r in rows[1:]} == {"Razz"}
        table, asked, right = rows[1][5:8]
        assert all((table, asked, right)), rows[1]  # the table, the question, the right answer
        assert (tmp_path / "tuesday.pdf").read_bytes().startswith(b"%PDF")
        assert live_report(check, live_round.id, tmp_path / "live.pdf") >= 1
