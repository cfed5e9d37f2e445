"""RULES.md §5 worked examples E26–E34 and E40, and §2.8 (R8.1, R8.5–R8.7): showdown order, pot
splits, odd chips and side pots.

Seat cards are written holes | door | 4th 5th 6th | 7th. Pots with odd totals are made with a
structure chosen for the example (the structure does not change who wins what).
"""

import pytest
from helpers import act, awards, cards, deal, of_type, passive, show_all

from croupier.engine.errors import IllegalActionError
from croupier.engine.evaluate import high_value, low8_value, razz_value
from croupier.engine.events import CardDealt, PotAwarded, ShowdownStarted, StreetOpened, UncalledBetReturned
from croupier.engine.hand import Hand
from croupier.engine.pots import build_pots, split_evenly
from croupier.engine.readings import best_low8, best_razz
from croupier.engine.rules import RAZZ, STUD, STUD8, HouseRules, Stakes, Variant
from croupier.engine.showdown import hand_values, split_pot


def dealt_hand(
    variant: Variant,
    seats: dict[int, str],
    *,
    stakes: Stakes | None = None,
    rules: HouseRules | None = None,
    stacks=None,
    folders: tuple[str, ...] = (),
) -> Hand:
    """A hand from each seat's seven cards "h1 h2 door c4 c5 c6 c7". ``folders``: extra seats (after
    the listed ones) given only a door card; they fold on 3rd street."""
    n = len(seats) + len(folders)
    holes = {seat: " ".join(text.split()[:2]) for seat, text in seats.items()}
    doors = [text.split()[2] for text in seats.values()] + list(folders)
    live = sorted(seats)
    streets = [" ".join(seats[seat].split()[index] for seat in live) for index in range(3, 7)]
    return deal(
        variant,
        " ".join(doors),
        holes=holes,
        streets=streets,
        stakes=stakes,
        rules=rules,
        stacks=stacks or [1000] * n,
    )


# ----------------------------------------------------------------------------- E26, E27, R8.1


def e26_hand(rules: HouseRules | None = None) -> Hand:
    """Four seats; S3 folds on 3rd street; S2 shows a pair of kings and leads 4th to 7th street."""
    hand = deal(STUD, "2c Kd 9s Qh", streets=["3d Kh 8c", "4d 7h 6c", "5s 7s Tc", "Jc Js Jh"], rules=rules)
    act(hand, "S1 bring-in, S2 call, S3 fold, S4 call")
    passive(hand, until_street=7)
    assert hand.street == 7
    return hand


def test_e26_last_aggressor_shows_first_then_clockwise():
    """E26, R8.1: S1, S2, S4 live; S3 folded. 7th street: S2 bets, S4 raises, S1 calls, S2 calls
    → S4 shows first, then S1, then S2."""
    hand = e26_hand()
    act(hand, "S2 bet 40, S4 raise 80, S1 call, S2 call")
    assert hand.showdown_order == (4, 1, 2)
    assert of_type(hand.events, ShowdownStarted) == [ShowdownStarted((4, 1, 2))]
    assert hand.next_step().seat == 4
    with pytest.raises(IllegalActionError, match="seat 4 shows next"):
        hand.show(1)


def e27_hand(rules: HouseRules | None = None) -> Hand:
    """Four seats; S2 folds on 3rd street; S3's board (pair of kings) is the highest; 7th is
    checked by S1, S3 and S4."""
    hand = deal(STUD, "2c 9s Kd Qh", streets=["3d Kh 8c", "4d 7h 6c", "5s 7s Tc", "Jc Js Jh"], rules=rules)
    act(hand, "S1 bring-in, S2 fold, S3 call, S4 call")
    passive(hand)
    return hand


def test_e27_checked_down_seat_order():
    """E27, R8.1 default seat_order: checked 7th street → S1, S3, S4."""
    hand = e27_hand()
    assert hand.showdown_order == (1, 3, 4)


def test_e27_option_first_to_act_order():
    """E27, R8.1 option first_to_act_order: S3 (the high board), S4, S1."""
    hand = e27_hand(HouseRules().override("showdown_order_no_bet", "first_to_act_order"))
    assert hand.showdown_order == (3, 4, 1)


def test_e27_tournament_profile_uses_first_to_act_order():
    """§1 tournament: showdown_order_no_bet=first_to_act_order → S3, S4, S1."""
    hand = e27_hand(HouseRules.profile("tournament"))
    assert hand.showdown_order == (3, 4, 1)


