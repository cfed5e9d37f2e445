from __future__ import annotations

import array
import wave

import pytest

from croupier.voice.audio import Audio, AudioError, level, read_wav, trim


def _tone(count: int, value: int = 8000) -> array.array[int]:
    return array.array("h", [value, -value] * (count // 2))


def _silence(count: int) -> array.array[int]:
    return array.array("h", [0] * count)


def _write(path, samples: bytes, *, channels: int = 1, width: int = 2, rate: int = 16000) -> None:
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(channels)
        wav.setsampwidth(width)
        wav.setframerate(rate)
        wav.writeframes(samples)


def test_a_mono_wav_is_read_as_it_is(tmp_path):
    samples = _tone(1600).tobytes()
    _write(tmp_path / "a.wav", samples, rate=22050)
    audio = read_wav(tmp_path / "a.wav")
    assert audio == Audio(22050, samples)


def test_stereo_is_mixed_down(tmp_path):
    stereo = array.array("h", [1000, 3000] * 100)
    _write(tmp_path / "s.wav", stereo.tobytes(), channels=2)
    audio = read_wav(tmp_path / "s.wav")
    assert array.array("h", audio.samples) == array.array("h", [2000] * 100)


def test_8_bit_sound_and_a_file_that_is_no_wav_are_refused(tmp_path):
    _write(tmp_path / "b.wav", bytes(100), width=1)
    with pytest.raises(AudioError, match="16-bit PCM"):
        read_wav(tmp_path / "b.wav")
    (tmp_path / "c.wav").write_bytes(b"not a wav file at all")
    with pytest.raises(AudioError, match="not a WAV file"):
        read_wav(tmp_path / "c.wav")


def test_trim_cuts_the_silence_at_the_ends_and_keeps_a_margin():
    clip = Audio(16000, (_silence(16000) + _tone(3200) + _silence(8000)).tobytes())
    trimmed = trim(clip, margin=0.05)
    assert trimmed.seconds == pytest.approx(0.2 + 0.1, abs=0.011)


def test_trim_shortens_a_pause_inside_the_speech_to_the_gap():
    clip = Audio(16000, (_tone(1600) + _silence(8000) + _tone(1600)).tobytes())
    assert trim(clip, margin=0).seconds == pytest.approx(0.7, abs=0.011)
    assert trim(clip, margin=0, gap=0.03).seconds == pytest.approx(0.23, abs=0.011)


def test_silence_trims_to_nothing_and_has_no_level():
    assert trim(Audio(16000, _silence(1600).tobytes())).samples == b""
    assert level(_silence(1600).tobytes()) == 0.0
    assert level(b"") == 0.0
    assert level(_tone(1600, 32767).tobytes()) == pytest.approx(1.0, abs=0.001)
