"""What the class report reads, as one protocol: a store's answers (:class:`StoreReads`), or the
same read from a SQLite file through ``sqlite3`` alone (:class:`croupier.store.class_read.ClassRead`,
which ``croupier report class`` uses to spare the store's imports). Each method answers as the
store's method its docstring names."""

from __future__ import annotations

from datetime import datetime, tzinfo
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from croupier.store import (
        Assignment,
        AssignmentProgress,
        Exam,
        ExamResult,
        SkillStats,
        Store,
        Trainee,
        TrendPoint,
    )
    from croupier.store.records import HandPace, LessonResult

__all__ = ["ClassReads", "StoreReads"]


class ClassReads(Protocol):
    """The class report's reads (``class_id``: of that class; None: of every class)."""

    def class_names(self) -> dict[int, str]: ...
    def trainees(self, *, class_id: int | None = None, include_archived: bool = False) -> list[Trainee]: ...
    def skill_stats_and_trend(
        self, *, tz: tzinfo, class_id: int | None = None
    ) -> tuple[list[SkillStats], list[TrendPoint]]: ...
    def activity(self) -> dict[int, tuple[int, datetime | None]]: ...
    def exams(self) -> list[Exam]: ...
    def exam_results(self) -> list[ExamResult]: ...
    def lesson_results(self) -> list[LessonResult]: ...
    def hands(self, *, class_id: int | None = None) -> list[HandPace]: ...
    def pace_target(self, *, class_id: int | None = None) -> int: ...
    def assignments(self) -> list[Assignment]: ...
    def class_progress(self, assignment: Assignment) -> list[AssignmentProgress]: ...


class StoreReads:
    """:class:`ClassReads` from a store."""

    def __init__(self, store: Store) -> None:
        self._store = store

    def class_names(self) -> dict[int, str]:
        """``Classes.classes``' names by id."""
        return {school_class.id: school_class.name for school_class in self._store.classes.classes()}

    def trainees(self, *, class_id: int | None = None, include_archived: bool = False) -> list[Trainee]:
        return self._store.roster.trainees(class_id=class_id, include_archived=include_archived)

    def skill_stats(self, *, class_id: int | None = None) -> list[SkillStats]:
        return self._store.dashboard.skill_stats(class_id=class_id)

    def activity(self) -> dict[int, tuple[int, datetime | None]]:
        return self._store.dashboard.activity()

    def trend_by_day(self, *, tz: tzinfo, class_id: int | None = None) -> list[TrendPoint]:
        return self._store.dashboard.trend_by_day(tz=tz, class_id=class_id)

    def skill_stats_and_trend(
        self, *, tz: tzinfo, class_id: int | None = None
    ) -> tuple[list[SkillStats], list[TrendPoint]]:
        """``Dashboard.skill_stats(class_id=class_id)`` and ``Dashboard.trend_by_day(tz=tz,
        class_id=class_id)``."""
        return self.skill_stats(class_id=class_id), self.trend_by_day(tz=tz, class_id=class_id)

    def exams(self) -> list[Exam]:
        return self._store.exams.exams()

    def exam_results(self) -> list[ExamResult]:
        return self._store.exams.results()

    def lesson_results(self) -> list[LessonResult]:
        return self._store.lessons.results()

    def hands(self, *, class_id: int | None = None) -> list[HandPace]:
        return self._store.paces.hands(class_id=class_id)

    def pace_target(self, *, class_id: int | None = None) -> int:
        return self._store.school.pace_target(class_id=class_id)

    def assignments(self) -> list[Assignment]:
        return self._store.assignments.assignments()

    def class_progress(self, assignment: Assignment) -> list[AssignmentProgress]:
        return self._store.assignments.class_progress(assignment.id)
