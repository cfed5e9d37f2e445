"""``croupier speak``: say a phrase with the trainer's voices, or write it to a WAV file.

Also the quickest check of a user's speech set-up: it names the missing package when there is none.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from croupier.speech import rates, synth
from croupier.speech.player import create_player

EXIT_NO_ENGINE = 2


def add_parser(subparsers: Any) -> None:
    """Register ``speak`` on the ``croupier`` command line."""
    parser = subparsers.add_parser(
        "speak",
        help=QCoreApplication.translate("Speech", "speak a phrase, or write it to a WAV file"),
        description=QCoreApplication.translate(
            "Speech", "Speak TEXT with the German or English voice, or write it to a WAV file."
        ),
    )
    parser.add_argument(
        "--lang", required=True, choices=("de", "en"), help=QCoreApplication.translate("Speech", "language")
    )
    parser.add_argument(
        "--rate",
        type=int,
        default=rates.DEFAULT_RATE,
        metavar="N",
        help=QCoreApplication.translate("Speech", "words per minute (default {rate})").format(
            rate=rates.DEFAULT_RATE
        ),
    )
    parser.add_argument(
        "--out",
        type=Path,
        metavar="FILE.wav",
        help=QCoreApplication.translate("Speech", "write a WAV file instead of playing"),
    )
    parser.add_argument(
        "text", nargs="+", metavar="TEXT", help=QCoreApplication.translate("Speech", "what to say")
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Synthesise the text, then write it to ``--out`` or play it; returns the exit code."""
    text = " ".join(args.text).strip()
    if not text:
        print(QCoreApplication.translate("Speech", "croupier speak: nothing to say."), file=sys.stderr)
        return 1
    # The process's one engine (see synth.EngineHost), looked up at call time so tests can swap it.
    synthesizer = synth.Synthesizer(synth.default_cache_dir(), synth.PROCESS_ENGINE)
    try:
        result = synthesizer.synthesize(text, args.lang, args.rate)
    except synth.SpeechUnavailableError as error:
        if sys.platform.startswith("linux"):
            message = QCoreApplication.translate(
                "Speech",
                "croupier speak: no speech engine found. "
                "Install eSpeak NG: sudo apt-get install libespeak-ng1 espeak-ng-data",
            )
        else:  # Windows' SAPI5 and macOS's speech come with the system
            message = QCoreApplication.translate(
                "Speech", "croupier speak: the system's speech could not be started: {reason}"
            ).format(reason=error)
        print(message, file=sys.stderr)
        return EXIT_NO_ENGINE
    except (synth.SynthesisError, OSError) as error:
        print(
            QCoreApplication.translate("Speech", "croupier speak: could not synthesise: {reason}").format(
                reason=error
            ),
            file=sys.stderr,
        )
        return 1
    if args.out is not None:
        return _write(result, args.out)
    return _play(result)


def _write(result: synth.SynthResult, out: Path) -> int:
    try:
        shutil.copyfile(result.path, out)
    except OSError as error:
        print(
            QCoreApplication.translate("Speech", "croupier speak: could not write {file}: {reason}").format(
                file=out, reason=error.strerror or error
            ),
            file=sys.stderr,
        )
        return 1
    print(
        QCoreApplication.translate("Speech", "Wrote {file} ({seconds:.2f} s, voice {voice}).").format(
            file=out, seconds=result.duration, voice=result.voice_id
        )
    )
    return 0


def _play(result: synth.SynthResult) -> int:
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    player = create_player(app)
    if not player.can_play:
        print(
            QCoreApplication.translate(
                "Speech", "Could not play: no audio output device. The speech is in {file}"
            ).format(file=result.path)
        )
        return 0
    loop = QEventLoop()
    player.finished.connect(loop.quit)
    # A stuck device must not hang the command: give up a few seconds after the phrase's length.
    QTimer.singleShot(int(result.duration * 1000) + 5000, loop.quit)
    player.play(result.path)
    loop.exec()
    player.stop()
    return 0
