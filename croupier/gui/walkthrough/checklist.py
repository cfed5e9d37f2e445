"""The hand's checklist under the duties: done ✓, now ►, still to come, and – for what the hand
skipped (it ended before 7th street). Marks are signs as well as colours."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from croupier.gui.walkthrough.controller import ChecklistRow, Mark, Milestone
from croupier.i18n import street_name

__all__ = ["Checklist"]

_SIGNS = {Mark.DONE: "✓", Mark.NOW: "►", Mark.TODO: "·", Mark.SKIPPED: "–"}
_COLOURS = {
    Mark.DONE: QColor("#8fe39a"),
    Mark.NOW: QColor("#f0c94a"),
    Mark.TODO: QColor("#c9c5ba"),
    Mark.SKIPPED: QColor("#6d737a"),
}


class Checklist(QListWidget):
    """``set_rows(rows)`` shows the walkthrough's checklist and keeps the current line in view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("walkthroughChecklist")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setWordWrap(True)
        self._rows: list[ChecklistRow] = []
        self.retranslate()

    def set_rows(self, rows: Sequence[ChecklistRow]) -> None:
        self._rows = list(rows)
        while self.count() > len(self._rows):
            self.takeItem(self.count() - 1)
        while self.count() < len(self._rows):
            self.addItem(QListWidgetItem())
        bold = QFont(self.font())
        bold.setBold(True)
        current = -1
        for index, row in enumerate(self._rows):
            item = self.item(index)
            item.setText(f"{_SIGNS[row.mark]}  {self._label(row.milestone)}")
            item.setForeground(QBrush(_COLOURS[row.mark]))
            item.setFont(bold if row.mark is Mark.NOW else self.font())
            item.setData(
                Qt.ItemDataRole.AccessibleTextRole,
                f"{self._mark_name(row.mark)}: {self._label(row.milestone)}",
            )
            if row.mark is Mark.NOW:
                current = index
        if current >= 0:
            # The line done last stays in sight above the current one.
            self.scrollToItem(self.item(max(0, current - 1)), QAbstractItemView.ScrollHint.PositionAtTop)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        # A few lines: the list takes the room left over, and scrolls, rather than asking for it.
        return QSize(super().sizeHint().width(), 5 * self.fontMetrics().lineSpacing())

    def lines(self) -> list[str]:
        """The lines as shown (tests and screen readers)."""
        return [self.item(index).text() for index in range(self.count())]

    def _label(self, milestone: Milestone) -> str:
        street = street_name(milestone.street) if milestone.street is not None else ""
        if milestone is Milestone.SHUFFLE:
            return self.tr("Shuffle: scramble, riffles, strip")
        if milestone is Milestone.ANTES:
            return self.tr("Ask for and collect the antes")
        if milestone is Milestone.CUT:
            return self.tr("Cut onto the cut card")
        if milestone is Milestone.DEAL_3:
            return self.tr("{street}: two down, one up").format(street=street)
        if milestone is Milestone.BRING_IN:
            return self.tr("Name the bring-in")
        if milestone is Milestone.DEAL_7:
            return self.tr("{street}: count, burn, last card, deal").format(street=street)
        if milestone.part == "deal":
            return self.tr("{street}: burn, deal, announce").format(street=street)
        if milestone.part == "bet":
            return self.tr("{street}: betting, gather").format(street=street)
        if milestone is Milestone.SHOWDOWN:
            return self.tr("Showdown: order and readings")
        return self.tr("Kill the losing hands, push the pot")

    def _mark_name(self, mark: Mark) -> str:
        return {
            Mark.DONE: self.tr("Done"),
            Mark.NOW: self.tr("Now"),
            Mark.TODO: self.tr("To come"),
            Mark.SKIPPED: self.tr("Skipped"),
        }[mark]

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Checklist of the hand"))
        if self._rows:
            self.set_rows(self._rows)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
