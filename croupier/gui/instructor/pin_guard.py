"""How many wrong PINs in a row are allowed before a short lockout (no Qt).

>>> now = [0.0]
>>> guard = PinGuard(tries=2, lockout_seconds=30, clock=lambda: now[0])
>>> guard.failed(), guard.failed(), guard.locked_for()
(1, 0, 30.0)
>>> now[0] = 31.0
>>> guard.locked_for(), guard.tries_left
(0.0, 2)
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["PinGuard"]


class PinGuard:
    """Counts wrong PINs; after ``tries`` of them the PIN cannot be tried for ``lockout_seconds``.

    One guard lives as long as the instructor page, so closing and reopening the dialog does not
    reset the count; a right PIN does.
    """

    def __init__(
        self, *, tries: int = 3, lockout_seconds: float = 30.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.tries = tries
        self.lockout_seconds = lockout_seconds
        self._clock = clock
        self._wrong = 0
        self._until = 0.0

    @property
    def tries_left(self) -> int:
        self.locked_for()  # a lockout that has run out gives the tries back
        return self.tries - self._wrong

    def locked_for(self) -> float:
        """Seconds until the PIN may be tried again; 0 when it may be tried now."""
        left = self._until - self._clock()
        if left <= 0 and self._until:
            self._until = 0.0
            self._wrong = 0
        return max(0.0, left)

    def failed(self) -> int:
        """Count a wrong PIN; returns the tries left (0: locked out now)."""
        self._wrong += 1
        if self._wrong >= self.tries:
            self._until = self._clock() + self.lockout_seconds
            return 0
        return self.tries - self._wrong

    def succeeded(self) -> None:
        self._wrong = 0
        self._until = 0.0
