"""Every skill over many seeds: the answer graded correct is the engine's, a wrong answer is rejected
with an explanation, and every rule it cites is in the rulebook."""

from __future__ import annotations

import copy
import random

import pytest
from drill_helpers import wrong_answer

from croupier.drills import facts
from croupier.drills.answers import same
from croupier.drills.chip_answers import answer_pile, answer_said, answer_shares
from croupier.drills.deal import DrillSettings
from croupier.drills.grading import generate, grade, solve
from croupier.drills.model import AnswerType, Explanation, Question
from croupier.drills.reading import expected_reading
from croupier.drills.skills import SKILL_NAMES, SKILLS
from croupier.engine.events import ActionKind, BringInDesignated, CardBurned, PotAwarded, SupplyChecked
from croupier.engine.hand import ShowDue, TurnDue
from croupier.engine.legal import Action
from croupier.engine.pots import build_pots
from croupier.engine.rules import HouseRules
from croupier.procedure.steps import DealerStep, StepKind

SEEDS = range(60)


def _kinds(explanation: Explanation) -> list[str]:
    return [explanation.kind, *(kind for part in explanation.parts for kind in _kinds(part))]


def _engine_answer(question: Question) -> object:
    """The answer read off the engine directly, without the skill's solver."""
    hand = question.position
    params = question.prompt.params
    name = question.skill
    step = hand.next_step()
    if name == "bring_in":
        return next(e for e in reversed(hand.events) if isinstance(e, BringInDesignated)).seat
    if name in {"first_to_act", "acts_now"}:
        assert isinstance(step, TurnDue)
        return step.seat
    if name == "legal_actions":
        return frozenset(action.kind for action in hand.legal_actions())
    if name in {"call_amount", "bet_amount", "raise_amount"}:
        # Doing the expected action on a copy is legal and puts in what was asked.
        return None
    if name == "capped":
        wagers = [a for a in facts.street_actions(hand) if a.kind in facts.WAGERS]
        return "yes" if wagers[-1].capped else "no"
    if name == "pot_size":
        after = copy.deepcopy(hand)
        kind = ActionKind(str(params["act"]))
        to = int(params["to"]) if kind in facts.WAGERS else 0  # type: ignore[call-overload]
        assert after.actor is not None
        after.act(Action(after.actor, kind, to))
        return sum(player.contributed for player in after.players)
    if name == "side_pots":
        live = {p.seat for p in hand.players if p.live}
        pots = build_pots([p.contributed for p in hand.players], live)
        return tuple(pot.amount for pot in pots if not pot.is_uncalled)
    if name == "count_pot":
        return sum(player.contributed - player.bet for player in hand.players)
    if name == "make_change":
        after = copy.deepcopy(hand)
        assert after.actor is not None
        kind = ActionKind(str(params["act"]))
        after.act(Action(after.actor, kind, int(params["to"]) if kind in facts.WAGERS else 0))  # type: ignore[call-overload]
        wager = after.player(hand.actor).contributed - hand.player(hand.actor).contributed  # type: ignore[arg-type]
        return int(params["chip"]) - wager  # type: ignore[call-overload]
    if name == "read_tabled":
        seat = params["seat"]
        rivals = [hand.cards_of(s) for s in facts.contenders(hand) if s != seat]
        return expected_reading(hand.variant, hand.cards_of(seat), rivals)  # type: ignore[arg-type]
    if name == "burn_count":
        return sum(isinstance(event, CardBurned) for event in hand.events)
    if name == "short_deck":
        event = hand.events[-1]
        assert isinstance(event, SupplyChecked)
        return event.outcome
    if name == "announcement":
        return _announcement_keys(question)
    if name == "next_step":
        procedure = question.procedure
        assert procedure is not None
        (key,) = [c.key for c in question.choices if procedure.check(c.params["step"]).correct]  # type: ignore[arg-type]
        return key
    if name == "irregularity":
        incidents = question.incidents
        assert incidents is not None
        return incidents.right_ruling().kind.value
    if name == "showdown_order":
        return hand.showdown_order
    if name in {"split", "odd_chip", "winner", "split_chips"}:
        played = copy.deepcopy(hand)
        while isinstance(played.next_step(), ShowDue):
            played.show()
        assert played.finishing_stacks is not None
        won = {
            player.seat: final - player.stack
            for player, final in zip(hand.players, played.finishing_stacks, strict=True)
            if final - player.stack
        }
        if name == "split":
            return tuple(sorted(won.items()))
        if name == "split_chips":
            return won
        awards = [e for e in played.events if isinstance(e, PotAwarded)]
        if name == "odd_chip":
            award = next(a for a in awards if a.pot == 0 and a.half == params["half"])
            base = award.amount // len([s for s, c in award.shares if c])
            return next(seat for seat, chips in award.shares if chips > base)
        half = params["half"]
        chosen = [a for a in awards if a.half == half or (half == "high" and a.half == "whole")]
        return frozenset(seat for a in chosen for seat, chips in a.shares if chips)
    return None


