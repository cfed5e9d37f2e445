"""What the reports and the instructor's pages say about trainees, read from a store (no Qt).

>>> from croupier.store import NewAttempt, Store
>>> store = Store("sqlite://")
>>> anna = store.roster.add("Anna")
>>> _ = store.record_attempt(NewAttempt(trainee_id=anna.id, skill="bring_in", question="q", answer="a",
...                                     correct=True, seconds=2.0, mode="practice"))
>>> summary = trainee_summary(store, anna.id)
>>> summary.attempts, summary.accuracy, summary.sessions
(1, 1.0, 0)
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from statistics import median
from typing import TYPE_CHECKING, cast

from croupier.drills.review import weakest

if TYPE_CHECKING:
    from croupier.store import ExamResult, SkillStats, Store, Trainee

__all__ = [
    "SkillSummary",
    "TraineeSummary",
    "best_results",
    "class_skill_summaries",
    "summaries_of",
    "trainee_summaries",
    "trainee_summary",
    "weakest_skill",
]


@dataclass(frozen=True, slots=True)
class TraineeSummary:
    """One trainee at a glance: practice sessions, answers, accuracy and when last seen."""

    trainee: Trainee
    sessions: int
    attempts: int
    correct: int
    last_active: datetime | None
    skills: tuple[SkillStats, ...] = ()

    @property
    def accuracy(self) -> float | None:
        """The share of correct answers; None before the first answer."""
        return self.correct / self.attempts if self.attempts else None


@dataclass(frozen=True, slots=True)
class SkillSummary:
    """One skill over the class: how many trainees practised it, answers, and the median of medians."""

    skill: str
    trainees: int
    attempts: int
    correct: int
    median_seconds: float

    @property
    def accuracy(self) -> float:
        return self.correct / self.attempts if self.attempts else 0.0


def _summary(
    trainee: Trainee,
    stats: Iterable[SkillStats],
    activity: dict[int, tuple[int, datetime | None]],
    totals: tuple[int, int] | None = None,
) -> TraineeSummary:
    """``trainee`` at a glance from their ``stats`` (those of others left out), or from ``totals``
    (answers, right answers) when given."""
    own = tuple(stat for stat in stats if stat.trainee_id == trainee.id)
    sessions, last = activity.get(trainee.id, (0, None))  # sessions, latest session start or answer
    attempts, correct = totals or (sum(stat.attempts for stat in own), sum(stat.correct for stat in own))
    return TraineeSummary(trainee, sessions, attempts, correct, last, own)


def trainee_summary(store: Store, trainee_id: int) -> TraineeSummary:
    """The summary of one trainee, archived or not."""
    trainee = store.roster.get(trainee_id)
    return _summary(trainee, store.dashboard.skill_stats(trainee_id), store.dashboard.activity(trainee_id))


def trainee_summaries(
    store: Store, *, include_archived: bool = False, class_id: int | None = None, skills: bool = True
) -> list[TraineeSummary]:
    """Every trainee of the roster (sorted by name; ``class_id``: of that class), with their answers
    totalled; ``skills=False``: the totals alone (``skills`` empty), counted without each skill's
    median (a tenth of the time on a large class: the roster's columns)."""
    by_trainee: dict[int, list[SkillStats]] = defaultdict(list)
    totals: dict[int, tuple[int, int]] | None = None
    if skills:
        for stat in store.dashboard.skill_stats(include_archived=include_archived, class_id=class_id):
            by_trainee[stat.trainee_id].append(stat)
    else:
        totals = store.dashboard.totals(include_archived=include_archived, class_id=class_id)
    activity = store.dashboard.activity()
    return [
        _summary(
            trainee,
            by_trainee.get(trainee.id, ()),
            activity,
            None if totals is None else totals.get(trainee.id, (0, 0)),
        )
        for trainee in store.roster.trainees(include_archived=include_archived, class_id=class_id)
    ]


def summaries_of(
    trainees: Iterable[Trainee],
    stats: Iterable[SkillStats],
    activity: dict[int, tuple[int, datetime | None]],
) -> list[TraineeSummary]:
    """The ``trainees`` (in their order) with their ``stats`` (``Dashboard.skill_stats``) and
    ``activity`` (``Dashboard.activity``), as ``trainee_summaries`` gives them."""
    by_trainee: dict[int, list[SkillStats]] = defaultdict(list)
    for stat in stats:
        by_trainee[stat.trainee_id].append(stat)
    return [_summary(trainee, by_trainee.get(trainee.id, ()), activity) for trainee in trainees]


def class_skill_summaries(stats: Iterable[SkillStats], order: Iterable[str] = ()) -> list[SkillSummary]:
    """Per skill over the class; skills named in ``order`` first, in that order, then the rest by name."""
    groups: dict[str, list[SkillStats]] = defaultdict(list)
    for stat in stats:
        groups[stat.skill].append(stat)
    ranking = {name: index for index, name in enumerate(order)}
    names = sorted(groups, key=lambda name: (ranking.get(name, len(ranking)), name))
    summaries = []
    for name in names:
        group = groups[name]
        summaries.append(
            SkillSummary(
                skill=name,
                trainees=len({stat.trainee_id for stat in group}),
                attempts=sum(stat.attempts for stat in group),
                correct=sum(stat.correct for stat in group),
                median_seconds=median(stat.median_seconds for stat in group),
            )
        )
    return summaries


def weakest_skill(stats: Iterable[SkillStats], *, minimum: int = 3) -> SkillStats | None:
    """The skill to practise next, by the trainer's one review policy (``croupier.drills.review``):
    the most urgent skill due (inaccurate or slow) among those with at least ``minimum`` answers;
    None when every one of them is on target (a skill answered right every time at pace is never
    named)."""
    review = weakest(stats, minimum=minimum)
    return cast("SkillStats", review.stats) if review is not None else None


def best_results(results: Iterable[ExamResult]) -> dict[tuple[int, int], ExamResult]:
    """The best result of each (exam, trainee): the highest score, the latest among equals."""
    best: dict[tuple[int, int], ExamResult] = {}
    for result in results:
        key = (result.exam_id, result.trainee_id)
        kept = best.get(key)
        if kept is None or (result.score, result.taken_at) >= (kept.score, kept.taken_at):
            best[key] = result
    return best
