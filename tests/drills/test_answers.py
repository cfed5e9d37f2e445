"""Typed answers: every answer type reads what a trainee types, and refuses what it cannot read."""

from __future__ import annotations

import pytest

from croupier.drills.answers import answer_json, parse_text, same
from croupier.drills.model import AnswerFormatError, AnswerType, Choice

CHOICES = (Choice("a", "yes"), Choice("b", "no"), Choice("c", "yes"))


@pytest.mark.parametrize(
    ("answer_type", "text", "expected"),
    [
        (AnswerType.SEAT, "3", 3),
        (AnswerType.SEAT, "seat 3", 3),
        (AnswerType.SEAT, "Platz 4", 4),
        (AnswerType.SEAT, "p2", 2),
        (AnswerType.AMOUNT, " 40 ", 40),
        (AnswerType.COUNT, "0", 0),
        (AnswerType.CHOICE, "2", "b"),
        (AnswerType.CHOICE, "c", "c"),
        (AnswerType.CHOICE_SET, "1, 3", frozenset({"a", "c"})),
        (AnswerType.SEAT_SET, "5 2", frozenset({2, 5})),
        (AnswerType.SEAT_SET, "none", frozenset()),
        (AnswerType.SEAT_SET, "keiner", frozenset()),
        (AnswerType.SEAT_ORDER, "4 1 2", (4, 1, 2)),
        (AnswerType.AMOUNT_SET, "40 20", frozenset({20, 40})),
        (AnswerType.AMOUNT_LIST, "68, 24", (68, 24)),
        (AnswerType.SHARES, "3=50 1:51", ((1, 51), (3, 50))),
    ],
)
def test_typed_answers_are_read(answer_type, text, expected):
    assert parse_text(answer_type, text, CHOICES) == expected


@pytest.mark.parametrize(
    ("answer_type", "text"),
    [
        (AnswerType.SEAT, ""),
        (AnswerType.SEAT, "two"),
        (AnswerType.SEAT, "1 2"),
        (AnswerType.SEAT, "0"),
        (AnswerType.AMOUNT, "-5"),
        (AnswerType.AMOUNT, "20 40"),
        (AnswerType.CHOICE, "4"),
        (AnswerType.CHOICE, "z"),
        (AnswerType.CHOICE_SET, "1 9"),
        (AnswerType.AMOUNT_LIST, "20 x"),
        (AnswerType.SHARES, "1-51"),
    ],
)
def test_unreadable_answers_are_refused_with_what_was_typed(answer_type, text):
    with pytest.raises(AnswerFormatError) as caught:
        parse_text(answer_type, text, CHOICES)
    assert caught.value.kind
    assert isinstance(caught.value.text, str)


def test_shares_ignore_seats_given_nothing():
    assert same(AnswerType.SHARES, ((1, 51), (2, 0), (3, 50)), ((1, 51), (3, 50)))
    assert not same(AnswerType.SHARES, ((1, 50), (3, 51)), ((1, 51), (3, 50)))


def test_answers_as_json():
    assert answer_json(frozenset({3, 1})) == [1, 3]
    assert answer_json(((1, 51), (3, 50))) == {"1": 51, "3": 50}
    assert answer_json((4, 1, 2)) == [4, 1, 2]
    assert answer_json("b") == "b"
    assert answer_json(None) is None
