"""Hand values: best five of seven for high, 8-or-better low and razz, as plain ints.

The ``*_value`` functions return ints (larger is better, equal is a tie) and are the hot path;
:mod:`croupier.engine.readings` names the five cards that play and describes the hand.

>>> from croupier.engine.cards import parse_cards
>>> category_of(high_value(parse_cards("5c4d3h2sAc9d9h"))).name
'STRAIGHT'
>>> low8_value(parse_cards("KcKd9h9c2d3cJh")) is None
True
>>> razz_value(parse_cards("9s8d7c6h5sKdKc")) > razz_value(parse_cards("AcAd2c2d3c3dKs"))
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence, Sized
from enum import IntEnum
from itertools import combinations, combinations_with_replacement
from operator import eq
from typing import Final, Generic, NamedTuple, TypeVar

from croupier.engine import evaluate_tables
from croupier.engine.cards import CARDS, Card
from croupier.engine.errors import CroupierError, DuplicateCardError

__all__ = [
    "CATEGORY_SHIFT",
    "NO_LOW",
    "RAZZ_CEILING",
    "Category",
    "HandSizeError",
    "category_of",
    "checked_cards",
    "grouped_ranks",
    "high_value",
    "low8_value",
    "pack_value",
    "razz_value",
]


class HandSizeError(CroupierError):
    """A hand of fewer than five or more than seven cards (or a board of more than five)."""


class Category(IntEnum):
    """High-hand categories, weakest first; ``category_of(high_value(...))`` gives one."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8


# ---------------------------------------------------------------------------------------------
# Value encoding. A value is ``category << 20`` plus up to five 4-bit rank digits, most
# significant first, so plain int comparison is poker comparison and the category is value >> 20.
# Low hands are "badness" in the same shape (ace = 1), subtracted from a ceiling so that larger
# is better everywhere.

_DIGITS: Final = 5
CATEGORY_SHIFT = 4 * _DIGITS
RAZZ_CEILING = 6 << CATEGORY_SHIFT  # above the worst razz category (four of a kind = 5)
_LOW8_CEILING = (1 << CATEGORY_SHIFT) - 1
NO_LOW = -1

_GROUP_CATEGORY = {
    (1, 1, 1, 1, 1): Category.HIGH_CARD,
    (2, 1, 1, 1): Category.PAIR,
    (2, 2, 1): Category.TWO_PAIR,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (4, 1): Category.FOUR_OF_A_KIND,
}
_RAZZ_CATEGORY = {
    (1, 1, 1, 1, 1): 0,
    (2, 1, 1, 1): 1,
    (2, 2, 1): 2,
    (3, 1, 1): 3,
    (3, 2): 4,
    (4, 1): 5,
}


def pack_value(category: int, digits: Sequence[int]) -> int:
    """A value of the encoding above: ``category`` and up to five rank digits, most significant first."""
    value = category
    for position in range(_DIGITS):
        value = (value << 4) | (digits[position] if position < len(digits) else 0)
    return value


def category_of(value: int) -> Category:
    """The category of a ``high_value`` result.

    >>> from croupier.engine.cards import parse_cards
    >>> category_of(high_value(parse_cards("7s7d7hKcKd2s3s")))
    <Category.FULL_HOUSE: 6>
    """
    return Category(value >> CATEGORY_SHIFT)


# (top rank, the five rank bits), best first; bit r - 2 stands for rank r, and the wheel's ace
# is bit 12.
_STRAIGHTS = (*((top, 0b11111 << (top - 6)) for top in range(14, 5, -1)), (5, 0b1000000001111))


def _straight_top(mask: int) -> int:
    """The top rank of the highest straight in a rank bitmask (5 for the wheel), else 0."""
    for top, straight in _STRAIGHTS:
        if mask & straight == straight:
            return top
    return 0


def grouped_ranks(ranks: Sequence[int]) -> tuple[tuple[int, ...], list[int]]:
    """The group sizes, largest first, and each group's rank (bigger rank first within a size)."""
    counts: dict[int, int] = {}
    for rank in ranks:
        counts[rank] = counts.get(rank, 0) + 1
    order = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    return tuple(counts[rank] for rank in order), order


def _high5_value(ranks: Sequence[int]) -> int:
    """The high value of five cards of different suits given their ranks (2..14)."""
    shape, order = grouped_ranks(ranks)
    if len(order) == 5:
        top = _straight_top(sum(1 << (rank - 2) for rank in order))
        return pack_value(Category.STRAIGHT, (top,)) if top else pack_value(Category.HIGH_CARD, order)
    return pack_value(_GROUP_CATEGORY[shape], order)


