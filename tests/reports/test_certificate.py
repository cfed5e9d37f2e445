"""The certificate of a passed exam: one landscape page naming the trainee, the exam, the score, the
verification code and the school seal's fingerprint as the certificate was issued, in English and
German, the signed certificate inside it (checked without the database); refused for a payload that
is not a pass."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from pdf_tools import pdf_png, pdf_text
from PySide6.QtGui import QImage

from croupier.reports import ReportError
from croupier.reports.certificate import NotPassedError, certificate_texts, read_document, write_certificate
from croupier.store.school import SchoolSettings
from croupier.store.seals import check_document, payload_text
from croupier.store.signing import fingerprint_text, new_key, sign

TAKEN = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)
SCHOOL = SchoolSettings("Croupierschule Baden-Baden", "Maria Schmidt")
KEY, SEAL = new_key("the school's passphrase")
EXPECTED = {
    "en": ("Certificate", "Score: 17 of 20 (85%) · pass mark 80%", "10 March 2025", "Pot size", "Date"),
    "de": (
        "Zertifikat",
        "Ergebnis: 17 von 20 (85 %) · Bestehensgrenze 80 %",
        "10. März 2025",
        "Potgröße",
        "Datum",
    ),
}


def _sealed(**changes: object) -> dict[str, str]:
    """A certificate as ``Seals.document`` gives it: the payload as issued, signed."""
    payload: dict[str, object] = {
        "v": 1,
        "code": "K7QF-2MXD",
        "result": 1,
        "school": SCHOOL.school_name,
        "trainee": "Anna Müller",
        "exam": "Stud I",
        "games": ["F7S", "FR"],
        "skills": ["bring_in", "pot_size"],
        "pass_mark": 0.8,
        "correct": 17,
        "total": 20,
        "passed": True,
        "taken_at": TAKEN.isoformat(),
        "parts": [{"kind": "quiz", "sitting": 1, "correct": 17, "total": 20, "taken_at": TAKEN.isoformat()}],
        "instructor": SCHOOL.instructor_name,
        "sealed_by": "croupier_instructor",
        "sealed_at": TAKEN.isoformat(),
        "key": KEY.fingerprint,
    }
    payload.update(changes)
    return {
        "code": str(payload["code"]),
        "payload": payload_text(payload),
        "signature": sign(SEAL, payload),
        "key": KEY.public_key,
    }


def test_the_certificate_names_the_trainee_exam_score_code_and_seal(language, tmp_path):
    lang = language.language.value
    document = _sealed()
    path = write_certificate(tmp_path / f"certificate-{lang}.pdf", document, locale=language.locale, tz=UTC)
    assert path.read_bytes().startswith(b"%PDF")
    text = pdf_text(path)
    title, score, date, skill, date_label = EXPECTED[lang]
    for wanted in (
        title,
        "Anna Müller",
        "Stud I",
        score,
        date,
        skill,
        date_label,
        "Seven Card Stud",
        "Razz",
        "Croupierschule Baden-Baden",
        "Maria Schmidt",
        "K7QF-2MXD",
        "croupier school verify K7QF-2MXD",
        fingerprint_text(KEY.fingerprint),
    ):
        assert wanted in text, (wanted, text)
    assert "Hi-Lo" not in text  # the exam deals two games only
    assert "\f" not in text.rstrip("\f")  # one page
    picture = QImage(str(pdf_png(path, tmp_path / f"certificate-{lang}")))
    assert picture.width() > picture.height()  # landscape
    # The signed certificate rides inside, and checks out without any database.
    inside = read_document(path)
    assert inside == document
    verdict = check_document(
        inside["code"], inside["payload"], inside["signature"], inside["key"], KEY.fingerprint
    )
    assert verdict.valid


def test_german_wraps_the_exam_in_one_sentence(language):
    texts = certificate_texts(json.loads(_sealed()["payload"]), locale=language.locale)
    if language.language.value == "de":
        assert (texts.passed_before, texts.exam, texts.passed_after) == (
            "die Prüfung",
            "Stud I",
            "bestanden hat.",
        )
    else:
        assert (texts.passed_before, texts.exam, texts.passed_after) == ("has passed the exam", "Stud I", "")


def test_an_exam_for_every_game_and_a_school_without_names(qapp, tmp_path):
    document = _sealed(school="", instructor="", games=[], trainee="Ben", exam="Razz", skills=["odd_chip"])
    texts = certificate_texts(json.loads(document["payload"]))
    assert texts.games == "Games: Seven Card Stud · Seven Card Stud Hi-Lo · Razz"
    assert texts.school == "Croupier training"
    assert texts.instructor == ""
    path = write_certificate(tmp_path / "ben.pdf", document)
    assert "Ben" in pdf_text(path)


def test_a_payload_that_is_not_a_pass_has_no_certificate(qapp, tmp_path):
    for document in (_sealed(passed=False), {"code": "X", "payload": "not json", "signature": "", "key": ""}):
        with pytest.raises(NotPassedError):
            write_certificate(tmp_path / "no.pdf", document)
    assert not (tmp_path / "no.pdf").exists()


def test_a_file_without_a_certificate_inside_has_none(qapp, tmp_path):
    plain = tmp_path / "plain.pdf"
    plain.write_bytes(b"%PDF-1.4 nothing of ours")
    assert read_document(plain) is None
    assert read_document(tmp_path / "missing.pdf") is None


def test_a_certificate_that_cannot_be_written_raises_report_error(qapp, tmp_path):
    with pytest.raises(ReportError, match="missing"):
        write_certificate(tmp_path / "missing" / "c.pdf", _sealed())


def test_a_certificate_names_both_parts_when_the_trainee_has_a_practical(language, tmp_path):
    lang = language.language.value
    parts = [
        {"kind": "quiz", "sitting": 1, "correct": 17, "total": 20, "taken_at": TAKEN.isoformat()},
        {"kind": "practical", "sitting": 4, "score": 0.9, "passed": True, "taken_at": TAKEN.isoformat()},
    ]
    document = _sealed(parts=parts)
    path = write_certificate(tmp_path / f"both-{lang}.pdf", document, locale=language.locale, tz=UTC)
    text = " ".join(pdf_text(path).split())
    wanted = {
        "en": ("Written: Score: 17 of 20 (85%)", "Practical exam: 90% (passed)"),
        "de": ("Schriftlich: Ergebnis: 17 von 20 (85 %)", "Praxisprüfung: 90 % (bestanden)"),
    }[lang]
    for part in wanted:
        assert part in text, (part, text)
    assert "\f" not in pdf_text(path).rstrip("\f")  # still one page
    pdf_png(path, tmp_path / f"both-{lang}")
    inside = read_document(path)
    assert inside is not None
    assert check_document(
        inside["code"], inside["payload"], inside["signature"], inside["key"], KEY.fingerprint
    ).valid
