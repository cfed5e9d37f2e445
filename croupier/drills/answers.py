"""Reading typed answers, comparing answers, and answers as plain JSON values.

Typed answers are what a terminal (or a text box) gives: seats and amounts as digits, choices by
number, several values separated by spaces or commas, shares as ``seat=chips``.

>>> parse_text(AnswerType.SEAT_ORDER, "4, 1 2")
(4, 1, 2)
>>> parse_text(AnswerType.SHARES, "1=51 3:50")
((1, 51), (3, 50))
>>> same(AnswerType.SEAT_SET, frozenset({3, 1}), frozenset({1, 3}))
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from croupier.drills.chip_answers import answer_shares, parse_pile, shares_answer
from croupier.drills.model import Answer, AnswerFormatError, AnswerType, Choice, Question

__all__ = ["answer_json", "parse_answer", "parse_text", "same"]

_NONE_WORDS = frozenset({"none", "nobody", "-", "keiner", "niemand", "0"})
_SEAT = re.compile(r"(?:seat|s|p|platz)?\s*([0-9]+)", re.IGNORECASE)


def _words(text: str) -> list[str]:
    return [word for word in re.split(r"[\s,;]+", text.strip()) if word]


def _number(word: str, kind: str) -> int:
    if not re.fullmatch(r"[0-9]+", word):
        raise AnswerFormatError(kind, word)
    return int(word)


def _seat(word: str) -> int:
    found = _SEAT.fullmatch(word)
    if found is None or int(found.group(1)) < 1:
        raise AnswerFormatError("seat", word)
    return int(found.group(1))


def _seats(text: str) -> list[int]:
    # "seat 3" arrives as two words; join a bare "seat" to the number after it.
    cleaned = re.sub(r"(?i)\b(seat|platz)\s+", "", text)
    return [_seat(word) for word in _words(cleaned)]


def _choice_key(word: str, choices: Sequence[Choice]) -> str:
    keys = [choice.key for choice in choices]
    if word in keys:
        return word
    if re.fullmatch(r"[0-9]+", word) and 1 <= int(word) <= len(choices):
        return keys[int(word) - 1]
    raise AnswerFormatError("choice", word)


def parse_text(answer_type: AnswerType, text: str, choices: Sequence[Choice] = ()) -> Answer:
    """The answer typed as ``text``; raises ``AnswerFormatError`` when it is not one."""
    words = _words(text)
    if not words:
        raise AnswerFormatError(answer_type.value, text)
    match answer_type:
        case AnswerType.CHIPS:
            return parse_pile(text)
        case AnswerType.CHIP_SHARES:
            return shares_answer(answer_shares(text))
        case AnswerType.READING:
            return text.strip()
        case AnswerType.SEAT:
            seats = _seats(text)
            if len(seats) != 1:
                raise AnswerFormatError("seat", text)
            return seats[0]
        case AnswerType.AMOUNT | AnswerType.COUNT:
            if len(words) != 1:
                raise AnswerFormatError(answer_type.value, text)
            return _number(words[0], answer_type.value)
        case AnswerType.CHOICE:
            if len(words) != 1:
                raise AnswerFormatError("choice", text)
            return _choice_key(words[0], choices)
        case AnswerType.CHOICE_SET:
            return frozenset(_choice_key(word, choices) for word in words)
        case AnswerType.SEAT_SET:
            if len(words) == 1 and words[0].lower() in _NONE_WORDS:
                return frozenset()
            return frozenset(_seats(text))
        case AnswerType.SEAT_ORDER:
            return tuple(_seats(text))
        case AnswerType.AMOUNT_SET:
            return frozenset(_number(word, "amount") for word in words)
        case AnswerType.AMOUNT_LIST:
            return tuple(_number(word, "amount") for word in words)
        case AnswerType.SHARES:
            shares: dict[int, int] = {}
            for word in words:
                found = re.fullmatch(r"(?i)(?:seat|s|p)?([0-9]+)[=:]([0-9]+)", word)
                if found is None:
                    raise AnswerFormatError("shares", word)
                seat = int(found.group(1))
                shares[seat] = shares.get(seat, 0) + int(found.group(2))
            return tuple(sorted(shares.items()))
    raise AssertionError(answer_type)  # pragma: no cover


def parse_answer(question: Question, text: str) -> Answer:
    """``parse_text`` with the question's own type and choices."""
    return parse_text(question.answer_type, text, question.choices)


def _normal(answer_type: AnswerType, answer: Answer) -> object:
    if answer_type is AnswerType.SHARES:
        assert isinstance(answer, tuple)
        return frozenset(item for item in answer if isinstance(item, tuple) and item[1] != 0)
    return answer


def same(answer_type: AnswerType, given: Answer | None, expected: Answer) -> bool:
    """Do two answers say the same thing? (Shares ignore seats given 0 chips.)"""
    if given is None:
        return False
    return _normal(answer_type, given) == _normal(answer_type, expected)


def answer_json(answer: Answer | None) -> object:
    """An answer as JSON: sets become sorted lists, shares a ``{"seat": chips}`` object."""
    if answer is None or isinstance(answer, int | str):
        return answer
    if isinstance(answer, frozenset):
        return sorted(answer, key=str)
    if answer and isinstance(answer[0], tuple):
        return {str(item[0]): item[1] for item in answer if isinstance(item, tuple)}
    return list(answer)