def _razz5_badness(ranks: Sequence[int]) -> int:
    """How bad five ranks (ace already 1) are as an ace-to-five low: smaller is better."""
    shape, order = grouped_ranks(ranks)
    return pack_value(_RAZZ_CATEGORY[shape], order)


def _low8_5_value(ranks: Sequence[int]) -> int:
    """Five ranks (ace already 1) as an 8-or-better low, or ``NO_LOW``."""
    if len(set(ranks)) != 5 or max(ranks) > 8:
        return NO_LOW
    return _LOW8_CEILING - pack_value(0, sorted(ranks, reverse=True))


# ---------------------------------------------------------------------------------------------
# Tables. A hand's key is the sum of its cards' ints. Bits 0..30 hold the rank multiset as
# base-5 digits (a rank appears at most four times). For the high hand, bits 32..47 add one 4-bit
# counter per suit that starts at 3, so bit 3 of a counter is set exactly when five or more cards
# share the suit. One dict lookup on the rank part then gives the value, unless there is a flush.

_RANK_BITS: Final = 31
_RANK_MASK: Final = (1 << _RANK_BITS) - 1
_SUIT_SHIFT: Final = 32
_SUIT_START: Final = sum(3 << (_SUIT_SHIFT + 4 * suit) for suit in range(4))
_FLUSH_BITS: Final = sum(8 << (_SUIT_SHIFT + 4 * suit) for suit in range(4))
_FLUSH_SUIT = {1 << (4 * suit): suit for suit in range(4)}
_POWER5 = tuple(5**index for index in range(13))

# Indexed by card.rank (2..14), and for _CARD_KEY then by card.suit.
_RANK_DIGIT: Final[list[int]] = [0, 0, *_POWER5]
_CARD_KEY: Final[list[list[int]]] = [
    [],
    [],
    *([digit + (1 << (_SUIT_SHIFT + 4 * suit)) for suit in range(4)] for digit in _POWER5),
]

# Each filled in place when a run has valued enough hands (see _slow), so that the names bound
# above stay valid.
_HIGH: Final[dict[int, int]] = {}  # rank-multiset key -> best non-flush high value
_RAZZ: Final[dict[int, int]] = {}  # rank-multiset key -> razz value
_LOW8: Final[dict[int, int | None]] = {}  # rank-multiset key -> 8-or-better value or None
_FLUSH: list[int] = []  # 13-bit rank mask of the flush suit -> best flush or straight flush


def _fill(table: dict[int, int], five: Callable[[list[int]], int]) -> None:
    """Fill ``table`` for every rank multiset of 5 to 7 cards: five cards by ``five`` (given the
    ranks 2..14), six and seven as the best of the multisets one card smaller."""
    power = _POWER5.__getitem__
    value_of = table.__getitem__
    for size in (5, 6, 7):
        for multiset in combinations_with_replacement(range(13), size):
            if any(map(eq, multiset, multiset[4:])):  # sorted, so a rank five times is in a row
                continue
            key = sum(map(power, multiset))
            if size == 5:
                table[key] = five([index + 2 for index in multiset])
            else:
                table[key] = max(map(value_of, set(map(key.__sub__, map(power, multiset)))))


def _flush_of(mask: int) -> int:
    """The best flush or straight flush of a suit's 13-bit rank mask (five ranks or more)."""
    top = _straight_top(mask)
    ranks = [index + 2 for index in range(13) if mask >> index & 1]
    return pack_value(Category.STRAIGHT_FLUSH, (top,)) if top else pack_value(Category.FLUSH, ranks[:-6:-1])


def _shipped(name: str) -> dict[int, int] | None:
    """The table ``name`` from the file made at build time (``evaluate_tables``), None without one."""
    found = evaluate_tables.load(name)
    if not isinstance(found, tuple):
        return None
    keys, values = found
    return dict(zip(keys, values, strict=True))


def _build_high() -> None:
    shipped = _shipped("high")
    flush_values = evaluate_tables.load("flush")
    if shipped is not None and flush_values is not None and not isinstance(flush_values, tuple):
        _FLUSH[:] = list(flush_values)
        _HIGH.update(shipped)
        return
    flush = [0] * (1 << 13)
    for mask in range(1 << 13):
        if mask.bit_count() >= 5:
            flush[mask] = _flush_of(mask)
    _FLUSH[:] = flush
    high: dict[int, int] = {}
    _fill(high, _high5_value)
    _HIGH.update(high)  # last: an empty _HIGH means "not built yet"


def _low_ranks(ranks: list[int]) -> list[int]:
    return [1 if rank == 14 else rank for rank in ranks]


def _build_razz() -> None:
    shipped = _shipped("razz")
    if shipped is not None:
        _RAZZ.update(shipped)
        return
    razz: dict[int, int] = {}
    _fill(razz, lambda ranks: RAZZ_CEILING - _razz5_badness(_low_ranks(ranks)))
    _RAZZ.update(razz)


