"""The rule a verdict cites for a missed or wrong announcement (RULES.md §2.9): by the kind of call,
and for a board's hand by the street it is called on."""

from __future__ import annotations

import pytest

from croupier.engine.cards import Card, Rank
from croupier.engine.readings import HandDescription
from croupier.procedure.announcements import (
    ActionCall,
    AnteCall,
    BringIn,
    CallKind,
    CommunityCard,
    Draw,
    FirstToAct,
    LastCard,
    MadeHand,
    OpenPairOption,
    PossibleDraw,
    ShowdownReading,
)
from croupier.procedure.procedure import announcement_rule

PAIR = HandDescription("pair", (Rank.NINE,))
DEUCE = Card.parse("2c")


@pytest.mark.parametrize(
    ("announcement", "street", "rule"),
    [
        (AnteCall(), None, "R2.4"),
        (BringIn(seat=3, card=DEUCE), 3, "R9.1"),
        (ActionCall(seat=2, call=CallKind.RAISE, amount=60, owed=40), 5, "R9.1"),
        (OpenPairOption(small=20, big=40), 4, "R9.2"),
        (PossibleDraw(seat=4, draw=Draw.FLUSH), 6, "R9.4"),
        (LastCard(), 7, "R9.5"),
        (CommunityCard(card=DEUCE), 7, "R9.5"),
        (ShowdownReading(seat=1, high=PAIR, low=None), 7, "R9.7"),
    ],
)
def test_each_kind_of_call_cites_its_own_rule(announcement, street, rule):
    assert announcement_rule(announcement, street) == rule


@pytest.mark.parametrize(("street", "rule"), [(4, "R9.2"), (5, "R9.3"), (6, "R9.4"), (7, "R9.5")])
def test_a_boards_hand_and_the_first_to_act_cite_the_streets_rule(street, rule):
    assert announcement_rule(MadeHand(seat=5, description=PAIR), street) == rule
    assert announcement_rule(FirstToAct(seat=5, description=PAIR), street) == rule


@pytest.mark.parametrize("street", [None, 3])
def test_without_a_street_of_its_own_a_boards_hand_cites_fourth_streets_rule(street):
    """Third street has no board call of its own; nor has a call asked without a street."""
    assert announcement_rule(MadeHand(seat=5, description=PAIR), street) == "R9.2"
