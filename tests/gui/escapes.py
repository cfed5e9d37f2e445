"""Exceptions that get away from a GUI test, caught: ``escapes_caught()`` fails the test in which
one happened.

pytest-qt already fails a test for an exception raised in a slot, a timer or a virtual method
before the test ends (it hooks ``sys.excepthook``). It does not for one raised in a Python thread
(pytest only warns), in a ``__del__`` or a callback Python cannot raise into (``sys.unraisablehook``:
a warning), nor for an error our code caught and only logged; and an exception from work the test
left queued (a zero timer, a posted event) fails the next test instead of its own."""

from __future__ import annotations

import contextlib
import logging
import sys
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

__all__ = ["escapes_caught"]


class _Logged(logging.Handler):
    """The error records logged meanwhile."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(f"logged by {record.name}: {self.format(record)}")


@contextlib.contextmanager
def escapes_caught() -> Iterator[list[str]]:
    """Collect what gets away inside the block (the list it yields), run the Qt work queued in it,
    then fail the test if anything got away."""
    escaped: list[str] = []

    def in_thread(args: threading.ExceptHookArgs) -> None:
        name = args.thread.name if args.thread is not None else "?"
        escaped.append(f"in thread {name}: {args.exc_type.__name__}: {args.exc_value}")

    def unraisable(args: Any) -> None:
        escaped.append(f"unraisable in {args.object!r}: {args.exc_type.__name__}: {args.exc_value}")

    hooks = (threading.excepthook, sys.unraisablehook)
    threading.excepthook, sys.unraisablehook = in_thread, unraisable
    logged = _Logged()
    root = logging.getLogger()
    outer = [handler for handler in root.handlers if isinstance(handler, _Logged)]
    for handler in outer:  # a block inside another: its records are its own
        root.removeHandler(handler)
    root.addHandler(logged)
    try:
        yield escaped
        # What the block left queued runs now, inside it: an exception there is raised here.
        QApplication.sendPostedEvents()
        QApplication.processEvents()
    finally:
        root.removeHandler(logged)
        for handler in outer:
            root.addHandler(handler)
        threading.excepthook, sys.unraisablehook = hooks
    escaped.extend(logged.records)
    if escaped:
        pytest.fail("an exception got away during the test:\n" + "\n".join(escaped), pytrace=False)
