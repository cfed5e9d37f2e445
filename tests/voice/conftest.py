"""Fixtures for the voice tests: the real recogniser, and eSpeak NG (through the trainer's own
speech module) rendering the dealer's calls into a throw-away cache folder."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from croupier.speech.synth import Synthesizer
from croupier.voice.audio import Audio, read_wav
from croupier.voice.recogniser import Recogniser

VOICE = "en-us"
"""eSpeak NG's American English voice: the en-us acoustic model hears it best (the benchmark
measures the British one too)."""


@pytest.fixture(scope="session")
def recogniser() -> Recogniser:
    return Recogniser()


@pytest.fixture(scope="session")
def speech_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("voice-speech")


@pytest.fixture(scope="session")
def say(speech_cache: Path) -> Callable[[str], Audio]:
    """A call spoken by eSpeak at the trainer's default rate, as the recogniser reads a WAV file."""
    synthesizer = Synthesizer(speech_cache)

    def render(text: str) -> Audio:
        return read_wav(synthesizer.synthesize(text, VOICE).path)

    return render


@pytest.fixture(scope="session")
def say_file(speech_cache: Path) -> Callable[[str], Path]:
    synthesizer = Synthesizer(speech_cache)
    return lambda text: synthesizer.synthesize(text, VOICE).path
