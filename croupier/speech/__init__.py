"""Spoken prompts and dealer calls, offline: pyttsx3 (eSpeak NG on Linux, SAPI5 on Windows, macOS's
synthesiser) in a worker thread, Qt playback.

Build the app's speaker with :func:`create_speaker`; everything else talks to the
:class:`Speaker` protocol. :mod:`croupier.speech.synth` works without Qt (the command line uses it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from croupier import lazy_exports

if TYPE_CHECKING:
    from croupier.speech.factory import create_speaker
    from croupier.speech.fallback import SilentSpeaker
    from croupier.speech.late import LateSpeaker
    from croupier.speech.narrator import Narrator
    from croupier.speech.pyttsx3_speaker import Pyttsx3Speaker
    from croupier.speech.rates import DEFAULT_RATE
    from croupier.speech.speaker import Speaker
    from croupier.speech.synth import (
        SpeechError,
        SpeechUnavailableError,
        SynthesisError,
        Synthesizer,
        SynthResult,
        VoiceInfo,
    )


__all__ = [
    "DEFAULT_RATE",
    "LateSpeaker",
    "Narrator",
    "Pyttsx3Speaker",
    "SilentSpeaker",
    "Speaker",
    "SpeechError",
    "SpeechUnavailableError",
    "SynthResult",
    "SynthesisError",
    "Synthesizer",
    "VoiceInfo",
    "create_speaker",
]

# Each name is imported from its module when first used (see croupier.lazy_exports).
__getattr__ = lazy_exports(
    __name__,
    {
        "create_speaker": "factory",
        "SilentSpeaker": "fallback",
        "LateSpeaker": "late",
        "Narrator": "narrator",
        "Pyttsx3Speaker": "pyttsx3_speaker",
        "Speaker": "speaker",
        "DEFAULT_RATE": "rates",
        "SpeechError": "synth",
        "SpeechUnavailableError": "synth",
        "SynthesisError": "synth",
        "Synthesizer": "synth",
        "SynthResult": "synth",
        "VoiceInfo": "synth",
    },
)
