"""Classes in the real window's instructor mode (this computer's file, behind the PIN): the
Dashboard's class box limits the rows, figures, trend and the class CSV and PDF to one class; the
Roster shows each trainee's class and moves one to another; the Exams tab edits an exam not yet sat
and, once it has been sat, changes only its window and sittings and says why."""

from __future__ import annotations

import csv
import random
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QDateTime
from readback import row_texts
from school_windows import unlocked_instructor
from test_instructor_helpers import FakeDialogs, answer, known_class, new_store

from croupier.gui.instructor.roster_page import CLASS_COLUMN
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
PIN = "2468"


@pytest.fixture
def store(tmp_path):
    store = new_store(tmp_path)
    store.instructor.set_pin(PIN)
    yield store
    store.close()


@pytest.fixture
def ids(store) -> dict[str, int]:
    """Anna, Ben and Cleo in "Class 1" (their answers: known_class); Dora in "Evening", 2 of 2."""
    found = known_class(store)
    evening = store.classes.add("Evening", term="2027 spring")
    dora = store.roster.add("Dora", class_id=evening.id)
    answer(store, dora.id, "bring_in", [(True, 3.0), (True, 3.0)], day=2)
    return found | {"Dora": dora.id, "evening": evening.id}


@pytest.fixture
def dialogs() -> FakeDialogs:
    return FakeDialogs()


@pytest.fixture
def page(qtbot, translations, settings, speaker, store, ids, dialogs):
    trainee = store.roster.get_or_add("Station 1")
    window = MainWindow(
        translations, settings, speaker, store=store, trainee=trainee, rng=random.Random(5), dialogs=dialogs
    )
    qtbot.add_widget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    page = unlocked_instructor(qtbot, window, PIN)
    yield page
    window.set_mode(View.DEAL)
    window.close()


def _rows(dashboard) -> list[str]:
    grid = dashboard.grid
    return [grid.verticalHeaderItem(row).text() for row in range(grid.rowCount())]


def _overall(dashboard, name: str) -> str:
    return dashboard.grid.item(_rows(dashboard).index(name), 0).text()


def test_the_dashboard_class_box_limits_figures_trend_and_reports(qtbot, page, store, dialogs, tmp_path):
    dashboard = page.dashboard_page
    with qtbot.waitSignal(dashboard.refreshed, timeout=10_000):
        page.tabs.setCurrentWidget(dashboard)
    assert dashboard.class_box.isVisible()
    assert [dashboard.class_box.itemText(i) for i in range(dashboard.class_box.count())] == [
        "All classes",
        "Class 1",
        "Evening",
    ]
    assert _rows(dashboard) == ["Anna", "Ben", "Cleo", "Dora", "Station 1"]
    assert sum(point.attempts for point in dashboard.class_chart.points) == 4 + 4 + 2

    with qtbot.waitSignal(dashboard.refreshed, timeout=10_000):
        dashboard.class_box.setCurrentIndex(dashboard.class_box.findText("Evening"))
    assert _rows(dashboard) == ["Dora"]
    assert _overall(dashboard, "Dora").startswith("100%")
    assert [(p.attempts, p.correct) for p in dashboard.class_chart.points] == [(2, 2)]
    assert dashboard.class_chart.chart().title() == "Evening"
    assert dashboard.trainee_box.currentText() == "Dora"

    dialogs.save_path = str(tmp_path / "evening.csv")
    dashboard.csv_button.click()
    assert dialogs.asked[-1] == ("save", "Export the class's results")
    rows = list(csv.reader((tmp_path / "evening.csv").open(encoding="utf-8-sig")))
    assert {row[0] for row in rows[1:]} == {"Dora"}
    dialogs.save_path = str(tmp_path / "evening.pdf")
    dashboard.pdf_button.click()
    assert "Saved" in dashboard.message.message()
    assert (tmp_path / "evening.pdf").read_bytes().startswith(b"%PDF")

    with qtbot.waitSignal(dashboard.refreshed, timeout=10_000):
        dashboard.class_box.setCurrentIndex(dashboard.class_box.findText("Class 1"))
    assert _rows(dashboard) == ["Anna", "Ben", "Cleo", "Station 1"]
    assert [(p.attempts, p.correct) for p in dashboard.class_chart.points] == [(3, 2), (5, 2)]
    dialogs.save_path = str(tmp_path / "first.csv")
    dashboard.csv_button.click()
    rows = list(csv.reader((tmp_path / "first.csv").open(encoding="utf-8-sig")))
    assert {row[0] for row in rows[1:]} == {"Anna", "Ben"}


