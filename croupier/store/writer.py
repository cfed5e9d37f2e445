"""The one writer: every write of a station goes through it, off the window's thread, and none is lost.

``submit(write)`` only puts the write on a queue: the window never waits on a disk or a network.

- **This computer's file** (a single-machine install): a worker thread stores each write in the
  progress file. If the file cannot take it (the disk is full, say), the write is held in memory
  and tried again every few seconds; the listener hears ``failed`` (not recorded anywhere yet) and,
  once it is in, ``recorded``.
- **A school server**: the worker first appends each write to the station's outbox (durable, on
  this computer; ``recorded`` means it is there), and a second thread uploads the outbox to the
  server in order, in batches, each write exactly once (:mod:`croupier.store.apply`). While the
  server is down or hung the writes wait in the outbox, and the status says how many; the upload
  starts again by itself when the server answers (and at the next start). A hung server only holds
  up the upload thread; answers keep going into the outbox. A write the server refuses for good
  (its trainee gone from the roster, say) is moved aside in the outbox, not lost, and reported.
  Each write keeps the token of the trainee's sign-in it was made under (``submit(write, token)``)
  and goes to the server with it, whoever is signed in by then: a trainee who signs out with
  answers waiting loses none of them (their sign-out is a write queued after them all).

The listener's methods are called on the writer's threads; a Qt window passes them on as signals.
"""

from __future__ import annotations

import contextlib
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Protocol

from croupier.store.errors import StoreError, TransientStoreError
from croupier.store.outbox import Outbox, Queued
from croupier.store.store import Store
from croupier.store.writes import AnswerGiven, Write

__all__ = ["StoreWriter", "WriterListener", "WriterStatus"]

RETRY_SECONDS = 2.0
MAX_BACKOFF = 5.0
IDLE_POLL = 5.0
HUNG_SECONDS = 3.0
BATCH = 200


@dataclass(frozen=True, slots=True)
class WriterStatus:
    """Where the writes stand.

    ``waiting``: answers not yet in the progress database (in the outbox or held in memory);
    ``unsaved``: writes not recorded anywhere yet (held in memory: the disk is full);
    ``online``: the database took the last writes it was offered; ``reason`` says why not.
    """

    waiting: int = 0
    unsaved: int = 0
    online: bool = True
    reason: str | None = None
    refused: int = 0


class WriterListener(Protocol):
    def recorded(self, uuid: str) -> None:
        """The write is stored durably somewhere (the database or the outbox)."""

    def failed(self, uuid: str, reason: str) -> None:
        """The write could not be stored anywhere yet; it is held and tried again."""

    def status(self, status: WriterStatus) -> None:
        """Where the writes stand now (called when it changes)."""


class _Quiet:
    def recorded(self, uuid: str) -> None:
        pass

    def failed(self, uuid: str, reason: str) -> None:
        pass

    def status(self, status: WriterStatus) -> None:
        pass


_STOP = object()
Signed = tuple[Write, str | None]
"""A write and the token of the sign-in it was made under (None: of none)."""


def _runs(writes: list[Signed]) -> list[tuple[str | None, list[Write]]]:
    """The writes in order, cut where the sign-in changes."""
    runs: list[tuple[str | None, list[Write]]] = []
    for write, token in writes:
        if runs and runs[-1][0] == token:
            runs[-1][1].append(write)
        else:
            runs.append((token, [write]))
    return runs


def _first_run(batch: list[Queued]) -> list[Queued]:
    """The oldest writes of ``batch`` made under one sign-in (the server takes them with its token)."""
    for index, queued in enumerate(batch):
        if queued.token != batch[0].token:
            return batch[:index]
    return batch


