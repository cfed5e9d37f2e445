"""The dealer's words when a complete, bet or raise is refused (R3.9, R4.2–R4.6): the whole sentence
a trainee reads, each naming the rule that decides it and what the seat may do instead.

Structure A=5, BI=10, SB=20, BB=40 and stacks of 1000 unless a test says otherwise.
"""

import pytest
from helpers import act, deal, passive

from croupier.engine.errors import IllegalActionError
from croupier.engine.hand import Hand
from croupier.engine.rules import RAZZ, STUD, HouseRules


def refused(hand: Hand, amount: int) -> str:
    """The refusal of a wager to ``amount`` by the seat to act (it must be refused)."""
    assert not hand.can_complete_bet_or_raise_to(amount)
    with pytest.raises(IllegalActionError) as refusal:
        hand.complete_bet_or_raise_to(amount)
    return str(refusal.value)


def test_r3_9_a_short_bring_in_may_only_be_posted():
    """R3.9: S1 (lowest door card) has 7 chips after the ante: posting them is all S1 may do, even a
    'complete' to exactly those 7."""
    hand = deal(STUD, "2c Kd 9s", stacks=[12, 1000, 1000])
    assert hand.actor == 1
    assert hand.legal_actions().bring_in == 7
    assert refused(hand, 7) == (
        "seat 1 has only 7 chips: posting them as the bring-in is all they can do (R3.9)"
    )


def test_r4_6_a_seat_with_no_one_to_bet_against_may_only_call():
    """S2 completes all-in, S3 folds: S1 may call or fold, but a raise, even of every chip S1 has,
    faces no one who could call it."""
    hand = deal(STUD, "2c Kd 9s", stacks=[1000, 25, 1000])
    act(hand, "S1 bring-in 10, S2 complete 20, S3 fold")
    player = hand.player(1)
    expected = (
        "every other player is all-in or has folded: seat 1 has no one to bet against, so calling "
        "or checking is all that is left"
    )
    assert refused(hand, 40) == expected
    assert refused(hand, player.bet + player.stack) == expected


def test_a_seat_that_can_only_call_is_told_so():
    """S1 brought it in and has 15 left; S2 raises to 40: calling 30 takes all S1 has."""
    hand = deal(STUD, "2c Kd 9s", stacks=[30, 1000, 1000])
    act(hand, "S1 bring-in 10, S2 complete 20, S3 raise 40")
    assert refused(hand, 60) == "seat 1 has only 15 behind: calling is all they can do"


def test_a_short_stack_facing_a_bet_may_raise_all_in_but_no_more():
    """S1 brought it in and has 15 left; S2 completes to 20: calling takes 10, so S1 may raise
    all-in to 25, not to 40."""
    hand = deal(STUD, "2c Kd 9s", stacks=[30, 1000, 1000])
    act(hand, "S1 bring-in 10, S2 complete 20, S3 call 20")
    assert hand.legal_actions().raise_to == (25,)
    assert refused(hand, 40) == "seat 1 has only 25 in all, not 40"


def test_a_seat_with_one_chip_left_may_bet_it():
    """S3 has one chip left on 4th street and it is checked to S3: S3 may bet that chip, not 20."""
    # 4th street: S2 (Kd 4h) acts first and checks; S3 has 16 - 5 - 10 = 1 chip behind.
    hand = deal(STUD, "2c Kd 9s", stacks=[1000, 1000, 16], streets=["3d 4h 5s"])
    act(hand, "S1 bring-in 10, S2 call 10, S3 call 10, S2 check")
    assert hand.actor == 3
    assert hand.legal_actions().bet == (1,)
    assert refused(hand, 20) == "seat 3 has only 1 in all, not 20"


def test_r4_6_not_reopened_says_call_or_fold():
    """E13, R4.6: S1 bets 40, S2 is all-in for 55, S3 calls: the betting is not reopened for S1."""
    hand = deal(STUD, "Kd 9s 2c", stacks=[1000, 70, 1000], streets=["Kh 8c 3d", "Qc 7c 4d"])
    act(hand, "S3 bring-in, S1 call, S2 call, S1 check, S2 check, S3 check")
    act(hand, "S1 bet 40, S2 raise 55, S3 call 55")
    assert refused(hand, 95) == (
        "seat 1 has acted and the all-in since was short of a full raise, so the betting is not "
        "reopened: call or fold (R4.6)"
    )


@pytest.mark.parametrize(
    ("rule", "target", "how", "amount"),
    [
        ("complete_to_full", 80, "completed to a full one", 95),
        ("allin_plus_increment", 95, "plus a full increment", 80),
    ],
)
def test_r4_6_after_a_short_all_in_the_raise_goes_to_the_house_target(rule, target, how, amount):
    """E13, §1 short_allin_next_raise: after S1 bets 40 and S2 is all-in for 55, S3's raise is to 80
    (a full raise over 40) or to 95 (55 plus a full increment), as the house rule says."""
    rules = HouseRules().override("short_allin_next_raise", rule)
    hand = deal(STUD, "Kd 9s 2c", stacks=[1000, 70, 1000], streets=["Kh 8c 3d", "Qc 7c 4d"], rules=rules)
    act(hand, "S3 bring-in, S1 call, S2 call, S1 check, S2 check, S3 check")
    act(hand, "S1 bet 40, S2 raise 55")
    assert hand.legal_actions().raise_to == (target,)
    assert refused(hand, amount) == (
        f"after the short all-in to 55, the next raise is to {target} ({how}), not {amount} (R4.6)"
    )


