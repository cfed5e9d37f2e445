"""Fixtures for the drill tests: the rule numbers RULES.md defines."""

from __future__ import annotations

from pathlib import Path

import pytest
from drill_helpers import RULES_MD, defined_rules


@pytest.fixture(scope="session")
def rules_md() -> Path:
    """RULES.md, beside the repository (``../shared/RULES.md``)."""
    if not RULES_MD.is_file():
        pytest.fail(f"RULES.md not found at {RULES_MD}")
    return RULES_MD


@pytest.fixture(scope="session")
def known_rules(rules_md: Path) -> frozenset[str]:
    """Every rule number a drill may cite, sub-items such as R8.6a included."""
    return defined_rules(rules_md.read_text(encoding="utf-8"))
