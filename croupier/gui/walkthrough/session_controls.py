"""The walkthrough's footer: the training mode (Learn, Practice, Exam), the level (Beginner, Normal,
Expert), Undo and New hand. It only shows and reports; the panel decides what a change means."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QPushButton, QSizePolicy, QWidget

from croupier.drills.levels import Difficulty, Mode
from croupier.gui.walkthrough.button_rows import ButtonRows
from croupier.training.terms import WALKTHROUGH_MODES

__all__ = ["SessionControls"]


class SessionControls(QWidget):
    """``mode_chosen(mode)`` carries the mode's value, ``level_chosen(level)`` the level's key
    (``expert``); ``undo_requested``
    and ``new_hand_requested`` a click on Undo or New hand. ``show_choices`` shows the panel's
    current choices, ``set_undo`` whether there is a duty to take back."""

    mode_chosen = Signal(str)
    level_chosen = Signal(str)
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
        for box in (self.mode_box, self.level_box):
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
        # Side by side where both fit, else one above the other: no word is cut.
        buttons = ButtonRows(spacing=6, row_spacing=4)
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.new_button)
        layout = QGridLayout(self)
        layout.setContentsMargins(12, 0, 12, 0)
        layout.setHorizontalSpacing(6)
        layout.setVerticalSpacing(4)
        layout.addWidget(self.mode_label, 0, 0)
        layout.addWidget(self.mode_box, 0, 1)
        layout.addWidget(self.level_label, 1, 0)
        layout.addWidget(self.level_box, 1, 1)
        layout.addLayout(buttons, 2, 0, 1, 2)
        layout.setColumnStretch(1, 1)
        self.mode_box.activated.connect(
            lambda index: self.mode_chosen.emit(str(self.mode_box.itemData(index)))
        )
        self.level_box.activated.connect(
            lambda index: self.level_chosen.emit(str(self.level_box.itemData(index)))
        )
        self.undo_button.clicked.connect(self.undo_requested)
        self.new_button.clicked.connect(self.new_hand_requested)
        self.retranslate()

    def show_choices(self, mode: Mode, level: Difficulty) -> None:
        for box, value in ((self.mode_box, mode.value), (self.level_box, level.key)):
            index = box.findData(value)
            if index >= 0:
                box.setCurrentIndex(index)

    def set_locked(self, locked: bool) -> None:  # noqa: FBT001
        """Lock the mode, the level and New hand while an Exam-mode hand is dealt."""
        for control in (self.mode_box, self.level_box, self.new_button):
            control.setEnabled(not locked)
        tip = self.tr("Locked until the exam hand is over") if locked else ""
        self.mode_box.setToolTip(tip)
        self.level_box.setToolTip(tip)
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
            Mode.LEARN.value: (self.tr("Learn"), self.tr("The right duty is highlighted")),
            Mode.PRACTICE.value: (
                self.tr("Practice"),
                self.tr("No highlight; a wrong duty is flagged"),
            ),
            Mode.EXAM.value: (
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
        for box, names in ((self.mode_box, modes), (self.level_box, levels)):
            for index in range(box.count()):
                name, tip = names[str(box.itemData(index))]
                box.setItemText(index, name)
                box.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
        self.mode_box.setAccessibleName(self.tr("Training mode"))
        self.level_box.setAccessibleName(self.tr("Difficulty"))
        # The names alone, side by side even in a narrow panel; the keys are in the tooltips.
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setAccessibleName(self.tr("Undo"))
        self._describe_undo()
        self.new_button.setText(self.tr("New hand"))
        new_tip = self.tr("Deal a new hand with the chosen game, players and stakes (Ctrl+N)")
        self.new_button.setToolTip(new_tip)
        self.new_button.setAccessibleName(self.tr("New hand"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
