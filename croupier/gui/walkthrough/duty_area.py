"""The walkthrough's working area: the title (the street), the prompt, and one of three pages — the
duty buttons, the announcement builder, or a question with numbered answers. It turns the trainee's
picks (a duty, then a seat, an answer or the parts of an announcement) into the step the panel has
graded; the panel decides whether a pick is taken at all (a hand over, a question to answer first).
The answers' words and the builder's announcement are ``duty_answers``; the voice answers' line and
meter ``voice_line``."""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from croupier.drills.levels import TrainingMode
from croupier.engine.legal import Action
from croupier.engine.rules import LowRule
from croupier.gui.walkthrough.action_question import ActionQuestion
from croupier.gui.walkthrough.announcement_builder import AnnouncementBuilder
from croupier.gui.walkthrough.chip_words import ChipWords
from croupier.gui.walkthrough.chip_work import ChipWork, Job
from croupier.gui.walkthrough.debrief import Debrief, DebriefRow
from croupier.gui.walkthrough.duty_answers import Ask, built_announcement, phrase_hint, question_texts
from croupier.gui.walkthrough.duty_list import DutyList
from croupier.gui.walkthrough.reading_builder import ReadingBuilder
from croupier.gui.walkthrough.voice_line import VoiceLine
from croupier.gui.walkthrough.words import WalkthroughWords, quoted
from croupier.procedure import Announcement, DealerStep, ShowdownReading, StepKind
from croupier.training.controller import Waiting, Walkthrough
from croupier.training.duties import Duty, duties_for, duty_of, immediate_step, seat_step
from croupier.training.phrases import phrases_for, stub_choices
from croupier.training.terms import Graded
from croupier.words.procedure_words import step_text

__all__ = ["Ask", "DutyArea"]

STYLE = "QLabel#walkthroughPrompt { color: #f0c94a; }"


