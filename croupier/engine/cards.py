"""Ranks, suits, cards and the deck.

>>> Card.parse("Kd")
Card.parse('Kd')
>>> str(Card.parse("Kd"))
'Kd'
>>> [str(card) for card in parse_cards("AsKs2c")]
['As', 'Ks', '2c']
"""

from __future__ import annotations

import copyreg
import dataclasses
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import IntEnum

from croupier.engine.errors import CardParseError, DeckExhaustedError, DuplicateCardError

__all__ = [
    "CARDS",
    "Card",
    "Deck",
    "Rank",
    "Suit",
    "copy_by_fields",
    "copyable",
    "format_cards",
    "parse_cards",
    "shuffle",
]


class Rank(IntEnum):
    """A card's rank; the value is the high-poker rank with the ace high (14)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        """The one-character rank symbol: ``"2"``..``"9"``, ``"T"``, ``"J"``, ``"Q"``, ``"K"``, ``"A"``."""
        return _RANK_SYMBOLS[self - 2]

    @property
    def low(self) -> int:
        """The rank's value when the ace plays low (ace = 1), as in razz and 8-or-better."""
        return 1 if self is Rank.ACE else int(self)

    @classmethod
    def parse(cls, symbol: str) -> Rank:
        """The rank for a symbol such as ``"T"`` or ``"a"``."""
        index = _RANK_SYMBOLS.find(symbol.upper()) if len(symbol) == 1 else -1
        if index < 0:
            raise CardParseError(f"unknown rank {symbol!r}: use one of {_RANK_SYMBOLS}")
        return cls(index + 2)


class Suit(IntEnum):
    """A card's suit, valued in the order used for the bring-in and odd chips: c < d < h < s."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def symbol(self) -> str:
        """The one-letter suit symbol: ``"c"``, ``"d"``, ``"h"`` or ``"s"``."""
        return _SUIT_SYMBOLS[self]

    @property
    def glyph(self) -> str:
        """The suit as a printed glyph: ♣ ♦ ♥ ♠."""
        return "♣♦♥♠"[self]

    @classmethod
    def parse(cls, symbol: str) -> Suit:
        """The suit for a symbol such as ``"s"`` (or the glyph ``"♠"``)."""
        lowered = symbol.lower()
        index = _SUIT_SYMBOLS.find(lowered) if len(symbol) == 1 else -1
        if index < 0:
            index = "♣♦♥♠".find(symbol) if len(symbol) == 1 else -1
        if index < 0:
            raise CardParseError(f"unknown suit {symbol!r}: use one of c, d, h, s")
        return cls(index)


_RANK_SYMBOLS = "23456789TJQKA"
_SUIT_SYMBOLS = "cdhs"


# repr=False, eq=False: they are written out below (dataclasses would generate them at every start
# only to see them kept).
@dataclass(frozen=True, slots=True, repr=False, eq=False)
class Card:
    """A playing card. Cards are interned: ``Card.parse`` returns the same object for the same card.

    Ordering compares rank first, then suit (c < d < h < s), the order used for the bring-in.
    """

    rank: Rank
    suit: Suit

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written as rank then suit, such as ``"Kd"``, ``"Ts"`` or ``"10h"``."""
        cleaned = text.strip()
        try:
            return _BY_TEXT[cleaned]
        except KeyError:
            pass
        if cleaned.startswith("10"):
            cleaned = "T" + cleaned[2:]
        if len(cleaned) != 2:
            raise CardParseError(f"{text!r} is not a card: write a rank and a suit, such as 'Kd'")
        return _CARDS[Rank.parse(cleaned[0])][Suit.parse(cleaned[1])]

    @property
    def index(self) -> int:
        """A number 0..51 unique to the card: (rank - 2) * 4 + suit."""
        return (self.rank - 2) * 4 + self.suit

    # Written out rather than generated: the same in the mypyc-compiled engine, and cheaper.
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.rank == other.rank and self.suit == other.suit

    def __hash__(self) -> int:
        return self.rank * 4 + self.suit

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self  # a card is an immutable value: copies of a hand share the interned cards

    def __reduce__(self) -> tuple[Callable[[str], Card], tuple[str]]:
        return (Card.parse, (str(self),))

    def __str__(self) -> str:
        return self.rank.symbol + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card.parse('{self}')"

    def __lt__(self, other: Card) -> bool:
        return (self.rank, self.suit) < (other.rank, other.suit)

    def __le__(self, other: Card) -> bool:
        return (self.rank, self.suit) <= (other.rank, other.suit)

    def __gt__(self, other: Card) -> bool:
        return (self.rank, self.suit) > (other.rank, other.suit)

    def __ge__(self, other: Card) -> bool:
        return (self.rank, self.suit) >= (other.rank, other.suit)


def copy_by_fields(value: object) -> tuple[type, tuple[object, ...]]:
    """How ``copy`` and ``pickle`` rebuild a frozen dataclass: by calling it with its fields.

    Registered (``copyable``) for the engine's frozen values, because mypyc compiles them into
    classes without the settable state the generic protocol needs (see ``compiled.py``).
    """
    fields = dataclasses.fields(value)  # type: ignore[arg-type]
    return (type(value), tuple(getattr(value, field.name) for field in fields))


def copyable(*classes: type) -> None:
    """Let ``copy`` and ``pickle`` rebuild these frozen dataclasses from their fields."""
    for cls in classes:
        copyreg.pickle(cls, copy_by_fields)


_CARDS: dict[Rank, dict[Suit, Card]] = {rank: {suit: Card(rank, suit) for suit in Suit} for rank in Rank}
CARDS: tuple[Card, ...] = tuple(_CARDS[rank][suit] for rank in Rank for suit in Suit)
"""All 52 cards, ordered by ``Card.index``."""
_BY_TEXT: dict[str, Card] = {str(card): card for card in CARDS}


