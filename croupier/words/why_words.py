"""Explanations in words: why the engine's answer is right, one line per part, in the language
installed (``croupier.i18n.Translations``). ``croupier.words.quiz_words`` is the front door.

Every text is one literal ``translate("DrillWhy", …)`` call so that lupdate finds it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from croupier.drills.incident_case import case_of
from croupier.drills.model import Explanation, Value
from croupier.engine.incidents import RulingKind
from croupier.engine.readings import HandDescription
from croupier.i18n.names import sentence
from croupier.procedure.flags import Flag
from croupier.procedure.steps import DealerStep
from croupier.words.action_why_words import DrillWhy, action_line
from croupier.words.chip_skill_words import chip_line
from croupier.words.duty_words import duty_line, not_a_draw_text
from croupier.words.incident_why_words import why_text, wrong_text
from croupier.words.incident_words import ruling_text
from croupier.words.procedure_words import flag_text, step_text
from croupier.words.value_words import (
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
    action_words = action_line(kind, p, count)
    if action_words is not None:
        return action_words
    match kind:
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
