"""The rubric for practical exams, the school's or a class's own: the weight of each duty group, the
critical errors that fail a hand, how the practical and the written parts make the grade, and each
part's pass mark. A class's own rubric can be dropped again, the class going back to the school's."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from croupier.practical.rubric import CRITICAL_RULES, Critical, Group, Rubric, RubricError
from croupier.words.practical_words import critical_text, group_text

__all__ = ["RubricDialog"]


class RubricDialog(QDialog):
    """``chosen(rubric)`` when OK is pressed on a usable rubric (``problem`` says why not);
    ``chosen(None)`` when a class's own rubric is dropped (``class_name`` given, ``own`` true)."""

    chosen = Signal(object)

    def __init__(
        self,
        rubric: Rubric,
        parent: QWidget | None = None,
        *,
        class_name: str | None = None,
        own: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rubricDialog")
        self._class_name = class_name
        self._whose = QLabel()
        self._whose.setWordWrap(True)
        self.weights: dict[Group, QDoubleSpinBox] = {}
        self._weight_box = QGroupBox()
        weights = QFormLayout(self._weight_box)
        self._group_labels: dict[Group, QLabel] = {}
        for group in Group:
            spin = QDoubleSpinBox()
            spin.setRange(0, 100)
            spin.setDecimals(0)
            spin.setValue(rubric.weight(group))
            self.weights[group] = spin
            label = QLabel()
            label.setBuddy(spin)
            self._group_labels[group] = label
            weights.addRow(label, spin)
        self._critical_box = QGroupBox()
        criticals = QVBoxLayout(self._critical_box)
        self.criticals: dict[Critical, QCheckBox] = {}
        for critical in Critical:
            box = QCheckBox()
            box.setChecked(critical in rubric.critical)
            self.criticals[critical] = box
            criticals.addWidget(box)
        self._parts_box = QGroupBox()
        parts = QFormLayout(self._parts_box)
        self.practical_share = QSpinBox()
        self.practical_share.setRange(0, 100)
        self.practical_share.setSuffix(" %")
        total = rubric.practical_weight + rubric.written_weight
        self.practical_share.setValue(round(100 * rubric.practical_weight / total))
        self.practical_pass = QSpinBox()
        self.practical_pass.setRange(0, 100)
        self.practical_pass.setSuffix(" %")
        self.practical_pass.setValue(round(100 * rubric.practical_pass))
        self.written_pass = QSpinBox()
        self.written_pass.setRange(0, 100)
        self.written_pass.setSuffix(" %")
        self.written_pass.setValue(round(100 * rubric.written_pass))
        self._part_labels = [QLabel() for _ in range(3)]
        for label, field in zip(
            self._part_labels, (self.practical_share, self.practical_pass, self.written_pass), strict=True
        ):
            label.setBuddy(field)
            parts.addRow(label, field)
        self.problem = QLabel()
        self.problem.setObjectName("settingsProblem")
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(lambda: self._show(Rubric()))
        # A class's own rubric dropped: the class is scored by the school's again.
        self.school_button: QPushButton | None = None
        if class_name is not None and own:
            self.school_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ResetRole)
            self.school_button.clicked.connect(self._use_school)
        layout = QVBoxLayout(self)
        layout.addWidget(self._whose)
        layout.addWidget(self._weight_box)
        layout.addWidget(self._critical_box)
        layout.addWidget(self._parts_box)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.retranslate()

    def _show(self, rubric: Rubric) -> None:
        for group, spin in self.weights.items():
            spin.setValue(rubric.weight(group))
        for critical, box in self.criticals.items():
            box.setChecked(critical in rubric.critical)
        total = rubric.practical_weight + rubric.written_weight
        self.practical_share.setValue(round(100 * rubric.practical_weight / total))
        self.practical_pass.setValue(round(100 * rubric.practical_pass))
        self.written_pass.setValue(round(100 * rubric.written_pass))

    def rubric(self) -> Rubric | None:
        """The rubric as set, or None (``problem`` says why)."""
        try:
            share = self.practical_share.value() / 100
            return Rubric(
                weights={group: spin.value() for group, spin in self.weights.items()},
                critical=frozenset(critical for critical, box in self.criticals.items() if box.isChecked()),
                practical_weight=share,
                written_weight=1 - share,
                practical_pass=self.practical_pass.value() / 100,
                written_pass=self.written_pass.value() / 100,
            )
        except RubricError:
            self.problem.setText(self.tr("Give at least one duty group a weight."))
            return None

    def _use_school(self) -> None:
        self.chosen.emit(None)
        self.accept()

    def _accept(self) -> None:
        rubric = self.rubric()
        if rubric is not None:
            self.chosen.emit(rubric)
            self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rubric for practical exams"))
        self._whose.setText(
            self.tr("The school's rubric: every class without one of its own is scored by it.")
            if self._class_name is None
            else self.tr("The rubric of {name}: its trainees' practicals and combined grades.").format(
                name=self._class_name
            )
        )
        if self.school_button is not None:
            self.school_button.setText(self.tr("Use the school's rubric"))
        self._weight_box.setTitle(self.tr("Weight of each duty group"))
        for group, label in self._group_labels.items():
            label.setText(group_text(group))
        self._critical_box.setTitle(self.tr("Critical errors that fail a hand"))
        for critical, box in self.criticals.items():
            box.setText(f"{critical_text(critical)} ({', '.join(CRITICAL_RULES[critical])})")
        self._parts_box.setTitle(self.tr("The grade"))
        texts = (
            self.tr("Practical part of the grade (the rest is written)"),
            self.tr("Practical passed at"),
            self.tr("Written passed at"),
        )
        for label, text in zip(self._part_labels, texts, strict=True):
            label.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
