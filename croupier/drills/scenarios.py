"""Constructed positions: decks stacked (seeded, reproducible) so that the hard cases a dealer gets
wrong come up at a set rate instead of by chance: boards tied for the first action (exactly, so that
position or suit decides, or in words only, so that the next card decides) and open pairs on 4th
street. The engine still decides everything: a stacked deal is played like any other, and a
generator keeps a constructed position only when the engine's own reading of it is the case wanted.

>>> import random
>>> from croupier.engine.rules import STUD
>>> case = tied_boards(random.Random(3), STUD, players=5, street=4, kind="exact")
>>> len(case.boards), sorted(len(board) for board in case.boards.values())
(5, [2, 2, 2, 2, 2])
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from croupier.engine.cards import CARDS, Card, Rank, Suit
from croupier.engine.rules import Variant

__all__ = ["CASE_KINDS", "Stacked", "open_pair", "stacked_top", "tied_boards"]

CASE_KINDS = ("exact", "next_card")
"""Tied boards: ``exact`` (the same ranks: position, or by house rule the suit, decides) and
``next_card`` (the same words, "ace-king" and "ace-king": a lower card decides)."""


@dataclass(frozen=True, slots=True)
class Stacked:
    """A constructed deal: each seat's upcards up to the street wanted (door card first), the seats
    the case is about, and the top of the deck that deals exactly that when nobody folds."""

    boards: Mapping[int, tuple[Card, ...]]
    seats: tuple[int, ...]
    top: tuple[Card, ...]


def stacked_top(rng: random.Random, boards: Mapping[int, Sequence[Card]], street: int) -> list[Card]:
    """The top of a deck that deals every seat of ``boards`` (seat 1 first) two random down cards
    and then the given upcards, street by street up to ``street``, with a random burn before each
    street from 4th (R1.3, R1.4, R6.2) — as long as nobody folds."""
    seats = sorted(boards)
    used = {card for board in boards.values() for card in board}
    spares = [card for card in CARDS if card not in used]
    rng.shuffle(spares)
    top: list[Card] = [spares.pop() for _ in seats]  # first down card
    top += [spares.pop() for _ in seats]  # second down card
    top += [boards[seat][0] for seat in seats]  # the door
    for number in range(4, street + 1):
        top.append(spares.pop())  # the burn
        top += [boards[seat][number - 3] for seat in seats]
    return top


def _value(rank: Rank, *, low: bool) -> int:
    return rank.low if low else int(rank)


def _suits(rng: random.Random, count: int) -> list[Suit]:
    return rng.sample(list(Suit), count)


def tied_boards(rng: random.Random, variant: Variant, *, players: int, street: int, kind: str) -> Stacked:
    """Two seats whose boards tie for the first action on ``street`` (4th to 6th), the others
    showing worse: ``kind`` ``exact`` or ``next_card`` (see ``CASE_KINDS``; ``next_card`` needs
    three upcards or more). High boards tie on a pair of the same rank in other suits (or on high
    cards), razz boards on low cards."""
    count = street - 2
    low = variant.low_board_acts_first
    tied = tuple(sorted(rng.sample(range(1, players + 1), 2)))
    ranks_by_value = sorted(Rank, key=lambda rank: _value(rank, low=low))
    if low:
        # Razz: a low unpaired board (the best there is); the others show higher or paired boards.
        good = rng.sample(ranks_by_value[:7], count)
    elif count >= 2 and rng.random() < 0.6:
        pair = rng.choice(ranks_by_value[-5:])
        good = [pair, pair, *rng.sample([r for r in ranks_by_value if r != pair], count - 2)]
    else:
        top = ranks_by_value[-1]
        good = [top, *rng.sample(ranks_by_value[4:-1], count - 1)]
    # Highest first (in razz too: low boards are compared from their highest card down).
    good.sort(key=lambda rank: (good.count(rank), _value(rank, low=low)), reverse=True)
    first = list(good)
    second = list(good)
    if kind == "next_card":
        # The same words (the pair, or the top two cards) and the last card lower or higher.
        if count < 3:
            raise ValueError("a tie decided by the next card needs three upcards or more")
        below = _value(good[-2], low=low)
        free = [rank for rank in Rank if rank not in good and _value(rank, low=low) < below]
        if not free:
            raise ValueError("no card to tell the boards apart")
        second[-1] = rng.choice(free)
    cards: dict[int, list[Card]] = {seat: [] for seat in tied}
    used: set[Card] = set()
    for mine, theirs in zip(first, second, strict=True):
        for seat, rank in zip(tied, (mine, theirs), strict=True):
            suit = next(s for s in _suits(rng, 4) if Card(rank, s) not in used)
            cards[seat].append(Card(rank, suit))
            used.add(cards[seat][-1])
    boards: dict[int, tuple[Card, ...]] = {}
    worst = max(_value(rank, low=low) for rank in good)
    for seat in range(1, players + 1):
        if seat in cards:
            order = cards[seat]
            rng.shuffle(order)
            boards[seat] = tuple(order)
            continue
        # An unpaired board that shows worse: lower cards in high games, higher ones in razz.
        if low:
            pool = [r for r in Rank if _value(r, low=True) > worst]
        else:
            pool = [r for r in Rank if _value(r, low=False) < worst]
        spare = [card for card in CARDS if card not in used and card.rank in pool]
        chosen: list[Card] = []
        for card in rng.sample(spare, len(spare)):
            if card.rank not in {c.rank for c in chosen}:
                chosen.append(card)
            if len(chosen) == count:
                break
        if len(chosen) < count:
            raise ValueError("not enough cards for the other boards")
        used.update(chosen)
        boards[seat] = tuple(chosen)
    return Stacked(boards, tied, tuple(stacked_top(rng, boards, street)))


def open_pair(rng: random.Random, *, players: int) -> Stacked:
    """One seat's door card and 4th-street card pair (an open pair on 4th street, R4.3); the other
    seats' boards are random."""
    seat = rng.randint(1, players)
    rank = rng.choice(list(Rank))
    pair = [Card(rank, suit) for suit in _suits(rng, 2)]
    rest = [card for card in CARDS if card not in pair]
    rng.shuffle(rest)
    boards = {other: (rest.pop(), rest.pop()) for other in range(1, players + 1) if other != seat}
    boards[seat] = (pair[0], pair[1])
    return Stacked(boards, (seat,), tuple(stacked_top(rng, boards, 4)))
