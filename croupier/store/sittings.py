"""Exam sittings as the school keeps them: begun by the database (the sittings left and no other open
sitting checked, the seed picked there), kept alive by their station, closed with a score counted
from the answers stored, and granted again by an instructor.

On a school server a station does all of it through the server's functions with the token of the
trainee signed in (``croupier_start_sitting``, ``croupier_sitting_alive``, ``croupier_write``;
revision 0007), so the rules hold whatever a station sends. On this computer's file (and for the
database's owner) the same rules are kept here, in Python; there they are only as safe as the file.

A sitting's state is one of :class:`SittingState`: open, finished, left early, or interrupted (open,
and its station not heard of for ``sitting_timeout`` seconds: it stopped mid-sitting).
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import func, select, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from croupier.store.access import DatabaseAccess
from croupier.store.errors import InvalidRecordError, PermissionDeniedError, StoreError, UnknownRecordError
from croupier.store.models import (
    AttemptRow,
    CertificateRow,
    ExamResultRow,
    ExamRow,
    ExamSittingRow,
    PracticeSessionRow,
    ResultCheckRow,
    SettingRow,
    SittingGrantRow,
    TraineeRow,
    utc_now,
)
from croupier.store.records import Activity, ExamResult, Sitting, SittingState, passes
from croupier.store.writes import ExamFinished

__all__ = [
    "DEFAULT_TIMEOUT",
    "TIMEOUT_KEY",
    "SittingRefusedError",
    "SittingStarted",
    "Sittings",
    "close_sitting",
]

TIMEOUT_KEY = "sitting_timeout"
DEFAULT_TIMEOUT = 90  # seconds without a word from its station before a sitting counts as interrupted
MAX_REASON = 500  # characters of the reason another sitting was granted
MAX_DEAL = 20_000  # characters of the table a sitting is dealt at


class SittingRefusedError(StoreError):
    """A sitting cannot begin. ``reason``: ``open`` (another sitting of the trainee is open, at
    ``station`` since ``since``), ``used_up`` (``used`` of ``allowed`` sittings begun), ``passed``
    (the exam is passed already), ``withdrawn`` (an instructor withdrew the exam), ``not_yet`` (it
    opens at ``opens_at``), ``closed`` (it closed at ``closes_at``), ``other_class`` (the exam is
    another class's)."""

    def __init__(
        self,
        reason: str,
        message: str,
        *,
        station: str | None = None,
        since: datetime | None = None,
        used: int | None = None,
        allowed: int | None = None,
        opens_at: datetime | None = None,
        closes_at: datetime | None = None,
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.opens_at = opens_at
        self.closes_at = closes_at
        self.station = station
        self.since = since
        self.used = used
        self.allowed = allowed


@dataclass(frozen=True, slots=True)
class SittingStarted:
    """A sitting begun: its practice session's id (the station's), the seed its questions are dealt
    from, and the database's id of the sitting."""

    session_uuid: str
    seed: int
    sitting_id: int
    started_at: datetime


def _timestamp(value: str) -> datetime:
    return datetime.fromisoformat(value)


def _refusal(error: DBAPIError) -> StoreError | None:
    """A refusal of ``croupier_start_sitting`` as a :class:`SittingRefusedError` (None: another error)."""
    orig = error.orig
    state = getattr(orig, "sqlstate", None)
    diag = getattr(orig, "diag", None)
    detail = getattr(diag, "message_detail", None) or "{}"
    message = (getattr(diag, "message_primary", None) or str(orig)).strip()
    try:
        facts: dict[str, Any] = json.loads(detail)
    except ValueError:
        facts = {}
    if state == "CR001":
        since = facts.get("since")
        return SittingRefusedError(
            "open", message, station=facts.get("station"), since=_timestamp(since) if since else None
        )
    if state == "CR002":
        return SittingRefusedError("used_up", message, used=facts.get("used"), allowed=facts.get("allowed"))
    if state == "CR004":
        return SittingRefusedError("passed", message)
    if state == "CR009":
        return SittingRefusedError("other_class", message)
    if state == "CR005":
        return SittingRefusedError("withdrawn", message)
    if state == "CR006":
        opens = facts.get("opens_at")
        return SittingRefusedError("not_yet", message, opens_at=_timestamp(opens) if opens else None)
    if state == "CR007":
        closes = facts.get("closes_at")
        return SittingRefusedError("closed", message, closes_at=_timestamp(closes) if closes else None)
    if state == "42501":
        return PermissionDeniedError(message)
    return None


def _server_now(session: Session) -> datetime:
    """The database's clock (PostgreSQL's, for a school; this computer's for its own file)."""
    if session.get_bind().dialect.name == "postgresql":
        value = session.scalar(text("SELECT now()"))
        assert isinstance(value, datetime)
        return value
    return utc_now()


def _timeout(session: Session) -> timedelta:
    value = session.scalar(select(SettingRow.value).where(SettingRow.key == TIMEOUT_KEY))
    try:
        seconds = int(value) if value is not None else DEFAULT_TIMEOUT
    except ValueError:
        seconds = DEFAULT_TIMEOUT
    return timedelta(seconds=max(1, seconds))


def _state(row: ExamSittingRow, now: datetime, timeout: timedelta) -> SittingState:
    if row.ended_at is not None:
        return SittingState.LEFT if row.left_early else SittingState.FINISHED
    return SittingState.OPEN if row.last_seen > now - timeout else SittingState.INTERRUPTED


def _used(session: Session, exam_id: int, trainee_id: int) -> int:
    """Sittings begun (and those of before sittings were kept: exam sessions, and results alone)."""
    begun = session.scalar(
        select(func.count(PracticeSessionRow.id))
        .where(PracticeSessionRow.exam_id == exam_id)
        .where(PracticeSessionRow.trainee_id == trainee_id)
        .where(PracticeSessionRow.activity == Activity.EXAM.value)
    )
    alone = session.scalar(
        select(func.count(ExamResultRow.id))
        .where(ExamResultRow.exam_id == exam_id)
        .where(ExamResultRow.trainee_id == trainee_id)
        .where(ExamResultRow.session_id.is_(None))
        .where(ExamResultRow.sitting_id.is_(None))
    )
    return int(begun or 0) + int(alone or 0)


def _check_schedule(exam: ExamRow, now: datetime) -> None:
    """Refuse a sitting of a withdrawn exam, or outside its window (as ``croupier_start_sitting``)."""
    if exam.withdrawn_at is not None:
        raise SittingRefusedError("withdrawn", "The exam is withdrawn")
    if exam.opens_at is not None and now < exam.opens_at:
        raise SittingRefusedError("not_yet", f"The exam opens at {exam.opens_at}", opens_at=exam.opens_at)
    if exam.closes_at is not None and now >= exam.closes_at:
        raise SittingRefusedError("closed", f"The exam closed at {exam.closes_at}", closes_at=exam.closes_at)


def _granted(session: Session, exam_id: int, trainee_id: int) -> int:
    found = session.scalar(
        select(func.count(SittingGrantRow.id))
        .where(SittingGrantRow.exam_id == exam_id)
        .where(SittingGrantRow.trainee_id == trainee_id)
    )
    return int(found or 0)


def close_sitting(session: Session, sitting: ExamSittingRow, write: ExamFinished) -> bool:
    """Close ``sitting`` with the result of ``write``, counted from the answers stored (the station's
    score, pass and breakdown are not taken); False when it was closed before."""
    if sitting.ended_at is not None:
        return False
    exam = session.get(ExamRow, sitting.exam_id)
    assert exam is not None
    rows = session.execute(
        select(AttemptRow.skill, AttemptRow.correct).where(AttemptRow.session_id == sitting.session_id)
    ).all()
    correct = sum(1 for _skill, right in rows if right)
    by_skill: dict[str, list[int]] = {}
    for skill, right in rows:
        tally = by_skill.setdefault(skill, [0, 0])
        tally[0] += 1
        tally[1] += int(right)
    left = write.abandoned
    ended = min(max(write.taken_at, sitting.started_at), utc_now())
    spent = (ended - sitting.started_at).total_seconds()
    seconds = spent if write.seconds is None else min(spent + 60, max(0.0, write.seconds))
    session.add(
        ExamResultRow(
            uuid=write.uuid,
            exam_id=exam.id,
            trainee_id=sitting.trainee_id,
            session_id=sitting.session_id,
            correct=correct,
            total=exam.questions,
            passed=not left and passes(correct, exam.questions, exam.pass_mark),
            taken_at=ended,
            seconds=seconds,
            abandoned=left,
            breakdown=[
                {"skill": skill, "asked": asked, "correct": right}
                for skill, (asked, right) in sorted(by_skill.items())
            ],
            certificate=None,
            sitting_id=sitting.id,
        )
    )
    sitting.ended_at = ended
    sitting.left_early = left
    session.flush()
    return True


def sitting_of(session: Session, session_uuid: str | None) -> ExamSittingRow | None:
    """The sitting whose practice session has that client-made id, if there is one."""
    if session_uuid is None:
        return None
    return session.scalars(
        select(ExamSittingRow)
        .join(PracticeSessionRow, PracticeSessionRow.id == ExamSittingRow.session_id)
        .where(PracticeSessionRow.uuid == session_uuid)
    ).first()


class Sittings:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    # -- a station ----------------------------------------------------------------------------

    def start(
        self,
        exam_id: int,
        *,
        session_uuid: str,
        station: str | None,
        deal: dict[str, Any],
        trainee_id: int | None = None,
        token: str | None = None,
    ) -> SittingStarted:
        """Begin a sitting of ``exam_id``: as the trainee signed in with ``token`` on a school server
        (the server checks everything), else for ``trainee_id`` here. Raises
        :class:`SittingRefusedError` when it may not begin."""
        body = json.dumps(deal, sort_keys=True)
        if len(body) > MAX_DEAL:
            raise InvalidRecordError("Not a table to deal at")
        if token is not None:
            return self._start_on_server(exam_id, session_uuid, station, body, token)
        if trainee_id is None:
            raise InvalidRecordError("A sitting is begun for a trainee")
        with self._access.write() as session:
            return self._start_here(
                session, exam_id, trainee_id=trainee_id, session_uuid=session_uuid, station=station, deal=deal
            )

    def _start_on_server(
        self, exam_id: int, session_uuid: str, station: str | None, body: str, token: str
    ) -> SittingStarted:
        with self._access.write() as session:
            try:
                found = session.scalar(
                    text(
                        "SELECT croupier_start_sitting(:token, :exam, :session, :station, "
                        "CAST(:deal AS jsonb))"
                    ),
                    {
                        "token": token,
                        "exam": exam_id,
                        "session": session_uuid,
                        "station": station,
                        "deal": body,
                    },
                )
            except DBAPIError as error:
                refusal = _refusal(error)
                if refusal is None:
                    raise
                raise refusal from None
        assert isinstance(found, dict)
        return SittingStarted(
            session_uuid, int(found["seed"]), int(found["sitting"]), _timestamp(str(found["started_at"]))
        )

    @staticmethod
    def _start_here(
        session: Session,
        exam_id: int,
        *,
        trainee_id: int,
        session_uuid: str,
        station: str | None,
        deal: dict[str, Any],
    ) -> SittingStarted:
        known = sitting_of(session, session_uuid)
        if known is not None:
            if known.trainee_id != trainee_id:
                raise PermissionDeniedError("A sitting of another trainee")
            return SittingStarted(session_uuid, known.seed, known.id, known.started_at)
        exam = session.get(ExamRow, exam_id)
        if exam is None:
            raise UnknownRecordError(f"No exam with id {exam_id}")
        _check_schedule(exam, utc_now())
        if exam.class_id is not None:
            trainee = session.get(TraineeRow, trainee_id)
            if trainee is None or trainee.class_id != exam.class_id:
                raise SittingRefusedError("other_class", "The exam is another class's")
        passed = session.scalar(
            select(func.count(ExamResultRow.id))
            .where(ExamResultRow.exam_id == exam_id)
            .where(ExamResultRow.trainee_id == trainee_id)
            .where(ExamResultRow.passed)
        )
        if passed:
            raise SittingRefusedError("passed", "The exam is passed already")
        now = utc_now()
        open_one = session.scalars(
            select(ExamSittingRow)
            .where(ExamSittingRow.trainee_id == trainee_id)
            .where(ExamSittingRow.ended_at.is_(None))
            .where(ExamSittingRow.last_seen > now - _timeout(session))
            .order_by(ExamSittingRow.started_at.desc())
        ).first()
        if open_one is not None:
            raise SittingRefusedError(
                "open",
                f"A sitting of this trainee is open at {open_one.station or '?'}",
                station=open_one.station,
                since=open_one.started_at,
            )
        used = _used(session, exam_id, trainee_id)
        allowed = exam.sittings + _granted(session, exam_id, trainee_id)
        if used >= allowed:
            raise SittingRefusedError(
                "used_up", f"No sittings left ({used} of {allowed})", used=used, allowed=allowed
            )
        practice = PracticeSessionRow(
            uuid=session_uuid,
            trainee_id=trainee_id,
            mode="exam",
            started_at=now,
            station=station[:120] if station else None,
            activity=Activity.EXAM.value,
            exam_id=exam_id,
        )
        session.add(practice)
        session.flush()
        row = ExamSittingRow(
            session_id=practice.id,
            exam_id=exam_id,
            trainee_id=trainee_id,
            station=practice.station,
            seed=secrets.randbelow(2**31 - 1),
            deal=deal,
            started_at=now,
            last_seen=now,
        )
        session.add(row)
        session.flush()
        return SittingStarted(session_uuid, row.seed, row.id, now)

    def alive(self, session_uuid: str, *, token: str | None = None) -> bool:
        """The station still sits it (its heartbeat); False once it is closed."""
        with self._access.write() as session:
            if token is not None:
                found = session.scalar(
                    text("SELECT croupier_sitting_alive(:token, :session)"),
                    {"token": token, "session": session_uuid},
                )
                return bool(found)
            row = sitting_of(session, session_uuid)
            if row is None or row.ended_at is not None:
                return False
            row.last_seen = utc_now()
            return True

    # -- the instructor ----------------------------------------------------------------------------

    def grant(self, exam_id: int, trainee_id: int, reason: str) -> int:
        """One more sitting of the exam for the trainee, and why (kept with it, and on a school
        server in the audit trail with the login that granted it); returns how many were granted
        so far."""
        reason = reason.strip()
        if not reason or len(reason) > MAX_REASON:
            raise InvalidRecordError(f"Another sitting needs a reason (at most {MAX_REASON} characters)")
        with self._access.write() as session:
            if session.get_bind().dialect.name == "postgresql":
                found = session.scalar(
                    text("SELECT croupier_grant_sitting(:exam, :trainee, :reason)"),
                    {"exam": exam_id, "trainee": trainee_id, "reason": reason},
                )
                return int(found or 0)
            if session.get(ExamRow, exam_id) is None:
                raise UnknownRecordError(f"No exam with id {exam_id}")
            grant = SittingGrantRow(
                exam_id=exam_id,
                trainee_id=trainee_id,
                granted_at=utc_now(),
                granted_by="instructor",
                reason=reason,
            )
            session.add(grant)
            session.flush()
            return _granted(session, exam_id, trainee_id)

    def timeout(self) -> float:
        """Seconds without a word from its station before a sitting counts as interrupted."""
        with self._access.read() as session:
            return _timeout(session).total_seconds()

    def set_timeout(self, seconds: int) -> None:
        if not 1 <= seconds <= 86_400:
            raise InvalidRecordError(f"A sitting's timeout is 1 s to a day, not {seconds}")
        with self._access.write() as session:
            row = session.get(SettingRow, TIMEOUT_KEY)
            if row is None:
                session.add(SettingRow(key=TIMEOUT_KEY, value=str(seconds)))
            else:
                row.value = str(seconds)

    # -- everyone ----------------------------------------------------------------------------

    def allowed(self, trainee_id: int, exams: Iterable[int]) -> dict[int, tuple[int, int]]:
        """For each exam: (sittings begun, sittings allowed with those granted) for the trainee."""
        with self._access.read() as session:
            counts = {}
            for exam_id in exams:
                exam = session.get(ExamRow, exam_id)
                if exam is None:
                    continue
                counts[exam_id] = (
                    _used(session, exam_id, trainee_id),
                    exam.sittings + _granted(session, exam_id, trainee_id),
                )
            return counts

    def sittings(self, *, exam_id: int | None = None, trainee_id: int | None = None) -> list[Sitting]:
        """Every sitting (of the exam, of the trainee), oldest first, with its state and result; the
        results of before revision 0006, which have no sitting, as finished or left-early ones."""
        query = (
            select(ExamSittingRow, ExamResultRow, CertificateRow.code, ResultCheckRow)
            .outerjoin(ExamResultRow, ExamResultRow.sitting_id == ExamSittingRow.id)
            .outerjoin(CertificateRow, CertificateRow.result_id == ExamResultRow.id)
            .outerjoin(ResultCheckRow, ResultCheckRow.result_id == ExamResultRow.id)
            .order_by(ExamSittingRow.started_at, ExamSittingRow.id)
        )
        older = (
            select(ExamResultRow).where(ExamResultRow.sitting_id.is_(None)).order_by(ExamResultRow.taken_at)
        )
        if exam_id is not None:
            query = query.where(ExamSittingRow.exam_id == exam_id)
            older = older.where(ExamResultRow.exam_id == exam_id)
        if trainee_id is not None:
            query = query.where(ExamSittingRow.trainee_id == trainee_id)
            older = older.where(ExamResultRow.trainee_id == trainee_id)
        with self._access.read() as session:
            now = _server_now(session)
            timeout = _timeout(session)
            found = [
                Sitting(
                    id=row.id,
                    exam_id=row.exam_id,
                    trainee_id=row.trainee_id,
                    session_id=row.session_id,
                    station=row.station,
                    seed=row.seed,
                    started_at=row.started_at,
                    last_seen=row.last_seen,
                    state=_state(row, now, timeout),
                    ended_at=row.ended_at,
                    result=None if result is None else result.record(code),
                    check=None if check is None else check.verdict,
                    problem=None if check is None else check.problem,
                    number=None if check is None else check.number,
                )
                for row, result, code, check in session.execute(query)
            ]
            found += [_older(result) for result in session.scalars(older)]
        return sorted(found, key=lambda sitting: (sitting.started_at, sitting.id))

    def deal(self, sitting_id: int) -> tuple[int, dict[str, Any] | None]:
        """The seed and the table of a sitting, for re-grading it."""
        with self._access.read() as session:
            row = session.get(ExamSittingRow, sitting_id)
            if row is None:
                raise UnknownRecordError(f"No sitting with id {sitting_id}")
            return row.seed, row.deal


def _older(result: ExamResultRow) -> Sitting:
    record: ExamResult = result.record(None)
    return Sitting(
        id=0,
        exam_id=result.exam_id,
        trainee_id=result.trainee_id,
        session_id=result.session_id or 0,
        station=None,
        seed=0,
        started_at=result.taken_at - timedelta(seconds=result.seconds or 0),
        last_seen=result.taken_at,
        state=SittingState.LEFT if result.abandoned else SittingState.FINISHED,
        ended_at=result.taken_at,
        result=record,
    )
