"""The ``croupier`` command: the trainer by default, and subcommands for hands, drills and speech."""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Sequence

# Each subcommand lives in croupier.commands.<module>, which defines add_parser(subparsers).
_SUBCOMMANDS: tuple[str, ...] = (
    "speak",
    "phh",
    "procedure",
    "gui",
    "screenshot",
    "drill",
    "report",
    "school",
    "rules",
)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    parser = argparse.ArgumentParser(
        prog="croupier",
        description="Train to deal Seven Card Stud, Stud Hi-Lo and Razz.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in _SUBCOMMANDS:
        module = importlib.import_module(f"croupier.commands.{name}")
        module.add_parser(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    handler = getattr(args, "handler", None)
    if handler is None:
        from croupier.commands import gui  # noqa: PLC0415 - only the window needs it

        return gui.run(args)
    result: int = handler(args)
    return result
