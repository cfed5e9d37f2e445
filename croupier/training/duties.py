"""The duties the trainee picks from in the walkthrough, their one-letter keys, and how a choice
becomes the procedure's ``DealerStep``. No Qt: the panel and the tests share this table.

>>> Duty.BURN.key, Duty.DEAL_UP.needs_seat, duty_of(DealerStep.deal(3, face_up=True)) is Duty.DEAL_UP
('B', True, True)
>>> seat_step(Duty.DEAL_DOWN, 2).code, immediate_step(Duty.BURN, ()).code
('deal:S2:down', 'burn')
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from croupier.engine.hand import Hand
from croupier.engine.hand import Phase as HandPhase
from croupier.engine.rules import ShuffleStep
from croupier.procedure import AnteCall, DealerStep, LastCard, StepKind

__all__ = ["Duty", "Phase", "duties_for", "duty_of", "immediate_step", "phase_of", "seat_step"]


class Duty(Enum):
    """A duty button: ``key`` is its shortcut; ``needs_seat`` duties wait for a seat (a click on
    the table or its number key); ANNOUNCE opens the phrase builder; COUNT_STUB, READ_HAND and
    PUSH_POT ask a choice."""

    SCRAMBLE = ("S", False)
    SQUARE = ("Q", False)
    RIFFLE = ("R", False)
    STRIP = ("T", False)
    BOX = ("X", False)
    CUT = ("C", False)
    ANTES_PLEASE = ("N", False)
    COLLECT_ANTE = ("E", True)
    DEAL_DOWN = ("D", True)
    DEAL_UP = ("U", True)
    BURN = ("B", False)
    ANNOUNCE = ("A", False)
    GATHER = ("G", False)
    RETURN_BET = ("Z", False)
    LAST_CARD = ("L", False)
    COUNT_STUB = ("O", False)
    SCRAMBLE_STUB = ("M", False)
    COMMUNITY_CARD = ("Y", False)
    REMOVE_CUT_CARD = ("V", False)
    SHOWDOWN_ORDER = ("W", True)
    READ_HAND = ("H", True)
    KILL_HAND = ("K", True)
    PUSH_POT = ("P", False)
    STOP = ("Space", False)  # something is wrong at the table: stop it and rule

    def __init__(self, key: str, needs_seat: bool) -> None:  # noqa: FBT001 - enum values
        self.key = key
        self.needs_seat = needs_seat


class Phase(Enum):
    """Which set of duty buttons is on show."""

    PREPARE = "prepare"  # shuffle, antes, cut
    STREETS = "streets"  # 3rd to 6th street
    SEVENTH = "seventh"  # 6th and 7th street: the supply check and the short-deck duties too
    SHOWDOWN = "showdown"  # the showdown and the pot


_SHUFFLE_DUTIES = {
    ShuffleStep.SCRAMBLE: Duty.SCRAMBLE,
    ShuffleStep.SQUARE: Duty.SQUARE,
    ShuffleStep.RIFFLE: Duty.RIFFLE,
    ShuffleStep.STRIP: Duty.STRIP,
    ShuffleStep.BOX: Duty.BOX,
}
_SHUFFLE_OF = {duty: step for step, duty in _SHUFFLE_DUTIES.items()}

_STREET_DUTIES = (Duty.DEAL_DOWN, Duty.DEAL_UP, Duty.BURN, Duty.ANNOUNCE, Duty.GATHER, Duty.RETURN_BET)
_SEVENTH_DUTIES = (
    *_STREET_DUTIES,
    Duty.LAST_CARD,
    Duty.COUNT_STUB,
    Duty.SCRAMBLE_STUB,
    Duty.COMMUNITY_CARD,
    Duty.REMOVE_CUT_CARD,
)
_SHOWDOWN_DUTIES = (
    Duty.SHOWDOWN_ORDER,
    Duty.READ_HAND,
    Duty.KILL_HAND,
    Duty.PUSH_POT,
    Duty.GATHER,
    Duty.RETURN_BET,
)


def duties_for(phase: Phase, shuffle: Sequence[ShuffleStep] = (), *, stop: bool = False) -> tuple[Duty, ...]:
    """The buttons on show in ``phase``; before the deal, the house's shuffle steps (``shuffle``);
    with ``stop`` (incidents happen at this table), Stop last."""
    duties = _duties_for(phase, shuffle)
    return (*duties, Duty.STOP) if stop else duties


def _duties_for(phase: Phase, shuffle: Sequence[ShuffleStep]) -> tuple[Duty, ...]:
    if phase is Phase.PREPARE:
        steps: list[Duty] = []
        for step in shuffle:
            duty = _SHUFFLE_DUTIES.get(step)
            if duty is not None and duty not in steps:
                steps.append(duty)
        if Duty.SCRAMBLE not in steps:
            steps.insert(0, Duty.SCRAMBLE)
        return (*steps, Duty.CUT, Duty.ANTES_PLEASE, Duty.COLLECT_ANTE, Duty.DEAL_DOWN, Duty.BURN)
    if phase is Phase.STREETS:
        return _STREET_DUTIES
    if phase is Phase.SEVENTH:
        return _SEVENTH_DUTIES
    return _SHOWDOWN_DUTIES


def duty_of(step: DealerStep) -> Duty:
    """The button that does ``step``."""
    kind = step.kind
    if kind is StepKind.SHUFFLE and step.shuffle is not None:
        return _SHUFFLE_DUTIES[step.shuffle]
    if kind is StepKind.ANNOUNCE:
        if isinstance(step.announcement, AnteCall):
            return Duty.ANTES_PLEASE
        if isinstance(step.announcement, LastCard):
            return Duty.LAST_CARD
        return Duty.ANNOUNCE
    if kind is StepKind.DEAL:
        return Duty.DEAL_UP if step.face_up else Duty.DEAL_DOWN
    return {
        StepKind.COLLECT_ANTE: Duty.COLLECT_ANTE,
        StepKind.CUT: Duty.CUT,
        StepKind.BURN: Duty.BURN,
        StepKind.GATHER: Duty.GATHER,
        StepKind.RETURN_BET: Duty.RETURN_BET,
        StepKind.COUNT_STUB: Duty.COUNT_STUB,
        StepKind.SCRAMBLE_STUB: Duty.SCRAMBLE_STUB,
        StepKind.COMMUNITY_CARD: Duty.COMMUNITY_CARD,
        StepKind.REMOVE_CUT_CARD: Duty.REMOVE_CUT_CARD,
        StepKind.CALL_SHOWDOWN_ORDER: Duty.SHOWDOWN_ORDER,
        StepKind.READ_HAND: Duty.READ_HAND,
        StepKind.KILL_HAND: Duty.KILL_HAND,
        StepKind.PUSH_POT: Duty.PUSH_POT,
    }[kind]


def immediate_step(duty: Duty, expected: Sequence[DealerStep]) -> DealerStep:
    """The step a duty without a seat or a choice does. A returned bet names the seat and amount
    due (``expected``); pressed when nothing is to be returned, it returns nothing to nobody."""
    if duty in _SHUFFLE_OF:
        return DealerStep.shuffle_step(_SHUFFLE_OF[duty])
    if duty is Duty.RETURN_BET:
        due = next((step for step in expected if step.kind is StepKind.RETURN_BET), None)
        return due if due is not None else DealerStep.return_bet(0, 0)
    makers = {
        Duty.CUT: DealerStep.cut,
        Duty.ANTES_PLEASE: lambda: DealerStep.announce(AnteCall()),
        Duty.BURN: DealerStep.burn,
        Duty.GATHER: DealerStep.gather,
        Duty.LAST_CARD: lambda: DealerStep.announce(LastCard()),
        Duty.SCRAMBLE_STUB: DealerStep.scramble_stub,
        Duty.COMMUNITY_CARD: DealerStep.community_card,
        Duty.REMOVE_CUT_CARD: DealerStep.remove_cut_card,
    }
    if duty not in makers:
        raise ValueError(f"{duty.name} needs a seat or a choice")
    return makers[duty]()


def seat_step(duty: Duty, seat: int) -> DealerStep:
    """The step a seat duty does for ``seat`` (READ_HAND asks its reading separately)."""
    if duty is Duty.COLLECT_ANTE:
        return DealerStep.collect_ante(seat)
    if duty is Duty.DEAL_DOWN:
        return DealerStep.deal(seat, face_up=False)
    if duty is Duty.DEAL_UP:
        return DealerStep.deal(seat, face_up=True)
    if duty is Duty.SHOWDOWN_ORDER:
        return DealerStep.call_showdown_order(seat)
    if duty is Duty.KILL_HAND:
        return DealerStep.kill_hand(seat)
    raise ValueError(f"{duty.name} does not take a seat on its own")


def phase_of(deal: Sequence[DealerStep], hand: Hand) -> Phase:
    """Which set of duty buttons fits ``hand`` now, ``deal`` the duties done since this deal began."""
    if not any(step.kind is StepKind.CUT for step in deal):
        return Phase.PREPARE
    if hand.phase in {HandPhase.SHOWDOWN, HandPhase.COMPLETE}:
        return Phase.SHOWDOWN
    return Phase.SEVENTH if hand.street >= 6 else Phase.STREETS
