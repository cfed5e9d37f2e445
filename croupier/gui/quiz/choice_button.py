"""A quiz option as a button: its number key in a badge and its text wrapped over as many lines as it
needs (rulings and announcements are whole sentences). After the answer it is marked ✓ or ✗."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

__all__ = ["ChoiceButton"]


class ChoiceButton(QPushButton):
    """``number`` is the key that picks it (1–9); ``set_choice_text`` sets what it says;
    ``set_verdict("right" | "wrong" | None)`` marks it after the answer."""

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("choiceButton")
        self.number = number
        self._verdict: str | None = None
        self._badge = QLabel(str(number))
        self._badge.setObjectName("choiceNumber")
        self._badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._badge.setMinimumWidth(26)
        self._label = QLabel()
        self._label.setObjectName("choiceText")
        self._label.setWordWrap(True)
        self._label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        for label in (self._badge, self._label):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 10, 4)
        layout.setSpacing(8)
        layout.addWidget(self._badge, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self._label, 1)
        size = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        size.setHeightForWidth(True)
        self.setSizePolicy(size)
        for widget in (self, self._badge, self._label):
            widget.setProperty("state", "")  # (before the first polish: nothing to polish again)
        self.toggled.connect(self._restyle)

    @property
    def choice_text(self) -> str:
        return self._label.text()

    @property
    def verdict(self) -> str | None:
        return self._verdict

    def set_choice_text(self, text: str) -> None:
        self._label.setText(text)
        self.setAccessibleName(f"{self.number}: {text}")
        self.updateGeometry()

    def set_verdict(self, verdict: str | None) -> None:
        """Mark the option after the answer: ✓ the right one, ✗ the trainee's wrong pick."""
        self._verdict = verdict
        self._badge.setText({"right": "✓", "wrong": "✗"}.get(verdict or "", str(self.number)))
        self._restyle()

    def _restyle(self) -> None:
        # The style sheet colours by these properties; re-polish so the change shows.
        state = self._verdict or ("checked" if self.isChecked() else "")
        if self.property("state") == state:
            return  # polishing against the style sheet is dear: only when the colours change
        for widget in (self, self._badge, self._label):
            widget.setProperty("state", state)
            widget.style().unpolish(widget)
            widget.style().polish(widget)

    # ----------------------------------------------------------------------------- size

    def sizeHint(self) -> QSize:
        layout = self.layout()
        assert layout is not None
        width = max(160, self.width())
        return QSize(width, layout.totalHeightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(120, 32)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        assert layout is not None
        return max(32, layout.totalHeightForWidth(width))
