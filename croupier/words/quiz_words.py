"""Questions, choices, answers and grades in words, in the language installed (English or German).

The quiz view and the terminal quiz both read their texts here; the texts themselves are literal
``translate()`` calls (contexts ``Drill``, ``DrillWhy``, ``DrillHint``, ``Skill``, ``Ruling``) and the
dealer's words (cards, hands, streets, announcements, duties) come from ``croupier.i18n`` and
``croupier.words.procedure_words``. Only QtCore is used: no widgets, no application window.

The question, its prompt and the table are told here; choices and answers (``answer_words``) and
grades and hints (``grade_words``) have their own modules, passed on from here as before.

>>> import random
>>> from croupier.drills.grading import generate, grade
>>> question = generate("bring_in", random.Random(1))
>>> prompt_text(question)
'Who brings it in?'
>>> grade_lines(question, grade(question, 1))[0]
'✗ Not quite: seat 2.'
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from croupier.drills.incident_case import case_of
from croupier.drills.model import Question, Value
from croupier.drills.view import table_view
from croupier.engine.cards import Card
from croupier.engine.incidents import IncidentKind
from croupier.i18n.names import card_label, sentence, street_name
from croupier.words.answer_words import answer_help, answer_text, choice_text, format_error_text
from croupier.words.chip_skill_words import CHIP_SKILLS, chip_prompt, chip_table_line
from croupier.words.fact_words import fact_lines
from croupier.words.grade_words import grade_lines, hint_text
from croupier.words.incident_words import incident_text
from croupier.words.procedure_words import action_text, step_text
from croupier.words.skill_words import WALKTHROUGH_PREFIX, mode_name, skill_name
from croupier.words.value_words import announcement_choice_text, chips, seat_text, seats_text
from croupier.words.why_words import explanation_lines

__all__ = [
    "WALKTHROUGH_PREFIX",
    "answer_help",
    "answer_text",
    "choice_text",
    "detail_lines",
    "explanation_lines",
    "format_error_text",
    "grade_lines",
    "hint_text",
    "mode_name",
    "pot_line",
    "prompt_text",
    "question_lines",
    "seat_lines",
    "skill_name",
    "stakes_line",
    "table_lines",
    "variant_name",
    "window_detail_lines",
]

translate = QCoreApplication.translate


def variant_name(code: Value) -> str:
    """The game's name (the same in German)."""
    return {
        "F7S": translate("Drill", "Seven Card Stud"),
        "F7S/8": translate("Drill", "Seven Card Stud Hi-Lo"),
        "FR": translate("Drill", "Razz"),
    }.get(str(code), str(code))


# ----------------------------------------------------------------------------------- prompts


def _seat_did(kind: Value, seat: Value, to: Value, amount: Value) -> str:
    texts = {
        "fold": translate("Drill", "Seat {seat} folds."),
        "check": translate("Drill", "Seat {seat} checks."),
        "call": translate("Drill", "Seat {seat} calls {amount}."),
        "bring_in": translate("Drill", "Seat {seat} brings it in for {amount}."),
        "complete": translate("Drill", "Seat {seat} completes to {to}."),
        "bet": translate("Drill", "Seat {seat} bets {to}."),
        "raise": translate("Drill", "Seat {seat} raises to {to}."),
    }
    return texts.get(str(kind), "").format(seat=seat, to=chips(to), amount=chips(amount))


def _incident_prompt(p: dict[str, Value]) -> str:
    """What went wrong, for an irregularity question, and the house rule it turns on if it is the
    stricter out-of-turn rule (the heading says "tournament rules")."""
    incident, rules = case_of(p)
    text = incident_text(incident)
    if incident.kind is IncidentKind.OUT_OF_TURN and rules.oot_restricted:
        text = translate(
            "Drill", "{incident} (House rule: no bet or raise after checking or calling out of turn.)"
        ).format(incident=text)
    return text


