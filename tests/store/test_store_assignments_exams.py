"""Assignments of drill sets (to a trainee or the class) and exams with a pass mark."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from croupier.store import InvalidRecordError, NewAttempt, Store, UnknownRecordError
from croupier.store.exams import passes


def practise(store: Store, trainee: int, skill: str, n: int, *, correct: bool = True) -> None:
    for i in range(n):
        store.record_attempt(
            NewAttempt(
                trainee_id=trainee,
                skill=skill,
                question=f"q{i}",
                answer="a",
                correct=correct,
                seconds=1,
                mode="practice",
            )
        )


def test_class_and_personal_assignments(store: Store) -> None:
    anna = store.roster.add("Anna").id
    ben = store.roster.add("Ben").id
    due = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)
    everyone = store.assignments.assign("Bring-in basics", ["bring-in", "bring-in", " "], 20, due_at=due)
    personal = store.assignments.assign("Pots", ["pot", "side-pot"], 10, trainee_id=ben, note="after class")
    assert everyone.skills == ("bring-in",)
    assert everyone.trainee_id is None
    assert everyone.due_at == due
    assert personal.note == "after class"
    assert store.assignments.for_trainee(anna) == [everyone]
    assert store.assignments.for_trainee(ben) == [everyone, personal]
    assert store.assignments.get(personal.id) == personal
    store.assignments.archive(everyone.id)
    assert store.assignments.for_trainee(ben) == [personal]
    assert [a.id for a in store.assignments.assignments()] == [personal.id]
    assert len(store.assignments.assignments(include_archived=True)) == 2


def test_progress_counts_only_the_answers_of_the_assignments_own_sessions(store: Store) -> None:
    anna = store.roster.add("Anna").id
    ben = store.roster.add("Ben").id
    store.record_attempt(
        NewAttempt(
            trainee_id=anna,
            skill="pot",
            question="old",
            answer="a",
            correct=True,
            seconds=1,
            mode="practice",
            answered_at=datetime.now(UTC) - timedelta(days=1),
        )
    )
    assignment = store.assignments.assign("Pots", ["pot", "side-pot"], 3)
    practise(store, anna, "pot", 4)  # free practice at the same skill: not the assignment's
    own = store.start_session(anna, "practice", assignment_id=assignment.id)
    for correct in (True, True, False):
        store.record_attempt(
            NewAttempt(
                trainee_id=anna,
                skill="pot",
                question="q",
                answer="a",
                correct=correct,
                seconds=1,
                mode="practice",
                session_id=own.id,
            )
        )
    bens = store.start_session(ben, "practice", assignment_id=assignment.id)
    store.record_attempt(
        NewAttempt(
            trainee_id=ben,
            skill="pot",
            question="q",
            answer="a",
            correct=True,
            seconds=1,
            mode="practice",
            session_id=bens.id,
        )
    )
    mine = store.assignments.progress(assignment.id, anna)
    assert (mine.answered, mine.correct, mine.done) == (3, 2, True)
    everyone = store.assignments.class_progress(assignment.id)
    assert [(p.trainee_id, p.answered, p.done) for p in everyone] == [(anna, 3, True), (ben, 1, False)]
    assert sorted(store.assignments.answers(assignment.id, anna).values()) == [False, True, True]


def test_a_personal_assignment_concerns_only_its_trainee(store: Store) -> None:
    store.roster.add("Anna")
    ben = store.roster.add("Ben").id
    assignment = store.assignments.assign("Pots", ["pot"], 3, trainee_id=ben)
    assert [p.trainee_id for p in store.assignments.class_progress(assignment.id)] == [ben]


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [
        (("", ["pot"], 5), {}),
        (("Pots", [], 5), {}),
        (("Pots", ["pot"], 0), {}),
        (("Pots", ["pot"], 5), {"due_at": datetime(2026, 1, 1)}),
    ],
)
def test_impossible_assignments_are_refused(store: Store, args: tuple, kwargs: dict) -> None:
    with pytest.raises(InvalidRecordError):
        store.assignments.assign(*args, **kwargs)


def test_assignments_to_unknown_trainees_are_refused(store: Store) -> None:
    with pytest.raises(UnknownRecordError):
        store.assignments.assign("Pots", ["pot"], 5, trainee_id=99)
    with pytest.raises(UnknownRecordError):
        store.assignments.get(99)


@pytest.mark.parametrize(
    ("correct", "total", "mark", "passed"),
    [
        (8, 10, 0.8, True),
        (7, 10, 0.8, False),
        (10, 10, 1.0, True),
        (9, 10, 1.0, False),
        (2, 3, 2 / 3, True),
        (1, 3, 2 / 3, False),
        (14, 20, 0.7, True),
        (0, 1, 0.01, False),
    ],
)
def test_pass_mark_counts_whole_answers(correct: int, total: int, mark: float, passed: bool) -> None:
    assert passes(correct, total, mark) is passed


def test_exam_results_are_judged_against_the_pass_mark(store: Store) -> None:
    anna = store.roster.add("Anna").id
    ben = store.roster.add("Ben").id
    exam = store.exams.create("Table-ready check", ["bring-in", "pot"], 20, 0.85)
    assert store.exams.get(exam.id) == exam
    assert store.exams.exams() == [exam]
    session = store.start_session(anna, "exam")
    first = store.exams.record_result(exam.id, anna, 16, 20, session_id=session.id)
    second = store.exams.record_result(exam.id, anna, 17, 20)
    other = store.exams.record_result(exam.id, ben, 20, 20)
    assert (first.passed, second.passed, other.passed) == (False, True, True)
    assert first.score == 0.8
    assert first.session_id == session.id
    assert store.exams.results(trainee_id=anna) == [first, second]
    assert store.exams.results(exam_id=exam.id) == [first, second, other]


def test_impossible_exams_and_results_are_refused(store: Store) -> None:
    anna = store.roster.add("Anna").id
    for args in (
        ("", ["pot"], 5, 0.8),
        ("X", ["pot"], 0, 0.8),
        ("X", ["pot"], 5, 0.0),
        ("X", ["pot"], 5, 1.5),
    ):
        with pytest.raises(InvalidRecordError):
            store.exams.create(*args)
    exam = store.exams.create("X", ["pot"], 5, 0.8)
    for correct, total in ((6, 5), (-1, 5), (0, 0)):
        with pytest.raises(InvalidRecordError):
            store.exams.record_result(exam.id, anna, correct, total)
    with pytest.raises(UnknownRecordError):
        store.exams.record_result(99, anna, 1, 5)
    with pytest.raises(UnknownRecordError):
        store.exams.record_result(exam.id, 99, 1, 5)
    assert store.exams.results() == []
