"""The command line imports only what the subcommand it runs needs: ``croupier --help`` lists every
subcommand from ``croupier.cli.SUBCOMMANDS`` without importing one, and ``croupier phh replay FILE``
loads neither Qt, the store (SQLAlchemy, Alembic), the speech engine nor the drills."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

import croupier
from croupier import cli
from croupier.engine import compiled

HAND = Path(__file__).parent / "data" / "phh" / "stud_showdown.phh"

HEAVY = (
    "PySide6",
    "shiboken6",
    "sqlalchemy",
    "alembic",
    "pyttsx3",
    "pocketsphinx",
    "croupier.store",
    "croupier.drills",
    "croupier.voice",
)

PROBE = """
import json, sys
from croupier.cli import main
try:
    code = main(sys.argv[1:])
except SystemExit as leaving:
    code = leaving.code
print(json.dumps([code, sorted(sys.modules)]), file=sys.stderr)
"""


def modules_after(*argv: str) -> tuple[int, str, set[str]]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *argv], capture_output=True, text=True, timeout=120, check=False
    )
    code, modules = json.loads(done.stderr.strip().splitlines()[-1])
    return code, done.stdout, set(modules)


def heavy_in(modules: set[str]) -> list[str]:
    return sorted(name for name in modules if any(name == h or name.startswith(h + ".") for h in HEAVY))


def test_help_lists_every_subcommand_and_imports_none():
    code, out, modules = modules_after("--help")
    assert code == 0
    for name, help_text in cli.SUBCOMMANDS.items():
        assert name in out
        assert " ".join(help_text.split()) in " ".join(out.split())
    assert sorted(m for m in modules if m.startswith("croupier.commands.")) == []
    assert heavy_in(modules) == []


def test_replaying_one_file_loads_neither_qt_nor_the_store_nor_the_drills():
    code, out, modules = modules_after("phh", "replay", str(HAND))
    assert code == 0
    assert "hand over" in out
    assert sorted(m for m in modules if m.startswith("croupier.commands.")) == ["croupier.commands.phh"]
    assert heavy_in(modules) == []


def test_the_table_says_what_each_subcommand_registers():
    """The help listed without importing a subcommand is the help its module gives it."""
    parser = cli.build_parser()
    (action,) = (a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    registered = {choice.dest: choice.help for choice in action._choices_actions}
    assert registered == cli.SUBCOMMANDS


@pytest.mark.parametrize("argv", [["rules", "R4.4"], ["--", "rules", "R4.4"]])
def test_a_named_subcommand_is_registered_in_full(argv, capsys):
    parser = cli.build_parser(argv)
    args = parser.parse_args(argv[-2:])
    assert args.command == "rules"
    assert args.handler is not None
    listed = cli.build_parser(["--help"]).parse_args(["rules"])  # only listed: no handler
    assert getattr(listed, "handler", None) is None
    assert cli.main(argv[-2:]) == 0
    assert "R4.4" in capsys.readouterr().out


def test_an_unknown_subcommand_is_refused_with_the_list(capsys):
    with pytest.raises(SystemExit) as leaving:
        cli.main(["deal"])
    assert leaving.value.code == 2
    error = capsys.readouterr().err
    assert "invalid choice: 'deal'" in error
    assert all(repr(name) in error for name in cli.SUBCOMMANDS)


def test_version_prints_the_package_version_and_imports_nothing_heavy():
    code, out, modules = modules_after("--version")
    assert code == 0
    assert out.startswith(f"croupier {croupier.__version__} (engine: ")
    build = "mypyc-compiled" if compiled.in_use() else "pure Python"  # as in this process
    assert f"(engine: {build}; Python " in out
    assert heavy_in(modules) == []


@pytest.mark.parametrize("suffix", ["csv", "pdf"])
def test_a_class_report_from_a_file_loads_neither_the_store_nor_the_drills(tmp_path, suffix):
    """``croupier report class`` on this computer's file reads it with ``sqlite3`` alone
    (``croupier.store.class_read``) and the skills' figures from their catalogue: neither SQLAlchemy
    nor the store's modules, neither the drills' question generators nor the engine, nor Qt's
    widgets (a ``QGuiApplication`` lays out the PDF)."""
    from croupier.store import NewAttempt, Store  # noqa: PLC0415 - the class, made in this process

    path = tmp_path / "class.sqlite3"
    with Store(f"sqlite:///{path}") as store:
        anna = store.roster.add("Anna")
        store.record_attempt(
            NewAttempt(
                trainee_id=anna.id,
                skill="bring_in",
                question="q",
                answer="a",
                correct=True,
                seconds=2.0,
                mode="practice",
            )
        )
    out = tmp_path / f"class.{suffix}"
    code, _, modules = modules_after("report", "class", "--out", str(out), "--database", f"sqlite:///{path}")
    assert code == 0
    assert out.stat().st_size > 0
    loaded = [
        name
        for name in modules
        if name.split(".")[0] in ("sqlalchemy", "alembic")
        or name in ("croupier.store.store", "croupier.drills.skills", "croupier.engine.hand")
        or name == "PySide6.QtWidgets"
    ]
    assert loaded == []
