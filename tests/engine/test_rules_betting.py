"""RULES.md §5 worked examples E8–E13 and the given→then lines of §2.4 (R4.1–R4.8): fixed limits,
the 4th-street double bet, the raise cap, heads-up play and short all-ins.

Structure A=5, BI=10, SB=20, BB=40 and stacks of 1000 unless the example says otherwise.
"""

import pytest
from helpers import act, deal, of_type, opened, passive

from croupier.engine.errors import IllegalActionError
from croupier.engine.events import ActionTaken
from croupier.engine.hand import Hand
from croupier.engine.rules import RAZZ, STUD, STUD8, HouseRules, Variant


def e9_hand(variant: Variant = STUD, rules: HouseRules | None = None, stacks=None) -> Hand:
    """E9: 4th-street boards S1 4c 9c, S2 Kd Qs, S3 7s 7d, S4 Ah Kc; 3rd street called around."""
    hand = deal(variant, "4c Kd 7s Ah", streets=["9c Qs 7d Kc"], rules=rules, stacks=stacks)
    act(hand, "S1 bring-in 10, S2 call 10, S3 call 10, S4 call 10")
    assert hand.street == 4
    return hand


# ----------------------------------------------------------------------------- R4.1, R4.2 limits


def test_r4_1_r4_2_fixed_amounts_on_every_street():
    """R4.1, R4.2: 3rd: complete to 20, raises +20; 4th: bet 20, raises +20; 5th–7th: bet 40,
    raises +40 (no open pair, so no double bet)."""
    hand = deal(STUD, "2c Kd", streets=["3d Qh", "4h Jc", "5s Tc", "6c 9h"])
    act(hand, "S1 bring-in 10")
    assert hand.legal_actions().complete == 20
    act(hand, "S2 complete 20")
    assert hand.legal_actions().raise_to == (40,)
    act(hand, "S1 call 10")
    sizes = {}
    for street in (4, 5, 6, 7):
        assert hand.street == street
        first = hand.legal_actions()
        act(hand, f"S{first.seat} bet {first.bet[0]}")
        sizes[street] = (first.bet, hand.legal_actions().raise_to)
        act(hand, f"S{hand.actor} call")
    assert sizes == {4: ((20,), (40,)), 5: ((40,), (80,)), 6: ((40,), (80,)), 7: ((40,), (80,))}


def test_r4_2_everyone_checks_and_the_next_card_is_free():
    """R4.2: if everyone checks, the next card is dealt and the pot does not change."""
    hand = deal(STUD, "2c Kd 9s", streets=["3d Qh 8c"])
    act(hand, "S1 bring-in, S2 call, S3 call")
    pot = hand.pot
    act(hand, "S2 check, S3 check, S1 check")
    assert hand.street == 5
    assert hand.pot == pot == 45
    assert all(len(hand.player(seat).up) == 3 for seat in (1, 2, 3))


def test_r4_8_an_under_sized_bet_on_a_big_bet_street_is_refused():
    """R4.8: betting SB (20) on 5th street is not a legal bet: the bet is 40."""
    hand = deal(STUD, "2c Kd", streets=["3d Qh"])
    passive(hand, until_street=5)
    assert hand.street == 5
    with pytest.raises(IllegalActionError, match="40"):
        hand.complete_bet_or_raise_to(20)


def test_r4_7_check_raise_is_allowed():
    """R4.7: S3 checks, S4 bets 20, S1 and S2 call, S3 may raise."""
    hand = e9_hand()
    act(hand, "S3 check, S4 bet 20, S1 call, S2 call")
    assert 40 in hand.legal_actions().raise_to
    act(hand, "S3 raise 40")
    assert hand.actor == 4


# ----------------------------------------------------------------------------- E8, R4.4 cap


