"""The engine as the instructor's assistant: a real hand typed in as it falls (the upcards, the
players' actions, the hands shown), and what the engine says is due at each moment — the bring-in,
the first to act, the legal amounts, the announcements, the pot, the show order and the push."""

from __future__ import annotations

import pytest

from croupier.engine.cards import Card
from croupier.engine.legal import Action
from croupier.engine.rules import RAZZ, STUD, Stakes
from croupier.practical.assistant import Assistant, AssistantError, Need
from croupier.procedure.announcements import (
    BringIn,
    FirstToAct,
    LastCard,
    MadeHand,
    OpenPairOption,
    PossibleDraw,
)
from croupier.procedure.steps import StepKind

STAKES = Stakes(5, 10, 20, 40)


def _said(advice, kind):
    return [step.announcement for step in advice.done if isinstance(step.announcement, kind)]


def test_a_stud_hand_typed_to_the_showdown():
    helper = Assistant(STUD, STAKES, [1000] * 3)
    assert helper.advice().need is Need.UPCARD
    assert helper.reached("shuffle")
    assert helper.reached("antes")
    assert helper.reached("cut")
    helper.upcards("Kd 7s 2c")
    advice = helper.advice()
    assert advice.bring_in == 3
    assert _said(advice, BringIn) == [BringIn(3, Card.parse("2c"))]
    assert (advice.need, advice.seat) == (Need.ACTION, 3)
    assert advice.pot == 15
    for action in ("bring-in 10", "complete 20", "call 20", "call 10"):
        helper.act(action)
    advice = helper.advice()
    assert (advice.need, advice.seat, advice.street, advice.pot) == (Need.UPCARD, 1, 4, 75)
    assert any(step.kind is StepKind.GATHER for step in advice.done)

    helper.upcards("Kh 8s 3c")  # seat 1 pairs its kings on 4th street: announced, and it leads
    advice = helper.advice()
    assert [made.seat for made in _said(advice, MadeHand)] == [1]
    assert _said(advice, FirstToAct)[0].seat == 1
    assert _said(advice, OpenPairOption) == [OpenPairOption(20, 40)]
    assert advice.leader == 1
    assert (advice.need, advice.seat) == (Need.ACTION, 1)
    assert Action.parse("p1 bet 40") in advice.legal
    assert Action.parse("p1 bet 20") in advice.legal
    helper.act("bet 40")
    helper.act("call 40")
    helper.act("fold")

    helper.upcards("4d 9s")
    helper.act("check")
    helper.act("check")
    helper.upcards("5c Ts")  # seat 2 shows 7-8-9-T of spades: a possible straight flush
    advice = helper.advice()
    assert [draw.seat for draw in _said(advice, PossibleDraw)] == [2]
    helper.act("bet 40")
    helper.act("call 40")
    advice = helper.advice()
    assert _said(advice, LastCard) == [LastCard()]  # 7th street's cards are dealt down: nothing to type
    assert (advice.need, advice.seat, advice.street) == (Need.ACTION, 1, 7)
    helper.act("check")
    helper.act("check")

    advice = helper.advice()
    assert advice.need is Need.SHOW
    assert advice.show_order[0] == 1 == advice.seat
    with pytest.raises(AssistantError, match="already"):
        helper.show(1, "As Ad Kd")  # Kd is seat 1's door card
    helper.show(1, "As Ad 2d")  # two pair, aces and kings
    helper.show(2, "2h 3h Jd")  # a straight, jack high
    advice = helper.advice()
    assert advice.need is Need.OVER
    pushes = [step for step in advice.done if step.kind is StepKind.PUSH_POT]
    assert [step.shares for step in pushes] == [((2, 235),)]  # the main pot, all of it to seat 2
    assert [step.seat for step in advice.done if step.kind is StepKind.KILL_HAND] == [1]
    for key in ("burn:7", "last_card", "deal:7", "showdown_order", "read_hands", "kill_hands", "push_pot"):
        assert helper.reached(key), key


def test_a_hand_won_before_the_showdown_goes_straight_to_the_push():
    helper = Assistant(RAZZ, STAKES, [1000] * 3)
    helper.upcards("Kd 7s 2c")  # razz: the king brings it in
    assert helper.advice().bring_in == 1
    helper.act("bring-in 10")
    helper.act("complete 20")
    helper.act("fold")
    helper.act("fold")
    advice = helper.advice()
    assert advice.need is Need.OVER
    assert not helper.reached("burn:4")
    assert helper.disputes("burn:4", right=True) == "not_reached"
    assert helper.disputes("bets:3", right=True) is None
    assert any(step.kind is StepKind.RETURN_BET or step.kind is StepKind.PUSH_POT for step in advice.done)


def test_entries_the_hand_cannot_take_are_refused_with_a_reason():
    helper = Assistant(STUD, STAKES, [1000] * 3)
    with pytest.raises(AssistantError):
        helper.act("call 10")  # nobody acts before the door cards
    helper.upcards("Kd 7s")
    with pytest.raises(AssistantError, match="already"):
        helper.upcard("Kd")
    helper.upcard("2c")
    with pytest.raises(AssistantError, match="not legal"):
        helper.act("raise 80")
    assert helper.refused
    assert helper.refused[0][0] == 3
    helper.act("bring-in 10")
    assert helper.disputes("action:3", right=True) == "illegal_action"
    assert helper.disputes("action:3", right=False) is None
    with pytest.raises(AssistantError):
        helper.upcard("Xx")
