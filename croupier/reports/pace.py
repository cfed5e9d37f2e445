"""The dealer's pace in the reports: for each trainee, the Table-ready hands timed, the hands an hour
they make against the class's target (scaled to the tables dealt), the seconds a duty and the hands on
target (``croupier.training.pace``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from croupier.reports.document import Column, ReportDocument
from croupier.training.pace import DEFAULT_TARGET, pace_summary

if TYPE_CHECKING:
    from croupier.store.records import HandPace

__all__ = ["pace_rows", "pace_section"]

translate = QCoreApplication.translate


def pace_rows(names: dict[int, str], hands: Sequence[HandPace], locale: QLocale) -> list[list[str]]:
    """One row per trainee with timed hands: name, hands, hands an hour, target, seconds a duty,
    hands on target."""
    rows: list[list[str]] = []
    for trainee_id, name in sorted(names.items(), key=lambda item: item[1].casefold()):
        summary = pace_summary(hand for hand in hands if hand.trainee_id == trainee_id)
        if not summary.hands:
            continue
        rows.append(
            [
                name,
                locale.toString(summary.hands),
                locale.toString(summary.hands_per_hour, "f", 1),
                locale.toString(summary.target, "f", 1),
                locale.toString(summary.seconds_per_duty, "f", 1) + " s",
                locale.toString(summary.on_pace),
            ]
        )
    return rows


def pace_section(
    document: ReportDocument, names: dict[int, str], hands: Sequence[HandPace], *, target: int | None = None
) -> None:
    """The dealer's pace of the trainees ``names`` (id to name; archived ones too) from their
    ``hands``, under its own heading: a class's, or one trainee's."""
    document.heading(translate("Report", "Dealer pace"), level=2)
    rows = pace_rows(names, hands, document.locale)
    if not rows:
        document.paragraph(translate("Report", "No Table-ready hands timed yet."))
        return
    document.paragraph(
        translate(
            "Report",
            "Whole hands dealt in Table-ready mode. The class's target is {target} hands an hour at "
            "an 8-handed table, scaled to the players dealt to (a third of a hand's time fixed, two "
            "thirds per player).",
        ).format(target=target if target is not None else DEFAULT_TARGET),
        points=8.5,
    )
    document.table(
        [
            Column(translate("Report", "Trainee"), 2.4),
            Column(translate("Report", "Hands"), 1.0, numeric=True),
            Column(translate("Report", "Hands an hour"), 1.4, numeric=True),
            Column(translate("Report", "Target"), 1.2, numeric=True),
            Column(translate("Report", "A duty"), 1.1, numeric=True),
            Column(translate("Report", "On target"), 1.2, numeric=True),
        ],
        rows,
    )
