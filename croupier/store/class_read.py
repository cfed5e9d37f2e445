"""What the class report reads, from a SQLite file at the head, through ``sqlite3`` alone.

``croupier report class`` (CSV or PDF) on this computer's file spent most of its time loading
SQLAlchemy and the store's modules (about 0.5 s) for a few queries; :func:`open_class_read` reads
the same rows without them. A file that the :class:`~croupier.store.Store` would first upgrade, make
or refuse is not read here: ``open_class_read`` says None for a new file or an older schema (the
caller opens the store, which backs up and upgrades it), and raises what the store raises for a
damaged or foreign file or one from a newer Croupier. Each method answers as the store's method
it names (``tests/store/test_class_read.py`` holds them to the store's on SQLite and PostgreSQL).
"""

from __future__ import annotations

import json
import sqlite3
from collections import defaultdict
from collections.abc import Sequence
from datetime import UTC, datetime, timezone, tzinfo
from pathlib import Path
from types import TracebackType
from typing import Any

from croupier.store.local_days import DAY, day_points, offsets
from croupier.store.pace_targets import PACE_TARGET_KEY, in_force, stored_target
from croupier.store.records import (
    Activity,
    Assignment,
    AssignmentProgress,
    Exam,
    ExamResult,
    HandPace,
    LessonResult,
    SkillScore,
    SkillStats,
    Trainee,
    TrendPoint,
    name_key,
)
from croupier.store.revisions import check_known, head_revision
from croupier.store.sqlite_file import BUSY_TIMEOUT_MS, sqlite_revision, unreadable
from croupier.store.sqlite_median import SQLITE_NAME, median, register

__all__ = ["ClassRead", "open_class_read"]

# Grouped per trainee and skill over a scan of the table: walking the (trainee, skill) index instead
# avoids the sort but fetches each answer's row out of order, twice the time on 100,000 answers.
# ``{median}``: the median of the group's answer times (``croupier_median``, or the aggregate that also
# counts each answer towards its local day: ``ClassRead.skill_stats_and_trend``); only the fixed
# filters and expressions below are put in.
_SKILL_STATS = """
SELECT g.trainee_id, t.name, g.skill, g.answers, g.answered_right, g.median_seconds
FROM (
    SELECT a.trainee_id, a.skill, count(*) AS answers,
        sum(CASE WHEN a.correct THEN 1 ELSE 0 END) AS answered_right,
        coalesce({median}, 0.0) AS median_seconds
    FROM attempts AS a NOT INDEXED
    WHERE a.mode != ? AND a.trainee_id IN (SELECT id FROM trainees WHERE {trainees})
    GROUP BY a.trainee_id, a.skill
) AS g JOIN trainees AS t ON t.id = g.trainee_id
"""
_MEDIAN = f"{SQLITE_NAME}(a.seconds)"
_SKILL_DAYS = "croupier_skill_days"
_HANDS = """
SELECT h.trainee_id, h.variant, h.players, h.seconds, h.duties, h.duty_seconds, h.target, h.taken_at,
    h.uuid, h.id
FROM hand_paces AS h {join}
ORDER BY h.taken_at, h.id
"""
# The first and last answer that count towards the trend: the active trainees' (of one class), a live
# class's left out.
_SPAN = """
SELECT min(a.answered_at), max(a.answered_at)
FROM attempts AS a NOT INDEXED
WHERE a.mode != ? AND a.trainee_id IN (SELECT id FROM trainees WHERE {trainees})
"""
_TRAINEE = "id, name, created_at, archived_at, uuid, class_id"
_EXAM = (
    "id, name, skills, questions, pass_mark, created_at, variants, time_limit, sittings, opens_at, "
    "closes_at, withdrawn_at, class_id"
)
_RESULT = (
    "r.id, r.exam_id, r.trainee_id, r.correct, r.total, r.passed, r.taken_at, r.session_id, r.uuid, "
    "r.seconds, r.abandoned, r.breakdown, c.code, r.sitting_id"
)
_ASSIGNMENT = "id, drill_set, skills, questions, trainee_id, created_at, due_at, note, archived_at, class_id"


