"""The words an answer is stored with: the question, the answer given and the right answer as shown.

Reports list them (``croupier report trainee``) instead of the question's codes, in the language the
trainee saw. A :class:`croupier.drills.session.DrillSession` takes :func:`describer` as its
``describe``; the quiz view and the terminal quiz make them alike.

>>> import random
>>> from croupier.drills.grading import generate, grade
>>> question = generate("bring_in", random.Random(1))
>>> words = answer_words(question, 1, grade(question, 1), lang="en")
>>> words["question"], words["answer"], words["expected"]
('Razz · Third Street: Who brings it in?', 'seat 1', 'seat 2')
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication

from croupier.drills.model import Answer, Grade, Question
from croupier.i18n.names import street_name
from croupier.words.quiz_words import answer_text, prompt_text, question_lines

__all__ = ["answer_words", "describer", "question_words"]

translate = QCoreApplication.translate


def question_words(question: Question) -> str:
    """The question in one line: its heading (game, street, rules) and the prompt, the street said
    once (the heading names it; "Seventh Street: who acts first?" would say it again)."""
    prompt = prompt_text(question)
    street = dict(question.prompt.params).get("street")
    if isinstance(street, int) and 3 <= street <= 7:
        prompt = prompt.removeprefix(f"{street_name(street)}: ")
    return translate("Drill", "{heading}: {prompt}").format(
        heading=question_lines(question)[0], prompt=prompt
    )


def answer_words(question: Question, given: Answer | None, verdict: Grade, *, lang: str) -> dict[str, str]:
    """``{"lang", "question", "answer", "expected"}`` in the language installed (``lang`` names it)."""
    return {
        "lang": lang,
        "question": question_words(question),
        "answer": answer_text(question, given),
        "expected": answer_text(question, verdict.expected),
    }


def describer(lang: str) -> Callable[[Question, Answer | None, Grade], dict[str, str]]:
    """:func:`answer_words` for a session in ``lang`` (``"en"``, ``"de"``)."""
    return partial(answer_words, lang=lang)
