"""Grades and hints in words, in the language installed (English or German): the verdict on an
answer with the engine's own when it differs, why, and the rules; and Learn mode's hint, the rule to
apply rather than the answer.

``croupier.words.quiz_words`` is the front door (it passes these on); the texts are literal
``translate()`` calls in the contexts ``Drill`` and ``DrillHint``, as there.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from croupier.drills.model import Grade, Question
from croupier.words.answer_words import answer_text
from croupier.words.chip_skill_words import CHIP_SKILLS, chip_hint
from croupier.words.why_words import explanation_lines

__all__ = ["grade_lines", "hint_text"]

translate = QCoreApplication.translate


def grade_lines(question: Question, grade: Grade, *, timed_out: bool = False) -> list[str]:
    """The verdict, the engine's answer when the trainee's was wrong, why, and the rules."""
    expected = answer_text(question, grade.expected)
    if grade.correct:
        lines = [translate("Drill", "✓ Correct.")]
    elif timed_out:
        lines = [translate("Drill", "✗ Out of time: {expected}.").format(expected=expected)]
    else:
        lines = [translate("Drill", "✗ Not quite: {expected}.").format(expected=expected)]
    lines.extend(explanation_lines(grade.explanation))
    if grade.rules:
        lines.append(translate("Drill", "Rules: {rules}").format(rules=", ".join(grade.rules)))
    return lines


def hint_text(question: Question) -> str:
    """A hint for Learn mode: the rule to apply, not the answer."""
    razz = question.prompt.params.get("variant") == "FR"
    if question.skill in CHIP_SKILLS:
        return chip_hint(question)
    match question.skill:
        case "bring_in":
            if razz:
                return translate(
                    "DrillHint",
                    "Razz: the highest door card brings it in (king high, ace low); spades break ties.",
                )
            return translate(
                "DrillHint",
                "The lowest door card brings it in (ace high); clubs break ties, then "
                "diamonds, hearts, spades.",
            )
        case "first_to_act":
            if razz:
                return translate(
                    "DrillHint", "Razz: the lowest board acts first; any pair is worse than no pair."
                )
            return translate(
                "DrillHint",
                "The best board acts first: quads, trips, two pair, a pair, then high "
                "cards; straights and flushes do not count.",
            )
        case "acts_now":
            return translate(
                "DrillHint", "The action moves clockwise to the next player who has chips and has not folded."
            )
        case "legal_actions":
            return translate(
                "DrillHint",
                "Facing a bet: fold, call or raise. No bet: check or bet. Watch the cap and short all-ins.",
            )
        case "call_amount":
            return translate(
                "DrillHint", "The call is the current bet minus what the player already has in front."
            )
        case "bet_amount":
            return translate(
                "DrillHint",
                "Small bet on Third and Fourth Street (big bet allowed on an open pair in "
                "Stud), big bet from Fifth on.",
            )
        case "raise_amount":
            return translate("DrillHint", "A raise adds one bet of the street's size to the current bet.")
        case "capped":
            return translate(
                "DrillHint", "A bet and three raises cap the betting; the bring-in does not count."
            )
        case "pot_size":
            return translate("DrillHint", "Add every bet of the round to the pot.")
        case "side_pots":
            return translate(
                "DrillHint",
                "Layer the pot at each all-in player's total; each layer is won only by "
                "those who paid into it.",
            )
        case "burn_count":
            return translate(
                "DrillHint",
                "One burn before each of Fourth, Fifth, Sixth and Seventh Street; none before Third.",
            )
        case "short_deck":
            return translate(
                "DrillHint",
                "Need = players + 2. Enough: deal. With the 3 burns enough: scramble them "
                "in. Else a community card.",
            )
        case "showdown_order":
            return translate(
                "DrillHint",
                "The last bettor or raiser on Seventh Street shows first; with no bet, "
                "the lowest seat. Then clockwise.",
            )
        case "read_high":
            return translate("DrillHint", "The best five of seven cards; suits never break a tie.")
        case "read_low":
            if razz:
                return translate(
                    "DrillHint", "Razz: the lowest five, ace low; straights and flushes do not count."
                )
            return translate("DrillHint", "A low needs five different ranks of eight or lower, ace low.")
        case "winner":
            return translate(
                "DrillHint", "Compare the best hands; in Hi-Lo the high and the low halves separately."
            )
        case "split":
            return translate("DrillHint", "Halve Hi-Lo pots (odd chip to the high half); split ties evenly.")
        case "odd_chip":
            return translate(
                "DrillHint", "The odd chip goes to the highest card by suit among the five cards played."
            )
        case "announcement":
            return translate(
                "DrillHint",
                "Announce the bring-in card, new pairs, draws on Sixth Street, the high "
                "hand, and “last card”.",
            )
        case "next_step":
            return translate(
                "DrillHint", "Antes, cut, deal; burn before each later street; gather after each round."
            )
        case "irregularity":
            return translate("DrillHint", "Think about when it happened and whether anyone has acted since.")
    return ""  # pragma: no cover