def test_r8_1_razz_first_to_act_order_is_the_low_board():
    """R8.1 option first_to_act_order in RAZZ: the low board shows first (S2's 5-4-3-2)."""
    rules = HouseRules().override("showdown_order_no_bet", "first_to_act_order")
    hand = deal(RAZZ, "Kc 2c Qd", streets=["Kd 3c Qh", "9s 4c 8h", "Ts 5d 7s", "6c 6d 6h"], rules=rules)
    passive(hand)
    assert hand.showdown_order == (2, 3, 1)


# ----------------------------------------------------------------------------- E34, R8.1, R8.6e, R8.7


E34_SEATS = {
    1: "3c 4d 2c 7h 9c Jd Kh",  # king high
    2: "Ac Ad Qs As 8c 6d Th",  # three aces
    3: "5c 5d Qh 5h 5s 3h 2d",  # four fives (all-in for 12 on 3rd street)
    4: "Jc Js Tc 8d 6h 4h 9d",  # pair of jacks
}


def e34_hand() -> Hand:
    hand = dealt_hand(STUD, E34_SEATS, stacks=[1000, 1000, 17, 1000])
    act(hand, "S1 bring-in 10, S2 complete 20, S3 call 12, S4 call 20, S1 call 10")
    assert hand.player(3).stack == 0
    return hand


def test_e34_main_pot_68_and_side_pot_24():
    """E34, R8.7: main pot 4 × 5 + 4 × 12 = 68 (S1–S4); side pot 3 × 8 = 24 (S1, S2, S4)."""
    hand = e34_hand()
    contributions = [player.contributed for player in hand.players]
    assert contributions == [25, 25, 17, 25]
    pots = build_pots(contributions, set(hand.live_seats))
    assert [(pot.amount, pot.eligible) for pot in pots] == [(68, (1, 2, 3, 4)), (24, (1, 2, 4))]


def test_e34_side_pot_settled_first_and_each_pot_to_its_best_eligible_hand():
    """E34, R8.6e, R8.7: the side pot (24, S2's three aces) is pushed before the main pot (68, S3's
    four fives, S3 being all-in for the main pot only)."""
    hand = e34_hand()
    passive(hand)
    # R1.5: the all-in S3 is dealt in normal sequence, the 7th card face down.
    assert (len(hand.player(3).down), len(hand.player(3).up)) == (3, 4)
    show_all(hand)
    assert awards(hand) == [(1, "whole", 24, {2: 24}), (0, "whole", 68, {3: 68})]
    assert hand.finishing_stacks == (975, 999, 68, 975)


def test_r8_1_side_pot_players_show_before_the_all_in_player():
    """R8.1: with side pots, the players in a side pot show before a player all-in for the main pot
    only (checked down: S1, S2, S4, then S3)."""
    hand = e34_hand()
    passive(hand)
    assert hand.showdown_order == (1, 2, 4, 3)


def test_r8_3_r8_7_the_last_hand_in_a_side_pot_cannot_muck_it_to_the_all_in_player():
    """R8.3, R8.7: S1 and S2 muck; S4 then holds the only live hand in the side pot, which it wins
    without showing: it may not throw it away to S3, all-in for the main pot only. Each pot goes
    to a seat that paid into its level: the side pot (24) to S4, the main pot (68) to S3."""
    hand = e34_hand()
    passive(hand)
    hand.muck(1)
    hand.muck(2)
    assert not hand.can_muck(4)
    with pytest.raises(IllegalActionError, match="only live hand in side pot 1"):
        hand.muck(4)
    show_all(hand)
    assert awards(hand) == [(1, "whole", 24, {4: 24}), (0, "whole", 68, {3: 68})]
    assert hand.finishing_stacks == (975, 975, 68, 999)


def test_r8_7_when_the_others_fold_the_last_hand_in_a_side_pot_is_not_asked_to_act_and_keeps_it():
    """R8.7: on 4th street S2 and S4 fold with nothing to call; S1, the one player left with chips,
    has nobody to bet against, so the betting is over (as on the streets after it) and S1 keeps
    the side pot (24) only it is still in; S3's four fives take the main pot (68)."""
    hand = e34_hand()
    hand.run_dealer()
    act(hand, "S2 fold, S4 fold")
    assert hand.actor is None
    assert [event.first_actor for event in of_type(hand.events, StreetOpened)] == [1, 2, None, None, None]
    assert hand.showdown_order == (1, 3)
    show_all(hand)
    assert awards(hand) == [(1, "whole", 24, {1: 24}), (0, "whole", 68, {3: 68})]
    assert hand.finishing_stacks == (999, 975, 68, 975)


