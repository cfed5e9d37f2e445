"""Connecting to the test school as one of its logins, for the store's tests: the address of a
login with its password, and a bare psycopg connection (as ``psql`` would be) that a test uses to
try what Croupier itself never sends."""

from __future__ import annotations

import psycopg

from croupier.store.database import parse_url, password_safety

__all__ = ["login", "psql"]


def login(url: str, role: str, password: str) -> str:
    """``url`` as the login ``role`` with its ``password``."""
    return parse_url(url).set(username=role, password=password).render_as_string(hide_password=False)


def psql(
    url: str, token: str | None = None, *, application_name: str | None = None
) -> psycopg.Connection[tuple[object, ...]]:
    """An autocommit connection to ``url`` (SCRAM only over the network, as the store's own); with
    ``token``, signed in as the trainee whose sign-in gave it."""
    parsed = parse_url(url)
    named = {} if application_name is None else {"application_name": application_name}
    connection = psycopg.connect(
        host=parsed.host,
        port=parsed.port,
        dbname=parsed.database,
        user=parsed.username,
        password=parsed.password,
        autocommit=True,
        **named,
        **password_safety(parsed),
    )
    if token is not None:
        connection.execute("SELECT set_config('croupier.token', %s, false)", (token,))
    return connection
