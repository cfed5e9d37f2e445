"""Writes stored as ``Store.apply`` stores an uploaded outbox (:mod:`croupier.store.apply`): each
one exactly once, every field as written, and a write whose session was never stored."""

from __future__ import annotations

import sqlite3
import threading
import time
from dataclasses import replace
from datetime import UTC, datetime

import pytest
from sealing import sit_here

from croupier.store import Store, UnknownRecordError
from croupier.store.apply import insert_ignoring
from croupier.store.database import parse_url
from croupier.store.errors import DuplicateRecordError
from croupier.store.listener import Listener
from croupier.store.live import ANSWERS_CHANNEL, Tally
from croupier.store.models import LiveAnswerRow
from croupier.store.records import SkillScore
from croupier.store.writes import (
    AnswerGiven,
    ExamFinished,
    HandPaced,
    LessonFinished,
    LiveAnswered,
    SessionEnded,
    SessionStarted,
    SignedOut,
    new_uuid,
)

WHEN = datetime(2025, 1, 10, 9, 0, tzinfo=UTC)
PAYLOAD = {"skill": "bring_in", "seed": 5, "difficulty": 1, "stakes": "5/10/20/40"}


def _answer(trainee_id: int, session_uuid: str | None) -> AnswerGiven:
    return AnswerGiven(
        new_uuid(),
        trainee_id,
        skill="pot_size",
        question="What is the pot?",
        answer="120",
        correct=True,
        seconds=4.5,
        mode="practice",
        answered_at=WHEN,
        session_uuid=session_uuid,
    )


def test_an_answer_whose_session_was_never_stored_is_kept_without_one(store: Store) -> None:
    anna = store.roster.add("Anna Berger")
    assert store.apply([_answer(anna.id, new_uuid())]) == 1
    (attempt,) = store.attempts_for(anna.id)
    assert (attempt.session_id, attempt.answer, attempt.correct) == (None, "120", True)


def test_a_session_ends_once_and_the_end_of_a_session_never_stored_is_not_stored(store: Store) -> None:
    """A repeated upload stores a session's end once; a second end (another station's) is not stored."""
    anna = store.roster.add("Anna Berger")
    assert store.apply([SessionEnded(new_uuid(), WHEN)]) == 0
    started = store.start_session(anna.id, "practice")
    ended = SessionEnded(started.uuid, WHEN, abandoned=True)
    assert store.apply([ended, ended]) == 1
    assert store.apply([SessionEnded(started.uuid, datetime(2025, 1, 11, tzinfo=UTC))]) == 0
    (session,) = store.sessions_for(anna.id)
    assert (session.id, session.ended_at, session.abandoned) == (started.id, WHEN, True)


def test_each_write_naming_its_trainee_by_identity_is_stored_for_that_trainee(store: Store) -> None:
    """Another school's roster may give Anna the number this one gives Ben: a write that names
    Anna's stable identity is hers here, whatever number it carries."""
    anna = store.roster.add("Anna Berger")
    ben = store.roster.add("Ben Cohen")
    started = SessionStarted(new_uuid(), ben.id, "quiz", "practice", WHEN, trainee_uuid=anna.uuid)
    question = store.live.ask(store.live.start_round("Tuesday").id, dict(PAYLOAD))
    writes = [
        started,
        replace(_answer(ben.id, started.uuid), trainee_uuid=anna.uuid),
        LessonFinished(new_uuid(), ben.id, "F7S", "bring_in", 4, 5, True, WHEN, trainee_uuid=anna.uuid),
        HandPaced(new_uuid(), ben.id, "F7S", 8, 118.5, 44, 70.2, 30.0, WHEN, trainee_uuid=anna.uuid),
        replace(_live_answer(question.id, ben.id), trainee_uuid=anna.uuid),
    ]
    assert store.apply(writes) == 5
    (session,) = store.sessions_for(anna.id)
    assert session.uuid == started.uuid
    (attempt,) = store.attempts_for(anna.id)
    assert attempt.session_id == session.id
    assert [r.lesson for r in store.lessons.results(trainee_id=anna.id)] == ["bring_in"]
    assert [h.players for h in store.paces.hands(trainee_id=anna.id)] == [8]
    assert store.live.tally(question.id) == Tally(question.id, (anna.id,), 1, (("seat 1", 1),))
    assert store.sessions_for(ben.id) == []
    assert store.attempts_for(ben.id) == []


