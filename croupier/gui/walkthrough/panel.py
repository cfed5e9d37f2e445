"""The walkthrough panel: the trainee deals a whole hand as the croupier and the procedure checks
each duty (DESIGN.md "Deal a hand"). It composes the working area (duties, phrase builder, questions),
the feedback, the checklist and the footer, routes the keys and the table's seat clicks, and shows
what its ``HandSession`` reports (the answers graded, the players acting after their pause, a duty
taken back).

The panel does not own the table or the verdict strip: it emits ``table_changed(state, animate)``,
``verdict_given(text, correct)``, ``note_given(text)`` and ``score_changed(right, asked)``, and takes
seats through ``choose_seat(seat)`` (the window connects ``TableView.seat_clicked`` to it). Nor does
it own the progress store: each graded answer goes out as ``answered(WalkthroughAnswer)``, timed from
when the trainee's turn came.
"""

from __future__ import annotations

import random
import string
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import QFrame, QPushButton, QSplitter, QTabWidget, QVBoxLayout, QWidget

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.hand import Hand
from croupier.engine.incidents import IncidentKind
from croupier.gui.help.shortcuts import describe
from croupier.gui.settings import Settings
from croupier.gui.voice_answers import VoiceAnswers, walkthrough_question
from croupier.gui.walkthrough.checklist import Checklist
from croupier.gui.walkthrough.chip_words import ChipWords
from croupier.gui.walkthrough.chip_work import Job
from croupier.gui.walkthrough.demo_bar import DemoBar
from croupier.gui.walkthrough.demonstration import DEMO_STEP_MS, Demonstration
from croupier.gui.walkthrough.duty_area import Ask, DutyArea
from croupier.gui.walkthrough.hand_log_view import HandLogView
from croupier.gui.walkthrough.pace_line import PaceLine
from croupier.gui.walkthrough.scroll_column import ScrollColumn
from croupier.gui.walkthrough.session import HandSession
from croupier.gui.walkthrough.session_controls import SessionControls
from croupier.gui.walkthrough.verdict_area import VerdictArea
from croupier.gui.walkthrough.voice import WalkthroughVoice
from croupier.gui.walkthrough.words import WalkthroughWords
from croupier.procedure import BringIn, DealerStep, Procedure
from croupier.speech.narrator import Narrator
from croupier.training.chip_table import ChipHabits
from croupier.training.controller import Graded, Waiting, Walkthrough
from croupier.training.duties import Duty, duty_of
from croupier.training.incidents import IncidentMaker, IncidentRate
from croupier.training.phrases import Phrase, action_choices, build
from croupier.training.players import Personality
from croupier.training.table_pace import PlayerSpeed
from croupier.words.procedure_words import announcement_text, step_text

__all__ = ["PLAYER_DELAY_MS", "WalkthroughPanel"]

PLAYER_DELAY_MS = 700

_KEYS = (*string.ascii_uppercase, *string.digits, "Return", "Enter", "Escape", "Backspace", "Space", "F2")


COMPACT_BELOW = 600
"""A panel lower than this (a window about 900×600) lays its session controls out in three rows."""
RECORD_LEAST = {False: 90, True: 70}
"""The least height of the checklist and hand log, in a panel of full height and in a low one."""


