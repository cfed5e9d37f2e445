"""Dashboard queries: accuracy and median speed per trainee and skill, trends per session and day."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from croupier.store import Store

T0 = datetime(2026, 3, 2, 23, 30, tzinfo=UTC)


def answer(
    store: Store,
    trainee: int,
    skill: str,
    seconds: float,
    *,
    correct: bool = True,
    when: datetime = T0,
    session: int | None = None,
    mode: str = "practice",
) -> None:
    store.record_attempt(
        trainee,
        skill=skill,
        question="q",
        answer="a",
        correct=correct,
        seconds=seconds,
        mode=mode,
        answered_at=when,
        session_id=session,
    )


def test_accuracy_and_median_per_trainee_and_skill(store: Store) -> None:
    anna = store.roster.add("Anna").id
    ben = store.roster.add("Ben").id
    for seconds, correct in ((1.0, True), (3.0, False), (2.0, True), (10.0, True)):
        answer(store, anna, "pot", seconds, correct=correct)
    answer(store, anna, "bring-in", 4.0, correct=False)
    answer(store, ben, "pot", 5.0)
    stats = store.dashboard.skill_stats()
    assert [(s.trainee_name, s.skill, s.attempts, s.correct, s.median_seconds) for s in stats] == [
        ("Anna", "bring-in", 1, 0, 4.0),
        ("Anna", "pot", 4, 3, 2.5),
        ("Ben", "pot", 1, 1, 5.0),
    ]
    assert stats[1].accuracy == 0.75
    assert [s.skill for s in store.dashboard.skill_stats(ben)] == ["pot"]


def test_archived_trainees_and_old_answers_can_be_left_out(store: Store) -> None:
    anna = store.roster.add("Anna").id
    ben = store.roster.add("Ben").id
    answer(store, anna, "pot", 1.0, when=T0 - timedelta(days=10))
    answer(store, anna, "pot", 2.0)
    answer(store, ben, "pot", 3.0)
    store.roster.archive(ben)
    assert [s.trainee_id for s in store.dashboard.skill_stats()] == [anna]
    assert len(store.dashboard.skill_stats(include_archived=True)) == 2
    assert len(store.dashboard.skill_stats(ben)) == 1  # asked by id, an archived trainee still answers
    (recent,) = store.dashboard.skill_stats(since=T0 - timedelta(days=1))
    assert (recent.attempts, recent.median_seconds) == (1, 2.0)


def test_trend_by_session(store: Store) -> None:
    anna = store.roster.add("Anna").id
    first = store.start_session(anna, "practice").id
    second = store.start_session(anna, "practice").id
    answer(store, anna, "pot", 4.0, correct=False, session=first)
    answer(store, anna, "pot", 2.0, session=first)
    answer(store, anna, "bring-in", 9.0, session=first)
    answer(store, anna, "pot", 1.0, session=second)
    answer(store, anna, "pot", 1.0)  # outside any session
    points = store.dashboard.trend_by_session(anna, skill="pot")
    assert [(p.key, p.attempts, p.correct, p.median_seconds) for p in points] == [
        (str(first), 2, 1, 3.0),
        (str(second), 1, 1, 1.0),
    ]
    assert [p.attempts for p in store.dashboard.trend_by_session(anna)] == [3, 1]


def test_trend_by_day_uses_the_local_calendar(store: Store) -> None:
    anna = store.roster.add("Anna").id
    ben = store.roster.add("Ben").id
    answer(store, anna, "pot", 2.0, when=T0)  # 23:30 UTC: still 2 March in UTC, 00:30 on 3 March in Berlin
    answer(store, anna, "pot", 4.0, when=T0 - timedelta(hours=12), correct=False)
    answer(store, ben, "pot", 6.0, when=T0)
    in_utc = store.dashboard.trend_by_day(anna, tz=UTC)
    assert [(p.key, p.attempts, p.median_seconds) for p in in_utc] == [("2026-03-02", 2, 3.0)]
    berlin = timezone(timedelta(hours=1))
    in_berlin = store.dashboard.trend_by_day(anna, tz=berlin)
    assert [(p.key, p.attempts, p.correct) for p in in_berlin] == [("2026-03-02", 1, 0), ("2026-03-03", 1, 1)]
    assert in_berlin[1].start == datetime(2026, 3, 3, tzinfo=berlin)
    everyone = store.dashboard.trend_by_day(tz=UTC)
    assert [(p.attempts, p.median_seconds) for p in everyone] == [(3, 4.0)]
    assert store.dashboard.trend_by_day(anna, skill="bring-in", tz=UTC) == []


def test_live_class_answers_stay_out_of_accuracy_and_trends(store: Store) -> None:
    """A live class's answers are the class's, at the instructor's pace: kept in the trainee's
    history, never in their accuracy, times or trends."""
    anna = store.roster.add("Anna").id
    practice = store.start_session(anna, "practice").id
    live = store.start_session(anna, "live").id
    answer(store, anna, "pot", 2.0, session=practice)
    answer(store, anna, "pot", 30.0, correct=False, session=live, mode="live")
    answer(store, anna, "bring-in", 30.0, correct=False, mode="live")
    (stat,) = store.dashboard.skill_stats(anna)
    assert (stat.skill, stat.attempts, stat.correct, stat.median_seconds) == ("pot", 1, 1, 2.0)
    assert [(s.skill, s.attempts) for s in store.dashboard.skill_stats()] == [("pot", 1)]
    assert [p.key for p in store.dashboard.trend_by_session(anna)] == [str(practice)]
    assert [(p.attempts, p.correct) for p in store.dashboard.trend_by_day(anna, tz=UTC)] == [(1, 1)]
    assert [(p.attempts, p.correct) for p in store.dashboard.trend_by_day(tz=UTC)] == [(1, 1)]
    assert len(store.attempts_for(anna)) == 3  # the trainee's history keeps them


@pytest.mark.slow
def test_dashboard_over_a_class_term(store: Store) -> None:
    """A class of 12 with 24 answers each: figures agree with a count done by hand."""
    ids = [store.roster.add(f"Trainee {i:02d}").id for i in range(12)]
    for n, trainee in enumerate(ids):
        for i in range(24):
            answer(
                store,
                trainee,
                ("pot", "bring-in")[i % 2],
                float(i % 7 + n),
                correct=i % 3 != 0,
                when=T0 + timedelta(minutes=i),
            )
    stats = store.dashboard.skill_stats()
    assert len(stats) == 24
    assert sum(s.attempts for s in stats) == 288
    assert sum(s.correct for s in stats) == 12 * sum(1 for i in range(24) if i % 3 != 0)
