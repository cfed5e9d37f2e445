"""Practical exams at a real table: a sitting as the instructor scored it, with its hands and every
mark. Written once, when the sitting is saved, by the instructor (never by a station); read back for
the trainee's Progress, the reports, the gradebook and the certificate. The rubric they are scored
by is the school's, or a class's own (revision 0014)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Boolean, delete, func, select, text, update
from sqlalchemy.orm import Session

from croupier.store.access import DatabaseAccess, changed_rows
from croupier.store.errors import InvalidRecordError, UnknownRecordError
from croupier.store.models import (
    ClassRow,
    ClassRubricRow,
    PracticalHandRow,
    PracticalMarkRow,
    PracticalSittingRow,
    SettingRow,
    utc_now,
)
from croupier.store.roster import trainee_row
from croupier.store.writes import new_uuid

__all__ = ["PracticalHand", "PracticalMark", "PracticalRecord", "Practicals"]

RUBRIC_KEY = "practical_rubric"
MAX_RUBRIC = 4000
MAX_HANDS = 50
MAX_MARKS = 60  # a hand's sheet has at most some 35 duties


@dataclass(frozen=True, slots=True)
class PracticalMark:
    duty: str
    group: str
    right: bool
    reason: str | None = None
    rule: str | None = None
    critical: str | None = None
    seconds: float = 0.0
    disputed: bool = False


@dataclass(frozen=True, slots=True)
class PracticalHand:
    number: int
    seconds: float
    target_seconds: float
    score: float
    failed: bool
    marks: tuple[PracticalMark, ...]
    history: str | None = None


@dataclass(frozen=True, slots=True)
class PracticalRecord:
    """A practical sitting as stored: who, which game at how many players and stakes, the rubric (its
    JSON), who scored it, the score and the groups' scores (None where no marks), and its hands."""

    trainee_id: int
    variant: str
    players: int
    stakes: str
    rubric: str
    instructor: str
    score: float
    passed: bool
    groups: Mapping[str, float | None]
    hands: tuple[PracticalHand, ...]
    taken_at: datetime | None = None
    uuid: str = ""
    id: int = 0


def _class_row(session: Session, class_id: int) -> ClassRow:
    row = session.get(ClassRow, class_id)
    if row is None:
        raise UnknownRecordError(f"No class with id {class_id}")
    return row


def _checked(record: PracticalRecord) -> None:
    if not 1 <= len(record.hands) <= MAX_HANDS:
        raise InvalidRecordError(f"A practical has 1 to {MAX_HANDS} hands, not {len(record.hands)}")
    if not 0 <= record.score <= 1:
        raise InvalidRecordError(f"A practical's score is a share from 0 to 1, not {record.score}")
    for hand in record.hands:
        if len(hand.marks) > MAX_MARKS:
            raise InvalidRecordError(f"Hand {hand.number} has more marks than a hand has duties")
        if hand.history is not None and len(hand.history) > 200_000:
            raise InvalidRecordError(f"Hand {hand.number}'s history is too long to be a hand")


