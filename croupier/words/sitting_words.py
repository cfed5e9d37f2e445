"""An exam sitting in words, the same everywhere (the window, the CSV, the PDF): its state (one word
each: open, finished, left early, interrupted), what re-grading found, and a certificate's check.

The values come as the store writes them (``croupier.store.records.SittingState``'s values, the
keys of ``croupier.drills.regrade.PROBLEMS``, ``croupier.store.seals.Verdict``'s reasons).

>>> state_word("left early"), state_word("interrupted")
('left early', 'interrupted')
>>> problem_text("mark", 3, marked=True)
'answer 3 is marked right, but it is wrong'
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["STATES", "problem_text", "state_word", "verdict_reason"]

translate = QCoreApplication.translate

STATES = ("open", "finished", "left early", "interrupted")


def state_word(state: str) -> str:
    """One word for a sitting's state."""
    words = {
        "open": translate("SittingWords", "open"),
        "finished": translate("SittingWords", "finished"),
        "left early": translate("SittingWords", "left early"),
        "interrupted": translate("SittingWords", "interrupted"),
    }
    return words.get(state, state)


def problem_text(problem: str | None, number: int | None = None, *, marked: bool | None = None) -> str:
    """What re-grading a sitting found wrong with its stored answers."""
    if problem is None:
        return ""
    if problem == "mark":
        if marked is None:
            return translate("SittingWords", "answer {number} is not marked as it was answered").format(
                number=number
            )
        if marked:
            return translate("SittingWords", "answer {number} is marked right, but it is wrong").format(
                number=number
            )
        return translate("SittingWords", "answer {number} is marked wrong, but it is right").format(
            number=number
        )
    texts = {
        "deal": translate("SittingWords", "the table it was dealt at cannot be read"),
        "too_many": translate("SittingWords", "more answers are stored than the exam has questions"),
        "question": translate("SittingWords", "answer {number} is not to the question asked there"),
        "answer": translate("SittingWords", "answer {number} cannot be read"),
        "score": translate("SittingWords", "the answers, checked, do not give the score stored"),
    }
    return texts.get(problem, problem).format(number=number)


def verdict_reason(reason: str | None) -> str:
    """Why a certificate's code is not valid."""
    texts = {
        "unknown": translate("SittingWords", "no certificate of this school has that code"),
        "unsigned": translate(
            "SittingWords", "the code is from before certificates were sealed: nothing signed it"
        ),
        "key": translate("SittingWords", "it is not signed with the school's key"),
        "signature": translate(
            "SittingWords", "its signature does not match what it says: it was not issued like this"
        ),
    }
    return texts.get(reason or "", reason or "")
