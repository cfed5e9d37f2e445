"""The instructor's PIN for a single-machine install, kept hashed in the database's ``secrets``, and
how many wrong PINs have been typed (the lockout survives a restart).

On a school server the instructor's authority is the ``croupier_instructor`` login instead (see
:mod:`croupier.store.roles`): a station's login may not read ``secrets`` at all.
"""

from __future__ import annotations

from functools import cache

from sqlalchemy import text

from croupier.store.access import DatabaseAccess
from croupier.store.models import SecretRow
from croupier.store.pin import hash_pin, verify_pin

PIN_KEY = "instructor_pin"
LOCKOUT_KEY = "pin_lockout"


@cache
def _dummy() -> str:
    # Checked against when no PIN is set, so a wrong guess costs the same either way.
    return hash_pin("not-a-pin")


class Instructor:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def has_pin(self) -> bool:
        with self._access.read() as session:
            return session.get(SecretRow, PIN_KEY) is not None

    def set_pin(self, pin: str) -> None:
        """Store a new PIN (hashed with a fresh salt), replacing any old one."""
        self._put(PIN_KEY, hash_pin(pin))

    def create_pin(self, pin: str) -> bool:
        """Store the first PIN; False (and nothing changed) if the database has one already."""
        hashed = hash_pin(pin)
        with self._access.write() as session:
            if session.get(SecretRow, PIN_KEY) is not None:
                return False
            session.add(SecretRow(key=PIN_KEY, value=hashed))
            return True

    def verify_pin(self, pin: str) -> bool:
        with self._access.read() as session:
            row = session.get(SecretRow, PIN_KEY)
            stored = None if row is None else row.value
        if stored is None:
            verify_pin(pin, _dummy())
            return False
        return verify_pin(pin, stored)

    def clear_pin(self) -> None:
        with self._access.write() as session:
            row = session.get(SecretRow, PIN_KEY)
            if row is not None:
                session.delete(row)

    # -- the lockout's state, for croupier.store.lockout --------------------------------------

    def lockout_state(self) -> str | None:
        with self._access.read() as session:
            row = session.get(SecretRow, LOCKOUT_KEY)
            return None if row is None else row.value

    def save_lockout_state(self, value: str) -> None:
        self._put(LOCKOUT_KEY, value)

    def _put(self, key: str, value: str) -> None:
        with self._access.write() as session:
            row = session.get(SecretRow, key)
            if row is None:
                session.add(SecretRow(key=key, value=value))
            else:
                row.value = value

    def is_instructor_login(self) -> bool:
        """Whether this connection's login may work as an instructor: on a school server a member
        of ``croupier_instructor`` (or the schema's owner); on this computer's file always."""
        with self._access.read() as session:
            if session.get_bind().dialect.name != "postgresql":
                return True
            found = session.scalar(
                text(
                    "SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'croupier_instructor') "
                    "THEN pg_has_role(current_user, 'croupier_instructor', 'MEMBER') ELSE false END "
                    "OR current_user = (SELECT tableowner FROM pg_tables "
                    "                   WHERE schemaname = 'public' AND tablename = 'exams')"
                )
            )
            return bool(found)