# ----------------------------------------------------------------------------- E28–E30, R8.5, R8.6b/c


E28_SEATS = {
    1: "As Ks Qs Js 9s 2c 3d",  # spade flush, no low
    2: "8c 6d 4h 3c 2d Kc Kd",  # low 8-6-4-3-2
    3: "7c 5d 4c 2h Ah 9c 9d",  # low 7-5-4-2-A
}


def test_e28_stud8_split_odd_chip_to_the_high_half():
    """E28, R8.5, R8.6b: pot 101 → S1 51 (high half with the odd chip), S3 50 (7-low beats 8-low).
    (4 × 5 antes + 3 × 27 bring-ins = 101; S4 folds on 3rd street.)"""
    hand = dealt_hand(STUD8, E28_SEATS, stakes=Stakes(5, 27, 40, 80), folders=("Kh",))
    act(hand, "S3 bring-in 27, S4 fold, S1 call, S2 call")
    passive(hand)
    assert hand.pot == 101
    show_all(hand)
    assert awards(hand) == [(0, "high", 51, {1: 51}), (0, "low", 50, {3: 50})]
    assert hand.finishing_stacks == (1000 - 32 + 51, 1000 - 32, 1000 - 32 + 50, 995)


def test_e28_three_chip_pot_high_gets_two_low_one():
    """E28: in a 3-chip pot the high half gets 2 and the low half 1 (structure 0/1/2/4)."""
    hand = dealt_hand(STUD8, E28_SEATS, stakes=Stakes(0, 1, 2, 4))
    passive(hand)
    assert hand.pot == 3
    show_all(hand)
    assert awards(hand) == [(0, "high", 2, {1: 2}), (0, "low", 1, {3: 1})]


def test_e29_stud8_no_low_high_scoops():
    """E29, R7.2: pot 100; S2 Kc Kd 9h 9c 2d 3c Jh has no low → S1's flush scoops 100."""
    seats = {1: "As Ks Qs Js 9s 2c 3d", 2: "Kc Kd 9h 9c 2d 3c Jh"}
    hand = dealt_hand(STUD8, seats, stakes=Stakes(5, 45, 60, 120))
    passive(hand)
    assert hand.pot == 100
    show_all(hand)
    assert awards(hand) == [(0, "whole", 100, {1: 100})]
    assert hand.finishing_stacks == (1050, 950)


E30_SEATS = {
    1: "Ts Td 9s 9h Qh Jc 3s",  # two pair, no low: wins high alone
    2: "Kc Qd 7s 5d 4c 2h Ah",  # low 7s 5d 4c 2h Ah
    3: "Kd Jd 7h 5c 4d 2c Ac",  # low 7h 5c 4d 2c Ac
}


def test_e30_stud8_quartering_with_odd_chips():
    """E30, R8.5, R8.6b, R8.6c: pot 103 → high half 52 (with the odd chip) to S1; low half 51 split
    S2 26 (7♠ > 7♥), S3 25. (4 × 4 antes + 3 × 29 bring-ins = 103.)"""
    hand = dealt_hand(STUD8, E30_SEATS, stakes=Stakes(4, 29, 40, 80), folders=("Ks",))
    act(hand, "S3 bring-in 29, S4 fold, S1 call, S2 call")
    passive(hand)
    assert hand.pot == 103
    show_all(hand)
    assert awards(hand) == [(0, "high", 52, {1: 52}), (0, "low", 51, {2: 26, 3: 25})]


# ----------------------------------------------------------------------------- E31, R8.6a


E31_SEATS = {
    1: "As Ad Kc Qh 9d 4c 3h",  # A-A-K-Q-9
    3: "Ah Ac Kd Qs 9c 5d 2s",  # A-A-K-Q-9
}


def test_e31_stud_tie_odd_chip_to_the_highest_card_by_suit():
    """E31, R7.1, R8.6a: pot 41 → 20 each, the odd chip to S1 (A♠) → S1 21, S3 20. S2 folds on 3rd
    (3 × 5 antes + 2 × 13 bring-ins = 41)."""
    hand = deal(
        STUD,
        "Kc Ks Kd",
        holes={1: "As Ad", 3: "Ah Ac"},
        stakes=Stakes(5, 13, 20, 40),
        streets=["Qh Qs", "9d 9c", "4c 5d", "3h 2s"],
    )
    act(hand, "S1 bring-in 13, S2 fold, S3 call")
    passive(hand)
    assert sorted(hand.cards_of(1)) == sorted(cards(E31_SEATS[1]))
    assert sorted(hand.cards_of(3)) == sorted(cards(E31_SEATS[3]))
    assert hand.pot == 41
    show_all(hand)
    assert awards(hand) == [(0, "whole", 41, {1: 21, 3: 20})]
    assert hand.finishing_stacks == (1000 - 18 + 21, 995, 1000 - 18 + 20)


