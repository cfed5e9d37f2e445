"""Issue 36: the walkthrough's right panel at 1280×800 and 900×600, in German and English, driven
through the real window. The duties' column gets the height its page needs (the checklist and the
hand log give way down to their least), so at 1280×800 the announcement builder, a verdict with its
why and an incident's countdown show whole, no line cut at the bottom; at 900×600 the pot count's
amount entry and the announcement builder fit without scrolling and the session controls take
three rows, no box over a word."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QLabel

from croupier.commands.screenshot_incidents import show_countdown
from croupier.commands.screenshot_scenes import show_mid_hand, show_wrong_first
from croupier.drills.levels import TrainingMode
from croupier.engine.rules import STUD, Stakes
from croupier.gui.main_window import MainWindow
from croupier.gui.settings import MemoryStore, Settings
from croupier.procedure import Procedure
from croupier.speech import SilentSpeaker
from croupier.training.terms import Waiting


def _window(qtbot, translations, language: str, size: tuple[int, int], players: int = 7) -> MainWindow:
    translations.set_language(language)
    settings = Settings(MemoryStore({Settings.PLAYERS: players, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker("no engine in the tests")
    main = MainWindow(translations, settings, speaker, rng=random.Random(7), walkthrough=True)
    qtbot.add_widget(main)
    main.keep = speaker
    main.resize(*size)
    main.show()
    qtbot.waitExposed(main)
    return main


def _count_pot(panel) -> None:
    panel.set_mode(TrainingMode.PRACTICE)
    panel.set_player_delay(60_000)
    for seed in range(1, 60):
        panel.load(Procedure.new(STUD, Stakes(5, 10, 20, 40), [1000] * 7, seed=seed), rng=random.Random(seed))
        panel.fast_forward(lambda walk: walk.waiting is Waiting.COUNT_POT)
        if panel.walkthrough.waiting is Waiting.COUNT_POT:
            return
    raise AssertionError("no hand asked for the pot")


def _shows_whole(panel) -> bool:
    """The duties' column needs no scrolling: everything in it, to its last line, is in sight."""
    QApplication.processEvents()
    return panel._scroll.verticalScrollBar().maximum() == 0


SIZES = [(900, 600), (800, 560), (1280, 800)]
LABELS = ("mode_label", "level_label", "incidents_label", "speed_label")
SCENES = {
    "builder": lambda panel: show_mid_hand(panel, players=7, seed=7),
    "verdict": lambda panel: show_wrong_first(panel, players=7, seed=7),
    "countdown": show_countdown,
    "count": _count_pot,
}


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("scene", sorted(SCENES))
def test_at_1280x800_the_duties_show_whole(qtbot, translations, language, scene):
    main = _window(qtbot, translations, language, (1280, 800))
    try:
        panel = main.walkthrough
        SCENES[scene](panel)
        qtbot.waitUntil(lambda: _shows_whole(panel), timeout=3000)
        assert panel.record.height() >= panel.record.minimumHeight()  # the checklist stays in view
        assert panel.record.isVisible()
    finally:
        main.walkthrough.stop()
        translations.set_language("en")


@pytest.mark.parametrize("language", ["de", "en"])
def test_at_900x600_the_amount_entry_fits_without_scrolling(qtbot, translations, language):
    main = _window(qtbot, translations, language, (900, 600))
    try:
        panel = main.walkthrough
        _count_pot(panel)
        work = panel.area.chip_work
        viewport = panel._scroll.viewport()

        def fits() -> bool:
            QApplication.processEvents()
            top = work.mapTo(viewport, work.rect().topLeft())
            return (
                work.isVisible()
                and panel._scroll.verticalScrollBar().value() == 0
                and viewport.rect().contains(QRect(top, work.size()))
            )

        qtbot.waitUntil(fits, timeout=3000)
        assert panel.record.isVisible()
    finally:
        main.walkthrough.stop()
        translations.set_language("en")


@pytest.mark.parametrize("language", ["de", "en"])
def test_at_900x600_the_announcement_builder_shows_whole(qtbot, translations, language):
    main = _window(qtbot, translations, language, (900, 600))
    try:
        panel = main.walkthrough
        show_mid_hand(panel, players=7, seed=7)
        builder = panel.area.builder
        prompt = panel.area.findChild(QLabel, "walkthroughPrompt")
        viewport = panel._scroll.viewport()

        def whole() -> bool:
            QApplication.processEvents()
            top = builder.mapTo(viewport, builder.rect().topLeft())
            return (
                builder.isVisible()
                and viewport.rect().contains(QRect(top, builder.size()))
                and not_cut(prompt)
            )

        def not_cut(widget) -> bool:
            """Whole in sight or out of it, not a line cut at the viewport's edge."""
            place = QRect(widget.mapTo(viewport, widget.rect().topLeft()), widget.size())
            return (
                not widget.isVisible()
                or viewport.rect().contains(place)
                or not viewport.rect().intersects(place)
            )

        # Its Confirm and Cancel in sight with it: the prompt, which names their keys, makes way.
        qtbot.waitUntil(whole, timeout=3000)
        assert panel.record.isVisible()
        assert panel.prompt_text  # still said (and spoken), only not shown while the builder is
        panel.press_key("Escape")
        qtbot.waitUntil(lambda: not builder.isVisible(), timeout=3000)
        qtbot.waitUntil(prompt.isVisible, timeout=3000)
    finally:
        main.walkthrough.stop()
        translations.set_language("en")


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize(
    "size", [(900, 600), (800, 560), (1280, 800)], ids=["900x600", "800x560", "1280x800"]
)
def test_the_session_controls_overlap_nothing(qtbot, translations, language, size):
    main = _window(qtbot, translations, language, size)
    try:
        controls = main.walkthrough.controls
        QApplication.processEvents()
        assert controls.compact == (size[1] < 700)
        parts = [
            controls.mode_label,
            controls.mode_box,
            controls.level_label,
            controls.level_box,
            controls.incidents_label,
            controls.incidents_box,
            controls.speed_label,
            controls.speed_box,
            controls.pause_button,
            controls.undo_button,
            controls.new_button,
        ]
        inside = controls.rect()
        problems = [
            f"{part.objectName() or part.text()} outside"
            for part in parts
            if not inside.contains(part.geometry())
        ]
        problems += [
            f"{a.metaObject().className()} {getattr(a, 'text', lambda: '')()!r} over "
            f"{b.metaObject().className()} {getattr(b, 'text', lambda: '')()!r}"
            for index, a in enumerate(parts)
            for b in parts[index + 1 :]
            if a.geometry().intersects(b.geometry())
        ]
        for box in (controls.mode_box, controls.level_box, controls.incidents_box, controls.speed_box):
            longest = max(box.fontMetrics().horizontalAdvance(box.itemText(i)) for i in range(box.count()))
            if box.width() < longest + 30:
                problems.append(f"{box.currentText()!r} box {box.width()} px for {longest} px of words")
        for label in (
            controls.mode_label,
            controls.level_label,
            controls.incidents_label,
            controls.speed_label,
        ):
            if label.width() < label.sizeHint().width():
                problems.append(f"{label.text()!r} cut")
        assert problems == []
    finally:
        main.walkthrough.stop()
        translations.set_language("en")
