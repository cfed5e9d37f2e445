"""The quiz in German: its own words (proposed below for the translations engineer) and the question
re-rendered when the language changes under it."""

from __future__ import annotations

import random
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import gui_catalogue
import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from croupier.drills import AnswerType, Mode, render
from croupier.gui.main_window import MainWindow
from croupier.gui.quiz import QuizConfig, QuizPanel
from croupier.gui.settings import MemoryStore, Settings
from croupier.i18n import Language, Translations
from croupier.speech import SilentSpeaker

# The quiz's wording in German, (context, English source) -> German, formal "Sie".
QUIZ_GERMAN: dict[tuple[str, str], str] = {
    ("AmountInput", "Type the answer first."): "Geben Sie zuerst die Antwort ein.",
    (
        "AmountInput",
        "Click a winner's seat to start its entry; press Enter to answer.",
    ): "Klicken Sie auf den Platz eines Gewinners, um seinen Eintrag zu beginnen; Eingabe antwortet.",
    ("AmountInput", "Press Enter to answer."): "Drücken Sie die Eingabetaste, um zu antworten.",
    ("AmountInput", "Your answer"): "Ihre Antwort",
    ("AmountInput", "Type digits"): "Ziffern eingeben",
    ("AmountInput", "Add {amount}"): "{amount} dazu",
    ("AmountInput", "Delete the last digit (Backspace)"): "Letzte Ziffer löschen (Rücktaste)",
    ("AmountInput", "Delete the last digit"): "Letzte Ziffer löschen",
    ("AmountInput", "Clear"): "Leeren",
    ("AmountInput", "Clear the answer"): "Antwort leeren",
    ("AmountInput", "Next amount"): "Nächster Betrag",
    ("AmountInput", "Start the next amount (Space)"): "Den nächsten Betrag beginnen (Leertaste)",
    ("AnswerInput", "Pick the seats in order first."): "Wählen Sie zuerst die Plätze der Reihe nach.",
    ("AnswerInput", "Click a seat first."): "Klicken Sie zuerst auf einen Platz.",
    ("AnswerInput", "Pick an answer first."): "Wählen Sie zuerst eine Antwort.",
    ("AnswerInput", "Answer"): "Antwort",
    (
        "ChoiceInput",
        "Press {key} to pick or drop this one",
    ): "{key} drücken, um diese zu wählen oder abzuwählen",
    ("ChoiceInput", "Press {key} to answer with this one"): "{key} drücken, um mit dieser zu antworten",
    (
        "ChoiceInput",
        "Pick every one that applies (number keys), then press Enter.",
    ): "Wählen Sie alle zutreffenden (Zifferntasten), dann die Eingabetaste.",
    (
        "ChoiceInput",
        "Press the number of your answer, or click it.",
    ): "Drücken Sie die Nummer Ihrer Antwort oder klicken Sie darauf.",
    ("HelpOverlay", "1 – 9"): "1 – 9",
    (
        "HelpOverlay",
        "Pick a choice or a seat; digits of an amount",
    ): "Antwort oder Platz wählen; Ziffern eines Betrags",
    ("HelpOverlay", "Click a seat"): "Klick auf einen Platz",
    (
        "HelpOverlay",
        "Answer with that seat, toggle it, or add it to the order",
    ): "Mit diesem Platz antworten, ihn an- oder abwählen oder der Reihenfolge anfügen",
    ("HelpOverlay", "Enter"): "Eingabe",
    (
        "HelpOverlay",
        "Answer; go on after the verdict; start the quiz",
    ): "Antworten; nach dem Urteil weiter; das Quiz starten",
    ("HelpOverlay", "Space"): "Leertaste",
    ("HelpOverlay", "Go on after the verdict"): "Nach dem Urteil weiter",
    ("HelpOverlay", "Backspace"): "Rücktaste",
    ("HelpOverlay", "Undo the last seat or digit"): "Letzten Platz oder letzte Ziffer zurücknehmen",
    ("HelpOverlay", "Esc"): "Esc",
    (
        "HelpOverlay",
        "Clear the answer; from the summary, back to the start",
    ): "Antwort leeren; von der Auswertung zurück zum Start",
    ("HelpOverlay", "H"): "H",
    ("HelpOverlay", "Hint (Learn mode)"): "Hinweis (Modus Lernen)",
    ("HelpOverlay", "R"): "R",
    ("HelpOverlay", "Say the question again (speech on)"): "Frage noch einmal sprechen (Sprachausgabe an)",
    ("HelpOverlay", "A"): "A",
    ("HelpOverlay", "The same quiz again (summary)"): "Dasselbe Quiz noch einmal (Auswertung)",
    ("HelpOverlay", "F1 or ?"): "F1 oder ?",
    ("HelpOverlay", "This help"): "Diese Hilfe",
    ("HelpOverlay", "Keyboard shortcuts"): "Tastenkürzel",
    (
        "HelpOverlay",
        "Any key or a click closes this help.",
    ): "Eine beliebige Taste oder ein Klick schließt diese Hilfe.",
    ("QuestionPage", "Hint (H)"): "Hinweis (H)",
    (
        "QuestionPage",
        "Show a hint: the rule to apply, not the answer (H)",
    ): "Einen Hinweis zeigen: die Regel, nicht die Antwort (H)",
    ("QuestionPage", "Hint"): "Hinweis",
    ("QuestionPage", "Answer (Enter)"): "Antworten (Eingabe)",
    ("QuestionPage", "Give this answer (Enter)"): "Diese Antwort geben (Eingabe)",
    ("QuestionPage", "Answer"): "Antworten",
    ("QuestionPage", "Next (Enter)"): "Weiter (Eingabe)",
    (
        "QuestionPage",
        "On to the next question (Enter or Space)",
    ): "Weiter zur nächsten Frage (Eingabe oder Leertaste)",
    ("QuestionPage", "Next question"): "Nächste Frage",
    (
        "QuestionPage",
        "End the quiz now and see the summary",
    ): "Das Quiz jetzt beenden und die Auswertung sehen",
    ("QuestionPage", "End the quiz"): "Quiz beenden",
    ("QuestionPage", "Question"): "Frage",
    ("QuestionPage", "Verdict"): "Urteil",
    ("QuestionPage", "Question {number} of {total}"): "Frage {number} von {total}",
    ("QuestionPage", "Hint: {hint}"): "Hinweis: {hint}",
    ("QuestionPage", "Summary (Enter)"): "Auswertung (Eingabe)",
    ("QuestionPage", "Show the summary"): "Auswertung zeigen",
    ("QuestionPage", "✓ Right"): "✓ Richtig",
    ("QuestionPage", "✗ Out of time"): "✗ Zeit abgelaufen",
    ("QuestionPage", "✗ Wrong"): "✗ Falsch",
    (
        "QuestionPage",
        "Right, but slower than the dealer's pace: {time}.",
    ): "Richtig, aber langsamer als das Croupier-Tempo: {time}.",
    ("QuestionPage", "Score {right}/{asked}"): "Punkte {right}/{asked}",
    ("QuestionPage", "Streak {streak}"): "Serie {streak}",
    ("QuestionPage", "Score"): "Punkte",
    ("QuestionPage", "Streak"): "Serie",
    (
        "QuizPanel",
        "Exam started: the answers are marked at the end. F1 lists the keys.",
    ): "Prüfung gestartet: Die Antworten werden am Ende bewertet. F1 zeigt die Tasten.",
    ("QuizPanel", "Quiz started. F1 lists the keys."): "Quiz gestartet. F1 zeigt die Tasten.",
    (
        "QuizPanel",
        "Choose a quiz, then press Start (Enter). F1 lists the keys.",
    ): "Wählen Sie ein Quiz und drücken Sie Start (Eingabe). F1 zeigt die Tasten.",
    ("QuizPanel", "✓ Seat {seat}"): "✓ Platz {seat}",
    ("QuizPanel", "✗ Seat {seat}"): "✗ Platz {seat}",
    ("QuizPanel", "Quiz"): "Quiz",
    ("QuizStart", "Quiz"): "Quiz",
    (
        "QuizStart",
        "Rapid questions on live table positions. Choose how, then press Start.",
    ): "Schnelle Fragen zu Spielsituationen am Tisch. Wählen Sie, wie, und drücken Sie Start.",
    ("QuizStart", "Mode"): "Modus",
    ("QuizStart", "Learn"): "Lernen",
    ("QuizStart", "Practice"): "Üben",
    ("QuizStart", "Table-ready"): "Tischreif",
    ("QuizStart", "Exam"): "Prüfung",
    (
        "QuizStart",
        "Hints (H), no clock, the answer explained after each question",
    ): "Hinweise (H), keine Uhr, die Antwort nach jeder Frage erklärt",
    (
        "QuizStart",
        "Timed at the dealer's pace; the answer explained after each question",
    ): "Im Croupier-Tempo gemessen; die Antwort nach jeder Frage erklärt",
    (
        "QuizStart",
        "A time limit per answer: too slow counts as wrong; no hints",
    ): "Ein Zeitlimit je Antwort: zu langsam zählt als falsch; keine Hinweise",
    (
        "QuizStart",
        "A fixed set of questions, no feedback until the end, a pass mark",
    ): "Feste Fragen, keine Rückmeldung bis zum Ende, eine Bestehensgrenze",
    ("QuizStart", "Skills"): "Fertigkeiten",
    ("QuizStart", "All"): "Alle",
    ("QuizStart", "Pick"): "Auswählen",
    ("QuizStart", "All skills"): "Alle Fertigkeiten",
    ("QuizStart", "Pick skills"): "Fertigkeiten auswählen",
    ("QuizStart", "Skills, weakest first"): "Fertigkeiten, die schwächste zuerst",
    (
        "QuizStart",
        "Skills, weakest first: tick the ones to practise (Space)",
    ): "Fertigkeiten, die schwächste zuerst: Haken Sie die zu übenden an (Leertaste)",
    ("QuizStart", "Pick the 3 weakest"): "Die 3 schwächsten wählen",
    (
        "QuizStart",
        "Tick the three skills you get wrong most often",
    ): "Die drei Fertigkeiten anhaken, bei denen Sie am häufigsten irren",
    ("QuizStart", "Questions"): "Fragen",
    ("QuizStart", "Number of questions"): "Anzahl der Fragen",
    ("QuizStart", "Difficulty"): "Schwierigkeit",
    ("QuizStart", "Adaptive"): "Anpassend",
    ("QuizStart", "1 – Easy"): "1 – Leicht",
    ("QuizStart", "2 – Medium"): "2 – Mittel",
    ("QuizStart", "3 – Hard"): "3 – Schwer",
    (
        "QuizStart",
        "Adaptive: harder as a skill gets surer",
    ): "Anpassend: schwerer, je sicherer eine Fertigkeit sitzt",
    ("QuizStart", "Listen mode: read the choices aloud"): "Hörmodus: Antworten vorlesen",
    (
        "QuizStart",
        "With speech on, each question and its numbered choices are read out; answer by number",
    ): "Mit Sprachausgabe werden jede Frage und ihre nummerierten Antworten vorgelesen; "
    "antworten Sie mit der Nummer",
    ("QuizStart", "Start (Enter)"): "Start (Eingabe)",
    ("QuizStart", "Start the quiz (Enter)"): "Das Quiz starten (Eingabe)",
    ("QuizStart", "Start the quiz"): "Quiz starten",
    ("QuizStart", "new"): "neu",
    ("QuizStart", "{share} wrong"): "{share} falsch",
    ("QuizStart", "{skill} · {status}"): "{skill} · {status}",
    ("QuizSummary", "Same again (A)"): "Noch einmal (A)",
    ("QuizSummary", "Start a quiz with the same choices (A)"): "Ein Quiz mit derselben Auswahl starten (A)",
    ("QuizSummary", "Same again"): "Noch einmal",
    ("QuizSummary", "New quiz (Esc)"): "Neues Quiz (Esc)",
    ("QuizSummary", "Back to the start screen (Esc)"): "Zurück zum Start (Esc)",
    ("QuizSummary", "New quiz"): "Neues Quiz",
    (
        "QuizSummary",
        "What went wrong, by skill, the weakest first",
    ): "Was falsch war, nach Fertigkeit, die schwächste zuerst",
    ("QuizSummary", "Exam passed"): "Prüfung bestanden",
    ("QuizSummary", "Exam not passed"): "Prüfung nicht bestanden",
    ("QuizSummary", "Quiz over"): "Quiz beendet",
    ("QuizSummary", "{right} of {asked} right ({share})"): "{right} von {asked} richtig ({share})",
    ("QuizSummary", "Best streak: {streak}"): "Längste Serie: {streak}",
    ("QuizSummary", "Pass mark: {share}"): "Bestehensgrenze: {share}",
    ("QuizSummary", "Practise {skill} (Enter)"): "{skill} üben (Eingabe)",
    (
        "QuizSummary",
        "Start a practice quiz on the weakest skill, {skill} (Enter)",
    ): "Ein Übungsquiz zur schwächsten Fertigkeit starten: {skill} (Eingabe)",
    ("QuizSummary", "Practise the weakest skill"): "Die schwächste Fertigkeit üben",
    (
        "QuizSummary",
        "{right} of {asked} right · {time} per answer",
    ): "{right} von {asked} richtig · {time} je Antwort",
    ("QuizSummary", "slow: {count}"): "langsam: {count}",
    ("QuizSummary", "out of time"): "Zeit abgelaufen",
    ("QuizSummary", "You: {given} · right: {expected}"): "Sie: {given} · richtig: {expected}",
    ("QuizSummary", "No question was answered."): "Keine Frage wurde beantwortet.",
    ("QuizSummary", "No mistakes. Well dealt!"): "Keine Fehler. Gut gegeben!",
    ("SeatInput", "✓ Seat {number}"): "✓ Platz {number}",
    ("SeatInput", "{place}. Seat {number}"): "{place}. Platz {number}",
    (
        "SeatInput",
        "Click the seat on the table, or press its number.",
    ): "Klicken Sie auf den Platz am Tisch oder drücken Sie seine Nummer.",
    (
        "SeatInput",
        "Click or press every seat that applies (again to drop it), then press Enter.",
    ): "Klicken oder drücken Sie jeden zutreffenden Platz (noch einmal zum Abwählen), dann Eingabe.",
    (
        "SeatInput",
        "Click or press the seats in order; Backspace undoes; Enter confirms.",
    ): "Klicken oder drücken Sie die Plätze der Reihe nach; Rücktaste nimmt zurück; Eingabe bestätigt.",
    ("SeatInput", "Seat {number}"): "Platz {number}",
    ("SeatInput", "Seat {number} (key {number})"): "Platz {number} (Taste {number})",
    ("SeatInput", "Chosen: {seats}"): "Gewählt: {seats}",
    ("SeatInput", "None chosen: Enter answers “nobody”."): "Keiner gewählt: Eingabe antwortet „niemand“.",
    ("SeatInput", "Order: {seats}"): "Reihenfolge: {seats}",
    ("SeatInput", "Order: none picked yet"): "Reihenfolge: noch keiner gewählt",
    ("TimerRing", "Time left"): "Restzeit",
    ("TimerRing", "Not timed"): "Ohne Zeitmessung",
    (
        "TimerRing",
        "Seconds over the dealer's pace: {seconds}",
    ): "Sekunden über dem Croupier-Tempo: {seconds}",
    ("TimerRing", "Seconds left: {seconds}"): "Restzeit in Sekunden: {seconds}",
    (
        "TimerRing",
        "Seconds left at the dealer's pace: {seconds}",
    ): "Restzeit im Croupier-Tempo, in Sekunden: {seconds}",
}


