"""RULES.md §5 worked examples E14–E19 and the given→then lines of §2.5 (R5.1–R5.7): who acts first.

E25 (the community card and the 7th-street first actor) is in test_rules_supply.py.
"""

from helpers import act, deal, of_type, opened, passive

from croupier.engine.events import ActionTaken, StreetOpened
from croupier.engine.hand import Hand
from croupier.engine.rules import RAZZ, STUD, STUD8, HouseRules, Variant


def checked_down(variant: Variant, doors: str, streets: list[str], **kwargs) -> Hand:
    """Deal and play the hand with the bring-in posted and everything else called or checked."""
    hand = deal(variant, doors, streets=streets, **kwargs)
    passive(hand)
    return hand


def first_actors(hand: Hand) -> dict[int, int | None]:
    return {event.street: event.first_actor for event in of_type(hand.events, StreetOpened)}


# ----------------------------------------------------------------------------- R5.1


def test_r5_1_third_street_bring_in_then_clockwise():
    """R5.1: S3 brings in, then S4, S1, S2 act in turn."""
    hand = deal(STUD, "Kd Qh 2c 9s")
    act(hand, "S3 bring-in, S4 call, S1 call, S2 call")
    third = [e.seat for e in of_type(hand.events, ActionTaken) if e.street == 3]
    assert third == [3, 4, 1, 2]
    assert opened(hand, 3).first_actor == 3


# ----------------------------------------------------------------------------- E9, E14, R5.2, R5.4


def test_e9_pair_of_sevens_acts_first():
    """E9, R5.2: boards S1 4c 9c, S2 Kd Qs, S3 7s 7d, S4 Ah Kc → S3 acts first."""
    hand = checked_down(STUD, "4c Kd 7s Ah", ["9c Qs 7d Kc"])
    assert first_actors(hand)[4] == 3


def test_e14_stud_tie_goes_to_position():
    """E14, R5.4: boards S1 4c 9c, S2 Kd 9d, S3 5c Jh, S4 Kh 9s; S2 and S4 tie at K-9 → S2."""
    hand = checked_down(STUD, "4c Kd 5c Kh", ["9c 9d Jh 9s"])
    assert first_actors(hand)[4] == 2


def test_e14_option_high_card_by_suit():
    """E14, R5.4 option high_card_by_suit: S4 acts (K♥ > K♦)."""
    rules = HouseRules().override("first_to_act_tiebreak", "high_card_by_suit")
    hand = checked_down(STUD, "4c Kd 5c Kh", ["9c 9d Jh 9s"], rules=rules)
    assert first_actors(hand)[4] == 4


def test_e14_tournament_profile_breaks_stud_ties_by_suit():
    """§1 tournament (WSOP-T 2024): first_to_act_tiebreak=high_card_by_suit → S4 in E14."""
    hand = checked_down(STUD, "4c Kd 5c Kh", ["9c 9d Jh 9s"], rules=HouseRules.profile("tournament"))
    assert first_actors(hand)[4] == 4


def test_e14_stud8_always_uses_position():
    """R5.4 / §1: STUD8 and RAZZ always use position, whatever the tie-break option says."""
    rules = HouseRules().override("first_to_act_tiebreak", "high_card_by_suit")
    hand = checked_down(STUD8, "4c Kd 5c Kh", ["9c 9d Jh 9s"], rules=rules)
    assert first_actors(hand)[4] == 2


def test_r5_4_the_suit_breaks_a_tie_only_in_stud_under_the_option():
    """R5.4 / §1 first_to_act_tiebreak: one rule, asked of the house rules for the game dealt."""
    by_suit = HouseRules().override("first_to_act_tiebreak", "high_card_by_suit")
    assert by_suit.first_to_act_by_suit(STUD)
    assert not by_suit.first_to_act_by_suit(STUD8)
    assert not by_suit.first_to_act_by_suit(RAZZ)
    assert not HouseRules().first_to_act_by_suit(STUD)
    assert HouseRules.profile("tournament").first_to_act_by_suit(STUD)


def test_e15_straights_and_flushes_are_ignored():
    """E15, R5.2: 6th-street upcards S1 7h 9h Th Jh, S2 8h 2c 3d 4s, S3 Ad Ac 5h 6s → S3 (pair of
    aces beats S1's four-flush and four-straight)."""
    hand = checked_down(STUD, "7h 8h Ad", ["9h 2c Ac", "Th 3d 5h", "Jh 4s 6s"])
    assert first_actors(hand)[6] == 3


def test_r5_2_trips_beat_two_pair():
    """R5.2: 6th street S1 5c 5d 5h 2s (trips) vs S2 Ac Ad Kc Kd (two pair) → S1."""
    hand = checked_down(STUD, "5c Ac", ["5d Ad", "5h Kc", "2s Kd"])
    assert first_actors(hand)[6] == 1


def test_r5_2_two_pair_beats_one_pair():
    """R5.2: 6th street S1 9c 9d 5c 5d (two pair) vs S2 Ah As Kc Qd (pair of aces) → S1."""
    hand = checked_down(STUD, "9c Ah", ["9d As", "5c Kc", "5d Qd"])
    assert first_actors(hand)[6] == 1


