"""What the settings pages' forms share: a note under a field, a field with its notes."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

__all__ = ["Entries", "note", "with_notes"]

Entries = dict[str, tuple[object, object]]
"""A page's fields as ``Settings`` key -> (the value shown, the value saved)."""


def note() -> QLabel:
    """An explanation under a field, wrapped, in the notes' colour."""
    label = QLabel()
    label.setObjectName("settingsNote")
    label.setWordWrap(True)
    return label


def with_notes(field: QWidget | QHBoxLayout, *notes: QLabel) -> QWidget:
    """A form field with its explanation underneath (a form row of its own wraps badly)."""
    holder = QWidget()
    column = QVBoxLayout(holder)
    column.setContentsMargins(0, 0, 0, 4)
    column.setSpacing(4)
    if isinstance(field, QWidget):
        column.addWidget(field)
    else:
        column.addLayout(field)
    for label in notes:
        column.addWidget(label)
    return holder
