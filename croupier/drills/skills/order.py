"""Who acts: the bring-in (R3.2–R3.8), the first to act on 4th–7th (R5.2–R5.6), who acts now (R5.7)."""

from __future__ import annotations

import random
from dataclasses import replace

from croupier.drills.cases import PASSIVE_CALLS, hard_moment, moment
from croupier.drills.deal import PASSIVE, DrillSettings, Found, find_moment, random_table
from croupier.drills.facts import is_street_start, street_actions
from croupier.drills.model import Answer, AnswerType, DrillError, Explanation, Question, Solution, Value
from croupier.drills.scenarios import CASE_KINDS, tied_boards
from croupier.drills.skill import PoseContext, Skill
from croupier.drills.skills.common import Meta, ask, clockwise_between, meta_found, meta_posed
from croupier.engine.boards import board_description, razz_board_value, stud_board_value
from croupier.engine.cards import Card
from croupier.engine.events import BringInDesignated
from croupier.engine.hand import Hand, Step, TurnDue
from croupier.engine.rules import CommunityFirstActor
from croupier.engine.simulate import Policy
from croupier.procedure.announcements import FirstToAct, same_words

__all__ = ["SKILLS"]


# ----------------------------------------------------------------------------------- bring-in


def _at_bring_in(hand: Hand, step: Step | None = None) -> bool:
    step = hand.next_step() if step is None else step
    return hand.street == 3 and isinstance(step, TurnDue) and not street_actions(hand)


def _ask_bring_in(hand: Hand, meta: Meta) -> Question:
    return ask("bring_in", AnswerType.SEAT, "bring_in", {}, hand, meta=meta)


