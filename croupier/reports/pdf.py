"""PDF reports for one trainee and for the class, in the language and number format now installed.

``trainee_report(store, trainee_id, path)``: a title page with the key figures; accuracy and median
time per skill (table and bar chart); the trend by day, assignments and exam results.
``class_report(store, path)``: a title page; the trainees; the skills over the class (table and bar
chart); the class's trend, exam results and assignments. Both return the number of pages written.
Needs a ``QGuiApplication`` (fonts); raises ``ReportError`` when the file cannot be written.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from datetime import date, datetime, tzinfo
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QRectF
from PySide6.QtGui import QColor, QPainter

from croupier.drills.skill_catalogue import SKILL_NAMES
from croupier.drills.skill_rules import rules_text, skill_rules
from croupier.i18n import format_number, format_percent, format_seconds
from croupier.reports.charts import (
    Bar,
    Series,
    accuracy_fill,
    day_month_format,
    paint_bar_chart,
    paint_line_chart,
)
from croupier.reports.document import Cell, Column, ReportDocument
from croupier.reports.pace import pace_section
from croupier.reports.summary import trainee_summary, weakest_skill
from croupier.words.skill_words import skill_name

if TYPE_CHECKING:
    from croupier.store import Assignment, AssignmentProgress, SkillStats, Store, TrendPoint

__all__ = [
    "LocaleWords",
    "SkillLine",
    "accuracy_cell",
    "assignment_rows",
    "assignments_section",
    "bar_chart",
    "begin_report",
    "footer_line",
    "report_words",
    "result_cell",
    "skill_bars",
    "skill_table",
    "trainee_report",
    "trend_charts",
]

translate = QCoreApplication.translate

SkillTitle = Callable[[str], str]
ACCURACY_LINE = QColor("#1f5fa8")
TIME_LINE = QColor("#b05a12")
TARGET = 0.8


class LocaleWords:
    """Numbers and dates the way the locale writes them."""

    def __init__(self, locale: QLocale, tz: tzinfo | None) -> None:
        self.locale = locale
        self.tz = tz

    def number(self, value: int) -> str:
        return format_number(value, self.locale)

    def percent(self, share: float | None) -> str:
        return "–" if share is None else format_percent(share, self.locale)

    def score(self, correct: int, total: int) -> str:
        """``17 / 20 (85 %)``"""
        share = self.percent(correct / total if total else None)
        return f"{self.number(correct)} / {self.number(total)} ({share})"

    def seconds(self, value: float | None) -> str:
        return "–" if value is None else format_seconds(value, self.locale)

    def day(self, when: datetime | date | None, *, long: bool = False) -> str:
        if when is None:
            return "–"
        local = when.astimezone(self.tz).date() if isinstance(when, datetime) else when
        kind = QLocale.FormatType.LongFormat if long else QLocale.FormatType.ShortFormat
        return self.locale.toString(QDate(local.year, local.month, local.day), kind)

    def short_day(self, when: datetime) -> str:
        """Day and month only, for chart axes: the locale's short date without the year."""
        local = when.astimezone(self.tz).date()
        return self.locale.toString(QDate(local.year, local.month, local.day), day_month_format(self.locale))


def accuracy_cell(words: LocaleWords, share: float | None) -> Cell:
    if share is None:
        return Cell("–")
    return Cell(words.percent(share), accuracy_fill(share, light=True))


class SkillLine(NamedTuple):
    """A skill's row of a report's skill table: its counts (one a count column), its accuracy and,
    where the table has the column, its median answer time."""

    skill: str
    counts: tuple[int, ...]
    accuracy: float
    median_seconds: float | None = None


