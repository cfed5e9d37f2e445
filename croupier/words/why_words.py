"""Explanations in words: why the engine's answer is right, one line per part, in the language
installed (``croupier.i18n.Translations``). ``croupier.words.quiz_words`` is the front door.

Every text is one literal ``translate("DrillWhy", …)`` call so that lupdate finds it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from croupier.drills.incident_case import case_of
from croupier.drills.model import Explanation, Value
from croupier.engine.evaluate import HandDescription
from croupier.engine.incidents import RulingKind
from croupier.i18n.names import sentence
from croupier.procedure.flags import Flag
from croupier.procedure.steps import DealerStep
from croupier.words.chip_skill_words import chip_line
from croupier.words.duty_words import duty_line, not_a_draw_text
from croupier.words.incident_words import ruling_text, why_text, wrong_text
from croupier.words.procedure_words import flag_text, step_text
from croupier.words.value_words import (
    action_phrase,
    amounts_text,
    announcement_choice_text,
    card_words,
    cards_label,
    chips,
    hand_words,
    number,
    seats_text,
    shares_text,
)

__all__ = ["explanation_lines"]

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


# ----------------------------------------------------------------------------------- lines


def explanation_lines(explanation: Explanation) -> list[str]:
    """The explanation and its parts, one sentence each, in order."""
    lines = [_line(explanation)]
    for part in explanation.parts:
        lines.extend(explanation_lines(part))
    return [line for line in lines if line]


def _line(explanation: Explanation) -> str:
    chip_words = chip_line(explanation)
    if chip_words is not None:
        return chip_words
    p = dict(explanation.params)
    kind = explanation.kind
    # The count of the %n texts (DrillWhy above); 0 when the explanation has none.
    count = number(p.get("count", p.get("raises")))
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
        # ---- pots
        case "pot":
            if not p["bets"]:
                text = translate("DrillWhy", "No bets this round: the pot stays {total}.")
                return text.format(total=chips(p["total"]))
            text = translate("DrillWhy", "{before} in the pot + the bets ({bets}) = {total}.")
            return text.format(
                before=chips(p["before"]), bets=shares_text(p["bets"]), total=chips(p["total"])
            )
        case "pot.antes":
            text = translate("DrillWhy", "The antes are in the pot: {players} × {ante}.")
            return text.format(players=p["players"], ante=chips(p["ante"]))
        case "side_pots":
            text = translate("DrillWhy", "The pots, main pot first: {amounts}.")
            amounts = p["amounts"]
            listed = ", ".join(chips(amount) for amount in amounts) if isinstance(amounts, tuple) else ""
            return text.format(amounts=listed)
        case "pots.layer":
            if p["number"] == 0:
                text = translate(
                    "DrillWhy", "Main pot {amount}: up to {to} from each player; {seats} can win it."
                )
            else:
                text = translate(
                    "DrillWhy",
                    "Side pot {number}: {amount}, from {start} to {to} from each player; "
                    "only {seats} can win it.",
                )
            return text.format(
                number=p["number"],
                amount=chips(p["amount"]),
                start=chips(p["from"]),
                to=chips(p["to"]),
                seats=seats_text(p["eligible"]),
            )
        case "pots.uncalled":
            text = translate("DrillWhy", "{amount} of seat {seat}'s bet was not called and goes back.")
            return text.format(amount=chips(p["amount"]), seat=p["seat"])
        # ---- cards
        case "burns":
            if p.get("third"):
                return DrillWhy().burns_every_street(count)
            return DrillWhy().burns_from_fourth(count)
        case "burns.third":
            if p.get("burned"):
                return translate("DrillWhy", "House rule: a card is burned before Third Street too.")
            return ""
        case "burns.each":
            return ""
        case "burns.scrambled":
            return translate(
                "DrillWhy", "Burn cards scrambled into the stub before Seventh Street still count."
            )
        case "supply":
            text = translate(
                "DrillWhy",
                "{players} players need {need} cards: one each, a burn and the protected bottom card.",
            )
            return text.format(players=p["players"], need=p["need"])
        case "supply.stub":
            counts = (
                [count for count in p["counts"] if isinstance(count, int)]
                if isinstance(p["counts"], tuple)
                else []
            )
            n3, n4, n5, n6 = [*counts, 0, 0, 0, 0][:4]
            text = translate(
                "DrillWhy",
                "Cards used: 3 × {n3} + ({n4} + 1) + ({n5} + 1) + ({n6} + 1); the stub holds {stub}.",
            )
            return text.format(n3=n3, n4=n4, n5=n5, n6=n6, stub=p["stub"])
        case "supply.normal":
            text = translate("DrillWhy", "{stub} ≥ {need}: burn, then deal everyone a down card.")
            return text.format(stub=p["stub"], need=p["need"])
        case "supply.reshuffle":
            text = translate(
                "DrillWhy",
                "{stub} < {need}, but with the {burns} burn cards it is enough: "
                "scramble them in, burn, deal.",
            )
            return text.format(stub=p["stub"], need=p["need"], burns=p["burns"])
        case "supply.community":
            text = translate(
                "DrillWhy",
                "Even with the {burns} burn cards {stub} is too few, and the stub holds more than "
                "2 cards: burn and turn one community card.",
            )
            return text.format(stub=p["stub"], burns=p["burns"])
        case "supply.reshuffle_community":
            text = translate(
                "DrillWhy",
                "Too few even with the burns, and the stub holds {stub}: scramble in the burns, burn, and "
                "turn one community card.",
            )
            return text.format(stub=p["stub"])
        case "supply.procedure":
            return translate("DrillWhy", "House rule for the run-out: {procedure}.").format(
                procedure=p["procedure"]
            )
        # ---- showdown
        case "showdown_order":
            order = p["order"]
            listed = ", ".join(str(seat) for seat in order) if isinstance(order, tuple) else ""
            return translate("DrillWhy", "The order: seats {order}.").format(order=listed)
        case "show.aggressor":
            text = translate(
                "DrillWhy", "Seat {seat} made the last bet or raise on Seventh Street and shows first."
            )
            return text.format(seat=p["seat"])
        case "show.seat_order":
            text = translate(
                "DrillWhy", "No bet on Seventh Street: the lowest seat, seat {seat}, shows first."
            )
            return text.format(seat=p["seat"])
        case "show.board":
            text = translate(
                "DrillWhy",
                "No bet on Seventh Street: the first to act by the boards, seat {seat}, shows first.",
            )
            return text.format(seat=p["seat"])
        case "show.aggressor.counting":
            text = translate(
                "DrillWhy",
                "Seat {seat} made the last bet or raise on Seventh Street: clockwise from there the "
                "order would be {order}.",
            )
            return text.format(seat=p["seat"], order=_order(p["order"]))
        case "show.seat_order.counting":
            text = translate(
                "DrillWhy",
                "No bet on Seventh Street: clockwise from the lowest seat, seat {seat}, the order would "
                "be {order}.",
            )
            return text.format(seat=p["seat"], order=_order(p["order"]))
        case "show.board.counting":
            text = translate(
                "DrillWhy",
                "No bet on Seventh Street: clockwise from the first to act by the boards, seat {seat}, "
                "the order would be {order}.",
            )
            return text.format(seat=p["seat"], order=_order(p["order"]))
        case "show.clockwise":
            return translate("DrillWhy", "The others show clockwise from there.")
        case "show.side_pots":
            text = translate(
                "DrillWhy",
                "But the players in a side pot show before those all-in for less ({seats}): {order}.",
            )
            return text.format(seats=seats_text(p["seats"]), order=_order(p["order"]))
        case "read":
            hand = p["hand"]
            if isinstance(hand, HandDescription) and hand.kind == "no_low":
                text = translate(
                    "DrillWhy", "Seat {seat} has no five different cards of eight or lower: no low."
                )
                return text.format(seat=p["seat"])
            text = translate("DrillWhy", "Seat {seat} plays {cards}: {hand}.")
            return text.format(
                seat=p["seat"], cards=cards_label(p["cards"]), hand=hand_words(hand, full=True)
            )
        case "read.seat":
            text = translate("DrillWhy", "Seat {seat}: {hand} {cards}.")
            # A hand with no cards to name ("no low") must not leave a space before the full stop.
            return text.format(
                seat=p["seat"], hand=hand_words(p["hand"], full=True), cards=cards_label(p["cards"])
            ).replace(" .", ".")
        case "winner":
            seats, half = p["seats"], p["half"]
            if not seats:
                return translate("DrillWhy", "Nobody has a qualifying low.")
            if half == "high":
                text = translate("DrillWhy", "The high half goes to {seats}.")
            elif half == "low":
                text = translate("DrillWhy", "The low half goes to {seats}.")
            else:
                text = translate("DrillWhy", "The pot goes to {seats}.")
            return text.format(seats=seats_text(seats))
        case "winner.no_low":
            return translate(
                "DrillWhy", "Nobody has five different cards of eight or lower: no low, the high hand scoops."
            )
        case "winner.tie":
            return translate("DrillWhy", "{seats} tie and split.").format(
                seats=sentence(seats_text(p["seats"]))
            )
        case "split":
            text = translate("DrillWhy", "The pot of {pot}: {shares}.")
            return text.format(pot=chips(p["pot"]), shares=shares_text(p["shares"]))
        case "split.award":
            half = p["half"]
            if half == "high":
                text = translate("DrillWhy", "High half {amount}, {hand}: {shares}.")
            elif half == "low":
                text = translate("DrillWhy", "Low half {amount}, {hand}: {shares}.")
            else:
                text = translate("DrillWhy", "{amount} for {hand}: {shares}.")
            return text.format(
                amount=chips(p["amount"]),
                hand=hand_words(p["hand"], full=True),
                shares=shares_text(p["shares"]),
            )
        case "split.odd_to_high":
            return translate("DrillWhy", "The pot does not halve evenly: the odd chip goes to the high half.")
        case "odd.to":
            return translate("DrillWhy", "The odd chip goes to {seats}.").format(seats=seats_text(p["seats"]))
        case "odd.card":
            if p.get("ace_low"):
                text = translate(
                    "DrillWhy", "Seat {seat}'s highest card by suit, the ace counting low: {card}."
                )
            else:
                text = translate(
                    "DrillWhy", "Seat {seat}'s highest card by suit among the five played: {card}."
                )
            return text.format(seat=p["seat"], card=card_words(p["card"]))
        case "odd.lowest_seat":
            text = translate("DrillWhy", "House rule: the odd chip goes to the lowest seat, {seats}.")
            return text.format(seats=seats_text(p["seats"]))
        case "odd.legacy":
            text = translate(
                "DrillWhy", "House rule (older RRoP): every card counts; the odd chip goes to {seats}."
            )
            return text.format(seats=seats_text(p["seats"]))
        # ---- the dealer's duties
        case "announce":
            return DrillWhy().announcements_due(count)
        case "announce.due":
            text = translate("DrillWhy", "{announcement} ({rule})")
            return text.format(announcement=announcement_choice_text(p["announcement"]), rule=p["rule"])
        case "announce.not_due":
            text = translate("DrillWhy", "Not due now: {announcement}.")
            return text.format(announcement=announcement_choice_text(p["announcement"]))
        case "announce.not_a_draw":
            return not_a_draw_text(p["seat"], p["cards"], p["draw"], p["why"])
        case "next_step.antes":
            text = translate(
                "DrillWhy",
                "The antes are collected in any order once they are called for: {seats} still owe theirs.",
            )
            return text.format(seats=sentence(seats_text(p["seats"])))
        case "next_step":
            step = p["step"]
            text = translate("DrillWhy", "Next: {step}.")
            return text.format(step=step_text(step) if isinstance(step, DealerStep) else "")
        case "next_step.flag":
            step, flag = p["step"], p["flag"]
            text = translate("DrillWhy", "“{step}” is wrong now: {why}.")
            return text.format(
                step=step_text(step) if isinstance(step, DealerStep) else "",
                why=flag_text(flag) if isinstance(flag, Flag) else "",
            )
        case _ if kind.startswith("duty."):
            return duty_line(kind, p)
        case "incident.why":
            incident, rules = case_of(p)
            return why_text(incident, rules)
        case "incident.wrong":
            incident, rules = case_of(p)
            chosen = RulingKind(str(p["chosen"]))
            reason = wrong_text(incident, chosen, rules)
            text = translate("DrillWhy", "Not “{chosen}”.").format(chosen=ruling_text(chosen))
            return f"{text} {reason}" if reason else text
    return kind  # pragma: no cover - every kind a solver produces is listed above


def _order(seats: Value) -> str:
    return ", ".join(str(seat) for seat in seats) if isinstance(seats, tuple) else ""


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
