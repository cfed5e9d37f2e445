"""The variants as data, the betting structure, and the house rules with their profiles.

A variant is a table of streets (pokerkit's ``Street`` tuples are the model): how many cards go down
and up, whether a card is burned first, who opens, and whether the small or big bet applies. The
three variants differ only in that table and in how hands are valued.

>>> STUD.streets[1]
Street(number=4, down=0, up=1, burn=True, opening=<Opening.HIGH_BOARD: 'high_board'>, big_bet=False)
>>> HouseRules.profile("tournament").max_raises_per_round
4
>>> HouseRules().override("max_raises_per_round", "4").max_raises_per_round
4
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from fractions import Fraction

from croupier.engine.errors import RuleConfigError

__all__ = [
    "PROFILES",
    "RAZZ",
    "STUD",
    "STUD8",
    "VARIANTS",
    "CapLift",
    "CommunityFirstActor",
    "DrawDefinition",
    "ExposedHoleCard",
    "FoldWithoutBet",
    "GameType",
    "HouseRules",
    "LowRule",
    "LowcardAllinForAnte",
    "OddChip",
    "Opening",
    "RunoutProcedure",
    "ShortAllinCountsTowardCap",
    "ShortAllinNextRaise",
    "ShortBringInCall",
    "ShowdownOrderNoBet",
    "ShuffleStep",
    "Stakes",
    "Street",
    "Tiebreak",
    "Variant",
    "house_rule_types",
]


class Opening(Enum):
    """Who acts first on a street."""

    LOW_DOOR = "low_door"  # 3rd street, stud and hi-lo: the lowest door card brings it in (R3.2)
    HIGH_DOOR = "high_door"  # 3rd street, razz: the highest door card brings it in (R3.3)
    HIGH_BOARD = "high_board"  # 4th-7th, stud and hi-lo: the best showing board (R5.2)
    LOW_BOARD = "low_board"  # 4th-7th, razz: the lowest showing board (R5.3)


@dataclass(frozen=True, slots=True)
class Street:
    """One street of a variant: the cards each live player receives and how the betting opens."""

    number: int
    down: int
    up: int
    burn: bool
    opening: Opening
    big_bet: bool

    @property
    def cards(self) -> int:
        """Cards each live player receives on this street."""
        return self.down + self.up


class LowRule(Enum):
    """How the low half (or the whole pot, in razz) is valued."""

    NONE = "none"
    EIGHT_OR_BETTER = "eight_or_better"  # R7.2
    ACE_TO_FIVE = "ace_to_five"  # R7.3, razz


def _streets(third_opening: Opening, later_opening: Opening) -> tuple[Street, ...]:
    return (
        Street(3, down=2, up=1, burn=False, opening=third_opening, big_bet=False),
        Street(4, down=0, up=1, burn=True, opening=later_opening, big_bet=False),
        Street(5, down=0, up=1, burn=True, opening=later_opening, big_bet=True),
        Street(6, down=0, up=1, burn=True, opening=later_opening, big_bet=True),
        Street(7, down=1, up=0, burn=True, opening=later_opening, big_bet=True),
    )


@dataclass(frozen=True, slots=True)
class Variant:
    """A stud game: its PHH code, its streets and how its pots are won."""

    code: str
    name: str
    streets: tuple[Street, ...]
    high: bool
    low: LowRule
    double_bet_on_open_pair: bool  # R4.3 applies to seven card stud only
    low_board_acts_first: bool = field(init=False, repr=False, compare=False)
    """True in razz, where the lowest board opens 4th-7th street (kept: the engine asks it often)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "low_board_acts_first", self.streets[1].opening is Opening.LOW_BOARD)

    def street(self, number: int) -> Street:
        """The street with that number (3..7)."""
        return self.streets[number - 3]


STUD = Variant(
    code="F7S",
    name="Seven Card Stud",
    streets=_streets(Opening.LOW_DOOR, Opening.HIGH_BOARD),
    high=True,
    low=LowRule.NONE,
    double_bet_on_open_pair=True,
)
STUD8 = Variant(
    code="F7S/8",
    name="Seven Card Stud Hi-Lo",
    streets=_streets(Opening.LOW_DOOR, Opening.HIGH_BOARD),
    high=True,
    low=LowRule.EIGHT_OR_BETTER,
    double_bet_on_open_pair=False,
)
RAZZ = Variant(
    code="FR",
    name="Razz",
    streets=_streets(Opening.HIGH_DOOR, Opening.LOW_BOARD),
    high=False,
    low=LowRule.ACE_TO_FIVE,
    double_bet_on_open_pair=False,
)
VARIANTS: Mapping[str, Variant] = types.MappingProxyType(
    {variant.code: variant for variant in (STUD, STUD8, RAZZ)}
)


