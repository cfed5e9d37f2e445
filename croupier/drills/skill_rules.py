"""Skills and the rules they test, both ways. A recorded skill's rules, for the reports and the
progress pages: a quiz skill's own (``Skill.rules``), a dealt hand's duty or question by the rule
behind it. A rule's skills, for the rulebook's "Practise this": from the rules each skill names and
those its answers cite (``ALSO_CITED``), rule numbers as the rulebook writes them ("R4.4", "R8.6a",
"§1"; ``croupier.rulebook.practice`` reads them leniently). A skill on R8.6 tests its sub-items
(R8.6a … R8.6e) too, and a skill on R6.5a counts for R6.5. No Qt.

>>> skill_rules("bring_in"), skill_rules("walkthrough:burn"), skill_rules("walkthrough:who_shows")
(('R3.2', 'R3.3'), ('R6.2',), ('R8.1',))
>>> skills_for_rule("R4.4")
('legal_actions', 'capped')
>>> skills_for_rule("R8.6c"), skills_for_rule("R1.2")
(('split', 'odd_chip', 'split_chips'), ())
>>> rules_text(("R1.1", "R3.10", "R4.8", "R10.1")), rules_text(())
('R1.1, R3.10, R4.8 …', '–')
"""

from __future__ import annotations

from collections.abc import Sequence

from croupier.drills.skill_catalogue import CATALOGUE

__all__ = [
    "ALSO_CITED",
    "WALKTHROUGH_PREFIX",
    "parent_of",
    "quiz_skills_for_rule",
    "rules_of_skill",
    "rules_text",
    "skill_rules",
    "skills_for_rule",
]

WALKTHROUGH_PREFIX = "walkthrough:"  # a dealt hand's skills, as the walkthrough records them

# A dealt hand's duties (the duty buttons, as the walkthrough records them) and questions.
_WALKTHROUGH: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("scramble", "square", "riffle", "strip", "box", "shuffle"), ("R2.2",)),
    **dict.fromkeys(("cut", "antes_please", "collect_ante", "ante"), ("R2.4",)),
    **dict.fromkeys(("deal_down", "deal_up", "deal", "last_card"), ("R1.3", "R1.4")),
    "burn": ("R6.2",),
    "announce": ("R9.1", "R9.2", "R9.3", "R9.4", "R9.5"),
    "gather": ("R9.1",),
    "return_bet": ("R8.7",),
    **dict.fromkeys(("count_stub", "scramble_stub"), ("R6.5",)),
    "community_card": ("R6.6",),
    "remove_cut_card": ("R2.6",),
    "showdown_order": ("R8.1",),
    "read_hand": ("R9.7",),
    "kill_hand": ("R8.4",),
    "push_pot": ("R8.4", "R8.5", "R8.6"),
    "who_acts": ("R3.2", "R5.2", "R5.7"),
    "may_do": ("R3.6", "R4.2", "R4.4"),
    "who_shows": ("R8.1",),
    "incident": ("R1.1", "R3.10", "R4.8", "R10.1", "R11.1"),
}


def skill_rules(name: str) -> tuple[str, ...]:
    """The rules skill ``name`` (as recorded: ``bring_in``, ``walkthrough:burn``) is about; () for a
    skill the trainer no longer knows."""
    if name in CATALOGUE:
        return CATALOGUE[name].rules
    duty = name.removeprefix(WALKTHROUGH_PREFIX)
    if duty in CATALOGUE:  # the chip duties: the quiz's skills of the same name
        return CATALOGUE[duty].rules
    return _WALKTHROUGH.get(duty, ())


def rules_text(rules: Sequence[str], limit: int = 3) -> str:
    """The rule numbers for a table cell: at most ``limit``, then "…"; "–" for none."""
    if not rules:
        return "–"
    shown = ", ".join(rules[:limit])
    return shown + " …" if len(rules) > limit else shown


# ----------------------------------------------------------------------------- a rule's skills
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
    return tuple(
        name for name, entry in CATALOGUE.items() if any(_related(key, rule) for rule in entry.rules)
    )


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
        for name in CATALOGUE
        if any(rule == key or parent_of(rule) == key for rule in ALSO_CITED.get(name, ()))
    )


def rules_of_skill(name: str) -> tuple[str, ...]:
    """The rules a skill names, as the rulebook numbers them."""
    return CATALOGUE[name].rules
