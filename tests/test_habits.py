"""The habits the README's contributing section names are kept by the repository itself: CI runs
``make lint``, and the pre-commit hooks run the same ruff as ``make lint``."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _pinned_ruff() -> str:
    """The ruff release `make` installs: its pin in constraints.txt (pyproject.toml gives a range)."""
    lines = (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines()
    (pin,) = [line.strip() for line in lines if line.startswith("ruff==")]
    return pin


def test_ci_runs_the_lint_before_the_tests():
    lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert "make lint" in lines
    assert lines.index("make lint") < lines.index("make test")


def test_the_pre_commit_hooks_check_and_format_with_the_pinned_ruff():
    config = (ROOT / ".pre-commit-config.yaml").read_text(encoding="utf-8")
    assert re.findall(r"entry: (ruff \w+)", config) == ["ruff check", "ruff format"]
    assert "ruff format --check" in config
    pins = re.findall(r'"(ruff==[^"]+)"', config)
    assert pins
    assert set(pins) == {_pinned_ruff()}


def test_every_test_module_has_a_name_of_its_own():
    # The test folders are not packages: pytest imports each module by its file name, so two
    # helpers of one name (tests/gui/x.py, tests/store/x.py) break whichever is imported second
    # in the same process, as they did on one xdist worker.
    names: dict[str, list[str]] = {}
    for path in (ROOT / "tests").rglob("*.py"):
        if path.name not in {"__init__.py", "conftest.py"}:
            names.setdefault(path.name, []).append(str(path.relative_to(ROOT)))
    assert {name: paths for name, paths in names.items() if len(paths) > 1} == {}
