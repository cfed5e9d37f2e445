"""The window: modes and panels, the language switch at runtime, switches, names for every control."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QWidget
from readback import animations_enabled, log_lines

from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.top_bar import TopBar


def _top_bar_texts(bar: TopBar) -> set[str]:
    texts = set()
    for widget in bar.findChildren(QWidget):
        if isinstance(widget, QAbstractButton):
            texts |= {widget.text(), widget.toolTip(), widget.accessibleName()}
        elif isinstance(widget, QComboBox):
            texts |= {widget.itemText(i) for i in range(widget.count())}
            texts |= {widget.toolTip(), widget.accessibleName()}
    texts |= {action.text() for action in bar.settings_menu.actions()}
    return {text for text in texts if text}


def test_deal_mode_shows_the_table_and_the_observe_panel(window: MainWindow):
    assert window.mode is View.DEAL
    assert window.table_view.isVisible()
    assert window.observe_panel.isVisible()
    assert window.top_bar.mode_buttons["deal"].isChecked()
    assert window.top_bar.mode_buttons["quiz"].isEnabled()  # the quiz is there from the start
    assert not window.top_bar.mode_buttons["progress"].isEnabled()
    assert window.windowTitle() == "Croupier – Stud dealer trainer"


def test_a_panel_added_for_a_mode_makes_it_available(window: MainWindow, qtbot):
    quiz = QLabel("quiz panel")
    progress = QLabel("progress page")
    window.add_panel(View.QUIZ, quiz)
    window.add_panel(View.PROGRESS, progress, full_page=True)
    assert window.top_bar.mode_buttons["quiz"].isEnabled()
    with qtbot.waitSignal(window.mode_changed) as changed:
        qtbot.mouseClick(window.top_bar.mode_buttons["quiz"], Qt.MouseButton.LeftButton)
    assert changed.args == ["quiz"]
    assert quiz.isVisible()
    assert window.table_view.isVisible()
    assert not window.observe_panel.isVisible()
    qtbot.mouseClick(window.top_bar.mode_buttons["progress"], Qt.MouseButton.LeftButton)
    assert progress.isVisible()
    assert not window.table_view.isVisible()
    window.set_mode(View.DEAL)
    assert window.observe_panel.isVisible()
    assert window.top_bar.mode_buttons["deal"].isChecked()
    assert window.panel(View.QUIZ) is quiz


def test_a_panel_can_replace_the_observe_panel(window: MainWindow):
    walkthrough = QLabel("walkthrough")
    window.add_panel(View.DEAL, walkthrough)
    assert walkthrough.isVisible()
    assert not window.observe_panel.isVisible()
    assert window.panel(View.DEAL) is walkthrough


def test_the_language_switch_translates_the_window_at_runtime(window: MainWindow, qtbot, settings):
    english = _top_bar_texts(window.top_bar)
    assert {"Deal a hand", "Progress", "6 players", "Settings"} <= english
    qtbot.mouseClick(window.top_bar.language_buttons["de"], Qt.MouseButton.LeftButton)
    # Qt posts LanguageChange to the window; the widgets retranslate when it arrives.
    qtbot.waitUntil(lambda: "Hand geben" in _top_bar_texts(window.top_bar))
    german = _top_bar_texts(window.top_bar)
    assert "Hand geben" in german
    assert "Fortschritt" in german
    assert "6 Spieler" in german
    assert "Einstellungen" in german
    # Words that are the same in both languages (Quiz, Razz, Seven Card Stud, 20/40, DE, EN) aside,
    # no English text is left in the top bar.
    same = {"Quiz", "Razz", "Seven Card Stud", "Stud Hi-Lo", "DE", "EN", "Deutsch", "English"}
    same |= {text for text in english if "/" in text and text.replace("/", "").replace(",", "").isdigit()}
    assert (english - same) & german == set()
    assert window.windowTitle() == "Croupier – Stud-Dealer-Training"
    assert window.observe_panel._next_button.text() == "Nächster Schritt (Leertaste)"
    assert window.table_view.accessibleName() == "Tisch"
    assert window.top_bar.language_buttons["de"].isChecked()
    assert settings.language == "de"
    plate = window.table_view.table_scene.plate(1)
    assert plate.texts[0] == "Platz 1"
    qtbot.mouseClick(window.top_bar.language_buttons["en"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Deal a hand" in _top_bar_texts(window.top_bar))
    assert plate.texts[0] == "Seat 1"


def test_the_event_log_is_rewritten_in_the_new_language(window: MainWindow, qtbot):
    window.observe_panel.step()
    assert log_lines(window.observe_panel) == ["Seat 1 antes 5"]
    window.set_language("de")
    qtbot.waitUntil(lambda: log_lines(window.observe_panel) == ["Platz 1 zahlt 5 Ante"])
    assert window.verdict_strip.text == "Platz 1 zahlt 5 Ante"
    window.set_language("en")
    qtbot.waitUntil(lambda: log_lines(window.observe_panel) == ["Seat 1 antes 5"])


def test_every_control_has_an_accessible_name(window: MainWindow):
    unnamed = [
        widget.objectName() or type(widget).__name__
        for widget in window.findChildren(QWidget)
        if isinstance(widget, QAbstractButton | QComboBox)
        and widget.isVisible()
        and not widget.accessibleName()
    ]
    assert unnamed == []
    assert window.table_view.accessibleName() == "Table"
    assert window.table_view.accessibleDescription()


def test_every_control_is_reachable_by_keyboard(window: MainWindow):
    for widget in window.findChildren(QWidget):
        if isinstance(widget, QAbstractButton | QComboBox) and widget.isVisible() and widget.isEnabled():
            assert widget.focusPolicy() & Qt.FocusPolicy.TabFocus, widget.objectName()


def test_switches_in_the_settings_menu_reach_the_table(window: MainWindow, settings):
    bar = window.top_bar
    bar.four_colour_action.trigger()
    assert settings.four_colour
    assert window.table_view.card_art.four_colour
    bar.animations_action.trigger()
    assert settings.animations
    assert animations_enabled(window.table_view)
    bar.reveal_action.trigger()
    assert settings.reveal_hole_cards


def test_speech_without_an_engine_says_why_once(window: MainWindow, speaker, qtbot):
    qtbot.mouseClick(window.top_bar.speech_button, Qt.MouseButton.LeftButton)
    assert window.statusBar().currentMessage() == speaker.notice
    window.statusBar().clearMessage()
    for _ in range(30):
        window.observe_panel.step()
    assert speaker.said, "the dealer's calls went to the speaker"
    assert window.statusBar().currentMessage() == ""


def test_the_window_retranslates_on_a_language_change_event(window: MainWindow, qtbot):
    window.setWindowTitle("")
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert window.windowTitle() == "Croupier – Stud dealer trainer"


def test_a_script_that_ends_with_the_quiz_in_front_ends_quietly(tmp_path):
    """A script (or a test) that ends with the window open, the quiz in front: Python takes the
    table's scene down before the window, which then hides the quiz as it goes; nothing reaches for
    the table then (no traceback on the way out)."""
    script = tmp_path / "ends_open.py"
    script.write_text(
        textwrap.dedent(
            """
            import random
            from PySide6.QtWidgets import QApplication
            from croupier.gui.main_window import MainWindow
            from croupier.gui.mode_pages import View
            from croupier.gui.settings import MemoryStore, Settings
            from croupier.i18n import Language, Translations
            from croupier.speech import SilentSpeaker

            app = QApplication([])
            window = MainWindow(
                Translations(app, Language.ENGLISH), Settings(MemoryStore()), SilentSpeaker("quiet"),
                rng=random.Random(5), walkthrough=True,
            )
            window.show()
            for view in (View.QUIZ, View.DEAL, View.QUIZ):
                window.set_mode(view)
                app.processEvents()
            print("ended")
            """
        )
    )
    done = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ended"
    assert "Traceback" not in done.stderr, done.stderr
