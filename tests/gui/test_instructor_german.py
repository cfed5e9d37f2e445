"""Instructor mode and its reports in German: the proposed wording, and the switch at runtime.

``INSTRUCTOR_GERMAN`` is the German proposed for the instructor pages, the projector and the PDF
reports, until the translations engineer has it in ``translations/croupier_de.ts``; the catalogue for
these tests is built from the committed one plus this table (as ``gui_german.GERMAN`` does for the
rest of the GUI).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from unittest.mock import patch

import pytest
from gui_catalogue import build_catalogues
from gui_german import GERMAN
from PySide6.QtCore import QLocale
from PySide6.QtPdf import QPdfDocument
from test_instructor_helpers import FakeDialogs, known_class, new_store
from test_progress_view import SKILL_GERMAN

from croupier.gui.instructor import InstructorPage
from croupier.gui.instructor.projector_view import ProjectorView
from croupier.i18n import Language, Translations
from croupier.reports import trainee_report

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

PHH = Path(__file__).resolve().parents[1] / "data" / "phh"

INSTRUCTOR_GERMAN: dict[tuple[str, str], str] = {
    # The page and its lock
    ("InstructorPage", "The progress database cannot be read: {reason}"): (
        "Die Fortschrittsdatenbank kann nicht gelesen werden: {reason}"
    ),
    ("InstructorPage", "The instructor PIN has been changed."): "Die Ausbilder-PIN wurde geändert.",
    ("InstructorPage", "Instructor mode"): "Ausbildermodus",
    (
        "InstructorPage",
        "Enter the instructor PIN to see the roster, assignments, exams and the class dashboard.",
    ): "Geben Sie die Ausbilder-PIN ein, um Teilnehmerliste, Zuweisungen, Prüfungen und die "
    "Klassenübersicht zu sehen.",
    ("InstructorPage", "Enter PIN…"): "PIN eingeben …",
    (
        "InstructorPage",
        (
            "No instructor PIN has been chosen for this progress database yet. "
            "Choose one to keep the trainees' results to yourself."
        ),
    ): "Für diese Fortschrittsdatenbank wurde noch keine Ausbilder-PIN festgelegt. Legen Sie eine fest, "
    "damit nur Sie die Ergebnisse der Teilnehmer sehen.",
    ("InstructorPage", "Choose a PIN…"): "PIN festlegen …",
    ("InstructorPage", "Roster"): "Teilnehmer",
    ("InstructorPage", "Assignments"): "Zuweisungen",
    ("InstructorPage", "Exams"): "Prüfungen",
    ("InstructorPage", "Dashboard"): "Übersicht",
    ("InstructorPage", "Projector"): "Beamer",
    ("InstructorPage", "Progress database: {where}"): "Fortschrittsdatenbank: {where}",
    ("InstructorPage", "Change PIN…"): "PIN ändern …",
    ("InstructorPage", "Lock"): "Sperren",
    ("InstructorPage", "Close instructor mode until the PIN is entered again"): (
        "Den Ausbildermodus schließen, bis die PIN wieder eingegeben wird"
    ),
    # The PIN dialog
    ("PinDialog", "The PIN could not be checked: {reason}"): "Die PIN konnte nicht geprüft werden: {reason}",
    ("PinDialog", "Wrong PIN. Tries left before a short wait: {count}."): (
        "Falsche PIN. Verbleibende Versuche vor einer kurzen Wartezeit: {count}."
    ),
    ("PinDialog", "A PIN needs at least {count} digits."): "Eine PIN braucht mindestens {count} Ziffern.",
    ("PinDialog", "The two PINs differ. Type the new PIN twice, the same."): (
        "Die beiden PINs stimmen nicht überein. Geben Sie die neue PIN zweimal gleich ein."
    ),
    ("PinDialog", "Too many wrong PINs. Try again in {time}."): (
        "Zu viele falsche PINs. Versuchen Sie es in {time} wieder."
    ),
    ("PinDialog", "Choose an instructor PIN"): "Ausbilder-PIN festlegen",
    (
        "PinDialog",
        (
            "Instructor mode shows every trainee's results. Choose a PIN of {low} to {high} digits; "
            "you will need it each time you open instructor mode."
        ),
    ): "Der Ausbildermodus zeigt die Ergebnisse aller Teilnehmer. Legen Sie eine PIN mit {low} bis "
    "{high} Ziffern fest; Sie brauchen sie jedes Mal, wenn Sie den Ausbildermodus öffnen.",
    ("PinDialog", "Instructor mode"): "Ausbildermodus",
    ("PinDialog", "Enter the instructor PIN"): "Ausbilder-PIN eingeben",
    (
        "PinDialog",
        "Instructor mode is protected by a PIN.",
    ): "Der Ausbildermodus ist durch eine PIN geschützt.",
    ("PinDialog", "Change the instructor PIN"): "Ausbilder-PIN ändern",
    ("PinDialog", "Enter the current PIN, then the new one twice."): (
        "Geben Sie die bisherige PIN ein, dann zweimal die neue."
    ),
    ("PinDialog", "PIN:"): "PIN:",
    ("PinDialog", "Current PIN:"): "Bisherige PIN:",
    ("PinDialog", "New PIN:"): "Neue PIN:",
    ("PinDialog", "New PIN again:"): "Neue PIN wiederholen:",
    # The roster
    ("RosterPage", "The roster could not be read: {reason}"): (
        "Die Teilnehmerliste konnte nicht gelesen werden: {reason}"
    ),
    ("RosterPage", "Archived"): "Archiviert",
    ("RosterPage", "Active"): "Aktiv",
    ("RosterPage", "never"): "nie",
    ("RosterPage", "Type the trainee's name first."): "Geben Sie zuerst den Namen des Teilnehmers ein.",
    ("RosterPage", "There is already a trainee called {name}. Use another name, such as a surname."): (
        "Es gibt schon einen Teilnehmer namens {name}. Wählen Sie einen anderen Namen, etwa mit Nachnamen."
    ),
    ("RosterPage", "A name needs 1 to {count} characters."): "Ein Name braucht 1 bis {count} Zeichen.",
    ("RosterPage", "The trainee could not be added: {reason}"): (
        "Der Teilnehmer konnte nicht hinzugefügt werden: {reason}"
    ),
    ("RosterPage", "{name} added."): "{name} hinzugefügt.",
    ("RosterPage", "Rename trainee"): "Teilnehmer umbenennen",
    ("RosterPage", "New name for {name}:"): "Neuer Name für {name}:",
    ("RosterPage", "The trainee could not be renamed: {reason}"): (
        "Der Teilnehmer konnte nicht umbenannt werden: {reason}"
    ),
    ("RosterPage", "{old} is now {new}."): "{old} heißt jetzt {new}.",
    ("RosterPage", "Archive trainee"): "Teilnehmer archivieren",
    (
        "RosterPage",
        (
            "Archive {name}? They leave the roster and the class figures; their results are kept "
            "and they can be restored."
        ),
    ): "{name} archivieren? Der Teilnehmer verschwindet aus der Liste und den Klassenzahlen; seine "
    "Ergebnisse bleiben erhalten, und er kann wiederhergestellt werden.",
    ("RosterPage", "The trainee could not be archived: {reason}"): (
        "Der Teilnehmer konnte nicht archiviert werden: {reason}"
    ),
    ("RosterPage", "{name} archived."): "{name} archiviert.",
    (
        "RosterPage",
        "{name} cannot be restored: an active trainee has that name. Rename one of them first.",
    ): "{name} kann nicht wiederhergestellt werden: Ein aktiver Teilnehmer trägt diesen Namen. "
    "Benennen Sie zuerst einen der beiden um.",
    ("RosterPage", "The trainee could not be restored: {reason}"): (
        "Der Teilnehmer konnte nicht wiederhergestellt werden: {reason}"
    ),
    ("RosterPage", "{name} is back on the roster."): "{name} ist wieder in der Teilnehmerliste.",
    ("RosterPage", "Name of a new trainee"): "Name eines neuen Teilnehmers",
    ("RosterPage", "Add"): "Hinzufügen",
    ("RosterPage", "Add the trainee to the roster"): "Den Teilnehmer in die Liste aufnehmen",
    ("RosterPage", "Show archived trainees"): "Archivierte Teilnehmer zeigen",
    ("RosterPage", "Name"): "Name",
    ("RosterPage", "Sessions"): "Sitzungen",
    ("RosterPage", "Questions"): "Fragen",
    ("RosterPage", "Accuracy"): "Trefferquote",
    ("RosterPage", "Last active"): "Zuletzt aktiv",
    ("RosterPage", "Status"): "Status",
    ("RosterPage", "Trainees"): "Teilnehmer",
    ("RosterPage", "No trainees yet: type a name above and press Add."): (
        "Noch keine Teilnehmer: Geben Sie oben einen Namen ein und klicken Sie auf Hinzufügen."
    ),
    ("RosterPage", "Rename…"): "Umbenennen …",
    ("RosterPage", "Archive…"): "Archivieren …",
    ("RosterPage", "Take the trainee off the roster; their results are kept"): (
        "Den Teilnehmer aus der Liste nehmen; seine Ergebnisse bleiben erhalten"
    ),
    ("RosterPage", "Restore"): "Wiederherstellen",
    ("RosterPage", "Answers as CSV…"): "Antworten als CSV …",
    ("RosterPage", "Every answer of the selected trainee, for a spreadsheet"): (
        "Alle Antworten des gewählten Teilnehmers, für eine Tabellenkalkulation"
    ),
    ("RosterPage", "Progress report (PDF)…"): "Fortschrittsbericht (PDF) …",
    ("RosterPage", "A printable report with tables and charts"): (
        "Ein druckbarer Bericht mit Tabellen und Diagrammen"
    ),
    # Assignments
    ("AssignmentsPage", "The assignments could not be read: {reason}"): (
        "Die Zuweisungen konnten nicht gelesen werden: {reason}"
    ),
    ("AssignmentsPage", "The whole class"): "Die ganze Klasse",
    ("AssignmentsPage", "Whole class"): "Ganze Klasse",
    ("AssignmentsPage", "{done} of {count} done"): "{done} von {count} erledigt",
    ("AssignmentsPage", "{questions} questions: {skills}"): "{questions} Fragen: {skills}",
    ("AssignmentsPage", "{answered} of {questions}"): "{answered} von {questions}",
    ("AssignmentsPage", "no due date"): "ohne Termin",
    ("AssignmentsPage", "{date} (overdue)"): "{date} (überfällig)",
    ("AssignmentsPage", "Give the assignment a name, such as “Betting on 4th street”."): (
        "Geben Sie der Zuweisung einen Namen, etwa „Setzen auf der Fourth Street“."
    ),
    ("AssignmentsPage", "Tick at least one skill."): "Kreuzen Sie mindestens eine Fertigkeit an.",
    ("AssignmentsPage", "The assignment could not be saved: {reason}"): (
        "Die Zuweisung konnte nicht gespeichert werden: {reason}"
    ),
    ("AssignmentsPage", "“{name}” assigned to {who}."): "„{name}“ zugewiesen an: {who}.",
    ("AssignmentsPage", "Withdraw assignment"): "Zuweisung zurückziehen",
    ("AssignmentsPage", "Withdraw “{name}”? The answers already given are kept."): (
        "„{name}“ zurückziehen? Die schon gegebenen Antworten bleiben erhalten."
    ),
    ("AssignmentsPage", "The assignment could not be withdrawn: {reason}"): (
        "Die Zuweisung konnte nicht zurückgezogen werden: {reason}"
    ),
    ("AssignmentsPage", "“{name}” withdrawn."): "„{name}“ zurückgezogen.",
    ("AssignmentsPage", "New assignment"): "Neue Zuweisung",
    ("AssignmentsPage", "Assignments and progress"): "Zuweisungen und Fortschritt",
    ("AssignmentsPage", "&Name:"): "&Name:",
    ("AssignmentsPage", "&Skills:"): "&Fertigkeiten:",
    ("AssignmentsPage", "&Questions:"): "Fra&gen:",
    ("AssignmentsPage", "&Due:"): "&Termin:",
    ("AssignmentsPage", "&For:"): "F&ür:",
    ("AssignmentsPage", "e.g. Betting on 4th street"): "z. B. Setzen auf der Fourth Street",
    ("AssignmentsPage", "Name of the assignment"): "Name der Zuweisung",
    ("AssignmentsPage", "Number of questions"): "Anzahl der Fragen",
    ("AssignmentsPage", "Due date"): "Termin",
    ("AssignmentsPage", "No due date"): "Ohne Termin",
    ("AssignmentsPage", "Assign to"): "Zuweisen an",
    ("AssignmentsPage", "Assign"): "Zuweisen",
    ("AssignmentsPage", "Assignment"): "Zuweisung",
    ("AssignmentsPage", "For"): "Für",
    ("AssignmentsPage", "Due"): "Termin",
    ("AssignmentsPage", "Progress"): "Fortschritt",
    ("AssignmentsPage", "Withdraw…"): "Zurückziehen …",
    ("AssignmentsPage", "Take the assignment back; answers already given are kept"): (
        "Die Zuweisung zurücknehmen; schon gegebene Antworten bleiben erhalten"
    ),
    # Exams
    (
        "ExamPage",
        "The exams could not be read: {reason}",
    ): "Die Prüfungen konnten nicht gelesen werden: {reason}",
    ("ExamPage", "{name} · {questions} questions · pass mark {mark}"): (
        "{name} · {questions} Fragen · Bestehensgrenze {mark}"
    ),
    ("ExamPage", "No exams yet: create one on the left."): "Noch keine Prüfungen: Legen Sie links eine an.",
    ("ExamPage", "The results could not be read: {reason}"): (
        "Die Ergebnisse konnten nicht gelesen werden: {reason}"
    ),
    ("ExamPage", "{passed} of {takers} trainees passed “{name}”."): (
        "{passed} von {takers} Teilnehmern haben „{name}“ bestanden."
    ),
    ("ExamPage", "Nobody has taken “{name}” yet."): "„{name}“ hat noch niemand abgelegt.",
    ("ExamPage", "Passed"): "Bestanden",
    ("ExamPage", "Not passed"): "Nicht bestanden",
    ("ExamPage", "{correct} of {total} ({percent})"): "{correct} von {total} ({percent})",
    ("ExamPage", "Give the exam a name, such as “Stud, week 2”."): (
        "Geben Sie der Prüfung einen Namen, etwa „Stud, Woche 2“."
    ),
    ("ExamPage", "Tick at least one skill."): "Kreuzen Sie mindestens eine Fertigkeit an.",
    (
        "ExamPage",
        "The exam could not be saved: {reason}",
    ): "Die Prüfung konnte nicht gespeichert werden: {reason}",
    ("ExamPage", "Exam “{name}” created; it is passed with {mark} correct."): (
        "Prüfung „{name}“ angelegt; bestanden ist sie mit {mark} richtigen Antworten."
    ),
    ("ExamPage", "New exam"): "Neue Prüfung",
    ("ExamPage", "Exams and results"): "Prüfungen und Ergebnisse",
    ("ExamPage", "&Name:"): "&Name:",
    ("ExamPage", "&Skills:"): "&Fertigkeiten:",
    ("ExamPage", "&Questions:"): "Fra&gen:",
    ("ExamPage", "&Pass mark:"): "&Bestehensgrenze:",
    ("ExamPage", "e.g. Stud, week 2"): "z. B. Stud, Woche 2",
    ("ExamPage", "Name of the exam"): "Name der Prüfung",
    ("ExamPage", "Number of questions"): "Anzahl der Fragen",
    ("ExamPage", "Pass mark"): "Bestehensgrenze",
    ("ExamPage", "The share of correct answers needed to pass"): (
        "Der Anteil richtiger Antworten, der zum Bestehen nötig ist"
    ),
    ("ExamPage", "Create exam"): "Prüfung anlegen",
    ("ExamPage", "Exams"): "Prüfungen",
    ("ExamPage", "Trainee"): "Teilnehmer",
    ("ExamPage", "Taken"): "Abgelegt",
    ("ExamPage", "Score"): "Ergebnis",
    ("ExamPage", "Result"): "Bewertung",
    ("ExamPage", "Results"): "Ergebnisse",
    # The dashboard and its chart
    ("DashboardPage", "The results could not be read: {reason}"): (
        "Die Ergebnisse konnten nicht gelesen werden: {reason}"
    ),
    ("DashboardPage", "The class"): "Die Klasse",
    ("DashboardPage", "Overall"): "Gesamt",
    ("DashboardPage", "{percent}\n{count} answers"): "{percent}\n{count} Antworten",
    ("DashboardPage", "{name}: {correct} of {count} answers right"): (
        "{name}: {correct} von {count} Antworten richtig"
    ),
    ("DashboardPage", "{name}, {skill}: {correct} of {count} right, median answer time {seconds}"): (
        "{name}, {skill}: {correct} von {count} richtig, Median der Antwortzeit {seconds}"
    ),
    ("DashboardPage", "Not practised yet"): "Noch nicht geübt",
    ("DashboardPage", "No trainee chosen"): "Kein Teilnehmer gewählt",
    ("DashboardPage", "&Period:"): "&Zeitraum:",
    ("DashboardPage", "All time"): "Gesamter Zeitraum",
    ("DashboardPage", "Last 7 days"): "Letzte 7 Tage",
    ("DashboardPage", "Last 30 days"): "Letzte 30 Tage",
    ("DashboardPage", "Period"): "Zeitraum",
    ("DashboardPage", "Class results as CSV…"): "Klassenergebnisse als CSV …",
    ("DashboardPage", "Accuracy and median time per trainee and skill, for a spreadsheet"): (
        "Trefferquote und Median der Antwortzeit je Teilnehmer und Fertigkeit, für eine Tabellenkalkulation"
    ),
    ("DashboardPage", "Class report (PDF)…"): "Klassenbericht (PDF) …",
    ("DashboardPage", "A printable class report with tables and charts"): (
        "Ein druckbarer Klassenbericht mit Tabellen und Diagrammen"
    ),
    ("DashboardPage", "Accuracy and median answer time per trainee and skill"): (
        "Trefferquote und Median der Antwortzeit je Teilnehmer und Fertigkeit"
    ),
    (
        "DashboardPage",
        (
            "Each cell: share of right answers, then the median answer time. "
            "Green from {good}, amber from {fair}, red below; – not practised."
        ),
    ): "Jede Zelle: Anteil richtiger Antworten, darunter der Median der Antwortzeit. Grün ab {good}, "
    "orange ab {fair}, rot darunter; – noch nicht geübt.",
    ("DashboardPage", "&Trainee:"): "&Teilnehmer:",
    ("DashboardPage", "Trainee whose trend is shown"): "Teilnehmer, dessen Verlauf gezeigt wird",
    ("TrendChart", "{title}: no answers yet"): "{title}: noch keine Antworten",
    ("TrendChart", "Accuracy"): "Trefferquote",
    ("TrendChart", "Median answer time"): "Median der Antwortzeit",
    ("SkillPicker", "Skills"): "Fertigkeiten",
    # Saving reports
    ("Exports", "Export the answers of {name}"): "Antworten von {name} exportieren",
    ("Exports", "CSV files (*.csv)"): "CSV-Dateien (*.csv)",
    ("Exports", "Save the progress report of {name}"): "Fortschrittsbericht von {name} speichern",
    ("Exports", "PDF files (*.pdf)"): "PDF-Dateien (*.pdf)",
    ("Exports", "Export the class's results"): "Ergebnisse der Klasse exportieren",
    ("Exports", "Save the class report"): "Klassenbericht speichern",
    ("Exports", "Could not save {path}: {reason}"): "{path} konnte nicht gespeichert werden: {reason}",
    ("Exports", "Saved {path}."): "{path} gespeichert.",
    # The projector
    (
        "ProjectorTab",
        "Screen {number}: {name} ({width}×{height})",
    ): "Bildschirm {number}: {name} ({width}×{height})",
    ("ProjectorTab", "Projector view"): "Beamer-Ansicht",
    (
        "ProjectorTab",
        (
            "Show a scripted hand to the class on a large screen: open a hand history (PHH file) in "
            "the projector view and step through it in front of the class. Each step replays the hand "
            "up to that point; the caption says what happened in large type."
        ),
    ): "Zeigen Sie der Klasse eine vorbereitete Hand auf einer großen Leinwand: Öffnen Sie eine "
    "Hand-History (PHH-Datei) in der Beamer-Ansicht und gehen Sie sie vor der Klasse Schritt für "
    "Schritt durch. Jeder Schritt spielt die Hand bis zu diesem Punkt nach; die Beschriftung sagt in "
    "großer Schrift, was geschehen ist.",
    (
        "ProjectorTab",
        (
            "Keys in the projector view: → or Space forward, ← back, Home and End to the start and "
            "the end, O open a file, H show the down cards, F11 full screen, Esc leave full screen."
        ),
    ): "Tasten in der Beamer-Ansicht: → oder Leertaste vor, ← zurück, Pos1 und Ende zum Anfang und "
    "zum Ende, O Datei öffnen, H verdeckte Karten zeigen, F11 Vollbild, Esc Vollbild verlassen.",
    ("ProjectorTab", "&Show on:"): "&Zeigen auf:",
    ("ProjectorTab", "Open the projector view"): "Beamer-Ansicht öffnen",
    ("ProjectorView", "Open a hand history"): "Hand-History öffnen",
    ("ProjectorView", "Hand histories (*.phh *.phhs);;All files (*)"): (
        "Hand-Histories (*.phh *.phhs);;Alle Dateien (*)"
    ),
    ("ProjectorView", "{source} holds no hand."): "{source} enthält keine Hand.",
    ("ProjectorView", "Hand {number} of {count}"): "Hand {number} von {count}",
    ("ProjectorView", "{place}: the hand stops before “{action}”, which cannot be played: {reason}"): (
        "{place}: Die Hand endet vor „{action}“, das nicht gespielt werden kann: {reason}"
    ),
    ("ProjectorView", "This hand history cannot be shown (the hand on the table stays): {error}"): (
        "Diese Hand-History kann nicht gezeigt werden (die Hand auf dem Tisch bleibt): {error}"
    ),
    ("ProjectorView", "{seat} · {name}"): "{seat} · {name}",
    ("ProjectorView", "Projector"): "Beamer",
    ("ProjectorView", "Open a hand history (PHH) to show it to the class: press O."): (
        "Öffnen Sie eine Hand-History (PHH), um sie der Klasse zu zeigen: Taste O."
    ),
    ("ProjectorView", "Hand over"): "Hand beendet",
    ("ProjectorView", "Step {step} of {count} · {stage}"): "Schritt {step} von {count} · {stage}",
    ("ProjectorView", "The antes are in: pot {pot}. Press → to deal."): (
        "Die Antes sind im Pot: {pot}. Mit → wird gegeben."
    ),
    ("ProjectorView", "Seat {seat} is dealt {cards}"): "Platz {seat} erhält {cards}",
    ("ProjectorView", "(a remark in the hand history: nothing happens at the table)"): (
        "(eine Anmerkung in der Hand-History: am Tisch geschieht nichts)"
    ),
    ("ProjectorView", "Croupier – projector"): "Croupier – Beamer",
    ("ProjectorView", "Open hand history… (O)"): "Hand-History öffnen … (O)",
    ("ProjectorView", "◀ Back"): "◀ Zurück",
    ("ProjectorView", "One step back (←)"): "Einen Schritt zurück (←)",
    ("ProjectorView", "Forward ▶"): "Vor ▶",
    ("ProjectorView", "One step forward (→ or Space)"): "Einen Schritt vor (→ oder Leertaste)",
    ("ProjectorView", "Hand of the file"): "Hand der Datei",
    ("ProjectorView", "Show down cards (H)"): "Verdeckte Karten zeigen (H)",
    ("ProjectorView", "Full screen (F11)"): "Vollbild (F11)",
    ("ProjectorView", "→ Space: forward · ←: back · Home/End"): "→ Leertaste: vor · ←: zurück · Pos1/Ende",
    ("ProjectorView", "What happened at this step"): "Was bei diesem Schritt geschah",
    # The PDF reports
    ("Report", "Cannot write the report to {path}: {reason}"): (
        "Der Bericht kann nicht nach {path} geschrieben werden: {reason}"
    ),
    (
        "Report",
        "Cannot write the report to {path}.",
    ): "Der Bericht kann nicht nach {path} geschrieben werden.",
    ("Report", "Page {page} of {pages}"): "Seite {page} von {pages}",
    ("Report", "Target {percent}"): "Ziel {percent}",
    ("Report", "No answers yet."): "Noch keine Antworten.",
    ("Report", "Accuracy"): "Trefferquote",
    ("Report", "Accuracy by day"): "Trefferquote je Tag",
    ("Report", "Median answer time"): "Median der Antwortzeit",
    ("Report", "Median answer time by day"): "Median der Antwortzeit je Tag",
    ("Report", "Done"): "Erledigt",
    ("Report", "Overdue"): "Überfällig",
    ("Report", "Open"): "Offen",
    ("Report", "Whole class"): "Ganze Klasse",
    ("Report", "Assignment"): "Zuweisung",
    ("Report", "For"): "Für",
    ("Report", "Skills"): "Fertigkeiten",
    ("Report", "Answered"): "Beantwortet",
    ("Report", "Due"): "Termin",
    ("Report", "Status"): "Status",
    ("Report", "Assignments"): "Zuweisungen",
    ("Report", "No assignments."): "Keine Zuweisungen.",
    ("Report", "Passed"): "Bestanden",
    ("Report", "Not passed"): "Nicht bestanden",
    ("Report", "{title} · created {date}"): "{title} · erstellt am {date}",
    ("Report", "Progress report"): "Fortschrittsbericht",
    ("Report", "Created on {date}"): "Erstellt am {date}",
    ("Report", "Answers from {first} to {last}"): "Antworten vom {first} bis {last}",
    ("Report", "Archived on {date}"): "Archiviert am {date}",
    ("Report", "Practice sessions"): "Übungssitzungen",
    ("Report", "Questions answered"): "Beantwortete Fragen",
    ("Report", "Correct answers"): "Richtige Antworten",
    ("Report", "Practise next: {skill} ({percent} correct)."): (
        "Als Nächstes üben: {skill} ({percent} richtig)."
    ),
    ("Report", "Accuracy and pace by skill"): "Trefferquote und Tempo je Fertigkeit",
    ("Report", "Skill"): "Fertigkeit",
    ("Report", "Questions"): "Fragen",
    ("Report", "Correct"): "Richtig",
    ("Report", "Median time"): "Median-Zeit",
    ("Report", "Accuracy per skill"): "Trefferquote je Fertigkeit",
    ("Report", "Trend"): "Verlauf",
    ("Report", "Exam results"): "Prüfungsergebnisse",
    ("Report", "Exam"): "Prüfung",
    ("Report", "Taken"): "Abgelegt",
    ("Report", "Score"): "Ergebnis",
    ("Report", "Pass mark"): "Bestehensgrenze",
    ("Report", "Result"): "Bewertung",
    ("Report", "No exams taken."): "Keine Prüfungen abgelegt.",
    ("Report", "Class report"): "Klassenbericht",
    ("Report", "Progress of the active trainees"): "Fortschritt der aktiven Teilnehmer",
    ("Report", "Trainees"): "Teilnehmer",
    ("Report", "Trainee"): "Teilnehmer",
    ("Report", "Sessions"): "Sitzungen",
    ("Report", "Weakest skill"): "Schwächste Fertigkeit",
    ("Report", "Last active"): "Zuletzt aktiv",
    ("Report", "No trainees on the roster."): "Keine Teilnehmer in der Liste.",
    ("Report", "Skills across the class"): "Fertigkeiten in der Klasse",
    ("Report", "Median time: the middle of the trainees' own median answer times."): (
        "Median-Zeit: die Mitte der Median-Antwortzeiten der einzelnen Teilnehmer."
    ),
    ("Report", "Class accuracy per skill"): "Trefferquote der Klasse je Fertigkeit",
    ("Report", "No exams yet."): "Noch keine Prüfungen.",
    ("Report", "Each trainee's best result per exam."): "Das beste Ergebnis jedes Teilnehmers je Prüfung.",
}


def build_instructor_catalogues(out: Path) -> Path:
    """The GUI test catalogue plus the instructor's and the skills' German (for tests and screenshots)."""
    with patch.dict(GERMAN, {**INSTRUCTOR_GERMAN, **SKILL_GERMAN}):
        folder, _ = build_catalogues(out)
    return folder


@pytest.fixture(scope="module")
def instructor_catalogues(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_instructor_catalogues(tmp_path_factory.mktemp("instructor_qm"))


@pytest.fixture
def english(qapp, instructor_catalogues: Path) -> Iterator[Translations]:
    installed = Translations(
        qapp, Language.ENGLISH, directory=instructor_catalogues, system_locale=QLocale("C")
    )
    yield installed
    installed.uninstall()


@pytest.fixture
def store(tmp_path):
    store = new_store(tmp_path)
    yield store
    store.close()


def test_every_instructor_string_has_german(instructor_catalogues):
    contexts = {context for context, _ in INSTRUCTOR_GERMAN}
    untranslated = [
        (context.findtext("name"), message.findtext("source"))
        for context in ET.parse(instructor_catalogues / "croupier_de.ts").getroot().iter("context")
        if context.findtext("name") in contexts
        for message in context.iter("message")
        if message.find("translation").get("type") == "unfinished"
    ]
    assert untranslated == []


def test_the_instructor_page_switches_to_german_at_runtime(qtbot, english, store):
    known_class(store)
    store.instructor.set_pin("2468")
    page = InstructorPage(store, FakeDialogs())
    qtbot.add_widget(page)
    page.resize(1200, 800)
    page.unlock_with("2468")
    page.show()
    assert [page.tabs.tabText(i) for i in range(page.tabs.count())] == [
        "Roster",
        "Assignments",
        "Exams",
        "Dashboard",
        "Projector",
    ]
    assert page.roster_page.row_texts("Anna")[3] == "75%"
    english.set_language(Language.GERMAN)
    qtbot.waitUntil(lambda: page.tabs.tabText(0) == "Teilnehmer")
    assert [page.tabs.tabText(i) for i in range(page.tabs.count())] == [
        "Teilnehmer",
        "Zuweisungen",
        "Prüfungen",
        "Übersicht",
        "Beamer",
    ]
    assert page.lock_button.text() == "Sperren"
    assert page.roster_page.add_button.text() == "Hinzufügen"
    assert page.roster_page.row_texts("Anna")[3] == "75\u00a0%"
    assert page.roster_page.row_texts("Anna")[5] == "Aktiv"
    page.tabs.setCurrentWidget(page.dashboard_page)
    assert page.dashboard_page.cell_text("Anna", "bring_in") == "67\u00a0%\n4,0 s"
    headers = [
        page.dashboard_page.grid.horizontalHeaderItem(c).text()
        for c in range(page.dashboard_page.grid.columnCount())
    ]
    assert headers == ["Gesamt", "Bring-in", "Potgröße"]
    assert page.exam_page.pass_mark.text() == "80\u00a0%"


def test_the_pin_dialog_speaks_german(qtbot, english, store):
    english.set_language(Language.GERMAN)
    store.instructor.set_pin("2468")
    page = InstructorPage(store, FakeDialogs())
    qtbot.add_widget(page)
    dialog = page.request_unlock()
    assert dialog.windowTitle() == "Ausbildermodus"
    dialog.current_field.setText("1111")
    dialog.submit()
    assert dialog.message.message() == "Falsche PIN. Verbleibende Versuche vor einer kurzen Wartezeit: 2."


def test_the_projector_speaks_german(qtbot, english):
    english.set_language(Language.GERMAN)
    view = ProjectorView(FakeDialogs())
    qtbot.add_widget(view)
    view.open_file(PHH / "stud_showdown.phh")
    view.go_to(1)
    assert view.caption_text() == "Platz 1 erhält ▮ ▮ 3♦"
    assert view.position.text() == "Schritt 1 von 28 · Third Street"


def test_the_trainee_report_in_german(qtbot, english, store, tmp_path):
    english.set_language(Language.GERMAN)
    ids = known_class(store)
    path = tmp_path / "anna.pdf"
    assert trainee_report(store, ids["Anna"], path, now=datetime(2025, 3, 10, tzinfo=UTC)) == 3
    document = QPdfDocument(None)
    document.load(str(path))
    first = document.getAllText(0).text().replace("\u00a0", " ")
    second = document.getAllText(1).text().replace("\u00a0", " ")
    assert "Fortschrittsbericht" in first
    assert "Seite 1 von 3" in first
    assert "75 %" in first
    assert "Trefferquote und Tempo je Fertigkeit" in second
    assert "Potgröße" in second
    assert "4,0 s" in second