def test_r4_3_with_an_open_pair_either_bet_is_named():
    """E9, R4.2, R4.3: S3 shows a pair of sevens on 4th street: the bet is 20 or 40, not 30."""
    hand = deal(STUD, "4c Kd 7s Ah", streets=["9c Qs 7d Kc"])
    act(hand, "S1 bring-in 10, S2 call 10, S3 call 10, S4 call 10")
    assert hand.actor == 3
    assert refused(hand, 30) == "in fixed limit the bet here is to 20 or 40, not 30 (R4.2)"


def test_r4_3_after_a_big_bet_every_raise_is_big():
    """E10, R4.3: S3 bets 20, S4 raises to 60 (the big bet): S1's raise is to 100, not 80."""
    hand = deal(STUD, "4c Kd 7s Ah", streets=["9c Qs 7d Kc"])
    act(hand, "S1 bring-in 10, S2 call 10, S3 call 10, S4 call 10")
    act(hand, "S3 bet 20, S4 raise 60, S1 call 60")
    assert refused(hand, 80) == (
        "in fixed limit the raise here is to 100, not 80 (R4.2): a big bet has been made on 4th "
        "street, so every raise is 40 (R4.3)"
    )


def test_r4_3_without_an_open_pair_the_big_bet_is_refused():
    """R4.3: no pair shows on 4th street: betting 40 is refused, and the refusal says why."""
    hand = deal(STUD, "2c Kd", streets=["3d Qh"])
    act(hand, "S1 bring-in, S2 call")
    assert refused(hand, 40) == (
        "in fixed limit the bet here is to 20, not 40 (R4.2): no pair is showing on 4th street, so "
        "only the small bet is allowed (R4.3)"
    )


def test_r4_3_in_razz_4th_street_is_always_the_small_bet():
    """R4.3: Razz has no double bet on an open pair: 4th street's bet is 20 even with a pair."""
    hand = deal(RAZZ, "Kc 2d", streets=["Kd 3h"])
    passive(hand, until_street=4)
    assert refused(hand, 40) == (
        f"in fixed limit the bet here is to 20, not 40 (R4.2): in {RAZZ.name} 4th street is always "
        "the small bet (R4.3)"
    )


def test_r4_4_a_capped_round_refuses_every_raise():
    """R4.4: a bet and three raises cap the round: the next raise is refused."""
    hand = deal(STUD, "2c Kd 9s", streets=["3d Qh 8c", "4h Jc 7d"])
    passive(hand, until_street=5)
    first = hand.actor
    assert first is not None
    act(hand, f"S{first} bet 40")
    for total in (80, 120, 160):
        act(hand, f"S{hand.actor} raise {total}")
    assert refused(hand, 200) == ("the bet is capped: 3 raises have been made (R4.4); call or fold")


def test_a_seat_whose_stack_just_covers_the_call_may_only_call():
    """S1 brought it in and has 10 left; S2 completes to 20: calling 10 takes all S1 has."""
    hand = deal(STUD, "2c Kd 9s", stacks=[25, 1000, 1000])
    act(hand, "S1 bring-in 10, S2 complete 20, S3 call 20")
    assert refused(hand, 40) == "seat 1 has only 10 behind: calling is all they can do"


def test_r4_2_a_wrong_small_bet_without_an_open_pair_gives_only_the_limit():
    """R4.2: no pair shows on 4th street and S2 bets 30: the bet is 20; the big bet's reason (R4.3)
    is for 40 only."""
    hand = deal(STUD, "2c Kd", streets=["3d Qh"])
    act(hand, "S1 bring-in, S2 call")
    assert refused(hand, 30) == "in fixed limit the bet here is to 20, not 30 (R4.2)"


def test_r4_3_without_an_open_pair_a_big_raise_is_refused():
    """R4.3: no pair shows on 4th street; S2 bets 20 and S1's raise of 40 more (to 60) is refused."""
    hand = deal(STUD, "2c Kd", streets=["3d Qh"])
    act(hand, "S1 bring-in, S2 call, S2 bet 20")
    assert refused(hand, 60) == (
        "in fixed limit the raise here is to 40, not 60 (R4.2): no pair is showing on 4th street, so "
        "only the small bet is allowed (R4.3)"
    )


def test_r4_3_in_razz_a_big_raise_on_4th_street_is_refused():
    """R4.3: in Razz 4th street's raise is 20 more: after a bet of 20, a raise to 60 is refused."""
    hand = deal(RAZZ, "Kc 2d", streets=["Kd 3h"])
    passive(hand, until_street=4)
    act(hand, f"S{hand.actor} bet 20")
    assert refused(hand, 60) == (
        f"in fixed limit the raise here is to 40, not 60 (R4.2): in {RAZZ.name} 4th street is always "
        "the small bet (R4.3)"
    )