def parse_cards(text: str) -> tuple[Card, ...]:
    """Cards written one after another, with or without spaces or commas: ``"AsKs2c"``, ``"As Ks"``.

    >>> parse_cards("Th 9h, 10c")
    (Card.parse('Th'), Card.parse('9h'), Card.parse('Tc'))
    """
    compact = "".join(text.replace(",", " ").split())
    compact = compact.replace("10", "T")
    if len(compact) % 2:
        raise CardParseError(f"{text!r} is not a list of cards: each card is a rank and a suit")
    cards = []
    for start in range(0, len(compact), 2):
        try:
            cards.append(Card.parse(compact[start : start + 2]))
        except CardParseError as error:
            raise CardParseError(f"in {text!r}, card {start // 2 + 1}: {error}") from None
    return tuple(cards)


def format_cards(cards: Iterable[Card], separator: str = "") -> str:
    """Cards as text, the inverse of ``parse_cards``: ``"AsKs2c"``."""
    return separator.join(str(card) for card in cards)


_BIT_LENGTHS = [n.bit_length() for n in range(len(CARDS) * 2 + 1)]


def shuffle(cards: list[Card], rng: random.Random) -> None:
    """``rng.shuffle(cards)``, with the same result, at twice the speed for a plain ``random.Random``.

    A hand begins with a shuffle, so it is a good part of a simulated hand's cost. This is CPython's
    Fisher-Yates with ``_randbelow`` written inline; ``tests/engine/test_cards.py`` holds it to the
    library's result. Other generators (subclasses, ``SystemRandom``) use their own ``shuffle``.
    """
    if type(rng) is not random.Random or len(cards) >= len(_BIT_LENGTHS):
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    bits = _BIT_LENGTHS
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = bits[n]
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


def _ensure_unique(cards: Sequence[Card], what: str) -> None:
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise DuplicateCardError(f"{card} appears twice in {what}: a deck has each card once")
        seen.add(card)


class Deck:
    """The stub the dealer deals from: top card first.

    Give it a ``random.Random`` to shuffle (seedable), or ``top`` cards to stack the deck for tests
    and scripted drills; the rest of the 52 follow the stacked cards, shuffled by ``rng`` when one is
    given, else in index order. ``complete=False`` makes a deck of only the stacked cards.

    >>> deck = Deck(top=parse_cards("2c2hKd"))
    >>> [str(deck.draw()) for _ in range(3)], len(deck)
    (['2c', '2h', 'Kd'], 49)
    """

    __slots__ = ("_cards",)

    def __init__(
        self,
        rng: random.Random | None = None,
        *,
        top: Sequence[Card] = (),
        complete: bool = True,
    ) -> None:
        stacked = list(top)
        rest: list[Card] = []
        if stacked:
            _ensure_unique(stacked, "the stacked cards")
            if complete:
                chosen = set(stacked)
                rest = [card for card in CARDS if card not in chosen]
        elif complete:
            rest = list(CARDS)
        if rest and rng is not None:
            shuffle(rest, rng)
        # Stored bottom-first so that drawing the top card is a cheap pop().
        self._cards = (stacked + rest)[::-1]

    @classmethod
    def shuffled(cls, seed: int | None = None) -> Deck:
        """A full deck shuffled by a ``random.Random`` seeded with ``seed``."""
        return cls(random.Random(seed))

    def __copy__(self) -> Deck:
        clone = Deck(complete=False)
        clone._cards = list(self._cards)
        return clone

    def __deepcopy__(self, memo: dict[int, object]) -> Deck:
        return self.__copy__()  # the cards are immutable values, so the order is all there is to copy

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        """The cards from the top down."""
        return reversed(self._cards)

    def draw(self) -> Card:
        """Take the top card."""
        if not self._cards:
            raise DeckExhaustedError("the stub is empty: there is no card left to deal")
        return self._cards.pop()

    def bottom(self) -> Card:
        """The bottom card, the one the cut card protects."""
        if not self._cards:
            raise DeckExhaustedError("the stub is empty: there is no bottom card")
        return self._cards[0]

    def remove(self, card: Card) -> None:
        """Take a particular card out of the stub (used when replaying known cards)."""
        if not self.take(card):
            raise DuplicateCardError(f"{card} is not in the stub: it was already dealt")

    def take(self, card: Card) -> bool:
        """Take ``card`` out of the stub if it is there; is it?"""
        index = self._index(card)
        if index < 0:
            return False
        self._cards.pop(index)  # compiled, a list's own removal (``del`` is a generic one)
        return True

    def _index(self, card: object) -> int:
        # Cards are interned, so a look for the very object (no comparison called) nearly always
        # finds it; an equal copy is looked for only then.
        cards = self._cards
        for index, other in enumerate(cards):
            if other is card:
                return index
        for index, other in enumerate(cards):
            if other == card:
                return index
        return -1

    def __contains__(self, card: object) -> bool:
        return self._index(card) >= 0

    def scramble_in(self, cards: Iterable[Card], rng: random.Random | None) -> None:
        """Mix ``cards`` with the stub (the run-out reshuffle); with no ``rng`` they go on top in order."""
        added = list(cards)
        _ensure_unique(self._cards + added, "the stub and the cards scrambled into it")
        if rng is None:
            self._cards.extend(reversed(added))
        else:
            self._cards.extend(added)
            shuffle(self._cards, rng)

    def put_on_top(self, cards: Sequence[Card]) -> None:
        """Place ``cards`` on top of the stub, the first one on top (stacking a drill mid-hand)."""
        _ensure_unique(self._cards + list(cards), "the stub and the cards put on it")
        self._cards.extend(reversed(cards))