def test_the_roster_shows_the_class_and_moves_a_trainee(qtbot, page, store, ids):
    roster = page.roster_page
    page.tabs.setCurrentWidget(roster)
    qtbot.waitUntil(lambda: not roster.is_reading())  # read in the background
    assert roster.table.horizontalHeaderItem(CLASS_COLUMN).text() == "Class"
    assert row_texts(roster, "Anna")[CLASS_COLUMN] == "Class 1"
    assert row_texts(roster, "Dora")[CLASS_COLUMN] == "Evening"
    roster.select_trainee(ids["Anna"])
    assert roster.move_button.isVisible()
    assert roster.move_button.isEnabled()
    actions = {action.text(): action for action in roster.move_button.menu().actions()}
    assert set(actions) == {"Class 1", "Evening (2027 spring)"}
    assert actions["Class 1"].isChecked()
    assert not actions["Class 1"].isEnabled()  # already there
    with qtbot.waitSignal(roster.roster_changed):
        actions["Evening (2027 spring)"].trigger()
    assert store.roster.get(ids["Anna"]).class_id == ids["evening"]
    assert row_texts(roster, "Anna")[CLASS_COLUMN] == "Evening"
    assert roster.message.message() == "Anna is now in Evening; their answers and results stay theirs."
    # Her answers moved with her: the dashboard's Evening has her figures beside Dora's.
    dashboard = page.dashboard_page
    with qtbot.waitSignal(dashboard.refreshed, timeout=10_000):
        page.tabs.setCurrentWidget(dashboard)
    with qtbot.waitSignal(dashboard.refreshed, timeout=10_000):
        dashboard.class_box.setCurrentIndex(dashboard.class_box.findText("Evening"))
    assert _rows(dashboard) == ["Anna", "Dora"]
    assert _overall(dashboard, "Anna").startswith("75%")


def test_an_exam_not_yet_sat_is_edited_in_the_form(qtbot, page, store):
    exams = page.exam_page
    page.tabs.setCurrentWidget(exams)
    exam = store.exams.create("Stud I", ["bring_in"], 10, 0.8)
    exams.refresh()
    exams.select_exam(exam.id)
    exams.edit_button.click()
    assert exams.form.title() == "Edit “Stud I”"
    assert exams.form.create_button.text() == "Save changes"
    assert exams.form.name_field.text() == "Stud I"
    assert exams.form.questions.value() == 10
    exams.form.name_field.setText("Stud, week 1")
    exams.form.questions.setValue(12)
    exams.form.schedule.closes_check.setChecked(True)
    closes = QDateTime.currentDateTime().addDays(3)
    exams.form.schedule.closes.setDateTime(closes)
    exams.form.create_button.click()
    edited = store.exams.get(exam.id)
    assert (edited.name, edited.questions) == ("Stud, week 1", 12)
    assert edited.closes_at is not None
    assert abs(edited.closes_at.timestamp() - closes.toSecsSinceEpoch()) < 60
    assert exams.message.message() == "“Stud, week 1” is saved with your changes."
    assert "Stud, week 1 · 12 questions" in exams.exam_list.currentItem().text()
    assert exams.form.create_button.text() == "Create exam"  # the form makes new exams again
    assert len(store.exams.exams()) == 1


def test_an_exam_that_was_sat_keeps_its_questions_and_says_why(qtbot, page, store, ids):
    exams = page.exam_page
    page.tabs.setCurrentWidget(exams)
    exam = store.exams.create("Stud I", ["bring_in"], 4, 0.5)
    store.exams.record_result(exam.id, ids["Anna"], 3, 4)
    exams.refresh()
    exams.select_exam(exam.id)
    exams.edit_button.click()
    assert "“Stud I” has been sat" in exams.message.message()
    assert "graded against the same exam" in exams.message.message()
    assert not exams.form.questions.isEnabled()
    assert not exams.form.name_field.isEnabled()
    assert exams.form.sittings.isEnabled()
    exams.form.sittings.setValue(3)
    exams.form.schedule.opens_check.setChecked(True)
    opens = datetime.now(UTC) + timedelta(hours=1)
    exams.form.schedule.opens.setDateTime(QDateTime.fromSecsSinceEpoch(int(opens.timestamp())))
    exams.form.create_button.click()
    kept = store.exams.get(exam.id)
    assert (kept.name, kept.questions, kept.sittings) == ("Stud I", 4, 3)
    assert kept.opens_at is not None
    assert "saved" in exams.message.message()


