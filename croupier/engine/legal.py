"""The legal actions of the player to act: one object to ask ``in``, iterate and print.

>>> legal = LegalActions(seat=3, fold=True, check=False, call=20, bring_in=None, complete=None,
...                      bet=(), raise_to=(40,), stack=500, bet_so_far=0)
>>> Action(3, "raise", 40) in legal, Action(3, "raise", 60) in legal
(True, False)
>>> print(legal)
seat 3: fold, call 20, raise to 40
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

__all__ = ["Action", "LegalActions"]


@dataclass(frozen=True, slots=True)
class Action:
    """A player's action: ``kind`` is fold, check, call, bring_in, complete, bet or raise.

    ``amount`` is the chips added for call and bring-in, the street total for complete, bet, raise.
    """

    seat: int
    kind: str
    amount: int = 0

    def __str__(self) -> str:
        if self.kind in {"fold", "check"}:
            return self.kind
        if self.kind in {"call", "bring_in"}:
            return f"{self.kind.replace('_', '-')} {self.amount}"
        return f"{self.kind} to {self.amount}"


@dataclass(frozen=True, slots=True)
class LegalActions:
    """What the player in ``seat`` may do now. Amounts: see ``Action``.

    ``bet`` and ``raise_to`` list every legal target (with an open pair on 4th street, both the small
    and the big bet); a target equal to ``bet_so_far + stack`` is an all-in, possibly short of a full
    wager.
    """

    seat: int
    fold: bool
    check: bool
    call: int | None
    bring_in: int | None
    complete: int | None
    bet: tuple[int, ...]
    raise_to: tuple[int, ...]
    stack: int
    bet_so_far: int

    @property
    def wager_kind(self) -> str:
        """The word for a wager now: complete, bet or raise."""
        if self.complete is not None or self.bring_in is not None:
            return "complete"
        if self.bet:
            return "bet"
        return "raise"

    @property
    def wager_targets(self) -> tuple[int, ...]:
        """Every legal complete/bet/raise target."""
        if self.complete is not None:
            return (self.complete,)
        return self.bet or self.raise_to

    @property
    def all_in_target(self) -> int:
        """The street total if the player put in every chip."""
        return self.bet_so_far + self.stack

    @property
    def capped_out(self) -> bool:
        """True when the player may only call or fold (or check)."""
        return not self.wager_targets and self.bring_in is None

    def __iter__(self) -> Iterator[Action]:
        if self.fold:
            yield Action(self.seat, "fold")
        if self.check:
            yield Action(self.seat, "check")
        if self.call is not None:
            yield Action(self.seat, "call", self.call)
        if self.bring_in is not None:
            yield Action(self.seat, "bring_in", self.bring_in)
        if self.complete is not None:
            yield Action(self.seat, "complete", self.complete)
        for amount in self.bet:
            yield Action(self.seat, "bet", amount)
        for amount in self.raise_to:
            yield Action(self.seat, "raise", amount)

    def __contains__(self, action: object) -> bool:
        return any(action == legal for legal in self)

    def __str__(self) -> str:
        return f"seat {self.seat}: " + ", ".join(str(action) for action in self)

    def as_json(self) -> dict[str, object]:
        """The ``legal`` object of ``croupier phh replay --json``."""
        return {
            "fold": self.fold,
            "check": self.check,
            "call": self.call,
            "bring_in": self.bring_in,
            "complete": self.complete,
            "bet": list(self.bet),
            "raise": list(self.raise_to),
        }
