"""The chip and reading skills in words (count_pot, make_change, split_chips, read_tabled): their
prompts, answers, hints and explanations, in the language installed. ``croupier.words.quiz_words`` and
``render_why`` hand these skills' texts to this module. Only QtCore is used."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from croupier.drills.chip_answers import answer_pile, answer_said, answer_shares
from croupier.drills.model import Answer, AnswerFormatError, AnswerType, Explanation, Question, Value
from croupier.drills.reading import Said, spoken_count
from croupier.engine.chips import Chips
from croupier.engine.readings import HandDescription
from croupier.i18n.names import HandTextError, hand_text, sentence
from croupier.words.skill_words import chip_skill_names
from croupier.words.value_words import cards_label, chips, seats_text, shares_text

__all__ = [
    "CHIP_SKILLS",
    "chip_answer_help",
    "chip_answer_text",
    "chip_hint",
    "chip_line",
    "chip_prompt",
    "chip_skill_names",
    "chip_table_line",
    "is_chip_answer",
    "pile_text",
    "said_words",
]

translate = QCoreApplication.translate

CHIP_SKILLS = frozenset({"count_pot", "make_change", "split_chips", "read_tabled"})
_ANSWERS = frozenset({AnswerType.CHIPS, AnswerType.CHIP_SHARES, AnswerType.READING})


def pile_text(pile: Chips) -> str:
    """A pile colour by colour: "3×100 + 2×25 + 4×5" (no total: that may be the question)."""
    if not pile:
        return translate("DrillChips", "no chips")
    return " + ".join(f"{count}×{chips(value)}" for value, count in pile)


def _pile(value: Value) -> Chips:
    return answer_pile(value)  # type: ignore[arg-type]


def _half(half: Value) -> str:
    return {
        "high": translate("DrillChips", "the high half"),
        "low": translate("DrillChips", "the low half"),
    }.get(str(half), translate("DrillChips", "the pot"))


def chip_prompt(question: Question) -> str:
    p = question.prompt.params
    match question.prompt.kind:
        case "count_pot":
            return translate("DrillChips", "How much is in the pot? Count the stacks.")
        case "make_change":
            text = translate(
                "DrillChips", "Seat {seat} puts in {wager} with a {chip} chip: give the change from the pot."
            )
            return text.format(seat=p["seat"], wager=chips(p["wager"]), chip=chips(p["chip"]))
        case "split_chips":
            halves = p["halves"]
            winners = "; ".join(
                translate("DrillChips", "{half}: {seats}").format(
                    half=_half(item[0]), seats=seats_text(item[1])
                )
                for item in (halves if isinstance(halves, tuple) else ())
                if isinstance(item, tuple)
            )
            text = translate(
                "DrillChips", "Split the pot of {pot} chip by chip ({winners}). Colour down where needed."
            )
            return text.format(pot=chips(p["pot"]), winners=winners)
        case "read_tabled":
            return translate("DrillChips", "Read seat {seat}'s hand.").format(seat=p["seat"])
    return question.prompt.kind  # pragma: no cover


def chip_table_line(question: Question) -> str:
    """The pot's line of the table for these skills: its chips, colour by colour."""
    pile = question.prompt.params.get("pile")
    if pile is None:
        return ""
    return translate("DrillChips", "In the middle: {chips}").format(chips=pile_text(_pile(pile)))


def said_words(said: Said) -> str:
    """A reading in the dealer's words: "two pair, kings and nines; eight-six low"."""
    parts = []
    for part in (said.high, said.low):
        if part is None:
            continue
        try:
            text = hand_text(part, full=len(part.ranks) > 2)
            if part.kind == "low" and len(part.ranks) < 5:
                text = translate("Announcement", "{hand} low").format(hand=text)
        except HandTextError:
            text = part.kind.replace("_", " ")
        parts.append(text)
    return sentence("; ".join(parts)) if parts else translate("DrillChips", "nothing read")


def chip_answer_text(question: Question, answer: Answer) -> str | None:
    """An answer of these skills in words; None for the answer types other skills use."""
    match question.answer_type:
        case AnswerType.CHIPS:
            pile = answer_pile(answer)
            return translate("DrillChips", "{chips} = {total}").format(
                chips=pile_text(pile), total=chips(pile.total)
            )
        case AnswerType.CHIP_SHARES:
            try:
                shares = answer_shares(answer)
            except AnswerFormatError:
                return str(answer)
            template = translate("DrillChips", "seat {seat}: {chips}")
            return "; ".join(
                template.format(seat=seat, chips=pile_text(pile)) for seat, pile in sorted(shares.items())
            ) or translate("DrillChips", "no chips")
        case AnswerType.READING:
            return said_words(answer_said(answer, question.position.variant))
    return None


def chip_answer_help(question: Question) -> str | None:
    match question.answer_type:
        case AnswerType.CHIPS:
            return translate("DrillChips", "Type the chips, e.g. 2x25 2x5.")
        case AnswerType.CHIP_SHARES:
            return translate("DrillChips", "Type each winner's chips, e.g. 2: 1x100 3x1; 5: 1x100 2x1.")
        case AnswerType.READING:
            return translate("DrillChips", "Type the hand, e.g. two pair, kings and nines; eight-six low.")
    return None


