"""Cross-check against pokerkit 0.7.7: our values must order random hands exactly as it does."""

import random
from itertools import pairwise

import pytest
from pokerkit import EightOrBetterLowHand, RegularLowHand, StandardHighHand

from croupier.engine.cards import CARDS, Rank, format_cards
from croupier.engine.evaluate import Category, category_of, high_value, low8_value, razz_value

HANDS_PER_SIZE = {7: 3_000, 6: 800, 5: 800}
EVALUATORS = {
    "high": (high_value, StandardHighHand),
    "low8": (low8_value, EightOrBetterLowHand),
    "razz": (razz_value, RegularLowHand),
}


def _dense_deck(rng):
    """Five or six neighbouring ranks (the wheel's A-5 included) in two to four suits: random
    hands from it are rich in straights, flushes, straight flushes, full houses and quads."""
    low = rng.randrange(1, 10)
    width = rng.choice((5, 6))
    ranks = {Rank.ACE if rank == 1 else Rank(rank) for rank in range(low, min(low + width, 15))}
    suits = set(rng.sample(range(4), rng.randrange(2, 5)))
    return [card for card in CARDS if card.rank in ranks and card.suit in suits]


def _hands(rng, size, count, deck):
    if deck == "full":
        return [rng.sample(CARDS, size) for _ in range(count)]
    hands = []
    while len(hands) < count:
        cards = _dense_deck(rng)
        if len(cards) >= size:
            hands.append(rng.sample(cards, size))
    return hands


def _sign(a, b):
    return (a > b) - (a < b)


def _ours(evaluate, hand):
    value = evaluate(hand)
    return -1 if value is None else value  # no low ranks below every low


def _theirs(hand_class, hand):
    return hand_class.from_game_or_none(format_cards(hand))


def _their_sign(a, b):
    """pokerkit orders hands so that greater is stronger, for lows as well; None has no low."""
    if a is None or b is None:
        return _sign(a is not None, b is not None)
    return 0 if a == b else _sign(a > b, b > a)


@pytest.mark.parametrize("deck", ["full", "dense"])
@pytest.mark.parametrize("size", sorted(HANDS_PER_SIZE))
@pytest.mark.parametrize("name", sorted(EVALUATORS))
def test_same_order_as_pokerkit(name, size, deck):
    evaluate, hand_class = EVALUATORS[name]
    rng = random.Random(f"{name}-{size}-{deck}")
    hands = _hands(rng, size, HANDS_PER_SIZE[size] // (1 if deck == "full" else 2), deck)
    ours = [_ours(evaluate, hand) for hand in hands]
    theirs = [_theirs(hand_class, hand) for hand in hands]
    # Neighbours in our order (which pins down the whole order, ties included), then random pairs.
    by_ours = sorted(range(len(hands)), key=ours.__getitem__)
    pairs = list(pairwise(by_ours)) + [(rng.randrange(len(hands)), i) for i in range(len(hands))]
    disagreements = [
        (format_cards(hands[i]), format_cards(hands[j]))
        for i, j in pairs
        if _sign(ours[i], ours[j]) != _their_sign(theirs[i], theirs[j])
    ]
    assert disagreements == []
    if name == "low8":
        assert sum(value is None for value in theirs) not in (0, len(hands))  # both sides seen


def test_dense_hands_reach_the_rare_categories():
    rng = random.Random("high-7-dense")
    seen = {category_of(high_value(hand)) for hand in _hands(rng, 7, 1_500, "dense")}
    assert seen >= {
        Category.STRAIGHT,
        Category.FLUSH,
        Category.FULL_HOUSE,
        Category.FOUR_OF_A_KIND,
        Category.STRAIGHT_FLUSH,
    }
