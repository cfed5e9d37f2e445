"""``croupier screenshot``'s incident views: each of the three incidents the issue pictures (a hole
card dealt face up, a string raise, a Seventh Street card dealt up) stands in the real window before
its ruling (the table stopped, the rulings offered, the incident drawn) and after it (the engine's
ruling carried out, the verdict with its rule)."""

from __future__ import annotations

import pytest

from croupier.commands import screenshot, screenshot_incidents
from croupier.engine.events import IncidentOccurred, IncidentRuled
from croupier.training.terms import Waiting
from croupier.words.incident_words import ruling_text

NAMES = sorted(screenshot_incidents._SHOWN)


def test_the_views_are_offered_by_the_command():
    for name in NAMES:
        for view in (f"incident-{name}", f"incident-{name}-ruled"):
            assert view in screenshot.ALL_VIEWS
            assert view in screenshot.VIEWS


@pytest.mark.parametrize("name", NAMES)
def test_before_and_after_the_ruling(qtbot, translations, name):
    context = {"translations": translations}
    before = screenshot_incidents._incident_view(context, name, ruled=False)
    qtbot.add_widget(before)
    walk = before.walkthrough.walkthrough
    kind = screenshot_incidents._SHOWN[name]
    assert walk.incident is not None
    assert walk.incident.kind.value == kind
    assert walk.waiting is Waiting.RULING
    right = walk.table.right_ruling()
    assert ruling_text(right.kind) in before.walkthrough.question.choices
    assert before.table_view.state() == walk.table_state()
    occurred = [e for e in walk.hand.events if isinstance(e, IncidentOccurred)]
    assert [e.kind for e in occurred] == [kind]
    before.walkthrough.stop()

    after = screenshot_incidents._incident_view(context, name, ruled=True)
    qtbot.add_widget(after)
    walk = after.walkthrough.walkthrough
    assert walk.incident is None
    ruled = [e for e in walk.hand.events if isinstance(e, IncidentRuled)]
    assert [(e.kind, e.ruling, e.rule) for e in ruled] == [(kind, right.kind.value, right.rule)]
    assert after.verdict_strip.text.startswith(ruling_text(right.kind))
    assert f"({right.rule})" in after.verdict_strip.text
    after.walkthrough.stop()


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 800), (900, 600)], ids=["1280x800", "900x600"])
def test_the_countdown_view_shows_an_incident_waiting_for_stop(qtbot, translations, language, size):
    """Issue 36: ``--view incident-countdown`` is the real window with a player's incident waiting
    for the trainee's Stop, its seconds left in sight; the picture is drawn."""
    assert "incident-countdown" in screenshot.ALL_VIEWS
    translations.set_language(language)
    try:
        window = screenshot.VIEWS["incident-countdown"]({"translations": translations})
        qtbot.add_widget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        panel = window.walkthrough
        walk = panel.walkthrough
        assert walk.waiting is Waiting.NOTICE
        assert walk.incident is not None
        assert walk.incident.kind.value == "out_of_turn"
        wanted = {
            "en": "Stop the table (Space) within",
            "de": "Tisch stoppen (Leertaste) innerhalb von",
        }[language]
        text = panel.verdicts.incident_text
        assert text.startswith("⚠ ")
        assert wanted in text.splitlines()[-1], text
        countdown = panel.verdicts._countdown
        viewport = panel._scroll.viewport()

        def in_sight() -> bool:  # the banner whole inside the panel, no line of it cut
            banner = panel.verdicts.incident_banner
            top = banner.mapTo(viewport, banner.rect().topLeft())
            whole = countdown.heightForWidth(countdown.width()) <= countdown.height()
            return whole and viewport.rect().contains(banner.rect().translated(top))

        qtbot.waitUntil(in_sight, timeout=2000)
        picture = window.grab().toImage()
        assert (picture.width(), picture.height()) == size
        panel.stop()
    finally:
        translations.set_language("en")
