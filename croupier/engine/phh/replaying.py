"""PHH replay: a hand history played into a ``Hand`` action by action, stopping at an illegal one.

Burn cards are not recorded, so a replay burns unknown cards and scrambles when the hand says so.
"""

from __future__ import annotations

from typing import ClassVar, Final

from croupier.engine.errors import CroupierError, IllegalActionError
from croupier.engine.events import ActionKind, CardDealt
from croupier.engine.hand import AnteDue, BurnDue, DealDue, Hand, ScrambleDue, ShowDue, Step, TurnDue
from croupier.engine.legal import Action
from croupier.engine.phh.actions import PHHAction
from croupier.engine.phh.history import HandHistory
from croupier.engine.records import Record
from croupier.engine.rules import HouseRules

__all__ = ["Replay", "ReplayError", "replay"]


class ReplayError(Record):
    """An action the hand refused: its 0-based index, its text and the engine's reason."""

    __slots__ = ("action", "index", "reason")
    __match_args__: ClassVar = ("index", "action", "reason")

    def __init__(self, index: int, action: str, reason: str) -> None:
        self.index: Final = index
        self.action: Final = action
        self.reason: Final = reason


class Replay(Record):
    """A hand rebuilt from its history, stopped after the last action applied (or the refused one)."""

    __slots__ = ("applied", "error", "hand", "history")
    __match_args__: ClassVar = ("history", "hand", "applied", "error")

    def __init__(self, history: HandHistory, hand: Hand, applied: int, error: ReplayError | None) -> None:
        self.history: Final = history
        self.hand: Final = hand
        self.applied: Final = applied
        self.error: Final = error

    @property
    def ok(self) -> bool:
        return self.error is None

    def as_json(self, file: str) -> dict[str, object]:
        """The JSON object ``croupier phh replay --json`` prints for this hand, read from ``file``
        (made here, in a compiled module when the engine is: the command makes one a hand)."""
        hand = self.hand
        step = hand.next_step()
        over = hand.is_complete
        error = self.error
        turn = isinstance(step, TurnDue)
        bring_in = hand.bring_in_seat
        winnings = hand.winnings
        finishing = hand.finishing_stacks
        return {
            "file": file,
            "ok": error is None,
            "variant": hand.variant.code,
            "error": None
            if error is None
            else {"index": error.index, "action": error.action, "reason": error.reason},
            "street": None if over else hand.street,
            "actor": f"p{step.seat}" if isinstance(step, TurnDue) else None,
            "bring_in_player": None if bring_in is None else f"p{bring_in}",
            "legal": hand.legal_actions().as_json() if turn else None,
            # Once the hand is over the pots have been pushed: no chips are left in the middle.
            "pot": 0 if over else hand.pot,
            "showdown_order": [f"p{seat}" for seat in hand.showdown_order] or None,
            "finishing_stacks": list(finishing) if finishing else None,
            "winnings": list(winnings) if over and winnings is not None else None,
        }


_CALL: Final = ActionKind.CALL
_FOLD: Final = ActionKind.FOLD
_BRING_IN: Final = ActionKind.BRING_IN
_RAISE: Final = ActionKind.RAISE


