"""The dealer's duties for a whole hand, checked one step at a time (RULES.md §3).

``Procedure`` wraps a live engine ``Hand``. Its expectations are derived, never scripted: the steps
before the first ante (the house shuffle, asking for the antes) and around the deal (the cut,
removing the cut card) are its own; every other duty comes from the hand's next step (burn, deal,
scramble, community card) or from the hand's event log, which the procedure walks with its own
cursor (announcements, the gather, the supply check, the showdown call, readings, kills, pushes).
The engine settles the showdown all at once; the procedure hands the kills and pushes out one at a
time, so a push before the last kill, or killing a winner, is caught.

Players act on ``procedure.hand`` directly (the GUI's simulated players, the drills); the procedure
then expects the dealer's comment on the action and, at the end of the round, the gather.
``player_may_act`` says when the table may go on: no dealer duty is open and a player is to act.

>>> import random
>>> from croupier.engine.rules import STUD, Stakes
>>> procedure = Procedure.new(STUD, Stakes(), [1000] * 3, seed=7)
>>> [step.code for step in procedure.expected()]
['shuffle:scramble', 'announce:antes']
>>> verdict = procedure.check(DealerStep.deal(1, face_up=False))
>>> verdict.correct, verdict.flag.code, verdict.rule
(False, 'skipped_ante', 'R2.4')
>>> len(procedure.run_dealer()), procedure.awaiting_player == procedure.hand.bring_in_seat
(20, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from croupier.engine.cards import Card, Deck
from croupier.engine.errors import CroupierError
from croupier.engine.evaluate import HandDescription, best_high, best_low8, best_razz, board_description
from croupier.engine.events import (
    ActionKind,
    ActionTaken,
    AntePosted,
    BetsGathered,
    BringInDesignated,
    CardBurned,
    CardDealt,
    CommunityCardDealt,
    Event,
    HandKilled,
    HandMucked,
    HandShown,
    PotAwarded,
    ShowdownStarted,
    StreetOpened,
    StubScrambled,
    SupplyChecked,
    UncalledBetReturned,
)
from croupier.engine.hand import AnteDue, BurnDue, CommunityDue, DealDue, Hand, ScrambleDue, ShowDue, TurnDue
from croupier.engine.pots import build_pots
from croupier.engine.rules import (
    CommunityFirstActor,
    HouseRules,
    LowRule,
    ShuffleStep,
    Stakes,
    Variant,
)
from croupier.procedure.announcements import (
    ActionCall,
    Announcement,
    AnteCall,
    BringIn,
    CommunityCard,
    FirstToAct,
    LastCard,
    OpenPairOption,
    PossibleDraw,
    ShowdownReading,
    action_call,
    made_hands,
    possible_draws,
)
from croupier.procedure.flags import Flag
from croupier.procedure.steps import DealerStep, StepKind

__all__ = ["IllegalStepError", "Procedure", "Verdict", "announcement_rule"]


@dataclass(frozen=True, slots=True)
class Verdict:
    """The answer to a trainee's step: correct, or the flag, its rule and why, with what was due."""

    correct: bool
    step: DealerStep
    expected: tuple[DealerStep, ...]
    flag: Flag | None = None
    rule: str | None = None
    explanation: str = ""

    def __str__(self) -> str:
        if self.correct:
            return f"correct: {self.step}"
        return f"{self.flag.code if self.flag else 'wrong'} ({self.rule}): {self.explanation}"


class IllegalStepError(CroupierError):
    """``perform`` was given a step that is not due; ``verdict`` says what was and why."""

    def __init__(self, verdict: Verdict) -> None:
        super().__init__(str(verdict))
        self.verdict = verdict


