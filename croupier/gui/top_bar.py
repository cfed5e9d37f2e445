"""The bar across the top: the modes, the game (variant, players, stakes), speech, language and the
settings menu. It only shows and reports; the main window decides what a change means.

The Instructor button stays hidden until the window shows it (``set_mode_shown``): instructor mode
needs a progress store."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QToolButton,
    QWidget,
)

from croupier.engine.rules import RAZZ, STUD, STUD8, Stakes
from croupier.gui.icons import gear_icon, speaker_icon
from croupier.gui.settings import STAKES_CHOICES
from croupier.i18n import Language, format_chips, players_text

__all__ = ["MODES", "TopBar"]

MODES = ("deal", "course", "quiz", "progress", "rules", "instructor")
_VARIANT_CODES = (STUD.code, STUD8.code, RAZZ.code)
_PLAYER_COUNTS = range(2, 9)


class TopBar(QFrame):
    """Signals carry plain values: a mode name, a variant code, a player count, ``Stakes``,
    a language code, or a switch's new state."""

    mode_requested = Signal(str)
    variant_changed = Signal(str)
    players_changed = Signal(int)
    stakes_changed = Signal(object)
    speech_toggled = Signal(bool)
    language_requested = Signal(str)
    four_colour_toggled = Signal(bool)
    animations_toggled = Signal(bool)
    reveal_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("topBar")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._mode_group = QButtonGroup(self)
        self._mode_group.setExclusive(True)
        self.mode_buttons: dict[str, QPushButton] = {}
        for mode in MODES:
            button = QPushButton()
            button.setCheckable(True)
            button.setObjectName(f"mode_{mode}")
            button.setProperty("mode", True)
            button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            self._mode_group.addButton(button)
            self.mode_buttons[mode] = button
        self.mode_buttons["instructor"].hide()
        self._available: dict[str, bool] = {}
        self._modes_locked = False
        self.variant_box = QComboBox()
        self.players_box = QComboBox()
        self.stakes_box = QComboBox()
        for code in _VARIANT_CODES:
            self.variant_box.addItem("", code)
        for count in _PLAYER_COUNTS:
            self.players_box.addItem("", count)
        for stakes in STAKES_CHOICES:
            self.stakes_box.addItem("", str(stakes))
        for box in (self.variant_box, self.players_box, self.stakes_box):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            # As wide as the longest item when there is room; in a narrow window the boxes give way
            # (their text ends in …) before the mode buttons are cut.
            box.setMinimumWidth(box.fontMetrics().horizontalAdvance("000") + 36)
            box.installEventFilter(self)
        self.speech_button = QToolButton()
        self.speech_button.setCheckable(True)
        self.speech_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        self._language_group = QButtonGroup(self)
        self._language_group.setExclusive(True)
        self.language_buttons: dict[str, QToolButton] = {}
        for language in (Language.GERMAN, Language.ENGLISH):
            switch = QToolButton()
            switch.setCheckable(True)
            switch.setText(language.value.upper())  # DE, EN: the same in every language
            switch.setObjectName(f"language_{language.value}")
            self._language_group.addButton(switch)
            self.language_buttons[language.value] = switch
        self.settings_button = QToolButton()
        self.settings_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.settings_menu = QMenu(self)
        self.four_colour_action = QAction(self)
        self.animations_action = QAction(self)
        self.reveal_action = QAction(self)
        for action in (self.four_colour_action, self.animations_action, self.reveal_action):
            action.setCheckable(True)
            self.settings_menu.addAction(action)
        self.settings_button.setMenu(self.settings_menu)
        self._build_layout()
        self._refresh_icons()
        self._connect_signals()
        self.retranslate()

    def _build_layout(self) -> None:
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(6)
        for button in self.mode_buttons.values():
            layout.addWidget(button)
        layout.addStretch(1)
        for box in (self.variant_box, self.players_box, self.stakes_box):
            layout.addWidget(box)
        # The gaps between the groups narrow in a compact bar (``_set_compact``).
        self._gaps = [
            QSpacerItem(8, 0, QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum) for _ in range(3)
        ]
        layout.addSpacerItem(self._gaps[0])
        layout.addWidget(self.speech_button)
        layout.addSpacerItem(self._gaps[1])
        languages = QHBoxLayout()
        languages.setSpacing(0)
        for switch in self.language_buttons.values():
            languages.addWidget(switch)
        layout.addLayout(languages)
        layout.addSpacerItem(self._gaps[2])
        layout.addWidget(self.settings_button)

    def _connect_signals(self) -> None:
        for mode, button in self.mode_buttons.items():
            button.clicked.connect(lambda _checked=False, chosen=mode: self.mode_requested.emit(chosen))
        self.variant_box.activated.connect(
            lambda index: self.variant_changed.emit(self.variant_box.itemData(index))
        )
        self.players_box.activated.connect(
            lambda index: self.players_changed.emit(self.players_box.itemData(index))
        )
        self.stakes_box.activated.connect(
            lambda index: self.stakes_changed.emit(Stakes.parse(self.stakes_box.itemData(index)))
        )
        for box in (self.players_box, self.stakes_box):  # a longer choice keeps its room
            box.currentIndexChanged.connect(lambda _index: self._fit_mode_buttons())
        self.speech_button.toggled.connect(self.speech_toggled)
        self.speech_button.toggled.connect(self._refresh_icons)
        for code, switch in self.language_buttons.items():
            switch.clicked.connect(lambda _checked=False, chosen=code: self.language_requested.emit(chosen))
        self.four_colour_action.toggled.connect(self.four_colour_toggled)
        self.animations_action.toggled.connect(self.animations_toggled)
        self.reveal_action.toggled.connect(self.reveal_toggled)

    # ----------------------------------------------------------------------------- setters

    def set_mode(self, mode: str) -> None:
        self.mode_buttons[mode].setChecked(True)

    def set_mode_available(self, mode: str, available: bool) -> None:  # noqa: FBT001
        self._available[mode] = available
        self.mode_buttons[mode].setEnabled(available and not self._modes_locked)
        self.retranslate()

    def set_modes_locked(self, locked: bool) -> None:  # noqa: FBT001
        """Hold every mode's button off (the first start's questions), or give them back as they
        are available."""
        self._modes_locked = locked
        for mode, button in self.mode_buttons.items():
            button.setEnabled(self._available.get(mode, button.isEnabled()) and not locked)
        self.retranslate()

    def set_mode_shown(self, mode: str, shown: bool) -> None:  # noqa: FBT001
        """Show or hide a mode's button (the window has no page for the mode at all)."""
        self.mode_buttons[mode].setVisible(shown)
        self._fit_mode_buttons()

    def set_game(self, variant: str, players: int, stakes: Stakes) -> None:
        """Show the chosen game without reporting it back.

        Stakes that are none of the presets (set in the settings dialog) get an item of their own
        after the presets; it stays, so that they can be chosen again, until other such stakes
        take its place.
        """
        self.variant_box.setCurrentIndex(max(0, self.variant_box.findData(variant)))
        self.players_box.setCurrentIndex(max(0, self.players_box.findData(players)))
        if self.stakes_box.findData(str(stakes)) < 0:
            if self.stakes_box.count() > len(STAKES_CHOICES):
                self.stakes_box.setItemData(len(STAKES_CHOICES), str(stakes))
            else:
                self.stakes_box.addItem("", str(stakes))
            self._name_stakes()
        self.stakes_box.setCurrentIndex(max(0, self.stakes_box.findData(str(stakes))))

    def set_game_locked(self, locked: bool, reason: str = "") -> None:  # noqa: FBT001
        """Lock the game, players and stakes and the down-cards switch (an exam is sat)."""
        for box in (self.variant_box, self.players_box, self.stakes_box):
            box.setEnabled(not locked)
            box.setToolTip(reason if locked else "")
        self.reveal_action.setEnabled(not locked)

    def set_language(self, code: str) -> None:
        if code in self.language_buttons:
            self.language_buttons[code].setChecked(True)

    def set_switches(self, *, speech: bool, four_colour: bool, animations: bool, reveal: bool) -> None:
        for control, value in (
            (self.speech_button, speech),
            (self.four_colour_action, four_colour),
            (self.animations_action, animations),
            (self.reveal_action, reveal),
        ):
            control.blockSignals(True)
            control.setChecked(value)
            control.blockSignals(False)
        self._refresh_icons()

    def _fit_mode_buttons(self) -> None:
        """Roomy mode buttons when the bar has room for everything at its preferred width, else
        compact ones (the style sheet pads buttons whose ``compact`` property is true less): the
        words stay whole, and the boxes give way only after that."""
        layout = self.layout()
        if layout is None or not self.isVisible():
            return  # decided when shown: before, the bar has no width of its own
        self._set_compact(False)
        self._set_compact(self.width() < layout.sizeHint().width())
        if self.width() < layout.sizeHint().width():  # narrower still: the number of players alone
            self._name_players(short=True, bare=True)
        # The players and the stakes shown never lose a character ("20/4"); the game's box gives way.
        for box in (self.players_box, self.stakes_box):
            box.setMinimumWidth(box.fontMetrics().horizontalAdvance(box.currentText() or "000") + 36)

    def _set_compact(self, compact: bool) -> None:  # noqa: FBT001
        self._name_variants(short=compact)
        self._name_players(short=compact)
        layout = self.layout()
        if layout is not None:
            layout.setSpacing(3 if compact else 6)
            layout.setContentsMargins(4 if compact else 10, 6, 4 if compact else 10, 6)
            for gap in self._gaps:
                gap.changeSize(2 if compact else 8, 0, QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum)
            layout.invalidate()
        for button in self.mode_buttons.values():
            if bool(button.property("compact")) == compact:
                continue
            button.setProperty("compact", compact)
            # The style sheet reads the property: polish again, and let the layout ask the new size.
            button.style().unpolish(button)
            button.style().polish(button)
            button.updateGeometry()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A box that adjusts to its items resizes itself to its size hint after they change; when
        # the bar is narrow the layout puts it back at once, not a frame later.
        if event.type() == QEvent.Type.Resize and isinstance(watched, QComboBox) and self.isVisible():
            layout = self.layout()
            if layout is not None:
                layout.activate()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_mode_buttons()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_mode_buttons()

    # ----------------------------------------------------------------------------- text

    def _refresh_icons(self) -> None:
        ink = self.palette().color(QPalette.ColorRole.ButtonText)
        self.speech_button.setIcon(speaker_icon(ink, on=self.speech_button.isChecked()))
        self.settings_button.setIcon(gear_icon(ink))

    def retranslate(self) -> None:
        texts = {
            "deal": (self.tr("Deal a hand"), self.tr("Deal a hand and do the dealer's duties (Ctrl+1)")),
            "course": (self.tr("Course"), self.tr("Lessons from the first deal to exam readiness (Ctrl+2)")),
            "quiz": (self.tr("Quiz"), self.tr("Answer questions about live table positions (Ctrl+3)")),
            "progress": (self.tr("Progress"), self.tr("Your accuracy and pace per skill (Ctrl+4)")),
            "rules": (self.tr("Rules"), self.tr("The rulebook: every rule, searched and explained (Ctrl+R)")),
            "instructor": (
                self.tr("Instructor"),
                self.tr("Roster, assignments, exams, class dashboard and projector"),
            ),
        }
        for mode, (text, tip) in texts.items():
            button = self.mode_buttons[mode]
            button.setText(text)
            button.setAccessibleName(text)
            button.setToolTip(
                tip if button.isEnabled() else self.tr("{mode}: not available yet").format(mode=text)
            )
        compact = bool(self.mode_buttons["deal"].property("compact"))
        self._name_variants(short=compact)
        self._name_players(short=compact)
        self._name_stakes()
        self.variant_box.setAccessibleName(self.tr("Game"))
        self.variant_box.setToolTip(self.tr("Game"))
        self.players_box.setAccessibleName(self.tr("Players"))
        self.players_box.setToolTip(self.tr("Players"))
        self.stakes_box.setAccessibleName(self.tr("Stakes"))
        self.stakes_box.setToolTip(self.tr("Stakes (small bet/big bet)"))
        self.speech_button.setAccessibleName(self.tr("Speech"))
        self.speech_button.setToolTip(self.tr("Speak the dealer's calls"))
        self.language_buttons["de"].setAccessibleName("Deutsch")
        self.language_buttons["de"].setToolTip("Deutsch")
        self.language_buttons["en"].setAccessibleName("English")
        self.language_buttons["en"].setToolTip("English")
        self.settings_button.setAccessibleName(self.tr("Settings"))
        self.settings_button.setToolTip(self.tr("Settings"))
        self.four_colour_action.setText(self.tr("Four-colour deck"))
        self.animations_action.setText(self.tr("Animate cards and chips"))
        self.reveal_action.setText(self.tr("Show the players' down cards"))
        self._fit_mode_buttons()

    def _name_variants(self, *, short: bool) -> None:
        """The games by name; in a narrow bar by their short names (the full name is the tooltip)."""
        names = (self.tr("Seven Card Stud"), self.tr("Stud Hi-Lo"), self.tr("Razz"))
        shorts = (self.tr("Stud"), self.tr("Hi-Lo"), self.tr("Razz"))
        for index, (name, brief) in enumerate(zip(names, shorts, strict=True)):
            self.variant_box.setItemText(index, brief if short else name)
            self.variant_box.setItemData(index, name, Qt.ItemDataRole.ToolTipRole)

    def _name_players(self, *, short: bool, bare: bool = False) -> None:
        """The table sizes ("7 players"); in a narrow bar short ("7 pl.": a number alone did not
        say what it counts), in the narrowest the number alone (``bare``); the words in full in the
        tooltip."""
        for index, count in enumerate(_PLAYER_COUNTS):
            if bare:
                text = str(count)
            else:
                text = self.tr("{count} pl.").format(count=count) if short else players_text(count)
            self.players_box.setItemText(index, text)
            self.players_box.setItemData(index, players_text(count), Qt.ItemDataRole.ToolTipRole)

    def _name_stakes(self) -> None:
        """Each structure by its bets, the amounts written the locale's way (nothing to translate);
        stakes of the user's own whose bets are a preset's are written in full, ante first."""
        preset_bets = {(stakes.small_bet, stakes.big_bet) for stakes in STAKES_CHOICES}
        for index in range(self.stakes_box.count()):
            stakes = Stakes.parse(self.stakes_box.itemData(index))
            amounts = [stakes.small_bet, stakes.big_bet]
            if index >= len(STAKES_CHOICES) and (stakes.small_bet, stakes.big_bet) in preset_bets:
                amounts = [stakes.ante, stakes.bring_in, *amounts]
            self.stakes_box.setItemText(index, "/".join(format_chips(amount) for amount in amounts))
            self.stakes_box.setItemData(
                index,
                self.tr("Ante {ante}, bring-in {bring_in}, bets {small}/{big}").format(
                    ante=format_chips(stakes.ante),
                    bring_in=format_chips(stakes.bring_in),
                    small=format_chips(stakes.small_bet),
                    big=format_chips(stakes.big_bet),
                ),
                Qt.ItemDataRole.ToolTipRole,
            )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange:
            self._refresh_icons()
        super().changeEvent(event)
