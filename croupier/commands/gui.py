"""``croupier`` (or ``croupier gui``): open the trainer's window."""

from __future__ import annotations

import argparse
import builtins
from typing import Any

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def add_parser(subparsers: Any) -> None:
    """Register ``gui`` on the ``croupier`` command line (it is also what no subcommand does)."""
    parser = subparsers.add_parser(
        "gui",
        help=translate("Commands", "open the trainer's window (the default)"),
        description=translate("Commands", "Open the trainer's window."),
    )
    parser.add_argument(
        "--lang", choices=("de", "en"), help=translate("Commands", "language (default: as last chosen)")
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace | None = None) -> int:
    """Start the trainer and return its exit code."""
    _without_feature_import()
    # Imported here: the window's modules are not needed by the other subcommands.
    from croupier.gui.app import run as run_app  # noqa: PLC0415

    language = getattr(args, "lang", None) if args is not None else None
    return run_app(language)


def _without_feature_import() -> None:
    """Python's own import statement back in place of PySide6's.

    Importing PySide6 replaces ``builtins.__import__`` with a hook for its ``from __feature__
    import snake_case, true_property`` (which the trainer never uses): after every import statement
    it reads the source of the module imported, the first time, to see whether it names PySide6
    (``inspect.getsource``; about 600 modules, 0.2 s of the start, and their text kept in
    ``linecache``). PySide6 keeps Python's import as ``builtins.__orig_import__``; a module it has
    not looked at is left out of feature switching, as one that does not name PySide6 is."""
    original = getattr(builtins, "__orig_import__", None)
    if original is not None:
        builtins.__import__ = original
