"""Answer-recording latency: what an answer costs the window's thread, and what a commit costs.

The window records through the station's writer (``croupier.store.writer``): the first rows time
``Recorder.record_attempt`` on the caller's thread (the answer queued, kept in memory), on this
computer's file and on a school server, with the server up and with it unreachable (goal: under
1 ms whatever the server does). The next rows time one committed transaction per answer, the
writer's own cost per answer (named peer: a raw ``sqlite3`` INSERT + COMMIT on the same kind of
file, and a raw psycopg INSERT + COMMIT on the same server). Last, the sync rate: a 1,000-answer
outbox uploaded to the school server, in batches, each answer exactly once: as a station does it
(its own login, the trainee signed in, every write through the server's ``croupier_write``), and as
the database's owner would (plain inserts; peer: the same writes stored one transaction each).
PostgreSQL comes from ``CROUPIER_TEST_POSTGRES_URL`` or, with ``--start-postgres``, from a throw-away
cluster that ``.ci/postgres.sh`` starts (and stops afterwards).

    .venv/bin/python benchmarks/store.py [--answers N] [--dir FOLDER] [--start-postgres]
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import statistics
import subprocess
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

import psycopg
from sqlalchemy import create_engine, make_url, text

from croupier.store import NewAttempt, Store, database
from croupier.store.database import parse_url
from croupier.store.outbox import Outbox
from croupier.store.recorder import Recorder
from croupier.store.roles import STATION_ROLE, init_school
from croupier.store.writer import StoreWriter
from croupier.store.writes import AnswerGiven, new_uuid

REPO = Path(__file__).resolve().parent.parent
WARMUP = 20


def measure(record: Callable[[int], object], answers: int) -> list[float]:
    for n in range(WARMUP):
        record(-n)
    samples = []
    for n in range(answers):
        start = time.perf_counter()
        record(n)
        samples.append(time.perf_counter() - start)
    return samples


def store_row(url: str, answers: int) -> list[float]:
    with Store(url, station="bench") as store:
        trainee = store.roster.add("Bench").id
        session = store.start_session(trainee, "practice").id

        def record(n: int) -> object:
            return store.record_attempt(
                NewAttempt(
                    trainee_id=trainee,
                    skill="bring-in",
                    question=f"Who brings it in? #{n}",
                    answer="seat 3",
                    correct=n % 4 != 0,
                    seconds=2.5,
                    mode="practice",
                    session_id=session,
                )
            )

        return measure(record, answers)


def window_row(store: Store, outbox: Outbox | None, answers: int, trainee: int | None = None) -> list[float]:
    """The window's cost: ``record_attempt`` through the writer, on the caller's thread."""
    if trainee is None:
        trainee = store.roster.get_or_add("Window").id
    writer = StoreWriter(store, outbox)
    me = Recorder(writer.submit, trainee, station="bench")
    session = me.start_session("quiz", "practice")

    def record(n: int) -> object:
        return me.record_attempt(
            NewAttempt(
                trainee_id=trainee,
                skill="bring_in",
                question=f"q{n}",
                answer="3",
                correct=True,
                seconds=2.5,
                mode="practice",
                session_uuid=session,
            )
        )

    try:
        return measure(record, answers)
    finally:
        writer.close(timeout=1.0)


def sync_row(url: str, folder: Path, answers: int, *, batched: bool) -> float:
    """Answers per second from a full outbox into the school's database."""
    with Store(url, station="bench") as store:
        trainee = store.roster.get_or_add(f"Sync {batched}").id
        writes = [
            AnswerGiven(
                new_uuid(),
                trainee,
                skill="bring_in",
                question=f"q{n}",
                answer="3",
                correct=True,
                seconds=2.0,
                mode="practice",
                answered_at=datetime.now(UTC),
            )
            for n in range(answers)
        ]
        start = time.perf_counter()
        if batched:
            outbox = Outbox(folder / f"outbox-{uuid.uuid4().hex[:6]}.sqlite3")
            outbox.append(writes)
            writer = StoreWriter(store, outbox)
            assert writer.flush(600)
            writer.close()
        else:
            for write in writes:
                store.apply([write])
        elapsed = time.perf_counter() - start
        assert len(store.attempts_for(trainee)) == answers
        return answers / elapsed


