"""The screenshot views of incidents at the table (``croupier screenshot --view incident-exposed`` …):
three of issue 17's incidents (a hole card dealt face up, a string raise, a Seventh Street card
dealt up), each before the ruling (the table stopped, the rulings offered) and after it (the right
ruling chosen and carried out by the engine, the verdict with its rule). Seeded, so every run shows
the same. ``incident-countdown`` shows a player's incident before the Stop, the table waiting at
its countdown. Imported by :mod:`croupier.commands.screenshot`, which merges ``INCIDENT_VIEWS``."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import QWidget

from croupier.commands.screenshot_setup import Shot
from croupier.drills import TrainingMode, solve
from croupier.drills.levels import Difficulty
from croupier.engine.cards import Deck
from croupier.engine.hand import Hand
from croupier.engine.incidents import IncidentKind
from croupier.engine.phh import from_hand
from croupier.engine.rules import STUD, Stakes
from croupier.engine.simulate import play_step
from croupier.gui.instructor import ProjectorView, QtDialogs
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.quiz import QuizConfig
from croupier.gui.settings import MemoryStore, Settings
from croupier.gui.walkthrough.panel import WalkthroughPanel
from croupier.procedure import Procedure
from croupier.speech import SilentSpeaker
from croupier.training.controller import Waiting
from croupier.words.incident_words import ruling_text

__all__ = ["INCIDENT_VIEWS", "show_countdown", "show_incident"]

SHOT_PLAYERS = 6
SHOT_SEED = 11
_TRIES = 40

_SHOWN = {
    "exposed": IncidentKind.EXPOSED_HOLE_CARD,
    "string": IncidentKind.STRING_RAISE,
    "seventh": IncidentKind.SEVENTH_CARD_UP,
    "sequence": IncidentKind.OUT_OF_SEQUENCE,
    "hand-size": IncidentKind.WRONG_HAND_SIZE,
}
"""The view's name and the ``IncidentKind`` it shows."""


def show_incident(panel: WalkthroughPanel, kind: IncidentKind, *, ruled: bool, seed: int = SHOT_SEED) -> bool:
    """Deal a seeded hand, every duty right, to the first moment ``kind`` can happen (the next seed
    when this hand has none), make it happen and stop the table (Space): the rulings offered. With
    ``ruled`` the right ruling is then chosen by its number and carried out. False if no hand of
    ``_TRIES`` seeds had the moment."""

    stakes = Stakes(5, 10, 20, 40)
    panel.set_difficulty(Difficulty.NORMAL)
    panel.set_mode(TrainingMode.PRACTICE)
    panel.set_player_delay(60_000)  # the picture holds still
    panel.set_notice_delay(60_000)
    for attempt in range(seed, seed + _TRIES):
        rng = random.Random(attempt)
        stacks = [stakes.big_bet * rng.randint(15, 40) for _ in range(SHOT_PLAYERS)]
        panel.load(Procedure.new(STUD, stakes, stacks, seed=attempt), rng=random.Random(attempt))
        panel.fast_forward(lambda walk: bool(walk.table.seats_for(kind)))
        if panel.inject_incident(kind):
            break
    else:
        return False
    panel.press_key("Space")
    walk = panel.walkthrough
    if ruled and walk is not None:
        right = ruling_text(walk.table.right_ruling().kind)
        choices = panel.question.choices
        if right in choices:
            panel.press_key(str(choices.index(right) + 1))
    return True


def _incident_view(context: dict[str, Any], name: str, *, ruled: bool) -> QWidget:
    """The whole main window in Deal a hand, Practice, Normal: an incident before or after its ruling."""

    settings = Settings(
        MemoryStore(
            {
                Settings.PLAYERS: SHOT_PLAYERS,
                Settings.ANIMATIONS: False,
                Settings.WALKTHROUGH_INCIDENTS: "rare",
            }
        )
    )
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"], settings, speaker, rng=random.Random(SHOT_SEED), walkthrough=True
    )
    assert window.walkthrough is not None

    show_incident(window.walkthrough, _SHOWN[name], ruled=ruled)
    context["keep"] = speaker
    return window


