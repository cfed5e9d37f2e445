"""The projector view: a sample hand stepped forward and back with the keys, a bad file refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from readback import caption_text
from test_instructor_helpers import FakeDialogs, new_store

from croupier.gui.instructor import InstructorPage
from croupier.gui.instructor.projector_view import ProjectorView

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

PHH = Path(__file__).resolve().parents[1] / "data" / "phh"


@pytest.fixture
def dialogs() -> FakeDialogs:
    return FakeDialogs(open_path=str(PHH / "stud_showdown.phh"))


@pytest.fixture
def view(qtbot, translations, dialogs) -> ProjectorView:
    view = ProjectorView(dialogs)
    qtbot.add_widget(view)
    view.table_view.set_animations_enabled(False)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_before_a_file_the_view_says_how_to_open_one(view):
    assert view.step_count == 0
    assert "Open a hand history" in caption_text(view)
    assert not view.forward_button.isEnabled()


def test_opening_a_file_shows_the_hand_before_its_first_card(qtbot, view, dialogs):
    qtbot.keyClick(view, Qt.Key.Key_O)
    assert dialogs.asked == [("open", "Open a hand history")]
    assert view.step == 0
    assert view.step_count == 28
    assert caption_text(view) == "The antes are in: pot 15. Press → to deal."
    state = view.table_view.state()
    assert state.pot == 15
    assert [seat.name for seat in state.seats] == ["1 · Ann", "2 · Bob", "3 · Cleo"]
    assert view.title.text() == "stud_showdown.phh"
    assert view.position.text() == "Step 0 of 28 · Third Street"


def test_the_keys_step_the_hand_forward_and_back(qtbot, view):
    view.open_file(PHH / "stud_showdown.phh")
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.step == 1
    assert caption_text(view) == "Seat 1 is dealt ▮ ▮ 3♦"
    assert view.table_view.state().seat(1).card_count == 3
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.step == 4
    assert caption_text(view) == "Seat 3 brings it in for 10"
    assert view.commentary.text() == "“deuce of diamonds brings it in”"
    assert view.table_view.state().seat(3).bet == 10
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.step == 3
    assert view.table_view.state().seat(3).bet == 0
    assert view.commentary.text() == ""
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert view.step == 28
    assert view.table_view.state().complete
    assert not view.step_forward()  # nothing beyond the end
    assert view.position.text().endswith("Hand over")
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert view.step == 0
    assert not view.step_back()


@pytest.mark.parametrize("size", [(900, 600), (1280, 800)])
def test_the_table_stays_put_from_step_to_step(qtbot, view, size):
    """Captions of one line or three, commentary or none: the table neither moves nor changes size
    while a hand is stepped (a class watches it; and Qt would paint the whole table again)."""
    view.resize(*size)
    view.open_file(PHH / "stud_showdown.phh")
    qtbot.wait(10)
    where = view.table_view.geometry()
    while view.step_forward():
        qtbot.wait(1)
        assert view.table_view.geometry() == where, view.step
        caption = view.caption
        assert caption.heightForWidth(caption.width()) <= caption.height(), view.step  # nothing cut


def test_the_buttons_step_too_and_each_step_is_a_replay_to_that_point(qtbot, view):
    view.open_file(PHH / "stud_showdown.phh")
    with qtbot.waitSignal(view.step_changed) as changed:
        qtbot.mouseClick(view.forward_button, Qt.MouseButton.LeftButton)
    assert changed.args == [1]
    view.go_to(9)
    pot_at_nine = view.table_view.state().pot
    bets_at_nine = view.table_view.state().bets
    view.go_to(20)
    view.go_to(9)
    assert (view.table_view.state().pot, view.table_view.state().bets) == (pot_at_nine, bets_at_nine)
    assert caption_text(view) == "Seat 3 bets 20"


def test_down_cards_can_be_shown_to_the_class(qtbot, view):
    view.open_file(PHH / "stud_showdown.phh")
    view.go_to(1)
    assert view.table_view.state().seat(1).down == (None, None)
    qtbot.keyClick(view, Qt.Key.Key_H)
    assert [str(card) for card in view.table_view.state().seat(1).down] == ["9c", "Qd"]
    assert view.reveal_box.isChecked()


def test_a_malformed_file_says_where_and_keeps_the_hand_on_show(qtbot, view, dialogs):
    view.open_file(PHH / "stud_showdown.phh")
    view.go_to(6)
    before = view.table_view.state()
    dialogs.open_path = str(PHH / "bad_card.phh")
    assert not view.open_file()
    assert view.message.kind == "error"
    text = view.message.message()
    assert "bad_card.phh:9:" in text
    assert "unknown suit 'x'" in text
    assert view.step == 6
    assert view.table_view.state() == before
    assert view.title.text() == "stud_showdown.phh"
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.step == 7


def test_a_file_that_is_not_toml_is_refused_with_its_line(view):
    assert not view.open_file(PHH / "bad_toml.phh")
    assert "bad_toml.phh:" in view.message.message()
    assert view.history is None


def test_several_hands_in_one_file(view):
    assert view.open_file(PHH / "several.phhs")
    assert view.hand_box.count() > 1
    assert view.hand_box.isVisibleTo(view)
    view.go_to(2)
    assert view.choose_hand(1)
    assert view.step == 0
    assert view.hand_box.currentIndex() == 1


def test_the_instructor_page_opens_the_projector_as_a_window(qtbot, translations, tmp_path):
    store = new_store(tmp_path)
    store.instructor.set_pin("2468")
    page = InstructorPage(store, FakeDialogs())
    qtbot.add_widget(page)
    page.unlock_with("2468")
    page.tabs.setCurrentWidget(page.projector_tab)
    with qtbot.waitExposed(page):
        page.show()
    qtbot.mouseClick(page.projector_tab.open_button, Qt.MouseButton.LeftButton)
    projector = page.projector
    assert projector is not None
    assert projector.isWindow()
    assert projector.isVisible()
    assert page.open_projector() is projector  # one projector, shown again
    projector.close()
    store.close()