def generate_bring_in(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    found = find_moment(rng, lambda r: random_table(r, difficulty, settings), PASSIVE, _at_bring_in)
    hand = found.hand
    designated = _designation(hand)
    ante = found.table.stakes.ante
    if difficulty >= 3 and ante > 0 and designated.passed_from is None and rng.random() < 0.35:
        # R3.8: the same deal with the low card all-in for the ante.
        stacks = list(found.table.stacks)
        stacks[designated.seat - 1] = ante
        hand = found.again(replace(found.table, stacks=tuple(stacks)))
    return _ask_bring_in(hand, meta_found(found, difficulty))


def pose_bring_in(hand: Hand, context: PoseContext) -> Question | None:
    if hand.opener_unknown:
        return None  # an unknown door: the hand history says who brings it in, the cards cannot
    return _ask_bring_in(hand, meta_posed(context)) if _at_bring_in(hand) else None


def _designation(hand: Hand) -> BringInDesignated:
    return next(event for event in reversed(hand.events) if isinstance(event, BringInDesignated))


def solve_bring_in(question: Question, given: Answer | None) -> Solution:
    hand = question.position
    seat = hand.bring_in_seat
    assert seat is not None
    designated = _designation(hand)
    razz = hand.variant.low_board_acts_first
    rules = ["R3.3" if razz else "R3.2", "R3.4"]
    parts: list[Explanation] = []
    low_seat = designated.passed_from or seat
    low_card = hand.player(low_seat).door
    assert low_card is not None  # the question is asked only when the doors are known
    for other in hand.live_seats:
        card = hand.player(other).door
        if other != low_seat and card is not None and card.rank == low_card.rank:
            parts.append(
                Explanation(
                    "bring_in.suit",
                    {"seat": low_seat, "card": low_card, "other": other, "other_card": card, "razz": razz},
                )
            )
    if isinstance(given, int) and given != low_seat and given in hand.live_seats:
        parts.append(
            Explanation(
                "bring_in.versus",
                {"seat": given, "card": hand.player(given).door, "low_card": low_card, "razz": razz},
            )
        )
    if designated.passed_from is not None:
        main = Explanation(
            "bring_in.passed",
            {"seat": seat, "low_seat": low_seat, "card": low_card, "razz": razz},
            tuple(parts),
        )
        rules.append("R3.8")
    else:
        main = Explanation("bring_in", {"seat": seat, "card": low_card, "razz": razz}, tuple(parts))
    return Solution(seat, main, tuple(rules))


# ----------------------------------------------------------------------------------- first to act


def _at_street_start(hand: Hand, step: Step | None = None) -> bool:
    return hand.street >= 4 and is_street_start(hand)


def _ask_first(hand: Hand, meta: Meta) -> Question:
    return ask("first_to_act", AnswerType.SEAT, "first_to_act", {}, hand, meta=meta)


def _first_policy(rng: random.Random) -> Policy:
    return Policy(fold=(0.1, 0.1, 0.05, 0.05, 0.05)) if rng.random() < 0.5 else PASSIVE


# How often a first-to-act question is asked on boards stacked to tie (the hard case, R5.4), by
# difficulty: random deals almost never tie.
_TIED_SHARE = {1: 0.0, 2: 0.15, 3: 0.4}


# How often it is asked where the board that acts first is all-in (R5.5: the next player acts).
_LEADER_ALL_IN_SHARE = {1: 0.1, 2: 0.15, 3: 0.2}


def generate_first_to_act(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    if rng.random() < _LEADER_ALL_IN_SHARE.get(difficulty, 0.2):
        cases = ("leader_all_in",)
        found = hard_moment(rng, difficulty, settings, PASSIVE_CALLS, _at_street_start, cases=cases)
        if found is not None:
            return _ask_first(found.hand, meta_found(found, difficulty))
    if rng.random() < _TIED_SHARE.get(difficulty, 0.4):
        found = _tied_moment(rng, difficulty, settings)
        if found is not None:
            return _ask_first(found.hand, meta_found(found, difficulty))
    found = find_moment(rng, lambda r: random_table(r, difficulty, settings), _first_policy, _at_street_start)
    return _ask_first(found.hand, meta_found(found, difficulty))


def _tied_moment(rng: random.Random, difficulty: int, settings: DrillSettings) -> Found | None:
    """A street start on boards stacked so that two tie for the first action: exactly (position
    decides, or in Stud under the tournament profile the suit) or in words (the next card decides)."""
    table = random_table(rng, difficulty, settings)
    street = rng.choice((4, 5, 6, 7))
    kind = "exact" if street == 4 else rng.choice(CASE_KINDS)
    try:
        case = tied_boards(rng, table.variant, players=len(table.stacks), street=min(street, 6), kind=kind)
    except ValueError:
        return None
    try:
        found = find_moment(
            rng,
            lambda r: table,
            PASSIVE,
            _at_street_start,
            accept=lambda moment: moment.street == street,
            top=lambda r, t: case.top,
            tries=1,
        )
    except DrillError:
        return None
    return found if _tied_on_board(found.hand) else None


def _tied_on_board(hand: Hand) -> bool:
    """Do the two best boards read alike (the same ranks, or the same words)?"""
    low = hand.variant.low_board_acts_first
    include = (
        hand.community is not None and hand.rules.community_card_first_actor is CommunityFirstActor.INCLUDE
    )
    value_of = razz_board_value if low else stud_board_value
    boards = sorted(
        (hand.board(seat, with_community=include) for seat in hand.live_seats), key=value_of, reverse=True
    )
    if len(boards) < 2:
        return False
    best, second = boards[0], boards[1]
    return value_of(best) == value_of(second) or same_words(
        FirstToAct(1, board_description(best, low=low), low),
        FirstToAct(1, board_description(second, low=low), low),
    )


def pose_first_to_act(hand: Hand, context: PoseContext) -> Question | None:
    if hand.opener_unknown:
        return None  # unknown upcards: the hand history says who acts first, the cards cannot
    return _ask_first(hand, meta_posed(context)) if _at_street_start(hand) else None


def solve_first_to_act(question: Question, given: Answer | None) -> Solution:
    hand = question.position
    actor = hand.actor
    leader = hand.street_leader
    assert actor is not None
    assert leader is not None
    low = hand.variant.low_board_acts_first
    include = (
        hand.community is not None and hand.rules.community_card_first_actor is CommunityFirstActor.INCLUDE
    )
    boards = {seat: hand.board(seat, with_community=include) for seat in hand.live_seats}
    value_of = razz_board_value if low else stud_board_value
    values = {seat: value_of(cards) for seat, cards in boards.items()}
    rules = ["R5.3" if low else "R5.2"]

    def shows(seat: int) -> Value:
        return board_description(boards[seat], low=low)

    parts: list[Explanation] = []
    tied = tuple(seat for seat in boards if values[seat] == values[leader])
    if len(tied) > 1:
        rules.append("R5.4")
        by_suit = hand.rules.first_to_act_by_suit(hand.variant)
        if by_suit:
            card = max(boards[leader])
            parts.append(Explanation("first.tie_suit", {"seats": tied, "seat": leader, "card": card}))
        else:
            parts.append(Explanation("first.tie_position", {"seats": tied, "seat": leader}))
    others = [seat for seat in boards if values[seat] != values[leader]]
    other = given if isinstance(given, int) and given in others else None
    if other is None and others:
        other = max(others, key=lambda seat: values[seat])
    if other is not None:
        facts: dict[str, Value] = {
            "seat": leader,
            "board": shows(leader),
            "other": other,
            "other_board": shows(other),
            "low": low,
        }
        decider = _decider(boards[leader], boards[other], low=low)
        said_alike = same_words(
            FirstToAct(leader, board_description(boards[leader], low=low), low),
            FirstToAct(leader, board_description(boards[other], low=low), low),
        )
        if said_alike and decider is not None:
            # "Ace-king beats ace-king" says nothing: name the card that decides (R5.2, R5.3).
            facts.update({"card": decider[0], "other_card": decider[1]})
            parts.append(Explanation("first.decider", facts))
        else:
            parts.append(Explanation("first.beats", facts))
    if actor != leader:
        rules.append("R5.5")
        parts.append(Explanation("first.all_in", {"leader": leader, "seat": actor}))
    if hand.street == 7:
        rules.append("R5.6")
        if include:
            rules.append("R5.6b")
            parts.append(Explanation("first.community", {"card": hand.community}))
        else:
            parts.append(Explanation("first.seventh", {}))
    main = Explanation(
        "first_to_act", {"seat": actor, "leader": leader, "board": shows(leader), "low": low}, tuple(parts)
    )
    return Solution(actor, main, tuple(rules))


def _reading(board: list[Card], *, low: bool) -> list[Card]:
    """A board's cards in the order boards are compared: the biggest group first, then from the
    highest card down (ace high; in razz ace low)."""

    def value(card: Card) -> int:
        return card.rank.low if low else int(card.rank)

    counts: dict[int, int] = {}
    for card in board:
        counts[value(card)] = counts.get(value(card), 0) + 1
    return sorted(board, key=lambda card: (counts[value(card)], value(card)), reverse=True)


def _decider(board: list[Card], other: list[Card], *, low: bool) -> tuple[Card, Card] | None:
    """The first pair of cards that differ when two boards are compared card by card."""
    for mine, theirs in zip(_reading(board, low=low), _reading(other, low=low), strict=False):
        if mine.rank != theirs.rank:
            return mine, theirs
    return None


# ----------------------------------------------------------------------------------- acts now


def _mid_round(hand: Hand, step: Step | None = None) -> bool:
    step = hand.next_step() if step is None else step
    return isinstance(step, TurnDue) and bool(street_actions(hand))


def _ask_acts_now(hand: Hand, meta: Meta) -> Question:
    return ask("acts_now", AnswerType.SEAT, "acts_now", {}, hand, meta=meta)


def generate_acts_now(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    cases = ("ante_all_in", "short_all_in", "side_pots")
    found = moment(rng, difficulty, settings, Policy(), _mid_round, cases=cases)
    return _ask_acts_now(found.hand, meta_found(found, difficulty))


def pose_acts_now(hand: Hand, context: PoseContext) -> Question | None:
    return _ask_acts_now(hand, meta_posed(context)) if _mid_round(hand) else None


def solve_acts_now(question: Question, given: Answer | None) -> Solution:
    hand = question.position
    actor = hand.actor
    assert actor is not None
    last = street_actions(hand)[-1]
    skipped = clockwise_between(hand, last.seat, actor)
    folded = tuple(seat for seat in skipped if hand.player(seat).folded)
    all_in = tuple(seat for seat in skipped if hand.player(seat).all_in)
    parts = []
    if folded:
        parts.append(Explanation("acts_now.folded", {"seats": folded}))
    if all_in:
        parts.append(Explanation("acts_now.all_in", {"seats": all_in}))
    if isinstance(given, int) and given != actor and given not in skipped and given in hand.seats:
        player = hand.player(given)
        if player.folded or player.all_in:
            parts.append(Explanation("acts_now.out", {"seat": given, "folded": player.folded}))
    main = Explanation(
        "acts_now",
        {"seat": actor, "last_seat": last.seat, "last_kind": last.kind.value, "last_to": last.to},
        tuple(parts),
    )
    rules = ("R5.1", "R5.7") if hand.street == 3 else ("R5.7",)
    return Solution(actor, main, rules)


SKILLS = (
    Skill("bring_in", AnswerType.SEAT, generate_bring_in, solve_bring_in, pose_bring_in),
    Skill("first_to_act", AnswerType.SEAT, generate_first_to_act, solve_first_to_act, pose_first_to_act),
    Skill("acts_now", AnswerType.SEAT, generate_acts_now, solve_acts_now, pose_acts_now),
)
