"""One training station in a process of its own, for the school tests: the real window on a school
server, signed in through the sign-in page, sitting the exam from "Assigned to you".

    python station_process.py URL CATALOGUES DATA_DIR "Trainee name" "Exam name" WRONG...

Prints one line of JSON: the trainee signed in and the sitting recorded.
"""

from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from school_logins import password_of
from station_sitting import begin_exam, station_window

from croupier.drills.grading import solve


def main() -> int:
    url, catalogues, data_dir, name, exam_name, *wrong = sys.argv[1:]
    app, window, station, store = station_window(url, catalogues, data_dir, f"station {name}")
    # their own password (school_logins.give_password)
    panel = begin_exam(window, name, password_of(name), exam_name)
    controller = panel.controller
    number = 0
    while panel.page() is panel.question_page and controller.question is not None:
        number += 1
        question = controller.question
        controller.answer(None if str(number) in wrong else solve(question).expected)
        app.processEvents()
    sitting = panel.summary_page.sitting
    flushed = station.writer.flush(30)
    print(
        json.dumps(
            {
                "trainee": window.trainee.name if window.trainee else None,
                "correct": sitting.correct if sitting else None,
                "total": sitting.total if sitting else None,
                "passed": sitting.passed if sitting else None,
                "flushed": flushed,
            }
        )
    )
    window.close()
    station.close()
    store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
