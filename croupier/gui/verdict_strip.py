"""The strip along the bottom: the last verdict with its reason, and the running score.

A verdict is marked with a sign and a word as well as a colour (✓ right, ✗ wrong, • a note).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

__all__ = ["VerdictStrip"]


class VerdictStrip(QFrame):
    """``show_verdict(text, correct)`` for graded answers, ``show_note(text)`` for plain news,
    ``set_score(right, asked)`` for the score (``clear_score()`` hides it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("verdictStrip")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._mark = QLabel()
        self._mark.setObjectName("verdictMark")
        self._text = QLabel()
        self._text.setObjectName("verdictText")
        self._text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._score = QLabel()
        self._score.setObjectName("verdictScore")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setSpacing(8)
        layout.addWidget(self._mark)
        layout.addWidget(self._text, 1)
        layout.addWidget(self._score)
        self._verdict: bool | None = None
        self._score_values: tuple[int, int] | None = None
        self.retranslate()

    @property
    def text(self) -> str:
        return self._text.text()

    @property
    def score_text(self) -> str:
        return self._score.text()

    def show_verdict(self, text: str, correct: bool) -> None:  # noqa: FBT001
        """A graded answer: ``text`` says why (with the rule number)."""
        self._verdict = correct
        self._text.setText(text)
        self._refresh_mark()

    def show_note(self, text: str) -> None:
        """News that is not a verdict, such as the last event of an observed hand."""
        self._verdict = None
        self._text.setText(text)
        self._refresh_mark()

    def set_score(self, right: int, asked: int) -> None:
        self._score_values = (right, asked)
        self._refresh_score()

    def clear_score(self) -> None:
        self._score_values = None
        self._refresh_score()

    def _refresh_mark(self) -> None:
        if self._verdict is None:
            self._mark.setText("•")
            self._mark.setProperty("verdict", "note")
            self._mark.setAccessibleName(self.tr("Note"))
        elif self._verdict:
            self._mark.setText("✓ " + self.tr("Right"))
            self._mark.setProperty("verdict", "right")
            self._mark.setAccessibleName(self.tr("Right"))
        else:
            self._mark.setText("✗ " + self.tr("Wrong"))
            self._mark.setProperty("verdict", "wrong")
            self._mark.setAccessibleName(self.tr("Wrong"))
        # The style sheet colours the mark by its "verdict" property: re-polish after a change.
        self._mark.style().unpolish(self._mark)
        self._mark.style().polish(self._mark)

    def _refresh_score(self) -> None:
        if self._score_values is None:
            self._score.setText("")
            return
        right, asked = self._score_values
        self._score.setText(self.tr("Score {right}/{asked}").format(right=right, asked=asked))

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Last verdict"))
        self._refresh_mark()
        self._refresh_score()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
