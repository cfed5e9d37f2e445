"""Build the evaluator's tables once and write them beside the engine's modules
(``croupier/engine/evaluate_tables.bin``), so that no process of the trainer builds them again.

    .venv/bin/python tools/build_tables.py [--if-stale]

``make`` runs it (with ``--if-stale``: only when the file is missing or was made from another
``evaluate.py``). The file is not committed; the wheel ships it (``pyproject.toml``'s artifacts).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TARGET = REPO / "croupier" / "engine"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--if-stale", action="store_true", help="only when missing or made from another source"
    )
    args = parser.parse_args()
    os.environ["CROUPIER_PURE_PYTHON"] = "1"  # built by the source itself, whatever is compiled
    sys.path.insert(0, str(REPO))
    from croupier.engine import evaluate, evaluate_tables  # noqa: PLC0415

    path = TARGET / evaluate_tables.FILE_NAME
    if args.if_stale and evaluate_tables.available():
        print(f"build_tables: {path.relative_to(REPO)} is up to date")
        return 0
    path.unlink(missing_ok=True)
    evaluate_tables._loaded.clear()
    started = time.perf_counter()
    evaluate._build_high()
    evaluate._build_razz()
    evaluate._build_low8()
    size = evaluate_tables.write(path, evaluate._HIGH, evaluate._RAZZ, evaluate._LOW8, evaluate._FLUSH)
    took = time.perf_counter() - started
    print(f"build_tables: wrote {path.relative_to(REPO)} ({size / 1024:.0f} KiB) in {took:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
