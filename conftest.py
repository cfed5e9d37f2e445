"""Collection rules for the whole repository (the test fixtures live in tests/conftest.py)."""

from pathlib import Path

import pytest

from croupier.engine import compiled

_ENGINE = Path(__file__).resolve().parent / "croupier" / "engine"


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """While the mypyc-compiled engine modules are in use, pytest cannot import their sources for
    ``--doctest-modules``; tests/engine/test_compiled.py runs those doctests from the sources."""
    if not compiled.in_use() or _ENGINE not in collection_path.parents:
        return None
    name = collection_path.relative_to(_ENGINE).with_suffix("").as_posix()
    return True if name in compiled.MODULES else None


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Long files first: those with a long-running (``slow``) test or a PostgreSQL cluster of their
    own (``own_cluster``: seconds to start, and the school's window tests around it), then the
    others by their number of tests, most first. ``make test``'s workers take a file at a time
    (``--dist loadfile``, with ``--no-loadscope-reorder`` keeping this order): a long file taken
    last would leave the other workers idle while one runs it, as the wheel's tests did."""
    files: dict[str, list[pytest.Item]] = {}
    for item in items:
        files.setdefault(item.nodeid.split("::")[0], []).append(item)

    def weight(tests: list[pytest.Item]) -> tuple[bool, int]:
        long = any(
            test.get_closest_marker("slow") or "own_cluster" in getattr(test, "fixturenames", ())
            for test in tests
        )
        return not long, -len(tests)

    items[:] = [item for tests in sorted(files.values(), key=weight) for item in tests]
