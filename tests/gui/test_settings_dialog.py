"""The settings dialog: kept across sessions (QSettings), profile presets and "Custom", stakes refused
with a reason, every house rule with a control and its rule number, the language switched at once."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from unittest.mock import patch

import pytest
from gui_catalogue import build_catalogues
from gui_german import GERMAN
from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QSpinBox

from croupier.engine.rules import HouseRules, Stakes
from croupier.gui.house_rule_texts import RULE_NUMBERS, _unnamed
from croupier.gui.settings import Settings
from croupier.gui.settings_dialog import SettingsDialog
from croupier.gui.shuffle_steps_edit import ShuffleStepsEdit
from croupier.i18n import Language, Translations
from croupier.speech import SilentSpeaker

# The proposed German wording of the settings dialog's strings (the translations owner copies them
# into translations/croupier_de.ts with `make ts`); the tests build a catalogue with them.
SETTINGS_GERMAN: dict[tuple[str, str], str] = {
    ("HouseRules", "Table"): "Tisch",
    ("HouseRules", "Betting"): "Einsätze",
    ("HouseRules", "Order of action"): "Reihenfolge der Aktionen",
    ("HouseRules", "Card supply"): "Kartenvorrat",
    ("HouseRules", "Showdown and pots"): "Showdown und Pots",
    ("HouseRules", "Announcements"): "Ansagen",
    ("HouseRules", "Irregularities"): "Unregelmäßigkeiten",
    ("HouseRules", "Shuffle"): "Mischen",
    ("HouseRules", "Cash game (WSOP house rules)"): "Cash Game (WSOP-Hausregeln)",
    ("HouseRules", "Tournament (WSOP 2024)"): "Turnier (WSOP 2024)",
    ("HouseRules", "pokerkit (for cross-checks)"): "pokerkit (für Gegenproben)",
    ("HouseRules", "Custom"): "Eigene Regeln",
    ("HouseRules", "Game type"): "Spielform",
    ("HouseRules", "Most players at the table"): "Höchstzahl der Spieler am Tisch",
    ("HouseRules", "Burn a card before Third Street"): "Vor der Third Street eine Karte brennen",
    ("HouseRules", "Low card all-in for the ante"): "Niedrigste Karte mit der Ante all-in",
    (
        "HouseRules",
        "Double bet on an open pair on Fourth Street",
    ): "Doppelter Einsatz bei offenem Paar auf Fourth Street",
    ("HouseRules", "Most raises per round"): "Höchstzahl der Erhöhungen pro Runde",
    ("HouseRules", "Unlimited raises heads-up"): "Unbegrenzte Erhöhungen heads-up",
    ("HouseRules", "A short all-in reopens the betting from"): "Ein kurzes All-in eröffnet die Runde neu ab",
    (
        "HouseRules",
        "Bring-in all-in for less: the others call",
    ): "Bring-in all-in für weniger: Die anderen zahlen",
    ("HouseRules", "Raise after a short all-in"): "Erhöhung nach einem kurzen All-in",
    ("HouseRules", "A short all-in counts toward the cap"): "Ein kurzes All-in zählt zum Cap",
    ("HouseRules", "Folding when checking is free"): "Passen, obwohl Checken frei ist",
    ("HouseRules", "First to act with a community card"): "Erste Aktion mit Gemeinschaftskarte",
    ("HouseRules", "Tie for first to act"): "Gleichstand bei der ersten Aktion",
    (
        "HouseRules",
        "Who shows first after a checked last round",
    ): "Wer zuerst zeigt, wenn die letzte Runde gecheckt wurde",
    ("HouseRules", "Too few cards for Seventh Street"): "Zu wenig Karten für die Seventh Street",
    ("HouseRules", "The odd chip goes to"): "Der ungerade Chip geht an",
    (
        "HouseRules",
        "The ace, for the odd chip of a split low",
    ): "Das Ass beim ungeraden Chip eines geteilten Low",
    (
        "HouseRules",
        "Announce possible straights and flushes on Sixth Street",
    ): "Mögliche Straights und Flushes auf Sixth Street ansagen",
    ("HouseRules", "A possible straight or flush shows"): "Ein möglicher Straight oder Flush zeigt",
    ("HouseRules", "A hole card exposed on the first deal"): "Verdeckte Karte beim ersten Geben aufgedeckt",
    ("HouseRules", "Shuffle steps"): "Mischschritte",
    ("HouseRules", "Scramble before every hand"): "Vor jeder Hand scramblen",
    (
        "HouseRules",
        "Cash game or tournament: decides the absent-player ruling and when the cap is lifted.",
    ): "Cash Game oder Turnier: bestimmt die Regelung für abwesende Spieler und wann das Cap "
    "aufgehoben wird.",
    (
        "HouseRules",
        (
            "Eight is the standard; nine (Casinos Austria) is possible, but the card supply rules assume "
            "at most eight."
        ),
    ): "Acht ist der Standard; neun (Casinos Austria) ist möglich, doch die Regeln zum Kartenvorrat "
    "setzen höchstens acht voraus.",
    (
        "HouseRules",
        "WSOP and pokerkit burn only before Fourth to Seventh Street.",
    ): "WSOP und pokerkit brennen nur vor Fourth bis Seventh Street.",
    (
        "HouseRules",
        (
            "When the low card has nothing left after the ante, the next player with chips brings in "
            "(default) or only acts first (WSOP wording)."
        ),
    ): "Hat die niedrigste Karte nach der Ante nichts mehr, muss der nächste Spieler mit Chips bringen "
    "(Standard) oder handelt nur zuerst (WSOP-Wortlaut).",
    (
        "HouseRules",
        (
            "Seven Card Stud only: with an open pair on Fourth Street the big bet may be made. Off in "
            "tournaments (TDA since 2019)."
        ),
    ): "Nur Seven Card Stud: Bei einem offenen Paar auf Fourth Street darf der große Einsatz gesetzt "
    "werden. Im Turnier aus (TDA seit 2019).",
    (
        "HouseRules",
        "Raises after the bet or completion: 3 (house rule) or 4 (WSOP).",
    ): "Erhöhungen nach Bet oder Completion: 3 (Hausregel) oder 4 (WSOP).",
    (
        "HouseRules",
        "When raises are unlimited because only two players are left.",
    ): "Wann Erhöhungen unbegrenzt sind, weil nur noch zwei Spieler übrig sind.",
    (
        "HouseRules",
        (
            "An all-in raise of at least this share of a full bet counts as a full raise (WSOP: half; "
            "pokerkit: a full bet)."
        ),
    ): "Eine All-in-Erhöhung von mindestens diesem Anteil eines vollen Einsatzes gilt als volle "
    "Erhöhung (WSOP: die Hälfte; pokerkit: ein voller Einsatz).",
    (
        "HouseRules",
        (
            "When the bring-in is all-in for less than the bring-in: the others enter for the full "
            "bring-in (WSOP) or only the amount posted (pokerkit)."
        ),
    ): "Ist der Bring-in mit weniger als dem Bring-in all-in, steigen die anderen mit dem vollen "
    "Bring-in ein (WSOP) oder nur mit dem gesetzten Betrag (pokerkit).",
    (
        "HouseRules",
        (
            "After a short all-in, a player who has not acted raises to what a full wager would have "
            "reached (WSOP) or to the all-in plus a full increment (pokerkit)."
        ),
    ): "Nach einem kurzen All-in erhöht ein Spieler, der noch nicht gehandelt hat, auf die Höhe eines "
    "vollen Einsatzes (WSOP) oder auf das All-in plus eine volle Stufe (pokerkit).",
    (
        "HouseRules",
        "Whether a short all-in bet or raise uses up one of the raises of the cap.",
    ): "Ob ein kurzes All-in-Bet oder -Raise eine der Erhöhungen bis zum Cap verbraucht.",
    (
        "HouseRules",
        "May a player fold when nobody has bet? WSOP allows it; pokerkit does not.",
    ): "Darf ein Spieler passen, wenn niemand gesetzt hat? WSOP erlaubt es, pokerkit nicht.",
    (
        "HouseRules",
        (
            "With a community card on Seventh Street, the best board including it acts first, or the "
            "player who began Sixth Street keeps the action."
        ),
    ): "Bei einer Gemeinschaftskarte auf Seventh Street handelt das beste Board samt dieser Karte "
    "zuerst, oder wer die Sixth Street begann, behält die Aktion.",
    (
        "HouseRules",
        (
            "Seven Card Stud only, equal boards on Fourth to Seventh Street: position (standard) or the "
            "highest card by suit (WSOP tournaments 2023-2024)."
        ),
    ): "Nur Seven Card Stud, gleiche Boards auf Fourth bis Seventh Street: Position (Standard) oder "
    "die höchste Karte nach Farbe (WSOP-Turniere 2023–2024).",
    (
        "HouseRules",
        (
            "With no bet on the last round: the lowest seat shows first (house rule) or the player who "
            "would act first (TDA)."
        ),
    ): "Ohne Einsatz in der letzten Runde: Der niedrigste Platz zeigt zuerst (Hausregel) oder wer "
    "zuerst handeln würde (TDA).",
    (
        "HouseRules",
        "What the dealer does when the stub cannot give every player a Seventh Street card.",
    ): "Was der Croupier tut, wenn der Talon nicht jedem Spieler eine Karte für die Seventh Street "
    "geben kann.",
    (
        "HouseRules",
        "Who receives a chip that cannot be split.",
    ): "Wer einen Chip erhält, der sich nicht teilen lässt.",
    (
        "HouseRules",
        "In a tied low half, whether the ace counts as the lowest or the highest card.",
    ): "Ob das Ass in einer geteilten Low-Hälfte als niedrigste oder höchste Karte zählt.",
    (
        "HouseRules",
        "House rule: announce them on Sixth Street. WSOP dealers announce made hands only.",
    ): "Hausregel: auf Sixth Street ansagen. WSOP-Croupiers sagen nur fertige Hände an.",
    (
        "HouseRules",
        "How many suited or connected upcards make a possible flush or straight.",
    ): "Wie viele offene Karten gleicher Farbe oder in Folge einen möglichen Flush oder Straight ergeben.",
    (
        "HouseRules",
        (
            "A first or second hole card dealt face up: the third card is dealt down (cash) or it is a "
            "misdeal (tournament)."
        ),
    ): "Erste oder zweite verdeckte Karte offen gegeben: Die dritte Karte wird verdeckt gegeben "
    "(Cash Game) oder es ist ein Misdeal (Turnier).",
    (
        "HouseRules",
        "The steps of the dealer's shuffle, in order.",
    ): "Die Schritte beim Mischen, der Reihe nach.",
    (
        "HouseRules",
        "Wash the cards before every hand, or only now and then.",
    ): "Die Karten vor jeder Hand waschen oder nur ab und zu.",
    ("HouseRules", "Rule {number} ({key})"): "Regel {number} ({key})",
    ("HouseRules", "Cash game"): "Cash Game",
    ("HouseRules", "Tournament"): "Turnier",
    ("HouseRules", "The next player must bring in"): "Der nächste Spieler muss bringen",
    ("HouseRules", "The next player only acts first"): "Der nächste Spieler handelt nur zuerst",
    ("HouseRules", "When the round begins heads-up"): "Wenn die Runde heads-up beginnt",
    ("HouseRules", "Never"): "Nie",
    ("HouseRules", "When two are left before the cap"): "Wenn vor dem Cap nur noch zwei übrig sind",
    ("HouseRules", "The full bring-in"): "Den vollen Bring-in",
    ("HouseRules", "The amount posted"): "Den gesetzten Betrag",
    ("HouseRules", "To what a full wager would reach"): "Auf die Höhe eines vollen Einsatzes",
    ("HouseRules", "The all-in plus a full increment"): "All-in plus eine volle Stufe",
    ("HouseRules", "Only when it counts as a full wager"): "Nur wenn es als voller Einsatz gilt",
    ("HouseRules", "Always"): "Immer",
    ("HouseRules", "Allowed: the hand is folded at once"): "Erlaubt: Die Hand ist sofort gepasst",
    ("HouseRules", "Not allowed"): "Nicht erlaubt",
    ("HouseRules", "Best board with the community card"): "Bestes Board mit der Gemeinschaftskarte",
    ("HouseRules", "The player who began Sixth Street"): "Wer die Sixth Street begann",
    ("HouseRules", "First clockwise from the dealer"): "Der Erste im Uhrzeigersinn vom Croupier",
    ("HouseRules", "Highest card by suit"): "Höchste Karte nach Farbe",
    ("HouseRules", "Lowest seat number first"): "Niedrigste Platznummer zuerst",
    ("HouseRules", "The player who would act first"): "Wer zuerst handeln würde",
    (
        "HouseRules",
        "Count, then reshuffle the burns (WSOP)",
    ): "Zählen, dann Burn-Cards neu mischen (WSOP)",
    ("HouseRules", "A community card at once"): "Sofort eine Gemeinschaftskarte",
    ("HouseRules", "Deal to the last card, then reshuffle"): "Bis zur letzten Karte geben, dann neu mischen",
    ("HouseRules", "Reshuffle burns and muck (pokerkit)"): "Burn-Cards und Muck neu mischen (pokerkit)",
    (
        "HouseRules",
        "Highest card by suit of the five played",
    ): "Höchste Karte nach Farbe der fünf gespielten",
    (
        "HouseRules",
        "All seven cards count (old RRoP)",
    ): "Alle sieben Karten zählen (altes RRoP)",
    (
        "HouseRules",
        "Nearest the dealer's left (pokerkit)",
    ): "Am nächsten links vom Croupier (pokerkit)",
    ("HouseRules", "Counts low"): "Zählt niedrig",
    ("HouseRules", "Counts high"): "Zählt hoch",
    ("HouseRules", "Four upcards"): "Vier offene Karten",
    ("HouseRules", "Three upcards"): "Drei offene Karten",
    ("HouseRules", "Deal the third card face down"): "Dritte Karte verdeckt geben",
    ("HouseRules", "Misdeal"): "Misdeal",
    ("HouseRules", "Scramble"): "Scramble",
    ("HouseRules", "Square the deck"): "Deck ausrichten",
    ("HouseRules", "Riffle"): "Riffeln",
    ("HouseRules", "Strip"): "Strippen",
    ("HouseRules", "Box"): "Boxen",
    ("HouseRules", "Cut onto the cut card"): "Auf die Schnittkarte abheben",
    ("HouseRulesForm", "&Preset:"): "&Vorlage:",
    ("HouseRulesForm", "House rules preset"): "Vorlage für die Hausregeln",
    (
        "HouseRulesForm",
        "Fills every rule below; changing a rule afterwards makes the rules Custom.",
    ): "Füllt alle Regeln unten aus; wird danach eine Regel geändert, gelten eigene Regeln.",
    (
        "HouseRulesForm",
        (
            "The rules of RULES.md, section 1. Hover over a rule for its number and what the alternatives "
            "are. Changes apply from the next hand."
        ),
    ): "Die Regeln aus RULES.md, Abschnitt 1. Zeigen Sie auf eine Regel, um ihre Nummer und die "
    "Alternativen zu sehen. Änderungen gelten ab der nächsten Hand.",
    ("HouseRulesForm", "% of a full bet"): " % eines vollen Einsatzes",
    ("ShuffleStepsEdit", "Add"): "Hinzufügen",
    ("ShuffleStepsEdit", "Add a step after the selected one"): "Einen Schritt nach dem ausgewählten einfügen",
    ("ShuffleStepsEdit", "Remove"): "Entfernen",
    ("ShuffleStepsEdit", "Remove the selected step"): "Den ausgewählten Schritt entfernen",
    ("ShuffleStepsEdit", "Up"): "Nach oben",
    ("ShuffleStepsEdit", "Move the selected step earlier"): "Den ausgewählten Schritt vorziehen",
    ("ShuffleStepsEdit", "Down"): "Nach unten",
    ("ShuffleStepsEdit", "Move the selected step later"): "Den ausgewählten Schritt nach hinten schieben",
    ("StakesEdit", "The ante cannot be negative."): "Die Ante darf nicht negativ sein.",
    (
        "StakesEdit",
        "The bring-in ({bring_in}) must be more than 0 and less than the small bet ({small}).",
    ): "Der Bring-in ({bring_in}) muss größer als 0 und kleiner als der kleine Einsatz ({small}) sein.",
    (
        "StakesEdit",
        "The big bet ({big}) cannot be less than the small bet ({small}).",
    ): "Der große Einsatz ({big}) darf nicht kleiner als der kleine Einsatz ({small}) sein.",
    ("StakesEdit", "&Structure:"): "S&truktur:",
    ("StakesEdit", "&Ante:"): "&Ante:",
    ("StakesEdit", "&Bring-in:"): "&Bring-in:",
    ("StakesEdit", "S&mall bet:"): "K&leiner Einsatz:",
    ("StakesEdit", "B&ig bet:"): "G&roßer Einsatz:",
    ("StakesEdit", "Custom"): "Eigene",
    ("StakesEdit", "Betting structure"): "Einsatzstruktur",
    (
        "StakesEdit",
        "Ante / bring-in / small bet / big bet",
    ): "Ante / Bring-in / kleiner Einsatz / großer Einsatz",
    ("StakesEdit", "Ante"): "Ante",
    ("StakesEdit", "Bring-in"): "Bring-in",
    ("StakesEdit", "Small bet"): "Kleiner Einsatz",
    ("StakesEdit", "Big bet"): "Großer Einsatz",
    (
        "StakesEdit",
        "Every player posts it before the deal (R3.1).",
    ): "Jeder Spieler setzt sie vor dem Geben (R3.1).",
    (
        "StakesEdit",
        "The forced bet of the low card (high card in Razz); less than the small bet (R3.5).",
    ): "Der Pflichteinsatz der niedrigsten Karte (in Razz der höchsten); kleiner als der kleine "
    "Einsatz (R3.5).",
    (
        "StakesEdit",
        "The bet on Third and Fourth Street (R4.1).",
    ): "Der Einsatz auf Third und Fourth Street (R4.1).",
    (
        "StakesEdit",
        "The bet on Fifth, Sixth and Seventh Street (R4.1).",
    ): "Der Einsatz auf Fifth, Sixth und Seventh Street (R4.1).",
    (
        "SettingsDialog",
        "These house rules seat at most {count} players at the table.",
    ): "Nach diesen Hausregeln sitzen höchstens {count} Spieler am Tisch.",
    (
        "SettingsDialog",
        (
            "The school database address is not one Croupier can use: write it like "
            "postgresql://user@server/croupier, or leave it empty."
        ),
    ): "Diese Adresse der Schul-Datenbank kann Croupier nicht verwenden: Schreiben Sie sie wie "
    "postgresql://benutzer@server/croupier, oder lassen Sie das Feld leer.",
    ("SettingsDialog", "{rate} words per minute"): "{rate} Wörter pro Minute",
    ("SettingsDialog", "Settings"): "Einstellungen",
    ("SettingsDialog", "Game"): "Spiel",
    ("SettingsDialog", "House rules"): "Hausregeln",
    ("SettingsDialog", "Table and speech"): "Tisch und Sprachausgabe",
    ("SettingsDialog", "Trainee and progress"): "Teilnehmer und Fortschritt",
    ("SettingsDialog", "Settings pages"): "Seiten der Einstellungen",
    ("SettingsDialog", "Settings page"): "Seite der Einstellungen",
    ("SettingsDialog", "&Game:"): "&Spiel:",
    ("SettingsDialog", "Seven Card Stud"): "Seven Card Stud",
    ("SettingsDialog", "Stud Hi-Lo"): "Stud Hi-Lo",
    ("SettingsDialog", "Razz"): "Razz",
    ("SettingsDialog", "&Players:"): "Spiel&er:",
    ("SettingsDialog", "Number of players"): "Anzahl der Spieler",
    ("SettingsDialog", "2 to 8 players are dealt in (R1.2)."): "2 bis 8 Spieler erhalten Karten (R1.2).",
    ("SettingsDialog", "Betting structure"): "Einsatzstruktur",
    ("SettingsDialog", "Changes apply from the next hand."): "Änderungen gelten ab der nächsten Hand.",
    ("SettingsDialog", "&Language:"): "Sp&rache:",
    ("SettingsDialog", "Language"): "Sprache",
    (
        "SettingsDialog",
        "Switches every text at once; no restart needed.",
    ): "Stellt alle Texte sofort um; kein Neustart nötig.",
    (
        "SettingsDialog",
        "Four-colour deck (♣ green, ♦ blue, ♥ red, ♠ black)",
    ): "Vierfarbiges Blatt (♣ grün, ♦ blau, ♥ rot, ♠ schwarz)",
    ("SettingsDialog", "Animate cards and chips"): "Karten und Chips animieren",
    ("SettingsDialog", "Show the players' down cards"): "Verdeckte Karten der Spieler zeigen",
    ("SettingsDialog", "Speak the dealer's calls"): "Ansagen des Croupiers sprechen",
    ("SettingsDialog", "Speaking &rate:"): "Sprech&tempo:",
    ("SettingsDialog", "Speaking rate in words per minute"): "Sprechtempo in Wörtern pro Minute",
    (
        "SettingsDialog",
        "Slower for learning, faster for table pace.",
    ): "Langsamer zum Lernen, schneller für das Tempo am Tisch.",
    ("SettingsDialog", "Trainee &name:"): "&Name:",
    ("SettingsDialog", "Trainee name"): "Name des Teilnehmers",
    ("SettingsDialog", "Your name, as your instructor knows you"): "Ihr Name, wie Ihr Ausbilder Sie kennt",
    (
        "SettingsDialog",
        "Your answers are recorded under this name; without one, your login name is used.",
    ): "Ihre Antworten werden unter diesem Namen gespeichert; ohne Namen gilt Ihr Anmeldename.",
    ("SettingsDialog", "&Target pace:"): "&Zieltempo:",
    ("SettingsDialog", "Target pace in seconds per answer"): "Zieltempo in Sekunden pro Antwort",
    ("SettingsDialog", " s per answer"): " s pro Antwort",
    (
        "SettingsDialog",
        (
            "The dealer school's pace for a typical question; harder skills (side pots, splitting a pot) "
            "are allowed proportionally more. The Progress page compares your median time with it."
        ),
    ): "Das Tempo der Croupierschule für eine typische Frage; schwierigere Fertigkeiten (Side Pots, "
    "Pot teilen) erhalten entsprechend mehr Zeit. Die Seite Fortschritt vergleicht Ihre mittlere "
    "Antwortzeit damit.",
    ("SettingsDialog", "School &database:"): "Schul-&Datenbank:",
    ("SettingsDialog", "School database address"): "Adresse der Schul-Datenbank",
    (
        "SettingsDialog",
        "{variable} is set and wins over this field: {address}",
    ): "{variable} ist gesetzt und hat Vorrang vor diesem Feld: {address}",
    (
        "SettingsDialog",
        "Restore the defaults on this page",
    ): "Die Standardwerte auf dieser Seite wiederherstellen",
    (
        "SettingsDialog",
        "Save the settings and keep this window open",
    ): "Die Einstellungen speichern und dieses Fenster offen lassen",
    (
        "SettingsDialog",
        (
            "Leave it empty to keep the progress on this computer. A change takes effect the next time "
            "Croupier starts."
        ),
    ): "Lassen Sie das Feld leer, um den Fortschritt auf diesem Computer zu speichern. Eine Änderung "
    "wirkt beim nächsten Start von Croupier.",
    (
        "SettingsDialog",
        "Answers are now saved in: {location}",
    ): "Antworten werden jetzt gespeichert in: {location}",
}


LEFT = Qt.MouseButton.LeftButton


@pytest.fixture(scope="module")
def settings_catalogues(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The GUI test catalogue plus the settings dialog's German."""
    with patch.dict(GERMAN, SETTINGS_GERMAN):
        folder, _ = build_catalogues(tmp_path_factory.mktemp("settings_qm"))
    return folder


