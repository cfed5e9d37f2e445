"""Chips as chips (RULES.md §2.12): the denominations in play, a pile of chips, paying a wager,
making change, colouring a chip down, and splitting a pot chip by chip with the odd chip by R8.6.

The engine settles money in amounts; a dealer handles chips. ``ChipSet`` is the set in play
(R12.1, default 1/5/25/100/500), ``Chips`` a pile (a count per denomination). ``pot_shares`` says
what each winner of a pot is due when the smallest chip in play is the unit that cannot be split
(R8.6, R12.4); ``split_plan`` splits a pile as a dealer does (each colour evenly, what does not
divide coloured down, E46), and ``grade_split`` / ``grade_change`` check the trainee's chips.

>>> pot = Chips.parse("2x100 2x25 1x5")
>>> plan = split_plan(pot, {2: 128, 5: 127}, ChipSet())
>>> str(plan.shares[2]), str(plan.shares[5]), plan.coloured_down
('1x100 1x25 3x1', '1x100 1x25 2x1', (5,))
>>> str(make_change(60, ChipSet(), below=100))
'2x25 2x5'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from croupier.engine.cards import Card
from croupier.engine.errors import CroupierError
from croupier.engine.rules import HouseRules, Variant

if TYPE_CHECKING:  # the hand's modules, imported by pot_shares: the chips alone need none of them
    from croupier.engine.pots import Pot
    from croupier.engine.showdown import Values

__all__ = [
    "DEFAULT_DENOMINATIONS",
    "ChipError",
    "ChipSet",
    "Chips",
    "Problem",
    "SplitPlan",
    "Verdict",
    "exact_chips",
    "grade_change",
    "grade_split",
    "make_change",
    "pay",
    "pot_shares",
    "split_plan",
]

DEFAULT_DENOMINATIONS = (1, 5, 25, 100, 500)
"""R12.1: white, red, green, black, purple."""


class ChipError(CroupierError):
    """A chip set that cannot be used, a pile that does not hold what is taken from it, or an
    amount that the chips in play cannot make."""


@dataclass(frozen=True, slots=True)
class ChipSet:
    """The denominations in play, lowest first. Every chip is a multiple of the smallest (the
    ``unit``), so any chip can be coloured down to it.

    >>> ChipSet.parse("5/25/100").unit, str(ChipSet())
    (5, '1/5/25/100/500')
    """

    denominations: tuple[int, ...] = DEFAULT_DENOMINATIONS

    def __post_init__(self) -> None:
        values = self.denominations
        if not values:
            raise ChipError("a chip set needs at least one denomination")
        if any(value <= 0 for value in values):
            raise ChipError(f"chip values must be positive (got {'/'.join(map(str, values))})")
        if list(values) != sorted(set(values)):
            raise ChipError(
                f"chip values go from the smallest up, each once (got {'/'.join(map(str, values))})"
            )
        if any(value % values[0] for value in values):
            raise ChipError(f"every chip must be a multiple of the smallest, {values[0]}")

    @classmethod
    def parse(cls, text: str) -> ChipSet:
        """Denominations written ``1/5/25/100/500`` (commas or spaces also do)."""
        parts = [part for part in text.replace(",", "/").replace(" ", "/").split("/") if part]
        try:
            values = tuple(int(part) for part in parts)
        except ValueError:
            raise ChipError(f"{text!r} is not a list of chip values such as 1/5/25/100/500") from None
        return cls(values)

    def __str__(self) -> str:
        return "/".join(str(value) for value in self.denominations)

    @property
    def unit(self) -> int:
        """The smallest chip: the one that cannot be split (R8.6)."""
        return self.denominations[0]

    def fits(self, amount: int) -> bool:
        """Can chips in play make ``amount`` exactly (R12.1: stakes are multiples of the unit)?"""
        return amount >= 0 and amount % self.unit == 0

    def below(self, value: int) -> int | None:
        """The next smaller denomination than ``value``, or None for the smallest."""
        smaller = [chip for chip in self.denominations if chip < value]
        return smaller[-1] if smaller else None

    def stack(self, amount: int, *, largest: int | None = None) -> Chips:
        """``amount`` in the fewest chips, none above ``largest``: how a dealer makes it up."""
        if not self.fits(amount):
            raise ChipError(f"{amount} cannot be made with chips of {self}")
        counts: dict[int, int] = {}
        rest = amount
        for value in reversed(self.denominations):
            if largest is not None and value > largest:
                continue
            count, rest = divmod(rest, value)
            if count:
                counts[value] = count
        return Chips.of(counts)

    def colour_down(self, value: int) -> Chips:
        """One chip of ``value`` broken into the next smaller colour (R8.6, R12.4): a 25 into five
        5s, a 100 into four 25s. The smallest chip cannot be broken."""
        if value not in self.denominations:
            raise ChipError(f"there is no {value} chip in the set {self}")
        smaller = self.below(value)
        if smaller is None:
            raise ChipError(f"the {value} is the smallest chip in play: it cannot be coloured down")
        return self.stack(value, largest=smaller)


@dataclass(frozen=True, slots=True)
class Chips:
    """A pile of chips: how many of each denomination, largest first, no empty entries. Written
    ``2x100 2x25 1x5`` (``Chips.parse`` also reads ``×`` and a bare value for one chip).

    >>> pile = Chips.parse("2x100 25 25 5")
    >>> pile.total, pile.count(25), str(pile - Chips.parse("1x25"))
    (255, 2, '2x100 1x25 1x5')
    """

    counts: tuple[tuple[int, int], ...] = ()

    @classmethod
    def of(cls, counts: Mapping[int, int] | Iterable[tuple[int, int]]) -> Chips:
        """A pile from (denomination, count) pairs; the same denomination twice adds up."""
        items = counts.items() if isinstance(counts, Mapping) else counts
        merged: dict[int, int] = {}
        for value, count in items:
            if value <= 0 or count < 0:
                raise ChipError(f"{count} chips of {value} is not a pile")
            merged[value] = merged.get(value, 0) + count
        return cls(tuple(sorted(((v, c) for v, c in merged.items() if c), reverse=True)))

    @classmethod
    def parse(cls, text: str) -> Chips:
        pairs: list[tuple[int, int]] = []
        for part in text.replace(",", " ").replace("+", " ").split():
            count_text, _, value_text = part.lower().replace("×", "x").rpartition("x")
            try:
                pairs.append((int(value_text), int(count_text) if count_text else 1))
            except ValueError:
                raise ChipError(f"{part!r} is not chips such as 2x25") from None
        return cls.of(pairs)

    def __str__(self) -> str:
        return " ".join(f"{count}x{value}" for value, count in self.counts)

    def __repr__(self) -> str:
        return f"Chips.parse({str(self)!r})"

    def __iter__(self) -> Iterator[tuple[int, int]]:
        return iter(self.counts)

    def __bool__(self) -> bool:
        return bool(self.counts)

    @property
    def total(self) -> int:
        return sum(value * count for value, count in self.counts)

    def count(self, value: int) -> int:
        """How many chips of ``value`` the pile holds."""
        return dict(self.counts).get(value, 0)

    @property
    def pieces(self) -> int:
        """How many chips, whatever their value."""
        return sum(count for _, count in self.counts)

    def covers(self, other: Chips) -> bool:
        """Does this pile hold every chip of ``other``?"""
        return all(self.count(value) >= count for value, count in other.counts)

    def __add__(self, other: Chips) -> Chips:
        return Chips.of([*self.counts, *other.counts])

    def __sub__(self, other: Chips) -> Chips:
        if not self.covers(other):
            raise ChipError(f"{self or 'no chips'} does not hold {other}")
        counts = dict(self.counts)
        for value, count in other.counts:
            counts[value] -= count
        return Chips.of(counts)


# ----------------------------------------------------------------------------------- paying


def pay(stack: Chips, amount: int, chips: ChipSet, *, oversized: bool = False) -> tuple[Chips, int]:
    """The chips a player puts in for ``amount`` from ``stack``, and the change due back.

    The exact chips where the stack holds them (largest first); else, or when ``oversized``, the
    smallest single chip that covers the amount, so the dealer makes change (R12.3, E44). A stack
    that holds neither is first broken into smaller chips as the cage would.

    >>> pay(Chips.parse("3x100 4x25"), 40, ChipSet(), oversized=True)
    (Chips.parse('1x100'), 60)
    >>> pay(Chips.parse("1x100 2x25 5x5"), 40, ChipSet())
    (Chips.parse('1x25 3x5'), 0)
    """
    if amount <= 0:
        return Chips(), 0
    if stack.total < amount:
        raise ChipError(f"a stack of {stack.total} cannot pay {amount}")
    big = [value for value, _ in reversed(stack.counts) if value > amount]
    if oversized and big:
        return Chips.of({big[0]: 1}), big[0] - amount
    exact = exact_chips(stack, amount)
    if exact is not None:
        return exact, 0
    for value, _ in reversed(stack.counts):  # smallest first
        if value >= amount:
            return Chips.of({value: 1}), value - amount
    # Small chips together reach the amount but do not make it: pay with the fewest that cover it.
    paid: dict[int, int] = {}
    rest = amount
    for value, count in reversed(stack.counts):
        take = min(count, -(-rest // value))
        paid[value] = take
        rest -= take * value
        if rest <= 0:
            break
    given = Chips.of(paid)
    return given, given.total - amount


def exact_chips(stack: Chips, amount: int) -> Chips | None:
    """Chips of ``stack`` that make ``amount`` exactly, larger chips first; None if none do."""
    counts = stack.counts

    def search(index: int, rest: int) -> dict[int, int] | None:
        if rest == 0:
            return {}
        if index == len(counts):
            return None
        value, have = counts[index]
        for take in range(min(have, rest // value), -1, -1):
            found = search(index + 1, rest - take * value)
            if found is not None:
                if take:
                    found[value] = take
                return found
        return None

    found = search(0, amount)
    return Chips.of(found) if found is not None else None


def make_change(amount: int, chips: ChipSet, *, below: int | None = None) -> Chips:
    """The change for ``amount`` in the fewest chips smaller than ``below`` (the chip paid)."""
    return chips.stack(amount, largest=chips.below(below) if below is not None else None)


# ----------------------------------------------------------------------------------- grading


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with the chips given, as a ``kind`` and its numbers (rendered by the view):

    ``short`` / ``over`` (seat, given, due): a seat got too little or too much; ``not_a_winner``
    (seat, given): chips to a seat that wins nothing; ``odd_chip`` (seat, right): the odd chip to
    ``seat`` instead of ``right`` (R8.6); ``left_over`` (amount): chips still in the pot;
    ``not_there`` (value): a chip the pile does not hold (colour one down first); ``change``
    (given, due): change of the wrong amount.
    """

    kind: str
    seat: int | None = None
    given: int = 0
    due: int = 0
    value: int = 0
    right: int | None = None


