"""The dealer's words for ranks, suits, cards, streets and hands, in the language now installed.

Every phrase is one literal ``translate(context, template)`` call so that lupdate finds it and a
language can order the words its own way; rank words come from separate calls in the right form.
Renderings are phrase case (lowercase English, as they appear mid-sentence); ``sentence()``
capitalises one that starts an announcement.

Wording, decided once (English / German; German from the seeds and RULES.md §2.9):

=====================  ==================================  =========================================
rank, singular         deuce, three … ten, jack … ace      Zwei, Drei … Zehn, Bube, Dame, König, Ass
rank, plural           deuces, threes, sixes … aces        Zweien, Dreien … Achten, Neunen, Zehnen,
                                                           Buben, Damen, Könige, Asse; but Siebener
suit                   clubs, diamonds, hearts, spades     Kreuz, Karo, Herz, Pik (SEED-000, -002)
card                   deuce of clubs                      Kreuz Zwei
street                 Third Street … Seventh Street       Third Street … Seventh Street
high_card, board       ace / ace-king                      Ass / Ass-König
high_card, five cards  ace-king high                       Ass-König hoch
pair                   pair of nines                       Paar Neunen
two_pair               two pair, kings and nines           Zwei Paar, Könige und Neunen
three_of_a_kind        three sevens                        Drilling Siebener
straight               straight, five high                 Straight bis zur Fünf / bis zum Ass
flush                  flush, ace high                     Flush, Ass hoch
full_house             full house, kings full of sevens    Full House, Könige voller Siebener
four_of_a_kind         four kings                          Vierling Könige
straight_flush         straight flush, nine high           Straight Flush bis zur Neun
royal_flush            royal flush                         Royal Flush
low, board             seven / seven-four                  Sieben / Sieben-Vier
low, five cards        eight-six low                       Acht-Sechs Low
no_low                 no low                              kein Low
=====================  ==================================  =========================================

Decisions: German keeps the English street names, as the German PokerStars texts (SEED-000, -001) do
and as the game's name does; "Dritte Straße" is not used anywhere. German rank plurals are Duden's
(Neunen, Achten), except seven: "Siebenen" is rarely said and "Sieben" would read as a number, so
dealers' "Siebener". A straight names its top card with the German article ("bis zur Fünf",
"bis zum Ass"), so each top card is its own phrase. The low reading names the top two ranks as
dealers do; ``full=True`` (or ``rank_sequence``) gives every rank, "8-6-4-3-2 low", for high cards,
flushes and lows, where two hands with the same short reading can still differ. Kickers of pairs,
trips and quads are not read out.

The rest of the catalogue uses one word for each thing (``tests/i18n/test_catalogues.py`` rules out
the alternatives), always the formal "Sie" ("Geben Sie …", "Wählen Sie …"):

=====================  ==================================  =========================================
thing                  English                             German
=====================  ==================================  =========================================
dealer, you            dealer                              Croupier
forced bets            ante, bring-in                      die Ante (Antes), der Bring-in
bet sizes              small bet, big bet                  kleiner Einsatz, großer Einsatz
actions                fold, check, call, bet, raise,      passen, checken, mitgehen, setzen,
                       complete, bring it in, acts         erhöhen, komplettieren, bringen, spricht
cap                    cap, capped                         Cap, gedeckelt
cards                  burn card, burn; stub; cut card     Burn-Card, brennen; Stub; Cut-Card
                       door card; community card           offene Karte; Gemeinschaftskarte
                       last card; scramble                 Last Card; Scramble
pots                   main pot, side pot, odd chip        Hauptpot, Side-Pot, ungerader Chip
                       high half, low half, high hand      High-Hälfte, Low-Hälfte, High Hand
school                 trainee, instructor, exam,          Teilnehmer, Ausbilder, Prüfung,
                       pass mark, skill, projector         Bestehensgrenze, Fertigkeit, Beamer
figures                accuracy, median (answer) time      Trefferquote, Median(-Zeit) der Antwort
=====================  ==================================  =========================================

One exception: the procedure's "Remove the cut card and set the stub aside" keeps the seed's
"Schneidekarte" (SEED-002), which ``tests/procedure`` pins. Menu items keep the ellipsis on their
word ("PIN ändern…"), as the sources do.

>>> from croupier.engine.cards import Card, Rank
>>> card_name(Card.parse("2c")), rank_name(Rank.SIX, plural=True)
('deuce of clubs', 'sixes')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from croupier.engine.cards import Card, Rank, Suit

__all__ = [
    "HAND_KINDS",
    "STREETS",
    "Described",
    "HandTextError",
    "card_label",
    "card_name",
    "hand_text",
    "rank_name",
    "rank_sequence",
    "rank_symbol",
    "sentence",
    "street_name",
    "suit_name",
]

translate = QCoreApplication.translate

STREETS = (3, 4, 5, 6, 7)
"""The street numbers of seven-card stud: 3rd (the first deal) to 7th (the last card)."""


class Described(Protocol):
    """What ``hand_text`` reads: ``croupier.engine.readings.HandDescription`` has this shape."""

    @property
    def kind(self) -> str: ...

    @property
    def ranks(self) -> tuple[Rank, ...]: ...


class HandTextError(ValueError):
    """A hand description that cannot be read out: unknown kind or too few ranks."""


def sentence(text: str) -> str:
    """``text`` with its first letter capitalised, for the start of an announcement.

    >>> sentence("pair of nines")
    'Pair of nines'
    """
    return text[:1].upper() + text[1:]


def _rank_singulars() -> dict[Rank, str]:
    return {
        Rank.TWO: translate("Rank", "deuce"),
        Rank.THREE: translate("Rank", "three"),
        Rank.FOUR: translate("Rank", "four"),
        Rank.FIVE: translate("Rank", "five"),
        Rank.SIX: translate("Rank", "six"),
        Rank.SEVEN: translate("Rank", "seven"),
        Rank.EIGHT: translate("Rank", "eight"),
        Rank.NINE: translate("Rank", "nine"),
        Rank.TEN: translate("Rank", "ten"),
        Rank.JACK: translate("Rank", "jack"),
        Rank.QUEEN: translate("Rank", "queen"),
        Rank.KING: translate("Rank", "king"),
        Rank.ACE: translate("Rank", "ace"),
    }


def _rank_plurals() -> dict[Rank, str]:
    return {
        Rank.TWO: translate("Rank", "deuces"),
        Rank.THREE: translate("Rank", "threes"),
        Rank.FOUR: translate("Rank", "fours"),
        Rank.FIVE: translate("Rank", "fives"),
        Rank.SIX: translate("Rank", "sixes"),
        Rank.SEVEN: translate("Rank", "sevens"),
        Rank.EIGHT: translate("Rank", "eights"),
        Rank.NINE: translate("Rank", "nines"),
        Rank.TEN: translate("Rank", "tens"),
        Rank.JACK: translate("Rank", "jacks"),
        Rank.QUEEN: translate("Rank", "queens"),
        Rank.KING: translate("Rank", "kings"),
        Rank.ACE: translate("Rank", "aces"),
    }


def rank_name(rank: Rank, *, plural: bool = False) -> str:
    """The rank as a dealer says it: "deuce" / "Zwei"; plural "deuces" / "Zweien"."""
    return (_rank_plurals() if plural else _rank_singulars())[rank]


def rank_symbol(rank: Rank) -> str:
    """The rank as printed on a card: 2 … 10, J Q K A; German B D K A (Bube, Dame, König, Ass).

    >>> rank_symbol(Rank.TEN), rank_symbol(Rank.QUEEN)
    ('10', 'Q')
    """
    faces = {
        Rank.JACK: translate("RankSymbol", "J"),
        Rank.QUEEN: translate("RankSymbol", "Q"),
        Rank.KING: translate("RankSymbol", "K"),
        Rank.ACE: translate("RankSymbol", "A"),
    }
    # Numbers are the same in every language; ten prints as "10", as on the card, not "T".
    return faces.get(rank, str(int(rank)))


def rank_sequence(ranks: Sequence[Rank]) -> str:
    """Every rank in order, by symbol: "8-6-4-3-2", "A-K-9-7-4" (German "A-K-B-9-4")."""
    return "-".join(rank_symbol(rank) for rank in ranks)


def suit_name(suit: Suit) -> str:
    """The suit: "clubs", "diamonds", "hearts", "spades" / "Kreuz", "Karo", "Herz", "Pik"."""
    return {
        Suit.CLUBS: translate("Suit", "clubs"),
        Suit.DIAMONDS: translate("Suit", "diamonds"),
        Suit.HEARTS: translate("Suit", "hearts"),
        Suit.SPADES: translate("Suit", "spades"),
    }[suit]


def card_name(card: Card) -> str:
    """The card in words: "deuce of clubs" / "Kreuz Zwei"."""
    template = translate("Card", "{rank} of {suit}")
    return template.format(rank=rank_name(card.rank), suit=suit_name(card.suit))


def card_label(card: Card) -> str:
    """The card as printed: rank symbol and suit glyph, "10♥", German "B♣" for the jack of clubs."""
    return rank_symbol(card.rank) + card.suit.glyph


def street_name(street: int) -> str:
    """The street by number, 3 to 7: "Third Street" … "Seventh Street" (the same in German)."""
    names = {
        3: translate("Street", "Third Street"),
        4: translate("Street", "Fourth Street"),
        5: translate("Street", "Fifth Street"),
        6: translate("Street", "Sixth Street"),
        7: translate("Street", "Seventh Street"),
    }
    if street not in names:
        raise ValueError(f"street {street} does not exist: stud has streets 3 to 7")
    return names[street]


def _straights() -> dict[Rank, str]:
    return {
        Rank.FIVE: translate("Hand", "straight, five high"),
        Rank.SIX: translate("Hand", "straight, six high"),
        Rank.SEVEN: translate("Hand", "straight, seven high"),
        Rank.EIGHT: translate("Hand", "straight, eight high"),
        Rank.NINE: translate("Hand", "straight, nine high"),
        Rank.TEN: translate("Hand", "straight, ten high"),
        Rank.JACK: translate("Hand", "straight, jack high"),
        Rank.QUEEN: translate("Hand", "straight, queen high"),
        Rank.KING: translate("Hand", "straight, king high"),
        Rank.ACE: translate("Hand", "straight, ace high"),
    }


def _straight_flushes() -> dict[Rank, str]:
    return {
        Rank.FIVE: translate("Hand", "straight flush, five high"),
        Rank.SIX: translate("Hand", "straight flush, six high"),
        Rank.SEVEN: translate("Hand", "straight flush, seven high"),
        Rank.EIGHT: translate("Hand", "straight flush, eight high"),
        Rank.NINE: translate("Hand", "straight flush, nine high"),
        Rank.TEN: translate("Hand", "straight flush, ten high"),
        Rank.JACK: translate("Hand", "straight flush, jack high"),
        Rank.QUEEN: translate("Hand", "straight flush, queen high"),
        Rank.KING: translate("Hand", "straight flush, king high"),
        # An ace-high straight flush is the royal flush; named so in case a caller says it this way.
        Rank.ACE: translate("Hand", "royal flush"),
    }


def _top_two(ranks: tuple[Rank, ...]) -> str:
    if len(ranks) == 1:
        return rank_name(ranks[0])
    template = translate("Hand", "{first}-{second}")
    return template.format(first=rank_name(ranks[0]), second=rank_name(ranks[1]))


def _high_card(ranks: tuple[Rank, ...], *, full: bool) -> str:
    if len(ranks) < 5:
        return _top_two(ranks)  # a board: "ace-king", as the dealer names the first to act
    if full:
        return translate("Hand", "{cards} high").format(cards=rank_sequence(ranks))
    template = translate("Hand", "{first}-{second} high")
    return template.format(first=rank_name(ranks[0]), second=rank_name(ranks[1]))


def _low(ranks: tuple[Rank, ...], *, full: bool) -> str:
    if len(ranks) < 5:
        return _top_two(ranks)  # a razz board: "seven-four"
    if full:
        return translate("Hand", "{cards} low").format(cards=rank_sequence(ranks))
    template = translate("Hand", "{first}-{second} low")
    return template.format(first=rank_name(ranks[0]), second=rank_name(ranks[1]))


def _flush(ranks: tuple[Rank, ...], *, full: bool) -> str:
    if full:
        return translate("Hand", "flush, {cards}").format(cards=rank_sequence(ranks))
    return translate("Hand", "flush, {rank} high").format(rank=rank_name(ranks[0]))


def _made_hand(kind: str, ranks: tuple[Rank, ...]) -> str:
    """The kinds read by their ranks' plural: pairs, trips, full houses, quads."""
    first = rank_name(ranks[0], plural=True)
    if kind == "pair":
        return translate("Hand", "pair of {rank}").format(rank=first)
    if kind == "three_of_a_kind":
        return translate("Hand", "three {rank}").format(rank=first)
    if kind == "four_of_a_kind":
        return translate("Hand", "four {rank}").format(rank=first)
    second = rank_name(ranks[1], plural=True)
    if kind == "two_pair":
        return translate("Hand", "two pair, {high} and {low}").format(high=first, low=second)
    template = translate("Hand", "full house, {trips} full of {pair}")
    return template.format(trips=first, pair=second)


