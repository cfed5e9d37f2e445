"""Which school a database is: the school's own id (made once, kept in its settings) and, on
PostgreSQL, the cluster's system identifier. A station's outbox records it for its writes, so that
writes made for one school never go to another (a station pointed at a new server, an address
that now serves another school); a school restored onto a new server keeps its id.

>>> address_of("postgresql://croupier_station:pw@school:5432/croupier?passfile=/home/s/pgpass")
'postgresql://croupier_station@school:5432/croupier'
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import URL, text
from sqlalchemy.orm import Session

from croupier.store.database import parse_url

__all__ = ["SCHOOL_ID_KEY", "SchoolIdentity", "address_of", "read_identity"]

SCHOOL_ID_KEY = "school_id"


@dataclass(frozen=True, slots=True)
class SchoolIdentity:
    """A school database: its id (``settings.school_id``), the PostgreSQL cluster's system
    identifier (None on SQLite) and the database's name."""

    school_id: str
    system_identifier: str | None = None
    database: str | None = None


def address_of(url: str | URL) -> str:
    """The server as the station names it, without password or password file: what the outbox
    records beside its writes and shows to people."""
    parsed = parse_url(url)
    bare = parsed._replace(password=None).difference_update_query(["passfile"])
    return bare.set(drivername=parsed.get_backend_name()).render_as_string(hide_password=True)


def read_identity(session: Session) -> SchoolIdentity | None:
    """The identity of the database ``session`` reads (None before revision 0008 made its id)."""
    school_id = session.execute(
        text("SELECT value FROM settings WHERE key = :key"), {"key": SCHOOL_ID_KEY}
    ).scalar()
    if school_id is None:
        return None
    system = None
    database = None
    if session.get_bind().dialect.name == "postgresql":
        system = session.execute(text("SELECT system_identifier::text FROM pg_control_system()")).scalar()
        database = session.execute(text("SELECT current_database()")).scalar()
    return SchoolIdentity(str(school_id), None if system is None else str(system), database)
