"""The GUI's proposed German wording, (context, English source) -> German.

The translations engineer owns ``translations/croupier_de.ts``; until these strings are there, the
GUI tests build a catalogue from the committed one plus this table (see ``gui_catalogue.py``), so the
language-switch tests do not wait for the translation work. Entries already translated in the
committed catalogue win over these.
"""

from __future__ import annotations

GERMAN: dict[tuple[str, str], str] = {
    # The table
    ("TableScene", "Dealer (you)"): "Croupier (Sie)",
    ("TableScene", "No hand is being dealt."): "Es wird keine Hand gegeben.",
    ("TableScene", "Pot {amount}"): "Pot {amount}",
    ("TableScene", "Seat {number} to act"): "Platz {number} am Zug",
    ("TableScene", "Stub {count}"): "Talon {count}",
    ("TableScene", "Burn {count}"): "Burn-Cards {count}",
    ("TableScene", "Community card"): "Gemeinschaftskarte",
    ("TableScene", "Wins {amount}"): "Gewinnt {amount}",
    ("TableScene", "Dead hand"): "Tote Hand",
    ("TableScene", "Mucked"): "Verworfen",
    ("TableScene", "Folded"): "Gepasst",
    ("TableScene", "To act"): "Am Zug",
    ("TableScene", "All-in"): "All-in",
    ("TableScene", "Seat {number}"): "Platz {number}",
    ("TableView", "Table"): "Tisch",
    # The top bar
    ("TopBar", "Deal a hand"): "Hand geben",
    (
        "TopBar",
        "Deal a hand and do the dealer's duties",
    ): "Eine Hand geben und die Aufgaben des Croupiers erledigen",
    ("TopBar", "Quiz"): "Quiz",
    (
        "TopBar",
        "Answer questions about live table positions",
    ): "Fragen zu Spielsituationen am Tisch beantworten",
    ("TopBar", "Progress"): "Fortschritt",
    ("TopBar", "Your accuracy and pace per skill"): "Ihre Genauigkeit und Ihr Tempo je Fertigkeit",
    ("TopBar", "{mode}: not available yet"): "{mode}: noch nicht verfügbar",
    ("TopBar", "Seven Card Stud"): "Seven Card Stud",
    ("TopBar", "Stud Hi-Lo"): "Stud Hi-Lo",
    ("TopBar", "Razz"): "Razz",
    ("TopBar", "Ante {ante}, bring-in {bring_in}, bets {small}/{big}"): (
        "Ante {ante}, Bring-in {bring_in}, Einsätze {small}/{big}"
    ),
    ("TopBar", "Game"): "Spiel",
    ("TopBar", "Players"): "Spieler",
    ("TopBar", "Stakes"): "Limits",
    ("TopBar", "Stakes (small bet/big bet)"): "Limits (Small Bet/Big Bet)",
    ("TopBar", "Speech"): "Sprachausgabe",
    ("TopBar", "Speak the dealer's calls"): "Ansagen des Croupiers sprechen",
    ("TopBar", "Settings"): "Einstellungen",
    ("TopBar", "Four-colour deck"): "Vierfarbiges Blatt",
    ("TopBar", "Animate cards and chips"): "Karten und Chips animieren",
    ("TopBar", "Show the players' down cards"): "Verdeckte Karten der Spieler zeigen",
    # The observe panel
    ("ObservePanel", "Press Next to deal a hand."): "Drücken Sie „Nächster Schritt“, um eine Hand zu geben.",
    ("ObservePanel", "Hand over"): "Hand beendet",
    ("ObservePanel", "Next: {step}"): "Als Nächstes: {step}",
    ("ObservePanel", "Observe a hand"): "Eine Hand beobachten",
    (
        "ObservePanel",
        "Watch a simulated hand one step at a time: every duty of the dealer and every decision of a player.",
    ): (
        "Sehen Sie einer simulierten Hand Schritt für Schritt zu: jeder Aufgabe des Croupiers "
        "und jeder Entscheidung eines Spielers."
    ),
    ("ObservePanel", "Next step (Space)"): "Nächster Schritt (Leertaste)",
    ("ObservePanel", "Do the next dealer duty or player decision"): (
        "Die nächste Aufgabe des Croupiers oder Entscheidung eines Spielers ausführen"
    ),
    ("ObservePanel", "Next step"): "Nächster Schritt",
    ("ObservePanel", "Auto-play"): "Automatisch",
    ("ObservePanel", "Step through the hand on its own"): "Die Hand von selbst ablaufen lassen",
    ("ObservePanel", "New hand"): "Neue Hand",
    ("ObservePanel", "Deal a new hand with the chosen game, players and stakes"): (
        "Eine neue Hand mit dem gewählten Spiel, den Spielern und Limits geben"
    ),
    ("ObservePanel", "Events of the hand"): "Ereignisse der Hand",
    # The window and the verdict strip
    ("MainWindow", "Croupier – Stud dealer trainer"): "Croupier – Stud-Dealer-Training",
    ("MainWindow", "Mode panel"): "Modusbereich",
    ("MainWindow", "A new hand: collect the antes."): "Eine neue Hand: Antes einsammeln.",
    ("VerdictStrip", "Note"): "Hinweis",
    ("VerdictStrip", "Right"): "Richtig",
    ("VerdictStrip", "Wrong"): "Falsch",
    ("VerdictStrip", "Score {right}/{asked}"): "Punkte {right}/{asked}",
    ("VerdictStrip", "Last verdict"): "Letzte Bewertung",
    # The event log
    ("EventText", "Seat {seat} folds"): "Platz {seat} passt",
    ("EventText", "Seat {seat} checks"): "Platz {seat} checkt",
    ("EventText", "Seat {seat} calls {amount}"): "Platz {seat} geht mit {amount}",
    ("EventText", "Seat {seat} brings it in for {amount}"): "Platz {seat} bringt {amount} als Bring-in",
    ("EventText", "Seat {seat} completes to {to}"): "Platz {seat} komplettiert auf {to}",
    ("EventText", "Seat {seat} bets {to}"): "Platz {seat} setzt {to}",
    ("EventText", "Seat {seat} raises to {to}"): "Platz {seat} erhöht auf {to}",
    ("EventText", "{action}, all-in"): "{action}, all-in",
    ("EventText", "{action} (cap reached)"): "{action} (Cap erreicht)",
    ("EventText", "{high}; {low}"): "{high}; {low}",
    ("EventText", "seat {seat}"): "Platz {seat}",
    ("EventText", "seat {seat} ({chips})"): "Platz {seat} ({chips})",
    ("EventText", "High half of the main pot ({amount}) to {shares}"): (
        "High-Hälfte des Hauptpots ({amount}) an {shares}"
    ),
    (
        "EventText",
        "Low half of the main pot ({amount}) to {shares}",
    ): "Low-Hälfte des Hauptpots ({amount}) an {shares}",
    ("EventText", "Main pot ({amount}) to {shares}"): "Hauptpot ({amount}) an {shares}",
    ("EventText", "High half of side pot {number} ({amount}) to {shares}"): (
        "High-Hälfte von Side-Pot {number} ({amount}) an {shares}"
    ),
    ("EventText", "Low half of side pot {number} ({amount}) to {shares}"): (
        "Low-Hälfte von Side-Pot {number} ({amount}) an {shares}"
    ),
    ("EventText", "Side pot {number} ({amount}) to {shares}"): "Side-Pot {number} ({amount}) an {shares}",
    ("EventText", "Stub count before Seventh Street: {stub} cards, {need} needed"): (
        "Zählen vor Seventh Street: {stub} Karten im Talon, {need} gebraucht"
    ),
    (
        "EventText",
        "{count}: a community card will be used",
    ): "{count}: Es wird eine Gemeinschaftskarte verwendet",
    ("EventText", "{count}: the stub runs short"): "{count}: Der Talon reicht nicht",
    ("EventText", "Seat {seat} antes {amount}, all-in"): "Platz {seat} zahlt {amount} Ante, all-in",
    ("EventText", "Seat {seat} antes {amount}"): "Platz {seat} zahlt {amount} Ante",
    ("EventText", "Seat {seat}: {card} face up"): "Platz {seat}: {card} offen",
    ("EventText", "Seat {seat}: a card face down"): "Platz {seat}: eine Karte verdeckt",
    ("EventText", "{street}: burn card"): "{street}: Burn-Card",
    ("EventText", "Stub scrambled with {burns} burn cards and {muck} mucked cards"): (
        "Talon mit {burns} Burn-Cards und {muck} Karten aus dem Muck gemischt"
    ),
    ("EventText", "Stub scrambled with {burns} burn cards"): "Talon mit {burns} Burn-Cards gemischt",
    ("EventText", "Community card: {card}"): "Gemeinschaftskarte: {card}",
    ("EventText", "Seat {seat} has the bring-in ({card})"): "Platz {seat} hat den Bring-in ({card})",
    ("EventText", "{street}: no more betting"): "{street}: keine Setzrunde mehr",
    ("EventText", "{street}: seat {seat} acts first"): "{street}: Platz {seat} beginnt",
    (
        "EventText",
        "{opening} (open pair: the big bet is allowed)",
    ): "{opening} (offenes Paar: Big Bet erlaubt)",
    ("EventText", "Bets gathered: pot {pot}"): "Einsätze eingesammelt: Pot {pot}",
    (
        "EventText",
        "Uncalled {amount} returned to seat {seat}",
    ): "Nicht gecallte {amount} zurück an Platz {seat}",
    ("EventText", "Showdown: seat {seat} shows first"): "Showdown: Platz {seat} zeigt zuerst",
    ("EventText", "Seat {seat} shows {cards}: {reading}"): "Platz {seat} zeigt {cards}: {reading}",
    ("EventText", "Seat {seat} shows {cards}"): "Platz {seat} zeigt {cards}",
    ("EventText", "Seat {seat} mucks"): "Platz {seat} wirft weg",
    ("EventText", "Seat {seat}'s hand is killed"): "Die Hand von Platz {seat} ist tot",
    ("EventText", "The hand is over"): "Die Hand ist beendet",
    ("EventText", "Collect seat {seat}'s ante"): "Ante von Platz {seat} einsammeln",
    ("EventText", "Burn a card"): "Eine Burn-Card legen",
    ("EventText", "Deal seat {seat} a card face up"): "Platz {seat} eine Karte offen geben",
    ("EventText", "Deal seat {seat} a card face down"): "Platz {seat} eine Karte verdeckt geben",
    ("EventText", "Scramble the stub with the burn cards"): "Talon mit den Burn-Cards mischen",
    ("EventText", "Turn the community card"): "Gemeinschaftskarte aufdecken",
    ("EventText", "Seat {seat} to act"): "Platz {seat} ist am Zug",
    ("EventText", "Seat {seat} to show"): "Platz {seat} zeigt",
    # Command line
    (
        "Display",
        (
            "croupier: no display found (DISPLAY and WAYLAND_DISPLAY are not set); start Croupier "
            "from a desktop session, or render a picture with `croupier screenshot`."
        ),
    ): (
        "croupier: keine Anzeige gefunden (DISPLAY und WAYLAND_DISPLAY sind nicht gesetzt); starten Sie "
        "Croupier in einer Desktop-Sitzung oder erzeugen Sie ein Bild mit `croupier screenshot`."
    ),
    (
        "Display",
        (
            "croupier: QT_QPA_PLATFORM={platform} needs a display that is not set; "
            "unset QT_QPA_PLATFORM or start Croupier from a desktop session."
        ),
    ): (
        "croupier: QT_QPA_PLATFORM={platform} braucht eine Anzeige, die nicht gesetzt ist; entfernen Sie "
        "QT_QPA_PLATFORM oder starten Sie Croupier in einer Desktop-Sitzung."
    ),
    ("Commands", "open the trainer's window (the default)"): "das Fenster des Trainers öffnen (Standard)",
    ("Commands", "Open the trainer's window."): "Das Fenster des Trainers öffnen.",
    ("Commands", "language (default: as last chosen)"): "Sprache (Standard: die zuletzt gewählte)",
    ("Commands", "a size is WIDTHxHEIGHT, such as 1280x800"): "eine Größe ist BREITExHÖHE, etwa 1280x800",
    ("Commands", "the size must be between 320x240 and 7680x4320"): (
        "die Größe muss zwischen 320x240 und 7680x4320 liegen"
    ),
    (
        "Commands",
        "render a view of the trainer into a PNG file",
    ): "eine Ansicht des Trainers als PNG-Datei ausgeben",
    ("Commands", "Render a view of the trainer offscreen, in a representative state, into a PNG."): (
        "Eine Ansicht des Trainers ohne Bildschirm in einem typischen Zustand als PNG ausgeben."
    ),
    ("Commands", "which view (default: table)"): "welche Ansicht (Standard: table)",
    ("Commands", "language (default: en)"): "Sprache (Standard: en)",
    ("Commands", "window size (default 1280x800)"): "Fenstergröße (Standard 1280x800)",
    ("Commands", "read croupier_<lang>.qm from DIR"): "croupier_<lang>.qm aus DIR lesen",
    ("Commands", "the picture to write"): "das zu schreibende Bild",
    ("Commands", "croupier screenshot: the {view} view is not available yet (available: {views})."): (
        "croupier screenshot: Die Ansicht {view} ist noch nicht verfügbar (verfügbar: {views})."
    ),
    (
        "Commands",
        "croupier screenshot: cannot write {path}",
    ): "croupier screenshot: {path} kann nicht geschrieben werden",
}
