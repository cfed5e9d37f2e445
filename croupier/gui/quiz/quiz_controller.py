"""The quiz without its widgets: a ``DrillSession`` run one question at a time, with a clock.

The controller starts sessions from a ``QuizConfig``, asks, grades, and keeps the countdown: every
tick it reports the time left, and when a hard limit (Table-ready, or a set ``time_limit``) runs out
it submits "no answer", which the session records as out of time. Practice has a soft limit, the
dealer's pace: running past it only marks the answer slow. Nothing here waits, but for a next
question asked for while its thread is still making it.

The next question is made in a thread of its own while the trainee reads the verdict (or, in an
exam, whose set is planned in advance, while the trainee answers the one before): the session
decides here what it will be (``DrillSession.plan``: the skill, the seed, the level, the table) and
the thread gets only those values (``QuestionPlan.make``), never the session. The thread begins a
moment after the verdict (or the question) is put up, once the window has drawn it: a thread dealing
a question while the window's thread draws slows the drawing down, as the two take turns at Python's
lock. Asked for before it is made, it is waited for (it is being made already) or, not yet begun,
made here instead from the same plan.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QObject, QTimer, Signal

from croupier.drills import (
    SKILL_NAMES,
    Answer,
    DrillSession,
    DrillSettings,
    Outcome,
    Question,
    Scheduler,
    SkillState,
    Summary,
    TrainingMode,
)
from croupier.drills.scheduler import target_seconds
from croupier.drills.session import Describe, QuestionPlan
from croupier.engine.rules import VARIANTS
from croupier.store.history import History, MemoryHistory
from croupier.store.recorder import Recorder
from croupier.store.records import Activity, Assignment, Exam, SkillScore
from croupier.store.writes import ExamFinished

__all__ = ["QuizConfig", "QuizController", "SittingOpener"]

TICK_MS = 50
QUESTION_THREAD = "croupier-quiz-question"
FIRST_POLL_MS = 5  # how often Start looks whether its first question has been made
MAKE_AFTER_MS = 40  # the next question's making begins once the window has drawn what it just showed

SittingOpener = Callable[[Exam, DrillSettings], tuple[str, int]]
"""Begins a sitting of an exam at the school, dealt at the given table: returns its session's id
and the seed the school picked; raises ``croupier.store.StoreError`` when it may not begin."""


@dataclass(frozen=True, slots=True)
class QuizConfig:
    """What the start screen chose: the mode, the skills, how many questions, the difficulty
    (None: adaptive), the seed (None: a fresh one), a time limit in seconds (None: the mode's),
    and listen mode (choices read out, answers by number keys).

    ``exam``: an instructor's exam sat now (its skills, questions, pass mark, games and time
    limit decide); ``assignment``: the assignment this run works on (recorded with the session);
    ``variants``: the games the questions are dealt in; ``lesson``: the course's lesson it checks;
    ``all_games``: questions in all three games at tables of any size, instead of the game and the
    players chosen in the top bar; ``rule``: only questions that test that rule (Practise this).
    """

    mode: TrainingMode = TrainingMode.PRACTICE
    skills: tuple[str, ...] = field(default=SKILL_NAMES)
    count: int = 20
    difficulty: int | None = None
    seed: int | None = None
    time_limit: float | None = None
    listen: bool = False
    exam: Exam | None = None
    assignment: Assignment | None = None
    variants: tuple[str, ...] = ()  # the games asked in (none: the games of the settings)
    lesson: str | None = None  # the course's lesson this run checks
    all_games: bool = False
    rule: str | None = None  # the rule each question tests (the Rules view's Practise this)

    @classmethod
    def for_exam(cls, exam: Exam, *, listen: bool = False) -> QuizConfig:
        return cls(mode=TrainingMode.EXAM, skills=exam.skills, count=exam.questions, listen=listen, exam=exam)

    @classmethod
    def for_assignment(cls, assignment: Assignment, remaining: int) -> QuizConfig:
        """The assignment's skills; as many questions as are left (all of them once it is done)."""
        count = remaining if remaining > 0 else assignment.questions
        return cls(mode=TrainingMode.PRACTICE, skills=assignment.skills, count=count, assignment=assignment)


