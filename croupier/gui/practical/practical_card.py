"""The trainee's practical exams on the Progress page: each sitting's score against the pass mark,
the duty groups, and the duties marked wrong with their rules (links to the rulebook). Hidden until
the trainee has sat one. The sittings come from ``set_source``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from croupier.gui.rule_links import link_label, linked_html, rule_of_link
from croupier.i18n import format_percent
from croupier.practical.rubric import Group, Rubric, RubricError
from croupier.store import StoreError
from croupier.store.practicals import PracticalRecord
from croupier.words.practical_words import duty_text, group_text
from croupier.words.quiz_words import variant_name

__all__ = ["PracticalCard"]

_SHOWN = 3  # the latest sittings listed


class PracticalCard(QFrame):
    """``rule_requested(number)`` when a rule number is clicked."""

    rule_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("progressPractical")
        self.setStyleSheet(
            "#progressPractical { background: #1f2629; border: 1px solid #3c464a; border-radius: 8px; }"
            " #progressPractical QLabel { color: #f2f2ea; }"
        )
        self._source: Callable[[], Sequence[PracticalRecord]] = list
        self._sittings: list[PracticalRecord] = []
        self._error: str | None = None
        self.label = QLabel()
        self.label.setWordWrap(True)
        link_label(self.label)
        self.label.linkActivated.connect(self._link)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.addWidget(self.label)
        self.setVisible(False)

    def set_source(self, source: Callable[[], Sequence[PracticalRecord]]) -> None:
        self._source = source

    def refresh(self) -> None:
        try:
            self._sittings, self._error = list(self._source()), None
        except StoreError as error:
            self._sittings, self._error = [], str(error)
        self.setVisible(bool(self._sittings) or self._error is not None)
        self.retranslate()

    def text(self) -> str:
        return self.label.text()

    def _line(self, sitting: PracticalRecord) -> str:
        try:
            mark = Rubric.from_json(sitting.rubric).practical_pass
        except RubricError:
            mark = Rubric().practical_pass
        verdict = self.tr("passed") if sitting.passed else self.tr("not passed")
        head = self.tr(
            "Practical exam, {game}, {players} players: {score} — {verdict} (pass mark {mark})"
        ).format(
            game=variant_name(sitting.variant),
            players=sitting.players,
            score=format_percent(sitting.score),
            verdict=verdict,
            mark=format_percent(mark),
        )
        groups = " · ".join(
            f"{group_text(group)} {format_percent(value)}"
            for group in Group
            if (value := sitting.groups.get(group.value)) is not None
        )
        wrong = [mark for hand in sitting.hands for mark in hand.marks if not mark.right]
        lines = [head, groups]
        if wrong:
            duties = ", ".join(
                f"{duty_text(mark.duty)} ({mark.rule})" if mark.rule else duty_text(mark.duty)
                for mark in wrong
            )
            lines.append(self.tr("Marked wrong: {duties}").format(duties=duties))
        return "\n".join(line for line in lines if line)

    def retranslate(self) -> None:
        if self._error is not None:
            self.label.setText(
                linked_html(
                    self.tr("The practical exams could not be read: {reason}").format(reason=self._error)
                )
            )
            return
        shown = self._sittings[-_SHOWN:][::-1]
        self.label.setText(linked_html("\n\n".join(self._line(sitting) for sitting in shown)))

    def _link(self, link: str) -> None:
        number = rule_of_link(link)
        if number is not None:
            self.rule_requested.emit(number)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
