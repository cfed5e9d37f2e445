"""The instructor PIN through the dialog: first use, the right PIN, wrong ones, the lockout (longer each
time, and kept over a restart), a change, and a second station of the same database."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt
from readback import is_locked_out, is_unlocked
from school_windows import checked
from test_instructor_helpers import FakeDialogs, new_store

from croupier.gui.instructor import InstructorPage, PinPurpose
from croupier.store import Store
from croupier.store.authority import PinAuthority
from croupier.store.lockout import Lockout

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


def make_page(qtbot, store: Store, clock: Clock) -> InstructorPage:
    """An instructor page as a station has it: the lockout kept in the database, on ``clock``."""
    instructor = store.instructor
    lockout = Lockout(instructor.lockout_state, instructor.save_lockout_state, clock=clock)
    page = InstructorPage(store, FakeDialogs(), authority=PinAuthority(store, lockout))
    qtbot.add_widget(page)
    page.resize(1000, 700)
    return page


@pytest.fixture
def page(qtbot, store, clock) -> InstructorPage:
    return make_page(qtbot, store, clock)


def _submit(qtbot, dialog) -> None:
    """OK clicked, and the verdict waited for (the dialog checks in a worker thread)."""
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    checked(qtbot, dialog)


def test_first_use_asks_for_a_new_pin_twice_and_stores_only_a_hash(qtbot, page, store, tmp_path):
    assert not is_unlocked(page)
    assert page.unlock_button.text() == "Create the instructor PIN…"
    dialog = page.request_unlock()
    assert dialog.purpose is PinPurpose.SET
    assert dialog.windowTitle() == "Create the instructor PIN"
    assert "about to create its instructor PIN" in dialog._intro.text()
    assert str(store.path) in dialog._intro.text()
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
    assert is_unlocked(page)
    assert store.instructor.verify_pin("2468")
    with sqlite3.connect(tmp_path / "progress.sqlite3") as db:
        (stored,) = db.execute("select value from secrets where key = 'instructor_pin'").fetchone()
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
    assert is_unlocked(page)
    assert page.tabs.isVisibleTo(page)


def test_a_wrong_pin_says_so_and_gives_no_access(qtbot, page, store):
    store.instructor.set_pin("13579")
    dialog = page.request_unlock()
    dialog.current_field.setText("1111")
    with qtbot.assertNotEmitted(page.unlocked_changed):
        _submit(qtbot, dialog)
    assert not is_unlocked(page)
    assert dialog.message.message() == "Wrong PIN. Tries left before a wait: 2."
    assert dialog.message.text().startswith("⚠")
    assert dialog.current_field.text() == ""
    assert dialog.result() == 0  # still open, not accepted


def test_the_pin_is_checked_aside_and_a_second_ok_meanwhile_is_no_second_try(qtbot, page, store):
    store.instructor.set_pin("13579")
    dialog = page.request_unlock()
    dialog.current_field.setText("1111")
    dialog.submit()  # as OK or Enter does
    assert dialog.checking  # in a worker thread: the dialog says so, and takes no second try
    assert dialog.message.message() == "Checking the PIN…"
    assert not dialog.ok_button.isEnabled()
    assert dialog.current_field.isReadOnly()
    dialog.submit()
    checked(qtbot, dialog)
    assert dialog.message.message() == "Wrong PIN. Tries left before a wait: 2."  # counted once
    assert dialog.ok_button.isEnabled()
    assert not dialog.current_field.isReadOnly()
    dialog.current_field.setText("13579")
    dialog.submit()
    assert not is_unlocked(page)
    with qtbot.waitSignal(page.unlocked_changed):
        pass
    assert is_unlocked(page)


def test_three_wrong_pins_lock_the_dialog_for_a_while(qtbot, page, store, clock):
    store.instructor.set_pin("13579")
    page.show()
    qtbot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
    dialog = page.pin_dialog
    for _ in range(3):
        dialog.current_field.setText("0000")
        _submit(qtbot, dialog)
    assert is_locked_out(dialog)
    assert not dialog.current_field.isEnabled()
    assert not dialog.ok_button.isEnabled()
    assert dialog.message.message() == "Too many wrong tries. Instructor mode opens again in 30\u00a0s."
    # Even the right PIN is refused during the lockout, through the page too.
    dialog.current_field.setText("13579")
    dialog.submit()
    assert not is_unlocked(page)
    assert not page.unlock_with("13579")
    # A new dialog does not reset the count.
    again = page.request_unlock()
    assert is_locked_out(again)
    assert not again.current_field.isEnabled()
    clock.now += 31
    qtbot.waitUntil(again.current_field.isEnabled, timeout=3000)
    assert again.message.message() == ""
    again.current_field.setText("13579")
    _submit(qtbot, again)
    assert is_unlocked(page)


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
    assert not is_unlocked(page)
    page.show()
    # A new dialog comes once the page is shown again.
    qtbot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
    assert page.pin_dialog.purpose is PinPurpose.VERIFY
    page.pin_dialog.reject()


def test_the_lock_button_locks(qtbot, page, store):
    store.instructor.set_pin("13579")
    page.unlock_with("13579")
    qtbot.mouseClick(page.lock_button, Qt.MouseButton.LeftButton)
    assert not is_unlocked(page)
    assert page.unlock_button.text() == "Enter PIN…"


def test_each_lockout_is_longer_and_a_restart_keeps_it(qtbot, store, clock):
    store.instructor.set_pin("13579")
    first = make_page(qtbot, store, clock)
    for _ in range(3):
        assert not first.unlock_with("0000")
    assert first.authority.lockout.locked_for() == 30
    # The app closes and starts again: a new page, a new lockout read from the database.
    again = make_page(qtbot, store, clock)
    dialog = again.request_unlock()
    assert is_locked_out(dialog)
    assert not again.unlock_with("13579")
    clock.now += 31
    for _ in range(3):
        assert not again.unlock_with("1111")
    assert again.authority.lockout.locked_for() == 120  # 2 minutes the second time
    clock.now += 121
    for _ in range(3):
        again.unlock_with("2222")
    assert again.authority.lockout.locked_for() == 600  # then 10 minutes
    clock.now += 601
    assert again.unlock_with("13579")
    # The right PIN forgets the count: the next lock is short again.
    again.lock()
    for _ in range(3):
        again.unlock_with("3333")
    assert again.authority.lockout.locked_for() == 30


def test_a_second_station_of_the_database_never_offers_to_create_a_pin(qtbot, tmp_path, clock):
    path = tmp_path / "progress.sqlite3"
    with Store(f"sqlite:///{path}") as one, Store(f"sqlite:///{path}") as two:
        first, second = make_page(qtbot, one, clock), make_page(qtbot, two, clock)
        assert second.unlock_button.text() == "Create the instructor PIN…"
        dialog = first.request_unlock()
        dialog.new_field.setText("4711")
        dialog.repeat_field.setText("4711")
        _submit(qtbot, dialog)
        assert is_unlocked(first)
        # The other station asks for the PIN, though it showed "create" before.
        second.retranslate()
        assert second.unlock_button.text() == "Enter PIN…"
        assert second.request_unlock().purpose is PinPurpose.VERIFY


def test_a_pin_made_meanwhile_elsewhere_is_not_overwritten(qtbot, store, page):
    dialog = page.request_unlock()
    assert dialog.purpose is PinPurpose.SET
    store.instructor.set_pin("1234")  # another station, first
    dialog.new_field.setText("9999")
    dialog.repeat_field.setText("9999")
    _submit(qtbot, dialog)
    assert not is_unlocked(page)
    assert "has an instructor PIN already" in dialog.message.message()
    assert store.instructor.verify_pin("1234")
