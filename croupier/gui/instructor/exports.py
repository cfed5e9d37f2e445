"""Saving reports from the instructor's pages: ask where (injected dialog), write, say what happened.

CSV files come from the store (``trainee_csv``, ``class_csv``: safe against formula injection), with
``;`` between fields where the decimal sign is a comma, as German spreadsheets expect.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QWidget

from croupier.gui.instructor.dialogs import InstructorDialogs
from croupier.gui.instructor.message_line import MessageLine
from croupier.reports import class_report, csv_words, trainee_report
from croupier.reports.exam_pdf import exam_report
from croupier.store import Store, StoreError, class_csv, trainee_csv, write_csv
from croupier.store.reports import exam_csv

__all__ = ["Exporter", "csv_delimiter", "file_stem"]

translate = QCoreApplication.translate


def csv_delimiter(locale: QLocale | None = None) -> str:
    """``;`` where numbers are written with a decimal comma (German), else ``,``."""
    chosen = locale if locale is not None else QLocale()
    return ";" if chosen.decimalPoint() == "," else ","


def file_stem(name: str) -> str:
    """A name fit for a file: letters, digits, dashes and underscores (umlauts kept).

    >>> file_stem("Anna Müller / Gruppe 2")
    'Anna_Müller_Gruppe_2'
    """
    return re.sub(r"[^\w-]+", "_", name, flags=re.UNICODE).strip("_") or "report"


class Exporter:
    """Writes a trainee's or the class's CSV or PDF where the instructor chooses."""

    def __init__(self, store: Store, dialogs: InstructorDialogs) -> None:
        self._store = store
        self._dialogs = dialogs

    def set_store(self, store: Store) -> None:
        self._store = store

    def trainee_csv(self, parent: QWidget, message: MessageLine, trainee_id: int, name: str) -> Path | None:
        return self._csv(
            parent,
            message,
            translate("Exports", "Export the answers of {name}").format(name=name),
            name,
            lambda: trainee_csv(self._store, trainee_id, delimiter=csv_delimiter(), words=csv_words()),
        )

    def trainee_pdf(self, parent: QWidget, message: MessageLine, trainee_id: int, name: str) -> Path | None:
        return self._pdf(
            parent,
            message,
            translate("Exports", "Save the progress report of {name}").format(name=name),
            name,
            lambda path: trainee_report(self._store, trainee_id, path),
        )

    # The class's two call _save themselves: the translate() of their file names sits in an
    # f-string, which the catalogue scan does not see, so the names have no translation yet.
    # ``class_id`` and ``class_name``: one class's (the dashboard's class box), named in the file.
    def class_csv(
        self, parent: QWidget, message: MessageLine, class_id: int | None = None, class_name: str = ""
    ) -> Path | None:
        stem = class_name or translate("Exports", "class")
        return self._save(
            parent,
            message,
            caption=translate("Exports", "Export the class's results"),
            suggested=f"{file_stem(stem)}.csv",
            filters=translate("Exports", "CSV files (*.csv)"),
            write=lambda path: write_csv(
                class_csv(self._store, delimiter=csv_delimiter(), words=csv_words(), class_id=class_id), path
            ),
        )

    def class_pdf(
        self, parent: QWidget, message: MessageLine, class_id: int | None = None, class_name: str = ""
    ) -> Path | None:
        report = translate("Exports", "class report")
        return self._save(
            parent,
            message,
            caption=translate("Exports", "Save the class report"),
            suggested=f"{file_stem(f'{report} {class_name}' if class_name else report)}.pdf",
            filters=translate("Exports", "PDF files (*.pdf)"),
            write=lambda path: class_report(self._store, path, class_id=class_id),
        )

    def exam_csv(self, parent: QWidget, message: MessageLine, exam_id: int, name: str) -> Path | None:
        return self._csv(
            parent,
            message,
            translate("Exports", "Export the results of {name}").format(name=name),
            name,
            lambda: exam_csv(self._store, exam_id, delimiter=csv_delimiter(), words=csv_words()),
        )

    def exam_pdf(self, parent: QWidget, message: MessageLine, exam_id: int, name: str) -> Path | None:
        return self._pdf(
            parent,
            message,
            translate("Exports", "Save the report of the exam {name}").format(name=name),
            name,
            lambda path: exam_report(self._store, exam_id, path),
        )

    def live_csv(self, parent: QWidget, message: MessageLine, round_id: int, title: str) -> Path | None:
        from croupier.reports.live import live_csv  # noqa: PLC0415 - a live round's only

        return self._csv(
            parent,
            message,
            translate("Exports", "Export the live round {name}").format(name=title),
            title,
            lambda: live_csv(self._store, round_id, delimiter=csv_delimiter()),
        )

    def live_pdf(self, parent: QWidget, message: MessageLine, round_id: int, title: str) -> Path | None:
        from croupier.reports.live import live_report  # noqa: PLC0415 - a live round's only

        return self._pdf(
            parent,
            message,
            translate("Exports", "Save the report of the live round {name}").format(name=title),
            title,
            lambda path: live_report(self._store, round_id, path),
        )

    def _csv(
        self, parent: QWidget, message: MessageLine, caption: str, name: str, text: Callable[[], str]
    ) -> Path | None:
        """A CSV report (``text`` made once the file is chosen), named after ``name``."""
        return self._save(
            parent,
            message,
            caption=caption,
            suggested=f"{file_stem(name)}.csv",
            filters=translate("Exports", "CSV files (*.csv)"),
            write=lambda path: write_csv(text(), path),
        )

    def _pdf(
        self, parent: QWidget, message: MessageLine, caption: str, name: str, write: Callable[[Path], object]
    ) -> Path | None:
        """A PDF report written by ``write``, named after ``name``."""
        return self._save(
            parent,
            message,
            caption=caption,
            suggested=f"{file_stem(name)}.pdf",
            filters=translate("Exports", "PDF files (*.pdf)"),
            write=write,
        )

    def _save(
        self,
        parent: QWidget,
        message: MessageLine,
        *,
        caption: str,
        suggested: str,
        filters: str,
        write: Callable[[Path], object],
    ) -> Path | None:
        chosen = self._dialogs.save_file(parent, caption, suggested, filters)
        if not chosen:
            return None
        path = Path(chosen)
        if not path.suffix:
            path = path.with_suffix(Path(suggested).suffix)
        try:
            write(path)
        except (OSError, StoreError) as error:
            message.show_error(
                translate("Exports", "Could not save {path}: {reason}").format(path=path, reason=error)
            )
            return None
        message.show_done(translate("Exports", "Saved {path}.").format(path=path))
        return path
