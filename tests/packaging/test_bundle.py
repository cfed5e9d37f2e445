"""``make bundle`` and its smoke test: the one-folder application PyInstaller makes, copied out of the
checkout and started in a clean environment (no virtual environment, no PYTHONPATH, a fresh home):
its version and compiled engine, a German screenshot and German words, a call spoken into a WAV with
the bundle's own eSpeak NG and heard back by its own pocketsphinx model, and the window started.
Slow: PyInstaller takes minutes."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import wave

import pytest
from pack_helpers import ROOT, run, user_env

import croupier

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not sys.platform.startswith("linux"), reason="the bundle built and tested here is Linux's"
    ),
]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory):
    """``make bundle`` in this checkout, the result copied to a folder of its own (as a school copies
    it to a PC); removed afterwards."""
    run(["make", "bundle"], cwd=ROOT, timeout=3600)
    place = tmp_path_factory.mktemp("bundle") / "croupier"
    shutil.copytree(ROOT / "dist" / "croupier", place, symlinks=True)
    yield place
    shutil.rmtree(place, ignore_errors=True)


def test_the_bundle_carries_what_the_trainer_reads(bundle):
    inside = bundle / "_internal"
    assert (bundle / "croupier").is_file()
    assert {p.name for p in (inside / "croupier" / "translations").glob("*.qm")} == {
        "croupier_de.qm",
        "croupier_en.qm",
    }
    assert (inside / "croupier" / "resources" / "icons" / "png" / "croupier-48.png").is_file()
    assert (inside / "pocketsphinx" / "model" / "en-us" / "en-us").is_dir()
    assert not list(inside.rglob("*.lm.bin")), "the language model the trainer never uses stays out"
    assert (inside / "espeak-ng-data" / "phontab").is_file()
    assert (inside / "libespeak-ng.so.1").is_file()
    assert list((inside / "croupier" / "engine" / "_native").glob("_compiled__mypyc.*"))


def test_the_bundle_starts_in_a_clean_environment(bundle, tmp_path):
    env = user_env(tmp_path / "home")
    version = run([str(bundle / "croupier"), "--version"], cwd=tmp_path, env=env)
    assert version.stdout.startswith(f"croupier {croupier.__version__} (engine: mypyc-compiled; Python ")

    picture = tmp_path / "table_de.png"
    shot = run(
        [str(bundle / "croupier"), "screenshot", "--view", "table", "--lang", "de", str(picture)],
        cwd=tmp_path,
        env=env,
        timeout=300,
    )
    assert shot.stderr == ""
    assert picture.stat().st_size > 50_000
    script = run(
        [
            str(bundle / "croupier"),
            "procedure",
            "--variant",
            "F7S",
            "--players",
            "3",
            "--seed",
            "1",
            "--lang",
            "de",
        ],
        cwd=tmp_path,
        env=env,
    )
    assert "Vor dem Geben" in script.stdout  # the German catalogue, from the bundle

    trainer = subprocess.Popen(
        [str(bundle / "croupier")],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        time.sleep(8)
        running = trainer.poll() is None
    finally:
        trainer.terminate()
        _out, err = trainer.communicate(timeout=30)
    assert running, err


def test_the_bundle_speaks_a_call_and_hears_it_back(bundle, tmp_path):
    env = user_env(tmp_path / "home", LD_DEBUG="libs")  # the loader says which eSpeak it starts
    call = tmp_path / "call.wav"
    spoken = run(
        [str(bundle / "croupier"), "speak", "--lang", "en", "--out", str(call), "Pair of sevens bets"],
        cwd=tmp_path,
        env=env,
    )
    started = [line for line in spoken.stderr.splitlines() if "calling init:" in line and "espeak" in line]
    assert started, "eSpeak NG was not loaded"
    assert all(str(bundle / "_internal") in line for line in started), started
    with wave.open(str(call), "rb") as wav:
        assert wav.getnframes() / wav.getframerate() > 0.5
    heard = run(
        [str(bundle / "croupier"), "listen", "--lang", "en", str(call)],
        cwd=tmp_path,
        env=user_env(tmp_path / "h2"),
    )
    assert heard.stdout.strip().lower() == "pair of sevens bets"


def test_the_bundle_reads_the_espeak_data_it_carries(bundle, tmp_path):
    strace = shutil.which("strace")
    if strace is None:
        pytest.skip("strace is not installed here")
    trace = tmp_path / "trace.txt"
    run(
        [
            strace,
            "-f",
            "-e",
            "trace=openat",
            "-o",
            str(trace),
            str(bundle / "croupier"),
            "speak",
            "--lang",
            "de",
            "--out",
            str(tmp_path / "de.wav"),
            "Kreuz Zwei bringt",
        ],
        cwd=tmp_path,
        env=user_env(tmp_path / "home"),
    )
    opened = [
        line
        for line in trace.read_text(encoding="utf-8").splitlines()
        if "phontab" in line and "ENOENT" not in line
    ]
    assert opened
    assert all(str(bundle / "_internal" / "espeak-ng-data") in line for line in opened), opened


def test_make_bundle_names_what_is_missing(bundle, tmp_path):
    """A checkout without its compiled catalogues cannot be bundled: the spec says so in one line
    (after ``make bundle``, which installs PyInstaller)."""
    copy = tmp_path / "checkout"
    shutil.copytree(ROOT / "packaging", copy / "packaging")
    shutil.copytree(ROOT / "croupier", copy / "croupier", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "resources", copy / "resources")
    (copy / "translations").mkdir()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--distpath",
            str(tmp_path / "dist"),
            "--workpath",
            str(tmp_path / "work"),
            str(copy / "packaging" / "croupier.spec"),
        ],
        cwd=copy,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert done.returncode != 0
    assert "translations/*.qm are missing (make translations)" in done.stderr
    assert not (tmp_path / "dist" / "croupier").exists()
