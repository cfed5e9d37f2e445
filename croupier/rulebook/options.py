"""Which house rules change which rules, and their values as text: the part that needs no language.

>>> OPTION_RULES["max_raises_per_round"]
('R4.4',)
>>> value_text(HouseRules().short_allin_reopen_threshold), usual_values("max_raises_per_round")
('1/2', ('3', '4'))
>>> usual_values("burn_before_third_street")
('false', 'true')
"""

from __future__ import annotations

import types
from collections.abc import Mapping
from enum import Enum
from fractions import Fraction

from croupier.engine.rules import HouseRules, house_rule_types

__all__ = ["OPTION_RULES", "usual_values", "value_text"]

OPTION_RULES: Mapping[str, tuple[str, ...]] = types.MappingProxyType(
    {
        "mode": ("§1",),
        "max_players": ("R1.2",),
        "burn_before_third_street": ("R6.1", "R6.2"),
        "lowcard_allin_for_ante": ("R3.8",),
        "fourth_street_double_bet": ("R4.3", "R9.2"),
        "max_raises_per_round": ("R4.4",),
        "cap_lift_heads_up": ("R4.5",),
        "short_allin_reopen_threshold": ("R4.6",),
        "short_bring_in_call": ("R3.9",),
        "short_allin_next_raise": ("R4.6",),
        "short_allin_counts_toward_cap": ("R4.4", "R4.6"),
        "fold_without_bet": ("R10.13",),
        "community_card_first_actor": ("R5.6", "R5.6b", "R6.6"),
        "first_to_act_tiebreak": ("R5.4",),
        "showdown_order_no_bet": ("R8.1",),
        "runout_procedure": ("R6.5", "R6.5b"),
        "odd_chip": ("R8.6", "R8.6a", "R8.6d"),
        "low_odd_chip_ace": ("R8.6", "R8.6c"),
        "announce_possible_draws": ("R9.4",),
        "draw_definition": ("R9.6",),
        "exposed_initial_holecard": ("R10.1",),
        "oot_restricted": ("R11.1",),
        "shuffle_steps": ("R2.2",),
        "scramble_every_hand": ("R2.2",),
    }
)
"""The rules each house rule changes, every ``HouseRules`` key included (a test holds them equal)."""

# The usual alternatives of the rules that take a number (the default comes first in any case).
_USUAL_NUMBERS: Mapping[str, tuple[str, ...]] = types.MappingProxyType(
    {
        "max_players": ("8", "9"),
        "max_raises_per_round": ("3", "4"),
        "short_allin_reopen_threshold": ("1/2", "1"),
    }
)


def value_text(value: object) -> str:
    """A house rule's value as text, as ``HouseRules.override`` reads it back: ``"3"``, ``"1/2"``,
    ``"true"``, ``"position"``, ``"scramble,riffle,cut_onto_cut_card"``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, Fraction):
        return str(value)
    if isinstance(value, tuple):
        return ",".join(value_text(item) for item in value)
    return str(value)


def usual_values(key: str) -> tuple[str, ...]:
    """The values a house rule usually takes, as text, the default first."""
    default = value_text(getattr(HouseRules(), key))
    hint = house_rule_types()[key]
    if hint is bool:
        others: tuple[str, ...] = ("true", "false")
    elif isinstance(hint, type) and issubclass(hint, Enum):
        others = tuple(str(member.value) for member in hint)
    else:
        others = _USUAL_NUMBERS.get(key, ())
    return (default, *(value for value in others if value != default))
