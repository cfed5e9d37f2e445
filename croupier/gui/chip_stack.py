"""A stack of chips in clear denominations with its amount written beside it (bets and the pot):
the chips of a pile as they lie (the pot's own chips), or an amount made up in the chips in play."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from croupier.engine.chips import Chips, ChipSet
from croupier.gui import theme

__all__ = ["ChipStackItem", "chip_columns"]

_PER_COLUMN = 10
_MAX_COLUMNS = 5
_PILE_COLUMN = 20  # the pot's own chips: even stacks of twenty (R12.2)


def chip_columns(
    amount: int, chips: ChipSet | None = None, pile: Chips | None = None
) -> list[tuple[int, int]]:
    """The chips for ``amount`` as (denomination, count) columns, largest first: ``pile``'s own
    chips where given (a column per colour, R12.2's stacks), else made up in ``chips``.

    The largest chip used is at most a quarter of the amount, so a stack shows a few chips rather
    than one, the way a dealer makes change.

    >>> chip_columns(340)
    [(25, 10), (25, 3), (5, 3)]
    >>> chip_columns(40)
    [(5, 8)]
    >>> chip_columns(255, pile=Chips.parse("2x100 2x25 5x1"))
    [(100, 2), (25, 2), (1, 5)]
    """
    if amount <= 0:
        return []
    if pile is not None and pile.total == amount:
        stacks: list[tuple[int, int]] = []
        for value, count in pile:
            _add_columns(stacks, value, count, _PILE_COLUMN, _MAX_COLUMNS + 1)
        return stacks
    values = list((chips or ChipSet()).denominations)
    usable = [value for value in values if 4 * value <= amount] or [values[0]]
    columns: list[tuple[int, int]] = []
    rest = amount
    for value in reversed(usable):
        count, rest = divmod(rest, value)
        _add_columns(columns, value, count, _PER_COLUMN, _MAX_COLUMNS)
    return columns


def _add_columns(columns: list[tuple[int, int]], value: int, count: int, height: int, most: int) -> None:
    """``count`` chips of ``value`` as columns of ``height`` (the last one shorter) after
    ``columns``, which hold at most ``most``: worked out, not counted out, so any amount a hand
    history may hold (18 digits) takes no longer than a small one.

    >>> columns = []
    >>> _add_columns(columns, 500, 10**15, 10, 5)
    >>> columns
    [(500, 10), (500, 10), (500, 10), (500, 10), (500, 10)]
    """
    room = most - len(columns)
    if room <= 0 or count <= 0:
        return
    full, part = divmod(count, height)
    columns.extend([(value, height)] * min(full, room))
    if part and len(columns) < most:
        columns.append((value, part))


class ChipStackItem(QGraphicsItem):
    """Chips and a label, centred on the item's position. An amount of 0 draws nothing."""

    def __init__(self, scale: float = 1.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._amount = 0
        self._label = ""
        self._scale = scale
        self._columns: list[tuple[int, int]] = []
        self._pile: Chips | None = None
        self._chip_set: ChipSet | None = None
        self._bounds = QRectF()

    @property
    def amount(self) -> int:
        return self._amount

    @property
    def label(self) -> str:
        return self._label

    @property
    def columns(self) -> list[tuple[int, int]]:
        """The (denomination, count) columns drawn."""
        return list(self._columns)

    def set_chips(
        self, amount: int, label: str, *, pile: Chips | None = None, chips: ChipSet | None = None
    ) -> None:
        """Show ``amount`` in chips with ``label`` (already formatted) beside them: ``pile``'s
        chips when it holds the amount, else the amount in the set ``chips``."""
        if (amount, label, pile, chips) == (self._amount, self._label, self._pile, self._chip_set):
            return
        self.prepareGeometryChange()
        self._amount = amount
        self._label = label
        self._pile = pile
        self._chip_set = chips
        self._columns = chip_columns(amount, chips, pile)
        self._bounds = self._measure()
        self.update()

    def set_stack_scale(self, scale: float) -> None:
        if scale != self._scale:
            self.prepareGeometryChange()
            self._scale = scale
            self._bounds = self._measure()
            self.update()

    # ----------------------------------------------------------------------------- geometry

    def _chip_size(self) -> tuple[float, float, float]:
        diameter = 40 * self._scale
        return diameter, diameter * 0.36, diameter * 0.13  # width, face height, edge thickness

    def _label_font_size(self) -> float:
        return 27 * max(self._scale, 0.75)

    def _parts(self) -> tuple[QRectF, QRectF]:
        """(the chips' box, the label's box) in item coordinates, centred on (0, 0) together."""
        if self._amount <= 0:
            return QRectF(), QRectF()
        width, face, edge = self._chip_size()
        gap = width * 0.12
        tallest = max(count for _, count in self._columns)
        chips_w = len(self._columns) * width + (len(self._columns) - 1) * gap
        chips_h = face + (tallest - 1) * edge + edge
        metrics = QFontMetricsF(theme.font(self._label_font_size(), bold=True))
        label_w = metrics.horizontalAdvance(self._label) + metrics.height() * 0.7
        label_h = metrics.height() * 1.15
        total_w = chips_w + width * 0.25 + label_w
        left = -total_w / 2
        chips = QRectF(left, -chips_h / 2, chips_w, chips_h)
        label = QRectF(chips.right() + width * 0.25, -label_h / 2, label_w, label_h)
        return chips, label

    def _measure(self) -> QRectF:
        chips, label = self._parts()
        return chips.united(label).adjusted(-4, -4, 4, 4)

    def boundingRect(self) -> QRectF:
        return self._bounds

    # ----------------------------------------------------------------------------- painting

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self._amount <= 0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        chips, label = self._parts()
        width, face, edge = self._chip_size()
        gap = width * 0.12
        for column, (value, count) in enumerate(self._columns):
            x = chips.left() + column * (width + gap)
            bottom = chips.bottom() - face / 2 - edge
            body, stripe = theme.chip_colours(value)
            for index in range(count):
                self._paint_chip(painter, QPointF(x + width / 2, bottom - index * edge), body, stripe)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(10, 14, 12, 210))
        painter.drawRoundedRect(label, label.height() / 2, label.height() / 2)
        painter.setPen(theme.PLATE_TEXT)
        painter.setFont(theme.font(self._label_font_size(), bold=True))
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, self._label)

    def _paint_chip(self, painter: QPainter, centre: QPointF, body: QColor, stripe: QColor) -> None:
        width, face, edge = self._chip_size()
        top = QRectF(centre.x() - width / 2, centre.y() - face / 2, width, face)
        side = top.translated(0, edge)
        outline = QPen(body.darker(220), max(0.8, width * 0.03))
        painter.setPen(outline)
        painter.setBrush(body.darker(135))
        painter.drawEllipse(side)
        painter.drawRect(QRectF(top.left(), centre.y(), width, edge))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRect(
            QRectF(top.left() + outline.widthF() / 2, centre.y() - 1, width - outline.widthF(), edge + 1)
        )
        # Edge stripes (the "spots" of a casino chip).
        painter.setBrush(stripe)
        for fraction in (0.12, 0.44, 0.76):
            painter.drawRect(QRectF(top.left() + width * fraction, centre.y(), width * 0.12, edge))
        painter.setPen(outline)
        painter.setBrush(body)
        painter.drawEllipse(top)
        painter.setPen(QPen(stripe, max(0.8, width * 0.05), Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(top.adjusted(width * 0.12, face * 0.14, -width * 0.12, -face * 0.14))
