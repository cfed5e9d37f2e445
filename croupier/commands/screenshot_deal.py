"""The screenshot views of the Deal mode (``croupier screenshot --view table`` …): the main window
with the walkthrough of a seeded hand at a telling moment: on 5th street (``table``), a verdict
explained (``explained``, ``explained-duty``), a split or a tabled hand read at a Hi-Lo showdown
(``split``, ``reading``), the dealer's pace (``pace``), the hand log (``hand-log``) and a hand's
debrief (``debrief``). The moments themselves are :mod:`croupier.commands.screenshot_scenes`'; the
view table of :mod:`croupier.commands.screenshot` names these builders."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from croupier.commands.screenshot_scenes import (
    show_debrief,
    show_hand_log,
    show_mid_hand,
    show_pace,
    show_reading,
    show_split,
    show_wrong_duty,
    show_wrong_first,
)
from croupier.commands.screenshot_setup import SHOT_PLAYERS, SHOT_SEED
from croupier.gui.main_window import MainWindow
from croupier.gui.settings import MemoryStore, Settings
from croupier.speech import SilentSpeaker

__all__ = ["chips_view", "explained_view", "pace_view", "table_view", "walkthrough_view"]


def table_view(context: dict[str, Any]) -> QWidget:
    """The whole main window in Deal mode: the walkthrough of a seeded hand on 5th street, the
    high hand being announced."""

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"], settings, speaker, rng=random.Random(SHOT_SEED), walkthrough=True
    )
    assert window.walkthrough is not None
    show_mid_hand(window.walkthrough, players=SHOT_PLAYERS, seed=SHOT_SEED)
    context["keep"] = speaker
    return window


def explained_view(context: dict[str, Any], *, duty: bool = False) -> QWidget:
    """The walkthrough of ``table``'s hand with the high hand given to the wrong seat (``duty``: a
    card burned before the bets are gathered): the verdict says why with the quiz's own words."""

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"], settings, speaker, rng=random.Random(SHOT_SEED), walkthrough=True
    )
    assert window.walkthrough is not None
    window.resize(context["size"])  # the verdict laid out as at the size of the picture
    window.show()
    QCoreApplication.processEvents()
    show = show_wrong_duty if duty else show_wrong_first
    show(window.walkthrough, players=SHOT_PLAYERS, seed=SHOT_SEED)
    context["keep"] = speaker
    return window


def chips_view(context: dict[str, Any], show: str) -> QWidget:
    """The main window at the showdown of RULES.md E30 (Stud Hi-Lo, the low quartered): ``show``
    is "split" (a split in progress) or "reading" (a tabled hand read from memory)."""

    settings = Settings(
        MemoryStore({Settings.PLAYERS: 3, Settings.ANIMATIONS: False, Settings.VARIANT: "F7S/8"})
    )
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"], settings, speaker, rng=random.Random(SHOT_SEED), walkthrough=True
    )
    assert window.walkthrough is not None
    (show_split if show == "split" else show_reading)(window.walkthrough)
    context["keep"] = speaker
    return window


def pace_view(context: dict[str, Any]) -> QWidget:
    """The main window in Deal mode, a Table-ready hand under way with the dealer's pace live."""

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"], settings, speaker, rng=random.Random(SHOT_SEED), walkthrough=True
    )
    assert window.walkthrough is not None
    show_pace(window.walkthrough, players=SHOT_PLAYERS, seed=SHOT_SEED)
    context["keep"] = speaker
    return window


def walkthrough_view(context: dict[str, Any], show: str) -> QWidget:
    """The main window in Deal mode at ``show``: "hand-log" (Seventh Street, the hand log in
    front) or "debrief" (a hand over with two mistakes)."""

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"], settings, speaker, rng=random.Random(SHOT_SEED), walkthrough=True
    )
    assert window.walkthrough is not None
    window.resize(context["size"])
    window.show()
    QCoreApplication.processEvents()
    scene = show_debrief if show == "debrief" else show_hand_log
    scene(window.walkthrough, players=SHOT_PLAYERS, seed=SHOT_SEED)
    context["keep"] = speaker
    return window
