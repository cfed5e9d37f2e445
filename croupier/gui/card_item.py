"""One card on the table: face up, face down or dead, sharp at any zoom and device pixel ratio."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from croupier.engine.cards import Card
from croupier.gui.card_art import CORNER, SHADOW, SHADOW_X, SHADOW_Y, CardArt

__all__ = ["CardItem"]


class CardItem(QGraphicsItem):
    """A card whose top-left corner is the item's position. ``card`` None shows the back.

    The pixels are fetched from ``CardArt`` at the size the card has on screen right now (the view's
    zoom times the device pixel ratio), so the card is drawn one pixel to one pixel, never stretched.
    """

    def __init__(
        self,
        art: CardArt,
        card: Card | None,
        size: QSizeF,
        *,
        dead: bool = False,
        hole: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._art = art
        self._card = card
        self._size = QSizeF(size)
        self._dead = dead
        self._hole = hole

    @property
    def card(self) -> Card | None:
        return self._card

    @property
    def dead(self) -> bool:
        return self._dead

    def set_face(self, card: Card | None, *, dead: bool = False, hole: bool = False) -> None:
        if (card, dead, hole) != (self._card, self._dead, self._hole):
            self._card, self._dead, self._hole = card, dead, hole
            self.update()

    def set_size(self, size: QSizeF) -> None:
        if size != self._size:
            self.prepareGeometryChange()
            self._size = QSizeF(size)

    def size(self) -> QSizeF:
        return QSizeF(self._size)

    def boundingRect(self) -> QRectF:
        shadow = self._size.width() * 0.05
        return QRectF(0, 0, self._size.width() + shadow, self._size.height() + shadow)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = QRectF(0, 0, self._size.width(), self._size.height())
        # The device transform holds the view's zoom and the screen's device pixel ratio.
        zoom = math.sqrt(abs(painter.deviceTransform().determinant())) or 1.0
        # Whole device pixels, rounded to even numbers so a resize does not fill the cache.
        pixel_w = max(2, 2 * round(rect.width() * zoom / 2))
        pixel_h = max(2, 2 * round(rect.height() * zoom / 2))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        pixmap = self._art.pixmap(self._card, pixel_w, pixel_h, 1.0, dead=self._dead, hole=self._hole)
        device = painter.deviceTransform()
        if device.type().value > QTransform.TransformationType.TxScale.value:  # turned: stretched
            shadow = rect.translated(rect.width() * SHADOW_X, rect.width() * SHADOW_Y)
            painter.setPen(QColor(0, 0, 0, 0))
            painter.setBrush(SHADOW)
            radius = rect.width() * CORNER
            painter.drawRoundedRect(shadow, radius, radius)
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
            return
        # Put down pixel for pixel at a whole device pixel: a stretched drawing (the size rounded
        # to even pixels is off by up to one) is filtered, about seven times the cost of a copy;
        # the shadow too (drawn as a rounded shape, it was a card's dearest part).
        corner = device.map(rect.topLeft())
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        painter.save()
        painter.resetTransform()
        painter.scale(1 / ratio, 1 / ratio)  # what is left is the device's own pixel ratio
        at = QPointF(round(corner.x()), round(corner.y()))
        painter.drawPixmap(at, self._art.shadow(pixel_w, pixel_h))
        painter.drawPixmap(at, pixmap)
        painter.restore()
