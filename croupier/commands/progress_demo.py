"""A few practice sessions of seeded answers, for the Progress screenshot and the demo store.

The answers are made up but plausible: each skill starts weaker and slower and improves from session
to session, and the harder skills (side pots, splitting) stay behind the dealer school's pace.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from croupier.drills.scheduler import target_seconds
from croupier.store import NewAttempt, Store

__all__ = ["DEMO_SKILLS", "fill_demo_progress"]

DEMO_SKILLS = (
    "bring_in",
    "first_to_act",
    "call_amount",
    "raise_amount",
    "pot_size",
    "side_pots",
    "split",
    "announcement",
)
# How well a trainee starts at each skill (share right in the first session).
_START = {"side_pots": 0.45, "split": 0.5, "raise_amount": 0.6, "pot_size": 0.65}


def fill_demo_progress(
    store: Store,
    trainee_id: int,
    *,
    seed: int = 7,
    sessions: int = 6,
    per_skill: int = 6,
    start: datetime | None = None,
) -> None:
    """Record ``sessions`` practice sessions, one a day, of ``per_skill`` answers per demo skill."""
    rng = random.Random(seed)
    today = datetime.now(UTC).replace(hour=9, minute=30, second=0, microsecond=0)
    first_day = start or today - timedelta(days=sessions)
    for number in range(sessions):
        session = store.start_session(trainee_id, "practice")
        when = first_day + timedelta(days=number, minutes=rng.randint(0, 90))
        progress = number / max(1, sessions - 1)
        for skill in DEMO_SKILLS:
            skill_rng = random.Random(f"{seed}-{number}-{skill}")
            hard = skill in _START
            accuracy = min(0.99, _START.get(skill, 0.84) + (0.3 if hard else 0.15) * progress)
            pace = target_seconds(skill) * ((1.7 - 0.5 * progress) if hard else (1.15 - 0.45 * progress))
            for question in range(per_skill):
                when += timedelta(seconds=skill_rng.uniform(5, 40))
                store.record_attempt(
                    NewAttempt(
                        trainee_id=trainee_id,
                        skill=skill,
                        question=f"{skill} #{question + 1}",
                        answer="demo",
                        correct=skill_rng.random() < accuracy,
                        seconds=round(max(0.8, skill_rng.gauss(pace, pace * 0.25)), 1),
                        mode="practice",
                        session_id=session.id,
                        answered_at=when,
                    )
                )
        store.end_session(session.id)
    # A few Table-ready hands at a 6-handed table, a little quicker each time (their own numbers).
    paced = random.Random(f"{seed}-pace")
    for hand in range(4):
        duties = paced.randint(30, 36)
        store.paces.record(
            trainee_id,
            "F7S",
            6,
            round(118 - 6 * hand + paced.uniform(-5, 5), 1),
            duties,
            round(duties * (2.6 - 0.2 * hand), 1),
            36.0,
            taken_at=first_day + timedelta(days=sessions - 1, hours=2, minutes=3 * hand),
        )