def _announcement_keys(question: Question) -> frozenset[str]:
    """The choices the procedure accepts as announcements, one after another, until none is due."""
    procedure = copy.deepcopy(question.procedure)
    assert procedure is not None
    steps = {c.key: DealerStep.announce(c.params["announcement"]) for c in question.choices}  # type: ignore[arg-type]
    accepted: set[str] = set()
    while True:
        key = next(
            (k for k, step in steps.items() if k not in accepted and procedure.check(step).correct), None
        )
        if key is None:
            # R2.6's duty comes between the community card and the first actor's call (R9.5): it is
            # no announcement, and the announcements after it are due on the same street.
            cut = [due for due in procedure.expected() if due.kind is StepKind.REMOVE_CUT_CARD]
            if not cut:
                break
            procedure.perform(cut[0])
            continue
        procedure.perform(steps[key])
        accepted.add(key)
    assert not any(step.kind is StepKind.ANNOUNCE for step in procedure.expected())
    return frozenset(accepted)


def _check_wager(question: Question, expected: object) -> None:
    hand = question.position
    legal = hand.legal_actions()
    if question.skill == "call_amount":
        played = copy.deepcopy(hand)
        event = played.check_or_call()
        assert event.amount == expected
    else:
        assert isinstance(expected, frozenset)
        for amount in expected:
            assert copy.deepcopy(hand).can_complete_bet_or_raise_to(amount)
        assert set(expected) == set(legal.wager_targets)


@pytest.mark.parametrize("name", [name for name in SKILL_NAMES if SKILLS[name].generate is not None])
def test_engine_answer_is_graded_correct_and_a_wrong_one_is_explained(name, known_rules):
    for seed in SEEDS:
        difficulty = 1 + seed % 3
        question = generate(name, random.Random(seed), difficulty)
        assert question.skill == name
        assert question.answer_type is SKILLS[name].answer_type
        before = len(question.position.events)
        solution = solve(question)
        direct = _engine_answer(question)
        if question.skill in {"call_amount", "bet_amount", "raise_amount"}:
            _check_wager(question, solution.expected)
        elif question.skill in {"read_high", "read_low"}:
            assert solution.expected in {choice.key for choice in question.choices}
        elif question.skill == "make_change":
            assert answer_pile(solution.expected).total == direct, seed
        elif question.skill == "split_chips":
            shares = answer_shares(solution.expected)
            assert {seat: pile.total for seat, pile in shares.items()} == direct, seed
        elif question.skill == "read_tabled":
            assert answer_said(solution.expected) == direct, seed
        else:
            assert same(question.answer_type, solution.expected, direct), (seed, solution.expected, direct)  # type: ignore[arg-type]
        right = grade(question, solution.expected)
        assert right.correct, (name, seed)
        assert right.rules
        wrong = grade(question, wrong_answer(question, solution.expected))
        assert not wrong.correct, (name, seed)
        assert wrong.explanation.kind, (name, seed)
        assert wrong.rules, (name, seed)
        assert set(wrong.rules) <= known_rules, (name, seed, wrong.rules)
        assert set(right.rules) <= known_rules
        # Grading never changes the position.
        assert len(question.position.events) == before


@pytest.mark.parametrize("name", SKILL_NAMES)
def test_generation_is_deterministic(name):
    one = generate(name, random.Random(99), 2)
    two = generate(name, random.Random(99), 2)
    assert one.prompt == two.prompt
    assert one.choices == two.choices
    assert solve(one).expected == solve(two).expected


def test_no_answer_is_wrong():
    question = generate("bring_in", random.Random(3))
    verdict = grade(question, None)
    assert not verdict.correct
    assert verdict.given is None


def test_the_skills_use_most_answer_types():
    used = {skill.answer_type for skill in SKILLS.values()}
    assert used >= {AnswerType.SEAT, AnswerType.AMOUNT, AnswerType.CHOICE, AnswerType.SEAT_ORDER}


@pytest.mark.parametrize("profile", ["cash", "tournament", "pokerkit"])
def test_every_skill_keeps_the_profile_chosen_at_every_difficulty(profile):
    rules = HouseRules.profile(profile)
    settings = DrillSettings(rules=rules, profile=profile)
    for name in SKILL_NAMES:
        for index in range(12):
            question = generate(name, random.Random(index), difficulty=1 + index % 3, settings=settings)
            assert question.profile == profile, (name, index)
            used = question.position.rules
            if name == "irregularity":  # R11.1's option may be asked either way, and the prompt says so
                used = used.override("oot_restricted", rules.oot_restricted)
            assert used == rules, (name, index)
