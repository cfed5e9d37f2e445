"""Splitting a pot: halves, quarters and ties (R8.5), and who gets the odd chip (R8.6). Ties are rare in
random hands, so most of these questions are asked on stacked showdowns where two or three seats hold
the same ranks in other suits; the engine decides whether that is a tie."""

from __future__ import annotations

import random

from croupier.drills.cases import tied_showdown
from croupier.drills.deal import DrillSettings, find_moment, random_table
from croupier.drills.facts import contenders, finish, live_pots
from croupier.drills.model import Answer, AnswerType, Explanation, Question, Solution, Value
from croupier.drills.skill import PoseContext, Skill
from croupier.drills.skills.common import Meta, ask, meta_found, meta_posed
from croupier.drills.skills.showdown import reading, single_pot
from croupier.engine.events import PotAwarded
from croupier.engine.hand import Hand
from croupier.engine.readings import odd_chip_card
from croupier.engine.rules import STUD8, LowOddChipAce, LowRule, OddChip, Variant
from croupier.engine.simulate import Policy

__all__ = ["SKILLS"]


# ----------------------------------------------------------------------------------- split


def _split_games(rng: random.Random, settings: DrillSettings) -> tuple[Variant, ...] | None:
    """Mostly Hi-Lo, where pots split most, when the games chosen include it."""
    return (STUD8,) if STUD8 in settings.variants and rng.random() < 0.6 else None


def _ask_split(hand: Hand, meta: Meta) -> Question:
    pot = live_pots(hand)[0][0].amount
    return ask(
        "split",
        AnswerType.SHARES,
        "split",
        {"pot": pot},
        hand,
        meta=meta,
        shown=frozenset(contenders(hand)),
    )


def generate_split(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    if difficulty >= 2 and rng.random() < 0.5:
        hand, _ = tied_showdown(rng, difficulty, settings, odd=False, quarters=rng.random() < 0.5)
        return _ask_split(hand, Meta(difficulty, settings.profile))
    found = find_moment(
        rng,
        lambda r: random_table(r, difficulty, settings, variants=_split_games(r, settings)),
        Policy(),
        single_pot,
    )
    return _ask_split(found.hand, meta_found(found, difficulty))


def pose_split(hand: Hand, context: PoseContext) -> Question | None:
    if not single_pot(hand) or any(None in hand.player(seat).down for seat in contenders(hand)):
        return None
    return _ask_split(hand, meta_posed(context))


def _odd_parts(hand: Hand, award: PotAwarded) -> tuple[list[Explanation], list[str]]:
    """Who got a chip that could not be split in ``award``, and by which card (R8.6)."""
    winners = [seat for seat, chips in award.shares if chips]
    if len(winners) < 2 or award.amount % len(winners) == 0:
        return [], []
    base = award.amount // len(winners)
    extra = tuple(seat for seat, chips in award.shares if chips > base)
    rule = hand.rules.odd_chip
    if rule is OddChip.LOWEST_SEAT:
        return [Explanation("odd.lowest_seat", {"seats": extra})], ["R8.6"]
    if rule is OddChip.RROP_LEGACY:
        return [Explanation("odd.legacy", {"seats": extra})], ["R8.6d"]
    half = award.half
    low = half == "low" or hand.variant.low is LowRule.ACE_TO_FIVE
    ace_low = low and (
        hand.variant.low is LowRule.ACE_TO_FIVE or hand.rules.low_odd_chip_ace is LowOddChipAce.LOW
    )
    read_half = "low" if low else "high"
    cards = {
        seat: odd_chip_card(reading(hand.variant, read_half, hand.cards_of(seat)), ace_low=ace_low)
        for seat in winners
    }
    parts = [
        Explanation("odd.card", {"seat": seat, "card": cards[seat], "ace_low": ace_low}) for seat in winners
    ]
    main = Explanation("odd.to", {"seats": extra, "half": half}, tuple(parts))
    rule_number = "R8.6c" if hand.variant.low is LowRule.EIGHT_OR_BETTER else "R8.6a"
    return [main], [rule_number]


def solve_split(question: Question, given: Answer | None) -> Solution:
    hand = question.position
    _, awards = finish(hand)
    shares: dict[int, int] = {}
    parts: list[Explanation] = []
    rules = ["R8.5"]
    for award in awards:
        for seat, chips in award.shares:
            if chips:
                shares[seat] = shares.get(seat, 0) + chips
        winners = tuple(seat for seat, chips in award.shares if chips)
        read_half = "low" if award.half == "low" else "high"
        description: Value = reading(hand.variant, read_half, hand.cards_of(winners[0])).description
        parts.append(
            Explanation(
                "split.award",
                {"half": award.half, "amount": award.amount, "shares": award.shares, "hand": description},
            )
        )
        odd, odd_rules = _odd_parts(hand, award)
        parts.extend(odd)
        rules.extend(odd_rules)
    halves = {award.half for award in awards}
    if "low" in halves and sum(a.amount for a in awards) % 2:
        parts.append(Explanation("split.odd_to_high", {}))
        rules.append("R8.6b")
    if hand.variant.low is LowRule.EIGHT_OR_BETTER and "low" not in halves:
        parts.append(Explanation("winner.no_low", {}))
        rules.append("R7.2")
    expected = tuple(sorted(shares.items()))
    main = Explanation("split", {"pot": sum(a.amount for a in awards), "shares": expected}, tuple(parts))
    return Solution(expected, main, tuple(dict.fromkeys(rules)))


# ----------------------------------------------------------------------------------- odd chip


def generate_odd_chip(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    hand, award = tied_showdown(rng, difficulty, settings, odd=True)
    winners = tuple(seat for seat, chips in award.shares if chips)
    params: dict[str, Value] = {"half": award.half, "amount": award.amount, "seats": winners}
    return ask(
        "odd_chip",
        AnswerType.SEAT,
        "odd_chip",
        params,
        hand,
        meta=Meta(difficulty, settings.profile),
        shown=frozenset(contenders(hand)),
    )


def solve_odd_chip(question: Question, given: Answer | None) -> Solution:
    hand = question.position
    half = question.prompt.params["half"]
    _, awards = finish(hand)
    award = next(a for a in awards if a.pot == 0 and a.half == half)
    winners = [seat for seat, chips in award.shares if chips]
    base = award.amount // len(winners)
    extra = [seat for seat, chips in award.shares if chips > base]
    parts, rules = _odd_parts(hand, award)
    if award.half == "high" and sum(a.amount for a in awards if a.pot == 0) % 2:
        rules.append("R8.6b")
    main = parts[0] if parts else Explanation("odd.to", {"seats": tuple(extra), "half": award.half})
    return Solution(extra[0], main, tuple(rules) or ("R8.6",))


SKILLS = (
    Skill("split", AnswerType.SHARES, generate_split, solve_split, pose_split),
    Skill("odd_chip", AnswerType.SEAT, generate_odd_chip, solve_odd_chip, None),
)
