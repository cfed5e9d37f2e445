"""The trainer's window: Qt only. ``main_window.py`` composes the widgets and wires their signals.

``table_state.py`` is the one module here without Qt: the snapshot of a table that every view draws.
"""

from croupier.gui.none_guard import protect_none

# Before any widget exists: PySide6 6.12.0 loses a reference to None per void call on CPython 3.11.
protect_none()
