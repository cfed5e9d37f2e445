"""Class dashboard queries: accuracy and median answer time per trainee and skill, trends over time.

Everything is counted in SQL (GROUP BY, and the median as one aggregate: ``store.median``), the
same statement on SQLite and PostgreSQL, so a class of 100,000 answers comes back as a
few hundred rows instead of 100,000. Answers are only ever added: ``skill_stats(touched_since=N)``
counts again only the trainee-and-skill groups that gained an answer with an id above ``N`` (the
dashboard keeps that watermark), ``newest_answer()`` gives it. Answers given in a live class are the
class's, asked at the instructor's pace over one table: they stay in the trainee's history (and the
live round's report) but are left out of the accuracy, times and counts here.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, tzinfo
from typing import Any

from sqlalchemy import (
    BigInteger,
    ColumnElement,
    Integer,
    Select,
    case,
    cast,
    extract,
    func,
    literal,
    select,
    tuple_,
)

from croupier.store.access import DatabaseAccess
from croupier.store.local_days import DAY, day_points, offsets
from croupier.store.median import median as median_of
from croupier.store.models import (
    AssignmentRow,
    AttemptRow,
    ClassRow,
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


def _grouped(keys: Sequence[Any], query: Select[Any]) -> Select[Any]:
    """``query``'s answers counted per ``keys``: the keys, answers, right answers, the median answer
    time (the middle one, or the mean of the two middle ones; untimed answers have no part in it;
    0 when none is timed) and the earliest answer time. ``query`` selects from the answers with its
    joins and filters only."""
    labels = [key.label(f"k{index}") for index, key in enumerate(keys)]
    # Grouped by the labels (GROUP BY k0, ...): an expression as a key is then written once, and
    # PostgreSQL does not see two spellings of it (one parameter each) in SELECT and GROUP BY.
    return query.add_columns(
        *labels,
        func.count(),
        func.sum(case((AttemptRow.correct, 1), else_=0)),
        func.coalesce(median_of(AttemptRow.seconds), 0.0),
        func.min(AttemptRow.answered_at),
    ).group_by(*labels)


PRACTICE = AttemptRow.mode != Activity.LIVE.value
"""Answers that count towards accuracy and pace: all but a live class's."""


def _answers() -> Select[Any]:
    return select().select_from(AttemptRow).where(PRACTICE)


