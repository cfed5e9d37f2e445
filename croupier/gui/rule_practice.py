"""The Rules view's "Practise this" carried out in the window: a quiz of questions that test the rule,
or a hand the trainer deals up to the rule's duty, up to a moment where its incident happens, or
from the shuffle (``croupier.training.rule_practice`` decides which)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from croupier.drills import Mode as DrillMode
from croupier.engine.incidents import IncidentKind
from croupier.gui.quiz import QuizConfig
from croupier.rulebook import rulebook
from croupier.training.rule_practice import RulePractice, Way, practice_for, reached

if TYPE_CHECKING:
    from croupier.gui.main_window import MainWindow

__all__ = ["RulePractiser"]

QUESTIONS = 10
"""The questions of a quiz on one rule."""


class RulePractiser(QObject):
    """Starts the practice of a rule in ``window``."""

    def __init__(self, window: MainWindow, rng: random.Random | None = None) -> None:
        super().__init__(window)
        self._window = window
        self._rng = rng if rng is not None else random.Random()

    def practise(self, number: str) -> bool:
        """Start practising rule ``number``; False when nothing was started (no drill asks it, an
        exam is under way, the sign-in page is in front, or no hand came to it)."""
        plan = practice_for(number)
        if plan.way is Way.QUIZ:
            return self._quiz(plan)
        if plan.way in {Way.INCIDENT, Way.DUTY, Way.HAND}:
            return self._deal(plan)
        return False

    def _quiz(self, plan: RulePractice) -> bool:
        from croupier.gui.main_window import Mode  # noqa: PLC0415 - the window imports this module

        window = self._window
        window.set_mode(Mode.QUIZ)
        if window.mode is not Mode.QUIZ or window.quiz_panel.exam_in_progress():
            return False
        config = QuizConfig(
            mode=DrillMode.PRACTICE, skills=plan.skills, count=QUESTIONS, all_games=True, rule=plan.focus
        )
        return window.quiz_panel.start(config) is not None

    def _deal(self, plan: RulePractice) -> bool:
        from croupier.gui.main_window import Mode  # noqa: PLC0415 - the window imports this module

        window = self._window
        panel = window.walkthrough
        if panel is None:
            return False
        window.set_mode(Mode.DEAL)
        if window.mode is not Mode.DEAL or (window.station is not None and window.trainee is None):
            return False  # the sign-in page is in front
        kind: IncidentKind | None = self._rng.choice(plan.incidents) if plan.incidents else None
        title = rulebook(window.language).rule(plan.number).title
        if plan.way is Way.INCIDENT:
            done = self.tr("Rule {number}, {title}: the trainer dealt up to it; watch the table.")
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
