"""What the walkthrough offers the trainee to say or choose, built from the live hand. No Qt.

* ``Phrase``: the "what" of the announcement builder (bring-in, pair, two pair, trips, possible
  straight, high hand, the action calls …); ``build`` turns what, whose seat and which ranks into
  the procedure's ``Announcement``, so the procedure grades it.
* ``reading_choices``, ``action_choices``, ``push_choices``, ``stub_choices``: the right answer
  among plausible wrong ones, for reading a tabled hand, "what may they do?", pushing the pot and
  counting the stub.

>>> Phrase.TWO_PAIR.ranks, Phrase.HIGH_HAND.needs_seat, Phrase.OPEN_PAIR.needs_seat
(2, True, False)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import Enum
from itertools import combinations

from croupier.engine.boards import board_description
from croupier.engine.cards import Card, Rank
from croupier.engine.events import (
    ActionKind,
    ActionTaken,
    CardDealt,
    CommunityCardDealt,
    HandShown,
    PotAwarded,
)
from croupier.engine.hand import Hand
from croupier.engine.legal import Action, LegalActions
from croupier.engine.readings import HandDescription, best_high, best_low8, best_razz
from croupier.engine.rules import CommunityFirstActor, LowRule
from croupier.procedure import (
    ActionCall,
    Announcement,
    BringIn,
    CallKind,
    CommunityCard,
    DealerStep,
    Draw,
    FirstToAct,
    MadeHand,
    OpenPairOption,
    PossibleDraw,
    Procedure,
    ShowdownReading,
    StepKind,
)
from croupier.procedure.announcements import owed_after, spoken_form

__all__ = [
    "STUB_OUTCOMES",
    "Phrase",
    "action_choices",
    "build",
    "phrase_of",
    "phrases_for",
    "push_choices",
    "reading_choices",
    "stub_choices",
    "table_street",
]


class Phrase(Enum):
    """One "what" of the builder: its key while the builder is open, whether it names a seat, and
    how many ranks it names."""

    BRING_IN = ("B", True, 0)
    PAIR = ("P", True, 1)
    TWO_PAIR = ("W", True, 2)
    TRIPS = ("T", True, 1)
    QUADS = ("Q", True, 1)
    POSSIBLE_STRAIGHT = ("S", True, 0)
    POSSIBLE_FLUSH = ("F", True, 0)
    POSSIBLE_STRAIGHT_FLUSH = ("X", True, 0)
    HIGH_HAND = ("H", True, 0)
    OPEN_PAIR = ("O", False, 0)
    COMMUNITY = ("Y", False, 0)
    CALL_BRING_IN = ("I", True, 0)
    COMPLETE = ("C", True, 0)
    BET = ("E", True, 0)
    RAISE = ("R", True, 0)
    RERAISE = ("U", True, 0)
    CAP = ("L", True, 0)

    def __init__(self, key: str, needs_seat: bool, ranks: int) -> None:  # noqa: FBT001 - enum values
        self.key = key
        self.needs_seat = needs_seat
        self.ranks = ranks


_MADE = {
    Phrase.PAIR: "pair",
    Phrase.TWO_PAIR: "two_pair",
    Phrase.TRIPS: "three_of_a_kind",
    Phrase.QUADS: "four_of_a_kind",
}
_DRAWS = {
    Phrase.POSSIBLE_STRAIGHT: Draw.STRAIGHT,
    Phrase.POSSIBLE_FLUSH: Draw.FLUSH,
    Phrase.POSSIBLE_STRAIGHT_FLUSH: Draw.STRAIGHT_FLUSH,
}
_CALLS = {
    Phrase.CALL_BRING_IN: CallKind.BRING_IN,
    Phrase.COMPLETE: CallKind.COMPLETE,
    Phrase.BET: CallKind.BET,
    Phrase.RAISE: CallKind.RAISE,
    Phrase.RERAISE: CallKind.RERAISE,
    Phrase.CAP: CallKind.CAP,
}
_LATER_CALLS = (Phrase.BET, Phrase.RAISE, Phrase.RERAISE, Phrase.CAP)


def table_street(hand: Hand) -> int:
    """The street whose cards are the latest on the table (the engine may have moved on to the next
    street already when nobody can bet)."""
    for event in reversed(hand.events):
        if isinstance(event, CardDealt | CommunityCardDealt):
            return event.street
    return 3


def phrases_for(hand: Hand) -> tuple[Phrase, ...]:
    """The builder's choices for the street on the table: what could be due there, right or not."""
    street = table_street(hand)
    variant = hand.variant
    if street == 3:
        return (
            Phrase.BRING_IN,
            Phrase.CALL_BRING_IN,
            Phrase.COMPLETE,
            Phrase.RAISE,
            Phrase.RERAISE,
            Phrase.CAP,
        )
    if street == 7:
        return (Phrase.COMMUNITY, Phrase.HIGH_HAND, *_LATER_CALLS)
    made = [Phrase.PAIR, Phrase.TWO_PAIR, Phrase.TRIPS]
    if street == 6:
        made.append(Phrase.QUADS)
        if variant.high:
            made.extend(_DRAWS)
    opening = [Phrase.OPEN_PAIR] if street == 4 and variant.double_bet_on_open_pair else []
    return (*made, Phrase.HIGH_HAND, *opening, *_LATER_CALLS)