@pytest.fixture
def english(qapp, settings_catalogues: Path) -> Iterator[Translations]:
    installed = Translations(
        qapp, Language.ENGLISH, directory=settings_catalogues, system_locale=QLocale("C")
    )
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
    _choose(dialog.variant_box, "FR")
    dialog.players_spin.setValue(5)
    dialog.stakes_edit.set_stakes(Stakes(10, 25, 50, 100))
    dialog.stakes_edit.ante.setValue(15)  # a structure of its own
    dialog.rules_form.controls["max_raises_per_round"].setValue(4)
    dialog.rules_form.controls["announce_possible_draws"].setChecked(False)
    _choose(dialog.rules_form.controls["odd_chip"], "lowest_seat")
    dialog.rules_form.controls["short_allin_reopen_threshold"].setValue(100)
    dialog.four_colour_check.setChecked(True)
    dialog.animations_check.setChecked(False)
    dialog.speech_check.setChecked(True)
    dialog.rate_slider.setValue(210)
    dialog.trainee_edit.setText("  Anna   Berger ")
    dialog.target_spin.setValue(6.5)
    dialog.database_edit.setText("postgresql://coach@school/croupier")
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
    assert again.trainee == "Anna Berger"
    assert again.target_seconds == 6.5
    assert again.database_url == "postgresql://coach@school/croupier"

    reopened = _dialog(qtbot, again, english, speaker)
    assert reopened.variant_box.currentData() == "FR"
    assert reopened.players_spin.value() == 5
    assert reopened.stakes_edit.stakes() == Stakes(15, 25, 50, 100)
    assert reopened.rules_form.rules() == rules
    assert reopened.rules_form.profile() == "custom"
    assert reopened.rate_slider.value() == 210
    assert reopened.trainee_edit.text() == "Anna Berger"
    assert reopened.pending() == {}


