"""Answers counted by calendar day in a time zone: the zone's offsets over a span, and the days'
points from the grouped rows. Shared by the store's ``Dashboard.trend_by_day`` and the class
report's read through ``sqlite3`` (:mod:`croupier.store.class_read`), so neither imports the other."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date, datetime, time, timedelta, timezone, tzinfo
from typing import Any

from croupier.store.records import TrendPoint

__all__ = ["DAY", "day_points", "offsets"]

_EPOCH_ORDINAL = date(1970, 1, 1).toordinal()
DAY = 86_400


def offsets(zone: tzinfo, first: datetime, last: datetime) -> list[tuple[datetime | None, int]]:
    """The zone's UTC offsets (seconds) between two moments: the first, then each change and when."""

    def offset(moment: datetime) -> int:
        found = moment.astimezone(zone).utcoffset()
        return int(found.total_seconds()) if found is not None else 0

    found: list[tuple[datetime | None, int]] = [(None, offset(first))]
    if isinstance(zone, timezone):
        return found  # a fixed offset (this machine's zone as datetime gives it)
    hour = timedelta(hours=1)
    moment = first
    while moment < last + hour:
        following = moment + hour
        if offset(following) != found[-1][1]:
            low, high = moment, following  # the change lies in (low, high]: found to the second
            while high - low > timedelta(seconds=1):
                mid = low + (high - low) / 2
                if offset(mid) == found[-1][1]:
                    low = mid
                else:
                    high = mid
            found.append((high, offset(high)))
        moment = following
    return found


def day_points(rows: Iterable[Sequence[Any]], zone: tzinfo) -> list[TrendPoint]:
    """One point per day, oldest first, from rows grouped by day (days since 1970-01-01 in the
    zone, answers, right answers, the median answer time; anything after is left)."""
    points = []
    for number, attempts, correct, median, *_rest in sorted(rows, key=lambda row: int(row[0])):
        local = date.fromordinal(int(number) + _EPOCH_ORDINAL)
        midnight = datetime.combine(local, time(0), tzinfo=zone)
        points.append(TrendPoint(local.isoformat(), midnight, int(attempts), int(correct), float(median)))
    return points
