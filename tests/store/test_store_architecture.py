"""The store ships what it needs inside the package. That it is pure Python (no Qt) and knows only
the engine is the architecture test's table (tests/test_architecture.py)."""

from __future__ import annotations

from pathlib import Path

import croupier.store

STORE = Path(croupier.store.__file__).parent


def test_the_migrations_ship_inside_the_package() -> None:
    versions = STORE / "migrations" / "versions"
    assert (STORE / "migrations" / "env.py").is_file()
    assert sorted(p.name for p in versions.glob("*.py")) == [
        "0001_first_schema.py",
        "0002_station_and_attempt_index.py",
        "0003_school.py",
        "0004_lesson_results.py",
        "0005_hand_paces.py",
        "0006_sittings_and_seals.py",
        "0007_school_functions.py",
        "0008_school_identity.py",
        "0009_practical.py",
        "0010_live_presence.py",
        "0011_school_audit.py",
        "0012_classes.py",
        "0013_class_work.py",
        "0014_class_rubric.py",
        "0015_class_pace.py",
        "0016_class_staff.py",
    ]
