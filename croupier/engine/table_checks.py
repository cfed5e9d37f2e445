"""The table's invariants while incidents happen and are ruled (``TableIncidents.faults``): what a
ruling must leave exactly as RULES.md says, checked after every ruling.

- **Every card in exactly one place**: the stub, a seat, the burns, the muck, the centre, or the
  premature card beside its seat; the stub's count is the deck's.
- **Burns per street** (R6.2, R6.6, R10.6, R10.7/E38): every street from 4th on that has had a card
  dealt has exactly one burn, taken or next to come (a burn taken with a premature card counts for
  its street; two before the 7th-street cards under ``deal_to_last_card``); each card among the burns
  was logged as burned, and each burn logged is among them, until a scramble takes them back.
- **Faces** (R10.8, R10.9): a 7th-street card lies face up exactly when the log says it was dealt
  face up.
- **Which cards are in which hand**: each seat still holding its cards holds exactly the cards the
  log dealt it.
- **The supply check's counts** (R6.5): the burns it counted are the burns logged before it.

>>> import random
>>> from croupier.engine.cards import Deck
>>> from croupier.engine.hand import Hand
>>> from croupier.engine.rules import STUD, Stakes
>>> from croupier.engine.table_incidents import TableIncidents
>>> hand = Hand(STUD, Stakes(), [1000] * 3, deck=Deck(random.Random(2)), rng=random.Random(2))
>>> hand.run_dealer()
>>> table_faults(TableIncidents(hand))
[]
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Protocol

from croupier.engine.cards import Card
from croupier.engine.events import (
    CardBurned,
    CardDealt,
    CommunityCardDealt,
    Event,
    HandRedealt,
    IncidentOccurred,
    StubScrambled,
    SupplyChecked,
)
from croupier.engine.rules import RunoutProcedure
from croupier.engine.steps import BurnDue

if TYPE_CHECKING:
    from croupier.engine.hand import Hand

__all__ = ["IncidentTable", "table_faults"]


class IncidentTable(Protocol):
    """What the checks read of a table with its incidents (``TableIncidents``, which imports this
    module: named here by what it offers, so that the two do not import each other)."""

    @property
    def hand(self) -> Hand: ...

    @property
    def exposed(self) -> dict[int, set[int]]: ...

    def cards(self) -> list[Card]: ...


_RESIZED = frozenset({"wrong_hand_size"})
"""Incidents after which a seat legitimately holds other cards than it was dealt (R10.10: a card
never dealt, or two that went into the muck); the ruling says what the hand is."""


def table_faults(table: IncidentTable) -> list[str]:
    """Every way the table differs from what the log and RULES.md say; empty when it is whole."""
    hand = table.hand
    if hand._draws_unknown:  # a replayed hand history with hidden cards: nothing to count
        return []
    events = _this_deal(hand.events)
    faults = _card_faults(table)
    faults += _burn_faults(table, events)
    faults += _face_faults(table, events)
    faults += _seat_faults(table, events)
    faults += _supply_faults(events)
    return faults


def _this_deal(events: list[Event]) -> list[Event]:
    for index in range(len(events) - 1, -1, -1):
        if isinstance(events[index], HandRedealt):
            return events[index + 1 :]
    return events


def _card_faults(table: IncidentTable) -> list[str]:
    hand = table.hand
    cards = table.cards()
    faults = []
    twice = sorted(str(card) for card, count in Counter(cards).items() if count > 1)
    if twice:
        faults.append(f"in two places: {' '.join(twice)}")
    if len(set(cards)) != 52:
        faults.append(f"{52 - len(set(cards))} card(s) nowhere")
    if hand._stub != len(hand._deck):
        faults.append(f"the stub counts {hand._stub} but holds {len(hand._deck)} cards")
    return faults


def _burn_faults(table: IncidentTable, events: list[Event]) -> list[str]:
    hand = table.hand
    dealt = [event.street for event in events if isinstance(event, CardDealt | CommunityCardDealt)]
    dealt_on = {street for street in dealt if street >= 4}
    burned: Counter[int] = Counter()
    since_scramble: list[Card | None] = []
    for event in events:
        if isinstance(event, CardBurned):
            burned[event.street] += 1
            since_scramble.append(event.card)
        elif isinstance(event, StubScrambled):
            since_scramble = []
    for step in hand._plan:  # a burn still to come (R10.6: the card meant for a kept one)
        if isinstance(step, BurnDue):
            burned[step.street] += 1
    faults = []
    for street in sorted(dealt_on | set(burned)):
        want = 1
        if street == 7 and hand.rules.runout_procedure is RunoutProcedure.DEAL_TO_LAST_CARD:
            want = burned[street] if burned[street] in {1, 2} else 1
        if street in dealt_on and burned[street] != want:
            faults.append(f"street {street} dealt with {burned[street]} burn(s)")
    if hand.rules.burn_before_third_street and 4 in dealt_on and burned[3] != 1:
        faults.append(f"street 3 dealt with {burned[3]} burn(s)")
    if Counter(hand.burns) != Counter(since_scramble):
        logged = " ".join(str(card) for card in since_scramble)
        held = " ".join(str(card) for card in hand.burns)
        faults.append(f"the burns are {held or 'none'} but the log burned {logged or 'none'}")
    return faults


def _face_faults(table: IncidentTable, events: list[Event]) -> list[str]:
    hand = table.hand
    exposed = table.exposed
    faults = []
    for event in events:
        if not isinstance(event, CardDealt) or event.street != 7:
            continue
        player = hand.player(event.seat)
        if player.folded or event.card not in player.down:
            continue
        index = player.down.index(event.card)
        shown = index in exposed.get(event.seat, set())
        if shown != event.face_up:
            how = "face up" if event.face_up else "face down"
            faults.append(f"seat {event.seat}'s 7th card {event.card} was dealt {how} but lies otherwise")
    return faults


def _seat_faults(table: IncidentTable, events: list[Event]) -> list[str]:
    hand = table.hand
    resized = {e.seat for e in events if isinstance(e, IncidentOccurred) and e.kind in _RESIZED}
    logged: dict[int, Counter[Card | None]] = {seat: Counter() for seat in hand.seats}
    for event in events:
        if isinstance(event, CardDealt):
            logged[event.seat][event.card] += 1
    faults = []
    for player in hand.players:
        if player.folded or player.mucked or player.seat in resized:
            continue
        held = Counter([*player.down, *player.up])
        if held != logged[player.seat]:
            faults.append(
                f"seat {player.seat} holds {_cards(held)} but was dealt {_cards(logged[player.seat])}"
            )
    return faults


def _supply_faults(events: list[Event]) -> list[str]:
    burns = 0
    for event in events:
        if isinstance(event, CardBurned):
            burns += 1
        elif isinstance(event, StubScrambled):
            burns = 0
        elif isinstance(event, SupplyChecked) and event.burns != burns:
            return [f"the supply check counted {event.burns} burns; {burns} were logged"]
    return []


def _cards(cards: Counter[Card | None]) -> str:
    return " ".join(sorted(str(card) for card in cards.elements())) or "nothing"
