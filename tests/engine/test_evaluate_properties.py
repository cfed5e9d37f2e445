"""Properties every hand value keeps, whatever the cards: order and suit names never matter."""

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from croupier.engine.boards import razz_board_value, stud_board_value
from croupier.engine.cards import CARDS, Card, Suit
from croupier.engine.evaluate import high_value, low8_value, razz_value
from croupier.engine.readings import best_high, best_low8, best_razz, odd_chip_card

VALUES = (high_value, low8_value, razz_value)


def hands(sizes=(5, 6, 7)):
    return st.sampled_from(sizes).flatmap(
        lambda size: st.lists(st.sampled_from(CARDS), min_size=size, max_size=size, unique=True)
    )


def relabelled(cards, suits):
    """The same hand with the suits renamed, ``suits`` being the new name of c, d, h, s."""
    return [Card.parse(card.rank.symbol + suits[card.suit].symbol) for card in cards]


@settings(max_examples=300, deadline=None)
@given(hands(), st.randoms(use_true_random=False), st.permutations(list(Suit)))
def test_values_ignore_card_order_and_suit_names(hand, rng, suits):
    shuffled = rng.sample(hand, len(hand))
    renamed = relabelled(hand, suits)
    for value in VALUES:
        assert value(shuffled) == value(hand) == value(renamed)


@settings(max_examples=200, deadline=None)
@given(hands())
def test_readings_play_five_of_the_hands_cards(hand):
    for best, value in ((best_high, high_value), (best_razz, razz_value)):
        reading = best(hand)
        assert reading.value == value(hand)
        assert len(set(reading.cards)) == 5
        assert set(reading.cards) <= set(hand)
        assert odd_chip_card(reading, ace_low=best is best_razz) in reading.cards
    low = best_low8(hand)
    assert low.value == (low8_value(hand) if low8_value(hand) is not None else -1)
    assert set(low.cards) <= set(hand)
    assert len(low.cards) in (0, 5)


@settings(max_examples=100, deadline=None)
@given(hands(sizes=(6, 7)))
def test_more_cards_never_make_a_hand_worse(hand):
    for value in (high_value, razz_value):
        assert value(hand) == max(value(list(five)) for five in combinations(hand, 5))
        assert value(hand) >= value(hand[:-1])


@settings(max_examples=200, deadline=None)
@given(hands(sizes=(1, 2, 3, 4, 5)), st.permutations(list(Suit)))
def test_board_values_ignore_suit_names_and_order(board, suits):
    for value in (stud_board_value, razz_board_value):
        assert value(board) == value(board[::-1]) == value(relabelled(board, suits))
