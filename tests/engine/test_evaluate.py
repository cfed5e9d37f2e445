"""Hand values against the examples of RULES.md (§2.5, §2.7, §2.8 and §5)."""

import pytest

from croupier.engine.boards import board_description, razz_board_value, stud_board_value
from croupier.engine.cards import Card, Rank, parse_cards
from croupier.engine.errors import CroupierError, DuplicateCardError
from croupier.engine.evaluate import (
    Category,
    HandSizeError,
    category_of,
    checked_cards,
    high_value,
    low8_value,
    razz_value,
)
from croupier.engine.readings import HandDescription, best_high, best_low8, best_razz, odd_chip_card

A, K, Q, J, T = Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN
R9, R8, R7, R6, R5, R4, R3, R2 = (Rank(n) for n in range(9, 1, -1))


def high(text):
    return high_value(parse_cards(text))


def low8(text):
    return low8_value(parse_cards(text))


def razz(text):
    return razz_value(parse_cards(text))


def first_actor(values):
    """The seat (1-based) that acts first: the largest value, ties to the lowest seat (R5.4)."""
    return max(range(len(values)), key=lambda i: (values[i], -i)) + 1


def stud_first(*boards):
    return first_actor([stud_board_value(parse_cards(board)) for board in boards])


def razz_first(*boards):
    return first_actor([razz_board_value(parse_cards(board)) for board in boards])


def cards_of(reading):
    return " ".join(str(card) for card in reading.cards)


# --- R7.1 high ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("AsKsQsJsTs", Category.STRAIGHT_FLUSH),
        ("5h4h3h2hAh", Category.STRAIGHT_FLUSH),
        ("9c9d9h9sKc", Category.FOUR_OF_A_KIND),
        ("7s7d7hKcKd", Category.FULL_HOUSE),
        ("As9s7s4s2s", Category.FLUSH),
        ("AsKdQcJhTs", Category.STRAIGHT),
        ("5c4d3h2sAc", Category.STRAIGHT),
        ("QcKdAh2s3c", Category.HIGH_CARD),  # no wrap-around straight
        ("7s7d7hKc2d", Category.THREE_OF_A_KIND),
        ("7s7dKhKc2d", Category.TWO_PAIR),
        ("7s7dKhQc2d", Category.PAIR),
        ("As9d7s4s2s", Category.HIGH_CARD),
    ],
)
def test_categories(text, category):
    assert category_of(high(text)) is category
    assert category_of(best_high(parse_cards(text)).value) is category


def test_ranking_order_of_the_categories():
    ladder = [
        "AsKdQc9h7s",
        "2s2d3c4h5c",  # lowest pair beats ace high
        "2s2d3c3h4c",
        "2s2d2c3h4c",
        "5c4d3h2sAc",  # wheel beats trips
        "6c4c3c2c8c",
        "2s2d2c3h3c",
        "2s2d2c2h3c",
        "6c5c4c3c2c",
        "5h4h3h2hAh",  # still a straight flush, below 6-high
    ]
    values = [high(text) for text in ladder]
    assert values[:9] == sorted(values[:9])
    assert len(set(values[:9])) == 9
    assert values[9] < values[8]
    assert values[9] > values[7]


def test_ace_plays_low_only_in_the_wheel():
    assert high("6c5d4h3s2c") > high("5c4d3h2sAc")
    assert high("AsKdQcJhTs") > high("KsQdJcTh9s")
    assert category_of(high("KsAd2c3h4s")) is Category.HIGH_CARD


def test_suits_never_break_a_tie():
    assert high("AsKsQsJs9s") == high("AhKhQhJh9h")
    assert high("AsAdKcQh9d") == high("AhAcKdQs9c")  # E31


def test_kickers_decide_within_a_category():
    assert high("AsAdKcQh9d") > high("AhAcKdQs8c")
    assert high("KsKdQcQh2d") > high("KhKcJdJs9c")
    assert high("KsKdQcQh3d") > high("KhKcQdQs2c")
    assert high("7s7d7hKcKd") < high("8s8d8h2c2d")
    assert high("7s7d7hKcKd") > high("7c7d7hQcQd")