def skill_table(
    document: ReportDocument,
    words: LocaleWords,
    skill_title: SkillTitle,
    lines: Sequence[SkillLine],
    counts: Sequence[Column],
    *,
    median: bool,
) -> None:
    """The skills' table of a report: each skill's name, its rules, ``counts``' columns, its
    accuracy and (``median``) its median time."""
    columns = [
        Column(translate("Report", "Skill"), 3.4),
        Column(translate("Report", "Rules"), 1.7),
        *counts,
        Column(translate("Report", "Accuracy"), 1.3, numeric=True),
    ]
    if median:
        columns.append(Column(translate("Report", "Median time"), 1.4, numeric=True))
    rows: list[list[Cell | str]] = [
        [
            skill_title(line.skill),
            rules_text(skill_rules(line.skill)),
            *(words.number(count) for count in line.counts),
            accuracy_cell(words, line.accuracy),
            *([words.seconds(line.median_seconds)] if median else []),
        ]
        for line in lines
    ]
    document.table(columns, rows)


def skill_bars(
    document: ReportDocument,
    words: LocaleWords,
    skill_title: SkillTitle,
    lines: Sequence[SkillLine],
    title: str,
) -> None:
    """The skills' accuracy as a bar chart under ``title``."""
    bars = [Bar(skill_title(line.skill), line.accuracy, words.percent(line.accuracy)) for line in lines]
    bar_chart(document, bars, title, words)


def _skill_order(stats: Sequence[SkillStats]) -> list[SkillStats]:
    ranking = {name: index for index, name in enumerate(SKILL_NAMES)}
    return sorted(stats, key=lambda stat: (ranking.get(stat.skill, len(ranking)), stat.skill))


def _bar_height(document: ReportDocument, count: int) -> float:
    return document.mm(21) + count * document.mm(7.5)


def bar_chart(document: ReportDocument, bars: Sequence[Bar], title: str, words: LocaleWords) -> None:
    if not bars:
        return
    mark = translate("Report", "Target {percent}").format(percent=words.percent(TARGET))

    def draw(painter: QPainter, rect: QRectF) -> None:
        ticks = [(share, words.percent(share)) for share in (0.0, 0.25, 0.5, 0.75, 1.0)]
        paint_bar_chart(
            painter, rect, bars, title=title, mm=document.mm(1), ticks=ticks, target=(TARGET, mark)
        )

    document.chart(_bar_height(document, len(bars)), draw)


def trend_charts(document: ReportDocument, points: Sequence[TrendPoint], words: LocaleWords) -> None:
    if not points:
        document.paragraph(translate("Report", "No answers yet."))
        return
    labels = [words.short_day(point.start) for point in points]
    accuracy = Series(
        translate("Report", "Accuracy"), tuple(point.accuracy for point in points), ACCURACY_LINE
    )
    ticks = [(share, words.percent(share)) for share in (0.0, 0.25, 0.5, 0.75, 1.0)]

    def draw_accuracy(painter: QPainter, rect: QRectF) -> None:
        paint_line_chart(
            painter,
            rect,
            labels,
            [accuracy],
            title=translate("Report", "Accuracy by day"),
            ticks=ticks,
            mm=document.mm(1),
        )

    document.chart(document.mm(70), draw_accuracy)
    slowest = max(point.median_seconds for point in points)
    step = _nice_step(slowest)
    time_ticks = [(step * index, words.seconds(step * index)) for index in range(5)]
    pace = Series(
        translate("Report", "Median answer time"),
        tuple(point.median_seconds for point in points),
        TIME_LINE,
        square=True,
        dashed=True,
    )

    def draw_time(painter: QPainter, rect: QRectF) -> None:
        paint_line_chart(
            painter,
            rect,
            labels,
            [pace],
            title=translate("Report", "Median answer time by day"),
            ticks=time_ticks,
            mm=document.mm(1),
        )

    document.chart(document.mm(60), draw_time)


def _nice_step(largest: float) -> float:
    """A round tick step so that four steps cover ``largest`` seconds."""
    for step in (0.5, 1, 2, 2.5, 5, 10, 15, 30, 60, 120, 300):
        if step * 4 >= largest:
            return float(step)
    return float(int(largest / 4) + 1)


