"""A call's text as the words a dealer says: lower case, no punctuation, numbers spelled out in
English ("Raise to 1,250" → ``("raise", "to", "one", "thousand", "two", "hundred", "fifty")``).

>>> spoken_words("Two pair, kings and nines")
('two', 'pair', 'kings', 'and', 'nines')
>>> " ".join(spoken_words("Re-raise to 1,250, all in"))
're raise to one thousand two hundred fifty all in'
>>> number_words(115)
('one', 'hundred', 'fifteen')
"""

from __future__ import annotations

import re

__all__ = ["number_words", "spoken_words"]

_ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_SCALES = ((1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand"), (100, "hundred"))


def number_words(number: int) -> tuple[str, ...]:
    """``number`` (0 or more) in English words, without "and" ("one hundred fifteen")."""
    if number < 0:
        raise ValueError(f"a chip amount is never negative: {number}")
    if number < 20:
        return (_ONES[number],)
    if number < 100:
        tens, ones = divmod(number, 10)
        return (_TENS[tens],) + ((_ONES[ones],) if ones else ())
    for scale, name in _SCALES:
        if number >= scale:
            high, rest = divmod(number, scale)
            return (*number_words(high), name, *(number_words(rest) if rest else ()))
    raise AssertionError(number)  # pragma: no cover - every number >= 100 meets a scale


_NUMBER = re.compile(r"\d[\d,.\u00a0\u202f']*")


def spoken_words(text: str) -> tuple[str, ...]:
    """The words of ``text`` as the recogniser hears them (see the module's examples)."""
    tokens = re.split(r"[\s\-–—,;:.!?“”\"()]+", _NUMBER.sub(_spell, text.lower()))
    return tuple(token for token in tokens if token)


def _spell(match: re.Match[str]) -> str:
    digits = re.sub(r"\D", "", match.group(0))
    return " " + " ".join(number_words(int(digits))) + " "
