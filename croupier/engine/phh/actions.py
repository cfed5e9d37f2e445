"""PHH actions: one entry of a hand history's ``actions`` array, read and written back unchanged.

>>> print(PHHAction.parse("p1 sm AsKs # shows"))
p1 sm AsKs # shows
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from croupier.engine.cards import CARDS, Card
from croupier.engine.errors import BadPHHError, CardParseError

__all__ = ["PARSED", "PHHAction", "format_phh_cards", "parse_phh_cards", "shorten"]

_MAX_DIGITS = 18  # an amount has at most as many digits as any integer of a PHH file


def shorten(value: object, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters, for a message that stays one readable line."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def parse_phh_cards(text: str) -> tuple[Card | None, ...]:
    """PHH cards, two characters each with no separator; ``??`` is an unknown card."""
    if not text or len(text) % 2:
        raise CardParseError(f"{shorten(text)} is not a list of cards: each card is a rank and a suit")
    pairs = _PAIRS
    try:  # the written form, looked up; anything else is read (and refused) one card at a time
        if len(text) == 2:
            return (pairs[text],)
        if len(text) == 6:  # 3rd street's three cards
            return (pairs[text[0:2]], pairs[text[2:4]], pairs[text[4:6]])
        return tuple([pairs[text[start : start + 2]] for start in range(0, len(text), 2)])
    except KeyError:
        pass
    cards: list[Card | None] = []
    for start in range(0, len(text), 2):
        pair = text[start : start + 2]
        cards.append(None if pair == "??" else Card.parse(pair))
    return tuple(cards)


def format_phh_cards(cards: Iterable[Card | None]) -> str:
    return "".join("??" if card is None else str(card) for card in cards)


class PHHAction:
    """One entry of a PHH ``actions`` array.

    ``actor`` is 0 for the dealer (``d``) and the seat for a player (``pN``); ``verb`` is ``dh``
    (hole cards), ``db`` (community card), ``pb``, ``cbr``, ``cc``, ``f``, ``sm`` or ``""`` for a
    no-op (a bare ``# commentary``). ``sm`` without cards mucks; ``sm -`` shows the known cards.

    >>> PHHAction.parse("d dh p3 ????Kd")
    PHHAction.parse('d dh p3 ????Kd')
    >>> PHHAction.parse("p2 cbr 60").amount
    60

    Immutable and compared by value. Like ``legal.Action`` its fields live in one tuple: a hand
    history's every new action text makes one, and the replay reads each action's fields.
    """

    __slots__ = ("_fields",)
    _fields: tuple[int, str, int, tuple[Card | None, ...], int | None, bool, str | None]

    def __init__(  # noqa: PLR0917 - the fields in order, as a dataclass would take them
        self,
        actor: int,
        verb: str,
        seat: int = 0,
        cards: tuple[Card | None, ...] = (),
        amount: int | None = None,
        show_known: bool = False,  # noqa: FBT001, FBT002
        commentary: str | None = None,
    ) -> None:
        object.__setattr__(self, "_fields", (actor, verb, seat, cards, amount, show_known, commentary))

    @property
    def actor(self) -> int:
        return self._fields[0]

    @property
    def verb(self) -> str:
        return self._fields[1]

    @property
    def seat(self) -> int:
        """The dealee of ``d dh`` (0 for any other action)."""
        return self._fields[2]

    @property
    def cards(self) -> tuple[Card | None, ...]:
        return self._fields[3]

    @property
    def amount(self) -> int | None:
        return self._fields[4]

    @property
    def show_known(self) -> bool:
        return self._fields[5]

    @property
    def commentary(self) -> str | None:
        return self._fields[6]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"PHHAction is immutable: cannot set {name}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"PHHAction is immutable: cannot delete {name}")

    def __eq__(self, other: object) -> bool:
        if type(other) is not PHHAction:
            return NotImplemented
        return self._fields == other._fields

    def __hash__(self) -> int:
        return hash(self._fields)

    def __reduce__(self) -> tuple[type[PHHAction], tuple[object, ...]]:
        return (PHHAction, self._fields)

    @classmethod
    def parse(cls, text: str) -> PHHAction:
        """Read an action; a grammar error raises ``BadPHHError`` with the reason (no location).

        Actions are values, and hand histories repeat the same texts ("p2 cc"), so each text is
        read once and its action shared.
        """
        action = PARSED.get(text)
        if action is None:
            action = cls._read(text)
            if len(PARSED) >= PARSED_LIMIT:
                PARSED.clear()
            PARSED[text] = action
        return action

    @classmethod
    def _read(cls, text: str) -> PHHAction:
        head, hashed, tail = text.partition("#")
        commentary = tail.strip() if hashed else None
        words = head.split()
        try:
            return cls._from_words(words, commentary)
        except CardParseError as error:
            raise BadPHHError(f"bad card in action {shorten(text)}: {error}") from None
        except ValueError:
            raise BadPHHError(f"bad action {shorten(text)}: {_GRAMMAR}") from None

    @classmethod
    def _from_words(cls, words: list[str], commentary: str | None) -> PHHAction:
        # By length and verb: ``d dh pN cards``, ``d db cards``, ``pN cbr AMOUNT``, ``pN sm -``,
        # ``pN sm cards``, ``pN pb|cc|f|sm``. Compiled, a ``match`` on the list, keyword arguments
        # and ``cls(...)`` each cost more than these tests and a direct call with every field.
        count = len(words)
        if count == 0:
            return PHHAction(0, "", 0, (), None, False, commentary)
        verb = words[1] if count > 1 else ""
        if count == 4:
            if words[0] == "d" and verb == "dh":
                cards = parse_phh_cards(words[3])
                return PHHAction(0, "dh", _player(words[2]), cards, None, False, commentary)
        elif count == 3:
            if words[0] == "d" and verb == "db":
                return PHHAction(0, "db", 0, parse_phh_cards(words[2]), None, False, commentary)
            if verb == "cbr":
                return PHHAction(_player(words[0]), "cbr", 0, (), _amount(words[2]), False, commentary)
            if verb == "sm":
                if words[2] == "-":
                    return PHHAction(_player(words[0]), "sm", 0, (), None, True, commentary)
                cards = parse_phh_cards(words[2])
                return PHHAction(_player(words[0]), "sm", 0, cards, None, False, commentary)
        elif count == 2 and verb in _PLAYER_VERBS:
            return PHHAction(_player(words[0]), verb, 0, (), None, False, commentary)
        raise ValueError(words)

    def __str__(self) -> str:
        if self.verb == "dh":
            text = f"d dh p{self.seat} {format_phh_cards(self.cards)}"
        elif self.verb == "db":
            text = f"d db {format_phh_cards(self.cards)}"
        elif self.verb == "cbr":
            text = f"p{self.actor} cbr {self.amount}"
        elif self.verb == "sm" and (self.cards or self.show_known):
            text = f"p{self.actor} sm {format_phh_cards(self.cards) if self.cards else '-'}"
        elif self.verb:
            text = f"p{self.actor} {self.verb}"
        else:
            text = ""
        if self.commentary is not None:
            text = f"{text} # {self.commentary}" if text else f"# {self.commentary}"
        return text

    def __repr__(self) -> str:
        return f"PHHAction.parse({str(self)!r})"


_GRAMMAR: Final = (
    "use 'd dh pN cards', 'd db card', 'pN pb', 'pN cbr AMOUNT', 'pN cc', 'pN f', "
    "'pN sm [cards|-]' or '# commentary'"
)


_PLAYER_VERBS: Final = frozenset({"pb", "cc", "f", "sm"})

PARSED: Final[dict[str, PHHAction]] = {}  # cleared in place when full, never rebound
PARSED_LIMIT: Final = 1 << 16
_PLAYER: Final = re.compile(rf"p[1-9][0-9]{{0,{_MAX_DIGITS - 1}}}")
# An amount of any length reads (up to what Python turns into a number at once): one beyond every
# stack is an illegal action, said as such by the replay, not a malformed one.
_AMOUNT: Final = re.compile(r"[0-9]{1,4000}")


_PAIRS: Final[dict[str, Card | None]] = {str(card): card for card in CARDS} | {"??": None}


def _player(word: str) -> int:
    seat = _SEATS.get(word)
    if seat is not None:
        return seat
    if not _PLAYER.fullmatch(word):
        raise ValueError(word)
    return int(word[1:])


_SEATS: Final = {f"p{seat}": seat for seat in range(1, 100)}


def _amount(word: str) -> int:
    if not _AMOUNT.fullmatch(word):
        raise ValueError(word)
    return int(word)
