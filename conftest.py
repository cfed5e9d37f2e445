"""Collection rules for the whole repository (the test fixtures live in tests/conftest.py)."""

from pathlib import Path

from croupier.engine import compiled

_ENGINE = Path(__file__).resolve().parent / "croupier" / "engine"


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """While the mypyc-compiled engine modules are in use, pytest cannot import their sources for
    ``--doctest-modules``; tests/engine/test_compiled.py runs those doctests from the sources."""
    if not compiled.in_use() or _ENGINE not in collection_path.parents:
        return None
    name = collection_path.relative_to(_ENGINE).with_suffix("").as_posix()
    return True if name in compiled.MODULES else None
