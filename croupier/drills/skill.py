"""What a skill is: a generator of questions, a solver that asks the engine, and a poser for PHH.

A skill has a stable ``name`` (stored with every attempt), the ``answer_type`` of its questions and
three functions:

- ``generate(rng, difficulty, settings)`` deals or stacks a hand to a suitable moment and asks;
- ``solve(question, given)`` works out the expected answer from the engine at grading time, with an
  explanation (which may compare the engine's answer with ``given``, the trainee's) and the rules;
- ``pose(hand, context)`` asks the skill's question at a given position (a step of a hand history),
  or returns None when the question does not fit there.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from croupier.drills.deal import DrillSettings
from croupier.drills.model import Answer, AnswerType, Explanation, Question, Solution
from croupier.drills.skill_catalogue import CATALOGUE
from croupier.engine.hand import Hand

__all__ = ["Acceptor", "Generator", "PoseContext", "Poser", "Skill", "Solver"]


@dataclass(frozen=True, slots=True)
class PoseContext:
    """Where a position comes from when a skill is asked to pose a question on it.

    ``next_action`` is what the player to act does next in the hand history, as (kind, street
    total), when the history says; ``source`` names the file and action for the prompt.
    """

    rng: random.Random
    difficulty: int = 2
    next_action: tuple[str, int] | None = None
    source: str | None = None
    note: str | None = None
    profile: str = "cash"


Generator = Callable[[random.Random, int, DrillSettings], Question]
Acceptor = Callable[[Question, Answer], bool]
Solver = Callable[[Question, Answer | None], Solution]
Poser = Callable[[Hand, PoseContext], Question | None]


@dataclass(frozen=True, slots=True)
class Skill:
    """One skill of the quiz. Its pace and rules are the catalogue's
    (:mod:`croupier.drills.skill_catalogue`, read without building the skills): ``target_seconds``
    is a dealer's pace for it (for slow answers and the table-ready time limit); ``rules`` are the
    RULES.md rules the skill is about (for hints).
    ``accepts`` grades an answer that need not be the expected one word for word (change in other
    chips, a reading in other words): it asks the engine whether the answer is right; without it an
    answer is right when it says the same as the expected one."""

    name: str
    answer_type: AnswerType
    generate: Generator
    solve: Solver
    pose: Poser | None
    accepts: Acceptor | None = None

    @property
    def target_seconds(self) -> float:
        return CATALOGUE[self.name].target_seconds

    @property
    def rules(self) -> tuple[str, ...]:
        return CATALOGUE[self.name].rules


def explanation_at(chosen: Skill, hand: Hand) -> Explanation | None:
    """The explanation of ``chosen``'s answer at ``hand`` as it stands (not changed), or None when
    that question cannot be asked there."""
    if chosen.pose is None:
        return None
    question = chosen.pose(hand, PoseContext(random.Random(0)))
    if question is None:
        return None
    return chosen.solve(question, None).explanation
