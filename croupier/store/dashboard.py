"""Class dashboard queries: accuracy and median answer time per trainee and skill, trends over time.

Medians are taken in Python so SQLite and PostgreSQL give the same figures. Answers given in a live
class are the class's, asked at the instructor's pace over one table: they stay in the trainee's
history (and the live round's report) but are left out of the accuracy and times here.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime, tzinfo

from sqlalchemy import func, select

from croupier.store.access import DatabaseAccess
from croupier.store.models import (
    AssignmentRow,
    AttemptRow,
    ExamResultRow,
    ExamRow,
    ExamSittingRow,
    PracticeSessionRow,
    ResultCheckRow,
    SessionEndRow,
    SittingGrantRow,
    TraineeRow,
)
from croupier.store.records import Activity, SkillStats, TrendPoint

PRACTICE = AttemptRow.mode != Activity.LIVE.value
"""Answers that count towards accuracy and pace: all but a live class's."""


@dataclass
class _Tally:
    start: datetime
    attempts: int = 0
    correct: int = 0

    def __post_init__(self) -> None:
        self.seconds: list[float] = []

    def add(self, *, correct: bool, seconds: float, when: datetime) -> None:
        self.attempts += 1
        self.correct += int(correct)
        self.seconds.append(seconds)
        self.start = min(self.start, when)

    def point(self, key: str) -> TrendPoint:
        return TrendPoint(key, self.start, self.attempts, self.correct, statistics.median(self.seconds))


class Dashboard:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def stamp(self) -> tuple[int, ...]:
        """A value that changes whenever an answer, a session, a result or the roster does: the
        instructor's views read again only then."""
        counts = [
            select(func.count(AttemptRow.id), func.coalesce(func.max(AttemptRow.id), 0)),
            select(func.count(PracticeSessionRow.id), func.coalesce(func.max(PracticeSessionRow.id), 0)),
            select(func.count(SessionEndRow.session_id)),
            select(func.count(ExamResultRow.id)),
            select(func.count(TraineeRow.id), func.count(TraineeRow.archived_at)),
            select(func.count(AssignmentRow.id), func.count(AssignmentRow.archived_at)),
            select(func.count(ExamRow.id)),
            # Sittings begun and closed, granted again, sealed or rejected.
            select(func.count(ExamSittingRow.id), func.count(ExamSittingRow.ended_at)),
            select(func.count(SittingGrantRow.id)),
            select(func.count(ResultCheckRow.result_id)),
        ]
        with self._access.read() as session:
            values: list[int] = []
            for query in counts:
                values.extend(int(value) for value in session.execute(query).one())
        return tuple(values)

    def skill_stats(
        self,
        trainee_id: int | None = None,
        *,
        since: datetime | None = None,
        include_archived: bool = False,
    ) -> list[SkillStats]:
        """One row per trainee and skill practised (the whole class when ``trainee_id`` is None)."""
        query = (
            select(
                AttemptRow.trainee_id,
                TraineeRow.name,
                AttemptRow.skill,
                AttemptRow.correct,
                AttemptRow.seconds,
            )
            .join(TraineeRow, TraineeRow.id == AttemptRow.trainee_id)
            .where(PRACTICE)
        )
        if trainee_id is not None:
            query = query.where(AttemptRow.trainee_id == trainee_id)
        elif not include_archived:
            query = query.where(TraineeRow.archived_at.is_(None))
        if since is not None:
            query = query.where(AttemptRow.answered_at >= since)
        groups: dict[tuple[int, str, str], list[tuple[bool, float]]] = defaultdict(list)
        with self._access.read() as session:
            for tid, name, skill, correct, seconds in session.execute(query):
                groups[(tid, name, skill)].append((correct, seconds))
        stats = [
            SkillStats(
                trainee_id=tid,
                trainee_name=name,
                skill=skill,
                attempts=len(answers),
                correct=sum(1 for correct, _ in answers if correct),
                median_seconds=statistics.median(seconds for _, seconds in answers),
            )
            for (tid, name, skill), answers in groups.items()
        ]
        return sorted(stats, key=lambda s: (s.trainee_name.casefold(), s.trainee_id, s.skill))

    def trend_by_session(self, trainee_id: int, skill: str | None = None) -> list[TrendPoint]:
        """One point per practice session of the trainee, oldest first (answers outside sessions left out)."""
        query = (
            select(
                AttemptRow.session_id,
                PracticeSessionRow.started_at,
                AttemptRow.correct,
                AttemptRow.seconds,
                AttemptRow.answered_at,
            )
            .join(PracticeSessionRow, PracticeSessionRow.id == AttemptRow.session_id)
            .where(AttemptRow.trainee_id == trainee_id)
            .where(PRACTICE)
        )
        if skill is not None:
            query = query.where(AttemptRow.skill == skill)
        tallies: dict[int, _Tally] = {}
        with self._access.read() as session:
            for session_id, started, correct, seconds, answered in session.execute(query):
                assert session_id is not None  # the join leaves out answers outside sessions
                tally = tallies.setdefault(session_id, _Tally(started))
                tally.add(correct=correct, seconds=seconds, when=answered)
        ordered = sorted(tallies.items(), key=lambda item: (item[1].start, item[0]))
        return [tally.point(str(session_id)) for session_id, tally in ordered]

    def trend_by_day(
        self, trainee_id: int | None = None, skill: str | None = None, *, tz: tzinfo | None = None
    ) -> list[TrendPoint]:
        """One point per calendar day in ``tz`` (this machine's zone by default), oldest first.

        ``trainee_id`` None: the whole active class together.
        """
        zone = tz or datetime.now().astimezone().tzinfo
        query = select(AttemptRow.correct, AttemptRow.seconds, AttemptRow.answered_at).where(PRACTICE)
        if trainee_id is not None:
            query = query.where(AttemptRow.trainee_id == trainee_id)
        else:
            query = query.join(TraineeRow, TraineeRow.id == AttemptRow.trainee_id).where(
                TraineeRow.archived_at.is_(None)
            )
        if skill is not None:
            query = query.where(AttemptRow.skill == skill)
        tallies: dict[str, _Tally] = {}
        with self._access.read() as session:
            for correct, seconds, answered in session.execute(query):
                local = answered.astimezone(zone)
                day = local.date().isoformat()
                midnight = local.replace(hour=0, minute=0, second=0, microsecond=0)
                tally = tallies.setdefault(day, _Tally(midnight))
                tally.add(correct=correct, seconds=seconds, when=midnight)
        return [tallies[day].point(day) for day in sorted(tallies)]
