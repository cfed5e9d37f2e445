"""The verdict strip: a long verdict wraps to a second line, a longer one ends in … and is whole in
the tooltip and for screen readers; the strip keeps room for two lines, whatever it says."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget
from readback import shown_lines

from croupier.gui.verdict_strip import VerdictStrip, wrap_lines

# A German verdict as the walkthrough gives it (too long for one line at 900 px).
LONG = (
    "✗ Falscher Platz: im Uhrzeigersinn ab Platz 1 geben (R1.3); als Nächstes: Platz 1 eine Karte "
    "verdeckt geben"
)
LONGER = LONG + "; " + LONG.replace("✗ ", "")


@pytest.fixture
def strip(qtbot) -> VerdictStrip:
    """The strip along the bottom of a window (one with a minimum size of its own, as the main
    window has)."""
    window = QWidget()
    window.setMinimumSize(200, 100)
    layout = QVBoxLayout(window)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addStretch(1)
    bar = VerdictStrip()
    layout.addWidget(bar)
    qtbot.add_widget(window)
    window.resize(900, 300)
    window.show()
    qtbot.waitExposed(window)
    bar.holder = window  # the window lives as long as the strip is used
    return bar


def _resize(strip: VerdictStrip, qtbot, width: int) -> None:
    strip.window().resize(width, 300)
    qtbot.waitUntil(lambda: strip.width() == width)


def _label(strip: VerdictStrip) -> QLabel:
    return strip.findChild(QLabel, "verdictText")


def test_wrap_lines_breaks_at_words_and_ends_in_an_ellipsis():
    font = QFont()
    metrics = QFontMetrics(font)
    width = metrics.horizontalAdvance(LONG) * 2 // 3
    two = wrap_lines(LONG, font, width)
    assert len(two) == 2
    assert " ".join(two) == LONG
    assert all(metrics.horizontalAdvance(line) <= width for line in two)
    cut = wrap_lines(LONGER, font, width)
    assert len(cut) == 2
    assert cut[1].endswith("…")
    assert LONGER.startswith(" ".join(cut)[:-1])
    assert wrap_lines("Score", font, width) == ["Score"]
    assert wrap_lines(LONG, font, 0) == [LONG]


def test_a_long_verdict_wraps_to_two_lines(strip, qtbot):
    label = _label(strip)
    _resize(strip, qtbot, metrics_width(label, LONG) * 2 // 3 + 200)
    strip.show_verdict(LONG, False)
    assert strip.text == LONG
    assert len(shown_lines(strip)) == 2
    assert " ".join(shown_lines(strip)) == LONG
    assert all(label.fontMetrics().horizontalAdvance(line) <= label.width() for line in shown_lines(strip))
    assert label.toolTip() == ""  # nothing is hidden
    qtbot.waitUntil(lambda: label.height() >= 2 * label.fontMetrics().lineSpacing())


def test_a_verdict_longer_still_is_whole_in_the_tooltip(strip, qtbot):
    label = _label(strip)
    _resize(strip, qtbot, 600)
    strip.show_verdict(LONGER, False)
    assert len(shown_lines(strip)) == 2
    assert shown_lines(strip)[-1].endswith("…")
    assert label.toolTip() == LONGER
    assert label.accessibleName() == LONGER
    strip.show_note("A new hand: collect the antes.")
    assert label.toolTip() == ""
    assert label.accessibleName() == "A new hand: collect the antes."


def test_the_strip_always_keeps_room_for_two_lines(strip, qtbot):
    """Issue 36: the whole table jumped when a verdict first wrapped to a second line."""
    label = _label(strip)
    _resize(strip, qtbot, 600)
    one_line = label.fontMetrics().lineSpacing()
    strip.show_verdict("✓ Scramble", True)
    assert label.minimumHeight() >= 2 * one_line  # before any verdict has wrapped
    strip.show_verdict(LONG, False)
    strip.show_verdict("✓ Scramble", True)
    assert shown_lines(strip) == ["✓ Scramble"]
    assert label.minimumHeight() >= 2 * one_line  # no jump back: the table above stays put
    _resize(strip, qtbot, 1400)
    assert label.minimumHeight() >= 2 * one_line
    strip.show_verdict(LONG, False)
    assert shown_lines(strip) == [LONG]  # wide enough for one line


def metrics_width(label: QLabel, text: str) -> int:
    return label.fontMetrics().horizontalAdvance(text)


def test_the_rules_a_cut_verdict_cites_stay_in_view_as_links(strip, qtbot):
    # A German verdict whose rule comes last: at 600 px its end is cut, the rule number is not.
    verdict = (
        "✗ Falsch: bevor die Karten der Seventh Street gegeben werden, zählt der Croupier den Stub "
        "und sagt an, ob jeder Spieler noch eine eigene Karte bekommt oder die Community Card "
        "nötig ist; erst dann wird verbrannt und gegeben (R6.7)"
    )
    label = _label(strip)
    _resize(strip, qtbot, 600)
    strip.show_verdict(verdict, False)
    lines = shown_lines(strip)
    assert len(lines) == 2
    assert lines[1].endswith("… (R6.7)")
    assert all(label.fontMetrics().horizontalAdvance(line) <= label.width() for line in lines)
    assert 'href="rule:R6.7"' in label.text()  # the link opens the rule
    assert label.toolTip() == verdict  # and the tooltip has the verdict whole
    with qtbot.waitSignal(strip.rule_requested) as opened:
        label.linkActivated.emit("rule:R6.7")
    assert opened.args == ["R6.7"]
