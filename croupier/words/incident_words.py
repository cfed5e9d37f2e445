"""Incidents at the table in words: what went wrong (``incident_text``), each ruling as a choice
(``ruling_text``) and why the right one is right, with the facts of the case (``why_text``), in the
language installed. The walkthrough, the quiz and ``croupier procedure --incidents`` share them. The
reasons (``why_text``, ``wrong_text``) are written in ``incident_why_words`` and handed on from here.

>>> from croupier.engine.incidents import Incident, IncidentKind, RulingKind
>>> from croupier.engine.rules import HouseRules
>>> incident = Incident(IncidentKind.STRING_RAISE, street=3, seat=3, chips=40, to_call=20)
>>> incident_text(incident)
'Seat 3 puts in 20, then reaches back and adds 20 more without a word.'
>>> ruling_text(RulingKind.CALL_EXTRA_BACK)
'A call: the extra chips go back'
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from croupier.engine.incidents import Incident, IncidentKind, RulingKind, right_ruling
from croupier.engine.rules import HouseRules
from croupier.i18n.formatting import format_chips
from croupier.i18n.names import street_name
from croupier.words.incident_why_words import incident_card, why_text, wrong_text
from croupier.words.misdeal_words import (
    MISDEAL_KINDS,
    misdeal_incident_name,
    misdeal_incident_text,
    misdeal_ruling_texts,
)

__all__ = ["incident_name", "incident_text", "ruled_text", "ruling_text", "why_text", "wrong_text"]

translate = QCoreApplication.translate
K = IncidentKind
R = RulingKind


def incident_text(incident: Incident) -> str:
    """What happened, as the dealer sees it: "Seat 4 puts a single 100 chip in without a word."."""
    if incident.kind in MISDEAL_KINDS:
        return misdeal_incident_text(incident)
    seat, card, chips = incident.seat, incident_card(incident.card), incident.chips
    call = incident.to_call
    extra = chips - call
    texts = {
        K.EXPOSED_HOLE_CARD: translate(
            "Incidents", "Your hand slips: seat {seat}'s hole card lands face up ({card})."
        ),
        K.CARD_OFF_TABLE: translate(
            "Incidents",
            "Seat {seat}'s hole card flips off the table and lands face up on the floor ({card}).",
        ),
        K.ALL_THREE_EXPOSED: translate(
            "Incidents",
            "Both of seat {seat}'s hole cards were dealt face up: with the door, all three of its first "
            "cards lie face up.",
        ),
        K.DOOR_CARD_DOWN: translate(
            "Incidents", "Seat {seat}'s door card went down: all three of its cards are face down."
        ),
        K.CARD_TO_WRONG_SEAT: translate(
            "Incidents", "The first card of the deal went to seat {seat} instead of seat {meant}."
        ),
        K.EXTRA_CARD: translate("Incidents", "Seat {seat} has been dealt a fourth card before the betting."),
        K.BURN_MISSED: translate(
            "Incidents", "The burn card stuck: it went to seat {seat} and no card was burned."
        ),
        K.DOUBLE_BURN: translate("Incidents", "Two cards came off together: you burned two cards."),
        K.PREMATURE_CARD: translate(
            "Incidents",
            "During the betting you burn a card and deal seat {seat} its {street} card early ({card}).",
        ),
        K.SEVENTH_CARD_UP: translate(
            "Incidents", "Seat {seat}'s Seventh Street card is dealt face up ({card})."
        ),
        K.ALL_IN_CARD_UP: translate(
            "Incidents", "Seat {seat} is all-in, and its Seventh Street card is dealt face up ({card})."
        ),
        K.DUPLICATE_CARD: translate(
            "Incidents", "Seat {seat} is dealt {card} — and seat {other} already shows {card}."
        ),
        K.ABSENT_PLAYER: translate("Incidents", "Seat {seat} has left the table; its cards lie untouched."),
        K.DEAD_HAND: translate(
            "Incidents",
            "Facing a bet, seat {seat} turns its upcards face down and pushes them to the others.",
        ),
        K.CALLED_BEATEN: translate(
            "Incidents", "Seat {seat} called although beaten on board and asks for the call back."
        ),
        K.WRONG_BRING_IN: translate(
            "Incidents", "Seat {seat} posts the bring-in ({chips}), but seat {low} has the low card."
        ),
        K.UNDERSIZED_BET: translate("Incidents", "Seat {seat} bets {chips}: short of the {full} bet."),
        K.VERBAL_RAISE: translate("Incidents", "Seat {seat} says “raise” and puts in only {chips}."),
        K.STRING_RAISE: translate(
            "Incidents", "Seat {seat} puts in {call}, then reaches back and adds {extra} more without a word."
        ),
        K.OVERSIZED_CHIP: translate("Incidents", "Seat {seat} puts a single {chips} chip in without a word."),
        K.MULTIPLE_CHIPS: translate(
            "Incidents", "Seat {seat} puts {chips} in one motion without a word; {call} is to call."
        ),
        K.SPLASH: translate("Incidents", "Seat {seat} throws {chips} straight into the pot."),
        K.FOLD_NO_BET: translate(
            "Incidents", "Nobody has bet, and seat {seat} folds: it pushes its cards towards you."
        ),
    }
    text = texts.get(incident.kind, "")
    if incident.kind is K.BURN_MISSED and incident.street == 7:  # R10.6: looked at or not decides
        text = (
            translate(
                "Incidents",
                "The burn card stuck: it went to seat {seat} as its last card, and no card was burned. "
                "Seat {seat} has looked at it.",
            )
            if incident.fact("looked")
            else translate(
                "Incidents",
                "The burn card stuck: it went to seat {seat} as its last card, and no card was burned. "
                "Seat {seat} has not looked at it: it lies apart from the hole cards.",
            )
        )
    if incident.kind is K.OVERSIZED_CHIP and incident.fact("bring_in"):
        text = translate(
            "Incidents", "Seat {seat}, to bring it in, puts a single {chips} chip in without a word."
        )
    if incident.kind is K.OUT_OF_TURN and incident.action is not None:
        text = _out_of_turn(incident)
    elif incident.kind is K.WRONG_BRING_IN and incident.fact("next_acted"):
        text = translate(
            "Incidents",
            "Seat {seat} has posted the bring-in ({chips}) and the next player has called, but seat "
            "{low} has the low card.",
        )
    action = incident.action
    return text.format(
        seat=seat,
        card=card,
        chips=format_chips(chips),
        call=format_chips(call),
        extra=format_chips(extra),
        full=format_chips(action.amount if action is not None else 0),
        meant=incident.facts.get("meant_for", ""),
        other=incident.facts.get("also_at", ""),
        low=incident.facts.get("low_card", ""),
        street=street_name(min(7, int(str(incident.facts.get("street", incident.street + 1))))),
    )


def _out_of_turn(incident: Incident) -> str:
    action = incident.action
    assert action is not None
    turn = incident.facts.get("turn_of", "")
    texts = {
        "fold": translate("Incidents", "Seat {seat} folds out of turn: seat {turn} is to act."),
        "check": translate("Incidents", "Seat {seat} says “check” out of turn: seat {turn} is to act."),
        "call": translate("Incidents", "Seat {seat} calls {chips} out of turn: seat {turn} is to act."),
        "bet": translate("Incidents", "Seat {seat} bets {to} out of turn: seat {turn} is to act."),
        "raise": translate("Incidents", "Seat {seat} raises to {to} out of turn: seat {turn} is to act."),
        "complete": translate(
            "Incidents", "Seat {seat} completes to {to} out of turn: seat {turn} is to act."
        ),
    }
    return texts[action.kind.value].replace("{to}", format_chips(action.amount)).replace("{turn}", str(turn))


def ruling_text(kind: RulingKind) -> str:
    """A ruling as one of the choices after Stop."""
    own = misdeal_ruling_texts()
    if kind in own:
        return own[kind]
    return {
        R.THIRD_CARD_DOWN: translate(
            "Incidents", "The exposed card is the door card; deal the third card down"
        ),
        R.MISDEAL: translate("Incidents", "Misdeal: antes back, shuffle and deal again"),
        R.DEAL_ON: translate("Incidents", "Deal on as usual"),
        R.REPLACE_CARD: translate("Incidents", "Burn the card and give the player the next one"),
        R.SCRAMBLE_TURN_ONE_UP: translate(
            "Incidents", "Scramble the three cards face down and turn one up at random as the door"
        ),
        R.TURN_LAST_CARD_UP: translate("Incidents", "Turn the third card up: it is the door"),
        R.PLAY_ON: translate("Incidents", "No misdeal: the hand is played out"),
        R.MOVE_CARD: translate("Incidents", "Move the card to the right seat and deal on"),
        R.EXTRA_CARD_IS_BURN: translate(
            "Incidents", "The extra card goes back on the stub as the next burn card"
        ),
        R.EXTRA_CARD_TO_MUCK: translate("Incidents", "The extra card goes to the muck"),
        R.PLAYER_DISCARDS: translate("Incidents", "The player gives back a card of their choice"),
        R.CORRECT_BURN: translate("Incidents", "Put the cards back in their proper places: burn, then deal"),
        R.PLAYER_KEEPS_CARD: translate("Incidents", "The player keeps the card"),
        R.BURN_NEXT_CARD: translate("Incidents", "Leave it and burn the next card"),
        R.BOTH_BURNS_STAY: translate("Incidents", "Both burn cards stay; deal on"),
        R.PREMATURE_BACK_NO_BURN: translate(
            "Incidents", "The card goes back, the stub is shuffled, the street is dealt with no new burn"
        ),
        R.PREMATURE_BACK_NEW_BURN: translate(
            "Incidents", "The card goes back, the stub is shuffled, burn again before the street"
        ),
        R.PREMATURE_STAYS: translate("Incidents", "The player keeps the card as their next card"),
        R.PREMATURE_IS_BURN: translate("Incidents", "The card becomes the burn card"),
        R.REMAINING_UP: translate("Incidents", "Deal the remaining Seventh Street cards face up"),
        R.REMAINING_DOWN_OPTION: translate(
            "Incidents",
            "Any Seventh Street cards still to come go down; the exposed player may declare all-in for "
            "the pot",
        ),
        R.REDEAL_CARD_DOWN: translate("Incidents", "Take the card back and deal that player a new one down"),
        R.ALL_IN_CARD_STAYS: translate(
            "Incidents", "The card stays up; the others get their cards as normal"
        ),
        R.VOID_HAND: translate("Incidents", "All action void: every bet back, a new deck, deal again"),
        R.REMOVE_DUPLICATE: translate("Incidents", "Take the duplicate out and play on"),
        R.KILL_AT_TURN: translate(
            "Incidents", "Ante (and bring-in) forfeit; the hand is killed when the action reaches the seat"
        ),
        R.KILL_DOWN_CARDS: translate(
            "Incidents", "Kill the down cards now; the door card when the action comes; no more cards"
        ),
        R.DEAL_OUT: translate("Incidents", "Give back the ante and deal the seat out"),
        R.HOLD_ACTION: translate("Incidents", "Hold the action until the player is back"),
        R.HAND_FOLDED: translate("Incidents", "The hand has folded"),
        R.TURN_BACK_UP: translate("Incidents", "Turn the cards back up and play on"),
        R.NO_REFUND: translate("Incidents", "No refund: the call stands"),
        R.REFUND_CALL: translate("Incidents", "Give the call back"),
        R.BRING_IN_CORRECTED: translate(
            "Incidents", "The chips go back; the low card brings it in (or completes)"
        ),
        R.BRING_IN_STANDS: translate("Incidents", "The bring-in stands; the low card has no obligation"),
        R.BOTH_BRING_IN: translate("Incidents", "The bring-in stands and the low card must bring it in too"),
        R.BRING_UP: translate("Incidents", "The bet is brought up to the full amount"),
        R.SHORT_BET_STANDS: translate("Incidents", "The short bet stands; the others call that"),
        R.SHORT_BET_IS_CHECK: translate("Incidents", "The chips go back: it is a check"),
        R.OOT_HOLD: translate(
            "Incidents",
            "Stop it, name the player to act; it stands if the action does not change, else every option",
        ),
        R.OOT_HOLD_RESTRICTED: translate(
            "Incidents",
            "Stop it, name the player to act; it stands if the action does not change, else no bet or raise",
        ),
        R.OOT_FOLD_BINDING: translate("Incidents", "Stop it, name the player to act; the fold is binding"),
        R.OOT_ACCEPT: translate("Incidents", "Take the action and go on from that player"),
        R.OOT_VOID: translate("Incidents", "Give the chips back: it does not count"),
        R.VERBAL_STANDS: translate("Incidents", "The word counts: a raise, the player puts in the rest"),
        R.CHIPS_STAND: translate("Incidents", "The chips count: a call"),
        R.PLAYER_CHOOSES: translate("Incidents", "Ask the player what they meant"),
        R.CALL_EXTRA_BACK: translate("Incidents", "A call: the extra chips go back"),
        R.RAISE_STANDS: translate("Incidents", "A raise"),
        R.CALL_WITH_CHANGE: translate("Incidents", "A call: make change"),
        R.BET_WITH_CHANGE: translate("Incidents", "A bet of the fixed amount: make change"),
        R.FULL_RAISE: translate("Incidents", "A full raise: the player puts in the rest"),
        R.CALL_EXCESS_BACK: translate("Incidents", "A call: the excess goes back"),
        R.SPLASH_COUNTED: translate(
            "Incidents", "Count the chips: they are the call; ask the player to keep bets in front"
        ),
        R.SPLASH_DEAD: translate("Incidents", "The chips are dead in the pot: the player calls again"),
        R.SPLASH_VOID: translate("Incidents", "Give the chips back and let the player act again"),
        R.BRING_IN_WITH_CHANGE: translate("Incidents", "The bring-in: make change"),
        R.COMPLETE_WITH_CHANGE: translate("Incidents", "A completion to the small bet: make change"),
        R.KEEP_DEALING: translate(
            "Incidents", "The seat keeps getting its cards until a bet is made; then the hand is dead"
        ),
        R.FOLD_AT_ONCE: translate("Incidents", "The hand is dead now: deal on without the seat"),
        R.MUST_CHECK: translate("Incidents", "The fold does not count: the player must check"),
    }[kind]


def ruled_text(incident: Incident, rules: HouseRules) -> str:
    """The ruling carried out, for the script: "A call: the extra chips go back (R11.3)"."""
    ruling = right_ruling(incident, rules)
    return translate("Incidents", "{ruling} ({rule})").format(
        ruling=ruling_text(ruling.kind), rule=ruling.rule
    )


def incident_name(kind: IncidentKind) -> str:
    """The incident's name, for a list to choose from: "String raise"."""
    if kind in MISDEAL_KINDS:
        return misdeal_incident_name(kind)
    return {
        K.EXPOSED_HOLE_CARD: translate("Incidents", "Hole card dealt face up"),
        K.CARD_OFF_TABLE: translate("Incidents", "Card off the table"),
        K.ALL_THREE_EXPOSED: translate("Incidents", "Both hole cards face up (all three first cards)"),
        K.DOOR_CARD_DOWN: translate("Incidents", "Door card dealt down"),
        K.CARD_TO_WRONG_SEAT: translate("Incidents", "First card to the wrong seat"),
        K.EXTRA_CARD: translate("Incidents", "Extra card before the betting"),
        K.BURN_MISSED: translate("Incidents", "Burn card missed"),
        K.DOUBLE_BURN: translate("Incidents", "Two cards burned"),
        K.PREMATURE_CARD: translate("Incidents", "Card dealt too early"),
        K.SEVENTH_CARD_UP: translate("Incidents", "Seventh Street card dealt up"),
        K.ALL_IN_CARD_UP: translate("Incidents", "All-in player's last card dealt up"),
        K.DUPLICATE_CARD: translate("Incidents", "Duplicate card"),
        K.ABSENT_PLAYER: translate("Incidents", "Player away from the table"),
        K.DEAD_HAND: translate("Incidents", "Upcards turned down facing a bet"),
        K.CALLED_BEATEN: translate("Incidents", "Refund asked for a call beaten on board"),
        K.WRONG_BRING_IN: translate("Incidents", "Wrong player brings it in"),
        K.UNDERSIZED_BET: translate("Incidents", "Bet short of the limit"),
        K.OUT_OF_TURN: translate("Incidents", "Action out of turn"),
        K.VERBAL_RAISE: translate("Incidents", "“Raise” said, a call put in"),
        K.STRING_RAISE: translate("Incidents", "String raise"),
        K.OVERSIZED_CHIP: translate("Incidents", "One oversized chip"),
        K.MULTIPLE_CHIPS: translate("Incidents", "Several chips without a word"),
        K.SPLASH: translate("Incidents", "Chips splashed into the pot"),
        K.FOLD_NO_BET: translate("Incidents", "Fold with no bet to face"),
    }[kind]
