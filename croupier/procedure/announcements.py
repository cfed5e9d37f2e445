"""What the dealer says, as structured values, and which announcements are due when (RULES.md §2.9).

Announcements are frozen dataclasses, never strings: ``croupier.words.procedure_words`` words them
in English or German.
The functions here decide what is due from the showing cards and the house rules:

* 3rd street: the bring-in card (R9.1);
* 4th and 5th: each new pair, two pair or trips as it appears, then the high hand to act (razz: the
  low hand), and in seven card stud with an open pair on 4th the double-bet option (R9.2, R9.3);
* 6th: every pair, two pair and trips, and (``announce_possible_draws``) every possible straight,
  flush or straight flush by ``draw_definition`` (R9.4, R9.6), then the high hand;
* 7th: "last card" after the burn, before the down cards or the community card, and then the
  community card and the new high hand (R9.5);
* the action as it happens (R9.1) and each tabled hand at the showdown (R9.7).

>>> from croupier.engine.cards import parse_cards
>>> made_hands(5, {1: list(parse_cards("4c9c9h")), 2: list(parse_cards("KdQsQh"))},
...            {1: list(parse_cards("4c9c")), 2: list(parse_cards("KdQs"))})[0].code
'announce:pair:S1:9'
>>> [draw.code for draw in possible_draws({1: list(parse_cards("7h9hThJh"))}, DrawDefinition.FOUR_CARD)]
['announce:possible_straight_flush:S1']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations

from croupier.engine.boards import board_description
from croupier.engine.cards import Card, Rank
from croupier.engine.events import (
    ActionKind,
    ActionTaken,
    AntePosted,
    BetsGathered,
    BringInDesignated,
    CardDealt,
    CommunityCardDealt,
    Event,
    HandRedealt,
    StreetOpened,
    SupplyChecked,
)
from croupier.engine.hand import Hand
from croupier.engine.readings import HandDescription
from croupier.engine.rules import CommunityFirstActor, DrawDefinition, HouseRules, Stakes, Variant

__all__ = [
    "MADE_KINDS",
    "ActionCall",
    "Announcement",
    "AnteCall",
    "BringIn",
    "CallKind",
    "CommunityCard",
    "Draw",
    "FirstToAct",
    "LastCard",
    "MadeHand",
    "OpenPairOption",
    "PossibleDraw",
    "ShowdownReading",
    "action_call",
    "draw_shortfall",
    "due_announcements",
    "made_hands",
    "owed_after",
    "possible_draws",
    "same_words",
    "spoken_form",
    "street_announcements",
]

MADE_KINDS = ("pair", "two_pair", "three_of_a_kind", "four_of_a_kind")
"""The board descriptions a dealer announces when they appear."""


def _ranks(ranks: Sequence[Rank]) -> str:
    return "".join(rank.symbol for rank in ranks)


def _described(description: HandDescription) -> str:
    return f"{description.kind}:{_ranks(description.ranks)}" if description.ranks else description.kind


@dataclass(frozen=True, slots=True)
class AnteCall:
    """While scrambling, the dealer asks for the antes (SEED-002, R2.4): "Antes, please"."""

    @property
    def code(self) -> str:
        return "announce:antes"


@dataclass(frozen=True, slots=True)
class BringIn:
    """R9.1: "Deuce of clubs brings it in". ``passed_from``: the low card all-in for the ante (R3.8)."""

    seat: int
    card: Card
    passed_from: int | None = None
    passed_card: Card | None = None

    @property
    def code(self) -> str:
        passed = f":passed_from:S{self.passed_from}" if self.passed_from is not None else ""
        return f"announce:bring_in:S{self.seat}:{self.card}{passed}"


@dataclass(frozen=True, slots=True)
class MadeHand:
    """A pair, two pair, trips or quads showing on a board: "Pair of nines" (R9.2-R9.4)."""

    seat: int
    description: HandDescription

    @property
    def code(self) -> str:
        return f"announce:{self.description.kind}:S{self.seat}:{_ranks(self.description.ranks)}"


class Draw(StrEnum):
    """A possible straight, flush or straight flush on 6th street (R9.6)."""

    STRAIGHT = "possible_straight"
    FLUSH = "possible_flush"
    STRAIGHT_FLUSH = "possible_straight_flush"


@dataclass(frozen=True, slots=True)
class PossibleDraw:
    """ "Possible flush" for a seat's board on 6th street (R9.4, R9.6)."""

    seat: int
    draw: Draw

    @property
    def code(self) -> str:
        return f"announce:{self.draw.value}:S{self.seat}"