def prompt_text(question: Question) -> str:
    """The question itself, one or two sentences."""
    if question.skill in CHIP_SKILLS:
        return chip_prompt(question)
    p = dict(question.prompt.params)
    seat = p.get("seat")
    street = p.get("street")
    street_words = street_name(street) if isinstance(street, int) and 3 <= street <= 7 else ""
    match question.prompt.kind:
        case "bring_in":
            return translate("Drill", "Who brings it in?")
        case "first_to_act":
            return translate("Drill", "{street}: who acts first?").format(street=street_words)
        case "acts_now":
            return translate("Drill", "Who acts now?")
        case "legal_actions":
            return translate(
                "Drill", "Seat {seat} is to act. Which actions are legal? (all that apply)"
            ).format(seat=seat)
        case "call_amount":
            return translate("Drill", "Seat {seat} calls. How many chips go in?").format(seat=seat)
        case "bet_amount":
            if p.get("wager") == "complete":
                return translate("Drill", "Seat {seat} completes. To what amount?").format(seat=seat)
            return translate("Drill", "Seat {seat} bets. How much? (every amount allowed)").format(seat=seat)
        case "raise_amount":
            return translate("Drill", "Seat {seat} raises. To what amount? (every amount allowed)").format(
                seat=seat
            )
        case "capped":
            return translate("Drill", "Is the betting capped?")
        case "pot_size":
            # A call worded as the trainer words every action (``action_text``): what the seat then
            # has out on the street, as the table shows it, not the chips it adds to what is there.
            amount = p.get("chips")
            if p.get("act") == "call" and isinstance(seat, int) and isinstance(amount, int):
                amount += question.position.player(seat).bet
            did = _seat_did(p.get("act"), seat, p.get("to"), amount)
            if p.get("closes"):
                ask = translate("Drill", "That ends the round. What is the pot once the bets are gathered?")
            else:
                ask = translate("Drill", "What is in the pot now, bets included?")
            return f"{did} {ask}"
        case "side_pots":
            text = translate("Drill", "All-in: {seats}. How much is in each pot? (main pot first)")
            return text.format(seats=seats_text(p.get("all_in")))
        case "burn_count":
            return translate("Drill", "How many cards have been burned so far in this hand?")
        case "short_deck":
            counts = p.get("counts")
            values = (
                [count for count in counts if isinstance(count, int)] if isinstance(counts, tuple) else []
            )
            n3, n4, n5, n6, n7 = [*values, 0, 0, 0, 0, 0][:5]
            text = translate(
                "Drill",
                "{n3} players were dealt in; {n4}, {n5} and {n6} received Fourth, Fifth and Sixth Street; "
                "{n7} are still in. What does the dealer do before Seventh Street?",
            )
            return text.format(n3=n3, n4=n4, n5=n5, n6=n6, n7=n7)
        case "showdown_order":
            return translate(
                "Drill", "Showdown: in what order are the hands shown? (every seat, first to last)"
            )
        case "read_high":
            return translate("Drill", "Read seat {seat}'s high hand.").format(seat=seat)
        case "read_low":
            return translate("Drill", "Read seat {seat}'s low hand.").format(seat=seat)
        case "winner":
            half = p.get("half")
            if half == "high":
                return translate("Drill", "Who wins the high half? (every winner)")
            if half == "low":
                return translate("Drill", "Who wins the low half? (every winner, or none)")
            return translate("Drill", "Who wins the pot? (every winner)")
        case "split":
            return translate("Drill", "How is the pot of {pot} split? (seat=chips for each winner)").format(
                pot=chips(p.get("pot"))
            )
        case "odd_chip":
            half = p.get("half")
            if half == "high":
                text = translate("Drill", "{seats} tie for the high half of {amount}. Who gets the odd chip?")
            elif half == "low":
                text = translate("Drill", "{seats} tie for the low half of {amount}. Who gets the odd chip?")
            else:
                text = translate("Drill", "{seats} tie for the pot of {amount}. Who gets the odd chip?")
            return text.format(seats=sentence(seats_text(p.get("seats"))), amount=chips(p.get("amount")))
        case "announcement":
            return translate(
                "Drill", "What must the dealer announce now, before the next card or action? (all that apply)"
            )
        case "next_step":
            return translate("Drill", "What does the dealer do next?")
        case "irregularity":
            return _incident_prompt(p) + " " + translate("Drill", "What is the ruling?")
    return question.prompt.kind  # pragma: no cover


def question_lines(question: Question) -> list[str]:
    """The heading (game, street, rules, where from), the table, the prompt and any instructor note."""
    p = question.prompt.params
    head = variant_name(p.get("variant"))
    street = p.get("street")
    if isinstance(street, int) and 3 <= street <= 7:
        head = translate("Drill", "{game} · {street}").format(game=head, street=street_name(street))
    if question.profile == "tournament":
        head = translate("Drill", "{heading} · tournament rules").format(heading=head)
    if question.source:
        head = translate("Drill", "{heading} · {source}").format(heading=head, source=question.source)
    lines = [head, *table_lines(question), *fact_lines(question)]
    if question.note:
        lines.append(translate("Drill", "Instructor: {note}").format(note=question.note))
    lines.append(prompt_text(question))
    return lines


# ----------------------------------------------------------------------------------- table


def _down(card: Card | None) -> str:
    return card_label(card) if card is not None else "▮"