def build(
    hand: Hand,
    phrase: Phrase,
    seat: int | None = None,
    ranks: Sequence[Rank] = (),
    expected: Sequence[DealerStep] = (),
) -> Announcement | None:
    """The announcement the trainee has built, or None while a part is missing.

    The dealer's words follow from the table where the trainee names only the seat: the bring-in
    card is the seat's door card, the high hand its board, an action call its latest wager.
    """
    if phrase.needs_seat and (seat is None or seat not in hand.seats):
        return None
    if len(ranks) < phrase.ranks:
        return None
    low = hand.variant.low_board_acts_first
    if phrase in _MADE:
        assert seat is not None
        ordered = sorted(ranks[: phrase.ranks], key=(lambda r: r.low) if low else int, reverse=True)
        return MadeHand(seat, HandDescription(_MADE[phrase], tuple(ordered)))
    if phrase in _DRAWS:
        assert seat is not None
        return PossibleDraw(seat, _DRAWS[phrase])
    if phrase is Phrase.OPEN_PAIR:
        return OpenPairOption(hand.stakes.small_bet, hand.stakes.big_bet)
    if phrase is Phrase.COMMUNITY:
        return CommunityCard(hand.community) if hand.community is not None else None
    assert seat is not None
    due = [step.announcement for step in expected if step.announcement is not None]
    if phrase is Phrase.BRING_IN:
        for announcement in due:
            if isinstance(announcement, BringIn) and announcement.seat == seat:
                return announcement
        up = hand.player(seat).up
        return BringIn(seat, up[0]) if up and up[0] is not None else None
    if phrase is Phrase.HIGH_HAND:
        for announcement in due:
            if isinstance(announcement, FirstToAct) and announcement.seat == seat:
                return announcement
        board = _board(hand, seat)
        if not board:
            return None
        return FirstToAct(seat, board_description(board, low=low), low)
    return _action_call(hand, phrase, seat, due)


def phrase_of(announcement: Announcement) -> tuple[Phrase, int | None, tuple[Rank, ...]] | None:
    """The builder's parts that say ``announcement`` (what, whose seat, which ranks), or None for a
    call that has a duty of its own ("Antes, please", "Last card") or a showdown reading.

    >>> from croupier.engine.cards import Card
    >>> phrase_of(BringIn(2, Card.parse("2c")))
    (<Phrase.BRING_IN: ('B', True, 0)>, 2, ())
    """
    if isinstance(announcement, BringIn):
        return Phrase.BRING_IN, announcement.seat, ()
    if isinstance(announcement, MadeHand):
        made = {kind: phrase for phrase, kind in _MADE.items()}[announcement.description.kind]
        return made, announcement.seat, announcement.description.ranks[: made.ranks]
    if isinstance(announcement, PossibleDraw):
        return {draw: phrase for phrase, draw in _DRAWS.items()}[announcement.draw], announcement.seat, ()
    if isinstance(announcement, FirstToAct):
        return Phrase.HIGH_HAND, announcement.seat, ()
    if isinstance(announcement, OpenPairOption):
        return Phrase.OPEN_PAIR, None, ()
    if isinstance(announcement, CommunityCard):
        return Phrase.COMMUNITY, None, ()
    if isinstance(announcement, ActionCall):
        return {call: phrase for phrase, call in _CALLS.items()}[announcement.call], announcement.seat, ()
    return None


