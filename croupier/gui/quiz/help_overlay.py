"""The quiz's keyboard help (F1 or ?): every shortcut on a card laid over the window; any key or
click closes it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

__all__ = ["HelpOverlay"]

_SHADE = QColor(0, 0, 0, 170)


class HelpOverlay(QWidget):
    """Covers ``host`` (the window) while open: ``open()``, ``dismiss()``; ``closed()`` when it goes."""

    closed = Signal()

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("quizHelp")
        self._host = host
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self._card = QFrame(self)
        self._card.setObjectName("quizHelpCard")
        self._card.setStyleSheet(
            "#quizHelpCard { background: #1b2227; border: 2px solid #f0c94a; border-radius: 10px; }"
            " #quizHelpCard QLabel { color: #f4f1e8; }"
            " #quizHelpCard QLabel[key='true'] { color: #111; background: #f0c94a; border-radius: 4px;"
            " padding: 2px 8px; font-weight: bold; }"
        )
        self._card.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        self._title = QLabel()
        font = QFont(self._title.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self._title.setFont(font)
        self._grid = QGridLayout()
        self._grid.setHorizontalSpacing(14)
        self._grid.setVerticalSpacing(6)
        self._footer = QLabel()
        self._footer.setWordWrap(True)
        card = QVBoxLayout(self._card)
        card.setContentsMargins(22, 18, 22, 18)
        card.setSpacing(12)
        card.addWidget(self._title)
        card.addLayout(self._grid)
        card.addWidget(self._footer)
        self._rows: list[tuple[QLabel, QLabel]] = []
        host.installEventFilter(self)
        self.hide()
        self.retranslate()

    # ----------------------------------------------------------------------------- API

    def shortcuts(self) -> list[tuple[str, str]]:
        """(key, what it does) as listed, in the language installed."""
        return [
            (self.tr("1 – 9"), self.tr("Pick a choice or a seat; digits of an amount")),
            (self.tr("Click a seat"), self.tr("Answer with that seat, toggle it, or add it to the order")),
            (self.tr("Enter"), self.tr("Answer; go on after the verdict; start the quiz")),
            (self.tr("Space"), self.tr("Go on after the verdict")),
            (self.tr("Backspace"), self.tr("Undo the last seat or digit")),
            (self.tr("Esc"), self.tr("Clear the answer; from the summary, back to the start")),
            (self.tr("H"), self.tr("Hint (Learn mode)")),
            (self.tr("R"), self.tr("Say the question again (speech on)")),
            (self.tr("A"), self.tr("The same quiz again (summary)")),
            (self.tr("F1 or ?"), self.tr("This help")),
        ]

    def open(self) -> None:
        self.setGeometry(self._host.rect())
        self.show()
        self.raise_()
        self.setFocus()

    def dismiss(self) -> None:
        was_open = self.isVisible()
        self.hide()
        if was_open:
            self.closed.emit()

    # ----------------------------------------------------------------------------- language

    def retranslate(self) -> None:
        self._title.setText(self.tr("Keyboard shortcuts"))
        self._footer.setText(self.tr("Any key or a click closes this help."))
        self.setAccessibleName(self.tr("Keyboard shortcuts"))
        for key, action in self._rows:
            self._grid.removeWidget(key)
            self._grid.removeWidget(action)
            key.deleteLater()
            action.deleteLater()
        self._rows = []
        for row, (key_text, action_text) in enumerate(self.shortcuts()):
            key = QLabel(key_text)
            key.setProperty("key", True)
            key.setAlignment(Qt.AlignmentFlag.AlignCenter)
            action = QLabel(action_text)
            action.setWordWrap(True)
            action.setMinimumWidth(220)
            self._grid.addWidget(key, row, 0, Qt.AlignmentFlag.AlignTop)
            self._grid.addWidget(action, row, 1)
            self._rows.append((key, action))
        self.setAccessibleDescription("; ".join(f"{key}: {action}" for key, action in self.shortcuts()))
        self._place_card()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------------------- Qt

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() == QEvent.Type.Resize and self.isVisible():
            self.setGeometry(self._host.rect())
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QEvent) -> None:
        self._place_card()

    def _place_card(self) -> None:
        self._card.adjustSize()
        size = self._card.sizeHint().boundedTo(self.size().shrunkBy(self.contentsMargins()))
        self._card.resize(size)
        self._card.move((self.width() - size.width()) // 2, max(0, (self.height() - size.height()) // 2))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), _SHADE)
        painter.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.dismiss()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.dismiss()
