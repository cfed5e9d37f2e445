"""Questions and their engine answers as plain JSON values (``croupier drill --json``)."""

from __future__ import annotations

from collections.abc import Mapping

from croupier.drills.answers import answer_json
from croupier.drills.model import Explanation, Question, Solution, Value
from croupier.engine.cards import Card
from croupier.engine.phh import dumps, from_hand
from croupier.engine.readings import HandDescription
from croupier.procedure.flags import Flag
from croupier.procedure.steps import DealerStep

__all__ = ["explanation_json", "question_json", "value_json"]


def value_json(value: Value) -> object:
    """A structured parameter as JSON: cards as ``"Kd"``, readings as kind and rank symbols, the
    procedure's announcements and steps by their codes."""
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, HandDescription):
        return {"kind": value.kind, "ranks": [rank.symbol for rank in value.ranks]}
    if isinstance(value, tuple):
        return [value_json(item) for item in value]
    if isinstance(value, Flag):
        return value.code
    if isinstance(value, DealerStep):
        return value.code
    return value.code  # an announcement


def _params(params: Mapping[str, Value]) -> dict[str, object]:
    return {key: value_json(value) for key, value in params.items()}


def explanation_json(explanation: Explanation) -> dict[str, object]:
    """The structured explanation: kind, parameters and parts."""
    return {
        "kind": explanation.kind,
        "params": _params(explanation.params),
        "parts": [explanation_json(part) for part in explanation.parts],
    }


def question_json(question: Question, solution: Solution) -> dict[str, object]:
    """Everything about a question except its words: prompt, choices, the engine's answer, why, the
    rules, and the position as a PHH hand history (to replay it, hole cards included)."""
    return {
        "skill": question.skill,
        "difficulty": question.difficulty,
        "seed": question.seed,
        "profile": question.profile,
        "source": question.source,
        "prompt": {"kind": question.prompt.kind, "params": _params(question.prompt.params)},
        "answer_type": question.answer_type.value,
        "choices": [
            {"key": choice.key, "kind": choice.kind, "params": _params(choice.params)}
            for choice in question.choices
        ],
        "answer": answer_json(solution.expected),
        "explanation": explanation_json(solution.explanation),
        "rules": list(solution.rules),
        "position": dumps(from_hand(question.position)),
    }
