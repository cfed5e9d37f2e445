"""The rulings ``table_incidents`` carries out (R10, R11, R12): for every ruling kind, what it does to
the hand and the table (a card put back or turned up, chips given back or made the call they are).
The misdeals' rulings (``misdeals``) join them."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from croupier.engine.events import (
    CardBurned,
    CardDealt,
)
from croupier.engine.hand import Hand
from croupier.engine.incident_table import IncidentTable
from croupier.engine.incidents import Incident, IncidentKind, RulingKind
from croupier.engine.misdeals import APPLY as MISDEAL_RULINGS
from croupier.engine.steps import BURN_STEPS, DEAL_STEPS, DealDue

__all__ = ["APPLY", "Apply"]

_K = IncidentKind
_R = RulingKind


def _third_card_down(table: IncidentTable, hand: Hand, incident: Incident) -> None:
    seat = incident.seat
    plan = hand._plan
    for index, step in enumerate(plan):
        if isinstance(step, DealDue) and step.seat == seat and step.face_up and step.street == 3:
            plan[index] = DEAL_STEPS[3, False][seat]
            return


def _scramble_turn_one_up(table: IncidentTable, hand: Hand, incident: Incident) -> None:
    player = hand.player(incident.seat or 0)
    cards = list(player.down)
    (hand._rng or random.Random(len(hand.events))).shuffle(cards)
    player.up.append(cards.pop())
    player.down[:] = cards


def _extra_card_is_burn(table: IncidentTable, hand: Hand, incident: Incident) -> None:
    card = hand.player(incident.seat or 0).down.pop()
    assert card is not None
    hand._deck.put_on_top([card])
    hand._stub += 1


def _correct_burn(table: IncidentTable, hand: Hand, incident: Incident) -> None:
    if incident.kind is _K.DOUBLE_BURN:
        card = hand.burns.pop()
        assert card is not None
        hand._deck.put_on_top([card])
        hand._stub += 1
        return
    player = hand.player(incident.seat or 0)
    face_up = bool(incident.facts.get("up"))
    card = (player.up if face_up else player.down).pop()
    hand.burns.append(card)
    hand._plan.insert(0, DEAL_STEPS[incident.street, face_up][player.seat])


def _premature_back(table: IncidentTable, hand: Hand, incident: Incident) -> None:
    assert table.premature is not None
    card = table.premature[1]
    table.premature = None
    hand._deck.scramble_in([card], hand._rng or random.Random(len(hand.events)))
    hand._stub += 1


def _remaining_up(table: IncidentTable, hand: Hand, incident: Incident) -> None:
    """R10.8: the remaining 7th-street cards are dealt face up (the dealer's steps say so)."""
    table.seventh_up = True
    hand._plan[:] = [
        DEAL_STEPS[7, True][step.seat] if isinstance(step, DealDue) and step.street == 7 else step
        for step in hand._plan
    ]


def _keep_card(table: IncidentTable, hand: Hand, incident: Incident) -> None:
    """R10.6 on the final down card, looked at: the burn card is the player's 7th card; the card
    meant for the player is burned instead, so every later card goes where it would have."""
    seat = incident.seat or 0
    card = hand.player(seat).down[-1]
    events = hand.events
    at = max(
        index for index, event in enumerate(events) if isinstance(event, CardBurned) and event.card == card
    )
    events[at] = CardDealt(street=incident.street, seat=seat, card=card, face_up=False)
    hand._plan.insert(0, BURN_STEPS[incident.street])


def _nothing(table: IncidentTable, hand: Hand, incident: Incident) -> None:
    return


def _fold(table: IncidentTable, hand: Hand, incident: Incident) -> None:
    table.dead_boards.discard(incident.seat or 0)
    hand.fold(incident.seat)


def _bring_in_corrected(table: IncidentTable, hand: Hand, incident: Incident) -> None:
    table._give_back(incident.seat or 0)


def _call(table: IncidentTable, hand: Hand, incident: Incident) -> None:
    table._give_back(incident.seat or 0)
    hand.check_or_call(incident.seat)


def _wager(table: IncidentTable, hand: Hand, incident: Incident) -> None:
    table._give_back(incident.seat or 0)
    assert incident.action is not None
    hand.complete_bet_or_raise_to(incident.action.amount, incident.seat)


def _bring_in_with_change(table: IncidentTable, hand: Hand, incident: Incident) -> None:
    table._give_back(incident.seat or 0)
    hand.post_bring_in(incident.seat)


def _keep_dealing(table: IncidentTable, hand: Hand, incident: Incident) -> None:
    """R10.13: the seat stays in the deal (its turn passes as a check) until a bet kills it."""
    seat = incident.seat or 0
    table.folding.add(seat)
    hand.check_or_call(seat)


def _full_raise(table: IncidentTable, hand: Hand, incident: Incident) -> None:
    if incident.action is None:
        _call(table, hand, incident)
    else:
        _wager(table, hand, incident)


Apply = Callable[[IncidentTable, Hand, Incident], None]
"""A ruling carried out on the table and its hand."""

APPLY: Mapping[RulingKind, Apply] = {
    _R.THIRD_CARD_DOWN: _third_card_down,
    _R.SCRAMBLE_TURN_ONE_UP: _scramble_turn_one_up,
    _R.EXTRA_CARD_IS_BURN: _extra_card_is_burn,
    _R.CORRECT_BURN: _correct_burn,
    _R.PLAYER_KEEPS_CARD: _keep_card,
    _R.PREMATURE_BACK_NO_BURN: _premature_back,
    _R.REMAINING_UP: _remaining_up,
    _R.REMAINING_DOWN_OPTION: _nothing,
    _R.ALL_IN_CARD_STAYS: _nothing,
    _R.PLAY_ON: _nothing,
    _R.KILL_AT_TURN: _nothing,
    _R.KILL_DOWN_CARDS: _nothing,
    _R.HAND_FOLDED: _fold,
    _R.NO_REFUND: _nothing,
    _R.BRING_IN_CORRECTED: _bring_in_corrected,
    _R.BRING_IN_STANDS: _nothing,
    _R.BRING_UP: _wager,
    _R.OOT_HOLD: _nothing,
    _R.OOT_HOLD_RESTRICTED: _nothing,
    _R.OOT_FOLD_BINDING: _nothing,
    _R.VERBAL_STANDS: _wager,
    _R.CALL_EXTRA_BACK: _call,
    _R.CALL_WITH_CHANGE: _call,
    _R.BET_WITH_CHANGE: _wager,
    _R.FULL_RAISE: _full_raise,
    _R.CALL_EXCESS_BACK: _call,
    _R.SPLASH_COUNTED: _call,
    _R.BRING_IN_WITH_CHANGE: _bring_in_with_change,
    _R.KEEP_DEALING: _keep_dealing,
    **MISDEAL_RULINGS,
}
