"""Playing cards drawn as vector art: faces with large corner indices, the back, and the dead mark.

Everything is painted from paths, so a card is sharp at any size; ``CardArt.pixmap`` caches the
rendered pixels per card, pixel size, device pixel ratio and deck colours.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from croupier.engine.cards import Card, Rank, Suit
from croupier.gui import theme
from croupier.i18n.names import rank_symbol

__all__ = ["CARD_ASPECT", "CardArt", "suit_path"]

CARD_ASPECT = 5 / 7  # width / height of a poker-size card (2.5 x 3.5 inches)

_FACES = (Rank.JACK, Rank.QUEEN, Rank.KING)


@cache
def suit_path(suit: Suit) -> QPainterPath:
    """The suit's outline in the unit square (0..1 both ways), filled with the winding rule."""
    path = QPainterPath()
    if suit is Suit.HEARTS:
        path.moveTo(0.5, 0.97)
        path.cubicTo(0.16, 0.72, 0.0, 0.5, 0.0, 0.3)
        path.cubicTo(0.0, 0.12, 0.13, 0.02, 0.27, 0.02)
        path.cubicTo(0.38, 0.02, 0.46, 0.09, 0.5, 0.2)
        path.cubicTo(0.54, 0.09, 0.62, 0.02, 0.73, 0.02)
        path.cubicTo(0.87, 0.02, 1.0, 0.12, 1.0, 0.3)
        path.cubicTo(1.0, 0.5, 0.84, 0.72, 0.5, 0.97)
    elif suit is Suit.DIAMONDS:
        path.moveTo(0.5, 0.0)
        path.quadTo(0.64, 0.27, 0.88, 0.5)
        path.quadTo(0.64, 0.73, 0.5, 1.0)
        path.quadTo(0.36, 0.73, 0.12, 0.5)
        path.quadTo(0.36, 0.27, 0.5, 0.0)
    elif suit is Suit.SPADES:
        path.moveTo(0.5, 0.0)
        path.cubicTo(0.62, 0.18, 1.0, 0.37, 1.0, 0.6)
        path.cubicTo(1.0, 0.76, 0.88, 0.84, 0.75, 0.84)
        path.cubicTo(0.65, 0.84, 0.57, 0.79, 0.53, 0.72)
        path.cubicTo(0.55, 0.86, 0.6, 0.95, 0.72, 1.0)
        path.lineTo(0.28, 1.0)
        path.cubicTo(0.4, 0.95, 0.45, 0.86, 0.47, 0.72)
        path.cubicTo(0.43, 0.79, 0.35, 0.84, 0.25, 0.84)
        path.cubicTo(0.12, 0.84, 0.0, 0.76, 0.0, 0.6)
        path.cubicTo(0.0, 0.37, 0.38, 0.18, 0.5, 0.0)
    else:
        lobes = QPainterPath()
        for x, y in ((0.5, 0.24), (0.24, 0.57), (0.76, 0.57)):
            lobes.addEllipse(QPointF(x, y), 0.235, 0.235)
        lobes.addEllipse(QPointF(0.5, 0.52), 0.14, 0.14)
        stem = QPainterPath()
        stem.moveTo(0.46, 0.55)
        stem.cubicTo(0.46, 0.82, 0.41, 0.94, 0.28, 1.0)
        stem.lineTo(0.72, 1.0)
        stem.cubicTo(0.59, 0.94, 0.54, 0.82, 0.54, 0.55)
        stem.closeSubpath()
        path = lobes.united(stem)
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def _fit(path: QPainterPath, box: QRectF) -> QPainterPath:
    """``path`` (drawn in the unit square) scaled into ``box``."""
    transform = QTransform()
    transform.translate(box.x(), box.y())
    transform.scale(box.width(), box.height())
    return transform.map(path)


@cache
def _text_path(text: str, *, serif: bool) -> tuple[QPainterPath, float]:
    """``text`` as an outline at a 100-unit font, and the font's cap height (the size to fit)."""
    font = QFont("DejaVu Serif" if serif else "DejaVu Sans Condensed")
    font.setPixelSize(100)
    font.setBold(True)
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, text)
    return path, QFontMetricsF(font).capHeight()


def _index_text(text: str, box: QRectF, *, serif: bool = False) -> QPainterPath:
    """``text`` with its capitals exactly ``box``'s height, centred, squeezed if too wide."""
    path, cap = _text_path(text, serif=serif)
    bounds = path.boundingRect()
    scale_y = box.height() / cap
    scale_x = min(scale_y, box.width() / max(bounds.width(), 1e-6))
    transform = QTransform()
    # The baseline sits on the box's bottom; the text is centred across the box.
    transform.translate(box.center().x() - bounds.center().x() * scale_x, box.bottom())
    transform.scale(scale_x, scale_y)
    return transform.map(path)


