"""A demonstration hand: the trainer deals the walkthrough's hand itself, one duty (or one player's
decision) at a time on a timer, saying each of the dealer's calls (with speech on) and telling each
step in words, up to a street or to the end. Nothing it does is the trainee's: nothing is graded or
recorded. ``stepped(text)`` after each step, ``finished(complete)`` when it ends (``complete``:
dealt as far as it was to go). The trainee stops it (``stop``), skips to its end (``skip``) or sets
its speed (``set_interval``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from croupier.gui.event_text import describe_event
from croupier.training.controller import Waiting, Walkthrough
from croupier.training.journal import Done
from croupier.words.procedure_words import announcement_text, step_text

if TYPE_CHECKING:
    from croupier.gui.walkthrough.panel import WalkthroughPanel

__all__ = ["DEMO_STEP_MS", "Demonstration"]

DEMO_STEP_MS = 600
"""A step of the demonstration at its normal speed (the trainee may slow it down or speed it up)."""
translate = QCoreApplication.translate


class Demonstration(QObject):
    stepped = Signal(str)
    finished = Signal(bool)

    def __init__(self, panel: WalkthroughPanel) -> None:
        super().__init__(panel)
        self._panel = panel
        self._until = 8
        self._timer = QTimer(self)
        self._timer.setInterval(DEMO_STEP_MS)
        self._timer.timeout.connect(self.step)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self, until_street: int, interval_ms: int = DEMO_STEP_MS) -> None:
        """Deal on from where the hand stands until Seventh Street (7) is over, or the hand (8)."""
        self._until = until_street
        self._timer.setInterval(max(1, interval_ms))
        self._timer.start()

    def stop(self) -> None:
        """Stop before the end (the trainee may deal on from here)."""
        if self._timer.isActive():
            self._timer.stop()
            self.finished.emit(False)

    def set_interval(self, interval_ms: int) -> None:
        """The time between two steps, from now on."""
        self._timer.setInterval(max(1, interval_ms))

    def skip(self) -> None:
        """Deal the rest of the demonstration at once, to where it was to go."""
        walk = self._panel.walkthrough
        if not self._timer.isActive() or walk is None:
            return
        self._timer.stop()
        walk.play_right(self._done)
        self._panel.show_demonstrated(
            translate("Demonstration", "Skipped to the end of the demonstration."), []
        )
        self.finished.emit(True)

    def _done(self, walk: Walkthrough) -> bool:
        return walk.waiting is Waiting.OVER or walk.hand.street > self._until

    def step(self) -> None:
        """One duty or one decision, told and (for a call) spoken."""
        walk = self._panel.walkthrough
        if walk is None:
            self.stop()
            return
        if self._done(walk):
            self._timer.stop()
            self.finished.emit(True)
            return
        journal_before = len(walk.journal)
        events_before = len(walk.hand.events)
        walk.play_right(self._done, limit=1)
        texts: list[str] = []
        calls: list[str] = []
        for _milestone, entry in walk.journal[journal_before:]:
            if isinstance(entry, Done):
                texts.append(step_text(entry.step))
                if entry.step.announcement is not None:
                    calls.append(announcement_text(entry.step.announcement))
        moved = walk.hand.events[events_before:]
        if texts:
            text = translate("Demonstration", "The dealer: {what}").format(what="; ".join(texts))
        elif moved:
            text = describe_event(moved[-1], walk.hand.variant)
        else:
            text = translate("Demonstration", "The players act.")
        self._panel.show_demonstrated(text, calls)
        self.stepped.emit(text)
