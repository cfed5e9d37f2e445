"""Carry answers given on the local file (while the school server was down) over to the school database.

Trainees are matched by name (an unknown name is added to the school's roster); each local practice
session becomes a school session. The school database remembers, per local file, the last answer it
took over, in the same transaction as the answers, so an interrupted or repeated upload never copies
an answer twice. Exam results and assignments stay where they were made.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from croupier.store.access import DatabaseAccess
from croupier.store.models import AttemptRow, PracticeSessionRow, SettingRow, TraineeRow, utc_now
from croupier.store.roster import active_named

DATABASE_ID_KEY = "database_id"


@dataclass(frozen=True, slots=True)
class UploadResult:
    attempts: int
    sessions: int
    trainees_added: int


def database_id(access: DatabaseAccess) -> str:
    """A random id that names this database for uploads, made the first time it is asked for."""
    with access.write() as session:
        row = session.get(SettingRow, DATABASE_ID_KEY)
        if row is None:
            row = SettingRow(key=DATABASE_ID_KEY, value=uuid.uuid4().hex)
            session.add(row)
        return row.value


def upload(local: DatabaseAccess, school: DatabaseAccess) -> UploadResult:
    key = f"uploaded:{database_id(local)}"
    with school.write() as target:
        mark = target.get(SettingRow, key, with_for_update=True)
        done = int(mark.value) if mark is not None else 0
        with local.read() as source:
            attempts = source.scalars(
                select(AttemptRow).where(AttemptRow.id > done).order_by(AttemptRow.id)
            ).all()
            if not attempts:
                return UploadResult(0, 0, 0)
            names = {row.id: row.name for row in source.scalars(select(TraineeRow))}
            session_ids = {a.session_id for a in attempts if a.session_id is not None}
            sessions = {
                row.id: row
                for row in source.scalars(
                    select(PracticeSessionRow).where(PracticeSessionRow.id.in_(session_ids))
                )
            }
        trainee_map: dict[int, int] = {}
        added = 0
        for local_id in sorted({a.trainee_id for a in attempts}):
            found = active_named(target, names[local_id])
            if found is None:
                found = TraineeRow(name=names[local_id], created_at=utc_now())
                target.add(found)
                target.flush()
                added += 1
            trainee_map[local_id] = found.id
        session_map = {
            local_id: _copy_session(target, row, trainee_map[row.trainee_id])
            for local_id, row in sessions.items()
        }
        for attempt in attempts:
            target.add(
                AttemptRow(
                    trainee_id=trainee_map[attempt.trainee_id],
                    session_id=None if attempt.session_id is None else session_map[attempt.session_id],
                    skill=attempt.skill,
                    question=attempt.question,
                    answer=attempt.answer,
                    correct=attempt.correct,
                    seconds=attempt.seconds,
                    mode=attempt.mode,
                    answered_at=attempt.answered_at,
                )
            )
        last = str(attempts[-1].id)
        if mark is None:
            target.add(SettingRow(key=key, value=last))
        else:
            mark.value = last
        return UploadResult(len(attempts), len(session_map), added)


def _copy_session(target: Session, row: PracticeSessionRow, trainee_id: int) -> int:
    copy = PracticeSessionRow(
        trainee_id=trainee_id,
        mode=row.mode,
        started_at=row.started_at,
        ended_at=row.ended_at,
        station=row.station,
    )
    target.add(copy)
    target.flush()
    return copy.id
