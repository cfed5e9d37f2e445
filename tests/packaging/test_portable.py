"""The trainer's start as on Windows: with the POSIX-only modules (``fcntl``, ``pwd``, ``grp``,
``termios``, ``resource``) unavailable, every module of the package imports, the window opens, the
station (the progress store, the speaker) follows, and the station's upload lock works; and no code
of the trainer's calls ``os.getuid`` or its kin on the way (the libraries may: platformdirs does on
Linux, and has a module of its own for Windows). Windows itself cannot run here; this is what can
be checked of it, with a look through the sources for the same names."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import textwrap

from pack_helpers import ROOT, user_env

BLOCKED = ("fcntl", "pwd", "grp", "termios", "resource")
GONE = ("getuid", "geteuid", "getgid", "getegid", "getpwuid", "getgroups", "getlogin")

PROBE = textwrap.dedent(
    """
    import importlib.abc, json, os, sys

    BLOCKED = set(sys.argv[1].split(","))
    GONE = sys.argv[2].split(",")


    class NotOnThisSystem(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                raise ModuleNotFoundError(f"No module named {name!r}", name=name)
            return None


    for name in BLOCKED:
        sys.modules.pop(name, None)
    sys.meta_path.insert(0, NotOnThisSystem())
    callers = []


    def guarded(name, real):
        def call(*args, **kwargs):
            caller = sys._getframe(1).f_globals.get("__name__", "")
            if caller.split(".")[0] == "croupier":
                callers.append(f"{caller} called os.{name}")
            return real(*args, **kwargs)

        return call


    for name in GONE:
        if hasattr(os, name):
            setattr(os, name, guarded(name, getattr(os, name)))

    import pkgutil
    import croupier

    failed = {}
    for module in pkgutil.walk_packages(croupier.__path__, "croupier."):
        if ".migrations." in module.name or module.name == "croupier.__main__":
            continue  # alembic's env.py runs inside a migration; __main__ is the command itself
        try:
            __import__(module.name)
        except Exception as error:  # noqa: BLE001 - every failure is reported
            failed[module.name] = repr(error)

    from PySide6.QtCore import QTimer
    from croupier import cli
    from croupier.gui.app import create_application
    from croupier.gui.main_window import MainWindow

    app = create_application(ticks=False)
    seen = {}


    def look():
        windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
        if windows and windows[0].station is not None:
            seen["title"] = windows[0].windowTitle()
            seen["station"] = type(windows[0].station).__name__
            app.exit(0)


    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(100)
    QTimer.singleShot(90_000, lambda: app.exit(3))
    code = cli.main(["gui", "--lang", "de"])

    from pathlib import Path
    from croupier.store.outbox import Outbox

    outbox = Outbox(Path(os.environ["HOME"]) / "station.sqlite3")
    with outbox.upload_lock() as mine, Outbox(outbox.path).upload_lock() as other:
        lock = [mine, other]
    print(json.dumps({
        "code": code,
        "failed": failed,
        "seen": seen,
        "lock": lock,
        "callers": callers,
        "loaded": sorted(name for name in BLOCKED if name in sys.modules),
    }))
    """
)


def test_the_start_path_needs_no_posix_only_module(tmp_path):
    env = user_env(tmp_path / "home")
    done = subprocess.run(
        [sys.executable, "-c", PROBE, ",".join(BLOCKED), ",".join(GONE)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    facts = json.loads(done.stdout.strip().splitlines()[-1])
    assert facts["failed"] == {}, "modules that need a POSIX-only module"
    assert facts["code"] == 0, done.stderr[-4000:]
    assert facts["seen"]["station"] == "Station"
    assert facts["lock"] == [True, False]
    assert facts["loaded"] == []
    assert facts["callers"] == []


def test_no_module_of_the_trainer_names_a_posix_only_call():
    """What the run above cannot see (a branch not taken): no module imports a POSIX-only module or
    names ``os.getuid`` and its kin."""
    found = []
    for path in sorted((ROOT / "croupier").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(ROOT)
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found += [f"{where}: import {a.name}" for a in node.names if a.name.split(".")[0] in BLOCKED]
            elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in BLOCKED:
                found.append(f"{where}: from {node.module} import ...")
            elif isinstance(node, ast.ImportFrom) and node.module == "os":
                found += [f"{where}: from os import {a.name}" for a in node.names if a.name in GONE]
            elif isinstance(node, ast.Attribute) and node.attr in GONE:
                found.append(f"{where}:{node.lineno}: .{node.attr}")
    assert found == [], "\n".join(found)
