"""The dealer-visible events of a hand, in the order they happen.

The hand appends one frozen record per event to its log; the procedure, the drills and the GUI walk
that log. Seats are numbered 1..N clockwise from the dealer's left. Events are compiled records
(``records.Record``): a hand logs about a hundred.

>>> event = CardDealt(street=3, seat=2, card=Card.parse("Kd"), face_up=True)
>>> event
CardDealt(street=3, seat=2, card=Card.parse('Kd'), face_up=True)
>>> event.seat, event == CardDealt(3, 2, Card.parse("Kd"), True), HandKilled(3) == HandMucked(3)
(2, True, False)
"""

from __future__ import annotations

from enum import StrEnum
from typing import ClassVar, Final

from croupier.engine.cards import Card
from croupier.engine.records import Record

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


class AntePosted(Record):
    __slots__ = ("all_in", "amount", "seat")
    __match_args__: ClassVar = ("seat", "amount", "all_in")

    def __init__(self, seat: int, amount: int, all_in: bool) -> None:
        self.seat: Final = seat
        self.amount: Final = amount
        self.all_in: Final = all_in


class CardDealt(Record):
    """A card to a seat; ``card`` is None when it is unknown (a replayed hand's hidden hole card)."""

    __slots__ = ("card", "face_up", "seat", "street")
    __match_args__: ClassVar = ("street", "seat", "card", "face_up")

    def __init__(self, street: int, seat: int, card: Card | None, face_up: bool) -> None:
        self.street: Final = street
        self.seat: Final = seat
        self.card: Final = card
        self.face_up: Final = face_up


class CardBurned(Record):
    __slots__ = ("card", "street")
    __match_args__: ClassVar = ("street", "card")

    def __init__(self, street: int, card: Card | None) -> None:
        self.street: Final = street
        self.card: Final = card


class SupplyChecked(Record):
    """R6.5: the count before 7th street; ``outcome`` is what the dealer does next: "normal",
    "reshuffle_burns", "community_card", "reshuffle_then_community", "deal_to_last_card" or
    "reshuffle_burns_and_muck"."""

    __slots__ = ("burns", "need", "outcome", "stub")
    __match_args__: ClassVar = ("stub", "need", "burns", "outcome")

    def __init__(self, stub: int, need: int, burns: int, outcome: str) -> None:
        self.stub: Final = stub
        self.need: Final = need
        self.burns: Final = burns
        self.outcome: Final = outcome


class StubScrambled(Record):
    """The stub scrambled with other cards (burns, the muck) to finish the deal."""

    __slots__ = ("burns", "muck", "street", "stub")
    __match_args__: ClassVar = ("street", "stub", "burns", "muck")

    def __init__(self, street: int, stub: int, burns: int, muck: int) -> None:
        self.street: Final = street
        self.stub: Final = stub
        self.burns: Final = burns
        self.muck: Final = muck


class CommunityCardDealt(Record):
    __slots__ = ("card", "street")
    __match_args__: ClassVar = ("street", "card")

    def __init__(self, street: int, card: Card | None) -> None:
        self.street: Final = street
        self.card: Final = card


class BringInDesignated(Record):
    """R3.2/R3.3: the seat whose door card brings it in (``card`` is that door card, None when a
    hand history left it unknown: then the record says who brings it in)."""

    __slots__ = ("card", "passed_from", "seat")
    __match_args__: ClassVar = ("seat", "card", "passed_from")

    def __init__(self, seat: int, card: Card | None, passed_from: int | None = None) -> None:
        self.seat: Final = seat
        self.card: Final = card
        self.passed_from: Final = passed_from  # R3.8: the low card's seat when it was all-in for the ante


class StreetOpened(Record):
    """Betting on a street begins: who acts first and at what sizes."""

    __slots__ = ("board_leader", "double_bet", "first_actor", "street")
    __match_args__: ClassVar = ("street", "first_actor", "board_leader", "double_bet")

    def __init__(
        self, street: int, first_actor: int | None, board_leader: int | None, double_bet: bool
    ) -> None:
        self.street: Final = street
        self.first_actor: Final = first_actor  # None when no betting is possible (fewer than two can bet)
        self.board_leader: Final = board_leader  # the best (razz: lowest) board, which may be all-in (R5.5)
        self.double_bet: Final = double_bet  # R4.3: an open pair on 4th street allows the big bet


class ActionTaken(Record):
    """A player's action. ``amount`` is the chips added; ``to`` is the player's street total."""

    __slots__ = ("all_in", "amount", "capped", "kind", "seat", "street", "to", "wager_number")
    __match_args__: ClassVar = ("street", "seat", "kind", "amount", "to", "all_in", "wager_number", "capped")

    def __init__(
        self,
        street: int,
        seat: int,
        kind: ActionKind,
        amount: int,
        to: int,
        all_in: bool,
        wager_number: int,
        capped: bool,
    ) -> None:
        self.street: Final = street
        self.seat: Final = seat
        self.kind: Final = kind
        self.amount: Final = amount
        self.to: Final = to
        self.all_in: Final = all_in
        self.wager_number: Final = (
            wager_number  # bets/raises so far this street counted toward the cap (R4.4)
        )
        self.capped: Final = capped  # this wager reached the cap