def chip_hint(question: Question) -> str:
    match question.skill:
        case "count_pot":
            return translate("DrillHint", "Multiply each colour's chips by its value, then add the colours.")
        case "make_change":
            return translate(
                "DrillHint", "The chip less the wager goes back, in smaller chips taken from the pot."
            )
        case "split_chips":
            return translate(
                "DrillHint",
                "Halve or share each colour evenly; break what does not divide into the next colour; "
                "the odd chip by R8.6.",
            )
        case "read_tabled":
            return translate(
                "DrillHint", "Name the kind and the ranks a dealer says; in Hi-Lo the low too, or “no low”."
            )
    return ""


def _problem_said(value: Value) -> str:
    if isinstance(value, HandDescription):
        return said_words(Said(value))
    return translate("DrillChips", "nothing")


def chip_line(explanation: Explanation) -> str | None:
    """One line of these skills' explanations; None for the other kinds."""
    p = dict(explanation.params)
    match explanation.kind:
        case "chips.count":
            return translate("DrillChips", "The pot is {total} in {count} chips:").format(
                total=chips(p["total"]), count=p["chips"]
            )
        case "chips.colour":
            return translate("DrillChips", "{count} × {value} = {amount}").format(
                count=p["count"], value=chips(p["value"]), amount=chips(p["amount"])
            )
        case "chips.change":
            text = translate(
                "DrillChips", "Seat {seat} is due {due} back from the {chip} chip: for example {change}."
            )
            return text.format(
                seat=p["seat"],
                due=chips(p["due"]),
                chip=chips(p["chip"]),
                change=pile_text(_pile(p["change"])),
            )
        case "chips.wrong_change":
            return translate("DrillChips", "That change makes {given}, but {due} is due.").format(
                given=chips(p["given"]), due=chips(p["due"])
            )
        case "chips.split":
            return translate("DrillChips", "The pot of {pot} is due as {shares}.").format(
                pot=chips(p["pot"]), shares=shares_text(p["due"])
            )
        case "chips.coloured_down":
            values = p["values"]
            listed = ", ".join(chips(value) for value in (values if isinstance(values, tuple) else ()))
            return translate("DrillChips", "Coloured down on the way: {chips}.").format(chips=listed)
        case "chips.short":
            return translate("DrillChips", "Seat {seat} got {given} but is due {due}.").format(
                seat=p["seat"], given=chips(p["given"]), due=chips(p["due"])
            )
        case "chips.over":
            return translate("DrillChips", "Seat {seat} got {given} but is due only {due}.").format(
                seat=p["seat"], given=chips(p["given"]), due=chips(p["due"])
            )
        case "chips.not_a_winner":
            return translate("DrillChips", "Seat {seat} wins nothing in this pot.").format(seat=p["seat"])
        case "chips.odd_chip":
            return translate(
                "DrillChips", "The odd chip goes to seat {right}, not seat {seat} (R8.6)."
            ).format(right=p["right"], seat=p["seat"])
        case "chips.left_over":
            return translate("DrillChips", "{amount} is still in the middle.").format(
                amount=chips(p["given"])
            )
        case "chips.not_there":
            return translate(
                "DrillChips", "There are not so many {value} chips in the middle: colour a larger one down."
            ).format(value=chips(p["value"]))
        case "chips.unreadable":
            return translate("DrillChips", "The split could not be read: seat: chips; seat: chips.")
        case "tabled":
            said = Said(
                p["high"] if isinstance(p["high"], HandDescription) else None,
                p["low"] if isinstance(p["low"], HandDescription) else None,
            )
            shown = [cards_label(p.get(name)) for name in ("high_cards", "low_cards")]
            cards = " · ".join(text for text in shown if text)
            return translate("DrillChips", "Seat {seat} plays {cards}: {hand}.").format(
                seat=p["seat"], cards=cards, hand=said_words(said)
            )
        case "tabled.unreadable":
            return translate("DrillChips", "No hand could be read in those words.")
        case "tabled.missing_high":
            return translate("DrillChips", "The high hand is missing.")
        case "tabled.missing_low":
            return translate("DrillChips", "The low is missing: say the low, or “no low”.")
        case "tabled.wrong_kind":
            return translate("DrillChips", "Not {said}: the kind is wrong.").format(
                said=_problem_said(p["said"])
            )
        case "tabled.wrong_rank":
            return translate("DrillChips", "Not {said}: a rank is wrong.").format(
                said=_problem_said(p["said"])
            )
        case "tabled.short_reading":
            right = p["right"]
            if isinstance(right, HandDescription):  # the call's own ranks, no kicker beyond them
                right = HandDescription(right.kind, right.ranks[: spoken_count(right.kind)])
            return translate("DrillChips", "{said} is not enough: the call is “{right}”.").format(
                said=_problem_said(p["said"]), right=_problem_said(right)
            )
        case "tabled.missing_rank":
            return translate(
                "DrillChips", "{said} is not enough: name the ranks that decide the pot."
            ).format(said=_problem_said(p["said"]))
        case "tabled.no_low":
            return translate("DrillChips", "There is no low: not five different cards of eight or lower.")
        case "tabled.has_low":
            return translate("DrillChips", "There is a low: say it.")
    return None


def is_chip_answer(answer_type: AnswerType) -> bool:
    return answer_type in _ANSWERS
