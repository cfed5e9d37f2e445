"""Croupier: a desktop trainer for dealers of Seven Card Stud, Stud Hi-Lo and Razz."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping
from typing import Any

__version__ = "0.1.0"


def lazy_exports(package: str, homes: Mapping[str, str]) -> Callable[[str], Any]:
    """A package's module ``__getattr__`` (PEP 562) that imports each exported name from its home,
    a module of the package itself, when the name is first used.

    The trainer's window must appear quickly, and a package's ``__init__`` that imports all of it
    makes every ``from croupier.drills.levels import Mode`` pay for every drill. The homes are module
    names inside ``package`` (``"grading"`` for ``croupier.drills.grading``), so the laziness never
    hides an import across packages from the architecture's checks. A name once loaded is kept in
    the package, so ``__getattr__`` runs once per name.
    """
    for home in homes.values():
        if not home or home.startswith(".") or home.split(".")[0] in ("", "croupier"):
            raise ValueError(f"{package}: {home!r} is not a module inside the package")
    for name in homes:
        if name in homes.values():
            # Importing the submodule sets the package's attribute of that name to the module,
            # and from then on the export would silently be the module.
            raise ValueError(f"{package}: {name!r} is the name of one of its modules")

    def __getattr__(name: str) -> Any:  # noqa: N807 - the module attribute hook PEP 562 names
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{home}"), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
