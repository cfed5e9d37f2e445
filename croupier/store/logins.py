"""Trainees who sign in as themselves on a school database: their passwords, checked by the server.

``sign_in(name, password, station)`` asks the server's ``croupier_sign_in`` (revision 0007), which
checks the password with pgcrypto's bcrypt ``crypt()``, counts wrong tries against the name (five,
then the name is locked for 30 s, twice as long each time after, at most an hour), refuses a trainee
whose exam sitting is open at another station, and gives the station a random token for this
sign-in. Every write of the sign-in carries the token (the server's ``croupier_write`` checks it);
the station's reads set it on their connection, and row-level security shows that trainee's rows
only. The station never sees a password hash, and never decides whether a password is right.

The instructor gives a trainee a first password (``set_password``); the trainee chooses their own
at the first sign-in (``change_password``). Each station may have a login of its own
(``add_station``), so that a login that changes its own password shuts out no other station.

On this computer's file (no server) nobody signs in with a password: the instructor's PIN is all
there is, and the README says what that does and does not protect.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from croupier.store.access import DatabaseAccess
from croupier.store.errors import InvalidRecordError, PermissionDeniedError, StoreError
from croupier.store.models import TraineeRow
from croupier.store.records import Trainee, clean_name, name_key
from croupier.store.scram import scram_verifier

__all__ = [
    "MIN_PASSWORD",
    "Logins",
    "NoPasswordError",
    "SignIn",
    "SignInLockedError",
    "SittingElsewhereError",
    "WeakPasswordError",
    "WrongPasswordError",
]

MIN_PASSWORD = 8
STATION_PREFIX = "croupier_station_"
_STATION_NAME = re.compile(r"[a-z0-9_]{1,40}")
_INSTRUCTOR_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")


class WrongPasswordError(StoreError):
    """The name and the password do not go together; ``tries_left`` before the name is locked."""

    def __init__(self, tries_left: int | None = None) -> None:
        super().__init__("Wrong name or password")
        self.tries_left = tries_left


class SignInLockedError(StoreError):
    """Too many wrong passwords for this name: no sign-in for ``seconds``."""

    def __init__(self, seconds: int) -> None:
        super().__init__(f"Too many wrong passwords; try again in {seconds} s")
        self.seconds = seconds


class NoPasswordError(StoreError):
    """The trainee is on the roster but the instructor has not given them a password yet."""


class SittingElsewhereError(StoreError):
    """The trainee's exam sitting is open at another station (``station``, since ``since``)."""

    def __init__(self, station: str | None, since: datetime | None) -> None:
        super().__init__(f"An exam sitting is open at {station or 'another station'}")
        self.station = station
        self.since = since


class WeakPasswordError(InvalidRecordError):
    """A new password that the server does not take (too short, or the old one)."""


@dataclass(frozen=True, slots=True)
class SignIn:
    """A trainee signed in: the token their writes carry (None on this computer's file) and whether
    they must choose their own password before anything else."""

    trainee: Trainee
    token: str | None
    must_change: bool = False


def _first_line(error: DBAPIError) -> str:
    diag = getattr(error.orig, "diag", None)
    primary = getattr(diag, "message_primary", None)
    return str(primary or error.orig or error).strip().splitlines()[0]


def _answer(found: object) -> dict[str, Any]:
    if not isinstance(found, dict):
        raise StoreError(f"The school database gave no sign-in ({found!r})")
    return found


