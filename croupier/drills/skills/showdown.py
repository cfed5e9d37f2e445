"""The showdown: who shows first (R8.1), reading hands (R7), who wins, how a pot is split and who gets
the odd chip (R8.5, R8.6)."""

from __future__ import annotations

import random
from itertools import combinations

from croupier.drills.deal import (
    PASSIVE,
    DrillSettings,
    Policy,
    Table,
    find_moment,
    random_table,
    stacked_deck,
    walk,
)
from croupier.drills.facts import contenders, finish, live_pots, to_showdown
from croupier.drills.model import (
    Answer,
    AnswerType,
    Choice,
    DrillError,
    Explanation,
    Question,
    Solution,
    Value,
)
from croupier.drills.skill import PoseContext, Skill
from croupier.drills.skills.common import Meta, ask, meta_found, meta_posed
from croupier.engine.cards import CARDS, Card, Rank, Suit
from croupier.engine.evaluate import (
    HandDescription,
    HandReading,
    best_high,
    best_low8,
    best_razz,
    odd_chip_card,
)
from croupier.engine.events import PotAwarded
from croupier.engine.hand import Hand, Step
from croupier.engine.rules import RAZZ, STUD, STUD8, LowOddChipAce, LowRule, OddChip, Stakes, Variant

__all__ = ["SKILLS", "display_key", "reading"]


def reading(variant: Variant, half: str, cards: list[Card]) -> HandReading:
    """How the dealer reads ``cards`` for ``half`` (whole, high or low) of a pot in ``variant``."""
    if variant.low is LowRule.ACE_TO_FIVE:
        return best_razz(cards)
    if half == "low":
        return best_low8(cards)
    return best_high(cards)


_LOW_RANKS = tuple(rank for rank in Rank if rank.low <= 8)

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


def _showdown_probe(hand: Hand, step: Step) -> bool:
    return to_showdown(hand)


def _single_pot(hand: Hand, step: Step | None = None) -> bool:
    if not to_showdown(hand):
        return False
    pots, uncalled = live_pots(hand)
    return len(pots) == 1 and not uncalled


# ----------------------------------------------------------------------------------- show order


def _ask_order(hand: Hand, meta: Meta) -> Question:
    return ask("showdown_order", AnswerType.SEAT_ORDER, "showdown_order", {}, hand, meta=meta)


