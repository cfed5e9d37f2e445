"""A paginated A4 report: blocks laid out top to bottom, then painted with Qt's PDF writer.

Blocks are measured as they are added and painted only in ``save()``, once the number of pages is
known, so every footer can say "Page 2 of 4". Coordinates are the writer's device units (300 dpi).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

__all__ = ["FONT_FAMILY", "INK", "MUTED", "Cell", "Column", "ReportDocument", "ReportError"]

translate = QCoreApplication.translate

FONT_FAMILY = "DejaVu Sans"
RESOLUTION = 300
INK = QColor("#1a1a1a")
MUTED = QColor("#5b5b5b")
RULE = QColor("#b8b8b8")
STRIPE = QColor("#f1f1ee")
HEADER_FILL = QColor("#26323a")
ACCENT = QColor("#b8860b")

Draw = Callable[[QPainter, QRectF], None]
_Op = Callable[[QPainter], None]


class ReportError(OSError):
    """The report file cannot be written; the message names the path."""


@dataclass(frozen=True, slots=True)
class Column:
    """A table column: its heading, its share of the width, and right-aligned for numbers."""

    title: str
    share: float
    numeric: bool = False


@dataclass(frozen=True, slots=True)
class Cell:
    """A table cell with a background (always with its text too: never colour alone) or in bold."""

    text: str
    fill: QColor | None = None
    bold: bool = False


class ReportDocument:
    """Add blocks (``heading``, ``paragraph``, ``figures``, ``table``, ``chart``), then ``save()``."""

    def __init__(self, path: Path, *, title: str, footer: str, locale: QLocale | None = None) -> None:
        self.path = Path(path)
        self.locale = locale if locale is not None else QLocale()
        self._writer = QPdfWriter(str(self.path))
        self._writer.setResolution(RESOLUTION)
        self._writer.setPageLayout(
            QPageLayout(
                QPageSize(QPageSize.PageSizeId.A4),
                QPageLayout.Orientation.Portrait,
                QMarginsF(18, 16, 18, 14),
                QPageLayout.Unit.Millimeter,
            )
        )
        self._writer.setTitle(title)
        self._writer.setCreator("Croupier")
        self._footer = footer
        area = self._writer.pageLayout().paintRectPixels(RESOLUTION)
        self.width = float(area.width())
        self._footer_height = self.mm(9)
        self.height = float(area.height()) - self._footer_height
        self._pages: list[list[_Op]] = [[]]
        self._y = 0.0

    # ----------------------------------------------------------------------------- units and fonts

    def mm(self, value: float) -> float:
        return value * RESOLUTION / 25.4

    def font(self, points: float, *, bold: bool = False) -> QFont:
        chosen = QFont(FONT_FAMILY)
        chosen.setPointSizeF(points)
        chosen.setBold(bold)
        return chosen

    def metrics(self, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, self._writer)

    def text_height(self, text: str, font: QFont, width: float) -> float:
        flags = int(Qt.TextFlag.TextWordWrap)
        return self.metrics(font).boundingRect(QRectF(0, 0, width, 1e6), flags, text).height()

    # ----------------------------------------------------------------------------- flow

    @property
    def page_count(self) -> int:
        return len(self._pages)

    @property
    def space_left(self) -> float:
        return self.height - self._y

    def new_page(self) -> None:
        """Start a new page (nothing happens on a page that is still empty)."""
        if self._pages[-1]:
            self._pages.append([])
            self._y = 0.0

    def ensure(self, height: float) -> None:
        """Break the page unless ``height`` still fits on it."""
        if height > self.space_left:
            self.new_page()

    def skip(self, height: float) -> None:
        if self._pages[-1]:
            self._y = min(self.height, self._y + height)

    def place(self, height: float, draw: Draw) -> None:
        """Put a block of ``height`` at the current position (on a new page if it does not fit)."""
        self.ensure(height)
        rect = QRectF(0, self._y, self.width, height)
        self._pages[-1].append(lambda painter: draw(painter, rect))
        self._y += height

    # ----------------------------------------------------------------------------- blocks

    def title_block(self, title: str, subtitle: str, lines: Sequence[str]) -> None:
        """The title page's head: a band, the title in large type, a subtitle, a few lines."""
        title_font = self.font(26, bold=True)
        subtitle_font = self.font(16)
        line_font = self.font(11)
        self.skip(self.mm(30))
        band = self.mm(3)

        def draw_band(painter: QPainter, rect: QRectF) -> None:
            painter.fillRect(QRectF(rect.left(), rect.top(), self.mm(40), band), ACCENT)

        self.place(band + self.mm(6), draw_band)
        self._text(title, title_font, INK)
        self.skip(self.mm(2))
        self._text(subtitle, subtitle_font, INK)
        self.skip(self.mm(6))
        for line in lines:
            self._text(line, line_font, MUTED)

    def heading(self, text: str, *, level: int = 1) -> None:
        font = self.font(16 if level == 1 else 12.5, bold=True)
        height = self.text_height(text, font, self.width)
        # A heading never ends a page: keep room for a few lines after it.
        self.ensure(height + self.mm(25))
        if self._y > 0:
            self.skip(self.mm(6 if level == 1 else 4))
        self._text(text, font, INK)
        self.skip(self.mm(2.5))

    def paragraph(self, text: str, *, points: float = 10, colour: QColor = INK, bold: bool = False) -> None:
        self._text(text, self.font(points, bold=bold), colour)
        self.skip(self.mm(1.5))

    def _text(self, text: str, font: QFont, colour: QColor) -> None:
        height = self.text_height(text, font, self.width)

        def draw(painter: QPainter, rect: QRectF) -> None:
            painter.setFont(font)
            painter.setPen(colour)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), text)

        self.place(height, draw)

    def figures(self, items: Sequence[tuple[str, str]]) -> None:
        """Key figures side by side: a large value over its label, in framed boxes."""
        if not items:
            return
        gap = self.mm(4)
        box_width = (self.width - gap * (len(items) - 1)) / len(items)
        value_font = self.font(18, bold=True)
        label_font = self.font(9)
        pad = self.mm(3)
        label_height = max(self.text_height(label, label_font, box_width - 2 * pad) for _, label in items)
        value_height = self.metrics(value_font).height()
        height = 2 * pad + value_height + self.mm(1) + label_height

        def draw(painter: QPainter, rect: QRectF) -> None:
            for index, (value, label) in enumerate(items):
                box = QRectF(rect.left() + index * (box_width + gap), rect.top(), box_width, height)
                painter.setPen(QPen(RULE, self.mm(0.3)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(box, self.mm(1.5), self.mm(1.5))
                inner = box.adjusted(pad, pad, -pad, -pad)
                painter.setPen(INK)
                painter.setFont(value_font)
                painter.drawText(
                    QRectF(inner.left(), inner.top(), inner.width(), value_height),
                    int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                    value,
                )
                painter.setPen(MUTED)
                painter.setFont(label_font)
                painter.drawText(
                    QRectF(
                        inner.left(), inner.top() + value_height + self.mm(1), inner.width(), label_height
                    ),
                    int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap),
                    label,
                )

        self.place(height, draw)
        self.skip(self.mm(3))

    def table(self, columns: Sequence[Column], rows: Sequence[Sequence[Cell | str]]) -> None:
        """A table over as many pages as it needs, its header row repeated on each."""
        pad_x, pad_y = self.mm(1.8), self.mm(1.3)
        body_font = self.font(9.5)
        bold_font = self.font(9.5, bold=True)
        header_font = self.font(9, bold=True)
        cells = [[item if isinstance(item, Cell) else Cell(item) for item in row] for row in rows]
        widths = self._column_widths(columns, cells, header_font, bold_font, 2 * pad_x)

        def row_height(texts: Sequence[str], fonts: Sequence[QFont]) -> float:
            return 2 * pad_y + max(
                self.text_height(text, font, width - 2 * pad_x)
                for text, font, width in zip(texts, fonts, widths, strict=True)
            )

        header_height = row_height([c.title for c in columns], [header_font] * len(columns))

        def draw_header(painter: QPainter, rect: QRectF) -> None:
            painter.fillRect(rect, HEADER_FILL)
            x = rect.left()
            painter.setFont(header_font)
            painter.setPen(QColor("#ffffff"))
            for column, width in zip(columns, widths, strict=True):
                self._cell_text(painter, QRectF(x, rect.top(), width, rect.height()), column, column.title)
                x += width

        self.ensure(header_height * 2.2)
        self.place(header_height, draw_header)
        for number, row in enumerate(cells):
            fonts = [bold_font if cell.bold else body_font for cell in row]
            height = row_height([cell.text for cell in row], fonts)
            if height > self.space_left:
                self.new_page()
                self.place(header_height, draw_header)
            self.place(height, self._row_painter(columns, widths, row, fonts, striped=number % 2 == 1))
        self.skip(self.mm(3))

    def _column_widths(
        self,
        columns: Sequence[Column],
        cells: Sequence[Sequence[Cell]],
        header_font: QFont,
        body_font: QFont,
        padding: float,
    ) -> list[float]:
        """Widths by the columns' shares, but never narrower than a column's longest word
        (a long German heading such as "Bestehensgrenze" cannot wrap)."""
        total = sum(column.share for column in columns)
        widths = [self.width * column.share / total for column in columns]
        header, body = self.metrics(header_font), self.metrics(body_font)
        needed = []
        for index, column in enumerate(columns):
            words = [(header, word) for word in column.title.split()]
            words += [(body, word) for row in cells for word in row[index].text.split()]
            needed.append(max((m.horizontalAdvance(word) for m, word in words), default=0.0) + padding)
        short = sum(max(0.0, need - width) for need, width in zip(needed, widths, strict=True))
        slack = sum(max(0.0, width - need) for need, width in zip(needed, widths, strict=True))
        if short <= 0 or slack <= 0:
            return widths
        # The columns with room to spare give it up in proportion to what they have over.
        taken = min(1.0, short / slack)
        return [
            need if need > width else width - (width - need) * taken
            for need, width in zip(needed, widths, strict=True)
        ]

    def _row_painter(
        self,
        columns: Sequence[Column],
        widths: Sequence[float],
        row: Sequence[Cell],
        fonts: Sequence[QFont],
        *,
        striped: bool,
    ) -> Draw:
        def draw(painter: QPainter, rect: QRectF) -> None:
            if striped:
                painter.fillRect(rect, STRIPE)
            x = rect.left()
            for column, width, cell, font in zip(columns, widths, row, fonts, strict=True):
                box = QRectF(x, rect.top(), width, rect.height())
                if cell.fill is not None:
                    painter.fillRect(
                        box.adjusted(self.mm(0.4), self.mm(0.4), -self.mm(0.4), -self.mm(0.4)), cell.fill
                    )
                painter.setFont(font)
                painter.setPen(INK)
                self._cell_text(painter, box, column, cell.text)
                x += width
            painter.setPen(QPen(RULE, self.mm(0.2)))
            painter.drawLine(QPointF(rect.left(), rect.bottom()), QPointF(rect.right(), rect.bottom()))

        return draw

    def _cell_text(self, painter: QPainter, box: QRectF, column: Column, text: str) -> None:
        align = Qt.AlignmentFlag.AlignRight if column.numeric else Qt.AlignmentFlag.AlignLeft
        inner = box.adjusted(self.mm(1.8), self.mm(1.3), -self.mm(1.8), -self.mm(1.3))
        painter.drawText(inner, int(align | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap), text)

    def chart(self, height: float, draw: Draw) -> None:
        """A figure drawn by ``draw(painter, rect)`` across the page's width."""
        self.ensure(height)
        self.skip(self.mm(2))
        self.place(height, draw)
        self.skip(self.mm(4))

    # ----------------------------------------------------------------------------- output

    def save(self) -> int:
        """Paint every page into the PDF; returns the number of pages."""
        try:
            # Asked first, so an unusable path gets the system's reason (Qt only says "false").
            with self.path.open("wb"):
                pass
        except OSError as error:
            raise ReportError(
                translate("Report", "Cannot write the report to {path}: {reason}").format(
                    path=self.path, reason=error.strerror or error
                )
            ) from error
        painter = QPainter()
        if not painter.begin(self._writer):
            raise ReportError(
                translate("Report", "Cannot write the report to {path}.").format(path=self.path)
            )
        try:
            count = len(self._pages)
            for number, page in enumerate(self._pages, start=1):
                if number > 1:
                    self._writer.newPage()
                for op in page:
                    painter.save()
                    op(painter)
                    painter.restore()
                self._paint_footer(painter, number, count)
        finally:
            painter.end()
        return len(self._pages)

    def _paint_footer(self, painter: QPainter, number: int, count: int) -> None:
        top = self.height + self._footer_height - self.mm(5)
        painter.setPen(QPen(RULE, self.mm(0.2)))
        painter.drawLine(QPointF(0, top - self.mm(1.5)), QPointF(self.width, top - self.mm(1.5)))
        painter.setFont(self.font(8.5))
        painter.setPen(MUTED)
        box = QRectF(0, top, self.width, self.mm(5))
        painter.drawText(box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), self._footer)
        page_text = translate("Report", "Page {page} of {pages}").format(
            page=self.locale.toString(number), pages=self.locale.toString(count)
        )
        painter.drawText(box, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), page_text)
