"""The Live class tab: the instructor chooses the game and the skills and asks the class one question
at a time; every signed-in station shows it at once over the same table; the answers arrive here as
they are given (the room: every trainee signed in, answered or not yet, right or wrong once revealed;
how many right, a bar per choice), and the instructor reveals the answer and moves on. Only on a
school server: stations of a single-machine install share no database to hear the question from.
Answers come by NOTIFY; who signs in comes by reading again every few seconds; both are read in the
background, never on the window's thread.

``projector_requested(QuizPicture, title, caption)`` asks the page to put the question on the
projector view.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QHideEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from croupier.drills import Question, solve
from croupier.gui.background import Background
from croupier.gui.instructor.dialogs import InstructorDialogs, QtDialogs
from croupier.gui.instructor.exports import Exporter
from croupier.gui.instructor.message_line import MessageLine
from croupier.gui.instructor.skill_picker import SkillPicker
from croupier.i18n import format_number
from croupier.store import Store, StoreError
from croupier.store.listener import Listener
from croupier.store.live import (
    ANSWERS_CHANNEL,
    LiveQuestion,
    LiveRound,
    Tally,
    Who,
    question_payload,
)
from croupier.training.live_question import LiveQuestionError, question_from_payload
from croupier.training.quiz_picture import picture_for
from croupier.words import quiz_words

__all__ = ["LiveTab"]

_BAR = 24  # characters of the longest bar
_GAMES = (None, "F7S", "F7S/8", "FR")  # None: the three, the seed choosing
_ROOM_PADDING = 18  # pixels beside a column's widest name
ROOM_POLL_MS = 3000  # who signed in since (sign-ins are not announced)


class _Heard(QObject):
    """The listener's notices, from its thread, as a queued signal."""

    heard = Signal(str, str)


