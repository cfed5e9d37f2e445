"""RULES.md §5 through the procedure: the announcements of E9, E14–E17, E20–E25, open pairs and
four-flushes on 6th street, and the 7th-street run-outs of E20–E24 as the dealer's steps."""

from __future__ import annotations

import pytest
from procedure_support import (
    announced,
    card,
    kinds_on,
    play,
    seeded_procedure,
    stacked_procedure,
    until,
)

from croupier.engine.cards import Rank
from croupier.engine.readings import HandDescription
from croupier.engine.rules import RAZZ, STUD, STUD8, HouseRules
from croupier.procedure import (
    BringIn,
    CommunityCard,
    Draw,
    FirstToAct,
    LastCard,
    MadeHand,
    OpenPairOption,
    PossibleDraw,
    StepKind,
)

R = Rank


def d(kind: str, *ranks: Rank) -> HandDescription:
    return HandDescription(kind, tuple(ranks))


def pair(rank: Rank) -> HandDescription:
    return d("pair", rank)


# ----------------------------------------------------------------------------- E9, E14–E17


@pytest.mark.parametrize(("variant", "option"), [(STUD, True), (STUD8, False)])
def test_e9_a_pair_of_sevens_is_announced_and_bets(variant, option):
    procedure, _ = stacked_procedure("4c Kd 7s Ah", variant, streets=["9c Qs 7d Kc"])
    play(procedure)
    assert announced(procedure, 3) == [BringIn(1, card("4c"))]
    fourth = [MadeHand(3, pair(R.SEVEN)), FirstToAct(3, pair(R.SEVEN))]
    if option:
        fourth.append(OpenPairOption(20, 40))
    assert announced(procedure, 4) == fourth


def test_e9_without_the_double_bet_house_rule_no_option_is_announced():
    rules = HouseRules(fourth_street_double_bet=False)
    procedure, _ = stacked_procedure("4c Kd 7s Ah", rules=rules, streets=["9c Qs 7d Kc"])
    play(procedure)
    assert announced(procedure, 4) == [MadeHand(3, pair(R.SEVEN)), FirstToAct(3, pair(R.SEVEN))]


@pytest.mark.parametrize(("tiebreak", "seat"), [("position", 2), ("high_card_by_suit", 4)])
def test_e14_king_nine_ties_by_position_or_by_suit(tiebreak, seat):
    rules = HouseRules.profile("cash", [f"first_to_act_tiebreak={tiebreak}"])
    procedure, _ = stacked_procedure("4c Kd 5c Kh", rules=rules, streets=["9c 9d Jh 9s"])
    play(procedure)
    assert announced(procedure, 4) == [FirstToAct(seat, d("high_card", R.KING, R.NINE))]


E15 = {"streets": ["9h 2c Ac", "Th 3d 5h", "Jh 4s 6s"]}


def test_e15_sixth_street_pair_of_aces_and_a_possible_straight_flush():
    procedure, _ = stacked_procedure("7h 8h Ad", **E15)
    play(procedure)
    assert announced(procedure, 4) == [
        MadeHand(3, pair(R.ACE)),
        FirstToAct(3, pair(R.ACE)),
        OpenPairOption(20, 40),
    ]
    assert announced(procedure, 5) == [FirstToAct(3, pair(R.ACE))]  # no new pair on 5th
    assert announced(procedure, 6) == [
        MadeHand(3, pair(R.ACE)),  # 6th street repeats every pair (R9.4)
        PossibleDraw(1, Draw.STRAIGHT_FLUSH),
        FirstToAct(3, pair(R.ACE)),
    ]


def test_e15_under_the_three_card_definition_deuce_three_four_is_a_possible_straight():
    rules = HouseRules.profile("cash", ["draw_definition=3-card"])
    procedure, _ = stacked_procedure("7h 8h Ad", rules=rules, **E15)
    play(procedure)
    assert announced(procedure, 6) == [
        MadeHand(3, pair(R.ACE)),
        PossibleDraw(1, Draw.STRAIGHT_FLUSH),
        PossibleDraw(2, Draw.STRAIGHT),
        FirstToAct(3, pair(R.ACE)),
    ]


