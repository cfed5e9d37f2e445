"""The widgets whose tooltip cites a rule (R4.4, §1), watched for a right click: only those, never
the application (whose every paint, timer and mouse move would then be a call into Python).

``set_rule_tip(widget, text)`` sets a tooltip and, while it cites a rule, puts the one
``RuleTipFilter`` on the widget; ``watch_rule_items(view)`` puts it on an item view's viewport (or a
header's) whose items carry their own tooltips. The filter hands a right click (or the menu key)
and a tooltip there to the rule tips of the window the widget is in (``rule_tips.RuleTips``, a
child of the window named ``TIPS_NAME``; a dialog's: the window it was opened over), found when
asked. Light on purpose: the first frame's widgets use it before the rulebook is read.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

__all__ = ["TEXT_EDITORS", "TIPS_NAME", "RuleTipFilter", "cited_rules", "set_rule_tip", "watch_rule_items"]

_CITED = re.compile(r"(?<![\w.])(R\d+\.\d+[a-z]?|§\d+)(?![\w])")
_TAGS = re.compile(r"<[^>]+>")
TEXT_EDITORS = (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit)  # they keep their own menus
TIPS_NAME = "ruleTips"  # the object name of a window's rule tips
_WATCHED = frozenset({QEvent.Type.ContextMenu, QEvent.Type.ToolTip})


def cited_rules(tip: str) -> list[str]:
    """The rule numbers a tooltip cites, in order, each once (tags left out).

    >>> cited_rules("<qt><b>Rule R4.4: The cap</b> three raises (R4.5, R4.4); §1</qt>")
    ['R4.4', 'R4.5', '§1']
    """
    found = _CITED.findall(_TAGS.sub(" ", tip))
    return list(dict.fromkeys(found))


@runtime_checkable
class _Tips(Protocol):
    """A window's rule tips (``rule_tips.RuleTips``)."""

    def handle(self, widget: QWidget, event: QEvent) -> bool: ...


class RuleTipFilter(QObject):
    """The filter on the widgets that cite a rule and on the viewports whose items may: their right
    clicks and tooltips go to the rule tips of the window they are in."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in _WATCHED or not isinstance(watched, QWidget):
            return False
        tips = _tips_of(watched)
        return tips is not None and tips.handle(watched, event)


@cache
def _the_filter() -> RuleTipFilter:
    """The one filter, made with the first widget that cites a rule (in the GUI thread)."""
    return RuleTipFilter()


def _tips_of(widget: QWidget) -> _Tips | None:
    """The rule tips of the window ``widget`` is in, or of the window a dialog was opened over."""
    current: QObject | None = widget
    while current is not None:
        found = current.findChild(QObject, TIPS_NAME, Qt.FindChildOption.FindDirectChildrenOnly)
        if isinstance(found, _Tips):
            return found
        current = current.parent()
    return None


def set_rule_tip(widget: QWidget, tip: str) -> None:
    """``widget``'s tooltip; while it cites a rule, a right click on ``widget`` (or the menu key)
    offers to open the rule, and the tooltip says so. A text field keeps its own menu."""
    widget.setToolTip(tip)
    if cited_rules(tip) and not isinstance(widget, TEXT_EDITORS):
        widget.installEventFilter(_the_filter())
    else:
        widget.removeEventFilter(_the_filter())


def watch_rule_items(view: QAbstractItemView) -> None:
    """A right click on an item of ``view`` (a section of a header view) whose own tooltip cites a
    rule offers to open it, and the tooltip says so: ``view``'s viewport is watched, for good."""
    view.viewport().installEventFilter(_the_filter())
