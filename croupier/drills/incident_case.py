"""An incident as a case to rule on: the incident and the house rules it is ruled under written as
plain parameters (``case_params``: a question's prompt, an explanation, JSON) and read back
(``case_of``). No Qt: the words, and why a wrong ruling is wrong, are ``render_incidents``'s.

>>> from croupier.engine.incidents import Incident, IncidentKind
>>> incident = Incident(IncidentKind.MULTIPLE_CHIPS, street=4, seat=2, chips=30, to_call=20,
...                     facts={"facing_bet": True, "half_raise": False})
>>> again, rules = case_of(case_params(incident, HouseRules()))
>>> again == incident, rules.oot_restricted
(True, False)
"""

from __future__ import annotations

from collections.abc import Mapping

from croupier.drills.model import Value
from croupier.engine.cards import Card
from croupier.engine.events import ActionKind
from croupier.engine.incidents import Incident, IncidentKind
from croupier.engine.legal import Action
from croupier.engine.rules import HouseRules

__all__ = ["case_of", "case_params"]

_RULE_KEYS = ("mode", "exposed_initial_holecard", "oot_restricted")
"""The house rules an incident's ruling can turn on (RULES.md §1)."""


def case_params(incident: Incident, rules: HouseRules) -> dict[str, Value]:
    """``incident`` and the house rules its ruling turns on, as parameters (``case_of`` reads them)."""
    params: dict[str, Value] = {
        "incident": incident.kind.value,
        "street": incident.street,
        "seat": incident.seat,
        "card": incident.card,
        "chips": incident.chips,
        "to_call": incident.to_call,
    }
    if incident.action is not None:
        params["action"] = incident.action.kind.value
        params["action_seat"] = incident.action.seat
        params["action_to"] = incident.action.amount
    for key, value in incident.facts.items():
        if isinstance(value, bool | int | str):
            params[f"fact_{key}"] = value
    for key in _RULE_KEYS:
        value = getattr(rules, key)
        params[f"rule_{key}"] = value if isinstance(value, bool) else str(value)
    return params


def case_of(params: Mapping[str, Value]) -> tuple[Incident, HouseRules]:
    """The incident and house rules ``case_params`` wrote."""
    action = None
    if isinstance(params.get("action"), str):
        action = Action(
            int(str(params["action_seat"])), ActionKind(str(params["action"])), int(str(params["action_to"]))
        )
    seat = params.get("seat")
    card = params.get("card")
    facts = {key[5:]: value for key, value in params.items() if key.startswith("fact_")}
    incident = Incident(
        IncidentKind(str(params["incident"])),
        int(str(params["street"])),
        seat if isinstance(seat, int) else None,
        card if isinstance(card, Card) else None,
        int(str(params.get("chips", 0))),
        int(str(params.get("to_call", 0))),
        action,
        facts,
    )
    rules = HouseRules()
    for key in _RULE_KEYS:
        if f"rule_{key}" in params:
            rules = rules.override(key, params[f"rule_{key}"])
    return incident, rules
