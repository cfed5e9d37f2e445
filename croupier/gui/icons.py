"""Small toolbar icons drawn in code (speaker on/off, gear), crisp at any device pixel ratio."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

__all__ = ["gear_icon", "speaker_icon"]

_SIZES = (16, 20, 24, 32, 48)


def _icon(draw: Callable[[QPainter, QColor], None], colour: QColor) -> QIcon:
    icon = QIcon()
    for size in _SIZES:
        for dpr in (1.0, 2.0):
            pixmap = QPixmap(round(size * dpr), round(size * dpr))
            pixmap.setDevicePixelRatio(dpr)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.scale(size / 24, size / 24)
            draw(painter, colour)
            painter.end()
            icon.addPixmap(pixmap)
    return icon


def speaker_icon(colour: QColor, *, on: bool) -> QIcon:
    """A loudspeaker with sound waves (on) or a cross (off), in a 24-unit box."""

    def draw(painter: QPainter, ink: QColor) -> None:
        body = QPainterPath()
        body.moveTo(3, 9)
        body.lineTo(7, 9)
        body.lineTo(12, 4.5)
        body.lineTo(12, 19.5)
        body.lineTo(7, 15)
        body.lineTo(3, 15)
        body.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawPath(body)
        pen = QPen(ink, 2)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if on:
            painter.drawArc(QRectF(9, 8, 8, 8), -50 * 16, 100 * 16)
            painter.drawArc(QRectF(7, 5, 14, 14), -55 * 16, 110 * 16)
        else:
            painter.drawLine(QPointF(15, 9), QPointF(21, 15))
            painter.drawLine(QPointF(21, 9), QPointF(15, 15))

    return _icon(draw, colour)


def gear_icon(colour: QColor) -> QIcon:
    """A cog wheel with eight teeth, in a 24-unit box."""

    def draw(painter: QPainter, ink: QColor) -> None:
        path = QPainterPath()
        teeth = 8
        for index in range(teeth * 2):
            angle = math.pi * index / teeth
            radius = 10.5 if index % 2 == 0 else 8
            for side in (-0.17, 0.17):
                point = QPointF(12 + radius * math.cos(angle + side), 12 + radius * math.sin(angle + side))
                if path.elementCount() == 0:
                    path.moveTo(point)
                else:
                    path.lineTo(point)
        path.closeSubpath()
        hole = QPainterPath()
        hole.addEllipse(QPointF(12, 12), 3.5, 3.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawPath(path.subtracted(hole))

    return _icon(draw, colour)
