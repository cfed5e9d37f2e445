"""The walkthrough in the window: its level and mode kept in the settings, its answers in the
progress store."""

from __future__ import annotations

import random

import pytest

from croupier.gui.main_window import MainWindow
from croupier.gui.settings import WALKTHROUGH_LEVELS, WALKTHROUGH_MODES, MemoryStore, Settings
from croupier.gui.walkthrough import Difficulty, TrainingMode
from croupier.speech import SilentSpeaker


def _window(qtbot, translations, settings, **kwargs) -> MainWindow:
    speaker = SilentSpeaker("no engine in the tests")
    window = MainWindow(translations, settings, speaker, rng=random.Random(5), walkthrough=True, **kwargs)
    qtbot.add_widget(window)
    window.keep = speaker  # the speaker lives as long as the window
    assert window.walkthrough is not None
    window.walkthrough.set_player_delay(1)
    return window


def test_the_settings_know_every_level_and_mode():
    assert set(WALKTHROUGH_LEVELS) == {level.value for level in Difficulty}
    assert set(WALKTHROUGH_MODES) == {mode.value for mode in TrainingMode}
    fresh = Settings(MemoryStore())
    assert (fresh.walkthrough_difficulty, fresh.walkthrough_mode) == ("normal", "learn")


def test_level_and_mode_chosen_in_the_footer_are_kept_for_the_next_start(qtbot, translations, settings):
    window = _window(qtbot, translations, settings)
    controls = window.walkthrough.controls
    with qtbot.waitSignal(settings.changed) as changed:
        controls.level_box.activated.emit(controls.level_box.findData("expert"))
    assert changed.args == [Settings.WALKTHROUGH_DIFFICULTY]
    controls.mode_box.activated.emit(controls.mode_box.findData("exam"))
    assert (settings.walkthrough_difficulty, settings.walkthrough_mode) == ("expert", "exam")
    window.close()

    again = _window(qtbot, translations, settings)
    panel = again.walkthrough
    assert (panel.difficulty, panel.mode) == (Difficulty.EXPERT, TrainingMode.EXAM)
    assert (panel.walkthrough.difficulty, panel.walkthrough.mode) == (Difficulty.EXPERT, TrainingMode.EXAM)
    assert panel.controls.level_box.currentData() == "expert"
    assert panel.controls.mode_box.currentData() == "exam"


@pytest.mark.parametrize(("saved_level", "saved_mode"), [("wizard", "cram"), ("", None)])
def test_unreadable_saved_choices_give_the_defaults(qtbot, translations, saved_level, saved_mode):
    settings = Settings(
        MemoryStore({Settings.WALKTHROUGH_DIFFICULTY: saved_level, Settings.WALKTHROUGH_MODE: saved_mode})
    )
    panel = _window(qtbot, translations, settings).walkthrough
    assert (panel.difficulty, panel.mode) == (Difficulty.NORMAL, TrainingMode.LEARN)


def test_only_levels_and_modes_are_saved():
    settings = Settings(MemoryStore())
    with pytest.raises(ValueError, match="wizard"):
        settings.walkthrough_difficulty = "wizard"
    settings.walkthrough_mode = TrainingMode.PRACTICE
    assert settings.walkthrough_mode == "practice"
