"""Exams with a pass mark, and the results trainees reached in them."""

from __future__ import annotations

import math
from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from croupier.store.access import DatabaseAccess
from croupier.store.assignments import clean_skills
from croupier.store.errors import InvalidRecordError, UnknownRecordError
from croupier.store.models import ExamResultRow, ExamRow, utc_now
from croupier.store.records import Exam, ExamResult
from croupier.store.roster import trainee_row


def passes(correct: int, total: int, pass_mark: float) -> bool:
    """Whether ``correct`` of ``total`` reaches ``pass_mark`` (a share, 0 < mark ≤ 1).

    Counted in whole answers, so 0.8 of 10 needs exactly 8, without float rounding in the way.

    >>> passes(8, 10, 0.8), passes(7, 10, 0.8), passes(2, 3, 2 / 3)
    (True, False, True)
    """
    return total > 0 and correct >= math.ceil(round(pass_mark * total, 9))


def _row(session: Session, exam_id: int) -> ExamRow:
    row = session.get(ExamRow, exam_id)
    if row is None:
        raise UnknownRecordError(f"No exam with id {exam_id}")
    return row


class Exams:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def create(self, name: str, skills: Iterable[str], questions: int, pass_mark: float) -> Exam:
        if not name.strip():
            raise InvalidRecordError("An exam needs a name")
        if questions < 1:
            raise InvalidRecordError(f"An exam needs at least one question, not {questions}")
        if not 0 < pass_mark <= 1:
            raise InvalidRecordError(f"A pass mark is a share above 0 and at most 1, not {pass_mark}")
        with self._access.write() as session:
            row = ExamRow(
                name=name.strip(),
                skills=clean_skills(skills),
                questions=questions,
                pass_mark=pass_mark,
                created_at=utc_now(),
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
    ) -> ExamResult:
        """Record a finished exam; whether it passed is decided here, from the exam's pass mark."""
        if not 0 <= correct <= total or total < 1:
            raise InvalidRecordError(f"{correct} correct of {total} is not a possible result")
        if taken_at is not None and taken_at.tzinfo is None:
            raise InvalidRecordError("taken_at must be timezone-aware")
        with self._access.write() as session:
            exam = _row(session, exam_id)
            trainee_row(session, trainee_id)
            row = ExamResultRow(
                exam_id=exam_id,
                trainee_id=trainee_id,
                session_id=session_id,
                correct=correct,
                total=total,
                passed=passes(correct, total, exam.pass_mark),
                taken_at=taken_at or utc_now(),
            )
            session.add(row)
            session.flush()
            return row.record()

    def results(self, *, exam_id: int | None = None, trainee_id: int | None = None) -> list[ExamResult]:
        query = select(ExamResultRow).order_by(ExamResultRow.taken_at, ExamResultRow.id)
        if exam_id is not None:
            query = query.where(ExamResultRow.exam_id == exam_id)
        if trainee_id is not None:
            query = query.where(ExamResultRow.trainee_id == trainee_id)
        with self._access.read() as session:
            return [row.record() for row in session.scalars(query)]
