"""The vector cards: every card in both decks, the back, the dead mark, sizes and caching."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from croupier.engine.cards import CARDS, Card, Suit
from croupier.gui.card_art import CardArt


def _colours(image: QImage) -> list[QColor]:
    return [image.pixelColor(x, y) for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)]


def _ink(image: QImage) -> list[QColor]:
    """The pixels that are neither card white nor transparent nor the grey edge."""
    return [c for c in _colours(image) if c.alpha() > 200 and (c.saturation() > 90 or c.value() < 60)]


def _blue(colour: QColor) -> bool:
    return colour.blue() > colour.red() + 60 and colour.blue() > colour.green() + 30


def _red(colour: QColor) -> bool:
    return colour.red() > colour.blue() + 60 and colour.red() > colour.green() + 60


def _green(colour: QColor) -> bool:
    return colour.green() > colour.red() + 40 and colour.green() > colour.blue() + 20


@pytest.mark.parametrize("four_colour", [False, True], ids=["two-colour", "four-colour"])
def test_every_card_renders_with_ink(qapp, four_colour):
    art = CardArt(four_colour=four_colour)
    for card in CARDS:
        image = art.pixmap(card, 70, 98).toImage()
        assert (image.width(), image.height()) == (70, 98)
        ink = _ink(image)
        assert len(ink) > 40, f"{card} looks blank"


def test_four_colour_diamonds_are_blue_and_clubs_green(qapp):
    four = CardArt(four_colour=True)
    two = CardArt(four_colour=False)
    diamond = _ink(four.pixmap(Card.parse("9d"), 80, 112).toImage())
    club = _ink(four.pixmap(Card.parse("9c"), 80, 112).toImage())
    assert sum(map(_blue, diamond)) > 0.6 * len(diamond)
    assert sum(map(_green, club)) > 0.6 * len(club)
    two_diamond = _ink(two.pixmap(Card.parse("9d"), 80, 112).toImage())
    assert sum(map(_red, two_diamond)) > 0.6 * len(two_diamond)
    assert not any(map(_blue, two_diamond))


def test_suit_colours_follow_the_deck(qapp):
    assert CardArt(four_colour=True).colour(Suit.SPADES) == CardArt().colour(Suit.CLUBS)
    assert CardArt(four_colour=True).colour(Suit.HEARTS) == CardArt().colour(Suit.DIAMONDS)


def test_back_face_and_dead_differ(qapp):
    art = CardArt()
    face = art.pixmap(Card.parse("As"), 60, 84).toImage()
    back = art.pixmap(None, 60, 84).toImage()
    dead = art.pixmap(Card.parse("As"), 60, 84, dead=True).toImage()
    assert face != back
    assert face != dead
    # The back is mostly its dark red field; the dead mark greys the white face down.
    assert sum(c.red() > c.green() + 50 for c in _colours(back)) > 0.4 * len(_colours(back))
    brightness = [sum(c.value() for c in _colours(image)) for image in (face, dead)]
    assert brightness[1] < 0.8 * brightness[0]


def test_high_dpi_pixmaps_have_device_pixels(qapp):
    pixmap = CardArt().pixmap(Card.parse("Kh"), 50, 70, 2.0)
    assert (pixmap.width(), pixmap.height()) == (100, 140)
    assert pixmap.devicePixelRatio() == 2.0


def test_pixmaps_are_cached_per_size_and_deck(qapp):
    art = CardArt()
    first = art.pixmap(Card.parse("Qc"), 50, 70)
    assert art.pixmap(Card.parse("Qc"), 50, 70).cacheKey() == first.cacheKey()
    assert art.pixmap(Card.parse("Qc"), 52, 72).cacheKey() != first.cacheKey()
    art.four_colour = True
    assert art.pixmap(Card.parse("Qc"), 50, 70).cacheKey() != first.cacheKey()


def test_the_cache_is_bounded(qapp):
    art = CardArt(cache_size=10)
    for width in range(20, 40):
        art.pixmap(None, width, width * 7 // 5)
    assert len(art._cache) == 10
