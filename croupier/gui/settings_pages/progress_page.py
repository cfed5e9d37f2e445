"""The settings' Progress and school page: the target pace and the school database (its address and
the station's password, which goes to the password file, never into the settings)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.settings import Settings
from croupier.gui.settings_pages.fields import Entries, note, with_notes
from croupier.store import DATABASE_URL_ENV, StoreError
from croupier.store.credentials import split_password

__all__ = ["ProgressPage"]

translate = QCoreApplication.translate


class ProgressPage(QWidget):
    """Signals: ``changed`` when a field is edited; ``unlock_requested`` by the Unlock button.

    ``environ``: where ``DATABASE_URL_ENV`` may override the address; ``store_location``: where
    the answers go now; ``pgpass``: the station's password file."""

    changed = Signal()
    unlock_requested = Signal()

    def __init__(
        self,
        environ: Mapping[str, str],
        store_location: str | None,
        pgpass: Path | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._environ = environ
        self._store_location = store_location
        self._pgpass = pgpass
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
        self.lock_note = note()
        self._target_label = QLabel()
        self._target_label.setBuddy(self.target_spin)
        self._database_label = QLabel()
        self._database_label.setBuddy(self.database_edit)
        self.target_note = note()
        self._database_note = note()
        self.environment_note = note()
        self.environment_note.setObjectName("settingsNotice")
        target_row = QHBoxLayout()
        target_row.addWidget(self.target_spin)
        target_row.addStretch(1)
        unlock_row = QHBoxLayout()
        unlock_row.addWidget(self.lock_note, 1)
        unlock_row.addWidget(self.unlock_button, 0, Qt.AlignmentFlag.AlignTop)
        form = QFormLayout()
        form.addRow(self._target_label, with_notes(target_row, self.target_note))
        form.addRow(
            self._database_label,
            with_notes(self.database_edit, self._database_note, self.environment_note),
        )
        form.addRow(self._password_label, self.password_edit)
        form.addRow(unlock_row)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        layout.addLayout(form)
        layout.addStretch(1)
        self.target_spin.valueChanged.connect(self.changed)
        self.database_edit.textChanged.connect(self.changed)
        self.password_edit.textChanged.connect(self.changed)
        self.unlock_button.clicked.connect(self.unlock_requested)

    def load(self, settings: Settings) -> None:
        self.password_edit.clear()
        self.target_spin.setValue(settings.target_seconds)
        self.target_spin.setEnabled(settings.school_target is None)
        self.database_edit.setText(settings.database_url)

    def entries(self, settings: Settings) -> Entries:
        """The pace (the school's when it sets one) and the address without its password."""
        target = (
            round(self.target_spin.value(), 1) if settings.school_target is None else settings.target_seconds
        )
        return {
            Settings.TARGET_SECONDS: (target, settings.target_seconds),
            Settings.DATABASE_URL: (self.database_url(), settings.database_url),
        }

    def database_url(self) -> str:
        """The address as it is saved: without a password (that goes to the password file)."""
        url = self.database_edit.text().strip()
        if not url:
            return ""
        try:
            return split_password(url)[0]
        except StoreError:
            return url

    def typed_password(self) -> str:
        """A password typed in its field, or written into the address."""
        if self.password_edit.text():
            return self.password_edit.text()
        url = self.database_edit.text().strip()
        try:
            return (split_password(url)[1] or "") if url else ""
        except StoreError:
            return ""

    def set_locks(self, *, database_open: bool, notes: list[str]) -> None:
        """The database's fields open (unless the environment overrides them) or locked behind the
        Unlock button; ``notes``: why fields are locked, shown beside it."""
        overridden = bool(self._environ.get(DATABASE_URL_ENV, ""))
        database = database_open and not overridden
        self.database_edit.setEnabled(database)
        self.password_edit.setEnabled(database)
        self.unlock_button.setVisible(not database_open)
        self.lock_note.setText("\n".join(notes))
        self.lock_note.setVisible(bool(notes))

    def retranslate(self, *, school_target: bool) -> None:
        """The page's words; ``school_target``: the school sets the pace for every station."""
        self._target_label.setText(translate("SettingsDialog", "&Target pace:"))
        self.target_spin.setAccessibleName(translate("SettingsDialog", "Target pace in seconds per answer"))
        self.target_spin.setSuffix(translate("SettingsDialog", " s per answer"))
        self.target_spin.setLocale(QLocale())
        text = translate(
            "SettingsDialog",
            "The dealer school's pace for a typical question; harder skills (side pots, "
            "splitting a pot) are allowed proportionally more. The Progress page compares "
            "your median time with it.",
        )
        if school_target:
            text += " " + translate(
                "SettingsDialog", "Set by your school for every station: the instructor changes it."
            )
        self.target_note.setText(text)
        self._database_label.setText(translate("SettingsDialog", "School &database:"))
        self.database_edit.setAccessibleName(translate("SettingsDialog", "School database address"))
        self.database_edit.setPlaceholderText("postgresql://user@server/croupier")
        self._database_note.setText(self._database_text())
        self._password_label.setText(translate("SettingsDialog", "Pass&word:"))
        self.password_edit.setAccessibleName(translate("SettingsDialog", "Password of the station's login"))
        self.password_edit.setPlaceholderText(
            translate("SettingsDialog", "kept in the station's password file, not shown")
        )
        self.password_edit.setToolTip(
            translate(
                "SettingsDialog", "Saved in {path} (only you may read it), never in the settings."
            ).format(path=self._pgpass or "pgpass")
        )
        self.unlock_button.setText(translate("SettingsDialog", "Unlock…"))
        overridden = self._environ.get(DATABASE_URL_ENV, "")
        if overridden:
            self.environment_note.setText(
                translate("SettingsDialog", "{variable} is set and wins over this field: {address}").format(
                    variable=DATABASE_URL_ENV, address=_hidden_password(overridden)
                )
            )
        self.environment_note.setVisible(bool(overridden))

    def _database_text(self) -> str:
        text = translate(
            "SettingsDialog",
            "Leave it empty to keep the progress on this computer. A change takes effect the "
            "next time Croupier starts.",
        )
        if self._store_location:
            where = translate("SettingsDialog", "Answers are now saved in: {location}").format(
                location=self._store_location
            )
            text = f"{text}\n{where}"
        return text


def _hidden_password(url: str) -> str:
    """The address as written, its password (if any) replaced by ***."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{parts.username or ''}:***@{host}"))
