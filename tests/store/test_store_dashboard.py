"""Dashboard queries: accuracy and median speed per trainee and skill, trends per session and day."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from croupier.store import NewAttempt, Store

T0 = datetime(2026, 3, 2, 23, 30, tzinfo=UTC)


def answer(
    store: Store,
    trainee: int,
    skill: str,
    seconds: float | None,
    *,
    correct: bool = True,
    when: datetime = T0,
    session: int | None = None,
    mode: str = "practice",
) -> None:
    store.record_attempt(
        NewAttempt(
            trainee_id=trainee,
            skill=skill,
            question="q",
            answer="a",
            correct=correct,
            seconds=seconds,
            mode=mode,
            answered_at=when,
            session_id=session,
        )
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


def test_untimed_answers_count_but_have_no_part_in_the_median(store: Store) -> None:
    """An answer typed at a terminal keeps no time: counted, right or wrong, but not in the median
    (of 1, 4 and 6: 4, not the 2.5 of 0, 1, 4 and 6); a group with no time at all has 0."""
    anna = store.roster.add("Anna").id
    for seconds in (6.0, None, 1.0, 4.0):
        answer(store, anna, "pot", seconds)
    answer(store, anna, "bring-in", None, correct=False)
    stats = store.dashboard.skill_stats()
    assert [(s.skill, s.attempts, s.correct, s.median_seconds) for s in stats] == [
        ("bring-in", 1, 0, 0.0),
        ("pot", 4, 4, 4.0),
    ]


def test_totals_count_each_trainees_answers_as_the_skills_do(store: Store) -> None:
    """The roster's totals: answers and right answers per trainee, a live class's left out, the
    archived and other classes' only when asked; the same sums as ``skill_stats`` gives."""
    anna = store.roster.add("Anna").id
    ben = store.roster.add("Ben").id
    cleo = store.roster.add("Cleo").id
    store.roster.add("Dora")  # no answers: not counted
    answer(store, anna, "pot", 1.0, correct=True)
    answer(store, anna, "pot", 2.0, correct=False)
    answer(store, anna, "odd_chip", 3.0, correct=True)
    answer(store, anna, "pot", 1.0, correct=True, mode="live")  # a live class's: not counted
    answer(store, ben, "pot", None, correct=False)
    answer(store, cleo, "pot", 4.0, correct=True)
    store.roster.archive(cleo)
    assert store.dashboard.totals() == {anna: (3, 2), ben: (1, 0)}
    everyone = store.dashboard.totals(include_archived=True)
    assert everyone == {anna: (3, 2), ben: (1, 0), cleo: (1, 1)}
    sums: dict[int, tuple[int, int]] = {}
    for stat in store.dashboard.skill_stats(include_archived=True):
        attempts, correct = sums.get(stat.trainee_id, (0, 0))
        sums[stat.trainee_id] = (attempts + stat.attempts, correct + stat.correct)
    assert everyone == sums
    evening = store.classes.add("Evening")
    store.classes.move(ben, evening.id)
    assert store.dashboard.totals(class_id=evening.id) == {ben: (1, 0)}


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


def test_trend_by_day_follows_a_zone_across_its_summer_time_change(store: Store) -> None:
    """Europe/Berlin moves from UTC+1 to UTC+2 at 01:00 UTC on 29 March 2026."""
    from zoneinfo import ZoneInfo  # noqa: PLC0415

    anna = store.roster.add("Anna").id
    change = datetime(2026, 3, 29, 1, 0, tzinfo=UTC)
    answer(store, anna, "pot", 1.0, when=change - timedelta(hours=2))  # 00:00 on the 29th (UTC+1)
    answer(store, anna, "pot", 3.0, when=change + timedelta(hours=22, minutes=30))  # 01:30 on the 30th
    answer(store, anna, "pot", 5.0, when=change + timedelta(hours=20, minutes=30))  # 23:30 on the 29th
    answer(store, anna, "pot", 7.0, when=change - timedelta(hours=2, minutes=1))  # 23:59 on the 28th
    berlin = ZoneInfo("Europe/Berlin")
    points = store.dashboard.trend_by_day(anna, tz=berlin)
    assert [(p.key, p.attempts, p.median_seconds) for p in points] == [
        ("2026-03-28", 1, 7.0),
        ("2026-03-29", 2, 3.0),
        ("2026-03-30", 1, 3.0),
    ]
    assert points[1].start == datetime(2026, 3, 29, tzinfo=berlin)


