"""Help in the window: F1 opens the help of the view in front in every view (and in Settings); the
Help menu's keyboard shortcuts are read from the window's own actions and shortcuts; the manual in
both languages ships in the package; About names the parts, their licences and where progress is."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication
from readback import plain_text

from croupier.gui.help.help_window import MANUAL_LANGUAGES, manual_text
from croupier.gui.help.shortcuts import undescribed
from croupier.gui.help.topics import VIEWS, topic
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.station import Station
from croupier.speech import SilentSpeaker

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def school_window(qtbot, translations, settings, store) -> MainWindow:
    station = Station(store)
    main = MainWindow(
        translations,
        settings,
        SilentSpeaker("no engine in the tests"),
        station=station,
        rng=random.Random(5),
        walkthrough=True,
    )
    qtbot.add_widget(main)
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    yield main
    if main.help.dialog is not None:
        main.help.dialog.close()
    station.close()


def _press_f1(qtbot, window: MainWindow):
    """F1 with the window in front; the help window it opens (closed again by the caller)."""
    if window.help.dialog is not None:
        window.help.dialog.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.table_view if window.table_view.isVisible() else window, Qt.Key.Key_F1)
    dialog = window.help.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_f1_opens_the_help_of_the_view_in_front_in_every_view(qtbot, school_window, store):
    window = school_window
    seen = []
    # Nobody signed in: the sign-in page.
    dialog = _press_f1(qtbot, window)
    assert dialog.page() == "view"
    assert dialog.view == "signin"
    assert plain_text(dialog).startswith("Sign-in")
    seen.append(dialog.view)
    window.sign_in(store.roster.add("Anna Berger"))
    for mode, view, title in (
        (View.DEAL, "deal", "Deal a hand"),
        (View.COURSE, "course", "Course"),
        (View.QUIZ, "quiz", "Quiz"),
        (View.PROGRESS, "progress", "Progress"),
        (View.RULES, "rules", "Rules"),
        (View.INSTRUCTOR, "instructor", "Instructor mode"),
    ):
        window.set_mode(mode)
        if mode is View.INSTRUCTOR:
            pin = window.instructor_page.pin_dialog
            if pin is not None:
                pin.close()
        dialog = _press_f1(qtbot, window)
        assert (dialog.view, dialog.page()) == (view, "view"), mode
        text = plain_text(dialog)
        assert text.startswith(title)
        assert topic(view).paragraphs[0][:40] in text
        seen.append(view)
    # The view's own keys, read from its shortcuts: Deal's undo, the quiz's hint.
    window.set_mode(View.DEAL)
    assert "Ctrl+Z" in plain_text(_press_f1(qtbot, window))
    window.set_mode(View.QUIZ)
    quiz_help = plain_text(_press_f1(qtbot, window))
    assert "Hint (Learn mode)" in quiz_help
    assert "Ctrl+R" in quiz_help  # and the keys that work everywhere
    # Settings: F1 in the dialog opens the help on Settings above it.
    settings = window.open_settings()
    settings.activateWindow()
    qtbot.waitUntil(settings.isActiveWindow)
    qtbot.keyClick(settings, Qt.Key.Key_F1)
    dialog = window.help.dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.view == "settings"
    assert dialog.parentWidget() is settings
    assert plain_text(dialog).startswith("Settings")
    seen.append("settings")
    dialog.close()
    # A rule opened from Settings: F1 there is the Rules' help, above it.
    rule = settings.show_rule("R4.4")
    qtbot.waitExposed(rule)
    rule.activateWindow()
    qtbot.waitUntil(rule.isActiveWindow)
    qtbot.keyClick(rule, Qt.Key.Key_F1)
    over = window.help.dialog
    qtbot.waitUntil(over.isVisible)
    assert over.view == "rules"
    assert over.parentWidget() is rule
    over.close()
    rule.reject()
    qtbot.waitUntil(lambda: settings.findChild(type(rule)) is None)  # closed and gone
    settings.reject()
    assert set(seen) == {"signin", "deal", "course", "quiz", "progress", "rules", "instructor", "settings"}


def test_question_mark_in_the_quiz_opens_its_help(qtbot, school_window, store):
    window = school_window
    window.sign_in(store.roster.add("Anna Berger"))
    window.set_mode(View.QUIZ)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.table_view, Qt.Key.Key_Question)
    dialog = window.help.dialog
    assert dialog is not None
    assert dialog.isVisible()
    assert dialog.view == "quiz"


def test_every_shortcut_of_the_window_is_described_and_listed(qtbot, window):
    assert undescribed(window) == []
    keys = {row.keys: row.does for group in window.help.all_keys() for row in group.rows}
    assert keys["F1"] == "Help for this view"
    assert keys["Ctrl+R"] == "Rules"
    assert keys["Ctrl+F"] == "Search the rulebook"
    assert keys["?"] == "Help for the quiz"
    quiz = next(group for group in window.help.all_keys() if group.title == "Quiz")
    assert [row.keys for row in quiz.rows][:3] == ["0–9", "Enter", "Space"]
    # Never drifts: a new action with a shortcut is in the list at once, by its own words.
    extra = QAction("Deal faster", window)
    extra.setShortcut(QKeySequence("Ctrl+Shift+F"))
    window.addAction(extra)
    dialog = window.help.show_page("shortcuts")
    assert "Ctrl+Shift+F" in plain_text(dialog)
    assert "Deal faster" in plain_text(dialog)
    # …and a shortcut nobody described is caught.
    QShortcut(QKeySequence("Ctrl+Shift+G"), window.quiz_panel)
    assert undescribed(window) == ["Ctrl+Shift+G"]
    dialog.close()


def test_the_help_menu_opens_shortcuts_manual_tour_and_about(qtbot, window):
    menu = window.help.menu
    texts = [action.text() for action in menu.actions()]
    assert texts == [
        "Help for this view",
        "Keyboard shortcuts",
        "Trainer's manual",
        "Take the tour",
        "About Croupier",
    ]
    assert menu.menuAction() in window.top_bar.settings_menu.actions()
    window.help.manual_action.trigger()
    dialog = window.help.dialog
    assert dialog.page() == "manual"
    assert plain_text(dialog).startswith("The trainer's manual")
    window.help.about_action.trigger()
    about = plain_text(dialog)
    for part in ("Qt", "PySide6", "eSpeak NG", "pyttsx3", "SQLAlchemy"):
        assert part in about
    for licence in ("LGPL-3.0", "GPL-3.0-or-later", "MPL-2.0", "MIT"):
        assert licence in about
    assert "0.1.0" in about
    assert "Where your progress is kept" in about
    with qtbot.waitSignal(window.help.tour_requested):
        qtbot.mouseClick(dialog.tour_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_about_says_where_the_progress_file_is(qtbot, school_window, store):
    dialog = school_window.help.show_page("about")
    assert store.status.location in plain_text(dialog)


def test_the_help_follows_the_language(qtbot, window):
    dialog = window.help.show_page("manual")
    window.set_language("de")
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Croupier-Hilfe")  # LanguageChange is posted
        assert plain_text(dialog).startswith("Das Handbuch zum Trainer")
        dialog.show_page("view", "quiz")
        assert plain_text(dialog).startswith("Quiz")
        assert "Hinweis (Modus Lernen)" in plain_text(dialog)  # the shortcuts' words, in German
        assert "Überall" in plain_text(dialog)
        assert next(action.text() for action in window.help.menu.actions()) == "Hilfe zu dieser Ansicht"
        # The menu's entries and the help window's list and button name the pages alike.
        entries = [action.text() for action in window.help.menu.actions()][1:]
        listed = [dialog.contents.item(row).text() for row in range(dialog.contents.count())][1:]
        assert entries == [*listed[:2], dialog.tour_button.text(), listed[2]]
        assert entries == ["Tastenkürzel", "Handbuch", "Rundgang zeigen", "Über Croupier"]
    finally:
        window.set_language("en")
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Croupier help")
        dialog.close()


def test_the_manual_ships_in_both_languages_with_the_same_sections():
    english, german = manual_text("en"), manual_text("de")
    assert set(MANUAL_LANGUAGES) == {"de", "en"}
    assert english != german
    headings = [re.findall(r"^## .+$", text, re.MULTILINE) for text in (english, german)]
    assert len(headings[0]) == len(headings[1]) >= 12
    # Inside the package, not the README: the help reads no file outside croupier/.
    for language in MANUAL_LANGUAGES:
        assert (ROOT / "croupier" / "gui" / "help" / "data" / f"manual_{language}.md").is_file()
    assert "make test" not in english  # the user's parts only


def test_every_view_has_a_topic_in_both_languages():
    for view in VIEWS:
        shown = topic(view)
        assert shown.title
        assert shown.paragraphs
        assert all(shown.paragraphs)


def test_help_on_the_top_level_window_only(qtbot, window):
    # F1 is the main window's (the quiz has no F1 of its own any more): no ambiguous shortcut.
    f1 = [
        shortcut
        for shortcut in window.findChildren(QShortcut)
        if shortcut.key() == QKeySequence(Qt.Key.Key_F1) and shortcut.parent().window() is window
    ]
    assert f1 == []
    assert window.help.help_action.shortcut() == QKeySequence(Qt.Key.Key_F1)
    assert QApplication.instance() is not None
