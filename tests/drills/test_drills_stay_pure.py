"""The drills' core is pure Python: only the render modules (and the command) touch Qt."""

from __future__ import annotations

import ast
import subprocess
import sys

from drill_helpers import ROOT

DRILLS = ROOT / "croupier" / "drills"
WORDS = {"render.py", "render_why.py", "render_words.py", "render_answers.py"}


def _imports(source: str) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def test_the_core_modules_import_no_qt():
    offenders = [
        f"{path.relative_to(ROOT)} imports {module}"
        for path in sorted(DRILLS.rglob("*.py"))
        if path.name not in WORDS
        for module in _imports(path.read_text(encoding="utf-8"))
        if module.split(".")[0] in {"PySide6", "shiboken6"} or module.endswith(".render")
    ]
    assert offenders == []


def test_importing_the_package_loads_neither_qt_nor_the_database():
    code = (
        "import sys, croupier.drills\n"
        "loaded = [m for m in sys.modules if m.startswith(('PySide6', 'sqlalchemy'))]\n"
        "print(loaded)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert done.stdout.strip() == "[]"
