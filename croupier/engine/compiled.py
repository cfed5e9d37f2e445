"""The engine's hot modules compiled with mypyc, used only when built from exactly these sources.

The engine is pure Python and always runs as such. ``make`` also compiles the modules a hand spends
its time in (``MODULES``) with mypyc, the compiler black and mypy ship with, into ``build/native``
beside the package, and writes a digest of what it compiled against: every module of the engine
package (the compiled ones import the others, and mypyc compiles against their types), the
interpreter and the compiler's version. On import, ``croupier.engine`` puts that directory first on
its ``__path__`` if, and only if, the digest matches what is on disk now: an edited module, even one
that is not compiled such as ``rules.py``, is never shadowed by a stale build.
``CROUPIER_PURE_PYTHON=1`` turns the compiled modules off. Both builds pass the same tests, and
``tests/engine/test_compiled.py`` holds them to identical hands.

A Linux wheel carries its compiled modules inside the package, in ``croupier/engine/_native``
(``PACKAGED``, put there by the wheel's build hook from the same sources in the same build). Those
are used when there is no fresh build of ``make``'s and they load: if the shared library cannot be
loaded (another interpreter, a missing system library), the engine runs as pure Python.
"""

from __future__ import annotations

import contextlib
import importlib.machinery
import importlib.util
import os
import re
import sys
from pathlib import Path

__all__ = [
    "GROUP",
    "MODULES",
    "PACKAGED",
    "PURE_ENV",
    "activate",
    "activate_subpackage",
    "build_dir",
    "compiler_version",
    "in_use",
    "source_digest",
]

MODULES = (
    "cards",
    "records",
    "events",
    "evaluate",
    "readings",
    "boards",
    "legal",
    "steps",
    "pots",
    "runout",
    "showdown",
    "player",
    "leader",
    "betting",
    "dealing",
    "showing",
    "hand",
    "simulate",
    "phh/replaying",
    "phh/actions",
    "phh/history",
    "phh/reading",
)
"""The engine modules compiled, in ``croupier/engine/``: the hand and what it is made of (its events
and steps too, ``records``: a hand logs about a hundred events), the simulated players that drive
it, and hand-history replay (``phh/replaying``, the loop; ``phh/actions``, ``phh/history`` and
``phh/reading``, the actions read, the checks of a parsed table and the files read and parsed; in
the ``phh`` subpackage). Rules stay interpreted: they are values other code introspects (dataclass
fields), and cost little."""

GROUP = "croupier.engine._compiled"
"""mypyc's group name: its shared library is ``croupier/engine/_compiled__mypyc``."""

PACKAGED = "_native"
"""The folder inside the engine package where a wheel's compiled modules are."""

PURE_ENV = "CROUPIER_PURE_PYTHON"
DIGEST_FILE = "SOURCES.sha256"
CHECKED_FILE = "SOURCES.checked"
"""Beside the digest: the digest again and what the sources' files looked like (their names, sizes
and modification times, the interpreter, the compiler) when they last matched it. While they still
look so, a start need not read and hash them again (``hashlib`` alone takes milliseconds to load);
any edit changes a file's modification time."""

_ENGINE = Path(__file__).resolve().parent
_state: dict[str, Path | None] = {"in_use": None}  # the folder of the compiled modules in use


def build_dir(root: Path | None = None) -> Path:
    """Where ``make`` puts the compiled modules: ``build/native`` at the repository root."""
    return (root or _ENGINE.parents[1]) / "build" / "native"


def compiler_version() -> str:
    """The version of the mypy installed (mypyc comes with it), or ``none``: read from its version
    module's source, so that checking a build does not import the compiler."""
    spec = importlib.util.find_spec("mypy")
    if spec is None or not spec.submodule_search_locations:
        return "none"
    try:
        text = (Path(next(iter(spec.submodule_search_locations))) / "version.py").read_text(encoding="utf-8")
    except OSError:
        return "none"
    found = re.search(r"__version__\s*=\s*[\"']([^\"']+)", text)
    return found.group(1) if found else "unknown"


