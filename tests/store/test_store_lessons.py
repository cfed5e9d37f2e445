"""The course's lesson results: written once through the writes (an outbox upload repeated stores
one), read back per trainee and game, checked when made."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from croupier.store import InvalidRecordError, Store, UnknownRecordError
from croupier.store.recorder import Recorder
from croupier.store.writes import LessonFinished, decode, encode, new_uuid

WHEN = datetime(2025, 1, 10, 9, 0, tzinfo=UTC)


def test_a_lesson_result_is_stored_once_and_read_back(store: Store) -> None:
    anna = store.roster.add("Anna Berger")
    ben = store.roster.add("Ben Cohen")
    write = LessonFinished(new_uuid(), anna.id, "F7S", "bring_in", 4, 5, True, WHEN)
    assert decode(encode(write)) == write
    assert store.apply([write, write]) == 1
    store.lessons.record(ben.id, "FR", "bring_in", 2, 5, passed=False)
    store.lessons.record(anna.id, "FR", "first_deal", 5, 5, passed=True)
    mine = store.lessons.results(trainee_id=anna.id)
    assert [(r.variant, r.lesson, r.correct, r.total, r.passed) for r in mine] == [
        ("F7S", "bring_in", 4, 5, True),
        ("FR", "first_deal", 5, 5, True),
    ]
    assert mine[0].taken_at == WHEN
    assert [r.lesson for r in store.lessons.results(trainee_id=anna.id, variant="FR")] == ["first_deal"]
    assert len(store.lessons.results()) == 3


def test_a_lesson_result_for_nobody_is_refused(store: Store) -> None:
    with pytest.raises(UnknownRecordError):
        store.lessons.record(999, "F7S", "bring_in", 1, 5, passed=False)


@pytest.mark.parametrize(
    ("correct", "total", "lesson"),
    [(6, 5, "bring_in"), (0, 0, "bring_in"), (-1, 5, "bring_in"), (1, 5, ""), (1, 5, "x" * 65)],
)
def test_impossible_results_are_refused_when_made(correct: int, total: int, lesson: str) -> None:
    with pytest.raises(InvalidRecordError):
        LessonFinished(new_uuid(), 1, "F7S", lesson, correct, total, False, WHEN)


def test_the_recorder_sends_a_lesson_and_remembers_it() -> None:
    sent = []
    recorder = Recorder(sent.append, trainee_id=3, now=lambda: WHEN)
    write = recorder.record_lesson("F7S/8", "split", 4, 5, passed=True)
    assert sent == [write]
    assert [(r.lesson, r.passed, r.taken_at) for r in recorder.lesson_results] == [("split", True, WHEN)]


def test_an_upload_to_the_school_carries_the_lessons(tmp_path) -> None:
    with (
        Store(f"sqlite:///{tmp_path / 'local.sqlite3'}") as local,
        Store(f"sqlite:///{tmp_path / 'school.sqlite3'}") as school,
    ):
        anna = local.roster.add("Anna Berger")
        local.lessons.record(anna.id, "F7S", "bring_in", 5, 5, passed=True)
        local.upload_to(school)
        local.upload_to(school)  # twice: stored once
        (result,) = school.lessons.results()
        assert (result.lesson, result.passed) == ("bring_in", True)
        assert school.roster.trainees()[0].name == "Anna Berger"
