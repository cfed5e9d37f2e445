"""Sound as the recogniser takes it: 16-bit mono samples at a known rate, read from a WAV file or
gathered from the microphone, trimmed to the speech, and its level for the meter.

>>> import array
>>> quiet, loud = array.array("h", [0] * 800), array.array("h", [9000, -9000] * 400)
>>> clip = Audio(16000, (quiet + loud + quiet).tobytes())
>>> round(clip.seconds, 2), round(trim(clip).seconds, 2)
(0.15, 0.15)
>>> round(level(loud.tobytes()), 2)
0.27
"""

from __future__ import annotations

import array
import math
import wave
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Audio", "AudioError", "level", "read_wav", "trim"]


class AudioError(ValueError):
    """A sound file that is not 16-bit PCM, or not a WAV file at all."""


@dataclass(frozen=True, slots=True)
class Audio:
    """``samples``: signed 16-bit little-endian mono PCM at ``rate`` samples per second."""

    rate: int
    samples: bytes

    @property
    def seconds(self) -> float:
        return len(self.samples) / 2 / self.rate if self.rate else 0.0


def read_wav(path: Path) -> Audio:
    """A WAV file's sound (stereo mixed down to mono). Raises AudioError or OSError."""
    try:
        with wave.open(str(path), "rb") as wav:
            width, channels, rate = wav.getsampwidth(), wav.getnchannels(), wav.getframerate()
            frames = wav.readframes(wav.getnframes())
    except (wave.Error, EOFError) as error:
        raise AudioError(f"{path.name}: not a WAV file ({error})") from error
    if width != 2:
        raise AudioError(f"{path.name}: {8 * width}-bit sound; 16-bit PCM is needed")
    if channels == 1:
        return Audio(rate, frames)
    samples = array.array("h")
    samples.frombytes(frames)
    mono = array.array(
        "h", (sum(samples[i : i + channels]) // channels for i in range(0, len(samples), channels))
    )
    return Audio(rate, mono.tobytes())


def _samples(data: bytes) -> array.array[int]:
    samples = array.array("h")
    samples.frombytes(data[: len(data) // 2 * 2])
    return samples


def level(data: bytes) -> float:
    """The loudness of a block for the level meter: its RMS over full scale, 0 to 1."""
    samples = _samples(data)
    if not samples:
        return 0.0
    return min(1.0, math.sqrt(sum(value * value for value in samples) / len(samples)) / 32768)


def trim(audio: Audio, *, margin: float = 0.05, threshold: float = 0.05, gap: float | None = None) -> Audio:
    """``audio`` without the silence before and after the speech: 10 ms frames whose peak stays
    under ``threshold`` of the loudest are cut, ``margin`` seconds kept on each side. The decoder
    has no silence to absorb at the ends (its grammar has no filler words), so a long tail would be
    heard as a word."""
    samples = _samples(audio.samples)
    frame = max(1, audio.rate // 100)
    peaks = [max(map(abs, samples[start : start + frame])) for start in range(0, len(samples), frame)]
    loudest = max(peaks, default=0)
    if loudest == 0:
        return Audio(audio.rate, b"")
    loud = [index for index, peak in enumerate(peaks) if peak >= loudest * threshold]
    keep = round(margin * 100)
    start = max(0, loud[0] - keep) * frame
    end = min(len(samples), (loud[-1] + 1 + keep) * frame)
    if gap is None:
        return Audio(audio.rate, samples[start:end].tobytes())
    longest = max(1, round(gap * 100))
    kept = array.array("h")
    quiet = 0
    for index in range(start // frame, (end + frame - 1) // frame):
        quiet = quiet + 1 if peaks[index] < loudest * threshold else 0
        if quiet <= longest:
            kept.extend(samples[index * frame : min(end, (index + 1) * frame)])
    return Audio(audio.rate, kept.tobytes())
