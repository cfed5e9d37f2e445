"""A grid's layout: its rows (or columns) turned from one list of keys into another where they stand,
its columns sized to their texts."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QTableWidget

__all__ = ["reshape", "size_columns"]

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


def size_columns(grid: QTableWidget, columns: set[int]) -> None:
    """Each row of ``grid`` two lines high, each of ``columns`` as wide as its widest line (each distinct
    line measured once) or its heading."""
    metrics = grid.fontMetrics()
    grid.verticalHeader().setDefaultSectionSize(2 * metrics.lineSpacing() + 10)
    header = grid.horizontalHeader()
    bold = QFont(header.font())
    bold.setBold(True)  # the page's style sets the headings in bold
    heading_metrics = QFontMetrics(bold)
    for column in sorted(columns):
        lines = {
            line
            for row in range(grid.rowCount())
            if (item := grid.item(row, column)) is not None
            for line in item.text().split("\n")
        }
        heading = grid.horizontalHeaderItem(column)
        width = max((metrics.horizontalAdvance(line) for line in lines), default=0)
        title = heading_metrics.horizontalAdvance(heading.text()) if heading is not None else 0
        grid.setColumnWidth(column, max(width + 16, title + 28))
