"""The CSV reports' words in the language installed: headings, yes/no, skill and mode names.

The store writes the CSV files without Qt (``croupier.store.reports``); this gives them the words.

>>> words = csv_words(QLocale("de_DE"))
>>> words.heading("right answer"), words.skill("bring_in"), words.flag(True), words.cell(2.5)
('right answer', 'Bring-in', 'yes', '2,5')
>>> csv_delimiter(words), csv_delimiter(csv_words(QLocale("en_GB")))
(';', ',')
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from croupier.store import CsvWords
from croupier.words.sitting_words import state_word
from croupier.words.skill_words import mode_name, skill_name

__all__ = ["csv_delimiter", "csv_words"]

translate = QCoreApplication.translate


def _headings() -> dict[str, str]:
    # Literal texts, so that lupdate finds them; the keys are the store's English headings.
    return {
        "trainee": translate("CsvReport", "trainee"),
        "answered at": translate("CsvReport", "answered at"),
        "session": translate("CsvReport", "session"),
        "mode": translate("CsvReport", "mode"),
        "skill": translate("CsvReport", "skill"),
        "question": translate("CsvReport", "question"),
        "answer": translate("CsvReport", "answer"),
        "right answer": translate("CsvReport", "right answer"),
        "correct": translate("CsvReport", "correct"),
        "seconds": translate("CsvReport", "seconds"),
        "taken at": translate("CsvReport", "taken at"),
        "questions": translate("CsvReport", "questions"),
        "score %": translate("CsvReport", "score %"),
        "passed": translate("CsvReport", "passed"),
        "sitting": translate("CsvReport", "sitting"),
        "certificate": translate("CsvReport", "certificate"),
        "{skill}: correct": translate("CsvReport", "{skill}: correct"),
        "{skill}: asked": translate("CsvReport", "{skill}: asked"),
        "attempts": translate("CsvReport", "attempts"),
        "accuracy %": translate("CsvReport", "accuracy %"),
        "median seconds": translate("CsvReport", "median seconds"),
        "hands an hour": translate("CsvReport", "hands an hour"),
        "target hands an hour": translate("CsvReport", "target hands an hour"),
    }


def csv_words(locale: QLocale | None = None) -> CsvWords:
    """The words for ``trainee_csv``, ``exam_csv`` and ``class_csv`` in the language now installed,
    numbers with the decimal sign of ``locale`` (``QLocale()`` by default)."""
    chosen = locale if locale is not None else QLocale()
    return CsvWords(
        headings=_headings(),
        skill=skill_name,
        mode=mode_name,
        state=state_word,
        yes=translate("CsvReport", "yes"),
        no=translate("CsvReport", "no"),
        decimal="," if chosen.decimalPoint() == "," else ".",
    )


def csv_delimiter(words: CsvWords) -> str:
    """``;`` between cells where numbers have a decimal comma (German spreadsheets), else ``,``."""
    return ";" if words.decimal == "," else ","
