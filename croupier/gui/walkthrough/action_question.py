"""A question with numbered answers in the walkthrough panel: "What may seat 3 do?" with the legal
actions among wrong sets, and the same shape for reading a hand, pushing a pot and counting the
stub. Keys 1-9 pick an answer (the panel routes them); a click does too."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from croupier.gui.walkthrough.key_button import KEY_CAP_STYLE, KeyButton

__all__ = ["ActionQuestion"]

MAX_CHOICES = 9


class ActionQuestion(QWidget):
    """``ask(prompt, choices)`` shows a question; ``chosen(index)`` reports the answer picked
    (``choose(index)`` picks one from the keyboard). ``clear()`` hides it."""

    chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionQuestion")
        self.setStyleSheet(KEY_CAP_STYLE + "QLabel#questionPrompt { color: #f0c94a; }")
        self._prompt = QLabel()
        self._prompt.setObjectName("questionPrompt")
        self._prompt.setWordWrap(True)
        font = QFont(self._prompt.font())
        font.setBold(True)
        self._prompt.setFont(font)
        self._hint = QLabel()
        self._hint.setWordWrap(True)
        self._buttons = [
            KeyButton(str(number), key_first=True, parent=self) for number in range(1, MAX_CHOICES + 1)
        ]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(5)
        layout.addWidget(self._prompt)
        for index, button in enumerate(self._buttons):
            button.clicked.connect(lambda _checked=False, picked=index: self.choose(picked))
            button.hide()
            layout.addWidget(button)
        layout.addWidget(self._hint)
        self._choices: list[str] = []
        self.retranslate()

    @property
    def choices(self) -> list[str]:
        return list(self._choices)

    @property
    def prompt(self) -> str:
        return self._prompt.text()

    def ask(self, prompt: str, choices: Sequence[str]) -> None:
        """Show ``prompt`` with up to nine numbered ``choices``."""
        self._prompt.setText(prompt)
        self._choices = list(choices)[:MAX_CHOICES]
        for index, button in enumerate(self._buttons):
            if index < len(self._choices):
                button.set_name(self._choices[index])
                button.show()
            else:
                button.hide()
        self.setAccessibleName(prompt)

    def choose(self, index: int) -> bool:
        """Pick answer ``index`` (0-based); False if there is no such answer."""
        if not 0 <= index < len(self._choices):
            return False
        self.chosen.emit(index)
        return True

    def clear(self) -> None:
        self._choices = []
        self._prompt.setText("")
        for button in self._buttons:
            button.hide()

    def retranslate(self) -> None:
        self._hint.setText(self.tr("Press the answer's number, or click it."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
