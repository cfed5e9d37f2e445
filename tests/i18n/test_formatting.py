"""Numbers, chips, times and percentages in English and German."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from croupier.i18n import (
    Language,
    format_chips,
    format_number,
    format_percent,
    format_seconds,
)

EN, DE = Language.ENGLISH, Language.GERMAN


@pytest.mark.parametrize(
    ("amount", "english", "german"),
    [
        (0, "0", "0"),
        (40, "40", "40"),
        (1250, "1,250", "1.250"),
        (1_000_000, "1,000,000", "1.000.000"),
        (-20, "-20", "-20"),
        (5_000_000_000, "5,000,000,000", "5.000.000.000"),
    ],
)
def test_chips(amount, english, german):
    assert format_chips(amount, EN) == english
    assert format_chips(amount, DE) == german


def test_numbers():
    assert format_number(1234567, DE) == "1.234.567"
    assert format_number(2.5, DE) == "2,5"
    assert format_number(2.5, EN) == "2.5"
    assert format_number(1250.75, DE) == "1.250,75"
    assert format_number(1, EN, decimals=2) == "1.00"
    assert format_number(0.1 + 0.2, EN, decimals=1) == "0.3"


def test_an_explicit_locale_wins():
    assert format_chips(1250, QLocale("de_CH")) == "1'250"


def test_default_locale_is_used_without_argument():
    before = QLocale()
    try:
        QLocale.setDefault(QLocale("de_DE"))
        assert format_chips(1250) == "1.250"
        QLocale.setDefault(QLocale("en_US"))
        assert format_chips(1250) == "1,250"
    finally:
        QLocale.setDefault(before)


@pytest.mark.parametrize(
    ("seconds", "english", "german"),
    [
        (0, "0.0 s", "0,0 s"),
        (2.54, "2.5 s", "2,5 s"),
        (59.94, "59.9 s", "59,9 s"),
        (59.96, "1:00 min", "1:00 min"),
        (75, "1:15 min", "1:15 min"),
        (3725, "62:05 min", "62:05 min"),
    ],
)
def test_seconds(seconds, english, german):
    assert format_seconds(seconds, EN) == english
    assert format_seconds(seconds, DE) == german


def test_negative_seconds_are_refused():
    with pytest.raises(ValueError, match="negative"):
        format_seconds(-1, EN)


def test_percent():
    assert format_percent(0.853, EN) == "85%"
    assert format_percent(0.853, DE, decimals=1) == "85,3\u00a0%"
