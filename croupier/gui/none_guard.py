"""A guard against PySide6 6.12.0's lost references to ``None`` on CPython 3.11.

Every call of a Qt method that returns nothing (``painter.setPen(...)``, ``rect.setWidth(...)``)
gives back ``None`` without the reference that the caller then drops, so each call lowers the
count of ``None`` by one. CPython 3.11 aborts the process ("none_dealloc: deallocating None") when
it reaches zero, a few thousand calls after start: a table painted from Python gets there in
seconds. From CPython 3.12 on ``None`` is immortal and the lost references do no harm.

``protect_none()`` gives ``None`` a reserve of references far larger than any session uses; call it
once before the first Qt widget is made. It does nothing on 3.12 and later.
"""

from __future__ import annotations

import ctypes
import sys

__all__ = ["RESERVE", "protect_none"]

RESERVE = 1 << 40  # a trillion void calls


def protect_none() -> bool:
    """Top up ``None``'s reference count on CPython before 3.12; True when it did."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    count = ctypes.c_ssize_t.from_address(id(None))
    if count.value < RESERVE:
        count.value += RESERVE
    return True
