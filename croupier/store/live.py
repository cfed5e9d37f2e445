"""A live class on the school server: the instructor asks one question at a time, every signed-in
station shows it at once, and the answers come back as they are given.

The instructor's login writes rounds and questions and announces each change with PostgreSQL's
``NOTIFY`` (channel ``croupier_live``, payload ``question:<id>``, ``reveal:<id>`` or ``end:<round>``);
a station's answer is a :class:`croupier.store.writes.LiveAnswered` through its writer, announced
on ``croupier_live_answers`` (payload the question's id). :class:`croupier.store.listener.Listener`
hears both. A station that joins late asks :meth:`Live.current`. :meth:`Live.who` lists the room:
every trainee signed in at a station now (the server's ``croupier_signed_in()``) and everyone who
answered, each answered or not yet, right or wrong.

A question travels as a payload that every station turns into the same question: a drill skill
dealt from a seed, in the form :class:`croupier.standards.live_payload.LivePayload` gives it, see
:func:`croupier.training.live_question.question_from_payload`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import or_, select, text

from croupier.standards.live_payload import BadLivePayloadError, LivePayload
from croupier.store.access import DatabaseAccess
from croupier.store.errors import InvalidRecordError, UnknownRecordError
from croupier.store.models import ClassRow, LiveAnswerRow, LiveQuestionRow, LiveRoundRow, TraineeRow, utc_now

__all__ = [
    "ANSWERS_CHANNEL",
    "LIVE_CHANNEL",
    "Live",
    "LiveAnswer",
    "LiveQuestion",
    "LiveRound",
    "Tally",
    "Who",
    "check_payload",
    "question_payload",
]

LIVE_CHANNEL = "croupier_live"
ANSWERS_CHANNEL = "croupier_live_answers"


@dataclass(frozen=True, slots=True)
class LiveRound:
    id: int
    title: str
    started_at: datetime
    ended_at: datetime | None = None
    #: The class whose stations it is for (None: every class).
    class_id: int | None = None


@dataclass(frozen=True, slots=True)
class LiveQuestion:
    id: int
    round_id: int
    number: int
    payload: dict[str, Any]
    asked_at: datetime
    revealed_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class LiveAnswer:
    """One trainee's answer to a live question, for the round's report."""

    question_id: int
    trainee_id: int
    name: str
    choice: str
    correct: bool
    seconds: float
    answered_at: datetime


@dataclass(frozen=True, slots=True)
class Tally:
    """The answers to one live question so far: who answered, how many right, each choice's count."""

    question_id: int
    answered: tuple[int, ...]  # trainee ids
    right: int
    choices: tuple[tuple[str, int], ...]  # most chosen first


@dataclass(frozen=True, slots=True)
class Who:
    """One trainee in the live room: signed in at ``station`` (None: signed out since), answered the
    question or not yet, and whether rightly (None until answered)."""

    trainee_id: int
    name: str
    station: str | None
    answered: bool
    correct: bool | None


def question_payload(
    skill: str, seed: int, difficulty: int, stakes: str, profile: str = "cash", *, variant: str | None = None
) -> dict[str, Any]:
    """What a station needs to deal the same question (``variant``: the game, F7S, F7S/8 or FR;
    None lets the seed choose)."""
    return LivePayload(skill, int(seed), int(difficulty), stakes, profile, variant).as_json()


def check_payload(payload: dict[str, Any]) -> None:
    """Refuse a payload that is not shaped like a question (which skill it names is the drills' to say)."""
    try:
        LivePayload.parse(payload)
    except BadLivePayloadError as error:
        raise InvalidRecordError(str(error)) from None


def _round(row: LiveRoundRow) -> LiveRound:
    return LiveRound(row.id, row.title, row.started_at, row.ended_at, row.class_id)


def _question(row: LiveQuestionRow) -> LiveQuestion:
    return LiveQuestion(row.id, row.round_id, row.number, dict(row.payload), row.asked_at, row.revealed_at)