def assignment_rows(
    assignments: Sequence[Assignment],
    *,
    names: dict[int, str],
    class_names: Callable[[], dict[int, str]],
    progress_of: Callable[[Assignment], list[AssignmentProgress]],
    words: LocaleWords,
    now: datetime,
) -> list[list[Cell | str]]:
    """The assignments' rows: whom each is for (``names``: every trainee's, archived too;
    ``class_names``, asked only for an assignment to a class), the skills, the answers given of those
    wanted (``progress_of`` the trainees it concerns), when due and where it stands."""
    rows: list[list[Cell | str]] = []
    classes = class_names() if any(assignment.class_id is not None for assignment in assignments) else {}
    for assignment in assignments:
        progress = progress_of(assignment)
        done = sum(1 for item in progress if item.done)
        answered = sum(min(item.answered, assignment.questions) for item in progress)
        wanted = assignment.questions * len(progress)
        if progress and done == len(progress):
            status = Cell(translate("Report", "Done"), accuracy_fill(1.0, light=True))
        elif assignment.due_at is not None and assignment.due_at < now:
            status = Cell(translate("Report", "Overdue"), accuracy_fill(0.0, light=True))
        else:
            status = Cell(translate("Report", "Open"))
        if assignment.trainee_id is not None:
            who = names.get(assignment.trainee_id, "?")
        elif assignment.class_id is not None:
            who = translate("Report", "Class: {name}").format(name=classes.get(assignment.class_id, "?"))
        else:
            who = translate("Report", "Whole class")
        rows.append(
            [
                assignment.drill_set,
                who,
                ", ".join(skill_name(skill) for skill in assignment.skills),
                f"{words.number(answered)} / {words.number(wanted)}",
                words.day(assignment.due_at),
                status,
            ]
        )
    return rows


def _assignment_columns() -> list[Column]:
    return [
        Column(translate("Report", "Assignment"), 2.2),
        Column(translate("Report", "For"), 1.6),
        Column(translate("Report", "Skills"), 3.0),
        Column(translate("Report", "Answered"), 1.5, numeric=True),
        Column(translate("Report", "Due"), 1.5, numeric=True),
        Column(translate("Report", "Status"), 1.3),
    ]


def assignments_section(document: ReportDocument, rows: list[list[Cell | str]]) -> None:
    document.heading(translate("Report", "Assignments"), level=2)
    if not rows:
        document.paragraph(translate("Report", "No assignments."))
        return
    document.table(_assignment_columns(), rows)


def result_cell(passed: bool) -> Cell:  # noqa: FBT001
    if passed:
        return Cell(translate("Report", "Passed"), accuracy_fill(1.0, light=True), bold=True)
    return Cell(translate("Report", "Not passed"), accuracy_fill(0.0, light=True), bold=True)


def footer_line(document_title: str, words: LocaleWords, now: datetime) -> str:
    return translate("Report", "{title} · created {date}").format(title=document_title, date=words.day(now))


def report_words(
    locale: QLocale | None, tz: tzinfo | None, now: datetime | None
) -> tuple[LocaleWords, datetime]:
    """The numbers and dates of a report (the locale given, else the one installed) and its moment."""
    words = LocaleWords(locale if locale is not None else QLocale(), tz)
    return words, now if now is not None else datetime.now().astimezone()


def begin_report(
    path: Path | str,
    words: LocaleWords,
    moment: datetime,
    title: str,
    subject: str,
    *,
    lines: Sequence[str] = (),
    about_subject: bool = True,
) -> ReportDocument:
    """The skeleton every report shares: the document named "title: subject" (or just the title,
    when the report is not ``about_subject``) with its footer, then the title block (the title, the
    subject, "Created on …" and ``lines``) and the space below it."""
    named = subject if about_subject else title
    document = ReportDocument(
        Path(path),
        title=f"{title}: {subject}" if about_subject else title,
        footer=footer_line(named, words, moment),
        locale=words.locale,
    )
    created = translate("Report", "Created on {date}").format(date=words.day(moment, long=True))
    document.title_block(title, subject, [created, *lines])
    document.skip(document.mm(10))
    return document


# ----------------------------------------------------------------------------------- trainee


