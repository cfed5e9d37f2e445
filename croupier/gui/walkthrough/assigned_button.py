"""The button above the walkthrough that says how much is assigned to the trainee and still open
("Assigned to you: 2 open →"), and leads to it in the Quiz; hidden while nothing is open."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget

__all__ = ["AssignedButton"]


class AssignedButton(QPushButton):
    """``set_open(count)``: how much is open (0: the button hides)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("walkthroughAssigned")
        self.setVisible(False)
        self._open = 0

    def set_open(self, count: int) -> None:
        self._open = count
        self.setVisible(count > 0)
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(self.tr("Assigned to you: %n open →", "", self._open))
        self.setToolTip(self.tr("Your assignments and exams, in the Quiz"))