def station_sync_row(url: str, folder: Path, answers: int) -> float:
    """Answers per second from a full outbox into the school's database, as a station uploads it:
    its own login, the trainee signed in, each write through ``croupier_write``."""
    init_school(url, station_password="bench-station", instructor_password="bench-instructor")
    with Store(url) as owner:
        trainee = owner.roster.add(f"Station {uuid.uuid4().hex[:6]}")
        owner.logins.set_password(trainee.id, "bench-password")
    station_url = parse_url(url).set(username=STATION_ROLE, password="bench-station")
    with Store(station_url, station="bench") as store:
        signed = store.logins.sign_in(trainee.name, "bench-password", "bench")
        writes = [
            AnswerGiven(
                new_uuid(),
                trainee.id,
                skill="bring_in",
                question=f"q{n}",
                answer="3",
                correct=True,
                seconds=2.0,
                mode="practice",
                answered_at=datetime.now(UTC),
            )
            for n in range(answers)
        ]
        start = time.perf_counter()
        outbox = Outbox(folder / f"outbox-{uuid.uuid4().hex[:6]}.sqlite3")
        outbox.append(writes, signed.token)
        writer = StoreWriter(store, outbox)
        assert writer.flush(600)
        writer.close()
        elapsed = time.perf_counter() - start
    with Store(url) as owner:
        assert len(owner.attempts_for(trainee.id)) == answers
    return answers / elapsed


def store_sqlite_row(folder: Path, answers: int, synchronous: str) -> list[float]:
    saved = database.SQLITE_SYNCHRONOUS
    database.SQLITE_SYNCHRONOUS = synchronous
    try:
        return store_row(f"sqlite:///{folder / f'store-{synchronous}.sqlite3'}", answers)
    finally:
        database.SQLITE_SYNCHRONOUS = saved


RAW_TABLE = (
    "CREATE TABLE attempts (id INTEGER PRIMARY KEY, trainee_id INTEGER, session_id INTEGER, skill TEXT,"
    " question TEXT, answer TEXT, correct BOOLEAN, seconds REAL, mode TEXT, answered_at TIMESTAMP)"
)
RAW_INSERT = (
    "INSERT INTO attempts (trainee_id, session_id, skill, question, answer, correct, seconds, mode,"
    " answered_at) VALUES ({p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p})"
)


def raw_values(n: int, when: object) -> tuple[object, ...]:
    return (1, 1, "bring-in", f"Who brings it in? #{n}", "seat 3", n % 4 != 0, 2.5, "practice", when)


def raw_sqlite_row(folder: Path, answers: int, synchronous: str) -> list[float]:
    connection = sqlite3.connect(folder / f"raw-{synchronous}.sqlite3")
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute(f"PRAGMA synchronous={synchronous}")
    connection.execute(RAW_TABLE)
    insert = RAW_INSERT.format(p="?")

    def record(n: int) -> object:
        connection.execute(insert, raw_values(n, datetime.now(UTC).isoformat(" ")))
        connection.commit()
        return None

    try:
        return measure(record, answers)
    finally:
        connection.close()


def raw_psycopg_row(url: str, answers: int) -> list[float]:
    conninfo = make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(conninfo) as connection:
        connection.execute(
            RAW_TABLE.replace("INTEGER PRIMARY KEY", "SERIAL PRIMARY KEY").replace(
                "attempts", "raw_attempts", 1
            )
        )
        connection.commit()
        insert = RAW_INSERT.format(p="%s").replace("attempts", "raw_attempts", 1)

        def record(n: int) -> object:
            connection.execute(insert, raw_values(n, datetime.now(UTC)))
            connection.commit()
            return None

        return measure(record, answers)


@contextmanager
def scratch_postgres(base: str) -> Iterator[str]:
    """A database of its own on the server, dropped afterwards."""
    admin = create_engine(parse_url(base), isolation_level="AUTOCOMMIT")
    name = f"croupier_bench_{uuid.uuid4().hex[:10]}"
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield admin.url.set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@contextmanager
def postgres_server(*, start: bool) -> Iterator[str | None]:
    url = os.environ.get("CROUPIER_TEST_POSTGRES_URL")
    if url or not start:
        yield url
        return
    exports = subprocess.run(
        ["bash", str(REPO / ".ci" / "postgres.sh")], capture_output=True, text=True, check=True
    ).stdout
    values = dict(
        line.removeprefix("export ").replace("'", "").split("=", 1) for line in exports.splitlines()
    )
    try:
        yield values["CROUPIER_TEST_POSTGRES_URL"]
    finally:
        subprocess.run(
            ["bash", str(REPO / ".ci" / "postgres.sh"), "stop"],
            check=False,
            env={**os.environ, "CROUPIER_TEST_PGDATA": values["CROUPIER_TEST_PGDATA"]},
        )