@dataclass(frozen=True, slots=True)
class FirstToAct:
    """The high hand (razz: the low hand) names the first to act: "Pair of sevens bets" (R9.2).

    ``leader`` is the best board's seat when that player is all-in and ``seat`` acts instead (R5.5).
    """

    seat: int
    description: HandDescription
    low: bool = False
    leader: int | None = None

    @property
    def code(self) -> str:
        leader = f":leader:S{self.leader}" if self.leader is not None else ""
        return f"announce:{'low' if self.low else 'high'}:S{self.seat}:{_described(self.description)}{leader}"


@dataclass(frozen=True, slots=True)
class OpenPairOption:
    """R4.3/R9.2: an open pair on 4th street in seven card stud: "Open pair — twenty or forty"."""

    small: int
    big: int

    @property
    def code(self) -> str:
        return f"announce:open_pair:{self.small}/{self.big}"


@dataclass(frozen=True, slots=True)
class LastCard:
    """R9.5: "Last card" before the 7th-street down cards (the German seed keeps the English)."""

    @property
    def code(self) -> str:
        return "announce:last_card"


@dataclass(frozen=True, slots=True)
class CommunityCard:
    """R6.6/R9.5: the community card, turned face up in the centre."""

    card: Card

    @property
    def code(self) -> str:
        return f"announce:community:{self.card}"


class CallKind(StrEnum):
    """The action calls a dealer makes as the betting goes (R9.1)."""

    BRING_IN = "bring_in"
    COMPLETE = "complete"
    BET = "bet"
    RAISE = "raise"
    RERAISE = "reraise"
    CAP = "cap"  # the last raise allowed: the betting is capped (R4.4)


@dataclass(frozen=True, slots=True)
class ActionCall:
    """The dealer's comment on a wager: "Raise to sixty; forty to you" (R9.1, R11.7). ``amount`` is
    the street total; ``owed`` what the next player to act must put in to call (0: nobody is left
    to act)."""

    seat: int
    call: CallKind
    amount: int
    all_in: bool = False
    owed: int = 0

    @property
    def code(self) -> str:
        owed = f":owes{self.owed}" if self.owed else ""
        return (
            f"announce:{self.call.value}:S{self.seat}:{self.amount}{':all_in' if self.all_in else ''}{owed}"
        )


@dataclass(frozen=True, slots=True)
class ShowdownReading:
    """R9.7: the reading of a tabled hand. ``high`` is None in razz; ``low`` None in seven card
    stud, the low (or ``no_low``) in hi-lo and the razz hand in razz."""

    seat: int
    high: HandDescription | None
    low: HandDescription | None

    @property
    def code(self) -> str:
        parts = [_described(part) for part in (self.high, self.low) if part is not None]
        return f"S{self.seat}:" + "/".join(parts)


Announcement = (
    AnteCall
    | BringIn
    | MadeHand
    | PossibleDraw
    | FirstToAct
    | OpenPairOption
    | LastCard
    | CommunityCard
    | ActionCall
    | ShowdownReading
)


# ------------------------------------------------------------------------------------ deciding


