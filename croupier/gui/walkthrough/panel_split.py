"""The walkthrough panel's split, and how it is shared: above, the column of duties, questions and
feedback that scrolls in a low window; below, the record (the checklist and the hand log, in tabs).
The duties get what they need to show whole, the record what is left, never less than its least."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QSplitter, QTabWidget, QVBoxLayout, QWidget

from croupier.gui.walkthrough.checklist import Checklist
from croupier.gui.walkthrough.hand_log_view import HandLogView
from croupier.gui.walkthrough.scroll_column import ScrollColumn

__all__ = ["COMPACT_BELOW", "RECORD_LEAST", "DealSplit"]

COMPACT_BELOW = 600
"""A panel lower than this (a window about 900×600) lays its session controls out in three rows."""
RECORD_LEAST = {False: 90, True: 70}
"""The least height of the checklist and hand log, in a panel of full height and in a low one."""


class DealSplit(QSplitter):
    """``column`` (a ``ScrollColumn``, filled by ``fill``) over ``record`` (the ``checklist`` and
    the ``hand_log``); ``set_compact`` for a low panel, ``refit`` when the panel changes size,
    ``toggle_log`` between the record's tabs."""

    def __init__(self, checklist: Checklist, hand_log: HandLogView, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.setObjectName("walkthroughSplit")
        self.checklist = checklist
        self.hand_log = hand_log
        self.record = QTabWidget()
        self.record.setObjectName("handRecord")
        self.record.setDocumentMode(True)
        self.record.addTab(checklist, "")
        self.record.addTab(hand_log, "")
        self.record.setMinimumHeight(RECORD_LEAST[False])
        # The column and the record's box stand in the split before they are filled: a widget put
        # in afterwards takes its style anew, every widget in it (the duties are hundreds).
        self.column = ScrollColumn(self)  # in a low window the panel scrolls rather than squeeze
        # The checklist and the hand log keep their own place below (a low window scrolls the
        # duties, never hides the record).
        record_box = QWidget(self)
        self.setChildrenCollapsible(False)
        self.addWidget(self.column)
        self.addWidget(record_box)
        self._record_layout = QVBoxLayout(record_box)
        self._record_layout.setContentsMargins(12, 2, 12, 2)
        self.setStretchFactor(0, 2)
        self.setStretchFactor(1, 1)
        self.setSizes([2000, 1000])
        self._record_box = record_box
        # The duties get what they need to show whole (the record what is left, never less than its
        # least): fitted when the panel changes size and when the column's content changes.
        self._fitting = QTimer(self)
        self._fitting.setSingleShot(True)
        self._fitting.setInterval(0)
        self._fitting.timeout.connect(self._fit)
        self.column.content_changed.connect(self._fitting.start)

    @property
    def content(self) -> QWidget:
        """What the column's widgets are made in (see ``fill``)."""
        return self.column.content

    def fill(self, widgets: Sequence[QWidget]) -> None:
        """The column: ``widgets``, a rule under them. They are made in ``content``, where they
        stand: one made apart and put in takes its style anew, every widget in it (the duties are
        hundreds; that was half of the walkthrough panel's making)."""
        rule = QFrame(self.content)
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setFrameShadow(QFrame.Shadow.Sunken)
        for widget in (*widgets, rule):
            self.column.add(widget)
        self.column.add(QWidget(self.content), 1)  # what is left of the column stays below
        self._record_layout.addWidget(self.record)  # (after the column: the Tab key's order)

    def set_compact(self, compact: bool) -> None:  # noqa: FBT001
        """The panel is low (or not): the record's least height is its tabs and two lines, or three;
        the split is shared again."""
        self.record.setMinimumHeight(RECORD_LEAST[compact])
        self._fitting.start()

    def refit(self) -> None:
        """Share the split again (the panel changed size), once the events at hand are handled."""
        self._fitting.start()

    def _fit(self) -> None:
        """Share the split between the duties and the record: the duties at least three fifths, more
        when their page needs it to show whole (no line cut at the bottom), the record never under
        its least height (its tabs and two lines)."""
        total = sum(self.sizes())
        if total <= 0:
            return
        least = self._record_box.minimumSizeHint().height()
        top = min(max(self.column.needed_height(), round(total * 0.6)), total - least)
        if top != self.sizes()[0]:
            self.setSizes([top, total - top])

    def toggle_log(self) -> None:
        """The hand log, or the checklist again."""
        self.record.setCurrentWidget(
            self.checklist if self.record.currentWidget() is self.hand_log else self.hand_log
        )

    def retranslate(self) -> None:
        self.record.setTabText(0, self.tr("Checklist"))
        self.record.setTabText(1, self.tr("Hand log"))
        self.record.setTabToolTip(0, self.tr("What you did, line by line, and what comes next (Ctrl+L)"))
        self.record.setTabToolTip(
            1, self.tr("Every player's move, street by street, as you saw it: who to ask first (Ctrl+L)")
        )
