"""The packages whose names load when first used (``croupier.lazy_exports``): every exported name
resolves to its module's object, an unknown name is an AttributeError, and a light module of a
package does not bring in the rest of it."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from croupier import lazy_exports

LAZY = (
    "croupier.store",
    "croupier.drills",
    "croupier.training",
    "croupier.speech",
    "croupier.gui.instructor",
    "croupier.reports",
    "croupier.engine.phh",
)


@pytest.mark.parametrize("name", LAZY)
def test_every_exported_name_resolves(name):
    package = importlib.import_module(name)
    for exported in package.__all__:
        value = getattr(package, exported)
        assert value is not None, exported
        assert exported in vars(package)  # kept, so the hook runs once per name
    with pytest.raises(AttributeError, match="no attribute 'nothing_here'"):
        package.nothing_here  # noqa: B018


@pytest.mark.parametrize("name", LAZY)
def test_no_export_is_shadowed_by_a_module_of_the_package(name):
    """Importing ``package.x`` sets the package's ``x`` to the module, which would then shadow an
    exported ``x`` not yet loaded (``from croupier.drills import skill`` once gave the module)."""
    script = f"""
import importlib, pkgutil, types
package = importlib.import_module({name!r})
for found in pkgutil.iter_modules(package.__path__):
    importlib.import_module(f"{{package.__name__}}.{{found.name}}")
print([name for name in package.__all__ if isinstance(getattr(package, name), types.ModuleType)])
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "[]"


def test_an_export_named_as_a_module_of_the_package_is_refused():
    with pytest.raises(ValueError, match="'skill' is the name of one of its modules"):
        lazy_exports("croupier.drills", {"skill": "skills", "Skill": "skill"})


def test_a_home_outside_the_package_is_refused():
    for home in ("croupier.gui", ".grading", ""):
        with pytest.raises(ValueError, match="not a module inside the package"):
            lazy_exports("croupier.drills", {"x": home})


@pytest.mark.parametrize(
    ("module", "not_loaded"),
    [
        ("croupier.store.records", "sqlalchemy"),
        ("croupier.store.errors", "croupier.store.store"),
        ("croupier.drills.levels", "croupier.drills.skills"),
        ("croupier.training.table_state", "croupier.drills"),
        ("croupier.speech.narrator", "pyttsx3"),
    ],
)
def test_a_light_module_loads_alone(module, not_loaded):
    code = f"import sys, {module}; print({not_loaded!r} in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def test_the_trainer_alone_loads_no_other_subcommand():
    """``croupier`` with no argument opens the window; the drills', reports' and school's commands
    (and the store they bring) stay unloaded, as for ``croupier gui``."""
    probe = (
        "import sys\n"
        "import croupier.commands.gui as gui\n"
        "gui.run = lambda args: 7\n"
        "from croupier.cli import main\n"
        "code = main([])\n"
        "print(code, sorted(m for m in sys.modules if m.startswith('croupier.commands.')))\n"
        "print('croupier.store.database' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    first, second = done.stdout.splitlines()
    assert first == "7 ['croupier.commands.gui']"
    assert second == "False"


def test_the_csv_words_of_the_reports_are_the_function_whatever_was_imported_first():
    """``csv_words`` is the name of a function and of its module: the package binds the function
    itself, so importing the module first (as the report command does) cannot shadow it."""
    probe = (
        "import croupier.reports.csv_words; from croupier.reports import csv_words; "
        "assert callable(csv_words) and not isinstance(csv_words, type(croupier)), csv_words"
    )
    subprocess.run([sys.executable, "-c", probe], check=True)
