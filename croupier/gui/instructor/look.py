"""Small touches of the instructor pages' look on top of the application's dark style."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

__all__ = ["PAGE_STYLE", "outline_ticks"]

# Fusion outlines tick boxes with a darker shade of the window colour, which vanishes on the dark
# palette; a light window colour on the widget itself gives the boxes a visible edge.
_TICK_EDGE = QColor("#c9ced3")

PAGE_STYLE = """
QHeaderView::section {
    padding: 4px 10px; background: #232a30; color: #eeeae0; font-weight: bold;
    border: none; border-right: 1px solid #2c3238; border-bottom: 1px solid #3a424a;
}
"""


def outline_ticks(*widgets: QWidget) -> None:
    """Give the tick boxes of these widgets (check boxes, checkable lists) a visible edge."""
    for widget in widgets:
        palette = widget.palette()
        palette.setColor(QPalette.ColorRole.Window, _TICK_EDGE)
        widget.setPalette(palette)
