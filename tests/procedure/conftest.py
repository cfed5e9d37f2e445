"""Fixtures for the procedure tests: up-to-date compiled catalogues and an installed ``Translations``.

Run through ``make test`` the ``.qm`` files are fresh; run directly, any that is missing or older
than its ``.ts`` is compiled into a temporary folder, so the German texts are never stale.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from croupier.i18n import Language, Translations

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"


def _lrelease() -> str:
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    found = str(beside) if beside.exists() else shutil.which("pyside6-lrelease")
    if found is None:
        pytest.fail("pyside6-lrelease is not installed: it comes with PySide6-Essentials")
    return found


@pytest.fixture(scope="session")
def catalogue_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding an up-to-date ``croupier_<lang>.qm`` for every language."""
    pairs = [(TS_DIR / f"croupier_{language.value}.ts", language) for language in Language]
    if all(
        ts.with_suffix(".qm").is_file() and ts.with_suffix(".qm").stat().st_mtime >= ts.stat().st_mtime
        for ts, _ in pairs
    ):
        return TS_DIR
    out = tmp_path_factory.mktemp("qm")
    for ts, language in pairs:
        qm = out / f"croupier_{language.value}.qm"
        subprocess.run([_lrelease(), "-silent", str(ts), "-qm", str(qm)], check=True)
    return out


@pytest.fixture
def translations(qapp: QApplication, catalogue_dir: Path) -> Iterator[Translations]:
    """English installed (from a neutral "C" system locale), removed again after the test."""
    installed = Translations(qapp, Language.ENGLISH, directory=catalogue_dir, system_locale=QLocale("C"))
    yield installed
    installed.uninstall()


@pytest.fixture
def german(translations: Translations) -> Translations:
    """German installed for one test."""
    translations.set_language(Language.GERMAN)
    return translations
