"""Which dealer pace target is in force, from what is stored: the school's setting and a class's
own. Shared by the store's ``School`` and the class report's read through ``sqlite3``
(:mod:`croupier.store.class_read`), which imports no SQLAlchemy."""

from __future__ import annotations

from collections.abc import Callable

from croupier.standards.pace_target import DEFAULT_TARGET, TARGETS

__all__ = ["PACE_TARGET_KEY", "in_force", "stored_target"]

PACE_TARGET_KEY = "pace_target"
"""The school's target's key among the settings."""


def stored_target(text: str | None) -> int:
    """The stored target, or the default where none (or nothing readable) is stored."""
    try:
        value = int(text or "")
    except ValueError:
        return DEFAULT_TARGET
    return value if value in TARGETS else DEFAULT_TARGET


def in_force(own: int | None, school: Callable[[], int]) -> int:
    """A class's target in force: its own (where one that may be set is stored), else the school's
    (``school()``, asked only then)."""
    return own if own is not None and own in TARGETS else school()