def build(folder: Path) -> Path:
    """Compile the GUI test catalogues with the quiz's German added; returns the folder."""
    merged = {**QUIZ_GERMAN, **gui_catalogue.GERMAN}
    saved = gui_catalogue.GERMAN
    gui_catalogue.GERMAN = merged
    try:
        gui_catalogue.build_catalogues(folder)
    finally:
        gui_catalogue.GERMAN = saved
    return folder


@pytest.fixture(scope="module")
def quiz_catalogues(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build(tmp_path_factory.mktemp("quiz_qm"))


@pytest.fixture
def languages(qapp: QApplication, quiz_catalogues: Path) -> Iterator[Translations]:
    installed = Translations(qapp, Language.ENGLISH, directory=quiz_catalogues, system_locale=QLocale("C"))
    yield installed
    installed.uninstall()


def test_every_quiz_string_has_german_wording(tmp_path: Path):
    """No quiz text is left without a German proposal (so the German screenshot is German)."""
    ts = tmp_path / "quiz.ts"
    flags = ["-silent", "-extensions", "py", "-locations", "none", "-source-language", "en"]
    quiz = gui_catalogue.ROOT / "croupier" / "gui" / "quiz"
    subprocess.run([gui_catalogue.qt_tool("pyside6-lupdate"), *flags, str(quiz), "-ts", str(ts)], check=True)
    sources = {
        (context.findtext("name"), message.findtext("source"))
        for context in ET.parse(ts).getroot().iter("context")
        for message in context.iter("message")
    }
    assert sources - QUIZ_GERMAN.keys() == set()
    assert QUIZ_GERMAN.keys() - sources == set(), "German wording for a string no longer used"


def test_a_language_switch_re_renders_the_question_and_the_panel(qtbot, languages: Translations):
    settings = Settings(MemoryStore({Settings.ANIMATIONS: False, Settings.PLAYERS: 6}))
    speaker = SilentSpeaker("no engine in the tests")
    window = MainWindow(languages, settings, speaker, rng=random.Random(5))
    qtbot.add_widget(window)
    window.resize(1280, 800)
    window.show()
    panel = window.panel("quiz")
    assert isinstance(panel, QuizPanel)
    window.set_mode("quiz")
    assert panel.start_page.mode_buttons[Mode.LEARN].text() == "Learn"
    question = panel.start(QuizConfig(mode=Mode.LEARN, skills=("bring_in",), count=3, seed=11))
    assert question is not None
    page = panel.question_page
    assert page.progress.text() == "Question 1 of 3"
    assert page.prompt.text() == render.prompt_text(question)
    # A card in the explanation is named in the installed language: the verdict is re-rendered too.
    panel.hint()
    page.answer_input.pick_seat(next(iter(question.position.seats)))
    before = page.verdict_lines.text()
    assert question.answer_type is AnswerType.SEAT

    window.set_language("de")
    qtbot.waitUntil(lambda: page.progress.text() == "Frage 1 von 3")
    assert page.hint_label.text().startswith("Hinweis: ")
    assert page.verdict_mark.text() in {"✓ Richtig", "✗ Falsch"}
    assert page.verdict_lines.text() != before  # "three of clubs" → "Kreuz-Drei"
    assert page.score_label.text().startswith("Punkte ")
    assert page.streak_label.text().startswith("Serie ")
    assert page.prompt.text() == render.prompt_text(question)
    assert page.ring.accessibleName() == "Restzeit"
    names = [plate.texts[0] for plate in map(window.table_view.table_scene.plate, question.position.seats)]
    assert any(name.startswith(("✓ Platz", "✗ Platz")) for name in names)
    panel.show_start()
    assert panel.start_page.mode_buttons[Mode.TABLE_READY].text() == "Tischreif"
    assert panel.start_page.mode_buttons[Mode.EXAM].text() == "Prüfung"
    window.set_language("en")
    qtbot.waitUntil(lambda: panel.start_page.mode_buttons[Mode.LEARN].text() == "Learn")
    assert panel.start_page.mode_buttons[Mode.PRACTICE].text() == "Practice"