def generate_showdown_order(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    found = find_moment(rng, lambda r: random_table(r, difficulty, settings), Policy(), _showdown_probe)
    return _ask_order(found.hand, meta_found(found, difficulty))


def pose_showdown_order(hand: Hand, context: PoseContext) -> Question | None:
    return _ask_order(hand, meta_posed(context)) if to_showdown(hand) else None


def solve_showdown_order(question: Question, given: Answer | None) -> Solution:
    hand = question.position
    order = hand.showdown_order
    live = contenders(hand)
    aggressor = hand.last_aggressor
    parts: list[Explanation] = []
    if aggressor is not None and aggressor in live:
        first: int = aggressor
        parts.append(Explanation("show.aggressor", {"seat": first}))
    elif hand.rules.showdown_order_no_bet.value == "first_to_act_order" and hand.street_leader in live:
        assert hand.street_leader is not None
        first = hand.street_leader
        parts.append(Explanation("show.board", {"seat": first, "low": hand.variant.low_board_acts_first}))
    else:
        first = live[0]
        parts.append(Explanation("show.seat_order", {"seat": first}))
    count = len(hand.players)
    clockwise = tuple(sorted(live, key=lambda seat: (seat - first) % count))
    parts.append(Explanation("show.clockwise", {"order": clockwise}))
    if clockwise != order:
        pots, _ = live_pots(hand)
        main_only = tuple(seat for seat in live if sum(seat in pot.eligible for pot in pots) == 1)
        parts.append(Explanation("show.side_pots", {"seats": main_only}))
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
        ranks = sorted(rng.sample(_LOW_RANKS, 5), key=lambda rank: rank.low, reverse=True)
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
        _showdown_probe,
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
    found = find_moment(rng, lambda r: random_table(r, difficulty, settings), Policy(), _single_pot)
    return _ask_winner(found.hand, _half_for(found.hand.variant, rng), meta_found(found, difficulty))


def pose_winner(hand: Hand, context: PoseContext) -> Question | None:
    if not _single_pot(hand) or any(None in hand.player(seat).down for seat in contenders(hand)):
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


# ----------------------------------------------------------------------------------- ties


def _tied_cards(rng: random.Random, variant: Variant, half: str, tied: int) -> list[list[Card]]:
    """Seven cards each for ``tied`` seats with the same ranks in other suits: a tie unless a
    flush (or another player) gets in the way, which the engine decides."""
    if half == "low" or variant is RAZZ:
        low = rng.sample(_LOW_RANKS, 5)
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


def _tie_stakes(rng: random.Random, settings: DrillSettings) -> Stakes:
    # Small odd antes and bring-ins make pots that do not split evenly (R8.6).
    small = settings.stakes.small_bet
    ante = rng.randint(1, 5)
    bring_in = rng.randint(ante + 1, max(ante + 1, min(small - 1, 15)))
    return Stakes(ante, bring_in, small, settings.stakes.big_bet)


def _tied_showdown(
    rng: random.Random, difficulty: int, settings: DrillSettings, *, odd: bool
) -> tuple[Hand, PotAwarded]:
    """A stacked showdown where two (or three) seats tie for a pot or half of one; ``odd``: the tied
    share leaves exactly one odd chip."""
    variants = list(settings.variants) or [STUD, STUD8, RAZZ]
    for _ in range(150):
        variant = rng.choice(variants)
        half = "low" if variant is STUD8 and rng.random() < 0.6 else "high"
        tied = 3 if difficulty >= 3 and (half == "low" or variant is RAZZ) and rng.random() < 0.4 else 2
        others = rng.randint(0, 1) if difficulty <= 2 else rng.randint(1, 3)
        hands = _tied_cards(rng, variant, half, tied)
        used = {card for cards in hands for card in cards}
        rest = [card for card in CARDS if card not in used]
        rng.shuffle(rest)
        for _ in range(others):
            hands.append([rest.pop() for _ in range(7)])
        rng.shuffle(hands)
        stakes = _tie_stakes(rng, settings)
        table = Table(variant, stakes, (40 * stakes.big_bet,) * len(hands), settings.rules, settings.profile)
        seed = rng.getrandbits(31)
        top = stacked_deck(rng, hands)
        _, moments = walk(table, PASSIVE, seed, top=top, probe=_showdown_probe)
        fit = next((moment for moment in moments if moment.fit), None)
        if fit is None:
            continue
        hand, _ = walk(table, PASSIVE, seed, top=top, until=fit.index)
        _, awards = finish(hand)
        for award in awards:
            winners = [seat for seat, chips in award.shares if chips]
            if len(winners) >= 2 and (not odd or award.amount % len(winners) == 1):
                return hand, award
    raise DrillError("no stacked tie found")


# ----------------------------------------------------------------------------------- split


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
        lambda r: random_table(r, difficulty, settings, variants=(STUD8,) if r.random() < 0.6 else None),
        Policy(),
        _single_pot,
    )
    return _ask_split(found.hand, meta_found(found, difficulty))


def pose_split(hand: Hand, context: PoseContext) -> Question | None:
    if not _single_pot(hand) or any(None in hand.player(seat).down for seat in contenders(hand)):
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
    Skill(
        "showdown_order",
        AnswerType.SEAT_ORDER,
        generate_showdown_order,
        solve_showdown_order,
        pose_showdown_order,
        6.0,
        ("R8.1",),
    ),
    Skill("read_high", AnswerType.CHOICE, generate_read_high, solve_reading, pose_read_high, 6.0, ("R7.1",)),
    Skill(
        "read_low", AnswerType.CHOICE, generate_read_low, solve_reading, pose_read_low, 6.0, ("R7.2", "R7.3")
    ),
    Skill("winner", AnswerType.SEAT_SET, generate_winner, solve_winner, pose_winner, 8.0, ("R7.1", "R8.5")),
    Skill("split", AnswerType.SHARES, generate_split, solve_split, pose_split, 15.0, ("R8.5", "R8.6")),
    Skill("odd_chip", AnswerType.SEAT, generate_odd_chip, solve_odd_chip, None, 8.0, ("R8.6",)),
)
