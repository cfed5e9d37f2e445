"""Prints everything a seed decides, so that two processes can be compared (tests/test_determinism.py).

For every skill, game and difficulty: the question's full JSON (``croupier drill --json``), the table
picture the window draws for it, and the chip work's buttons in the order the window lays them out;
a quiz through the real ``MainWindow`` (adaptive practice, the answers given right or wrong by turns,
a fixed clock); an exam's fixed questions; and walkthrough hands played to their end with incidents
"often" (the checklist and the hand's PHH history). Run with ``QT_QPA_PLATFORM=offscreen``.

    python tests/determinism_probe.py [--quick] > out.txt
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

import croupier.drills.scheduler
import croupier.drills.session
from croupier.commands.drill_json import question_json
from croupier.drills import SKILL_NAMES, DrillSettings, TrainingMode, solve
from croupier.drills.session import _seeded, exam_questions
from croupier.engine.phh import dumps, from_hand
from croupier.engine.rules import VARIANTS, Stakes
from croupier.gui.main_window import MainWindow
from croupier.gui.quiz import QuizConfig
from croupier.gui.quiz.chip_input import ChipInput
from croupier.gui.settings import MemoryStore, Settings
from croupier.i18n import Language, Translations
from croupier.procedure.procedure import Procedure
from croupier.speech import SilentSpeaker
from croupier.training.controller import Walkthrough
from croupier.training.incidents import IncidentMaker, IncidentRate
from croupier.training.quiz_picture import picture_for

SEEDS = (1, 2, 3)


def _questions(quick: bool) -> Iterator[str]:

    seeds = SEEDS[:1] if quick else SEEDS
    for name, code, difficulty, seed in itertools.product(SKILL_NAMES, sorted(VARIANTS), (1, 2, 3), seeds):
        settings = DrillSettings(variants=(VARIANTS[code],))
        question = _seeded(name, seed * 7919 + difficulty, difficulty, settings)
        data = question_json(question, solve(question))
        yield json.dumps(data, sort_keys=True)
        yield repr(picture_for(question))


def _chip_buttons() -> Iterator[str]:
    """The chip work's buttons, in layout order, for the chip skills' questions."""

    widget = ChipInput()
    for name, seed in itertools.product(("make_change", "split_chips"), range(1, 13)):
        question = _seeded(name, seed, 1 + seed % 3, DrillSettings())
        widget.set_question(question)
        work = widget.chip_work
        buttons = (list(work.chip_buttons), list(work.down_buttons), list(work.target_buttons))
        yield f"{name} {seed}: {buttons}"


def _window_quiz(count: int) -> Iterator[str]:
    """Adaptive practice over every skill in the real window, answers alternately right and wrong."""

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    translations = Translations(app, Language.ENGLISH, system_locale=QLocale("C"))
    settings = Settings(MemoryStore({Settings.ANIMATIONS: False, Settings.PLAYERS: 6}))
    window = MainWindow(translations, settings, SilentSpeaker("probe"), rng=random.Random(5))
    window.resize(1280, 800)
    window.show()
    window.set_mode("quiz")
    panel = window.quiz_panel
    ticks = itertools.count(0.0, 2.5)
    panel.set_clock(lambda: next(ticks))
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, count=count, seed=11))
    number = 0
    while question is not None:
        solution = solve(question)
        yield json.dumps(question_json(question, solution), sort_keys=True)
        picture = panel.picture
        yield repr(picture)
        answer = solution.expected if number % 2 == 0 else None
        panel.controller.answer(answer)
        number += 1
        question = panel.controller.next_question()
    window.close()


def _exam() -> Iterator[str]:

    for question in exam_questions(SKILL_NAMES, 30, seed=77):
        yield json.dumps(question_json(question, solve(question)), sort_keys=True)


def _walkthroughs(quick: bool) -> Iterator[str]:

    seeds = range(1, 4) if quick else range(1, 9)
    for code, players, seed in itertools.product(sorted(VARIANTS), (2, 5, 8), seeds):
        procedure = Procedure.new(VARIANTS[code], Stakes(5, 10, 20, 40), [1000] * players, seed=seed)
        maker = IncidentMaker(IncidentRate.OFTEN, random.Random(seed))
        walk = Walkthrough(procedure, rng=random.Random(seed), incidents=maker)
        walk.play_right(lambda _walk: False)
        yield f"{code} {players} {seed}"
        yield repr(walk.checklist())
        yield dumps(from_hand(walk.hand))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer seeds")
    args = parser.parse_args(argv)
    # Spaced repetition reads the clock: the same moments in every run.

    clock = _FixedDateTime(datetime(2026, 1, 1, tzinfo=UTC))
    croupier.drills.scheduler.datetime = clock  # type: ignore[misc]
    croupier.drills.session.datetime = clock  # type: ignore[misc]

    if QApplication.instance() is None:
        QApplication([])
    out = sys.stdout
    for line in itertools.chain(
        _questions(args.quick),
        _chip_buttons(),
        _window_quiz(40 if args.quick else 120),
        _exam(),
        _walkthroughs(args.quick),
    ):
        out.write(line + "\n")
    return 0


class _FixedDateTime:
    """``datetime`` for the scheduler, its ``now`` a fixed moment that moves a minute a call."""

    def __init__(self, start: datetime) -> None:
        self._now = start

    def now(self, tz: object = None) -> datetime:
        self._now += timedelta(minutes=1)
        return self._now

    def __getattr__(self, name: str) -> object:
        return getattr(datetime, name)


if __name__ == "__main__":
    raise SystemExit(main())
