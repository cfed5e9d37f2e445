"""Reading a hand-history file in a worker thread, hand by hand, with progress; it can be cancelled.

``PHHLoader(path).start()`` reads the file with ``croupier.engine.phh.iter_load`` off the GUI thread
and reports in the GUI thread: ``progress(done, total)`` (characters read, at most a hundred times),
then one of ``loaded(result)``, ``failed(message)`` (the reader's one-line ``BadPHHError``: file,
line and reason) or ``cancelled()``, and always ``finished()`` last. ``cancel()`` stops the reading
before the next hand. ``result`` is the list of hands, or what ``then(hands)`` made of them in the
worker thread too (work on all the hands that the GUI thread should not do; its ``BadPHHError``
fails the loading as the reader's does).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal

from croupier.engine.errors import BadPHHError
from croupier.engine.phh import HandHistory, iter_load

__all__ = ["PHHLoader", "Then"]

Then = Callable[[list[HandHistory]], object]
"""What the worker thread makes of the hands read, once they all are."""


class _Cancelled(Exception):  # noqa: N818 - a signal between the thread's own functions, never raised out
    """Raised inside the reading to stop it when the loader is cancelled."""


class _Reader(QThread):
    """The worker thread: reads the file, keeping the hands, the error or the cancellation."""

    progressed = Signal(int, int)

    def __init__(self, path: Path, then: Then | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.then = then
        self.stop = threading.Event()
        self.histories: list[HandHistory] = []
        self.result: object = None
        self.error: str | None = None
        self.was_cancelled = False
        self.done = False
        self._percent = -1

    def run(self) -> None:
        try:
            if self.stop.is_set():
                raise _Cancelled
            for history in iter_load(self.path, progress=self._progress):
                self.histories.append(history)
            self.result = self.then(self.histories) if self.then is not None else self.histories
            self.done = True
        except BadPHHError as error:
            self.error = str(error)
        except _Cancelled:
            self.was_cancelled = True
            self.histories = []

    def _progress(self, done: int, total: int) -> None:
        if self.stop.is_set():
            raise _Cancelled
        percent = done * 100 // max(total, 1)
        if percent != self._percent:  # at most a hundred signals, however many hands
            self._percent = percent
            self.progressed.emit(done, total)


class PHHLoader(QObject):
    """Loads one file in the background (see the module doc)."""

    progress = Signal(int, int)
    loaded = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    finished = Signal()

    def __init__(self, path: str | Path, parent: QObject | None = None, *, then: Then | None = None) -> None:
        super().__init__(parent)
        self.path = Path(path)
        self._reader = _Reader(self.path, then, self)
        self._reader.progressed.connect(self.progress)
        self._reader.finished.connect(self._report)

    def start(self) -> None:
        self._reader.start()

    def cancel(self) -> None:
        """Stop before the next hand (a hand being read is read to its end, then dropped)."""
        self._reader.stop.set()

    def is_running(self) -> bool:
        return self._reader.isRunning()

    def wait(self) -> None:
        """Block until the thread has ended (used when the view closes)."""
        self._reader.wait()

    def _report(self) -> None:
        reader = self._reader
        try:
            if reader.was_cancelled:
                self.cancelled.emit()
            elif reader.error is not None:
                self.failed.emit(reader.error)
            elif reader.done:
                self.loaded.emit(reader.result)
            else:  # pragma: no cover - the reader raises only BadPHHError (tests/engine/test_phh_bad.py)
                self.failed.emit(self.tr("{file}: the file could not be read").format(file=self.path))
        finally:
            self.finished.emit()
