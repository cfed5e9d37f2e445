"""Incidents in the walkthrough without widgets: when the table goes wrong (Practice and Exam, from
Normal level up, at the rate set), the trainee's Stop and ruling graded, a missed incident and a
false alarm wrong answers, and the right ruling carried out by the engine whatever was answered."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.events import IncidentOccurred, IncidentRuled
from croupier.engine.incidents import IncidentKind, RulingKind
from croupier.engine.rules import STUD, Stakes
from croupier.procedure import Procedure, StepKind
from croupier.training.answers import answer_of
from croupier.training.controller import Asked, Waiting, Walkthrough
from croupier.training.incidents import STREETS_OF, IncidentMaker, IncidentRate

STAKES = Stakes(5, 10, 20, 40)


def walk(
    seed: int,
    *,
    rate: IncidentRate = IncidentRate.OFTEN,
    mode: TrainingMode = TrainingMode.PRACTICE,
    difficulty: Difficulty = Difficulty.NORMAL,
    players: int = 5,
) -> Walkthrough:
    procedure = Procedure.new(STUD, STAKES, [1000] * players, seed=seed)
    maker = IncidentMaker(rate, random.Random(seed))
    return Walkthrough(procedure, difficulty=difficulty, mode=mode, rng=random.Random(seed), incidents=maker)


def play(walkthrough: Walkthrough, answer) -> None:
    """Deal the hand right, and at each incident let ``answer(walk)`` react."""
    for _ in range(5000):
        walkthrough.run_auto()
        if walkthrough.incident is not None:
            answer(walkthrough)
            continue
        waiting = walkthrough.waiting
        if waiting is Waiting.OVER:
            return
        _answer_right(walkthrough, waiting)
    raise AssertionError("the hand did not end")


def _answer_right(walkthrough: Walkthrough, waiting: Waiting) -> None:
    """The right answer to what is asked (the chips and the showdown as the dealer does them)."""
    if waiting in {Waiting.CHANGE, Waiting.COUNT_POT}:
        walkthrough.chips.do_right()
    elif waiting is Waiting.DUTY:
        step = walkthrough.procedure.expected()[0]
        if step.kind in {StepKind.PUSH_POT, StepKind.READ_HAND}:
            version = len(walkthrough.procedure.history)
            walkthrough.play_right(lambda w: len(w.procedure.history) > version)
        else:
            walkthrough.attempt(step)
    elif waiting in {Waiting.WHO_ACTS, Waiting.WHO_SHOWS}:
        walkthrough.answer_seat(walkthrough.hand.next_step().seat)
    elif waiting is Waiting.MAY_DO:
        walkthrough.answer_actions(walkthrough.hand.legal_actions())
    else:
        walkthrough.play_player()


def rule_right(walkthrough: Walkthrough) -> None:
    choices = walkthrough.stop()
    assert walkthrough.waiting is Waiting.RULING
    right = walkthrough.table.right_ruling().kind
    assert right in choices
    graded = walkthrough.rule(right)
    assert graded.correct
    assert graded.asked is Asked.INCIDENT


def test_incidents_are_ruled_and_the_hand_plays_to_its_end():
    kinds: Counter[str] = Counter()
    for seed in range(12):
        walkthrough = walk(seed)
        play(walkthrough, rule_right)
        assert walkthrough.procedure.is_complete
        assert walkthrough.right == walkthrough.asked
        kinds.update(e.kind for e in walkthrough.hand.events if isinstance(e, IncidentOccurred))
    assert sum(kinds.values()) >= 12 * 2
    assert len(kinds) >= 12


def _first_incident(walkthrough: Walkthrough) -> None:
    for _ in range(3000):
        walkthrough.run_auto()
        if walkthrough.incident is not None:
            return
        waiting = walkthrough.waiting
        assert waiting is not Waiting.OVER
        _answer_right(walkthrough, waiting)


def test_carrying_on_is_a_wrong_answer_and_the_right_ruling_is_carried_out():
    walkthrough = walk(3)
    _first_incident(walkthrough)
    incident = walkthrough.incident
    right = walkthrough.table.right_ruling()
    asked = walkthrough.asked
    if walkthrough.waiting is Waiting.DUTY:
        graded = walkthrough.attempt(walkthrough.procedure.expected()[0])
    else:
        assert walkthrough.waiting is Waiting.NOTICE
        graded = walkthrough.carry_on()
    assert graded.asked is Asked.INCIDENT
    assert not graded.correct
    assert graded.incident == incident
    assert (graded.ruling, graded.right_ruling, graded.rule) == (None, right.kind, right.rule)
    assert walkthrough.asked == asked + 1
    assert walkthrough.incident is None
    ruled = [e for e in walkthrough.hand.events if isinstance(e, IncidentRuled)]
    assert ruled[-1].ruling == right.kind.value or right.kind in {RulingKind.MISDEAL, RulingKind.VOID_HAND}
    record = answer_of(graded, TrainingMode.PRACTICE, 1.0)
    assert record.skill == "walkthrough:incident"
    assert record.question == f"incident:{incident.kind.value}:{right.kind.value}"
    assert record.answer == "carried_on"


def test_a_wrong_ruling_is_explained_and_the_right_one_done():
    walkthrough = walk(5)
    _first_incident(walkthrough)
    right = walkthrough.table.right_ruling().kind
    wrong = next(choice for choice in walkthrough.stop() if choice is not right)
    graded = walkthrough.rule(wrong)
    assert not graded.correct
    assert (graded.ruling, graded.right_ruling) == (wrong, right)
    assert walkthrough.incident is None
    assert walkthrough.journal[-1][1].graded is graded


def test_stop_with_nothing_wrong_is_a_false_alarm():
    walkthrough = walk(1)
    walkthrough.run_auto()
    assert walkthrough.incident is None
    graded = walkthrough.stop()
    assert not isinstance(graded, tuple)
    assert not graded.correct
    assert graded.reason == "nothing_wrong"
    assert answer_of(graded, TrainingMode.PRACTICE, 0.5).question == "incident:none"


@pytest.mark.parametrize(
    ("mode", "difficulty", "rate"),
    [
        (TrainingMode.LEARN, Difficulty.NORMAL, IncidentRate.OFTEN),
        (TrainingMode.PRACTICE, Difficulty.BEGINNER, IncidentRate.OFTEN),
        (TrainingMode.PRACTICE, Difficulty.NORMAL, IncidentRate.OFF),
    ],
)
def test_no_incidents_in_learn_mode_at_beginner_level_or_when_off(mode, difficulty, rate):
    walkthrough = walk(2, rate=rate, mode=mode, difficulty=difficulty)
    assert not walkthrough.incidents_on()

    def fail(_walk: Walkthrough) -> None:
        raise AssertionError("no incident should happen")

    play(walkthrough, fail)


def test_exam_mode_grades_incidents_like_any_duty():
    walkthrough = walk(4, mode=TrainingMode.EXAM)
    assert walkthrough.incidents_on()
    play(walkthrough, rule_right)
    assert any(isinstance(e, IncidentOccurred) for e in walkthrough.hand.events)
    assert walkthrough.right == walkthrough.asked


def test_the_table_shows_chips_put_out_in_front_and_cards_face_up():
    for seed in range(40):
        walkthrough = walk(seed)
        _first_incident(walkthrough)
        held = walkthrough.table.held
        if held:
            seat, chips = next(iter(held.items()))
            state = walkthrough.table_state()
            assert state.seat(seat).bet >= chips
            return
    raise AssertionError("no chips put out in 40 hands")  # pragma: no cover


def test_the_kinds_are_chosen_evenly_over_a_session():
    counts: Counter[IncidentKind] = Counter()
    rng = random.Random(9)
    for seed in range(25):
        procedure = Procedure.new(STUD, STAKES, [1000] * 6, seed=seed)
        maker = IncidentMaker(IncidentRate.OFTEN, rng, counts)
        walkthrough = Walkthrough(
            procedure, mode=TrainingMode.PRACTICE, rng=random.Random(seed), incidents=maker
        )
        play(walkthrough, rule_right)
    seen = {kind for kind, count in counts.items() if count}
    assert len(seen) >= len(STREETS_OF) - 4
    ordered = sorted(counts.values())
    assert ordered[-1] <= 3 * ordered[len(ordered) // 4]  # no kind crowds the others out


@pytest.mark.parametrize(("seed", "still_due"), [(4, True), (1, False)])
def test_the_next_duty_past_an_incident_is_missed_once_and_done_if_still_due(seed, still_due):
    """The incident waits until the next duty: that duty counts as carrying on, graded once; the
    ruling is carried out and the duty then done as meant when it is still due (not graded again,
    so a pass being dealt goes on from the right seat), else left to be done again."""
    walkthrough = walk(seed)
    _first_incident(walkthrough)
    assert walkthrough.waiting is Waiting.DUTY
    step = walkthrough.procedure.expected()[0]
    history, asked = len(walkthrough.procedure.history), walkthrough.asked
    graded = walkthrough.attempt(step)
    assert (graded.asked, graded.reason, walkthrough.asked) == (Asked.INCIDENT, "missed", asked + 1)
    assert walkthrough.incident is None
    if still_due:
        assert walkthrough.procedure.history[history:] == [step]
        assert walkthrough.by_trainee[-1]
    else:
        assert len(walkthrough.procedure.history) == history
