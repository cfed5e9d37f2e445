"""The dealer's pace below the window: the instructor's 8-handed target scaled to the table dealt,
a hand timed from its deal to its end with its duties, and the hands of a sitting summed (hands an
hour from the total time, not a mean of rates)."""

from __future__ import annotations

import pytest

from croupier.training.pace import DEFAULT_TARGET, HandPace, PaceClock, pace_summary, target_for


def test_the_target_is_thirty_an_hour_at_eight_players_and_grows_as_the_table_shrinks():
    assert DEFAULT_TARGET == 30
    assert target_for(8) == 30.0
    rates = [target_for(players) for players in range(2, 9)]
    assert rates == sorted(rates, reverse=True)  # fewer players, more hands
    assert (target_for(6), target_for(4), target_for(2)) == (36.0, 45.0, 60.0)
    assert target_for(8, 40) == 40.0
    assert target_for(9) == target_for(8)  # R1.2's eight at most
    assert target_for(1) == target_for(2)


def test_a_hand_is_timed_with_its_duties_and_an_abandoned_hand_is_not():
    now = [0.0]
    clock = PaceClock(players=6, target=30, clock=lambda: now[0])
    assert clock.target == 36.0
    clock.start()
    for seconds in (2.0, 3.0, 1.0):
        now[0] += seconds + 4.0  # the players' time counts for the hand, not for the duties
        clock.duty(seconds)
    reading = clock.reading()
    assert (reading.elapsed, reading.duties, reading.seconds_per_duty) == (18.0, 3, 2.0)
    assert reading.target_seconds == 100.0
    assert not reading.behind
    hand = clock.finish()
    assert hand == HandPace(players=6, seconds=18.0, duties=3, duty_seconds=6.0, target=36.0)
    assert hand.on_pace
    assert clock.finish() is None  # once
    clock.start()
    now[0] += 500.0
    assert clock.reading().behind
    clock.abandon()
    assert clock.finish() is None
    assert clock.finished == [hand]


def test_the_sittings_hands_an_hour_come_from_the_total_time():
    hands = [HandPace(8, 90.0, 40, 60.0, 30.0), HandPace(8, 150.0, 40, 100.0, 30.0)]
    summary = pace_summary(hands)
    assert summary.hands == 2
    assert summary.hands_per_hour == 30.0  # 2 hands in 240 s, not the mean of 40 and 24
    assert summary.seconds_per_duty == 2.0
    assert summary.on_pace == 1
    assert summary.share == pytest.approx(1.0)
    assert pace_summary([]).hands == 0


def test_the_sitting_counts_the_hands_dealt_within_their_targets_time():
    """Two hands of three within their target's time (one exactly at it), one behind."""
    hands = [
        HandPace(8, 100.0, 10, 20.0, 30.0),  # 120 s allowed: on pace
        HandPace(8, 120.0, 10, 20.0, 30.0),  # exactly the 120 s allowed: on pace
        HandPace(6, 101.0, 10, 20.0, 36.0),  # 100 s allowed at six players: behind
    ]
    assert [hand.on_pace for hand in hands] == [True, True, False]
    summary = pace_summary(hands)
    assert summary.on_pace == 2
    assert summary.hands == 3
    assert summary.target == 32.0  # the mean of 30, 30 and 36
    assert pace_summary(hands[2:]).on_pace == 0
