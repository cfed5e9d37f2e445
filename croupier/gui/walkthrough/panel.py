"""The walkthrough panel: the trainee deals a whole hand as the croupier and the procedure checks
each duty (DESIGN.md "Deal a hand"). It composes the duty buttons, the phrase builder, the question
with numbered answers and the checklist, routes the keys and the table's seat clicks, and lets the
simulated players act after a short pause (a timer, never blocking).

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
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QHideEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.events import ActionTaken, HandMucked, HandShown
from croupier.engine.hand import Hand
from croupier.engine.legal import Action
from croupier.engine.rules import VARIANTS
from croupier.gui.settings import Settings
from croupier.gui.walkthrough.action_question import ActionQuestion
from croupier.gui.walkthrough.announcement_builder import AnnouncementBuilder
from croupier.gui.walkthrough.answers import answer_of
from croupier.gui.walkthrough.checklist import Checklist
from croupier.gui.walkthrough.controller import Difficulty, Graded, TrainingMode, Waiting, Walkthrough
from croupier.gui.walkthrough.duties import Duty, duties_for, duty_of, immediate_step, seat_step
from croupier.gui.walkthrough.duty_list import DutyList
from croupier.gui.walkthrough.feedback_line import FeedbackLine
from croupier.gui.walkthrough.phrases import (
    Phrase,
    action_choices,
    build,
    phrase_of,
    phrases_for,
    push_choices,
    reading_choices,
    stub_choices,
)
from croupier.gui.walkthrough.session_controls import SessionControls
from croupier.gui.walkthrough.texts import actions_text
from croupier.gui.walkthrough.voice import WalkthroughVoice
from croupier.gui.walkthrough.words import WalkthroughWords, quoted
from croupier.procedure import DealerStep, Procedure, ShowdownReading
from croupier.procedure.render import announcement_text, player_text, step_text
from croupier.speech.narrator import Narrator

__all__ = ["PLAYER_DELAY_MS", "WalkthroughPanel", "procedures_from"]

PLAYER_DELAY_MS = 700

STYLE = """
QLabel#walkthroughPrompt { color: #f0c94a; }
QLabel#walkthroughLatest { color: #c9c5ba; }
"""
_KEYS = (*string.ascii_uppercase, *string.digits, "Return", "Enter", "Escape", "Backspace")


def procedures_from(settings: Settings, rng: random.Random) -> Callable[[], Procedure]:
    """New hands with the game, player count, stakes and house rules chosen in ``settings``, dealt
    by ``rng``."""

    def new_procedure() -> Procedure:
        stakes = settings.stakes
        stacks = [stakes.big_bet * rng.randint(12, 40) for _ in range(settings.players)]
        return Procedure.new(VARIANTS[settings.variant], stakes, stacks, settings.house_rules, rng=rng)

    return new_procedure


class WalkthroughPanel(QWidget):
    """Deal a hand duty by duty; see the module docstring.

    ``new_procedure`` makes each hand; ``settings`` (optional) says whether speech is on;
    ``narrator`` speaks the prompts and the dealer's calls. ``player_delay_ms`` is the simulated
    players' pause. ``difficulty`` and ``mode`` are the starting choices; the panel's own boxes
    change them (``difficulty_changed`` / ``training_mode_changed`` report it).
    """

    hand_started = Signal(object)
    table_changed = Signal(object, bool)
    verdict_given = Signal(str, bool)
    note_given = Signal(str)
    score_changed = Signal(int, int)
    answered = Signal(object)  # a WalkthroughAnswer
    difficulty_changed = Signal(str)
    training_mode_changed = Signal(str)

    def __init__(
        self,
        new_procedure: Callable[[], Procedure],
        *,
        settings: Settings | None = None,
        narrator: Narrator | None = None,
        rng: random.Random | None = None,
        difficulty: Difficulty = Difficulty.NORMAL,
        mode: TrainingMode = TrainingMode.LEARN,
        player_delay_ms: int = PLAYER_DELAY_MS,
        clock: Callable[[], float] = time.monotonic,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("walkthroughPanel")
        self.setStyleSheet(STYLE)
        self._new_procedure = new_procedure
        self._rng = rng if rng is not None else random.Random()
        self._difficulty = Difficulty(difficulty)
        self._mode = TrainingMode(mode)
        self._words = WalkthroughWords(self)
        self._voice = WalkthroughVoice(narrator, settings, self._words, self)
        self._walk: Walkthrough | None = None
        self._armed: Duty | None = None
        self._question: str | None = None  # "may_do", "read", "push" or "stub"
        self._question_data: list[object] = []
        self._question_seat: int | None = None
        self._last_graded: Graded | None = None
        self._last_event: ActionTaken | HandShown | HandMucked | None = None
        self._last_calls: list[DealerStep] = []
        self._clock = clock
        self._asked_at: float | None = None  # when the trainee's turn came (answers are timed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(max(0, player_delay_ms))

        self._title = QLabel()
        self._title.setWordWrap(True)
        title_font = QFont(self._title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.35)
        title_font.setBold(True)
        self._title.setFont(title_font)
        self._prompt = QLabel()
        self._prompt.setObjectName("walkthroughPrompt")
        self._prompt.setWordWrap(True)
        self.duties = DutyList()
        self.builder = AnnouncementBuilder()
        self.question = ActionQuestion()
        self._feedback = FeedbackLine()
        self._latest = QLabel()
        self._latest.setObjectName("walkthroughLatest")
        self._latest.setWordWrap(True)
        self.checklist = Checklist()
        self.checklist.setMinimumHeight(60)
        self.controls = SessionControls()
        self._scroll = QScrollArea()
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._build_layout()

        # Keys work wherever the focus is in the window (the table, a button): the panel routes them.
        self._shortcuts = [QShortcut(QKeySequence(key), self) for key in _KEYS]
        self._new_shortcut = QShortcut(QKeySequence("Ctrl+N"), self)
        self._connect_signals()
        self.controls.show_choices(self._mode, self._difficulty)
        self.retranslate()

    def _build_layout(self) -> None:
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setFrameShadow(QFrame.Shadow.Sunken)
        # In a low window the panel scrolls rather than squeezing the buttons together.
        content = QWidget()
        content.setObjectName("walkthroughContent")
        inner = QVBoxLayout(content)
        inner.setContentsMargins(12, 10, 12, 4)
        inner.setSpacing(7)
        for widget in (self._title, self._prompt, self.duties, self.builder, self.question):
            inner.addWidget(widget)
        inner.addWidget(self._feedback)
        inner.addWidget(self._latest)
        inner.addWidget(rule)
        inner.addWidget(self.checklist, 1)
        self._scroll.setWidget(content)
        self._content = content
        self._scroll.viewport().installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 10)
        layout.setSpacing(4)
        layout.addWidget(self._scroll, 1)
        layout.addWidget(self.controls)
        for hidden in (self.builder, self.question, self._latest):
            hidden.hide()

    def _connect_signals(self) -> None:
        for key, shortcut in zip(_KEYS, self._shortcuts, strict=True):
            shortcut.activated.connect(lambda pressed=key: self.press_key(pressed))
        self._new_shortcut.activated.connect(self.start_new_hand)
        self.duties.duty_chosen.connect(self.choose_duty)
        self.builder.changed.connect(self._update_preview)
        self.builder.confirm_requested.connect(self._confirm_announcement)
        self.builder.cancel_requested.connect(self._close_interaction)
        self.question.chosen.connect(self._answer_question)
        self._timer.timeout.connect(self._player_turn)
        self.controls.new_hand_requested.connect(self.start_new_hand)
        self.controls.mode_chosen.connect(self.set_mode)
        self.controls.level_chosen.connect(self.set_difficulty)

    # ----------------------------------------------------------------------------- public API

    @property
    def walkthrough(self) -> Walkthrough | None:
        """The hand being dealt, with its score and questions."""
        return self._walk

    @property
    def hand(self) -> Hand | None:
        return self._walk.hand if self._walk is not None else None

    @property
    def difficulty(self) -> Difficulty:
        return self._difficulty

    @property
    def mode(self) -> TrainingMode:
        return self._mode

    @property
    def armed(self) -> Duty | None:
        """The seat duty waiting for a seat (Deal down, Kill hand …), if any."""
        return self._armed

    @property
    def feedback_text(self) -> str:
        return self._feedback.text()

    @property
    def prompt_text(self) -> str:
        return self._prompt.text()

    @property
    def title_text(self) -> str:
        return self._title.text()

    @property
    def latest_text(self) -> str:
        return self._latest.text()

    def start_new_hand(self) -> None:
        """Deal a fresh hand from ``new_procedure``; the score starts again."""
        self.load(self._new_procedure())

    def load(self, procedure: Procedure, *, rng: random.Random | None = None) -> None:
        """Walk through ``procedure``'s hand from where it stands."""
        self._timer.stop()
        self._walk = Walkthrough(
            procedure, difficulty=self._difficulty, mode=self._mode, rng=rng or self._rng
        )
        self._armed = None
        self._last_graded = None
        self._asked_at = None
        self._last_event = None
        self._last_calls = []
        self._voice.forget()
        self._close_interaction(advance=False)
        self._feedback.clear()
        self._latest.setText("")
        self._latest.hide()
        self.hand_started.emit(procedure.hand)
        self.score_changed.emit(0, 0)
        self._advance(animate=False)

    def set_difficulty(self, difficulty: Difficulty | str) -> None:
        """Ask more or less of the trainee, from now on (the hand goes on)."""
        self._difficulty = Difficulty(difficulty)
        self.controls.show_choices(self._mode, self._difficulty)
        if self._walk is not None:
            self._walk.difficulty = self._difficulty
            self._advance()
        self.difficulty_changed.emit(self._difficulty.value)

    def set_mode(self, mode: TrainingMode | str) -> None:
        """Learn, Practice or Exam, from now on."""
        self._mode = TrainingMode(mode)
        self.controls.show_choices(self._mode, self._difficulty)
        if self._walk is not None:
            self._walk.mode = self._mode
            self._refresh_view()
        self.training_mode_changed.emit(self._mode.value)

    def set_player_delay(self, milliseconds: int) -> None:
        self._timer.setInterval(max(0, milliseconds))

    def set_clock(self, clock: Callable[[], float]) -> None:
        """The seconds clock that times the answers (tests inject one); the turn on now starts again."""
        self._clock = clock
        if self._asked_at is not None:
            self._asked_at = clock()

    def set_speech_language(self, code: str) -> None:
        """Speak in ``code`` ("de", "en") from now on (the window follows the language switch)."""
        self._voice.set_language(code)

    def stop(self) -> None:
        """Stop the simulated players (the window is closing)."""
        self._timer.stop()

    def fast_forward(self, until: Callable[[Walkthrough], bool]) -> None:
        """Deal on, every answer right, until ``until(walkthrough)`` (demonstrations, screenshots)."""
        walk = self._walk
        if walk is None:
            return
        self._timer.stop()
        graded = walk.play_right(until)
        if graded is not None:
            self._show_graded(graded, record=False)  # played for the trainee: not their answer
        self._advance(animate=False)

    def republish(self) -> None:
        """Send the table, the score and the last verdict again (the panel is back in view after
        another mode used the table and the strip)."""
        walk = self._walk
        if walk is None:
            return
        self.table_changed.emit(walk.table_state(hide_actor=_hides_actor(walk.waiting)), False)
        self.score_changed.emit(walk.right, walk.asked)
        if self._last_graded is not None:
            self.verdict_given.emit(self._feedback.text(), self._last_graded.correct)
        else:
            self.note_given.emit(self._prompt.text())

    def is_player_pending(self) -> bool:
        """A simulated player acts when the pause is over."""
        return self._timer.isActive()

    def press_key(self, key: str) -> None:
        """A key pressed anywhere in the window: a duty letter, a seat number, an answer's number,
        a builder part, Enter, Esc or Backspace."""
        if self._walk is None:
            return
        if key in {"Return", "Enter"}:
            self._enter()
        elif key == "Escape":
            self._escape()
        elif key == "Backspace":
            if self.builder.isVisibleTo(self):
                self.builder.back()
        elif self.question.isVisibleTo(self):
            if key.isdigit():
                self.question.choose(int(key) - 1)
        elif self.builder.isVisibleTo(self):
            self.builder.handle_key(key)
        elif key.isdigit():
            if key != "0":
                self.choose_seat(int(key))
        else:
            duty = next((duty for duty in self.duties.shown if duty.key == key.upper()), None)
            if duty is not None:
                self.choose_duty(duty)

    def choose_duty(self, duty: Duty) -> None:
        """The trainee picks a duty: done at once, or waiting for a seat, an announcement or a choice."""
        walk = self._walk
        if walk is None:
            return
        if walk.waiting is Waiting.OVER:
            self._note(self._words.hand_is_over())
            return
        if self._question == "may_do":
            return  # answer the question first
        self._close_interaction(advance=False)
        if duty.needs_seat:
            self._armed = duty  # stays until another duty or Esc: a pass is dealt seat after seat
            self._refresh_view()
            return
        self._armed = None
        expected = walk.procedure.expected()
        if duty is Duty.ANNOUNCE:
            hand = walk.hand
            self.builder.open(phrases_for(hand), list(hand.seats), low=hand.variant.low_board_acts_first)
            self.builder.set_hint(self._phrase_hint())
            self._show_page(self.builder)
            self._refresh_view()
        elif duty is Duty.COUNT_STUB:
            self._ask("stub", None, list(stub_choices(expected)))
        elif duty is Duty.PUSH_POT:
            pushes: list[object] = list(push_choices(walk.procedure, self._rng))
            if pushes:
                self._rng.shuffle(pushes)
                self._ask("push", None, pushes)
            else:
                self._attempt(DealerStep.push_pot(0, "whole", ()))
        else:
            self._attempt(immediate_step(duty, expected))

    def choose_seat(self, seat: int) -> None:
        """A seat clicked on the table (or its number pressed); ignored while another mode shows."""
        walk = self._walk
        if walk is None or seat not in walk.hand.seats or not self.isVisible():
            return
        waiting = walk.waiting
        if waiting in {Waiting.WHO_ACTS, Waiting.WHO_SHOWS}:
            self._show_graded(walk.answer_seat(seat))
            self._advance()
        elif self.builder.isVisibleTo(self):
            self.builder.set_seat(seat)
        elif self.question.isVisibleTo(self):
            return
        elif self._armed is Duty.READ_HAND:
            readings: list[object] = list(reading_choices(walk.hand, seat, self._rng))
            self._rng.shuffle(readings)
            self._ask("read", seat, readings)
        elif self._armed is not None:
            self._attempt(seat_step(self._armed, seat))
        else:
            self._note(self._words.choose_duty_first())

    # ----------------------------------------------------------------------------- the flow

    def _attempt(self, step: DealerStep) -> None:
        assert self._walk is not None
        self._show_graded(self._walk.attempt(step))
        self._advance()

    def _advance(self, *, animate: bool = True) -> None:
        """Do what the difficulty does for the trainee, show the table, and wait for what is next."""
        walk = self._walk
        if walk is None:
            return
        calls = [step for step in walk.run_auto() if step.announcement is not None]
        if calls:
            self._last_calls = calls
            self._show_latest()
            self._voice.call(announcement_text(calls[-1].announcement))  # type: ignore[arg-type]
        waiting = walk.waiting
        self.table_changed.emit(walk.table_state(hide_actor=_hides_actor(waiting)), animate)
        if waiting is Waiting.MAY_DO and self._question != "may_do":
            legal = walk.hand.legal_actions()
            choices: list[object] = list(action_choices(legal, walk.hand, self._rng))
            self._rng.shuffle(choices)
            self._ask("may_do", legal.seat, choices, refresh=False)
        self._refresh_view()
        self._voice.prompt(walk, self._title.text())
        if waiting is Waiting.PLAYER:
            self._timer.start()
        else:
            self._timer.stop()
        if waiting in _TRAINEES_TURN and self._asked_at is None:
            self._asked_at = self._clock()

    def _player_turn(self) -> None:
        walk = self._walk
        if walk is None or walk.waiting is not Waiting.PLAYER:
            return
        event = walk.play_player()
        if event is not None:
            self._last_event = event
            self._last_calls = []
            self._show_latest()
        self._advance()

    # ----------------------------------------------------------------------------- interactions

    def _ask(self, kind: str, seat: int | None, data: list[object], *, refresh: bool = True) -> None:
        self._question = kind
        self._question_seat = seat
        self._question_data = data
        self._render_question()
        self._show_page(self.question)
        if refresh:
            self._refresh_view()

    def _render_question(self) -> None:
        kind = self._question
        if kind is None:
            return
        texts = []
        for item in self._question_data:
            if kind == "may_do":
                texts.append(actions_text(item))  # type: ignore[arg-type]
            elif kind == "read":
                texts.append(quoted(announcement_text(item)))  # type: ignore[arg-type]
            elif kind == "push":
                texts.append(step_text(item))  # type: ignore[arg-type]
            else:
                texts.append(step_text(DealerStep.count_stub(str(item))))
        self.question.ask(self._words.question(kind, self._question_seat), texts)

    def _answer_question(self, index: int) -> None:
        walk = self._walk
        kind = self._question
        if walk is None or kind is None or not 0 <= index < len(self._question_data):
            return
        picked = self._question_data[index]
        self._question = None
        self._close_interaction(advance=False)
        if kind == "may_do":
            actions: Sequence[Action] = picked  # type: ignore[assignment]
            self._show_graded(walk.answer_actions(actions))
            self._advance()
        elif kind == "read":
            assert isinstance(picked, ShowdownReading)
            self._attempt(DealerStep.read_hand(picked))
        elif kind == "push":
            assert isinstance(picked, DealerStep)
            self._attempt(picked)
        else:
            self._attempt(DealerStep.count_stub(str(picked)))

    def _built(self) -> tuple[object, str] | None:
        """The announcement the builder's parts make, with its words; None while incomplete."""
        walk = self._walk
        phrase = self.builder.phrase
        if walk is None or phrase is None:
            return None
        announcement = build(
            walk.hand, phrase, self.builder.seat, self.builder.ranks, walk.procedure.expected()
        )
        if announcement is None:
            return None
        words = quoted(announcement_text(announcement))
        if self.builder.seat is not None and phrase.needs_seat:
            words = self._words.with_seat(words, self.builder.seat)
        return announcement, words

    def _phrase_hint(self) -> Phrase | None:
        """Learn mode's mark in the builder: the "what" of the announcement due."""
        hint = self._walk.hint() if self._walk is not None else None
        if hint is None or hint.announcement is None:
            return None
        parts = phrase_of(hint.announcement)
        return parts[0] if parts is not None else None

    def _update_preview(self) -> None:
        built = self._built()
        self.builder.set_preview(built[1] if built else "", ready=built is not None)

    def _confirm_announcement(self) -> None:
        if self.builder.phrase is None:
            self._note(self._words.choose_what_first())
            return
        built = self._built()
        if built is None:
            self._note(self._words.not_finished())
            return
        self._close_interaction(advance=False)
        self._attempt(DealerStep.announce(built[0]))  # type: ignore[arg-type]

    def _close_interaction(self, *, advance: bool = True) -> None:
        """Close the builder or a question with answers (Esc); "What may they do?" stays until
        it is answered."""
        if self._question == "may_do" and advance:
            return
        self._question = None
        self._question_data = []
        self._question_seat = None
        self.question.clear()
        self._show_page(self.duties)
        if advance:
            self._refresh_view()

    def _show_page(self, page: QWidget) -> None:
        for candidate in (self.duties, self.builder, self.question):
            candidate.setVisible(candidate is page)
        # In a low window: the builder or the question in sight under the prompt, else the top.
        QTimer.singleShot(0, self, self._scroll_to_page)

    def _scroll_to_page(self) -> None:
        bar = self._scroll.verticalScrollBar()
        bar.setValue(0 if self.duties.isVisibleTo(self) else self._prompt.y())

    def _enter(self) -> None:
        walk = self._walk
        if walk is None:
            return
        if self.builder.isVisibleTo(self):
            self._confirm_announcement()
        elif walk.waiting is Waiting.OVER:
            self.start_new_hand()

    def _escape(self) -> None:
        if self.builder.isVisibleTo(self) or (self.question.isVisibleTo(self) and self._question != "may_do"):
            self._close_interaction()
        elif self._armed is not None:
            self._armed = None
            self._refresh_view()

    # ----------------------------------------------------------------------------- showing

    def _refresh_view(self) -> None:
        walk = self._walk
        waiting = walk.waiting if walk is not None else None
        phase = walk.phase() if walk is not None else None
        building = self.builder.isVisibleTo(self)
        self._title.setText(self._words.title(walk, waiting, phase))
        self._prompt.setText(self._words.prompt(walk, waiting, armed=self._armed, building=building))
        if walk is None or phase is None:
            return
        self.duties.set_duties(duties_for(phase, walk.procedure.rules.shuffle_steps))
        hint = walk.hint() if waiting is Waiting.DUTY else None
        self.duties.set_hint(duty_of(hint) if hint is not None else None)
        self.duties.set_armed(self._armed)
        self.checklist.set_rows(walk.checklist())

    def _show_graded(self, graded: Graded, *, record: bool = True) -> None:
        walk = self._walk
        assert walk is not None
        if record:
            asked_at = self._asked_at if self._asked_at is not None else self._clock()
            self.answered.emit(answer_of(graded, self._mode, self._clock() - asked_at))
        self._asked_at = None  # the next turn's clock starts when it comes
        self._last_graded = graded
        text = self._words.graded(graded, self._mode)
        self._feedback.show_verdict(text, graded.correct)
        self.verdict_given.emit(text, graded.correct)
        self.score_changed.emit(walk.right, walk.asked)
        self._voice.answer(graded, self._mode)

    def _note(self, text: str) -> None:
        self._feedback.show_note(text)
        self.note_given.emit(text)

    def _show_latest(self) -> None:
        parts = []
        if self._last_event is not None:
            parts.append(player_text(self._last_event))
        parts.extend(
            self._words.dealer_said(announcement_text(step.announcement))
            for step in self._last_calls
            if step.announcement is not None
        )
        self._latest.setText("\n".join(parts))
        self._latest.setVisible(bool(parts))

    # ----------------------------------------------------------------------------- words

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Deal a hand: walkthrough"))
        self._latest.setAccessibleName(self.tr("Latest at the table"))
        if self._last_graded is not None:
            text = self._words.graded(self._last_graded, self._mode)
            self._feedback.show_verdict(text, self._last_graded.correct)
            self.verdict_given.emit(text, self._last_graded.correct)
        self._show_latest()
        self._render_question()
        if self.builder.isVisibleTo(self):
            self._update_preview()
        self._refresh_view()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        # The content is never wider than the scroll area's viewport (the scroll bar's width
        # included): QScrollArea sizes height-for-width content at the width without the bar.
        if event.type() == QEvent.Type.Resize and watched is self._scroll.viewport():
            self._content.setMaximumWidth(self._scroll.viewport().width())
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        # Back in Deal mode: the hand goes on where it was.
        if self._walk is not None and not event.spontaneous():
            self.republish()
            self._advance(animate=False)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt override
        super().hideEvent(event)
        if not event.spontaneous():
            self._timer.stop()  # the players wait while another mode has the table
            self._asked_at = None  # and the time away is not answer time


_TRAINEES_TURN = frozenset({Waiting.DUTY, Waiting.WHO_ACTS, Waiting.MAY_DO, Waiting.WHO_SHOWS})


def _hides_actor(waiting: Waiting) -> bool:
    """The table keeps the player to act to itself until the dealer has named them (a duty is
    due, or the trainee is asked who acts)."""
    return waiting in {Waiting.DUTY, Waiting.WHO_ACTS}
