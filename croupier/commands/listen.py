"""``croupier listen``: what the trainer hears in a WAV file, for instructors and tests.

The grammar is every call a dealer makes (``croupier.voice.calls.every_call``), or only the calls
named with ``--call``; the answer is the call as the procedure words it, or "Nothing recognised".
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

EXIT_NOTHING = 1
EXIT_ERROR = 2


translate = QCoreApplication.translate


def add_parser(subparsers: Any) -> None:
    """Register ``listen`` on the ``croupier`` command line."""
    parser = subparsers.add_parser(
        "listen",
        help=translate("Listen", "print the dealer's call heard in a WAV file"),
        description=translate(
            "Listen",
            "Print the dealer's call heard in FILE.wav (16-bit PCM). Voice answers are English only.",
        ),
    )
    parser.add_argument("--lang", required=True, choices=("en", "de"), help=translate("Listen", "language"))
    parser.add_argument(
        "--call",
        action="append",
        default=[],
        metavar="TEXT",
        help=translate("Listen", "a call that may be heard (repeat it); every dealer's call without it"),
    )
    parser.add_argument(
        "file", type=Path, metavar="FILE.wav", help=translate("Listen", "the sound to recognise")
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Recognise the file; 0 when a call was heard, 1 when none, 2 on an error."""
    if args.lang != "en":
        print(
            translate(
                "Listen", "croupier listen: voice answers are English only (no German model is installed)."
            ),
            file=sys.stderr,
        )
        return EXIT_ERROR
    from croupier.voice.audio import AudioError, read_wav  # noqa: PLC0415 - the command's own
    from croupier.voice.calls import every_call  # noqa: PLC0415
    from croupier.voice.recogniser import Grammar, Recogniser, VoiceError  # noqa: PLC0415
    from croupier.voice.words import spoken_words  # noqa: PLC0415

    try:
        audio = read_wav(args.file)
    except (AudioError, OSError) as error:
        reason = getattr(error, "strerror", None) or error
        message = translate("Listen", "croupier listen: cannot read {file}: {reason}")
        print(message.format(file=args.file, reason=reason), file=sys.stderr)
        return EXIT_ERROR
    try:
        recogniser = Recogniser()
        if args.call:
            phrases = {spoken_words(call): call for call in args.call}
            heard = recogniser.hear(audio, Grammar.of(phrases))
            text = phrases.get(heard.words or ())
        else:
            calls = every_call()
            heard = recogniser.hear(audio, calls.grammar)
            text = calls.text(heard.words or ())
    except VoiceError as error:
        print(translate("Listen", "croupier listen: {reason}").format(reason=error), file=sys.stderr)
        return EXIT_ERROR
    if text is None:
        print(translate("Listen", "Nothing recognised."))
        return EXIT_NOTHING
    print(text)
    return 0