def test_e8_third_street_cap():
    """E8, R4.4: S1 brings in 10; S2 completes to 20; S3 raises to 40; S4 to 60; S1 to 80 →
    capped: S2, S3 and S4 may only call or fold."""
    hand = deal(STUD, "2c Kd 9s Qh")
    events = act(hand, "S1 bring-in 10, S2 complete 20, S3 raise 40, S4 raise 60, S1 raise 80")
    assert [e.wager_number for e in events] == [0, 1, 2, 3, 4]
    assert events[-1].capped
    for seat in (2, 3, 4):
        legal = hand.legal_actions()
        assert legal.seat == seat
        assert (legal.fold, legal.raise_to, legal.capped_out) == (True, (), True)
        assert legal.call == 80 - {2: 20, 3: 40, 4: 60}[seat]
        act(hand, f"S{seat} call")
    assert hand.street == 4


def test_e8_raise_beyond_the_cap_is_refused_in_dealer_words():
    """E8: the raise to 100 is refused and the message says the betting is capped."""
    hand = deal(STUD, "2c Kd 9s Qh")
    act(hand, "S1 bring-in 10, S2 complete 20, S3 raise 40, S4 raise 60, S1 raise 80")
    assert not hand.can_complete_bet_or_raise_to(100)
    with pytest.raises(IllegalActionError, match="capped"):
        hand.complete_bet_or_raise_to(100)


def test_e8_with_four_raises_one_more_raise_to_100():
    """E8 with max_raises_per_round=4: S2 may raise to 100; then the round is capped."""
    rules = HouseRules().override("max_raises_per_round", 4)
    hand = deal(STUD, "2c Kd 9s Qh", rules=rules)
    act(hand, "S1 bring-in 10, S2 complete 20, S3 raise 40, S4 raise 60, S1 raise 80")
    assert hand.legal_actions().raise_to == (100,)
    act(hand, "S2 raise 100")
    assert hand.legal_actions().raise_to == ()
    assert hand.legal_actions().call == 60


def test_r4_4_bring_in_opening_for_a_full_bet_is_the_completion():
    """R4.4: S1 opens for 20 (the completion, counted as the bet) → three raises remain: 40, 60, 80."""
    hand = deal(STUD, "2c Kd 9s Qh")
    act(hand, "S1 complete 20, S2 raise 40, S3 raise 60, S4 raise 80")
    assert hand.legal_actions().raise_to == ()
    assert hand.legal_actions().call == 60


# ----------------------------------------------------------------------------- E9–E11, R4.3


def test_e9_open_pair_double_bet_stud():
    """E9, R4.3: S3 (pair of sevens) acts first and may check, bet 20 or bet 40."""
    hand = e9_hand()
    legal = hand.legal_actions()
    assert (legal.seat, legal.check, legal.bet) == (3, True, (20, 40))
    assert opened(hand, 4).double_bet


def test_e9_stud8_has_no_double_bet():
    """E9, R4.3: in STUD8 the same first actor, but the bet may only be 20."""
    hand = e9_hand(STUD8)
    legal = hand.legal_actions()
    assert (legal.seat, legal.bet) == (3, (20,))


def test_r4_3_razz_has_no_double_bet():
    """R4.3: RAZZ with an open pair on 4th street: the bet is 20 only."""
    hand = deal(RAZZ, "Kc 7c 4d 3h", streets=["Qd 7h 2s 5c"])
    act(hand, "S1 bring-in, S2 call, S3 call, S4 call")
    assert not opened(hand, 4).double_bet
    assert hand.legal_actions().bet == (20,)


def test_r4_3_tournament_profile_has_no_double_bet():
    """§1 tournament: fourth_street_double_bet=false → in E9 S3 may bet 20 only."""
    hand = e9_hand(rules=HouseRules.profile("tournament"))
    assert hand.legal_actions().bet == (20,)


def test_e10_after_a_big_raise_every_raise_is_plus_40():
    """E10, R4.3: S3 bets 20, S4 raises to 60 (+40) → S1 may call 60 or raise to 100; if S1 calls,
    S2 may call 60 or raise to 100, and a raise to 80 (+20) is illegal."""
    hand = e9_hand()
    act(hand, "S3 bet 20, S4 raise 60")
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_to) == (1, 60, (100,))
    act(hand, "S1 call 60")
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_to) == (2, 60, (100,))
    with pytest.raises(IllegalActionError, match="100"):
        hand.complete_bet_or_raise_to(80)


