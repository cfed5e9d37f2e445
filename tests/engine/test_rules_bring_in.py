"""RULES.md §5 worked examples E1–E7 and the given→then lines of §2.1 and §2.3 (R1.2, R1.3, R3.x).

Structure A=5, BI=10, SB=20, BB=40 and stacks of 1000 unless the example says otherwise.
"""

import pytest
from helpers import act, awards, card, deal, of_type, passive, show_all

from croupier.engine.errors import IllegalActionError
from croupier.engine.events import ActionTaken, AntePosted, BringInDesignated, CardBurned, CardDealt
from croupier.engine.hand import Hand
from croupier.engine.rules import RAZZ, STUD, STUD8, HouseRules, Stakes


def bring_in_of(hand: Hand) -> BringInDesignated:
    (event,) = of_type(hand.events, BringInDesignated)
    return event


# ----------------------------------------------------------------------------- R1.2, R1.3 table


def test_r1_2_one_player_gets_no_hand():
    """R1.2: given 1 player → no hand is dealt."""
    with pytest.raises(IllegalActionError, match="2 to 8 players"):
        Hand(STUD, Stakes(), [1000])


def test_r1_2_nine_players_rejected_by_default():
    """R1.2: given 9 players with the default config (max_players=8) → reject."""
    with pytest.raises(IllegalActionError, match="2 to 8 players"):
        Hand(STUD, Stakes(), [1000] * 9)


def test_r1_2_nine_players_allowed_with_max_players_9():
    """R1.2 / §1 max_players: the Casinos Austria alternative allows 9."""
    rules = HouseRules().override("max_players", 9)
    hand = deal(STUD, "Kd Qd Jd Td 9d 8d 7d 6d 5d", rules=rules)
    assert [player.seat for player in hand.players] == list(range(1, 10))
    assert all(len(player.down) == 2 and len(player.up) == 1 for player in hand.players)


def test_r1_3_third_street_deal_order_down_down_up_from_seat_one():
    """R1.3, R1.4: every pass starts at seat 1 and goes clockwise; 3rd street is down, down, up."""
    hand = deal(STUD, "Kd Qd Jd Td 9d 8d")
    dealt = [(e.seat, e.face_up) for e in of_type(hand.events, CardDealt)]
    seats = [1, 2, 3, 4, 5, 6]
    assert dealt == [(s, False) for s in seats] + [(s, False) for s in seats] + [(s, True) for s in seats]


def test_r1_3_live_seats_1_3_6_are_dealt_in_seat_order():
    """R1.3: given live seats {1,3,6} → each pass deals 1, 3, 6.

    The engine seats players 1..N with no empty seats, so the live set {1,3,6} is made by seats 2,
    4 and 5 folding on 3rd street; the 4th-street pass must then go 1, 3, 6.
    """
    hand = deal(STUD, "2c Kd Qd Jd Td 9d")
    act(hand, "S1 bring-in, S2 fold, S3 call, S4 fold, S5 fold, S6 call")
    fourth = [(e.seat, e.face_up) for e in of_type(hand.events, CardDealt) if e.street == 4]
    assert fourth == [(1, True), (3, True), (6, True)]
    assert [e.street for e in of_type(hand.events, CardBurned)] == [4]


# ----------------------------------------------------------------------------- R3.1 ante


def test_r3_1_every_player_posts_the_ante_before_the_deal():
    """R3.1: every dealt-in player posts A (5) before the deal."""
    hand = deal(STUD, "2c Kd 2h 9s", run=False)
    for seat in range(1, 5):
        hand.post_ante(seat)
    assert [(e.seat, e.amount, e.all_in) for e in of_type(hand.events, AntePosted)] == [
        (1, 5, False),
        (2, 5, False),
        (3, 5, False),
        (4, 5, False),
    ]
    assert of_type(hand.events, CardDealt) == []
    assert hand.pot == 20


