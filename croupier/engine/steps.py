"""The steps of a hand: what the dealer or a player must do next (``Hand.next_step()``)."""

from __future__ import annotations

from dataclasses import dataclass

from croupier.engine.cards import copyable

__all__ = [
    "AnteDue",
    "BurnDue",
    "CommunityDue",
    "DealDue",
    "ScrambleDue",
    "ShowDue",
    "Step",
    "TurnDue",
    "describe_step",
    "street_name",
]


@dataclass(frozen=True, slots=True)
class AnteDue:
    seat: int


@dataclass(frozen=True, slots=True)
class BurnDue:
    street: int


@dataclass(frozen=True, slots=True)
class DealDue:
    street: int
    seat: int
    face_up: bool


@dataclass(frozen=True, slots=True)
class ScrambleDue:
    """Scramble the stub with the burn cards (and with ``muck``, the folded cards)."""

    street: int
    muck: bool


@dataclass(frozen=True, slots=True)
class CommunityDue:
    street: int


@dataclass(frozen=True, slots=True)
class TurnDue:
    """A player must act."""

    seat: int


@dataclass(frozen=True, slots=True)
class ShowDue:
    """A player must show or muck at the showdown."""

    seat: int


Step = AnteDue | BurnDue | DealDue | ScrambleDue | CommunityDue | TurnDue | ShowDue


_STREET_NAMES = {3: "3rd street", 4: "4th street", 5: "5th street", 6: "6th street", 7: "7th street"}


def street_name(number: int) -> str:
    return _STREET_NAMES[number]


def describe_step(step: Step | None) -> str:
    if step is None:
        return "nothing: the hand is over"
    if isinstance(step, AnteDue):
        return f"collecting seat {step.seat}'s ante"
    if isinstance(step, BurnDue):
        return f"the burn before {street_name(step.street)}"
    if isinstance(step, DealDue):
        face = "face up" if step.face_up else "face down"
        return f"a card {face} to seat {step.seat}"
    if isinstance(step, ScrambleDue):
        return "scrambling the stub with the burn cards"
    if isinstance(step, CommunityDue):
        return "the community card"
    if isinstance(step, TurnDue):
        return f"seat {step.seat}'s action"
    return f"seat {step.seat} showing down"


copyable(AnteDue, BurnDue, DealDue, ScrambleDue, CommunityDue, TurnDue, ShowDue)
