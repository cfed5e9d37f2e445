"""PHH hand histories as values: ``HandHistory``, where it was read (``Origin``), and the checks that
turn a parsed TOML table into one (required fields, amounts, actions naming real seats).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from croupier.engine.errors import BadPHHError, RuleConfigError
from croupier.engine.phh.actions import PHHAction
from croupier.engine.rules import VARIANTS, Stakes, Variant

__all__ = ["REQUIRED", "HandHistory", "Origin", "history_from_table"]

REQUIRED = ("variant", "antes", "bring_in", "small_bet", "big_bet", "starting_stacks", "actions")


@dataclass(frozen=True, slots=True)
class Origin:
    """Where a history was read: the file, and the lines of its table, fields and actions."""

    source: str
    table_line: int
    field_lines: Mapping[str, int]
    action_lines: tuple[int, ...]
    action_texts: tuple[str, ...]

    def line_of(self, key: str) -> int:
        return self.field_lines.get(key, self.table_line)


@dataclass(frozen=True)
class HandHistory:
    """One hand as PHH records it. ``fields`` keeps every other field (optional PHH fields such as
    ``players`` or ``event``, and ``_``-prefixed custom ones) in file order, for writing back."""

    variant: Variant
    antes: tuple[int, ...]
    bring_in: int
    small_bet: int
    big_bet: int
    starting_stacks: tuple[int, ...]
    actions: tuple[PHHAction, ...]
    finishing_stacks: tuple[int, ...] | None = None
    fields: Mapping[str, Any] = field(default_factory=dict)
    origin: Origin | None = field(default=None, compare=False, repr=False)

    @property
    def stakes(self) -> Stakes:
        return Stakes(self.antes[0] if self.antes else 0, self.bring_in, self.small_bet, self.big_bet)

    @property
    def players(self) -> list[str] | None:
        names = self.fields.get("players")
        return [str(name) for name in names] if isinstance(names, list) else None

    @property
    def source(self) -> str:
        return self.origin.source if self.origin else "<hand history>"

    def action_text(self, index: int) -> str:
        """The action as written in the file (or its canonical text)."""
        if self.origin and index < len(self.origin.action_texts):
            return self.origin.action_texts[index]
        return str(self.actions[index])

    def error_at(self, key: str, reason: str) -> BadPHHError:
        """A ``BadPHHError`` pointing at the line of field ``key``."""
        line = self.origin.line_of(key) if self.origin else 1
        return BadPHHError(f"{self.source}:{line}: {reason}")


def history_from_table(data: Mapping[str, Any], origin: Origin, source: str, table: str) -> HandHistory:
    """The hand of one TOML table (``table`` is its name in a ``.phhs`` file, else "")."""
    raw_actions = data.get("actions")
    texts = origin.action_texts

    def bad(key: str, reason: str) -> BadPHHError:
        return BadPHHError(f"{source}:{origin.line_of(key)}: {reason}")

    for key in REQUIRED:
        if key not in data:
            where = f" in hand [{table}]" if table else ""
            raise BadPHHError(f"{source}:{origin.table_line}: missing field {key!r}{where}")
    code = data["variant"]
    if code not in VARIANTS:
        raise bad("variant", f"unknown variant {code!r}: use one of {', '.join(VARIANTS)}")
    stacks = _amounts(data["starting_stacks"], "starting_stacks", bad, positive=True)
    antes = _amounts(data["antes"], "antes", bad)
    if len(antes) != len(stacks):
        raise bad("antes", f"antes lists {len(antes)} players but starting_stacks {len(stacks)}")
    if len(set(antes)) > 1:
        raise bad("antes", "every player must post the same ante (non-uniform antes are not stud)")
    bring_in, small_bet, big_bet = (
        _amount_field(data[key], key, bad) for key in ("bring_in", "small_bet", "big_bet")
    )
    try:
        Stakes(antes[0] if antes else 0, bring_in, small_bet, big_bet)
    except RuleConfigError as error:
        raise bad("bring_in", str(error)) from None
    if not isinstance(raw_actions, list) or len(texts) != len(raw_actions):
        raise bad("actions", "actions must be an array of strings")
    actions = []
    for index, text in enumerate(texts):
        line = origin.action_lines[index]
        try:
            action = PHHAction.parse(text)
        except BadPHHError as error:
            raise BadPHHError(f"{source}:{line}: action {index}: {error}") from None
        for seat in action.player_seats:
            if not 1 <= seat <= len(stacks):
                raise BadPHHError(
                    f"{source}:{line}: action {index} {text!r} names p{seat}, "
                    f"but the hand has {len(stacks)} players"
                )
        actions.append(action)
    finishing = None
    if data.get("finishing_stacks") is not None:
        finishing = _amounts(data["finishing_stacks"], "finishing_stacks", bad)
    extra = {key: value for key, value in data.items() if key not in REQUIRED and key != "finishing_stacks"}
    return HandHistory(
        variant=VARIANTS[code],
        antes=antes,
        bring_in=bring_in,
        small_bet=small_bet,
        big_bet=big_bet,
        starting_stacks=stacks,
        actions=tuple(actions),
        finishing_stacks=finishing,
        fields=extra,
        origin=origin,
    )


def _amount_field(value: object, key: str, bad: Any, *, positive: bool = False) -> int:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        raise bad(key, f"{key} must be a whole number of chips, not {value!r}")
    if value < 0 or (positive and value == 0):
        raise bad(key, f"{key} must be {'positive' if positive else 'zero or more'}, not {value}")
    return value


def _amounts(value: object, key: str, bad: Any, *, positive: bool = False) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise bad(key, f"{key} must be an array of chip amounts, one per player")
    return tuple(_amount_field(item, key, bad, positive=positive) for item in value)
