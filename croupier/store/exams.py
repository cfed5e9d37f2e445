"""Exams with a pass mark, and the results trainees reached in them."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import func, or_, select
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from croupier.store.access import DatabaseAccess
from croupier.store.apply import apply_write
from croupier.store.assignments import clean_skills
from croupier.store.errors import InvalidRecordError, UnknownRecordError
from croupier.store.models import (
    CertificateRow,
    ExamResultRow,
    ExamRow,
    PracticeSessionRow,
    TraineeRow,
    utc_now,
)
from croupier.store.records import Activity, Exam, ExamResult, SkillScore, passes
from croupier.store.roster import trainee_row
from croupier.store.writes import ExamFinished, new_uuid

MAX_SITTINGS = 99


def normal_code(code: str) -> str | None:
    """A certificate code as stored (``K7QF-2MXD``), or None if it cannot be one.

    >>> normal_code(" k7qf2mxd "), normal_code("K7QF-2MXD"), normal_code("nope")
    ('K7QF-2MXD', 'K7QF-2MXD', None)
    """
    letters = "".join(code.split()).replace("-", "").upper()
    letters = letters.replace("O", "0").replace("I", "1").replace("L", "1")
    if len(letters) != 8 or not letters.isalnum() or not letters.isascii():
        return None
    return f"{letters[:4]}-{letters[4:]}"


class ExamSatError(InvalidRecordError):
    """The exam has been sat: its questions, games, pass mark and time limit stay as they were."""


# What :meth:`Exams.edit` may change; the schedule and the sittings also once the exam has been sat.
SCHEDULE = frozenset({"opens_at", "closes_at", "sittings"})
EDITABLE = SCHEDULE | {"name", "skills", "questions", "pass_mark", "variants", "time_limit"}


def _check(values: dict[str, Any]) -> None:
    if not str(values["name"]).strip():
        raise InvalidRecordError("An exam needs a name")
    if values["questions"] < 1:
        raise InvalidRecordError(f"An exam needs at least one question, not {values['questions']}")
    if not 0 < values["pass_mark"] <= 1:
        raise InvalidRecordError(f"A pass mark is a share above 0 and at most 1, not {values['pass_mark']}")
    if values["time_limit"] is not None and values["time_limit"] < 1:
        raise InvalidRecordError(f"A time limit is at least one second, not {values['time_limit']}")
    if not 1 <= values["sittings"] <= MAX_SITTINGS:
        raise InvalidRecordError(f"An exam may be sat 1 to {MAX_SITTINGS} times, not {values['sittings']}")
    if values.get("variants") is not None and not list(values["variants"]):
        raise InvalidRecordError("Name at least one game")


def _check_schedule(opens_at: datetime | None, closes_at: datetime | None) -> None:
    for moment in (opens_at, closes_at):
        if moment is not None and moment.tzinfo is None:
            raise InvalidRecordError("An exam's schedule needs timezone-aware times")
    if opens_at is not None and closes_at is not None and closes_at <= opens_at:
        raise InvalidRecordError("An exam closes after it opens")


def _sat(session: Session, exam_id: int) -> bool:
    """Whether a sitting of the exam was ever begun (or a result stored for it)."""
    begun = session.scalar(
        select(func.count(PracticeSessionRow.id))
        .where(PracticeSessionRow.exam_id == exam_id)
        .where(PracticeSessionRow.activity == Activity.EXAM.value)
    )
    results = session.scalar(select(func.count(ExamResultRow.id)).where(ExamResultRow.exam_id == exam_id))
    return bool(begun) or bool(results)


def _row(session: Session, exam_id: int) -> ExamRow:
    row = session.get(ExamRow, exam_id)
    if row is None:
        raise UnknownRecordError(f"No exam with id {exam_id}")
    return row


class Exams:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def create(
        self,
        name: str,
        skills: Iterable[str],
        questions: int,
        pass_mark: float,
        *,
        variants: Iterable[str] | None = None,
        time_limit: int | None = None,
        sittings: int = 1,
        opens_at: datetime | None = None,
        closes_at: datetime | None = None,
        class_id: int | None = None,
    ) -> Exam:
        """A new exam; ``variants`` the games dealt (None: all three), ``time_limit`` seconds for the
        whole exam (None: none), ``sittings`` how many times each trainee may sit it, ``opens_at`` /
        ``closes_at`` when it may be begun (None: no bound; the school's server enforces it),
        ``class_id`` the class whose trainees sit it (None: every class)."""
        _check_schedule(opens_at, closes_at)
        variants = list(variants) if variants is not None else None
        _check(
            {
                "name": name,
                "questions": questions,
                "pass_mark": pass_mark,
                "time_limit": time_limit,
                "sittings": sittings,
                "variants": variants,
            }
        )
        games = list(dict.fromkeys(variants)) if variants is not None else None
        if games is not None and not games:
            raise InvalidRecordError("Name at least one game")
        with self._access.write() as session:
            row = ExamRow(
                name=name.strip(),
                skills=clean_skills(skills),
                questions=questions,
                pass_mark=pass_mark,
                created_at=utc_now(),
                variants=games,
                time_limit=time_limit,
                sittings=sittings,
                opens_at=opens_at,
                closes_at=closes_at,
                class_id=class_id,
            )
            session.add(row)
            session.flush()
            return row.record()

    def edit(self, exam_id: int, **changes: Any) -> Exam:
        """Change an exam: anything (``name``, ``skills``, ``questions``, ``pass_mark``, ``variants``,
        ``time_limit``) before its first sitting; its ``sittings`` and schedule (``opens_at``,
        ``closes_at``) at any time. Raises :class:`ExamSatError` for a change to the questions of an
        exam that has been sat (a school's server refuses it too, whoever asks)."""
        unknown = set(changes) - EDITABLE
        if unknown:
            raise InvalidRecordError(f"An exam has no {', '.join(sorted(unknown))} to change")
        with self._access.write() as session:
            row = _row(session, exam_id)
            if set(changes) - SCHEDULE and _sat(session, exam_id):
                raise ExamSatError(
                    f"The exam {row.name} has been sat: only its schedule and sittings may change"
                )
            merged = row.record()
            values = {name: getattr(merged, name) for name in EDITABLE} | changes
            _check(values)
            _check_schedule(values["opens_at"], values["closes_at"])
            for name, given in changes.items():
                value = given
                if name == "skills":
                    value = clean_skills(given)
                elif name == "variants" and given is not None:
                    value = list(dict.fromkeys(given))
                elif name == "name":
                    value = str(given).strip()
                setattr(row, name, value)
            try:
                session.flush()
            except DBAPIError as error:
                if getattr(error.orig, "sqlstate", None) == "CR008":
                    raise ExamSatError(str(error.orig).strip().splitlines()[0]) from None
                raise
            return row.record()

    def sat(self, exam_id: int) -> bool:
        """Whether a sitting of the exam was ever begun (then only its schedule and sittings change).
        On a school server an instructor sees their classes' sittings only; the server's trigger
        refuses an edit of an exam another class has sat, and :meth:`edit` raises ExamSatError."""
        with self._access.read() as session:
            _row(session, exam_id)
            return _sat(session, exam_id)

    def withdraw(self, exam_id: int) -> Exam:
        """Withdraw an exam: no sitting of it may begin any more (those begun may end); its results
        stay. Withdrawing again changes nothing."""
        with self._access.write() as session:
            row = _row(session, exam_id)
            if row.withdrawn_at is None:
                row.withdrawn_at = utc_now()
                session.flush()
            return row.record()

    def get(self, exam_id: int) -> Exam:
        with self._access.read() as session:
            return _row(session, exam_id).record()

    def exams(self, *, for_trainee: int | None = None) -> list[Exam]:
        """Every exam (``for_trainee``: those the trainee's class sits, and those of every class)."""
        with self._access.read() as session:
            query = select(ExamRow).order_by(ExamRow.id)
            if for_trainee is not None:
                own = select(TraineeRow.class_id).where(TraineeRow.id == for_trainee).scalar_subquery()
                query = query.where(or_(ExamRow.class_id.is_(None), ExamRow.class_id == own))
            return [row.record() for row in session.scalars(query)]

    def record_result(
        self,
        exam_id: int,
        trainee_id: int,
        correct: int,
        total: int,
        *,
        session_id: int | None = None,
        taken_at: datetime | None = None,
        seconds: float | None = None,
        abandoned: bool = False,
        breakdown: Iterable[SkillScore] = (),
    ) -> ExamResult:
        """Record a result without a sitting (the database's owner, and tests): whether it passed is
        decided here, from the exam's pass mark. No certificate: only a sealed sitting has one."""
        if not 0 <= correct <= total or total < 1:
            raise InvalidRecordError(f"{correct} correct of {total} is not a possible result")
        if taken_at is not None and taken_at.tzinfo is None:
            raise InvalidRecordError("taken_at must be timezone-aware")
        exam = self.get(exam_id)
        passed = not abandoned and passes(correct, total, exam.pass_mark)
        with self._access.write() as session:
            trainee_row(session, trainee_id)
            session_uuid = None
            if session_id is not None:
                session_uuid = session.scalar(
                    select(PracticeSessionRow.uuid).where(PracticeSessionRow.id == session_id)
                )
                if session_uuid is None:
                    raise UnknownRecordError(f"No practice session with id {session_id}")
            write = ExamFinished(
                new_uuid(),
                exam_id,
                trainee_id,
                correct,
                total,
                passed,
                taken_at or utc_now(),
                session_uuid=session_uuid,
                seconds=seconds,
                abandoned=abandoned,
                breakdown=tuple(breakdown),
            )
            apply_write(session, write)
            return (
                session.scalars(select(ExamResultRow).where(ExamResultRow.uuid == write.uuid)).one().record()
            )

    def sitting_ids(self, exam_id: int, trainee_id: int) -> set[str]:
        """The client-made ids of the trainee's sittings of the exam (each begun sitting counts)."""
        with self._access.read() as session:
            found = session.scalars(
                select(PracticeSessionRow.uuid)
                .where(PracticeSessionRow.exam_id == exam_id)
                .where(PracticeSessionRow.trainee_id == trainee_id)
                .where(PracticeSessionRow.activity == Activity.EXAM.value)
            )
            return set(found)

    def certificate(self, code: str) -> ExamResult | None:
        """The sitting a sealed certificate's code belongs to (any case, with or without the dash);
        whether the certificate is valid is :meth:`croupier.store.seals.Seals.verify`'s to say."""
        wanted = normal_code(code)
        if wanted is None:
            return None
        with self._access.read() as session:
            row = session.execute(
                select(ExamResultRow, CertificateRow.code)
                .join(CertificateRow, CertificateRow.result_id == ExamResultRow.id)
                .where(CertificateRow.code == wanted)
            ).first()
            return None if row is None else row[0].record(row[1])

    def results(self, *, exam_id: int | None = None, trainee_id: int | None = None) -> list[ExamResult]:
        """The results of closed sittings, oldest first, each with its sealed certificate's code."""
        query = (
            select(ExamResultRow, CertificateRow.code)
            .outerjoin(CertificateRow, CertificateRow.result_id == ExamResultRow.id)
            .order_by(ExamResultRow.taken_at, ExamResultRow.id)
        )
        if exam_id is not None:
            query = query.where(ExamResultRow.exam_id == exam_id)
        if trainee_id is not None:
            query = query.where(ExamResultRow.trainee_id == trainee_id)
        with self._access.read() as session:
            return [row.record(code) for row, code in session.execute(query)]
