"""Above the duties while the trainer deals a demonstration hand: Stop (Esc), Skip to the end and
the demonstration's speed. It only shows and reports; the panel drives the demonstration."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

__all__ = ["DEMO_SPEEDS", "DemoBar"]

DEMO_SPEEDS = {"slow": 1200, "normal": 600, "fast": 200}
"""The time between two steps of the demonstration at each speed, in milliseconds."""

STYLE = "QFrame#demoBar { background: #101417; border: 1px solid #f0c94a; border-radius: 4px; }"


class DemoBar(QFrame):
    """``stop_requested``, ``skip_requested`` and ``speed_chosen(ms)``."""

    stop_requested = Signal()
    skip_requested = Signal()
    speed_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("demoBar")
        self.setStyleSheet(STYLE)
        self._label = QLabel()
        self.stop_button = QPushButton()
        self.stop_button.setObjectName("demoStop")
        self.skip_button = QPushButton()
        self.skip_button.setObjectName("demoSkip")
        self.speed_box = QComboBox()
        for key in DEMO_SPEEDS:
            self.speed_box.addItem("", key)
        self.speed_box.setCurrentIndex(self.speed_box.findData("normal"))
        for control in (self.stop_button, self.skip_button, self.speed_box):
            control.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(6)
        layout.addWidget(self._label, 1)
        layout.addWidget(self.speed_box)
        layout.addWidget(self.skip_button)
        layout.addWidget(self.stop_button)
        self.stop_button.clicked.connect(self.stop_requested)
        self.skip_button.clicked.connect(self.skip_requested)
        self.speed_box.activated.connect(
            lambda index: self.speed_chosen.emit(DEMO_SPEEDS[str(self.speed_box.itemData(index))])
        )
        self.hide()
        self.retranslate()

    @property
    def interval_ms(self) -> int:
        return DEMO_SPEEDS[str(self.speed_box.currentData())]

    def retranslate(self) -> None:
        self._label.setText(self.tr("Demonstration"))
        self.stop_button.setText(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Stop the demonstration and deal on from here yourself (Esc)"))
        self.skip_button.setText(self.tr("Skip"))
        self.skip_button.setToolTip(self.tr("Deal the rest of the demonstration at once"))
        names = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast")}
        for index in range(self.speed_box.count()):
            self.speed_box.setItemText(index, names[str(self.speed_box.itemData(index))])
        self.speed_box.setToolTip(self.tr("How fast the trainer deals the demonstration"))
        self.speed_box.setAccessibleName(self.tr("Demonstration speed"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
