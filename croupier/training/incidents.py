"""Incidents in the walkthrough: how often the table goes wrong (``IncidentRate``: off, rare, often),
when and what (``IncidentMaker``: at most one a street, the kinds chosen evenly over the hands), and
the table as the dealer sees it meanwhile (``overlay``: the chips put out in front, the card face up,
the premature card beside its seat). The engine (``engine.table_incidents``) makes them happen and
carries out the rulings. No Qt.

>>> IncidentRate.parse("often"), IncidentRate.parse("sometimes")
(<IncidentRate.OFTEN: 'often'>, <IncidentRate.RARE: 'rare'>)
>>> sorted(street for street in STREETS_OF[IncidentKind.PREMATURE_CARD])
[4, 5]
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from enum import StrEnum

from croupier.engine.events import HandRedealt
from croupier.engine.incidents import DEALER_SLIPS, PLAYER_INCIDENTS, Incident, IncidentKind
from croupier.engine.table_incidents import TableIncidents
from croupier.training.table_state import TableState

__all__ = ["AFTER_DUTY", "AT_TURN", "STREETS_OF", "STREET_CHANCE", "IncidentMaker", "IncidentRate", "overlay"]


class IncidentRate(StrEnum):
    """How often the table goes wrong in Practice and Exam, from Normal level up."""

    OFF = "off"
    RARE = "rare"  # about one a hand
    OFTEN = "often"  # about one a street

    @classmethod
    def parse(cls, text: object) -> IncidentRate:
        """A saved value read back; anything unknown is the default, ``rare``."""
        try:
            return cls(str(text))
        except ValueError:
            return cls.RARE


STREET_CHANCE = {IncidentRate.OFF: 0.0, IncidentRate.RARE: 0.2, IncidentRate.OFTEN: 0.9}
"""The chance that a street (of five) has an incident."""

FIRE_CHANCE = 0.4
"""The chance that the street's incident happens at a moment where it can, when it could happen at
several (a card dealt, a player's turn); one that has a single moment happens there."""

BRING_IN_CHIP_SHARE = 0.1
"""The share of 3rd streets with an incident where it is a single oversized chip put in to bring it
in (R11.4), at the bring-in: chosen by least seen, the oversized chip would come on later streets
only, where fewer kinds compete."""

AFTER_DUTY = frozenset((DEALER_SLIPS - {IncidentKind.PREMATURE_CARD}) | {IncidentKind.ABSENT_PLAYER})
"""The incidents that can follow the dealer's duty: the card just dealt or burned, the deal done."""

AT_TURN = frozenset((PLAYER_INCIDENTS - {IncidentKind.ABSENT_PLAYER}) | {IncidentKind.PREMATURE_CARD})
"""The incidents that can come instead of a player's decision (or a show)."""

_OOT_KINDS = ("fold", "check", "call", "bet", "raise", "complete")


_K = IncidentKind
_BETTING = frozenset(
    {
        _K.OUT_OF_TURN,
        _K.VERBAL_RAISE,
        _K.STRING_RAISE,
        _K.OVERSIZED_CHIP,
        _K.MULTIPLE_CHIPS,
        _K.SPLASH,
        _K.DEAD_HAND,
    }
)
STREETS_OF: dict[IncidentKind, frozenset[int]] = {
    **dict.fromkeys(_BETTING, frozenset(range(3, 8))),
    **dict.fromkeys(
        (
            _K.EXPOSED_HOLE_CARD,
            _K.CARD_OFF_TABLE,
            _K.ALL_THREE_EXPOSED,
            _K.DOOR_CARD_DOWN,
            _K.CARD_TO_WRONG_SEAT,
        ),
        frozenset({3}),
    ),
    **dict.fromkeys((_K.EXTRA_CARD, _K.ABSENT_PLAYER, _K.WRONG_BRING_IN), frozenset({3})),
    _K.BURN_MISSED: frozenset(range(4, 8)),
    _K.DOUBLE_BURN: frozenset(range(4, 7)),
    _K.PREMATURE_CARD: frozenset({4, 5}),
    _K.DUPLICATE_CARD: frozenset(range(4, 7)),
    _K.UNDERSIZED_BET: frozenset(range(4, 8)),
    _K.SEVENTH_CARD_UP: frozenset({7}),
    _K.ALL_IN_CARD_UP: frozenset({7}),
    _K.CALLED_BEATEN: frozenset({7}),
    _K.FOLD_NO_BET: frozenset(range(4, 8)),
    # R10.4's misdeals: the initial deal's (3rd street), and those that can also come later
    **dict.fromkeys(
        (_K.EXTRA_CARDS, _K.WRONG_CARD_COUNT, _K.CARD_TO_EMPTY_SEAT, _K.PLAYER_DEALT_OUT), frozenset({3})
    ),
    _K.BOXED_CARDS: frozenset(range(3, 7)),
    _K.OUT_OF_SEQUENCE: frozenset(range(3, 8)),
    _K.WRONG_HAND_SIZE: frozenset({7}),  # R10.10: found when the hand is tabled
}
"""The streets each incident can happen on."""

_MANY_MOMENTS = _BETTING | {
    _K.EXPOSED_HOLE_CARD,
    _K.CARD_OFF_TABLE,
    _K.ALL_THREE_EXPOSED,
    _K.DOOR_CARD_DOWN,
    _K.SEVENTH_CARD_UP,
    _K.DUPLICATE_CARD,
    _K.PREMATURE_CARD,
    _K.UNDERSIZED_BET,
    _K.FOLD_NO_BET,
    _K.BOXED_CARDS,
    _K.OUT_OF_SEQUENCE,
    _K.CARD_TO_EMPTY_SEAT,
    _K.WRONG_CARD_COUNT,
}
"""Kinds that can happen at several moments of a street: each is taken with ``FIRE_CHANCE``."""


class IncidentMaker:
    """Decides when the table goes wrong, over the hands of a session: each street has an incident
    with ``STREET_CHANCE[rate]``, of a kind chosen at the street's start among those seen least so
    far (``counts``) that can happen on it; it happens at one of the moments where it can (``offer``
    at each moment: a card dealt or burned, a player's turn), or not at all if none comes."""

    def __init__(
        self, rate: IncidentRate, rng: random.Random, counts: Counter[IncidentKind] | None = None
    ) -> None:
        self.rate = rate
        self.rng = rng
        self.counts: Counter[IncidentKind] = counts if counts is not None else Counter()
        self._street: tuple[int, int] | None = None
        self._target: IncidentKind | None = None
        self._at_bring_in = False

    def _plan(self, table: TableIncidents, street: int, *, redealt: bool) -> IncidentKind | None:
        if self.rng.random() >= STREET_CHANCE[self.rate]:
            return None
        kinds = [kind for kind, streets in STREETS_OF.items() if street in streets]
        if not any(player.all_in for player in table.hand.players):  # R10.9 needs an all-in player
            kinds = [kind for kind in kinds if kind is not IncidentKind.ALL_IN_CARD_UP]
        if redealt:  # one re-deal a hand is enough
            kinds = [kind for kind in kinds if not _redeals(kind, table)]
        if not kinds:
            return None
        self._at_bring_in = False
        if street == 3 and _K.OVERSIZED_CHIP in kinds and self.rng.random() < BRING_IN_CHIP_SHARE:
            self._at_bring_in = True
            return _K.OVERSIZED_CHIP
        least = min(self.counts[kind] for kind in kinds)
        return self.rng.choice(sorted(kind for kind in kinds if self.counts[kind] == least))

    def offer(self, table: TableIncidents, kinds: frozenset[IncidentKind]) -> Incident | None:
        """Perhaps make the street's incident happen now, if it is one of ``kinds``; it, or None."""
        hand = table.hand
        redeals = sum(isinstance(event, HandRedealt) for event in hand.events)
        key = (redeals, hand.street)
        if key != self._street:
            self._street = key
            self._target = self._plan(table, hand.street, redealt=redeals > 0)
        target = self._target
        if target is None or target not in kinds or table.pending is not None:
            return None
        seats = table.seats_for(target)
        if self._at_bring_in:  # the bring-in's moment or none (R11.4 on 3rd street)
            if not seats or hand.legal_actions().bring_in is None:
                self._target = None
                return None
        elif not seats or (target in _MANY_MOMENTS and self.rng.random() >= FIRE_CHANCE):
            return None
        options: dict[str, object] = {
            "next_acted": self.rng.random() < 0.3,
            "half_raise": self.rng.random() < 0.5,
            "oot_kind": self.rng.choice(_OOT_KINDS),
            "looked": self.rng.random() < 0.5,
        }
        incident = table.happen(target, self.rng.choice(seats), **options)
        if not self._at_bring_in:  # the bring-in's chip comes at its own rate, beside the others
            self.counts[target] += 1
        self._target = None
        return incident


_REDEALS = frozenset(
    {
        _K.DUPLICATE_CARD,
        _K.ALL_THREE_EXPOSED,
        _K.CARD_TO_WRONG_SEAT,
        _K.EXTRA_CARDS,
        _K.WRONG_CARD_COUNT,  # (unless the top card goes to the player in sequence)
        _K.CARD_TO_EMPTY_SEAT,
        _K.PLAYER_DEALT_OUT,
    }
)


def _redeals(kind: IncidentKind, table: TableIncidents) -> bool:
    """Is ``kind`` ruled by dealing the hand again (under the table's house rules, on this street)?"""
    if kind in {_K.EXPOSED_HOLE_CARD, _K.CARD_OFF_TABLE}:
        return table.hand.rules.exposed_initial_holecard.value == "misdeal"
    if kind in {_K.BOXED_CARDS, _K.OUT_OF_SEQUENCE}:  # a misdeal before substantial action
        return table.hand.street == 3
    return kind in _REDEALS


def overlay(state: TableState, table: TableIncidents) -> TableState:
    """The table as the dealer sees it during an incident: chips held in front of their player as a
    bet, down cards lying face up, upcards turned face down (R10.10), the premature card beside its
    seat (the last of its upcards)."""
    seats = []
    exposed = table.exposed
    for seat_state in state.seats:
        seat = seat_state.seat
        down = seat_state.down
        if seat in exposed:
            hand_down = table.hand.player(seat).down
            down = tuple(
                hand_down[index] if index in exposed[seat] and index < len(hand_down) else card
                for index, card in enumerate(down)
            )
        up = seat_state.up
        if seat in table.dead_boards:
            up = (None,) * len(up)
        if table.premature is not None and table.premature[0] == seat:
            up = (*up, table.premature[1])
        bet = seat_state.bet + table.held.get(seat, 0)
        seats.append(replace(seat_state, down=down, up=up, bet=bet))
    return replace(state, seats=tuple(seats))