@dataclass(frozen=True, slots=True)
class Verdict:
    """The chips given, checked: ``correct`` with the ``problems`` found (empty when correct)."""

    correct: bool
    problems: tuple[Problem, ...] = ()


def grade_change(given: Chips, due: int, bank: Chips) -> Verdict:
    """Change of ``given`` chips, taken from ``bank`` (the pot's chips, R12.3), where ``due`` is
    owed back."""
    problems: list[Problem] = []
    for value, count in given:
        if bank.count(value) < count:
            problems.append(Problem("not_there", value=value))
    if given.total != due:
        problems.append(Problem("change", given=given.total, due=due))
    return Verdict(not problems, tuple(problems))


def pot_shares(
    variant: Variant,
    rules: HouseRules,
    pot: Pot,
    *,
    values: Mapping[int, Values],
    cards_of: Callable[[int], Sequence[Card]],
    unit: int = 1,
) -> list[tuple[str, int, tuple[tuple[int, int], ...]]]:
    """How ``pot`` is shared out among its eligible seats (with their hand ``values``) when the
    smallest chip in play is ``unit``: (half, chips, ((seat, chips), ...)) for each half, R8.5 and
    R8.6 counted in units of that chip. With a unit of 1 this is the engine's award.
    """
    from croupier.engine.pots import split_evenly  # noqa: PLC0415 - see the imports above
    from croupier.engine.showdown import odd_chip_order, split_pot  # noqa: PLC0415

    eligible = [seat for seat in pot.eligible if seat in values] or list(values)
    units = pot.amount // unit
    shared: list[tuple[str, int, tuple[tuple[int, int], ...]]] = []
    for half, amount, winners in split_pot(variant, units, eligible, dict(values)):
        order = odd_chip_order(variant, rules, cards_of, half)
        even = split_evenly(amount, winners, order)
        shared.append((half, amount * unit, tuple((seat, chips * unit) for seat, chips in even)))
    # Chips below the unit (a pot that the chips in play cannot make) stay with the high half.
    rest = pot.amount - units * unit
    if rest and shared:
        half, amount, shares = shared[0]
        first = (shares[0][0], shares[0][1] + rest)
        shared[0] = (half, amount + rest, (first, *shares[1:]))
    return shared


