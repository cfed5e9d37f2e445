"""Wrong instructor PINs (or passwords) lock instructor mode for longer and longer: 30 s, 2 min,
10 min, 30 min, then an hour each time. The count and the lock are stored (through ``load`` and
``save``), so closing the app does not lift them; a right PIN clears both.

>>> saved = {}
>>> now = [1_000.0]
>>> guard = Lockout(lambda: saved.get("s"), lambda v: saved.__setitem__("s", v), clock=lambda: now[0])
>>> guard.failed(), guard.failed(), guard.failed(), guard.locked_for()
(2, 1, 0, 30.0)
>>> again = Lockout(lambda: saved.get("s"), lambda v: saved.__setitem__("s", v), clock=lambda: now[0])
>>> again.locked_for()  # after a restart
30.0
>>> now[0] += 31
>>> again.locked_for(), again.failed(), again.failed(), again.failed(), again.locked_for()
(0.0, 2, 1, 0, 120.0)
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable

__all__ = ["LOCK_PERIODS", "TRIES", "Lockout"]

TRIES = 3
LOCK_PERIODS = (30.0, 120.0, 600.0, 1800.0, 3600.0)


class Lockout:
    """``failed()`` counts a wrong try and returns the tries left before the next lock (0: locked
    now); ``locked_for()`` the seconds until the next try; ``succeeded()`` forgets it all.

    ``clock`` is wall-clock seconds (``time.time``): the lock must hold across a restart. The
    instructor's dialog checks in a worker thread while the window reads the countdown: each
    method reads, counts and writes under one lock, so no wrong try is lost between them.
    """

    def __init__(
        self,
        load: Callable[[], str | None],
        save: Callable[[str], None],
        *,
        tries: int = TRIES,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._load = load
        self._save = save
        self.tries = tries
        self._clock = clock
        self._lock = threading.RLock()
        self._wrong, self._locks, self._until = self._read()

    def _read(self) -> tuple[int, int, float]:
        try:
            data = json.loads(self._load() or "{}")
            return int(data.get("wrong", 0)), int(data.get("locks", 0)), float(data.get("until", 0.0))
        except (ValueError, TypeError, AttributeError):
            return 0, 0, 0.0

    def _write(self) -> None:
        self._save(json.dumps({"wrong": self._wrong, "locks": self._locks, "until": self._until}))

    @property
    def tries_left(self) -> int:
        with self._lock:
            return max(0, self.tries - self._wrong) if self.locked_for() == 0 else 0

    def locked_for(self) -> float:
        """Seconds until a PIN may be tried again; 0 when it may be tried now."""
        with self._lock:
            return self._locked_for()

    def _locked_for(self) -> float:
        self._wrong, self._locks, self._until = self._read()
        left = self._until - self._clock()
        if left > 0:
            return left
        if self._until:
            self._until = 0.0
            self._wrong = 0
            self._write()
        return 0.0

    def failed(self) -> int:
        """Count a wrong try; returns the tries left (0: locked out now, for the next period)."""
        with self._lock:
            return self._failed()

    def _failed(self) -> int:
        if self._locked_for() > 0:
            return 0
        self._wrong += 1
        if self._wrong >= self.tries:
            period = LOCK_PERIODS[min(self._locks, len(LOCK_PERIODS) - 1)]
            self._locks += 1
            self._until = self._clock() + period
            self._write()
            return 0
        self._write()
        return self.tries - self._wrong

    def succeeded(self) -> None:
        with self._lock:
            self._wrong, self._locks, self._until = 0, 0, 0.0
            self._write()
