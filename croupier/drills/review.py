"""Which skills a trainee should review first: the one review policy of the trainer. A skill is due
when it is inaccurate (under ``ACCURACY_GOAL``) or slow (its median answer over the pace); wrong
answers weigh more than slow ones. The quiz's start page lists the skills in this order (the never
answered after the due ones), Progress shows it, and the PDF reports name the first due skill as the
one to practise next (none when every skill is on target).

Pure Python on plain figures (a skill's answers, right answers and median time): the store's
``SkillStats`` are such figures, and so are the scheduler's.

>>> stats = [Figures("bring_in", 10, 10, 3.0), Figures("side_pots", 10, 6, 30.0)]
>>> [review.skill for review in review_order(stats, lambda skill: 5.0)]
['side_pots', 'bring_in']
>>> weakest(stats, lambda skill: 5.0).skill, weakest(stats[:1], lambda skill: 5.0)
('side_pots', None)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

from croupier.drills.skill_catalogue import CATALOGUE

__all__ = [
    "ACCURACY_GOAL",
    "Figures",
    "SkillFigures",
    "SkillReview",
    "review_order",
    "school_target",
    "target_seconds",
    "weakest",
]

ACCURACY_GOAL = 0.9
"""Below this share of right answers a skill is due for review."""

_TYPICAL_SKILL_SECONDS = 5.0  # the registry's pace for an everyday question (first to act, calls)


def target_seconds(skill: str) -> float:
    """A dealer's pace for ``skill`` (seconds), from the skills' catalogue (the registry's figures)."""
    found = CATALOGUE.get(skill)
    return found.target_seconds if found is not None else 8.0


class SkillFigures(Protocol):
    """What the policy reads of a skill (``croupier.store.SkillStats`` is one)."""

    @property
    def skill(self) -> str: ...

    @property
    def attempts(self) -> int: ...

    @property
    def correct(self) -> int: ...

    @property
    def median_seconds(self) -> float: ...


@dataclass(frozen=True, slots=True)
class Figures:
    """A skill's figures without a trainee: answers, right answers and the median answer time."""

    skill: str
    attempts: int
    correct: int
    median_seconds: float


def school_target(skill: str, target_seconds_setting: float) -> float:
    """The pace for ``skill`` when the school's pace for a typical question is the setting.

    Each skill keeps its own weight from the drill registry: side pots are allowed four times as long
    as a typical question, whoever sets the pace.

    >>> school_target("first_to_act", 5.0), school_target("side_pots", 5.0), school_target("side_pots", 4.0)
    (5.0, 20.0, 16.0)
    """
    return target_seconds(skill) * target_seconds_setting / _TYPICAL_SKILL_SECONDS


@dataclass(frozen=True, slots=True)
class SkillReview:
    """One skill's figures against the goals; ``due`` when it is inaccurate or slow."""

    stats: SkillFigures
    target_seconds: float

    @property
    def skill(self) -> str:
        return self.stats.skill

    @property
    def accuracy(self) -> float:
        stats = self.stats
        return stats.correct / stats.attempts if stats.attempts else 0.0

    @property
    def slowness(self) -> float:
        """How far the median is over the pace (0.5: half as long again), 0 when on pace."""
        return max(0.0, self.stats.median_seconds / self.target_seconds - 1.0)

    @property
    def inaccurate(self) -> bool:
        return self.accuracy < ACCURACY_GOAL

    @property
    def slow(self) -> bool:
        return self.slowness > 0

    @property
    def due(self) -> bool:
        return self.inaccurate or self.slow

    @property
    def urgency(self) -> float:
        """Wrong answers weigh more than slow ones: a dealer who is wrong one time in four is more
        urgent than one who takes twice the pace (slowness counts up to that)."""
        return 4.0 * (1.0 - self.accuracy) + min(self.slowness, 1.0)


def review_order(
    stats: Iterable[SkillFigures], target: Callable[[str], float] = target_seconds
) -> list[SkillReview]:
    """Every skill practised, the most urgent first (ties: fewer answers first, then by name);
    ``target`` is each skill's pace (by default the registry's)."""
    reviews = [SkillReview(row, target(row.skill)) for row in stats]
    return sorted(reviews, key=lambda r: (not r.due, -r.urgency, r.stats.attempts, r.skill))


def weakest(
    stats: Iterable[SkillFigures], target: Callable[[str], float] = target_seconds, *, minimum: int = 3
) -> SkillReview | None:
    """The skill to practise next: the most urgent one due among those with at least ``minimum``
    answers; None when every such skill is accurate and on pace."""
    for review in review_order([row for row in stats if row.attempts >= minimum], target):
        return review if review.due else None
    return None
