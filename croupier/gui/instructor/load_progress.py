"""A progress line for a file being read in the background: what is read, how far, and Cancel."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
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
        self.bar.setRange(0, 0)  # busy until the reader says how far it is
        self.cancel_button.setEnabled(True)
        self.retranslate()
        self.setVisible(True)

    def set_progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, 1000)
        self.bar.setValue(done * 1000 // max(total, 1))

    def cancelling(self) -> None:
        self.cancel_button.setEnabled(False)

    def end(self) -> None:
        self.setVisible(False)

    def retranslate(self) -> None:
        self.label.setText(self.tr("Reading {file}…").format(file=self._name))
        self.bar.setAccessibleName(self.tr("How much of the file is read"))
        self.cancel_button.setText(self.tr("Cancel"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
