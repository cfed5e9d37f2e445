"""Fixtures for the translation tests: compiled catalogues and an installed ``Translations``.

``make test`` compiles the ``.qm`` files first; run directly, pytest compiles any that is missing
or older than its ``.ts`` into a temporary folder, so the tests never read a stale catalogue.
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
LANGUAGES = tuple(Language)


def qt_tool(name: str) -> str:
    """A PySide6 tool from the running venv (``pyside6-lupdate``), else from PATH."""
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: it comes with PySide6-Essentials")
    return found


def _fresh(qm: Path, ts: Path) -> bool:
    return qm.is_file() and qm.stat().st_mtime >= ts.stat().st_mtime


@pytest.fixture(scope="session")
def ts_dir() -> Path:
    """The committed translation sources, ``translations/``."""
    return TS_DIR


@pytest.fixture(scope="session")
def source_dir() -> Path:
    """The package whose strings the catalogues must hold, ``croupier/``."""
    return ROOT / "croupier"


@pytest.fixture(scope="session")
def lupdate() -> str:
    """The ``pyside6-lupdate`` command."""
    return qt_tool("pyside6-lupdate")


@pytest.fixture(scope="session")
def catalogue_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding an up-to-date ``croupier_<lang>.qm`` for every language."""
    pairs = [(TS_DIR / f"croupier_{lang.value}.ts", lang) for lang in LANGUAGES]
    if all(_fresh(ts.with_suffix(".qm"), ts) for ts, _ in pairs):
        return TS_DIR
    out = tmp_path_factory.mktemp("qm")
    lrelease = qt_tool("pyside6-lrelease")
    for ts, lang in pairs:
        qm = out / f"croupier_{lang.value}.qm"
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
    return out


@pytest.fixture
def translations(qapp: QApplication, catalogue_dir: Path) -> Iterator[Translations]:
    """English installed (from a neutral "C" system locale); uninstalled again afterwards, so no
    other test sees German."""
    installed = Translations(qapp, Language.ENGLISH, directory=catalogue_dir, system_locale=QLocale("C"))
    yield installed
    installed.uninstall()


@pytest.fixture
def german(translations: Translations) -> Translations:
    """German installed for one test."""
    translations.set_language(Language.GERMAN)
    return translations
