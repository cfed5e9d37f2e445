"""``croupier speak``: in-process through cli.main and as a real process, engine or no engine."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import wave
from pathlib import Path

import pytest

from croupier import cli
from croupier.speech import player, synth

CROUPIER = Path(sys.executable).with_name("croupier")
NO_ESPEAK = textwrap.dedent(
    """
    import pyttsx3

    def no_espeak(*args, **kwargs):
        raise RuntimeError("This means you probably do not have eSpeak or eSpeak-ng installed!")

    pyttsx3.init = no_espeak
    from croupier.cli import main
    raise SystemExit(main(["speak", "--lang", "de", "Kreuz Zwei bringt"]))
    """
)


@pytest.fixture(autouse=True)
def private_cache(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))


def _env(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "xdg-cache")}


def _duration(path: Path) -> float:
    with wave.open(str(path), "rb") as wav:
        return wav.getnframes() / wav.getframerate()


def test_speak_writes_a_german_wav(tmp_path, capsys, wav_stats):
    out = tmp_path / "x.wav"

    code = cli.main(["speak", "--lang", "de", "--out", str(out), "Kreuz Zwei bringt"])

    assert code == 0
    stats = wav_stats(out)
    assert 0.3 < stats.duration < 10.0
    assert stats.rms > 300
    assert "gmw/de" in capsys.readouterr().out


def test_speak_without_an_audio_device_keeps_the_wav(qapp, capsys, monkeypatch):
    monkeypatch.setattr(player, "audio_output_available", lambda: False)

    code = cli.main(["speak", "--lang", "en", "Pair", "of", "sevens", "bets"])

    out = capsys.readouterr().out
    assert code == 0
    assert "Could not play" in out
    assert Path(out.rsplit(" ", 1)[-1].strip()).is_file()


def test_speak_without_an_engine_names_the_fix(monkeypatch, capsys):
    def no_espeak():
        raise RuntimeError("This means you probably do not have eSpeak or eSpeak-ng installed!")

    monkeypatch.setattr(synth, "PROCESS_ENGINE", synth.EngineHost(init=no_espeak))

    code = cli.main(["speak", "--lang", "en", "--out", "unused.wav", "Seat one"])

    captured = capsys.readouterr()
    assert code == 2
    assert captured.err.count("\n") == 1
    assert "apt-get install libespeak-ng1" in captured.err
    assert not Path("unused.wav").exists()


@pytest.mark.parametrize(
    "command",
    [[str(CROUPIER)], [sys.executable, "-m", "croupier"]],
    ids=["console-script", "python-m"],
)
def test_speak_as_a_process(tmp_path, command, wav_stats):
    out = tmp_path / "x.wav"

    done = subprocess.run(
        [*command, "speak", "--lang", "de", "--out", str(out), "Kreuz Zwei bringt"],
        capture_output=True,
        text=True,
        timeout=60,
        env=_env(tmp_path),
        check=False,
    )

    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert wav_stats(out).rms > 300


def test_the_first_phrase_of_a_process_honours_the_rate(tmp_path):
    # A fresh engine queued the rate change and then cancelled it; each run here is a fresh one.
    durations = {}
    for rate in (120, 300):
        out = tmp_path / f"{rate}.wav"
        subprocess.run(
            [
                str(CROUPIER),
                "speak",
                "--lang",
                "en",
                "--rate",
                str(rate),
                "--out",
                str(out),
                "Fourth street. Seat three shows a pair of sevens and acts first.",
            ],
            capture_output=True,
            timeout=60,
            env=_env(tmp_path),
            check=True,
        )
        durations[rate] = _duration(out)

    assert durations[300] < 0.7 * durations[120]


def test_a_missing_engine_as_a_process_exits_2_without_traceback(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", NO_ESPEAK],
        capture_output=True,
        text=True,
        timeout=60,
        env=_env(tmp_path),
        check=False,
    )

    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.strip().count("\n") == 0
    assert "libespeak-ng1" in done.stderr