def _board(hand: Hand, seat: int) -> list[Card]:
    include = hand.rules.community_card_first_actor is CommunityFirstActor.INCLUDE
    return hand.board(seat, with_community=include and table_street(hand) == 7)


def _action_call(hand: Hand, phrase: Phrase, seat: int, due: Sequence[Announcement]) -> Announcement | None:
    kind = _CALLS[phrase]
    for announcement in due:
        if isinstance(announcement, ActionCall) and announcement.seat == seat and announcement.call is kind:
            return announcement
    for index in range(len(hand.events) - 1, -1, -1):
        event = hand.events[index]
        if isinstance(event, ActionTaken) and event.seat == seat and event.street == hand.street:
            bring_in = 0 if hand.rules.short_bring_in_call.value == "allin_amount" else hand.stakes.bring_in
            owed = owed_after(hand.events, index, hand.seats, bring_in)
            return ActionCall(seat, kind, event.to, event.all_in, owed)
    bet = hand.player(seat).bet
    return ActionCall(seat, kind, bet) if bet else None


# ------------------------------------------------------------------------------------ readings


def _readings(cards: Sequence[Card], rule: str) -> list[HandDescription]:
    """The descriptions of every five of ``cards`` under ``rule``, best first, one per wording."""
    evaluate = {"high": best_high, "low8": best_low8, "razz": best_razz}[rule]
    scored = sorted(
        ((evaluate(five).value, evaluate(five).description) for five in combinations(cards, 5)),
        key=lambda pair: pair[0],
        reverse=True,
    )
    seen: set[object] = set()
    result = []
    for _, description in scored:
        words = spoken_form(ShowdownReading(0, description, None))
        if words not in seen:
            seen.add(words)
            result.append(description)
    return result


def _rules_of(hand: Hand) -> tuple[str | None, str | None]:
    high = "high" if hand.variant.high else None
    low = {LowRule.EIGHT_OR_BETTER: "low8", LowRule.ACE_TO_FIVE: "razz"}.get(hand.variant.low)
    return high, low


def reading_choices(hand: Hand, seat: int, rng: random.Random, count: int = 4) -> list[ShowdownReading]:
    """The right reading of ``seat``'s tabled hand first, then weaker readings of its cards (a pair
    where it has two pair, no low where it has one), shuffled after the first by ``rng``."""
    cards = hand.cards_of(seat)
    high_rule, low_rule = _rules_of(hand)
    highs: list[HandDescription | None] = [None]
    lows: list[HandDescription | None] = [None]
    if len(cards) >= 5:
        if high_rule:
            highs = list(_readings(cards, high_rule))
        if low_rule:
            lows = list(_readings(cards, low_rule))
            if low_rule == "low8" and all(low.kind != "no_low" for low in lows if low):
                lows.append(HandDescription("no_low", ()))
    right = ShowdownReading(seat, highs[0], lows[0])
    others: list[ShowdownReading] = []
    for index in range(1, max(len(highs), len(lows))):
        if index < len(highs):
            others.append(ShowdownReading(seat, highs[index], lows[0]))
        if index < len(lows):
            others.append(ShowdownReading(seat, highs[0], lows[index]))
    distinct: list[ShowdownReading] = []
    seen = {spoken_form(right)}
    for reading in others:
        words = spoken_form(reading)
        if words not in seen:
            seen.add(words)
            distinct.append(reading)
    chosen = distinct[: count - 1]
    rng.shuffle(chosen)
    return [right, *chosen]


# ------------------------------------------------------------------------------------ actions


