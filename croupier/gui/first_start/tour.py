"""The tour: a short walk over the window that points at one part at a time (the table, the duty
panel, the verdict strip, the score) with a few words on each. It dims the rest, rings the part
pointed at, and waits for Next (Enter, Space, →) or Skip (Esc); no key reaches the window behind it.
``finished(skipped)`` when it ends."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPainterPath, QPaintEvent, QPen, QShowEvent
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

__all__ = ["TourOverlay", "TourStop"]

_SHADE = QColor(0, 0, 0, 165)
_RING = QColor("#f0c94a")
_NEXT_KEYS = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Right}
_MARGIN = 6


def _nothing() -> Sequence[tuple[QWidget, QRect]]:
    return ()


@dataclass(frozen=True)
class TourStop:
    """One stop: what is pointed at (asked when the stop is shown) and, in the installed language,
    its title and words; ``avoid``: what the card should rather not cover (rectangles, each in its
    widget's coordinates: the seats on the table)."""

    target: Callable[[], QWidget | None]
    title: Callable[[], str]
    text: Callable[[], str]
    avoid: Callable[[], Sequence[tuple[QWidget, QRect]]] = _nothing


_WIDTHS = (380, 340, 300, 260, 220)  # the card's width, narrower where the room beside a part is
_STEP = 8  # the grid the card's place is chosen on


def _best_place(card: QSize, area: QRect, ring: QRect, avoid: Sequence[QRect]) -> tuple[int, QPoint] | None:
    """The top left corner for a card of size ``card`` inside ``area`` that leaves ``ring`` free,
    covers the least of ``avoid`` and, of those, lies nearest the ring, with the area of ``avoid``
    it covers; None where none fits."""
    best: tuple[int, int, QPoint] | None = None
    if card.width() > area.width() or card.height() > area.height():
        return None
    for y in range(area.top(), area.bottom() - card.height() + 2, _STEP):
        for x in range(area.left(), area.right() - card.width() + 2, _STEP):
            rect = QRect(QPoint(x, y), card)
            if not ring.isEmpty() and rect.intersects(ring):
                continue
            covered = sum(_area(rect.intersected(mark)) for mark in avoid)
            distance = (
                _gap(rect, ring) if not ring.isEmpty() else _gap(rect, QRect(area.center(), QSize(1, 1)))
            )
            if best is None or (covered, distance) < best[:2]:
                best = (covered, distance, QPoint(x, y))
    return (best[0], best[2]) if best is not None else None


def _area(rect: QRect) -> int:
    return max(rect.width(), 0) * max(rect.height(), 0) if not rect.isEmpty() else 0


def _gap(rect: QRect, other: QRect) -> int:
    """How far apart two rectangles are (0 when they touch or overlap)."""
    dx = max(other.left() - rect.right(), rect.left() - other.right(), 0)
    dy = max(other.top() - rect.bottom(), rect.top() - other.bottom(), 0)
    return dx + dy


class TourOverlay(QWidget):
    """Covers ``host`` while open (``start(stops)``); ``next()``, ``skip()``."""

    finished = Signal(bool)  # skipped
    moved = Signal(int)  # the stop shown, from 0

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("tour")
        self._host = host
        self._stops: list[TourStop] = []
        self._index = 0
        self._placed_for: tuple[QRect, list[QRect]] = (QRect(), [])  # the ring and seats placed by
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.card = QFrame(self)
        self.card.setObjectName("tourCard")
        self.card.setStyleSheet(
            "#tourCard { background: #1b2227; border: 2px solid #f0c94a; border-radius: 10px; }"
            " #tourCard QLabel { color: #f4f1e8; }"
            " #tourNext { background: #f0c94a; color: #111; font-weight: bold; border-radius: 6px;"
            " padding: 5px 16px; }"
        )
        self.step_label = QLabel()
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.next_button = QPushButton()
        self.next_button.setObjectName("tourNext")
        self.skip_button = QPushButton()
        self.skip_button.setFlat(True)
        for button in (self.next_button, self.skip_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the overlay takes the keys
        buttons = self._buttons = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        layout = self._card_layout = QVBoxLayout(self.card)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.addWidget(self.step_label)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self.card.setFixedWidth(_WIDTHS[0])  # (and as tall as it needs, _fit, when shown)
        self.next_button.clicked.connect(self.next)
        self.skip_button.clicked.connect(self.skip)
        host.installEventFilter(self)
        self.hide()

    # ----------------------------------------------------------------------------- API

    @property
    def index(self) -> int:
        return self._index

    @property
    def running(self) -> bool:
        return not self.isHidden()

    def start(self, stops: Sequence[TourStop]) -> None:
        self._stops = list(stops)
        self._index = 0
        self.setGeometry(self._host.rect())
        self.show()
        self.raise_()
        self.setFocus()
        self._show_stop()

    def next(self) -> None:
        if self._index + 1 >= len(self._stops):
            self._end(skipped=False)
            return
        self._index += 1
        self._show_stop()

    def skip(self) -> None:
        self._end(skipped=True)

    def target_rect(self) -> QRect:
        """Where the stop shown points, in the overlay's coordinates (empty: nowhere)."""
        if not self._stops:
            return QRect()
        target = self._stops[self._index].target()
        if target is None or not target.isVisible():
            return QRect()
        top_left = target.mapTo(self._host, QPoint(0, 0))
        return QRect(top_left, target.size()).adjusted(-_MARGIN, -_MARGIN, _MARGIN, _MARGIN)

    # ----------------------------------------------------------------------------- showing

    def _end(self, *, skipped: bool) -> None:
        self.hide()
        self.finished.emit(skipped)

    def _show_stop(self) -> None:
        self.retranslate()
        self._place_card()
        self.update()
        self.moved.emit(self._index)

    def retranslate(self) -> None:
        if not self._stops:
            return
        stop = self._stops[self._index]
        self.step_label.setText(
            self.tr("Tour {number} of {count}").format(number=self._index + 1, count=len(self._stops))
        )
        self.title.setText(stop.title())
        self.text.setText(stop.text())
        last = self._index + 1 == len(self._stops)
        self.next_button.setText(self.tr("Start dealing (Enter)") if last else self.tr("Next (Enter)"))
        self.skip_button.setText(self.tr("Skip the tour (Esc)"))
        self.setAccessibleName(self.tr("Tour"))
        self.setAccessibleDescription(f"{stop.title()}: {stop.text()}")

    def card_rect(self) -> QRect:
        """Where the card is, in the overlay's coordinates."""
        return self.card.geometry()

    def avoided(self) -> list[QRect]:
        """What the card should rather not cover at the stop shown, in the overlay's coordinates."""
        if not self._stops:
            return []
        marks = []
        for widget, rect in self._stops[self._index].avoid():
            if widget.isVisible():
                marks.append(QRect(widget.mapTo(self._host, rect.topLeft()), rect.size()))
        return marks

    def _fit(self, width: int) -> int:
        """Size the card ``width`` wide and as tall as its words need; the least width it needs."""
        layout = self._card_layout
        for button in (self.next_button, self.skip_button):  # never narrower than its words
            button.setMinimumWidth(button.sizeHint().width())
        self._buttons.setDirection(QBoxLayout.Direction.LeftToRight)
        layout.invalidate()
        if layout.totalMinimumSize().width() > width:  # a narrow card: Next below Skip
            self._buttons.setDirection(QBoxLayout.Direction.BottomToTop)
            layout.invalidate()
        self.card.setFixedWidth(width)
        self.card.setFixedHeight(layout.totalHeightForWidth(width))
        return layout.totalMinimumSize().width()

    def _place_card(self) -> None:
        """The card beside the part pointed at, never over it where the window has room (a narrower
        card where only a narrow strip is free), and over as little of the seats as can be."""
        ring = self.target_rect()
        area = self.rect().adjusted(12, 12, -12, -12)
        avoid = self.avoided()
        self._placed_for = (ring, avoid)
        best: tuple[int, int, QPoint] | None = None  # (seats covered, width, place)
        for width in _WIDTHS:
            if width < self._fit(width):
                continue  # the buttons need more
            found = _best_place(self.card.size(), area, ring, avoid)
            if found is not None and (best is None or found[0] < best[0]):
                best = (found[0], width, found[1])
                if found[0] == 0:
                    break  # the widest card that covers no seat
        width, place = (best[1], best[2]) if best is not None else (_WIDTHS[0], None)
        self._fit(width)
        if place is None:
            card = self.card.size()
            place = QPoint(area.center().x() - card.width() // 2, area.center().y() - card.height() // 2)
        self.card.move(place)

    # ----------------------------------------------------------------------------- Qt

    def paintEvent(self, event: QPaintEvent) -> None:
        ring = self.target_rect()
        if (ring, self.avoided()) != self._placed_for:
            # The part pointed at or the seats moved (laid out late): the card follows.
            QTimer.singleShot(0, self, self._place_card)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shade = QPainterPath()
        shade.addRect(self.rect().toRectF())
        if not ring.isEmpty():
            hole = QPainterPath()
            hole.addRoundedRect(ring.toRectF(), 8, 8)
            shade = shade.subtracted(hole)
        painter.fillPath(shade, _SHADE)
        if not ring.isEmpty():
            painter.setPen(QPen(_RING, 3))
            painter.drawRoundedRect(ring.toRectF(), 8, 8)
        painter.end()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()  # the keys are the tour's: no shortcut of the window fires behind it
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in _NEXT_KEYS:
            self.next()
        elif event.key() == Qt.Key.Key_Escape:
            self.skip()
        elif event.key() == Qt.Key.Key_Left and self._index > 0:
            self._index -= 1
            self._show_stop()
        else:
            event.accept()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() == QEvent.Type.Resize and not self.isHidden():
            self.setGeometry(self._host.rect())
            self._place_card()
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, self._place_card)  # the parts pointed at are laid out by then

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
