"""The keyboard shortcuts as the window has them, read from its actions and shortcuts, so the list in
the help never drifts from what the keys do.

Every ``QAction`` with a shortcut is listed by its text; every ``QShortcut`` by its ``whatsThis``
(the widget that makes it describes it there, in the language installed). Shortcuts that do the
same thing are one row, their keys joined (``1–9``, ``A–Z``, ``Enter``).
"""

from __future__ import annotations

import string
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

__all__ = ["KeyRow", "action_rows", "describe", "join_keys", "shortcut_rows", "undescribed"]


@dataclass(frozen=True, slots=True)
class KeyRow:
    """One line of the shortcut list: the keys (as written) and what they do."""

    keys: str
    does: str


def describe(shortcuts: QShortcut | list[QShortcut], text: str) -> None:
    """Say what ``shortcuts`` do (shown in the help's list)."""
    for shortcut in shortcuts if isinstance(shortcuts, list) else [shortcuts]:
        shortcut.setWhatsThis(text)


def _key_text(sequence: QKeySequence) -> str | None:
    """A key as the list writes it; None for the keypad's copies of keys listed already."""
    if sequence.isEmpty():
        return None
    combination = sequence[0]  # type: ignore[index]  # QKeySequence's operator[]
    if combination.keyboardModifiers() & Qt.KeyboardModifier.KeypadModifier:
        return None
    if combination.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not combination.keyboardModifiers():
        return "Enter"
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


def join_keys(keys: list[str]) -> str:
    """Keys in one row: runs of three or more digits or letters as a range.

    >>> join_keys(["1", "2", "3", "4", "Enter"]), join_keys(["A", "B"]), join_keys(["F1", "?"])
    ('1–4, Enter', 'A, B', 'F1, ?')
    """
    unique = list(dict.fromkeys(keys))
    out: list[str] = []
    run: list[str] = []

    def flush() -> None:
        if len(run) >= 3:
            out.append(f"{run[0]}–{run[-1]}")
        else:
            out.extend(run)
        run.clear()

    for key in unique:
        for alphabet in (string.digits, string.ascii_uppercase):
            if len(key) != 1 or key not in alphabet or not run or run[-1] not in alphabet:
                continue
            if alphabet.index(key) == alphabet.index(run[-1]) + 1:
                run.append(key)
                break
        else:
            flush()
            if len(key) == 1 and (key in string.digits or key in string.ascii_uppercase):
                run.append(key)
            else:
                out.append(key)
    flush()
    return ", ".join(out)


def _grouped(pairs: list[tuple[str, str]]) -> list[KeyRow]:
    order: dict[str, list[str]] = {}
    for key, does in pairs:
        order.setdefault(does, []).append(key)
    return [KeyRow(join_keys(keys), does) for does, keys in order.items()]


def shortcut_rows(widget: QWidget) -> list[KeyRow]:
    """The keys of ``widget``'s own shortcuts (its children's included), one row per thing done."""
    pairs: list[tuple[str, str]] = []
    for shortcut in widget.findChildren(QShortcut):
        text = _key_text(shortcut.key())
        if text is not None and shortcut.whatsThis():
            pairs.append((text, shortcut.whatsThis()))
    return _grouped(pairs)


def action_rows(widget: QWidget) -> list[KeyRow]:
    """The window's actions that have a shortcut, by their text (menus' ``&`` and ``…`` left out)."""
    pairs: list[tuple[str, str]] = []
    seen: set[int] = set()
    for action in widget.findChildren(QAction):
        if id(action) in seen or action.shortcut().isEmpty() or not action.isVisible():
            continue
        seen.add(id(action))
        keys = [text for sequence in action.shortcuts() if (text := _key_text(sequence)) is not None]
        does = action.text().replace("&", "").removesuffix("…").removesuffix("...").strip()
        pairs.extend((key, does) for key in keys)
    return _grouped(pairs)


def undescribed(widget: QWidget) -> list[str]:
    """Shortcuts under ``widget`` that the help could not list: no description (a test keeps this empty)."""
    return [
        shortcut.key().toString()
        for shortcut in widget.findChildren(QShortcut)
        if not shortcut.whatsThis() and not shortcut.key().isEmpty()
    ]
