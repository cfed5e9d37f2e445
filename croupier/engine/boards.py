"""Showing boards (R5.2, R5.3): how high (STUD, STUD8) or how low (RAZZ) a player's upcards are for
the order of action, and what the dealer names for them. Only pairs, two pair, trips and quads
count; a board that looks like a full house counts as trips with the pair as kickers. The values
are packed like ``evaluate``'s hand values (larger acts first).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from croupier.engine.cards import Card
from croupier.engine.evaluate import CATEGORY_SHIFT, Category, checked_cards, pack_value
from croupier.engine.readings import (
    HIGH_KINDS,
    HandDescription,
    high_rank,
    low_rank,
    ranks_in_order,
    reading_order,
)

__all__ = [
    "board_description",
    "razz_board_value",
    "razz_board_value_of_ranks",
    "stud_board_value",
    "stud_board_value_of_ranks",
]

_BOARD_SIZES = range(1, 6)
_BOARD_RAZZ_CEILING: Final = 5 << CATEGORY_SHIFT  # above the worst razz board (four of a kind = 4)


def _board_shape(ranks: Sequence[int]) -> tuple[int, list[int]]:
    """The board's category (0 high card .. 4 quads) and its ranks, group by group, card by card."""
    # Groups largest first and the higher rank first within a size: the order of evaluate's
    # grouped_ranks. Counted in a list indexed by rank (1, the low ace, to 14) and read back size by
    # size over the ranks present, highest first: no dictionary and no sort (each new board of a
    # run comes here once, and a run of a thousand hands meets a few thousand).
    counts = [0] * 15
    for rank in ranks:
        counts[rank] += 1
    present: list[int] = []
    largest = 0
    pairs = 0
    for rank in range(14, 0, -1):
        count = counts[rank]
        if count:
            present.append(rank)
            if count > largest:  # noqa: PLR1730 - compiled, max() is a call through the builtins
                largest = count
            if count == 2:
                pairs += 1
    if largest == 4:
        category = 4
    elif largest == 3:
        category = 3
    elif largest == 2:
        category = 2 if pairs > 1 else 1
    else:
        category = 0
    digits: list[int] = []
    for size in range(largest, 0, -1):
        for rank in present:
            if counts[rank] == size:
                digits.extend([rank] * size)
    return category, digits


_BOARD_CATEGORY: Final = (
    Category.HIGH_CARD,
    Category.PAIR,
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.FOUR_OF_A_KIND,
)


# Board values depend only on the ranks shown: at most a few thousand multisets, so they are memoised.
_STUD_BOARDS: Final[dict[tuple[int, ...], int]] = {}
_RAZZ_BOARDS: Final[dict[tuple[int, ...], int]] = {}


def stud_board_value(upcards: Sequence[Card]) -> int:
    """How high a showing board is for STUD and STUD8 (ace high): the largest acts first.

    >>> from croupier.engine.cards import parse_cards
    >>> stud_board_value(parse_cards("7s7d")) > stud_board_value(parse_cards("AhKc"))
    True
    """
    return stud_board_value_of_ranks(
        tuple(sorted([int(card.rank) for card in checked_cards(upcards, _BOARD_SIZES)]))
    )


def stud_board_value_of_ranks(ranks: tuple[int, ...]) -> int:
    """``stud_board_value`` of a board given as its ranks in ascending order (ace = 14), unchecked."""
    value = _STUD_BOARDS.get(ranks)
    if value is None:
        category, digits = _board_shape(ranks[::-1])
        value = _STUD_BOARDS[ranks] = pack_value(_BOARD_CATEGORY[category], digits)
    return value


def razz_board_value(upcards: Sequence[Card]) -> int:
    """How low a showing board is for RAZZ (ace low): the largest value is the lowest board.

    >>> from croupier.engine.cards import parse_cards
    >>> razz_board_value(parse_cards("7c4d")) > razz_board_value(parse_cards("6d6h"))
    True
    """
    return razz_board_value_of_ranks(
        tuple(sorted([card.rank.low for card in checked_cards(upcards, _BOARD_SIZES)]))
    )


def razz_board_value_of_ranks(ranks: tuple[int, ...]) -> int:
    """``razz_board_value`` of a board given as its ranks in ascending order (ace = 1), unchecked."""
    value = _RAZZ_BOARDS.get(ranks)
    if value is None:
        category, digits = _board_shape(ranks[::-1])
        value = _RAZZ_BOARDS[ranks] = _BOARD_RAZZ_CEILING - pack_value(category, digits)
    return value


def board_description(upcards: Sequence[Card], *, low: bool) -> HandDescription:
    """What the dealer names for a board: the pair, two pair, trips or quads, else its cards.

    >>> from croupier.engine.cards import parse_cards
    >>> board_description(parse_cards("7s7dKh"), low=False)
    HandDescription(kind='pair', ranks=(<Rank.SEVEN: 7>,))
    >>> board_description(parse_cards("4d7cAs"), low=True)
    HandDescription(kind='low', ranks=(<Rank.SEVEN: 7>, <Rank.FOUR: 4>, <Rank.ACE: 14>))
    """
    cards = checked_cards(upcards, _BOARD_SIZES)
    rank_of = low_rank if low else high_rank
    category, _ = _board_shape([rank_of(card) for card in cards])
    ordered = reading_order(cards, rank_of)
    if category == 0:
        return HandDescription("low" if low else "high_card", tuple(c.rank for c in ordered))
    groups = ranks_in_order(ordered)
    return HandDescription(HIGH_KINDS[_BOARD_CATEGORY[category]], groups[: 2 if category == 2 else 1])
