"""``croupier listen``: in-process through cli.main, and once as a real process."""

from __future__ import annotations

import subprocess
import sys
import wave
from pathlib import Path

from croupier import cli

CROUPIER = Path(sys.executable).with_name("croupier")


def test_it_prints_the_call_heard_in_the_procedures_words(say_file, capsys):
    assert cli.main(["listen", "--lang", "en", str(say_file("Two pair, kings and nines"))]) == 0
    assert capsys.readouterr().out == "Two pair, kings and nines\n"


def test_the_calls_given_are_the_grammar(say_file, capsys):
    wav = str(say_file("Raise to 40"))
    assert cli.main(["listen", "--lang", "en", "--call", "Raise to 40", "--call", "Last card", wav]) == 0
    assert capsys.readouterr().out == "Raise to 40\n"


def test_silence_is_nothing_recognised(tmp_path, capsys):
    path = tmp_path / "silence.wav"
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(16000)
        wav.writeframes(bytes(32000))
    assert cli.main(["listen", "--lang", "en", str(path)]) == 1
    assert capsys.readouterr().out == "Nothing recognised.\n"


def test_german_a_missing_file_and_no_wav_each_say_why_in_one_line(tmp_path, say_file, capsys):
    assert cli.main(["listen", "--lang", "de", str(say_file("Last card"))]) == 2
    assert "English only" in capsys.readouterr().err
    assert cli.main(["listen", "--lang", "en", str(tmp_path / "none.wav")]) == 2
    err = capsys.readouterr().err
    assert "cannot read" in err
    assert "No such file" in err
    assert err.count("\n") == 1
    (tmp_path / "text.wav").write_text("no sound here")
    assert cli.main(["listen", "--lang", "en", str(tmp_path / "text.wav")]) == 2
    assert "not a WAV file" in capsys.readouterr().err


def test_as_a_real_process(say_file):
    done = subprocess.run(
        [str(CROUPIER), "listen", "--lang", "en", str(say_file("Possible flush"))],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "Possible flush\n", "")
