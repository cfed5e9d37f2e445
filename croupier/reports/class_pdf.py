"""The class report as a PDF, in the language and number format now installed: a title page; the
trainees; the skills over the class (table and bar chart); the class's trend, exam results, course,
dealer pace and assignments. Read from a store, or from a SQLite file through ``sqlite3`` alone
(:class:`croupier.store.class_read.ClassRead`: the same reads, ``croupier.reports.class_source``).
Needs a ``QGuiApplication`` (fonts); raises ``ReportError`` when the file cannot be written.
"""

from __future__ import annotations

from datetime import UTC, datetime, tzinfo
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from croupier.drills.skill_catalogue import SKILL_NAMES
from croupier.reports.class_source import ClassReads, StoreReads
from croupier.reports.course import course_section
from croupier.reports.document import Cell, Column, ReportDocument
from croupier.reports.pace import pace_section
from croupier.reports.pdf import (
    LocaleWords,
    SkillLine,
    SkillTitle,
    accuracy_cell,
    assignment_rows,
    assignments_section,
    begin_report,
    report_words,
    result_cell,
    skill_bars,
    skill_table,
    trend_charts,
)
from croupier.reports.summary import best_results, class_skill_summaries, summaries_of, weakest_skill
from croupier.store.class_read import ClassRead
from croupier.store.errors import UnknownRecordError
from croupier.words.skill_words import skill_name

if TYPE_CHECKING:
    from croupier.store import Store

__all__ = ["class_report"]

translate = QCoreApplication.translate


def class_report(
    store: Store | ClassRead,
    path: Path | str,
    *,
    skill_title: SkillTitle = skill_name,
    locale: QLocale | None = None,
    tz: tzinfo | None = None,
    now: datetime | None = None,
    class_id: int | None = None,
) -> int:
    """Write the class report (active trainees; ``class_id``: of that class only, its name in the
    title) to ``path``; returns the number of pages. The assignments stay the school's."""
    reads: ClassReads = store if isinstance(store, ClassRead) else StoreReads(store)
    words, moment = report_words(locale, tz, now)
    zone = tz or datetime.now().astimezone().tzinfo or UTC
    roster = reads.trainees(class_id=class_id)
    skill_stats, trend = reads.skill_stats_and_trend(tz=zone, class_id=class_id)
    summaries = summaries_of(roster, skill_stats, reads.activity())
    stats = [stat for summary in summaries for stat in summary.skills]
    title = translate("Report", "Class report")
    classes = reads.class_names()
    if class_id is not None:
        if class_id not in classes:
            raise UnknownRecordError(f"No class with id {class_id}")
        title = translate("Report", "Class report: {name}").format(name=classes[class_id])
    subject = translate("Report", "Progress of the active trainees")
    document = begin_report(path, words, moment, title, subject, about_subject=False)
    count = len(summaries)
    attempts = sum(summary.attempts for summary in summaries)
    correct = sum(summary.correct for summary in summaries)
    document.figures(
        [
            (words.number(count), translate("Report", "Trainees")),
            (words.number(sum(s.sessions for s in summaries)), translate("Report", "Practice sessions")),
            (words.number(attempts), translate("Report", "Questions answered")),
            (words.percent(correct / attempts if attempts else None), translate("Report", "Correct answers")),
        ]
    )

    document.new_page()
    document.heading(translate("Report", "Trainees"))
    if summaries:
        rows: list[list[Cell | str]] = []
        for summary in summaries:
            weakest = weakest_skill(summary.skills)
            rows.append(
                [
                    summary.trainee.name,
                    words.number(summary.sessions),
                    words.number(summary.attempts),
                    accuracy_cell(words, summary.accuracy),
                    "–" if weakest is None else skill_title(weakest.skill),
                    words.day(summary.last_active),
                ]
            )
        document.table(
            [
                Column(translate("Report", "Trainee"), 2.6),
                Column(translate("Report", "Sessions"), 1.2, numeric=True),
                Column(translate("Report", "Questions"), 1.3, numeric=True),
                Column(translate("Report", "Accuracy"), 1.3, numeric=True),
                Column(translate("Report", "Weakest skill"), 2.6),
                Column(translate("Report", "Last active"), 1.5, numeric=True),
            ],
            rows,
        )
    else:
        document.paragraph(translate("Report", "No trainees on the roster."))

    document.new_page()
    document.heading(translate("Report", "Skills across the class"))
    skills = class_skill_summaries(stats, SKILL_NAMES)
    if skills:
        lines = [
            SkillLine(skill.skill, (skill.trainees, skill.attempts), skill.accuracy, skill.median_seconds)
            for skill in skills
        ]
        counts = [
            Column(translate("Report", "Trainees"), 1.2, numeric=True),
            Column(translate("Report", "Questions"), 1.3, numeric=True),
        ]
        skill_table(document, words, skill_title, lines, counts, median=True)
        document.paragraph(
            translate("Report", "Median time: the middle of the trainees' own median answer times."),
            points=8.5,
        )
        skill_bars(document, words, skill_title, lines, translate("Report", "Class accuracy per skill"))
    else:
        document.paragraph(translate("Report", "No answers yet."))

    document.new_page()
    document.heading(translate("Report", "Trend"))
    trend_charts(document, trend, words)
    names = {trainee.id: trainee.name for trainee in roster}
    _class_exams(document, reads, words, names)
    course_section(document, names, reads.lesson_results())
    pace_names = {t.id: t.name for t in reads.trainees(class_id=class_id, include_archived=True)}
    pace_section(
        document, pace_names, reads.hands(class_id=class_id), target=reads.pace_target(class_id=class_id)
    )
    everyone = {trainee.id: trainee.name for trainee in reads.trainees(include_archived=True)}
    rows = assignment_rows(
        reads.assignments(),
        names=everyone,
        class_names=lambda: classes,
        progress_of=reads.class_progress,
        words=words,
        now=moment,
    )
    assignments_section(document, rows)
    return document.save()


def _class_exams(
    document: ReportDocument, reads: ClassReads, words: LocaleWords, names: dict[int, str]
) -> None:
    """Each trainee's (``names``: the class's active trainees) best result per exam."""
    document.heading(translate("Report", "Exam results"), level=2)
    exams = reads.exams()
    if not exams:
        document.paragraph(translate("Report", "No exams yet."))
        return
    best = best_results(reads.exam_results())
    rows: list[list[Cell | str]] = []
    for exam in exams:
        taken = [
            (names[tid], result) for (eid, tid), result in best.items() if eid == exam.id and tid in names
        ]
        for name, result in sorted(taken, key=lambda item: item[0].casefold()):
            rows.append(
                [
                    exam.name,
                    name,
                    words.score(result.correct, result.total),
                    words.percent(exam.pass_mark),
                    result_cell(result.passed),
                ]
            )
    if not rows:
        document.paragraph(translate("Report", "No exams taken."))
        return
    document.paragraph(translate("Report", "Each trainee's best result per exam."), points=8.5)
    document.table(
        [
            Column(translate("Report", "Exam"), 2.6),
            Column(translate("Report", "Trainee"), 2.4),
            Column(translate("Report", "Score"), 1.8, numeric=True),
            Column(translate("Report", "Pass mark"), 1.3, numeric=True),
            Column(translate("Report", "Result"), 1.5),
        ],
        rows,
    )
