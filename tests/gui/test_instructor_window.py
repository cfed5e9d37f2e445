"""Instructor mode in the main window: reached from the settings menu, behind the PIN, locked on leaving."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage
from test_instructor_helpers import new_store

from croupier.gui.main_window import MainWindow, Mode

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
    assert main.mode is Mode.INSTRUCTOR
    assert page.isVisible()
    assert not main.table_view.isVisible()
    assert not any(button.isChecked() for button in main.top_bar.mode_buttons.values())
    qtbot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
    assert not page.is_unlocked()
    page.pin_dialog.current_field.setText("2468")
    page.pin_dialog.submit()
    assert page.is_unlocked()
    assert page.roster_page.trainees_shown() == ["Station 1"]
    main.set_mode(Mode.DEAL)
    assert main.top_bar.mode_buttons["deal"].isChecked()
    assert not page.is_unlocked()  # leaving instructor mode locks it


def test_without_a_store_there_is_no_instructor_mode(window):
    assert window.instructor_page is None
    texts = [action.text() for action in window.top_bar.settings_menu.actions()]
    assert "Instructor mode…" not in texts


@pytest.mark.parametrize(
    ("view", "size", "lang"), [("instructor", "1280x800", "de"), ("projector", "900x600", "en")]
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
