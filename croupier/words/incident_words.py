"""Incidents at the table in words: what went wrong (``incident_text``), each ruling as a choice
(``ruling_text``) and why the right one is right, with the facts of the case (``why_text``), in the
language installed. The walkthrough, the quiz and ``croupier procedure --incidents`` share them.

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

from croupier.engine.cards import Card
from croupier.engine.events import ActionKind
from croupier.engine.incidents import Incident, IncidentKind, RulingKind, right_ruling
from croupier.engine.rules import HouseRules
from croupier.i18n.formatting import format_chips
from croupier.i18n.names import card_label, street_name
from croupier.words.misdeal_words import (
    MISDEAL_KINDS,
    misdeal_incident_name,
    misdeal_incident_text,
    misdeal_ruling_texts,
    misdeal_why_text,
    misdeal_wrong_text,
)

__all__ = ["incident_name", "incident_text", "ruled_text", "ruling_text", "why_text", "wrong_text"]

translate = QCoreApplication.translate
K = IncidentKind
R = RulingKind


def _card(card: Card | None) -> str:
    return card_label(card) if card is not None else translate("Incidents", "a card")


def incident_text(incident: Incident) -> str:
    """What happened, as the dealer sees it: "Seat 4 puts a single 100 chip in without a word."."""
    if incident.kind in MISDEAL_KINDS:
        return misdeal_incident_text(incident)
    seat, card, chips = incident.seat, _card(incident.card), incident.chips
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


def why_text(incident: Incident, rules: HouseRules) -> str:
    """Why the right ruling is right, with the facts of this case."""
    kind = incident.kind
    if kind in MISDEAL_KINDS:
        return misdeal_why_text(incident)
    seat, card = incident.seat, _card(incident.card)
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
