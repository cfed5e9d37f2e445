"""Certificates that mean what they say: a passed sitting is re-graded by the instructor's side and
sealed with the school's Ed25519 key; a code is checked against the signature, never against a row.

- **The key** (:mod:`croupier.store.signing`): made once (``create_key``), the public key in
  ``school_keys`` for anyone, the private key there too but encrypted with the instructor's
  passphrase (a station's login may not read that column). ``unlock(passphrase)`` opens it in
  memory on the instructor's side.
- **Sealing** (``seal_pending``): every passed sitting not checked yet is re-graded — each of its
  questions dealt anew from the sitting's seed with the engine, each stored answer graded again
  (the caller passes the engine's re-grading in, ``regrade``: the store knows no drills) — and is
  then either sealed (a certificate: the payload as issued, signed) or rejected with the reason.
  On a school server both go through ``croupier_seal``, which records the login that did it.
- **Checking** (``verify``): the certificate's payload, its signature and the key it names; a
  row written by hand, even by the database's owner, has no valid signature and is not valid. What
  is printed is the payload as issued: the names, the score, the date, who sealed it.

The payload is a JSON object with a version (``v``) and its ``parts`` (each a part of the exam with
its own score: today the quiz; a practical exam adds its own), so that it can grow.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select, text
from sqlalchemy.orm import Session

from croupier.store.access import DatabaseAccess
from croupier.store.errors import StoreError, UnknownRecordError
from croupier.store.exams import normal_code
from croupier.store.models import (
    AttemptRow,
    CertificateRow,
    ExamResultRow,
    ExamRow,
    PracticalSittingRow,
    ResultCheckRow,
    SchoolKeyRow,
    TraineeRow,
    utc_now,
)
from croupier.store.records import Attempt, Exam, ExamResult
from croupier.store.school import School
from croupier.store.signing import (
    SchoolKey,
    SealKey,
    canonical,
    new_key,
    sign,
    unlock,
    verify_signature,
)
from croupier.store.sittings import Sittings
from croupier.store.writes import certificate_code

__all__ = [
    "PAYLOAD_VERSION",
    "Check",
    "NoKeyError",
    "Regrade",
    "SealReport",
    "Seals",
    "Verdict",
    "payload_text",
]

PAYLOAD_VERSION = 1
LOCAL_SEALER = "instructor"  # who seals on this computer's file, where there are no logins


class NoKeyError(StoreError):
    """The school has no key to seal with yet."""


@dataclass(frozen=True, slots=True)
class Check:
    """What re-grading a sitting found: ``correct`` answers, or a ``problem`` (a key of
    ``croupier.drills.regrade.PROBLEMS``) at answer ``number``."""

    correct: int
    problem: str | None = None
    number: int | None = None


Regrade = Callable[[Exam, int, dict[str, Any] | None, Sequence[Attempt]], Check]
"""Re-grades a sitting: the exam, the sitting's seed, its table and its stored answers in order."""


@dataclass(frozen=True, slots=True)
class SealReport:
    """What one round of sealing did: the certificates sealed (codes) and the results rejected
    (result id, problem, answer number)."""

    sealed: tuple[str, ...] = ()
    rejected: tuple[tuple[int, str, int | None], ...] = ()


@dataclass(frozen=True, slots=True)
class Verdict:
    """A certificate's code checked: ``valid``, else the ``reason`` (``unknown``: no certificate has
    the code; ``unsigned``: a code from before certificates were sealed; ``key``: the key it names
    is not the school's (its first); ``signature``: it was not signed by that key, or was changed
    since);
    ``payload`` the certificate as issued (when it could be read)."""

    code: str
    valid: bool
    reason: str | None = None
    payload: dict[str, Any] | None = None
    fingerprint: str | None = None


def payload_text(payload: dict[str, Any]) -> str:
    """The payload as stored and signed (canonical JSON)."""
    return canonical(payload).decode("utf-8")


def _iso(when: datetime) -> str:
    return when.isoformat(timespec="seconds")


