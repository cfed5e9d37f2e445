"""What the grader hands back: the answer as the trainee gave it (the review shows it beside the
engine's), a split read as the rules read it (a seat given nothing is no share), and a question of
the middle difficulty, in the default games, unless the trainer asks otherwise."""

from __future__ import annotations

import random

from croupier.drills.deal import DrillSettings
from croupier.drills.grading import generate, grade, solve


def test_a_split_that_also_names_a_seat_given_nothing_is_right_and_kept_as_given() -> None:
    question = generate("split", random.Random(3))
    expected = solve(question).expected
    assert isinstance(expected, tuple)
    winners = {seat for seat, _ in expected}
    loser = next(player.seat for player in question.position.players if player.seat not in winners)
    given = tuple(sorted((*expected, (loser, 0))))
    verdict = grade(question, given)
    assert verdict.correct
    assert verdict.given == given
    assert verdict.expected == expected
    wrong = grade(question, given[1:])
    assert not wrong.correct
    assert wrong.given == given[1:]


def test_no_answer_is_wrong_and_shown_as_none() -> None:
    question = generate("split", random.Random(3))
    verdict = grade(question, None)
    assert (verdict.correct, verdict.given) == (False, None)
    assert verdict.expected == solve(question).expected


def test_a_question_is_of_the_middle_difficulty_in_the_default_games_unless_asked_otherwise() -> None:
    for seed in range(5):
        question = generate("split", random.Random(seed))
        assert question.difficulty == 2
        assert question.profile == DrillSettings().profile
        assert generate("split", random.Random(seed), 1).difficulty == 1
