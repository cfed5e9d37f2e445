"""A player's action as one value (``Action``: read, written, done by ``Hand.act``) and the one
``Policy`` behind every simulated player, whose seeded hands stay as they were dealt."""

from __future__ import annotations

import hashlib
import random

import pytest

from croupier.engine.cards import Deck
from croupier.engine.errors import ActionParseError, IllegalActionError
from croupier.engine.events import ActionKind
from croupier.engine.hand import Hand
from croupier.engine.legal import Action
from croupier.engine.rules import VARIANTS, HouseRules, Stakes
from croupier.engine.simulate import CASUAL, DEALER_SCHOOL, Policy, deal_random_hand, play_random_hand


@pytest.mark.parametrize(
    ("action", "text", "label"),
    [
        (Action(1, ActionKind.FOLD), "p1 fold", "fold"),
        (Action(2, ActionKind.CHECK), "p2 check", "check"),
        (Action(3, ActionKind.CALL, 20), "p3 call 20", "call 20"),
        (Action(4, ActionKind.BRING_IN, 10), "p4 bring-in 10", "bring-in 10"),
        (Action(5, ActionKind.COMPLETE, 20), "p5 complete 20", "complete to 20"),
        (Action(6, ActionKind.BET, 40), "p6 bet 40", "bet to 40"),
        (Action(7, ActionKind.RAISE, 80), "p7 raise 80", "raise to 80"),
    ],
)
def test_an_action_is_written_and_read_back(action, text, label):
    assert str(action) == text
    assert Action.parse(text) == action
    assert eval(repr(action)) == action
    assert action.label == label
    assert hash(Action.parse(text)) == hash(action)


def test_phh_verbs_are_read_as_the_engine_takes_them():
    assert Action.parse("p3 cbr 40") == Action(3, ActionKind.RAISE, 40)
    assert Action.parse("p2 cc") == Action(2, ActionKind.CALL)
    assert Action.parse("p1 f") == Action(1, ActionKind.FOLD)
    assert Action.parse("p4 pb") == Action(4, ActionKind.BRING_IN)
    assert Action.parse("P5 Bring_In 10") == Action(5, ActionKind.BRING_IN, 10)


@pytest.mark.parametrize(
    "text", ["", "p3", "3 raise 40", "p0 fold", "p3 raise", "p3 fold 10", "p3 jump 4", "p3 bet x"]
)
def test_a_malformed_action_says_why(text):
    with pytest.raises(ActionParseError):
        Action.parse(text)


def test_an_action_is_immutable():
    action = Action(3, ActionKind.CALL, 20)
    with pytest.raises(AttributeError):
        action.amount = 40  # type: ignore[misc]
    assert action != (3, ActionKind.CALL, 20)


def test_hand_act_does_every_legal_action_and_refuses_what_the_moment_does_not_allow():
    hand = Hand(VARIANTS["F7S"], Stakes(5, 10, 20, 40), [1000] * 3, deck=Deck(random.Random(1)))
    hand.run_dealer()
    legal = hand.legal_actions()
    assert all(hand.can_act(action) for action in legal)
    assert not hand.can_act(Action(legal.seat, ActionKind.CHECK))  # nobody checks on 3rd street
    assert not hand.can_act(Action(legal.seat % 3 + 1, ActionKind.FOLD))  # out of turn
    with pytest.raises(IllegalActionError):
        hand.act(Action(legal.seat, ActionKind.RAISE, 35))
    taken = hand.act(Action.parse(f"p{legal.seat} cbr 20"))
    assert (taken.seat, taken.kind, taken.to) == (legal.seat, ActionKind.COMPLETE, 20)


def _digest(hands) -> str:
    text = "".join(repr(hand.events) + repr(hand.finishing_stacks) for hand in hands)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def test_seeded_hands_are_played_as_they_always_were():
    """The digests were taken before the four random players became one ``Policy``: a seed plays the
    same hand under each of them (``croupier phh deal`` writes the same files)."""
    variants = sorted(VARIANTS.items())
    casual = [
        play_random_hand(v, Stakes(), [stack] * 6, rng=random.Random(f"{code}{stack}{seed}"))
        for code, v in variants
        for stack in (50, 1000)
        for seed in range(5)
    ]
    dealt = [
        deal_random_hand(v, Stakes(), [stack] * 6, HouseRules(), random.Random(f"{code}{stack}{seed}"))
        for code, v in variants
        for stack in (50, 1000)
        for seed in range(5)
    ]
    rng = random.Random(3)
    drilled = [play_random_hand(v, Stakes(), [300] * 5, rng=rng, policy=Policy()) for _, v in variants * 5]
    assert (_digest(casual), _digest(dealt), _digest(drilled)) == (CASUAL_DIGEST, DEALT_DIGEST, DRILL_DIGEST)
    assert CASUAL != DEALER_SCHOOL


# Taken with the players as they were before (engine.simulate's, croupier phh deal's, the drills').
CASUAL_DIGEST = "46b419df87c8b6c7"
DEALT_DIGEST = "0879cc764e6c796c"
DRILL_DIGEST = "5f61421371b56717"