def made_hands(
    street: int,
    boards: Mapping[int, Sequence[Card]],
    previous: Mapping[int, Sequence[Card]],
    *,
    low: bool = False,
) -> list[MadeHand]:
    """The pairs, two pairs, trips and quads to announce after ``street``'s cards, by seat.

    4th and 5th street: only what is new since ``previous`` (R9.2, R9.3: "as they appear");
    6th street: every one (R9.4). ``low`` reads the ace low (razz).
    """
    announced = []
    for seat in sorted(boards):
        board = boards[seat]
        if len(board) < 2:
            continue
        now = board_description(board, low=low)
        if now.kind not in MADE_KINDS:
            continue
        before = previous.get(seat, ())
        if street < 6 and len(before) >= 2 and board_description(before, low=low) == now:
            continue
        announced.append(MadeHand(seat, now))
    return announced


def _fits_window(cards: Sequence[Card]) -> bool:
    """Distinct ranks that all fall within five consecutive ranks; the ace at either end (R9.6)."""
    if len({card.rank for card in cards}) != len(cards):
        return False
    for low_end in range(1, 11):
        window = range(low_end, low_end + 5)
        if all(card.rank in window or (card.rank is Rank.ACE and 1 in window) for card in cards):
            return True
    return False


def _suited(cards: Sequence[Card]) -> bool:
    return len({card.suit for card in cards}) == 1


def possible_draws(boards: Mapping[int, Sequence[Card]], definition: DrawDefinition) -> list[PossibleDraw]:
    """Possible straights and flushes on 6th-street boards (R9.6).

    4-card (default): all four upcards suited / four ranks within one five-rank window; both → a
    possible straight flush. 3-card: any three upcards do; a possible straight flush needs three
    suited cards within one window, else straight and flush are announced separately.
    """
    size = 4 if definition is DrawDefinition.FOUR_CARD else 3
    found = []
    for seat in sorted(boards):
        board = list(boards[seat])
        if len(board) < size:
            continue
        groups = list(combinations(board, size))
        flush = any(_suited(group) for group in groups)
        straight = any(_fits_window(group) for group in groups)
        straight_flush = any(_suited(group) and _fits_window(group) for group in groups)
        if straight_flush:
            found.append(PossibleDraw(seat, Draw.STRAIGHT_FLUSH))
            continue
        if straight:
            found.append(PossibleDraw(seat, Draw.STRAIGHT))
        if flush:
            found.append(PossibleDraw(seat, Draw.FLUSH))
    return found


def draw_shortfall(board: Sequence[Card], draw: Draw, definition: DrawDefinition) -> str | None:
    """Why ``board`` is no ``draw`` by R9.6's definition, as a code: ``"suits"`` (not all of one
    suit), ``"pair"`` (a rank twice: no four different ranks), ``"span"`` (the ranks are spread over
    more than five in a row), ``"cards"`` (too few upcards); None when it is one.

    >>> from croupier.engine.cards import parse_cards
    >>> draw_shortfall(parse_cards("5h 2c 7d 4s"), Draw.STRAIGHT, DrawDefinition.FOUR_CARD)
    'span'
    """
    size = 4 if definition is DrawDefinition.FOUR_CARD else 3
    if len(board) < size:
        return "cards"
    groups = list(combinations(board, size))
    needs_straight = draw in {Draw.STRAIGHT, Draw.STRAIGHT_FLUSH}
    needs_flush = draw in {Draw.FLUSH, Draw.STRAIGHT_FLUSH}
    for group in groups:
        if (not needs_straight or _fits_window(group)) and (not needs_flush or _suited(group)):
            return None
    if needs_flush and not any(_suited(group) for group in groups):
        return "suits"
    if needs_straight and all(len({card.rank for card in group}) < size for group in groups):
        return "pair"
    return "span"


