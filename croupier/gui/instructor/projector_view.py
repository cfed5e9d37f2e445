"""The projector view: a large table and a caption in big type, for showing a scripted hand to a class.

The instructor opens a PHH hand history and steps it with → / Space (forward) and ← (back), Home and
End; each step replays the hand from the start to that point (``croupier.engine.phh.replay``). A file
that cannot be read leaves the hand on show as it was and says why, with the file and line. A
large file is read in the background (``phh_loader``) with a progress line that can cancel it; the
reading thread also prepares its hands (``projector_hands``), so the window's thread only shows them.
F11 (or F) switches full screen, Esc leaves it, H shows or hides the players' down cards, O opens.
At any step the instructor can make an incident happen at the table (``projector_incident``: the
incidents possible there, I makes the one chosen happen, R shows the engine's ruling carried out);
the next step goes on with the hand as recorded.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QFont, QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from croupier.drills.phh_drills import rules_for
from croupier.engine.errors import BadPHHError, CroupierError
from croupier.engine.events import Event
from croupier.engine.hand import Hand
from croupier.engine.incidents import IncidentKind
from croupier.engine.phh import HandHistory, Replay, load, replay
from croupier.gui.card_art import CardArt
from croupier.gui.instructor.dialogs import InstructorDialogs
from croupier.gui.instructor.load_progress import LoadProgress
from croupier.gui.instructor.message_line import MessageLine
from croupier.gui.instructor.phh_loader import PHHLoader
from croupier.gui.instructor.projector_caption import CAPTION_LINES, caption_lines, fitting
from croupier.gui.instructor.projector_hands import Opened, Prepared, open_hands, prepare
from croupier.gui.instructor.projector_incident import IncidentBar, incident_words
from croupier.gui.table_view import TableView
from croupier.i18n import format_number, street_name
from croupier.training.class_incident import ClassIncident
from croupier.training.table_state import TableState

if TYPE_CHECKING:
    from croupier.training.quiz_picture import QuizPicture

__all__ = ["ProjectorView"]

_FORWARD = {Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_PageDown, Qt.Key.Key_Down}
_BACK = {Qt.Key.Key_Left, Qt.Key.Key_Backspace, Qt.Key.Key_PageUp, Qt.Key.Key_Up}
BACKGROUND_BYTES = 256 * 1024
"""Files from this size on are read in the background (a .phhs file of some 300 hands)."""


class ProjectorView(QWidget):
    """``step_changed(step)`` after every move; ``step`` 0 is the hand before its first action.
    ``loading_finished(loaded)`` when opening a file has ended, at once or after a background read."""

    step_changed = Signal(int)
    loading_finished = Signal(bool)

    def __init__(
        self, dialogs: InstructorDialogs, *, art: CardArt | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("projectorView")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._dialogs = dialogs
        self._histories: list[HandHistory] = []
        self._source = ""
        self._index = 0
        self._step = 0
        self._last = 0
        self._stopped: str | None = None  # why the hand cannot be played beyond _last
        self._commented = False  # some step of the hand on show has a commentary
        self._current: Replay | None = None
        self._incident: ClassIncident | None = None  # the step's hand, for an incident made to happen
        self._events: list[Event] = []  # those of the step on show
        self._reveal = False
        self._loader: PHHLoader | None = None
        self.background_bytes = BACKGROUND_BYTES

        self.title = QLabel()
        self.title.setObjectName("projectorTitle")
        self.position = QLabel()
        self.position.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.caption = QLabel()
        self.caption.setObjectName("projectorCaption")
        self.caption.setWordWrap(True)
        self.caption.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.commentary = QLabel()
        self.commentary.setWordWrap(True)
        self.commentary.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.table_view = TableView(art, animations=True)
        self.table_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table_view.set_reveal(False)
        self.message = MessageLine()
        self.load_progress = LoadProgress()
        # The progress line stands in the caption's room while a file is read: shown below the
        # table, it moved the table twice (and Qt painted all of it again each time).
        self._caption_room = QStackedWidget()
        self._caption_room.addWidget(self.caption)
        self._caption_room.addWidget(self.load_progress)
        self.open_button = QPushButton()
        self.back_button = QPushButton()
        self.forward_button = QPushButton()
        self.hand_box = QComboBox()
        self.reveal_box = QCheckBox()
        self.full_screen_button = QPushButton()
        self.incident_bar = IncidentBar()
        self.keys_hint = QLabel()
        # Never what sets the window's width: it gives way (and goes) when the window is narrow.
        self.keys_hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.keys_hint.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.hand_box.setVisible(False)
        for control in (
            self.open_button,
            self.back_button,
            self.forward_button,
            self.hand_box,
            self.reveal_box,
            self.full_screen_button,
        ):
            # The keys drive the view; a focused button must not swallow Space or the arrows.
            control.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.position)
        controls = QHBoxLayout()
        controls.addWidget(self.open_button)
        controls.addSpacing(12)
        controls.addWidget(self.back_button)
        controls.addWidget(self.forward_button)
        controls.addWidget(self.hand_box)
        controls.addSpacing(12)
        controls.addWidget(self.reveal_box)
        controls.addWidget(self.keys_hint, 1)
        controls.addStretch(0)  # takes the room when the key summary is hidden
        controls.addWidget(self.full_screen_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 10)
        layout.setSpacing(6)
        layout.addLayout(head)
        layout.addWidget(self._caption_room)
        layout.addWidget(self.commentary)
        layout.addWidget(self.table_view, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.incident_bar)  # a row of its own: the controls' row is full at 900 px
        layout.addLayout(controls)
        self.setStyleSheet(
            "#projectorView { background: #101417; }"
            "#projectorCaption { color: #f4f1e8; }"
            "#projectorTitle { color: #f0c94a; }"
        )
        self.setAutoFillBackground(True)

        self.open_button.clicked.connect(lambda _checked=False: self.open_file())
        self.back_button.clicked.connect(self.step_back)
        self.forward_button.clicked.connect(self.step_forward)
        self.hand_box.activated.connect(self.choose_hand)
        self.reveal_box.toggled.connect(self.set_reveal)
        self.full_screen_button.clicked.connect(self.toggle_full_screen)
        self.incident_bar.happen_requested.connect(lambda kind: self.make_incident(IncidentKind(kind)))
        self.incident_bar.ruling_requested.connect(self.show_ruling)
        self.load_progress.cancel_requested.connect(self.cancel_loading)
        self.retranslate()
        self._scale_type()

    # ----------------------------------------------------------------------------- loading

    def open_file(self, path: str | Path | None = None) -> bool:
        """Load a .phh or .phhs file (asked for when ``path`` is None); False if it was not loaded.

        A file of ``background_bytes`` or more is read in the background: True says the reading has
        begun, and ``loading_finished`` says how it ended.
        """
        if path is None:
            chosen = self._dialogs.open_file(
                self, self.tr("Open a hand history"), self.tr("Hand histories (*.phh *.phhs);;All files (*)")
            )
            if chosen is None:
                return False
            path = chosen
        self.cancel_loading()
        if _size(path) >= self.background_bytes:
            self._load_in_background(Path(path))
            return True
        try:
            histories = load(path)
        except BadPHHError as error:
            self._refuse(error)
            self.loading_finished.emit(False)
            return False
        loaded = self.load_histories(histories, Path(path).name)
        self.loading_finished.emit(loaded)
        return loaded

    @property
    def loading(self) -> bool:
        """Is a file being read in the background?"""
        return self._loader is not None

    def cancel_loading(self) -> None:
        """Stop reading a file in the background (the hand on show stays)."""
        if self._loader is not None:
            self.load_progress.cancelling()
            self._loader.cancel()

    def _load_in_background(self, path: Path) -> None:
        loader = PHHLoader(path, self, then=open_hands)
        self._loader = loader
        loader.progress.connect(self.load_progress.set_progress)
        loader.loaded.connect(lambda opened: self._loaded(loader, opened))
        loader.failed.connect(lambda message: self._loaded(loader, None, message))
        loader.cancelled.connect(lambda: self._loaded(loader, None))
        self.message.clear()
        self._caption_room.setCurrentWidget(self.load_progress)
        self.load_progress.begin(path.name)
        loader.start()

    def _loaded(self, loader: PHHLoader, opened: Opened | None, failure: str = "") -> None:
        if loader is not self._loader:
            return  # an earlier file, cancelled when another was opened
        self._loader = None
        self.load_progress.end()
        self._caption_room.setCurrentWidget(self.caption)
        loader.deleteLater()
        if failure:
            self._refuse(failure)
            loaded = False
        elif opened is None:
            self.message.show_error(
                self.tr("Reading {file} was cancelled; the hand on show stays.").format(file=loader.path.name)
            )
            loaded = False
        else:
            loaded = self._show_opened(opened, loader.path.name)
        self.loading_finished.emit(loaded)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._loader is not None:
            self._loader.cancel()
            self._loader.wait()
        super().closeEvent(event)

    def load_histories(self, histories: Sequence[HandHistory], source: str) -> bool:
        """Show the first of ``histories`` from its start; nothing changes if it cannot be replayed."""
        if not histories:
            self.message.show_error(self.tr("{source} holds no hand.").format(source=source))
            return False
        try:
            opened = open_hands(histories)
        except BadPHHError as error:
            self._refuse(error)
            return False
        return self._show_opened(opened, source)

    def _show_opened(self, opened: Opened, source: str) -> bool:
        """The file's hands, prepared (in the loader's thread for a large file), and its first hand."""
        self._histories = list(opened.histories)
        self._source = source
        self.hand_box.blockSignals(True)
        self.hand_box.clear()
        self.hand_box.addItems(list(opened.names))  # in one go: the list's model is told once
        self.hand_box.blockSignals(False)
        self.hand_box.setVisible(len(opened.histories) > 1)
        return self._choose(0, opened.first)

    def choose_hand(self, index: int) -> bool:
        """Show hand ``index`` (0-based) of the file from its start."""
        if not 0 <= index < len(self._histories):
            return False
        try:
            prepared = prepare(self._histories[index])
        except BadPHHError as error:
            self._refuse(error)
            return False
        return self._choose(index, prepared)

    def _choose(self, index: int, prepared: Prepared) -> bool:
        self._last, self._stopped = prepared.last, prepared.stopped
        self._index = index
        # The commentary's line is there for the whole hand if any step has one: a line that came
        # and went would move the table at each step (and paint it all again).
        self._commented = prepared.commented
        self.hand_box.setCurrentIndex(index)
        self.message.clear()
        if self._stopped:
            self.message.show_error(self._stopped)
        self._step = -1
        self.go_to(0)
        return True

    def _refuse(self, error: BadPHHError | str) -> None:
        self.message.show_error(
            self.tr("This hand history cannot be shown (the hand on the table stays): {error}").format(
                error=error
            )
        )

    # ----------------------------------------------------------------------------- stepping

    @property
    def step(self) -> int:
        return self._step

    @property
    def step_count(self) -> int:
        """The last step that can be shown (the number of actions played at the end)."""
        return self._last

    @property
    def history(self) -> HandHistory | None:
        return self._histories[self._index] if self._histories else None

    @property
    def hand(self) -> Hand | None:
        return self._current.hand if self._current is not None else None

    def step_forward(self) -> bool:
        return self.go_to(self._step + 1)

    def step_back(self) -> bool:
        return self.go_to(self._step - 1)

    def go_to(self, step: int) -> bool:
        """Replay the hand up to ``step`` actions and show it; False (nothing changes) out of range."""
        history = self.history
        if history is None or not 0 <= step <= self._last or step == self._step:
            return False
        try:
            rules = rules_for(history)
            current = replay(history, rules, stop=step)
            before = len(replay(history, rules, stop=step - 1).hand.events) if step > 0 else 0
        except BadPHHError as error:  # pragma: no cover - _prepare has replayed it once already
            self._refuse(error)
            return False
        forward = step == self._step + 1
        self._current = current
        self._incident = ClassIncident(current.hand)
        self._step = step
        self._show(current.hand.events[before:], animate=forward)
        self.step_changed.emit(step)
        return True

    def show_live(self, picture: QuizPicture, title: str, caption: str) -> None:
        """A live class question for the class: its table and the question in large type."""
        self.table_view.show_picture(picture)
        self.title.setText(title)
        self.caption.setText(caption)
        self.commentary.setText("")
        self.position.setText("")

    # ----------------------------------------------------------------------------- incidents

    @property
    def incident(self) -> ClassIncident | None:
        """The incident made to happen at this step, if any (None before a hand is on show)."""
        return self._incident if self._incident is not None and self._incident.incident else None

    def make_incident(self, kind: IncidentKind | None = None) -> bool:
        """Make ``kind`` (default: the one chosen in the list) happen at the table now, for the class
        to rule; False when it cannot happen at this step."""
        shown = self._incident
        kind = kind if kind is not None else self.incident_bar.chosen()
        if self._current is None or shown is None or kind is None or kind not in shown.possible():
            return False
        try:
            shown.happen(kind)
        except CroupierError as error:  # pragma: no cover - possible() has asked the engine
            self.message.show_error(str(error))
            return False
        self._show_incident()
        return True

    def show_ruling(self) -> bool:
        """Carry out the engine's ruling on the incident made to happen, and say why; False when no
        incident waits for its ruling."""
        shown = self._incident
        if shown is None or not shown.waiting:
            return False
        shown.rule()
        self._show_incident()
        return True

    def _show_incident(self) -> None:
        assert self._current is not None
        self.table_view.set_state(self._state(self._current.hand), animate=False)
        self._update_texts()

    def set_reveal(self, reveal: bool) -> None:  # noqa: FBT001 - a Qt-style setter
        """Show the players' down cards face up (for teaching) or as the dealer sees them."""
        self._reveal = reveal
        if self.reveal_box.isChecked() != reveal:
            self.reveal_box.setChecked(reveal)
        if self._current is not None:
            self.table_view.set_state(self._state(self._current.hand), animate=False)

    def _state(self, hand: Hand) -> TableState:
        state = TableState.from_hand(hand, reveal=self._reveal)
        if self._incident is not None and self._incident.hand is hand:
            state = self._incident.dress(state)
        names = self.history.players if self.history is not None else None
        if not names:
            return state
        # The captions speak of seats: the plates say both.
        seats = tuple(
            dataclasses.replace(
                seat, name=self.tr("{seat} · {name}").format(seat=seat.seat, name=names[seat.seat - 1])
            )
            if seat.seat <= len(names)
            else seat
            for seat in state.seats
        )
        return dataclasses.replace(state, seats=seats)

    def _show(self, events: Sequence[Event], *, animate: bool) -> None:
        assert self._current is not None
        self.table_view.set_state(self._state(self._current.hand), animate=animate)
        self._events = list(events)
        self._update_texts()

    def _update_texts(self) -> None:
        history = self.history
        if history is None or self._current is None:
            self.title.setText(self.tr("Projector"))
            self.position.setText("")
            self.caption.setText(self.tr("Open a hand history (PHH) to show it to the class: press O."))
            self.commentary.setText("")
            self._update_buttons()
            return
        hand = self._current.hand
        hand_name = (
            self._source if len(self._histories) == 1 else f"{self._source} · {self.hand_box.currentText()}"
        )
        self.title.setText(hand_name)
        stage = self.tr("Hand over") if hand.is_complete else street_name(hand.street)
        self.position.setText(
            self.tr("Step {step} of {count} · {stage}").format(
                step=format_number(self._step), count=format_number(self._last), stage=stage
            )
        )
        shown = self.incident
        if shown is not None:
            caption, commentary = incident_words(shown, hand.rules)
            self.caption.setText(caption)
            self.commentary.setText(commentary)
            self._update_buttons()
            return
        lines = caption_lines(self._events if self._step else [], hand, self._step)
        self.caption.setText(fitting(lines, self.caption))
        action = history.actions[self._step - 1] if self._step else None
        self.commentary.setVisible(self._commented)
        self.commentary.setText(f"“{action.commentary}”" if action is not None and action.commentary else "")
        self._update_buttons()

    def _update_buttons(self) -> None:
        loaded = self._current is not None
        self.back_button.setEnabled(loaded and self._step > 0)
        self.forward_button.setEnabled(loaded and self._step < self._last)
        shown = self._incident
        happened = shown.incident if shown is not None else None
        self.incident_bar.show_choices(
            shown.possible() if shown is not None else [],
            waiting=shown is not None and shown.waiting,
            happened=happened.kind if happened is not None else None,
        )

    # ----------------------------------------------------------------------------- keys and screen

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in _FORWARD:
            self.step_forward()
        elif key in _BACK:
            self.step_back()
        elif key == Qt.Key.Key_Home:
            self.go_to(0)
        elif key == Qt.Key.Key_End:
            self.go_to(self._last)
        elif key in (Qt.Key.Key_F11, Qt.Key.Key_F):
            self.toggle_full_screen()
        elif key == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        elif key == Qt.Key.Key_H:
            self.set_reveal(not self._reveal)
        elif key == Qt.Key.Key_O:
            self.open_file()
        elif key == Qt.Key.Key_I:
            self.make_incident()
        elif key == Qt.Key.Key_R:
            self.show_ruling()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def toggle_full_screen(self) -> None:
        """Full screen and back (only when the view is a window of its own)."""
        if not self.isWindow():
            return
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._scale_type()
        # The key summary goes first when the window is narrow (the buttons' tooltips say it too).
        self.keys_hint.setVisible(event.size().width() >= 1150)

    def _scale_type(self) -> None:
        """Type that grows with the window, readable from the back of the room."""
        height = max(self.height(), 300)
        caption = QFont(self.font())
        caption.setPixelSize(max(18, min(56, height // 22)))
        caption.setBold(True)
        self.caption.setFont(caption)
        # Room for every line a step can show, kept from step to step: a caption a line taller or
        # shorter would move the table (and make Qt paint all of it again).
        self.caption.setMinimumHeight(QFontMetrics(caption).lineSpacing() * CAPTION_LINES)
        title = QFont(self.font())
        title.setPixelSize(max(14, min(34, height // 36)))
        title.setBold(True)
        self.title.setFont(title)
        self.position.setFont(title)
        commentary = QFont(self.font())
        commentary.setPixelSize(max(13, min(30, height // 40)))
        commentary.setItalic(True)
        self.commentary.setFont(commentary)
        self.commentary.setMinimumHeight(QFontMetrics(commentary).lineSpacing())

    # ----------------------------------------------------------------------------- text

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Croupier – projector"))
        self.open_button.setText(self.tr("Open hand history… (O)"))
        self.back_button.setText(self.tr("◀ Back"))
        self.back_button.setToolTip(self.tr("One step back (←)"))
        self.forward_button.setText(self.tr("Forward ▶"))
        self.forward_button.setToolTip(self.tr("One step forward (→ or Space)"))
        self.hand_box.setAccessibleName(self.tr("Hand of the file"))
        self.reveal_box.setText(self.tr("Show down cards (H)"))
        self.full_screen_button.setText(self.tr("Full screen (F11)"))
        self.keys_hint.setText(self.tr("→ Space: forward · ←: back · Home/End"))
        self.caption.setAccessibleName(self.tr("What happened at this step"))
        self._update_texts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _size(path: str | Path) -> int:
    """The file's size, 0 when it cannot be told (reading it will say why)."""
    try:
        return os.stat(path).st_size
    except OSError:
        return 0
