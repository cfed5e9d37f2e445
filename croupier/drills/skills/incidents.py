"""The irregularity quiz: an incident of RULES.md §2.10 or §2.11 (or R1.1, R3.10, R4.8) happens on
a live hand dealt through the procedure, and the question is the ruling. The table is the one the
dealer sees at that moment (the card face up, the chips held in front); the choices are the
engine's plausible rulings for that incident (the ruling under the other house rule, the one for the
neighbouring case, the mistakes a dealer makes there); the answer is the engine's ruling
(``TableIncidents.right_ruling``), explained with the facts of the case.

Every kind of incident is asked, chosen evenly, under the profile chosen; an action out of turn is
sometimes asked under the other choice of ``oot_restricted`` from difficulty 2 up (the prompt says so).
"""

from __future__ import annotations

import random

from croupier.drills.deal import DrillSettings, random_table
from croupier.drills.incident_case import case_of, case_params
from croupier.drills.model import (
    Answer,
    AnswerType,
    Choice,
    DrillError,
    Explanation,
    Prompt,
    Question,
    Solution,
)
from croupier.engine.cards import Deck
from croupier.engine.hand import Hand, ShowDue, TurnDue
from croupier.engine.incidents import Incident, IncidentKind
from croupier.engine.rules import FoldWithoutBet, HouseRules
from croupier.engine.simulate import CASUAL
from croupier.engine.table_incidents import TableIncidents
from croupier.procedure import Procedure

__all__ = ["INCIDENT_RULES", "generate_incident", "solve_incident"]

INCIDENT_RULES = (
    "R1.1",
    "R3.10",
    "R4.8",
    *(f"R10.{n}" for n in range(1, 15)),
    *(f"R11.{n}" for n in range(1, 7)),
)
"""The rules the quiz asks."""

_TRIES = 60
_CHANCE = 0.4  # that a moment where the incident can happen is the one it happens at
_OOT_RESTRICTED_SHARE = 0.4
"""How often an action out of turn is asked under the other ``oot_restricted`` choice (R11.1)."""


def _rules_for(kind: IncidentKind, rng: random.Random, difficulty: int, rules: HouseRules) -> HouseRules:
    """The table's house rules (the profile chosen), with now and then, from difficulty 2, the other
    choice of ``oot_restricted`` for an action out of turn: the prompt names that house rule."""
    if kind is not IncidentKind.OUT_OF_TURN or difficulty < 2 or rng.random() >= _OOT_RESTRICTED_SHARE:
        return rules
    return rules.override("oot_restricted", not rules.oot_restricted)


def _play(hand: Hand, rng: random.Random) -> None:
    """A simulated player's move: mostly the casual player's, sometimes just check or call (more
    hands reach the later streets)."""
    if isinstance(hand.next_step(), ShowDue):
        hand.show()
        return
    legal = hand.legal_actions()
    if legal.bring_in is None and rng.random() < 0.5:
        hand.check_or_call()
    else:
        hand.act(CASUAL.choose(legal, rng, street=hand.street))


def _happen(
    kind: IncidentKind, rng: random.Random, difficulty: int, settings: DrillSettings
) -> tuple[TableIncidents, Incident, str]:
    """A hand dealt from ``rng`` to a moment where ``kind`` can happen, and it happens there."""
    for _ in range(_TRIES):
        table = random_table(rng, difficulty, settings, short_stacks=kind is IncidentKind.ALL_IN_CARD_UP)
        rules = _rules_for(kind, rng, difficulty, table.rules)
        profile = table.profile
        seed = rng.getrandbits(31)
        hand = Hand(
            table.variant,
            table.stakes,
            list(table.stacks),
            rules,
            deck=Deck(random.Random(seed)),
            rng=random.Random(seed + 1),
        )
        procedure = Procedure(hand)
        incidents = TableIncidents(hand)
        for _ in range(3000):
            seats = incidents.seats_for(kind)
            if seats and rng.random() < _CHANCE:
                options: dict[str, object] = {
                    "next_acted": rng.random() < 0.5,
                    "half_raise": rng.random() < 0.5,
                    "oot_kind": rng.choice(("fold", "check", "call", "bet", "raise", "complete")),
                    "looked": rng.random() < 0.5,
                }
                incident = incidents.happen(kind, rng.choice(seats), **options)
                return incidents, incident, profile
            expected = procedure.expected()
            if expected:
                procedure.perform(expected[0])
                continue
            if not isinstance(hand.next_step(), TurnDue | ShowDue):
                break  # the hand is over: deal another
            _play(hand, rng)
    raise DrillError(f"no hand of {_TRIES} came to a moment for {kind.value}")  # pragma: no cover


def generate_incident(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    kinds = list(IncidentKind)
    if settings.rules.fold_without_bet is FoldWithoutBet.FORBIDDEN:  # no fold when checking is free
        kinds.remove(IncidentKind.FOLD_NO_BET)
    kind = rng.choice(kinds)
    incidents, incident, profile = _happen(kind, rng, difficulty, settings)
    hand = incidents.hand
    rulings = list(incidents.rulings())
    rng.shuffle(rulings)
    choices = tuple(Choice(ruling.value, "ruling", {"ruling": ruling.value}) for ruling in rulings)
    params = {"variant": hand.variant.code, **case_params(incident, hand.rules)}
    return Question(
        skill="irregularity",
        prompt=Prompt("irregularity", params),
        answer_type=AnswerType.CHOICE,
        position=hand,
        difficulty=difficulty,
        choices=choices,
        profile=profile,
        incidents=incidents,
    )


def solve_incident(question: Question, given: Answer | None) -> Solution:
    incidents = question.incidents
    if incidents is None or incidents.pending is None:
        raise DrillError("an irregularity question needs its incident, waiting for the ruling")
    right = incidents.right_ruling()
    case = dict(question.prompt.params)
    parts = []
    if isinstance(given, str) and given != right.kind.value and given in {c.key for c in question.choices}:
        parts.append(Explanation("incident.wrong", {**case, "chosen": given}))
    incident, _rules = case_of(case)
    assert incident.kind is incidents.pending.kind
    main = Explanation("incident.why", {**case, "ruling": right.kind.value}, tuple(parts))
    return Solution(right.kind.value, main, (right.rule,))
