"""What the reports and the instructor's pages add up: a trainee's totals and last time seen, a skill
over the class (the median of the trainees' medians), the skill to practise next, the best sitting."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from croupier.reports.summary import (
    best_results,
    class_skill_summaries,
    trainee_summaries,
    trainee_summary,
    weakest_skill,
)
from croupier.store import ExamResult, NewAttempt, SkillStats, Store

DAY = datetime(2025, 3, 4, 9, 0, tzinfo=UTC)


def stats(trainee: int, skill: str, attempts: int, correct: int, seconds: float) -> SkillStats:
    return SkillStats(trainee, f"T{trainee}", skill, attempts, correct, seconds)


def test_a_skill_over_the_class_takes_the_median_of_an_even_count_as_the_mean_of_the_middle_two():
    rows = [stats(n, "pot", 10, 5, seconds) for n, seconds in enumerate((9.0, 3.0, 5.0, 4.0), 1)]
    (pot,) = class_skill_summaries(rows)
    assert pot.median_seconds == 4.5  # 3, 4, 5, 9: (4 + 5) / 2
    (pot,) = class_skill_summaries(rows[:3])
    assert pot.median_seconds == 5.0  # 3, 5, 9
    (pot,) = class_skill_summaries(rows[:2])
    assert pot.median_seconds == 6.0


def test_a_skill_over_the_class_adds_up_its_trainees_answers():
    rows = [stats(1, "pot", 10, 7, 2.0), stats(2, "pot", 4, 1, 6.0), stats(2, "odd_chip", 3, 3, 1.0)]
    pot, odd_chip = class_skill_summaries(rows, order=["pot"])
    assert (pot.skill, pot.trainees, pot.attempts, pot.correct) == ("pot", 2, 14, 8)
    assert pot.accuracy == pytest.approx(8 / 14)
    assert (odd_chip.skill, odd_chip.trainees, odd_chip.attempts) == ("odd_chip", 1, 3)


def test_skills_named_in_the_order_come_first_in_that_order_then_the_rest_by_name():
    rows = [stats(1, name, 3, 3, 1.0) for name in ("who_acts", "bring_in", "pot", "odd_chip")]
    assert [s.skill for s in class_skill_summaries(rows)] == ["bring_in", "odd_chip", "pot", "who_acts"]
    ordered = class_skill_summaries(rows, order=["who_acts", "pot", "unknown"])
    assert [s.skill for s in ordered] == ["who_acts", "pot", "bring_in", "odd_chip"]
    assert class_skill_summaries([]) == []


def answer(store: Store, trainee: int, skill: str, *, correct: bool, at: datetime) -> None:
    store.record_attempt(
        NewAttempt(
            trainee_id=trainee,
            skill=skill,
            question="q",
            answer="a",
            correct=correct,
            seconds=2.0,
            mode="practice",
            answered_at=at,
        )
    )


def test_a_trainee_is_summed_up_with_the_latest_time_seen():
    with Store("sqlite://") as store:
        anna = store.roster.add("Anna").id
        empty = trainee_summary(store, anna)
        assert (empty.sessions, empty.attempts, empty.correct, empty.accuracy) == (0, 0, 0, None)
        assert empty.last_active is None
        answer(store, anna, "pot", correct=True, at=DAY)
        answer(store, anna, "pot", correct=False, at=DAY + timedelta(minutes=1))
        answer(store, anna, "odd_chip", correct=True, at=DAY + timedelta(minutes=2))
        summary = trainee_summary(store, anna)
        assert (summary.sessions, summary.attempts, summary.correct) == (0, 3, 2)
        assert summary.accuracy == pytest.approx(2 / 3)
        assert summary.last_active == DAY + timedelta(minutes=2)
        assert sorted(s.skill for s in summary.skills) == ["odd_chip", "pot"]
        later = DAY + timedelta(hours=2)
        store.start_session(anna, "practice", started_at=later)
        summary = trainee_summary(store, anna)
        assert summary.sessions == 1
        assert summary.last_active == later  # a session begun after the last answer
        answer(store, anna, "pot", correct=True, at=later + timedelta(minutes=5))
        assert trainee_summary(store, anna).last_active == later + timedelta(minutes=5)


def test_every_trainee_is_listed_by_name_with_only_their_own_answers():
    with Store("sqlite://") as store:
        zoe = store.roster.add("Zoe").id
        anna = store.roster.add("Anna").id
        gone = store.roster.add("Bert").id
        answer(store, zoe, "pot", correct=True, at=DAY)
        answer(store, anna, "pot", correct=False, at=DAY)
        answer(store, anna, "pot", correct=True, at=DAY)
        answer(store, gone, "pot", correct=True, at=DAY)
        store.roster.archive(gone)
        summaries = trainee_summaries(store)
        assert [s.trainee.name for s in summaries] == ["Anna", "Zoe"]
        assert [(s.attempts, s.correct) for s in summaries] == [(2, 1), (1, 1)]
        with_archived = trainee_summaries(store, include_archived=True)
        assert [s.trainee.name for s in with_archived] == ["Anna", "Bert", "Zoe"]
        assert [(s.attempts, s.correct) for s in with_archived] == [(2, 1), (1, 1), (1, 1)]


def test_the_roster_s_totals_are_the_summaries_without_their_skills():
    with Store("sqlite://") as store:
        zoe = store.roster.add("Zoe").id
        anna = store.roster.add("Anna").id
        gone = store.roster.add("Bert").id
        store.roster.add("Cleo")
        answer(store, zoe, "pot", correct=True, at=DAY)
        answer(store, anna, "pot", correct=False, at=DAY)
        answer(store, anna, "odd_chip", correct=True, at=DAY + timedelta(minutes=3))
        store.start_session(anna, "practice", started_at=DAY + timedelta(hours=1))
        answer(store, gone, "pot", correct=True, at=DAY)
        store.roster.archive(gone)
        for archived in (False, True):
            full = trainee_summaries(store, include_archived=archived)
            totals = trainee_summaries(store, include_archived=archived, skills=False)
            assert totals == [replace(summary, skills=()) for summary in full]
        anna_now = trainee_summaries(store, skills=False)[0]
        assert (anna_now.trainee.name, anna_now.sessions, anna_now.attempts, anna_now.correct) == (
            "Anna",
            1,
            2,
            1,
        )
        assert anna_now.last_active == DAY + timedelta(hours=1)
        assert [s.trainee.name for s in trainee_summaries(store, skills=False)] == ["Anna", "Cleo", "Zoe"]


def test_the_weakest_skill_needs_enough_answers_and_none_is_named_when_all_are_on_target():
    shaky = stats(1, "pot", 10, 4, 3.0)
    few = stats(1, "odd_chip", 2, 0, 3.0)
    assert weakest_skill([shaky, few]) == shaky
    assert weakest_skill([few]) is None
    assert weakest_skill([few], minimum=2) == few
    assert weakest_skill([stats(1, "pot", 10, 10, 0.5)]) is None
    assert weakest_skill([]) is None


def result(exam: int, trainee: int, correct: int, at: datetime, uuid: str) -> ExamResult:
    return ExamResult(0, exam, trainee, correct, 10, correct >= 8, at, uuid=uuid)


def test_the_best_sitting_is_the_highest_score_and_the_latest_among_equals():
    first = result(1, 7, 6, DAY, "a")
    best = result(1, 7, 9, DAY + timedelta(days=1), "b")
    worse_later = result(1, 7, 5, DAY + timedelta(days=2), "c")
    equal_later = result(2, 7, 8, DAY + timedelta(days=3), "d")
    equal_earlier = result(2, 7, 8, DAY, "e")
    other = result(1, 8, 3, DAY, "f")
    chosen = best_results([first, best, worse_later, equal_earlier, equal_later, other])
    assert {key: r.uuid for key, r in chosen.items()} == {(1, 7): "b", (2, 7): "d", (1, 8): "f"}
    assert best_results([equal_later, equal_earlier])[(2, 7)].uuid == "d"
    twin = result(2, 7, 8, DAY + timedelta(days=3), "g")  # the same score at the same time: the last
    assert best_results([equal_later, twin])[(2, 7)].uuid == "g"
    assert best_results([]) == {}
