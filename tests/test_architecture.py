"""The architecture's promises, from one table: which of our packages each package may import, and
which may load Qt, checked over the real imports (read with ``ast``), each import and everything it
brings in with it.

The packages below the window form layers: the engine imports nothing of ours; the procedure, the
drills and the training build on it in that order; ``words`` puts their values into the installed
language with QtCore's ``translate`` (and ``i18n``), by design the one package below the window that
does (with ``voice.calls``, which hears those words); the store knows the engine (and ``standards``,
what a school sets, which the training reads too) only; nothing below
imports ``gui`` or ``commands``. Every module in
``croupier/gui/`` imports Qt (directly, or through the widgets it wires), or is a small table of
constants.
"""

from __future__ import annotations

import ast
import fnmatch
import textwrap
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

import croupier

PACKAGE = Path(croupier.__file__).parent
QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")

BELOW = (
    "engine",
    "procedure",
    "drills",
    "training",
    "practical",
    "words",
    "store",
    "rulebook",
    "speech",
    "voice",
    "i18n",
    "reports",
    "paths",
    "standards",
)


@dataclass(frozen=True)
class Rule:
    """What a package may import of ours (besides itself), and whether it may load Qt."""

    may_import: frozenset[str] = frozenset()
    qt: bool = False


def _rule(*packages: str, qt: bool = False) -> Rule:
    return Rule(frozenset(packages), qt)


RULES: dict[str, Rule] = {
    "engine": _rule(),
    "procedure": _rule("engine"),
    "drills": _rule("procedure", "engine"),
    "training": _rule("drills", "procedure", "engine", "standards"),
    "practical": _rule(
        "training", "drills", "procedure", "engine", "standards"
    ),  # the practical exam's sheet, rubric and assistant
    "store": _rule("engine", "standards"),
    "standards": _rule(),  # what a school sets, below the store and the training
    "rulebook": _rule("drills", "procedure", "engine"),  # nothing GUI
    "paths": _rule(),
    "speech": _rule(qt=True),  # synthesis in a worker thread, played with QtMultimedia
    "words": _rule(
        "practical", "training", "drills", "procedure", "engine"
    ),  # QtCore's translate: see EXCEPTIONS
    "voice": _rule("words", "training", "drills", "procedure", "engine"),  # recognition; no Qt
    "i18n": _rule("engine", "paths", qt=True),  # QtCore's locale and translators
    # Qt's PDF writer
    "reports": _rule(
        "words", "practical", "training", "drills", "procedure", "engine", "store", "i18n", "paths", qt=True
    ),
    "gui": _rule(*BELOW, qt=True),
    "commands": _rule(*BELOW, "gui", qt=True),
    "cli": _rule("commands", qt=True),  # its commands start the window
    "__main__": _rule("cli", qt=True),
}
"""Each package's imports of ours. ``gui`` may use anything below it; nothing below imports ``gui`` or
``commands`` (and only ``cli`` imports ``commands``)."""


@dataclass(frozen=True)
class Allowance:
    """Modules (a glob over module names) allowed more than their package, and why."""

    modules: str
    may_import: frozenset[str]
    qt: frozenset[str]
    why: str


EXCEPTIONS = (
    Allowance(
        "croupier.words*",
        frozenset({"i18n"}),
        frozenset({"PySide6.QtCore"}),
        "the text of a value in the language installed: QtCore's translate and the dealer's words of i18n",
    ),
    Allowance(
        "croupier.voice.calls",
        frozenset({"i18n"}),
        frozenset({"PySide6.QtCore"}),
        "the calls in the procedure's own words (croupier.words.procedure_words), one grammar of them",
    ),
)

TYPE_ONLY = {
    ("croupier.drills.session", "croupier.store.history"): "the History protocol a session records to",
    ("croupier.drills.scheduler", "croupier.store.history"): "the History protocol the scheduler reads",
}
"""Imports under ``if TYPE_CHECKING:`` that cross the table: types only, never loaded."""