@dataclass(frozen=True, slots=True)
class Stakes:
    """The betting structure: ante, bring-in, small bet (3rd and 4th) and big bet (5th to 7th).

    >>> Stakes(5, 10, 20, 40)
    Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40)
    """

    ante: int = 5
    bring_in: int = 10
    small_bet: int = 20
    big_bet: int = 40

    def __post_init__(self) -> None:
        if self.ante < 0:
            raise RuleConfigError(f"the ante cannot be negative (got {self.ante})")
        if not 0 < self.bring_in < self.small_bet:
            raise RuleConfigError(
                f"the bring-in ({self.bring_in}) must be more than 0 and less than "
                f"the small bet ({self.small_bet})"
            )
        if self.big_bet < self.small_bet:
            raise RuleConfigError(
                f"the big bet ({self.big_bet}) cannot be less than the small bet ({self.small_bet})"
            )

    @classmethod
    def parse(cls, text: str) -> Stakes:
        """Stakes written ``ante/bring-in/small/big``, e.g. ``"5/10/20/40"``."""
        parts = text.split("/")
        try:
            numbers = [int(part) for part in parts]
        except ValueError:
            numbers = []
        if len(numbers) != 4:
            raise RuleConfigError(f"{text!r} is not ante/bring-in/small/big, such as 5/10/20/40")
        return cls(*numbers)

    def __str__(self) -> str:
        return f"{self.ante}/{self.bring_in}/{self.small_bet}/{self.big_bet}"


class LowcardAllinForAnte(StrEnum):
    """R3.8: the low card is all-in for the ante."""

    NEXT_PLAYER_MUST_BRING_IN = "next_player_must_bring_in"
    NEXT_PLAYER_ACTS_FIRST = "next_player_acts_first"


class CapLift(StrEnum):
    """R4.5: when the raise cap does not apply heads-up."""

    ROUND_BEGINS_HEADS_UP = "round_begins_heads_up"
    NEVER = "never"
    WHEN_TWO_REMAIN_BEFORE_CAP = "when_two_remain_before_cap"


class ShortBringInCall(StrEnum):
    """R3.9: what the others call when the bring-in is all-in for less than the bring-in."""

    FULL_BRING_IN = "full_bring_in"
    ALLIN_AMOUNT = "allin_amount"


class ShortAllinNextRaise(StrEnum):
    """R4.6: the size of the next raise after a short all-in."""

    COMPLETE_TO_FULL = "complete_to_full"
    ALLIN_PLUS_INCREMENT = "allin_plus_increment"


class ShortAllinCountsTowardCap(StrEnum):
    """R4.6: whether a short all-in wager counts toward the raise cap."""

    WHEN_FULL = "when_full"
    ALWAYS = "always"


class FoldWithoutBet(StrEnum):
    """R10.13 / WSOP-LA §222: may a player fold when checking is free?"""

    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"


class CommunityFirstActor(StrEnum):
    """R5.6b: does the community card count for who acts first on 7th street?"""

    INCLUDE = "include"
    IGNORE = "ignore"


class Tiebreak(StrEnum):
    """R5.4: equal showing boards."""

    POSITION = "position"
    HIGH_CARD_BY_SUIT = "high_card_by_suit"


class ShowdownOrderNoBet(StrEnum):
    """R8.1: who shows first when the last round was checked through."""

    SEAT_ORDER = "seat_order"
    FIRST_TO_ACT_ORDER = "first_to_act_order"


class RunoutProcedure(StrEnum):
    """R6.5: what the dealer does when the stub cannot give everyone a 7th card."""

    COUNT_FIRST = "count_first"
    COMMUNITY_ONLY = "community_only"
    DEAL_TO_LAST_CARD = "deal_to_last_card"
    RESHUFFLE_BURNS_AND_MUCK = "reshuffle_burns_and_muck"


class OddChip(StrEnum):
    """R8.6: who receives a chip that cannot be split."""

    HIGHEST_CARD_BY_SUIT = "highest_card_by_suit"
    RROP_LEGACY = "rrop_legacy"
    LOWEST_SEAT = "lowest_seat"


class LowOddChipAce(StrEnum):
    """R8.6c: in a tied low half, does the ace count low or high for the odd chip?"""

    LOW = "low"
    HIGH = "high"


class DrawDefinition(StrEnum):
    """R9.6: how many upcards make a possible straight or flush."""

    FOUR_CARD = "4-card"
    THREE_CARD = "3-card"