def test_r8_6a_razz_tie_odd_chip_to_the_top_card_of_the_low():
    """R8.5, R8.6a: RAZZ, both 7-5-4-2-A; the ace counts low, so the 7s (S1) beats the 7h (S2) for
    the odd chip. Pot 3 × 5 antes + 2 × 13 bring-ins = 41; S3 folds."""
    seats = {1: "Kc Qd 7s 5d 4c 2h Ah", 2: "Kd Jd 7h 5c 4d 2c Ac"}
    hand = dealt_hand(RAZZ, seats, stakes=Stakes(5, 13, 20, 40), folders=("2s",))
    act(hand, "S1 bring-in 13, S2 call, S3 fold")
    passive(hand)
    assert hand.pot == 41
    show_all(hand)
    assert awards(hand) == [(0, "whole", 41, {1: 21, 2: 20})]


STRAIGHT_TIE = {
    1: "2c 3d 4c 5d 6h Ks Qd",  # six-high straight; the Ks is not one of the five cards played
    2: "2d 3c 4d 5c 6s 9h 8h",  # six-high straight topped by the 6s
}


def straight_tie(rules: HouseRules | None = None) -> Hand:
    hand = dealt_hand(STUD, STRAIGHT_TIE, stakes=Stakes(5, 13, 20, 40), rules=rules, folders=("Ah",))
    act(hand, "S1 bring-in 13, S2 call, S3 fold")
    passive(hand)
    assert hand.pot == 41
    show_all(hand)
    return hand


def test_r8_6a_odd_chip_counts_only_the_five_cards_played():
    """R8.6a: tied six-high straights; the odd chip goes to the highest card by suit among the five
    cards played: S2's 6s beats S1's 6h (S1's unused Ks does not count)."""
    assert awards(straight_tie()) == [(0, "whole", 41, {1: 20, 2: 21})]


def test_r8_6d_option_rrop_legacy_counts_all_seven_cards():
    """R8.6d, §1 odd_chip=rrop_legacy: all seven cards count → S1's Ks takes the odd chip."""
    hand = straight_tie(HouseRules().override("odd_chip", "rrop_legacy"))
    assert awards(hand) == [(0, "whole", 41, {1: 21, 2: 20})]


def test_r8_6d_option_rrop_legacy_in_razz_the_lowest_card_by_suit():
    """R8.6d, odd_chip=rrop_legacy in a low game: the lowest card by suit, all seven counted: S2's Ac
    is below S1's Ah, so S2 takes the odd chip (by R8.6a S1's 7s would, as above)."""
    seats = {1: "Kc Qd 7s 5d 4c 2h Ah", 2: "Kd Jd 7h 5c 4d 2c Ac"}
    rules = HouseRules().override("odd_chip", "rrop_legacy")
    hand = dealt_hand(RAZZ, seats, stakes=Stakes(5, 13, 20, 40), rules=rules, folders=("2s",))
    act(hand, "S1 bring-in 13, S2 call, S3 fold")
    passive(hand)
    show_all(hand)
    assert awards(hand) == [(0, "whole", 41, {1: 20, 2: 21})]


def test_r8_6_option_lowest_seat():
    """§1 odd_chip=lowest_seat (pokerkit): the remainder goes to the tied player nearest the
    dealer's left → S1."""
    hand = straight_tie(HouseRules().override("odd_chip", "lowest_seat"))
    assert awards(hand) == [(0, "whole", 41, {1: 21, 2: 20})]


