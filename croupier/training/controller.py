"""The walkthrough without its widgets: which duties the trainee does and which are done for them,
the questions at the players' decisions, the score, the checklist and the table as the dealer sees
it. No Qt, so the rules of the exercise are tested on their own.

A ``Walkthrough`` wraps a ``Procedure``. ``run_auto()`` does the duties the difficulty does not ask;
``waiting`` says what comes next: a duty for the trainee (``attempt``), a question (``answer_seat``,
``answer_actions``), a simulated player (``play_player``) or nothing (the hand is over). Outside an
exam, ``undo()`` takes back the trainee's last correct duty (``undo.UndoLog``: the hand dealt again
from its seeded deck up to that duty, the score and the record as they were).

Its parts live beside it: what each level asks (``questions``), Stop and the ruling on an incident
(``incident_desk``), a hand played right for the trainee (``right_play``), the chip duties
(``chip_duties``), the checklist (``journal``) and the undo (``undo``).

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
from dataclasses import replace

from croupier.drills.duty_why import duty_why
from croupier.drills.explain import explain, wager_explanations
from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.chips import ChipSet
from croupier.engine.events import ActionTaken, HandMucked, HandShown, IncidentOccurred
from croupier.engine.hand import ShowDue, TurnDue
from croupier.engine.incidents import Incident, IncidentKind, RulingKind
from croupier.engine.legal import Action
from croupier.engine.table_incidents import TableIncidents
from croupier.procedure import DealerStep, Procedure, StepKind
from croupier.training.chip_duties import ChipDuties
from croupier.training.chip_table import ChipHabits
from croupier.training.dealer_view import DealerView
from croupier.training.duties import Phase, phase_of
from croupier.training.incident_desk import IncidentDesk
from croupier.training.incidents import AFTER_DUTY, AT_TURN, IncidentMaker, overlay
from croupier.training.journal import (
    ChecklistRow,
    Done,
    Mark,
    Milestone,
    Missed,
    ReplayPoint,
    WalkState,
    card_events,
    checklist_rows,
    milestone_now,
    milestone_of,
)
from croupier.training.players import Personality, choose, deal_personalities
from croupier.training.questions import (
    QUESTION_ORDER,
    WAITING_FOR,
    asks,
    decision_key,
    first_decision,
    questions_due,
)
from croupier.training.right_play import play_right
from croupier.training.rules_cited import actions_rule, who_rule
from croupier.training.table_state import TableState
from croupier.training.terms import Asked, Graded, Waiting
from croupier.training.undo import UndoLog

__all__ = [
    "Asked",
    "ChecklistRow",
    "Graded",
    "Mark",
    "Milestone",
    "Waiting",
    "Walkthrough",
]


class Walkthrough:
    """One hand dealt by the trainee; see the module docstring.

    ``personalities`` (by seat) decide how the simulated players play; by default each seat gets
    one from ``rng``. ``right`` and ``asked`` are the running score. ``chips`` are the chip
    duties and the table's chips (``chip_set`` in play, the players' ``habits``). ``incidents`` (an
    ``IncidentMaker``) makes the table go wrong now and then in Practice and Exam from Normal level
    up: the trainee stops the table (``stop``) and rules (``rule``); carrying on instead is a wrong
    answer, and the engine carries out the right ruling either way.
    """

    def __init__(
        self,
        procedure: Procedure,
        *,
        difficulty: Difficulty = Difficulty.NORMAL,
        mode: TrainingMode = TrainingMode.LEARN,
        rng: random.Random | None = None,
        personalities: dict[int, Personality] | None = None,
        incidents: IncidentMaker | None = None,
        chip_set: ChipSet | None = None,
        habits: ChipHabits | None = None,
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
        self._deal_began = 0  # where in ``procedure.history`` this deal began (after a misdeal)
        self._last_done: tuple[int, int, int] | None = None  # the journal's last duty and its events
        """What was done, and what was answered wrongly, at each line of the checklist, in order."""
        self._answered: tuple[int, set[Asked]] = (-1, set())
        self._view = DealerView()
        self._undo = UndoLog(procedure)
        self._keep_undo = True
        self.table = TableIncidents(self.hand)
        """The hand's incidents: what is pending, the chips held, the cards face up."""
        self._desk = IncidentDesk(incidents)
        self.chips = ChipDuties(self, chip_set, habits)
        self.chips.follow(self.hand)

    # ----------------------------------------------------------------------------- what is asked

    def asks(self, step: DealerStep) -> bool:
        """Does the trainee do ``step`` at this difficulty (else it is done for them)?"""
        return asks(step, self.difficulty)

    def first_decision(self) -> bool:
        """No player has acted yet in this betting round."""
        return first_decision(self.hand)

    def _open_questions(self) -> list[Asked]:
        key = decision_key(self.hand)
        answered = self._answered[1] if self._answered[0] == key else set()
        due = questions_due(self.hand, self.difficulty)
        return [question for question in QUESTION_ORDER if question in due and question not in answered]

    def _mark_answered(self, question: Asked) -> None:
        key = decision_key(self.hand)
        if self._answered[0] != key:
            self._answered = (key, set())
        self._answered[1].add(question)

    # ----------------------------------------------------------------------------- the flow

    @property
    def waiting(self) -> Waiting:
        """What happens next (after ``run_auto``)."""
        procedure = self.procedure
        if self._desk.stopped:
            return Waiting.RULING
        chip_duty = self.chips.waiting()
        if chip_duty is not None:
            return chip_duty
        if procedure.expected():
            return Waiting.DUTY
        if self.table.pending is not None:
            return Waiting.NOTICE
        if procedure.is_complete or self.hand.next_step() is None:
            return Waiting.OVER
        questions = self._open_questions()
        if questions:
            return WAITING_FOR[questions[0]]
        return Waiting.PLAYER

    def run_auto(self) -> list[DealerStep]:
        """Do every due duty the difficulty does not ask, until the trainee or a player is next."""
        done: list[DealerStep] = []
        while self.table.pending is None:
            self.chips.run_auto()
            if self.chips.waiting() is not None:
                return done
            expected = self.procedure.expected()
            step = next((due for due in expected if not self.asks(due)), None)
            if step is None:
                return done
            self._perform(step, by_trainee=False)
            done.append(step)
        return done

    def done_already(self, kind: StepKind, seat: int | None = None) -> tuple[DealerStep, bool] | None:
        """The duty of ``kind`` (for ``seat``) already done in this hand and not due again, with
        whether the trainee did it (or it was done for them, as Beginner does the count): a key
        pressed for it then says so instead of asking it again."""
        if any(due.kind is kind and (seat is None or due.seat == seat) for due in self.procedure.expected()):
            return None
        for step, mine in zip(reversed(self.procedure.history), reversed(self.by_trainee), strict=False):
            if step.kind is kind and (seat is None or step.seat == seat):
                return step, mine
        return None

    def hint(self) -> DealerStep | None:
        """Learn mode's highlighted duty: the first one due; None in the other modes."""
        if self.mode is not TrainingMode.LEARN:
            return None
        expected = self.procedure.expected()
        return expected[0] if expected else None

    def attempt(self, step: DealerStep) -> Graded:
        """The trainee does ``step``: graded, and done if right. A wrong duty changes nothing, except
        in an exam, where the right one is then done for the trainee. With an incident not
        stopped, carrying on is the wrong answer, graded once (``carry_on``: the ruling is carried
        out); the duty is then done as the trainee meant it if it is still due, not graded again."""
        if self.table.pending is not None:
            graded = self.carry_on()
            verdict = self.procedure.check(step)
            if verdict.correct:
                self._perform(next(due for due in verdict.expected if due.matches(step)), by_trainee=True)
            return graded
        verdict = self.procedure.check(step)
        if self.mode is TrainingMode.EXAM:
            self._undo.clear()  # nothing done in an exam is taken back
        if verdict.correct:
            if self._keep_undo and self.mode is not TrainingMode.EXAM:
                self._undo.keep(step, self.hand, self._state())
            graded = self._score(Graded(Asked.DUTY, True, verdict))
            self._perform(next(due for due in verdict.expected if due.matches(step)), by_trainee=True)
            return graded
        if self.mode is TrainingMode.EXAM and verdict.expected:
            instead = verdict.expected[0]
            graded = self._score(Graded(Asked.DUTY, False, verdict, done_instead=instead))
            self._perform(instead, by_trainee=False)
            return graded
        return self._score(Graded(Asked.DUTY, False, verdict, why=duty_why(self.procedure, step, explain)))

    def can_undo(self) -> bool:
        """Can the trainee's last correct duty be taken back? Never in an exam, and not once a player
        has moved or another answer has been given since."""
        return self.mode is not TrainingMode.EXAM and self._undo.can_undo(self.hand)

    def undo(self) -> DealerStep:
        """Take back the trainee's last correct duty: the hand, the procedure, the checklist and the
        score as they were just before it (``procedure`` and ``hand`` are then new objects, the hand
        dealt again up to there). Returns the duty taken back; ``ValueError`` when ``can_undo()`` is
        False."""
        if self.mode is TrainingMode.EXAM:
            raise ValueError("no undo in an exam")
        self.procedure, step, state = self._undo.undo(self.procedure)
        self._restore(state)
        return step

    def _state(self) -> WalkState:
        """Copies of what a duty changes in the walkthrough (lists and dicts of frozen values)."""
        return WalkState(
            self.right,
            self.asked,
            list(self.by_trainee),
            list(self.journal),
            (self._answered[0], set(self._answered[1])),
            self._view.copy(),
            self.chips.copy_state(),
        )

    def answer_seat(self, seat: int) -> Graded:
        """The answer to "Who acts?" or "Who shows next?"."""
        if self.table.pending is not None:
            return self.carry_on()
        waiting = self.waiting
        step = self.hand.next_step()
        if waiting not in {Waiting.WHO_ACTS, Waiting.WHO_SHOWS} or not isinstance(step, TurnDue | ShowDue):
            raise ValueError(f"no seat is asked for now (waiting for {waiting.value})")
        question = Asked.WHO_ACTS if waiting is Waiting.WHO_ACTS else Asked.WHO_SHOWS
        rule, reason = (
            who_rule(self.hand, first_decision=self.first_decision())
            if question is Asked.WHO_ACTS
            else ("R8.1", "show_clockwise")
        )
        correct = seat == step.seat
        graded = Graded(question, correct, seat=seat, right_seat=step.seat, rule=rule, reason=reason)
        self._score(graded)
        self._mark_answered(question)
        return graded

    def answer_actions(self, actions: Iterable[Action]) -> Graded:
        """The answer to "What may they do?", graded against the engine's legal actions."""
        if self.table.pending is not None:
            return self.carry_on()
        if self.waiting is not Waiting.MAY_DO:
            raise ValueError(f"nobody is asked what a player may do now (waiting for {self.waiting.value})")
        legal = self.hand.legal_actions()
        chosen = tuple(actions)
        why, _rules = wager_explanations(self.hand)
        graded = Graded(
            Asked.MAY_DO,
            set(chosen) == set(legal),
            seat=legal.seat,
            right_seat=legal.seat,
            chosen=chosen,
            legal=tuple(legal),
            rule=actions_rule(self.hand),
            why=why,
        )
        self._score(graded)
        self._mark_answered(Asked.MAY_DO)
        return graded

    def play_player(self) -> ActionTaken | HandShown | HandMucked | IncidentOccurred | None:
        """The simulated player to act decides (or shows at the showdown), or something goes wrong
        at the table instead (the ``IncidentOccurred``); None if nobody is to."""
        hand = self.hand
        step = hand.next_step()
        if (
            self.procedure.expected()
            or self.chips.waiting() is not None
            or self.table.pending is not None
            or self._desk.stopped
        ):
            return None
        self._undo.clear()  # a player's move is not taken back, nor anything before it
        if isinstance(step, TurnDue) and self.chips.before_player(step.seat):
            return None  # the player asks how much is in the pot first
        self._undo.before_move(hand)
        settled = self.table.settle_turn()
        if isinstance(settled, ActionTaken | HandMucked):
            return settled
        occurred = self._offer(AT_TURN)
        if occurred is not None:
            return occurred
        step = hand.next_step()
        if isinstance(step, TurnDue):
            legal = self.table.allowed(hand.legal_actions())
            personality = self.personalities.get(step.seat, Personality.LOOSE)
            action = choose(personality, legal, self.rng, street=hand.street)
            taken = hand.act(action)
            self._undo.moved(action, hand)
            self.chips.follow(hand)
            return taken
        if isinstance(step, ShowDue):
            shown = hand.show()
            self._undo.moved(None, hand)
            return shown
        return None

    def play_right(self, until: Callable[[Walkthrough], bool], limit: int = 5000) -> Graded | None:
        """Do every duty and answer every question right, and let the players act, until
        ``until(self)`` holds or the hand is over (demonstrations, screenshots). Returns the last
        graded answer. Nothing it does can be taken back: it was not the trainee's."""
        self._undo.clear()
        self._keep_undo = False
        self._desk.quiet = True
        try:
            return play_right(self, until, limit)
        finally:
            self._keep_undo = True
            self._desk.quiet = False

    def perform_for_chips(self, step: DealerStep) -> None:
        """A duty the trainee did through a chip duty or a reading (a push, a hand read)."""
        self._perform(step, by_trainee=True)

    def score(self, graded: Graded) -> Graded:
        """Count ``graded`` in the score (and the checklist when wrong)."""
        return self._score(graded)

    # ----------------------------------------------------------------------------- the debrief

    def mistakes(self) -> list[tuple[Milestone, Missed]]:
        """Every wrong answer of the hand, in order, with the checklist line it was at."""
        return [(milestone, entry) for milestone, entry in self.journal if isinstance(entry, Missed)]

    def can_replay(self, missed: Missed) -> bool:
        """Can the hand be dealt again to just before ``missed`` ("Replay from here")? Not in an
        exam, and not past something else that moved the hand (an incident)."""
        return missed.replay is not None and self.mode is not TrainingMode.EXAM

    def replay(self, missed: Missed) -> None:
        """Deal this hand again from its seeded deck to just before ``missed``: the same cards,
        the same moves, the checklist and the score as they were there; the trainee goes on from
        that duty (or question). ``ValueError`` when ``can_replay`` is False."""
        point = missed.replay
        if point is None or not self.can_replay(missed):
            raise ValueError("this mistake cannot be replayed")
        self.procedure = self._undo.rewind(self.procedure, point.moves)
        self._restore(point.state)
        self._desk.forget()

    def _restore(self, state: WalkState) -> None:
        """Back to ``state`` (``_state()``'s, copied again: a replay point may be used twice) on the
        hand ``procedure`` holds now, dealt again up to there."""
        self.hand = self.procedure.hand
        self.table = TableIncidents(self.hand)
        self.right, self.asked = state.right, state.asked
        self.by_trainee = list(state.by_trainee)
        self.journal = list(state.journal)
        self._answered = (state.answered[0], set(state.answered[1]))
        self._view = state.view.copy()
        self.chips.restore(state.chips, self)

    # ----------------------------------------------------------------------------- incidents

    @property
    def incident(self) -> Incident | None:
        """What has gone wrong at the table and waits for the dealer, if anything."""
        return self.table.pending

    def inject(self, kind: IncidentKind, seat: int | None = None, **options: object) -> Incident:
        """Make ``kind`` happen now (the instructor's incident, a demonstration, a test), whatever
        the rate; ``IncidentError`` when it cannot happen now."""
        incident = self.table.happen(kind, seat, **options)
        self._reread_last_done()
        self._undo.clear()
        self._desk.made = True
        return incident

    def stop_offered(self) -> bool:
        """Is Stop among the duties: incidents on (``incidents_on``), or one made to happen in this
        hand (``inject``, as "Practise this" does in any mode)?"""
        return self.incidents_on() or self._desk.made

    def incidents_on(self) -> bool:
        """Does the table go wrong in this hand: Practice, Table-ready or Exam, Normal level or
        above, a rate?"""
        return self._desk.on(self.mode, self.difficulty)

    def _offer(self, kinds: frozenset[IncidentKind]) -> IncidentOccurred | None:
        before = len(self.hand.events)
        if self._desk.offer(self.table, kinds, self.mode, self.difficulty) is None:
            return None
        self._reread_last_done()
        self._undo.clear()
        return next(e for e in self.hand.events[before:] if isinstance(e, IncidentOccurred))

    def stop(self) -> tuple[RulingKind, ...] | Graded:
        """The trainee stops the table (Stop, Space): the rulings to choose from, shuffled; with
        nothing wrong, a wrong answer."""
        rulings = self._desk.stop(self.table, self.rng)
        if rulings is None:
            return self._score(Graded(Asked.INCIDENT, False, reason="nothing_wrong"))
        return rulings

    def ruling_choices(self) -> tuple[RulingKind, ...]:
        """The rulings offered after Stop (empty before)."""
        return self._desk.choices()

    def rule(self, ruling: RulingKind) -> Graded:
        """The trainee's ruling on the incident stopped: graded, and the right one carried out by the
        engine (the wrong one is explained, not done)."""
        if not self._desk.stopped:
            raise ValueError("stop the table first: no ruling is asked for")
        return self._settle(ruling)

    def carry_on(self) -> Graded:
        """The trainee carries on as if nothing had happened: a wrong answer; the right ruling is
        carried out all the same (the floor is called)."""
        if self.table.pending is None:
            raise ValueError("nothing has gone wrong at the table")
        return self._settle(None)

    def _settle(self, ruling: RulingKind | None) -> Graded:
        graded, right = self._desk.settle(self.table, ruling)
        self._score(graded)
        self._view.watch(self.hand)
        self.table.rule(right)
        if right in {RulingKind.MISDEAL, RulingKind.VOID_HAND}:
            self._dealt_again()
        else:
            self._reread_last_done()  # a ruling can say what that duty dealt (a stuck burn kept)
        self._undo.clear()
        return graded

    def _dealt_again(self) -> None:
        """A misdeal or a void hand: the deal starts again from the shuffle, so the checklist, the
        header and the duty buttons do too; the mistakes made in the deal made void stay on the
        checklist (at its first line)."""
        self._deal_began = len(self.procedure.history)
        self.journal = [(Milestone.SHUFFLE, entry) for _, entry in self.journal if isinstance(entry, Missed)]

    def _perform(self, step: DealerStep, *, by_trainee: bool) -> None:
        self._view.watch(self.hand)
        milestone = milestone_of(step, self.hand)
        self._undo.before_move(self.hand)
        before = len(self.hand.events)
        self.procedure.perform(step)
        self.chips.after_step(step)
        self._undo.moved(step, self.hand)
        self.by_trainee.append(by_trainee)
        self.journal.append((milestone, Done(step, by_trainee, card_events(self.hand.events[before:]))))
        self._last_done = (len(self.journal) - 1, before, len(self.hand.events))
        self._view.after_step(step)
        self._view.watch(self.hand)
        if step.kind in {StepKind.DEAL, StepKind.BURN}:
            self._offer(AFTER_DUTY)

    def _reread_last_done(self) -> None:
        """An incident right after a duty can change what that duty dealt (a card flipped face up,
        a second copy of a card): the checklist's line reads the log again."""
        if self._last_done is None:
            return
        at, start, end = self._last_done
        if at < len(self.journal):
            milestone, entry = self.journal[at]
            if isinstance(entry, Done):
                cards = card_events(self.hand.events[start:end])
                self.journal[at] = (milestone, replace(entry, events=cards))

    def _score(self, graded: Graded) -> Graded:
        if not graded.correct:
            moves = self._undo.mark(self.hand)
            point = ReplayPoint(moves, self._state()) if moves is not None else None
            self.journal.append((self.milestone_now(), Missed(graded, point)))
        self.asked += 1
        self.right += int(graded.correct)
        if not (graded.correct and graded.asked is Asked.DUTY):
            self._undo.clear()  # an answer given stands, and so does what came before it
        return graded

    # ----------------------------------------------------------------------------- views

    def phase(self) -> Phase:
        """Which set of duty buttons fits the hand now."""
        return phase_of(self.procedure.history[self._deal_began :], self.hand)

    def milestone_now(self) -> Milestone:
        """The checklist line the hand is at."""
        return milestone_now(self.procedure.expected(), self.hand)

    def checklist(self) -> list[ChecklistRow]:
        """Every line of the hand, marked done, now, to come, or skipped, with what was done at it."""
        now = None if self.procedure.is_complete else self.milestone_now()
        return checklist_rows(self.journal, now, self.hand.street)

    def table_state(self, *, hide_actor: bool = False) -> TableState:
        """The table as the dealer sees it (``DealerView``): bets out until gathered, hands killed
        and pots pushed when the trainee does it."""
        state = self._view.table_state(self.procedure, hide_actor=hide_actor)
        return self.chips.dress(overlay(state, self.table))
