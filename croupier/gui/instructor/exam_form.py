"""The exam form: create an exam (skills, questions, pass mark: 80 % unless changed, the games, a time
limit, how many sittings each trainee has, its window, the class that sits it), or edit one in the
same form (everything until its first sitting; then only its window and sittings, so every sitting
is graded against the same exam)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QLocale, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from croupier.engine.rules import RAZZ, STUD, STUD8
from croupier.gui.instructor.exam_schedule import ScheduleFields
from croupier.gui.instructor.message_line import MessageLine
from croupier.gui.instructor.skill_picker import drill_set_fields
from croupier.i18n import format_percent
from croupier.store import Exam, Store, StoreError
from croupier.store.exams import ExamSatError
from croupier.words.quiz_words import variant_name

__all__ = ["DEFAULT_PASS_MARK", "ExamForm"]

DEFAULT_PASS_MARK = 80
_GAMES = (STUD.code, STUD8.code, RAZZ.code)
_SCHEDULE = frozenset({"opens_at", "closes_at", "sittings"})  # what may change once an exam is sat


def _same(wanted: object, current: object) -> bool:
    """Whether a form's value is the exam's (times compared as moments, to the minute the form shows)."""
    if isinstance(wanted, datetime) and isinstance(current, datetime):
        return abs(wanted.timestamp() - _aware(current).timestamp()) < 60
    return wanted == current


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _percent_suffix() -> str:
    """What follows the number in a percentage here: "%" in English, " %" in German."""
    return format_percent(1.0).replace(QLocale().toString(100), "")


class ExamForm(QGroupBox):
    """The form, titled "New exam" or "Edit “…”"; says what it did, or what is missing, in
    ``message``; ``saved(exam_id)`` once an exam is created or its changes are saved."""

    saved = Signal(int)

    def __init__(
        self,
        store: Store,
        skills: Sequence[str],
        skill_title: Callable[[str], str],
        message: MessageLine,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._store = store
        self.message = message
        self._editing: Exam | None = None  # the exam the form edits (None: it makes a new one)
        self._editing_sat = False  # the edited exam has been sat: only its window and sittings change

        self.name_field, self.skill_picker, self.questions = drill_set_fields(skills, skill_title)
        self.pass_mark = QSpinBox()
        self.pass_mark.setRange(1, 100)
        self.pass_mark.setValue(DEFAULT_PASS_MARK)
        self.game_checks = {code: QCheckBox() for code in _GAMES}
        for check in self.game_checks.values():
            check.setChecked(True)
        games = QWidget()
        games_row = QHBoxLayout(games)
        games_row.setContentsMargins(0, 0, 0, 0)
        for check in self.game_checks.values():
            games_row.addWidget(check)
        games_row.addStretch(1)
        self.time_limit = QSpinBox()
        self.time_limit.setRange(0, 240)
        self.time_limit.setValue(0)
        self.sittings = QSpinBox()
        self.sittings.setRange(1, 99)
        self.sittings.setValue(1)
        self.schedule = ScheduleFields()
        self.class_box = QComboBox()  # the class that sits it, or every class
        self.create_button = QPushButton()
        self.cancel_edit_button = QPushButton()  # back to a new exam, the edit not saved
        self.cancel_edit_button.setVisible(False)

        self._labels = [QLabel() for _ in range(9)]
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        fields = (
            self.name_field,
            self.skill_picker,
            self.questions,
            self.pass_mark,
            games,
            self.time_limit,
            self.sittings,
            self.schedule,
            self.class_box,
        )
        for label, field in zip(self._labels, fields, strict=True):
            label.setBuddy(field)
            form.addRow(label, field)
        form_buttons = QHBoxLayout()
        form_buttons.addWidget(self.create_button, 1)
        form_buttons.addWidget(self.cancel_edit_button)
        form.addRow(form_buttons)
        form.addRow(self.message)

        self.create_button.clicked.connect(self._save_form)
        self.cancel_edit_button.clicked.connect(self.stop_editing)

    def set_store(self, store: Store) -> None:
        self._store = store

    def fill_classes(self) -> dict[int, str]:
        """The classes an exam may be for (the box), and their names by id (for the list)."""
        try:
            classes = self._store.classes.seen()
        except StoreError:
            classes = []
        chosen = self.class_box.currentData()
        self.class_box.clear()
        self.class_box.addItem(self.tr("Every class"), None)
        for school_class in classes:
            self.class_box.addItem(school_class.name, school_class.id)
        self.class_box.setCurrentIndex(max(0, self.class_box.findData(chosen)))
        return {school_class.id: school_class.name for school_class in classes}

    # ----------------------------------------------------------------------------- changes

    def _save_form(self) -> None:
        if self._editing is None:
            self.create_exam()
        else:
            self.save_edit()

    def edit(self, exam: Exam) -> Exam | None:
        """Put ``exam`` in the form to be changed; an exam that has been sat keeps its questions
        (only its window and sittings can be changed, and the form says why)."""
        try:
            sat = self._store.exams.sat(exam.id)
        except StoreError as error:
            self.message.show_error(self.tr("The exam could not be read: {reason}").format(reason=error))
            return None
        self._editing, self._editing_sat = exam, sat
        self.name_field.setText(exam.name)
        self.skill_picker.set_selected(exam.skills)
        self.questions.setValue(exam.questions)
        self.pass_mark.setValue(round(exam.pass_mark * 100))
        for code, check in self.game_checks.items():
            check.setChecked(exam.variants is None or code in exam.variants)
        self.time_limit.setValue(round(exam.time_limit / 60) if exam.time_limit else 0)
        self.sittings.setValue(exam.sittings)
        self.schedule.set_window(exam.opens_at, exam.closes_at)
        self.class_box.setCurrentIndex(max(0, self.class_box.findData(exam.class_id)))
        self._lock_questions(sat)
        if sat:
            self.message.show_error(self._sat_text(exam.name))
        else:
            self.message.clear()
        self.retranslate_form()
        (self.sittings if sat else self.name_field).setFocus()
        return exam

    def _sat_text(self, name: str) -> str:
        return self.tr(
            "“{name}” has been sat, so its questions stay as they are: every sitting is graded "
            "against the same exam. Its window and sittings can still change."
        ).format(name=name)

    def _lock_questions(self, locked: bool) -> None:  # noqa: FBT001
        for widget in (
            self.name_field,
            self.skill_picker,
            self.questions,
            self.pass_mark,
            self.time_limit,
            *self.game_checks.values(),
        ):
            widget.setEnabled(not locked)
        self.class_box.setEnabled(self._editing is None)  # an exam's class is chosen when it is made

    def stop_editing(self) -> None:
        """The form makes a new exam again (an edit not saved is dropped)."""
        self._editing, self._editing_sat = None, False
        self._lock_questions(False)
        self._clear_form()
        self.retranslate_form()

    def save_edit(self) -> Exam | None:
        """Save the form's changes to the exam being edited (only what changed is sent; the store
        and a school server refuse a change to the questions of an exam that has been sat)."""
        exam = self._editing
        if exam is None:
            return None
        wanted = self._form_values()
        if wanted is None:
            return None
        current = {
            "name": exam.name,
            "skills": list(exam.skills),
            "questions": exam.questions,
            "pass_mark": exam.pass_mark,
            "variants": None if exam.variants is None else list(exam.variants),
            "time_limit": exam.time_limit,
            "sittings": exam.sittings,
            "opens_at": exam.opens_at,
            "closes_at": exam.closes_at,
        }
        changes = {key: value for key, value in wanted.items() if not _same(value, current[key])}
        if self._editing_sat:
            changes = {key: value for key, value in changes.items() if key in _SCHEDULE}
        if not changes:
            self.message.show_done(self.tr("Nothing was changed in “{name}”.").format(name=exam.name))
            self.stop_editing()
            return exam
        try:
            edited = self._store.exams.edit(exam.id, **changes)
        except ExamSatError:
            self._editing_sat = True
            self._lock_questions(True)
            self.message.show_error(self._sat_text(exam.name))
            return None
        except StoreError as error:
            self.message.show_error(self.tr("The exam could not be saved: {reason}").format(reason=error))
            return None
        self.stop_editing()
        self.message.show_done(self.tr("“{name}” is saved with your changes.").format(name=edited.name))
        self.saved.emit(edited.id)
        return edited

    def _form_values(self) -> dict[str, Any] | None:
        """What the form holds, as the store's fields; None after saying what is missing."""
        name = " ".join(self.name_field.text().split())
        skills = self.skill_picker.selected()
        if not name:
            self.message.show_error(self.tr("Give the exam a name, such as “Stud, week 2”."))
            self.name_field.setFocus()
            return None
        if not skills:
            self.message.show_error(self.tr("Tick at least one skill."))
            self.skill_picker.setFocus()
            return None
        games = [code for code, check in self.game_checks.items() if check.isChecked()]
        if not games:
            self.message.show_error(self.tr("Tick at least one game."))
            return None
        minutes = self.time_limit.value()
        opens, closes = self.schedule.bounds()
        if opens is not None and closes is not None and closes <= opens:
            self.message.show_error(self.tr("The exam must close after it opens: change its window."))
            self.schedule.closes.setFocus()
            return None
        return {
            "name": name,
            "skills": list(skills),
            "questions": self.questions.value(),
            "pass_mark": self.pass_mark.value() / 100,
            "variants": None if len(games) == len(_GAMES) else games,
            "time_limit": minutes * 60 if minutes else None,
            "sittings": self.sittings.value(),
            "opens_at": opens,
            "closes_at": closes,
        }

    def _clear_form(self) -> None:
        self.name_field.clear()
        self.skill_picker.set_selected(())
        self.pass_mark.setValue(DEFAULT_PASS_MARK)
        self.time_limit.setValue(0)
        self.sittings.setValue(1)
        self.schedule.reset()
        for check in self.game_checks.values():
            check.setChecked(True)

    def create_exam(self) -> Exam | None:
        values = self._form_values()
        if values is None:
            return None
        try:
            exam = self._store.exams.create(
                values["name"],
                values["skills"],
                values["questions"],
                values["pass_mark"],
                variants=values["variants"],
                time_limit=values["time_limit"],
                sittings=values["sittings"],
                opens_at=values["opens_at"],
                closes_at=values["closes_at"],
                class_id=self.class_box.currentData(),
            )
        except StoreError as error:
            self.message.show_error(self.tr("The exam could not be saved: {reason}").format(reason=error))
            return None
        self.message.show_done(
            self.tr("Exam “{name}” created; it is passed with {mark} correct.").format(
                name=exam.name, mark=format_percent(exam.pass_mark)
            )
        )
        self._clear_form()
        self.saved.emit(exam.id)
        return exam

    # ----------------------------------------------------------------------------- text

    def retranslate_form(self) -> None:
        """The form's title and button: a new exam, or the exam being edited."""
        if self._editing is None:
            self.setTitle(self.tr("New exam"))
            self.create_button.setText(self.tr("Create exam"))
        else:
            self.setTitle(self.tr("Edit “{name}”").format(name=self._editing.name))
            self.create_button.setText(self.tr("Save changes"))
        self.cancel_edit_button.setVisible(self._editing is not None)
        self.cancel_edit_button.setText(self.tr("Cancel"))
        self.cancel_edit_button.setToolTip(self.tr("Leave the exam as it is and create a new one instead"))

    def retranslate(self) -> None:
        self.retranslate_form()
        texts = (
            self.tr("&Name:"),
            self.tr("&Skills:"),
            self.tr("&Questions:"),
            self.tr("&Pass mark:"),
            self.tr("&Games:"),
            self.tr("&Time limit:"),
            self.tr("S&ittings:"),
            self.tr("&Window:"),
            self.tr("C&lass:"),
        )
        for label, text in zip(self._labels, texts, strict=True):
            label.setText(text)
        self.name_field.setPlaceholderText(self.tr("e.g. Stud, week 2"))
        self.name_field.setAccessibleName(self.tr("Name of the exam"))
        self.questions.setAccessibleName(self.tr("Number of questions"))
        self.pass_mark.setSuffix(_percent_suffix())
        self.pass_mark.setAccessibleName(self.tr("Pass mark"))
        self.pass_mark.setToolTip(self.tr("The share of correct answers needed to pass"))
        for code, check in self.game_checks.items():
            check.setText(variant_name(code))
        self.time_limit.setSuffix(self.tr(" min"))
        self.time_limit.setSpecialValueText(self.tr("none"))
        self.time_limit.setAccessibleName(self.tr("Time limit in minutes (0: none)"))
        self.time_limit.setToolTip(self.tr("For the whole exam; when it runs out the exam ends"))
        self.sittings.setAccessibleName(self.tr("Sittings per trainee"))
        self.sittings.setToolTip(
            self.tr("How many times each trainee may sit the exam (each begun sitting counts)")
        )