def filesystem(folder: Path) -> str:
    done = subprocess.run(["df", "-T", str(folder)], capture_output=True, text=True, check=False)
    lines = done.stdout.strip().splitlines()
    return lines[-1].split()[1] if len(lines) > 1 else "?"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers", type=int, default=500)
    parser.add_argument("--dir", type=Path, help="where the SQLite files go (default: a temporary folder)")
    parser.add_argument("--start-postgres", action="store_true", help="start a cluster if none is given")
    args = parser.parse_args()

    rows: list[tuple[str, list[float]]] = []
    window: list[tuple[str, list[float]]] = []
    rates: list[tuple[str, float]] = []
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        folder = Path(tmp)
        with Store(f"sqlite:///{folder / 'window.sqlite3'}") as local:
            window.append(("this computer's file", window_row(local, None, args.answers)))
        rows.append(
            ("Store, SQLite WAL, synchronous=FULL (shipped)", store_sqlite_row(folder, args.answers, "FULL"))
        )
        rows.append(
            ("Store, SQLite WAL, synchronous=NORMAL", store_sqlite_row(folder, args.answers, "NORMAL"))
        )
        rows.append(
            ("peer: raw sqlite3 INSERT+COMMIT, WAL FULL", raw_sqlite_row(folder, args.answers, "FULL"))
        )
        rows.append(
            ("peer: raw sqlite3 INSERT+COMMIT, WAL NORMAL", raw_sqlite_row(folder, args.answers, "NORMAL"))
        )
        fs = filesystem(folder)
        unreachable = Store("postgresql://nobody@127.0.0.1:1/croupier", check=False)
        window.append(
            (
                "school server unreachable (outbox)",
                window_row(unreachable, Outbox(folder / "o1.sqlite3"), args.answers, trainee=1),
            )
        )
        with postgres_server(start=args.start_postgres) as base:
            if base:
                with scratch_postgres(base) as url:
                    with Store(url) as school:
                        window.append(
                            (
                                "school server up (outbox, upload)",
                                window_row(school, Outbox(folder / "o2.sqlite3"), args.answers),
                            )
                        )
                    rows.append(("Store, PostgreSQL (psycopg 3, loopback)", store_row(url, args.answers)))
                    rows.append(("peer: raw psycopg INSERT+COMMIT", raw_psycopg_row(url, args.answers)))
                    rates.append(
                        (
                            "outbox → server as a station, signed in (shipped)",
                            station_sync_row(url, folder, 1000),
                        )
                    )
                    rates.append(
                        ("outbox → server as the owner, batched", sync_row(url, folder, 1000, batched=True))
                    )
                    rates.append(
                        ("peer: one transaction per answer", sync_row(url, folder, 1000, batched=False))
                    )

    print(f"The window's thread: Recorder.record_attempt through the writer, {args.answers} answers")
    print(f"{'':50} {'median ms':>10} {'p95 ms':>9} {'max ms':>9}")
    for name, samples in window:
        median = statistics.median(samples)
        p95 = statistics.quantiles(samples, n=20)[-1]
        print(f"{name:50} {median * 1000:10.3f} {p95 * 1000:9.3f} {max(samples) * 1000:9.3f}")
    print()

    shipped = statistics.median(rows[0][1])
    print(f"Answer-recording latency, {args.answers} answers each after {WARMUP} warm-up; SQLite on {fs}")
    print(f"{'':50} {'median ms':>10} {'p95 ms':>9} {'× shipped':>10}")
    for name, samples in rows:
        median = statistics.median(samples)
        p95 = statistics.quantiles(samples, n=20)[-1]
        print(f"{name:50} {median * 1000:10.3f} {p95 * 1000:9.3f} {median / shipped:10.2f}")
    if len(rows) > 4:
        pg = statistics.median(rows[4][1])
        print(f"PostgreSQL / SQLite through the Store: {pg / shipped:.2f}×")
    else:
        print("PostgreSQL: not measured (set CROUPIER_TEST_POSTGRES_URL or pass --start-postgres)")
    if rates:
        print()
        print("Sync rate of a 1,000-answer outbox into the school's database")
        shipped_rate = rates[0][1]
        for name, rate in rates:
            print(f"{name:50} {rate:10.0f} answers/s {rate / shipped_rate:6.2f}× shipped")


if __name__ == "__main__":
    main()
