"""The dealer's words in English and German: ranks, suits, cards, streets and every hand kind."""

from __future__ import annotations

import pytest

from croupier.engine.boards import board_description
from croupier.engine.cards import Card, Rank, Suit, parse_cards
from croupier.engine.readings import HandDescription, best_high, best_low8, best_razz
from croupier.i18n import (
    HAND_KINDS,
    HandTextError,
    Language,
    card_label,
    card_name,
    hand_text,
    rank_name,
    rank_sequence,
    rank_symbol,
    sentence,
    street_name,
    suit_name,
)

R = Rank


def d(kind: str, *ranks: Rank) -> HandDescription:
    return HandDescription(kind, tuple(ranks))


# (description, English, German): one line per kind, then the board forms and the edge cases.
HANDS = [
    (d("high_card", R.ACE, R.KING, R.NINE, R.SEVEN, R.FOUR), "ace-king high", "Ass-König hoch"),
    (d("pair", R.NINE, R.ACE, R.KING, R.SEVEN), "pair of nines", "Paar Neunen"),
    (
        d("two_pair", R.KING, R.NINE, R.FOUR),
        "two pair, kings and nines",
        "Zwei Paar, Könige und Neunen",
    ),
    (d("three_of_a_kind", R.SEVEN, R.ACE, R.TWO), "three sevens", "Drilling Siebener"),
    (d("straight", R.FIVE), "straight, five high", "Straight bis zur Fünf"),
    (d("flush", R.ACE, R.JACK, R.NINE, R.SIX, R.TWO), "flush, ace high", "Flush, Ass hoch"),
    (
        d("full_house", R.KING, R.SEVEN),
        "full house, kings full of sevens",
        "Full House, Könige voller Siebener",
    ),
    (d("four_of_a_kind", R.KING, R.TWO), "four kings", "Vierling Könige"),
    (d("straight_flush", R.NINE), "straight flush, nine high", "Straight Flush bis zur Neun"),
    (d("royal_flush"), "royal flush", "Royal Flush"),
    (d("low", R.EIGHT, R.SIX, R.FOUR, R.THREE, R.TWO), "eight-six low", "Acht-Sechs Low"),
    (d("no_low"), "no low", "kein Low"),
    # boards
    (d("high_card", R.ACE, R.KING), "ace-king", "Ass-König"),
    (d("high_card", R.ACE, R.KING, R.TEN, R.TWO), "ace-king", "Ass-König"),
    (d("high_card", R.QUEEN), "queen", "Dame"),
    (d("low", R.SEVEN, R.FOUR), "seven-four", "Sieben-Vier"),
    (d("low", R.SEVEN, R.SIX, R.FOUR, R.ACE), "seven-six", "Sieben-Sechs"),
    (d("low", R.KING), "king", "König"),
    (d("pair", R.SEVEN), "pair of sevens", "Paar Siebener"),
    (d("pair", R.ACE, R.KING), "pair of aces", "Paar Asse"),
    (d("two_pair", R.KING, R.NINE), "two pair, kings and nines", "Zwei Paar, Könige und Neunen"),
    (d("three_of_a_kind", R.TWO), "three deuces", "Drilling Zweien"),
    (d("four_of_a_kind", R.SIX), "four sixes", "Vierling Sechsen"),
    # the other straights name their top card with the right German article
    (d("straight", R.TEN), "straight, ten high", "Straight bis zur Zehn"),
    (d("straight", R.JACK), "straight, jack high", "Straight bis zum Buben"),
    (d("straight", R.QUEEN), "straight, queen high", "Straight bis zur Dame"),
    (d("straight", R.KING), "straight, king high", "Straight bis zum König"),
    (d("straight", R.ACE), "straight, ace high", "Straight bis zum Ass"),
    (d("straight_flush", R.FIVE), "straight flush, five high", "Straight Flush bis zur Fünf"),
    (d("straight_flush", R.KING), "straight flush, king high", "Straight Flush bis zum König"),
    (d("straight_flush", R.ACE), "royal flush", "Royal Flush"),
    (
        d("full_house", R.ACE, R.EIGHT),
        "full house, aces full of eights",
        "Full House, Asse voller Achten",
    ),
    (d("low", R.FIVE, R.FOUR, R.THREE, R.TWO, R.ACE), "five-four low", "Fünf-Vier Low"),
    (d("low", R.SIX, R.FOUR, R.THREE, R.TWO, R.ACE), "six-four low", "Sechs-Vier Low"),
]


@pytest.mark.parametrize(("description", "english", "german"), HANDS)
def test_hand_text(translations, description, english, german):
    assert hand_text(description) == english
    translations.set_language(Language.GERMAN)
    assert hand_text(description) == german


def test_every_kind_is_covered_in_both_languages():
    assert {description.kind for description, _, _ in HANDS} == set(HAND_KINDS)


@pytest.mark.parametrize(
    ("description", "english", "german"),
    [
        (d("low", R.EIGHT, R.SIX, R.FOUR, R.THREE, R.TWO), "8-6-4-3-2 low", "8-6-4-3-2 Low"),
        (d("low", R.SEVEN, R.FIVE, R.FOUR, R.THREE, R.ACE), "7-5-4-3-A low", "7-5-4-3-A Low"),
        (
            d("high_card", R.ACE, R.KING, R.JACK, R.TEN, R.FOUR),
            "A-K-J-10-4 high",
            "A-K-B-10-4 hoch",
        ),
        (d("flush", R.ACE, R.QUEEN, R.NINE, R.SIX, R.TWO), "flush, A-Q-9-6-2", "Flush, A-D-9-6-2"),
        # the full form changes nothing where dealers do not read kickers
        (d("pair", R.NINE, R.ACE, R.KING, R.SEVEN), "pair of nines", "Paar Neunen"),
        (d("low", R.SEVEN, R.FOUR), "seven-four", "Sieben-Vier"),
    ],
)
def test_full_hand_text(translations, description, english, german):
    assert hand_text(description, full=True) == english
    translations.set_language(Language.GERMAN)
    assert hand_text(description, full=True) == german