def test_best_five_of_seven_and_six():
    assert high("AsKsQsJsTs2c3d") == high("AsKsQsJsTs")
    assert high("AsKs2s3s9s9d9h") == high("AsKs2s3s9s")  # flush beats trips
    assert high("7s7d7hKcKd2s2h") == high("7s7d7hKcKd")  # best pair for the full house
    assert high("8c7d6h5s4c3d2h") == high("8c7d6h5s4c")
    assert category_of(high("9c9d9h9sKcKd")) is Category.FOUR_OF_A_KIND


# --- E33 and R7.2 8-or-better -------------------------------------------------------------------


def test_e33_wheel_is_a_five_high_straight_and_the_best_low():
    wheel = parse_cards("5c4d3h2sAc")
    reading = best_high(wheel)
    assert reading.description == HandDescription("straight", (R5,))
    assert cards_of(reading) == "5c 4d 3h 2s Ac"
    assert low8_value(wheel) == max(low8(text) for text in ("6c4d3h2sAc", "5c4d3h2sAc", "8c7d6h5s4c"))
    assert best_low8(wheel).description == HandDescription("low", (R5, R4, R3, R2, A))


def test_e33_low_comparison():
    assert low8("8c6d4h3c2d") > low8("8h6s5c4d2s")


def test_r72_qualifying():
    assert low8("8c7d6h5s4c") is not None
    assert low8("9c7d6h5s4c") is None
    assert low8("8c8d6h5s4c") is None  # five different ranks are needed
    assert low8("8c8d6h5s4c3h") is not None
    assert low8("KcKd9h9c2d3cJh") is None  # E29


def test_r72_straights_and_flushes_do_not_affect_the_low():
    assert low8("5s4s3s2sAs") == low8("5c4d3h2sAc")
    assert low8("8c7c6c5c4c") == low8("8d7c6h5s4c")


def test_r72_compared_from_the_highest_card_down():
    lows = ["5c4d3h2sAc", "6c4d3h2sAc", "6c5d3h2sAc", "7c4d3h2sAc", "7c6d5h4s3c", "8c4d3h2sAc"]
    values = [low8(text) for text in lows]
    assert values == sorted(values, reverse=True)


def test_e28_split_values():
    s1, s2, s3 = "AsKsQsJs9s2c3d", "8c6d4h3c2dKcKd", "7c5d4c2hAh9c9d"
    assert high(s1) > high(s2) > high(s3)
    assert category_of(high(s1)) is Category.FLUSH
    assert low8(s1) is None
    assert low8(s3) > low8(s2)
    assert best_low8(parse_cards(s2)).description == HandDescription("low", (R8, R6, R4, R3, R2))
    assert cards_of(best_low8(parse_cards(s3))) == "7c 5d 4c 2h Ah"


def test_e29_no_low_reading():
    reading = best_low8(parse_cards("KcKd9h9c2d3cJh"))
    assert reading.value == -1
    assert reading.cards == ()
    assert reading.description == HandDescription("no_low", ())
    with pytest.raises(CroupierError):
        odd_chip_card(reading, ace_low=True)


def test_e30_low_odd_chip_goes_to_the_seven_of_spades():
    s2 = best_low8(parse_cards("7s5d4c2hAh"))
    s3 = best_low8(parse_cards("7h5c4d2cAc"))
    assert s2.value == s3.value
    assert odd_chip_card(s2, ace_low=True) == Card.parse("7s")
    assert odd_chip_card(s3, ace_low=True) == Card.parse("7h")
    assert odd_chip_card(s2, ace_low=True) > odd_chip_card(s3, ace_low=True)


def test_e31_high_odd_chip_goes_to_the_ace_of_spades():
    s1 = best_high(parse_cards("AsAdKcQh9d"))
    s3 = best_high(parse_cards("AhAcKdQs9c"))
    assert s1.value == s3.value
    assert odd_chip_card(s1, ace_low=False) == Card.parse("As")
    assert odd_chip_card(s3, ace_low=False) == Card.parse("Ah")


