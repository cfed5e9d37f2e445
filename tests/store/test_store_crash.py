"""Killing the app mid-drill loses no answer it had confirmed: SIGKILL a recording subprocess."""

from __future__ import annotations

import os
import selectors
import signal
import subprocess
import sys
import time
from pathlib import Path

from croupier.store import Store

WRITER = Path(__file__).with_name("crash_writer.py")
WANTED = 30


def read_confirmations(process: subprocess.Popen[str], wanted: int, deadline: float) -> list[str]:
    assert process.stdout is not None
    lines: list[str] = []
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    while sum(line.startswith("confirmed") for line in lines) < wanted:
        remaining = deadline - time.monotonic()
        assert remaining > 0, f"the writer confirmed too little in time: {lines[-3:]}"
        if selector.select(timeout=remaining):
            line = process.stdout.readline()
            assert line, f"the writer ended early: {process.stderr.read() if process.stderr else ''}"
            lines.append(line.strip())
    selector.close()
    return lines


def test_every_confirmed_answer_survives_sigkill(database_url: str) -> None:
    process = subprocess.Popen(
        [sys.executable, str(WRITER), database_url],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        lines = read_confirmations(process, WANTED, time.monotonic() + 60)
    finally:
        process.send_signal(signal.SIGKILL)
        rest, _ = process.communicate(timeout=30)
    assert process.returncode == -signal.SIGKILL
    lines += [line.strip() for line in rest.splitlines()]  # confirmed after we stopped reading
    trainee = int(lines[0].split()[1])
    confirmed = [int(line.split()[1]) for line in lines if line.startswith("confirmed")]
    assert confirmed == list(range(1, len(confirmed) + 1))
    assert len(confirmed) >= WANTED

    with Store(database_url) as store:
        stored = [attempt.question for attempt in store.attempts_for(trainee)]
    assert set(stored) >= {f"q{n}" for n in confirmed}
    # At most the one answer being written at the kill is there without its confirmation.
    assert len(stored) - len(confirmed) in (0, 1)
    assert stored == [f"q{n}" for n in range(1, len(stored) + 1)]
