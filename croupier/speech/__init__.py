"""Spoken prompts and dealer calls, offline: pyttsx3 + eSpeak NG in a worker thread, Qt playback.

Build the app's speaker with :func:`create_speaker`; everything else talks to the
:class:`Speaker` protocol. :mod:`croupier.speech.synth` works without Qt (the command line uses it).
"""

from croupier.speech.factory import create_speaker, qt_cache_dir
from croupier.speech.fallback import SilentSpeaker
from croupier.speech.narrator import Narrator
from croupier.speech.pyttsx3_speaker import Pyttsx3Speaker
from croupier.speech.speaker import Speaker
from croupier.speech.synth import (
    DEFAULT_RATE,
    SpeechError,
    SpeechUnavailableError,
    SynthesisError,
    Synthesizer,
    SynthResult,
    VoiceInfo,
)

__all__ = [
    "DEFAULT_RATE",
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
    "qt_cache_dir",
]
