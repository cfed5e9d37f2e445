"""This thread's time as Linux's schedstat counts it: on a processor, and waiting for one.

Tests that bound how long something takes measure the thread's own processor time (work) or the
time it was blocked (neither working nor waiting for a processor: waiting on a lock, a disk, a
server), never the wall clock, which a shared machine's other work stretches at will."""

from __future__ import annotations

import time
from pathlib import Path


def thread_times() -> tuple[float, float]:
    """This thread's seconds on a processor and waiting for one."""
    cpu, queued, _ = Path("/proc/thread-self/schedstat").read_text().split()
    return int(cpu) / 1e9, int(queued) / 1e9


class Blocked:
    """``with Blocked() as blocked: ...``; then ``blocked.seconds``: the time the block's thread
    neither worked nor waited for a processor."""

    seconds = 0.0

    def __enter__(self) -> Blocked:
        self._wall = time.perf_counter()
        self._times = thread_times()
        return self

    def __exit__(self, *_exc: object) -> None:
        wall = time.perf_counter() - self._wall
        cpu, queued = thread_times()
        self.seconds = wall - (cpu - self._times[0]) - (queued - self._times[1])
