"""A PostgreSQL cluster of a test's own, to stop, start, pause and resume (``.ci/postgres.sh``).

The shared CI cluster must stay up for the other tests; outage tests get one made for them.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from filelock import FileLock, Timeout

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / ".ci" / "postgres.sh"


def _pg_bin() -> Path | None:
    candidates = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"))
    return candidates[-1].parent if candidates else None


def available() -> bool:
    return _pg_bin() is not None


@dataclass
class Cluster:
    url: str
    data: Path

    def _as_db_user(self, *command: str) -> None:
        prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        subprocess.run([*prefix, *command], check=True, capture_output=True, timeout=120)

    def superuser_url(self, database: str = "postgres") -> str:
        """The cluster's superuser over its Unix socket (trusted there): for what only a superuser
        may do, such as ending another login's connections."""
        from sqlalchemy import make_url  # noqa: PLC0415

        port = make_url(self.url).port
        return f"postgresql+psycopg://postgres@/{database}?host={self.data}&port={port}"

    def stop(self) -> None:
        bin_dir = _pg_bin()
        assert bin_dir is not None
        self._as_db_user(str(bin_dir / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop")

    def start(self) -> None:
        bin_dir = _pg_bin()
        assert bin_dir is not None
        self._as_db_user(
            str(bin_dir / "pg_ctl"), "-D", str(self.data), "-l", str(self.data / "server.log"), "-w", "start"
        )

    def _pids(self) -> list[int]:
        postmaster = int((self.data / "postmaster.pid").read_text().split()[0])
        children = subprocess.run(
            ["pgrep", "-P", str(postmaster)], capture_output=True, text=True, check=False
        ).stdout.split()
        return [postmaster, *(int(pid) for pid in children)]

    def pause(self) -> None:
        """Every process of the server stopped (SIGSTOP): connections stay open, nothing answers."""
        for pid in self._pids():
            os.kill(pid, signal.SIGSTOP)

    def resume(self) -> None:
        for pid in self._pids():
            os.kill(pid, signal.SIGCONT)

    def close(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            self.resume()
        env = dict(os.environ, CROUPIER_TEST_PGDATA=str(self.data))
        subprocess.run(["bash", str(SCRIPT), "stop"], env=env, capture_output=True, timeout=120, check=False)


def start_cluster() -> Cluster:
    started = subprocess.run(["bash", str(SCRIPT)], capture_output=True, text=True, timeout=300, check=True)
    values = {}
    for line in started.stdout.splitlines():
        name, _, value = line.removeprefix("export ").partition("=")
        values[name] = value.strip("'")
    cluster = Cluster(values["CROUPIER_TEST_POSTGRES_URL"], Path(values["CROUPIER_TEST_PGDATA"]))
    time.sleep(0.1)
    return cluster


def drop_database(admin: Any, name: str) -> None:
    """Drop a test database; an autovacuum worker in it (the server's own, which a test login may
    not end) goes away within moments, so a refusal is tried again."""
    from sqlalchemy import text  # noqa: PLC0415
    from sqlalchemy.exc import ProgrammingError  # noqa: PLC0415

    for attempt in range(40):
        try:
            with admin.connect() as connection:
                connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
            return
        except ProgrammingError:
            if attempt == 39:
                raise
            time.sleep(0.25)


def set_read_only(admin_url: str, *, on: bool) -> None:
    """The database at ``admin_url`` takes no writes (as a standby after a failover does), or takes
    them again; the connections open now are ended, so every new one has the setting."""
    from sqlalchemy import create_engine, text  # noqa: PLC0415

    from croupier.store.database import parse_url  # noqa: PLC0415

    url = parse_url(admin_url)
    engine = create_engine(url.set(database="postgres"), isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as connection:
            value = "on" if on else "off"
            connection.execute(
                text(f'ALTER DATABASE "{url.database}" SET default_transaction_read_only = {value}')
            )
            connection.execute(
                text(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE datname = :d AND pid <> pg_backend_pid()"
                ),
                {"d": url.database},
            )
    finally:
        engine.dispose()


def take_free(urls: list[str], wait: float = 600) -> tuple[str, FileLock]:
    """The first of ``urls`` no other process holds, and the lock that holds it for this one (the
    system lets it go when the process ends, however it ends). Waits while all are taken."""
    deadline = time.monotonic() + wait
    while True:
        for url in urls:
            port = urlsplit(url).port
            lock = FileLock(Path(tempfile.gettempdir()) / f"croupier-test-postgres-{port}.lock")
            try:
                lock.acquire(timeout=0)
            except Timeout:
                continue
            return url, lock
        if time.monotonic() > deadline:
            raise RuntimeError(f"no free PostgreSQL cluster among {len(urls)} in {wait:.0f} s")
        time.sleep(0.05)
