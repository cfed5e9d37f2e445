"""Python's cyclic garbage collector, run on the window's thread only.

Any thread that allocates may run the collector, and what a run frees is freed on that thread. A Qt
object among the garbage (a window's object in a reference cycle) would then be destroyed on a
worker thread (the quiz's question thread, the station's writer), which Qt does not allow
("QObject::~QObject: Timers cannot be stopped from another thread") and which can crash the
process. So the trainer turns automatic collection off and collects on a timer of the window's
thread instead, by the interpreter's own thresholds (pyqtgraph's ``GarbageCollector`` does the
same for the same reason). Reference counting still frees everything not in a cycle at once.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

__all__ = ["COLLECT_MS", "WindowThreadCollector", "collect_due", "freeze_once", "frozen"]

COLLECT_MS = 1000  # how often the window's thread looks whether a collection is due
_FROZEN: set[str] = set()  # what freeze_once has frozen in this process


def freeze_once(what: str) -> None:
    """Move everything allocated so far out of the collector's passes (``gc.freeze``), once a process
    for ``what``: objects that live as long as the process (imported modules, the window's widgets),
    which every full pass walked again on the window's thread (80-160 ms in the middle of a quiz).
    Once, because a second window in the same process (tests) would freeze the first one's."""
    if what not in _FROZEN:
        _FROZEN.add(what)
        gc.freeze()


def frozen(what: str) -> bool:
    """``freeze_once(what)`` has been done in this process."""
    return what in _FROZEN


def collect_due(thresholds: tuple[int, int, int]) -> int:
    """Collect the generations the interpreter would have collected by now at ``thresholds`` (none
    when none is due); returns how many unreachable objects were found."""
    young, middle, old = gc.get_count()
    first, second, third = thresholds
    if young <= first:
        return 0
    generation = 0
    if middle > second:
        generation = 2 if old > third else 1
    return gc.collect(generation)


class WindowThreadCollector(QObject):
    """While started, the only collector of cyclic garbage is this object's timer, on the thread
    that made it (the window's). ``stop()`` gives collection back to the interpreter."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = COLLECT_MS) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        self._was_enabled = gc.isenabled()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.collect)

    def start(self) -> None:
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        if self._was_enabled:
            gc.enable()

    @property
    def thresholds(self) -> tuple[int, int, int]:
        """The interpreter's thresholds when this collector was made (``gc.get_threshold``)."""
        return self._thresholds

    def collect(self) -> int:
        """What is due by the thresholds: see ``collect_due``."""
        return collect_due(self._thresholds)
