"""How long the window's thread was blocked: what waiting on a server would cost a window.

A 10 ms timer ticks on the window's thread; between two ticks, the time the thread spent neither
working on a processor nor waiting for one (Linux's schedstat), nor waiting for another thread's
garbage collection, is time it was blocked. Work the window does is left out (``benchmarks/stalls.py``
measures that, in a process of the app's own): a test process carries the garbage of every test
before it, and a full collection of it (300-800 ms seen in CI) is not the window waiting."""

from __future__ import annotations

import gc
import threading
import time
from typing import Any

from PySide6.QtCore import QTimer
from thread_clock import thread_times


class Stall:
    """``longest``: the most milliseconds the window's thread was blocked between two ticks."""

    def __init__(self) -> None:
        self.longest = 0.0
        gc.collect()  # the earlier tests' garbage, not this window's
        self._window_thread = threading.get_ident()
        self._began: float | None = None
        self._collections: list[tuple[float, float]] = []  # other threads' (start, end)
        gc.callbacks.append(self._collector)
        self._last = time.perf_counter()
        self._times = thread_times()
        self._timer = QTimer()
        self._timer.setInterval(10)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    def _collector(self, phase: str, _info: dict[str, Any]) -> None:
        # Another thread's collection holds the interpreter's lock: the window's thread waits for
        # it. (One on the window's thread is processor time, left out already.) The window's thread
        # may run before this hears "stop" (a thread switch on entering this function): a tick then
        # counts the collection up to its own time and takes it over.
        if threading.get_ident() == self._window_thread:
            return
        if phase == "start":
            self._began = time.perf_counter()
            return
        began, self._began = self._began, None
        if began is not None:
            self._collections.append((began, time.perf_counter()))

    def _tick(self) -> None:
        now = time.perf_counter()
        cpu, queued = thread_times()
        last, self._last = self._last, now
        spans = list(self._collections)
        began, self._began = self._began, None
        if began is not None:  # over, though not heard yet
            spans.append((began, now))
        collecting = sum(max(0.0, min(end, now) - max(start, last)) for start, end in spans)
        self._collections = [span for span in self._collections if span[1] > now]
        blocked = (now - last) - (cpu - self._times[0]) - (queued - self._times[1]) - collecting
        self._times = (cpu, queued)
        self.longest = max(self.longest, blocked * 1000)

    def stop(self) -> None:
        self._timer.stop()
        if self._collector in gc.callbacks:
            gc.callbacks.remove(self._collector)
