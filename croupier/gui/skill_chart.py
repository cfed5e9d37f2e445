"""A trend chart in the app's look: one value per session or day as a line or as bars, with an
optional dashed target line, numbers written the locale's way."""

from __future__ import annotations

import math
from collections.abc import Sequence
from enum import StrEnum

from PySide6.QtCharts import (
    QAbstractSeries,
    QBarSeries,
    QBarSet,
    QCategoryAxis,
    QChart,
    QChartView,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import QLocale, QMargins, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

__all__ = ["ChartKind", "TrendChart"]

# The app's dark chrome (style.py) and the table's accents (theme.py).
_BACKGROUND = QColor("#1e2429")
_PLOT = QColor("#171b1f")
_GRID = QColor("#2c3238")
_AXIS = QColor("#3a424a")
_TEXT = QColor("#eeeae0")
_MUTED = QColor("#b9b4a6")
_LINE = QColor("#f0c94a")
_BARS = QColor("#5aa9e6")
_TARGET = QColor("#8fe39a")


class ChartKind(StrEnum):
    LINE = "line"
    BAR = "bar"


class TrendChart(QChartView):
    """``set_data(labels, values, …)`` redraws; ``values()`` reads back what is drawn."""

    def __init__(self, kind: ChartKind, parent: QWidget | None = None) -> None:
        self._chart = QChart()
        super().__init__(self._chart, parent)
        self.kind = kind
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(180)
        self.setStyleSheet("background: transparent;")
        chart = self._chart
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        chart.setBackgroundBrush(QBrush(_BACKGROUND))
        chart.setBackgroundRoundness(8)
        chart.setPlotAreaBackgroundBrush(QBrush(_PLOT))
        chart.setPlotAreaBackgroundVisible(True)
        chart.setMargins(QMargins(6, 6, 10, 6))
        chart.setLocalizeNumbers(True)
        title_font = QFont(self.font())
        title_font.setBold(True)
        title_font.setPointSizeF(max(10.0, title_font.pointSizeF() * 1.1))
        chart.setTitleFont(title_font)
        chart.setTitleBrush(QBrush(_TEXT))
        legend = chart.legend()
        legend.setAlignment(Qt.AlignmentFlag.AlignBottom)
        legend.setLabelColor(_TEXT)
        legend.setFont(QFont(self.font()))
        self.main_series: QLineSeries | QBarSeries | None = None
        # The axes stay for the chart's life: axes removed from a QChart leave their labels drawn.
        self._x_axis = QCategoryAxis()
        self._x_axis.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
        self._x_axis.setGridLineVisible(False)
        self._y_axis = QValueAxis()
        self._y_axis.setTickCount(5)
        for axis in (self._x_axis, self._y_axis):
            self._style_axis(axis)
        chart.addAxis(self._x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self._y_axis, Qt.AlignmentFlag.AlignLeft)

    def set_data(
        self,
        labels: Sequence[str],
        values: Sequence[float],
        *,
        title: str,
        value_name: str,
        y_title: str,
        y_max: float,
        x_title: str = "",
        target: float | None = None,
        target_name: str = "",
    ) -> None:
        """Draw ``values`` (one per label) from scratch, with a target line across when given."""
        chart = self._chart
        chart.removeAllSeries()
        chart.setTitle(title)
        chart.setLocale(QLocale())
        count = len(values)
        series: QLineSeries | QBarSeries
        if self.kind is ChartKind.LINE:
            line = QLineSeries()
            line.setName(value_name)
            for index, value in enumerate(values):
                line.append(index, value)
            pen = QPen(_LINE)
            pen.setWidthF(3)
            line.setPen(pen)
            line.setPointsVisible(True)
            line.setMarkerSize(9)
            line.setColor(_LINE)
            series = line
        else:
            bars = QBarSeries()
            bar_set = QBarSet(value_name)
            bar_set.append([float(value) for value in values])
            bar_set.setColor(_BARS)
            bar_set.setBorderColor(_BARS)
            bars.append(bar_set)
            bars.setBarWidth(0.6)
            series = bars
        chart.addSeries(series)
        self.main_series = series
        drawn: list[QAbstractSeries] = [series]
        if target is not None:
            line = QLineSeries()
            line.setName(target_name)
            line.append(-0.5, target)
            line.append(max(count, 1) - 0.5, target)
            pen = QPen(_TARGET)
            pen.setWidthF(2)
            pen.setStyle(Qt.PenStyle.DashLine)
            line.setPen(pen)
            chart.addSeries(line)
            drawn.append(line)

        x_axis, y_axis = self._x_axis, self._y_axis
        for label in x_axis.categoriesLabels():
            x_axis.remove(label)
        for index, label in enumerate(labels):
            x_axis.append(label, index)
        x_axis.setRange(-0.5, max(count, 1) - 0.5)
        x_axis.setTitleText(x_title)
        y_axis.setRange(0, y_max)
        ticks, step = _ticks(y_max)
        y_axis.setTickCount(ticks)
        y_axis.setLabelFormat("%.0f" if float(step).is_integer() else "%.1f")
        y_axis.setTitleText(y_title)
        for item in drawn:
            item.attachAxis(x_axis)
            item.attachAxis(y_axis)
        chart.legend().setVisible(target is not None)
        self.setAccessibleName(title)

    def values(self) -> list[float]:
        """The values drawn, in order (for tests and the accessible description)."""
        series = self.main_series
        if isinstance(series, QLineSeries):
            return [point.y() for point in series.points()]
        if isinstance(series, QBarSeries) and series.count():
            bar_set = series.barSets()[0]
            return [bar_set.at(index) for index in range(bar_set.count())]
        return []

    def labels(self) -> list[str]:
        return list(self._x_axis.categoriesLabels())

    @staticmethod
    def _style_axis(axis: QValueAxis) -> None:
        axis.setLabelsColor(_MUTED)
        axis.setTitleBrush(QBrush(_MUTED))
        axis.setLinePen(QPen(_AXIS))
        axis.setGridLineColor(_GRID)
        axis.setMinorGridLineVisible(False)
        axis.setShadesVisible(False)


def _ticks(top: float) -> tuple[int, float]:
    """Tick count and step for an axis from 0 to ``top``: 4 to 6 intervals of a round size.

    >>> _ticks(100), _ticks(50), _ticks(10), _ticks(2.5)
    ((6, 20.0), (6, 10.0), (6, 2.0), (6, 0.5))
    """
    power = 10 ** math.floor(math.log10(top)) if top > 0 else 1
    for scale in (power / 10, power):
        for base in (1, 2, 2.5, 5):
            step = base * scale
            intervals = top / step
            if 4 <= intervals <= 6 and math.isclose(intervals, round(intervals)):
                return round(intervals) + 1, float(step)
    return 5, top / 4
