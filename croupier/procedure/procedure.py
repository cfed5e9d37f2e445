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
from collections.abc import Callable, Sequence

from croupier.engine.cards import Card, Deck
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
    HandRedealt,
    HandShown,
    IncidentOccurred,
    IncidentRuled,
    PotAwarded,
    ShowdownStarted,
    StreetOpened,
    StubScrambled,
    SupplyChecked,
    UncalledBetReturned,
)
from croupier.engine.hand import AnteDue, BurnDue, CommunityDue, DealDue, Hand, ScrambleDue, ShowDue, TurnDue
from croupier.engine.pots import build_pots
from croupier.engine.readings import HandDescription, best_high, best_low8, best_razz
from croupier.engine.rules import (
    HouseRules,
    LowRule,
    ShuffleStep,
    Stakes,
    Variant,
)
from croupier.procedure.announcements import (
    AnteCall,
    BringIn,
    CommunityCard,
    LastCard,
    ShowdownReading,
    action_call,
    owed_after,
    street_announcements,
)
from croupier.procedure.steps import DealerStep, StepKind
from croupier.procedure.verdicts import Diagnosis, IllegalStepError, Verdict, announcement_rule

__all__ = ["IllegalStepError", "Procedure", "Verdict", "announcement_rule"]


class Procedure:
    """The dealer's checked sequence for one hand; see the module docstring.

    ``hand`` must deal from a deck (``Hand(..., deck=Deck(rng))``) so that every card is known.
    A hand already under way (a drill's set-up; ``from_now``, by default whenever the hand has events)
    is taken over: what has happened counts as done, and the procedure expects what the latest events
    make due (the announcements after a deal, the comment on the last wager) and what follows.
    """

    def __init__(self, hand: Hand, rules: HouseRules | None = None, *, from_now: bool | None = None) -> None:
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
        self._restart: Callable[[], Procedure] | None = None
        self._missed: list[DealerStep] = []
        if from_now is None:
            from_now = bool(hand.events)
        if from_now:
            self._take_over()

    def _take_over(self) -> None:
        """Count what has happened as done; keep what the latest events make due."""
        events = self.hand.events
        self._shuffled = len(self._shuffle)
        self._antes_called = True
        self._collected = {event.seat for event in events if isinstance(event, AntePosted)}
        self._cut = any(isinstance(event, (CardDealt, CardBurned)) for event in events)
        if len(self._collected) < len(self._boards):
            self._cut = False
        self._last_card_called = any(
            (isinstance(event, CardDealt) and event.street == 7) or isinstance(event, CommunityCardDealt)
            for event in events
        )
        self._sync()
        self._missed = []

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
        """A procedure over a fresh hand dealt from a deck shuffled by ``rng`` (or by ``seed``).
        Made from a ``seed`` (and no ``rng``), it can be dealt again the same way (``restart``)."""
        generator = rng if rng is not None else random.Random(seed)
        hand = Hand(variant, stakes, stacks, rules, deck=Deck(generator), rng=generator)
        procedure = cls(hand)
        if rng is None and seed is not None:
            chosen = tuple(stacks)
            procedure._restart = lambda: cls.new(variant, stakes, chosen, rules, seed=seed)
        return procedure

    @property
    def can_restart(self) -> bool:
        """Can ``restart`` deal this hand again (it was made by ``new`` from a seed)?"""
        return self._restart is not None

    def restart(self) -> Procedure:
        """A new procedure over the same hand from its start: the same deck in the same order, and
        the same seed for any scramble of the stub, so that the same steps and the same players'
        actions lead to the same table again (the walkthrough takes a duty back this way).

        >>> from croupier.engine.rules import STUD, Stakes
        >>> first = Procedure.new(STUD, Stakes(), [1000] * 3, seed=7)
        >>> _ = first.run_dealer()
        >>> again = first.restart()
        >>> _ = again.run_dealer()
        >>> again.hand.events == first.hand.events, again.hand is first.hand
        (True, False)
        """
        if self._restart is None:
            raise ValueError("only a procedure made by Procedure.new(..., seed=...) can be dealt again")
        return self._restart()

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
        later = self._pending[1:] if self._pending else []
        antes_in = len(self._collected) == len(self._boards)
        diagnosis = Diagnosis(self.hand, self.rules, later, frozenset(self._winners), antes_in)
        flag, rule, why, fact = diagnosis.diagnose(step, expected)
        head = f"; expected: {expected[0]}" if expected else ""
        return Verdict(False, step, expected, flag, rule, f"{why}{head}", fact)

    # ----------------------------------------------------------------------------------- doing

    def perform(self, step: DealerStep, *, card: Card | None = None) -> Verdict:
        """Do ``step`` if it is correct (driving the engine's dealer operations); else raise
        ``IllegalStepError`` and change nothing. ``card`` is the card a deal, burn or community card
        turns over where the hand deals unknown cards (a real table followed by hand: the
        practical exam's assistant)."""
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
                self._apply(step, card)
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

    def _apply(self, step: DealerStep, card: Card | None = None) -> None:
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
            hand.burn_card(card)
        elif kind is StepKind.DEAL:
            hand.deal_card(step.seat, card)
        elif kind is StepKind.SCRAMBLE_STUB:
            hand.scramble()
        elif kind is StepKind.COMMUNITY_CARD:
            hand.deal_community_card(card)
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
            return tuple(DealerStep.collect_ante(seat) for seat in hand.seats if seat not in self._collected)
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
            # R9.5: "Last card" after the burn and before the deal, the community card's included.
            if not self._last_card_called:
                return (DealerStep.announce(LastCard(), street=7),)
            return (DealerStep.community_card(),)
        return ()

    # ----------------------------------------------------------------------------------- the log

    def _bring_in_call(self) -> int:
        """What a bring-in sets to call, short or not (R3.9: a short one sets less by house rule)."""
        return 0 if self.rules.short_bring_in_call.value == "allin_amount" else self.hand.stakes.bring_in

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
            # A 7th-street card dealt face up (R10.8) is no upcard of the board (R5.6a).
            if isinstance(event, CardDealt) and event.face_up and event.card is not None and event.street < 7:
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
        elif isinstance(event, BringInDesignated) and event.card is not None:
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
            owed = owed_after(self.hand.events, self._cursor - 1, self.hand.seats, self._bring_in_call())
            call = action_call(event, owed)
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
        elif isinstance(event, IncidentOccurred | IncidentRuled):
            if event.up is not None and event.seat is not None:
                self._boards[event.seat] = [card for card in event.up if card is not None]
        elif isinstance(event, HandRedealt):
            self._redealt()

    def _redealt(self) -> None:
        """A misdeal or a void hand (``HandRedealt``): the duties start again from the shuffle."""
        hand = self.hand
        self._shuffled = 0
        self._antes_called = False
        self._collected = set()
        self._cut = False
        self._last_card_called = False
        self._pending = []
        self._boards = {seat: [] for seat in hand.seats}
        self._folded = set()
        self._contributed = dict.fromkeys(hand.seats, 0)
        self._returned = dict.fromkeys(hand.seats, 0)
        self._winners = set()
        self._community = None

    def _live_boards(self) -> dict[int, list[Card]]:
        return {seat: board for seat, board in self._boards.items() if seat not in self._folded}

    def _on_street_opened(self, event: StreetOpened) -> None:
        street = event.street
        group, calls = street_announcements(
            self.variant, self.rules, self.hand.stakes, event, self._live_boards(), community=self._community
        )
        self._due(*(DealerStep.announce(item, street=street) for item in group))
        if street == 7:
            self._due(DealerStep.remove_cut_card())
        for call in calls:
            self._due(DealerStep.announce(call, street=street))

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
