"""The adaptive scheduler prefers the skills a trainee gets wrong or answers slowly, by seed."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from datetime import UTC, datetime, timedelta

from croupier.drills.scheduler import INTERVALS, Scheduler, target_seconds
from croupier.store import NewAttempt
from croupier.store.history import MemoryHistory

NOW = datetime(2026, 5, 4, 12, tzinfo=UTC)
SKILLS = ["bring_in", "burn_count", "acts_now"]


def _record(
    history: MemoryHistory, skill: str, *, correct: bool, seconds: float = 2.0, ago: float = 3600
) -> None:
    history.record_attempt(
        NewAttempt(
            trainee_id=1,
            skill=skill,
            question="{}",
            answer="1",
            correct=correct,
            seconds=seconds,
            mode="practice",
            answered_at=NOW - timedelta(seconds=ago),
        )
    )


def _picks(history: MemoryHistory, seed: int = 0, draws: int = 400) -> Counter[str]:
    scheduler = Scheduler(SKILLS, history, 1, random.Random(seed), now=lambda: NOW)
    return Counter(scheduler.choose() for _ in range(draws))


def test_a_skill_answered_wrongly_is_asked_more():
    history = MemoryHistory()
    for _ in range(6):
        _record(history, "bring_in", correct=False)
        _record(history, "burn_count", correct=True)
        _record(history, "acts_now", correct=True)
    picks = _picks(history)
    assert picks["bring_in"] > picks["burn_count"] * 2
    assert picks["bring_in"] > picks["acts_now"] * 2


def test_a_skill_answered_slowly_is_asked_more_than_a_fast_one():
    history = MemoryHistory()
    slow = target_seconds("burn_count") * 3
    for _ in range(6):
        _record(history, "burn_count", correct=True, seconds=slow)
        _record(history, "acts_now", correct=True, seconds=1.0)
        _record(history, "bring_in", correct=True, seconds=1.0)
    scheduler = Scheduler(SKILLS, history, 1, random.Random(0), now=lambda: NOW)
    assert scheduler.state("burn_count").slow_rate == 1.0
    assert scheduler.state("burn_count").box < scheduler.state("acts_now").box
    picks = _picks(history)
    assert picks["burn_count"] > picks["acts_now"]
    assert picks["burn_count"] > picks["bring_in"]


def test_boxes_follow_the_answers():
    history = MemoryHistory()
    scheduler = Scheduler(SKILLS, history, 1, random.Random(0), now=lambda: NOW)
    assert scheduler.state("bring_in").box == 0  # never answered: new
    for _ in range(3):
        _record(history, "bring_in", correct=True)
    assert scheduler.state("bring_in").box == 4
    _record(history, "bring_in", correct=False)
    assert scheduler.state("bring_in").box == 1
    assert scheduler.difficulty("bring_in") == 1


def test_a_mastered_skill_rests_until_it_is_due():
    history = MemoryHistory()
    for _ in range(5):
        _record(history, "bring_in", correct=True, ago=60)
    scheduler = Scheduler(SKILLS, history, 1, random.Random(0), now=lambda: NOW)
    state = scheduler.state("bring_in")
    assert state.box == 5
    assert not state.due
    later = Scheduler(SKILLS, history, 1, random.Random(0), now=lambda: NOW + INTERVALS[5])
    assert later.state("bring_in").due
    assert later.state("bring_in").weight > state.weight


def test_the_choice_is_deterministic_for_a_seed():
    history = MemoryHistory()
    _record(history, "acts_now", correct=False)
    assert _picks(history, seed=3, draws=30) == _picks(history, seed=3, draws=30)
    one = Scheduler(SKILLS, history, 1, random.Random(3), now=lambda: NOW)
    two = Scheduler(SKILLS, history, 1, random.Random(3), now=lambda: NOW)
    assert [one.choose() for _ in range(20)] == [two.choose() for _ in range(20)]


def test_the_same_skill_is_rarely_asked_twice_in_a_row():
    history = MemoryHistory()
    scheduler = Scheduler(SKILLS, history, 1, random.Random(5), now=lambda: NOW)
    picks = [scheduler.choose() for _ in range(300)]
    repeats = sum(a == b for a, b in itertools.pairwise(picks))
    assert repeats < 300 / 3 * 0.6


def test_other_trainees_do_not_count():
    history = MemoryHistory()
    history.record_attempt(
        NewAttempt(
            trainee_id=2,
            skill="bring_in",
            question="{}",
            answer="1",
            correct=False,
            seconds=1,
            mode="practice",
        )
    )
    scheduler = Scheduler(SKILLS, history, 1, random.Random(0), now=lambda: NOW)
    assert scheduler.state("bring_in").answered == 0
