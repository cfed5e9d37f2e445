"""What a station's window gets right, through the real window on this computer's file: Settings,
opened from the window, keeps the school's password in the station's password file; an
assignment's progress counts the answers given in its own quizzes, not free practice at the same
skills nor an exam."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QLineEdit
from readback import database_locked
from school_windows import shown_window
from test_instructor_helpers import FakeDialogs

from croupier.drills.grading import solve
from croupier.gui.main_window import MainWindow
from croupier.gui.quiz import QuizConfig
from croupier.gui.station import Station
from croupier.store import Store

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def station_window(qtbot, translations, settings, store, tmp_path: Path):
    station = Station(store, pgpass=tmp_path / "config" / "pgpass")
    window = shown_window(qtbot, translations, settings, station, FakeDialogs(confirmed=True), seed=2)
    yield window
    window.close()
    station.close()


def test_settings_opened_from_the_window_saves_the_school_password(qtbot, station_window, tmp_path):
    dialog = station_window.open_settings()
    dialog.show_page("progress")
    assert not database_locked(dialog)  # no instructor yet on this computer's file
    assert dialog.progress_page.password_edit.echoMode() is QLineEdit.EchoMode.Password
    dialog.progress_page.database_edit.setText("postgresql://croupier_station_desk_1@school.example/croupier")
    dialog.progress_page.password_edit.setText("desk-password")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Apply), LEFT)
    assert dialog.problem() is None
    pgpass = tmp_path / "config" / "pgpass"
    assert pgpass.read_text() == "school.example:5432:croupier:croupier_station_desk_1:desk-password\n"
    assert pgpass.stat().st_mode & 0o777 == 0o600
    assert "desk-password" not in station_window.settings.database_url
    dialog.reject()


def _answer(window: MainWindow, count: int, *, right: int) -> None:
    """Answer ``count`` questions of the quiz under way, the first ``right`` of them right."""
    panel = window.quiz_panel
    controller = panel.controller
    for number in range(count):
        question = controller.question
        assert question is not None
        controller.answer(solve(question).expected if number < right else None)
        if panel.page() is panel.question_page and panel.question_page.answered:
            panel.next_question()


def test_an_assignments_progress_counts_only_its_own_quizzes(qtbot, station_window, store):
    anna = store.roster.add("Anna")
    assignment = store.assignments.assign("Pots", ["pot_size"], 6)
    exam = store.exams.create("Pots exam", ["pot_size"], 2, 0.5)
    window = station_window
    window.sign_in(anna)
    panel = window.quiz_panel
    (work,) = panel.assigned_page.assigned.work
    assert (work.answered, work.correct) == (0, 0)  # never opened: nothing counted

    # Free practice at the same skill does not count for it …
    panel.start(QuizConfig(skills=("pot_size",), count=3))
    _answer(window, 3, right=3)
    # … nor does an exam over it.
    panel.start_exam(next(item for item in panel.assigned_page.assigned.exams if item.exam.id == exam.id))
    _answer(window, 2, right=2)
    panel.show_start()
    (work,) = panel.assigned_page.assigned.work
    assert (work.answered, work.correct) == (0, 0)

    # Its own quiz does: 4 answered, 2 right.
    qtbot.mouseClick(panel.assigned_page.buttons[("assignment", assignment.id)], LEFT)
    assert panel.controller.config.assignment == assignment
    _answer(window, 4, right=2)
    panel.controller.stop()
    panel.show_start()
    (work,) = panel.assigned_page.assigned.work
    assert (work.answered, work.correct) == (4, 2)
    shown = [label.text() for label in panel.assigned_page.findChildren(QLabel)]
    assert any("4 of 6 answered, 2 right" in text for text in shown), shown
    assert window.station.writer.flush(10)
    # The instructor's view of it agrees, from the file.
    (progress,) = store.assignments.class_progress(assignment.id)
    assert (progress.answered, progress.correct) == (4, 2)
    window.sign_out()
    window.sign_in(anna)
    (work,) = window.quiz_panel.assigned_page.assigned.work
    assert (work.answered, work.correct) == (4, 2)


def test_a_second_window_is_told_where_the_sitting_is_open(qtbot, translations, settings, store, tmp_path):
    """Two windows on one computer's file, one trainee: the second cannot begin the exam while the
    first sits it, and is told where; the database, not the window, decides."""
    anna = store.roster.add("Anna")
    exam = store.exams.create("Stud I", ["bring_in"], 3, 0.5, sittings=2)
    other_store = Store(store.url, station="desk-2")
    windows = []
    for station_store in (store, other_store):
        station = Station(station_store)
        window = shown_window(qtbot, translations, settings, station, FakeDialogs(confirmed=True), seed=2)
        window.sign_in(anna)
        windows.append((window, station))
    try:
        first, second = windows[0][0], windows[1][0]
        first.quiz_panel.start_exam(first.quiz_panel.assigned_page.assigned.exams[0])
        assert first.quiz_panel.exam_in_progress()
        panel = second.quiz_panel
        item = next(item for item in panel.assigned_page.assigned.exams if item.exam.id == exam.id)
        assert panel.start_exam(item) is None
        assert not panel.exam_in_progress()
        assert panel.page() is panel.assigned_page
        notice = panel.assigned_page.notice_text
        assert f"Your sitting of this exam is open at {store.station}" in notice, notice
    finally:
        for window, station in windows:
            window.close()
            station.close()
        other_store.close()


def test_a_trainee_sees_an_exams_window_and_never_a_withdrawn_one(qtbot, station_window, store):
    """Assigned to you, through the real window: an exam not open yet or closed says when and has no
    Start button; one withdrawn before it was sat is not listed; a refusal is said in words."""
    from datetime import UTC, datetime, timedelta  # noqa: PLC0415

    from croupier.store.sittings import SittingRefusedError  # noqa: PLC0415

    now = datetime.now(UTC)
    anna = store.roster.add("Anna")
    later = store.exams.create("Later", ["pot_size"], 2, 0.5, opens_at=now + timedelta(days=1))
    over = store.exams.create("Over", ["pot_size"], 2, 0.5, closes_at=now - timedelta(hours=1))
    now_open = store.exams.create("Now", ["pot_size"], 2, 0.5, closes_at=now + timedelta(days=2))
    gone = store.exams.withdraw(store.exams.create("Gone", ["pot_size"], 2, 0.5).id)
    window = station_window
    window.sign_in(anna)
    page = window.quiz_panel.assigned_page
    listed = {item.exam.id: item for item in page.assigned.exams}
    assert gone.id not in listed
    assert (listed[later.id].open, listed[over.id].open, listed[now_open.id].open) == (False, False, True)
    assert ("exam", later.id) not in page.buttons
    assert ("exam", over.id) not in page.buttons
    assert ("exam", now_open.id) in page.buttons
    shown = " ".join(label.text() for label in page.findChildren(QLabel))
    assert "opens " in shown
    assert "closed " in shown
    assert "open until " in shown
    panel = window.quiz_panel
    refused = SittingRefusedError("closed", "closed", closes_at=over.closes_at)
    assert panel.refusal_text(refused).startswith("This exam closed at ")
    assert "withdrawn" in panel.refusal_text(SittingRefusedError("withdrawn", "x"))
