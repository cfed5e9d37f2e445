"""Switching the language at runtime: catalogues, the signal, the locale, widgets, plural forms."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from croupier.i18n import (
    Language,
    MissingCatalogueError,
    Translations,
    catalogue_path,
    chips_text,
    format_chips,
    players_text,
)
from croupier.i18n.quantities import cards_text, hands_text
from croupier.paths import translations_dir

translate = QCoreApplication.translate


class LanguageProbe(QWidget):
    """A widget written the way every Croupier widget is: texts set in retranslate()."""

    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel()
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(translate("Hand", "no low"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def test_switching_to_german_and_back_without_restart(translations):
    assert translate("Hand", "no low") == "no low"
    translations.set_language(Language.GERMAN)
    assert translate("Hand", "no low") == "kein Low"
    assert translate("Suit", "clubs") == "Kreuz"
    translations.set_language("en")
    assert translate("Hand", "no low") == "no low"
    assert translations.language is Language.ENGLISH


def test_language_changed_is_emitted_with_the_code(qtbot, translations):
    with qtbot.waitSignal(translations.language_changed) as blocker:
        translations.set_language(Language.GERMAN)
    assert blocker.args == ["de"]
    with qtbot.assertNotEmitted(translations.language_changed):
        translations.set_language(Language.GERMAN)


def test_the_default_locale_follows_the_language(translations):
    translations.set_language(Language.GERMAN)
    assert QLocale().name() == "de_DE"
    assert translations.locale.name() == "de_DE"
    assert format_chips(1250) == "1.250"
    translations.set_language(Language.ENGLISH)
    assert QLocale().name() == "en_US"
    assert format_chips(1250) == "1,250"


def test_a_widget_retranslates_on_language_change(qtbot, translations):
    probe = LanguageProbe()
    qtbot.add_widget(probe)
    assert probe.label.text() == "no low"
    translations.set_language(Language.GERMAN)
    qtbot.waitUntil(lambda: probe.label.text() == "kein Low", timeout=2000)
    translations.set_language(Language.ENGLISH)
    qtbot.waitUntil(lambda: probe.label.text() == "no low", timeout=2000)


def test_qt_own_texts_follow_too(translations):
    # Qt's catalogue (qtbase_de.qm) ships with PySide6; its button texts turn German with ours.
    translations.set_language(Language.GERMAN)
    assert translate("QPlatformTheme", "Cancel") == "Abbrechen"


@pytest.mark.parametrize(
    ("count", "english", "german"),
    [(1, "1 player", "1 Spieler"), (3, "3 players", "3 Spieler"), (0, "0 players", "0 Spieler")],
)
def test_player_plurals(translations, count, english, german):
    assert translate("Table", "%n player(s)", None, count) == english
    assert players_text(count) == english
    translations.set_language(Language.GERMAN)
    assert translate("Table", "%n player(s)", None, count) == german
    assert players_text(count) == german


def test_other_plurals_with_locale_grouping(translations):
    assert (chips_text(1), chips_text(1250)) == ("1 chip", "1,250 chips")
    assert (cards_text(1), cards_text(5)) == ("1 card", "5 cards")
    assert (hands_text(1), hands_text(20)) == ("1 hand", "20 hands")
    translations.set_language(Language.GERMAN)
    assert (chips_text(1), chips_text(1250)) == ("1 Chip", "1.250 Chips")
    assert (cards_text(1), cards_text(5)) == ("1 Karte", "5 Karten")
    assert (hands_text(1), hands_text(20)) == ("1 Hand", "20 Hände")


def test_a_missing_catalogue_names_its_path_and_keeps_the_old_language(qapp, tmp_path, catalogue_dir):
    shutil.copy(catalogue_dir / "croupier_en.qm", tmp_path / "croupier_en.qm")
    partial = Translations(qapp, Language.ENGLISH, directory=tmp_path)
    try:
        with pytest.raises(MissingCatalogueError, match=r"croupier_de\.qm is missing"):
            partial.set_language(Language.GERMAN)
        assert partial.language is Language.ENGLISH
        assert translate("Table", "%n player(s)", None, 2) == "2 players"
    finally:
        partial.uninstall()


def test_with_fallback_a_missing_catalogue_gives_english_and_says_why(qapp, tmp_path, catalogue_dir):
    shutil.copy(catalogue_dir / "croupier_en.qm", tmp_path / "croupier_en.qm")
    started = Translations(qapp, Language.GERMAN, directory=tmp_path, fallback=True)
    try:
        assert started.language is Language.ENGLISH
        assert started.problem is not None
        assert "croupier_de.qm is missing" in started.problem
        assert translate("Table", "%n player(s)", None, 2) == "2 players"  # English's plural forms
        with pytest.raises(MissingCatalogueError):  # a later switch still says so, and keeps English
            started.set_language(Language.GERMAN)
        assert started.language is Language.ENGLISH
    finally:
        started.uninstall()


def test_with_fallback_and_no_catalogue_at_all_the_source_texts_stand(qapp, tmp_path, catalogue_dir):
    started = Translations(qapp, Language.GERMAN, directory=tmp_path, fallback=True)
    try:
        assert started.language is Language.ENGLISH
        assert "croupier_de.qm is missing" in (started.problem or "")
        assert translate("Hand", "no low") == "no low"
    finally:
        started.uninstall()
    complete = Translations(qapp, Language.GERMAN, directory=catalogue_dir, fallback=True)
    try:
        assert (complete.language, complete.problem) == (Language.GERMAN, None)
    finally:
        complete.uninstall()


def test_a_broken_catalogue_is_reported(qapp, tmp_path):
    (tmp_path / "croupier_en.qm").write_bytes(b"not a catalogue")
    with pytest.raises(MissingCatalogueError, match="cannot be read"):
        Translations(qapp, Language.ENGLISH, directory=tmp_path)


def test_uninstall_restores_the_untranslated_state(qapp, catalogue_dir):
    before = QLocale().name()
    translations = Translations(qapp, Language.GERMAN, directory=catalogue_dir)
    assert translate("Hand", "no low") == "kein Low"
    translations.uninstall()
    assert translate("Hand", "no low") == "no low"
    assert translate("Table", "%n player(s)", None, 2) == "2 player(s)"
    assert QLocale().name() == before


def test_no_language_means_the_system_language(qapp, catalogue_dir):
    translations = Translations(qapp, None, directory=catalogue_dir, system_locale=QLocale("de_AT"))
    try:
        assert translations.language is Language.GERMAN
        assert translations.locale.name() == "de_AT"
        translations.set_language(None)
        assert translations.language is Language.GERMAN
    finally:
        translations.uninstall()


def test_the_shipped_folder_is_the_default():
    assert catalogue_path(Language.GERMAN) == translations_dir() / "croupier_de.qm"
