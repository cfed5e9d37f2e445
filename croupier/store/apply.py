"""Storing the station's writes (:mod:`croupier.store.writes`) exactly once.

Each write is an ``INSERT … ON CONFLICT DO NOTHING`` on its client-made id, so a write stored
twice (an upload repeated after a lost reply, two processes uploading one outbox) is stored once.
Answers and results name their session by its id; the session is looked up in the same
transaction (the outbox keeps a session before its answers). An exam's result closes its sitting
with the score counted from the answers stored (:func:`croupier.store.sittings.close_sitting`).

A school station writes nothing itself: :func:`apply_signed` hands each write, with the token of
the trainee's sign-in, to the server's ``croupier_write``, which checks and stores it (revision
0007); this module's inserts are for this computer's file and the database's owner.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from sqlalchemy import Table, select, text
from sqlalchemy.orm import Session

from croupier.store.errors import UnknownRecordError
from croupier.store.models import (
    AttemptRow,
    ExamResultRow,
    HandPaceRow,
    LessonResultRow,
    LiveAnswerRow,
    PracticeSessionRow,
    SessionEndRow,
    TraineeRow,
)
from croupier.store.sittings import close_sitting, sitting_of
from croupier.store.writes import (
    AnswerGiven,
    ExamFinished,
    HandPaced,
    LessonFinished,
    LiveAnswered,
    SessionEnded,
    SessionStarted,
    SignedOut,
    Write,
    encode,
)

if TYPE_CHECKING:
    from sqlalchemy.dialects.postgresql import Insert as PostgreSQLInsert
    from sqlalchemy.dialects.sqlite import Insert as SQLiteInsert

__all__ = [
    "apply_signed",
    "apply_write",
    "conflict_insert",
    "insert_ignoring",
    "session_id_of",
    "trainee_id_of",
]


def conflict_insert(session: Session, table: Table | type[Any]) -> PostgreSQLInsert | SQLiteInsert:
    """An ``INSERT`` into ``table`` that can say ``ON CONFLICT``: SQLAlchemy's own, from the dialect
    of the session's database. The PostgreSQL dialect's package (its asyncpg dialect and asyncio
    with it, about 20 ms) is imported only for a PostgreSQL database, whose engine has it already:
    this computer's file never needs it."""
    if session.get_bind().dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as postgresql_insert  # noqa: PLC0415

        return postgresql_insert(table)
    from sqlalchemy.dialects.sqlite import insert as sqlite_insert  # noqa: PLC0415

    return sqlite_insert(table)


def insert_ignoring(
    session: Session, table: Table, values: Mapping[str, Any], key: tuple[str, ...] | None = ("uuid",)
) -> bool:
    """Insert one row unless it is there already (the same ``key``; None: any unique key clashes);
    True when it was inserted. A clash on another unique key still raises."""
    statement = (
        conflict_insert(session, table)
        .values(dict(values))
        .on_conflict_do_nothing(index_elements=list(key) if key is not None else None)
        .returning(*table.primary_key.columns)
    )
    # RETURNING tells what rowcount does not on every driver: whether a row went in.
    return session.execute(statement).first() is not None


def session_id_of(session: Session, session_uuid: str | None) -> int | None:
    """The database id of the session with that client-made id (None if it is not stored)."""
    if session_uuid is None:
        return None
    found = session.scalar(select(PracticeSessionRow.id).where(PracticeSessionRow.uuid == session_uuid))
    return None if found is None else int(found)


def trainee_id_of(
    session: Session,
    write: SessionStarted | AnswerGiven | ExamFinished | LessonFinished | HandPaced | LiveAnswered,
) -> int:
    """This database's id of the write's trainee: found by the trainee's stable identity where the
    write names it (another school's roster may give the same number to someone else)."""
    if write.trainee_uuid is None:
        return write.trainee_id
    found = session.scalar(select(TraineeRow.id).where(TraineeRow.uuid == write.trainee_uuid))
    if found is None:
        raise UnknownRecordError(
            f"The trainee of this write ({write.trainee_uuid}) is not on this school's roster"
        )
    return int(found)


