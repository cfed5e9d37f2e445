"""Chips by hand (RULES.md §2.12): count the pot from its stacks (R12.2), make change from the pot
for an oversized chip (R12.3), and split a pot colour by colour, colouring down where a colour does
not divide, the odd chip by R8.6 (R12.4, E46). The chips in the middle are the ones the players put
in (each contribution paid in a few chips of the set in play, R12.1: the trainer's Settings, or
the default set where the stakes are not made of it); the set is written into the question, and
every answer is checked with ``croupier.engine.chips`` against the engine's pot and awards, shared
in units of the set's smallest chip (R8.6)."""

from __future__ import annotations

import copy
import random

from croupier.drills.cases import moment, tied_showdown
from croupier.drills.chip_answers import answer_pile, answer_shares, pile_answer, shares_answer
from croupier.drills.deal import DrillSettings, Moment, find_moment, random_table
from croupier.drills.facts import WAGERS, contenders, finish, gathered_pot, live_pots, to_showdown
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
from croupier.engine.chips import (
    Chips,
    ChipSet,
    grade_change,
    grade_split,
    make_change,
    pot_shares,
    split_plan,
)
from croupier.engine.errors import CroupierError
from croupier.engine.events import ActionKind
from croupier.engine.hand import BurnDue, Hand, Step, TurnDue
from croupier.engine.legal import Action
from croupier.engine.pots import Pot
from croupier.engine.rules import STUD8
from croupier.engine.showdown import hand_values
from croupier.engine.simulate import Policy

__all__ = ["SKILLS", "chip_set_of", "colour_down_for", "middle_chips"]

CHIPS = ChipSet()
"""R12.1's default set: for positions posed from elsewhere, and questions stored without a set."""


def _fitting(hand: Hand, chips: ChipSet) -> ChipSet:
    """``chips`` if every stake and stack of ``hand`` is made of them (R12.1), else the default."""
    stakes = hand.stakes
    amounts = [stakes.ante, stakes.bring_in, stakes.small_bet, stakes.big_bet]
    amounts += [player.stack + player.contributed for player in hand.players]
    return chips if all(chips.fits(amount) for amount in amounts) else CHIPS


def chip_set_of(question: Question) -> ChipSet:
    """The chips in play for ``question`` (written into it when it was asked)."""
    text = question.prompt.params.get("chips")
    return ChipSet.parse(text) if isinstance(text, str) else CHIPS


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


def _ask_count(hand: Hand, rng: random.Random, meta: Meta, chips: ChipSet = CHIPS) -> Question:
    chips = _fitting(hand, chips)
    pile = middle_chips(hand, rng, chips)
    params: dict[str, Value] = {"pile": pile_answer(pile), "chips": str(chips)}
    return ask("count_pot", AnswerType.AMOUNT, "count_pot", params, hand, meta=meta)


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
    return _ask_count(found.hand, rng, meta_found(found, difficulty), settings.chip_set)


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


