"""The catalogues for the GUI tests: ``translations/croupier_de.ts`` and ``croupier_en.ts`` as
committed, compiled afresh (so a stale ``.qm`` beside them never decides a test)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"
LANGUAGES = ("de", "en")


def qt_tool(name: str) -> str:
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} is not installed: it comes with PySide6-Essentials")
    return found


def unfinished(ts: Path) -> list[tuple[str, str]]:
    """The (context, source) of every entry of ``ts`` still waiting for its translation."""
    return [
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in ET.parse(ts).getroot().iter("context")
        for message in context.iter("message")
        if (translation := message.find("translation")) is not None
        and translation.get("type") == "unfinished"
    ]


def build_catalogues(out: Path) -> tuple[Path, list[tuple[str, str]]]:
    """Compile ``croupier_de.qm`` and ``croupier_en.qm`` into ``out`` from the committed sources.

    Returns the folder and the German entries the catalogue has not translated yet (context, source);
    ``tests/i18n`` makes sure there are none.
    """
    out.mkdir(parents=True, exist_ok=True)
    lrelease = qt_tool("pyside6-lrelease")
    for language in LANGUAGES:
        ts, qm = TS_DIR / f"croupier_{language}.ts", out / f"croupier_{language}.qm"
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
    return out, unfinished(TS_DIR / "croupier_de.ts")


if __name__ == "__main__":
    folder, gaps = build_catalogues(Path(sys.argv[1]))
    print(folder, "missing:", gaps)
