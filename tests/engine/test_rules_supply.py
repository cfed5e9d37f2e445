"""RULES.md §5 worked examples E20–E25 and E39, and §2.6 (R6.1–R6.6): burns and the card supply.

The 7th-street supply check (R6.5, ``count_first``): need = n7 + 2; stub ≥ need → normal; else
stub + 3 burns ≥ need → scramble the burns in; else stub > 2 → a community card from the stub; else
scramble, then a community card. The closed forms of R6.5a are checked for every fold pattern.
"""

import random
from itertools import combinations_with_replacement

import pytest
from helpers import act, card, deal, of_type, opened, passive

from croupier.engine.cards import Deck
from croupier.engine.events import (
    CardBurned,
    CardDealt,
    CommunityCardDealt,
    StubScrambled,
    SupplyChecked,
)
from croupier.engine.hand import Hand, TurnDue
from croupier.engine.rules import STUD, HouseRules, RunoutProcedure, Stakes
from croupier.engine.runout import plan_seventh_street
from croupier.engine.steps import BurnDue, CommunityDue, DealDue, ScrambleDue


def play_with_folds(
    n3: int, live: tuple[int, int, int, int], *, seed: int = 7, rules: HouseRules | None = None
) -> Hand:
    """Deal ``n3`` players and fold players so that ``live`` = (n4, n5, n6, n7) receive 4th, 5th,
    6th and 7th street; everyone else checks or calls. Stops at the 7th-street betting."""
    rng = random.Random(seed)
    hand = Hand(STUD, Stakes(5, 10, 20, 40), [1000] * n3, rules, deck=Deck(rng), rng=rng)
    while True:
        hand.run_dealer()
        step = hand.next_step()
        if not isinstance(step, TurnDue) or hand.street == 7:
            return hand
        target = live[hand.street - 3]
        legal = hand.legal_actions()
        if len(hand.live_seats) > target and legal.fold:
            hand.fold()
        elif legal.bring_in is not None:
            hand.post_bring_in()
        else:
            hand.check_or_call()


def supply(hand: Hand) -> SupplyChecked:
    (event,) = of_type(hand.events, SupplyChecked)
    return event


def seventh_street_events(hand: Hand) -> list[str]:
    """The dealer's 7th-street steps, in order, as short words."""
    words = []
    for event in hand.events:
        if isinstance(event, StubScrambled):
            words.append(f"scramble {event.stub}+{event.burns}")
        elif isinstance(event, CardBurned) and event.street == 7:
            words.append("burn")
        elif isinstance(event, CardDealt) and event.street == 7:
            words.append(f"down S{event.seat}" if not event.face_up else f"UP S{event.seat}")
        elif isinstance(event, CommunityCardDealt):
            words.append("community")
    return words


# ----------------------------------------------------------------------------- R6.1, R6.2, E39


def test_e39_four_burns_and_none_before_third_street():
    """E39, R6.1, R6.2: 8 players reach 6th street and 2 reach 7th → burns before 4th, 5th, 6th
    and 7th = 4; no burn before 3rd street (the first card of the deck goes to seat 1)."""
    hand = play_with_folds(8, (8, 8, 8, 2))
    burns = of_type(hand.events, CardBurned)
    assert [event.street for event in burns] == [4, 5, 6, 7]
    first_deal = of_type(hand.events, CardDealt)[0]
    assert hand.events.index(first_deal) < hand.events.index(burns[0])
    assert first_deal.seat == 1


def test_r6_1_option_burn_before_third_street():
    """§1 burn_before_third_street=true: one more burn, before 3rd street."""
    rules = HouseRules().override("burn_before_third_street", "true")
    hand = Hand(STUD, Stakes(), [1000, 1000], rules, deck=Deck(top=[card("As")]))
    hand.run_dealer()
    burns = of_type(hand.events, CardBurned)
    assert [(e.street, e.card) for e in burns] == [(3, card("As"))]
    assert card("As") not in [*hand.player(1).down, *hand.player(1).up]


