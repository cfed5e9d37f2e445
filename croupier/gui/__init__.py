"""The trainer's window: Qt only. ``main_window.py`` composes the widgets and wires their signals.

``table_state.py`` is the one module here without Qt: the snapshot of a table that every view draws.
"""
