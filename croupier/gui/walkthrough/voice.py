"""What the walkthrough says aloud, through the ``Narrator``, when speech is on: the instruction at
each new line of the checklist ("Fourth Street. Burn and deal."), the questions ("Who acts first?"),
the dealer's calls made for the trainee, and after an announcement the short feedback with the
correct call."""

from __future__ import annotations

from PySide6.QtCore import QObject

from croupier.drills.levels import TrainingMode
from croupier.gui.settings import Settings
from croupier.gui.walkthrough.words import WalkthroughWords
from croupier.procedure import StepKind
from croupier.speech.narrator import Narrator
from croupier.training.controller import Graded, Waiting, Walkthrough
from croupier.words.procedure_words import announcement_text

__all__ = ["WalkthroughVoice"]


class WalkthroughVoice(QObject):
    """Speaks for the panel; silent without a narrator or while ``settings.speech`` is off."""

    def __init__(
        self,
        narrator: Narrator | None,
        settings: Settings | None,
        words: WalkthroughWords,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._narrator = narrator
        self._settings = settings
        self._words = words
        self._spoken: object = None

    def _on(self) -> Narrator | None:
        if self._narrator is None or (self._settings is not None and not self._settings.speech):
            return None
        return self._narrator

    def set_language(self, code: str) -> None:
        if self._narrator is not None:
            self._narrator.lang = code

    def forget(self) -> None:
        """A new hand: its first instruction is said again."""
        self._spoken = None

    def call(self, text: str) -> None:
        """A dealer's call made for the trainee (at the easier levels)."""
        narrator = self._on()
        if narrator is not None and text:
            narrator.dealer_call(text)

    def prompt(self, walk: Walkthrough, title: str) -> None:
        """Say what is asked, once: the instruction of a new checklist line, or the question (in an
        exam only the street's name)."""
        narrator = self._on()
        if narrator is None:
            return
        waiting = walk.waiting
        key: object
        if waiting is Waiting.DUTY:
            key = walk.milestone_now()
            exam = walk.mode is TrainingMode.EXAM
            text = title if exam else self._words.spoken_milestone(walk.milestone_now())
        elif waiting in {Waiting.WHO_ACTS, Waiting.WHO_SHOWS, Waiting.MAY_DO}:
            key = (waiting, len(walk.hand.events))
            text = self._words.spoken_question(walk, waiting)
        else:
            return
        if key != self._spoken:
            self._spoken = key
            narrator.prompt(text)

    def answer(self, graded: Graded, mode: TrainingMode) -> None:
        """The short feedback, then the correct call for an announcement (not in an exam)."""
        narrator = self._on()
        if narrator is None:
            return
        call = ""
        verdict = graded.verdict
        if verdict is not None and verdict.step.kind in {StepKind.ANNOUNCE, StepKind.READ_HAND}:
            if graded.correct and verdict.step.announcement is not None:
                call = announcement_text(verdict.step.announcement)
            elif mode is not TrainingMode.EXAM:
                due = next((step for step in verdict.expected if step.announcement is not None), None)
                call = announcement_text(due.announcement) if due is not None and due.announcement else ""
        narrator.answered(graded.correct, call)