class Dashboard:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def stamp(self) -> tuple[int, ...]:
        """A value that changes whenever an answer, a session, a result, the roster or a class's
        pace target does: the instructor's views read again only then."""
        counts = [
            select(func.count(AttemptRow.id), func.coalesce(func.max(AttemptRow.id), 0)),
            select(func.count(PracticeSessionRow.id), func.coalesce(func.max(PracticeSessionRow.id), 0)),
            select(func.count(SessionEndRow.session_id)),
            select(func.count(ExamResultRow.id)),
            # The roster: a trainee added, archived or moved to another class.
            select(
                func.count(TraineeRow.id),
                func.count(TraineeRow.archived_at),
                func.coalesce(func.sum(TraineeRow.id * TraineeRow.class_id), 0),
            ),
            select(func.count(AssignmentRow.id), func.count(AssignmentRow.archived_at)),
            select(func.count(ExamRow.id)),
            # Sittings begun and closed, granted again, sealed or rejected.
            select(func.count(ExamSittingRow.id), func.count(ExamSittingRow.ended_at)),
            select(func.count(SittingGrantRow.id)),
            select(func.count(ResultCheckRow.result_id)),
            # The classes: one made, or its pace target set or cleared (the Pace column's tip).
            select(
                func.count(ClassRow.id),
                func.coalesce(func.sum(ClassRow.id * func.coalesce(ClassRow.pace_target, 0)), 0),
            ),
        ]
        with self._access.read() as session:
            values: list[int] = []
            for query in counts:
                values.extend(int(value) for value in session.execute(query).one())
        return tuple(values)

    def newest_answer(self) -> int:
        """The highest answer id so far (0: none): the watermark for ``skill_stats(touched_since=…)``."""
        with self._access.read() as session:
            return int(session.execute(select(func.coalesce(func.max(AttemptRow.id), 0))).scalar_one())

    def answer_count(self, class_id: int | None = None) -> int:
        """The answers that count (``class_id``: those of that class's trainees)."""
        query = select(func.count(AttemptRow.id)).where(PRACTICE)
        if class_id is not None:
            query = query.join(TraineeRow, TraineeRow.id == AttemptRow.trainee_id).where(
                TraineeRow.class_id == class_id
            )
        with self._access.read() as session:
            return int(session.execute(query).scalar_one())

    def totals(
        self, *, include_archived: bool = False, class_id: int | None = None
    ) -> dict[int, tuple[int, int]]:
        """Each trainee's answers and right answers (those that count: ``PRACTICE``), counted in
        SQL without the per-skill medians of ``skill_stats`` (the trainees with none left out)."""
        key = (AttemptRow.trainee_id + 0).label("k0")  # a scan of the table, as in skill_stats
        query = (
            _answers()
            .join(TraineeRow, TraineeRow.id == AttemptRow.trainee_id)
            .add_columns(key, func.count(), func.sum(case((AttemptRow.correct, 1), else_=0)))
            .group_by(key)
        )
        if class_id is not None:
            query = query.where(TraineeRow.class_id == class_id)
        if not include_archived:
            query = query.where(TraineeRow.archived_at.is_(None))
        with self._access.read() as session:
            return {int(tid): (int(count), int(right)) for tid, count, right in session.execute(query)}

    def activity(self, trainee_id: int | None = None) -> dict[int, tuple[int, datetime | None]]:
        """Each trainee's practice sessions and the latest session start or answer, counted in SQL
        (the trainees with neither left out; ``trainee_id``: that trainee only)."""
        sessions = select(
            PracticeSessionRow.trainee_id,
            func.count(PracticeSessionRow.id),
            func.max(PracticeSessionRow.started_at),
        ).group_by(PracticeSessionRow.trainee_id)
        answers = select(AttemptRow.trainee_id, func.max(AttemptRow.answered_at)).group_by(
            AttemptRow.trainee_id
        )
        if trainee_id is not None:
            sessions = sessions.where(PracticeSessionRow.trainee_id == trainee_id)
            answers = answers.where(AttemptRow.trainee_id == trainee_id)
        found: dict[int, tuple[int, datetime | None]] = {}
        with self._access.read() as session:
            for tid, count, started in session.execute(sessions):
                found[tid] = (int(count), started)
            for tid, answered in session.execute(answers):
                sessions_held, latest = found.get(tid, (0, None))
                moments = [moment for moment in (latest, answered) if moment is not None]
                found[tid] = (sessions_held, max(moments) if moments else None)
        return found

    def skill_stats(
        self,
        trainee_id: int | None = None,
        *,
        since: datetime | None = None,
        include_archived: bool = False,
        touched_since: int | None = None,
        class_id: int | None = None,
    ) -> list[SkillStats]:
        """One row per trainee and skill practised (every trainee when ``trainee_id`` is None, or
        those of the class ``class_id``).

        ``touched_since``: only the groups with an answer whose id is above it (counted whole)."""
        # Grouped by ``trainee_id + 0``, not the column: SQLite would walk the index on trainee_id
        # for the grouping and fetch each answer's row out of order, where a scan of the table and
        # a sort take half the time on 100,000 answers. Filters and the join still use the indexes.
        keys = (AttemptRow.trainee_id + 0, TraineeRow.name, AttemptRow.skill)
        query = _answers().join(TraineeRow, TraineeRow.id == AttemptRow.trainee_id)
        if class_id is not None:
            query = query.where(TraineeRow.class_id == class_id)
        if trainee_id is not None:
            query = query.where(AttemptRow.trainee_id == trainee_id)
        elif not include_archived:
            query = query.where(TraineeRow.archived_at.is_(None))
        if since is not None:
            query = query.where(AttemptRow.answered_at >= since)
        if touched_since is not None:
            touched = select(AttemptRow.trainee_id, AttemptRow.skill).where(AttemptRow.id > touched_since)
            query = query.where(tuple_(AttemptRow.trainee_id, AttemptRow.skill).in_(touched.distinct()))
        with self._access.read() as session:
            return SkillStats.of_rows(session.execute(_grouped(keys, query)))

    def trend_by_session(self, trainee_id: int, skill: str | None = None) -> list[TrendPoint]:
        """One point per practice session of the trainee, oldest first (answers outside sessions left out)."""
        keys = (AttemptRow.session_id, PracticeSessionRow.started_at)
        query = _answers().join(PracticeSessionRow, PracticeSessionRow.id == AttemptRow.session_id)
        query = query.where(AttemptRow.trainee_id == trainee_id)
        if skill is not None:
            query = query.where(AttemptRow.skill == skill)
        with self._access.read() as session:
            rows: list[Any] = list(session.execute(_grouped(keys, query)))
        points = [
            TrendPoint(str(session_id), min(started, first), int(attempts), int(correct), float(median))
            for session_id, started, attempts, correct, median, first in rows
        ]
        return sorted(points, key=lambda point: (point.start, int(point.key)))

    def trend_by_day(
        self,
        trainee_id: int | None = None,
        skill: str | None = None,
        *,
        tz: tzinfo | None = None,
        class_id: int | None = None,
    ) -> list[TrendPoint]:
        """One point per calendar day in ``tz`` (this machine's zone by default), oldest first.

        ``trainee_id`` None: every active trainee together (``class_id``: those of that class).
        """
        zone = tz or datetime.now().astimezone().tzinfo or UTC
        query = _answers()
        if trainee_id is not None:
            query = query.where(AttemptRow.trainee_id == trainee_id)
        else:
            query = query.join(TraineeRow, TraineeRow.id == AttemptRow.trainee_id).where(
                TraineeRow.archived_at.is_(None)
            )
            if class_id is not None:
                query = query.where(TraineeRow.class_id == class_id)
        if skill is not None:
            query = query.where(AttemptRow.skill == skill)
        with self._access.read() as session:
            span = session.execute(
                query.add_columns(func.min(AttemptRow.answered_at), func.max(AttemptRow.answered_at))
            ).one()
            if span[0] is None:
                return []
            day = self._local_day(offsets(zone, span[0], span[1]))
            rows: list[Any] = list(session.execute(_grouped((day,), query)))
        return day_points(rows, zone)

    def _local_day(self, offsets: list[tuple[datetime | None, int]]) -> ColumnElement[Any]:
        """The answer's calendar day in the zone, as days since 1970-01-01: its UTC time plus the
        zone's offset in force then (``offsets``: each offset in seconds from its first moment on)."""
        if self._access.dialect == "sqlite":
            epoch: ColumnElement[Any] = cast(func.strftime("%s", AttemptRow.answered_at), Integer)
        else:
            epoch = cast(func.floor(extract("epoch", AttemptRow.answered_at)), BigInteger)
        (_, offset), *changes = offsets
        shift: ColumnElement[Any]
        if not changes:
            shift = literal(offset, Integer)
        else:
            whens = []
            previous = offset
            for moment, seconds in changes:
                whens.append((AttemptRow.answered_at < moment, previous))
                previous = seconds
            shift = case(*whens, else_=previous)
        return (epoch + shift) // DAY
