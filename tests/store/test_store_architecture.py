"""The store is pure Python: no Qt, so the engine, the drills and command-line tools can use it."""

from __future__ import annotations

import ast
from pathlib import Path

import croupier.store

STORE = Path(croupier.store.__file__).parent
QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def test_the_store_does_not_import_qt() -> None:
    offenders = []
    for path in sorted(STORE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [
                f"{path.relative_to(STORE)}: {name}" for name in names if name.split(".")[0] in QT_MODULES
            ]
    assert offenders == []


def test_the_migrations_ship_inside_the_package() -> None:
    versions = STORE / "migrations" / "versions"
    assert (STORE / "migrations" / "env.py").is_file()
    assert sorted(p.name for p in versions.glob("*.py")) == [
        "0001_first_schema.py",
        "0002_station_and_attempt_index.py",
        "0003_school.py",
    ]
