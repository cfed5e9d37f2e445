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
    titles = {
        "shuffle": translate("Practical", "Shuffle"),
        "antes": translate("Practical", "Antes"),
        "cut": translate("Practical", "Cut"),
        "deal": translate("Practical", "Deal {street}"),
        "bring_in": translate("Practical", "Bring-in called"),
        "action": translate("Practical", "Action called ({street})"),
        "bets": translate("Practical", "Bets and change ({street})"),
        "burn": translate("Practical", "Burn ({street})"),
        "announce": translate("Practical", "Board announced ({street})"),
        "supply_check": translate("Practical", "Stub counted before Seventh Street"),
        "last_card": translate("Practical", "\u201cLast card\u201d"),
        "showdown_order": translate("Practical", "Showdown order"),
        "read_hands": translate("Practical", "Hands read"),
        "kill_hands": translate("Practical", "Losing hands killed"),
        "push_pot": translate("Practical", "Pot pushed (split)"),
        "irregularity": translate("Practical", "Irregularity handled"),
    }
    if name not in titles:
        return key
    return titles[name].format(street=streets)


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
