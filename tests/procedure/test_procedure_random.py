"""Property: a random hand dealt by following the procedure's own expected steps always completes
with no flag and nothing missed, under every variant, several profiles, 2–8 players, short stacks."""

from __future__ import annotations

import random

import pytest
from procedure_support import announced

from croupier.engine.events import HandEnded
from croupier.engine.rules import RAZZ, STUD, STUD8, HouseRules, Stakes
from croupier.procedure import DealerStep, Procedure, StepKind
from croupier.procedure.announcements import due_announcements
from croupier.procedure.script import play_player, play_script

VARIANTS = (STUD, STUD8, RAZZ)
PROFILES = ("cash", "tournament", "pokerkit")
EXTRA_RULES = (
    (),
    ("announce_possible_draws=false",),
    ("draw_definition=3-card",),
    ("runout_procedure=community_only",),
    ("runout_procedure=deal_to_last_card",),
    ("burn_before_third_street=true", "scramble_every_hand=false"),
)


def any_expected(expected, rng):
    return rng.choice(list(expected))


def random_procedure(seed: int) -> tuple[Procedure, random.Random]:
    rng = random.Random(seed)
    variant = VARIANTS[seed % 3]
    rules = HouseRules.profile(rng.choice(PROFILES), rng.choice(EXTRA_RULES))
    players = rng.randint(2, 8)
    stacks = [rng.choice((1000, 1000, 1000, 300, 120, 40, 12, 5, 3)) for _ in range(players)]
    return Procedure.new(variant, Stakes(5, 10, 20, 40), stacks, rules, rng=rng), rng


@pytest.mark.parametrize("chooser", ["first", "any"])
def test_following_the_procedure_completes_every_hand_without_a_flag(chooser):
    for seed in range(300):
        procedure, rng = random_procedure(seed)
        kwargs = {"choose": any_expected} if chooser == "any" else {}
        lines = play_script(procedure, rng, **kwargs)
        hand = procedure.hand
        assert hand.is_complete, seed
        assert procedure.is_complete, seed
        assert isinstance(hand.events[-1], HandEnded)
        assert procedure.missed == [], (seed, procedure.missed)
        steps = [line.dealer for line in lines if line.dealer is not None]
        assert steps == procedure.history
        kinds = {step.kind for step in steps}
        assert StepKind.PUSH_POT in kinds, seed
        assert StepKind.CUT in kinds, seed
        pushes = [step for step in steps if step.kind is StepKind.PUSH_POT]
        killed = [step for step in steps if step.kind is StepKind.KILL_HAND]
        last_kill = max((steps.index(step) for step in killed), default=-1)
        assert last_kill < steps.index(pushes[0]), seed


def test_a_wrong_step_never_changes_anything():
    for seed in range(40):
        procedure, rng = random_procedure(seed)
        wrongs = [
            DealerStep.burn(),
            DealerStep.deal(1, face_up=True),
            DealerStep.gather(),
            DealerStep.kill_hand(1),
            DealerStep.cut(),
        ]
        while not procedure.hand.is_complete:
            expected = procedure.expected()
            events = len(procedure.hand.events)
            history = list(procedure.history)
            for wrong in wrongs:
                verdict = procedure.check(wrong)
                if not verdict.correct:
                    assert verdict.flag is not None
                    assert verdict.rule
                assert procedure.expected() == expected
                assert len(procedure.hand.events) == events
                assert procedure.history == history
            if expected:
                procedure.perform(expected[0])
            else:
                play_player(procedure, rng)


def test_due_announcements_agree_with_what_the_procedure_asked_for():
    for seed in range(120):
        procedure, rng = random_procedure(seed)
        play_script(procedure, rng)
        for street in range(3, 8):
            assert due_announcements(procedure.hand, street) == announced(procedure, street), (seed, street)


def test_each_wager_is_called_with_what_it_costs_the_next_player():
    """R11.7: "raise to 60; 40 to you": the cost the dealer names is what the engine then asks of
    the player to act (the bet to call less their bet), and nothing when nobody is left to act."""
    from croupier.procedure.announcements import ActionCall  # noqa: PLC0415

    named = 0
    for seed in range(120):
        procedure, rng = random_procedure(seed)
        hand = procedure.hand
        for _ in range(3000):
            expected = procedure.expected()
            if expected:
                step = expected[0]
                call = step.announcement
                if isinstance(call, ActionCall):
                    actor = hand.actor
                    cost = hand.current_bet - hand.player(actor).bet if actor is not None else 0
                    if actor is not None and hand.player(actor).seat != call.seat:
                        assert call.owed == cost, (seed, call, actor)
                        named += call.owed > 0
                    else:
                        assert call.owed == 0, (seed, call)
                procedure.perform(step)
                continue
            if not play_player(procedure, rng):
                break
        assert hand.is_complete, seed
    assert named > 200
