"""The end of a quiz: the score, pass or fail in an exam, the best streak, and what went wrong skill
by skill (the weakest first), with one button to practise the weakest skill at once."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QUrl, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from croupier.drills import Outcome, SkillSummary, Summary, TrainingMode
from croupier.gui.rule_links import linked_html, rule_of_link
from croupier.i18n import format_percent, format_seconds
from croupier.store.records import Exam
from croupier.store.writes import ExamFinished
from croupier.words import quiz_words

__all__ = ["QuizSummary"]


def _clock(seconds: float) -> str:
    """Minutes and seconds: 12:05."""
    whole = round(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


class QuizSummary(QWidget):
    """``show_summary(summary)``. Signals: ``practise_requested(skill)`` (the weakest skill's button,
    Enter), ``again_requested()`` (the same quiz again), ``new_requested()`` (back to the start)."""

    practise_requested = Signal(str)
    again_requested = Signal()
    new_requested = Signal()
    certificate_requested = Signal(object)  # ExamFinished: a passed sitting
    rule_requested = Signal(str)  # a rule number clicked in a mistake

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quizSummary")
        self._summary: Summary | None = None
        self.title = QLabel()
        self.title.setObjectName("summaryTitle")
        self.title.setWordWrap(True)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.title.setFont(font)
        self.result = QLabel()
        self.result.setObjectName("summaryResult")
        self.result.setWordWrap(True)
        self.details = QTextBrowser()
        self.details.setObjectName("summaryDetails")
        self.details.setOpenLinks(False)
        self.details.anchorClicked.connect(self._link_clicked)
        self.details.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.weakest_button = QPushButton()
        self.weakest_button.setObjectName("weakestButton")
        self.weakest_button.setDefault(True)
        self.weakest_button.setMinimumHeight(38)
        self.again_button = QPushButton()
        self.new_button = QPushButton()
        self.certificate_button = QPushButton()
        self.certificate_button.setObjectName("certificateButton")
        self.certificate_button.setMinimumHeight(38)
        self.certificate_button.setVisible(False)
        more = QHBoxLayout()
        more.addWidget(self.again_button, 1)
        more.addWidget(self.new_button, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(8)
        layout.addWidget(self.title)
        layout.addWidget(self.result)
        layout.addWidget(self.details, 1)
        layout.addWidget(self.certificate_button)
        layout.addWidget(self.weakest_button)
        layout.addLayout(more)
        self.setFocusProxy(self.weakest_button)
        self.weakest_button.clicked.connect(self._practise)
        self.again_button.clicked.connect(self.again_requested)
        self.new_button.clicked.connect(self.new_requested)
        self.certificate_button.clicked.connect(self._certificate)
        self._sitting: ExamFinished | None = None
        self._exam: Exam | None = None
        self.retranslate()

    # ----------------------------------------------------------------------------- API

    @property
    def summary(self) -> Summary | None:
        return self._summary

    @property
    def weakest(self) -> str | None:
        """The skill the "practise" button starts: the weakest one of the quiz."""
        if self._summary is None or not self._summary.skills:
            return None
        return self._summary.skills[0].skill

    def show_summary(
        self, summary: Summary, *, sitting: ExamFinished | None = None, exam: Exam | None = None
    ) -> None:
        """The summary; for an instructor's exam also the sitting recorded (score, time, pass or
        not against the exam's pass mark, its certificate)."""
        self._summary = summary
        self._sitting = sitting
        self._exam = exam
        self._render()

    @property
    def sitting(self) -> ExamFinished | None:
        return self._sitting

    def text(self) -> str:
        """Everything the summary says, as plain text (tests, screen readers)."""
        return "\n".join([self.title.text(), self.result.text(), self.details.toPlainText()])

    # ----------------------------------------------------------------------------- language

    def retranslate(self) -> None:
        self.certificate_button.setText(self.tr("Save the certificate (PDF)…"))
        self.certificate_button.setToolTip(self.tr("A one-page certificate of this exam, to print"))
        self.again_button.setText(self.tr("Same again (A)"))
        self.again_button.setToolTip(self.tr("Start a quiz with the same choices (A)"))
        self.again_button.setAccessibleName(self.tr("Same again"))
        self.new_button.setText(self.tr("New quiz (Esc)"))
        self.new_button.setToolTip(self.tr("Back to the start screen (Esc)"))
        self.new_button.setAccessibleName(self.tr("New quiz"))
        self.details.setAccessibleName(self.tr("What went wrong, by skill, the weakest first"))
        self._render()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------------------- rendering

    def _render(self) -> None:
        summary = self._summary
        if summary is None:
            self.weakest_button.setVisible(False)
            return
        sitting = self._sitting
        if sitting is not None and self._exam is not None:
            self._render_sitting(sitting, self._exam)
        else:
            self.certificate_button.setVisible(False)
            self.again_button.setVisible(True)
            if summary.passed is True:
                self.title.setText(self.tr("Exam passed"))
            elif summary.passed is False:
                self.title.setText(self.tr("Exam not passed"))
            else:
                self.title.setText(self.tr("Quiz over"))
            lines = [
                self.tr("{right} of {asked} right ({share})").format(
                    right=summary.correct, asked=summary.asked, share=format_percent(summary.score)
                ),
                self.tr("Best streak: {streak}").format(streak=summary.best_streak),
            ]
            if summary.mode is TrainingMode.EXAM:
                lines.insert(1, self.tr("Pass mark: {share}").format(share=format_percent(summary.pass_mark)))
            self.result.setText("\n".join(lines))
        self.details.setHtml(self._details_html(summary))
        weakest = self.weakest
        self.weakest_button.setVisible(weakest is not None)
        if weakest is not None:
            name = quiz_words.skill_name(weakest)
            self.weakest_button.setText(self.tr("Practise {skill} (Enter)").format(skill=name))
            self.weakest_button.setToolTip(
                self.tr("Start a practice quiz on the weakest skill, {skill} (Enter)").format(skill=name)
            )
            self.weakest_button.setAccessibleName(self.tr("Practise the weakest skill"))

    def _render_sitting(self, sitting: ExamFinished, exam: Exam) -> None:
        if sitting.abandoned:
            title = self.tr("Exam “{name}” left before the end").format(name=exam.name)
        elif sitting.passed:
            title = self.tr("Exam “{name}” passed").format(name=exam.name)
        else:
            title = self.tr("Exam “{name}” not passed").format(name=exam.name)
        self.title.setText(title)
        share = sitting.correct / sitting.total if sitting.total else 0.0
        lines = [
            self.tr("{right} of {total} right ({share}); pass mark {mark}").format(
                right=sitting.correct,
                total=sitting.total,
                share=format_percent(share),
                mark=format_percent(exam.pass_mark),
            ),
            self.tr("Time taken: {time}").format(time=_clock(sitting.seconds or 0.0)),
        ]
        if sitting.abandoned:
            lines.append(self.tr("It counts as a sitting; the questions not answered count as wrong."))
        if sitting.passed:
            lines.append(
                self.tr(
                    "Your certificate is issued once the instructor's side has checked this sitting "
                    "again; it can then be saved from “Assigned to you”."
                )
            )
        self.result.setText("\n".join(lines))
        self.certificate_button.setVisible(False)
        self.again_button.setVisible(False)

    def _certificate(self) -> None:
        if self._sitting is not None and self._sitting.passed:
            self.certificate_requested.emit(self._sitting)

    def _details_html(self, summary: Summary) -> str:
        if not summary.asked:
            none = self.tr("No question was answered.")
            return f"<p>{escape(none)}</p>"
        heading = self.tr("What went wrong, by skill, the weakest first")
        parts = [f"<h3>{escape(heading)}</h3>"]
        if not any(skill.mistakes for skill in summary.skills):
            perfect = self.tr("No mistakes. Well dealt!")
            parts.append(f"<p>{escape(perfect)}</p>")
        parts.extend(self._skill_html(skill) for skill in summary.skills)
        return "".join(parts)

    def _skill_html(self, skill: SkillSummary) -> str:
        head = self.tr("{right} of {asked} right · {time} per answer").format(
            right=skill.correct, asked=skill.asked, time=format_seconds(skill.mean_seconds)
        )
        if skill.slow:
            head += " · " + self.tr("slow: {count}").format(count=skill.slow)
        html = f"<p><b>{escape(quiz_words.skill_name(skill.skill))}</b><br/>{escape(head)}</p>"
        if skill.mistakes:
            items = "".join(f"<li>{self._mistake_html(outcome)}</li>" for outcome in skill.mistakes)
            html += f"<ul>{items}</ul>"
        return html

    def _mistake_html(self, outcome: Outcome) -> str:
        question, grade = outcome.question, outcome.grade
        given = self.tr("out of time") if outcome.timed_out else quiz_words.answer_text(question, grade.given)
        line = self.tr("You: {given} · right: {expected}").format(
            given=given, expected=quiz_words.answer_text(question, grade.expected)
        )
        rules = ", ".join(grade.rules)
        tail = f" ({linked_html(rules)})" if rules else ""  # each number a link to the rule
        return f"{escape(quiz_words.prompt_text(question))}<br/><i>{escape(line)}</i>{tail}"

    def _link_clicked(self, url: QUrl) -> None:
        number = rule_of_link(url.toString())
        if number is not None:
            self.rule_requested.emit(number)

    def _practise(self) -> None:
        weakest = self.weakest
        if weakest is not None:
            self.practise_requested.emit(weakest)