class QuizController(QObject):
    """Runs quiz sessions for one trainee.

    Signals: ``question_asked(Question)``, ``answered(Outcome)``, ``finished(Summary)``, and
    ``ticked(remaining, limit, hard)`` while a question is timed (``remaining`` goes below 0 once a
    soft limit has passed). ``history`` records every answer (a ``Store`` or ``MemoryHistory``);
    ``drill_settings`` gives the games and stakes the questions are dealt from.
    """

    question_asked = Signal(object)
    answered = Signal(object)
    finished = Signal(object)
    ticked = Signal(float, float, bool)
    exam_ticked = Signal(float)  # seconds left of an exam's time limit
    exam_recorded = Signal(object)  # ExamFinished: a sitting finished or abandoned

    def __init__(
        self,
        history: History | None = None,
        trainee_id: int = 0,
        *,
        drill_settings: Callable[[], DrillSettings] | None = None,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._history: History = history if history is not None else MemoryHistory()
        self._trainee_id = trainee_id
        self._drill_settings = drill_settings or DrillSettings
        self._clock = clock
        self._session: DrillSession | None = None
        self._config = QuizConfig()
        self._question: Question | None = None
        self._outcome: Outcome | None = None
        self._started = 0.0
        self._limit: float | None = None
        self._hard = False
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._describe: Describe | None = None
        self._session_uuid: str | None = None
        self._exam_started = 0.0
        self._exam_result: ExamFinished | None = None
        self._exam_timer = QTimer(self)
        self._exam_timer.setInterval(250)
        self._exam_timer.timeout.connect(self._exam_tick)
        self._open_sitting: SittingOpener | None = None
        # The next question, planned (to be made when the timer runs out), then being made apart.
        self._planned: tuple[DrillSession, QuestionPlan] | None = None
        self._prepared: tuple[DrillSession, QuestionPlan, Future[Question]] | None = None
        self._maker: ThreadPoolExecutor | None = None
        self._make_timer = QTimer(self)
        self._make_timer.setSingleShot(True)
        self._make_timer.setInterval(MAKE_AFTER_MS)
        self._make_timer.timeout.connect(self._make_planned)
        # A session begun with its first question being made apart: looked at until it is made.
        self._first_timer = QTimer(self)
        self._first_timer.setInterval(FIRST_POLL_MS)
        self._first_timer.timeout.connect(self._ask_first)

    # ----------------------------------------------------------------------------- set-up

    def set_sitting_opener(self, opener: SittingOpener | None) -> None:
        """How an exam's sitting is begun at the school (None: here, from a seed of its own)."""
        self._open_sitting = opener

    @property
    def history(self) -> History:
        return self._history

    @property
    def trainee_id(self) -> int:
        return self._trainee_id

    def set_history(self, history: History | None, trainee_id: int = 0) -> None:
        """Record the next sessions into ``history`` for ``trainee_id`` (None: in memory only)."""
        self._history = history if history is not None else MemoryHistory()
        self._trainee_id = trainee_id

    def set_clock(self, clock: Callable[[], float]) -> None:
        """The seconds clock for timing answers (tests and screenshots inject one)."""
        self._clock = clock

    def set_describe(self, describe: Describe | None) -> None:
        """How an answer is put in words for the record (the panel renders it in the language on show)."""
        self._describe = describe

    def skill_states(self, skills: Sequence[str] = SKILL_NAMES) -> list[SkillState]:
        """What the history says about each skill, the weakest first."""
        return Scheduler(skills, self._history, self._trainee_id, random.Random(0)).states()

    # ----------------------------------------------------------------------------- state

    @property
    def session(self) -> DrillSession | None:
        return self._session

    @property
    def config(self) -> QuizConfig:
        return self._config

    @property
    def question(self) -> Question | None:
        """The question being asked or, after an answer with feedback, the one just answered."""
        return self._question

    @property
    def outcome(self) -> Outcome | None:
        """The answer to ``question``, once given."""
        return self._outcome

    @property
    def number(self) -> int:
        """The current question's number (1 for the first)."""
        if self._session is None:
            return 0
        return len(self._session.outcomes) + (0 if self._outcome is not None else 1)

    @property
    def limit(self) -> float | None:
        """Seconds allowed (hard) or the dealer's pace (soft) for the question asked; None: untimed."""
        return self._limit

    def elapsed(self) -> float:
        return max(0.0, self._clock() - self._started) if self._question is not None else 0.0

    def remaining(self) -> float | None:
        return None if self._limit is None else self._limit - self.elapsed()

    # ----------------------------------------------------------------------------- running

    @property
    def exam(self) -> Exam | None:
        """The instructor's exam being sat, if one is."""
        return self._config.exam if self._session is not None else None

    @property
    def exam_result(self) -> ExamFinished | None:
        """The sitting last recorded (the result page shows it)."""
        return self._exam_result

    def exam_remaining(self) -> float | None:
        """Seconds left of the exam's time limit (None: no exam, or no limit)."""
        exam = self.exam
        if exam is None or exam.time_limit is None:
            return None
        return exam.time_limit - max(0.0, self._clock() - self._exam_started)

    def start(self, config: QuizConfig) -> Question | None:
        """Begin a session (the first question is asked at once); any session under way is dropped."""
        self._begin(config)
        return self.next_question()

    def start_soon(self, config: QuizConfig) -> None:
        """Begin a session as ``start`` does, its first question made in the quiz's thread and asked
        (``question_asked``) once made: what Start does, so that making a question (up to tens of
        ms for a rare situation) does not hold the window. Asked at once where the session cannot
        plan it apart (a set given, a rule or the lessons taught choosing among dealt questions)."""
        self._begin(config)
        session = self._session
        assert session is not None
        plan = session.plan()
        if plan is None:
            self.next_question()
            return
        self._make(session, plan)
        self._first_timer.start()

    def _ask_first(self) -> None:
        prepared = self._prepared
        if prepared is not None and not prepared[2].done():
            return
        self._first_timer.stop()
        if prepared is not None and prepared[0] is self._session:
            self.next_question()

    def _begin(self, config: QuizConfig) -> None:
        self.stop()
        self._config = config
        self._exam_result = None
        settings = self._drill_settings()
        if config.all_games or config.exam is not None:
            settings = replace(settings, variants=tuple(VARIANTS.values()), players=None)
        pass_mark = 0.8
        games = config.variants
        if config.exam is not None:
            pass_mark = config.exam.pass_mark
            games = tuple(config.exam.variants or ())
        if games:
            chosen = tuple(VARIANTS[code] for code in games if code in VARIANTS)
            settings = replace(settings, variants=chosen or settings.variants)
        recorder = self._history if isinstance(self._history, Recorder) else None
        self._session_uuid = None
        if recorder is not None and config.exam is not None and self._open_sitting is not None:
            # The school begins the sitting and picks its seed (it raises when it may not begin).
            self._session_uuid, seed = self._open_sitting(config.exam, settings)
            config = replace(config, seed=seed)
            self._config = config
        elif recorder is not None:
            variants = settings.variants
            self._session_uuid = recorder.start_session(
                Activity.EXAM if config.exam is not None else Activity.QUIZ,
                config.mode.value,
                variant=variants[0].code if len(variants) == 1 else None,
                exam_id=config.exam.id if config.exam is not None else None,
                assignment_id=config.assignment.id if config.assignment is not None else None,
            )
        self._session = DrillSession(
            config.mode,
            config.skills,
            count=config.count,
            seed=config.seed,
            settings=settings,
            difficulty=config.difficulty,
            pass_mark=pass_mark,
            time_limit=config.time_limit,
            history=self._history,
            trainee_id=self._trainee_id,
            clock=self._seconds,
            session_uuid=self._session_uuid,
            rule=config.rule,
            taught=_taught(config),
            describe=self._describe,
        )
        if config.exam is not None:
            self._exam_started = self._clock()
            if config.exam.time_limit is not None:
                self._exam_timer.start()
                self._exam_tick()

    def restart(self, **changes: object) -> Question | None:
        """Start again with the last configuration, changed as given (a fresh seed unless given)."""
        changes.setdefault("seed", None)
        return self.start(replace(self._config, **changes))  # type: ignore[arg-type]

    def next_question(self) -> Question | None:
        """Ask the next question, or finish (``finished`` is emitted) when the session is over."""
        session = self._session
        if session is None:
            return None
        self._timer.stop()
        self._outcome = None
        question = session.next_question(self._take_prepared(session))
        self._question = question
        if question is None:
            self._limit = None
            self._end_run(abandoned=False)
            self.finished.emit(session.summary())
            return None
        self._started = self._clock()
        limit = session.limit_for(question)
        self._hard = limit is not None
        if limit is None and session.mode is TrainingMode.PRACTICE:
            limit = target_seconds(question.skill) * session.pace_factor
        self._limit = limit
        if session.mode is TrainingMode.EXAM:
            self._prepare(session, ahead=1)  # set in advance: the one after does not wait for this answer
        self.question_asked.emit(question)
        if limit is not None:
            self._timer.start()
            self._tick()
        return question

    def _prepare(self, session: DrillSession, ahead: int) -> None:
        """Plan the question ``ahead`` answers from now; it is made apart in a moment."""
        self._planned = None
        self._prepared = None
        plan = session.plan(ahead)
        if plan is not None:
            self._planned = (session, plan)
            self._make_timer.start()

    def _make_planned(self) -> None:
        """The question planned, made now if its session is still the one under way."""
        planned, self._planned = self._planned, None
        if planned is not None and planned[0] is self._session:
            self._make(*planned)

    def _make(self, session: DrillSession, plan: QuestionPlan) -> None:
        """Have the question made in the quiz's thread (one for the controller)."""
        if self._maker is None:  # (its thread ends when the controller is let go)
            self._maker = ThreadPoolExecutor(max_workers=1, thread_name_prefix=QUESTION_THREAD)
        self._prepared = (session, plan, self._maker.submit(plan.make))

    def _take_prepared(self, session: DrillSession) -> Question | None:
        """The question made apart for the session's next turn; None when none was (or it had not
        begun: the session makes it from the same plan)."""
        self._make_timer.stop()
        self._planned = None  # (not begun: the session makes it from its plan)
        prepared, self._prepared = self._prepared, None
        if prepared is None:
            return None
        owner, plan, made = prepared
        if owner is not session or plan.index != len(session.outcomes) or made.cancel():
            return None
        return made.result()  # being made: the rest of it, rather than all of it again here

    def hint(self) -> bool:
        """Ask for a hint to the question (Learn mode only); True when one may be shown."""
        return self._session is not None and self._outcome is None and self._session.hint()

    def answer(self, answer: Answer | None) -> Outcome | None:
        """Grade ``answer`` (None: no answer); None when no question waits for one."""
        session = self._session
        if session is None or session.current is None or self._outcome is not None:
            return None
        self._timer.stop()
        outcome = session.answer(answer)
        self._outcome = outcome
        if session.mode is not TrainingMode.EXAM:
            self._prepare(session, ahead=0)  # chosen with this answer in the history, while it is read
        self.answered.emit(outcome)
        return outcome

    def stop(self) -> None:
        """Stop the clock and forget the session (its answers are recorded already). An exam left
        before its end is recorded as abandoned."""
        self._timer.stop()
        if self._session is not None and self._session_uuid is not None:
            self._end_run(abandoned=not self._session.finished)
        self._exam_timer.stop()
        self._session = None
        self._make_timer.stop()
        self._first_timer.stop()
        self._planned = None
        self._prepared = None  # (a question being made for it is made, then dropped)
        self._question = None
        self._outcome = None
        self._limit = None

    def finish_exam(self) -> Summary | None:
        """End the exam now (its time is up): what was not answered counts as wrong."""
        session = self._session
        if session is None or self._config.exam is None:
            return None
        self._timer.stop()
        self._end_run(abandoned=False)
        summary = session.summary()
        self.finished.emit(summary)
        return summary

    def _end_run(self, *, abandoned: bool) -> None:
        """Record the end of the run: the session, and for an exam the sitting."""
        session = self._session
        recorder = self._history if isinstance(self._history, Recorder) else None
        uuid = self._session_uuid
        self._exam_timer.stop()
        if session is None or recorder is None or uuid is None:
            return
        self._session_uuid = None
        exam = self._config.exam
        if exam is not None:
            summary = session.summary()
            self._exam_result = recorder.record_exam(
                exam,
                summary.correct,
                exam.questions,
                session_uuid=uuid,
                seconds=round(max(0.0, self._clock() - self._exam_started), 1),
                breakdown=[SkillScore(s.skill, s.asked, s.correct) for s in summary.skills],
                abandoned=abandoned,
            )
            self.exam_recorded.emit(self._exam_result)
        recorder.end_session(uuid, abandoned=abandoned)

    def _exam_tick(self) -> None:
        remaining = self.exam_remaining()
        if remaining is None:
            self._exam_timer.stop()
            return
        self.exam_ticked.emit(max(0.0, remaining))
        if remaining <= 0:
            self.finish_exam()

    def summary(self) -> Summary | None:
        return self._session.summary() if self._session is not None else None

    def refresh_time(self) -> None:
        """Report the time left now (the timer does so every tick; a screenshot cannot wait)."""
        if self._timer.isActive():
            self._tick()

    def _seconds(self) -> float:
        # Read through here, so that a clock set later reaches the session too.
        return self._clock()

    def _tick(self) -> None:
        remaining = self.remaining()
        if remaining is None or self._limit is None:
            self._timer.stop()
            return
        self.ticked.emit(remaining, self._limit, self._hard)
        # Strictly past the limit, as the session measures it, so the answer counts as out of time.
        if self._hard and remaining < 0:
            self.answer(None)


def _taught(config: QuizConfig) -> frozenset[str] | None:
    """A course check asks only what the lessons up to its own have shown (their rules)."""
    if config.lesson is None or not config.variants:
        return None
    from croupier.training.course import course_for  # noqa: PLC0415 - only for a course check

    return course_for(config.variants[0]).taught(config.lesson)
