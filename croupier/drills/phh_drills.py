"""Drills from hand histories: step through any PHH hand and ask a question at each decision.

Without instructions, each player decision gets one question that fits it (who brings it in or acts
first at the start of a street, otherwise who acts, what is legal, the amount of a call, bet or raise,
the pot), and the showdown asks for the order of showing. An instructor chooses instead with the
custom field ``_croupier_questions`` (PHH's own way to extend a hand history: fields starting with an
underscore), an array of inline tables::

    _croupier_questions = [
        {action = 4, skill = "acts_now"},
        {action = 12, skill = "call_amount", note = "Seat 2 has the bring-in chips in front"},
    ]

``action`` is the 0-based index in ``actions`` *before* which the question is asked (the number of
actions played so far; ``len(actions)`` asks at the end), ``skill`` a skill name that can be asked of
a hand-history position (``PHH_SKILLS``), ``note`` an optional remark shown with the question. A
malformed field, or a question that does not fit its place (a call amount where nothing is to be
called), raises ``BadPHHError`` naming the file and line, like every other PHH error. The house rules
come from ``_croupier_profile`` and ``_croupier_rules``, as for ``croupier phh replay``.

>>> from croupier.engine import phh
>>> history = phh.loads('''
... variant = "F7S"
... antes = [5, 5, 5]
... bring_in = 10
... small_bet = 20
... big_bet = 40
... starting_stacks = [1000, 1000, 1000]
... actions = ["d dh p1 ????2c", "d dh p2 ????Kd", "d dh p3 ????9s", "p1 pb", "p2 cc", "p3 cbr 20"]
... _croupier_questions = [{action = 3, skill = "bring_in"}, {action = 5, skill = "call_amount"}]
... ''', "hand.phh")
>>> from croupier.drills.grading import solve
>>> [(q.skill, solve(q).expected) for q in phh_questions(history)]
[('bring_in', 1), ('call_amount', 10)]
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from croupier.drills.facts import is_street_start
from croupier.drills.model import Question
from croupier.drills.skill import PoseContext
from croupier.drills.skills import SKILLS
from croupier.engine.errors import BadPHHError
from croupier.engine.hand import Hand, TurnDue
from croupier.engine.phh import HandHistory, PHHAction, replay
from croupier.engine.phh.history import PROFILE_FIELD, house_rules
from croupier.engine.rules import HouseRules

__all__ = ["MARKS_FIELD", "PHH_SKILLS", "Mark", "marks_of", "phh_questions", "rules_for", "unknowable"]

MARKS_FIELD = "_croupier_questions"

PHH_SKILLS: tuple[str, ...] = tuple(name for name, skill in SKILLS.items() if skill.pose is not None)
"""The skills that can be asked of a position in a hand history."""

_PLAYER_VERBS = frozenset({"pb", "cbr", "cc", "f"})
# Unknown upcards ("??") leave some questions without an answer the cards can give: who opens a
# street (the record says who did), the showdown order that follows it, and 4th street's bet sizes
# while an unknown upcard may be an open pair.
_OPENER_SKILLS = frozenset({"bring_in", "first_to_act", "acts_now"})
_OPEN_PAIR_SKILLS = frozenset({"legal_actions", "bet_amount", "raise_amount", "capped"})
# Without marks: what to ask at a decision, in order of preference when several fit.
_STREET_START = ("bring_in", "first_to_act")
_DECISION = ("acts_now", "legal_actions", "call_amount", "bet_amount", "raise_amount", "pot_size", "capped")


@dataclass(frozen=True, slots=True)
class Mark:
    """An instructor's question: asked before action ``action`` (0-based) about ``skill``."""

    action: int
    skill: str
    note: str | None = None


def rules_for(history: HandHistory, profile: str | None = None) -> HouseRules:
    """The house rules a hand history names (``_croupier_profile``, ``_croupier_rules``)."""
    return house_rules(history, profile=profile or None)


def marks_of(history: HandHistory) -> tuple[Mark, ...] | None:
    """The instructor's questions, in the order given; None when the hand has none."""
    raw = history.fields.get(MARKS_FIELD)
    if raw is None:
        return None
    example = '[{action = 12, skill = "call_amount"}]'
    if not isinstance(raw, list):
        raise history.error_at(MARKS_FIELD, f"{MARKS_FIELD} must be an array of tables such as {example}")
    marks = []
    for number, item in enumerate(raw, start=1):
        marks.append(_mark(history, number, item))
    return tuple(marks)


def _mark(history: HandHistory, number: int, item: object) -> Mark:
    def bad(reason: str) -> BadPHHError:
        return history.error_at(MARKS_FIELD, f"{MARKS_FIELD} entry {number}: {reason}")

    if not isinstance(item, Mapping):
        raise bad('each entry is a table such as {action = 12, skill = "call_amount"}')
    unknown = sorted(set(item) - {"action", "skill", "note"})
    if unknown:
        raise bad(f"unknown key {unknown[0]!r}: use action, skill and note")
    action, name, note = item.get("action"), item.get("skill"), item.get("note")
    if not isinstance(action, int) or isinstance(action, bool):
        raise bad("action must be the whole-number index of an action (0 is the first)")
    if not 0 <= action <= len(history.actions):
        raise bad(f"action {action} is out of range: the hand has {len(history.actions)} actions")
    if not isinstance(name, str) or name not in SKILLS:
        raise bad(f"unknown skill {name!r}: use one of {', '.join(PHH_SKILLS)}")
    if name not in PHH_SKILLS:
        raise bad(f"{name} is not asked of a hand history: use one of {', '.join(PHH_SKILLS)}")
    if note is not None and not isinstance(note, str):
        raise bad("note must be a string")
    return Mark(action, name, note)