class BetsGathered(Record):
    __slots__ = ("amount", "pot", "street")
    __match_args__: ClassVar = ("street", "amount", "pot")

    def __init__(self, street: int, amount: int, pot: int) -> None:
        self.street: Final = street
        self.amount: Final = amount
        self.pot: Final = pot


class UncalledBetReturned(Record):
    __slots__ = ("amount", "seat")
    __match_args__: ClassVar = ("seat", "amount")

    def __init__(self, seat: int, amount: int) -> None:
        self.seat: Final = seat
        self.amount: Final = amount


class ShowdownStarted(Record):
    __slots__ = ("order",)
    __match_args__: ClassVar = ("order",)

    def __init__(self, order: tuple[int, ...]) -> None:
        self.order: Final = order


class HandShown(Record):
    __slots__ = ("cards", "seat")
    __match_args__: ClassVar = ("seat", "cards")

    def __init__(self, seat: int, cards: tuple[Card, ...]) -> None:
        self.seat: Final = seat
        self.cards: Final = cards


class HandMucked(Record):
    __slots__ = ("seat",)
    __match_args__: ClassVar = ("seat",)

    def __init__(self, seat: int) -> None:
        self.seat: Final = seat


class HandKilled(Record):
    """R8.4: a losing hand killed by the dealer before the pot is pushed."""

    __slots__ = ("seat",)
    __match_args__: ClassVar = ("seat",)

    def __init__(self, seat: int) -> None:
        self.seat: Final = seat


class PotAwarded(Record):
    """One pot (0 = main, 1.. = side pots) or half of one pushed to its winner(s)."""

    __slots__ = ("amount", "eligible", "half", "pot", "shares")
    __match_args__: ClassVar = ("pot", "amount", "half", "shares", "eligible")

    def __init__(
        self, pot: int, amount: int, half: str, shares: tuple[tuple[int, int], ...], eligible: tuple[int, ...]
    ) -> None:
        self.pot: Final = pot
        self.amount: Final = amount
        self.half: Final = half  # "whole", "high" or "low"
        self.shares: Final = shares  # (seat, chips)
        self.eligible: Final = eligible


class HandEnded(Record):
    __slots__ = ("finishing_stacks",)
    __match_args__: ClassVar = ("finishing_stacks",)

    def __init__(self, finishing_stacks: tuple[int, ...]) -> None:
        self.finishing_stacks: Final = finishing_stacks


class IncidentOccurred(Record):
    """Something went wrong at the table (RULES.md §2.10, §2.11): ``kind`` names it (an
    ``incidents.IncidentKind`` value); ``card`` the card concerned and ``chips`` the chips a player
    put out, if any. The hand waits for the ruling (``IncidentRuled``)."""

    __slots__ = ("card", "chips", "kind", "rule", "seat", "street", "up")
    __match_args__: ClassVar = ("street", "kind", "seat", "card", "chips", "rule", "up")

    def __init__(
        self,
        street: int,
        kind: str,
        seat: int | None,
        card: Card | None,
        chips: int,
        rule: str,
        up: tuple[Card | None, ...] | None = None,
    ) -> None:
        self.street: Final = street
        self.kind: Final = kind
        self.seat: Final = seat
        self.card: Final = card
        self.chips: Final = chips
        self.rule: Final = rule
        self.up: Final = up  # the seat's upcards after it, when it changed them


class IncidentRuled(Record):
    """The ruling on an incident (an ``incidents.RulingKind`` value), with its rule number, as the
    engine carried it out (cards moved, chips given back or made a call, a bet or a raise)."""

    __slots__ = ("kind", "rule", "ruling", "seat", "street", "up")
    __match_args__: ClassVar = ("street", "kind", "ruling", "rule", "seat", "up")

    def __init__(
        self,
        street: int,
        kind: str,
        ruling: str,
        rule: str,
        seat: int | None,
        up: tuple[Card | None, ...] | None = None,
    ) -> None:
        self.street: Final = street
        self.kind: Final = kind
        self.ruling: Final = ruling
        self.rule: Final = rule
        self.seat: Final = seat
        self.up: Final = up  # the seat's upcards after it, when it changed them


class HandRedealt(Record):
    """A misdeal (R10.1, R10.2, R10.4) or a void hand (R1.1): every chip goes back to the players,
    the cards are shuffled afresh and the hand is dealt again from the antes."""

    __slots__ = ("rule", "stacks")
    __match_args__: ClassVar = ("rule", "stacks")

    def __init__(self, rule: str, stacks: tuple[int, ...]) -> None:
        self.rule: Final = rule
        self.stacks: Final = stacks


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