def show_countdown(panel: WalkthroughPanel, *, seed: int = SHOT_SEED) -> bool:
    """Deal a seeded hand, every duty right, to a player's turn where a player can act out of turn
    (the next seed when this hand has none) and make it happen: the table waits for Stop at its
    countdown, the players held. False if no hand of ``_TRIES`` seeds had the moment."""

    kind = IncidentKind.OUT_OF_TURN
    stakes = Stakes(5, 10, 20, 40)
    panel.set_difficulty(Difficulty.NORMAL)
    panel.set_mode(TrainingMode.PRACTICE)
    panel.set_player_delay(60_000)  # the picture holds still; the countdown runs as the trainee sees it
    for attempt in range(seed, seed + _TRIES):
        rng = random.Random(attempt)
        stacks = [stakes.big_bet * rng.randint(15, 40) for _ in range(SHOT_PLAYERS)]
        panel.load(Procedure.new(STUD, stakes, stacks, seed=attempt), rng=random.Random(attempt))
        panel.fast_forward(lambda walk: bool(walk.table.seats_for(kind)) and walk.waiting is Waiting.PLAYER)
        walk = panel.walkthrough
        if walk is not None and walk.waiting is Waiting.PLAYER and panel.inject_incident(kind):
            return True
    return False


def _countdown_view(context: dict[str, Any]) -> QWidget:
    """The whole main window in Deal a hand, Practice, Normal: a player acts out of turn and the
    table waits for the trainee's Stop, the seconds left shown under the duties."""

    settings = Settings(
        MemoryStore(
            {
                Settings.PLAYERS: SHOT_PLAYERS,
                Settings.ANIMATIONS: False,
                Settings.WALKTHROUGH_INCIDENTS: "rare",
            }
        )
    )
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"], settings, speaker, rng=random.Random(SHOT_SEED), walkthrough=True
    )
    assert window.walkthrough is not None
    show_countdown(window.walkthrough)
    context["keep"] = speaker
    return window


def _view(name: str, *, ruled: bool) -> Shot:
    return lambda context: _incident_view(context, name, ruled=ruled)


INCIDENT_VIEWS: dict[str, Shot] = {
    f"incident-{name}{'-ruled' if ruled else ''}": _view(name, ruled=ruled)
    for name in _SHOWN
    for ruled in (False, True)
}


def _projector_incident_view(context: dict[str, Any]) -> QWidget:
    """The projector view on a seeded hand at its first Seventh Street card, the instructor's
    incident made to happen there: the card dealt up, the rulings for the class to weigh."""

    names = ["Anna", "Ben", "Cleo", "Dana", "Emil", "Fatma"]
    view = ProjectorView(QtDialogs())
    view.table_view.set_animations_enabled(False)
    for seed in range(SHOT_SEED, SHOT_SEED + _TRIES):
        rng = random.Random(seed)
        hand = Hand(STUD, Stakes(), [1000] * len(names), deck=Deck(rng), rng=rng)
        while play_step(hand, rng):
            pass
        view.load_histories([from_hand(hand, players=names)], "lesson.phh")
        for step in range(view.step_count + 1):
            view.go_to(step)
            if view.make_incident(IncidentKind.SEVENTH_CARD_UP):
                return view
    return view


INCIDENT_VIEWS["incident-countdown"] = _countdown_view
INCIDENT_VIEWS["projector-incident"] = _projector_incident_view


def _quiz_incident_view(context: dict[str, Any]) -> QWidget:
    """The window in Quiz mode on the irregularity skill: the first seeded question with chips put
    out in front of a player, answered with a wrong ruling (the explanation with its reasons)."""

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(context["translations"], settings, speaker, rng=random.Random(SHOT_SEED))
    window.set_mode(View.QUIZ)
    panel = window.quiz_panel
    panel.set_clock(lambda: 100.0)
    for seed in range(SHOT_SEED, SHOT_SEED + _TRIES):
        question = panel.start(QuizConfig(TrainingMode.PRACTICE, ("irregularity",), count=5, seed=seed))
        if question is not None and question.incidents is not None and question.incidents.held:
            right = solve(question).expected
            keys = [choice.key for choice in question.choices]
            panel.key_digit(next(n for n, key in enumerate(keys, start=1) if key != right))
            break
    context["keep"] = speaker
    return window


INCIDENT_VIEWS["quiz-irregularity"] = _quiz_incident_view
