"""PHH hand histories as values: ``HandHistory``, where it was read (``Origin``), and the checks that
turn a parsed TOML table into one (required fields, types, amounts, actions naming real seats).

Every check raises ``BadPHHError`` naming the file, the line of the field and the reason. Lines are
looked up only when a message needs one (``Origin`` asks the text's ``positions`` scan, done once).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from croupier.engine.errors import BadPHHError, RuleConfigError
from croupier.engine.phh.actions import PARSED, PHHAction, shorten
from croupier.engine.phh.positions import Scan, TablePositions, scan
from croupier.engine.rules import VARIANTS, HouseRules, Stakes, Variant

__all__ = [
    "PROFILE_FIELD",
    "REQUIRED",
    "RULES_FIELD",
    "HandHistory",
    "Origin",
    "Positions",
    "history_from_table",
    "house_rules",
]

REQUIRED = ("variant", "antes", "bring_in", "small_bet", "big_bet", "starting_stacks", "actions")
PROFILE_FIELD = "_croupier_profile"
"""Croupier's custom field: the house-rule profile a hand is played under (``cash`` when absent)."""
RULES_FIELD = "_croupier_rules"
"""Croupier's custom field: ``KEY=VALUE`` house-rule overrides on top of that profile."""


class Positions:
    """The lines of a text's tables, keys and actions, scanned on first use and then kept.

    A ``.phh`` text is scanned only if a message needs a line; a ``.phhs`` text is scanned as it
    is read (its tables are found that way), and the scan is handed in.
    """

    __slots__ = ("_scan", "_text")

    def __init__(self, text: str | None = None, found: Scan | None = None) -> None:
        self._text = text
        self._scan = found

    def scan(self) -> Scan:
        if self._scan is None:
            self._scan = scan(self._text or "")
            self._text = None
        return self._scan

    def table(self, name: str) -> TablePositions:
        return self.scan().table(name)


@dataclass(frozen=True, slots=True, eq=False)
class Origin:
    """Where a history was read: the file, its table (``""`` for a ``.phh`` file), the actions as
    written, and (looked up when asked) the lines of the table, its fields and its actions."""

    source: str
    action_texts: tuple[str, ...]
    table: str = ""
    positions: Positions = field(default_factory=Positions, repr=False)

    @property
    def _where(self) -> TablePositions:
        return self.positions.table(self.table)

    @property
    def table_line(self) -> int:
        return self._where.line

    @property
    def action_lines(self) -> tuple[int, ...]:
        where = self._where
        found = where.action_lines
        if len(found) == len(self.action_texts):
            return tuple(found)
        return (where.line_of("actions"),) * len(self.action_texts)

    def line_of(self, key: str) -> int:
        return self._where.line_of(key)

    def action_line(self, index: int) -> int:
        """The line of action ``index`` (the ``actions`` key's line when it is out of range)."""
        lines = self.action_lines
        return lines[index] if 0 <= index < len(lines) else self.line_of("actions")


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
        return _stakes(self.antes[0] if self.antes else 0, self.bring_in, self.small_bet, self.big_bet)

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

    def action_line(self, index: int) -> int:
        """The line of action ``index`` in the file (1 when the history was not read from one)."""
        return self.origin.action_line(index) if self.origin else 1

    def error_at(self, key: str, reason: str) -> BadPHHError:
        """A ``BadPHHError`` pointing at the line of field ``key``."""
        line = self.origin.line_of(key) if self.origin else 1
        return BadPHHError(f"{self.source}:{line}: {reason}")


Bad = Callable[[str, str], BadPHHError]


def house_rules(
    history: HandHistory, *, profile: str | None = None, stored: bool = True, extra: Iterable[str] = ()
) -> HouseRules:
    """The house rules for ``history``: ``profile`` (else its ``_croupier_profile``, else cash), its
    ``_croupier_rules`` overrides when ``stored``, then ``extra``; a bad one is a ``BadPHHError`` at
    the field's line."""
    name = profile if profile is not None else str(history.fields.get(PROFILE_FIELD, "cash"))
    overrides: tuple[str, ...] = ()
    if stored:
        kept = history.fields.get(RULES_FIELD, [])
        overrides = tuple(str(item) for item in kept) if isinstance(kept, list) else (str(kept),)
    try:
        _profile(name, ())
    except RuleConfigError as error:
        raise history.error_at(PROFILE_FIELD, str(error)) from None
    try:
        return _profile(name, (*overrides, *extra))
    except RuleConfigError as error:
        raise history.error_at(RULES_FIELD, str(error)) from None


@functools.lru_cache(maxsize=256)
def _profile(name: str, overrides: tuple[str, ...]) -> HouseRules:
    # House rules are frozen values: every hand of a file under the same rules shares them.
    return HouseRules.profile(name, overrides)


@functools.lru_cache(maxsize=256)
def _stakes(ante: int, bring_in: int, small_bet: int, big_bet: int) -> Stakes:
    # Stakes are frozen values (checked: a bad one raises RuleConfigError, never kept), and a file's
    # hands mostly play the same: each is made once.
    return Stakes(ante, bring_in, small_bet, big_bet)


