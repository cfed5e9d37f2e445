"""Incidents in the walkthrough without widgets: when the table goes wrong (Practice and Exam, from
Normal level up, at the rate set), the trainee's Stop and ruling graded, a missed incident and a
false alarm wrong answers, and the right ruling carried out by the engine whatever was answered."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.dealing import Phase as HandPhase
from croupier.engine.events import IncidentOccurred, IncidentRuled
from croupier.engine.incidents import IncidentKind, RulingKind
from croupier.engine.rules import RAZZ, STUD, Stakes
from croupier.procedure import Procedure, StepKind
from croupier.training.answers import answer_of
from croupier.training.controller import Asked, Mark, Milestone, Waiting, Walkthrough
from croupier.training.duties import Phase, duties_for
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


@pytest.mark.parametrize(("seed", "still_due"), [(5, True), (1, False)])
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


def _until_dealt_up(walkthrough: Walkthrough, street: int) -> None:
    """Deal right until a card has just been dealt face up on ``street`` after another seat's."""
    for _ in range(3000):
        walkthrough.run_auto()
        assert walkthrough.incident is None
        if walkthrough.hand.street == street and walkthrough.table.seats_for(IncidentKind.DUPLICATE_CARD):
            return
        waiting = walkthrough.waiting
        assert waiting is not Waiting.OVER
        _answer_right(walkthrough, waiting)
    raise AssertionError("no card dealt face up")  # pragma: no cover


def test_a_duplicate_card_shows_on_the_table_and_the_redeal_starts_the_checklist_and_duties_again():
    procedure = Procedure.new(RAZZ, STAKES, [1000] * 4, seed=21)
    walkthrough = Walkthrough(procedure, mode=TrainingMode.PRACTICE, rng=random.Random(21))
    _until_dealt_up(walkthrough, 4)
    assert walkthrough.phase() is Phase.STREETS
    incident = walkthrough.inject(IncidentKind.DUPLICATE_CARD)
    seat, card = incident.seat, incident.card
    assert seat is not None
    assert card is not None
    # the seat shows the card the text names, and the checklist's line says the same
    assert walkthrough.table_state().seat(seat).up[-1] == card
    also = int(str(incident.facts["also_at"]))
    assert card in walkthrough.table_state().seat(also).up
    dealt = [line for row in walkthrough.checklist() for line in row.lines if line.cards]
    assert (seat, card, True) in dealt[-1].cards
    walkthrough.stop()
    graded = walkthrough.rule(RulingKind.VOID_HAND)
    assert graded.correct
    # dealt again from the shuffle: the header's phase, the duty buttons and the checklist follow
    assert walkthrough.phase() is Phase.PREPARE
    assert set(duties_for(walkthrough.phase())) == set(duties_for(Phase.PREPARE))
    assert walkthrough.procedure.expected()[0].kind is StepKind.SHUFFLE
    rows = {row.milestone: row for row in walkthrough.checklist()}
    assert rows[Milestone.SHUFFLE].mark is Mark.NOW
    assert all(row.mark is Mark.TODO for milestone, row in rows.items() if milestone is not Milestone.SHUFFLE)
    assert not any(line.cards for row in rows.values() for line in row.lines)
    play(walkthrough, rule_right)
    assert walkthrough.procedure.is_complete


def test_the_first_seventh_card_up_the_duties_checklist_and_table_deal_the_rest_face_up():
    procedure = Procedure.new(STUD, STAKES, [1000] * 4, seed=8)
    walkthrough = Walkthrough(procedure, mode=TrainingMode.PRACTICE, rng=random.Random(8))
    kind = IncidentKind.SEVENTH_CARD_UP
    walkthrough.play_right(lambda w: w.hand.street == 7 and bool(w.table.seats_for(kind)))
    first = walkthrough.table.seats_for(kind)[0]
    incident = walkthrough.inject(kind, first)
    assert incident.fact("first")
    # the card lies face up on the table and in the checklist's line
    assert walkthrough.table_state().seat(first).down[-1] == incident.card
    dealt = [line for row in walkthrough.checklist() for line in row.lines if line.cards]
    assert (first, incident.card) in dealt[-1].up_cards
    walkthrough.stop()
    assert walkthrough.rule(RulingKind.REMAINING_UP).correct
    due = walkthrough.procedure.expected()[0]
    assert (due.kind, due.face_up) == (StepKind.DEAL, True)  # the duty is "deal face up"
    assert walkthrough.phase() is Phase.SEVENTH
    walkthrough.play_right(lambda w: w.hand.phase is not HandPhase.DEALING)
    live = walkthrough.hand.live_seats
    state = walkthrough.table_state()
    assert all(state.seat(seat).down[-1] is not None for seat in live)  # every 7th card shown
    seventh = [line for row in walkthrough.checklist() for line in row.lines if line.street == 7]
    assert {seat for line in seventh for seat, _ in line.up_cards} == set(live)
    assert walkthrough.table.faults() == []