LAZY = {
    ("croupier.drills.session", "croupier.store.history"): (
        "the in-memory history of a session given none, imported only then (it loads the store), and"
        " the NewAttempt an answer is recorded as, loaded already with the history given"
    ),
}
"""Imports inside a function that cross the table: loaded only when the function runs."""


# ----------------------------------------------------------------------------------- the graph


@dataclass
class Module:
    name: str
    path: Path
    imports: set[str] = field(default_factory=set)  # loaded with the module
    lazy: set[str] = field(default_factory=set)  # loaded when one of its functions runs
    type_only: set[str] = field(default_factory=set)  # under ``if TYPE_CHECKING:``
    tree: ast.Module | None = None


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


class _Imports(ast.NodeVisitor):
    """The modules a module's import statements name, as loaded with it (``load``), when one of its
    functions runs (``lazy``) or for the type checker only (``type``)."""

    def __init__(self, module: str, is_package: bool) -> None:
        self.module = module
        self.package = module.split(".") if is_package else module.split(".")[:-1]
        self.kind = "load"
        self.found: list[tuple[str, str]] = []

    def _under(self, kind: str, nodes: Iterable[ast.AST]) -> None:
        outer, self.kind = self.kind, kind if self.kind == "load" else self.kind
        for node in nodes:
            self.visit(node)
        self.kind = outer

    def visit_If(self, node: ast.If) -> None:
        if _type_checking(node.test):
            self._under("type", node.body)
            self._under(self.kind, node.orelse)
        else:
            self.generic_visit(node)

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self._under("lazy", node.body)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> None:
        self._under("lazy", node.body)

    def visit_Import(self, node: ast.Import) -> None:
        self.found.extend((alias.name, self.kind) for alias in node.names)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:
            package = self.package[: len(self.package) - node.level + 1]
            base = ".".join([*package, base] if base else package)
        self.found.append((base, self.kind))
        if base == "croupier" or base.startswith("croupier."):
            # A submodule, when there is one by that name (``from croupier.engine import phh``).
            self.found.extend((f"{base}.{alias.name}", self.kind) for alias in node.names)


def read_graph(root: Path) -> dict[str, Module]:
    """Every module of the package at ``root`` with the modules it imports."""
    modules: dict[str, Module] = {}
    for path in sorted(root.rglob("*.py")):
        name = _module_name(path, root)
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        visitor = _Imports(name, path.name == "__init__.py")
        visitor.visit(tree)
        found = Module(name, path, tree=tree)
        for target, kind in visitor.found:
            {"load": found.imports, "lazy": found.lazy, "type": found.type_only}[kind].add(target)
        modules[name] = found
    ours = set(modules)
    for found in modules.values():
        # ``from package import name`` names a module only when there is one by that name.
        for targets in (found.imports, found.lazy, found.type_only):
            kept = {target for target in targets if _real(target, ours)} - {found.name}
            targets.clear()
            targets.update(kept)
    return modules


def _real(name: str, ours: set[str]) -> bool:
    return name in ours if name == "croupier" or name.startswith("croupier.") else True


def _with_parents(name: str) -> list[str]:
    """A module and the packages above it, which are loaded with it."""
    parts = name.split(".")
    return [".".join(parts[:end]) for end in range(1, len(parts) + 1)]


def package_of(name: str) -> str:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else ""


def reach(modules: dict[str, Module], start: str) -> set[str]:
    """Every module loaded with ``start`` (ours and others'), ``start`` excluded: its imports, theirs
    and so on, with the packages above each (a lazy import is checked where it is written)."""
    seen: set[str] = set()
    todo = [parent for name in modules[start].imports for parent in _with_parents(name)]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        if name in modules:
            todo.extend(parent for target in modules[name].imports for parent in _with_parents(target))
    seen.discard(start)
    return seen


def _exceptions(name: str) -> list[Allowance]:
    return [exception for exception in EXCEPTIONS if fnmatch.fnmatchcase(name, exception.modules)]


def allowed_packages(package: str) -> set[str]:
    """The package, what it may import, and what those may import in turn."""
    allowed = {package}
    todo = [package]
    while todo:
        for other in RULES[todo.pop()].may_import:
            if other not in allowed:
                allowed.add(other)
                todo.append(other)
    return allowed


