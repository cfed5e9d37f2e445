"""PHH writing: a hand history as plain TOML text, and the history of a hand the engine played.

The text is what pokerkit writes (one action per line, the standard fields first), so that a file
read and written back is byte-identical.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from croupier.engine.cards import Card
from croupier.engine.events import (
    ActionKind,
    ActionTaken,
    CardDealt,
    CommunityCardDealt,
    HandMucked,
    HandShown,
)
from croupier.engine.hand import Hand
from croupier.engine.phh.actions import PHHAction
from croupier.engine.phh.history import HandHistory

__all__ = ["dumps", "dumps_all", "from_hand"]


def _toml_key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else _toml_string(key)


def _toml_string(text: str) -> str:
    # JSON's escapes are all valid in a TOML basic string; TOML also wants DEL escaped.
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if value != value:  # noqa: PLR0124 - NaN
            return "nan"
        if value in (float("inf"), float("-inf")):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, dt.date | dt.time):
        return value.isoformat()
    if isinstance(value, Mapping):
        pairs = ", ".join(f"{_toml_key(str(k))} = {_toml_value(v)}" for k, v in value.items())
        return "{" + pairs + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(item) for item in value) + "]"
    raise TypeError(f"cannot write {value!r} to TOML")


def dumps(history: HandHistory) -> str:
    """The hand as PHH text (TOML), one action per line; ``loads`` reads it back unchanged."""
    lines = [
        f"variant = {_toml_string(history.variant.code)}",
        f"antes = {_toml_value(list(history.antes))}",
        f"bring_in = {history.bring_in}",
        f"small_bet = {history.small_bet}",
        f"big_bet = {history.big_bet}",
        f"starting_stacks = {_toml_value(list(history.starting_stacks))}",
        "actions = [",
        *(f"  {_toml_string(str(action))}," for action in history.actions),
        "]",
    ]
    # Standard optional fields first (as pokerkit writes them), then the custom ``_`` ones.
    extra = {key: value for key, value in history.fields.items() if not key.startswith("_")}
    if history.finishing_stacks is not None:
        extra["finishing_stacks"] = list(history.finishing_stacks)
    extra.update((key, value) for key, value in history.fields.items() if key.startswith("_"))
    lines += [f"{_toml_key(key)} = {_toml_value(value)}" for key, value in extra.items() if value is not None]
    return "\n".join(lines) + "\n"


def dumps_all(histories: Iterable[HandHistory]) -> str:
    """Several hands as a ``.phhs`` text: tables ``[1]``, ``[2]``, …"""
    return "\n".join(f"[{number}]\n{dumps(history)}" for number, history in enumerate(histories, 1))


def from_hand(
    hand: Hand,
    *,
    players: Sequence[str] | None = None,
    fields: Mapping[str, Any] | None = None,
) -> HandHistory:
    """The hand history of a played (or partly played) ``Hand``, from its events.

    Each seat's cards for a street are one ``d dh`` action (3rd street: down, down, door); burns
    and scrambles are not recorded; a shown hand lists the seat's own cards in the order dealt.
    """
    actions: list[PHHAction] = []
    dealt: dict[int, list[Card | None]] = {}
    pending: dict[int, list[Card | None]] = {}

    def flush() -> None:
        actions.extend(PHHAction(0, "dh", seat, tuple(pending[seat])) for seat in sorted(pending))
        pending.clear()

    street = 3
    for event in hand.events:
        if isinstance(event, CardDealt):
            if event.street != street:  # all-in hands deal street after street with no action
                flush()
                street = event.street
            pending.setdefault(event.seat, []).append(event.card)
            dealt.setdefault(event.seat, []).append(event.card)
            continue
        if isinstance(event, CommunityCardDealt):
            flush()
            actions.append(PHHAction(0, "db", cards=(event.card,)))
        elif isinstance(event, ActionTaken):
            flush()
            actions.append(_taken(event))
        elif isinstance(event, HandShown):
            flush()
            actions.append(PHHAction(event.seat, "sm", cards=_shown(hand, event, dealt)))
        elif isinstance(event, HandMucked):
            flush()
            actions.append(PHHAction(event.seat, "sm"))
    flush()
    # Antes are layered into side pots like every other chip (R8.7); without this field pokerkit
    # would put every ante into the main pot (RULES.md §1, pokerkit quirk d).
    extra: dict[str, Any] = {"ante_trimming_status": True}
    if players is not None:
        extra["players"] = list(players)
    extra.update(fields or {})
    return HandHistory(
        variant=hand.variant,
        antes=(hand.stakes.ante,) * len(hand.players),
        bring_in=hand.stakes.bring_in,
        small_bet=hand.stakes.small_bet,
        big_bet=hand.stakes.big_bet,
        starting_stacks=tuple(player.starting_stack for player in hand.players),
        actions=tuple(actions),
        finishing_stacks=hand.finishing_stacks,
        fields=extra,
    )


def _taken(event: ActionTaken) -> PHHAction:
    if event.kind is ActionKind.FOLD:
        return PHHAction(event.seat, "f")
    if event.kind in {ActionKind.CHECK, ActionKind.CALL}:
        return PHHAction(event.seat, "cc")
    if event.kind is ActionKind.BRING_IN:
        return PHHAction(event.seat, "pb")
    return PHHAction(event.seat, "cbr", amount=event.to)


def _shown(hand: Hand, event: HandShown, dealt: Mapping[int, list[Card | None]]) -> tuple[Card | None, ...]:
    """The seat's own cards in the order dealt, with its hole cards as the showdown revealed them."""
    player = hand.player(event.seat)
    down = iter(player.down)
    return tuple(
        next(down, None) if card is None or card not in player.up else card for card in dealt[event.seat]
    )