def _ask_change(  # noqa: PLR0917 - the position, the wager and how it is asked
    hand: Hand, kind: str, to: int, rng: random.Random, meta: Meta, chips: ChipSet = CHIPS
) -> Question | None:
    seat = hand.actor
    if seat is None or kind not in {k.value for k in WAGERS} | {ActionKind.CALL.value}:
        return None
    try:
        wager = _wager(hand, kind, to)
    except CroupierError:
        return None
    chips = _fitting(hand, chips)
    pile = middle_chips(hand, rng, chips)
    larger = [value for value in chips.denominations if value > wager and value - wager <= pile.total]
    if wager <= 0 or not larger:
        return None
    chip = rng.choice(larger[:3])
    change = make_change(chip - wager, chips, below=chip)
    if not pile.covers(change):
        # The middle holds the small chips a dealer needs (antes and calls in small colours).
        rest = pile.total - change.total
        pile = change + chips.stack(rest, largest=rng.choice(chips.denominations[1:3] or (chips.unit,)))
    params: dict[str, Value] = {
        "seat": seat,
        "act": kind,
        "to": to,
        "wager": wager,
        "chip": chip,
        "pile": pile_answer(pile),
        "chips": str(chips),
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
        question = _ask_change(
            found.hand, action.kind.value, action.to, rng, meta_found(found, difficulty), settings.chip_set
        )
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
    change = make_change(due, chip_set_of(question), below=chip)
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


Shared = tuple[tuple[str, int, tuple[tuple[int, int], ...]], ...]


def _shared(hand: Hand, chips: ChipSet) -> Shared:
    """The pot at the showdown shared out, (half, chips, ((seat, chips), ...)) for each half: the
    engine's awards, or with a smallest chip above 1 the same shares counted in that chip (R8.6)."""
    played, awards = finish(hand)
    if chips.unit == 1:
        return tuple((award.half, award.amount, award.shares) for award in awards)
    seats = sorted({seat for award in awards for seat in award.eligible} or set(played.live_seats))
    values = {seat: hand_values(played.variant, played.cards_of(seat)) for seat in seats}
    pot = Pot(sum(award.amount for award in awards), tuple(seats), tuple(seats))
    shares = pot_shares(
        played.variant, played.rules, pot, values=values, cards_of=played.cards_of, unit=chips.unit
    )
    return tuple(shares)


def _ask_split(hand: Hand, rng: random.Random, meta: Meta, chips: ChipSet = CHIPS) -> Question:
    chips = _fitting(hand, chips)
    shared = _shared(hand, chips)
    halves = tuple((half, tuple(seat for seat, amount in shares if amount)) for half, _, shares in shared)
    pile = middle_chips(hand, rng, chips)
    params: dict[str, Value] = {
        "pot": pile.total,
        "halves": halves,
        "pile": pile_answer(pile),
        "chips": str(chips),
    }
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
        unit = settings.chip_set.unit
        hand, _ = tied_showdown(rng, difficulty, settings, odd=rng.random() < 0.6, unit=unit)
        return _ask_split(hand, rng, Meta(difficulty, settings.profile), settings.chip_set)
    found = find_moment(
        rng,
        lambda r: random_table(r, difficulty, settings, variants=(STUD8,) if r.random() < 0.6 else None),
        Policy(),
        single_pot,
    )
    return _ask_split(found.hand, rng, meta_found(found, difficulty), settings.chip_set)


def pose_split_chips(hand: Hand, context: PoseContext) -> Question | None:
    if not single_pot(hand) or any(None in hand.player(seat).down for seat in contenders(hand)):
        return None
    return _ask_split(hand, context.rng, meta_posed(context))


def _due(question: Question) -> tuple[dict[int, int], tuple[int, ...]]:
    """What each seat is due, and the seats that get an odd chip (R8.6), in the question's chips."""
    chips = chip_set_of(question)
    due: dict[int, int] = {}
    odd: list[int] = []
    for _, amount, shares in _shared(question.position, chips):
        winners = [(seat, share) for seat, share in shares if share]
        base = amount // len(winners)
        odd.extend(seat for seat, share in winners if share > base)
        for seat, share in winners:
            due[seat] = due.get(seat, 0) + share
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
    due, odd = _due(question)
    handed = Chips()
    for chips in given.values():
        handed = handed + chips
    pile, _ = colour_down_for(_pile(question), handed, chip_set_of(question))
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
    due, _ = _due(question)
    pile = _pile(question)
    chips = chip_set_of(question)
    plan = split_plan(pile, due, chips)
    engine = solve_split(question, None)
    parts: list[Explanation] = []
    if given is not None:
        correct, problems = _split_verdict(question, given)
        if not correct:
            parts.extend(problems)
    if chips.unit == 1:
        # The engine's own split: with a larger smallest chip its odd chips are not these.
        parts.append(engine.explanation)
    if plan.coloured_down:
        parts.append(Explanation("chips.coloured_down", {"values": plan.coloured_down}))
    params: dict[str, Value] = {"pot": pile.total, "due": tuple(sorted(due.items()))}
    main = Explanation("chips.split", params, tuple(parts))
    side = len(live_pots(question.position)[0]) > 1  # side pots: each split on its own (R8.7, R12.5)
    rules = tuple(dict.fromkeys(("R12.4", *engine.rules, *(("R8.7", "R12.5") if side else ()))))
    return Solution(shares_answer(plan.shares), main, rules)


def accepts_split(question: Question, answer: Answer) -> bool:
    return _split_verdict(question, answer)[0]


SKILLS = (
    Skill("count_pot", AnswerType.AMOUNT, generate_count_pot, solve_count_pot, pose_count_pot),
    Skill(
        "make_change",
        AnswerType.CHIPS,
        generate_make_change,
        solve_make_change,
        pose_make_change,
        accepts_change,
    ),
    Skill(
        "split_chips",
        AnswerType.CHIP_SHARES,
        generate_split_chips,
        solve_split_chips,
        pose_split_chips,
        accepts_split,
    ),
)
