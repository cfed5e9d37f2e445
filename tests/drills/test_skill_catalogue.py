"""The skills' catalogue (``croupier.drills.skill_catalogue``) is the registry's figures: every skill
by name in the registry's order, with its pace and its rules, and nothing else."""

from __future__ import annotations

from croupier.drills import skills
from croupier.drills.review import target_seconds
from croupier.drills.skill_catalogue import CATALOGUE, SKILL_NAMES
from croupier.drills.skill_rules import rules_of_skill


def test_the_catalogue_is_the_registrys():
    assert {name: (entry.target_seconds, entry.rules) for name, entry in CATALOGUE.items()} == {
        name: (skill.target_seconds, skill.rules) for name, skill in skills.SKILLS.items()
    }
    assert SKILL_NAMES == skills.SKILL_NAMES == tuple(skills.SKILLS)


def test_what_reads_the_catalogue_answers_as_the_registry():
    for name, skill in skills.SKILLS.items():
        assert target_seconds(name) == skill.target_seconds
        assert rules_of_skill(name) == skill.rules
    assert target_seconds("no_such_skill") == 8.0
