"""Each mutated module's share of mutants killed after ``mutmut run`` (``make mutants``), and the
mutants that survived; exits 1 when a module is below the bar (90 %, ``--bar``).

Reads mutmut's own records (``mutants/**/*.py.meta``: each mutant's exit code; 0 survived, 1 or 3
a test failed; other codes as mutmut's ``stats.status_by_exit_code`` names them).

A surviving mutant no test can tell from the original (the same behaviour by another path) is
listed in ``tools/equivalent_mutants.toml`` with the line it mutates and why it is equivalent; it is
shown as such, with its reason, and left out of the share. A listed mutant whose line is no longer
that line (its function changed, so mutmut's numbering did), or which a test now kills, is stale:
the list is then out of date and the run fails until it is mended.
"""

from __future__ import annotations

import argparse
import ast
import functools
import json
import sys
import tomllib
from collections import Counter
from pathlib import Path

KILLED = {1, 3, 37}  # a test failed (or the type check did)
SURVIVED = {0, 5, 33}  # no test failed; 5 and 33: no test ran the mutated code at all
# Anything else (a timeout, a crash, not run) is neither: shown under "other", and left out of the
# share, since on a busy machine a timeout says more about the machine than about the tests.
EQUIVALENT = Path(__file__).with_name("equivalent_mutants.toml")


def module_of(meta: Path, root: Path) -> str:
    return str(meta.relative_to(root)).removesuffix(".meta")


@functools.cache
def _functions(module_file: Path) -> dict[str, str]:
    """Every function and method of a mutated module's copy, by name, with its source."""
    source = module_file.read_text(encoding="utf-8")
    found: dict[str, str] = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            found[node.name] = ast.get_source_segment(source, node) or ""
    return found


def mutated_lines(key: str, module_file: Path) -> list[str]:
    """The lines (stripped) mutant ``key`` has and its original function has not."""
    name = key.rsplit(".", 1)[1]
    if not module_file.exists():
        return []
    functions = _functions(module_file)
    original = name.rsplit("__mutmut_", 1)[0] + "__mutmut_orig"
    if name not in functions or original not in functions:
        return []
    # The def line counts too (a default changed), read under the function's own name as mutmut
    # show prints it.
    base = original.removesuffix("__mutmut_orig")
    own = base.rsplit("ǁ", 1)[-1] if "ǁ" in base else base.removeprefix("x_")
    before = {line.strip() for line in functions[original].replace(original, own, 1).splitlines()}
    mutant = functions[name].replace(name, own, 1).splitlines()
    return [line.strip() for line in mutant if line.strip() not in before]


def load_equivalent(path: Path) -> dict[str, dict[str, str]]:
    if not path.exists():
        return {}
    with path.open("rb") as handle:
        table = tomllib.load(handle)
    return {key: {"line": str(entry["line"]), "why": str(entry["why"])} for key, entry in table.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bar", type=float, default=0.9, help="the share each module must kill (0.9)")
    parser.add_argument("--root", type=Path, default=Path("mutants"), help="mutmut's folder (mutants)")
    parser.add_argument("--equivalent", type=Path, default=EQUIVALENT, help="the equivalent mutants' list")
    args = parser.parse_args(argv)
    metas = sorted(args.root.rglob("*.py.meta"))
    if not metas:
        print(f"no mutmut results under {args.root}/: run `make mutants`", file=sys.stderr)
        return 1
    listed = load_equivalent(args.equivalent)
    failing: list[str] = []
    stale: list[str] = []
    survivors: list[str] = []
    equivalent: list[str] = []
    columns = ("mutants", 8), ("killed", 7), ("survived", 9), ("equiv.", 7), ("other", 6), ("share", 7)
    print(f"{'module':<36}" + "".join(f" {title:>{width}}" for title, width in columns))
    for meta in metas:
        codes: dict[str, int | None] = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
        module_file = meta.with_suffix("")
        counts: Counter[str] = Counter()
        for key, code in sorted(codes.items()):
            if key in listed:
                if code in SURVIVED and listed[key]["line"].strip() in mutated_lines(key, module_file):
                    counts["equivalent"] += 1
                    equivalent.append(key)
                    continue
                stale.append(key)
            status = "killed" if code in KILLED else "survived" if code in SURVIVED else "other"
            counts[status] += 1
            if status == "survived":
                survivors.append(key)
        decided = counts["killed"] + counts["survived"]
        share = counts["killed"] / decided if decided else 1.0
        name = module_of(meta, args.root)
        print(
            f"{name:<36} {len(codes):>8} {counts['killed']:>7} {counts['survived']:>9} "
            f"{counts['equivalent']:>7} {counts['other']:>6} {share:>7.1%}"
        )
        if share < args.bar:
            failing.append(name)
        prefix = name.removesuffix(".py").replace("/", ".") + "."
        stale.extend(key for key in listed if key.startswith(prefix) and key not in codes)
    if equivalent:
        print(f"\n{len(equivalent)} equivalent mutants ({args.equivalent.name}), left out of the share:")
        for key in equivalent:
            print(f"  {key}: {listed[key]['why']}")
    if survivors:
        print(f"\n{len(survivors)} surviving mutants (`.venv/bin/mutmut show NAME` shows one):")
        for key in survivors:
            print(f"  {key}")
    status = 0
    if stale:
        print(
            f"\n{args.equivalent.name} lists mutants that are not the line it names or that a test now "
            f"kills (mend the list): {', '.join(stale)}",
            file=sys.stderr,
        )
        status = 1
    if failing:
        print(f"\nbelow {args.bar:.0%}: {', '.join(failing)}", file=sys.stderr)
        status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
