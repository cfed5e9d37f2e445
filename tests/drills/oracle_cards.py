"""The independent checker's card rules, written from RULES.md §2.5, §2.7 and §2.8 (not from the
engine): hand values, boards for the order of action, and the odd chip's card.

Values are tuples that compare the way the rule says: larger is better for high hands and high
boards, smaller is better for lows (a low is the ranks from the highest down, ace = 1).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from croupier.engine.cards import Card

HIGH = {"high_card": 0, "pair": 1, "two_pair": 2, "three_of_a_kind": 3, "straight": 4, "flush": 5}
HIGH.update({"full_house": 6, "four_of_a_kind": 7, "straight_flush": 8})
KINDS_BY_CATEGORY = {value: kind for kind, value in HIGH.items()}


def grouped(values: Sequence[int]) -> list[int]:
    """The values ordered biggest group first, then higher value first, one entry per card."""
    counts = Counter(values)
    return sorted(values, key=lambda value: (counts[value], value), reverse=True)


def straight_top(values: set[int]) -> int | None:
    """R7.1: five consecutive ranks, the ace high or (only in 5-4-3-2-A) low; no wrap-around."""
    tops = [top for top in range(14, 5, -1) if all(top - step in values for step in range(5))]
    if tops:
        return tops[0]
    if {14, 2, 3, 4, 5} <= values:
        return 5
    return None


def high_five(cards: Sequence[Card]) -> tuple[int, tuple[int, ...]]:
    """R7.1 for exactly five cards: (category, ranks in the order they are compared)."""
    values = [int(card.rank) for card in cards]
    flush = len({card.suit for card in cards}) == 1
    top = straight_top(set(values)) if len(set(values)) == 5 else None
    if top is not None and flush:
        return HIGH["straight_flush"], (top,)
    shape = sorted(Counter(values).values(), reverse=True)
    order = tuple(grouped(values))
    if shape[0] == 4:
        return HIGH["four_of_a_kind"], order
    if shape[:2] == [3, 2]:
        return HIGH["full_house"], order
    if flush:
        return HIGH["flush"], tuple(sorted(values, reverse=True))
    if top is not None:
        return HIGH["straight"], (top,)
    if shape[0] == 3:
        return HIGH["three_of_a_kind"], order
    if shape[:2] == [2, 2]:
        return HIGH["two_pair"], order
    if shape[0] == 2:
        return HIGH["pair"], order
    return HIGH["high_card"], order


def best_high(cards: Sequence[Card]) -> tuple[tuple[int, tuple[int, ...]], tuple[Card, ...]]:
    """The best five of seven (R7.1): its value and its five cards."""
    return max(((high_five(five), five) for five in combinations(cards, 5)), key=lambda item: item[0])


def low_value(card: Card) -> int:
    return card.rank.low  # ace = 1


def best_low8(cards: Sequence[Card]) -> tuple[tuple[int, ...], tuple[Card, ...]] | None:
    """R7.2: five different ranks of eight or lower, ace = 1; the lowest from the top down wins.
    None when there is no qualifying low."""
    best: tuple[tuple[int, ...], tuple[Card, ...]] | None = None
    for five in combinations(cards, 5):
        values = sorted((low_value(card) for card in five), reverse=True)
        if len(set(values)) < 5 or values[0] > 8:
            continue
        if best is None or tuple(values) < best[0]:
            best = (tuple(values), five)
    return best


def razz_key(five: Sequence[Card]) -> tuple[int, tuple[int, ...]]:
    """R7.3: unpaired < pair < two pair < trips < full house < quads (lower is better); within a
    category the paired ranks first, then the kickers from the top, ace = 1, lower wins."""
    values = [low_value(card) for card in five]
    shape = tuple(sorted(Counter(values).values(), reverse=True))
    category = {
        (1, 1, 1, 1, 1): 0,
        (2, 1, 1, 1): 1,
        (2, 2, 1): 2,
        (3, 1, 1): 3,
        (3, 2): 4,
        (4, 1): 5,
    }[shape]
    return category, tuple(grouped(values))


def best_razz(cards: Sequence[Card]) -> tuple[tuple[int, tuple[int, ...]], tuple[Card, ...]]:
    return min(((razz_key(five), five) for five in combinations(cards, 5)), key=lambda item: item[0])


def board_key(board: Sequence[Card], *, low: bool) -> tuple[int, tuple[int, ...]]:
    """R5.2 / R5.3: how a board ranks for the order of action, larger acts first. Only pairs, two
    pair, trips and quads count; in razz (ace low) any unpaired board beats any paired one and the
    lower acts first."""
    values = [low_value(card) if low else int(card.rank) for card in board]
    shape = sorted(Counter(values).values(), reverse=True)
    if shape[0] >= 3:
        category = shape[0] + 1  # trips 4, quads 5
    elif shape[:2] == [2, 2]:
        category = 3
    elif shape[0] == 2:
        category = 2
    else:
        category = 1
    order = tuple(grouped(values))
    if low:
        return -category, tuple(-value for value in order)
    return category, order


def chip_card(cards: Sequence[Card], *, ace_low: bool) -> tuple[int, int]:
    """R8.6: the highest card by rank and then suit among ``cards`` (ace low for a low half)."""
    return max(((low_value(card) if ace_low else int(card.rank)), int(card.suit)) for card in cards)
