"""A line under a form that says what went wrong (or what was done), with a sign, not colour alone."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

__all__ = ["MessageLine"]

_STYLE = {
    "error": "color: #ffb4ac; font-weight: bold;",
    "done": "color: #a8e6b0;",
    "busy": "color: #d8d8d8; font-style: italic;",
}


class MessageLine(QLabel):
    """``show_error(text)`` (⚠), ``show_done(text)`` (✓), ``show_busy(text)`` (⧗, work under way),
    ``clear()``; hidden while empty."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageLine")
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self.kind = ""
        self.setVisible(False)

    def show_error(self, text: str) -> None:
        self._show("error", "⚠ " + text)

    def show_done(self, text: str) -> None:
        self._show("done", "✓ " + text)

    def show_busy(self, text: str) -> None:
        self._show("busy", "⧗ " + text)

    def clear(self) -> None:
        self.kind = ""
        self.setText("")
        self.setVisible(False)

    def message(self) -> str:
        """The text without its sign."""
        return self.text()[2:] if self.kind else ""

    def _show(self, kind: str, text: str) -> None:
        self.kind = kind
        self.setStyleSheet(_STYLE[kind])
        self.setText(text)
        self.setAccessibleName(text)
        self.setVisible(True)
