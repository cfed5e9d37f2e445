"""Voice answers in the quiz: the announcement question ("Which announcements are due now?") may be
answered by saying each call. Space listens, Space again hears; the call heard picks its choice as
its number key would (the grammar is the question's own choices, in the procedure's words), and
Enter gives the answer, graded by the engine like any other."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from croupier.drills import AnswerType, Question
from croupier.gui.quiz.question_page import QuestionPage
from croupier.gui.settings import Settings
from croupier.gui.voice_answers import Question as CallQuestion
from croupier.gui.voice_answers import VoiceAnswers
from croupier.procedure import Announcement
from croupier.voice.calls import Call, Calls

__all__ = ["QuizVoice", "voice_question"]


def _announcements(question: Question) -> list[Announcement] | None:
    if question.answer_type is not AnswerType.CHOICE_SET or not question.choices:
        return None
    found = [choice.params.get("announcement") for choice in question.choices]
    announcements = [item for item in found if isinstance(item, Announcement)]
    return announcements if len(announcements) == len(found) else None


def voice_question(question: Question) -> CallQuestion | None:
    """The calls a question's choices say, when it asks for calls (else None)."""
    found = _announcements(question)
    return (Calls(found), ()) if found is not None else None


class QuizVoice(QObject):
    """Listens for the question page's announcement question (``page()``: None before the panel
    has made one); ``note(text)`` for the strip."""

    note = Signal(str)

    def __init__(self, page: Callable[[], QuestionPage | None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._page = page
        self.answers = VoiceAnswers(None, self)
        self.answers.note.connect(self.note)
        self.answers.answered.connect(self._pick)

    def set_settings(self, settings: Settings) -> None:
        self.answers.set_settings(settings)

    def _question(self) -> Question | None:
        page = self._page()
        return page.question if page is not None else None

    def asks_calls(self) -> bool:
        """Is a question on show that a call answers (and not answered yet)?"""
        page = self._page()
        if page is None or page.question is None or page.answered:
            return False
        return voice_question(page.question) is not None

    def toggle(self) -> bool:
        """Space: listen or hear; False when the question is not one for calls."""
        question = self._question()
        if question is None or not self.asks_calls():
            return False
        call_question = voice_question(question)
        assert call_question is not None
        self.answers.toggle(lambda: call_question)
        return True

    def hear_file(self, path: Path) -> None:
        """A WAV file heard as the call said now (tests; a recording)."""
        question = self._question()
        call_question = voice_question(question) if question is not None and self.asks_calls() else None
        if call_question is not None:
            self.answers.hear_file(path, call_question)

    def cancel(self) -> None:
        self.answers.cancel()

    def _pick(self, announcement: Announcement, text: str) -> None:
        """The choice that says the call heard, picked (the first not picked yet, where two say
        the same words for different seats)."""
        page = self._page()
        question = page.question if page is not None else None
        found = _announcements(question) if question is not None and self.asks_calls() else None
        if page is None or found is None:
            return
        words = Call.of(announcement).words
        buttons = page.answer_input.choices.buttons
        same = [button for item, button in zip(found, buttons, strict=True) if Call.of(item).words == words]
        if not same:
            return
        button = next((button for button in same if not button.isChecked()), same[0])
        if not button.isChecked():
            button.click()
        self.note.emit(
            self.tr("Heard: {words} (choice {number}). Enter gives the answer.").format(
                words=f"“{text}”", number=button.number
            )
        )