def test_r5_2_pair_kickers_from_the_top():
    """R5.2: 6th street S1 Qc Qd 9c 3c vs S2 Qh Qs 9d 4d → S2 (kicker 4 beats 3)."""
    hand = checked_down(STUD, "Qc Qh", ["Qd Qs", "9c 9d", "3c 4d"])
    assert first_actors(hand)[6] == 2


def test_r5_2_high_card_boards_ace_high():
    """R5.2: 4th street S1 Ah 3c vs S2 Kh Qc → S1 (A is high)."""
    hand = checked_down(STUD, "3c Kh", ["Ah Qc"])
    assert first_actors(hand)[4] == 1


def test_e18_stud8_pair_beats_ace_king_and_low_draws_do_not_count():
    """E18, R5.2: STUD8 5th street S1 As Kd 5c, S2 8h 8c 2d → S2."""
    hand = checked_down(STUD8, "As 8h", ["Kd 8c", "5c 2d"])
    assert first_actors(hand)[5] == 2


def test_r5_2_stud8_ace_is_high_for_order():
    """R5.2: STUD8 treats A as high: 4th street S1 Ah 3c vs S2 Kh Qc → S1."""
    hand = checked_down(STUD8, "3c Kh", ["Ah Qc"])
    assert first_actors(hand)[4] == 1


# ----------------------------------------------------------------------------- E16, E17, R5.3


def test_e16_razz_lowest_board_acts_first():
    """E16, R3.3, R5.3: doors S1 7c, S2 8h, S3 6d, S4 Kc → S4 brings in; 4th-street boards S1 7c 4d,
    S2 8h 2s, S3 6d 6h, S4 Kc Qc → S1 acts first."""
    hand = checked_down(RAZZ, "7c 8h 6d Kc", ["4d 2s 6h Qc"])
    assert hand.bring_in_seat == 4
    assert first_actors(hand)[3] == 4
    assert first_actors(hand)[4] == 1


def test_e17_razz_tie_goes_to_position():
    """E17, R5.4: RAZZ 4th-street boards S1 7c 4d, S2 Kh Ks, S3 7h 4s, S4 Qc Jc → S1."""
    hand = checked_down(RAZZ, "7c Kh 7h Qc", ["4d Ks 4s Jc"])
    assert first_actors(hand)[4] == 1


def test_r5_3_razz_compares_from_the_highest_card_down():
    """R5.3: RAZZ 5th street S1 8c 4d 2h vs S2 8d 5c Ah → S1 (8-4-2 is lower than 8-5-A)."""
    hand = checked_down(RAZZ, "8c 8d", ["4d 5c", "2h Ah"])
    assert first_actors(hand)[5] == 1


def test_r5_3_razz_any_unpaired_board_is_lower_than_a_pair():
    """R5.3: RAZZ 5th street S1 Kc Qd Jh vs S2 Ac Ad 2c → S1."""
    hand = checked_down(RAZZ, "Kc Ac", ["Qd Ad", "Jh 2c"])
    assert first_actors(hand)[5] == 1


def test_r5_3_razz_one_pair_is_lower_than_two_pair():
    """R5.3: RAZZ 6th street S1 2c 2d 3c 3d (two pair) vs S2 Kc Kd Qc Jd (one pair) → S2."""
    hand = checked_down(RAZZ, "2c Kc", ["2d Kd", "3c Qc", "3d Jd"])
    assert first_actors(hand)[6] == 2


def test_r5_3_razz_two_pair_is_lower_than_trips():
    """R5.3: RAZZ 6th street S1 2c 2d 2h 3c (trips) vs S2 Kc Kd Qc Qd (two pair) → S2."""
    hand = checked_down(RAZZ, "2c Kc", ["2d Kd", "2h Qc", "3c Qd"])
    assert first_actors(hand)[6] == 2


# ----------------------------------------------------------------------------- E19, R5.5


def test_e19_first_actor_all_in_action_starts_with_the_next_player():
    """E19, R5.5: in E9, S3 (pair of sevens) is all-in → action starts with S4, as if S3 had
    checked; S3's open pair still allows the double bet (R4.3: any player's pair)."""
    hand = deal(STUD, "4c Kd 7s Ah", streets=["9c Qs 7d Kc"], stacks=[1000, 1000, 15, 1000])
    act(hand, "S1 bring-in, S2 call, S3 call 10, S4 call")
    assert hand.player(3).stack == 0
    fourth = opened(hand, 4)
    assert (fourth.board_leader, fourth.first_actor, fourth.double_bet) == (3, 4, True)
    legal = hand.legal_actions()
    assert (legal.seat, legal.bet) == (4, (20, 40))


# ----------------------------------------------------------------------------- R5.6


def test_r5_6_seventh_street_first_actor_is_the_sixth_street_one():
    """R5.6: the 7th-street first actor comes from the same four upcards as on 6th street; the
    down cards do not count (S2's 7th card would make S2's whole hand better)."""
    hand = checked_down(STUD, "Kc 3d", ["Kd 4d", "9s 5d", "2h 6d", "3s 7d"])
    actors = first_actors(hand)
    assert actors[6] == 1
    assert actors[7] == 1
