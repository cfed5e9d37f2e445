"""The window's status-bar messages, each with its owner: a view's message (a lesson's result, an
answer that could not be saved, an exam's news) is shown while that view is in front and goes with
it; a message of the window's own (speech cannot be heard, where the answers go) is shown for a
while in any view. A message given as a function of no arguments is made again in the language
installed when it changes, so none stays in the language it was first said in."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QStatusBar

__all__ = ["GLOBAL_MS", "StatusNotes", "permanent_label"]

GLOBAL_MS = 15_000
"""How long a message of the window's own stays (a view's stays while the view is in front)."""

Words = str | Callable[[], str]


def permanent_label(bar: QStatusBar, name: str) -> QLabel:
    """A label at the right of ``bar`` that messages never cover (the store's status, who is signed
    in), named ``name`` for the style sheet and the tests."""
    label = QLabel()
    label.setObjectName(name)
    bar.addPermanentWidget(label)
    return label


class StatusNotes(QObject):
    """``show(words, view)`` on ``bar``; ``view()`` says which view is in front. The window calls
    ``view_changed()`` after a switch of view and ``retranslate()`` after a switch of language."""

    def __init__(self, bar: QStatusBar, view: Callable[[], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._bar = bar
        self._view = view
        self._words: Words = ""
        self._owner: str | None = None

    @property
    def owner(self) -> str | None:
        """The view whose message is on show (None: the window's own, or none)."""
        return self._owner if self._bar.currentMessage() else None

    def show(self, words: Words, view: str | None = None) -> None:
        """Say ``words`` for ``view`` (None: the window's own message, for a while, in any view)."""
        self._words = words
        self._owner = view
        self._display()

    def reporter(self, view: str | None) -> Callable[[str], None]:
        """A ``report(text)`` for a collaborator whose messages belong to ``view``."""
        return lambda text: self.show(text, view)

    def view_changed(self) -> None:
        """Another view is in front: a message of the view left goes with it."""
        if self._owner is not None and self._owner != self._view():
            self._words = ""
            self._owner = None
            self._bar.clearMessage()

    def retranslate(self) -> None:
        """The message on show, made again in the language now installed."""
        if callable(self._words) and self._bar.currentMessage():
            self._display()

    def _display(self) -> None:
        text = self._words() if callable(self._words) else self._words
        if not text:
            self._bar.clearMessage()
            return
        self._bar.showMessage(text, 0 if self._owner is not None else GLOBAL_MS)
