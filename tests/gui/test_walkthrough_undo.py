"""Undo in the walkthrough: a correct duty taken back (the button or Ctrl+Z) puts the table, the
checklist and the score back as they were; the duty done again, the hand goes on to its end. Never
in an exam, and not past a player's move or a wrong answer."""

from __future__ import annotations

import test_walkthrough
from PySide6.QtCore import Qt
from readback import score_text
from test_walkthrough import click_seat, play, press

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.procedure import DealerStep, StepKind
from croupier.training.controller import Waiting
from croupier.training.duties import Duty

make_dealer = test_walkthrough.make_dealer  # the panel wired to a table and a strip, as there


def ctrl_z(qtbot, dealer) -> None:
    qtbot.keyClick(dealer.table_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def snapshot(dealer) -> tuple:
    """What the trainee sees: the table, the checklist and the score."""
    panel = dealer.panel
    return (
        dealer.table_view.state(),
        panel.checklist.lines(),
        score_text(dealer.verdict_strip),
        panel.walkthrough.right,
        panel.walkthrough.asked,
    )


def test_a_correct_deal_is_taken_back_dealt_again_and_the_hand_finished(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.NORMAL, mode=TrainingMode.PRACTICE)
    panel = dealer.panel
    walk = panel.walkthrough
    undo = panel.controls.undo_button
    play(qtbot, dealer, lambda: walk.hand.street == 4 and walk.procedure.expected()[0].kind is StepKind.DEAL)
    due = walk.procedure.expected()[0]
    before = snapshot(dealer)
    press(qtbot, dealer, "U")
    click_seat(qtbot, dealer, due.seat)
    dealt = walk.hand.player(due.seat).up[-1]
    after = snapshot(dealer)
    assert after != before
    assert after[0].seat(due.seat).up[-1] == dealt
    assert score_text(dealer.verdict_strip) == f"Score {before[3] + 1}/{before[4] + 1}"
    assert undo.isEnabled()
    assert undo.toolTip() == "Take back your last correct duty (Ctrl+Z)"

    ctrl_z(qtbot, dealer)
    assert snapshot(dealer) == before
    assert dealer.verdict_strip.text == f"Taken back: Deal seat {due.seat} a card face up"
    assert panel.armed is Duty.DEAL_UP, "the seat duty waits for its seat again"
    assert walk.procedure.expected()[0] == due
    assert not walk.hand.player(due.seat).up[1:], "the card is back on the stub"

    # Dealt again, the same card comes off the same deck; the hand then goes on to its end.
    click_seat(qtbot, dealer, due.seat)
    assert walk.hand.player(due.seat).up[-1] == dealt
    assert snapshot(dealer) == after
    play(qtbot, dealer, lambda: walk.waiting is Waiting.OVER)
    assert walk.procedure.is_complete
    assert walk.right == walk.asked
    assert dealer.table_view.state().pot == 0


def test_undo_goes_back_duty_by_duty_with_the_button(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.NORMAL, mode=TrainingMode.LEARN)
    panel = dealer.panel
    walk = panel.walkthrough
    undo = panel.controls.undo_button
    assert not undo.isEnabled()
    assert undo.toolTip() == "Nothing to take back (Ctrl+Z)"
    start = snapshot(dealer)
    seen = [start]
    for _ in range(3):
        press(qtbot, dealer, panel.duties.hinted().key)
        seen.append(snapshot(dealer))
    assert [step.kind for step in walk.procedure.history] == [StepKind.SHUFFLE] * 3
    for expected in reversed(seen[:-1]):
        qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
        assert snapshot(dealer) == expected
    assert walk.procedure.history == []
    assert not undo.isEnabled()
    assert panel.duties.hinted() is Duty.SCRAMBLE


def test_a_burn_taken_back_goes_back_on_the_stub(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.BEGINNER)
    walk = dealer.panel.walkthrough
    play(qtbot, dealer, lambda: walk.procedure.expected()[:1] == (DealerStep.burn(),))
    before = dealer.table_view.state()
    press(qtbot, dealer, "B")
    assert dealer.table_view.state().burns == before.burns + 1
    ctrl_z(qtbot, dealer)
    assert dealer.table_view.state() == before
    assert walk.procedure.expected()[0].kind is StepKind.BURN


def test_nothing_is_taken_back_past_a_players_move_or_a_wrong_answer(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.BEGINNER)
    panel = dealer.panel
    walk = panel.walkthrough
    play(qtbot, dealer, lambda: len(walk.hand.events) > 0 and walk.waiting is Waiting.PLAYER)
    assert panel.controls.undo_button.isEnabled(), "the last card dealt can still be taken back"
    play(qtbot, dealer, lambda: walk.procedure.expected()[:1] == (DealerStep.gather(),))
    assert not panel.controls.undo_button.isEnabled(), "a player has acted since"
    before = snapshot(dealer)
    ctrl_z(qtbot, dealer)
    assert snapshot(dealer) == before
    assert dealer.verdict_strip.text.startswith("Nothing to take back")
    press(qtbot, dealer, "G")
    assert panel.controls.undo_button.isEnabled()
    press(qtbot, dealer, "G")  # nothing left to gather: wrong, and it stands
    assert walk.right < walk.asked
    assert not walk.can_undo()
    assert not panel.controls.undo_button.isEnabled()


def test_an_exam_has_no_undo(make_dealer, qtbot):
    dealer = make_dealer(difficulty=Difficulty.NORMAL, mode=TrainingMode.EXAM)
    panel = dealer.panel
    walk = panel.walkthrough
    undo = panel.controls.undo_button
    press(qtbot, dealer, "S")
    assert walk.right == walk.asked == 1
    assert not undo.isEnabled()
    assert "No undo in an exam" in undo.toolTip()
    assert "Ctrl+Z" in undo.toolTip()
    before = snapshot(dealer)
    ctrl_z(qtbot, dealer)
    assert snapshot(dealer) == before
    assert dealer.verdict_strip.text == "No undo in an exam: a duty done stands."
    # No way out of the exam hand: the mode, the level and New hand are locked until it is over.
    panel.set_mode(TrainingMode.PRACTICE)
    assert panel.mode is TrainingMode.EXAM
    assert not panel.controls.mode_box.isEnabled()
    assert not panel.controls.level_box.isEnabled()
    assert not panel.controls.new_button.isEnabled()
    panel.start_new_hand()
    assert panel.walkthrough is walk
    assert not undo.isEnabled()
