"""The steps of a hand: what the dealer or a player must do next (``Hand.next_step()``), each a
frozen record (``records.Record``: compiled, its classes cost no start-up as dataclasses' would)."""

from __future__ import annotations

from typing import ClassVar, Final

from croupier.engine.records import Record

__all__ = [
    "ANTE_STEPS",
    "BURN_STEPS",
    "COMMUNITY_STEPS",
    "DEAL_STEPS",
    "SCRAMBLE_STEPS",
    "SHOW_STEPS",
    "TURN_STEPS",
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


class AnteDue(Record):
    __slots__ = ("seat",)
    __match_args__: ClassVar = ("seat",)

    def __init__(self, seat: int) -> None:
        self.seat: Final = seat


class BurnDue(Record):
    __slots__ = ("street",)
    __match_args__: ClassVar = ("street",)

    def __init__(self, street: int) -> None:
        self.street: Final = street


class DealDue(Record):
    __slots__ = ("face_up", "seat", "street")
    __match_args__: ClassVar = ("street", "seat", "face_up")

    def __init__(self, street: int, seat: int, face_up: bool) -> None:  # noqa: FBT001
        self.street: Final = street
        self.seat: Final = seat
        self.face_up: Final = face_up


class ScrambleDue(Record):
    """Scramble the stub with the burn cards (and with ``muck``, the folded cards)."""

    __slots__ = ("muck", "street")
    __match_args__: ClassVar = ("street", "muck")

    def __init__(self, street: int, muck: bool) -> None:  # noqa: FBT001
        self.street: Final = street
        self.muck: Final = muck


class CommunityDue(Record):
    __slots__ = ("street",)
    __match_args__: ClassVar = ("street",)

    def __init__(self, street: int) -> None:
        self.street: Final = street


class TurnDue(Record):
    """A player must act."""

    __slots__ = ("seat",)
    __match_args__: ClassVar = ("seat",)

    def __init__(self, seat: int) -> None:
        self.seat: Final = seat


class ShowDue(Record):
    """A player must show or muck at the showdown."""

    __slots__ = ("seat",)
    __match_args__: ClassVar = ("seat",)

    def __init__(self, seat: int) -> None:
        self.seat: Final = seat


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


# Steps are frozen values, so a hand shares one of each instead of building one per card and turn.
# Final: a compiled module reads them as constants, not from its globals' dictionary.
_MAX_SEATS = 10
_STREETS = range(3, 8)
DEAL_STEPS: Final[dict[tuple[int, bool], list[Step]]] = {
    (street, face_up): [DealDue(street, seat, face_up) for seat in range(_MAX_SEATS + 1)]
    for street in _STREETS
    for face_up in (False, True)
}
ANTE_STEPS: Final[list[Step]] = [AnteDue(seat) for seat in range(_MAX_SEATS + 1)]
TURN_STEPS: Final[list[Step]] = [TurnDue(seat) for seat in range(_MAX_SEATS + 1)]
SHOW_STEPS: Final[list[Step]] = [ShowDue(seat) for seat in range(_MAX_SEATS + 1)]
BURN_STEPS: Final[list[Step]] = [BurnDue(street) for street in range(_STREETS.stop)]
COMMUNITY_STEPS: Final[list[Step]] = [CommunityDue(street) for street in range(_STREETS.stop)]
SCRAMBLE_STEPS: Final[dict[tuple[int, bool], Step]] = {
    (street, muck): ScrambleDue(street, muck) for street in _STREETS for muck in (False, True)
}
