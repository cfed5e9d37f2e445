"""Charts painted straight onto a QPainter (the PDF's pages): vector, crisp and in the report's fonts.

Every bar and point is labelled with its number; the colours repeat what the numbers say (and line
series differ by marker shape and dash too), so a grey printout loses nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

__all__ = ["Bar", "Series", "accuracy_fill", "day_month_format", "paint_bar_chart", "paint_line_chart"]

_FONT_FAMILY = "DejaVu Sans"
_INK = QColor("#1a1a1a")
_MUTED = QColor("#5b5b5b")
_GRID = QColor("#d5d5d0")
GOOD, FAIR, WEAK = QColor("#3d9a50"), QColor("#d79b1c"), QColor("#c8413b")


GOOD_TINT, FAIR_TINT, WEAK_TINT = QColor("#d3ead7"), QColor("#f8e6bd"), QColor("#f5cdca")


def accuracy_fill(fraction: float, *, light: bool = False) -> QColor:
    """Green from 80 %, amber from 60 %, red below (light tints for table cells)."""
    if fraction >= 0.8:
        return GOOD_TINT if light else GOOD
    if fraction >= 0.6:
        return FAIR_TINT if light else FAIR
    return WEAK_TINT if light else WEAK


def day_month_format(locale: QLocale) -> str:
    """The locale's short date without the year, for chart axes: ``M/d`` (US), ``dd.MM`` (German).

    >>> day_month_format(QLocale("en_US")), day_month_format(QLocale("de_DE"))
    ('M/d', 'dd.MM')
    """
    pattern = locale.dateFormat(QLocale.FormatType.ShortFormat)
    return re.sub(r"[^A-Za-z']?y+", "", pattern).strip("/-. ") or "d MMM"


@dataclass(frozen=True, slots=True)
class Bar:
    """One bar: its label, its value as a share (0–1) and the text written at its end."""

    label: str
    value: float
    text: str


@dataclass(frozen=True, slots=True)
class Series:
    """A line: a value (or None: no data) per x label; ``square`` markers and ``dashed`` to tell
    it from the other lines without colour."""

    name: str
    values: tuple[float | None, ...]
    colour: QColor
    square: bool = False
    dashed: bool = False


def _font(points: float, *, bold: bool = False) -> QFont:
    font = QFont(_FONT_FAMILY)
    font.setPointSizeF(points)
    font.setBold(bold)
    return font


def _title(painter: QPainter, rect: QRectF, title: str) -> float:
    font = _font(11, bold=True)
    height = QFontMetricsF(font, painter.device()).height()
    painter.setFont(font)
    painter.setPen(_INK)
    painter.drawText(
        QRectF(rect.left(), rect.top(), rect.width(), height), int(Qt.AlignmentFlag.AlignLeft), title
    )
    return height * 1.5


def paint_bar_chart(
    painter: QPainter,
    rect: QRectF,
    bars: Sequence[Bar],
    *,
    title: str,
    mm: float,
    ticks: Sequence[tuple[float, str]] = (),
    target: tuple[float, str] | None = None,
) -> None:
    """Horizontal bars (long skill names stay readable), one per row, with a target line if given.

    ``ticks`` are (share, text) grid lines along the value axis; ``mm`` is device units per millimetre.
    """
    top = rect.top() + _title(painter, rect, title)
    if not bars:
        return
    label_font = _font(9)
    metrics = QFontMetricsF(label_font, painter.device())
    label_width = min(rect.width() * 0.38, max(metrics.horizontalAdvance(bar.label) for bar in bars) + 2 * mm)
    value_width = max(metrics.horizontalAdvance(bar.text) for bar in bars) + 2 * mm
    axis_height = metrics.height() * 1.4
    plot = QRectF(
        rect.left() + label_width,
        top,
        rect.width() - label_width - value_width,
        rect.bottom() - top - axis_height,
    )
    row = plot.height() / len(bars)
    thickness = min(row * 0.66, 6 * mm)
    painter.setFont(label_font)
    for fraction, text in ticks:
        x = plot.left() + plot.width() * fraction
        painter.setPen(QPen(_GRID, 0.25 * mm))
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        painter.setPen(_MUTED)
        painter.drawText(
            QRectF(x - 15 * mm, plot.bottom() + 0.5 * mm, 30 * mm, axis_height),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
            text,
        )
    if target is not None:
        value, text = target
        x = plot.left() + plot.width() * value
        painter.setPen(QPen(_INK, 0.35 * mm, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(x, plot.top() - mm), QPointF(x, plot.bottom()))
        painter.setFont(_font(8))
        painter.setPen(_MUTED)
        painter.drawText(
            QRectF(x - 30 * mm, plot.top() - 5.5 * mm, 60 * mm, 4.5 * mm),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom),
            text,
        )
        painter.setFont(label_font)
    for index, bar in enumerate(bars):
        middle = plot.top() + row * (index + 0.5)
        painter.setPen(_INK)
        painter.drawText(
            QRectF(rect.left(), middle - row / 2, label_width - 2 * mm, row),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
            metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight, label_width - 2 * mm),
        )
        length = plot.width() * max(0.0, min(1.0, bar.value))
        body = QRectF(plot.left(), middle - thickness / 2, length, thickness)
        painter.fillRect(body, accuracy_fill(bar.value))
        # The number on a white ground, readable where it crosses the target line.
        text_width = metrics.horizontalAdvance(bar.text) + 1.2 * mm
        backing = QRectF(body.right() + 0.6 * mm, middle - metrics.height() / 2, text_width, metrics.height())
        painter.fillRect(backing, QColor("#ffffff"))
        painter.setPen(_INK)
        painter.drawText(backing, int(Qt.AlignmentFlag.AlignCenter), bar.text)


def paint_line_chart(
    painter: QPainter,
    rect: QRectF,
    labels: Sequence[str],
    series: Sequence[Series],
    *,
    title: str,
    ticks: Sequence[tuple[float, str]],
    mm: float,
) -> None:
    """Lines over the x ``labels``; the y axis runs from the first tick's value to the last's."""
    top = rect.top() + _title(painter, rect, title)
    small = _font(8)
    metrics = QFontMetricsF(small, painter.device())
    legend_height = metrics.height() * 1.6
    axis_width = max(metrics.horizontalAdvance(text) for _, text in ticks) + 2 * mm
    label_height = metrics.height() * 1.5
    plot = QRectF(
        rect.left() + axis_width,
        top + legend_height,
        rect.width() - axis_width - 2 * mm,
        rect.bottom() - top - legend_height - label_height,
    )
    low, high = ticks[0][0], ticks[-1][0]
    span = (high - low) or 1.0

    def y_of(value: float) -> float:
        return plot.bottom() - plot.height() * (value - low) / span

    widest = max((metrics.horizontalAdvance(label) for label in labels), default=0.0) + 3 * mm
    # The first and last x labels stay inside the plot, clear of the y axis's labels.
    inset = widest / 2

    def x_of(index: int) -> float:
        if len(labels) == 1:
            return plot.center().x()
        return plot.left() + inset + (plot.width() - 2 * inset) * index / (len(labels) - 1)

    painter.setFont(small)
    for value, text in ticks:
        y = y_of(value)
        painter.setPen(QPen(_GRID, 0.25 * mm))
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(_MUTED)
        painter.drawText(
            QRectF(rect.left(), y - metrics.height() / 2, axis_width - 1.5 * mm, metrics.height()),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
            text,
        )
    # As many x labels as fit without touching.
    room = (plot.width() - 2 * inset) / max(1, len(labels) - 1) if len(labels) > 1 else plot.width()
    every = max(1, int(widest // room) + (1 if widest % room else 0)) if room > 0 else 1
    for index, label in enumerate(labels):
        if index % every and index != len(labels) - 1:
            continue
        x = x_of(index)
        painter.drawText(
            QRectF(x - widest / 2, plot.bottom() + 1.2 * mm, widest, label_height),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
            label,
        )
    _legend(painter, QRectF(plot.left(), top, plot.width(), legend_height), series, mm)
    for line in series:
        _line(painter, line, x_of, y_of, mm)


def _legend(painter: QPainter, rect: QRectF, series: Sequence[Series], mm: float) -> None:
    metrics = QFontMetricsF(painter.font(), painter.device())
    x = rect.left()
    middle = rect.top() + rect.height() / 2
    for line in series:
        painter.setPen(_pen(line, mm))
        painter.drawLine(QPointF(x, middle), QPointF(x + 8 * mm, middle))
        _marker(painter, line, QPointF(x + 4 * mm, middle), mm)
        x += 10 * mm
        painter.setPen(_INK)
        width = metrics.horizontalAdvance(line.name) + mm
        painter.drawText(
            QRectF(x, rect.top(), width, rect.height()),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            line.name,
        )
        x += width + 6 * mm


def _pen(line: Series, mm: float) -> QPen:
    pen = QPen(line.colour, 0.6 * mm)
    if line.dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    return pen


def _marker(painter: QPainter, line: Series, at: QPointF, mm: float) -> None:
    painter.save()
    painter.setPen(QPen(QColor("#ffffff"), 0.25 * mm))
    painter.setBrush(QBrush(line.colour))
    size = 2.2 * mm
    box = QRectF(at.x() - size / 2, at.y() - size / 2, size, size)
    if line.square:
        painter.drawRect(box)
    else:
        painter.drawEllipse(box)
    painter.restore()


def _line(
    painter: QPainter, line: Series, x_of: Callable[[int], float], y_of: Callable[[float], float], mm: float
) -> None:
    path = QPainterPath()
    points: list[QPointF] = []
    drawing = False
    for index, value in enumerate(line.values):
        if value is None:
            drawing = False
            continue
        point = QPointF(x_of(index), y_of(value))
        points.append(point)
        if drawing:
            path.lineTo(point)
        else:
            path.moveTo(point)
            drawing = True
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(_pen(line, mm))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.restore()
    for point in points:
        _marker(painter, line, point, mm)
