"""The top bar on its own: what it shows of the game chosen, and what it reports."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from croupier.engine.rules import Stakes
from croupier.gui.main_window import MainWindow
from croupier.gui.settings import STAKES_CHOICES
from croupier.gui.settings_dialog import SettingsDialog
from croupier.gui.top_bar import TopBar


@pytest.fixture
def bar(qtbot, translations) -> TopBar:
    top = TopBar()
    qtbot.add_widget(top)
    return top


def _stakes_items(bar: TopBar) -> list[str]:
    return [bar.stakes_box.itemText(index) for index in range(bar.stakes_box.count())]


def test_preset_stakes_show_their_bets(bar):
    bar.set_game("F7S", 6, STAKES_CHOICES[2])
    assert _stakes_items(bar) == ["10/20", "20/40", "50/100", "100/200"]
    assert bar.stakes_box.currentText() == "50/100"


def test_stakes_of_ones_own_get_an_item_after_the_presets(bar, qtbot):
    bar.set_game("F7S", 6, Stakes(3, 5, 15, 30))
    assert _stakes_items(bar)[-1] == "15/30"
    assert bar.stakes_box.currentIndex() == len(STAKES_CHOICES)
    tip = bar.stakes_box.itemData(len(STAKES_CHOICES), Qt.ItemDataRole.ToolTipRole)
    assert tip == "Ante 3, bring-in 5, bets 15/30"
    # Chosen again after a preset, the item reports its own stakes.
    with qtbot.waitSignal(bar.stakes_changed) as changed:
        bar.stakes_box.activated.emit(0)
    assert changed.args == [STAKES_CHOICES[0]]
    with qtbot.waitSignal(bar.stakes_changed) as changed:
        bar.stakes_box.activated.emit(len(STAKES_CHOICES))
    assert changed.args == [Stakes(3, 5, 15, 30)]


def test_own_stakes_with_a_presets_bets_are_written_in_full(bar):
    bar.set_game("F7S", 6, Stakes(15, 25, 50, 100))
    assert _stakes_items(bar) == ["10/20", "20/40", "50/100", "100/200", "15/25/50/100"]
    assert bar.stakes_box.currentText() == "15/25/50/100"


def test_other_own_stakes_take_the_items_place_and_a_preset_leaves_it(bar):
    bar.set_game("F7S", 6, Stakes(3, 5, 15, 30))
    bar.set_game("F7S", 6, Stakes(15, 25, 50, 100))
    assert _stakes_items(bar)[len(STAKES_CHOICES) :] == ["15/25/50/100"]
    bar.set_game("F7S", 6, STAKES_CHOICES[1])
    assert bar.stakes_box.currentText() == "20/40"
    assert bar.stakes_box.count() == len(STAKES_CHOICES) + 1


def test_the_window_shows_saved_stakes_that_are_no_preset(qtbot, translations, settings, speaker):
    settings.stakes = Stakes(15, 25, 50, 100)
    window = MainWindow(translations, settings, speaker, rng=random.Random(5))
    qtbot.add_widget(window)
    assert window.top_bar.stakes_box.currentText() == "15/25/50/100"


def test_own_stakes_are_written_the_german_way(bar, qtbot, translations):
    bar.set_game("F7S", 6, Stakes(500, 1000, 2000, 4000))
    assert bar.stakes_box.currentText() == "2,000/4,000"
    translations.set_language("de")
    qtbot.waitUntil(lambda: bar.stakes_box.currentText() == "2.000/4.000")


def test_the_settings_menu_item_says_it_opens_a_dialog(window, qtbot):
    first = window.top_bar.settings_menu.actions()[0]
    assert first is window.settings_action
    assert first.text() == "Settings…"
    first.trigger()
    dialog = window.findChild(SettingsDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.reject()