def _build_low8() -> None:
    shipped = _shipped("low8")
    if shipped is not None:
        _LOW8.update({key: value or None for key, value in shipped.items()})
        return
    low8: dict[int, int] = {}
    _fill(low8, lambda ranks: _low8_5_value(_low_ranks(ranks)))
    _LOW8.update({key: None if value == NO_LOW else value for key, value in low8.items()})


_T = TypeVar("_T")


def checked_cards(cards: Sequence[Card], sizes: range = range(5, 8)) -> tuple[Card, ...]:
    """The interned cards, after checking the hand's size and that no card appears twice."""
    if len(cards) not in sizes:
        raise HandSizeError(f"{len(cards)} cards given: a hand has {sizes.start} to {sizes.stop - 1} cards")
    # Each card's index once; distinct indexes are distinct cards (a compiled loop, no generator).
    indexes = [card.index for card in cards]
    interned = tuple([CARDS[index] for index in indexes])
    if len(set(indexes)) != len(indexes):
        text = " ".join(str(card) for card in interned)
        raise DuplicateCardError(f"{text}: a card appears twice, and a deck has each card once")
    return interned


# The tables take a moment to build (0.2 s or more), which a short run does not win back: one
# replayed hand, a command line, the first showdowns of a session. So the first hands are valued
# directly, five cards at a time (the same values; the tests compare them), and the table is built
# at the _DIRECT_LIMIT-th hand that needs it.
# With the tables shipped as a file (made at build time) a hand's value is looked up in the file's
# sorted arrays instead (a binary search: about 12,000 instructions with the missed lookup before
# it), and the table is made from them (about 80 million, a dictionary of 73,775 keys) once
# _FILED_LIMIT hands have been looked up that way, when the searches have cost about as much as
# making it (counted with valgrind): a command that values a few thousand hands never makes a
# table, and no run pays much more than twice what it needs.
_DIRECT_LIMIT: Final = 64
_FILED_LIMIT: Final = 6000
# Hands valued without each table so far (high, razz, low8): a list, so that the compiled module
# can count in place.
_direct_count: Final = [0, 0, 0]


def _tables_shipped() -> bool:
    return evaluate_tables.available()


class _Ways(NamedTuple, Generic[_T]):
    """How a table's values are found without the table: its builder, the direct valuation, the
    lookup in the shipped file, and its place in ``_direct_count``."""

    table: Sized
    build: Callable[[], None]
    direct: Callable[[tuple[Card, ...]], _T]
    filed: Callable[[tuple[Card, ...]], _T]
    at: int


def _slow(evaluate: Callable[[Sequence[Card]], _T], cards: Sequence[Card], ways: _Ways[_T]) -> _T:
    """The fast path missed: value the cards from the file, directly, or build its table, or say
    what is wrong with the cards."""
    hand = checked_cards(cards)
    if not ways.table:
        shipped = _tables_shipped()
        if _direct_count[ways.at] < (_FILED_LIMIT if shipped else _DIRECT_LIMIT):
            _direct_count[ways.at] += 1
            return ways.filed(hand) if shipped else ways.direct(hand)
        ways.build()
    return evaluate(hand)


def _high_filed(hand: tuple[Card, ...]) -> int:
    """``high_value`` from the shipped file's arrays."""
    key = _SUIT_START
    for card in hand:
        key += _CARD_KEY[card.rank][card.suit]
    if key & _FLUSH_BITS:
        return evaluate_tables.flush_value(_flush_mask(hand, key))
    return evaluate_tables.lookup("high", key & _RANK_MASK)


def _razz_filed(hand: tuple[Card, ...]) -> int:
    """``razz_value`` from the shipped file's arrays."""
    return evaluate_tables.lookup("razz", _rank_key(hand))


def _low8_filed(hand: tuple[Card, ...]) -> int | None:
    """``low8_value`` from the shipped file's arrays (0 there is no low)."""
    return evaluate_tables.lookup("low8", _rank_key(hand)) or None


def _high_direct(hand: tuple[Card, ...]) -> int:
    """``high_value`` without its table: the best of every five cards."""
    best = 0
    for five in combinations(hand, 5):
        ranks = [int(card.rank) for card in five]
        if len({card.suit for card in five}) == 1:
            value = _flush_of(sum(1 << (rank - 2) for rank in ranks))
        else:
            value = _high5_value(ranks)
        best = max(best, value)
    return best


def _razz_direct(hand: tuple[Card, ...]) -> int:
    """``razz_value`` without its table."""
    return max(
        RAZZ_CEILING - _razz5_badness(_low_ranks([int(card.rank) for card in five]))
        for five in combinations(hand, 5)
    )


