"""``croupier report gradebook`` and ``croupier school certificate``, on SQLite and the CI's
PostgreSQL: the CSV and the PDF say what the sittings were (best sitting, sittings used, the
practical, the combined grade with the school's rubric, the certificate's code), and a certificate
printed again by the instructor is the one issued (it verifies from its PDF alone)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from cli_helpers import compile_catalogues, pdf_text, run_here
from sealing import PASSPHRASE, engine_regrade, sit_here

from croupier.practical.rubric import Rubric
from croupier.store import Store
from croupier.store.practicals import PracticalHand, PracticalMark, PracticalRecord


@pytest.fixture(autouse=True, scope="module")
def _catalogues() -> None:
    compile_catalogues()


def _practical(trainee: int, score: float) -> PracticalRecord:
    mark = PracticalMark("deal:3", "procedure", right=True)
    hand = PracticalHand(1, seconds=90.0, target_seconds=120.0, score=score, failed=False, marks=(mark,))
    return PracticalRecord(
        trainee_id=trainee,
        variant="7-card stud",
        players=6,
        stakes="20/40",
        rubric=Rubric().to_json(),
        instructor="Tom",
        score=score,
        passed=score >= 0.8,
        groups={"procedure": score},
        hands=(hand,),
    )


@pytest.fixture
def school(database_url: str) -> tuple[str, str]:
    """Anna passes Stud I at the first sitting (sealed) and has a practical of 90 %; Ben fails it,
    is granted another sitting and passes it (4 of 4); Cleo has sat nothing. Returns the address and
    Anna's certificate code."""
    with Store(database_url, station="desk") as store:
        anna, ben, _cleo = (store.roster.add(name) for name in ("Anna", "Ben", "Cleo"))
        exam = store.exams.create("Stud I", ["bring_in"], 4, 0.75, sittings=1)
        sit_here(store, anna.id, exam, wrong=[1])  # 3 of 4: 75 %, a pass
        sit_here(store, ben.id, exam, wrong=[1, 2, 3])  # 1 of 4
        store.sittings.grant(exam.id, ben.id, "ill at the first sitting")
        sit_here(store, ben.id, exam)  # 4 of 4
        seal = store.seals.create_key(PASSPHRASE)
        sealed = store.seals.seal_pending(seal, engine_regrade).sealed
        store.practicals.record(_practical(anna.id, 0.9))
        (anna_result,) = store.exams.results(trainee_id=anna.id)
    assert anna_result.certificate in sealed
    assert anna_result.certificate is not None
    return database_url, anna_result.certificate


def test_the_gradebook_csv_matches_the_sittings(qapp, capsys, school, tmp_path: Path) -> None:
    url, code = school
    out = tmp_path / "book.csv"
    done = run_here(capsys, "report", "gradebook", "--out", str(out), "--lang", "en", "--database", url)
    assert done.status == 0, done.err
    assert "3 rows" in done.out
    rows = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8-sig"))))
    by_name = {row["trainee"]: row for row in rows}
    anna, ben, cleo = by_name["Anna"], by_name["Ben"], by_name["Cleo"]
    assert (anna["Stud I: score %"], anna["Stud I: passed"], anna["Stud I: sittings"]) == ("75.0", "yes", "1")
    assert (ben["Stud I: score %"], ben["Stud I: passed"], ben["Stud I: sittings"]) == ("100.0", "yes", "2")
    assert (cleo["Stud I: score %"], cleo["Stud I: passed"], cleo["Stud I: sittings"]) == ("", "", "0")
    # Anna: written 75 %, practical 90 % → 0.3 × 75 + 0.7 × 90 = 85.5 %; written under 80 %: not passed.
    assert (anna["practical %"], anna["written %"], anna["combined %"], anna["passed"]) == (
        "90.0",
        "75.0",
        "85.5",
        "no",
    )
    assert anna["certificates"] == code
    assert ben["certificates"]  # his second sitting's pass was sealed too
    assert (ben["practical %"], ben["combined %"]) == ("", "")


def test_the_gradebook_pdf_is_a_class_list_to_sign(qapp, capsys, school, tmp_path: Path) -> None:
    url, code = school
    out = tmp_path / "book.pdf"
    done = run_here(capsys, "report", "gradebook", "--out", str(out), "--lang", "de", "--database", url)
    assert done.status == 0, done.err
    text = pdf_text(out)
    for expected in (
        "Notenbuch",
        "Anna",
        "Ben",
        "Cleo",
        "Stud I",
        code,
        "75 %",
        "(1/1)",
        "(2/2)",
        "Unterschrift",
    ):
        assert expected in text, expected


def test_the_instructor_prints_a_certificate_again_and_it_verifies(
    qapp, capsys, school, tmp_path: Path
) -> None:
    url, code = school
    out = tmp_path / "again.pdf"
    done = run_here(capsys, "school", "certificate", code.lower(), "--out", str(out), "--database", url)
    assert done.status == 0, done.err
    checked = run_here(capsys, "school", "verify", "--pdf", str(out), "--database", url, "--lang", "en")
    assert checked.status == 0, checked.err
    assert "Anna" in checked.out
    missing = run_here(capsys, "school", "certificate", "ZZZZ-ZZZZ", "--out", str(out), "--database", url)
    assert missing.status == 1
    assert "no certificate ZZZZ-ZZZZ" in missing.err


def test_a_pass_sealed_after_a_practical_names_both_parts(database_url: str) -> None:
    with Store(database_url, station="desk") as store:
        dana = store.roster.add("Dana")
        store.practicals.record(_practical(dana.id, 0.85))
        exam = store.exams.create("Razz I", ["bring_in"], 4, 0.5)
        sit_here(store, dana.id, exam)
        (code,) = store.seals.seal_pending(store.seals.create_key(PASSPHRASE), engine_regrade).sealed
        document = store.seals.document(code)
        assert document is not None
        parts = json.loads(document["payload"])["parts"]
        assert [part["kind"] for part in parts] == ["quiz", "practical"]
        assert (parts[1]["score"], parts[1]["passed"]) == (0.85, True)
        assert store.seals.verify(code).valid
