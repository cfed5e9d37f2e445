"""The showdown: who shows first (R8.1), reading hands (R7) and who wins (R8.5). Splits and odd chips
are in ``splits``."""

from __future__ import annotations

import random
from itertools import combinations

from croupier.drills.cases import HARD_SHARE, moment, tied_showdown
from croupier.drills.deal import (
    PASSIVE,
    DrillSettings,
    find_moment,
    random_table,
)
from croupier.drills.facts import contenders, finish, live_pots, to_showdown
from croupier.drills.model import (
    Answer,
    AnswerType,
    Choice,
    Explanation,
    Question,
    Solution,
)
from croupier.drills.skill import PoseContext, Skill
from croupier.drills.skills.common import Meta, ask, meta_found, meta_posed
from croupier.engine.cards import Card, Rank
from croupier.engine.events import PotAwarded
from croupier.engine.hand import Hand, Step
from croupier.engine.readings import HandDescription, HandReading, best_high, best_low8, best_razz
from croupier.engine.rules import RAZZ, STUD, STUD8, LowRule, Variant
from croupier.engine.simulate import Policy

__all__ = ["LOW_RANKS", "SKILLS", "display_key", "reading", "showdown_probe", "single_pot"]


def reading(variant: Variant, half: str, cards: list[Card]) -> HandReading:
    """How the dealer reads ``cards`` for ``half`` (whole, high or low) of a pot in ``variant``."""
    if variant.low is LowRule.ACE_TO_FIVE:
        return best_razz(cards)
    if half == "low":
        return best_low8(cards)
    return best_high(cards)


LOW_RANKS = tuple(rank for rank in Rank if rank.low <= 8)

# How many ranks a reading names aloud (croupier.i18n.hand_text): the rest cannot tell choices apart.
_NAMED_RANKS = {
    "pair": 1,
    "three_of_a_kind": 1,
    "four_of_a_kind": 1,
    "two_pair": 2,
    "full_house": 2,
    "straight": 1,
    "straight_flush": 1,
    "royal_flush": 0,
    "no_low": 0,
}


def display_key(description: HandDescription) -> tuple[str, tuple[Rank, ...]]:
    """What a reading says when read out in full: two readings with the same key read the same."""
    named = _NAMED_RANKS.get(description.kind, 5)
    return description.kind, tuple(description.ranks[:named])


def showdown_probe(hand: Hand, step: Step) -> bool:
    return to_showdown(hand)


def single_pot(hand: Hand, step: Step | None = None) -> bool:
    if not to_showdown(hand):
        return False
    pots, uncalled = live_pots(hand)
    return len(pots) == 1 and not uncalled


# ----------------------------------------------------------------------------------- show order


def _ask_order(hand: Hand, meta: Meta) -> Question:
    return ask("showdown_order", AnswerType.SEAT_ORDER, "showdown_order", {}, hand, meta=meta)


