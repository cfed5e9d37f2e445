"""Chips by hand (RULES.md §2.12): count the pot from its stacks (R12.2), make change from the pot
for an oversized chip (R12.3), and split a pot colour by colour, colouring down where a colour does
not divide, the odd chip by R8.6 (R12.4, E46). The chips in the middle are the ones the players put
in (each contribution paid in a few chips, R12.1's default set); every answer is checked with
``croupier.engine.chips`` against the engine's pot and awards."""

from __future__ import annotations

import copy
import random

from croupier.drills.cases import moment, tied_showdown
from croupier.drills.chip_answers import answer_pile, answer_shares, pile_answer, shares_answer
from croupier.drills.deal import DrillSettings, Moment, find_moment, random_table
from croupier.drills.facts import WAGERS, contenders, finish, gathered_pot, to_showdown
from croupier.drills.model import (
    Answer,
    AnswerFormatError,
    AnswerType,
    DrillError,
    Explanation,
    Question,
    Solution,
    Value,
)
from croupier.drills.skill import PoseContext, Skill
from croupier.drills.skills.common import Meta, ask, meta_found, meta_posed
from croupier.drills.skills.showdown import single_pot
from croupier.drills.skills.splits import solve_split
from croupier.engine.chips import Chips, ChipSet, grade_change, grade_split, make_change, split_plan
from croupier.engine.errors import CroupierError
from croupier.engine.events import ActionKind, PotAwarded
from croupier.engine.hand import BurnDue, Hand, Step, TurnDue
from croupier.engine.legal import Action
from croupier.engine.rules import STUD8
from croupier.engine.simulate import Policy

__all__ = ["SKILLS", "colour_down_for", "middle_chips"]

CHIPS = ChipSet()
"""The chips in play for the quiz: R12.1's default set."""


def middle_chips(hand: Hand, rng: random.Random, chips: ChipSet = CHIPS) -> Chips:
    """The chips in the middle as the players put them in: each seat's gathered contribution in
    the fewest chips no larger than one the seat happened to use."""
    pile = Chips()
    for player in hand.players:
        amount = player.contributed - player.bet
        if amount > 0:
            # Whites only for what the larger chips cannot make (an odd ante): R12.1's stacks.
            usable = [value for value in chips.denominations if value <= amount][1:] or [chips.unit]
            pile = pile + chips.stack(amount, largest=rng.choice(usable[-2:]))
    return pile


def _pile(question: Question) -> Chips:
    return answer_pile(question.prompt.params["pile"])  # type: ignore[arg-type]


def _pairs(chips: Chips) -> Value:
    return tuple((value, count) for value, count in chips)


# ----------------------------------------------------------------------------------- count_pot


def _between_rounds(hand: Hand, step: Step) -> bool:
    return (isinstance(step, BurnDue) or to_showdown(hand)) and gathered_pot(hand) > 0


def _ask_count(hand: Hand, rng: random.Random, meta: Meta) -> Question:
    pile = middle_chips(hand, rng)
    return ask("count_pot", AnswerType.AMOUNT, "count_pot", {"pile": pile_answer(pile)}, hand, meta=meta)


