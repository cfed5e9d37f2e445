"""The hand log (the players' moves street by street) and the debrief's replay: a hand dealt again
from its seed to just before a mistake, with the same cards and moves. No Qt."""

from __future__ import annotations

import random

import pytest

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.events import ActionKind, ActionTaken, HandShown
from croupier.engine.rules import STUD, Stakes
from croupier.procedure import DealerStep, Procedure, StepKind
from croupier.training.controller import Waiting, Walkthrough
from croupier.training.hand_log import SHOWDOWN, hand_log

STAKES = Stakes(5, 10, 20, 40)


def _walk(mode: TrainingMode = TrainingMode.PRACTICE, seed: int = 3) -> Walkthrough:
    procedure = Procedure.new(STUD, STAKES, [1000] * 4, seed=seed)
    return Walkthrough(procedure, difficulty=Difficulty.NORMAL, mode=mode, rng=random.Random(seed))


def test_the_log_has_every_move_by_street_and_the_showdown_after_seventh():
    walk = _walk()
    walk.play_right(lambda w: False)
    assert walk.waiting is Waiting.OVER
    log = hand_log(walk.hand.events)
    moves = [event for event in walk.hand.events if isinstance(event, ActionTaken)]
    assert [move for street in log for move in street.moves if isinstance(move, ActionTaken)] == moves
    assert [street.street for street in log] == sorted({street.street for street in log})
    first = log[0].moves[0]
    assert (log[0].street, first.kind) == (3, ActionKind.BRING_IN)
    if any(isinstance(event, HandShown) for event in walk.hand.events):
        assert log[-1].street == SHOWDOWN
        assert all(not isinstance(move, ActionTaken) for move in log[-1].moves)


def _wrong_duty_on_fourth_street(walk: Walkthrough) -> DealerStep:
    def dealing_fourth(w: Walkthrough) -> bool:
        due = w.procedure.expected()
        return w.waiting is Waiting.DUTY and due[0].kind is StepKind.DEAL and w.hand.street == 4

    walk.play_right(dealing_fourth)
    due = walk.procedure.expected()[0]
    wrong = DealerStep.deal(due.seat % 4 + 1, face_up=True, street=4)
    graded = walk.attempt(wrong)
    assert not graded.correct
    return due


def test_a_mistake_is_replayed_from_just_before_it():
    walk = _walk()
    due = _wrong_duty_on_fourth_street(walk)
    events_then = list(walk.hand.events)
    score_then = (walk.right, walk.asked)
    walk.play_right(lambda w: False)
    assert walk.waiting is Waiting.OVER
    ((_, missed),) = walk.mistakes()
    assert walk.can_replay(missed)
    walk.replay(missed)
    assert walk.hand.events == events_then  # the same cards and moves, up to the mistake
    assert walk.procedure.expected()[0] == due
    assert (walk.right, walk.asked) == (score_then[0], score_then[1] - 1)  # as just before it
    assert walk.mistakes() == []
    # The trainee goes on from there, and may replay again after.
    assert walk.attempt(due).correct
    walk.play_right(lambda w: False)
    assert walk.waiting is Waiting.OVER


def test_an_exam_hand_is_not_replayed():
    walk = _walk(TrainingMode.EXAM)
    _wrong_duty_on_fourth_street(walk)
    ((_, missed),) = walk.mistakes()
    assert missed.replay is not None
    assert not walk.can_replay(missed)
    with pytest.raises(ValueError, match="cannot be replayed"):
        walk.replay(missed)
