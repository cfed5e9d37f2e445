"""The application's look: check boxes and radio buttons that show on the dark palette."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPalette
from PySide6.QtWidgets import QCheckBox, QRadioButton, QStyle, QStyleFactory, QStyleOptionButton

from croupier.gui.style import STYLE_SHEET, apply_style, apply_ticks, dark_palette, has_ticks
from croupier.gui.tick_style import TickStyle

_SIDE = 14  # Fusion's


def _luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())
    )


def _contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _indicator(element: QStyle.PrimitiveElement, state: QStyle.StateFlag) -> QImage:
    """The indicator drawn by the app's style on the dark window colour, 4 px of window around it."""
    palette = dark_palette()
    image = QImage(_SIDE + 8, _SIDE + 8, QImage.Format.Format_ARGB32)
    image.fill(palette.color(QPalette.ColorRole.Window))
    option = QStyleOptionButton()
    option.palette = palette
    option.rect = QRect(4, 4, _SIDE, _SIDE)
    option.state = QStyle.StateFlag.State_Enabled | state
    painter = QPainter(image)
    TickStyle().drawPrimitive(element, option, painter)
    painter.end()
    return image


def _colours(image: QImage) -> list[QColor]:
    return [image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())]


@pytest.mark.parametrize(
    "element",
    [QStyle.PrimitiveElement.PE_IndicatorCheckBox, QStyle.PrimitiveElement.PE_IndicatorRadioButton],
    ids=["check box", "radio button"],
)
def test_an_empty_box_has_an_outline_that_stands_out_from_the_window(element):
    window = dark_palette().color(QPalette.ColorRole.Window)
    image = _indicator(element, QStyle.StateFlag.State_Off)
    # WCAG 1.4.11: a control's edge needs 3:1 against what is around it.
    assert max(_contrast(colour, window) for colour in _colours(image)) >= 3.0
    centre = image.pixelColor(image.width() // 2, image.height() // 2)
    assert _contrast(centre, window) < 1.5, "an empty box stays dark inside"


@pytest.mark.parametrize(
    "element",
    [QStyle.PrimitiveElement.PE_IndicatorCheckBox, QStyle.PrimitiveElement.PE_IndicatorRadioButton],
    ids=["check box", "radio button"],
)
def test_a_ticked_box_is_filled_and_marked(element):
    palette = dark_palette()
    highlight = palette.color(QPalette.ColorRole.Highlight)
    mark = palette.color(QPalette.ColorRole.HighlightedText)
    image = _indicator(element, QStyle.StateFlag.State_On)
    colours = _colours(image)
    filled = sum(1 for colour in colours if _contrast(colour, highlight) < 1.1)
    marked = sum(1 for colour in colours if _contrast(colour, mark) < 1.3)
    assert filled >= _SIDE * 3, "the box is filled with the highlight colour"
    assert marked >= 6, "a dark check mark or dot on it"
    assert _contrast(highlight, mark) >= 4.5


def test_a_half_ticked_box_differs_from_a_ticked_one():
    box = QStyle.PrimitiveElement.PE_IndicatorCheckBox
    assert _indicator(box, QStyle.StateFlag.State_NoChange) != _indicator(box, QStyle.StateFlag.State_On)


def test_the_indicators_keep_fusions_size():
    style, fusion = TickStyle(), QStyleFactory.create("Fusion")
    for metric in (QStyle.PixelMetric.PM_IndicatorWidth, QStyle.PixelMetric.PM_ExclusiveIndicatorHeight):
        assert style.pixelMetric(metric) == fusion.pixelMetric(metric) == _SIDE


@pytest.mark.parametrize("kind", [QCheckBox, QRadioButton])
def test_widgets_draw_their_indicators_with_the_style(qtbot, kind):
    style = TickStyle()
    widget = kind("Four-colour deck")
    qtbot.add_widget(widget)
    widget.setStyle(style)
    widget.setPalette(dark_palette())
    widget.setAutoFillBackground(True)
    widget.resize(widget.sizeHint())
    option = QStyleOptionButton()
    option.initFrom(widget)
    element = (
        QStyle.SubElement.SE_CheckBoxIndicator
        if kind is QCheckBox
        else QStyle.SubElement.SE_RadioButtonIndicator
    )
    rect = style.subElementRect(element, option, widget)
    image = widget.grab(rect).toImage()
    window = dark_palette().color(QPalette.ColorRole.Window)
    assert max(_contrast(colour, window) for colour in _colours(image)) >= 3.0


class _App:
    """What ``apply_style`` asks of the application, recorded."""

    def __init__(self) -> None:
        self.style = None
        self.sheet = ""
        self.properties = {}
        self._font = QFont()

    def setStyle(self, style) -> None:
        self.style = style

    def setPalette(self, palette) -> None:
        self.palette = palette

    def font(self) -> QFont:
        return self._font

    def setFont(self, font) -> None:
        self._font = font

    def setStyleSheet(self, sheet) -> None:
        self.sheet = sheet

    def setProperty(self, name, value) -> None:
        self.properties[name] = value


def test_without_ticks_the_application_gets_plain_fusion_then_the_ticks_once(qapp):
    app = _App()
    apply_style(app, ticks=False)
    assert app.style.objectName().lower() == "fusion"
    assert not isinstance(app.style, TickStyle)
    assert app.sheet == STYLE_SHEET
    assert app.properties == {"croupierTicks": False}
    qapp.setProperty("croupierTicks", False)
    palette = qapp.palette()
    apply_ticks(qapp)
    assert has_ticks(qapp)
    ticks = qapp.style()
    assert qapp.palette() == palette  # the dark palette stays
    apply_ticks(qapp)
    assert qapp.style() is ticks  # once


def test_the_application_gets_the_style_once_for_every_widget():
    app = _App()
    apply_style(app)
    assert isinstance(app.style, TickStyle)
    assert app.sheet == STYLE_SHEET
    assert "::indicator" not in STYLE_SHEET  # the style draws them, not a rule per widget
