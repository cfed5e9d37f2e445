"""The course in words, in the language installed: each lesson's title and what it teaches.

>>> from croupier.training.course import course_for
>>> all(lesson_title(lesson.key) and lesson_aim(lesson.key) for lesson in course_for("FR").lessons)
True
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["lesson_aim", "lesson_title"]

translate = QCoreApplication.translate


def lesson_title(key: str) -> str:
    """A lesson's name on the path ("The bring-in")."""
    titles = {
        "first_deal": translate("Course", "Before the deal, and the first deal"),
        "bring_in": translate("Course", "The antes and the bring-in"),
        "first_to_act": translate("Course", "Who acts first"),
        "bet_sizes": translate("Course", "Small bets and big bets"),
        "cap": translate("Course", "The cap on raises"),
        "calls": translate("Course", "The dealer's calls"),
        "burns_and_supply": translate("Course", "Burns and the card supply"),
        "pot": translate("Course", "The pot and side pots"),
        "showdown": translate("Course", "The showdown"),
        "pushing": translate("Course", "Pushing the pot"),
        "whole_hand": translate("Course", "A whole hand on your own"),
    }
    return titles.get(key, key)


def lesson_aim(key: str) -> str:
    """What a lesson teaches, in a sentence."""
    aims = {
        "first_deal": translate(
            "Course",
            "The order of work before a hand (shuffle, antes, cut) and dealing Third Street from the "
            "dealer's left: two cards down, one up.",
        ),
        "bring_in": translate(
            "Course", "Collecting the antes and naming the player whose door card brings it in."
        ),
        "first_to_act": translate(
            "Course",
            "Who opens each later street: the best board showing (the lowest in Razz), ties broken, "
            "and whose turn it is as the betting goes round.",
        ),
        "bet_sizes": translate(
            "Course", "What a bet, a call and a raise cost on each street of a fixed-limit game."
        ),
        "cap": translate(
            "Course", "When the betting is capped, when it is not (heads-up), and what a player may do."
        ),
        "calls": translate(
            "Course", "What the dealer says on each street: the bring-in, pairs and better, possible draws."
        ),
        "burns_and_supply": translate(
            "Course",
            "One burn before each street from Fourth on, and counting the cards before Seventh Street.",
        ),
        "pot": translate("Course", "Counting the pot, and building side pots when a player is all in."),
        "showdown": translate("Course", "Who shows first, reading the hands shown, and who wins."),
        "pushing": translate(
            "Course", "Killing the losing hands, pushing the pot, splitting it, and who gets the odd chip."
        ),
        "whole_hand": translate(
            "Course",
            "Every duty of a hand, from the shuffle to the pushed pot, in Learn mode: the check for "
            "exam readiness.",
        ),
    }
    return aims.get(key, "")
