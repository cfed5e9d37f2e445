"""Helpers for the drill tests: RULES.md's rule numbers, and a wrong answer for any question."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

from croupier.drills.model import Answer, AnswerType, Question

ROOT = Path(__file__).resolve().parents[2]
RULES_MD = ROOT.parent / "shared" / "RULES.md"
TRANSLATIONS = ROOT / "translations"
DATA = ROOT / "tests" / "data"


def _lrelease() -> str:
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    return str(beside) if beside.exists() else shutil.which("pyside6-lrelease") or "pyside6-lrelease"


def fresh_catalogues(scratch: Path) -> Path:
    """A folder whose ``croupier_<lang>.qm`` files are as new as the ``.ts`` sources: ``translations/``
    when ``make`` has built them, else ``scratch`` with freshly compiled ones."""
    sources = sorted(TRANSLATIONS.glob("croupier_*.ts"))
    if all(
        ts.with_suffix(".qm").is_file() and ts.with_suffix(".qm").stat().st_mtime >= ts.stat().st_mtime
        for ts in sources
    ):
        return TRANSLATIONS
    for ts in sources:
        subprocess.run(
            [_lrelease(), "-silent", str(ts), "-qm", str(scratch / ts.with_suffix(".qm").name)], check=True
        )
    return scratch


_HEADING = re.compile(r"\*\*(R\d+\.\d+[a-z]?)\b")
_SUB_ITEM = re.compile(r"\(([a-e])\)")


def defined_rules(text: str) -> frozenset[str]:
    """Rule numbers with a bold heading (R5.6, R6.5a), and each rule's lettered sub-items ((a)…(e))
    as R5.6b, R8.6c: the way the code and RULES.md itself cite them."""
    found: set[str] = set()
    lines = text.splitlines()
    current = None
    for line in lines:
        heading = _HEADING.search(line)
        if heading and line.lstrip().startswith("- **R"):
            current = heading.group(1)
            found.add(current)
        elif line.startswith("#"):
            current = None
        if current is not None:
            # Sources in brackets ("WSOP-T §90f(d)") are not sub-items of the rule.
            own = re.sub(r"\[[^\]]*\]", "", line)
            found.update(current + letter for letter in _SUB_ITEM.findall(own))
    return frozenset(found)


def wrong_answer(question: Question, expected: Answer) -> Answer:
    """An answer of the right shape that differs from ``expected``."""
    hand = question.position
    seats = list(hand.seats)
    match question.answer_type:
        case AnswerType.SEAT:
            assert isinstance(expected, int)
            return next(seat for seat in seats if seat != expected)
        case AnswerType.AMOUNT | AnswerType.COUNT:
            assert isinstance(expected, int)
            return expected + 1
        case AnswerType.CHOICE:
            return next(choice.key for choice in question.choices if choice.key != expected)
        case AnswerType.CHOICE_SET:
            assert isinstance(expected, frozenset)
            return frozenset(expected ^ {question.choices[0].key})
        case AnswerType.SEAT_SET:
            assert isinstance(expected, frozenset)
            return frozenset(expected ^ {seats[0]})
        case AnswerType.SEAT_ORDER:
            assert isinstance(expected, tuple)
            return tuple(reversed(expected)) if len(expected) > 1 else (expected[0] % len(seats) + 1,)
        case AnswerType.AMOUNT_SET:
            assert isinstance(expected, frozenset)
            return frozenset({*expected, max(expected) + 1})
        case AnswerType.AMOUNT_LIST:
            assert isinstance(expected, tuple)
            return (expected[0] + 1, *expected[1:])
        case AnswerType.SHARES:
            assert isinstance(expected, tuple)
            (seat, chips), *rest = expected
            return ((seat, chips + 1), *rest)
    raise AssertionError(question.answer_type)
