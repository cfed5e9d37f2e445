"""What the trainee sees of a question's position: what a dealer sees at the table, no more.

Hole cards stay hidden except for the seats in ``Question.shown`` (hands tabled at a showdown); the
stub and the burn pile are not counted out (counting them is what some questions ask).

>>> import random
>>> from croupier.drills.grading import generate
>>> view = table_view(generate("bring_in", random.Random(1)))
>>> view.street, all(len(seat.up) == 1 for seat in view.seats)
(3, True)
"""

from __future__ import annotations

from dataclasses import dataclass

from croupier.drills.facts import gathered_pot, street_actions
from croupier.drills.model import Question
from croupier.engine.cards import Card
from croupier.engine.events import ActionTaken

__all__ = ["SeatView", "TableView", "table_view"]


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat: its upcards in order, its hole cards (None where hidden), chips and state.

    ``contributed`` is what the seat has put in this hand (antes included): a dealer keeps track of
    it when someone is all-in.
    """

    seat: int
    up: tuple[Card | None, ...]  # None: a hand history's unknown upcard
    down: tuple[Card | None, ...]
    stack: int
    bet: int
    contributed: int
    folded: bool
    all_in: bool


@dataclass(frozen=True, slots=True)
class TableView:
    """The table at the moment of the question. ``pot`` is the gathered pot (bets not included)."""

    variant: str
    street: int
    pot: int
    seats: tuple[SeatView, ...]
    community: Card | None
    actions: tuple[ActionTaken, ...]  # this street's actions so far, oldest first
    profile: str


def table_view(question: Question) -> TableView:
    """The dealer's view of ``question.position``."""
    hand = question.position
    seats = []
    for player in hand.players:
        shown = player.seat in question.shown
        down = tuple(card if shown else None for card in player.down)
        seats.append(
            SeatView(
                seat=player.seat,
                up=tuple(player.up),
                down=down,
                stack=player.stack,
                bet=player.bet,
                contributed=player.contributed,
                folded=player.folded,
                all_in=player.all_in,
            )
        )
    return TableView(
        variant=hand.variant.code,
        street=hand.street,
        pot=gathered_pot(hand),
        seats=tuple(seats),
        community=hand.community,
        actions=tuple(street_actions(hand)),
        profile=question.profile,
    )
