"""The engine's re-grading, for sealing certificates (``croupier.store.seals``): the store knows no
drills, so the instructor's side passes this in. Each question of a sitting is dealt anew from the
sitting's seed at its table, and each stored answer graded again (``croupier.drills.regrade``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from croupier.drills.regrade import StoredAnswer, regrade
from croupier.store.records import Attempt, Exam
from croupier.store.seals import Check

__all__ = ["regrade_sitting"]


def regrade_sitting(exam: Exam, seed: int, deal: dict[str, Any] | None, answers: Sequence[Attempt]) -> Check:
    """What the sitting's stored ``answers`` come to, checked by the engine (see the module)."""
    checked = regrade(
        exam.skills,
        exam.questions,
        seed,
        deal,
        [StoredAnswer(answer.question, answer.answer, answer.correct) for answer in answers],
    )
    return Check(checked.correct, checked.problem, checked.number)
