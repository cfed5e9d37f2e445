"""The PDF report of one exam: what it asks, every sitting, and how the sittings went skill by skill.

``exam_report(store, exam_id, path)``: a title page (the games, the skills, the pass mark and the key
figures: the average is of the finished sittings, and says so); the sittings, whatever their state
(trainee, when, score, result, the sitting's state, time taken, certificate code); the score per
skill over every sitting with a result (table and bar chart) and each sitting's score per skill. In
the language and number format installed; returns the number of pages. Needs a ``QGuiApplication`` (fonts).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, tzinfo
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from croupier.engine.rules import VARIANTS
from croupier.i18n.quantities import questions_text
from croupier.reports.charts import accuracy_fill
from croupier.reports.document import Cell, Column, ReportDocument

# The trainee and class reports' own helpers, so that the three read alike.
from croupier.reports.pdf import (
    LocaleWords,
    SkillLine,
    SkillTitle,
    accuracy_cell,
    begin_report,
    report_words,
    skill_bars,
    skill_table,
)
from croupier.store import Exam, ExamResult, Store
from croupier.store.records import Sitting, SittingState
from croupier.store.reports import exam_skills
from croupier.words.quiz_words import skill_name, variant_name
from croupier.words.sitting_words import state_word

__all__ = ["exam_report"]

translate = QCoreApplication.translate


def _result_cell(sitting: Sitting) -> Cell | str:
    result = sitting.result
    if result is None or sitting.state is not SittingState.FINISHED:
        return "–"
    if result.passed:
        return Cell(translate("Report", "Passed"), accuracy_fill(1.0, light=True), bold=True)
    return Cell(translate("Report", "Not passed"), accuracy_fill(0.0, light=True), bold=True)


def _about(exam: Exam, words: LocaleWords, skill_title: SkillTitle) -> list[str]:
    games = exam.variants or tuple(VARIANTS)
    lines = [
        translate("Report", "Games: {games}").format(games=", ".join(variant_name(code) for code in games)),
        translate("Report", "Skills: {skills}").format(
            skills=", ".join(skill_title(name) for name in exam.skills)
        ),
        translate("Report", "{questions} · pass mark {mark}").format(
            questions=questions_text(exam.questions), mark=words.percent(exam.pass_mark)
        ),
    ]
    if exam.time_limit is not None:
        lines.append(
            translate("Report", "Time allowed: {time}").format(time=words.seconds(float(exam.time_limit)))
        )
    lines.append(
        translate("Report", "Sittings allowed per trainee: {count}").format(count=words.number(exam.sittings))
    )
    return lines


def _sittings_table(
    document: ReportDocument, sittings: Sequence[Sitting], names: dict[int, str], words: LocaleWords
) -> None:
    document.table(
        [
            Column(translate("Report", "Trainee"), 2.4),
            Column(translate("Report", "Begun"), 1.4, numeric=True),
            Column(translate("Report", "Score"), 1.7, numeric=True),
            Column(translate("Report", "Result"), 1.4),
            Column(translate("Report", "Sitting"), 1.4),
            Column(translate("Report", "Time taken"), 1.2, numeric=True),
            Column(translate("Report", "Certificate"), 1.5),
        ],
        [
            [
                names.get(sitting.trainee_id, "?"),
                words.day(sitting.started_at),
                "–" if sitting.result is None else words.score(sitting.result.correct, sitting.result.total),
                _result_cell(sitting),
                state_word(sitting.state.value),
                words.seconds(sitting.result.seconds if sitting.result is not None else None),
                (sitting.result.certificate if sitting.result is not None else None) or "–",
            ]
            for sitting in sittings
        ],
    )


def _skill_tables(
    document: ReportDocument,
    results: Sequence[ExamResult],
    skills: Sequence[str],
    names: dict[int, str],
    words: LocaleWords,
    *,
    skill_title: SkillTitle,
) -> None:
    totals = {name: [0, 0] for name in skills}
    for result in results:
        for score in result.breakdown:
            totals[score.skill][0] += score.correct
            totals[score.skill][1] += score.asked
    scored = [(name, correct, asked) for name, (correct, asked) in totals.items() if asked]
    document.heading(translate("Report", "Score by skill"))
    if not scored:
        document.paragraph(translate("Report", "These sittings were not scored skill by skill."))
        return
    lines = [SkillLine(name, (asked, correct), correct / asked) for name, correct, asked in scored]
    counts = [
        Column(translate("Report", "Questions"), 1.3, numeric=True),
        Column(translate("Report", "Correct"), 1.2, numeric=True),
    ]
    skill_table(document, words, skill_title, lines, counts, median=False)
    skill_bars(
        document, words, skill_title, lines, translate("Report", "Accuracy per skill over every sitting")
    )

    document.heading(translate("Report", "Each sitting by skill"), level=2)
    rows: list[list[Cell | str]] = []
    for result in results:
        sitting = translate("Report", "{trainee}, {date}").format(
            trainee=names.get(result.trainee_id, "?"), date=words.day(result.taken_at)
        )
        for index, score in enumerate(result.breakdown):
            share = score.correct / score.asked if score.asked else None
            rows.append(
                [
                    Cell(sitting, bold=True) if index == 0 else "",
                    skill_title(score.skill),
                    f"{words.number(score.correct)} / {words.number(score.asked)}",
                    accuracy_cell(words, share),
                ]
            )
    document.table(
        [
            Column(translate("Report", "Sitting"), 2.8),
            Column(translate("Report", "Skill"), 3.2),
            Column(translate("Report", "Correct"), 1.3, numeric=True),
            Column(translate("Report", "Accuracy"), 1.3, numeric=True),
        ],
        rows,
    )


def exam_report(
    store: Store,
    exam_id: int,
    path: Path | str,
    *,
    skill_title: SkillTitle = skill_name,
    locale: QLocale | None = None,
    tz: tzinfo | None = None,
    now: datetime | None = None,
) -> int:
    """Write the report of one exam to ``path``; returns the number of pages."""
    words, moment = report_words(locale, tz, now)
    exam = store.exams.get(exam_id)
    sittings = store.sittings.sittings(exam_id=exam_id)
    results = [sitting.result for sitting in sittings if sitting.result is not None]
    names = {trainee.id: trainee.name for trainee in store.roster.trainees(include_archived=True)}
    title = translate("Report", "Exam report")
    document = begin_report(path, words, moment, title, exam.name, lines=_about(exam, words, skill_title))
    finished = [sitting.result for sitting in sittings if sitting.counts and sitting.result is not None]
    passed = sum(1 for result in results if result.passed)
    mean = sum(r.score for r in finished) / len(finished) if finished else None
    document.figures(
        [
            (words.number(len(sittings)), translate("Report", "Sittings")),
            (words.number(len({s.trainee_id for s in sittings})), translate("Report", "Trainees")),
            (words.number(passed), translate("Report", "Passed")),
            (words.percent(mean), translate("Report", "Average score of finished sittings")),
        ]
    )
    states = [
        f"{words.number(sum(s.state is state for s in sittings))} {state_word(state.value)}"
        for state in SittingState
        if any(s.state is state for s in sittings)
    ]
    if states:
        document.paragraph(translate("Report", "Sittings: {states}.").format(states=", ".join(states)))

    document.new_page()
    document.heading(translate("Report", "Sittings"))
    if not sittings:
        document.paragraph(translate("Report", "Nobody has sat this exam yet."))
        return document.save()
    _sittings_table(document, sittings, names, words)
    _skill_tables(document, results, exam_skills(exam, results), names, words, skill_title=skill_title)
    return document.save()
