"""Choices and answers in words, in the language installed (English or German): an option of a
multiple-choice question, an answer given or expected, how to type one in the terminal, and why a
typed one could not be read.

``croupier.words.quiz_words`` is the front door (it tells the question and the table, and passes
these on); the texts are literal ``translate()`` calls in the context ``Drill``, as there.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from croupier.drills.answers import answer_json
from croupier.drills.model import Answer, AnswerFormatError, AnswerType, Choice, Question
from croupier.engine.incidents import RulingKind
from croupier.engine.readings import HandDescription
from croupier.i18n.names import hand_text, sentence
from croupier.procedure.steps import DealerStep
from croupier.words.chip_skill_words import chip_answer_help, chip_answer_text
from croupier.words.incident_words import ruling_text as incident_ruling_text
from croupier.words.procedure_words import step_text
from croupier.words.value_words import (
    amounts_text,
    announcement_choice_text,
    chips,
    seat_text,
    seats_text,
    shares_text,
)

__all__ = ["answer_help", "answer_text", "choice_text", "format_error_text"]

translate = QCoreApplication.translate


def choice_text(question: Question, choice: Choice) -> str:
    """One option of a multiple-choice question."""
    p = choice.params
    match choice.kind:
        case "action":
            return {
                "fold": translate("Drill", "Fold"),
                "check": translate("Drill", "Check"),
                "call": translate("Drill", "Call"),
                "bring_in": translate("Drill", "Bring-in"),
                "complete": translate("Drill", "Complete"),
                "bet": translate("Drill", "Bet"),
                "raise": translate("Drill", "Raise"),
            }.get(str(p.get("kind")), str(p.get("kind")))
        case "yes":
            return translate("Drill", "Yes")
        case "no":
            return translate("Drill", "No")
        case "hand":
            hand = p.get("hand")
            return sentence(hand_text(hand, full=True)) if isinstance(hand, HandDescription) else str(hand)
        case "runout":
            return step_text(DealerStep.count_stub(str(p.get("outcome"))))
        case "announcement":
            return announcement_choice_text(p.get("announcement"))
        case "step":
            step = p.get("step")
            return step_text(step) if isinstance(step, DealerStep) else str(step)
        case "ruling":
            return incident_ruling_text(RulingKind(str(p.get("ruling"))))
    return choice.key  # pragma: no cover


def answer_text(question: Question, answer: Answer | None) -> str:
    """An answer in words: "seat 3", "40", "20 or 40", "seats 4, 1, 2", "seat 1: 51, seat 3: 50"."""
    if answer is None:
        return translate("Drill", "no answer")
    chip_words = chip_answer_text(question, answer)
    if chip_words is not None:
        return chip_words
    match question.answer_type:
        case AnswerType.SEAT:
            return seat_text(answer if isinstance(answer, int) else 0)
        case AnswerType.AMOUNT | AnswerType.COUNT:
            return chips(answer if isinstance(answer, int) else 0)
        case AnswerType.CHOICE:
            return choice_text(question, question.choice(str(answer)))
        case AnswerType.CHOICE_SET:
            chosen = answer if isinstance(answer, frozenset) else frozenset()
            texts = [choice_text(question, choice) for choice in question.choices if choice.key in chosen]
            return "; ".join(texts) if texts else translate("Drill", "none")
        case AnswerType.SEAT_SET:
            seats = tuple(sorted(int(seat) for seat in answer)) if isinstance(answer, frozenset) else ()
            return seats_text(seats)
        case AnswerType.SEAT_ORDER:
            order = answer if isinstance(answer, tuple) else ()
            return translate("Drill", "seats {order}").format(order=", ".join(str(seat) for seat in order))
        case AnswerType.AMOUNT_SET | AnswerType.AMOUNT_LIST:
            values = answer_json(answer)
            amounts = tuple(int(v) for v in values) if isinstance(values, list) else ()
            if question.answer_type is AnswerType.AMOUNT_LIST:
                return ", ".join(chips(amount) for amount in amounts)
            return amounts_text(amounts)
        case AnswerType.SHARES:
            return shares_text(answer if isinstance(answer, tuple) else ())
    return str(answer)  # pragma: no cover


def answer_help(question: Question) -> str:
    """How to type an answer in the terminal."""
    chip_help = chip_answer_help(question)
    if chip_help is not None:
        return chip_help
    match question.answer_type:
        case AnswerType.SEAT:
            return translate("Drill", "Type a seat number.")
        case AnswerType.AMOUNT | AnswerType.COUNT:
            return translate("Drill", "Type a number.")
        case AnswerType.CHOICE:
            return translate("Drill", "Type the number of your choice.")
        case AnswerType.CHOICE_SET:
            return translate("Drill", "Type the numbers of every choice that applies, e.g. 1 3.")
        case AnswerType.SEAT_SET:
            return translate("Drill", "Type the seat numbers, e.g. 2 5, or none.")
        case AnswerType.SEAT_ORDER:
            return translate("Drill", "Type the seat numbers in order, e.g. 4 1 2.")
        case AnswerType.AMOUNT_SET:
            return translate("Drill", "Type every amount, e.g. 20 40.")
        case AnswerType.AMOUNT_LIST:
            return translate("Drill", "Type the amounts, main pot first, e.g. 68 24.")
        case AnswerType.SHARES:
            return translate("Drill", "Type seat=chips for each winner, e.g. 1=51 3=50.")
    return ""  # pragma: no cover


def format_error_text(error: AnswerFormatError) -> str:
    """Why a typed answer could not be read."""
    return translate("Drill", "Cannot read “{text}” as an answer.").format(text=error.text)
