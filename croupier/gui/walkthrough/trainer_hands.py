"""The hands the trainer deals in the walkthrough: a demonstration (a fresh hand dealt a step at a
time, the dealer's calls said, the trainee watching) and a hand dealt right up to a duty the trainee
takes over from. Neither is the trainee's: nothing of it is scored, recorded or timed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from croupier.gui.walkthrough.demo_bar import DemoBar
from croupier.gui.walkthrough.hand_display import HandDisplay, exam_hand_under_way
from croupier.gui.walkthrough.pace_line import PaceLine
from croupier.gui.walkthrough.session import HandSession
from croupier.gui.walkthrough.words import WalkthroughWords
from croupier.training.controller import Waiting, Walkthrough

__all__ = ["Demonstrator", "TrainerHands"]


class Demonstrator(Protocol):
    """The demonstration's timer, as the trainer starts and stops it."""

    def start(self, until_street: int, interval_ms: int) -> None: ...

    def stop(self) -> None: ...


class TrainerHands(QObject):
    """Deals the trainer's hands in ``session`` (each a fresh one from ``new_hand()``), shown in
    ``display``; ``demonstration`` steps a demonstration, ``demo_bar`` stops it, ``pace`` is told
    the hand is not the trainee's. ``finished(complete)`` when a demonstration ends."""

    finished = Signal(bool)

    def __init__(
        self,
        session: HandSession,
        display: HandDisplay,
        demonstration: Demonstrator,
        demo_bar: DemoBar,
        pace: PaceLine,
        *,
        words: WalkthroughWords,
        new_hand: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._display = display
        self._demonstration = demonstration
        self._demo_bar = demo_bar
        self._pace = pace
        self._words = words
        self._new_hand = new_hand

    def _locked(self) -> bool:
        """An exam hand is under way (it is dealt to its end): said, and True."""
        if not exam_hand_under_way(self._session.walkthrough):
            return False
        self._display.note(self._words.exam_hand_locked())
        return True

    def demonstrate(self, until_street: int, interval_ms: int) -> bool:
        """The trainer deals a fresh hand itself up to ``until_street`` (8: to the end), a step at a
        time, saying the dealer's calls; False (nothing happens) during an exam hand."""
        if self._locked():
            return False
        self._new_hand()
        self._session.pause()  # the players act in the demonstration's own time
        self._pace.abandon()  # the trainer deals: not the trainee's pace
        self._display.note(
            self.tr("A demonstration: watch the dealer. Esc stops it; you may deal on from there.")
        )
        self._demonstration.start(until_street, interval_ms)
        self._demo_bar.show()
        return True

    def demonstrated(self, complete: bool) -> None:  # noqa: FBT001 - a signal's argument
        """The demonstration ended (``complete``: dealt as far as it was to go)."""
        self._demo_bar.hide()
        walk = self._session.walkthrough
        if walk is not None:
            self._display.no_score(walk)
        self._display.note(
            self.tr("The demonstration is over.")
            if complete
            else self.tr("Demonstration stopped: deal on from here, or start a new hand.")
        )
        self._session.advance(animate=False)
        self.finished.emit(complete)

    def fast_forward(self, until: Callable[[Walkthrough], bool]) -> None:
        """Deal on, every answer right, until ``until(walkthrough)``; not timed."""
        self._pace.abandon()
        self._session.fast_forward(until)

    def deal_to(self, until: Callable[[Walkthrough], bool], *, reached: str, missed: str, tries: int) -> bool:
        """A fresh hand, the trainer doing every duty right (nothing graded or recorded), up to where
        ``until`` holds: the trainee takes over there, told ``reached``. Up to ``tries`` hands for a
        duty not every hand has; else a fresh hand, told ``missed``, and False (also during an exam
        hand)."""
        if self._locked():
            return False
        for _ in range(tries):
            self._new_hand()
            walk = self._session.walkthrough
            if walk is None:
                return False
            if not until(walk):
                self.fast_forward(until)
            if until(walk) and walk.waiting is not Waiting.OVER:
                self._display.no_score(walk)
                self._display.note(reached)
                return True
        self._new_hand()
        self._display.note(missed)
        return False
