"""PHH hand histories (pokerkit's standard): read with tomllib, write plain TOML, replay into a Hand.

A ``.phh`` file holds one hand; a ``.phhs`` file holds several, as tables ``[1]``, ``[2]``, …
Burn cards are not recorded, so a replay burns unknown cards and scrambles when the hand says so.

>>> history = loads('''
... variant = "F7S"
... antes = [5, 5]
... bring_in = 10
... small_bet = 20
... big_bet = 40
... starting_stacks = [1000, 1000]
... actions = ["d dh p1 ????2c", "d dh p2 ????Kd", "p1 pb", "p2 cbr 20"]
... ''')
>>> result = replay(history)
>>> result.ok, result.hand.actor, result.hand.pot
(True, 1, 40)
>>> print(history.actions[3], PHHAction.parse("p1 sm AsKs # shows"), sep=" | ")
p2 cbr 20 | p1 sm AsKs # shows
"""

from __future__ import annotations

import bisect
import datetime as dt
import json
import re
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from croupier.engine.cards import Card
from croupier.engine.errors import (
    BadPHHError,
    CardParseError,
    CroupierError,
    IllegalActionError,
    RuleConfigError,
)
from croupier.engine.events import (
    ActionKind,
    ActionTaken,
    CardDealt,
    CommunityCardDealt,
    HandMucked,
    HandShown,
)
from croupier.engine.hand import AnteDue, BurnDue, DealDue, Hand, ScrambleDue, ShowDue, Step, TurnDue
from croupier.engine.rules import VARIANTS, HouseRules, Stakes, Variant

__all__ = [
    "HandHistory",
    "Origin",
    "PHHAction",
    "Replay",
    "ReplayError",
    "dumps",
    "dumps_all",
    "from_hand",
    "load",
    "loads",
    "loads_all",
    "replay",
]

_REQUIRED = ("variant", "antes", "bring_in", "small_bet", "big_bet", "starting_stacks", "actions")


# ----------------------------------------------------------------------------------- actions


def _parse_phh_cards(text: str) -> tuple[Card | None, ...]:
    """PHH cards, two characters each with no separator; ``??`` is an unknown card."""
    if not text or len(text) % 2:
        raise CardParseError(f"{text!r} is not a list of cards: each card is a rank and a suit")
    cards: list[Card | None] = []
    for start in range(0, len(text), 2):
        pair = text[start : start + 2]
        cards.append(None if pair == "??" else Card.parse(pair))
    return tuple(cards)


def _format_phh_cards(cards: Iterable[Card | None]) -> str:
    return "".join("??" if card is None else str(card) for card in cards)


