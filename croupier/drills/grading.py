"""Grading: the expected answer comes from the engine when the answer comes in, never from a key.

>>> import random
>>> question = generate("bring_in", random.Random(1))
>>> right = solve(question).expected
>>> grade(question, right).correct
True
>>> wrong = next(seat for seat in question.position.seats if seat != right)
>>> verdict = grade(question, wrong)
>>> verdict.correct, verdict.rules[0] in {"R3.2", "R3.3"}
(False, True)
"""

from __future__ import annotations

import random

from croupier.drills.answers import same
from croupier.drills.deal import DrillSettings
from croupier.drills.model import Answer, Grade, Question, Solution
from croupier.drills.skills import skill

__all__ = ["generate", "grade", "solve"]


def generate(
    name: str, rng: random.Random, difficulty: int = 2, settings: DrillSettings | None = None
) -> Question:
    """A new question for the skill called ``name``."""
    return skill(name).generate(rng, difficulty, settings or DrillSettings())


def solve(question: Question, given: Answer | None = None) -> Solution:
    """The engine's answer to ``question``, with its explanation (comparing with ``given``)."""
    return skill(question.skill).solve(question, given)


def grade(question: Question, answer: Answer | None) -> Grade:
    """Is ``answer`` right? ``None`` (no answer, or out of time) is wrong; the grade says why."""
    solution = solve(question, answer)
    accepts = skill(question.skill).accepts
    if answer is None:
        correct = False
    elif accepts is not None:
        correct = accepts(question, answer)
    else:
        correct = same(question.answer_type, answer, solution.expected)
    return Grade(
        correct=correct,
        given=answer,
        expected=solution.expected,
        explanation=solution.explanation,
        rules=solution.rules,
    )
