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
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

from croupier.engine.hand import Hand
from croupier.engine.legal import Action
from croupier.engine.rules import VARIANTS
from croupier.gui.settings import Settings
from croupier.gui.walkthrough.answers import answer_of
from croupier.gui.walkthrough.checklist import Checklist
from croupier.gui.walkthrough.controller import Difficulty, Graded, TrainingMode, Waiting, Walkthrough
from croupier.gui.walkthrough.duties import Duty
from croupier.gui.walkthrough.duty_area import Ask, DutyArea
from croupier.gui.walkthrough.phrases import action_choices
from croupier.gui.walkthrough.session_controls import SessionControls
from croupier.gui.walkthrough.verdict_area import VerdictArea
from croupier.gui.walkthrough.voice import WalkthroughVoice
from croupier.gui.walkthrough.words import WalkthroughWords
from croupier.procedure import DealerStep, Procedure
from croupier.procedure.render import announcement_text
from croupier.speech.narrator import Narrator

__all__ = ["PLAYER_DELAY_MS", "WalkthroughPanel", "procedures_from"]

PLAYER_DELAY_MS = 700

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
        self._new_procedure = new_procedure
        self._rng = rng if rng is not None else random.Random()
        self._difficulty = Difficulty(difficulty)
        self._mode = TrainingMode(mode)
        self._words = WalkthroughWords(self)
        self._voice = WalkthroughVoice(narrator, settings, self._words, self)
        self._walk: Walkthrough | None = None
        self._last_graded: Graded | None = None
        self._clock = clock
        self._asked_at: float | None = None  # when the trainee's turn came (answers are timed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(max(0, player_delay_ms))

        self.area = DutyArea(self._words, self._rng)
        self.duties = self.area.duties
        self.builder = self.area.builder
        self.question = self.area.question
        self.verdicts = VerdictArea(self._words)
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
        inner.addWidget(self.area)
        inner.addWidget(self.verdicts)
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

    def _connect_signals(self) -> None:
        for key, shortcut in zip(_KEYS, self._shortcuts, strict=True):
            shortcut.activated.connect(lambda pressed=key: self.press_key(pressed))
        self._new_shortcut.activated.connect(self.start_new_hand)
        self.area.duty_clicked.connect(self.choose_duty)
        self.area.step_chosen.connect(self._attempt)
        self.area.actions_chosen.connect(self._answer_actions)
        self.area.note_given.connect(self._note)
        self.area.changed.connect(self._refresh_view)
        self.area.page_shown.connect(self._scroll_to_page_later)
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
        """Deal a fresh hand from ``new_procedure``; the score starts again."""
        self.load(self._new_procedure())

    def load(self, procedure: Procedure, *, rng: random.Random | None = None) -> None:
        """Walk through ``procedure``'s hand from where it stands."""
        self._timer.stop()
        self._walk = Walkthrough(
            procedure, difficulty=self._difficulty, mode=self._mode, rng=rng or self._rng
        )
        self.area.set_walkthrough(self._walk)
        self._last_graded = None
        self._asked_at = None
        self._voice.forget()
        self.verdicts.clear()
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
            self.verdict_given.emit(self.verdicts.feedback_text, self._last_graded.correct)
        else:
            self.note_given.emit(self.area.prompt_text)

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
            self.area.escape()
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
        walk = self._walk
        if walk is None:
            return
        if walk.waiting is Waiting.OVER:
            self._note(self._words.hand_is_over())
        elif self.area.asked is not Ask.MAY_DO:  # else: answer the question first
            self.area.choose_duty(duty)

    def choose_seat(self, seat: int) -> None:
        """A seat clicked on the table (or its number pressed); ignored while another mode shows."""
        walk = self._walk
        if walk is None or seat not in walk.hand.seats or not self.isVisible():
            return
        if walk.waiting in {Waiting.WHO_ACTS, Waiting.WHO_SHOWS}:
            self._show_graded(walk.answer_seat(seat))
            self._advance()
        elif not self.area.choose_seat(seat):
            self._note(self._words.choose_duty_first())

    # ----------------------------------------------------------------------------- the flow

    def _attempt(self, step: DealerStep) -> None:
        assert self._walk is not None
        self._show_graded(self._walk.attempt(step))
        self._advance()

    def _answer_actions(self, actions: tuple[Action, ...]) -> None:
        assert self._walk is not None
        self._show_graded(self._walk.answer_actions(actions))
        self._advance()

    def _advance(self, *, animate: bool = True) -> None:
        """Do what the difficulty does for the trainee, show the table, and wait for what is next."""
        walk = self._walk
        if walk is None:
            return
        calls = [step for step in walk.run_auto() if step.announcement is not None]
        if calls:
            self.verdicts.set_calls(calls)
            self._voice.call(announcement_text(calls[-1].announcement))  # type: ignore[arg-type]
        waiting = walk.waiting
        self.table_changed.emit(walk.table_state(hide_actor=_hides_actor(waiting)), animate)
        if waiting is Waiting.MAY_DO and self.area.asked is not Ask.MAY_DO:
            legal = walk.hand.legal_actions()
            choices: list[object] = list(action_choices(legal, walk.hand, self._rng))
            self._rng.shuffle(choices)
            self.area.ask(Ask.MAY_DO, legal.seat, choices)
        self._refresh_view()
        self._voice.prompt(walk, self.area.title_text)
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
            self.verdicts.set_player_event(event)
        self._advance()

    # ----------------------------------------------------------------------------- interactions

    def _enter(self) -> None:
        walk = self._walk
        if walk is None:
            return
        if self.area.building():
            self.area.confirm()
        elif walk.waiting is Waiting.OVER:
            self.start_new_hand()

    def _scroll_to_page_later(self) -> None:
        # After the layout has settled: the builder or the question in sight under the prompt.
        QTimer.singleShot(0, self, self._scroll_to_page)

    def _scroll_to_page(self) -> None:
        bar = self._scroll.verticalScrollBar()
        bar.setValue(0 if self.duties.isVisibleTo(self) else self.area.prompt_y)

    # ----------------------------------------------------------------------------- showing

    def _refresh_view(self) -> None:
        walk = self._walk
        self.area.refresh()
        if walk is not None:
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
        self.verdicts.show_verdict(text, graded.correct)
        self.verdict_given.emit(text, graded.correct)
        self.score_changed.emit(walk.right, walk.asked)
        self._voice.answer(graded, self._mode)

    def _note(self, text: str) -> None:
        self.verdicts.show_note(text)
        self.note_given.emit(text)

    # ----------------------------------------------------------------------------- words

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Deal a hand: walkthrough"))
        if self._last_graded is not None:
            text = self._words.graded(self._last_graded, self._mode)
            self.verdicts.show_verdict(text, self._last_graded.correct)
            self.verdict_given.emit(text, self._last_graded.correct)
        self.area.retranslate()
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