def _practical_part(session: Session, trainee_id: int) -> list[dict[str, Any]]:
    """The trainee's best practical exam as a part of the certificate (none: no part), so that a
    certificate names both parts when the trainee has sat both."""
    row = session.scalars(
        select(PracticalSittingRow)
        .where(PracticalSittingRow.trainee_id == trainee_id)
        .order_by(PracticalSittingRow.score.desc(), PracticalSittingRow.id)
    ).first()
    if row is None:
        return []
    return [
        {
            "kind": "practical",
            "sitting": row.id,
            "score": round(row.score, 4),
            "passed": row.passed,
            "taken_at": _iso(row.taken_at),
        }
    ]


def check_document(
    code: str, payload: str, signature: str, public_key: str | None, fingerprint: str
) -> Verdict:
    """A certificate's payload and signature checked against ``public_key`` (the key it names)."""
    if not public_key:
        return Verdict(code, valid=False, reason="key", fingerprint=fingerprint)
    try:
        data = json.loads(payload)
    except ValueError:
        data = None
    if not isinstance(data, dict):
        return Verdict(code, valid=False, reason="signature", fingerprint=fingerprint)
    if not verify_signature(public_key, payload.encode("utf-8"), signature):
        return Verdict(code, valid=False, reason="signature", payload=data, fingerprint=fingerprint)
    if data.get("code") != code or data.get("key") != fingerprint:
        return Verdict(code, valid=False, reason="signature", payload=data, fingerprint=fingerprint)
    return Verdict(code, valid=True, payload=data, fingerprint=fingerprint)


