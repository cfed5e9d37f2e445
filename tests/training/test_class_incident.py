"""The instructor's incident on the class's hand (training.class_incident), without widgets."""

from __future__ import annotations

import random

import pytest

from croupier.engine.cards import Deck
from croupier.engine.hand import Hand
from croupier.engine.incidents import DEALER_SLIPS, IncidentKind
from croupier.engine.rules import STUD, Stakes
from croupier.engine.table_incidents import IncidentError
from croupier.training.class_incident import ClassIncident
from croupier.training.table_state import TableState


def _dealt_one() -> Hand:
    hand = Hand(STUD, Stakes(), [1000] * 4, deck=Deck(random.Random(5)), rng=random.Random(5))
    for _ in range(4):
        hand.post_ante()
    hand.deal_card()
    return hand


def test_a_card_just_dealt_can_be_flashed_and_the_ruling_is_the_engines():
    hand = _dealt_one()
    shown = ClassIncident(hand)
    assert IncidentKind.EXPOSED_HOLE_CARD in shown.possible()
    incident = shown.happen(IncidentKind.EXPOSED_HOLE_CARD)
    assert shown.waiting
    assert shown.possible() == []  # one incident at a time
    state = shown.dress(TableState.from_hand(hand))
    assert incident.card in state.seat(incident.seat).up
    assert shown.rule().rule == "R10.1"
    assert not shown.waiting
    assert shown.rulings() == ()
    with pytest.raises(ValueError, match="no incident"):
        shown.rule()


def test_unknown_cards_leave_only_the_players_incidents():
    hand = _dealt_one()
    player = hand.player(1)
    player.down[0] = None  # a hand history's "??"
    shown = ClassIncident(hand)
    assert not set(shown.possible()) & DEALER_SLIPS
    with pytest.raises(IncidentError):
        shown.happen(IncidentKind.EXPOSED_HOLE_CARD)
