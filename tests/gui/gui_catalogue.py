"""A German catalogue for the GUI tests: the committed one, plus the GUI's wording for strings the
translations engineer has not added yet (``gui_german.GERMAN``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from gui_german import GERMAN

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"
GUI_CONTEXTS = {key[0] for key in GERMAN}


def qt_tool(name: str) -> str:
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} is not installed: it comes with PySide6-Essentials")
    return found


def build_catalogues(out: Path) -> tuple[Path, list[tuple[str, str]]]:
    """Compile ``croupier_de.qm`` and ``croupier_en.qm`` into ``out``.

    Returns the folder and the GUI strings that have German neither in the committed catalogue nor
    in ``GERMAN`` (context, source).
    """
    out.mkdir(parents=True, exist_ok=True)
    work = out / "croupier_de.ts"
    shutil.copyfile(TS_DIR / "croupier_de.ts", work)
    flags = ["-silent", "-extensions", "py", "-locations", "none", "-no-obsolete", "-source-language", "en"]
    subprocess.run([qt_tool("pyside6-lupdate"), *flags, str(ROOT / "croupier"), "-ts", str(work)], check=True)
    tree = ET.parse(work)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            german = GERMAN.get((name, source))
            if german is not None:
                translation.text = german
                del translation.attrib["type"]
            elif name in GUI_CONTEXTS:
                missing.append((name, source))
    tree.write(work, encoding="utf-8", xml_declaration=True)
    lrelease = qt_tool("pyside6-lrelease")
    subprocess.run([lrelease, "-silent", str(work), "-qm", str(out / "croupier_de.qm")], check=True)
    english = TS_DIR / "croupier_en.ts"
    subprocess.run([lrelease, "-silent", str(english), "-qm", str(out / "croupier_en.qm")], check=True)
    return out, missing


if __name__ == "__main__":
    folder, gaps = build_catalogues(Path(sys.argv[1]))
    print(folder, "missing:", gaps)
