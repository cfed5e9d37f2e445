"""The Rules view's "Practise this": a short quiz of the skills that test a rule, or, for a rule no
quiz tests, a hand the trainer deals up to the duty where it applies."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from croupier.gui.quiz import QuizPanel
    from croupier.gui.walkthrough import WalkthroughPanel

__all__ = ["PracticeHost", "RulePractice"]


class PracticeHost(Protocol):
    """What the practice needs of the main window."""

    @property
    def mode(self) -> str:
        """The mode in front ("deal", "quiz", …)."""
        ...

    def set_mode(self, mode: str) -> None: ...

    @property
    def language(self) -> str: ...

    def signed_in_or_free(self) -> bool:
        """Somebody is signed in, or the window records for nobody (no sign-in page in front)."""
        ...


class RulePractice(QObject):
    """Practises a rule in ``host``'s Quiz (``quiz``) or its walkthrough (``walkthrough``, None
    without one)."""

    def __init__(
        self, host: PracticeHost, quiz: QuizPanel, walkthrough: WalkthroughPanel | None, parent: QObject
    ) -> None:
        super().__init__(parent)
        self._host = host
        self._quiz = quiz
        self._walkthrough = walkthrough

    def can_practise(self, number: str) -> bool:
        """A quiz tests rule ``number``, or a hand can be dealt up to its duty."""
        from croupier.rulebook.practice import skills_for_rule  # noqa: PLC0415
        from croupier.training.rule_duties import has_duty  # noqa: PLC0415

        return bool(skills_for_rule(number)) or (self._walkthrough is not None and has_duty(number))

    def practise(self, number: str) -> None:
        """A short quiz of the skills that test rule ``number``; else a hand dealt up to its duty."""
        from croupier.drills import Mode as DrillMode  # noqa: PLC0415
        from croupier.gui.quiz import QuizConfig  # noqa: PLC0415
        from croupier.rulebook.practice import skills_for_rule  # noqa: PLC0415

        skills = skills_for_rule(number)
        if not skills:
            self._at_duty(number)
            return
        self._host.set_mode("quiz")
        if self._host.mode == "quiz" and not self._quiz.exam_in_progress():
            self._quiz.start(QuizConfig(mode=DrillMode.PRACTICE, skills=skills, count=10))

    def _at_duty(self, number: str) -> None:
        """A rule no quiz tests, practised where a hand needs it: the trainer deals up to the duty."""
        from croupier.rulebook import rulebook  # noqa: PLC0415
        from croupier.training.rule_duties import at_duty, has_duty  # noqa: PLC0415

        panel = self._walkthrough
        if panel is None or not has_duty(number):
            return
        self._host.set_mode("deal")
        if self._host.mode != "deal" or not self._host.signed_in_or_free():
            return  # the sign-in page is in front
        title = rulebook(self._host.language).rule(number).title
        panel.deal_to(
            lambda walk: at_duty(walk, number),
            reached=self.tr("Rule {number}, {title}: the trainer dealt up to it; your turn.").format(
                number=number, title=title
            ),
            missed=self.tr("Rule {number}, {title}: no hand dealt here came to it; deal this one.").format(
                number=number, title=title
            ),
        )