def _lookup_top(texts: dict[Rank, str], top: Rank, what: str) -> str:
    if top not in texts:
        raise HandTextError(f"a {what} cannot be {top.name.lower()} high: the lowest is five high")
    return texts[top]


# How many ranks each kind needs at least (boards may give fewer than a five-card hand).
_RANKS_NEEDED: dict[str, int] = {
    "high_card": 1,
    "pair": 1,
    "two_pair": 2,
    "three_of_a_kind": 1,
    "straight": 1,
    "flush": 1,
    "full_house": 2,
    "four_of_a_kind": 1,
    "straight_flush": 1,
    "royal_flush": 0,
    "low": 1,
    "no_low": 0,
}

HAND_KINDS: tuple[str, ...] = tuple(_RANKS_NEEDED)
"""Every ``HandDescription.kind`` that ``hand_text`` reads."""


def hand_text(description: Described, *, full: bool = False) -> str:
    """The hand as the dealer reads it, in the current language (see the table above).

    ``full=True`` names every rank of a high-card hand, a flush or a low: "8-6-4-3-2 low".
    Boards (one to four upcards) use the same kinds with fewer ranks: "ace-king", "seven-four".
    """
    kind, ranks = description.kind, tuple(description.ranks)
    if kind not in _RANKS_NEEDED:
        kinds = ", ".join(HAND_KINDS)
        raise HandTextError(f"unknown hand kind {kind!r}: expected one of {kinds}")
    if len(ranks) < _RANKS_NEEDED[kind]:
        raise HandTextError(
            f"a {kind} description needs at least {_RANKS_NEEDED[kind]} rank(s), got {len(ranks)}"
        )
    match kind:
        case "high_card":
            return _high_card(ranks, full=full)
        case "low":
            return _low(ranks, full=full)
        case "flush":
            return _flush(ranks, full=full)
        case "straight":
            return _lookup_top(_straights(), ranks[0], "straight")
        case "straight_flush":
            return _lookup_top(_straight_flushes(), ranks[0], "straight flush")
        case "royal_flush":
            return translate("Hand", "royal flush")
        case "no_low":
            return translate("Hand", "no low")
        case _:
            return _made_hand(kind, ranks)