def test_a_write_naming_a_trainee_not_on_the_roster_is_refused_and_says_so(store: Store) -> None:
    """A write from another school's station names a trainee this roster does not hold: nothing of
    the upload is stored, and the refusal names the trainee's identity."""
    anna = store.roster.add("Anna Berger")
    stranger = new_uuid()
    with pytest.raises(UnknownRecordError, match=rf"\({stranger}\) is not on this school's roster"):
        store.apply([_answer(anna.id, None), replace(_answer(anna.id, None), trainee_uuid=stranger)])
    assert store.attempts_for(anna.id) == []


def test_an_exam_sitting_is_closed_with_the_score_its_answers_earn_not_the_one_claimed(store: Store) -> None:
    """A station's exam result names its sitting: the sitting is closed with the answers stored,
    whatever the result says (``sit_here`` claims 0 of 4, failed)."""
    anna = store.roster.add("Anna Berger")
    exam = store.exams.create("Stud I", ["bring_in"], 4, 0.5)
    sit_here(store, anna.id, exam, wrong={1})
    (result,) = store.exams.results(trainee_id=anna.id)
    assert (result.correct, result.total, result.passed) == (3, 4, True)


def test_a_sign_out_is_nothing_to_store_here(store: Store) -> None:
    """A sign-in lives on the school server; this computer's file keeps nothing of a sign-out."""
    assert store.apply([SignedOut(new_uuid(), WHEN)]) == 0


def test_an_exam_result_without_a_sitting_is_stored_as_written(store: Store) -> None:
    """An exam finished before sittings were kept (its session stored, no sitting to close) is
    stored as the station wrote it, each skill's share too, for the trainee it names by identity,
    in the session it names."""
    anna = store.roster.add("Anna Berger")
    ben = store.roster.add("Ben Cohen")
    exam = store.exams.create("Stud I", ["bring_in", "pot_size"], 4, 0.5)
    started = store.start_session(anna.id, "exam")
    breakdown = (SkillScore("bring_in", 2, 2), SkillScore("pot_size", 2, 1))
    write = ExamFinished(
        new_uuid(),
        exam.id,
        ben.id,
        3,
        4,
        True,
        WHEN,
        seconds=30.0,
        breakdown=breakdown,
        session_uuid=started.uuid,
        trainee_uuid=anna.uuid,
    )
    assert store.apply([write, write]) == 1
    (result,) = store.exams.results(trainee_id=anna.id)
    assert (result.uuid, result.correct, result.total, result.passed) == (write.uuid, 3, 4, True)
    assert result.session_id == started.id
    assert result.breakdown == breakdown
    assert store.exams.results(trainee_id=ben.id) == []


def test_a_lessons_and_a_timed_hands_session_goes_with_them_to_the_school(tmp_path) -> None:
    """A lesson finished and a hand timed in a session stay linked to it, here and where an upload
    takes them (no record shows the link: the tables are read as the school's reports join them)."""
    with (
        Store(f"sqlite:///{tmp_path / 'local.sqlite3'}", station="station-3") as local,
        Store(f"sqlite:///{tmp_path / 'school.sqlite3'}", station="school") as school,
    ):
        anna = local.roster.add("Anna Berger")
        session = local.start_session(anna.id, "practice", activity="course")
        writes = [
            LessonFinished(
                new_uuid(), anna.id, "F7S", "bring_in", 4, 5, True, WHEN, session_uuid=session.uuid
            ),
            HandPaced(new_uuid(), anna.id, "F7S", 8, 118.5, 44, 70.2, 30.0, WHEN, session_uuid=session.uuid),
        ]
        assert local.apply(writes) == 2
        local.upload_to(school)
        for place in ("local", "school"):
            with sqlite3.connect(tmp_path / f"{place}.sqlite3") as database:
                linked = database.execute(
                    "SELECT s.uuid FROM lesson_results AS l"
                    " JOIN practice_sessions AS s ON s.id = l.session_id"
                    " UNION ALL SELECT s.uuid FROM hand_paces AS h"
                    " JOIN practice_sessions AS s ON s.id = h.session_id"
                ).fetchall()
            database.close()
            assert linked == [(session.uuid,), (session.uuid,)], place