def test_r6_2_burn_cards_are_kept_apart_from_the_muck():
    """R6.2: a folded hand's cards go to the muck, the burns to the burn pile."""
    hand = play_with_folds(4, (3, 3, 3, 3))
    folded = [p for p in hand.players if p.folded]
    assert len(folded) == 1
    assert set(folded[0].down + folded[0].up) == set(hand.mucked_cards)
    assert set(hand.burns).isdisjoint(hand.mucked_cards)


# ----------------------------------------------------------------------------- E20–E24, R6.4, R6.5


def test_e20_eight_players_nobody_folds_scramble_then_community_card():
    """E20, R6.5 step 4, R6.5c: stub 1, need 10, 1 + 3 < 10, stub ≤ 2 → scramble stub + 3 burns
    (4 cards), burn 1, turn 1 community card."""
    hand = play_with_folds(8, (8, 8, 8, 8))
    assert supply(hand) == SupplyChecked(1, 10, 3, "reshuffle_then_community")
    assert seventh_street_events(hand) == ["scramble 1+3", "burn", "community"]
    assert hand.community is not None
    assert hand.stub_size == 2
    assert all(len(p.down) == 2 and len(p.up) == 4 for p in hand.players)


def test_e21_seven_of_eight_community_card_from_the_stub():
    """E21, R6.5 step 3: 8 dealt, one folds on 3rd → stub 4, need 9, 4 + 3 < 9, stub > 2 → burn 1
    and turn a community card from the stub; 2 cards stay unused, the burns are not touched."""
    hand = play_with_folds(8, (7, 7, 7, 7))
    assert supply(hand) == SupplyChecked(4, 9, 3, "community_card")
    assert seventh_street_events(hand) == ["burn", "community"]
    assert hand.stub_size == 2
    assert len(hand.burns) == 4


def test_e22_six_of_eight_burns_reshuffled():
    """E22, R6.5 step 2: 8 dealt, two fold on 3rd → stub 7, need 8, 7 + 3 ≥ 8 → scramble stub and
    burns, burn 1, deal six down cards; folded cards are never used."""
    hand = play_with_folds(8, (6, 6, 6, 6))
    assert supply(hand) == SupplyChecked(7, 8, 3, "reshuffle_burns")
    live = hand.live_seats
    assert seventh_street_events(hand) == ["scramble 7+3", "burn", *(f"down S{s}" for s in live)]
    (scrambled,) = of_type(hand.events, StubScrambled)
    assert scrambled.muck == 0
    sevenths = {e.card for e in of_type(hand.events, CardDealt) if e.street == 7}
    assert sevenths.isdisjoint(hand.mucked_cards)
    assert hand.stub_size == 7 + 3 - 1 - 6


def test_e23_seven_players_all_reach_seventh_burns_reshuffled():
    """E23: 7 dealt, all reach 7th → stub 52 − 21 − 3 − 21 = 7, need 9 → burns reshuffled."""
    hand = play_with_folds(7, (7, 7, 7, 7))
    assert supply(hand) == SupplyChecked(7, 9, 3, "reshuffle_burns")
    assert seventh_street_events(hand)[:2] == ["scramble 7+3", "burn"]
    assert all(len(p.down) == 3 for p in hand.players)


def test_e23_seven_players_one_fold_on_sixth_burns_reshuffled():
    """E23: 7 dealt, one fold on 6th (n7 = 6) → stub 7, need 8 → burns reshuffled."""
    hand = play_with_folds(7, (7, 7, 7, 6))
    assert supply(hand) == SupplyChecked(7, 8, 3, "reshuffle_burns")


