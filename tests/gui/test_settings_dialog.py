"""The settings dialog: kept across sessions (QSettings), profile presets and "Custom", stakes refused
with a reason, every house rule with a control and its rule number, the language switched at once."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from html import escape
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QLineEdit, QSpinBox
from readback import animations_enabled, database_locked
from school_windows import CHECK_MS, checked

from croupier.engine.rules import HouseRules, Stakes
from croupier.gui.house_rule_texts import RULE_NUMBERS, _unnamed, rule_tooltip
from croupier.gui.rule_dialog import RuleDialog
from croupier.gui.settings import Settings
from croupier.gui.settings_dialog import SettingsDialog
from croupier.gui.shuffle_steps_edit import ShuffleStepsEdit
from croupier.i18n import Language, Translations
from croupier.rulebook import OPTION_RULES, rulebook
from croupier.speech import SilentSpeaker
from croupier.store import Store
from croupier.store.authority import PinAuthority
from croupier.store.lockout import Lockout

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def english(qapp, gui_catalogues: Path) -> Iterator[Translations]:
    installed = Translations(qapp, Language.ENGLISH, directory=gui_catalogues, system_locale=QLocale("C"))
    yield installed
    installed.uninstall()


@pytest.fixture
def ini(tmp_path: Path) -> Path:
    return tmp_path / "croupier.ini"


def _settings(path: Path) -> Settings:
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


@pytest.fixture
def speaker() -> SilentSpeaker:
    return SilentSpeaker("no engine in the tests")


def _dialog(qtbot, settings: Settings, translations: Translations, speaker, **kwargs) -> SettingsDialog:
    dialog = SettingsDialog(settings, translations, speaker, environ=kwargs.pop("environ", {}), **kwargs)
    qtbot.add_widget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _choose(box: QComboBox, data: object) -> None:
    """Pick an item the way a user does (``activated`` is what the dialog listens to)."""
    index = box.findData(data)
    assert index >= 0, data
    box.setCurrentIndex(index)
    box.activated.emit(index)


def _button(dialog: SettingsDialog, which: QDialogButtonBox.StandardButton):
    return dialog.buttons.button(which)


def test_settings_changed_in_the_dialog_are_kept(qtbot, english, ini, speaker):
    settings = _settings(ini)
    dialog = _dialog(qtbot, settings, english, speaker)
    _choose(dialog.game_page.variant_box, "FR")
    dialog.game_page.players_spin.setValue(5)
    dialog.game_page.stakes_edit.set_stakes(Stakes(10, 25, 50, 100))
    dialog.game_page.stakes_edit.ante.setValue(15)  # a structure of its own
    dialog.rules_form.controls["max_raises_per_round"].setValue(4)
    dialog.rules_form.controls["announce_possible_draws"].setChecked(False)
    _choose(dialog.rules_form.controls["odd_chip"], "lowest_seat")
    dialog.rules_form.controls["short_allin_reopen_threshold"].setValue(100)
    dialog.table_page.four_colour_check.setChecked(True)
    dialog.table_page.animations_check.setChecked(False)
    dialog.table_page.speech_check.setChecked(True)
    dialog.table_page.rate_slider.setValue(210)
    dialog.progress_page.target_spin.setValue(6.5)
    dialog.progress_page.database_edit.setText("postgresql://coach@school/croupier")
    with qtbot.waitSignal(dialog.applied) as applied:
        qtbot.mouseClick(_button(dialog, QDialogButtonBox.StandardButton.Ok), LEFT)
    assert not dialog.isVisible()
    assert {Settings.VARIANT, Settings.RULES, Settings.STAKES, Settings.SPEECH_RATE} <= set(applied.args[0])
    assert speaker.rate == 210

    settings._store.sync()
    again = _settings(ini)  # a new QSettings object on the same file, as at the next start
    assert again.variant == "FR"
    assert again.players == 5
    assert again.stakes == Stakes(15, 25, 50, 100)
    rules = again.house_rules
    assert rules.max_raises_per_round == 4
    assert rules.announce_possible_draws is False
    assert rules.odd_chip.value == "lowest_seat"
    assert rules.short_allin_reopen_threshold == 1
    assert again.rules_profile == "custom"
    assert again.four_colour is True
    assert again.animations is False
    assert again.speech is True
    assert again.speech_rate == 210
    assert again.target_seconds == 6.5
    assert again.database_url == "postgresql://coach@school/croupier"

    reopened = _dialog(qtbot, again, english, speaker)
    assert reopened.game_page.variant_box.currentData() == "FR"
    assert reopened.game_page.players_spin.value() == 5
    assert reopened.game_page.stakes_edit.stakes() == Stakes(15, 25, 50, 100)
    assert reopened.rules_form.rules() == rules
    assert reopened.rules_form.profile() == "custom"
    assert reopened.table_page.rate_slider.value() == 210
    assert reopened.pending() == {}
    assert not hasattr(reopened, "trainee_edit")  # who answers is a sign-in, not a setting
    assert ini.stat().st_mode & 0o777 == 0o600  # the settings file is its owner's alone


def test_cancel_keeps_the_saved_settings(qtbot, english, ini, speaker):
    settings = _settings(ini)
    dialog = _dialog(qtbot, settings, english, speaker)
    dialog.game_page.players_spin.setValue(3)
    with qtbot.assertNotEmitted(dialog.applied):
        qtbot.mouseClick(_button(dialog, QDialogButtonBox.StandardButton.Cancel), LEFT)
    assert settings.players == 6


def test_apply_is_offered_only_for_a_change(qtbot, english, ini, speaker):
    dialog = _dialog(qtbot, _settings(ini), english, speaker)
    apply = _button(dialog, QDialogButtonBox.StandardButton.Apply)
    assert not apply.isEnabled()
    dialog.game_page.players_spin.setValue(7)
    assert apply.isEnabled()
    qtbot.mouseClick(apply, LEFT)
    assert dialog.isVisible()
    assert not apply.isEnabled()
    assert dialog.pending() == {}


def test_a_profile_fills_the_fields_and_an_edit_makes_it_custom(qtbot, english, ini, speaker):
    dialog = _dialog(qtbot, _settings(ini), english, speaker)
    form = dialog.rules_form
    assert form.profile() == "cash"
    _choose(form.profile_box, "tournament")
    assert form.rules() == HouseRules.profile("tournament")
    assert form.controls["max_raises_per_round"].value() == 4
    assert not form.controls["fourth_street_double_bet"].isChecked()
    assert form.controls["exposed_initial_holecard"].currentData() == "misdeal"
    assert form.controls["mode"].currentData() == "tournament"

    _choose(form.profile_box, "pokerkit")
    assert form.rules() == HouseRules.profile("pokerkit")
    assert form.controls["short_allin_reopen_threshold"].value() == 100
    assert form.controls["runout_procedure"].currentData() == "reshuffle_burns_and_muck"

    with qtbot.waitSignal(form.changed):
        form.controls["max_raises_per_round"].setValue(5)
    assert form.profile() == "custom"
    assert form.profile_box.currentText() == "Custom"
    form.controls["max_raises_per_round"].setValue(3)  # back to exactly the pokerkit rules
    assert form.profile() == "pokerkit"

    dialog.show_page("rules")
    qtbot.mouseClick(_button(dialog, QDialogButtonBox.StandardButton.RestoreDefaults), LEFT)
    assert form.rules() == HouseRules()
    assert form.profile() == "cash"


def test_the_shuffle_steps_can_be_edited(qtbot, english, ini, speaker):
    dialog = _dialog(qtbot, _settings(ini), english, speaker)
    dialog.show_page("rules")  # where a person finds them
    steps: ShuffleStepsEdit = dialog.rules_form.controls["shuffle_steps"]
    before = steps.steps()
    steps.list.setCurrentRow(0)
    qtbot.mouseClick(steps.remove_button, LEFT)
    assert steps.steps() == before[1:]
    assert dialog.rules_form.profile() == "custom"
    steps.list.setCurrentRow(0)
    qtbot.mouseClick(steps.down_button, LEFT)
    assert steps.steps()[:2] == (before[2], before[1])


def test_invalid_stakes_are_refused_with_a_message(qtbot, english, ini, speaker):
    settings = _settings(ini)
    dialog = _dialog(qtbot, settings, english, speaker)
    ok = _button(dialog, QDialogButtonBox.StandardButton.Ok)
    dialog.game_page.stakes_edit.bring_in.setValue(25)  # more than the small bet of 20
    message = dialog.game_page.stakes_edit.message
    assert message.isVisible()
    assert "bring-in (25)" in message.text()
    assert "small bet (20)" in message.text()
    assert not ok.isEnabled()
    assert not dialog.problem_label.isVisible()  # said once, beside the amounts
    dialog.show_page("rules")
    assert dialog.problem_label.isVisible()  # and at the foot of the other pages
    assert "bring-in (25)" in dialog.problem_label.text()
    dialog.accept()  # Enter pressed anyway: nothing is written and the dialog stays
    assert dialog.isVisible()
    assert settings.stakes == Stakes(5, 10, 20, 40)

    dialog.game_page.stakes_edit.bring_in.setValue(10)
    dialog.game_page.stakes_edit.big_bet.setValue(15)
    assert "big bet (15) cannot be less than the small bet (20)" in message.text()
    dialog.game_page.stakes_edit.big_bet.setValue(40)
    assert not message.isVisible()
    assert ok.isEnabled()


def test_players_beyond_the_house_limit_are_refused(qtbot, english, ini, speaker):
    dialog = _dialog(qtbot, _settings(ini), english, speaker)
    dialog.game_page.players_spin.setValue(8)
    dialog.rules_form.controls["max_players"].setValue(6)
    assert dialog.problem() == "These house rules seat at most 6 players at the table."
    assert not _button(dialog, QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_every_house_rule_has_a_named_control_with_its_rule_from_the_rulebook(qtbot, english, ini, speaker):
    dialog = _dialog(qtbot, _settings(ini), english, speaker)
    controls = dialog.rules_form.controls
    assert set(controls) == set(HouseRules.keys())
    assert _unnamed() == []
    for key, control in controls.items():
        assert control.accessibleName(), key
        assert control.accessibleName() != key  # a label in words, not the engine's key
        tip = control.toolTip()
        rule = rulebook("en").rule(RULE_NUMBERS[key])
        assert RULE_NUMBERS[key] in OPTION_RULES[key], key
        assert tip.startswith(f"<qt><p><b>Rule {rule.number}: {escape(rule.title)}</b></p><p>"), key
        assert escape(rule.blocks()[0]) in tip, key
        assert key not in tip, key  # the rule in words, not the engine's key
        value = getattr(HouseRules(), key)
        if isinstance(value, bool):
            assert isinstance(control, QCheckBox), key
        elif isinstance(value, int):
            assert isinstance(control, QSpinBox), key
    combo = controls["cap_lift_heads_up"]
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "When the round begins heads-up",
        "Never",
        "When two are left before the cap",
    ]
    assert controls["fourth_street_double_bet"].text() == "Double bet on an open pair on Fourth Street"


def test_the_language_switch_applies_at_once(qtbot, english, ini, speaker):
    settings = _settings(ini)
    dialog = _dialog(qtbot, settings, english, speaker)
    assert dialog.windowTitle() == "Settings"
    _choose(dialog.table_page.language_box, "de")
    with qtbot.waitSignal(english.language_changed):
        qtbot.mouseClick(_button(dialog, QDialogButtonBox.StandardButton.Apply), LEFT)
    assert english.language is Language.GERMAN
    assert settings.language == "de"
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Einstellungen")
    form = dialog.rules_form
    assert form.controls["max_raises_per_round"].accessibleName() == "Höchstzahl der Erhöhungen pro Runde"
    assert form.controls["fourth_street_double_bet"].text() == (
        "Doppelter Einsatz bei offenem Paar auf Fourth Street"
    )
    assert form.controls["mode"].currentText() == "Cash Game"
    assert form.controls["max_raises_per_round"].toolTip().startswith("<qt><p><b>Regel R4.4: ")
    assert dialog.nav.item(1).text() == "Hausregeln"
    dialog.game_page.stakes_edit.bring_in.setValue(25)
    assert "kleiner als der kleine Einsatz (20)" in dialog.game_page.stakes_edit.message.text()


def test_the_environment_wins_over_the_database_field_and_says_so(qtbot, english, ini, speaker):
    url = "postgresql://coach:s3cret@school.example/croupier"
    dialog = _dialog(qtbot, _settings(ini), english, speaker, environ={"CROUPIER_DATABASE_URL": url})
    dialog.show_page("progress")
    assert not dialog.progress_page.database_edit.isEnabled()
    note = dialog.progress_page.environment_note
    assert note.isVisible()
    assert "CROUPIER_DATABASE_URL" in note.text()
    assert "school.example" in note.text()
    assert "s3cret" not in note.text()


def test_a_database_address_that_cannot_work_is_refused(qtbot, english, ini, speaker):
    dialog = _dialog(qtbot, _settings(ini), english, speaker)
    dialog.progress_page.database_edit.setText("mysql://school/croupier")
    assert "postgresql://" in (dialog.problem() or "")
    assert not _button(dialog, QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.progress_page.database_edit.setText("")
    assert dialog.problem() is None


def test_rules_saved_by_an_older_version_fall_back_to_the_profile(ini):
    store = QSettings(str(ini), QSettings.Format.IniFormat)
    store.setValue("rules/profile", "tournament")
    store.setValue("rules/odd_chip", "a_choice_that_is_gone")
    store.setValue("rules/max_raises_per_round", "5")
    settings = Settings(store)
    assert settings.house_rules == HouseRules.profile("tournament").override("max_raises_per_round", 5)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_screenshot_of_the_settings_view_writes_a_png(tmp_path, gui_catalogues, lang):
    out = tmp_path / f"settings_{lang}.png"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "croupier",
            "screenshot",
            "--view",
            "settings",
            "--lang",
            lang,
            "--size",
            "900x600",
            "--translations",
            str(gui_catalogues),
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).resolve().parents[2],
        env=os.environ.copy(),
        check=False,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 600)
    colours = {image.pixel(x, y) for x in range(0, 900, 17) for y in range(0, 600, 17)}
    assert len(colours) > 10


def test_the_window_applies_what_the_dialog_changed(qtbot, window, settings):
    dialog = window.open_settings()
    assert dialog.isVisible()
    assert dialog.parent() is window
    dialog.game_page.players_spin.setValue(4)
    dialog.table_page.animations_check.setChecked(True)
    _choose(dialog.rules_form.profile_box, "tournament")
    with qtbot.waitSignal(window.game_changed):
        qtbot.mouseClick(_button(dialog, QDialogButtonBox.StandardButton.Apply), LEFT)
    assert settings.players == 4
    assert settings.rules_profile == "tournament"
    assert window.top_bar.players_box.currentData() == 4
    assert animations_enabled(window.table_view)
    hand = window.observe_panel.hand
    assert len(hand.seats) == 4
    assert hand.rules == HouseRules.profile("tournament")  # the next hand is dealt under them


def test_a_dialog_change_of_look_deals_no_new_hand(qtbot, window):
    dialog = window.open_settings()
    dialog.table_page.four_colour_check.setChecked(True)
    with qtbot.assertNotEmitted(window.game_changed):
        qtbot.mouseClick(_button(dialog, QDialogButtonBox.StandardButton.Ok), LEFT)
    assert window.top_bar.four_colour_action.isChecked()


def test_the_database_password_goes_to_the_password_file_masked_never_to_the_settings(
    qtbot, english, ini, speaker, tmp_path
):
    pgpass = tmp_path / "config" / "pgpass"
    settings = _settings(ini)
    dialog = _dialog(qtbot, settings, english, speaker, pgpass=pgpass)
    dialog.show_page("progress")
    assert dialog.progress_page.password_edit.echoMode() is QLineEdit.EchoMode.Password
    dialog.progress_page.database_edit.setText("postgresql://croupier_station@school.example:5433/croupier")
    dialog.progress_page.password_edit.setText("st4tion:pw")
    qtbot.mouseClick(_button(dialog, QDialogButtonBox.StandardButton.Ok), LEFT)
    settings._store.sync()
    assert settings.database_url == "postgresql://croupier_station@school.example:5433/croupier"
    assert "st4tion" not in ini.read_text()
    assert pgpass.read_text() == "school.example:5433:croupier:croupier_station:st4tion\\:pw\n"
    assert pgpass.stat().st_mode & 0o777 == 0o600
    # A password written into the address goes the same way.
    again = _dialog(qtbot, settings, english, speaker, pgpass=pgpass)
    again.progress_page.database_edit.setText(
        "postgresql://croupier_station:other@school.example:5433/croupier"
    )
    again.accept()
    settings._store.sync()
    assert "other" not in ini.read_text()
    assert pgpass.read_text().endswith(":other\n")
    assert settings.database_url == "postgresql://croupier_station@school.example:5433/croupier"


def _pin_authority(tmp_path):
    store = Store(f"sqlite:///{tmp_path / 'progress.sqlite3'}")
    instructor = store.instructor
    return store, PinAuthority(store, Lockout(instructor.lockout_state, instructor.save_lockout_state))


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_once_there_is_a_pin_the_database_fields_open_only_with_it(qtbot, english, ini, speaker, tmp_path):
    store, authority = _pin_authority(tmp_path)
    try:
        open_dialog = _dialog(qtbot, _settings(ini), english, speaker, authority=authority)
        assert open_dialog.progress_page.database_edit.isEnabled()  # no instructor yet: nothing to guard
        store.instructor.set_pin("4711")
        dialog = _dialog(qtbot, _settings(ini), english, speaker, authority=authority)
        dialog.show_page("progress")
        assert database_locked(dialog)
        assert not dialog.progress_page.database_edit.isEnabled()
        assert not dialog.progress_page.password_edit.isEnabled()
        assert "unlock it with the PIN" in dialog.progress_page.lock_note.text()
        pin = dialog.unlock_database()
        pin.current_field.setText("0000")
        pin.submit()
        checked(qtbot, pin)  # checked in a worker thread
        assert database_locked(dialog)
        pin.current_field.setText("4711")
        pin.submit()
        qtbot.waitUntil(lambda: not database_locked(dialog), timeout=CHECK_MS)
        assert dialog.progress_page.database_edit.isEnabled()
    finally:
        store.close()


def test_during_an_exam_the_game_and_the_house_rules_are_locked(qtbot, english, ini, speaker):
    dialog = _dialog(qtbot, _settings(ini), english, speaker, exam_running=True)
    for widget in (
        dialog.game_page.variant_box,
        dialog.game_page.players_spin,
        dialog.game_page.stakes_edit,
        dialog.rules_form,
        dialog.table_page.reveal_check,
    ):
        assert not widget.isEnabled()
    assert dialog.table_page.language_box.isEnabled()  # the language may change: the exam is the same
    assert "exam is under way" in dialog.progress_page.lock_note.text()


def test_house_rule_tooltips_quote_the_rulebook_in_german(qtbot, english, ini, speaker):
    dialog = _dialog(qtbot, _settings(ini), english, speaker)
    control = dialog.rules_form.controls["max_raises_per_round"]
    english.set_language(Language.GERMAN)
    qtbot.waitUntil(lambda: "Regel R4.4" in control.toolTip())
    tip = control.toolTip()
    assert tip.startswith("<qt><p><b>Regel R4.4: Das Cap für Erhöhungen</b></p>")
    assert "Eine Setzrunde erlaubt einen Einsatz" in tip
    assert "<i>Erhöhungen nach dem Einsatz oder dem Komplettieren: 3 (Hausregel) oder 4 (WSOP).</i>" in tip


def test_a_tooltip_keeps_the_rules_list_and_the_explanation():
    tip = rule_tooltip("fourth_street_double_bet")
    assert tip.count("<li>") == 4
    assert tip.endswith("Off in tournaments (TDA since 2019).</i></p></qt>")
    assert not re.search(r"\bR\d+\.\d+ \(", tip)  # no "Rule R4.3 (fourth_street_double_bet)"


def test_the_mode_is_said_to_decide_the_absent_player_ruling():
    tip = rule_tooltip("mode")  # the engine kills an absent player's hand by the mode (R10.12)
    assert "Rule §1: House rules" in tip
    assert "the ruling on an absent player (R10.12)" in tip
    assert HouseRules(mode="tournament").override("mode", "cash") == HouseRules()


@pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
def test_a_house_rules_number_in_settings_opens_the_rule_over_the_dialog(qtbot, window, settings):
    dialog = window.open_settings()
    qtbot.waitExposed(dialog)
    dialog.nav.setCurrentRow(1)  # House rules
    form = dialog.rules_form
    form.controls["max_raises_per_round"].setValue(4)  # on the form, not applied yet
    link = form.rule_links["max_raises_per_round"]
    dialog.rules_scroll.ensureWidgetVisible(link)
    qtbot.waitUntil(link.isVisible)
    assert link.text() == '<a href="rule:R4.4">R4.4</a>'
    assert "Rule R4.4: " in link.toolTip()
    qtbot.mouseClick(link, LEFT, pos=link.rect().center())
    qtbot.waitUntil(lambda: dialog.findChild(RuleDialog) is not None)
    shown = dialog.findChild(RuleDialog)
    qtbot.waitExposed(shown)
    assert shown.isModal()
    assert dialog.isVisible()  # what is being edited stays open underneath
    assert shown.view.current_rule() == "R4.4"
    assert shown.windowTitle() == "Rule R4.4"
    html = shown.view.text.toPlainText()
    assert rulebook("en").rule("R4.4").title in html
    assert "✓ Four raises after the bet (in force)" in html  # the choice on the form, applied or not
    assert not shown.view.practise_button.isVisible()
    assert settings.house_rules.max_raises_per_round != 4  # nothing applied by reading
    qtbot.keyClick(shown.view.text, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: dialog.findChild(RuleDialog) is None)  # closed and gone
    assert dialog.isVisible()


@pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
def test_a_rule_number_in_a_settings_problem_opens_the_rule(qtbot, english, ini, speaker):
    dialog = _dialog(qtbot, _settings(ini), english, speaker)
    dialog.game_page.chips_edit.setText("25/100/500")  # the stakes 5/10/20/40 are no multiples of 25
    dialog.show_page("rules")
    problem = dialog.problem_label
    assert problem.isVisible()
    assert '<a href="rule:R12.1">R12.1</a>' in problem.text()
    dialog.problem_label.linkActivated.emit("rule:R12.1")  # the link clicked
    shown = dialog.findChild(RuleDialog)
    assert shown is not None
    qtbot.waitExposed(shown)
    assert shown.view.current_rule() == "R12.1"
    shown.reject()
    qtbot.waitUntil(lambda: dialog.findChild(RuleDialog) is None)  # closed and gone


@pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
def test_the_game_pages_rule_numbers_open_their_rules(qtbot, english, ini, speaker):
    dialog = _dialog(qtbot, _settings(ini), english, speaker)
    dialog.show_page("game")
    links = [
        dialog.game_page.rule_links["R1.2"],
        *dialog.game_page.stakes_edit.rule_links,
        dialog.game_page.rule_links["R12.1"],
    ]
    for number, link in zip(("R1.2", "R3.1", "R3.5", "R4.1", "R4.1", "R12.1"), links, strict=True):
        assert link.isVisible()
        qtbot.mouseClick(link, LEFT, pos=link.rect().center())
        shown = dialog.findChild(RuleDialog)
        assert shown is not None
        qtbot.waitExposed(shown)
        assert shown.view.current_rule() == number
        shown.close()  # deleted on close
        qtbot.waitUntil(lambda: dialog.findChild(RuleDialog) is None)


def test_voice_answers_are_switched_and_their_microphone_kept(qtbot, english, ini, speaker):
    settings = _settings(ini)
    settings.voice_device = "usb-headset"  # chosen on a day it was plugged in
    dialog = _dialog(qtbot, settings, english, speaker)
    dialog.show_page("table")
    assert dialog.table_page.voice_check.isChecked(), "on by default"
    assert (
        dialog.table_page.voice_check.text()
        == "Answer the calls by voice (English; the voice key where a call is asked)"
    )
    assert dialog.table_page.voice_key_box.currentData() == "Space"
    assert dialog.table_page.voice_key_box.currentText() == "Space"
    box = dialog.table_page.voice_device_box
    assert box.itemText(0) == "System default"
    assert box.currentData() == "usb-headset", "a microphone not plugged in stays chosen"
    assert dialog.table_page.voice_note.isVisible()  # this machine has no input device
    assert dialog.table_page.voice_note.text() == "No microphone found: voice answers stay off."
    dialog.table_page.voice_check.setChecked(False)
    _choose(box, "")
    _choose(dialog.table_page.voice_key_box, "F2")
    assert dialog.pending() == {
        Settings.VOICE_ANSWERS: False,
        Settings.VOICE_DEVICE: "",
        Settings.VOICE_KEY: "F2",
    }
    with qtbot.waitSignal(dialog.applied):
        qtbot.mouseClick(_button(dialog, QDialogButtonBox.StandardButton.Ok), LEFT)
    settings._store.sync()
    again = _settings(ini)
    assert (again.voice_answers, again.voice_device, again.voice_key) == (False, "", "F2")
    reopened = _dialog(qtbot, again, english, speaker)
    assert not reopened.table_page.voice_check.isChecked()
    assert reopened.table_page.voice_key_box.currentData() == "F2"
    assert reopened.pending() == {}
    with pytest.raises(ValueError, match="F9"):
        again.voice_key = "F9"
