"""Show or hide a widget only when that changes anything: showing a widget again polishes it and
its children against the style sheet and lays its window out anew, tens of milliseconds for a
quiz's answer field, though it was on show already."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

__all__ = ["set_shown"]


def set_shown(widget: QWidget, shown: bool) -> None:  # noqa: FBT001 - as QWidget.setVisible
    """``widget.setVisible(shown)``, left out when the widget was shown or hidden so already."""
    explicit = widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)
    if explicit and widget.isHidden() != shown:
        return
    widget.setVisible(shown)
