"""Which quiz skills test a rule (``croupier.drills.skill_rules``), the rule numbers read leniently
as the rulebook reads them ("r4.4" is R4.4; a number that is none raises ``UnknownRuleError``).

>>> skills_for_rule("r4.4")
('legal_actions', 'capped')
>>> skills_for_rule("R8.6c"), skills_for_rule("R1.2")
(('split', 'odd_chip', 'split_chips'), ())
"""

from __future__ import annotations

from croupier.drills import skill_rules
from croupier.drills.skill_rules import ALSO_CITED
from croupier.rulebook.model import parse_number

__all__ = ["ALSO_CITED", "quiz_skills_for_rule", "rules_of_skill", "skills_for_rule"]


def skills_for_rule(number: str) -> tuple[str, ...]:
    """The names of the skills whose questions test rule ``number``, in the quiz's order."""
    return skill_rules.skills_for_rule(parse_number(number))


def quiz_skills_for_rule(number: str) -> tuple[str, ...]:
    """The skills that test rule ``number``, or else those that cite it in some of their answers."""
    return skill_rules.quiz_skills_for_rule(parse_number(number))


def rules_of_skill(name: str) -> tuple[str, ...]:
    """The rules a skill names, as the rulebook numbers them."""
    return tuple(parse_number(rule) for rule in skill_rules.rules_of_skill(name))
