"""The Observe panel steps a simulated hand to its end, by key, by button or on its own."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from readback import is_auto_playing, log_lines

from croupier.engine.events import HandEnded
from croupier.gui.main_window import MainWindow
from croupier.gui.observe_panel import ObservePanel
from croupier.training.demo import mid_hand


def test_the_space_key_steps_a_whole_hand_to_the_end(window: MainWindow, qtbot):
    panel = window.observe_panel
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    hand = panel.hand
    assert hand is not None
    assert not hand.events
    presses = 0
    while not hand.is_complete:
        qtbot.keyClick(window.table_view, Qt.Key.Key_Space)
        presses += 1
        assert presses < 600, "the hand never ended"
        state = window.table_view.state()
        assert state is not None
        assert sum(seat.card_count for seat in state.seats) == sum(
            len(p.down) + len(p.up) for p in hand.players
        )
    assert isinstance(hand.events[-1], HandEnded)
    assert log_lines(panel)[-1] == "The hand is over"
    assert len(log_lines(panel)) == len(hand.events)
    assert window.verdict_strip.text == "The hand is over"
    # Nothing more happens once it is over; the N key is the same as Space.
    qtbot.keyClick(window.table_view, Qt.Key.Key_N)
    assert len(hand.events) == len(log_lines(panel))


def test_the_next_button_steps_and_names_the_next_duty(window: MainWindow, qtbot):
    panel = window.observe_panel
    qtbot.mouseClick(panel._next_button, Qt.MouseButton.LeftButton)
    assert log_lines(panel) == ["Seat 1 antes 5"]
    assert panel._next.text() == "Next: Collect seat 2's ante"


def test_auto_play_steps_on_its_own_and_stops_at_the_end(qtbot, translations):
    hands = iter([mid_hand(players=6)])
    panel = ObservePanel(lambda: next(hands), random.Random(1))
    qtbot.add_widget(panel)
    panel._timer.setInterval(1)
    panel.start_new_hand()
    before = len(panel.hand.events)
    panel.set_auto_play(True)
    assert is_auto_playing(panel)
    assert panel._auto_button.isChecked()
    qtbot.waitUntil(lambda: panel.hand.is_complete, timeout=10000)
    qtbot.waitUntil(lambda: not is_auto_playing(panel))
    assert len(panel.hand.events) > before
    assert not panel._auto_button.isChecked()


def test_a_loaded_hand_is_logged_from_its_start(qtbot, translations):
    hand = mid_hand(players=7)
    panel = ObservePanel(lambda: hand, random.Random(1))
    qtbot.add_widget(panel)
    with qtbot.waitSignal(panel.hand_started):
        panel.load_hand(hand)
    assert len(log_lines(panel)) == len(hand.events)
    assert any(line.startswith(("Fifth Street", "Sixth Street")) for line in log_lines(panel))


def test_a_new_game_deals_a_new_hand(window: MainWindow, qtbot):
    bar = window.top_bar
    with qtbot.waitSignal(window.observe_panel.hand_started) as started:
        bar.variant_box.setCurrentIndex(2)
        bar.variant_box.activated.emit(2)
    assert started.args[0].variant.code == "FR"
    with qtbot.waitSignal(window.observe_panel.hand_started) as started:
        bar.players_box.setCurrentIndex(bar.players_box.findData(3))
        bar.players_box.activated.emit(bar.players_box.currentIndex())
    assert len(started.args[0].players) == 3
    assert len(window.table_view.state().seats) == 3


def test_space_on_a_focused_button_presses_that_button(window: MainWindow, qtbot):
    panel = window.observe_panel
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    panel._auto_button.setFocus()
    qtbot.waitUntil(panel._auto_button.hasFocus)
    events = len(panel.hand.events)
    qtbot.keyClick(panel._auto_button, Qt.Key.Key_Space)
    qtbot.waitUntil(panel._auto_button.isChecked)
    panel.set_auto_play(False)
    window.table_view.setFocus()
    qtbot.waitUntil(window.table_view.hasFocus)
    before = len(panel.hand.events)
    qtbot.keyClick(window.table_view, Qt.Key.Key_Space)
    assert len(panel.hand.events) > before >= events