def generate_showdown_order(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    found = moment(rng, difficulty, settings, Policy(), showdown_probe, cases=("side_pots", "short_deck"))
    return _ask_order(found.hand, meta_found(found, difficulty))


def pose_showdown_order(hand: Hand, context: PoseContext) -> Question | None:
    return _ask_order(hand, meta_posed(context)) if to_showdown(hand) else None


def solve_showdown_order(question: Question, given: Answer | None) -> Solution:
    hand = question.position
    order = hand.showdown_order
    live = contenders(hand)
    aggressor = hand.last_aggressor
    count = len(hand.players)
    if aggressor is not None and aggressor in live:
        first: int = aggressor
        opening = Explanation("show.aggressor", {"seat": first})
    elif hand.rules.showdown_order_no_bet.value == "first_to_act_order" and hand.street_leader in live:
        assert hand.street_leader is not None
        first = hand.street_leader
        opening = Explanation("show.board", {"seat": first, "low": hand.variant.low_board_acts_first})
    else:
        first = live[0]
        opening = Explanation("show.seat_order", {"seat": first})
    clockwise = tuple(sorted(live, key=lambda seat: (seat - first) % count))
    parts: list[Explanation]
    if clockwise == order:
        parts = [opening, Explanation("show.clockwise", {"order": clockwise})]
    else:
        # The side pots come first (R8.1): the clockwise order from the first seat, then every
        # player all-in for fewer pots behind those in more of them.
        pots, _ = live_pots(hand)
        depth = {seat: sum(seat in pot.eligible for pot in pots) for seat in live}
        behind = tuple(seat for seat in order if depth[seat] < max(depth.values()))
        parts = [
            Explanation(f"{opening.kind}.counting", {**opening.params, "order": clockwise}),
            Explanation("show.side_pots", {"seats": behind, "order": tuple(order)}),
        ]
    main = Explanation("showdown_order", {"order": order}, tuple(parts))
    return Solution(tuple(order), main, ("R8.1",))


# ----------------------------------------------------------------------------------- readings


def _variants_for(name: str) -> tuple[Variant, ...]:
    return (STUD, STUD8) if name == "read_high" else (STUD8, RAZZ)


def _rank_shifted(description: HandDescription, rng: random.Random) -> list[HandDescription]:
    """Readings one rank off (pair of eights for pair of nines; 8-6 low for 7-6 low)."""
    ranks = list(description.ranks)
    if not ranks:
        return []
    out = []
    for step in (-1, 1):
        value = ranks[0] + step
        if description.kind == "low":
            pool = [rank for rank in Rank if rank.low <= 8 and rank not in ranks]
            if pool:
                swapped = [*ranks[1:], rng.choice(pool)]
                ordered = sorted(swapped, key=lambda rank: rank.low, reverse=True)
                out.append(HandDescription("low", tuple(ordered)))
        elif 2 <= value <= 14 and Rank(value) not in ranks[1:]:
            out.append(HandDescription(description.kind, (Rank(value), *ranks[1:])))
    return out


def _made_up(variant: Variant, half: str, rng: random.Random) -> HandDescription:
    if half == "low" or variant.low is LowRule.ACE_TO_FIVE:
        ranks = sorted(rng.sample(LOW_RANKS, 5), key=lambda rank: rank.low, reverse=True)
        return HandDescription("low", tuple(ranks))
    pair, *kickers = rng.sample(list(Rank), 4)
    return HandDescription("pair", (pair, *sorted(kickers, reverse=True)))


def _reading_choices(hand: Hand, seat: int, half: str, rng: random.Random) -> tuple[Choice, ...]:
    """The right reading and up to three wrong ones that a hurried dealer might call."""
    variant = hand.variant
    cards = hand.cards_of(seat)
    right = reading(variant, half, cards).description
    pool = [reading(variant, half, list(five)).description for five in combinations(cards, 5)]
    others = [other for other in contenders(hand) if other != seat]
    pool.extend(reading(variant, half, hand.cards_of(other)).description for other in others)
    pool.extend(_rank_shifted(right, rng))
    if half == "low" and variant.low is LowRule.EIGHT_OR_BETTER:
        pool.append(HandDescription("no_low", ()))
    rng.shuffle(pool)
    chosen = {display_key(right): right}
    for description in pool:
        if len(chosen) == 4:
            break
        chosen.setdefault(display_key(description), description)
    while len(chosen) < 4:  # a hand with few readings (no low at all): made-up but plausible ones
        made_up = _made_up(variant, half, rng)
        chosen.setdefault(display_key(made_up), made_up)
    options = list(chosen.values())
    rng.shuffle(options)
    return tuple(
        Choice("abcd"[index], "hand", {"hand": description}) for index, description in enumerate(options)
    )


def _ask_reading(name: str, hand: Hand, seat: int, rng: random.Random, meta: Meta) -> Question:
    half = "high" if name == "read_high" else "low"
    choices = _reading_choices(hand, seat, half, rng)
    return ask(
        name,
        AnswerType.CHOICE,
        name,
        {"seat": seat},
        hand,
        meta=meta,
        choices=choices,
        shown=frozenset(contenders(hand)),
    )


def generate_read_high(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    return _generate_reading("read_high", rng, difficulty, settings)


def generate_read_low(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    return _generate_reading("read_low", rng, difficulty, settings)


def _generate_reading(name: str, rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    variants = _variants_for(name)
    found = find_moment(
        rng,
        lambda r: random_table(r, difficulty, settings, variants=variants),
        PASSIVE if rng.random() < 0.5 else Policy(),
        showdown_probe,
    )
    seat = rng.choice(contenders(found.hand))
    return _ask_reading(name, found.hand, seat, rng, meta_found(found, difficulty))


def _pose_reading(name: str, hand: Hand, context: PoseContext) -> Question | None:
    if hand.variant not in _variants_for(name) or not to_showdown(hand):
        return None
    live = [seat for seat in contenders(hand) if None not in hand.player(seat).down]
    if not live:
        return None
    return _ask_reading(name, hand, context.rng.choice(live), context.rng, meta_posed(context))


def pose_read_high(hand: Hand, context: PoseContext) -> Question | None:
    return _pose_reading("read_high", hand, context)


def pose_read_low(hand: Hand, context: PoseContext) -> Question | None:
    return _pose_reading("read_low", hand, context)


def solve_reading(question: Question, given: Answer | None) -> Solution:
    hand = question.position
    seat = question.prompt.params["seat"]
    assert isinstance(seat, int)
    half = "high" if question.skill == "read_high" else "low"
    read = reading(hand.variant, half, hand.cards_of(seat))
    key = display_key(read.description)
    expected = next(
        choice.key
        for choice in question.choices
        if isinstance(hand_of := choice.params["hand"], HandDescription) and display_key(hand_of) == key
    )
    if hand.variant.low is LowRule.ACE_TO_FIVE:
        rules = ("R7.3",)
    else:
        rules = ("R7.1",) if half == "high" else ("R7.2",)
    main = Explanation("read", {"seat": seat, "hand": read.description, "cards": read.cards, "half": half})
    return Solution(expected, main, rules)


# ----------------------------------------------------------------------------------- winners


def _award_of(awards: list[PotAwarded], half: str) -> PotAwarded | None:
    """The award of the main pot for ``half``; a whole-pot award answers for high (a scoop)."""
    for award in awards:
        if award.pot != 0:
            continue
        if award.half == half or (half == "high" and award.half == "whole"):
            return award
    return None


def _winners(award: PotAwarded | None) -> frozenset[int]:
    return frozenset(seat for seat, chips in award.shares if chips) if award else frozenset()


def _read_parts(hand: Hand, half: str) -> list[Explanation]:
    return [
        Explanation(
            "read.seat",
            {
                "seat": seat,
                "hand": (read := reading(hand.variant, half, hand.cards_of(seat))).description,
                "cards": read.cards,
            },
        )
        for seat in contenders(hand)
    ]


def _ask_winner(hand: Hand, half: str, meta: Meta) -> Question:
    return ask(
        "winner",
        AnswerType.SEAT_SET,
        "winner",
        {"half": half, "pot": live_pots(hand)[0][0].amount},
        hand,
        meta=meta,
        shown=frozenset(contenders(hand)),
    )


def _half_for(variant: Variant, rng: random.Random) -> str:
    if variant.low is LowRule.EIGHT_OR_BETTER:
        return rng.choice(("high", "low"))
    return "whole"


def generate_winner(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    if rng.random() < HARD_SHARE.get(difficulty, HARD_SHARE[3]):
        # A tie for the pot or, in Stud Hi-Lo, for a half: a quarter each (R8.5).
        hand, award = tied_showdown(rng, difficulty, settings, odd=False, quarters=rng.random() < 0.6)
        return _ask_winner(hand, award.half, Meta(difficulty, settings.profile))
    found = find_moment(rng, lambda r: random_table(r, difficulty, settings), Policy(), single_pot)
    return _ask_winner(found.hand, _half_for(found.hand.variant, rng), meta_found(found, difficulty))


def pose_winner(hand: Hand, context: PoseContext) -> Question | None:
    if not single_pot(hand) or any(None in hand.player(seat).down for seat in contenders(hand)):
        return None
    return _ask_winner(hand, _half_for(hand.variant, context.rng), meta_posed(context))


def solve_winner(question: Question, given: Answer | None) -> Solution:
    hand = question.position
    half = question.prompt.params["half"]
    assert isinstance(half, str)
    _, awards = finish(hand)
    award = _award_of(awards, half)
    winners = _winners(award)
    read_half = "low" if half == "low" else "high"
    parts = _read_parts(hand, read_half)
    rules: list[str]
    if hand.variant.low is LowRule.ACE_TO_FIVE:
        rules = ["R7.3"]
    elif half == "low":
        rules = ["R7.2"]
    else:
        rules = ["R7.1"]
    if hand.variant.low is LowRule.EIGHT_OR_BETTER and not any(a.half == "low" for a in awards):
        parts.append(Explanation("winner.no_low", {}))
        if "R7.2" not in rules:
            rules.append("R7.2")
    if len(winners) > 1:
        parts.append(Explanation("winner.tie", {"seats": tuple(sorted(winners))}))
        rules.append("R8.5")
    main = Explanation("winner", {"seats": tuple(sorted(winners)), "half": half}, tuple(parts))
    return Solution(winners, main, tuple(rules))


SKILLS = (
    Skill(
        "showdown_order",
        AnswerType.SEAT_ORDER,
        generate_showdown_order,
        solve_showdown_order,
        pose_showdown_order,
    ),
    Skill("read_high", AnswerType.CHOICE, generate_read_high, solve_reading, pose_read_high),
    Skill("read_low", AnswerType.CHOICE, generate_read_low, solve_reading, pose_read_low),
    Skill("winner", AnswerType.SEAT_SET, generate_winner, solve_winner, pose_winner),
)
