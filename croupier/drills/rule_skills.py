"""Which quiz skills test a rule, from the rules each skill names (``Skill.rules``) and those its
answers cite (``ALSO_CITED``). Rule numbers as the rulebook writes them ("R4.4", "R8.6a", "§1");
``croupier.rulebook.practice`` reads them leniently. No Qt.

A skill on R8.6 tests its sub-items (R8.6a … R8.6e) too, and a skill on R6.5a counts for R6.5.

>>> skills_for_rule("R4.4")
('legal_actions', 'capped')
>>> skills_for_rule("R8.6c"), skills_for_rule("R1.2")
(('split', 'odd_chip', 'split_chips'), ())
"""

from __future__ import annotations

from croupier.drills.skills import SKILLS

__all__ = ["ALSO_CITED", "parent_of", "quiz_skills_for_rule", "rules_of_skill", "skills_for_rule"]


def parent_of(number: str) -> str | None:
    """The rule a lettered sub-item belongs to (R8.6 for R8.6a), None for a rule of its own."""
    return number[:-1] if number[-1].isalpha() else None


ALSO_CITED: dict[str, tuple[str, ...]] = {
    "bring_in": ("R3.4", "R3.8"),  # the door card alone decides; the low card all-in for the ante
    "first_to_act": ("R5.5", "R5.6", "R5.6b"),  # the leader all-in; Seventh Street; the community card
    "acts_now": ("R5.1",),  # Third Street: the bring-in starts
    "legal_actions": ("§1",),  # the house rule in force decides
    "pot_size": ("R3.1",),  # the antes in the pot
    "burn_count": ("R6.1",),  # no burn before Third Street
    "short_deck": ("R6.3", "R6.6"),  # the cards used counted; the community card
    "next_step": ("R1.3", "R2.2", "R2.6", "R8.1", "R8.4", "R9.1", "R9.7", "R11.6"),
    "announcement": ("R9.3", "R9.6"),  # the calls on Fifth Street; a possible straight or flush
    "irregularity": ("R10.2", "R10.3", "R10.5", "R10.6", "R10.7", "R10.8", "R10.9"),
}
"""The rules a skill's answers cite beyond the rules it is about (``Skill.rules``), in some of its
questions: a quiz on one of them keeps to the questions that cite it (``DrillSession(rule=...)``).
Tests deal each skill's questions and find every rule named here cited."""


def _related(number: str, cited: str) -> bool:
    return cited == number or parent_of(number) == cited or parent_of(cited) == number


def skills_for_rule(number: str) -> tuple[str, ...]:
    """The names of the skills whose questions test rule ``number``, in the quiz's order."""
    key = number
    return tuple(name for name, skill in SKILLS.items() if any(_related(key, rule) for rule in skill.rules))


def quiz_skills_for_rule(number: str) -> tuple[str, ...]:
    """The skills whose questions test rule ``number`` (``skills_for_rule``), or else those that
    cite it in some of their answers (``ALSO_CITED``); () when no quiz asks it.

    >>> quiz_skills_for_rule("R3.4"), quiz_skills_for_rule("R4.4"), quiz_skills_for_rule("R1.2")
    (('bring_in',), ('legal_actions', 'capped'), ())
    """
    skills = skills_for_rule(number)
    if skills:
        return skills
    key = number
    return tuple(
        name
        for name in SKILLS
        if any(rule == key or parent_of(rule) == key for rule in ALSO_CITED.get(name, ()))
    )


def rules_of_skill(name: str) -> tuple[str, ...]:
    """The rules a skill names, as the rulebook numbers them."""
    return SKILLS[name].rules
