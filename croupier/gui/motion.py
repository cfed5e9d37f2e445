"""Calm table motion: items slide to their places in about 200 ms, driven by the event loop.

Nothing here waits: ``slide`` starts an animation and returns. ``finish`` jumps every running
slide to its end, which the table does before it shows a newer state, so the picture is never
behind the hand. With motion off, ``slide`` puts the item in place at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QSequentialAnimationGroup, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem

__all__ = ["DURATION_MS", "Motion"]

DURATION_MS = 200


class Motion(QObject):
    """Runs the slides of one scene."""

    def __init__(self, parent: QObject | None = None, *, duration: int = DURATION_MS) -> None:
        super().__init__(parent)
        self.enabled = True
        self.duration = duration
        self._running: list[tuple[QSequentialAnimationGroup, Callable[[], None] | None]] = []

    @property
    def busy(self) -> bool:
        """True while anything is still sliding."""
        return bool(self._running)

    def slide(
        self,
        item: QGraphicsItem,
        start: QPointF,
        end: QPointF,
        *,
        delay: int = 0,
        done: Callable[[], None] | None = None,
    ) -> None:
        """Move ``item`` from ``start`` to ``end``; ``done`` runs when it arrives (or is finished)."""
        if not self.enabled or self.duration <= 0:
            item.setPos(end)
            if done is not None:
                done()
            return
        item.setPos(start)
        group = QSequentialAnimationGroup(self)
        if delay > 0:
            group.addPause(delay)
        animation = QVariantAnimation(group)
        animation.setStartValue(QPointF(start))
        animation.setEndValue(QPointF(end))
        animation.setDuration(self.duration)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.valueChanged.connect(item.setPos)
        group.addAnimation(animation)
        entry = (group, done)
        self._running.append(entry)
        group.finished.connect(lambda: self._finished(entry))
        group.start()

    def finish(self) -> None:
        """Put every sliding item at its end now and run the ``done`` callbacks."""
        while self._running:
            group, _ = self._running[0]
            group.setCurrentTime(group.totalDuration())
            if self._running and self._running[0][0] is group:
                # Not reported as finished (already stopped): settle it by hand.
                self._finished(self._running[0])

    def _finished(self, entry: tuple[QSequentialAnimationGroup, Callable[[], None] | None]) -> None:
        if entry not in self._running:
            return
        self._running.remove(entry)
        group, done = entry
        group.stop()
        group.deleteLater()
        if done is not None:
            done()
