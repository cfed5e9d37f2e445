"""The engine as the instructor's assistant at a real table: the upcards typed as they fall and the
players' actions keyed in, it follows the hand and says what the trainee should do and say next.

The hand is dealt with unknown cards (no deck): the down cards stay unknown until a hand is shown,
the upcards are the ones typed. Every duty that needs no card or decision (the shuffle, the antes,
the cut, the burns, the down cards, the calls, gathering, the supply check, the showdown order, the
readings, the kills, the push) is run by the procedure itself; ``Advice.done`` lists them since the
last entry — the calls and duties the trainee owed at that moment — and ``Advice.need`` says what the
assistant waits for next.

>>> from croupier.engine.cards import Card
>>> from croupier.engine.rules import STUD, Stakes
>>> helper = Assistant(STUD, Stakes(5, 10, 20, 40), [1000] * 3)
>>> helper.advice().need, helper.advice().seat
(<Need.UPCARD: 'upcard'>, 1)
>>> helper.upcards("Kd 7s 2c")
>>> advice = helper.advice()
>>> advice.need, advice.seat, advice.bring_in
(<Need.ACTION: 'action'>, 3, 3)
>>> [step.announcement for step in advice.done if step.announcement is not None]
[BringIn(seat=3, card=Card.parse('2c'), passed_from=None, passed_card=None)]
>>> helper.act("bring-in 10"); helper.act("fold"); helper.act("call 10")
>>> advice = helper.advice()
>>> advice.need, advice.seat, advice.street, advice.pot
(<Need.UPCARD: 'upcard'>, 2, 4, 35)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from croupier.engine.cards import Card
from croupier.engine.errors import CroupierError
from croupier.engine.hand import Hand
from croupier.engine.legal import Action, LegalActions
from croupier.engine.rules import HouseRules, Stakes, Variant
from croupier.engine.steps import ShowDue, TurnDue
from croupier.practical.sheet import duty
from croupier.procedure.announcements import ActionCall, AnteCall, BringIn, CommunityCard, LastCard
from croupier.procedure.procedure import Procedure
from croupier.procedure.steps import DealerStep, StepKind

__all__ = ["Advice", "Assistant", "AssistantError", "Need"]


class AssistantError(CroupierError, ValueError):
    """An entry the hand cannot take (a card already out, an action that is not legal now …)."""


class Need(StrEnum):
    """What the assistant waits for."""

    UPCARD = "upcard"  # the face-up card the seat is dealt
    COMMUNITY = "community"  # the community card turned in the centre
    ACTION = "action"  # what the seat did
    SHOW = "show"  # the seat's hand shown (its down cards) or mucked
    OVER = "over"  # the hand is over


@dataclass(frozen=True, slots=True)
class Advice:
    """What the engine says at this moment of the hand."""

    need: Need
    seat: int | None
    street: int
    done: tuple[DealerStep, ...]  # the dealer's duties due since the last entry, in order
    legal: LegalActions | None  # what ``seat`` may do, with the amounts (Need.ACTION)
    pot: int
    bring_in: int | None
    leader: int | None  # the seat that opened this street's betting
    show_order: tuple[int, ...]


class Assistant:
    """Follows a real hand from what is typed; ``advice()`` says what is due."""

    def __init__(
        self, variant: Variant, stakes: Stakes, stacks: Sequence[int], rules: HouseRules | None = None
    ) -> None:
        self.hand = Hand(variant, stakes, list(stacks), rules)  # no deck: unknown cards until typed
        self.procedure = Procedure(self.hand, from_now=False)
        self.refused: list[tuple[int, str]] = []  # (street, why) for each entry the hand refused
        self.entries = 0  # entries the hand took: with none, the engine knows nothing of the table
        self._done: list[DealerStep] = []
        self._reached: set[str] = set()
        self._run()

    # ----------------------------------------------------------------------------- what is due

    def _run(self) -> None:
        """Do every duty that needs no card or decision, until one does."""
        while True:
            expected = self.procedure.expected()
            if not expected:
                return
            step = expected[0]
            if step.kind is StepKind.DEAL and step.face_up:
                return
            if step.kind is StepKind.COMMUNITY_CARD:
                return
            self.procedure.perform(step)
            self._note(step)

    def _note(self, step: DealerStep) -> None:
        self._done.append(step)
        street = step.street if step.street is not None else self.hand.street
        for key in _duty_keys(step, street):
            self._reached.add(key)

    def advice(self) -> Advice:
        hand = self.hand
        expected = self.procedure.expected()
        legal: LegalActions | None = None
        seat: int | None = None
        if expected:
            step = expected[0]
            need = Need.COMMUNITY if step.kind is StepKind.COMMUNITY_CARD else Need.UPCARD
            seat = step.seat
        else:
            next_step = hand.next_step()
            if isinstance(next_step, TurnDue):
                need, seat = Need.ACTION, next_step.seat
                legal = hand.legal_actions()
            elif isinstance(next_step, ShowDue):
                need, seat = Need.SHOW, next_step.seat
            else:
                need = Need.OVER
        return Advice(
            need,
            seat,
            hand.street,
            tuple(self._done),
            legal,
            hand.pot,
            hand.bring_in_seat,
            hand.street_leader,
            tuple(hand.showdown_order),
        )

    def reached(self, key: str) -> bool:
        """Did the hand come to duty ``key`` (a sheet line: "burn:6", "push_pot")?"""
        return key in self._reached

    # ----------------------------------------------------------------------------- entries

    def _entered(self) -> None:
        self.entries += 1
        self._done = []
        self._run()

    def upcard(self, card: Card | str) -> None:
        """The face-up card just dealt (to the seat the deal is at), or the community card."""
        expected = self.procedure.expected()
        if not expected or expected[0].kind not in {StepKind.DEAL, StepKind.COMMUNITY_CARD}:
            raise AssistantError("no face-up card is due now")
        step = expected[0]
        try:
            chosen = Card.parse(card) if isinstance(card, str) else card
        except CroupierError as error:
            raise AssistantError(str(error)) from None
        if chosen in self._seen():
            raise AssistantError(f"{chosen} is already on the table in this hand")
        try:
            self.procedure.perform(step, card=chosen)
        except CroupierError as error:
            raise AssistantError(str(error)) from None
        self.entries += 1
        self._done = []
        self._note(step)
        self._run()

    def _seen(self) -> set[Card]:
        """Every card known in the hand so far (typed upcards, shown hands, the community card)."""
        hand = self.hand
        seen = {card for seat in hand.seats for card in hand.cards_of(seat)}
        seen.update(card for card in (*hand.burns, *hand.mucked_cards) if card is not None)
        if hand.community is not None:
            seen.add(hand.community)
        return seen

    def upcards(self, text: str) -> None:
        """Several upcards in the order they fall, separated by spaces ("Kd 7s 2c")."""
        for word in text.split():
            self.upcard(word)

    def act(self, action: Action | str) -> None:
        """What the player to act did (``Action`` or ``p3 call 20`` / ``call 20`` for the actor)."""
        hand = self.hand
        step = hand.next_step()
        if not isinstance(step, TurnDue) or self.procedure.expected():
            raise AssistantError("no player is to act now")
        if isinstance(action, str):
            text = action.strip()
            if not text.lower().startswith("p"):
                text = f"p{step.seat} {text}"
            try:
                action = Action.parse(text)
            except CroupierError as error:
                raise AssistantError(str(error)) from None
        if not hand.can_act(action):
            why = f"{action} is not legal now: {hand.legal_actions()}"
            self.refused.append((hand.street, why))
            raise AssistantError(why)
        hand.act(action)
        self._reached.add(f"action:{hand.street}")
        self._entered()

    def show(self, seat: int, cards: Sequence[Card | str] | str | None = None) -> None:
        """``seat`` tables its hand; ``cards`` are its down cards, first to last (unknown ones kept)."""
        parsed: list[Card] | None = None
        if isinstance(cards, str):
            cards = cards.split()
        if cards is not None:
            try:
                parsed = [Card.parse(card) if isinstance(card, str) else card for card in cards]
            except CroupierError as error:
                raise AssistantError(str(error)) from None
            twice = [card for card in parsed if card in self._seen()]
            if twice or len(set(parsed)) < len(parsed):
                raise AssistantError(f"{(twice or parsed)[0]} is already on the table in this hand")
        try:
            self.hand.show(seat, parsed)
        except CroupierError as error:
            raise AssistantError(str(error)) from None
        self._entered()

    def muck(self, seat: int) -> None:
        try:
            self.hand.muck(seat)
        except CroupierError as error:
            raise AssistantError(str(error)) from None
        self._entered()

    # ----------------------------------------------------------------------------- marks

    def disputes(self, key: str, *, right: bool) -> str | None:
        """Why the engine disagrees with a mark on duty ``key``, or None. A duty of a street the hand
        never reached cannot be marked; an action round marked right where the hand refused an action
        the players took (an illegal action the dealer let stand) wants a second look. With nothing
        typed in, the engine says nothing."""
        if not self.entries and not self.refused:
            return None
        known = duty(key)
        if known.street is not None and known.street > self.hand.street and key not in self._reached:
            return "not_reached"
        if right and key.startswith("action:") and any(street == known.street for street, _ in self.refused):
            return "illegal_action"
        return None


# The sheet line each kind of procedure step belongs to ("{street}": the street it is dealt on);
# an announcement's line is by what it says.
_STEP_DUTIES: dict[StepKind, str] = {
    StepKind.SHUFFLE: "shuffle",
    StepKind.COLLECT_ANTE: "antes",
    StepKind.CUT: "cut",
    StepKind.BURN: "burn:{street}",
    StepKind.DEAL: "deal:{street}",
    StepKind.COUNT_STUB: "supply_check",
    StepKind.SCRAMBLE_STUB: "supply_check",
    StepKind.COMMUNITY_CARD: "supply_check",
    StepKind.GATHER: "bets:{street}",
    StepKind.RETURN_BET: "bets:{street}",
    StepKind.CALL_SHOWDOWN_ORDER: "showdown_order",
    StepKind.READ_HAND: "read_hands",
    StepKind.KILL_HAND: "kill_hands",
    StepKind.PUSH_POT: "push_pot",
}
_ANNOUNCEMENT_DUTIES: dict[type, str] = {
    AnteCall: "antes",
    LastCard: "last_card",
    BringIn: "bring_in",
    ActionCall: "action:{street}",
    CommunityCard: "supply_check",
}


def _duty_keys(step: DealerStep, street: int) -> tuple[str, ...]:
    """The sheet lines a procedure step belongs to."""
    if step.kind is StepKind.ANNOUNCE:
        line = _ANNOUNCEMENT_DUTIES.get(type(step.announcement), "announce:{street}")
    else:
        found = _STEP_DUTIES.get(step.kind)
        if found is None:
            return ()
        line = found
    return (line.format(street=street),)
