"""The irregularity quiz in the window (issue 17): the table drawn at the moment of the incident (the
chips put out in front of the player, the card dealt face up), the rulings offered the engine's
plausible ones for that incident, the answer graded against the engine's ruling and explained with
the facts of the case; a wrong ruling says which case it would be right for; answers stored."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from readback import verdict_body

from croupier.drills import TrainingMode
from croupier.engine.incidents import IncidentKind, RulingKind, plausible_rulings
from croupier.gui.main_window import MainWindow
from croupier.gui.quiz import QuizConfig
from croupier.words.incident_words import ruling_text, why_text, wrong_text

_NUMBER_KEYS = [getattr(Qt.Key, f"Key_{digit}") for digit in range(10)]
_CHIPS_IN_FRONT = {
    IncidentKind.STRING_RAISE,
    IncidentKind.VERBAL_RAISE,
    IncidentKind.OVERSIZED_CHIP,
    IncidentKind.MULTIPLE_CHIPS,
    IncidentKind.SPLASH,
    IncidentKind.UNDERSIZED_BET,
}
_CARD_UP = {IncidentKind.SEVENTH_CARD_UP, IncidentKind.ALL_IN_CARD_UP}


@pytest.fixture
def stored(quiz_window):
    window, store, trainee, _settings = quiz_window
    return window, store, trainee


def _press(qtbot, window: MainWindow, key: Qt.Key) -> None:
    qtbot.keyClick(window.table_view, key)


def test_the_table_at_the_incident_the_plausible_rulings_and_the_engines_answer(stored, qtbot):
    window, store, trainee = stored
    panel = window.quiz_panel
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("irregularity",), count=40, seed=3))
    page = panel.question_page
    seen: set[str] = set()
    answered = 0
    wrong_explained = False
    for _ in range(40):
        assert question is not None
        incidents = question.incidents
        assert incidents is not None
        incident = incidents.pending
        assert incident is not None
        seat = incident.seat
        state = window.table_view.state()
        # The table as the mistake left it.
        if incident.kind in _CHIPS_IN_FRONT:
            assert state.seat(seat).bet == incidents.hand.player(seat).bet + incidents.held[seat]
            seen.add("chips")
        if incident.kind in _CARD_UP:
            assert incident.card in state.seat(seat).down
            seen.add("card")
        # The rulings offered are the engine's plausible ones for this incident, nothing else.
        buttons = page.answer_input.choices.buttons
        assert sorted(button.choice_text for button in buttons) == sorted(
            ruling_text(kind) for kind in plausible_rulings(incident)
        )
        keys = [choice.key for choice in question.choices]
        assert set(keys) == {kind.value for kind in plausible_rulings(incident)}
        right = incidents.right_ruling()
        why = why_text(incident, incidents.hand.rules)
        if answered % 2 == 0:
            _press(qtbot, window, _NUMBER_KEYS[keys.index(right.kind.value) + 1])
            assert page.outcome.correct
        else:
            wrong = next(key for key in keys if key != right.kind.value)
            _press(qtbot, window, _NUMBER_KEYS[keys.index(wrong) + 1])
            assert not page.outcome.correct
            body = verdict_body(page)
            assert f"Not “{ruling_text(RulingKind(wrong))}”" in body
            reason = wrong_text(incident, RulingKind(wrong), incidents.hand.rules)
            assert reason in body
            wrong_explained = wrong_explained or bool(reason)
        assert why in verdict_body(page)
        assert f"Rules: {right.rule}" in verdict_body(page)
        answered += 1
        if seen == {"chips", "card"} and wrong_explained and answered >= 6:
            break
        _press(qtbot, window, Qt.Key.Key_Return)
        question = panel.controller.question
    assert seen == {"chips", "card"}
    assert wrong_explained
    assert window.station.writer.flush(10)
    attempts = [a for a in store.attempts_for(trainee.id) if a.skill == "irregularity"]
    assert len(attempts) == answered
    assert [a.correct for a in attempts] == [index % 2 == 0 for index in range(answered)]
