"""RULES.md §2.10 as data: each irregularity sets up on a real hand and has its ruling and rule."""

from __future__ import annotations

import pytest

from croupier.engine.hand import DealDue, TurnDue
from croupier.engine.rules import HouseRules
from croupier.procedure import StepKind
from croupier.procedure.irregularities import BY_CODE, IRREGULARITIES, RulingKind

PROFILES = ("cash", "tournament", "pokerkit")


@pytest.mark.parametrize("irregularity", IRREGULARITIES, ids=lambda item: item.code)
@pytest.mark.parametrize("profile", PROFILES)
def test_each_irregularity_sets_up_on_a_live_hand_and_is_ruled(irregularity, profile):
    for seed in range(4):
        situation = irregularity.situation(seed, HouseRules.profile(profile))
        assert not situation.hand.is_complete
        assert situation.what
        ruling = irregularity.ruling(situation)
        assert ruling in irregularity.rulings()
        assert ruling.rule.startswith("R")
        assert ruling.explanation
        # The set-up is deterministic: the same seed gives the same moment.
        again = irregularity.situation(seed, HouseRules.profile(profile))
        assert again.hand.events == situation.hand.events


def test_an_exposed_hole_card_is_dealt_third_card_down_or_a_misdeal_in_tournaments():
    exposed = BY_CODE["exposed_hole_card"]
    situation = exposed.situation(1)
    assert situation.card in situation.hand.player(situation.seat).down
    assert exposed.ruling(situation).kind is RulingKind.THIRD_CARD_DOWN
    tournament = exposed.situation(1, HouseRules.profile("tournament"))
    assert exposed.ruling(tournament).kind is RulingKind.MISDEAL


def test_the_seventh_street_rulings_depend_on_whose_card_was_exposed():
    first = BY_CODE["seventh_card_up_first"].situation(2)
    other = BY_CODE["seventh_card_up_other"].situation(2)
    assert BY_CODE["seventh_card_up_first"].ruling(first).kind is RulingKind.REMAINING_CARDS_FACE_UP
    assert (
        BY_CODE["seventh_card_up_other"].ruling(other).kind
        is RulingKind.REMAINING_DOWN_EXPOSED_MAY_DECLARE_ALL_IN
    )
    for situation in (first, other):
        due = situation.hand.next_step()
        assert isinstance(due, DealDue)
        assert (due.street, due.seat, due.face_up) == (7, situation.seat, False)
    heads_up = BY_CODE["seventh_card_up_heads_up_second"].situation(2)
    assert len(heads_up.hand.live_seats) == 2


def test_the_situations_stand_at_their_moment():
    premature = BY_CODE["premature_card"].situation(3)
    assert premature.procedure.player_may_act
    assert premature.hand.street == 4
    assert isinstance(premature.hand.next_step(), TurnDue)
    all_in = BY_CODE["all_in_final_card_up"].situation(3)
    assert all_in.hand.player(all_in.seat).all_in
    two_burns = BY_CODE["two_burns"].situation(3)
    assert two_burns.procedure.history[-1].kind is StepKind.BURN
    wrong = BY_CODE["wrong_bring_in_corrected"].situation(3)
    assert wrong.seat != wrong.facts["right"]
    assert wrong.card == wrong.hand.player(wrong.seat).door
    fold = BY_CODE["fold_no_wager"].situation(3)
    assert fold.hand.legal_actions().check
    assert (
        BY_CODE["misdeal_after_substantial_action"]
        .ruling(BY_CODE["misdeal_after_substantial_action"].situation(3))
        .kind
        is RulingKind.PLAY_ON
    )


def test_every_rule_of_section_2_10_is_covered():
    rules = {irregularity.rule for irregularity in IRREGULARITIES}
    wanted = {"R10.1", "R10.2", "R10.3", "R10.4", "R10.5", "R10.6", "R10.7", "R10.8", "R10.9", "R10.13"}
    assert rules >= wanted | {"R3.10"}
