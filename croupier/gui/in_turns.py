"""Work made of pieces, run a piece a turn of the event loop: the window answers (paints, keys,
clicks) between them. ``InTurns(pieces, parent)`` runs a generator that yields between its pieces;
``start()`` runs one piece a turn, ``finish()`` what is left at once (when it is needed now),
``stop()`` none of it (newer work replaces it).

A widget the pieces fill is given as ``hold``: its updates are off from the first piece until the
last has run (or the work is stopped), so it is painted once, whole. The generator itself must not
switch them back in a ``finally``: a generator left unfinished when its window closes is finished
by the garbage collector, at any moment and on whichever thread collects (a worker's, even), and a
widget must be touched only on the window's thread, and only while it exists."""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator

import shiboken6
from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

__all__ = ["InTurns"]


class InTurns(QObject):
    """Runs ``pieces`` (a generator that yields between its pieces) and then calls ``then``."""

    def __init__(
        self, pieces: Iterator[object], parent: QObject | None = None, *, hold: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._pieces = pieces
        self._hold = hold
        self._held = False
        self._running = False  # inside a piece (a piece that waits on the event loop must not rerun)
        self._over = False
        self._then: list[Callable[[], None]] = []

    @property
    def over(self) -> bool:
        return self._over

    def when_over(self, then: Callable[[], None]) -> None:
        """Call ``then`` once every piece has run (at once if they have)."""
        if self._over:
            then()
        else:
            self._then.append(then)

    def start(self) -> None:
        """A piece a turn of the event loop from the next turn on."""
        QTimer.singleShot(1, self, self._turn)

    def finish(self) -> None:
        """Run what is left now."""
        while not self._over and not self._running:
            self._piece()

    def stop(self) -> None:
        """Run no more pieces, and never ``then``; a generator's ``finally`` runs now."""
        self._over = True
        self._then = []
        if isinstance(self._pieces, Generator):
            self._pieces.close()
        self._release()

    def _turn(self) -> None:
        if self._over or self._running:
            return
        self._piece()
        if not self._over:
            QTimer.singleShot(1, self, self._turn)

    def _piece(self) -> None:
        if self._hold is not None and not self._held:
            self._hold.setUpdatesEnabled(False)
            self._held = True
        self._running = True
        try:
            next(self._pieces)
        except StopIteration:
            self._over = True
        except BaseException:
            self._over = True  # (raised on: the work is over, the widget shown as it is)
            self._release()
            raise
        finally:
            self._running = False
        if self._over:
            self._release()
            then, self._then = self._then, []
            for call in then:
                call()

    def _release(self) -> None:
        """The held widget's updates on again (if it still exists)."""
        if self._held and self._hold is not None and shiboken6.isValid(self._hold):
            self._hold.setUpdatesEnabled(True)
        self._held = False
