"""The dealer's pace in Table-ready hands, shown live above the walkthrough's footer: this hand's
time against the target's, the duties so far and their mean time, and the hands of the sitting in
hands an hour against the class's target. The timing is ``croupier.training.pace``; this shows it."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from croupier.drills.levels import TrainingMode
from croupier.i18n import format_number, format_seconds
from croupier.training.pace import DEFAULT_TARGET, FULL_TABLE, HandPace, PaceClock, PaceReading

__all__ = ["PaceLine"]

_TICK_MS = 1000


class PaceLine(QLabel):
    """Times the Table-ready hands (``begin`` a hand, ``answered`` for each answer, ``finish`` at
    its end) and shows the pace, refreshed every second. ``paced(HandPace)`` reports a hand timed
    to its end; a hand left before its end (another mode, another hand) is not timed.
    ``target_source`` gives the class's 8-handed target (the instructor's, from the store)."""

    paced = Signal(object)

    def __init__(self, clock: Callable[[], float] = time.monotonic, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("paceLine")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.setContentsMargins(12, 2, 12, 2)  # in line with the footer's boxes
        self._behind: bool | None = None
        self._clock_source = clock
        self.target_source: Callable[[], int] = lambda: DEFAULT_TARGET
        self.clock: PaceClock | None = None
        self.last: HandPace | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(_TICK_MS)
        self._timer.timeout.connect(self.refresh)
        self.setVisible(False)

    def set_clock(self, clock: Callable[[], float]) -> None:
        """Time with ``clock`` from now on (tests inject one): the sitting starts again."""
        self._clock_source = clock
        old = self.clock
        if old is not None:
            self.clock = PaceClock(old.players, old.eight_handed, clock)
            if old.running:
                self.clock.start()
            self.refresh()

    def begin(self, mode: TrainingMode, players: int) -> None:
        """A new hand is dealt: timed in Table-ready (an unfinished hand before it is dropped)."""
        if mode is not TrainingMode.TABLE_READY:
            self.stop()
            return
        target = self.target_source()
        clock = self.clock
        if clock is None or clock.players != players or clock.eight_handed != target:
            clock = self.clock = PaceClock(players, target, self._clock_source)
        clock.abandon()
        clock.start()
        self.last = None
        self.setVisible(True)
        self._timer.start()
        self.refresh()

    def stop(self) -> None:
        """Not Table-ready any more: nothing is timed or shown."""
        if self.clock is not None:
            self.clock.abandon()
        self._timer.stop()
        self.setVisible(False)

    def abandon(self) -> None:
        """The hand is left before its end (another mode has the table): it is not timed."""
        if self.clock is not None and self.clock.running:
            self.clock.abandon()
            self._timer.stop()
            self.refresh()

    def answered(self, record: object) -> None:
        """An answer of the trainee's (a ``WalkthroughAnswer``) in its seconds."""
        clock = self.clock
        if clock is not None and clock.running:
            clock.duty(float(getattr(record, "seconds", 0.0)))
            self.refresh()

    def finish(self) -> HandPace | None:
        """The hand is over: its pace, reported with ``paced``."""
        clock = self.clock
        if clock is None or not clock.running:
            return None
        hand = clock.finish()
        self._timer.stop()
        self.last = hand
        self.refresh()
        if hand is not None:
            self.paced.emit(hand)
        return hand

    # ----------------------------------------------------------------------------- text

    def refresh(self) -> None:
        clock = self.clock
        if clock is None:
            self.setText("")
            return
        reading = clock.reading()
        self.setText(self.text_for(reading, self.last, running=clock.running))
        # Amber once the hand runs over the target's time (or the last hand did).
        behind = reading.behind if clock.running else self.last is not None and not self.last.on_pace
        if behind != self._behind:
            self._behind = behind
            self.setStyleSheet("#paceLine { color: #f0c94a; }" if behind else "")

    def text_for(self, reading: PaceReading, last: HandPace | None, *, running: bool) -> str:
        if running:
            hand = self.tr("Pace: this hand {elapsed} of {target}").format(
                elapsed=format_seconds(reading.elapsed), target=format_seconds(reading.target_seconds)
            )
        elif last is not None:
            hand = (
                self.tr("Pace: the hand took {seconds}, on target")
                if last.on_pace
                else self.tr("Pace: the hand took {seconds}, over the target's {target}")
            ).format(seconds=format_seconds(last.seconds), target=format_seconds(last.target_seconds))
        else:
            hand = self.tr("Pace: this hand is not timed (it was left before its end)")
        duties = reading.duties if running else (last.duties if last is not None else 0)
        mean = reading.seconds_per_duty if running else (last.seconds_per_duty if last is not None else 0.0)
        parts = [hand]
        if duties:
            parts.append(
                self.tr("%n duties, {seconds} each", "", duties).format(seconds=format_seconds(mean))
            )
        if reading.hands:
            parts.append(
                self.tr("%n hands at {rate} an hour", "", reading.hands).format(
                    rate=format_number(reading.hands_per_hour, decimals=1)
                )
            )
        parts.append(
            self.tr("target {rate} an hour at {players} players").format(
                rate=format_number(reading.target, decimals=1), players=self._players()
            )
        )
        return " · ".join(parts)

    def _players(self) -> int:
        return self.clock.players if self.clock is not None else FULL_TABLE

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
