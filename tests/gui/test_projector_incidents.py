"""The instructor makes an incident happen on the projector's hand for the class: from the main
window (Instructor mode, the PIN, the Projector tab), a hand history stepped to a moment, the
incident chosen and made to happen (the table as the mistake left it, the rulings to weigh), then the
engine's ruling carried out and explained; the next step goes on with the hand as recorded."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from readback import caption_text
from school_windows import opened
from test_instructor_helpers import FakeDialogs, new_store

from croupier.engine.events import IncidentOccurred, IncidentRuled
from croupier.engine.incidents import IncidentKind, plausible_rulings, right_ruling
from croupier.engine.phh import load
from croupier.gui.instructor.projector_view import ProjectorView
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.words.incident_words import incident_name, ruling_text

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

PHH = Path(__file__).resolve().parents[1] / "data" / "phh" / "stud_showdown.phh"
K = IncidentKind


@pytest.fixture
def store(tmp_path):
    store = new_store(tmp_path)
    store.instructor.set_pin("2468")
    yield store
    store.close()


@pytest.fixture
def projector(qtbot, translations, settings, speaker, store) -> ProjectorView:
    """The projector opened from the main window's Instructor mode, the sample hand loaded (O)."""
    dialogs = FakeDialogs(open_path=str(PHH))
    trainee = store.roster.get_or_add("Station 1")
    window = MainWindow(
        translations, settings, speaker, store=store, trainee=trainee, rng=random.Random(5), dialogs=dialogs
    )
    qtbot.add_widget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    qtbot.mouseClick(window.top_bar.mode_buttons["instructor"], Qt.MouseButton.LeftButton)
    assert window.mode is View.INSTRUCTOR
    page = window.instructor_page
    qtbot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
    page.pin_dialog.current_field.setText("2468")
    page.pin_dialog.submit()
    opened(qtbot, page)
    page.tabs.setCurrentWidget(page.projector_tab)
    qtbot.mouseClick(page.projector_tab.open_button, Qt.MouseButton.LeftButton)
    view = page.projector
    assert view is not None
    assert view.isVisible()
    view.table_view.set_animations_enabled(False)
    qtbot.waitExposed(view)
    qtbot.keyClick(view, Qt.Key.Key_O)
    assert view.step_count == 28
    yield view
    view.close()


def _step_to(qtbot, view: ProjectorView, kind: IncidentKind) -> None:
    for _ in range(view.step_count):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        if kind.value in [view.incident_bar.box.itemData(i) for i in range(view.incident_bar.box.count())]:
            return
    raise AssertionError(f"{kind.value} never possible in the sample hand")


def test_a_seventh_street_card_dealt_up_made_to_happen_and_ruled_for_the_class(qtbot, projector):
    view = projector
    bar = view.incident_bar
    assert not bar.button.isEnabled()  # before the first card nothing can go wrong
    _step_to(qtbot, view, K.SEVENTH_CARD_UP)
    step = view.step
    assert bar.choose(K.SEVENTH_CARD_UP)
    assert bar.box.currentText() == incident_name(K.SEVENTH_CARD_UP)
    assert bar.button.text() == "Make it happen (I)"
    qtbot.mouseClick(bar.button, Qt.MouseButton.LeftButton)

    shown = view.incident
    assert shown is not None
    incident = shown.incident
    seat = incident.seat
    assert [e.kind for e in view.hand.events if isinstance(e, IncidentOccurred)] == [K.SEVENTH_CARD_UP.value]
    # The card lies face up at its seat, for the class to see; the list is closed meanwhile.
    assert incident.card in view.table_view.state().seat(seat).down
    assert caption_text(view).startswith(f"⚠ Seat {seat}'s Seventh Street card is dealt face up")
    assert "What is the ruling?" in caption_text(view)
    for kind in plausible_rulings(incident):
        assert ruling_text(kind) in view.commentary.text()
    assert not bar.box.isEnabled()
    assert bar.button.text() == "Show the ruling (R)"

    qtbot.keyClick(view, Qt.Key.Key_R)
    right = right_ruling(incident, view.hand.rules)
    ruled = [e for e in view.hand.events if isinstance(e, IncidentRuled)]
    assert [(e.ruling, e.rule) for e in ruled] == [(right.kind.value, "R10.8")]
    assert caption_text(view) == f"{ruling_text(right.kind)} (R10.8)"
    assert "Seventh Street" in view.commentary.text()
    assert view.incident.waiting is False
    assert bar.button.text() == "Make it happen (I)"
    assert not bar.button.isEnabled()  # one incident a step

    # The next step is the hand as recorded: the incident was a detour.
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.step == step + 1
    assert view.incident is None
    assert not any(isinstance(e, IncidentOccurred) for e in view.hand.events)


def test_all_three_cards_up_is_a_misdeal_dealt_again_on_the_projector(qtbot, projector):
    view = projector
    _step_to(qtbot, view, K.ALL_THREE_EXPOSED)
    assert view.incident_bar.choose(K.ALL_THREE_EXPOSED)
    qtbot.keyClick(view, Qt.Key.Key_I)
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert caption_text(view) == "Misdeal: antes back, shuffle and deal again (R10.2)"
    assert view.hand.street == 3
    assert view.table_view.state().seats[0].card_count == 0  # dealt again from the antes


def test_a_string_raise_on_the_projector_is_carried_out_as_a_call(qtbot, projector):
    view = projector
    _step_to(qtbot, view, K.STRING_RAISE)
    seat = view.hand.actor
    stack = view.hand.player(seat).stack
    assert view.incident_bar.choose(K.STRING_RAISE)
    qtbot.keyClick(view, Qt.Key.Key_I)
    incident = view.incident.incident
    assert incident.kind is K.STRING_RAISE
    # The chips lie in front of the player, not yet in the pot.
    assert view.table_view.state().seat(seat).bet == view.hand.player(seat).bet + incident.chips
    qtbot.mouseClick(view.incident_bar.button, Qt.MouseButton.LeftButton)
    assert caption_text(view) == "A call: the extra chips go back (R11.3)"
    assert view.hand.player(seat).stack == stack - incident.to_call
    assert view.incident.table.held == {}


def test_nothing_waits_for_a_ruling_before_an_incident(qtbot, translations):
    view = ProjectorView(FakeDialogs())
    qtbot.add_widget(view)
    assert not view.make_incident(K.STRING_RAISE)  # no hand on show
    view.load_histories(load(PHH), "stud_showdown.phh")
    view.go_to(1)
    assert view.incident is None
    assert not view.show_ruling()
    assert not view.make_incident(K.SEVENTH_CARD_UP)  # not on Third Street