class ExposedHoleCard(StrEnum):
    """R10.1: a hole card exposed by the dealer on the initial deal."""

    THIRD_CARD_DOWN = "third_card_down"
    MISDEAL = "misdeal"


class GameType(StrEnum):
    """Cash game or tournament (the ``mode`` row of RULES.md §1)."""

    CASH = "cash"
    TOURNAMENT = "tournament"


class ShuffleStep(StrEnum):
    """One step of the dealer's shuffle (R2.2)."""

    SCRAMBLE = "scramble"
    SQUARE = "square"
    RIFFLE = "riffle"
    STRIP = "strip"
    BOX = "box"
    CUT_ONTO_CUT_CARD = "cut_onto_cut_card"


DEFAULT_SHUFFLE: tuple[ShuffleStep, ...] = (
    ShuffleStep.SCRAMBLE,
    ShuffleStep.RIFFLE,
    ShuffleStep.RIFFLE,
    ShuffleStep.STRIP,
    ShuffleStep.RIFFLE,
    ShuffleStep.CUT_ONTO_CUT_CARD,
)


@dataclass(frozen=True, slots=True)
class HouseRules:
    """One typed field for every key of RULES.md §1, each with its default (the ``cash`` profile)."""

    max_players: int = 8
    burn_before_third_street: bool = False
    lowcard_allin_for_ante: LowcardAllinForAnte = LowcardAllinForAnte.NEXT_PLAYER_MUST_BRING_IN
    fourth_street_double_bet: bool = True
    max_raises_per_round: int = 3
    cap_lift_heads_up: CapLift = CapLift.ROUND_BEGINS_HEADS_UP
    short_allin_reopen_threshold: Fraction = Fraction(1, 2)
    short_bring_in_call: ShortBringInCall = ShortBringInCall.FULL_BRING_IN
    short_allin_next_raise: ShortAllinNextRaise = ShortAllinNextRaise.COMPLETE_TO_FULL
    short_allin_counts_toward_cap: ShortAllinCountsTowardCap = ShortAllinCountsTowardCap.WHEN_FULL
    fold_without_bet: FoldWithoutBet = FoldWithoutBet.ALLOWED
    community_card_first_actor: CommunityFirstActor = CommunityFirstActor.INCLUDE
    first_to_act_tiebreak: Tiebreak = Tiebreak.POSITION
    showdown_order_no_bet: ShowdownOrderNoBet = ShowdownOrderNoBet.SEAT_ORDER
    runout_procedure: RunoutProcedure = RunoutProcedure.COUNT_FIRST
    odd_chip: OddChip = OddChip.HIGHEST_CARD_BY_SUIT
    low_odd_chip_ace: LowOddChipAce = LowOddChipAce.LOW
    announce_possible_draws: bool = True
    draw_definition: DrawDefinition = DrawDefinition.FOUR_CARD
    exposed_initial_holecard: ExposedHoleCard = ExposedHoleCard.THIRD_CARD_DOWN
    oot_restricted: bool = False
    shuffle_steps: tuple[ShuffleStep, ...] = field(default=DEFAULT_SHUFFLE)
    scramble_every_hand: bool = True
    mode: GameType = GameType.CASH

    def __post_init__(self) -> None:
        if not 2 <= self.max_players <= 9:
            raise RuleConfigError(f"max_players must be 2 to 9 (got {self.max_players})")
        if self.max_raises_per_round < 0:
            raise RuleConfigError(
                f"max_raises_per_round cannot be negative (got {self.max_raises_per_round})"
            )
        if not 0 < self.short_allin_reopen_threshold <= 1:
            raise RuleConfigError(
                "short_allin_reopen_threshold must be more than 0 and at most 1 "
                f"(got {self.short_allin_reopen_threshold})"
            )

    @classmethod
    def keys(cls) -> tuple[str, ...]:
        """The house-rule keys, in RULES.md order."""
        return tuple(item.name for item in dataclasses.fields(cls))

    @classmethod
    def profile(cls, name: str, overrides: Iterable[str] = ()) -> HouseRules:
        """The named profile (``cash``, ``tournament``, ``pokerkit``) with ``KEY=VALUE`` overrides."""
        try:
            values = PROFILES[name]
        except KeyError:
            known = ", ".join(PROFILES)
            raise RuleConfigError(f"unknown profile {name!r}: use one of {known}") from None
        rules = cls(**typing.cast("dict[str, typing.Any]", values))
        for text in overrides:
            key, sep, value = text.partition("=")
            if not sep:
                raise RuleConfigError(f"{text!r} is not KEY=VALUE, such as max_raises_per_round=4")
            rules = rules.override(key.strip(), value.strip())
        return rules

    def override(self, key: str, value: object) -> HouseRules:
        """A copy with one key changed; ``value`` may be text, as on the command line."""
        hints = house_rule_types()
        if key not in hints:
            raise RuleConfigError(f"unknown house rule {key!r}: known keys are {', '.join(self.keys())}")
        changes: dict[str, typing.Any] = {key: _coerce(key, hints[key], value)}
        return dataclasses.replace(self, **changes)

    def first_to_act_by_suit(self, variant: Variant) -> bool:
        """R5.4: are boards tied for first to act told apart by the highest card by suit (Seven Card
        Stud under ``high_card_by_suit``), rather than by position (Stud Hi-Lo and Razz always)?"""
        return variant is STUD and self.first_to_act_tiebreak is Tiebreak.HIGH_CARD_BY_SUIT

    def as_dict(self) -> dict[str, object]:
        """The rules as plain values (strings, numbers, lists), e.g. for settings or JSON."""
        out: dict[str, object] = {}
        for key in self.keys():
            value = getattr(self, key)
            if isinstance(value, Enum):
                out[key] = value.value
            elif isinstance(value, Fraction):
                out[key] = str(value)
            elif isinstance(value, tuple):
                out[key] = [step.value for step in value]
            else:
                out[key] = value
        return out


