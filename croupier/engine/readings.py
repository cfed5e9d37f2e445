"""Readings: which five cards play and how the dealer reads them (R7.1-R7.3), beside the values of
:mod:`croupier.engine.evaluate`. Not on the hot path, so they try every five-card subset. Among
equal-valued choices the one with the higher cards by suit is taken, so that the odd-chip rule
(R8.6) sees the player's best card.

>>> from croupier.engine.cards import parse_cards
>>> best_high(parse_cards("AsKsQsJsTs2c3d")).description
HandDescription(kind='royal_flush', ranks=())
>>> hand = parse_cards("5c4d3h2sAc9d9h")
>>> [str(card) for card in best_high(hand).cards]
['5c', '4d', '3h', '2s', 'Ac']
>>> [str(card) for card in best_low8(hand).cards]
['5c', '4d', '3h', '2s', 'Ac']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

from croupier.engine.cards import Card, Rank, copyable
from croupier.engine.errors import CroupierError
from croupier.engine.evaluate import (
    CATEGORY_SHIFT,
    NO_LOW,
    RAZZ_CEILING,
    Category,
    category_of,
    checked_cards,
    high_value,
    low8_value,
    razz_value,
)

__all__ = [
    "HIGH_KINDS",
    "LOW_KINDS",
    "RAZZ_KINDS",
    "HandDescription",
    "HandReading",
    "best_high",
    "best_low8",
    "best_razz",
    "high_rank",
    "low_rank",
    "odd_chip_card",
    "ranks_in_order",
    "reading_order",
]


@dataclass(frozen=True, slots=True)
class HandDescription:
    """What a dealer names: a kind such as ``"pair"`` and the ranks, most significant first.

    Kinds: the high categories in snake case plus ``"royal_flush"``, ``"low"`` (an unpaired low)
    and ``"no_low"``. Rendering into English or German is the translation layer's job.
    """

    kind: str
    ranks: tuple[Rank, ...]


@dataclass(frozen=True, slots=True)
class HandReading:
    """A hand's value, the five cards it plays in reading order, and its description."""

    value: int
    cards: tuple[Card, ...]
    description: HandDescription


# The kinds a description names: of a high hand, weakest first (a category's value is its place,
# the royal flush last); of a razz hand, best first (the order R7.3 gives); of a low.
HIGH_KINDS = (
    "high_card",
    "pair",
    "two_pair",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "four_of_a_kind",
    "straight_flush",
    "royal_flush",
)
RAZZ_KINDS = ("low", "pair", "two_pair", "three_of_a_kind", "full_house", "four_of_a_kind")
LOW_KINDS = ("low", "no_low")


def _high_order(card: Card) -> tuple[int, int]:
    return (card.rank, card.suit)


def _low_order(card: Card) -> tuple[int, int]:
    return (card.rank.low, card.suit)


def _best_five(
    hand: Sequence[Card], value_of: Callable[[Sequence[Card]], int], order: Callable[[Card], tuple[int, int]]
) -> tuple[int, tuple[Card, ...]]:
    """The five of ``hand`` of the highest ``value_of``; of fives worth the same, the one whose
    cards, highest by ``order`` first, are the higher (so the same five on every call). Only the
    ties are sorted: sorting each of a seven-card hand's 21 fives was most of a reading's time."""
    fives = combinations(hand, 5)  # (checked_cards: five cards at least)
    first = next(fives)
    best, tied = value_of(first), [first]
    for five in fives:
        value = value_of(five)
        if value > best:
            best, tied = value, [five]
        elif value == best:
            tied.append(five)
    if len(tied) == 1:
        return best, tied[0]
    return best, max(tied, key=lambda five: sorted(five, key=order, reverse=True))


def high_rank(card: Card) -> int:
    """A card's rank as a high hand ranks it (the ace high)."""
    return card.rank


def low_rank(card: Card) -> int:
    """A card's rank as a low hand ranks it (the ace low)."""
    return card.rank.low


def reading_order(cards: Sequence[Card], rank_of: Callable[[Card], int]) -> list[Card]:
    """Biggest group first, then higher rank; within a group the higher suit first."""
    counts: dict[int, int] = {}
    for card in cards:
        counts[rank_of(card)] = counts.get(rank_of(card), 0) + 1
    return sorted(cards, key=lambda card: (counts[rank_of(card)], rank_of(card), card.suit))[::-1]


