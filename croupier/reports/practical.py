"""A trainee's practical exams as CSV (every mark, one row each) and PDF (each sitting: the score by
duty group, each hand's score and time, and every duty marked wrong with its reason and rule)."""

from __future__ import annotations

import csv
import io
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from croupier.practical.rubric import CRITICAL_RULES, Critical, Group
from croupier.procedure.flags import Flag
from croupier.reports.document import Cell, Column, ReportDocument
from croupier.store import Store, safe_cell
from croupier.store.practicals import PracticalRecord
from croupier.words.practical_words import critical_text, duty_text, group_text
from croupier.words.procedure_words import flag_text
from croupier.words.quiz_words import variant_name

__all__ = ["practical_csv", "practical_report"]

translate = QCoreApplication.translate

_FLAGS = {flag.code: flag for flag in Flag}


def _percent(locale: QLocale, share: float | None) -> str:
    return "–" if share is None else f"{locale.toString(100 * share, 'f', 0)} %"


def _seconds(locale: QLocale, seconds: float) -> str:
    return locale.toString(seconds, "f", 1)


def _when(locale: QLocale, when: datetime | None) -> str:
    if when is None:
        return ""
    local = when.astimezone()
    return locale.toString(QDate(local.year, local.month, local.day), QLocale.FormatType.ShortFormat)


def _reason(code: str | None) -> str:
    flag = _FLAGS.get(code or "")
    return flag_text(flag) if flag is not None else (code or "")


def practical_csv(
    store: Store, trainee_id: int, *, delimiter: str = ",", locale: QLocale | None = None
) -> str:
    """Every mark of every practical sitting of the trainee, oldest first."""
    chosen = locale or QLocale()
    trainee = store.roster.get(trainee_id)
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, lineterminator="\r\n")
    header = [
        translate("PracticalReport", "trainee"),
        translate("PracticalReport", "taken at"),
        translate("PracticalReport", "game"),
        translate("PracticalReport", "players"),
        translate("PracticalReport", "practical %"),
        translate("PracticalReport", "passed"),
        translate("PracticalReport", "hand"),
        translate("PracticalReport", "hand %"),
        translate("PracticalReport", "duty"),
        translate("PracticalReport", "group"),
        translate("PracticalReport", "right"),
        translate("PracticalReport", "reason"),
        translate("PracticalReport", "rule"),
        translate("PracticalReport", "critical"),
        translate("PracticalReport", "seconds into the hand"),
        translate("PracticalReport", "disputed by the engine"),
        translate("PracticalReport", "scored by"),
    ]
    writer.writerow([safe_cell(text) for text in header])
    yes, no = translate("PracticalReport", "yes"), translate("PracticalReport", "no")
    for sitting in store.practicals.for_trainee(trainee_id):
        for hand in sitting.hands:
            for mark in hand.marks:
                critical = critical_text(Critical(mark.critical)) if mark.critical else ""
                writer.writerow(
                    [
                        safe_cell(value)
                        for value in (
                            trainee.name,
                            sitting.taken_at.isoformat(timespec="seconds") if sitting.taken_at else "",
                            variant_name(sitting.variant),
                            str(sitting.players),
                            chosen.toString(100 * sitting.score, "f", 1),
                            yes if sitting.passed else no,
                            str(hand.number),
                            chosen.toString(100 * hand.score, "f", 1),
                            duty_text(mark.duty),
                            group_text(Group(mark.group)),
                            yes if mark.right else no,
                            _reason(mark.reason) if not mark.right else "",
                            mark.rule or "",
                            critical,
                            _seconds(chosen, mark.seconds),
                            yes if mark.disputed else no,
                            sitting.instructor,
                        )
                    ]
                )
    return out.getvalue()


def _critical(code: str) -> str:
    critical = Critical(code)
    return f"{critical_text(critical)} ({', '.join(CRITICAL_RULES[critical])})"


def _sitting(document: ReportDocument, sitting: PracticalRecord, locale: QLocale) -> None:
    verdict = (
        translate("PracticalReport", "passed")
        if sitting.passed
        else translate("PracticalReport", "not passed")
    )
    document.heading(
        translate("PracticalReport", "{date}: {game}, {players} players — {score}, {verdict}").format(
            date=_when(locale, sitting.taken_at),
            game=variant_name(sitting.variant),
            players=sitting.players,
            score=_percent(locale, sitting.score),
            verdict=verdict,
        ),
        level=2,
    )
    if sitting.instructor:
        document.paragraph(translate("PracticalReport", "Scored by {name}.").format(name=sitting.instructor))
    document.figures(
        [(_percent(locale, sitting.groups.get(group.value)), group_text(group)) for group in Group]
    )
    document.table(
        [
            Column(translate("PracticalReport", "Hand"), 0.12, numeric=True),
            Column(translate("PracticalReport", "Score"), 0.14, numeric=True),
            Column(translate("PracticalReport", "Seconds / target"), 0.22, numeric=True),
            Column(translate("PracticalReport", "Wrong"), 0.12, numeric=True),
            Column(translate("PracticalReport", "Critical"), 0.40),
        ],
        [
            [
                str(hand.number),
                Cell(_percent(locale, hand.score), bold=hand.failed),
                f"{_seconds(locale, hand.seconds)} / {_seconds(locale, hand.target_seconds)}",
                str(sum(not mark.right for mark in hand.marks)),
                ", ".join(_critical(mark.critical) for mark in hand.marks if mark.critical),
            ]
            for hand in sitting.hands
        ],
    )
    wrong = [(hand.number, mark) for hand in sitting.hands for mark in hand.marks if not mark.right]
    if wrong:
        document.table(
            [
                Column(translate("PracticalReport", "Hand"), 0.1, numeric=True),
                Column(translate("PracticalReport", "Duty"), 0.34),
                Column(translate("PracticalReport", "Why"), 0.44),
                Column(translate("PracticalReport", "Rule"), 0.12),
            ],
            [
                [
                    str(number),
                    duty_text(mark.duty),
                    critical_text(Critical(mark.critical)) if mark.critical else _reason(mark.reason),
                    mark.rule or "",
                ]
                for number, mark in wrong
            ],
        )


def practical_report(
    store: Store, trainee_id: int, path: Path | str, *, locale: QLocale | None = None
) -> int:
    """The trainee's practical exams as a PDF; returns the number of pages."""
    chosen = locale or QLocale()
    trainee = store.roster.get(trainee_id)
    sittings = store.practicals.for_trainee(trainee_id)
    title = translate("PracticalReport", "Practical exams")
    document = ReportDocument(
        Path(path), title=f"{title}: {trainee.name}", footer=trainee.name, locale=chosen
    )
    lines = [translate("PracticalReport", "Practical sittings: {count}").format(count=len(sittings))]
    document.title_block(title, trainee.name, lines)
    if not sittings:
        document.paragraph(translate("PracticalReport", "No practical exam yet."))
    for sitting in sittings:
        _sitting(document, sitting, chosen)
    return document.save()