class Practicals:
    def __init__(self, access: DatabaseAccess) -> None:
        self._access = access

    def rubric(self) -> str | None:
        """The school's rubric for practical exams (its JSON, ``croupier.practical.rubric``), or
        None for the trainer's default."""
        with self._access.read() as session:
            row = session.get(SettingRow, RUBRIC_KEY)
            return row.value if row is not None else None

    def set_rubric(self, text: str) -> None:
        """Keep the school's rubric (written by the instructor; checked by the caller)."""
        if not text.strip() or len(text) > MAX_RUBRIC:
            raise InvalidRecordError("A rubric is a short JSON text")
        with self._access.write() as session:
            row = session.get(SettingRow, RUBRIC_KEY)
            if row is None:
                session.add(SettingRow(key=RUBRIC_KEY, value=text))
            else:
                row.value = text

    def class_rubrics(self) -> dict[int, str]:
        """Each class's own rubric (its JSON) by the class's id: the classes this login sees that
        have one; the others are scored by the school's (:meth:`rubric`)."""
        with self._access.read() as session:
            rows = session.scalars(select(ClassRubricRow)).all()
            return {row.class_id: row.rubric for row in rows}

    def set_class_rubric(self, class_id: int, rubric: str | None) -> None:
        """Keep ``rubric`` as the class's own rubric (None: the class goes back to the school's).
        On a school server the database lets only an instructor who sees the class do it: it
        refuses a new rubric (the row policy's ``WITH CHECK``), and a change or a removal the
        policy filters is refused by :func:`changed_rows`."""
        if rubric is not None and (not rubric.strip() or len(rubric) > MAX_RUBRIC):
            raise InvalidRecordError("A rubric is a short JSON text")
        refused = f"The class {class_id} is not one this login manages"
        with self._access.write() as session:
            server = self._access.dialect == "postgresql"
            # The rubric written (or read) first: a login that may not touch rubrics at all (a
            # station, which reads only its trainee's class) is refused as such, whatever the class.
            if rubric is None:
                # A rubric out of this login's reach is out of its sight too: what would have been
                # removed is the class's, where the class is not one this login manages.
                outside = select(ClassRow.id).where(
                    ClassRow.id == class_id, ~func.croupier_sees_class(ClassRow.id, type_=Boolean)
                )
                rows = delete(ClassRubricRow).where(ClassRubricRow.class_id == class_id)
                if not changed_rows(session, rows, refused=refused, expected=outside):
                    _class_row(session, class_id)
                return
            login = str(session.scalar(text("SELECT session_user"))) if server else "local"
            if session.get(ClassRubricRow, class_id) is None:  # one out of reach: the INSERT is refused
                _class_row(session, class_id)
                session.add(
                    ClassRubricRow(class_id=class_id, rubric=rubric, changed_at=utc_now(), changed_by=login)
                )
                return
            changed_rows(
                session,
                update(ClassRubricRow)
                .where(ClassRubricRow.class_id == class_id)
                .values(rubric=rubric, changed_at=utc_now(), changed_by=login),
                refused=refused,
            )

    def record(self, record: PracticalRecord) -> PracticalRecord:
        """Store a finished sitting with its hands and marks, in one transaction."""
        _checked(record)
        uuid = record.uuid or new_uuid()
        taken = record.taken_at or utc_now()
        with self._access.write() as session:
            trainee_row(session, record.trainee_id)
            row = PracticalSittingRow(
                uuid=uuid,
                trainee_id=record.trainee_id,
                variant=record.variant,
                players=record.players,
                stakes=record.stakes,
                hands=len(record.hands),
                rubric=record.rubric,
                instructor=record.instructor.strip()[:200],
                score=record.score,
                passed=record.passed,
                groups=dict(record.groups),
                taken_at=taken,
            )
            session.add(row)
            session.flush()
            for hand in record.hands:
                hand_row = PracticalHandRow(
                    sitting_id=row.id,
                    number=hand.number,
                    seconds=hand.seconds,
                    target_seconds=hand.target_seconds,
                    score=hand.score,
                    failed=hand.failed,
                    history=hand.history,
                )
                session.add(hand_row)
                session.flush()
                session.add_all(
                    PracticalMarkRow(
                        hand_id=hand_row.id,
                        duty=mark.duty,
                        duty_group=mark.group,
                        right=mark.right,
                        reason=mark.reason,
                        rule=mark.rule,
                        critical=mark.critical,
                        seconds=mark.seconds,
                        disputed=mark.disputed,
                    )
                    for mark in hand.marks
                )
            sitting_id = row.id
        return self.sitting(sitting_id)

    def sitting(self, sitting_id: int) -> PracticalRecord:
        with self._access.read() as session:
            row = session.get(PracticalSittingRow, sitting_id)
            if row is None:
                raise InvalidRecordError(f"No practical with id {sitting_id}")
            hands = session.scalars(
                select(PracticalHandRow)
                .where(PracticalHandRow.sitting_id == sitting_id)
                .order_by(PracticalHandRow.number)
            ).all()
            marks = session.scalars(
                select(PracticalMarkRow)
                .where(PracticalMarkRow.hand_id.in_([hand.id for hand in hands]))
                .order_by(PracticalMarkRow.id)
            ).all()
            by_hand: dict[int, list[PracticalMark]] = {hand.id: [] for hand in hands}
            for mark in marks:
                by_hand[mark.hand_id].append(
                    PracticalMark(
                        mark.duty,
                        mark.duty_group,
                        mark.right,
                        mark.reason,
                        mark.rule,
                        mark.critical,
                        mark.seconds,
                        mark.disputed,
                    )
                )
            return PracticalRecord(
                trainee_id=row.trainee_id,
                variant=row.variant,
                players=row.players,
                stakes=row.stakes,
                rubric=row.rubric,
                instructor=row.instructor,
                score=row.score,
                passed=row.passed,
                groups=dict(row.groups),
                hands=tuple(
                    PracticalHand(
                        hand.number,
                        hand.seconds,
                        hand.target_seconds,
                        hand.score,
                        hand.failed,
                        tuple(by_hand[hand.id]),
                        hand.history,
                    )
                    for hand in hands
                ),
                taken_at=row.taken_at,
                uuid=row.uuid,
                id=row.id,
            )

    def for_trainee(self, trainee_id: int) -> list[PracticalRecord]:
        """The trainee's practical sittings, oldest first, with their hands and marks."""
        with self._access.read() as session:
            ids = session.scalars(
                select(PracticalSittingRow.id)
                .where(PracticalSittingRow.trainee_id == trainee_id)
                .order_by(PracticalSittingRow.taken_at, PracticalSittingRow.id)
            ).all()
        return [self.sitting(sitting_id) for sitting_id in ids]

    def best(self, trainee_ids: Sequence[int] | None = None) -> dict[int, PracticalRecord]:
        """Each trainee's best practical (the gradebook's column)."""
        with self._access.read() as session:
            query = select(PracticalSittingRow.id, PracticalSittingRow.trainee_id, PracticalSittingRow.score)
            if trainee_ids is not None:
                query = query.where(PracticalSittingRow.trainee_id.in_(list(trainee_ids)))
            rows = session.execute(query.order_by(PracticalSittingRow.id)).all()
        best: dict[int, tuple[float, int]] = {}
        for sitting_id, trainee_id, score in rows:
            if trainee_id not in best or score > best[trainee_id][0]:
                best[trainee_id] = (score, sitting_id)
        return {trainee_id: self.sitting(sitting_id) for trainee_id, (_, sitting_id) in best.items()}
