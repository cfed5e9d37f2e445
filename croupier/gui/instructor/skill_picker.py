"""A list of the quiz's skills with a tick box each, for assignments and exams."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLineEdit, QListWidget, QListWidgetItem, QSpinBox, QWidget

__all__ = ["DEFAULT_QUESTIONS", "SkillPicker", "drill_set_fields"]

DEFAULT_QUESTIONS = 20
"""Questions in a new assignment or exam unless the instructor changes it."""


def drill_set_fields(
    skills: Sequence[str], title: Callable[[str], str]
) -> tuple[QLineEdit, SkillPicker, QSpinBox]:
    """The fields that name a drill set, as assignments and exams both ask for them: a name, the
    skills ticked, and how many questions."""
    name_field = QLineEdit()
    name_field.setMaxLength(120)
    picker = SkillPicker(skills, title)
    questions = QSpinBox()
    questions.setRange(1, 500)
    questions.setValue(DEFAULT_QUESTIONS)
    return name_field, picker, questions


class SkillPicker(QListWidget):
    """``skills`` are skill names (stored with every answer); ``title(name)`` is the name shown."""

    def __init__(
        self, skills: Sequence[str], title: Callable[[str], str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("skillPicker")
        self._title = title
        # Long names end in … when the list is narrow (the tooltip has them whole).
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        for name in skills:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, name)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.addItem(item)
        self.itemActivated.connect(self._toggle)
        self.retranslate()

    def _items(self) -> list[QListWidgetItem]:
        return [self.item(row) for row in range(self.count())]

    def _toggle(self, item: QListWidgetItem) -> None:
        checked = item.checkState() == Qt.CheckState.Checked
        item.setCheckState(Qt.CheckState.Unchecked if checked else Qt.CheckState.Checked)

    def selected(self) -> list[str]:
        """The ticked skills, in list order."""
        return [
            str(item.data(Qt.ItemDataRole.UserRole))
            for item in self._items()
            if item.checkState() == Qt.CheckState.Checked
        ]

    def set_selected(self, names: Iterable[str]) -> None:
        wanted = set(names)
        for item in self._items():
            chosen = item.data(Qt.ItemDataRole.UserRole) in wanted
            item.setCheckState(Qt.CheckState.Checked if chosen else Qt.CheckState.Unchecked)

    def retranslate(self) -> None:
        for item in self._items():
            title = self._title(str(item.data(Qt.ItemDataRole.UserRole)))
            item.setText(title)
            item.setToolTip(title)
        self.setAccessibleName(self.tr("Skills"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
