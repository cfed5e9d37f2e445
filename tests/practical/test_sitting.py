"""A practical sitting scored as an instructor does it: five hands, two with the cards and actions
typed in (the engine assisting), three with marks only; a critical error fails one hand."""

from __future__ import annotations

import itertools

import pytest

from croupier.engine.phh import loads
from croupier.engine.rules import Stakes
from croupier.practical.rubric import Critical, Group, Rubric
from croupier.practical.sitting import Setup, Sitting, SittingError
from croupier.procedure.flags import Flag


def _clock(step: float = 4.0):
    ticks = itertools.count(0.0, step)
    return lambda: next(ticks)


def _mark_all_right(sheet) -> None:
    while sheet.current is not None:
        sheet.mark(right=True)


def test_five_hands_two_assisted_one_failed_by_a_critical_error():
    setup = Setup(trainee="Ben Keller", game="F7S", players=3, stakes=Stakes(5, 10, 20, 40), hands=5)
    sitting = Sitting(setup, clock=_clock())

    # Hand 1, assisted: the upcards and actions typed; the trainee deals it to the end without fault.
    sheet = sitting.start_hand(assisted=True)
    helper = sheet.assistant
    assert helper is not None
    helper.upcards("Kd 7s 2c")
    assert helper.advice().bring_in == 3
    for action in ("bring-in 10", "fold", "fold"):
        helper.act(action)
    sheet.skip_to_showdown()
    assert sheet.current.key == "push_pot"
    sheet.go_to("shuffle")
    _mark_all_right(sheet)
    first = sitting.end_hand()
    assert not first.score.failed
    assert first.history is not None
    assert loads(first.history)  # the hand as typed, a PHH history with the unknown down cards

    # Hand 2, assisted: a wrong mark on the bring-in with its reason; a street never reached is refused.
    sheet = sitting.start_hand(assisted=True)
    sheet.assistant.upcards("Ah 9c 3d")
    sheet.assistant.act("bring-in 10")
    sheet.mark(right=True)  # shuffle
    sheet.mark(right=True)  # antes
    sheet.mark(right=True)  # cut
    sheet.mark(right=True)  # deal:3
    mark = sheet.mark(right=False, reason=Flag.WRONG_BRING_IN)
    assert (mark.duty, mark.rule, mark.group) == ("bring_in", "R3.10", Group.ANNOUNCEMENTS)
    late = sheet.mark(right=True, key="burn:6")
    assert late.disputed  # the engine says 6th street was never dealt
    second = sitting.end_hand()
    assert second.score.groups[Group.ANNOUNCEMENTS] == 0.0

    # Hands 3 to 5, marks only. Hand 4: the pot pushed to the wrong player, a critical error.
    for number in (3, 4, 5):
        sheet = sitting.start_hand()
        if number == 4:
            sheet.mark(right=False, reason=Flag.WRONG_POT_SPLIT, critical=Critical.WRONG_POT, key="push_pot")
            sheet.go_to("shuffle")
        _mark_all_right(sheet)
        result = sitting.end_hand()
        assert result.history is None
        assert result.score.failed == (number == 4)
    assert sitting.finished
    score = sitting.score()
    assert score.failed_hands == 1
    assert score.score == pytest.approx(sum(result.score.score for result in sitting.results) / 5)
    assert not score.passed  # one hand of five at 0 keeps it under 80 %
    with pytest.raises(SittingError):
        sitting.start_hand()


def test_marks_can_be_taken_back_and_a_right_mark_has_no_reason():
    sitting = Sitting(Setup(trainee="Anna Berger", players=6), clock=_clock())
    sheet = sitting.start_hand()
    sheet.mark(right=False, reason=Flag.WRONG_SHUFFLE_STEP)
    assert sheet.current.key == "antes"
    taken = sheet.undo()
    assert taken.duty == "shuffle"
    assert sheet.current.key == "shuffle"
    assert sheet.marks == []
    with pytest.raises(SittingError):
        sheet.mark(right=True, reason=Flag.MISSING_BURN)
    with pytest.raises(SittingError):
        sheet.mark(right=False, critical=Critical.WRONG_POT)  # not on the shuffle
    sheet.skip()
    assert sheet.current.key == "antes"


def test_pace_counts_against_the_schools_target_at_this_table():
    slow = Sitting(Setup(trainee="Ben Keller", players=8, hands=1, pace_target=30), clock=_clock(60.0))
    sheet = slow.start_hand()
    sheet.mark(right=True)
    result = slow.end_hand()
    assert result.target_seconds == pytest.approx(120.0)  # 30 an hour at 8 players
    assert result.seconds == 120.0  # the clock moved 60 s at the start, the mark and the end
    assert result.score.groups[Group.PACE] == 1.0
    rubric = Rubric(weights={Group.PACE: 1})
    slower = Sitting(Setup(trainee="Ben Keller", players=8, hands=1, rubric=rubric), clock=_clock(120.0))
    slower.start_hand().mark(right=True)
    assert slower.end_hand().score.score == pytest.approx(0.5)


def test_a_setup_refuses_what_no_table_can_be():
    with pytest.raises(SittingError):
        Setup(trainee="x", players=9)
    with pytest.raises(SittingError):
        Setup(trainee="x", game="NLHE")
    with pytest.raises(SittingError):
        Setup(trainee="x", hands=0)