class StoreWriter:
    """Writes to ``store``; through ``outbox`` when the store is a school server (see the module)."""

    def __init__(
        self,
        store: Store,
        outbox: Outbox | None = None,
        *,
        listener: WriterListener | None = None,
        retry_seconds: float = RETRY_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.store = store
        self.outbox = outbox
        self._listener: WriterListener = listener or _Quiet()
        self._retry = retry_seconds
        self._clock = clock
        self._queue: queue.SimpleQueue[object] = queue.SimpleQueue()
        self._held: list[Signed] = []
        self._lock = threading.Lock()
        self._busy = 0  # writes taken off the queue and not settled yet
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._status = WriterStatus()
        self._online = True
        self._reason: str | None = None
        self._refused = 0
        self._upload_since: float | None = None
        self._journal = threading.Thread(target=self._run_journal, name="croupier-writer", daemon=True)
        self._journal.start()
        self._pusher: threading.Thread | None = None
        if outbox is not None:
            self._pusher = threading.Thread(target=self._run_pusher, name="croupier-upload", daemon=True)
            self._pusher.start()

    # -- the window's side --------------------------------------------------------------------

    def submit(self, write: Write, token: str | None = None) -> None:
        """Queue a write (made under the sign-in of ``token``, on a school server); returns at once."""
        with self._lock:
            self._busy += 1
        self._queue.put((write, token))

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every write is in the progress database (True), or ``timeout`` passes."""
        self._wake.set()

        def stored() -> bool:
            with self._lock:
                settled = self._busy == 0 and not self._held
            return settled and (self.outbox is None or self.outbox.count() == 0)

        return self._wait(stored, timeout)

    def settle(self, timeout: float = 1.0) -> int:
        """Wait at most ``timeout`` seconds for the writes in the queue to be stored (in the
        progress database, or in the station's outbox); returns :meth:`unsaved` then. Quitting
        right after an answer is not a reason to ask about it."""

        def taken() -> bool:
            with self._lock:
                return self._busy == 0

        self._wait(taken, timeout)
        return self.unsaved()

    def _wait(self, done: Callable[[], bool], timeout: float) -> bool:
        """Poll ``done`` until it holds (True) or ``timeout`` seconds pass (False)."""
        deadline = self._clock() + timeout
        while self._clock() < deadline:
            if done():
                return True
            time.sleep(0.01)
        return False

    @property
    def status(self) -> WriterStatus:
        """The last status published, marked offline while an upload has hung for a while."""
        since = self._upload_since
        if since is not None and self._clock() - since > HUNG_SECONDS and self._status.online:
            return replace(self._status, online=False, reason="the school server does not answer")
        return self._status

    def unsaved(self) -> int:
        """Writes that would be lost if the app ended now (held in memory, not on disk)."""
        with self._lock:
            return len(self._held) + self._busy

    def close(self, timeout: float = 3.0) -> int:
        """Store what is queued, upload for at most ``timeout`` seconds, stop; returns the writes
        that could not be stored anywhere (lost)."""
        self._queue.put(_STOP)
        self._journal.join(timeout)
        if self._pusher is not None:
            self._wake.set()
            deadline = self._clock() + timeout
            while self._clock() < deadline and self.outbox is not None and self._has_pending():
                time.sleep(0.02)
            self._stopping.set()
            self._wake.set()
            self._pusher.join(0.5)  # a hung server may hold it; it is a daemon thread
        return self.unsaved()

    def _has_pending(self) -> bool:
        try:
            return self.outbox is not None and self.outbox.count() > 0
        except StoreError:
            return False

    # -- the journal: queue → progress file or outbox -------------------------------------------

    def _run_journal(self) -> None:
        stopping = False
        while True:
            try:
                item = self._queue.get(timeout=self._retry if self._held else None)
            except queue.Empty:
                item = None
            batch: list[Signed] = []
            if item is _STOP:
                stopping = True
            elif item is not None:
                batch.append(item)  # type: ignore[arg-type]
            while True:  # take what else is queued, to store it in one transaction
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is _STOP:
                    stopping = True
                else:
                    batch.append(more)  # type: ignore[arg-type]
            self._store_batch(batch)
            if stopping:
                if self._held:
                    self._store_batch([])  # one last try
                return

    def _store_batch(self, fresh: list[Signed]) -> None:
        with self._lock:
            held = list(self._held)
        writes = held + fresh
        if not writes:
            return
        try:
            if self.outbox is not None:
                outbox = self.outbox
                for token, run in _runs(writes):
                    outbox.append(run, token)
            else:
                self._apply_locally([write for write, _token in writes])
        except TransientStoreError as error:
            with self._lock:
                self._held = writes
                self._busy -= len(fresh)
            for write, _token in fresh:
                self._listener.failed(write.uuid, str(error))
            self._set_online(False, str(error))
            return
        with self._lock:
            self._held = []
            self._busy -= len(fresh)
        for write, _token in writes:
            self._listener.recorded(write.uuid)
        if self.outbox is not None:
            self._wake.set()
        else:
            self._set_online(True, None)
        self._publish()

    def _apply_locally(self, writes: list[Write]) -> None:
        try:
            self.store.apply(writes)
        except TransientStoreError:
            raise
        except StoreError:
            # One of them can never be stored (a trainee that is not there): store the others.
            for write in writes:
                try:
                    self.store.apply([write])
                except TransientStoreError:
                    raise
                except StoreError as error:
                    self._refused += 1
                    self._listener.failed(write.uuid, str(error))

    # -- the upload: outbox → school server ------------------------------------------------------

    def _run_pusher(self) -> None:
        backoff = 0.0
        while not self._stopping.is_set():
            self._wake.wait(backoff or IDLE_POLL)
            self._wake.clear()
            if self._stopping.is_set():
                return
            backoff = self._upload_all(backoff)

    def _upload_all(self, backoff: float) -> float:
        outbox = self.outbox
        assert outbox is not None
        try:
            with outbox.upload_lock() as mine:
                if not mine:
                    return 1.0  # another process of this station is uploading
                while not self._stopping.is_set():
                    batch = _first_run(outbox.pending(BATCH))  # the writes of one sign-in
                    if not batch:
                        self._set_online(True, None)
                        return 0.0
                    self._upload_since = self._clock()
                    try:
                        self.store.apply([queued.write for queued in batch], token=batch[0].token)
                    except TransientStoreError as error:
                        self._set_online(False, str(error))
                        return min(max(0.5, backoff * 2), MAX_BACKOFF)
                    except StoreError:
                        self._upload_one_by_one(outbox, batch)
                    else:
                        outbox.remove([queued.seq for queued in batch])
                    finally:
                        self._upload_since = None
                    self._set_online(True, None)
        except TransientStoreError as error:  # the station's own file failed
            self._set_online(False, str(error))
            return MAX_BACKOFF
        return 0.0

    def _upload_one_by_one(self, outbox: Outbox, batch: list[Queued]) -> None:
        for queued in batch:
            try:
                self.store.apply([queued.write], token=queued.token)
            except TransientStoreError:
                raise
            except StoreError as error:
                outbox.refuse(queued.seq, str(error))
                self._refused += 1
                self._listener.failed(queued.write.uuid, str(error))
            else:
                outbox.remove([queued.seq])

    # -- status ---------------------------------------------------------------------------------

    def _set_online(self, online: bool, reason: str | None) -> None:  # noqa: FBT001
        self._online = online
        self._reason = reason
        self._publish()

    def _publish(self) -> None:
        with self._lock:
            held = list(self._held)
        waiting = sum(isinstance(write, AnswerGiven) for write, _token in held)
        if self.outbox is not None:
            with contextlib.suppress(StoreError):
                waiting += self.outbox.count(AnswerGiven.kind)
        status = WriterStatus(
            waiting=waiting,
            unsaved=len(held),
            online=self._online,
            reason=self._reason,
            refused=self._refused,
        )
        if status != self._status:
            self._status = status
            self._listener.status(status)
