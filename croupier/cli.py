"""The ``croupier`` command: the trainer by default, and subcommands for hands, drills and speech.

Only the subcommand named on the command line is imported (``croupier phh replay`` loads neither Qt
nor the drills), and ``croupier`` alone opens the window without loading any other; ``croupier --help``
registers them all.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# Each subcommand lives in croupier.commands.<module>, which defines add_parser(subparsers).
_SUBCOMMANDS: tuple[str, ...] = (
    "speak",
    "listen",
    "phh",
    "procedure",
    "gui",
    "screenshot",
    "drill",
    "report",
    "school",
    "rules",
)


def _named(argv: Sequence[str] | None) -> str | None:
    """The subcommand ``argv`` names, when it names one before any option of the command itself."""
    for word in argv or ():
        if word.startswith("-"):
            return None  # -h before the subcommand: the full help
        return word if word in _SUBCOMMANDS else None
    return None


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The argument parser with the subcommand ``argv`` names registered (every one without)."""
    parser = argparse.ArgumentParser(
        prog="croupier",
        description="Train to deal Seven Card Stud, Stud Hi-Lo and Razz.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    named = _named(argv)
    for name in (named,) if named else _SUBCOMMANDS:
        module = importlib.import_module(f"croupier.commands.{name}")
        module.add_parser(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    if argv is None:
        argv = sys.argv[1:]
    # No argument: the trainer, straight to the window, no other subcommand loaded.
    args = build_parser(argv).parse_args(argv) if argv else None
    handler = getattr(args, "handler", None)
    if handler is None:
        from croupier.commands import gui  # noqa: PLC0415 - only the window needs it

        return gui.run(args)
    result: int = handler(args)
    return result