@dataclass(frozen=True, slots=True)
class PHHAction:
    """One entry of a PHH ``actions`` array.

    ``actor`` is 0 for the dealer (``d``) and the seat for a player (``pN``); ``verb`` is ``dh``
    (hole cards), ``db`` (community card), ``pb``, ``cbr``, ``cc``, ``f``, ``sm`` or ``""`` for a
    no-op (a bare ``# commentary``). ``sm`` without cards mucks; ``sm -`` shows the known cards.

    >>> PHHAction.parse("d dh p3 ????Kd")
    PHHAction.parse('d dh p3 ????Kd')
    >>> PHHAction.parse("p2 cbr 60").amount
    60
    """

    actor: int
    verb: str
    seat: int = 0  # the dealee of ``d dh``
    cards: tuple[Card | None, ...] = ()
    amount: int | None = None
    show_known: bool = False
    commentary: str | None = None

    @classmethod
    def parse(cls, text: str) -> PHHAction:
        """Read an action; a grammar error raises ``BadPHHError`` with the reason (no location)."""
        head, hashed, tail = text.partition("#")
        commentary = tail.strip() if hashed else None
        words = head.split()
        try:
            return cls._from_words(words, commentary)
        except CardParseError as error:
            raise BadPHHError(f"bad card in action {text!r}: {error}") from None
        except ValueError:
            raise BadPHHError(f"bad action {text!r}: {_GRAMMAR}") from None

    @classmethod
    def _from_words(cls, words: list[str], commentary: str | None) -> PHHAction:
        match words:
            case []:
                return cls(0, "", commentary=commentary)
            case ["d", "dh", player, cards]:
                return cls(0, "dh", _player(player), _parse_phh_cards(cards), commentary=commentary)
            case ["d", "db", cards]:
                return cls(0, "db", cards=_parse_phh_cards(cards), commentary=commentary)
            case [player, "cbr", amount]:
                return cls(_player(player), "cbr", amount=_amount(amount), commentary=commentary)
            case [player, ("pb" | "cc" | "f" | "sm") as verb]:
                return cls(_player(player), verb, commentary=commentary)
            case [player, "sm", "-"]:
                return cls(_player(player), "sm", show_known=True, commentary=commentary)
            case [player, "sm", cards]:
                return cls(_player(player), "sm", cards=_parse_phh_cards(cards), commentary=commentary)
        raise ValueError(words)

    def __str__(self) -> str:
        if self.verb == "dh":
            text = f"d dh p{self.seat} {_format_phh_cards(self.cards)}"
        elif self.verb == "db":
            text = f"d db {_format_phh_cards(self.cards)}"
        elif self.verb == "cbr":
            text = f"p{self.actor} cbr {self.amount}"
        elif self.verb == "sm" and (self.cards or self.show_known):
            text = f"p{self.actor} sm {_format_phh_cards(self.cards) if self.cards else '-'}"
        elif self.verb:
            text = f"p{self.actor} {self.verb}"
        else:
            text = ""
        if self.commentary is not None:
            text = f"{text} # {self.commentary}" if text else f"# {self.commentary}"
        return text

    def __repr__(self) -> str:
        return f"PHHAction.parse({str(self)!r})"

    @property
    def player_seats(self) -> tuple[int, ...]:
        """The seats the action names (the actor, or the dealee of ``d dh``)."""
        if self.verb == "dh":
            return (self.seat,)
        return (self.actor,) if self.actor else ()


_GRAMMAR = (
    "use 'd dh pN cards', 'd db card', 'pN pb', 'pN cbr AMOUNT', 'pN cc', 'pN f', "
    "'pN sm [cards|-]' or '# commentary'"
)


def _player(word: str) -> int:
    if not re.fullmatch(r"p[1-9][0-9]*", word):
        raise ValueError(word)
    return int(word[1:])


def _amount(word: str) -> int:
    if not re.fullmatch(r"[0-9]+", word):
        raise ValueError(word)
    return int(word)


# ----------------------------------------------------------------------------------- histories


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


class _Locator:
    """Line numbers of tables, keys and action strings in a TOML text, for error messages."""

    _HEADER = re.compile(r"^\s*\[\s*([^\[\]]+?)\s*\]\s*(#.*)?$")
    _KEY = re.compile(r"""^\s*([A-Za-z0-9_-]+|"[^"]*"|'[^']*')\s*=""")

    def __init__(self, text: str) -> None:
        self.text = text
        self._newlines = [index for index, char in enumerate(text) if char == "\n"]
        self.headers: dict[str, int] = {}
        self.keys: dict[tuple[str, str], int] = {}
        self._offsets: dict[int, int] = {}
        table = ""
        offset = 0
        for number, line in enumerate(text.split("\n"), start=1):
            self._offsets[number] = offset
            offset += len(line) + 1
            header = self._HEADER.match(line)
            if header:
                table = header.group(1).strip("'\"")
                self.headers.setdefault(table, number)
                continue
            key = self._KEY.match(line)
            if key:
                self.keys.setdefault((table, key.group(1).strip("'\"")), number)

    def line_at(self, position: int) -> int:
        return bisect.bisect_left(self._newlines, position) + 1

    def origin(self, source: str, table: str, texts: Sequence[str]) -> Origin:
        table_line = self.headers.get(table, 1)
        fields = {key: line for (name, key), line in self.keys.items() if name == table}
        start_line = fields.get("actions", table_line)
        cursor = self._offsets.get(start_line, 0)
        lines = []
        for text in texts:
            found = [
                position
                for quote in ('"', "'")
                if (position := self.text.find(quote + text + quote, cursor)) >= 0
            ]
            if found:
                position = min(found)
                lines.append(self.line_at(position))
                cursor = position + len(text) + 2
            else:
                lines.append(start_line)
        return Origin(source, table_line, fields, tuple(lines), tuple(texts))


