"""Setting up a practical sitting: the trainee, the game, the players at the table, the stakes and the
number of hands, and whether the cards and actions are typed in for the engine to assist; the sitting
is scored by the rubric of the trainee's class (the school's where the class has none of its own)
and timed against the class's pace target (likewise), and the instructor edits the school's rubric or
a class's here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.rules import VARIANTS, Stakes
from croupier.gui.instructor.message_line import MessageLine
from croupier.gui.practical.rubric_dialog import RubricDialog
from croupier.gui.stakes_edit import StakesEdit
from croupier.practical.rubric import Group, Rubric
from croupier.practical.sitting import MAX_HANDS, Setup, SittingError
from croupier.words.practical_words import group_text
from croupier.words.quiz_words import variant_name

__all__ = ["SetupForm"]


class SetupForm(QWidget):
    """``start_requested(setup, assisted)`` when Start is pressed with a valid choice."""

    start_requested = Signal(object, bool)
    # The instructor set a rubric anew: (the class's id, None for the school's; the rubric, None
    # for a class going back to the school's).
    rubric_chosen = Signal(object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("practicalSetup")
        self._title = QLabel()
        self._title.setObjectName("practicalTitle")
        self._intro = QLabel()
        self._intro.setWordWrap(True)
        self.trainee_box = QComboBox()
        self.trainee_box.setEditable(False)
        self.trainee_box.setMinimumWidth(220)
        self.game_box = QComboBox()
        for code in VARIANTS:
            self.game_box.addItem("", code)
        self.players = QSpinBox()
        self.players.setRange(2, 8)
        self.players.setValue(6)
        self.hands = QSpinBox()
        self.hands.setRange(1, MAX_HANDS)
        self.hands.setValue(5)
        self.stakes_edit = StakesEdit()
        self.stakes_edit.set_stakes(Stakes())
        self.assisted = QCheckBox()
        self.assisted.setChecked(True)
        self.rubric_line = QLabel()
        self.rubric_line.setWordWrap(True)
        self.rubric_button = QPushButton()
        self.rubric_for = QComboBox()  # whose rubric the button edits: the school's or a class's
        self.rubric_for.setObjectName("rubricFor")
        self._rubric_for_label = QLabel()
        self._rubric_for_label.setBuddy(self.rubric_for)
        self.rubric_dialog: RubricDialog | None = None
        self.start_button = QPushButton()
        self.start_button.setDefault(True)
        self.message = MessageLine()
        self._labels = [QLabel() for _ in range(4)]
        form = QFormLayout()
        for label, field in zip(
            self._labels, (self.trainee_box, self.game_box, self.players, self.hands), strict=True
        ):
            label.setBuddy(field)
            form.addRow(label, field)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(self._title)
        layout.addWidget(self._intro)
        layout.addLayout(form)
        layout.addWidget(self.stakes_edit)
        layout.addWidget(self.assisted)
        layout.addWidget(self.rubric_line)
        rubric_row = QHBoxLayout()
        rubric_row.addWidget(self._rubric_for_label)
        rubric_row.addWidget(self.rubric_for)
        rubric_row.addWidget(self.rubric_button)
        rubric_row.addStretch(1)
        layout.addLayout(rubric_row)
        layout.addWidget(self.message)
        layout.addWidget(self.start_button)
        layout.addStretch(1)
        self._school_rubric = Rubric()
        self._class_rubrics: dict[int, Rubric] = {}
        self._class_names: dict[int, str] = {}
        self._class_of: dict[int, int | None] = {}  # trainee's id → class's id
        self._pace_target = 30.0  # the school's
        self._class_paces: dict[int, float] = {}  # each class's target in force
        self.start_button.clicked.connect(self._start)
        self.rubric_button.clicked.connect(self.edit_rubric)
        self.trainee_box.currentIndexChanged.connect(self._trainee_chosen)
        self.retranslate()

    def set_trainees(
        self, trainees: Sequence[tuple[int, str]], classes: Mapping[int, int | None] | None = None
    ) -> None:
        """The roster to choose from: (id, name); ``classes``: each trainee's class."""
        chosen = self.trainee_box.currentData()
        self._class_of = dict(classes or {})
        self.trainee_box.blockSignals(True)
        self.trainee_box.clear()
        for trainee_id, name in trainees:
            self.trainee_box.addItem(name, trainee_id)
        index = self.trainee_box.findData(chosen)
        self.trainee_box.setCurrentIndex(max(0, index))
        self.trainee_box.blockSignals(False)
        self.start_button.setEnabled(bool(trainees))
        if self.trainee_box.currentData() != chosen:
            self._trainee_chosen()
        else:  # read again (the tab's refresh): whose rubric is being edited stays chosen
            self.retranslate()

    def set_classes(self, names: Mapping[int, str], rubrics: Mapping[int, Rubric]) -> None:
        """The school's classes (id → name) and those with a rubric of their own."""
        self._class_names = dict(names)
        self._class_rubrics = dict(rubrics)
        chosen = self.rubric_for.currentData()
        self.rubric_for.blockSignals(True)
        self.rubric_for.clear()
        self.rubric_for.addItem("", None)
        for class_id, name in self._class_names.items():
            self.rubric_for.addItem(name, class_id)
        self.rubric_for.setCurrentIndex(max(0, self.rubric_for.findData(chosen)))
        self.rubric_for.blockSignals(False)
        self.retranslate()

    def class_name(self, class_id: int) -> str:
        return self._class_names.get(class_id, "")

    def _trainee_class(self) -> int | None:
        trainee = self.trainee_box.currentData()
        return self._class_of.get(int(trainee)) if trainee is not None else None

    def _trainee_chosen(self) -> None:
        """The rubric shown (and edited next) follows the trainee's class."""
        class_id = self._trainee_class()
        index = self.rubric_for.findData(class_id) if class_id in self._class_rubrics else 0
        self.rubric_for.setCurrentIndex(max(0, index))
        self.retranslate()

    def rubric_of(self, class_id: int | None) -> Rubric:
        """The rubric a class's practicals are scored by: its own, else the school's."""
        return (
            self._class_rubrics.get(class_id, self._school_rubric)
            if class_id is not None
            else self._school_rubric
        )

    @property
    def rubric(self) -> Rubric:
        """The rubric the chosen trainee's practical is scored by."""
        return self.rubric_of(self._trainee_class())

    def set_school(self, rubric: Rubric, pace_target: float) -> None:
        """The school's rubric and pace target (8-handed hands an hour)."""
        self._school_rubric = rubric
        self._pace_target = pace_target
        self.retranslate()

    def set_class_paces(self, targets: Mapping[int, float]) -> None:
        """Each class's pace target in force (class id → its own, else the school's)."""
        self._class_paces = dict(targets)
        self.retranslate()

    @property
    def pace_target(self) -> float:
        """The pace target the chosen trainee's practical is timed against: their class's."""
        class_id = self._trainee_class()
        return (
            self._class_paces.get(class_id, self._pace_target) if class_id is not None else self._pace_target
        )

    def edit_rubric(self) -> RubricDialog:
        """Open the rubric of the school or of the class chosen beside the button (not blocking);
        OK keeps it for them."""
        if self.rubric_dialog is not None:
            self.rubric_dialog.close()
            self.rubric_dialog.deleteLater()
        class_id = self.rubric_for.currentData()
        self.rubric_dialog = RubricDialog(
            self.rubric_of(class_id),
            self,
            class_name=self._class_names.get(class_id) if class_id is not None else None,
            own=class_id in self._class_rubrics,
        )
        self.rubric_dialog.chosen.connect(lambda rubric: self.rubric_chosen.emit(class_id, rubric))
        self.rubric_dialog.open()
        return self.rubric_dialog

    def setup(self) -> Setup | None:
        """The sitting chosen, or None (the message says why)."""
        if self.trainee_box.currentIndex() < 0:
            self.message.show_error(self.tr("Add the trainee to the roster first."))
            return None
        stakes = self.stakes_edit.stakes()
        if stakes is None:
            self.message.show_error(self.stakes_edit.problem() or self.tr("Choose the stakes."))
            return None
        try:
            return Setup(
                trainee=self.trainee_box.currentText(),
                trainee_id=int(self.trainee_box.currentData()),
                game=str(self.game_box.currentData()),
                players=self.players.value(),
                stakes=stakes,
                hands=self.hands.value(),
                rubric=self.rubric,
                pace_target=self.pace_target,
            )
        except SittingError as error:
            self.message.show_error(str(error))
            return None

    def _start(self) -> None:
        setup = self.setup()
        if setup is not None:
            self.message.clear()
            self.start_requested.emit(setup, self.assisted.isChecked())

    def retranslate(self) -> None:
        self._title.setText(self.tr("Practical exam at a real table"))
        self._intro.setText(
            self.tr(
                "The trainee deals real cards and chips; you mark each duty as it is done, one key a "
                "duty. Type the upcards and the players' actions too, and the engine shows what is due."
            )
        )
        for label, text in zip(
            self._labels,
            (self.tr("Trainee"), self.tr("Game"), self.tr("Players at the table"), self.tr("Hands")),
            strict=True,
        ):
            label.setText(text)
        for index in range(self.game_box.count()):
            self.game_box.setItemText(index, variant_name(self.game_box.itemData(index)))
        self.assisted.setText(self.tr("Type the cards and actions: the engine assists"))
        rubric = self.rubric
        weights = ", ".join(
            f"{group_text(group)} {rubric.weight(group):g}" for group in Group if rubric.weight(group)
        )
        class_id = self._trainee_class()
        whose = (
            self.tr("{name}'s own").format(name=self._class_names.get(class_id, ""))
            if class_id is not None and class_id in self._class_rubrics
            else self.tr("the school's")
        )
        self.rubric_line.setText(
            self.tr(
                "Rubric ({whose}): {weights}. Practical {practical:.0%} and written {written:.0%} of the "
                "grade, passed at {mark:.0%} and {written_mark:.0%}. Pace target: {pace:g} hands an hour "
                "at eight players."
            ).format(
                whose=whose,
                weights=weights,
                practical=rubric.practical_weight / (rubric.practical_weight + rubric.written_weight),
                written=rubric.written_weight / (rubric.practical_weight + rubric.written_weight),
                mark=rubric.practical_pass,
                written_mark=rubric.written_pass,
                pace=self.pace_target,
            )
        )
        self.start_button.setText(self.tr("Start the practical"))
        self.rubric_button.setText(self.tr("Edit the rubric…"))
        self._rubric_for_label.setText(self.tr("&Rubric of"))
        if self.rubric_for.count():
            self.rubric_for.setItemText(0, self.tr("the school (classes without their own)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
