"""Which skills a trainee should review first: the least accurate, and the slowest against the pace.

Pure Python (no Qt), so the order can be checked on plain numbers.

>>> from croupier.store import SkillStats
>>> stats = [SkillStats(1, "Ann", "bring_in", 10, 10, 3.0), SkillStats(1, "Ann", "side_pots", 10, 6, 30.0)]
>>> [review.skill for review in review_order(stats, lambda skill: 5.0)]
['side_pots', 'bring_in']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from croupier.drills.scheduler import target_seconds
from croupier.store import SkillStats

__all__ = ["ACCURACY_GOAL", "SkillReview", "review_order", "school_target"]

ACCURACY_GOAL = 0.9
"""Below this share of right answers a skill is due for review."""

_TYPICAL_SKILL_SECONDS = 5.0  # the registry's pace for an everyday question (first to act, calls)


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

    stats: SkillStats
    target_seconds: float

    @property
    def skill(self) -> str:
        return self.stats.skill

    @property
    def accuracy(self) -> float:
        return self.stats.accuracy

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


def review_order(stats: Iterable[SkillStats], target: Callable[[str], float]) -> list[SkillReview]:
    """Every skill practised, the most urgent first (ties: fewer answers first, then by name)."""
    reviews = [SkillReview(row, target(row.skill)) for row in stats]
    return sorted(reviews, key=lambda r: (not r.due, -r.urgency, r.stats.attempts, r.skill))