def action_call(event: ActionTaken, owed: int = 0) -> ActionCall | None:
    """The dealer's call for a wager (bring-in, complete, bet, raise, cap); None for the others.
    ``owed``: what it costs the next player (``owed_after``), said with it (R11.7).

    Checks, calls and folds need no call of their own; a raise after the first raise of a round is a
    re-raise, and the raise that reaches the cap is called as the last raise (R9.1, R4.4).
    """
    kind = event.kind
    if kind is ActionKind.BRING_IN:
        call = CallKind.BRING_IN
    elif event.capped and kind in {ActionKind.RAISE, ActionKind.BET, ActionKind.COMPLETE}:
        call = CallKind.CAP
    elif kind is ActionKind.COMPLETE:
        call = CallKind.COMPLETE
    elif kind is ActionKind.BET:
        call = CallKind.BET
    elif kind is ActionKind.RAISE:
        call = CallKind.RERAISE if event.wager_number >= 3 else CallKind.RAISE
    else:
        return None
    return ActionCall(event.seat, call, event.to, event.all_in, owed)


def owed_after(events: Sequence[Event], index: int, seats: Sequence[int], bring_in: int = 0) -> int:
    """What the next player to act must put in to call after the wager ``events[index]`` (R11.7):
    the street's bet to call (a short all-in bring-in still sets ``bring_in`` to call, R3.9; a short
    wager never lowers it) less the bet of the next seat clockwise still in and not all-in; 0 when
    nobody is left to act. Read from the events alone, so the dealer's call and the trainee's are
    the same whenever they are worked out."""
    wager = events[index]
    assert isinstance(wager, ActionTaken)
    out: set[int] = set()
    bets: dict[int, int] = {}
    level = 0
    for event in events[: index + 1]:
        if isinstance(event, HandRedealt):
            out, bets, level = set(), {}, 0
        elif isinstance(event, AntePosted) and event.all_in:
            out.add(event.seat)
        elif isinstance(event, StreetOpened | BetsGathered):
            bets, level = {}, 0
        elif isinstance(event, ActionTaken):
            bets[event.seat] = event.to
            level = max(level, event.to, bring_in if event.kind is ActionKind.BRING_IN else 0)
            if event.all_in or event.kind is ActionKind.FOLD:
                out.add(event.seat)
    order = sorted(seats)
    at = order.index(wager.seat)
    for seat in order[at + 1 :] + order[:at]:
        if seat not in out:
            return max(0, level - bets.get(seat, 0))
    return 0


def street_announcements(
    variant: Variant,
    rules: HouseRules,
    stakes: Stakes,
    opened: StreetOpened,
    boards: Mapping[int, Sequence[Card]],
    *,
    community: Card | None = None,
) -> tuple[list[Announcement], list[Announcement]]:
    """What the dealer announces once ``opened.street``'s cards are out, given the live ``boards``.

    Returns the made hands and draws (said in any order) and then, in order, the first to act and,
    in seven card stud with an open pair on 4th street, the double-bet option (R9.2-R9.5).
    """
    street = opened.street
    low = variant.low_board_acts_first
    group: list[Announcement] = []
    if 4 <= street <= 6:
        previous = {seat: board[:-1] for seat, board in boards.items()}
        group.extend(made_hands(street, boards, previous, low=low))
        # Straights and flushes mean nothing in razz (R7.3); elsewhere by house rule (R9.4).
        if street == 6 and rules.announce_possible_draws and variant.high:
            group.extend(possible_draws(boards, rules.draw_definition))
    calls: list[Announcement] = []
    if street >= 4 and opened.first_actor is not None and opened.board_leader is not None:
        board = list(boards.get(opened.board_leader, ()))
        include = rules.community_card_first_actor is CommunityFirstActor.INCLUDE
        if street == 7 and community is not None and include:
            board.append(community)
        leader = opened.board_leader if opened.board_leader != opened.first_actor else None
        calls.append(FirstToAct(opened.first_actor, board_description(board, low=low), low, leader))
        if opened.double_bet:
            calls.append(OpenPairOption(stakes.small_bet, stakes.big_bet))
    return group, calls


