"""``croupier`` (or ``croupier gui``): open the trainer's window."""

from __future__ import annotations

import argparse
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
    # Imported here: the window's modules are not needed by the other subcommands.
    from croupier.gui.app import run as run_app  # noqa: PLC0415

    language = getattr(args, "lang", None) if args is not None else None
    return run_app(language)
