"""Every five-card hand: the category counts and distinct values every poker text book gives."""

import random
from collections import Counter
from itertools import combinations

import pytest

from croupier.engine.cards import CARDS
from croupier.engine.evaluate import Category, category_of, high_value, low8_value, razz_value
from croupier.engine.readings import best_high, best_low8, best_razz

EXPECTED_CATEGORY_COUNTS = {
    Category.STRAIGHT_FLUSH: 40,
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3_744,
    Category.FLUSH: 5_108,
    Category.STRAIGHT: 10_200,
    Category.THREE_OF_A_KIND: 54_912,
    Category.TWO_PAIR: 123_552,
    Category.PAIR: 1_098_240,
    Category.HIGH_CARD: 1_302_540,
}
KIND_CATEGORY = {
    "royal_flush": Category.STRAIGHT_FLUSH,
    **{category.name.lower(): category for category in Category},
}


@pytest.mark.slow
def test_all_five_card_hands():
    values = Counter(map(high_value, combinations(CARDS, 5)))
    categories = Counter()
    for value, count in values.items():
        categories[category_of(value)] += count
    assert sum(categories.values()) == 2_598_960
    assert categories == EXPECTED_CATEGORY_COUNTS
    assert len(values) == 7_462


@pytest.mark.slow
def test_all_five_card_lows():
    lows = set(map(low8_value, combinations(CARDS, 5)))
    lows.discard(None)
    assert len(lows) == 56  # C(8, 5): five distinct ranks out of A..8
    # Razz distinguishes every rank multiset of five (6,175 of them); suits never matter.
    assert len(set(map(razz_value, combinations(CARDS, 5)))) == 6_175


def test_readings_agree_with_the_values_on_a_sample():
    rng = random.Random(20240607)
    for size in (5, 6, 7):
        for _ in range(2_000):
            hand = rng.sample(CARDS, size)
            reading = best_high(hand)
            assert reading.value == high_value(hand)
            assert KIND_CATEGORY[reading.description.kind] is category_of(reading.value)
            assert high_value(reading.cards) == reading.value
            assert best_razz(hand).value == razz_value(hand)
            assert razz_value(best_razz(hand).cards) == razz_value(hand)
            low = best_low8(hand)
            if low8_value(hand) is None:
                assert low.cards == ()
            else:
                assert low8_value(low.cards) == low.value == low8_value(hand)


def test_the_best_of_seven_is_the_best_five_card_subset():
    rng = random.Random(7)
    for _ in range(500):
        hand = rng.sample(CARDS, 7)
        fives = list(combinations(hand, 5))
        assert high_value(hand) == max(map(high_value, fives))
        assert razz_value(hand) == max(map(razz_value, fives))
        lows = [value for value in map(low8_value, fives) if value is not None]
        assert low8_value(hand) == (max(lows) if lows else None)
