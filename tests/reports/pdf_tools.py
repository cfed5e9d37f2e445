"""Reading a PDF back with poppler's ``pdftotext`` and ``pdftoppm`` (Debian's poppler-utils, which
``make`` installs); a missing tool fails the test, it is never skipped."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is missing: `make test` installs Debian's poppler-utils", pytrace=False)
    return found


def pdf_text(path: Path) -> str:
    """The PDF's text as pdftotext reads it (no-break spaces as plain ones)."""
    done = subprocess.run([_tool("pdftotext"), str(path), "-"], capture_output=True, text=True, check=True)
    return done.stdout.replace("\u00a0", " ")


def pdf_png(path: Path, out: Path, *, dpi: int = 60) -> Path:
    """Page 1 of the PDF as a PNG (pdftoppm)."""
    subprocess.run(
        [_tool("pdftoppm"), "-png", "-r", str(dpi), "-f", "1", "-l", "1", "-singlefile", str(path), str(out)],
        check=True,
    )
    return out.with_suffix(".png")
