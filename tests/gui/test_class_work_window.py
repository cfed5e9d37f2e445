"""Work per class in the real window: the instructor gives an assignment to one class from the
Assignments page's "For" list, and only that class's trainees find it on their Assigned page, its
progress counting them only; on the school's PostgreSQL the instructor starts a live round for one
class from the Live tab, and only that class's station shows the question, while the room lists that
class's signed-in trainees only (another class's trainee, signed in too, is neither shown the
question nor listed, and sees no error)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from readback import room_rows, select_name
from school_logins import give_password, password_of
from school_windows import folder_station, login, shown_window, unlocked_instructor
from test_instructor_helpers import FakeDialogs

from croupier.drills.grading import solve
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.station import Station
from croupier.store import Store
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, init_school

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
LEFT = Qt.MouseButton.LeftButton
PIN = "4711"  # set at the first unlock
STATION_PW = "station-pw-13"
INSTRUCTOR_PW = "instructor-pw-13"


@pytest.fixture
def window(qtbot, translations, settings, store):
    station = Station(store)
    yield shown_window(qtbot, translations, settings, station, FakeDialogs(), seed=5)
    station.close()


def _sign_in(qtbot, window: MainWindow, name: str):
    sign_in = window.sign_in_page
    assert sign_in.isVisible()
    sign_in.find_field.clear()
    qtbot.keyClicks(sign_in.find_field, name)
    qtbot.keyClick(sign_in.find_field, Qt.Key.Key_Return)
    assert window.trainee.name == name
    return window.quiz_panel


def test_an_assignment_for_one_class_reaches_that_class_only(qtbot, window, store):
    evening = store.classes.add("Evening")
    store.roster.add("Anna")  # the first class
    ben = store.roster.add("Ben", class_id=evening.id)
    page = unlocked_instructor(qtbot, window, PIN)
    page.tabs.setCurrentWidget(page.assignments_page)
    assignments = page.assignments_page
    assignments.refresh()
    targets = [assignments.target.itemText(i) for i in range(assignments.target.count())]
    assert targets == ["Every class", "Class: Class 1", "Class: Evening", "Anna", "Ben"]
    assignments.name_field.setText("Evening pots")
    assignments.skill_picker.set_selected(["bring_in"])
    assignments.questions.setValue(2)
    assignments.target.setCurrentIndex(assignments.target.findText("Class: Evening"))
    with qtbot.waitSignal(assignments.assignments_changed):
        qtbot.mouseClick(assignments.assign_button, LEFT)
    assert assignments.message.message() == "“Evening pots” assigned to Class: Evening."
    (given,) = store.assignments.assignments()
    assert (given.class_id, given.trainee_id) == (evening.id, None)
    top = assignments.tree.topLevelItem(0)
    assert (top.text(1), top.text(3)) == ("Class: Evening", "0 of 1 done")  # Ben only
    assert [top.child(i).text(1) for i in range(top.childCount())] == ["Ben"]
    window.set_mode(View.DEAL)  # locks instructor mode: the sign-in page

    # Anna (the first class) has nothing assigned; Ben has the evening's work and does it.
    panel = _sign_in(qtbot, window, "Anna")
    assert panel.page() is not panel.assigned_page  # nothing assigned: the quiz's start
    assert not panel.assigned_page.assigned
    assert ("assignment", given.id) not in panel.assigned_page.buttons
    assert window.sign_out()
    panel = _sign_in(qtbot, window, "Ben")
    assert panel.page() is panel.assigned_page
    assigned = panel.assigned_page
    qtbot.mouseClick(assigned.buttons[("assignment", given.id)], LEFT)
    while panel.controller.question is not None and panel.page() is panel.question_page:
        panel.controller.answer(solve(panel.controller.question).expected)
        if panel.page() is panel.question_page and panel.question_page.answered:
            panel.next_question()
    panel.show_start()
    (work,) = assigned.assigned.work
    assert (work.answered, work.done) == (2, True)
    assert window.station.writer.flush(10)  # the answers are written in the background
    (progress,) = store.assignments.class_progress(given.id)
    assert (progress.trainee_id, progress.answered) == (ben.id, 2)


def test_a_live_round_for_one_class_reaches_its_stations_only(
    qtbot, own_database, translations, settings, tmp_path
):
    init_school(own_database, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    station_url = login(own_database, STATION_ROLE, STATION_PW)
    with Store(own_database) as admin:
        evening = admin.classes.add("Evening")
        admin.roster.add("Xena")  # the first class
        admin.roster.add("Yuri", class_id=evening.id)
    with Store(login(own_database, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        for trainee in instructor.roster.trainees():
            give_password(instructor, station_url, trainee)
    opened: list[tuple[Store, Station]] = []

    def station_window(name: str) -> MainWindow:
        store = Store(station_url, station=f"station {name}")
        station = folder_station(store, tmp_path / name)
        opened.append((store, station))
        return shown_window(qtbot, translations, settings, station, FakeDialogs())

    try:
        trainees = {}
        for name in ("Xena", "Yuri"):
            trainees[name] = trainee_window = station_window(name)
            sign_in = trainee_window.sign_in_page
            sign_in.refresh()
            assert select_name(sign_in, name)
            sign_in.password_field.setText(password_of(name))
            assert sign_in.sign_in() is not None, sign_in.message.message()
            assert trainee_window.station._listener.listening.wait(20)
        desk = station_window("desk")
        page = unlocked_instructor(qtbot, desk, INSTRUCTOR_PW)
        page.tabs.setCurrentWidget(page.live_tab)
        tab = page.live_tab
        tab.refresh()
        assert [tab.class_box.itemText(i) for i in range(tab.class_box.count())] == [
            "Every class",
            "Class 1",
            "Evening",
        ]
        tab.class_box.setCurrentIndex(tab.class_box.findText("Evening"))
        tab.skill_picker.set_selected(["bring_in"])
        question = tab.start_round()
        assert question is not None
        assert tab.heading.text().endswith(" · Evening")  # the class the round is for
        yuri, xena = trainees["Yuri"].quiz_panel, trainees["Xena"].quiz_panel
        qtbot.waitUntil(lambda: yuri.live_page.question is not None, timeout=20000)
        assert yuri.live_question_id == question.id
        yuri.live_page.answer(solve(yuri.live_page.question).expected)
        assert trainees["Yuri"].station.writer.flush(20)
        qtbot.waitUntil(lambda: tab.tally is not None and len(tab.tally.answered) == 1, timeout=20000)
        # The room: the evening class's trainee only, though Xena is signed in too.
        qtbot.waitUntil(lambda: room_rows(tab) == [("Yuri", "station Yuri", "answered")], timeout=10000)
        # Xena's station heard the notice, and shows neither the question nor an error.
        qtbot.wait(500)
        assert xena.live_question_id is None
        assert xena.live_page.question is None
        assert "live question" not in trainees["Xena"].statusBar().currentMessage()
        tab.end_round()
        qtbot.waitUntil(lambda: yuri.live_question_id is None, timeout=20000)
    finally:
        for store, station in opened:
            station.close()
            store.close()
