"""Each mutated module's share of mutants killed after ``mutmut run`` (``make mutants``), and the
mutants that survived; exits 1 when a module is below the bar (90 %, ``--bar``).

Reads mutmut's own records (``mutants/**/*.py.meta``: each mutant's exit code; 0 survived, 1 or 3
a test failed; other codes as mutmut's ``stats.status_by_exit_code`` names them).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

KILLED = {1, 3, 37}  # a test failed (or the type check did)
SURVIVED = {0}
# Anything else (a timeout, a crash, no test, not run) is neither: shown under "other", and left out
# of the share, since on a busy machine a timeout says more about the machine than about the tests.


def _status(code: int | None) -> str:
    return "killed" if code in KILLED else "survived" if code in SURVIVED else "other"


def module_of(meta: Path, root: Path) -> str:
    return str(meta.relative_to(root)).removesuffix(".meta")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bar", type=float, default=0.9, help="the share each module must kill (0.9)")
    parser.add_argument("--root", type=Path, default=Path("mutants"), help="mutmut's folder (mutants)")
    args = parser.parse_args(argv)
    metas = sorted(args.root.rglob("*.py.meta"))
    if not metas:
        print(f"no mutmut results under {args.root}/: run `make mutants`", file=sys.stderr)
        return 1
    failing = []
    print(f"{'module':<36} {'mutants':>8} {'killed':>7} {'survived':>9} {'other':>6} {'share':>7}")
    survivors: list[str] = []
    for meta in metas:
        codes = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
        counts = Counter(
            "killed" if code in KILLED else "survived" if code in SURVIVED else "other"
            for code in codes.values()
        )
        decided = counts["killed"] + counts["survived"]
        share = counts["killed"] / decided if decided else 1.0
        name = module_of(meta, args.root)
        print(
            f"{name:<36} {len(codes):>8} {counts['killed']:>7} {counts['survived']:>9} "
            f"{counts['other']:>6} {share:>7.1%}"
        )
        survivors.extend(key for key, code in sorted(codes.items()) if code in SURVIVED)
        if share < args.bar:
            failing.append(name)
    if survivors:
        print(f"\n{len(survivors)} surviving mutants (`.venv/bin/mutmut show NAME` shows one):")
        for key in survivors:
            print(f"  {key}")
    if failing:
        print(f"\nbelow {args.bar:.0%}: {', '.join(failing)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