@dataclass(frozen=True, slots=True)
class SplitPlan:
    """A pile split as the dealer does it: ``shares`` by seat, and the chips ``coloured_down`` on
    the way (each a chip broken into the next smaller colour)."""

    shares: Mapping[int, Chips]
    coloured_down: tuple[int, ...] = field(default=())


def split_plan(pile: Chips, due: Mapping[int, int], chips: ChipSet) -> SplitPlan:
    """Split ``pile`` so each seat gets what it is ``due`` (R12.4, E46): colour by colour from the
    largest, each chip to the seat that still needs the most (the first seat on a tie); what no seat
    can take any more is coloured down. ``pile`` must hold exactly what is due."""
    if pile.total != sum(due.values()):
        raise ChipError(f"a pile of {pile.total} cannot pay {sum(due.values())}")
    need = dict(due)
    given: dict[int, dict[int, int]] = {seat: {} for seat in due}
    counts = dict(pile.counts)
    broken: list[int] = []
    for value in reversed(chips.denominations):
        have = counts.pop(value, 0)
        while have:
            seat = max(sorted(need), key=lambda s: need[s])
            if need[seat] < value:
                break
            given[seat][value] = given[seat].get(value, 0) + 1
            need[seat] -= value
            have -= 1
        if have:
            smaller = chips.below(value)
            if smaller is None:
                raise ChipError(f"the pile cannot be split into {dict(due)} with chips of {chips}")
            for _ in range(have):
                broken.append(value)
                for small, count in chips.colour_down(value):
                    counts[small] = counts.get(small, 0) + count
    if counts or any(need.values()):
        raise ChipError(f"the pile holds chips outside the set {chips}")
    return SplitPlan({seat: Chips.of(parts) for seat, parts in given.items()}, tuple(broken))


