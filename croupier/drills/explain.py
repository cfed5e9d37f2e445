"""The quiz's "why" for a position met outside the quiz: the walkthrough's verdicts explain a
player's options with the very explanation a quiz question of that skill gives there (one source of
explanations, in both languages).

>>> from croupier.engine.rules import STUD, Stakes
>>> from croupier.procedure import Procedure
>>> hand = Procedure.new(STUD, Stakes(5, 10, 20, 40), [1000] * 3, seed=4).hand
>>> explain("bet_amount", hand) is None  # nothing dealt, nobody to act: nothing to explain
True
"""

from __future__ import annotations

import random

from croupier.drills.model import Explanation
from croupier.drills.skill import PoseContext, explanation_at
from croupier.drills.skills import skill
from croupier.engine.hand import Hand

__all__ = ["explain", "wager_explanations"]


def explain(name: str, hand: Hand) -> Explanation | None:
    """The explanation of skill ``name``'s answer at ``hand`` as it stands (not changed), or None
    when that question cannot be asked there."""
    return explanation_at(skill(name), hand)


def wager_explanations(hand: Hand) -> tuple[tuple[Explanation, ...], tuple[str, ...]]:
    """What the player to act may do and why, then which amounts a bet or raise may be and why
    (the quiz's legal-actions, bet-amount and raise-amount explanations), with their rules."""
    found: list[Explanation] = []
    rules: list[str] = []
    for name in ("legal_actions", "bet_amount", "raise_amount"):
        chosen = skill(name)
        if chosen.pose is None:
            continue
        question = chosen.pose(hand, PoseContext(random.Random(0)))
        if question is None:
            continue
        solution = chosen.solve(question, None)
        found.append(solution.explanation)
        rules.extend(rule for rule in solution.rules if rule not in rules)
    return tuple(found), tuple(rules)
