"""The registry of skills, by stable name (the names are stored with every recorded attempt)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from croupier.drills.model import DrillError
from croupier.drills.skill import Skill
from croupier.drills.skills import betting, chips, duties, order, pots, showdown, splits, supply, tabled

__all__ = ["SKILLS", "SKILL_NAMES", "skill"]

_MODULES = (order, betting, pots, supply, showdown, splits, duties, chips, tabled)
SKILLS: Mapping[str, Skill] = MappingProxyType(
    {skill.name: skill for module in _MODULES for skill in module.SKILLS}
)
"""Every skill by name, in the order the issue lists them."""

SKILL_NAMES: tuple[str, ...] = tuple(SKILLS)


def skill(name: str) -> Skill:
    """The skill called ``name``; ``DrillError`` names the known ones when there is none."""
    try:
        return SKILLS[name]
    except KeyError:
        raise DrillError(f"unknown skill {name!r}: use one of {', '.join(SKILLS)}") from None
