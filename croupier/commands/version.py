"""``croupier --version``: the package's version, the engine's build and the Python running it."""

from __future__ import annotations

import sys

from croupier import __version__
from croupier.engine import compiled


def text() -> str:
    """``croupier 0.1.0 (engine: mypyc-compiled; Python 3.11.7)``: whether the engine runs as a
    wheel's or ``make``'s mypyc build, or as pure Python."""
    build = "mypyc-compiled" if compiled.in_use() else "pure Python"
    python = ".".join(str(part) for part in sys.version_info[:3])
    return f"croupier {__version__} (engine: {build}; Python {python})"