class ClassRead:
    """A read-only connection to a store's SQLite file at the head (close it, or use ``with``)."""

    def __init__(self, path: Path, connection: sqlite3.Connection) -> None:
        self.path = path
        self._connection = connection

    def _rows(self, query: str, parameters: tuple[object, ...] = ()) -> list[Any]:
        try:
            return self._connection.execute(query, parameters).fetchall()
        except sqlite3.DatabaseError as error:
            raise unreadable(self.path, error) from None

    def class_id(self, name: str) -> int | None:
        """The class of that name (compared as ``Classes.find`` compares), the oldest first."""
        wanted = name_key(name)
        for class_id, class_name in self._rows("SELECT id, name FROM classes ORDER BY id"):
            if name_key(str(class_name)) == wanted:
                return int(class_id)
        return None

    def skill_stats(self, *, class_id: int | None = None) -> list[SkillStats]:
        """As ``Dashboard.skill_stats(class_id=class_id)``: the active trainees' answers (a live
        class's left out) per trainee and skill, sorted by name, id and skill."""
        filters, parameters = _trainees(class_id)
        query = _SKILL_STATS.format(median=_MEDIAN, trainees=filters)
        return SkillStats.of_rows(self._rows(query, (Activity.LIVE.value, *parameters)))

    def skill_stats_and_trend(
        self, *, tz: tzinfo, class_id: int | None = None
    ) -> tuple[list[SkillStats], list[TrendPoint]]:
        """``skill_stats(class_id=class_id)`` and ``trend_by_day(tz=tz, class_id=class_id)`` from one
        scan of the answers: while they are grouped per trainee and skill, the aggregate taking each
        group's median also counts each answer towards its local day."""
        trainees, parameters = _trainees(class_id)
        filters = (Activity.LIVE.value, *parameters)
        day, shifts = self._local_day(tz, trainees, filters)
        days = _Days()
        self._connection.create_aggregate(_SKILL_DAYS, 3, days.aggregate())
        median_and_days = f"{_SKILL_DAYS}(a.seconds, {day}, a.correct)"
        query = _SKILL_STATS.format(median=median_and_days, trainees=trainees)
        stats = SkillStats.of_rows(self._rows(query, (*shifts, *filters)))
        return stats, day_points(days.rows(), tz)

    def hands(self, *, class_id: int | None = None) -> list[HandPace]:
        """As ``Paces.hands(class_id=class_id)``: the hands timed, oldest first."""
        join = ""
        parameters: tuple[object, ...] = ()
        if class_id is not None:
            join, parameters = "JOIN trainees AS t ON t.id = h.trainee_id WHERE t.class_id = ?", (class_id,)
        rows = self._rows(_HANDS.format(join=join), parameters)
        return [
            HandPace(tid, variant, players, seconds, duties, duty_seconds, target, _utc(taken), uuid, id_)
            for tid, variant, players, seconds, duties, duty_seconds, target, taken, uuid, id_ in rows
        ]

    def trainees(self, *, class_id: int | None = None, include_archived: bool = False) -> list[Trainee]:
        """As ``Roster.trainees``: the (active) trainees (of one class), sorted by name and id."""
        filters, parameters = _trainees(class_id, include_archived=include_archived)
        rows = self._rows(f"SELECT {_TRAINEE} FROM trainees WHERE {filters}", parameters)  # noqa: S608
        found = [
            Trainee(int(tid), str(name), _utc(created), _maybe_utc(archived), str(uuid), class_)
            for tid, name, created, archived, uuid, class_ in rows
        ]
        return sorted(found, key=lambda trainee: (trainee.name.casefold(), trainee.id))

    def class_names(self) -> dict[int, str]:
        """Every class's name by its id (``Classes.classes``)."""
        return {int(cid): str(name) for cid, name in self._rows("SELECT id, name FROM classes ORDER BY id")}

    def activity(self) -> dict[int, tuple[int, datetime | None]]:
        """As ``Dashboard.activity()``: each trainee's practice sessions and the latest session
        start or answer."""
        found: dict[int, tuple[int, datetime | None]] = {}
        sessions = "SELECT trainee_id, count(id), max(started_at) FROM practice_sessions GROUP BY trainee_id"
        for tid, count, started in self._rows(sessions):
            found[int(tid)] = (int(count), _maybe_utc(started))
        for tid, answered in self._rows(
            "SELECT trainee_id, max(answered_at) FROM attempts GROUP BY trainee_id"
        ):
            held, latest = found.get(int(tid), (0, None))
            moments = [moment for moment in (latest, _maybe_utc(answered)) if moment is not None]
            found[int(tid)] = (held, max(moments) if moments else None)
        return found

    def trend_by_day(self, *, tz: tzinfo, class_id: int | None = None) -> list[TrendPoint]:
        """As ``Dashboard.trend_by_day(tz=tz, class_id=class_id)``: one point per calendar day in
        ``tz`` over the active trainees' answers (of one class), oldest first."""
        return self.skill_stats_and_trend(tz=tz, class_id=class_id)[1]

    def _local_day(self, tz: tzinfo, trainees: str, filters: tuple[object, ...]) -> tuple[str, list[object]]:
        """An answer's (``a``'s) calendar day in ``tz``, as days since 1970-01-01 in SQL and its
        parameters: its UTC time plus the zone's offset in force then, as the store counts it."""
        if isinstance(tz, timezone):
            # One offset at every moment (``offsets`` asks no span of it): no need to look one up.
            first = last = datetime.fromtimestamp(0, UTC)
        else:
            found, until = self._rows(_SPAN.format(trainees=trainees), filters)[0]
            if found is None:
                return "0", []  # no answers to count
            first, last = _utc(found), _utc(until)
        (_, offset), *changes = offsets(tz, first, last)
        shift = "?"
        shifts: list[object] = [offset]
        if changes:
            whens: list[str] = []
            shifts, previous = [], offset
            for moment, seconds in changes:
                assert moment is not None  # every change after the first has its moment
                whens.append("WHEN (a.answered_at < ?) THEN ?")
                shifts.extend((_stored(moment), previous))
                previous = seconds
            shift = f"CASE {' '.join(whens)} ELSE ? END"
            shifts.append(previous)
        return f"((CAST(strftime('%s', a.answered_at) AS INTEGER) + {shift}) / {DAY})", shifts

    def exams(self) -> list[Exam]:
        """As ``Exams.exams()``: every exam, by id."""
        return [_exam(row) for row in self._rows(f"SELECT {_EXAM} FROM exams ORDER BY id")]  # noqa: S608

    def exam_results(self) -> list[ExamResult]:
        """As ``Exams.results()``: the results of closed sittings, oldest first, with their codes."""
        query = (
            f"SELECT {_RESULT} FROM exam_results AS r "  # noqa: S608
            "LEFT OUTER JOIN certificates AS c ON c.result_id = r.id ORDER BY r.taken_at, r.id"
        )
        return [_result(row) for row in self._rows(query)]

    def lesson_results(self) -> list[LessonResult]:
        """As ``Lessons.results()``: the lessons checked, oldest first."""
        query = (
            "SELECT trainee_id, variant, lesson, correct, total, passed, taken_at, uuid, id "
            "FROM lesson_results ORDER BY taken_at, id"
        )
        return [
            LessonResult(
                int(tid),
                str(variant),
                str(lesson),
                int(correct),
                int(total),
                bool(passed),
                _utc(taken),
                str(uuid),
                int(lid),
            )
            for tid, variant, lesson, correct, total, passed, taken, uuid, lid in self._rows(query)
        ]

    def pace_target(self, *, class_id: int | None = None) -> int:
        """As ``School.pace_target(class_id=class_id)``: the class's own target, else the school's."""
        own = None
        if class_id is not None:
            found = self._rows("SELECT pace_target FROM classes WHERE id = ?", (class_id,))
            own = found[0][0] if found else None

        def school() -> int:
            stored = self._rows("SELECT value FROM settings WHERE key = ?", (PACE_TARGET_KEY,))
            return stored_target(stored[0][0] if stored else None)

        return in_force(own, school)

    def assignments(self) -> list[Assignment]:
        """As ``Assignments.assignments()``: the open assignments, oldest first."""
        query = (
            f"SELECT {_ASSIGNMENT} FROM assignments WHERE archived_at IS NULL "  # noqa: S608
            "ORDER BY created_at, id"
        )
        return [_assignment(row) for row in self._rows(query)]

    def class_progress(self, assignment: Assignment) -> list[AssignmentProgress]:
        """As ``Assignments.class_progress(assignment.id)``: each active trainee it concerns, by name,
        with the answers given in its own sessions."""
        query = (
            "SELECT a.trainee_id, count(a.id), sum(CASE WHEN a.correct THEN 1 ELSE 0 END) "
            "FROM attempts AS a JOIN practice_sessions AS s ON s.id = a.session_id "
            "WHERE s.assignment_id = ? GROUP BY a.trainee_id"
        )
        answered = {
            int(tid): (int(count), int(right)) for tid, count, right in self._rows(query, (assignment.id,))
        }
        return [
            AssignmentProgress(assignment, trainee.id, *answered.get(trainee.id, (0, 0)))
            for trainee in self.trainees(class_id=assignment.class_id)
            if assignment.trainee_id is None or trainee.id == assignment.trainee_id
        ]

    def close(self) -> None:
        self._connection.close()

    def __enter__(self) -> ClassRead:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()