CORNER = 0.075  # a card's corner radius, of its width
SHADOW = QColor(0, 0, 0, 70)  # the shadow a card casts on the felt, offset right and down by
SHADOW_X, SHADOW_Y = 0.035, 0.045  # these shares of its width


class CardArt:
    """Draws cards for one deck style (two- or four-colour) and keeps the rendered pixmaps.

    ``pixmap(card, width, height, dpr)`` is what items use: ``card`` None draws the back. The
    cache key holds everything that changes the pixels, the rank symbol included (German decks
    print B, D, K for jack, queen, king), so switching language or deck needs no cache flush.
    """

    def __init__(self, *, four_colour: bool = False, cache_size: int = 800) -> None:
        self.four_colour = four_colour
        self._cache: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        self._cache_size = cache_size

    def colour(self, suit: Suit) -> QColor:
        """The ink of ``suit`` in this deck."""
        return theme.suit_colour(suit, four_colour=self.four_colour)

    # ------------------------------------------------------------------------------- cached pixels

    def pixmap(
        self,
        card: Card | None,
        width: int,
        height: int,
        dpr: float = 1.0,
        *,
        dead: bool = False,
        hole: bool = False,
    ) -> QPixmap:
        """The card (its back when ``card`` is None) at ``width`` x ``height`` logical pixels.

        ``dead`` lays the killed-hand mark over it; ``hole`` tints a face-up drawing of a down card.
        """
        symbol = rank_symbol(card.rank) if card is not None else ""
        key = (str(card), symbol, width, height, round(dpr, 3), self.four_colour, dead, hole)

        def draw(painter: QPainter) -> None:
            self.paint(painter, QRectF(0, 0, width, height), card, dead=dead, hole=hole)

        return self._kept(key, max(1, round(width * dpr)), max(1, round(height * dpr)), dpr, draw)

    def shadow(self, width: int, height: int) -> QPixmap:
        """The shadow of a card ``width`` x ``height`` device pixels, in a pixmap whose top left is
        the card's (it reaches past the card's right and bottom edges)."""

        def draw(painter: QPainter) -> None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SHADOW)
            radius = width * CORNER
            painter.drawRoundedRect(QRectF(width * SHADOW_X, width * SHADOW_Y, width, height), radius, radius)

        pixel_w, pixel_h = math.ceil(width * (1 + SHADOW_X)) + 1, math.ceil(height + width * SHADOW_Y) + 1
        return self._kept(("shadow", width, height), pixel_w, pixel_h, 1.0, draw)

    def _kept(
        self,
        key: tuple[object, ...],
        pixel_w: int,
        pixel_h: int,
        dpr: float,
        draw: Callable[[QPainter], None],
    ) -> QPixmap:
        """The pixmap kept under ``key``, else ``pixel_w`` x ``pixel_h`` pixels drawn by ``draw``
        (antialiased, on transparent) and kept, the least recently used dropped past the cache's size."""
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        pixels = QPixmap(pixel_w, pixel_h)
        pixels.setDevicePixelRatio(dpr)
        pixels.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixels)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw(painter)
        painter.end()
        self._cache[key] = pixels
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return pixels

    # ------------------------------------------------------------------------------- painting

    def paint(
        self,
        painter: QPainter,
        rect: QRectF,
        card: Card | None,
        *,
        dead: bool = False,
        hole: bool = False,
    ) -> None:
        """Paint the card (or its back) into ``rect`` on any painter."""
        if card is None:
            self.paint_back(painter, rect)
        else:
            self.paint_face(painter, rect, card, hole=hole)
        if dead:
            self.paint_dead(painter, rect)

    @staticmethod
    def _outline(rect: QRectF) -> QPainterPath:
        inset = rect.width() * 0.006
        shape = QPainterPath()
        radius = rect.width() * CORNER
        shape.addRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        return shape

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card, *, hole: bool = False) -> None:
        """The face: corner indices top left and (turned) bottom right, a large centre mark."""
        painter.save()
        outline = self._outline(rect)
        painter.setPen(QPen(theme.CARD_EDGE, max(0.6, rect.width() * 0.012)))
        painter.setBrush(QColor("#dde5ee") if hole else theme.CARD_FACE)
        painter.drawPath(outline)
        ink = self.colour(card.suit)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        symbol = rank_symbol(card.rank)
        width, height = rect.width(), rect.height()
        for turned in (False, True):
            painter.save()
            if turned:
                painter.translate(rect.center())
                painter.rotate(180)
                painter.translate(-rect.center())
            rank_box = QRectF(rect.x() + width * 0.04, rect.y() + height * 0.055, width * 0.32, height * 0.2)
            painter.drawPath(_index_text(symbol, rank_box))
            suit_size = width * 0.21
            suit_box = QRectF(
                rank_box.center().x() - suit_size / 2,
                rank_box.bottom() + height * 0.035,
                suit_size,
                suit_size,
            )
            painter.drawPath(_fit(suit_path(card.suit), suit_box))
            painter.restore()
        self._paint_centre(painter, rect, card, ink)
        painter.restore()

    def _paint_centre(self, painter: QPainter, rect: QRectF, card: Card, ink: QColor) -> None:
        width, height = rect.width(), rect.height()
        centre = rect.center()
        if card.rank in _FACES:
            panel = QRectF(0, 0, width * 0.4, height * 0.44)
            panel.moveCenter(centre)
            painter.setBrush(theme.FACE_PANEL)
            painter.setPen(QPen(ink, max(0.6, width * 0.018)))
            painter.drawRoundedRect(panel, width * 0.05, width * 0.05)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink)
            letter = QRectF(panel.x(), panel.y() + panel.height() * 0.1, panel.width(), panel.height() * 0.42)
            painter.drawPath(_index_text(rank_symbol(card.rank), letter, serif=True))
            size = panel.width() * 0.4
            mark = QRectF(centre.x() - size / 2, panel.bottom() - size - panel.height() * 0.08, size, size)
            painter.drawPath(_fit(suit_path(card.suit), mark))
            return
        size = width * (0.46 if card.rank is Rank.ACE else 0.36)
        mark = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
        painter.drawPath(_fit(suit_path(card.suit), mark))

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        """The back: a white border round a lattice, the same for every card."""
        painter.save()
        outline = self._outline(rect)
        painter.setPen(QPen(theme.CARD_EDGE, max(0.6, rect.width() * 0.012)))
        painter.setBrush(theme.CARD_FACE)
        painter.drawPath(outline)
        margin = rect.width() * 0.07
        inner = rect.adjusted(margin, margin, -margin, -margin)
        field = QPainterPath()
        field.addRoundedRect(inner, rect.width() * 0.04, rect.width() * 0.04)
        gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
        gradient.setColorAt(0.0, theme.BACK_MAIN.lighter(120))
        gradient.setColorAt(1.0, theme.BACK_MAIN.darker(125))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(gradient))
        painter.drawPath(field)
        painter.setClipPath(field)
        painter.setPen(QPen(theme.BACK_LINE, max(0.5, rect.width() * 0.016)))
        step = rect.width() * 0.13
        span = inner.width() + inner.height()
        offset = -inner.height()
        while offset < span:
            x = inner.x() + offset
            painter.drawLine(QPointF(x, inner.y()), QPointF(x + inner.height(), inner.bottom()))
            painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.y()))
            offset += step
        painter.setClipping(False)
        emblem = QRectF(0, 0, inner.width() * 0.5, inner.width() * 0.5)
        emblem.moveCenter(inner.center())
        painter.setPen(QPen(theme.BACK_LINE, max(0.6, rect.width() * 0.025)))
        painter.setBrush(theme.BACK_MAIN)
        painter.drawEllipse(emblem)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.BACK_LINE)
        painter.drawPath(
            _fit(
                suit_path(Suit.SPADES),
                emblem.adjusted(*(emblem.width() * f for f in (0.25, 0.22, -0.25, -0.28))),
            )
        )
        painter.restore()

    def paint_dead(self, painter: QPainter, rect: QRectF) -> None:
        """The killed-hand mark: a light grey veil and a bold cross in the lower left corner.

        The corner is the part of a card that stays in view when up cards overlap, and it leaves
        the index readable; the cross is a shape, so the mark does not rely on colour.
        """
        painter.save()
        outline = self._outline(rect)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(60, 60, 60, 95))
        painter.drawPath(outline)
        size = rect.width() * 0.34
        mark = QRectF(rect.x() + rect.width() * 0.08, rect.bottom() - size - rect.height() * 0.06, size, size)
        painter.setBrush(QColor(20, 20, 20, 235))
        painter.setPen(QPen(QColor(255, 255, 255, 235), max(0.6, rect.width() * 0.025)))
        painter.drawEllipse(mark)
        inset = size * 0.28
        cross = mark.adjusted(inset, inset, -inset, -inset)
        pen = QPen(QColor(255, 255, 255), max(0.8, size * 0.13))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(cross.topLeft(), cross.bottomRight())
        painter.drawLine(cross.topRight(), cross.bottomLeft())
        painter.restore()
