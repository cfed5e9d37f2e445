"""The panel's inline feedback under the duties: the last verdict in full (what was expected, why,
the rule) after its mark, ✓ or ✗, or a note without one. A coloured edge marks right, wrong or a
note; the mark says it too, and a screen reader hears "Right" or "Wrong" first. Hidden while there
is nothing to say."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from croupier.gui.rule_links import link_label, linked_html, rule_of_link

__all__ = ["FeedbackLine"]

STYLE = """
QFrame#walkthroughFeedback {
    background: #101417; border: 1px solid #2c3238; border-left: 5px solid #6d737a; border-radius: 4px;
}
QFrame#walkthroughFeedback[verdict="right"] { border-left-color: #8fe39a; }
QFrame#walkthroughFeedback[verdict="wrong"] { border-left-color: #e0454c; }
QLabel#feedbackMark { font-weight: bold; }
QLabel#feedbackMark[verdict="right"] { color: #8fe39a; }
QLabel#feedbackMark[verdict="wrong"] { color: #ff8a8f; }
"""

_MARKS = {"right": "✓", "wrong": "✗", "note": ""}


class FeedbackLine(QFrame):
    """``show_verdict(text, correct)``, ``show_note(text)``, ``clear()``; ``text()`` is the words
    without the mark. Rule numbers are links: ``rule_requested(number)``."""

    rule_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("walkthroughFeedback")
        self.setStyleSheet(STYLE)
        self._mark = QLabel()
        self._mark.setObjectName("feedbackMark")
        self._text = QLabel()
        self._text.setWordWrap(True)
        # Beside the mark from the top: a label given more height than its lines keeps them there.
        self._text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        link_label(self._text)
        self._text.linkActivated.connect(self._link)
        self._text.installEventFilter(self)
        self._plain = ""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(6)
        layout.addWidget(self._mark, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self._text, 1)
        self._state = "note"
        self.hide()
        self.retranslate()

    def text(self) -> str:
        return self._plain

    def _link(self, link: str) -> None:
        number = rule_of_link(link)
        if number is not None:
            self.rule_requested.emit(number)

    @property
    def mark(self) -> str:
        return self._mark.text()

    def show_verdict(self, text: str, correct: bool) -> None:  # noqa: FBT001 - a verdict
        self._show(text, "right" if correct else "wrong")

    def show_note(self, text: str) -> None:
        self._show(text, "note")

    def clear(self) -> None:
        self._plain = ""
        self._text.setText("")
        self.hide()

    def _show(self, text: str, state: str) -> None:
        self._state = state
        self._plain = text
        self._text.setText(linked_html(text))
        self._mark.setText(_MARKS[state])
        self._mark.setVisible(bool(_MARKS[state]))
        for widget in (self, self._mark):
            widget.setProperty("verdict", state)
            # The style sheet colours by the "verdict" property: re-polish after a change.
            widget.style().unpolish(widget)
            widget.style().polish(widget)
        self._describe()
        self.show()
        self._hold_lines()

    def _hold_lines(self) -> None:
        """The label keeps the height of all its lines at its width: in a low window the panel's
        column scrolls instead of squeezing the verdict to a line or two (900x600, German)."""
        label = self._text
        if label.width() > 0:  # an empty label has no height for a width: -1, held as none
            label.setMinimumHeight(max(0, label.heightForWidth(label.width())))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._text and event.type() == QEvent.Type.Resize:
            self._hold_lines()
        return super().eventFilter(watched, event)

    def _describe(self) -> None:
        said = {"right": self.tr("Right"), "wrong": self.tr("Wrong")}.get(self._state)
        text = self._plain
        self._text.setAccessibleName(
            self.tr("{verdict}: {text}").format(verdict=said, text=text) if said else text
        )

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Last answer"))
        self._describe()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
