"""The answers of the chip and reading skills as plain values, and back (no Qt).

A pile of chips (``AnswerType.CHIPS``) is ``((value, count), ...)``, largest chip first. A split by
colour (``CHIP_SHARES``) is text, one winner after another: ``"2: 1x100 1x25 3x1; 5: 1x100 1x25 2x1"``
(``=`` also does for ``:``). A reading (``READING``) is the words the trainee typed, or the phrase
builder's parts as a code such as ``"high=two_pair:K9|low=low:86"``.

>>> shares_answer({5: Chips.parse("1x25"), 2: Chips.parse("3x1 1x100")})
'2: 1x100 3x1; 5: 1x25'
>>> {seat: str(chips) for seat, chips in answer_shares("2=1x100 3x1; 5: 25").items()}
{2: '1x100 3x1', 5: '1x25'}
>>> said = answer_said(said_answer(Said(HandDescription("two_pair", (Rank.KING, Rank.NINE)))))
>>> said.high
HandDescription(kind='two_pair', ranks=(<Rank.KING: 13>, <Rank.NINE: 9>))
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from croupier.drills.model import Answer, AnswerFormatError, Question
from croupier.drills.reading import Said, parse_reading
from croupier.engine.cards import Rank
from croupier.engine.chips import ChipError, Chips
from croupier.engine.readings import HandDescription
from croupier.engine.rules import Variant

__all__ = [
    "answer_pile",
    "answer_said",
    "answer_shares",
    "pile_answer",
    "said_answer",
    "shares_answer",
    "split_seats",
]

_CODE = re.compile(r"^(high|low)=[a-z_]+:[2-9TJQKA]*(\|(high|low)=[a-z_]+:[2-9TJQKA]*)?$")


def pile_answer(chips: Chips) -> tuple[tuple[int, int], ...]:
    """A pile as an answer value."""
    return chips.counts


def answer_pile(answer: Answer | None) -> Chips:
    """A ``CHIPS`` answer as a pile (no answer: no chips)."""
    if not isinstance(answer, tuple):
        return Chips()
    return Chips.of(item for item in answer if isinstance(item, tuple))


def parse_pile(text: str) -> tuple[tuple[int, int], ...]:
    """Typed chips ("2x25 2x5", "25 25 5"); ``AnswerFormatError`` when they are not chips."""
    try:
        return Chips.parse(text).counts
    except ChipError:
        raise AnswerFormatError("chips", text) from None


def shares_answer(shares: Mapping[int, Chips]) -> str:
    """Each seat's chips as the ``CHIP_SHARES`` text, seats in order, empty shares left out."""
    return "; ".join(f"{seat}: {chips}" for seat, chips in sorted(shares.items()) if chips)


def answer_shares(text: Answer | None) -> dict[int, Chips]:
    """A ``CHIP_SHARES`` answer as chips by seat; ``AnswerFormatError`` when it cannot be read."""
    if not isinstance(text, str):
        return {}
    shares: dict[int, Chips] = {}
    for part in re.split(r"[;\n]+", text):
        if not part.strip():
            continue
        found = re.fullmatch(r"\s*(?:seat|platz|s)?\s*([0-9]+)\s*[:=]\s*(.*)", part, re.IGNORECASE)
        if found is None:
            raise AnswerFormatError("chip_shares", part.strip())
        try:
            chips = Chips.parse(found.group(2))
        except ChipError:
            raise AnswerFormatError("chip_shares", part.strip()) from None
        seat = int(found.group(1))
        shares[seat] = shares.get(seat, Chips()) + chips
    return shares


def said_answer(said: Said) -> str:
    """The builder's reading as its code (what is stored; ``answer_said`` reads it back)."""
    parts = []
    for name, part in (("high", said.high), ("low", said.low)):
        if part is not None:
            parts.append(f"{name}={part.kind}:{''.join(rank.symbol for rank in part.ranks)}")
    return "|".join(parts)


def answer_said(answer: Answer | None, variant: Variant | None = None) -> Said:
    """A ``READING`` answer as what was said: a builder code, else the words (English or German)."""
    if not isinstance(answer, str):
        return Said()
    text = answer.strip()
    if not _CODE.match(text):
        return parse_reading(text, variant)
    parts: dict[str, HandDescription] = {}
    for item in text.split("|"):
        name, _, rest = item.partition("=")
        kind, _, ranks = rest.partition(":")
        parts[name] = HandDescription(kind, tuple(Rank.parse(symbol) for symbol in ranks))
    return Said(parts.get("high"), parts.get("low"))


def split_seats(question: Question) -> tuple[int, ...]:
    """The winners a ``split_chips`` question names, in seat order."""
    halves = question.prompt.params.get("halves")
    seats: set[int] = set()
    for item in halves if isinstance(halves, tuple) else ():
        if isinstance(item, tuple) and isinstance(item[1], tuple):
            seats.update(seat for seat in item[1] if isinstance(seat, int))
    return tuple(sorted(seats))
