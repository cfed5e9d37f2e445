"""Side pots (R8.7) against a second, chip-by-chip reading of the rule: every chip a seat put in is
the k-th of that seat's chips, and the k-th chips of all seats may be won by the live seats that put
in k or more; levels where the same seats may win are one pot; chips only one seat put in go back."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from croupier.engine.pots import Pot, build_pots


def chip_by_chip(contributions: list[int], live: set[int]) -> list[Pot]:
    seats = range(1, len(contributions) + 1)
    pots: list[Pot] = []
    for k in range(1, max(contributions, default=0) + 1):
        paid = tuple(seat for seat in seats if contributions[seat - 1] >= k)
        eligible = tuple(seat for seat in sorted(live) if contributions[seat - 1] >= k)
        layer = Pot(len(paid), eligible, paid)
        last = pots[-1] if pots else None
        if last is not None and last.eligible == eligible and not last.is_uncalled and not layer.is_uncalled:
            pots[-1] = Pot(last.amount + layer.amount, eligible, tuple(sorted({*last.contributors, *paid})))
        elif last is not None and last.is_uncalled and layer.is_uncalled and last.contributors == paid:
            pots[-1] = Pot(last.amount + layer.amount, eligible, paid)
        else:
            pots.append(layer)
    return pots


@st.composite
def tables(draw: st.DrawFn) -> tuple[list[int], set[int]]:
    contributions = draw(st.lists(st.integers(0, 40), min_size=1, max_size=8))
    seats = range(1, len(contributions) + 1)
    live = draw(st.sets(st.sampled_from(seats), min_size=1))
    return contributions, live


@settings(max_examples=3000, deadline=None)
@given(tables())
def test_side_pots_are_the_chip_by_chip_reading_of_r8_7(table: tuple[list[int], set[int]]) -> None:
    contributions, live = table
    assert build_pots(contributions, live) == chip_by_chip(contributions, live)


def test_no_chips_in_make_no_pots() -> None:
    """R8.7 with nothing to layer: no contributions at all (no seat yet) make no pot."""
    assert build_pots([], set()) == chip_by_chip([], set()) == []
