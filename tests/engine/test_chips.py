"""RULES.md §2.12 (R12.1–R12.5) and the odd chip of R8.6 counted in chips: denominations, paying,
change (E44), colouring down and splits (E46), in every game and for several chip sets."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from croupier.engine.cards import CARDS, parse_cards
from croupier.engine.chips import (
    ChipError,
    Chips,
    ChipSet,
    grade_change,
    grade_split,
    make_change,
    pay,
    pot_shares,
    split_plan,
)
from croupier.engine.pots import Pot, split_evenly
from croupier.engine.rules import RAZZ, STUD, STUD8, HouseRules, OddChip
from croupier.engine.showdown import hand_values, odd_chip_order, split_pot

SETS = [
    ChipSet(),
    ChipSet((1, 5, 25, 100)),
    ChipSet((5, 25, 100, 500)),
    ChipSet((1, 2, 5, 10, 25, 100)),
    ChipSet((25, 100, 500, 1000)),
]
"""The default set (R12.1) and others a card room may use; the tests run over each."""


def test_the_default_set_is_r12_1():
    chips = ChipSet()
    assert chips.denominations == (1, 5, 25, 100, 500)
    assert ChipSet.parse("1, 5, 25, 100, 500") == chips
    assert ChipSet.parse(str(chips)) == chips


@pytest.mark.parametrize("text", ["", "5/1", "1/5/5", "0/5", "5/12", "a/b"])
def test_a_set_that_cannot_be_used_says_why(text):
    with pytest.raises(ChipError):
        ChipSet.parse(text)


def test_piles_read_write_and_count():
    pile = Chips.parse("2x100 25 1x25 1×5")
    assert str(pile) == "2x100 2x25 1x5"
    assert (pile.total, pile.pieces) == (255, 5)
    assert repr(pile) == "Chips.parse('2x100 2x25 1x5')"
    assert pile - Chips.parse("1x100") == Chips.parse("1x100 2x25 1x5")
    with pytest.raises(ChipError):
        _ = pile - Chips.parse("1x500")
    with pytest.raises(ChipError):
        Chips.parse("two reds")


@pytest.mark.parametrize("chips", SETS, ids=str)
def test_colouring_down_keeps_the_value_in_the_next_colour(chips):
    for value in chips.denominations[1:]:
        broken = chips.colour_down(value)
        assert broken.total == value
        assert max(chip for chip, _ in broken) == chips.below(value)
    with pytest.raises(ChipError):
        chips.colour_down(chips.unit)


@pytest.mark.parametrize("chips", SETS, ids=str)
@given(data=st.data())
@settings(max_examples=60, deadline=None)
def test_stacks_pay_exactly_or_get_change(chips, data):
    """A player's stack pays any wager the set can make: exactly, or with a larger chip and the
    change due back, and never more than one chip too much (R12.3)."""
    unit = chips.unit
    amount = unit * data.draw(st.integers(1, 400))
    stack = chips.stack(unit * data.draw(st.integers(amount // unit, 2000)))
    oversized = data.draw(st.booleans())
    paid, change = pay(stack, amount, chips, oversized=oversized)
    assert stack.covers(paid)
    assert change >= 0
    assert paid.total - change == amount
    if change:
        assert change < max(value for value, _ in paid)
        back = make_change(change, chips, below=max(value for value, _ in paid))
        assert back.total == change
        assert all(value < max(v for v, _ in paid) for value, _ in back)


def test_e44_a_100_for_a_40_call_gets_60_back():
    """E44: S1 bets 40; S2 puts in a single 100 → a call, and 60 comes back in change."""
    paid, change = pay(Chips.parse("5x100"), 40, ChipSet())
    assert (str(paid), change) == ("1x100", 60)
    assert str(make_change(change, ChipSet(), below=100)) == "2x25 2x5"
    pot = Chips.parse("4x25 8x5")
    assert grade_change(Chips.parse("2x25 2x5"), 60, pot).correct
    short = grade_change(Chips.parse("2x25 1x5"), 60, pot)
    assert [(problem.kind, problem.given) for problem in short.problems] == [("change", 55)]
    missing = grade_change(Chips.parse("1x50 2x5"), 60, pot)
    assert [problem.kind for problem in missing.problems] == ["not_there"]


def test_e46_a_255_pot_split_two_ways_with_the_five_coloured_down():
    """E46: 255 (two 100s, two 25s, one 5) between S2 and S5: a 100 and a 25 each, the 5 coloured
    down to five 1s, two each, and the odd 1 by R8.6(a) to the highest card by suit."""
    cards = {2: parse_cards("AsAdKcQh9d2c3d"), 5: parse_cards("AhAcKdQs9c2h3h")}
    values = {seat: hand_values(STUD, hand) for seat, hand in cards.items()}
    pot = Pot(255, (2, 5), (2, 5))
    ((half, amount, shares),) = pot_shares(STUD, HouseRules(), pot, values=values, cards_of=cards.__getitem__)
    assert (half, amount, dict(shares)) == ("whole", 255, {2: 128, 5: 127})  # A♠ beats A♥
    plan = split_plan(Chips.parse("2x100 2x25 1x5"), dict(shares), ChipSet())
    assert plan.coloured_down == (5,)
    assert plan.shares[2] == Chips.parse("1x100 1x25 3x1")
    assert plan.shares[5] == Chips.parse("1x100 1x25 2x1")
    pile = Chips.parse("2x100 2x25 5x1")  # after the colouring down
    assert grade_split(pile, plan.shares, dict(shares), odd_chip=(2,)).correct
    swapped = grade_split(pile, {2: plan.shares[5], 5: plan.shares[2]}, dict(shares), odd_chip=(2,))
    assert [(p.kind, p.seat, p.right) for p in swapped.problems] == [("odd_chip", 5, 2)]


def _shares(variant, pot, hands, unit=1, rules=None):
    rules = rules or HouseRules()
    cards = {seat: parse_cards(text) for seat, text in hands.items()}
    values = {seat: hand_values(variant, hand) for seat, hand in cards.items()}
    pot = Pot(pot, tuple(cards), tuple(cards))
    parts = pot_shares(variant, rules, pot, values=values, cards_of=cards.__getitem__, unit=unit)
    due: dict[int, int] = {}
    for _, _, shares in parts:
        for seat, chips in shares:
            due[seat] = due.get(seat, 0) + chips
    return parts, due


def test_e31_stud_tie_odd_chip_to_the_highest_card_by_suit():
    _, due = _shares(STUD, 41, {1: "AsAdKcQh9d2c3c", 3: "AhAcKdQs9c2h3h"})
    assert due == {1: 21, 3: 20}


def test_e28_hi_lo_odd_chip_to_the_high_half():
    parts, due = _shares(STUD8, 101, {1: "AsKsQsJs9s2c3d", 2: "8c6d4h3c2dKcKd", 3: "7c5d4c2hAh9c9d"})
    assert [(half, amount) for half, amount, _ in parts] == [("high", 51), ("low", 50)]
    assert due == {1: 51, 3: 50}


def test_e30_quarters_with_odd_chips():
    """E30: pot 103, S1 the high alone; S2 and S3 tie the low 7-5-4-2-A → S1 52, S2 26 (7♠),
    S3 25."""
    _, due = _shares(STUD8, 103, {1: "AsKsQsJs9sKcKd", 2: "7s5d4c2hAhQhQd", 3: "7h5c4d2cAcJhJd"})
    assert due == {1: 52, 2: 26, 3: 25}


def test_razz_tie_odd_chip_to_the_top_card_of_the_low():
    """R8.6(a) in razz: the ace counts low, so the highest card by suit of the low decides."""
    _, due = _shares(RAZZ, 25, {1: "7c5d4c3hAhKcKd", 2: "7s5c4d3cAcQhQd"})
    assert due == {1: 12, 2: 13}  # 7♠ beats 7♣


def test_razz_tie_of_a_nine_low_odd_chip_by_the_razz_reading():
    """R8.6(a): a razz low need not be eight or better, and its top card decides (9♦ beats 9♣)."""
    _, due = _shares(RAZZ, 25, {1: "9c7d5h3s2cKdKh", 2: "9d7c5s3h2dQcQs"})
    assert due == {1: 12, 2: 13}


def test_the_older_rrop_gives_a_low_games_odd_chip_to_the_lowest_card_with_the_ace_low():
    """R8.6, the older rule (OddChip.RROP_LEGACY): every card counts and the lowest by suit wins
    the chip in a low game, the ace lowest of all (A♣ before A♦, not 2♥ before 2♠)."""
    rules = HouseRules(odd_chip=OddChip.RROP_LEGACY)
    _, due = _shares(RAZZ, 25, {1: "5c4d3h2sAcKdKh", 2: "5d4c3s2hAdQcQs"}, rules=rules)
    assert due == {1: 13, 2: 12}


@pytest.mark.parametrize("unit", [1, 5, 25])
def test_the_odd_chip_is_the_smallest_chip_in_play(unit):
    """R8.6, R12.4: with 5s the smallest chip, a 255 pot splits 130/125 (26 and 25 fives)."""
    _, due = _shares(STUD, 51 * unit, {2: "AsAdKcQh9d2c3d", 5: "AhAcKdQs9c2h3h"}, unit)
    assert due == {2: 26 * unit, 5: 25 * unit}
    _, due = _shares(STUD8, 103 * unit, {1: "AsKsQsJs9sKcKd", 2: "7s5d4c2hAhQhQd", 3: "7h5c4d2cAcJhJd"}, unit)
    assert due == {1: 52 * unit, 2: 26 * unit, 3: 25 * unit}


def test_unit_one_is_the_engines_award_under_every_odd_chip_rule():
    rng = random.Random(4)
    for rule in OddChip:
        rules = HouseRules(odd_chip=rule)
        for variant in (STUD, STUD8, RAZZ):
            for _ in range(30):
                deck = list(CARDS)
                rng.shuffle(deck)
                cards = {seat: deck[7 * (seat - 1) : 7 * seat] for seat in (1, 2, 3)}
                values = {seat: hand_values(variant, hand) for seat, hand in cards.items()}
                amount = rng.randint(3, 400)
                pot = Pot(amount, (1, 2, 3), (1, 2, 3))
                engine = []
                for half, chips, winners in split_pot(variant, amount, [1, 2, 3], values):
                    order = odd_chip_order(variant, rules, cards.__getitem__, half)
                    engine.append((half, chips, tuple(split_evenly(chips, winners, order))))
                assert pot_shares(variant, rules, pot, values=values, cards_of=cards.__getitem__) == engine


@pytest.mark.parametrize("chips", SETS, ids=str)
@given(data=st.data())
@settings(max_examples=50, deadline=None)
def test_any_pile_splits_into_any_shares_by_colouring_down(chips, data):
    """R12.4: whatever the pile, the dealer's plan gives every seat exactly its due, only colouring
    down what does not divide, and the plan grades as correct."""
    unit = chips.unit
    seats = data.draw(st.integers(2, 4))
    due = {seat: unit * data.draw(st.integers(0, 300)) for seat in range(1, seats + 1)}
    total = sum(due.values())
    if total == 0:
        return
    values = list(chips.denominations)
    pile: dict[int, int] = {}
    rest = total
    while rest:
        value = data.draw(st.sampled_from([v for v in values if v <= rest]))
        pile[value] = pile.get(value, 0) + 1
        rest -= value
    pile_chips = Chips.of(pile)
    plan = split_plan(pile_chips, due, chips)
    assert {seat: plan.shares[seat].total for seat in due} == due
    broken = pile_chips
    for value in plan.coloured_down:
        broken = broken - Chips.of({value: 1}) + chips.colour_down(value)
    winners = {seat: share for seat, share in plan.shares.items() if share}
    assert grade_split(broken, winners, due).correct


def test_a_wrong_split_says_what_is_wrong():
    due = {1: 52, 2: 26, 3: 25}
    pile = Chips.parse("1x100 3x1")
    verdicts = {
        "short": grade_split(pile, {1: Chips.parse("1x100"), 2: Chips.parse("3x1")}, due),
        "not_there": grade_split(pile, {1: Chips.parse("2x25 2x1"), 2: Chips.parse("1x25 1x1")}, due),
        "not_a_winner": grade_split(pile, {4: Chips.parse("1x100 3x1")}, due),
        "left_over": grade_split(Chips.parse("1x100 5x1"), {}, {}),
    }
    assert [p.kind for p in verdicts["short"].problems] == ["over", "short", "short"]
    assert verdicts["not_there"].problems[0].kind == "not_there"
    assert verdicts["not_a_winner"].problems[0].kind == "not_a_winner"
    assert [(p.kind, p.given) for p in verdicts["left_over"].problems] == [("left_over", 105)]
    assert grade_split(Chips.parse("1x100 5x1"), {}, {}, rest_of_pot=105).correct
