"""Answers kept locally while the school server was down are uploaded once, trainees matched by name."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from croupier.store import InvalidRecordError, NewAttempt, Store, UploadResult

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def answer(store: Store, trainee: int, question: str, minutes: int, session: int | None = None) -> None:
    store.record_attempt(
        NewAttempt(
            trainee_id=trainee,
            skill="pot",
            question=question,
            answer="a",
            correct=True,
            seconds=2,
            mode="practice",
            session_id=session,
            answered_at=T0 + timedelta(minutes=minutes),
        )
    )


def test_local_answers_reach_the_school_exactly_once(database_url: str, tmp_path: Path) -> None:
    with (
        Store(database_url, station="school") as school,
        Store(f"sqlite:///{tmp_path / 'local.sqlite3'}", station="station-3") as local,
    ):
        school.roster.add("Someone Else")
        school_anna = school.roster.add("Anna").id
        answer(school, school_anna, "at school", 0)
        anna = local.roster.add("anna").id  # the same person, typed in lower case
        neu = local.roster.add("Neu").id
        session = local.start_session(anna, "practice").id
        answer(local, anna, "local 1", 1, session)
        answer(local, anna, "local 2", 2, session)
        answer(local, neu, "local 3", 3)

        assert local.upload_to(school) == UploadResult(attempts=3, sessions=1, trainees_added=1)
        assert [a.question for a in school.attempts_for(school_anna)] == ["at school", "local 1", "local 2"]
        copied = school.attempts_for(school_anna)[1]
        (copied_session,) = school.sessions_for(school_anna)
        assert copied.session_id == copied_session.id
        assert copied_session.station == "station-3"
        assert copied.answered_at == T0 + timedelta(minutes=1)
        school_neu = school.roster.find("Neu")
        assert school_neu is not None
        assert [a.question for a in school.attempts_for(school_neu.id)] == ["local 3"]

        assert local.upload_to(school) == UploadResult(0, 0, 0)
        answer(local, neu, "local 4", 4)
        assert local.upload_to(school) == UploadResult(attempts=1, sessions=0, trainees_added=0)
        assert [a.question for a in school.attempts_for(school_neu.id)] == ["local 3", "local 4"]
        assert len(school.roster.trainees()) == 3
        assert len(local.attempts_for(anna)) == 2  # the local file keeps its copy


def test_a_store_cannot_upload_to_itself(store: Store) -> None:
    with pytest.raises(InvalidRecordError):
        store.upload_to(store)
