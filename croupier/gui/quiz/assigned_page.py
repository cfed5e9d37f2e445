""" "Assigned to you": the trainee's assignments (skills, questions, due date, progress, overdue) and the
instructor's exams (questions, pass mark, time limit, sittings left, the result so far), each with
the one button that starts it. ``free_practice_requested()`` leads to the quiz's own start screen."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from croupier.i18n import format_datetime, format_number, format_percent
from croupier.store.assigned import Assigned, AssignedWork, ExamToSit
from croupier.store.records import Exam
from croupier.words import quiz_words

__all__ = ["AssignedPage"]

_STYLE = """
#assignedItem { background: #1f2a24; border: 1px solid #3c4a41; border-radius: 8px; }
#assignedItem[state="overdue"] { border: 2px solid #d9534f; }
#assignedItem[state="done"] { border: 1px solid #2f6b3a; }
#assignedStatus[state="overdue"] { color: #ff8a80; font-weight: bold; }
#assignedStatus[state="done"] { color: #9ad29a; font-weight: bold; }
"""


def _date(when: datetime) -> str:
    moment = QDateTime.fromSecsSinceEpoch(int(when.timestamp()))
    return QLocale().toString(moment.date(), QLocale.FormatType.ShortFormat)


def _wrapping(text: str) -> QLabel:
    """A label that wraps to the width it is given, never asking for more."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return label


def _minutes(seconds: int) -> str:
    return format_number(max(1, round(seconds / 60)))


