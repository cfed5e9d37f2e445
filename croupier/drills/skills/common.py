"""Helpers the skill modules share: building a question on a position, and seat lists."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from croupier.drills.deal import Found
from croupier.drills.facts import shown_street
from croupier.drills.model import AnswerType, Choice, Prompt, Question, Value
from croupier.drills.skill import PoseContext
from croupier.engine.hand import Hand

__all__ = ["Meta", "ask", "clockwise_between", "meta_found", "meta_posed"]


@dataclass(frozen=True, slots=True)
class Meta:
    """Where a question comes from: its difficulty, the rules profile, a hand history's place."""

    difficulty: int
    profile: str = "cash"
    source: str | None = None
    note: str | None = None


def meta_found(found: Found, difficulty: int) -> Meta:
    return Meta(difficulty, found.table.profile)


def meta_posed(context: PoseContext) -> Meta:
    return Meta(context.difficulty, context.profile, context.source, context.note)


def ask(
    skill: str,
    answer_type: AnswerType,
    kind: str,
    params: Mapping[str, Value],
    hand: Hand,
    *,
    meta: Meta,
    choices: tuple[Choice, ...] = (),
    shown: frozenset[int] = frozenset(),
) -> Question:
    """A question on ``hand``; every prompt also names the game and the street its table shows."""
    full: dict[str, Value] = {"variant": hand.variant.code, "street": shown_street(hand)}
    full.update(params)
    return Question(
        skill=skill,
        prompt=Prompt(kind, full),
        answer_type=answer_type,
        position=hand,
        difficulty=meta.difficulty,
        choices=choices,
        shown=shown,
        profile=meta.profile,
        source=meta.source,
        note=meta.note,
    )


def clockwise_between(hand: Hand, after: int, before: int) -> list[int]:
    """The seats strictly between ``after`` and ``before``, going clockwise."""
    count = len(hand.players)
    seats = []
    seat = after % count + 1
    while seat != before:
        seats.append(seat)
        seat = seat % count + 1
    return seats
