"""CSV reports for one trainee, for the class and for an exam, safe to open in a spreadsheet.

A trainee's report has a row per answer, in the words the trainee saw (``Attempt.words``; the raw
codes for answers recorded before there were words); an exam's report a row per sitting, with the
score per skill. The headings, yes/no and the names of skills and modes come from :class:`CsvWords`:
plain English and the codes by default, the language installed with
``croupier.reports.csv_words()``.

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
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, tzinfo
from pathlib import Path
from statistics import median
from typing import TYPE_CHECKING

from croupier.store.records import Attempt, Exam, ExamResult, HandPace, Sitting, SkillStats

if TYPE_CHECKING:
    from croupier.store.store import Store

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
CellValue = str | int | float | bool | None


def safe_cell(value: CellValue) -> CellValue:
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def csv_text(
    header: Sequence[str], rows: Iterable[Sequence[CellValue]], delimiter: str, words: CsvWords | None = None
) -> str:
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, lineterminator="\r\n")
    writer.writerow([safe_cell(value) for value in header])
    for row in rows:
        writer.writerow([safe_cell(words.cell(value) if words else value) for value in row])
    return out.getvalue()


def _local(when: datetime, tz: tzinfo | None) -> str:
    return when.astimezone(tz).isoformat(timespec="seconds")


def _same(code: str) -> str:
    return code


@dataclass(frozen=True, slots=True)
class CsvWords:
    """The words a report is written in: ``headings`` maps each English heading to the one shown
    (missing ones stay English), ``skill`` and ``mode`` name a skill or mode from its code."""

    headings: Mapping[str, str] = field(default_factory=dict)
    skill: Callable[[str], str] = _same
    mode: Callable[[str], str] = _same
    yes: str = "yes"
    no: str = "no"
    #: A sitting's state in one word ("open", "finished", "left early", "interrupted").
    state: Callable[[str], str] = _same
    #: The decimal sign of fractional numbers ("," for German spreadsheets, with ";" between cells).
    decimal: str = "."

    def heading(self, english: str) -> str:
        return self.headings.get(english, english)

    def flag(self, value: bool) -> str:  # noqa: FBT001
        return self.yes if value else self.no

    def cell(self, value: CellValue) -> CellValue:
        """A fractional number with this decimal sign (as text where it is not a point)."""
        if isinstance(value, float) and self.decimal != ".":
            return repr(value).replace(".", self.decimal)
        return value


TRAINEE_HEADINGS = (
    "trainee",
    "answered at",
    "session",
    "mode",
    "skill",
    "question",
    "answer",
    "right answer",
    "correct",
    "seconds",
)
EXAM_HEADINGS = (
    "trainee",
    "taken at",
    "correct",
    "questions",
    "score %",
    "passed",
    "sitting",
    "seconds",
    "certificate",
)
SKILL_HEADINGS = ("{skill}: correct", "{skill}: asked")
CLASS_HEADINGS = (
    "trainee",
    "skill",
    "attempts",
    "correct",
    "accuracy %",
    "median seconds",
    "hands an hour",
    "target hands an hour",
)
PACE_SKILL = "walkthrough:pace"
"""The class report's row for a trainee's Table-ready hands: attempts are the hands timed, correct
the hands on target, the median seconds those of a duty, then the hands an hour and the target."""


def _attempt_words(attempt: Attempt) -> tuple[str, str, str]:
    """The question, the answer and the right answer in words; the stored codes for older answers."""
    words = attempt.words or {}
    question = words.get("question") or attempt.question
    answer = words.get("answer") or attempt.answer
    return question, answer, words.get("expected", "")


def trainee_csv(
    store: Store,
    trainee_id: int,
    *,
    delimiter: str = ",",
    tz: tzinfo | None = None,
    words: CsvWords | None = None,
) -> str:
    """Every answer of one trainee, oldest first, one row each, times in ``tz`` (this machine's zone
    by default): when, the session, the mode, the skill, the question, the answer given, the right
    answer, whether it counted as correct and the seconds taken."""
    chosen = words or CsvWords()
    trainee = store.roster.get(trainee_id)
    rows = (
        (
            trainee.name,
            _local(a.answered_at, tz),
            a.session_id,
            chosen.mode(a.mode),
            chosen.skill(a.skill),
            *_attempt_words(a),
            chosen.flag(a.correct),
            "" if a.seconds is None else round(a.seconds, 2),  # untimed: no time, not 0
        )
        for a in store.attempts_for(trainee_id)
    )
    return csv_text([chosen.heading(h) for h in TRAINEE_HEADINGS], rows, delimiter, chosen)


def exam_skills(exam: Exam, results: Iterable[ExamResult]) -> list[str]:
    """The exam's skills, then any other a sitting was scored on, each once."""
    found = list(exam.skills)
    for result in results:
        found += [score.skill for score in result.breakdown]
    return list(dict.fromkeys(found))