def test_r3_1_short_ante_is_all_in_dealt_in_and_wins_only_the_main_pot():
    """R3.1 + R8.7: S1 with 3 chips posts 3, is all-in, is dealt in; S1 can win 4 × 3 = 12 only."""
    hand = deal(
        STUD,
        "Ac 2c Kd 9s",
        stacks=[3, 1000, 1000, 1000],
        holes={1: "As Ad", 2: "3c 4d", 3: "Qh Jh", 4: "8c 7d"},
        streets=["Ah 5c 6d Td", "Kh 5d 6h Tc", "Qs 9h 6s Ts", "Js 3s Th 2s"],
    )
    (ante,) = [e for e in of_type(hand.events, AntePosted) if e.seat == 1]
    assert (ante.amount, ante.all_in) == (3, True)
    assert (len(hand.player(1).down), len(hand.player(1).up)) == (2, 1)
    act(hand, "S2 bring-in 10, S3 call, S4 call")
    passive(hand)
    show_all(hand)
    # Main pot: 4 × 3 = 12 to S1 (four aces). Side pot: 3 × 2 (ante rest) + 3 × 10 = 36, for S2–S4.
    pots = {pot: (amount, shares) for pot, _, amount, shares in awards(hand)}
    assert pots[0] == (12, {1: 12})
    assert pots[1][0] == 36
    assert 1 not in pots[1][1]
    assert hand.finishing_stacks[0] == 12


# ----------------------------------------------------------------------------- E1–E5 (R3.2–R3.4)


def test_e1_stud_two_of_clubs_brings_in_before_two_of_hearts():
    """E1, R3.2: doors S1 2c, S2 2h, S3 Kd, S4 9s → S1 brings in (2♣ < 2♥)."""
    hand = deal(STUD, "2c 2h Kd 9s")
    assert hand.bring_in_seat == 1
    assert hand.actor == 1
    assert bring_in_of(hand) == BringInDesignated(1, card("2c"), None)


def test_e2_stud_ace_is_high_for_the_bring_in():
    """E2, R3.2: doors S1 Ac, S2 3d, S3 3c → S3 brings in (A is high; 3♣ < 3♦)."""
    hand = deal(STUD, "Ac 3d 3c")
    assert hand.bring_in_seat == 3
    assert hand.actor == 3


def test_e3_stud8_ace_is_high_for_the_bring_in():
    """E3, R3.2: STUD8 doors S1 Ac, S2 3d, S3 3c, S4 Ks → S3 brings in."""
    hand = deal(STUD8, "Ac 3d 3c Ks")
    assert hand.bring_in_seat == 3
    assert hand.actor == 3


def test_e4_razz_king_of_spades_brings_in():
    """E4, R3.3: RAZZ doors S1 Kh, S2 Ks, S3 Qd, S4 Ac → S2 brings in (K♠ > K♥)."""
    hand = deal(RAZZ, "Kh Ks Qd Ac")
    assert hand.bring_in_seat == 2
    assert hand.actor == 2


def test_e5_razz_ace_is_the_lowest_card():
    """E5, R3.3: RAZZ doors S1 Qs, S2 Jc, S3 Th, S4 As → S1 brings in (Q highest, A lowest)."""
    hand = deal(RAZZ, "Qs Jc Th As")
    assert hand.bring_in_seat == 1


def test_r3_4_only_the_door_card_counts():
    """R3.4: S1's hole deuces do not matter; S2's door 3c is the lowest door → S2 brings in."""
    hand = deal(STUD, "Kd 3c 9s", holes={1: "2c 2d", 2: "Ac As", 3: "Kh Ks"})
    assert hand.bring_in_seat == 2


# ----------------------------------------------------------------------------- R3.5–R3.7


def test_r3_5_bring_in_posts_or_completes_and_may_neither_check_nor_fold():
    """R3.5: the bring-in player must post BI (10) or complete to SB (20); no check, no fold."""
    hand = deal(STUD, "2c 2h Kd 9s")
    legal = hand.legal_actions()
    assert (legal.seat, legal.bring_in, legal.complete) == (1, 10, 20)
    assert (legal.fold, legal.check, legal.call) == (False, False, None)
    with pytest.raises(IllegalActionError, match="bring-in may not fold"):
        hand.fold()
    with pytest.raises(IllegalActionError, match="nobody checks on 3rd street"):
        hand.check_or_call()


def test_r3_6_responses_to_a_bring_in_and_to_a_completion():
    """R3.6: after the bring-in: fold, call 10 or complete to 20 (no check); after a completion:
    fold, call 20 or raise to 40; the bring-in, facing the completion, calls 10 more."""
    hand = deal(STUD, "2c 2h Kd 9s")
    act(hand, "S1 bring-in 10")
    legal = hand.legal_actions()
    assert (legal.seat, legal.fold, legal.check, legal.call, legal.complete) == (2, True, False, 10, 20)
    assert legal.raise_to == ()
    act(hand, "S2 complete 20")
    legal = hand.legal_actions()
    assert (legal.seat, legal.fold, legal.check, legal.call, legal.raise_to) == (3, True, False, 20, (40,))
    act(hand, "S3 fold, S4 fold")
    assert hand.legal_actions().call == 10
    act(hand, "S1 call 10")
    assert hand.street == 4
    assert hand.pot == 20 + 20 + 20


