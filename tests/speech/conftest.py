"""Fixtures for the speech tests: real eSpeak NG synthesis into a throw-away cache folder."""

from __future__ import annotations

import math
import wave
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from recording_player import RecordingPlayer

from croupier.speech import create_speaker
from croupier.speech.fallback import SilentSpeaker
from croupier.speech.pyttsx3_speaker import Pyttsx3Speaker
from croupier.speech.synth import Synthesizer


class WavStats:
    """Duration and loudness of a 16-bit mono WAV, computed in pure Python."""

    def __init__(self, path: Path) -> None:
        with wave.open(str(path), "rb") as wav:
            assert wav.getsampwidth() == 2
            assert wav.getnchannels() == 1
            self.rate = wav.getframerate()
            frames = wav.readframes(wav.getnframes())
        samples = memoryview(frames).cast("h")
        self.duration = len(samples) / self.rate
        self.rms = math.sqrt(sum(s * s for s in samples) / len(samples)) if samples else 0.0


@pytest.fixture
def player() -> RecordingPlayer:
    return RecordingPlayer()


@pytest.fixture
def wav_stats() -> Callable[[Path], WavStats]:
    return WavStats


@pytest.fixture
def synthesizer(tmp_path: Path) -> Synthesizer:
    return Synthesizer(tmp_path / "cache")


@pytest.fixture
def make_speaker(qapp: object, tmp_path: Path) -> Iterator[Callable[..., Pyttsx3Speaker | SilentSpeaker]]:
    """Builds speakers the app's way, and shuts their worker threads down after the test."""
    made: list[Pyttsx3Speaker | SilentSpeaker] = []

    def make(**kwargs: object) -> Pyttsx3Speaker | SilentSpeaker:
        kwargs.setdefault("cache_dir", tmp_path / "cache")
        kwargs.setdefault("player", RecordingPlayer())
        speaker = create_speaker(**kwargs)  # type: ignore[arg-type]
        made.append(speaker)
        return speaker

    yield make
    for speaker in made:
        speaker.shutdown()
