"""The dealer's duties as values: one ``DealerStep`` per thing the croupier does or says.

A step is what the trainee does (click a seat to deal, burn, announce a pair) and what the procedure
expects; ``step.code`` is a short stable text for logs and tests, ``str(step)`` a plain description.

>>> from croupier.engine.rules import ShuffleStep
>>> DealerStep.deal(3, face_up=True).code, DealerStep.shuffle_step(ShuffleStep.RIFFLE).code
('deal:S3:up', 'shuffle:riffle')
>>> str(DealerStep.deal(3, face_up=False))
'deal seat 3 a card face down'
>>> DealerStep.deal(3, face_up=True).matches(DealerStep.deal(3, face_up=True, street=4))
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from croupier.engine.rules import ShuffleStep
from croupier.procedure.announcements import Announcement, same_words

__all__ = ["DealerStep", "StepKind"]


class StepKind(StrEnum):
    """What kind of duty a step is; the value starts the step's code."""

    SHUFFLE = "shuffle"  # one step of the house shuffle (R2.2)
    COLLECT_ANTE = "ante"  # take one player's ante into the centre (R2.4, R3.1)
    CUT = "cut"  # cut onto the cut card (R2.4)
    DEAL = "deal"  # one card to one seat, face up or down (R1.3, R1.4)
    BURN = "burn"  # one card face down to the burn pile (R6.2)
    ANNOUNCE = "announce"  # say something (R9): see ``announcements``
    GATHER = "gather"  # bring the round's bets into the pot (R9.1)
    RETURN_BET = "return"  # give back an uncalled bet (R8.7)
    COUNT_STUB = "count"  # the supply check before 7th street, with its outcome (R6.5)
    SCRAMBLE_STUB = "scramble"  # mix the stub with the burn cards (and the muck) (R6.5)
    COMMUNITY_CARD = "community"  # turn the community card in the centre (R6.6)
    REMOVE_CUT_CARD = "remove_cut_card"  # after the last card, set the stub aside (R2.6)
    CALL_SHOWDOWN_ORDER = "showdown"  # name who shows first (R8.1)
    READ_HAND = "read"  # read a tabled hand aloud (R9.7)
    KILL_HAND = "kill"  # kill a losing hand (R8.4)
    PUSH_POT = "push"  # push a pot (or half of one) to its winner(s) (R8.4-R8.6)


