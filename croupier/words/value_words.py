"""The words the quiz's texts are built from: seats, amounts, shares, choices of announcements,
rulings and actions, in the language installed. Literal ``translate()`` calls, as everywhere."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from croupier.drills.model import Value
from croupier.engine.cards import Card
from croupier.engine.readings import HandDescription
from croupier.i18n.formatting import format_chips
from croupier.i18n.names import card_label, card_name, hand_text, sentence
from croupier.procedure.announcements import ActionCall, BringIn
from croupier.procedure.flags import Flag
from croupier.procedure.steps import DealerStep
from croupier.words.procedure_words import announcement_text

__all__ = [
    "action_phrase",
    "amounts_text",
    "announcement_choice_text",
    "card_words",
    "cards_label",
    "chips",
    "hand_words",
    "number",
    "seat_text",
    "seats_text",
    "shares_text",
]

translate = QCoreApplication.translate


def seat_text(seat: Value) -> str:
    """ "seat 3" / "Platz 3"."""
    return translate("Drill", "seat {seat}").format(seat=seat)


def seats_text(seats: Value) -> str:
    """ "seat 3", "seats 1, 3 and 4"; "nobody" for none."""
    numbers = [str(seat) for seat in seats] if isinstance(seats, tuple) else [str(seats)]
    if not numbers:
        return translate("Drill", "nobody")
    if len(numbers) == 1:
        return seat_text(numbers[0])
    joined = translate("Drill", "{first} and {last}").format(first=", ".join(numbers[:-1]), last=numbers[-1])
    return translate("Drill", "seats {seats}").format(seats=joined)


def chips(value: Value) -> str:
    """An amount with the locale's digit grouping."""
    return format_chips(value) if isinstance(value, int) else str(value)


def amounts_text(values: Value) -> str:
    """Amounts as alternatives: "20 or 40"."""
    items = [chips(value) for value in values] if isinstance(values, tuple) else [chips(values)]
    if len(items) == 1:
        return items[0]
    return translate("Drill", "{first} or {last}").format(first=", ".join(items[:-1]), last=items[-1])


def shares_text(value: Value) -> str:
    """Chips per seat: "seat 1: 51, seat 3: 50"."""
    template = translate("Drill", "seat {seat}: {chips}")
    pairs = [item for item in value if isinstance(item, tuple)] if isinstance(value, tuple) else []
    return ", ".join(template.format(seat=item[0], chips=chips(item[1])) for item in pairs)


def card_words(value: Value) -> str:
    return card_name(value) if isinstance(value, Card) else str(value)


def cards_label(value: Value) -> str:
    if not isinstance(value, tuple):
        return ""
    return " ".join(card_label(card) for card in value if isinstance(card, Card))


def hand_words(value: Value, *, full: bool = False) -> str:
    return hand_text(value, full=full) if isinstance(value, HandDescription) else str(value)


def number(value: Value) -> int:
    return value if isinstance(value, int) else 0


def announcement_choice_text(announcement: Value) -> str:
    """An announcement as a choice: with its seat when the words alone do not say whose it is."""
    if announcement is None or isinstance(
        announcement, int | str | bool | Card | HandDescription | DealerStep | Flag | tuple
    ):
        return str(announcement)
    text = announcement_text(announcement)
    seat = getattr(announcement, "seat", None)
    if seat is None or isinstance(announcement, BringIn | ActionCall):
        return text
    return translate("Drill", "{seat}: “{text}”").format(seat=sentence(seat_text(seat)), text=text)


def action_phrase(kind: Value, amount: Value) -> str:
    """An action with its amount, as listed among the legal actions: "call 20", "raise to 40"."""
    texts = {
        "fold": translate("Drill", "fold"),
        "check": translate("Drill", "check"),
        "call": translate("Drill", "call {amount}"),
        "bring_in": translate("Drill", "bring in for {amount}"),
        "complete": translate("Drill", "complete to {amount}"),
        "bet": translate("Drill", "bet {amount}"),
        "raise": translate("Drill", "raise to {amount}"),
    }
    return texts.get(str(kind), str(kind)).format(amount=chips(amount))
