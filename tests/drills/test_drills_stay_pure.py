"""The drills load neither Qt nor the database. Which modules may import what (only the render
modules touch QtCore) is the architecture test's table (tests/test_architecture.py)."""

from __future__ import annotations

import subprocess
import sys

from drill_helpers import ROOT


def test_importing_the_package_loads_neither_qt_nor_the_database():
    code = (
        "import sys, croupier.drills\n"
        "loaded = [m for m in sys.modules if m.startswith(('PySide6', 'sqlalchemy'))]\n"
        "print(loaded)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert done.stdout.strip() == "[]"