def history_from_table(data: Mapping[str, Any], origin: Origin) -> HandHistory:
    """The hand of one parsed TOML table; ``origin.action_texts`` are its ``actions`` strings."""
    source = origin.source

    def bad(key: str, reason: str) -> BadPHHError:
        return BadPHHError(f"{source}:{origin.line_of(key)}: {reason}")

    if not data:
        raise bad("", f"no fields: a hand history needs {', '.join(REQUIRED)}")
    for key in REQUIRED:
        if key not in data:
            where = f" in hand [{origin.table}]" if origin.table else ""
            raise BadPHHError(f"{source}:{origin.table_line}: missing field {key!r}{where}")
    code = data["variant"]
    if not isinstance(code, str):
        raise bad("variant", f"variant must be a string such as 'F7S', not {shorten(code)}")
    variant = VARIANTS.get(code)
    if variant is None:
        raise bad("variant", f"unknown variant {shorten(code)}: use one of {', '.join(VARIANTS)}")
    stacks = _amounts(data["starting_stacks"], "starting_stacks", bad, positive=True)
    antes = _amounts(data["antes"], "antes", bad)
    if len(antes) != len(stacks):
        raise bad("antes", f"antes lists {len(antes)} players but starting_stacks {len(stacks)}")
    if len(set(antes)) > 1:
        raise bad("antes", "every player must post the same ante (non-uniform antes are not stud)")
    bring_in = _amount_field(data["bring_in"], "bring_in", bad)
    small_bet = _amount_field(data["small_bet"], "small_bet", bad)
    big_bet = _amount_field(data["big_bet"], "big_bet", bad)
    try:
        _stakes(antes[0] if antes else 0, bring_in, small_bet, big_bet)
    except RuleConfigError as error:
        raise bad("bring_in", str(error)) from None
    raw_actions = data["actions"]
    texts = origin.action_texts
    if not isinstance(raw_actions, list):
        raise bad("actions", "actions must be an array of strings")
    actions = _known_actions(texts, len(stacks))
    if actions is None:
        actions = _actions(texts, len(stacks), origin, bad)  # finds the action at fault, and says so
    finishing = None
    if data.get("finishing_stacks") is not None:
        finishing = _amounts(data["finishing_stacks"], "finishing_stacks", bad)
        if len(finishing) != len(stacks):
            raise bad(
                "finishing_stacks",
                f"finishing_stacks lists {len(finishing)} players but starting_stacks {len(stacks)}",
            )
    players = data.get("players")
    if players is not None and not isinstance(players, list):
        raise bad("players", f"players must be an array of names, one per player, not {shorten(players)}")
    extra = {key: value for key, value in data.items() if key not in REQUIRED and key != "finishing_stacks"}
    return HandHistory(
        variant, antes, bring_in, small_bet, big_bet, stacks, actions, finishing, extra, origin
    )


def _known_actions(texts: tuple[str, ...], players: int) -> tuple[PHHAction, ...] | None:
    """The actions of ``texts`` (each new text read once, then shared), or None when one is not a
    string, cannot be read or names a seat beyond ``players``: ``_actions`` then says which."""
    parsed = PARSED
    actions = []
    top = 0
    try:
        for text in texts:
            action = parsed.get(text)
            if action is None:
                action = PHHAction.parse(text)
            actions.append(action)
            # Compiled, ``max()`` is a call through the interpreter's builtins: compare instead.
            if action.actor > top:  # noqa: PLR1730
                top = action.actor
            if action.seat > top:  # noqa: PLR1730
                top = action.seat
    except (TypeError, AttributeError, BadPHHError):
        return None
    return tuple(actions) if top <= players else None


def _actions(texts: tuple[object, ...], players: int, origin: Origin, bad: Bad) -> tuple[PHHAction, ...]:
    # ``texts`` as objects: the file's array may hold anything (compiled, a ``str`` would be checked).
    if not all(type(text) is str for text in texts):
        raise bad("actions", "actions must be an array of strings")
    parse = PHHAction.parse
    actions = []
    for index, text in enumerate(cast("tuple[str, ...]", texts)):
        try:
            action = parse(text)
        except BadPHHError as error:
            raise BadPHHError(
                f"{origin.source}:{origin.action_line(index)}: action {index}: {error}"
            ) from None
        if action.actor > players or action.seat > players:
            seat = max(action.actor, action.seat)
            raise BadPHHError(
                f"{origin.source}:{origin.action_line(index)}: action {index} {shorten(text)} names "
                f"p{seat}, but the hand has {players} players"
            )
        actions.append(action)
    return tuple(actions)


def _amount_field(value: object, key: str, bad: Bad, *, positive: bool = False) -> int:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        raise bad(key, f"{key} must be a whole number of chips, not {shorten(value)}")
    if value < 0 or (positive and value == 0):
        raise bad(key, f"{key} must be {'positive' if positive else 'zero or more'}, not {value}")
    return value


def _amounts(value: object, key: str, bad: Bad, *, positive: bool = False) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise bad(key, f"{key} must be an array of chip amounts, one per player, not {shorten(value)}")
    if all(type(item) is int for item in value) and (not value or min(value) >= (1 if positive else 0)):
        return tuple(value)  # the common case, checked at once
    return tuple(_amount_field(item, key, bad, positive=positive) for item in value)
