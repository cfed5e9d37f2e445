"""Hearing the school server's ``NOTIFY``: a thread with a connection of its own that ``LISTEN``s on
the live class's channels and hands each notification to a callback (on its own thread; a Qt
window passes it on as a signal). It connects again by itself after the server went away.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence

import psycopg
from psycopg import sql
from sqlalchemy import URL

from croupier.store.database import PG_CONNECT_TIMEOUT_S, password_safety

__all__ = ["Listener"]

RETRY_SECONDS = 2.0


def _conninfo(url: URL) -> dict[str, object]:
    args: dict[str, object] = {
        "host": url.host,
        "port": url.port,
        "dbname": url.database,
        "user": url.username,
        "password": url.password,
        "connect_timeout": PG_CONNECT_TIMEOUT_S,
        "application_name": "croupier-listen",
        "autocommit": True,
    }
    args.update({key: value for key, value in url.query.items() if key in ("passfile", "sslmode")})
    args.update(password_safety(url))
    return {key: value for key, value in args.items() if value is not None}


class Listener:
    """``Listener(url, channels, heard)``: ``heard(channel, payload)`` for each notification."""

    def __init__(self, url: URL, channels: Sequence[str], heard: Callable[[str, str], None]) -> None:
        self._url = url
        self._channels = tuple(channels)
        self._heard = heard
        self._stop = threading.Event()
        self.listening = threading.Event()  # set while LISTEN is in place (tests wait for it)
        self._thread = threading.Thread(target=self._run, name="croupier-listen", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                with psycopg.connect(**_conninfo(self._url)) as connection:  # type: ignore[arg-type]
                    for channel in self._channels:
                        connection.execute(sql.SQL("LISTEN {}").format(sql.Identifier(channel)))
                    self.listening.set()
                    while not self._stop.is_set():
                        for note in connection.notifies(timeout=0.5):
                            self._heard(note.channel, note.payload)
                        if connection.closed:
                            break
            except psycopg.Error:
                pass
            self.listening.clear()
            self._stop.wait(RETRY_SECONDS)

    def close(self) -> None:
        self._stop.set()
        self._thread.join(2.0)