def replay(history: HandHistory, rules: HouseRules | None = None, *, stop: int | None = None) -> Replay:
    """Replay ``history`` under ``rules``: the first ``stop`` actions (default all).

    Antes, burns and scrambles are done between actions as the hand asks for them, so the hand is
    left at a decision point: a player to act, a card to deal, a hand to show, or the end. An
    illegal action stops the replay with a ``ReplayError``; a hand that cannot even be set up
    (too many players for the house rules) raises ``BadPHHError``.
    """
    try:
        hand = Hand(history.variant, history.stakes, history.starting_stacks, rules)
    except CroupierError as error:
        raise history.error_at("starting_stacks", str(error)) from None
    actions = history.actions if stop is None else history.actions[:stop]
    deferred: list[tuple[int, PHHAction]] = []
    limit = len(actions)
    for index, action in enumerate(actions):
        failure = None
        # Between a player's turns there is nothing to settle: the common case costs one look (a
        # direct call when compiled; a bound method would be called as any Python object).
        if deferred or type(hand.next_step()) in _DEALER_DUTIES:
            failure = _settle(hand, history, deferred, index)
        if failure is None and hand.opener_unknown and not hand.opener_taken:
            failure = _take_opener(hand, history, index, limit)
        if failure is None:
            try:
                _apply(hand, action, index, deferred, history.actions)
            except CroupierError as error:
                failure = ReplayError(index, history.action_text(index), str(error))
        if failure is not None:
            return Replay(history, hand, index, failure)
    failure = _settle(hand, history, deferred, max(limit - 1, 0))
    if failure is None:
        _take_opener(hand, history, limit, limit)  # the record beyond ``stop`` says who opens
    return Replay(history, hand, limit, failure)


# Final: a compiled module reads them as constants, not from its globals' dictionary.
_PLAYER_VERBS: Final = frozenset({"pb", "cbr", "cc", "f"})
_DEALER_DUTIES: Final = frozenset({AnteDue, BurnDue, ScrambleDue})


def _take_opener(hand: Hand, history: HandHistory, start: int, limit: int) -> ReplayError | None:
    """When unknown upcards leave the cards unable to say who opens the street (brings it in on 3rd
    street), the next player action recorded says it; if the known cards contradict it, that
    action is refused (when it is among the first ``limit`` replayed) like any illegal one."""
    if not hand.opener_unknown or hand.opener_taken or not isinstance(hand.next_step(), TurnDue):
        return None
    actions = history.actions
    for index in range(start, len(actions)):
        action = actions[index]
        if not action.verb:
            continue  # a remark
        if action.verb not in _PLAYER_VERBS:
            return None
        try:
            hand.take_opener(action.actor)
        except CroupierError as error:
            return ReplayError(index, history.action_text(index), str(error)) if index < limit else None
        return None
    return None


def _settle(
    hand: Hand, history: HandHistory, deferred: list[tuple[int, PHHAction]], index: int
) -> ReplayError | None:
    """Do the dealer's unrecorded duties and table early-shown hands once the showdown comes."""
    blamed = index
    try:
        _run_dealer(hand)
        while deferred:
            step = hand.next_step()
            if not isinstance(step, ShowDue):
                break
            match = next((item for item in deferred if item[1].actor == step.seat), None)
            if match is None:
                break
            deferred.remove(match)
            blamed = match[0]
            _show(hand, match[1])
            blamed = index
            _run_dealer(hand)
    except CroupierError as error:
        if not history.actions:
            raise history.error_at("actions", str(error)) from None
        return ReplayError(blamed, history.action_text(blamed), str(error))
    return None


def _run_dealer(hand: Hand) -> Step | None:
    """Do the dealer's unrecorded duties (antes, burns, scrambles); return the next step."""
    while True:
        step = hand.next_step()
        if isinstance(step, AnteDue):
            hand.post_ante()
        elif isinstance(step, BurnDue):
            hand.burn_card()
        elif isinstance(step, ScrambleDue):
            hand.scramble()
        else:
            return step


def _superseded(actions: tuple[PHHAction, ...], index: int) -> bool:
    """Does a later ``sm`` of the same seat supersede the ``sm`` action at ``index``?

    pokerkit tables an all-in hand before the run-out (the cards dealt so far) and again, in full, at
    the end; only the last showing counts at the showdown. Asked only of ``sm`` actions, which come
    at the end of a hand, so the look ahead is short.
    """
    seat = actions[index].actor
    for later in range(index + 1, len(actions)):
        action = actions[later]
        if action.verb == "sm" and action.actor == seat:
            return True
    return False