def loads(text: str, source: str = "<string>") -> HandHistory:
    """Read one hand (a ``.phh`` text); a malformed text raises ``BadPHHError`` naming the line."""
    data = _toml(text, source)
    return _history(data, _Locator(text), source, "")


def loads_all(text: str, source: str = "<string>") -> list[HandHistory]:
    """Read every hand of a ``.phhs`` text: the tables ``[1]``, ``[2]``, … in file order."""
    data = _toml(text, source)
    locator = _Locator(text)
    stray = [key for key, value in data.items() if not isinstance(value, dict)]
    if stray:
        line = locator.keys.get(("", stray[0]), 1)
        raise BadPHHError(
            f"{source}:{line}: a .phhs file holds only hand tables such as [1]; {stray[0]!r} is outside them"
        )
    return [_history(value, locator, source, key) for key, value in data.items()]


def load(path: str | Path) -> list[HandHistory]:
    """The hands of a ``.phh`` (one) or ``.phhs`` (several) file."""
    name = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise BadPHHError(f"{name}:1: cannot read the file: {reason}") from None
    if name.endswith(".phhs"):
        return loads_all(text, name)
    return [loads(text, name)]


def _toml(text: str, source: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        message = str(error)
        found = re.search(r"\(at line (\d+), column \d+\)", message)
        line = int(found.group(1)) if found else max(1, text.count("\n"))
        reason = re.sub(r"\s*\(at (line \d+, column \d+|end of document)\)", "", message)
        raise BadPHHError(f"{source}:{line}: TOML syntax error: {reason}") from None


def _history(data: Mapping[str, Any], locator: _Locator, source: str, table: str) -> HandHistory:
    raw_actions = data.get("actions")
    texts = [item for item in raw_actions if isinstance(item, str)] if isinstance(raw_actions, list) else []
    origin = locator.origin(source, table, texts)

    def bad(key: str, reason: str) -> BadPHHError:
        return BadPHHError(f"{source}:{origin.line_of(key)}: {reason}")

    for key in _REQUIRED:
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
    extra = {key: value for key, value in data.items() if key not in _REQUIRED and key != "finishing_stacks"}
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


# ----------------------------------------------------------------------------------- writing


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


# ----------------------------------------------------------------------------------- replay


@dataclass(frozen=True, slots=True)
class ReplayError:
    """An action the hand refused: its 0-based index, its text and the engine's reason."""

    index: int
    action: str
    reason: str


@dataclass(frozen=True, slots=True)
class Replay:
    """A hand rebuilt from its history, stopped after the last action applied (or the refused one)."""

    history: HandHistory
    hand: Hand
    applied: int
    error: ReplayError | None

    @property
    def ok(self) -> bool:
        return self.error is None


def replay(history: HandHistory, rules: HouseRules | None = None, *, stop: int | None = None) -> Replay:
    """Replay ``history`` under ``rules``: the first ``stop`` actions (default all).

    Antes, burns and scrambles are done between actions as the hand asks for them, so the hand is
    left at a decision point: a player to act, a card to deal, a hand to show, or the end. An
    illegal action stops the replay with a ``ReplayError``; a hand that cannot even be set up
    (too many players for the house rules) raises ``BadPHHError``.
    """
    try:
        hand = Hand(history.variant, history.stakes, history.starting_stacks, rules)
    except CroupierError as error:
        raise history.error_at("starting_stacks", str(error)) from None
    actions = history.actions if stop is None else history.actions[:stop]
    deferred: list[tuple[int, PHHAction]] = []
    previews = _previews(history.actions)
    for index, action in enumerate(actions):
        failure = _settle(hand, history, deferred, index)
        if failure is None:
            try:
                _apply(hand, action, index, deferred, previews)
            except CroupierError as error:
                failure = ReplayError(index, history.action_text(index), str(error))
        if failure is not None:
            return Replay(history, hand, index, failure)
    failure = _settle(hand, history, deferred, max(len(actions) - 1, 0))
    return Replay(history, hand, len(actions), failure)


def _settle(
    hand: Hand, history: HandHistory, deferred: list[tuple[int, PHHAction]], index: int
) -> ReplayError | None:
    """Do the dealer's unrecorded duties and table early-shown hands once the showdown comes."""
    blamed = index
    try:
        _run_dealer(hand)
        while deferred:
            step = hand.next_step()
            if not isinstance(step, ShowDue):
                break
            match = next((item for item in deferred if item[1].actor == step.seat), None)
            if match is None:
                break
            deferred.remove(match)
            blamed = match[0]
            _show(hand, match[1])
            blamed = index
            _run_dealer(hand)
    except CroupierError as error:
        if not history.actions:
            raise history.error_at("actions", str(error)) from None
        return ReplayError(blamed, history.action_text(blamed), str(error))
    return None


def _run_dealer(hand: Hand) -> Step | None:
    """Do the dealer's unrecorded duties (antes, burns, scrambles); return the next step."""
    while True:
        step = hand.next_step()
        if isinstance(step, AnteDue):
            hand.post_ante()
        elif isinstance(step, BurnDue):
            hand.burn_card()
        elif isinstance(step, ScrambleDue):
            hand.scramble()
        else:
            return step


def _previews(actions: Sequence[PHHAction]) -> set[int]:
    """Indexes of ``sm`` actions a later ``sm`` of the same seat supersedes.

    pokerkit tables an all-in hand before the run-out (the cards dealt so far) and again, in full, at
    the end; only the last showing counts at the showdown.
    """
    later: set[int] = set()
    previews = set()
    for index in reversed(range(len(actions))):
        action = actions[index]
        if action.verb == "sm":
            if action.actor in later:
                previews.add(index)
            later.add(action.actor)
    return previews


def _apply(
    hand: Hand,
    action: PHHAction,
    index: int,
    deferred: list[tuple[int, PHHAction]],
    previews: set[int],
) -> None:
    verb = action.verb
    seat = action.actor
    if verb == "dh":
        step = hand.next_step()
        if len(action.cards) == 1 and isinstance(step, DealDue) and step.seat == action.seat:
            hand.deal_card(action.seat, action.cards[0])
        else:
            hand.deal_cards_to(action.seat, action.cards)
    elif verb == "db":
        if len(action.cards) != 1:
            raise IllegalActionError(f"stud turns one community card at a time, not {len(action.cards)}")
        hand.deal_community_card(action.cards[0])
    elif verb == "pb":
        hand.post_bring_in(seat)
    elif verb == "cbr":
        assert action.amount is not None
        if _short_bring_in(hand, seat, action.amount):
            hand.post_bring_in(seat)
        else:
            hand.complete_bet_or_raise_to(action.amount, seat)
    elif verb == "cc":
        hand.check_or_call(seat)
    elif verb == "f":
        hand.fold(seat)
    elif verb == "sm" and index not in previews:
        step = hand.next_step()
        early = not isinstance(step, ShowDue | TurnDue) and step is not None
        # With a player all-in every hand is tabled, so the order of showing is not enforced.
        tabled = (
            isinstance(step, ShowDue)
            and step.seat != seat
            and seat in hand.showdown_order
            and any(player.all_in for player in hand.players)
        )
        if early or tabled:
            deferred.append((index, action))
        else:
            _show(hand, action)


def _short_bring_in(hand: Hand, seat: int, amount: int) -> bool:
    """pokerkit writes a bring-in all-in for no more than the bring-in as ``cbr`` (a completion)."""
    if not isinstance(hand.next_step(), TurnDue) or hand.actor != seat:
        return False
    legal = hand.legal_actions()
    return legal.bring_in == amount and legal.complete is None and legal.bet_so_far == 0


def _show(hand: Hand, action: PHHAction) -> None:
    seat = action.actor
    if not action.cards and not action.show_known:
        hand.muck(seat)
        return
    player = hand.player(seat)
    up = set(player.up)
    # The seat's own cards in any order (pokerkit: as dealt), or only its hole cards.
    down = [card for card in action.cards if card is None or card not in up]
    if len(down) > len(player.down):
        raise IllegalActionError(
            f"p{seat} shows {len(down)} hole cards but was dealt {len(player.down)} face down"
        )
    named = [*down, *player.down[len(down) :]]
    if any(card is None for card in named):
        raise IllegalActionError(f"p{seat}'s hole cards are unknown: name every one to show the hand")
    hand.show(seat, [card for card in named if card is not None])
