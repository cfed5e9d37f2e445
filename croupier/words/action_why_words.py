"""Why, in the words of the language installed, for the order of action and the betting: who brings
it in, who acts first and next, what a player may do, the sizes of calls, bets and raises, and the
cap. ``croupier.words.why_words`` reads every other explanation and asks here first.

Every text is one literal ``translate("DrillWhy", …)`` call so that lupdate finds it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from croupier.drills.model import Value
from croupier.i18n.names import sentence
from croupier.words.value_words import (
    action_phrase,
    amounts_text,
    card_words,
    chips,
    hand_words,
    seats_text,
)

__all__ = ["DrillWhy", "action_line"]

translate = QCoreApplication.translate


class DrillWhy(QObject):
    """The "DrillWhy" texts with a count: plural forms (``%n``) in both catalogues.

    Written as ``self.tr(text, "", n)`` in a QObject subclass named after the context because that
    is the form pyside6-lupdate (6.11) records as plural (``numerus="yes"``); for
    ``QCoreApplication.translate(context, text, None, n)`` it would drop the plural forms.
    """

    def capped(self, count: int) -> str:
        return self.tr("The betting is capped: a bet and %n raise(s).", "", count)

    def raises_so_far(self, count: int) -> str:
        return self.tr("%n raise(s) so far; the cap is a bet and {max} raises: not capped.", "", count)

    def burns_every_street(self, count: int) -> str:
        return self.tr("One card is burned before every street under this house rule: %n so far.", "", count)

    def burns_from_fourth(self, count: int) -> str:
        return self.tr(
            "One card is burned before each street from Fourth Street on, none before Third: %n so far.",
            "",
            count,
        )

    def announcements_due(self, count: int) -> str:
        return self.tr("%n announcement(s) due before the next card or action:", "", count)


def action_line(kind: str, p: dict[str, Value], count: int) -> str | None:
    """The sentence for an explanation of the order of action or the betting (``p``: its params;
    ``count``: the count of its %n text), or None for any other kind."""
    match kind:
        # ---- order of action
        case "bring_in":
            if p.get("razz"):
                text = translate("DrillWhy", "Seat {seat} brings it in: the {card} is the highest door card.")
            else:
                text = translate("DrillWhy", "Seat {seat} brings it in: the {card} is the lowest door card.")
            return text.format(seat=p["seat"], card=card_words(p["card"]))
        case "bring_in.passed":
            if p.get("razz"):
                text = translate(
                    "DrillWhy",
                    "Seat {low} holds the highest door card ({card}) but is all-in for the ante, so seat "
                    "{seat}, the next player with chips, brings it in.",
                )
            else:
                text = translate(
                    "DrillWhy",
                    "Seat {low} holds the lowest door card ({card}) but is all-in for the ante, so seat "
                    "{seat}, the next player with chips, brings it in.",
                )
            return text.format(low=p["low_seat"], card=card_words(p["card"]), seat=p["seat"])
        case "bring_in.suit":
            if p.get("razz"):
                text = translate(
                    "DrillWhy",
                    "The {card} and the {other} are the same rank: the suit decides, spades highest.",
                )
            else:
                text = translate(
                    "DrillWhy",
                    "The {card} and the {other} are the same rank: the suit decides, clubs lowest, then "
                    "diamonds, hearts, spades.",
                )
            return text.format(card=card_words(p["card"]), other=card_words(p["other_card"]))
        case "bring_in.versus":
            if p.get("razz"):
                text = translate("DrillWhy", "Seat {seat}'s {card} is lower than the {low}.")
            else:
                text = translate("DrillWhy", "Seat {seat}'s {card} is higher than the {low}.")
            return text.format(seat=p["seat"], card=card_words(p["card"]), low=card_words(p["low_card"]))
        case "first_to_act":
            if p.get("leader") not in {None, p.get("seat")}:
                return translate("DrillWhy", "Seat {seat} acts first.").format(seat=p["seat"])
            if p.get("low"):
                text = translate("DrillWhy", "Seat {seat} acts first: {board} is the lowest board showing.")
            else:
                text = translate("DrillWhy", "Seat {seat} acts first: {board} is the best board showing.")
            return text.format(seat=p["seat"], board=hand_words(p["board"]))
        case "first.beats":
            if p.get("low"):
                text = translate(
                    "DrillWhy", "Seat {seat} shows {board}, lower than {other_board} (seat {other})."
                )
            else:
                text = translate(
                    "DrillWhy", "Seat {seat} shows {board}, which beats {other_board} (seat {other})."
                )
            return text.format(
                seat=p["seat"],
                board=hand_words(p["board"]),
                other_board=hand_words(p["other_board"]),
                other=p["other"],
            )
        case "first.decider":
            if p.get("low"):
                text = translate(
                    "DrillWhy",
                    "Seat {seat} and seat {other} both show {board}: the next card decides, and seat "
                    "{seat}'s {card} is lower than seat {other}'s {other_card}.",
                )
            else:
                text = translate(
                    "DrillWhy",
                    "Seat {seat} and seat {other} both show {board}: the next card decides, and seat "
                    "{seat}'s {card} beats seat {other}'s {other_card}.",
                )
            return text.format(
                seat=p["seat"],
                other=p["other"],
                board=hand_words(p["board"]),
                card=card_words(p["card"]),
                other_card=card_words(p["other_card"]),
            )
        case "first.tie_position":
            text = translate(
                "DrillWhy",
                "{seats} show the same: the first of them clockwise from the dealer, seat {seat}, acts.",
            )
            return text.format(seats=sentence(seats_text(p["seats"])), seat=p["seat"])
        case "first.tie_suit":
            text = translate(
                "DrillWhy",
                "{seats} show the same: the highest card by suit, the {card} of seat {seat}, decides.",
            )
            return text.format(
                seats=sentence(seats_text(p["seats"])), card=card_words(p["card"]), seat=p["seat"]
            )
        case "first.all_in":
            text = translate(
                "DrillWhy",
                "Seat {leader} has the best board but is all-in, so the next player clockwise, "
                "seat {seat}, acts.",
            )
            return text.format(leader=p["leader"], seat=p["seat"])
        case "first.seventh":
            return translate("DrillWhy", "On Seventh Street the same four upcards as on Sixth Street decide.")
        case "first.community":
            text = translate("DrillWhy", "The community card, the {card}, counts on every board.")
            return text.format(card=card_words(p["card"]))
        case "acts_now":
            return _after(p["last_kind"], p["last_seat"], p["seat"])
        case "acts_now.folded":
            return translate("DrillWhy", "Skipped: {seats} (folded).").format(seats=seats_text(p["seats"]))
        case "acts_now.all_in":
            return translate("DrillWhy", "Skipped: {seats} (all-in).").format(seats=seats_text(p["seats"]))
        case "acts_now.out":
            if p.get("folded"):
                return translate("DrillWhy", "Seat {seat} has folded.").format(seat=p["seat"])
            return translate("DrillWhy", "Seat {seat} is all-in and acts no more.").format(seat=p["seat"])
        # ---- betting
        case "legal":
            actions = p["actions"]
            listed = (
                ", ".join(action_phrase(item[0], item[1]) for item in actions if isinstance(item, tuple))
                if isinstance(actions, tuple)
                else ""
            )
            return translate("DrillWhy", "Seat {seat} may: {actions}.").format(seat=p["seat"], actions=listed)
        case "legal.bring_in":
            if p.get("complete") is None:
                text = translate("DrillWhy", "Seat {seat} brings it in: post {bring_in}; nobody checks.")
            else:
                text = translate(
                    "DrillWhy",
                    "Seat {seat} brings it in: post {bring_in} or complete to {complete}; no check.",
                )
            line = text.format(
                seat=p["seat"], bring_in=chips(p["bring_in"]), complete=chips(p.get("complete"))
            )
            if p.get("fold"):
                return line + " " + translate("DrillWhy", "Folding is allowed here (house rule).")
            return line + " " + translate("DrillWhy", "The bring-in may not fold.")
        case "legal.facing":
            text = translate("DrillWhy", "There is a bet of {bet} to face: {call} to call; nobody checks.")
            return text.format(bet=chips(p["bet"]), call=chips(p["call"]))
        case "legal.free":
            if p.get("fold"):
                return translate(
                    "DrillWhy", "No bet to face: check or bet; folding is allowed too (house rule)."
                )
            return translate(
                "DrillWhy", "No bet to face: check or bet; no fold while checking is free (house rule)."
            )
        case "legal.short":
            text = translate("DrillWhy", "Seat {seat} has only {stack} behind: a call puts them all-in.")
            return text.format(seat=p["seat"], stack=chips(p["stack"]))
        case "legal.capped":
            return DrillWhy().capped(count)
        case "legal.not_reopened":
            text = translate(
                "DrillWhy",
                "Seat {seat} has acted, and the all-in since was short of a full raise: the betting is not "
                "reopened.",
            )
            return text.format(seat=p["seat"])
        case "call":
            text = translate(
                "DrillWhy", "The bet is {bet} and seat {seat} has {in_front} in front: {call} to call."
            )
            return text.format(
                bet=chips(p["bet"]), seat=p["seat"], in_front=chips(p["in_front"]), call=chips(p["call"])
            )
        case "call.counts":
            return translate("DrillWhy", "The bring-in chips already in front count toward the call.")
        case "call.short_bring_in":
            text = translate(
                "DrillWhy",
                "Seat {seat} brought it in all-in for {posted}; the others still call the full {bet}.",
            )
            return text.format(seat=p["seat"], posted=chips(p["posted"]), bet=chips(p["bet"]))
        case "call.all_in":
            text = translate("DrillWhy", "Seat {seat} has only {stack}: the call is all-in.")
            return text.format(seat=p["seat"], stack=chips(p["stack"]))
        case "bet.complete":
            text = translate("DrillWhy", "Completing brings the bet up to the small bet: {to}.")
            return text.format(to=chips(p["to"]))
        case "bet.open_pair":
            text = translate(
                "DrillWhy",
                "An open pair on Fourth Street: the bet may be the small bet ({small}) "
                "or the big bet ({big}).",
            )
            return text.format(small=chips(p["small"]), big=chips(p["big"]))
        case "bet.small":
            text = translate("DrillWhy", "On Third and Fourth Street the bet is the small bet: {amount}.")
            return text.format(amount=chips(p["amount"]))
        case "bet.big":
            text = translate("DrillWhy", "From Fifth Street on the bet is the big bet: {amount}.")
            return text.format(amount=chips(p["amount"]))
        case "bet.no_double":
            if p.get("variant") == "F7S":
                return translate("DrillWhy", "The big bet on an open pair is off under these house rules.")
            return translate(
                "DrillWhy",
                "In Stud Hi-Lo and Razz Fourth Street is always the small bet, even with an open pair.",
            )
        case "wager.all_in":
            text = translate("DrillWhy", "Seat {seat} has only {total} in all: that is an all-in for less.")
            return text.format(seat=p["seat"], total=chips(p["total"]))
        case "raise":
            text = translate("DrillWhy", "The bet is {bet}; a raise adds {increment}: to {targets}.")
            return text.format(
                bet=chips(p["bet"]), increment=chips(p["increment"]), targets=amounts_text(p["targets"])
            )
        case "raise.open_pair":
            text = translate(
                "DrillWhy",
                "An open pair on Fourth Street and no big bet yet: raise by the small or the big bet, to "
                "{targets}.",
            )
            return text.format(targets=amounts_text(p["targets"]))
        case "raise.big_made":
            text = translate(
                "DrillWhy", "A big bet has been made on Fourth Street: every raise adds {big}, to {targets}."
            )
            return text.format(big=chips(p["big"]), targets=amounts_text(p["targets"]))
        case "raise.after_short":
            text = translate(
                "DrillWhy", "After a short all-in to {bet}, a raise goes to the full level: {targets}."
            )
            return text.format(bet=chips(p["bet"]), targets=amounts_text(p["targets"]))
        case "capped.yes":
            text = translate(
                "DrillWhy",
                "A bet and {raises} raises have been made, the most allowed: the betting is capped.",
            )
            return text.format(raises=p["raises"])
        case "capped.no":
            return DrillWhy().raises_so_far(count).format(max=p["max"])
        case "capped.lifted":
            return translate("DrillWhy", "The round began heads-up: there is no cap on raises.")
        case "capped.third":
            return translate(
                "DrillWhy", "On Third Street the bring-in does not count; the completion is the bet."
            )
        case "capped.short":
            return translate("DrillWhy", "A short all-in raise does not count toward the cap.")
    return None


def _after(kind: Value, last: Value, seat: Value) -> str:
    texts = {
        "fold": translate("DrillWhy", "Seat {last} folds; the action moves clockwise to seat {seat}."),
        "check": translate("DrillWhy", "Seat {last} checks; the action moves clockwise to seat {seat}."),
        "call": translate("DrillWhy", "Seat {last} calls; the action moves clockwise to seat {seat}."),
        "bring_in": translate(
            "DrillWhy", "Seat {last} brings it in; the action moves clockwise to seat {seat}."
        ),
        "complete": translate(
            "DrillWhy", "Seat {last} completes; the action moves clockwise to seat {seat}."
        ),
        "bet": translate("DrillWhy", "Seat {last} bets; the action moves clockwise to seat {seat}."),
        "raise": translate("DrillWhy", "Seat {last} raises; the action moves clockwise to seat {seat}."),
    }
    return texts.get(str(kind), "{seat}").format(last=last, seat=seat)