class _Days:
    """The answers of each local day, right and wrong apart, each by its time (None: not timed):
    counted by the SQLite aggregate ``aggregate()`` makes, while it takes each group's median."""

    def __init__(self) -> None:
        self.right: defaultdict[int, list[float | None]] = defaultdict(list)
        self.wrong: defaultdict[int, list[float | None]] = defaultdict(list)

    def aggregate(self) -> type:
        """SQLite's aggregate (seconds, local day, right): the median of a group's times, as
        ``croupier_median``'s, each answer counted towards its day here too."""
        right, wrong = self.right, self.wrong

        class SkillDays:
            __slots__ = ("_values",)

            def __init__(self) -> None:
                self._values: list[float] = []

            def step(self, seconds: float | None, day: int, correct: object) -> None:
                (right if correct else wrong)[day].append(seconds)
                if seconds is not None:
                    self._values.append(seconds)

            def finalize(self) -> float | None:
                return median(self._values)

        return SkillDays

    def rows(self) -> list[tuple[int, int, int, float]]:
        """Per day: the day, its answers, the right ones and the median time (0.0 for none timed),
        as the store's grouped rows have them."""
        found = []
        for day in self.right.keys() | self.wrong.keys():
            right, wrong = self.right.get(day, []), self.wrong.get(day, [])
            timed = [seconds for seconds in (*right, *wrong) if seconds is not None]
            found.append((day, len(right) + len(wrong), len(right), median(timed) or 0.0))
        return found


