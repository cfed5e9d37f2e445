"""One quiz question in the panel: where we are (question n of N, score, streak, the timer ring), the
prompt, the answer input, the hint in Learn mode, and after the answer the verdict with its reasons.

The table beside the panel shows the position; this page only words it. Everything is rendered
from the question, the grade and the language installed, so a language switch re-renders it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from croupier.drills import AnswerType, Outcome, Question, TrainingMode
from croupier.gui.quiz.answer_input import AnswerInput
from croupier.gui.quiz.timer_ring import TimerRing
from croupier.gui.rule_links import link_label, linked_html, rule_of_link
from croupier.gui.visibility import set_shown
from croupier.i18n import format_seconds
from croupier.words import quiz_words

__all__ = ["QuestionPage"]

_CONFIRMED = frozenset(
    {
        AnswerType.CHOICE_SET,
        AnswerType.SEAT_SET,
        AnswerType.SEAT_ORDER,
        AnswerType.AMOUNT,
        AnswerType.COUNT,
        AnswerType.AMOUNT_SET,
        AnswerType.AMOUNT_LIST,
        AnswerType.SHARES,
    }
)


def _label(name: str, parent: QWidget, *, bold: bool = False, scale: float = 1.0) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    if bold or scale != 1.0:
        font = QFont(label.font())
        font.setBold(bold)
        font.setPointSizeF(font.pointSizeF() * scale)
        label.setFont(font)
    return label


class QuestionPage(QWidget):
    """Signals: ``next_requested()`` (Next after the feedback), ``hint_requested()`` and
    ``stop_requested()`` (end the quiz early). The answer comes from ``answer_input.submitted``."""

    next_requested = Signal()
    hint_requested = Signal()
    stop_requested = Signal()
    rule_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("questionPage")
        self._question: Question | None = None
        self._outcome: Outcome | None = None
        self._mode = TrainingMode.PRACTICE
        self._number = 0
        self._total = 0
        self._score: tuple[int, int, int] | None = None
        self._hint_shown = False
        self._problem_text = ""
        self._verdict_body = ""
        # Each widget is made where it stands, top to bottom: one made apart and put in afterwards
        # takes its style anew, every widget in it (that was half of the page's making).
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 10, 0, 10)
        layout.setSpacing(6)
        status_box = QWidget(self)
        self._make_status(status_box)
        layout.addWidget(status_box)
        self._scroll = QScrollArea(self)
        self._scroll.setObjectName("questionScroll")
        self._scroll.setWidget(self._make_body(self._scroll))
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self._scroll, 1)
        buttons_box = QWidget(self)
        self._make_buttons(buttons_box)
        layout.addWidget(buttons_box)
        self._connect_signals()
        self.retranslate()

    def _make_status(self, box: QWidget) -> None:
        """Where we are: question n of N, the score and the streak; Stop and the timer ring."""
        self.progress = _label("quizProgress", box, bold=True)
        self.score_label = _label("quizScore", box)
        self.streak_label = _label("quizStreak", box)
        self.stop_button = QPushButton(box)
        self.stop_button.setObjectName("stopButton")
        self.stop_button.setFlat(True)
        self.stop_button.setFixedSize(30, 30)
        self.ring = TimerRing(box)
        status = QHBoxLayout(box)
        status.setContentsMargins(12, 0, 12, 0)
        status.setSpacing(10)
        numbers = QVBoxLayout()
        numbers.setSpacing(0)
        numbers.addWidget(self.progress)
        numbers.addWidget(self.score_label)
        numbers.addWidget(self.streak_label)
        status.addLayout(numbers, 1)
        status.addWidget(self.stop_button, 0, Qt.AlignmentFlag.AlignTop)
        status.addWidget(self.ring, 0, Qt.AlignmentFlag.AlignTop)

    def _make_body(self, scroll: QScrollArea) -> QWidget:
        """What scrolls: the question's words, the answer input, the hint and the verdict."""
        body = QWidget(scroll.viewport())
        body.setObjectName("questionBody")
        self.heading = _label("quizHeading", body)
        self.details = _label("quizDetails", body)
        self.prompt = _label("quizPrompt", body, bold=True, scale=1.2)
        self.answer_input = AnswerInput(body)
        self.problem = _label("quizProblem", body)
        self.hint_button = QPushButton(body)
        self.hint_button.setObjectName("hintButton")
        self.hint_label = _label("quizHint", body)
        self.feedback = QFrame(body)
        self.feedback.setObjectName("quizFeedback")
        self.verdict_mark = _label("quizVerdictMark", self.feedback, bold=True, scale=1.1)
        self.verdict_lines = _label("quizVerdictLines", self.feedback)
        self.verdict_lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        link_label(self.verdict_lines)  # the rules cited open in the Rules view
        self.verdict_lines.linkActivated.connect(self._link)
        feedback = QVBoxLayout(self.feedback)
        feedback.setContentsMargins(10, 8, 10, 8)
        feedback.setSpacing(4)
        feedback.addWidget(self.verdict_mark)
        feedback.addWidget(self.verdict_lines)
        inner = QVBoxLayout(body)
        inner.setContentsMargins(12, 4, 12, 8)
        inner.setSpacing(8)
        for widget in (
            self.heading,
            self.details,
            self.prompt,
            self.answer_input,
            self.problem,
            self.hint_button,
            self.hint_label,
            self.feedback,
        ):
            inner.addWidget(widget)
        inner.addStretch(1)
        return body

    def _make_buttons(self, box: QWidget) -> None:
        """Confirm and Next, side by side under what scrolls."""
        self.confirm_button = QPushButton(box)
        self.confirm_button.setObjectName("confirmButton")
        self.next_button = QPushButton(box)
        self.next_button.setObjectName("nextButton")
        buttons = QHBoxLayout(box)
        buttons.setContentsMargins(12, 0, 12, 0)
        buttons.setSpacing(8)
        for button in (self.confirm_button, self.next_button):
            button.setMinimumHeight(36)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            buttons.addWidget(button, 1)

    def _connect_signals(self) -> None:
        self.confirm_button.clicked.connect(self.answer_input.confirm)
        self.next_button.clicked.connect(self.next_requested)
        self.hint_button.clicked.connect(self.hint_requested)
        self.stop_button.clicked.connect(self.stop_requested)
        self.answer_input.problem.connect(self.show_problem)
        self.answer_input.amount.changed.connect(lambda: self.show_problem(""))
        self.answer_input.choices.changed.connect(self._keep_pick_in_view)

    # ----------------------------------------------------------------------------- API

    @property
    def question(self) -> Question | None:
        return self._question

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def answered(self) -> bool:
        return self._outcome is not None

    def set_question(
        self, question: Question, mode: TrainingMode, number: int, total: int, *, timed: bool = False
    ) -> None:
        """Ask ``question`` (number ``number`` of ``total``) in ``mode``; ``timed``: its clock shows."""
        self._question, self._outcome, self._mode = question, None, mode
        self._number, self._total = number, total
        self._hint_shown = False
        self._problem_text = ""
        self.answer_input.set_question(question)
        self.ring.clear()
        set_shown(self.ring, timed)  # (kept on show from a timed question to the next)
        self._refresh()
        self._scroll.verticalScrollBar().setValue(0)
        self.answer_input.focus_editor()

    def set_score(self, right: int, asked: int, streak: int) -> None:
        self._score = (right, asked, streak)
        self._refresh_score()

    def set_time(self, remaining: float, limit: float, hard: bool) -> None:  # noqa: FBT001
        set_shown(self.ring, True)
        self.ring.set_time(remaining, limit, hard)

    def show_hint(self) -> None:
        self._hint_shown = True
        self._refresh()

    def show_problem(self, text: str) -> None:
        self._problem_text = text
        self.problem.setText(text)
        set_shown(self.problem, bool(text))

    def show_outcome(self, outcome: Outcome) -> None:
        """The answer is in: freeze the input and, when the mode gives feedback, show the verdict."""
        self._outcome = outcome
        self._problem_text = ""
        self.answer_input.show_grade(outcome.grade)
        self._refresh()
        if outcome.feedback:
            self.next_button.setFocus()
            self._scroll.ensureWidgetVisible(self.feedback, 0, 0)  # the verdict in sight, even at 800x560

    def _keep_pick_in_view(self) -> None:
        """A choice toggled by its number key, though below the fold, is scrolled into sight."""
        picked = self.answer_input.choices.last_picked
        if picked is not None:
            self._scroll.ensureWidgetVisible(picked, 0, 8)

    def _link(self, link: str) -> None:
        number = rule_of_link(link)
        if number is not None:
            self.rule_requested.emit(number)

    def verdict_text(self) -> str:
        """The verdict in one line for the strip: what was right, why, and the rules."""
        outcome, question = self._outcome, self._question
        if outcome is None or question is None:
            return ""
        lines = quiz_words.grade_lines(question, outcome.grade, timed_out=outcome.timed_out)
        first = lines[0].removeprefix("✓ ").removeprefix("✗ ")
        rest = lines[1:]
        rules = rest[-1] if outcome.grade.rules and rest else ""
        reasons = rest[:-1] if rules else rest
        why = reasons[0] if reasons else ""
        if why.endswith(":") and len(reasons) > 1:  # a heading: what it announces comes next
            why = f"{why} {reasons[1]}"
        return " ".join(part for part in (first, why, f"({rules})" if rules else "") if part)

    # ----------------------------------------------------------------------------- language

    def retranslate(self) -> None:
        self.hint_button.setText(self.tr("Hint (H)"))
        self.hint_button.setToolTip(self.tr("Show a hint: the rule to apply, not the answer (H)"))
        self.hint_button.setAccessibleName(self.tr("Hint"))
        self.confirm_button.setText(self.tr("Answer (Enter)"))
        self.confirm_button.setToolTip(self.tr("Give this answer (Enter)"))
        self.confirm_button.setAccessibleName(self.tr("Answer"))
        self.next_button.setText(self.tr("Next (Enter)"))
        self.next_button.setToolTip(self.tr("On to the next question (Enter or Space)"))
        self.next_button.setAccessibleName(self.tr("Next question"))
        self.stop_button.setText("✕")
        self.stop_button.setToolTip(self.tr("End the quiz now and see the summary"))
        self.stop_button.setAccessibleName(self.tr("End the quiz"))
        self.prompt.setAccessibleName(self.tr("Question"))
        self.feedback.setAccessibleName(self.tr("Verdict"))
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------------------- rendering

    def _refresh(self) -> None:
        question = self._question
        if question is None:
            return
        progress = self.tr("Question {number} of {total}")
        self.progress.setText(progress.format(number=self._number, total=self._total))
        self.heading.setText(quiz_words.question_lines(question)[0])
        details = self._details(question)
        self.details.setText("\n".join(details))
        set_shown(self.details, bool(details))
        self.prompt.setText(quiz_words.prompt_text(question))
        self.prompt.setAccessibleDescription(" ".join([self.heading.text(), *details]))
        hints = self._mode is TrainingMode.LEARN
        set_shown(self.hint_button, hints and not self._hint_shown and self._outcome is None)
        self.hint_label.setText(
            self.tr("Hint: {hint}").format(hint=quiz_words.hint_text(question)) if self._hint_shown else ""
        )
        set_shown(self.hint_label, self._hint_shown)
        self.problem.setText(self._problem_text)
        set_shown(self.problem, bool(self._problem_text))
        self._refresh_feedback()
        self._refresh_score()
        waiting = self._outcome is None
        set_shown(self.confirm_button, waiting and question.answer_type in _CONFIRMED)
        set_shown(self.next_button, not waiting and self._outcome is not None and self._outcome.feedback)
        if self._number >= self._total:
            self.next_button.setText(self.tr("Summary (Enter)"))
            self.next_button.setAccessibleName(self.tr("Show the summary"))
        else:
            self.next_button.setText(self.tr("Next (Enter)"))
            self.next_button.setAccessibleName(self.tr("Next question"))

    def _details(self, question: Question) -> list[str]:
        """What the picture cannot say (``quiz_words.window_detail_lines``)."""
        return quiz_words.window_detail_lines(question)

    def _refresh_feedback(self) -> None:
        outcome, question = self._outcome, self._question
        if outcome is None or question is None or not outcome.feedback:
            set_shown(self.feedback, False)
            return
        lines = quiz_words.grade_lines(question, outcome.grade, timed_out=outcome.timed_out)
        if outcome.correct:
            mark, state = self.tr("✓ Right"), "right"
        elif outcome.timed_out:
            mark, state = self.tr("✗ Out of time"), "wrong"
        else:
            mark, state = self.tr("✗ Wrong"), "wrong"
        # The mark above says right or wrong; the first line keeps only what the answer was.
        body = lines[1:] if outcome.correct else [lines[0].removeprefix("✗ "), *lines[1:]]
        if outcome.slow and outcome.correct:
            body.append(
                self.tr("Right, but slower than the dealer's pace: {time}.").format(
                    time=format_seconds(outcome.seconds)
                )
            )
        self.verdict_mark.setText(mark)
        self._verdict_body = "\n".join(body)
        self.verdict_lines.setText(linked_html(self._verdict_body))
        for widget in (self.feedback, self.verdict_mark):
            widget.setProperty("verdict", state)
            widget.style().unpolish(widget)
            widget.style().polish(widget)
        set_shown(self.feedback, True)

    def _refresh_score(self) -> None:
        visible = self._score is not None and self._mode is not TrainingMode.EXAM
        set_shown(self.score_label, visible)
        set_shown(self.streak_label, visible)
        if self._score is None:
            return
        right, asked, streak = self._score
        self.score_label.setText(self.tr("Score {right}/{asked}").format(right=right, asked=asked))
        self.streak_label.setText(self.tr("Streak {streak}").format(streak=streak))
        self.score_label.setAccessibleName(self.tr("Score"))
        self.streak_label.setAccessibleName(self.tr("Streak"))
