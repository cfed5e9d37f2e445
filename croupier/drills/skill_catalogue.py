"""Each quiz skill's pace and rules, by name, in the registry's order: the one place they are
written. A :class:`croupier.drills.skill.Skill` reads its own here; the reports, the review policy,
the rule book and the course read them without building the skills (the registry,
``croupier.drills.skills``, builds every skill with its question generators, and importing it loads
the drills and the engine: about 0.1 s at a command's start). ``tests/drills/test_skill_catalogue.py``
holds the catalogue's names and order to the registry's: a skill added there is added here too.

>>> CATALOGUE["bring_in"]
Entry(target_seconds=4.0, rules=('R3.2', 'R3.3'))
>>> SKILL_NAMES[:2]
('bring_in', 'first_to_act')
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

__all__ = ["CATALOGUE", "SKILL_NAMES", "Entry"]


class Entry(NamedTuple):
    """A skill's pace (``Skill.target_seconds``) and the rules it is about (``Skill.rules``)."""

    target_seconds: float
    rules: tuple[str, ...]


CATALOGUE: Mapping[str, Entry] = MappingProxyType(
    {
        "bring_in": Entry(4.0, ("R3.2", "R3.3")),
        "first_to_act": Entry(5.0, ("R5.2", "R5.3", "R5.4")),
        "acts_now": Entry(3.0, ("R5.7",)),
        "legal_actions": Entry(6.0, ("R3.5", "R3.6", "R4.4", "R4.6")),
        "call_amount": Entry(5.0, ("R3.6", "R4.2")),
        "bet_amount": Entry(5.0, ("R4.1", "R4.3")),
        "raise_amount": Entry(6.0, ("R4.2", "R4.3", "R4.6")),
        "capped": Entry(4.0, ("R4.4", "R4.5")),
        "pot_size": Entry(8.0, ("R12.2",)),
        "side_pots": Entry(20.0, ("R8.7",)),
        "burn_count": Entry(4.0, ("R6.2",)),
        "short_deck": Entry(12.0, ("R6.5", "R6.5a")),
        "showdown_order": Entry(6.0, ("R8.1",)),
        "read_high": Entry(6.0, ("R7.1",)),
        "read_low": Entry(6.0, ("R7.2", "R7.3")),
        "winner": Entry(8.0, ("R7.1", "R8.5")),
        "split": Entry(15.0, ("R8.5", "R8.6")),
        "odd_chip": Entry(8.0, ("R8.6",)),
        "announcement": Entry(6.0, ("R9.1", "R9.2", "R9.4", "R9.5")),
        "next_step": Entry(4.0, ("R2.4", "R6.2")),
        "irregularity": Entry(
            12.0,
            (
                "R1.1",
                "R3.10",
                "R4.8",
                "R10.1",
                "R10.2",
                "R10.3",
                "R10.4",
                "R10.5",
                "R10.6",
                "R10.7",
                "R10.8",
                "R10.9",
                "R10.10",
                "R10.11",
                "R10.12",
                "R10.13",
                "R10.14",
                "R11.1",
                "R11.2",
                "R11.3",
                "R11.4",
                "R11.5",
                "R11.6",
            ),
        ),
        "count_pot": Entry(12.0, ("R12.2",)),
        "make_change": Entry(12.0, ("R12.3",)),
        "split_chips": Entry(30.0, ("R12.4", "R8.6")),
        "read_tabled": Entry(10.0, ("R9.7",)),
    }
)
"""Every skill of the registry by name, in its order."""

SKILL_NAMES: tuple[str, ...] = tuple(CATALOGUE)
