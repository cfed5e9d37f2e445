"""Answering with numbers: an amount or a count typed as digits, several amounts (spaces between), or
shares as ``seat=chips`` (a click on a seat writes ``seat=``). Chip buttons add to the last number for
the mouse; what is typed is read back as it will be graded, so a slip shows before Enter."""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject, QRegularExpression, Qt, Signal
from PySide6.QtGui import QKeyEvent, QRegularExpressionValidator
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from croupier.drills import Answer, AnswerFormatError, AnswerType, Question, parse_answer
from croupier.gui import theme
from croupier.words import quiz_words
from croupier.words.value_words import shares_text

__all__ = ["CHIP_VALUES", "AmountInput"]

CHIP_VALUES = (1, 5, 25, 100)
_ALLOWED = {
    AnswerType.AMOUNT: "[0-9]*",
    AnswerType.COUNT: "[0-9]*",
    AnswerType.AMOUNT_SET: "[0-9 ,]*",
    AnswerType.AMOUNT_LIST: "[0-9 ,]*",
    AnswerType.SHARES: "[0-9 ,=:]*",
}
_LAST_NUMBER = re.compile(r"([0-9]+)$")
_TYPED = "0123456789 ,=:"


class AmountInput(QWidget):
    """Signals: ``changed()`` as the text changes. Enter is the question page's to handle."""

    changed = Signal()
    submit_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._question: Question | None = None
        self._help = QLabel()
        self._help.setObjectName("answerHelp")
        self._help.setWordWrap(True)
        self.edit = QLineEdit()
        self.edit.setObjectName("amountEdit")
        self.edit.setClearButtonEnabled(False)
        self.edit.setMinimumHeight(34)
        self.edit.installEventFilter(self)
        self._reading = QLabel()
        self._reading.setObjectName("answerReading")
        self._reading.setWordWrap(True)
        self._chips: list[QPushButton] = []
        chips = QHBoxLayout()
        chips.setSpacing(6)
        for value in CHIP_VALUES:
            chip = QPushButton(f"+{value}")
            chip.setObjectName("chipButton")
            chip.setProperty("chip", str(value))
            chip.setStyleSheet(_chip_style(value))
            chip.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            chip.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            chip.setMinimumSize(36, 32)
            chip.clicked.connect(lambda _=False, amount=value: self.add_chips(amount))
            chips.addWidget(chip)
            self._chips.append(chip)
        self._back = QPushButton("⌫")
        self._clear = QPushButton()
        self._next = QPushButton()
        edits = QHBoxLayout()
        edits.setSpacing(6)
        for button, stretch in ((self._back, 1), (self._clear, 1), (self._next, 2)):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setMinimumWidth(36)  # the panel may be 250 pixels narrow
            edits.addWidget(button, stretch)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self._help)
        layout.addWidget(self.edit)
        layout.addWidget(self._reading)
        layout.addLayout(chips)
        layout.addLayout(edits)
        self.edit.textChanged.connect(self._text_changed)
        self._back.clicked.connect(self.backspace)
        self._clear.clicked.connect(self.edit.clear)
        self._next.clicked.connect(self._separate)

    # ----------------------------------------------------------------------------- API

    @property
    def kind(self) -> AnswerType | None:
        return self._question.answer_type if self._question is not None else None

    @property
    def text(self) -> str:
        return self.edit.text()

    def set_question(self, question: Question) -> None:
        self._question = question
        self.edit.clear()
        pattern = QRegularExpression(_ALLOWED.get(question.answer_type, "[0-9]*"))
        self.edit.setValidator(QRegularExpressionValidator(pattern, self.edit))
        several = question.answer_type in {AnswerType.AMOUNT_SET, AnswerType.AMOUNT_LIST, AnswerType.SHARES}
        self._next.setVisible(several)
        self.retranslate()

    def answer(self) -> Answer | None:
        """The typed answer as the grader reads it; None while it is empty or unreadable."""
        if self._question is None or not self.edit.text().strip():
            return None
        try:
            return parse_answer(self._question, self.edit.text())
        except AnswerFormatError:
            return None

    def problem(self) -> str:
        """Why the text is not an answer yet ("" when it is one)."""
        if self._question is None:
            return ""
        if not self.edit.text().strip():
            return self.tr("Type the answer first.")
        try:
            parse_answer(self._question, self.edit.text())
        except AnswerFormatError as error:
            return quiz_words.format_error_text(error)
        return ""

    def digit(self, number: int) -> None:
        """A digit typed while the field does not have the focus: it goes in, and the focus with it."""
        self.edit.setFocus()
        self.edit.insert(str(number))

    def backspace(self) -> None:
        self.edit.setFocus()
        self.edit.backspace()

    def add_chips(self, amount: int) -> None:
        """Add ``amount`` to the number being typed (the last one), as stacking a chip would."""
        text = self.edit.text()
        found = _LAST_NUMBER.search(text)
        if found is None:
            self.edit.setText(text + str(amount))
        else:
            self.edit.setText(text[: found.start()] + str(int(found.group(1)) + amount))
        self.edit.setFocus()

    def pick_seat(self, seat: int) -> None:
        """Shares: a seat clicked on the table starts its ``seat=`` entry."""
        if self.kind is not AnswerType.SHARES or not self.isEnabled():
            return
        text = self.edit.text().rstrip()
        self.edit.setText(f"{text} {seat}=" if text else f"{seat}=")
        self.edit.setFocus()
        self.edit.end(False)

    def retranslate(self) -> None:
        question = self._question
        if question is not None:
            extra = (
                self.tr("Click a winner's seat to start its entry; press Enter to answer.")
                if question.answer_type is AnswerType.SHARES
                else self.tr("Press Enter to answer.")
            )
            self._help.setText(f"{quiz_words.answer_help(question)} {extra}")
        self.edit.setAccessibleName(self.tr("Your answer"))
        self.edit.setPlaceholderText(self.tr("Type digits"))
        for chip, value in zip(self._chips, CHIP_VALUES, strict=True):
            chip.setToolTip(self.tr("Add {amount}").format(amount=value))
            chip.setAccessibleName(self.tr("Add {amount}").format(amount=value))
        self._back.setToolTip(self.tr("Delete the last digit (Backspace)"))
        self._back.setAccessibleName(self.tr("Delete the last digit"))
        self._clear.setText(self.tr("Clear"))
        self._clear.setToolTip(self.tr("Clear the answer"))
        self._clear.setAccessibleName(self.tr("Clear the answer"))
        self._next.setText(self.tr("Next amount"))
        self._next.setToolTip(self.tr("Start the next amount (Space)"))
        self._next.setAccessibleName(self.tr("Next amount"))
        self._show_reading()

    # ----------------------------------------------------------------------------- internals

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Only digits and separators belong in the field: other keys (H for the hint, ? for the
        # help) reach the quiz's shortcuts instead of being swallowed by it.
        if (
            watched is self.edit
            and event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.text().isprintable()
            and event.text().strip(_TYPED)
        ):
            event.ignore()
            return True
        return super().eventFilter(watched, event)

    def _separate(self) -> None:
        text = self.edit.text().rstrip()
        if text:
            self.edit.setText(text + " ")
        self.edit.setFocus()

    def _text_changed(self) -> None:
        self._show_reading()
        self.changed.emit()

    def _show_reading(self) -> None:
        question = self._question
        answer = self.answer()
        if question is None or not self.edit.text().strip():
            self._reading.setText("")
        elif answer is None:
            self._reading.setText(self.problem())
        elif question.answer_type is AnswerType.SHARES and isinstance(answer, tuple):
            rows = [shares_text((item,)) for item in answer]
            self._reading.setText("\n".join(rows))
        elif isinstance(answer, frozenset | tuple) and len(answer) > 1:
            # Several amounts: say how they are read ("20 or 40"); one is plain to see.
            self._reading.setText(quiz_words.answer_text(question, answer))
        else:
            self._reading.setText("")
        self._reading.setVisible(bool(self._reading.text()))


def _chip_style(value: int) -> str:
    """A chip-coloured round button (the amount is written on it, so colour is only a help)."""
    colours = {amount: (body, stripe) for amount, body, stripe in theme.CHIPS}
    body, stripe = colours.get(value, theme.CHIPS[0][1:])
    text = "#111" if body.lightness() > 150 else "#fff"
    return (
        f"QPushButton {{ background: {body.name()}; color: {text}; font-weight: bold;"
        f" border: 3px dashed {stripe.name()}; border-radius: 15px; padding: 4px 6px; }}"
        f" QPushButton:focus {{ border: 3px solid #8fc7ff; }}"
    )