def announcement_rule(announcement: Announcement, street: int | None) -> str:
    """The rule of RULES.md §2.9 that makes ``announcement`` due."""
    by_street = {4: "R9.2", 5: "R9.3", 6: "R9.4", 7: "R9.5"}
    if isinstance(announcement, AnteCall):
        return "R2.4"
    if isinstance(announcement, (BringIn, ActionCall)):
        return "R9.1"
    if isinstance(announcement, OpenPairOption):
        return "R9.2"
    if isinstance(announcement, (LastCard, CommunityCard)):
        return "R9.5"
    if isinstance(announcement, ShowdownReading):
        return "R9.7"
    if isinstance(announcement, PossibleDraw):
        return "R9.4"
    return by_street.get(street or 0, "R9.2")


# What is missing when the trainee does something else while this kind of duty is due.
_MISSING: dict[StepKind, Flag] = {
    StepKind.SHUFFLE: Flag.WRONG_SHUFFLE_STEP,
    StepKind.COLLECT_ANTE: Flag.SKIPPED_ANTE,
    StepKind.CUT: Flag.CUT_SKIPPED,
    StepKind.BURN: Flag.MISSING_BURN,
    StepKind.ANNOUNCE: Flag.MISSING_ANNOUNCEMENT,
    StepKind.GATHER: Flag.MISSING_GATHER,
    StepKind.RETURN_BET: Flag.MISSING_RETURN,
    StepKind.COUNT_STUB: Flag.MISSING_SUPPLY_CHECK,
    StepKind.SCRAMBLE_STUB: Flag.WRONG_RUNOUT,
    StepKind.COMMUNITY_CARD: Flag.WRONG_RUNOUT,
    StepKind.REMOVE_CUT_CARD: Flag.CUT_CARD_NOT_REMOVED,
    StepKind.CALL_SHOWDOWN_ORDER: Flag.WRONG_SHOWDOWN_ORDER,
    StepKind.READ_HAND: Flag.MISSING_ANNOUNCEMENT,
    StepKind.KILL_HAND: Flag.KILL_BEFORE_PUSH,
    StepKind.PUSH_POT: Flag.OUT_OF_ORDER,
    StepKind.DEAL: Flag.OUT_OF_ORDER,
}
_RULE_OF_KIND: dict[StepKind, str] = {
    StepKind.SHUFFLE: "R2.2",
    StepKind.COLLECT_ANTE: "R2.4",
    StepKind.CUT: "R2.4",
    StepKind.DEAL: "R1.3",
    StepKind.BURN: "R6.2",
    StepKind.GATHER: "R9.1",
    StepKind.RETURN_BET: "R8.7",
    StepKind.COUNT_STUB: "R6.5",
    StepKind.SCRAMBLE_STUB: "R6.5",
    StepKind.COMMUNITY_CARD: "R6.6",
    StepKind.REMOVE_CUT_CARD: "R2.6",
    StepKind.CALL_SHOWDOWN_ORDER: "R8.1",
    StepKind.READ_HAND: "R9.7",
    StepKind.KILL_HAND: "R8.4",
    StepKind.PUSH_POT: "R8.6",
}
_CARD_KINDS = frozenset({StepKind.DEAL, StepKind.BURN, StepKind.COMMUNITY_CARD, StepKind.SCRAMBLE_STUB})


