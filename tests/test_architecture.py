"""The architecture's promises: the engine (and the store and the rulebook) never imports Qt."""

import ast
from pathlib import Path

import croupier

PACKAGE = Path(croupier.__file__).parent
PURE_PACKAGES = ("engine", "store", "rulebook")
QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def test_pure_packages_do_not_import_qt():
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {module}"
        for package in PURE_PACKAGES
        for path in sorted((PACKAGE / package).rglob("*.py"))
        for module in _imported_modules(path)
        if module.split(".")[0] in QT_MODULES
    ]
    assert offenders == []


def test_the_check_would_see_a_qt_import(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("from PySide6.QtCore import QObject\n", encoding="utf-8")
    assert "PySide6.QtCore" in _imported_modules(sample)
