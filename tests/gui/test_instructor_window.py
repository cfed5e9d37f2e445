"""Instructor mode in the main window: reached from the settings menu, behind the PIN, locked on leaving."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from readback import is_unlocked, trainees_shown
from school_windows import opened
from test_instructor_helpers import new_store

from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.style import STYLE_SHEET

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


@pytest.fixture
def store(tmp_path):
    store = new_store(tmp_path)
    yield store
    store.close()


@pytest.fixture
def main(qtbot, translations, settings, speaker, store) -> MainWindow:
    trainee = store.roster.get_or_add("Station 1")
    window = MainWindow(translations, settings, speaker, store=store, trainee=trainee, rng=random.Random(5))
    qtbot.add_widget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_settings_menu_opens_instructor_mode_behind_the_pin(qtbot, main, store):
    store.instructor.set_pin("2468")
    texts = [action.text() for action in main.top_bar.settings_menu.actions()]
    assert "Instructor mode…" in texts
    page = main.instructor_page
    with qtbot.waitSignal(main.mode_changed) as changed:
        main.instructor_action.trigger()
    assert changed.args == ["instructor"]
    assert main.mode is View.INSTRUCTOR
    assert page.isVisible()
    assert not main.table_view.isVisible()
    assert main.top_bar.mode_buttons["instructor"].isChecked()
    qtbot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
    assert not is_unlocked(page)
    page.pin_dialog.current_field.setText("2468")
    page.pin_dialog.submit()
    opened(qtbot, page)  # checked, and the roster read, in the background
    assert trainees_shown(page.roster_page) == ["Station 1"]
    main.set_mode(View.DEAL)
    assert main.top_bar.mode_buttons["deal"].isChecked()
    assert not is_unlocked(page)  # leaving instructor mode locks it


def test_the_instructor_button_opens_instructor_mode(qtbot, main, store):
    store.instructor.set_pin("2468")
    button = main.top_bar.mode_buttons["instructor"]
    assert button.isVisible()
    assert button.isEnabled()
    assert button.text() == "Instructor"
    buttons = list(main.top_bar.mode_buttons.values())
    assert buttons.index(button) == buttons.index(main.top_bar.mode_buttons["rules"]) + 1
    assert main.top_bar.mode_buttons["progress"].x() < button.x()
    with qtbot.waitSignal(main.mode_changed) as changed:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert changed.args == ["instructor"]
    assert main.instructor_page.isVisible()
    assert button.isChecked()
    qtbot.waitUntil(lambda: main.instructor_page.pin_dialog is not None)
    main.instructor_page.pin_dialog.reject()
    qtbot.mouseClick(main.top_bar.mode_buttons["deal"], Qt.MouseButton.LeftButton)
    assert main.mode is View.DEAL
    assert not button.isChecked()


def test_without_a_store_there_is_no_instructor_mode(window):
    assert window.instructor_page is None
    texts = [action.text() for action in window.top_bar.settings_menu.actions()]
    assert "Instructor mode…" not in texts
    button = window.top_bar.mode_buttons["instructor"]
    assert not button.isVisible()
    assert not button.isEnabled()
    window.set_mode(View.INSTRUCTOR)
    assert window.mode is View.DEAL


@pytest.mark.parametrize(
    ("view", "size", "lang"),
    [
        ("instructor", "1280x800", "de"),
        ("projector", "900x600", "en"),
        ("practical-setup", "900x600", "de"),
        ("practical-rubric", "1280x800", "en"),
    ],
)
def test_screenshots_of_the_instructor_views(tmp_path, gui_catalogues, view, size, lang):
    out = tmp_path / f"{view}.png"
    result = subprocess.run(
        [
            *(sys.executable, "-m", "croupier", "screenshot", "--view", view, "--lang", lang),
            *("--size", size, "--translations", str(gui_catalogues), str(out)),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert f"{image.width()}x{image.height()}" == size
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 37)}
    assert len(colours) > 20  # a picture, not an empty window


@pytest.mark.parametrize("width", [800, 900, 1280])
def test_the_top_bar_keeps_every_mode_button_whole(qtbot, main, width):
    main.setStyleSheet(STYLE_SHEET)  # the application's look: the mode buttons' padding
    main.resize(width, 600)
    bar = main.top_bar
    qtbot.waitUntil(lambda: bar.width() == main.width())
    QApplication.processEvents()
    buttons = [button for button in bar.mode_buttons.values() if button.isVisible()]
    assert len(buttons) == 6
    for button in buttons:
        assert button.width() >= button.sizeHint().width(), button.text()
    assert buttons[-1].geometry().right() < bar.variant_box.x()
    assert bar.stakes_box.geometry().right() < bar.speech_button.x()
    assert bool(buttons[0].property("compact")) == (width < 1000)
