"""The instructor's PIN, kept hashed in the database's settings so every station of a school shares it."""

from __future__ import annotations

from functools import cache

from croupier.store.access import DatabaseAccess
from croupier.store.models import SettingRow
from croupier.store.pin import hash_pin, verify_pin

PIN_KEY = "instructor_pin"


@cache
def _dummy() -> str:
    # Checked against when no PIN is set, so a wrong guess costs the same either way.
    return hash_pin("not-a-pin")


class Instructor:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def has_pin(self) -> bool:
        with self._access.read() as session:
            return session.get(SettingRow, PIN_KEY) is not None

    def set_pin(self, pin: str) -> None:
        """Store a new PIN (hashed with a fresh salt), replacing any old one."""
        hashed = hash_pin(pin)
        with self._access.write() as session:
            row = session.get(SettingRow, PIN_KEY)
            if row is None:
                session.add(SettingRow(key=PIN_KEY, value=hashed))
            else:
                row.value = hashed

    def verify_pin(self, pin: str) -> bool:
        with self._access.read() as session:
            row = session.get(SettingRow, PIN_KEY)
            stored = None if row is None else row.value
        if stored is None:
            verify_pin(pin, _dummy())
            return False
        return verify_pin(pin, stored)

    def clear_pin(self) -> None:
        with self._access.write() as session:
            row = session.get(SettingRow, PIN_KEY)
            if row is not None:
                session.delete(row)
