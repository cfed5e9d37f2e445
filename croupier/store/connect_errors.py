"""Why a school server could not be reached, told apart: an outage (the server down, hung, the
network gone), which answers wait out in the station's outbox, or a mistake in the settings (a
wrong password, an unknown database, TLS asked for and not offered, a port where something other
than PostgreSQL answers, an address that names no server), which waiting will not mend.

libpq gives no SQLSTATE for a failed connection, so its message is read (in English, as libpq and
a server with the default ``lc_messages`` write it); what is not recognised counts as an outage
unless the server itself refused the connection. Where the connection only timed out or the
reply made no sense, a short probe asks the port the first question of PostgreSQL's protocol
(the TLS request): PostgreSQL answers with one letter, anything else is not PostgreSQL.
"""

from __future__ import annotations

import re
import socket

from sqlalchemy import URL

from croupier.store.errors import ConfigurationError, DatabaseUnavailableError, StoreError

__all__ = ["connection_error", "probe", "without_password"]

PROBE_SECONDS = 1.0  # PostgreSQL answers the TLS request at once
# PostgreSQL's SSLRequest (length 8, code 80877103); the line end after it makes a server that
# reads lines (HTTP, SMTP, …) answer at once. PostgreSQL answers the request before reading on.
_SSL_REQUEST = b"\x00\x00\x00\x08\x04\xd2\x16\x2f\r\n\r\n"

_PATTERNS: tuple[tuple[str, str], ...] = (
    (
        (
            r"password authentication failed|authentication failed|no password supplied|"
            r"role \S+ does not exist|password is required"
        ),
        "bad_login",
    ),
    (r"database \S+ does not exist", "no_database"),
    (r"SSL|TLS|no encryption|certificate|sslmode", "tls"),
    (
        (
            r"invalid port|invalid integer value|failed to resolve host|could not translate host name|"
            r"invalid connection option|invalid URI|missing \"=\"|Name or service not known"
        ),
        "bad_address",
    ),
    (
        (
            r"received invalid response to SSL negotiation|expected authentication request|"
            r"invalid response|unexpected message"
        ),
        "not_postgres",
    ),
)
_OUTAGE = re.compile(
    r"timeout expired|timed out|Connection refused|server closed the connection|"
    r"No route to host|Network is unreachable|connection reset",
    re.IGNORECASE,
)


def without_password(text: str) -> str:
    """``text`` with the password of a URL in it hidden (for a message about a malformed one).

    >>> without_password("postgresql://u:s3cret@[::1/db")
    'postgresql://u:***@[::1/db'
    """
    return re.sub(r"(://[^:/@\s]*:)[^@\s]*@", r"\1***@", text)


def probe(host: str, port: int, timeout: float = PROBE_SECONDS) -> str:
    """What answers at ``host:port``: ``postgres``, ``other`` (something that is not PostgreSQL),
    ``silent`` (nothing within ``timeout``) or ``refused`` (nobody listens)."""
    try:
        with socket.create_connection((host, port), timeout=timeout) as connection:
            connection.sendall(_SSL_REQUEST)
            first = connection.recv(1)
    except TimeoutError:
        return "silent"
    except OSError:
        return "refused"
    if first in (b"S", b"N", b"E"):  # TLS yes, TLS no, or an error in the protocol's own form
        return "postgres"
    return "other" if first else "refused"


def connection_error(where: str, url: URL, error: BaseException) -> StoreError:
    """The store error for a connection to ``url`` that failed with ``error``: a
    :class:`ConfigurationError` naming its cause, or a :class:`DatabaseUnavailableError`."""
    text = " ".join(str(error).split())
    reason = _reason(str(error))
    for pattern, cause in _PATTERNS:
        if re.search(pattern, text, re.IGNORECASE):
            if cause == "tls" and _OUTAGE.search(text):
                break
            if cause == "not_postgres" and _answered_by(url) == "postgres":
                break
            return ConfigurationError(where, cause, reason)
    if "FATAL" in text and not _OUTAGE.search(text):
        return ConfigurationError(where, "refused", reason)  # the server said no, in its own words
    garbled = re.search(r"timeout expired|server closed the connection|invalid response", text, re.IGNORECASE)
    if garbled and _answered_by(url) == "other":
        return ConfigurationError(where, "not_postgres", reason)
    return DatabaseUnavailableError(where, reason)


def _answered_by(url: URL) -> str:
    host = url.host or url.query.get("host")
    if not isinstance(host, str) or not host or host.startswith("/"):
        return "silent"  # a Unix socket: PostgreSQL's own
    return probe(host, url.port or 5432)


def _reason(message: str) -> str:
    """libpq's message on one line, without its ``connection failed: connection to server at …
    failed:``; a line of its own (libpq's hint, ``Is the server running …?``) as a sentence of its
    own: the line before it ends with a full stop."""
    lines = [" ".join(line.split()) for line in message.splitlines()]
    lines = [line for line in lines if line]
    text = " ".join(
        line if index == len(lines) - 1 or line.endswith((".", "?", "!", ":")) else f"{line}."
        for index, line in enumerate(lines)
    )
    short = re.sub(r"^connection (failed|is bad):\s*", "", text)
    short = re.sub(r'^connection to server at "[^"]*"(, port \d+)? failed:\s*', "", short)
    return short.removeprefix("FATAL: ").strip() or text