def test_r8_6c_option_low_odd_chip_ace_high():
    """R8.6c: tied 7-5-4-2-A lows. Default (A = 1): the 7s (S3) takes the odd low chip; with
    low_odd_chip_ace=high the As (S2) does. Pot 103 as in E30."""
    seats = {
        1: "Ts Td 9s 9h Qh Jc 3s",  # two pair, no low
        2: "Kc Qd 7h 5d 4c 2h As",  # low 7h 5d 4c 2h As
        3: "Kd Jd 7s 5c 4d 2c Ac",  # low 7s 5c 4d 2c Ac
    }

    def play(rules: HouseRules | None) -> Hand:
        hand = dealt_hand(STUD8, seats, stakes=Stakes(4, 29, 40, 80), rules=rules, folders=("Ks",))
        act(hand, "S2 bring-in 29, S3 call, S4 fold, S1 call")
        passive(hand)
        show_all(hand)
        return hand

    assert awards(play(None))[1] == (0, "low", 51, {2: 25, 3: 26})
    rules = HouseRules().override("low_odd_chip_ace", "high")
    assert awards(play(rules))[1] == (0, "low", 51, {2: 26, 3: 25})


def test_r8_6_no_player_receives_more_than_one_odd_chip():
    """R8.6: 41 split three ways is 13 each with 2 odd chips: they go to two different players."""
    assert split_evenly(41, [1, 2, 3], lambda seats: [3, 1, 2]) == [(1, 14), (2, 13), (3, 14)]


def test_r8_5_r8_7_a_pot_only_one_hand_may_win_goes_to_it_whole_not_halved():
    """R8.5, R8.7: a STUD8 pot with one eligible hand (the others mucked or not in it) is not split
    into a high and a low half, even when that hand has a low as well."""
    values = {3: hand_values(STUD8, cards("7c 5d 4c 2h Ah 9c 9d"))}
    assert split_pot(STUD8, 25, [3], values) == [("whole", 25, [3])]


def test_r8_3_a_pot_won_without_a_showdown_is_pushed_whole():
    """R8.3: the only live hand wins the pot without showing, as one whole award (the three antes;
    the uncalled bring-in goes back)."""
    hand = deal(STUD, "2c Kd 9s")
    act(hand, "S1 bring-in, S2 fold, S3 fold")
    assert hand.showdown_order == ()
    assert awards(hand) == [(0, "whole", 15, {1: 15})]
    assert of_type(hand.events, UncalledBetReturned) == [UncalledBetReturned(seat=1, amount=10)]


def test_r8_5_r8_7_stud8_side_pot_without_a_qualifying_low_goes_to_the_high_hand():
    """R8.5, R8.7, R7.2: S3 (the only qualifying low, 6-5-3-2-A) is all-in for the main pot only.
    Main pot 3 × 17 = 51: high 26 to S1 (three kings), low 25 to S3. Side pot 2 × 8 = 16: no eligible
    player has a low, so S1's high takes all of it; it is settled first."""
    seats = {1: "Kc Kd 3c Ks 9h Td Jh", 2: "Qc Qd 4d 9c Ts Js 2h", 3: "Ac 2c 5d 6h 7s 8h 3h"}
    hand = dealt_hand(STUD8, seats, stacks=[1000, 1000, 17])
    act(hand, "S1 bring-in 10, S2 complete 20, S3 call 12, S1 call 10")
    passive(hand)
    show_all(hand)
    assert awards(hand) == [
        (1, "whole", 16, {1: 16}),
        (0, "high", 26, {1: 26}),
        (0, "low", 25, {3: 25}),
    ]


# ----------------------------------------------------------------------------- E32, E33 (values)


def test_r7_each_variant_values_the_hand_it_plays_for():
    """R7.1–R7.3: STUD values the high hand only, STUD8 the high and the 8-or-better low, RAZZ the
    ace-to-five low only; five cards already make a hand, four do not."""
    seven = cards("7c 5d 4c 2h Ah 9c 9d")
    five = cards("Ks Kd 9h 4c 2s")
    assert hand_values(STUD, seven) == (high_value(seven), None)
    assert hand_values(STUD8, seven) == (high_value(seven), low8_value(seven))
    assert hand_values(RAZZ, seven) == (None, razz_value(seven))
    assert hand_values(STUD, five) == (high_value(five), None)
    assert hand_values(STUD, five[:4]) == (None, None)


def test_e32_razz_unpaired_hand_beats_a_pair():
    """E32, R7.3: S1 Ac Ad 2c 2d 3c 3d Ks plays A-A-K-3-2; S2 9s 8d 7c 6h 5s Kd Kc plays 9-8-7-6-5
    → S2 wins the pot."""
    seats = {1: "Ac Ad 2c 2d 3c 3d Ks", 2: "9s 8d 7c 6h 5s Kd Kc"}
    hand = dealt_hand(RAZZ, seats)
    passive(hand)
    show_all(hand)
    assert awards(hand) == [(0, "whole", 30, {2: 30})]
    reading = best_razz(cards("Ac Ad 2c 2d 3c 3d Ks"))
    assert (reading.description.kind, [c.rank.low for c in reading.cards]) == ("pair", [1, 1, 13, 3, 2])
    assert best_razz(cards("9s 8d 7c 6h 5s Kd Kc")).description.kind == "low"


