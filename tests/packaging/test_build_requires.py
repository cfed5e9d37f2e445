"""The wheel's build compiles the engine with mypyc in pip's isolated build environment, where only
``[build-system] requires`` is installed; mypyc type-checks the engine against every module it imports,
so a third-party import the build does not install turns a user's wheel (``pip wheel .``, ``pipx
install``) into a pure-Python one, with only a warning. The packaging tests build without isolation
(no download), so this holds the list."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _imported(folder: Path) -> set[str]:
    names: set[str] = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
    return names - set(sys.stdlib_module_names) - {"croupier", "__future__"}


def test_the_build_installs_every_module_the_compiled_engine_imports():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    required = {
        re.split(r"[<>=;\[ ]", spec, maxsplit=1)[0].lower() for spec in project["build-system"]["requires"]
    }
    imported = _imported(ROOT / "croupier" / "engine")
    assert imported, "the engine imports nothing outside the standard library?"
    assert {name.lower() for name in imported} <= required
