"""One review policy: the quiz's start page, Progress and the PDF reports agree on the skill to
practise, and none of them names a skill answered right every time at pace."""

from __future__ import annotations

import random
from datetime import UTC, datetime

from croupier.drills.review import Figures, review_order, target_seconds, weakest
from croupier.drills.scheduler import Scheduler
from croupier.reports.summary import weakest_skill
from croupier.store import NewAttempt, SkillStats
from croupier.store.history import MemoryHistory

WHEN = datetime(2026, 1, 1, tzinfo=UTC)


def _answer(history: MemoryHistory, skill: str, *, correct: bool, seconds: float) -> None:
    history.record_attempt(
        NewAttempt(
            trainee_id=1,
            skill=skill,
            question="q",
            answer="a",
            correct=correct,
            seconds=seconds,
            mode="practice",
            answered_at=WHEN,
        )
    )


def test_a_skill_on_target_is_never_the_one_to_practise():
    perfect = SkillStats(1, "Ann", "bring_in", 12, 12, target_seconds("bring_in"))
    assert weakest([perfect]) is None
    assert weakest_skill([perfect]) is None  # the report no longer suggests it
    shaky = SkillStats(1, "Ann", "side_pots", 12, 8, target_seconds("side_pots"))
    slow = SkillStats(1, "Ann", "pot_size", 12, 12, 3 * target_seconds("pot_size"))
    assert weakest_skill([perfect, slow, shaky]) is shaky  # wrong answers weigh more than slow ones
    assert weakest_skill([perfect, slow]) is slow
    assert weakest_skill([SkillStats(1, "Ann", "split", 2, 0, 1.0)]) is None  # too few answers


def test_the_start_page_lists_the_skills_in_the_review_order():
    history = MemoryHistory()
    for _ in range(4):
        _answer(history, "bring_in", correct=True, seconds=1.0)  # on target
        _answer(history, "pot_size", correct=True, seconds=60.0)  # slow
        _answer(history, "odd_chip", correct=False, seconds=1.0)  # wrong
    skills = ["bring_in", "burn_count", "odd_chip", "pot_size"]
    scheduler = Scheduler(skills, history, 1, random.Random(0), now=lambda: WHEN)
    order = [state.skill for state in scheduler.states()]
    assert order == ["odd_chip", "pot_size", "burn_count", "bring_in"]  # due, never answered, on target
    figures = [scheduler.figures(skill) for skill in skills if skill != "burn_count"]
    assert [review.skill for review in review_order(figures) if review.due] == order[:2]
    assert scheduler.figures("pot_size") == Figures("pot_size", 4, 4, 60.0)
