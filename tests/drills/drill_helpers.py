"""Helpers for the drill tests: fresh catalogues, and a wrong answer for any question."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from croupier.drills.chip_answers import answer_pile, answer_shares, pile_answer, shares_answer
from croupier.drills.model import Answer, AnswerType, Question
from croupier.engine.chips import Chips

ROOT = Path(__file__).resolve().parents[2]
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
        case AnswerType.CHIPS:
            return pile_answer(answer_pile(expected) + Chips.of({1: 1}))
        case AnswerType.CHIP_SHARES:
            shares = answer_shares(expected)
            first = min(shares)
            shares[first] = shares[first] + Chips.of({1: 1})
            return shares_answer(shares)
        case AnswerType.READING:
            return "pair of deuces" if "royal" in str(expected) else "royal flush"
    raise AssertionError(question.answer_type)
