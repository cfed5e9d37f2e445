"""The rules a recorded skill is about, for the reports and the progress pages: a quiz skill's own
(``Skill.rules``), a dealt hand's duty or question by the rule behind it. No Qt.

>>> skill_rules("bring_in"), skill_rules("walkthrough:burn"), skill_rules("walkthrough:who_shows")
(('R3.2', 'R3.3'), ('R6.2',), ('R8.1',))
>>> rules_text(("R1.1", "R3.10", "R4.8", "R10.1")), rules_text(())
('R1.1, R3.10, R4.8 …', '–')
"""

from __future__ import annotations

from collections.abc import Sequence

from croupier.drills.skills import SKILLS

__all__ = ["WALKTHROUGH_PREFIX", "rules_text", "skill_rules"]

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
    if name in SKILLS:
        return SKILLS[name].rules
    duty = name.removeprefix(WALKTHROUGH_PREFIX)
    if duty in SKILLS:  # the chip duties: the quiz's skills of the same name
        return SKILLS[duty].rules
    return _WALKTHROUGH.get(duty, ())


def rules_text(rules: Sequence[str], limit: int = 3) -> str:
    """The rule numbers for a table cell: at most ``limit``, then "…"; "–" for none."""
    if not rules:
        return "–"
    shown = ", ".join(rules[:limit])
    return shown + " …" if len(rules) > limit else shown
