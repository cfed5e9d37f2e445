"""``make run`` as a user's command: in a clean clone, with the system's Python, it installs only what
running needs (no test extra) and starts the trainer; off Debian it names the packages and the pipx
route; with a Python older than 3.11 it says what to do."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest
from pack_helpers import ROOT, clean_clone, run, user_env


def make(*args: str, cwd: Path = ROOT, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["make", "--no-print-directory", "-s", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


def test_off_debian_make_names_the_packages_and_the_pipx_route():
    done = make("APT_GET=no-such-apt-get", "deb-run")
    assert done.returncode == 0  # it goes on with pip
    assert "not a Debian system" in done.stderr
    assert "libespeak-ng1" in done.stderr
    assert "python3-venv" in done.stderr
    assert "pipx install croupier-" in done.stderr


def test_an_old_python_is_refused_with_what_to_do(tmp_path):
    old = tmp_path / "python3"
    old.write_text("#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'Python 3.9.2'; exit 0; fi\nexit 1\n")
    old.chmod(0o755)
    done = make(f"PYTHON={old}", "python-check")
    assert done.returncode != 0
    assert "needs Python 3.11 or newer" in done.stderr
    assert "is Python 3.9.2" in done.stderr
    assert "make PYTHON=python3.11 run" in done.stderr


@pytest.mark.slow
def test_make_run_in_a_clean_clone_installs_what_running_needs_and_starts(tmp_path):
    if shutil.which("dpkg-query") is None or not Path("/usr/bin/python3").is_file():
        pytest.skip("make run is for Debian with its python3")
    clone = clean_clone(tmp_path / "croupier")
    data = tmp_path / "data"
    env = user_env(
        tmp_path / "home",
        XDG_DATA_HOME=str(data),
        PIP_CACHE_DIR=os.environ.get("PIP_CACHE_DIR", str(Path.home() / ".cache" / "pip")),
    )
    try:
        said, started, running = _run_until_the_trainer_is_up(
            clone, env, data / "croupier" / "croupier.sqlite3"
        )
        assert started, said[-4000:]
        assert running, said[-4000:]
        assert "-e '.[test]'" not in said
        installed = run(
            [str(clone / ".venv" / "bin" / "python"), "-m", "pip", "list", "--format=freeze"], env=env
        )
        names = {line.split("==")[0].lower().replace("_", "-") for line in installed.stdout.splitlines()}
        assert "croupier" in names
        assert "pyside6-essentials" in names
        assert not names & {"pytest", "mypy", "hypothesis", "pokerkit", "ruff", "pyinstaller"}
        compiled = sorted(path.name for path in (clone / "translations").glob("*.qm"))
        assert compiled == ["croupier_de.qm", "croupier_en.qm"]
    finally:
        shutil.rmtree(clone / ".venv", ignore_errors=True)  # 800 MB; pytest keeps its last runs' folders


def _run_until_the_trainer_is_up(clone: Path, env: dict[str, str], progress: Path) -> tuple[str, bool, bool]:
    """``make run`` until the trainer has opened its progress file (after its window's first frame),
    then stopped: what make said, whether the trainer came up, whether it was still running."""
    trainer = subprocess.Popen(
        ["make", "run"],
        cwd=clone,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    deadline = time.monotonic() + 900
    try:
        while not progress.exists() and trainer.poll() is None and time.monotonic() < deadline:
            time.sleep(1)
        started = progress.exists()
        time.sleep(2)
        running = trainer.poll() is None
    finally:
        if trainer.poll() is None:
            os.killpg(trainer.pid, signal.SIGTERM)
        said, _ = trainer.communicate(timeout=60)
    return said, started, running