def _low8_direct(hand: tuple[Card, ...]) -> int | None:
    """``low8_value`` without its table."""
    best = max(_low8_5_value(_low_ranks([int(card.rank) for card in five])) for five in combinations(hand, 5))
    return None if best == NO_LOW else best


def _flush_mask(cards: Sequence[Card], key: int) -> int:
    """The 13-bit rank mask of the suit that ``key`` says five or more of ``cards`` share."""
    suit = _FLUSH_SUIT[(key & _FLUSH_BITS) >> (_SUIT_SHIFT + 3)]
    mask = 0
    for card in cards:
        if card.suit == suit:
            mask |= 1 << (card.rank - 2)
    return mask


def _flush_value(cards: Sequence[Card], key: int) -> int:
    return _FLUSH[_flush_mask(cards, key)]


def _sized(cards: Sequence[Card]) -> Sequence[Card]:
    if not 5 <= len(cards) <= 7:
        raise HandSizeError(f"{len(cards)} cards given: a hand has 5 to 7 cards")
    return cards


_HIGH_WAYS: Final = _Ways(_HIGH, _build_high, _high_direct, _high_filed, 0)
_RAZZ_WAYS: Final = _Ways(_RAZZ, _build_razz, _razz_direct, _razz_filed, 1)
_LOW8_WAYS: Final = _Ways(_LOW8, _build_low8, _low8_direct, _low8_filed, 2)


# The hot functions spell out the seven-card case card by card: attribute loads and list
# subscripts are specialised by the interpreter, and measure about twice as fast as a loop or
# sum(map(...)) over the cards. Other sizes take the loop. They trust the cards to be distinct
# (the readings check); a rank five times shows up as a missing key and is reported by _slow.


def high_value(cards: Sequence[Card]) -> int:
    """The best five-card high hand of 5 to 7 cards (R7.1): larger is better, equal is a split.

    >>> from croupier.engine.cards import parse_cards
    >>> high_value(parse_cards("AsAdKcQh9d")) == high_value(parse_cards("AhAcKdQs9c"))
    True
    """
    if not _HIGH:  # not made yet: looked up in the file or valued directly, no exception raised
        return _slow(high_value, cards, _HIGH_WAYS)
    table = _CARD_KEY
    try:
        if len(cards) == 7:
            c1, c2, c3, c4, c5, c6, c7 = cards
            key = (
                _SUIT_START
                + table[c1.rank][c1.suit]
                + table[c2.rank][c2.suit]
                + table[c3.rank][c3.suit]
                + table[c4.rank][c4.suit]
                + table[c5.rank][c5.suit]
                + table[c6.rank][c6.suit]
                + table[c7.rank][c7.suit]
            )
        else:
            key = _SUIT_START
            for card in _sized(cards):
                key += table[card.rank][card.suit]
        if key & _FLUSH_BITS:
            return _flush_value(cards, key)
        return _HIGH[key & _RANK_MASK]
    except LookupError:  # a table not built yet (or a duplicated card)
        return _slow(high_value, cards, _HIGH_WAYS)


def _rank_key(cards: Sequence[Card]) -> int:
    digit = _RANK_DIGIT
    if len(cards) == 7:
        c1, c2, c3, c4, c5, c6, c7 = cards
        return (
            digit[c1.rank]
            + digit[c2.rank]
            + digit[c3.rank]
            + digit[c4.rank]
            + digit[c5.rank]
            + digit[c6.rank]
            + digit[c7.rank]
        )
    key = 0
    for card in _sized(cards):
        key += digit[card.rank]
    return key


def low8_value(cards: Sequence[Card]) -> int | None:
    """The best 8-or-better low of 5 to 7 cards (R7.2): larger is better; ``None`` if none.

    >>> from croupier.engine.cards import parse_cards
    >>> low8_value(parse_cards("8c6d4h3c2d")) > low8_value(parse_cards("8h6s5c4d2s"))
    True
    >>> low8_value(parse_cards("KcKd9h9c2d3cJh")) is None
    True
    """
    if not _LOW8:
        return _slow(low8_value, cards, _LOW8_WAYS)
    try:
        return _LOW8[_rank_key(cards)]
    except KeyError:
        return _slow(low8_value, cards, _LOW8_WAYS)


def razz_value(cards: Sequence[Card]) -> int:
    """The best ace-to-five low of 5 to 7 cards (R7.3): larger is better, i.e. lower."""
    if not _RAZZ:
        return _slow(razz_value, cards, _RAZZ_WAYS)
    try:
        return _RAZZ[_rank_key(cards)]
    except KeyError:
        return _slow(razz_value, cards, _RAZZ_WAYS)
