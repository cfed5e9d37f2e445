"""A class's own pace target through the real window (this computer's file, behind the PIN): on the
Roster tab, beside the school's target, the instructor sets the advanced class's target (the
selected trainee's class is the one shown); it is stored, the Dashboard's Pace column gives each
trainee their class's target, the walkthrough of a trainee of that class times their hands against
it, and the beginners' class keeps the school's. Set back to "the school's", the class follows the
school's again."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from readback import pace_text
from school_windows import shown_window, unlocked_instructor
from test_instructor_helpers import FakeDialogs
from test_walkthrough import play

from croupier.drills.levels import TrainingMode
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.station import Station
from croupier.training.pace import target_for
from croupier.training.terms import Waiting

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
LEFT = Qt.MouseButton.LeftButton
PIN = "4711"  # set at the first unlock


@pytest.fixture
def window(qtbot, translations, settings, store, tmp_path) -> MainWindow:
    settings.players = 4
    settings.walkthrough_difficulty = "beginner"
    station = Station(store)
    dialogs = FakeDialogs(save_path=str(tmp_path / "out"))
    main = shown_window(qtbot, translations, settings, station, dialogs, seed=5, walkthrough=True)
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    main.walkthrough.set_player_delay(1)
    yield main
    main.close()
    station.close()  # its writer's thread must not outlive the test


def _tip(dashboard, name: str) -> str:
    row = [trainee.name for trainee in dashboard._trainees].index(name)
    return dashboard.grid.item(row, 3).toolTip()


def test_the_instructor_sets_a_classs_pace_and_its_trainees_deal_against_it(qtbot, window, store):
    beginners = store.classes.get(1)
    advanced = store.classes.add("Advanced")
    store.roster.add("Anna Berger")  # the beginners'
    store.roster.add("Ben Cohen", class_id=advanced.id)

    page = unlocked_instructor(qtbot, window, PIN)
    roster = page.roster_page
    page.tabs.setCurrentWidget(roster)
    qtbot.waitUntil(lambda: not roster.is_reading())  # read in the background
    roster.refresh()
    assert roster.class_pace_row.isVisible()  # two classes: each may have its own target
    assert roster.pace_target.value() == 30  # the school's, beside it
    boxed = [roster.class_pace_box.itemText(i) for i in range(roster.class_pace_box.count())]
    assert boxed == [beginners.name, "Advanced"]
    # Selecting Ben shows his class's target: the school's so far.
    roster.select_trainee(store.roster.find("Ben Cohen").id)
    assert roster.class_pace_box.currentText() == "Advanced"
    assert roster.class_pace.text() == "the school's"
    roster.class_pace.setValue(35)
    qtbot.mouseClick(roster.save_class_pace_button, LEFT)
    assert store.classes.get(advanced.id).pace_target == 35
    assert store.classes.get(beginners.id).pace_target is None
    assert "Advanced deals against 35 hands an hour from now on." in roster.message.text()
    assert roster.class_pace_box.currentText() == "Advanced"
    assert roster.class_pace.value() == 35
    # Anna's class: the school's.
    roster.select_trainee(store.roster.find("Anna Berger").id)
    assert roster.class_pace_box.currentText() == beginners.name
    assert roster.class_pace.text() == "the school's"

    # The Dashboard: nobody has dealt yet; the tip gives each their class's target.
    dashboard = page.dashboard_page
    page.tabs.setCurrentWidget(dashboard)
    qtbot.waitUntil(lambda: not dashboard.is_reading() and len(dashboard._trainees) == 2)
    assert pace_text(dashboard, "Ben Cohen") == "–"
    assert "the class's target is 35 hands an hour" in _tip(dashboard, "Ben Cohen")
    assert "the class's target is 30 hands an hour" in _tip(dashboard, "Anna Berger")

    # The practical is timed against the chosen trainee's class's target.
    page.tabs.setCurrentWidget(page.practical_page)
    form = page.practical_page.setup_form
    for name, target in (("Ben Cohen", 35.0), ("Anna Berger", 30.0), ("Ben Cohen", 35.0)):
        form.trainee_box.setCurrentIndex(form.trainee_box.findText(name))
        assert form.setup().pace_target == target
        assert f"Pace target: {target:g} hands an hour" in form.rubric_line.text()
    window.set_mode(View.DEAL)

    # Ben signs in and deals a Table-ready hand: timed against his class's 35 (52.5 at 4 players).
    sign_in = window.sign_in_page
    qtbot.keyClicks(sign_in.find_field, "ben")
    qtbot.keyClick(sign_in.find_field, Qt.Key.Key_Return)
    assert window.trainee.name == "Ben Cohen"
    window.set_mode(View.DEAL)
    panel = window.walkthrough
    ticks = [1000.0]

    def clock() -> float:  # a quarter second passes at every look
        ticks[0] += 0.25
        return ticks[0]

    panel.set_clock(clock)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    box = panel.controls.mode_box
    box.setCurrentIndex(box.findData("table-ready"))
    box.activated.emit(box.findData("table-ready"))
    assert panel.mode is TrainingMode.TABLE_READY
    qtbot.mouseClick(panel.controls.new_button, LEFT)
    assert target_for(4, 35) == 52.5
    assert "target 52.5 an hour at 4 players" in panel.pace.text()
    walk = panel.walkthrough
    dealer = SimpleNamespace(panel=panel, table_view=window.table_view)
    play(qtbot, dealer, lambda: walk.waiting is Waiting.OVER)
    assert window.station.writer.flush(10)
    (hand,) = store.paces.hands(trainee_id=window.trainee.id)
    assert (hand.players, hand.target) == (4, 52.5)
    rate = round(3600 / hand.seconds, 1)
    window.sign_out()

    # Anna, of the beginners' class, deals against the school's 30 (45 at 4 players).
    qtbot.waitUntil(lambda: window.trainee is None)
    sign_in.find_field.clear()
    qtbot.keyClicks(sign_in.find_field, "anna")
    qtbot.keyClick(sign_in.find_field, Qt.Key.Key_Return)
    assert window.trainee.name == "Anna Berger"
    window.set_mode(View.DEAL)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.mouseClick(panel.controls.new_button, LEFT)
    assert "target 45.0 an hour at 4 players" in panel.pace.text()
    qtbot.mouseClick(panel.controls.new_button, LEFT)  # left before its end: not timed
    window.sign_out()

    # On the Dashboard, Ben's hand of his class's target.
    page = unlocked_instructor(qtbot, window, PIN)
    page.tabs.setCurrentWidget(page.dashboard_page)
    dashboard = page.dashboard_page
    qtbot.waitUntil(lambda: not dashboard.is_reading())
    qtbot.waitUntil(lambda: pace_text(dashboard, "Ben Cohen") != "–")
    assert pace_text(dashboard, "Ben Cohen") == f"{rate:.1f}/h\nof 52.5"

    # Back to the school's: the class follows the school's target again.
    roster = page.roster_page
    page.tabs.setCurrentWidget(roster)
    qtbot.waitUntil(lambda: not roster.is_reading())  # read in the background
    roster.choose_pace_class(advanced.id)
    assert roster.class_pace.value() == 35
    roster.class_pace.setValue(roster.class_pace.minimum())
    assert roster.class_pace.text() == "the school's"
    qtbot.mouseClick(roster.save_class_pace_button, LEFT)
    assert store.classes.get(advanced.id).pace_target is None
    again = "Advanced deals against the school's pace target again (30 hands an hour)."
    assert again in roster.message.text()
    assert store.school.pace_target(trainee_id=store.roster.find("Ben Cohen").id) == 30


def test_one_class_shows_only_the_schools_pace(qtbot, window, store):
    store.roster.add("Anna Berger")
    page = unlocked_instructor(qtbot, window, PIN)
    roster = page.roster_page
    page.tabs.setCurrentWidget(roster)
    qtbot.waitUntil(lambda: not roster.is_reading())  # read in the background
    roster.refresh()
    assert roster.pace_target.isVisible()
    assert not roster.class_pace_row.isVisible()
