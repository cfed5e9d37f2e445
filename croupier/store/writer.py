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
  up the upload thread; answers keep going into the outbox. While the station's own disk is full,
  the writes wait in memory (at most ``max_held``; the status counts them) and go to the outbox
  when there is room again.
- **Refused is not lost.** A server that takes no writes (read-only, a login without the right, a
  schema it does not expect) holds up the upload, which is tried again after a growing wait; a
  write refused on its own (its trainee not on this school's roster, say) stays in the outbox with
  its reason and is tried again later. The status says how many and why, and the station
  announces them to the instructor's page at each retry (:mod:`croupier.store.refusals`).
- **One school.** The outbox records which school (its id and the cluster's identifier) each
  write is for (:meth:`Outbox.claim`); writes for another school are kept, counted in the status,
  and uploaded only to that school: by ``connect`` (given by the station) when it answers, or when
  the station is pointed at it again.
- **One sign-in.** Each write keeps the token of the trainee's sign-in it was made under
  (``submit(write, token)``) and goes to the server with it, whoever is signed in by then: a trainee
  who signs out with answers waiting loses none of them (their sign-out is a write queued after
  them all).

Neither thread ever dies: whatever one of them meets (a raw ``sqlite3`` error, a bug) is logged,
shown in the status and tried again. The listener's methods are called on the writer's threads; a
Qt window passes them on as signals.

Its parts: the status and the listener (:mod:`croupier.store.writer_status`), the upload of the
outbox's batches (:mod:`croupier.store.uploader`) and the announcement of refused answers
(:mod:`croupier.store.announcer`); the threads, their loops and the counters stay here.
"""

from __future__ import annotations

import json
import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import replace

from croupier.store.announcer import RefusalAnnouncer
from croupier.store.errors import RefusedWriteError, StoreError, TransientStoreError
from croupier.store.identity import address_of
from croupier.store.outbox import Outbox
from croupier.store.store import Store
from croupier.store.uploader import RefusedAll, claim, upload
from croupier.store.writer_status import QuietListener, WriterListener, WriterStatus
from croupier.store.writes import AnswerGiven, Write

__all__ = ["MAX_HELD", "StoreWriter"]

_log = logging.getLogger(__name__)

RETRY_SECONDS = 2.0
MAX_BACKOFF = 5.0
MAX_REFUSED_BACKOFF = 30.0  # a server refusing every write is asked again at least this often
IDLE_POLL = 5.0
HUNG_SECONDS = 3.0
ELSEWHERE_SECONDS = 30.0  # how often writes kept for another school are offered to it
MAX_HELD = 50_000  # writes held in memory while the disk is full (hours of answers)
REFUSAL_KEY = "last_refusal"


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


class StoreWriter:
    """Writes to ``store``; through ``outbox`` when the store is a school server (see the module).

    ``connect(address)`` opens another school's store (the station's password file applied), for
    writes kept for a school the station is no longer pointed at; without it they wait until the
    station is pointed there again.
    """

    def __init__(
        self,
        store: Store,
        outbox: Outbox | None = None,
        *,
        listener: WriterListener | None = None,
        retry_seconds: float = RETRY_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        connect: Callable[[str], Store] | None = None,
        max_held: int = MAX_HELD,
    ) -> None:
        self.store = store
        self.outbox = outbox
        self.address = address_of(store.url) if outbox is not None else None
        self._listener: WriterListener = listener or QuietListener()
        self._retry = retry_seconds
        self._clock = clock
        self._connect = connect
        self._max_held = max_held
        self._queue: queue.SimpleQueue[object] = queue.SimpleQueue()
        self._held: list[Signed] = []
        self._lock = threading.Lock()
        self._busy = 0  # writes taken off the queue and not settled yet
        self._dropped = 0
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._status = WriterStatus()
        self._online = True
        self._reason: str | None = None
        self._cause: str | None = None
        self._held_why: tuple[str, str] | None = None  # (reason, cause) while writes are held
        self._refused = 0  # writes a local file refused for good (a trainee that is not there)
        self._refusal: RefusedWriteError | None = None  # the school refuses every write now
        self._schools: frozenset[int] | None = None  # the outbox's targets this server may take
        self._target: int | None = None  # where new writes go, once the school is known
        self._elsewhere_at = 0.0
        self._upload_since: float | None = None
        self._announcer = RefusalAnnouncer(store, clock)
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
        """Wait until every write is in the progress database (True), or ``timeout`` passes.
        Writes kept for another school, or waiting after the school refused them, are not waited
        for in vain: they make this return False at the timeout."""
        self._wake.set()

        def stored() -> bool:
            with self._lock:
                settled = self._busy == 0 and not self._held
            return settled and not self._has_pending(due_only=False)

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
            return replace(
                self._status, online=False, reason="the school server does not answer", cause="unreachable"
            )
        return self._status

    @property
    def alive(self) -> bool:
        """Both threads are running (they end only with :meth:`close`)."""
        return self._journal.is_alive() and (self._pusher is None or self._pusher.is_alive())

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
            while self._clock() < deadline and self._has_pending(due_only=True):
                time.sleep(0.02)
            self._stopping.set()
            self._wake.set()
            self._pusher.join(0.5)  # a hung server may hold it; it is a daemon thread
        return self.unsaved()

    def announce_again(self) -> None:
        """The instructor's page asks which answers the school refused: the upload thread says so
        at once (at most every ``ASKED_SECONDS``: anyone may ask)."""
        if self._announcer.ask():
            self._wake.set()

    def _has_pending(self, *, due_only: bool) -> bool:
        """Writes in the outbox for this school (only those due now, with ``due_only``)."""
        outbox = self.outbox
        if outbox is None:
            return False
        try:
            if due_only:
                return bool(outbox.pending(1, self._schools, address=self.address))
            return outbox.count(schools=self._schools, address=self.address) > 0
        except StoreError:
            return False

    # -- the journal: queue → progress file or outbox -------------------------------------------

    def _run_journal(self) -> None:
        stopping = False
        while True:
            try:
                stopping = self._journal_step(stopping)
            except Exception as error:  # noqa: BLE001 - never dies: held writes are tried again
                _log.exception("The station's writer met an error; it carries on")
                self._held_why = (str(error) or type(error).__name__, getattr(error, "cause", "failed"))
                self._publish()
                time.sleep(self._retry)
                continue
            if stopping:
                return

    def _journal_step(self, stopping: bool) -> bool:  # noqa: FBT001
        """Take what is queued and store it; True once the writer is told to stop."""
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
        if stopping and self._held:
            self._store_batch([])  # one last try
        return stopping

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
                    outbox.append(run, self.address, self._target, token)
            else:
                self._apply_locally([write for write, _token in writes])
        except Exception as error:  # noqa: BLE001 - a full disk, a locked file, anything: held
            if not isinstance(error, TransientStoreError):
                _log.exception("A write could not be stored; it is held and tried again")
            self._hold(writes, fresh, error)
            return
        with self._lock:
            self._held = []
            self._busy -= len(fresh)
        self._held_why = None
        for write, _token in writes:
            self._listener.recorded(write.uuid)
        if self.outbox is not None:
            self._wake.set()
            self._publish()
        else:
            self._set_online(True, None)

    def _hold(self, writes: list[Signed], fresh: list[Signed], error: Exception) -> None:
        """Keep ``writes`` in memory (at most ``max_held``, the oldest kept) to try again."""
        dropped: list[Signed] = []
        with self._lock:
            if len(writes) > self._max_held:
                dropped = writes[self._max_held :]
                writes = writes[: self._max_held]
                self._dropped += len(dropped)
            self._held = writes
            self._busy -= len(fresh)
        reason = str(error) or type(error).__name__
        cause = getattr(error, "cause", "failed")
        for write, _token in fresh:
            self._listener.failed(write.uuid, reason)
        for write, _token in dropped:
            _log.error("Memory for held writes is full: write %s is lost", write.uuid)
        self._held_why = (reason, cause)
        if self.outbox is None:  # this computer's file is the database
            self._set_online(False, reason, cause)
        else:
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
            try:
                backoff = self._upload_all(backoff)
            except Exception as error:  # noqa: BLE001 - never dies: logged, shown, tried again
                _log.exception("The station's upload met an error; it carries on")
                self._schools = None
                self._trouble(error)
                backoff = MAX_BACKOFF
            try:
                self._announce()
            except Exception:  # noqa: BLE001 - the upload thread lives on; said again next time
                _log.debug("The refused answers could not be announced", exc_info=True)
            try:
                self._offer_elsewhere()
            except Exception:  # noqa: BLE001 - the upload thread lives on
                _log.exception("Writes kept for another school could not be offered to it")

    def _upload_all(self, backoff: float) -> float:
        outbox = self.outbox
        assert outbox is not None
        try:
            with outbox.upload_lock() as mine:
                if not mine:
                    return 1.0  # another process of this station is uploading
                self._upload_since = self._clock()
                try:
                    if self._schools is None:
                        self._target, self._schools = claim(self.store, outbox, self.address)
                    self._upload(self.store, outbox, self._schools, self.address)
                finally:
                    self._upload_since = None
        except TransientStoreError as error:
            if error.cause == "unreachable":
                self._schools = None  # another server may answer there next time
            self._set_online(False, str(error), error.cause)
            return min(max(0.5, backoff * 2), MAX_BACKOFF)
        except (RefusedAll, RefusedWriteError) as refused:
            why = refused.error if isinstance(refused, RefusedAll) else refused
            self._refusal = why
            self._remember_refusal(why)
            self._set_online(True, None)
            return min(max(1.0, backoff * 2), MAX_REFUSED_BACKOFF)
        self._refusal = None
        self._set_online(True, None)
        return 0.0

    def _upload(self, store: Store, outbox: Outbox, schools: frozenset[int], address: str | None) -> None:
        """Upload every write due for ``schools`` (and the school not reached yet at ``address``)
        to ``store`` (:func:`croupier.store.uploader.upload`)."""

        def taken() -> None:
            if store is self.store:
                self._refusal = None  # it takes writes again

        upload(store, outbox, schools, address, stopping=self._stopping, listener=self._listener, taken=taken)

    def _remember_refusal(self, error: RefusedWriteError) -> None:
        """Where ``croupier school outbox`` reads why the school refuses the writes."""
        if self.outbox is None:
            return
        try:
            value = {"cause": error.cause, "reason": str(error), "at": time.time()}
            self.outbox.put(REFUSAL_KEY, json.dumps(value))
        except StoreError:
            pass

    def _announce(self) -> None:
        """Tell the instructor's page which answers the school refuses, per trainee, and why
        (:class:`croupier.store.announcer.RefusalAnnouncer`)."""
        outbox, schools, refusal = self.outbox, self._schools, self._refusal
        if outbox is None or schools is None:
            return  # the school not reached: nobody to tell there
        self._announcer.announce(outbox, schools, self.address, refusal)

    def _offer_elsewhere(self) -> None:
        """Writes kept for another school go to it, if it answers (every ``ELSEWHERE_SECONDS``)."""
        outbox, connect, schools = self.outbox, self._connect, self._schools
        if outbox is None or connect is None or schools is None:
            return
        if self._clock() - self._elsewhere_at < ELSEWHERE_SECONDS:
            return
        self._elsewhere_at = self._clock()
        for target in outbox.targets():
            if target.id in schools or self._stopping.is_set():
                continue
            if not outbox.count(schools=[target.id]):
                continue
            try:
                other = connect(target.address)
            except StoreError:
                continue
            try:
                with outbox.upload_lock() as mine:
                    if not mine:
                        return
                    _, theirs = claim(other, outbox, target.address)
                    if target.id in theirs:
                        self._upload(other, outbox, theirs, target.address)
            except (StoreError, RefusedAll):
                continue
            finally:
                other.close()
        self._publish()

    # -- status ---------------------------------------------------------------------------------

    def _trouble(self, error: BaseException) -> None:
        """Whatever went wrong, shown (the threads carry on)."""
        self._set_online(False, str(error) or type(error).__name__, getattr(error, "cause", "failed"))

    def _set_online(self, online: bool, reason: str | None, cause: str | None = None) -> None:  # noqa: FBT001
        self._online = online
        self._reason = reason
        self._cause = None if online else cause
        self._publish()

    def _publish(self) -> None:
        try:
            status = self._measure()
        except Exception:  # noqa: BLE001 - the status is worth less than the writer's life
            _log.exception("The writer's status could not be measured")
            return
        if status != self._status:
            self._status = status
            self._listener.status(status)

    def _measure(self) -> WriterStatus:
        with self._lock:
            held = list(self._held)
            dropped = self._dropped
        waiting = sum(isinstance(write, AnswerGiven) for write, _token in held)
        refused = self._refused
        elsewhere: list[tuple[str, int]] = []
        outbox = self.outbox
        refused_cause = refused_reason = None
        held_why = self._held_why if held else None
        if outbox is not None:
            schools = self._schools
            try:
                here = outbox.count(AnswerGiven.kind, schools, self.address)
                waiting += here
                if self._refusal is not None:
                    refused += here
                    refused_cause = self._refusal.cause
                    refused_reason = str(self._refusal)
                else:
                    on_their_own = outbox.count_refused(AnswerGiven.kind)
                    if on_their_own:
                        refused += on_their_own
                        refused_cause, refused_reason = outbox.last_refusal() or ("refused", None)
                if schools is not None:
                    elsewhere = outbox.elsewhere(schools, AnswerGiven.kind, self.address)
            except StoreError:
                pass
            if refused and refused_cause is None:
                refused_cause = "refused"
        return WriterStatus(
            waiting=waiting,
            unsaved=len(held),
            online=self._online,
            reason=self._reason,
            refused=refused,
            cause=self._cause,
            refused_cause=refused_cause,
            refused_reason=refused_reason,
            held_reason=None if held_why is None else held_why[0],
            held_cause=None if held_why is None else held_why[1],
            elsewhere=sum(count for _, count in elsewhere),
            elsewhere_address=elsewhere[0][0] if elsewhere else None,
            dropped=dropped,
        )
