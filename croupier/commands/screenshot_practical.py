"""Screenshot views of the practical exam: the scoring sheet during a hand with the engine assisting,
a sitting's result, the set-up with a class's own rubric, and that rubric open
(``croupier screenshot --view practical`` / ``practical-result`` / ``practical-setup`` /
``practical-rubric``)."""

from __future__ import annotations

import itertools
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QWidget

from croupier.commands.screenshot_setup import Shot
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.practical.practical_page import PracticalPage
from croupier.gui.settings import MemoryStore, Settings
from croupier.practical.rubric import Critical, Rubric
from croupier.practical.sitting import HandSheet
from croupier.procedure.flags import Flag
from croupier.reports.sample import fill_sample_class
from croupier.speech import SilentSpeaker
from croupier.store import Store

__all__ = ["PRACTICAL_VIEWS"]

_PIN = "2468"


def _practical_view(context: dict[str, Any], *, result: bool = False) -> QWidget:
    """The window in instructor mode on the Practical tab: a hand of a sample class's trainee half
    scored, the upcards and actions typed (or, for ``result``, the sitting's five hands scored)."""

    folder = tempfile.TemporaryDirectory(prefix="croupier-shot-")
    store = Store.open_default(data_dir=Path(folder.name), environ={})
    fill_sample_class(store, seed=7)
    store.instructor.set_pin(_PIN)
    settings = Settings(MemoryStore({Settings.PLAYERS: 6, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    trainee = store.roster.trainees()[0]
    window = MainWindow(context["translations"], settings, speaker, store=store, trainee=trainee)
    page = window.instructor_page
    assert page is not None
    page.unlock_with(_PIN)
    tab = page.practical_page
    ticks = itertools.count(0.0, 2.5)
    tab._clock = lambda: next(ticks)
    page.tabs.setCurrentWidget(tab)
    window.set_mode(View.INSTRUCTOR)
    form = tab.setup_form
    form.trainee_box.setCurrentIndex(1)
    form.players.setValue(4)
    setup = form.setup()
    assert setup is not None
    tab.start(setup, True)
    sheet = _sheet(tab)
    helper = sheet.assistant
    assert helper is not None
    helper.upcards("Kd 7s 2c 9h")
    for action in ("bring-in 10", "complete 20", "call 20", "fold", "call 10"):
        helper.act(action)
    helper.upcards("Kh 8s 3c")
    for _ in range(4):
        sheet.mark(right=True)
    sheet.mark(right=False, reason=Flag.WRONG_ANNOUNCEMENT)
    sheet.mark(right=True)
    sheet.mark(right=True)
    sheet.mark(right=True)
    tab.assistant_view.refresh()
    tab.sheet_view.refresh()
    if result:
        sheet.mark(right=True, key="push_pot")
        tab.end_hand()
        tab.assist_box.setChecked(False)  # hands 2 to 5 marked without the cards typed
        for number in range(2, 6):
            sheet = _sheet(tab)
            if number == 4:
                sheet.mark(
                    right=False, reason=Flag.WRONG_POT_SPLIT, critical=Critical.WRONG_POT, key="push_pot"
                )
                sheet.go_to("shuffle")
            while sheet.current is not None:
                sheet.mark(right=number != 3 or sheet.current.key != "announce:5")
            tab.end_hand()
    context["keep"] = speaker
    context["cleanup"] = [store.close, folder.cleanup]
    return window


def _setup_view(context: dict[str, Any], *, dialog: bool = False) -> QWidget:
    """The Practical tab's set-up for a trainee of a class with a rubric of its own (or, for
    ``dialog``, that class's rubric open)."""

    folder = tempfile.TemporaryDirectory(prefix="croupier-shot-")
    store = Store.open_default(data_dir=Path(folder.name), environ={})
    fill_sample_class(store, seed=7)
    evening = store.classes.add("Evening", term="2027")
    moved = store.classes.move(store.roster.trainees()[-1].id, evening.id)
    own = Rubric(practical_weight=0.6, written_weight=0.4, practical_pass=0.75)
    store.practicals.set_class_rubric(evening.id, own.with_weights(pace=5).to_json())
    store.instructor.set_pin(_PIN)
    settings = Settings(MemoryStore({Settings.PLAYERS: 6, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(context["translations"], settings, speaker, store=store)
    page = window.instructor_page
    assert page is not None
    page.unlock_with(_PIN)
    page.tabs.setCurrentWidget(page.practical_page)
    window.set_mode(View.INSTRUCTOR)
    form = page.practical_page.setup_form
    form.trainee_box.setCurrentIndex(form.trainee_box.findText(moved.name))
    context["keep"] = speaker
    context["cleanup"] = [store.close, folder.cleanup]
    if dialog:
        opened = form.edit_rubric()
        context["also_close"] = window
        return opened
    return window


def _sheet(tab: PracticalPage) -> HandSheet:
    sheet = tab.sheet_view.sheet
    assert sheet is not None
    return sheet


PRACTICAL_VIEWS: dict[str, Shot] = {
    "practical": _practical_view,
    "practical-result": lambda context: _practical_view(context, result=True),
    "practical-setup": _setup_view,
    "practical-rubric": lambda context: _setup_view(context, dialog=True),
}
