"""Reports for the instructor: PDF (Qt's own PDF writer, charts painted in) and the summaries behind them.

CSV reports are the store's (``croupier.store.trainee_csv``, ``exam_csv``, ``class_csv``,
``write_csv``: safe against spreadsheet formula injection), in words from ``csv_words()``; the PDF
reports and the certificate (``croupier.reports.certificate``) are here::

    pages = trainee_report(store, trainee_id, "anna.pdf")
    pages = class_report(store, "class.pdf")
    pages = exam_report(store, exam_id, "exam.pdf")

They write in the language and number format installed (``croupier.i18n.Translations``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from croupier import lazy_exports

# Bound here, not lazily: the name is also its module's, and once ``croupier.reports.csv_words`` is
# imported (by anyone) the package's attribute would be that module, never asking ``__getattr__``.
from croupier.reports.csv_words import csv_words

if TYPE_CHECKING:
    from croupier.reports.class_pdf import class_report
    from croupier.reports.document import ReportError
    from croupier.reports.exam_pdf import exam_report
    from croupier.reports.pdf import trainee_report
    from croupier.reports.summary import (
        SkillSummary,
        TraineeSummary,
        class_skill_summaries,
        trainee_summaries,
        trainee_summary,
        weakest_skill,
    )

__all__ = [
    "ReportError",
    "SkillSummary",
    "TraineeSummary",
    "class_report",
    "class_skill_summaries",
    "csv_words",
    "exam_report",
    "trainee_report",
    "trainee_summaries",
    "trainee_summary",
    "weakest_skill",
]

# Each name is imported from its module when first used (see croupier.lazy_exports): a CSV report
# does not load Qt's painting and PDF writer.
__getattr__ = lazy_exports(
    __name__,
    {
        "ReportError": "document",
        "exam_report": "exam_pdf",
        "class_report": "class_pdf",
        "trainee_report": "pdf",
        "SkillSummary": "summary",
        "TraineeSummary": "summary",
        "class_skill_summaries": "summary",
        "trainee_summaries": "summary",
        "trainee_summary": "summary",
        "weakest_skill": "summary",
    },
)
