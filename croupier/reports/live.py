"""A live round's report: per question the game, the table and the right answer, then each
trainee's answer (right or wrong, in how many seconds), as CSV (one row per answer; a question
nobody answered has a row of its own) and as a PDF for the instructor's files.

Every station dealt the question from its payload; the report deals it again the same way
(:func:`croupier.training.live_question.question_from_payload`), so the table shown is the table
the class saw.
"""

from __future__ import annotations

import csv
import io
from collections import defaultdict
from dataclasses import dataclass
from datetime import tzinfo
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from croupier.drills.grading import solve
from croupier.reports.document import Cell, Column, ReportDocument
from croupier.store import Store, safe_cell
from croupier.store.live import LiveAnswer, LiveQuestion, LiveRound
from croupier.training.live_question import LiveQuestionError, question_from_payload
from croupier.words.quiz_words import answer_text, prompt_text, skill_name, table_lines, variant_name

__all__ = ["find_round", "live_csv", "live_report"]

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class _Asked:
    """A question of the round in words."""

    number: int
    asked: str
    game: str
    skill: str
    table: list[str]
    prompt: str
    right: str


def find_round(store: Store, wanted: str | None) -> LiveRound:
    """The round numbered ``wanted``, else the one titled so (the latest of that title); None: the
    latest round. Raises ``LookupError`` with the rounds there are."""
    rounds = store.live.rounds()
    if not rounds:
        raise LookupError("no live round yet")
    if wanted is None:
        return rounds[0]
    text = " ".join(wanted.split()).casefold()
    found = [r for r in rounds if str(r.id) == text] or [r for r in rounds if r.title.casefold() == text]
    if not found:
        known = ", ".join(f"{r.id} ({r.title})" for r in rounds[:10])
        raise LookupError(f"no live round {wanted!r} (rounds: {known})")
    return found[0]


def _asked(question: LiveQuestion, tz: tzinfo | None) -> _Asked:
    when = question.asked_at.astimezone(tz).isoformat(timespec="seconds")
    try:
        drill = question_from_payload(question.payload)
    except LiveQuestionError:
        skill = str(question.payload.get("skill", ""))
        return _Asked(question.number, when, "", skill_name(skill), [], "", "")
    return _Asked(
        question.number,
        when,
        variant_name(dict(drill.prompt.params).get("variant")),
        skill_name(drill.skill),
        table_lines(drill),
        prompt_text(drill),
        answer_text(drill, solve(drill).expected),
    )


def _round(
    store: Store, round_id: int, tz: tzinfo | None
) -> tuple[list[_Asked], dict[int, list[LiveAnswer]]]:
    questions = store.live.questions(round_id)
    by_question: dict[int, list[LiveAnswer]] = defaultdict(list)
    for answer in store.live.answers(round_id):
        by_question[answer.question_id].append(answer)
    asked = [_asked(question, tz) for question in questions]
    return asked, {q.number: by_question.get(q.id, []) for q in questions}


def live_csv(
    store: Store,
    round_id: int,
    *,
    delimiter: str = ",",
    tz: tzinfo | None = None,
    locale: QLocale | None = None,
) -> str:
    """One row per answer of the round (a question nobody answered: one row without a trainee)."""
    chosen = locale or QLocale()
    live_round = store.live.get_round(round_id)
    asked, answers = _round(store, round_id, tz)
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, lineterminator="\r\n")
    header = [
        translate("LiveReport", "round"),
        translate("LiveReport", "question"),
        translate("LiveReport", "asked at"),
        translate("LiveReport", "game"),
        translate("LiveReport", "skill"),
        translate("LiveReport", "table"),
        translate("LiveReport", "asked"),
        translate("LiveReport", "right answer"),
        translate("LiveReport", "trainee"),
        translate("LiveReport", "answer"),
        translate("LiveReport", "correct"),
        translate("LiveReport", "seconds"),
    ]
    writer.writerow([safe_cell(text) for text in header])
    yes, no = translate("LiveReport", "yes"), translate("LiveReport", "no")
    for question in asked:
        head = [
            live_round.title,
            str(question.number),
            question.asked,
            question.game,
            question.skill,
            " / ".join(line.strip() for line in question.table),
            question.prompt,
            question.right,
        ]
        rows = [
            [
                answer.name,
                answer.choice,
                yes if answer.correct else no,
                chosen.toString(answer.seconds, "f", 1),
            ]
            for answer in answers[question.number]
        ] or [["", "", "", ""]]
        for row in rows:
            writer.writerow([safe_cell(value) for value in (*head, *row)])
    return out.getvalue()


def live_report(
    store: Store, round_id: int, path: Path | str, *, locale: QLocale | None = None, tz: tzinfo | None = None
) -> int:
    """The round as a PDF: a section per question (the table, the right answer, who answered what);
    returns the number of pages."""
    chosen = locale or QLocale()
    live_round = store.live.get_round(round_id)
    asked, answers = _round(store, round_id, tz)
    title = translate("LiveReport", "Live round")
    started = live_round.started_at.astimezone(tz).strftime("%Y-%m-%d %H:%M")
    document = ReportDocument(
        Path(path), title=f"{title}: {live_round.title}", footer=live_round.title, locale=chosen
    )
    given = sum(len(found) for found in answers.values())
    document.title_block(
        title,
        live_round.title,
        [
            translate("LiveReport", "Started {when}").format(when=started),
            translate("LiveReport", "Questions: {questions} · answers: {answers}").format(
                questions=len(asked), answers=given
            ),
        ],
    )
    if not asked:
        document.paragraph(translate("LiveReport", "No question was asked in this round."))
    for question in asked:
        document.heading(
            translate("LiveReport", "Question {number} · {game} · {skill}").format(
                number=question.number, game=question.game, skill=question.skill
            ),
            level=2,
        )
        for line in question.table:
            document.paragraph(line, points=9)
        document.paragraph(question.prompt, bold=True)
        document.paragraph(translate("LiveReport", "Right answer: {answer}").format(answer=question.right))
        found = answers[question.number]
        if not found:
            document.paragraph(translate("LiveReport", "Nobody answered."))
            continue
        document.table(
            [
                Column(translate("LiveReport", "Trainee"), 0.34),
                Column(translate("LiveReport", "Answer"), 0.36),
                Column(translate("LiveReport", "Right"), 0.14),
                Column(translate("LiveReport", "Seconds"), 0.16, numeric=True),
            ],
            [
                [
                    answer.name,
                    answer.choice,
                    Cell(
                        translate("LiveReport", "yes") if answer.correct else translate("LiveReport", "no"),
                        bold=not answer.correct,
                    ),
                    chosen.toString(answer.seconds, "f", 1),
                ]
                for answer in found
            ],
        )
    return document.save()
