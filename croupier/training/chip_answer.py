"""A chip duty or a reading as answered (``ChipAnswer``), with the pot halves it is graded against
(``PotPart``): what ``chip_duties`` grades and a verdict (``terms.Graded``) carries to the words."""

from __future__ import annotations

from dataclasses import dataclass, field

from croupier.engine.chips import Chips, Problem
from croupier.training.reading import ReadingVerdict, Said

__all__ = ["ChipAnswer", "PotPart"]


@dataclass(frozen=True, slots=True)
class PotPart:
    """One half (or the whole) of a pot: the winners and what each gets, in chips of the set."""

    half: str
    amount: int
    shares: tuple[tuple[int, int], ...]

    @property
    def winners(self) -> frozenset[int]:
        return frozenset(seat for seat, chips in self.shares if chips)

    @property
    def odd(self) -> tuple[int, ...]:
        """The seats that got a chip more than the others (R8.6)."""
        amounts = [chips for _, chips in self.shares if chips]
        if len(set(amounts)) < 2:
            return ()
        return tuple(seat for seat, chips in self.shares if chips == max(amounts))


@dataclass(frozen=True, slots=True)
class ChipAnswer:
    """A chip duty or a reading, for the verdict's words. ``kind`` is ``change``, ``count``,
    ``split`` or ``read``; the other fields are those of the kind:

    change: ``seat`` (the player), ``due`` (the change), ``given`` chips, ``right`` (a dealer's
    change), ``problems``. count: ``seat`` (the player who asked, None before the push), ``due``
    (the pot), ``counted``, ``in_front`` (the bets not yet gathered). split: ``pot``, ``due_pot``
    (the pot to push first), ``parts`` (the right halves), ``declared`` (the winners named by
    half), ``given`` by seat, ``plan`` (a dealer's split), ``problems``. read: ``seat``, ``said``,
    ``reading``.
    """

    kind: str
    seat: int | None = None
    due: int = 0
    counted: int | None = None
    given: Chips = field(default_factory=Chips)
    right: Chips = field(default_factory=Chips)
    problems: tuple[Problem, ...] = ()
    pot: int | None = None
    due_pot: int | None = None
    parts: tuple[PotPart, ...] = ()
    declared: tuple[tuple[str, frozenset[int]], ...] = ()
    shares: tuple[tuple[int, Chips], ...] = ()
    plan: tuple[tuple[int, Chips], ...] = ()
    said: Said | None = None
    reading: ReadingVerdict | None = None
    winners_right: bool = True
    in_front: int = 0
    """count: the bets still in front of the players, not in the pot until gathered (R12.2)."""
