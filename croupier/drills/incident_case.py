"""An incident as a case to rule on: the incident and the house rules it is ruled under written as
plain parameters (``case_params``: a question's prompt, an explanation, JSON) and read back
(``case_of``), and why a wrong ruling is wrong (``wrong_text``): the case it would be right for (the
other house rule, before or after the next player acted, the first player's card or another's …),
in the language installed.

>>> from croupier.engine.incidents import Incident, IncidentKind, RulingKind
>>> incident = Incident(IncidentKind.MULTIPLE_CHIPS, street=4, seat=2, chips=30, to_call=20,
...                     facts={"facing_bet": True, "half_raise": False})
>>> again, rules = case_of(case_params(incident, HouseRules()))
>>> again == incident, rules.oot_restricted
(True, False)
>>> wrong_text(incident, RulingKind.FULL_RAISE, HouseRules())
'A full raise needs at least the call and half a raise; 30 is less.'
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from croupier.drills.model import Value
from croupier.engine.cards import Card
from croupier.engine.events import ActionKind
from croupier.engine.incidents import Incident, IncidentKind, RulingKind
from croupier.engine.legal import Action
from croupier.engine.rules import HouseRules
from croupier.i18n.formatting import format_chips

__all__ = ["case_of", "case_params", "wrong_text"]

translate = QCoreApplication.translate
K = IncidentKind
R = RulingKind
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


def wrong_text(incident: Incident, chosen: RulingKind, rules: HouseRules) -> str:
    """Why ``chosen`` is not the ruling here: the case it belongs to; "" when it is right for no
    case of this incident (the right ruling's reasons say enough)."""
    kind = incident.kind
    tournament = rules.mode.value == "tournament"
    misdeal_rule = rules.exposed_initial_holecard.value == "misdeal"
    text = ""
    if kind in {K.EXPOSED_HOLE_CARD, K.CARD_OFF_TABLE}:
        if chosen is R.MISDEAL and not misdeal_rule:
            text = translate(
                "IncidentWrong",
                "A misdeal is the tournament ruling; under these house rules the exposed card is the door.",
            )
        elif chosen is R.THIRD_CARD_DOWN and misdeal_rule:
            text = translate(
                "IncidentWrong",
                "Dealing the third card down is the cash-game ruling; under these house rules it is "
                "a misdeal.",
            )
    elif kind is K.CARD_TO_WRONG_SEAT and chosen is R.PLAY_ON:
        text = translate(
            "IncidentWrong",
            "The hand is played on only after substantial action; nobody has acted yet.",
        )
    elif kind is K.BURN_MISSED and chosen is R.PLAYER_KEEPS_CARD and not incident.fact("looked"):
        text = translate(
            "IncidentWrong",
            "The player keeps the card only on the final down card, once looked at; this one can be "
            "put right.",
        )
    elif kind is K.BURN_MISSED and chosen is R.CORRECT_BURN and incident.fact("looked"):
        text = translate(
            "IncidentWrong",
            "It cannot be put right: it is the final down card, and the player has looked at it.",
        )
    elif kind is K.SEVENTH_CARD_UP and chosen is R.REMAINING_UP:
        text = translate(
            "IncidentWrong",
            "The rest come up only when the card up is the first player's; seat {seat} is not first.",
        )
    elif kind is K.SEVENTH_CARD_UP and chosen is R.REMAINING_DOWN_OPTION:
        text = translate(
            "IncidentWrong",
            "The option is for another player's card; seat {seat} is the first to get Seventh Street.",
        )
    elif kind is K.ALL_IN_CARD_UP and chosen in {R.REMAINING_UP, R.REMAINING_DOWN_OPTION}:
        text = translate(
            "IncidentWrong", "That is for a player still in the betting; seat {seat} is all-in (R10.9)."
        )
    elif kind is K.ABSENT_PLAYER and chosen is R.KILL_DOWN_CARDS and not tournament:
        text = translate("IncidentWrong", "Killing the down cards at once is the tournament ruling.")
    elif kind is K.ABSENT_PLAYER and chosen is R.KILL_AT_TURN and tournament:
        text = translate("IncidentWrong", "Killing the hand at its turn is the cash-game ruling.")
    elif kind is K.WRONG_BRING_IN and chosen is R.BRING_IN_STANDS:
        text = translate(
            "IncidentWrong", "The bring-in stands only once the next player has acted; nobody has yet."
        )
    elif kind is K.WRONG_BRING_IN and chosen is R.BRING_IN_CORRECTED:
        text = translate(
            "IncidentWrong", "It can be corrected only before the next player acts; the next player has."
        )
    elif kind is K.OUT_OF_TURN:
        text = _wrong_out_of_turn(incident, chosen, rules)
    elif kind is K.OVERSIZED_CHIP and chosen is R.BET_WITH_CHANGE:
        text = translate(
            "IncidentWrong", "A bet is what the chip makes with no bet to face; here it faces one."
        )
    elif kind is K.OVERSIZED_CHIP and chosen is R.CALL_WITH_CHANGE:
        text = translate("IncidentWrong", "A call is what the chip makes facing a bet; here there is none.")
    elif kind is K.MULTIPLE_CHIPS and chosen is R.FULL_RAISE:
        text = translate(
            "IncidentWrong", "A full raise needs at least the call and half a raise; {chips} is less."
        )
    elif kind is K.MULTIPLE_CHIPS and chosen is R.CALL_EXCESS_BACK:
        text = translate(
            "IncidentWrong", "{chips} is at least the call and half a raise, so it is no mere call."
        )
    return text.format(seat=incident.seat, chips=format_chips(incident.chips))


def _wrong_out_of_turn(incident: Incident, chosen: RulingKind, rules: HouseRules) -> str:
    fold = incident.action is not None and incident.action.kind is ActionKind.FOLD
    if chosen is R.OOT_FOLD_BINDING and not fold:
        return translate("IncidentWrong", "Only a fold out of turn binds at once; this is no fold.")
    if chosen in {R.OOT_HOLD, R.OOT_HOLD_RESTRICTED} and fold:
        return translate("IncidentWrong", "A fold out of turn is not held: it binds at once.")
    if chosen is R.OOT_HOLD_RESTRICTED and not rules.oot_restricted:
        return translate(
            "IncidentWrong",
            "No bet or raise after it is the stricter house rule; this table gives every option back.",
        )
    if chosen is R.OOT_HOLD and rules.oot_restricted:
        return translate(
            "IncidentWrong",
            "Every option back is the default; this table's house rule allows no bet or raise after a "
            "check or call out of turn.",
        )
    return ""
