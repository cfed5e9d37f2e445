"""A progress line for a file being read in the background: what is read, how far, and Cancel."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

__all__ = ["LoadProgress"]


class LoadProgress(QWidget):
    """``begin(name)`` shows it (busy until the first ``set_progress``); ``end()`` hides it.
    ``cancel_requested`` when Cancel is pressed."""

    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("loadProgress")
        self._name = ""
        self._value = 0
        # A file read quickly queues its reports faster than the window turns: QProgressBar paints
        # at once at every new value, so the bar takes the last value once a turn of the loop.
        self._update = QTimer(self)
        self._update.setSingleShot(True)
        self._update.setInterval(0)
        self._update.timeout.connect(self._show_value)
        self.label = QLabel()
        self.label.setStyleSheet("color: #f4f1e8;")
        self.bar = QProgressBar()
        self.bar.setTextVisible(True)
        self.cancel_button = QPushButton()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar, 1)
        layout.addWidget(self.cancel_button)
        self.cancel_button.clicked.connect(lambda _checked=False: self.cancel_requested.emit())
        self.setVisible(False)
        self.retranslate()

    def begin(self, name: str) -> None:
        self._name = name
        self._update.stop()
        self.bar.setRange(0, 0)  # busy until the reader says how far it is
        self.cancel_button.setEnabled(True)
        self.retranslate()
        self.setVisible(True)

    def set_progress(self, done: int, total: int) -> None:
        if self.bar.maximum() != 1000:
            self.bar.setRange(0, 1000)
        self._value = done * 1000 // max(total, 1)
        if not self._update.isActive():
            self._update.start()

    def _show_value(self) -> None:
        self.bar.setValue(self._value)

    def cancelling(self) -> None:
        self.cancel_button.setEnabled(False)

    def end(self) -> None:
        if self._update.isActive():  # the last value read is the bar's last
            self._update.stop()
            self.bar.setValue(self._value)
        self.setVisible(False)

    def retranslate(self) -> None:
        self.label.setText(self.tr("Reading {file}…").format(file=self._name))
        self.bar.setAccessibleName(self.tr("How much of the file is read"))
        self.cancel_button.setText(self.tr("Cancel"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
