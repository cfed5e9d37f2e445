"""A non-editable install carries resources/, the compiled translations and the rulebook inside the
package."""

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    if not (ROOT / "translations" / "croupier_de.qm").exists():
        pytest.fail("translations/croupier_de.qm is missing: `make test` compiles it before pytest")
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--wheel-dir",
            str(out),
            str(ROOT),
        ],
        check=True,
    )
    (built,) = out.glob("croupier-*.whl")
    return built


def test_the_wheel_ships_resources_and_compiled_translations(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "croupier/translations/croupier_de.qm" in names
    assert "croupier/translations/croupier_en.qm" in names
    assert "croupier/rulebook/data/rules_en.toml" in names
    assert "croupier/rulebook/data/rules_de.toml" in names
    assert any(name.startswith("croupier/resources/") for name in names)
    assert "croupier/store/migrations/env.py" in names or any(
        name.startswith("croupier/store/migrations/") for name in names
    )


def test_the_installed_package_finds_its_files_and_speaks_german(wheel, tmp_path):
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(target), str(wheel)],
        check=True,
    )
    probe = (
        "import croupier, croupier.paths as p\n"
        "from PySide6.QtCore import QCoreApplication, QTranslator\n"
        "app = QCoreApplication([])\n"
        "t = QTranslator()\n"
        "assert t.load(str(p.translations_dir() / 'croupier_de.qm'))\n"
        "app.installTranslator(t)\n"
        "print(croupier.__file__)\n"
        "print(p.translations_dir())\n"
        "print(p.resources_dir())\n"
        "print(QCoreApplication.translate('Suit', 'clubs'))\n"
        "from croupier.rulebook import rulebook\n"
        "print(rulebook('de').rule('R4.4').title)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(target), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True, cwd=tmp_path
    )
    package, translations, resources, clubs, cap = result.stdout.splitlines()
    assert package.startswith(str(target))
    assert translations == str(target / "croupier" / "translations")
    assert resources == str(target / "croupier" / "resources")
    assert clubs == "Kreuz"
    assert cap == "Das Cap für Erhöhungen"