def test_low_half_uses_the_higher_suited_duplicate_for_the_odd_chip():
    reading = best_low8(parse_cards("7h7s5d4c2hAhKd"))
    assert cards_of(reading) == "7s 5d 4c 2h Ah"


# --- R7.3 razz ------------------------------------------------------------------------------------


def test_e32_unpaired_beats_a_pair_of_aces():
    s1 = best_razz(parse_cards("AcAd2c2d3c3dKs"))
    assert s1.description == HandDescription("pair", (A, K, R3, R2))
    assert [card.rank for card in s1.cards] == [A, A, K, R3, R2]
    s2 = best_razz(parse_cards("9s8d7c6h5sKdKc"))
    assert s2.description == HandDescription("low", (R9, R8, R7, R6, R5))
    assert s2.value > s1.value
    assert razz("9s8d7c6h5sKdKc") > razz("AcAd2c2d3c3dKs")


def test_e32_wheel_beats_six_four():
    assert razz("5c4d3h2sAc") > razz("6c4d3h2sAc")
    assert razz("5s4s3s2sAs") == razz("5c4d3h2sAc")  # straights and flushes ignored


def test_e32_kings_and_queens_play_a_full_house():
    hand = parse_cards("KsKhKdKcQsQhQd")
    reading = best_razz(hand)
    assert reading.description == HandDescription("full_house", (Q, K))
    assert [card.rank for card in reading.cards] == [Q, Q, Q, K, K]
    assert reading.value == razz_value(hand) == razz("QsQhQdKcKs")
    assert razz("QsQhQdKcKs") > razz("KsKhKdKcQs")


def test_r73_order_of_categories():
    ladder = [
        "KcQdJhTs9c",  # worst unpaired
        "KcKdQhJsTc",  # worst pair
        "AcAd2h2s3c",  # best two pair ... is worse than any pair
        "KcKdQhQsJc",
        "AcAdAh2s3c",  # best trips
        "KcKdKhQsJc",
        "AcAdAh2s2c",  # best full house
        "KcKdKhQsQc",
        "AcAdAhAs2c",  # best quads
        "KcKdKhKsQc",
    ]
    values = [razz(text) for text in ladder]
    assert values == sorted(values, reverse=True)
    assert len(set(values)) == len(values)
    assert razz("KcKdQhJsTc") < razz("KcQdJhTs9c")


def test_r73_aces_are_the_lowest_pair_and_paired_ranks_come_first():
    assert razz("AcAd8h7s6c") > razz("2c2d3h4s5c")
    assert razz("3c3dKhQsJc") > razz("4c4d2hAs5c")
    assert razz("3c3dQhJsTc") > razz("3h3sKhQdJd")  # then kickers from the top
    assert razz("3c3d2h2sKc") > razz("4c4dAhAs2c")  # two pair: the higher pair first


def test_razz_odd_chip_counts_the_ace_low():
    reading = best_razz(parse_cards("7h5d4c2hAhKd7s"))
    assert cards_of(reading) == "7s 5d 4c 2h Ah"
    assert odd_chip_card(reading, ace_low=True) == Card.parse("7s")
    assert odd_chip_card(reading, ace_low=False) == Card.parse("Ah")


