"""For the tests of the commands that read and write progress (``report``, ``school``, ``drill
--trainee``): running ``croupier`` in the test's process (fast) or as a process of its own (the real
thing), the catalogues it reads, and a PDF's text."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

from croupier.cli import main
from croupier.store import DATABASE_URL_ENV

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"


def compile_catalogues() -> None:
    """``translations/*.qm`` as new as the ``.ts`` sources (compiled there when stale, as make does):
    the commands read them from there."""
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    for ts in sorted(TRANSLATIONS.glob("croupier_*.ts")):
        qm = ts.with_suffix(".qm")
        if not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime:
            subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm)], check=True)


@dataclass(frozen=True)
class Done:
    status: int
    out: str
    err: str


def run_here(capsys: pytest.CaptureFixture[str], *args: str) -> Done:
    """``croupier ARGS`` in this process (the test has a QApplication: request ``qapp``)."""
    capsys.readouterr()
    status = main(list(args))
    captured = capsys.readouterr()
    return Done(status, captured.out, captured.err)


def run_process(*args: str, data_home: Path, stdin: str = "", env: Mapping[str, str] | None = None) -> Done:
    """``python -m croupier ARGS`` with the user's data folder in ``data_home`` and no configured
    school database unless ``env`` names one, so nothing outside the test is read."""
    environ = {key: value for key, value in os.environ.items() if key != DATABASE_URL_ENV}
    environ.update({"QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(data_home), **(env or {})})
    done = subprocess.run(
        [sys.executable, "-m", "croupier", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=environ,
        timeout=120,
        check=False,
    )
    return Done(done.returncode, done.stdout, done.stderr)


def pdf_text(path: Path) -> str:
    """The PDF's text as poppler's pdftotext reads it (``make`` installs poppler-utils)."""
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.fail("pdftotext is missing: `make test` installs Debian's poppler-utils", pytrace=False)
    return subprocess.run([tool, str(path), "-"], capture_output=True, text=True, check=True).stdout