def _trainees(class_id: int | None, *, include_archived: bool = False) -> tuple[str, tuple[object, ...]]:
    """The active trainees (of one class; ``include_archived``: all), as a filter on ``trainees``
    and its parameters."""
    filters = ["1 = 1" if include_archived else "archived_at IS NULL"]
    if class_id is None:
        return filters[0], ()
    return f"{filters[0]} AND class_id = ?", (class_id,)


def _utc(stored: object) -> datetime:
    """A time as the store keeps it (naive UTC text), timezone-aware as the store hands it out."""
    return datetime.fromisoformat(str(stored)).replace(tzinfo=UTC)


def _maybe_utc(stored: object) -> datetime | None:
    return None if stored is None else _utc(stored)


def _stored(moment: datetime) -> str:
    """A moment as the store binds it to SQLite: naive UTC text (SQLAlchemy's ``DateTime``)."""
    return moment.astimezone(UTC).replace(tzinfo=None).isoformat(" ", "microseconds")


def _json(stored: object) -> Any:
    """A JSON column's value (SQL NULL and JSON ``null`` alike None)."""
    return None if stored is None else json.loads(str(stored))


def _exam(row: Sequence[Any]) -> Exam:
    """An exam's row, as ``ExamRow.record`` makes it."""
    eid, name, skills, questions, pass_mark, created, variants, time_limit, sittings, *rest = row
    opens, closes, withdrawn, class_id = rest
    return Exam(
        int(eid),
        str(name),
        tuple(_json(skills) or ()),
        int(questions),
        float(pass_mark),
        _utc(created),
        variants=tuple(_json(variants) or ()) or None,
        time_limit=time_limit,
        sittings=int(sittings),
        opens_at=_maybe_utc(opens),
        closes_at=_maybe_utc(closes),
        withdrawn_at=_maybe_utc(withdrawn),
        class_id=class_id,
    )