def test_r3_7_bring_in_has_no_option_when_everyone_calls():
    """R3.7: everyone calls the bring-in → the round ends when action would return to the
    bring-in player; 4th street is dealt and S1 never acts again on 3rd."""
    hand = deal(STUD, "2c 2h Kd 9s")
    act(hand, "S1 bring-in, S2 call 10, S3 call 10, S4 call 10")
    assert hand.street == 4
    assert hand.pot == 20 + 40
    assert [e.seat for e in of_type(hand.events, ActionTaken) if e.street == 3] == [1, 2, 3, 4]


def test_r3_7_everyone_folds_to_the_bring_in():
    """R3.7: all fold to the bring-in → S1 wins the antes and gets the bring-in back (+15)."""
    hand = deal(STUD, "2c 2h Kd 9s")
    act(hand, "S1 bring-in, S2 fold, S3 fold, S4 fold")
    assert hand.finishing_stacks == (1015, 995, 995, 995)


def test_r3_5_bring_in_may_open_for_a_full_small_bet():
    """R3.5, R4.4: the bring-in player completes to 20; that is the completion (the bet)."""
    hand = deal(STUD, "2c 2h Kd 9s")
    act(hand, "S1 complete 20")
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_to) == (2, 20, (40,))


# ----------------------------------------------------------------------------- E6, E7 (R3.8, R3.9)


def test_e6_low_card_all_in_for_the_ante_next_player_must_bring_in():
    """E6, R3.8: S1 (door 2c) has exactly 5 chips → posts the ante all-in; S2 (Kd) must bring in,
    although S3's 2h is lower; S1 takes no betting action."""
    hand = deal(STUD, "2c Kd 2h 9s", stacks=[5, 1000, 1000, 1000])
    (ante,) = [e for e in of_type(hand.events, AntePosted) if e.seat == 1]
    assert (ante.amount, ante.all_in) == (5, True)
    assert bring_in_of(hand) == BringInDesignated(2, card("Kd"), 1)
    legal = hand.legal_actions()
    assert (legal.seat, legal.fold, legal.bring_in, legal.complete) == (2, False, 10, 20)
    act(hand, "S2 bring-in 10, S3 call 10, S4 call 10")
    assert hand.street == 4
    assert hand.player(1).contributed == 5


def test_e6_option_next_player_acts_first():
    """R3.8 / §1 lowcard_allin_for_ante=next_player_acts_first: S2 acts first (forced or not is
    UNCERTAIN, so only the seat is asserted)."""
    rules = HouseRules().override("lowcard_allin_for_ante", "next_player_acts_first")
    hand = deal(STUD, "2c Kd 2h 9s", stacks=[5, 1000, 1000, 1000], rules=rules)
    assert hand.actor == 2


def test_e7_partial_bring_in_others_call_the_full_bring_in():
    """E7, R3.9: S1 (2c) has 3 chips after the ante, posts 3 all-in; S2 must call 10 (not 3),
    complete to 20, or fold."""
    hand = deal(STUD, "2c Kd 2h 9s", stacks=[8, 1000, 1000, 1000])
    assert hand.legal_actions().bring_in == 3
    act(hand, "S1 bring-in 3")
    legal = hand.legal_actions()
    assert (legal.seat, legal.fold, legal.call, legal.complete) == (2, True, 10, 20)
    act(hand, "S2 call 10, S3 fold, S4 call 10")
    assert hand.street == 4
    assert hand.pot == 20 + 3 + 10 + 10


def test_e7_option_allin_amount_others_call_what_was_posted():
    """§1 short_bring_in_call=allin_amount (pokerkit behaviour): S2 calls 3."""
    rules = HouseRules().override("short_bring_in_call", "allin_amount")
    hand = deal(STUD, "2c Kd 2h 9s", stacks=[8, 1000, 1000, 1000], rules=rules)
    act(hand, "S1 bring-in 3")
    assert hand.legal_actions().call == 3
