"""Who opens a street: the door card that brings it in on 3rd street (R3.2, R3.3) and the board that
acts first on the later ones (R5.2–R5.5).

>>> from croupier.engine.cards import Card
>>> from croupier.engine.rules import STUD, HouseRules
>>> players = [PlayerState(seat, 100, 100, up=[Card.parse(door)]) for seat, door in ((1, "9h"), (2, "Kd"))]
>>> bring_in_player(players, STUD).seat, board_leader(players, STUD, HouseRules(), None)
(1, 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from croupier.engine.boards import razz_board_value_of_ranks, stud_board_value_of_ranks
from croupier.engine.cards import Card
from croupier.engine.player import PlayerState
from croupier.engine.rules import CommunityFirstActor, HouseRules, Variant

__all__ = ["board_leader", "bring_in_player", "first_active_from", "high_card", "known"]

_HIGH_RANKS: Final = list(range(15))  # indexed by Rank: the rank as a plain int (ace 14)
_LOW_RANKS: Final = [*range(14), 1]  # the same with the ace low
# A board's ranks as one int, a base-5 digit per rank (indexed by Rank; a rank shows at most four
# times), so that each street's leader is found with an int-keyed lookup per player instead of a
# sorted tuple hashed. The same digit for the ace either way: the key names the cards' ranks, and
# each table below belongs to one valuation.
_RANK_DIGITS: Final = [0, 0, *(5**index for index in range(13))]
_HIGH_BOARDS: Final[dict[int, int]] = {}  # board key -> stud_board_value_of_ranks of its ranks
_LOW_BOARDS: Final[dict[int, int]] = {}  # board key -> razz_board_value_of_ranks of its ranks
_INCLUDE: Final = CommunityFirstActor.INCLUDE


def _razz_door_key(card: Card) -> tuple[int, int]:
    return (card.rank.low, card.suit)


def _stud_door_key(card: Card) -> tuple[int, int]:
    # The lowest door brings in, so the key is negated for max().
    return (-card.rank, -card.suit)


def known(card: Card | None) -> Card:
    assert card is not None
    return card


def high_card(up: Sequence[Card | None], community: Card | None) -> Card:
    """R5.4 (high card by suit): the highest known card of a board."""
    cards = [card for card in up if card is not None]
    if community is not None:
        cards.append(community)
    return max(cards)


def bring_in_player(live: Sequence[PlayerState], variant: Variant) -> PlayerState:
    """R3.2/R3.3: the live player whose door card is low card (razz: high card), ties by suit.

    Only known doors count; with none known, the first live player (the designation is then
    provisional: a hand history's record says who, ``Hand.take_opener``).
    """
    doors = [player for player in live if player.up[0] is not None]
    if not doors:
        return live[0]
    if variant.streets[0].opening.value == "high_door":
        return max(doors, key=lambda player: _razz_door_key(known(player.up[0])))
    return max(doors, key=lambda player: _stud_door_key(known(player.up[0])))


def board_leader(
    players: Sequence[PlayerState], variant: Variant, rules: HouseRules, community: Card | None
) -> int | None:
    """R5.2–R5.4: the live seat with the best (razz: lowest) board; ties by the house rule."""
    if community is not None and rules.community_card_first_actor is not _INCLUDE:
        community = None
    low = variant.low_board_acts_first
    boards = _LOW_BOARDS if low else _HIGH_BOARDS
    digit = _RANK_DIGITS
    shared = digit[community.rank] if community is not None else 0
    best = -1
    tied: list[PlayerState] = []
    unknown: PlayerState | None = None  # the first live seat whose board is all unknown
    for player in players:
        if player.folded:
            continue
        key = shared
        for card in player.up:
            if card is not None:
                key += digit[card.rank]
        if not key:
            unknown = unknown or player
            continue
        value = boards.get(key)
        if value is None:
            value = boards[key] = _board_value(player, community, low)
        if value > best:
            best = value
            tied = [player]
        elif value == best:
            tied.append(player)
    if not tied:
        return unknown.seat if unknown is not None else None
    if len(tied) > 1 and rules.first_to_act_by_suit(variant):
        return max(tied, key=lambda player: high_card(player.up, community)).seat
    return tied[0].seat


def _board_value(player: PlayerState, community: Card | None, low: bool) -> int:  # noqa: FBT001
    """The value of ``player``'s known upcards (and ``community``) as a board for the order of action."""
    # Plain ints, not Rank members: the board values are memoised by rank tuples, and an enum
    # member hashes in Python.
    rank_of = _LOW_RANKS if low else _HIGH_RANKS
    ranks = [rank_of[card.rank] for card in player.up if card is not None]
    if community is not None:
        ranks.append(rank_of[community.rank])
    ranks.sort()
    return razz_board_value_of_ranks(tuple(ranks)) if low else stud_board_value_of_ranks(tuple(ranks))


def first_active_from(players: Sequence[PlayerState], seat: int) -> int | None:
    """``seat`` if it can bet, else the next seat clockwise that can (R5.5)."""
    count = len(players)
    for offset in range(count):
        candidate = players[(seat - 1 + offset) % count]
        if candidate.active:
            return candidate.seat
    return None
