"""A station that survives its own faults, done for real: its disk filled and freed while answers
arrive (a tmpfs), a school server that takes no writes for a while, an outbox whose station is
pointed at another school, an address that comes to serve another school."""

from __future__ import annotations

import os
import sqlite3
import stat
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from full_disk import small_disk
from pg_cluster import Cluster, drop_database, set_read_only
from sqlalchemy import text
from thread_clock import Blocked

from croupier.store import Store
from croupier.store.database import parse_url
from croupier.store.errors import DatabaseWriteError, DiskFullError
from croupier.store.identity import address_of
from croupier.store.outbox import Outbox
from croupier.store.writer import StoreWriter
from croupier.store.writer_status import WriterStatus
from croupier.store.writes import AnswerGiven, SessionStarted, Write, new_uuid


def answer(trainee: int, number: int, session: str | None = None, who: str | None = None) -> AnswerGiven:
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
        trainee_uuid=who,
    )


def wait_for(condition: object, timeout: float = 30.0, what: str = "") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():  # type: ignore[operator]
            return
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what or condition}")


class Statuses:
    """The writer's listener: every status it published, and its threads' names when it did."""

    def __init__(self) -> None:
        self.seen: list[WriterStatus] = []
        self.failed: list[str] = []
        self._lock = threading.Lock()

    def recorded(self, uuid: str) -> None:
        pass

    def failed_(self, uuid: str) -> None:
        with self._lock:
            self.failed.append(uuid)

    def status(self, status: WriterStatus) -> None:
        with self._lock:
            self.seen.append(status)


class Listener:
    def __init__(self, heard: Statuses) -> None:
        self.heard = heard

    def recorded(self, uuid: str) -> None:
        pass

    def failed(self, uuid: str, reason: str) -> None:
        self.heard.failed_(uuid)

    def status(self, status: WriterStatus) -> None:
        self.heard.status(status)


def stored_once(store: Store, trainee: int, writes: list[AnswerGiven]) -> None:
    stored = store.attempts_for(trainee)
    assert len(stored) == len(writes), f"{len(stored)} of {len(writes)} answers on the server"
    assert sorted(a.uuid for a in stored) == sorted(w.uuid for w in writes)


# ------------------------------------------------------------------------------- a full disk


def test_the_station_disk_filled_and_freed_mid_quiz_loses_nothing(tmp_path: Path, postgres_url: str) -> None:
    """The outbox on a 1 MB disk, filled after the first answer and freed 5 s later: all 200
    answers reach the server exactly once, the writer's threads live through it, and the status
    says the answers wait in memory because the disk is full."""
    with small_disk(tmp_path / "disk") as disk, Store(postgres_url) as school:
        trainee = school.roster.add("Anna")
        heard = Statuses()
        writer = StoreWriter(
            school, Outbox(disk.path / "station.sqlite3"), listener=Listener(heard), retry_seconds=0.2
        )
        session = SessionStarted(
            new_uuid(),
            trainee.id,
            activity="quiz",
            mode="practice",
            started_at=datetime.now(UTC),
            trainee_uuid=trainee.uuid,
        )
        writes = [answer(trainee.id, n, session.uuid, trainee.uuid) for n in range(200)]
        try:
            writer.submit(session)
            writer.submit(writes[0])
            assert writer.flush(20)
            disk.fill()
            filled = time.monotonic()
            for write in writes[1:]:
                # The quiz never waits on the disk: a submit that waited would be blocked for the
                # writer's retry (0.2 s) at least.
                with Blocked() as blocked:
                    writer.submit(write)
                assert blocked.seconds < 0.15
                time.sleep(0.015)
            wait_for(lambda: writer.status.unsaved >= 150, 20, "the answers held in memory")
            status = writer.status
            assert status.held_cause == "disk_full", status
            assert status.waiting >= 150
            assert writer.alive
            time.sleep(max(0.0, 5.0 - (time.monotonic() - filled)))
            assert writer.alive
            disk.free()
            assert writer.flush(60)
            assert writer.alive
            wait_for(lambda: writer.status.unsaved == writer.status.waiting == 0, 20, "the status told")
        finally:
            disk.free()
            lost = writer.close()
        assert lost == 0
        stored_once(school, trainee.id, writes)
        (sitting,) = school.sessions_for(trainee.id)
        assert {a.session_id for a in school.attempts_for(trainee.id)} == {sitting.id}
        assert any(s.held_cause == "disk_full" and s.unsaved for s in heard.seen)


