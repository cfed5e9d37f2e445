"""The settings dialog: the game, every house rule, look and sound, the pace and the school database.

Who is answering is not a setting: trainees sign in (the sign-in page). Once instructor mode has a
PIN (or on a school server, its login), the school database's fields open only with it; while an
exam is sat, the game and the house rules are locked. The database password goes into the
station's password file (``croupier.store.credentials``), never into the settings.

It reads ``Settings`` when opened and writes them on OK or Apply, never before; ``applied(keys)``
then tells the window which settings moved (``Settings`` key names, ``"rules"`` for the house rules,
``Settings.LANGUAGE`` for the language, which is switched at once through ``Translations``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.chips import ChipError, ChipSet
from croupier.engine.rules import RAZZ, STUD, STUD8, HouseRules
from croupier.gui.help.shortcuts import describe
from croupier.gui.house_rules_form import HouseRulesForm
from croupier.gui.instructor.pin_dialog import PinDialog, PinPurpose
from croupier.gui.rule_links import link_label, linked_html, rule_of_link
from croupier.gui.settings import VOICE_KEYS, Settings
from croupier.gui.stakes_edit import StakesEdit
from croupier.gui.voice_input import input_devices
from croupier.i18n import Language, MissingCatalogueError, Translations, format_number
from croupier.speech import Speaker
from croupier.speech.rates import MAX_RATE, MIN_RATE
from croupier.store import DATABASE_URL_ENV, StoreError
from croupier.store.authority import Authority
from croupier.store.credentials import save_password, split_password
from croupier.store.database import parse_url

__all__ = ["PAGES", "PASSFILE_ENTRY", "SettingsDialog"]

PASSFILE_ENTRY = "store/passfile_entry"  # pending only: the password goes to the password file

PAGES = ("game", "rules", "table", "progress")
_VARIANT_CODES = (STUD.code, STUD8.code, RAZZ.code)
_PAGE_WIDTH = 760  # pages other than the rules keep their fields this wide at most
# The Settings property behind each key the dialog writes (the house rules have their own setter).
_ATTRIBUTES = {
    Settings.VARIANT: "variant",
    Settings.PLAYERS: "players",
    Settings.STAKES: "stakes",
    Settings.CHIPS: "chip_set",
    Settings.LANGUAGE: "language",
    Settings.FOUR_COLOUR: "four_colour",
    Settings.ANIMATIONS: "animations",
    Settings.REVEAL: "reveal_hole_cards",
    Settings.SPEECH: "speech",
    Settings.SPEECH_RATE: "speech_rate",
    Settings.VOICE_ANSWERS: "voice_answers",
    Settings.VOICE_DEVICE: "voice_device",
    Settings.VOICE_KEY: "voice_key",
    Settings.TARGET_SECONDS: "target_seconds",
    Settings.DATABASE_URL: "database_url",
}

_STYLE = """
#settingsNav { font-size: 10.5pt; border: none; background: #101417; padding: 6px 0; }
#settingsNav::item { padding: 8px 14px; border-left: 3px solid transparent; }
#settingsNav::item:selected { background: #232a30; color: #f4f1e8; border-left: 3px solid #f0c94a; }
#settingsPageTitle { font-size: 14pt; font-weight: bold; color: #f4f1e8; }
#settingsNote { color: #b9b4a6; }
#settingsProblem { color: #ffb4a8; font-weight: bold; }
#settingsNotice { color: #f0c94a; }
QSpinBox[invalid="true"] { border: 1px solid #ff7b6b; }
QGroupBox { font-weight: bold; border: 1px solid #2c3238; border-radius: 6px; margin-top: 14px;
            padding: 10px 8px 6px 8px; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; color: #f0c94a; }
QScrollArea#rulesScroll { border: none; }
"""


def _note() -> QLabel:
    label = QLabel()
    label.setObjectName("settingsNote")
    label.setWordWrap(True)
    return label


def _with_notes(field: QWidget | QHBoxLayout, *notes: QLabel) -> QWidget:
    """A form field with its explanation underneath (a form row of its own wraps badly)."""
    holder = QWidget()
    column = QVBoxLayout(holder)
    column.setContentsMargins(0, 0, 0, 4)
    column.setSpacing(4)
    if isinstance(field, QWidget):
        column.addWidget(field)
    else:
        column.addLayout(field)
    for note in notes:
        column.addWidget(note)
    return holder


class SettingsDialog(QDialog):
    """Signals: ``applied(keys)`` after OK or Apply wrote the settings that changed."""

    applied = Signal(list)
    help_requested = Signal()  # F1 or Help: the window shows the help on Settings
    rule_help_requested = Signal(QDialog)  # F1 in a rule shown over the dialog: the Rules' help

    def __init__(
        self,
        settings: Settings,
        translations: Translations,
        speaker: Speaker,
        *,
        environ: Mapping[str, str] | None = None,
        store_location: str | None = None,
        exam_running: bool = False,
        authority: Authority | None = None,
        pgpass: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setStyleSheet(_STYLE)
        self._settings = settings
        self._translations = translations
        self._speaker = speaker
        self._environ = os.environ if environ is None else environ
        self._store_location = store_location
        self._exam_running = exam_running
        self._authority = authority
        self._pgpass = pgpass
        self._database_open = authority is None or not self._database_guarded(authority)
        self._pin_dialog: PinDialog | None = None
        self._voice_inputs: list[tuple[str, str]] = []
        self._loading = False

        self.nav = QListWidget()
        self.nav.setObjectName("settingsNav")
        self.nav.setFrameShape(QFrame.Shape.NoFrame)
        self.nav.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for name in PAGES:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.nav.addItem(item)
        self.pages = QStackedWidget()
        self._titles: dict[str, QLabel] = {}
        self.rule_links: dict[str, QLabel] = {}  # the Game page's rule numbers, links to the rules
        self._build_game_page()
        self._build_rules_page()
        self._build_table_page()
        self._build_progress_page()

        self.problem_label = QLabel()
        self.problem_label.setObjectName("settingsProblem")
        self.problem_label.setWordWrap(True)
        link_label(self.problem_label)  # a rule number in the problem opens the rule
        self.problem_label.linkActivated.connect(self._problem_link)
        self.problem_label.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
            | QDialogButtonBox.StandardButton.Help
        )
        self._f1 = QShortcut(QKeySequence(Qt.Key.Key_F1), self)
        self._f1.activated.connect(self.help_requested)
        self.buttons.helpRequested.connect(self.help_requested)
        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        body.addWidget(self.nav)
        body.addWidget(self.pages, 1)
        footer = QVBoxLayout()
        footer.setContentsMargins(16, 6, 16, 12)
        footer.addWidget(self.problem_label)
        footer.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(body, 1)
        layout.addLayout(footer)

        self._connect_signals()
        self.retranslate()
        self.load()
        self.nav.setCurrentRow(0)
        # Set here, not left to the layout: the smallest size where every page still reads well
        # (the house rules scroll).
        self.setMinimumSize(720, 480)
        self.resize(900, 640)

    def show_rule(self, number: str) -> QDialog:
        """The rule ``number`` over this dialog, the choices on the form marked in force."""
        from croupier.gui.rule_dialog import RuleDialog  # noqa: PLC0415 - the Rules view, when asked

        dialog = RuleDialog(number, self.rules_form.rules(), parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.help_requested.connect(lambda: self.rule_help_requested.emit(dialog))
        dialog.open()
        return dialog

    # ----------------------------------------------------------------------------- pages

    def _page(self, name: str, content: QWidget | None = None) -> QVBoxLayout:
        """A page with its title; returns the layout to fill (kept to a readable width)."""
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(20, 16, 20, 8)
        outer.setSpacing(10)
        title = QLabel()
        title.setObjectName("settingsPageTitle")
        self._titles[name] = title
        outer.addWidget(title)
        self.pages.addWidget(page)
        if content is not None:
            outer.addWidget(content, 1)
            return outer
        body = QWidget()
        body.setMaximumWidth(_PAGE_WIDTH)
        row = QHBoxLayout()
        row.addWidget(body, 1)
        row.addStretch(0)
        outer.addLayout(row, 1)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        return layout

    def _build_game_page(self) -> None:
        layout = self._page("game")
        self.variant_box = QComboBox()
        for code in _VARIANT_CODES:
            self.variant_box.addItem("", code)
        self.players_spin = QSpinBox()
        self.players_spin.setRange(2, 8)
        self.players_spin.setMaximumWidth(110)
        self.stakes_edit = StakesEdit()
        self.chips_edit = QLineEdit()
        self.chips_edit.setObjectName("chipsEdit")
        self.chips_edit.setMaximumWidth(240)
        self._chips_label = QLabel()
        self._chips_label.setBuddy(self.chips_edit)
        self._variant_label = QLabel()
        self._variant_label.setBuddy(self.variant_box)
        self._players_label = QLabel()
        self._players_label.setBuddy(self.players_spin)
        self.variant_box.setMinimumWidth(240)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self._variant_label, self.variant_box)
        form.addRow(self._players_label, self._with_rule_link(self.players_spin, "R1.2"))
        layout.addLayout(form)
        self._stakes_title = QLabel()
        self._stakes_title.setObjectName("settingsSection")
        font = self._stakes_title.font()
        font.setBold(True)
        self._stakes_title.setFont(font)
        layout.addSpacing(6)
        layout.addWidget(self._stakes_title)
        layout.addWidget(self.stakes_edit)
        chips_form = QFormLayout()
        chips_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        chips_form.addRow(self._chips_label, self._with_rule_link(self.chips_edit, "R12.1"))
        layout.addLayout(chips_form)
        self._game_note = _note()
        layout.addWidget(self._game_note)
        layout.addStretch(1)

    def _with_rule_link(self, field: QWidget, number: str) -> QWidget:
        """``field`` with the number of its rule beside it, a link that opens the rule."""
        link = QLabel(f'<a href="rule:{number}">{number}</a>')
        link.setObjectName(f"ruleLink_{number}")
        link_label(link)
        link.linkActivated.connect(self._problem_link)
        self.rule_links[number] = link
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(8)
        row.addWidget(field)
        row.addWidget(link)
        row.addStretch(1)
        return holder

    def _build_rules_page(self) -> None:
        self.rules_form = HouseRulesForm()
        scroll = QScrollArea()
        scroll.setObjectName("rulesScroll")
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        holder = QWidget()
        inner = QHBoxLayout(holder)
        inner.setContentsMargins(0, 0, 12, 0)
        inner.addWidget(self.rules_form, 1)  # grows to its widest, then the room stays empty
        inner.addStretch(0)
        scroll.setWidget(holder)
        self.rules_scroll = scroll
        self._page("rules", scroll)

    def _build_table_page(self) -> None:
        layout = self._page("table")
        self.language_box = QComboBox()
        for language in (Language.GERMAN, Language.ENGLISH):
            self.language_box.addItem(language.native_name, language.value)  # names in themselves
        self.four_colour_check = QCheckBox()
        self.animations_check = QCheckBox()
        self.reveal_check = QCheckBox()
        self.speech_check = QCheckBox()
        self.rate_slider = QSlider(Qt.Orientation.Horizontal)
        self.rate_slider.setRange(MIN_RATE, MAX_RATE)
        self.rate_slider.setSingleStep(5)
        self.rate_slider.setPageStep(25)
        self.rate_slider.setTickInterval(50)
        self.rate_slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.rate_value = QLabel()
        self.rate_value.setMinimumWidth(150)
        rate_row = QHBoxLayout()
        rate_row.addWidget(self.rate_slider, 1)
        rate_row.addWidget(self.rate_value)
        self._language_label = QLabel()
        self._language_label.setBuddy(self.language_box)
        self._rate_label = QLabel()
        self._rate_label.setBuddy(self.rate_slider)
        self._speech_note = _note()
        self.voice_check = QCheckBox()
        self.voice_device_box = QComboBox()
        self.voice_device_box.setMinimumWidth(240)
        self.voice_device_box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._voice_device_label = QLabel()
        self._voice_device_label.setBuddy(self.voice_device_box)
        self._voice_note = _note()
        self.voice_key_box = QComboBox()
        for key in VOICE_KEYS:
            self.voice_key_box.addItem(key, key)
        self.voice_key_box.setMinimumWidth(240)
        self.voice_key_box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._voice_key_label = QLabel()
        self._voice_key_label.setBuddy(self.voice_key_box)
        self.language_box.setMinimumWidth(240)
        self.language_box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        form = QFormLayout()
        form.addRow(self._language_label, self.language_box)
        form.addRow(self.four_colour_check)
        form.addRow(self.animations_check)
        form.addRow(self.reveal_check)
        form.addRow(self.speech_check)
        form.addRow(self._rate_label, rate_row)
        form.addRow(self.voice_check)
        form.addRow(self._voice_key_label, self.voice_key_box)
        form.addRow(self._voice_device_label, self.voice_device_box)
        layout.addLayout(form)
        layout.addWidget(self._speech_note)
        layout.addWidget(self._voice_note)
        layout.addStretch(1)

    def _build_progress_page(self) -> None:
        layout = self._page("progress")
        self.target_spin = QDoubleSpinBox()
        self.target_spin.setRange(1.0, 60.0)
        self.target_spin.setDecimals(1)
        self.target_spin.setSingleStep(0.5)
        self.target_spin.setMinimumWidth(180)
        self.database_edit = QLineEdit()
        self.database_edit.setClearButtonEnabled(True)
        self.password_edit = QLineEdit()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.setMaximumWidth(320)
        self.unlock_button = QPushButton()
        self._password_label = QLabel()
        self._password_label.setBuddy(self.password_edit)
        self._lock_note = _note()
        self._target_label = QLabel()
        self._target_label.setBuddy(self.target_spin)
        self._database_label = QLabel()
        self._database_label.setBuddy(self.database_edit)
        self._target_note = _note()
        self._database_note = _note()
        self._environment_note = _note()
        self._environment_note.setObjectName("settingsNotice")
        target_row = QHBoxLayout()
        target_row.addWidget(self.target_spin)
        target_row.addStretch(1)
        unlock_row = QHBoxLayout()
        unlock_row.addWidget(self._lock_note, 1)
        unlock_row.addWidget(self.unlock_button, 0, Qt.AlignmentFlag.AlignTop)
        form = QFormLayout()
        form.addRow(self._target_label, _with_notes(target_row, self._target_note))
        form.addRow(
            self._database_label,
            _with_notes(self.database_edit, self._database_note, self._environment_note),
        )
        form.addRow(self._password_label, self.password_edit)
        form.addRow(unlock_row)
        layout.addLayout(form)
        layout.addStretch(1)

    def _connect_signals(self) -> None:
        self.nav.currentRowChanged.connect(self.pages.setCurrentIndex)
        self.nav.currentRowChanged.connect(self._edited)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._button_clicked)
        self.rules_form.rule_requested.connect(self.show_rule)
        self.stakes_edit.rule_requested.connect(self.show_rule)
        self.variant_box.currentIndexChanged.connect(self._edited)
        self.players_spin.valueChanged.connect(self._edited)
        self.stakes_edit.changed.connect(self._edited)
        self.chips_edit.textChanged.connect(self._edited)
        self.rules_form.changed.connect(self._edited)
        self.language_box.currentIndexChanged.connect(self._edited)
        for check in (
            self.four_colour_check,
            self.animations_check,
            self.reveal_check,
            self.speech_check,
            self.voice_check,
        ):
            check.toggled.connect(self._edited)
        self.voice_device_box.currentIndexChanged.connect(self._edited)
        self.voice_key_box.currentIndexChanged.connect(self._edited)
        self.rate_slider.valueChanged.connect(self._edited)
        self.target_spin.valueChanged.connect(self._edited)
        self.database_edit.textChanged.connect(self._edited)
        self.password_edit.textChanged.connect(self._edited)
        self.unlock_button.clicked.connect(self.unlock_database)

    # ----------------------------------------------------------------------------- values

    def load(self) -> None:
        """Fill every field from the settings (what OK or Apply wrote last)."""
        s = self._settings
        self._loading = True
        try:
            self.variant_box.setCurrentIndex(max(0, self.variant_box.findData(s.variant)))
            self.players_spin.setValue(s.players)
            self.stakes_edit.set_stakes(s.stakes)
            self.chips_edit.setText(str(s.chip_set))
            self.rules_form.set_rules(s.house_rules)
            language = s.language or self._translations.language.value
            self.language_box.setCurrentIndex(max(0, self.language_box.findData(language)))
            self.four_colour_check.setChecked(s.four_colour)
            self.animations_check.setChecked(s.animations)
            self.reveal_check.setChecked(s.reveal_hole_cards)
            self.speech_check.setChecked(s.speech)
            self.rate_slider.setValue(s.speech_rate)
            self.voice_check.setChecked(s.voice_answers)
            self._fill_voice_devices(s.voice_device)
            self.voice_key_box.setCurrentIndex(max(0, self.voice_key_box.findData(s.voice_key)))
            self.password_edit.clear()
            self.target_spin.setValue(s.target_seconds)
            self.target_spin.setEnabled(s.school_target is None)
            self.database_edit.setText(s.database_url)
        finally:
            self._loading = False
        self._refresh()

    def _fill_voice_devices(self, chosen: str) -> None:
        """The microphones QtMultimedia sees, after the system's default; ``chosen`` selected (kept
        in the list while it is not plugged in)."""
        self._voice_inputs = input_devices()
        box = self.voice_device_box
        box.clear()
        box.addItem(self.tr("System default"), "")
        for device_id, description in self._voice_inputs:
            box.addItem(description, device_id)
        if chosen and box.findData(chosen) < 0:
            box.addItem(chosen, chosen)
        box.setCurrentIndex(max(0, box.findData(chosen)))

    def pending(self) -> dict[str, object]:
        """The fields that differ from the saved settings (``Settings`` key names)."""
        s = self._settings
        shown: dict[str, tuple[object, object]] = {
            Settings.VARIANT: (self.variant_box.currentData(), s.variant),
            Settings.PLAYERS: (self.players_spin.value(), s.players),
            Settings.STAKES: (self.stakes_edit.stakes(), s.stakes),
            Settings.CHIPS: (self._chip_set() or s.chip_set, s.chip_set),
            Settings.RULES: (self.rules_form.rules(), s.house_rules),
            Settings.LANGUAGE: (
                self.language_box.currentData(),
                s.language or self._translations.language.value,
            ),
            Settings.FOUR_COLOUR: (self.four_colour_check.isChecked(), s.four_colour),
            Settings.ANIMATIONS: (self.animations_check.isChecked(), s.animations),
            Settings.REVEAL: (self.reveal_check.isChecked(), s.reveal_hole_cards),
            Settings.SPEECH: (self.speech_check.isChecked(), s.speech),
            Settings.SPEECH_RATE: (self.rate_slider.value(), s.speech_rate),
            Settings.VOICE_ANSWERS: (self.voice_check.isChecked(), s.voice_answers),
            Settings.VOICE_DEVICE: (str(self.voice_device_box.currentData() or ""), s.voice_device),
            Settings.VOICE_KEY: (str(self.voice_key_box.currentData()), s.voice_key),
            Settings.TARGET_SECONDS: (
                round(self.target_spin.value(), 1) if s.school_target is None else s.target_seconds,
                s.target_seconds,
            ),
            Settings.DATABASE_URL: (self._database_url(), s.database_url),
        }
        changed: dict[str, object] = {key: new for key, (new, old) in shown.items() if new != old}
        if self._typed_password():
            changed[PASSFILE_ENTRY] = self._typed_password()
        return changed

    def _database_url(self) -> str:
        """The address as it is saved: without a password (that goes to the password file)."""
        url = self.database_edit.text().strip()
        if not url:
            return ""
        try:
            return split_password(url)[0]
        except StoreError:
            return url

    def _typed_password(self) -> str:
        """A password typed in its field, or written into the address."""
        if self.password_edit.text():
            return self.password_edit.text()
        url = self.database_edit.text().strip()
        try:
            return (split_password(url)[1] or "") if url else ""
        except StoreError:
            return ""

    def _chip_set(self) -> ChipSet | None:
        try:
            return ChipSet.parse(self.chips_edit.text())
        except ChipError:
            return None

    def problem(self) -> str | None:
        """Why the fields cannot be saved as they are, else None."""
        stakes_problem = self.stakes_edit.problem()
        if stakes_problem is not None:
            return stakes_problem
        chips = self._chip_set()
        if chips is None:
            return self.tr(
                "Write the chip values from the smallest up, each a multiple of the smallest, "
                "such as 1/5/25/100/500."
            )
        stakes = self.stakes_edit.stakes()
        if stakes is not None and not all(
            chips.fits(amount) for amount in (stakes.ante, stakes.bring_in, stakes.small_bet, stakes.big_bet)
        ):
            return self.tr("The stakes must be multiples of the smallest chip, {chip} (R12.1).").format(
                chip=chips.unit
            )
        rules = self.rules_form.rules()
        if self.players_spin.value() > rules.max_players:
            return self.tr("These house rules seat at most {count} players at the table.").format(
                count=rules.max_players
            )
        url = self.database_edit.text().strip()
        if url:
            try:
                parse_url(url)
            except StoreError:
                return self.tr(
                    "The school database address is not one Croupier can use: write it like "
                    "postgresql://user@server/croupier, or leave it empty."
                )
        return None

    def apply(self) -> bool:
        """Write the fields that changed; False (and nothing written) while a field is invalid."""
        problem = self.problem()
        if problem is not None:
            self._refresh()
            return False
        changes = self.pending()
        language = str(self.language_box.currentData())
        if language != self._translations.language.value:
            try:
                self._translations.set_language(language)
            except MissingCatalogueError as error:
                self._show_problem(str(error))
                return False
        s = self._settings
        password = changes.pop(PASSFILE_ENTRY, None)
        if password:
            url = self._database_url()
            if not url or self._pgpass is None:
                self._show_problem(self.tr("Give the school database's address for the password."))
                return False
            try:
                save_password(self._pgpass, url, str(password))
            except (OSError, StoreError) as error:
                self._show_problem(self.tr("The password could not be saved: {reason}").format(reason=error))
                return False
            self.password_edit.clear()
            changes[Settings.DATABASE_URL] = url
        for key, value in changes.items():
            if key == Settings.RULES:
                assert isinstance(value, HouseRules)
                s.set_house_rules(value)
            else:
                setattr(s, _ATTRIBUTES[key], value)
        if Settings.SPEECH_RATE in changes:
            self._speaker.set_rate(s.speech_rate)
        self._refresh()
        if changes:
            self.applied.emit(list(changes))
        return True

    def restore_defaults(self) -> None:
        """Put the defaults into the fields of the page shown (a locked field stays)."""
        defaults = Settings()
        page = self.current_page()
        if page == "game":
            self.variant_box.setCurrentIndex(max(0, self.variant_box.findData(defaults.variant)))
            self.players_spin.setValue(defaults.players)
            self.stakes_edit.set_stakes(defaults.stakes)
            self.chips_edit.setText(str(defaults.chip_set))
        elif page == "rules":
            self.rules_form.set_rules(HouseRules())
        elif page == "table":
            self.four_colour_check.setChecked(defaults.four_colour)
            self.animations_check.setChecked(defaults.animations)
            self.reveal_check.setChecked(defaults.reveal_hole_cards)
            self.speech_check.setChecked(defaults.speech)
            self.rate_slider.setValue(defaults.speech_rate)
            self.voice_check.setChecked(defaults.voice_answers)
            self.voice_device_box.setCurrentIndex(0)
            self.voice_key_box.setCurrentIndex(0)
        elif page == "progress":
            if self._settings.school_target is None:  # the school's is not this station's to reset
                self.target_spin.setValue(defaults.target_seconds)
            if self._database_open:
                self.database_edit.setText(defaults.database_url)
        self._refresh()

    def show_page(self, name: str) -> None:
        """Show the page ``game``, ``rules``, ``table`` or ``progress``."""
        self.nav.setCurrentRow(PAGES.index(name))

    def current_page(self) -> str:
        return PAGES[max(0, self.pages.currentIndex())]

    def accept(self) -> None:
        if self.apply():
            super().accept()

    # ----------------------------------------------------------------------------- reactions

    def _button_clicked(self, button: QAbstractButton) -> None:
        role = self.buttons.buttonRole(button)
        if role == QDialogButtonBox.ButtonRole.ApplyRole:
            self.apply()
        elif role == QDialogButtonBox.ButtonRole.ResetRole:
            self.restore_defaults()

    def _edited(self, *_args: object) -> None:
        if not self._loading:
            self._refresh()

    def _show_problem(self, text: str | None) -> None:
        self.problem_label.setText(linked_html(f"⚠ {text}") if text else "")
        self.problem_label.setVisible(bool(text))

    def _problem_link(self, link: str) -> None:  # a rule link in the problem line or on a page
        number = rule_of_link(link)
        if number is not None:
            self.show_rule(number)

    def _refresh(self) -> None:
        problem = self.problem()
        # The stakes say their own problem beside the amounts; the footer says it on the other pages.
        beside = self.current_page() == "game" and problem == self.stakes_edit.problem()
        self._show_problem(None if beside else problem)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        apply = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        ok.setEnabled(problem is None)
        apply.setEnabled(problem is None and bool(self.pending()))
        self.rate_value.setText(
            self.tr("{rate} words per minute").format(rate=format_number(self.rate_slider.value()))
        )
        self.rate_slider.setEnabled(self.speech_check.isChecked())
        self.rate_value.setEnabled(self.speech_check.isChecked())
        self._apply_locks()

    # ----------------------------------------------------------------------------- locks

    @staticmethod
    def _database_guarded(authority: Authority) -> bool:
        """Where answers go is the instructor's to change once there is one."""
        try:
            return not authority.uses_pin or not authority.needs_creating()
        except StoreError:
            return True

    def unlock_database(self) -> PinDialog | None:
        """Ask for the instructor PIN (or password); the database fields open when it is right."""
        authority = self._authority
        if self._database_open or authority is None:
            return None
        dialog = PinDialog(authority, PinPurpose.VERIFY, self)
        self._pin_dialog = dialog

        def opened() -> None:
            if dialog.store is not None and dialog.store is not authority.store:
                dialog.store.close()  # only the PIN or password was wanted, not a connection
            self._database_open = True
            self._apply_locks()
            self.database_edit.setFocus()

        dialog.accepted.connect(opened)
        dialog.open()
        return dialog

    @property
    def pin_dialog(self) -> PinDialog | None:
        return self._pin_dialog

    def _apply_locks(self) -> None:
        overridden = bool(self._environ.get(DATABASE_URL_ENV, ""))
        database = self._database_open and not overridden
        self.database_edit.setEnabled(database)
        self.password_edit.setEnabled(database)
        self.unlock_button.setVisible(not self._database_open)
        locked_game = self._exam_running
        for widget in (
            self.variant_box,
            self.players_spin,
            self.stakes_edit,
            self.chips_edit,
            self.rules_form,
            self.reveal_check,
        ):
            widget.setEnabled(not locked_game)
        notes = []
        if not self._database_open:
            notes.append(
                self.tr("Where the answers go is the instructor's to change: unlock it with the PIN.")
                if self._authority is None or self._authority.uses_pin
                else self.tr(
                    "Where the answers go is the instructor's to change: "
                    "unlock it with the instructor password."
                )
            )
        if locked_game:
            notes.append(
                self.tr("An exam is under way: the game, the house rules and the down cards are locked.")
            )
        self._lock_note.setText("\n".join(notes))
        self._lock_note.setVisible(bool(notes))
        self._game_note.setText(
            self.tr("Locked while the exam runs.")
            if locked_game
            else self.tr("Changes apply from the next hand.")
        )

    # ----------------------------------------------------------------------------- text

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        describe(self._f1, self.tr("Help on the settings"))
        page_names = {
            "game": self.tr("Game"),
            "rules": self.tr("House rules"),
            "table": self.tr("Table and speech"),
            "progress": self.tr("Progress and school"),
        }
        for row, name in enumerate(PAGES):
            self.nav.item(row).setText(page_names[name])
            self._titles[name].setText(page_names[name])
        self.nav.setAccessibleName(self.tr("Settings pages"))
        # As wide as the longest page name (German ones are longer), never with a scroll bar.
        self.nav.setFixedWidth(max(190, self.nav.sizeHintForColumn(0) + 12))
        self.pages.setAccessibleName(self.tr("Settings page"))

        self._variant_label.setText(self.tr("&Game:"))
        for index, name in enumerate((self.tr("Seven Card Stud"), self.tr("Stud Hi-Lo"), self.tr("Razz"))):
            self.variant_box.setItemText(index, name)
        self.variant_box.setAccessibleName(self.tr("Game"))
        self._players_label.setText(self.tr("&Players:"))
        self.players_spin.setAccessibleName(self.tr("Number of players"))
        self.players_spin.setToolTip(self.tr("2 to 8 players are dealt in (R1.2)."))
        self._stakes_title.setText(self.tr("Betting structure"))
        self._chips_label.setText(self.tr("&Chips in play:"))
        self.chips_edit.setAccessibleName(self.tr("Chip values in play"))
        self.chips_edit.setToolTip(
            self.tr("The chip values from the smallest up (R12.1): white, red, green, black, purple.")
        )
        self._game_note.setText(self.tr("Changes apply from the next hand."))

        self._language_label.setText(self.tr("&Language:"))
        self.language_box.setAccessibleName(self.tr("Language"))
        self.language_box.setToolTip(self.tr("Switches every text at once; no restart needed."))
        self.four_colour_check.setText(self.tr("Four-colour deck (♣ green, ♦ blue, ♥ red, ♠ black)"))
        self.animations_check.setText(self.tr("Animate cards and chips"))
        self.reveal_check.setText(self.tr("Show the players' down cards"))
        self.speech_check.setText(self.tr("Speak the dealer's calls"))
        self._rate_label.setText(self.tr("Speaking &rate:"))
        self.rate_slider.setAccessibleName(self.tr("Speaking rate in words per minute"))
        self.rate_slider.setToolTip(self.tr("Slower for learning, faster for table pace."))
        notice = None if self._speaker.available else self._speaker.notice
        self._speech_note.setText(notice or "")
        self._speech_note.setVisible(bool(notice))
        self.voice_check.setText(
            self.tr("Answer the calls by voice (English; the voice key where a call is asked)")
        )
        self._voice_device_label.setText(self.tr("&Microphone:"))
        self._voice_key_label.setText(self.tr("&Voice key:"))
        self.voice_key_box.setItemText(0, self.tr("Space"))
        self.voice_key_box.setAccessibleName(self.tr("The key that listens and hears the call"))
        self.voice_device_box.setAccessibleName(self.tr("Microphone for voice answers"))
        if self.voice_device_box.count():
            self.voice_device_box.setItemText(0, self.tr("System default"))
        no_input = not self._voice_inputs
        self._voice_note.setText(self.tr("No microphone found: voice answers stay off.") if no_input else "")
        self._voice_note.setVisible(no_input)
        for check in (
            self.four_colour_check,
            self.animations_check,
            self.reveal_check,
            self.speech_check,
            self.voice_check,
        ):
            check.setAccessibleName(check.text())

        self._target_label.setText(self.tr("&Target pace:"))
        self.target_spin.setAccessibleName(self.tr("Target pace in seconds per answer"))
        self.target_spin.setSuffix(self.tr(" s per answer"))
        self.target_spin.setLocale(QLocale())
        note = self.tr(
            "The dealer school's pace for a typical question; harder skills (side pots, "
            "splitting a pot) are allowed proportionally more. The Progress page compares "
            "your median time with it."
        )
        if self._settings.school_target is not None:
            note += " " + self.tr("Set by your school for every station: the instructor changes it.")
        self._target_note.setText(note)
        self._database_label.setText(self.tr("School &database:"))
        self.database_edit.setAccessibleName(self.tr("School database address"))
        self.database_edit.setPlaceholderText("postgresql://user@server/croupier")
        self._database_note.setText(self._database_text())
        self._password_label.setText(self.tr("Pass&word:"))
        self.password_edit.setAccessibleName(self.tr("Password of the station's login"))
        self.password_edit.setPlaceholderText(self.tr("kept in the station's password file, not shown"))
        self.password_edit.setToolTip(
            self.tr("Saved in {path} (only you may read it), never in the settings.").format(
                path=self._pgpass or "pgpass"
            )
        )
        self.unlock_button.setText(self.tr("Unlock…"))
        overridden = self._environ.get(DATABASE_URL_ENV, "")
        if overridden:
            self._environment_note.setText(
                self.tr("{variable} is set and wins over this field: {address}").format(
                    variable=DATABASE_URL_ENV, address=_hidden_password(overridden)
                )
            )
        self._environment_note.setVisible(bool(overridden))

        labels = {
            QDialogButtonBox.StandardButton.RestoreDefaults: self.tr("Restore the defaults on this page"),
            QDialogButtonBox.StandardButton.Apply: self.tr("Save the settings and keep this window open"),
        }
        for which, tip in labels.items():
            self.buttons.button(which).setToolTip(tip)
        self._refresh()

    def _database_text(self) -> str:
        text = self.tr(
            "Leave it empty to keep the progress on this computer. A change takes effect the "
            "next time Croupier starts."
        )
        if self._store_location:
            where = self.tr("Answers are now saved in: {location}").format(location=self._store_location)
            text = f"{text}\n{where}"
        return text

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(900, 640)


def _hidden_password(url: str) -> str:
    """The address as written, its password (if any) replaced by ***."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{parts.username or ''}:***@{host}"))
