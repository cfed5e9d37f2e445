"""The quiz's start screen: the mode, the skills (all, or picked, the weakest listed first), how many
questions, the difficulty, listen mode, and Start (Enter)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from croupier.drills import SKILL_NAMES, SkillState, TrainingMode
from croupier.gui.quiz.quiz_controller import QuizConfig
from croupier.gui.walkthrough.scroll_column import ScrollColumn
from croupier.i18n import format_percent
from croupier.words import quiz_words

__all__ = ["QuizStart"]

MODES = (TrainingMode.LEARN, TrainingMode.PRACTICE, TrainingMode.TABLE_READY, TrainingMode.EXAM)
WEAKEST_COUNT = 3
_SKILL_ROLE = Qt.ItemDataRole.UserRole


class QuizStart(QWidget):
    """``start_requested(QuizConfig)`` when Start is pressed. ``set_skill_states(states)`` lists the
    skills weakest first with what the history says about them."""

    start_requested = Signal(object)
    assigned_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quizStart")
        self._states: dict[str, SkillState] = {}
        self.assigned_button = QPushButton()
        self.assigned_button.setObjectName("assignedButton")
        self.assigned_button.setVisible(False)
        self._assigned_count: int | None = None
        self._title = QLabel()
        self._title.setObjectName("quizTitle")
        self._title.setWordWrap(True)
        font = QFont(self._title.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self._title.setFont(font)
        self._intro = QLabel()
        self._intro.setWordWrap(True)

        self._mode_label = QLabel()
        self._mode_group = QButtonGroup(self)
        self.mode_buttons: dict[TrainingMode, QRadioButton] = {}
        modes = QVBoxLayout()
        modes.setSpacing(0)  # Fusion's radio buttons carry their own margin
        for index, mode in enumerate(MODES):
            button = QRadioButton()
            self._mode_group.addButton(button, index)
            self.mode_buttons[mode] = button
            modes.addWidget(button)
        self.mode_buttons[TrainingMode.PRACTICE].setChecked(True)

        self._skills_label = QLabel()
        self.all_skills = QRadioButton()
        self.some_skills = QRadioButton()
        self.all_skills.setChecked(True)
        skill_group = QButtonGroup(self)
        skill_group.addButton(self.all_skills)
        skill_group.addButton(self.some_skills)
        self.skill_list = QListWidget()
        self.skill_list.setObjectName("skillList")
        self.skill_list.setMinimumHeight(88)  # five rows; in a low window the page scrolls
        # Its own height does not push the page into scrolling: it takes the room that is left.
        self.skill_list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        for name in SKILL_NAMES:
            item = QListWidgetItem()
            item.setData(_SKILL_ROLE, name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.skill_list.addItem(item)
        self.weakest_button = QPushButton()
        skill_choice = QHBoxLayout()
        skill_choice.addWidget(self.all_skills)
        skill_choice.addWidget(self.some_skills)
        skill_choice.addStretch(1)

        self.count_box = QSpinBox()
        self.count_box.setRange(1, 100)
        self.count_box.setValue(20)
        self.difficulty_box = QComboBox()
        for _ in range(4):
            self.difficulty_box.addItem("")
        self.games_box = QComboBox()
        self.games_box.setObjectName("gamesBox")
        for _ in range(2):
            self.games_box.addItem("")
        self.listen_box = QCheckBox()
        self.start_button = QPushButton()
        self.start_button.setObjectName("startButton")
        self.start_button.setDefault(True)
        self.start_button.setMinimumHeight(38)
        self._count_label = QLabel()
        self._difficulty_label = QLabel()
        self._games_label = QLabel()
        for box in (self.count_box, self.difficulty_box, self.games_box):
            # Their full height, always: a low window scrolls the page instead of squeezing them.
            box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        form.addRow(self._count_label, self.count_box)
        form.addRow(self._difficulty_label, self.difficulty_box)
        form.addRow(self._games_label, self.games_box)
        self._games_label.setBuddy(self.games_box)
        self._count_label.setBuddy(self.count_box)
        self._difficulty_label.setBuddy(self.difficulty_box)

        # In a low window the page scrolls rather than squeeze its rows (900 x 600 in German).
        content = QWidget()
        scroll = ScrollColumn()
        scroll.add(content, 1)
        self._content, self._scroll = content, scroll
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 2, 0, 8)
        layout.setSpacing(8)
        layout.addWidget(self.assigned_button)
        layout.addWidget(self._title)
        layout.addWidget(self._intro)
        layout.addWidget(self._mode_label)
        layout.addLayout(modes)
        layout.addWidget(self._skills_label)
        layout.addLayout(skill_choice)
        layout.addWidget(self.skill_list, 1)
        layout.addWidget(self.weakest_button)
        layout.addLayout(form)
        layout.addWidget(self.listen_box)
        layout.addWidget(self.start_button)
        self.setFocusProxy(self.start_button)
        self._connect_signals()
        self.retranslate()
        self._skills_enabled()

    def _connect_signals(self) -> None:
        self.start_button.clicked.connect(self._start)
        self.assigned_button.clicked.connect(self.assigned_requested)
        self.some_skills.toggled.connect(self._skills_enabled)
        self.weakest_button.clicked.connect(self.pick_weakest)
        self.skill_list.itemChanged.connect(self._item_changed)

    # ----------------------------------------------------------------------------- API

    def config(self) -> QuizConfig:
        """The quiz as chosen on the screen (all skills when none is ticked)."""
        mode = next(mode for mode, button in self.mode_buttons.items() if button.isChecked())
        skills = self.chosen_skills() if self.some_skills.isChecked() else ()
        return QuizConfig(
            mode=mode,
            skills=skills or SKILL_NAMES,
            count=self.count_box.value(),
            difficulty=self.difficulty_box.currentIndex() or None,
            listen=self.listen_box.isChecked(),
            all_games=self.games_box.currentIndex() == 1,
        )

    def set_config(self, config: QuizConfig) -> None:
        """Show ``config`` (the last quiz's choices when coming back)."""
        self.mode_buttons[config.mode].setChecked(True)
        chosen = set(config.skills) if set(config.skills) != set(SKILL_NAMES) else set()
        self._check_only(chosen)
        (self.some_skills if chosen else self.all_skills).setChecked(True)
        self.count_box.setValue(config.count)
        self.difficulty_box.setCurrentIndex(config.difficulty or 0)
        self.games_box.setCurrentIndex(1 if config.all_games else 0)
        self.listen_box.setChecked(config.listen)

    def set_assigned(self, open_count: int | None) -> None:
        """Offer the way back to "Assigned to you" (None: nothing is assigned)."""
        self._assigned_count = open_count
        self.assigned_button.setVisible(open_count is not None)
        self._label_assigned()

    def _label_assigned(self) -> None:
        if self._assigned_count is not None:
            self.assigned_button.setText(self.tr("← Assigned to you (%n open)", "", self._assigned_count))

    def chosen_skills(self) -> tuple[str, ...]:
        return tuple(
            self.skill_list.item(row).data(_SKILL_ROLE)
            for row in range(self.skill_list.count())
            if self.skill_list.item(row).checkState() is Qt.CheckState.Checked
        )

    def set_skill_states(self, states: Sequence[SkillState]) -> None:
        """List the skills in the order given (the scheduler's: weakest first), with their state."""
        self._states = {state.skill: state for state in states}
        order = {state.skill: index for index, state in enumerate(states)}
        items = [self.skill_list.takeItem(0) for _ in range(self.skill_list.count())]
        items.sort(key=lambda item: order.get(item.data(_SKILL_ROLE), len(order)))
        for item in items:
            self.skill_list.addItem(item)
        self._label_skills()

    def pick_weakest(self) -> None:
        """Tick the three skills listed first (the weakest) and only those."""
        names = [self.skill_list.item(row).data(_SKILL_ROLE) for row in range(self.skill_list.count())]
        self._check_only(set(names[:WEAKEST_COUNT]))
        self.some_skills.setChecked(True)

    # ----------------------------------------------------------------------------- language

    def retranslate(self) -> None:
        self._title.setText(self.tr("Quiz"))
        self._intro.setText(self.tr("Rapid questions on live table positions. Choose how, then press Start."))
        self._mode_label.setText(self.tr("Mode"))
        tips = {
            TrainingMode.LEARN: self.tr("Hints (H), no clock, the answer explained after each question"),
            TrainingMode.PRACTICE: self.tr(
                "Timed at the dealer's pace; the answer explained after each question"
            ),
            TrainingMode.TABLE_READY: self.tr("A time limit per answer: too slow counts as wrong; no hints"),
            TrainingMode.EXAM: self.tr("A fixed set of questions, no feedback until the end, a pass mark"),
        }
        names = {
            TrainingMode.LEARN: self.tr("Learn"),
            TrainingMode.PRACTICE: self.tr("Practice"),
            TrainingMode.TABLE_READY: self.tr("Table-ready"),
            TrainingMode.EXAM: self.tr("Exam"),
        }
        for mode, button in self.mode_buttons.items():
            button.setText(names[mode])
            button.setToolTip(tips[mode])
            button.setAccessibleDescription(tips[mode])
        self._skills_label.setText(self.tr("Skills"))
        self.all_skills.setText(self.tr("All"))
        self.some_skills.setText(self.tr("Pick"))
        self.all_skills.setAccessibleName(self.tr("All skills"))
        self.some_skills.setAccessibleName(self.tr("Pick skills"))
        self.skill_list.setAccessibleName(self.tr("Skills, weakest first"))
        self.skill_list.setToolTip(self.tr("Skills, weakest first: tick the ones to practise (Space)"))
        self.weakest_button.setText(self.tr("Pick the 3 weakest"))
        self.weakest_button.setToolTip(self.tr("Tick the three skills you get wrong most often"))
        self._count_label.setText(self.tr("Questions"))
        self.count_box.setAccessibleName(self.tr("Number of questions"))
        self._difficulty_label.setText(self.tr("Difficulty"))
        self.difficulty_box.setAccessibleName(self.tr("Difficulty"))
        for index, text in enumerate(
            (self.tr("Adaptive"), self.tr("1 – Easy"), self.tr("2 – Medium"), self.tr("3 – Hard"))
        ):
            self.difficulty_box.setItemText(index, text)
        self.difficulty_box.setToolTip(self.tr("Adaptive: harder as a skill gets surer"))
        self._games_label.setText(self.tr("Games"))
        self.games_box.setAccessibleName(self.tr("Games"))
        self.games_box.setItemText(0, self.tr("This game"))
        self.games_box.setItemText(1, self.tr("All games"))
        self.games_box.setToolTip(
            self.tr("This game: the game, players and stakes of the top bar; all games: all three games")
        )
        self.listen_box.setText(self.tr("Listen mode: read the choices aloud"))
        self.listen_box.setToolTip(
            self.tr("With speech on, each question and its numbered choices are read out; answer by number")
        )
        self.start_button.setText(self.tr("Start (Enter)"))
        self.start_button.setToolTip(self.tr("Start the quiz (Enter)"))
        self.start_button.setAccessibleName(self.tr("Start the quiz"))
        self._label_skills()
        self._label_assigned()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # A scroll area sizes its content without height-for-width: the wrapped labels would take
        # their rows from the boxes below. The content asks for the height its width needs.
        layout = self._content.layout()
        width = self._scroll.viewport().width() - 24  # the column's side margins
        if layout is not None and layout.hasHeightForWidth() and width > 0:
            self._content.setMinimumHeight(layout.totalHeightForWidth(width))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------------------- internals

    def _label_skills(self) -> None:
        self.skill_list.blockSignals(True)
        for row in range(self.skill_list.count()):
            item = self.skill_list.item(row)
            name = item.data(_SKILL_ROLE)
            state = self._states.get(name)
            if state is None or state.answered == 0:
                status = self.tr("new")
            else:
                status = self.tr("{share} wrong").format(share=format_percent(state.error_rate))
            item.setText(
                self.tr("{skill} · {status}").format(skill=quiz_words.skill_name(name), status=status)
            )
        self.skill_list.blockSignals(False)

    def _check_only(self, names: set[str]) -> None:
        self.skill_list.blockSignals(True)
        for row in range(self.skill_list.count()):
            item = self.skill_list.item(row)
            checked = item.data(_SKILL_ROLE) in names
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        self.skill_list.blockSignals(False)

    def _item_changed(self, item: QListWidgetItem) -> None:
        if item.checkState() is Qt.CheckState.Checked:
            self.some_skills.setChecked(True)

    def _skills_enabled(self) -> None:
        # The list stays usable: ticking a skill switches to "Pick" by itself.
        self.skill_list.setProperty("dimmed", not self.some_skills.isChecked())
        if self.all_skills.isChecked():
            self._check_only(set())  # "All" leaves no single skill ticked: every one is asked

    def _start(self) -> None:
        self.start_requested.emit(self.config())
