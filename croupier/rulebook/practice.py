"""Which quiz skills test a rule, from the rules each skill names (``Skill.rules``).

A skill on R8.6 tests its sub-items (R8.6a … R8.6e) too, and a skill on R6.5a counts for R6.5.

>>> skills_for_rule("R4.4")
('legal_actions', 'capped')
>>> skills_for_rule("R8.6c"), skills_for_rule("R1.2")
(('split', 'odd_chip', 'split_chips'), ())
"""

from __future__ import annotations

from croupier.drills.skills import SKILLS
from croupier.rulebook.model import parent_of, parse_number

__all__ = ["rules_of_skill", "skills_for_rule"]


def _related(number: str, cited: str) -> bool:
    return cited == number or parent_of(number) == cited or parent_of(cited) == number


def skills_for_rule(number: str) -> tuple[str, ...]:
    """The names of the skills whose questions test rule ``number``, in the quiz's order."""
    key = parse_number(number)
    return tuple(name for name, skill in SKILLS.items() if any(_related(key, rule) for rule in skill.rules))


def rules_of_skill(name: str) -> tuple[str, ...]:
    """The rules a skill names, as the rulebook numbers them."""
    return tuple(parse_number(rule) for rule in SKILLS[name].rules)
