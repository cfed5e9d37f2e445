"""The words of ``duty_why``'s facts (the "DrillWhy" context, as every explanation)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from croupier.drills.model import Value
from croupier.engine.cards import Card
from croupier.procedure import DealerStep, StepKind
from croupier.words.procedure_words import step_text
from croupier.words.value_words import cards_label, chips

__all__ = ["duty_line", "not_a_draw_text"]

translate = QCoreApplication.translate


def duty_line(kind: str, p: Mapping[str, Value]) -> str:
    """One fact of ``duty_why`` in words."""
    match kind:
        case "duty.folded":
            return translate(
                "DrillWhy", "Seat {seat} has folded: no card, call or kill is due there."
            ).format(seat=p["seat"])
        case "duty.has_card":
            return translate("DrillWhy", "Seat {seat} already has its card of this pass.").format(
                seat=p["seat"]
            )
        case "duty.ante_in":
            return translate("DrillWhy", "Seat {seat}'s ante is already in the pot.").format(seat=p["seat"])
        case "duty.board":
            text = translate("DrillWhy", "Seat {seat} shows {cards}.")
            return text.format(seat=p["seat"], cards=cards_label(p["cards"]))
        case "duty.board_due":
            text = translate("DrillWhy", "Seat {seat} shows {cards}: its call is due now.")
            return text.format(seat=p["seat"], cards=cards_label(p["cards"]))
        case "duty.not_a_draw":
            cards = p["cards"]
            shown = tuple(Card.parse(str(card)) for card in cards) if isinstance(cards, tuple) else ()
            return not_a_draw_text(p["seat"], shown, p["draw"], p["why"])
        case "duty.due":
            return _due(p["step"])
    return _diagnosed(kind, p)


def not_a_draw_text(seat: Value, cards: Value, draw: Value, why: Value) -> str:
    """R9.6: why a board is no possible straight, flush or straight flush."""
    names = {
        "possible_straight": translate("DrillWhy", "a possible straight"),
        "possible_flush": translate("DrillWhy", "a possible flush"),
        "possible_straight_flush": translate("DrillWhy", "a possible straight flush"),
    }
    reasons = {
        "suits": translate("DrillWhy", "its four upcards are not all of one suit"),
        "pair": translate("DrillWhy", "it holds a rank twice, so not four different ranks"),
        "span": translate("DrillWhy", "its four ranks do not fit within five ranks in a row"),
        "cards": translate("DrillWhy", "it has fewer than four upcards"),
    }
    text = translate("DrillWhy", "Seat {seat} shows {cards}: not {draw}, because {why} (R9.6).")
    name = names.get(str(draw), str(draw))
    return text.format(seat=seat, cards=cards_label(cards), draw=name, why=reasons.get(str(why), ""))


def _step(value: Value) -> str:
    return step_text(value) if isinstance(value, DealerStep) else ""


def _diagnosed(kind: str, p: Mapping[str, Value]) -> str:
    """The facts of the procedure's diagnosis (``Verdict.fact``)."""
    match kind:
        case "duty.hand_over":
            return translate(
                "DrillWhy", "Every duty of this hand is done: the next hand starts with the shuffle."
            )
        case "duty.to_act":
            if p["seat"] is None:
                return translate("DrillWhy", "A player is still to act: the betting round is not over.")
            text = translate("DrillWhy", "Seat {seat} is still to act: the betting round is not over.")
            return text.format(seat=p["seat"])
        case "duty.winner":
            text = translate(
                "DrillWhy", "Seat {seat} wins: its cards stay on the table until the pot is pushed."
            )
            return text.format(seat=p["seat"])
        case "duty.kill_first":
            text = translate(
                "DrillWhy",
                "Seat {seat}'s hand is beaten: every losing hand is killed before the pot is pushed.",
            )
            return text.format(seat=p["seat"])
        case "duty.no_burn_third":
            return translate("DrillWhy", "No card is burned before 3rd street.")
        case "duty.burned":
            return translate(
                "DrillWhy", "This street's card is already burned: one burn a street, then the cards."
            )
        case "duty.antes_first":
            return translate(
                "DrillWhy", "Not every ante is in yet: the antes are collected before the cut and the deal."
            )
        case "duty.shuffle_next":
            order = p["order"]
            steps = ", ".join(_step(step) for step in order) if isinstance(order, tuple) else ""
            return translate("DrillWhy", "The house shuffle, in its order: {steps}.").format(steps=steps)
        case "duty.deal_to":
            text = translate(
                "DrillWhy",
                "Each pass starts at seat {first} and goes clockwise: this card is seat {seat}'s.",
            )
            return text.format(first=p["first"], seat=p["seat"])
        case "duty.face":
            if p["street"] == 3:
                if p["up"]:
                    return translate(
                        "DrillWhy",
                        "On 3rd street two cards go down, then the door card up: this one goes face up.",
                    )
                return translate(
                    "DrillWhy",
                    "On 3rd street two cards go down, then the door card up: this one goes face down.",
                )
            if p["up"]:
                return translate("DrillWhy", "On 4th, 5th and 6th street the card goes face up.")
            return translate("DrillWhy", "On 7th street the card goes face down.")
        case "duty.count":
            text = translate(
                "DrillWhy",
                "The stub holds {stub}; {players} players need {need} (a card each, burn, bottom): {step}.",
            )
            return text.format(stub=p["stub"], players=p["players"], need=p["need"], step=_step(p["step"]))
        case "duty.not_beaten":
            text = translate("DrillWhy", "Seat {seat}'s hand is not beaten: only losing hands are killed.")
            return text.format(seat=p["seat"])
        case "duty.side_first":
            text = translate(
                "DrillWhy", "The last side pot formed is pushed first, the main pot last: {step}."
            )
            return text.format(step=_step(p["step"]))
        case "duty.uncalled":
            text = translate(
                "DrillWhy", "Nobody called seat {seat}'s last {amount}: it goes back to that seat first."
            )
            return text.format(
                seat=p["seat"], amount=chips(p["amount"]) if isinstance(p["amount"], int) else ""
            )
    return kind  # pragma: no cover - every kind duty_why produces is listed above