class Logins:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    @property
    def with_passwords(self) -> bool:
        """Do trainees sign in with a password here (a school server)?"""
        return self._access.dialect == "postgresql"

    def writes_directly(self) -> bool:
        """May this login write answers itself (this computer's file, or the school database's
        owner), rather than only through a trainee's sign-in (a station's login)?"""
        if not self.with_passwords:
            return True
        with self._access.read() as session:
            return bool(session.scalar(text("SELECT has_table_privilege('attempts', 'INSERT')")))

    def _call(self, statement: str, values: dict[str, object]) -> object:
        with self._access.write() as session:
            try:
                return session.scalar(text(statement), values)
            except DBAPIError as error:
                state = getattr(error.orig, "sqlstate", None)
                if state == "CR005":
                    raise WeakPasswordError(_first_line(error)) from None
                if state == "42501":
                    raise PermissionDeniedError(_first_line(error)) from None
                raise

    def _signed_in(self, found: dict[str, Any]) -> SignIn:
        status = found.get("status")
        if status == "ok":
            trainee_id = int(found["trainee_id"])
            with self._access.read() as session:
                row = session.get(TraineeRow, trainee_id)
                assert row is not None
                trainee = row.record()
            return SignIn(trainee, str(found["token"]), bool(found.get("must_change")))
        if status == "locked":
            raise SignInLockedError(int(found.get("seconds") or 1))
        if status == "no_password":
            raise NoPasswordError("The instructor has not given this trainee a password yet")
        if status == "sitting_open":
            since = found.get("since")
            raise SittingElsewhereError(
                found.get("station"), datetime.fromisoformat(since) if since else None
            )
        tries = found.get("tries_left")
        raise WrongPasswordError(None if tries is None else int(tries))

    def sign_in(self, name: str, password: str, station: str | None) -> SignIn:
        """Sign the trainee called ``name`` in with ``password`` at ``station`` (see the module)."""
        found = self._call(
            "SELECT croupier_sign_in(:key, :password, :station)",
            {"key": name_key(name), "password": password, "station": station},
        )
        return self._signed_in(_answer(found))

    def join(self, name: str, password: str, station: str | None) -> SignIn:
        """A trainee adds themselves with their own password (where the instructor allows it)."""
        cleaned = clean_name(name)
        if len(password) < MIN_PASSWORD:
            raise WeakPasswordError(f"A password needs at least {MIN_PASSWORD} characters")
        found = self._call(
            "SELECT croupier_join(:name, :key, :password, :station)",
            {"name": cleaned, "key": name_key(cleaned), "password": password, "station": station},
        )
        return self._signed_in(_answer(found))

    def change_password(self, token: str, old: str, new: str) -> None:
        """The signed-in trainee's own password; :class:`WrongPasswordError` for a wrong ``old``."""
        if len(new) < MIN_PASSWORD:
            raise WeakPasswordError(f"A password needs at least {MIN_PASSWORD} characters")
        found = _answer(
            self._call(
                "SELECT croupier_change_password(:token, :old, :new)",
                {"token": token, "old": old, "new": new},
            )
        )
        status = found.get("status")
        if status == "locked":
            raise SignInLockedError(int(found.get("seconds") or 1))
        if status != "ok":
            tries = found.get("tries_left")
            raise WrongPasswordError(None if tries is None else int(tries))

    def set_password(self, trainee_id: int, password: str) -> None:
        """A trainee's first password, or a new one (the instructor's): they must change it at their
        next sign-in."""
        if not self.with_passwords:
            raise StoreError("Trainees sign in with a password on a school database only")
        if len(password) < MIN_PASSWORD:
            raise WeakPasswordError(f"A password needs at least {MIN_PASSWORD} characters")
        self._call(
            "SELECT croupier_set_password(:trainee, :password)", {"trainee": trainee_id, "password": password}
        )

    def add_station(self, name: str, password: str) -> str:
        """A login of a station's own, ``croupier_station_<name>`` (made, or its password changed);
        returns the login's name. The password goes to the server as a SCRAM verifier only."""
        if not _STATION_NAME.fullmatch(name):
            raise InvalidRecordError("A station's name is 1 to 40 of a-z, 0-9 and _")
        if len(password) < MIN_PASSWORD:
            raise WeakPasswordError(f"A password needs at least {MIN_PASSWORD} characters")
        role = STATION_PREFIX + name
        with self._access.write() as session:
            verifier = scram_verifier(session.connection(), role, password)
            try:
                found = session.scalar(
                    text("SELECT croupier_add_station(:name, :verifier)"),
                    {"name": name, "verifier": verifier},
                )
            except DBAPIError as error:
                raise StoreError(_first_line(error)) from None
        return str(found)

    def add_instructor(self, name: str, password: str, *, may_add: bool = False) -> str:
        """An instructor's login of their own, ``name`` (a member of ``croupier_instructor``; of
        ``croupier_head_instructor`` too when ``may_add``: then it may make others). The
        administrator may also give an existing instructor's login a new password; a head
        instructor only makes new ones. Written to the audit trail by the server."""
        if not _INSTRUCTOR_NAME.fullmatch(name) or name.startswith("croupier"):
            raise InvalidRecordError(
                "An instructor's login is 1 to 40 of a-z, 0-9 and _, beginning with a letter (not croupier…)"
            )
        if len(password) < MIN_PASSWORD:
            raise WeakPasswordError(f"A password needs at least {MIN_PASSWORD} characters")
        with self._access.write() as session:
            if session.get_bind().dialect.name != "postgresql":
                raise StoreError("Instructors' logins are a school server's (PostgreSQL)")
            verifier = scram_verifier(session.connection(), name, password)
            try:
                found = session.scalar(
                    text("SELECT croupier_add_instructor(:name, :verifier, :may_add)"),
                    {"name": name, "verifier": verifier, "may_add": may_add},
                )
            except DBAPIError as error:
                if getattr(error.orig, "sqlstate", None) == "42501":
                    raise PermissionDeniedError(_first_line(error)) from None
                raise StoreError(_first_line(error)) from None
        return str(found)
