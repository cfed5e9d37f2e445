"""Sitting an exam the way a station does, straight through the server's functions, for the store's
tests: every question dealt from the sitting's seed at its table, answered right (or not), marked
as the engine marks it (or forged), and the sitting closed."""

from __future__ import annotations

import json
from collections.abc import Collection
from datetime import UTC, datetime
from typing import Any, Protocol

from croupier.drills import DrillSettings
from croupier.drills.answers import answer_json
from croupier.drills.grading import grade, solve
from croupier.drills.regrade import deal_from_json, deal_json
from croupier.drills.session import exam_questions, question_record
from croupier.reports.sealing import regrade_sitting
from croupier.store import Exam, Store
from croupier.store.writes import AnswerGiven, ExamFinished, Write, new_uuid

__all__ = ["PASSPHRASE", "engine_regrade", "sealed", "sit", "sit_here"]

PASSPHRASE = "the school's own seal"

engine_regrade = regrade_sitting


class _School(Protocol):
    exam: int
    anna: int
    anna_token: str
    sitting: str


def sit(
    station: Store,
    school: _School,
    *,
    wrong: Collection[int] = (),
    forge: bool = False,
    close: bool = True,
) -> list[Write]:
    """Answer Anna's open sitting (``wrong``: the numbers answered wrong; ``forge``: every answer
    marked right, whatever it is) and close it; returns the writes sent."""
    station.token = school.anna_token
    (sitting,) = [s for s in station.sittings.sittings(exam_id=school.exam) if s.result is None]
    seed, deal = station.sittings.deal(sitting.id)
    exam = station.exams.get(school.exam)
    writes = _answers(exam, seed, deal, school.anna, school.sitting, wrong=wrong, forge=forge, close=close)
    station.apply(writes, token=school.anna_token)
    return writes


def _answers(
    exam: Exam,
    seed: int,
    deal: dict[str, Any] | None,
    trainee: int,
    session_uuid: str,
    *,
    wrong: Collection[int] = (),
    forge: bool = False,
    close: bool = True,
) -> list[Write]:
    writes: list[Write] = []
    questions = exam_questions(exam.skills, exam.questions, seed, deal_from_json(deal or {}))
    for number, question in enumerate(questions, start=1):
        answer: Any = None if number in wrong else solve(question).expected
        correct = answer is not None and grade(question, answer).correct
        writes.append(
            AnswerGiven(
                new_uuid(),
                trainee,
                skill=question.skill,
                question=question_record(question),
                answer=json.dumps(answer_json(answer)),
                correct=correct or forge,
                seconds=1.0,
                mode="exam",
                answered_at=datetime.now(UTC),
                session_uuid=session_uuid,
            )
        )
    if close:
        writes.append(
            ExamFinished(
                new_uuid(),
                exam.id,
                trainee,
                0,
                exam.questions,
                False,
                datetime.now(UTC),
                session_uuid=session_uuid,
            )
        )
    return writes


def sit_here(
    store: Store, trainee: int, exam: Exam, *, wrong: Collection[int] = (), forge: bool = False
) -> None:
    """``trainee`` sits ``exam`` to the end (the database's owner, or this computer's file)."""
    session_uuid = new_uuid()
    deal = deal_json(DrillSettings())
    started = store.sittings.start(
        exam.id, session_uuid=session_uuid, station="desk", deal=deal, trainee_id=trainee
    )
    store.apply(_answers(exam, started.seed, deal, trainee, session_uuid, wrong=wrong, forge=forge))


def sealed(
    store: Store,
    *,
    name: str = "Anna Müller",
    exam_name: str = "Stud I",
    skills: tuple[str, ...] = ("bring_in",),
    questions: int = 4,
    pass_mark: float = 0.5,
    wrong: Collection[int] = (),
) -> str:
    """A trainee who sits an exam and passes, sealed by the database's owner (or on this computer's
    file): the certificate's code."""
    trainee = store.roster.add(name)
    exam = store.exams.create(exam_name, skills, questions, pass_mark)
    sit_here(store, trainee.id, exam, wrong=wrong)
    seal = store.seals.create_key(PASSPHRASE) if store.seals.key() is None else store.seals.unlock(PASSPHRASE)
    (code,) = store.seals.seal_pending(seal, engine_regrade).sealed
    return code