def test_e32_razz_value_details():
    """E32: 5-4-3-2-A beats 6-4-3-2-A; KKKK QQQ plays Q-Q-Q-K-K (a full house beats quads)."""
    assert best_razz(cards("5c 4d 3h 2s Ac")).value > best_razz(cards("6c 4d 3h 2s Ac")).value
    kings_queens = best_razz(cards("Kc Kd Kh Ks Qc Qd Qh"))
    assert kings_queens.description.kind == "full_house"
    assert [c.rank.symbol for c in kings_queens.cards] == ["Q", "Q", "Q", "K", "K"]


def test_e33_stud8_wheel_scoops_high_and_low():
    """E33, R7.1, R7.2: A-2-3-4-5 is the best low and a 5-high straight: S1 wins both halves
    against S2's 8-6-4-3-2 low and pair of kings."""
    seats = {1: "Ac 2d 3h 4s 5c Kd Qh", 2: "8c 6d 4h 3c 2s Kc Ks"}
    hand = dealt_hand(STUD8, seats)
    passive(hand)
    show_all(hand)
    assert awards(hand) == [(0, "high", 15, {1: 15}), (0, "low", 15, {1: 15})]


def test_e33_stud8_eight_six_four_beats_eight_six_five():
    """E33, R7.2: 8-6-4-3-2 (S2) beats 8-6-5-4-2 (S3) for the low half; S1's trip queens take the
    high half with the odd chip (pot 45 → 23 / 22)."""
    seats = {1: "Qc Qd Qh Js Ts 9d 7s", 2: "8c 6d 4h 3c 2s Kc Ks", 3: "8d 6h 5d 4c 2d Kh Jd"}
    hand = dealt_hand(STUD8, seats)
    passive(hand)
    show_all(hand)
    assert awards(hand) == [(0, "high", 23, {1: 23}), (0, "low", 22, {2: 22})]
    assert best_low8(cards("8c 6d 4h 3c 2s")).value > best_low8(cards("8d 6h 5d 4c 2d")).value


# ----------------------------------------------------------------------------- E40 (fold, no wager)


def e40_hand(rules: HouseRules | None = None) -> Hand:
    hand = deal(STUD, "2c Kd 9s Qh", streets=["3d Kh 8c 7c", "4d 7h 6c 5c", "5s 7s Tc Td"], rules=rules)
    act(hand, "S1 bring-in, S2 call, S3 call, S4 call")
    passive(hand, until_street=5)
    assert hand.street == 5
    assert hand.actor == 2  # pair of kings
    return hand


def test_e40_fold_with_no_wager_engine_folds_at_once():
    """E40, R10.13, §1 fold_without_bet=allowed: on 5th street S2 folds while no bet is pending.

    §1 says the engine folds the hand at once and deals it no more cards (the live practice of E40,
    where the seat keeps receiving cards, is taught as an irregularity). So the 6th-street pass
    skips S2 and S3 receives the card after the burn.
    """
    hand = e40_hand()
    act(hand, "S2 fold")
    assert hand.player(2).folded
    act(hand, "S3 check, S4 check, S1 check")
    assert hand.street == 6
    sixth = [(e.seat, e.card) for e in of_type(hand.events, CardDealt) if e.street == 6]
    assert [seat for seat, _ in sixth] == [1, 3, 4]
    assert len(hand.player(2).up) == 3


def test_e40_option_forbidden_refuses_the_fold():
    """§1 fold_without_bet=forbidden (pokerkit): S2 may not fold when checking is free."""
    hand = e40_hand(HouseRules().override("fold_without_bet", "forbidden"))
    assert not hand.legal_actions().fold
    with pytest.raises(IllegalActionError, match="may check for free"):
        hand.fold()


def test_pot_awarded_events_name_the_eligible_seats():
    """R8.7: each PotAwarded event lists the seats eligible for that pot."""
    hand = e34_hand()
    passive(hand)
    show_all(hand)
    assert [(e.pot, e.eligible) for e in of_type(hand.events, PotAwarded)] == [
        (1, (1, 2, 4)),
        (0, (1, 2, 3, 4)),
    ]
