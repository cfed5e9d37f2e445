"""Fixtures for the report tests: the compiled catalogues and a language installed (English, then
German). Reading PDFs back: ``pdf_tools``."""

from __future__ import annotations

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


@pytest.fixture(scope="session")
def report_catalogues(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with croupier_<lang>.qm as new as the committed .ts files."""
    sources = sorted(TS_DIR.glob("croupier_*.ts"))
    if all(
        ts.with_suffix(".qm").is_file() and ts.with_suffix(".qm").stat().st_mtime >= ts.stat().st_mtime
        for ts in sources
    ):
        return TS_DIR
    out = tmp_path_factory.mktemp("report_qm")
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    lrelease = str(beside) if beside.exists() else "pyside6-lrelease"
    for ts in sources:
        subprocess.run(
            [lrelease, "-silent", str(ts), "-qm", str(out / ts.with_suffix(".qm").name)], check=True
        )
    return out


@pytest.fixture(params=["en", "de"])
def language(
    request: pytest.FixtureRequest, qapp: QApplication, report_catalogues: Path
) -> Iterator[Translations]:
    """English, then German, installed for one test (from a neutral "C" system locale)."""
    installed = Translations(
        qapp, Language(request.param), directory=report_catalogues, system_locale=QLocale("C")
    )
    yield installed
    installed.uninstall()
