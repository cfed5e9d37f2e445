"""The school loop, end to end in the real window: the instructor assigns and sets an exam, the trainee
signs in and sees both, practises the assignment, sits the exam (some answers wrong on purpose) and
escapes nothing, the result is recorded, the instructor sees it on the Exams tab, the dashboard and
in the CSV, and seals it with the school's seal; the trainee then saves the certificate."""

from __future__ import annotations

import csv
import random
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from readback import is_unlocked, result_rows, row_texts, standing_text
from school_windows import opened
from test_instructor_helpers import FakeDialogs

from croupier.drills.grading import solve
from croupier.drills.levels import TrainingMode
from croupier.gui.app import lone_learner
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.station import Station
from croupier.speech import SilentSpeaker
from croupier.store import Store

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def dialogs(tmp_path: Path) -> FakeDialogs:
    return FakeDialogs(save_path=str(tmp_path / "out"))


@pytest.fixture
def window(qtbot, translations, settings, store, dialogs) -> MainWindow:
    station = Station(store)
    main = MainWindow(
        translations,
        settings,
        SilentSpeaker("no engine in the tests"),
        station=station,
        rng=random.Random(5),
        walkthrough=True,
        dialogs=dialogs,
    )
    qtbot.add_widget(main)
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    main.walkthrough.set_player_delay(1)
    yield main
    station.close()


def _unlock(qtbot, window: MainWindow, pin: str = "4711"):
    window.set_mode(View.INSTRUCTOR)
    page = window.instructor_page
    qtbot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
    dialog = page.pin_dialog
    if dialog.purpose.value == "set":
        dialog.new_field.setText(pin)
        dialog.repeat_field.setText(pin)
    else:
        dialog.current_field.setText(pin)
    qtbot.mouseClick(dialog.ok_button, LEFT)
    return opened(qtbot, page)  # checked, and the roster read, in the background


def _answer_all(window: MainWindow, wrong: set[int] = frozenset()) -> int:
    """Answer the quiz's questions to the end, the ones numbered in ``wrong`` wrongly."""
    panel = window.quiz_panel
    controller = panel.controller
    asked = 0
    while controller.question is not None and panel.page() is panel.question_page:
        asked += 1
        question = controller.question
        controller.answer(None if asked in wrong else solve(question).expected)
        if panel.page() is panel.question_page and panel.question_page.answered:
            panel.next_question()
    return asked


