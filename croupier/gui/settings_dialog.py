"""The settings dialog: the game, every house rule, look and sound, the pace and the school database.

Who is answering is not a setting: trainees sign in (the sign-in page). Once instructor mode has a
PIN (or on a school server, its login), the school database's fields open only with it; while an
exam is sat, the game and the house rules are locked. The database password goes into the
station's password file (``croupier.store.credentials``), never into the settings.

It reads ``Settings`` when opened and writes them on OK or Apply, never before; ``applied(keys)``
then tells the window which settings moved (``Settings`` key names, ``"rules"`` for the house rules,
``Settings.LANGUAGE`` for the language, which is switched at once through ``Translations``).
The pages' fields are built, filled and worded in ``croupier.gui.settings_pages``, one module a page
(the house rules are ``HouseRulesForm``); the dialog checks, saves and locks them.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.rules import HouseRules
from croupier.gui.help.shortcuts import describe
from croupier.gui.house_rules_form import HouseRulesForm
from croupier.gui.instructor.pin_dialog import PinDialog, PinPurpose
from croupier.gui.rule_links import link_label, linked_html, rule_of_link
from croupier.gui.settings import Settings
from croupier.gui.settings_pages.game_page import GamePage
from croupier.gui.settings_pages.progress_page import ProgressPage
from croupier.gui.settings_pages.table_page import TablePage
from croupier.i18n import MissingCatalogueError, Translations
from croupier.speech import Speaker
from croupier.store import StoreError
from croupier.store.authority import Authority
from croupier.store.credentials import save_password
from croupier.store.database import parse_url

if TYPE_CHECKING:
    from croupier.gui.help.window_help import WindowHelp
    from croupier.gui.rules_view import RulesView
    from croupier.gui.station import Station
    from croupier.gui.switches import Switches

__all__ = ["PAGES", "PASSFILE_ENTRY", "SettingsDialog", "apply_settings", "open_settings"]

PASSFILE_ENTRY = "store/passfile_entry"  # pending only: the password goes to the password file

PAGES = ("game", "rules", "table", "progress")
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
        self._exam_running = exam_running
        self._authority = authority
        self._pgpass = pgpass  # where a typed password is saved
        self._database_open = authority is None or not self._database_guarded(authority)
        self._pin_dialog: PinDialog | None = None
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
        self.game_page = GamePage()
        self._page("game").addWidget(self.game_page)
        self._build_rules_page()
        self.table_page = TablePage(speaker)
        self._page("table").addWidget(self.table_page)
        self.progress_page = ProgressPage(self._environ, store_location, pgpass)
        self._page("progress").addWidget(self.progress_page)

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

    def _connect_signals(self) -> None:
        self.nav.currentRowChanged.connect(self.pages.setCurrentIndex)
        self.nav.currentRowChanged.connect(self._edited)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._button_clicked)
        self.rules_form.rule_requested.connect(self.show_rule)
        self.game_page.stakes_edit.rule_requested.connect(self.show_rule)
        self.game_page.link_activated.connect(self._problem_link)
        self.rules_form.changed.connect(self._edited)
        for page in (self.game_page, self.table_page, self.progress_page):
            page.changed.connect(self._edited)
        self.progress_page.unlock_requested.connect(self.unlock_database)

    # ----------------------------------------------------------------------------- values

    def load(self) -> None:
        """Fill every field from the settings (what OK or Apply wrote last)."""
        s = self._settings
        self._loading = True
        try:
            self.game_page.load(s)
            self.rules_form.set_rules(s.house_rules)
            self.table_page.load(s, self._translations.language.value)
            self.progress_page.load(s)
        finally:
            self._loading = False
        self._refresh()

    def pending(self) -> dict[str, object]:
        """The fields that differ from the saved settings (``Settings`` key names)."""
        s = self._settings
        shown = {
            **self.game_page.entries(s),
            Settings.RULES: (self.rules_form.rules(), s.house_rules),
            **self.table_page.entries(s, self._translations.language.value),
            **self.progress_page.entries(s),
        }
        changed: dict[str, object] = {key: new for key, (new, old) in shown.items() if new != old}
        password = self.progress_page.typed_password()
        if password:
            changed[PASSFILE_ENTRY] = password
        return changed

    def problem(self) -> str | None:
        """Why the fields cannot be saved as they are, else None."""
        game = self.game_page
        stakes_problem = game.stakes_edit.problem()
        if stakes_problem is not None:
            return stakes_problem
        chips = game.chip_set()
        if chips is None:
            return self.tr(
                "Write the chip values from the smallest up, each a multiple of the smallest, "
                "such as 1/5/25/100/500."
            )
        stakes = game.stakes_edit.stakes()
        if stakes is not None and not all(
            chips.fits(amount) for amount in (stakes.ante, stakes.bring_in, stakes.small_bet, stakes.big_bet)
        ):
            return self.tr("The stakes must be multiples of the smallest chip, {chip} (R12.1).").format(
                chip=chips.unit
            )
        rules = self.rules_form.rules()
        if game.players_spin.value() > rules.max_players:
            return self.tr("These house rules seat at most {count} players at the table.").format(
                count=rules.max_players
            )
        url = self.progress_page.database_edit.text().strip()
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
        language = str(self.table_page.language_box.currentData())
        if language != self._translations.language.value:
            try:
                self._translations.set_language(language)
            except MissingCatalogueError as error:
                self._show_problem(str(error))
                return False
        s = self._settings
        password = changes.pop(PASSFILE_ENTRY, None)
        if password:
            url = self.progress_page.database_url()
            if not url or self._pgpass is None:
                self._show_problem(self.tr("Give the school database's address for the password."))
                return False
            try:
                save_password(self._pgpass, url, str(password))
            except (OSError, StoreError) as error:
                self._show_problem(self.tr("The password could not be saved: {reason}").format(reason=error))
                return False
            self.progress_page.password_edit.clear()
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
            self.game_page.load(defaults)
        elif page == "rules":
            self.rules_form.set_rules(HouseRules())
        elif page == "table":
            self.table_page.restore(defaults)
        elif page == "progress":
            if self._settings.school_target is None:  # the school's is not this station's to reset
                self.progress_page.target_spin.setValue(defaults.target_seconds)
            if self._database_open:
                self.progress_page.database_edit.setText(defaults.database_url)
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
        beside = self.current_page() == "game" and problem == self.game_page.stakes_edit.problem()
        self._show_problem(None if beside else problem)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        apply = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        ok.setEnabled(problem is None)
        apply.setEnabled(problem is None and bool(self.pending()))
        self.table_page.refresh()
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
            self.progress_page.database_edit.setFocus()

        dialog.accepted.connect(opened)
        dialog.open()
        return dialog

    @property
    def pin_dialog(self) -> PinDialog | None:
        return self._pin_dialog

    def _apply_locks(self) -> None:
        locked_game = self._exam_running
        self.game_page.set_locked(locked=locked_game)
        self.rules_form.setEnabled(not locked_game)
        self.table_page.reveal_check.setEnabled(not locked_game)
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
        self.progress_page.set_locks(database_open=self._database_open, notes=notes)

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

        self.game_page.retranslate()
        self.table_page.retranslate()
        self.progress_page.retranslate(school_target=self._settings.school_target is not None)

        labels = {
            QDialogButtonBox.StandardButton.RestoreDefaults: self.tr("Restore the defaults on this page"),
            QDialogButtonBox.StandardButton.Apply: self.tr("Save the settings and keep this window open"),
        }
        for which, tip in labels.items():
            self.buttons.button(which).setToolTip(tip)
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(900, 640)


def open_settings(
    window: QWidget,
    settings: Settings,
    translations: Translations,
    speaker: Speaker,
    *,
    station: Station | None,
    exam_running: bool,
    window_help: WindowHelp,
    switches: Switches,
    rules_view: Callable[[], RulesView | None],
    game_changed: Callable[[], None],
) -> SettingsDialog:
    """Open the settings dialog over ``window`` (window-modal), for ``station``'s store if there is
    one; what it applies takes effect at once (``apply_settings``), its help is ``window_help``'s."""
    dialog = SettingsDialog(
        settings,
        translations,
        speaker,
        store_location=station.store.status.location if station is not None else None,
        exam_running=exam_running,
        authority=station.authority if station is not None else None,
        pgpass=station.pgpass if station is not None else None,
        parent=window,
    )
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.applied.connect(
        lambda keys: apply_settings(
            keys, settings, switches=switches, rules_view=rules_view(), game_changed=game_changed
        )
    )
    dialog.help_requested.connect(lambda: window_help.show_help("settings", over=dialog))
    dialog.rule_help_requested.connect(lambda rule: window_help.show_help("rules", over=rule))
    dialog.open()
    return dialog


def apply_settings(
    keys: list[str],
    settings: Settings,
    *,
    switches: Switches,
    rules_view: RulesView | None,
    game_changed: Callable[[], None],
) -> None:
    """Show what the settings dialog changed (in the Rules page, if made, and the top bar's
    switches); a new game setting deals the next hand (``game_changed()``)."""
    if rules_view is not None:
        rules_view.set_house_rules(settings.house_rules)
    switches.show_settings()
    if Settings.SPEECH in keys:
        switches.set_speech(settings.speech)
    if {Settings.VARIANT, Settings.PLAYERS, Settings.STAKES, Settings.RULES} & set(keys):
        game_changed()
