"""The panel's inline feedback under the duties: the last verdict in full (✓ or ✗, what was
expected, why, the rule), or a note. A coloured edge marks right, wrong or a note; the sign in the
text says it too. Hidden while there is nothing to say."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QWidget

__all__ = ["FeedbackLine"]

STYLE = """
QLabel#walkthroughFeedback {
    background: #101417; border: 1px solid #2c3238; border-left: 5px solid #6d737a;
    border-radius: 4px; padding: 6px 8px;
}
QLabel#walkthroughFeedback[verdict="right"] { border-left-color: #8fe39a; }
QLabel#walkthroughFeedback[verdict="wrong"] { border-left-color: #e0454c; }
"""


class FeedbackLine(QLabel):
    """``show_verdict(text, correct)``, ``show_note(text)``, ``clear()``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("walkthroughFeedback")
        self.setStyleSheet(STYLE)
        self.setWordWrap(True)
        self.setProperty("verdict", "note")
        self.hide()
        self.retranslate()

    def show_verdict(self, text: str, correct: bool) -> None:  # noqa: FBT001 - a verdict
        self._show(text, "right" if correct else "wrong")

    def show_note(self, text: str) -> None:
        self._show(text, "note")

    def clear(self) -> None:
        self.setText("")
        self.hide()

    def _show(self, text: str, state: str) -> None:
        self.setText(text)
        self.setProperty("verdict", state)
        # The style sheet colours the edge by the "verdict" property: re-polish after a change.
        self.style().unpolish(self)
        self.style().polish(self)
        self.show()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Last answer"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