def test_e10_a_small_raise_does_not_lock_the_size():
    """E10, R4.3: had S4 raised only to 40 (+20), S1 could re-raise to 60 (+20) or 80 (+40)."""
    hand = e9_hand()
    act(hand, "S3 bet 20, S4 raise 40")
    assert hand.legal_actions().raise_to == (60, 80)


def test_e11_option_stays_open_after_a_check():
    """E11, R4.3: S3 checks; S4 may still bet 20 or 40."""
    hand = e9_hand()
    act(hand, "S3 check")
    legal = hand.legal_actions()
    assert (legal.seat, legal.bet) == (4, (20, 40))


def test_r4_3_each_bet_or_raise_counts_once_toward_the_cap():
    """R4.3, R4.4: S3 bets 20, S4 raises to 40, S1 to 80 (+40), S2 to 120 (+40) → capped."""
    hand = e9_hand()
    act(hand, "S3 bet 20, S4 raise 40, S1 raise 80, S2 raise 120")
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_to) == (3, 100, ())


def test_r4_3_big_bet_opening_means_big_raises():
    """R4.3: once a BB-sized bet is made, every later raise is +40: S3 bets 40 → raise to 80 only."""
    hand = e9_hand()
    act(hand, "S3 bet 40")
    assert hand.legal_actions().raise_to == (80,)


def test_r4_3_trigger_is_evaluated_once_when_fourth_street_is_dealt():
    """R4.3 [DERIVED default]: the trigger is evaluated when 4th street is dealt; S3 (the only pair)
    folds with no bet pending, and S4 may still bet 20 or 40."""
    hand = e9_hand()
    act(hand, "S3 fold")
    legal = hand.legal_actions()
    assert (legal.seat, legal.bet) == (4, (20, 40))


# ----------------------------------------------------------------------------- E12, R4.5 heads-up


def e12_hand(rules: HouseRules | None = None, *, s1_folds_on_4th: bool = True) -> Hand:
    """Five seats; S3 and S4 fold on 3rd street. S2 shows a pair of kings from 4th street on."""
    hand = deal(
        STUD,
        "2c Kd 3d 4d 9s",
        streets=["5c Kh 8d", "Qc 7h", "Jc 6h"] if s1_folds_on_4th else ["5c Kh 8d", "Qc 7h 3s", "Jc 6h 2s"],
        rules=rules,
    )
    act(hand, "S1 bring-in, S2 call, S3 fold, S4 fold, S5 call")
    if s1_folds_on_4th:
        act(hand, "S2 bet 20, S5 call, S1 fold")
    passive(hand, until_street=6)
    assert hand.street == 6
    return hand


def test_e12_round_that_begins_heads_up_is_uncapped():
    """E12, R4.5: 6th street starts with only S2 and S5: S2 40, S5 80, S2 120, S5 160, S2 200
    is legal (and the raising may go on)."""
    hand = e12_hand()
    act(hand, "S2 bet 40, S5 raise 80, S2 raise 120, S5 raise 160, S2 raise 200")
    assert hand.legal_actions().raise_to == (240,)


def test_e12_cap_still_applies_when_heads_up_mid_round():
    """E12, R4.5: 6th street begins with S1, S2 and S5; S1 folds after S2's bet → bet + 3 raises,
    160 at most."""
    hand = e12_hand(s1_folds_on_4th=False)
    act(hand, "S2 bet 40, S5 raise 80, S1 fold, S2 raise 120, S5 raise 160")
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_to) == (2, 40, ())
    with pytest.raises(IllegalActionError, match="capped"):
        hand.complete_bet_or_raise_to(200)


def test_e12_tournament_never_lifts_the_cap():
    """R4.5: tournament mode (cap_lift_heads_up=never, 4 raises): heads-up from the start, the
    round is capped at 40 + 4 raises = 200."""
    hand = e12_hand(HouseRules.profile("tournament"))
    act(hand, "S2 bet 40, S5 raise 80, S2 raise 120, S5 raise 160, S2 raise 200")
    assert hand.legal_actions().raise_to == ()


