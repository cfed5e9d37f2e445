"""The Progress page's trend charts: right answers and the median answer time, by session or by day,
for every skill together or one of them, with the school's pace as a line (``ProgressView``)."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from croupier.gui.skill_chart import ChartKind, TrendChart
from croupier.i18n import format_number, format_percent, format_seconds
from croupier.store import TrendPoint
from croupier.words.quiz_words import skill_name

__all__ = ["CHART_HEIGHT", "Period", "ProgressCharts"]

translate = QCoreApplication.translate
CHART_HEIGHT = {True: 180, False: 260}
"""Each chart's least height beside the figures (True) or under them (False)."""


class Period:
    SESSION = "session"
    DAY = "day"


class ProgressCharts(QWidget):
    """The two charts one above the other and a note under them (their texts are the Progress
    page's: the "ProgressView" context)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.accuracy_chart = TrendChart(ChartKind.LINE)
        self.time_chart = TrendChart(ChartKind.BAR)
        self.chart_note = QLabel()
        self.chart_note.setObjectName("progressSummary")
        self.chart_note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        layout.addWidget(self.accuracy_chart, 1)
        layout.addWidget(self.time_chart, 1)
        layout.addWidget(self.chart_note)

    def set_wide(self, *, wide: bool) -> None:
        """Beside the figures (``wide``) or under them: the charts' least height."""
        for chart in (self.accuracy_chart, self.time_chart):
            chart.setMinimumHeight(CHART_HEIGHT[wide])

    def show_trend(
        self,
        points: list[TrendPoint],
        *,
        period: str,
        skill: str | None,
        session_numbers: dict[str, int],
        target: float,
    ) -> None:
        """Chart ``points`` (by ``period``) of ``skill`` (None: every skill), against the pace
        ``target``; sessions keep their number among all the trainee's (``session_numbers``)."""
        labels = _point_labels(points, period, session_numbers)
        name = skill_name(skill) if skill else translate("ProgressView", "All skills")
        by_session = period == Period.SESSION
        per = translate("ProgressView", "per session") if by_session else translate("ProgressView", "per day")
        x_title = translate("ProgressView", "Session") if by_session else translate("ProgressView", "Day")
        accuracy = [point.accuracy * 100 for point in points]
        self.accuracy_chart.set_data(
            labels,
            accuracy,
            title=translate("ProgressView", "Right answers {per} – {skill}").format(per=per, skill=name),
            value_name=translate("ProgressView", "Right answers (%)"),
            y_title=translate("ProgressView", "% right"),
            x_title=x_title,
            y_max=100,
        )
        medians = [point.median_seconds for point in points]
        top = max([*medians, target]) * 1.2
        self.time_chart.set_data(
            labels,
            medians,
            title=translate("ProgressView", "Median answer time {per} – {skill}").format(per=per, skill=name),
            value_name=translate("ProgressView", "Median time (s)"),
            y_title=translate("ProgressView", "seconds"),
            x_title=x_title,
            y_max=_nice_ceiling(top),
            target=target,
            target_name=translate("ProgressView", "School pace {pace}").format(pace=format_seconds(target)),
        )
        described = translate("ProgressView", "Latest: {right} right, median {median}").format(
            right=format_percent(points[-1].accuracy) if points else "–",
            median=format_seconds(points[-1].median_seconds) if points else "–",
        )
        self.accuracy_chart.setAccessibleDescription(described)
        self.time_chart.setAccessibleDescription(described)
        if not points:
            note = translate(
                "ProgressView", "No answers of this skill in a practice session yet: choose By day."
            )
        elif skill is None:
            note = translate(
                "ProgressView",
                "The pace line is the school's pace for a typical question; choose a skill to see its own.",
            )
        else:
            note = ""
        self.chart_note.setText(note)
        self.chart_note.setVisible(bool(note))


def _point_labels(points: list[TrendPoint], period: str, session_numbers: dict[str, int]) -> list[str]:
    if period == Period.SESSION:
        # Sessions keep their number among all the trainee's sessions, whichever skill is shown.
        return [format_number(session_numbers.get(point.key, 0)) for point in points]
    locale = QLocale()
    labels = []
    for point in points:
        day = QDate.fromString(point.key, Qt.DateFormat.ISODate)
        labels.append(locale.toString(day, QLocale.FormatType.NarrowFormat))
    return labels


def _nice_ceiling(value: float) -> float:
    """A round top for an axis: 1, 2 or 5 times a power of ten, at least ``value``."""
    if value <= 0:
        return 1.0
    power = 10.0 ** math.floor(math.log10(value))
    for step in (1, 2, 2.5, 5, 10):
        if step * power >= value:
            return step * power
    return 10 * power  # pragma: no cover
