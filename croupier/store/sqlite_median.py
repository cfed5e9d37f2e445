"""SQLite's median aggregate, ``croupier_median``: every connection to a store's SQLite file has it
(``register``), the store's own through SQLAlchemy and the class report's read through ``sqlite3``
alone. PostgreSQL's is ``percentile_cont`` (see :mod:`croupier.store.median`)."""

from __future__ import annotations

import sqlite3

__all__ = ["SQLITE_NAME", "Median", "median", "register"]

SQLITE_NAME = "croupier_median"


class Median:
    """SQLite's aggregate: collects a group's values, gives their median.

    >>> m = Median()
    >>> for value in (3.0, None, 1.0, 2.0, 10.0):
    ...     m.step(value)
    >>> m.finalize()
    2.5
    >>> Median().finalize() is None
    True
    """

    __slots__ = ("_values",)

    def __init__(self) -> None:
        self._values: list[float] = []

    def step(self, value: float | None) -> None:
        if value is not None:
            self._values.append(value)

    def finalize(self) -> float | None:
        return median(self._values)


def median(values: list[float]) -> float | None:
    """The median of ``values`` (sorted in place), None for none: as ``croupier_median`` gives it."""
    if not values:
        return None
    values.sort()
    middle = len(values) // 2
    if len(values) % 2:
        return float(values[middle])
    return (values[middle - 1] + values[middle]) / 2


def register(connection: sqlite3.Connection) -> None:
    """Give a SQLite connection ``croupier_median``."""
    connection.create_aggregate(SQLITE_NAME, 1, Median)  # type: ignore[arg-type]
