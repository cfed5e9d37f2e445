"""When each incident of ``table_incidents`` can happen, and to whom (the finders): for every kind,
the seats it can happen to now (empty: not now). The misdeals' finders (``misdeals``) join them."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from croupier.engine.dealing import Phase
from croupier.engine.events import (
    ActionKind,
    ActionTaken,
    CardDealt,
)
from croupier.engine.hand import Hand
from croupier.engine.incident_table import IncidentTable
from croupier.engine.incidents import IncidentKind
from croupier.engine.misdeals import CHANGES_UP as MISDEALS_CHANGING_UP
from croupier.engine.misdeals import FINDERS as MISDEAL_FINDERS
from croupier.engine.misdeals import last_dealt, redealt_at, street_unacted
from croupier.engine.steps import DealDue

__all__ = ["ACTS", "CHANGES_UP", "CHIP_DENOMINATIONS", "FINDERS", "Finder", "chip_above"]

_K = IncidentKind

CHIP_DENOMINATIONS = (1, 5, 25, 100, 500)
"""The chips in play (R12.1): an oversized chip is the smallest of them larger than the call."""

Finder = Callable[[IncidentTable, Hand], list[int]]


def _seats_exposed(table: IncidentTable, hand: Hand) -> list[int]:
    dealt = last_dealt(hand)
    if dealt is None or dealt.street != 3 or dealt.face_up:
        return []
    player = hand.player(dealt.seat)
    return [dealt.seat] if not player.up and len(player.down) <= 2 else []


def _seats_all_three(table: IncidentTable, hand: Hand) -> list[int]:
    dealt = last_dealt(hand)
    if dealt is None or dealt.street != 3 or not dealt.face_up:
        return []
    return [dealt.seat] if len(hand.player(dealt.seat).down) == 2 else []


def _seats_door_down(table: IncidentTable, hand: Hand) -> list[int]:
    # Only while cards remain to be dealt: the last door card opens the betting at once.
    if not isinstance(hand.next_step(), DealDue):
        return []
    return _seats_all_three(table, hand)


def _seats_wrong_seat(table: IncidentTable, hand: Hand) -> list[int]:
    dealt = last_dealt(hand)
    events = hand.events[redealt_at(hand) :]
    if dealt is None or sum(isinstance(event, CardDealt) for event in events) != 1:
        return []
    return [seat for seat in hand.seats if seat != dealt.seat][:1]


def _seats_extra(table: IncidentTable, hand: Hand) -> list[int]:
    return list(hand.live_seats) if street_unacted(hand) and hand.stub_size > 30 else []


def _seats_burn_missed(table: IncidentTable, hand: Hand) -> list[int]:
    step = table._just_burned(hand)
    return [step.seat] if step is not None else []


def _seats_double_burn(table: IncidentTable, hand: Hand) -> list[int]:
    step = table._just_burned(hand)
    if step is None or hand.street >= 7:
        return []
    return [step.seat]


def _seats_premature(table: IncidentTable, hand: Hand) -> list[int]:
    if table._betting(hand) is None or hand.street not in {4, 5} or hand.burn_taken:
        return []
    return hand.live_seats[:1]


def _seats_seventh(table: IncidentTable, hand: Hand, *, all_in: bool) -> list[int]:
    dealt = last_dealt(hand)
    if dealt is None or dealt.street != 7 or dealt.face_up or table.seventh_up:
        return []
    return [dealt.seat] if hand.player(dealt.seat).all_in is all_in else []


def _seats_duplicate(table: IncidentTable, hand: Hand) -> list[int]:
    dealt = last_dealt(hand)
    if dealt is None or not dealt.face_up or dealt.street < 4:
        return []
    others = [seat for seat in hand.live_seats if seat != dealt.seat and hand.player(seat).up]
    return [dealt.seat] if others else []


def _seats_absent(table: IncidentTable, hand: Hand) -> list[int]:
    if not street_unacted(hand):
        return []
    return [
        p.seat
        for p in hand.players
        if p.active and p.seat != hand.bring_in_seat and p.seat not in table.absent
    ]


def _seats_facing(table: IncidentTable, hand: Hand, *, raise_needed: bool = False) -> list[int]:
    legal = table._betting(hand)
    if legal is None or legal.call is None or legal.bring_in is not None or legal.seat in table.held:
        return []
    if raise_needed and not legal.wager_targets:
        return []
    if legal.wager_targets and legal.wager_targets[0] - legal.bet_so_far > legal.stack:
        return []
    return [legal.seat]


def _seats_dead(table: IncidentTable, hand: Hand) -> list[int]:
    seats = _seats_facing(table, hand)
    return seats if seats and hand.legal_actions().fold else []


def _seats_oversized(table: IncidentTable, hand: Hand) -> list[int]:
    legal = table._betting(hand)
    if legal is None:
        return []
    if legal.bring_in is not None:  # R11.4 on 3rd street: the bring-in put in as one larger chip
        chip = chip_above(legal.bring_in)
        return [legal.seat] if chip is not None and chip <= legal.stack else []
    if legal.call is None and len(legal.bet) != 1:
        return []
    owed = legal.call if legal.call is not None else legal.bet[0]
    chip = chip_above(owed)
    return [legal.seat] if chip is not None and chip <= legal.stack else []


def _seats_undersized(table: IncidentTable, hand: Hand) -> list[int]:
    legal = table._betting(hand)
    if legal is None or hand.street < 4 or len(legal.bet) != 1 or legal.bet[0] > legal.stack:
        return []
    return [legal.seat]


def _seats_bring_in(table: IncidentTable, hand: Hand) -> list[int]:
    legal = table._betting(hand)
    if legal is None or legal.bring_in is None or hand.street != 3:
        return []
    return [seat for seat in table.owing() if hand.player(seat).stack >= legal.bring_in][:2]


def _seats_out_of_turn(table: IncidentTable, hand: Hand) -> list[int]:
    legal = table._betting(hand)
    if legal is None or legal.bring_in is not None or table.out_of_turn is not None:
        return []
    return [seat for seat in table.owing() if seat not in table.absent]


def _seats_fold_no_bet(table: IncidentTable, hand: Hand) -> list[int]:
    """R10.13: the player to act may check for free (never on 3rd street), and the house lets a
    player fold then (``fold_without_bet``)."""
    legal = table._betting(hand)
    if legal is None or not legal.check or not legal.fold or hand.street < 4 or legal.seat in table.folding:
        return []
    return [legal.seat]


def _seats_called_beaten(table: IncidentTable, hand: Hand) -> list[int]:
    if hand.phase is not Phase.SHOWDOWN:
        return []
    calls = [
        e.seat
        for e in hand.events
        if isinstance(e, ActionTaken) and e.street == 7 and e.kind is ActionKind.CALL
    ]
    return [seat for seat in calls if hand.player(seat).live][-1:]


ACTS = frozenset(
    {
        _K.OUT_OF_TURN,
        _K.VERBAL_RAISE,
        _K.STRING_RAISE,
        _K.OVERSIZED_CHIP,
        _K.MULTIPLE_CHIPS,
        _K.SPLASH,
        _K.UNDERSIZED_BET,
        _K.DEAD_HAND,
        _K.ABSENT_PLAYER,
        _K.WRONG_BRING_IN,
    }
)
"""Incidents that are something the seat does (a wager, an action, being away)."""

FINDERS: Mapping[IncidentKind, Finder] = {
    _K.EXPOSED_HOLE_CARD: _seats_exposed,
    _K.CARD_OFF_TABLE: _seats_exposed,
    _K.ALL_THREE_EXPOSED: _seats_all_three,
    _K.DOOR_CARD_DOWN: _seats_door_down,
    _K.CARD_TO_WRONG_SEAT: _seats_wrong_seat,
    _K.EXTRA_CARD: _seats_extra,
    _K.BURN_MISSED: _seats_burn_missed,
    _K.DOUBLE_BURN: _seats_double_burn,
    _K.PREMATURE_CARD: _seats_premature,
    _K.SEVENTH_CARD_UP: lambda table, hand: _seats_seventh(table, hand, all_in=False),
    _K.ALL_IN_CARD_UP: lambda table, hand: _seats_seventh(table, hand, all_in=True),
    _K.DUPLICATE_CARD: _seats_duplicate,
    _K.ABSENT_PLAYER: _seats_absent,
    _K.DEAD_HAND: _seats_dead,
    _K.CALLED_BEATEN: _seats_called_beaten,
    _K.WRONG_BRING_IN: _seats_bring_in,
    _K.UNDERSIZED_BET: _seats_undersized,
    _K.OUT_OF_TURN: _seats_out_of_turn,
    _K.VERBAL_RAISE: lambda table, hand: _seats_facing(table, hand, raise_needed=True),
    _K.STRING_RAISE: lambda table, hand: _seats_facing(table, hand, raise_needed=True),
    _K.OVERSIZED_CHIP: _seats_oversized,
    _K.MULTIPLE_CHIPS: lambda table, hand: _seats_facing(table, hand, raise_needed=True),
    _K.SPLASH: _seats_facing,
    _K.FOLD_NO_BET: _seats_fold_no_bet,
    **MISDEAL_FINDERS,
}

CHANGES_UP = (
    frozenset({_K.EXPOSED_HOLE_CARD, _K.CARD_OFF_TABLE, _K.DOOR_CARD_DOWN, _K.BURN_MISSED})
    | MISDEALS_CHANGING_UP
)


def chip_above(amount: int) -> int | None:
    return next((chip for chip in CHIP_DENOMINATIONS if chip > amount), None)
