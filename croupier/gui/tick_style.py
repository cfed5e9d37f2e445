"""``TickStyle``: Fusion with check boxes and radio buttons that show on the dark palette. Its own
module: Qt's style classes (``QStyle`` and its options) are costly to load, so the trainer loads them
after its first frame (``croupier.gui.style.apply_ticks``)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleFactory, QStyleOption, QWidget

__all__ = ["TickStyle"]

# Looked up once: drawPrimitive runs for every cell of every item view painted.
_CHECK_BOX = QStyle.PrimitiveElement.PE_IndicatorCheckBox
_RADIO_BUTTON = QStyle.PrimitiveElement.PE_IndicatorRadioButton


class TickStyle(QProxyStyle):
    """Fusion, with check boxes and radio buttons that show on a dark palette.

    Fusion outlines them with a darker shade of the window colour, which all but vanishes on a dark
    window. Here the box or circle has a light outline in the text colour; ticked, it is filled with
    the highlight colour and carries a dark check mark or dot. Check boxes in lists and menus are
    drawn the same way (Fusion draws those as check boxes too). The size stays Fusion's, so no
    layout moves.
    """

    def __init__(self) -> None:
        super().__init__(QStyleFactory.create("Fusion"))

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element is _CHECK_BOX:
            _draw_tick(option, painter, radio=False)
        elif element is _RADIO_BUTTON:
            _draw_tick(option, painter, radio=True)
        else:
            super().drawPrimitive(element, option, painter, widget)


def _draw_tick(option: QStyleOption, painter: QPainter, *, radio: bool) -> None:
    """A check box or radio button indicator in ``option.rect``, from the option's palette."""
    palette = option.palette
    state = option.state
    enabled = bool(state & QStyle.StateFlag.State_Enabled)
    on = bool(state & QStyle.StateFlag.State_On)
    partly = bool(state & QStyle.StateFlag.State_NoChange)
    side = min(option.rect.width(), option.rect.height())
    box = QRectF(0, 0, side, side)
    box.moveCenter(QRectF(option.rect).center())
    box.adjust(1, 1, -1, -1)  # room for the 1.5 px outline inside the rect
    ink = palette.color(QPalette.ColorRole.Text)
    if enabled and state & QStyle.StateFlag.State_MouseOver and not (on or partly):
        ink = palette.color(QPalette.ColorRole.Link)
    if on or partly:
        fill = palette.color(QPalette.ColorRole.Highlight if enabled else QPalette.ColorRole.Text)
        edge = fill.darker(135)
        mark = palette.color(QPalette.ColorRole.HighlightedText if enabled else QPalette.ColorRole.Base)
    else:
        fill = palette.color(QPalette.ColorRole.Base if enabled else QPalette.ColorRole.Window)
        edge = ink
        mark = ink
    if state & QStyle.StateFlag.State_Sunken:
        fill = fill.lighter(125)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(edge, 1.5))
    painter.setBrush(fill)
    if radio:
        painter.drawEllipse(box)
    else:
        painter.drawRoundedRect(box, 3, 3)
    if on or partly:
        size = box.width()
        pen = QPen(mark, max(2.0, size / 7), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if radio:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(mark)
            painter.drawEllipse(box.center(), size * 0.22, size * 0.22)
        elif partly and not on:
            middle = box.center().y()
            painter.drawLine(
                QPointF(box.left() + size * 0.25, middle), QPointF(box.right() - size * 0.25, middle)
            )
        else:
            tick = QPainterPath(QPointF(box.left() + size * 0.22, box.top() + size * 0.52))
            tick.lineTo(QPointF(box.left() + size * 0.42, box.top() + size * 0.72))
            tick.lineTo(QPointF(box.left() + size * 0.78, box.top() + size * 0.30))
            painter.drawPath(tick)
    painter.restore()
