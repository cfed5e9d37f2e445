"""Trainees with passwords of their own on a school database, for the window tests: the instructor
gives a first password, the trainee signs in once and chooses their own (so that the station's
sign-in page signs them straight in), and that sign-in ends."""

from __future__ import annotations

from croupier.store import Store, Trainee
from croupier.store.models import utc_now
from croupier.store.writes import SignedOut, new_uuid

__all__ = ["give_password", "password_of"]


def password_of(name: str) -> str:
    """The password the tests give a trainee called ``name``."""
    return f"{name.lower().replace(' ', '-')}-password"


def give_password(instructor: Store, station_url: str, trainee: Trainee) -> str:
    """Give ``trainee`` their own password (see the module); returns it."""
    first, own = "first-" + password_of(trainee.name), password_of(trainee.name)
    instructor.logins.set_password(trainee.id, first)
    with Store(station_url) as desk:
        signed = desk.logins.sign_in(trainee.name, first, "setup")
        assert signed.token is not None
        desk.logins.change_password(signed.token, first, own)
        desk.apply([SignedOut(new_uuid(), utc_now())], token=signed.token)
    return own