def _due(step: Value) -> str:
    """Why the duty due comes first, by its kind."""
    if not isinstance(step, DealerStep):
        return ""  # pragma: no cover
    seat, kind = step.seat, step.kind
    texts = {
        StepKind.SHUFFLE: translate("DrillWhy", "The deck is shuffled first: “{step}”."),
        StepKind.COLLECT_ANTE: translate(
            "DrillWhy", "Seat {seat}'s ante is not in yet: every ante is collected before the deal."
        ),
        StepKind.CUT: translate("DrillWhy", "The antes are in: the deck is cut before the deal."),
        StepKind.DEAL: translate("DrillWhy", "Seat {seat} is due its card now: one card a pass, clockwise."),
        StepKind.BURN: translate("DrillWhy", "A card is burned before the cards of each street from 4th on."),
        StepKind.ANNOUNCE: translate("DrillWhy", "What the table shows is announced first: {step}."),
        StepKind.GATHER: translate(
            "DrillWhy", "The betting round is over: the bets are gathered into the pot first."
        ),
        StepKind.RETURN_BET: translate("DrillWhy", "An uncalled bet goes back first: {step}."),
        StepKind.COUNT_STUB: translate(
            "DrillWhy", "Before 7th street the stub is counted first: are there cards for everyone still in?"
        ),
        StepKind.SCRAMBLE_STUB: translate("DrillWhy", "The count says the stub is too short: {step}."),
        StepKind.COMMUNITY_CARD: translate("DrillWhy", "The count says the stub is too short: {step}."),
        StepKind.REMOVE_CUT_CARD: translate(
            "DrillWhy", "The 7th-street cards are out: the cut card comes out next."
        ),
        StepKind.CALL_SHOWDOWN_ORDER: translate(
            "DrillWhy", "The betting is over: the order of showing is called first."
        ),
        StepKind.READ_HAND: translate("DrillWhy", "Seat {seat}'s tabled hand is read first: {step}."),
        StepKind.KILL_HAND: translate(
            "DrillWhy", "Seat {seat}'s hand is beaten: it is killed before the pot is pushed."
        ),
        StepKind.PUSH_POT: translate("DrillWhy", "The hands are read and the losers killed: {step}."),
    }
    return texts.get(kind, translate("DrillWhy", "Due first: {step}.")).format(
        seat=seat, step=step_text(step)
    )
