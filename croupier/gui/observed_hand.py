"""Deal mode without the walkthrough (the Observe panel): the hand it plays on the table, its latest
event told in the verdict strip and, with speech on, the dealer's calls said aloud."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from croupier.engine.cards import Deck
from croupier.engine.events import (
    ActionTaken,
    BringInDesignated,
    Event,
    HandShown,
    PotAwarded,
    ShowdownStarted,
    StreetOpened,
)
from croupier.engine.rules import VARIANTS, Variant

if TYPE_CHECKING:
    from croupier.engine.hand import Hand
    from croupier.gui.observe_panel import ObservePanel
    from croupier.gui.settings import Settings
    from croupier.gui.table_view import TableView
    from croupier.gui.verdict_strip import VerdictStrip
    from croupier.speech import Speaker

__all__ = ["ObservedHand", "make_hand"]

# Events worth saying aloud when speech is on (the dealer's calls, not every card).
_SPOKEN = (StreetOpened, BringInDesignated, ActionTaken, ShowdownStarted, HandShown, PotAwarded)


def make_hand(settings: Settings, rng: random.Random) -> Hand:
    """A new hand of the game, players and stakes ``settings`` choose, with stacks of 12 to 40 big
    bets."""
    from croupier.engine.hand import Hand  # noqa: PLC0415 - the engine after the first frame

    stakes = settings.stakes
    stacks = [stakes.big_bet * rng.randint(12, 40) for _ in range(settings.players)]
    return Hand(VARIANTS[settings.variant], stakes, stacks, settings.house_rules, deck=Deck(rng), rng=rng)


class ObservedHand(QObject):
    """Shows ``panel``'s hand on ``table`` and tells it in ``strip`` while ``in_front()`` (Deal mode
    shows the Observe panel); ``language()`` is what the speaker says it in."""

    def __init__(
        self,
        panel: ObservePanel,
        *,
        table: TableView,
        strip: VerdictStrip,
        settings: Settings,
        speaker: Speaker,
        language: Callable[[], str],
        in_front: Callable[[], bool],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._panel = panel
        self._table = table
        self._strip = strip
        self._settings = settings
        self._speaker = speaker
        self._language = language
        self._in_front = in_front
        panel.hand_started.connect(self._show_new_hand)
        panel.stepped.connect(self._after_step)

    def show_hand(self) -> None:
        """The panel's hand on the table again (a quiz let go of it)."""
        hand = self._panel.hand
        if hand is not None:
            self._table.set_hand(hand)
        self.tell_last_event()

    def tell_last_event(self) -> None:
        """The strip tells the hand's latest event."""
        hand = self._panel.hand
        if hand is None or not self._in_front():
            return
        if hand.events:
            self._strip.show_note(_describe(hand.events[-1], hand.variant))
        else:
            self._strip.show_note(self.tr("A new hand: collect the antes."))

    def _show_new_hand(self, hand: Hand) -> None:
        self._table.set_hand(hand)
        self.tell_last_event()

    def _after_step(self, events: list[Event]) -> None:
        self._table.refresh()
        hand = self._panel.hand
        if not events or hand is None:
            return
        self.tell_last_event()
        if self._settings.speech:
            spoken = [event for event in events if isinstance(event, _SPOKEN)]
            if spoken:
                self._speaker.say(_describe(spoken[-1], hand.variant), self._language())


def _describe(event: Event, variant: Variant) -> str:
    """An observed hand's event in words (the procedure's wording is loaded with the first one)."""
    from croupier.gui.event_text import describe_event  # noqa: PLC0415

    return describe_event(event, variant)
