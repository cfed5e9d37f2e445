"""The Progress page's table of every skill practised: answers, right, median time, the pace and
whether to review it, the ones to review first at the top (``ProgressView``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from croupier.drills.review import SkillReview
from croupier.gui.rule_tip_watch import watch_rule_items
from croupier.gui.skill_rule_words import rules_tip
from croupier.i18n import format_number, format_percent, format_seconds
from croupier.words.quiz_words import skill_name

__all__ = ["SkillTable"]

translate = QCoreApplication.translate
_DUE_COLOUR = QColor("#f0c94a")


class _Column:
    SKILL, ANSWERS, RIGHT, MEDIAN, PACE, REVIEW = range(6)


class SkillTable(QTableWidget):
    """A row a skill, its data the skill's id; it asks for the height of its rows (the page gives
    it less when short of room). Its texts are the Progress page's (the "ProgressView" context)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 6, parent)
        self.needed_height = 150
        self.setObjectName("progressTable")
        watch_rule_items(self)  # the skills' rules: a right click opens them (rule_tips)
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(_Column.SKILL, QHeaderView.ResizeMode.Stretch)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.needed_height)

    def show_reviews(self, reviews: list[SkillReview], chosen: str | None) -> None:
        """A row for each review, in order; the ``chosen`` skill's row selected (None: none)."""
        self.blockSignals(True)
        self.setRowCount(len(reviews))
        bold = QFont(self.font())
        bold.setBold(True)
        for row, review in enumerate(reviews):
            stats = review.stats
            cells = (
                skill_name(stats.skill),
                format_number(stats.attempts),
                format_percent(review.accuracy),
                format_seconds(stats.median_seconds),
                format_seconds(review.target_seconds),
                _review_reason(review),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, stats.skill)
                if column == _Column.SKILL:  # the skill's rules: a right click opens them (rule_tips)
                    item.setToolTip(rules_tip(stats.skill))
                if column not in (_Column.SKILL, _Column.REVIEW):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if column == _Column.REVIEW and review.due:
                    item.setFont(bold)
                    item.setForeground(_DUE_COLOUR)
                self.setItem(row, column, item)
            if stats.skill == chosen:
                self.selectRow(row)
        if chosen is None:
            self.clearSelection()
        self.blockSignals(False)

    def fit(self, *, wide: bool) -> None:
        """Narrow: as tall as its rows (the page scrolls); wide: it takes the room left."""
        header = self.horizontalHeader().sizeHint().height()
        rows = sum(self.rowHeight(row) for row in range(self.rowCount()))
        needed = header + rows + 2 * self.frameWidth() + 2
        self.needed_height = needed
        if wide:  # as tall as its rows when there is room; many skills scroll inside it
            self.setMinimumHeight(min(needed, 150))
            self.setMaximumHeight(needed)
            # Beside the charts the figures get what the longest skill name needs, so no name is
            # cut ("Betrag eines Einsatzes oder des Komplettierens"); the charts take the rest.
            self.setMinimumWidth(self._width_needed())
        else:
            self.setFixedHeight(needed)
            self.setMinimumWidth(0)
        self.updateGeometry()

    def _width_needed(self) -> int:
        """The width at which every column shows its text whole."""
        metrics = self.fontMetrics()
        names = [self.item(row, _Column.SKILL) for row in range(self.rowCount())]
        name = max((metrics.horizontalAdvance(item.text()) for item in names if item is not None), default=0)
        header = self.horizontalHeader()
        title = self.horizontalHeaderItem(_Column.SKILL)
        name = max(name, metrics.horizontalAdvance(title.text()) if title is not None else 0) + 16
        others = sum(header.sectionSize(column) for column in range(1, self.columnCount()))
        scroll = self.verticalScrollBar().sizeHint().width()
        return name + others + scroll + 2 * self.frameWidth()

    def retranslate(self) -> None:
        self.setHorizontalHeaderLabels(
            [
                translate("ProgressView", "Skill"),
                translate("ProgressView", "Answers"),
                translate("ProgressView", "Right"),
                translate("ProgressView", "Median"),
                translate("ProgressView", "Pace"),
                translate("ProgressView", "Review"),
            ]
        )
        self.setAccessibleName(translate("ProgressView", "Accuracy and median time per skill"))
        pace, median = self.horizontalHeaderItem(_Column.PACE), self.horizontalHeaderItem(_Column.MEDIAN)
        assert pace is not None
        assert median is not None
        pace.setToolTip(
            translate(
                "ProgressView",
                "The dealer school's pace for this skill (set in Settings, Trainee and progress)",
            )
        )
        median.setToolTip(translate("ProgressView", "Half of your answers were faster than this"))


def _review_reason(review: SkillReview) -> str:
    if review.inaccurate and review.slow:
        return translate("ProgressView", "Accuracy and pace")
    if review.inaccurate:
        return translate("ProgressView", "Accuracy")
    if review.slow:
        return translate("ProgressView", "Pace")
    return translate("ProgressView", "On track")