def stakes_line(question: Question) -> str:
    """The structure the question is dealt at: ante, bring-in and the two limits."""
    ante, bring_in, small, big = table_view(question).stakes
    return translate("Drill", "Ante {ante} · bring-in {bring_in} · limits {small}/{big}").format(
        ante=chips(ante), bring_in=chips(bring_in), small=chips(small), big=chips(big)
    )


def pot_line(question: Question) -> str:
    """The pot: its total, or for the chip skills its chips colour by colour (not the total that may
    be asked)."""
    if question.skill in CHIP_SKILLS and question.prompt.params.get("pile") is not None:
        return chip_table_line(question)
    return translate("Drill", "Pot: {pot}").format(pot=chips(table_view(question).pot))


def seat_lines(question: Question) -> list[str]:
    """One line per seat: its cards (hole cards hidden until tabled), chips and state."""
    lines = []
    for seat in table_view(question).seats:
        label = sentence(seat_text(seat.seat))
        if seat.folded:
            text = translate("Drill", "  {seat}: folded").format(seat=label)
            if question.skill == "side_pots" and seat.contributed:  # dead money in the pots (R8.7)
                text += " " + translate("Drill", "· in the pot {chips}").format(chips=chips(seat.contributed))
            lines.append(text)
            continue
        if seat.killed or seat.mucked:
            state = translate("Drill", "hand killed") if seat.killed else translate("Drill", "mucked")
            lines.append(
                translate("Drill", "  {seat}: {state} · stack {stack}").format(
                    seat=label, state=state, stack=chips(seat.stack)
                )
            )
            continue
        cards = " ".join(
            [
                *(_down(card) for card in seat.down[:2]),
                *(_down(c) for c in seat.up),
                *(_down(c) for c in seat.down[2:]),
            ]
        )
        if not cards:  # the deal has not reached this seat yet
            cards = translate("Drill", "no cards yet")
        text = translate("Drill", "  {seat}: {cards} · stack {stack}").format(
            seat=label, cards=cards, stack=chips(seat.stack)
        )
        if seat.tabled:
            text += " " + translate("Drill", "· shown")
        if seat.bet:
            text += " " + translate("Drill", "· bet {bet}").format(bet=chips(seat.bet))
        if question.skill == "side_pots":
            text += " " + translate("Drill", "· in the pot {chips}").format(chips=chips(seat.contributed))
        if seat.all_in:
            text += " " + translate("Drill", "· all-in")
        lines.append(text)
    return lines


def detail_lines(question: Question) -> list[str]:
    """What a picture of the table cannot show: this street's actions, what the dealer has said and
    done since the last card or action."""
    view = table_view(question)
    lines = []
    if view.actions and question.skill != "irregularity":
        listed = "; ".join(action_text(action) for action in view.actions)
        lines.append(translate("Drill", "Last betting round: {actions}").format(actions=listed))
    if view.said:
        listed = "; ".join(announcement_choice_text(item) for item in view.said)
        lines.append(translate("Drill", "Already announced: {announcements}").format(announcements=listed))
    if view.done:
        listed = "; ".join(step_text(step) for step in view.done)
        lines.append(translate("Drill", "Already done: {steps}").format(steps=listed))
    return lines


def window_detail_lines(question: Question) -> list[str]:
    """What the quiz window writes beside its picture of the table, which cannot say it: this round's
    actions, what the dealer has said and done since, the chips each seat put in (side pots), the
    facts the answer turns on (``fact_words``), an instructor's note.

    A pot count's stacks are not written here: the picture draws them, and the chip buttons show each
    colour's value, so the trainee counts the chips as at the table (the terminal's ``table_lines``,
    which has no picture, still writes them colour by colour)."""
    details: list[str] = []
    if question.skill == "side_pots":
        details.extend(line.strip() for line in seat_lines(question))
    details.extend(detail_lines(question))
    details.extend(fact_lines(question))
    if question.note:
        details.append(translate("Drill", "Instructor: {note}").format(note=question.note))
    return details


def table_lines(question: Question) -> list[str]:
    """The table as text: the structure, the pot, each seat's cards and chips, the community card,
    and what the picture cannot show (``detail_lines``)."""
    view = table_view(question)
    lines = [stakes_line(question), pot_line(question)]
    lines.extend(seat_lines(question))
    if view.community is not None:
        lines.append(translate("Drill", "Community card: {card}").format(card=card_label(view.community)))
    if question.skill == "next_step":  # the picture shows the burn pile; the words say it
        lines.append(translate("Drill", "Burn cards: {count}").format(count=view.burns))
    lines.extend(detail_lines(question))
    return lines
