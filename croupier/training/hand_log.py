"""The hand log: the players' moves street by street, as the dealer saw them (who brought it in,
checked, bet, raised, called or folded, with the amounts; at the showdown who showed and who
mucked). The walkthrough shows it beside the checklist and ``croupier procedure --log`` prints it,
so that "who shows first?" on Seventh Street can be answered from the record. No Qt.

>>> from croupier.engine.events import ActionKind, ActionTaken
>>> bet = ActionTaken(4, 3, ActionKind.BET, 20, 20, False, 1, False)
>>> call = ActionTaken(4, 5, ActionKind.CALL, 20, 20, False, 1, False)
>>> [(street.street, [move.seat for move in street.moves]) for street in hand_log([bet, call])]
[(4, [3, 5])]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from croupier.engine.events import ActionTaken, Event, HandMucked, HandRedealt, HandShown, ShowdownStarted

__all__ = ["SHOWDOWN", "LogStreet", "Move", "hand_log"]

SHOWDOWN = 8
"""The showdown's place in the log, after Seventh Street."""

Move = ActionTaken | HandShown | HandMucked


@dataclass(frozen=True, slots=True)
class LogStreet:
    """One line of the log: a street (3 to 7, or ``SHOWDOWN``) and its moves in order."""

    street: int
    moves: tuple[Move, ...]


def hand_log(events: Iterable[Event]) -> list[LogStreet]:
    """The moves of a hand by street, from its events (a hand dealt again after a misdeal starts
    its log again)."""
    streets: dict[int, list[Move]] = {}
    showdown = False
    for event in events:
        if isinstance(event, HandRedealt):
            streets.clear()
            showdown = False
        elif isinstance(event, ShowdownStarted):
            showdown = True
        elif isinstance(event, ActionTaken):
            streets.setdefault(event.street, []).append(event)
        elif isinstance(event, HandShown | HandMucked):
            streets.setdefault(SHOWDOWN if showdown else _last(streets), []).append(event)
    return [LogStreet(street, tuple(moves)) for street, moves in sorted(streets.items())]


def _last(streets: dict[int, list[Move]]) -> int:
    """A hand shown or mucked before the showdown (a player folding face up) goes with the street
    under way."""
    return max(streets, default=3)
