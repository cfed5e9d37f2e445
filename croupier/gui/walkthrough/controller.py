"""The walkthrough without its widgets: which duties the trainee does and which are done for them,
the questions at the players' decisions, the score, the checklist and the table as the dealer sees
it. No Qt, so the rules of the exercise are tested on their own.

A ``Walkthrough`` wraps a ``Procedure``. ``run_auto()`` does the duties the difficulty does not ask;
``waiting`` says what comes next: a duty for the trainee (``attempt``), a question (``answer_seat``,
``answer_actions``), a simulated player (``play_player``) or nothing (the hand is over).

>>> from croupier.engine.rules import STUD, Stakes
>>> walk = Walkthrough(Procedure.new(STUD, Stakes(), [1000] * 3, seed=7), difficulty=Difficulty.BEGINNER)
>>> walk.run_auto()[0].code, walk.waiting.name, walk.procedure.expected()[0].code
('shuffle:scramble', 'DUTY', 'deal:S1:down')
>>> walk.attempt(DealerStep.deal(2, face_up=False)).verdict.flag.code, walk.right, walk.asked
('wrong_deal_order', 0, 1)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from enum import Enum, StrEnum

from croupier.engine.events import (
    ActionTaken,
    BetsGathered,
    HandMucked,
    HandShown,
    PotAwarded,
    StreetOpened,
    UncalledBetReturned,
)
from croupier.engine.hand import Phase as HandPhase
from croupier.engine.hand import ShowDue, TurnDue
from croupier.engine.legal import Action
from croupier.gui.table_state import TableState
from croupier.gui.walkthrough.duties import Phase
from croupier.gui.walkthrough.journal import (
    ChecklistRow,
    Done,
    Mark,
    Milestone,
    Missed,
    card_events,
    lines_of,
    milestone_of,
)
from croupier.gui.walkthrough.players import Personality, apply_action, choose, deal_personalities
from croupier.procedure import ActionCall, AnteCall, DealerStep, Procedure, StepKind, Verdict

__all__ = [
    "ChecklistRow",
    "Difficulty",
    "Graded",
    "Mark",
    "Milestone",
    "Question",
    "TrainingMode",
    "Waiting",
    "Walkthrough",
]


class Difficulty(StrEnum):
    """How much the walkthrough asks. Beginner: the shuffle, the antes, the cut, the action calls,
    the supply count, the readings and returned bets are done for the trainee, and no questions;
    Normal: all duties but the action calls, and "who acts? what may they do?" at the first decision
    of each round; Expert: everything, and the questions at every decision and showdown turn."""

    BEGINNER = "beginner"
    NORMAL = "normal"
    EXPERT = "expert"


class TrainingMode(StrEnum):
    """Learn: the right duty is highlighted. Practice: no highlight; a wrong duty is flagged and
    tried again. Exam: no highlight and no hints; a wrong duty counts and is done right for the
    trainee, so nothing can be taken back."""

    LEARN = "learn"
    PRACTICE = "practice"
    EXAM = "exam"


class Waiting(Enum):
    """What the walkthrough waits for."""

    DUTY = "duty"  # the trainee's next dealer duty
    WHO_ACTS = "who_acts"  # "Who acts?": a seat
    MAY_DO = "may_do"  # "What may they do?": the legal actions
    WHO_SHOWS = "who_shows"  # "Who shows next?": a seat
    PLAYER = "player"  # a simulated player's decision or show
    OVER = "over"  # the hand is over and every duty done


class Question(Enum):
    """What a graded answer answered."""

    DUTY = "duty"
    WHO_ACTS = "who_acts"
    MAY_DO = "may_do"
    WHO_SHOWS = "who_shows"


@dataclass(frozen=True, slots=True)
class Graded:
    """One graded answer. Duties carry the procedure's ``verdict``; questions the seat or actions
    given and the right ones, the rule and a ``reason`` code for the words. ``done_instead``: in an
    exam, the duty done for the trainee after a wrong one."""

    question: Question
    correct: bool
    verdict: Verdict | None = None
    seat: int | None = None
    right_seat: int | None = None
    chosen: tuple[Action, ...] = ()
    legal: tuple[Action, ...] = ()
    rule: str = ""
    reason: str = ""
    done_instead: DealerStep | None = None


_MILESTONES = list(Milestone)
_BEGINNER_DONE = frozenset(
    {
        StepKind.SHUFFLE,
        StepKind.COLLECT_ANTE,
        StepKind.CUT,
        StepKind.COUNT_STUB,
        StepKind.REMOVE_CUT_CARD,
        StepKind.READ_HAND,
        StepKind.RETURN_BET,
    }
)


class Walkthrough:
    """One hand dealt by the trainee; see the module docstring.

    ``personalities`` (by seat) decide how the simulated players play; by default each seat gets
    one from ``rng``. ``right`` and ``asked`` are the running score.
    """

    def __init__(
        self,
        procedure: Procedure,
        *,
        difficulty: Difficulty = Difficulty.NORMAL,
        mode: TrainingMode = TrainingMode.LEARN,
        rng: random.Random | None = None,
        personalities: dict[int, Personality] | None = None,
    ) -> None:
        self.procedure = procedure
        self.hand = procedure.hand
        self.difficulty = difficulty
        self.mode = mode
        self.rng = rng if rng is not None else random.Random()
        self.personalities = personalities or deal_personalities(list(self.hand.seats), self.rng)
        self.right = 0
        self.asked = 0
        self.by_trainee: list[bool] = []
        """For each step of ``procedure.history``: did the trainee do it (or was it done for them)?"""
        self.journal: list[tuple[Milestone, Done | Missed]] = []
        """What was done, and what was answered wrongly, at each line of the checklist, in order."""
        self._answered: tuple[int, set[Question]] = (-1, set())
        self._cursor = 0
        self._unswept: dict[int, int] = {}

    # ----------------------------------------------------------------------------- what is asked

    def asks(self, step: DealerStep) -> bool:
        """Does the trainee do ``step`` at this difficulty (else it is done for them)?"""
        if self.difficulty is Difficulty.EXPERT:
            return True
        if step.kind is StepKind.ANNOUNCE:
            if isinstance(step.announcement, ActionCall):
                return False
            if isinstance(step.announcement, AnteCall):
                return self.difficulty is not Difficulty.BEGINNER
            return True
        return not (self.difficulty is Difficulty.BEGINNER and step.kind in _BEGINNER_DONE)

    def _questions(self) -> frozenset[Question]:
        """The questions for the decision now due."""
        if self.difficulty is Difficulty.BEGINNER:
            return frozenset()
        step = self.hand.next_step()
        if isinstance(step, ShowDue):
            shown = any(isinstance(event, HandShown) for event in self.hand.events)
            return frozenset({Question.WHO_SHOWS}) if shown else frozenset()
        if not isinstance(step, TurnDue):
            return frozenset()
        if self.difficulty is Difficulty.EXPERT or self.first_decision():
            return frozenset({Question.WHO_ACTS, Question.MAY_DO})
        return frozenset()

    def first_decision(self) -> bool:
        """No player has acted yet in this betting round."""
        street = self.hand.street
        for event in reversed(self.hand.events):
            if isinstance(event, ActionTaken) and event.street == street:
                return False
            if isinstance(event, StreetOpened | BetsGathered):
                return True
        return True

    def _open_questions(self) -> list[Question]:
        key = len(self.hand.events)
        answered = self._answered[1] if self._answered[0] == key else set()
        order = (Question.WHO_ACTS, Question.MAY_DO, Question.WHO_SHOWS)
        return [question for question in order if question in self._questions() and question not in answered]

    def _mark_answered(self, question: Question) -> None:
        key = len(self.hand.events)
        if self._answered[0] != key:
            self._answered = (key, set())
        self._answered[1].add(question)

    # ----------------------------------------------------------------------------- the flow

    @property
    def waiting(self) -> Waiting:
        """What happens next (after ``run_auto``)."""
        procedure = self.procedure
        if procedure.expected():
            return Waiting.DUTY
        if procedure.is_complete or self.hand.next_step() is None:
            return Waiting.OVER
        questions = self._open_questions()
        if questions:
            return {
                Question.WHO_ACTS: Waiting.WHO_ACTS,
                Question.MAY_DO: Waiting.MAY_DO,
                Question.WHO_SHOWS: Waiting.WHO_SHOWS,
            }[questions[0]]
        return Waiting.PLAYER

    def run_auto(self) -> list[DealerStep]:
        """Do every due duty the difficulty does not ask, until the trainee or a player is next."""
        done: list[DealerStep] = []
        while True:
            expected = self.procedure.expected()
            step = next((due for due in expected if not self.asks(due)), None)
            if step is None:
                return done
            self._perform(step, by_trainee=False)
            done.append(step)

    def hint(self) -> DealerStep | None:
        """Learn mode's highlighted duty: the first one due; None in the other modes."""
        if self.mode is not TrainingMode.LEARN:
            return None
        expected = self.procedure.expected()
        return expected[0] if expected else None

    def attempt(self, step: DealerStep) -> Graded:
        """The trainee does ``step``: graded, and done if right. A wrong duty changes nothing, except
        in an exam, where the right one is then done for the trainee."""
        verdict = self.procedure.check(step)
        if verdict.correct:
            graded = self._score(Graded(Question.DUTY, True, verdict))
            self._perform(next(due for due in verdict.expected if due.matches(step)), by_trainee=True)
            return graded
        if self.mode is TrainingMode.EXAM and verdict.expected:
            instead = verdict.expected[0]
            graded = self._score(Graded(Question.DUTY, False, verdict, done_instead=instead))
            self._perform(instead, by_trainee=False)
            return graded
        return self._score(Graded(Question.DUTY, False, verdict))

    def answer_seat(self, seat: int) -> Graded:
        """The answer to "Who acts?" or "Who shows next?"."""
        waiting = self.waiting
        step = self.hand.next_step()
        if waiting not in {Waiting.WHO_ACTS, Waiting.WHO_SHOWS} or not isinstance(step, TurnDue | ShowDue):
            raise ValueError(f"no seat is asked for now (waiting for {waiting.value})")
        question = Question.WHO_ACTS if waiting is Waiting.WHO_ACTS else Question.WHO_SHOWS
        rule, reason = self._who_rule() if question is Question.WHO_ACTS else ("R8.1", "show_clockwise")
        correct = seat == step.seat
        graded = Graded(question, correct, seat=seat, right_seat=step.seat, rule=rule, reason=reason)
        self._score(graded)
        self._mark_answered(question)
        return graded

    def answer_actions(self, actions: Iterable[Action]) -> Graded:
        """The answer to "What may they do?", graded against the engine's legal actions."""
        if self.waiting is not Waiting.MAY_DO:
            raise ValueError(f"nobody is asked what a player may do now (waiting for {self.waiting.value})")
        legal = self.hand.legal_actions()
        chosen = tuple(actions)
        graded = Graded(
            Question.MAY_DO,
            set(chosen) == set(legal),
            seat=legal.seat,
            right_seat=legal.seat,
            chosen=chosen,
            legal=tuple(legal),
            rule=self._actions_rule(),
        )
        self._score(graded)
        self._mark_answered(Question.MAY_DO)
        return graded

    def play_player(self) -> ActionTaken | HandShown | HandMucked | None:
        """The simulated player to act decides (or shows at the showdown); None if nobody is to."""
        hand = self.hand
        step = hand.next_step()
        if self.procedure.expected():
            return None
        if isinstance(step, TurnDue):
            legal = hand.legal_actions()
            personality = self.personalities.get(step.seat, Personality.LOOSE)
            return apply_action(hand, choose(personality, legal, self.rng, street=hand.street))
        if isinstance(step, ShowDue):
            return hand.show()
        return None

    def play_right(self, until: Callable[[Walkthrough], bool], limit: int = 5000) -> Graded | None:
        """Do every duty and answer every question right, and let the players act, until
        ``until(self)`` holds or the hand is over (demonstrations, screenshots). Returns the last
        graded answer."""
        last: Graded | None = None
        for _ in range(limit):
            self.run_auto()
            waiting = self.waiting
            if until(self) or waiting is Waiting.OVER:
                break
            if waiting is Waiting.DUTY:
                last = self.attempt(self.procedure.expected()[0])
            elif waiting in {Waiting.WHO_ACTS, Waiting.WHO_SHOWS}:
                step = self.hand.next_step()
                assert isinstance(step, TurnDue | ShowDue)
                last = self.answer_seat(step.seat)
            elif waiting is Waiting.MAY_DO:
                last = self.answer_actions(self.hand.legal_actions())
            else:
                self.play_player()
        return last

    def _perform(self, step: DealerStep, *, by_trainee: bool) -> None:
        self._watch_events()
        milestone = milestone_of(step, self.hand)
        before = len(self.hand.events)
        self.procedure.perform(step)
        self.by_trainee.append(by_trainee)
        self.journal.append((milestone, Done(step, by_trainee, card_events(self.hand.events[before:]))))
        if step.kind is StepKind.RETURN_BET and step.seat in self._unswept:
            self._unswept[step.seat] = max(0, self._unswept[step.seat] - (step.amount or 0))
        elif step.kind is not StepKind.ANNOUNCE:
            self._unswept = {}
        self._watch_events()

    def _score(self, graded: Graded) -> Graded:
        self.asked += 1
        self.right += int(graded.correct)
        if not graded.correct:
            self.journal.append((self.milestone_now(), Missed(graded)))
        return graded

    # ----------------------------------------------------------------------------- rules for words

    def _who_rule(self) -> tuple[str, str]:
        """The rule and reason code that decide who acts now (R5.1-R5.7)."""
        hand = self.hand
        if not self.first_decision():
            return "R5.7", "clockwise"
        if hand.street == 3:
            return "R5.1", "bring_in"
        opened = next(
            (e for e in reversed(hand.events) if isinstance(e, StreetOpened) and e.street == hand.street),
            None,
        )
        if opened is not None and opened.board_leader not in {None, opened.first_actor}:
            return "R5.5", "leader_all_in"
        if hand.street == 7:
            return "R5.6", "seventh"
        if hand.variant.low_board_acts_first:
            return "R5.3", "low_board"
        return "R5.2", "high_board"

    def _actions_rule(self) -> str:
        """The rule behind the choices now: the bring-in, the 3rd-street answers, the cap, the open
        pair, the limits."""
        legal = self.hand.legal_actions()
        if legal.bring_in is not None:
            return "R3.5"
        if self.hand.street == 3 and legal.complete is not None:
            return "R3.6"
        if legal.capped_out:
            return "R4.4"
        if len(legal.wager_targets) > 1:
            return "R4.3"
        return "R4.1"

    # ----------------------------------------------------------------------------- views

    def phase(self) -> Phase:
        """Which set of duty buttons fits the hand now."""
        hand = self.hand
        if not any(step.kind is StepKind.CUT for step in self.procedure.history):
            return Phase.PREPARE
        if hand.phase in {HandPhase.SHOWDOWN, HandPhase.COMPLETE}:
            return Phase.SHOWDOWN
        return Phase.SEVENTH if hand.street >= 6 else Phase.STREETS

    def milestone_now(self) -> Milestone:
        """The checklist line the hand is at."""
        expected = self.procedure.expected()
        if expected:
            return milestone_of(expected[0], self.hand)
        step = self.hand.next_step()
        if isinstance(step, TurnDue):
            return Milestone[f"BET_{self.hand.street}"]
        if isinstance(step, ShowDue):
            return Milestone.SHOWDOWN
        return Milestone.POT

    def checklist(self) -> list[ChecklistRow]:
        """Every line of the hand, marked done, now, to come, or skipped, with what was done at it."""
        if self.procedure.is_complete:
            now_index = len(_MILESTONES)
        else:
            now_index = _MILESTONES.index(self.milestone_now())
        reached = {milestone for milestone, entry in self.journal if isinstance(entry, Done)}
        entries: dict[Milestone, list[Done | Missed]] = {}
        for milestone, entry in self.journal:
            entries.setdefault(milestone, []).append(entry)
        last_street = self.hand.street
        rows = []
        for index, milestone in enumerate(_MILESTONES):
            if index < now_index:
                skipped = milestone.street is not None and milestone.street > last_street
                skipped = skipped or (milestone is Milestone.SHOWDOWN and milestone not in reached)
                mark = Mark.SKIPPED if skipped else Mark.DONE
            elif index == now_index:
                mark = Mark.NOW
            else:
                mark = Mark.TODO
            rows.append(ChecklistRow(milestone, mark, tuple(lines_of(entries.get(milestone, ())))))
        return rows

    def _watch_events(self) -> None:
        """Bets stay in front of the players until the dealer gathers them (the engine has moved
        them already)."""
        events = self.hand.events
        while self._cursor < len(events):
            event = events[self._cursor]
            self._cursor += 1
            if isinstance(event, BetsGathered) and event.amount > 0:
                self._unswept = {}
                for earlier in events[: self._cursor]:
                    if isinstance(earlier, ActionTaken) and earlier.street == event.street and earlier.to:
                        self._unswept[earlier.seat] = earlier.to

    def table_state(self, *, hide_actor: bool = False) -> TableState:
        """The table as the dealer sees it: bets stay out until gathered, hands are killed and pots
        pushed when the trainee does it (the engine has settled the hand at once)."""
        self._watch_events()
        hand = self.hand
        base = TableState.from_hand(hand)
        killed: set[int] = set()
        pushed: dict[int, int] = {}
        returned: dict[int, int] = {}
        for step in self.procedure.history:
            if step.kind is StepKind.KILL_HAND and step.seat is not None:
                killed.add(step.seat)
            elif step.kind is StepKind.PUSH_POT:
                for seat, chips in step.shares:
                    pushed[seat] = pushed.get(seat, 0) + chips
            elif step.kind is StepKind.RETURN_BET and step.seat is not None:
                returned[step.seat] = returned.get(step.seat, 0) + (step.amount or 0)
        awarded: dict[int, int] = {}
        uncalled: dict[int, int] = {}
        for event in hand.events:
            if isinstance(event, PotAwarded):
                for seat, chips in event.shares:
                    awarded[seat] = awarded.get(seat, 0) + chips
            elif isinstance(event, UncalledBetReturned):
                uncalled[event.seat] = max(uncalled.get(event.seat, 0), event.amount)
        seats = []
        for seat_state in base.seats:
            seat = seat_state.seat
            bet = self._unswept.get(seat, 0) if self._unswept else seat_state.bet
            owed = (
                awarded.get(seat, 0)
                - pushed.get(seat, 0)
                + max(0, uncalled.get(seat, 0) - returned.get(seat, 0))
            )
            seats.append(
                replace(
                    seat_state,
                    bet=bet,
                    stack=seat_state.stack - max(0, owed),
                    killed=seat in killed,
                    won=pushed.get(seat, 0),
                )
            )
        contributed = sum(player.contributed for player in hand.players)
        middle = contributed - sum(s.bet for s in seats) - sum(pushed.values()) - sum(returned.values())
        showing = any(isinstance(event, HandShown) for event in hand.events)
        return replace(
            base,
            seats=tuple(seats),
            pot=max(0, middle),
            actor=None if hide_actor else hand.actor,
            showdown=hand.phase is HandPhase.SHOWDOWN or (hand.is_complete and showing),
            complete=self.procedure.is_complete,
        )