def test_e23_seven_players_one_fold_on_fifth_normal():
    """E23: 7 dealt, one fold on 5th (D = 20, n7 = 6) → stub 8 ≥ 8 → normal; the protected bottom
    card is the one card left (R2.5, R6.5c)."""
    rng = random.Random(3)
    deck = Deck(rng)
    bottom = deck.bottom()
    hand = Hand(STUD, Stakes(), [1000] * 7, deck=deck, rng=rng)
    hand.run_dealer()
    act(hand, f"S{hand.actor} bring-in")
    passive(hand, until_street=5)
    hand.fold()
    passive(hand, until_street=7)
    assert supply(hand) == SupplyChecked(8, 8, 3, "normal")
    assert seventh_street_events(hand) == ["burn", *(f"down S{s}" for s in hand.live_seats)]
    assert hand.stub_size == 1
    assert list(deck) == [bottom]


def test_e24_six_players_always_normal():
    """E24: 6 dealt, all reach 7th → stub 13 ≥ 8 → normal."""
    hand = play_with_folds(6, (6, 6, 6, 6))
    assert supply(hand) == SupplyChecked(13, 8, 3, "normal")


def test_e24_r6_4_eight_players_to_sixth_street_do_not_run_short():
    """E24, R6.4: 8 dealt, all reach 6th: the stub before 6th street is 10 = 8 + 1 burn + 1."""
    rng = random.Random(5)
    hand = Hand(STUD, Stakes(), [1000] * 8, deck=Deck(rng), rng=rng)
    passive(hand, until_street=5)
    passive(hand, until_street=6)
    assert hand.street == 6
    sixth = [e for e in of_type(hand.events, CardDealt) if e.street == 6]
    assert len(sixth) == 8
    assert hand.stub_size == 10 - 1 - 8


def test_r6_5b_pokerkit_profile_community_card_only_with_eight_at_seventh():
    """§1 pokerkit profile, reshuffle_burns_and_muck: with eight players at 7th street the players
    outnumber stub + burns + muck (8 > 1 + 3 + 0) → burn, scramble, community card."""
    hand = play_with_folds(8, (8, 8, 8, 8), rules=HouseRules.profile("pokerkit"))
    assert supply(hand).outcome == "community_card"
    assert seventh_street_events(hand) == ["burn", "scramble 0+4", "community"]


def test_r6_5b_pokerkit_profile_deals_the_stub_out_then_reshuffles_burns_and_muck():
    """§1 pokerkit profile: 8 dealt, one fold on 3rd (3 cards to the muck), seven at 7th: stub 4 →
    burn 1 from the stub, deal the last 3 stub cards (S-order), scramble the 4 burns and the muck,
    deal the other 4."""
    hand = play_with_folds(8, (7, 7, 7, 7), rules=HouseRules.profile("pokerkit"))
    assert supply(hand).outcome == "reshuffle_burns_and_muck"
    live = hand.live_seats
    assert seventh_street_events(hand) == [
        "burn",
        *(f"down S{s}" for s in live[:3]),
        "scramble 0+4",
        *(f"down S{s}" for s in live[3:]),
    ]
    (scrambled,) = of_type(hand.events, StubScrambled)
    assert scrambled.muck == 3


def closed_form(n3: int, n4: int, n5: int, n6: int, n7: int) -> tuple[int, str]:
    """R6.5a: (stub before 7th, outcome) from the closed forms."""
    d = n4 + n5 + n6
    t = d + n7
    if n3 == 8:
        stub = 25 - d
        if t <= 23:
            return stub, "normal"
        if t <= 26:
            return stub, "reshuffle_burns"
        return stub, ("community_card" if stub > 2 else "reshuffle_then_community")
    if n3 == 7:
        return 28 - d, ("reshuffle_burns" if t >= 27 else "normal")
    return 52 - 3 * n3 - 3 - d, "normal"


FOLD_PATTERNS = [
    (n3, pattern) for n3 in (8, 7, 6, 4) for pattern in combinations_with_replacement(range(n3, 1, -1), 4)
]