def test_e15_houses_that_do_not_announce_draws_announce_only_made_hands():
    rules = HouseRules(announce_possible_draws=False)
    procedure, _ = stacked_procedure("7h 8h Ad", rules=rules, **E15)
    play(procedure)
    assert announced(procedure, 6) == [MadeHand(3, pair(R.ACE)), FirstToAct(3, pair(R.ACE))]


def test_e16_razz_king_brings_it_in_and_seven_four_is_low():
    procedure, _ = stacked_procedure("7c 8h 6d Kc", RAZZ, streets=["4d 2s 6h Qc"])
    play(procedure)
    assert announced(procedure, 3) == [BringIn(4, card("Kc"))]
    assert announced(procedure, 4) == [
        MadeHand(3, pair(R.SIX)),
        FirstToAct(1, d("low", R.SEVEN, R.FOUR), low=True),
    ]


def test_e17_razz_tie_goes_to_position():
    procedure, _ = stacked_procedure("7c Kh 7h Qc", RAZZ, streets=["4d Ks 4s Jc"])
    play(procedure)
    assert announced(procedure, 3) == [BringIn(2, card("Kh"))]
    assert announced(procedure, 4) == [
        MadeHand(2, pair(R.KING)),
        FirstToAct(1, d("low", R.SEVEN, R.FOUR), low=True),
    ]


# ----------------------------------------------------------------------------- open pairs, draws


def test_pairs_appear_street_by_street_and_sixth_street_names_them_all():
    # S1 pairs on 4th (kept on 5th, trips on 6th); S2 pairs on 5th, two pair on 6th;
    # S3 shows a four-flush; S4 a four-card straight with a gap (5-6-8-9).
    procedure, _ = stacked_procedure(
        "Kc Qd 2h 5c",
        streets=["Kd 3c 7h 6d", "4s 3d Jh 8s", "Kh Qs 9h 9c"],
    )
    play(procedure)
    assert announced(procedure, 4)[:1] == [MadeHand(1, pair(R.KING))]
    assert announced(procedure, 4)[-1] == OpenPairOption(20, 40)
    assert [a for a in announced(procedure, 5) if isinstance(a, MadeHand)] == [MadeHand(2, pair(R.THREE))]
    assert announced(procedure, 6)[:-1] == [
        MadeHand(1, d("three_of_a_kind", R.KING)),
        MadeHand(2, d("two_pair", R.QUEEN, R.THREE)),
        PossibleDraw(3, Draw.FLUSH),
        PossibleDraw(4, Draw.STRAIGHT),
    ]
    assert announced(procedure, 6)[-1] == FirstToAct(1, d("three_of_a_kind", R.KING))


def test_a_pair_that_becomes_trips_on_fifth_is_announced_again():
    procedure, _ = stacked_procedure("9c 2d", streets=["9d 3h", "9h 4s"])
    play(procedure)
    assert announced(procedure, 4)[0] == MadeHand(1, pair(R.NINE))
    assert announced(procedure, 5)[0] == MadeHand(1, d("three_of_a_kind", R.NINE))


def test_razz_announces_no_draws():
    procedure, _ = stacked_procedure("7h 8c 2d", RAZZ, streets=["6h Kc 3d", "5h Qc 4d", "4h Jc 5d"])
    play(procedure)
    assert not [a for a in announced(procedure, 6) if isinstance(a, PossibleDraw)]


# ----------------------------------------------------------------------------- E20–E24 run-outs

SEVENTH = {
    "normal": ["count:normal", "burn", "announce:last_card", "deal", "remove_cut_card", "announce:high"],
    "reshuffle_burns": [
        "count:reshuffle_burns",
        "scramble",
        "burn",
        "announce:last_card",
        "deal",
        "remove_cut_card",
        "announce:high",
    ],
    "community_card": [
        "count:community_card",
        "burn",
        "announce:last_card",  # R9.5 (clarified): said before the community card too
        "community",
        "announce:community",
        "remove_cut_card",
        "announce:high",
    ],
    "reshuffle_then_community": [
        "count:reshuffle_then_community",
        "scramble",
        "burn",
        "announce:last_card",
        "community",
        "announce:community",
        "remove_cut_card",
        "announce:high",
    ],
}


