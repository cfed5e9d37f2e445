"""The roster, assignments and exams pages: what is done in the UI is what the store holds."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from PySide6.QtCore import QDate, QLocale, Qt
from readback import assignment_names, result_rows, row_texts, trainees_shown
from test_instructor_helpers import FakeDialogs, known_class, new_store

from croupier.gui.instructor.assignments_page import AssignmentsPage
from croupier.gui.instructor.exam_page import ExamPage
from croupier.gui.instructor.roster_page import RosterPage
from croupier.store import NewAttempt

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

SKILLS = ("bring_in", "acts_now", "pot_size")


def _title(name: str) -> str:
    return {"bring_in": "Bring-in", "acts_now": "Who acts now", "pot_size": "Pot size"}[name]


@pytest.fixture
def store(tmp_path):
    store = new_store(tmp_path)
    yield store
    store.close()


@pytest.fixture
def ids(store) -> dict[str, int]:
    return known_class(store)


@pytest.fixture
def dialogs() -> FakeDialogs:
    return FakeDialogs()


def _click(qtbot, button) -> None:
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


# ----------------------------------------------------------------------------------- roster


@pytest.fixture
def roster(qtbot, translations, store, ids, dialogs) -> RosterPage:
    page = RosterPage(store, dialogs)
    qtbot.add_widget(page)
    page.resize(1000, 600)
    page.show()
    page.refresh()
    return page


def test_the_roster_lists_trainees_with_their_figures(roster):
    assert trainees_shown(roster) == ["Anna", "Ben", "Cleo"]
    _name, sessions, questions, accuracy, last, _assignments, status, _class = row_texts(roster, "Anna")
    assert (sessions, questions, accuracy, status) == ("2", "4", "75%", "Active")
    # The last session began today (the answers in it are dated earlier); in the locale's short format.
    assert last.startswith(QLocale().toString(QDate.currentDate(), QLocale.FormatType.ShortFormat))
    assert row_texts(roster, "Cleo")[2:5] == ["0", "–", "never"]


def test_a_trainee_added_in_the_roster_is_in_the_store(qtbot, roster, store):
    qtbot.keyClicks(roster.name_field, "  Dana   Fischer ")
    with qtbot.waitSignal(roster.roster_changed):
        _click(qtbot, roster.add_button)
    assert store.roster.find("Dana Fischer") is not None
    assert "Dana Fischer" in trainees_shown(roster)
    assert roster.selected_trainee().name == "Dana Fischer"
    assert roster.name_field.text() == ""
    assert roster.message.message() == "Dana Fischer added."


def test_a_duplicate_name_is_refused_with_a_clear_message(qtbot, roster, store):
    roster.name_field.setText("anna")
    with qtbot.assertNotEmitted(roster.roster_changed):
        qtbot.keyClick(roster.name_field, Qt.Key.Key_Return)
    assert roster.message.kind == "error"
    assert roster.message.message() == (
        "There is already a trainee called Anna. Use another name, such as a surname."
    )
    assert [t.name for t in store.roster.trainees()] == ["Anna", "Ben", "Cleo"]
    assert roster.name_field.text() == "anna"  # kept, to be corrected


def test_an_empty_name_is_refused(qtbot, roster, store):
    roster.name_field.setText("   ")
    _click(qtbot, roster.add_button)
    assert roster.message.message() == "Type the trainee's name first."
    assert len(store.roster.trainees()) == 3


def test_renaming_in_the_roster_renames_in_the_store(qtbot, roster, store, ids, dialogs):
    roster.select_trainee(ids["Anna"])
    dialogs.text = "Anna Berg"
    _click(qtbot, roster.rename_button)
    assert store.roster.get(ids["Anna"]).name == "Anna Berg"
    assert trainees_shown(roster) == ["Anna Berg", "Ben", "Cleo"]
    assert ("text", "New name for Anna:") in dialogs.asked
    dialogs.text = "BEN"
    _click(qtbot, roster.rename_button)
    assert store.roster.get(ids["Anna"]).name == "Anna Berg"
    assert "already a trainee called Ben" in roster.message.message()


def test_archiving_and_restoring_in_the_roster(qtbot, roster, store, ids, dialogs):
    assert not roster.restore_button.isEnabled()
    roster.select_trainee(ids["Ben"])
    dialogs.confirmed = False
    _click(qtbot, roster.archive_button)
    assert not store.roster.get(ids["Ben"]).archived
    dialogs.confirmed = True
    _click(qtbot, roster.archive_button)
    assert store.roster.get(ids["Ben"]).archived
    assert trainees_shown(roster) == ["Anna", "Cleo"]
    roster.show_archived.setChecked(True)
    assert trainees_shown(roster) == ["Anna", "Ben", "Cleo"]
    assert row_texts(roster, "Ben")[6] == "Archived"
    roster.select_trainee(ids["Ben"])
    assert not roster.archive_button.isEnabled()
    _click(qtbot, roster.restore_button)
    assert not store.roster.get(ids["Ben"]).archived
    assert row_texts(roster, "Ben")[6] == "Active"


def test_an_archived_trainee_whose_name_is_taken_again_cannot_be_restored(qtbot, roster, store, ids):
    store.roster.archive(ids["Ben"])
    store.roster.add("Ben")
    roster.show_archived.setChecked(True)
    roster.select_trainee(ids["Ben"])
    _click(qtbot, roster.restore_button)
    assert store.roster.get(ids["Ben"]).archived
    assert roster.message.message() == (
        "Ben cannot be restored: an active trainee has that name. Rename one of them first."
    )


# ----------------------------------------------------------------------------------- assignments


@pytest.fixture
def assignments(qtbot, translations, store, ids, dialogs) -> AssignmentsPage:
    page = AssignmentsPage(store, dialogs, SKILLS, _title)
    qtbot.add_widget(page)
    page.resize(1100, 700)
    page.show()
    page.refresh()
    return page


def test_an_assignment_to_the_class(qtbot, assignments, store):
    assignments.name_field.setText("Openers")
    assignments.skill_picker.set_selected(["bring_in", "pot_size"])
    assignments.questions.setValue(5)
    assignments.due_date.setDate(QDate.currentDate().addDays(3))
    assert assignments.target.currentText() == "The whole class"
    with qtbot.waitSignal(assignments.assignments_changed):
        _click(qtbot, assignments.assign_button)
    (given,) = store.assignments.assignments()
    assert (given.drill_set, given.skills, given.questions, given.trainee_id) == (
        "Openers",
        ("bring_in", "pot_size"),
        5,
        None,
    )
    due = given.due_at.astimezone()
    expected = (datetime.now().astimezone() + timedelta(days=3)).date()
    assert (due.date(), due.hour, due.minute) == (expected, 23, 59)
    assert assignment_names(assignments) == ["Openers"]
    assert assignments.message.message() == "“Openers” assigned to The whole class."
    assert assignments.skill_picker.selected() == []


def test_an_assignment_to_one_trainee_without_a_due_date_and_its_progress(qtbot, assignments, store, ids):
    assignments.name_field.setText("Pots")
    assignments.skill_picker.set_selected(["pot_size"])
    assignments.questions.setValue(2)
    assignments.no_due_date.setChecked(True)
    assert not assignments.due_date.isEnabled()
    assignments.target.setCurrentIndex(assignments.target.findText("Ben"))
    given = assignments.assign()
    assert (given.trainee_id, given.due_at) == (ids["Ben"], None)
    # Answers in the assignment's own quiz count; free practice at the same skill does not.
    own = store.start_session(ids["Ben"], "practice", assignment_id=given.id)
    for correct in (True, False):
        store.record_attempt(
            NewAttempt(
                trainee_id=ids["Ben"],
                skill="pot_size",
                question="q",
                answer="a",
                correct=correct,
                seconds=3,
                mode="drill",
                session_id=own.id,
            )
        )
    store.record_attempt(
        NewAttempt(
            trainee_id=ids["Ben"],
            skill="pot_size",
            question="q",
            answer="a",
            correct=True,
            seconds=3,
            mode="drill",
        )
    )
    assignments.refresh()
    top = assignments.tree.topLevelItem(0)
    assert [top.text(column) for column in range(4)] == ["Pots", "Ben", "no due date", "1 of 1 done"]
    child = top.child(0)
    assert (child.text(1), child.text(3)) == ("Ben", "✓ 2 of 2")


def test_an_assignment_needs_a_name_and_a_skill(qtbot, assignments, store):
    _click(qtbot, assignments.assign_button)
    assert assignments.message.message().startswith("Give the assignment a name")
    assignments.name_field.setText("Nothing")
    _click(qtbot, assignments.assign_button)
    assert assignments.message.message() == "Tick at least one skill."
    assert store.assignments.assignments() == []


def test_an_assignment_can_be_withdrawn(qtbot, assignments, store, dialogs):
    store.assignments.assign("Old", ["bring_in"], 3)
    assignments.refresh()
    assignments.tree.setCurrentItem(assignments.tree.topLevelItem(0))
    _click(qtbot, assignments.withdraw_button)
    assert store.assignments.assignments() == []
    assert assignment_names(assignments) == []
    assert dialogs.asked[-1][0] == "confirm"


# ----------------------------------------------------------------------------------- exams


@pytest.fixture
def exams(qtbot, translations, store, ids) -> ExamPage:
    page = ExamPage(store, SKILLS, _title)
    qtbot.add_widget(page)
    page.resize(1100, 700)
    page.show()
    page.refresh()
    return page


def test_an_exam_has_a_pass_mark_of_80_percent_unless_changed(qtbot, exams, store):
    assert exams.form.pass_mark.value() == 80
    assert exams.form.pass_mark.text() == "80%"
    exams.form.name_field.setText("Stud I")
    exams.form.skill_picker.set_selected(["bring_in", "acts_now"])
    exams.form.questions.setValue(10)
    _click(qtbot, exams.form.create_button)
    exams.form.name_field.setText("Stud II")
    exams.form.skill_picker.set_selected(["pot_size"])
    exams.form.pass_mark.setValue(70)
    _click(qtbot, exams.form.create_button)
    first, second = store.exams.exams()
    assert (first.name, first.skills, first.questions, first.pass_mark) == (
        "Stud I",
        ("bring_in", "acts_now"),
        10,
        0.8,
    )
    assert (second.name, second.pass_mark) == ("Stud II", 0.7)
    assert exams.selected_exam().name == "Stud II"
    assert exams.summary.text() == "Nobody has sat “Stud II” yet."


def test_an_exam_needs_a_name_and_a_skill(qtbot, exams, store):
    _click(qtbot, exams.form.create_button)
    assert exams.message.message().startswith("Give the exam a name")
    exams.form.name_field.setText("Empty")
    _click(qtbot, exams.form.create_button)
    assert exams.message.message() == "Tick at least one skill."
    assert store.exams.exams() == []


def test_exam_results_show_score_and_pass_or_fail(exams, store, ids):
    exam = store.exams.create("Stud I", ["bring_in"], 20, 0.8)
    store.exams.record_result(exam.id, ids["Ben"], 10, 20)
    store.exams.record_result(exam.id, ids["Anna"], 16, 20)
    exams.refresh()
    rows = result_rows(exams)
    assert [(row[0], row[2], row[3]) for row in rows] == [
        ("Anna", "16 of 20 (80%)", "✓ Passed"),
        ("Ben", "10 of 20 (50%)", "✗ Not passed"),
    ]
    assert (
        exams.summary.text()
        == "1 of 2 trainees who finished a sitting passed “Stud I”. Sittings: 2 finished."
    )


def test_two_instructors_saving_the_school_settings_at_once_keep_both_changes(
    qtbot, roster, store, tmp_path, dialogs
):
    """Two instructor pages open on one school (two stations): one changes the school's name, the
    other the pace target, each saves; both changes stand, and each page shows them."""
    from croupier.store import Store  # noqa: PLC0415

    with Store(store.url) as other_station:
        other = RosterPage(other_station, dialogs)
        qtbot.add_widget(other)
        other.show()
        other.refresh()
        roster.school_name.clear()
        qtbot.keyClicks(roster.school_name, "Spielbank Dealerschule")
        other.pace_target.setValue(45)
        _click(qtbot, roster.save_school_button)
        _click(qtbot, other.save_school_button)
        saved = store.school.settings()
        assert (saved.school_name, saved.pace_target) == ("Spielbank Dealerschule", 45)
        assert other.school_name.text() == "Spielbank Dealerschule"  # shown after its save
        other.close()
