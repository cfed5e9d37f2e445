"""The application's dark, high-contrast look around the table (Fusion style, palette, a few rules)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleFactory, QStyleOption, QWidget

__all__ = ["STYLE_SHEET", "TickStyle", "apply_style", "dark_palette"]

STYLE_SHEET = """
#topBar { background: #101417; border-bottom: 1px solid #2c3238; }
#topBar QPushButton[mode="true"] {
    padding: 6px 14px; font-weight: bold; border: 1px solid #3a424a; border-radius: 6px;
    background: #1b2227; color: #e9e6dc;
}
#topBar QPushButton[mode="true"][compact="true"] { padding: 6px 6px; }
#topBar QPushButton[mode="true"]:checked { background: #f0c94a; color: #111; border-color: #f0c94a; }
#topBar QPushButton[mode="true"]:disabled { color: #6d737a; background: #15191d; }
#topBar QPushButton[mode="true"]:focus { border: 2px solid #8fc7ff; }
#topBar QToolButton { padding: 4px 8px; border: 1px solid #3a424a; background: #1b2227; color: #e9e6dc; }
#topBar QToolButton:checked { background: #f0c94a; color: #111; font-weight: bold; }
#topBar QToolButton:focus { border: 2px solid #8fc7ff; }
#topBar QToolButton::menu-indicator { image: none; width: 0; }
#language_de { border-top-left-radius: 6px; border-bottom-left-radius: 6px; }
#language_en { border-top-right-radius: 6px; border-bottom-right-radius: 6px; border-left: none; }
#verdictStrip { background: #101417; border-top: 1px solid #2c3238; }
#verdictText { color: #f4f1e8; font-size: 11pt; }
#verdictScore { color: #f4f1e8; font-weight: bold; font-size: 11pt; }
#verdictMark { font-weight: bold; font-size: 11pt; padding: 0 6px; border-radius: 4px; }
#verdictMark[verdict="right"] { color: #111; background: #8fe39a; }
#verdictMark[verdict="wrong"] { color: #fff; background: #c8242c; }
#verdictMark[verdict="note"] { color: #f0c94a; }
#observePanel QListWidget { font-size: 10.5pt; }
QSplitter::handle { background: #2c3238; }
"""


def dark_palette() -> QPalette:
    """The colours of every widget around the table."""
    palette = QPalette()
    colours = {
        QPalette.ColorRole.Window: "#171b1f",
        QPalette.ColorRole.WindowText: "#eeeae0",
        QPalette.ColorRole.Base: "#1e2429",
        QPalette.ColorRole.AlternateBase: "#232a30",
        QPalette.ColorRole.ToolTipBase: "#f4f1e8",
        QPalette.ColorRole.ToolTipText: "#111111",
        QPalette.ColorRole.PlaceholderText: "#9aa0a6",
        QPalette.ColorRole.Text: "#eeeae0",
        QPalette.ColorRole.Button: "#232a30",
        QPalette.ColorRole.ButtonText: "#eeeae0",
        QPalette.ColorRole.BrightText: "#ffffff",
        QPalette.ColorRole.Highlight: "#f0c94a",
        QPalette.ColorRole.HighlightedText: "#111111",
        QPalette.ColorRole.Link: "#8fc7ff",
    }
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6d737a"))
    return palette


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
        if element is QStyle.PrimitiveElement.PE_IndicatorCheckBox:
            _draw_tick(option, painter, radio=False)
        elif element is QStyle.PrimitiveElement.PE_IndicatorRadioButton:
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


def apply_style(app: QApplication) -> None:
    """Fusion (with visible ticks) on a dark palette, DejaVu Sans where nothing better is set, and
    the rules above."""
    app.setStyle(TickStyle())
    app.setPalette(dark_palette())
    font = QFont(app.font())
    if font.pointSizeF() < 10:
        font.setPointSizeF(10)
    app.setFont(font)
    app.setStyleSheet(STYLE_SHEET)
