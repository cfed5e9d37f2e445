"""A layout of buttons two to a row, in reading order: as a grid of two equal columns where both
buttons of a row fit half of it; where one needs more, the two share the row by what they need; a
button that cannot share the row has it alone. A button's minimum size hint is the least width at
which none of its words is cut, so a long word ("Gemeinschaftskarte", "Announce…") is never cut or
broken: its row is split unevenly, or it has the row. (The buttons ignore their size hints in other
layouts, so this one asks them for the hint itself.)"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget

__all__ = ["ButtonRows"]

COLUMNS = 2


class ButtonRows(QLayout):
    """Buttons two to a row (see the module docstring); ``rows(width)`` tells how they are placed."""

    def __init__(self, parent: QWidget | None = None, *, spacing: int = 6, row_spacing: int = 5) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._row_spacing = row_spacing
        # The height at each width asked, until the buttons change: a layout asks the same widths
        # again and again (thousands of times a dealt hand), each time measuring every button.
        self._heights: dict[int, int] = {}
        # The buttons shown and the least width of each, likewise: asked at every placing.
        self._shown: tuple[list[QLayoutItem], list[int]] | None = None
        self.setContentsMargins(0, 0, 0, 0)

    # ----------------------------------------------------------------------------- QLayout

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        if not 0 <= index < len(self._items):
            return None
        item = self._items.pop(index)
        self.invalidate()
        return item

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation.Horizontal

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = self._arrange(QRect(0, 0, width, 0), move=False)
        return height

    def invalidate(self) -> None:
        self._heights.clear()
        self._shown = None
        super().invalidate()

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        # Two of the widest side by side: every button on one line where the room is there.
        widths = sorted((item.sizeHint().width() for item in self._visible()), reverse=True)
        width = max(self._widest_minimum(), sum(widths[:COLUMNS]) + self._spacing * (COLUMNS - 1))
        margins = self.contentsMargins()
        width += margins.left() + margins.right()
        return QSize(width, self.heightForWidth(width))

    def minimumSize(self) -> QSize:
        # The height comes from heightForWidth at the width given; the least one is a row's.
        margins = self.contentsMargins()
        width = self._widest_minimum() + margins.left() + margins.right()
        height = max((item.minimumSize().height() for item in self._visible()), default=0)
        return QSize(width, height + margins.top() + margins.bottom())

    # ----------------------------------------------------------------------------- rows

    def rows(self, width: int) -> list[list[tuple[QLayoutItem, int]]]:
        """The items shown, row by row, each with its width, in a layout ``width`` pixels wide
        (margins included)."""
        margins = self.contentsMargins()
        inner = width - margins.left() - margins.right()
        column = self._column_width(inner)
        items, least = self._visible_and_least()
        rows: list[list[tuple[QLayoutItem, int]]] = []
        index = 0
        while index < len(items):
            first = items[index]
            second = items[index + 1] if index + 1 < len(items) else None
            first_least = least[index]
            second_least = least[index + 1] if second is not None else 0
            if second is not None and first_least <= column and second_least <= column:
                rows.append([(first, column), (second, inner - column - self._spacing)])
            elif second is not None and first_least + second_least + self._spacing <= inner:
                extra = inner - self._spacing - first_least - second_least
                wide = first_least + extra // 2
                rows.append([(first, wide), (second, inner - wide - self._spacing)])
            else:
                # Alone: a last button that fits a column stays one (the grid's look), else the row.
                last_in_grid = second is None and first_least <= column
                rows.append([(first, column if last_in_grid else inner)])
                index += 1
                continue
            index += 2
        return rows

    def _arrange(self, rect: QRect, *, move: bool) -> int:
        """Place the items in ``rect`` (when ``move``); the height they need."""
        margins = self.contentsMargins()
        inner = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        y = inner.y()
        rows = self.rows(rect.width())
        for number, row in enumerate(rows):
            height = max(self._height(item, item_width) for item, item_width in row)
            if move:
                x = inner.x()
                for item, item_width in row:
                    item.setGeometry(QRect(x, y, item_width, height))
                    x += item_width + self._spacing
            y += height + (self._row_spacing if number < len(rows) - 1 else 0)
        return y - inner.y() + margins.top() + margins.bottom()

    @staticmethod
    def _least(item: QLayoutItem) -> int:
        widget = item.widget()
        return widget.minimumSizeHint().width() if widget is not None else item.minimumSize().width()

    def _column_width(self, width: int) -> int:
        return max(0, (width - self._spacing * (COLUMNS - 1)) // COLUMNS)

    @staticmethod
    def _height(item: QLayoutItem, width: int) -> int:
        height = item.heightForWidth(width) if item.hasHeightForWidth() else item.sizeHint().height()
        return max(height, item.minimumSize().height())

    def _visible(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _visible_and_least(self) -> tuple[list[QLayoutItem], list[int]]:
        """The items shown and each one's least width, until the layout is invalidated (a button
        renamed, shown or hidden)."""
        if self._shown is None:
            items = self._visible()
            self._shown = (items, [self._least(item) for item in items])
        return self._shown

    def _widest_minimum(self) -> int:
        return max(self._visible_and_least()[1], default=0)
