"""Work made of pieces, run a piece a turn of the event loop: the window answers (paints, keys,
clicks) between them. ``InTurns(pieces, parent)`` runs a generator that yields between its pieces;
``start()`` runs one piece a turn, ``finish()`` what is left at once (when it is needed now),
``stop()`` none of it (newer work replaces it)."""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator

from PySide6.QtCore import QObject, QTimer

__all__ = ["InTurns"]


class InTurns(QObject):
    """Runs ``pieces`` (a generator that yields between its pieces) and then calls ``then``."""

    def __init__(self, pieces: Iterator[object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pieces = pieces
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

    def _turn(self) -> None:
        if self._over or self._running:
            return
        self._piece()
        if not self._over:
            QTimer.singleShot(1, self, self._turn)

    def _piece(self) -> None:
        self._running = True
        try:
            next(self._pieces)
        except StopIteration:
            self._over = True
        finally:
            self._running = False
        if self._over:
            then, self._then = self._then, []
            for call in then:
                call()
