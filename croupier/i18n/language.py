"""The trainer's two languages, the system default, and reading a language from settings or the CLI.

>>> parse_language("de_AT") is Language.GERMAN
True
>>> Language.ENGLISH.native_name
'English'
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QLocale

__all__ = ["Language", "UnknownLanguageError", "parse_language", "system_language"]


class UnknownLanguageError(ValueError):
    """A language name or code the trainer has no catalogue for."""


class Language(StrEnum):
    """A language the trainer speaks; the value is the ISO 639-1 code of ``croupier_<code>.qm``."""

    ENGLISH = "en"
    GERMAN = "de"

    @property
    def native_name(self) -> str:
        """The language's name in itself, shown untranslated in the settings list."""
        return _NATIVE_NAMES[self]

    def locale(self) -> QLocale:
        """The language's standard locale (en_US, de_DE), when the system's region does not fit."""
        return QLocale(_STANDARD_LOCALES[self])


_NATIVE_NAMES = {Language.ENGLISH: "English", Language.GERMAN: "Deutsch"}
_STANDARD_LOCALES = {Language.ENGLISH: "en_US", Language.GERMAN: "de_DE"}
_ALIASES = {
    "english": Language.ENGLISH,
    "englisch": Language.ENGLISH,
    "german": Language.GERMAN,
    "deutsch": Language.GERMAN,
}


def parse_language(text: str) -> Language:
    """The language for a code (``"de"``, ``"de_AT"``, ``"en-GB"``) or a name (``"Deutsch"``).

    >>> parse_language("EN-gb").value
    'en'
    >>> parse_language("fr")
    Traceback (most recent call last):
    ...
    croupier.i18n.language.UnknownLanguageError: unknown language 'fr': use one of en, de
    """
    cleaned = text.strip().lower()
    if cleaned in _ALIASES:
        return _ALIASES[cleaned]
    # A locale name such as de_DE.UTF-8 or de-Latn-AT starts with the language code.
    code = cleaned.replace("-", "_").split(".")[0].split("@")[0].split("_")[0]
    try:
        return Language(code)
    except ValueError:
        choices = ", ".join(language.value for language in Language)
        raise UnknownLanguageError(f"unknown language {text!r}: use one of {choices}") from None


def system_language(locale: QLocale | None = None) -> Language:
    """The language of the user's system (German locales give German, anything else English).

    ``locale`` stands in for ``QLocale.system()`` in tests. The UI languages are read before the
    number locale because a German user may format numbers the Swiss or English way.
    """
    chosen = QLocale.system() if locale is None else locale
    for name in chosen.uiLanguages():
        if name.lower().split("-")[0] == Language.GERMAN.value:
            return Language.GERMAN
        if name.lower().split("-")[0] == Language.ENGLISH.value:
            return Language.ENGLISH
    if chosen.language() == QLocale.Language.German:
        return Language.GERMAN
    return Language.ENGLISH
