"""How each rule of the rulebook is practised (the Rules view's "Practise this"), and why not where
it cannot be. No Qt.

A rule is practised, in this order of preference:

- by a **quiz** of the skills about it (``drills.skill_rules.skills_for_rule``);
- by an **incident**: a hand dealt by the trainer up to a moment where the incident ruled by the
  rule can happen, and it happens (the trainee stops the table and rules);
- at a **duty**: a hand dealt up to the duty the rule governs (``rule_duties``);
- by a whole **hand** from the shuffle (the dealer's routine, §3);
- by a quiz that keeps to the questions citing it (``drills.skill_rules.ALSO_CITED``).

A few rules no drill can ask (``NOT_PRACTISED``): what the trainer's players never do wrong, how
the trainer itself works, what is settled when the table is set up, and facts another rule's drill
applies (``see``: that rule).

>>> practice_for("R4.4").way.value, practice_for("R11.3").incidents[0].value, practice_for("R8.4").way.value
('quiz', 'string_raise', 'duty')
>>> plan = practice_for("R2.5")
>>> plan.way.value, plan.why_not.value, plan.see
('none', 'applied', 'R6.5')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from croupier.drills.skill_rules import quiz_skills_for_rule, skills_for_rule
from croupier.engine.incidents import RULE_OF, IncidentKind
from croupier.training.controller import Walkthrough
from croupier.training.incidents import AT_TURN
from croupier.training.rule_duties import at_duty, has_duty
from croupier.training.terms import Waiting

__all__ = [
    "LEVELS",
    "NOT_PRACTISED",
    "PRACTISED_INCIDENTS",
    "NotPractised",
    "RulePractice",
    "Way",
    "at_incident",
    "at_start",
    "practice_for",
    "reached",
]


class Way(StrEnum):
    """How a rule is practised."""

    QUIZ = "quiz"
    INCIDENT = "incident"
    DUTY = "duty"
    HAND = "hand"
    NONE = "none"


class NotPractised(StrEnum):
    """Why no drill asks a rule."""

    PLAYERS = "players"  # what players do; the trainer's players keep to it
    TRAINER = "trainer"  # how the trainer itself works
    SET_UP = "set_up"  # settled when the table is set up
    HOUSE_RULE = "house_rule"  # another choice of a house rule than the trainer's questions deal
    APPLIED = "applied"  # a fact another rule's drill applies (``see``)


NOT_PRACTISED: dict[str, tuple[NotPractised, str | None]] = {
    "R1.2": (NotPractised.SET_UP, None),  # the players at the table: the top bar
    "R1.5": (NotPractised.APPLIED, "R1.3"),  # an all-in player is dealt like everyone
    "R1.6": (NotPractised.PLAYERS, None),  # upcards rearranged on purpose
    "R2.1": (NotPractised.TRAINER, None),  # the trainer's own fair shuffle
    "R2.3": (NotPractised.PLAYERS, None),  # a ruling asked for after the next shuffle began
    "R2.5": (NotPractised.APPLIED, "R6.5"),  # the bottom card: the count before Seventh Street
    "R3.7": (NotPractised.APPLIED, "R5.7"),  # the round ends at the bring-in: who acts now
    "R3.9": (NotPractised.APPLIED, "R3.8"),  # the low card short of the bring-in
    "R4.7": (NotPractised.APPLIED, "R4.2"),  # a check-raise is a raise like any other
    "R5.6a": (NotPractised.APPLIED, "R10.8"),  # a Seventh Street card face up: the incident
    "R6.4": (NotPractised.APPLIED, "R6.5"),  # the cards last to Sixth Street: the count
    "R6.5b": (NotPractised.HOUSE_RULE, "R6.5"),  # other ways to run out: Settings' runout procedure
    "R8.6d": (NotPractised.HOUSE_RULE, "R8.6"),  # the older odd-chip rule: Settings' odd chip
    "R8.6e": (NotPractised.APPLIED, "R8.7"),  # one pot at a time: the side pots
    "R8.2": (NotPractised.APPLIED, "R8.1"),  # tournament all-in: hands up, then the show order
    "R8.3": (NotPractised.APPLIED, "R9.7"),  # every card shown: reading the hands tabled
    "R12.1": (NotPractised.SET_UP, None),  # the chips in play: Settings
}
"""The rules no drill asks, why, and the rule to practise instead where one applies it."""

_FOCUS = {"R6.5a": "R6.5"}  # the quick count is how every short-deck question is answered

LEVELS = {"R11.7": "expert"}
"""The difficulty a rule's duty is asked at, where lower ones do it for the trainee (the action is
called by the trainee only at Expert)."""

PRACTISED_INCIDENTS = frozenset(set(IncidentKind) - {IncidentKind.ALL_IN_CARD_UP})
"""The incidents a hand is dealt up to for "Practise this" (an all-in player's last card needs an
all-in player, which few hands have: its rule, R10.9, is practised in the quiz)."""


@dataclass(frozen=True, slots=True)
class RulePractice:
    """How rule ``number`` is practised: ``way``, with the quiz's ``skills`` (each question citing
    ``focus``), the ``incidents`` one of which is made to happen, or ``why_not`` (and the rule to
    practise instead, ``see``)."""

    number: str
    way: Way
    skills: tuple[str, ...] = ()
    focus: str | None = None
    incidents: tuple[IncidentKind, ...] = ()
    why_not: NotPractised | None = None
    see: str | None = None
    level: str | None = None
    """The difficulty (``Difficulty`` key) the hand is dealt at, where the duty is asked only there."""

    @property
    def possible(self) -> bool:
        return self.way is not Way.NONE


def practice_for(number: str) -> RulePractice:
    """How rule ``number`` ("R4.4", "§3", as the rulebook writes it) is practised."""
    key = number
    if key in NOT_PRACTISED:
        why_not, see = NOT_PRACTISED[key]
        return RulePractice(key, Way.NONE, why_not=why_not, see=see)
    # An incident's rule is practised where it happens, at the table (the irregularity quiz asks
    # the same rulings from a picture).
    incidents = tuple(kind for kind in IncidentKind if RULE_OF[kind] == key and kind in PRACTISED_INCIDENTS)
    if incidents:
        return RulePractice(key, Way.INCIDENT, incidents=incidents)
    skills = skills_for_rule(key)
    if skills:
        return RulePractice(key, Way.QUIZ, skills=skills, focus=_FOCUS.get(key, key))
    if has_duty(key):
        return RulePractice(key, Way.DUTY, level=LEVELS.get(key))
    if key == "§3":
        return RulePractice(key, Way.HAND)
    skills = quiz_skills_for_rule(key)
    if skills:
        return RulePractice(key, Way.QUIZ, skills=skills, focus=key)
    return RulePractice(key, Way.NONE)  # (a rule with no drill and no reason: the tests catch it)


def at_incident(walk: Walkthrough, kind: IncidentKind) -> bool:
    """``kind`` can happen now in ``walk``: after the dealer's card for a slip of the cards, at a
    player's turn (the questions answered) for the players' incidents."""
    if not walk.table.seats_for(kind):
        return False
    return kind not in AT_TURN or walk.waiting is Waiting.PLAYER


def at_start(walk: Walkthrough) -> bool:
    """The hand waits for its first duty (the shuffle): the whole routine is to come."""
    return walk.waiting is Waiting.DUTY and not walk.procedure.history


def reached(walk: Walkthrough, plan: RulePractice, kind: IncidentKind | None = None) -> bool:
    """``walk`` is where ``plan`` is practised (for an incident: where ``kind`` can happen)."""
    if plan.way is Way.DUTY:
        return at_duty(walk, plan.number)
    if plan.way is Way.HAND:
        return at_start(walk)
    if plan.way is Way.INCIDENT and kind is not None:
        return at_incident(walk, kind)
    return False
