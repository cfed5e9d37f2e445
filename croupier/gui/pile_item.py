"""A labelled place for face-down cards in front of the dealer: the stub (with its cut card), the
burn pile, and the spot where a community card would go."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from croupier.gui import theme
from croupier.gui.card_art import CardArt

__all__ = ["PileItem"]

_MAX_DRAWN = 6


class PileItem(QGraphicsItem):
    """``count`` cards stacked face down and centred on the item's position, a label below.

    ``cut_card`` shows the plastic cut card under the stub; ``fanned`` spreads the cards a little,
    as burn cards lie. An empty pile draws a dashed outline so the place is still shown.
    """

    def __init__(
        self,
        art: CardArt,
        size: QSizeF,
        *,
        cut_card: bool = False,
        fanned: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._art = art
        self._size = QSizeF(size)
        self._cut_card = cut_card
        self._fanned = fanned
        self._count = 0
        self._label = ""
        self.setZValue(5)
        # Its card backs are painted from paths: Qt keeps the pile as a pixmap in screen
        # coordinates, painted again only when it changes (a card burnt, the stub counted).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def count(self) -> int:
        return self._count

    @property
    def label(self) -> str:
        return self._label

    def set_pile(self, count: int, label: str) -> None:
        if (count, label) != (self._count, self._label):
            self.prepareGeometryChange()
            self._count, self._label = count, label
            self.update()  # the cached picture painted again, even where the size stays the same

    def set_card_size(self, size: QSizeF) -> None:
        if size != self._size:
            self.prepareGeometryChange()
            self._size = QSizeF(size)
            self.update()

    def card_rect(self) -> QRectF:
        """Where the top card lies, in item coordinates."""
        rect = QRectF(QPointF(0, 0), self._size)
        rect.moveCenter(QPointF(0, 0))
        return rect

    def _label_rect(self) -> QRectF:
        card = self.card_rect()
        metrics = QFontMetricsF(theme.font(self._label_size(), bold=True))
        height = metrics.height() * 1.25
        width = max(metrics.horizontalAdvance(self._label) + height, card.width())
        return QRectF(-width / 2, card.bottom() + self._size.height() * 0.1, width, height)

    def _label_size(self) -> float:
        return max(self._size.width() * 0.34, 18.0)

    def boundingRect(self) -> QRectF:
        card = self.card_rect()
        grow = self._size.width() * 0.35
        return card.adjusted(-grow, -grow, grow, grow).united(self._label_rect())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = self.card_rect()
        if self._count <= 0:
            painter.setPen(QPen(QColor(255, 255, 255, 120), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 30))
            painter.drawRoundedRect(card, card.width() * 0.08, card.width() * 0.08)
        else:
            if self._cut_card:
                self._paint_cut_card(painter, card)
            # One back, drawn from the card art's pixmaps at the device's pixels (its paths cost
            # about fifty times as much, and a pile draws up to eight of them).
            zoom = math.sqrt(abs(painter.deviceTransform().determinant())) or 1.0
            back = self._art.pixmap(
                None, max(2, 2 * round(card.width() * zoom / 2)), max(2, 2 * round(card.height() * zoom / 2))
            )
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            drawn = min(self._count, _MAX_DRAWN)
            for index in range(drawn):
                painter.save()
                if self._fanned:
                    painter.rotate((index - (drawn - 1) / 2) * 7)
                    step = QPointF(0, 0)
                else:
                    step = QPointF(-index * 1.6, -index * 1.6)
                painter.drawPixmap(card.translated(step), back, QRectF(back.rect()))
                painter.restore()
        if self._label:
            label = self._label_rect()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(10, 14, 12, 190))
            painter.drawRoundedRect(label, label.height() / 2, label.height() / 2)
            painter.setPen(theme.PLATE_TEXT)
            painter.setFont(theme.font(self._label_size(), bold=True))
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, self._label)

    def _paint_cut_card(self, painter: QPainter, card: QRectF) -> None:
        """The cut card: solid plastic under the stub, sticking out at the bottom left."""
        cut = card.translated(-card.width() * 0.16, card.height() * 0.1)
        painter.setPen(QPen(QColor("#3a2c00"), 1.5))
        painter.setBrush(theme.CUT_CARD)
        painter.drawRoundedRect(cut, card.width() * 0.06, card.width() * 0.06)
