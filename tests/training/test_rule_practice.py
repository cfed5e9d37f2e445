"""How every rule of the rulebook is practised ("Practise this"): the few no drill can ask are listed
here with their reasons; every other rule starts something that tests it: a quiz whose questions
cite it, a hand dealt up to where its incident happens (ruled by it), a hand dealt up to its duty,
or a hand from the shuffle."""

from __future__ import annotations

import random

import pytest

from croupier.drills import TrainingMode
from croupier.drills.grading import solve
from croupier.drills.levels import Difficulty
from croupier.drills.session import DrillSession, cites_rule
from croupier.engine.incidents import RULE_OF
from croupier.engine.rules import RAZZ, STUD, STUD8, Stakes
from croupier.procedure import Procedure
from croupier.rulebook import rulebook
from croupier.training.controller import Walkthrough
from croupier.training.rule_practice import NOT_PRACTISED, NotPractised, Way, practice_for, reached
from croupier.training.terms import Waiting

BOOK = rulebook("en")
PLANS = {number: practice_for(number) for number in BOOK.numbers()}
STAKES = Stakes(5, 10, 20, 40)

# The rules no drill can ask, and why (the Rules view says so instead of offering a drill).
NOTHING_TO_PRACTISE = {
    "R1.2": NotPractised.SET_UP,  # the number of players
    "R1.5": NotPractised.APPLIED,  # all-in players are dealt like everyone (R1.3)
    "R1.6": NotPractised.PLAYERS,  # upcards rearranged by a player
    "R2.1": NotPractised.TRAINER,  # the trainer's fair shuffle
    "R2.3": NotPractised.PLAYERS,  # a ruling asked for too late
    "R2.5": NotPractised.APPLIED,  # the bottom card (the count, R6.5)
    "R3.7": NotPractised.APPLIED,  # the bring-in has no option (who acts now, R5.7)
    "R3.9": NotPractised.APPLIED,  # the low card short of the bring-in (R3.8)
    "R4.7": NotPractised.APPLIED,  # check-raise allowed (the raise, R4.2)
    "R5.6a": NotPractised.APPLIED,  # a Seventh Street card face up (the incident, R10.8)
    "R6.4": NotPractised.APPLIED,  # Fourth to Sixth never run short (the count, R6.5)
    "R6.5b": NotPractised.HOUSE_RULE,  # other runout procedures
    "R8.2": NotPractised.APPLIED,  # tournament all-in (the show order, R8.1)
    "R8.3": NotPractised.APPLIED,  # every card shown (reading the hands, R9.7)
    "R8.6d": NotPractised.HOUSE_RULE,  # the older odd-chip rule
    "R8.6e": NotPractised.APPLIED,  # one pot at a time (side pots, R8.7)
    "R12.1": NotPractised.SET_UP,  # the chips in play
}


def test_only_the_listed_rules_cannot_be_practised_each_with_its_reason():
    cannot = {number: plan.why_not for number, plan in PLANS.items() if not plan.possible}
    assert cannot == NOTHING_TO_PRACTISE
    assert set(NOT_PRACTISED) == set(NOTHING_TO_PRACTISE)
    for number in cannot:
        see = PLANS[number].see
        if see is not None:  # the rule to practise instead can be practised
            assert PLANS[see].possible, (number, see)
        if PLANS[number].why_not is NotPractised.APPLIED:
            assert see is not None, number
    assert sum(plan.possible for plan in PLANS.values()) == len(PLANS) - len(NOTHING_TO_PRACTISE) == 81


QUIZ_RULES = sorted(number for number, plan in PLANS.items() if plan.way is Way.QUIZ)


@pytest.mark.parametrize("number", QUIZ_RULES)
def test_a_quiz_on_a_rule_asks_questions_that_test_it(number):
    plan = PLANS[number]
    assert plan.focus is not None
    session = DrillSession(TrainingMode.PRACTICE, plan.skills, count=5, seed=7, rule=plan.focus)
    hits = []
    for _ in range(5):
        question = session.next_question()
        assert question is not None
        assert question.skill in plan.skills
        hits.append(cites_rule(solve(question).rules, plan.focus))
        session.skip()
    # Every question where the deal allows; a rule few deals come to (no cap heads-up, R4.5) in
    # most of them, the others asking its skill all the same.
    assert sum(hits) >= 3, hits


