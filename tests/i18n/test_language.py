"""Choosing a language: from the system locale, from text, and its locale for numbers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from croupier.i18n import Language, UnknownLanguageError, parse_language, system_language
from croupier.i18n.translations import locale_for


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("de", Language.GERMAN),
        ("DE", Language.GERMAN),
        ("de_AT", Language.GERMAN),
        ("de-CH", Language.GERMAN),
        ("de_DE.UTF-8", Language.GERMAN),
        ("Deutsch", Language.GERMAN),
        ("german", Language.GERMAN),
        ("en", Language.ENGLISH),
        ("en_GB", Language.ENGLISH),
        (" English ", Language.ENGLISH),
    ],
)
def test_parse_language(text, expected):
    assert parse_language(text) is expected


@pytest.mark.parametrize("text", ["fr", "", "klingon", "d"])
def test_parse_language_says_what_is_allowed(text):
    with pytest.raises(UnknownLanguageError, match="use one of en, de"):
        parse_language(text)


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("de_DE", Language.GERMAN),
        ("de_AT", Language.GERMAN),
        ("de_CH", Language.GERMAN),
        ("en_US", Language.ENGLISH),
        ("en_GB", Language.ENGLISH),
        ("fr_FR", Language.ENGLISH),
        ("C", Language.ENGLISH),
    ],
)
def test_system_language(locale, expected):
    assert system_language(QLocale(locale)) is expected


def test_system_language_without_argument_reads_the_system():
    assert system_language() in tuple(Language)


def test_language_values_and_names():
    assert [language.value for language in Language] == ["en", "de"]
    assert Language.GERMAN.native_name == "Deutsch"
    assert Language.GERMAN.locale().name() == "de_DE"
    assert Language.ENGLISH.locale().name() == "en_US"


def test_locale_keeps_the_system_region_in_its_own_language():
    assert locale_for(Language.GERMAN, QLocale("de_CH")).name() == "de_CH"
    assert locale_for(Language.GERMAN, QLocale("en_GB")).name() == "de_DE"
    assert locale_for(Language.ENGLISH, QLocale("en_GB")).name() == "en_GB"
    assert locale_for(Language.ENGLISH, QLocale("C")).name() == "en_US"
