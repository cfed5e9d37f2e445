"""The objects a window is made of, left out of Python's full garbage collections.

A full collection walks every object the process holds: the modules, the classes, the widgets'
wrappers, hundreds of thousands of them once the window's panels are made, and it ran on the
window's thread in the middle of whatever it was doing (a quiz's answer: 80-160 ms at a time).
What exists once the panels are made lives as long as the window, so it is frozen
(``gc.freeze``) once a process; the collector walks only what is made after.
"""

from __future__ import annotations

import gc

__all__ = ["freeze_once"]

_FROZEN: list[bool] = []  # (one process, one freeze: a second window's tests would freeze the first's)


def freeze_once() -> None:
    """``gc.freeze()`` the first time it is called in the process."""
    if not _FROZEN:
        _FROZEN.append(True)
        gc.freeze()
