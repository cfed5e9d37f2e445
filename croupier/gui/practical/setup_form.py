"""Setting up a practical sitting: the trainee, the game, the players at the table, the stakes and the
number of hands, and whether the cards and actions are typed in for the engine to assist."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
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
    rubric_chosen = Signal(object)  # the instructor set the school's rubric anew

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
        layout.addWidget(self.rubric_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.message)
        layout.addWidget(self.start_button)
        layout.addStretch(1)
        self._rubric = Rubric()
        self._pace_target = 30.0
        self.start_button.clicked.connect(self._start)
        self.rubric_button.clicked.connect(self.edit_rubric)
        self.retranslate()

    def set_trainees(self, trainees: Sequence[tuple[int, str]]) -> None:
        """The roster to choose from: (id, name)."""
        chosen = self.trainee_box.currentData()
        self.trainee_box.clear()
        for trainee_id, name in trainees:
            self.trainee_box.addItem(name, trainee_id)
        index = self.trainee_box.findData(chosen)
        self.trainee_box.setCurrentIndex(max(0, index))
        self.start_button.setEnabled(bool(trainees))

    @property
    def rubric(self) -> Rubric:
        return self._rubric

    def set_school(self, rubric: Rubric, pace_target: float) -> None:
        """The school's rubric and pace target (8-handed hands an hour)."""
        self._rubric = rubric
        self._pace_target = pace_target
        self.retranslate()

    def edit_rubric(self) -> RubricDialog:
        """Open the rubric (not blocking); OK keeps it for the school."""
        if self.rubric_dialog is not None:
            self.rubric_dialog.close()
            self.rubric_dialog.deleteLater()
        self.rubric_dialog = RubricDialog(self._rubric, self)
        self.rubric_dialog.chosen.connect(self.rubric_chosen)
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
                rubric=self._rubric,
                pace_target=self._pace_target,
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
        weights = ", ".join(
            f"{group_text(group)} {self._rubric.weight(group):g}"
            for group in Group
            if self._rubric.weight(group)
        )
        self.rubric_line.setText(
            self.tr(
                "Rubric: {weights}. Practical {practical:.0%} and written {written:.0%} of the grade, "
                "each passed at {mark:.0%}. Pace target: {pace:g} hands an hour at eight players."
            ).format(
                weights=weights,
                practical=self._rubric.practical_weight
                / (self._rubric.practical_weight + self._rubric.written_weight),
                written=self._rubric.written_weight
                / (self._rubric.practical_weight + self._rubric.written_weight),
                mark=self._rubric.practical_pass,
                pace=self._pace_target,
            )
        )
        self.start_button.setText(self.tr("Start the practical"))
        self.rubric_button.setText(self.tr("Rubric…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
