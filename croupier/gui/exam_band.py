"""The band across the top of the window while an exam is sat: its name, how far, the time left,
and that the game, the level and the house rules are locked until it ends."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

__all__ = ["ExamBand"]

_STYLE = """
#examBand { background: #e8c547; }
#examBand QLabel { color: #1d1d1d; }
"""


def clock_text(seconds: float) -> str:
    """Minutes and seconds left: 14:20 (rounded up, so 0:00 only at the end)."""
    whole = max(0, int(-(-seconds // 1)))
    return f"{whole // 60}:{whole % 60:02d}"


class ExamBand(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("examBand")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(_STYLE)
        self._name = ""
        self._number = 0
        self._total = 0
        self._left: float | None = None
        self.label = QLabel()
        font = QFont(self.label.font())
        font.setBold(True)
        self.label.setFont(font)
        self.locks = QLabel()
        # Gives way (and goes) in a narrow window; the tooltip and the Settings say the same.
        self.locks.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.locks.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 4, 12, 4)
        layout.addWidget(self.label)
        layout.addWidget(self.locks, 1)
        self.setVisible(False)
        self.retranslate()

    def start(self, name: str, total: int, time_limit: float | None) -> None:
        self._name, self._total, self._number, self._left = name, total, 0, time_limit
        self.setVisible(True)
        self.retranslate()

    def stop(self) -> None:
        self.setVisible(False)

    def set_question(self, number: int) -> None:
        self._number = number
        self.retranslate()

    def set_time_left(self, seconds: float) -> None:
        self._left = seconds
        self.retranslate()

    def text(self) -> str:
        return self.label.text()

    def retranslate(self) -> None:
        parts = [
            self.tr("Exam: {name}").format(name=self._name),
            self.tr("{number} of {total}").format(number=max(self._number, 1), total=self._total),
        ]
        if self._left is not None:
            parts.append(self.tr("{time} left").format(time=clock_text(self._left)))
        self.label.setText(" · ".join(parts))
        self.label.setAccessibleName(self.label.text())
        locks = self.tr("Game, level, house rules and down cards are locked until the exam ends")
        self.locks.setText(locks)
        self.setToolTip(locks)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
