"""The strip along the bottom: the last verdict with its reason, and the running score.

A verdict is marked with a sign and a word as well as a colour (✓ right, ✗ wrong, • a note). A long
verdict wraps to a second line; one longer still ends in … and is whole in the tooltip, and the rule
numbers it cites past the cut follow the … (a link to each stays in view). Beside the table the
strip always keeps room for two lines, so that the table above never jumps when a verdict wraps.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QTextLayout
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from croupier.gui.rule_links import cited_numbers, link_label, linked_html, rule_of_link
from croupier.gui.rule_tip_watch import set_rule_tip

__all__ = ["MAX_LINES", "VerdictStrip", "wrap_lines"]

MAX_LINES = 2


def wrap_lines(text: str, font: QFont, width: int, most: int = MAX_LINES) -> list[str]:
    """``text`` broken at word boundaries into lines at most ``width`` pixels wide in ``font``, no
    more than ``most`` of them; the last line ends in … when the text does not fit, followed by the
    rule numbers the cut-off part cites that no line shows (in brackets, as a verdict cites them)."""
    if width <= 0 or not text:
        return [text]
    layout = QTextLayout(text, font)
    layout.beginLayout()
    starts: list[int] = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    ends = [*starts[1:], len(text)]
    lines = [text[start:end].strip() for start, end in zip(starts, ends, strict=True)]
    if len(lines) <= most:
        return lines
    rest = text[starts[most - 1] :].strip()
    metrics = QFontMetrics(font)
    elided = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
    shown = set(cited_numbers(" ".join([*lines[: most - 1], elided])))
    missing = [number for number in cited_numbers(rest) if number not in shown]
    if missing:
        tail = f" ({', '.join(missing)})"
        room = width - metrics.horizontalAdvance(tail)
        if room > width // 3:  # else the numbers would crowd out the verdict: the tooltip has them
            elided = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, room) + tail
    return [*lines[: most - 1], elided]


class VerdictStrip(QFrame):
    """``show_verdict(text, correct)`` for graded answers, ``show_note(text)`` for plain news,
    ``set_score(right, asked)`` for the score (``clear_score()`` hides it). A rule number in the
    text is a link: ``rule_requested(number)`` when it is clicked."""

    rule_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("verdictStrip")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._mark = QLabel()
        self._mark.setObjectName("verdictMark")
        self._text = QLabel()
        self._text.setObjectName("verdictText")
        link_label(self._text)
        self._text.linkActivated.connect(self._link)
        self._lines: list[str] = [""]
        # The strip breaks the lines itself (two at most): the label never asks for more width.
        self._text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._text.installEventFilter(self)
        self._score = QLabel()
        self._score.setObjectName("verdictScore")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setSpacing(8)
        # The mark and the score keep their height, centred beside one line of text or two.
        layout.addWidget(self._mark, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self._text, 1)
        layout.addWidget(self._score, 0, Qt.AlignmentFlag.AlignVCenter)
        self._verdict: bool | None = None
        self._score_values: tuple[int, int] | None = None
        self._full_text = ""
        self._lines_kept = MAX_LINES  # lines the strip keeps room for (see the module docstring)
        self._wrapped_at = -1  # the label width the lines were broken for
        self.retranslate()

    @property
    def text(self) -> str:
        """The whole verdict or note, however it is shown."""
        return self._full_text

    @property
    def score_label(self) -> QLabel:
        """The score at the strip's right end (the tour points at it)."""
        return self._score

    def show_verdict(self, text: str, correct: bool) -> None:  # noqa: FBT001
        """A graded answer: ``text`` says why (with the rule number)."""
        self._verdict = correct
        self._set_text(text)
        self._refresh_mark()

    def show_note(self, text: str) -> None:
        """News that is not a verdict, such as the last event of an observed hand."""
        self._verdict = None
        self._set_text(text)
        self._refresh_mark()

    def set_score(self, right: int, asked: int) -> None:
        self._score_values = (right, asked)
        self._refresh_score()

    def clear_score(self) -> None:
        self._score_values = None
        self._refresh_score()

    def _set_text(self, text: str) -> None:
        self._full_text = text
        self._text.setAccessibleName(text)  # a screen reader gets it whole
        self._break_lines()

    def _break_lines(self) -> None:
        width = self._text.contentsRect().width()
        flowing = " ".join(self._full_text.split())  # the strip's own line breaks only
        lines = wrap_lines(flowing, self._text.font(), width)
        self._wrapped_at = width
        self._lines = lines
        self._text.setText(linked_html("\n".join(lines)))
        set_rule_tip(self._text, self._full_text if " ".join(lines) != flowing else "")
        spacing = self._text.fontMetrics().lineSpacing()
        height = max(self._lines_kept, len(lines)) * spacing
        self._text.setMinimumHeight(height)
        self._text.setMaximumHeight(height)  # exactly the lines kept: never taller, never shorter

    def set_reserved_lines(self, lines: int) -> None:
        """Keep room for ``lines`` lines whatever is said (two beside the table, where a wrapping
        verdict must not move it; one under a full page, which wants the room)."""
        if lines != self._lines_kept:
            self._lines_kept = lines
            self._break_lines()
            self._text.updateGeometry()
            self.updateGeometry()

    def _link(self, link: str) -> None:
        number = rule_of_link(link)
        if number is not None:
            self.rule_requested.emit(number)

    def _refresh_mark(self) -> None:
        if self._verdict is None:
            self._mark.setText("•" if self._full_text else "")  # no mark beside no note
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

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._text:
            kind = event.type()
            if kind == QEvent.Type.FontChange or (
                kind == QEvent.Type.Resize and self._text.contentsRect().width() != self._wrapped_at
            ):
                self._break_lines()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
