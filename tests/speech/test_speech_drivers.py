"""Speech on the other systems' drivers, as pyttsx3 2.99 presents them: SAPI5 (Windows) and
NSSpeechSynthesizer (macOS). Neither runs here, so each is an engine that behaves as its driver does
(the voices it lists, when the file is written, whether it says so, what it writes); eSpeak's own
behaviour is tested for real in test_speech_synth.py."""

from __future__ import annotations

import math
import struct
import time
import wave
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from croupier.speech.aiff import AiffError, aiff_to_wav, is_aiff, is_complete_aiff
from croupier.speech.espeak import DriverQuirks, ESpeakQuirks, quirks_for
from croupier.speech.synth import EngineHost, Synthesizer, VoiceInfo, choose_voice

TOKENS = "HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Speech\\Voices\\Tokens\\"
# As sapi5.py's _toVoice lists them: the token's id, its description, the locale of its LCID.
SAPI5_VOICES = [
    VoiceInfo(
        TOKENS + "TTS_MS_EN-US_DAVID_11.0", "Microsoft David Desktop - English (United States)", ("en-US",)
    ),
    VoiceInfo(TOKENS + "TTS_MS_DE-DE_HEDDA_11.0", "Microsoft Hedda Desktop - German", ("de-DE",)),
    VoiceInfo(
        TOKENS + "TTS_MS_EN-GB_HAZEL_11.0", "Microsoft Hazel Desktop - English (Great Britain)", ("en-GB",)
    ),
]
# As nsss.py's _toVoice lists them: VoiceIdentifier, VoiceName, [VoiceLocaleIdentifier].
NSSS_VOICES = [
    VoiceInfo("com.apple.voice.compact.en-US.Samantha", "Samantha", ("en_US",)),
    VoiceInfo("com.apple.voice.compact.de-DE.Anna", "Anna", ("de_DE",)),
    VoiceInfo("com.apple.voice.compact.fr-FR.Thomas", "Thomas", ("fr_FR",)),
]


def test_voices_are_chosen_by_language_on_windows():
    assert choose_voice(SAPI5_VOICES, "de").name == "Microsoft Hedda Desktop - German"
    assert choose_voice(SAPI5_VOICES, "en").languages[0].startswith("en-")
    unknown = VoiceInfo(TOKENS + "X", "Microsoft Katja - German", ("Unknown Locale: 99999",))
    assert choose_voice([SAPI5_VOICES[0], unknown], "de") is unknown  # by its name, then


def test_voices_are_chosen_by_language_on_macos():
    assert choose_voice(NSSS_VOICES, "de").name == "Anna"
    assert choose_voice(NSSS_VOICES, "en").name == "Samantha"
    assert choose_voice(NSSS_VOICES, "it") is None


class FakeEngine:
    """The part of ``pyttsx3.Engine`` the trainer uses, over a driver that writes ``write(path,
    text)`` inside ``runAndWait`` and tells ``finished-utterance`` or not."""

    def __init__(self, driver_name: str, voices: list[VoiceInfo], *, tells: bool, aiff: bool) -> None:
        self.driver_name = driver_name
        self._voices = [SimpleNamespace(id=v.id, name=v.name, languages=list(v.languages)) for v in voices]
        self._tells = tells
        self._aiff = aiff
        self._callbacks: list[Any] = []
        self._queued: tuple[str, str] | None = None
        self.properties: dict[str, Any] = {}
        self.said: list[tuple[str, str, Any]] = []

    def getProperty(self, name: str) -> Any:
        return self._voices if name == "voices" else self.properties.get(name)

    def setProperty(self, name: str, value: Any) -> None:
        self.properties[name] = value

    def connect(self, topic: str, cb: Any) -> dict[str, Any]:
        assert topic == "finished-utterance"
        self._callbacks.append(cb)
        return {"topic": topic}

    def save_to_file(self, text: str, filename: str) -> None:
        self._queued = (text, filename)

    def runAndWait(self) -> None:
        if self._queued is None:
            return
        text, filename = self._queued
        self._queued = None
        samples = tone(0.25)
        if self._aiff:
            Path(filename).write_bytes(aiff_bytes(samples, 22050))
        else:
            with wave.open(filename, "wb") as wav:
                wav.setnchannels(1)
                wav.setsampwidth(2)
                wav.setframerate(22050)
                wav.writeframes(struct.pack(f"<{len(samples)}h", *samples))
        self.said.append((text, self.properties["voice"], self.properties["rate"]))
        if self._tells:
            for callback in self._callbacks:
                callback(name=None, completed=True)


def tone(seconds: float, rate: int = 22050) -> list[int]:
    return [int(8000 * math.sin(2 * math.pi * 440 * n / rate)) for n in range(int(seconds * rate))]


def _extended(value: int) -> bytes:
    exponent = value.bit_length() - 1
    return struct.pack(">HQ", 16383 + exponent, value << (63 - exponent))