def test_assign_sign_in_practise_sit_the_exam_and_see_the_result(qtbot, window, store, dialogs, tmp_path):
    # The window opens on the sign-in page: nobody is signed in, no trainee was made up.
    assert window.trainee is None
    assert window.sign_in_page.isVisible()
    assert store.roster.trainees() == []
    assert not window.top_bar.mode_buttons["quiz"].isEnabled()

    # The instructor: creates the PIN on purpose, a trainee, an assignment and an exam.
    page = _unlock(qtbot, window)
    page.tabs.setCurrentWidget(page.roster_page)
    qtbot.waitUntil(lambda: not page.roster_page.is_reading())  # read in the background
    page.roster_page.name_field.setText("Anna Berger")
    page.roster_page.add_trainee()
    page.roster_page.school_name.setText("Spielbank Dealerschule")
    page.roster_page.instructor_name.setText("Petra Koch")
    page.roster_page.save_school()
    page.tabs.setCurrentWidget(page.assignments_page)
    assignments = page.assignments_page
    assignments.name_field.setText("Bring-in week")
    assignments.skill_picker.set_selected(["bring_in"])
    assignments.questions.setValue(3)
    assert assignments.assign() is not None
    page.tabs.setCurrentWidget(page.exam_page)
    exams = page.exam_page
    exams.form.name_field.setText("Stud I")
    exams.form.skill_picker.set_selected(["bring_in", "first_to_act"])
    exams.form.questions.setValue(5)
    exams.form.pass_mark.setValue(60)
    exams.form.time_limit.setValue(10)
    exam = exams.form.create_exam()
    assert exam is not None
    assert exam.time_limit == 600
    assert exam.sittings == 1
    assert "Nobody has sat" in exams.summary.text()
    window.set_mode(View.DEAL)  # leaving instructor mode locks it
    assert not is_unlocked(page)
    assert window.sign_in_page.isVisible()

    # The trainee signs in on the sign-in page and sees what is assigned.
    sign_in = window.sign_in_page
    assert sign_in.trainee_names() == ["Anna Berger"]
    qtbot.keyClicks(sign_in.find_field, "anna")
    qtbot.keyClick(sign_in.find_field, Qt.Key.Key_Return)
    assert window.trainee.name == "Anna Berger"
    assert window.mode is View.QUIZ
    panel = window.quiz_panel
    assert panel.page() is panel.assigned_page
    assigned = panel.assigned_page
    work_button = assigned.buttons[("assignment", assignments.store.assignments.assignments()[0].id)]
    exam_button = assigned.buttons[("exam", exam.id)]
    assert work_button.text() == "Practise (3 left)"
    assert exam_button.text() == "Start exam"
    assert "Signed in: Anna Berger" in window.trainee_label.text()

    # The assignment: exactly its skill and count; the progress follows.
    qtbot.mouseClick(work_button, LEFT)
    assert panel.controller.config.skills == ("bring_in",)
    assert panel.controller.session.count == 3
    assert _answer_all(window) == 3
    panel.show_start()
    (work,) = assigned.assigned.work
    assert (work.answered, work.done) == (3, True)

    # The exam: asked first, then everything that could change it is locked.
    dialogs.confirmed = True
    qtbot.mouseClick(assigned.buttons[("exam", exam.id)], LEFT)
    assert panel.controller.exam == exam
    assert window.exam_band.isVisible()
    assert "Exam: Stud I" in window.exam_band.text()
    assert "left" in window.exam_band.text()  # the time limit runs
    top = window.top_bar
    assert not top.variant_box.isEnabled()
    assert not top.players_box.isEnabled()
    assert not top.stakes_box.isEnabled()
    assert not top.reveal_action.isEnabled()
    assert not panel.controller.hint()  # no hints
    settings_dialog = window.open_settings()
    assert not settings_dialog.rules_form.isEnabled()
    assert not settings_dialog.game_page.variant_box.isEnabled()
    settings_dialog.reject()
    # Leaving is asked; saying no stays in the exam (Deal mode, sign-out, closing the window).
    dialogs.confirmed = False
    window.set_mode(View.DEAL)
    assert window.mode is View.QUIZ
    assert not window.sign_out()
    window.close()
    assert window.isVisible()
    assert panel.exam_in_progress()
    # Some answers wrong on purpose: 3 of 5 right passes a 60 % mark.
    assert _answer_all(window, wrong={2, 4}) == 5
    assert not window.exam_band.isVisible()
    assert top.variant_box.isEnabled()
    summary = panel.summary_page
    assert panel.page() is summary
    assert summary.title.text() == "Exam “Stud I” passed"
    assert "3 of 5 right (60%); pass mark 60%" in summary.result.text()
    assert "certificate is issued once the instructor" in summary.result.text()
    assert not summary.certificate_button.isVisible()  # not before it is sealed

    # Recorded: two sessions with their answers, the sitting with its score.
    assert window.station.writer.flush(10)
    anna = store.roster.find("Anna Berger")
    sessions = store.sessions_for(anna.id)
    assert [(s.activity, s.exam_id is not None) for s in sessions] == [("quiz", False), ("exam", True)]
    assert all(s.ended_at is not None for s in sessions)
    (result,) = store.exams.results(exam_id=exam.id)
    assert (result.correct, result.total, result.passed, result.abandoned) == (3, 5, True, False)
    assert result.seconds is not None
    assert {score.skill for score in result.breakdown} <= {"bring_in", "first_to_act"}
    assert len(store.attempts_for(anna.id)) == 8

    # No second sitting: the exam is passed (and had one sitting).
    panel.show_start()
    assert ("exam", exam.id) not in assigned.buttons

    # The instructor sees it: the Exams tab, the dashboard, the CSV; and seals it.
    assert window.sign_out()
    page = _unlock(qtbot, window)
    page.tabs.setCurrentWidget(page.exam_page)
    page.exam_page.select_exam(exam.id)
    (row,) = result_rows(page.exam_page)
    assert row[0] == "Anna Berger"
    assert row[2] == "3 of 5 (60%)"
    assert row[3] == "✓ Passed"
    assert row[4] == "finished"
    assert row[6] == "to be sealed"
    assert "1 of 1 trainees who finished a sitting passed" in page.exam_page.summary.text()
    page.exam_page.seal.seal_field.setText("the seal of this computer")
    qtbot.mouseClick(page.exam_page.seal.seal_button, LEFT)
    (row,) = result_rows(page.exam_page)
    code = row[6]
    assert len(code) == 9
    page.exam_page.seal.verify_field.setText(code.lower().replace("-", ""))
    page.exam_page.seal.verify_certificate()
    assert "Anna Berger passed “Stud I” with 3 of 5" in page.exam_page.seal.verify_result.text()
    page.tabs.setCurrentWidget(page.dashboard_page)
    qtbot.waitUntil(lambda: not page.dashboard_page.is_reading())  # read in the background
    assert standing_text(page.dashboard_page, "Anna Berger") == ("1 of 1\ndone", "Stud I\n✓ 60%")
    page.tabs.setCurrentWidget(page.roster_page)
    qtbot.waitUntil(lambda: not page.roster_page.is_reading())  # read in the background
    assert row_texts(page.roster_page, "Anna Berger")[1] == "2"  # sessions
    assert row_texts(page.roster_page, "Anna Berger")[5] == "1 of 1 done"
    page.tabs.setCurrentWidget(page.exam_page)
    exam_csv = tmp_path / "exam.csv"
    dialogs.save_path = str(exam_csv)
    page.exam_page.csv_button.click()
    rows = list(csv.reader(exam_csv.open(encoding="utf-8-sig")))
    assert rows[1][0] == "Anna Berger"
    assert code in rows[1]
    assert "finished" in rows[1]
    answers_csv = tmp_path / "answers.csv"
    dialogs.save_path = str(answers_csv)
    page.tabs.setCurrentWidget(page.roster_page)
    qtbot.waitUntil(lambda: not page.roster_page.is_reading())  # read in the background
    page.roster_page.select_trainee(anna.id)
    page.roster_page.csv_button.click()
    answers = list(csv.reader(answers_csv.open(encoding="utf-8-sig")))
    assert len(answers) == 1 + 8  # a row per answer
    assert any("Who brings it in" in cell for cell in answers[1])

    # The trainee saves the sealed certificate from "Assigned to you".
    window.set_mode(View.DEAL)
    window.sign_in(anna)
    window.set_mode(View.QUIZ)
    panel.show_start()
    certificate = tmp_path / "certificate.pdf"
    dialogs.save_path = str(certificate)
    qtbot.mouseClick(assigned.buttons[("certificate", exam.id)], LEFT)
    assert certificate.is_file()
    text = subprocess.run(
        ["pdftotext", str(certificate), "-"], capture_output=True, text=True, check=True
    ).stdout  # poppler-utils: installed by make
    for wanted in ("Anna Berger", "Stud I", "60", code, "Spielbank Dealerschule", "Petra Koch"):
        assert wanted in text, wanted


