"""The pace target of Table-ready hands is read once per sign-in, not at every hand: on a school
server each read is a round trip on the window's thread. Counted in statements the store's engine
runs, never in seconds; read again after a change is heard (or made here) and at the next sign-in."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget
from sqlalchemy import event

from croupier.drills.levels import TrainingMode
from croupier.gui.station import Station
from croupier.gui.walkthrough.pace_line import PaceLine
from croupier.gui.walkthrough_sessions import WalkthroughSessions
from croupier.store.school import SCHOOL_CHANNEL
from croupier.training.pace import target_for

HANDS = 5


class _Panel(QObject):
    """What the sessions hear of a walkthrough panel, with a real pace line."""

    answered = Signal(object)
    hand_started = Signal(object)
    hand_over = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.pace = PaceLine(clock=lambda: 1000.0)


class _Selects:
    """The SELECTs the store's engine runs while counting."""

    def __init__(self, engine) -> None:
        self.count = 0
        event.listen(engine, "before_cursor_execute", self._executed)

    def _executed(self, _conn, _cursor, statement, _params, _context, _many) -> None:
        if statement.lstrip().upper().startswith("SELECT"):
            self.count += 1


def _deal(panel: _Panel, hands: int) -> float:
    """``hands`` Table-ready hands begun at 8 players: the target the last was timed against."""
    for _ in range(hands):
        panel.pace.begin(TrainingMode.TABLE_READY, 8)
    assert panel.pace.clock is not None
    return panel.pace.clock.reading().target


def test_the_pace_target_is_read_once_a_sign_in_and_again_after_a_change(qtbot, store):
    advanced = store.classes.add("Advanced")
    store.classes.set_pace_target(advanced.id, 35)
    ben = store.roster.add("Ben Cohen", class_id=advanced.id)
    anna = store.roster.add("Anna Berger")
    station = Station(store)
    window = QWidget()
    qtbot.add_widget(window)
    panel = _Panel()
    WalkthroughSessions(
        window,
        panel,  # type: ignore[arg-type]
        recorder=lambda: station.recorder,
        variant=lambda: "seven_card_stud",
        dialogs=None,  # type: ignore[arg-type]
        report=lambda _text: None,
        station=lambda: station,
    )
    try:
        station.sign_in(ben)
        selects = _Selects(store._access.engine)
        assert _deal(panel, HANDS) == target_for(8, 35)
        reads = selects.count
        assert 0 < reads <= 2  # the school's settings and the classes' targets, once
        assert _deal(panel, HANDS) == target_for(8, 35)
        assert selects.count == reads  # no read at all for the hands after the first

        # The instructor changes the class's target: heard (or made in this window), read again.
        store.classes.set_pace_target(advanced.id, 40)
        selects.count = 0
        assert _deal(panel, HANDS) == target_for(8, 35)  # not heard yet: the kept target
        assert selects.count == 0
        station._mail.box.live(SCHOOL_CHANNEL, f"class:{advanced.id}")  # as the listener hears it
        qtbot.waitUntil(lambda: _deal(panel, 1) == target_for(8, 40))
        assert _deal(panel, HANDS) == target_for(8, 40)
        assert selects.count == reads

        # Changed in this window's instructor page: the page's hook has it read again.
        store.school.save(replace(store.school.settings(), pace_target=25))
        store.classes.set_pace_target(advanced.id, None)
        selects.count = 0
        station.forget_paces()
        assert _deal(panel, HANDS) == target_for(8, 25)
        assert selects.count == reads

        # The next sign-in reads them again, once: Anna's is the school's.
        station.sign_in(anna)
        selects.count = 0
        assert _deal(panel, HANDS) == target_for(8, 25)
        assert selects.count == reads
    finally:
        station.close()  # its writer's thread must not outlive the test
