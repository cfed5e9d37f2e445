"""Incidents in the real window: for each kind, a seeded hand in which it happens; the trainee stops
the table (Space) and picks the ruling with its number: the right one is accepted and carried out on
the table, a wrong one is explained with the right one and its rule, and carrying on is caught (a
duty pressed, or the table left waiting); the answers reach the progress store."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.events import HandRedealt, IncidentRuled
from croupier.engine.incidents import IncidentKind, RulingKind
from croupier.engine.rules import STUD, HouseRules, Stakes
from croupier.gui.main_window import MainWindow
from croupier.procedure import Procedure
from croupier.speech import SilentSpeaker
from croupier.training.controller import Waiting, Walkthrough
from croupier.words.incident_words import ruling_text

STAKES = Stakes(5, 10, 20, 40)
K = IncidentKind


@pytest.fixture
def window(qtbot, translations, settings, store):
    settings.walkthrough_difficulty = "normal"
    settings.walkthrough_mode = "practice"
    settings.walkthrough_incidents = "often"
    speaker = SilentSpeaker("no engine in the tests")
    trainee = store.roster.get_or_add("Station 1")
    shown = MainWindow(
        translations, settings, speaker, rng=random.Random(5), walkthrough=True, store=store, trainee=trainee
    )
    qtbot.add_widget(shown)
    shown.dialogs.confirm = lambda *_args, **_kwargs: True  # no modal question at teardown
    shown.keep = speaker
    shown.resize(1280, 800)
    shown.show()
    qtbot.waitExposed(shown)
    panel = shown.walkthrough
    assert panel is not None
    assert panel.incidents.value == "often"
    panel.set_player_delay(1)
    panel.set_notice_delay(30)
    return shown


def _stacks(kind: IncidentKind) -> list[int]:
    # An all-in player for R10.9; deep stacks otherwise.
    return [1000, 1000, 1000, 30] if kind is K.ALL_IN_CARD_UP else [1000] * 4


def _deal_to(window: MainWindow, kind: IncidentKind, seed: int) -> Walkthrough:
    """A seeded hand dealt right up to a moment where ``kind`` can happen, and it happens."""
    panel = window.walkthrough
    assert panel is not None
    for attempt in range(seed, seed + 40):
        rules = HouseRules(oot_restricted=attempt % 2 == 1)
        procedure = Procedure.new(STUD, STAKES, _stacks(kind), rules, seed=attempt)
        panel.load(procedure, rng=random.Random(attempt))
        walk = panel.walkthrough
        assert walk is not None
        panel.fast_forward(lambda walk: bool(walk.table.seats_for(kind)))
        if panel.inject_incident(kind):
            return walk
    raise AssertionError(f"{kind.value} did not come up in 40 seeded hands")


def _press(qtbot, window: MainWindow, key: Qt.Key) -> None:
    qtbot.keyClick(window.table_view, key)


def _pick(qtbot, window: MainWindow, ruling: RulingKind) -> None:
    panel = window.walkthrough
    choices = panel.question.choices
    text = ruling_text(ruling)
    assert text in choices, (text, choices)
    _press(qtbot, window, getattr(Qt.Key, f"Key_{choices.index(text) + 1}"))


def _attempts(window: MainWindow) -> list[tuple[str, str, str, bool]]:
    assert window.station.writer.flush(10)
    return [(a.skill, a.question, a.answer, a.correct) for a in window.store.attempts_for(window.trainee.id)]


# A ruling may be followed, at the player's turn, by what it left for that turn (R11.1's wager
# bound or released, R10.13's hand killed by a bet), logged under a name of its own: the simulated
# players may reach that turn while a test waits for the table. The incident's ruling is a kind.
_RULINGS = {kind.value for kind in RulingKind}


def _carried_out(walk: Walkthrough, right: RulingKind, window: MainWindow) -> None:
    ruled = [e for e in walk.hand.events if isinstance(e, IncidentRuled) and e.ruling in _RULINGS]
    if right in {RulingKind.MISDEAL, RulingKind.VOID_HAND}:
        # Dealt again from a fresh shuffle, every chip back: the new deal starts from the stacks.
        redealt = [e for e in walk.hand.events if isinstance(e, HandRedealt)][-1]
        assert walk.hand.events.index(redealt) > walk.hand.events.index(ruled[-1])
        assert redealt.stacks == tuple(p.starting_stack for p in walk.hand.players)
        assert walk.hand.street == 3
    else:
        assert ruled[-1].ruling == right.value
    assert walk.incident is None
    if walk.table.out_of_turn is None:
        assert walk.table.held == {}
    else:  # R11.1: the out-of-turn wager stays in front of its player until their turn
        assert set(walk.table.held) <= {walk.table.out_of_turn.seat}
    hide = walk.waiting in {Waiting.DUTY, Waiting.WHO_ACTS}
    assert window.table_view.state() == walk.table_state(hide_actor=hide)


KINDS = list(IncidentKind)


@pytest.mark.parametrize("kind", KINDS, ids=[kind.value for kind in KINDS])
def test_each_incident_stopped_ruled_right_and_wrong_and_missed(qtbot, window, kind):
    panel = window.walkthrough
    # Right: Space, then the ruling's number.
    walk = _deal_to(window, kind, seed=1)
    incident = walk.incident
    right = walk.table.right_ruling().kind
    assert panel.verdicts.incident_text.startswith("⚠")
    _press(qtbot, window, Qt.Key.Key_Space)
    assert walk.waiting is Waiting.RULING
    assert panel.question.prompt == "Stopped. What is the ruling?"
    _pick(qtbot, window, right)
    assert walk.incident is None
    assert ruling_text(right) in window.verdict_strip.text
    assert f"({incident.rule})" in window.verdict_strip.text
    _carried_out(walk, right, window)
    question = f"incident:{kind.value}:{right.value}"
    assert _attempts(window)[-1] == ("walkthrough:incident", question, right.value, True)

    # Wrong: explained with the right one and its rule, the right one carried out.
    walk = _deal_to(window, kind, seed=50)
    right = walk.table.right_ruling().kind
    _press(qtbot, window, Qt.Key.Key_Space)
    wrong = next(choice for choice in walk.ruling_choices() if choice is not right)
    _pick(qtbot, window, wrong)
    text = window.verdict_strip.text
    assert f"Not “{ruling_text(wrong)}”" in text
    assert ruling_text(right) in text
    assert f"({walk.table.history[-1][1].rule})" in text
    _carried_out(walk, right, window)
    assert _attempts(window)[-1][2:] == (wrong.value, False)

    # Ignored: a duty pressed instead (a dealer's slip), or the table left waiting (a player's).
    walk = _deal_to(window, kind, seed=100)
    right = walk.table.right_ruling().kind
    if walk.waiting is Waiting.NOTICE:
        qtbot.waitUntil(lambda: walk.incident is None, timeout=3000)
    else:
        assert walk.waiting is Waiting.DUTY
        _press(qtbot, window, Qt.Key.Key_G)
    assert walk.incident is None
    assert window.verdict_strip.text.startswith("Missed:")
    assert ruling_text(right) in window.verdict_strip.text
    _carried_out(walk, right, window)
    assert _attempts(window)[-1][2:] == ("carried_on", False)


def test_the_rate_is_chosen_in_the_footer_and_kept(qtbot, window, settings):
    controls = window.walkthrough.controls
    controls.incidents_box.activated.emit(controls.incidents_box.findData("off"))
    assert settings.walkthrough_incidents == "off"
    assert window.walkthrough.incidents.value == "off"
    assert not window.walkthrough.walkthrough.incidents_on()


def test_stop_with_nothing_wrong_is_a_false_alarm(qtbot, window):
    panel = window.walkthrough
    walk = panel.walkthrough
    assert walk.incident is None
    _press(qtbot, window, Qt.Key.Key_Space)
    assert window.verdict_strip.text == "Nothing is wrong at the table: there was no reason to stop it."
    assert _attempts(window)[-1] == ("walkthrough:incident", "incident:none", "stop", False)


def test_incidents_happen_by_themselves_in_practice(qtbot, window):
    panel = window.walkthrough
    panel.set_difficulty(Difficulty.NORMAL)
    assert panel.mode is TrainingMode.PRACTICE
    seen = 0
    for seed in range(8):
        panel.load(Procedure.new(STUD, STAKES, [1000] * 5, seed=seed), rng=random.Random(seed))
        walk = panel.walkthrough
        for _ in range(400):
            if walk.incident is not None:
                seen += 1
                _press(qtbot, window, Qt.Key.Key_Space)
                _pick(qtbot, window, walk.table.right_ruling().kind)
                continue
            waiting = walk.waiting
            if waiting is Waiting.OVER:
                break
            if waiting is Waiting.PLAYER:
                events = len(walk.hand.events)
                # The player acts, or asks how much is in the pot (a chip duty comes first).
                qtbot.waitUntil(
                    lambda: len(walk.hand.events) > events or walk.waiting is not Waiting.PLAYER  # noqa: B023
                )
                continue
            panel.fast_forward(lambda w: w.waiting in {Waiting.PLAYER, Waiting.OVER})
    assert seen >= 3
