"""What the instructor's dashboard shows, read in one go (off the window's thread) and kept up to date
incrementally: answers are only ever added, so after the first read only the trainee-and-skill groups
that gained an answer are counted again (a watermark on the answers' ids).

A refresh asks for the newest answer id first; nothing new and nothing else changed (the roster,
assignments, exams, paces: ``Dashboard.stamp``) → the last snapshot stands. On PostgreSQL a
transaction can commit an id below one already seen, so the groups touched since the watermark
before last are counted again, and a snapshot whose answer total disagrees with the table's is
counted whole.

A class chosen (``class_id``) limits the snapshot to its trainees, chosen in SQL: the roster, the
figures (the all-time ones counted and kept up to date as above for that class alone: choosing
another class, or a trainee moving in or out, counts it whole) and the class's trend.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime

from croupier.store.classes import SchoolClass
from croupier.store.records import (
    Exam,
    ExamResult,
    HandPace,
    SkillStats,
    Trainee,
    TrendPoint,
)
from croupier.store.store import Store

__all__ = ["ClassSnapshot", "ClassView"]


@dataclass(frozen=True)
class ClassSnapshot:
    """The dashboard's data: the active roster, every trainee's figures per skill (all time, or
    since the period's start), the class's trend by day, assignments, exams, sittings and paces,
    and the chosen trainee's trend."""

    trainees: list[Trainee]
    stats: list[SkillStats]
    class_trend: list[TrendPoint]
    standing: dict[int, tuple[int, int]]
    exams: dict[int, Exam]
    results: list[ExamResult]
    paces: list[HandPace]
    trainee_id: int | None = None  # whose trend ``trainee_trend`` is
    trainee_trend: list[TrendPoint] = field(default_factory=list)
    stamp: tuple[int, ...] = ()
    class_id: int | None = None  # the class shown (None: every class the login sees)
    classes: list[SchoolClass] = field(default_factory=list)  # the classes to choose from
    # Each class's dealer pace target in force (its own, else the school's; None: the school's).
    pace_targets: dict[int | None, int] = field(default_factory=dict)


class ClassView:
    """Reads a ``ClassSnapshot`` (see the module docstring). Not thread-safe: one reader at a time."""

    def __init__(self) -> None:
        self._stamp: tuple[int, ...] | None = None
        self._marks: tuple[int, int] = (0, 0)  # the watermark before last, the last
        self._stats: dict[tuple[int, str], SkillStats] = {}
        self._scope: tuple[int | None, frozenset[int] | None] = (None, None)  # whom _stats counts
        self._last: ClassSnapshot | None = None
        self.counted_whole = 0  # how many reads counted every group (tests and benchmarks look)

    def stamp(self, store: Store) -> tuple[int, ...]:
        return store.dashboard.stamp()

    def read(
        self,
        store: Store,
        since: datetime | None = None,
        trainee_id: int | None = None,
        class_id: int | None = None,
    ) -> ClassSnapshot:
        """The snapshot now; ``since`` limits the figures to answers from then on (read whole),
        ``class_id`` to the trainees of that class."""
        dashboard = store.dashboard
        stamp = dashboard.stamp()
        classes = store.classes.seen()
        if class_id is not None and all(school_class.id != class_id for school_class in classes):
            class_id = None  # a class no longer there (or not this database's): every class
        members = None
        if class_id is not None:
            members = {t.id for t in store.roster.trainees(include_archived=True, class_id=class_id)}
        if since is None:
            stats = self._all_time(store, stamp, (class_id, None if members is None else frozenset(members)))
        else:
            stats = dashboard.skill_stats(since=since, include_archived=True, class_id=class_id)
        last = self._last
        if last is not None and stamp == last.stamp and class_id == last.class_id:
            class_trend = last.class_trend  # nothing was added, archived or changed
        else:
            class_trend = dashboard.trend_by_day(class_id=class_id)
        trainees = store.roster.trainees(class_id=class_id)
        if trainees and all(trainee.id != trainee_id for trainee in trainees):
            trainee_id = trainees[0].id  # the one the dashboard's chooser starts with
        elif not trainees:
            trainee_id = None
        snapshot = ClassSnapshot(
            trainees=trainees,
            stats=stats,
            class_trend=class_trend,
            standing=store.assignments.standing(),
            exams={exam.id: exam for exam in store.exams.exams()},
            results=[r for r in store.exams.results() if members is None or r.trainee_id in members],
            paces=[
                hand
                for hand in store.paces.hands()
                if (since is None or hand.taken_at >= since)
                and (members is None or hand.trainee_id in members)
            ],
            trainee_id=trainee_id,
            trainee_trend=dashboard.trend_by_day(trainee_id) if trainee_id is not None else [],
            stamp=stamp,
            class_id=class_id,
            classes=classes,
            pace_targets=store.school.pace_targets(),
        )
        self._last = snapshot
        return snapshot

    def trainee_trend(self, store: Store, trainee_id: int) -> list[TrendPoint]:
        return store.dashboard.trend_by_day(trainee_id)

    def _all_time(
        self, store: Store, stamp: tuple[int, ...], scope: tuple[int | None, frozenset[int] | None]
    ) -> list[SkillStats]:
        dashboard = store.dashboard
        class_id = scope[0]
        newest = dashboard.newest_answer()
        before_last, last = self._marks
        if not self._stats or newest < last or scope != self._scope:
            # The first read, a different database, another class or a trainee moved in or out.
            self._scope = scope
            self._count_whole(store, class_id)
            before_last = last = newest
        elif newest != last or stamp != self._stamp:
            touched = dashboard.skill_stats(
                include_archived=True, touched_since=before_last, class_id=class_id
            )
            for stat in touched:
                self._stats[(stat.trainee_id, stat.skill)] = stat
            if sum(stat.attempts for stat in self._stats.values()) != dashboard.answer_count(class_id):
                self._count_whole(store, class_id)  # an answer committed below the watermark
        names = {trainee.id: trainee.name for trainee in store.roster.trainees(include_archived=True)}
        for key, stat in self._stats.items():
            name = names.get(stat.trainee_id, stat.trainee_name)
            if name != stat.trainee_name:  # renamed: the same figures under the new name
                self._stats[key] = replace(stat, trainee_name=name)
        self._marks = (last, newest)
        self._stamp = stamp
        return sorted(self._stats.values(), key=lambda s: (s.trainee_name.casefold(), s.trainee_id, s.skill))

    def _count_whole(self, store: Store, class_id: int | None) -> None:
        self.counted_whole += 1
        counted = store.dashboard.skill_stats(include_archived=True, class_id=class_id)
        self._stats = {(stat.trainee_id, stat.skill): stat for stat in counted}