def test_leaving_an_exam_records_an_abandoned_sitting(qtbot, window, store, dialogs):
    anna = store.roster.add("Anna")
    exam = store.exams.create("Stud I", ["bring_in"], 4, 0.5, sittings=2)
    window.sign_in(anna)
    panel = window.quiz_panel
    item = next(item for item in panel.assigned_page.assigned.exams if item.exam.id == exam.id)
    assert item.sittings_left == 2
    panel.start_exam(item)
    panel.controller.answer(solve(panel.controller.question).expected)
    panel.next_question()
    dialogs.confirmed = True
    window.set_mode(View.DEAL)  # leaving the quiz leaves the exam, once confirmed
    assert window.mode is View.DEAL
    assert not window.exam_band.isVisible()
    assert window.station.writer.flush(10)
    (result,) = store.exams.results(exam_id=exam.id)
    assert (result.correct, result.total, result.passed, result.abandoned) == (1, 4, False, True)
    (sitting,) = [s for s in store.sessions_for(anna.id) if s.exam_id == exam.id]
    assert sitting.abandoned
    window.set_mode(View.QUIZ)
    panel.show_start()
    item = next(item for item in panel.assigned_page.assigned.exams if item.exam.id == exam.id)
    assert item.sittings_left == 1


def test_an_exam_whose_time_runs_out_ends_and_counts_the_rest_wrong(qtbot, window, store):
    anna = store.roster.add("Anna")
    exam = store.exams.create("Quick", ["bring_in"], 5, 0.2, time_limit=60)
    window.sign_in(anna)
    panel = window.quiz_panel
    clock = [1000.0]
    panel.set_clock(lambda: clock[0])
    panel.start_exam(next(item for item in panel.assigned_page.assigned.exams))
    panel.controller.answer(solve(panel.controller.question).expected)
    panel.next_question()
    clock[0] += 61
    qtbot.waitUntil(lambda: panel.page() is panel.summary_page, timeout=3000)
    assert panel.summary_page.sitting.correct == 1
    assert panel.summary_page.sitting.total == 5
    assert panel.summary_page.sitting.passed  # 1 of 5 reaches 20 %
    assert window.station.writer.flush(10)
    (result,) = store.exams.results(exam_id=exam.id)
    assert (result.correct, result.total) == (1, 5)


