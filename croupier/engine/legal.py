"""The legal actions of the player to act: one object to ask ``in``, iterate and print.

>>> legal = LegalActions(seat=3, fold=True, check=False, call=20, bring_in=None, complete=None,
...                      bet=(), raise_to=(40,), stack=500, bet_so_far=0)
>>> Action.parse("p3 raise 40") in legal, Action(3, ActionKind.RAISE, 60) in legal
(True, False)
>>> print(legal)
seat 3: fold, call 20, raise to 40
>>> list(legal)[1]
Action.parse('p3 call 20')
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from croupier.engine.errors import ActionParseError
from croupier.engine.events import ActionKind

__all__ = ["Action", "ActionKind", "LegalActions"]


class Action:
    """A player's action: the ``seat``, the ``kind`` and the ``amount``: the chips added for a call and
    a bring-in, the street total for a completion, a bet or a raise (0 for a fold or a check).

    Written ``p3 raise 40`` (``str`` and ``Action.parse``); ``label`` is the same without the seat,
    as the legal actions are listed (``raise to 40``). ``Action.parse`` also reads PHH's player verbs,
    which say less: ``f`` folds, ``cc`` checks or calls (read as a call), ``pb`` posts the bring-in,
    ``cbr N`` completes, bets or raises to ``N`` (read as a raise); ``Hand.act`` does what the moment
    makes of them, and the ``ActionTaken`` it returns says which.

    >>> Action.parse("p3 cbr 40"), str(Action(2, ActionKind.BRING_IN, 10))
    (Action.parse('p3 raise 40'), 'p2 bring-in 10')

    Immutable and compared by value. Like ``LegalActions`` its fields live in one tuple: a simulated
    player makes one per decision, and a frozen dataclass costs several times as much to build.
    """

    __slots__ = ("_fields",)
    _fields: tuple[int, ActionKind, int]

    def __init__(self, seat: int, kind: ActionKind, amount: int = 0) -> None:
        object.__setattr__(self, "_fields", (seat, kind, amount))

    @property
    def seat(self) -> int:
        return self._fields[0]

    @property
    def kind(self) -> ActionKind:
        return self._fields[1]

    @property
    def amount(self) -> int:
        return self._fields[2]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Action is immutable: cannot set {name}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Action is immutable: cannot delete {name}")

    def __eq__(self, other: object) -> bool:
        if type(other) is not Action:
            return NotImplemented
        return self._fields == other._fields

    def __hash__(self) -> int:
        return hash(self._fields)

    def __reduce__(self) -> tuple[type[Action], tuple[int, ActionKind, int]]:
        return (Action, self._fields)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read ``p3 raise 40``, ``p2 fold``, ``p1 cbr 40`` …; ``ActionParseError`` says what is wrong."""
        words = text.lower().split()
        if len(words) not in {2, 3} or not _SEAT.fullmatch(words[0]):
            raise ActionParseError(
                f"{text!r} is not an action: write the seat, the verb and any amount, as 'p3 raise 40'"
            )
        seat = int(words[0][1:])
        verb = words[1]
        kind = _VERBS.get(verb)
        if kind is None:
            raise ActionParseError(f"unknown verb {words[1]!r} in {text!r}: use one of {', '.join(_VERBS)}")
        takes_amount = verb in _WITH_AMOUNT
        if takes_amount != (len(words) == 3):
            need = "an amount" if takes_amount else "no amount"
            raise ActionParseError(f"{words[1]!r} takes {need}: {text!r}")
        amount = 0
        if takes_amount:
            if not words[2].isdigit():
                raise ActionParseError(f"{words[2]!r} is not a number of chips in {text!r}")
            amount = int(words[2])
        return cls(seat, kind, amount)

    @property
    def label(self) -> str:
        """The action without its seat, as ``LegalActions`` lists it: ``fold``, ``call 20``,
        ``bring-in 10``, ``raise to 40``."""
        kind = self.kind
        if kind is ActionKind.FOLD or kind is ActionKind.CHECK:
            return kind.value
        if kind is ActionKind.CALL or kind is ActionKind.BRING_IN:
            return f"{_WORDS[kind]} {self.amount}"
        return f"{kind.value} to {self.amount}"

    def __str__(self) -> str:
        seat, kind, amount = self._fields
        if kind is ActionKind.FOLD or kind is ActionKind.CHECK:
            return f"p{seat} {kind.value}"
        return f"p{seat} {_WORDS[kind]} {amount}"

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"


_SEAT = re.compile(r"p[1-9][0-9]*")
_WORDS = {kind: kind.value.replace("_", "-") for kind in ActionKind}
_VERBS: dict[str, ActionKind] = {
    **{word: kind for kind, word in _WORDS.items()},
    "bring_in": ActionKind.BRING_IN,
    "f": ActionKind.FOLD,
    "cc": ActionKind.CALL,
    "pb": ActionKind.BRING_IN,
    "cbr": ActionKind.RAISE,
}
_WITH_AMOUNT = frozenset({"call", "bring-in", "bring_in", "complete", "bet", "raise", "cbr"})


# The wager kinds, bound once (a compiled module reads these as constants).
_COMPLETE: Final = ActionKind.COMPLETE
_BET: Final = ActionKind.BET
_RAISE: Final = ActionKind.RAISE

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
        """The word for a wager now: complete, bet or raise (``wager`` is its kind)."""
        return self.wager.value

    @property
    def wager(self) -> ActionKind:
        """The kind of a wager now: complete, bet or raise."""
        fields = self._fields
        if fields[5] is not None or fields[4] is not None:
            return _COMPLETE
        return _BET if fields[6] else _RAISE

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
        seat = self.seat
        if self.fold:
            yield Action(seat, ActionKind.FOLD)
        if self.check:
            yield Action(seat, ActionKind.CHECK)
        if self.call is not None:
            yield Action(seat, ActionKind.CALL, self.call)
        if self.bring_in is not None:
            yield Action(seat, ActionKind.BRING_IN, self.bring_in)
        if self.complete is not None:
            yield Action(seat, ActionKind.COMPLETE, self.complete)
        for amount in self.bet:
            yield Action(seat, ActionKind.BET, amount)
        for amount in self.raise_to:
            yield Action(seat, ActionKind.RAISE, amount)

    def __contains__(self, action: object) -> bool:
        return any(action == legal for legal in self)

    def __str__(self) -> str:
        return f"seat {self.seat}: " + ", ".join(action.label for action in self)

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