# --- Readings -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind", "ranks", "cards"),
    [
        ("AsKsQsJsTs2c3d", "royal_flush", (), "As Ks Qs Js Ts"),
        ("9h8h7h6h5h9c9d", "straight_flush", (R9,), "9h 8h 7h 6h 5h"),
        ("9c9d9h9sKcKd2c", "four_of_a_kind", (R9, K), "9s 9h 9d 9c Kd"),
        ("7s7d7hKcKd2s2h", "full_house", (R7, K), "7s 7h 7d Kd Kc"),
        ("As9s7s4s2s3s8d", "flush", (A, R9, R7, R4, R3), "As 9s 7s 4s 3s"),
        ("Ts9d8c7h6s6c5c", "straight", (T,), "Ts 9d 8c 7h 6s"),
        ("7s7d7hKc2d3c9h", "three_of_a_kind", (R7, K, R9), "7s 7h 7d Kc 9h"),
        ("7s7dKhKc2d2c9h", "two_pair", (K, R7, R9), "Kh Kc 7s 7d 9h"),
        ("7s7dKhQc2d3c9h", "pair", (R7, K, Q, R9), "7s 7d Kh Qc 9h"),
        ("As9d7s4s2sJcTc", "high_card", (A, J, T, R9, R7), "As Jc Tc 9d 7s"),
        ("Ah5c4d3h2s", "straight", (R5,), "5c 4d 3h 2s Ah"),
    ],
)
def test_best_high_readings(text, kind, ranks, cards):
    hand = parse_cards(text)
    reading = best_high(hand)
    assert reading.description == HandDescription(kind, ranks)
    assert cards_of(reading) == cards
    assert reading.value == high_value(hand)


def test_straight_with_a_paired_top_card_plays_the_higher_suit():
    reading = best_high(parse_cards("9s9h8c7d6h5c2d"))
    assert cards_of(reading) == "9s 8c 7d 6h 5c"
    assert odd_chip_card(reading, ace_low=False) == Card.parse("9s")


# --- R5.2/R5.3 showing boards ---------------------------------------------------------------------


def test_e9_pair_of_sevens_acts_first():
    assert stud_first("4c9c", "KdQs", "7s7d", "AhKc") == 3
    assert board_description(parse_cards("7s7d"), low=False) == HandDescription("pair", (R7,))


def test_e14_tie_goes_to_position():
    values = [stud_board_value(parse_cards(b)) for b in ("4c9c", "Kd9d", "5cJh", "Kh9s")]
    assert values[1] == values[3]
    assert first_actor(values) == 2


def test_e15_straights_and_flushes_do_not_count():
    assert stud_first("7h9hThJh", "8h2c3d4s", "AdAc5h6s") == 3
    assert board_description(parse_cards("7h9hThJh"), low=False) == HandDescription(
        "high_card", (J, T, R9, R7)
    )


def test_e18_pair_beats_ace_king_in_stud8():
    assert stud_first("AsKd5c", "8h8c2d") == 2


def test_e25_community_card_makes_two_pair():
    sixth = ["TsTdKdAd", "9c9d5sAh", "KsQc8c7d", "QsKc8d7h", "JsQd8h7s", "8sKhTh9h", "JdQhTc9s",
             "JcAc5c3s"]  # fmt: skip
    assert stud_first(*sixth) == 1
    assert stud_first(*(board + "5d" for board in sixth)) == 2
    assert board_description(parse_cards("9c9d5sAh5d"), low=False) == HandDescription("two_pair", (R9, R5))


def test_stud_board_order():
    ladder = ["AhKc", "2c2d", "AsAd", "2c2d3h3s", "AcAdKhKs", "2c2d2h", "2c2d2h3s3c",
              "2c2d2hAs", "AcAdAhKc", "2c2d2h2s", "AcAdAhAs"]  # fmt: skip
    values = [stud_board_value(parse_cards(board)) for board in ladder]
    assert values == sorted(values)
    assert len(set(values)) == len(values)


def test_full_house_looking_board_is_trips_with_pair_kickers():
    assert board_description(parse_cards("9c9d9h5s5c"), low=False) == HandDescription(
        "three_of_a_kind", (R9,)
    )
    assert stud_board_value(parse_cards("9c9d9h5s5c")) < stud_board_value(parse_cards("9s9d9hKs2c"))
    assert stud_board_value(parse_cards("9c9d9h5s5c")) > stud_board_value(parse_cards("9s9d9h5d4c"))
    assert stud_board_value(parse_cards("9c9d9h5s5c")) < stud_board_value(parse_cards("TcTdTh2s3c"))


def test_boards_of_different_sizes_do_not_crash():
    sizes = ["Ks", "KsQd", "KsQd2c", "KsQd2c3h", "KsQd2c3h4d"]
    assert len({stud_board_value(parse_cards(board)) for board in sizes}) == 5
    assert len({razz_board_value(parse_cards(board)) for board in sizes}) == 5
    with pytest.raises(HandSizeError):
        stud_board_value(())
    with pytest.raises(HandSizeError):
        razz_board_value(parse_cards("KsQd2c3h4d5d"))


