"""An editor for the dealer's shuffle (R2.2): the steps in order, added, removed and moved."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.rules import ShuffleStep
from croupier.gui.house_rule_texts import choice_label

__all__ = ["ShuffleStepsEdit"]


class ShuffleStepsEdit(QWidget):
    """``changed()`` after every edit by the user; ``steps()`` / ``set_steps()`` read and fill it."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget()
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setFlow(QListWidget.Flow.TopToBottom)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setFixedHeight(150)
        self.add_button = QToolButton()
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self._add_menu = QMenu(self)
        self._add_actions: dict[ShuffleStep, QAction] = {}
        for step in ShuffleStep:
            action = self._add_menu.addAction("")
            action.triggered.connect(lambda _checked=False, chosen=step: self._add(chosen))
            self._add_actions[step] = action
        self.add_button.setMenu(self._add_menu)
        self.remove_button = QToolButton()
        self.up_button = QToolButton()
        self.down_button = QToolButton()
        for button in (self.add_button, self.remove_button, self.up_button, self.down_button):
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

        buttons = QVBoxLayout()
        buttons.setSpacing(4)
        for button in (self.add_button, self.remove_button, self.up_button, self.down_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list, 3)
        layout.addLayout(buttons, 1)

        self.remove_button.clicked.connect(self._remove)
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button.clicked.connect(lambda: self._move(1))
        self.list.currentRowChanged.connect(self._update_buttons)
        self.retranslate()
        self._update_buttons()

    def steps(self) -> tuple[ShuffleStep, ...]:
        return tuple(
            ShuffleStep(self.list.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.list.count())
        )

    def set_steps(self, steps: tuple[ShuffleStep, ...]) -> None:
        self.list.clear()
        for step in steps:
            self._append(step)
        self._update_buttons()

    def _append(self, step: ShuffleStep) -> QListWidgetItem:
        item = QListWidgetItem()
        item.setData(Qt.ItemDataRole.UserRole, step.value)
        self.list.addItem(item)
        self._number()
        return item

    def _number(self) -> None:
        """Write each step with its place in the sequence (1. Scramble, 2. Riffle, …)."""
        for row in range(self.list.count()):
            item = self.list.item(row)
            step = ShuffleStep(item.data(Qt.ItemDataRole.UserRole))
            item.setText(f"{row + 1}. {choice_label(step)}")

    def _add(self, step: ShuffleStep) -> None:
        row = self.list.currentRow()
        item = QListWidgetItem()
        item.setData(Qt.ItemDataRole.UserRole, step.value)
        at = row + 1 if row >= 0 else self.list.count()
        self.list.insertItem(at, item)
        self._number()
        self.list.setCurrentRow(at)
        self.changed.emit()

    def _remove(self) -> None:
        row = self.list.currentRow()
        if row < 0:
            return
        self.list.takeItem(row)
        self._number()
        self._update_buttons()
        self.changed.emit()

    def _move(self, offset: int) -> None:
        row = self.list.currentRow()
        target = row + offset
        if row < 0 or not 0 <= target < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(target, item)
        self._number()
        self.list.setCurrentRow(target)
        self.changed.emit()

    def _update_buttons(self) -> None:
        row = self.list.currentRow()
        self.remove_button.setEnabled(row >= 0)
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < self.list.count() - 1)

    def retranslate(self) -> None:
        self._number()
        for step, action in self._add_actions.items():
            action.setText(choice_label(step))
        self.add_button.setText(self.tr("Add"))
        self.add_button.setToolTip(self.tr("Add a step after the selected one"))
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Remove the selected step"))
        self.up_button.setText(self.tr("Up"))
        self.up_button.setToolTip(self.tr("Move the selected step earlier"))
        self.down_button.setText(self.tr("Down"))
        self.down_button.setToolTip(self.tr("Move the selected step later"))
        for button in (self.add_button, self.remove_button, self.up_button, self.down_button):
            button.setAccessibleName(button.toolTip())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