@pytest.mark.parametrize(("n3", "live"), FOLD_PATTERNS, ids=[f"{n}:{p}" for n, p in FOLD_PATTERNS])
def test_r6_5a_closed_forms(n3, live):
    """R6.5a: n3 = 8: stub = 25 − D, normal iff T ≤ 23, burns reshuffled iff 24 ≤ T ≤ 26,
    community card iff T ≥ 27 (equivalently, with s = 32 − T: s ≥ 9, 6..8, ≤ 5); n3 = 7:
    stub = 28 − D, reshuffle iff T ≥ 27, never a community card; n3 ≤ 6: always normal. Each live
    player ends with 7 cards of their own, or 6 and the community card."""
    hand = play_with_folds(n3, live)
    n7 = live[3]
    stub, outcome = closed_form(n3, *live)
    check = supply(hand)
    assert (check.stub, check.need, check.burns, check.outcome) == (stub, n7 + 2, 3, outcome)
    if n3 == 8:
        saved = 32 - sum(live)
        by_savings = "normal" if saved >= 9 else "reshuffle_burns" if saved >= 6 else "community"
        assert by_savings in check.outcome
    assert len(hand.live_seats) == n7
    community = outcome in {"community_card", "reshuffle_then_community"}
    assert (hand.community is not None) == community
    own = 6 if community else 7
    for seat in hand.live_seats:
        assert len(hand.player(seat).down) + len(hand.player(seat).up) == own


# ----------------------------------------------------------------------------- E25, R5.6b, R6.6


def e25_hand(rules: HouseRules | None = None) -> Hand:
    """E25: eight players, nobody folds; the community card is 5d."""
    hand = deal(
        STUD,
        "Ts 9c Ks Qs Js 8s Jd Jc",
        holes={
            1: "2c 3c",
            2: "2d 3d",
            3: "2h 3h",
            4: "2s 4c",
            5: "4d 4h",
            6: "4s 6c",
            7: "6d 6h",
            8: "6s 7c",
        },
        streets=[
            "Td 9d Qc Kc Qd Kh Qh Ac",
            "Kd 5s 8c 8d 8h Th Tc 5c",
            "Ad Ah 7d 7h 7s 9h 9s 3s",
        ],
        burns=["Jh", "5h", "As"],
        rules=rules,
    )
    passive(hand, until_street=7, stop_before_dealing=True)
    assert hand.street == 7
    assert supply(hand).outcome == "reshuffle_then_community"
    hand.scramble()
    hand.burn_card(card("Jh"))
    hand.deal_community_card(card("5d"))
    return hand


def test_e25_community_card_changes_the_first_actor():
    """E25, R5.6b (community_card_first_actor=include): S1's pair of tens acts first on 6th; with
    the community 5d, S2's board 9-9-5-5 is two pair and S2 acts first on 7th."""
    hand = e25_hand()
    assert opened(hand, 6).first_actor == 1
    assert hand.community == card("5d")
    assert opened(hand, 7).first_actor == 2
    assert hand.actor == 2


def test_e25_option_ignore_keeps_the_sixth_street_first_actor():
    """E25, §1 community_card_first_actor=ignore: S1 keeps the action."""
    hand = e25_hand(HouseRules().override("community_card_first_actor", "ignore"))
    assert opened(hand, 7).first_actor == 1


def test_r6_6_community_card_is_every_players_seventh_card():
    """R6.6: each player plays the best 5 of their own 6 cards and the community card."""
    hand = e25_hand()
    assert all(len(hand.cards_of(seat)) == 7 for seat in hand.seats)
    assert all(card("5d") in hand.cards_of(seat) for seat in hand.seats)


BURN, COMMUNITY, SCRAMBLE_MUCK = BurnDue(7), CommunityDue(7), ScrambleDue(7, True)


def _down(*seats: int) -> list[DealDue]:
    return [DealDue(7, seat, False) for seat in seats]