class DutyArea(QWidget):
    """``refresh(walk)`` shows what is asked now. ``choose_duty(duty)`` and ``choose_seat(seat)``
    take the trainee's picks: a seat duty is ``armed`` until its seat comes; the builder or a
    question (``ask``) replaces the duty buttons until ``close()``. What the trainee did comes out as
    ``step_chosen(DealerStep)`` (to grade), ``actions_chosen(tuple[Action, ...])`` (the answer to
    "What may they do?") and ``note_given(text)`` (an announcement not finished); ``duty_clicked``
    is a duty button's click, ``changed()`` follows a change the prompt shows (a duty armed, the
    builder closed), ``page_shown()`` a new page. The chip duties and the readings from memory come
    out as ``change_given(Chips)``, ``pot_counted(int)``, ``split_given(SplitWork)`` and
    ``reading_given(seat, Said)``."""

    duty_clicked = Signal(object)
    step_chosen = Signal(object)
    actions_chosen = Signal(object)
    stop_requested = Signal()
    ruling_chosen = Signal(object)  # a RulingKind
    change_given = Signal(object)
    pot_counted = Signal(int)
    split_given = Signal(object)
    reading_given = Signal(int, object)
    replay_requested = Signal(int)  # the debrief's "Replay from here", by mistake
    new_hand_requested = Signal()
    note_given = Signal(str)
    changed = Signal()
    page_shown = Signal()

    def __init__(self, words: WalkthroughWords, rng: random.Random, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dutyArea")
        self.setStyleSheet(STYLE)
        self._words = words
        self._rng = rng  # shuffles the answers offered
        self._walk: Walkthrough | None = None
        self._armed: Duty | None = None
        self._asked: Ask | None = None
        self._asked_seat: int | None = None
        self._choices: list[object] = []
        self._title = QLabel()
        self._title.setWordWrap(True)
        title_font = QFont(self._title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.35)
        title_font.setBold(True)
        self._title.setFont(title_font)
        self._prompt = QLabel()
        self._prompt.setObjectName("walkthroughPrompt")
        self._prompt.setWordWrap(True)
        self._compact = False
        # The parts are made in place (a widget put in afterwards takes its style anew).
        self.duties = DutyList(self)
        self.builder = AnnouncementBuilder(self)
        self.question = ActionQuestion(self)
        self.chip_work = ChipWork(self)
        self.reading = ReadingBuilder(self)
        self.debrief = Debrief(self)  # once the hand is over, where the duties were
        self._chip_words = ChipWords(self)
        self._voice = VoiceLine()  # voice answers: "Listening…", then what was heard, and the meter
        self.voice_line = self._voice.line
        self.voice_level = self._voice.level
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(7)
        for widget in (
            self._prompt,
            self.duties,
            self._voice.line,
            self._voice.level,
            self.builder,
            self.question,
            self.chip_work,
            self.reading,
            self.debrief,
        ):
            layout.addWidget(widget)
        self.builder.hide()
        self.question.hide()
        self.chip_work.hide()
        self.reading.hide()
        self.debrief.hide()
        self.debrief.replay_requested.connect(self.replay_requested)
        self.debrief.new_hand_requested.connect(self.new_hand_requested)
        self.duties.duty_chosen.connect(self.duty_clicked)
        self.builder.changed.connect(self._update_preview)
        self.builder.confirm_requested.connect(self.confirm)
        self.builder.cancel_requested.connect(self._cancel)
        self.question.chosen.connect(self.answer)
        self.chip_work.confirmed.connect(self._chips_confirmed)
        self.chip_work.cancel_requested.connect(self._cancel)
        self.chip_work.pot_chosen.connect(self.open_split)
        self.reading.confirmed.connect(self._reading_confirmed)
        self.reading.cancel_requested.connect(self._cancel)

    # ----------------------------------------------------------------------------- state

    @property
    def title_text(self) -> str:
        return self._title.text()

    @property
    def title_label(self) -> QLabel:
        """The heading (the street): the panel keeps it above what scrolls, always in view."""
        return self._title

    @property
    def prompt_text(self) -> str:
        return self._prompt.text()

    @property
    def prompt_y(self) -> int:
        """Where the prompt starts (the panel scrolls a question or the builder into sight there)."""
        return self.y() + self._prompt.y()

    def set_compact(self, compact: bool) -> None:  # noqa: FBT001
        """A low panel (a 900×600 window): while the builder is open its prompt ("…, then Enter.
        Esc cancels.") makes way for the builder's own Enter and Esc keys, so that the builder shows
        whole, its Confirm and Cancel included."""
        self._compact = compact
        self._fit_prompt()

    def _fit_prompt(self) -> None:
        self._prompt.setVisible(not (self._compact and self.building()))

    @property
    def armed(self) -> Duty | None:
        """The seat duty waiting for its seat (Deal down, Kill hand …), if any."""
        return self._armed

    @property
    def asked(self) -> Ask | None:
        """The question with numbered answers on show, if any."""
        return self._asked

    def building(self) -> bool:
        return self.builder.isVisibleTo(self)

    def asking(self) -> bool:
        return self.question.isVisibleTo(self)

    def chip_job(self) -> Job | None:
        """The chip duty on show (a count, change, a split), if any."""
        return self.chip_work.job if self.chip_work.isVisibleTo(self) else None

    def reading_open(self) -> bool:
        return self.reading.isVisibleTo(self)

    def set_walkthrough(self, walk: Walkthrough | None, *, armed: Duty | None = None) -> None:
        """The hand the picks are for (a new hand, or one taken back), with the duty ``armed``."""
        self._walk = walk
        self._armed = armed
        self.close_question()

    def after_graded(self, graded: Graded) -> bool:
        """A seat duty done right and no longer due (the last ante in, the pass dealt) is put
        down, so that its prompt does not linger, and so is one answered wrongly (it is chosen
        again on purpose, not left lit); True when it was."""
        walk, armed = self._walk, self._armed
        verdict = graded.verdict
        if armed is not None and not graded.correct:
            self._armed = None  # a wrong answer puts the duty down: it is chosen again, on purpose
            return True
        if walk is None or armed is None or not graded.correct or verdict is None:
            return False
        if duty_of(verdict.step) is not armed:
            return False
        if any(duty_of(step) is armed for step in walk.procedure.expected()):
            return False
        self._armed = None
        return True

    # ----------------------------------------------------------------------------- showing

    def refresh(self) -> None:
        """The title, the prompt and the duty buttons for what the walkthrough waits for now."""
        walk = self._walk
        waiting = walk.waiting if walk is not None else None
        phase = walk.phase() if walk is not None else None
        armed = self._armed
        self._title.setText(self._words.title(walk, waiting, phase))
        self._prompt.setText(self._words.prompt(walk, waiting, armed=armed, building=self.building()))
        self._fit_prompt()
        if walk is None or phase is None:
            return
        over = waiting is Waiting.OVER
        if over and not self.debriefing():  # nothing else is asked once the hand is over
            self._armed = None
            self._asked = None
            self._choices = []
            self.question.clear()
            self.chip_work.job = None
            self._show_debrief()
            self._show_page(self.debrief)
        elif not over and self.debrief.isVisibleTo(self):
            self._show_page(self.duties)
        self.duties.set_duties(
            duties_for(phase, walk.procedure.rules.shuffle_steps, stop=walk.stop_offered())
        )
        hint = walk.hint() if waiting is Waiting.DUTY else None
        if walk.incident is not None and walk.mode is TrainingMode.LEARN:
            self.duties.set_hint(Duty.STOP)  # Learn mode points at Stop, not the duty due
        else:
            self.duties.set_hint(duty_of(hint) if hint is not None else None)
        self.duties.set_armed(armed)

    def choose_duty(self, duty: Duty) -> None:
        """The trainee picks ``duty``: done at once, or waiting for a seat, an announcement or an
        answer."""
        walk = self._walk
        if walk is None:
            return
        self.close_question()
        if duty.needs_seat:
            self._armed = duty  # stays until another duty or Esc: a pass is dealt seat after seat
            self.changed.emit()
            return
        self._armed = None
        expected = walk.procedure.expected()
        if duty is Duty.STOP:
            self.stop_requested.emit()
        elif duty is Duty.ANNOUNCE:
            self.clear_voice()
            hand = walk.hand
            self.builder.open(phrases_for(hand), list(hand.seats), low=hand.variant.low_board_acts_first)
            self.builder.set_hint(phrase_hint(self._walk))
            self._show_page(self.builder)
            self.changed.emit()
        elif duty is Duty.COUNT_STUB:
            done = walk.done_already(StepKind.COUNT_STUB)
            if done is not None:  # counted already (at Beginner, for the trainee): not asked again
                self.note_given.emit(self._words.done_already(step_text(done[0]), by_trainee=done[1]))
                self.changed.emit()
                return
            self.ask(Ask.STUB, None, stub_choices(expected))
        elif duty is Duty.PUSH_POT:
            if walk.chips.pot_parts():
                self.open_split(None)
            else:  # nothing to push yet: the procedure says why
                self.step_chosen.emit(DealerStep.push_pot(0, "whole", ()))
        else:
            self.step_chosen.emit(immediate_step(duty, expected))

    def choose_seat(self, seat: int) -> bool:
        """A seat for the builder or the duty armed; False when nothing waits for one."""
        walk = self._walk
        if walk is None:
            return False
        if self.building():
            self.builder.set_seat(seat)
        elif self.chip_job() is not None:
            self.chip_work.choose_seat(seat)
        elif self.asking() or self.reading_open():
            pass  # the answer is asked for, not a seat
        elif self._armed is Duty.READ_HAND and (done := walk.done_already(StepKind.READ_HAND, seat)):
            self.note_given.emit(self._words.done_already(step_text(done[0]), by_trainee=done[1]))
        elif self._armed is Duty.READ_HAND and not walk.chips.tabled(seat):
            self.note_given.emit(self._words.not_tabled(seat))  # face down: nothing to read
        elif self._armed is Duty.READ_HAND:
            variant = walk.hand.variant
            low = variant.low
            game = (
                "razz" if low is LowRule.ACE_TO_FIVE else "hilo" if low is LowRule.EIGHT_OR_BETTER else "high"
            )
            self.reading.open(seat, game)
            self._show_page(self.reading)
            self.changed.emit()
        elif self._armed is not None:
            self.step_chosen.emit(seat_step(self._armed, seat))
        else:
            return False
        return True

    def escape(self) -> None:
        """Esc: close the builder, a question or the split ("What may they do?", change and a
        count asked stay), else disarm."""
        if (
            self.building()
            or self.reading_open()
            or self.chip_job() is Job.SPLIT
            or (self.asking() and self._asked not in {Ask.MAY_DO, Ask.RULING})
        ):
            self.close_question()
        elif self._armed is not None:
            self._armed = None
        else:
            return
        self.changed.emit()

    def ask(self, kind: Ask, seat: int | None, choices: Sequence[object]) -> None:
        """A question with numbered answers instead of the duty buttons."""
        self._asked = kind
        self._asked_seat = seat
        self._choices = list(choices)
        self._render_question()
        self._show_page(self.question)
        self.changed.emit()

    def close_question(self) -> None:
        """Back to the duty buttons (not ``QWidget.close``: the area stays on show)."""
        self._asked = None
        self._asked_seat = None
        self._choices = []
        self.question.clear()
        self.chip_work.job = None
        self._show_page(self.duties)

    def debriefing(self) -> bool:
        return self.debrief.isVisibleTo(self)

    def _show_debrief(self) -> None:
        """The hand's mistakes, each where it happened, with its verdict in full."""
        walk = self._walk
        if walk is None:
            return
        rows = [
            DebriefRow(
                self._words.where(milestone),
                self._words.graded(missed.graded, TrainingMode.PRACTICE),
                walk.can_replay(missed),
            )
            for milestone, missed in walk.mistakes()
        ]
        tip = self._words.no_replay(exam=walk.mode is TrainingMode.EXAM)
        self.debrief.show_hand(walk.right, walk.asked, rows, tip)

    def _show_page(self, page: QWidget) -> None:
        for candidate in (
            self.duties,
            self.builder,
            self.question,
            self.chip_work,
            self.reading,
            self.debrief,
        ):
            candidate.setVisible(candidate is page)
        self.page_shown.emit()

    # ----------------------------------------------------------------------------- the trainee

    def handle_key(self, key: str) -> bool:
        """A key while the builder or a question is open: an answer's number, a builder part or
        Backspace. True when the key was the page's (other keys are not duties meanwhile)."""
        if self.chip_job() is not None:
            if key in {"Return", "Enter"}:
                self.chip_work.confirm()
            elif key.isdigit():
                self.chip_work.choose_seat(int(key))
            return True
        if self.reading_open():
            if key in {"Return", "Enter"}:
                self.reading.confirm()
            elif key == "Backspace":
                self.reading.back()
            return True
        if self.asking():
            if key.isdigit():
                self.question.choose(int(key) - 1)
            return True
        if self.building():
            if key == "Backspace":
                self.builder.back()
            else:
                self.builder.handle_key(key)
            return True
        return False

    def answer(self, index: int) -> None:
        """Answer ``index`` (0-based) of the question on show."""
        kind = self._asked
        if kind is None or not 0 <= index < len(self._choices):
            return
        picked = self._choices[index]
        self.close_question()
        if kind is Ask.MAY_DO:
            assert isinstance(picked, tuple)
            actions: tuple[Action, ...] = picked
            self.actions_chosen.emit(actions)
        elif kind is Ask.READ:
            assert isinstance(picked, ShowdownReading)
            self.step_chosen.emit(DealerStep.read_hand(picked))
        elif kind is Ask.PUSH:
            assert isinstance(picked, DealerStep)
            self.step_chosen.emit(picked)
        elif kind is Ask.RULING:
            self.ruling_chosen.emit(picked)
        else:
            self.step_chosen.emit(DealerStep.count_stub(str(picked)))

    # ----------------------------------------------------------------------------- chips, readings

    def show_chip_duty(self) -> None:
        """The change or the count the walkthrough waits for, on show (if it is not already)."""
        walk = self._walk
        if walk is None:
            return
        waiting = walk.waiting
        if waiting is Waiting.CHANGE and self.chip_job() is not Job.CHANGE:
            due = walk.chips.table.change_due
            assert due is not None
            self.chip_work.change(
                self._chip_words.change_prompt(due.seat, due.paid, due.amount), walk.chips.table.pot
            )
            self._show_page(self.chip_work)
        elif waiting is Waiting.COUNT_POT and self.chip_job() is not Job.COUNT:
            self.chip_work.count(self._chip_words.count_prompt(walk.chips.pot_asked_by))
            self._show_page(self.chip_work)
        elif waiting not in {Waiting.CHANGE, Waiting.COUNT_POT} and self.chip_job() in {
            Job.CHANGE,
            Job.COUNT,
        }:
            self.close_question()

    def open_split(self, pot: int | None) -> None:
        """The split of ``pot`` (by default the one to push first) on show."""
        walk = self._walk
        if walk is None:
            return
        parts = walk.chips.pot_parts()
        work = walk.chips.start_split(pot)
        amounts = tuple(
            (number, sum(part.amount for part in halves)) for number, halves in sorted(parts.items())
        )
        amount = dict(amounts).get(work.pot, 0)
        hand = walk.hand
        seats = tuple(
            seat for seat in hand.seats if not hand.player(seat).folded and not hand.player(seat).mucked
        )
        self.chip_work.split(self._chip_words.split_prompt(work.pot, amount), work, seats, amounts)
        self._show_page(self.chip_work)
        self.changed.emit()

    def _chips_confirmed(self, value: object) -> None:
        job = self.chip_work.job
        if job is Job.COUNT:
            assert isinstance(value, int)
            self.pot_counted.emit(value)
        elif job is Job.CHANGE:
            self.change_given.emit(value)
        else:
            self.close_question()
            self.split_given.emit(value)

    def _reading_confirmed(self, seat: int, said: object) -> None:
        self.close_question()
        self.reading_given.emit(seat, said)

    def confirm(self) -> None:
        """Enter or Confirm in the builder: the announcement, if its parts make one."""
        if self.builder.phrase is None:
            self.note_given.emit(self._words.choose_what_first())
            return
        built = self._built()
        if built is None:
            self.note_given.emit(self._words.not_finished())
            return
        self.close_question()
        self.step_chosen.emit(DealerStep.announce(built[0]))

    def _cancel(self) -> None:
        self.close_question()
        self.changed.emit()

    # ----------------------------------------------------------------------------- voice answers

    def set_listening(self, listening: bool, key: str = "Space") -> None:  # noqa: FBT001 - a signal's value
        """The meter and "Listening…" while the microphone is on (``key`` stops it)."""
        self._voice.set_listening(listening, self._words.listening(key))

    def set_voice_level(self, level: float) -> None:
        self._voice.set_level(level)

    def voice_answer(self, announcement: Announcement, text: str) -> None:
        """A call heard while the builder is open: shown, then graded as a built one."""
        if not self.building():
            return
        self._voice.say(self._words.heard(quoted(text)))
        self.close_question()
        self.step_chosen.emit(DealerStep.announce(announcement))

    def clear_voice(self) -> None:
        self._voice.clear()

    def _built(self) -> tuple[Announcement, str] | None:
        """The announcement the builder's parts make, with its words; None while incomplete."""
        return built_announcement(self._walk, self.builder, self._words)

    def _update_preview(self) -> None:
        built = self._built()
        self.builder.set_preview(built[1] if built else "", ready=built is not None)

    # ----------------------------------------------------------------------------- words

    def _render_question(self) -> None:
        kind = self._asked
        if kind is None:
            return
        self.question.ask(
            self._words.question(kind.value, self._asked_seat), question_texts(kind, self._choices)
        )

    def retranslate(self) -> None:
        """The question and the builder's words again (the panel refreshes the title and prompt)."""
        self._render_question()
        if self.debriefing():
            self._show_debrief()
        if self.building():
            self._update_preview()
        if self.chip_job() in {Job.CHANGE, Job.COUNT}:
            self.chip_work.job = None
            self.show_chip_duty()
