"""The walkthrough's chip duties and free-recall readings (RULES.md §2.12, R9.7): make change for a
larger chip, count the pot (before pushing, or when a player asks), split a pot chip by chip
(hi-lo halves, ties, quarters, the odd chip by R8.6), the pots in order (R12.5), and read each
tabled hand from memory. Each is graded by the engine's arithmetic (``croupier.engine.chips``) or
evaluation (``reading``); at Beginner it is done for the trainee and shown. No Qt.

The ``Walkthrough`` owns one ``ChipDuties`` (``walk.chips``), which sees it only through ``ChipWalk``
(what it uses of it); the window asks ``waiting()`` and hands in the trainee's chips
(``give_change``, ``count_pot``, ``push``) and words (``read``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Protocol

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.cards import Card
from croupier.engine.chips import Chips, ChipSet, grade_change, grade_split, pot_shares, split_plan
from croupier.engine.events import HandShown, PotAwarded
from croupier.engine.hand import Hand
from croupier.engine.pots import Pot
from croupier.engine.readings import best_high, best_razz
from croupier.engine.rules import LowRule
from croupier.engine.showdown import hand_values
from croupier.procedure import DealerStep, Procedure, ShowdownReading, StepKind
from croupier.training.chip_answer import ChipAnswer, PotPart
from croupier.training.chip_table import ChipHabits, ChipTable, take_amount
from croupier.training.reading import Said, expected_reading, grade_reading
from croupier.training.table_state import TableState
from croupier.training.terms import Asked, Graded, Waiting

__all__ = ["ChipAnswer", "ChipDuties", "ChipWalk", "PotPart", "SplitWork", "chip_set_for"]


class ChipWalk(Protocol):
    """What the chip duties use of the walkthrough that owns them (``Walkthrough`` has it): the
    hand and its procedure, the level and mode asked, and the duties graded, scored and done."""

    procedure: Procedure
    hand: Hand
    difficulty: Difficulty
    mode: TrainingMode

    def attempt(self, step: DealerStep) -> Graded:
        """Grade ``step`` as the trainee's duty, and do it if right."""
        ...

    def score(self, graded: Graded) -> Graded:
        """Count ``graded`` in the score."""
        ...

    def perform_for_chips(self, step: DealerStep) -> None:
        """Do ``step``, which the trainee did through a chip duty or a reading."""
        ...


def chip_set_for(hand: Hand, chips: ChipSet | None) -> ChipSet:
    """``chips`` if the hand's stakes and stacks are made of them (R12.1), else the default set."""
    if chips is None:
        return ChipSet()
    stakes = hand.stakes
    amounts = [stakes.ante, stakes.bring_in, stakes.small_bet, stakes.big_bet]
    amounts += [player.stack + player.contributed for player in hand.players]
    return chips if all(chips.fits(amount) for amount in amounts) else ChipSet()


class SplitWork:
    """A split in progress at the table: the pot's ``pile`` (after any colouring down), the chips
    ``given`` to each seat so far and the winners ``declared`` for each half; ``pot`` is the pot
    being split (0 the main pot). ``scooped`` is the seat a one-winner push gave the whole pot to
    (``scoop``), if that is what the trainee did."""

    def __init__(self, pile: Chips, chips: ChipSet, pot: int, halves: Sequence[str]) -> None:
        self.pile = pile
        self.chips = chips
        self.pot = pot
        self.halves = tuple(halves)
        self.given: dict[int, Chips] = {}
        self.declared: dict[str, set[int]] = {half: set() for half in self.halves}
        self.scooped: int | None = None

    def scoop(self, seat: int, amount: int) -> None:
        """One winner takes the pot, in one action as a dealer pushes it: ``amount`` made up from
        the middle (a larger chip coloured down where it must be) and given to ``seat``, named the
        winner of every half."""
        self.given = {}
        taken, rest = take_amount(self.pile, amount, self.chips)
        self.pile = taken + rest
        self.given[seat] = taken
        self.declared = {half: {seat} for half in self.halves}
        self.scooped = seat

    @property
    def left(self) -> Chips:
        """The chips still in the middle."""
        left = self.pile
        for chips in self.given.values():
            left = left - chips
        return left

    def give(self, value: int, seat: int, count: int = 1) -> bool:
        """Move ``count`` chips of ``value`` from the middle to ``seat``'s share; False if there
        are not so many."""
        if self.left.count(value) < count:
            return False
        self.given[seat] = self.given.get(seat, Chips()) + Chips.of({value: count})
        return True

    def take_back(self, value: int, seat: int) -> bool:
        """One chip of ``value`` from ``seat``'s share back to the middle."""
        share = self.given.get(seat, Chips())
        if not share.count(value):
            return False
        self.given[seat] = share - Chips.of({value: 1})
        return True

    def colour_down(self, value: int) -> bool:
        """Break one chip of ``value`` in the middle into the next smaller colour."""
        if not self.left.count(value) or self.chips.below(value) is None:
            return False
        self.pile = self.pile - Chips.of({value: 1}) + self.chips.colour_down(value)
        return True

    def toggle_winner(self, half: str, seat: int) -> None:
        winners = self.declared[half]
        winners.symmetric_difference_update({seat})


