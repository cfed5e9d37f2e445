"""A trainee's practical exams as the instructor takes them away: ``croupier report practical``
writes every mark as CSV and each sitting as a PDF, with the reasons, rules and critical errors."""

from __future__ import annotations

import csv
import itertools

from pdf_tools import pdf_text

from croupier.cli import main
from croupier.gui.practical.practical_page import record_of
from croupier.practical.rubric import Critical
from croupier.practical.sitting import Setup, Sitting
from croupier.procedure.flags import Flag
from croupier.store import Store


def _scored(store: Store, trainee_id: int) -> None:
    ticks = itertools.count(0.0, 5.0)
    sitting = Sitting(
        Setup(trainee="Ben Keller", trainee_id=trainee_id, players=4, hands=2), clock=lambda: next(ticks)
    )
    sheet = sitting.start_hand()
    sheet.mark(right=True)
    sheet.mark(right=False, reason=Flag.SKIPPED_ANTE)
    sheet.mark(right=True)
    sitting.end_hand()
    sheet = sitting.start_hand()
    sheet.mark(right=False, reason=Flag.WRONG_POT_SPLIT, critical=Critical.WRONG_POT, key="push_pot")
    sitting.end_hand()
    store.practicals.record(record_of(sitting, "Petra Lang"))


def test_the_report_command_writes_every_mark_and_each_sitting(tmp_path, language, capsys):
    url = f"sqlite:///{tmp_path / 'school.sqlite3'}"
    store = Store(url)
    ben = store.roster.add("Ben Keller")
    _scored(store, ben.id)
    store.close()
    lang = language.language.value
    out = tmp_path / "ben.csv"
    assert (
        main(["report", "practical", "Ben Keller", "--database", url, "--lang", lang, "--out", str(out)]) == 0
    )
    assert "(4 rows)" in capsys.readouterr().out
    text = out.read_text(encoding="utf-8-sig")
    delimiter = ";" if lang == "de" else ","
    rows = list(csv.reader(text.splitlines(), delimiter=delimiter))
    assert len(rows) == 5
    wrong = [row for row in rows[1:] if row[11]]
    assert [row[12] for row in wrong] == ["R2.4", "R8.5"]
    assert all(row[16] == "Petra Lang" for row in rows[1:])
    pdf = tmp_path / "ben.pdf"
    assert (
        main(["report", "practical", "Ben Keller", "--database", url, "--lang", lang, "--out", str(pdf)]) == 0
    )
    words = pdf_text(pdf)
    assert "Ben Keller" in words
    assert "R8.5" in words
    assert ("Wrong pot awarded" if lang == "en" else "Pot falsch zugeschoben") in words


def test_an_unknown_trainee_is_one_line_and_exit_1(tmp_path, capsys):
    url = f"sqlite:///{tmp_path / 'school.sqlite3'}"
    Store(url).close()
    assert main(["report", "practical", "Nobody", "--database", url, "--out", str(tmp_path / "x.csv")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("croupier report: no trainee called 'Nobody'")
    assert err.count("\n") == 1
