"""PHH actions: one entry of a hand history's ``actions`` array, read and written back unchanged.

>>> print(PHHAction.parse("p1 sm AsKs # shows"))
p1 sm AsKs # shows
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from croupier.engine.cards import CARDS, Card
from croupier.engine.errors import BadPHHError, CardParseError

__all__ = ["PARSED", "SEATS", "PHHAction", "format_phh_cards", "parse_phh_cards", "shorten"]

_MAX_DIGITS = 18  # an amount has at most as many digits as any integer of a PHH file


def shorten(value: object, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters, for a message that stays one readable line."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def parse_phh_cards(text: str) -> tuple[Card | None, ...]:
    """PHH cards, two characters each with no separator; ``??`` is an unknown card."""
    if not text or len(text) % 2:
        raise CardParseError(f"{shorten(text)} is not a list of cards: each card is a rank and a suit")
    try:  # the written form, looked up; anything else is read (and refused) one card at a time
        return tuple(map(_PAIRS.__getitem__, [text[start : start + 2] for start in range(0, len(text), 2)]))
    except KeyError:
        pass
    cards: list[Card | None] = []
    for start in range(0, len(text), 2):
        pair = text[start : start + 2]
        cards.append(None if pair == "??" else Card.parse(pair))
    return tuple(cards)


def format_phh_cards(cards: Iterable[Card | None]) -> str:
    return "".join("??" if card is None else str(card) for card in cards)


@dataclass(frozen=True, slots=True, init=False)
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

    # Written out: the one dataclasses generates is Python code even in the compiled engine, and a
    # hand history's every new action text makes one.
    def __init__(  # noqa: PLR0917 - the dataclass's own signature
        self,
        actor: int,
        verb: str,
        seat: int = 0,
        cards: tuple[Card | None, ...] = (),
        amount: int | None = None,
        show_known: bool = False,  # noqa: FBT001, FBT002
        commentary: str | None = None,
    ) -> None:
        set_field = object.__setattr__  # frozen
        set_field(self, "actor", actor)
        set_field(self, "verb", verb)
        set_field(self, "seat", seat)
        set_field(self, "cards", cards)
        set_field(self, "amount", amount)
        set_field(self, "show_known", show_known)
        set_field(self, "commentary", commentary)

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
                SEATS.clear()
            PARSED[text] = action
            SEATS[text] = max(action.actor, action.seat)
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
        # By length and verb (a ``match`` on the list costs more, compiled): ``d dh pN cards``,
        # ``d db cards``, ``pN cbr AMOUNT``, ``pN sm -``, ``pN sm cards``, ``pN pb|cc|f|sm``.
        count = len(words)
        if count == 0:
            return cls(0, "", commentary=commentary)
        verb = words[1] if count > 1 else ""
        if count == 4:
            if words[0] == "d" and verb == "dh":
                return cls(0, "dh", _player(words[2]), parse_phh_cards(words[3]), commentary=commentary)
        elif count == 3:
            if words[0] == "d" and verb == "db":
                return cls(0, "db", cards=parse_phh_cards(words[2]), commentary=commentary)
            if verb == "cbr":
                return cls(_player(words[0]), "cbr", amount=_amount(words[2]), commentary=commentary)
            if verb == "sm":
                if words[2] == "-":
                    return cls(_player(words[0]), "sm", show_known=True, commentary=commentary)
                return cls(_player(words[0]), "sm", cards=parse_phh_cards(words[2]), commentary=commentary)
        elif count == 2 and verb in _PLAYER_VERBS:
            return cls(_player(words[0]), verb, commentary=commentary)
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


_PLAYER_VERBS = frozenset({"pb", "cc", "f", "sm"})

PARSED: dict[str, PHHAction] = {}
SEATS: dict[str, int] = {}  # the highest seat each action of PARSED names
PARSED_LIMIT = 1 << 16
_PLAYER = re.compile(rf"p[1-9][0-9]{{0,{_MAX_DIGITS - 1}}}")
_AMOUNT = re.compile(rf"[0-9]{{1,{_MAX_DIGITS}}}")


_PAIRS: dict[str, Card | None] = {str(card): card for card in CARDS} | {"??": None}


def _player(word: str) -> int:
    seat = _SEATS.get(word)
    if seat is not None:
        return seat
    if not _PLAYER.fullmatch(word):
        raise ValueError(word)
    return int(word[1:])


_SEATS = {f"p{seat}": seat for seat in range(1, 100)}


def _amount(word: str) -> int:
    if not _AMOUNT.fullmatch(word):
        raise ValueError(word)
    return int(word)