def test_cancel_keeps_the_saved_settings(qtbot, english, ini, speaker):
    settings = _settings(ini)
    dialog = _dialog(qtbot, settings, english, speaker)
    dialog.players_spin.setValue(3)
    with qtbot.assertNotEmitted(dialog.applied):
        qtbot.mouseClick(_button(dialog, QDialogButtonBox.StandardButton.Cancel), LEFT)
    assert settings.players == 6


def test_apply_is_offered_only_for_a_change(qtbot, english, ini, speaker):
    dialog = _dialog(qtbot, _settings(ini), english, speaker)
    apply = _button(dialog, QDialogButtonBox.StandardButton.Apply)
    assert not apply.isEnabled()
    dialog.players_spin.setValue(7)
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
    dialog.stakes_edit.bring_in.setValue(25)  # more than the small bet of 20
    message = dialog.stakes_edit.message
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

    dialog.stakes_edit.bring_in.setValue(10)
    dialog.stakes_edit.big_bet.setValue(15)
    assert "big bet (15) cannot be less than the small bet (20)" in message.text()
    dialog.stakes_edit.big_bet.setValue(40)
    assert not message.isVisible()
    assert ok.isEnabled()


def test_players_beyond_the_house_limit_are_refused(qtbot, english, ini, speaker):
    dialog = _dialog(qtbot, _settings(ini), english, speaker)
    dialog.players_spin.setValue(8)
    dialog.rules_form.controls["max_players"].setValue(6)
    assert dialog.problem() == "These house rules seat at most 6 players at the table."
    assert not _button(dialog, QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_every_house_rule_has_a_named_control_with_its_rule_number(qtbot, english, ini, speaker):
    dialog = _dialog(qtbot, _settings(ini), english, speaker)
    controls = dialog.rules_form.controls
    assert set(controls) == set(HouseRules.keys())
    assert _unnamed() == []
    for key, control in controls.items():
        assert control.accessibleName(), key
        assert control.accessibleName() != key  # a label in words, not the engine's key
        assert control.toolTip().startswith(f"Rule {RULE_NUMBERS[key]} ({key})\n"), key
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
    _choose(dialog.language_box, "de")
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
    assert form.controls["max_raises_per_round"].toolTip().startswith("Regel R4.4")
    assert dialog.nav.item(1).text() == "Hausregeln"
    dialog.stakes_edit.bring_in.setValue(25)
    assert "kleiner als der kleine Einsatz (20)" in dialog.stakes_edit.message.text()


def test_the_environment_wins_over_the_database_field_and_says_so(qtbot, english, ini, speaker):
    url = "postgresql://coach:s3cret@school.example/croupier"
    dialog = _dialog(qtbot, _settings(ini), english, speaker, environ={"CROUPIER_DATABASE_URL": url})
    dialog.show_page("trainee")
    assert not dialog.database_edit.isEnabled()
    note = dialog._environment_note
    assert note.isVisible()
    assert "CROUPIER_DATABASE_URL" in note.text()
    assert "school.example" in note.text()
    assert "s3cret" not in note.text()


def test_a_database_address_that_cannot_work_is_refused(qtbot, english, ini, speaker):
    dialog = _dialog(qtbot, _settings(ini), english, speaker)
    dialog.database_edit.setText("mysql://school/croupier")
    assert "postgresql://" in (dialog.problem() or "")
    assert not _button(dialog, QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.database_edit.setText("")
    assert dialog.problem() is None


def test_rules_saved_by_an_older_version_fall_back_to_the_profile(ini):
    store = QSettings(str(ini), QSettings.Format.IniFormat)
    store.setValue("rules/profile", "tournament")
    store.setValue("rules/odd_chip", "a_choice_that_is_gone")
    store.setValue("rules/max_raises_per_round", "5")
    settings = Settings(store)
    assert settings.house_rules == HouseRules.profile("tournament").override("max_raises_per_round", 5)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_screenshot_of_the_settings_view_writes_a_png(tmp_path, settings_catalogues, lang):
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
            str(settings_catalogues),
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
    dialog.players_spin.setValue(4)
    dialog.animations_check.setChecked(True)
    _choose(dialog.rules_form.profile_box, "tournament")
    with qtbot.waitSignal(window.game_changed):
        qtbot.mouseClick(_button(dialog, QDialogButtonBox.StandardButton.Apply), LEFT)
    assert settings.players == 4
    assert settings.rules_profile == "tournament"
    assert window.top_bar.players_box.currentData() == 4
    assert window.table_view.animations_enabled()
    hand = window.observe_panel.hand
    assert len(hand.seats) == 4
    assert hand.rules == HouseRules.profile("tournament")  # the next hand is dealt under them


def test_a_dialog_change_of_look_deals_no_new_hand(qtbot, window):
    dialog = window.open_settings()
    dialog.four_colour_check.setChecked(True)
    with qtbot.assertNotEmitted(window.game_changed):
        qtbot.mouseClick(_button(dialog, QDialogButtonBox.StandardButton.Ok), LEFT)
    assert window.top_bar.four_colour_action.isChecked()
