"""The wheel as a user gets it: built from a clean ``git clone`` (the build compiles the catalogues and,
on Linux, the engine), installed with its dependencies into a new virtual environment, started from
there: ``croupier --version``, a German screenshot, the compiled engine, and the fallbacks when a
catalogue or the compiled engine is missing. The sdist builds a pure-Python wheel where mypyc is not
wanted. Slow: a build with mypyc, and a venv of about 800 MB."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import venv
import zipfile
from pathlib import Path

import pytest
from pack_helpers import ROOT, clean_clone, pip, run, user_env

import croupier

pytestmark = pytest.mark.slow

GERMAN = """
from PySide6.QtCore import QCoreApplication, QTranslator
import croupier.paths
app = QCoreApplication([])
translator = QTranslator()
assert translator.load(str(croupier.paths.translations_dir() / "croupier_de.qm"))
app.installTranslator(translator)
print(QCoreApplication.translate("Suit", "clubs"))
"""

PROBE = """
import json, sys
import croupier, croupier.paths
from croupier.engine import compiled
from croupier.engine.hand import Hand
print(json.dumps({"package": croupier.__file__, "compiled": compiled.in_use(),
                  "translations": str(croupier.paths.translations_dir())}))
"""


@pytest.fixture(scope="module")
def clone(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return clean_clone(tmp_path_factory.mktemp("clone") / "croupier")


@pytest.fixture(scope="module")
def wheel(clone: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    run(pip("wheel", "--quiet", "--no-deps", "--no-build-isolation", "--wheel-dir", str(out), str(clone)))
    (built,) = out.glob("croupier-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory):
    """A new venv with the wheel and its dependencies (the releases constraints.txt pins, from pip's
    cache after `make`); removed afterwards, it is large."""
    place = tmp_path_factory.mktemp("venv") / "venv"
    venv.EnvBuilder(with_pip=True).create(place)
    python = place / "bin" / "python"
    run([str(python), "-m", "pip", "install", "--quiet", "-c", str(ROOT / "constraints.txt"), str(wheel)])
    yield place
    shutil.rmtree(place, ignore_errors=True)


def test_the_wheel_carries_the_catalogues_and_the_compiled_engine_but_no_unused_files(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"croupier/translations/croupier_de.qm", "croupier/translations/croupier_en.qm"} <= names
    assert {"croupier/rulebook/data/rules_en.toml", "croupier/rulebook/data/rules_de.toml"} <= names
    assert any(name.startswith("croupier/store/migrations/") for name in names)
    desktop = "croupier/resources/desktop/org.example.croupier.Croupier"
    assert {f"{desktop}.desktop", f"{desktop}.metainfo.xml", "croupier/resources/icons/croupier.svg"} <= names
    assert "croupier/resources/icons/png/croupier-256.png" in names
    unused = [name for name in names if name.endswith(".ts") or "/screenshots/" in name]
    assert unused == [], "the catalogues' sources and the README's screenshots stay out of the wheel"
    if sys.platform.startswith("linux"):
        assert f"-cp{sys.version_info.major}{sys.version_info.minor}-" in wheel.name
        assert "-linux_" in wheel.name
        native = [name for name in names if name.startswith("croupier/engine/_native/")]
        assert any("_compiled__mypyc" in name for name in native)
        assert any(name.startswith("croupier/engine/_native/phh/replaying.") for name in native)


def test_the_installed_wheel_starts_prints_its_version_and_runs_the_compiled_engine(installed, tmp_path):
    env = user_env(tmp_path / "home")
    version = run([str(installed / "bin" / "croupier"), "--version"], cwd=tmp_path, env=env)
    build = "mypyc-compiled" if sys.platform.startswith("linux") else "pure Python"
    assert version.stdout.startswith(f"croupier {croupier.__version__} (engine: {build}; Python ")
    probe = run([str(installed / "bin" / "python"), "-c", PROBE], cwd=tmp_path, env=env)
    facts = json.loads(probe.stdout)
    assert facts["package"].startswith(str(installed))
    assert facts["translations"] == str(Path(facts["package"]).parent / "translations")
    if sys.platform.startswith("linux"):
        assert facts["compiled"], "the Linux wheel's compiled engine did not load"
    pure = run(
        [str(installed / "bin" / "python"), "-c", PROBE],
        cwd=tmp_path,
        env={**env, "CROUPIER_PURE_PYTHON": "1"},
    )
    assert not json.loads(pure.stdout)["compiled"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_installed_wheel_renders_the_table(installed, tmp_path, lang):
    env = user_env(tmp_path / "home")
    picture = tmp_path / f"table_{lang}.png"
    done = run(
        [str(installed / "bin" / "croupier"), "screenshot", "--view", "table", "--lang", lang, str(picture)],
        cwd=tmp_path,
        env=env,
        timeout=180,
    )
    assert done.stderr == ""
    assert picture.stat().st_size > 50_000
    if lang == "de":
        words = run(
            [
                str(installed / "bin" / "python"),
                "-c",
                GERMAN,
            ],
            cwd=tmp_path,
            env=env,
        )
        assert words.stdout.strip() == "Kreuz"


def _moved_aside(path: Path) -> Path:
    aside = path.with_name(path.name + ".aside")
    path.rename(aside)
    return aside


def test_without_a_catalogue_the_trainer_starts_in_english_with_one_warning(installed, tmp_path):
    (catalogue,) = installed.glob("lib/python*/site-packages/croupier/translations/croupier_de.qm")
    aside = _moved_aside(catalogue)
    try:
        env = user_env(tmp_path / "home")
        trainer = subprocess.Popen(
            [str(installed / "bin" / "croupier"), "gui", "--lang", "de"],
            cwd=tmp_path,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            time.sleep(8)  # the window, then the store and the sign-in
            still_running = trainer.poll() is None
        finally:
            trainer.terminate()
            _out, err = trainer.communicate(timeout=30)
        assert still_running, err
        warnings = [line for line in err.splitlines() if line.strip()]
        assert len(warnings) == 1, err
        assert "croupier_de.qm is missing" in warnings[0]
        assert "starts in English" in warnings[0]
    finally:
        aside.rename(catalogue)


def test_when_the_compiled_engine_does_not_load_the_engine_runs_as_pure_python(installed, tmp_path):
    libraries = list(installed.glob("lib/python*/site-packages/croupier/engine/_native/_compiled__mypyc.*"))
    if not libraries:
        pytest.skip("this wheel has no compiled engine")
    (library,) = libraries
    aside = _moved_aside(library)
    try:
        library.write_bytes(b"\x7fELF not a library")  # a library this system cannot load
        env = user_env(tmp_path / "home")
        probe = run([str(installed / "bin" / "python"), "-c", PROBE], cwd=tmp_path, env=env)
        assert not json.loads(probe.stdout)["compiled"]
        replay = run(
            [
                str(installed / "bin" / "croupier"),
                "phh",
                "replay",
                "--json",
                str(ROOT / "tests" / "data" / "phh" / "stud_showdown.phh"),
            ],
            cwd=tmp_path,
            env=env,
        )
        assert replay.stdout.strip()
    finally:
        library.unlink()
        aside.rename(library)


def test_the_sdist_builds_a_pure_python_wheel_where_nothing_is_compiled(clone, tmp_path):
    sdist_dir = tmp_path / "sdist"
    run(
        [sys.executable, "-m", "hatchling", "build", "--target", "sdist", "--directory", str(sdist_dir)],
        cwd=clone,
    )
    (sdist,) = sdist_dir.glob("croupier-*.tar.gz")
    unpacked = tmp_path / "unpacked"
    shutil.unpack_archive(sdist, unpacked)
    (source,) = unpacked.iterdir()
    out = tmp_path / "wheel"
    env = {**os.environ, "CROUPIER_NATIVE": "0"}  # as on a system without mypyc
    run(
        pip("wheel", "--quiet", "--no-deps", "--no-build-isolation", "--wheel-dir", str(out), str(source)),
        env=env,
    )
    (built,) = out.glob("croupier-*.whl")
    assert built.name.endswith("-py3-none-any.whl")
    names = set(zipfile.ZipFile(built).namelist())
    assert "croupier/translations/croupier_de.qm" in names
    assert not [name for name in names if "_native" in name]
