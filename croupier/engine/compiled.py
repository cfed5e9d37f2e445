"""The engine's hot modules compiled with mypyc, used only when built from exactly these sources.

The engine is pure Python and always runs as such. ``make`` also compiles the modules a hand spends
its time in (``MODULES``) with mypyc, the compiler black and mypy ship with, into ``build/native``
beside the package, and writes a digest of the sources it compiled. On import, ``croupier.engine``
puts that directory first on its ``__path__`` if, and only if, the digest matches the sources now on
disk: an edited source is never shadowed by a stale build. ``CROUPIER_PURE_PYTHON=1`` turns the
compiled modules off. Both builds pass the same tests, and ``tests/engine/test_compiled.py`` holds
them to identical hands.
"""

from __future__ import annotations

import hashlib
import os
import platform
import sys
from pathlib import Path

__all__ = [
    "GROUP",
    "MODULES",
    "PURE_ENV",
    "activate",
    "build_dir",
    "in_use",
    "source_digest",
]

MODULES = (
    "cards",
    "evaluate",
    "legal",
    "steps",
    "pots",
    "runout",
    "showdown",
    "player",
    "leader",
    "betting",
    "dealing",
    "hand",
)
"""The engine modules compiled, in ``croupier/engine/``. Events and rules stay interpreted: they are
values other code introspects (named tuples, dataclass fields), and cost little."""

GROUP = "croupier.engine._compiled"
"""mypyc's group name: its shared library is ``croupier/engine/_compiled__mypyc``."""

PURE_ENV = "CROUPIER_PURE_PYTHON"
DIGEST_FILE = "SOURCES.sha256"

_ENGINE = Path(__file__).resolve().parent
_state = {"in_use": False}


def build_dir(root: Path | None = None) -> Path:
    """Where ``make`` puts the compiled modules: ``build/native`` at the repository root."""
    return (root or _ENGINE.parents[1]) / "build" / "native"


def source_digest(engine: Path = _ENGINE) -> str:
    """A digest of the compiled modules' sources and of the interpreter they were built for."""
    digest = hashlib.sha256()
    digest.update(f"{platform.python_implementation()} {sys.version}\n".encode())
    for name in MODULES:
        digest.update(name.encode() + b"\0")
        digest.update((engine / f"{name}.py").read_bytes())
    return digest.hexdigest()


def activate(path: list[str], *, root: Path | None = None, engine: Path = _ENGINE) -> bool:
    """Put the compiled modules first on the engine package's ``path`` if they match the sources."""
    if os.environ.get(PURE_ENV, "") not in {"", "0"}:
        return False
    compiled = build_dir(root) / "croupier" / "engine"
    try:
        built_from = (compiled / DIGEST_FILE).read_text(encoding="ascii").strip()
    except OSError:
        return False
    if built_from != source_digest(engine):
        return False
    path.insert(0, str(compiled))
    _state["in_use"] = True
    return True


def in_use() -> bool:
    """Is this process running the compiled modules?"""
    return _state["in_use"]
