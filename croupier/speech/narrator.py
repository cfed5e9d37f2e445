"""What the trainer says: quiz prompts, the model dealer call after an answer, short feedback.

Listen mode is for self-study away from the screen: prompts are spoken with their numbered choices,
and the trainee answers with the digit keys (see :meth:`Narrator.choice_for_key`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from croupier.speech.speaker import Speaker


class Narrator(QObject):
    """Turns quiz events into spoken phrases for one :class:`Speaker` and one language.

    The fixed words ("Correct.") come from the UI translation, so the UI language and the spoken
    ``lang`` should match; prompt texts and dealer calls are passed in already in that language.
    """

    def __init__(self, speaker: Speaker, lang: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._speaker = speaker
        self.lang = lang
        self.listen_mode = False
        self.speak_prompts = True
        self._last_prompt = ""

    def prompt(self, question: str, choices: Sequence[str] = ()) -> str:
        """Speak a quiz or walkthrough prompt ("Fourth street. Who acts first?").

        In listen mode the choices are read out with their numbers. Returns the spoken text
        (empty when prompts are not spoken).
        """
        text = question
        if self.listen_mode and choices:
            numbered = " ".join(
                self.tr("{number}: {choice}.").format(number=number, choice=choice)
                for number, choice in enumerate(choices, start=1)
            )
            text = f"{question} {numbered}"
        self._last_prompt = text
        if not (self.listen_mode or self.speak_prompts):
            return ""
        self._speaker.say(text, self.lang)
        return text

    def answered(self, correct: bool, dealer_call: str = "") -> str:  # noqa: FBT001 - a verdict
        """After the trainee answers: short feedback, then the model dealer call
        ("Pair of sevens bets"). One utterance, so the call is not cut off by the feedback."""
        feedback = self.tr("Correct.") if correct else self.tr("Not quite.")
        text = f"{feedback} {dealer_call}".strip()
        self._speaker.say(text, self.lang)
        return text

    def dealer_call(self, call: str) -> None:
        """Speak a dealer call on its own (walkthroughs, demonstrations)."""
        self._speaker.say(call, self.lang)

    def repeat(self) -> None:
        """Say the last prompt again (listen mode's "R" key)."""
        if self._last_prompt:
            self._speaker.say(self._last_prompt, self.lang)

    @staticmethod
    def choice_for_key(key: str, count: int) -> int | None:
        """The 0-based choice a digit key picks in listen mode, or None.

        >>> Narrator.choice_for_key("2", 3), Narrator.choice_for_key("4", 3)
        (1, None)
        """
        if len(key) == 1 and key.isdigit() and 1 <= int(key) <= count:
            return int(key) - 1
        return None
