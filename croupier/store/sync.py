"""Carry answers kept in this computer's file over to the school database.

For answers an older Croupier saved locally while the school server was down (today's stations keep
such answers in their outbox, :mod:`croupier.store.writer`, and upload them on their own). Trainees
are matched by name (an unknown name joins the school's roster); every session and answer keeps
the id it was made with, so an interrupted or repeated upload never stores one twice. Exam results
and assignments stay where they were made. ``school`` is opened as the school database's owner: a
station's login writes nothing itself (only through the server's functions, as a trainee signed in).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from sqlalchemy import select

from croupier.store.access import DatabaseAccess
from croupier.store.models import (
    AttemptRow,
    HandPaceRow,
    LessonResultRow,
    PracticeSessionRow,
    SessionEndRow,
    TraineeRow,
)
from croupier.store.roster import Roster
from croupier.store.writes import AnswerGiven, HandPaced, LessonFinished, SessionEnded, SessionStarted, Write

BATCH = 500


@dataclass(frozen=True, slots=True)
class UploadResult:
    attempts: int
    sessions: int
    trainees_added: int


class School(Protocol):
    """What an upload needs of the school's store (a :class:`croupier.store.Store`)."""

    @property
    def roster(self) -> Roster: ...

    def apply_counted(self, writes: Sequence[Write]) -> dict[str, int]: ...


def upload(local: DatabaseAccess, school: School) -> UploadResult:
    """Copy what the database behind ``local`` holds into ``school``; nothing is stored twice."""
    with local.read() as source:
        names = {row.id: row.name for row in source.scalars(select(TraineeRow))}
        sessions = source.execute(
            select(PracticeSessionRow, SessionEndRow).outerjoin(
                SessionEndRow, SessionEndRow.session_id == PracticeSessionRow.id
            )
        ).all()
        attempts = source.scalars(select(AttemptRow).order_by(AttemptRow.id)).all()
        lessons = source.scalars(select(LessonResultRow).order_by(LessonResultRow.id)).all()
        paces = source.scalars(select(HandPaceRow).order_by(HandPaceRow.id)).all()
    session_uuids = {row.id: row.uuid for row, _end in sessions}
    before = {t.name.casefold() for t in school.roster.trainees()}
    trainee_map: dict[int, int] = {}
    trainee_ids = {a.trainee_id for a in attempts} | {row.trainee_id for row, _ in sessions}
    trainee_ids |= {lesson.trainee_id for lesson in lessons} | {pace.trainee_id for pace in paces}
    for local_id in sorted(trainee_ids):
        trainee_map[local_id] = school.roster.get_or_add(names[local_id]).id
    added = sum(1 for local_id in trainee_map if names[local_id].casefold() not in before)
    writes: list[Write] = []
    for row, end in sessions:
        writes.append(
            SessionStarted(
                row.uuid,
                trainee_map[row.trainee_id],
                activity=row.activity or "quiz",
                mode=row.mode,
                started_at=row.started_at,
                station=row.station,
                variant=row.variant,
            )
        )
        if end is not None:
            writes.append(SessionEnded(row.uuid, end.ended_at, end.abandoned))
    writes.extend(
        AnswerGiven(
            attempt.uuid,
            trainee_map[attempt.trainee_id],
            skill=attempt.skill,
            question=attempt.question,
            answer=attempt.answer,
            correct=attempt.correct,
            seconds=attempt.seconds,
            mode=attempt.mode,
            answered_at=attempt.answered_at,
            session_uuid=None if attempt.session_id is None else session_uuids.get(attempt.session_id),
            words=attempt.words,
        )
        for attempt in attempts
    )
    writes.extend(
        LessonFinished(
            lesson.uuid,
            trainee_map[lesson.trainee_id],
            lesson.variant,
            lesson.lesson,
            lesson.correct,
            lesson.total,
            lesson.passed,
            lesson.taken_at,
            session_uuid=None if lesson.session_id is None else session_uuids.get(lesson.session_id),
        )
        for lesson in lessons
    )
    writes.extend(
        HandPaced(
            pace.uuid,
            trainee_map[pace.trainee_id],
            pace.variant,
            pace.players,
            pace.seconds,
            pace.duties,
            pace.duty_seconds,
            pace.target,
            pace.taken_at,
            session_uuid=None if pace.session_id is None else session_uuids.get(pace.session_id),
        )
        for pace in paces
    )
    new_sessions = new_attempts = 0
    for start in range(0, len(writes), BATCH):
        batch = writes[start : start + BATCH]
        stored = school.apply_counted(batch)
        new_sessions += stored.get(SessionStarted.kind, 0)
        new_attempts += stored.get(AnswerGiven.kind, 0)
    return UploadResult(new_attempts, new_sessions, added)