@pytest.mark.parametrize(
    ("live", "stub", "burns", "muck", "outcome", "plan"),
    [
        # As many players as stub, burns and muck together: they are enough, no community card.
        (
            [1, 2, 3, 4],
            2,
            1,
            1,
            "reshuffle_burns_and_muck",
            [BURN, *_down(1), SCRAMBLE_MUCK, *_down(2, 3, 4)],
        ),
        # One player more: a community card; a stub of two gives the burn and the card itself.
        ([1, 2, 3, 4, 5], 2, 1, 1, "community_card", [BURN, COMMUNITY]),
        ([1, 2, 3, 4, 5], 1, 2, 1, "community_card", [BURN, SCRAMBLE_MUCK, COMMUNITY]),
        # A stub of exactly a burn and a card each: dealt as usual.
        ([1, 2, 3], 4, 3, 0, "normal", [BURN, *_down(1, 2, 3)]),
        # A stub of one card is the burn; everything dealt comes from the scrambled burns and muck.
        ([1, 2], 1, 3, 5, "reshuffle_burns_and_muck", [BURN, SCRAMBLE_MUCK, *_down(1, 2)]),
        # An empty stub (not with eight players or fewer): the scramble comes before the burn.
        ([1, 2], 0, 3, 5, "reshuffle_burns_and_muck", [SCRAMBLE_MUCK, BURN, *_down(1, 2)]),
    ],
)
def test_r6_5b_pokerkit_procedure_at_its_bounds(live, stub, burns, muck, outcome, plan):
    """§1 runout_procedure=reshuffle_burns_and_muck (pokerkit's) at the edges of each case: the
    players against stub + burns + muck, the stub against the burn and the cards to deal."""
    checked, steps = plan_seventh_street(live, stub, burns, muck, RunoutProcedure.RESHUFFLE_BURNS_AND_MUCK)
    assert checked.outcome == outcome
    assert steps == plan


SCRAMBLE = ScrambleDue(7, False)
FIVE = [1, 2, 3, 4, 5]  # five players at 7th street need seven cards: a burn, five, the bottom card


@pytest.mark.parametrize(
    ("procedure", "stub", "burns", "outcome", "plan"),
    [
        ("community_only", 7, 0, "normal", [BURN, *_down(*FIVE)]),
        ("community_only", 6, 9, "community_card", [BURN, COMMUNITY]),
        ("community_only", 2, 9, "community_card", [BURN, COMMUNITY]),
        ("community_only", 1, 9, "reshuffle_then_community", [SCRAMBLE, BURN, COMMUNITY]),
        ("deal_to_last_card", 7, 0, "normal", [BURN, *_down(*FIVE)]),
        # To the last card but the bottom one, then the burns scrambled in, a burn, the rest.
        (
            "deal_to_last_card",
            6,
            0,
            "deal_to_last_card",
            [BURN, *_down(1, 2, 3, 4), SCRAMBLE, BURN, *_down(5)],
        ),
        ("deal_to_last_card", 2, 4, "deal_to_last_card", [BURN, SCRAMBLE, BURN, *_down(*FIVE)]),
        # Too few even with the burns: a community card, from the stub while it holds three.
        ("deal_to_last_card", 3, 1, "community_card", [BURN, COMMUNITY]),
        ("deal_to_last_card", 2, 3, "reshuffle_then_community", [SCRAMBLE, BURN, COMMUNITY]),
    ],
)
def test_r6_5_community_only_and_deal_to_last_card_at_their_bounds(procedure, stub, burns, outcome, plan):
    """§1 runout_procedure=community_only and deal_to_last_card (RRoP, reconstructed): the stub
    against what five players need, the stub and the burns against the cards to deal."""
    checked, steps = plan_seventh_street(FIVE, stub, burns, 0, RunoutProcedure(procedure))
    assert checked.outcome == outcome
    assert steps == plan
