"""Incidents at the table as data: what can go wrong (RULES.md §2.10 and §2.11, and R1.1, R3.10,
R4.8), the rulings a dealer or the floor can give, and which one is right for the facts of the case
under the house rules. ``table_incidents`` makes them happen on a live hand and carries the rulings
out.

>>> incident = Incident(IncidentKind.EXPOSED_HOLE_CARD, street=3, seat=3)
>>> right_ruling(incident, HouseRules()).kind.value, right_ruling(incident, HouseRules()).rule
('third_card_down', 'R10.1')
>>> right_ruling(incident, HouseRules.profile("tournament")).kind.value
'misdeal'
>>> [ruling.value for ruling in plausible_rulings(incident)][:2]
['third_card_down', 'misdeal']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from croupier.engine.cards import Card
from croupier.engine.legal import Action
from croupier.engine.rules import ExposedHoleCard, GameType, HouseRules

__all__ = [
    "DEALER_SLIPS",
    "PLAYER_INCIDENTS",
    "RULE_OF",
    "Incident",
    "IncidentKind",
    "Ruling",
    "RulingKind",
    "plausible_rulings",
    "right_ruling",
]


class IncidentKind(StrEnum):
    """What went wrong. The dealer's slips first (cards), then the players' (chips and turns)."""

    EXPOSED_HOLE_CARD = "exposed_hole_card"  # R10.1: a first or second hole card dealt face up
    CARD_OFF_TABLE = "card_off_table"  # R10.11: a hole card flipped off the table (exposed)
    ALL_THREE_EXPOSED = "all_three_exposed"  # R10.2
    DOOR_CARD_DOWN = "door_card_down"  # R10.3: all three initial cards face down
    CARD_TO_WRONG_SEAT = "card_to_wrong_seat"  # R10.4: the first card of the deal to the wrong seat
    BOXED_CARDS = "boxed_cards"  # R10.4: two cards found face up in the deck while dealing
    EXTRA_CARDS = "extra_cards"  # R10.4: two extra cards in the starting hands
    WRONG_CARD_COUNT = "wrong_card_count"  # R10.4: a player short a card of the initial deal
    OUT_OF_SEQUENCE = "out_of_sequence"  # R10.4: a card dealt to the seat after the one due
    CARD_TO_EMPTY_SEAT = "card_to_empty_seat"  # R10.4: a card dealt to an empty seat
    PLAYER_DEALT_OUT = "player_dealt_out"  # R10.4: an entitled player dealt no cards
    EXTRA_CARD = "extra_card"  # R10.5: one card too many before the first betting round
    BURN_MISSED = "burn_missed"  # R10.6: the burn card dealt to the first player
    DOUBLE_BURN = "double_burn"  # R10.6: two cards burned
    PREMATURE_CARD = "premature_card"  # R10.7: the next street's card dealt during the betting
    SEVENTH_CARD_UP = "seventh_card_up"  # R10.8
    ALL_IN_CARD_UP = "all_in_card_up"  # R10.9: an all-in player's final hole card face up
    DUPLICATE_CARD = "duplicate_card"  # R1.1
    ABSENT_PLAYER = "absent_player"  # R10.12
    DEAD_HAND = "dead_hand"  # R10.10: upcards turned down facing a bet
    WRONG_HAND_SIZE = "wrong_hand_size"  # R10.10: a hand of more or fewer than 7 cards at showdown
    CALLED_BEATEN = "called_beaten"  # R10.14: a call beaten on board, a refund asked
    WRONG_BRING_IN = "wrong_bring_in"  # R3.10: the wrong player posts the bring-in
    UNDERSIZED_BET = "undersized_bet"  # R4.8
    OUT_OF_TURN = "out_of_turn"  # R11.1
    VERBAL_RAISE = "verbal_raise"  # R11.2: "raise", and only the call put in
    STRING_RAISE = "string_raise"  # R11.3
    OVERSIZED_CHIP = "oversized_chip"  # R11.4
    MULTIPLE_CHIPS = "multiple_chips"  # R11.5
    SPLASH = "splash"  # R11.6: chips thrown into the pot
    FOLD_NO_BET = "fold_no_bet"  # R10.13: a fold while checking is free


RULE_OF: Mapping[IncidentKind, str] = {
    IncidentKind.EXPOSED_HOLE_CARD: "R10.1",
    IncidentKind.CARD_OFF_TABLE: "R10.11",
    IncidentKind.ALL_THREE_EXPOSED: "R10.2",
    IncidentKind.DOOR_CARD_DOWN: "R10.3",
    IncidentKind.CARD_TO_WRONG_SEAT: "R10.4",
    IncidentKind.BOXED_CARDS: "R10.4",
    IncidentKind.EXTRA_CARDS: "R10.4",
    IncidentKind.WRONG_CARD_COUNT: "R10.4",
    IncidentKind.OUT_OF_SEQUENCE: "R10.4",
    IncidentKind.CARD_TO_EMPTY_SEAT: "R10.4",
    IncidentKind.PLAYER_DEALT_OUT: "R10.4",
    IncidentKind.EXTRA_CARD: "R10.5",
    IncidentKind.BURN_MISSED: "R10.6",
    IncidentKind.DOUBLE_BURN: "R10.6",
    IncidentKind.PREMATURE_CARD: "R10.7",
    IncidentKind.SEVENTH_CARD_UP: "R10.8",
    IncidentKind.ALL_IN_CARD_UP: "R10.9",
    IncidentKind.DUPLICATE_CARD: "R1.1",
    IncidentKind.ABSENT_PLAYER: "R10.12",
    IncidentKind.DEAD_HAND: "R10.10",
    IncidentKind.WRONG_HAND_SIZE: "R10.10",
    IncidentKind.CALLED_BEATEN: "R10.14",
    IncidentKind.WRONG_BRING_IN: "R3.10",
    IncidentKind.UNDERSIZED_BET: "R4.8",
    IncidentKind.OUT_OF_TURN: "R11.1",
    IncidentKind.VERBAL_RAISE: "R11.2",
    IncidentKind.STRING_RAISE: "R11.3",
    IncidentKind.OVERSIZED_CHIP: "R11.4",
    IncidentKind.MULTIPLE_CHIPS: "R11.5",
    IncidentKind.SPLASH: "R11.6",
    IncidentKind.FOLD_NO_BET: "R10.13",
}
"""The rule each incident is ruled by (RULES.md)."""

DEALER_SLIPS = frozenset(
    {
        IncidentKind.EXPOSED_HOLE_CARD,
        IncidentKind.CARD_OFF_TABLE,
        IncidentKind.ALL_THREE_EXPOSED,
        IncidentKind.DOOR_CARD_DOWN,
        IncidentKind.CARD_TO_WRONG_SEAT,
        IncidentKind.BOXED_CARDS,
        IncidentKind.EXTRA_CARDS,
        IncidentKind.WRONG_CARD_COUNT,
        IncidentKind.OUT_OF_SEQUENCE,
        IncidentKind.CARD_TO_EMPTY_SEAT,
        IncidentKind.PLAYER_DEALT_OUT,
        IncidentKind.EXTRA_CARD,
        IncidentKind.BURN_MISSED,
        IncidentKind.DOUBLE_BURN,
        IncidentKind.PREMATURE_CARD,
        IncidentKind.SEVENTH_CARD_UP,
        IncidentKind.ALL_IN_CARD_UP,
        IncidentKind.DUPLICATE_CARD,
    }
)
"""The incidents that are the dealer's hand slipping (the cards); the rest are the players'."""

PLAYER_INCIDENTS = frozenset(set(IncidentKind) - DEALER_SLIPS)


class RulingKind(StrEnum):
    """What the dealer (or the floor) does about an incident. Each incident has one right ruling for
    its facts and house rules, and a few plausible wrong ones (``plausible_rulings``)."""

    # the cards
    THIRD_CARD_DOWN = "third_card_down"  # R10.1: the exposed card is the door, the third comes down
    MISDEAL = "misdeal"  # R10.1 (tournament), R10.2, R10.4: shuffle afresh and deal again
    DEAL_ON = "deal_on"  # wrong: go on as dealt
    REPLACE_CARD = "replace_card"  # wrong: the card is burned and replaced by the next one
    SCRAMBLE_TURN_ONE_UP = "scramble_turn_one_up"  # R10.3
    TURN_LAST_CARD_UP = "turn_last_card_up"  # wrong for R10.3: the third card is turned up
    PLAY_ON = "play_on"  # R10.4 after substantial action
    MOVE_CARD = "move_card"  # wrong for R10.4: the card is moved to its seat
    DEAL_MISSING = "deal_missing"  # R10.4: the top card to the player short, in proper sequence
    EXTRA_CARD_IS_BURN = "extra_card_is_burn"  # R10.5
    EXTRA_CARD_TO_MUCK = "extra_card_to_muck"  # wrong
    PLAYER_DISCARDS = "player_discards"  # wrong: the player gives back a card of their choice
    CORRECT_BURN = "correct_burn"  # R10.6: the cards go back to their proper positions
    PLAYER_KEEPS_CARD = "player_keeps_card"  # R10.6 on the final down card, looked at
    BURN_NEXT_CARD = "burn_next_card"  # wrong: leave it and burn the next card
    BOTH_BURNS_STAY = "both_burns_stay"  # wrong
    PREMATURE_BACK_NO_BURN = "premature_back_no_burn"  # R10.7
    PREMATURE_BACK_NEW_BURN = "premature_back_new_burn"  # wrong: the street is burned again
    PREMATURE_STAYS = "premature_stays"  # wrong: the player keeps the card
    PREMATURE_IS_BURN = "premature_is_burn"  # wrong: the card becomes the burn
    REMAINING_UP = "remaining_up"  # R10.8: the first player's card up: the others' up too
    REMAINING_DOWN_OPTION = "remaining_down_option"  # R10.8: another's: down; the player may declare
    REDEAL_CARD_DOWN = "redeal_card_down"  # wrong: the card is replaced by a down card
    ALL_IN_CARD_STAYS = "all_in_card_stays"  # R10.9
    VOID_HAND = "void_hand"  # R1.1: all action void, every bet returned, a fresh deck
    REMOVE_DUPLICATE = "remove_duplicate"  # wrong: the duplicate is taken out, play goes on
    # the players
    KILL_AT_TURN = "kill_at_turn"  # R10.12 cash: ante (and bring-in) forfeit, killed at its turn
    KILL_DOWN_CARDS = "kill_down_cards"  # R10.12 tournament: down cards killed, no 4th-street card
    DEAL_OUT = "deal_out"  # wrong: the ante back, the seat dealt out
    HOLD_ACTION = "hold_action"  # wrong: the table waits for the player
    HAND_FOLDED = "hand_folded"  # R10.10
    TURN_BACK_UP = "turn_back_up"  # wrong: the cards turned back up, play on
    HAND_DEAD = "hand_dead"  # R10.10: more than 7 cards, or fewer than 6 at showdown
    HAND_LIVE = "hand_live"  # R10.10: missing only its final card, the hand is ruled live
    NO_REFUND = "no_refund"  # R10.14
    REFUND_CALL = "refund_call"  # wrong
    BRING_IN_CORRECTED = "bring_in_corrected"  # R3.10: chips back, the low card brings it in
    BRING_IN_STANDS = "bring_in_stands"  # R3.10: the next player has acted
    BOTH_BRING_IN = "both_bring_in"  # wrong: the low card must bring it in as well
    BRING_UP = "bring_up"  # R4.8: the bet made the proper amount
    SHORT_BET_STANDS = "short_bet_stands"  # wrong
    SHORT_BET_IS_CHECK = "short_bet_is_check"  # wrong: chips back, a check
    OOT_HOLD = "oot_hold"  # R11.1: stopped, held in front; binding unless the action changes
    OOT_HOLD_RESTRICTED = "oot_hold_restricted"  # R11.1 with oot_restricted
    OOT_FOLD_BINDING = "oot_fold_binding"  # R11.1: an out-of-turn fold is binding
    OOT_ACCEPT = "oot_accept"  # wrong: the action taken and play goes on from there
    OOT_VOID = "oot_void"  # wrong: chips back, it never counts
    VERBAL_STANDS = "verbal_stands"  # R11.2: the word counts: a raise, completed
    CHIPS_STAND = "chips_stand"  # wrong: the chips count
    PLAYER_CHOOSES = "player_chooses"  # wrong: the player may say what they meant
    CALL_EXTRA_BACK = "call_extra_back"  # R11.3: a call, the extra chips back
    RAISE_STANDS = "raise_stands"  # wrong for R11.3 and R11.4
    CALL_WITH_CHANGE = "call_with_change"  # R11.4 facing a bet
    BET_WITH_CHANGE = "bet_with_change"  # R11.4 not facing a bet
    BRING_IN_WITH_CHANGE = "bring_in_with_change"  # R11.4 on 3rd street, undeclared: the bring-in
    COMPLETE_WITH_CHANGE = "complete_with_change"  # wrong: undeclared, the chip is not a completion
    FULL_RAISE = "full_raise"  # R11.5: at least half a raise: a full raise, completed
    CALL_EXCESS_BACK = "call_excess_back"  # R11.5: less: a call, the excess back
    SPLASH_COUNTED = "splash_counted"  # R11.6: the amount verified and counted; asked not to
    SPLASH_DEAD = "splash_dead"  # wrong: the chips are dead, call again
    SPLASH_VOID = "splash_void"  # wrong: chips back, act again
    KEEP_DEALING = "keep_dealing"  # R10.13: the seat keeps receiving cards until a bet kills it
    FOLD_AT_ONCE = "fold_at_once"  # wrong: folded at once, no more cards (the others' cards change)
    MUST_CHECK = "must_check"  # wrong: the fold refused, the player must check


@dataclass(frozen=True, slots=True)
class Ruling:
    """A ruling and the rule behind it."""

    kind: RulingKind
    rule: str


@dataclass(frozen=True, slots=True)
class Incident:
    """One incident: what went wrong, on which street, whose seat and card, the chips put out, and
    the facts the ruling turns on (``facts``: ``first``, ``heads_up``, ``next_acted``, ``looked``,
    ``facing_bet``, ``half_raise`` …). ``action``: what a player did out of turn, or what the chips
    put out would be as a wager (``to``: the street total they make)."""

    kind: IncidentKind
    street: int
    seat: int | None = None
    card: Card | None = None
    chips: int = 0
    to_call: int = 0
    action: Action | None = None
    facts: Mapping[str, object] = field(default_factory=dict)

    @property
    def rule(self) -> str:
        return RULE_OF[self.kind]

    def fact(self, name: str) -> bool:
        return bool(self.facts.get(name))


_K = IncidentKind
_R = RulingKind

_PLAUSIBLE: Mapping[IncidentKind, tuple[RulingKind, ...]] = {
    _K.EXPOSED_HOLE_CARD: (_R.THIRD_CARD_DOWN, _R.MISDEAL, _R.DEAL_ON, _R.REPLACE_CARD),
    _K.CARD_OFF_TABLE: (_R.THIRD_CARD_DOWN, _R.MISDEAL, _R.DEAL_ON, _R.REPLACE_CARD),
    _K.ALL_THREE_EXPOSED: (_R.MISDEAL, _R.THIRD_CARD_DOWN, _R.DEAL_ON),
    _K.DOOR_CARD_DOWN: (_R.SCRAMBLE_TURN_ONE_UP, _R.TURN_LAST_CARD_UP, _R.MISDEAL, _R.DEAL_ON),
    _K.CARD_TO_WRONG_SEAT: (_R.MISDEAL, _R.PLAY_ON, _R.MOVE_CARD),
    _K.BOXED_CARDS: (_R.MISDEAL, _R.PLAY_ON, _R.VOID_HAND),
    _K.EXTRA_CARDS: (_R.MISDEAL, _R.EXTRA_CARD_IS_BURN, _R.EXTRA_CARD_TO_MUCK, _R.PLAYER_DISCARDS),
    _K.WRONG_CARD_COUNT: (_R.MISDEAL, _R.DEAL_MISSING, _R.PLAY_ON),
    _K.OUT_OF_SEQUENCE: (_R.MISDEAL, _R.PLAY_ON, _R.MOVE_CARD),
    _K.CARD_TO_EMPTY_SEAT: (_R.MISDEAL, _R.EXTRA_CARD_IS_BURN, _R.EXTRA_CARD_TO_MUCK, _R.MOVE_CARD),
    _K.PLAYER_DEALT_OUT: (_R.MISDEAL, _R.DEAL_MISSING, _R.DEAL_OUT, _R.PLAY_ON),
    _K.EXTRA_CARD: (_R.EXTRA_CARD_IS_BURN, _R.EXTRA_CARD_TO_MUCK, _R.PLAYER_DISCARDS, _R.MISDEAL),
    _K.BURN_MISSED: (_R.CORRECT_BURN, _R.PLAYER_KEEPS_CARD, _R.BURN_NEXT_CARD, _R.MISDEAL),
    _K.DOUBLE_BURN: (_R.CORRECT_BURN, _R.BOTH_BURNS_STAY, _R.MISDEAL),
    _K.PREMATURE_CARD: (
        _R.PREMATURE_BACK_NO_BURN,
        _R.PREMATURE_BACK_NEW_BURN,
        _R.PREMATURE_STAYS,
        _R.PREMATURE_IS_BURN,
    ),
    _K.SEVENTH_CARD_UP: (_R.REMAINING_UP, _R.REMAINING_DOWN_OPTION, _R.REDEAL_CARD_DOWN, _R.MISDEAL),
    _K.ALL_IN_CARD_UP: (_R.ALL_IN_CARD_STAYS, _R.REMAINING_UP, _R.REMAINING_DOWN_OPTION, _R.REDEAL_CARD_DOWN),
    _K.DUPLICATE_CARD: (_R.VOID_HAND, _R.REMOVE_DUPLICATE, _R.REPLACE_CARD, _R.PLAY_ON),
    _K.ABSENT_PLAYER: (_R.KILL_AT_TURN, _R.KILL_DOWN_CARDS, _R.DEAL_OUT, _R.HOLD_ACTION),
    _K.DEAD_HAND: (_R.HAND_FOLDED, _R.TURN_BACK_UP, _R.PLAYER_CHOOSES),
    _K.WRONG_HAND_SIZE: (_R.HAND_DEAD, _R.HAND_LIVE, _R.DEAL_MISSING),
    _K.CALLED_BEATEN: (_R.NO_REFUND, _R.REFUND_CALL),
    _K.WRONG_BRING_IN: (_R.BRING_IN_CORRECTED, _R.BRING_IN_STANDS, _R.BOTH_BRING_IN),
    _K.UNDERSIZED_BET: (_R.BRING_UP, _R.SHORT_BET_STANDS, _R.SHORT_BET_IS_CHECK),
    _K.OUT_OF_TURN: (_R.OOT_HOLD, _R.OOT_HOLD_RESTRICTED, _R.OOT_ACCEPT, _R.OOT_VOID),
    _K.VERBAL_RAISE: (_R.VERBAL_STANDS, _R.CHIPS_STAND, _R.PLAYER_CHOOSES),
    _K.STRING_RAISE: (_R.CALL_EXTRA_BACK, _R.RAISE_STANDS, _R.PLAYER_CHOOSES),
    _K.OVERSIZED_CHIP: (_R.CALL_WITH_CHANGE, _R.RAISE_STANDS, _R.PLAYER_CHOOSES),
    _K.MULTIPLE_CHIPS: (_R.FULL_RAISE, _R.CALL_EXCESS_BACK, _R.PLAYER_CHOOSES),
    _K.SPLASH: (_R.SPLASH_COUNTED, _R.SPLASH_DEAD, _R.SPLASH_VOID),
    _K.FOLD_NO_BET: (_R.KEEP_DEALING, _R.FOLD_AT_ONCE, _R.MUST_CHECK),
}

_OOT_FOLD = (_R.OOT_FOLD_BINDING, _R.OOT_HOLD, _R.OOT_ACCEPT, _R.OOT_VOID)
_OVERSIZED_OPEN = (_R.BET_WITH_CHANGE, _R.RAISE_STANDS, _R.PLAYER_CHOOSES)
_OVERSIZED_BRING_IN = (
    _R.BRING_IN_WITH_CHANGE,
    _R.COMPLETE_WITH_CHANGE,
    _R.CALL_WITH_CHANGE,
    _R.PLAYER_CHOOSES,
)


def plausible_rulings(incident: Incident) -> tuple[RulingKind, ...]:
    """The rulings to choose from for ``incident``: the right one under either house rule and for
    the neighbouring cases (before or after the next player acted, cash or tournament), and the
    mistakes a dealer makes there. The right one for these facts is always among them."""
    kind = incident.kind
    if kind is _K.OUT_OF_TURN and incident.action is not None and incident.action.kind.value == "fold":
        return _OOT_FOLD
    if kind is _K.OVERSIZED_CHIP and incident.fact("bring_in"):
        return _OVERSIZED_BRING_IN
    if kind is _K.OVERSIZED_CHIP and not incident.fact("facing_bet"):
        return _OVERSIZED_OPEN
    return _PLAUSIBLE[kind]


def right_ruling(incident: Incident, rules: HouseRules) -> Ruling:
    """The ruling for ``incident`` under ``rules``, by the rule of RULES.md it falls under."""
    return Ruling(_right_kind(incident, rules), incident.rule)


def _right_kind(incident: Incident, rules: HouseRules) -> RulingKind:
    kind = incident.kind
    if kind in {_K.EXPOSED_HOLE_CARD, _K.CARD_OFF_TABLE}:
        if rules.exposed_initial_holecard is ExposedHoleCard.MISDEAL:
            return _R.MISDEAL
        return _R.THIRD_CARD_DOWN
    if kind in {_K.CARD_TO_WRONG_SEAT, _K.BOXED_CARDS, _K.OUT_OF_SEQUENCE}:
        # R10.4: a misdeal only before substantial action (two players after the forced bet acted)
        return _R.PLAY_ON if incident.fact("substantial") else _R.MISDEAL
    if kind is _K.WRONG_CARD_COUNT:
        # the top card may be dealt if it goes to the player in proper sequence
        return _R.DEAL_MISSING if incident.fact("in_sequence") else _R.MISDEAL
    if kind is _K.WRONG_HAND_SIZE:
        # R10.10: more than 7 dead; fewer than 6 at showdown dead; only the final card missing live
        return _R.HAND_LIVE if incident.facts.get("cards") == 6 else _R.HAND_DEAD
    if kind is _K.BURN_MISSED:
        return _R.PLAYER_KEEPS_CARD if incident.fact("looked") else _R.CORRECT_BURN
    if kind is _K.SEVENTH_CARD_UP:
        return _R.REMAINING_UP if incident.fact("first") else _R.REMAINING_DOWN_OPTION
    if kind is _K.ABSENT_PLAYER:
        return _R.KILL_DOWN_CARDS if rules.mode is GameType.TOURNAMENT else _R.KILL_AT_TURN
    if kind is _K.WRONG_BRING_IN:
        return _R.BRING_IN_STANDS if incident.fact("next_acted") else _R.BRING_IN_CORRECTED
    if kind is _K.OUT_OF_TURN:
        if incident.action is not None and incident.action.kind.value == "fold":
            return _R.OOT_FOLD_BINDING
        return _R.OOT_HOLD_RESTRICTED if rules.oot_restricted else _R.OOT_HOLD
    if kind is _K.OVERSIZED_CHIP:
        if incident.fact("bring_in"):  # R11.4 on 3rd street: undeclared, the bring-in
            return _R.BRING_IN_WITH_CHANGE
        return _R.CALL_WITH_CHANGE if incident.fact("facing_bet") else _R.BET_WITH_CHANGE
    if kind is _K.MULTIPLE_CHIPS:
        return _R.FULL_RAISE if incident.fact("half_raise") else _R.CALL_EXCESS_BACK
    return _FIXED[kind]


_FIXED: Mapping[IncidentKind, RulingKind] = {
    _K.ALL_THREE_EXPOSED: _R.MISDEAL,
    _K.EXTRA_CARDS: _R.MISDEAL,
    _K.CARD_TO_EMPTY_SEAT: _R.MISDEAL,
    _K.PLAYER_DEALT_OUT: _R.MISDEAL,
    _K.DOOR_CARD_DOWN: _R.SCRAMBLE_TURN_ONE_UP,
    _K.EXTRA_CARD: _R.EXTRA_CARD_IS_BURN,
    _K.DOUBLE_BURN: _R.CORRECT_BURN,
    _K.PREMATURE_CARD: _R.PREMATURE_BACK_NO_BURN,
    _K.ALL_IN_CARD_UP: _R.ALL_IN_CARD_STAYS,
    _K.DUPLICATE_CARD: _R.VOID_HAND,
    _K.DEAD_HAND: _R.HAND_FOLDED,
    _K.CALLED_BEATEN: _R.NO_REFUND,
    _K.UNDERSIZED_BET: _R.BRING_UP,
    _K.VERBAL_RAISE: _R.VERBAL_STANDS,
    _K.STRING_RAISE: _R.CALL_EXTRA_BACK,
    _K.SPLASH: _R.SPLASH_COUNTED,
    _K.FOLD_NO_BET: _R.KEEP_DEALING,
}
