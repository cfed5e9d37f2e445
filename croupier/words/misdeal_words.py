"""R10.4's misdeals and R10.10's hands of the wrong size in words (``render_incidents`` asks here for
these kinds): what happened, the rulings that are theirs, why the right one is right with the facts
of the case, and why a neighbouring ruling is not.

>>> from croupier.engine.incidents import Incident, IncidentKind
>>> misdeal_incident_text(Incident(IncidentKind.OUT_OF_SEQUENCE, 3, 3, facts={"skipped": 2}))
'You dealt seat 3 a card out of sequence: seat 2 was due first.'
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from croupier.engine.cards import Card
from croupier.engine.incidents import Incident, IncidentKind, RulingKind
from croupier.i18n.names import card_label, street_name

__all__ = [
    "MISDEAL_KINDS",
    "misdeal_incident_name",
    "misdeal_incident_text",
    "misdeal_ruling_texts",
    "misdeal_why_text",
    "misdeal_wrong_text",
]

translate = QCoreApplication.translate
K = IncidentKind
R = RulingKind

MISDEAL_KINDS = frozenset(
    {
        K.BOXED_CARDS,
        K.EXTRA_CARDS,
        K.WRONG_CARD_COUNT,
        K.OUT_OF_SEQUENCE,
        K.CARD_TO_EMPTY_SEAT,
        K.PLAYER_DEALT_OUT,
        K.WRONG_HAND_SIZE,
    }
)
"""The kinds worded here."""


def _card(card: Card | None) -> str:
    return card_label(card) if card is not None else translate("Incidents", "a card")


def _second(incident: Incident) -> str:
    text = incident.facts.get("second")
    return _card(Card.parse(str(text))) if isinstance(text, str) else _card(None)


def misdeal_incident_text(incident: Incident) -> str:
    """What happened, as the dealer sees it."""
    kind = incident.kind
    facts = incident.facts
    if kind is K.BOXED_CARDS:
        text = translate(
            "Incidents",
            "Dealing to seat {seat}, you find two cards face up in the deck: {card} and {second}.",
        )
    elif kind is K.EXTRA_CARDS:
        text = translate(
            "Incidents", "Seats {seat} and {also} have each been dealt a fourth card before the betting."
        )
    elif kind is K.WRONG_CARD_COUNT:
        text = (
            translate("Incidents", "You put the deck down, but seat {seat} has only two cards: no door card.")
            if incident.fact("in_sequence")
            else translate(
                "Incidents",
                "The door cards are next, but seat {seat} holds only one down card: it was passed over.",
            )
        )
    elif kind is K.OUT_OF_SEQUENCE:
        text = translate(
            "Incidents", "You dealt seat {seat} a card out of sequence: seat {skipped} was due first."
        )
        if incident.card is not None:
            text = translate(
                "Incidents",
                "You dealt seat {seat} its {street} card ({card}) out of sequence: seat {skipped} was "
                "due first.",
            )
    elif kind is K.CARD_TO_EMPTY_SEAT:
        text = translate("Incidents", "After seat {seat} you dealt a card to the empty seat beside it.")
    elif kind is K.PLAYER_DEALT_OUT:
        text = translate(
            "Incidents", "The betting is about to begin, and seat {seat} has been dealt no cards."
        )
    else:
        size = facts.get("cards")
        if size == 8:
            text = translate("Incidents", "Seat {seat} tables its hand: eight cards.")
        elif size == 6:
            text = translate(
                "Incidents", "Seat {seat} tables its hand: six cards; its Seventh Street card never came."
            )
        else:
            text = translate(
                "Incidents", "Seat {seat} tables its hand: only five cards; two went into the muck."
            )
    return text.format(
        seat=incident.seat,
        card=_card(incident.card),
        second=_second(incident),
        also=facts.get("also", ""),
        skipped=facts.get("skipped", ""),
        street=street_name(incident.street),
    )


def misdeal_ruling_texts() -> dict[RulingKind, str]:
    """The rulings that are these kinds' own, as choices."""
    return {
        R.DEAL_MISSING: translate("Incidents", "Deal the missing card from the top of the stub and go on"),
        R.HAND_DEAD: translate("Incidents", "The hand is dead"),
        R.HAND_LIVE: translate("Incidents", "The hand is live: it plays with the cards it has"),
    }