def due_announcements(hand: Hand, street: int) -> list[Announcement]:
    """Every announcement due on ``street`` of ``hand`` once its cards are out, in the order the
    procedure takes them (action calls aside): the bring-in on 3rd; made hands, draws, the first to
    act and the option on 4th-6th; "last card" or the community card and the first to act on 7th.

    >>> import random
    >>> from croupier.engine.cards import Deck
    >>> from croupier.engine.rules import STUD
    >>> hand = Hand(STUD, Stakes(), [1000] * 3, deck=Deck(random.Random(4)))
    >>> hand.run_dealer()
    >>> due_announcements(hand, 3)
    [BringIn(seat=1, card=Card.parse('9c'), passed_from=None, passed_card=None)]
    """
    boards: dict[int, list[Card]] = {seat: [] for seat in hand.seats}
    folded: set[int] = set()
    community: Card | None = None
    due: list[Announcement] = []
    for event in hand.events:
        if isinstance(event, CardDealt) and event.face_up and event.card is not None and event.street < 7:
            boards[event.seat].append(event.card)
        elif isinstance(event, ActionTaken) and event.kind is ActionKind.FOLD:
            folded.add(event.seat)
        elif isinstance(event, CommunityCardDealt) and event.card is not None:
            community = event.card
        elif isinstance(event, BringInDesignated) and street == 3 and event.card is not None:
            passed = boards[event.passed_from][0] if event.passed_from is not None else None
            due.append(BringIn(event.seat, event.card, event.passed_from, passed))
        elif isinstance(event, SupplyChecked) and street == 7:
            due.append(LastCard())  # R9.5: said before the community card too
        elif isinstance(event, StreetOpened) and event.street == street:
            if community is not None:
                due.append(CommunityCard(community))
            live = {seat: board for seat, board in boards.items() if seat not in folded}
            group, calls = street_announcements(
                hand.variant, hand.rules, hand.stakes, event, live, community=community
            )
            return due + group + calls
    return due


# How many ranks the dealer names for each kind (croupier.i18n.names.hand_text, short form).
_SPOKEN_RANKS = {
    "pair": 1,
    "three_of_a_kind": 1,
    "four_of_a_kind": 1,
    "straight": 1,
    "straight_flush": 1,
    "flush": 1,
    "two_pair": 2,
    "full_house": 2,
    "high_card": 2,
    "low": 2,
    "royal_flush": 0,
    "no_low": 0,
}


def _spoken(description: HandDescription) -> HandDescription:
    count = _SPOKEN_RANKS.get(description.kind, len(description.ranks))
    return HandDescription(description.kind, description.ranks[:count])


def spoken_form(announcement: Announcement) -> Announcement:
    """The announcement reduced to what the dealer says: "pair of nines" names no kickers, "ace-king"
    only the top two cards. Two announcements are the same call when their spoken forms are equal.

    >>> call = FirstToAct(2, HandDescription("high_card", (Rank.ACE, Rank.KING, Rank.NINE)))
    >>> [rank.symbol for rank in spoken_form(call).description.ranks]
    ['A', 'K']
    """
    if isinstance(announcement, FirstToAct):
        description = _spoken(announcement.description)
        return FirstToAct(announcement.seat, description, announcement.low, announcement.leader)
    if isinstance(announcement, MadeHand):
        return MadeHand(announcement.seat, _spoken(announcement.description))
    if isinstance(announcement, ShowdownReading):
        high = _spoken(announcement.high) if announcement.high is not None else None
        low = _spoken(announcement.low) if announcement.low is not None else None
        return ShowdownReading(announcement.seat, high, low)
    return announcement


def same_words(first: Announcement, second: Announcement) -> bool:
    """Do the two announcements say the same thing (see ``spoken_form``)?"""
    return first == second or spoken_form(first) == spoken_form(second)
