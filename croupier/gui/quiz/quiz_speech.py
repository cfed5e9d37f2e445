"""The quiz said aloud: each question's prompt and choices, each verdict with the right call, and
the question again on R, through the narrator, when speech is on (or a quiz is set to listen)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from croupier.drills import Outcome, Question
from croupier.i18n import sentence
from croupier.speech import Narrator
from croupier.words import quiz_words

__all__ = ["QuizSpeech"]


class QuizSpeech(QObject):
    """Speaks through ``narrator`` (None: the quiz stays silent)."""

    def __init__(self, narrator: Narrator | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._narrator = narrator
        self._on = False

    def set_on(self, on: bool) -> None:  # noqa: FBT001 - a Qt-style setter
        """Speak prompts and verdicts (with a narrator)."""
        self._on = on

    def set_listen(self, listen: bool) -> None:  # noqa: FBT001
        """A listening quiz is spoken whether speech is on or not."""
        if self._narrator is not None:
            self._narrator.listen_mode = listen

    def prompt(self, question: Question) -> None:
        narrator = self._speaking()
        if narrator is None:
            return
        choices = [quiz_words.choice_text(question, choice) for choice in question.choices]
        narrator.prompt(quiz_words.prompt_text(question), choices)

    def verdict(self, outcome: Outcome) -> None:
        narrator = self._speaking()
        if narrator is None:
            return
        call = sentence(quiz_words.answer_text(outcome.question, outcome.grade.expected))
        narrator.answered(outcome.correct, call)

    def repeat(self) -> None:
        """Say the question again."""
        if self._narrator is not None:
            self._narrator.repeat()

    def _speaking(self) -> Narrator | None:
        narrator = self._narrator
        return narrator if narrator is not None and (self._on or narrator.listen_mode) else None