def action_choices(
    legal: LegalActions, hand: Hand, rng: random.Random, count: int = 4
) -> list[tuple[Action, ...]]:
    """The legal action set (first) and plausible wrong ones, for "What may they do?": the wrong
    bet size, a check where a bet is to be called, a raise past the cap, no double bet on an open
    pair, a fold for the forced bring-in. The caller shuffles them for show."""
    seat = legal.seat
    right = tuple(legal)
    small, big = hand.stakes.small_bet, hand.stakes.big_bet
    wrong: list[tuple[Action, ...]] = []
    if legal.bring_in is not None:
        wrong.append((Action(seat, ActionKind.FOLD), *right) if not legal.fold else right[1:])
        wrong.append((Action(seat, ActionKind.CHECK), Action(seat, ActionKind.BET, small)))
        wrong.append((Action(seat, ActionKind.BRING_IN, legal.bring_in),))
        wrong.append(
            (Action(seat, ActionKind.BRING_IN, legal.bring_in), Action(seat, ActionKind.COMPLETE, big))
        )
    else:
        targets = legal.wager_targets
        kind = legal.wager
        base = [
            action for action in right if action.kind in {ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL}
        ]
        step = big if hand.street >= 5 else small
        other = small if step == big else big
        level = legal.bet_so_far + (legal.call or 0)
        if targets:
            top = targets[-1]
            wrong.append((*base, Action(seat, kind, top + step)))  # two steps at once
            if top - step + other > level:
                wrong.append((*base, Action(seat, kind, top - step + other)))  # the other street's size
            wrong.append(tuple(base))  # as if the betting were capped
            if len(targets) == 1 and hand.street == 4 and kind == ActionKind.BET:
                wrong.append(
                    (*base, Action(seat, kind, targets[0]), Action(seat, kind, targets[0] + big - small))
                )
            if len(targets) > 1:
                wrong.append((*base, Action(seat, kind, targets[0])))
        else:
            wrong.append((*base, Action(seat, ActionKind.RAISE, level + step)))  # a raise past the cap
        if legal.call is not None:
            wrong.append(
                (
                    Action(seat, ActionKind.CHECK),
                    Action(seat, ActionKind.BET, small if hand.street <= 4 else big),
                )
            )
        elif legal.check:
            wrong.append((Action(seat, ActionKind.FOLD), Action(seat, ActionKind.CALL, small)))
    unique: list[tuple[Action, ...]] = []
    for option in wrong:
        if option and set(option) != set(right) and all(set(option) != set(seen) for seen in unique):
            unique.append(option)
    rng.shuffle(unique)
    return [right, *unique[: count - 1]]


# ------------------------------------------------------------------------------------ pots


def _pushes(hand: Hand) -> list[DealerStep]:
    return [
        DealerStep.push_pot(event.pot, event.half, event.shares)
        for event in hand.events
        if isinstance(event, PotAwarded)
    ]


def push_choices(procedure: Procedure, rng: random.Random, count: int = 4) -> list[DealerStep]:
    """The pushes still to make (the one due first) and wrong ones: the pot to a hand that lost, an
    odd chip to the wrong winner. Empty before the pots are decided."""
    done = {step.code for step in procedure.history if step.kind is StepKind.PUSH_POT}
    pending = [push for push in _pushes(procedure.hand) if push.code not in done]
    if not pending:
        return []
    due = next((push for push in pending for step in procedure.expected() if step.matches(push)), pending[0])
    hand = procedure.hand
    shown = [event.seat for event in hand.events if isinstance(event, HandShown)]
    contenders = [seat for seat in dict.fromkeys(shown) if not hand.player(seat).folded] or hand.live_seats
    winners = {seat for seat, _ in due.shares}
    total = sum(chips for _, chips in due.shares)
    assert due.pot is not None
    assert due.half is not None
    wrong = [
        DealerStep.push_pot(due.pot, due.half, ((seat, total),)) for seat in contenders if seat not in winners
    ]
    if len(due.shares) >= 2:
        chips = [amount for _, amount in due.shares]
        if len(set(chips)) > 1:
            seats = [seat for seat, _ in due.shares]
            wrong.append(
                DealerStep.push_pot(due.pot, due.half, tuple(zip(seats, reversed(chips), strict=True)))
            )
    elif len(contenders) >= 2:
        split = contenders[:2]
        half = total // 2
        wrong.append(DealerStep.push_pot(due.pot, due.half, ((split[0], total - half), (split[1], half))))
    others = [push for push in pending if push is not due]
    choices = [due, *others]
    codes = {push.code for push in choices}
    extra: list[DealerStep] = []
    for push in wrong:
        if push.code not in codes:
            codes.add(push.code)
            extra.append(push)
    rng.shuffle(extra)
    choices.extend(extra[: max(0, count - len(choices))])
    return choices


STUB_OUTCOMES = ("normal", "reshuffle_burns", "community_card", "reshuffle_then_community")
"""The supply check's outcomes offered as answers (R6.5)."""


def stub_choices(expected: Sequence[DealerStep]) -> list[str]:
    """The count's outcomes to choose from, the one due among them."""
    due = next((step.outcome for step in expected if step.kind is StepKind.COUNT_STUB), None)
    outcomes = list(STUB_OUTCOMES)
    if due is not None and due not in outcomes:
        outcomes.append(due)
    return outcomes
