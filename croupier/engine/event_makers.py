"""The hand's events made with their fields named at the call.

``card_dealt(street=4, seat=2, card=card, face_up=True)`` makes what ``CardDealt(street=4, seat=2,
card=card, face_up=True)`` does: each maker takes its event's fields, in order, as keywords only, so
that no call of the engine's passes them by position (``tests/engine/test_events.py`` holds them to
the events' fields). Compiled with the engine (``compiled.MODULES``), as the events are, a maker
costs a C call.
"""

from __future__ import annotations

from croupier.engine.cards import Card
from croupier.engine.events import (
    ActionKind,
    ActionTaken,
    AntePosted,
    BetsGathered,
    BringInDesignated,
    CardBurned,
    CardDealt,
    CommunityCardDealt,
    HandEnded,
    HandKilled,
    HandMucked,
    HandRedealt,
    HandShown,
    IncidentOccurred,
    IncidentRuled,
    PotAwarded,
    ShowdownStarted,
    StreetOpened,
    StubScrambled,
    SupplyChecked,
    UncalledBetReturned,
)

__all__ = [
    "action_taken",
    "ante_posted",
    "bets_gathered",
    "bring_in_designated",
    "card_burned",
    "card_dealt",
    "community_card_dealt",
    "hand_ended",
    "hand_killed",
    "hand_mucked",
    "hand_redealt",
    "hand_shown",
    "incident_occurred",
    "incident_ruled",
    "pot_awarded",
    "showdown_started",
    "street_opened",
    "stub_scrambled",
    "supply_checked",
    "uncalled_bet_returned",
]


def action_taken(
    *,
    street: int,
    seat: int,
    kind: ActionKind,
    amount: int,
    to: int,
    all_in: bool,
    wager_number: int,
    capped: bool,
) -> ActionTaken:
    return ActionTaken(street, seat, kind, amount, to, all_in, wager_number, capped)


def ante_posted(*, seat: int, amount: int, all_in: bool) -> AntePosted:
    return AntePosted(seat, amount, all_in)


def bets_gathered(*, street: int, amount: int, pot: int) -> BetsGathered:
    return BetsGathered(street, amount, pot)


def bring_in_designated(*, seat: int, card: Card | None, passed_from: int | None = None) -> BringInDesignated:
    return BringInDesignated(seat, card, passed_from)


def card_burned(*, street: int, card: Card | None) -> CardBurned:
    return CardBurned(street, card)


def card_dealt(*, street: int, seat: int, card: Card | None, face_up: bool) -> CardDealt:
    return CardDealt(street, seat, card, face_up)


def community_card_dealt(*, street: int, card: Card | None) -> CommunityCardDealt:
    return CommunityCardDealt(street, card)


def hand_ended(*, finishing_stacks: tuple[int, ...]) -> HandEnded:
    return HandEnded(finishing_stacks)


def hand_killed(*, seat: int) -> HandKilled:
    return HandKilled(seat)


def hand_mucked(*, seat: int) -> HandMucked:
    return HandMucked(seat)


def hand_redealt(*, rule: str, stacks: tuple[int, ...]) -> HandRedealt:
    return HandRedealt(rule, stacks)


def hand_shown(*, seat: int, cards: tuple[Card, ...]) -> HandShown:
    return HandShown(seat, cards)


def incident_occurred(
    *,
    street: int,
    kind: str,
    seat: int | None,
    card: Card | None,
    chips: int,
    rule: str,
    up: tuple[Card | None, ...] | None = None,
) -> IncidentOccurred:
    return IncidentOccurred(street, kind, seat, card, chips, rule, up)


def incident_ruled(
    *,
    street: int,
    kind: str,
    ruling: str,
    rule: str,
    seat: int | None,
    up: tuple[Card | None, ...] | None = None,
) -> IncidentRuled:
    return IncidentRuled(street, kind, ruling, rule, seat, up)


def pot_awarded(
    *, pot: int, amount: int, half: str, shares: tuple[tuple[int, int], ...], eligible: tuple[int, ...]
) -> PotAwarded:
    return PotAwarded(pot, amount, half, shares, eligible)


def showdown_started(*, order: tuple[int, ...]) -> ShowdownStarted:
    return ShowdownStarted(order)


def street_opened(
    *, street: int, first_actor: int | None, board_leader: int | None, double_bet: bool
) -> StreetOpened:
    return StreetOpened(street, first_actor, board_leader, double_bet)


def stub_scrambled(*, street: int, stub: int, burns: int, muck: int) -> StubScrambled:
    return StubScrambled(street, stub, burns, muck)


def supply_checked(*, stub: int, need: int, burns: int, outcome: str) -> SupplyChecked:
    return SupplyChecked(stub, need, burns, outcome)


def uncalled_bet_returned(*, seat: int, amount: int) -> UncalledBetReturned:
    return UncalledBetReturned(seat, amount)
