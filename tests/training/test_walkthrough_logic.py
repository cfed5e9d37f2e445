"""The walkthrough's rules without widgets: what each difficulty asks, the questions, the score, the
dealer's view of the table, the checklist, the simulated players, and that every due duty can be
given through the builder and the answer choices."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.cards import Rank, parse_cards
from croupier.engine.hand import TurnDue
from croupier.engine.legal import LegalActions
from croupier.engine.readings import HandDescription
from croupier.engine.rules import RAZZ, STUD, STUD8, HouseRules, ShuffleStep, Stakes
from croupier.procedure import (
    ActionCall,
    AnteCall,
    BringIn,
    CallKind,
    DealerStep,
    Draw,
    FirstToAct,
    Flag,
    MadeHand,
    OpenPairOption,
    PossibleDraw,
    Procedure,
    StepKind,
)
from croupier.training.controller import Asked, Mark, Milestone, Waiting, Walkthrough
from croupier.training.duties import Duty, Phase, duties_for, duty_of, immediate_step, seat_step
from croupier.training.journal import LineKind
from croupier.training.phrases import (
    Phrase,
    action_choices,
    build,
    phrase_of,
    phrases_for,
    push_choices,
    reading_choices,
    stub_choices,
)
from croupier.training.players import POLICIES, Personality, choose, deal_personalities

STAKES = Stakes(5, 10, 20, 40)


def walk_of(players: int = 4, seed: int = 3, **options) -> Walkthrough:
    variant = options.pop("variant", STUD)
    rules = options.pop("rules", None)
    procedure = Procedure.new(variant, STAKES, [1000] * players, rules, seed=seed)
    return Walkthrough(procedure, rng=random.Random(seed), **options)


def answer_right(walk: Walkthrough) -> None:
    """One right answer (or a player's turn), whatever is waited for."""
    waiting = walk.waiting
    if waiting in {Waiting.CHANGE, Waiting.COUNT_POT}:
        graded = walk.chips.do_right()
        assert graded is not None
        assert graded.correct
    elif waiting is Waiting.DUTY:
        assert walk.attempt(walk.procedure.expected()[0]).correct
    elif waiting in {Waiting.WHO_ACTS, Waiting.WHO_SHOWS}:
        assert walk.answer_seat(walk.hand.next_step().seat).correct
    elif waiting is Waiting.MAY_DO:
        assert walk.answer_actions(walk.hand.legal_actions()).correct
    elif waiting is Waiting.PLAYER:
        # A player moves, or first asks how much is in the pot.
        assert walk.play_player() is not None or walk.waiting is Waiting.COUNT_POT


def due_kind(walk: Walkthrough) -> StepKind | None:
    expected = walk.procedure.expected()
    return expected[0].kind if expected else None


def play_until(walk: Walkthrough, until, limit: int = 3000) -> None:
    for _ in range(limit):
        walk.run_auto()
        if until():
            return
        assert walk.waiting is not Waiting.OVER, "the hand ended first"
        answer_right(walk)
    raise AssertionError("not reached")


# ------------------------------------------------------------------------------------ difficulty


def test_beginner_is_given_the_shuffle_antes_cut_and_action_calls():
    walk = walk_of(difficulty=Difficulty.BEGINNER)
    done = walk.run_auto()
    assert [step.kind for step in done][:6] == [StepKind.SHUFFLE] * 5 + [StepKind.ANNOUNCE]
    assert {step.kind for step in done} == {
        StepKind.SHUFFLE,
        StepKind.ANNOUNCE,
        StepKind.COLLECT_ANTE,
        StepKind.CUT,
    }
    assert walk.procedure.expected()[0].code == "deal:S1:down"
    assert not walk.asks(DealerStep.announce(ActionCall(1, CallKind.BET, 20)))
    assert walk.asks(DealerStep.burn())
    assert walk.asks(DealerStep.announce(BringIn(1, parse_cards("2c")[0])))


def test_normal_asks_every_duty_but_the_action_calls():
    walk = walk_of(difficulty=Difficulty.NORMAL)
    assert walk.run_auto() == []
    assert walk.asks(DealerStep.shuffle_step(walk.procedure.rules.shuffle_steps[0]))
    assert walk.asks(DealerStep.announce(AnteCall()))
    assert walk.asks(DealerStep.read_hand(MadeHand(1, HandDescription("pair", (Rank.ACE,)))))  # type: ignore[arg-type]
    assert not walk.asks(DealerStep.announce(ActionCall(1, CallKind.RAISE, 40)))


def test_expert_asks_everything():
    walk = walk_of(difficulty=Difficulty.EXPERT)
    assert walk.asks(DealerStep.announce(ActionCall(1, CallKind.RAISE, 40)))
    assert walk.asks(DealerStep.count_stub("normal"))


@pytest.mark.parametrize(
    ("difficulty", "asked"),
    [(Difficulty.BEGINNER, set()), (Difficulty.NORMAL, {"first"}), (Difficulty.EXPERT, {"first", "later"})],
)
def test_the_questions_at_the_decisions_follow_the_difficulty(difficulty, asked):
    walk = walk_of(players=5, seed=4, difficulty=difficulty)
    seen: set[str] = set()
    for _ in range(3000):
        walk.run_auto()
        waiting = walk.waiting
        if waiting is Waiting.OVER:
            break
        if waiting is Waiting.WHO_ACTS:
            seen.add("first" if walk.first_decision() else "later")
        answer_right(walk)
    assert seen == asked
    assert walk.procedure.is_complete


def test_who_acts_is_graded_with_the_rule_that_decides_it():
    walk = walk_of(difficulty=Difficulty.NORMAL)
    play_until(walk, lambda: walk.waiting is Waiting.WHO_ACTS)
    right = walk.hand.next_step().seat
    score = walk.right, walk.asked
    graded = walk.answer_seat(right % 4 + 1)
    assert not graded.correct
    assert (graded.right_seat, graded.rule, graded.reason) == (right, "R5.1", "bring_in")
    assert walk.waiting is Waiting.MAY_DO
    with pytest.raises(ValueError, match="no seat is asked"):
        walk.answer_seat(right)
    graded = walk.answer_actions([])
    assert not graded.correct
    assert graded.rule == "R3.5"
    assert walk.waiting is Waiting.PLAYER
    assert (walk.right, walk.asked) == (score[0], score[1] + 2)
    play_until(walk, lambda: walk.waiting is Waiting.WHO_ACTS and walk.hand.street == 4)
    graded = walk.answer_seat(walk.hand.next_step().seat)
    assert graded.correct
    assert graded.rule == "R5.2"


def test_a_wrong_duty_is_tried_again_in_practice_and_done_for_the_trainee_in_an_exam():
    practice = walk_of(mode=TrainingMode.PRACTICE)
    graded = practice.attempt(DealerStep.cut())
    assert not graded.correct
    assert graded.done_instead is None
    assert practice.procedure.history == []
    exam = walk_of(mode=TrainingMode.EXAM)
    graded = exam.attempt(DealerStep.cut())
    assert graded.verdict.flag is Flag.WRONG_SHUFFLE_STEP
    assert graded.done_instead is not None
    assert exam.procedure.history == [graded.done_instead]
    assert exam.by_trainee == [False]
    assert (exam.right, exam.asked) == (0, 1)


def test_learn_hints_the_first_duty_due_and_the_other_modes_do_not():
    walk = walk_of(mode=TrainingMode.LEARN)
    assert walk.hint() == walk.procedure.expected()[0]
    walk.mode = TrainingMode.PRACTICE
    assert walk.hint() is None


# ------------------------------------------------------------------------------------ the table


def test_the_table_keeps_every_chip_and_shows_what_the_dealer_has_done():
    walk = walk_of(players=6, seed=8, difficulty=Difficulty.EXPERT)
    total = 6000
    gathered_while_pending = False
    for _ in range(3000):
        walk.run_auto()
        state = walk.table_state()
        assert sum(seat.stack + seat.bet for seat in state.seats) + state.pot == total
        expected = walk.procedure.expected()
        if expected and expected[0].kind is StepKind.GATHER:
            gathered_while_pending = gathered_while_pending or state.bets > 0
        if expected and expected[0].kind is StepKind.KILL_HAND:
            assert not any(seat.won for seat in state.seats), "nothing is pushed before the kills"
            assert state.pot > 0
        if walk.waiting is Waiting.OVER:
            break
        answer_right(walk)
    assert gathered_while_pending
    state = walk.table_state()
    assert state.pot == 0
    assert state.complete
    assert sum(seat.won for seat in state.seats) > 0


def test_the_actor_is_hidden_while_the_trainee_is_asked_who_acts():
    walk = walk_of(difficulty=Difficulty.NORMAL)
    play_until(walk, lambda: walk.waiting is Waiting.WHO_ACTS)
    assert walk.table_state().actor is not None
    assert walk.table_state(hide_actor=True).actor is None


def test_the_checklist_marks_done_now_and_to_come():
    walk = walk_of(difficulty=Difficulty.BEGINNER)
    walk.run_auto()
    marks = {row.milestone: row.mark for row in walk.checklist()}
    assert marks[Milestone.SHUFFLE] is Mark.DONE
    assert marks[Milestone.DEAL_3] is Mark.NOW
    assert marks[Milestone.POT] is Mark.TODO
    assert walk.phase() is Phase.STREETS


def test_the_checklist_rows_carry_what_was_done_from_the_record():
    walk = walk_of(difficulty=Difficulty.NORMAL)
    play_until(walk, lambda: walk.hand.street == 4 and due_kind(walk) is StepKind.DEAL)
    rows = {row.milestone: row for row in walk.checklist()}
    [deal] = rows[Milestone.DEAL_3].lines
    hand = walk.hand
    assert deal.kind is LineKind.DEAL
    assert deal.street == 3
    assert len(deal.steps) == 3 * len(hand.players)
    assert deal.up_cards == tuple((seat, hand.player(seat).up[0]) for seat in hand.seats)
    assert all(card is None for _, card, up in deal.cards if not up), "no hole card in the record"
    [bring_in] = rows[Milestone.BRING_IN].lines
    assert bring_in.kind is LineKind.BRING_IN
    assert bring_in.steps[0].announcement.seat == hand.bring_in_seat
    assert [line.kind for line in rows[Milestone.DEAL_4].lines] == [LineKind.BURN]
    assert rows[Milestone.DEAL_4].mark is Mark.NOW
    # A wrong seat is recorded where it happened, after the burn; the seat dealt then joins the street.
    due = walk.procedure.expected()[0]
    wrong = next(seat for seat in hand.live_seats if seat != due.seat)
    walk.attempt(DealerStep.deal(wrong, face_up=True))
    walk.attempt(due)
    lines = next(row for row in walk.checklist() if row.milestone is Milestone.DEAL_4).lines
    assert [line.kind for line in lines] == [LineKind.BURN, LineKind.MISTAKE, LineKind.DEAL]
    assert lines[1].graded.verdict.flag is Flag.WRONG_DEAL_ORDER
    assert lines[2].up_cards == ((due.seat, hand.player(due.seat).up[1]),)


def test_an_exam_mistake_and_the_duty_done_instead_are_both_recorded():
    walk = walk_of(difficulty=Difficulty.NORMAL, mode=TrainingMode.EXAM)
    walk.attempt(DealerStep.shuffle_step(ShuffleStep.STRIP))
    [row] = [row for row in walk.checklist() if row.milestone is Milestone.SHUFFLE]
    assert [(line.kind, line.by_trainee) for line in row.lines] == [
        (LineKind.MISTAKE, True),
        (LineKind.SHUFFLE, False),
    ]
    walk.attempt(walk.procedure.expected()[0])
    [row] = [row for row in walk.checklist() if row.milestone is Milestone.SHUFFLE]
    assert [(line.kind, line.by_trainee, len(line.steps)) for line in row.lines] == [
        (LineKind.MISTAKE, True, 0),
        (LineKind.SHUFFLE, False, 1),
        (LineKind.SHUFFLE, True, 1),
    ]


def test_streets_not_reached_are_skipped_when_everyone_folds():
    walk = walk_of(players=3, difficulty=Difficulty.BEGINNER)
    play_until(walk, lambda: walk.waiting is Waiting.PLAYER)
    hand = walk.hand
    hand.post_bring_in()
    walk.run_auto()
    while len(hand.live_seats) > 1:
        walk.run_auto()
        if walk.procedure.expected():
            answer_right(walk)
        else:
            hand.fold()
    play_until(walk, lambda: walk.waiting is Waiting.OVER)
    marks = {row.milestone: row.mark for row in walk.checklist()}
    assert marks[Milestone.BET_3] is Mark.DONE
    assert marks[Milestone.DEAL_5] is Mark.SKIPPED
    assert marks[Milestone.SHOWDOWN] is Mark.SKIPPED
    assert marks[Milestone.POT] is Mark.DONE


# ------------------------------------------------------------------------------------ players


def test_the_personalities_play_legal_actions_and_most_hands_reach_a_showdown():
    showdowns = 0
    styles: Counter[Personality] = Counter()
    for seed in range(40):
        walk = walk_of(players=6, seed=seed, difficulty=Difficulty.BEGINNER)
        styles.update(walk.personalities.values())
        for _ in range(3000):
            walk.run_auto()
            if walk.waiting is Waiting.OVER:
                break
            if walk.waiting is Waiting.PLAYER and isinstance(walk.hand.next_step(), TurnDue):
                legal = walk.hand.legal_actions()
                action = choose(
                    walk.personalities[legal.seat], legal, random.Random(seed), street=walk.hand.street
                )
                assert action in legal
            answer_right(walk)
        showdowns += walk.hand.street == 7 and len(walk.hand.live_seats) > 1
    assert showdowns >= 32
    assert set(styles) == set(Personality)


def test_every_personality_is_dealt_before_one_repeats():
    chosen = deal_personalities(range(1, 5), random.Random(2))
    assert sorted(chosen.values()) == sorted(Personality)
    assert set(POLICIES) == set(Personality)


def test_the_bring_in_is_posted_or_completed_never_folded():
    legal = LegalActions(
        seat=2,
        fold=False,
        check=False,
        call=None,
        bring_in=10,
        complete=20,
        bet=(),
        raise_to=(),
        stack=900,
        bet_so_far=0,
    )
    kinds = {
        choose(style, legal, random.Random(seed), street=3).kind
        for style in Personality
        for seed in range(30)
    }
    assert kinds == {"bring_in", "complete"}


# ------------------------------------------------------------------------------------ duties


def test_duties_have_distinct_keys_and_make_their_steps():
    assert len({duty.key for duty in Duty}) == len(Duty)
    assert immediate_step(Duty.BURN, ()) == DealerStep.burn()
    assert immediate_step(Duty.RETURN_BET, (DealerStep.return_bet(3, 20),)) == DealerStep.return_bet(3, 20)
    assert seat_step(Duty.KILL_HAND, 4) == DealerStep.kill_hand(4)
    assert duty_of(DealerStep.announce(AnteCall())) is Duty.ANTES_PLEASE
    with pytest.raises(ValueError, match="needs a seat"):
        immediate_step(Duty.DEAL_UP, ())
    with pytest.raises(ValueError, match="does not take a seat"):
        seat_step(Duty.BURN, 1)
    for phase in Phase:
        shown = duties_for(phase, HouseRules().shuffle_steps)
        assert len({duty.key for duty in shown}) == len(shown)


def test_builder_keys_are_distinct_and_the_builder_builds_the_words_from_the_table():
    assert len({phrase.key for phrase in Phrase}) == len(Phrase)
    walk = walk_of(difficulty=Difficulty.BEGINNER)
    play_until(walk, lambda: due_kind(walk) is StepKind.ANNOUNCE)
    hand = walk.hand
    due = walk.procedure.expected()
    bring_in = due[0].announcement
    assert build(hand, Phrase.BRING_IN, bring_in.seat, (), due) == bring_in
    assert build(hand, Phrase.BRING_IN, None) is None
    assert build(hand, Phrase.PAIR, 1, ()) is None
    two_pair = build(hand, Phrase.TWO_PAIR, 2, (Rank.NINE, Rank.KING))
    assert two_pair == MadeHand(2, HandDescription("two_pair", (Rank.KING, Rank.NINE)))
    assert build(hand, Phrase.POSSIBLE_FLUSH, 3) == PossibleDraw(3, Draw.FLUSH)
    assert build(hand, Phrase.OPEN_PAIR) == OpenPairOption(20, 40)
    assert build(hand, Phrase.COMMUNITY) is None
    high = build(hand, Phrase.HIGH_HAND, 1)
    assert isinstance(high, FirstToAct)
    assert phrases_for(hand)[0] is Phrase.BRING_IN


@pytest.mark.parametrize("variant", [STUD, STUD8, RAZZ], ids=["stud", "stud8", "razz"])
@pytest.mark.parametrize("profile", ["cash", "tournament", "pokerkit"])
def test_every_due_duty_can_be_given_through_the_builder_and_the_choices(variant, profile):
    rules = HouseRules.profile(profile)
    for seed in range(12):
        players = 2 + seed % 7
        walk = walk_of(players=players, seed=seed, variant=variant, rules=rules, difficulty=Difficulty.EXPERT)
        procedure, hand = walk.procedure, walk.hand
        rng = random.Random(seed)
        for _ in range(3000):
            waiting = walk.waiting
            if waiting is Waiting.OVER:
                break
            if waiting is Waiting.MAY_DO:
                choices = action_choices(hand.legal_actions(), hand, rng)
                assert set(choices[0]) == set(hand.legal_actions())
                assert all(set(choice) != set(choices[0]) for choice in choices[1:])
            if waiting is not Waiting.DUTY:
                answer_right(walk)
                continue
            expected = procedure.expected()
            step = expected[0]
            if step.kind is StepKind.ANNOUNCE and phrase_of(step.announcement):
                phrase, seat, ranks = phrase_of(step.announcement)
                assert phrase in phrases_for(hand)
                said = build(hand, phrase, seat, ranks, expected)
                assert walk.attempt(DealerStep.announce(said)).correct, (step, said)
                continue
            if step.kind is StepKind.READ_HAND:
                readings = reading_choices(hand, step.seat, rng)
                assert procedure.check(DealerStep.read_hand(readings[0])).correct
                assert not any(procedure.check(DealerStep.read_hand(other)).correct for other in readings[1:])
            elif step.kind is StepKind.PUSH_POT:
                pushes = push_choices(procedure, rng)
                assert procedure.check(pushes[0]).correct
                assert not any(procedure.check(other).correct for other in pushes[1:])
            elif step.kind is StepKind.COUNT_STUB:
                assert step.outcome in stub_choices(expected)
            answer_right(walk)
        assert procedure.is_complete
        assert walk.right == walk.asked


def test_a_reading_is_offered_with_weaker_readings_of_the_same_cards():
    walk = walk_of(players=4, seed=3, difficulty=Difficulty.EXPERT)
    play_until(walk, lambda: due_kind(walk) is StepKind.READ_HAND)
    seat = walk.procedure.expected()[0].seat
    readings = reading_choices(walk.hand, seat, random.Random(1))
    assert readings[0] == walk.procedure.expected()[0].announcement
    assert 2 <= len(readings) <= 4
    assert {reading.seat for reading in readings} == {seat}


def test_the_action_choices_offer_a_wrong_size_and_a_cap_where_they_fit():
    legal = LegalActions(
        seat=3,
        fold=True,
        check=False,
        call=40,
        bring_in=None,
        complete=None,
        bet=(),
        raise_to=(80,),
        stack=900,
        bet_so_far=0,
    )
    walk = walk_of()
    play_until(walk, lambda: walk.hand.street == 5)
    choices = action_choices(legal, walk.hand, random.Random(1), count=10)
    assert choices[0] == tuple(legal)
    texts = [" ".join(action.label for action in choice) for choice in choices[1:]]
    assert "fold call 40" in texts  # as if capped
    assert "fold call 40 raise to 120" in texts  # two raises at once
    assert "fold call 40 raise to 60" in texts  # the small bet on a big-bet street
    assert "check bet to 40" in texts  # as if nothing were to call
    assert len(action_choices(legal, walk.hand, random.Random(1))) == 4
    assert Asked.MAY_DO.value == "may_do"