def _position(history: HandHistory, rules: HouseRules, stop: int) -> Hand:
    played = replay(history, rules, stop=stop)
    if played.error is not None:
        line = history.origin.action_lines[played.error.index] if history.origin else 1
        raise BadPHHError(
            f"{history.source}:{line}: action {played.error.index} {played.error.action!r} cannot be "
            f"replayed: {played.error.reason}"
        )
    return played.hand


def _next_action(hand: Hand, action: PHHAction | None) -> tuple[str, int] | None:
    """The hand history's next player action as (kind, street total), as ``pot_size`` asks it."""
    if action is None or action.verb not in _PLAYER_VERBS or not isinstance(hand.next_step(), TurnDue):
        return None
    legal = hand.legal_actions()
    if action.verb == "f":
        return "fold", 0
    if action.verb == "pb":
        return "bring_in", legal.bring_in or 0
    if action.verb == "cc":
        return ("call", hand.current_bet) if legal.call is not None else ("check", 0)
    return legal.wager_kind, action.amount or 0


def _where(history: HandHistory, index: int) -> str:
    if history.origin and index < len(history.origin.action_lines):
        return f"{history.source}:{history.origin.action_lines[index]}"
    return history.source


@dataclass(frozen=True, slots=True)
class _Drill:
    """One hand history being stepped through, and how its questions are asked."""

    history: HandHistory
    rules: HouseRules
    rng: random.Random
    profile: str
    difficulty: int

    def position(self, stop: int) -> Hand:
        return _position(self.history, self.rules, stop)

    def context(self, hand: Hand, index: int, note: str | None = None) -> PoseContext:
        actions = self.history.actions
        action = actions[index] if index < len(actions) else None
        return PoseContext(
            rng=self.rng,
            difficulty=self.difficulty,
            next_action=_next_action(hand, action),
            source=_where(self.history, index),
            note=note,
            profile=self.profile,
        )


def phh_questions(
    history: HandHistory,
    rules: HouseRules | None = None,
    *,
    rng: random.Random | None = None,
    skills: Sequence[str] | None = None,
    difficulty: int = 2,
) -> list[Question]:
    """The questions of one hand: the instructor's marks, or one per decision (see the module doc).

    ``skills`` limits the unmarked questions to those skills.
    """
    drill = _Drill(
        history,
        rules or rules_for(history),
        rng or random.Random(0),
        str(history.fields.get(PROFILE_FIELD, "cash")),
        difficulty,
    )
    marks = marks_of(history)
    if marks is not None:
        return [_marked(drill, number, mark) for number, mark in enumerate(marks, start=1)]
    allowed = set(skills) if skills else set(PHH_SKILLS)
    questions = []
    for index in range(len(history.actions) + 1):
        action = history.actions[index] if index < len(history.actions) else None
        if action is not None and action.verb not in _PLAYER_VERBS | {"sm"}:
            continue
        if index and not replay(history, drill.rules, stop=index).ok:
            break  # the hand goes on illegally from here (``croupier phh replay`` says why)
        question = _ask_here(drill, index, allowed)
        if question is not None:
            questions.append(question)
    return questions


def unknowable(hand: Hand, skill: str) -> bool:
    """Does the answer to ``skill`` here hang on upcards the hand history leaves unknown?"""
    if skill in _OPENER_SKILLS and hand.opener_unknown and is_street_start(hand):
        return True
    if skill == "showdown_order" and hand.opener_unknown:
        return True
    return skill in _OPEN_PAIR_SKILLS and hand.open_pair_unknown


def _marked(drill: _Drill, number: int, mark: Mark) -> Question:
    hand = drill.position(mark.action)
    poser = SKILLS[mark.skill].pose
    assert poser is not None
    if unknowable(hand, mark.skill):
        raise drill.history.error_at(
            MARKS_FIELD,
            f"{MARKS_FIELD} entry {number}: {mark.skill} cannot be asked before action {mark.action}: "
            "the cards that decide it are unknown (??) in the hand history",
        )
    question = poser(hand, drill.context(hand, mark.action, mark.note))
    if question is None:
        raise drill.history.error_at(
            MARKS_FIELD,
            f"{MARKS_FIELD} entry {number}: {mark.skill} cannot be asked before action {mark.action}: "
            "the hand is not at such a moment there",
        )
    return question


def _ask_here(drill: _Drill, index: int, allowed: set[str]) -> Question | None:
    hand = drill.position(index)
    context = drill.context(hand, index)
    allowed = {name for name in allowed if not unknowable(hand, name)}
    for name in (*_STREET_START, "showdown_order", "side_pots"):
        poser = SKILLS[name].pose
        if name in allowed and poser is not None and (question := poser(hand, context)) is not None:
            return question
    fitting = []
    for name in _DECISION:
        poser = SKILLS[name].pose
        if name in allowed and poser is not None and (question := poser(hand, context)) is not None:
            fitting.append(question)
    return drill.rng.choice(fitting) if fitting else None
