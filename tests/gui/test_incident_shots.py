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
