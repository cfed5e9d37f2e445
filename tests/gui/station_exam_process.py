"""A training station in a process of its own that signs a trainee in with their password through the
sign-in page, starts an exam from "Assigned to you", answers its first question, and then waits to
be killed (the school tests kill it with SIGKILL mid-sitting).

    python station_exam_process.py URL CATALOGUES DATA_DIR STATION "Trainee name" "Exam name"

The trainee's password comes from CROUPIER_TRAINEE_PASSWORD. Prints ``sitting <id>`` once the
sitting is open and its first answer is at the school.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from station_sitting import begin_exam, station_window

from croupier.drills.grading import solve


def main() -> int:
    url, catalogues, data_dir, station_name, name, exam_name = sys.argv[1:]
    app, window, station, _store = station_window(
        url, catalogues, data_dir, station_name, pgpass=Path(data_dir) / "pgpass"
    )
    panel = begin_exam(window, name, os.environ["CROUPIER_TRAINEE_PASSWORD"], exam_name)
    controller = panel.controller
    assert controller.exam is not None, panel.assigned_page.notice_text
    controller.answer(solve(controller.question).expected)
    assert station.writer.flush(30)
    print(f"sitting {station.recorder.open_sessions[0] if station.recorder else '?'}", flush=True)
    while True:  # the sitting goes on until the process is killed
        app.processEvents()
        time.sleep(0.05)


if __name__ == "__main__":
    sys.exit(main())