def test_cancelling_an_edit_leaves_the_exam_as_it_was(qtbot, page, store):
    exams = page.exam_page
    page.tabs.setCurrentWidget(exams)
    exam = store.exams.create("Stud I", ["bring_in"], 10, 0.8)
    exams.refresh()
    exams.select_exam(exam.id)
    exams.edit_button.click()
    exams.form.questions.setValue(30)
    assert exams.form.cancel_edit_button.isVisible()
    exams.form.cancel_edit_button.click()
    assert store.exams.get(exam.id).questions == 10
    assert exams.form.create_button.text() == "Create exam"
    assert exams.form.name_field.text() == ""


def test_the_new_texts_in_german(qtbot, page, store, ids, translations):
    from croupier.i18n import Language  # noqa: PLC0415

    dashboard, roster, exams = page.dashboard_page, page.roster_page, page.exam_page
    with qtbot.waitSignal(dashboard.refreshed, timeout=10_000):
        page.tabs.setCurrentWidget(dashboard)
    translations.set_language(Language.GERMAN)
    qtbot.waitUntil(lambda: dashboard.class_box.itemText(0) == "Alle Klassen")
    page.tabs.setCurrentWidget(roster)
    qtbot.waitUntil(lambda: not roster.is_reading())  # read in the background
    assert roster.move_button.text() == "In Klasse verschieben"
    assert roster.table.horizontalHeaderItem(CLASS_COLUMN).text() == "Klasse"
    roster.select_trainee(ids["Ben"])
    with qtbot.waitSignal(roster.roster_changed):
        next(a for a in roster.move_button.menu().actions() if a.text().startswith("Evening")).trigger()
    assert roster.message.message() == "Ben ist jetzt in Evening; Antworten und Ergebnisse bleiben erhalten."
    page.tabs.setCurrentWidget(exams)
    exam = store.exams.create("Stud I", ["bring_in"], 4, 0.5)
    store.exams.record_result(exam.id, ids["Anna"], 3, 4)
    exams.refresh()
    exams.select_exam(exam.id)
    assert exams.edit_button.text() == "Prüfung bearbeiten"
    exams.edit_button.click()
    assert exams.form.create_button.text() == "Änderungen speichern"
    assert exams.message.message().startswith("„Stud I“ wurde schon abgelegt")


def test_a_window_that_closes_before_it_opens_is_refused_in_words(qtbot, page, store):
    exams = page.exam_page
    page.tabs.setCurrentWidget(exams)
    exam = store.exams.create("Stud I", ["bring_in"], 10, 0.8)
    exams.refresh()
    exams.select_exam(exam.id)
    exams.edit_button.click()
    opens = QDateTime.currentDateTime().addDays(2)
    exams.form.schedule.opens_check.setChecked(True)
    exams.form.schedule.opens.setDateTime(opens)
    exams.form.schedule.closes_check.setChecked(True)
    exams.form.schedule.closes.setDateTime(opens.addDays(-1))
    exams.form.create_button.click()
    assert exams.message.message() == "The exam must close after it opens: change its window."
    assert store.exams.get(exam.id).opens_at is None  # nothing saved; the form keeps the edit
    assert exams.form.create_button.text() == "Save changes"
    # A withdrawn exam is not edited any more.
    exams.form.cancel_edit_button.click()
    exams.withdraw_button.click()
    assert not exams.edit_button.isEnabled()


def test_one_class_shows_no_class_box_and_no_move(qtbot, translations, settings, speaker, tmp_path):
    """This computer's file of before: one class, nothing to choose (the column still names it)."""
    store = new_store(tmp_path / "one")
    try:
        known_class(store)
        store.instructor.set_pin(PIN)
        window = MainWindow(translations, settings, speaker, store=store, rng=random.Random(5))
        qtbot.add_widget(window)
        window.resize(900, 600)
        window.show()
        qtbot.waitExposed(window)
        page = unlocked_instructor(qtbot, window, PIN)
        dashboard = page.dashboard_page
        with qtbot.waitSignal(dashboard.refreshed, timeout=10_000):
            page.tabs.setCurrentWidget(dashboard)
        assert not dashboard.class_box.isVisible()
        roster = page.roster_page
        page.tabs.setCurrentWidget(roster)
        qtbot.waitUntil(lambda: not roster.is_reading())  # read in the background
        roster.select_trainee(store.roster.find("Anna").id)
        assert not roster.move_button.isVisible()
        assert row_texts(roster, "Anna")[CLASS_COLUMN] == "Class 1"
        window.set_mode(View.DEAL)
        window.close()
    finally:
        store.close()
