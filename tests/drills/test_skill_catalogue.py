"""The skills' catalogue (``croupier.drills.skill_catalogue``) names every skill of the registry in
its order and nothing else, and the skills read their pace and rules from it."""

from __future__ import annotations

from croupier.drills import skills
from croupier.drills.review import target_seconds
from croupier.drills.skill_catalogue import CATALOGUE, SKILL_NAMES
from croupier.drills.skill_rules import rules_of_skill


def test_the_catalogue_is_the_registrys():
    assert SKILL_NAMES == skills.SKILL_NAMES == tuple(skills.SKILLS)
    for name, skill in skills.SKILLS.items():
        assert (skill.target_seconds, skill.rules) == CATALOGUE[name]


def test_what_reads_the_catalogue_answers_as_the_registry():
    for name, skill in skills.SKILLS.items():
        assert target_seconds(name) == skill.target_seconds
        assert rules_of_skill(name) == skill.rules
    assert target_seconds("no_such_skill") == 8.0