def test_e12_option_when_two_remain_before_cap():
    """§1 cap_lift_heads_up=when_two_remain_before_cap: S1's fold mid-round lifts the cap."""
    rules = HouseRules().override("cap_lift_heads_up", "when_two_remain_before_cap")
    hand = e12_hand(rules, s1_folds_on_4th=False)
    act(hand, "S2 bet 40, S5 raise 80, S1 fold, S2 raise 120, S5 raise 160")
    assert hand.legal_actions().raise_to == (200,)


def test_r4_5_third_street_heads_up_is_uncapped():
    """R4.5: a two-handed game: 3rd street begins heads-up, so completion + 4 raises is legal."""
    hand = deal(STUD, "2c Kd")
    act(hand, "S1 bring-in, S2 complete 20, S1 raise 40, S2 raise 60, S1 raise 80, S2 raise 100")
    assert hand.legal_actions().raise_to == (120,)


def test_r4_5_heads_up_counts_players_not_all_in():
    """R4.5: 4th street begins with S1, S2 and S3, but S3 is all-in → two can bet: uncapped."""
    hand = deal(STUD, "2c Kd 9s", stacks=[1000, 1000, 15], streets=["3d Qh 8c"])
    act(hand, "S1 bring-in, S2 call, S3 call 10")
    assert hand.player(3).stack == 0
    act(hand, "S2 bet 20, S1 raise 40, S2 raise 60, S1 raise 80")
    assert hand.legal_actions().raise_to == (100,)


# ----------------------------------------------------------------------------- E13, R4.6 short all-ins


def e13_hand(s2_on_fifth: int, rules: HouseRules | None = None) -> Hand:
    """E13: S1 acts first on 5th street (pair of kings); S2 has ``s2_on_fifth`` chips left there;
    S3 brought it in on 3rd. 3rd street is called, 4th checked."""
    hand = deal(
        STUD,
        "Kd 9s 2c",
        stacks=[1000, 15 + s2_on_fifth, 1000],
        streets=["Kh 8c 3d", "Qc 7c 4d"],
        rules=rules,
    )
    act(hand, "S3 bring-in, S1 call, S2 call, S1 check, S2 check, S3 check")
    assert hand.street == 5
    assert hand.player(2).stack == s2_on_fifth
    return hand


def test_e13_a_raise_to_95_is_refused_by_r4_6_not_r4_2():
    """After the short all-in to 55 the next raise is to 80 (complete_to_full): the refusal of 95
    names R4.6, the rule that decides it, and the way the raise is made."""
    hand = e13_hand(55)
    act(hand, "S1 bet 40, S2 raise 55")
    with pytest.raises(IllegalActionError, match=r"short all-in to 55.*to 80.*R4\.6"):
        hand.complete_bet_or_raise_to(95)


def test_e13_short_all_in_next_player_may_raise_to_80():
    """E13, R4.6: S1 bets 40, S2 all-in for 55 (+15 < 20) → S3 may fold, call 55 or raise to 80."""
    hand = e13_hand(55)
    events = act(hand, "S1 bet 40, S2 raise 55")
    assert events[-1].all_in
    legal = hand.legal_actions()
    assert (legal.seat, legal.fold, legal.call, legal.raise_to) == (3, True, 55, (80,))


def test_e13_short_all_in_does_not_reopen_for_the_bettor():
    """E13, R4.6: if S3 only calls, S1 may call or fold but may not raise."""
    hand = e13_hand(55)
    act(hand, "S1 bet 40, S2 raise 55, S3 call 55")
    legal = hand.legal_actions()
    assert (legal.seat, legal.fold, legal.call, legal.raise_to) == (1, True, 15, ())
    with pytest.raises(IllegalActionError, match="not reopened"):
        hand.complete_bet_or_raise_to(95)


def test_e13_all_in_of_half_a_bet_is_a_full_raise():
    """E13, R4.6: S2 all-in for 65 (+25 ≥ 20) is a full raise: S3 may raise to 105 and S1 may
    re-raise."""
    hand = e13_hand(65)
    act(hand, "S1 bet 40, S2 raise 65")
    assert hand.legal_actions().raise_to == (105,)
    act(hand, "S3 raise 105")
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_to) == (1, 65, (145,))


