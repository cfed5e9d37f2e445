"""The hand's debrief, where the duties were once the hand is over: the score, then each mistake
where it happened, with its rule and the right action (the verdict in full), and "Replay from here",
which deals the same hand again to just before it. Rule numbers are links."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from croupier.gui.rule_links import link_label, linked_html, rule_of_link

__all__ = ["Debrief", "DebriefRow"]

STYLE = """
QFrame#debriefMistake {
    background: #101417; border: 1px solid #2c3238; border-left: 5px solid #e0454c; border-radius: 4px;
}
QLabel#debriefWhere { color: #f0c94a; font-weight: bold; }
"""


@dataclass(frozen=True, slots=True)
class DebriefRow:
    """A mistake: where in the hand (``where``), the verdict in full (``what``: the rule and the
    right action), and whether the hand can be replayed from just before it."""

    where: str
    what: str
    replayable: bool


class Debrief(QWidget):
    """``show_hand(right, asked, rows, replay_tip)``; ``replay_requested(index)`` for a row's
    "Replay from here", ``new_hand_requested`` for New hand, ``rule_requested(number)`` for a rule
    number clicked."""

    replay_requested = Signal(int)
    new_hand_requested = Signal()
    rule_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("debrief")
        self.setStyleSheet(STYLE)
        self._title = QLabel()
        bold = QFont(self._title.font())
        bold.setBold(True)
        self._title.setFont(bold)
        self._title.setWordWrap(True)
        self._rows_box = QVBoxLayout()
        self._rows_box.setSpacing(6)
        self.new_button = QPushButton()
        self.new_button.setObjectName("debriefNewHand")
        self.new_button.clicked.connect(self.new_hand_requested)
        self.replay_buttons: list[QPushButton] = []
        self._labels: list[QLabel] = []
        self._state: tuple[int, int, tuple[DebriefRow, ...], str] = (0, 0, (), "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addWidget(self._title)
        layout.addLayout(self._rows_box)
        layout.addWidget(self.new_button)
        self.retranslate()

    def show_hand(self, right: int, asked: int, rows: Sequence[DebriefRow], replay_tip: str = "") -> None:
        """The debrief of a hand: ``right`` of ``asked``, and its mistakes in order."""
        self._state = (right, asked, tuple(rows), replay_tip)
        while self._rows_box.count():
            item = self._rows_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.replay_buttons = []
        self._labels = []
        for index, row in enumerate(rows):
            self._rows_box.addWidget(self._row(index, row, replay_tip))
        if not rows:
            none = QLabel(self.tr("No mistakes in this hand."))
            none.setWordWrap(True)
            self._rows_box.addWidget(none)
        self._title.setText(self.tr("Debrief: %n mistake(s)", "", len(rows)))
        self._title.setToolTip(self.tr("{right} of {asked} right").format(right=right, asked=asked))

    def _row(self, index: int, row: DebriefRow, replay_tip: str) -> QFrame:
        frame = QFrame()
        frame.setObjectName("debriefMistake")
        box = QVBoxLayout(frame)
        box.setContentsMargins(8, 6, 8, 6)
        box.setSpacing(4)
        where = QLabel(row.where)
        where.setObjectName("debriefWhere")
        where.setWordWrap(True)
        what = QLabel(linked_html(row.what))
        what.setWordWrap(True)
        link_label(what)
        what.linkActivated.connect(self._link)
        what.setAccessibleName(f"{row.where}: {row.what}")
        box.addWidget(where)
        box.addWidget(what)
        self._labels.append(what)
        button = QPushButton(self.tr("Replay from here"))
        button.setObjectName("debriefReplay")
        button.setEnabled(row.replayable)
        button.setToolTip(
            self.tr("Deal this hand again, the same cards and moves, to just before this mistake")
            if row.replayable
            else replay_tip
        )
        button.clicked.connect(lambda _checked=False, chosen=index: self.replay_requested.emit(chosen))
        box.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        self.replay_buttons.append(button)
        return frame

    def _link(self, link: str) -> None:
        number = rule_of_link(link)
        if number is not None:
            self.rule_requested.emit(number)

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("New hand (Enter)"))
        self.new_button.setToolTip(self.tr("Deal a new hand with the chosen game, players and stakes"))
        self.setAccessibleName(self.tr("Debrief of the hand"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
