"""A trend chart (QtCharts): accuracy by day on the left axis, median answer time on the right.

The two lines differ by more than colour: accuracy is solid with round points, the time dashed.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCharts import (
    QChart,
    QChartView,
    QDateTimeAxis,
    QLegend,
    QLineSeries,
    QScatterSeries,
    QValueAxis,
)
from PySide6.QtCore import QDateTime, QEvent, QLocale, QMargins, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from croupier.reports.charts import day_month_format
from croupier.store import TrendPoint

__all__ = ["TrendChart", "points_since"]

ACCURACY = QColor("#f0c94a")
PACE = QColor("#8fc7ff")
_DAY_MS = 86_400_000


def points_since(points: list[TrendPoint], since: datetime | None) -> list[TrendPoint]:
    """The points from the day ``since`` falls on (all of them for None)."""
    if since is None:
        return points
    start = since.replace(hour=0, minute=0, second=0, microsecond=0)
    return [point for point in points if point.start >= start]


def _msecs(when: datetime) -> float:
    return when.timestamp() * 1000


def _day_ticks(days: int) -> int:
    """Ticks on midnights: one per day up to a week, else a divisor of the days that fits."""
    if days <= 7:
        return days + 1
    for gaps in range(7, 1, -1):
        if days % gaps == 0:
            return gaps + 1
    return 2


def _second_step(slowest: float) -> float:
    """A round step so that four of them reach past ``slowest`` seconds."""
    for step in (0.5, 1, 2, 2.5, 5, 10, 15, 30, 60):
        if 4 * step >= slowest * 1.05:
            return float(step)
    return float(int(slowest / 4) + 1)


class TrendChart(QChartView):
    """``set_trend(title, points)`` shows one trainee's or the class's days."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(160)
        self._title = ""
        self._points: list[TrendPoint] = []
        chart = QChart()
        chart.setTheme(QChart.ChartTheme.ChartThemeDark)
        chart.setBackgroundBrush(QColor("#1e2429"))
        chart.setMargins(QMargins(4, 4, 4, 4))
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        # Legend keys drawn as the lines are (solid, dashed), not as colour swatches.
        chart.legend().setMarkerShape(QLegend.MarkerShape.MarkerShapeFromSeries)
        chart.setLocalizeNumbers(True)
        self.setChart(chart)

    @property
    def points(self) -> list[TrendPoint]:
        return list(self._points)

    def set_trend(self, title: str, points: Sequence[TrendPoint]) -> None:
        if title == self._title and list(points) == self._points and self.chart().series():
            return  # the same again (a live class's refresh): not built anew
        self._title = title
        self._points = list(points)
        self._rebuild()

    def _rebuild(self) -> None:
        chart = self.chart()
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)
        locale = QLocale()
        chart.setLocale(locale)
        title_font = QFont(self.font())
        title_font.setBold(True)
        chart.setTitleFont(title_font)
        if not self._points:
            chart.setTitle(self.tr("{title}: no answers yet").format(title=self._title))
            return
        chart.setTitle(self._title)
        accuracy = QLineSeries()
        accuracy.setName(self.tr("Accuracy"))
        accuracy.setPen(QPen(ACCURACY, 2.5))
        accuracy.setPointsVisible(True)
        pace = QLineSeries()
        pace.setName(self.tr("Median answer time"))
        pen = QPen(PACE, 2)
        pen.setStyle(Qt.PenStyle.DashLine)
        pace.setPen(pen)
        squares = QScatterSeries()
        squares.setMarkerShape(QScatterSeries.MarkerShape.MarkerShapeRectangle)
        squares.setMarkerSize(7)
        squares.setColor(PACE)
        squares.setBorderColor(PACE)
        for point in self._points:
            x = _msecs(point.start)
            accuracy.append(x, 100 * point.accuracy)
            pace.append(x, point.median_seconds)
            squares.append(x, point.median_seconds)
        for series in (accuracy, pace, squares):
            chart.addSeries(series)
        chart.legend().markers(squares)[0].setVisible(False)

        days = QDateTimeAxis()
        days.setFormat(day_month_format(locale))
        first, last = _msecs(self._points[0].start), _msecs(self._points[-1].start)
        if first == last:
            first, last = first - _DAY_MS, last + _DAY_MS
        days.setRange(QDateTime.fromMSecsSinceEpoch(int(first)), QDateTime.fromMSecsSinceEpoch(int(last)))
        days.setTickCount(_day_ticks(round((last - first) / _DAY_MS)))
        share = QValueAxis()
        share.setRange(0, 100)
        share.setTickCount(5)
        share.setLabelFormat("%.0f" + ("\u00a0%" if locale.language() == QLocale.Language.German else "%"))
        seconds = QValueAxis()
        step = _second_step(max(point.median_seconds for point in self._points))
        seconds.setRange(0, 4 * step)
        seconds.setTickCount(5)
        seconds.setLabelFormat("%.0f s" if step == int(step) else "%.1f s")
        chart.addAxis(days, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(share, Qt.AlignmentFlag.AlignLeft)
        chart.addAxis(seconds, Qt.AlignmentFlag.AlignRight)
        for series, axis in ((accuracy, share), (pace, seconds), (squares, seconds)):
            series.attachAxis(days)
            series.attachAxis(axis)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._rebuild()
        super().changeEvent(event)
