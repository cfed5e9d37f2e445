"""Exams with a pass mark, and the results trainees reached in them."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from croupier.store.access import DatabaseAccess
from croupier.store.apply import apply_write
from croupier.store.assignments import clean_skills
from croupier.store.errors import InvalidRecordError, UnknownRecordError
from croupier.store.models import CertificateRow, ExamResultRow, ExamRow, PracticeSessionRow, utc_now
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
    ) -> Exam:
        """A new exam; ``variants`` the games dealt (None: all three), ``time_limit`` seconds for the
        whole exam (None: none), ``sittings`` how many times each trainee may sit it."""
        if not name.strip():
            raise InvalidRecordError("An exam needs a name")
        if questions < 1:
            raise InvalidRecordError(f"An exam needs at least one question, not {questions}")
        if not 0 < pass_mark <= 1:
            raise InvalidRecordError(f"A pass mark is a share above 0 and at most 1, not {pass_mark}")
        if time_limit is not None and time_limit < 1:
            raise InvalidRecordError(f"A time limit is at least one second, not {time_limit}")
        if not 1 <= sittings <= MAX_SITTINGS:
            raise InvalidRecordError(f"An exam may be sat 1 to {MAX_SITTINGS} times, not {sittings}")
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
            )
            session.add(row)
            session.flush()
            return row.record()

    def get(self, exam_id: int) -> Exam:
        with self._access.read() as session:
            return _row(session, exam_id).record()

    def exams(self) -> list[Exam]:
        with self._access.read() as session:
            return [row.record() for row in session.scalars(select(ExamRow).order_by(ExamRow.id))]

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

    def sittings_used(self, exam_id: int, trainee_id: int) -> int:
        """How often the trainee has begun the exam (every sitting counts, finished or not)."""
        with self._access.read() as session:
            started = session.scalar(
                select(func.count(PracticeSessionRow.id))
                .where(PracticeSessionRow.exam_id == exam_id)
                .where(PracticeSessionRow.trainee_id == trainee_id)
                .where(PracticeSessionRow.activity == Activity.EXAM.value)
            )
            results = session.scalar(
                select(func.count(ExamResultRow.id))
                .where(ExamResultRow.exam_id == exam_id)
                .where(ExamResultRow.trainee_id == trainee_id)
                .where(ExamResultRow.session_id.is_(None))
            )
        return int(started or 0) + int(results or 0)

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