@dataclass(frozen=True, slots=True)
class DealerStep:
    """One duty and its data. Fields that do not apply to the kind stay None (or empty).

    ``street``, ``chips`` and ``order`` describe the step for display; they do not take part in
    ``matches`` (the trainee who deals seat 3 face up does not also name the street).
    """

    kind: StepKind
    seat: int | None = None
    face_up: bool | None = None
    shuffle: ShuffleStep | None = None
    announcement: Announcement | None = None
    pot: int | None = None
    half: str | None = None  # "whole", "high" or "low" (PUSH_POT)
    shares: tuple[tuple[int, int], ...] = ()  # (seat, chips), by seat (PUSH_POT)
    amount: int | None = None  # RETURN_BET: the chips given back
    outcome: str | None = None  # COUNT_STUB: the engine's SupplyChecked outcome
    street: int | None = field(default=None, compare=False)
    chips: int | None = field(default=None, compare=False)  # GATHER: chips brought in
    order: tuple[int, ...] = field(default=(), compare=False)  # CALL_SHOWDOWN_ORDER: everyone

    # ------------------------------------------------------------------------ constructors

    @classmethod
    def shuffle_step(cls, step: ShuffleStep) -> DealerStep:
        """One step of the shuffle; the cut onto the cut card is its own kind (``CUT``)."""
        if step is ShuffleStep.CUT_ONTO_CUT_CARD:
            return cls(StepKind.CUT)
        return cls(StepKind.SHUFFLE, shuffle=step)

    @classmethod
    def collect_ante(cls, seat: int) -> DealerStep:
        return cls(StepKind.COLLECT_ANTE, seat=seat)

    @classmethod
    def cut(cls) -> DealerStep:
        return cls(StepKind.CUT)

    @classmethod
    def deal(cls, seat: int, *, face_up: bool, street: int | None = None) -> DealerStep:
        return cls(StepKind.DEAL, seat=seat, face_up=face_up, street=street)

    @classmethod
    def burn(cls, street: int | None = None) -> DealerStep:
        return cls(StepKind.BURN, street=street)

    @classmethod
    def announce(cls, announcement: Announcement, street: int | None = None) -> DealerStep:
        return cls(StepKind.ANNOUNCE, announcement=announcement, street=street)

    @classmethod
    def gather(cls, street: int | None = None, chips: int | None = None) -> DealerStep:
        return cls(StepKind.GATHER, street=street, chips=chips)

    @classmethod
    def return_bet(cls, seat: int, amount: int) -> DealerStep:
        return cls(StepKind.RETURN_BET, seat=seat, amount=amount)

    @classmethod
    def count_stub(cls, outcome: str | None) -> DealerStep:
        return cls(StepKind.COUNT_STUB, outcome=outcome, street=7)

    @classmethod
    def scramble_stub(cls) -> DealerStep:
        return cls(StepKind.SCRAMBLE_STUB, street=7)

    @classmethod
    def community_card(cls) -> DealerStep:
        return cls(StepKind.COMMUNITY_CARD, street=7)

    @classmethod
    def remove_cut_card(cls) -> DealerStep:
        return cls(StepKind.REMOVE_CUT_CARD, street=7)

    @classmethod
    def call_showdown_order(cls, first: int, order: tuple[int, ...] = ()) -> DealerStep:
        return cls(StepKind.CALL_SHOWDOWN_ORDER, seat=first, order=order or (first,))

    @classmethod
    def read_hand(cls, announcement: Announcement) -> DealerStep:
        seat = getattr(announcement, "seat", None)
        return cls(StepKind.READ_HAND, seat=seat, announcement=announcement)

    @classmethod
    def kill_hand(cls, seat: int) -> DealerStep:
        return cls(StepKind.KILL_HAND, seat=seat)

    @classmethod
    def push_pot(cls, pot: int, half: str, shares: tuple[tuple[int, int], ...]) -> DealerStep:
        return cls(StepKind.PUSH_POT, pot=pot, half=half, shares=tuple(sorted(shares)))

    # ------------------------------------------------------------------------ reading

    def matches(self, other: DealerStep) -> bool:
        """Is this the same duty as ``other``? Descriptive fields are ignored, and announcements match
        on what the dealer says (``announcements.spoken_form``: no kickers, top two cards)."""
        if self == other:
            return True
        if self.kind is not other.kind or self.announcement is None or other.announcement is None:
            return False
        return self.seat == other.seat and same_words(self.announcement, other.announcement)

    @property
    def code(self) -> str:
        """A short stable text: ``deal:S3:up``, ``announce:pair:S2:9``, ``push:0:whole:S1=51``."""
        kind = self.kind
        if kind is StepKind.SHUFFLE:
            return f"shuffle:{self.shuffle.value if self.shuffle else '?'}"
        if kind in {StepKind.COLLECT_ANTE, StepKind.KILL_HAND}:
            return f"{kind.value}:S{self.seat}"
        if kind is StepKind.DEAL:
            return f"deal:S{self.seat}:{'up' if self.face_up else 'down'}"
        if kind in {StepKind.ANNOUNCE, StepKind.READ_HAND}:
            spoken = self.announcement.code if self.announcement is not None else "?"
            return spoken if kind is StepKind.ANNOUNCE else f"read:{spoken}"
        if kind is StepKind.RETURN_BET:
            return f"return:S{self.seat}:{self.amount}"
        if kind is StepKind.COUNT_STUB:
            return f"count:{self.outcome}"
        if kind is StepKind.CALL_SHOWDOWN_ORDER:
            return f"showdown:S{self.seat}"
        if kind is StepKind.PUSH_POT:
            shares = ",".join(f"S{seat}={chips}" for seat, chips in self.shares)
            return f"push:{self.pot}:{self.half}:{shares}"
        return kind.value

    def __str__(self) -> str:
        kind = self.kind
        if kind is StepKind.SHUFFLE:
            return f"shuffle: {self.shuffle.value if self.shuffle else '?'}"
        if kind is StepKind.COLLECT_ANTE:
            return f"collect seat {self.seat}'s ante"
        if kind is StepKind.DEAL:
            return f"deal seat {self.seat} a card face {'up' if self.face_up else 'down'}"
        if kind in {StepKind.ANNOUNCE, StepKind.READ_HAND}:
            return f"{'announce' if kind is StepKind.ANNOUNCE else 'read'}: {self.announcement}"
        if kind is StepKind.RETURN_BET:
            return f"return {self.amount} uncalled to seat {self.seat}"
        if kind is StepKind.COUNT_STUB:
            return f"count the stub before 7th street ({self.outcome})"
        if kind is StepKind.CALL_SHOWDOWN_ORDER:
            return f"call the showdown: seat {self.seat} shows first"
        if kind is StepKind.KILL_HAND:
            return f"kill seat {self.seat}'s hand"
        if kind is StepKind.PUSH_POT:
            pot = "main pot" if self.pot == 0 else f"side pot {self.pot}"
            who = ", ".join(f"seat {seat} {chips}" for seat, chips in self.shares)
            part = "" if self.half == "whole" else f" ({self.half} half)"
            return f"push the {pot}{part}: {who}"
        return {
            StepKind.CUT: "cut onto the cut card",
            StepKind.BURN: "burn a card",
            StepKind.GATHER: "gather the bets into the pot",
            StepKind.SCRAMBLE_STUB: "scramble the stub with the burn cards",
            StepKind.COMMUNITY_CARD: "turn the community card",
            StepKind.REMOVE_CUT_CARD: "remove the cut card and set the stub aside",
        }[kind]