def _qt(name: str) -> bool:
    return name.split(".", maxsplit=1)[0] in QT and "." in name  # a Qt module, not the bare package


def violations(modules: dict[str, Module]) -> list[str]:
    """Every import, direct or brought in with another, that the table does not allow (the imports
    written first, then what they bring in)."""
    found: list[str] = []
    brought: list[str] = []
    for name, module in sorted(modules.items()):
        package = package_of(name)
        if not package:
            continue
        rule = RULES[package]
        exceptions = _exceptions(name)
        may = set(rule.may_import).union(*(exception.may_import for exception in exceptions))
        qt_ok = set().union(*(exception.qt for exception in exceptions))
        for target in sorted(module.imports | module.lazy | module.type_only):
            other = package_of(target) if target.startswith("croupier.") else None
            if other and other != package and other not in may:
                if (name, target) in (TYPE_ONLY if target in module.type_only else LAZY):
                    continue
                found.append(f"{name} imports {target}: {package} may not import {other}")
            elif _qt(target) and target in module.lazy and not rule.qt and target not in qt_ok:
                found.append(f"{name} imports {target}: {package} does not load Qt")
        allowed = set().union(*(allowed_packages(p) for p in {package, *may}))
        for target in sorted(reach(modules, name)):
            other = package_of(target) if target.startswith("croupier.") else None
            if other and other not in allowed:
                brought.append(f"{name} brings in {target}: {package} may not depend on {other}")
            elif _qt(target) and not rule.qt and target not in qt_ok:
                brought.append(f"{name} brings in {target}: {package} does not load Qt")
    return found + brought


def _ancestor(package: str, name: str) -> bool:
    return name.startswith(package + ".")


def import_cycles(modules: dict[str, Module]) -> list[list[str]]:
    """The groups of our modules that import one another round a loop (Tarjan's strongly connected
    components), over every import: loaded with the module, in a function, or for the type checker
    only. A module's import of a package above it (``from croupier.store import records`` in
    ``croupier.store.models``) is no loop: that package is loading already."""
    edges = {
        name: sorted(
            target
            for target in module.imports | module.lazy | module.type_only
            if target in modules and not _ancestor(target, name)
        )
        for name, module in modules.items()
    }
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        # Tarjan's algorithm without recursion: each frame is a module and the next edge to follow.
        frames = [(root, 0)]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while frames:
            name, position = frames[-1]
            if position < len(edges[name]):
                frames[-1] = (name, position + 1)
                target = edges[name][position]
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    frames.append((target, 0))
                elif target in on_stack:
                    low[name] = min(low[name], index[target])
                continue
            frames.pop()
            if frames:
                low[frames[-1][0]] = min(low[frames[-1][0]], low[name])
            if low[name] == index[name]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == name:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return sorted(found)


KNOWN_CYCLES = {
    frozenset({"croupier.gui.walkthrough.panel", "croupier.gui.walkthrough.demonstration"}): (
        "the demonstration drives the panel that opens it"
    ),
}
"""Loops inside one package still to be broken, and why each is there; none may cross packages."""


# ----------------------------------------------------------------------------------- the tests


@pytest.fixture(scope="module")
def graph() -> dict[str, Module]:
    return read_graph(PACKAGE)


def test_the_table_names_every_package_and_keeps_the_layers(graph):
    packages = {package_of(name) for name in graph} - {""}
    assert packages <= set(RULES), f"add {sorted(packages - set(RULES))} to the table"
    for package in BELOW:
        assert not allowed_packages(package) & {"gui", "commands", "cli"}, package
    assert allowed_packages("engine") == {"engine"}
    assert allowed_packages("store") <= {"store", "engine", "standards"}
    assert allowed_packages("standards") == {"standards"}


def test_every_import_follows_the_table(graph):
    assert violations(graph) == []


def test_the_exceptions_and_type_only_imports_are_still_needed(graph):
    for exception in EXCEPTIONS:
        assert any(fnmatch.fnmatchcase(name, exception.modules) for name in graph), exception.modules
    for module, target in TYPE_ONLY:
        assert target in graph[module].type_only, (module, target)
    for module, target in LAZY:
        assert target in graph[module].lazy, (module, target)


