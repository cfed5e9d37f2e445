"""An exam sitting checked again from what the school server holds: its seed, the table it was dealt
at, and the answers stored. Every question is dealt anew with the engine from the seed (the same
set :func:`croupier.drills.session.exam_questions` gave the station) and every stored answer graded
again, so a result that a station made up (an answer marked right that is wrong, a question that was
never asked, more answers than questions) is found before a certificate is sealed. Pure Python.

>>> from croupier.drills.answers import answer_json
>>> from croupier.drills.grading import solve
>>> from croupier.drills.session import exam_questions, question_record
>>> deal = deal_json(DrillSettings())
>>> questions = exam_questions(["bring_in"], 2, 77, deal_from_json(deal))
>>> right = [StoredAnswer(question_record(q), json.dumps(answer_json(solve(q).expected)), True)
...          for q in questions]
>>> regrade(["bring_in"], 2, 77, deal, right)
Regraded(correct=2, answered=2, total=2, problem=None, number=None, marked=None)
>>> forged = [right[0], StoredAnswer(right[1].question, "99", True)]
>>> regrade(["bring_in"], 2, 77, deal, forged).describe()
'answer 2 is marked right, but it is wrong'
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from croupier.drills.deal import DrillSettings
from croupier.drills.grading import grade
from croupier.drills.model import Answer, AnswerType, DrillError, Question
from croupier.drills.session import exam_questions, question_record
from croupier.engine.chips import ChipSet
from croupier.engine.errors import CroupierError
from croupier.engine.rules import VARIANTS, HouseRules, Stakes

__all__ = [
    "PROBLEMS",
    "Regraded",
    "StoredAnswer",
    "answer_from_json",
    "deal_from_json",
    "deal_json",
    "regrade",
]

EXAM_DIFFICULTY = 2

PROBLEMS = {
    "deal": "the table the sitting was dealt at cannot be read",
    "too_many": "more answers are stored than the exam has questions",
    "question": "answer {number} is not to the question the sitting asked there",
    "answer": "answer {number} cannot be read",
    "mark": "answer {number} is marked {marked}, but it is {graded}",
}
"""What can be wrong with a sitting, in English (the instructor's window words them itself)."""


@dataclass(frozen=True, slots=True)
class StoredAnswer:
    """An answer as the school holds it: the question's record and the answer (both JSON, as
    :func:`croupier.drills.session.question_record` and ``answer_json`` wrote them) and the mark
    the station gave it."""

    question: str
    answer: str
    correct: bool


@dataclass(frozen=True, slots=True)
class Regraded:
    """The sitting checked: ``correct`` answers of the ``total`` questions (``answered`` stored);
    ``problem`` (a key of :data:`PROBLEMS`) when the stored answers cannot be the sitting's,
    ``number`` the answer it concerns (1 for the first)."""

    correct: int
    answered: int
    total: int
    problem: str | None = None
    number: int | None = None
    #: For a ``mark`` problem: the mark the station gave that answer.
    marked: bool | None = None

    def describe(self) -> str:
        """The problem in English (empty when there is none)."""
        if self.problem is None:
            return ""
        marked = "right" if self.marked else "wrong"
        graded = "wrong" if self.marked else "right"
        return PROBLEMS[self.problem].format(number=self.number, marked=marked, graded=graded)


def deal_json(settings: DrillSettings) -> dict[str, Any]:
    """The table a sitting is dealt at, as plain values (what the school keeps with the sitting)."""
    return {
        "variants": [variant.code for variant in settings.variants],
        "stakes": str(settings.stakes),
        "rules": settings.rules.as_dict(),
        "profile": settings.profile,
        "max_players": settings.max_players,
        "players": settings.players,
        "chips": str(settings.chips),
    }


def deal_from_json(data: Mapping[str, Any]) -> DrillSettings:
    """The settings :func:`deal_json` wrote; :class:`DrillError` when they cannot be read."""
    try:
        rules = HouseRules()
        for key, value in dict(data["rules"]).items():
            rules = rules.override(str(key), value)
        players = data.get("players")
        return DrillSettings(
            variants=tuple(VARIANTS[str(code)] for code in data["variants"]),
            stakes=Stakes.parse(str(data["stakes"])),
            rules=rules,
            profile=str(data["profile"]),
            max_players=int(data["max_players"]),
            players=None if players is None else int(players),
            chips=ChipSet.parse(str(data["chips"])),
        )
    except (KeyError, TypeError, ValueError, CroupierError) as error:
        raise DrillError(f"not a table a sitting was dealt at: {error}") from None


def _ints(value: object) -> list[int]:
    if not isinstance(value, list) or not all(
        isinstance(item, int) and not isinstance(item, bool) for item in value
    ):
        raise ValueError(value)
    return list(value)


def _pairs(value: object) -> tuple[tuple[int, int], ...]:
    if not isinstance(value, dict):
        raise ValueError(value)
    return tuple(sorted((int(key), int(count)) for key, count in value.items()))


def answer_from_json(answer_type: AnswerType, value: object) -> Answer | None:
    """An answer back from ``answer_json`` (None stays None); ValueError when it is not one."""
    if value is None:
        return None
    kind = answer_type
    if kind in {AnswerType.SEAT, AnswerType.AMOUNT, AnswerType.COUNT}:
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(value)
        return value
    if kind in {AnswerType.CHOICE, AnswerType.CHIP_SHARES, AnswerType.READING}:
        if not isinstance(value, str):
            raise ValueError(value)
        return value
    if kind is AnswerType.CHOICE_SET:
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise ValueError(value)
        return frozenset(str(item) for item in value)
    if kind in {AnswerType.SEAT_SET, AnswerType.AMOUNT_SET}:
        return frozenset(_ints(value))
    if kind in {AnswerType.SEAT_ORDER, AnswerType.AMOUNT_LIST}:
        return tuple(_ints(value))
    if kind in {AnswerType.SHARES, AnswerType.CHIPS}:
        return _pairs(value) if value != [] else ()
    raise ValueError(kind)  # pragma: no cover - every type is above


def _same_question(stored: str, question: Question) -> bool:
    try:
        return bool(json.loads(stored) == json.loads(question_record(question)))
    except ValueError:
        return False


def regrade(
    skills: Sequence[str],
    count: int,
    seed: int,
    deal: Mapping[str, Any] | None,
    answers: Sequence[StoredAnswer],
    *,
    difficulty: int = EXAM_DIFFICULTY,
) -> Regraded:
    """Check ``answers`` (in the order they were given) against the exam of ``skills`` and ``count``
    questions dealt from ``seed`` at the table ``deal``: how many are right, or what is wrong."""
    answered = len(answers)
    try:
        settings = deal_from_json(deal or {})
    except DrillError:
        return Regraded(0, answered, count, "deal")
    if answered > count:
        return Regraded(0, answered, count, "too_many")
    questions = exam_questions(skills, count, seed, settings, difficulty)
    right = 0
    for number, (stored, question) in enumerate(zip(answers, questions, strict=False), start=1):
        if not _same_question(stored.question, question):
            return Regraded(right, answered, count, "question", number)
        try:
            answer = answer_from_json(question.answer_type, json.loads(stored.answer))
        except ValueError:
            return Regraded(right, answered, count, "answer", number)
        correct = answer is not None and grade(question, answer).correct
        if correct != stored.correct:
            return Regraded(right, answered, count, "mark", number, stored.correct)
        right += correct
    return Regraded(right, answered, count)