def exam_csv(
    store: Store,
    exam_id: int,
    *,
    delimiter: str = ",",
    tz: tzinfo | None = None,
    words: CsvWords | None = None,
) -> str:
    """Every sitting of one exam, oldest first, whatever its state: the trainee, when it began, the
    score, passed, the sitting's state (open, finished, left early, interrupted), the time taken, the
    sealed certificate's code and, per skill, the right answers and the questions asked. A sitting
    with no result yet (open, interrupted) has its score cells empty."""
    chosen = words or CsvWords()
    exam = store.exams.get(exam_id)
    sittings = store.sittings.sittings(exam_id=exam_id)
    results = [sitting.result for sitting in sittings if sitting.result is not None]
    names = {t.id: t.name for t in store.roster.trainees(include_archived=True)}
    skills = exam_skills(exam, results)
    header = [chosen.heading(h) for h in EXAM_HEADINGS]
    for name in skills:
        header += [chosen.heading(h).format(skill=chosen.skill(name)) for h in SKILL_HEADINGS]

    def row(sitting: Sitting) -> list[CellValue]:
        result = sitting.result
        state = chosen.state(sitting.state.value)
        if result is None:  # open or interrupted: no score yet
            blank: list[CellValue] = [None, None, *([None, None] * len(skills))]
            started = _local(sitting.started_at, tz)
            return [names[sitting.trainee_id], started, None, exam.questions, None, None, state, *blank]
        scores = {score.skill: score for score in result.breakdown}
        cells: list[CellValue] = [
            names[result.trainee_id],
            _local(sitting.started_at if sitting.id else result.taken_at, tz),
            result.correct,
            result.total,
            round(100 * result.score, 1),
            chosen.flag(result.passed),
            state,
            None if result.seconds is None else round(result.seconds, 1),
            result.certificate,
        ]
        for name in skills:
            score = scores.get(name)
            cells += [None, None] if score is None else [score.correct, score.asked]
        return cells

    return csv_text(header, (row(sitting) for sitting in sittings), delimiter, chosen)


def class_csv(
    store: Store,
    *,
    since: datetime | None = None,
    include_archived: bool = False,
    delimiter: str = ",",
    words: CsvWords | None = None,
    class_id: int | None = None,
) -> str:
    """Accuracy and median answer time per trainee and skill, and each trainee's dealer pace (a row
    of ``PACE_SKILL``: hands timed, hands on target, the median seconds a duty, hands an hour, target);
    ``class_id``: the trainees of that class only."""
    stats = store.dashboard.skill_stats(since=since, include_archived=include_archived, class_id=class_id)
    hands = store.paces.hands(class_id=class_id)  # one read for the class, not one a trainee
    roster = store.roster.trainees(include_archived=include_archived, class_id=class_id)
    return class_table_csv(
        stats, hands, [(t.id, t.name) for t in roster], since=since, delimiter=delimiter, words=words
    )


def class_table_csv(
    stats: Iterable[SkillStats],
    hands: Iterable[HandPace],
    roster: Iterable[tuple[int, str]],
    *,
    since: datetime | None = None,
    delimiter: str = ",",
    words: CsvWords | None = None,
) -> str:
    """``class_csv`` from what it reads: the class's ``stats`` (``Dashboard.skill_stats``), its
    ``hands`` timed (``Paces.hands``) and its ``roster``'s ids and names in the roster's order."""
    chosen = words or CsvWords()
    named: dict[str, str] = {}

    def skill(code: str) -> str:  # a skill's name is looked up once a report, not once a row
        if code not in named:
            named[code] = chosen.skill(code)
        return named[code]

    rows: list[tuple[CellValue, ...]] = [
        (
            s.trainee_name,
            skill(s.skill),
            s.attempts,
            s.correct,
            round(100 * s.accuracy, 1),
            round(s.median_seconds, 2),
            None,
            None,
        )
        for s in stats
    ]
    rows.extend(_pace_rows(hands, roster, since=since, pace=skill(PACE_SKILL)))
    rows.sort(key=lambda row: str(row[0]).casefold())
    header = [chosen.heading(h) for h in CLASS_HEADINGS]
    return csv_text(header, rows, delimiter, chosen)


def _pace_rows(
    hands: Iterable[HandPace], roster: Iterable[tuple[int, str]], *, since: datetime | None, pace: str
) -> list[tuple[CellValue, ...]]:
    rows: list[tuple[CellValue, ...]] = []
    by_trainee: dict[int, list[HandPace]] = defaultdict(list)
    for hand in hands:
        if since is None or hand.taken_at >= since:
            by_trainee[hand.trainee_id].append(hand)
    for trainee_id, name in roster:
        timed = by_trainee.get(trainee_id, [])
        if not timed:
            continue
        seconds = sum(hand.seconds for hand in timed)
        duties = sum(hand.duties for hand in timed)
        on_target = sum(1 for hand in timed if hand.seconds <= 3600.0 / hand.target)
        rows.append(
            (
                name,
                pace,
                len(timed),
                on_target,
                round(100 * on_target / len(timed), 1),
                round(median(hand.duty_seconds / hand.duties for hand in timed if hand.duties), 2)
                if duties
                else 0.0,
                round(3600.0 * len(timed) / seconds, 1) if seconds > 0 else 0.0,
                round(sum(hand.target for hand in timed) / len(timed), 1),
            )
        )
    return rows


def write_csv(text: str, path: Path) -> None:
    """Write a report with a byte-order mark, so spreadsheet programs read umlauts in names right."""
    path.write_text(text, encoding="utf-8-sig", newline="")
