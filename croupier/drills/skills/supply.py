"""Cards: how many have been burned (R6.1, R6.2), and what the dealer does before 7th street when the
stub may run short (R6.3–R6.6)."""

from __future__ import annotations

import random

from croupier.drills.cases import moment
from croupier.drills.deal import DrillSettings, Table, find_moment, random_table
from croupier.drills.facts import burn_count
from croupier.drills.model import Answer, AnswerType, Choice, DrillError, Explanation, Question, Solution
from croupier.drills.skill import PoseContext, Skill
from croupier.drills.skills.common import Meta, ask, meta_found, meta_posed
from croupier.engine.events import CardDealt, StubScrambled, SupplyChecked
from croupier.engine.hand import Hand, Step, TurnDue
from croupier.engine.rules import RunoutProcedure
from croupier.engine.runout import plan_seventh_street
from croupier.engine.simulate import Policy

__all__ = ["OUTCOMES", "SKILLS"]

OUTCOMES: dict[RunoutProcedure, tuple[str, ...]] = {
    RunoutProcedure.COUNT_FIRST: ("normal", "reshuffle_burns", "community_card", "reshuffle_then_community"),
    RunoutProcedure.COMMUNITY_ONLY: ("normal", "community_card", "reshuffle_then_community"),
    RunoutProcedure.DEAL_TO_LAST_CARD: (
        "normal",
        "deal_to_last_card",
        "community_card",
        "reshuffle_then_community",
    ),
    RunoutProcedure.RESHUFFLE_BURNS_AND_MUCK: ("normal", "reshuffle_burns_and_muck", "community_card"),
}
"""What the dealer may do before 7th street under each run-out procedure (R6.5, R6.5b)."""


# ----------------------------------------------------------------------------------- burns


def _betting_later_street(hand: Hand, step: Step | None = None) -> bool:
    step = hand.next_step() if step is None else step
    return isinstance(step, TurnDue)


def _ask_burns(hand: Hand, meta: Meta) -> Question:
    return ask("burn_count", AnswerType.COUNT, "burn_count", {}, hand, meta=meta)


def generate_burn_count(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    earliest = 3 if difficulty == 1 else 4
    found = moment(
        rng,
        difficulty,
        settings,
        Policy(),
        _betting_later_street,
        cases=("short_deck",),
        accept=lambda found: found.street >= earliest,
    )
    return _ask_burns(found.hand, meta_found(found, difficulty))


def pose_burn_count(hand: Hand, context: PoseContext) -> Question | None:
    return _ask_burns(hand, meta_posed(context)) if _betting_later_street(hand) else None


def solve_burn_count(question: Question, given: Answer | None) -> Solution:
    hand = question.position
    count = burn_count(hand)
    parts = [
        Explanation("burns.third", {"burned": hand.rules.burn_before_third_street}),
        Explanation("burns.each", {"street": hand.street}),
    ]
    if any(isinstance(event, StubScrambled) for event in hand.events):
        parts.append(Explanation("burns.scrambled", {}))
    main = Explanation(
        "burns",
        {"count": count, "street": hand.street, "third": hand.rules.burn_before_third_street},
        tuple(parts),
    )
    rules = ("R6.1", "R6.2", "R6.5c") if len(parts) > 2 else ("R6.1", "R6.2")
    return Solution(count, main, rules)


# ----------------------------------------------------------------------------------- short deck


def _at_supply_check(hand: Hand, step: Step | None = None) -> bool:
    return bool(hand.events) and isinstance(hand.events[-1], SupplyChecked)


def _counts(hand: Hand) -> tuple[int, ...]:
    """Players dealt in on 3rd street and live for 4th, 5th, 6th and 7th street (n3..n7, R6.3)."""
    seats: dict[int, set[int]] = {street: set() for street in range(3, 7)}
    for event in hand.events:
        if isinstance(event, CardDealt) and event.street in seats:
            seats[event.street].add(event.seat)
    return (*(len(seats[street]) for street in range(3, 7)), len(hand.live_seats))


def _ask_supply(hand: Hand, meta: Meta) -> Question:
    outcomes = OUTCOMES[hand.rules.runout_procedure]
    choices = tuple(Choice(outcome, "runout", {"outcome": outcome}) for outcome in outcomes)
    params = {"counts": _counts(hand)}
    return ask("short_deck", AnswerType.CHOICE, "short_deck", params, hand, meta=meta, choices=choices)


def _supply_policy(rng: random.Random) -> Policy:
    # Few folds, and fewer later: every run-out case of R6.5a turns up.
    early, late = rng.uniform(0.0, 0.2), rng.uniform(0.0, 0.12)
    return Policy(fold=(early, late, late, late, 0.0))


def generate_short_deck(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    players = (6, 8) if difficulty == 1 else (7, 8) if difficulty == 2 else (8, 8)
    target = rng.choice(OUTCOMES[settings.rules.runout_procedure])

    def table(r: random.Random) -> Table:
        return random_table(r, difficulty, settings, players=players, short_stacks=False)

    def is_target(hand: Hand, step: Step) -> bool:
        event = hand.events[-1] if hand.events else None
        return isinstance(event, SupplyChecked) and event.outcome == target

    try:
        found = find_moment(rng, table, _supply_policy, is_target, tries=25)
    except DrillError:  # a rare outcome not met (or impossible with these players): take any count
        found = find_moment(rng, table, _supply_policy, _at_supply_check)
    return _ask_supply(found.hand, meta_found(found, difficulty))


def pose_short_deck(hand: Hand, context: PoseContext) -> Question | None:
    return _ask_supply(hand, meta_posed(context)) if _at_supply_check(hand) else None


def solve_short_deck(question: Question, given: Answer | None) -> Solution:
    hand = question.position
    live = hand.live_seats
    procedure = hand.rules.runout_procedure
    check, _ = plan_seventh_street(live, hand.stub_size, len(hand.burns), len(hand.mucked_cards), procedure)
    counts = _counts(hand)
    stub, need, burns = check.stub, check.need, check.burns
    parts = [Explanation("supply.stub", {"counts": counts, "stub": stub})]
    rules = ["R6.3", "R6.5"]
    if procedure is not RunoutProcedure.COUNT_FIRST:
        parts.append(Explanation("supply.procedure", {"procedure": procedure.value}))
        rules.append("R6.5b")
    elif check.outcome == "normal":
        parts.append(Explanation("supply.normal", {"stub": stub, "need": need}))
    elif check.outcome == "reshuffle_burns":
        parts.append(Explanation("supply.reshuffle", {"stub": stub, "need": need, "burns": burns}))
        rules.append("R6.5c")
    elif check.outcome == "community_card":
        parts.append(Explanation("supply.community", {"stub": stub, "need": need, "burns": burns}))
        rules.append("R6.6")
    else:
        parts.append(Explanation("supply.reshuffle_community", {"stub": stub, "need": need, "burns": burns}))
        rules.extend(("R6.5c", "R6.6"))
    main = Explanation(
        "supply", {"outcome": check.outcome, "players": len(live), "need": need, "stub": stub}, tuple(parts)
    )
    return Solution(check.outcome, main, tuple(rules))


SKILLS = (
    Skill("burn_count", AnswerType.COUNT, generate_burn_count, solve_burn_count, pose_burn_count),
    Skill("short_deck", AnswerType.CHOICE, generate_short_deck, solve_short_deck, pose_short_deck),
)