def trainee_report(
    store: Store,
    trainee_id: int,
    path: Path | str,
    *,
    skill_title: SkillTitle = skill_name,
    locale: QLocale | None = None,
    tz: tzinfo | None = None,
    now: datetime | None = None,
) -> int:
    """Write one trainee's progress report to ``path``; returns the number of pages."""
    words, moment = report_words(locale, tz, now)
    summary = trainee_summary(store, trainee_id)
    trainee = summary.trainee
    attempts = store.attempts_for(trainee_id)
    title = translate("Report", "Progress report")
    lines = []
    if attempts:
        lines.append(
            translate("Report", "Answers from {first} to {last}").format(
                first=words.day(attempts[0].answered_at), last=words.day(attempts[-1].answered_at)
            )
        )
    if trainee.archived_at is not None:
        lines.append(translate("Report", "Archived on {date}").format(date=words.day(trainee.archived_at)))
    document = begin_report(path, words, moment, title, trainee.name, lines=lines)
    timed = [a.seconds for a in attempts if a.seconds is not None]  # untimed answers have no time
    median = statistics.median(timed) if timed else None
    document.figures(
        [
            (words.number(summary.sessions), translate("Report", "Practice sessions")),
            (words.number(summary.attempts), translate("Report", "Questions answered")),
            (words.percent(summary.accuracy), translate("Report", "Correct answers")),
            (words.seconds(median), translate("Report", "Median answer time")),
        ]
    )
    weakest = weakest_skill(summary.skills)
    if weakest is not None:
        document.paragraph(
            translate("Report", "Practise next: {skill} ({percent} correct; rules {rules}).").format(
                skill=skill_title(weakest.skill),
                percent=words.percent(weakest.accuracy),
                rules=rules_text(skill_rules(weakest.skill)),
            ),
            points=11,
        )

    document.new_page()
    document.heading(translate("Report", "Accuracy and pace by skill"))
    stats = _skill_order(summary.skills)
    if stats:
        skill_lines = [
            SkillLine(stat.skill, (stat.attempts, stat.correct), stat.accuracy, stat.median_seconds)
            for stat in stats
        ]
        counts = [
            Column(translate("Report", "Questions"), 1.3, numeric=True),
            Column(translate("Report", "Correct"), 1.2, numeric=True),
        ]
        skill_table(document, words, skill_title, skill_lines, counts, median=True)
        skill_bars(document, words, skill_title, skill_lines, translate("Report", "Accuracy per skill"))
    else:
        document.paragraph(translate("Report", "No answers yet."))

    document.new_page()
    document.heading(translate("Report", "Trend"))
    trend_charts(document, store.dashboard.trend_by_day(trainee_id, tz=tz), words)
    everyone = {trainee.id: trainee.name for trainee in store.roster.trainees(include_archived=True)}
    rows = assignment_rows(
        store.assignments.for_trainee(trainee_id),
        names=everyone,
        class_names=lambda: {school_class.id: school_class.name for school_class in store.classes.classes()},
        progress_of=lambda assignment: [store.assignments.progress(assignment.id, trainee_id)],
        words=words,
        now=moment,
    )
    assignments_section(document, rows)
    pace_section(
        document,
        {trainee_id: everyone.get(trainee_id, "")},
        store.paces.hands(trainee_id=trainee_id),
        target=store.school.pace_target(trainee_id=trainee_id),
    )
    document.heading(translate("Report", "Exam results"), level=2)
    results = store.exams.results(trainee_id=trainee_id)
    if results:
        exams = {exam.id: exam for exam in store.exams.exams()}
        document.table(
            [
                Column(translate("Report", "Exam"), 3),
                Column(translate("Report", "Taken"), 1.4, numeric=True),
                Column(translate("Report", "Score"), 1.6, numeric=True),
                Column(translate("Report", "Pass mark"), 1.3, numeric=True),
                Column(translate("Report", "Result"), 1.5),
            ],
            [
                [
                    exams[result.exam_id].name,
                    words.day(result.taken_at),
                    words.score(result.correct, result.total),
                    words.percent(exams[result.exam_id].pass_mark),
                    result_cell(result.passed),
                ]
                for result in results
            ],
        )
    else:
        document.paragraph(translate("Report", "No exams taken."))
    return document.save()