def source_digest(engine: Path = _ENGINE, compiler: str | None = None) -> str:
    """A digest of every module of the engine package (``engine``, its subpackages included), of the
    interpreter and of the compiler (``compiler``, by default the one installed)."""
    import hashlib  # noqa: PLC0415 - only when the sources look changed (see CHECKED_FILE)
    import platform  # noqa: PLC0415

    digest = hashlib.sha256()
    digest.update(f"{platform.python_implementation()} {sys.version}\n".encode())
    digest.update(f"mypy {compiler or compiler_version()}\n".encode())
    for name, path in _modules(engine):
        digest.update(name.encode() + b"\0")
        with open(path, "rb") as source:
            digest.update(source.read())
    return digest.hexdigest()


def _modules(engine: Path) -> list[tuple[str, str]]:
    """Every module of the engine package, its subpackages' included: its name relative to
    ``engine`` (``phh/actions.py``) and its path, sorted by name's folders and file name as
    ``Path`` objects sort. Walked with ``os.scandir``: each start looks at them (``_looks``), and
    ``Path.rglob`` takes a few times as long."""
    found: list[tuple[tuple[str, ...], str]] = []
    folders: list[tuple[tuple[str, ...], str]] = [((), str(engine))]
    while folders:
        parts, folder = folders.pop()
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):  # as rglob: a linked folder is not entered
                    folders.append(((*parts, entry.name), entry.path))
                elif entry.name.endswith(".py"):
                    found.append(((*parts, entry.name), entry.path))
    found.sort()
    return [("/".join(parts), path) for parts, path in found]


def activate(path: list[str], *, root: Path | None = None, engine: Path = _ENGINE) -> bool:
    """Put the compiled modules first on the engine package's ``path``: ``make``'s build if it
    matches the sources, else the wheel's (``PACKAGED``) if they load."""
    if os.environ.get(PURE_ENV, "") not in {"", "0"}:
        return False
    compiled = build_dir(root) / "croupier" / "engine"
    if _fresh(compiled, engine) or _loads(compiled := engine / PACKAGED):
        path.insert(0, str(compiled))
        _state["in_use"] = compiled
        return True
    return False


def _loads(packaged: Path) -> bool:
    """Does the wheel's shared library of compiled modules (in ``packaged``) load here?"""
    name = GROUP + "__mypyc"
    stem = name.rsplit(".", 1)[1]
    libraries = [packaged / f"{stem}{suffix}" for suffix in importlib.machinery.EXTENSION_SUFFIXES]
    library = next((candidate for candidate in libraries if candidate.is_file()), None)
    if library is None:  # no wheel's build, or one for another interpreter or system
        return False
    loaded = sys.modules.get(name)
    if loaded is not None:
        return Path(getattr(loaded, "__file__", "")) == library
    spec = importlib.util.spec_from_file_location(name, library)
    if spec is None or spec.loader is None:
        return False
    try:
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    except (ImportError, OSError):
        return False
    sys.modules[name] = module  # the compiled modules import it by this name
    return True


def _fresh(compiled: Path, engine: Path) -> bool:
    """Is ``make``'s build in ``compiled`` made from the engine's sources as they are now?"""
    try:
        built_from = (compiled / DIGEST_FILE).read_text(encoding="ascii").strip()
    except OSError:
        return False
    looks = _looks(engine, built_from)
    checked = compiled / CHECKED_FILE
    try:
        unchanged = checked.read_text(encoding="utf-8") == looks
    except (OSError, UnicodeDecodeError):
        unchanged = False
    if not unchanged:
        if built_from != source_digest(engine):
            return False
        with contextlib.suppress(OSError):  # a read-only build: the digest is checked every time
            checked.write_text(looks, encoding="utf-8")
    return True


def _looks(engine: Path, digest: str) -> str:
    """The digest with the names, sizes and modification times of the engine's modules, the
    interpreter and the compiler: what CHECKED_FILE holds once the digest matched them."""
    lines = [digest, sys.version, compiler_version()]
    for name, path in _modules(engine):
        info = os.stat(path)
        lines.append(f"{name} {info.st_size} {info.st_mtime_ns}")
    return "\n".join(lines) + "\n"


def activate_subpackage(path: list[str], name: str) -> bool:
    """Put the compiled modules of the engine's subpackage ``name`` first on its ``path``, when the
    engine's compiled modules are in use (the digest covers the subpackage's sources too)."""
    compiled = _state["in_use"]
    if compiled is None:
        return False
    path.insert(0, str(compiled / name))
    return True


def in_use() -> bool:
    """Is this process running the compiled modules?"""
    return _state["in_use"] is not None
