"""What the writer's and the listener's threads hear, delivered on the window's thread.

Those threads touch no Qt object of the station: they put their calls in a queue
(``StationMail.box``, the writer's listener and the live listener's call) and, the first time after
the window took the last news, wake the window's thread with a signal of one object that lives as
long as the application. The window's thread drains the queue into the signals ``recorded(uuid)``,
``failed(uuid, reason)``, ``status(WriterStatus)``, ``asked()`` (the instructor's page asks about
refused answers), ``school_changed()`` (a class's or the school's pace target changed) and
``live_heard(channel, payload)``. Nothing runs while nothing is heard (a timer that looked 50 times
a second kept an idle window's processor awake). A thread that outlives its station (a writer
finishing a write after the window closed) drops its news into a queue nobody reads, and wakes
nobody, instead of emitting on a deleted object.
"""

from __future__ import annotations

import contextlib
import queue
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from croupier.store.refusals import ASK_CHANNEL
from croupier.store.school import SCHOOL_CHANNEL
from croupier.store.writer_status import WriterStatus

__all__ = ["Mailbox", "StationMail"]


class Mailbox:
    """The queue the worker threads put their news in (see the module docstring). ``notify(box)``,
    when set, is called by the thread that puts the first news after a ``take()``."""

    def __init__(self) -> None:
        self._queue: queue.SimpleQueue[tuple[str, tuple[Any, ...]]] = queue.SimpleQueue()
        self._told = False  # notify was called and take() has not run since
        self.notify: Callable[[Mailbox], object] | None = None

    # The writer's listener (croupier.store.writer_status.WriterListener) and the live listener's call.
    def recorded(self, uuid: str) -> None:
        self._put("recorded", (uuid,))

    def failed(self, uuid: str, reason: str) -> None:
        self._put("failed", (uuid, reason))

    def status(self, status: WriterStatus) -> None:
        self._put("status", (status,))

    def live(self, channel: str, payload: str) -> None:
        self._put("live", (channel, payload))

    def _put(self, what: str, args: tuple[Any, ...]) -> None:
        self._queue.put((what, args))
        notify = self.notify
        if notify is not None and not self._told:
            self._told = True
            notify(self)

    def take(self) -> list[tuple[str, tuple[Any, ...]]]:
        """Everything heard since the last call, in order."""
        # Reset before draining: news put from here on wakes the window again (at worst once too
        # often, finding the queue empty), none waits unseen.
        self._told = False
        taken = []
        with contextlib.suppress(queue.Empty):
            while True:
                taken.append(self._queue.get_nowait())
        return taken


class _Waker(QObject):
    """The one object worker threads emit on: a child of the application, so never deleted under
    a thread that outlived its station. ``news(box)`` reaches the window's thread queued."""

    news = Signal(object)  # the Mailbox with news


def _waker() -> _Waker:
    """The application's waker (made with its first station; tests make several applications).

    Found by Qt among the application's own children: ``children()`` would wrap each of them for
    Python, and the first wrapping of their classes (the style, the pointing device, the session
    manager: dozens of enums) cost the window's thread about 10 ms at the start."""
    app = QCoreApplication.instance()
    if app is None:
        return _Waker()
    found = app.findChild(_Waker, options=Qt.FindChildOption.FindDirectChildrenOnly)
    return found if isinstance(found, _Waker) else _Waker(app)


class StationMail(QObject):
    """The ``box`` the threads write to, delivered as signals on the window's thread as news comes,
    until ``close()``."""

    recorded = Signal(str)
    failed = Signal(str, str)
    status = Signal(object)  # WriterStatus
    asked = Signal()
    school_changed = Signal()
    live_heard = Signal(str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.box = Mailbox()
        waker = _waker()
        waker.news.connect(self._woken)
        self.box.notify = waker.news.emit

    def _woken(self, box: Mailbox) -> None:
        if box is self.box:
            self.deliver()

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
        """Deliver what was heard meanwhile; news heard later wakes nobody."""
        self.box.notify = None
        self.deliver()
