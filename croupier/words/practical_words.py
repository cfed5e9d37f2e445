"""The practical exam in words, in the language installed: the sheet's duties, the duty groups, the
critical errors, what the engine's assistant waits for and why it disputes a mark."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from croupier.i18n.names import street_name
from croupier.practical.assistant import Need
from croupier.practical.rubric import Critical, Group
from croupier.practical.sheet import duty

__all__ = ["critical_text", "dispute_text", "duty_text", "group_text", "need_text"]

translate = QCoreApplication.translate


def group_text(group: Group) -> str:
    return {
        Group.PROCEDURE: translate("Practical", "Procedure"),
        Group.ANNOUNCEMENTS: translate("Practical", "Announcements"),
        Group.CHIPS: translate("Practical", "Chips and pot"),
        Group.IRREGULARITIES: translate("Practical", "Irregularities"),
        Group.PACE: translate("Practical", "Pace"),
    }[group]


def critical_text(critical: Critical) -> str:
    return {
        Critical.MISDEAL: translate("Practical", "Misdeal caused by the dealer"),
        Critical.WRONG_POT: translate("Practical", "Wrong pot awarded"),
        Critical.EXPOSED_CARD: translate("Practical", "Exposed card not handled"),
    }[critical]


def duty_text(key: str) -> str:
    """A sheet line's title: "Burn (Fifth Street)", "Push the pot"."""
    street = duty(key).street
    name, _, _ = key.partition(":")
    streets = street_name(street) if street is not None else ""
    match name:
        case "shuffle":
            return translate("Practical", "Shuffle")
        case "antes":
            return translate("Practical", "Antes")
        case "cut":
            return translate("Practical", "Cut")
        case "deal":
            return translate("Practical", "Deal {street}").format(street=streets)
        case "bring_in":
            return translate("Practical", "Bring-in called")
        case "action":
            return translate("Practical", "Action called ({street})").format(street=streets)
        case "bets":
            return translate("Practical", "Bets and change ({street})").format(street=streets)
        case "burn":
            return translate("Practical", "Burn ({street})").format(street=streets)
        case "announce":
            return translate("Practical", "Board announced ({street})").format(street=streets)
        case "supply_check":
            return translate("Practical", "Stub counted before Seventh Street")
        case "last_card":
            return translate("Practical", "\u201cLast card\u201d")
        case "showdown_order":
            return translate("Practical", "Showdown order")
        case "read_hands":
            return translate("Practical", "Hands read")
        case "kill_hands":
            return translate("Practical", "Losing hands killed")
        case "push_pot":
            return translate("Practical", "Pot pushed (split)")
        case "irregularity":
            return translate("Practical", "Irregularity handled")
    return key


def need_text(need: Need, seat: int | None) -> str:
    """What the assistant waits for, as a prompt to the instructor."""
    match need:
        case Need.UPCARD:
            return translate("Practical", "Type seat {seat}'s upcard").format(seat=seat)
        case Need.COMMUNITY:
            return translate("Practical", "Type the community card")
        case Need.ACTION:
            return translate("Practical", "Seat {seat} to act: key what they do").format(seat=seat)
        case Need.SHOW:
            return translate("Practical", "Seat {seat} shows: type the down cards, or M to muck").format(
                seat=seat
            )
    return translate("Practical", "The hand is over")


def dispute_text(why: str) -> str:
    """Why the engine disputes a mark."""
    if why == "not_reached":
        return translate("Practical", "The engine says the hand never came to this duty.")
    if why == "illegal_action":
        return translate("Practical", "A player's action on this street was not legal, yet it was let stand.")
    return why
