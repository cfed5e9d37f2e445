"""The dealer-visible events of a hand, in the order they happen.

The hand appends one frozen record per event to its log; the procedure, the drills and the GUI walk
that log. Seats are numbered 1..N clockwise from the dealer's left.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple, TypeVar

from croupier.engine.cards import Card

__all__ = [
    "ActionKind",
    "ActionTaken",
    "AntePosted",
    "BetsGathered",
    "BringInDesignated",
    "CardBurned",
    "CardDealt",
    "CommunityCardDealt",
    "Event",
    "HandEnded",
    "HandKilled",
    "HandMucked",
    "HandRedealt",
    "HandShown",
    "IncidentOccurred",
    "IncidentRuled",
    "PotAwarded",
    "ShowdownStarted",
    "StreetOpened",
    "StubScrambled",
    "SupplyChecked",
    "UncalledBetReturned",
    "new_event",
]


_E = TypeVar("_E")

new_event = tuple.__new__
"""``new_event(CardDealt, (street, seat, card, face_up))`` makes what ``CardDealt(street, seat, card,
face_up)`` does, without calling the named tuple's ``__new__`` (a Python function, which the compiled
engine would otherwise run for each of the 90 or so events of a hand). The engine calls it only
through ``event_makers``, whose makers name every field (``card_dealt(street=…, seat=…, …)``)."""


def _typed_eq(self: tuple[object, ...], other: object) -> bool:
    return type(self) is type(other) and tuple.__eq__(self, other)


def _typed_ne(self: tuple[object, ...], other: object) -> bool:
    return not _typed_eq(self, other)


def _event(cls: type[_E]) -> type[_E]:
    """Events are named tuples (cheap to make: a hand logs about a hundred) that compare by type
    too, so that ``HandKilled(3) != HandMucked(3)``."""
    cls.__eq__ = _typed_eq  # type: ignore[assignment,method-assign]
    cls.__ne__ = _typed_ne  # type: ignore[assignment,method-assign]
    cls.__hash__ = tuple.__hash__  # type: ignore[assignment,method-assign]
    return cls


class ActionKind(StrEnum):
    """What a player did."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BRING_IN = "bring_in"
    COMPLETE = "complete"
    BET = "bet"
    RAISE = "raise"


@_event
class AntePosted(NamedTuple):
    seat: int
    amount: int
    all_in: bool


@_event
class CardDealt(NamedTuple):
    """A card to a seat; ``card`` is None when it is unknown (a replayed hand's hidden hole card)."""

    street: int
    seat: int
    card: Card | None
    face_up: bool


@_event
class CardBurned(NamedTuple):
    street: int
    card: Card | None


@_event
class SupplyChecked(NamedTuple):
    """R6.5: the count before 7th street; ``outcome`` is what the dealer does next."""

    stub: int
    need: int
    burns: int
    outcome: str  # "normal", "reshuffle_burns", "community_card", "reshuffle_then_community",
    # "deal_to_last_card", "reshuffle_burns_and_muck"


@_event
class StubScrambled(NamedTuple):
    """The stub scrambled with other cards (burns, the muck) to finish the deal."""

    street: int
    stub: int
    burns: int
    muck: int


@_event
class CommunityCardDealt(NamedTuple):
    street: int
    card: Card | None


@_event
class BringInDesignated(NamedTuple):
    """R3.2/R3.3: the seat whose door card brings it in (``card`` is that door card, None when a
    hand history left it unknown: then the record says who brings it in)."""

    seat: int
    card: Card | None
    passed_from: int | None = None  # R3.8: the low card's seat when it was all-in for the ante


@_event
class StreetOpened(NamedTuple):
    """Betting on a street begins: who acts first and at what sizes."""

    street: int
    first_actor: int | None  # None when no betting is possible (fewer than two can bet)
    board_leader: int | None  # the best (razz: lowest) board, which may be all-in (R5.5)
    double_bet: bool  # R4.3: an open pair on 4th street allows the big bet


@_event
class ActionTaken(NamedTuple):
    """A player's action. ``amount`` is the chips added; ``to`` is the player's street total."""

    street: int
    seat: int
    kind: ActionKind
    amount: int
    to: int
    all_in: bool
    wager_number: int  # bets/raises so far this street counted toward the cap (R4.4)
    capped: bool  # this wager reached the cap


@_event
class BetsGathered(NamedTuple):
    street: int
    amount: int
    pot: int


@_event
class UncalledBetReturned(NamedTuple):
    seat: int
    amount: int


@_event
class ShowdownStarted(NamedTuple):
    order: tuple[int, ...]


@_event
class HandShown(NamedTuple):
    seat: int
    cards: tuple[Card, ...]


@_event
class HandMucked(NamedTuple):
    seat: int


@_event
class HandKilled(NamedTuple):
    """R8.4: a losing hand killed by the dealer before the pot is pushed."""

    seat: int


@_event
class PotAwarded(NamedTuple):
    """One pot (0 = main, 1.. = side pots) or half of one pushed to its winner(s)."""

    pot: int
    amount: int
    half: str  # "whole", "high" or "low"
    shares: tuple[tuple[int, int], ...]  # (seat, chips)
    eligible: tuple[int, ...]


@_event
class HandEnded(NamedTuple):
    finishing_stacks: tuple[int, ...]


@_event
class IncidentOccurred(NamedTuple):
    """Something went wrong at the table (RULES.md §2.10, §2.11): ``kind`` names it (an
    ``incidents.IncidentKind`` value); ``card`` the card concerned and ``chips`` the chips a player
    put out, if any. The hand waits for the ruling (``IncidentRuled``)."""

    street: int
    kind: str
    seat: int | None
    card: Card | None
    chips: int
    rule: str
    up: tuple[Card | None, ...] | None = None  # the seat's upcards after it, when it changed them


@_event
class IncidentRuled(NamedTuple):
    """The ruling on an incident (an ``incidents.RulingKind`` value), with its rule number, as the
    engine carried it out (cards moved, chips given back or made a call, a bet or a raise)."""

    street: int
    kind: str
    ruling: str
    rule: str
    seat: int | None
    up: tuple[Card | None, ...] | None = None  # the seat's upcards after it, when it changed them


@_event
class HandRedealt(NamedTuple):
    """A misdeal (R10.1, R10.2, R10.4) or a void hand (R1.1): every chip goes back to the players,
    the cards are shuffled afresh and the hand is dealt again from the antes."""

    rule: str
    stacks: tuple[int, ...]


Event = (
    AntePosted
    | CardDealt
    | CardBurned
    | SupplyChecked
    | StubScrambled
    | CommunityCardDealt
    | BringInDesignated
    | StreetOpened
    | ActionTaken
    | BetsGathered
    | UncalledBetReturned
    | ShowdownStarted
    | HandShown
    | HandMucked
    | HandKilled
    | PotAwarded
    | HandEnded
    | IncidentOccurred
    | IncidentRuled
    | HandRedealt
)
