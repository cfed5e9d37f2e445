"""The look in one place: felt, rail, card and chip colours, and the fonts the table draws with.

Colours are chosen for contrast on a projector; nothing on the table is told by colour alone (the
chip amounts, seat states and suits are always written or drawn as shapes too).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont

from croupier.engine.cards import Suit

FELT_CENTRE = QColor("#1f7a43")
FELT_EDGE = QColor("#0b3d20")
VIGNETTE = QColor(0, 0, 0, 150)
RAIL_LIGHT = QColor("#7a4a26")
RAIL_DARK = QColor("#3b1f0e")
RAIL_EDGE = QColor("#1e0f06")
BACKGROUND = QColor("#15181c")

PLATE = QColor(18, 22, 26, 225)
PLATE_TEXT = QColor("#f4f1e8")
PLATE_MUTED = QColor("#b9b4a6")
ACTOR = QColor("#ffd54a")
BADGE_TEXT = QColor("#101010")
WIN = QColor("#8fe39a")

CARD_FACE = QColor("#fdfdfb")
CARD_EDGE = QColor("#8c8c86")
FACE_PANEL = QColor("#f3ead2")
BACK_MAIN = QColor("#8e1b24")
BACK_LINE = QColor("#d8b36a")
CUT_CARD = QColor("#f2c230")

TWO_COLOUR = {
    Suit.CLUBS: QColor("#141414"),
    Suit.DIAMONDS: QColor("#c8161e"),
    Suit.HEARTS: QColor("#c8161e"),
    Suit.SPADES: QColor("#141414"),
}
FOUR_COLOUR = {
    Suit.CLUBS: QColor("#0d7a2c"),
    Suit.DIAMONDS: QColor("#1554c8"),
    Suit.HEARTS: QColor("#c8161e"),
    Suit.SPADES: QColor("#141414"),
}

# Chip denominations (value, body colour, stripe colour), lowest first.
CHIPS: tuple[tuple[int, QColor, QColor], ...] = (
    (1, QColor("#f1f1ee"), QColor("#3a6fd8")),
    (5, QColor("#c8242c"), QColor("#f6f6f6")),
    (25, QColor("#1d8a3c"), QColor("#f6f6f6")),
    (100, QColor("#1b1b1b"), QColor("#f6f6f6")),
    (500, QColor("#6d2bb0"), QColor("#f3d34a")),
    (1000, QColor("#e8a316"), QColor("#2a2a2a")),
)

# Colours for chip values outside the table above, by their place in the set.
_SPARE_CHIPS = (
    (QColor("#2f6fb3"), QColor("#f6f6f6")),
    (QColor("#8a5a2b"), QColor("#f6f6f6")),
    (QColor("#9aa3ab"), QColor("#1b1b1b")),
    (QColor("#d65f9a"), QColor("#1b1b1b")),
)


def chip_colours(value: int) -> tuple[QColor, QColor]:
    """(body, stripe) of the chip of ``value``: R12.1's colours, another for other values."""
    for chip, body, stripe in CHIPS:
        if chip == value:
            return body, stripe
    return _SPARE_CHIPS[value % len(_SPARE_CHIPS)]


FONT_FAMILY = "DejaVu Sans"


def suit_colour(suit: Suit, *, four_colour: bool) -> QColor:
    """The ink of ``suit`` in the two-colour or the four-colour deck."""
    return (FOUR_COLOUR if four_colour else TWO_COLOUR)[suit]


def font(pixel_size: float, *, bold: bool = False) -> QFont:
    """The table's font at a size in scene units (the view scales it with the table)."""
    chosen = QFont(FONT_FAMILY)
    chosen.setPixelSize(max(1, round(pixel_size)))
    chosen.setBold(bold)
    chosen.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return chosen