class Live:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def _notify(self, session: Any, channel: str, payload: str) -> None:
        if self._access.dialect == "postgresql":
            session.execute(
                text("SELECT pg_notify(:channel, :payload)"), {"channel": channel, "payload": payload}
            )

    # -- the instructor ---------------------------------------------------------------------------

    def start_round(self, title: str, *, class_id: int | None = None) -> LiveRound:
        """A new round for the stations of ``class_id`` (None: every class); the class's round
        under way, if any, ends (one round at a time for a class)."""
        if not title.strip():
            raise InvalidRecordError("A live round needs a title")
        with self._access.write() as session:
            if class_id is not None and session.get(ClassRow, class_id) is None:
                raise UnknownRecordError(f"No class with id {class_id}")
            under_way = select(LiveRoundRow).where(LiveRoundRow.ended_at.is_(None))
            if class_id is not None:
                under_way = under_way.where(LiveRoundRow.class_id == class_id)
            for row in session.scalars(under_way):
                row.ended_at = utc_now()
            row = LiveRoundRow(title=title.strip()[:200], started_at=utc_now(), class_id=class_id)
            session.add(row)
            session.flush()
            return _round(row)

    def ask(self, round_id: int, payload: dict[str, Any]) -> LiveQuestion:
        """Ask the round's next question: stored, and announced to every station."""
        check_payload(payload)  # refused here, not on thirty stations
        with self._access.write() as session:
            live_round = session.get(LiveRoundRow, round_id)
            if live_round is None or live_round.ended_at is not None:
                raise UnknownRecordError(f"No open live round with id {round_id}")
            count = len(
                session.scalars(select(LiveQuestionRow.id).where(LiveQuestionRow.round_id == round_id)).all()
            )
            row = LiveQuestionRow(round_id=round_id, number=count + 1, payload=payload, asked_at=utc_now())
            session.add(row)
            session.flush()
            self._notify(session, LIVE_CHANNEL, f"question:{row.id}")
            return _question(row)

    def reveal(self, question_id: int) -> LiveQuestion:
        with self._access.write() as session:
            row = session.get(LiveQuestionRow, question_id)
            if row is None:
                raise UnknownRecordError(f"No live question with id {question_id}")
            if row.revealed_at is None:
                row.revealed_at = utc_now()
            self._notify(session, LIVE_CHANNEL, f"reveal:{question_id}")
            return _question(row)

    def end_round(self, round_id: int) -> None:
        with self._access.write() as session:
            row = session.get(LiveRoundRow, round_id)
            if row is not None and row.ended_at is None:
                row.ended_at = utc_now()
            self._notify(session, LIVE_CHANNEL, f"end:{round_id}")

    # -- everyone ---------------------------------------------------------------------------------

    def current(self, class_id: int | None = None) -> LiveQuestion | None:
        """The latest question of the open round (a station that joins late shows it): of every
        class's rounds and ``class_id``'s (on a school server, a station reads only those)."""
        with self._access.read() as session:
            open_round = session.scalars(
                select(LiveRoundRow)
                .where(LiveRoundRow.ended_at.is_(None))
                .where(or_(LiveRoundRow.class_id.is_(None), LiveRoundRow.class_id == class_id))
                .order_by(LiveRoundRow.id.desc())
            ).first()
            if open_round is None:
                return None
            row = session.scalars(
                select(LiveQuestionRow)
                .where(LiveQuestionRow.round_id == open_round.id)
                .order_by(LiveQuestionRow.number.desc())
            ).first()
            return None if row is None else _question(row)

    def question(self, question_id: int) -> LiveQuestion:
        with self._access.read() as session:
            row = session.get(LiveQuestionRow, question_id)
            if row is None:
                raise UnknownRecordError(f"No live question with id {question_id}")
            return _question(row)

    def tally(self, question_id: int) -> Tally:
        with self._access.read() as session:
            rows = session.scalars(
                select(LiveAnswerRow).where(LiveAnswerRow.question_id == question_id)
            ).all()
        counts = Counter(row.choice for row in rows)
        return Tally(
            question_id,
            tuple(sorted(row.trainee_id for row in rows)),
            sum(row.correct for row in rows),
            tuple(sorted(counts.items(), key=lambda item: (-item[1], item[0]))),
        )

    def signed_in(self, class_id: int | None = None) -> dict[int, str]:
        """The trainees (of ``class_id``; None: of every class the caller sees) signed in at a
        station now: id → the station's name (the school server says; a single computer's file
        has no sign-ins)."""
        if self._access.dialect != "postgresql":
            return {}
        with self._access.read() as session:
            if class_id is None:
                rows = session.execute(text("SELECT trainee_id, station FROM croupier_signed_in()")).all()
            else:
                rows = session.execute(
                    text("SELECT trainee_id, station FROM croupier_signed_in(:class_id)"),
                    {"class_id": class_id},
                ).all()
        return {int(trainee_id): str(station or "") for trainee_id, station in rows}

    def who(
        self,
        question_id: int | None,
        trainee_ids: Collection[int] | None = None,
        *,
        class_id: int | None = None,
    ) -> list[Who]:
        """The room for ``question_id``: everyone signed in now (of ``class_id``, when given) and
        everyone who answered it, by name; ``trainee_ids`` keeps only those."""
        present = self.signed_in(class_id)
        with self._access.read() as session:
            answers: dict[int, bool] = {}
            if question_id is not None:
                for row in session.scalars(
                    select(LiveAnswerRow).where(LiveAnswerRow.question_id == question_id)
                ):
                    answers[row.trainee_id] = bool(row.correct)
            ids = set(present) | set(answers)
            if trainee_ids is not None:
                ids &= set(trainee_ids)
            names = dict(
                session.execute(select(TraineeRow.id, TraineeRow.name).where(TraineeRow.id.in_(ids))).all()
            )
        room = [
            Who(tid, names.get(tid, "?"), present.get(tid), tid in answers, answers.get(tid)) for tid in ids
        ]
        return sorted(room, key=lambda who: (who.name.casefold(), who.trainee_id))

    # -- the round's report -------------------------------------------------------------------------

    def rounds(self) -> list[LiveRound]:
        """Every live round, the latest first."""
        with self._access.read() as session:
            rows = session.scalars(select(LiveRoundRow).order_by(LiveRoundRow.id.desc())).all()
            return [_round(row) for row in rows]

    def get_round(self, round_id: int) -> LiveRound:
        with self._access.read() as session:
            row = session.get(LiveRoundRow, round_id)
            if row is None:
                raise UnknownRecordError(f"No live round with id {round_id}")
            return _round(row)

    def questions(self, round_id: int) -> list[LiveQuestion]:
        """The round's questions in the order asked."""
        with self._access.read() as session:
            rows = session.scalars(
                select(LiveQuestionRow)
                .where(LiveQuestionRow.round_id == round_id)
                .order_by(LiveQuestionRow.number)
            ).all()
            return [_question(row) for row in rows]

    def answers(self, round_id: int) -> list[LiveAnswer]:
        """Every answer given in the round, question by question, by trainee's name."""
        query = (
            select(LiveAnswerRow, TraineeRow.name, LiveQuestionRow.number)
            .join(LiveQuestionRow, LiveQuestionRow.id == LiveAnswerRow.question_id)
            .join(TraineeRow, TraineeRow.id == LiveAnswerRow.trainee_id)
            .where(LiveQuestionRow.round_id == round_id)
        )
        with self._access.read() as session:
            found = [
                (
                    number,
                    LiveAnswer(
                        row.question_id,
                        row.trainee_id,
                        name,
                        row.choice,
                        bool(row.correct),
                        float(row.seconds),
                        row.answered_at,
                    ),
                )
                for row, name, number in session.execute(query).all()
            ]
        found.sort(key=lambda item: (item[0], item[1].name.casefold(), item[1].trainee_id))
        return [answer for _, answer in found]
