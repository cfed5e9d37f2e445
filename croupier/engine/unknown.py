"""Who could open a street when upcards are unknown: the checks behind ``Hand.take_opener``.

A replayed hand history may record a player's door card or later upcards as ``??``. Then the cards
cannot say who brings it in (R3.2, R3.3) or acts first (R5.2–R5.4); the hand history's own record of
who did is taken instead, if it is consistent with what is known. A seat could be the low card (or
lead the betting) when some assignment of the unseen cards to the unknown upcards makes it so:

- on 3rd street exactly: the low card's door (or, unknown, the unseen card that brings it in most
  surely) must bring it in against every known door, with enough unseen cards left that bring it in
  less for every other unknown door;
- on 4th–7th street, a board with an unknown card could be anything, so a seat with such a board
  could lead, and one beside it need not; a fully known board must be the best of the fully known
  boards (ties as the house rule breaks them).

>>> from croupier.engine.cards import CARDS, Card
>>> door = Card.parse
>>> could_bring_in(door("2c"), [door("Kd"), None], set(CARDS) - {door("2c"), door("Kd")}, high_door=False)
True
>>> could_bring_in(door("Kd"), [door("2c")], set(CARDS), high_door=False)
False
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from croupier.engine.cards import Card

__all__ = ["bring_in_key", "could_bring_in", "could_lead"]


def bring_in_key(card: Card, *, high_door: bool) -> tuple[int, int]:
    """The larger key brings it in: the lowest door (stud, hi-lo), the highest (razz, ace low)."""
    if high_door:
        return (card.rank.low, card.suit)
    return (-card.rank, -card.suit)


def could_bring_in(
    door: Card | None, others: Sequence[Card | None], unseen: Iterable[Card], *, high_door: bool
) -> bool:
    """Could a seat with ``door`` (None: unknown) be the low card against the ``others``' doors?"""
    keys = sorted(bring_in_key(card, high_door=high_door) for card in unseen)
    known = [bring_in_key(card, high_door=high_door) for card in others if card is not None]
    hidden = sum(card is None for card in others)
    if door is None:
        if not keys:
            return False
        mine = keys.pop()  # the unseen card most sure to bring it in
    else:
        mine = bring_in_key(door, high_door=high_door)
    below = sum(key < mine for key in keys)
    return all(key < mine for key in known) and below >= hidden


def could_lead(key: tuple[int, int] | None, others: Iterable[tuple[int, int] | None]) -> bool:
    """Could a seat whose board ranks ``key`` (None: partly unknown) lead against ``others``?

    A key is (board value, tiebreak): the house rule's tiebreak makes keys of known boards unique.
    """
    return key is None or all(other is None or other < key for other in others)


def board_key(
    up: Sequence[Card | None],
    seat: int,
    *,
    community: Card | None,
    low_board: bool,
    by_suit: bool,
) -> tuple[int, int] | None:
    """A fully known board's rank for leading (``could_lead``), ties broken by the house rule's
    high card by suit or by position; None while any of its upcards is unknown."""
    from croupier.engine.boards import razz_board_value_of_ranks, stud_board_value_of_ranks  # noqa: PLC0415
    from croupier.engine.leader import high_card  # noqa: PLC0415

    if None in up:
        return None
    cards = [card for card in up if card is not None]
    if community is not None:
        cards.append(community)
    if low_board:
        ranks = tuple(sorted(1 if card.rank == 14 else int(card.rank) for card in cards))
        value = razz_board_value_of_ranks(ranks)
    else:
        ranks = tuple(sorted(int(card.rank) for card in cards))
        value = stud_board_value_of_ranks(ranks)
    tiebreak = high_card(up, community).index if by_suit else -seat
    return (value, tiebreak)
