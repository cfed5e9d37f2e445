"""The irregularities of RULES.md §2.10 as data: a situation set up on a real engine hand, the correct
ruling under the house rules, and the rule number (drill material).

Each ``Irregularity`` builds its ``Situation`` from a seed: a live hand (dealt through the
procedure) stopped at the moment of the mistake, the seat and card concerned, and what happened.
``ruling(situation)`` is the answer; ``rulings()`` lists every answer the irregularity can have, for
multiple choice.

>>> exposed = BY_CODE["exposed_hole_card"]
>>> situation = exposed.situation(seed=3)
>>> situation.street, exposed.ruling(situation).kind.value, exposed.ruling(situation).rule
(3, 'third_card_down', 'R10.1')
>>> tournament = HouseRules.profile("tournament")
>>> exposed.ruling(exposed.situation(seed=3, rules=tournament)).kind.value
'misdeal'
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from croupier.engine.cards import Card, Deck
from croupier.engine.events import CardDealt
from croupier.engine.hand import Hand, ShowDue, TurnDue
from croupier.engine.rules import STUD, ExposedHoleCard, HouseRules, Stakes, Variant
from croupier.procedure.procedure import Procedure
from croupier.procedure.steps import DealerStep, StepKind

__all__ = [
    "BY_CODE",
    "IRREGULARITIES",
    "STUD_GAME",
    "Game",
    "Irregularity",
    "Ruling",
    "RulingKind",
    "Situation",
]


class RulingKind(StrEnum):
    """What the dealer (or the floor) does about an irregularity."""

    THIRD_CARD_DOWN = "third_card_down"  # R10.1: the exposed hole card serves as the door card
    MISDEAL = "misdeal"  # R10.1 (tournament), R10.2, R10.4
    SCRAMBLE_AND_TURN_ONE_UP = "scramble_and_turn_one_up"  # R10.3
    EXTRA_CARD_BECOMES_BURN = "extra_card_becomes_burn"  # R10.5
    CORRECT_BURN_POSITIONS = "correct_burn_positions"  # R10.6
    PLAYER_KEEPS_FINAL_CARD = "player_keeps_final_card"  # R10.6, final down card seen or mixed
    PREMATURE_CARD_BACK_NO_NEW_BURN = "premature_card_back_no_new_burn"  # R10.7
    REMAINING_CARDS_FACE_UP = "remaining_cards_face_up"  # R10.8, the first player's card
    REMAINING_DOWN_EXPOSED_MAY_DECLARE_ALL_IN = "remaining_down_exposed_may_declare_all_in"  # R10.8
    ALL_IN_CARD_STAYS_UP = "all_in_card_stays_up"  # R10.9
    PLAY_ON = "play_on"  # R10.4: substantial action, no misdeal
    BRING_IN_CORRECTED = "bring_in_corrected"  # R3.10: next player has not acted
    WRONG_BRING_IN_STANDS = "wrong_bring_in_stands"  # R3.10: next player has acted
    SEAT_KEEPS_RECEIVING_CARDS = "seat_keeps_receiving_cards"  # R10.13


@dataclass(frozen=True, slots=True)
class Ruling:
    """The correct ruling, the rule behind it, and one line of why (English, for logs)."""

    kind: RulingKind
    rule: str
    explanation: str


@dataclass(frozen=True, slots=True)
class Game:
    """The game and structure an irregularity is dealt in."""

    variant: Variant = STUD
    stakes: Stakes = field(default_factory=Stakes)


STUD_GAME = Game()


@dataclass(slots=True)
class Situation:
    """An irregularity on a live hand: ``procedure`` stands at the moment of the mistake."""

    code: str
    procedure: Procedure
    seat: int | None
    card: Card | None
    street: int
    what: str
    facts: Mapping[str, object] = field(default_factory=dict)

    @property
    def hand(self) -> Hand:
        return self.procedure.hand


Setup = Callable[[random.Random, HouseRules, Game], Situation]
Decide = Callable[[Situation, HouseRules], Ruling]


@dataclass(frozen=True, slots=True)
class Irregularity:
    """One irregularity of RULES.md §2.10: how to set it up and how it is ruled."""

    code: str
    rule: str
    title: str
    setup: Setup
    decide: Decide
    possible: tuple[Ruling, ...]

    def situation(self, seed: int = 0, rules: HouseRules | None = None, game: Game = STUD_GAME) -> Situation:
        """The irregularity on a hand of ``game`` dealt from ``seed`` under ``rules`` (default:
        cash)."""
        return self.setup(random.Random(seed), rules or HouseRules(), game)

    def ruling(self, situation: Situation) -> Ruling:
        """The correct ruling for ``situation`` under the house rules of its hand."""
        return self.decide(situation, situation.procedure.rules)

    def rulings(self) -> tuple[Ruling, ...]:
        """Every ruling this irregularity can have (under some house rule or circumstance)."""
        return self.possible


# ------------------------------------------------------------------------------------ set-ups


def _procedure(
    rng: random.Random,
    rules: HouseRules,
    game: Game = STUD_GAME,
    players: int | None = None,
    stacks: list[int] | None = None,
) -> Procedure:
    count = players if players is not None else rng.randint(4, 7)
    deep = 50 * game.stakes.big_bet
    hand = Hand(game.variant, game.stakes, stacks or [deep] * count, rules, deck=Deck(rng), rng=rng)
    return Procedure(hand)


def _passive(hand: Hand, keep: int | None = None) -> None:
    step = hand.next_step()
    if isinstance(step, ShowDue):
        hand.show()
        return
    assert isinstance(step, TurnDue)
    legal = hand.legal_actions()
    if keep is not None and len(hand.live_seats) > keep and legal.fold and legal.bring_in is None:
        hand.fold()
    elif legal.bring_in is not None:
        hand.post_bring_in()
    else:
        hand.check_or_call()


Stop = Callable[[tuple[DealerStep, ...]], bool]


def _walk(procedure: Procedure, stop: Stop, keep: int | None = None) -> None:
    """Follow the procedure (players passive; folding down to ``keep``) until ``stop(expected)``."""
    for _ in range(2000):
        expected = procedure.expected()
        if stop(expected):
            return
        if expected:
            procedure.perform(expected[0])
        elif procedure.hand.is_complete:
            raise AssertionError("the hand ended before the irregularity could be set up")
        else:
            _passive(procedure.hand, keep)
    raise AssertionError("the set-up did not reach its moment")  # pragma: no cover


def _at(kind: StepKind, street: int) -> Stop:
    def stop(expected: tuple[DealerStep, ...]) -> bool:
        return bool(expected) and expected[0].kind is kind and expected[0].street == street

    return stop


def _last_dealt(procedure: Procedure) -> CardDealt:
    return next(e for e in reversed(procedure.hand.events) if isinstance(e, CardDealt))


def _exposed_hole_card(rng: random.Random, rules: HouseRules, game: Game = STUD_GAME) -> Situation:
    procedure = _procedure(rng, rules, game)
    seat = rng.choice(list(procedure.hand.seats))
    which = rng.choice((1, 2))
    for _ in range(which):
        _walk(procedure, lambda due: bool(due) and due[0].kind is StepKind.DEAL and due[0].seat == seat)
        procedure.perform(procedure.expected()[0])
    dealt = _last_dealt(procedure)
    what = f"the dealer exposed seat {seat}'s {'first' if which == 1 else 'second'} hole card"
    return Situation("exposed_hole_card", procedure, seat, dealt.card, 3, what, {"which": which})


def _decide_exposed(situation: Situation, rules: HouseRules) -> Ruling:
    if rules.exposed_initial_holecard is ExposedHoleCard.MISDEAL:
        return _MISDEAL_R10_1
    return _THIRD_DOWN


_THIRD_DOWN = Ruling(
    RulingKind.THIRD_CARD_DOWN,
    "R10.1",
    "the player's third card is dealt face down; the exposed card is the door card, also for the bring-in",
)
_MISDEAL_R10_1 = Ruling(
    RulingKind.MISDEAL, "R10.1", "tournament rule: an exposed initial hole card is a misdeal"
)


def _all_three_exposed(rng: random.Random, rules: HouseRules, game: Game = STUD_GAME) -> Situation:
    procedure = _procedure(rng, rules, game)
    seat = rng.choice(list(procedure.hand.seats))
    _walk(
        procedure,
        lambda due: (
            bool(due) and due[0].kind is StepKind.DEAL and due[0].face_up is True and due[0].seat == seat
        ),
    )
    procedure.perform(procedure.expected()[0])
    what = f"all three of seat {seat}'s initial cards were dealt face up"
    return Situation("all_three_exposed", procedure, seat, _last_dealt(procedure).card, 3, what)


def _door_card_down(rng: random.Random, rules: HouseRules, game: Game = STUD_GAME) -> Situation:
    procedure = _procedure(rng, rules, game)
    seat = rng.choice(list(procedure.hand.seats))
    _walk(
        procedure,
        lambda due: (
            bool(due) and due[0].kind is StepKind.DEAL and due[0].face_up is True and due[0].seat == seat
        ),
    )
    what = f"seat {seat}'s door card was dealt face down: all three of its cards are down"
    return Situation("door_card_down", procedure, seat, procedure.hand.player(seat).down[0], 3, what)


def _extra_card(rng: random.Random, rules: HouseRules, game: Game = STUD_GAME) -> Situation:
    procedure = _procedure(rng, rules, game)
    _walk(procedure, lambda due: bool(due) and due[0].kind is StepKind.ANNOUNCE and due[0].street == 3)
    seat = rng.choice(list(procedure.hand.seats))
    what = f"after the third-street deal, seat {seat} was dealt one card too many"
    return Situation("extra_card", procedure, seat, None, 3, what)


def _premature_card(rng: random.Random, rules: HouseRules, game: Game = STUD_GAME) -> Situation:
    procedure = _procedure(rng, rules, game)
    _walk(procedure, _at(StepKind.BURN, 4))
    _walk(procedure, lambda due: not due and procedure.player_may_act)
    seat = procedure.hand.live_seats[0]
    what = f"during the 4th-street betting the dealer dealt seat {seat} its 5th-street card"
    return Situation("premature_card", procedure, seat, None, 4, what)


def _two_burns(rng: random.Random, rules: HouseRules, game: Game = STUD_GAME) -> Situation:
    procedure = _procedure(rng, rules, game)
    _walk(procedure, _at(StepKind.BURN, 5))
    procedure.perform(procedure.expected()[0])
    what = "the dealer burned two cards before 5th street"
    return Situation("two_burns", procedure, None, None, 5, what)


def _no_burn_final_card_seen(rng: random.Random, rules: HouseRules, game: Game = STUD_GAME) -> Situation:
    procedure = _procedure(rng, rules, game, players=rng.randint(2, 5))
    _walk(procedure, _at(StepKind.BURN, 7))
    seat = procedure.hand.live_seats[0]
    what = f"no burn before 7th street, and seat {seat} has looked at its final down card"
    return Situation("no_burn_final_card_seen", procedure, seat, None, 7, what, {"seen": True})


def _seventh_card_up(*, first: bool, heads_up: bool) -> Setup:
    def setup(rng: random.Random, rules: HouseRules, game: Game = STUD_GAME) -> Situation:
        players = 2 if heads_up else rng.randint(4, 6)
        procedure = _procedure(rng, rules, game, players=players)
        _walk(procedure, _at(StepKind.DEAL, 7))
        live = procedure.hand.live_seats
        seat = live[0] if first else live[1 if heads_up else rng.randrange(1, len(live))]
        _walk(procedure, lambda due: bool(due) and due[0].kind is StepKind.DEAL and due[0].seat == seat)
        who = "the first player's" if first else f"seat {seat}'s"
        what = f"{who} 7th-street card was dealt face up ({len(live)} players)"
        facts = {"first": first, "heads_up": heads_up}
        return Situation("seventh_card_up", procedure, seat, None, 7, what, facts)

    return setup


def _decide_seventh(situation: Situation, rules: HouseRules) -> Ruling:
    if situation.facts.get("first"):
        return _REMAINING_UP
    return _EXPOSED_OPTION


_REMAINING_UP = Ruling(
    RulingKind.REMAINING_CARDS_FACE_UP,
    "R10.8",
    "the first player's card is up: the remaining 7th-street cards are dealt face up too; "
    "the 6th-street starter begins the betting",
)
_EXPOSED_OPTION = Ruling(
    RulingKind.REMAINING_DOWN_EXPOSED_MAY_DECLARE_ALL_IN,
    "R10.8",
    "the remaining cards are dealt down; before any action the exposed player may declare all-in "
    "for the pot or stay in for all later action",
)


def _all_in_final_card_up(rng: random.Random, rules: HouseRules, game: Game = STUD_GAME) -> Situation:
    # Seat 3 is all-in from 3rd street (ante and bring-in call), and is dealt to the end (R1.5).
    procedure = _procedure(
        rng, rules, game, stacks=[50 * game.stakes.big_bet] * 2 + [game.stakes.ante + game.stakes.bring_in]
    )
    _walk(procedure, _at(StepKind.DEAL, 7))
    seat = 3
    assert procedure.hand.player(seat).all_in
    what = f"seat {seat} is all-in and its final hole card was dealt face up"
    return Situation("all_in_final_card_up", procedure, seat, None, 7, what, {"all_in": True})


def _misdeal(*, substantial: bool) -> Setup:
    def setup(rng: random.Random, rules: HouseRules, game: Game = STUD_GAME) -> Situation:
        procedure = _procedure(rng, rules, game)
        if substantial:
            _walk(procedure, lambda due: not due and procedure.player_may_act)
            for _ in range(3):  # the bring-in and two players after it
                _passive(procedure.hand)
                _walk(procedure, lambda due: not due)
            what = "the first card went to the wrong seat, noticed after two players acted on the bring-in"
        else:
            _walk(procedure, _at(StepKind.DEAL, 3))
            what = "the first card of the deal went to the wrong seat (not seat 1)"
        return Situation("misdeal", procedure, None, None, 3, what, {"substantial": substantial})

    return setup


def _decide_misdeal(situation: Situation, rules: HouseRules) -> Ruling:
    if situation.facts.get("substantial"):
        return _PLAY_ON
    return _MISDEAL_R10_4


_MISDEAL_R10_4 = Ruling(RulingKind.MISDEAL, "R10.4", "a misdeal: gather the cards, reshuffle and deal again")
_PLAY_ON = Ruling(
    RulingKind.PLAY_ON,
    "R10.4",
    "two players after the forced bet have acted (substantial action): no misdeal, the hand is played out",
)


def _wrong_bring_in(*, next_acted: bool) -> Setup:
    def setup(rng: random.Random, rules: HouseRules, game: Game = STUD_GAME) -> Situation:
        procedure = _procedure(rng, rules, game)
        _walk(procedure, lambda due: bool(due) and due[0].kind is StepKind.ANNOUNCE and due[0].street == 3)
        right = procedure.hand.bring_in_seat
        wrong = rng.choice([seat for seat in procedure.hand.seats if seat != right])
        acted = "the next player has already acted" if next_acted else "the next player has not acted"
        what = f"the dealer named seat {wrong} to bring it in, but seat {right} holds the low card; {acted}"
        facts = {"next_acted": next_acted, "right": right}
        door = procedure.hand.player(wrong).door
        return Situation("wrong_bring_in", procedure, wrong, door, 3, what, facts)

    return setup


def _decide_bring_in(situation: Situation, rules: HouseRules) -> Ruling:
    if situation.facts.get("next_acted"):
        return _BRING_IN_STANDS
    return _BRING_IN_CORRECTED


_BRING_IN_CORRECTED = Ruling(
    RulingKind.BRING_IN_CORRECTED,
    "R3.10",
    "the wrong player takes the chips back and the real low card brings it in (or completes)",
)
_BRING_IN_STANDS = Ruling(
    RulingKind.WRONG_BRING_IN_STANDS,
    "R3.10",
    "the next player has acted: the wager stands and the real low card has no obligation",
)


def _fold_no_wager(rng: random.Random, rules: HouseRules, game: Game = STUD_GAME) -> Situation:
    procedure = _procedure(rng, rules, game)
    _walk(procedure, _at(StepKind.BURN, 5))
    _walk(procedure, lambda due: not due and procedure.player_may_act)
    seat = procedure.awaiting_player
    what = f"on 5th street seat {seat} folds although no bet is pending"
    return Situation("fold_no_wager", procedure, seat, None, 5, what)


def _fixed(ruling: Ruling) -> Decide:
    def decide(situation: Situation, rules: HouseRules) -> Ruling:
        return ruling

    return decide


_MISDEAL_R10_2 = Ruling(RulingKind.MISDEAL, "R10.2", "all three initial cards of a player exposed: a misdeal")
_SCRAMBLE = Ruling(
    RulingKind.SCRAMBLE_AND_TURN_ONE_UP,
    "R10.3",
    "the floor scrambles the three cards face down and turns one at random face up as the door card",
)
_EXTRA = Ruling(
    RulingKind.EXTRA_CARD_BECOMES_BURN,
    "R10.5",
    "the extra card goes back to the deck and is used as the next burn card",
)
_PREMATURE = Ruling(
    RulingKind.PREMATURE_CARD_BACK_NO_NEW_BURN,
    "R10.7",
    "the burn stays; the premature card goes back to the stub, the stub is reshuffled, and the street "
    "is dealt after the betting without another burn",
)
_CORRECT_BURN = Ruling(
    RulingKind.CORRECT_BURN_POSITIONS,
    "R10.6",
    "put the cards back in their proper positions: one burn before the street",
)
_KEEP_FINAL = Ruling(
    RulingKind.PLAYER_KEEPS_FINAL_CARD,
    "R10.6",
    "on the final down card, once the player has looked at it, the player keeps it",
)
_ALL_IN_UP = Ruling(
    RulingKind.ALL_IN_CARD_STAYS_UP,
    "R10.9",
    "the all-in player's card stays face up; the others receive their cards as normal",
)
_KEEPS_RECEIVING = Ruling(
    RulingKind.SEAT_KEEPS_RECEIVING_CARDS,
    "R10.13",
    "the seat keeps receiving cards until a bet kills the hand, so the others' cards do not change",
)

IRREGULARITIES: tuple[Irregularity, ...] = (
    Irregularity(
        "exposed_hole_card",
        "R10.1",
        "First or second hole card exposed by the dealer",
        _exposed_hole_card,
        _decide_exposed,
        (_THIRD_DOWN, _MISDEAL_R10_1),
    ),
    Irregularity(
        "all_three_exposed",
        "R10.2",
        "All three initial cards exposed",
        _all_three_exposed,
        _fixed(_MISDEAL_R10_2),
        (_MISDEAL_R10_2,),
    ),
    Irregularity(
        "door_card_down",
        "R10.3",
        "Door card dealt face down",
        _door_card_down,
        _fixed(_SCRAMBLE),
        (_SCRAMBLE,),
    ),
    Irregularity(
        "extra_card",
        "R10.5",
        "One extra card before the first betting round",
        _extra_card,
        _fixed(_EXTRA),
        (_EXTRA,),
    ),
    Irregularity(
        "premature_card",
        "R10.7",
        "Premature card during the betting",
        _premature_card,
        _fixed(_PREMATURE),
        (_PREMATURE,),
    ),
    Irregularity(
        "two_burns", "R10.6", "Two cards burned", _two_burns, _fixed(_CORRECT_BURN), (_CORRECT_BURN,)
    ),
    Irregularity(
        "no_burn_final_card_seen",
        "R10.6",
        "No burn on 7th street; the final card was looked at",
        _no_burn_final_card_seen,
        _fixed(_KEEP_FINAL),
        (_KEEP_FINAL, _CORRECT_BURN),
    ),
    Irregularity(
        "seventh_card_up_first",
        "R10.8",
        "7th-street card face up: the first player's",
        _seventh_card_up(first=True, heads_up=False),
        _decide_seventh,
        (_REMAINING_UP, _EXPOSED_OPTION),
    ),
    Irregularity(
        "seventh_card_up_other",
        "R10.8",
        "7th-street card face up: another player's",
        _seventh_card_up(first=False, heads_up=False),
        _decide_seventh,
        (_REMAINING_UP, _EXPOSED_OPTION),
    ),
    Irregularity(
        "seventh_card_up_heads_up_first",
        "R10.8",
        "Heads-up: the first player's 7th-street card face up",
        _seventh_card_up(first=True, heads_up=True),
        _decide_seventh,
        (_REMAINING_UP, _EXPOSED_OPTION),
    ),
    Irregularity(
        "seventh_card_up_heads_up_second",
        "R10.8",
        "Heads-up: the second player's 7th-street card face up",
        _seventh_card_up(first=False, heads_up=True),
        _decide_seventh,
        (_REMAINING_UP, _EXPOSED_OPTION),
    ),
    Irregularity(
        "all_in_final_card_up",
        "R10.9",
        "All-in player's final hole card face up",
        _all_in_final_card_up,
        _fixed(_ALL_IN_UP),
        (_ALL_IN_UP,),
    ),
    Irregularity(
        "misdeal_before_action",
        "R10.4",
        "First card to the wrong seat, before any action",
        _misdeal(substantial=False),
        _decide_misdeal,
        (_MISDEAL_R10_4, _PLAY_ON),
    ),
    Irregularity(
        "misdeal_after_substantial_action",
        "R10.4",
        "A misdeal condition noticed after substantial action",
        _misdeal(substantial=True),
        _decide_misdeal,
        (_MISDEAL_R10_4, _PLAY_ON),
    ),
    Irregularity(
        "wrong_bring_in_corrected",
        "R3.10",
        "Wrong bring-in; the next player has not acted",
        _wrong_bring_in(next_acted=False),
        _decide_bring_in,
        (_BRING_IN_CORRECTED, _BRING_IN_STANDS),
    ),
    Irregularity(
        "wrong_bring_in_stands",
        "R3.10",
        "Wrong bring-in; the next player has acted",
        _wrong_bring_in(next_acted=True),
        _decide_bring_in,
        (_BRING_IN_CORRECTED, _BRING_IN_STANDS),
    ),
    Irregularity(
        "fold_no_wager",
        "R10.13",
        "Fold with no wager pending",
        _fold_no_wager,
        _fixed(_KEEPS_RECEIVING),
        (_KEEPS_RECEIVING,),
    ),
)
"""Every irregularity of RULES.md §2.10, in the order of the rules."""

BY_CODE: Mapping[str, Irregularity] = {irregularity.code: irregularity for irregularity in IRREGULARITIES}
