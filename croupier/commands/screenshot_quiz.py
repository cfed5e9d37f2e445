"""The screenshot views of the Quiz mode (``croupier screenshot --view drill`` …): a seeded question
part-way through its time (``drill``), the start page (``drill-start``), a showdown question
answered wrongly (``drill-showdown``) and the chip skills part answered (``quiz-count``,
``quiz-change``, ``quiz-split``, ``quiz-read``). The view table of
:mod:`croupier.commands.screenshot` names these builders."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import QWidget

from croupier.commands.screenshot_setup import SHOT_PLAYERS, SHOT_SEED
from croupier.drills import TrainingMode, solve, table_view
from croupier.drills.chip_answers import answer_pile, answer_said, answer_shares
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.quiz import QuizConfig
from croupier.gui.settings import MemoryStore, Settings
from croupier.speech import SilentSpeaker

__all__ = ["chip_quiz_view", "drill_showdown_view", "drill_start_view", "drill_view"]

DRILL_SEED = 3


def drill_view(context: dict[str, Any]) -> QWidget:
    """The window in Quiz mode mid-question: a seeded practice session on a betting question, the
    timer ring part-way round (the clock is a stand-in that stops for the picture)."""

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(context["translations"], settings, speaker, rng=random.Random(SHOT_SEED))
    window.set_mode(View.QUIZ)
    clock = [100.0]
    panel = window.quiz_panel
    panel.set_clock(lambda: clock[0])
    config = QuizConfig(TrainingMode.PRACTICE, ("legal_actions",), count=10, difficulty=2, seed=DRILL_SEED)
    panel.start(config)
    limit = panel.controller.limit or 10.0
    clock[0] += limit * 0.4
    panel.controller.refresh_time()
    context["keep"] = speaker
    return window


def drill_start_view(context: dict[str, Any]) -> QWidget:
    """The window in Quiz mode on the quiz's start page (mode, skills, questions, level, games)."""

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(context["translations"], settings, speaker, rng=random.Random(SHOT_SEED))
    window.set_mode(View.QUIZ)
    window.quiz_panel.show_free_start()
    context["keep"] = speaker
    return window


def drill_showdown_view(context: dict[str, Any]) -> QWidget:
    """The window in Quiz mode on a next-step question at the showdown, answered wrongly: the tabled
    hands, a killed hand, the pot still in the middle, and the verdict with its reason."""

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(context["translations"], settings, speaker, rng=random.Random(SHOT_SEED))
    window.set_mode(View.QUIZ)
    panel = window.quiz_panel
    for seed in range(400):  # the first seeded question asked among killed and tabled hands
        config = QuizConfig(TrainingMode.LEARN, ("next_step",), count=1, difficulty=2, seed=seed)
        question = panel.start(config)
        if question is not None and any(seat.killed for seat in table_view(question).seats):
            break
    question = panel.controller.question
    if question is not None:
        right = solve(question).expected
        wrong = next((choice.key for choice in question.choices if choice.key != right), right)
        panel.controller.answer(wrong)
    context["keep"] = speaker
    return window


def chip_quiz_view(context: dict[str, Any], skill: str) -> QWidget:
    """The window in Quiz mode on one of the chip skills (issue 18), part answered: a split with
    the first winner's chips given, a reading with its kind and first rank chosen."""

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(context["translations"], settings, speaker, rng=random.Random(SHOT_SEED))
    window.set_mode(View.QUIZ)
    panel = window.quiz_panel
    panel.set_clock(lambda: 100.0)
    question = panel.start(QuizConfig(TrainingMode.LEARN, (skill,), count=5, difficulty=3, seed=DRILL_SEED))
    assert question is not None
    editor = panel.question_page.answer_input.chips
    expected = solve(question).expected
    if skill == "split_chips":
        seat, share = min(answer_shares(expected).items())
        editor.pick_seat(seat)
        for value, count in share:
            for _ in range(count):
                editor.chip_work.click_chip(value)
    elif skill == "read_tabled":
        said = answer_said(expected)
        part = said.high or said.low
        if part is not None:
            editor.reading.set_kind("high" if said.high else "low", part.kind)
            for rank in part.ranks[:1]:
                editor.reading.add_rank(rank)
    elif skill == "make_change":
        pile = answer_pile(question.prompt.params["pile"])  # type: ignore[arg-type]
        editor.chip_work.click_chip(pile.counts[-1][0])
    context["keep"] = speaker
    return window