def generate_count_pot(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    found = moment(
        rng,
        difficulty,
        settings,
        Policy(),
        _between_rounds,
        cases=("side_pots", "short_all_in"),
        accept=lambda found: found.street >= 2 + difficulty or difficulty == 1,
    )
    return _ask_count(found.hand, rng, meta_found(found, difficulty))


def pose_count_pot(hand: Hand, context: PoseContext) -> Question | None:
    step = hand.next_step()
    if step is None or not _between_rounds(hand, step):
        return None
    return _ask_count(hand, context.rng, meta_posed(context))


def solve_count_pot(question: Question, given: Answer | None) -> Solution:
    pile = _pile(question)
    total = gathered_pot(question.position)  # the engine's pot; the pile holds exactly that
    parts = tuple(
        Explanation("chips.colour", {"value": value, "count": count, "amount": value * count})
        for value, count in pile
    )
    main = Explanation("chips.count", {"total": total, "chips": pile.pieces}, parts)
    return Solution(total, main, ("R12.2",))


# ----------------------------------------------------------------------------------- make_change


def _played(hand: Hand, kind: str, to: int) -> Hand:
    after = copy.deepcopy(hand)
    assert after.actor is not None
    action = ActionKind(kind)
    after.act(Action(after.actor, action, to if action in WAGERS else 0))
    return after


def _wager(hand: Hand, kind: str, to: int) -> int:
    seat = hand.actor
    assert seat is not None
    return _played(hand, kind, to).player(seat).contributed - hand.player(seat).contributed


def _ask_change(hand: Hand, kind: str, to: int, rng: random.Random, meta: Meta) -> Question | None:
    seat = hand.actor
    if seat is None or kind not in {k.value for k in WAGERS} | {ActionKind.CALL.value}:
        return None
    try:
        wager = _wager(hand, kind, to)
    except CroupierError:
        return None
    pile = middle_chips(hand, rng)
    larger = [value for value in CHIPS.denominations if value > wager and value - wager <= pile.total]
    if wager <= 0 or not larger:
        return None
    chip = rng.choice(larger[:3])
    change = make_change(chip - wager, CHIPS, below=chip)
    if not pile.covers(change):
        # The middle holds the small chips a dealer needs (antes and calls in small colours).
        rest = pile.total - change.total
        pile = change + CHIPS.stack(rest, largest=rng.choice((5, 25)))
    params: dict[str, Value] = {
        "seat": seat,
        "act": kind,
        "to": to,
        "wager": wager,
        "chip": chip,
        "pile": pile_answer(pile),
    }
    return ask("make_change", AnswerType.CHIPS, "make_change", params, hand, meta=meta)


def _paying(moment: Moment) -> bool:
    action = moment.action
    return action is not None and (action.kind in WAGERS or action.kind is ActionKind.CALL)


def generate_make_change(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    for _ in range(20):
        found = find_moment(
            rng,
            lambda r: random_table(r, difficulty, settings),
            Policy(),
            lambda hand, step: isinstance(step, TurnDue),
            accept=_paying,
        )
        action = found.moment.action
        assert action is not None
        question = _ask_change(found.hand, action.kind.value, action.to, rng, meta_found(found, difficulty))
        if question is not None:
            return question
    raise DrillError("no wager found to make change for")  # pragma: no cover


def pose_make_change(hand: Hand, context: PoseContext) -> Question | None:
    if context.next_action is None or not isinstance(hand.next_step(), TurnDue):
        return None
    kind, to = context.next_action
    return _ask_change(hand, kind, to, context.rng, meta_posed(context))


def _change_due(question: Question) -> tuple[int, int]:
    """(the chip paid, the change due), the wager worked out by the engine."""
    params = question.prompt.params
    kind, to, chip = params["act"], params["to"], params["chip"]
    assert isinstance(kind, str)
    assert isinstance(to, int)
    assert isinstance(chip, int)
    return chip, chip - _wager(question.position, kind, to)


def solve_make_change(question: Question, given: Answer | None) -> Solution:
    chip, due = _change_due(question)
    change = make_change(due, CHIPS, below=chip)
    parts: list[Explanation] = []
    if given is not None:
        verdict = grade_change(answer_pile(given), due, _pile(question))
        parts.extend(
            Explanation(
                "chips.not_there" if problem.kind == "not_there" else "chips.wrong_change",
                {"value": problem.value, "given": problem.given, "due": due},
            )
            for problem in verdict.problems
        )
    params: dict[str, Value] = {
        "seat": question.prompt.params["seat"],
        "chip": chip,
        "wager": chip - due,
        "due": due,
        "change": _pairs(change),
    }
    return Solution(pile_answer(change), Explanation("chips.change", params, tuple(parts)), ("R12.3",))


def accepts_change(question: Question, answer: Answer) -> bool:
    _, due = _change_due(question)
    return grade_change(answer_pile(answer), due, _pile(question)).correct


# ----------------------------------------------------------------------------------- split_chips


def _ask_split(hand: Hand, rng: random.Random, meta: Meta) -> Question:
    _, awards = finish(hand)
    halves = tuple((award.half, tuple(seat for seat, chips in award.shares if chips)) for award in awards)
    pile = middle_chips(hand, rng)
    params: dict[str, Value] = {"pot": pile.total, "halves": halves, "pile": pile_answer(pile)}
    return ask(
        "split_chips",
        AnswerType.CHIP_SHARES,
        "split_chips",
        params,
        hand,
        meta=meta,
        shown=frozenset(contenders(hand)),
    )


def generate_split_chips(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    if difficulty >= 2 and rng.random() < 0.6:
        hand, _ = tied_showdown(rng, difficulty, settings, odd=rng.random() < 0.6)
        return _ask_split(hand, rng, Meta(difficulty, settings.profile))
    found = find_moment(
        rng,
        lambda r: random_table(r, difficulty, settings, variants=(STUD8,) if r.random() < 0.6 else None),
        Policy(),
        single_pot,
    )
    return _ask_split(found.hand, rng, meta_found(found, difficulty))


def pose_split_chips(hand: Hand, context: PoseContext) -> Question | None:
    if not single_pot(hand) or any(None in hand.player(seat).down for seat in contenders(hand)):
        return None
    return _ask_split(hand, context.rng, meta_posed(context))


def _due(awards: list[PotAwarded]) -> tuple[dict[int, int], tuple[int, ...]]:
    """What each seat is due, and the seats that get an odd chip (R8.6)."""
    due: dict[int, int] = {}
    odd: list[int] = []
    for award in awards:
        winners = [(seat, chips) for seat, chips in award.shares if chips]
        base = award.amount // len(winners)
        odd.extend(seat for seat, chips in winners if chips > base)
        for seat, chips in winners:
            due[seat] = due.get(seat, 0) + chips
    return due, tuple(odd)


def colour_down_for(pile: Chips, wanted: Chips, chips: ChipSet = CHIPS) -> tuple[Chips, tuple[int, ...]]:
    """``pile`` with as few chips coloured down as ``wanted`` needs (largest first), and the chips
    broken: a dealer breaks a chip only where the smaller colours do not make what is to be given."""
    counts = dict(pile.counts)
    broken: list[int] = []
    values = chips.denominations
    for index in range(len(values) - 1, 0, -1):
        value = values[index]
        below = values[:index]
        want_below = sum(wanted.count(v) * v for v in below)
        have_below = sum(counts.get(v, 0) * v for v in below)
        spare = counts.get(value, 0) - wanted.count(value)
        while want_below > have_below and spare > 0:
            counts[value] -= 1
            spare -= 1
            broken.append(value)
            for small, count in chips.colour_down(value):
                counts[small] = counts.get(small, 0) + count
            have_below += value
    return Chips.of(counts), tuple(broken)


def _split_verdict(question: Question, answer: Answer) -> tuple[bool, tuple[Explanation, ...]]:
    try:
        given = answer_shares(answer)
    except AnswerFormatError:
        return False, (Explanation("chips.unreadable", {}),)
    _, awards = finish(question.position)
    due, odd = _due(awards)
    handed = Chips()
    for chips in given.values():
        handed = handed + chips
    pile, _ = colour_down_for(_pile(question), handed)
    verdict = grade_split(pile, given, due, odd_chip=odd)
    parts = tuple(
        Explanation(
            f"chips.{problem.kind}",
            {
                "seat": problem.seat,
                "given": problem.given,
                "due": problem.due,
                "value": problem.value,
                "right": problem.right,
            },
        )
        for problem in verdict.problems
    )
    return verdict.correct, parts


def solve_split_chips(question: Question, given: Answer | None) -> Solution:
    _, awards = finish(question.position)
    due, _ = _due(awards)
    pile = _pile(question)
    plan = split_plan(pile, due, CHIPS)
    engine = solve_split(question, None)
    parts: list[Explanation] = []
    if given is not None:
        correct, problems = _split_verdict(question, given)
        if not correct:
            parts.extend(problems)
    parts.append(engine.explanation)
    if plan.coloured_down:
        parts.append(Explanation("chips.coloured_down", {"values": plan.coloured_down}))
    params: dict[str, Value] = {"pot": pile.total, "due": tuple(sorted(due.items()))}
    main = Explanation("chips.split", params, tuple(parts))
    rules = tuple(dict.fromkeys(("R12.4", *engine.rules)))
    return Solution(shares_answer(plan.shares), main, rules)


def accepts_split(question: Question, answer: Answer) -> bool:
    return _split_verdict(question, answer)[0]


SKILLS = (
    Skill(
        "count_pot", AnswerType.AMOUNT, generate_count_pot, solve_count_pot, pose_count_pot, 12.0, ("R12.2",)
    ),
    Skill(
        "make_change",
        AnswerType.CHIPS,
        generate_make_change,
        solve_make_change,
        pose_make_change,
        12.0,
        ("R12.3",),
        accepts_change,
    ),
    Skill(
        "split_chips",
        AnswerType.CHIP_SHARES,
        generate_split_chips,
        solve_split_chips,
        pose_split_chips,
        30.0,
        ("R12.4", "R8.6"),
        accepts_split,
    ),
)
