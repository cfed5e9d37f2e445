"""From a rule to the quiz skills that test it, and back."""

from __future__ import annotations

import pytest

from croupier.drills.skills import SKILLS
from croupier.rulebook import UnknownRuleError, rulebook
from croupier.rulebook.practice import rules_of_skill, skills_for_rule


def test_every_rule_a_skill_names_is_in_the_rulebook_and_leads_back_to_the_skill():
    book = rulebook("en")
    for name in SKILLS:
        for number in rules_of_skill(name):
            assert number in book, (name, number)
            assert name in skills_for_rule(number), (name, number)


def test_sub_items_and_their_rule_share_skills():
    assert skills_for_rule("R8.6a") == skills_for_rule("R8.6")
    assert skills_for_rule("R6.5a") == skills_for_rule("R6.5") == ("short_deck",)


def test_a_rule_no_skill_tests_has_none():
    assert skills_for_rule("R1.2") == ()
    assert skills_for_rule("R1.1") == ("irregularity",)  # a duplicate card (issue 17)
    assert skills_for_rule("r4.4") == skills_for_rule("R4.4")
    with pytest.raises(UnknownRuleError):
        skills_for_rule("cap")


def test_every_rule_a_skill_is_said_to_cite_is_cited_by_some_of_its_questions():
    """``ALSO_CITED`` claims nothing the questions do not show: each rule named for a skill is cited
    by the solution of one of its questions, dealt as the quiz deals them."""
    import random  # noqa: PLC0415

    from croupier.drills.deal import DrillSettings  # noqa: PLC0415
    from croupier.drills.grading import solve  # noqa: PLC0415
    from croupier.drills.session import cites_rule  # noqa: PLC0415
    from croupier.drills.skills import SKILLS  # noqa: PLC0415
    from croupier.rulebook.practice import ALSO_CITED  # noqa: PLC0415

    for name, rules in ALSO_CITED.items():
        missing = set(rules)
        for seed in range(400):
            question = SKILLS[name].generate(random.Random(seed), 2 + seed % 2, DrillSettings())
            cited = solve(question).rules
            missing = {rule for rule in missing if not cites_rule(cited, rule)}
            if not missing:
                break
        assert not missing, (name, missing)
