"""Pots and side pots from each player's contributions, and how a pot is split (R8.5–R8.7).

>>> [(pot.amount, pot.eligible) for pot in build_pots([25, 25, 17, 25], live={1, 2, 3, 4})]
[(68, (1, 2, 3, 4)), (24, (1, 2, 4))]
>>> build_pots([25, 45, 0, 0], live={1, 2})[-1]
Pot(amount=20, eligible=(2,), contributors=(2,))
>>> [pot.is_uncalled for pot in build_pots([5, 5, 45], live={3})]
[False, True]
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from croupier.engine.cards import copyable

__all__ = ["Pot", "build_pots", "split_evenly"]


@dataclass(frozen=True, slots=True, init=False)
class Pot:
    """One pot: its chips, the seats that may win it, and the seats that paid into it."""

    amount: int
    eligible: tuple[int, ...]
    contributors: tuple[int, ...]

    # Written out: the one dataclasses generates is Python code even in the compiled engine.
    def __init__(self, amount: int, eligible: tuple[int, ...], contributors: tuple[int, ...]) -> None:
        set_field = object.__setattr__  # frozen
        set_field(self, "amount", amount)
        set_field(self, "eligible", eligible)
        set_field(self, "contributors", contributors)

    @property
    def is_uncalled(self) -> bool:
        """Chips only one player put in: they go back to that player, they are not won (R8.7)."""
        return len(self.contributors) == 1


def build_pots(contributions: Sequence[int], live: Collection[int]) -> list[Pot]:
    """Layer the contributions of seats 1..N into a main pot and side pots (R8.7).

    A layer ends at each live player's total contribution; only live players who reached a layer may
    win it. Neighbouring layers never have the same eligible players (each ends where a live player's
    chips end, but for the top one, which only one player paid into: an uncalled bet,
    ``Pot.is_uncalled``), so a layer is a pot. ``tests/engine/test_pots_chip_by_chip.py`` holds this
    to a chip-by-chip reading of the rule.
    """
    wanted = {contributions[seat - 1] for seat in live if contributions[seat - 1] > 0}
    ordered = sorted(contributions)
    top = ordered[-1] if ordered else 0
    if len(ordered) > 1 and 0 < ordered[-2] < top:
        # Only the top contributor paid above the second-highest total: that part is uncalled.
        wanted.add(ordered[-2])
    levels = sorted(wanted)
    if not levels or levels[-1] < top:
        levels.append(top)
    pots: list[Pot] = []
    previous = 0
    for level in levels:
        amount = 0
        contributors = []
        for seat, paid in enumerate(contributions, start=1):
            share = min(paid, level) - min(paid, previous)
            if share > 0:
                amount += share
                contributors.append(seat)
        eligible = tuple(seat for seat in sorted(live) if contributions[seat - 1] >= level)
        if amount:
            pots.append(Pot(amount, eligible, tuple(contributors)))
        previous = level
    return pots


def split_evenly(
    amount: int, winners: Sequence[int], odd_chip_order: Callable[[Sequence[int]], list[int]]
) -> list[tuple[int, int]]:
    """Split ``amount`` among ``winners``; the chips left over go one each in ``odd_chip_order``.

    >>> split_evenly(41, [1, 3], lambda seats: [3, 1])
    [(1, 20), (3, 21)]
    """
    base, remainder = divmod(amount, len(winners))
    extra = set(odd_chip_order(winners)[:remainder]) if remainder else set()
    return [(seat, base + (1 if seat in extra else 0)) for seat in sorted(winners)]


copyable(Pot)
