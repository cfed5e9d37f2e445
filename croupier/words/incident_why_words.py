"""Why an incident's ruling is right (``why_text``), with the facts of the case, and why another
ruling chosen is not (``wrong_text``), in the language installed; ``incident_words`` names the
incidents and rulings and hands these on.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from croupier.engine.cards import Card
from croupier.engine.events import ActionKind
from croupier.engine.incidents import Incident, IncidentKind, RulingKind
from croupier.engine.rules import HouseRules
from croupier.i18n.formatting import format_chips
from croupier.i18n.names import card_label
from croupier.words.misdeal_words import (
    MISDEAL_KINDS,
    misdeal_why_text,
    misdeal_wrong_text,
)

__all__ = ["incident_card", "why_text", "wrong_text"]

translate = QCoreApplication.translate
K = IncidentKind
R = RulingKind


def incident_card(card: Card | None) -> str:
    """The card of an incident by name ("the 7♠"), or "a card" when it is not known."""
    return card_label(card) if card is not None else translate("Incidents", "a card")


def why_text(incident: Incident, rules: HouseRules) -> str:
    """Why the right ruling is right, with the facts of this case."""
    kind = incident.kind
    if kind in MISDEAL_KINDS:
        return misdeal_why_text(incident)
    seat, card = incident.seat, incident_card(incident.card)
    cash = rules.exposed_initial_holecard.value == "third_card_down"
    texts: dict[IncidentKind, str] = {
        K.EXPOSED_HOLE_CARD: translate(
            "Incidents",
            "An exposed first or second hole card: {card} is seat {seat}'s door card and its third card "
            "comes down (a misdeal only under tournament rules).",
        )
        if cash
        else translate(
            "Incidents", "Under tournament rules an exposed first or second hole card is a misdeal."
        ),
        K.CARD_OFF_TABLE: translate(
            "Incidents",
            "A card off the table counts as exposed: {card} is seat {seat}'s door card and its third "
            "card comes down (a misdeal only under tournament rules).",
        )
        if cash
        else translate(
            "Incidents",
            "A card off the table counts as exposed, and under tournament rules an exposed first or "
            "second hole card is a misdeal.",
        ),
        K.ALL_THREE_EXPOSED: translate(
            "Incidents",
            "Both hole cards up as well as the door: all three initial cards of a player exposed is a "
            "misdeal (one exposed hole card would be the door, the third card down).",
        ),
        K.DOOR_CARD_DOWN: translate(
            "Incidents", "With no door card up, the three are mixed face down and one is turned at random."
        ),
        K.CARD_TO_WRONG_SEAT: translate(
            "Incidents", "A card to the wrong seat before substantial action is a misdeal."
        ),
        K.EXTRA_CARD: translate(
            "Incidents", "One extra card before the first betting round goes back to the deck as the burn."
        ),
        K.BURN_MISSED: translate(
            "Incidents",
            "Burn errors are put right where possible: the burn card burned, seat {seat} dealt again.",
        )
        if not incident.fact("looked")
        else translate(
            "Incidents", "On the final down card, once the player has looked at it, the player keeps it."
        ),
        K.DOUBLE_BURN: translate(
            "Incidents", "Burn errors are put right: the second card burned is seat {seat}'s card."
        ),
        K.PREMATURE_CARD: translate(
            "Incidents",
            "A premature card goes back to the stub, which is shuffled; the burn already taken stays, so "
            "the street comes with no new burn.",
        ),
        K.SEVENTH_CARD_UP: _seventh_why(incident),
        K.ALL_IN_CARD_UP: translate(
            "Incidents", "An all-in player's final card dealt up stays up; the others get theirs as normal."
        ),
        K.DUPLICATE_CARD: translate(
            "Incidents", "A duplicate card voids the hand: all action void, every bet returned ({card})."
        ),
        K.ABSENT_PLAYER: translate(
            "Incidents",
            "Under tournament rules the down cards are killed, the door card when the action reaches "
            "seat {seat}, and it gets no more cards.",
        )
        if rules.mode.value == "tournament"
        else translate(
            "Incidents",
            "An absent player forfeits the ante and any bring-in; seat {seat}'s hand is killed when the "
            "betting reaches it.",
        ),
        K.DEAD_HAND: translate(
            "Incidents", "A player facing a bet who turns the upcards face down has folded."
        ),
        K.CALLED_BEATEN: translate("Incidents", "Calling while beaten on board gets no refund."),
        K.WRONG_BRING_IN: translate(
            "Incidents",
            "The next player has acted: the wager stands, the action goes on, and seat {low} has no "
            "obligation.",
        )
        if incident.fact("next_acted")
        else translate(
            "Incidents",
            "The next player has not acted: the chips go back and seat {low}, the low card, brings it in.",
        ),
        K.UNDERSIZED_BET: translate(
            "Incidents", "An under-sized bet noticed before the round ends is brought up to {full}."
        ),
        K.OUT_OF_TURN: _oot_why(incident, rules),
        K.VERBAL_RAISE: translate(
            "Incidents", "A clear declaration in turn binds: “raise” is a raise, whatever the chips."
        ),
        K.STRING_RAISE: translate(
            "Incidents", "Chips added in a second motion without saying “raise” make a call: {call}."
        ),
        K.OVERSIZED_CHIP: _oversized_why(incident),
        K.MULTIPLE_CHIPS: translate(
            "Incidents", "{chips} is at least the call and half a raise: a full raise, completed."
        )
        if incident.fact("half_raise")
        else translate(
            "Incidents", "{chips} is less than the call and half a raise: a call, the rest goes back."
        ),
        K.SPLASH: translate(
            "Incidents", "Chips thrown into the pot are counted and stand; the player is asked not to."
        ),
        K.FOLD_NO_BET: translate(
            "Incidents",
            "A fold with no bet to face: at a live table seat {seat} keeps receiving cards until a bet "
            "kills the hand, so everyone else gets the cards they would have.",
        ),
    }
    action = incident.action
    return texts[kind].format(
        seat=seat,
        card=card,
        chips=format_chips(incident.chips),
        call=format_chips(incident.to_call),
        full=format_chips(action.amount if action is not None else 0),
        low=incident.facts.get("low_card", ""),
    )


def _oversized_why(incident: Incident) -> str:
    """R11.4: facing a bet, a call; with none, a bet of the fixed amount; bringing it in on 3rd
    street without a word, the bring-in."""
    if incident.fact("bring_in"):
        return translate(
            "Incidents",
            "On Third Street one oversized chip put in without a word to bring it in is the bring-in "
            "({full}), with change: only a declared completion is one.",
        )
    if incident.fact("facing_bet"):
        return translate(
            "Incidents", "One oversized chip facing a bet, without a word, is a call: {call}, with change."
        )
    return translate("Incidents", "One oversized chip with no bet to face is a bet of the fixed amount.")


def _seventh_why(incident: Incident) -> str:
    """R10.8 by its four cases: the first player's card or another's, more than two players or
    heads-up (where nobody may be left to deal to)."""
    if incident.fact("heads_up"):
        if incident.fact("first"):
            return translate(
                "Incidents",
                "Heads-up, the first player's Seventh Street card up: the second player's is dealt up too.",
            )
        return translate(
            "Incidents",
            "Heads-up, the second player's Seventh Street card up: before any action seat {seat} may "
            "declare all-in for the pot or play on.",
        )
    if incident.fact("first"):
        return translate(
            "Incidents",
            "The first player's Seventh Street card up: everyone's is dealt up; the Sixth Street starter "
            "begins.",
        )
    return translate(
        "Incidents",
        "Another player's Seventh Street card up: the rest come down, and before any action seat "
        "{seat} may declare all-in for the pot or play on.",
    )


def _oot_why(incident: Incident, rules: HouseRules) -> str:
    action = incident.action
    if action is not None and action.kind.value == "fold":
        return translate("Incidents", "A fold out of turn is binding: the dealer names the player to act.")
    if rules.oot_restricted:
        return translate(
            "Incidents",
            "Out of turn: stopped and held in front. It binds if nobody bets or raises first; if someone "
            "does, the chips go back, and under this house rule there is no bet or raise after a check "
            "or call.",
        )
    return translate(
        "Incidents",
        "Out of turn: stopped and held in front. It binds if nobody bets or raises first; if someone "
        "does, the chips go back and the player has every option.",
    )


def wrong_text(incident: Incident, chosen: RulingKind, rules: HouseRules) -> str:
    """Why ``chosen`` is not the ruling here: the case it belongs to; "" when it is right for no
    case of this incident (the right ruling's reasons say enough)."""
    kind = incident.kind
    if kind in MISDEAL_KINDS:
        return misdeal_wrong_text(incident, chosen)
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
    elif kind is K.OVERSIZED_CHIP and incident.fact("bring_in") and chosen is R.COMPLETE_WITH_CHANGE:
        text = translate(
            "IncidentWrong", "Only a completion declared is one; without a word the chip brings it in."
        )
    elif kind is K.OVERSIZED_CHIP and incident.fact("bring_in") and chosen is R.CALL_WITH_CHANGE:
        text = translate("IncidentWrong", "There is nothing to call: seat {seat} is bringing it in.")
    elif kind is K.FOLD_NO_BET and chosen is R.FOLD_AT_ONCE:
        text = translate(
            "IncidentWrong",
            "Dealing on without the seat changes the card every later player receives; the seat is kept "
            "in the deal until a bet kills it.",
        )
    elif kind is K.FOLD_NO_BET and chosen is R.MUST_CHECK:
        text = translate("IncidentWrong", "A player may fold; the seat only keeps its place in the deal.")
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
