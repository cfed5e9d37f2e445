"""CSV reports for one trainee and for the class, safe to open in a spreadsheet.

A text cell that starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return would be read as a
formula by Excel or LibreOffice, so it gets a leading ``'`` (OWASP's advice on CSV injection).

>>> safe_cell("=HYPERLINK(\\"http://x\\")")
'\\'=HYPERLINK("http://x")'
>>> safe_cell("Anna"), safe_cell(3)
('Anna', 3)
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from datetime import datetime, tzinfo
from pathlib import Path

from croupier.store.store import Store

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
CellValue = str | int | float | bool | None


def safe_cell(value: CellValue) -> CellValue:
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def _csv(header: Sequence[str], rows: Iterable[Sequence[CellValue]], delimiter: str) -> str:
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, lineterminator="\r\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow([safe_cell(value) for value in row])
    return out.getvalue()


def _local(when: datetime, tz: tzinfo | None) -> str:
    return when.astimezone(tz).isoformat(timespec="seconds")


def trainee_csv(store: Store, trainee_id: int, *, delimiter: str = ",", tz: tzinfo | None = None) -> str:
    """Every attempt of one trainee, oldest first, times in ``tz`` (this machine's zone by default)."""
    trainee = store.roster.get(trainee_id)
    rows = (
        (
            trainee.name,
            _local(a.answered_at, tz),
            a.session_id,
            a.mode,
            a.skill,
            a.question,
            a.answer,
            "yes" if a.correct else "no",
            round(a.seconds, 2),
        )
        for a in store.attempts_for(trainee_id)
    )
    header = (
        "trainee",
        "answered at",
        "session",
        "mode",
        "skill",
        "question",
        "answer",
        "correct",
        "seconds",
    )
    return _csv(header, rows, delimiter)


def class_csv(
    store: Store, *, since: datetime | None = None, include_archived: bool = False, delimiter: str = ","
) -> str:
    """Accuracy and median answer time per trainee and skill."""
    rows = (
        (
            s.trainee_name,
            s.skill,
            s.attempts,
            s.correct,
            round(100 * s.accuracy, 1),
            round(s.median_seconds, 2),
        )
        for s in store.dashboard.skill_stats(since=since, include_archived=include_archived)
    )
    header = ("trainee", "skill", "attempts", "correct", "accuracy %", "median seconds")
    return _csv(header, rows, delimiter)


def write_csv(text: str, path: Path) -> None:
    """Write a report with a byte-order mark, so spreadsheet programs read umlauts in names right."""
    path.write_text(text, encoding="utf-8-sig", newline="")
