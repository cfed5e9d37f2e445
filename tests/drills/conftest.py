"""Fixtures for the drill tests: the rule numbers the rulebook holds, and the languages installed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from drill_helpers import fresh_catalogues
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from croupier.i18n import Language, Translations
from croupier.rulebook import rulebook


@pytest.fixture(scope="session")
def known_rules() -> frozenset[str]:
    """Every rule number a drill may cite: the rulebook's, sub-items such as R8.6a included."""
    return frozenset(rulebook("en").numbers())


@pytest.fixture(scope="session")
def drill_catalogues(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with up-to-date compiled catalogues (``make`` builds them; else compiled here)."""
    return fresh_catalogues(tmp_path_factory.mktemp("qm"))


@pytest.fixture
def english(qapp: QApplication, drill_catalogues: Path) -> Iterator[Translations]:
    """English installed for one test (uninstalled afterwards)."""
    installed = Translations(qapp, Language.ENGLISH, directory=drill_catalogues, system_locale=QLocale("C"))
    yield installed
    installed.uninstall()


@pytest.fixture
def german(english: Translations) -> Translations:
    """German installed for one test."""
    english.set_language(Language.GERMAN)
    return english
