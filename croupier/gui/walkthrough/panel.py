"""The walkthrough panel: the trainee deals a whole hand as the croupier and the procedure checks
each duty (DESIGN.md "Deal a hand"). It composes the working area (duties, phrase builder, questions),
the feedback, the checklist and the footer (their split: ``panel_split``), routes the keys and the
table's seat clicks (``panel_keys``), and shows what its ``HandSession`` reports (``hand_display``:
the answers graded, the players acting after their pause, a duty taken back; ``incident_countdown``).
The trainer's own hands are ``trainer_hands``; Undo and the debrief's replay ``rewind``; the mode,
level, incidents and players' speed ``training_choices``. A low panel is compact: its parts follow
``compact_changed(bool)``.

The panel does not own the table or the verdict strip: it emits ``table_changed(state, animate)``,
``verdict_given(text, correct)``, ``note_given(text)`` and ``score_changed(right, asked)``, and takes
seats through ``choose_seat(seat)`` (the window connects ``TableView.seat_clicked`` to it). Nor does
it own the progress store: each graded answer goes out as ``answered(WalkthroughAnswer)``, timed from
when the trainee's turn came.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QHideEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.hand import Hand
from croupier.engine.incidents import IncidentKind
from croupier.gui.settings import Settings
from croupier.gui.voice_answers import VoiceAnswers
from croupier.gui.walkthrough.assigned_button import AssignedButton
from croupier.gui.walkthrough.checklist import Checklist
from croupier.gui.walkthrough.demo_bar import DemoBar
from croupier.gui.walkthrough.demonstration import DEMO_STEP_MS, Demonstration
from croupier.gui.walkthrough.duty_area import DutyArea
from croupier.gui.walkthrough.hand_display import HandDisplay, exam_hand_under_way
from croupier.gui.walkthrough.hand_log_view import HandLogView
from croupier.gui.walkthrough.incident_countdown import IncidentCountdown
from croupier.gui.walkthrough.pace_line import PaceLine
from croupier.gui.walkthrough.panel_keys import KeyRouter, KeyShortcuts
from croupier.gui.walkthrough.panel_split import COMPACT_BELOW, DealSplit
from croupier.gui.walkthrough.rewind import HandRewind
from croupier.gui.walkthrough.session import HandSession
from croupier.gui.walkthrough.session_controls import SessionControls
from croupier.gui.walkthrough.trainer_hands import TrainerHands
from croupier.gui.walkthrough.training_choices import TrainingChoices
from croupier.gui.walkthrough.verdict_area import VerdictArea
from croupier.gui.walkthrough.voice import WalkthroughVoice
from croupier.gui.walkthrough.words import WalkthroughWords
from croupier.procedure import Procedure
from croupier.speech.narrator import Narrator
from croupier.training.chip_table import ChipHabits
from croupier.training.controller import Graded, Waiting, Walkthrough
from croupier.training.duties import Duty
from croupier.training.incidents import IncidentMaker, IncidentRate
from croupier.training.players import Personality
from croupier.training.table_pace import PlayerSpeed

__all__ = ["PLAYER_DELAY_MS", "WalkthroughPanel"]

PLAYER_DELAY_MS = 700


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
    compact_changed = Signal(bool)  # the panel became low (True) or not: its parts fit themselves

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
        self._words = WalkthroughWords(self)
        self._voice = WalkthroughVoice(narrator, settings, self._words, self)
        self._session = HandSession(player_delay_ms, clock, self)
        self.demonstration = Demonstration(self)
        self.demo_bar = DemoBar()  # Stop, Skip and the speed while the trainer demonstrates

        self.checklist = Checklist()
        self.hand_log = HandLogView()  # the players' moves by street, beside the checklist
        # The split shares the panel between the duties (they scroll in a low window) and the
        # record (the checklist and the hand log). It is made in the panel, where it stands, and
        # the duties and the feedback in it (a widget put in afterwards takes its style anew).
        self.split = DealSplit(self.checklist, self.hand_log, self)
        self.area = DutyArea(self._words, self._rng, self.split.content)
        self.duties = self.area.duties
        self.builder = self.area.builder
        self.question = self.area.question
        self.verdicts = VerdictArea(self._words, self.split.content)
        self.split.fill((self.area, self.verdicts))
        # An incident at a player's turn waits for Stop: its countdown, told while it runs.
        self._countdown = IncidentCountdown(self._session, self.verdicts, self._words, self)
        self.controls = SessionControls()
        self.pace = PaceLine(clock)  # Table-ready: the dealer's pace, live
        # The heading stays in view above what scrolls.
        heading = QWidget()
        heading_layout = QVBoxLayout(heading)
        heading_layout.setContentsMargins(12, 8, 12, 0)
        heading_layout.addWidget(self.area.title_label)
        self.record = self.split.record
        self._scroll = self.split.column
        self._display = HandDisplay(
            self._session,
            self.area,
            self.verdicts,
            self.split,
            self.controls,
            voice=self._voice,
            words=self._words,
            rng=self._rng,
            mode=lambda: self._choices.mode,
            parent=self,
        )
        self._trainer = TrainerHands(
            self._session,
            self._display,
            self.demonstration,
            self.demo_bar,
            self.pace,
            words=self._words,
            new_hand=self.start_new_hand,
            parent=self,
        )
        self._rewind = HandRewind(
            self._session,
            self.area,
            self._display,
            self.verdicts,
            self.pace,
            words=self._words,
            stop_demonstration=self.demonstration.stop,
            visible=self.isVisible,
            parent=self,
        )
        self._choices = TrainingChoices(
            self._session,
            self.controls,
            self._display,
            self.verdicts,
            self.area,
            pace=self.pace,
            difficulty=Difficulty.parse(difficulty),
            mode=TrainingMode(mode),
            incidents=IncidentMaker(IncidentRate(incidents), self._rng),
            hand_begun=self.hand_begun,
            confirm_exam=lambda: self._confirm(self.tr("Exam mode"), self._words.exam_from_the_start()),
            leave_hand=self.leave_hand,
            parent=self,
        )
        self._compact = False  # a low panel (a 900×600 window): its parts make the most of the height
        self.assigned_button = AssignedButton()
        self.assigned_button.clicked.connect(self.assigned_requested)
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
        self._keys = KeyShortcuts(self)
        self.voice_answers = VoiceAnswers(self._settings, self)
        self._router = KeyRouter(
            self._session,
            self.area,
            self.voice_answers,
            self._words,
            self.demonstration,
            note=self._display.note,
            new_hand=self.start_new_hand,
            visible=self.isVisible,
        )
        self._connect_signals()
        self._choices.show()
        self.retranslate()

    def _connect_signals(self) -> None:
        self._display.table_changed.connect(self.table_changed)
        self._display.verdict_given.connect(self.verdict_given)
        self._display.note_given.connect(self.note_given)
        self._display.score_changed.connect(self.score_changed)
        self._display.hand_over.connect(self.hand_over)
        self._display.exam_hand_running.connect(self.exam_hand_running)
        self._keys.pressed.connect(self.press_key)
        self._keys.new_hand.connect(self.start_new_hand)
        self._keys.undo.connect(self.undo)
        self._keys.toggle_log.connect(self.toggle_log)
        self._keys.pause.connect(lambda: self.set_paused(not self._session.paused))
        self._session.late_stop.connect(lambda: self._display.note(self._words.too_late()))
        self.controls.speed_chosen.connect(self._choices.set_speed)
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
        self._session.chips_done.connect(self._display.show_chips_done)
        self.area.note_given.connect(self._display.note)
        self.voice_answers.note.connect(self._display.note)
        self.voice_answers.answered.connect(self.area.voice_answer)
        self.voice_answers.listening_changed.connect(
            lambda listening: self.area.set_listening(listening, self.voice_answers.key)
        )
        self.voice_answers.level_changed.connect(self.area.set_voice_level)
        self.area.page_shown.connect(self._builder_left)
        self.area.changed.connect(self._display.refresh)
        self.area.page_shown.connect(self._display.scroll_to_page)
        self._session.graded.connect(self._display.show_graded)
        self.verdicts.feedback.rule_requested.connect(self.rule_requested)
        self.checklist.rule_requested.connect(self.rule_requested)
        self.area.debrief.rule_requested.connect(self.rule_requested)
        self.area.replay_requested.connect(self.replay)
        self.area.new_hand_requested.connect(self.start_new_hand)
        self._session.answered.connect(self.answered)
        self._session.answered.connect(self.pace.answered)
        self.hand_over.connect(self.pace.finish)  # first: the hand's session is still open
        self._session.calls_made.connect(self._display.show_calls)
        self._session.player_moved.connect(self.verdicts.set_player_event)
        self._session.moved_on.connect(self._display.show_table)
        self.controls.undo_requested.connect(self.undo)
        self.controls.new_hand_requested.connect(self.start_new_hand)
        self.controls.mode_chosen.connect(self._choices.set_mode)
        self.controls.level_chosen.connect(self._choices.set_difficulty)
        self.controls.incidents_chosen.connect(self._choices.set_incidents)
        self._choices.difficulty_changed.connect(self.difficulty_changed)
        self._choices.training_mode_changed.connect(self.training_mode_changed)
        self._choices.incidents_changed.connect(self.incidents_changed)
        self._choices.speed_changed.connect(self.speed_changed)
        self.demonstration.finished.connect(self._trainer.demonstrated)
        self._rewind.hand_restarted.connect(self.hand_started)
        self._rewind.score_changed.connect(self.score_changed)
        for part in (self.controls, self.split, self.area):
            self.compact_changed.connect(part.set_compact)
        self._trainer.finished.connect(self.demonstration_finished)

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
        return self._choices.difficulty

    @property
    def incidents(self) -> IncidentRate:
        return self._choices.incidents.rate

    @property
    def mode(self) -> TrainingMode:
        return self._choices.mode

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
    def last_graded(self) -> Graded | None:
        """The answer whose verdict the feedback shows (None: none since the hand began, or taken back)."""
        return self._display.last_graded

    @property
    def latest_text(self) -> str:
        return self.verdicts.latest_text

    def start_new_hand(self) -> None:
        """Deal a fresh hand from ``new_procedure``; the score starts again. Not in the middle of
        an Exam-mode hand (it is dealt to its end)."""
        if self.exam_hand_in_progress():
            self._display.note(self._words.exam_hand_locked())
            return
        self.demonstration.stop()
        self.load(self._new_procedure())

    def demonstrate(self, until_street: int, interval_ms: int = DEMO_STEP_MS) -> bool:
        """The trainer deals a fresh hand itself up to ``until_street`` (8: to the end), a step at a
        time, saying the dealer's calls; False (nothing happens) during an exam hand."""
        return self._trainer.demonstrate(until_street, interval_ms)

    def deal_to(
        self, until: Callable[[Walkthrough], bool], *, reached: str, missed: str, tries: int = 12
    ) -> bool:
        """A fresh hand, the trainer doing every duty right up to where ``until`` holds; see
        ``TrainerHands.deal_to``."""
        return self._trainer.deal_to(until, reached=reached, missed=missed, tries=tries)

    def show_demonstrated(self, text: str, calls: list[str]) -> None:
        """A step of the demonstration: the table, the checklist and the words; the calls spoken."""
        self._display.show_demonstrated(text, calls)

    def exam_hand_in_progress(self) -> bool:
        """An Exam-mode hand with duties done and not yet over: mode, level and New hand are locked."""
        return exam_hand_under_way(self.walkthrough)

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
            difficulty=self._choices.difficulty,
            mode=self._choices.mode,
            rng=rng or self._rng,
            incidents=self._choices.incidents,
            personalities=personalities,
            chip_set=self._settings.chip_set if self._settings is not None else None,
            habits=habits,
        )
        self._words.set_rules(procedure.rules)
        self._session.load(walk)
        self.area.set_walkthrough(walk)
        self._display.forget()
        self._scroll.bring_into_sight(None)
        self.note_given.emit("")  # the last hand's verdict goes with it
        self.hand_started.emit(procedure.hand)
        self.score_changed.emit(0, 0)
        if self.isVisible():  # else timed once shown (the sign-in page may be in front)
            self.pace.begin(self._choices.mode, len(procedure.hand.seats))
        self._session.advance(animate=False)

    def set_difficulty(self, difficulty: Difficulty | str) -> None:
        """Ask more or less of the trainee, from now on (the hand goes on); not during an exam hand."""
        self._choices.set_difficulty(difficulty)

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
        self._choices.set_mode(mode)

    def set_incidents(self, rate: IncidentRate | str) -> None:
        """How often the table goes wrong (Practice and Exam, Normal level up); not during an exam
        hand."""
        self._choices.set_incidents(rate)

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
        self.assigned_button.set_open(open_count)

    def set_player_delay(self, milliseconds: int) -> None:
        self._session.set_player_delay(milliseconds)

    @property
    def player_speed(self) -> PlayerSpeed:
        return self._choices.speed

    def set_player_speed(self, speed: PlayerSpeed | str) -> None:
        """How fast the simulated players act, and how long an incident waits for Stop."""
        self._choices.set_speed(speed)

    @property
    def paused(self) -> bool:
        return self._session.paused

    def set_paused(self, paused: bool) -> None:  # noqa: FBT001
        """Hold the players and an incident's countdown (Pause, Ctrl+P), or let them go on."""
        self._session.set_paused(paused)
        self.controls.set_paused(paused)
        self._display.note(self._words.paused() if paused else self._words.resumed())

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
        self._trainer.fast_forward(until)

    def republish(self) -> None:
        """Send the table, the score and the last verdict again (the panel is back in view after
        another mode used the table and the strip)."""
        self._display.republish()

    def is_player_pending(self) -> bool:
        """A simulated player acts when the pause is over."""
        return self._session.is_player_pending()

    def press_key(self, key: str) -> None:
        """A key pressed anywhere in the window: a duty letter, a seat number, an answer's number,
        a builder part, Enter, Esc or Backspace (see ``KeyRouter``)."""
        self._router.press_key(key)

    def choose_duty(self, duty: Duty) -> None:
        """The trainee picks a duty: done at once, or waiting for a seat, an announcement or a choice."""
        self._router.choose_duty(duty)

    def choose_seat(self, seat: int) -> None:
        """A seat clicked on the table (or its number pressed); ignored while another mode shows."""
        self._router.choose_seat(seat)

    def toggle_log(self) -> None:
        """Ctrl+L: the hand log, or the checklist again."""
        self.split.toggle_log()

    def replay(self, index: int) -> bool:
        """The debrief's "Replay from here" for the hand's ``index``-th mistake: the same hand dealt
        again to just before it, the trainee on from there (a session of its own, not timed);
        False when it cannot be."""
        return self._rewind.replay(index)

    def undo(self) -> bool:
        """Take back the trainee's last correct duty (Undo, Ctrl+Z): the table, the checklist and the
        score as before it, a seat duty armed again for its seat. Never in an exam; False when
        nothing is taken back."""
        return self._rewind.undo()

    # ----------------------------------------------------------------------------- layout, words, events

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        compact = event.size().height() < COMPACT_BELOW
        if compact != self._compact:
            self._compact = compact
            self.compact_changed.emit(compact)
        self.split.refit()  # the duties and the record shared again for the new size

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Deal a hand: walkthrough"))
        self._keys.retranslate()
        self.split.retranslate()
        self.assigned_button.retranslate()
        self._display.retranslate()
        self.area.retranslate()
        self._display.refresh()

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
                self.pace.begin(self._choices.mode, len(walk.hand.seats))  # a hand not yet begun: timed now

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        if not event.spontaneous():
            self.demonstration.stop()
            self._session.pause()  # the players wait while another mode has the table
            self.pace.abandon()  # a hand dealt in two goes is not timed
