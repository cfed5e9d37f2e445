"""The dealer's pace in Table-ready hands: hands an hour and seconds a duty, against the target the
instructor sets. No Qt; the clock is injected.

The target is set for an 8-handed stud game (30 hands an hour by default, a hand every two minutes)
and scaled to the table dealt: about a third of an 8-handed hand's time does not depend on the
players (the shuffle, the cut, gathering the bets, the push), the other two thirds grow with each
player (their antes, cards, bets and hands to read). So a hand at ``n`` players takes
``(1/3 + 2/3 · n/8)`` of the 8-handed time: 30 an hour at 8 players is 36 at 6, 45 at 4, 60 heads-up.

>>> round(target_for(6), 1), round(target_for(2), 1), round(target_for(8, 40), 1)
(36.0, 60.0, 40.0)
>>> ticks = iter([0.0, 90.0, 95.0])
>>> clock = PaceClock(players=8, target=30, clock=lambda: next(ticks))
>>> clock.start()
>>> clock.duty(3.0)
>>> clock.duty(5.0)
>>> hand = clock.finish()
>>> hand.seconds, hand.duties, hand.duty_seconds, hand.target, hand.on_pace
(90.0, 2, 8.0, 30.0, True)
>>> summary = pace_summary([hand])
>>> summary.hands, summary.hands_per_hour, summary.seconds_per_duty
(1, 40.0, 4.0)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

from croupier.standards.pace_target import DEFAULT_TARGET, FULL_TABLE

__all__ = [
    "DEFAULT_TARGET",
    "FULL_TABLE",
    "HandPace",
    "PaceClock",
    "PaceReading",
    "PaceSummary",
    "Timed",
    "pace_summary",
    "target_for",
]

_FIXED_SHARE = 1 / 3
"""The part of an 8-handed hand's time that does not depend on the players."""


def target_for(players: int, eight_handed: float = DEFAULT_TARGET) -> float:
    """Hands an hour expected at a table of ``players`` when ``eight_handed`` is the 8-handed target."""
    players = max(2, min(players, FULL_TABLE))
    share = _FIXED_SHARE + (1 - _FIXED_SHARE) * players / FULL_TABLE
    return round(eight_handed / share, 1)


class Timed(Protocol):
    """A hand timed, as here or as the store reads it back (``croupier.store.records.HandPace``)."""

    @property
    def seconds(self) -> float: ...
    @property
    def duties(self) -> int: ...
    @property
    def duty_seconds(self) -> float: ...
    @property
    def target(self) -> float: ...


@dataclass(frozen=True, slots=True)
class HandPace:
    """One Table-ready hand timed: its ``seconds`` from the first duty to the last, the trainee's
    ``duties`` (duties and questions answered) and the seconds spent on them, and the ``target``
    (hands an hour at this table's ``players``)."""

    players: int
    seconds: float
    duties: int
    duty_seconds: float
    target: float

    @property
    def hands_per_hour(self) -> float:
        return 3600.0 / self.seconds if self.seconds > 0 else 0.0

    @property
    def target_seconds(self) -> float:
        """The seconds a hand may take at the target."""
        return 3600.0 / self.target

    @property
    def on_pace(self) -> bool:
        return self.seconds <= self.target_seconds

    @property
    def seconds_per_duty(self) -> float:
        return self.duty_seconds / self.duties if self.duties else 0.0


@dataclass(frozen=True, slots=True)
class PaceReading:
    """The pace as shown while a hand is dealt: this hand's time so far against the target's, the
    duties so far and their mean time, and the hands finished in this sitting."""

    elapsed: float
    target_seconds: float
    duties: int
    seconds_per_duty: float
    hands: int
    hands_per_hour: float
    target: float

    @property
    def behind(self) -> bool:
        return self.elapsed > self.target_seconds


@dataclass(frozen=True, slots=True)
class PaceSummary:
    """Hands timed, the hands an hour they make (total time, not a mean of rates), the mean seconds
    a duty and the mean target; ``share`` is the pace as a share of the target (1.0: on target)."""

    hands: int
    hands_per_hour: float
    seconds_per_duty: float
    target: float
    on_pace: int = 0
    """The hands dealt within their target's time."""

    @property
    def share(self) -> float:
        return self.hands_per_hour / self.target if self.target else 0.0


def pace_summary(hands: Iterable[Timed]) -> PaceSummary:
    """What the timed ``hands`` add up to."""
    paces = list(hands)
    if not paces:
        return PaceSummary(0, 0.0, 0.0, 0.0)
    on_pace = sum(1 for hand in paces if hand.seconds <= 3600.0 / hand.target)
    seconds = sum(hand.seconds for hand in paces)
    duties = sum(hand.duties for hand in paces)
    return PaceSummary(
        len(paces),
        round(3600.0 * len(paces) / seconds, 1) if seconds > 0 else 0.0,
        round(sum(hand.duty_seconds for hand in paces) / duties, 1) if duties else 0.0,
        round(sum(hand.target for hand in paces) / len(paces), 1),
        on_pace,
    )


class PaceClock:
    """Times the Table-ready hands of a sitting at a table of ``players``: ``start`` when a hand's
    first duty is due, ``duty(seconds)`` for each answer, ``finish`` at its end (the hand's record);
    ``reading`` is the pace now. ``target`` is the instructor's 8-handed target."""

    def __init__(
        self, players: int, target: float = DEFAULT_TARGET, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.players = players
        self.eight_handed = target
        self.target = target_for(players, target)
        self._clock = clock
        self._started: float | None = None
        self._duties = 0
        self._duty_seconds = 0.0
        self.finished: list[HandPace] = []

    @property
    def running(self) -> bool:
        return self._started is not None

    def start(self) -> None:
        """A hand's first duty is due: its clock starts (once)."""
        if self._started is None:
            self._started = self._clock()

    def duty(self, seconds: float) -> None:
        """The trainee answered a duty or a question in ``seconds``."""
        self.start()
        self._duties += 1
        self._duty_seconds += max(0.0, seconds)

    def abandon(self) -> None:
        """The hand is left before its end: it is not timed."""
        self._stop()

    def _stop(self) -> None:
        self._started = None
        self._duties = 0
        self._duty_seconds = 0.0

    def finish(self) -> HandPace | None:
        """The hand is over: its pace (None if it was never started)."""
        if self._started is None:
            return None
        seconds = round(max(0.0, self._clock() - self._started), 1)
        hand = HandPace(self.players, seconds, self._duties, round(self._duty_seconds, 1), self.target)
        self._stop()
        self.finished.append(hand)
        return hand

    def reading(self) -> PaceReading:
        elapsed = self._clock() - self._started if self._started is not None else 0.0
        done = pace_summary(self.finished)
        duties = self._duties
        return PaceReading(
            elapsed=round(elapsed, 1),
            target_seconds=round(3600.0 / self.target, 1),
            duties=duties,
            seconds_per_duty=round(self._duty_seconds / duties, 1) if duties else 0.0,
            hands=done.hands,
            hands_per_hour=done.hands_per_hour,
            target=self.target,
        )