def _live_answer(question_id: int, trainee_id: int, choice: str = "seat 1") -> LiveAnswered:
    return LiveAnswered(
        new_uuid(),
        question_id,
        trainee_id,
        answer="1",
        choice=choice,
        correct=True,
        seconds=2.5,
        answered_at=WHEN,
    )


def test_a_live_answer_is_stored_once_per_trainee_and_question(store: Store) -> None:
    """A live question asked on this computer's file (or by the database's owner): an answer is
    stored once, however often it is uploaded, and a trainee's second answer to the question is not."""
    anna = store.roster.add("Anna Berger")
    question = store.live.ask(store.live.start_round("Tuesday").id, dict(PAYLOAD))
    answer = _live_answer(question.id, anna.id)
    assert store.apply([answer, answer]) == 1
    assert store.apply([_live_answer(question.id, anna.id, choice="seat 2")]) == 0
    assert store.live.tally(question.id) == Tally(question.id, (anna.id,), 1, (("seat 1", 1),))


def test_a_live_answer_the_owner_stores_is_announced_to_the_tally_once(postgres_url: str) -> None:
    """PostgreSQL: each answer stored is announced on the answers' channel (the instructor's tally
    hears of it at once), with its question's id; an answer stored before is not announced again."""
    heard: list[str] = []
    lock = threading.Lock()

    def hear(channel: str, payload: str) -> None:
        with lock:
            heard.append(f"{channel} {payload}")

    with Store(postgres_url) as store:
        anna = store.roster.add("Anna Berger")
        live_round = store.live.start_round("Tuesday")
        first, second = (store.live.ask(live_round.id, dict(PAYLOAD, seed=seed)) for seed in (5, 6))
        listener = Listener(parse_url(postgres_url), [ANSWERS_CHANNEL], hear)
        try:
            assert listener.listening.wait(10)
            answer = _live_answer(first.id, anna.id)
            assert store.apply([answer]) == 1
            assert store.apply([answer]) == 0
            assert store.apply([_live_answer(second.id, anna.id)]) == 1
            deadline = time.monotonic() + 10
            while len(heard) < 2 and time.monotonic() < deadline:
                time.sleep(0.01)
        finally:
            listener.close()
    assert heard == [f"{ANSWERS_CHANNEL} {first.id}", f"{ANSWERS_CHANNEL} {second.id}"]


def test_a_clash_on_another_unique_key_than_the_one_named_still_raises(store: Store) -> None:
    """insert_ignoring ignores a clash on the key it is given only: a second answer of a trainee to
    a question, under a new id, clashes on (question, trainee) and is refused unless any clash is
    to be ignored (key None)."""
    anna = store.roster.add("Anna Berger")
    question = store.live.ask(store.live.start_round("Tuesday").id, dict(PAYLOAD))
    assert store.apply([_live_answer(question.id, anna.id)]) == 1
    row = {
        "uuid": new_uuid(),
        "question_id": question.id,
        "trainee_id": anna.id,
        "answer": "2",
        "choice": "seat 2",
        "correct": False,
        "seconds": 3.0,
        "answered_at": WHEN,
    }
    table = LiveAnswerRow.__table__
    with pytest.raises(DuplicateRecordError), store._access.write() as session:
        insert_ignoring(session, table, row)  # type: ignore[arg-type]
    with store._access.write() as session:
        assert insert_ignoring(session, table, row, key=None) is False  # type: ignore[arg-type]
    assert store.live.tally(question.id).choices == (("seat 1", 1),)