def test_a_walkthrough_exam_hand_cannot_be_escaped(qtbot, window, store, dialogs):
    anna = store.roster.add("Anna")
    window.sign_in(anna)
    window.set_mode(View.DEAL)
    panel = window.walkthrough
    panel.set_mode(TrainingMode.EXAM)
    panel.start_new_hand()
    panel.press_key("S")  # the first duty: the hand is under way
    assert panel.exam_hand_in_progress()
    assert not panel.controls.mode_box.isEnabled()
    assert not panel.controls.new_button.isEnabled()
    assert not window.top_bar.variant_box.isEnabled()
    assert not window.top_bar.reveal_action.isEnabled()
    hand = panel.walkthrough
    panel.start_new_hand()
    assert panel.walkthrough is hand
    dialogs.confirmed = False
    window.set_mode(View.QUIZ)
    assert window.mode is View.DEAL


def test_the_lone_learner_names_a_profile_once(qtbot, translations, settings, tmp_path):
    path = tmp_path / "progress.sqlite3"
    with Store(f"sqlite:///{path}") as store:
        station = Station(store)
        assert lone_learner(station) is None  # nobody yet: the page asks for a name
        window = MainWindow(translations, settings, SilentSpeaker("x"), station=station, walkthrough=True)
        qtbot.add_widget(window)
        window.show()
        page = window.sign_in_page
        assert page.title.text() == "Welcome to Croupier"
        assert not page.trainee_list.isVisible()
        qtbot.keyClicks(page.name_field, "Jo Lerner")
        qtbot.keyClick(page.name_field, Qt.Key.Key_Return)
        assert window.trainee.name == "Jo Lerner"
        window.close()
        station.close()
    with Store(f"sqlite:///{path}") as again:
        # The next start: signed in at once, never asked again.
        station = Station(again)
        try:
            assert lone_learner(station).name == "Jo Lerner"
        finally:
            station.close()  # its writer's thread must not outlive the store (nor this test)


def test_the_walkthrough_shows_what_is_assigned_and_leads_there(qtbot, window, store):
    anna = store.roster.add("Anna")
    store.assignments.assign("Pots", ["pot_size"], 5, trainee_id=anna.id)
    window.sign_in(anna)
    window.set_mode(View.DEAL)
    button = window.walkthrough.assigned_button
    assert button.isVisible()
    assert button.text() == "Assigned to you: 1 open →"
    qtbot.mouseClick(button, LEFT)
    assert window.mode is View.QUIZ
    assert window.quiz_panel.page() is window.quiz_panel.assigned_page
    assert window.sign_out()
    assert not window.walkthrough.assigned_button.isVisible()
