"""Reading a tabled hand from memory (R9.7): no choices, the trainee names the hand (the phrase
builder, or the words typed in English or German) and ``croupier.drills.reading`` grades it by the
engine's evaluation: the kind, the ranks a dealer says, the kickers where they decide against
another tabled hand, and in hi-lo the low or "no low"."""

from __future__ import annotations

import random

from croupier.drills.cases import moment
from croupier.drills.chip_answers import answer_said, said_answer
from croupier.drills.deal import DrillSettings
from croupier.drills.facts import contenders
from croupier.drills.model import Answer, AnswerType, Explanation, Question, Solution, Value
from croupier.drills.reading import Said, expected_reading, grade_reading
from croupier.drills.skill import PoseContext, Skill
from croupier.drills.skills.common import Meta, ask, meta_found, meta_posed
from croupier.drills.skills.showdown import showdown_probe
from croupier.engine.cards import Card
from croupier.engine.hand import Hand
from croupier.engine.readings import best_high, best_low8, best_razz
from croupier.engine.rules import LowRule
from croupier.engine.simulate import Policy

__all__ = ["SKILLS"]

_SHOWDOWN_POLICY = Policy(fold=(0.1, 0.05, 0.05, 0.03, 0.03))


def _ask(hand: Hand, rng: random.Random, meta: Meta) -> Question | None:
    tabled = contenders(hand)
    if len(tabled) < 2 or any(None in hand.player(seat).down for seat in tabled):
        return None
    seat = rng.choice(tabled)
    return ask(
        "read_tabled",
        AnswerType.READING,
        "read_tabled",
        {"seat": seat},
        hand,
        meta=meta,
        shown=frozenset(tabled),
    )


def generate_read_tabled(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    while True:
        found = moment(rng, difficulty, settings, _SHOWDOWN_POLICY, showdown_probe, cases=("short_deck",))
        question = _ask(found.hand, rng, meta_found(found, difficulty))
        if question is not None:
            return question


def pose_read_tabled(hand: Hand, context: PoseContext) -> Question | None:
    return _ask(hand, context.rng, meta_posed(context)) if showdown_probe(hand, hand.next_step()) else None  # type: ignore[arg-type]


def _cards(question: Question) -> tuple[list[Card], list[list[Card]]]:
    hand = question.position
    seat = question.prompt.params["seat"]
    rivals = [list(hand.cards_of(other)) for other in contenders(hand) if other != seat]
    return list(hand.cards_of(seat)), rivals  # type: ignore[arg-type]


def _said(question: Question, answer: Answer | None) -> Said:
    return answer_said(answer, question.position.variant)


def solve_read_tabled(question: Question, given: Answer | None) -> Solution:
    hand = question.position
    cards, rivals = _cards(question)
    expected = expected_reading(hand.variant, cards, rivals)
    parts: list[Explanation] = []
    if given is not None:
        verdict = grade_reading(hand.variant, cards, _said(question, given), rivals)
        for problem in verdict.problems:
            params: dict[str, Value] = {"half": problem.half, "said": problem.said, "right": problem.right}
            parts.append(Explanation(f"tabled.{problem.kind}", params))
    high = best_high(cards).cards if hand.variant.high else ()
    low: tuple[Card, ...] = ()
    if hand.variant.low is LowRule.ACE_TO_FIVE:
        low = best_razz(cards).cards
    elif hand.variant.low is LowRule.EIGHT_OR_BETTER and expected.low is not None:
        low = best_low8(cards).cards if expected.low.kind != "no_low" else ()
    params = {
        "seat": question.prompt.params["seat"],
        "high": expected.high,
        "low": expected.low,
        "high_cards": high,
        "low_cards": low,
    }
    main = Explanation("tabled", params, tuple(parts))
    return Solution(said_answer(expected), main, ("R9.7",))


def accepts_reading(question: Question, answer: Answer) -> bool:
    cards, rivals = _cards(question)
    return grade_reading(question.position.variant, cards, _said(question, answer), rivals).correct


SKILLS = (
    Skill(
        "read_tabled",
        AnswerType.READING,
        generate_read_tabled,
        solve_read_tabled,
        pose_read_tabled,
        accepts_reading,
    ),
)
