"""What the writer's and the listener's threads hear, delivered on the window's thread.

Those threads never touch a Qt object: they put their calls in a queue (``StationMail.box``, the
writer's listener and the live listener's call), which a timer drains on the window's thread into
the signals ``recorded(uuid)``, ``failed(uuid, reason)``, ``status(WriterStatus)``, ``asked()``
(the instructor's page asks about refused answers), ``school_changed()`` (a class's or the
school's pace target changed) and ``live_heard(channel, payload)``. A thread that outlives its
station (a writer finishing a write after the window closed) then drops its news into a queue
nobody reads, instead of emitting on a deleted object.
"""

from __future__ import annotations

import contextlib
import queue
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from croupier.store.refusals import ASK_CHANNEL
from croupier.store.school import SCHOOL_CHANNEL
from croupier.store.writer_status import WriterStatus

__all__ = ["MAIL_POLL_MS", "Mailbox", "StationMail"]

MAIL_POLL_MS = 20  # how often the window's thread takes what the worker threads heard


class Mailbox:
    """The queue the worker threads put their news in (see the module docstring)."""

    def __init__(self) -> None:
        self._queue: queue.SimpleQueue[tuple[str, tuple[Any, ...]]] = queue.SimpleQueue()

    # The writer's listener (croupier.store.writer_status.WriterListener) and the live listener's call.
    def recorded(self, uuid: str) -> None:
        self._queue.put(("recorded", (uuid,)))

    def failed(self, uuid: str, reason: str) -> None:
        self._queue.put(("failed", (uuid, reason)))

    def status(self, status: WriterStatus) -> None:
        self._queue.put(("status", (status,)))

    def live(self, channel: str, payload: str) -> None:
        self._queue.put(("live", (channel, payload)))

    def take(self) -> list[tuple[str, tuple[Any, ...]]]:
        """Everything heard since the last call, in order."""
        taken = []
        with contextlib.suppress(queue.Empty):
            while True:
                taken.append(self._queue.get_nowait())
        return taken


class StationMail(QObject):
    """The ``box`` the threads write to, delivered as signals every ``MAIL_POLL_MS`` until ``close()``."""

    recorded = Signal(str)
    failed = Signal(str, str)
    status = Signal(object)  # WriterStatus
    asked = Signal()
    school_changed = Signal()
    live_heard = Signal(str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.box = Mailbox()
        self._delivery = QTimer(self)
        self._delivery.setInterval(MAIL_POLL_MS)
        self._delivery.timeout.connect(self.deliver)
        self._delivery.start()

    def deliver(self) -> None:
        """On the window's thread: what the worker threads heard, as the signals."""
        for what, args in self.box.take():
            if what == "recorded":
                self.recorded.emit(*args)
            elif what == "failed":
                self.failed.emit(*args)
            elif what == "status":
                self.status.emit(*args)
            elif args[0] == ASK_CHANNEL:
                self.asked.emit()
            elif args[0] == SCHOOL_CHANNEL:
                self.school_changed.emit()
            else:
                self.live_heard.emit(*args)

    def close(self) -> None:
        """Stop the timer, after delivering what was heard meanwhile."""
        self._delivery.stop()
        self.deliver()
