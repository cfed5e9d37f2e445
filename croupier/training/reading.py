"""Reading a tabled hand from memory (R9.7): kept in ``croupier.drills.reading`` (the quiz's
``read_tabled`` skill grades with it too); re-exported here for the walkthrough."""

from __future__ import annotations

from croupier.drills.reading import (
    LowPart,
    Problem,
    ReadingVerdict,
    Said,
    expected_reading,
    grade_reading,
    parse_reading,
    said_of,
    spoken_count,
)

__all__ = [
    "LowPart",
    "Problem",
    "ReadingVerdict",
    "Said",
    "expected_reading",
    "grade_reading",
    "parse_reading",
    "said_of",
    "spoken_count",
]
