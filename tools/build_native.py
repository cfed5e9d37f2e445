"""Compile the engine's hot modules with mypyc into build/native (see croupier/engine/compiled.py).

Run by ``make`` (``make native``, which passes ``--if-stale``: nothing is compiled while the build's
digest matches the engine's modules, the interpreter and the compiler); needs gcc and the Python
headers. The compiled modules are used only while the digest written last matches, so a failed or
stale build is harmless. The wheel's build hook (``hatch_build.py``) runs it with ``--out`` and
ships what it compiles inside the package (``croupier/engine/_native``).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
os.environ["CROUPIER_PURE_PYTHON"] = "1"  # the digest comes from the sources, never from a build
sys.path.insert(0, str(ROOT))

from croupier.engine import compiled  # noqa: E402 - after the path and the environment are set

SETUP = """
from mypyc.build import mypycify
from setuptools import setup

setup(
    name="croupier-engine-compiled",
    ext_modules=mypycify({paths!r}, group_name={group!r}, opt_level="3"),
    script_args=["build_ext", "--build-lib", {lib!r}, "--build-temp", {temp!r}],
)
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Compile the engine's hot modules with mypyc.")
    parser.add_argument("--if-stale", action="store_true", help="only when the build is not fresh")
    parser.add_argument("--out", type=Path, help="where to build (default: build/native)")
    args = parser.parse_args(argv)
    out = args.out or compiled.build_dir(ROOT)
    engine = ROOT / "croupier" / "engine"
    digest = compiled.source_digest(engine)
    if args.if_stale:
        try:
            built = (out / "croupier" / "engine" / compiled.DIGEST_FILE).read_text(encoding="ascii").strip()
        except OSError:
            built = ""
        if built == digest:
            return 0
    with tempfile.TemporaryDirectory(prefix="croupier-mypyc-") as work:
        # mypyc names modules by their package folders, so it compiles a copy of the package; and
        # setuptools must not read the project's pyproject.toml (hatchling builds the project).
        package = Path(work) / "src"
        shutil.copytree(ROOT / "croupier", package / "croupier", ignore=shutil.ignore_patterns("__pycache__"))
        paths = [f"croupier/engine/{name}.py" for name in compiled.MODULES]
        lib = Path(work) / "lib"
        script = SETUP.format(paths=paths, group=compiled.GROUP, lib=str(lib), temp=str(Path(work) / "tmp"))
        result = subprocess.run(
            [sys.executable, "-c", script], cwd=package, capture_output=True, text=True, check=False
        )
        if result.returncode:
            sys.stderr.write(result.stdout[-4000:] + result.stderr[-4000:])
            print("build_native: mypyc failed; the engine runs as pure Python", file=sys.stderr)
            return 1
        if out.exists():
            shutil.rmtree(out)
        target = out / "croupier" / "engine"
        target.mkdir(parents=True)
        built_engine = lib / "croupier" / "engine"
        for built in built_engine.rglob("*"):
            if built.suffix in {".so", ".pyd"}:
                placed = target / built.relative_to(built_engine)
                placed.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(built, placed)
        (target / compiled.DIGEST_FILE).write_text(digest + "\n", encoding="ascii")
    count = len(list(target.rglob("*.so"))) + len(list(target.rglob("*.pyd")))
    modules = len(compiled.MODULES)
    print(f"build_native: compiled {modules} engine modules with mypyc into {target} ({count} files)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