class ChipDuties:
    """The chip duties of one hand (see the module docstring)."""

    def __init__(
        self,
        walk: ChipWalk,
        chips: ChipSet | None = None,
        habits: ChipHabits | None = None,
    ) -> None:
        self._walk = walk
        self.chips = chip_set_for(walk.hand, chips)
        # The chips' own chances, apart from the players' (the same hand plays the same either way).
        stacks = [player.stack + player.contributed for player in walk.hand.players]
        self.rng = random.Random(f"chips {walk.hand.variant.code} {stacks}")
        self.table = ChipTable(walk.hand, self.chips, self.rng, habits)
        self.pot_asked_by: int | None = None
        """A player asked "How much is in the pot?" (their seat), until the trainee answers."""
        self.counted = False
        """The pot has been counted before the push."""
        self._asked_at = -1  # the hand's event count when a player last asked
        self.shown: list[ChipAnswer] = []
        """What was done for the trainee (Beginner), to show; the window takes it (``take_shown``)."""
        self._splitting = False

    def copy_state(self) -> tuple[object, ...]:
        return (self.table.copy(), self.pot_asked_by, self.counted, self._asked_at)

    def restore(self, state: tuple[object, ...], walk: ChipWalk) -> None:
        table, asked_by, counted, asked_at = state
        assert isinstance(table, ChipTable)
        assert asked_by is None or isinstance(asked_by, int)
        assert isinstance(counted, bool)
        assert isinstance(asked_at, int)
        self.table = table.copy()
        self.pot_asked_by, self.counted, self._asked_at = asked_by, counted, asked_at
        self._walk = walk

    def take_shown(self) -> list[ChipAnswer]:
        shown, self.shown = self.shown, []
        return shown

    # ----------------------------------------------------------------------------- what is due

    def waiting(self) -> Waiting | None:
        """A chip duty the trainee must do before anything else, if any."""
        if self.table.change_due is not None:
            return Waiting.CHANGE
        if self.pot_asked_by is not None or self._count_due():
            return Waiting.COUNT_POT
        return None

    def _count_due(self) -> bool:
        return not self.counted and any(
            step.kind is StepKind.PUSH_POT for step in self._walk.procedure.expected()
        )

    def _done_for_trainee(self) -> bool:
        return self._walk.difficulty is Difficulty.BEGINNER

    def run_auto(self) -> None:
        """At Beginner: the change, the count and the pushes done for the trainee, and shown."""
        if not self._done_for_trainee():
            return
        while True:
            waiting = self.waiting()
            if waiting is Waiting.CHANGE:
                due = self.table.change_due
                assert due is not None
                change = self.table.change_for(due)
                self.shown.append(ChipAnswer("change", due.seat, due.change, given=change, right=change))
                self.table.give_change(change)
            elif waiting is Waiting.COUNT_POT:
                self.shown.append(ChipAnswer("count", self.pot_asked_by, self.pot_total(), self.pot_total()))
                self._counted()
            elif self._push_due() is not None:
                work = self.right_split()
                assert work is not None
                answer = self._split_answer(work)
                self.shown.append(answer)
                self._apply(work)
            else:
                return

    def before_player(self, seat: int) -> bool:
        """A player about to act may ask how much is in the pot (not at Beginner, where nothing is
        asked): True when they did, and the trainee is to answer first."""
        walk = self._walk
        if walk.difficulty is Difficulty.BEGINNER or self.pot_total() == 0:
            return False
        if self._asked_at == len(walk.hand.events):
            return False  # asked and answered: now the player acts
        self._asked_at = len(walk.hand.events)
        if self.rng.random() < self.table.habits.asks_pot:
            self.pot_asked_by = seat
            return True
        return False

    def follow(self, hand: Hand) -> None:
        self.table.follow(hand)

    def after_step(self, step: DealerStep) -> None:
        """The chips the dealer's ``step`` moved (an ante collected, bets gathered, a push)."""
        self.table.follow(self._walk.hand)
        if step.kind is StepKind.PUSH_POT and self._splitting:
            return
        self.table.after_step(step, self._walk.hand)

    def dress(self, state: TableState) -> TableState:
        """``state`` with its chips as they lie and the tabled hands' best five cards raised."""
        hand = self._walk.hand
        seats = []
        for seat in state.seats:
            bet = self.table.bet(seat.seat)
            raised: tuple[Card, ...] = ()
            if hand.player(seat.seat).shown and not seat.mucked and len(hand.cards_of(seat.seat)) >= 5:
                cards = hand.cards_of(seat.seat)
                raised = best_high(cards).cards if hand.variant.high else best_razz(cards).cards
            seats.append(replace(seat, bet_chips=bet if bet.total == seat.bet else None, raised=raised))
        pot = self.table.pot if self.table.pot.total == state.pot else None
        # "How much is in the pot?" (R12.2): the total is not written beside the stacks meanwhile.
        counting = self.waiting() is Waiting.COUNT_POT
        return replace(state, seats=tuple(seats), pot_chips=pot, chips=self.chips, pot_hidden=counting)

    def pot_total(self) -> int:
        """The chips in the middle (R12.2: gathered rounds, antes included)."""
        return self.table.pot.total

    # ----------------------------------------------------------------------------- change

    def give_change(self, change: Chips) -> Graded:
        """The trainee's change for the larger chip waiting (R12.3), taken from the pot."""
        due = self.table.change_due
        if due is None:
            raise ValueError("no change is due now")
        verdict = grade_change(change, due.change, self.table.pot)
        right = self.table.change_for(due)
        answer = ChipAnswer(
            "change", due.seat, due.change, given=change, right=right, problems=verdict.problems
        )
        graded = Graded(Asked.CHANGE, verdict.correct, seat=due.seat, rule="R12.3", chip=answer)
        self._walk.score(graded)
        if verdict.correct:
            self.table.give_change(change)
        elif self._walk.mode is TrainingMode.EXAM:
            self.table.give_change(right)
        return graded

    # ----------------------------------------------------------------------------- counting

    def count_pot(self, amount: int) -> Graded:
        """The trainee's count of the pot (R12.2): asked by a player, or before the push."""
        if self.waiting() is not Waiting.COUNT_POT:
            raise ValueError("nobody asks for the pot now")
        total = self.pot_total()
        correct = amount == total
        in_front = sum(self.table.bet(seat).total for seat in self._walk.hand.seats)
        answer = ChipAnswer("count", self.pot_asked_by, total, amount, in_front=in_front)
        graded = Graded(Asked.COUNT_POT, correct, seat=self.pot_asked_by, rule="R12.2", chip=answer)
        self._walk.score(graded)
        if correct or self._walk.mode is TrainingMode.EXAM:
            self._counted()
        return graded

    def _counted(self) -> None:
        if self.pot_asked_by is not None:
            self.pot_asked_by = None
        else:
            self.counted = True

    # ----------------------------------------------------------------------------- pushing

    def pot_parts(self) -> dict[int, tuple[PotPart, ...]]:
        """Every pot still to push, by number: its halves and shares in chips of the set."""
        hand = self._walk.hand
        done = {step.pot for step in self._walk.procedure.history if step.kind is StepKind.PUSH_POT}
        awards: dict[int, list[PotAwarded]] = {}
        for event in hand.events:
            if isinstance(event, PotAwarded) and event.pot not in done:
                awards.setdefault(event.pot, []).append(event)
        return {number: self._parts(pot) for number, pot in awards.items()}

    def _parts(self, awards: Sequence[PotAwarded]) -> tuple[PotPart, ...]:
        if self.chips.unit == 1:
            return tuple(PotPart(award.half, award.amount, award.shares) for award in awards)
        hand = self._walk.hand
        contenders = sorted({seat for award in awards for seat in award.eligible} or set(hand.live_seats))
        values = {seat: hand_values(hand.variant, hand.cards_of(seat)) for seat in contenders}
        pot = Pot(sum(award.amount for award in awards), tuple(contenders), tuple(contenders))
        shared = pot_shares(
            hand.variant, hand.rules, pot, values=values, cards_of=hand.cards_of, unit=self.chips.unit
        )
        return tuple(PotPart(half, amount, shares) for half, amount, shares in shared)

    def halves(self) -> tuple[str, ...]:
        """The halves the trainee names winners for: high and low in hi-lo, else the whole pot."""
        return ("high", "low") if self._walk.hand.variant.low is LowRule.EIGHT_OR_BETTER else ("whole",)

    def _push_due(self) -> int | None:
        due = next((step for step in self._walk.procedure.expected() if step.kind is StepKind.PUSH_POT), None)
        return due.pot if due is not None else None

    def start_split(self, pot: int | None = None) -> SplitWork:
        """A split of ``pot`` (by default the one due) begun: the whole middle on the table."""
        if pot is None:
            pot = self._push_due() or 0
        return SplitWork(self.table.pot, self.chips, pot, self.halves())

    def right_split(self) -> SplitWork | None:
        """The pot due, split as a dealer does it (``split_plan``), its winners named."""
        pot = self._push_due()
        parts = self.pot_parts().get(pot) if pot is not None else None
        if pot is None or parts is None:
            return None
        work = self.start_split(pot)
        due = _due_by_seat(parts)
        amount = sum(due.values())
        taken, rest = take_amount(work.pile, amount, self.chips)
        work.pile = taken + rest
        plan = split_plan(taken, due, self.chips)
        for value in plan.coloured_down:
            work.colour_down(value)
        for seat, chips in plan.shares.items():
            if chips:
                work.given[seat] = chips
        for half, winners in _declared(parts, self.halves()).items():
            work.declared[half] = set(winners)
        return work

    def push(self, work: SplitWork) -> Graded:
        """The trainee's split of ``work.pot`` (R8.5, R8.6, R12.4), in the order R12.5 asks: the
        winners named for each half and the chips given to each."""
        walk = self._walk
        due_pot = self._push_due()
        parts_of = self.pot_parts()
        if due_pot is None or work.pot not in parts_of:
            # Nothing to push yet (a losing hand still to kill …): the procedure says why.
            shares = tuple(sorted((seat, chips.total) for seat, chips in work.given.items() if chips))
            return walk.attempt(DealerStep.push_pot(work.pot, "whole", shares))
        answer = self._split_answer(work, due_pot=due_pot)
        correct = work.pot == due_pot and answer.winners_right and not answer.problems
        # One winner takes the pot whole: a push (R8.4), no split to make (R12.4).
        winners = {seat for part in parts_of[due_pot] for seat, chips in part.shares if chips}
        single = len(winners) == 1
        if work.pot != due_pot:
            rule = "R12.5"  # the last side pot formed is pushed first
        elif single:
            rule = "R8.4"
        elif not answer.winners_right:
            rule = "R8.5"
        elif any(problem.kind == "odd_chip" for problem in answer.problems):
            rule = "R8.6"
        else:
            rule = "R12.4"
        graded = Graded(Asked.PUSH if single else Asked.SPLIT, correct, rule=rule, chip=answer)
        walk.score(graded)
        if correct:
            self._apply(work)
        elif walk.mode is TrainingMode.EXAM:
            right = self.right_split()
            assert right is not None
            self._apply(right)
        return graded

    def _split_answer(self, work: SplitWork, *, due_pot: int | None = None) -> ChipAnswer:
        parts = self.pot_parts().get(work.pot, ())
        due = _due_by_seat(parts)
        right = _declared(parts, self.halves())
        declared = {half: frozenset(work.declared.get(half, set())) for half in self.halves()}
        winners_right = declared == right
        if work.scooped is not None:  # one seat takes it all: right when it wins every part
            winners_right = bool(parts) and all(part.winners == {work.scooped} for part in parts)
            if winners_right:
                declared = right
        given = {seat: chips for seat, chips in work.given.items() if chips}
        rest = work.pile.total - sum(part.amount for part in parts)
        odd = tuple(seat for part in parts for seat in part.odd)
        verdict = grade_split(work.pile, given, due, rest_of_pot=rest, odd_chip=odd)
        plan: tuple[tuple[int, Chips], ...] = ()
        try:
            taken, _ = take_amount(self.table.pot, sum(due.values()), self.chips)
            plan = tuple(sorted(split_plan(taken, due, self.chips).shares.items()))
        except ValueError:
            plan = ()
        return ChipAnswer(
            "split",
            due=sum(due.values()),
            problems=verdict.problems,
            pot=work.pot,
            due_pot=due_pot if due_pot is not None else work.pot,
            parts=parts,
            declared=tuple(sorted(declared.items())),
            shares=tuple(sorted(given.items())),
            plan=plan,
            winners_right=winners_right,
        )

    def _apply(self, work: SplitWork) -> None:
        """Push ``work``'s chips and do the procedure's pushes of its pot."""
        walk = self._walk
        self.table.replace_pot(work.pile)
        self.table.push(
            DealerStep.push_pot(work.pot, "whole", ()), {s: c for s, c in work.given.items() if c}
        )
        self._splitting = True
        try:
            while True:
                due = next(
                    (step for step in walk.procedure.expected() if step.kind is StepKind.PUSH_POT),
                    None,
                )
                if due is None or due.pot != work.pot:
                    break
                walk.perform_for_chips(due)
        finally:
            self._splitting = False

    # ----------------------------------------------------------------------------- reading

    def tabled(self, seat: int) -> bool:
        """Is ``seat``'s hand face up on the table (shown and not mucked)? Only such a hand is read."""
        return seat in _tabled(self._walk.hand)

    def read(self, seat: int, said: Said) -> Graded:
        """The trainee reads ``seat``'s tabled hand from memory (R9.7), graded by the engine;
        ``ValueError`` for a hand that is not tabled (nobody can read cards face down)."""
        walk = self._walk
        if not self.tabled(seat):
            raise ValueError(f"seat {seat}'s hand is not tabled: there is nothing to read")
        due = next(
            (
                step
                for step in walk.procedure.expected()
                if step.kind is StepKind.READ_HAND and step.seat == seat
            ),
            None,
        )
        if due is None:  # not this seat's hand now: the procedure says whose, or what else is due
            return walk.attempt(DealerStep.read_hand(ShowdownReading(seat, None, None)))
        hand = walk.hand
        rivals = [hand.cards_of(other) for other in _tabled(hand) if other != seat]
        verdict = grade_reading(hand.variant, hand.cards_of(seat), said, rivals)
        answer = ChipAnswer("read", seat, said=said, reading=verdict)
        graded = Graded(Asked.READ, verdict.correct, seat=seat, right_seat=seat, rule="R9.7", chip=answer)
        walk.score(graded)
        if verdict.correct or walk.mode is TrainingMode.EXAM:
            walk.perform_for_chips(due)
        return graded

    def expected_said(self, seat: int) -> Said:
        """``seat``'s tabled hand in the words it must be read in."""
        hand = self._walk.hand
        rivals = [hand.cards_of(other) for other in _tabled(hand) if other != seat]
        return expected_reading(hand.variant, hand.cards_of(seat), rivals)

    def do_right(self) -> Graded | None:
        """Do the chip duty waiting, right (demonstrations, screenshots)."""
        waiting = self.waiting()
        if waiting is Waiting.CHANGE:
            due = self.table.change_due
            assert due is not None
            return self.give_change(self.table.change_for(due))
        if waiting is Waiting.COUNT_POT:
            return self.count_pot(self.pot_total())
        return None


def _tabled(hand: Hand) -> list[int]:
    """The seats whose hands are face up on the table, in the order shown."""
    shown = [event.seat for event in hand.events if isinstance(event, HandShown)]
    return [seat for seat in dict.fromkeys(shown) if not hand.player(seat).mucked]


def _due_by_seat(parts: Sequence[PotPart]) -> dict[int, int]:
    due: dict[int, int] = {}
    for part in parts:
        for seat, chips in part.shares:
            if chips:
                due[seat] = due.get(seat, 0) + chips
    return due


def _declared(parts: Sequence[PotPart], halves: Sequence[str]) -> dict[str, frozenset[int]]:
    """The winners a dealer names for each half: in hi-lo with no low, nobody for the low."""
    right = {half: frozenset[int]() for half in halves}
    for part in parts:
        half = "high" if part.half == "whole" and "high" in right else part.half
        right[half] = part.winners
    return right