def test_e16_razz_lowest_board_acts_first():
    assert razz_first("7c4d", "8h2s", "6d6h", "KcQc") == 1
    assert razz_board_value(parse_cards("6d6h")) < razz_board_value(parse_cards("KcQc"))
    assert board_description(parse_cards("7c4d"), low=True) == HandDescription("low", (R7, R4))


def test_e17_razz_tie_goes_to_position():
    values = [razz_board_value(parse_cards(b)) for b in ("7c4d", "KhKs", "7h4s", "QcJc")]
    assert values[0] == values[2]
    assert first_actor(values) == 1


def test_razz_board_order():
    ladder = ["3c2d", "Ac4d", "8c7d", "KcQd", "AcAd", "2c2d", "KcKd", "AcAd2c2d", "KcKdQcQd",
              "AcAdAh", "KcKdKh", "AcAdAhAs", "KcKdKhKs"]  # fmt: skip
    values = [razz_board_value(parse_cards(board)) for board in ladder]
    assert values == sorted(values, reverse=True)
    assert len(set(values)) == len(values)
    assert razz_first("7c6d5h", "8c2d3h") == 1  # compared from the highest card down
    assert razz_first("KcKd2h", "3c3dQh") == 2  # the pair's rank first


def test_razz_board_descriptions():
    assert board_description(parse_cards("Ac4d7h"), low=True) == HandDescription("low", (R7, R4, A))
    assert board_description(parse_cards("KhKs"), low=True) == HandDescription("pair", (K,))
    assert board_description(parse_cards("AcAd2c2d"), low=True) == HandDescription("two_pair", (R2, A))
    assert board_description(parse_cards("AhKc"), low=False) == HandDescription("high_card", (A, K))
    assert board_description(parse_cards("5c5d5h"), low=False) == HandDescription("three_of_a_kind", (R5,))
    assert board_description(parse_cards("5c5d5h5s"), low=True) == HandDescription("four_of_a_kind", (R5,))


# --- Input checks ---------------------------------------------------------------------------------


@pytest.mark.parametrize("evaluate", [high_value, low8_value, razz_value, best_high, best_low8,
                                      best_razz])  # fmt: skip
@pytest.mark.parametrize("text", ["AsKsQsJs", "AsKsQsJsTs9s8s7s", "AsKdQcJh9s8h7d6c"])
def test_hand_size_is_checked(evaluate, text):
    with pytest.raises(HandSizeError, match="5 to 7"):
        evaluate(parse_cards(text))


@pytest.mark.parametrize("evaluate", [best_high, best_low8, best_razz])
def test_duplicates_are_refused_by_the_readings(evaluate):
    with pytest.raises(DuplicateCardError, match="As"):
        evaluate(parse_cards("AsAsKdQc2h"))


def test_checked_cards_interns_and_refuses_a_card_given_twice_even_as_a_copy():
    hand = parse_cards("AsKdQc2h9s")
    copies = [Card(card.rank, card.suit) for card in hand]
    checked = checked_cards(copies)
    assert checked == hand
    assert all(ours is interned for ours, interned in zip(checked, hand, strict=True))
    twice = [*copies, Card(Rank.ACE, hand[0].suit)]
    with pytest.raises(DuplicateCardError, match=r"^As Kd Qc 2h 9s As: a card appears twice"):
        checked_cards(twice)


def test_equal_cards_that_are_not_the_interned_ones_give_the_same_values():
    hand = parse_cards("AsKsQsJs9s2c3d")
    copied = [Card(card.rank, card.suit) for card in hand]
    assert not any(a is b for a, b in zip(hand, copied, strict=True))
    assert high_value(copied) == high_value(hand)
    assert low8_value(copied) == low8_value(hand)
    assert razz_value(copied) == razz_value(hand)
    assert best_high(copied) == best_high(hand)