class LiveTab(QWidget):
    projector_requested = Signal(object, str, str)

    def __init__(
        self,
        store: Store,
        skills: Sequence[str],
        skill_title: Callable[[str], str],
        *,
        stakes: Callable[[], str] = lambda: "5/10/20/40",
        rng: random.Random | None = None,
        dialogs: InstructorDialogs | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("liveTab")
        self._store = store
        self._exporter = Exporter(store, dialogs if dialogs is not None else QtDialogs())
        self._reported: LiveRound | None = None  # the round whose report the buttons save
        self._stakes = stakes
        self._rng = rng or random.Random()
        self._round: LiveRound | None = None
        self._question: LiveQuestion | None = None
        self._drill: Question | None = None
        self._tally: Tally | None = None
        self._room: list[Who] = []
        self._listener: Listener | None = None
        self._heard = _Heard(self)
        self._heard.heard.connect(self._answer_heard)

        self.note = QLabel()
        self.note.setWordWrap(True)
        self.title_field = QLineEdit()
        self.title_field.setMaxLength(200)
        self.skill_picker = SkillPicker(skills, skill_title)
        self.skill_picker.setMaximumHeight(150)
        self.difficulty = QComboBox()
        for level in (1, 2, 3):
            self.difficulty.addItem("", level)
        self.difficulty.setCurrentIndex(1)
        self.game_box = QComboBox()
        for code in _GAMES:
            self.game_box.addItem("", code)
        self.class_box = QComboBox()  # the class whose stations get the round, or every class
        self.class_box.addItem("", None)
        self.start_button = QPushButton()
        self._labels = [QLabel(), QLabel(), QLabel(), QLabel(), QLabel()]
        form = QFormLayout()
        for label, field in zip(
            self._labels,
            (self.title_field, self.class_box, self.game_box, self.skill_picker, self.difficulty),
            strict=True,
        ):
            label.setBuddy(field)
            form.addRow(label, field)
        self.setup = QWidget()
        setup = QVBoxLayout(self.setup)
        setup.setContentsMargins(0, 0, 0, 0)
        setup.addLayout(form)
        setup.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignLeft)

        self.heading = QLabel()
        font = QFont(self.heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.counts = QLabel()
        self.bars = QLabel()
        self.bars.setObjectName("liveBars")
        mono = QFont("DejaVu Sans Mono")
        self.bars.setFont(mono)
        self.bars.setTextFormat(Qt.TextFormat.PlainText)
        self.answer = QLabel()
        self.answer.setWordWrap(True)
        self.room = QTreeWidget()
        self.room.setObjectName("liveRoom")
        self.room.setColumnCount(3)
        self.room.setRootIsDecorated(False)
        self.room.setMinimumHeight(140)
        self._reader = Background(self)
        self._room_timer = QTimer(self)
        self._room_timer.setInterval(ROOM_POLL_MS)
        self._room_timer.timeout.connect(self._poll_room)
        self.projector_button = QPushButton()
        self.reveal_button = QPushButton()
        self.next_button = QPushButton()
        self.end_button = QPushButton()
        buttons = QHBoxLayout()
        for button in (self.projector_button, self.reveal_button, self.next_button, self.end_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.running = QWidget()
        running = QVBoxLayout(self.running)
        running.setContentsMargins(0, 0, 0, 0)
        for widget in (self.heading, self.prompt, self.counts, self.bars, self.answer, self.room):
            running.addWidget(widget)
        running.addLayout(buttons)
        self.message = MessageLine()
        self.report_csv_button = QPushButton()
        self.report_pdf_button = QPushButton()
        self.reports = QWidget()
        reports = QHBoxLayout(self.reports)
        reports.setContentsMargins(0, 0, 0, 0)
        reports.addWidget(self.report_csv_button)
        reports.addWidget(self.report_pdf_button)
        reports.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(10)
        layout.addWidget(self.note)
        layout.addWidget(self.setup)
        layout.addWidget(self.running)
        layout.addWidget(self.reports)
        layout.addWidget(self.message)
        layout.addStretch(1)

        self.start_button.clicked.connect(self.start_round)
        self.reveal_button.clicked.connect(self.reveal)
        self.next_button.clicked.connect(self.next_question)
        self.end_button.clicked.connect(self.end_round)
        self.projector_button.clicked.connect(self.to_projector)
        self.report_csv_button.clicked.connect(self.save_csv)
        self.report_pdf_button.clicked.connect(self.save_pdf)
        self.retranslate()

    # ----------------------------------------------------------------------------- store

    @property
    def store(self) -> Store:
        return self._store

    def set_store(self, store: Store) -> None:
        self._store = store
        self._exporter.set_store(store)
        self._stop_listening()

    @property
    def available(self) -> bool:
        """Only a school server carries a live class."""
        return self._store.dialect == "postgresql"

    def refresh(self) -> None:
        self._read_classes()
        self._refresh_tally()
        self.retranslate()

    def _read_classes(self) -> None:
        """The classes a round may be for (those the instructor sees), kept chosen as they were."""
        if not self.available:
            return
        try:
            classes = self._store.classes.seen()
        except StoreError as error:
            self.message.show_error(self.tr("The classes could not be read: {reason}").format(reason=error))
            return
        chosen = self.class_box.currentData()
        while self.class_box.count() > 1:
            self.class_box.removeItem(1)
        for school_class in classes:
            self.class_box.addItem(school_class.name, school_class.id)
        self.class_box.setCurrentIndex(max(0, self.class_box.findData(chosen)))

    # ----------------------------------------------------------------------------- the round

    def start_round(self) -> LiveQuestion | None:
        if not self.available:
            return None
        skills = self.skill_picker.selected()
        if not skills:
            self.message.show_error(self.tr("Tick at least one skill to ask about."))
            return None
        title = " ".join(self.title_field.text().split()) or self.tr("Live class")
        try:
            self._round = self._store.live.start_round(title, class_id=self.class_box.currentData())
        except StoreError as error:
            self.message.show_error(
                self.tr("The live round could not be started: {reason}").format(reason=error)
            )
            return None
        self._reported = self._round
        self._listen()
        self.message.clear()
        return self.next_question()

    def next_question(self) -> LiveQuestion | None:
        """Ask the class the next question (a skill ticked, dealt from a fresh seed)."""
        if self._round is None:
            return None
        skills = self.skill_picker.selected() or ["bring_in"]
        payload = question_payload(
            self._rng.choice(skills),
            self._rng.getrandbits(31),
            int(self.difficulty.currentData()),
            self._stakes(),
            variant=self.game_box.currentData(),
        )
        try:
            drill = question_from_payload(payload)  # refused here, not on thirty stations
            self._question = self._store.live.ask(self._round.id, payload)
        except (StoreError, LiveQuestionError) as error:
            self.message.show_error(self.tr("The question could not be asked: {reason}").format(reason=error))
            return None
        self._drill = drill
        self._tally = None
        self._refresh_tally()
        self._room_timer.start()
        self.retranslate()
        self.to_projector()
        return self._question

    def reveal(self) -> None:
        if self._question is None:
            return
        try:
            self._question = self._store.live.reveal(self._question.id)
        except StoreError as error:
            self.message.show_error(
                self.tr("The answer could not be revealed: {reason}").format(reason=error)
            )
            return
        self.retranslate()
        self.to_projector()

    def end_round(self) -> None:
        if self._round is not None:
            try:
                self._store.live.end_round(self._round.id)
            except StoreError as error:
                self.message.show_error(
                    self.tr("The round could not be ended: {reason}").format(reason=error)
                )
        self._round = self._question = self._drill = None
        self._tally = None
        self._room = []
        self._room_timer.stop()
        self._stop_listening()
        self.retranslate()

    def save_csv(self) -> object:
        """The round's report as CSV: one row per answer (the round under way, else the last one)."""
        if self._reported is None:
            return None
        return self._exporter.live_csv(self, self.message, self._reported.id, self._reported.title)

    def save_pdf(self) -> object:
        """The round's report as PDF: per question the table, the right answer, who answered what."""
        if self._reported is None:
            return None
        return self._exporter.live_pdf(self, self.message, self._reported.id, self._reported.title)

    @property
    def tally(self) -> Tally | None:
        return self._tally

    @property
    def question(self) -> LiveQuestion | None:
        return self._question

    def to_projector(self) -> None:
        if self._drill is None or self._question is None:
            return
        caption = quiz_words.prompt_text(self._drill)
        if self._question.revealed_at is not None:
            caption += "\n" + self.tr("Answer: {answer}").format(answer=self._answer_text())
        self.projector_requested.emit(
            picture_for(self._drill),
            self.tr("Live class · {game} · question {number}").format(
                game=self.game_text(), number=self._question.number
            ),
            caption,
        )

    def game_text(self) -> str:
        """The game of the question asked (the instructor's choice, or the one the seed dealt)."""
        if self._drill is None:
            return ""
        return quiz_words.variant_name(dict(self._drill.prompt.params).get("variant"))

    # ----------------------------------------------------------------------------- answers

    def _listen(self) -> None:
        if self._listener is None:
            self._listener = Listener(self._store.url, [ANSWERS_CHANNEL], self._heard.heard.emit)

    def _stop_listening(self) -> None:
        if self._listener is not None:
            self._listener.close()
            self._listener = None

    @property
    def listener(self) -> Listener | None:
        return self._listener

    def _answer_heard(self, _channel: str, payload: str) -> None:
        if self._question is not None and payload == str(self._question.id):
            self._refresh_tally()
            self.retranslate()

    def _refresh_tally(self) -> None:
        """Read the answers and the room again, in the background (never on the window's thread)."""
        if self._question is None:
            return
        question_id, live = self._question.id, self._store.live
        class_id = self._round.class_id if self._round is not None else None  # the round's class only
        self._reader.submit(
            lambda: (live.tally(question_id), live.who(question_id, class_id=class_id)),
            lambda found: self._tally_read(question_id, found),
            self._tally_failed,
        )

    def _tally_read(self, question_id: int, found: tuple[Tally, list[Who]]) -> None:
        if self._question is None or self._question.id != question_id:
            return  # a question since (or the round over)
        self._tally, self._room = found
        self.retranslate()

    def _tally_failed(self, error: StoreError) -> None:
        self.message.show_error(self.tr("The answers could not be read: {reason}").format(reason=error))

    def _poll_room(self) -> None:
        if self._question is None or not self.isVisible():
            return
        self._refresh_tally()

    def _who_state(self, who: Who, *, revealed: bool) -> str:
        if not who.answered:
            return self.tr("not yet")
        if not revealed:
            return self.tr("answered")
        return self.tr("✓ right") if who.correct else self.tr("✗ wrong")

    def _show_room(self, *, revealed: bool) -> None:
        self.room.setHeaderLabels([self.tr("Trainee"), self.tr("Station"), self.tr("Answer")])
        self.room.clear()
        for who in self._room:
            station = who.station if who.station is not None else self.tr("signed out")
            item = QTreeWidgetItem([who.name, station or "–", self._who_state(who, revealed=revealed)])
            self.room.addTopLevelItem(item)
        for column in range(2):  # the answer's column takes the rest
            self.room.resizeColumnToContents(column)
            self.room.setColumnWidth(column, self.room.columnWidth(column) + _ROOM_PADDING)

    def _answer_text(self) -> str:
        return (
            quiz_words.answer_text(self._drill, solve(self._drill).expected)
            if self._drill is not None
            else ""
        )

    def bars_text(self) -> str:
        tally = self._tally
        if tally is None or not tally.choices:
            return ""
        most = max(count for _, count in tally.choices)
        width = max(len(choice) for choice, _ in tally.choices)
        return "\n".join(
            f"{choice:<{width}}  {'█' * max(1, round(_BAR * count / most))} {count}"
            for choice, count in tally.choices
        )

    # ----------------------------------------------------------------------------- text

    def retranslate(self) -> None:
        available = self.available
        if available:
            self.note.setText(
                self.tr(
                    "Ask the class a question: it appears at once on every signed-in station, over the same "
                    "table. The answers arrive here as they are given."
                )
            )
        else:
            self.note.setText(
                self.tr(
                    "A live class needs the school's PostgreSQL server: every station must share one "
                    "database to hear the question at once. This is a single-machine install."
                )
            )
        self._labels[0].setText(self.tr("&Title:"))
        self._labels[1].setText(self.tr("C&lass:"))
        self._labels[2].setText(self.tr("&Game:"))
        self._labels[3].setText(self.tr("&Skills:"))
        self._labels[4].setText(self.tr("&Difficulty:"))
        self.class_box.setItemText(0, self.tr("Every class"))
        self.class_box.setAccessibleName(self.tr("The class whose stations get the round"))
        for index, code in enumerate(_GAMES):
            self.game_box.setItemText(
                index, quiz_words.variant_name(code) if code else self.tr("All three, mixed")
            )
        for index, text in enumerate((self.tr("1 – Easy"), self.tr("2 – Medium"), self.tr("3 – Hard"))):
            self.difficulty.setItemText(index, text)
        self.title_field.setPlaceholderText(self.tr("e.g. Tuesday, bring-ins"))
        self.start_button.setText(self.tr("Start a live round"))
        self.setup.setVisible(available and self._round is None)
        self.setup.setEnabled(available)
        running = self._question is not None
        self.running.setVisible(running)
        if running and self._drill is not None and self._question is not None:
            heading = self.tr("Question {number} · {game} · {skill}").format(
                number=self._question.number,
                game=self.game_text(),
                skill=quiz_words.skill_name(self._drill.skill),
            )
            if self._round is not None and self._round.class_id is not None:
                # The class whose stations have the question, by its name.
                heading += " · " + self.class_box.itemText(self.class_box.findData(self._round.class_id))
            self.heading.setText(heading)
            self.prompt.setText(quiz_words.prompt_text(self._drill))
            tally = self._tally
            answered = len(tally.answered) if tally is not None else 0
            right = tally.right if tally is not None else 0
            self.counts.setText(
                self.tr("Answered: {answered} · right: {right}").format(
                    answered=format_number(answered), right=format_number(right)
                )
            )
            self.bars.setText(self.bars_text())
            revealed = self._question.revealed_at is not None
            self._show_room(revealed=revealed)
            self.answer.setText(
                self.tr("Answer: {answer}").format(answer=self._answer_text()) if revealed else ""
            )
            self.reveal_button.setEnabled(not revealed)
        self.projector_button.setText(self.tr("Show on the projector"))
        self.reveal_button.setText(self.tr("Reveal the answer"))
        self.next_button.setText(self.tr("Next question"))
        self.end_button.setText(self.tr("End the round"))
        self.reports.setVisible(self._reported is not None)
        self.report_csv_button.setText(self.tr("Round report (CSV)…"))
        self.report_pdf_button.setText(self.tr("Round report (PDF)…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)

    def close_listener(self) -> None:
        self._stop_listening()
