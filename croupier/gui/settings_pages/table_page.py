"""The settings' Table and speech page: the language, the look of the cards, the dealer's voice and
the voice answers (their microphone and key)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.settings import VOICE_KEYS, Settings
from croupier.gui.settings_pages.fields import Entries, note
from croupier.gui.voice_input import input_devices
from croupier.i18n import Language, format_number
from croupier.speech import Speaker
from croupier.speech.rates import MAX_RATE, MIN_RATE

__all__ = ["TablePage"]

translate = QCoreApplication.translate


class TablePage(QWidget):
    """Signals: ``changed`` when a field is edited. ``language`` is the language in use, shown
    while the settings name none."""

    changed = Signal()

    def __init__(self, speaker: Speaker, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._speaker = speaker
        self._voice_inputs: list[tuple[str, str]] = []
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
        self.speech_note = note()
        self.voice_check = QCheckBox()
        self.voice_device_box = QComboBox()
        self.voice_device_box.setMinimumWidth(240)
        self.voice_device_box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._voice_device_label = QLabel()
        self._voice_device_label.setBuddy(self.voice_device_box)
        self.voice_note = note()
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
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        layout.addLayout(form)
        layout.addWidget(self.speech_note)
        layout.addWidget(self.voice_note)
        layout.addStretch(1)
        self.language_box.currentIndexChanged.connect(self.changed)
        for check in self._checks():
            check.toggled.connect(self.changed)
        self.voice_device_box.currentIndexChanged.connect(self.changed)
        self.voice_key_box.currentIndexChanged.connect(self.changed)
        self.rate_slider.valueChanged.connect(self.changed)

    def _checks(self) -> tuple[QCheckBox, ...]:
        return (
            self.four_colour_check,
            self.animations_check,
            self.reveal_check,
            self.speech_check,
            self.voice_check,
        )

    def load(self, settings: Settings, language: str) -> None:
        """Fill the fields from ``settings``; ``language``: the one in use when they name none."""
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(settings.language or language)))
        self.four_colour_check.setChecked(settings.four_colour)
        self.animations_check.setChecked(settings.animations)
        self.reveal_check.setChecked(settings.reveal_hole_cards)
        self.speech_check.setChecked(settings.speech)
        self.rate_slider.setValue(settings.speech_rate)
        self.voice_check.setChecked(settings.voice_answers)
        self._fill_voice_devices(settings.voice_device)
        self.voice_key_box.setCurrentIndex(max(0, self.voice_key_box.findData(settings.voice_key)))

    def _fill_voice_devices(self, chosen: str) -> None:
        """The microphones QtMultimedia sees, after the system's default; ``chosen`` selected (kept
        in the list while it is not plugged in)."""
        self._voice_inputs = input_devices()
        box = self.voice_device_box
        box.clear()
        box.addItem(translate("SettingsDialog", "System default"), "")
        for device_id, description in self._voice_inputs:
            box.addItem(description, device_id)
        if chosen and box.findData(chosen) < 0:
            box.addItem(chosen, chosen)
        box.setCurrentIndex(max(0, box.findData(chosen)))

    def entries(self, settings: Settings, language: str) -> Entries:
        return {
            Settings.LANGUAGE: (self.language_box.currentData(), settings.language or language),
            Settings.FOUR_COLOUR: (self.four_colour_check.isChecked(), settings.four_colour),
            Settings.ANIMATIONS: (self.animations_check.isChecked(), settings.animations),
            Settings.REVEAL: (self.reveal_check.isChecked(), settings.reveal_hole_cards),
            Settings.SPEECH: (self.speech_check.isChecked(), settings.speech),
            Settings.SPEECH_RATE: (self.rate_slider.value(), settings.speech_rate),
            Settings.VOICE_ANSWERS: (self.voice_check.isChecked(), settings.voice_answers),
            Settings.VOICE_DEVICE: (str(self.voice_device_box.currentData() or ""), settings.voice_device),
            Settings.VOICE_KEY: (str(self.voice_key_box.currentData()), settings.voice_key),
        }

    def restore(self, defaults: Settings) -> None:
        """The defaults in every field but the language."""
        self.four_colour_check.setChecked(defaults.four_colour)
        self.animations_check.setChecked(defaults.animations)
        self.reveal_check.setChecked(defaults.reveal_hole_cards)
        self.speech_check.setChecked(defaults.speech)
        self.rate_slider.setValue(defaults.speech_rate)
        self.voice_check.setChecked(defaults.voice_answers)
        self.voice_device_box.setCurrentIndex(0)
        self.voice_key_box.setCurrentIndex(0)

    def refresh(self) -> None:
        """The speaking rate in words, usable only while the calls are spoken."""
        self.rate_value.setText(
            translate("SettingsDialog", "{rate} words per minute").format(
                rate=format_number(self.rate_slider.value())
            )
        )
        self.rate_slider.setEnabled(self.speech_check.isChecked())
        self.rate_value.setEnabled(self.speech_check.isChecked())

    def retranslate(self) -> None:
        self._language_label.setText(translate("SettingsDialog", "&Language:"))
        self.language_box.setAccessibleName(translate("SettingsDialog", "Language"))
        self.language_box.setToolTip(
            translate("SettingsDialog", "Switches every text at once; no restart needed.")
        )
        self.four_colour_check.setText(
            translate("SettingsDialog", "Four-colour deck (♣ green, ♦ blue, ♥ red, ♠ black)")
        )
        self.animations_check.setText(translate("SettingsDialog", "Animate cards and chips"))
        self.reveal_check.setText(translate("SettingsDialog", "Show the players' down cards"))
        self.speech_check.setText(translate("SettingsDialog", "Speak the dealer's calls"))
        self._rate_label.setText(translate("SettingsDialog", "Speaking &rate:"))
        self.rate_slider.setAccessibleName(translate("SettingsDialog", "Speaking rate in words per minute"))
        self.rate_slider.setToolTip(
            translate("SettingsDialog", "Slower for learning, faster for table pace.")
        )
        notice = None if self._speaker.available else self._speaker.notice
        self.speech_note.setText(notice or "")
        self.speech_note.setVisible(bool(notice))
        self.voice_check.setText(
            translate(
                "SettingsDialog", "Answer the calls by voice (English; the voice key where a call is asked)"
            )
        )
        self._voice_device_label.setText(translate("SettingsDialog", "&Microphone:"))
        self._voice_key_label.setText(translate("SettingsDialog", "&Voice key:"))
        self.voice_key_box.setItemText(0, translate("SettingsDialog", "Space"))
        self.voice_key_box.setAccessibleName(
            translate("SettingsDialog", "The key that listens and hears the call")
        )
        self.voice_device_box.setAccessibleName(translate("SettingsDialog", "Microphone for voice answers"))
        if self.voice_device_box.count():
            self.voice_device_box.setItemText(0, translate("SettingsDialog", "System default"))
        no_input = not self._voice_inputs
        self.voice_note.setText(
            translate("SettingsDialog", "No microphone found: voice answers stay off.") if no_input else ""
        )
        self.voice_note.setVisible(no_input)
        for check in self._checks():
            check.setAccessibleName(check.text())
