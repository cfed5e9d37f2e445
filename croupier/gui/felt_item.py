"""The table itself: a wooden rail round green felt with a soft vignette, and the dealer's place."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from croupier.gui import theme

__all__ = ["FeltItem", "table_shape"]

_ROUNDNESS = 2.6  # 2 is an ellipse; more squares the oval off so the felt fills the corners


def table_shape(rect: QRectF, exponent: float = _ROUNDNESS, points: int = 180) -> QPainterPath:
    """A rounded oval (a superellipse) filling ``rect``."""
    path = QPainterPath()
    centre = rect.center()
    a, b = rect.width() / 2, rect.height() / 2
    for step in range(points + 1):
        theta = 2 * math.pi * step / points
        c, s = math.cos(theta), math.sin(theta)
        x = a * math.copysign(abs(c) ** (2 / exponent), c)
        y = b * math.copysign(abs(s) ** (2 / exponent), s)
        point = QPointF(centre.x() + x, centre.y() + y)
        if step == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


class FeltItem(QGraphicsItem):
    """Paints the rail, the felt and the dealer's name plate; sits under everything else."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(0, 0, 1400, 1000)
        self._rail = 34.0
        self._dealer = QRectF()
        self._dealer_text = ""
        self.setZValue(-10)
        # The felt changes only with the window's size or the dealer's name: Qt keeps it as a pixmap
        # in screen coordinates, so a new question or a card dealt does not fill the table's path again.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_geometry(self, rect: QRectF, rail: float, dealer: QRectF) -> None:
        if rect == self._rect and rail == self._rail and dealer == self._dealer:
            return  # (a table of another size on the same felt: the pixmap Qt keeps of it stays)
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self._rail = rail
        self._dealer = QRectF(dealer)
        self.update()

    def set_dealer_text(self, text: str) -> None:
        if text == self._dealer_text:
            return
        self._dealer_text = text
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = table_shape(self._rect)
        rail = self._rail
        inner_rect = self._rect.adjusted(rail, rail, -rail, -rail)
        inner = table_shape(inner_rect)
        centre = self._rect.center()
        radius = max(self._rect.width(), self._rect.height()) / 2
        # The rail: dark leather-brown wood, lit from above.
        wood = QRadialGradient(centre.x(), centre.y() - radius * 0.3, radius * 1.2)
        wood.setColorAt(0.0, theme.RAIL_LIGHT)
        wood.setColorAt(0.75, theme.RAIL_DARK.lighter(115))
        wood.setColorAt(1.0, theme.RAIL_DARK)
        painter.setPen(QPen(theme.RAIL_EDGE, 3))
        painter.setBrush(QBrush(wood))
        painter.drawPath(outer)
        # The felt, lighter in the middle, with a vignette towards the rail.
        felt = QRadialGradient(centre, radius)
        felt.setColorAt(0.0, theme.FELT_CENTRE.lighter(108))
        felt.setColorAt(0.55, theme.FELT_CENTRE)
        felt.setColorAt(1.0, theme.FELT_EDGE)
        painter.setPen(QPen(QColor(0, 0, 0, 160), 4))
        painter.setBrush(QBrush(felt))
        painter.drawPath(inner)
        vignette = QRadialGradient(centre, radius * 1.05)
        vignette.setColorAt(0.6, QColor(0, 0, 0, 0))
        vignette.setColorAt(1.0, theme.VIGNETTE)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(vignette))
        painter.drawPath(inner)
        # A thin line on the felt, as printed on real layouts, a little inside the rail.
        line = table_shape(inner_rect.adjusted(22, 22, -22, -22))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 236, 170, 60), 3))
        painter.drawPath(line)
        self._paint_dealer(painter)

    def _paint_dealer(self, painter: QPainter) -> None:
        if self._dealer.isEmpty():
            return
        painter.setPen(QPen(theme.ACTOR.darker(130), 2))
        painter.setBrush(theme.PLATE)
        painter.drawRoundedRect(self._dealer, 14, 14)
        painter.setPen(theme.PLATE_TEXT)
        painter.setFont(theme.font(self._dealer.height() * 0.5, bold=True))
        painter.drawText(self._dealer, Qt.AlignmentFlag.AlignCenter, self._dealer_text)
