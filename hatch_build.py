"""The wheel's build hook (hatchling): what a wheel needs that is not in git.

* The translation catalogues: ``translations/*.ts`` compiled with ``pyside6-lrelease`` (PySide6-
  Essentials, a build requirement) into ``croupier/translations/*.qm``. An editable install reads
  them from the checkout, so there they are compiled in place, as ``make translations`` does.
* On Linux, the engine's hot modules compiled with mypyc (``tools/build_native.py``) into
  ``croupier/engine/_native``, which ``croupier.engine.compiled`` puts first on the engine's path
  when they load (else the engine runs as pure Python); the wheel is then tagged for this
  interpreter and platform. ``CROUPIER_NATIVE=0`` builds a pure-Python wheel anywhere,
  ``CROUPIER_NATIVE=1`` fails the build when mypyc fails; by default a failed compilation (no C
  compiler, say) is a warning and the wheel is pure Python, so the sdist builds everywhere.
* The evaluator's tables (``tools/build_tables.py``) into ``croupier/engine/evaluate_tables.bin``,
  so that no process of the installed trainer builds them (about 0.3 s each); without the file the
  engine builds them when first needed, so a failure here is a warning.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

LRELEASE = (
    "import sys\n"
    "from PySide6.scripts.pyside_tool import lrelease\n"
    "sys.argv[0] = 'pyside6-lrelease'\n"
    "lrelease()\n"
)


class CroupierBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        root = Path(self.root)
        if version == "editable":
            self._compile_catalogues(root / "translations", build_data, ship=False)
            return
        self._work = Path(tempfile.mkdtemp(prefix="croupier-wheel-"))
        self._compile_catalogues(self._work / "translations", build_data, ship=True)
        self._compile_engine(root, build_data)
        self._build_tables(root, build_data)

    def _build_tables(self, root: Path, build_data: dict[str, Any]) -> None:
        done = subprocess.run(
            [sys.executable, str(root / "tools" / "build_tables.py"), "--if-stale"],
            capture_output=True,
            text=True,
            check=False,
        )
        tables = root / "croupier" / "engine" / "evaluate_tables.bin"
        if done.returncode or not tables.is_file():
            self.app.display_warning(f"the evaluator's tables are not shipped:\n{done.stderr[-2000:]}")
            return
        build_data["force_include"][str(tables)] = "croupier/engine/evaluate_tables.bin"

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        work = getattr(self, "_work", None)
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)

    def _compile_catalogues(self, out: Path, build_data: dict[str, Any], *, ship: bool) -> None:
        sources = sorted((Path(self.root) / "translations").glob("*.ts"))
        if not sources:
            raise RuntimeError("translations/*.ts are missing: the wheel would have no catalogues")
        out.mkdir(parents=True, exist_ok=True)
        for source in sources:
            target = out / f"{source.stem}.qm"
            command = [sys.executable, "-c", LRELEASE, "-silent", str(source), "-qm", str(target)]
            done = subprocess.run(command, capture_output=True, text=True, check=False)
            if done.returncode or not target.is_file():
                raise RuntimeError(f"pyside6-lrelease failed on {source.name}: {done.stderr or done.stdout}")
            if ship:
                build_data["force_include"][str(target)] = f"croupier/translations/{target.name}"

    def _compile_engine(self, root: Path, build_data: dict[str, Any]) -> None:
        wanted = os.environ.get("CROUPIER_NATIVE", "")
        if wanted == "0" or (wanted != "1" and not sys.platform.startswith("linux")):
            return
        out = self._work / "native"
        done = subprocess.run(
            [sys.executable, str(root / "tools" / "build_native.py"), "--out", str(out)],
            capture_output=True,
            text=True,
            check=False,
        )
        built = out / "croupier" / "engine"
        if done.returncode or not built.is_dir():
            message = f"the engine is not compiled, the wheel is pure Python:\n{done.stderr[-2000:]}"
            if wanted == "1":
                raise RuntimeError(message)
            self.app.display_warning(message)
            return
        for path in sorted(built.rglob("*")):
            if path.is_file():
                build_data["force_include"][str(path)] = f"croupier/engine/_native/{path.relative_to(built)}"
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
