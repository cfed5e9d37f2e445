"""A school server that cannot be used: the station says so and keeps answers in its local file."""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import make_url

from croupier.store import (
    DATABASE_URL_ENV,
    DatabaseUnavailableError,
    NewAttempt,
    Store,
    StoreError,
    StoreKind,
)


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def record(store: Store, trainee: int, question: str) -> None:
    store.record_attempt(
        NewAttempt(
            trainee_id=trainee,
            skill="pot",
            question=question,
            answer="a",
            correct=True,
            seconds=1,
            mode="practice",
        )
    )


def test_an_unreachable_school_server_falls_back_to_the_local_file(tmp_path: Path) -> None:
    url = f"postgresql://coach:s3cret-pw@127.0.0.1:{closed_port()}/school"
    with Store.open_default(data_dir=tmp_path, environ={DATABASE_URL_ENV: url}) as store:
        assert store.status.kind is StoreKind.FALLBACK
        assert store.path == tmp_path / "croupier.sqlite3"
        notice = store.notice
        assert notice is not None
        assert "cannot be reached" in notice
        assert "127.0.0.1" in notice
        assert "s3cret-pw" not in notice
        assert str(tmp_path / "croupier.sqlite3") in notice
        assert "not copied to the school's database automatically" in notice
        me = store.roster.get_or_add("Anna").id
        record(store, me, "answered while the server was down")
    with Store.open_default(data_dir=tmp_path, environ={}) as local:
        (kept,) = local.attempts_for(local.roster.get_or_add("Anna").id)
        assert kept.question == "answered while the server was down"


def test_the_environment_wins_over_the_settings_field(tmp_path: Path, postgres_url: str) -> None:
    with Store.open_default(postgres_url, data_dir=tmp_path, environ={}) as school:
        assert school.status.kind is StoreKind.SCHOOL
        assert school.dialect == "postgresql"
        assert school.notice is None
        assert school.status.location == make_url(postgres_url).render_as_string(hide_password=True)
    down = f"postgresql://coach@127.0.0.1:{closed_port()}/school"
    with Store.open_default(postgres_url, data_dir=tmp_path, environ={DATABASE_URL_ENV: down}) as store:
        assert store.status.kind is StoreKind.FALLBACK


def test_a_wrong_password_falls_back_too(tmp_path: Path, postgres_url: str) -> None:
    wrong = make_url(postgres_url).set(password="not-the-password").render_as_string(hide_password=False)
    with Store.open_default(data_dir=tmp_path, environ={DATABASE_URL_ENV: wrong}) as store:
        assert store.status.kind is StoreKind.FALLBACK
        assert store.notice is not None
        assert "not-the-password" not in store.notice


@pytest.mark.parametrize("url", ["mysql://coach@school/croupier", "not a url at all"])
def test_an_unusable_url_falls_back_with_a_notice(tmp_path: Path, url: str) -> None:
    with Store.open_default(data_dir=tmp_path, environ={DATABASE_URL_ENV: url}) as store:
        assert store.status.kind is StoreKind.FALLBACK
        assert store.notice is not None
    with pytest.raises(StoreError):
        Store(url)


class CuttableLink:
    """A loopback TCP relay to the test server whose cable can be pulled."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(0.1)
        self.port = int(self.listener.getsockname()[1])
        self.sockets: list[socket.socket] = []
        self.cut = threading.Event()
        self.thread = threading.Thread(target=self._accept, daemon=True)
        self.thread.start()

    def _accept(self) -> None:
        while not self.cut.is_set():
            try:
                client, _ = self.listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            upstream = socket.create_connection(self.target, timeout=5)
            self.sockets += [client, upstream]
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    @staticmethod
    def _pump(source: socket.socket, sink: socket.socket) -> None:
        with contextlib.suppress(OSError):
            while data := source.recv(65536):
                sink.sendall(data)
        with contextlib.suppress(OSError):
            sink.shutdown(socket.SHUT_RDWR)

    def pull_the_cable(self) -> None:
        self.cut.set()
        self.thread.join()
        self.listener.close()
        for sock in self.sockets:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()


@pytest.fixture
def link(postgres_url: str) -> Iterator[tuple[CuttableLink, str]]:
    url = make_url(postgres_url)
    relay = CuttableLink((url.host or "127.0.0.1", url.port or 5432))
    yield relay, url.set(port=relay.port).render_as_string(hide_password=False)
    if not relay.cut.is_set():
        relay.pull_the_cable()


def test_a_server_lost_mid_drill_raises_and_the_app_can_carry_on_locally(
    link: tuple[CuttableLink, str], tmp_path: Path
) -> None:
    relay, url = link
    environ = {DATABASE_URL_ENV: url}
    with Store.open_default(data_dir=tmp_path, environ=environ) as school:
        assert school.status.kind is StoreKind.SCHOOL
        anna = school.roster.add("Anna").id
        record(school, anna, "before")
        relay.pull_the_cable()
        with pytest.raises(DatabaseUnavailableError, match="cannot be reached"):
            record(school, anna, "lost")
    with Store.open_default(data_dir=tmp_path, environ=environ) as local:
        assert local.status.kind is StoreKind.FALLBACK
        record(local, local.roster.get_or_add("Anna").id, "after")
