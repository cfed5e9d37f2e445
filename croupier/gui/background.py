"""Work off the window's thread: ``Background.submit(call, done, failed)`` runs ``call()`` in a thread
of its own and hands its result to ``done`` (or the ``StoreError`` it raised to ``failed``) on the
window's thread.

One job runs at a time; a job submitted while one runs waits, and only the latest one waiting is
run (a refresh asked for five times while one is read is read once more, with what is newest). The
worker never touches a widget; ``QThread.finished`` brings the result back.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread

from croupier.store.errors import StoreError

__all__ = ["Background", "wait_for_all"]


# Running jobs, held here rather than by their Background: a view closed (and deleted) while its
# read runs must not destroy a running thread (Qt aborts the process); the job ends, then goes.
_RUNNING: set[_Job] = set()
_HOOKED = False


def wait_for_all() -> None:
    """Block until every running job has ended (the application quitting)."""
    for job in list(_RUNNING):
        job.wait()


class _Job(QThread):
    def __init__(self, call: Callable[[], Any], owner: Background) -> None:
        super().__init__()
        self.owner = weakref.ref(owner)
        self.call = call
        self.result: Any = None
        self.error: StoreError | None = None
        self.crash: BaseException | None = None

    def run(self) -> None:
        try:
            self.result = self.call()
        except StoreError as error:
            self.error = error
        except Exception as crash:  # noqa: BLE001 - raised again on the window's thread
            self.crash = crash


_Waiting = tuple[Callable[[], Any], Callable[[Any], None], Callable[[StoreError], None]]


class Background(QObject):
    """Runs jobs in a worker thread, one at a time (see the module docstring)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._job: _Job | None = None
        self._handlers: tuple[Callable[[Any], None], Callable[[StoreError], None]] | None = None
        self._waiting: _Waiting | None = None

    def submit(
        self, call: Callable[[], Any], done: Callable[[Any], None], failed: Callable[[StoreError], None]
    ) -> None:
        if self._job is not None:
            self._waiting = (call, done, failed)
            return
        job = _Job(call, self)
        self._job = job
        self._handlers = (done, failed)
        _RUNNING.add(job)
        job.finished.connect(lambda: _ended(job), Qt.ConnectionType.QueuedConnection)
        global _HOOKED  # noqa: PLW0603 - once per process
        app = QCoreApplication.instance()
        if app is not None and not _HOOKED:
            app.aboutToQuit.connect(wait_for_all)
            _HOOKED = True
        job.start()

    def busy(self) -> bool:
        """Is a job running or waiting?"""
        return self._job is not None

    def wait(self) -> None:
        """Block until the running job has ended, dropping any waiting one (when the view closes)."""
        self._waiting = None
        if self._job is not None:
            self._job.wait()

    def _finished(self, job: _Job) -> None:
        if job is not self._job:
            return
        handlers = self._handlers
        self._job = None
        self._handlers = None
        waiting, self._waiting = self._waiting, None
        if waiting is not None:
            self.submit(*waiting)
        if job.crash is not None:
            raise job.crash
        if handlers is None:
            return
        done, failed = handlers
        if job.error is not None:
            failed(job.error)
        else:
            done(job.result)


def _ended(job: _Job) -> None:
    job.wait()  # ``finished`` comes just before the thread has quite ended: a moment more
    _RUNNING.discard(job)
    job.deleteLater()
    owner = job.owner()
    if owner is not None and shiboken6.isValid(owner):
        owner._finished(job)