def ranks_in_order(ordered: Sequence[Card]) -> tuple[Rank, ...]:
    """Each group's rank once, in the order of ``ordered`` (cards in reading order)."""
    return tuple(dict.fromkeys(card.rank for card in ordered))


def best_high(cards: Sequence[Card]) -> HandReading:
    """The best high hand with its five cards in reading order and its description.

    >>> from croupier.engine.cards import parse_cards
    >>> reading = best_high(parse_cards("AsAdKcQh9d2c3d"))
    >>> reading.description.kind, [rank.symbol for rank in reading.description.ranks]
    ('pair', ['A', 'K', 'Q', '9'])
    >>> [str(card) for card in reading.cards]
    ['As', 'Ad', 'Kc', 'Qh', '9d']
    """
    value, five = _best_five(checked_cards(cards), high_value, _high_order)
    category = category_of(value)
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        top = (value >> 16) & 15
        # In the wheel the ace plays as the one below the deuce.
        ordered = sorted(five, key=lambda card: card.rank if top != 5 else card.rank.low)[::-1]
        ranks: tuple[Rank, ...] = (Rank(top),)
        kind = HIGH_KINDS[category]
        if category is Category.STRAIGHT_FLUSH and top == Rank.ACE:
            kind, ranks = "royal_flush", ()
        return HandReading(value, tuple(ordered), HandDescription(kind, ranks))
    ordered = reading_order(five, high_rank)
    return HandReading(value, tuple(ordered), HandDescription(HIGH_KINDS[category], ranks_in_order(ordered)))


def best_low8(cards: Sequence[Card]) -> HandReading:
    """The best 8-or-better low: five distinct ranks up to 8, highest first (ace last).

    >>> from croupier.engine.cards import parse_cards
    >>> [str(card) for card in best_low8(parse_cards("7c5d4c2hAh9c9d")).cards]
    ['7c', '5d', '4c', '2h', 'Ah']
    >>> best_low8(parse_cards("KcKd9h9c2d3cJh")).description.kind
    'no_low'
    """
    hand = checked_cards(cards)
    value = low8_value(hand)
    if value is None:
        return HandReading(NO_LOW, (), HandDescription("no_low", ()))
    best: dict[int, Card] = {}
    for card in sorted(hand, key=_low_order):
        if card.rank.low <= 8:
            best[card.rank.low] = card  # the later (higher-suited) card of a rank wins
    five = [best[rank] for rank in sorted(best)[:5]][::-1]
    return HandReading(value, tuple(five), HandDescription("low", tuple(card.rank for card in five)))


def best_razz(cards: Sequence[Card]) -> HandReading:
    """The best ace-to-five low; a paired hand reads like high poker with the ace as the one.

    >>> from croupier.engine.cards import parse_cards
    >>> best_razz(parse_cards("KsKhKdKcQsQhQd")).description
    HandDescription(kind='full_house', ranks=(<Rank.QUEEN: 12>, <Rank.KING: 13>))
    """
    value, five = _best_five(checked_cards(cards), razz_value, _low_order)
    ordered = reading_order(five, low_rank)
    kind = RAZZ_KINDS[(RAZZ_CEILING - value) >> CATEGORY_SHIFT]
    ranks = tuple(card.rank for card in ordered) if kind == "low" else ranks_in_order(ordered)
    return HandReading(value, tuple(ordered), HandDescription(kind, ranks))


def odd_chip_card(reading: HandReading, *, ace_low: bool) -> Card:
    """The card that decides who gets an odd chip: highest by rank, then suit (R8.6a/c).

    >>> from croupier.engine.cards import parse_cards
    >>> str(odd_chip_card(best_high(parse_cards("AsAdKcQh9d")), ace_low=False))
    'As'
    """
    if not reading.cards:
        raise CroupierError("a hand with no qualifying low has no card to award an odd chip by")
    return max(reading.cards, key=_low_order if ace_low else _high_order)


copyable(HandDescription, HandReading)
