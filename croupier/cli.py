"""The ``croupier`` command: the trainer by default, and subcommands for hands, drills and speech.

Only the subcommand named on the command line is imported (``croupier phh replay`` loads neither Qt
nor the drills), and ``croupier`` alone opens the window without loading any other. ``croupier
--help`` lists the subcommands from ``SUBCOMMANDS`` (their names and one-line help) and imports none
of them; ``tests/test_cli_lazy.py`` holds that table to what each module registers.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import sys
from collections.abc import Sequence
from typing import Any

SUBCOMMANDS: dict[str, str] = {
    "speak": "speak a phrase, or write it to a WAV file",
    "listen": "print the dealer's call heard in a WAV file",
    "phh": "replay or deal PHH hand histories",
    "procedure": "print the dealer's script for one random hand",
    "gui": "open the trainer's window (the default)",
    "screenshot": "render a view of the trainer into a PNG file",
    "drill": "a quiz in the terminal (answers on stdin)",
    "report": "write a class, trainee, exam, practical or live round report, or the gradebook (CSV or PDF)",
    "school": "set up a school's database; check a certificate",
    "rules": "print the rulebook, or some of its rules",
    "install-desktop": "put the trainer in this user's desktop menu (Linux)",
}
"""Each subcommand lives in ``croupier.commands.<name>`` (``-`` written ``_``), whose
``add_parser(subparsers)`` registers it with this help."""

RARE_COLLECTION = 50_000
"""How many more objects the program keeps, at start-up and in a ``collect_rarely`` subcommand,
before the cyclic collector runs (the interpreter's first threshold, 700 by default)."""


def _named(argv: Sequence[str] | None) -> str | None:
    """The subcommand ``argv`` names, when it names one before any option of the command itself."""
    for word in argv or ():
        if word == "--":
            continue
        if word.startswith("-"):
            return None  # -h before the subcommand: the list of subcommands
        return word if word in SUBCOMMANDS else None
    return None


class _Version(argparse.Action):
    """``--version`` (``croupier.commands.version``), which looks at the engine only when asked."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, *_args: Any, **_kwargs: Any) -> None:
        from croupier.commands import version  # noqa: PLC0415 - only when asked

        sys.stdout.write(version.text() + "\n")
        parser.exit()


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The argument parser with the subcommand ``argv`` names registered in full (every one without
    ``argv``); the others are listed by name and help only, their modules not imported, or left out
    when ``argv`` names one (the arguments go to that one, and the usage names ``COMMAND``, not the
    list, so no message changes; each listed one is a parser of argparse's to make)."""
    parser = argparse.ArgumentParser(
        prog="croupier",
        description="Train to deal Seven Card Stud, Stud Hi-Lo and Razz.",
    )
    parser.add_argument(
        "--version", action=_Version, help="print the version and the engine's build, and exit"
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    named = _named(argv)
    for name, help_text in SUBCOMMANDS.items():
        if argv is None or name == named:
            importlib.import_module(f"croupier.commands.{name.replace('-', '_')}").add_parser(subparsers)
        elif named is None:
            subparsers.add_parser(name, help=help_text, add_help=False)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code.

    Called without ``argv`` it is the program (``croupier``, ``python -m croupier``), which ends
    when it returns: a subcommand that leaves nothing to finalise (its output written, its files
    closed) sets ``skip_last_collection``, and the interpreter's last garbage collection, which
    would go through every object of the run only to free memory the system takes back at once, is
    skipped (``gc.freeze``; ``croupier phh replay`` of 1,000 files spends about 2 % of its time
    there). Until the subcommand runs, the cyclic collector runs rarely (``RARE_COLLECTION``): what
    the start-up makes (modules, classes, the parser) stays, and looking through it for garbage
    finds none. A subcommand that works through many items whose objects reference counting frees,
    nearly all of them, sets ``collect_rarely`` and keeps it so (together some 2 % of that replay,
    which then holds a hand's objects and the cycles of some thousands of hands at most)."""
    as_program = argv is None
    if argv is None:
        argv = sys.argv[1:]
    usual = gc.get_threshold()
    if as_program and argv:
        gc.set_threshold(RARE_COLLECTION, *usual[1:])
    # No argument: the trainer, straight to the window, no other subcommand loaded.
    args = build_parser(argv).parse_args(argv) if argv else None
    if not getattr(args, "collect_rarely", False):
        gc.set_threshold(*usual)
    handler = getattr(args, "handler", None)
    if handler is None:
        from croupier.commands import gui  # noqa: PLC0415 - only the window needs it

        return gui.run(args)
    result: int = handler(args)
    if as_program and getattr(args, "skip_last_collection", False):
        gc.freeze()
    return result