def test_the_class_view_counts_again_only_what_changed(store: Store) -> None:
    """The dashboard's reader: the first read counts every group; later ones only the groups that
    gained answers, and their figures equal a count made from scratch."""
    from croupier.store.class_view import ClassView  # noqa: PLC0415

    anna = store.roster.add("Anna").id
    ben = store.roster.add("Ben").id
    for seconds in (1.0, 2.0, 3.0):
        answer(store, anna, "pot", seconds)
    answer(store, ben, "bring-in", 4.0, correct=False)
    view = ClassView()
    first = view.read(store)
    assert view.counted_whole == 1
    assert [(s.trainee_name, s.skill, s.attempts, s.median_seconds) for s in first.stats] == [
        ("Anna", "pot", 3, 2.0),
        ("Ben", "bring-in", 1, 4.0),
    ]
    assert first.trainee_id == anna  # the first trainee's trend comes with it
    assert [p.attempts for p in first.trainee_trend] == [3]
    answer(store, anna, "pot", 10.0)
    answer(store, ben, "pot", 6.0)
    second = view.read(store)
    assert view.counted_whole == 1  # counted again: the two groups that gained an answer only
    assert second.stats == store.dashboard.skill_stats(include_archived=True)
    assert [(s.trainee_name, s.skill, s.attempts, s.median_seconds) for s in second.stats] == [
        ("Anna", "pot", 4, 2.5),
        ("Ben", "bring-in", 1, 4.0),
        ("Ben", "pot", 1, 6.0),
    ]
    assert view.read(store).stats == second.stats  # nothing new: nothing counted
    store.roster.rename(ben, "Bea")  # a renamed trainee's groups carry the new name
    third = view.read(store)
    assert third.stats == store.dashboard.skill_stats(include_archived=True)
    assert {s.trainee_name for s in third.stats} == {"Anna", "Bea"}


def test_activity_counts_sessions_and_the_latest_start_or_answer(store: Store) -> None:
    anna = store.roster.add("Anna").id
    ben = store.roster.add("Ben").id
    store.roster.add("Cleo")
    first = store.start_session(anna, "practice").id
    answer(store, anna, "pot", 2.0, when=datetime.now(UTC) + timedelta(hours=1), session=first)
    answer(store, ben, "pot", 3.0, when=T0)  # answers outside any session
    activity = store.dashboard.activity()
    assert activity[anna][0] == 1
    latest = activity[anna][1]
    assert latest is not None
    assert latest > datetime.now(UTC)  # the answer, an hour after the session's start
    assert activity[ben] == (0, T0)
    assert set(activity) == {anna, ben}  # Cleo: neither
    assert store.dashboard.activity(ben) == {ben: (0, T0)}


def test_one_class_is_chosen_in_sql_for_figures_trends_roster_and_the_class_csv(store: Store) -> None:
    from croupier.store import class_csv  # noqa: PLC0415
    from croupier.store.class_view import ClassView  # noqa: PLC0415

    anna = store.roster.add("Anna").id
    evening = store.classes.add("Evening")
    ben = store.roster.add("Ben", class_id=evening.id).id
    answer(store, anna, "pot", 2.0)
    answer(store, anna, "pot", 4.0, correct=False)
    answer(store, ben, "pot", 6.0, when=T0 + timedelta(days=1))
    first = store.roster.get(anna).class_id
    assert first is not None
    dashboard = store.dashboard
    assert [t.name for t in store.roster.trainees(class_id=evening.id)] == ["Ben"]
    assert [(s.trainee_name, s.attempts) for s in dashboard.skill_stats(class_id=first)] == [("Anna", 2)]
    assert [(s.trainee_name, s.attempts) for s in dashboard.skill_stats(class_id=evening.id)] == [("Ben", 1)]
    assert [p.attempts for p in dashboard.trend_by_day(class_id=evening.id, tz=UTC)] == [1]
    assert [p.attempts for p in dashboard.trend_by_day(tz=UTC)] == [2, 1]
    rows = class_csv(store, class_id=evening.id).splitlines()[1:]
    assert [row.split(",")[0] for row in rows] == ["Ben"]

    view = ClassView()
    chosen = view.read(store, class_id=evening.id)
    assert (chosen.class_id, [t.name for t in chosen.trainees]) == (evening.id, ["Ben"])
    assert [s.trainee_name for s in chosen.stats] == ["Ben"]
    assert [c.name for c in chosen.classes] == ["Class 1", "Evening"]
    stamp = chosen.stamp
    store.classes.move(anna, evening.id)  # a move changes the stamp: the class trend is read again
    moved = view.read(store, class_id=evening.id)
    assert moved.stamp != stamp
    assert [t.name for t in moved.trainees] == ["Anna", "Ben"]
    assert sum(p.attempts for p in moved.class_trend) == 3
    assert view.read(store, class_id=999).class_id is None  # a class not there: every class
