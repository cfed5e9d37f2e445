"""Turning a grid's rows (or columns) from one list of keys into another where they stand."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

__all__ = ["reshape"]

_Key = TypeVar("_Key")


def reshape(
    old: list[_Key], new: list[_Key], remove: Callable[[int], None], insert: Callable[[int], None]
) -> bool:
    """Turn the places of ``old`` into those of ``new`` by removing and inserting (``remove(i)``,
    ``insert(i)``); False, with nothing done, when the keys both have are in another order.

    >>> rows = ["ann", "bob", "eve"]
    >>> reshape(list(rows), ["ann", "cid", "eve"], rows.pop, lambda i: rows.insert(i, "new"))
    True
    >>> rows
    ['ann', 'new', 'eve']
    """
    wanted, had = set(new), set(old)
    if [key for key in old if key in wanted] != [key for key in new if key in had]:
        return False
    for index in reversed(range(len(old))):
        if old[index] not in wanted:
            remove(index)
    for index, key in enumerate(new):
        if key not in had:
            insert(index)
    return True