def aiff_bytes(samples: list[int], rate: int, *, codec: bytes | None = None, width: int = 2) -> bytes:
    """An AIFF (or, with ``codec``, AIFF-C) file as macOS's synthesiser writes one."""
    if width == 1:
        data = bytes((sample >> 8) & 0xFF for sample in samples)
    elif codec == b"sowt":
        data = struct.pack(f"<{len(samples)}h", *samples)
    else:
        data = struct.pack(f">{len(samples)}h", *samples)
    comm = struct.pack(">hIh", 1, len(samples), 8 * width) + _extended(rate)
    if codec is not None:
        comm += codec + b"\x00\x00"
    chunks = b"COMM" + struct.pack(">I", len(comm)) + comm
    ssnd = struct.pack(">II", 0, 0) + data
    chunks += b"SSND" + struct.pack(">I", len(ssnd)) + ssnd
    kind = b"AIFC" if codec is not None else b"AIFF"
    return b"FORM" + struct.pack(">I", 4 + len(chunks)) + kind + chunks


def read_wav(path: Path) -> tuple[int, int, list[int]]:
    with wave.open(str(path), "rb") as wav:
        frames = wav.readframes(wav.getnframes())
        return wav.getframerate(), wav.getsampwidth(), list(struct.unpack(f"<{len(frames) // 2}h", frames))


def test_windows_sapi5_writes_before_the_loop_returns_and_never_says_so(tmp_path):
    engine = FakeEngine("sapi5", SAPI5_VOICES, tells=False, aiff=False)
    synthesizer = Synthesizer(tmp_path, EngineHost(init=lambda: engine))
    started = time.monotonic()
    result = synthesizer.synthesize("Kreuz Zwei bringt", "de", rate=180)
    assert time.monotonic() - started < 2  # no waiting for an event that never comes
    assert result.voice_id.endswith("TTS_MS_DE-DE_HEDDA_11.0")
    assert engine.said == [("Kreuz Zwei bringt", result.voice_id, 180)]
    assert result.duration == pytest.approx(0.25, abs=0.01)
    assert isinstance(quirks_for(engine), DriverQuirks)
    assert not isinstance(quirks_for(engine), ESpeakQuirks)


def test_macos_writes_aiff_which_becomes_the_wav_the_player_reads(tmp_path):
    engine = FakeEngine("nsss", NSSS_VOICES, tells=True, aiff=True)
    synthesizer = Synthesizer(tmp_path, EngineHost(init=lambda: engine))
    result = synthesizer.synthesize("Seat three bets", "en")
    assert result.voice_id == "com.apple.voice.compact.en-US.Samantha"
    rate, width, samples = read_wav(result.path)
    assert (rate, width) == (22050, 2)
    assert samples == tone(0.25)
    assert not is_aiff(result.path)
    assert synthesizer.synthesize("Seat three bets", "en").cached


def test_espeak_is_recognised_by_its_driver_name():
    assert isinstance(quirks_for(SimpleNamespace(driver_name="espeak")), ESpeakQuirks)
    assert type(quirks_for(SimpleNamespace(driver_name="nsss"))) is DriverQuirks
    assert type(quirks_for(SimpleNamespace())) is DriverQuirks


@pytest.mark.parametrize("codec", [None, b"NONE", b"sowt"])
def test_aiff_and_aiff_c_become_the_same_wav(tmp_path, codec):
    samples = tone(0.1, 16000)
    source = tmp_path / "speech.wav"  # named .wav, as the trainer asks the driver for one
    source.write_bytes(aiff_bytes(samples, 16000, codec=codec))
    assert is_aiff(source)
    assert is_complete_aiff(source)
    aiff_to_wav(source, source)
    assert read_wav(source) == (16000, 2, samples)


def test_eight_bit_aiff_is_shifted_to_wavs_unsigned_samples(tmp_path):
    source = tmp_path / "speech.aiff"
    source.write_bytes(aiff_bytes([0, 256, -256, 32767], 8000, width=1))
    target = tmp_path / "speech.wav"
    aiff_to_wav(source, target)
    with wave.open(str(target), "rb") as wav:
        assert wav.getsampwidth() == 1
        assert wav.readframes(4) == bytes([128, 129, 127, 255])


def test_half_an_aiff_is_not_complete_and_a_compressed_one_is_refused(tmp_path):
    whole = aiff_bytes(tone(0.1), 22050)
    half = tmp_path / "half.wav"
    half.write_bytes(whole[: len(whole) // 2])
    assert is_aiff(half)
    assert not is_complete_aiff(half)
    packed = tmp_path / "packed.aiff"
    packed.write_bytes(aiff_bytes(tone(0.1), 22050, codec=b"ima4"))
    with pytest.raises(AiffError, match="compressed"):
        aiff_to_wav(packed, tmp_path / "out.wav")
    plain = tmp_path / "plain.txt"
    plain.write_bytes(b"not a sound file at all")
    with pytest.raises(AiffError, match="not an AIFF"):
        aiff_to_wav(plain, tmp_path / "out.wav")