class WalkthroughPanel(QWidget):
    """Deal a hand duty by duty; see the module docstring.

    ``new_procedure`` makes each hand; ``settings`` (optional) says whether speech is on;
    ``narrator`` speaks the prompts and the dealer's calls. ``player_delay_ms`` is the simulated
    players' pause. ``difficulty`` and ``mode`` are the starting choices; the panel's own boxes
    change them (``difficulty_changed`` / ``training_mode_changed`` report it). ``confirm(title,
    question)`` asks before a hand under way is left to begin an exam hand (an exam hand is dealt
    from its start).
    """

    hand_started = Signal(object)
    table_changed = Signal(object, bool)
    verdict_given = Signal(str, bool)
    note_given = Signal(str)
    score_changed = Signal(int, int)
    answered = Signal(object)  # a WalkthroughAnswer
    difficulty_changed = Signal(str)
    training_mode_changed = Signal(str)
    hand_over = Signal()  # the hand's last duty is done
    assigned_requested = Signal()  # the trainee wants to see what is assigned
    rule_requested = Signal(str)  # a rule number clicked in the feedback
    exam_hand_running = Signal(bool)  # an Exam-mode hand began (True) or ended (False)
    incidents_changed = Signal(str)  # how often the table goes wrong: off, rare, often
    demonstration_finished = Signal(bool)  # the trainer's demonstration ended (True: dealt as far as due)
    speed_changed = Signal(str)  # the simulated players' speed: slow, normal, fast

    def __init__(
        self,
        new_procedure: Callable[[], Procedure],
        *,
        settings: Settings | None = None,
        narrator: Narrator | None = None,
        rng: random.Random | None = None,
        difficulty: Difficulty = Difficulty.NORMAL,
        mode: TrainingMode = TrainingMode.LEARN,
        incidents: IncidentRate = IncidentRate.OFF,
        player_delay_ms: int = PLAYER_DELAY_MS,
        clock: Callable[[], float] = time.monotonic,
        confirm: Callable[[str, str], bool] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("walkthroughPanel")
        self._new_procedure = new_procedure
        # Asks (title, question) before a hand under way is left for an exam hand; yes without one.
        self._confirm = confirm if confirm is not None else (lambda _title, _text: True)
        self._settings = settings
        self._rng = rng if rng is not None else random.Random()
        self._difficulty = Difficulty.parse(difficulty)
        self._mode = TrainingMode(mode)
        # One maker for the session: the kinds of incident are chosen evenly over its hands.
        self._incidents = IncidentMaker(IncidentRate(incidents), self._rng)
        self._words = WalkthroughWords(self)
        self._chip_words = ChipWords(self)
        self._voice = WalkthroughVoice(narrator, settings, self._words, self)
        self._session = HandSession(player_delay_ms, clock, self)
        self._speed = PlayerSpeed.NORMAL
        self.demonstration = Demonstration(self)
        self.demo_bar = DemoBar()  # Stop, Skip and the speed while the trainer demonstrates
        # An incident at a player's turn waits for Stop: its countdown, told while it runs.
        self._countdown = QTimer(self)
        self._countdown.setInterval(250)
        self._last_graded: Graded | None = None
        self._over_told = False
        self._exam_lock = False

        self.area = DutyArea(self._words, self._rng)
        self.duties = self.area.duties
        self.builder = self.area.builder
        self.question = self.area.question
        self.verdicts = VerdictArea(self._words)
        self.checklist = Checklist()
        self.hand_log = HandLogView()  # the players' moves by street, beside the checklist
        self.record = QTabWidget()
        self.record.setObjectName("handRecord")
        self.record.setDocumentMode(True)
        self.record.addTab(self.checklist, "")
        self.record.addTab(self.hand_log, "")
        self.record.setMinimumHeight(RECORD_LEAST[False])
        self.controls = SessionControls()
        self.pace = PaceLine(clock)  # Table-ready: the dealer's pace, live
        self._scroll = ScrollColumn()  # in a low window the panel scrolls rather than squeeze
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setFrameShadow(QFrame.Shadow.Sunken)
        for widget in (self.area, self.verdicts, rule):
            self._scroll.add(widget)
        self._scroll.add(QWidget(), 1)  # what is left of the column stays below
        # The heading stays in view above what scrolls; the checklist and the hand log keep their
        # own place below it (a low window scrolls the duties, never hides the record).
        heading = QWidget()
        heading_layout = QVBoxLayout(heading)
        heading_layout.setContentsMargins(12, 8, 12, 0)
        heading_layout.addWidget(self.area.title_label)
        record_box = QWidget()
        record_layout = QVBoxLayout(record_box)
        record_layout.setContentsMargins(12, 2, 12, 2)
        record_layout.addWidget(self.record)
        self.split = QSplitter(Qt.Orientation.Vertical)
        self.split.setObjectName("walkthroughSplit")
        self.split.setChildrenCollapsible(False)
        self.split.addWidget(self._scroll)
        self.split.addWidget(record_box)
        self.split.setStretchFactor(0, 2)
        self.split.setStretchFactor(1, 1)
        self.split.setSizes([2000, 1000])
        self._record_box = record_box
        # The duties get what they need to show whole (the record what is left, never less than its
        # least): fitted when the panel changes size and when the column's content changes.
        self._fitting = QTimer(self)
        self._fitting.setSingleShot(True)
        self._fitting.setInterval(0)
        self._fitting.timeout.connect(self._fit_split)
        self._scroll.content_changed.connect(self._fitting.start)
        self.assigned_button = QPushButton()
        self.assigned_button.setObjectName("walkthroughAssigned")
        self.assigned_button.setVisible(False)
        self.assigned_button.clicked.connect(self.assigned_requested)
        self._assigned_open = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 10)
        layout.setSpacing(4)
        layout.addWidget(self.assigned_button)
        layout.addWidget(self.demo_bar)
        layout.addWidget(heading)
        layout.addWidget(self.split, 1)
        layout.addWidget(self.pace)
        layout.addWidget(self.controls)

        # Keys work wherever the focus is in the window (the table, a button): the panel routes them.
        self._shortcuts = [QShortcut(QKeySequence(key), self) for key in _KEYS]
        for key, shortcut in zip(_KEYS, self._shortcuts, strict=True):
            if key in {"Space", "F2"}:
                shortcut.setAutoRepeat(False)  # the voice key held is push to talk, not a toggle
        self._new_shortcut = QShortcut(QKeySequence("Ctrl+N"), self)
        self._undo_shortcut = QShortcut(QKeySequence("Ctrl+Z"), self)
        self._log_shortcut = QShortcut(QKeySequence("Ctrl+L"), self)
        self._pause_shortcut = QShortcut(QKeySequence("Ctrl+P"), self)
        self._connect_signals()
        self.controls.show_choices(self._mode, self._difficulty, self._incidents.rate)
        self.retranslate()

    def _connect_signals(self) -> None:
        for key, shortcut in zip(_KEYS, self._shortcuts, strict=True):
            shortcut.activated.connect(lambda pressed=key: self.press_key(pressed))
        self._new_shortcut.activated.connect(self.start_new_hand)
        self._undo_shortcut.activated.connect(self.undo)
        self._log_shortcut.activated.connect(self.toggle_log)
        self._pause_shortcut.activated.connect(lambda: self.set_paused(not self._session.paused))
        self._countdown.timeout.connect(self._show_countdown)
        self._session.countdown_changed.connect(self._show_countdown)
        self._session.late_stop.connect(lambda: self._note(self._words.too_late()))
        self.controls.speed_chosen.connect(self.set_player_speed)
        self.controls.pause_toggled.connect(self.set_paused)
        self.demo_bar.stop_requested.connect(self.demonstration.stop)
        self.demo_bar.skip_requested.connect(self.demonstration.skip)
        self.demo_bar.speed_chosen.connect(self.demonstration.set_interval)
        self.area.duty_clicked.connect(self.choose_duty)
        self.area.step_chosen.connect(self._session.attempt)
        self.area.actions_chosen.connect(self._session.answer_actions)
        self.area.stop_requested.connect(self._session.stop)
        self.area.ruling_chosen.connect(self._session.rule)
        self.area.change_given.connect(self._session.give_change)
        self.area.pot_counted.connect(self._session.count_pot)
        self.area.split_given.connect(self._session.push)
        self.area.reading_given.connect(self._session.read)
        self._session.chips_done.connect(self._show_chips_done)
        self.area.note_given.connect(self._note)
        self.voice_answers = VoiceAnswers(self._settings, self)
        self.voice_answers.note.connect(self._note)
        self.voice_answers.answered.connect(self.area.voice_answer)
        self.voice_answers.listening_changed.connect(
            lambda listening: self.area.set_listening(listening, self.voice_answers.key)
        )
        self.voice_answers.level_changed.connect(self.area.set_voice_level)
        self.area.page_shown.connect(self._builder_left)
        self.area.changed.connect(self._refresh_view)
        self.area.page_shown.connect(self._scroll_to_page)
        self._session.graded.connect(self._show_graded)
        self.verdicts.feedback.rule_requested.connect(self.rule_requested)
        self.checklist.rule_requested.connect(self.rule_requested)
        self.area.debrief.rule_requested.connect(self.rule_requested)
        self.area.replay_requested.connect(self.replay)
        self.area.new_hand_requested.connect(self.start_new_hand)
        self._session.answered.connect(self.answered)
        self._session.answered.connect(self.pace.answered)
        self.hand_over.connect(self.pace.finish)  # first: the hand's session is still open
        self._session.calls_made.connect(self._show_calls)
        self._session.player_moved.connect(self.verdicts.set_player_event)
        self._session.moved_on.connect(self._show_table)
        self.controls.undo_requested.connect(self.undo)
        self.controls.new_hand_requested.connect(self.start_new_hand)
        self.controls.mode_chosen.connect(self.set_mode)
        self.controls.level_chosen.connect(self.set_difficulty)
        self.controls.incidents_chosen.connect(self.set_incidents)
        self.demonstration.finished.connect(self._demonstrated)

    # ----------------------------------------------------------------------------- public API

    @property
    def walkthrough(self) -> Walkthrough | None:
        """The hand being dealt, with its score and questions."""
        return self._session.walkthrough

    @property
    def hand(self) -> Hand | None:
        walk = self._session.walkthrough
        return walk.hand if walk is not None else None

    @property
    def difficulty(self) -> Difficulty:
        return self._difficulty

    @property
    def incidents(self) -> IncidentRate:
        return self._incidents.rate

    @property
    def mode(self) -> TrainingMode:
        return self._mode

    @property
    def armed(self) -> Duty | None:
        """The seat duty waiting for a seat (Deal down, Kill hand …), if any."""
        return self.area.armed

    @property
    def feedback_text(self) -> str:
        return self.verdicts.feedback_text

    @property
    def prompt_text(self) -> str:
        return self.area.prompt_text

    @property
    def title_text(self) -> str:
        return self.area.title_text

    @property
    def latest_text(self) -> str:
        return self.verdicts.latest_text

    def start_new_hand(self) -> None:
        """Deal a fresh hand from ``new_procedure``; the score starts again. Not in the middle of
        an Exam-mode hand (it is dealt to its end)."""
        if self.exam_hand_in_progress():
            self._note(self._words.exam_hand_locked())
            return
        self.demonstration.stop()
        self.load(self._new_procedure())

    def demonstrate(self, until_street: int, interval_ms: int = DEMO_STEP_MS) -> bool:
        """The trainer deals a fresh hand itself up to ``until_street`` (8: to the end), a step at a
        time, saying the dealer's calls; False (nothing happens) during an exam hand."""
        if self.exam_hand_in_progress():
            self._note(self._words.exam_hand_locked())
            return False
        self.demonstration.stop()
        self.load(self._new_procedure())
        self._session.pause()  # the players act in the demonstration's own time
        self.pace.abandon()  # the trainer deals: not the trainee's pace
        self._note(self.tr("A demonstration: watch the dealer. Esc stops it; you may deal on from there."))
        self.demonstration.start(until_street, interval_ms)
        self.demo_bar.show()
        return True

    def deal_to(
        self, until: Callable[[Walkthrough], bool], *, reached: str, missed: str, tries: int = 12
    ) -> bool:
        """A fresh hand, the trainer doing every duty right (nothing graded or recorded), up to where
        ``until`` holds: the trainee takes over there, told ``reached``. Up to ``tries`` hands for a
        duty not every hand has; else a fresh hand, told ``missed``, and False (also during an exam
        hand)."""
        if self.exam_hand_in_progress():
            self._note(self._words.exam_hand_locked())
            return False
        for _ in range(tries):
            self.start_new_hand()
            walk = self.walkthrough
            if walk is None:
                return False
            if not until(walk):
                self.fast_forward(until)
            if until(walk) and walk.waiting is not Waiting.OVER:
                walk.right = walk.asked = 0  # the trainer's duties are no score of the trainee's
                self.score_changed.emit(0, 0)
                self._note(reached)
                return True
        self.start_new_hand()
        self._note(missed)
        return False

    def show_demonstrated(self, text: str, calls: list[str]) -> None:
        """A step of the demonstration: the table, the checklist and the words; the calls spoken."""
        walk = self.walkthrough
        if walk is None:
            return
        self.table_changed.emit(walk.table_state(), True)
        self._refresh_view()
        self._note(text)
        for call in calls:
            self._voice.call(call)

    def _demonstrated(self, complete: bool) -> None:  # noqa: FBT001 - a signal's argument
        self.demo_bar.hide()
        walk = self.walkthrough
        if walk is not None:
            walk.right = walk.asked = 0  # the trainer's duties are no score of the trainee's
            self.score_changed.emit(0, 0)
        self._note(
            self.tr("The demonstration is over.")
            if complete
            else self.tr("Demonstration stopped: deal on from here, or start a new hand.")
        )
        self._session.advance(animate=False)
        self.demonstration_finished.emit(complete)

    def exam_hand_in_progress(self) -> bool:
        """An Exam-mode hand with duties done and not yet over: mode, level and New hand are locked."""
        walk = self.walkthrough
        return (
            walk is not None
            and walk.mode is TrainingMode.EXAM
            and walk.asked > 0
            and walk.waiting is not Waiting.OVER
        )

    def load(
        self,
        procedure: Procedure,
        *,
        rng: random.Random | None = None,
        personalities: dict[int, Personality] | None = None,
        habits: ChipHabits | None = None,
    ) -> None:
        """Walk through ``procedure``'s hand from where it stands (``personalities`` and chip
        ``habits`` for the simulated players, if not the usual)."""
        walk = Walkthrough(
            procedure,
            difficulty=self._difficulty,
            mode=self._mode,
            rng=rng or self._rng,
            incidents=self._incidents,
            personalities=personalities,
            chip_set=self._settings.chip_set if self._settings is not None else None,
            habits=habits,
        )
        self._words.set_rules(procedure.rules)
        self._session.load(walk)
        self.area.set_walkthrough(walk)
        self._last_graded = None
        self._over_told = False
        self._voice.forget()
        self.verdicts.clear()
        self._scroll.bring_into_sight(None)
        self.note_given.emit("")  # the last hand's verdict goes with it
        self.hand_started.emit(procedure.hand)
        self.score_changed.emit(0, 0)
        if self.isVisible():  # else timed once shown (the sign-in page may be in front)
            self.pace.begin(self._mode, len(procedure.hand.seats))
        self._session.advance(animate=False)

    def set_difficulty(self, difficulty: Difficulty | str) -> None:
        """Ask more or less of the trainee, from now on (the hand goes on); not during an exam hand."""
        if self.exam_hand_in_progress():
            self.controls.show_choices(self._mode, self._difficulty, self._incidents.rate)
            return
        self._difficulty = Difficulty.parse(difficulty)
        self.controls.show_choices(self._mode, self._difficulty, self._incidents.rate)
        if self.walkthrough is not None:
            self.walkthrough.difficulty = self._difficulty
            self._session.advance()
        self.difficulty_changed.emit(self._difficulty.key)

    def hand_begun(self) -> bool:
        """The trainee has answered in this hand, and it is not over."""
        walk = self.walkthrough
        return walk is not None and walk.asked > 0 and walk.waiting is not Waiting.OVER

    def leave_hand(self) -> None:
        """Leave the hand under way (recorded as left before its end) for a fresh one: nothing of
        it stays locked, an exam hand's locks included."""
        self.demonstration.stop()
        self.load(self._new_procedure())

    def set_mode(self, mode: TrainingMode | str) -> None:
        """Learn, Practice or Exam, from now on; not during an exam hand. Exam begins with a hand:
        from a hand under way it is asked first, and the hand is left for a fresh one."""
        if self.exam_hand_in_progress():
            self.controls.show_choices(self._mode, self._difficulty, self._incidents.rate)
            return
        mode = TrainingMode(mode)
        if mode is TrainingMode.EXAM and self._mode is not TrainingMode.EXAM and self.hand_begun():
            if not self._confirm(self.tr("Exam mode"), self._words.exam_from_the_start()):
                self.controls.show_choices(self._mode, self._difficulty, self._incidents.rate)
                return
            self._mode = mode
            self.controls.show_choices(self._mode, self._difficulty, self._incidents.rate)
            self.leave_hand()
            self.training_mode_changed.emit(self._mode.value)
            return
        changed = mode is not self._mode
        self._mode = mode
        self.controls.show_choices(self._mode, self._difficulty, self._incidents.rate)
        walk = self.walkthrough
        if walk is not None:
            walk.mode = self._mode
            self._refresh_view()
            if changed and self._last_graded is not None and not self._last_graded.correct:
                # The last verdict named what is due next: that hint is the old mode's, not this one's.
                self._last_graded = None
                self.verdicts.feedback.clear()
                self._note(self.area.prompt_text)
            # Only whole hands are timed: from a hand not yet begun, else from the next one.
            fresh = walk.asked == 0 and walk.waiting is not Waiting.OVER
            self.pace.begin(self._mode if fresh else TrainingMode.PRACTICE, len(walk.hand.seats))
        self.training_mode_changed.emit(self._mode.value)

    def set_incidents(self, rate: IncidentRate | str) -> None:
        """How often the table goes wrong (Practice and Exam, Normal level up); not during an exam
        hand."""
        if self.exam_hand_in_progress():
            self.controls.show_choices(self._mode, self._difficulty, self._incidents.rate)
            return
        self._incidents.rate = IncidentRate(rate)
        self.controls.show_choices(self._mode, self._difficulty, self._incidents.rate)
        self._refresh_view()
        self.incidents_changed.emit(self._incidents.rate.value)

    def inject_incident(self, kind: IncidentKind, seat: int | None = None) -> bool:
        """Make ``kind`` happen at the table now (an instructor's incident, a demonstration); False
        when it cannot happen at this moment of the hand."""
        walk = self.walkthrough
        if walk is None or not walk.table.seats_for(kind):
            return False
        walk.inject(kind, seat)
        self._session.advance()
        return True

    def set_notice_delay(self, milliseconds: int) -> None:
        """How long the table waits for Stop after a player's incident."""
        self._session.set_notice_delay(milliseconds)

    def set_assigned(self, open_count: int) -> None:
        """Show how much is assigned to the trainee and still open (0: nothing, no button)."""
        self._assigned_open = open_count
        self.assigned_button.setVisible(open_count > 0)
        self._label_assigned()

    def _label_assigned(self) -> None:
        self.assigned_button.setText(self.tr("Assigned to you: %n open →", "", self._assigned_open))
        self.assigned_button.setToolTip(self.tr("Your assignments and exams, in the Quiz"))

    def set_player_delay(self, milliseconds: int) -> None:
        self._session.set_player_delay(milliseconds)

    @property
    def player_speed(self) -> PlayerSpeed:
        return self._speed

    def set_player_speed(self, speed: PlayerSpeed | str) -> None:
        """How fast the simulated players act, and how long an incident waits for Stop."""
        self._speed = PlayerSpeed.parse(speed)
        self._session.set_player_delay(self._speed.delay_ms)
        self._session.set_notice_delay(self._speed.notice_ms)
        self.controls.show_speed(self._speed)
        self.speed_changed.emit(self._speed.value)

    @property
    def paused(self) -> bool:
        return self._session.paused

    def set_paused(self, paused: bool) -> None:  # noqa: FBT001
        """Hold the players and an incident's countdown (Pause, Ctrl+P), or let them go on."""
        self._session.set_paused(paused)
        self.controls.set_paused(paused)
        self._note(self._words.paused() if paused else self._words.resumed())

    def set_clock(self, clock: Callable[[], float]) -> None:
        """The seconds clock that times the answers and the pace (tests inject one); the turn on
        now starts again."""
        self._session.set_clock(clock)
        self.pace.set_clock(clock)

    def _builder_left(self) -> None:
        if not self.area.building():
            self.voice_answers.cancel()

    def stop(self) -> None:
        """Stop the simulated players and the microphone (the window is closing)."""
        self._session.halt()
        self.voice_answers.shutdown()

    def fast_forward(self, until: Callable[[Walkthrough], bool]) -> None:
        """Deal on, every answer right, until ``until(walkthrough)`` (demonstrations, screenshots);
        the answers played for the trainee are not theirs, and are not recorded (nor timed)."""
        self.pace.abandon()
        self._session.fast_forward(until)

    def republish(self) -> None:
        """Send the table, the score and the last verdict again (the panel is back in view after
        another mode used the table and the strip)."""
        walk = self.walkthrough
        if walk is None:
            return
        self.table_changed.emit(walk.table_state(hide_actor=_hides_actor(walk.waiting)), False)
        self.score_changed.emit(walk.right, walk.asked)
        if self._last_graded is not None:
            self.verdict_given.emit(self.verdicts.feedback_text, self._last_graded.correct)
        else:
            self.note_given.emit(self.area.prompt_text)

    def is_player_pending(self) -> bool:
        """A simulated player acts when the pause is over."""
        return self._session.is_player_pending()

    def press_key(self, key: str) -> None:
        """A key pressed anywhere in the window: a duty letter, a seat number, an answer's number,
        a builder part, Enter, Esc or Backspace."""
        walk = self.walkthrough
        if walk is None:
            return
        if self.demonstration.running:
            self.demonstration.stop()  # any key: the trainee takes over
            return
        if key == self.voice_answers.key and self.area.building():
            self.voice_answers.toggle(lambda: walkthrough_question(walk))  # listen, or hear
        elif key in {"Return", "Enter"}:
            if self.area.building():
                self.area.confirm()
            elif self.area.chip_job() is not None or self.area.reading_open():
                self.area.handle_key(key)  # the count, the change, the split or the reading
            elif walk.waiting is Waiting.OVER:
                self.start_new_hand()
        elif key == "Escape":
            self.area.escape()
        elif key == "Space":
            if not self.area.asking() and not self.area.building():
                self.choose_duty(Duty.STOP)
        elif self.area.handle_key(key) or key == "Backspace":
            return
        elif key.isdigit():
            if key != "0":
                self.choose_seat(int(key))
        else:
            duty = next((duty for duty in self.duties.shown if duty.key == key.upper()), None)
            if duty is not None:
                self.choose_duty(duty)

    def choose_duty(self, duty: Duty) -> None:
        """The trainee picks a duty: done at once, or waiting for a seat, an announcement or a choice."""
        walk = self.walkthrough
        if walk is None:
            return
        if self.demonstration.running:
            self.demonstration.stop()  # the trainee takes over
            return
        if walk.waiting is Waiting.OVER:
            self._note(self._words.hand_is_over())
        elif walk.waiting is Waiting.RULING:
            self._note(self._words.rule_first())
        elif duty is Duty.STOP and not walk.stop_offered():
            return
        elif duty is Duty.STOP or (
            self.area.asked is not Ask.MAY_DO and self.area.chip_job() not in {Job.CHANGE, Job.COUNT}
        ):
            self.area.choose_duty(duty)  # else: answer the question first

    def choose_seat(self, seat: int) -> None:
        """A seat clicked on the table (or its number pressed); ignored while another mode shows."""
        walk = self.walkthrough
        if walk is None or seat not in walk.hand.seats or not self.isVisible():
            return
        if walk.waiting in {Waiting.WHO_ACTS, Waiting.WHO_SHOWS} and self.area.chip_job() is None:
            self._session.answer_seat(seat)
        elif self.area.choose_seat(seat):
            return
        elif self._bring_in_due(walk):
            # "Who brings it in?": the seat named is the answer (the call of its door card).
            announcement = build(walk.hand, Phrase.BRING_IN, seat, (), walk.procedure.expected())
            if announcement is not None:
                self._session.attempt(DealerStep.announce(announcement))
        else:
            self._note(self._words.choose_duty_first())

    @staticmethod
    def _bring_in_due(walk: Walkthrough) -> bool:
        return walk.waiting is Waiting.DUTY and any(
            isinstance(step.announcement, BringIn) for step in walk.procedure.expected()
        )

    def toggle_log(self) -> None:
        """Ctrl+L: the hand log, or the checklist again."""
        self.record.setCurrentWidget(
            self.checklist if self.record.currentWidget() is self.hand_log else self.hand_log
        )

    def replay(self, index: int) -> bool:
        """The debrief's "Replay from here" for the hand's ``index``-th mistake: the same hand dealt
        again to just before it, the trainee on from there (a session of its own, not timed);
        False when it cannot be."""
        walk = self.walkthrough
        if walk is None:
            return False
        mistakes = walk.mistakes()
        if not 0 <= index < len(mistakes) or not walk.can_replay(mistakes[index][1]):
            return False
        milestone, missed = mistakes[index]
        self.demonstration.stop()
        walk.replay(missed)
        self._session.load(walk)
        self.area.set_walkthrough(walk)
        self._last_graded = None
        self._over_told = False
        self._voice.forget()
        self.verdicts.clear()
        self.hand_started.emit(walk.hand)
        self.score_changed.emit(walk.right, walk.asked)
        self.pace.abandon()  # a hand dealt in two goes is not timed
        self._session.advance(animate=False)
        self._note(self._words.replaying(self._words.where(milestone)))
        return True

    def undo(self) -> bool:
        """Take back the trainee's last correct duty (Undo, Ctrl+Z): the table, the checklist and the
        score as before it, a seat duty armed again for its seat. Never in an exam; False when
        nothing is taken back."""
        walk = self.walkthrough
        if walk is None or not self.isVisible():
            return False
        step = self._session.undo() if walk.mode is not TrainingMode.EXAM else None
        if step is None:
            exam = walk.mode is TrainingMode.EXAM
            self._note(self._words.no_undo_in_exam() if exam else self._words.nothing_to_undo())
            return False
        duty = duty_of(step)
        self.area.set_walkthrough(walk, armed=duty if duty.needs_seat else None)
        self.verdicts.forget_latest()
        self._last_graded = None
        self._note(self._words.taken_back(step_text(step)))
        self.score_changed.emit(walk.right, walk.asked)
        self._session.advance(animate=False)
        return True

    # ----------------------------------------------------------------------------- showing

    def _show_table(self, animate: bool) -> None:  # noqa: FBT001 - a signal's argument
        """The table as the dealer sees it, and what is asked now (with the legal actions' choices)."""
        walk = self.walkthrough
        assert walk is not None
        waiting = walk.waiting
        self.table_changed.emit(walk.table_state(hide_actor=_hides_actor(waiting)), animate)
        if waiting is Waiting.MAY_DO and self.area.asked is not Ask.MAY_DO:
            legal = walk.hand.legal_actions()
            choices: list[object] = list(action_choices(legal, walk.hand, self._rng))
            self._rng.shuffle(choices)
            self.area.ask(Ask.MAY_DO, legal.seat, choices)
        elif waiting is Waiting.RULING and self.area.asked is not Ask.RULING:
            self.area.ask(Ask.RULING, None, list(walk.ruling_choices()))
        elif waiting is not Waiting.RULING and self.area.asked is Ask.RULING:
            self.area.close_question()
        if walk.waiting is Waiting.NOTICE and self.verdicts.incident_banner.isHidden():
            # A player's incident: its banner and countdown in sight, however low the window.
            self._scroll.bring_into_sight(self.verdicts.incident_banner)
        self.verdicts.set_incident(walk.incident)
        self.verdicts.set_street(walk.hand.street)
        self.area.show_chip_duty()
        self._refresh_view()
        self._voice.prompt(walk, self.area.title_text)

    def _refresh_view(self) -> None:
        walk = self.walkthrough
        self.area.refresh()
        if walk is not None:
            self.checklist.set_rows(walk.checklist())
            self.hand_log.set_events(list(walk.hand.events))
            self.controls.set_undo(available=walk.can_undo(), exam=walk.mode is TrainingMode.EXAM)
            if walk.waiting is Waiting.OVER and not self._over_told:
                self._over_told = True
                self.hand_over.emit()
        locked = self.exam_hand_in_progress()
        self.controls.set_locked(locked)
        if locked != self._exam_lock:
            self._exam_lock = locked
            self.exam_hand_running.emit(locked)

    def _show_countdown(self) -> None:
        """How the incident waiting stands: the seconds left to stop the table at a player's turn,
        held while paused, or until the next duty."""
        walk = self.walkthrough
        if walk is None or walk.incident is None:
            self._countdown.stop()
            self.verdicts.set_countdown("")
            return
        waiting = walk.waiting
        left = self._session.notice_left_ms()
        if waiting is Waiting.NOTICE and left is not None:
            seconds = (left + 999) // 1000
            text = self._words.countdown(seconds, paused=self._session.paused)
            if not self._countdown.isActive():
                self._countdown.start()
        else:
            self._countdown.stop()
            text = self._words.until_next_duty() if waiting is Waiting.DUTY else ""
        self.verdicts.set_countdown(text)

    def _show_graded(self, graded: Graded) -> None:
        walk = self.walkthrough
        assert walk is not None
        self._last_graded = graded
        if self.area.after_graded(graded):
            self._refresh_view()
        text = self._words.graded(graded, self._mode)
        self.verdicts.show_verdict(text, graded.correct)
        # A wrong answer's why in full, even in a low window (900x600, German).
        self._scroll.bring_into_sight(None if graded.correct else self.verdicts.feedback)
        self.verdict_given.emit(text, graded.correct)
        self.score_changed.emit(walk.right, walk.asked)
        self._voice.answer(graded, self._mode)

    def _show_chips_done(self, done: list[object]) -> None:
        """What Beginner's dealer did with the chips, in the feedback."""
        self._note(" · ".join(self._chip_words.shown(answer) for answer in done))  # type: ignore[arg-type]

    def _show_calls(self, calls: list[DealerStep]) -> None:
        self.verdicts.set_calls(calls)
        last = calls[-1].announcement
        if last is not None:
            self._voice.call(announcement_text(last))

    def _note(self, text: str) -> None:
        self.verdicts.show_note(text)
        self.note_given.emit(text)

    def _fit_split(self) -> None:
        """Share the split between the duties and the record: the duties at least three fifths, more
        when their page needs it to show whole (no line cut at the bottom), the record never under
        its least height (its tabs and two lines)."""
        total = sum(self.split.sizes())
        if total <= 0:
            return
        least = self._record_box.minimumSizeHint().height()
        top = min(max(self._scroll.needed_height(), round(total * 0.6)), total - least)
        if top != self.split.sizes()[0]:
            self.split.setSizes([top, total - top])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        compact = event.size().height() < COMPACT_BELOW
        self.controls.set_compact(compact)
        self.record.setMinimumHeight(RECORD_LEAST[compact])  # its tabs and two lines, or three
        self._fitting.start()

    def _scroll_to_page(self) -> None:
        # The builder or the question in sight under the prompt; the duties from the top.
        at_top = self.duties.isVisibleTo(self) or self.area.debriefing()
        self._scroll.scroll_to(0 if at_top else self.area.prompt_y)

    # ----------------------------------------------------------------------------- words, events

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Deal a hand: walkthrough"))
        self._describe_keys()
        self._label_assigned()
        if self._last_graded is not None:
            text = self._words.graded(self._last_graded, self._mode)
            self.verdicts.show_verdict(text, self._last_graded.correct)
            self.verdict_given.emit(text, self._last_graded.correct)
        self.area.retranslate()
        self._refresh_view()

    def _describe_keys(self) -> None:
        """What each key does, for the help's list of shortcuts (read from the shortcuts themselves)."""
        for key, shortcut in zip(_KEYS, self._shortcuts, strict=True):
            if key.isdigit():
                text = self.tr("The seat with that number (deal to it, name it); the choice with that number")
            elif len(key) == 1:
                text = self.tr("The duty, or the part of a call, whose button shows that letter")
            elif key in {"Return", "Enter"}:
                text = self.tr("Confirm the call being built; once the hand is over, a new hand")
            elif key == "Escape":
                text = self.tr("Close the call being built or the question")
            elif key == "Space":
                text = self.tr("Stop the table (incidents); in the call being built, listen and hear it said")
            elif key == "F2":
                text = self.tr("In the call being built: listen and hear it said (when F2 is the voice key)")
            else:
                text = self.tr("Take back the last part of the call being built")
            describe(shortcut, text)
        describe(self._new_shortcut, self.tr("A new hand"))
        describe(self._undo_shortcut, self.tr("Undo the last correct duty (not in an exam)"))
        describe(self._log_shortcut, self.tr("The hand log (each street's moves), or the checklist again"))
        describe(self._pause_shortcut, self.tr("Pause the players (and an incident's countdown), or resume"))
        self.record.setTabText(0, self.tr("Checklist"))
        self.record.setTabText(1, self.tr("Hand log"))
        self.record.setTabToolTip(0, self.tr("What you did, line by line, and what comes next (Ctrl+L)"))
        self.record.setTabToolTip(
            1, self.tr("Every player's move, street by street, as you saw it: who to ask first (Ctrl+L)")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Back in Deal mode: the hand goes on where it was.
        walk = self.walkthrough
        if walk is not None and not event.spontaneous():
            self.republish()
            self._session.advance(animate=False)
            clock = self.pace.clock
            if walk.asked == 0 and (clock is None or not clock.running):
                self.pace.begin(self._mode, len(walk.hand.seats))  # a hand not yet begun: timed now

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        if not event.spontaneous():
            self.demonstration.stop()
            self._session.pause()  # the players wait while another mode has the table
            self.pace.abandon()  # a hand dealt in two goes is not timed


def _hides_actor(waiting: Waiting) -> bool:
    """The table keeps the player to act to itself until the dealer has named them (a duty is
    due, or the trainee is asked who acts)."""
    return waiting in {Waiting.DUTY, Waiting.WHO_ACTS}
