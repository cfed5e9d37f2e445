"""The station: the progress store, its one writer, who is signed in, and the instructor's authority.

The window and its panels record through here: ``recorder`` (the signed-in trainee's sessions,
answers and exam sittings, see ``croupier.store.recorder``) hands every write to the writer, which
stores it off the window's thread (``croupier.store.writer``). What the writer hears comes back as
signals on the window's thread: ``recorded(uuid)``, ``failed(uuid, reason)`` and
``status_changed(WriterStatus)``; ``status_text()`` is the sentence for the status bar.

Reads a view needs go through ``read(call)``: at once on this computer's file, and on a school
server in a worker thread that the window waits on for at most ``READ_TIMEOUT`` seconds, so a
hung server costs a view a short wait and a clear message, never a frozen window.

On a school server a trainee signs in with their password (``check_password``: the server checks
it and gives the sign-in's token); every write of theirs carries the token to the outbox, the
store's reads set it (row-level security shows their rows only), and signing out queues the end
of the sign-in after everything they did. An exam sitting is begun by the server
(``open_sitting``), which picks its seed; while it runs the station tells the server it is still
there (a heartbeat), so that a station that dies mid-sitting shows as "interrupted".
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import json
import os
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

from PySide6.QtCore import QObject, QTimer, Signal

from croupier.gui.station_mail import StationMail
from croupier.store import (
    DatabaseUnavailableError,
    Exam,
    Store,
    StoreError,
    StoreKind,
    Trainee,
)
from croupier.store.assigned import Assigned
from croupier.store.assigned_read import AssignedRead, assigned_with, read_assigned
from croupier.store.authority import Authority, authority_for
from croupier.store.credentials import default_pgpass_path
from croupier.store.live import LIVE_CHANNEL
from croupier.store.logins import SignIn
from croupier.store.models import utc_now
from croupier.store.outbox import Outbox
from croupier.store.recorder import Recorder
from croupier.store.refusals import ASK_CHANNEL
from croupier.store.school import DEFAULT_PACE_TARGET, SCHOOL_CHANNEL
from croupier.store.sittings import SittingStarted
from croupier.store.writer import StoreWriter
from croupier.store.writer_status import WriterStatus
from croupier.store.writes import SignedOut, new_uuid
from croupier.words.store_words import cause_words

if TYPE_CHECKING:
    from croupier.store.listener import Listener

__all__ = ["READ_TIMEOUT", "Station"]

T = TypeVar("T")
READ_TIMEOUT = 3.0
QUIET_SECONDS = 10.0
# The store's parts, whose methods the bounded store runs in a worker thread too.
_PARTS = frozenset(
    {
        "roster",
        "assignments",
        "exams",
        "dashboard",
        "instructor",
        "school",
        "live",
        "sittings",
        "seals",
        "logins",
    }
)
STATUS_POLL_MS = 1000
LOCKOUT_KEY = "instructor_lockout"
ROSTER_KEY = "roster"
SIGN_INS_KEY = "sign_ins"  # tokens of sign-ins not ended yet (a station that was killed)
HEARTBEAT_MS = 15_000  # at most; a third of the school's sitting timeout when that is shorter


class _Bounded:
    """A store (or one of its parts) whose every method call runs through ``run`` (bounded)."""

    def __init__(self, target: object, run: Callable[[Callable[[], Any]], Any], *, top: bool = True) -> None:
        self._target = target
        self._run = run
        self._top = top  # the store itself (its parts are bounded too), or one of its parts

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._target, name)
        if self._top and name in _PARTS:
            return _Bounded(value, self._run, top=False)
        if callable(value):
            return lambda *args, **kwargs: self._run(lambda: value(*args, **kwargs))
        return value


def _alive(pid: int) -> bool:
    """Does the process ``pid`` run (on this computer)?"""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    return pid > 0


class Station(QObject):
    """One training station's link to its progress store (see the module docstring).

    ``outbox`` is the station's own file; with a school server every write passes through it.
    """

    recorded = Signal(str)
    failed = Signal(str, str)
    status_changed = Signal(object)
    signed_in = Signal(object)  # Trainee
    signed_out = Signal()
    live_heard = Signal(str, str)  # a live class's notice: channel, payload

    def __init__(
        self,
        store: Store,
        outbox: Outbox | None = None,
        *,
        pgpass: Path | None = None,
        parent: QObject | None = None,
        connect: Callable[[str], Store] | None = None,
    ) -> None:
        """``connect(address)`` opens another school's store, for writes this station's outbox
        keeps for a school it was pointed at before (see :class:`StoreWriter`)."""
        super().__init__(parent)
        self.store = store
        self.outbox = outbox
        #: The station's password file (libpq's pgpass), where Settings keeps the school's password.
        self.pgpass = pgpass if pgpass is not None else default_pgpass_path()
        # What the worker threads hear comes back on the window's thread.
        self._mail = StationMail(self)
        self._mail.recorded.connect(self.recorded)
        self._mail.failed.connect(self._failed)
        self._mail.status.connect(self._status)
        self._mail.live_heard.connect(self.live_heard)
        school = store.dialect == "postgresql"
        self.writer = StoreWriter(store, outbox if school else None, listener=self._mail.box, connect=connect)
        self._mail.asked.connect(self.writer.announce_again)  # the instructor asks about refused answers
        self._mail.school_changed.connect(self.forget_paces)  # a class's or the school's pace target
        self._status_seen = WriterStatus()
        self._unsaved: set[str] = set()
        self._trainee: Trainee | None = None
        self._token: str | None = None
        self._recorder: Recorder | None = None
        self._sitting: str | None = None  # the exam sitting under way here (its session's id)
        self._heartbeat = QTimer(self)
        self._heartbeat.timeout.connect(self._beat)
        self._listener: Listener | None = None
        self._assigned_read: AssignedRead | None = None
        self._paces: dict[int | None, int] | None = None  # the pace targets in force, per sign-in
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=4, thread_name_prefix="croupier-read")
        # A school server that did not answer at the start is taken as not answering for a while:
        # the first views read what this station last saw at once, instead of waiting on it.
        self._quiet_until = (
            time.monotonic() + QUIET_SECONDS if store.status.kind is StoreKind.OFFLINE else 0.0
        )
        self.authority: Authority = authority_for(store, *self._lockout_place())
        self._end_left_sign_ins()
        # A hung upload shows in the status without any write to tell it.
        self._poll = QTimer(self)
        self._poll.setInterval(STATUS_POLL_MS)
        self._poll.timeout.connect(lambda: self._status(self.writer.status))
        self._poll.start()

    def _sign_ins(self) -> list[tuple[int, str]]:
        """The sign-ins begun at this station and not ended: (the process that holds it, token)."""
        if self.outbox is None or not self.school:
            return []
        try:
            found = json.loads(self.outbox.get(SIGN_INS_KEY) or "[]")
            return [(int(pid), str(token)) for pid, token in found]
        except (StoreError, ValueError, TypeError):
            return []

    def _keep_sign_ins(self, sign_ins: list[tuple[int, str]]) -> None:
        if self.outbox is not None and self.school:
            with contextlib.suppress(StoreError):
                self.outbox.put(SIGN_INS_KEY, json.dumps(sign_ins))

    def _end_left_sign_ins(self) -> None:
        """A station killed while someone was signed in left their sign-in open: it is ended now,
        after whatever of theirs still waits in the outbox (a sign-in of another process of this
        station that still runs is left alone)."""
        left: list[tuple[int, str]] = []
        running: list[tuple[int, str]] = []
        for pid, token in self._sign_ins():
            (running if _alive(pid) else left).append((pid, token))
        for _pid, token in left:
            self.writer.submit(SignedOut(new_uuid(), utc_now()), token)
        if left:
            self._keep_sign_ins(running)

    def _lockout_place(self) -> tuple[Callable[[], str | None], Callable[[str], None]]:
        """Where wrong instructor tries are counted: with the PIN in this computer's file; for a
        school server (whose station login may write nothing of the kind) in the station's file."""
        if self.store.dialect != "postgresql":
            instructor = self.store.instructor
            return instructor.lockout_state, instructor.save_lockout_state
        outbox = self.outbox
        if outbox is None:  # no station file: counted while the app runs
            kept: dict[str, str] = {}
            return (lambda: kept.get(LOCKOUT_KEY)), (lambda value: kept.__setitem__(LOCKOUT_KEY, value))
        return (lambda: outbox.get(LOCKOUT_KEY)), (lambda value: outbox.put(LOCKOUT_KEY, value))

    # ----------------------------------------------------------------------------- who

    @property
    def school(self) -> bool:
        """Is the store a school server (PostgreSQL)?"""
        return self.store.dialect == "postgresql"

    @property
    def trainee(self) -> Trainee | None:
        return self._trainee

    @property
    def recorder(self) -> Recorder | None:
        """The signed-in trainee's recorder (None while nobody is signed in)."""
        return self._recorder

    @property
    def passwords(self) -> bool:
        """Do trainees sign in with their own password here (a school server)?"""
        return self.school

    def check_password(self, name: str, password: str) -> SignIn:
        """Ask the school server to sign ``name`` in with ``password`` (it checks it, counts wrong
        tries and refuses a trainee whose sitting is open elsewhere; see ``croupier.store.logins``)."""
        return self.bounded_call(lambda: self.store.logins.sign_in(name, password, self.store.station))

    def join(self, name: str, password: str) -> SignIn:
        """A trainee adding themselves with their own password (where the instructor allows it)."""
        return self.bounded_call(lambda: self.store.logins.join(name, password, self.store.station))

    def change_password(self, signed: SignIn, old: str, new: str) -> None:
        """The trainee's own password, chosen at the first sign-in (``old`` is the instructor's)."""
        token = signed.token
        if token is None:
            raise StoreError("Passwords are for a school database")
        self.bounded_call(lambda: self.store.logins.change_password(token, old, new))

    def discard(self, signed: SignIn) -> None:
        """End a sign-in that was never used (the trainee went back before choosing a password)."""
        if signed.token is not None:
            self.writer.submit(SignedOut(new_uuid(), utc_now()), signed.token)

    def sign_in(self, who: Trainee | SignIn) -> str | None:
        """Record for ``who`` from now on (a trainee signed in with their password on a school
        server, or picked from this computer's roster); their history is read for the adaptive
        drills.

        Returns a sentence when the history could not be read (the trainee practises on regardless).
        """
        self.sign_out()
        trainee, token = (who.trainee, who.token) if isinstance(who, SignIn) else (who, None)
        self._token = token
        self.store.token = token  # the server shows this trainee's rows, and nobody else's
        if token is not None:
            self._keep_sign_ins([*self._sign_ins(), (os.getpid(), token)])
        notice = None
        try:
            history = self.read(lambda store: store.attempts_for(trainee.id))
        except StoreError as error:
            history = []
            notice = self.tr(
                "Your earlier answers could not be read ({reason}); practice is recorded as usual."
            ).format(reason=self.plain(error))
        self._trainee = trainee
        self._paces = None  # read again for this sign-in, when first needed
        writer = self.writer
        self._recorder = Recorder(
            lambda write: writer.submit(write, token),
            trainee.id,
            station=self.store.station,
            history=history,
            trainee_uuid=trainee.uuid or None,
        )
        if self.school:
            # Hears the instructor's live questions while someone is signed in (and the
            # instructor's page asking which answers the school refused, and changed pace targets).
            from croupier.store.listener import Listener  # noqa: PLC0415 - psycopg: a school's only

            self._listener = Listener(
                self.store.url, [LIVE_CHANNEL, ASK_CHANNEL, SCHOOL_CHANNEL], self._mail.box.live
            )
        self.signed_in.emit(trainee)
        return notice

    def sign_out(self) -> None:
        """End the trainee's open sessions and forget who was signed in. On a school server the end
        of the sign-in is queued after everything the trainee did: the server takes all of it with
        the sign-in's token, and only then ends the token."""
        if self._recorder is None:
            return
        self._recorder.end_all(abandoned=True)
        self._recorder = None
        self._sitting = None
        self._heartbeat.stop()
        if self._token is not None:
            self.writer.submit(SignedOut(new_uuid(), utc_now()), self._token)
            self._keep_sign_ins([entry for entry in self._sign_ins() if entry[1] != self._token])
            self._token = None
        self.store.token = None
        if self._listener is not None:
            self._listener.close()
            self._listener = None
        self._trainee = None
        self._assigned_read = None
        self._paces = None
        self.signed_out.emit()

    def plain(self, error: BaseException) -> str:
        """An error as a trainee may read it: without the school database's address (the user, the
        server and the database are the administrator's business)."""
        if isinstance(error, DatabaseUnavailableError):
            return error.reason
        return str(error).replace(self.store.status.location, self.tr("the school database"))

    # ----------------------------------------------------------------------------- reading

    def read(self, call: Callable[[Store], T], timeout: float = READ_TIMEOUT) -> T:
        """``call(store)``; on a school server bounded by ``timeout`` (a hung server raises
        :class:`DatabaseUnavailableError` instead of holding the window)."""
        if not self.school:
            return call(self.store)
        return self.bounded_call(lambda: call(self.store), timeout)

    def bounded_call(self, call: Callable[[], T], timeout: float = READ_TIMEOUT) -> T:
        """``call()`` in a worker thread, waited on for at most ``timeout`` seconds. After a
        timeout the server counts as not answering for ``QUIET_SECONDS``: calls then fail at once,
        so a view with many reads does not wait once for each."""
        where = self.store.status.location
        if time.monotonic() < self._quiet_until:
            raise DatabaseUnavailableError(where, self.tr("the school server does not answer"))
        future = self._pool.submit(call)
        try:
            return future.result(timeout)
        except concurrent.futures.TimeoutError:
            self._quiet_until = time.monotonic() + QUIET_SECONDS
            raise DatabaseUnavailableError(
                where,
                self.tr("the school server did not answer within {seconds} s").format(seconds=round(timeout)),
            ) from None

    def bounded(self, store: Store) -> Store:
        """``store`` with every call bounded like :meth:`read` (on a school server; this
        computer's file is given as it is). The instructor's pages and Progress read through it."""
        if store.dialect != "postgresql":
            return store
        return cast("Store", _Bounded(store, self.bounded_call))

    def roster(self) -> tuple[list[Trainee], str | None]:
        """The active trainees, and a sentence when they could not be read (the roster last seen on
        this station is given then, so that a trainee can sign in while the server is down)."""
        try:
            trainees = self.read(lambda store: store.roster.trainees())
        except StoreError as error:
            cached = self._cached_roster()
            if cached is None:
                return [], self.tr("The roster cannot be read: {reason}").format(reason=self.plain(error))
            return cached, self.tr(
                "The school server cannot be reached: this is the roster as this station last saw it."
            )
        self._cache_roster(trainees)
        return trainees, None

    def _cache_roster(self, trainees: list[Trainee]) -> None:
        if self.outbox is None or not self.school:
            return
        data = [
            {"id": t.id, "name": t.name, "created": t.created_at.isoformat(), "uuid": t.uuid}
            for t in trainees
        ]
        with contextlib.suppress(StoreError):
            self.outbox.put(ROSTER_KEY, json.dumps(data))

    def _cached_roster(self) -> list[Trainee] | None:
        if self.outbox is None or not self.school:
            return None
        try:
            data = json.loads(self.outbox.get(ROSTER_KEY) or "null")
        except (StoreError, ValueError):
            return None
        if not isinstance(data, list):
            return None
        return [
            Trainee(
                int(t["id"]),
                str(t["name"]),
                datetime.fromisoformat(t["created"]),
                uuid=str(t.get("uuid", "")),
            )
            for t in data
        ]

    # ----------------------------------------------------------------------------- exams

    def open_sitting(self, exam: Exam, deal: dict[str, Any]) -> SittingStarted:
        """Begin a sitting of ``exam`` for the trainee signed in, dealt at the table ``deal``: the
        database checks the sittings left and that no other sitting of theirs is open, and picks the
        seed (``SittingRefusedError`` says why not). The station then keeps it alive."""
        recorder, trainee = self._recorder, self._trainee
        if recorder is None or trainee is None:
            raise StoreError("Nobody is signed in")
        session_uuid = new_uuid()
        token = self._token
        started = self.read(
            lambda store: store.sittings.start(
                exam.id,
                session_uuid=session_uuid,
                station=store.station,
                deal=deal,
                trainee_id=trainee.id,
                token=token,
            )
        )
        variants = tuple(deal.get("variants") or ())
        recorder.begin_sitting(session_uuid, exam.id, variant=variants[0] if len(variants) == 1 else None)
        self._sitting = session_uuid
        try:
            timeout = self.read(lambda store: store.sittings.timeout())
        except StoreError:
            timeout = 90.0
        self._heartbeat.setInterval(int(min(HEARTBEAT_MS, max(500.0, timeout * 1000 / 3))))
        self._heartbeat.start()
        return started

    def _beat(self) -> None:
        """Tell the school the sitting is still sat here (in a worker thread: never waited on)."""
        recorder, sitting, token = self._recorder, self._sitting, self._token
        if recorder is None or sitting is None or sitting not in recorder.open_sessions:
            self._heartbeat.stop()
            self._sitting = None
            return
        store = self.store

        def beat() -> None:
            with contextlib.suppress(StoreError):
                store.sittings.alive(sitting, token=token)

        with contextlib.suppress(RuntimeError):  # the pool is shut down: the station is closing
            self._pool.submit(beat)

    def assigned(self) -> tuple[Assigned, str | None]:
        """What is assigned to the signed-in trainee, with their progress; a sentence when the
        school could not be asked (what was read last is given then)."""
        recorder = self._recorder
        if recorder is None:
            return Assigned(), None
        trainee_id = recorder.trainee_id
        notice = None
        read_data = self._assigned_read  # the last read stands in when this one fails
        try:
            read_data = self._assigned_read = self.read(lambda store: read_assigned(store, trainee_id))
        except StoreError as error:
            notice = self.tr("Your assignments could not be read: {reason}").format(reason=self.plain(error))
        if read_data is None:
            return Assigned(), notice
        return assigned_with(read_data, recorder), notice

    def pace_target(self) -> int:
        """The signed-in trainee's class's pace target (hands an hour, 8-handed), as the instructor
        set it: the class's own, else the school's (nobody signed in, or the trainee in no class:
        the school's). Read once per sign-in (``School.pace_targets``) and kept: every Table-ready
        hand asks, and on a school server each read is a round trip. Read again after
        :meth:`forget_paces` (a change heard on the server, or made in this window).

        Where the classes' targets cannot be read (a school server not yet given ``croupier school
        init`` again) the school's is kept; where nothing can be read the default is given, and
        read again at the next hand."""
        paces = self._paces
        if paces is None:
            try:
                paces = self.read(lambda store: store.school.pace_targets())
            except StoreError:
                try:
                    paces = {None: self.read(lambda store: store.school.settings().pace_target)}
                except StoreError:
                    return DEFAULT_PACE_TARGET
            self._paces = paces
        class_id = None if self._trainee is None else self._trainee.class_id
        return paces.get(class_id, paces[None])

    def forget_paces(self) -> None:
        """A class's or the school's pace target changed: read them again when next asked."""
        self._paces = None

    # ----------------------------------------------------------------------------- writing

    def is_saved(self, uuid: str) -> bool:
        """False while a write could not be recorded anywhere (held in memory, tried again)."""
        return uuid not in self._unsaved

    def _failed(self, uuid: str, reason: str) -> None:
        self._unsaved.add(uuid)
        self.failed.emit(uuid, reason)

    def _status(self, status: WriterStatus) -> None:
        if status.unsaved == 0:
            self._unsaved.clear()
        if status != self._status_seen:
            self._status_seen = status
            self.status_changed.emit(status)

    @property
    def writer_status(self) -> WriterStatus:
        return self._status_seen

    def status_text(self) -> str | None:
        """The status bar's sentences about the answers, or None when all is well."""
        status = self._status_seen
        said: list[str] = []
        if status.dropped:
            said.append(
                self.tr(
                    "%n answer(s) could not be kept: too many were waiting in memory.", "", status.dropped
                )
            )
        if status.unsaved:
            why = cause_words(status.held_cause, status.held_reason or status.reason)
            said.append(
                self.tr("Answers are kept in memory: %1 — %n waiting.", "", status.unsaved).replace("%1", why)
            )
        elif status.waiting and not status.online:
            said.append(self.tr("Offline — %n answer(s) waiting for the school server.", "", status.waiting))
        if status.refused:
            why = cause_words(status.refused_cause, status.refused_reason)
            said.append(
                self.tr(
                    "%n answer(s) the school refused: %1 — kept on this computer and tried again.",
                    "",
                    status.refused,
                ).replace("%1", why)
            )
        if status.elsewhere:
            said.append(
                self.tr(
                    "%n answer(s) are kept for another school (%1) and go only there.", "", status.elsewhere
                ).replace("%1", status.elsewhere_address or "?")
            )
        return " ".join(said) or None

    def close(self, timeout: float = 3.0) -> int:
        """End the sessions, store what is queued, stop; returns the writes that could not be kept."""
        self._poll.stop()
        self._heartbeat.stop()
        self.sign_out()
        lost = self.writer.close(timeout)
        self._mail.close()  # what the writer said while it stored the rest
        self._pool.shutdown(wait=False, cancel_futures=True)
        return lost
