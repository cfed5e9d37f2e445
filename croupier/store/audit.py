"""A school's audit trail, as its database wrote it (revision 0011): who — the PostgreSQL login —
created, changed, removed, granted, withdrew or sealed what, when, and from which station.

The rows are written by triggers on the managed tables, never by a program; instructors may read
them and nobody may change them (see :mod:`croupier.store.roles`). This module only reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select

from croupier.store.access import DatabaseAccess
from croupier.store.models import AuditRow

__all__ = ["Audit", "AuditEntry", "station_of"]

APPLICATION_PREFIX = "croupier@"


def station_of(application_name: str | None) -> str | None:
    """The station's name in a connection's ``application_name`` (Croupier writes
    ``croupier@<station>``); another program's name as it is.

    >>> station_of("croupier@desk_1"), station_of("psql"), station_of(None)
    ('desk_1', 'psql', None)
    """
    if not application_name:
        return None
    if application_name.startswith(APPLICATION_PREFIX):
        return application_name[len(APPLICATION_PREFIX) :] or None
    return application_name


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One thing done: ``action`` (created, changed, removed, granted, withdrew, sealed) to the row
    ``subject_id`` of ``subject`` (a table: exams, trainees, logins …), with what it held or what
    changed (``detail``: column → value, or column → [before, after])."""

    id: int
    at: datetime
    login: str
    station: str | None
    address: str | None
    action: str
    subject: str
    subject_id: str | None
    detail: dict[str, Any]


class Audit:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def entries(
        self,
        *,
        since: datetime | None = None,
        subjects: tuple[str, ...] | None = None,
        limit: int | None = None,
    ) -> list[AuditEntry]:
        """The trail, oldest first (``since``: from then on; ``limit``: the newest so many)."""
        query = select(AuditRow).order_by(AuditRow.id.desc())
        if since is not None:
            query = query.where(AuditRow.at >= since)
        if subjects is not None:
            query = query.where(AuditRow.subject.in_(subjects))
        if limit is not None:
            query = query.limit(limit)
        with self._access.read() as session:
            rows = list(session.scalars(query))
        return [
            AuditEntry(
                row.id,
                row.at,
                row.login,
                station_of(row.station),
                row.address,
                row.action,
                row.subject,
                row.subject_id,
                row.detail if isinstance(row.detail, dict) else {},
            )
            for row in reversed(rows)
        ]
