"""The practical exam's arithmetic on its own: weights, critical errors, the combination, pass marks."""

from __future__ import annotations

import pytest

from croupier.practical.rubric import (
    Critical,
    Group,
    Mark,
    Rubric,
    RubricError,
    combine,
    score_hand,
    score_practical,
)


def _marks(**groups: tuple[int, int]) -> list[Mark]:
    """``procedure=(3, 4)``: three right marks of four in that group."""
    marks = []
    for name, (right, total) in groups.items():
        group = Group(name)
        marks += [Mark(f"{name}:{n}", group, right=n < right) for n in range(total)]
    return marks


def test_a_hand_is_the_weighted_mean_of_its_groups():
    rubric = Rubric(weights={Group.PROCEDURE: 50, Group.CHIPS: 50, Group.ANNOUNCEMENTS: 0, Group.PACE: 0})
    score = score_hand(_marks(procedure=(3, 4), chips=(1, 2)), rubric)
    assert score.score == pytest.approx(0.5 * 0.75 + 0.5 * 0.5)
    assert score.groups[Group.PROCEDURE] == 0.75
    assert score.groups[Group.IRREGULARITIES] is None


def test_a_group_without_marks_does_not_count_and_the_others_are_scaled():
    rubric = Rubric()  # 35 procedure, 20 announcements, 25 chips, 10 irregularities, 10 pace
    score = score_hand(_marks(procedure=(1, 1), chips=(0, 1)), rubric)
    assert score.score == pytest.approx(35 / 60)


def test_pace_is_the_target_over_the_time_at_most_one():
    rubric = Rubric(weights={Group.PROCEDURE: 1, Group.PACE: 1})
    slow = score_hand(_marks(procedure=(1, 1)), rubric, seconds=240, target_seconds=120)
    fast = score_hand(_marks(procedure=(1, 1)), rubric, seconds=60, target_seconds=120)
    assert slow.groups[Group.PACE] == 0.5
    assert slow.score == pytest.approx(0.75)
    assert fast.groups[Group.PACE] == 1.0
    assert fast.score == 1.0
    assert score_hand(_marks(procedure=(1, 1)), rubric).groups[Group.PACE] is None


def test_a_critical_error_fails_the_hand_where_the_rubric_says_so():
    marks = [
        *_marks(procedure=(5, 5)),
        Mark("push_pot", Group.CHIPS, right=False, critical=Critical.WRONG_POT),
    ]
    strict = score_hand(marks, Rubric())
    assert strict.failed
    assert strict.score == 0.0
    assert strict.criticals == (Critical.WRONG_POT,)
    lenient = score_hand(marks, Rubric(critical=frozenset({Critical.MISDEAL})))
    assert not lenient.failed
    assert lenient.score > 0.5


def test_the_practical_is_the_mean_of_its_hands_and_passes_at_its_mark():
    rubric = Rubric(weights={Group.PROCEDURE: 1})
    hands = [_marks(procedure=(9, 10)), _marks(procedure=(7, 10))]
    scores = [score_hand(marks, rubric) for marks in hands]
    practical = score_practical(scores, hands, rubric)
    assert practical.score == pytest.approx(0.8)
    assert practical.passed  # 80 % exactly passes
    assert practical.groups[Group.PROCEDURE] == pytest.approx(16 / 20)
    failing = score_practical([scores[1]], [hands[1]], rubric)
    assert not failing.passed


def test_the_two_parts_combine_70_30_and_each_must_pass():
    rubric = Rubric()
    grade = combine(0.9, 0.7, rubric)
    assert grade.combined == pytest.approx(0.7 * 0.9 + 0.3 * 0.7)
    assert grade.practical_passed
    assert not grade.written_passed
    assert not grade.passed  # 0.84 combined, but the written part is under its mark
    assert combine(0.85, 0.95, rubric).passed
    missing = combine(0.95, None, rubric)
    assert missing.combined is None
    assert not missing.passed


def test_a_school_sets_its_own_weights_and_marks():
    rubric = Rubric(practical_weight=1, written_weight=1, practical_pass=0.75, written_pass=0.5)
    grade = combine(0.75, 0.5, rubric)
    assert grade.combined == pytest.approx(0.625)
    assert grade.passed


def test_a_rubric_round_trips_and_refuses_nonsense():
    rubric = Rubric(critical=frozenset({Critical.MISDEAL})).with_weights(pace=0, chips=40)
    again = Rubric.from_json(rubric.to_json())
    assert again == rubric
    with pytest.raises(RubricError):
        Rubric(weights={Group.PROCEDURE: -1})
    with pytest.raises(RubricError):
        Rubric(weights=dict.fromkeys(Group, 0.0))
    with pytest.raises(RubricError):
        Rubric(practical_pass=80)
    with pytest.raises(RubricError):
        Rubric.from_json('{"weights": {}}')