def _tree(root: Path, files: dict[str, str]) -> Path:
    package = root / "croupier"
    for name, source in files.items():
        path = package / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(source), encoding="utf-8")
    for directory in [package, *(path for path in package.rglob("*") if path.is_dir())]:
        (directory / "__init__.py").touch()
    return package


def test_the_check_sees_a_forbidden_import_direct_or_brought_in(tmp_path):
    package = _tree(
        tmp_path,
        {
            "engine/rules.py": "from croupier.procedure import steps\n",
            "procedure/steps.py": "from croupier.engine import cards\n",
            "engine/cards.py": "",
            "drills/skill.py": "from croupier.training import walk\n",
            "training/walk.py": "from croupier.gui.table import View\n",
            "gui/table.py": "from PySide6.QtWidgets import QWidget\n",
            "store/db.py": "from .. import drills\nfrom croupier.drills import skill\n",
            "procedure/words.py": "from PySide6.QtCore import QObject\n",
            "drills/late.py": "def later():\n    from croupier.commands import run\n",
            "commands/run.py": "",
        },
    )
    found = "\n".join(violations(read_graph(package)))
    assert "croupier.engine.rules imports croupier.procedure.steps: engine may not import procedure" in found
    assert "croupier.drills.skill imports croupier.training.walk: drills may not import training" in found
    assert "croupier.training.walk imports croupier.gui.table: training may not import gui" in found
    assert "croupier.drills.skill brings in croupier.gui.table: drills may not depend on gui" in found
    assert "croupier.training.walk brings in PySide6.QtWidgets: training does not load Qt" in found
    assert "croupier.store.db imports croupier.drills: store may not import drills" in found  # relative
    assert "croupier.procedure.words brings in PySide6.QtCore: procedure does not load Qt" in found
    assert (
        "croupier.drills.late imports croupier.commands.run: drills may not import commands" in found
    )  # lazy
    assert not [line for line in found.splitlines() if line.startswith("croupier.procedure.steps ")]


def test_a_type_only_import_is_not_loaded(tmp_path):
    package = _tree(
        tmp_path,
        {
            "drills/session.py": """\
                from typing import TYPE_CHECKING
                if TYPE_CHECKING:
                    from croupier.store.history import History
                """,
            "store/history.py": "import sqlalchemy\n",
        },
    )
    graph = read_graph(package)
    assert graph["croupier.drills.session"].type_only == {"croupier.store.history"}
    assert "croupier.store.history" not in reach(graph, "croupier.drills.session")
    assert violations(graph) == []  # listed in TYPE_ONLY


def test_no_import_cycle_crosses_packages(graph):
    across = [group for group in import_cycles(graph) if len({package_of(name) for name in group}) > 1]
    assert across == []


def test_the_only_import_cycles_are_the_known_ones_inside_a_package(graph):
    """The engine's misdeals and table incidents, the store and its upload, and the drills' duty
    explanations and skills import one another no more; a new loop fails here, and a loop broken
    leaves KNOWN_CYCLES."""
    assert {frozenset(group) for group in import_cycles(graph)} == set(KNOWN_CYCLES)


def test_the_check_sees_an_import_cycle_however_it_is_imported(tmp_path):
    package = _tree(
        tmp_path,
        {
            "engine/rules.py": "from croupier.procedure import steps\n",
            "procedure/steps.py": """\
                from typing import TYPE_CHECKING
                if TYPE_CHECKING:
                    from croupier.engine.rules import Rules
                """,
            "drills/a.py": "def later():\n    from croupier.drills import b\n",
            "drills/b.py": "from croupier.drills.c import C\n",
            "drills/c.py": "from . import a\n",
            "store/models.py": "from croupier.store import records\n",
            "store/records.py": "",
        },
    )
    graph = read_graph(package)
    assert import_cycles(graph) == [
        ["croupier.drills.a", "croupier.drills.b", "croupier.drills.c"],
        ["croupier.engine.rules", "croupier.procedure.steps"],
    ]


