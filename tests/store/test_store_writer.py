"""The writer: writes leave the caller at once, and every one is stored exactly once, through a full
disk, a stopped server and a hung one."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from pg_cluster import Cluster
from sqlalchemy import event, text

from croupier.store import NewAttempt, Store
from croupier.store.outbox import Outbox
from croupier.store.recorder import Recorder
from croupier.store.writer import StoreWriter
from croupier.store.writer_status import WriterStatus
from croupier.store.writes import AnswerGiven, SessionEnded, SessionStarted, new_uuid


class Heard:
    """A listener that remembers what it heard, from whichever thread."""

    def __init__(self) -> None:
        self.recorded: list[str] = []
        self.failed: list[tuple[str, str]] = []
        self.statuses: list[WriterStatus] = []
        self._lock = threading.Lock()

    def recorded_(self, uuid: str) -> None:
        with self._lock:
            self.recorded.append(uuid)

    def failed_(self, uuid: str, reason: str) -> None:
        with self._lock:
            self.failed.append((uuid, reason))

    def status(self, status: WriterStatus) -> None:
        with self._lock:
            self.statuses.append(status)


class Listener:
    def __init__(self, heard: Heard) -> None:
        self.heard = heard

    def recorded(self, uuid: str) -> None:
        self.heard.recorded_(uuid)

    def failed(self, uuid: str, reason: str) -> None:
        self.heard.failed_(uuid, reason)

    def status(self, status: WriterStatus) -> None:
        self.heard.status(status)


def answer(trainee: int, number: int, session: str | None = None) -> AnswerGiven:
    return AnswerGiven(
        new_uuid(),
        trainee,
        skill="pot",
        question=f"q{number}",
        answer="a",
        correct=number % 2 == 0,
        seconds=1.0,
        mode="practice",
        answered_at=datetime.now(UTC),
        session_uuid=session,
    )


def callers(owner: Any, method: str) -> set[int]:
    """The threads that call ``owner.method`` from now on (it is wrapped to note them)."""
    seen: set[int] = set()
    original = getattr(owner, method)

    def noted(*args: Any, **kwargs: Any) -> Any:
        seen.add(threading.get_ident())
        return original(*args, **kwargs)

    setattr(owner, method, noted)
    return seen


class Ticks:
    """A clock for the writer that moves 10 ms each time it is read (a poll's sleep)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.01
        return self.now


def wait_for(condition: Any, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.02)
    raise AssertionError("timed out")


def test_local_writes_are_stored_in_order_and_submit_never_waits(tmp_path: Path) -> None:
    with Store(f"sqlite:///{tmp_path / 'p.sqlite3'}") as store:
        anna = store.roster.add("Anna").id
        heard = Heard()
        writer = StoreWriter(store, listener=Listener(heard))
        me = Recorder(writer.submit, anna, station="s1")
        session = me.start_session("quiz", "practice", variant="F7S")
        for number in range(30):
            me.record_attempt(
                NewAttempt(
                    trainee_id=anna,
                    skill="pot",
                    question=f"q{number}",
                    answer="a",
                    correct=True,
                    seconds=1.0,
                    mode="practice",
                    session_uuid=session,
                )
            )
        me.end_session(session)
        assert writer.flush(10)
        assert writer.close() == 0
        stored = store.attempts_for(anna)
        assert [a.question for a in stored] == [f"q{n}" for n in range(30)]
        (sitting,) = store.sessions_for(anna)
        assert sitting.variant == "F7S"
        assert sitting.ended_at is not None
        assert sitting.station == "s1"
        assert {a.session_id for a in stored} == {sitting.id}
        assert len(heard.recorded) == 32
        assert heard.failed == []


def test_the_outbox_hands_out_its_writes_oldest_first(tmp_path: Path) -> None:
    outbox = Outbox(tmp_path / "station.sqlite3")
    writes = [answer(1, n) for n in range(5)]
    for write in writes:
        outbox.append([write])
    assert [queued.write.uuid for queued in outbox.pending(3)] == [w.uuid for w in writes[:3]]
    outbox.remove([queued.seq for queued in outbox.pending(3)])
    assert [queued.write.uuid for queued in outbox.pending(3)] == [w.uuid for w in writes[3:]]


def test_a_queued_session_reaches_the_school_whole(database_url: str, tmp_path: Path) -> None:
    """A station's session, its answer and its end, queued while the school was away, are uploaded
    in the order they happened: the answer keeps its session, and the session its end."""
    with Store(database_url) as school:
        anna = school.roster.add("Anna").id
        outbox = Outbox(tmp_path / "station.sqlite3")
        now = datetime.now(UTC)
        started = SessionStarted(new_uuid(), anna, activity="quiz", mode="practice", started_at=now)
        given = answer(anna, 0, started.uuid)
        for write in (started, given, SessionEnded(started.uuid, ended_at=now)):
            outbox.append([write])
        writer = StoreWriter(school, outbox)
        try:
            assert writer.flush(20)
        finally:
            writer.close()
        (sitting,) = school.sessions_for(anna)
        assert sitting.ended_at is not None
        (stored,) = school.attempts_for(anna)
        assert stored.session_id == sitting.id
        assert outbox.count() == 0


def limit_pages(store: Store, pages: int | None) -> None:
    """A full disk for the store's SQLite file (its max_page_count), or none again."""
    engine = store._access.engine

    def cap(connection: Any, _record: object) -> None:
        connection.execute(f"PRAGMA max_page_count={pages}")

    if pages is None:
        event.remove(engine, "connect", limit_pages.cap)  # type: ignore[attr-defined]
    else:
        limit_pages.cap = cap  # type: ignore[attr-defined]
        event.listen(engine, "connect", cap)
    engine.dispose()


def fill_disk(store: Store) -> None:
    """The store's disk full now: no free page left inside the file (a migration that rebuilt a
    table leaves some, and a write could go there), and not one page more allowed."""
    engine = store._access.engine
    engine.dispose()
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
        connection.exec_driver_sql("VACUUM")
        assert connection.exec_driver_sql("PRAGMA freelist_count").scalar() == 0
        pages = connection.exec_driver_sql("PRAGMA page_count").scalar()
    limit_pages(store, int(pages))


def test_a_full_disk_holds_the_answers_until_there_is_room_again(tmp_path: Path) -> None:
    with Store(f"sqlite:///{tmp_path / 'p.sqlite3'}") as store:
        anna = store.roster.add("Anna").id
        heard = Heard()
        writer = StoreWriter(store, listener=Listener(heard), retry_seconds=0.1)
        fill_disk(store)
        big = [
            AnswerGiven(
                new_uuid(),
                anna,
                skill="pot",
                question="x" * 4000,
                answer="a",
                correct=True,
                seconds=1,
                mode="practice",
                answered_at=datetime.now(UTC),
            )
            for _ in range(5)
        ]
        on_disk = callers(store, "apply")
        for write in big:
            writer.submit(write)
        wait_for(lambda: len(heard.failed) == 5)
        assert on_disk
        assert threading.get_ident() not in on_disk  # the caller never waits on the disk
        assert "full" in heard.failed[0][1]
        assert writer.unsaved() == 5
        assert store.attempts_for(anna) == []
        wait_for(lambda: writer.status.unsaved == 5)
        limit_pages(store, None)
        assert writer.flush(10)
        assert len(store.attempts_for(anna)) == 5
        assert sorted(heard.recorded) == sorted(w.uuid for w in big)
        writer.close()


def test_a_full_station_file_holds_the_writes_too(tmp_path: Path, postgres_url: str) -> None:
    with Store(postgres_url) as school:
        anna = school.roster.add("Anna").id
        outbox = Outbox(tmp_path / "station.sqlite3", max_pages=8)
        heard = Heard()
        writer = StoreWriter(school, outbox, listener=Listener(heard), retry_seconds=0.1)
        big = AnswerGiven(
            new_uuid(),
            anna,
            skill="pot",
            question="x" * 20000,
            answer="a",
            correct=True,
            seconds=1,
            mode="practice",
            answered_at=datetime.now(UTC),
        )
        writer.submit(big)
        wait_for(lambda: heard.failed)
        assert writer.unsaved() == 1
        outbox._max_pages = None
        assert writer.flush(15)
        assert [a.uuid for a in school.attempts_for(anna)] == [big.uuid]
        writer.close()


@pytest.fixture
def school(own_cluster: Cluster) -> Iterator[tuple[Store, int]]:
    with Store(own_cluster.url) as store:
        trainee = store.roster.get_or_add(f"Trainee {new_uuid()[:6]}").id
        yield store, trainee


def test_a_stopped_server_gets_every_answer_once_when_it_is_back(
    own_cluster: Cluster, school: tuple[Store, int], tmp_path: Path
) -> None:
    store, trainee = school
    outbox = Outbox(tmp_path / "station.sqlite3")
    writer = StoreWriter(store, outbox)
    to_server = callers(store, "apply")
    to_outbox = callers(outbox, "append")
    session = SessionStarted(
        new_uuid(), trainee, activity="quiz", mode="practice", started_at=datetime.now(UTC)
    )
    writer.submit(session)
    writes = [answer(trainee, n, session.uuid) for n in range(20)]
    try:
        for number, write in enumerate(writes):
            if number == 5:
                assert writer.flush(20)
                own_cluster.stop()
            if number == 15:
                wait_for(lambda: not writer.status.online, 30)
                assert writer.status.waiting == 10
                own_cluster.start()
            writer.submit(write)
        assert writer.flush(60)
    finally:
        writer.close()
    assert to_server
    assert to_outbox
    assert threading.get_ident() not in to_server | to_outbox  # submit only queues
    with Store(own_cluster.url) as check:
        stored = check.attempts_for(trainee)
        assert sorted(a.uuid for a in stored) == sorted(w.uuid for w in writes)
        assert [a.question for a in stored] == [f"q{n}" for n in range(20)]
        (sitting,) = check.sessions_for(trainee)
        assert {a.session_id for a in stored} == {sitting.id}
    assert outbox.count() == 0


def test_a_hung_server_holds_up_only_the_upload(
    own_cluster: Cluster, school: tuple[Store, int], tmp_path: Path
) -> None:
    store, trainee = school
    outbox = Outbox(tmp_path / "station.sqlite3")
    heard = Heard()
    writer = StoreWriter(store, outbox, listener=Listener(heard))
    to_server = callers(store, "apply")
    writes = [answer(trainee, n) for n in range(20)]
    try:
        for write in writes[:5]:
            writer.submit(write)
        assert writer.flush(20)
        own_cluster.pause()
        try:
            for write in writes[5:15]:
                writer.submit(write)  # never on the caller's thread: the server is not asked here
            # In the outbox (recorded), though the server answers nothing.
            wait_for(lambda: len(heard.recorded) == 15, 20)
            wait_for(lambda: not writer.status.online, 20)
        finally:
            own_cluster.resume()
        for write in writes[15:]:
            writer.submit(write)
        assert writer.flush(60)
    finally:
        writer.close()
    assert to_server
    assert threading.get_ident() not in to_server
    with Store(own_cluster.url) as check:
        assert sorted(a.uuid for a in check.attempts_for(trainee)) == sorted(w.uuid for w in writes)


def test_two_processes_uploading_one_outbox_store_each_write_once(
    school: tuple[Store, int], tmp_path: Path
) -> None:
    store, trainee = school
    path = tmp_path / "station.sqlite3"
    Outbox(path).append([answer(trainee, n) for n in range(300)])
    writers = [StoreWriter(store, Outbox(path)) for _ in range(2)]
    try:
        assert all(writer.flush(60) for writer in writers)
    finally:
        for writer in writers:
            writer.close()
    stored = store.attempts_for(trainee)
    assert len(stored) == 300
    assert [a.question for a in stored] == [f"q{n}" for n in range(300)]


def test_a_write_the_server_refuses_is_kept_and_tried_again(
    school: tuple[Store, int], tmp_path: Path
) -> None:
    """A trainee not on this school's roster: the write stays in the outbox with its reason while
    the others go in, and it goes in once it can (here: once the trainee is on the roster)."""
    store, trainee = school
    outbox = Outbox(tmp_path / "station.sqlite3")
    heard = Heard()
    writer = StoreWriter(store, outbox, listener=Listener(heard))
    newcomer = new_uuid()
    stranger = replace(answer(trainee, 1), trainee_uuid=newcomer)
    good = answer(trainee, 2)
    writer.submit(stranger)
    writer.submit(good)
    try:
        wait_for(lambda: [a.uuid for a in store.attempts_for(trainee)] == [good.uuid], 20)
        wait_for(lambda: len(outbox.refused()) == 1, 20)
        ((body, reason),) = outbox.refused()
        assert stranger.uuid in body
        assert "not on this school's roster" in reason
        assert heard.failed[0][0] == stranger.uuid
        wait_for(lambda: writer.status.refused == 1, 10)
        assert writer.status.refused_cause == "unknown"  # words: not on this school's roster
        assert not writer.flush(0.5)  # kept, not forgotten
        with store._access.write() as session:
            session.execute(
                text(
                    "INSERT INTO trainees (name, name_key, created_at, uuid) "
                    "VALUES ('Newcomer', 'newcomer', now(), :u)"
                ),
                {"u": newcomer},
            )
        assert outbox.retry_now() == 1
        assert writer.flush(20)
        wait_for(lambda: writer.status.refused == 0, 10)
    finally:
        writer.close()
    newcomer_id = store.roster.find("Newcomer")
    assert newcomer_id is not None
    assert [a.uuid for a in store.attempts_for(newcomer_id.id)] == [stranger.uuid]
    assert outbox.count() == 0


def test_settle_waits_for_the_queue_but_not_for_what_cannot_be_stored(tmp_path: Path) -> None:
    """Quitting right after an answer: the answer in the queue is stored first (nothing to ask
    about); answers the disk refuses are counted at once, not waited for."""
    with Store(f"sqlite:///{tmp_path / 'p.sqlite3'}") as store:
        anna = store.roster.add("Anna").id
        apply = store.apply

        def slow_apply(writes: Any) -> None:
            time.sleep(0.3)  # a busy disk
            apply(writes)

        store.apply = slow_apply  # type: ignore[method-assign]
        clock = Ticks()
        writer = StoreWriter(store, listener=Listener(Heard()), retry_seconds=0.1, clock=clock)
        me = Recorder(writer.submit, anna, station="s1")
        session = me.start_session("quiz", "practice", variant="F7S")
        assert writer.unsaved() > 0  # still in the queue: asking now would be a false alarm
        assert writer.settle(60) == 0
        assert len(store.sessions_for(anna)) == 1
        store.apply = apply  # type: ignore[method-assign]
        fill_disk(store)
        for number in range(3):
            me.record_attempt(
                NewAttempt(
                    trainee_id=anna,
                    skill="pot",
                    question="x" * 4000 + str(number),
                    answer="a",
                    correct=True,
                    seconds=1.0,
                    mode="practice",
                    session_uuid=session,
                )
            )
        clock.now = 0.0
        assert writer.settle(60) == 3  # held: they would be lost, so the window asks
        assert clock.now < 60  # counted once refused, not waited for till the deadline
        limit_pages(store, None)
        assert writer.flush(10)
        writer.close()
