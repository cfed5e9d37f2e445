"""What the quiz says to a trainee about an instructor's exam: the question before a sitting begins,
the question before one is left, and why the school would not begin a sitting."""

from __future__ import annotations

import re

from PySide6.QtCore import QDateTime, QLocale, QObject, QTime

from croupier.i18n import format_percent
from croupier.store.assigned import ExamToSit
from croupier.store.errors import DatabaseUnavailableError, StoreError
from croupier.store.records import Exam
from croupier.store.sittings import SittingRefusedError

__all__ = ["ExamWords"]


class ExamWords(QObject):
    """The exam's words, in the language on show."""

    def start_title(self) -> str:
        return self.tr("Start the exam")

    def start_question(self, item: ExamToSit) -> str:
        """Start ``item``'s exam now? (its questions, pass mark and time, the sittings left)."""
        exam = item.exam
        facts = [self.tr("%n question(s)", "", exam.questions)]
        facts.append(self.tr("pass mark {mark}").format(mark=format_percent(exam.pass_mark)))
        if exam.time_limit is not None:
            facts.append(self.tr("{minutes} minutes").format(minutes=max(1, round(exam.time_limit / 60))))
        return self.tr(
            "Start the exam “{name}” now? {facts}. Sittings left: {left}. It cannot be paused; while it "
            "runs the game, the level, the house rules and the down cards are locked, and leaving it "
            "counts as a sitting."
        ).format(name=exam.name, facts=", ".join(facts), left=item.sittings_left)

    def leave_title(self) -> str:
        return self.tr("Leave the exam")

    def leave_question(self, exam: Exam) -> str:
        return self.tr(
            "Leave the exam “{name}” now? It is recorded as a sitting left before the end: "
            "the questions not answered count as wrong."
        ).format(name=exam.name)

    def refusal(self, error: StoreError) -> str:
        """Why an exam's sitting could not begin, for the trainee."""
        if isinstance(error, SittingRefusedError):
            if error.reason == "open":
                since = error.since.astimezone() if error.since is not None else None
                return self.tr(
                    "Your sitting of this exam is open at {station} (since {time}): finish it there. "
                    "If that station has stopped, the sitting counts as interrupted within a "
                    "minute or two, and the instructor can grant you another."
                ).format(
                    station=error.station or "?",
                    time=QLocale().toString(QTime(since.hour, since.minute), QLocale.FormatType.ShortFormat)
                    if since
                    else "?",
                )
            if error.reason == "used_up":
                return self.tr(
                    "No sitting of this exam is left ({used} of {allowed} used). The instructor can "
                    "grant you another."
                ).format(used=error.used if error.used is not None else "?", allowed=error.allowed or "?")
            if error.reason == "passed":
                return self.tr("You have passed this exam already.")
            if error.reason == "other_class":
                return self.tr("This exam is another class's: ask your instructor.")
            if error.reason == "withdrawn":
                return self.tr("The instructor has withdrawn this exam: it cannot be begun any more.")
            if error.reason in {"not_yet", "closed"}:
                moment = error.opens_at if error.reason == "not_yet" else error.closes_at
                when = (
                    QLocale().toString(
                        QDateTime.fromSecsSinceEpoch(int(moment.timestamp())), QLocale.FormatType.ShortFormat
                    )
                    if moment is not None
                    else "?"
                )
                if error.reason == "not_yet":
                    return self.tr("This exam opens at {when}; it cannot be begun before.").format(when=when)
                return self.tr("This exam closed at {when}; it cannot be begun any more.").format(when=when)
        if isinstance(error, DatabaseUnavailableError):
            return self.tr(
                "An exam is begun by the school server, and it does not answer right now. Try again "
                "in a moment."
            )
        # Never the server's address: that is the administrator's business, not the trainee's.
        reason = re.sub(r"postgres(?:ql)?(?:\+\w+)?://\S+", self.tr("the school database"), str(error))
        return self.tr("The exam could not be started: {reason}").format(reason=reason)
