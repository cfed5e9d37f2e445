import random

import pytest

from croupier.engine.cards import CARDS, Card, Deck, Rank, Suit, format_cards, parse_cards, shuffle
from croupier.engine.errors import CardParseError, DeckExhaustedError, DuplicateCardError


def test_parse_and_str_round_trip_every_card():
    for card in CARDS:
        assert Card.parse(str(card)) is card
        assert eval(repr(card), {"Card": Card}) == card


def test_fifty_two_distinct_cards_with_unique_indices():
    assert len(set(CARDS)) == 52
    assert [card.index for card in CARDS] == list(range(52))


def test_suit_order_is_clubs_diamonds_hearts_spades():
    assert Suit.CLUBS < Suit.DIAMONDS < Suit.HEARTS < Suit.SPADES
    assert Card.parse("2c") < Card.parse("2h") < Card.parse("3c")


def test_ranks_and_low_values():
    assert Rank.parse("t") is Rank.TEN
    assert Rank.ACE.low == 1
    assert Rank.KING.low == 13


def test_parse_cards_accepts_compact_and_spaced_forms():
    assert format_cards(parse_cards("AsKs2c")) == "AsKs2c"
    assert format_cards(parse_cards("As, Ks 10c"), " ") == "As Ks Tc"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [("Kx", "unknown suit"), ("1c", "unknown rank"), ("K", "is not a card"), ("", "is not a card")],
)
def test_bad_cards_are_refused_with_the_reason(text, fragment):
    with pytest.raises(CardParseError, match=fragment):
        Card.parse(text)


def test_parse_cards_names_the_bad_card():
    with pytest.raises(CardParseError, match="card 2"):
        parse_cards("AsKx")


def test_seeded_decks_repeat_and_differ_by_seed():
    first = list(Deck(random.Random(7)))
    assert first == list(Deck(random.Random(7)))
    assert first != list(Deck(random.Random(8)))
    assert sorted(first) == sorted(CARDS)


def test_stacked_deck_deals_the_stacked_cards_first():
    deck = Deck(random.Random(1), top=parse_cards("2c2hKd"))
    assert [deck.draw() for _ in range(3)] == list(parse_cards("2c2hKd"))
    assert len(deck) == 49
    assert Card.parse("2c") not in deck


def test_stacked_deck_refuses_duplicates():
    with pytest.raises(DuplicateCardError, match="2c appears twice"):
        Deck(top=parse_cards("2c3d2c"))


def test_empty_stub_says_so():
    deck = Deck(top=parse_cards("2c"), complete=False)
    deck.draw()
    with pytest.raises(DeckExhaustedError, match="stub is empty"):
        deck.draw()


def test_scramble_in_keeps_every_card_once():
    deck = Deck(random.Random(3))
    burns = [deck.draw() for _ in range(3)]
    deck.scramble_in(burns, random.Random(4))
    assert sorted(deck) == sorted(CARDS)
    with pytest.raises(DuplicateCardError):
        deck.scramble_in([burns[0]], None)


@pytest.mark.parametrize("size", [0, 1, 2, 7, 52, 60])
def test_shuffle_matches_the_standard_library_shuffle(size):
    """The inlined Fisher-Yates gives exactly ``random.Random.shuffle``'s order and leaves the generator
    in the same state, so seeded decks and hand histories do not change with it."""
    for seed in range(200):
        ours, theirs = random.Random(seed), random.Random(seed)
        cards = [CARDS[index % 52] for index in range(size)]
        expected = list(cards)
        shuffle(cards, ours)
        theirs.shuffle(expected)
        assert cards == expected
        assert ours.random() == theirs.random()


def test_shuffle_defers_to_other_generators():
    class Reversing(random.Random):
        def shuffle(self, x):  # type: ignore[override]
            x.reverse()

    cards = list(CARDS[:5])
    shuffle(cards, Reversing(1))
    assert cards == list(reversed(CARDS[:5]))