def _apply(
    hand: Hand,
    action: PHHAction,
    index: int,
    deferred: list[tuple[int, PHHAction]],
    actions: tuple[PHHAction, ...],
) -> None:
    verb = action.verb
    seat = action.actor
    if verb == "cc":  # the commonest first
        hand.act(Action(seat, _CALL))
    elif verb == "dh":
        cards = action.cards
        if len(cards) == 1:
            step = hand.next_step()
            if type(step) is DealDue and step.seat == action.seat:
                hand.deal_card(action.seat, cards[0])
                return
        hand.deal_cards_to(action.seat, cards)
    elif verb == "f":
        hand.act(Action(seat, _FOLD))
    elif verb == "db":
        if len(action.cards) != 1:
            raise IllegalActionError(f"stud turns one community card at a time, not {len(action.cards)}")
        hand.deal_community_card(action.cards[0])
    elif verb == "pb":
        hand.act(Action(seat, _BRING_IN))
    elif verb == "cbr":
        assert action.amount is not None
        if _short_bring_in(hand, seat, action.amount):
            hand.act(Action(seat, _BRING_IN))
        else:
            if (
                hand.open_pair_unknown
                and action.amount == hand.stakes.big_bet
                and hand.can_assume_open_pair()
                and not hand.can_complete_bet_or_raise_to(action.amount, seat)
            ):
                hand.assume_open_pair()  # a big bet on 4th street: an unknown upcard made a pair
            hand.act(Action(seat, _RAISE, action.amount))  # the hand says: completion, bet or raise
    elif verb == "sm" and not _superseded(actions, index):
        step = hand.next_step()
        early = not isinstance(step, ShowDue | TurnDue) and step is not None
        # With a player all-in every hand is tabled, so the order of showing is not enforced.
        tabled = (
            isinstance(step, ShowDue)
            and step.seat != seat
            and seat in hand.showdown_order
            and any(player.all_in for player in hand.players)
        )
        if early or tabled:
            deferred.append((index, action))
        else:
            _show(hand, action)


def _short_bring_in(hand: Hand, seat: int, amount: int) -> bool:
    """pokerkit writes a bring-in all-in for no more than the bring-in as ``cbr`` (a completion)."""
    if not isinstance(hand.next_step(), TurnDue) or hand.actor != seat:
        return False
    legal = hand.legal_actions()
    return legal.bring_in == amount and legal.complete is None and legal.bet_so_far == 0


def _show(hand: Hand, action: PHHAction) -> None:
    seat = action.actor
    if not action.cards and not action.show_known:
        hand.muck(seat)
        return
    player = hand.player(seat)
    if None in player.up:
        _show_as_dealt(hand, action)
        return
    up = set(player.up)
    # The seat's own cards in any order (pokerkit: as dealt), or only its hole cards.
    down = [card for card in action.cards if card is None or card not in up]
    if len(down) > len(player.down):
        raise IllegalActionError(
            f"p{seat} shows {len(down)} hole cards but was dealt {len(player.down)} face down"
        )
    named = [*down, *player.down[len(down) :]]
    if any(card is None for card in named):
        raise IllegalActionError(f"p{seat}'s hole cards are unknown: name every one to show the hand")
    hand.show(seat, [card for card in named if card is not None])


def _show_as_dealt(hand: Hand, action: PHHAction) -> None:
    """A seat with unknown upcards shows every card in the order dealt (as pokerkit writes it)."""
    seat = action.actor
    faces = [event.face_up for event in hand.events if isinstance(event, CardDealt) and event.seat == seat]
    if len(action.cards) != len(faces) or None in action.cards:
        raise IllegalActionError(
            f"p{seat}'s upcards are unknown: name all {len(faces)} cards in the order dealt to show the hand"
        )
    down = [card for card, face_up in zip(action.cards, faces, strict=True) if not face_up]
    up = [card for card, face_up in zip(action.cards, faces, strict=True) if face_up]
    hand.show(seat, [card for card in (*down, *up) if card is not None])