def grade_split(
    pile: Chips,
    given: Mapping[int, Chips],
    due: Mapping[int, int],
    *,
    rest_of_pot: int = 0,
    odd_chip: tuple[int, ...] = (),
) -> Verdict:
    """The trainee's split of ``pile`` (after any colouring down) into ``given`` chips by seat,
    against what each seat is ``due``. ``rest_of_pot`` stays in the middle (the other pots);
    ``odd_chip`` names the seats that an odd chip goes to, to say so when it went astray."""
    problems: list[Problem] = []
    handed = Chips()
    for chips in given.values():
        handed = handed + chips
    for value, count in handed:
        if pile.count(value) < count:
            problems.append(Problem("not_there", value=value))
    wrong: list[tuple[int, int, int]] = []
    for seat in sorted(set(given) | set(due)):
        amount = given[seat].total if seat in given else 0
        owed = due.get(seat, 0)
        if owed == 0 and amount:
            problems.append(Problem("not_a_winner", seat=seat, given=amount))
        elif amount != owed:
            wrong.append((seat, amount, owed))
    swapped = _odd_chip_swapped(wrong, odd_chip)
    if swapped is not None:
        problems.append(Problem("odd_chip", seat=swapped[0], right=swapped[1]))
    else:
        problems.extend(
            Problem("short" if amount < owed else "over", seat=seat, given=amount, due=owed)
            for seat, amount, owed in wrong
        )
    left = pile.total - handed.total - rest_of_pot
    if left > 0 and not any(problem.kind == "not_there" for problem in problems):
        problems.append(Problem("left_over", given=left))
    return Verdict(not problems, tuple(problems))


def _odd_chip_swapped(wrong: Sequence[tuple[int, int, int]], odd: Sequence[int]) -> tuple[int, int] | None:
    """Two seats off by the same one chip in opposite directions, the short one due an odd chip:
    (the seat that got it, the seat it belongs to)."""
    if len(wrong) != 2:
        return None
    (first, got_first, due_first), (second, got_second, due_second) = wrong
    if got_first - due_first != -(got_second - due_second):
        return None
    short, over = (first, second) if got_first < due_first else (second, first)
    return (over, short) if short in odd else None
