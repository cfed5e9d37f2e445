"""The walkthrough's buttons in a small window, in German and in English: every duty and every
"what" of the announcement builder reads whole (no word cut at the edge, no line cut off at the
bottom, the key cap inside the button), Learn mode's ► included."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication

from croupier.commands.screenshot_scenes import show_wrong_first
from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.rules import ShuffleStep
from croupier.gui.main_window import MainWindow
from croupier.gui.settings import MemoryStore, Settings
from croupier.gui.walkthrough.checklist import Checklist
from croupier.gui.walkthrough.key_button import KeyButton
from croupier.speech import SilentSpeaker
from croupier.training.duties import Duty, Phase, duties_for
from croupier.training.phrases import Phrase

SIZES = [(800, 560), (900, 600), (1280, 800)]
EVERY_SHUFFLE_STEP = tuple(ShuffleStep)


def cut_words(button: KeyButton) -> list[str]:
    """What of ``button`` cannot be read: a line of its words wider than the label (a word cut at
    the edge), lines below the label, the label or the key cap outside the button."""
    label = button.label
    width = label.contentsRect().width()
    layout = QTextLayout(label.text(), label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)  # as QLabel with word wrap: never inside a word
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(line)
    layout.endLayout()
    text = label.text()
    problems = [
        f"{text!r}: {text[line.textStart() : line.textStart() + line.textLength()]!r} is "
        f"{line.naturalTextWidth():.0f} px in {width} px"
        for line in lines
        if line.naturalTextWidth() > width
    ]
    if label.heightForWidth(label.width()) > label.height():
        problems.append(f"{text!r}: {label.heightForWidth(label.width())} px high in {label.height()}")
    inside = QRect(0, 0, button.width(), button.height())
    problems.extend(
        f"{text!r}: {part.objectName() or 'label'} outside the button"
        for part in (label, button.key_cap)
        if not inside.contains(part.geometry())
    )
    return problems


def outside(widget, area) -> bool:
    """Does ``widget`` reach past the right edge of ``area``'s visible width?"""
    right = widget.mapTo(area, widget.rect().topRight()).x()
    return right >= area.width()


@pytest.fixture
def window(qtbot, translations, settings):
    speaker = SilentSpeaker("no engine in the tests")
    main = MainWindow(translations, settings, speaker, rng=random.Random(5), walkthrough=True)
    qtbot.add_widget(main)
    main.keep = speaker
    panel = main.walkthrough
    panel.set_player_delay(60_000)
    panel.set_difficulty(Difficulty.NORMAL)
    panel.set_mode(TrainingMode.LEARN)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.set_language("en")
    main.close()


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_duty_button_reads_whole(window, language, size):
    window.set_language(language)
    window.resize(*size)
    QApplication.processEvents()  # the language change is posted: let the panel redo its words first
    panel = window.walkthrough
    duties = panel.duties
    viewport = panel._scroll.viewport()
    problems = []
    for phase in Phase:
        shown = duties_for(phase, EVERY_SHUFFLE_STEP)
        duties.set_duties(shown)
        for hinted in (None, *shown):
            duties.set_hint(hinted)
            QApplication.processEvents()
            for duty in shown:
                button = duties.buttons[duty]
                assert button.isVisible()
                problems.extend(f"{phase.name}/{size}: {problem}" for problem in cut_words(button))
                if outside(button, viewport):
                    problems.append(f"{phase.name}/{size}: {button.name!r} past the panel's edge")
    assert problems == []


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_announcement_part_reads_whole(window, language, size):
    window.set_language(language)
    window.resize(*size)
    QApplication.processEvents()  # the language change is posted: let the panel redo its words first
    panel = window.walkthrough
    builder = panel.builder
    panel.area.choose_duty(Duty.ANNOUNCE)
    assert builder.isVisible()
    builder.open(list(Phrase), [1, 2, 3, 4, 5, 6])  # every "what", not only the hand's
    viewport = panel._scroll.viewport()
    problems = []
    for hinted in (None, *Phrase):
        builder.set_hint(hinted)
        QApplication.processEvents()
        for phrase in Phrase:
            button = builder._what_buttons[phrase]
            assert button.isVisible()
            problems.extend(f"{size}: {problem}" for problem in cut_words(button))
            if outside(button, viewport):
                problems.append(f"{size}: {button.name!r} past the panel's edge")
    assert problems == []


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_footer_buttons_read_whole(window, language, size):
    window.set_language(language)
    window.resize(*size)
    QApplication.processEvents()
    controls = window.walkthrough.controls
    for button in (controls.undo_button, controls.new_button):
        assert button.isVisible()
        assert button.width() >= button.sizeHint().width(), (button.text(), button.width())
        assert not outside(button, controls)
    assert controls.undo_button.y() == controls.new_button.y(), "side by side"


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_wrong_duty_brings_the_whole_verdict_into_sight(qtbot, translations, language, size):
    """Issue 15: in a low window the why of a wrong call ran past the panel's bottom edge (the
    seeded wrong first actor of ``croupier screenshot --view explained``, 7 players)."""

    translations.set_language(language)
    settings = Settings(MemoryStore({Settings.PLAYERS: 7, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker("no engine in the tests")
    main = MainWindow(translations, settings, speaker, rng=random.Random(7), walkthrough=True)
    qtbot.add_widget(main)
    main.resize(*size)
    main.show()
    qtbot.waitExposed(main)
    panel = main.walkthrough
    show_wrong_first(panel, players=7, seed=7)
    assert panel.last_graded is not None
    assert not panel.last_graded.correct
    box, viewport = panel.verdicts.feedback, panel._scroll.viewport()

    label = box._text

    def in_sight() -> bool:
        top = box.mapTo(viewport, box.rect().topLeft())
        whole = label.heightForWidth(label.width()) <= label.height()  # no line cut off in the box
        return box.isVisible() and whole and viewport.rect().contains(QRect(top, box.size()))

    qtbot.waitUntil(in_sight, timeout=2000)
    main.close()


def test_checklist_lines_wrap_again_at_a_new_width(qtbot):
    """The checklist keeps each line's measured height by its words and width: a narrower list
    wraps a long line onto more rows, a wider one gives them back."""
    checklist = Checklist()
    qtbot.add_widget(checklist)
    checklist.addItem("Collect the antes from every seat, then announce the pot and the bring-in " * 3)
    checklist.show()
    heights = {}
    for width in (600, 200, 600):
        checklist.resize(width, 300)
        checklist.doItemsLayout()
        heights.setdefault(width, []).append(checklist.visualItemRect(checklist.item(0)).height())
    assert heights[200][0] > heights[600][0] == heights[600][1]
