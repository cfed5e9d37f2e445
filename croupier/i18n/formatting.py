"""Numbers, chip amounts, times and percentages written the way the chosen locale writes them.

Each function takes the language (its standard locale), an explicit ``QLocale``, or nothing: then
``QLocale()``, the default that ``Translations`` sets whenever the language changes.

>>> format_chips(1250, Language.GERMAN), format_chips(1250, Language.ENGLISH)
('1.250', '1,250')
>>> format_seconds(2.5, Language.GERMAN), format_seconds(75, Language.ENGLISH)
('2,5 s', '1:15 min')
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, QLocale

from croupier.i18n.language import Language

__all__ = [
    "format_chips",
    "format_datetime",
    "format_number",
    "format_percent",
    "format_seconds",
    "resolve_locale",
]

LocaleChoice = Language | QLocale | None


def resolve_locale(choice: LocaleChoice = None) -> QLocale:
    """The locale meant by ``choice``: a language's standard locale, the one given, or the default.

    >>> resolve_locale(Language.GERMAN).name()
    'de_DE'
    """
    if choice is None:
        return QLocale()
    if isinstance(choice, QLocale):
        return choice
    return choice.locale()


def format_number(value: float, locale: LocaleChoice = None, *, decimals: int | None = None) -> str:
    """``value`` with the locale's digit grouping and decimal sign.

    Integers print without decimals; floats print with ``decimals`` places, or as few as needed.

    >>> format_number(1234567, Language.GERMAN)
    '1.234.567'
    >>> format_number(0.125, Language.GERMAN), format_number(2, Language.ENGLISH, decimals=2)
    ('0,125', '2.00')
    """
    chosen = resolve_locale(locale)
    if isinstance(value, int) and decimals is None:
        return chosen.toString(value)
    if decimals is None:
        shortest = QLocale.FloatingPointPrecisionOption.FloatingPointShortest
        return chosen.toString(float(value), "f", shortest.value)
    return chosen.toString(float(value), "f", decimals)


def format_chips(amount: int, locale: LocaleChoice = None) -> str:
    """A chip amount (whole chips, no currency sign): German ``1.250``, English ``1,250``."""
    return resolve_locale(locale).toString(int(amount))


def format_datetime(moment: datetime, locale: LocaleChoice = None) -> str:
    """A moment in this computer's time zone, short (date and time), as the locale writes it."""
    local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
    return resolve_locale(locale).toString(local, QLocale.FormatType.ShortFormat)


def format_seconds(seconds: float, locale: LocaleChoice = None) -> str:
    """A duration: ``12.3 s`` under a minute, ``1:15 min`` from a minute on.

    The unit symbols are SI and the same in English and German, so they are not translated.
    """
    if seconds < 0:
        raise ValueError(f"a duration cannot be negative, got {seconds}")
    chosen = resolve_locale(locale)
    tenths = round(seconds * 10)
    # Rounded first, so 59.96 s reads "1:00 min" and never "60.0 s".
    if tenths < 600:
        return f"{chosen.toString(tenths / 10, 'f', 1)} s"
    minutes, rest = divmod(round(seconds), 60)
    return f"{chosen.toString(minutes)}:{rest:02d} min"


def format_percent(fraction: float, locale: LocaleChoice = None, *, decimals: int = 0) -> str:
    r"""A share (0.853) as a percentage: English ``85%``, German ``85 %`` (DIN 5008).

    >>> format_percent(0.853, Language.GERMAN, decimals=1), format_percent(0.5, Language.ENGLISH)
    ('85,3\xa0%', '50%')
    """
    chosen = resolve_locale(locale)
    number = chosen.toString(fraction * 100, "f", decimals)
    separator = "\u00a0" if chosen.language() == QLocale.Language.German else ""
    return f"{number}{separator}{chosen.percent()}"
