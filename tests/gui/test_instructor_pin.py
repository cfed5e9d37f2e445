"""The instructor PIN through the dialog: first use, the right PIN, wrong ones, the lockout, a change."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt
from test_instructor_helpers import FakeDialogs, new_store

from croupier.gui.instructor import InstructorPage, PinGuard, PinPurpose

# The offscreen platform has no window system to pass a new minimum size or a raised window to,
# and says so (when a message line makes a dialog grow, when the projector is raised); real ones do not.
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store(tmp_path):
    store = new_store(tmp_path)
    yield store
    store.close()


@pytest.fixture
def page(qtbot, store, clock) -> InstructorPage:
    page = InstructorPage(store, FakeDialogs(), guard=PinGuard(tries=3, lockout_seconds=30, clock=clock))
    qtbot.add_widget(page)
    page.resize(1000, 700)
    return page


def _submit(qtbot, dialog) -> None:
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)


def test_first_use_asks_for_a_new_pin_twice_and_stores_only_a_hash(qtbot, page, store, tmp_path):
    assert not page.is_unlocked()
    dialog = page.request_unlock()
    assert dialog.purpose is PinPurpose.SET
    assert not dialog.current_field.isVisibleTo(dialog)
    qtbot.keyClicks(dialog.new_field, "12ab")  # only digits get in
    assert dialog.new_field.text() == "12"
    dialog.repeat_field.setText("12")
    _submit(qtbot, dialog)
    assert dialog.message.message() == "A PIN needs at least 4 digits."
    assert not store.instructor.has_pin()
    dialog.new_field.setText("2468")
    dialog.repeat_field.setText("2469")
    _submit(qtbot, dialog)
    assert "The two PINs differ" in dialog.message.message()
    assert dialog.repeat_field.text() == ""
    dialog.repeat_field.setText("2468")
    with qtbot.waitSignal(page.unlocked_changed) as unlocked:
        _submit(qtbot, dialog)
    assert unlocked.args == [True]
    assert page.is_unlocked()
    assert store.instructor.verify_pin("2468")
    with sqlite3.connect(tmp_path / "progress.sqlite3") as db:
        (stored,) = db.execute("select value from settings where key = 'instructor_pin'").fetchone()
    assert stored.startswith("scrypt$")
    assert "2468" not in stored


def test_the_right_pin_opens_the_page(qtbot, page, store):
    store.instructor.set_pin("13579")
    dialog = page.request_unlock()
    assert dialog.purpose is PinPurpose.VERIFY
    assert not dialog.new_field.isVisibleTo(dialog)
    qtbot.keyClicks(dialog.current_field, "13579")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.current_field, Qt.Key.Key_Return)
    assert page.is_unlocked()
    assert page.tabs.isVisibleTo(page)


def test_a_wrong_pin_says_so_and_gives_no_access(qtbot, page, store):
    store.instructor.set_pin("13579")
    dialog = page.request_unlock()
    dialog.current_field.setText("1111")
    with qtbot.assertNotEmitted(page.unlocked_changed):
        _submit(qtbot, dialog)
    assert not page.is_unlocked()
    assert dialog.message.message() == "Wrong PIN. Tries left before a short wait: 2."
    assert dialog.message.text().startswith("⚠")
    assert dialog.current_field.text() == ""
    assert dialog.result() == 0  # still open, not accepted


def test_three_wrong_pins_lock_the_dialog_for_a_while(qtbot, page, store, clock):
    store.instructor.set_pin("13579")
    page.show()
    qtbot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
    dialog = page.pin_dialog
    for _ in range(3):
        dialog.current_field.setText("0000")
        _submit(qtbot, dialog)
    assert dialog.is_locked_out()
    assert not dialog.current_field.isEnabled()
    assert not dialog.ok_button.isEnabled()
    assert dialog.message.message() == "Too many wrong PINs. Try again in 30\u00a0s."
    # Even the right PIN is refused during the lockout, through the page too.
    dialog.current_field.setText("13579")
    dialog.submit()
    assert not page.is_unlocked()
    assert not page.unlock_with("13579")
    # A new dialog does not reset the count.
    again = page.request_unlock()
    assert again.is_locked_out()
    assert not again.current_field.isEnabled()
    clock.now += 31
    qtbot.waitUntil(again.current_field.isEnabled, timeout=3000)
    assert again.message.message() == ""
    again.current_field.setText("13579")
    _submit(qtbot, again)
    assert page.is_unlocked()


def test_the_pin_can_be_changed(qtbot, page, store):
    store.instructor.set_pin("13579")
    assert page.unlock_with("13579")
    dialog = page.change_pin()
    assert dialog.purpose is PinPurpose.CHANGE
    dialog.current_field.setText("99999")
    dialog.new_field.setText("24680")
    dialog.repeat_field.setText("24680")
    _submit(qtbot, dialog)
    assert dialog.message.message().startswith("Wrong PIN")
    assert store.instructor.verify_pin("13579")
    dialog.current_field.setText("13579")
    with qtbot.waitSignal(dialog.accepted):
        _submit(qtbot, dialog)
    assert store.instructor.verify_pin("24680")
    assert not store.instructor.verify_pin("13579")
    assert page.message.message() == "The instructor PIN has been changed."


def test_leaving_the_page_locks_it_and_showing_it_asks_for_the_pin(qtbot, page, store):
    store.instructor.set_pin("13579")
    page.show()
    qtbot.waitExposed(page)
    qtbot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
    page.pin_dialog.reject()
    assert page.unlock_with("13579")
    assert page.tabs.isVisible()
    with qtbot.waitSignal(page.unlocked_changed) as locked:
        page.hide()
    assert locked.args == [False]
    assert not page.is_unlocked()
    page.show()
    # A new dialog comes once the page is shown again.
    qtbot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
    assert page.pin_dialog.purpose is PinPurpose.VERIFY
    page.pin_dialog.reject()


def test_the_lock_button_locks(qtbot, page, store):
    store.instructor.set_pin("13579")
    page.unlock_with("13579")
    qtbot.mouseClick(page.lock_button, Qt.MouseButton.LeftButton)
    assert not page.is_unlocked()
    assert page.unlock_button.text() == "Enter PIN…"
