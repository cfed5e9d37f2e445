"""Reading a tabled hand from memory (R9.7): the right phrase is accepted in English and German,
with its usual variants; a wrong kind, a wrong rank, a missing rank or kicker that decides, and a
missing low are refused, each graded by the engine's evaluation."""

from __future__ import annotations

import random

import pytest

from croupier.engine.cards import CARDS, parse_cards
from croupier.engine.readings import best_high, best_low8, best_razz
from croupier.engine.rules import RAZZ, STUD, STUD8
from croupier.training.reading import Said, expected_reading, grade_reading, parse_reading, spoken_count

KINGS_NINES = "KsKd9c9h2s3d4c"


def kinds(verdict):
    return [(problem.kind, problem.half) for problem in verdict.problems]


@pytest.mark.parametrize(
    ("cards", "phrases"),
    [
        (
            KINGS_NINES,
            [
                "Two pair, kings and nines",
                "Kings and nines",
                "two pair kings over nines",
                "Zwei Paar, Könige und Neunen",
                "Könige und Neunen",
                "two pair, nines and kings",
            ],
        ),
        (
            "9s8d7c6h5sKdKc",
            [
                "Nine-high straight",
                "Straight, nine high",
                "straight to the nine",
                "Straight bis zur Neun",
                "9 high straight",
            ],
        ),
        ("5c4d3h2sAcKdQh", ["Straight, five high", "five-high straight", "Straight bis zur Fünf"]),
        ("9h9d2c3s7hKdQc", ["Pair of nines", "a pair of nines", "nines", "Paar Neunen", "ein Paar Neunen"]),
        (
            "7h7d7c3s2hKdQc",
            [
                "Three sevens",
                "trip sevens",
                "set of sevens",
                "three of a kind, sevens",
                "Drilling Siebener",
                "Drei Siebener",
            ],
        ),
        (
            "KhKdKc7s7h2dQc",
            [
                "Full house, kings full of sevens",
                "kings full of sevens",
                "Full House, Könige voller Siebener",
            ],
        ),
        ("AsKsQsJs9s2c3d", ["Flush, ace high", "ace-high flush", "Flush, Ass hoch"]),
        (
            "KhKdKcKs2hQd3c",
            ["Four kings", "quad kings", "four of a kind, kings", "Vier Könige", "Vierling Könige"],
        ),
        ("AsKsQsJsTs2c3d", ["Royal flush", "Royal Flush"]),
        ("AsKd9c7h4s3d2c", ["Ace-king high", "A-K high", "Ass-König hoch"]),
    ],
)
def test_the_right_reading_is_accepted_in_both_languages(cards, phrases):
    hand = parse_cards(cards)
    for phrase in phrases:
        verdict = grade_reading(STUD, hand, parse_reading(phrase))
        assert verdict.correct, (phrase, verdict)


@pytest.mark.parametrize(
    ("phrase", "problem"),
    [
        ("Pair of kings", "wrong_kind"),
        ("Three kings", "wrong_kind"),
        ("Two pair, kings and eights", "wrong_rank"),
        ("Two pair, queens and nines", "wrong_rank"),
        ("Two pair, kings", "short_reading"),  # the call names both pairs
        ("Zwei Paar, Könige und Achten", "wrong_rank"),
        ("Flush", "wrong_kind"),
        ("", "unreadable"),
        ("I do not know", "unreadable"),
    ],
)
def test_a_wrong_reading_is_refused_with_what_is_wrong(phrase, problem):
    verdict = grade_reading(STUD, parse_cards(KINGS_NINES), parse_reading(phrase))
    assert not verdict.correct
    assert verdict.problems[0].kind == problem
    assert verdict.expected.high.kind == "two_pair"


def test_hi_lo_needs_the_low_or_no_low():
    low_hand = parse_cards("9h9d8c6s4h3d2c")  # pair of nines; 8-6-4-3-2 low
    right = "Pair of nines; eight-six low"
    assert grade_reading(STUD8, low_hand, parse_reading(right)).correct
    assert grade_reading(STUD8, low_hand, parse_reading("Paar Neunen, Acht-Sechs Low")).correct
    assert kinds(grade_reading(STUD8, low_hand, parse_reading("Pair of nines"))) == [("missing_low", "low")]
    assert kinds(grade_reading(STUD8, low_hand, parse_reading("Pair of nines, no low"))) == [
        ("has_low", "low")
    ]
    assert kinds(grade_reading(STUD8, low_hand, parse_reading("Pair of nines, eight-seven low"))) == [
        ("wrong_rank", "low")
    ]
    assert kinds(grade_reading(STUD8, low_hand, parse_reading("eight-six low"))) == [("missing_high", "high")]
    no_low = parse_cards(KINGS_NINES.replace("4c", "Jc"))
    assert grade_reading(STUD8, no_low, parse_reading("Kings and nines, no low")).correct
    assert grade_reading(STUD8, no_low, parse_reading("Zwei Paar, Könige und Neunen; kein Low")).correct
    assert kinds(grade_reading(STUD8, no_low, parse_reading("Kings and nines"))) == [("missing_low", "low")]
    assert kinds(grade_reading(STUD8, no_low, parse_reading("Kings and nines, nine-eight low"))) == [
        ("no_low", "low")
    ]


