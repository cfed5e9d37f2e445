"""Adaptive practice: which skill to ask next, from what the trainee gets wrong or answers slowly.

Each skill sits in a Leitner box (1 to 5) worked out from the recorded history, oldest answer first:
a right answer at a dealer's pace moves it up a box, a right but slow answer leaves it, a wrong one
sends it back to box 1. A skill never answered is new. The next skill is drawn at random (seeded),
weighted by

- the box (low boxes often, high boxes rarely; new skills get introduced),
- the recent error rate and the share of slow answers (slower than ``slow_factor`` × the skill's
  target pace), and
- whether the skill is due again (each box has a review interval; a skill not yet due counts less).

The skill just asked is damped so that a weak skill is not asked twice in a row when others exist.
History goes through ``croupier.store.History`` (``record_attempt`` / ``attempts_for``); the store
persists it, ``croupier.store.MemoryHistory`` keeps it for one session.

>>> import random
>>> from datetime import UTC, datetime
>>> from croupier.store.history import MemoryHistory, NewAttempt
>>> history = MemoryHistory()
>>> when = datetime(2026, 1, 1, tzinfo=UTC)
>>> for _ in range(3):
...     _ = history.record_attempt(NewAttempt(trainee_id=1, skill="bring_in", question="q", answer="2",
...                                           correct=False, seconds=3.0, mode="practice", answered_at=when))
>>> scheduler = Scheduler(["bring_in", "burn_count"], history, 1, random.Random(0), now=lambda: when)
>>> scheduler.state("bring_in").box, scheduler.state("bring_in").error_rate
(1, 1.0)
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

from croupier.drills.model import DrillError
from croupier.drills.review import Figures, review_order, target_seconds

if TYPE_CHECKING:  # the store imports SQLAlchemy; the drills only need the protocol's shape
    from croupier.store.history import History

__all__ = ["INTERVALS", "Scheduler", "SkillState", "target_seconds"]  # the pace is the review's

INTERVALS = {
    1: timedelta(0),
    2: timedelta(minutes=10),
    3: timedelta(hours=12),
    4: timedelta(days=3),
    5: timedelta(days=10),
}
"""How long a skill in each box rests before it is due again (box 1: always due)."""

_BOX_WEIGHT = {0: 3.0, 1: 4.0, 2: 2.5, 3: 1.5, 4: 0.8, 5: 0.4}
_NOT_DUE = 0.3
_JUST_ASKED = 0.3


@dataclass(frozen=True, slots=True)
class SkillState:
    """What the history says about one skill: its box (0 = never answered), the recent error rate and
    share of slow answers, when it was last answered, whether it is due, and its drawing weight."""

    skill: str
    box: int
    answered: int
    error_rate: float
    slow_rate: float
    last: datetime | None
    due: bool
    weight: float


class Scheduler:
    """Chooses the next skill for ``trainee_id`` among ``skills`` (see the module docstring).

    ``recent``: how many of the latest answers per skill count for the rates; ``now``: the clock the
    intervals are measured against (injected in tests).
    """

    def __init__(
        self,
        skills: Sequence[str],
        history: History,
        trainee_id: int,
        rng: random.Random,
        *,
        now: Callable[[], datetime] | None = None,
        recent: int = 20,
        slow_factor: float = 1.5,
    ) -> None:
        if not skills:
            raise DrillError("the scheduler needs at least one skill")
        self.skills = tuple(dict.fromkeys(skills))
        self.history = history
        self.trainee_id = trainee_id
        self.rng = rng
        self._now = now or (lambda: datetime.now(UTC))
        self.recent = recent
        self.slow_factor = slow_factor
        self._last_asked: str | None = None

    def state(self, skill: str) -> SkillState:
        """The skill's box, rates and weight, from its recorded attempts."""
        attempts = self.history.attempts_for(self.trainee_id, skill=skill)
        limit = target_seconds(skill) * self.slow_factor
        box = 0
        for attempt in attempts:
            if not attempt.correct:
                box = 1
            elif attempt.seconds is None or attempt.seconds <= limit:  # untimed: not known slow
                box = min(5, max(box, 1) + 1)
            else:
                box = max(box, 1)
        latest = attempts[-self.recent :]
        errors = sum(not attempt.correct for attempt in latest)
        slow = sum(
            attempt.correct and attempt.seconds is not None and attempt.seconds > limit for attempt in latest
        )
        count = len(latest)
        error_rate = errors / count if count else 0.0
        slow_rate = slow / count if count else 0.0
        last = attempts[-1].answered_at if attempts else None
        due = last is None or box == 0 or self._now() - last >= INTERVALS[max(box, 1)]
        weight = _BOX_WEIGHT[box] * (1.0 + 2.0 * error_rate + slow_rate)
        if not due:
            weight *= _NOT_DUE
        return SkillState(skill, box, len(attempts), error_rate, slow_rate, last, due, weight)

    def states(self) -> list[SkillState]:
        """Every skill's state, in the review order (``croupier.drills.review``): the skills due for
        review first, the most urgent at the top, then the ones never answered, then the rest."""
        states = {skill: self.state(skill) for skill in self.skills}
        reviews = review_order(self.figures(skill) for skill, state in states.items() if state.answered)
        due = [states[review.skill] for review in reviews if review.due]
        on_target = [states[review.skill] for review in reviews if not review.due]
        new = [state for state in states.values() if not state.answered]
        return [*due, *new, *on_target]

    def figures(self, skill: str) -> Figures:
        """The skill's answers, right answers and median answer time, from its recorded attempts."""
        attempts = self.history.attempts_for(self.trainee_id, skill=skill)
        seconds = [attempt.seconds for attempt in attempts if attempt.seconds is not None]
        median = statistics.median(seconds) if seconds else 0.0
        return Figures(skill, len(attempts), sum(attempt.correct for attempt in attempts), median)

    def choose(self) -> str:
        """The next skill to ask, drawn by weight."""
        states = [self.state(skill) for skill in self.skills]
        weights = [
            state.weight * (_JUST_ASKED if state.skill == self._last_asked and len(states) > 1 else 1.0)
            for state in states
        ]
        chosen = self.rng.choices([state.skill for state in states], weights=weights)[0]
        self._last_asked = chosen
        return chosen

    def difficulty(self, skill: str) -> int:
        """A difficulty (1 to 3) that grows as the skill climbs the boxes."""
        box = self.state(skill).box
        return 1 if box <= 2 else 2 if box <= 3 else 3
