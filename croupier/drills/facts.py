"""Facts about a position that several skills read: this street's actions, the pots, the showdown.

All of them ask the engine (the hand's event log, ``build_pots``, a copy played forward); none of them
knows a rule of its own.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator

from croupier.engine.events import (
    ActionKind,
    ActionTaken,
    CardBurned,
    CardDealt,
    CommunityCardDealt,
    Event,
    PotAwarded,
    StreetOpened,
)
from croupier.engine.hand import Hand, Phase, ShowDue, TurnDue
from croupier.engine.pots import Pot, build_pots

__all__ = [
    "WAGERS",
    "burn_count",
    "contenders",
    "finish",
    "gathered_pot",
    "is_street_start",
    "live_pots",
    "shown_street",
    "street_actions",
    "to_showdown",
]

WAGERS = frozenset({ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE})
"""The actions that count toward the cap (R4.4); the bring-in does not."""


def _since_street_opened(events: list[Event]) -> Iterator[Event]:
    for index in range(len(events) - 1, -1, -1):
        if isinstance(events[index], StreetOpened):
            yield from events[index + 1 :]
            return


def street_actions(hand: Hand) -> list[ActionTaken]:
    """The players' actions since this street's betting opened, oldest first."""
    return [event for event in _since_street_opened(hand.events) if isinstance(event, ActionTaken)]


def is_street_start(hand: Hand) -> bool:
    """A player is to act and nobody has acted yet on this street."""
    return isinstance(hand.next_step(), TurnDue) and not street_actions(hand)


def burn_count(hand: Hand) -> int:
    """Cards burned so far in the hand (scrambled burns included)."""
    return sum(1 for event in hand.events if isinstance(event, CardBurned))


def contenders(hand: Hand) -> list[int]:
    """Live seats that have not mucked: the ones who can still win a pot."""
    return [player.seat for player in hand.players if player.live and not player.mucked]


def live_pots(hand: Hand) -> tuple[list[Pot], list[Pot]]:
    """The pots as they stand (R8.7): the ones to be won, and uncalled chips to be returned."""
    pots = build_pots([player.contributed for player in hand.players], set(contenders(hand)))
    return [pot for pot in pots if not pot.is_uncalled], [pot for pot in pots if pot.is_uncalled]


def gathered_pot(hand: Hand) -> int:
    """The chips in the middle, without the bets still in front of the players."""
    return hand.pot - sum(player.bet for player in hand.players)


def to_showdown(hand: Hand) -> bool:
    """The showdown has begun and no hand has been shown or mucked yet."""
    step = hand.next_step()
    return (
        hand.phase is Phase.SHOWDOWN
        and isinstance(step, ShowDue)
        and step.seat == hand.showdown_order[0]
        and not any(hand.player(seat).shown or hand.player(seat).mucked for seat in hand.showdown_order)
    )


def finish(hand: Hand) -> tuple[Hand, list[PotAwarded]]:
    """A copy of a hand at its showdown played to the end, every hand shown; and its awards."""
    played = copy.deepcopy(hand)
    while isinstance(played.next_step(), ShowDue):
        played.show()
    return played, [event for event in played.events if isinstance(event, PotAwarded)]


def shown_street(hand: Hand) -> int:
    """The last street whose cards are out: between two rounds the engine has moved on to the next
    street already, but the table still shows the one just played (and its betting)."""
    dealt = [event.street for event in hand.events if isinstance(event, CardDealt)]
    if any(isinstance(event, CommunityCardDealt) for event in hand.events):
        dealt.append(7)
    return max(dealt, default=3)
