"""AIFF to WAV, for macOS: pyttsx3's NSSpeechSynthesizer driver writes AIFF whatever the file is
called, and Qt's ``QSoundEffect`` (and the voice recogniser) read WAV. Pure Python, no Qt; reads
uncompressed PCM AIFF and AIFF-C (``NONE``, big-endian, and ``sowt``, little-endian), the formats
the system's synthesiser writes. (The standard library's ``aifc`` is gone from Python 3.13.)
"""

from __future__ import annotations

import struct
import wave
from pathlib import Path

__all__ = ["AiffError", "aiff_to_wav", "is_aiff", "is_complete_aiff"]


class AiffError(ValueError):
    """The file is not an AIFF this module can read."""


_KINDS = (b"AIFF", b"AIFC")
"""The FORM types of an AIFF and an AIFF-C."""


def _head(path: Path) -> bytes:
    """The file's first 12 bytes, its FORM chunk's header (fewer, or none, when it cannot be read)."""
    try:
        with path.open("rb") as file:
            return file.read(12)
    except OSError:
        return b""


def _starts_aiff(head: bytes) -> bool:
    """Do these first bytes of a file begin an AIFF or AIFF-C?"""
    return len(head) >= 12 and head[:4] == b"FORM" and head[8:12] in _KINDS


def is_aiff(path: Path) -> bool:
    """Does the file start as an AIFF or AIFF-C does?"""
    return _starts_aiff(_head(path))


def is_complete_aiff(path: Path) -> bool:
    """Is the AIFF whole: its FORM chunk as long as its header says?"""
    head = _head(path)
    if len(head) < 12 or head[:4] != b"FORM":
        return False
    try:
        size = path.stat().st_size
    except OSError:
        return False
    length = int.from_bytes(head[4:8], "big")
    return size >= length + 8 and length > 4


def _extended(data: bytes) -> float:
    """An IEEE 754 80-bit extended number (AIFF's sample rate)."""
    exponent, mantissa = int.from_bytes(data[:2], "big"), int.from_bytes(data[2:10], "big")
    sign = -1.0 if exponent & 0x8000 else 1.0
    exponent &= 0x7FFF
    if exponent == 0 and mantissa == 0:
        return 0.0
    return sign * mantissa * 2.0 ** (exponent - 16383 - 63)


def aiff_to_wav(source: Path, target: Path) -> None:
    """Write the PCM audio of the AIFF ``source`` as a WAV file ``target`` (which may be ``source``).
    Raises :class:`AiffError`."""
    data = source.read_bytes()
    if not _starts_aiff(data[:12]):
        raise AiffError(f"{source.name} is not an AIFF file")
    compressed = data[8:12] == b"AIFC"
    channels = width = 0
    rate = 0.0
    little = False
    frames = b""
    offset = 12
    while offset + 8 <= len(data):
        kind, length = data[offset : offset + 4], int.from_bytes(data[offset + 4 : offset + 8], "big")
        body = data[offset + 8 : offset + 8 + length]
        if kind == b"COMM":
            channels, _count, bits = struct.unpack(">hIh", body[:8])
            rate = _extended(body[8:18])
            width = (bits + 7) // 8
            if compressed:
                codec = body[18:22]
                if codec not in (b"NONE", b"sowt", b"twos"):
                    raise AiffError(f"{source.name} is compressed ({codec.decode(errors='replace')})")
                little = codec == b"sowt"
        elif kind == b"SSND":
            start = int.from_bytes(body[:4], "big")
            frames = body[8 + start :]
        offset += 8 + length + (length & 1)  # chunks are padded to an even length
    if not channels or not width or rate <= 0:
        raise AiffError(f"{source.name} has no usable COMM chunk")
    frames = frames[: len(frames) - len(frames) % (width * channels)]
    if width > 1 and not little:  # AIFF is big-endian, WAV little-endian; 8-bit is signed in AIFF
        frames = _swapped(frames, width)
    elif width == 1:
        frames = bytes((sample + 128) & 0xFF for sample in frames)
    partial = target.with_name(f".{target.name}.part")
    with wave.open(str(partial), "wb") as wav:
        wav.setnchannels(channels)
        wav.setsampwidth(width)
        wav.setframerate(round(rate))
        wav.writeframes(frames)
    partial.replace(target)


def _swapped(frames: bytes, width: int) -> bytes:
    swapped = bytearray(len(frames))
    for byte in range(width):
        swapped[byte::width] = frames[width - 1 - byte :: width]
    return bytes(swapped)
