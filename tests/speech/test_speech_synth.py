"""Real synthesis with pyttsx3 + eSpeak NG: German and English voices, WAV content, the cache."""

from __future__ import annotations

import pytest

from croupier.speech.synth import (
    EngineHost,
    SpeechUnavailableError,
    Synthesizer,
    VoiceInfo,
    choose_voice,
    default_cache_dir,
)

SHORT_EN = "Fourth street. Who acts first?"
SHORT_DE = "Kreuz Zwei bringt"
LONG_EN = (
    "Fourth street. Seat three shows a pair of sevens and acts first. "
    "Seat three bets, seat five calls, seat six folds, seat one raises."
)


@pytest.mark.parametrize(("text", "lang"), [(SHORT_EN, "en"), (SHORT_DE, "de")])
def test_a_short_phrase_becomes_a_real_wav(synthesizer, wav_stats, text, lang):
    result = synthesizer.synthesize(text, lang)

    assert result.path.is_file()
    stats = wav_stats(result.path)
    assert 0.3 < stats.duration < 10.0
    assert stats.duration == pytest.approx(result.duration)
    assert stats.rms > 300, "the WAV is (nearly) silent"
    assert not result.cached


def test_longer_text_lasts_longer(synthesizer, wav_stats):
    short = wav_stats(synthesizer.synthesize(SHORT_EN, "en").path)
    long = wav_stats(synthesizer.synthesize(LONG_EN, "en").path)

    assert long.duration > 2.5 * short.duration
    assert long.duration < 30.0


def test_a_faster_rate_is_shorter(synthesizer, wav_stats):
    slow = wav_stats(synthesizer.synthesize(LONG_EN, "en", rate=120).path)
    fast = wav_stats(synthesizer.synthesize(LONG_EN, "en", rate=300).path)

    assert fast.duration < 0.7 * slow.duration


def test_german_is_spoken_with_a_german_voice(synthesizer):
    result = synthesizer.synthesize(SHORT_DE, "de")

    voice = next(v for v in synthesizer.voices() if v.id == result.voice_id)
    assert "de" in voice.languages
    assert result.voice_id == "gmw/de"


def test_english_is_spoken_with_an_english_voice(synthesizer):
    result = synthesizer.synthesize(SHORT_EN, "en")

    voice = next(v for v in synthesizer.voices() if v.id == result.voice_id)
    assert any(language.startswith("en") for language in voice.languages)


def test_an_unknown_language_falls_back_to_english(synthesizer):
    assert synthesizer.voice_for("xx-unknown").id == synthesizer.voice_for("en").id


def test_the_cache_returns_the_same_file_without_synthesising(synthesizer, monkeypatch):
    first = synthesizer.synthesize(SHORT_DE, "de")
    modified = first.path.stat().st_mtime_ns

    def must_not_run(*args, **kwargs):
        raise AssertionError("synthesised again despite the cache")

    monkeypatch.setattr(synthesizer._host, "save_wav", must_not_run)
    again = synthesizer.synthesize(SHORT_DE, "de")

    assert again.cached
    assert again.path == first.path
    assert again.path.stat().st_mtime_ns == modified
    assert [p.name for p in first.path.parent.iterdir()] == [first.path.name]


def test_the_cache_key_covers_language_and_rate(synthesizer):
    base = synthesizer.synthesize(SHORT_EN, "en").path

    assert synthesizer.synthesize(SHORT_EN, "en", rate=200).path != base
    assert synthesizer.synthesize(SHORT_EN, "de").path != base


def test_the_driver_does_not_print_on_stdout(synthesizer, capfd):
    synthesizer.synthesize("Seat four completes", "en")

    assert "Audio saved" not in capfd.readouterr().out


def test_empty_text_is_refused(synthesizer):
    with pytest.raises(ValueError, match="empty"):
        synthesizer.synthesize("   ", "en")


def test_an_engine_that_cannot_start_is_reported(tmp_path):
    def no_espeak():
        raise RuntimeError("This means you probably do not have eSpeak or eSpeak-ng installed!")

    synthesizer = Synthesizer(tmp_path, EngineHost(init=no_espeak))

    with pytest.raises(SpeechUnavailableError, match="eSpeak"):
        synthesizer.synthesize(SHORT_EN, "en")


def test_regional_voices_are_a_fallback():
    voices = [
        VoiceInfo("gmw/en-gb-scotland", "Scots", ("en-gb-scotland",)),
        VoiceInfo("gmw/en-us", "American", ("en-us",)),
    ]

    assert choose_voice(voices, "en").id == "gmw/en-us"


def test_the_default_cache_follows_xdg(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))

    assert default_cache_dir() == tmp_path / "croupier" / "speech"


def test_every_phrase_gets_its_own_voice_and_rate(synthesizer, wav_stats):
    # Regression: pyttsx3's runAndWait() cancelled eSpeak while the rate change was still queued,
    # so alternating settings came out at the wrong speed or cut short.
    durations = [
        wav_stats(synthesizer.synthesize(LONG_EN, lang, rate=rate).path).duration
        for lang, rate in [("en", 120), ("de", 300), ("en", 300), ("de", 120), ("en", 120)]
    ]

    assert durations[0] == pytest.approx(durations[4], rel=0.02)
    assert durations[2] < 0.7 * durations[0]
    assert durations[1] < 0.7 * durations[3]
