"""The Observe panel: a simulated hand stepped one dealer duty or player decision at a time.

Space (or N, or the Next button) does the next step; Auto-play steps on its own. Every event is
written in the log below. The walkthrough panel will take this panel's place in Deal mode.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.events import Event
from croupier.engine.hand import Hand
from croupier.engine.simulate import play_step
from croupier.gui.event_text import describe_event, describe_step, is_headline
from croupier.gui.help.shortcuts import describe
from croupier.i18n import street_name

__all__ = ["ObservePanel"]

AUTO_PLAY_MS = 800


class ObservePanel(QWidget):
    """Steps hands made by ``new_hand`` (a callable returning a fresh ``Hand``).

    Signals: ``hand_started(hand)`` when a hand is dealt or loaded, ``stepped(events)`` with the
    events of one step (a list, possibly several: an action can close the betting).
    """

    hand_started = Signal(object)
    stepped = Signal(list)

    def __init__(
        self,
        new_hand: Callable[[], Hand],
        rng: random.Random | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("observePanel")
        self._new_hand = new_hand
        self._rng = rng if rng is not None else random.Random()
        self._hand: Hand | None = None
        self._logged = 0
        self._timer = QTimer(self)
        self._timer.setInterval(AUTO_PLAY_MS)

        self._title = QLabel()
        self._title.setWordWrap(True)
        title_font = QFont(self._title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.35)
        title_font.setBold(True)
        self._title.setFont(title_font)
        self._intro = QLabel()
        self._intro.setWordWrap(True)
        self._street = QLabel()
        street_font = QFont(self._street.font())
        street_font.setBold(True)
        street_font.setPointSizeF(street_font.pointSizeF() * 1.15)
        self._street.setFont(street_font)
        self._next = QLabel()
        self._next.setWordWrap(True)
        self._next_button = QPushButton()
        self._next_button.setDefault(True)
        self._auto_button = QPushButton()
        self._auto_button.setCheckable(True)
        self._new_button = QPushButton()
        for button in (self._next_button, self._auto_button, self._new_button):
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._next_button.setMinimumHeight(36)
        self._log = QListWidget()
        self._log.setObjectName("eventLog")
        self._log.setWordWrap(True)
        self._log.setUniformItemSizes(False)
        self._log.setAlternatingRowColors(True)
        self._log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)

        buttons = QHBoxLayout()
        buttons.addWidget(self._auto_button, 1)
        buttons.addWidget(self._new_button, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(8)
        layout.addWidget(self._title)
        layout.addWidget(self._intro)
        layout.addSpacing(4)
        layout.addWidget(self._street)
        layout.addWidget(self._next)
        layout.addWidget(self._next_button)
        layout.addLayout(buttons)
        layout.addWidget(self._log, 1)

        # Focus given to the panel lands on Next, so Space and Enter step at once.
        self.setFocusProxy(self._next_button)
        self._space = QShortcut(QKeySequence(Qt.Key.Key_Space), self)
        self._n_key = QShortcut(QKeySequence(Qt.Key.Key_N), self)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self._next_button.clicked.connect(self.step)
        self._space.activated.connect(self._space_pressed)
        self._n_key.activated.connect(self.step)
        self._auto_button.toggled.connect(self.set_auto_play)
        self._new_button.clicked.connect(self.start_new_hand)
        self._timer.timeout.connect(self._auto_step)

    # ----------------------------------------------------------------------------- API

    @property
    def hand(self) -> Hand | None:
        return self._hand

    def start_new_hand(self) -> None:
        """Deal a fresh hand from ``new_hand`` and show it from the first ante."""
        self.load_hand(self._new_hand())

    def load_hand(self, hand: Hand) -> None:
        """Observe ``hand`` from where it stands (its events so far are logged)."""
        self._hand = hand
        self._log.clear()
        self._logged = 0
        self._append_events()
        self._update_status()
        self.hand_started.emit(hand)

    def step(self) -> bool:
        """Do the next step; False (and nothing happens) once the hand is over."""
        if self._hand is None:
            self.start_new_hand()
            return True
        if not play_step(self._hand, self._rng):
            self.set_auto_play(False)
            return False
        events = self._append_events()
        self._update_status()
        self.stepped.emit(events)
        if self._hand.is_complete:
            self.set_auto_play(False)
        return True

    def set_auto_play(self, on: bool) -> None:  # noqa: FBT001 - a Qt-style setter
        """Step on a timer until the hand is over (a finished hand starts a new one)."""
        if on and self._hand is not None and self._hand.is_complete:
            self.start_new_hand()
        if self._auto_button.isChecked() != on:
            self._auto_button.setChecked(on)  # comes back here through toggled
            return
        if on:
            self._timer.start()
        else:
            self._timer.stop()

    # ----------------------------------------------------------------------------- internals

    def _space_pressed(self) -> None:
        """Space steps the hand, except that a focused button or list still gets its own Space."""
        focus = QApplication.focusWidget()
        if isinstance(focus, QAbstractButton) and focus is not self._next_button and focus.isEnabled():
            focus.animateClick()
        elif isinstance(focus, QComboBox):
            focus.showPopup()
        else:
            self.step()

    def _auto_step(self) -> None:
        if not self.step():
            self.set_auto_play(False)

    def _append_events(self) -> list[Event]:
        assert self._hand is not None
        fresh = self._hand.events[self._logged :]
        for event in fresh:
            self._log.addItem(self._item(event))
        self._logged = len(self._hand.events)
        if fresh:
            # After the new rows are laid out (their wrapped heights are known only then).
            QTimer.singleShot(0, self._log, self._log.scrollToBottom)
        return list(fresh)

    def _item(self, event: Event) -> QListWidgetItem:
        assert self._hand is not None
        item = QListWidgetItem(describe_event(event, self._hand.variant))
        if is_headline(event):
            font = QFont(self._log.font())
            font.setBold(True)
            item.setFont(font)
        return item

    def _update_status(self) -> None:
        hand = self._hand
        if hand is None:
            self._street.setText("")
            self._next.setText(self.tr("Press Next to deal a hand."))
            return
        if hand.is_complete:
            self._street.setText(self.tr("Hand over"))
        else:
            self._street.setText(street_name(hand.street))
        self._next.setText(self.tr("Next: {step}").format(step=describe_step(hand.next_step())))
        self._next_button.setEnabled(not hand.is_complete)

    def retranslate(self) -> None:
        self._title.setText(self.tr("Observe a hand"))
        self._intro.setText(
            self.tr(
                "Watch a simulated hand one step at a time: "
                "every duty of the dealer and every decision of a player."
            )
        )
        self._next_button.setText(self.tr("Next step (Space)"))
        describe([self._space, self._n_key], self.tr("Next step"))
        self._next_button.setToolTip(self.tr("Do the next dealer duty or player decision"))
        self._next_button.setAccessibleName(self.tr("Next step"))
        self._auto_button.setText(self.tr("Auto-play"))
        self._auto_button.setToolTip(self.tr("Step through the hand on its own"))
        self._auto_button.setAccessibleName(self.tr("Auto-play"))
        self._new_button.setText(self.tr("New hand"))
        self._new_button.setToolTip(self.tr("Deal a new hand with the chosen game, players and stakes"))
        self._new_button.setAccessibleName(self.tr("New hand"))
        self._log.setAccessibleName(self.tr("Events of the hand"))
        if self._hand is not None:
            for row, event in enumerate(self._hand.events[: self._log.count()]):
                self._log.item(row).setText(describe_event(event, self._hand.variant))
        self._update_status()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
