from __future__ import annotations

import pytest

from croupier.voice.words import number_words, spoken_words


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (0, "zero"),
        (7, "seven"),
        (15, "fifteen"),
        (40, "forty"),
        (95, "ninety five"),
        (100, "one hundred"),
        (160, "one hundred sixty"),
        (1250, "one thousand two hundred fifty"),
        (20000, "twenty thousand"),
        (1_000_005, "one million five"),
    ],
)
def test_numbers_are_spelled_as_a_dealer_says_them(number, words):
    assert " ".join(number_words(number)) == words


def test_a_negative_amount_is_refused():
    with pytest.raises(ValueError, match="never negative"):
        number_words(-1)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Pair of nines", "pair of nines"),
        ("Two pair, kings and nines", "two pair kings and nines"),
        ("Ace-king bets", "ace king bets"),
        ("Open pair — 20 or 40", "open pair twenty or forty"),
        ("Last raise, 1,250: capped", "last raise one thousand two hundred fifty capped"),
        ("Seven-four low bets", "seven four low bets"),
        ("Pair of sevens is all in; seat 3 bets", "pair of sevens is all in seat three bets"),
    ],
)
def test_a_call_becomes_the_words_heard(text, words):
    assert " ".join(spoken_words(text)) == words