def test_the_station_file_on_a_full_disk_raises_store_errors_only(tmp_path: Path) -> None:
    """Every failure of the station's file is a store error naming the full disk, never a raw
    ``sqlite3`` error (that one killed the writer's threads)."""
    with small_disk(tmp_path / "disk") as disk:
        outbox = Outbox(disk.path / "station.sqlite3")
        outbox.append([answer(1, 0)])
        disk.fill()
        calls = {
            "append": lambda: outbox.append([answer(1, 1)]),
            "pending": outbox.pending,
            "count": outbox.count,
            "put": lambda: outbox.put("k", "v"),
        }
        for name, call in calls.items():
            with pytest.raises(DatabaseWriteError) as raised:
                call()
            assert isinstance(raised.value, DiskFullError), (name, raised.value)
            assert "disk is full" in str(raised.value)
        disk.free()
        assert outbox.count() == 1


def test_a_station_file_that_cannot_be_made_yet_is_made_when_there_is_room(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk") as disk:
        disk.fill()
        outbox = Outbox(disk.path / "station.sqlite3")  # does not raise: the writer holds its writes
        with pytest.raises(DiskFullError):
            outbox.append([answer(1, 0)])
        disk.free()
        outbox.append([answer(1, 0)])
        assert outbox.count() == 1


def test_the_station_file_is_its_owners_only(tmp_path: Path) -> None:
    outbox = Outbox(tmp_path / "station.sqlite3")
    outbox.append([answer(1, 0)])
    assert stat.S_IMODE((tmp_path / "station.sqlite3").stat().st_mode) == 0o600
    (tmp_path / "old.sqlite3").touch(mode=0o644)
    os.chmod(tmp_path / "old.sqlite3", 0o644)
    Outbox(tmp_path / "old.sqlite3").count()
    assert stat.S_IMODE((tmp_path / "old.sqlite3").stat().st_mode) == 0o600


def test_writes_an_older_croupier_set_aside_go_back_into_the_queue(tmp_path: Path) -> None:
    path = tmp_path / "station.sqlite3"
    old = sqlite3.connect(path)
    old.executescript(
        """
        CREATE TABLE outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, uuid TEXT NOT NULL,
            kind TEXT NOT NULL, body TEXT NOT NULL, queued_at TEXT NOT NULL);
        CREATE TABLE refused (seq INTEGER PRIMARY KEY, body TEXT NOT NULL, reason TEXT NOT NULL,
            refused_at TEXT NOT NULL);
        CREATE TABLE state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        """
    )
    from croupier.store.writes import encode  # noqa: PLC0415

    stranded = answer(5, 1)
    old.execute(
        "INSERT INTO refused VALUES (3, ?, 'cannot execute INSERT in a read-only transaction', '2026')",
        (encode(stranded),),
    )
    old.commit()
    old.close()
    outbox = Outbox(path)
    ((body, reason),) = outbox.refused()
    assert stranded.uuid in body
    assert "read-only" in reason
    (held,) = outbox.held()
    assert (held.seq, held.kind, held.uuid) == (3, "answer", stranded.uuid)
    assert outbox.retry_now() == 0  # due already: it was never given a wait
    assert [q.write for q in outbox.pending()] == [stranded]


# ------------------------------------------------------------------------------- refused writes


def test_a_read_only_server_gets_every_answer_once_it_takes_writes_again(
    tmp_path: Path, postgres_url: str
) -> None:
    with Store(postgres_url) as school:
        trainee = school.roster.add("Anna")
        heard = Statuses()
        outbox = Outbox(tmp_path / "station.sqlite3")
        writer = StoreWriter(school, outbox, listener=Listener(heard))
        writes = [answer(trainee.id, n, who=trainee.uuid) for n in range(50)]
        try:
            writer.submit(writes[0])
            assert writer.flush(20)
            set_read_only(postgres_url, on=True)
            for write in writes[1:]:
                writer.submit(write)
            wait_for(lambda: writer.status.refused == 49, 30, "49 answers refused")
            status = writer.status
            assert status.refused_cause == "read_only", status
            assert status.waiting == 49
            assert writer.alive
            assert len(school.attempts_for(trainee.id)) == 1
            # A restart meanwhile keeps them too: the outbox is the station's file.
            assert Outbox(tmp_path / "station.sqlite3").count() == 49
            set_read_only(postgres_url, on=False)
            assert writer.flush(60)
            wait_for(lambda: writer.status.refused == 0, 10, "the refusal over")
        finally:
            set_read_only(postgres_url, on=False)
            writer.close()
        stored_once(school, trainee.id, writes)
        assert outbox.count() == 0


# ------------------------------------------------------------------------------- one school


@pytest.fixture
def second_school(pg_admin: object, postgres_url: str) -> Iterator[str]:
    """Another school's database beside ``postgres_url`` on the shared server."""
    name = f"croupier_b_{new_uuid()[:10]}"
    with pg_admin.connect() as connection:  # type: ignore[attr-defined]
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    yield parse_url(postgres_url).set(database=name).render_as_string(hide_password=False)
    drop_database(pg_admin, name)


def test_an_outbox_for_school_a_goes_to_school_a_only(
    tmp_path: Path, own_cluster: Cluster, own_database: str, second_school: str
) -> None:
    """Answers given while school A's server is down; the station is then pointed at school B:
    nothing of them reaches B (whose roster has a trainee with the same number), B's own answers
    do, and A gets every one of its answers once it answers again."""
    with Store(own_database) as a:
        anna = a.roster.add("Anna")
    with Store(second_school) as b:
        bert = b.roster.add("Bert")
    assert anna.id == bert.id  # the same number in both rosters
    path = tmp_path / "station.sqlite3"
    own_cluster.stop()
    try:
        at_a = Store(own_database, check=False)
        writer = StoreWriter(at_a, Outbox(path), retry_seconds=0.1)
        for_a = [answer(anna.id, n, who=anna.uuid) for n in range(20)]
        for write in for_a:
            writer.submit(write)
        wait_for(lambda: writer.settle(1) == 0 and Outbox(path).count() == 20, 20, "20 in the outbox")
        writer.close(0.5)
        at_a.close()
        # Pointed at school B now.
        with Store(second_school) as b:
            heard = Statuses()
            writer = StoreWriter(b, Outbox(path), listener=Listener(heard))
            for_b = [answer(bert.id, n, who=bert.uuid) for n in range(5)]
            for write in for_b:
                writer.submit(write)
            try:
                wait_for(lambda: len(b.attempts_for(bert.id)) == 5, 20, "B's own answers")
                wait_for(lambda: writer.status.elsewhere == 20, 20, "20 kept for A")
                assert writer.status.elsewhere_address == address_of(own_database)
                assert writer.flush(10)  # what is for B is in: A's do not hold it up
            finally:
                writer.close()
            stored_once(b, bert.id, for_b)
        assert Outbox(path).count() == 20
    finally:
        own_cluster.start()
    # School A answers again, and the station is pointed at it once more.
    with Store(own_database) as a:
        writer = StoreWriter(a, Outbox(path))
        try:
            assert writer.flush(30)
        finally:
            writer.close()
        stored_once(a, anna.id, for_a)
    assert Outbox(path).count() == 0


def test_kept_writes_go_to_their_school_while_the_station_is_pointed_elsewhere(
    tmp_path: Path, postgres_url: str, second_school: str
) -> None:
    """With ``connect`` (the window's station passes it) writes kept for school A reach A while
    the station is pointed at B."""
    with Store(postgres_url) as a, Store(second_school) as b:
        anna = a.roster.add("Anna")
        b.roster.add("Bert")
        path = tmp_path / "station.sqlite3"
        Outbox(path).append([answer(anna.id, n, who=anna.uuid) for n in range(7)], address_of(postgres_url))
        opened: list[str] = []

        def connect(address: str) -> Store:
            opened.append(address)
            assert address == address_of(postgres_url)
            return Store(postgres_url, check=False)

        writer = StoreWriter(b, Outbox(path), connect=connect)
        try:
            wait_for(lambda: len(a.attempts_for(anna.id)) == 7, 30, "A's answers on A")
            wait_for(lambda: writer.status.elsewhere == 0, 10)
        finally:
            writer.close()
        assert b.attempts_for(anna.id) == []
        assert opened == [address_of(postgres_url)]


def test_an_address_that_comes_to_serve_another_school_gets_nothing_of_the_first(
    tmp_path: Path, pg_admin: object, postgres_url: str
) -> None:
    """The station reached school A at an address; A's database is then replaced by a new school
    under the same name: the writes queued for A stay, the new school's go to it."""
    path = tmp_path / "station.sqlite3"
    with Store(postgres_url) as a:
        anna = a.roster.add("Anna")
        writer = StoreWriter(a, Outbox(path))
        writer.submit(answer(anna.id, 0, who=anna.uuid))
        assert writer.flush(20)
        writer.close()
    # A's server goes down before these reach it (written straight into the outbox, as the
    # writer that had reached A would while it is down).
    kept = [answer(anna.id, n, who=anna.uuid) for n in range(1, 4)]
    # The school reached. (An answer the writer queued while its uploader was claiming the school
    # goes by address: an empty target with no school may be left beside it, for the next one.)
    (reached,) = [target for target in Outbox(path).targets() if target.school_id is not None]
    Outbox(path).append(kept, address_of(postgres_url), reached.id)
    name = parse_url(postgres_url).database
    drop_database(pg_admin, name)
    with pg_admin.connect() as connection:  # type: ignore[attr-defined]
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    with Store(postgres_url) as new:
        newcomer = new.roster.add("Anna")  # the same name and number, another school
        writer = StoreWriter(new, Outbox(path))
        own: list[Write] = [answer(newcomer.id, 9, who=newcomer.uuid)]
        writer.submit(own[0])
        try:
            wait_for(lambda: len(new.attempts_for(newcomer.id)) == 1, 20)
            wait_for(lambda: writer.status.elsewhere == 3, 20)
        finally:
            writer.close()
        assert [a.uuid for a in new.attempts_for(newcomer.id)] == [own[0].uuid]
    assert Outbox(path).count() == 3


def test_an_answer_is_never_credited_to_whoever_has_the_same_number_elsewhere(
    postgres_url: str, second_school: str
) -> None:
    with Store(postgres_url) as a, Store(second_school) as b:
        anna = a.roster.add("Anna")
        bert = b.roster.add("Bert")
        assert anna.id == bert.id
        from croupier.store.errors import UnknownRecordError  # noqa: PLC0415

        with pytest.raises(UnknownRecordError, match="not on this school's roster"):
            b.apply([answer(anna.id, 1, who=anna.uuid)])
        assert b.attempts_for(bert.id) == []
        a.apply([answer(anna.id, 1, who=anna.uuid)])
        assert len(a.attempts_for(anna.id)) == 1


def test_two_instructors_saving_school_settings_at_once_keep_both_changes(postgres_url: str) -> None:
    """Each saves what they changed, key by key: neither writes back what the other changed."""
    from dataclasses import replace as changed  # noqa: PLC0415

    with Store(postgres_url) as first, Store(postgres_url) as second:
        seen_first = first.school.settings()
        seen_second = second.school.settings()
        first.school.save(changed(seen_first, school_name="Spielbank Dealerschule"), seen=seen_first)
        saved = second.school.save(changed(seen_second, pace_target=45), seen=seen_second)
        assert (saved.school_name, saved.pace_target) == ("Spielbank Dealerschule", 45)
        assert first.school.settings() == saved


def test_this_computers_progress_file_is_its_owners_only(tmp_path: Path) -> None:
    with Store(f"sqlite:///{tmp_path / 'croupier.sqlite3'}") as store:
        store.roster.add("Anna")
    assert stat.S_IMODE((tmp_path / "croupier.sqlite3").stat().st_mode) == 0o600
    os.chmod(tmp_path / "croupier.sqlite3", 0o644)  # made by an older Croupier
    Store(f"sqlite:///{tmp_path / 'croupier.sqlite3'}").close()
    assert stat.S_IMODE((tmp_path / "croupier.sqlite3").stat().st_mode) == 0o600


def test_an_answer_row_is_capped_in_size() -> None:
    """A 10 MB answer never reaches an outbox or a school: it is refused where it is made."""
    from croupier.store.errors import InvalidRecordError  # noqa: PLC0415
    from croupier.store.writes import MAX_ANSWER_TEXT  # noqa: PLC0415

    def made(**sizes: int) -> AnswerGiven:
        return AnswerGiven(
            new_uuid(),
            1,
            skill="pot",
            question="q" * sizes.get("question", 1),
            answer="a" * sizes.get("answer", 1),
            correct=True,
            seconds=1.0,
            mode="practice",
            answered_at=datetime.now(UTC),
            words={"lang": "en", "question": "w" * sizes.get("words", 1)},
        )

    made(question=MAX_ANSWER_TEXT, answer=MAX_ANSWER_TEXT)  # the most it may hold
    for field in ("question", "answer", "words"):
        with pytest.raises(InvalidRecordError, match="at most"):
            made(**{field: 10 * 1024 * 1024})
