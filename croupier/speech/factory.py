"""Building the app's speaker: real voices when the system's synthesiser is there (eSpeak NG,
SAPI5, macOS's), the silent fallback if not."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject

from croupier.speech.fallback import SilentSpeaker
from croupier.speech.player import Player, create_player
from croupier.speech.pyttsx3_speaker import Pyttsx3Speaker
from croupier.speech.rates import DEFAULT_RATE
from croupier.speech.synth import EngineHost, Synthesizer, default_cache_dir

_log = logging.getLogger(__name__)


def create_speaker(
    parent: QObject | None = None,
    *,
    cache_dir: Path | None = None,
    player: Player | None = None,
    host: EngineHost | None = None,
    rate: int = DEFAULT_RATE,
) -> Pyttsx3Speaker | SilentSpeaker:
    """The speaker for the app; call once, after the QApplication exists.

    Starts the engine in the worker thread and waits for it (~50 ms). If pyttsx3 cannot start the
    synthesiser the result is a :class:`SilentSpeaker` whose notice says what to install.
    ``host`` is for tests; the app uses the process's one engine.
    """
    synthesizer = Synthesizer(cache_dir if cache_dir is not None else default_cache_dir(), host)
    speaker = Pyttsx3Speaker(synthesizer, player or create_player(), parent, rate)
    reason = speaker.start_engine()
    if reason is None:
        return speaker
    speaker.shutdown()
    speaker.setParent(None)
    _log.warning("Speech is off: %s", reason)
    silent = SilentSpeaker(reason, parent)
    silent.set_rate(rate)
    return silent