def _result(row: Sequence[Any]) -> ExamResult:
    """An exam result's row and its certificate's code, as ``ExamResultRow.record`` makes them."""
    rid, eid, tid, correct, total, passed, *rest = row
    taken, session_id, uuid, seconds, abandoned, breakdown, code, sitting_id = rest
    return ExamResult(
        int(rid),
        int(eid),
        int(tid),
        int(correct),
        int(total),
        bool(passed),
        _utc(taken),
        session_id=session_id,
        uuid=str(uuid),
        seconds=None if seconds is None else float(seconds),
        abandoned=bool(abandoned),
        breakdown=_scores(breakdown),
        certificate=code,
        sitting_id=sitting_id,
    )


def _assignment(row: Sequence[Any]) -> Assignment:
    """An assignment's row, as ``AssignmentRow.record`` makes it."""
    aid, drill_set, skills, questions, *rest = row
    trainee_id, created, due, note, archived, class_id = rest
    return Assignment(
        int(aid),
        str(drill_set),
        tuple(_json(skills) or ()),
        int(questions),
        trainee_id,
        _utc(created),
        due_at=_maybe_utc(due),
        note=str(note),
        archived_at=_maybe_utc(archived),
        class_id=class_id,
    )


def _scores(stored: object) -> tuple[SkillScore, ...]:
    """An exam result's score per skill, as ``ExamResultRow.record`` reads it."""
    return tuple(
        SkillScore(str(item["skill"]), int(str(item["asked"])), int(str(item["correct"])))
        for item in _json(stored) or ()
    )


def open_class_read(path: Path) -> ClassRead | None:
    """The class report's reads of the SQLite file at ``path``, or None when the store must open it
    first (no file yet, or an older schema to back up and upgrade). A damaged or foreign file, or
    one a newer Croupier wrote, raises the store's
    :class:`~croupier.store.errors.StoreError` for it."""
    revision = sqlite_revision(path)
    check_known(str(path), revision)
    if revision is None or revision != head_revision():
        return None
    try:
        # Read and write, as the store's own connections (a reader alone could not clean up the
        # log's files after itself), but taking no writes.
        connection = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.DatabaseError as error:
        raise unreadable(path, error) from None
    try:
        connection.execute("PRAGMA query_only = ON")
        register(connection)
    except sqlite3.DatabaseError as error:
        connection.close()
        raise unreadable(path, error) from None
    except BaseException:
        connection.close()
        raise
    return ClassRead(path, connection)


_PLAIN_SQLITE = ("sqlite:///", "sqlite+pysqlite:///")


def plain_sqlite_path(url: str) -> Path | None:
    """The file of a plain ``sqlite:///FILE`` address (no options, nothing escaped), else None
    (anything else is the store's to parse).

    >>> plain_sqlite_path("sqlite:////var/lib/croupier.sqlite3")
    PosixPath('/var/lib/croupier.sqlite3')
    >>> plain_sqlite_path("sqlite:///class.sqlite3?mode=ro") is None, plain_sqlite_path("postgresql://s/db")
    (True, None)
    """
    for prefix in _PLAIN_SQLITE:
        if url.startswith(prefix):
            rest = url.removeprefix(prefix)
            if rest and rest != ":memory:" and not any(sign in rest for sign in "?#%"):
                return Path(rest)
    return None
