"""A button with its keyboard key in a key cap: "Burn  [B]", "[2]  Fold or call 20". The panel's
duty, builder and answer buttons are all of this kind, so a key is always in sight."""

from __future__ import annotations

import re

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QPushButton, QSizePolicy, QWidget

__all__ = ["HINT_MARK", "KEY_CAP_STYLE", "KeyButton"]

HINT_MARK = "►\u00a0"  # Learn mode's mark before the name of the button due (bound to its first word)
_HYPHEN_BREAK = re.compile(r" +|(?<=-)(?=\w)")

KEY_CAP_STYLE = """
QPushButton[keyButton="true"] {
    text-align: left; padding: 0; border: 1px solid #3a424a; border-radius: 5px; background: #1b2227;
}
QPushButton[keyButton="true"]:hover { background: #243038; }
QPushButton[keyButton="true"]:focus { border: 2px solid #8fc7ff; }
QPushButton[keyButton="true"]:checked { border: 2px solid #8fc7ff; background: #24405a; }
QPushButton[keyButton="true"][hint="true"] { border: 2px solid #f0c94a; background: #3a3213; }
QLabel#keyCap {
    color: #f0c94a; font-weight: bold; border: 1px solid #5b636b; border-radius: 3px;
    padding: 0 4px; background: #101417;
}
"""


class KeyButton(QPushButton):
    """``key`` is shown in a cap on the right (``key_first``: on the left); ``set_name`` sets the
    words, which wrap when the panel is narrow."""

    def __init__(self, key: str, *, key_first: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("keyButton", True)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setMinimumWidth(1)  # a narrow panel wraps the words instead of overflowing
        self.key_cap = QLabel(key)
        self.key_cap.setObjectName("keyCap")
        self.key_cap.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for child in (self.label, self.key_cap):
            child.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._widest: tuple[tuple[str, str], int] | None = None  # (the words, the font): widest word
        self._layout = layout = QHBoxLayout(self)
        # The button sizes itself by height-for-width (below), not by the layout's minimum, which
        # for words that may wrap at any width would be one letter a line.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.setContentsMargins(7, 3, 5, 3)
        layout.setSpacing(6)
        if key_first:
            layout.addWidget(self.key_cap, 0, Qt.AlignmentFlag.AlignVCenter)
            layout.addWidget(self.label, 1)
        else:
            layout.addWidget(self.label, 1)
            layout.addWidget(self.key_cap, 0, Qt.AlignmentFlag.AlignVCenter)
        # Buttons in a grid share its width evenly (the grid's stretch), whatever their words.
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_name(self, name: str, tooltip: str = "") -> None:
        self.label.setText(name)
        self.setAccessibleName(name)
        if tooltip:
            self.setToolTip(tooltip)
            self.setAccessibleDescription(tooltip)
        self.updateGeometry()

    @property
    def name(self) -> str:
        return self.label.text()

    # The words live in the layout, not in the button's text: size by the layout.
    def sizeHint(self) -> QSize:
        # The words on one line if there is room; the layout asks heightForWidth when there is not.
        margins = self._layout.contentsMargins()
        width = (
            self.label.fontMetrics().horizontalAdvance(self.label.text())
            + self._layout.spacing()
            + self.key_cap.sizeHint().width()
            + margins.left()
            + margins.right()
            + 2
        )
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(self.narrowest_width(), 30)

    def narrowest_width(self) -> int:
        """The least width at which no word of the name is cut (the words wrap, each whole), with
        room for Learn mode's ► before the first word."""
        margins = self._layout.contentsMargins()
        return (
            self._widest_word()
            + self._layout.spacing()
            + self.key_cap.sizeHint().width()
            + margins.left()
            + margins.right()
            + 2
        )

    def _widest_word(self) -> int:
        """The widest word's advance, kept while the words and the font stay: a layout asks for
        the button's size hints many times a change (tens of thousands of times a hand)."""
        text = self.label.text()
        seen = (text, self.label.font().key())
        if self._widest is None or self._widest[0] != seen:
            # Lines break at spaces and after hyphens ("Cut-|Card"); the mark stays with the first word.
            words = _HYPHEN_BREAK.split(text.removeprefix(HINT_MARK))
            words[0] = HINT_MARK + words[0]
            metrics = self.label.fontMetrics()
            self._widest = (seen, max(metrics.horizontalAdvance(word) for word in words))
        return self._widest[1]

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return max(30, self._layout.totalHeightForWidth(width))
