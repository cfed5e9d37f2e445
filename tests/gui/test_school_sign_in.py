"""Trainees who sign in as themselves, through the real window on a real PostgreSQL server (a cluster of
this module's own): a password the server checks, chosen anew at the first sign-in; the same trainee
on a second station is refused while their sitting is open on the first, and told where; a station
killed mid-exam leaves a sitting the instructor sees as interrupted and grants again; a pass sealed
by the instructor's window verifies as issued, from its code and from its PDF."""

from __future__ import annotations

import base64
import csv
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from readback import result_rows
from school_windows import folder_station, login, shown_window, unlocked_instructor
from test_instructor_helpers import FakeDialogs

from croupier.drills.grading import solve
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.station import Station
from croupier.store import Store, StoreError
from croupier.store.outbox import STATION_FILE, Outbox
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, init_school

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
LEFT = Qt.MouseButton.LeftButton
HERE = Path(__file__).resolve().parent
STATION_PW = "station-pw-31"
INSTRUCTOR_PW = "instructor-pw-31"
FIRST_PW = "from-the-instructor"
ANNA_PW = "annas-own-password"
PASSPHRASE = "the seal of the school"


@pytest.fixture
def school(own_database: str) -> dict[str, object]:
    init_school(own_database, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    with Store(login(own_database, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        anna = instructor.roster.add("Anna Schmidt")
        instructor.roster.add("Ben Keller")
        exam = instructor.exams.create("Stud I", ["bring_in", "first_to_act"], 4, 0.5)
        instructor.logins.set_password(anna.id, FIRST_PW)
    return {"url": own_database, "anna": anna, "exam": exam}


def _window(qtbot, translations, settings, school, tmp_path: Path, name: str, dialogs=None):
    store = Store(login(str(school["url"]), STATION_ROLE, STATION_PW), station=name)
    station = folder_station(store, tmp_path / name)
    window = shown_window(qtbot, translations, settings, station, dialogs or FakeDialogs(confirmed=True))
    return window, station


def _close(*pairs: tuple[MainWindow, Station]) -> None:
    for window, station in pairs:
        window.close()
        station.close()
        station.store.close()


def _type_password(qtbot, window: MainWindow, name: str, password: str) -> None:
    page = window.sign_in_page
    window.activateWindow()
    page.refresh()
    page.find_field.clear()
    qtbot.keyClicks(page.find_field, name)
    qtbot.keyClick(page.find_field, Qt.Key.Key_Return)  # on to the password: nothing asked yet
    assert page.message.message() == ""
    page.password_field.clear()
    qtbot.keyClicks(page.password_field, password)
    qtbot.keyClick(page.password_field, Qt.Key.Key_Return)


def _answer_all(window: MainWindow) -> None:
    panel, controller = window.quiz_panel, window.quiz_panel.controller
    while controller.question is not None and panel.page() is panel.question_page:
        controller.answer(solve(controller.question).expected)
        if panel.page() is panel.question_page and panel.question_page.answered:
            panel.next_question()


def test_a_trainee_signs_in_with_their_password_and_a_second_station_is_refused_during_the_sitting(
    qtbot, school, tmp_path, translations, settings
):
    first = _window(qtbot, translations, settings, school, tmp_path, "station-a")
    second = _window(qtbot, translations, settings, school, tmp_path, "station-b")
    window, station = first
    try:
        page = window.sign_in_page
        assert page.password_field.isVisible()
        # The server's address is no trainee's business: not on the page, not in what goes wrong.
        assert "postgresql" not in page.where.text()
        where = station.store.status.location
        said = station.plain(StoreError(f"The login to {where} may not do this"))
        assert said == "The login to the school database may not do this"
        # The station's file holds sign-in tokens: for its own account only.
        assert (tmp_path / "station-a" / STATION_FILE).stat().st_mode & 0o777 == 0o600
        # A wrong password: refused by the server, which counts it.
        _type_password(qtbot, window, "Anna", "a guess")
        assert window.trainee is None
        assert "Wrong password. 4 more wrong tries and your name is locked" in page.message.message()
        # The instructor's password: in, once the trainee has chosen their own.
        _type_password(qtbot, window, "Anna", FIRST_PW)
        assert window.trainee is None
        assert page.title.text() == "Choose your own password"
        qtbot.keyClicks(page.new_password_field, ANNA_PW)
        qtbot.keyClick(page.new_password_field, Qt.Key.Key_Return)
        qtbot.keyClicks(page.again_password_field, ANNA_PW + "x")
        qtbot.keyClick(page.again_password_field, Qt.Key.Key_Return)
        assert "not the same" in page.message.message()
        qtbot.keyClicks(page.again_password_field, ANNA_PW)
        qtbot.mouseClick(page.change_button, LEFT)
        assert window.trainee is not None
        assert window.trainee.name == "Anna Schmidt"

        # The exam: begun by the server, which picked the seed.
        panel = window.quiz_panel
        exam = school["exam"]
        qtbot.mouseClick(panel.assigned_page.buttons[("exam", exam.id)], LEFT)  # type: ignore[attr-defined]
        assert panel.exam_in_progress()
        seed = panel.controller.session.seed
        panel.controller.answer(solve(panel.controller.question).expected)
        panel.next_question()

        # The same trainee at the second station: refused, and told where the sitting is open.
        other, _ = second
        _type_password(qtbot, other, "Anna", ANNA_PW)
        assert other.trainee is None
        message = other.sign_in_page.message.message()
        assert "Your exam sitting is open at station-a" in message, message

        # The sitting finished at the first station: the second signs her in.
        _answer_all(window)
        assert panel.page() is panel.summary_page
        assert "certificate is issued once the instructor" in panel.summary_page.result.text()
        assert station.writer.flush(20)
        assert window.sign_out()
        _type_password(qtbot, other, "Anna", ANNA_PW)
        assert other.trainee is not None
        other.quiz_panel.show_start()
        (item,) = other.quiz_panel.assigned_page.assigned.exams
        assert (item.passed, item.sittings_left) == (True, 0)
        with Store(login(str(school["url"]), INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
            (sitting,) = instructor.sittings.sittings(exam_id=exam.id)  # type: ignore[attr-defined]
            assert (sitting.seed, sitting.station, sitting.state.value) == (seed, "station-a", "finished")
            assert sitting.result is not None
            assert (sitting.result.correct, sitting.result.passed) == (4, True)
    finally:
        _close(first, second)


def test_a_station_killed_mid_exam_leaves_an_interrupted_sitting_the_instructor_grants_again(
    qtbot, school, tmp_path, translations, settings, gui_catalogues
):
    url = str(school["url"])
    with Store(login(url, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        instructor.sittings.set_timeout(3)  # seconds without a word: interrupted
        instructor.logins.set_password(school["anna"].id, ANNA_PW)  # type: ignore[attr-defined]
    with Store(login(url, STATION_ROLE, STATION_PW)) as station_store:
        first = station_store.logins.sign_in("Anna Schmidt", ANNA_PW, "probe")
        station_store.logins.change_password(first.token or "", ANNA_PW, ANNA_PW + "!")
    folder = tmp_path / "killed"
    folder.mkdir()
    process = subprocess.Popen(
        [
            sys.executable,
            str(HERE / "station_exam_process.py"),
            login(url, STATION_ROLE, STATION_PW),
            str(gui_catalogues),
            str(folder),
            "station-k",
            "Anna Schmidt",
            "Stud I",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ, CROUPIER_TRAINEE_PASSWORD=ANNA_PW + "!"),
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("sitting "), process.stderr.read() if process.stderr else line
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait(30)
    time.sleep(4)  # the killed station says nothing any more
    # Its sign-in was left open; the station's next start ends it (after what still waits).
    with Store(login(url, STATION_ROLE, STATION_PW), station="station-k") as again:
        restarted = Station(again, Outbox(folder / STATION_FILE), pgpass=folder / "pgpass")
        assert restarted.writer.flush(20)
        restarted.close()
    with Store(url) as owner, owner._access.engine.connect() as connection:
        ended = connection.exec_driver_sql(
            "SELECT signed_out_at IS NOT NULL FROM sign_ins WHERE station = 'station-k'"
        ).all()
        assert ended == [(True,)]

    dialogs = FakeDialogs(confirmed=True, save_path=str(tmp_path / "exam.csv"))
    pair = _window(qtbot, translations, settings, school, tmp_path, "desk", dialogs)
    window, _station = pair
    try:
        page = unlocked_instructor(qtbot, window, INSTRUCTOR_PW)
        page.tabs.setCurrentWidget(page.exam_page)
        exams = page.exam_page
        exams.select_exam(school["exam"].id)  # type: ignore[attr-defined]
        (row,) = result_rows(exams)
        assert (row[0], row[3], row[4]) == ("Anna Schmidt", "–", "interrupted")
        assert "1 interrupted" in exams.summary.text()
        exams.csv_button.click()
        rows = list(csv.reader((tmp_path / "exam.csv").open(encoding="utf-8-sig")))
        assert rows[1][0] == "Anna Schmidt"
        assert rows[1][rows[0].index("sitting")] == "interrupted"
        # Another sitting for her.
        assert exams.select_sitting(school["anna"].id)  # type: ignore[attr-defined]
        qtbot.mouseClick(exams.grant_button, LEFT)  # no reason given: nothing granted
        assert "Say why another sitting is granted" in exams.message.message()
        exams.grant_reason.setText("the station froze")
        qtbot.mouseClick(exams.grant_button, LEFT)
        assert "Anna Schmidt may sit “Stud I” once more" in exams.message.message()
        window.set_mode(View.DEAL)  # instructor mode locks

        # She signs in here and sits it again.
        _type_password(qtbot, window, "Anna", ANNA_PW + "!")
        assert window.trainee is not None
        panel = window.quiz_panel
        (item,) = panel.assigned_page.assigned.exams
        assert (item.sittings_used, item.sittings, item.sittings_left) == (1, 2, 1)
        qtbot.mouseClick(panel.assigned_page.buttons[("exam", item.exam.id)], LEFT)
        assert panel.exam_in_progress()
    finally:
        _close(pair)


def test_the_instructors_window_seals_a_pass_that_verifies_from_its_code_and_its_pdf(
    qtbot, school, tmp_path, translations, settings, capsys
):
    url = str(school["url"])
    with Store(login(url, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        instructor.logins.set_password(school["anna"].id, ANNA_PW)  # type: ignore[attr-defined]
    with Store(login(url, STATION_ROLE, STATION_PW)) as station_store:
        first = station_store.logins.sign_in("Anna Schmidt", ANNA_PW, "probe")
        station_store.logins.change_password(first.token or "", ANNA_PW, ANNA_PW + "!")
    dialogs = FakeDialogs(confirmed=True, save_path=str(tmp_path / "certificate.pdf"))
    pair = _window(qtbot, translations, settings, school, tmp_path, "station-s", dialogs)
    window, station = pair
    try:
        _type_password(qtbot, window, "Anna", ANNA_PW + "!")
        panel = window.quiz_panel
        exam = school["exam"]
        qtbot.mouseClick(panel.assigned_page.buttons[("exam", exam.id)], LEFT)  # type: ignore[attr-defined]
        _answer_all(window)
        assert station.writer.flush(20)
        assert window.sign_out()

        page = unlocked_instructor(qtbot, window, INSTRUCTOR_PW)
        # A first password for Ben, from the roster.
        page.tabs.setCurrentWidget(page.roster_page)
        qtbot.waitUntil(lambda: not page.roster_page.is_reading())  # read in the background
        roster = page.roster_page
        ben = next(t for t in roster.store.roster.trainees() if t.name == "Ben Keller")
        roster.select_trainee(ben.id)
        qtbot.keyClicks(roster.password_field, "bens-first-password")
        qtbot.mouseClick(roster.password_button, LEFT)
        assert "Ben Keller signs in with this password once" in roster.message.message()
        assert station.check_password("Ben Keller", "bens-first-password").must_change
        page.tabs.setCurrentWidget(page.exam_page)
        exams = page.exam_page
        exams.select_exam(exam.id)  # type: ignore[attr-defined]
        (row,) = result_rows(exams)
        assert (row[3], row[4], row[6]) == ("✓ Passed", "finished", "to be sealed")
        # The school's first seal, made with the passphrase typed: the pass is sealed at once.
        qtbot.keyClicks(exams.seal.seal_field, PASSPHRASE)
        qtbot.mouseClick(exams.seal.seal_button, LEFT)
        assert exams.seal.seal_open
        (row,) = result_rows(exams)
        code = row[6]
        assert len(code) == 9, row
        assert code[4] == "-"
        exams.seal.verify_field.setText(code)
        exams.seal.verify_certificate()
        verdict = exams.seal.verify_result.text()
        assert verdict.startswith(f"✓ {code}: Anna Schmidt passed “Stud I” with 4 of 4"), verdict
        assert f"({INSTRUCTOR_ROLE})" in verdict
        window.set_mode(View.DEAL)
        assert not exams.seal.seal_open  # the key is forgotten with instructor mode

        # The trainee saves her certificate from "Assigned to you".
        _type_password(qtbot, window, "Anna", ANNA_PW + "!")
        window.set_mode(View.QUIZ)
        panel.show_start()
        qtbot.mouseClick(panel.assigned_page.buttons[("certificate", exam.id)], LEFT)  # type: ignore[attr-defined]
        pdf = tmp_path / "certificate.pdf"
        assert pdf.is_file()
    finally:
        _close(pair)
    from croupier.cli import main  # noqa: PLC0415

    fingerprint = None
    with Store(login(url, STATION_ROLE, STATION_PW)) as anyone:
        fingerprint = anyone.seals.keys()[0].fingerprint
    assert (
        main(["school", "verify", "--pdf", str(pdf), "--fingerprint", fingerprint[:16], "--lang", "en"]) == 0
    )
    out = capsys.readouterr().out
    assert f"Certificate {code} is valid:" in out
    assert "Anna Schmidt" in out
    assert main(["school", "verify", "--pdf", str(pdf), "--fingerprint", "0" * 16, "--lang", "en"]) == 1
    # The certificate inside the PDF changed (another name): its signature no longer fits.
    data = pdf.read_bytes()
    packed = re.search(rb"<croupier:certificate>([A-Za-z0-9+/=]+)</croupier:certificate>", data)
    assert packed is not None
    document = json.loads(base64.b64decode(packed.group(1)))
    payload = json.loads(document["payload"])
    payload["trainee"] = "Ben Keller"
    document["payload"] = json.dumps(payload, sort_keys=True, separators=(",", ":"))
    forged = tmp_path / "forged.pdf"
    forged.write_bytes(data.replace(packed.group(1), base64.b64encode(json.dumps(document).encode())))
    assert main(["school", "verify", "--pdf", str(forged), "--fingerprint", fingerprint[:16]]) == 1
    assert "is not valid" in capsys.readouterr().err
