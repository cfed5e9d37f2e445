"""The screenshot views of the help and the first start (``croupier screenshot --view help`` …): the
help window on a view, the keyboard shortcuts, each step of a newcomer's first start and the tour,
a rule opened from Settings, the Rules view.
Imported by :mod:`croupier.commands.screenshot`, which merges ``GUIDE_VIEWS`` into its own."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QWidget

from croupier.commands.screenshot_setup import Shot
from croupier.gui.help.help_window import HelpWindow
from croupier.gui.main_window import MainWindow
from croupier.gui.settings import MemoryStore, Settings
from croupier.gui.settings_dialog import SettingsDialog
from croupier.gui.station import Station
from croupier.speech import SilentSpeaker
from croupier.store import Store

__all__ = ["GUIDE_VIEWS"]

SHOT_SEED = 7


def _window(context: dict[str, Any], *, first_start: bool) -> MainWindow:
    """A window over a temporary, empty progress file (a newcomer's computer)."""

    folder = tempfile.TemporaryDirectory(prefix="croupier-shot-")
    store = Store.open_default(data_dir=Path(folder.name), environ={})
    station = Station(store)
    settings = Settings(MemoryStore({Settings.PLAYERS: 7, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"],
        settings,
        speaker,
        station=station,
        rng=random.Random(SHOT_SEED),
        walkthrough=True,
        first_start=first_start,
    )
    assert window.walkthrough is not None
    window.walkthrough.set_player_delay(60_000)  # the picture holds still
    context["keep"] = (speaker, station)
    context["cleanup"] = [station.close, store.close, folder.cleanup]
    return window


def _store(window: MainWindow) -> Store:
    """The window's progress store (every window here is made over one)."""
    assert window.store is not None
    return window.store


def _to_step(window: MainWindow, step: str) -> None:
    """Answer the first start's questions up to ``step`` (``language``, ``name``, ``game``, ``speech``)."""
    flow = window.first_start
    assert flow is not None  # (the window was made for a first start)
    if step == "language":
        return
    flow.page.language_chosen.emit(window.language)
    page = window.sign_in_page
    assert page is not None  # (a window over a store signs in)
    if step == "name":
        page.refresh()
        page.name_field.setText("Anna Berger")
        return
    page.name_field.setText("Anna Berger")
    page.add_self()
    if step == "game":
        return
    flow.page.game_chosen.emit("F7S")


def _welcome(step: str) -> Shot:
    def build(context: dict[str, Any]) -> QWidget:
        window = _window(context, first_start=True)
        _to_step(window, step)
        return window

    build.__doc__ = f"The first start at its {step} step."
    return build


def _tour_view(stop: int) -> Shot:
    def view(context: dict[str, Any]) -> QWidget:
        """The first hand under the tour, at stop ``stop`` (0: the table, 1: the duty panel …)."""
        window = _window(context, first_start=True)
        _to_step(window, "speech")
        assert window.first_start is not None
        window.first_start.page.speech_chosen.emit(False)
        tour = window.tour
        assert tour is not None  # (begun by the speech answer)
        for _ in range(stop):
            tour.next()
        return window

    return view


def _help_view(context: dict[str, Any]) -> HelpWindow:
    """The help window (F1) on Deal a hand: what it is for and its keys."""
    window = _window(context, first_start=False)
    store = _store(window)
    window.sign_in(store.roster.add("Anna Berger"))
    dialog = window.help.show_help("deal")
    context["also_close"] = window
    return dialog


def _shortcuts_view(context: dict[str, Any]) -> QWidget:
    """The help window on every keyboard shortcut, read from the window."""
    dialog = _help_view(context)
    dialog.show_page("shortcuts")
    return dialog


def _course_view(context: dict[str, Any]) -> QWidget:
    """The Course page of a trainee two lessons in, the third tried once and not passed yet."""
    window = _window(context, first_start=False)
    store = _store(window)
    anna = store.roster.add("Anna Berger")
    for lesson, correct in (("first_deal", 5), ("bring_in", 4), ("first_to_act", 3)):
        store.lessons.record(anna.id, "F7S", lesson, correct, 5, passed=correct >= 4)
    window.sign_in(anna)
    window.set_mode("course")
    return window


def _rules_view(context: dict[str, Any]) -> QWidget:
    """The Rules view (Ctrl+R) searched for "Bring-in", the first rule found shown."""
    window = _window(context, first_start=False)
    window.show()  # signed in on the screen, as at a station: the strip tells the hand, not the sign-in
    window.sign_in(_store(window).roster.add("Anna Berger"))
    window.set_mode("rules")
    window.rules_view.search.setText("Bring-in")
    window.rules_view.search.returnPressed.emit()
    return window


def _rule_shown(number: str) -> Shot:
    def view(context: dict[str, Any]) -> QWidget:
        """The Rules view at rule ``number``: what Practise this starts, or why there is nothing."""
        window = _window(context, first_start=False)
        window.show()
        window.sign_in(_store(window).roster.add("Anna Berger"))
        window.set_mode("rules")
        window.rules_view.show_rule(number)
        return window

    return view


def _practised_incident(context: dict[str, Any]) -> QWidget:
    """Practise this on the string raise (R11.3): the hand dealt until it happens, Stop pressed."""
    window = _window(context, first_start=False)
    window.show()
    window.sign_in(_store(window).roster.add("Anna Berger"))
    panel = window.walkthrough
    assert panel is not None
    panel.set_player_delay(60_000)
    panel.set_notice_delay(60_000)
    window.practise_rule("R11.3")
    panel.press_key("Space")
    return window


def _settings_rule_view(context: dict[str, Any]) -> QWidget:
    """A house rule's number clicked in Settings: the rule (R4.4) over the dialog."""

    speaker = SilentSpeaker()
    dialog = SettingsDialog(Settings(MemoryStore()), context["translations"], speaker, environ={})
    dialog.show_page("rules")
    dialog.show()
    context["keep"] = speaker
    context["also_close"] = dialog
    return dialog.show_rule("R4.4")


GUIDE_VIEWS: dict[str, Shot] = {
    "welcome": _welcome("language"),
    "welcome-name": _welcome("name"),
    "welcome-game": _welcome("game"),
    "welcome-speech": _welcome("speech"),
    "tour": _tour_view(1),
    "tour-table": _tour_view(0),
    "tour-verdicts": _tour_view(2),
    "tour-score": _tour_view(3),
    "help": _help_view,
    "shortcuts": _shortcuts_view,
    "course": _course_view,
    "settings-rule": _settings_rule_view,
    "rules": _rules_view,
    "rules-applied": _rule_shown("R2.5"),
    "rules-incident": _rule_shown("R11.3"),
    "practised-incident": _practised_incident,
}
