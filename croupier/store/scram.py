"""A login's password as PostgreSQL keeps it: a SCRAM-SHA-256 verifier made on this side, used by
``croupier school init`` for the school's roles and by the logins an instructor gives."""

from __future__ import annotations

from sqlalchemy import Connection

__all__ = ["scram_verifier"]


def scram_verifier(connection: Connection, role: str, password: str) -> str:
    """``password`` as PostgreSQL keeps it (a SCRAM-SHA-256 verifier), made by libpq on this side:
    the clear password never reaches the server, its log or its ``password_encryption``."""
    raw = connection.connection.driver_connection
    assert raw is not None
    verifier = raw.pgconn.encrypt_password(password.encode("utf-8"), role.encode("utf-8"), b"scram-sha-256")
    return bytes(verifier).decode("ascii")
