"""The rules practised in a dealt hand (the Rules view's "Practise this" where no quiz tests the
rule): each names a rule of the rulebook, and a hand dealt right comes to its duty."""

from __future__ import annotations

import random

import pytest

from croupier.drills.levels import Difficulty
from croupier.engine.rules import STUD, Stakes
from croupier.procedure import Procedure
from croupier.rulebook import rulebook
from croupier.training.controller import Walkthrough
from croupier.training.rule_duties import RULE_DUTIES, at_duty, has_duty
from croupier.training.rule_practice import LEVELS
from croupier.training.terms import Waiting

STAKES = Stakes(5, 10, 20, 40)


def test_every_rule_with_a_duty_is_in_the_rulebook():
    numbers = set(rulebook("en").numbers())
    assert set(RULE_DUTIES) <= numbers
    assert not has_duty("R4.4")  # a quiz tests the cap


@pytest.mark.parametrize("number", sorted(RULE_DUTIES))
def test_a_hand_dealt_right_comes_to_the_rules_duty(number):
    level = next((d for d in Difficulty if d.key == LEVELS.get(number)), Difficulty.NORMAL)
    for seed in range(10):
        procedure = Procedure.new(STUD, STAKES, [1000] * 8, None, seed=seed)
        walk = Walkthrough(procedure, difficulty=level, rng=random.Random(seed))
        assert not at_duty(walk, number) or number == "R2.2"  # only the shuffle is due at once
        walk.play_right(lambda w, number=number: at_duty(w, number))
        if at_duty(walk, number) and walk.waiting is not Waiting.OVER:
            for _kind, street in RULE_DUTIES[number]:
                if street is not None:
                    assert walk.hand.street == street
            return
    pytest.fail(f"no hand of ten came to the duty of {number}")
