"""The dealer's pace, end to end in the real window: the instructor sets the class's target on the
instructor page, the trainee signs in, picks Table-ready in Deal a hand's footer and deals a whole
hand; the pace shows live while the hand is dealt, the hand is stored timed with its session, and the
pace is on the Progress page, in the class CSV and in the class report's PDF."""

from __future__ import annotations

import csv
import random
import subprocess
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from readback import pace_text
from school_windows import opened
from test_instructor_helpers import FakeDialogs
from test_walkthrough import play

from croupier.drills.levels import TrainingMode
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.station import Station
from croupier.speech import SilentSpeaker
from croupier.training.pace import target_for
from croupier.training.terms import Waiting

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def dialogs(tmp_path: Path) -> FakeDialogs:
    return FakeDialogs(save_path=str(tmp_path / "out"))


@pytest.fixture
def window(qtbot, translations, settings, store, dialogs) -> MainWindow:
    settings.players = 4
    settings.walkthrough_difficulty = "beginner"
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
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    main.walkthrough.set_player_delay(1)
    yield main
    main.close()
    station.close()  # its writer's thread must not outlive the test


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


def test_a_table_ready_hand_is_timed_shown_live_stored_and_reported(qtbot, window, store, dialogs, tmp_path):
    # The instructor: a trainee, and the class's pace target of 40 hands an hour at 8 players.
    page = _unlock(qtbot, window)
    roster = page.roster_page
    roster.name_field.setText("Anna Berger")
    roster.add_trainee()
    assert roster.pace_target.value() == 30  # the default
    roster.pace_target.setValue(40)
    qtbot.mouseClick(roster.save_school_button, LEFT)
    assert store.school.settings().pace_target == 40
    window.set_mode(View.DEAL)

    # The trainee signs in and picks Table-ready in the walkthrough's footer.
    sign_in = window.sign_in_page
    qtbot.keyClicks(sign_in.find_field, "anna")
    qtbot.keyClick(sign_in.find_field, Qt.Key.Key_Return)
    assert window.trainee.name == "Anna Berger"
    window.set_mode(View.DEAL)
    panel = window.walkthrough
    ticks = [1000.0]

    def clock() -> float:  # a quarter second passes at every look
        ticks[0] += 0.25
        return ticks[0]

    panel.set_clock(clock)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert not panel.pace.isVisible()
    box = panel.controls.mode_box
    box.setCurrentIndex(box.findData("table-ready"))
    box.activated.emit(box.findData("table-ready"))
    assert panel.mode is TrainingMode.TABLE_READY
    assert window.settings.walkthrough_mode == "table-ready"
    qtbot.mouseClick(panel.controls.new_button, LEFT)  # a whole hand: timed from its deal
    assert panel.pace.isVisible()
    assert panel.pace.text().startswith("Pace: this hand ")
    assert "target 60.0 an hour at 4 players" in panel.pace.text()  # 40 at 8 is 60 at 4
    assert target_for(4, 40) == 60.0

    walk = panel.walkthrough
    dealer = SimpleNamespace(panel=panel, table_view=window.table_view)
    play(qtbot, dealer, lambda: walk.asked >= 3)
    live = panel.pace.text()
    assert f"{walk.asked} duties, " in live  # the duties so far and their mean time, live
    play(qtbot, dealer, lambda: walk.waiting is Waiting.OVER)
    assert panel.pace.text().startswith("Pace: the hand took ")
    assert "1 hand at " in panel.pace.text()

    # Stored: the hand with its session, its duties those answered, its time the clock's.
    assert window.station.writer.flush(10)
    (hand,) = store.paces.hands(trainee_id=window.trainee.id)
    sessions = store.sessions_for(window.trainee.id)
    attempts = [a for a in store.attempts_for(window.trainee.id) if a.mode == "table-ready"]
    assert [(s.activity, s.mode, s.abandoned) for s in sessions] == [("walkthrough", "table-ready", False)]
    assert (hand.variant, hand.players, hand.target) == ("F7S", 4, 60.0)
    assert hand.duties == len(attempts) == walk.asked
    assert hand.duty_seconds == pytest.approx(sum(a.seconds for a in attempts), abs=0.1)
    assert 0 < hand.duty_seconds < hand.seconds
    assert panel.pace.last is not None
    assert hand.seconds == panel.pace.last.seconds

    # A hand left before its end is not timed.
    qtbot.mouseClick(panel.controls.new_button, LEFT)
    play(qtbot, dealer, lambda: panel.walkthrough.asked >= 2)
    qtbot.mouseClick(panel.controls.new_button, LEFT)
    assert window.station.writer.flush(10)
    assert len(store.paces.hands()) == 1

    # The trainee's Progress page shows it.
    window.set_mode(View.PROGRESS)
    progress = window.progress_view
    card = progress.pace_card
    qtbot.waitUntil(card.isVisible)
    rate = round(3600 / hand.seconds, 1)
    assert card.text().startswith(f"Dealer pace (Table-ready hands): 1 hand at {rate:.1f} an hour")
    assert "target 60.0 an hour" in card.text()
    assert "a duty" in card.text()

    # The instructor's class CSV and the class report carry it.
    window.sign_out()
    page = _unlock(qtbot, window)
    page.tabs.setCurrentWidget(page.dashboard_page)
    dashboard = page.dashboard_page
    qtbot.waitUntil(lambda: not dashboard.is_reading())  # read in the background
    # On screen: the Pace column, hands an hour of the target.
    assert pace_text(dashboard, "Anna Berger") == f"{rate:.1f}/h\nof 60.0"
    out = tmp_path / "class.csv"
    dialogs.save_path = str(out)
    qtbot.mouseClick(dashboard.csv_button, LEFT)
    with out.open(encoding="utf-8-sig", newline="") as handle:
        table = list(csv.reader(handle))
    assert table[0][-2:] == ["hands an hour", "target hands an hour"]
    pace = [row for row in table if row[1] == "Dealer pace (Table-ready hands)"]
    (row,) = pace
    assert row[0] == "Anna Berger"
    assert row[2] == "1"
    assert row[-2:] == [f"{rate:.1f}", "60.0"]
    pdf = tmp_path / "class.pdf"
    dialogs.save_path = str(pdf)
    qtbot.mouseClick(dashboard.pdf_button, LEFT)
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    text = text.replace("\u00a0", " ")
    assert "Dealer pace" in text
    assert "target is 40 hands an hour" in text
    assert "Anna Berger" in text


def test_a_hand_is_timed_from_when_it_is_in_view(qtbot, translations, settings, store):
    settings.walkthrough_mode = "table-ready"  # kept from the last start
    trainee = store.roster.get_or_add("Ben Cohen")
    main = MainWindow(
        translations,
        settings,
        SilentSpeaker("no engine in the tests"),
        store=store,
        trainee=trainee,
        rng=random.Random(5),
        walkthrough=True,
    )
    qtbot.add_widget(main)
    panel = main.walkthrough
    now = [100.0]
    panel.set_clock(lambda: now[0])
    assert panel.pace.clock is None  # dealt out of sight: not timed yet
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    qtbot.waitUntil(lambda: panel.pace.clock is not None and panel.pace.clock.running)
    now[0] += 7.0
    assert panel.pace.clock.reading().elapsed == 7.0
    main.set_mode(View.QUIZ)  # away before a duty is done: the timing starts again on return
    assert not panel.pace.clock.running
    now[0] += 300.0
    main.set_mode(View.DEAL)
    assert panel.pace.clock.running
    now[0] += 2.0
    assert panel.pace.clock.reading().elapsed == 2.0
    main.close()
