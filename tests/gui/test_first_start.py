"""The first start, from an empty data folder: the language, the name, the game, speech, the tour,
and the first hand in Learn mode with the right duty marked; the name and the choices are saved, and
the next start goes straight to the trainee's table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from readback import plain_text

from croupier.drills.levels import TrainingMode
from croupier.gui.app import StationOpening, open_window
from croupier.gui.first_start.first_start_page import Step
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.settings import Settings
from croupier.i18n import Language
from croupier.speech import LateSpeaker, SilentSpeaker
from croupier.store import Store
from croupier.training.duties import duty_of

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
LEFT = Qt.MouseButton.LeftButton


def _never_asked(problem):  # an empty folder has nothing to ask about
    raise AssertionError(f"asked: {problem}")


def _open(qtbot, translations, tmp_path: Path) -> tuple[MainWindow, StationOpening, QSettings]:
    """The window as the app opens it: first the window, then (after its first frame) the store."""
    qsettings = QSettings(str(tmp_path / "config" / "croupier.ini"), QSettings.Format.IniFormat)
    settings = Settings(qsettings)
    settings.animations = False
    speaker = LateSpeaker(lambda: SilentSpeaker("no engine in the tests"))
    window, opening = open_window(
        translations, settings, speaker, _never_asked, data_dir=tmp_path / "data", qsettings=qsettings
    )
    qtbot.add_widget(window)
    window.resize(1280, 800)
    with qtbot.waitSignal(opening.opened, timeout=10000):
        qtbot.waitExposed(window)
    window.walkthrough.set_player_delay(1)
    return window, opening, qsettings


def _close(window: MainWindow, opening: StationOpening) -> None:
    window.close()
    opening.close()


def test_the_first_start_ends_in_a_learn_mode_hand_with_the_name_and_language_saved(
    qtbot, translations, tmp_path
):
    data = tmp_path / "data"
    assert not data.exists()  # nothing there yet
    window, handles, qsettings = _open(qtbot, translations, tmp_path)
    flow = window.first_start
    assert flow is not None
    page = flow.page

    # 1. The language: the page is in front, whatever mode is asked for.
    assert flow.step is Step.LANGUAGE
    assert window.front_view() == "first_start"
    assert page.step_label.text() == "Step 1 of 4"
    window.set_mode(View.QUIZ)
    assert page.isVisible()
    qtbot.mouseClick(page.language_buttons["de"], LEFT)
    assert translations.language is Language.GERMAN

    # 2. The name: this computer's one profile, typed once.
    assert flow.step is Step.NAME
    sign_in = window.sign_in_page
    assert sign_in.isVisible()
    qtbot.waitUntil(lambda: sign_in.title.text() == "Willkommen bei Croupier")
    assert window.verdict_strip.text == "Erster Start: Schritt 2 von 4"  # still counted
    sign_in.name_field.setText("Anna Berger")
    qtbot.mouseClick(sign_in.add_button, LEFT)

    # 3. The game.
    assert flow.step is Step.GAME
    assert page.isVisible()
    assert page.step_label.text() == "Schritt 3 von 4"
    qtbot.mouseClick(page.game_buttons["FR"], LEFT)

    # 4. Speech.
    assert flow.step is Step.SPEECH
    assert page.speech_note.isVisible()  # the silent speaker says why it cannot be heard
    qtbot.mouseClick(page.speech_buttons[False], LEFT)

    # The tour, over the first hand: four stops, Enter goes on; no key reaches the table behind it.
    assert flow.step is Step.TOUR
    tour = window.tour
    assert tour is not None
    assert tour.running
    assert window.mode is View.DEAL
    walk = window.walkthrough.walkthrough
    asked_before = walk.asked
    targets = []
    for _ in range(4):
        targets.append(tour.target_rect())
        qtbot.keyClick(tour, Qt.Key.Key_B)  # a duty's letter: swallowed by the tour
        qtbot.keyClick(tour, Qt.Key.Key_Return)
    assert not tour.running
    assert all(not rect.isEmpty() for rect in targets)
    assert targets[0].contains(window.table_view.mapTo(window, window.table_view.rect().center()))
    assert targets[2].contains(window.verdict_strip.mapTo(window, window.verdict_strip.rect().center()))
    assert walk.asked == asked_before

    # The first hand: Learn mode, Razz, the right duty marked.
    panel = window.walkthrough
    assert panel.mode is TrainingMode.LEARN
    assert walk.mode is TrainingMode.LEARN
    assert walk.hand.variant.code == "FR"
    hint = walk.hint()
    assert hint is not None
    assert panel.duties.hinted() is duty_of(hint)
    assert window.trainee.name == "Anna Berger"

    # Saved: the language, the choices, the first start done; the name in the progress file.
    _close(window, handles)
    qsettings.sync()
    saved = QSettings(str(tmp_path / "config" / "croupier.ini"), QSettings.Format.IniFormat)
    assert saved.value("ui/language") == "de"
    assert saved.value("game/variant") == "FR"
    assert str(saved.value("ui/welcomed")).lower() == "true"
    assert str(saved.value("speech/enabled")).lower() == "false"
    store = Store(f"sqlite:///{data / 'croupier.sqlite3'}")
    try:
        assert [trainee.name for trainee in store.roster.trainees()] == ["Anna Berger"]
    finally:
        store.close()

    # The next start: no questions, Anna is signed in at her table.
    again, handles, _ = _open(qtbot, translations, tmp_path)
    try:
        assert again.first_start is None
        assert again.trainee is not None
        assert again.trainee.name == "Anna Berger"
        assert again.mode is View.DEAL
    finally:
        _close(again, handles)
        translations.set_language(Language.ENGLISH)


def test_the_questions_can_be_skipped_and_the_tour_too(qtbot, translations, tmp_path):
    window, handles, _ = _open(qtbot, translations, tmp_path)
    try:
        flow = window.first_start
        qtbot.mouseClick(flow.page.skip_button, LEFT)
        assert flow.step is Step.NAME  # a name is still needed: the answers are kept under it
        window.sign_in_page.name_field.setText("Ben")
        qtbot.mouseClick(window.sign_in_page.add_button, LEFT)
        assert flow.step is Step.TOUR
        qtbot.keyClick(window.tour, Qt.Key.Key_Escape)
        assert not window.tour.running
        assert window.settings.welcomed
        assert window.walkthrough.mode is TrainingMode.LEARN
        assert window.walkthrough.duties.hinted() is not None
        # The tour again, from the Help menu.
        window.help.tour_action.trigger()
        assert window.tour.running
        assert window.tour.index == 0
        window.tour.skip()
    finally:
        _close(window, handles)


def test_f1_during_the_first_start_explains_it(qtbot, translations, tmp_path):
    window, handles, _ = _open(qtbot, translations, tmp_path)
    try:
        dialog = window.help.show_help()
        assert dialog.view == "first_start"
        assert plain_text(dialog).startswith("First start")
        dialog.close()
    finally:
        _close(window, handles)


def test_the_first_start_counts_its_steps_has_back_and_holds_the_other_views(qtbot, translations, tmp_path):
    """Issue 36: the name step said no step and had no Back; Rules and Instructor were open during
    the questions; the first Learn hand showed "Incidents: Rare"."""
    window, handles, _qsettings = _open(qtbot, translations, tmp_path)
    flow = window.first_start
    page = flow.page
    bar = window.top_bar
    assert not any(button.isEnabled() for button in bar.mode_buttons.values())
    assert not page.back_button.isVisible()  # nothing before the language
    qtbot.mouseClick(page.language_buttons["en"], LEFT)
    sign_in = window.sign_in_page
    assert flow.step is Step.NAME
    assert sign_in.step_label.isVisible()
    assert sign_in.step_label.text() == "Step 2 of 4"
    assert not bar.mode_buttons["rules"].isEnabled()
    qtbot.keyClick(sign_in, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.pages.currentWidget() is sign_in  # Ctrl+R waits too
    qtbot.mouseClick(sign_in.step_back_button, LEFT)
    assert flow.step is Step.LANGUAGE
    assert page.isVisible()
    qtbot.mouseClick(page.language_buttons["en"], LEFT)
    sign_in.name_field.setText("Jo Lerner")
    qtbot.mouseClick(sign_in.add_button, LEFT)
    assert flow.step is Step.GAME
    assert not sign_in.step_label.isVisible() or not sign_in.isVisible()
    qtbot.mouseClick(page.back_button, LEFT)
    assert flow.step is Step.LANGUAGE  # the name is given: back past it
    qtbot.mouseClick(page.language_buttons["en"], LEFT)
    assert flow.step is Step.GAME
    qtbot.mouseClick(page.game_buttons["F7S"], LEFT)
    qtbot.mouseClick(page.speech_buttons[False], LEFT)
    assert bar.mode_buttons["rules"].isEnabled()
    assert bar.mode_buttons["quiz"].isEnabled()
    panel = window.walkthrough
    assert panel.mode is TrainingMode.LEARN
    assert not panel.walkthrough.incidents_on()
    assert not panel.controls.incidents_box.isEnabled()
    assert "No incidents in Learn mode" in panel.controls.incidents_box.toolTip()
    window.tour.skip()
    _close(window, handles)


def test_a_picture_of_the_welcome_says_no_warning(qtbot, translations, tmp_path):
    """``grab()`` (a picture of the window, as a screenshot or an accessibility tool takes it)
    resizes the widgets still hidden, the walkthrough's empty feedback line among them: its label
    has no height for a width then (-1), which Qt refuses as a minimum with a warning
    (``qt_log_level_fail`` makes a warning fail the test)."""
    window, opening, _qsettings = _open(qtbot, translations, tmp_path)
    assert window.front_view() == "first_start"
    assert not window.grab().isNull()
    _close(window, opening)