def test_r4_6_all_in_raise_of_exactly_half_a_bet_reopens():
    """R4.6 "at least half": S1 bets 40, S2 all-in for 60 (+20, exactly half of 40) is a full raise:
    S3 may raise to 100, and once S3 only calls, S1 may re-raise (the betting was reopened)."""
    hand = e13_hand(60)
    act(hand, "S1 bet 40, S2 raise 60")
    assert hand.legal_actions().raise_to == (100,)
    act(hand, "S3 call 60")
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_to) == (1, 20, (100,))


def test_r4_6_all_in_raise_one_chip_under_half_does_not_reopen():
    """R4.6: S2 all-in for 59 (+19, one chip under half of 40) is short: S3 may make it 80, and
    after S3 calls, S1 may only call."""
    hand = e13_hand(59)
    act(hand, "S1 bet 40, S2 raise 59")
    assert hand.legal_actions().raise_to == (80,)
    act(hand, "S3 call 59")
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_to) == (1, 19, ())


def test_e13_option_allin_plus_increment():
    """§1 short_allin_next_raise=allin_plus_increment (pokerkit): after 40 and all-in 55 → to 95."""
    rules = HouseRules().override("short_allin_next_raise", "allin_plus_increment")
    hand = e13_hand(55, rules)
    act(hand, "S1 bet 40, S2 raise 55")
    assert hand.legal_actions().raise_to == (95,)


def test_r4_6_third_street_short_all_in_completes_to_20():
    """R4.6, §1 short_allin_next_raise: bring-in 10, all-in 15 → the next player calls 15 or
    completes to 20 (option allin_plus_increment: to 35)."""
    hand = deal(STUD, "2c Kd 9s", stacks=[1000, 20, 1000])
    act(hand, "S1 bring-in 10, S2 complete 15")
    assert hand.player(2).stack == 0
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.complete) == (3, 15, 20)

    rules = HouseRules().override("short_allin_next_raise", "allin_plus_increment")
    hand = deal(STUD, "2c Kd 9s", stacks=[1000, 20, 1000], rules=rules)
    act(hand, "S1 bring-in 10, S2 complete 15")
    assert hand.legal_actions().complete == 35


@pytest.mark.parametrize(("all_in", "raise_to"), [(30, (50, 70)), (25, (40, 60))])
def test_r4_3_r4_6_an_all_in_between_the_small_and_the_big_bet(all_in, raise_to):
    """E9 boards, R4.3 and R4.6: S3 (open pair) bets all-in between 20 and 40. All-in for 30, the 10
    beyond the small bet is half an increment: a full raise, so the next raise is 30 plus a small or
    a big bet. All-in for 25, the 5 beyond it is short: the next raise counts from 20."""
    hand = e9_hand(stacks=[1000, 1000, 15 + all_in, 1000])
    act(hand, f"S3 bet {all_in}")
    assert hand.player(3).stack == 0
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_to) == (4, all_in, raise_to)


def test_r4_6_short_all_ins_that_together_make_a_full_raise_reopen_the_betting():
    """R4.6, §1 short_allin_next_raise=allin_plus_increment: S1 bets 40 on 5th street; S2, S3 and S4
    are all-in for 55, 70 and 80, each short of a full raise over the one before, but together 40
    over S1's bet: S1, who has acted, may raise again."""
    rules = HouseRules().override("short_allin_next_raise", "allin_plus_increment")
    hand = deal(
        STUD,
        "Kd 9s 2c 3h 4d",
        stacks=[1000, 70, 85, 95, 1000],
        streets=["Kh 8c 5d 6s 7h", "Qc 7c Td Jc 2s"],
        rules=rules,
    )
    act(hand, "S3 bring-in, S4 call, S5 call, S1 call, S2 call")
    act(hand, "S1 check, S2 check, S3 check, S4 check, S5 check")
    act(hand, "S1 bet 40, S2 raise 55, S3 raise 70, S4 raise 80, S5 call")
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_to) == (1, 40, (120,))
    # R4.4 and short_allin_counts_toward_cap=when_full: they count as the first raise, so S1's raise
    # and S5's re-raise cap the round.
    act(hand, "S1 raise 120, S5 raise 160")
    assert hand.capped
    assert hand.legal_actions().raise_to == ()


