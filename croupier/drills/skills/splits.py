"""Splitting a pot: halves, quarters and ties (R8.5), and who gets the odd chip (R8.6). Ties are rare in
random hands, so most of these questions are asked on stacked showdowns where two or three seats hold
the same ranks in other suits; the engine decides whether that is a tie."""

from __future__ import annotations

import random

from croupier.drills.deal import (
    PASSIVE,
    DrillSettings,
    Table,
    find_moment,
    random_table,
    stacked_deck,
    walk,
)
from croupier.drills.facts import contenders, finish, live_pots
from croupier.drills.model import Answer, AnswerType, DrillError, Explanation, Question, Solution, Value
from croupier.drills.skill import PoseContext, Skill
from croupier.drills.skills.common import Meta, ask, meta_found, meta_posed
from croupier.drills.skills.showdown import LOW_RANKS, reading, showdown_probe, single_pot
from croupier.engine.cards import CARDS, Card, Rank, Suit
from croupier.engine.evaluate import odd_chip_card
from croupier.engine.events import PotAwarded
from croupier.engine.hand import Hand
from croupier.engine.rules import RAZZ, STUD, STUD8, LowOddChipAce, LowRule, OddChip, Variant
from croupier.engine.simulate import Policy

__all__ = ["SKILLS"]


# ----------------------------------------------------------------------------------- ties


def _tied_cards(rng: random.Random, variant: Variant, half: str, tied: int) -> list[list[Card]]:
    """Seven cards each for ``tied`` seats with the same ranks in other suits: a tie unless a
    flush (or another player) gets in the way, which the engine decides."""
    if half == "low" or variant is RAZZ:
        low = rng.sample(LOW_RANKS, 5)
        ranks = low + rng.sample([rank for rank in Rank if rank.low > 8], 2)
    elif tied == 2:
        # Two pair each (all four suits of two ranks): strong enough to beat most random hands.
        pairs = rng.sample(list(Rank), 5)
        ranks = [pairs[0], pairs[0], pairs[1], pairs[1], *pairs[2:]]
    else:
        ranks = rng.sample(list(Rank), 7)
    hands: list[list[Card]] = [[] for _ in range(tied)]
    used: dict[Rank, list[Suit]] = {}
    for rank in ranks:
        free = [suit for suit in Suit if suit not in used.setdefault(rank, [])]
        suits = rng.sample(free, tied)
        used[rank].extend(suits)
        for cards, suit in zip(hands, suits, strict=True):
            cards.append(Card(rank, suit))
    for cards in hands:
        rng.shuffle(cards)
    return hands


# Everyone calls the bring-in, or the bring-in completes and everyone calls: with the structure the
# trainee has chosen, the player count and these two decide whether a pot splits evenly (R8.6).
_COMPLETED = Policy(fold=(0.0,) * 5, raise_facing=0.0, bet_open=0.0, complete=1.0)


def _tied_showdown(
    rng: random.Random, difficulty: int, settings: DrillSettings, *, odd: bool, unit: int = 1
) -> tuple[Hand, PotAwarded]:
    """A stacked showdown where two (or three) seats tie for a pot or half of one; ``odd``: the tied
    share leaves exactly one odd chip of ``unit`` (the smallest chip in play)."""
    variants = list(settings.variants) or [STUD, STUD8, RAZZ]
    for _ in range(150):
        variant = rng.choice(variants)
        half = "low" if variant is STUD8 and rng.random() < 0.6 else "high"
        tied = 3 if difficulty >= 3 and (half == "low" or variant is RAZZ) and rng.random() < 0.4 else 2
        others = rng.randint(0, 1) if difficulty <= 2 else rng.randint(1, 3)
        # With every stake even no pot is odd: then a short stack all-in for an odd amount (R3.1,
        # R8.7) makes the main pot odd.
        short = odd and rng.random() < 0.5
        others = max(others, 1) if short else others
        hands = _tied_cards(rng, variant, half, tied)
        used = {card for cards in hands for card in cards}
        rest = [card for card in CARDS if card not in used]
        rng.shuffle(rest)
        seats = [(cards, False) for cards in hands]
        seats += [([rest.pop() for _ in range(7)], True) for _ in range(others)]
        rng.shuffle(seats)
        hands = [cards for cards, _ in seats]
        stakes = settings.stakes
        stacks = [40 * stakes.big_bet] * len(hands)
        if short:
            other = next(index for index, (_, is_other) in enumerate(seats) if is_other)
            odd_units = 2 * rng.randint(1, max(1, stakes.bring_in // (2 * unit))) - 1
            stacks[other] = stakes.ante + unit * odd_units
        table = Table(variant, stakes, tuple(stacks), settings.rules, settings.profile)
        policy = PASSIVE if rng.random() < 0.5 else _COMPLETED
        seed = rng.getrandbits(31)
        top = stacked_deck(rng, hands)
        _, moments = walk(table, policy, seed, top=top, probe=showdown_probe)
        fit = next((moment for moment in moments if moment.fit), None)
        if fit is None:
            continue
        hand, _ = walk(table, policy, seed, top=top, until=fit.index)
        _, awards = finish(hand)
        for award in awards:
            winners = [seat for seat, chips in award.shares if chips]
            # The main pot: the question names it by its amount.
            if award.pot == 0 and len(winners) >= 2 and (not odd or award.amount // unit % len(winners) == 1):
                return hand, award
    raise DrillError("no stacked tie found")


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
        hand, _ = _tied_showdown(rng, difficulty, settings, odd=False)
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
    hand, award = _tied_showdown(rng, difficulty, settings, odd=True)
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
    Skill("split", AnswerType.SHARES, generate_split, solve_split, pose_split, 15.0, ("R8.5", "R8.6")),
    Skill("odd_chip", AnswerType.SEAT, generate_odd_chip, solve_odd_chip, None, 8.0, ("R8.6",)),
)
