"""A quiz session: the mode's rules, the questions in turn, timing, score, streak and a summary.

Modes (``TrainingMode``):

- **Learn**: hints allowed, untimed, feedback after every answer;
- **Practice**: timed (answers slower than the dealer's pace are marked slow), feedback after every
  answer;
- **Table-ready**: a time limit per answer at the dealer's pace (the skill's target pace times
  ``pace_factor``, or ``time_limit``); an answer over the limit is wrong; no hints;
- **Exam**: a fixed set of questions from the seed, no hints, no feedback until the end, a score and
  a pass mark (default 80%).

Learn, Practice and Table-ready choose the next skill adaptively (``croupier.drills.scheduler``);
every answer is recorded through the history (``croupier.store.History``) when one is given, under
``session_uuid`` (the practice session it belongs to) and with the words ``describe`` gives it (see
``croupier.words.stored_words``). An answer the history refuses (it raises) is not counted. The
clock is injected, so tests can time answers.

>>> from croupier.drills.grading import solve
>>> ticks = iter([0.0, 2.0])
>>> session = DrillSession(TrainingMode.EXAM, ["bring_in"], count=1, seed=4, clock=lambda: next(ticks))
>>> question = session.next_question()
>>> outcome = session.answer(solve(question).expected)
>>> outcome.grade.correct, outcome.seconds, session.summary().passed
(True, 2.0, True)
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from croupier.drills.answers import answer_json
from croupier.drills.deal import DrillSettings
from croupier.drills.grading import grade, solve
from croupier.drills.levels import TrainingMode
from croupier.drills.model import Answer, DrillError, Grade, Question
from croupier.drills.scheduler import Scheduler, target_seconds
from croupier.drills.skills import SKILL_NAMES, skill

if TYPE_CHECKING:
    from croupier.store.history import History

#: Makes the words an answer is stored with: ``{"lang", "question", "answer", "expected"}``.
Describe = Callable[[Question, Answer | None, Grade], dict[str, str]]

__all__ = [
    "FOCUS_TRIES",
    "MODE_RULES",
    "Describe",
    "DrillSession",
    "ModeRules",
    "Outcome",
    "QuestionPlan",
    "SkillSummary",
    "Summary",
    "TrainingMode",
    "cites_rule",
    "exam_plan",
    "exam_questions",
    "question_record",
]


@dataclass(frozen=True, slots=True)
class ModeRules:
    """What a mode allows: hints, a clock, a hard time limit, feedback after each answer, adaptivity."""

    hints: bool
    timed: bool
    time_limit: bool
    feedback: bool
    adaptive: bool


MODE_RULES = {
    TrainingMode.LEARN: ModeRules(hints=True, timed=False, time_limit=False, feedback=True, adaptive=True),
    TrainingMode.PRACTICE: ModeRules(hints=False, timed=True, time_limit=False, feedback=True, adaptive=True),
    TrainingMode.TABLE_READY: ModeRules(
        hints=False, timed=True, time_limit=True, feedback=True, adaptive=True
    ),
    TrainingMode.EXAM: ModeRules(hints=False, timed=True, time_limit=False, feedback=False, adaptive=False),
}


@dataclass(frozen=True, slots=True)
class Outcome:
    """One answered question. ``correct`` is what counts (False when out of time, even if the answer
    was right); ``feedback`` says whether the mode shows the grade now."""

    question: Question
    grade: Grade
    seconds: float
    correct: bool
    timed_out: bool
    slow: bool
    hinted: bool
    feedback: bool
    #: The id the answer was recorded under ("" when the history gives none).
    record: str = ""


@dataclass(frozen=True, slots=True)
class SkillSummary:
    """How one skill went: questions, right answers, mean time, slow answers and the mistakes."""

    skill: str
    asked: int
    correct: int
    mean_seconds: float
    slow: int
    mistakes: tuple[Outcome, ...]

    @property
    def accuracy(self) -> float:
        return self.correct / self.asked if self.asked else 0.0


@dataclass(frozen=True, slots=True)
class Summary:
    """The end of a session. ``passed`` is None outside the exam; ``skills`` lists the weakest first."""

    mode: TrainingMode
    asked: int
    correct: int
    best_streak: int
    pass_mark: float
    skills: tuple[SkillSummary, ...]
    outcomes: tuple[Outcome, ...] = field(repr=False)

    @property
    def score(self) -> float:
        return self.correct / self.asked if self.asked else 0.0

    @property
    def passed(self) -> bool | None:
        if self.mode is not TrainingMode.EXAM:
            return None
        return self.asked > 0 and self.score >= self.pass_mark


FOCUS_TRIES = 200
"""How many questions a session on one rule deals at most to find one that tests the rule."""


def cites_rule(cited: Sequence[str], number: str) -> bool:
    """Do the rules ``cited`` (a solution's) include rule ``number`` or a part of it ("R8.6c" for
    "R8.6")? The whole rule does not test one of its parts.

    >>> cites_rule(("R4.2", "R8.6c"), "R8.6"), cites_rule(("R8.6",), "R8.6a"), cites_rule(("R4.2",), "R4.4")
    (True, False, False)
    """
    return any(rule == number or rule.rstrip("abcdefghijklmnopqrstuvwxyz") == number for rule in cited)


def within(cited: Sequence[str], taught: Collection[str]) -> bool:
    """Is every rule ``cited`` (a solution's) one of ``taught``, or a part of one ("R8.6c" of
    "R8.6")? The sections (§1, the house rules; §3, the routine) are no lesson's to teach.

    >>> within(("R3.2", "R3.4"), {"R3.1", "R3.2", "R3.4"}), within(("R3.2", "R3.8"), {"R3.2", "R3.4"})
    (True, False)
    """
    return all(
        rule.startswith("§") or rule in taught or rule.rstrip("abcdefghijklmnopqrstuvwxyz") in taught
        for rule in cited
    )


def question_record(question: Question) -> str:
    """The question as the history stores it: skill, prompt kind and parameters, seed (JSON)."""
    params = {
        key: answer_json(value) if isinstance(value, frozenset) else str(value)
        for key, value in question.prompt.params.items()
    }
    return json.dumps(
        {"skill": question.skill, "kind": question.prompt.kind, "params": params, "seed": question.seed},
        sort_keys=True,
    )


def _seeded(name: str, seed: int, difficulty: int, settings: DrillSettings) -> Question:
    question = skill(name).generate(random.Random(seed), difficulty, settings)
    # With the seed that rebuilds it (``croupier drill --json`` prints it).
    return replace(question, seed=seed)


@dataclass(frozen=True, slots=True)
class QuestionPlan:
    """What a question will be, decided before it is made: its place in the session, the skill,
    the seed, the level and the table. ``make()`` deals it from these values alone (no session, no
    history), so it may run on any thread while the session goes on being used on its own.

    >>> plan = QuestionPlan(0, "bring_in", 4, 2, DrillSettings())
    >>> question_record(plan.make()) == question_record(plan.make()), plan.make().seed
    (True, 4)
    """

    index: int
    skill: str
    seed: int
    level: int
    settings: DrillSettings = field(repr=False)

    def make(self) -> Question:
        return _seeded(self.skill, self.seed, self.level, self.settings)


def exam_plan(skills: Sequence[str], count: int, seed: int) -> list[tuple[str, int]]:
    """The fixed exam set for ``seed`` as (skill, question seed): the skills in turn (in a seeded order)."""
    order = list(dict.fromkeys(skills))
    rng = random.Random(seed)
    rng.shuffle(order)
    return [(order[index % len(order)], rng.getrandbits(31)) for index in range(count)]


def exam_questions(
    skills: Sequence[str], count: int, seed: int, settings: DrillSettings | None = None, difficulty: int = 2
) -> list[Question]:
    """The fixed exam set for ``seed``: the skills in turn (in a seeded order), one seed per question."""
    chosen = settings or DrillSettings()
    return [_seeded(name, number, difficulty, chosen) for name, number in exam_plan(skills, count, seed)]


class DrillSession:
    """A run of ``count`` questions over ``skills`` in ``mode`` (see the module docstring).

        ``questions`` gives the set instead (a hand history stepped through, an instructor's exam);
        ``rule`` keeps to questions that test that rule (their solution cites it, or a part of it): each
    question is dealt again, up to ``FOCUS_TRIES`` times, until one does (the Rules view's "Practise
    this"); ``taught`` keeps to questions whose every rule is among those (a course check: what the
    lessons so far have shown); ``history`` and ``trainee_id`` record every answer and feed the
    adaptive choice, ``session_uuid``
        names the practice session the answers belong to and ``describe`` makes the words each is stored
        with; ``clock`` gives seconds (``time.monotonic``), ``now`` the answer time stored with the history;
        ``timed_answers=False`` records answers with no time (read from a pipe: nobody typed them).
    """

    def __init__(
        self,
        mode: TrainingMode = TrainingMode.PRACTICE,
        skills: Sequence[str] = SKILL_NAMES,
        count: int = 20,
        seed: int | None = None,
        *,
        settings: DrillSettings | None = None,
        difficulty: int | None = None,
        pass_mark: float = 0.8,
        time_limit: float | None = None,
        pace_factor: float = 1.5,
        questions: Sequence[Question] | None = None,
        history: History | None = None,
        trainee_id: int = 0,
        session_uuid: str | None = None,
        describe: Describe | None = None,
        clock: Callable[[], float] = time.monotonic,
        now: Callable[[], datetime] | None = None,
        rule: str | None = None,
        taught: Collection[str] | None = None,
        timed_answers: bool = True,
    ) -> None:
        for name in skills:
            skill(name)  # an unknown name fails here, not at the tenth question
        if count < 1 and questions is None:
            raise DrillError("a session needs at least one question")
        if not 0.0 <= pass_mark <= 1.0:
            raise DrillError(f"the pass mark is a share between 0 and 1, not {pass_mark}")
        self.mode = TrainingMode(mode)
        self.rules = MODE_RULES[self.mode]
        self.skills = tuple(dict.fromkeys(skills))
        self.seed = seed if seed is not None else random.SystemRandom().getrandbits(31)
        self.settings = settings or DrillSettings()
        self.difficulty = difficulty
        self.pass_mark = pass_mark
        self.time_limit = time_limit
        self.pace_factor = pace_factor
        self.trainee_id = trainee_id
        self.rule = rule
        self.timed_answers = timed_answers
        self.taught = frozenset(taught) if taught is not None else None
        self.session_uuid = session_uuid
        self._describe = describe
        self._clock = clock
        self._now = now or (lambda: datetime.now(UTC))
        self._rng = random.Random(self.seed)
        if history is None:
            from croupier.store.history import MemoryHistory  # noqa: PLC0415 - SQLAlchemy only when needed

            history = MemoryHistory()
        self.history = history
        self.scheduler = Scheduler(
            self.skills, history, trainee_id, random.Random(self.seed ^ 0x5EED), now=self._now
        )
        # A fixed set (given, or an exam's, each question made from its seed when its turn comes).
        self._fixed: list[Question] | None = None
        self._plan: list[tuple[str, int]] | None = None
        if questions is not None:
            self._fixed = list(questions)
            self.count = len(self._fixed)
        elif self.mode is TrainingMode.EXAM:
            self._plan = exam_plan(self.skills, count, self.seed)
            self.count = count
        else:
            self.count = count
        self.outcomes: list[Outcome] = []
        self.current: Question | None = None
        self._planned: QuestionPlan | None = None  # the next adaptive question, decided ahead
        self._asked_at = 0.0
        self._hinted = False
        self.streak = 0
        self.best_streak = 0

    # ----------------------------------------------------------------------------------- asking

    @property
    def finished(self) -> bool:
        return len(self.outcomes) >= self.count

    def next_question(self, made: Question | None = None) -> Question | None:
        """The next question (the clock starts now), or None when the session is over.

        ``made``: the question a ``plan()`` for this turn made (elsewhere, perhaps on another
        thread); without it the session makes the question itself (from that plan, if one was made).
        """
        if self.finished:
            self.current = None
            return None
        if self.current is None:
            index = len(self.outcomes)
            self.current = made if made is not None else self._question_at(index)
            self._planned = None
        self._asked_at = self._clock()
        self._hinted = False
        return self.current

    def plan(self, ahead: int = 0) -> QuestionPlan | None:
        """Decide the question ``ahead`` answers from now without making it (``QuestionPlan.make``
        makes it). An adaptive session decides only the next one (``ahead=0``: the history with
        the last answer in it chooses its skill), and draws its seed now, as asking it would have;
        a set planned in advance (an exam) any one. None: nothing to plan (the session is over, the
        set is given, or a rule or the lessons taught must pick among dealt questions)."""
        index = len(self.outcomes) + ahead
        if index >= self.count or self._fixed is not None:
            return None
        if self._plan is not None:
            name, number = self._plan[index]
            return QuestionPlan(index, name, number, self.difficulty or 2, self.settings)
        if ahead != 0 or self.current is not None or self.rule is not None or self.taught is not None:
            return None
        if self._planned is None or self._planned.index != index:
            name = self.scheduler.choose() if self.rules.adaptive else self._rng.choice(self.skills)
            level = self.difficulty or self.scheduler.difficulty(name)
            self._planned = QuestionPlan(index, name, self._rng.getrandbits(31), level, self.settings)
        return self._planned

    def _question_at(self, index: int) -> Question:
        if self._fixed is not None:
            return self._fixed[index]
        if self._plan is not None:
            name, number = self._plan[index]
            return _seeded(name, number, self.difficulty or 2, self.settings)
        if self._planned is not None and self._planned.index == index:
            return self._planned.make()
        return self._make()

    def _make(self) -> Question:
        name = self.scheduler.choose() if self.rules.adaptive else self._rng.choice(self.skills)
        level = self.difficulty or self.scheduler.difficulty(name)
        question = _seeded(name, self._rng.getrandbits(31), level, self.settings)
        if self.rule is None and self.taught is None:
            return question
        for attempt in range(FOCUS_TRIES):
            cited = solve(question).rules
            if (self.rule is None or cites_rule(cited, self.rule)) and (
                self.taught is None or within(cited, self.taught)
            ):
                break
            # Another skill of the set, at the trainee's level and at the hardest by turns (some
            # rules, such as a low card all-in for the ante, come up only there).
            name = self._rng.choice(self.skills)
            hardest = self.rule is not None and attempt % 3  # a course check keeps to its level
            level = 3 if hardest else self.difficulty or self.scheduler.difficulty(name)
            question = _seeded(name, self._rng.getrandbits(31), level, self.settings)
        return question

    def limit_for(self, question: Question) -> float | None:
        """The time allowed for ``question`` in this mode (None: no limit)."""
        if self.time_limit is not None and self.rules.timed:
            return self.time_limit
        if self.rules.time_limit:
            return target_seconds(question.skill) * self.pace_factor
        return None

    def hint(self) -> bool:
        """Ask for a hint (``croupier.words.quiz_words.hint_text``); False when the mode allows none."""
        if not self.rules.hints or self.current is None:
            return False
        self._hinted = True
        return True

    def answer(self, answer: Answer | None) -> Outcome:
        """Grade ``answer`` (None: no answer) to the current question and record it."""
        question = self.current
        if question is None:
            raise DrillError("there is no question to answer: call next_question() first")
        # Every answer keeps its real time (Learn's too: a lesson's check, Progress's medians);
        # "untimed" means no clock to beat, not an answer of 0 s.
        seconds = max(0.0, self._clock() - self._asked_at)
        verdict = grade(question, answer)
        limit = self.limit_for(question)
        timed_out = limit is not None and seconds > limit
        slow = self.rules.timed and seconds > target_seconds(question.skill) * self.pace_factor
        correct = verdict.correct and not (
            timed_out and (self.rules.time_limit or self.time_limit is not None)
        )
        outcome = Outcome(
            question, verdict, seconds, correct, timed_out, slow, self._hinted, self.rules.feedback
        )
        # Recorded first: an answer the history refuses is not counted, and the question stays open.
        from croupier.store.history import NewAttempt  # noqa: PLC0415 - the history's own module

        recorded = self.history.record_attempt(
            NewAttempt(
                trainee_id=self.trainee_id,
                skill=question.skill,
                question=question_record(question),
                answer=json.dumps(answer_json(answer)),
                correct=correct,
                seconds=seconds if self.timed_answers else None,
                mode=self.mode.value,
                answered_at=self._now(),
                session_uuid=self.session_uuid,
                words=self._describe(question, answer, verdict) if self._describe is not None else None,
            )
        )
        self.outcomes.append(outcome)
        self.streak = self.streak + 1 if correct else 0
        self.best_streak = max(self.best_streak, self.streak)
        self.current = None
        if recorded.uuid:
            outcome = replace(outcome, record=recorded.uuid)
            self.outcomes[-1] = outcome
        return outcome

    def skip(self) -> Outcome:
        """Give up on the current question: it counts as wrong."""
        return self.answer(None)

    # ----------------------------------------------------------------------------------- results

    @property
    def score(self) -> float:
        """The share of right answers so far."""
        return sum(o.correct for o in self.outcomes) / len(self.outcomes) if self.outcomes else 0.0

    def summary(self) -> Summary:
        """Score, streak and a per-skill account of what went wrong, the weakest skill first."""
        by_skill: dict[str, list[Outcome]] = {}
        for outcome in self.outcomes:
            by_skill.setdefault(outcome.question.skill, []).append(outcome)
        skills = []
        for name, outcomes in by_skill.items():
            right = sum(o.correct for o in outcomes)
            mean = sum(o.seconds for o in outcomes) / len(outcomes)
            mistakes = tuple(o for o in outcomes if not o.correct)
            skills.append(
                SkillSummary(name, len(outcomes), right, mean, sum(o.slow for o in outcomes), mistakes)
            )
        skills.sort(key=lambda item: (item.accuracy, -item.mean_seconds))
        return Summary(
            mode=self.mode,
            asked=len(self.outcomes),
            correct=sum(o.correct for o in self.outcomes),
            best_streak=self.best_streak,
            pass_mark=self.pass_mark,
            skills=tuple(skills),
            outcomes=tuple(self.outcomes),
        )
