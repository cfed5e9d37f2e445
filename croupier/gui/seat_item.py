"""A seat's name plate: who sits there, the chips behind, and its state written out in a badge."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from croupier.gui import theme

__all__ = ["Badge", "SeatPlateItem"]


class Badge(Enum):
    """The seat's state as the plate writes it (never by colour alone)."""

    NONE = "none"
    TO_ACT = "to_act"
    ALL_IN = "all_in"
    FOLDED = "folded"
    MUCKED = "mucked"
    KILLED = "killed"
    WON = "won"


# Badge fill and text colours.
_BADGE_COLOURS = {
    Badge.TO_ACT: (theme.ACTOR, theme.BADGE_TEXT),
    Badge.ALL_IN: (QColor("#f4f1e8"), QColor("#a3121a")),
    Badge.FOLDED: (QColor("#5a5f66"), QColor("#f4f1e8")),
    Badge.MUCKED: (QColor("#5a5f66"), QColor("#f4f1e8")),
    Badge.KILLED: (QColor("#2a2a2a"), QColor("#f4f1e8")),
    Badge.WON: (theme.WIN, theme.BADGE_TEXT),
}


class SeatPlateItem(QGraphicsItem):
    """The plate in ``rect`` (item coordinates = scene coordinates; the item sits at 0, 0).

    The seat to act gets a thick gold frame, a pointer and a "to act" badge; a folded seat is
    dimmed and says so.
    """

    def __init__(self, seat: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self._rect = QRectF()
        self._name = ""
        self._stack = ""
        self._badge = Badge.NONE
        self._badge_text = ""
        self._badge_short = ""
        self.setZValue(10)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    @property
    def badge(self) -> Badge:
        return self._badge

    @property
    def texts(self) -> tuple[str, str, str]:
        """(name, stack, badge) as shown, for tests and accessibility summaries."""
        return self._name, self._stack, self._badge_text

    def rect(self) -> QRectF:
        """The plate itself (the bounding rect also holds the "to act" glow and pointer)."""
        return QRectF(self._rect)

    def set_rect(self, rect: QRectF) -> None:
        """Place the plate (scene coordinates)."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def set_texts(self, name: str, stack: str, badge: Badge, badge_text: str, badge_short: str = "") -> None:
        """``badge_short`` is the badge's text where the whole one would crowd the stack ("+1,815"
        for "Wins 1,815")."""
        if (name, stack, badge, badge_text, badge_short) == (
            self._name,
            self._stack,
            self._badge,
            self._badge_text,
            self._badge_short,
        ):
            return  # nothing to paint again
        self._name, self._stack, self._badge, self._badge_text = name, stack, badge, badge_text
        self._badge_short = badge_short
        self.setOpacity(0.55 if badge in {Badge.FOLDED, Badge.MUCKED} else 1.0)
        self.update()

    def boundingRect(self) -> QRectF:
        grow = self._rect.height() * 0.3
        return self._rect.adjusted(-grow, -grow, grow, grow)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self._rect.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        unit = rect.height() / 66
        acting = self._badge is Badge.TO_ACT
        radius = 12 * unit
        if acting:
            glow = rect.adjusted(-7 * unit, -7 * unit, 7 * unit, 7 * unit)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 213, 74, 70))
            painter.drawRoundedRect(glow, radius + 6 * unit, radius + 6 * unit)
            self._paint_pointer(painter, unit)
        painter.setPen(
            QPen(theme.ACTOR if acting else QColor(255, 255, 255, 60), (5 if acting else 1.5) * unit)
        )
        painter.setBrush(theme.PLATE)
        painter.drawRoundedRect(rect, radius, radius)
        name_font = theme.font(27 * unit, bold=True)
        painter.setFont(name_font)
        painter.setPen(theme.PLATE_TEXT)
        name_box, stack_box = self._rows(unit)
        name = QFontMetricsF(name_font).elidedText(self._name, Qt.TextElideMode.ElideRight, name_box.width())
        painter.drawText(name_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        # Second row: the chips behind on the left, the seat's state on the right.
        stack_font = theme.font(24 * unit)
        stack_width = self._stack_width(unit)
        badge_text = self._fitting_badge(stack_box, unit, stack_width)
        badge_rect = self._badge_rect(stack_box, unit, stack_width, badge_text)
        chip = QRectF(stack_box.left(), stack_box.center().y() - 8 * unit, 16 * unit, 16 * unit)
        painter.setPen(QPen(QColor("#f4f1e8"), 2 * unit, Qt.PenStyle.DotLine))
        painter.setBrush(QColor("#b0262d"))
        painter.drawEllipse(chip)
        painter.setFont(stack_font)
        painter.setPen(theme.PLATE_TEXT)
        text_box = stack_box.adjusted(22 * unit, 0, 0, 0)
        if not badge_rect.isEmpty():
            text_box.setRight(badge_rect.left() - 6 * unit)
        stack = QFontMetricsF(stack_font).elidedText(
            self._stack, Qt.TextElideMode.ElideRight, text_box.width()
        )
        painter.drawText(text_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, stack)
        if not badge_rect.isEmpty():
            fill, ink = _BADGE_COLOURS[self._badge]
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(badge_rect, badge_rect.height() / 2, badge_rect.height() / 2)
            painter.setPen(ink)
            badge_font = self._badge_font(unit)
            painter.setFont(badge_font)
            badge = QFontMetricsF(badge_font).elidedText(
                badge_text, Qt.TextElideMode.ElideRight, badge_rect.width() - 12 * unit
            )
            painter.drawText(badge_rect, Qt.AlignmentFlag.AlignCenter, badge)

    def _rows(self, unit: float) -> tuple[QRectF, QRectF]:
        """(the name's row, the stack's and badge's row) inside the plate."""
        pad = 12 * unit
        inner = self._rect.adjusted(pad, 5 * unit, -pad, -5 * unit)
        name_box = QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.52)
        return name_box, QRectF(inner.left(), name_box.bottom(), inner.width(), inner.height() * 0.48)

    def _stack_width(self, unit: float) -> float:
        """The room the chips behind take: what the dealer reads, so the badge gives way to them."""
        return QFontMetricsF(theme.font(24 * unit)).horizontalAdvance(self._stack) + 28 * unit

    def _badge_font_size(self, unit: float) -> float:
        return 20 * unit

    def _badge_font(self, unit: float) -> QFont:
        return theme.font(self._badge_font_size(unit), bold=True)

    def _badge_room(self, row: QRectF, stack_width: float) -> float:
        return max(row.width() - stack_width, row.width() * 0.34)

    def _fitting_badge(self, row: QRectF, unit: float, stack_width: float) -> str:
        """The badge's whole text if it fits beside the stack, else its short one if it has one."""
        metrics = QFontMetricsF(self._badge_font(unit))
        if self._badge_short and metrics.horizontalAdvance(self._badge_text) + 18 * unit > self._badge_room(
            row, stack_width
        ):
            return self._badge_short
        return self._badge_text

    def _badge_rect(self, row: QRectF, unit: float, stack_width: float, text: str) -> QRectF:
        """The badge at the right end of ``row``, leaving the stack ``stack_width`` (and at least a
        third of the row); a badge longer than the rest is cut short, not the stack."""
        if self._badge is Badge.NONE or not text:
            return QRectF()
        metrics = QFontMetricsF(self._badge_font(unit))
        width = min(
            metrics.horizontalAdvance(text) + 18 * unit,
            self._badge_room(row, stack_width),
            row.width() * 0.66,
        )
        height = metrics.height() + 4 * unit
        return QRectF(row.right() - width, row.center().y() - height / 2, width, height)

    def _paint_pointer(self, painter: QPainter, unit: float) -> None:
        """A gold triangle pointing at the plate from the left: this seat acts."""
        rect = self._rect
        x = rect.left() - 4 * unit
        size = 16 * unit
        y = rect.center().y()
        triangle = QPolygonF([QPointF(x - size, y - size), QPointF(x, y), QPointF(x - size, y + size)])
        painter.setPen(QPen(theme.BADGE_TEXT, 1.5 * unit))
        painter.setBrush(theme.ACTOR)
        painter.drawPolygon(triangle)