def test_r4_6_after_a_full_bring_in_the_completion_is_to_20_under_either_option():
    """§1 short_allin_next_raise: the all-in plus an increment applies after a short all-in only; after
    a full bring-in of 10 the completion is to 20 either way."""
    rules = HouseRules().override("short_allin_next_raise", "allin_plus_increment")
    hand = deal(STUD, "2c Kd 9s", rules=rules)
    act(hand, "S1 bring-in 10")
    assert hand.legal_actions().complete == 20


def test_r4_6_all_in_bet_of_half_a_bet_or_more_is_raised_by_a_full_increment():
    """R4.6 (WSOP example): on a 20 round a 15 all-in bet is a full bet; the raise is to 35."""
    hand = deal(STUD, "Ad 9s 2c", stacks=[30, 1000, 1000], streets=["Kh 8c 3d"])
    act(hand, "S3 bring-in, S1 call, S2 call")
    assert not opened(hand, 4).double_bet
    act(hand, "S1 bet 15")
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_to) == (2, 15, (35,))


def test_r4_6_all_in_bet_of_exactly_half_a_bet_is_a_full_bet():
    """R4.6: on a 20 round a 10 all-in bet (exactly half) is a full bet; the raise is to 30."""
    hand = deal(STUD, "Ad 9s 2c", stacks=[25, 1000, 1000], streets=["Kh 8c 3d"])
    act(hand, "S3 bring-in, S1 call, S2 call, S1 bet 10")
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_to) == (2, 10, (30,))


def test_r4_6_all_in_bet_under_half_is_completed_to_a_full_bet():
    """R4.6: a 9 all-in bet on a 20 round is short; the next player calls 9 or makes it 20."""
    hand = deal(STUD, "Ad 9s 2c", stacks=[24, 1000, 1000], streets=["Kh 8c 3d"])
    act(hand, "S3 bring-in, S1 call, S2 call, S1 bet 9")
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.wager_targets) == (2, 9, (20,))


def four_handed_fifth(stacks: list[int]) -> Hand:
    """S1 (pair of kings) acts first on 5th street; S4 brought it in; 3rd called, 4th checked."""
    hand = deal(STUD, "Kd 9s Th 2c", stacks=stacks, streets=["Kh 8c 7d 3d", "Qc 6c 5h 4d"])
    act(hand, "S4 bring-in, S1 call, S2 call, S3 call")
    act(hand, "S1 check, S2 check, S3 check, S4 check")
    assert hand.street == 5
    return hand


def test_r4_6_several_short_all_ins_that_do_not_add_up_do_not_reopen():
    """R4.6: S1 bets 40; S2 all-in 55 (+15), S3 all-in 70 (+15); S4 calls → S1 may only call."""
    hand = four_handed_fifth([1000, 70, 85, 1000])
    act(hand, "S1 bet 40, S2 raise 55, S3 raise 70, S4 call 70")
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_to) == (1, 30, ())


def test_r4_6_several_short_all_ins_that_add_up_reopen():
    """R4.6: S1 bets 40; S2 55 (+15), S3 70 (+15), S4 80 (+10), each all-in and each short, but
    +40 in all = a full raise → S1 may raise again (S5, still with chips, can call it)."""
    hand = deal(
        STUD,
        "Kd 9s Th 2c 5s",
        stacks=[1000, 70, 85, 95, 1000],
        streets=["Kh 8c 7d 3d Jc", "Qc 6c 5h 4d Jd"],
    )
    act(hand, "S4 bring-in, S5 call, S1 call, S2 call, S3 call")
    act(hand, "S1 check, S2 check, S3 check, S4 check, S5 check")
    events = act(hand, "S1 bet 40, S2 raise 55, S3 raise 70, S4 raise 80, S5 call 80")
    assert [e.all_in for e in events] == [False, True, True, True, False]
    legal = hand.legal_actions()
    assert (legal.seat, legal.call) == (1, 40)
    assert legal.raise_to == (120,)


