"""The Rules view's "Practise this" carried out in the window: a quiz of questions that test the rule,
or a hand the trainer deals up to the rule's duty, up to a moment where its incident happens, or
from the shuffle (``croupier.training.rule_practice`` decides which)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from croupier.engine.incidents import IncidentKind
    from croupier.gui.quiz import QuizPanel
    from croupier.gui.walkthrough import WalkthroughPanel
    from croupier.training.rule_practice import RulePractice as Plan

__all__ = ["QUESTIONS", "PracticeHost", "PracticeStarter"]

QUESTIONS = 10
"""The questions of a quiz on one rule."""


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


class PracticeStarter(QObject):
    """Practises a rule in ``host``'s Quiz (``quiz``) or its walkthrough (``walkthrough``, None
    without one)."""

    def __init__(
        self,
        host: PracticeHost,
        quiz: QuizPanel,
        walkthrough: WalkthroughPanel | None,
        parent: QObject,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__(parent)
        self._host = host
        self._quiz = quiz
        self._walkthrough = walkthrough
        self._rng = rng if rng is not None else random.Random()

    def can_deal(self) -> bool:
        """Can a hand be dealt up to a rule's duty or incident (is there a walkthrough)?"""
        return self._walkthrough is not None

    def practise(self, number: str) -> bool:
        """Start practising rule ``number``; False when nothing was started (no drill asks it, an
        exam is under way, the sign-in page is in front, or no hand came to it)."""
        from croupier.training.rule_practice import Way, practice_for  # noqa: PLC0415

        plan = practice_for(number)
        if plan.way is Way.QUIZ:
            return self._quiz_on(plan)
        if plan.possible:
            return self._deal(plan)
        return False

    def _quiz_on(self, plan: Plan) -> bool:
        from croupier.drills import TrainingMode  # noqa: PLC0415
        from croupier.gui.quiz import QuizConfig  # noqa: PLC0415

        self._host.set_mode("quiz")
        if self._host.mode != "quiz" or self._quiz.exam_in_progress():
            return False
        config = QuizConfig(
            mode=TrainingMode.PRACTICE, skills=plan.skills, count=QUESTIONS, all_games=True, rule=plan.focus
        )
        return self._quiz.start(config) is not None

    def _deal(self, plan: Plan) -> bool:
        from croupier.rulebook import rulebook  # noqa: PLC0415
        from croupier.training.rule_practice import Way, reached  # noqa: PLC0415

        panel = self._walkthrough
        if panel is None:
            return False
        self._host.set_mode("deal")
        if self._host.mode != "deal" or not self._host.signed_in_or_free():
            return False  # the sign-in page is in front
        if plan.level is not None:
            panel.set_difficulty(plan.level)  # the duty is the trainee's only at that level
        kind: IncidentKind | None = self._rng.choice(plan.incidents) if plan.incidents else None
        title = rulebook(self._host.language).rule(plan.number).title
        if plan.way is Way.INCIDENT:
            done = self.tr("Rule {number}, {title}: the trainer dealt up to it, and it has just happened.")
        elif plan.way is Way.HAND:
            done = self.tr("Rule {number}, {title}: a hand from the shuffle, every duty yours.")
        else:
            done = self.tr("Rule {number}, {title}: the trainer dealt up to it; your turn.")
        missed = self.tr("Rule {number}, {title}: no hand dealt here came to it; deal this one.")
        if not panel.deal_to(
            lambda walk: reached(walk, plan, kind),
            reached=done.format(number=plan.number, title=title),
            missed=missed.format(number=plan.number, title=title),
        ):
            return False
        return kind is None or panel.inject_incident(kind)
