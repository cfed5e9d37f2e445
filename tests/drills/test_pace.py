"""The dealer's pace below the window: the instructor's 8-handed target scaled to the table dealt,
a hand timed from its deal to its end with its duties, and the hands of a sitting summed (hands an
hour from the total time, not a mean of rates)."""

from __future__ import annotations

import pytest

from croupier.training.pace import DEFAULT_TARGET, HandPace, PaceClock, PaceSummary, pace_summary, target_for


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


def test_the_target_is_scaled_to_a_tenth_of_a_hand():
    assert target_for(7) == 32.7  # 30 / (1/3 + 2/3 · 7/8) = 32.727…
    assert target_for(5, 25) == 33.3  # 25 / (1/3 + 2/3 · 5/8) = 33.33…


def test_nothing_timed_sums_to_zeros():
    assert pace_summary([]) == PaceSummary(0, 0.0, 0.0, 0.0, 0)


def test_a_hand_a_moment_over_its_target_is_behind():
    assert pace_summary([HandPace(8, 120.02, 1, 1.0, 30.0)]).on_pace == 0  # 120 s allowed


def test_the_sittings_figures_are_rounded_to_a_tenth():
    hands = [HandPace(8, 50.0, 2, 3.0, 30.0), HandPace(8, 47.0, 1, 4.0, 30.1), HandPace(8, 0.0, 0, 0.0, 30.1)]
    summary = pace_summary(hands)
    assert summary.hands_per_hour == 111.3  # 3 hands in 97 s: 111.34…
    assert summary.seconds_per_duty == 2.3  # 7 s over 3 duties
    assert summary.target == 30.1  # (30 + 30.1 + 30.1) / 3 = 30.066…
    assert pace_summary([HandPace(8, 0.5, 0, 0.0, 30.0)]).hands_per_hour == 7200.0
    no_time = pace_summary([HandPace(8, 0.0, 0, 0.0, 30.0)])
    assert (no_time.hands_per_hour, no_time.seconds_per_duty) == (0.0, 0.0)
    assert no_time.share == 0.0
    assert PaceSummary(0, 0.0, 0.0, 0.0).share == 0.0


def test_the_clock_reads_the_hand_so_far_and_keeps_the_instructors_target():
    now = [100.0]
    clock = PaceClock(players=7, target=40, clock=lambda: now[0])
    assert (clock.eight_handed, clock.target) == (40, target_for(7, 40))
    idle = clock.reading()
    assert (idle.elapsed, idle.duties, idle.seconds_per_duty, idle.hands, idle.hands_per_hour) == (
        0.0,
        0,
        0.0,
        0,
        0.0,
    )
    assert idle.target == target_for(7, 40)
    assert idle.target_seconds == 82.6  # 3600 / 43.6
    assert not clock.running
    clock.start()
    assert clock.running
    now[0] = 112.34
    first = clock.reading()
    assert (first.elapsed, first.duties, first.seconds_per_duty) == (12.3, 0, 0.0)
    clock.duty(1.04)
    clock.duty(2.0)
    clock.duty(-3.0)  # a clock gone backwards counts no time
    reading = clock.reading()
    assert (reading.duties, reading.seconds_per_duty) == (3, 1.0)
    now[0] = 197.06
    hand = clock.finish()
    assert hand == HandPace(players=7, seconds=97.1, duties=3, duty_seconds=3.0, target=target_for(7, 40))
    after = clock.reading()
    assert (after.elapsed, after.duties, after.seconds_per_duty, after.hands) == (0.0, 0, 0.0, 1)
    assert after.hands_per_hour == pace_summary([hand]).hands_per_hour == 37.1


def test_a_hand_finished_at_once_takes_no_time_and_the_clock_can_begin_again():
    now = [5.0]
    clock = PaceClock(players=8, clock=lambda: now[0])
    clock.duty(0.4)
    now[0] = 5.5
    assert clock.finish() == HandPace(8, 0.5, 1, 0.4, 30.0)
    now[0] = 4.0  # a clock that went back: no negative time
    clock.start()
    now[0] = 3.0
    assert clock.finish().seconds == 0.0
    clock.duty(1.0)
    clock.abandon()
    assert clock.reading().duties == 0
    assert clock.finish() is None


def test_a_new_hand_starts_its_duties_from_nothing_and_tenths_are_kept():
    now = [0.0]
    clock = PaceClock(players=2, target=7, clock=lambda: now[0])
    assert clock.reading().target_seconds == 257.1  # 3600 / 14
    clock.duty(5.0)
    clock.finish()
    clock.duty(1.5)
    clock.duty(2.0)
    assert clock.reading().seconds_per_duty == 1.8  # this hand's 3.5 s over 2 duties, not the last's