class AssignedPage(QWidget):
    assignment_requested = Signal(object)  # AssignedWork
    exam_requested = Signal(object)  # ExamToSit
    certificate_requested = Signal(object)  # ExamResult: a sealed pass
    free_practice_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("assignedPage")
        self.setStyleSheet(_STYLE)
        self._assigned = Assigned()
        self._notice: str | None = None
        self._now: Callable[[], datetime] = lambda: datetime.now(UTC)
        # The start button of each item: ("assignment" | "exam", id) → button.
        self.buttons: dict[tuple[str, int], QPushButton] = {}
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setObjectName("assignedNotice")
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self._items = QWidget()
        self._items_layout = QVBoxLayout(self._items)
        self._items_layout.setContentsMargins(0, 0, 0, 0)
        self._items_layout.setSpacing(8)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self._items)
        self._scroll = scroll
        self.free_button = QPushButton()
        self.free_button.setMinimumHeight(36)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(8)
        layout.addWidget(self.title)
        layout.addWidget(self.notice)
        layout.addWidget(self.empty)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.free_button)
        self.free_button.clicked.connect(self.free_practice_requested)
        self.retranslate()

    def set_clock(self, now: object) -> None:
        """The moment "overdue" is judged against (tests)."""
        self._now = now  # type: ignore[assignment]

    def show_assigned(self, assigned: Assigned, notice: str | None = None) -> None:
        self._assigned = assigned
        self._notice = notice
        self._rebuild()

    def show_problem(self, text: str) -> None:
        """Say why what was asked for did not start (an exam the school did not begin)."""
        self._notice = "⚠ " + text
        self.retranslate()

    @property
    def notice_text(self) -> str:
        return self.notice.text()

    @property
    def assigned(self) -> Assigned:
        return self._assigned

    # ----------------------------------------------------------------------------- building

    def _rebuild(self) -> None:
        while self._items_layout.count():
            item = self._items_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.buttons.clear()
        for exam in self._assigned.exams:
            self._items_layout.addWidget(self._exam_item(exam))
        for work in self._assigned.work:
            self._items_layout.addWidget(self._work_item(work))
        self._items_layout.addStretch(1)
        self.retranslate()

    def _item(
        self, heading: str, lines: list[str], status: str, state: str, button: QPushButton | None
    ) -> QFrame:
        frame = QFrame()
        frame.setObjectName("assignedItem")
        frame.setProperty("state", state)
        inner = QVBoxLayout(frame)
        inner.setContentsMargins(10, 8, 10, 8)
        inner.setSpacing(3)
        title = _wrapping(heading)
        font = QFont(title.font())
        font.setBold(True)
        title.setFont(font)
        inner.addWidget(title)
        for text in lines:
            inner.addWidget(_wrapping(text))
        status_label = _wrapping(status)
        status_label.setObjectName("assignedStatus")
        status_label.setProperty("state", state)
        inner.addWidget(status_label)
        if button is not None:
            # A row of its own: the words stay whole in a narrow panel and in German.
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            inner.addWidget(button, 0, Qt.AlignmentFlag.AlignRight)
        frame.setAccessibleName(heading)
        frame.setAccessibleDescription(" ".join([*lines, status]))
        return frame

    def _skills(self, skills: tuple[str, ...]) -> str:
        return ", ".join(quiz_words.skill_name(skill) for skill in skills)

    def _work_item(self, work: AssignedWork) -> QFrame:
        assignment = work.assignment
        lines = [
            self.tr("Skills: {skills}").format(skills=self._skills(assignment.skills)),
            self.tr("%n question(s)", "", assignment.questions)
            + (
                self.tr(" · due {date}").format(date=_date(assignment.due_at))
                if assignment.due_at is not None
                else ""
            ),
        ]
        if assignment.note:
            lines.append(assignment.note)
        progress = self.tr("{answered} of {total} answered, {right} right").format(
            answered=format_number(min(work.answered, assignment.questions)),
            total=format_number(assignment.questions),
            right=format_number(work.correct),
        )
        if work.done:
            state, status = "done", "✓ " + self.tr("Done") + " · " + progress
        elif work.overdue(self._now()):
            state, status = "overdue", "⚠ " + self.tr("Overdue") + " · " + progress
        else:
            state, status = "open", progress
        button = QPushButton(
            self.tr("Practise again") if work.done else self.tr("Practise (%n left)", "", work.remaining)
        )
        button.setObjectName("assignmentStart")
        button.setAccessibleName(self.tr("Start {name}").format(name=assignment.drill_set))
        button.clicked.connect(lambda: self.assignment_requested.emit(work))
        self.buttons[("assignment", assignment.id)] = button
        return self._item(assignment.drill_set, lines, status, state, button)

    def _exam_item(self, item: ExamToSit) -> QFrame:
        exam = item.exam
        games = (
            ", ".join(quiz_words.variant_name(code) for code in exam.variants)
            if exam.variants
            else self.tr("all three games")
        )
        facts = [
            self.tr("%n question(s)", "", exam.questions),
            self.tr("pass mark {mark}").format(mark=format_percent(exam.pass_mark)),
        ]
        if exam.time_limit is not None:
            facts.append(self.tr("{minutes} min").format(minutes=_minutes(exam.time_limit)))
        lines = [
            " · ".join(facts),
            self.tr("Skills: {skills}").format(skills=self._skills(exam.skills)),
            self.tr("Games: {games}").format(games=games),
        ]
        best = item.best
        button = None
        if item.passed and best is not None:
            state = "done"
            status = "✓ " + self.tr("Passed with {score}").format(score=format_percent(best.score))
            sealed = next((result for result in item.results if result.certificate), None)
            if sealed is not None:
                status += " · " + self.tr("certificate {code}").format(code=sealed.certificate)
                button = QPushButton(self.tr("Save the certificate (PDF)…"))
                button.setObjectName("certificateSave")
                button.clicked.connect(lambda: self.certificate_requested.emit(sealed))
                self.buttons[("certificate", exam.id)] = button
            else:
                status += " · " + self.tr("the certificate follows once the instructor has checked it")
        elif item.sittings_left == 0:
            state = "overdue"
            status = self.tr("No sittings left") + (
                " · " + self.tr("best {score}").format(score=format_percent(best.score)) if best else ""
            )
        else:
            state = "open"
            status = self.tr("%n sitting(s) left", "", item.sittings_left)
            if best is not None:
                status += " · " + self.tr("last {score}").format(score=format_percent(item.results[-1].score))
            window = self._window_text(exam)
            if window:
                status += " · " + window
                if not item.open:
                    state = "overdue"
        if item.open:
            button = QPushButton(self.tr("Start exam"))
            button.setObjectName("examStart")
            button.setAccessibleName(self.tr("Start the exam {name}").format(name=exam.name))
            button.clicked.connect(lambda: self.exam_requested.emit(item))
            self.buttons[("exam", exam.id)] = button
        return self._item(self.tr("Exam: {name}").format(name=exam.name), lines, status, state, button)

    def _window_text(self, exam: Exam) -> str:
        """When the exam may be begun, if it has a window (or that it is withdrawn)."""
        now = datetime.now(UTC)
        if exam.withdrawn_at is not None:
            return self.tr("withdrawn by the instructor")
        if exam.opens_at is not None and now < exam.opens_at:
            return self.tr("opens {when}").format(when=format_datetime(exam.opens_at))
        if exam.closes_at is not None and now >= exam.closes_at:
            return self.tr("closed {when}").format(when=format_datetime(exam.closes_at))
        if exam.closes_at is not None:
            return self.tr("open until {when}").format(when=format_datetime(exam.closes_at))
        return ""

    # ----------------------------------------------------------------------------- text

    def retranslate(self) -> None:
        self.title.setText(self.tr("Assigned to you"))
        self.notice.setText(self._notice or "")
        self.notice.setVisible(bool(self._notice))
        empty = not self._assigned
        self.empty.setText(self.tr("Nothing is assigned to you at the moment: practise what you like."))
        self.empty.setVisible(empty)
        self._scroll.setVisible(not empty)
        self.free_button.setText(self.tr("Free practice…"))
        self.free_button.setToolTip(self.tr("Choose a quiz of your own: mode, skills, questions"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._rebuild()
        super().changeEvent(event)