class Procedure:
    """The dealer's checked sequence for one hand; see the module docstring.

    ``hand`` must deal from a deck (``Hand(..., deck=Deck(rng))``) so that every card is known.
    ``from_now=True`` takes over a hand already under way (a drill's set-up): what has happened so far
    counts as done, and the procedure expects only what is due from now on.
    """

    def __init__(self, hand: Hand, rules: HouseRules | None = None, *, from_now: bool = False) -> None:
        self.hand = hand
        self.rules = rules or hand.rules
        self.variant: Variant = hand.variant
        self._shuffle = [
            step
            for step in self.rules.shuffle_steps
            if step is not ShuffleStep.CUT_ONTO_CUT_CARD
            and (self.rules.scramble_every_hand or step is not ShuffleStep.SCRAMBLE)
        ]
        self._shuffled = 0
        self._antes_called = False
        self._collected: set[int] = set()
        self._cut = False
        self._last_card_called = False
        self._cursor = 0
        self._pending: list[list[DealerStep]] = []
        self._performing = False
        self._boards: dict[int, list[Card]] = {seat: [] for seat in hand.seats}
        self._folded: set[int] = set()
        self._contributed: dict[int, int] = dict.fromkeys(hand.seats, 0)
        self._returned: dict[int, int] = dict.fromkeys(hand.seats, 0)
        self._winners: set[int] = set()
        self._community: Card | None = None
        # expected() is asked on every click (and by check and perform): it is kept until the
        # hand logs an event or the procedure changes its own state (_version).
        self._version = 0
        self._memo: tuple[int, int, tuple[DealerStep, ...]] | None = None
        self.history: list[DealerStep] = []
        """Every step performed, in order."""
        self._missed: list[DealerStep] = []
        if from_now:
            self._shuffled = len(self._shuffle)
            self._antes_called = True
            self._collected = set(hand.seats)
            self._cut = True
            self._sync()
            self._last_card_called = any(
                isinstance(event, CardDealt) and event.street == 7 for event in hand.events
            )
            self._pending = []

    @classmethod
    def new(
        cls,
        variant: Variant,
        stakes: Stakes,
        stacks: Sequence[int],
        rules: HouseRules | None = None,
        *,
        seed: int | None = None,
        rng: random.Random | None = None,
    ) -> Procedure:
        """A procedure over a fresh hand dealt from a deck shuffled by ``rng`` (or by ``seed``)."""
        generator = rng if rng is not None else random.Random(seed)
        hand = Hand(variant, stakes, stacks, rules, deck=Deck(generator), rng=generator)
        return cls(hand)

    # ----------------------------------------------------------------------------------- queries

    def expected(self) -> tuple[DealerStep, ...]:
        """The dealer's duties now, any of which is correct; empty while a player is to act or the
        hand is over. Several steps are due together when their order is free (antes, pairs, kills).
        """
        events = len(self.hand.events)
        memo = self._memo
        if memo is not None and memo[0] == events and memo[1] == self._version:
            return memo[2]
        self._sync()
        expected = tuple(self._pending[0]) if self._pending else self._engine_duties()
        self._memo = (len(self.hand.events), self._version, expected)
        return expected

    @property
    def missed(self) -> list[DealerStep]:
        """Duties that were still due when a player acted (or the engine was driven) past them."""
        self._sync()
        return list(self._missed)

    @property
    def awaiting_player(self) -> int | None:
        """The seat that must act (or show) before the dealer has anything to do; else None."""
        if self.expected():
            return None
        step = self.hand.next_step()
        if isinstance(step, (TurnDue, ShowDue)):
            return step.seat
        return None

    @property
    def player_may_act(self) -> bool:
        """True when a player is to act and the dealer has finished every duty before it."""
        return self.awaiting_player is not None

    @property
    def is_complete(self) -> bool:
        """The hand is over and the dealer has done every duty of it."""
        return self.hand.is_complete and not self.expected()

    def check(self, step: DealerStep) -> Verdict:
        """Is ``step`` correct now? Changes nothing; a wrong step gets its flag and rule."""
        expected = self.expected()
        if any(due.matches(step) for due in expected):
            return Verdict(True, step, expected)
        flag, rule, why = self._diagnose(step, expected)
        head = f"; expected: {expected[0]}" if expected else ""
        return Verdict(False, step, expected, flag, rule, f"{why}{head}")

    # ----------------------------------------------------------------------------------- doing

    def perform(self, step: DealerStep) -> Verdict:
        """Do ``step`` if it is correct (driving the engine's dealer operations); else raise
        ``IllegalStepError`` and change nothing."""
        verdict = self.check(step)
        if not verdict.correct:
            raise IllegalStepError(verdict)
        self._version += 1
        if self._pending:
            group = self._pending[0]
            group.remove(next(due for due in group if due.matches(step)))
            if not group:
                self._pending.pop(0)
        else:
            self._performing = True
            try:
                self._apply(step)
                self._sync()
            finally:
                self._performing = False
        self.history.append(step)
        return verdict

    def run_dealer(self) -> list[DealerStep]:
        """Perform the first expected step until a player must act or the hand is over."""
        done: list[DealerStep] = []
        while True:
            expected = self.expected()
            if not expected:
                return done
            self.perform(expected[0])
            done.append(expected[0])

    def _apply(self, step: DealerStep) -> None:
        hand = self.hand
        kind = step.kind
        if kind is StepKind.SHUFFLE:
            self._shuffled += 1
        elif kind is StepKind.ANNOUNCE and isinstance(step.announcement, AnteCall):
            self._antes_called = True
        elif kind is StepKind.ANNOUNCE and isinstance(step.announcement, LastCard):
            self._last_card_called = True
        elif kind is StepKind.COLLECT_ANTE:
            assert step.seat is not None
            self._collected.add(step.seat)
            # The engine takes antes in seat order; a dealer may take them in any order, so the
            # engine is given each ante as soon as every seat before it has paid.
            while True:
                due = hand.next_step()
                if not isinstance(due, AnteDue) or due.seat not in self._collected:
                    break
                hand.post_ante(due.seat)
        elif kind is StepKind.CUT:
            self._cut = True
        elif kind is StepKind.BURN:
            hand.burn_card()
        elif kind is StepKind.DEAL:
            hand.deal_card(step.seat)
        elif kind is StepKind.SCRAMBLE_STUB:
            hand.scramble()
        elif kind is StepKind.COMMUNITY_CARD:
            hand.deal_community_card()
        else:  # pragma: no cover - every engine-side duty is listed above
            raise AssertionError(f"no engine operation for {step}")

    def _engine_duties(self) -> tuple[DealerStep, ...]:
        """Duties before the engine's steps (shuffle, antes, cut) and the engine's dealer steps."""
        hand = self.hand
        step = hand.next_step()
        if isinstance(step, AnteDue) or len(self._collected) < len(self._boards):
            if self._shuffled < len(self._shuffle):
                due = [DealerStep.shuffle_step(self._shuffle[self._shuffled])]
                if not self._antes_called:
                    due.append(DealerStep.announce(AnteCall()))
                return tuple(due)
            if not self._antes_called:
                return (DealerStep.announce(AnteCall()),)
            return tuple(
                DealerStep.collect_ante(seat) for seat in hand.seats if seat not in self._collected
            )
        if not self._cut:
            return (DealerStep.cut(),)
        if isinstance(step, BurnDue):
            return (DealerStep.burn(step.street),)
        if isinstance(step, DealDue):
            if step.street == 7 and not self._last_card_called:
                return (DealerStep.announce(LastCard(), street=7),)
            return (DealerStep.deal(step.seat, face_up=step.face_up, street=step.street),)
        if isinstance(step, ScrambleDue):
            return (DealerStep.scramble_stub(),)
        if isinstance(step, CommunityDue):
            return (DealerStep.community_card(),)
        return ()

    # ----------------------------------------------------------------------------------- the log

    def _sync(self) -> None:
        events = self.hand.events
        while self._cursor < len(events):
            event = events[self._cursor]
            self._cursor += 1
            self._on_event(event)

    def _due(self, *steps: DealerStep) -> None:
        if steps:
            self._pending.append(list(steps))

    def _overtaken(self) -> None:
        """The table moved on (a player acted, or the engine was driven directly): what was still
        due is recorded as missed."""
        for group in self._pending:
            self._missed.extend(group)
        self._pending = []

    def _on_event(self, event: Event) -> None:
        if isinstance(event, (CardDealt, CardBurned, StubScrambled, AntePosted)):
            if not self._performing:
                self._overtaken()
            if isinstance(event, CardDealt) and event.face_up and event.card is not None:
                self._boards[event.seat].append(event.card)
            if isinstance(event, AntePosted):
                self._contributed[event.seat] += event.amount
        elif isinstance(event, CommunityCardDealt):
            if not self._performing:
                self._overtaken()
            if event.card is not None:
                self._community = event.card
                self._due(DealerStep.announce(CommunityCard(event.card), street=7))
        elif isinstance(event, SupplyChecked):
            self._due(DealerStep.count_stub(event.outcome))
        elif isinstance(event, BringInDesignated):
            passed_card = None
            if event.passed_from is not None and self._boards[event.passed_from]:
                passed_card = self._boards[event.passed_from][0]
            bring_in = BringIn(event.seat, event.card, event.passed_from, passed_card)
            self._due(DealerStep.announce(bring_in, street=3))
        elif isinstance(event, StreetOpened):
            self._on_street_opened(event)
        elif isinstance(event, ActionTaken):
            self._overtaken()
            self._contributed[event.seat] += event.amount
            if event.kind is ActionKind.FOLD:
                self._folded.add(event.seat)
            call = action_call(event)
            if call is not None:
                self._due(DealerStep.announce(call, street=event.street))
        elif isinstance(event, BetsGathered):
            self._on_gathered(event)
        elif isinstance(event, UncalledBetReturned):
            extra = event.amount - self._returned[event.seat]
            if extra > 0:
                self._returned[event.seat] += extra
                self._due(DealerStep.return_bet(event.seat, extra))
        elif isinstance(event, ShowdownStarted):
            self._due(DealerStep.call_showdown_order(event.order[0], event.order))
        elif isinstance(event, HandShown):
            self._overtaken()
            self._due(DealerStep.read_hand(self._reading(event.seat, event.cards)))
        elif isinstance(event, HandMucked):
            self._overtaken()
        elif isinstance(event, HandKilled):
            kill = DealerStep.kill_hand(event.seat)
            last = self._pending[-1] if self._pending else []
            if last and all(step.kind is StepKind.KILL_HAND for step in last):
                last.append(kill)
            else:
                self._due(kill)
        elif isinstance(event, PotAwarded):
            self._winners.update(seat for seat, chips in event.shares if chips > 0)
            self._due(DealerStep.push_pot(event.pot, event.half, event.shares))

    def _live_boards(self) -> dict[int, list[Card]]:
        return {seat: board for seat, board in self._boards.items() if seat not in self._folded}

    def _on_street_opened(self, event: StreetOpened) -> None:
        street = event.street
        low = self.variant.low_board_acts_first
        boards = self._live_boards()
        if 4 <= street <= 6:
            previous = {seat: board[:-1] for seat, board in boards.items()}
            group: list[Announcement] = list(made_hands(street, boards, previous, low=low))
            if street == 6 and self.rules.announce_possible_draws and self.variant.high:
                group.extend(possible_draws(boards, self.rules.draw_definition))
            self._due(*(DealerStep.announce(item, street=street) for item in group))
        if street == 7:
            self._due(DealerStep.remove_cut_card())
        if street >= 4 and event.first_actor is not None and event.board_leader is not None:
            board = list(self._boards[event.board_leader])
            include = self.rules.community_card_first_actor is CommunityFirstActor.INCLUDE
            if street == 7 and self._community is not None and include:
                board.append(self._community)
            leader = event.board_leader if event.board_leader != event.first_actor else None
            call = FirstToAct(event.first_actor, board_description(board, low=low), low, leader)
            self._due(DealerStep.announce(call, street=street))
            if event.double_bet:
                stakes = self.hand.stakes
                option = OpenPairOption(stakes.small_bet, stakes.big_bet)
                self._due(DealerStep.announce(option, street=street))

    def _on_gathered(self, event: BetsGathered) -> None:
        live = {seat for seat in self._boards if seat not in self._folded}
        contributions = [self._contributed[seat] for seat in sorted(self._contributed)]
        pots = build_pots(contributions, live)
        returned = 0
        if pots and pots[-1].is_uncalled:
            seat = pots[-1].contributors[0]
            returned = pots[-1].amount - self._returned[seat]
            if returned > 0:
                # The uncalled part goes back before the rest is gathered (R8.7).
                self._returned[seat] += returned
                self._due(DealerStep.return_bet(seat, returned))
        chips = max(0, event.amount - max(returned, 0))
        if chips > 0:
            self._due(DealerStep.gather(event.street, chips))

    def _reading(self, seat: int, cards: Sequence[Card]) -> ShowdownReading:
        high: HandDescription | None = None
        low: HandDescription | None = None
        if self.variant.high:
            high = best_high(cards).description
        if self.variant.low is LowRule.EIGHT_OR_BETTER:
            low = best_low8(cards).description
        elif self.variant.low is LowRule.ACE_TO_FIVE:
            low = best_razz(cards).description
        return ShowdownReading(seat, high, low)

    # ----------------------------------------------------------------------------------- verdicts

    def _diagnose(self, step: DealerStep, expected: tuple[DealerStep, ...]) -> tuple[Flag, str, str]:
        """The flag, rule and reason for a step that is not among ``expected``."""
        kind = step.kind
        if not expected:
            if self.hand.is_complete:
                return Flag.HAND_OVER, Flag.HAND_OVER.rule, "the hand is over"
            seat = self.hand.next_step()
            who = f"seat {seat.seat}" if isinstance(seat, (TurnDue, ShowDue)) else "a player"
            if kind in _CARD_KINDS:
                return Flag.PREMATURE_CARD, "R10.7", f"{who} is still to act: no card before the betting ends"
            return Flag.ACTION_PENDING, Flag.ACTION_PENDING.rule, f"{who} is to act"
        head = expected[0]
        same = [due for due in expected if due.kind is kind]
        # A winner's cards stay until the push, whatever else is due (R8.4).
        if kind is StepKind.KILL_HAND and step.seat in self._winners and not self._is_kill_due(step):
            return Flag.WINNER_CARDS_REMOVED, "R8.4", f"seat {step.seat} wins: its cards stay until the push"
        if kind in {StepKind.PUSH_POT, StepKind.GATHER} and head.kind is StepKind.KILL_HAND:
            return Flag.KILL_BEFORE_PUSH, "R8.4", "kill every losing hand before the pot is pushed"
        if same:
            return self._diagnose_same_kind(step, same)
        if kind is StepKind.ANNOUNCE and head.kind is StepKind.READ_HAND:
            return Flag.MISSING_ANNOUNCEMENT, "R9.7", f"read seat {head.seat}'s hand first"
        if kind is StepKind.BURN:
            if self.hand.street == 3 and not self.rules.burn_before_third_street:
                return Flag.BURN_NOT_ALLOWED, "R6.1", "no card is burned before 3rd street"
            if head.kind is StepKind.DEAL:
                return Flag.BURN_NOT_ALLOWED, "R10.6", "this street's card is already burned"
        if kind is StepKind.DEAL and head.kind in {StepKind.SHUFFLE, StepKind.ANNOUNCE} and (
            len(self._collected) < len(self._boards)
        ):
            return Flag.SKIPPED_ANTE, "R2.4", "collect every ante before the deal"
        if kind is StepKind.CUT and len(self._collected) < len(self._boards):
            if head.kind is StepKind.SHUFFLE:
                return Flag.WRONG_SHUFFLE_STEP, "R2.2", f"the shuffle goes on: {head.shuffle}"
            return Flag.SKIPPED_ANTE, "R2.4", "collect every ante before the cut"
        flag = _MISSING.get(head.kind, Flag.OUT_OF_ORDER)
        rule = self._rule_of(head)
        if flag is Flag.MISSING_BURN and kind is not StepKind.DEAL and kind is not StepKind.COMMUNITY_CARD:
            flag = Flag.OUT_OF_ORDER
        return flag, rule, f"{step} is not due now"

    def _is_kill_due(self, step: DealerStep) -> bool:
        return any(due.matches(step) for group in self._pending for due in group)

    def _rule_of(self, step: DealerStep) -> str:
        if step.announcement is not None:
            return announcement_rule(step.announcement, step.street)
        return _RULE_OF_KIND.get(step.kind, "§3")

    def _diagnose_same_kind(self, step: DealerStep, same: list[DealerStep]) -> tuple[Flag, str, str]:
        """The step is of a kind that is due, with the wrong data."""
        due = same[0]
        kind = step.kind
        if kind is StepKind.SHUFFLE:
            return Flag.WRONG_SHUFFLE_STEP, "R2.2", f"the next shuffle step is {due.shuffle}"
        if kind is StepKind.COLLECT_ANTE:
            return Flag.OUT_OF_ORDER, "R3.1", f"seat {step.seat}'s ante is already in"
        if kind is StepKind.DEAL:
            if step.seat != due.seat:
                return Flag.WRONG_DEAL_ORDER, "R1.3", f"the next card goes to seat {due.seat}"
            face = "up" if due.face_up else "down"
            return Flag.WRONG_FACE, "R1.4", f"this card is dealt face {face}"
        if kind is StepKind.ANNOUNCE:
            return self._diagnose_announcement(step, same)
        if kind is StepKind.COUNT_STUB:
            return Flag.WRONG_RUNOUT, "R6.5", f"the count says {due.outcome}"
        if kind is StepKind.CALL_SHOWDOWN_ORDER:
            return Flag.WRONG_SHOWDOWN_ORDER, "R8.1", f"seat {due.seat} shows first"
        if kind is StepKind.READ_HAND:
            return Flag.WRONG_ANNOUNCEMENT, "R9.7", f"seat {due.seat}'s hand reads {due.announcement}"
        if kind is StepKind.KILL_HAND:
            return Flag.OUT_OF_ORDER, "R8.4", f"seat {step.seat}'s hand is not one to kill"
        if kind is StepKind.PUSH_POT:
            if any(d.pot == step.pot and d.half == step.half for d in same):
                return Flag.WRONG_POT_SPLIT, "R8.5", f"this pot goes {due.shares}"
            return Flag.WRONG_POT_ORDER, "R8.6", f"push pot {due.pot} ({due.half}) first"
        if kind is StepKind.RETURN_BET:
            return Flag.MISSING_RETURN, "R8.7", f"return {due.amount} to seat {due.seat}"
        return Flag.OUT_OF_ORDER, self._rule_of(due), f"{step} is not due now"

    def _diagnose_announcement(self, step: DealerStep, same: list[DealerStep]) -> tuple[Flag, str, str]:
        said = step.announcement
        kinds = type(said)
        alike = [due for due in same if isinstance(due.announcement, kinds)]
        if isinstance(said, BringIn):
            due_bring_in = [due.announcement for due in alike]
            if due_bring_in:
                right = due_bring_in[0]
                assert isinstance(right, BringIn)
                rule = "R3.3" if self.variant.low_board_acts_first else "R3.2"
                return Flag.WRONG_BRING_IN, rule, f"{right.card} brings it in, not {said.card} (then R3.10)"
        if not alike and any(
            isinstance(due.announcement, kinds) for group in self._pending[1:] for due in group
        ):
            due = same[0]
            rule = self._rule_of(due)
            return Flag.MISSING_ANNOUNCEMENT, rule, f"first announce {due.announcement}"
        due = alike[0] if alike else same[0]
        return Flag.WRONG_ANNOUNCEMENT, self._rule_of(due), f"{said} does not fit: due is {due.announcement}"
