"""Calling the action in the real window (RULES.md R11.7): at Expert the trainee makes the dealer's
call after a wager with the phrase builder ("raise to 80; 40 to you"): graded by the procedure,
shown and spoken with what the wager costs the next player; the wrong call is wrong."""

from __future__ import annotations

import random

from test_walkthrough import RecordingSpeaker, builder_keys

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.rules import STUD, Stakes
from croupier.gui.main_window import MainWindow
from croupier.procedure import ActionCall, CallKind, Procedure
from croupier.training.controller import Waiting
from croupier.training.phrases import Phrase
from croupier.words.procedure_words import announcement_text

STAKES = Stakes(5, 10, 20, 40)


def _owed_call(walk) -> ActionCall | None:
    if walk.waiting is not Waiting.DUTY:
        return None
    return next(
        (
            step.announcement
            for step in walk.procedure.expected()
            if isinstance(step.announcement, ActionCall)
            and step.announcement.owed
            and step.announcement.call in {CallKind.RAISE, CallKind.RERAISE, CallKind.CAP}
        ),
        None,
    )


def test_the_trainee_calls_a_wager_with_its_cost_to_the_next_player(qtbot, translations, settings):
    settings.speech = True
    settings.walkthrough_incidents = "off"
    speaker = RecordingSpeaker()
    window = MainWindow(translations, settings, speaker, rng=random.Random(5), walkthrough=True)
    qtbot.add_widget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    panel = window.walkthrough
    panel.set_player_delay(60_000)
    panel.set_difficulty(Difficulty.EXPERT)
    panel.set_mode(TrainingMode.PRACTICE)
    call = None
    for seed in range(20):
        panel.load(Procedure.new(STUD, STAKES, [1000] * 5, seed=seed), rng=random.Random(seed))
        walk = panel.walkthrough
        panel.fast_forward(lambda w: _owed_call(w) is not None)
        call = _owed_call(walk)
        if call is not None:
            break
    assert call is not None
    hand = walk.hand
    assert call.owed == hand.current_bet - hand.player(hand.actor).bet  # what the engine asks of them
    step = next(step for step in walk.procedure.expected() if step.announcement == call)
    words = announcement_text(call)
    assert words.endswith(f"; {call.owed} to you")

    # The wrong call first (a raise called a re-raise, or the others a raise): wrong, and the right
    # call named.
    keys = builder_keys(step)
    other = Phrase.RERAISE if call.call is CallKind.RAISE else Phrase.RAISE
    for key in [keys[0], other.key, *keys[2:]]:
        panel.press_key(key)
    assert walk.asked - walk.right == 1
    assert words in window.verdict_strip.text
    # Then the right one: graded right, shown and spoken with its cost.
    asked = walk.asked
    for key in keys:
        panel.press_key(key)
    right = walk.right
    assert (walk.asked, walk.right) == (asked + 1, right)
    assert window.verdict_strip.text == f"“{words}”"
    assert f"Correct. {words}" in [text for text, _ in speaker.said]
    panel.stop()
