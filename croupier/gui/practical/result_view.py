"""A practical sitting's result: each hand's score, time against the target and what failed it, the
duty groups over all hands, the practical's score against the pass mark."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from croupier.i18n import format_percent, format_seconds
from croupier.practical.rubric import Group
from croupier.practical.sitting import Sitting
from croupier.words.practical_words import critical_text, group_text

__all__ = ["ResultView"]


class ResultView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("practicalResult")
        self.sitting: Sitting | None = None
        self.headline = QLabel()
        self.headline.setObjectName("practicalTitle")
        self.headline.setWordWrap(True)
        self.groups = QLabel()
        self.groups.setWordWrap(True)
        self.hands = QTableWidget(0, 5)
        self.hands.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.hands.verticalHeader().setVisible(False)
        self.hands.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.hands.horizontalHeader().setStretchLastSection(True)
        self.saved = QLabel()
        self.saved.setWordWrap(True)
        self.save_button = QPushButton()
        self.new_button = QPushButton()
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.new_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(self.headline)
        layout.addWidget(self.groups)
        layout.addWidget(self.hands, 1)
        layout.addWidget(self.saved)
        layout.addLayout(buttons)
        self.retranslate()

    def show_sitting(self, sitting: Sitting) -> None:
        self.sitting = sitting
        self.saved.clear()
        self.refresh()

    def refresh(self) -> None:
        sitting = self.sitting
        if sitting is None:
            return
        score = sitting.score()
        setup = sitting.setup
        verdict = self.tr("passed") if score.passed else self.tr("not passed")
        self.headline.setText(
            self.tr("{trainee}: practical {score} ({verdict}; pass mark {mark}), {hands} hands").format(
                trainee=setup.trainee,
                score=format_percent(score.score),
                verdict=verdict,
                mark=format_percent(setup.rubric.practical_pass),
                hands=len(score.hands),
            )
        )
        parts = [
            f"{group_text(group)} {format_percent(value)}"
            for group in Group
            if (value := score.groups.get(group)) is not None
        ]
        self.groups.setText(" · ".join(parts))
        self.hands.setRowCount(len(sitting.results))
        for row, result in enumerate(sitting.results):
            wrong = sum(not mark.right for mark in result.marks)
            disputed = sum(mark.disputed for mark in result.marks)
            failed = ", ".join(critical_text(critical) for critical in result.score.criticals)
            cells = (
                str(result.number),
                format_percent(result.score.score),
                f"{format_seconds(result.seconds)} / {format_seconds(result.target_seconds)}",
                self.tr("{wrong} wrong, {disputed} disputed").format(wrong=wrong, disputed=disputed),
                (self.tr("Failed: {why}").format(why=failed) if result.score.failed else ""),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column < 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.hands.setItem(row, column, item)

    def retranslate(self) -> None:
        self.hands.setHorizontalHeaderLabels(
            [
                self.tr("Hand"),
                self.tr("Score"),
                self.tr("Time / target"),
                self.tr("Marks"),
                self.tr("Critical"),
            ]
        )
        self.save_button.setText(self.tr("Save the practical"))
        self.new_button.setText(self.tr("New practical"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