def test_no_raise_when_everyone_else_is_all_in():
    """Nobody could call a raise when every other live player is all-in: S1 may only call."""
    hand = four_handed_fifth([1000, 70, 85, 95])
    act(hand, "S1 bet 40, S2 raise 55, S3 raise 70, S4 raise 80")
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_to) == (1, 40, ())


def test_r4_6_short_all_in_does_not_count_toward_the_cap_by_default():
    """R4.6, §1 short_allin_counts_toward_cap=when_full: 40, 80, 120, then S4 all-in 130 (+10)
    → S1 may still make the last raise, to 160."""
    hand = four_handed_fifth([1000, 1000, 1000, 145])
    act(hand, "S1 bet 40, S2 raise 80, S3 raise 120, S4 raise 130")
    assert hand.legal_actions().raise_to == (160,)


def test_r4_6_option_short_all_in_always_counts_toward_the_cap():
    """§1 short_allin_counts_toward_cap=always: the same S4 all-in is the fourth wager (one, like
    a full raise) → capped."""
    rules = HouseRules().override("short_allin_counts_toward_cap", "always")
    hand = deal(
        STUD,
        "Kd 9s Th 2c",
        stacks=[1000, 1000, 1000, 145],
        rules=rules,
        streets=["Kh 8c 7d 3d", "Qc 6c 5h 4d"],
    )
    act(hand, "S4 bring-in, S1 call, S2 call, S3 call, S1 check, S2 check, S3 check, S4 check")
    act(hand, "S1 bet 40, S2 raise 80, S3 raise 120, S4 raise 130")
    assert hand.legal_actions().raise_to == ()
    fifth = [e for e in of_type(hand.events, ActionTaken) if e.street == 5]
    assert [(e.seat, e.to, e.wager_number, e.capped) for e in fifth] == [
        (1, 40, 1, False),
        (2, 80, 2, False),
        (3, 120, 3, False),
        (4, 130, 4, True),
    ]


def test_wager_numbers_in_the_log_count_toward_the_cap():
    """R4.4: the action log numbers the wagers that count toward the cap (the bring-in is 0)."""
    hand = four_handed_fifth([1000, 1000, 1000, 145])
    act(hand, "S1 bet 40, S2 raise 80, S3 raise 120, S4 raise 130, S1 raise 160")
    fifth = [e for e in of_type(hand.events, ActionTaken) if e.street == 5]
    assert [(e.seat, e.to, e.wager_number, e.capped) for e in fifth] == [
        (1, 40, 1, False),
        (2, 80, 2, False),
        (3, 120, 3, False),
        (4, 130, 3, False),
        (1, 160, 4, True),
    ]


# ----------------------------------------------------------------------------- error messages


def test_messages_for_illegal_actions_say_why():
    """Illegal actions are refused with the reason in dealer words."""
    hand = deal(STUD, "2c Kd 9s Qh")
    with pytest.raises(IllegalActionError, match="seat 1's turn to act, not seat 2's"):
        hand.check_or_call(2)
    with pytest.raises(IllegalActionError, match="next is seat 1's action"):
        hand.burn_card()
    act(hand, "S1 bring-in")
    with pytest.raises(IllegalActionError, match="already been posted"):
        hand.post_bring_in()
    with pytest.raises(IllegalActionError, match="has only 995 in all, not 2000"):
        hand.complete_bet_or_raise_to(2000)
    with pytest.raises(IllegalActionError, match="to 20, not 30"):
        hand.complete_bet_or_raise_to(30)


def test_e10_message_says_a_big_bet_was_made():
    """E10, R4.3: the refusal of the +20 raise should say why: a big bet has been made."""
    hand = e9_hand()
    act(hand, "S3 bet 20, S4 raise 60, S1 call 60")
    with pytest.raises(IllegalActionError, match=r"(?i)big bet|R4\.3"):
        hand.complete_bet_or_raise_to(80)


def test_r4_3_message_says_there_is_no_open_pair():
    """R4.3: betting 40 on 4th street with no open pair: the refusal should name the reason."""
    hand = deal(STUD, "2c Kd", streets=["3d Qh"])
    act(hand, "S1 bring-in, S2 call")
    with pytest.raises(IllegalActionError, match=r"(?i)pair|R4\.3"):
        hand.complete_bet_or_raise_to(40)
