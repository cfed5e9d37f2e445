"""The tour: a short walk over the window that points at one part at a time (the table, the duty
panel, the verdict strip, the score) with a few words on each. It dims the rest, rings the part
pointed at, and waits for Next (Enter, Space, →) or Skip (Esc); no key reaches the window behind it.
``finished(skipped)`` when it ends."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPainterPath, QPaintEvent, QPen, QShowEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

__all__ = ["TourOverlay", "TourStop"]

_SHADE = QColor(0, 0, 0, 165)
_RING = QColor("#f0c94a")
_NEXT_KEYS = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Right}
_MARGIN = 6


@dataclass(frozen=True)
class TourStop:
    """One stop: what is pointed at (asked when the stop is shown) and, in the installed language,
    its title and words."""

    target: Callable[[], QWidget | None]
    title: Callable[[], str]
    text: Callable[[], str]


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
        buttons = QHBoxLayout()
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.addWidget(self.step_label)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self.card.setFixedWidth(380)
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

    def _place_card(self) -> None:
        self.card.adjustSize()
        card = self.card.size()
        ring = self.target_rect()
        area = self.rect().adjusted(12, 12, -12, -12)
        if ring.isEmpty():
            x, y = area.center().x() - card.width() // 2, area.center().y() - card.height() // 2
        elif ring.width() < area.width() - card.width() - 24 and ring.left() > card.width() + 24:
            x, y = ring.left() - card.width() - 16, ring.top()  # to the left of a panel
        elif ring.bottom() + card.height() + 16 < area.bottom():
            x, y = ring.center().x() - card.width() // 2, ring.bottom() + 16  # below
        elif ring.top() - card.height() - 16 > area.top():
            x, y = ring.center().x() - card.width() // 2, ring.top() - card.height() - 16  # above
        else:
            x, y = ring.center().x() - card.width() // 2, ring.center().y() - card.height() // 2
        x = max(area.left(), min(x, area.right() - card.width()))
        y = max(area.top(), min(y, area.bottom() - card.height()))
        self.card.move(x, y)

    # ----------------------------------------------------------------------------- Qt

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shade = QPainterPath()
        shade.addRect(self.rect().toRectF())
        ring = self.target_rect()
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