@pytest.mark.parametrize(
    ("description", "message"),
    [
        (d("flush_draw", R.ACE), "unknown hand kind 'flush_draw'"),
        (d("pair"), "needs at least 1 rank"),
        (d("full_house", R.KING), "needs at least 2 rank"),
        (d("straight", R.FOUR), "cannot be four high"),
    ],
)
def test_unreadable_descriptions_are_refused(description, message):
    with pytest.raises(HandTextError, match=message):
        hand_text(description)


ENGLISH_RANKS = "deuce three four five six seven eight nine ten jack queen king ace"
ENGLISH_PLURALS = "deuces threes fours fives sixes sevens eights nines tens jacks queens kings aces"
GERMAN_RANKS = "Zwei Drei Vier Fünf Sechs Sieben Acht Neun Zehn Bube Dame König Ass"
GERMAN_PLURALS = "Zweien Dreien Vieren Fünfen Sechsen Siebener Achten Neunen Zehnen Buben Damen Könige Asse"


def test_rank_names(translations):
    assert [rank_name(rank) for rank in Rank] == ENGLISH_RANKS.split()
    assert [rank_name(rank, plural=True) for rank in Rank] == ENGLISH_PLURALS.split()
    translations.set_language(Language.GERMAN)
    assert [rank_name(rank) for rank in Rank] == GERMAN_RANKS.split()
    assert [rank_name(rank, plural=True) for rank in Rank] == GERMAN_PLURALS.split()


def test_rank_symbols(translations):
    assert "".join(rank_symbol(rank) for rank in Rank) == "2345678910JQKA"
    translations.set_language(Language.GERMAN)
    assert "".join(rank_symbol(rank) for rank in Rank) == "2345678910BDKA"
    assert rank_sequence([R.KING, R.QUEEN, R.JACK]) == "K-D-B"


def test_suits_and_cards(translations):
    assert [suit_name(suit) for suit in Suit] == ["clubs", "diamonds", "hearts", "spades"]
    assert card_name(Card.parse("2c")) == "deuce of clubs"
    assert card_name(Card.parse("Ks")) == "king of spades"
    assert sentence(card_name(Card.parse("2c"))) == "Deuce of clubs"
    assert card_label(Card.parse("Th")) == "10♥"
    assert card_label(Card.parse("Jc")) == "J♣"
    translations.set_language(Language.GERMAN)
    assert [suit_name(suit) for suit in Suit] == ["Kreuz", "Karo", "Herz", "Pik"]
    assert card_name(Card.parse("2c")) == "Kreuz Zwei"
    assert card_name(Card.parse("Ks")) == "Pik König"
    assert card_name(Card.parse("Ah")) == "Herz Ass"
    assert card_label(Card.parse("Jc")) == "B♣"


def test_every_card_has_a_distinct_name_in_both_languages(translations):
    cards = parse_cards("".join(f"{r}{s}" for r in "23456789TJQKA" for s in "cdhs"))
    assert len({card_name(card) for card in cards}) == 52
    translations.set_language(Language.GERMAN)
    assert len({card_name(card) for card in cards}) == 52


def test_street_names(translations):
    names = ["Third Street", "Fourth Street", "Fifth Street", "Sixth Street", "Seventh Street"]
    assert [street_name(street) for street in range(3, 8)] == names
    translations.set_language(Language.GERMAN)
    # German keeps the English street names, as the German seed texts do.
    assert [street_name(street) for street in range(3, 8)] == names
    with pytest.raises(ValueError, match="streets 3 to 7"):
        street_name(8)


def test_sentence():
    assert sentence("kein Low") == "Kein Low"
    assert sentence("") == ""


@pytest.mark.parametrize(
    ("cards", "evaluate", "english", "german"),
    [
        (
            "KsKdKc7h7d2c3s",
            best_high,
            "full house, kings full of sevens",
            "Full House, Könige voller Siebener",
        ),
        ("KsKd9c9h4d2c3s", best_high, "two pair, kings and nines", "Zwei Paar, Könige und Neunen"),
        ("5c4d3h2sAc9d9h", best_high, "straight, five high", "Straight bis zur Fünf"),
        ("8c6d4h3s2cKdKh", best_low8, "eight-six low", "Acht-Sechs Low"),
        ("9s8d7c6h5sKdKc", best_razz, "nine-eight low", "Neun-Acht Low"),
    ],
)
def test_the_engine_readings_render(translations, cards, evaluate, english, german):
    description = evaluate(parse_cards(cards)).description
    assert hand_text(description) == english
    translations.set_language(Language.GERMAN)
    assert hand_text(description) == german


def test_engine_boards_render(translations):
    stud = board_description(parse_cards("AsKd"), low=False)
    razz = board_description(parse_cards("7c4d"), low=True)
    paired = board_description(parse_cards("9c9d"), low=False)
    assert [hand_text(b) for b in (stud, razz, paired)] == [
        "ace-king",
        "seven-four",
        "pair of nines",
    ]
    translations.set_language(Language.GERMAN)
    assert [hand_text(b) for b in (stud, razz, paired)] == [
        "Ass-König",
        "Sieben-Vier",
        "Paar Neunen",
    ]
