"""The hand's events made with their fields named at the call, at the compiled engine's speed.

``card_dealt(street=4, seat=2, card=card, face_up=True)`` makes what ``CardDealt(street=4, seat=2,
card=card, face_up=True)`` does. Calling a named tuple runs its ``__new__``, a Python function that
the compiled engine would run for each of the 90 or so events of a hand; these makers are compiled
with the engine (``compiled.MODULES``) and build the tuple directly with ``events.new_event``, so a
call from compiled code costs a C call. Each maker takes its event's fields, in order, as keywords
(``tests/engine/test_events.py`` holds them to the named tuples' fields).
"""

from __future__ import annotations

from typing import Final

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
    new_event,
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


# Final: the compiled module reads these as constants, not from its globals' dictionary (two
# lookups an event otherwise; a hand makes about a hundred).
_NEW: Final = new_event
_ACTION_TAKEN: Final = ActionTaken
_ANTE_POSTED: Final = AntePosted
_BETS_GATHERED: Final = BetsGathered
_BRING_IN_DESIGNATED: Final = BringInDesignated
_CARD_BURNED: Final = CardBurned
_CARD_DEALT: Final = CardDealt
_COMMUNITY_CARD_DEALT: Final = CommunityCardDealt
_HAND_ENDED: Final = HandEnded
_HAND_KILLED: Final = HandKilled
_HAND_MUCKED: Final = HandMucked
_HAND_REDEALT: Final = HandRedealt
_HAND_SHOWN: Final = HandShown
_INCIDENT_OCCURRED: Final = IncidentOccurred
_INCIDENT_RULED: Final = IncidentRuled
_POT_AWARDED: Final = PotAwarded
_SHOWDOWN_STARTED: Final = ShowdownStarted
_STREET_OPENED: Final = StreetOpened
_STUB_SCRAMBLED: Final = StubScrambled
_SUPPLY_CHECKED: Final = SupplyChecked
_UNCALLED_BET_RETURNED: Final = UncalledBetReturned


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
    return _NEW(_ACTION_TAKEN, (street, seat, kind, amount, to, all_in, wager_number, capped))


def ante_posted(*, seat: int, amount: int, all_in: bool) -> AntePosted:
    return _NEW(_ANTE_POSTED, (seat, amount, all_in))


def bets_gathered(*, street: int, amount: int, pot: int) -> BetsGathered:
    return _NEW(_BETS_GATHERED, (street, amount, pot))


def bring_in_designated(*, seat: int, card: Card | None, passed_from: int | None = None) -> BringInDesignated:
    return _NEW(_BRING_IN_DESIGNATED, (seat, card, passed_from))


def card_burned(*, street: int, card: Card | None) -> CardBurned:
    return _NEW(_CARD_BURNED, (street, card))


def card_dealt(*, street: int, seat: int, card: Card | None, face_up: bool) -> CardDealt:
    return _NEW(_CARD_DEALT, (street, seat, card, face_up))


def community_card_dealt(*, street: int, card: Card | None) -> CommunityCardDealt:
    return _NEW(_COMMUNITY_CARD_DEALT, (street, card))


def hand_ended(*, finishing_stacks: tuple[int, ...]) -> HandEnded:
    return _NEW(_HAND_ENDED, (finishing_stacks,))


def hand_killed(*, seat: int) -> HandKilled:
    return _NEW(_HAND_KILLED, (seat,))


def hand_mucked(*, seat: int) -> HandMucked:
    return _NEW(_HAND_MUCKED, (seat,))


def hand_redealt(*, rule: str, stacks: tuple[int, ...]) -> HandRedealt:
    return _NEW(_HAND_REDEALT, (rule, stacks))


def hand_shown(*, seat: int, cards: tuple[Card, ...]) -> HandShown:
    return _NEW(_HAND_SHOWN, (seat, cards))


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
    return _NEW(_INCIDENT_OCCURRED, (street, kind, seat, card, chips, rule, up))


def incident_ruled(
    *,
    street: int,
    kind: str,
    ruling: str,
    rule: str,
    seat: int | None,
    up: tuple[Card | None, ...] | None = None,
) -> IncidentRuled:
    return _NEW(_INCIDENT_RULED, (street, kind, ruling, rule, seat, up))


def pot_awarded(
    *, pot: int, amount: int, half: str, shares: tuple[tuple[int, int], ...], eligible: tuple[int, ...]
) -> PotAwarded:
    return _NEW(_POT_AWARDED, (pot, amount, half, shares, eligible))


def showdown_started(*, order: tuple[int, ...]) -> ShowdownStarted:
    return _NEW(_SHOWDOWN_STARTED, (order,))


def street_opened(
    *, street: int, first_actor: int | None, board_leader: int | None, double_bet: bool
) -> StreetOpened:
    return _NEW(_STREET_OPENED, (street, first_actor, board_leader, double_bet))


def stub_scrambled(*, street: int, stub: int, burns: int, muck: int) -> StubScrambled:
    return _NEW(_STUB_SCRAMBLED, (street, stub, burns, muck))


def supply_checked(*, stub: int, need: int, burns: int, outcome: str) -> SupplyChecked:
    return _NEW(_SUPPLY_CHECKED, (stub, need, burns, outcome))


def uncalled_bet_returned(*, seat: int, amount: int) -> UncalledBetReturned:
    return _NEW(_UNCALLED_BET_RETURNED, (seat, amount))
