"""What the packaging tests share: a clean clone of this repository, commands run as a user's,
an environment with nothing of the developer's in it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(
    command: list[str],
    *,
    cwd: Path | None = None,
    env: dict[str, str] | None = None,
    timeout: float = 900,
    check: bool = True,
) -> subprocess.CompletedProcess[str]:
    """Run ``command``; a failure shows what it printed."""
    done = subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    if check and done.returncode:
        said = f"{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
        raise AssertionError(f"{' '.join(command)} exited with {done.returncode}:\n{said}")
    return done


def clean_clone(target: Path) -> Path:
    """A ``git clone`` of this repository's committed state: no catalogues, no build, no venv."""
    run(["git", "clone", "--quiet", "--no-hardlinks", str(ROOT), str(target)])
    assert not list(target.glob("translations/*.qm")), "a clean clone has no compiled catalogues"
    assert not (target / "build").exists()
    return target


def user_env(home: Path, **extra: str) -> dict[str, str]:
    """A user's environment: a fresh home (so fresh data, settings and cache folders), the system's
    PATH, no PYTHONPATH or virtual environment of the developer's, Qt offscreen."""
    home.mkdir(parents=True, exist_ok=True)
    env = {
        "HOME": str(home),
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_RUNTIME_DIR": str(home / "runtime"),
    }
    (home / "runtime").mkdir(mode=0o700, exist_ok=True)
    if "TMPDIR" in os.environ:
        env["TMPDIR"] = os.environ["TMPDIR"]
    env.update(extra)
    return env


def pip(*args: str) -> list[str]:
    """pip of the interpreter running the tests (it holds hatchling, PySide6, mypy and setuptools,
    what the build needs, so nothing is downloaded for the build)."""
    return [sys.executable, "-m", "pip", *args]
