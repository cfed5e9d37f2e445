"""The dealer-visible events of a hand, in the order they happen.

The hand appends one frozen record per event to its log; the procedure, the drills and the GUI walk
that log. Seats are numbered 1..N clockwise from the dealer's left.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

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
    "HandShown",
    "PotAwarded",
    "ShowdownStarted",
    "StreetOpened",
    "StubScrambled",
    "SupplyChecked",
    "UncalledBetReturned",
]


class ActionKind(StrEnum):
    """What a player did."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BRING_IN = "bring_in"
    COMPLETE = "complete"
    BET = "bet"
    RAISE = "raise"


@dataclass(frozen=True, slots=True)
class AntePosted:
    seat: int
    amount: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class CardDealt:
    """A card to a seat; ``card`` is None when it is unknown (a replayed hand's hidden hole card)."""

    street: int
    seat: int
    card: Card | None
    face_up: bool


@dataclass(frozen=True, slots=True)
class CardBurned:
    street: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class SupplyChecked:
    """R6.5: the count before 7th street; ``outcome`` is what the dealer does next."""

    stub: int
    need: int
    burns: int
    outcome: str  # "normal", "reshuffle_burns", "community_card", "reshuffle_then_community",
    # "deal_to_last_card", "reshuffle_burns_and_muck"


@dataclass(frozen=True, slots=True)
class StubScrambled:
    """The stub scrambled with other cards (burns, the muck) to finish the deal."""

    street: int
    stub: int
    burns: int
    muck: int


@dataclass(frozen=True, slots=True)
class CommunityCardDealt:
    street: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class BringInDesignated:
    """R3.2/R3.3: the seat whose door card brings it in (``card`` is that door card)."""

    seat: int
    card: Card
    passed_from: int | None = None  # R3.8: the low card's seat when it was all-in for the ante


@dataclass(frozen=True, slots=True)
class StreetOpened:
    """Betting on a street begins: who acts first and at what sizes."""

    street: int
    first_actor: int | None  # None when no betting is possible (fewer than two can bet)
    board_leader: int | None  # the best (razz: lowest) board, which may be all-in (R5.5)
    double_bet: bool  # R4.3: an open pair on 4th street allows the big bet


@dataclass(frozen=True, slots=True)
class ActionTaken:
    """A player's action. ``amount`` is the chips added; ``to`` is the player's street total."""

    street: int
    seat: int
    kind: ActionKind
    amount: int
    to: int
    all_in: bool
    wager_number: int  # bets/raises so far this street counted toward the cap (R4.4)
    capped: bool  # this wager reached the cap


@dataclass(frozen=True, slots=True)
class BetsGathered:
    street: int
    amount: int
    pot: int


@dataclass(frozen=True, slots=True)
class UncalledBetReturned:
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class ShowdownStarted:
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandShown:
    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class HandMucked:
    seat: int


@dataclass(frozen=True, slots=True)
class HandKilled:
    """R8.4: a losing hand killed by the dealer before the pot is pushed."""

    seat: int


@dataclass(frozen=True, slots=True)
class PotAwarded:
    """One pot (0 = main, 1.. = side pots) or half of one pushed to its winner(s)."""

    pot: int
    amount: int
    half: str  # "whole", "high" or "low"
    shares: tuple[tuple[int, int], ...]  # (seat, chips)
    eligible: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandEnded:
    finishing_stacks: tuple[int, ...]


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
)
