"""Answers the school refused, announced to the instructor: a station whose outbox holds answers the
school server refuses (read-only, a login without the right, a schema it does not expect) says so
with PostgreSQL's ``NOTIFY`` on ``croupier_refusals``; the instructor's page listens and shows
which stations hold them, for whom, how many and why.

``NOTIFY`` needs no privilege and works inside a read-only transaction, so a station can announce
while the server refuses its writes (not on a standby in recovery, which refuses ``NOTIFY`` too). A
notification is heard only by whoever listens at that moment, so the station announces again at
every retry of its upload (:data:`ANNOUNCE_SECONDS` at the longest while any are refused) and once
more, empty, when they are all stored; the instructor's page forgets a station it has not heard
for :data:`STALE_SECONDS`. When the instructor's page opens it asks on ``croupier_refusals_ask``
(:meth:`Refusals.ask`), and every station that hears it (one with a trainee signed in, whose
listener runs) announces at once instead of at its next retry.

Each announcement is a snapshot of one station: ``{"v": 1, "station": name, "cause": cause,
"trainees": [[trainee uuid or null, trainee id or null, answers], …]}``. Any login may send on any
channel, so the instructor trusts nothing in it beyond a count to show: :func:`parse` takes only a
bounded payload of that exact shape (a known cause, a short printable station name, at most
:data:`MAX_TRAINEES` trainees with counts up to :data:`MAX_ANSWERS`), and the window names a
trainee from its own roster, never from the payload. Nothing heard here is ever written.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import text

from croupier.store.access import DatabaseAccess

__all__ = [
    "ANNOUNCE_SECONDS",
    "ASKED_SECONDS",
    "ASK_CHANNEL",
    "CAUSES",
    "MAX_ANSWERS",
    "MAX_PAYLOAD",
    "MAX_TRAINEES",
    "REFUSALS_CHANNEL",
    "STALE_SECONDS",
    "Refusals",
    "Refused",
    "RefusedAt",
    "counts",
    "parse",
    "payload",
]

REFUSALS_CHANNEL = "croupier_refusals"
ASK_CHANNEL = "croupier_refusals_ask"  # the instructor's page asks the stations to announce now
ASKED_SECONDS = 5.0  # a station answers an ask at most this often (anyone may ask)
ANNOUNCE_SECONDS = 30.0  # a station with refused answers announces at least this often
STALE_SECONDS = 100.0  # the instructor forgets a station not heard for this long (3 announcements)
MAX_PAYLOAD = 2000  # characters; PostgreSQL's own limit is 8000 bytes
MAX_TRAINEES = 20
MAX_ANSWERS = 1_000_000
MAX_STATION = 64
CAUSES = frozenset({"read_only", "permission", "schema", "unknown", "refused", "failed", "invalid"})
_UUID = re.compile(r"[0-9a-f]{32}")


@dataclass(frozen=True, slots=True)
class Refused:
    """Answers of one trainee (``uuid``, else the school's numeric ``id``) the school refused."""

    uuid: str | None
    id: int | None
    answers: int


@dataclass(frozen=True, slots=True)
class RefusedAt:
    """What one station said: its answers the school refused, per trainee, and why (empty: none)."""

    station: str
    cause: str
    trainees: tuple[Refused, ...]

    @property
    def answers(self) -> int:
        return sum(refused.answers for refused in self.trainees)


def payload(refused: RefusedAt) -> str:
    """The announcement's text (the trainees with the most answers first, the rest left out)."""
    trainees = sorted(refused.trainees, key=lambda one: -one.answers)[:MAX_TRAINEES]
    return json.dumps(
        {
            "v": 1,
            "station": _station(refused.station) or "?",
            "cause": refused.cause if refused.cause in CAUSES else "refused",
            "trainees": [[one.uuid, one.id, min(one.answers, MAX_ANSWERS)] for one in trainees],
        },
        separators=(",", ":"),
        ensure_ascii=False,
    )


def _station(name: object) -> str | None:
    """A station's name fit to show: printable, on one line, short; None if it is not one."""
    if not isinstance(name, str):
        return None
    shown = "".join(char for char in name if char.isprintable()).strip()[:MAX_STATION]
    return shown or None


def _count(value: object) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= MAX_ANSWERS:
        return None
    return value


def _trainee(entry: object) -> Refused | None:
    if not isinstance(entry, list) or len(entry) != 3:
        return None
    uuid, number, answers = entry
    if uuid is not None and not (isinstance(uuid, str) and _UUID.fullmatch(uuid)):
        return None
    if number is not None and (isinstance(number, bool) or not isinstance(number, int) or number <= 0):
        return None
    count = _count(answers)
    if count is None or (uuid is None and number is None):
        return None
    return Refused(uuid, number, count)


def parse(text_: str) -> RefusedAt | None:
    """The announcement in ``text_``, or None when it is not one (too long, another shape, an
    unknown cause, a count out of bounds: nothing of it is taken).

    >>> parse('{"v": 1, "station": "vm-3", "cause": "read_only", "trainees": [[null, 4, 12]]}')
    RefusedAt(station='vm-3', cause='read_only', trainees=(Refused(uuid=None, id=4, answers=12),))
    >>> parse('{"v": 1, "station": "vm-3", "cause": "<b>PIN?</b>", "trainees": []}') is None
    True
    """
    if len(text_) > MAX_PAYLOAD:
        return None
    try:
        data = json.loads(text_)
    except ValueError:
        return None
    if not isinstance(data, dict) or set(data) != {"v", "station", "cause", "trainees"} or data["v"] != 1:
        return None
    station = _station(data["station"])
    cause = data["cause"]
    entries = data["trainees"]
    if station is None or cause not in CAUSES or not isinstance(entries, list) or len(entries) > MAX_TRAINEES:
        return None
    trainees = [_trainee(entry) for entry in entries]
    if any(one is None for one in trainees):
        return None
    return RefusedAt(station, cause, tuple(one for one in trainees if one is not None))


class Refusals:
    """The station's side: :meth:`announce` what it holds (on a school server; nothing elsewhere)."""

    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def announce(self, refused: RefusedAt) -> bool:
        """Say ``refused`` on :data:`REFUSALS_CHANNEL` (in a transaction of its own, which may be
        read-only); False where there is no one to tell (this computer's file)."""
        return self._notify(REFUSALS_CHANNEL, payload(refused))

    def ask(self) -> bool:
        """The instructor's side: ask the stations listening to announce now."""
        return self._notify(ASK_CHANNEL, "")

    def _notify(self, channel: str, said: str) -> bool:
        if self._access.dialect != "postgresql":
            return False
        with self._access.read() as session:
            session.execute(
                text("SELECT pg_notify(:channel, :payload)"), {"channel": channel, "payload": said}
            )
            session.commit()
        return True


def counts(rows: Sequence[tuple[object, object, object]]) -> tuple[Refused, ...]:
    """Rows of (trainee uuid, trainee id, answers) read from the outbox, as :class:`Refused`."""
    found = []
    for uuid, number, answers in rows:
        refused = _trainee(
            [
                uuid if isinstance(uuid, str) and uuid else None,
                number if isinstance(number, int) and not isinstance(number, bool) else None,
                answers,
            ]
        )
        if refused is not None:
            found.append(refused)
    return tuple(found)