# ----------------------------------------------------------------------------------- gui


def _lazy_exports(node: ast.stmt) -> bool:
    """``__getattr__ = lazy_exports(__name__, {...})``: a package's names, each loaded when used."""
    if not (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)):
        return False
    call = node.value
    if not (isinstance(call.func, ast.Name) and call.func.id == "lazy_exports" and len(call.args) == 2):
        return False
    name, homes = call.args
    if not (isinstance(name, ast.Name) and name.id == "__name__"):
        return False
    try:
        ast.literal_eval(homes)
    except ValueError:
        return False
    return True


def _type_checking_imports(node: ast.stmt) -> bool:
    return (
        isinstance(node, ast.If)
        and isinstance(node.test, ast.Name)
        and node.test.id == "TYPE_CHECKING"
        and not node.orelse
        and all(isinstance(inner, ast.Import | ast.ImportFrom) for inner in node.body)
    )


def _constant_table(tree: ast.Module) -> bool:
    """Only a docstring, imports and assignments of literal values (strings, numbers, tuples …), or
    a package's names exported lazily."""
    for node in tree.body:
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            continue
        if _type_checking_imports(node) or _lazy_exports(node):
            continue
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            try:
                ast.literal_eval(node.value)
            except ValueError:
                return False
            continue
        return False
    return True


def _gui_modules(graph: dict[str, Module]) -> Iterable[Module]:
    return (module for name, module in sorted(graph.items()) if package_of(name) == "gui")


def test_every_gui_module_imports_qt_or_is_a_table_of_constants(graph):
    """The rule of thumb that keeps logic below the window: a module in ``croupier/gui/`` imports Qt,
    or wires widgets that do (it imports one), or holds constants only (a package's ``__init__``, a
    style sheet)."""
    uses_qt = {module.name for module in _gui_modules(graph) if any(_qt(name) for name in module.imports)}
    offenders = []
    for module in _gui_modules(graph):
        if module.name in uses_qt:
            continue
        wires = any(name in uses_qt for name in module.imports)
        assert module.tree is not None
        if not wires and not _constant_table(module.tree):
            offenders.append(str(module.path.relative_to(PACKAGE)))
    assert offenders == [], "move the logic below the window (croupier/training, croupier/drills):"


def test_a_gui_module_without_qt_is_caught(tmp_path):
    package = _tree(
        tmp_path,
        {
            "gui/widget.py": "from PySide6.QtWidgets import QWidget\n",
            "gui/wiring.py": "from croupier.gui.widget import QWidget\n",
            "gui/style.py": '"""A style."""\n\nSTYLE = "QLabel { color: red; }"\nSIZES = (1, 2)\n',
            "gui/logic.py": "def score(right, asked):\n    return right / asked\n",
        },
    )
    graph = read_graph(package)
    uses_qt = {m.name for m in _gui_modules(graph) if any(_qt(name) for name in m.imports)}
    assert uses_qt == {"croupier.gui.widget"}
    assert {"croupier.gui.widget"} & graph["croupier.gui.wiring"].imports
    trees = {name: module.tree for name, module in graph.items()}
    assert _constant_table(trees["croupier.gui.style"])  # type: ignore[arg-type]
    assert not _constant_table(trees["croupier.gui.logic"])  # type: ignore[arg-type]


def _private_imports(root: Path) -> list[str]:
    """``from croupier.… import _name`` anywhere under ``root``: a module reaching into another's
    private names (a name shared on purpose gets a public one in its home)."""
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == root.name:
                found.extend(
                    f"{path.relative_to(root.parent)} imports {node.module}.{alias.name}"
                    for alias in node.names
                    if alias.name.startswith("_") and not alias.name.startswith("__")
                )
    return found


def test_no_module_imports_another_modules_private_names():
    assert _private_imports(PACKAGE) == []


def test_a_private_import_is_caught(tmp_path):
    root = _tree(tmp_path, {"a.py": "def _helper():\n    pass\n", "b.py": "from croupier.a import _helper\n"})
    assert _private_imports(root) == ["croupier/b.py imports croupier.a._helper"]
