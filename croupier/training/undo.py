"""Taking a correct duty back, for the walkthrough: the hand is dealt again from its seeded deck
(``Procedure.restart``) and every step and every player's action up to that duty is done again in
order — the engine is deterministic given the deck — while the walkthrough's own state (score,
record) comes back from a copy kept just before the duty. No Qt.

>>> from croupier.engine.rules import STUD, Stakes
>>> from croupier.procedure import Procedure
>>> procedure = Procedure.new(STUD, Stakes(), [1000] * 3, seed=7)
>>> log = UndoLog(procedure)
>>> step = procedure.expected()[0]
>>> log.keep(step, procedure.hand, state=("score before",))
>>> log.before_move(procedure.hand)
>>> _ = procedure.perform(step)
>>> log.moved(step, procedure.hand)
>>> log.can_undo(procedure.hand)
True
>>> again, taken, state = log.undo(procedure)
>>> taken.code, state, again.history, again.expected()[0] == step
('shuffle:scramble', ('score before',), [], True)
"""

from __future__ import annotations

from dataclasses import dataclass

from croupier.engine.events import ActionTaken, HandMucked, HandShown
from croupier.engine.hand import Hand
from croupier.engine.legal import Action
from croupier.procedure import DealerStep, Procedure
from croupier.training.journal import WalkState

__all__ = ["Move", "UndoLog"]

Move = DealerStep | Action | None
"""What was done to the hand: a dealer's step, a player's action, or (None) the next show."""

_PLAYER_EVENTS = (ActionTaken, HandShown, HandMucked)


@dataclass(frozen=True, slots=True)
class _Kept:
    """Just before the correct ``step``: how many moves the hand had been through, its number of
    events, and the walkthrough's ``state`` (copies)."""

    step: DealerStep
    moves: int
    events: int
    state: WalkState


class UndoLog:
    """Every move made on ``procedure``'s hand (``moved``) and the duties that can be taken back
    (``keep``, ``undo``). A hand that is not fresh from a seed, or that something else moves, cannot be
    dealt again: then nothing is kept."""

    def __init__(self, procedure: Procedure) -> None:
        self._moves: list[Move] = []
        self._kept: list[_Kept] = []
        self._replayable = procedure.can_restart and not procedure.hand.events
        self._events_seen = len(procedure.hand.events)

    def keep(self, step: DealerStep, hand: Hand, state: WalkState) -> None:
        """``step`` is about to be done: it can be taken back to ``state``."""
        self._check(hand)
        if self._replayable:
            self._kept.append(_Kept(step, len(self._moves), len(hand.events), state))

    def moved(self, move: Move, hand: Hand) -> None:
        """``move`` was just made on ``hand`` (``before_move`` came before it)."""
        self._moves.append(move)
        self._events_seen = len(hand.events)

    def before_move(self, hand: Hand) -> None:
        """A move is about to be made: was the hand moved by something else since the last?"""
        self._check(hand)

    def clear(self) -> None:
        """What was done stands (a player acted, an answer was given, an exam)."""
        self._kept.clear()

    def can_undo(self, hand: Hand) -> bool:
        """Is there a duty to take back, with no player's move since?"""
        self._check(hand)
        if not self._kept:
            return False
        since = hand.events[self._kept[-1].events :]
        return not any(isinstance(event, _PLAYER_EVENTS) for event in since)

    def undo(self, procedure: Procedure) -> tuple[Procedure, DealerStep, WalkState]:
        """The hand dealt again up to the last duty kept: the new procedure, the duty taken back and
        the state kept with it. ``ValueError`` when ``can_undo`` is False."""
        hand = procedure.hand
        if not self.can_undo(hand):
            raise ValueError("nothing to take back: no correct duty since the last move or answer")
        kept = self._kept[-1]
        again = _dealt_again(procedure, self._moves[: kept.moves])
        if again.hand.events != hand.events[: kept.events]:  # pragma: no cover - the engine is deterministic
            raise ValueError("the hand was not dealt again the same way: the duty stands")
        self._kept.pop()
        del self._moves[kept.moves :]
        self._events_seen = len(again.hand.events)
        return again, kept.step, kept.state

    def mark(self, hand: Hand) -> int | None:
        """The hand's place now, as the number of moves made, if it can be dealt again to here
        (``rewind``): a hand fresh from its seed that nothing else has moved (no incident)."""
        self._check(hand)
        return len(self._moves) if self._replayable else None

    def rewind(self, procedure: Procedure, moves: int) -> Procedure:
        """The hand dealt again from its seeded deck through its first ``moves`` moves (a place
        ``mark`` gave): the new procedure, from which the hand goes on anew."""
        if moves > len(self._moves) or not procedure.can_restart:
            raise ValueError("the hand cannot be dealt again to that place")
        again = _dealt_again(procedure, self._moves[:moves])
        del self._moves[moves:]
        self._kept.clear()
        self._replayable = True
        self._events_seen = len(again.hand.events)
        return again

    def _check(self, hand: Hand) -> None:
        if len(hand.events) != self._events_seen:
            self._replayable = False
            self._kept.clear()


def _dealt_again(procedure: Procedure, moves: list[Move]) -> Procedure:
    """``procedure``'s hand dealt again from its seeded deck, through ``moves``."""
    again = procedure.restart()
    for move in moves:
        _replay(again, move)
    return again


def _replay(procedure: Procedure, move: Move) -> None:
    """Do ``move`` again on ``procedure``'s hand."""
    if isinstance(move, DealerStep):
        procedure.perform(move)
    elif isinstance(move, Action):
        procedure.hand.act(move)
    else:
        procedure.hand.show()
