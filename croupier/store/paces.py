"""The dealer's pace as timed: each Table-ready hand a trainee dealt, read back for the Progress
page and the class reports. The hands are written as :class:`croupier.store.writes.HandPaced`
(through the station's writer, or ``record`` here)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select

from croupier.store.access import DatabaseAccess
from croupier.store.apply import apply_write
from croupier.store.models import HandPaceRow, TraineeRow, utc_now
from croupier.store.records import HandPace
from croupier.store.roster import trainee_row
from croupier.store.writes import HandPaced, new_uuid

__all__ = ["Paces"]


class Paces:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def record(  # noqa: PLR0917 - a timed hand's facts
        self,
        trainee_id: int,
        variant: str,
        players: int,
        seconds: float,
        duties: int,
        duty_seconds: float,
        target: float,
        *,
        taken_at: datetime | None = None,
    ) -> HandPace:
        """Store a timed hand at once (the command line, tests; a station uses its writer)."""
        with self._access.write() as session:
            trainee_row(session, trainee_id)
            write = HandPaced(
                new_uuid(),
                trainee_id,
                variant,
                players,
                seconds,
                duties,
                duty_seconds,
                target,
                taken_at or utc_now(),
            )
            apply_write(session, write)
            row = session.scalars(select(HandPaceRow).where(HandPaceRow.uuid == write.uuid)).one()
            return row.record()

    def hands(
        self, *, trainee_id: int | None = None, variant: str | None = None, class_id: int | None = None
    ) -> list[HandPace]:
        """The hands timed, oldest first (of one trainee, in one game, of one class's trainees, if
        given)."""
        query = select(HandPaceRow).order_by(HandPaceRow.taken_at, HandPaceRow.id)
        if trainee_id is not None:
            query = query.where(HandPaceRow.trainee_id == trainee_id)
        if class_id is not None:
            query = query.join(TraineeRow, TraineeRow.id == HandPaceRow.trainee_id).where(
                TraineeRow.class_id == class_id
            )
        if variant is not None:
            query = query.where(HandPaceRow.variant == variant)
        with self._access.read() as session:
            return [row.record() for row in session.scalars(query)]