class Seals:
    def __init__(self, access: DatabaseAccess, sittings: Sittings, school: School) -> None:
        self._access = access
        self._sittings = sittings
        self._school = school

    @property
    def _server(self) -> bool:
        return self._access.dialect == "postgresql"

    # -- the key ------------------------------------------------------------------------------

    def keys(self) -> list[SchoolKey]:
        """The school's public keys, oldest first (without the private keys)."""
        with self._access.read() as session:
            rows = session.execute(
                select(SchoolKeyRow.fingerprint, SchoolKeyRow.public_key).order_by(SchoolKeyRow.created_at)
            ).all()
        return [SchoolKey(fingerprint, public) for fingerprint, public in rows]

    def key(self) -> SchoolKey | None:
        """The school's newest key, with its (encrypted) private key: the instructor's to read."""
        with self._access.read() as session:
            row = session.scalars(select(SchoolKeyRow).order_by(SchoolKeyRow.created_at.desc())).first()
            return None if row is None else SchoolKey(row.fingerprint, row.public_key, row.private_key)

    def create_key(self, passphrase: str) -> SealKey:
        """The school's first key, its private half encrypted with ``passphrase``; returns it open."""
        school, seal = new_key(passphrase)
        with self._access.write() as session:
            if self._server:
                session.execute(
                    text("SELECT croupier_add_key(:fingerprint, :public, :private)"),
                    {
                        "fingerprint": school.fingerprint,
                        "public": school.public_key,
                        "private": school.private_key,
                    },
                )
            else:
                if session.scalars(select(SchoolKeyRow.fingerprint)).first() is not None:
                    raise StoreError("The school has a key already")
                session.add(
                    SchoolKeyRow(
                        fingerprint=school.fingerprint,
                        public_key=school.public_key,
                        private_key=school.private_key or "",
                        created_at=utc_now(),
                        created_by=LOCAL_SEALER,
                    )
                )
        return seal

    def unlock(self, passphrase: str) -> SealKey:
        """The school's key opened with ``passphrase`` (:class:`NoKeyError` when there is none,
        ``WrongPassphraseError`` when it does not open it)."""
        school = self.key()
        if school is None:
            raise NoKeyError("The school has no key to seal certificates with yet")
        return unlock(school, passphrase)

    # -- sealing ------------------------------------------------------------------------------

    def pending(self) -> list[ExamResult]:
        """Passed sittings, closed, that nobody has re-graded and sealed (or rejected) yet."""
        query = (
            select(ExamResultRow)
            .outerjoin(ResultCheckRow, ResultCheckRow.result_id == ExamResultRow.id)
            .where(
                ExamResultRow.passed,
                ExamResultRow.sitting_id.is_not(None),
                ResultCheckRow.result_id.is_(None),
            )
            .order_by(ExamResultRow.taken_at, ExamResultRow.id)
        )
        with self._access.read() as session:
            return [row.record() for row in session.scalars(query)]

    def _login(self, session: Session) -> str:
        if not self._server:
            return LOCAL_SEALER
        return str(session.scalar(text("SELECT session_user")))

    def seal_pending(self, seal: SealKey, regrade: Regrade, *, instructor: str | None = None) -> SealReport:
        """Re-grade every pending sitting and seal it, or reject it with the reason found."""
        sealed: list[str] = []
        rejected: list[tuple[int, str, int | None]] = []
        for result in self.pending():
            code, problem = self._seal_one(result, seal, regrade, instructor)
            if code is not None:
                sealed.append(code)
            elif problem is not None:
                rejected.append((result.id, problem[0], problem[1]))
        return SealReport(tuple(sealed), tuple(rejected))

    def _answers(self, session_id: int | None) -> list[Attempt]:
        with self._access.read() as session:
            rows = session.scalars(
                select(AttemptRow)
                .where(AttemptRow.session_id == session_id)
                .order_by(AttemptRow.answered_at, AttemptRow.id)
            )
            return [row.record() for row in rows]

    def _seal_one(
        self, result: ExamResult, seal: SealKey, regrade: Regrade, instructor: str | None
    ) -> tuple[str | None, tuple[str, int | None] | None]:
        assert result.sitting_id is not None
        seed, deal = self._sittings.deal(result.sitting_id)
        with self._access.read() as session:
            exam_row = session.get(ExamRow, result.exam_id)
            trainee_row = session.get(TraineeRow, result.trainee_id)
            if exam_row is None or trainee_row is None:
                raise UnknownRecordError(f"The result {result.id} names an exam or a trainee that is gone")
            exam, trainee = exam_row.record(), trainee_row.record()
        check = regrade(exam, seed, deal, self._answers(result.session_id))
        problem = check.problem
        if problem is None and check.correct != result.correct:
            problem = "score"  # the answers, checked, do not give the score stored
        if problem is not None:
            self._record(result.id, "rejected", check.correct, problem, check.number)
            return None, (problem, check.number)
        school = self._school.settings()
        with self._access.read() as session:
            login = self._login(session)
            practical = _practical_part(session, result.trainee_id)
        code = certificate_code()
        now = utc_now()
        payload: dict[str, Any] = {
            "v": PAYLOAD_VERSION,
            "code": code,
            "result": result.id,
            "school": school.school_name,
            "trainee": trainee.name,
            "exam": exam.name,
            "games": list(exam.variants or ()),
            "skills": list(exam.skills),
            "pass_mark": exam.pass_mark,
            "correct": result.correct,
            "total": result.total,
            "passed": True,
            "taken_at": _iso(result.taken_at),
            "parts": [
                {
                    "kind": "quiz",
                    "sitting": result.sitting_id,
                    "correct": result.correct,
                    "total": result.total,
                    "taken_at": _iso(result.taken_at),
                },
                *practical,
            ],
            "instructor": instructor if instructor is not None else school.instructor_name,
            "sealed_by": login,
            "sealed_at": _iso(now),
            "key": seal.fingerprint,
        }
        self._record(
            result.id, "sealed", check.correct, None, None, (code, payload, sign(seal, payload), seal)
        )
        return code, None

    def _record(  # noqa: PLR0917 - a check's facts
        self,
        result_id: int,
        verdict: str,
        correct: int,
        problem: str | None,
        number: int | None,
        certificate: tuple[str, dict[str, Any], str, SealKey] | None = None,
    ) -> None:
        code, payload, signature, seal = certificate if certificate is not None else (None, None, None, None)
        text_payload = None if payload is None else payload_text(payload)
        with self._access.write() as session:
            if self._server:
                session.execute(
                    text(
                        "SELECT croupier_seal(:result, :verdict, :correct, :problem, :number, :code, "
                        ":payload, :signature, :key)"
                    ),
                    {
                        "result": result_id,
                        "verdict": verdict,
                        "correct": correct,
                        "problem": problem,
                        "number": number,
                        "code": code,
                        "payload": text_payload,
                        "signature": signature,
                        "key": None if seal is None else seal.fingerprint,
                    },
                )
                return
            if session.get(ResultCheckRow, result_id) is not None:
                return
            now = utc_now()
            if code is not None and seal is not None and text_payload is not None and signature is not None:
                session.add(
                    CertificateRow(
                        code=code,
                        result_id=result_id,
                        payload=text_payload,
                        signature=signature,
                        key_fingerprint=seal.fingerprint,
                        sealed_by=LOCAL_SEALER,
                        sealed_at=now,
                    )
                )
            session.add(
                ResultCheckRow(
                    result_id=result_id,
                    verdict=verdict,
                    correct=correct,
                    problem=problem,
                    number=number,
                    checked_by=LOCAL_SEALER,
                    checked_at=now,
                )
            )

    # -- checking -----------------------------------------------------------------------------

    def verify(self, code: str) -> Verdict:
        """Is ``code`` a valid certificate of this school? (See :class:`Verdict`.)"""
        wanted = normal_code(code)
        if wanted is None:
            return Verdict(code.strip(), valid=False, reason="unknown")
        with self._access.read() as session:
            if self._server:
                row = session.execute(
                    text("SELECT * FROM croupier_certificate(:code)"), {"code": wanted}
                ).first()
                if row is None:
                    return Verdict(wanted, valid=False, reason="unknown")
                payload, signature, fingerprint, public, unsigned = row
            else:
                found = session.execute(
                    select(CertificateRow, SchoolKeyRow.public_key)
                    .outerjoin(SchoolKeyRow, SchoolKeyRow.fingerprint == CertificateRow.key_fingerprint)
                    .where(CertificateRow.code == wanted)
                ).first()
                unsigned = False
                if found is None:
                    legacy = session.scalar(
                        select(ExamResultRow.id).where(ExamResultRow.certificate == wanted)
                    )
                    if legacy is None:
                        return Verdict(wanted, valid=False, reason="unknown")
                    unsigned = True
                    payload = signature = fingerprint = public = None
                else:
                    certificate, public = found
                    payload, signature, fingerprint = (
                        certificate.payload,
                        certificate.signature,
                        certificate.key_fingerprint,
                    )
        if unsigned:
            return Verdict(wanted, valid=False, reason="unsigned")
        school = self.keys()
        if not school or fingerprint != school[0].fingerprint:
            # Signed, perhaps, but not with the school's key (the first one it made).
            return Verdict(wanted, valid=False, reason="key", fingerprint=str(fingerprint))
        return check_document(wanted, str(payload), str(signature), public, str(fingerprint))

    def document(self, code: str) -> dict[str, str] | None:
        """What a certificate's PDF carries to be checked without the database: the payload, its
        signature and the public key (None when the code is no certificate)."""
        wanted = normal_code(code)
        if wanted is None:
            return None
        with self._access.read() as session:
            if self._server:
                row = session.execute(
                    text("SELECT * FROM croupier_certificate(:code)"), {"code": wanted}
                ).first()
                if row is None or row[4]:
                    return None
                payload, signature, _fingerprint, public, _unsigned = row
            else:
                found = session.execute(
                    select(CertificateRow.payload, CertificateRow.signature, SchoolKeyRow.public_key)
                    .join(SchoolKeyRow, SchoolKeyRow.fingerprint == CertificateRow.key_fingerprint)
                    .where(CertificateRow.code == wanted)
                ).first()
                if found is None:
                    return None
                payload, signature, public = found
        return {"code": wanted, "payload": str(payload), "signature": str(signature), "key": str(public)}
