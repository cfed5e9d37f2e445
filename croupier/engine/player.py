"""A seat's cards and chips during a hand: what the hand, its betting round and the views read."""

from __future__ import annotations

from dataclasses import dataclass, field

from croupier.engine.cards import Card, copyable

__all__ = ["PlayerState"]


@dataclass(slots=True, init=False)
class PlayerState:
    """A seat's cards and chips. ``down`` and ``up`` may hold None for a replayed hand's unknown card."""

    seat: int
    starting_stack: int
    stack: int
    down: list[Card | None] = field(default_factory=list)
    up: list[Card | None] = field(default_factory=list)
    folded: bool = False
    mucked: bool = False
    shown: bool = False
    contributed: int = 0
    bet: int = 0

    # Written out: the one dataclasses generates is Python code even in the compiled engine.
    def __init__(  # noqa: PLR0917 - the dataclass's own signature
        self,
        seat: int,
        starting_stack: int,
        stack: int,
        down: list[Card | None] | None = None,
        up: list[Card | None] | None = None,
        folded: bool = False,  # noqa: FBT001, FBT002
        mucked: bool = False,  # noqa: FBT001, FBT002
        shown: bool = False,  # noqa: FBT001, FBT002
        contributed: int = 0,
        bet: int = 0,
    ) -> None:
        self.seat = seat
        self.starting_stack = starting_stack
        self.stack = stack
        self.down = [] if down is None else down
        self.up = [] if up is None else up
        self.folded = folded
        self.mucked = mucked
        self.shown = shown
        self.contributed = contributed
        self.bet = bet

    @property
    def live(self) -> bool:
        """Dealt in and not folded."""
        return not self.folded

    @property
    def all_in(self) -> bool:
        """Live with no chips behind."""
        return not self.folded and self.stack == 0

    @property
    def active(self) -> bool:
        """Live and able to bet."""
        return not self.folded and self.stack > 0

    @property
    def door(self) -> Card | None:
        """The first upcard (3rd street's door card); None when a hand history left it unknown."""
        return self.up[0]


copyable(PlayerState)
