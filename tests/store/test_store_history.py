"""The History protocol: the same behaviour from the database store and from MemoryHistory."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from croupier.store import (
    Attempt,
    History,
    InvalidRecordError,
    MemoryHistory,
    NewAttempt,
    Store,
    UnknownRecordError,
)

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def history(request: pytest.FixtureRequest, sqlite_file: Path) -> Iterator[tuple[History, int, int]]:
    """A History and two trainee ids in it."""
    if request.param == "memory":
        yield MemoryHistory(), 1, 2
        return
    url = f"sqlite:///{sqlite_file}" if request.param == "sqlite" else request.getfixturevalue("postgres_url")
    with Store(url) as store:
        yield store, store.roster.add("Anna").id, store.roster.add("Ben").id


def answer(history: History, trainee: int, skill: str, when: datetime, *, correct: bool = True) -> Attempt:
    return history.record_attempt(
        NewAttempt(
            trainee_id=trainee,
            skill=skill,
            question=f"{skill} at {when:%H:%M}",
            answer="seat 3",
            correct=correct,
            seconds=2.25,
            mode="practice",
            answered_at=when,
        )
    )


def test_both_stores_satisfy_the_protocol(history: tuple[History, int, int]) -> None:
    assert isinstance(history[0], History)


def test_a_recorded_attempt_comes_back_whole(history: tuple[History, int, int]) -> None:
    h, anna, _ = history
    recorded = answer(h, anna, "bring-in", T0, correct=False)
    assert recorded.id > 0
    (back,) = h.attempts_for(anna)
    assert back == recorded
    assert (back.skill, back.correct, back.seconds, back.mode) == ("bring-in", False, 2.25, "practice")
    assert back.answered_at == T0
    assert back.answered_at.tzinfo is not None


def test_attempts_are_oldest_first_and_filtered(history: tuple[History, int, int]) -> None:
    h, anna, ben = history
    answer(h, anna, "pot", T0 + timedelta(minutes=2))
    answer(h, anna, "bring-in", T0)
    answer(h, anna, "bring-in", T0 + timedelta(minutes=5))
    answer(h, ben, "bring-in", T0 + timedelta(minutes=1))
    assert [a.skill for a in h.attempts_for(anna)] == ["bring-in", "pot", "bring-in"]
    assert len(h.attempts_for(anna, skill="bring-in")) == 2
    assert len(h.attempts_for(anna, skill="pot")) == 1
    assert len(h.attempts_for(anna, since=T0 + timedelta(minutes=2))) == 2
    assert len(h.attempts_for(anna, skill="bring-in", since=T0 + timedelta(minutes=1))) == 1
    assert [a.trainee_id for a in h.attempts_for(ben)] == [ben]


def test_times_in_other_zones_are_the_same_instant(history: tuple[History, int, int]) -> None:
    h, anna, _ = history
    berlin = timezone(timedelta(hours=1))
    answer(h, anna, "pot", datetime(2026, 3, 2, 10, 0, tzinfo=berlin))
    (back,) = h.attempts_for(anna, since=T0)
    assert back.answered_at == T0


def test_answered_at_defaults_to_now(history: tuple[History, int, int]) -> None:
    h, anna, _ = history
    before = datetime.now(UTC)
    recorded = h.record_attempt(
        NewAttempt(
            trainee_id=anna, skill="pot", question="q", answer="a", correct=True, seconds=1, mode="exam"
        )
    )
    assert before - timedelta(seconds=1) <= recorded.answered_at <= datetime.now(UTC) + timedelta(seconds=1)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("seconds", -1.0),
        ("seconds", float("nan")),
        ("seconds", float("inf")),
        ("skill", ""),
        ("skill", "x" * 65),
        ("mode", ""),
        ("answered_at", datetime(2026, 1, 1)),
    ],
)
def test_impossible_answers_are_refused(history: tuple[History, int, int], field: str, value: object) -> None:
    h, anna, _ = history
    fields: dict[str, object] = {
        "skill": "pot",
        "question": "q",
        "answer": "a",
        "correct": True,
        "seconds": 1.0,
        "mode": "practice",
        field: value,
    }
    with pytest.raises(InvalidRecordError):
        h.record_attempt(NewAttempt(trainee_id=anna, **fields))  # type: ignore[arg-type]
    assert h.attempts_for(anna) == []


def test_an_answer_for_an_unknown_trainee_is_refused(store: Store) -> None:
    with pytest.raises(UnknownRecordError):
        store.record_attempt(
            NewAttempt(
                trainee_id=999,
                skill="pot",
                question="q",
                answer="a",
                correct=True,
                seconds=1,
                mode="practice",
            )
        )


def test_an_answer_for_an_unknown_session_is_refused(store: Store) -> None:
    anna = store.roster.add("Anna").id
    with pytest.raises(UnknownRecordError):
        store.record_attempt(
            NewAttempt(
                trainee_id=anna,
                skill="pot",
                question="q",
                answer="a",
                correct=True,
                seconds=1,
                mode="m",
                session_id=77,
            )
        )
    assert store.attempts_for(anna) == []


def test_practice_sessions_hold_their_answers_and_station(store: Store) -> None:
    anna = store.roster.add("Anna").id
    session = store.start_session(anna, "practice")
    assert session.station == "station-7"
    assert session.ended_at is None
    recorded = store.record_attempt(
        NewAttempt(
            trainee_id=anna,
            skill="pot",
            question="q",
            answer="a",
            correct=True,
            seconds=1,
            mode="practice",
            session_id=session.id,
        )
    )
    assert recorded.session_id == session.id
    ended = store.end_session(session.id)
    assert ended.ended_at is not None
    assert ended.ended_at >= ended.started_at
    assert store.end_session(session.id) == ended  # ending twice changes nothing
    assert store.sessions_for(anna) == [ended]
    with pytest.raises(UnknownRecordError):
        store.end_session(12345)
    with pytest.raises(UnknownRecordError):
        store.start_session(12345, "practice")


def test_unicode_and_long_texts_survive(store: Store) -> None:
    anna = store.roster.add("Jürgen Groß").id
    question = "Wer bringt ein? ♣♦♥♠ " + "x" * 5000
    store.record_attempt(
        NewAttempt(
            trainee_id=anna,
            skill="bring-in",
            question=question,
            answer="Platz 3 – ♦",
            correct=True,
            seconds=0.0,
            mode="practice",
        )
    )
    (back,) = store.attempts_for(anna)
    assert (back.question, back.answer) == (question, "Platz 3 – ♦")
    assert store.roster.get(anna).name == "Jürgen Groß"
