"""The training layer runs without a window: importing it loads neither Qt nor the database."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_importing_the_training_loads_neither_qt_nor_the_database():
    code = (
        "import sys, croupier.training\n"
        "loaded = [m for m in sys.modules if m.startswith(('PySide6', 'sqlalchemy'))]\n"
        "print(loaded)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert done.stdout.strip() == "[]"
