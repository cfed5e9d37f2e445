"""Who may open instructor mode, and the store the instructor then works in.

- **A single-machine install** (this computer's SQLite file): the instructor's PIN, kept hashed in
  the file. Anyone who can write the file can change it; the README says so.
- **A school server**: the ``croupier_instructor`` login (:mod:`croupier.store.roles`), or an
  instructor's login of their own (a member of it). Its password is typed when instructor mode is
  opened, used for a connection of its own and never written down; the audit trail names the login.

Both count wrong tries with a :class:`croupier.store.lockout.Lockout` that survives a restart.
"""

from __future__ import annotations

from collections.abc import Callable

from croupier.store.errors import ConfigurationError, DatabaseUnavailableError, StoreError
from croupier.store.lockout import Lockout
from croupier.store.role_names import INSTRUCTOR_ROLE
from croupier.store.store import Store

__all__ = [
    "Authority",
    "LockedOutError",
    "LoginAuthority",
    "NotInstructorError",
    "PinAuthority",
    "authority_for",
]

# What PostgreSQL says to a wrong login, as opposed to a server that cannot be reached.
_REFUSED = ("password authentication failed", "does not exist", "no password supplied")


class LockedOutError(StoreError):
    """Too many wrong tries: instructor mode stays shut for ``seconds``."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        super().__init__(f"Too many wrong tries; try again in {seconds:.0f} s")


class NotInstructorError(StoreError):
    """The login and password were right, but the login is no instructor's (not a member of
    ``croupier_instructor``): instructor mode stays shut."""

    def __init__(self, login: str) -> None:
        self.login = login
        super().__init__(f"The login {login} is not an instructor's")


class Authority:
    """The common part: the lockout around every try."""

    uses_pin = True

    def __init__(self, store: Store, lockout: Lockout) -> None:
        self.store = store
        self.lockout = lockout

    def needs_creating(self) -> bool:
        """True while there is no PIN yet (the first start of instructor mode)."""
        return False

    def create(self, secret: str) -> bool:
        """Make the first PIN; False if one exists already."""
        raise NotImplementedError

    def change(self, current: str, new: str) -> bool:
        raise NotImplementedError

    def unlock(self, secret: str, login: str | None = None) -> Store | None:
        """The store the instructor works in, or None for a wrong PIN or password (``login``: on a
        school server, the instructor's own login instead of the shared one).

        Raises :class:`LockedOutError` while locked out, :class:`StoreError` when the database
        cannot be reached (which is not counted as a wrong try).
        """
        left = self.lockout.locked_for()
        if left > 0:
            raise LockedOutError(left)
        opened = self._open(secret, login)
        if opened is None:
            self.lockout.failed()
        else:
            self.lockout.succeeded()
        return opened

    def _open(self, secret: str, login: str | None) -> Store | None:
        raise NotImplementedError


class PinAuthority(Authority):
    """The instructor PIN of this computer's progress file."""

    def needs_creating(self) -> bool:
        return not self.store.instructor.has_pin()

    def create(self, secret: str) -> bool:
        return self.store.instructor.create_pin(secret)

    def change(self, current: str, new: str) -> bool:
        if self.unlock(current) is None:
            return False
        self.store.instructor.set_pin(new)
        return True

    def _open(self, secret: str, login: str | None) -> Store | None:
        return self.store if self.store.instructor.verify_pin(secret) else None


class LoginAuthority(Authority):
    """The school server's instructor login (its password kept in memory only)."""

    uses_pin = False

    def __init__(self, store: Store, lockout: Lockout, *, role: str = INSTRUCTOR_ROLE) -> None:
        super().__init__(store, lockout)
        self.role = role

    def _open(self, secret: str, login: str | None) -> Store | None:
        role = (login or "").strip() or self.role
        if not secret:
            return None
        url = self.store.url.set(username=role, password=secret).update_query_dict(
            {"passfile": "/dev/null"}  # never a stored password: only the one typed
        )
        try:
            opened = Store(url, station=self.store.station)
            if not opened.instructor.is_instructor_login():
                opened.close()
                raise NotInstructorError(role)
            self.role = role  # offered again next time
            return opened
        except ConfigurationError as error:
            if error.cause == "bad_login":  # the password typed is wrong
                return None
            raise
        except DatabaseUnavailableError as error:
            if any(words in error.reason for words in _REFUSED):
                return None
            raise


def authority_for(store: Store, load: Callable[[], str | None], save: Callable[[str], None]) -> Authority:
    """The PIN for a SQLite file, the instructor login for a school server; the lockout's state
    is read and written through ``load`` and ``save``."""
    lockout = Lockout(load, save)
    if store.dialect == "postgresql":
        return LoginAuthority(store, lockout)
    return PinAuthority(store, lockout)