def seventh_street(procedure) -> list[str]:
    """7th street's steps, deals and announcements folded to their kind."""
    out: list[str] = []
    for code in kinds_on(procedure, 7):
        parts = code.split(":")
        short = ":".join(parts[:2]) if parts[0] in {"announce", "count"} else parts[0]
        if not (out and out[-1] == short == "deal"):
            out.append(short)
    return out


@pytest.mark.parametrize(
    ("example", "players", "folds", "outcome", "down_cards"),
    [
        ("E20", 8, {}, "reshuffle_then_community", 0),
        ("E21", 8, {3: 7}, "community_card", 0),
        ("E22", 8, {3: 6}, "reshuffle_burns", 6),
        ("E23", 7, {}, "reshuffle_burns", 7),
        ("E23 fold on 6th", 7, {6: 6}, "reshuffle_burns", 6),
        ("E23 fold on 5th", 7, {5: 6}, "normal", 6),
        ("E24", 6, {}, "normal", 6),
        ("8 to 6th, 2 to 7th (R6.5a: T = 26)", 8, {6: 2}, "reshuffle_burns", 2),
    ],
)
def test_the_seventh_street_run_out_through_the_procedure(example, players, folds, outcome, down_cards):
    procedure = seeded_procedure(players, seed=11)
    play(procedure, folds=folds)
    assert seventh_street(procedure) == SEVENTH[outcome], example
    sevenths = [s for s in procedure.history if s.kind is StepKind.DEAL and s.street == 7]
    assert len(sevenths) == down_cards
    assert all(not step.face_up for step in sevenths)
    assert procedure.missed == []


def test_e39_four_burns_in_a_hand_that_reaches_seventh_street():
    procedure = seeded_procedure(8, seed=3)
    play(procedure, folds={6: 2})
    assert [s.street for s in procedure.history if s.kind is StepKind.BURN] == [4, 5, 6, 7]


# ----------------------------------------------------------------------------- E25


def e25(rules: HouseRules | None = None):
    procedure, deck = stacked_procedure(
        "Ts 9c Ks Qs Js 8s Jd Jc",
        rules=rules,
        holes=dict(enumerate(["2c 3c", "2d 3d", "2h 3h", "2s 4c", "4d 4h", "4s 6c", "6d 6h", "6s 7c"], 1)),
        streets=["Td 9d Qc Kc Qd Kh Qh Ac", "Kd 5s 8c 8d 8h Th Tc 5c", "Ad Ah 7d 7h 7s 9h 9s 3s"],
        burns=["Jh", "5h", "As"],
    )
    play(procedure, stop=until(StepKind.BURN, 7))
    # The burns were scrambled in with the last stub card (5d); stack the packet as E25 has it.
    for stacked in ("Jh", "5d"):
        deck.remove(card(stacked))
    deck.put_on_top([card("Jh"), card("5d")])
    play(procedure)
    return procedure


def test_e25_the_community_card_makes_seat_two_the_high_hand():
    procedure = e25()
    assert announced(procedure, 6)[-1] == FirstToAct(1, pair(R.TEN))
    assert PossibleDraw(7, Draw.STRAIGHT) in announced(procedure, 6)
    assert announced(procedure, 7) == [
        LastCard(),  # R9.5: after the burn, before the community card
        CommunityCard(card("5d")),
        FirstToAct(2, d("two_pair", R.NINE, R.FIVE)),
    ]
    assert seventh_street(procedure) == SEVENTH["reshuffle_then_community"]


def test_e25_when_the_community_card_is_ignored_seat_one_keeps_the_action():
    procedure = e25(HouseRules.profile("cash", ["community_card_first_actor=ignore"]))
    assert announced(procedure, 7) == [LastCard(), CommunityCard(card("5d")), FirstToAct(1, pair(R.TEN))]
