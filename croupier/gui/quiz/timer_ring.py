"""The countdown ring: an arc that shrinks as the time for an answer runs out, the seconds left
written in the middle (so the time is never told by colour alone)."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

__all__ = ["TimerRing"]

_TRACK = QColor("#2f373e")
_CALM = QColor("#f0c94a")
_HURRY = QColor("#ff8a3d")
_OVER = QColor("#e5484d")
_TEXT = QColor("#f4f1e8")
_HURRY_SHARE = 0.25  # the last quarter of the time is drawn in orange


class TimerRing(QWidget):
    """``set_time(remaining, limit, hard)`` after every tick; ``clear()`` when nothing is timed.

    A hard limit ends the question at 0; past a soft limit (the dealer's pace) the ring turns red
    and counts the seconds over ("+3").
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("timerRing")
        self._remaining: float | None = None
        self._limit = 0.0
        self._hard = False
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.retranslate()

    # ----------------------------------------------------------------------------- API

    @property
    def remaining(self) -> float | None:
        return self._remaining

    @property
    def fraction(self) -> float:
        """The share of the time still left, 0 to 1."""
        if self._remaining is None or self._limit <= 0:
            return 0.0
        return min(1.0, max(0.0, self._remaining / self._limit))

    def text(self) -> str:
        """What the middle of the ring says: whole seconds left, or "+n" past a soft limit."""
        if self._remaining is None:
            return ""
        if self._remaining < 0 and not self._hard:
            return f"+{math.floor(-self._remaining)}"
        return str(max(0, math.ceil(self._remaining)))

    def set_time(self, remaining: float, limit: float, hard: bool) -> None:  # noqa: FBT001
        before = self.text()
        self._remaining, self._limit, self._hard = remaining, limit, hard
        if self.text() != before:
            self._describe()
        self.update()

    def clear(self) -> None:
        self._remaining = None
        self._describe()
        self.update()

    # ----------------------------------------------------------------------------- language

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Time left"))
        self._describe()

    def _describe(self) -> None:
        if self._remaining is None:
            text = self.tr("Not timed")
        elif self._remaining < 0 and not self._hard:
            over = math.floor(-self._remaining)
            text = self.tr("Seconds over the dealer's pace: {seconds}").format(seconds=over)
        elif self._hard:
            left = max(0, math.ceil(self._remaining))
            text = self.tr("Seconds left: {seconds}").format(seconds=left)
        else:
            left = max(0, math.ceil(self._remaining))
            text = self.tr("Seconds left at the dealer's pace: {seconds}").format(seconds=left)
        self.setAccessibleDescription(text)
        if self._remaining is not None:
            # What the ring means, and what happens at 0, where it is seen.
            meaning = (
                self.tr("At 0 the question ends: answer before the time runs out.")
                if self._hard
                else self.tr(
                    "At 0 nothing is lost: the ring turns red and counts the seconds over the pace "
                    "(+3); the answer still counts, and slow answers come back sooner."
                )
            )
            text = f"{text}\n{meaning}"
        self.setToolTip(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------------------- painting

    def sizeHint(self) -> QSize:
        return QSize(48, 48)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._remaining is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height())
        width = max(3.0, side * 0.11)
        ring = QRectF(0, 0, side, side).adjusted(width / 2 + 1, width / 2 + 1, -width / 2 - 1, -width / 2 - 1)
        ring.moveCenter(QRectF(self.rect()).center())
        painter.setPen(QPen(_TRACK, width))
        painter.drawEllipse(ring)
        over = self._remaining < 0
        share = self.fraction
        colour = _OVER if over else _HURRY if share <= _HURRY_SHARE else _CALM
        if over and not self._hard:
            painter.setPen(QPen(_OVER, width))
            painter.drawEllipse(ring)
        elif share > 0:
            pen = QPen(colour, width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            # Qt angles are sixteenths of a degree, counter-clockwise from three o'clock: start at
            # twelve and let the arc shrink clockwise, as a clock hand sweeps.
            painter.drawArc(ring, 90 * 16, round(share * 360 * 16))
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(9, round(side * (0.30 if len(self.text()) > 2 else 0.36))))
        painter.setFont(font)
        painter.setPen(_OVER if over else _TEXT)
        painter.drawText(ring, Qt.AlignmentFlag.AlignCenter, self.text())
        painter.end()