def _dealt(plan, kind, players: int = 5) -> Walkthrough:
    for seed in range(12):
        variant = (STUD, STUD8, RAZZ)[seed % 3]
        procedure = Procedure.new(variant, STAKES, [1000] * players, None, seed=seed)
        level = Difficulty.parse(plan.level) if plan.level else Difficulty.NORMAL
        walk = Walkthrough(procedure, rng=random.Random(seed), difficulty=level)
        walk.play_right(lambda w: reached(w, plan, kind))
        if reached(walk, plan, kind) and walk.waiting is not Waiting.OVER:
            return walk
    pytest.fail(f"no hand of twelve came to {plan.number}")


INCIDENT_RULES = sorted(number for number, plan in PLANS.items() if plan.way is Way.INCIDENT)


@pytest.mark.parametrize("number", INCIDENT_RULES)
def test_an_incident_rule_deals_up_to_its_incident_which_it_rules(number):
    plan = PLANS[number]
    for kind in plan.incidents:
        walk = _dealt(plan, kind)
        incident = walk.inject(kind)
        assert incident.rule == RULE_OF[kind] == number
        assert walk.stop_offered()  # Stop is among the duties, in Learn mode too
        assert walk.table.right_ruling().rule == number
        choices = walk.stop()
        assert walk.table.right_ruling().kind in choices
        graded = walk.rule(walk.table.right_ruling().kind)
        assert graded.correct
        assert graded.rule == number


def test_the_routine_is_practised_from_the_shuffle():
    plan = PLANS["§3"]
    assert plan.way is Way.HAND
    walk = _dealt(plan, None)
    assert walk.procedure.history == []
    assert walk.procedure.expected()[0].kind.value == "shuffle"


def test_a_possible_straight_or_flush_is_practised_at_its_call():
    from croupier.procedure.announcements import PossibleDraw  # noqa: PLC0415

    plan = PLANS["R9.6"]
    assert plan.way is Way.DUTY
    walk = _dealt(plan, None)
    due = [
        step.announcement for step in walk.procedure.expected() if isinstance(step.announcement, PossibleDraw)
    ]
    assert due  # "possible flush" or "possible straight" is to be called now


def test_calling_the_action_is_practised_at_expert_where_the_trainee_calls_it():
    from croupier.procedure import ActionCall  # noqa: PLC0415

    plan = PLANS["R11.7"]
    assert (plan.way, plan.level) == (Way.DUTY, "expert")
    walk = _dealt(plan, None)
    call = next(step for step in walk.procedure.expected() if isinstance(step.announcement, ActionCall))
    assert walk.asks(call)  # the trainee's call, graded (not done for them)
    # Below Expert the trainer calls it: no hand waits for it there.
    lower = Walkthrough(Procedure.new(STUD, STAKES, [1000] * 5, None, seed=1), rng=random.Random(1))
    assert not lower.asks(call)


def test_every_practice_names_a_way_and_the_quiz_rules_name_skills():
    for number, plan in PLANS.items():
        assert plan.number == number
        if plan.way is Way.QUIZ:
            assert plan.skills, number
        if plan.way is Way.INCIDENT:
            assert plan.incidents, number


def test_every_recorded_skill_names_its_rules_for_the_reports():
    from croupier.drills.skill_rules import WALKTHROUGH_PREFIX, skill_rules  # noqa: PLC0415
    from croupier.drills.skills import SKILL_NAMES  # noqa: PLC0415
    from croupier.training.answers import SKILL_PREFIX  # noqa: PLC0415
    from croupier.training.duties import Duty  # noqa: PLC0415
    from croupier.training.terms import Asked  # noqa: PLC0415
    from croupier.words import quiz_words  # noqa: PLC0415

    assert WALKTHROUGH_PREFIX == SKILL_PREFIX == quiz_words.WALKTHROUGH_PREFIX
    recorded = [*SKILL_NAMES]
    recorded += [SKILL_PREFIX + duty.name.lower() for duty in Duty if duty is not Duty.STOP]
    recorded += [SKILL_PREFIX + asked.value for asked in Asked if asked is not Asked.DUTY]
    numbers = set(BOOK.numbers())
    for skill in recorded:
        rules = skill_rules(skill)
        assert rules, skill
        assert set(rules) <= numbers, skill
    assert skill_rules("gone_skill") == ()
