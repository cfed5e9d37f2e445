"""The walkthrough in German: the proposed wording of every panel string (for the translations
owner's ``make ts``), and the panel re-translated at runtime."""

from __future__ import annotations

import random
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from gui_catalogue import ROOT, qt_tool
from PySide6.QtCore import QTranslator

from croupier.drills.levels import Difficulty
from croupier.training.duties import Duty

WALKTHROUGH = ROOT / "croupier" / "gui" / "walkthrough"

# (context, English) -> German. Dealer words per RULES.md §2.9 and the procedure's catalogue: Burn-Card,
# brennen, Stub, Cut-Card, vernichten, zuschieben; street names stay English; formal "Sie".
GERMAN: dict[tuple[str, str], str] = {
    ("Checklist", "Rule {number}: {title} (click to read it)"): "Regel {number}: {title} (zum Lesen klicken)",
    ("TrainerHands", "A demonstration: watch the dealer. Esc stops it; you may deal on from there."): (
        "Eine Vorführung: Sehen Sie dem Dealer zu. Esc hält sie an; Sie können von dort weitergeben."
    ),
    ("TrainerHands", "Demonstration stopped: deal on from here, or start a new hand."): (
        "Vorführung angehalten: Geben Sie von hier weiter, oder beginnen Sie eine neue Hand."
    ),
    ("TrainerHands", "The demonstration is over."): "Die Vorführung ist vorbei.",
    ("Demonstration", "The dealer: {what}"): "Der Dealer: {what}",
    ("Demonstration", "The players act."): "Die Spieler handeln.",
    ("KeyShortcuts", "The seat with that number (deal to it, name it); the choice with that number"): (
        "Der Platz mit dieser Nummer (an ihn austeilen, ihn nennen); die Auswahl mit dieser Nummer"
    ),
    ("KeyShortcuts", "The duty, or the part of a call, whose button shows that letter"): (
        "Die Aufgabe oder der Teil einer Ansage, deren Schaltfläche diesen Buchstaben zeigt"
    ),
    ("KeyShortcuts", "Confirm the call being built; once the hand is over, a new hand"): (
        "Die gebaute Ansage bestätigen; nach dem Ende der Hand eine neue Hand"
    ),
    ("KeyShortcuts", "Close the call being built or the question"): (
        "Die gebaute Ansage oder die Frage schließen"
    ),
    ("KeyShortcuts", "Take back the last part of the call being built"): (
        "Den letzten Teil der gebauten Ansage zurücknehmen"
    ),
    ("KeyShortcuts", "A new hand"): "Eine neue Hand",
    ("KeyShortcuts", "Undo the last correct duty (not in an exam)"): (
        "Die letzte richtige Aufgabe zurücknehmen (nicht in einer Prüfung)"
    ),
    ("AssignedButton", "Assigned to you: %n open →"): "Ihnen zugewiesen: %n offen →",
    (
        "AssignedButton",
        "Your assignments and exams, in the Quiz",
    ): "Ihre Zuweisungen und Prüfungen, im Quiz",
    ("HandSession", "What may seat {seat} do?"): "Was darf Platz {seat} tun?",
    ("HandSession", "Who shows next?"): "Wer zeigt als Nächstes?",
    ("HandSession", "Who acts?"): "Wer spricht?",
    ("HandSession", "Seat {seat}"): "Platz {seat}",
    ("SessionControls", "Locked until the exam hand is over"): "Gesperrt, bis die Prüfungshand zu Ende ist",
    ("WalkthroughWords", "An exam hand is dealt to its end: no new hand, mode or level until it is over."): (
        "Eine Prüfungshand wird zu Ende gegeben: keine neue Hand, kein anderer Modus und keine andere "
        "Stufe, bis sie vorbei ist."
    ),
    ("ActionQuestion", "Press the answer's number, or click it."): (
        "Drücken Sie die Nummer der Antwort oder klicken Sie sie an."
    ),
    ("AnnouncementBuilder", "…"): "…",
    ("AnnouncementBuilder", "Whose: no seat needed"): "Wessen: kein Platz nötig",
    ("AnnouncementBuilder", "Whose: click the seat or press its number"): (
        "Wessen: Platz anklicken oder seine Nummer drücken"
    ),
    ("AnnouncementBuilder", "Whose: seat {seat}"): "Wessen: Platz {seat}",
    (
        "AnnouncementBuilder",
        "Which rank: press its key or click it",
    ): "Welcher Rang: Taste drücken oder anklicken",
    ("AnnouncementBuilder", "Which ranks: press or click both"): "Welche Ränge: beide drücken oder anklicken",
    ("AnnouncementBuilder", "What:"): "Was:",
    ("AnnouncementBuilder", "Confirm"): "Bestätigen",
    ("AnnouncementBuilder", "Confirm the announcement (Enter)"): "Die Ansage bestätigen (Enter)",
    ("AnnouncementBuilder", "⏎ Enter"): "⏎",
    ("AnnouncementBuilder", "Cancel"): "Abbrechen",
    ("AnnouncementBuilder", "Cancel the announcement (Esc)"): "Die Ansage abbrechen (Esc)",
    ("AnnouncementBuilder", "Announcement builder"): "Ansage zusammenstellen",
    ("AnnouncementBuilder", "{what} (key {key})"): "{what} (Taste {key})",
    ("AnnouncementBuilder", "Key {key}"): "Taste {key}",
    ("AnnouncementBuilder", "Bring-in card"): "Bring-in-Karte",
    ("AnnouncementBuilder", "Pair"): "Paar",
    ("AnnouncementBuilder", "Two pair"): "Zwei Paar",
    ("AnnouncementBuilder", "Trips"): "Drilling",
    ("AnnouncementBuilder", "Four of a kind"): "Vierling",
    ("AnnouncementBuilder", "Possible straight"): "Möglicher Straight",
    ("AnnouncementBuilder", "Possible flush"): "Möglicher Flush",
    ("AnnouncementBuilder", "Possible straight flush"): "Möglicher Straight Flush",
    ("AnnouncementBuilder", "Low hand to act"): "Niedrigste Hand",
    ("AnnouncementBuilder", "High hand to act"): "Höchste Hand",
    ("AnnouncementBuilder", "Open pair option"): "Offenes Paar: Option",
    ("AnnouncementBuilder", "Community card"): "Gemeinschaftskarte",
    ("AnnouncementBuilder", "Bring-in amount"): "Bring-in-Betrag",
    ("AnnouncementBuilder", "Complete"): "Komplettieren",
    ("AnnouncementBuilder", "Bet"): "Setzen",
    ("AnnouncementBuilder", "Raise"): "Erhöhen",
    ("AnnouncementBuilder", "Re-raise"): "Re-Raise",
    ("AnnouncementBuilder", "Last raise (cap)"): "Letzte Erhöhung (Cap)",
    ("Checklist", "Shuffle: scramble, riffles, strip"): "Mischen: Scramble, Riffles, Strip",
    ("Checklist", "Ask for and collect the antes"): "Antes ansagen und einsammeln",
    ("Checklist", "Cut onto the cut card"): "Auf die Cut-Card abheben",
    ("Checklist", "{street}: two down, one up"): "{street}: zwei verdeckt, eine offen",
    ("Checklist", "Name the bring-in"): "Bring-in ansagen",
    ("Checklist", "{street}: count, burn, last card, deal"): "{street}: zählen, brennen, Last Card, geben",
    ("Checklist", "{street}: burn, deal, announce"): "{street}: brennen, geben, ansagen",
    ("Checklist", "{street}: betting, gather"): "{street}: Setzrunde, Einsätze zum Pot",
    ("Checklist", "Showdown: order and readings"): "Showdown: Reihenfolge und Ansagen",
    ("Checklist", "Kill the losing hands, push the pot"): "Verlierende Hände vernichten, Pot zuschieben",
    ("Checklist", "Done"): "Erledigt",
    ("Checklist", "Now"): "Jetzt",
    ("Checklist", "To come"): "Noch offen",
    ("Checklist", "Skipped"): "Entfallen",
    ("Checklist", "Checklist of the hand"): "Ablauf der Hand",
    ("Checklist", "Wrong"): "Falsch",
    ("Checklist", "{line} (done for you)"): "{line} (für Sie erledigt)",
    ("Checklist", "Shuffled: {steps}"): "Gemischt: {steps}",
    ("Checklist", "{step} ×{count}"): "{step} ×{count}",
    ("Checklist", "Asked for the antes"): "Um die Antes gebeten",
    ("Checklist", "Antes collected from %n seat(s)"): "Antes von %n Plätzen eingesammelt",
    ("Checklist", "Deck cut onto the cut card"): "Auf die Cut-Card abgehoben",
    ("Checklist", "Burned a card before {street}"): "Vor der {street} eine Karte gebrannt",
    ("Checklist", "{card} brought it in ({low} all in)"): "{card} hat gebracht ({low} all-in)",
    ("Checklist", "{card} brought it in"): "{card} hat gebracht",
    ("Checklist", "Called the action: {calls}"): "Action angesagt: {calls}",
    ("Checklist", "Announced {words} (seat {seat})"): "Angesagt: {words} (Platz {seat})",
    ("Checklist", "Announced {words}"): "Angesagt: {words}",
    ("Checklist", "Gathered the bets into the pot"): "Einsätze zum Pot gebracht",
    ("Checklist", "Gathered {chips} into the pot"): "{chips} zum Pot gebracht",
    ("Checklist", "Returned the uncalled {amount} to seat {seat}"): (
        "Platz {seat} die nicht gehaltenen {amount} zurückgegeben"
    ),
    ("Checklist", "Scrambled the stub with the burn cards"): "Stub mit den Burn-Cards gemischt",
    ("Checklist", "Turned the community card"): "Gemeinschaftskarte aufgedeckt",
    ("Checklist", "Turned the community card: {card}"): "Gemeinschaftskarte aufgedeckt: {card}",
    ("Checklist", "Removed the cut card"): "Cut-Card entfernt",
    ("Checklist", "Called the showdown: seat {seat} shows first"): (
        "Showdown angesagt: Platz {seat} zeigt zuerst"
    ),
    ("Checklist", "Read seat {seat}'s hand: {reading}"): "Hand von Platz {seat} angesagt: {reading}",
    ("Checklist", "seat {seat}"): "Platz {seat}",
    ("Checklist", "Killed %n losing hand(s): {seats}"): "%n verlierende Hände vernichtet: {seats}",
    ("Checklist", "seat {seat} {card}"): "Platz {seat} {card}",
    ("Checklist", "Dealt {street}: {cards}"): "{street} gegeben: {cards}",
    ("Checklist", "Dealt {street} face down to {seats}"): "{street} verdeckt gegeben an {seats}",
    ("Checklist", "enough for everyone"): "reicht für alle",
    ("Checklist", "too short, the burn cards scrambled in"): "zu wenig, die Burn-Cards dazugemischt",
    ("Checklist", "too short, one community card"): "zu wenig, eine Gemeinschaftskarte",
    ("Checklist", "the burn cards scrambled in, then one community card"): (
        "die Burn-Cards dazugemischt, dann eine Gemeinschaftskarte"
    ),
    ("Checklist", "deal to the last card, then scramble in the burn cards"): (
        "bis zur letzten Karte geben, dann die Burn-Cards dazumischen"
    ),
    ("Checklist", "when it runs out, scramble in the burn cards and the muck"): (
        "wenn er ausgeht, Burn-Cards und Muck dazumischen"
    ),
    ("Checklist", "Counted the stub"): "Stub gezählt",
    ("Checklist", "Counted the stub: {plan}"): "Stub gezählt: {plan}",
    ("Checklist", "{chips} to seat {seat}"): "{chips} an Platz {seat}",
    ("Checklist", "Pushed the main pot: {shares}"): "Hauptpot zugeschoben: {shares}",
    ("Checklist", "Pushed side pot {number}: {shares}"): "Side-Pot {number} zugeschoben: {shares}",
    ("Checklist", "{push} (high half)"): "{push} (High-Hälfte)",
    ("Checklist", "{push} (low half)"): "{push} (Low-Hälfte)",
    ("Checklist", "Who acts: not seat {seat} ({rule})"): "Wer spricht: nicht Platz {seat} ({rule})",
    ("Checklist", "Who shows next: not seat {seat} ({rule})"): (
        "Wer zeigt als Nächstes: nicht Platz {seat} ({rule})"
    ),
    ("Checklist", "What seat {seat} may do: not {chosen} ({rule})"): (
        "Was Platz {seat} darf: nicht {chosen} ({rule})"
    ),
    ("Checklist", "Dealt seat {seat} before seat {due} ({rule})"): (
        "Platz {seat} vor Platz {due} gegeben ({rule})"
    ),
    ("Checklist", "{flag} ({rule}): {step}"): "{flag} ({rule}): {step}",
    ("DutyList", "Dealer duties"): "Aufgaben des Croupiers",
    ("DutyList", "{what} (key {key})"): "{what} (Taste {key})",
    ("DutyList", "Scramble"): "Scramble",
    (
        "DutyList",
        "Scramble the cards face down on the table",
    ): "Die Karten verdeckt auf dem Tisch mischen (Scramble)",
    ("DutyList", "Square"): "Ausrichten",
    ("DutyList", "Square the deck"): "Die Karten ausrichten",
    ("DutyList", "Riffle"): "Riffle",
    ("DutyList", "Riffle the deck"): "Die Karten im Riffle mischen",
    ("DutyList", "Strip"): "Strip",
    ("DutyList", "Strip the deck"): "Die Karten im Strip mischen",
    ("DutyList", "Box"): "Box",
    ("DutyList", "Box the deck"): "Die Karten boxen",
    ("DutyList", "Cut"): "Cut",
    ("DutyList", "Cut onto the cut card"): "Auf die Cut-Card abheben",
    ("DutyList", "Antes, please"): "Ante, bitte",
    ("DutyList", "Ask the players for their antes"): "Die Spieler um ihre Antes bitten",
    ("DutyList", "Collect ante"): "Ante einsammeln",
    ("DutyList", "Take a seat's ante into the centre: click the seat"): (
        "Die Ante eines Platzes in die Mitte nehmen: Platz anklicken"
    ),
    ("DutyList", "Deal down"): "Verdeckt geben",
    ("DutyList", "Deal a card face down: click the seat"): "Eine Karte verdeckt geben: Platz anklicken",
    ("DutyList", "Deal up"): "Offen geben",
    ("DutyList", "Deal a card face up: click the seat"): "Eine Karte offen geben: Platz anklicken",
    ("DutyList", "Burn"): "Burn-Card",
    ("DutyList", "Burn a card face down before the street"): "Vor der Straße eine Karte verdeckt brennen",
    ("DutyList", "Announce…"): "Ansagen…",
    ("DutyList", "Build an announcement: what, whose, which ranks"): (
        "Eine Ansage zusammenstellen: was, wessen, welche Ränge"
    ),
    ("DutyList", "Gather bets"): "Einsätze zum Pot",
    ("DutyList", "Gather the bets into the pot"): "Einsätze zum Pot bringen",
    ("DutyList", "Return bet"): "Einsatz zurück",
    (
        "DutyList",
        "Give back the part of a bet nobody called",
    ): "Den nicht gehaltenen Teil eines Einsatzes zurückgeben",
    ("DutyList", "Last card"): "Last Card",
    ("DutyList", "Announce “Last card” before the 7th-street deal"): (
        "Vor dem Geben der Seventh Street „Last Card“ ansagen"
    ),
    ("DutyList", "Count stub"): "Stub zählen",
    ("DutyList", "Count the stub before Seventh Street"): "Vor der Seventh Street den Stub zählen",
    ("DutyList", "Scramble stub"): "Stub scramblen",
    ("DutyList", "Scramble the stub with the burn cards"): "Stub mit den Burn-Cards mischen",
    ("DutyList", "Community card"): "Gemeinschaftskarte",
    ("DutyList", "Turn one community card in the centre"): "Eine Gemeinschaftskarte in der Mitte aufdecken",
    ("DutyList", "Remove cut card"): "Cut-Card entfernen",
    (
        "DutyList",
        "Remove the cut card and set the stub aside",
    ): "Die Cut-Card herausnehmen und den Stub weglegen",
    ("DutyList", "Showdown order"): "Showdown-Reihenfolge",
    ("DutyList", "Name who shows first: click the seat"): "Ansagen, wer zuerst zeigt: Platz anklicken",
    ("DutyList", "Read hand"): "Hand ansagen",
    (
        "DutyList",
        "Read a tabled hand aloud: click the seat",
    ): "Eine aufgedeckte Hand ansagen: Platz anklicken",
    ("DutyList", "Kill hand"): "Hand vernichten",
    ("DutyList", "Kill a losing hand: click the seat"): "Eine verlierende Hand vernichten: Platz anklicken",
    ("DutyList", "Push pot"): "Pot zuschieben",
    ("DutyList", "Push the pot to its winner (or split it)"): "Den Pot dem Gewinner zuschieben (oder teilen)",
    ("Walkthrough", "fold"): "passen",
    ("Walkthrough", "check"): "checken",
    ("Walkthrough", "call {amount}"): "mitgehen ({amount})",
    ("Walkthrough", "post the bring-in of {amount}"): "den Bring-in von {amount} setzen",
    ("Walkthrough", "complete to {amount}"): "auf {amount} komplettieren",
    ("Walkthrough", "bet {amount}"): "{amount} setzen",
    ("Walkthrough", "raise to {amount}"): "auf {amount} erhöhen",
    ("Walkthrough", "{first} or {last}"): "{first} oder {last}",
    ("Walkthrough", "the bring-in acts first on Third Street"): "auf Third Street beginnt der Bring-in",
    ("Walkthrough", "the highest board acts first"): "das höchste Board beginnt",
    ("Walkthrough", "the lowest board acts first"): "das niedrigste Board beginnt",
    ("Walkthrough", "the board that led on Sixth Street acts first"): (
        "es beginnt das Board, das auf Sixth Street vorn lag"
    ),
    ("Walkthrough", "the best board is all in: the next seat clockwise acts"): (
        "das beste Board ist all-in: der nächste Platz im Uhrzeigersinn spricht"
    ),
    ("Walkthrough", "the action goes on clockwise"): "es geht im Uhrzeigersinn weiter",
    (
        "Walkthrough",
        "the hands are shown clockwise from the first",
    ): "gezeigt wird im Uhrzeigersinn ab dem Ersten",
    ("WalkthroughPanel", "Deal a hand: walkthrough"): "Hand geben: Durchgang",
    ("SessionControls", "&Mode:"): "&Modus:",
    ("SessionControls", "&Level:"): "&Stufe:",
    ("SessionControls", "Learn"): "Lernen",
    ("SessionControls", "The right duty is highlighted"): "Die richtige Aufgabe ist hervorgehoben",
    ("SessionControls", "Practice"): "Üben",
    ("SessionControls", "No highlight; a wrong duty is flagged"): (
        "Ohne Hervorhebung; eine falsche Aufgabe wird angezeigt"
    ),
    ("SessionControls", "Exam"): "Prüfung",
    ("SessionControls", "No hints; a mistake stands and the hand goes on"): (
        "Ohne Hinweise; ein Fehler zählt und die Hand geht weiter"
    ),
    ("SessionControls", "Beginner"): "Einsteiger",
    ("SessionControls", "Shuffle, antes and cut done for you; no questions"): (
        "Mischen, Antes und Cut werden für Sie erledigt; keine Fragen"
    ),
    ("SessionControls", "Normal"): "Normal",
    ("SessionControls", "Every duty; who acts and what they may do once a round"): (
        "Alle Aufgaben; einmal je Runde: wer spricht und was er darf"
    ),
    ("SessionControls", "Expert"): "Experte",
    ("SessionControls", "All duties and action calls; a question at every turn"): (
        "Alle Aufgaben und Action-Ansagen; eine Frage bei jedem Zug"
    ),
    ("SessionControls", "Training mode"): "Trainingsmodus",
    ("SessionControls", "Difficulty"): "Schwierigkeit",
    ("SessionControls", "Undo"): "Rückgängig",
    ("SessionControls", "Take back your last correct duty (Ctrl+Z)"): (
        "Ihre letzte richtige Aufgabe zurücknehmen (Strg+Z)"
    ),
    ("SessionControls", "No undo in an exam: a duty done stands (Ctrl+Z)"): (
        "In der Prüfung gibt es kein Rückgängig: eine erledigte Aufgabe bleibt (Strg+Z)"
    ),
    ("SessionControls", "Nothing to take back (Ctrl+Z)"): "Nichts zurückzunehmen (Strg+Z)",
    ("SessionControls", "Deal a new hand with the chosen game, players and stakes (Ctrl+N)"): (
        "Eine neue Hand mit dem gewählten Spiel, den Spielern und Limits geben (Strg+N)"
    ),
    ("SessionControls", "New hand"): "Neue Hand",
    ("FeedbackLine", "Last answer"): "Letzte Antwort",
    ("FeedbackLine", "Right"): "Richtig",
    ("FeedbackLine", "Wrong"): "Falsch",
    ("FeedbackLine", "{verdict}: {text}"): "{verdict}: {text}",
    ("VerdictArea", "Latest at the table"): "Zuletzt am Tisch",
    ("WalkthroughWords", "Deal a hand"): "Hand geben",
    ("WalkthroughWords", "Hand over"): "Hand beendet",
    ("WalkthroughWords", "Before the deal"): "Vor dem Geben",
    ("WalkthroughWords", "Showdown"): "Showdown",
    (
        "WalkthroughWords",
        "Press New hand (Ctrl+N) to start.",
    ): "Drücken Sie „Neue Hand“ (Strg+N), um zu beginnen.",
    ("WalkthroughWords", "Who acts first? Click the seat or press its number."): (
        "Wer spricht zuerst? Platz anklicken oder seine Nummer drücken."
    ),
    ("WalkthroughWords", "Who acts now? Click the seat or press its number."): (
        "Wer spricht jetzt? Platz anklicken oder seine Nummer drücken."
    ),
    ("WalkthroughWords", "Who shows next? Click the seat or press its number."): (
        "Wer zeigt als Nächstes? Platz anklicken oder seine Nummer drücken."
    ),
    ("WalkthroughWords", "Pick the answer that lists every legal action, with the amounts."): (
        "Wählen Sie die Antwort mit allen erlaubten Aktionen und Beträgen."
    ),
    ("WalkthroughWords", "Seat {seat} shows down …"): "Platz {seat} deckt auf …",
    ("WalkthroughWords", "Seat {seat} is deciding …"): "Platz {seat} überlegt …",
    ("WalkthroughWords", "Build the announcement, then Enter. Esc cancels."): (
        "Stellen Sie die Ansage zusammen, dann Enter. Esc bricht ab."
    ),
    ("WalkthroughWords", "Next: {step}"): "Als Nächstes: {step}",
    ("WalkthroughWords", "Your duty."): "Ihre Aufgabe.",
    ("WalkthroughWords", "Deal down: click the seat that gets the card, or press its number."): (
        "Verdeckt geben: den Platz anklicken, der die Karte bekommt, oder seine Nummer drücken."
    ),
    ("WalkthroughWords", "Deal up: click the seat that gets the card, or press its number."): (
        "Offen geben: den Platz anklicken, der die Karte bekommt, oder seine Nummer drücken."
    ),
    ("WalkthroughWords", "Collect ante: click the seat, or press its number."): (
        "Ante einsammeln: Platz anklicken oder seine Nummer drücken."
    ),
    ("WalkthroughWords", "Showdown order: click the seat that shows first."): (
        "Showdown-Reihenfolge: den Platz anklicken, der zuerst zeigt."
    ),
    ("WalkthroughWords", "Read hand: click the seat whose hand you read."): (
        "Hand ansagen: den Platz anklicken, dessen Hand Sie ansagen."
    ),
    (
        "WalkthroughWords",
        "Kill hand: click the losing seat.",
    ): "Hand vernichten: den verlierenden Platz anklicken.",
    (
        "WalkthroughWords",
        "Shuffle the deck and ask for the antes.",
    ): "Mischen Sie und bitten Sie um die Antes.",
    ("WalkthroughWords", "Collect the antes."): "Sammeln Sie die Antes ein.",
    ("WalkthroughWords", "Cut onto the cut card."): "Heben Sie auf die Cut-Card ab.",
    ("WalkthroughWords", "{street}. {instruction}"): "{street}. {instruction}",
    ("WalkthroughWords", "Deal two down and one up, from seat 1."): (
        "Zwei verdeckt und eine offen geben, ab Platz 1."
    ),
    ("WalkthroughWords", "Who brings it in?"): "Wer bringt?",
    ("WalkthroughWords", "Count the stub, burn, last card, deal."): "Stub zählen, brennen, Last Card, geben.",
    ("WalkthroughWords", "Burn and deal."): "Brennen und geben.",
    ("WalkthroughWords", "Follow the action and gather the bets."): (
        "Verfolgen Sie das Setzen und bringen Sie die Einsätze zum Pot."
    ),
    ("WalkthroughWords", "Showdown. Who shows first?"): "Showdown. Wer zeigt zuerst?",
    ("WalkthroughWords", "Kill the losing hands and push the pot."): (
        "Vernichten Sie die verlierenden Hände und schieben Sie den Pot zu."
    ),
    ("WalkthroughWords", "Who shows next?"): "Wer zeigt als Nächstes?",
    ("WalkthroughWords", "What may seat {seat} do?"): "Was darf Platz {seat} tun?",
    ("WalkthroughWords", "Who acts first?"): "Wer spricht zuerst?",
    ("WalkthroughWords", "Who acts?"): "Wer spricht?",
    ("WalkthroughWords", "Read seat {seat}'s hand:"): "Hand von Platz {seat} ansagen:",
    ("WalkthroughWords", "Push which pot to whom?"): "Welchen Pot wem zuschieben?",
    ("WalkthroughWords", "Count the stub: what comes next?"): "Stub zählen: wie geht es weiter?",
    ("WalkthroughWords", "The hand is over: {right} of {asked} right. Enter or Ctrl+N deals the next."): (
        "Die Hand ist vorbei: {right} von {asked} richtig. Enter oder Strg+N gibt die nächste."
    ),
    ("WalkthroughWords", "{verdict}. Done for you: {step}"): "{verdict}. Für Sie erledigt: {step}",
    ("WalkthroughWords", "{verdict}. {why}"): "{verdict}. {why}",
    ("WalkthroughWords", "{verdict} Next: {expected}"): "{verdict} Als Nächstes: {expected}",
    ("WalkthroughWords", "Already done: {step}"): "Bereits erledigt: {step}",
    ("WalkthroughWords", "Already done for you: {step}"): "Bereits für Sie erledigt: {step}",
    ("WalkthroughWords", "Seat {seat} may: {actions} ({rule})"): "Platz {seat} darf: {actions} ({rule})",
    (
        "WalkthroughWords",
        "Not what seat {seat} may do ({rule})",
    ): "Nicht das, was Platz {seat} darf ({rule})",
    ("WalkthroughWords", "Seat {seat} may: {actions}; not: {chosen} ({rule})"): (
        "Platz {seat} darf: {actions}; nicht: {chosen} ({rule})"
    ),
    ("WalkthroughWords", "Seat {seat} shows next: {why} ({rule})"): (
        "Platz {seat} zeigt als Nächstes: {why} ({rule})"
    ),
    ("WalkthroughWords", "Seat {seat} acts: {why} ({rule})"): "Platz {seat} spricht: {why} ({rule})",
    ("WalkthroughWords", "Not seat {seat} ({rule})"): "Nicht Platz {seat} ({rule})",
    ("WalkthroughWords", "Seat {right} shows next, not seat {seat}: {why} ({rule})"): (
        "Platz {right} zeigt als Nächstes, nicht Platz {seat}: {why} ({rule})"
    ),
    ("WalkthroughWords", "Seat {right} acts, not seat {seat}: {why} ({rule})"): (
        "Platz {right} spricht, nicht Platz {seat}: {why} ({rule})"
    ),
    ("WalkthroughWords", "Choose a duty first (its key or its button), then the seat."): (
        "Wählen Sie zuerst eine Aufgabe (Taste oder Schaltfläche), dann den Platz."
    ),
    ("WalkthroughWords", "The hand is over. Press New hand (Ctrl+N) or Enter for the next one."): (
        "Die Hand ist vorbei. „Neue Hand“ (Strg+N) oder Enter für die nächste."
    ),
    ("WalkthroughWords", "Choose what to announce first."): "Wählen Sie zuerst, was Sie ansagen.",
    ("WalkthroughWords", "Not finished: name the seat and the ranks too."): (
        "Noch nicht fertig: auch Platz und Ränge angeben."
    ),
    ("WalkthroughWords", "Taken back: {step}"): "Zurückgenommen: {step}",
    ("WalkthroughWords", "No undo in an exam: a duty done stands."): (
        "In der Prüfung gibt es kein Rückgängig: eine erledigte Aufgabe bleibt."
    ),
    ("WalkthroughWords", "Nothing to take back: a correct duty can be taken back until a player acts."): (
        "Nichts zurückzunehmen: eine richtige Aufgabe lässt sich zurücknehmen, bis ein Spieler handelt."
    ),
    ("WalkthroughWords", "Dealer: {call}"): "Croupier: {call}",
    ("WalkthroughWords", "{words} (seat {seat})"): "{words} (Platz {seat})",
    # Chips and readings by hand (issue 18).
    (
        "Checklist",
        "Change for seat {seat}: not {given} ({rule})",
    ): "Wechselgeld für Platz {seat}: nicht {given} ({rule})",
    ("Checklist", "Pot counted: not {counted} ({rule})"): "Pot gezählt: nicht {counted} ({rule})",
    (
        "Checklist",
        "Read seat {seat}: not “{said}” ({rule})",
    ): "Hand von Platz {seat}: nicht „{said}“ ({rule})",
    ("Checklist", "Pot split wrongly ({rule})"): "Pot falsch geteilt ({rule})",
    (
        "ChipWords",
        "Seat {seat} puts in {paid} for {amount}: make the change from the pot.",
    ): "Platz {seat} setzt {paid} für {amount}: Geben Sie das Wechselgeld aus dem Pot heraus.",
    (
        "ChipWords",
        "Count the pot before you push it: how much is in the middle?",
    ): "Zählen Sie den Pot, bevor Sie ihn zuschieben: Wie viel liegt in der Mitte?",
    ("ChipWords", "Seat {seat} asks: how much is in the pot?"): "Platz {seat} fragt: Wie viel ist im Pot?",
    (
        "ChipWords",
        "Split the main pot ({amount}): name the winners, then give each their chips.",
    ): "Teilen Sie den Hauptpot ({amount}): Nennen Sie die Gewinner und geben Sie jedem seine Chips.",
    (
        "ChipWords",
        "Split side pot {number} ({amount}): name the winners, then give each their chips.",
    ): "Teilen Sie Side-Pot {number} ({amount}): Nennen Sie die Gewinner und geben Sie jedem seine Chips.",
    ("ChipWords", "nothing"): "nichts",
    (
        "ChipWords",
        (
            "The pot is {due}, not {counted}: the {front} in front of the players goes in only when the "
            "bets are gathered ({rule})"
        ),
    ): (
        "Im Pot sind {due}, nicht {counted}: Die {front} vor den Spielern kommen erst in den Pot, wenn die "
        "Einsätze eingesammelt werden ({rule})"
    ),
    (
        "ChipWords",
        "name every rank the call names (“jack-ten high”, “kings and nines”)",
    ): "jeden Rang nennen, den die Ansage nennt („Bube-Zehn hoch“, „Könige und Neunen“)",
    ("ChipWords", "{kind} without its ranks"): "{kind} ohne Ränge",
    ("ChipWords", "{hand}, {kickers} kicker"): "{hand}, Kicker {kickers}",
    ("ChipWords", "the words name no hand"): "die Worte nennen keine Hand",
    ("ChipWords", "say the high hand too"): "nennen Sie auch die High Hand",
    ("ChipWords", "not that kind of hand"): "nicht diese Art Hand",
    ("ChipWords", "a rank is wrong"): "ein Rang stimmt nicht",
    (
        "ChipWords",
        "name the ranks that decide (a kicker here)",
    ): "nennen Sie die Ränge, die entscheiden (hier ein Kicker)",
    ("ChipWords", "say the low, or “no low”"): "nennen Sie das Low oder „kein Low“",
    ("ChipWords", "there is no low"): "es gibt kein Low",
    ("ChipWords", "there is a low"): "es gibt ein Low",
    (
        "ChipWords",
        "Change for seat {seat}: {chips} ({rule})",
    ): "Wechselgeld für Platz {seat}: {chips} ({rule})",
    (
        "ChipWords",
        "Not the change seat {seat} is owed ({rule})",
    ): "Nicht das Wechselgeld, das Platz {seat} zusteht ({rule})",
    (
        "ChipWords",
        "Seat {seat} is owed {due} in change, not {given}, e.g. {right} ({rule})",
    ): "Platz {seat} bekommt {due} Wechselgeld, nicht {given}, z. B. {right} ({rule})",
    ("ChipWords", "The pot is {amount} ({rule})"): "Im Pot sind {amount} ({rule})",
    ("ChipWords", "Not what is in the pot ({rule})"): "Nicht, was im Pot ist ({rule})",
    ("ChipWords", "The pot is {due}, not {counted} ({rule})"): "Im Pot sind {due}, nicht {counted} ({rule})",
    ("ChipWords", "Seat {seat}: “{reading}” ({rule})"): "Platz {seat}: „{reading}“ ({rule})",
    (
        "ChipWords",
        "Not seat {seat}'s hand: {why} ({rule})",
    ): "Nicht die Hand von Platz {seat}: {why} ({rule})",
    (
        "ChipWords",
        "Seat {seat} reads “{right}”, not “{said}”: {why} ({rule})",
    ): "Platz {seat} hat „{right}“, nicht „{said}“: {why} ({rule})",
    ("ChipWords", "Pushed the main pot: {shares} ({rule})"): "Hauptpot zugeschoben: {shares} ({rule})",
    (
        "ChipWords",
        "Pushed side pot {number}: {shares} ({rule})",
    ): "Side-Pot {number} zugeschoben: {shares} ({rule})",
    ("ChipWords", "the main pot"): "den Hauptpot",
    ("ChipWords", "side pot {number}"): "Side-Pot {number}",
    (
        "ChipWords",
        "Push {pot} first: the last side pot formed goes first ({rule})",
    ): "Schieben Sie zuerst {pot} zu: Der zuletzt gebildete Side-Pot kommt zuerst ({rule})",
    ("ChipWords", "Not the right split ({rule})"): "Nicht richtig geteilt ({rule})",
    (
        "ChipWords",
        "The winners are not those: {winners} ({rule})",
    ): "Das sind nicht die Gewinner: {winners} ({rule})",
    ("ChipWords", "Due: {shares} ({rule})"): "Es stehen zu: {shares} ({rule})",
    ("ChipWords", "high"): "High",
    ("ChipWords", "low"): "Low",
    ("ChipWords", "the pot"): "der Pot",
    ("ChipWords", "{half}: seat {seats}"): "{half}: Platz {seats}",
    ("ChipWords", "seat {seat} {amount}"): "Platz {seat} {amount}",
    ("ChipWords", "{verdict}: {problems}"): "{verdict}: {problems}",
    (
        "ChipWords",
        "seat {seat} got {given}, is due {due}",
    ): "Platz {seat} hat {given} bekommen, ihm stehen {due} zu",
    (
        "ChipWords",
        "seat {seat} got {given}, is due only {due}",
    ): "Platz {seat} hat {given} bekommen, ihm stehen nur {due} zu",
    ("ChipWords", "seat {seat} wins nothing in this pot"): "Platz {seat} gewinnt nichts in diesem Pot",
    (
        "ChipWords",
        "the odd chip goes to seat {right}, not seat {seat} (R8.6)",
    ): "der ungerade Chip geht an Platz {right}, nicht an Platz {seat} (R8.6)",
    ("ChipWords", "{amount} still in the middle"): "{amount} liegen noch in der Mitte",
    (
        "ChipWords",
        "there is no {value} chip there: colour a larger one down",
    ): "dort liegt kein {value}er-Chip: Wechseln Sie einen größeren klein",
    ("ChipWords", "{given} given, {due} due"): "{given} gegeben, {due} fällig",
    (
        "ChipWords",
        "Done for you: change for seat {seat}, {chips}",
    ): "Für Sie erledigt: Wechselgeld für Platz {seat}, {chips}",
    ("ChipWords", "Done for you: the pot counted, {amount}"): "Für Sie erledigt: Pot gezählt, {amount}",
    ("ChipWords", "seat {seat} {chips}"): "Platz {seat} {chips}",
    ("ChipWords", "Done for you: the pot split, {plan}"): "Für Sie erledigt: Pot geteilt, {plan}",
    ("ChipWork", "An amount, or the stacks: 2x100 3x25"): "Ein Betrag oder die Stapel: 2x100 3x25",
    (
        "ChipWork",
        "Count each colour's stacks, then type the total (or the stacks).",
    ): "Zählen Sie die Stapel jeder Farbe und tippen Sie die Summe (oder die Stapel).",
    (
        "ChipWork",
        "Choose the seat that gets the chips first (click it or its number).",
    ): "Wählen Sie zuerst den Platz, der die Chips bekommt (anklicken oder seine Nummer).",
    (
        "ChipWork",
        "Type the amount, such as 255, or the stacks, such as 2x100 2x25 1x5.",
    ): "Tippen Sie den Betrag, etwa 255, oder die Stapel, etwa 2x100 2x25 1x5.",
    ("ChipWork", "Give one {value} chip"): "Einen {value}er-Chip geben",
    ("ChipWork", "{count} chips of {value}"): "{count} Chips zu {value}",
    ("ChipWork", "Colour down one {value} chip"): "Einen {value}er-Chip klein wechseln",
    ("ChipWork", "The pot:"): "Der Pot:",
    ("ChipWork", "Change: {chips}"): "Wechselgeld: {chips}",
    (
        "ChipWork",
        "Click the chips that go back to the player, then Enter.",
    ): "Klicken Sie die Chips an, die an den Spieler zurückgehen, dann Enter.",
    ("ChipWork", "Main pot {amount}"): "Hauptpot {amount}",
    ("ChipWork", "Side pot {number}: {amount}"): "Side-Pot {number}: {amount}",
    ("ChipWork", "High:"): "High:",
    ("ChipWork", "Low:"): "Low:",
    ("ChipWork", "Wins:"): "Gewinnt:",
    ("ChipWork", "Seat {seat} wins this half"): "Platz {seat} gewinnt diese Hälfte",
    ("ChipWork", "Seat {seat} wins"): "Platz {seat} gewinnt",
    (
        "ChipWork",
        "The middle: click a chip to give it, ↓ colours one down",
    ): "Die Mitte: Chip anklicken, um ihn zu geben; ↓ wechselt einen klein",
    ("ChipWork", "To seat:"): "An Platz:",
    ("ChipWork", "The chips go to seat {seat}"): "Die Chips gehen an Platz {seat}",
    ("ChipWork", "Seat {seat}: {chips}"): "Platz {seat}: {chips}",
    ("ChipWork", "Choose a seat, click the chips it gets; then Enter."): (
        "Platz wählen, seine Chips anklicken; dann Enter."
    ),
    ("ChipWork", "Confirm"): "Bestätigen",
    ("ChipWork", "Confirm (Enter)"): "Bestätigen (Enter)",
    ("ChipWork", "⏎ Enter"): "⏎ Enter",
    ("ChipWork", "Cancel"): "Abbrechen",
    ("ChipWork", "Back to the duties (Esc)"): "Zurück zu den Aufgaben (Esc)",
    (
        "ReadingBuilder",
        "Name the hand first: its kind and ranks, or type it.",
    ): "Nennen Sie zuerst die Hand: ihre Art und Ränge, oder tippen Sie sie.",
    ("ReadingBuilder", "…"): "…",
    ("ReadingBuilder", "{kind} …"): "{kind} …",
    ("ReadingBuilder", "High card"): "High Card",
    ("ReadingBuilder", "Pair"): "Paar",
    ("ReadingBuilder", "Two pair"): "Zwei Paar",
    ("ReadingBuilder", "Trips"): "Drilling",
    ("ReadingBuilder", "Straight"): "Straight",
    ("ReadingBuilder", "Flush"): "Flush",
    ("ReadingBuilder", "Full house"): "Full House",
    ("ReadingBuilder", "Four of a kind"): "Vierling",
    ("ReadingBuilder", "Straight flush"): "Straight Flush",
    ("ReadingBuilder", "Royal flush"): "Royal Flush",
    ("ReadingBuilder", "Low"): "Low",
    ("ReadingBuilder", "No low"): "Kein Low",
    (
        "ReadingBuilder",
        "Read seat {seat}'s hand: its kind, then its ranks from the top.",
    ): "Sagen Sie die Hand von Platz {seat} an: ihre Art, dann die Ränge von oben.",
    ("ReadingBuilder", "Low hand:"): "Low Hand:",
    ("ReadingBuilder", "High hand:"): "High Hand:",
    ("ReadingBuilder", "Low:"): "Low:",
    (
        "ReadingBuilder",
        "Ranks (for the part chosen last, highest first):",
    ): "Ränge (für den zuletzt gewählten Teil, höchster zuerst):",
    ("ReadingBuilder", "Or type it:"): "Oder tippen Sie sie:",
    (
        "ReadingBuilder",
        "Two pair, kings and nines; eight-six low",
    ): "Zwei Paar, Könige und Neunen; Acht-Sechs Low",
    ("ReadingBuilder", "Confirm"): "Bestätigen",
    ("ReadingBuilder", "Confirm the reading (Enter)"): "Die Ansage bestätigen (Enter)",
    ("ReadingBuilder", "⏎ Enter"): "⏎ Enter",
    ("ReadingBuilder", "Cancel"): "Abbrechen",
    ("ReadingBuilder", "Back to the duties (Esc)"): "Zurück zu den Aufgaben (Esc)",
    ("ReadingBuilder", "Read the hand"): "Die Hand ansagen",
    (
        "WalkthroughWords",
        "Make the change: click the chips from the pot, then Enter.",
    ): "Wechselgeld geben: Klicken Sie die Chips aus dem Pot an, dann Enter.",
    (
        "WalkthroughWords",
        "Count the pot: type the amount (or the stacks), then Enter.",
    ): "Pot zählen: Tippen Sie den Betrag (oder die Stapel), dann Enter.",
    ("Checklist", "Incident missed: {ruling} ({rule})"): "Vorfall übersehen: {ruling} ({rule})",
    (
        "Checklist",
        "Ruling: {ruling}, not {chosen} ({rule})",
    ): "Entscheidung: {ruling}, nicht {chosen} ({rule})",
    ("Checklist", "Stopped the table with nothing wrong"): "Tisch ohne Grund gestoppt",
    ("DutyList", "Space"): "Leertaste",
    ("DutyList", "Stop"): "Stopp",
    (
        "DutyList",
        "Stop the table: something is wrong, and you give the ruling",
    ): "Tisch stoppen: Etwas ist nicht in Ordnung, und Sie entscheiden",
    ("HandSession", "Carried on"): "Weitergemacht",
    ("HandSession", "Carry on"): "Weitermachen",
    ("HandSession", "Stop: nothing was wrong"): "Stopp: Es war alles in Ordnung",
    ("SessionControls", "&Incidents:"): "&Vorfälle:",
    ("SessionControls", "About one incident a hand"): "Etwa ein Vorfall pro Hand",
    ("SessionControls", "About one incident a street"): "Etwa ein Vorfall pro Runde",
    (
        "SessionControls",
        (
            "How often something goes wrong at the table, in Practice and Exam from Normal level up: "
            "stop the table (Space) and give the ruling"
        ),
    ): (
        "Wie oft am Tisch etwas schiefgeht, im Üben und in der Prüfung ab Stufe Normal: "
        "Tisch stoppen (Leertaste) und entscheiden"
    ),
    ("SessionControls", "Incidents at the table"): "Vorfälle am Tisch",
    ("SessionControls", "Nothing goes wrong at the table"): "Am Tisch geht nichts schief",
    ("SessionControls", "Off"): "Aus",
    ("SessionControls", "Often"): "Oft",
    ("SessionControls", "Rare"): "Selten",
    (
        "WalkthroughWords",
        "Missed: {what} Stop the table (Space). The ruling: {ruling}. {why} ({rule})",
    ): "Übersehen: {what} Stoppen Sie den Tisch (Leertaste). Die Entscheidung: {ruling}. {why} ({rule})",
    (
        "WalkthroughWords",
        "Not “{chosen}”. The ruling: {ruling}. {why} ({rule})",
    ): "Nicht „{chosen}“. Die Entscheidung: {ruling}. {why} ({rule})",
    (
        "WalkthroughWords",
        "Not “{chosen}”: {reason} The ruling: {ruling}. {why} ({rule})",
    ): "Nicht „{chosen}“: {reason} Die Entscheidung: {ruling}. {why} ({rule})",
    (
        "WalkthroughWords",
        "Nothing is wrong at the table: there was no reason to stop it.",
    ): "Am Tisch ist alles in Ordnung: Es gab keinen Grund zu stoppen.",
    ("WalkthroughWords", "Stopped. What is the ruling?"): "Gestoppt. Wie lautet die Entscheidung?",
    (
        "WalkthroughWords",
        "The table is stopped: give the ruling first (its number).",
    ): "Der Tisch ist gestoppt: Entscheiden Sie zuerst (mit der Nummer).",
    ("WalkthroughWords", "The table waits for the dealer."): "Der Tisch wartet auf den Croupier.",
    (
        "WalkthroughWords",
        "Your ruling: pick it with its number.",
    ): "Ihre Entscheidung: Wählen Sie sie mit ihrer Nummer.",
    ("WalkthroughWords", "{ruling}: {why} ({rule})"): "{ruling}: {why} ({rule})",
    ("SessionControls", "Table-ready"): "Tischreif",
    (
        "SessionControls",
        "As Practice, and each whole hand timed against the class's pace target",
    ): "Wie Üben, und jede ganze Hand wird am Tempo-Ziel der Klasse gemessen",
    ("PaceLine", "Pace: this hand {elapsed} of {target}"): "Tempo: diese Hand {elapsed} von {target}",
    ("PaceLine", "Pace: the hand took {seconds}, on target"): "Tempo: die Hand dauerte {seconds}, im Ziel",
    (
        "PaceLine",
        "Pace: the hand took {seconds}, over the target's {target}",
    ): "Tempo: die Hand dauerte {seconds}, über den {target} des Ziels",
    (
        "PaceLine",
        "Pace: this hand is not timed (it was left before its end)",
    ): "Tempo: diese Hand wird nicht gemessen (sie wurde vor ihrem Ende verlassen)",
    ("PaceLine", "%n duties, {seconds} each"): "%n Aufgaben, je {seconds}",
    ("PaceLine", "%n hands at {rate} an hour"): "%n Hände mit {rate} pro Stunde",
    (
        "PaceLine",
        "target {rate} an hour at {players} players",
    ): "Ziel {rate} pro Stunde bei {players} Spielern",
    (
        "WalkthroughWords",
        "Listening… say the call, then press {key} again.",
    ): "Ich höre zu … Sagen Sie die Ansage und drücken Sie dann noch einmal {key}.",
    ("WalkthroughWords", "Space"): "Leertaste",
    (
        "KeyShortcuts",
        "Stop the table (incidents); in the call being built, listen and hear it said",
    ): "Den Tisch stoppen (Vorfälle); bei der Ansage zuhören und sie hören",
    (
        "KeyShortcuts",
        "In the call being built: listen and hear it said (when F2 is the voice key)",
    ): "Bei der Ansage: zuhören und sie hören (wenn F2 die Sprechtaste ist)",
    ("WalkthroughWords", "Heard: {words}"): "Gehört: {words}",
    (
        "Debrief",
        "Deal a new hand with the chosen game, players and stakes",
    ): "Eine neue Hand mit dem gewählten Spiel, den Spielern und Limits geben",
    (
        "Debrief",
        "Deal this hand again, the same cards and moves, to just before this mistake",
    ): "Diese Hand noch einmal geben, mit denselben Karten und Zügen, bis kurz vor diesen Fehler",
    ("Debrief", "Debrief of the hand"): "Nachbesprechung der Hand",
    ("Debrief", "Debrief: %n mistake(s)"): "Nachbesprechung: %n Fehler",
    ("Debrief", "New hand (Enter)"): "Neue Hand (Enter)",
    ("Debrief", "No mistakes in this hand."): "Keine Fehler in dieser Hand.",
    ("Debrief", "Replay from here"): "Ab hier noch einmal",
    ("Debrief", "{right} of {asked} right"): "{right} von {asked} richtig",
    ("DemoBar", "Deal the rest of the demonstration at once"): "Den Rest der Vorführung sofort geben",
    ("DemoBar", "Demonstration"): "Vorführung",
    ("DemoBar", "Demonstration speed"): "Tempo der Vorführung",
    ("DemoBar", "Fast"): "Schnell",
    (
        "DemoBar",
        "How fast the trainer deals the demonstration",
    ): "Wie schnell der Trainer die Vorführung gibt",
    ("DemoBar", "Normal"): "Normal",
    ("DemoBar", "Skip"): "Überspringen",
    ("DemoBar", "Slow"): "Langsam",
    ("DemoBar", "Stop"): "Stopp",
    (
        "DemoBar",
        "Stop the demonstration and deal on from here yourself (Esc)",
    ): "Die Vorführung anhalten und von hier aus selbst weitergeben (Esc)",
    ("Demonstration", "Skipped to the end of the demonstration."): "Zum Ende der Vorführung gesprungen.",
    (
        "HandLogView",
        "Hand log: the players' moves by street",
    ): "Hand-Log: die Züge der Spieler, Street für Street",
    ("SessionControls", "&Players:"): "&Spieler:",
    ("SessionControls", "Fast"): "Schnell",
    (
        "SessionControls",
        "Hold the players, and an incident's countdown, until you resume (Ctrl+P)",
    ): "Die Spieler und den Countdown eines Vorfalls anhalten, bis Sie fortfahren (Strg+P)",
    (
        "SessionControls",
        "How fast the simulated players act, and how long an incident waits for your Stop",
    ): "Wie schnell die simulierten Spieler handeln und wie lange ein Vorfall auf Ihr Stoppen wartet",
    ("SessionControls", "Pause"): "Pause",
    ("SessionControls", "Resume"): "Weiter",
    ("SessionControls", "Slow"): "Langsam",
    (
        "SessionControls",
        "The players act at once; 8 s to stop an incident",
    ): "Die Spieler handeln sofort; 8 s, um einen Vorfall zu stoppen",
    ("SessionControls", "The players are held: resume them (Ctrl+P)"): "Die Spieler warten: weiter (Strg+P)",
    (
        "SessionControls",
        "The players think about 2 s; 25 s to stop an incident",
    ): "Die Spieler überlegen etwa 2 s; 25 s, um einen Vorfall zu stoppen",
    (
        "SessionControls",
        "The players think under a second; 15 s to stop an incident",
    ): "Die Spieler überlegen unter einer Sekunde; 15 s, um einen Vorfall zu stoppen",
    ("SessionControls", "The players' speed"): "Tempo der Spieler",
    ("DealSplit", "Checklist"): "Checkliste",
    (
        "DealSplit",
        "Every player's move, street by street, as you saw it: who to ask first (Ctrl+L)",
    ): "Jeder Zug der Spieler, Street für Street, wie Sie ihn gesehen haben: wen Sie zuerst fragen (Strg+L)",
    ("WalkthroughPanel", "Exam mode"): "Prüfungsmodus",
    ("DealSplit", "Hand log"): "Hand-Log",
    (
        "KeyShortcuts",
        "Pause the players (and an incident's countdown), or resume",
    ): "Die Spieler (und den Countdown eines Vorfalls) anhalten oder fortfahren",
    (
        "KeyShortcuts",
        "The hand log (each street's moves), or the checklist again",
    ): "Das Hand-Log (die Züge jeder Street) oder wieder die Checkliste",
    (
        "DealSplit",
        "What you did, line by line, and what comes next (Ctrl+L)",
    ): "Was Sie getan haben, Zeile für Zeile, und was als Nächstes kommt (Strg+L)",
    (
        "WalkthroughWords",
        (
            "An exam hand is dealt from its start. Leave the hand under way and deal a new "
            "one in Exam mode? The hand under way is recorded as left before its end."
        ),
    ): (
        "Eine Prüfungshand wird von Anfang an gegeben. Die laufende Hand verlassen und "
        "eine neue im Prüfungsmodus geben? Die laufende Hand wird als vorzeitig verlassen "
        "vermerkt."
    ),
    (
        "WalkthroughWords",
        "An exam hand is not replayed: a mistake in an exam stands",
    ): "Eine Prüfungshand wird nicht wiederholt: Ein Fehler in der Prüfung bleibt stehen",
    (
        "WalkthroughWords",
        "Paused: the players wait, and so does an incident's countdown. Resume with Ctrl+P.",
    ): "Pause: Die Spieler warten, ebenso der Countdown eines Vorfalls. Weiter mit Strg+P.",
    (
        "WalkthroughWords",
        "Replay: the same hand again, to just before your mistake ({where}). Go on from here.",
    ): (
        "Wiederholung: dieselbe Hand noch einmal, bis kurz vor Ihren Fehler ({where}). "
        "Machen Sie von hier aus weiter."
    ),
    (
        "WalkthroughWords",
        "Seat {seat}'s cards are not tabled: only a hand shown face up is read (R9.7).",
    ): "Die Karten von Platz {seat} liegen nicht offen: angesagt wird nur eine aufgedeckte Hand (R9.7).",
    (
        "WalkthroughWords",
        "Stop the table (Space) before your next duty, or it counts as missed",
    ): "Tisch stoppen (Leertaste) vor Ihrer nächsten Aufgabe, sonst gilt er als übersehen",
    (
        "WalkthroughWords",
        "Stop the table (Space) within %n s, or it counts as missed",
    ): "Tisch stoppen (Leertaste) innerhalb von %n s, sonst gilt er als übersehen",
    (
        "WalkthroughWords",
        "Stop the table (Space): paused with %n s left",
    ): "Tisch stoppen (Leertaste): angehalten, noch %n s",
    ("WalkthroughWords", "The players go on."): "Die Spieler machen weiter.",
    ("WalkthroughWords", "The pot"): "Der Pot",
    (
        "WalkthroughWords",
        (
            "This hand cannot be dealt again to here: an incident moved the table, or the "
            "hand was built for a lesson"
        ),
    ): (
        "Diese Hand kann nicht bis hierher neu gegeben werden: Ein Vorfall hat den Tisch "
        "verändert, oder die Hand wurde für eine Lektion gebaut"
    ),
    (
        "WalkthroughWords",
        "Too late to stop: the incident was already counted missed and ruled. Deal on.",
    ): (
        "Zu spät zum Stoppen: Der Vorfall wurde schon als übersehen gewertet und "
        "entschieden. Geben Sie weiter."
    ),
    (
        "ChipWork",
        "Back one",
    ): "Einen zurück",
    (
        "ChipWork",
        (
            "Name the winners, then give each their chips, and Enter. One winner: the whole "
            "pot to them in one click."
        ),
    ): (
        "Nennen Sie die Gewinner, geben Sie jedem seine Chips, dann Enter. Ein Gewinner: "
        "der ganze Pot mit einem Klick."
    ),
    (
        "ChipWork",
        "Seat {seat} wins the whole pot: push it all to them at once",
    ): "Platz {seat} gewinnt den ganzen Pot: alles auf einmal zuschieben",
    (
        "ChipWork",
        "Seat {seat}'s last chip back into the middle",
    ): "Den letzten Chip von Platz {seat} zurück in die Mitte",
    (
        "ChipWork",
        "Take back one chip",
    ): "Einen Chip zurücknehmen",
    (
        "ChipWork",
        "The last chip you gave back into the pot (Backspace)",
    ): "Den zuletzt gegebenen Chip zurück in den Pot (Rücktaste)",
    (
        "ChipWork",
        "Whole pot to:",
    ): "Ganzer Pot an:",
    (
        "WalkthroughWords",
        "Who brings it in? Click the seat or press its number.",
    ): "Wer bringt? Platz anklicken oder seine Nummer drücken.",
    (
        "SessionControls",
        (
            "No incidents in Learn mode or at the Beginner level: they come in Practice, "
            "Table-ready and Exam, from Normal level up"
        ),
    ): (
        "Keine Vorfälle im Lernmodus oder auf der Stufe Einsteiger: Sie kommen beim Üben, "
        "Tischreif und in der Prüfung, ab der Stufe Normal"
    ),
}
# Already in the committed catalogue (the procedure's quotation marks).
COMMITTED = {("Procedure", "“{text}”"), ("Announcement", "{hand} low")}