@functools.cache
def house_rule_types() -> Mapping[str, typing.Any]:
    """Each house rule's type, by key (``typing.get_type_hints`` of :class:`HouseRules`, read once:
    it evaluates every annotation, about 0.7 ms a call)."""
    return types.MappingProxyType(typing.get_type_hints(HouseRules))


def _coerce(key: str, hint: object, value: object) -> object:
    """Turn ``value`` (possibly text) into the type the rule ``key`` takes, or say why not."""
    try:
        if hint is bool:
            if isinstance(value, bool):
                return value
            text = str(value).strip().lower()
            if text in {"true", "yes", "on", "1"}:
                return True
            if text in {"false", "no", "off", "0"}:
                return False
            raise ValueError("use true or false")
        if hint is int:
            if isinstance(value, bool):
                raise ValueError("use a whole number")
            return int(str(value))
        if hint is Fraction:
            return Fraction(str(value))
        if isinstance(hint, type) and issubclass(hint, Enum):
            if isinstance(value, hint):
                return value
            try:
                return hint(str(value))
            except ValueError:
                choices = ", ".join(str(member.value) for member in hint)
                raise ValueError(f"use one of {choices}") from None
        if typing.get_origin(hint) is tuple:
            items = value.split(",") if isinstance(value, str) else list(value)  # type: ignore[call-overload]
            return tuple(ShuffleStep(str(item).strip()) for item in items)
    except ValueError as error:
        raise RuleConfigError(f"house rule {key}: {value!r} is not allowed ({error})") from None
    raise RuleConfigError(f"house rule {key}: cannot read {value!r}")  # pragma: no cover


PROFILES: Mapping[str, Mapping[str, object]] = types.MappingProxyType(
    {
        "cash": {},
        "tournament": {
            "mode": GameType.TOURNAMENT,
            "fourth_street_double_bet": False,
            "max_raises_per_round": 4,
            "cap_lift_heads_up": CapLift.NEVER,
            "showdown_order_no_bet": ShowdownOrderNoBet.FIRST_TO_ACT_ORDER,
            "exposed_initial_holecard": ExposedHoleCard.MISDEAL,
            "first_to_act_tiebreak": Tiebreak.HIGH_CARD_BY_SUIT,
        },
        "pokerkit": {
            "fourth_street_double_bet": False,
            "max_raises_per_round": 3,
            "cap_lift_heads_up": CapLift.NEVER,
            "short_allin_reopen_threshold": Fraction(1),
            "short_allin_next_raise": ShortAllinNextRaise.ALLIN_PLUS_INCREMENT,
            "short_bring_in_call": ShortBringInCall.ALLIN_AMOUNT,
            "first_to_act_tiebreak": Tiebreak.POSITION,
            "showdown_order_no_bet": ShowdownOrderNoBet.FIRST_TO_ACT_ORDER,
            "odd_chip": OddChip.LOWEST_SEAT,
            "runout_procedure": RunoutProcedure.RESHUFFLE_BURNS_AND_MUCK,
            "short_allin_counts_toward_cap": ShortAllinCountsTowardCap.ALWAYS,
            "fold_without_bet": FoldWithoutBet.FORBIDDEN,
            "community_card_first_actor": CommunityFirstActor.IGNORE,
        },
    }
)
