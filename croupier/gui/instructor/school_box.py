"""The roster page's School box: the school's and the instructor's names (for certificates),
whether trainees may add themselves at sign-in, the school's dealer pace and answer pace, and (with
two classes or more) a class's own pace target beside the school's."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.instructor.message_line import MessageLine
from croupier.store import Store, StoreError
from croupier.store.classes import SchoolClass
from croupier.store.errors import PermissionDeniedError
from croupier.store.school import (
    ANSWER_TARGETS,
    DEFAULT_ANSWER_TARGET,
    DEFAULT_PACE_TARGET,
    PACE_TARGETS,
    SchoolSettings,
)

__all__ = ["SchoolBox"]


class SchoolBox(QGroupBox):
    """``show_school(school, classes, several_classes=…)`` shows what was read; ``save_school()`` and
    ``save_class_pace()`` keep what was changed in ``store``, saying how it went in ``message``.
    ``classes_changed()`` after a class's pace target was saved: the page reads the classes again
    (and shows them here). ``paces_changed()`` after a class's or the school's settings (its pace
    target) were saved: the stations of this computer read the targets again."""

    classes_changed = Signal()
    paces_changed = Signal()

    def __init__(self, store: Store, message: MessageLine, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._message = message
        self._school_seen: SchoolSettings | None = None
        self._classes: list[SchoolClass] = []  # those this login manages
        self._several_classes = False  # the school has two classes or more
        self.school_name = QLineEdit()
        self.school_name.setMaxLength(200)
        self.instructor_name = QLineEdit()
        self.instructor_name.setMaxLength(200)
        self.self_registration = QCheckBox()
        # The school's dealer pace: hands an hour at an 8-handed table (Table-ready hands scale it).
        self.pace_target = QSpinBox()
        self.pace_target.setRange(PACE_TARGETS.start, PACE_TARGETS.stop - 1)
        self.pace_target.setValue(DEFAULT_PACE_TARGET)
        self.pace_label = QLabel()
        self.pace_label.setBuddy(self.pace_target)
        # A class's own pace target, beside the school's (shown with two classes or more): the class
        # chosen in the box (the selected trainee's, when one is selected), its target or "the
        # school's" (the spin box's lowest value).
        self.class_pace_row = QWidget()
        self.class_pace_box = QComboBox()
        self.class_pace_label = QLabel()
        self.class_pace_label.setBuddy(self.class_pace_box)
        self.class_pace = QSpinBox()
        self.class_pace.setRange(PACE_TARGETS.start - 1, PACE_TARGETS.stop - 1)  # the lowest: the school's
        self.class_pace.setValue(self.class_pace.minimum())
        self.save_class_pace_button = QPushButton()
        # The school's answer pace: every station shows it (read-only) in its Settings and Progress.
        self.answer_target = QDoubleSpinBox()
        self.answer_target.setRange(*ANSWER_TARGETS)
        self.answer_target.setDecimals(1)
        self.answer_target.setSingleStep(0.5)
        self.answer_target.setValue(DEFAULT_ANSWER_TARGET)
        self.save_school_button = QPushButton()
        self._school_labels = [QLabel(), QLabel()]
        names = QHBoxLayout()
        for label, field in zip(self._school_labels, (self.school_name, self.instructor_name), strict=True):
            label.setBuddy(field)
            names.addWidget(label)
            names.addWidget(field, 1)
        choices = QHBoxLayout()  # a row of its own: the names keep their room in a narrow window
        choices.addWidget(self.self_registration)
        choices.addStretch(1)
        choices.addWidget(self.pace_label)
        choices.addWidget(self.pace_target)
        choices.addWidget(self.answer_target)
        choices.addWidget(self.save_school_button)
        class_pace = QHBoxLayout(self.class_pace_row)
        class_pace.setContentsMargins(0, 0, 0, 0)
        class_pace.addStretch(1)
        class_pace.addWidget(self.class_pace_label)
        class_pace.addWidget(self.class_pace_box)
        class_pace.addWidget(self.class_pace)
        class_pace.addWidget(self.save_class_pace_button)
        school = QVBoxLayout(self)
        school.addLayout(names)
        school.addLayout(choices)
        school.addWidget(self.class_pace_row)
        self.save_school_button.clicked.connect(self.save_school)
        self.class_pace_box.currentIndexChanged.connect(lambda _index: self._show_class_pace())
        self.save_class_pace_button.clicked.connect(self.save_class_pace)
        self.retranslate()

    def set_store(self, store: Store) -> None:
        """Save to ``store`` from now on (the instructor's own login)."""
        self._store = store

    def show_school(
        self, school: SchoolSettings, classes: list[SchoolClass], *, several_classes: bool
    ) -> None:
        """The school's settings as read, and the pace targets of ``classes`` (those this login
        manages; the row shown when the school has ``several_classes``)."""
        self._school_seen = school  # what is saved is what was changed from this
        self._classes = classes
        self._several_classes = several_classes
        self.school_name.setText(school.school_name)
        self.instructor_name.setText(school.instructor_name)
        self.self_registration.setChecked(school.self_registration)
        self.pace_target.setValue(school.pace_target)
        self.answer_target.setValue(school.answer_target)
        self._fill_class_paces()

    def _fill_class_paces(self) -> None:
        """The classes whose pace target this login may set, the chosen one kept chosen."""
        chosen = self.class_pace_box.currentData()
        self.class_pace_box.blockSignals(True)
        self.class_pace_box.clear()
        for school_class in self._classes:
            self.class_pace_box.addItem(school_class.name, school_class.id)
        self.class_pace_box.setCurrentIndex(max(0, self.class_pace_box.findData(chosen)))
        self.class_pace_box.blockSignals(False)
        self.class_pace_row.setVisible(self._several_classes and bool(self._classes))
        self._show_class_pace()

    def _chosen_class(self) -> SchoolClass | None:
        class_id = self.class_pace_box.currentData()
        return next((c for c in self._classes if c.id == class_id), None)

    def _show_class_pace(self) -> None:
        """The chosen class's own target, or "the school's" (the spin box's lowest value)."""
        school_class = self._chosen_class()
        own = None if school_class is None else school_class.pace_target
        self.class_pace.setValue(self.class_pace.minimum() if own is None else own)
        self.class_pace.setEnabled(school_class is not None)
        self.save_class_pace_button.setEnabled(school_class is not None)

    def choose_pace_class(self, class_id: int | None) -> None:
        """Show the pace target of the class ``class_id`` (one this login manages) beside the school's."""
        index = self.class_pace_box.findData(class_id)
        if index >= 0:
            self.class_pace_box.setCurrentIndex(index)

    def save_class_pace(self) -> SchoolClass | None:
        """Keep the chosen class's own pace target (the lowest value: the school's again)."""
        school_class = self._chosen_class()
        if school_class is None:
            return None
        value = self.class_pace.value()
        target = None if value == self.class_pace.minimum() else value
        try:
            saved = self._store.classes.set_pace_target(school_class.id, target)
        except PermissionDeniedError:
            self._message.show_error(
                self.tr(
                    "The pace target was not saved: {name} is not one of your classes, and only its "
                    "instructors may change it."
                ).format(name=school_class.name)
            )
            return None
        except StoreError as error:
            self._message.show_error(
                self.tr("The class's pace target could not be saved: {reason}").format(reason=error)
            )
            return None
        self.paces_changed.emit()
        self.classes_changed.emit()  # the page reads the classes again, this one's new target too
        self.choose_pace_class(saved.id)
        if saved.pace_target is None:
            self._message.show_done(
                self.tr(
                    "{name} deals against the school's pace target again ({target} hands an hour)."
                ).format(name=saved.name, target=self.pace_target.value())
            )
        else:
            self._message.show_done(
                self.tr("{name} deals against {target} hands an hour from now on.").format(
                    name=saved.name, target=saved.pace_target
                )
            )
        return saved

    def save_school(self) -> SchoolSettings | None:
        """Keep the school's and the instructor's names (for certificates) and whether trainees
        may add themselves at sign-in, and the school's dealer pace target (each class's own is
        kept by ``save_class_pace``)."""
        wanted = SchoolSettings(
            school_name=self.school_name.text(),
            instructor_name=self.instructor_name.text(),
            self_registration=self.self_registration.isChecked(),
            pace_target=self.pace_target.value(),
            answer_target=round(self.answer_target.value(), 1),
        )
        try:
            saved = self._store.school.save(wanted, seen=self._school_seen)
        except StoreError as error:
            self._message.show_error(
                self.tr("The school's settings could not be saved: {reason}").format(reason=error)
            )
            return None
        self.paces_changed.emit()
        self.show_school(saved, self._classes, several_classes=self._several_classes)  # and what others saved
        self._message.show_done(self.tr("The school's settings are saved."))
        return saved

    # ----------------------------------------------------------------------------- text

    def retranslate(self) -> None:
        self.setTitle(self.tr("School"))
        self._school_labels[0].setText(self.tr("Sc&hool:"))
        self._school_labels[1].setText(self.tr("&Instructor:"))
        self.school_name.setPlaceholderText(self.tr("Name on certificates"))
        self.school_name.setAccessibleName(self.tr("School name"))
        self.instructor_name.setPlaceholderText(self.tr("Your name, as it signs"))
        self.instructor_name.setAccessibleName(self.tr("Instructor's name"))
        self.self_registration.setText(self.tr("Trainees may add themselves"))
        self.self_registration.setToolTip(
            self.tr("At sign-in, a trainee not on the roster may add their name")
        )
        self.pace_label.setText(self.tr("&Pace:"))
        self.pace_target.setSuffix(self.tr(" hands/h"))
        self.pace_target.setToolTip(
            self.tr(
                "The school's dealer pace target for Table-ready hands: hands an hour at an 8-handed "
                "table (fewer players: more hands, e.g. 30 at 8 is 45 at 4); a class may have its own"
            )
        )
        self.pace_target.setAccessibleName(self.tr("Dealer pace target, hands an hour at 8 players"))
        self.class_pace_label.setText(self.tr("Pace of c&lass:"))
        self.class_pace_box.setAccessibleName(self.tr("Class whose pace target is shown"))
        self.class_pace.setSuffix(self.tr(" hands/h"))
        self.class_pace.setSpecialValueText(self.tr("the school's"))
        self.class_pace.setToolTip(
            self.tr(
                "This class's own dealer pace target for Table-ready hands, hands an hour at an "
                "8-handed table; at its lowest, the class deals against the school's target"
            )
        )
        self.class_pace.setAccessibleName(
            self.tr("The class's dealer pace target, hands an hour at 8 players")
        )
        self.save_class_pace_button.setText(self.tr("Set for the class"))
        self.save_class_pace_button.setAccessibleName(self.tr("Save the class's pace target"))
        self.answer_target.setSuffix(self.tr(" s per answer"))
        self.answer_target.setToolTip(
            self.tr(
                "The school's pace for a typical quiz question; every station shows it in Settings and "
                "compares each trainee's median time with it (harder skills are allowed more)"
            )
        )
        self.answer_target.setAccessibleName(self.tr("Answer pace target, seconds per typical question"))
        self.save_school_button.setText(self.tr("Save"))
        self.save_school_button.setAccessibleName(self.tr("Save the school's settings"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