def apply_write(session: Session, write: Write) -> bool:
    """Store ``write`` inside the caller's transaction; False when it was stored before."""
    if isinstance(write, SessionStarted):
        return insert_ignoring(
            session,
            PracticeSessionRow.__table__,  # type: ignore[arg-type]
            {
                "uuid": write.uuid,
                "trainee_id": trainee_id_of(session, write),
                "mode": write.mode,
                "started_at": write.started_at,
                "station": write.station,
                "activity": write.activity,
                "variant": write.variant,
                "exam_id": write.exam_id,
                "assignment_id": write.assignment_id,
            },
        )
    if isinstance(write, SessionEnded):
        session_id = session_id_of(session, write.session_uuid)
        if session_id is None:
            return False  # a session that was never stored has no end to store
        return insert_ignoring(
            session,
            SessionEndRow.__table__,  # type: ignore[arg-type]
            {"session_id": session_id, "ended_at": write.ended_at, "abandoned": write.abandoned},
            key=("session_id",),
        )
    if isinstance(write, AnswerGiven):
        return insert_ignoring(
            session,
            AttemptRow.__table__,  # type: ignore[arg-type]
            {
                "uuid": write.uuid,
                "trainee_id": trainee_id_of(session, write),
                "session_id": session_id_of(session, write.session_uuid),
                "skill": write.skill,
                "question": write.question,
                "answer": write.answer,
                "correct": write.correct,
                "seconds": write.seconds,
                "mode": write.mode,
                "answered_at": write.answered_at,
                "words": write.words,
            },
        )
    if isinstance(write, SignedOut):
        return False  # a sign-in is the server's (apply_signed); nothing to keep here
    if isinstance(write, ExamFinished):
        sitting = sitting_of(session, write.session_uuid)
        if sitting is not None:
            return close_sitting(session, sitting, write)
        return insert_ignoring(
            session,
            ExamResultRow.__table__,  # type: ignore[arg-type]
            {
                "uuid": write.uuid,
                "exam_id": write.exam_id,
                "trainee_id": trainee_id_of(session, write),
                "session_id": session_id_of(session, write.session_uuid),
                "correct": write.correct,
                "total": write.total,
                "passed": write.passed,
                "taken_at": write.taken_at,
                "seconds": write.seconds,
                "abandoned": write.abandoned,
                "breakdown": [
                    {"skill": s.skill, "asked": s.asked, "correct": s.correct} for s in write.breakdown
                ],
                "certificate": write.certificate,
            },
        )
    if isinstance(write, LessonFinished):
        return insert_ignoring(
            session,
            LessonResultRow.__table__,  # type: ignore[arg-type]
            {
                "uuid": write.uuid,
                "trainee_id": trainee_id_of(session, write),
                "session_id": session_id_of(session, write.session_uuid),
                "variant": write.variant,
                "lesson": write.lesson,
                "correct": write.correct,
                "total": write.total,
                "passed": write.passed,
                "taken_at": write.taken_at,
            },
        )
    if isinstance(write, HandPaced):
        return insert_ignoring(
            session,
            HandPaceRow.__table__,  # type: ignore[arg-type]
            {
                "uuid": write.uuid,
                "trainee_id": trainee_id_of(session, write),
                "session_id": session_id_of(session, write.session_uuid),
                "variant": write.variant,
                "players": write.players,
                "seconds": write.seconds,
                "duties": write.duties,
                "duty_seconds": write.duty_seconds,
                "target": write.target,
                "taken_at": write.taken_at,
            },
        )
    assert isinstance(write, LiveAnswered)
    stored = insert_ignoring(
        session,
        LiveAnswerRow.__table__,  # type: ignore[arg-type]
        {
            "uuid": write.uuid,
            "question_id": write.question_id,
            "trainee_id": trainee_id_of(session, write),
            "answer": write.answer,
            "choice": write.choice,
            "correct": write.correct,
            "seconds": write.seconds,
            "answered_at": write.answered_at,
        },
        key=None,  # one answer per trainee and question as well
    )
    if stored and session.get_bind().dialect.name == "postgresql":
        # The instructor's tally hears of it at once (NOTIFY is sent when the transaction commits).
        session.execute(
            text("SELECT pg_notify(:channel, :payload)"),
            {"channel": "croupier_live_answers", "payload": str(write.question_id)},
        )
    return stored


def apply_signed(session: Session, write: Write, token: str) -> bool:
    """Hand ``write`` to the school server's ``croupier_write`` for the sign-in of ``token`` (inside
    the caller's transaction); False when it was stored before. The server refuses (raises) a
    write that is not that trainee's to make."""
    stored = session.scalar(
        text("SELECT croupier_write(:token, CAST(:write AS jsonb))"), {"token": token, "write": encode(write)}
    )
    return bool(stored)
