"""The walkthrough's footer: the training mode (Learn, Practice, Table-ready, Exam), the level
(Beginner, Normal, Expert), the incidents, the players' speed with Pause, Undo and New hand. It only
shows and reports; the panel decides what a change means."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QPushButton, QSizePolicy, QWidget

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.gui.walkthrough.button_rows import ButtonRows
from croupier.training.incidents import IncidentRate
from croupier.training.table_pace import PlayerSpeed
from croupier.training.terms import WALKTHROUGH_MODES

__all__ = ["SessionControls"]

_BOX_ROOM = 36  # a box's frame, padding and arrow beside its words


class SessionControls(QWidget):
    """``mode_chosen(mode)`` carries the mode's value, ``level_chosen(level)`` the level's key
    (``expert``); ``undo_requested``
    and ``new_hand_requested`` a click on Undo or New hand. ``show_choices`` shows the panel's
    current choices, ``set_undo`` whether there is a duty to take back."""

    mode_chosen = Signal(str)
    level_chosen = Signal(str)
    incidents_chosen = Signal(str)
    speed_chosen = Signal(str)
    pause_toggled = Signal(bool)
    undo_requested = Signal()
    new_hand_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mode_label = QLabel()
        self.mode_box = QComboBox()
        for mode in WALKTHROUGH_MODES:
            self.mode_box.addItem("", mode.value)
        self.level_label = QLabel()
        self.level_box = QComboBox()
        for level in Difficulty:
            self.level_box.addItem("", level.key)
        self.incidents_label = QLabel()
        self.incidents_box = QComboBox()
        for rate in IncidentRate:
            self.incidents_box.addItem("", rate.value)
        self.incidents_label.setBuddy(self.incidents_box)
        self.speed_label = QLabel()
        self.speed_box = QComboBox()
        for speed in (PlayerSpeed.SLOW, PlayerSpeed.NORMAL, PlayerSpeed.FAST):
            self.speed_box.addItem("", speed.value)
        self.speed_label.setBuddy(self.speed_box)
        self.pause_button = QPushButton()
        self.pause_button.setObjectName("walkthroughPause")
        self.pause_button.setCheckable(True)
        self.pause_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        for box in (self.mode_box, self.level_box, self.incidents_box, self.speed_box):
            box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            box.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.mode_label.setBuddy(self.mode_box)
        self.level_label.setBuddy(self.level_box)
        self.undo_button = QPushButton()
        self.new_button = QPushButton()
        for button in (self.undo_button, self.new_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.undo_button.setEnabled(False)
        self._undo_state = (False, False)  # (a duty to take back, an exam)
        self._no_incidents = False  # Learn mode or Beginner: the table does not go wrong
        self._locked = False
        # Side by side where both fit, else one above the other: no word is cut.
        self._buttons = ButtonRows(spacing=6, row_spacing=4)
        self._buttons.addWidget(self.undo_button)
        self._buttons.addWidget(self.new_button)
        self._pace = QGridLayout()
        self._pace.setHorizontalSpacing(6)
        self._pace.setColumnStretch(0, 1)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(12, 0, 12, 0)
        self._grid.setHorizontalSpacing(6)
        self._grid.setVerticalSpacing(4)
        self.compact = False
        self._arrange()
        self.mode_box.activated.connect(
            lambda index: self.mode_chosen.emit(str(self.mode_box.itemData(index)))
        )
        self.level_box.activated.connect(
            lambda index: self.level_chosen.emit(str(self.level_box.itemData(index)))
        )
        self.incidents_box.activated.connect(
            lambda index: self.incidents_chosen.emit(str(self.incidents_box.itemData(index)))
        )
        self.speed_box.activated.connect(
            lambda index: self.speed_chosen.emit(str(self.speed_box.itemData(index)))
        )
        self.pause_button.toggled.connect(self.pause_toggled)
        self.pause_button.toggled.connect(lambda _on: self._describe_pause())
        self.undo_button.clicked.connect(self.undo_requested)
        self.new_button.clicked.connect(self.new_hand_requested)
        self.retranslate()

    def set_compact(self, compact: bool) -> None:  # noqa: FBT001
        """In a low window, two choices to a row and Pause beside Undo and New hand (three rows
        instead of five); each box as wide as its longest choice, so no word is cut."""
        if compact != self.compact:
            self.compact = compact
            self._arrange()

    def _arrange(self) -> None:
        grid, pace = self._grid, self._pace
        for layout in (pace, grid):
            while layout.count():
                item = layout.takeAt(0)
                inner = item.layout() if item is not None else None
                if inner is not None:
                    inner.setParent(None)  # free to be placed again
        for column in range(4):
            grid.setColumnStretch(column, 0)
        self._fit_boxes()
        labels = (self.mode_label, self.level_label, self.incidents_label, self.speed_label)
        boxes = (self.mode_box, self.level_box, self.incidents_box, self.speed_box)
        grid.setHorizontalSpacing(4 if self.compact else 6)
        if self.compact:
            # The long choices (mode, level) beside the short ones (incidents, speed).
            for row, pair in enumerate(((0, 2), (1, 3))):
                for column, index in enumerate(pair):
                    grid.addWidget(labels[index], row, 2 * column)
                    grid.addWidget(boxes[index], row, 2 * column + 1)
            pace.addWidget(self.pause_button, 0, 0)
            pace.addLayout(self._buttons, 0, 1)
            pace.setColumnStretch(0, 0)
            pace.setColumnStretch(1, 1)
            grid.addLayout(pace, 2, 0, 1, 4)
            grid.setColumnStretch(1, 1)
            grid.setColumnStretch(3, 1)
        else:
            for row, (label, box) in enumerate(zip(labels[:3], boxes[:3], strict=True)):
                grid.addWidget(label, row, 0)
                grid.addWidget(box, row, 1)
            pace.addWidget(self.speed_box, 0, 0)
            pace.addWidget(self.pause_button, 0, 1)
            pace.setColumnStretch(0, 1)
            pace.setColumnStretch(1, 0)
            grid.addWidget(self.speed_label, 3, 0)
            grid.addLayout(pace, 3, 1)
            grid.addLayout(self._buttons, 4, 0, 1, 2)
            grid.setColumnStretch(1, 1)
        grid.invalidate()

    def _fit_boxes(self) -> None:
        """Compact, each box keeps the width of its longest choice (the words change with the
        language); else they share the row as before."""
        for box in (self.mode_box, self.level_box, self.incidents_box, self.speed_box):
            longest = max(
                (box.fontMetrics().horizontalAdvance(box.itemText(index)) for index in range(box.count())),
                default=0,
            )
            box.setMinimumWidth(longest + _BOX_ROOM if self.compact else 0)

    def show_choices(
        self, mode: TrainingMode, level: Difficulty, incidents: IncidentRate = IncidentRate.RARE
    ) -> None:
        choices = (
            (self.mode_box, mode.value),
            (self.level_box, level.key),
            (self.incidents_box, incidents.value),
        )
        for box, value in choices:
            index = box.findData(value)
            if index >= 0:
                box.setCurrentIndex(index)
        # Learn mode and the Beginner level deal without incidents: the box says so, greyed.
        self._no_incidents = mode is TrainingMode.LEARN or level is Difficulty.BEGINNER
        self.incidents_box.setEnabled(not self._no_incidents and not self._locked)
        self.incidents_box.setToolTip(self._incidents_tip())

    def show_speed(self, speed: PlayerSpeed) -> None:
        index = self.speed_box.findData(speed.value)
        if index >= 0:
            self.speed_box.setCurrentIndex(index)

    def set_paused(self, paused: bool) -> None:  # noqa: FBT001
        """Show the players held (or going on), without reporting it."""
        self.pause_button.blockSignals(True)
        self.pause_button.setChecked(paused)
        self.pause_button.blockSignals(False)
        self._describe_pause()

    def _describe_pause(self) -> None:
        paused = self.pause_button.isChecked()
        self.pause_button.setText(self.tr("Resume") if paused else self.tr("Pause"))
        self.pause_button.setAccessibleName(self.pause_button.text())
        self.pause_button.setToolTip(
            self.tr("The players are held: resume them (Ctrl+P)")
            if paused
            else self.tr("Hold the players, and an incident's countdown, until you resume (Ctrl+P)")
        )

    def set_locked(self, locked: bool) -> None:  # noqa: FBT001
        """Lock the mode, the level and New hand while an Exam-mode hand is dealt."""
        self._locked = locked
        for control in (self.mode_box, self.level_box, self.new_button):
            control.setEnabled(not locked)
        self.incidents_box.setEnabled(not locked and not self._no_incidents)
        tip = self.tr("Locked until the exam hand is over") if locked else ""
        self.mode_box.setToolTip(tip)
        self.level_box.setToolTip(tip)
        self.incidents_box.setToolTip(tip or self._incidents_tip())
        if locked:
            self.new_button.setToolTip(tip)
        else:
            self.new_button.setToolTip(
                self.tr("Deal a new hand with the chosen game, players and stakes (Ctrl+N)")
            )

    def set_undo(self, *, available: bool, exam: bool) -> None:
        """Undo is on while a correct duty can be taken back; an exam has none (its tooltip says so)."""
        self._undo_state = (available, exam)
        self.undo_button.setEnabled(available and not exam)
        self._describe_undo()

    def _describe_undo(self) -> None:
        available, exam = self._undo_state
        if exam:
            tip = self.tr("No undo in an exam: a duty done stands (Ctrl+Z)")
        elif available:
            tip = self.tr("Take back your last correct duty (Ctrl+Z)")
        else:
            tip = self.tr("Nothing to take back (Ctrl+Z)")
        self.undo_button.setToolTip(tip)
        self.undo_button.setAccessibleDescription(tip)

    def retranslate(self) -> None:
        self.mode_label.setText(self.tr("&Mode:"))
        self.level_label.setText(self.tr("&Level:"))
        modes = {
            TrainingMode.LEARN.value: (self.tr("Learn"), self.tr("The right duty is highlighted")),
            TrainingMode.PRACTICE.value: (
                self.tr("Practice"),
                self.tr("No highlight; a wrong duty is flagged"),
            ),
            TrainingMode.TABLE_READY.value: (
                self.tr("Table-ready"),
                self.tr("As Practice, and each whole hand timed against the class's pace target"),
            ),
            TrainingMode.EXAM.value: (
                self.tr("Exam"),
                self.tr("No hints; a mistake stands and the hand goes on"),
            ),
        }
        levels = {
            Difficulty.BEGINNER.key: (
                self.tr("Beginner"),
                self.tr("Shuffle, antes and cut done for you; no questions"),
            ),
            Difficulty.NORMAL.key: (
                self.tr("Normal"),
                self.tr("Every duty; who acts and what they may do once a round"),
            ),
            Difficulty.EXPERT.key: (
                self.tr("Expert"),
                self.tr("All duties and action calls; a question at every turn"),
            ),
        }
        rates = {
            IncidentRate.OFF.value: (self.tr("Off"), self.tr("Nothing goes wrong at the table")),
            IncidentRate.RARE.value: (self.tr("Rare"), self.tr("About one incident a hand")),
            IncidentRate.OFTEN.value: (self.tr("Often"), self.tr("About one incident a street")),
        }
        for box, names in ((self.mode_box, modes), (self.level_box, levels), (self.incidents_box, rates)):
            for index in range(box.count()):
                name, tip = names[str(box.itemData(index))]
                box.setItemText(index, name)
                box.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
        self.mode_box.setAccessibleName(self.tr("Training mode"))
        self.level_box.setAccessibleName(self.tr("Difficulty"))
        self.incidents_label.setText(self.tr("&Incidents:"))
        self.incidents_box.setAccessibleName(self.tr("Incidents at the table"))
        self.incidents_box.setToolTip(self._incidents_tip())
        self.speed_label.setText(self.tr("&Players:"))
        speeds = {
            PlayerSpeed.SLOW.value: (
                self.tr("Slow"),
                self.tr("The players think about 2 s; 25 s to stop an incident"),
            ),
            PlayerSpeed.NORMAL.value: (
                self.tr("Normal"),
                self.tr("The players think under a second; 15 s to stop an incident"),
            ),
            PlayerSpeed.FAST.value: (
                self.tr("Fast"),
                self.tr("The players act at once; 8 s to stop an incident"),
            ),
        }
        for index in range(self.speed_box.count()):
            name, tip = speeds[str(self.speed_box.itemData(index))]
            self.speed_box.setItemText(index, name)
            self.speed_box.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
        self.speed_box.setAccessibleName(self.tr("The players' speed"))
        self.speed_box.setToolTip(
            self.tr("How fast the simulated players act, and how long an incident waits for your Stop")
        )
        self._describe_pause()
        # The names alone, side by side even in a narrow panel; the keys are in the tooltips.
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setAccessibleName(self.tr("Undo"))
        self._describe_undo()
        self.new_button.setText(self.tr("New hand"))
        new_tip = self.tr("Deal a new hand with the chosen game, players and stakes (Ctrl+N)")
        self.new_button.setToolTip(new_tip)
        self.new_button.setAccessibleName(self.tr("New hand"))
        self._fit_boxes()

    def _incidents_tip(self) -> str:
        if self._no_incidents:
            return self.tr(
                "No incidents in Learn mode or at the Beginner level: they come in Practice, "
                "Table-ready and Exam, from Normal level up"
            )
        return self.tr(
            "How often something goes wrong at the table, in Practice and Exam from Normal level up: "
            "stop the table (Space) and give the ruling"
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
