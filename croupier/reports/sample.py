"""A seeded sample class (trainees, sessions, answers, an assignment, an exam) for screenshots and demos.

>>> from croupier.store import Store
>>> store = Store("sqlite://")
>>> fill_sample_class(store)
>>> len(store.roster.trainees()), len(store.exams.exams())
(6, 1)
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta

from croupier.store import NewAttempt, Store

__all__ = ["SAMPLE_NAMES", "SAMPLE_SKILLS", "fill_sample_class"]

SAMPLE_NAMES = (
    "Anna Becker",
    "Jonas Weber",
    "Leonie Schmitt",
    "Mehmet Yılmaz",
    "Sophie Wagner",
    "Tom Fischer",
)
SAMPLE_SKILLS = ("bring_in", "acts_now", "call_amount", "pot_size", "showdown_order", "read_low")
_QUESTIONS = 12


def fill_sample_class(store: Store, *, seed: int = 3, days: int = 8, now: datetime | None = None) -> None:
    """Add the sample trainees and a few days of practice ending at ``now`` (default: today)."""
    rng = random.Random(seed)
    end = now if now is not None else datetime.now().astimezone()
    start = end - timedelta(days=days)
    trainees = [store.roster.add(name) for name in SAMPLE_NAMES]
    for number, trainee in enumerate(trainees):
        talent = 0.55 + 0.07 * number
        for day in range(days):
            if rng.random() < 0.25:
                continue
            session = store.start_session(trainee.id, "practice")
            moment = start + timedelta(days=day, hours=9 + rng.random() * 6)
            skill_count = min(len(SAMPLE_SKILLS), 2 + number // 2 + day // 2)
            for index in range(_QUESTIONS):
                skill = SAMPLE_SKILLS[index % skill_count]
                ease = 0.12 * (SAMPLE_SKILLS.index(skill) % 3)
                chance = min(0.97, talent + 0.03 * day - ease + 0.1)
                store.record_attempt(
                    NewAttempt(
                        trainee_id=trainee.id,
                        skill=skill,
                        question=f"{skill} #{index}",
                        answer="—",
                        correct=rng.random() < chance,
                        seconds=round(max(1.2, rng.gauss(9 - day * 0.5 - number * 0.4, 2)), 1),
                        mode="practice",
                        session_id=session.id,
                        answered_at=moment + timedelta(seconds=20 * index),
                    )
                )
            store.end_session(session.id)
    basics = store.assignments.assign(
        "Betting basics", SAMPLE_SKILLS[:3], 20, due_at=end + timedelta(days=3), note=""
    )
    store.assignments.assign(
        "Pots", ["pot_size"], 10, trainee_id=trainees[0].id, due_at=end - timedelta(days=1)
    )
    # Work on the class's assignment, in its own quizzes (answers stamped now, after it was given).
    for number, trainee in enumerate(trainees[:4]):
        session = store.start_session(trainee.id, "practice", assignment_id=basics.id)
        for index in range(20 - number * 6):
            store.record_attempt(
                NewAttempt(
                    trainee_id=trainee.id,
                    skill=SAMPLE_SKILLS[index % 3],
                    question=f"assigned #{index}",
                    answer="—",
                    correct=rng.random() < 0.75,
                    seconds=round(max(1.2, rng.gauss(6, 1.5)), 1),
                    mode="practice",
                    session_id=session.id,
                )
            )
        store.end_session(session.id)
    exam = store.exams.create("Stud I", SAMPLE_SKILLS[:4], 20, 0.8)
    for number, trainee in enumerate(trainees[:5]):
        correct = min(20, 12 + number * 2 - (1 if number == 3 else 0))
        store.exams.record_result(
            exam.id, trainee.id, correct, 20, taken_at=end - timedelta(hours=number + 1)
        )
    # Table-ready hands at a full table (their own random numbers: the answers above stay as they were).
    paced = random.Random(seed + 1)
    for number, trainee in enumerate(trainees[:4]):
        for hand in range(3 + number):
            seconds = round(max(60.0, paced.gauss(150 - 12 * number - 4 * hand, 12)), 1)
            duties = paced.randint(36, 44)
            store.paces.record(
                trainee.id,
                "F7S",
                8,
                seconds,
                duties,
                round(duties * max(0.8, paced.gauss(2.2 - 0.2 * number, 0.3)), 1),
                30.0,
                taken_at=end - timedelta(hours=6 - hand),
            )
