"""The instructor's modal questions (files to open or save, a name, a yes/no) behind one protocol.

The pages are handed an ``InstructorDialogs``; the app passes ``QtDialogs`` (Qt's standard dialogs),
tests pass a stand-in that answers at once.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QWidget  # the dialogs' own classes are imported when first used

__all__ = ["InstructorDialogs", "QtDialogs"]


class InstructorDialogs(Protocol):
    """Each method returns None (or False) when the instructor cancels."""

    def open_file(self, parent: QWidget, caption: str, filters: str) -> str | None: ...

    def save_file(self, parent: QWidget, caption: str, suggested: str, filters: str) -> str | None: ...

    def ask_text(self, parent: QWidget, title: str, label: str, text: str) -> str | None: ...

    def confirm(self, parent: QWidget, title: str, text: str) -> bool: ...


class QtDialogs:
    """``InstructorDialogs`` with Qt's standard dialogs (their classes imported when first asked:
    the window makes one of these before its first frame)."""

    def open_file(self, parent: QWidget, caption: str, filters: str) -> str | None:
        from PySide6.QtWidgets import QFileDialog  # noqa: PLC0415

        path, _ = QFileDialog.getOpenFileName(parent, caption, "", filters)
        return path or None

    def save_file(self, parent: QWidget, caption: str, suggested: str, filters: str) -> str | None:
        from PySide6.QtWidgets import QFileDialog  # noqa: PLC0415

        path, _ = QFileDialog.getSaveFileName(parent, caption, suggested, filters)
        return path or None

    def ask_text(self, parent: QWidget, title: str, label: str, text: str) -> str | None:
        from PySide6.QtWidgets import QInputDialog, QLineEdit  # noqa: PLC0415

        answer, ok = QInputDialog.getText(parent, title, label, QLineEdit.EchoMode.Normal, text)
        return answer if ok else None

    def confirm(self, parent: QWidget, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415

        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = QMessageBox.question(parent, title, text, buttons, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes
