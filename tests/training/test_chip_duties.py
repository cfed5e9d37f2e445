"""The walkthrough's chip duties without a window: change for a larger chip (R12.3), counting the pot
(R12.2), splitting a hi-lo pot in quarters with odd chips by clicking chips (R8.5, R8.6, R12.4, E30),
the side pot first (R12.5), and reading every tabled hand from memory (R9.7); at Beginner each is
done for the trainee and shown."""

from __future__ import annotations

import random

import pytest

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.chips import Chips
from croupier.engine.rules import RAZZ, STUD, STUD8, Stakes
from croupier.procedure import Procedure, StepKind
from croupier.training.chip_table import ChipHabits
from croupier.training.controller import Walkthrough
from croupier.training.demo import quartered_hand
from croupier.training.players import Personality
from croupier.training.reading import parse_reading
from croupier.training.terms import Asked, Waiting

SEED = 32  # quartered_hand: a 255 pot, 128 high to seat 1, the low 64/63 to seats 2 and 3
PLAYERS = {1: Personality.AGGRESSIVE, 2: Personality.CALLING_STATION, 3: Personality.CALLING_STATION}


def quartered(difficulty=Difficulty.NORMAL, mode=TrainingMode.PRACTICE) -> Walkthrough:
    return Walkthrough(
        quartered_hand(seed=SEED),
        difficulty=difficulty,
        mode=mode,
        rng=random.Random(SEED),
        personalities=PLAYERS,
        habits=ChipHabits(oversized=0.5, asks_pot=0.0),
    )


def play_to(walk: Walkthrough, until) -> None:
    walk.play_right(lambda w: until())
    assert until()


def chips_on_table(walk: Walkthrough) -> int:
    table = walk.chips.table
    seats = walk.hand.seats
    change = table.change_due.paid.total if table.change_due else 0
    return table.pot.total + change + sum(table.stack(s).total + table.bet(s).total for s in seats)


def test_change_for_a_larger_chip_is_graded_and_made_from_the_pot():
    walk = quartered()
    total = chips_on_table(walk)
    play_to(walk, lambda: walk.waiting is Waiting.CHANGE)
    due = walk.chips.table.change_due
    assert due.paid.pieces == 1
    assert due.change == due.paid.total - due.amount > 0
    assert chips_on_table(walk) == total
    right = walk.chips.table.change_for(due)
    smallest = min(value for value, _ in walk.chips.table.pot)
    over = right + Chips.of({smallest: 1})
    assert walk.chips.table.pot.covers(over)
    wrong = walk.chips.give_change(over)
    assert not wrong.correct
    assert wrong.asked is Asked.CHANGE
    assert wrong.rule == "R12.3"
    assert [(p.kind, p.given, p.due) for p in wrong.chip.problems] == [("change", over.total, due.change)]
    absent = walk.chips.give_change(Chips.parse("1x500"))
    assert "not_there" in {p.kind for p in absent.chip.problems}
    assert walk.waiting is Waiting.CHANGE, "in Practice the change is made again"
    pot_before = walk.chips.table.pot
    graded = walk.chips.give_change(right)
    assert graded.correct
    assert walk.chips.table.change_due is None
    assert walk.chips.table.bet(due.seat).total >= due.amount
    assert walk.chips.table.pot.total == pot_before.total + due.paid.total - right.total - due.amount
    assert chips_on_table(walk) == total


def test_the_pot_is_counted_before_the_push_and_when_a_player_asks():
    walk = quartered()
    play_to(walk, lambda: walk.waiting is Waiting.COUNT_POT)
    assert any(step.kind is StepKind.PUSH_POT for step in walk.procedure.expected())
    pot = walk.table_state().pot
    assert pot == walk.chips.pot_total() == 255
    assert walk.table_state().pot_chips == walk.chips.table.pot
    assert walk.table_state().pot_hidden, "the total is not written beside the pot while it is counted"
    wrong = walk.chips.count_pot(250)
    assert (wrong.correct, wrong.chip.due, wrong.chip.counted, wrong.rule) == (False, 255, 250, "R12.2")
    assert walk.chips.count_pot(255).correct
    assert walk.waiting is Waiting.DUTY
    assert not walk.table_state().pot_hidden

    asking = Walkthrough(
        Procedure.new(STUD, Stakes(), [1000] * 4, seed=5),
        rng=random.Random(5),
        habits=ChipHabits(oversized=0.0, asks_pot=1.0),
    )
    play_to(asking, lambda: asking.waiting is Waiting.COUNT_POT)
    assert asking.chips.pot_asked_by == asking.hand.actor
    assert asking.table_state().pot_hidden
    assert asking.chips.count_pot(asking.chips.pot_total()).correct
    assert asking.waiting is Waiting.PLAYER, "then the player acts"
    assert asking.play_player() is not None


def _counted(walk: Walkthrough) -> None:
    play_to(walk, lambda: walk.waiting is Waiting.COUNT_POT)
    assert walk.chips.count_pot(walk.chips.pot_total()).correct
    assert walk.waiting is Waiting.DUTY


def _give(work, seat, chips: str) -> None:
    for value, count in Chips.parse(chips):
        assert work.give(value, seat, count), (seat, value, count, str(work.left))


def test_a_hi_lo_pot_is_split_in_quarters_by_clicking_chips():
    """E30 at the table: 255 (a 100, two 25s, twenty-one 5s): 128 high to seat 1 with the odd chip
    between the halves (R8.6b); the low 127 in quarters, 64 to seat 2 (7♠) and 63 to seat 3."""
    walk = quartered()
    _counted(walk)
    work = walk.chips.start_split()
    assert (work.pot, work.halves, str(work.pile)) == (0, ("high", "low"), "1x100 2x25 21x5")
    work.toggle_winner("high", 3)  # the wrong winner of the high half
    wrong = walk.chips.push(work)
    assert (wrong.correct, wrong.chip.winners_right, wrong.rule) == (False, False, "R8.5")
    assert dict(wrong.chip.declared) == {"high": frozenset({3}), "low": frozenset()}

    def split(seat_2: str, seat_3: str) -> object:
        work = walk.chips.start_split()
        for half, seat in (("high", 1), ("low", 2), ("low", 3)):
            work.toggle_winner(half, seat)
        assert work.colour_down(5)
        assert work.colour_down(5)
        assert str(work.pile) == "1x100 2x25 19x5 10x1"
        _give(work, 1, "1x100 1x25 3x1")
        _give(work, 2, seat_2)
        _give(work, 3, seat_3)
        return walk.chips.push(work)

    # The odd chip of the low half to seat 3 instead of seat 2.
    odd = split("12x5 3x1", "1x25 7x5 4x1")
    assert not odd.correct
    assert [(p.kind, p.seat, p.right) for p in odd.chip.problems] == [("odd_chip", 3, 2)]
    assert odd.rule == "R8.6"
    # A chip left in the middle.
    short = split("1x25 7x5 4x1", "12x5 2x1")
    problems = [(p.kind, p.seat, p.given, p.due) for p in short.chip.problems]
    assert problems == [("short", 3, 62, 63), ("left_over", None, 1, 0)]
    assert walk.waiting is Waiting.DUTY, "nothing was pushed"
    assert not walk.chips.start_split().given
    graded = split("1x25 7x5 4x1", "12x5 3x1")
    assert graded.correct, graded.chip.problems
    assert graded.asked is Asked.SPLIT
    assert walk.waiting is Waiting.OVER
    table = walk.chips.table
    assert [table.stack(seat).total for seat in (1, 2, 3)] == [p.stack for p in walk.hand.players]
    state = walk.table_state()
    assert [state.seat(seat).won for seat in (1, 2, 3)] == [128, 64, 63]


def test_in_an_exam_a_wrong_split_is_done_right_for_the_trainee():
    walk = quartered(mode=TrainingMode.EXAM)
    _counted(walk)
    work = walk.chips.start_split()
    work.toggle_winner("high", 1)
    graded = walk.chips.push(work)
    assert not graded.correct
    assert walk.waiting is Waiting.OVER
    assert [walk.chips.table.stack(s).total for s in (1, 2, 3)] == [p.stack for p in walk.hand.players]


def test_at_beginner_the_chip_duties_are_done_and_shown():
    walk = quartered(difficulty=Difficulty.BEGINNER)
    kinds: list[str] = []

    def until(w: Walkthrough) -> bool:
        kinds.extend(answer.kind for answer in w.chips.take_shown())
        return False

    walk.play_right(until)
    kinds.extend(answer.kind for answer in walk.chips.take_shown())
    assert walk.waiting is Waiting.OVER
    assert "change" in kinds
    assert kinds[-2:] == ["count", "split"]
    assert [walk.chips.table.stack(s).total for s in (1, 2, 3)] == [p.stack for p in walk.hand.players]


def test_every_tabled_hand_is_read_from_memory():
    walk = quartered()
    readings = 0
    for _ in range(400):
        walk.play_right(lambda w: any(s.kind is StepKind.READ_HAND for s in w.procedure.expected()))
        due = next((s for s in walk.procedure.expected() if s.kind is StepKind.READ_HAND), None)
        if due is None:
            break
        phrases = {
            1: "Flush, ace high; no low",
            2: "Pair of queens, seven-five low",
            3: "Pair of jacks, 7-5 low",
        }
        wrong = walk.chips.read(due.seat, parse_reading("Two pair, aces and kings"))
        assert not wrong.correct
        assert wrong.asked is Asked.READ
        assert wrong.chip.reading.problems
        right = walk.chips.read(due.seat, parse_reading(phrases[due.seat]))
        assert right.correct, (due.seat, right.chip.reading)
        readings += 1
    assert readings == 3


def test_only_a_tabled_hand_can_be_read():
    walk = quartered()
    walk.play_right(lambda w: any(s.kind is StepKind.READ_HAND for s in w.procedure.expected()))
    assert walk.procedure.expected()[0].seat == 1
    assert walk.chips.tabled(1)
    assert not walk.chips.tabled(2)  # still face down
    asked, journal = walk.asked, list(walk.journal)
    with pytest.raises(ValueError, match="seat 2's hand is not tabled"):
        walk.chips.read(2, parse_reading("Seven high"))
    assert (walk.asked, walk.journal) == (asked, journal)  # nothing graded, nothing recorded


@pytest.mark.parametrize("variant", [STUD, STUD8, RAZZ], ids=["stud", "stud8", "razz"])
def test_a_side_pot_is_pushed_before_the_main_pot(variant):
    """R12.5 (R8.6e): with a player all in, the last side pot formed is split first."""
    for seed in range(200):
        rng = random.Random(seed)
        stacks = [60, 1000, 1000, 1000]
        walk = Walkthrough(
            Procedure.new(variant, Stakes(), stacks, seed=seed),
            rng=rng,
            personalities=dict.fromkeys(range(1, 5), Personality.AGGRESSIVE),
            habits=ChipHabits(oversized=0.0, asks_pot=0.0),
        )
        walk.play_right(
            lambda w: (
                w.waiting is Waiting.DUTY and any(s.kind is StepKind.PUSH_POT for s in w.procedure.expected())
            )
        )
        parts = walk.chips.pot_parts() if walk.waiting is not Waiting.OVER else {}
        if len(parts) >= 2:
            break
    else:
        pytest.fail("no hand with a side pot")
    last = max(parts)
    main = walk.chips.right_split()
    assert main is not None
    assert main.pot == last
    wrong = walk.chips.start_split(0)
    graded = walk.chips.push(wrong)
    assert not graded.correct
    assert graded.rule == "R12.5"
    assert graded.chip.due_pot == last
    assert walk.chips.push(walk.chips.right_split()).correct
    assert walk.chips.push(walk.chips.right_split()).correct
    assert [walk.chips.table.stack(s).total for s in range(1, 5)] == [p.stack for p in walk.hand.players]


def test_a_count_with_the_bets_still_in_front_is_wrong_and_says_why():
    """R12.2: the bets in front of the players go into the pot only when gathered."""
    walk = Walkthrough(
        Procedure.new(STUD, Stakes(), [1000] * 4, seed=5),
        rng=random.Random(5),
        habits=ChipHabits(oversized=0.0, asks_pot=1.0),
    )
    for _ in range(40):
        play_to(walk, lambda: walk.waiting is Waiting.COUNT_POT)
        in_front = sum(walk.chips.table.bet(seat).total for seat in walk.hand.seats)
        if in_front:
            wrong = walk.chips.count_pot(walk.chips.pot_total() + in_front)
            assert (wrong.correct, wrong.chip.in_front, wrong.rule) == (False, in_front, "R12.2")
            return
        assert walk.chips.count_pot(walk.chips.pot_total()).correct
        walk.play_player()
    raise AssertionError("no player asked for the pot with bets in front")


def test_a_pot_with_one_winner_is_scored_as_a_push_not_a_split():
    """Issue 35: a single winner's push, done wrong, was marked citing R12.4 (splitting)."""
    for seed in range(30):
        walk = Walkthrough(
            Procedure.new(STUD, Stakes(), [1000] * 3, seed=seed),
            rng=random.Random(seed),
            habits=ChipHabits(oversized=0.0, asks_pot=0.0),
        )
        _counted(walk)
        right = walk.chips.right_split()
        assert right is not None
        winners = {seat for seat, chips in right.given.items() if chips}
        if len(winners) != 1:
            continue
        wrong = walk.chips.start_split()
        loser = next(seat for seat in walk.hand.seats if seat not in winners)
        wrong.declared = {half: {loser} for half in wrong.declared}
        for value, count in wrong.pile:
            wrong.give(value, loser, count)
        graded = walk.chips.push(wrong)
        assert (graded.correct, graded.asked, graded.rule) == (False, Asked.PUSH, "R8.4")
        graded = walk.chips.push(walk.chips.right_split())
        assert (graded.correct, graded.asked, graded.rule) == (True, Asked.PUSH, "R8.4")
        return
    raise AssertionError("no pot with one winner in 30 hands")  # pragma: no cover
