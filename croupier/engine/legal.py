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

from croupier.engine.cards import copyable

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


_FIELDS = ("seat", "fold", "check", "call", "bring_in", "complete", "bet", "raise_to", "stack", "bet_so_far")


class LegalActions:
    """What the player in ``seat`` may do now. Amounts: see ``Action``.

    ``bet`` and ``raise_to`` list every legal target (with an open pair on 4th street, both the small
    and the big bet); a target equal to ``bet_so_far + stack`` is an all-in, possibly short of a full
    wager. Immutable and compared by value; the fields live in one tuple because the engine builds
    one of these per decision and a frozen dataclass of ten fields costs several times as much.
    """

    __slots__ = ("_fields",)
    _fields: tuple[
        int, bool, bool, int | None, int | None, int | None, tuple[int, ...], tuple[int, ...], int, int
    ]

    def __init__(  # noqa: PLR0917 - built once per decision, positionally (hot path)
        self,
        seat: int,
        fold: bool,  # noqa: FBT001
        check: bool,  # noqa: FBT001
        call: int | None,
        bring_in: int | None,
        complete: int | None,
        bet: tuple[int, ...],
        raise_to: tuple[int, ...],
        stack: int,
        bet_so_far: int,
    ) -> None:
        object.__setattr__(
            self, "_fields", (seat, fold, check, call, bring_in, complete, bet, raise_to, stack, bet_so_far)
        )

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"LegalActions is immutable: cannot set {name}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"LegalActions is immutable: cannot delete {name}")

    def __eq__(self, other: object) -> bool:
        if type(other) is not LegalActions:
            return NotImplemented
        return self._fields == other._fields

    def __hash__(self) -> int:
        return hash(self._fields)

    def __repr__(self) -> str:
        named = ", ".join(f"{name}={value!r}" for name, value in zip(_FIELDS, self._fields, strict=True))
        return f"LegalActions({named})"

    def __reduce__(self) -> tuple[type[LegalActions], tuple[object, ...]]:
        return (LegalActions, self._fields)

    @property
    def seat(self) -> int:
        return self._fields[0]

    @property
    def fold(self) -> bool:
        return self._fields[1]

    @property
    def check(self) -> bool:
        return self._fields[2]

    @property
    def call(self) -> int | None:
        """The chips a call adds, or None when there is nothing to call."""
        return self._fields[3]

    @property
    def bring_in(self) -> int | None:
        """The bring-in amount when posting it is legal."""
        return self._fields[4]

    @property
    def complete(self) -> int | None:
        """The completion target (street total)."""
        return self._fields[5]

    @property
    def bet(self) -> tuple[int, ...]:
        return self._fields[6]

    @property
    def raise_to(self) -> tuple[int, ...]:
        return self._fields[7]

    @property
    def stack(self) -> int:
        return self._fields[8]

    @property
    def bet_so_far(self) -> int:
        return self._fields[9]

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
        fields = self._fields
        complete = fields[5]
        if complete is not None:
            return (complete,)
        return fields[6] or fields[7]

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


copyable(Action)
