"""The station telling the instructor's page which answers the school refuses, per trainee, and
why (:mod:`croupier.store.refusals` is what is said and where): run on the writer's upload thread
(:mod:`croupier.store.writer`) after each try, and at once when the page asks.
"""

from __future__ import annotations

from collections.abc import Callable

from croupier.store.errors import RefusedWriteError
from croupier.store.outbox import Outbox
from croupier.store.refusals import ANNOUNCE_SECONDS, ASKED_SECONDS, RefusedAt, counts
from croupier.store.store import Store

__all__ = ["RefusalAnnouncer"]


class RefusalAnnouncer:
    """What the instructor was last told by the station behind ``store``, and when; ``clock``
    gives the time (seconds)."""

    def __init__(self, store: Store, clock: Callable[[], float]) -> None:
        self._store = store
        self._clock = clock
        self._announced: RefusedAt | None = None  # what the instructor was last told (None: nothing)
        self._announced_at = 0.0
        self._asked_at: float | None = None  # when the instructor's page last asked (heeded)

    def ask(self) -> bool:
        """The instructor's page asks which answers the school refused: True when that is to be
        said at once (at most every ``ASKED_SECONDS``: anyone may ask)."""
        now = self._clock()
        if self._asked_at is not None and now - self._asked_at < ASKED_SECONDS:
            return False
        self._asked_at = now
        self._announced_at = -ANNOUNCE_SECONDS  # due now
        return True

    def announce(
        self, outbox: Outbox, schools: frozenset[int], address: str | None, refusal: RefusedWriteError | None
    ) -> None:
        """Tell the instructor's page which answers the school refuses, per trainee, and why: when
        that changes, and again at least every ``ANNOUNCE_SECONDS`` while any are refused (a
        notification reaches only whoever listens then); once more, empty, when they are stored.
        ``refusal``: the school refuses every write now."""
        store = self._store
        rows = outbox.answers_by_trainee(schools, address, refused_only=refusal is None)
        trainees = counts(rows)
        if not trainees:
            if self._announced is not None and store.refusals.announce(
                RefusedAt(store.station, "refused", ())
            ):
                self._announced = None
            return
        cause = refusal.cause if refusal is not None else (outbox.last_refusal() or ("refused", ""))[0]
        said = RefusedAt(store.station, cause, trainees)
        now = self._clock()
        if said == self._announced and now - self._announced_at < ANNOUNCE_SECONDS * 0.9:
            return
        if store.refusals.announce(said):
            self._announced, self._announced_at = said, now