def test_razz_reads_the_low_only():
    hand = parse_cards("7c5d4h3sAcKdKh")
    for phrase in ("Seven-five low", "7-5 low", "Sieben-Fünf Low", "seven five"):
        assert grade_reading(RAZZ, hand, parse_reading(phrase, RAZZ)).correct, phrase
    assert kinds(grade_reading(RAZZ, hand, parse_reading("Seven-four low", RAZZ))) == [("wrong_rank", "low")]
    assert kinds(grade_reading(RAZZ, hand, parse_reading("Pair of kings", RAZZ))) == [("wrong_kind", "low")]
    paired = parse_cards("AcAd2c2d3c3dKs")  # E32: A-A-K-3-2, a pair of aces
    assert grade_reading(RAZZ, paired, parse_reading("Pair of aces", RAZZ)).correct
    assert kinds(grade_reading(RAZZ, paired, parse_reading("King-three low", RAZZ))) == [
        ("wrong_kind", "low")
    ]


def test_kickers_only_where_they_decide_the_pot():
    """Two tabled pairs of kings: the kickers decide, so each must be read to where they differ;
    a losing hand's kicker against another loser decides nothing."""
    ace_kicker = parse_cards("KsKdAc9h5s3d2c")
    queen_kicker = parse_cards("KhKcQc9d5h3c2h")
    rivals = [queen_kicker]
    assert kinds(grade_reading(STUD, ace_kicker, parse_reading("Pair of kings"), rivals)) == [
        ("missing_rank", "high")
    ]
    assert grade_reading(STUD, ace_kicker, parse_reading("Pair of kings, ace kicker"), rivals).correct
    assert grade_reading(STUD, ace_kicker, parse_reading("Paar Könige, Ass"), rivals).correct
    assert kinds(grade_reading(STUD, ace_kicker, parse_reading("Pair of kings, queen kicker"), rivals)) == [
        ("wrong_rank", "high")
    ]
    assert [rank.symbol for rank in expected_reading(STUD, ace_kicker, rivals).high.ranks] == ["K", "A"]
    flush = parse_cards("AsJs8s4s2sKdQd")
    assert grade_reading(STUD, ace_kicker, parse_reading("Pair of kings"), [queen_kicker, flush]).correct
    # Without a rival that reads the same, the kicker is not asked for.
    assert grade_reading(STUD, ace_kicker, parse_reading("Pair of kings")).correct
    # Two 8-6 lows: the third card decides, in hi-lo.
    first = parse_cards("8c6d4h3s2cKdKh")
    second = parse_cards("8h6c5d4c2dQsQh")
    assert kinds(grade_reading(STUD8, first, parse_reading("Pair of kings, eight-six low"), [second])) == [
        ("missing_rank", "low")
    ]
    assert grade_reading(STUD8, first, parse_reading("Pair of kings, eight-six-four low"), [second]).correct


def test_every_hand_reads_right_in_its_own_spoken_words():
    """Random hands in every game: the engine's reading, cut to the ranks a dealer says and turned
    into a Said directly, always grades right; one rank off is always refused."""
    rng = random.Random(18)
    for variant in (STUD, STUD8, RAZZ):
        for _ in range(300):
            cards = rng.sample(CARDS, 7)
            expected = expected_reading(variant, cards)
            assert grade_reading(variant, cards, expected).correct
            if variant.high:
                full = best_high(cards).description
                assert expected.high.ranks == full.ranks[: spoken_count(full.kind)]
            low = best_low8(cards) if variant is STUD8 else best_razz(cards) if variant is RAZZ else None
            if low is not None and low.description.ranks:
                ranks = list(expected.low.ranks)
                unsaid = [r for r in low.description.ranks[::-1] if r not in ranks]
                other = unsaid[0] if unsaid and len(ranks) < 5 else None
                if other is not None and ranks:
                    ranks[0] = other
                    wrong = Said(expected.high, type(expected.low)(expected.low.kind, tuple(ranks)))
                    assert not grade_reading(variant, cards, wrong).correct