def _walkthrough_messages(folder: Path) -> set[tuple[str, str]]:
    ts = folder / "walkthrough.ts"
    flags = ["-silent", "-extensions", "py", "-locations", "none", "-source-language", "en"]
    subprocess.run([qt_tool("pyside6-lupdate"), *flags, str(WALKTHROUGH), "-ts", str(ts)], check=True)
    return {
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in ET.parse(ts).getroot().iter("context")
        for message in context.iter("message")
    }


@pytest.fixture(scope="module")
def walkthrough_german(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A catalogue with only the walkthrough's German (until ``make ts`` has them)."""
    folder = tmp_path_factory.mktemp("walkthrough_qm")
    root = ET.Element("TS", version="2.1", language="de_DE", sourcelanguage="en")
    contexts: dict[str, ET.Element] = {}
    for (context, source), german in GERMAN.items():
        if context not in contexts:
            contexts[context] = ET.SubElement(root, "context")
            ET.SubElement(contexts[context], "name").text = context
        message = ET.SubElement(contexts[context], "message")
        ET.SubElement(message, "source").text = source
        ET.SubElement(message, "translation").text = german
    ts = folder / "walkthrough_de.ts"
    ET.ElementTree(root).write(ts, encoding="utf-8", xml_declaration=True)
    qm = folder / "walkthrough_de.qm"
    subprocess.run([qt_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
    return qm


def test_every_walkthrough_string_has_german_wording(tmp_path):
    found = _walkthrough_messages(tmp_path)
    assert found - COMMITTED == set(GERMAN)
    for (_, source), german in GERMAN.items():
        placeholders = sorted(part.split("}")[0] for part in source.split("{")[1:])
        assert sorted(part.split("}")[0] for part in german.split("{")[1:]) == placeholders, source


def test_the_walkthrough_switches_to_german_and_back(qapp, qtbot, translations, settings, walkthrough_german):
    from croupier.gui.main_window import MainWindow  # noqa: PLC0415 - the window's own test
    from croupier.speech import SilentSpeaker  # noqa: PLC0415

    extra = QTranslator()
    assert extra.load(str(walkthrough_german))
    speaker = SilentSpeaker("no engine in the tests")
    window = MainWindow(translations, settings, speaker, rng=random.Random(5), walkthrough=True)
    qtbot.add_widget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    panel = window.walkthrough
    panel.press_key("D")
    panel.press_key("1")  # before the shuffle: a skipped ante
    assert window.verdict_strip.text == (
        "Collect every ante before the deal (R2.4). "
        "Not every ante is in yet: the antes are collected before the cut and the deal. Next: Scramble"
    )
    assert panel.title_text == "Before the deal"
    window.set_language("de")
    qapp.installTranslator(extra)  # the walkthrough's German, until the catalogue has it
    try:
        qtbot.waitUntil(lambda: panel.feedback_text.startswith("Vor dem Geben"))
        assert panel.title_text == "Vor dem Geben"
        assert panel.feedback_text == (
            "Vor dem Geben jede Ante einsammeln (R2.4). Noch sind nicht alle Antes im Pot: "
            "Die Antes werden vor dem Abheben und dem Geben eingesammelt. Als Nächstes: Scramble"
        )
        assert window.verdict_strip.text == panel.feedback_text
        assert panel.prompt_text == "Als Nächstes: Scramble"  # the wrong answer put the duty down
        panel.press_key("D")
        assert panel.prompt_text == (
            "Verdeckt geben: den Platz anklicken, der die Karte bekommt, oder seine Nummer drücken."
        )
        panel.press_key("Escape")
        assert panel.prompt_text == "Als Nächstes: Scramble"
        assert panel.duties.buttons[Duty.DEAL_DOWN].name == "Verdeckt geben"
        assert panel.duties.buttons[Duty.BURN].name == "Burn-Card"
        assert (
            panel.duties.buttons[Duty.BURN].toolTip()
            == "Vor der Straße eine Karte verdeckt brennen (Taste B)"
        )
        assert panel.checklist.lines()[:2] == [
            "✗  Vor dem Geben jede Ante einsammeln (R2.4): Platz 1 eine Karte verdeckt geben",
            "►  Mischen: Scramble, Riffles, Strip",
        ]
        assert panel.checklist.lines()[4] == "·  Third Street: zwei verdeckt, eine offen"
        assert window.narrator.lang == "de"
        panel.set_difficulty(Difficulty.BEGINNER)
        assert panel.controls.level_box.currentText() == "Einsteiger"
        assert panel.controls.mode_box.currentText() == "Lernen"
        panel.press_key("A")
        assert panel.builder.isVisible()
        assert panel.prompt_text == "Stellen Sie die Ansage zusammen, dann Enter. Esc bricht ab."
    finally:
        qapp.removeTranslator(extra)
    window.set_language("en")
    qtbot.waitUntil(lambda: panel.duties.buttons[Duty.DEAL_DOWN].name.endswith("Deal down"))
    assert panel.controls.level_box.currentText() == "Beginner"
    assert panel.prompt_text == "Build the announcement, then Enter. Esc cancels."
    window.close()
