"""The trainer's window: Qt only. ``main_window.py`` composes the widgets and wires their signals.

What the widgets show is made below the window: the table as a ``croupier.training.TableState``, the
walkthrough by ``croupier.training``, the quiz by ``croupier.drills``.
"""