def misdeal_why_text(incident: Incident) -> str:
    """Why the right ruling is right, with the facts of this case."""
    kind = incident.kind
    late = incident.fact("substantial")
    if kind is K.BOXED_CARDS:
        text = (
            translate(
                "Incidents",
                "Two players after the forced bet have acted: no misdeal now; the boxed cards are set "
                "aside and the hand is played out.",
            )
            if late
            else translate(
                "Incidents",
                "Two or more boxed cards before substantial action are a misdeal ({card}, {second}).",
            )
        )
    elif kind is K.EXTRA_CARDS:
        text = translate(
            "Incidents",
            "Two or more extra cards in the starting hands are a misdeal; only a single extra card "
            "becomes the burn.",
        )
    elif kind is K.WRONG_CARD_COUNT:
        text = (
            translate(
                "Incidents",
                "A player short a card is a misdeal, except that the top card may be dealt to them in "
                "proper sequence: it is seat {seat}'s door card, the last of the deal.",
            )
            if incident.fact("in_sequence")
            else translate(
                "Incidents",
                "A wrong number of cards to a player is a misdeal: seat {seat}'s card would no longer "
                "come in proper sequence.",
            )
        )
    elif kind is K.OUT_OF_SEQUENCE:
        text = (
            translate(
                "Incidents",
                "Two players after the forced bet have acted: no misdeal now; seat {seat} keeps the card "
                "and seat {skipped} gets the next one.",
            )
            if late
            else translate(
                "Incidents", "A card dealt out of sequence before substantial action is a misdeal."
            )
        )
    elif kind is K.CARD_TO_EMPTY_SEAT:
        text = translate(
            "Incidents",
            "Cards dealt to an empty seat are a misdeal; in the initial deal nobody has acted yet.",
        )
    elif kind is K.PLAYER_DEALT_OUT:
        text = translate(
            "Incidents",
            "An entitled player dealt out is a misdeal: seat {seat} paid its ante and gets a hand.",
        )
    elif incident.facts.get("cards") == 6:
        text = translate(
            "Incidents",
            "A hand missing only its final card may be ruled live: seat {seat} plays its six cards.",
        )
    elif incident.facts.get("cards") == 8:
        text = translate("Incidents", "A hand with more than seven cards is dead.")
    else:
        text = translate("Incidents", "A hand with fewer than six cards at showdown is dead.")
    return text.format(
        seat=incident.seat,
        card=_card(incident.card),
        second=_second(incident),
        skipped=incident.facts.get("skipped", ""),
    )


def misdeal_incident_name(kind: IncidentKind) -> str:
    """The incident's name, for a list to choose from."""
    return {
        K.BOXED_CARDS: translate("Incidents", "Two boxed cards"),
        K.EXTRA_CARDS: translate("Incidents", "Two extra cards in the starting hands"),
        K.WRONG_CARD_COUNT: translate("Incidents", "A player short a card"),
        K.OUT_OF_SEQUENCE: translate("Incidents", "Card dealt out of sequence"),
        K.CARD_TO_EMPTY_SEAT: translate("Incidents", "Card dealt to an empty seat"),
        K.PLAYER_DEALT_OUT: translate("Incidents", "Player dealt out"),
        K.WRONG_HAND_SIZE: translate("Incidents", "Wrong number of cards at showdown"),
    }[kind]


def misdeal_wrong_text(incident: Incident, chosen: RulingKind) -> str:
    """Why ``chosen`` is not the ruling here: the neighbouring case it belongs to; "" for none."""
    kind = incident.kind
    late = incident.fact("substantial")
    text = ""
    if kind in {K.BOXED_CARDS, K.OUT_OF_SEQUENCE} and chosen is R.PLAY_ON and not late:
        text = translate(
            "IncidentWrong",
            "The hand is played on only after substantial action; two players have not acted yet.",
        )
    elif kind in {K.BOXED_CARDS, K.OUT_OF_SEQUENCE} and chosen is R.MISDEAL and late:
        text = translate(
            "IncidentWrong",
            "A misdeal only before substantial action; two players after the forced bet have acted.",
        )
    elif kind is K.EXTRA_CARDS and chosen is R.EXTRA_CARD_IS_BURN:
        text = translate("IncidentWrong", "Only a single extra card becomes the burn; here there are two.")
    elif kind is K.WRONG_CARD_COUNT and chosen is R.DEAL_MISSING:
        text = translate(
            "IncidentWrong",
            "The top card goes to the player only in proper sequence; seat {seat}'s turn for it has passed.",
        )
    elif kind is K.WRONG_CARD_COUNT and chosen is R.MISDEAL:
        text = translate(
            "IncidentWrong", "No misdeal: the top card is seat {seat}'s door card, in proper sequence."
        )
    elif kind is K.PLAYER_DEALT_OUT and chosen is R.DEAL_OUT:
        text = translate(
            "IncidentWrong",
            "Dealing out is for a player away from the table; seat {seat} is here and entitled.",
        )
    elif kind is K.WRONG_HAND_SIZE and chosen is R.HAND_LIVE:
        text = translate("IncidentWrong", "Only a hand missing just its final card may be ruled live.")
    elif kind is K.WRONG_HAND_SIZE and chosen is R.HAND_DEAD:
        text = translate(
            "IncidentWrong",
            "Dead are more than seven cards or fewer than six; six, missing the last, may play.",
        )
    return text.format(seat=incident.seat)
