"""The worker thread ends with the app: no "QThread: Destroyed while thread is still running"."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

APP = textwrap.dedent(
    """
    import sys, tempfile
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication, QTimer
    from croupier.speech import create_speaker

    app = QCoreApplication(sys.argv)
    speaker = create_speaker(cache_dir=Path(tempfile.mkdtemp()))
    speaker.say("Fourth street. Who acts first? " * {repeat}, "en")
    if "{how}" == "quit":
        QTimer.singleShot({delay}, app.quit)
        sys.exit(app.exec())
    # "drop": never quit the app, never shut down; interpreter exit must still stop the thread
    """
)


@pytest.mark.parametrize(
    ("how", "delay", "repeat"),
    [("quit", 0, 40), ("quit", 300, 1), ("drop", 0, 40)],
    ids=["quit-while-synthesising", "quit-when-idle", "exit-without-quit"],
)
def test_the_app_exits_cleanly(tmp_path, how, delay, repeat):
    script = APP.format(how=how, delay=delay, repeat=repeat)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}

    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
        cwd=tmp_path,
    )

    assert done.returncode == 0, done.stderr
    assert "QThread" not in done.stderr
    assert "Traceback" not in done.stderr
