<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>ActionQuestion</name>
    <message>
        <source>Press the answer's number, or click it.</source>
        <translation>Drücken Sie die Nummer der Antwort oder klicken Sie sie an.</translation>
    </message>
</context>
<context>
    <name>AmountInput</name>
    <message>
        <source>Type the answer first.</source>
        <translation>Geben Sie zuerst die Antwort ein.</translation>
    </message>
    <message>
        <source>Click a winner's seat to start its entry; press Enter to answer.</source>
        <translation>Klicken Sie auf den Platz eines Gewinners, um seinen Eintrag zu beginnen; Eingabe antwortet.</translation>
    </message>
    <message>
        <source>Press Enter to answer.</source>
        <translation>Drücken Sie die Eingabetaste, um zu antworten.</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>Type digits</source>
        <translation>Ziffern eingeben</translation>
    </message>
    <message>
        <source>Add {amount}</source>
        <translation>{amount} dazu</translation>
    </message>
    <message>
        <source>Delete the last digit (Backspace)</source>
        <translation>Letzte Ziffer löschen (Rücktaste)</translation>
    </message>
    <message>
        <source>Delete the last digit</source>
        <translation>Letzte Ziffer löschen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Clear the answer</source>
        <translation>Antwort leeren</translation>
    </message>
    <message>
        <source>Next amount</source>
        <translation>Nächster Betrag</translation>
    </message>
    <message>
        <source>Start the next amount (Space)</source>
        <translation>Den nächsten Betrag beginnen (Leertaste)</translation>
    </message>
</context>
<context>
    <name>Announcement</name>
    <message>
        <source>antes, please</source>
        <translation>Ante, bitte</translation>
    </message>
    <message>
        <source>{card} brings it in</source>
        <translation>{card} bringt</translation>
    </message>
    <message>
        <source>{low} is all in; {card} brings it in</source>
        <translation>{low} ist all-in; {card} bringt</translation>
    </message>
    <message>
        <source>open pair — {small} or {big}</source>
        <translation>offenes Paar — {small} oder {big}</translation>
    </message>
    <message>
        <source>last card</source>
        <translation>Last Card</translation>
    </message>
    <message>
        <source>community card: {card}</source>
        <translation>Gemeinschaftskarte: {card}</translation>
    </message>
    <message>
        <source>possible straight</source>
        <translation>möglicher Straight</translation>
    </message>
    <message>
        <source>possible flush</source>
        <translation>möglicher Flush</translation>
    </message>
    <message>
        <source>possible straight flush</source>
        <translation>möglicher Straight Flush</translation>
    </message>
    <message>
        <source>{hand} low</source>
        <translation>{hand} Low</translation>
    </message>
    <message>
        <source>{hand} is all in; seat {seat} bets</source>
        <translation>{hand} ist all-in; Platz {seat} beginnt</translation>
    </message>
    <message>
        <source>{hand} bets</source>
        <translation>{hand} beginnt</translation>
    </message>
    <message>
        <source>bring-in, {amount}</source>
        <translation>Bring-in, {amount}</translation>
    </message>
    <message>
        <source>complete to {amount}</source>
        <translation>komplettiert auf {amount}</translation>
    </message>
    <message>
        <source>bet {amount}</source>
        <translation>gesetzt: {amount}</translation>
    </message>
    <message>
        <source>raise to {amount}</source>
        <translation>erhöht auf {amount}</translation>
    </message>
    <message>
        <source>re-raise to {amount}</source>
        <translation>Re-Raise auf {amount}</translation>
    </message>
    <message>
        <source>last raise, {amount}: capped</source>
        <translation>letzte Erhöhung, {amount}: Cap</translation>
    </message>
    <message>
        <source>{call}, all in</source>
        <translation>{call}, all-in</translation>
    </message>
    <message>
        <source>{call}; {owed} to you</source>
        <translation>{call}; für Sie {owed}</translation>
    </message>
    <message>
        <source>{high}; {low}</source>
        <translation>{high}; {low}</translation>
    </message>
</context>
<context>
    <name>AnnouncementBuilder</name>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Whose: no seat needed</source>
        <translation>Wessen: kein Platz nötig</translation>
    </message>
    <message>
        <source>Whose: click the seat or press its number</source>
        <translation>Wessen: Platz anklicken oder seine Nummer drücken</translation>
    </message>
    <message>
        <source>Whose: seat {seat}</source>
        <translation>Wessen: Platz {seat}</translation>
    </message>
    <message>
        <source>Which rank: press its key or click it</source>
        <translation>Welcher Rang: Taste drücken oder anklicken</translation>
    </message>
    <message>
        <source>Which ranks: press or click both</source>
        <translation>Welche Ränge: beide drücken oder anklicken</translation>
    </message>
    <message>
        <source>What:</source>
        <translation>Was:</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Confirm the announcement (Enter)</source>
        <translation>Die Ansage bestätigen (Enter)</translation>
    </message>
    <message>
        <source>⏎ Enter</source>
        <translation>⏎</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel the announcement (Esc)</source>
        <translation>Die Ansage abbrechen (Esc)</translation>
    </message>
    <message>
        <source>Announcement builder</source>
        <translation>Ansage zusammenstellen</translation>
    </message>
    <message>
        <source>{what} (key {key})</source>
        <translation>{what} (Taste {key})</translation>
    </message>
    <message>
        <source>Key {key}</source>
        <translation>Taste {key}</translation>
    </message>
    <message>
        <source>Bring-in card</source>
        <translation>Bring-in-Karte</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation>Zwei Paar</translation>
    </message>
    <message>
        <source>Trips</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <source>Possible straight</source>
        <translation>Möglicher Straight</translation>
    </message>
    <message>
        <source>Possible flush</source>
        <translation>Möglicher Flush</translation>
    </message>
    <message>
        <source>Possible straight flush</source>
        <translation>Möglicher Straight Flush</translation>
    </message>
    <message>
        <source>Low hand to act</source>
        <translation>Niedrigste Hand</translation>
    </message>
    <message>
        <source>High hand to act</source>
        <translation>Höchste Hand</translation>
    </message>
    <message>
        <source>Open pair option</source>
        <translation>Offenes Paar: Option</translation>
    </message>
    <message>
        <source>Community card</source>
        <translation>Gemeinschaftskarte</translation>
    </message>
    <message>
        <source>Bring-in amount</source>
        <translation>Bring-in-Betrag</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Komplettieren</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <source>Re-raise</source>
        <translation>Re-Raise</translation>
    </message>
    <message>
        <source>Last raise (cap)</source>
        <translation>Letzte Erhöhung (Cap)</translation>
    </message>
</context>
<context>
    <name>AnswerInput</name>
    <message>
        <source>Pick the seats in order first.</source>
        <translation>Wählen Sie zuerst die Plätze der Reihe nach.</translation>
    </message>
    <message>
        <source>Click a seat first.</source>
        <translation>Klicken Sie zuerst auf einen Platz.</translation>
    </message>
    <message>
        <source>Pick an answer first.</source>
        <translation>Wählen Sie zuerst eine Antwort.</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
</context>
<context>
    <name>AssignedButton</name>
    <message numerus="yes">
        <source>Assigned to you: %n open →</source>
        <translation>
            <numerusform>Ihnen zugewiesen: %n offen →</numerusform>
            <numerusform>Ihnen zugewiesen: %n offen →</numerusform>
        </translation>
    </message>
    <message>
        <source>Your assignments and exams, in the Quiz</source>
        <translation>Ihre Zuweisungen und Prüfungen, im Quiz</translation>
    </message>
</context>
<context>
    <name>AssignedPage</name>
    <message>
        <source>Skills: {skills}</source>
        <translation>Fertigkeiten: {skills}</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n Frage</numerusform>
            <numerusform>%n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source> · due {date}</source>
        <translation> · fällig am {date}</translation>
    </message>
    <message>
        <source>{answered} of {total} answered, {right} right</source>
        <translation>{answered} von {total} beantwortet, {right} richtig</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>Überfällig</translation>
    </message>
    <message>
        <source>Practise again</source>
        <translation>Noch einmal üben</translation>
    </message>
    <message numerus="yes">
        <source>Practise (%n left)</source>
        <translation>
            <numerusform>Üben (noch %n)</numerusform>
            <numerusform>Üben (noch %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Start {name}</source>
        <translation>{name} beginnen</translation>
    </message>
    <message>
        <source>all three games</source>
        <translation>alle drei Spiele</translation>
    </message>
    <message>
        <source>pass mark {mark}</source>
        <translation>Bestehensgrenze {mark}</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} Min.</translation>
    </message>
    <message>
        <source>Games: {games}</source>
        <translation>Spiele: {games}</translation>
    </message>
    <message>
        <source>Passed with {score}</source>
        <translation>Bestanden mit {score}</translation>
    </message>
    <message>
        <source>certificate {code}</source>
        <translation>Zertifikat {code}</translation>
    </message>
    <message>
        <source>Save the certificate (PDF)…</source>
        <translation>Das Zertifikat speichern (PDF)…</translation>
    </message>
    <message>
        <source>the certificate follows once the instructor has checked it</source>
        <translation>das Zertifikat folgt, sobald der Ausbilder die Prüfung nachgeprüft hat</translation>
    </message>
    <message>
        <source>No sittings left</source>
        <translation>Kein Versuch mehr übrig</translation>
    </message>
    <message>
        <source>best {score}</source>
        <translation>bestes Ergebnis {score}</translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s) left</source>
        <translation>
            <numerusform>noch %n Versuch</numerusform>
            <numerusform>noch %n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <source>last {score}</source>
        <translation>zuletzt {score}</translation>
    </message>
    <message>
        <source>Start exam</source>
        <translation>Prüfung beginnen</translation>
    </message>
    <message>
        <source>Start the exam {name}</source>
        <translation>Die Prüfung {name} beginnen</translation>
    </message>
    <message>
        <source>Exam: {name}</source>
        <translation>Prüfung: {name}</translation>
    </message>
    <message>
        <source>withdrawn by the instructor</source>
        <translation>vom Ausbilder zurückgezogen</translation>
    </message>
    <message>
        <source>opens {when}</source>
        <translation>öffnet {when}</translation>
    </message>
    <message>
        <source>closed {when}</source>
        <translation>geschlossen {when}</translation>
    </message>
    <message>
        <source>open until {when}</source>
        <translation>offen bis {when}</translation>
    </message>
    <message>
        <source>Assigned to you</source>
        <translation>Ihnen zugewiesen</translation>
    </message>
    <message>
        <source>Nothing is assigned to you at the moment: practise what you like.</source>
        <translation>Zurzeit ist Ihnen nichts zugewiesen: Üben Sie, was Sie möchten.</translation>
    </message>
    <message>
        <source>Free practice…</source>
        <translation>Freies Üben…</translation>
    </message>
    <message>
        <source>Choose a quiz of your own: mode, skills, questions</source>
        <translation>Ein eigenes Quiz wählen: Modus, Fertigkeiten, Fragen</translation>
    </message>
</context>
<context>
    <name>AssignmentsPage</name>
    <message>
        <source>The assignments could not be read: {reason}</source>
        <translation>Die Zuweisungen konnten nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>Every class</source>
        <translation>Alle Klassen</translation>
    </message>
    <message>
        <source>Class: {name}</source>
        <translation>Klasse: {name}</translation>
    </message>
    <message>
        <source>The whole class</source>
        <translation>Die ganze Klasse</translation>
    </message>
    <message>
        <source>Whole class</source>
        <translation>Ganze Klasse</translation>
    </message>
    <message>
        <source>{done} of {count} done</source>
        <translation>{done} von {count} erledigt</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s): {skills}</source>
        <translation>
            <numerusform>%n Frage: {skills}</numerusform>
            <numerusform>%n Fragen: {skills}</numerusform>
        </translation>
    </message>
    <message>
        <source>{answered} of {questions}</source>
        <translation>{answered} von {questions}</translation>
    </message>
    <message>
        <source>no due date</source>
        <translation>ohne Termin</translation>
    </message>
    <message>
        <source>{date} (overdue)</source>
        <translation>{date} (überfällig)</translation>
    </message>
    <message>
        <source>Give the assignment a name, such as “Betting on 4th street”.</source>
        <translation>Geben Sie der Zuweisung einen Namen, etwa „Setzen auf der Fourth Street“.</translation>
    </message>
    <message>
        <source>Tick at least one skill.</source>
        <translation>Kreuzen Sie mindestens eine Fertigkeit an.</translation>
    </message>
    <message>
        <source>The assignment could not be saved: {reason}</source>
        <translation>Die Zuweisung konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>“{name}” assigned to {who}.</source>
        <translation>„{name}“ zugewiesen an: {who}.</translation>
    </message>
    <message>
        <source>Withdraw assignment</source>
        <translation>Zuweisung zurückziehen</translation>
    </message>
    <message>
        <source>Withdraw “{name}”? The answers already given are kept.</source>
        <translation>„{name}“ zurückziehen? Die schon gegebenen Antworten bleiben erhalten.</translation>
    </message>
    <message>
        <source>The assignment could not be withdrawn: {reason}</source>
        <translation>Die Zuweisung konnte nicht zurückgezogen werden: {reason}</translation>
    </message>
    <message>
        <source>“{name}” withdrawn.</source>
        <translation>„{name}“ zurückgezogen.</translation>
    </message>
    <message>
        <source>New assignment</source>
        <translation>Neue Zuweisung</translation>
    </message>
    <message>
        <source>Assignments and progress</source>
        <translation>Zuweisungen und Fortschritt</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Skills:</source>
        <translation>&amp;Fertigkeiten:</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>Fra&amp;gen:</translation>
    </message>
    <message>
        <source>&amp;Due:</source>
        <translation>&amp;Termin:</translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation>F&amp;ür:</translation>
    </message>
    <message>
        <source>e.g. Betting on 4th street</source>
        <translation>z. B. Setzen auf der Fourth Street</translation>
    </message>
    <message>
        <source>Name of the assignment</source>
        <translation>Name der Zuweisung</translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation>Anzahl der Fragen</translation>
    </message>
    <message>
        <source>Due date</source>
        <translation>Termin</translation>
    </message>
    <message>
        <source>No due date</source>
        <translation>Ohne Termin</translation>
    </message>
    <message>
        <source>Assign to</source>
        <translation>Zuweisen an</translation>
    </message>
    <message>
        <source>Assign</source>
        <translation>Zuweisen</translation>
    </message>
    <message>
        <source>Assignment</source>
        <translation>Zuweisung</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Für</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Termin</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Withdraw…</source>
        <translation>Zurückziehen…</translation>
    </message>
    <message>
        <source>Take the assignment back; answers already given are kept</source>
        <translation>Die Zuweisung zurücknehmen; schon gegebene Antworten bleiben erhalten</translation>
    </message>
</context>
<context>
    <name>AssistantView</name>
    <message>
        <source>The hand is over: end it on the sheet.</source>
        <translation>Die Hand ist vorbei: auf dem Bogen beenden.</translation>
    </message>
    <message>
        <source>No player is to act now.</source>
        <translation>Gerade ist kein Spieler am Zug.</translation>
    </message>
    <message>
        <source>Heard: “{call}” ✓ due now</source>
        <translation>Gehört: „{call}“ ✓ jetzt fällig</translation>
    </message>
    <message>
        <source>Heard: “{call}” ✗ due now: {due}</source>
        <translation>Gehört: „{call}“ ✗ jetzt fällig: {due}</translation>
    </message>
    <message>
        <source>Heard: “{call}” ✗ no call is due now</source>
        <translation>Gehört: „{call}“ ✗ jetzt ist keine Ansage fällig</translation>
    </message>
    <message>
        <source>Due from the dealer now:</source>
        <translation>Jetzt ist vom Dealer fällig:</translation>
    </message>
    <message>
        <source>Bring-in: seat {seat}</source>
        <translation>Bring-in: Platz {seat}</translation>
    </message>
    <message>
        <source>Opened this street: seat {seat}</source>
        <translation>Eröffnet diese Straße: Platz {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} may: {options}</source>
        <translation>Platz {seat} darf: {options}</translation>
    </message>
    <message>
        <source>Pot: {pot}</source>
        <translation>Pot: {pot}</translation>
    </message>
    <message>
        <source>Show order: {order}</source>
        <translation>Reihenfolge im Showdown: {order}</translation>
    </message>
    <message>
        <source>The engine</source>
        <translation>Die Regel-Engine</translation>
    </message>
    <message>
        <source>Upcards (Kd 7s 2c), an action (call 20), a hand shown (As Ad 2d)</source>
        <translation>Offene Karten (Kd 7s 2c), eine Aktion (call 20), eine gezeigte Hand (As Ad 2d)</translation>
    </message>
    <message>
        <source>Check (x)</source>
        <translation>Checken (x)</translation>
    </message>
    <message>
        <source>Call (c)</source>
        <translation>Mitgehen (c)</translation>
    </message>
    <message>
        <source>Bet (b)</source>
        <translation>Setzen (b)</translation>
    </message>
    <message>
        <source>Raise (r)</source>
        <translation>Erhöhen (r)</translation>
    </message>
    <message>
        <source>Complete (p)</source>
        <translation>Komplettieren (p)</translation>
    </message>
    <message>
        <source>Bring-in (i)</source>
        <translation>Bring-in (i)</translation>
    </message>
    <message>
        <source>Fold (f)</source>
        <translation>Passen (f)</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Wegwerfen</translation>
    </message>
    <message>
        <source>Hear the trainee's call (L)</source>
        <translation>Ansage des Teilnehmers hören (L)</translation>
    </message>
    <message>
        <source>Listens for the call said at the table (English) and compares it with the calls due.</source>
        <translation>Hört die am Tisch gesprochene Ansage (Englisch) und vergleicht sie mit den fälligen Ansagen.</translation>
    </message>
</context>
<context>
    <name>AuditPage</name>
    <message>
        <source>The audit trail is kept by a school's PostgreSQL server; this computer's file has none (anyone who can write the file could change it).</source>
        <translation>Das Prüfprotokoll führt der PostgreSQL-Server einer Schule; die Datei dieses Computers hat keines (wer die Datei schreiben kann, könnte es ändern).</translation>
    </message>
    <message>
        <source>Written by the school's database itself: who did what, when, from which station. Nobody can change it. The newest {count} lines; `croupier school audit` prints them all.</source>
        <translation>Von der Datenbank der Schule selbst geschrieben: wer was wann an welcher Station getan hat. Niemand kann es ändern. Die neuesten {count} Zeilen; `croupier school audit` gibt alle aus.</translation>
    </message>
    <message>
        <source>The audit trail could not be read: {reason}</source>
        <translation>Das Prüfprotokoll konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>Login</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Einzelheiten</translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation>Prüfprotokoll</translation>
    </message>
</context>
<context>
    <name>AuditWords</name>
    <message>
        <source>created</source>
        <translation>angelegt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>granted</source>
        <translation>gewährt</translation>
    </message>
    <message>
        <source>withdrew</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <source>sealed</source>
        <translation>besiegelt</translation>
    </message>
    <message>
        <source>trainee</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>trainee's password</source>
        <translation>Passwort eines Teilnehmers</translation>
    </message>
    <message>
        <source>assignment</source>
        <translation>Zuweisung</translation>
    </message>
    <message>
        <source>exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>another sitting</source>
        <translation>weiterer Prüfungsversuch</translation>
    </message>
    <message>
        <source>certificate</source>
        <translation>Zertifikat</translation>
    </message>
    <message>
        <source>re-grading</source>
        <translation>Nachbewertung</translation>
    </message>
    <message>
        <source>school seal</source>
        <translation>Siegel der Schule</translation>
    </message>
    <message>
        <source>practical exam</source>
        <translation>Praxisprüfung</translation>
    </message>
    <message>
        <source>live round</source>
        <translation>Live-Runde</translation>
    </message>
    <message>
        <source>instructor's login</source>
        <translation>Login eines Ausbilders</translation>
    </message>
    <message>
        <source>class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>class's instructor</source>
        <translation>Ausbilder einer Klasse</translation>
    </message>
    <message>
        <source>class's rubric</source>
        <translation>Bewertungsschema einer Klasse</translation>
    </message>
    <message>
        <source>{action} {subject} {id}</source>
        <translation>{subject} {id} {action}</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
</context>
<context>
    <name>Certificate</name>
    <message>
        <source>d MMMM yyyy</source>
        <translation>d. MMMM yyyy</translation>
    </message>
    <message>
        <source>has passed the exam {exam}</source>
        <translation>die Prüfung {exam} bestanden hat.</translation>
    </message>
    <message>
        <source>Score: {correct} of {total} ({percent}) · pass mark {mark}</source>
        <translation>Ergebnis: {correct} von {total} ({percent}) · Bestehensgrenze {mark}</translation>
    </message>
    <message>
        <source>Written: {score}
Practical exam: {percent} ({verdict})</source>
        <translation>Schriftlich: {score}
Praxisprüfung: {percent} ({verdict})</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>Croupier training</source>
        <translation>Croupier-Ausbildung</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Zertifikat</translation>
    </message>
    <message>
        <source>This is to certify that</source>
        <translation>Hiermit wird bestätigt, dass</translation>
    </message>
    <message>
        <source>Games: {games}</source>
        <translation>Spiele: {games}</translation>
    </message>
    <message>
        <source>Skills: {skills}</source>
        <translation>Fertigkeiten: {skills}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>Ausbilder</translation>
    </message>
    <message>
        <source>Verification code</source>
        <translation>Prüfcode</translation>
    </message>
    <message>
        <source>To check it, the school runs:</source>
        <translation>Zur Prüfung gibt die Schule ein:</translation>
    </message>
    <message>
        <source>School seal {fingerprint}</source>
        <translation>Siegel der Schule {fingerprint}</translation>
    </message>
    <message>
        <source>Certificate: {trainee}, {exam}</source>
        <translation>Zertifikat: {trainee}, {exam}</translation>
    </message>
</context>
<context>
    <name>Checklist</name>
    <message>
        <source>Rule {number}: {title} (click to read it)</source>
        <translation>Regel {number}: {title} (zum Lesen klicken)</translation>
    </message>
    <message>
        <source>Shuffle: scramble, riffles, strip</source>
        <translation>Mischen: Scramble, Riffles, Strip</translation>
    </message>
    <message>
        <source>Ask for and collect the antes</source>
        <translation>Antes ansagen und einsammeln</translation>
    </message>
    <message>
        <source>Cut onto the cut card</source>
        <translation>Auf die Cut-Card abheben</translation>
    </message>
    <message>
        <source>{street}: two down, one up</source>
        <translation>{street}: zwei verdeckt, eine offen</translation>
    </message>
    <message>
        <source>Name the bring-in</source>
        <translation>Bring-in ansagen</translation>
    </message>
    <message>
        <source>{street}: count, burn, last card, deal</source>
        <translation>{street}: zählen, brennen, Last Card, geben</translation>
    </message>
    <message>
        <source>{street}: burn, deal, announce</source>
        <translation>{street}: brennen, geben, ansagen</translation>
    </message>
    <message>
        <source>{street}: betting, gather</source>
        <translation>{street}: Setzrunde, Einsätze zum Pot</translation>
    </message>
    <message>
        <source>Showdown: order and readings</source>
        <translation>Showdown: Reihenfolge und Ansagen</translation>
    </message>
    <message>
        <source>Kill the losing hands, push the pot</source>
        <translation>Verlierende Hände vernichten, Pot zuschieben</translation>
    </message>
    <message>
        <source>{line} (done for you)</source>
        <translation>{line} (für Sie erledigt)</translation>
    </message>
    <message>
        <source>Shuffled: {steps}</source>
        <translation>Gemischt: {steps}</translation>
    </message>
    <message>
        <source>Asked for the antes</source>
        <translation>Um die Antes gebeten</translation>
    </message>
    <message numerus="yes">
        <source>Antes collected from %n seat(s)</source>
        <translation>
            <numerusform>Ante von %n Platz eingesammelt</numerusform>
            <numerusform>Antes von %n Plätzen eingesammelt</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck cut onto the cut card</source>
        <translation>Auf die Cut-Card abgehoben</translation>
    </message>
    <message>
        <source>Burned a card before {street}</source>
        <translation>Vor der {street} eine Karte gebrannt</translation>
    </message>
    <message>
        <source>{card} brought it in ({low} all in)</source>
        <translation>{card} hat gebracht ({low} all-in)</translation>
    </message>
    <message>
        <source>{card} brought it in</source>
        <translation>{card} hat gebracht</translation>
    </message>
    <message>
        <source>Called the action: {calls}</source>
        <translation>Action angesagt: {calls}</translation>
    </message>
    <message>
        <source>Announced {words} (seat {seat})</source>
        <translation>Angesagt: {words} (Platz {seat})</translation>
    </message>
    <message>
        <source>Announced {words}</source>
        <translation>Angesagt: {words}</translation>
    </message>
    <message>
        <source>Gathered the bets into the pot</source>
        <translation>Einsätze zum Pot gebracht</translation>
    </message>
    <message>
        <source>Gathered {chips} into the pot</source>
        <translation>{chips} zum Pot gebracht</translation>
    </message>
    <message>
        <source>Returned the uncalled {amount} to seat {seat}</source>
        <translation>Platz {seat} die nicht gehaltenen {amount} zurückgegeben</translation>
    </message>
    <message>
        <source>Scrambled the stub with the burn cards</source>
        <translation>Stub mit den Burn-Cards gemischt</translation>
    </message>
    <message>
        <source>Turned the community card</source>
        <translation>Gemeinschaftskarte aufgedeckt</translation>
    </message>
    <message>
        <source>Turned the community card: {card}</source>
        <translation>Gemeinschaftskarte aufgedeckt: {card}</translation>
    </message>
    <message>
        <source>Removed the cut card</source>
        <translation>Cut-Card entfernt</translation>
    </message>
    <message>
        <source>Called the showdown: seat {seat} shows first</source>
        <translation>Showdown angesagt: Platz {seat} zeigt zuerst</translation>
    </message>
    <message>
        <source>Read seat {seat}'s hand: {reading}</source>
        <translation>Hand von Platz {seat} angesagt: {reading}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message numerus="yes">
        <source>Killed %n losing hand(s): {seats}</source>
        <translation>
            <numerusform>%n verlierende Hand vernichtet: {seats}</numerusform>
            <numerusform>%n verlierende Hände vernichtet: {seats}</numerusform>
        </translation>
    </message>
    <message>
        <source>{step} ×{count}</source>
        <translation>{step} ×{count}</translation>
    </message>
    <message>
        <source>seat {seat} {card}</source>
        <translation>Platz {seat} {card}</translation>
    </message>
    <message>
        <source>Dealt {street}: {cards}</source>
        <translation>{street} gegeben: {cards}</translation>
    </message>
    <message>
        <source>Dealt {street} face down to {seats}</source>
        <translation>{street} verdeckt gegeben an {seats}</translation>
    </message>
    <message>
        <source>enough for everyone</source>
        <translation>reicht für alle</translation>
    </message>
    <message>
        <source>too short, the burn cards scrambled in</source>
        <translation>zu wenig, die Burn-Cards dazugemischt</translation>
    </message>
    <message>
        <source>too short, one community card</source>
        <translation>zu wenig, eine Gemeinschaftskarte</translation>
    </message>
    <message>
        <source>the burn cards scrambled in, then one community card</source>
        <translation>die Burn-Cards dazugemischt, dann eine Gemeinschaftskarte</translation>
    </message>
    <message>
        <source>deal to the last card, then scramble in the burn cards</source>
        <translation>bis zur letzten Karte geben, dann die Burn-Cards dazumischen</translation>
    </message>
    <message>
        <source>when it runs out, scramble in the burn cards and the muck</source>
        <translation>wenn er ausgeht, Burn-Cards und Muck dazumischen</translation>
    </message>
    <message>
        <source>Counted the stub</source>
        <translation>Stub gezählt</translation>
    </message>
    <message>
        <source>Counted the stub: {plan}</source>
        <translation>Stub gezählt: {plan}</translation>
    </message>
    <message>
        <source>{chips} to seat {seat}</source>
        <translation>{chips} an Platz {seat}</translation>
    </message>
    <message>
        <source>Pushed the main pot: {shares}</source>
        <translation>Hauptpot zugeschoben: {shares}</translation>
    </message>
    <message>
        <source>Pushed side pot {number}: {shares}</source>
        <translation>Side-Pot {number} zugeschoben: {shares}</translation>
    </message>
    <message>
        <source>{push} (high half)</source>
        <translation>{push} (High-Hälfte)</translation>
    </message>
    <message>
        <source>{push} (low half)</source>
        <translation>{push} (Low-Hälfte)</translation>
    </message>
    <message>
        <source>Who acts: not seat {seat} ({rule})</source>
        <translation>Wer spricht: nicht Platz {seat} ({rule})</translation>
    </message>
    <message>
        <source>Who shows next: not seat {seat} ({rule})</source>
        <translation>Wer zeigt als Nächstes: nicht Platz {seat} ({rule})</translation>
    </message>
    <message>
        <source>What seat {seat} may do: not {chosen} ({rule})</source>
        <translation>Was Platz {seat} darf: nicht {chosen} ({rule})</translation>
    </message>
    <message>
        <source>Stopped the table with nothing wrong</source>
        <translation>Tisch ohne Grund gestoppt</translation>
    </message>
    <message>
        <source>Incident missed: {ruling} ({rule})</source>
        <translation>Vorfall übersehen: {ruling} ({rule})</translation>
    </message>
    <message>
        <source>Ruling: {ruling}, not {chosen} ({rule})</source>
        <translation>Entscheidung: {ruling}, nicht {chosen} ({rule})</translation>
    </message>
    <message>
        <source>Dealt seat {seat} before seat {due} ({rule})</source>
        <translation>Platz {seat} vor Platz {due} gegeben ({rule})</translation>
    </message>
    <message>
        <source>{flag} ({rule}): {step}</source>
        <translation>{flag} ({rule}): {step}</translation>
    </message>
    <message>
        <source>Change for seat {seat}: not {given} ({rule})</source>
        <translation>Wechselgeld für Platz {seat}: nicht {given} ({rule})</translation>
    </message>
    <message>
        <source>Pot counted: not {counted} ({rule})</source>
        <translation>Pot gezählt: nicht {counted} ({rule})</translation>
    </message>
    <message>
        <source>Read seat {seat}: not “{said}” ({rule})</source>
        <translation>Hand von Platz {seat}: nicht „{said}“ ({rule})</translation>
    </message>
    <message>
        <source>Pot split wrongly ({rule})</source>
        <translation>Pot falsch geteilt ({rule})</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>To come</source>
        <translation>Noch offen</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Entfallen</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>Falsch</translation>
    </message>
    <message>
        <source>Checklist of the hand</source>
        <translation>Ablauf der Hand</translation>
    </message>
</context>
<context>
    <name>ChipInput</name>
    <message>
        <source>Name the hand first: its kind and ranks, or type it.</source>
        <translation>Nennen Sie zuerst die Hand: ihre Art und die Ränge, oder tippen Sie sie.</translation>
    </message>
    <message>
        <source>Choose a seat, then click the chips it gets.</source>
        <translation>Wählen Sie einen Platz und klicken Sie dann die Chips an, die er bekommt.</translation>
    </message>
    <message>
        <source>Click the chips that go back first.</source>
        <translation>Klicken Sie zuerst die Chips an, die zurückgehen.</translation>
    </message>
</context>
<context>
    <name>ChipWords</name>
    <message>
        <source>Seat {seat} puts in {paid} for {amount}: make the change from the pot.</source>
        <translation>Platz {seat} setzt {paid} für {amount}: Geben Sie das Wechselgeld aus dem Pot heraus.</translation>
    </message>
    <message>
        <source>Count the pot before you push it: how much is in the middle?</source>
        <translation>Zählen Sie den Pot, bevor Sie ihn zuschieben: Wie viel liegt in der Mitte?</translation>
    </message>
    <message>
        <source>Seat {seat} asks: how much is in the pot?</source>
        <translation>Platz {seat} fragt: Wie viel ist im Pot?</translation>
    </message>
    <message>
        <source>Split the main pot ({amount}): name the winners, then give each their chips.</source>
        <translation>Teilen Sie den Hauptpot ({amount}): Nennen Sie die Gewinner und geben Sie jedem seine Chips.</translation>
    </message>
    <message>
        <source>Split side pot {number} ({amount}): name the winners, then give each their chips.</source>
        <translation>Teilen Sie Side-Pot {number} ({amount}): Nennen Sie die Gewinner und geben Sie jedem seine Chips.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>{kind} without its ranks</source>
        <translation>{kind} ohne Ränge</translation>
    </message>
    <message>
        <source>{hand}, {kickers} kicker</source>
        <translation>{hand}, Kicker {kickers}</translation>
    </message>
    <message>
        <source>the words name no hand</source>
        <translation>die Worte nennen keine Hand</translation>
    </message>
    <message>
        <source>say the high hand too</source>
        <translation>nennen Sie auch die High Hand</translation>
    </message>
    <message>
        <source>not that kind of hand</source>
        <translation>nicht diese Art Hand</translation>
    </message>
    <message>
        <source>a rank is wrong</source>
        <translation>ein Rang stimmt nicht</translation>
    </message>
    <message>
        <source>name every rank the call names (“jack-ten high”, “kings and nines”)</source>
        <translation>jeden Rang nennen, den die Ansage nennt („Bube-Zehn hoch“, „Könige und Neunen“)</translation>
    </message>
    <message>
        <source>name the ranks that decide (a kicker here)</source>
        <translation>nennen Sie die Ränge, die entscheiden (hier ein Kicker)</translation>
    </message>
    <message>
        <source>say the low, or “no low”</source>
        <translation>nennen Sie das Low oder „kein Low“</translation>
    </message>
    <message>
        <source>there is no low</source>
        <translation>es gibt kein Low</translation>
    </message>
    <message>
        <source>there is a low</source>
        <translation>es gibt ein Low</translation>
    </message>
    <message>
        <source>Change for seat {seat}: {chips} ({rule})</source>
        <translation>Wechselgeld für Platz {seat}: {chips} ({rule})</translation>
    </message>
    <message>
        <source>Not the change seat {seat} is owed ({rule})</source>
        <translation>Nicht das Wechselgeld, das Platz {seat} zusteht ({rule})</translation>
    </message>
    <message>
        <source>Seat {seat} is owed {due} in change, not {given}, e.g. {right} ({rule})</source>
        <translation>Platz {seat} bekommt {due} Wechselgeld, nicht {given}, z. B. {right} ({rule})</translation>
    </message>
    <message>
        <source>The pot is {amount} ({rule})</source>
        <translation>Im Pot sind {amount} ({rule})</translation>
    </message>
    <message>
        <source>Not what is in the pot ({rule})</source>
        <translation>Nicht, was im Pot ist ({rule})</translation>
    </message>
    <message>
        <source>The pot is {due}, not {counted}: the {front} in front of the players goes in only when the bets are gathered ({rule})</source>
        <translation>Im Pot sind {due}, nicht {counted}: Die {front} vor den Spielern kommen erst in den Pot, wenn die Einsätze eingesammelt werden ({rule})</translation>
    </message>
    <message>
        <source>The pot is {due}, not {counted} ({rule})</source>
        <translation>Im Pot sind {due}, nicht {counted} ({rule})</translation>
    </message>
    <message>
        <source>Seat {seat}: “{reading}” ({rule})</source>
        <translation>Platz {seat}: „{reading}“ ({rule})</translation>
    </message>
    <message>
        <source>Not seat {seat}'s hand: {why} ({rule})</source>
        <translation>Nicht die Hand von Platz {seat}: {why} ({rule})</translation>
    </message>
    <message>
        <source>Seat {seat} reads “{right}”, not “{said}”: {why} ({rule})</source>
        <translation>Platz {seat} hat „{right}“, nicht „{said}“: {why} ({rule})</translation>
    </message>
    <message>
        <source>Pushed the main pot: {shares} ({rule})</source>
        <translation>Hauptpot zugeschoben: {shares} ({rule})</translation>
    </message>
    <message>
        <source>Pushed side pot {number}: {shares} ({rule})</source>
        <translation>Side-Pot {number} zugeschoben: {shares} ({rule})</translation>
    </message>
    <message>
        <source>the main pot</source>
        <translation>den Hauptpot</translation>
    </message>
    <message>
        <source>side pot {number}</source>
        <translation>Side-Pot {number}</translation>
    </message>
    <message>
        <source>Push {pot} first: the last side pot formed goes first ({rule})</source>
        <translation>Schieben Sie zuerst {pot} zu: Der zuletzt gebildete Side-Pot kommt zuerst ({rule})</translation>
    </message>
    <message>
        <source>Not the right split ({rule})</source>
        <translation>Nicht richtig geteilt ({rule})</translation>
    </message>
    <message>
        <source>The winners are not those: {winners} ({rule})</source>
        <translation>Das sind nicht die Gewinner: {winners} ({rule})</translation>
    </message>
    <message>
        <source>Due: {shares} ({rule})</source>
        <translation>Es stehen zu: {shares} ({rule})</translation>
    </message>
    <message>
        <source>high</source>
        <translation>High</translation>
    </message>
    <message>
        <source>low</source>
        <translation>Low</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>der Pot</translation>
    </message>
    <message>
        <source>{half}: seat {seats}</source>
        <translation>{half}: Platz {seats}</translation>
    </message>
    <message>
        <source>seat {seat} {amount}</source>
        <translation>Platz {seat} {amount}</translation>
    </message>
    <message>
        <source>{verdict}: {problems}</source>
        <translation>{verdict}: {problems}</translation>
    </message>
    <message>
        <source>seat {seat} got {given}, is due {due}</source>
        <translation>Platz {seat} hat {given} bekommen, ihm stehen {due} zu</translation>
    </message>
    <message>
        <source>seat {seat} got {given}, is due only {due}</source>
        <translation>Platz {seat} hat {given} bekommen, ihm stehen nur {due} zu</translation>
    </message>
    <message>
        <source>seat {seat} wins nothing in this pot</source>
        <translation>Platz {seat} gewinnt nichts in diesem Pot</translation>
    </message>
    <message>
        <source>the odd chip goes to seat {right}, not seat {seat} (R8.6)</source>
        <translation>der ungerade Chip geht an Platz {right}, nicht an Platz {seat} (R8.6)</translation>
    </message>
    <message>
        <source>{amount} still in the middle</source>
        <translation>{amount} liegen noch in der Mitte</translation>
    </message>
    <message>
        <source>there is no {value} chip there: colour a larger one down</source>
        <translation>dort liegt kein {value}er-Chip: Wechseln Sie einen größeren klein</translation>
    </message>
    <message>
        <source>{given} given, {due} due</source>
        <translation>{given} gegeben, {due} fällig</translation>
    </message>
    <message>
        <source>Done for you: change for seat {seat}, {chips}</source>
        <translation>Für Sie erledigt: Wechselgeld für Platz {seat}, {chips}</translation>
    </message>
    <message>
        <source>Done for you: the pot counted, {amount}</source>
        <translation>Für Sie erledigt: Pot gezählt, {amount}</translation>
    </message>
    <message>
        <source>seat {seat} {chips}</source>
        <translation>Platz {seat} {chips}</translation>
    </message>
    <message>
        <source>Done for you: the pot split, {plan}</source>
        <translation>Für Sie erledigt: Pot geteilt, {plan}</translation>
    </message>
</context>
<context>
    <name>ChipWork</name>
    <message>
        <source>An amount, or the stacks: 2x100 3x25</source>
        <translation>Ein Betrag oder die Stapel: 2x100 3x25</translation>
    </message>
    <message>
        <source>Count each colour's stacks, then type the total (or the stacks).</source>
        <translation>Zählen Sie die Stapel jeder Farbe und tippen Sie die Summe (oder die Stapel).</translation>
    </message>
    <message>
        <source>Choose the seat that gets the chips first (click it or its number).</source>
        <translation>Wählen Sie zuerst den Platz, der die Chips bekommt (anklicken oder seine Nummer).</translation>
    </message>
    <message>
        <source>Type the amount, such as 255, or the stacks, such as 2x100 2x25 1x5.</source>
        <translation>Tippen Sie den Betrag, etwa 255, oder die Stapel, etwa 2x100 2x25 1x5.</translation>
    </message>
    <message>
        <source>Give one {value} chip</source>
        <translation>Einen {value}er-Chip geben</translation>
    </message>
    <message>
        <source>{count} chips of {value}</source>
        <translation>{count} Chips zu {value}</translation>
    </message>
    <message>
        <source>Colour down one {value} chip</source>
        <translation>Einen {value}er-Chip klein wechseln</translation>
    </message>
    <message>
        <source>The pot:</source>
        <translation>Der Pot:</translation>
    </message>
    <message>
        <source>Change: {chips}</source>
        <translation>Wechselgeld: {chips}</translation>
    </message>
    <message>
        <source>Take back one chip</source>
        <translation>Einen Chip zurücknehmen</translation>
    </message>
    <message>
        <source>The last chip you gave back into the pot (Backspace)</source>
        <translation>Den zuletzt gegebenen Chip zurück in den Pot (Rücktaste)</translation>
    </message>
    <message>
        <source>Click the chips that go back to the player, then Enter.</source>
        <translation>Klicken Sie die Chips an, die an den Spieler zurückgehen, dann Enter.</translation>
    </message>
    <message>
        <source>Main pot {amount}</source>
        <translation>Hauptpot {amount}</translation>
    </message>
    <message>
        <source>Side pot {number}: {amount}</source>
        <translation>Side-Pot {number}: {amount}</translation>
    </message>
    <message>
        <source>Whole pot to:</source>
        <translation>Ganzer Pot an:</translation>
    </message>
    <message>
        <source>Seat {seat} wins the whole pot: push it all to them at once</source>
        <translation>Platz {seat} gewinnt den ganzen Pot: alles auf einmal zuschieben</translation>
    </message>
    <message>
        <source>High:</source>
        <translation>High:</translation>
    </message>
    <message>
        <source>Low:</source>
        <translation>Low:</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Gewinnt:</translation>
    </message>
    <message>
        <source>Seat {seat} wins this half</source>
        <translation>Platz {seat} gewinnt diese Hälfte</translation>
    </message>
    <message>
        <source>Seat {seat} wins</source>
        <translation>Platz {seat} gewinnt</translation>
    </message>
    <message>
        <source>The middle: click a chip to give it, ↓ colours one down</source>
        <translation>Die Mitte: Chip anklicken, um ihn zu geben; ↓ wechselt einen klein</translation>
    </message>
    <message>
        <source>To seat:</source>
        <translation>An Platz:</translation>
    </message>
    <message>
        <source>The chips go to seat {seat}</source>
        <translation>Die Chips gehen an Platz {seat}</translation>
    </message>
    <message>
        <source>Back one</source>
        <translation>Einen zurück</translation>
    </message>
    <message>
        <source>Seat {seat}'s last chip back into the middle</source>
        <translation>Den letzten Chip von Platz {seat} zurück in die Mitte</translation>
    </message>
    <message>
        <source>Name the winners, then give each their chips, and Enter. One winner: the whole pot to them in one click.</source>
        <translation>Nennen Sie die Gewinner, geben Sie jedem seine Chips, dann Enter. Ein Gewinner: der ganze Pot mit einem Klick.</translation>
    </message>
    <message>
        <source>Seat {seat}: {chips}</source>
        <translation>Platz {seat}: {chips}</translation>
    </message>
    <message>
        <source>Choose a seat, click the chips it gets; then Enter.</source>
        <translation>Platz wählen, seine Chips anklicken; dann Enter.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Bestätigen (Enter)</translation>
    </message>
    <message>
        <source>⏎ Enter</source>
        <translation>⏎ Enter</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Back to the duties (Esc)</source>
        <translation>Zurück zu den Aufgaben (Esc)</translation>
    </message>
</context>
<context>
    <name>ChoiceInput</name>
    <message>
        <source>Press {key} to pick or drop this one</source>
        <translation>{key} drücken, um diese zu wählen oder abzuwählen</translation>
    </message>
    <message>
        <source>Press {key} to answer with this one</source>
        <translation>{key} drücken, um mit dieser zu antworten</translation>
    </message>
    <message>
        <source>Pick every one that applies (number keys), then press Enter.</source>
        <translation>Wählen Sie alle zutreffenden (Zifferntasten), dann die Eingabetaste.</translation>
    </message>
    <message>
        <source>Press the number of your answer, or click it.</source>
        <translation>Drücken Sie die Nummer Ihrer Antwort oder klicken Sie darauf.</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>open the trainer's window (the default)</source>
        <translation>das Fenster des Trainers öffnen (Standard)</translation>
    </message>
    <message>
        <source>Open the trainer's window.</source>
        <translation>Das Fenster des Trainers öffnen.</translation>
    </message>
    <message>
        <source>language (default: as last chosen)</source>
        <translation>Sprache (Standard: die zuletzt gewählte)</translation>
    </message>
    <message>
        <source>a size is WIDTHxHEIGHT, such as 1280x800</source>
        <translation>eine Größe ist BREITExHÖHE, etwa 1280x800</translation>
    </message>
    <message>
        <source>the size must be between 320x240 and 7680x4320</source>
        <translation>die Größe muss zwischen 320x240 und 7680x4320 liegen</translation>
    </message>
    <message>
        <source>render a view of the trainer into a PNG file</source>
        <translation>eine Ansicht des Trainers als PNG-Datei ausgeben</translation>
    </message>
    <message>
        <source>Render a view of the trainer offscreen, in a representative state, into a PNG.</source>
        <translation>Eine Ansicht des Trainers ohne Bildschirm in einem typischen Zustand als PNG ausgeben.</translation>
    </message>
    <message>
        <source>which view (default: table)</source>
        <translation>welche Ansicht (Standard: table)</translation>
    </message>
    <message>
        <source>language (default: en)</source>
        <translation>Sprache (Standard: en)</translation>
    </message>
    <message>
        <source>window size (default 1280x800)</source>
        <translation>Fenstergröße (Standard 1280x800)</translation>
    </message>
    <message>
        <source>read croupier_&lt;lang&gt;.qm from DIR</source>
        <translation>croupier_&lt;lang&gt;.qm aus DIR lesen</translation>
    </message>
    <message>
        <source>the picture to write</source>
        <translation>das zu schreibende Bild</translation>
    </message>
    <message>
        <source>croupier screenshot: the {view} view is not available yet (available: {views}).</source>
        <translation>croupier screenshot: Die Ansicht {view} ist noch nicht verfügbar (verfügbar: {views}).</translation>
    </message>
    <message>
        <source>croupier screenshot: cannot write {path}</source>
        <translation>croupier screenshot: {path} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>croupier install-desktop: this is for Linux desktops. On Windows and macOS, copy the bundle's folder and start the croupier program in it (README, Install).</source>
        <translation>croupier install-desktop: Das ist für Linux-Desktops. Unter Windows und macOS kopieren Sie den Ordner des Bundles und starten das Programm croupier darin (README, Installation).</translation>
    </message>
    <message>
        <source>Croupier is no longer in this user's menu.</source>
        <translation>Croupier steht nicht mehr im Menü dieses Benutzers.</translation>
    </message>
    <message>
        <source>croupier install-desktop: {file} could not be written: {reason}</source>
        <translation>croupier install-desktop: {file} ließ sich nicht schreiben: {reason}</translation>
    </message>
    <message>
        <source>Croupier is in this user's menu (Education), with its icon. It starts: {command}</source>
        <translation>Croupier steht mit seinem Symbol im Menü dieses Benutzers (Bildung). Es startet: {command}</translation>
    </message>
    <message>
        <source>Files written under {folder}:</source>
        <translation>Geschriebene Dateien unter {folder}:</translation>
    </message>
</context>
<context>
    <name>Course</name>
    <message>
        <source>Before the deal, and the first deal</source>
        <translation>Vor dem Geben, und das erste Austeilen</translation>
    </message>
    <message>
        <source>The antes and the bring-in</source>
        <translation>Die Antes und der Bring-in</translation>
    </message>
    <message>
        <source>Who acts first</source>
        <translation>Wer zuerst spricht</translation>
    </message>
    <message>
        <source>Small bets and big bets</source>
        <translation>Kleine und große Einsätze</translation>
    </message>
    <message>
        <source>The cap on raises</source>
        <translation>Das Cap für Erhöhungen</translation>
    </message>
    <message>
        <source>The dealer's calls</source>
        <translation>Die Ansagen des Croupiers</translation>
    </message>
    <message>
        <source>Burns and the card supply</source>
        <translation>Burn-Cards und der Kartenvorrat</translation>
    </message>
    <message>
        <source>The pot and side pots</source>
        <translation>Der Pot und die Side-Pots</translation>
    </message>
    <message>
        <source>The showdown</source>
        <translation>Der Showdown</translation>
    </message>
    <message>
        <source>Pushing the pot</source>
        <translation>Den Pot auszahlen</translation>
    </message>
    <message>
        <source>A whole hand on your own</source>
        <translation>Eine ganze Hand allein</translation>
    </message>
    <message>
        <source>The order of work before a hand (shuffle, antes, cut) and dealing Third Street from the dealer's left: two cards down, one up.</source>
        <translation>Die Reihenfolge der Arbeit vor einer Hand (Mischen, Antes, Abheben) und das Austeilen der Third Street links vom Croupier beginnend: zwei Karten verdeckt, eine offen.</translation>
    </message>
    <message>
        <source>Collecting the antes and naming the player whose door card brings it in.</source>
        <translation>Die Antes einsammeln und den Spieler nennen, dessen offene Karte bringt.</translation>
    </message>
    <message>
        <source>Who opens each later street: the best board showing (the lowest in Razz), ties broken, and whose turn it is as the betting goes round.</source>
        <translation>Wer jede spätere Straße eröffnet: das beste offene Blatt (in Razz das niedrigste), Gleichstände aufgelöst, und wer spricht, während die Setzrunde herumgeht.</translation>
    </message>
    <message>
        <source>What a bet, a call and a raise cost on each street of a fixed-limit game.</source>
        <translation>Was ein Bet, ein Call und ein Raise auf jeder Straße eines Fixed-Limit-Spiels kosten.</translation>
    </message>
    <message>
        <source>When the betting is capped, when it is not (heads-up), and what a player may do.</source>
        <translation>Wann das Setzen gecappt ist, wann nicht (Heads-up), und was ein Spieler tun darf.</translation>
    </message>
    <message>
        <source>What the dealer says on each street: the bring-in, pairs and better, possible draws.</source>
        <translation>Was der Croupier auf jeder Straße ansagt: den Bring-in, Paare und Besseres, mögliche Draws.</translation>
    </message>
    <message>
        <source>One burn before each street from Fourth on, and counting the cards before Seventh Street.</source>
        <translation>Eine Burn-Card vor jeder Straße ab der Fourth Street, und das Zählen der Karten vor der Seventh Street.</translation>
    </message>
    <message>
        <source>Counting the pot, and building side pots when a player is all in.</source>
        <translation>Den Pot zählen und Side-Pots bilden, wenn ein Spieler all-in ist.</translation>
    </message>
    <message>
        <source>Who shows first, reading the hands shown, and who wins.</source>
        <translation>Wer zuerst zeigt, das Lesen der gezeigten Hände, und wer gewinnt.</translation>
    </message>
    <message>
        <source>Killing the losing hands, pushing the pot, splitting it, and who gets the odd chip.</source>
        <translation>Die geschlagenen Hände einziehen, den Pot zuschieben, ihn teilen, und wer den ungeraden Chip bekommt.</translation>
    </message>
    <message>
        <source>Every duty of a hand, from the shuffle to the pushed pot, in Learn mode: the check for exam readiness.</source>
        <translation>Jede Aufgabe einer Hand, vom Mischen bis zum zugeschobenen Pot, im Modus Lernen: die Lernkontrolle für die Prüfungsreife.</translation>
    </message>
</context>
<context>
    <name>CourseLine</name>
    <message>
        <source>Open the course</source>
        <translation>Kurs öffnen</translation>
    </message>
    <message>
        <source>The course could not be read: {reason}</source>
        <translation>Der Kurs konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{game}: {passed} of %n lesson(s) passed</source>
        <translation>
            <numerusform>{game}: {passed} von %n Lektion bestanden</numerusform>
            <numerusform>{game}: {passed} von %n Lektionen bestanden</numerusform>
        </translation>
    </message>
    <message>
        <source>(complete)</source>
        <translation>(abgeschlossen)</translation>
    </message>
    <message>
        <source>(next: {lesson})</source>
        <translation>(als Nächstes: {lesson})</translation>
    </message>
    <message>
        <source>Course — {games}</source>
        <translation>Kurs — {games}</translation>
    </message>
</context>
<context>
    <name>CourseMode</name>
    <message>
        <source>The course is complete: the adaptive practice takes over.</source>
        <translation>Der Kurs ist abgeschlossen: Das adaptive Üben übernimmt.</translation>
    </message>
    <message>
        <source>Lesson {number} of {count}: {lesson}.</source>
        <translation>Lektion {number} von {count}: {lesson}.</translation>
    </message>
    <message>
        <source>The demonstration is over. The check is next, in the Course.</source>
        <translation>Die Vorführung ist vorbei. Als Nächstes kommt die Lernkontrolle, im Kurs.</translation>
    </message>
    <message>
        <source>The check of “{lesson}”: deal the hand to its end.</source>
        <translation>Die Lernkontrolle zu „{lesson}“: Geben Sie die Hand zu Ende.</translation>
    </message>
    <message>
        <source>The lesson's result could not be saved: {reason}</source>
        <translation>Das Ergebnis der Lektion konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>Lesson passed: {lesson}, {correct} of {total} right.</source>
        <translation>Lektion bestanden: {lesson}, {correct} von {total} richtig.</translation>
    </message>
    <message>
        <source>Not passed yet: {lesson}, {correct} of {total} right. Try it again.</source>
        <translation>Noch nicht bestanden: {lesson}, {correct} von {total} richtig. Versuchen Sie es noch einmal.</translation>
    </message>
</context>
<context>
    <name>CoursePage</name>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>You are here</source>
        <translation>Hier sind Sie</translation>
    </message>
    <message>
        <source>Still to come</source>
        <translation>Kommt noch</translation>
    </message>
    <message>
        <source>Example: {text}</source>
        <translation>Beispiel: {text}</translation>
    </message>
    <message>
        <source>The lessons of the course</source>
        <translation>Die Lektionen des Kurses</translation>
    </message>
    <message>
        <source>Adaptive practice →</source>
        <translation>Adaptives Üben →</translation>
    </message>
    <message>
        <source>1  Read the rules</source>
        <translation>1  Die Regeln lesen</translation>
    </message>
    <message>
        <source>Watch the demonstration</source>
        <translation>Vorführung ansehen</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <source>Course: {game}</source>
        <translation>Kurs: {game}</translation>
    </message>
    <message numerus="yes">
        <source>All %n lesson(s) passed.</source>
        <translation>
            <numerusform>Die %n Lektion ist bestanden.</numerusform>
            <numerusform>Alle %n Lektionen bestanden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{passed} of %n lesson(s) passed. Now: {now}.</source>
        <translation>
            <numerusform>{passed} von %n Lektion bestanden. Jetzt: {now}.</numerusform>
            <numerusform>{passed} von %n Lektionen bestanden. Jetzt: {now}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Then: {next}.</source>
        <translation>Danach: {next}.</translation>
    </message>
    <message>
        <source>Course complete: you are ready for the exam. From here the adaptive practice takes over: the Quiz asks most about what you get wrong or answer slowly.</source>
        <translation>Kurs abgeschlossen: Sie sind bereit für die Prüfung. Ab hier übernimmt das adaptive Üben: Das Quiz fragt am meisten nach dem, was Sie falsch oder langsam beantworten.</translation>
    </message>
    <message>
        <source>Lesson {number}: {title}</source>
        <translation>Lektion {number}: {title}</translation>
    </message>
    <message>
        <source>2  The trainer deals while the dealer's calls are spoken.</source>
        <translation>2  Der Trainer gibt, während die Ansagen des Croupiers gesprochen werden.</translation>
    </message>
    <message>
        <source>2  The trainer deals a whole hand while the dealer's calls are spoken.</source>
        <translation>2  Der Trainer gibt eine ganze Hand, während die Ansagen des Croupiers gesprochen werden.</translation>
    </message>
    <message numerus="yes">
        <source>3  The check: %n question(s); {percent} to pass.</source>
        <translation>
            <numerusform>3  Die Lernkontrolle: %n Frage; {percent} zum Bestehen.</numerusform>
            <numerusform>3  Die Lernkontrolle: %n Fragen; {percent} zum Bestehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the check</source>
        <translation>Lernkontrolle starten</translation>
    </message>
    <message>
        <source>3  The check: one hand in Learn mode; {percent} of the duties right to pass.</source>
        <translation>3  Die Lernkontrolle: eine Hand im Modus Lernen; {percent} der Aufgaben richtig zum Bestehen.</translation>
    </message>
    <message>
        <source>Deal the guided hand</source>
        <translation>Die geführte Hand geben</translation>
    </message>
    <message>
        <source>Passed: {correct} of {total} right ({percent}).</source>
        <translation>Bestanden: {correct} von {total} richtig ({percent}).</translation>
    </message>
    <message>
        <source>Not yet: {correct} of {total} right ({percent}); {mark} is needed. Try again.</source>
        <translation>Noch nicht: {correct} von {total} richtig ({percent}); {mark} sind nötig. Versuchen Sie es noch einmal.</translation>
    </message>
</context>
<context>
    <name>CsvReport</name>
    <message>
        <source>trainee</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>answered at</source>
        <translation>beantwortet am</translation>
    </message>
    <message>
        <source>session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>right answer</source>
        <translation>richtige Antwort</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>taken at</source>
        <translation>abgelegt am</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>score %</source>
        <translation>Ergebnis %</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>sitting</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>certificate</source>
        <translation>Zertifikat</translation>
    </message>
    <message>
        <source>{skill}: correct</source>
        <translation>{skill}: richtig</translation>
    </message>
    <message>
        <source>{skill}: asked</source>
        <translation>{skill}: gestellt</translation>
    </message>
    <message>
        <source>attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>accuracy %</source>
        <translation>Trefferquote %</translation>
    </message>
    <message>
        <source>median seconds</source>
        <translation>Sekunden (Median)</translation>
    </message>
    <message>
        <source>hands an hour</source>
        <translation>Hände pro Stunde</translation>
    </message>
    <message>
        <source>target hands an hour</source>
        <translation>Ziel Hände pro Stunde</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>DashboardPage</name>
    <message>
        <source>The results could not be read: {reason}</source>
        <translation>Die Ergebnisse konnten nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>The class</source>
        <translation>Die Klasse</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Assignments</source>
        <translation>Zuweisungen</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message numerus="yes">
        <source>{percent}
%Ln answer(s)</source>
        <translation>
            <numerusform>{percent}
%Ln Antwort</numerusform>
            <numerusform>{percent}
%Ln Antworten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {correct} of %Ln answer(s) right</source>
        <translation>
            <numerusform>{name}: {correct} von %Ln Antwort richtig</numerusform>
            <numerusform>{name}: {correct} von %Ln Antworten richtig</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}, {skill}: {correct} of {count} right, median answer time {seconds}</source>
        <translation>{name}, {skill}: {correct} von {count} richtig, Median der Antwortzeit {seconds}</translation>
    </message>
    <message>
        <source>Not practised yet</source>
        <translation>Noch nicht geübt</translation>
    </message>
    <message>
        <source>Nothing assigned</source>
        <translation>Nichts zugewiesen</translation>
    </message>
    <message>
        <source>{done} of {given}
done</source>
        <translation>{done} von {given}
erledigt</translation>
    </message>
    <message>
        <source>No exam sat yet</source>
        <translation>Noch keine Prüfung abgelegt</translation>
    </message>
    <message>
        <source>{exam}: {correct} of {total}</source>
        <translation>{exam}: {correct} von {total}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>No Table-ready hand timed yet</source>
        <translation>Noch keine Tischreif-Hand gemessen</translation>
    </message>
    <message>
        <source>No Table-ready hand timed yet; the class's target is {target} hands an hour at 8 players</source>
        <translation>Noch keine Tischreif-Hand gemessen; das Ziel der Klasse sind {target} Hände pro Stunde bei 8 Spielern</translation>
    </message>
    <message>
        <source>{rate}/h
of {target}</source>
        <translation>{rate}/h
von {target}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n Table-ready hand(s) at {rate} an hour, target {target}; {seconds} a duty</source>
        <translation>
            <numerusform>{name}: %n Tischreif-Hand mit {rate} pro Stunde, Ziel {target}; {seconds} je Aufgabe</numerusform>
            <numerusform>{name}: %n Tischreif-Hände mit {rate} pro Stunde, Ziel {target}; {seconds} je Aufgabe</numerusform>
        </translation>
    </message>
    <message>
        <source>No trainee chosen</source>
        <translation>Kein Teilnehmer gewählt</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Zeitraum:</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Gesamter Zeitraum</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>K&amp;lasse:</translation>
    </message>
    <message>
        <source>All classes</source>
        <translation>Alle Klassen</translation>
    </message>
    <message>
        <source>Class shown</source>
        <translation>Gezeigte Klasse</translation>
    </message>
    <message>
        <source>The figures, the trends and the class reports of this class only</source>
        <translation>Die Zahlen, Verläufe und Klassenberichte nur dieser Klasse</translation>
    </message>
    <message>
        <source>Class results as CSV…</source>
        <translation>Klassenergebnisse als CSV…</translation>
    </message>
    <message>
        <source>Accuracy and median time per trainee and skill, for a spreadsheet</source>
        <translation>Trefferquote und Median der Antwortzeit je Teilnehmer und Fertigkeit, für eine Tabellenkalkulation</translation>
    </message>
    <message>
        <source>Class report (PDF)…</source>
        <translation>Klassenbericht (PDF)…</translation>
    </message>
    <message>
        <source>A printable class report with tables and charts</source>
        <translation>Ein druckbarer Klassenbericht mit Tabellen und Diagrammen</translation>
    </message>
    <message>
        <source>Accuracy and median answer time per trainee and skill</source>
        <translation>Trefferquote und Median der Antwortzeit je Teilnehmer und Fertigkeit</translation>
    </message>
    <message>
        <source>Each cell: share of right answers, then the median answer time. Green from {good}, amber from {fair}, red below; – not practised.</source>
        <translation>Jede Zelle: Anteil richtiger Antworten, darunter der Median der Antwortzeit. Grün ab {good}, orange ab {fair}, rot darunter; – noch nicht geübt.</translation>
    </message>
    <message>
        <source>&amp;Trainee:</source>
        <translation>&amp;Teilnehmer:</translation>
    </message>
    <message>
        <source>Trainee whose trend is shown</source>
        <translation>Teilnehmer, dessen Verlauf gezeigt wird</translation>
    </message>
</context>
<context>
    <name>DealSplit</name>
    <message>
        <source>Checklist</source>
        <translation>Checkliste</translation>
    </message>
    <message>
        <source>Hand log</source>
        <translation>Hand-Log</translation>
    </message>
    <message>
        <source>What you did, line by line, and what comes next (Ctrl+L)</source>
        <translation>Was Sie getan haben, Zeile für Zeile, und was als Nächstes kommt (Strg+L)</translation>
    </message>
    <message>
        <source>Every player's move, street by street, as you saw it: who to ask first (Ctrl+L)</source>
        <translation>Jeder Zug der Spieler, Street für Street, wie Sie ihn gesehen haben: wen Sie zuerst fragen (Strg+L)</translation>
    </message>
</context>
<context>
    <name>Debrief</name>
    <message>
        <source>No mistakes in this hand.</source>
        <translation>Keine Fehler in dieser Hand.</translation>
    </message>
    <message numerus="yes">
        <source>Debrief: %n mistake(s)</source>
        <translation>
            <numerusform>Nachbesprechung: %n Fehler</numerusform>
            <numerusform>Nachbesprechung: %n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>{right} of {asked} right</source>
        <translation>{right} von {asked} richtig</translation>
    </message>
    <message>
        <source>Replay from here</source>
        <translation>Ab hier noch einmal</translation>
    </message>
    <message>
        <source>Deal this hand again, the same cards and moves, to just before this mistake</source>
        <translation>Diese Hand noch einmal geben, mit denselben Karten und Zügen, bis kurz vor diesen Fehler</translation>
    </message>
    <message>
        <source>New hand (Enter)</source>
        <translation>Neue Hand (Enter)</translation>
    </message>
    <message>
        <source>Deal a new hand with the chosen game, players and stakes</source>
        <translation>Eine neue Hand mit dem gewählten Spiel, den Spielern und Limits geben</translation>
    </message>
    <message>
        <source>Debrief of the hand</source>
        <translation>Nachbesprechung der Hand</translation>
    </message>
</context>
<context>
    <name>DemoBar</name>
    <message>
        <source>Demonstration</source>
        <translation>Vorführung</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Stop the demonstration and deal on from here yourself (Esc)</source>
        <translation>Die Vorführung anhalten und von hier aus selbst weitergeben (Esc)</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>Deal the rest of the demonstration at once</source>
        <translation>Den Rest der Vorführung sofort geben</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>How fast the trainer deals the demonstration</source>
        <translation>Wie schnell der Trainer die Vorführung gibt</translation>
    </message>
    <message>
        <source>Demonstration speed</source>
        <translation>Tempo der Vorführung</translation>
    </message>
</context>
<context>
    <name>Demonstration</name>
    <message>
        <source>Skipped to the end of the demonstration.</source>
        <translation>Zum Ende der Vorführung gesprungen.</translation>
    </message>
    <message>
        <source>The dealer: {what}</source>
        <translation>Der Croupier: {what}</translation>
    </message>
    <message>
        <source>The players act.</source>
        <translation>Die Spieler handeln.</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source>croupier: QT_QPA_PLATFORM={platform} needs a display that is not set; unset QT_QPA_PLATFORM or start Croupier from a desktop session.</source>
        <translation>croupier: QT_QPA_PLATFORM={platform} braucht eine Anzeige, die nicht gesetzt ist; entfernen Sie QT_QPA_PLATFORM oder starten Sie Croupier in einer Desktop-Sitzung.</translation>
    </message>
    <message>
        <source>croupier: no display found (DISPLAY and WAYLAND_DISPLAY are not set); start Croupier from a desktop session, or render a picture with `croupier screenshot`.</source>
        <translation>croupier: keine Anzeige gefunden (DISPLAY und WAYLAND_DISPLAY sind nicht gesetzt); starten Sie Croupier in einer Desktop-Sitzung oder erzeugen Sie ein Bild mit `croupier screenshot`.</translation>
    </message>
</context>
<context>
    <name>Drill</name>
    <message>
        <source>Seven Card Stud</source>
        <translation>Seven Card Stud</translation>
    </message>
    <message>
        <source>Seven Card Stud Hi-Lo</source>
        <translation>Seven Card Stud Hi-Lo</translation>
    </message>
    <message>
        <source>Razz</source>
        <translation>Razz</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
    <message>
        <source>Table-ready</source>
        <translation>Tischreif</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Live class</source>
        <translation>Live-Unterricht</translation>
    </message>
    <message>
        <source>Seat {seat} folds.</source>
        <translation>Platz {seat} passt.</translation>
    </message>
    <message>
        <source>Seat {seat} checks.</source>
        <translation>Platz {seat} checkt.</translation>
    </message>
    <message>
        <source>Seat {seat} calls {amount}.</source>
        <translation>Platz {seat} geht mit ({amount}).</translation>
    </message>
    <message>
        <source>Seat {seat} brings it in for {amount}.</source>
        <translation>Platz {seat} bringt {amount}.</translation>
    </message>
    <message>
        <source>Seat {seat} completes to {to}.</source>
        <translation>Platz {seat} komplettiert auf {to}.</translation>
    </message>
    <message>
        <source>Seat {seat} bets {to}.</source>
        <translation>Platz {seat} setzt {to}.</translation>
    </message>
    <message>
        <source>Seat {seat} raises to {to}.</source>
        <translation>Platz {seat} erhöht auf {to}.</translation>
    </message>
    <message>
        <source>Who brings it in?</source>
        <translation>Wer bringt?</translation>
    </message>
    <message>
        <source>{street}: who acts first?</source>
        <translation>{street}: Wer spricht zuerst?</translation>
    </message>
    <message>
        <source>Who acts now?</source>
        <translation>Wer spricht jetzt?</translation>
    </message>
    <message>
        <source>Seat {seat} is to act. Which actions are legal? (all that apply)</source>
        <translation>Platz {seat} ist am Zug. Welche Aktionen sind erlaubt? (alle zutreffenden)</translation>
    </message>
    <message>
        <source>Seat {seat} calls. How many chips go in?</source>
        <translation>Platz {seat} geht mit. Wie viele Chips legt er dazu?</translation>
    </message>
    <message>
        <source>Seat {seat} completes. To what amount?</source>
        <translation>Platz {seat} komplettiert. Auf welchen Betrag?</translation>
    </message>
    <message>
        <source>Seat {seat} bets. How much? (every amount allowed)</source>
        <translation>Platz {seat} setzt. Wie viel? (jeder erlaubte Betrag)</translation>
    </message>
    <message>
        <source>Seat {seat} raises. To what amount? (every amount allowed)</source>
        <translation>Platz {seat} erhöht. Auf welchen Betrag? (jeder erlaubte Betrag)</translation>
    </message>
    <message>
        <source>Is the betting capped?</source>
        <translation>Sind die Einsätze gedeckelt (Cap)?</translation>
    </message>
    <message>
        <source>That ends the round. What is the pot once the bets are gathered?</source>
        <translation>Damit endet die Runde. Wie groß ist der Pot, wenn die Einsätze im Pot sind?</translation>
    </message>
    <message>
        <source>What is in the pot now, bets included?</source>
        <translation>Wie viel ist jetzt im Pot, die Einsätze mitgerechnet?</translation>
    </message>
    <message>
        <source>All-in: {seats}. How much is in each pot? (main pot first)</source>
        <translation>All-in: {seats}. Wie viel ist in jedem Pot? (Hauptpot zuerst)</translation>
    </message>
    <message>
        <source>How many cards have been burned so far in this hand?</source>
        <translation>Wie viele Karten wurden in dieser Hand bisher gebrannt?</translation>
    </message>
    <message>
        <source>{n3} players were dealt in; {n4}, {n5} and {n6} received Fourth, Fifth and Sixth Street; {n7} are still in. What does the dealer do before Seventh Street?</source>
        <translation>{n3} Spieler haben Karten erhalten; {n4}, {n5} und {n6} bekamen Fourth, Fifth und Sixth Street; {n7} sind noch im Spiel. Was tut der Croupier vor der Seventh Street?</translation>
    </message>
    <message>
        <source>Showdown: in what order are the hands shown? (every seat, first to last)</source>
        <translation>Showdown: In welcher Reihenfolge werden die Hände gezeigt? (jeder Platz, vom ersten bis zum letzten)</translation>
    </message>
    <message>
        <source>Read seat {seat}'s high hand.</source>
        <translation>Sagen Sie die High Hand von Platz {seat} an.</translation>
    </message>
    <message>
        <source>Read seat {seat}'s low hand.</source>
        <translation>Sagen Sie die Low Hand von Platz {seat} an.</translation>
    </message>
    <message>
        <source>Who wins the high half? (every winner)</source>
        <translation>Wer gewinnt die High-Hälfte? (alle Gewinner)</translation>
    </message>
    <message>
        <source>Who wins the low half? (every winner, or none)</source>
        <translation>Wer gewinnt die Low-Hälfte? (alle Gewinner oder niemand)</translation>
    </message>
    <message>
        <source>Who wins the pot? (every winner)</source>
        <translation>Wer gewinnt den Pot? (alle Gewinner)</translation>
    </message>
    <message>
        <source>How is the pot of {pot} split? (seat=chips for each winner)</source>
        <translation>Wie wird der Pot von {pot} aufgeteilt? (Platz=Chips für jeden Gewinner)</translation>
    </message>
    <message>
        <source>{seats} tie for the high half of {amount}. Who gets the odd chip?</source>
        <translation>{seats} teilen sich die High-Hälfte von {amount}. Wer bekommt den ungeraden Chip?</translation>
    </message>
    <message>
        <source>{seats} tie for the low half of {amount}. Who gets the odd chip?</source>
        <translation>{seats} teilen sich die Low-Hälfte von {amount}. Wer bekommt den ungeraden Chip?</translation>
    </message>
    <message>
        <source>{seats} tie for the pot of {amount}. Who gets the odd chip?</source>
        <translation>{seats} teilen sich den Pot von {amount}. Wer bekommt den ungeraden Chip?</translation>
    </message>
    <message>
        <source>What must the dealer announce now, before the next card or action? (all that apply)</source>
        <translation>Was muss der Croupier jetzt ansagen, vor der nächsten Karte oder Aktion? (alle zutreffenden)</translation>
    </message>
    <message>
        <source>What does the dealer do next?</source>
        <translation>Was tut der Croupier als Nächstes?</translation>
    </message>
    <message>
        <source>What is the ruling?</source>
        <translation>Wie lautet die Entscheidung?</translation>
    </message>
    <message>
        <source>{game} · {street}</source>
        <translation>{game} · {street}</translation>
    </message>
    <message>
        <source>{heading} · tournament rules</source>
        <translation>{heading} · Turnierregeln</translation>
    </message>
    <message>
        <source>{heading} · {source}</source>
        <translation>{heading} · {source}</translation>
    </message>
    <message>
        <source>Instructor: {note}</source>
        <translation>Ausbilder: {note}</translation>
    </message>
    <message>
        <source>Ante {ante} · bring-in {bring_in} · limits {small}/{big}</source>
        <translation>Ante {ante} · Bring-in {bring_in} · Limits {small}/{big}</translation>
    </message>
    <message>
        <source>hand killed</source>
        <translation>Hand getötet</translation>
    </message>
    <message>
        <source>mucked</source>
        <translation>weggeworfen</translation>
    </message>
    <message>
        <source>  {seat}: {state} · stack {stack}</source>
        <translation>  {seat}: {state} · Stack {stack}</translation>
    </message>
    <message>
        <source>· shown</source>
        <translation>· aufgedeckt</translation>
    </message>
    <message>
        <source>Already announced: {announcements}</source>
        <translation>Schon angesagt: {announcements}</translation>
    </message>
    <message>
        <source>Already done: {steps}</source>
        <translation>Schon erledigt: {steps}</translation>
    </message>
    <message>
        <source>Pot: {pot}</source>
        <translation>Pot: {pot}</translation>
    </message>
    <message>
        <source>{incident} (House rule: no bet or raise after checking or calling out of turn.)</source>
        <translation>{incident} (Hausregel: kein Bet und kein Raise nach Check oder Call außer der Reihe.)</translation>
    </message>
    <message>
        <source>  {seat}: folded</source>
        <translation>  {seat}: gepasst</translation>
    </message>
    <message>
        <source>no cards yet</source>
        <translation>noch keine Karten</translation>
    </message>
    <message>
        <source>  {seat}: {cards} · stack {stack}</source>
        <translation>  {seat}: {cards} · Stack {stack}</translation>
    </message>
    <message>
        <source>· bet {bet}</source>
        <translation>· Einsatz {bet}</translation>
    </message>
    <message>
        <source>· in the pot {chips}</source>
        <translation>· im Pot {chips}</translation>
    </message>
    <message>
        <source>· all-in</source>
        <translation>· all-in</translation>
    </message>
    <message>
        <source>Community card: {card}</source>
        <translation>Gemeinschaftskarte: {card}</translation>
    </message>
    <message>
        <source>Last betting round: {actions}</source>
        <translation>Letzte Setzrunde: {actions}</translation>
    </message>
    <message>
        <source>Burn cards: {count}</source>
        <translation>Burn-Cards: {count}</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Komplettieren</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>seats {order}</source>
        <translation>Plätze {order}</translation>
    </message>
    <message>
        <source>Type a seat number.</source>
        <translation>Geben Sie eine Platznummer ein.</translation>
    </message>
    <message>
        <source>Type a number.</source>
        <translation>Geben Sie eine Zahl ein.</translation>
    </message>
    <message>
        <source>Type the number of your choice.</source>
        <translation>Geben Sie die Nummer Ihrer Antwort ein.</translation>
    </message>
    <message>
        <source>Type the numbers of every choice that applies, e.g. 1 3.</source>
        <translation>Geben Sie die Nummern aller zutreffenden Antworten ein, z. B. 1 3.</translation>
    </message>
    <message>
        <source>Type the seat numbers, e.g. 2 5, or none.</source>
        <translation>Geben Sie die Platznummern ein, z. B. 2 5, oder „niemand“.</translation>
    </message>
    <message>
        <source>Type the seat numbers in order, e.g. 4 1 2.</source>
        <translation>Geben Sie die Platznummern der Reihe nach ein, z. B. 4 1 2.</translation>
    </message>
    <message>
        <source>Type every amount, e.g. 20 40.</source>
        <translation>Geben Sie jeden Betrag ein, z. B. 20 40.</translation>
    </message>
    <message>
        <source>Type the amounts, main pot first, e.g. 68 24.</source>
        <translation>Geben Sie die Beträge ein, den Hauptpot zuerst, z. B. 68 24.</translation>
    </message>
    <message>
        <source>Type seat=chips for each winner, e.g. 1=51 3=50.</source>
        <translation>Geben Sie für jeden Gewinner Platz=Chips ein, z. B. 1=51 3=50.</translation>
    </message>
    <message>
        <source>Cannot read “{text}” as an answer.</source>
        <translation>„{text}“ lässt sich nicht als Antwort lesen.</translation>
    </message>
    <message>
        <source>✓ Correct.</source>
        <translation>✓ Richtig.</translation>
    </message>
    <message>
        <source>✗ Out of time: {expected}.</source>
        <translation>✗ Zeit abgelaufen: {expected}.</translation>
    </message>
    <message>
        <source>✗ Not quite: {expected}.</source>
        <translation>✗ Nicht ganz: {expected}.</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Regeln: {rules}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <source>seats {seats}</source>
        <translation>Plätze {seats}</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <translation>{first} oder {last}</translation>
    </message>
    <message>
        <source>seat {seat}: {chips}</source>
        <translation>Platz {seat}: {chips}</translation>
    </message>
    <message>
        <source>{seat}: “{text}”</source>
        <translation>{seat}: „{text}“</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>check</source>
        <translation>checken</translation>
    </message>
    <message>
        <source>call {amount}</source>
        <translation>mitgehen ({amount})</translation>
    </message>
    <message>
        <source>bring in for {amount}</source>
        <translation>den Bring-in von {amount} setzen</translation>
    </message>
    <message>
        <source>complete to {amount}</source>
        <translation>auf {amount} komplettieren</translation>
    </message>
    <message>
        <source>bet {amount}</source>
        <translation>{amount} setzen</translation>
    </message>
    <message>
        <source>raise to {amount}</source>
        <translation>auf {amount} erhöhen</translation>
    </message>
    <message>
        <source>{heading}: {prompt}</source>
        <translation>{heading}: {prompt}</translation>
    </message>
</context>
<context>
    <name>DrillChips</name>
    <message>
        <source>no chips</source>
        <translation>keine Chips</translation>
    </message>
    <message>
        <source>the high half</source>
        <translation>die High-Hälfte</translation>
    </message>
    <message>
        <source>the low half</source>
        <translation>die Low-Hälfte</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>der Pot</translation>
    </message>
    <message>
        <source>How much is in the pot? Count the stacks.</source>
        <translation>Wie viel ist im Pot? Zählen Sie die Stapel.</translation>
    </message>
    <message>
        <source>Seat {seat} puts in {wager} with a {chip} chip: give the change from the pot.</source>
        <translation>Platz {seat} setzt {wager} mit einem {chip}er-Chip: Geben Sie das Wechselgeld aus dem Pot.</translation>
    </message>
    <message>
        <source>{half}: {seats}</source>
        <translation>{half}: {seats}</translation>
    </message>
    <message>
        <source>Split the pot of {pot} chip by chip ({winners}). Colour down where needed.</source>
        <translation>Teilen Sie den Pot von {pot} Chip für Chip ({winners}). Wechseln Sie klein, wo nötig.</translation>
    </message>
    <message>
        <source>Read seat {seat}'s hand.</source>
        <translation>Sagen Sie die Hand von Platz {seat} an.</translation>
    </message>
    <message>
        <source>In the middle: {chips}</source>
        <translation>In der Mitte: {chips}</translation>
    </message>
    <message>
        <source>nothing read</source>
        <translation>nichts angesagt</translation>
    </message>
    <message>
        <source>{chips} = {total}</source>
        <translation>{chips} = {total}</translation>
    </message>
    <message>
        <source>seat {seat}: {chips}</source>
        <translation>Platz {seat}: {chips}</translation>
    </message>
    <message>
        <source>Type the chips, e.g. 2x25 2x5.</source>
        <translation>Tippen Sie die Chips, z. B. 2x25 2x5.</translation>
    </message>
    <message>
        <source>Type each winner's chips, e.g. 2: 1x100 3x1; 5: 1x100 2x1.</source>
        <translation>Tippen Sie die Chips jedes Gewinners, z. B. 2: 1x100 3x1; 5: 1x100 2x1.</translation>
    </message>
    <message>
        <source>Type the hand, e.g. two pair, kings and nines; eight-six low.</source>
        <translation>Tippen Sie die Hand, z. B. zwei Paar, Könige und Neunen; Acht-Sechs Low.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>The pot is {total} in {count} chips:</source>
        <translation>Der Pot ist {total} in {count} Chips:</translation>
    </message>
    <message>
        <source>{count} × {value} = {amount}</source>
        <translation>{count} × {value} = {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} is due {due} back from the {chip} chip: for example {change}.</source>
        <translation>Platz {seat} bekommt vom {chip}er-Chip {due} zurück: zum Beispiel {change}.</translation>
    </message>
    <message>
        <source>That change makes {given}, but {due} is due.</source>
        <translation>Dieses Wechselgeld ergibt {given}, fällig sind aber {due}.</translation>
    </message>
    <message>
        <source>The pot of {pot} is due as {shares}.</source>
        <translation>Vom Pot von {pot} stehen zu: {shares}.</translation>
    </message>
    <message>
        <source>Coloured down on the way: {chips}.</source>
        <translation>Dabei klein gewechselt: {chips}.</translation>
    </message>
    <message>
        <source>Seat {seat} got {given} but is due {due}.</source>
        <translation>Platz {seat} hat {given} bekommen, ihm stehen aber {due} zu.</translation>
    </message>
    <message>
        <source>Seat {seat} got {given} but is due only {due}.</source>
        <translation>Platz {seat} hat {given} bekommen, ihm stehen aber nur {due} zu.</translation>
    </message>
    <message>
        <source>Seat {seat} wins nothing in this pot.</source>
        <translation>Platz {seat} gewinnt in diesem Pot nichts.</translation>
    </message>
    <message>
        <source>The odd chip goes to seat {right}, not seat {seat} (R8.6).</source>
        <translation>Der ungerade Chip geht an Platz {right}, nicht an Platz {seat} (R8.6).</translation>
    </message>
    <message>
        <source>{amount} is still in the middle.</source>
        <translation>{amount} liegen noch in der Mitte.</translation>
    </message>
    <message>
        <source>There are not so many {value} chips in the middle: colour a larger one down.</source>
        <translation>So viele {value}er-Chips liegen nicht in der Mitte: Wechseln Sie einen größeren klein.</translation>
    </message>
    <message>
        <source>The split could not be read: seat: chips; seat: chips.</source>
        <translation>Die Teilung ist nicht lesbar: Platz: Chips; Platz: Chips.</translation>
    </message>
    <message>
        <source>Seat {seat} plays {cards}: {hand}.</source>
        <translation>Platz {seat} spielt {cards}: {hand}.</translation>
    </message>
    <message>
        <source>No hand could be read in those words.</source>
        <translation>Aus diesen Worten lässt sich keine Hand lesen.</translation>
    </message>
    <message>
        <source>The high hand is missing.</source>
        <translation>Die High-Hand fehlt.</translation>
    </message>
    <message>
        <source>The low is missing: say the low, or “no low”.</source>
        <translation>Das Low fehlt: Sagen Sie das Low an oder „kein Low“.</translation>
    </message>
    <message>
        <source>Not {said}: the kind is wrong.</source>
        <translation>Nicht {said}: die Art stimmt nicht.</translation>
    </message>
    <message>
        <source>Not {said}: a rank is wrong.</source>
        <translation>Nicht {said}: ein Rang stimmt nicht.</translation>
    </message>
    <message>
        <source>{said} is not enough: the call is “{right}”.</source>
        <translation>{said} reicht nicht: Die Ansage lautet „{right}“.</translation>
    </message>
    <message>
        <source>{said} is not enough: name the ranks that decide the pot.</source>
        <translation>{said} reicht nicht: Nennen Sie die Ränge, die den Pot entscheiden.</translation>
    </message>
    <message>
        <source>There is no low: not five different cards of eight or lower.</source>
        <translation>Es gibt kein Low: keine fünf verschiedenen Karten von Acht oder niedriger.</translation>
    </message>
    <message>
        <source>There is a low: say it.</source>
        <translation>Es gibt ein Low: Sagen Sie es an.</translation>
    </message>
</context>
<context>
    <name>DrillCli</name>
    <message>
        <source>{mode}: {count} questions (seed {seed}). Type q to stop.</source>
        <extracomment>Why the quiz stopped early: the store refused an answer (which was then not counted).</extracomment>
        <translation>{mode}: {count} Fragen (Seed {seed}). Geben Sie q ein, um aufzuhören.</translation>
    </message>
    <message>
        <source>Type h for a hint.</source>
        <translation>Geben Sie h für einen Hinweis ein.</translation>
    </message>
    <message>
        <source>Question {number} of {count} · {skill}</source>
        <translation>Frage {number} von {count} · {skill}</translation>
    </message>
    <message>
        <source>Time allowed: {seconds}</source>
        <translation>Erlaubte Zeit: {seconds}</translation>
    </message>
    <message>
        <source>No hints in this mode.</source>
        <translation>In diesem Modus gibt es keine Hinweise.</translation>
    </message>
    <message>
        <source>Answer recorded.</source>
        <translation>Antwort gespeichert.</translation>
    </message>
    <message>
        <source>Time: {seconds}</source>
        <translation>Zeit: {seconds}</translation>
    </message>
    <message>
        <source>{time} (slower than a dealer's pace)</source>
        <translation>{time} (langsamer als das Croupier-Tempo)</translation>
    </message>
    <message>
        <source>Right, but over the time limit: it counts as wrong.</source>
        <translation>Richtig, aber über dem Zeitlimit: Das zählt als falsch.</translation>
    </message>
    <message>
        <source>Score: {correct} of {asked} ({percent}). Best streak: {streak}.</source>
        <translation>Ergebnis: {correct} von {asked} ({percent}). Längste Serie: {streak}.</translation>
    </message>
    <message>
        <source>Passed (pass mark {mark}).</source>
        <translation>Bestanden (Bestehensgrenze {mark}).</translation>
    </message>
    <message>
        <source>Not passed (pass mark {mark}).</source>
        <translation>Nicht bestanden (Bestehensgrenze {mark}).</translation>
    </message>
    <message>
        <source>  {skill}: {correct} of {asked}</source>
        <translation>  {skill}: {correct} von {asked}</translation>
    </message>
    <message>
        <source>  {skill}: {correct} of {asked}, {seconds} on average</source>
        <translation>  {skill}: {correct} von {asked}, im Schnitt {seconds}</translation>
    </message>
</context>
<context>
    <name>DrillFacts</name>
    <message>
        <source>seat {seat} {chips} (folded)</source>
        <translation>Platz {seat} {chips} (gepasst)</translation>
    </message>
    <message>
        <source>seat {seat} {chips}</source>
        <translation>Platz {seat} {chips}</translation>
    </message>
    <message>
        <source>Put in this hand: {listed}.</source>
        <translation>In dieser Hand gesetzt: {listed}.</translation>
    </message>
    <message>
        <source>main pot</source>
        <translation>Hauptpot</translation>
    </message>
    <message>
        <source>side pot</source>
        <translation>Side-Pot</translation>
    </message>
    <message>
        <source>side pot {number}</source>
        <translation>Side-Pot {number}</translation>
    </message>
    <message>
        <source>{pot} {amount} ({seats})</source>
        <translation>{pot} {amount} ({seats})</translation>
    </message>
    <message>
        <source>The pots: {pots}.</source>
        <translation>Die Pots: {pots}.</translation>
    </message>
    <message>
        <source>Seat {seat} is the last seat of the deal: its door card is the next card due.</source>
        <translation>Platz {seat} ist der letzte Platz der Runde: Seine offene Karte ist die nächste fällige Karte.</translation>
    </message>
    <message>
        <source>The deal has gone past seat {seat}: its cards are out of sequence.</source>
        <translation>Das Geben ist über Platz {seat} hinweggegangen: Seine Karten sind außer der Reihe.</translation>
    </message>
    <message>
        <source>Completing would make it {to}.</source>
        <translation>Komplettieren hieße auf {to}.</translation>
    </message>
    <message>
        <source>A raise would make it {to}.</source>
        <translation>Ein Raise hieße auf {to}.</translation>
    </message>
    <message>
        <source>Two players have acted after the forced bet: substantial action.</source>
        <translation>Zwei Spieler haben nach dem Pflichteinsatz gehandelt: wesentliche Action.</translation>
    </message>
    <message>
        <source>Fewer than two players have acted after the forced bet.</source>
        <translation>Nach dem Pflichteinsatz haben weniger als zwei Spieler gehandelt.</translation>
    </message>
    <message>
        <source>Heads-up: {seats} are still in.</source>
        <translation>Heads-up: Noch dabei sind {seats}.</translation>
    </message>
    <message>
        <source>{count} players are still in: {seats}.</source>
        <translation>{count} Spieler sind noch dabei: {seats}.</translation>
    </message>
    <message>
        <source>It is the first Seventh Street card dealt.</source>
        <translation>Es ist die erste Karte der Seventh Street.</translation>
    </message>
    <message>
        <source>Dealt their Seventh Street card before it: {seats}.</source>
        <translation>Ihre Karte der Seventh Street schon vorher bekommen haben: {seats}.</translation>
    </message>
    <message>
        <source>Seat {seat} faces no bet.</source>
        <translation>Vor Platz {seat} liegt kein Einsatz.</translation>
    </message>
    <message>
        <source>Seat {seat} faces a bet: {call} to call.</source>
        <translation>Vor Platz {seat} liegt ein Einsatz: {call} zum Mitgehen.</translation>
    </message>
</context>
<context>
    <name>DrillHint</name>
    <message>
        <source>Razz: the highest door card brings it in (king high, ace low); spades break ties.</source>
        <translation>Razz: Die höchste offene Karte bringt (König hoch, Ass niedrig); bei gleichem Rang entscheidet die Farbe, Pik am höchsten.</translation>
    </message>
    <message>
        <source>The lowest door card brings it in (ace high); clubs break ties, then diamonds, hearts, spades.</source>
        <translation>Die niedrigste offene Karte bringt (Ass hoch); bei gleichem Rang entscheidet die Farbe: Kreuz, dann Karo, Herz, Pik.</translation>
    </message>
    <message>
        <source>Razz: the lowest board acts first; any pair is worse than no pair.</source>
        <translation>Razz: Das niedrigste Board spricht zuerst; jedes Paar ist schlechter als kein Paar.</translation>
    </message>
    <message>
        <source>The best board acts first: quads, trips, two pair, a pair, then high cards; straights and flushes do not count.</source>
        <translation>Das beste Board spricht zuerst: Vierling, Drilling, Zwei Paar, ein Paar, dann hohe Karten; Straights und Flushes zählen nicht.</translation>
    </message>
    <message>
        <source>The action moves clockwise to the next player who has chips and has not folded.</source>
        <translation>Die Aktion geht im Uhrzeigersinn zum nächsten Spieler, der noch Chips hat und nicht gepasst hat.</translation>
    </message>
    <message>
        <source>Facing a bet: fold, call or raise. No bet: check or bet. Watch the cap and short all-ins.</source>
        <translation>Gegen einen Einsatz: passen, mitgehen oder erhöhen. Ohne Einsatz: checken oder setzen. Achten Sie auf das Cap und kurze All-ins.</translation>
    </message>
    <message>
        <source>The call is the current bet minus what the player already has in front.</source>
        <translation>Zum Mitgehen: der aktuelle Einsatz minus das, was der Spieler schon vor sich hat.</translation>
    </message>
    <message>
        <source>Small bet on Third and Fourth Street (big bet allowed on an open pair in Stud), big bet from Fifth on.</source>
        <translation>Kleiner Einsatz auf Third und Fourth Street (in Stud bei offenem Paar auch der große), großer Einsatz ab Fifth Street.</translation>
    </message>
    <message>
        <source>A raise adds one bet of the street's size to the current bet.</source>
        <translation>Eine Erhöhung legt einen Einsatz in der Höhe der Straße auf den aktuellen Einsatz.</translation>
    </message>
    <message>
        <source>A bet and three raises cap the betting; the bring-in does not count.</source>
        <translation>Ein Einsatz und drei Erhöhungen deckeln die Setzrunde (Cap); der Bring-in zählt nicht.</translation>
    </message>
    <message>
        <source>Add every bet of the round to the pot.</source>
        <translation>Zählen Sie jeden Einsatz der Runde zum Pot.</translation>
    </message>
    <message>
        <source>Layer the pot at each all-in player's total; each layer is won only by those who paid into it.</source>
        <translation>Teilen Sie den Pot beim Gesamteinsatz jedes All-in-Spielers in Schichten; jede Schicht gewinnen nur die, die in sie eingezahlt haben.</translation>
    </message>
    <message>
        <source>One burn before each of Fourth, Fifth, Sixth and Seventh Street; none before Third.</source>
        <translation>Je eine Burn-Card vor Fourth, Fifth, Sixth und Seventh Street; keine vor Third Street.</translation>
    </message>
    <message>
        <source>Need = players + 2. Enough: deal. With the 3 burns enough: scramble them in. Else a community card.</source>
        <translation>Bedarf = Spieler + 2. Reicht es: geben. Reicht es mit den 3 Burn-Cards: diese dazumischen. Sonst eine Gemeinschaftskarte.</translation>
    </message>
    <message>
        <source>The last bettor or raiser on Seventh Street shows first; with no bet, the lowest seat. Then clockwise.</source>
        <translation>Wer auf Seventh Street zuletzt gesetzt oder erhöht hat, zeigt zuerst; ohne Einsatz der niedrigste Platz. Dann im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>The best five of seven cards; suits never break a tie.</source>
        <translation>Die besten fünf von sieben Karten; die Farbe entscheidet nie einen Gleichstand.</translation>
    </message>
    <message>
        <source>Razz: the lowest five, ace low; straights and flushes do not count.</source>
        <translation>Razz: die niedrigsten fünf, Ass niedrig; Straights und Flushes zählen nicht.</translation>
    </message>
    <message>
        <source>A low needs five different ranks of eight or lower, ace low.</source>
        <translation>Ein Low braucht fünf verschiedene Ränge von Acht oder niedriger, Ass niedrig.</translation>
    </message>
    <message>
        <source>Compare the best hands; in Hi-Lo the high and the low halves separately.</source>
        <translation>Vergleichen Sie die besten Hände; in Hi-Lo die High- und die Low-Hälfte getrennt.</translation>
    </message>
    <message>
        <source>Halve Hi-Lo pots (odd chip to the high half); split ties evenly.</source>
        <translation>Hi-Lo-Pots halbieren (ungerader Chip an die High-Hälfte); bei Gleichstand gleichmäßig teilen.</translation>
    </message>
    <message>
        <source>The odd chip goes to the highest card by suit among the five cards played.</source>
        <translation>Der ungerade Chip geht an die höchste Karte nach Farbe unter den fünf gespielten Karten.</translation>
    </message>
    <message>
        <source>Announce the bring-in card, new pairs, draws on Sixth Street, the high hand, and “last card”.</source>
        <translation>Sagen Sie die Bring-in-Karte an, neue Paare, mögliche Straights und Flushes auf Sixth Street, die höchste Hand und „Last Card“.</translation>
    </message>
    <message>
        <source>Antes, cut, deal; burn before each later street; gather after each round.</source>
        <translation>Antes, abheben, geben; vor jeder weiteren Straße brennen; nach jeder Runde die Einsätze zum Pot bringen.</translation>
    </message>
    <message>
        <source>Think about when it happened and whether anyone has acted since.</source>
        <translation>Überlegen Sie, wann es geschah und ob seitdem jemand gehandelt hat.</translation>
    </message>
    <message>
        <source>Multiply each colour's chips by its value, then add the colours.</source>
        <translation>Multiplizieren Sie die Chips jeder Farbe mit ihrem Wert und addieren Sie die Farben.</translation>
    </message>
    <message>
        <source>The chip less the wager goes back, in smaller chips taken from the pot.</source>
        <translation>Der Chip abzüglich des Einsatzes geht zurück, in kleineren Chips aus dem Pot.</translation>
    </message>
    <message>
        <source>Halve or share each colour evenly; break what does not divide into the next colour; the odd chip by R8.6.</source>
        <translation>Teilen Sie jede Farbe gleichmäßig; was sich nicht teilen lässt, in die nächste Farbe klein wechseln; der ungerade Chip nach R8.6.</translation>
    </message>
    <message>
        <source>Name the kind and the ranks a dealer says; in Hi-Lo the low too, or “no low”.</source>
        <translation>Nennen Sie die Art und die Ränge, die ein Croupier ansagt; in Hi-Lo auch das Low oder „kein Low“.</translation>
    </message>
</context>
<context>
    <name>DrillWhy</name>
    <message>
        <source>Seat {seat} brings it in: the {card} is the highest door card.</source>
        <translation>Platz {seat} bringt: {card} ist die höchste offene Karte.</translation>
    </message>
    <message>
        <source>Seat {seat} brings it in: the {card} is the lowest door card.</source>
        <translation>Platz {seat} bringt: {card} ist die niedrigste offene Karte.</translation>
    </message>
    <message>
        <source>The {card} and the {other} are the same rank: the suit decides, spades highest.</source>
        <translation>{card} und {other} haben denselben Rang: Die Farbe entscheidet, Pik ist die höchste.</translation>
    </message>
    <message>
        <source>The {card} and the {other} are the same rank: the suit decides, clubs lowest, then diamonds, hearts, spades.</source>
        <translation>{card} und {other} haben denselben Rang: Die Farbe entscheidet, Kreuz ist die niedrigste, dann Karo, Herz, Pik.</translation>
    </message>
    <message>
        <source>Seat {seat}'s {card} is lower than the {low}.</source>
        <translation>{card} von Platz {seat} ist niedriger als {low}.</translation>
    </message>
    <message>
        <source>Seat {seat}'s {card} is higher than the {low}.</source>
        <translation>{card} von Platz {seat} ist höher als {low}.</translation>
    </message>
    <message>
        <source>Seat {seat} acts first.</source>
        <translation>Platz {seat} spricht zuerst.</translation>
    </message>
    <message>
        <source>Seat {seat} acts first: {board} is the lowest board showing.</source>
        <translation>Platz {seat} spricht zuerst: {board} ist das niedrigste offene Board.</translation>
    </message>
    <message>
        <source>Seat {seat} acts first: {board} is the best board showing.</source>
        <translation>Platz {seat} spricht zuerst: {board} ist das beste offene Board.</translation>
    </message>
    <message>
        <source>Seat {seat} shows {board}, lower than {other_board} (seat {other}).</source>
        <translation>Platz {seat} zeigt {board}, niedriger als {other_board} (Platz {other}).</translation>
    </message>
    <message>
        <source>Seat {seat} shows {board}, which beats {other_board} (seat {other}).</source>
        <translation>Platz {seat} zeigt {board} und schlägt damit {other_board} (Platz {other}).</translation>
    </message>
    <message>
        <source>Seat {seat} and seat {other} both show {board}: the next card decides, and seat {seat}'s {card} is lower than seat {other}'s {other_card}.</source>
        <translation>Platz {seat} und Platz {other} zeigen beide {board}: Die nächste Karte entscheidet, und die {card} von Platz {seat} ist niedriger als die {other_card} von Platz {other}.</translation>
    </message>
    <message>
        <source>Seat {seat} and seat {other} both show {board}: the next card decides, and seat {seat}'s {card} beats seat {other}'s {other_card}.</source>
        <translation>Platz {seat} und Platz {other} zeigen beide {board}: Die nächste Karte entscheidet, und die {card} von Platz {seat} schlägt die {other_card} von Platz {other}.</translation>
    </message>
    <message>
        <source>{seats} show the same: the first of them clockwise from the dealer, seat {seat}, acts.</source>
        <translation>{seats} zeigen dasselbe: Es spricht der Erste von ihnen im Uhrzeigersinn vom Croupier aus, Platz {seat}.</translation>
    </message>
    <message>
        <source>{seats} show the same: the highest card by suit, the {card} of seat {seat}, decides.</source>
        <translation>{seats} zeigen dasselbe: Die höchste Karte nach Farbe entscheidet, {card} von Platz {seat}.</translation>
    </message>
    <message>
        <source>Seat {leader} has the best board but is all-in, so the next player clockwise, seat {seat}, acts.</source>
        <translation>Platz {leader} hat das beste Board, ist aber all-in; darum spricht der Nächste im Uhrzeigersinn, Platz {seat}.</translation>
    </message>
    <message>
        <source>On Seventh Street the same four upcards as on Sixth Street decide.</source>
        <translation>Auf Seventh Street entscheiden dieselben vier offenen Karten wie auf Sixth Street.</translation>
    </message>
    <message>
        <source>The community card, the {card}, counts on every board.</source>
        <translation>Die Gemeinschaftskarte, {card}, zählt für jedes Board.</translation>
    </message>
    <message>
        <source>Skipped: {seats} (folded).</source>
        <translation>Übersprungen: {seats} (gepasst).</translation>
    </message>
    <message>
        <source>Skipped: {seats} (all-in).</source>
        <translation>Übersprungen: {seats} (all-in).</translation>
    </message>
    <message>
        <source>Seat {seat} has folded.</source>
        <translation>Platz {seat} hat gepasst.</translation>
    </message>
    <message>
        <source>Seat {seat} is all-in and acts no more.</source>
        <translation>Platz {seat} ist all-in und handelt nicht mehr.</translation>
    </message>
    <message>
        <source>Seat {seat} may: {actions}.</source>
        <translation>Platz {seat} darf: {actions}.</translation>
    </message>
    <message>
        <source>Seat {seat} brings it in: post {bring_in}; nobody checks.</source>
        <translation>Platz {seat} bringt: {bring_in} setzen; Checken ist nicht möglich.</translation>
    </message>
    <message>
        <source>Seat {seat} brings it in: post {bring_in} or complete to {complete}; no check.</source>
        <translation>Platz {seat} bringt: {bring_in} setzen oder auf {complete} komplettieren; kein Check.</translation>
    </message>
    <message>
        <source>Folding is allowed here (house rule).</source>
        <translation>Passen ist hier erlaubt (Hausregel).</translation>
    </message>
    <message>
        <source>The bring-in may not fold.</source>
        <translation>Der Bring-in darf nicht passen.</translation>
    </message>
    <message>
        <source>There is a bet of {bet} to face: {call} to call; nobody checks.</source>
        <translation>Es steht ein Einsatz von {bet}: {call} zum Mitgehen; Checken ist nicht möglich.</translation>
    </message>
    <message>
        <source>Seat {seat} has only {stack} behind: a call puts them all-in.</source>
        <translation>Platz {seat} hat nur noch {stack}: Mitgehen bringt den Spieler all-in.</translation>
    </message>
    <message numerus="yes">
        <source>The betting is capped: a bet and %n raise(s).</source>
        <translation>
            <numerusform>Die Einsätze sind gedeckelt: ein Einsatz und %n Erhöhung.</numerusform>
            <numerusform>Die Einsätze sind gedeckelt: ein Einsatz und %n Erhöhungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {low} holds the highest door card ({card}) but is all-in for the ante, so seat {seat}, the next player with chips, brings it in.</source>
        <translation>Platz {low} hat die höchste offene Karte ({card}), ist aber mit dem Ante all-in; deshalb bringt Platz {seat}, der nächste Spieler mit Chips.</translation>
    </message>
    <message>
        <source>Seat {low} holds the lowest door card ({card}) but is all-in for the ante, so seat {seat}, the next player with chips, brings it in.</source>
        <translation>Platz {low} hat die niedrigste offene Karte ({card}), ist aber mit dem Ante all-in; deshalb bringt Platz {seat}, der nächste Spieler mit Chips.</translation>
    </message>
    <message>
        <source>No bet to face: check or bet; folding is allowed too (house rule).</source>
        <translation>Kein Einsatz offen: checken oder setzen; Passen ist auch erlaubt (Hausregel).</translation>
    </message>
    <message>
        <source>No bet to face: check or bet; no fold while checking is free (house rule).</source>
        <translation>Kein Einsatz offen: checken oder setzen; kein Passen, solange Checken frei ist (Hausregel).</translation>
    </message>
    <message>
        <source>Seat {seat} has acted, and the all-in since was short of a full raise: the betting is not reopened.</source>
        <translation>Platz {seat} hat schon gehandelt, und das All-in danach war keine volle Erhöhung: Die Setzrunde ist nicht wieder eröffnet.</translation>
    </message>
    <message>
        <source>The bet is {bet} and seat {seat} has {in_front} in front: {call} to call.</source>
        <translation>Der Einsatz ist {bet}, und Platz {seat} hat {in_front} vor sich: {call} zum Mitgehen.</translation>
    </message>
    <message>
        <source>The bring-in chips already in front count toward the call.</source>
        <translation>Die Chips des Bring-in, die schon vor dem Spieler liegen, zählen zum Mitgehen.</translation>
    </message>
    <message>
        <source>Seat {seat} brought it in all-in for {posted}; the others still call the full {bet}.</source>
        <translation>Platz {seat} hat mit {posted} all-in gebracht; die anderen gehen trotzdem mit den vollen {bet} mit.</translation>
    </message>
    <message>
        <source>Seat {seat} has only {stack}: the call is all-in.</source>
        <translation>Platz {seat} hat nur {stack}: Das Mitgehen ist all-in.</translation>
    </message>
    <message>
        <source>Completing brings the bet up to the small bet: {to}.</source>
        <translation>Komplettieren hebt den Einsatz auf den kleinen Einsatz: {to}.</translation>
    </message>
    <message>
        <source>An open pair on Fourth Street: the bet may be the small bet ({small}) or the big bet ({big}).</source>
        <translation>Offenes Paar auf Fourth Street: Gesetzt werden darf der kleine ({small}) oder der große Einsatz ({big}).</translation>
    </message>
    <message>
        <source>On Third and Fourth Street the bet is the small bet: {amount}.</source>
        <translation>Auf Third und Fourth Street gilt der kleine Einsatz: {amount}.</translation>
    </message>
    <message>
        <source>From Fifth Street on the bet is the big bet: {amount}.</source>
        <translation>Ab Fifth Street gilt der große Einsatz: {amount}.</translation>
    </message>
    <message>
        <source>The big bet on an open pair is off under these house rules.</source>
        <translation>Der große Einsatz bei offenem Paar ist nach diesen Hausregeln aus.</translation>
    </message>
    <message>
        <source>In Stud Hi-Lo and Razz Fourth Street is always the small bet, even with an open pair.</source>
        <translation>In Stud Hi-Lo und Razz gilt auf Fourth Street immer der kleine Einsatz, auch bei offenem Paar.</translation>
    </message>
    <message>
        <source>Seat {seat} has only {total} in all: that is an all-in for less.</source>
        <translation>Platz {seat} hat insgesamt nur {total}: Das ist ein All-in für weniger.</translation>
    </message>
    <message>
        <source>The bet is {bet}; a raise adds {increment}: to {targets}.</source>
        <translation>Der Einsatz ist {bet}; eine Erhöhung legt {increment} drauf: auf {targets}.</translation>
    </message>
    <message>
        <source>An open pair on Fourth Street and no big bet yet: raise by the small or the big bet, to {targets}.</source>
        <translation>Offenes Paar auf Fourth Street und noch kein großer Einsatz: um den kleinen oder den großen Einsatz erhöhen, auf {targets}.</translation>
    </message>
    <message>
        <source>A big bet has been made on Fourth Street: every raise adds {big}, to {targets}.</source>
        <translation>Auf Fourth Street wurde ein großer Einsatz gesetzt: Jede Erhöhung legt {big} drauf, auf {targets}.</translation>
    </message>
    <message>
        <source>After a short all-in to {bet}, a raise goes to the full level: {targets}.</source>
        <translation>Nach einem kurzen All-in auf {bet} geht eine Erhöhung auf die volle Stufe: {targets}.</translation>
    </message>
    <message>
        <source>A bet and {raises} raises have been made, the most allowed: the betting is capped.</source>
        <translation>Ein Einsatz und {raises} Erhöhungen sind gemacht, mehr ist nicht erlaubt: Die Einsätze sind gedeckelt.</translation>
    </message>
    <message numerus="yes">
        <source>%n raise(s) so far; the cap is a bet and {max} raises: not capped.</source>
        <translation>
            <numerusform>%n Erhöhung bisher; das Cap ist ein Einsatz und {max} Erhöhungen: nicht gedeckelt.</numerusform>
            <numerusform>%n Erhöhungen bisher; das Cap ist ein Einsatz und {max} Erhöhungen: nicht gedeckelt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The round began heads-up: there is no cap on raises.</source>
        <translation>Die Runde begann heads-up: Es gibt kein Cap für Erhöhungen.</translation>
    </message>
    <message>
        <source>On Third Street the bring-in does not count; the completion is the bet.</source>
        <translation>Auf Third Street zählt der Bring-in nicht; das Komplettieren ist der Einsatz.</translation>
    </message>
    <message>
        <source>A short all-in raise does not count toward the cap.</source>
        <translation>Eine kurze All-in-Erhöhung zählt nicht zum Cap.</translation>
    </message>
    <message>
        <source>No bets this round: the pot stays {total}.</source>
        <translation>Keine Einsätze in dieser Runde: Der Pot bleibt bei {total}.</translation>
    </message>
    <message>
        <source>{before} in the pot + the bets ({bets}) = {total}.</source>
        <translation>{before} im Pot + die Einsätze ({bets}) = {total}.</translation>
    </message>
    <message>
        <source>The antes are in the pot: {players} × {ante}.</source>
        <translation>Die Antes sind im Pot: {players} × {ante}.</translation>
    </message>
    <message>
        <source>The pots, main pot first: {amounts}.</source>
        <translation>Die Pots, der Hauptpot zuerst: {amounts}.</translation>
    </message>
    <message>
        <source>Main pot {amount}: up to {to} from each player; {seats} can win it.</source>
        <translation>Hauptpot {amount}: bis zu {to} von jedem Spieler; gewinnen können ihn: {seats}.</translation>
    </message>
    <message>
        <source>Side pot {number}: {amount}, from {start} to {to} from each player; only {seats} can win it.</source>
        <translation>Side-Pot {number}: {amount}, von {start} bis {to} von jedem Spieler; gewinnen können ihn nur: {seats}.</translation>
    </message>
    <message>
        <source>{amount} of seat {seat}'s bet was not called and goes back.</source>
        <translation>{amount} vom Einsatz von Platz {seat} wurden nicht gehalten und gehen zurück.</translation>
    </message>
    <message numerus="yes">
        <source>One card is burned before every street under this house rule: %n so far.</source>
        <translation>
            <numerusform>Nach dieser Hausregel wird vor jeder Straße eine Karte gebrannt: bisher %n Karte.</numerusform>
            <numerusform>Nach dieser Hausregel wird vor jeder Straße eine Karte gebrannt: bisher %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One card is burned before each street from Fourth Street on, none before Third: %n so far.</source>
        <translation>
            <numerusform>Ab Fourth Street wird vor jeder Straße eine Karte gebrannt, vor Third Street keine: bisher %n Karte.</numerusform>
            <numerusform>Ab Fourth Street wird vor jeder Straße eine Karte gebrannt, vor Third Street keine: bisher %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>House rule: a card is burned before Third Street too.</source>
        <translation>Hausregel: Auch vor Third Street wird eine Karte gebrannt.</translation>
    </message>
    <message>
        <source>Burn cards scrambled into the stub before Seventh Street still count.</source>
        <translation>Burn-Cards, die vor Seventh Street in den Stub gemischt wurden, zählen trotzdem.</translation>
    </message>
    <message>
        <source>{players} players need {need} cards: one each, a burn and the protected bottom card.</source>
        <translation>{players} Spieler brauchen {need} Karten: je eine, eine Burn-Card und die geschützte unterste Karte.</translation>
    </message>
    <message>
        <source>Cards used: 3 × {n3} + ({n4} + 1) + ({n5} + 1) + ({n6} + 1); the stub holds {stub}.</source>
        <translation>Verbrauchte Karten: 3 × {n3} + ({n4} + 1) + ({n5} + 1) + ({n6} + 1); der Stub hat {stub}.</translation>
    </message>
    <message>
        <source>{stub} ≥ {need}: burn, then deal everyone a down card.</source>
        <translation>{stub} ≥ {need}: brennen, dann jedem eine verdeckte Karte geben.</translation>
    </message>
    <message>
        <source>{stub} &lt; {need}, but with the {burns} burn cards it is enough: scramble them in, burn, deal.</source>
        <translation>{stub} &lt; {need}, aber mit den {burns} Burn-Cards reicht es: dazumischen, brennen, geben.</translation>
    </message>
    <message>
        <source>Even with the {burns} burn cards {stub} is too few, and the stub holds more than 2 cards: burn and turn one community card.</source>
        <translation>Auch mit den {burns} Burn-Cards sind {stub} zu wenig, und der Stub hat mehr als 2 Karten: brennen und eine Gemeinschaftskarte aufdecken.</translation>
    </message>
    <message>
        <source>Too few even with the burns, and the stub holds {stub}: scramble in the burns, burn, and turn one community card.</source>
        <translation>Auch mit den Burn-Cards zu wenig, und der Stub hat {stub}: die Burn-Cards dazumischen, brennen und eine Gemeinschaftskarte aufdecken.</translation>
    </message>
    <message>
        <source>House rule for the run-out: {procedure}.</source>
        <translation>Hausregel, wenn die Karten nicht reichen: {procedure}.</translation>
    </message>
    <message>
        <source>The order: seats {order}.</source>
        <translation>Die Reihenfolge: Plätze {order}.</translation>
    </message>
    <message>
        <source>Seat {seat} made the last bet or raise on Seventh Street and shows first.</source>
        <translation>Platz {seat} hat auf Seventh Street zuletzt gesetzt oder erhöht und zeigt zuerst.</translation>
    </message>
    <message>
        <source>No bet on Seventh Street: the lowest seat, seat {seat}, shows first.</source>
        <translation>Kein Einsatz auf Seventh Street: Der niedrigste Platz, Platz {seat}, zeigt zuerst.</translation>
    </message>
    <message>
        <source>No bet on Seventh Street: the first to act by the boards, seat {seat}, shows first.</source>
        <translation>Kein Einsatz auf Seventh Street: Wer nach den Boards zuerst spricht, Platz {seat}, zeigt zuerst.</translation>
    </message>
    <message>
        <source>Seat {seat} made the last bet or raise on Seventh Street: clockwise from there the order would be {order}.</source>
        <translation>Platz {seat} hat auf Seventh Street zuletzt gesetzt oder erhöht: Im Uhrzeigersinn von dort wäre die Reihenfolge {order}.</translation>
    </message>
    <message>
        <source>No bet on Seventh Street: clockwise from the lowest seat, seat {seat}, the order would be {order}.</source>
        <translation>Kein Einsatz auf Seventh Street: Im Uhrzeigersinn vom niedrigsten Platz, Platz {seat}, wäre die Reihenfolge {order}.</translation>
    </message>
    <message>
        <source>No bet on Seventh Street: clockwise from the first to act by the boards, seat {seat}, the order would be {order}.</source>
        <translation>Kein Einsatz auf Seventh Street: Im Uhrzeigersinn vom Ersten nach den offenen Karten, Platz {seat}, wäre die Reihenfolge {order}.</translation>
    </message>
    <message>
        <source>The others show clockwise from there.</source>
        <translation>Die anderen zeigen von dort im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>Seat {seat} has no five different cards of eight or lower: no low.</source>
        <translation>Platz {seat} hat keine fünf verschiedenen Karten von Acht oder niedriger: kein Low.</translation>
    </message>
    <message>
        <source>Seat {seat} plays {cards}: {hand}.</source>
        <translation>Platz {seat} spielt {cards}: {hand}.</translation>
    </message>
    <message>
        <source>Seat {seat}: {hand} {cards}.</source>
        <translation>Platz {seat}: {hand} {cards}.</translation>
    </message>
    <message>
        <source>Nobody has a qualifying low.</source>
        <translation>Niemand hat ein gültiges Low.</translation>
    </message>
    <message>
        <source>The high half goes to {seats}.</source>
        <translation>Die High-Hälfte geht an {seats}.</translation>
    </message>
    <message>
        <source>The low half goes to {seats}.</source>
        <translation>Die Low-Hälfte geht an {seats}.</translation>
    </message>
    <message>
        <source>The pot goes to {seats}.</source>
        <translation>Der Pot geht an {seats}.</translation>
    </message>
    <message>
        <source>Nobody has five different cards of eight or lower: no low, the high hand scoops.</source>
        <translation>Niemand hat fünf verschiedene Karten von Acht oder niedriger: kein Low, die High Hand gewinnt den ganzen Pot.</translation>
    </message>
    <message>
        <source>{seats} tie and split.</source>
        <translation>{seats} sind gleichauf und teilen.</translation>
    </message>
    <message>
        <source>The pot of {pot}: {shares}.</source>
        <translation>Der Pot von {pot}: {shares}.</translation>
    </message>
    <message>
        <source>High half {amount}, {hand}: {shares}.</source>
        <translation>High-Hälfte {amount}, {hand}: {shares}.</translation>
    </message>
    <message>
        <source>Low half {amount}, {hand}: {shares}.</source>
        <translation>Low-Hälfte {amount}, {hand}: {shares}.</translation>
    </message>
    <message>
        <source>{amount} for {hand}: {shares}.</source>
        <translation>{amount} für {hand}: {shares}.</translation>
    </message>
    <message>
        <source>The pot does not halve evenly: the odd chip goes to the high half.</source>
        <translation>Der Pot lässt sich nicht glatt halbieren: Der ungerade Chip geht an die High-Hälfte.</translation>
    </message>
    <message>
        <source>The odd chip goes to {seats}.</source>
        <translation>Der ungerade Chip geht an {seats}.</translation>
    </message>
    <message>
        <source>Seat {seat}'s highest card by suit, the ace counting low: {card}.</source>
        <translation>Höchste Karte nach Farbe von Platz {seat}, das Ass zählt niedrig: {card}.</translation>
    </message>
    <message>
        <source>Seat {seat}'s highest card by suit among the five played: {card}.</source>
        <translation>Höchste Karte nach Farbe von Platz {seat} unter den fünf gespielten: {card}.</translation>
    </message>
    <message>
        <source>House rule: the odd chip goes to the lowest seat, {seats}.</source>
        <translation>Hausregel: Der ungerade Chip geht an den niedrigsten Platz, {seats}.</translation>
    </message>
    <message>
        <source>House rule (older RRoP): every card counts; the odd chip goes to {seats}.</source>
        <translation>Hausregel (älteres RRoP): Jede Karte zählt; der ungerade Chip geht an {seats}.</translation>
    </message>
    <message>
        <source>The antes are collected in any order once they are called for: {seats} still owe theirs.</source>
        <translation>Nach der Bitte um die Antes werden sie in beliebiger Reihenfolge eingesammelt: {seats} schulden ihre noch.</translation>
    </message>
    <message>
        <source>Not “{chosen}”.</source>
        <translation>Nicht „{chosen}“.</translation>
    </message>
    <message numerus="yes">
        <source>%n announcement(s) due before the next card or action:</source>
        <translation>
            <numerusform>%n Ansage ist vor der nächsten Karte oder Aktion fällig:</numerusform>
            <numerusform>%n Ansagen sind vor der nächsten Karte oder Aktion fällig:</numerusform>
        </translation>
    </message>
    <message>
        <source>But the players in a side pot show before those all-in for less ({seats}): {order}.</source>
        <translation>Aber die Spieler in einem Side-Pot zeigen vor denen, die mit weniger all-in sind ({seats}): {order}.</translation>
    </message>
    <message>
        <source>{announcement} ({rule})</source>
        <translation>{announcement} ({rule})</translation>
    </message>
    <message>
        <source>Not due now: {announcement}.</source>
        <translation>Jetzt nicht fällig: {announcement}.</translation>
    </message>
    <message>
        <source>Next: {step}.</source>
        <translation>Als Nächstes: {step}.</translation>
    </message>
    <message>
        <source>“{step}” is wrong now: {why}.</source>
        <translation>„{step}“ ist jetzt falsch: {why}.</translation>
    </message>
    <message>
        <source>Seat {last} folds; the action moves clockwise to seat {seat}.</source>
        <translation>Platz {last} passt; die Aktion geht im Uhrzeigersinn weiter an Platz {seat}.</translation>
    </message>
    <message>
        <source>Seat {last} checks; the action moves clockwise to seat {seat}.</source>
        <translation>Platz {last} checkt; die Aktion geht im Uhrzeigersinn weiter an Platz {seat}.</translation>
    </message>
    <message>
        <source>Seat {last} calls; the action moves clockwise to seat {seat}.</source>
        <translation>Platz {last} geht mit; die Aktion geht im Uhrzeigersinn weiter an Platz {seat}.</translation>
    </message>
    <message>
        <source>Seat {last} brings it in; the action moves clockwise to seat {seat}.</source>
        <translation>Platz {last} bringt; die Aktion geht im Uhrzeigersinn weiter an Platz {seat}.</translation>
    </message>
    <message>
        <source>Seat {last} completes; the action moves clockwise to seat {seat}.</source>
        <translation>Platz {last} komplettiert; die Aktion geht im Uhrzeigersinn weiter an Platz {seat}.</translation>
    </message>
    <message>
        <source>Seat {last} bets; the action moves clockwise to seat {seat}.</source>
        <translation>Platz {last} setzt; die Aktion geht im Uhrzeigersinn weiter an Platz {seat}.</translation>
    </message>
    <message>
        <source>Seat {last} raises; the action moves clockwise to seat {seat}.</source>
        <translation>Platz {last} erhöht; die Aktion geht im Uhrzeigersinn weiter an Platz {seat}.</translation>
    </message>
    <message>
        <source>Seat {seat} has folded: no card, call or kill is due there.</source>
        <translation>Platz {seat} hat gepasst: Dort ist keine Karte, keine Ansage und kein Einziehen fällig.</translation>
    </message>
    <message>
        <source>Seat {seat} already has its card of this pass.</source>
        <translation>Platz {seat} hat seine Karte dieser Runde schon.</translation>
    </message>
    <message>
        <source>Seat {seat}'s ante is already in the pot.</source>
        <translation>Die Ante von Platz {seat} ist bereits im Pot.</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}.</source>
        <translation>Platz {seat} zeigt {cards}.</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}: its call is due now.</source>
        <translation>Platz {seat} zeigt {cards}: Seine Ansage ist jetzt fällig.</translation>
    </message>
    <message>
        <source>a possible straight</source>
        <translation>ein möglicher Straight</translation>
    </message>
    <message>
        <source>a possible flush</source>
        <translation>ein möglicher Flush</translation>
    </message>
    <message>
        <source>a possible straight flush</source>
        <translation>ein möglicher Straight Flush</translation>
    </message>
    <message>
        <source>its four upcards are not all of one suit</source>
        <translation>seine vier offenen Karten nicht alle dieselbe Farbe haben</translation>
    </message>
    <message>
        <source>it holds a rank twice, so not four different ranks</source>
        <translation>ein Rang doppelt vorkommt, also keine vier verschiedenen Ränge</translation>
    </message>
    <message>
        <source>its four ranks do not fit within five ranks in a row</source>
        <translation>seine vier Ränge nicht in fünf aufeinanderfolgende Ränge passen</translation>
    </message>
    <message>
        <source>it has fewer than four upcards</source>
        <translation>es weniger als vier offene Karten sind</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}: not {draw}, because {why} (R9.6).</source>
        <translation>Platz {seat} zeigt {cards}: nicht {draw}, weil {why} (R9.6).</translation>
    </message>
    <message>
        <source>Every duty of this hand is done: the next hand starts with the shuffle.</source>
        <translation>Alle Aufgaben dieser Hand sind erledigt: Die nächste Hand beginnt mit dem Mischen.</translation>
    </message>
    <message>
        <source>A player is still to act: the betting round is not over.</source>
        <translation>Ein Spieler ist noch am Zug: Die Setzrunde ist nicht vorbei.</translation>
    </message>
    <message>
        <source>Seat {seat} is still to act: the betting round is not over.</source>
        <translation>Platz {seat} ist noch am Zug: Die Setzrunde ist nicht vorbei.</translation>
    </message>
    <message>
        <source>Seat {seat} wins: its cards stay on the table until the pot is pushed.</source>
        <translation>Platz {seat} gewinnt: Seine Karten bleiben liegen, bis der Pot ausgezahlt ist.</translation>
    </message>
    <message>
        <source>Seat {seat}'s hand is beaten: every losing hand is killed before the pot is pushed.</source>
        <translation>Die Hand von Platz {seat} ist geschlagen: Jede verlierende Hand wird vernichtet, bevor der Pot ausgezahlt wird.</translation>
    </message>
    <message>
        <source>No card is burned before 3rd street.</source>
        <translation>Vor der Third Street wird keine Karte gebrannt.</translation>
    </message>
    <message>
        <source>This street's card is already burned: one burn a street, then the cards.</source>
        <translation>Die Burn-Card dieser Straße ist schon gebrannt: eine je Straße, dann die Karten.</translation>
    </message>
    <message>
        <source>Not every ante is in yet: the antes are collected before the cut and the deal.</source>
        <translation>Noch sind nicht alle Antes im Pot: Die Antes werden vor dem Abheben und dem Geben eingesammelt.</translation>
    </message>
    <message>
        <source>The house shuffle, in its order: {steps}.</source>
        <translation>Das Mischen des Hauses, in seiner Reihenfolge: {steps}.</translation>
    </message>
    <message>
        <source>Each pass starts at seat {first} and goes clockwise: this card is seat {seat}'s.</source>
        <translation>Jede Runde beginnt bei Platz {first} und geht im Uhrzeigersinn: Diese Karte bekommt Platz {seat}.</translation>
    </message>
    <message>
        <source>On 3rd street two cards go down, then the door card up: this one goes face up.</source>
        <translation>Auf der Third Street gehen zwei Karten verdeckt, dann die Door-Card offen: Diese geht offen.</translation>
    </message>
    <message>
        <source>On 3rd street two cards go down, then the door card up: this one goes face down.</source>
        <translation>Auf der Third Street gehen zwei Karten verdeckt, dann die Door-Card offen: Diese geht verdeckt.</translation>
    </message>
    <message>
        <source>On 4th, 5th and 6th street the card goes face up.</source>
        <translation>Auf Fourth, Fifth und Sixth Street wird die Karte offen gegeben.</translation>
    </message>
    <message>
        <source>On 7th street the card goes face down.</source>
        <translation>Auf der Seventh Street wird die Karte verdeckt gegeben.</translation>
    </message>
    <message>
        <source>The stub holds {stub}; {players} players need {need} (a card each, burn, bottom): {step}.</source>
        <translation>Im Stub sind {stub}; {players} Spieler brauchen {need} (je eine Karte, Burn-Card, unterste Karte): {step}.</translation>
    </message>
    <message>
        <source>Seat {seat}'s hand is not beaten: only losing hands are killed.</source>
        <translation>Die Hand von Platz {seat} ist nicht geschlagen: Nur verlierende Hände werden vernichtet.</translation>
    </message>
    <message>
        <source>The last side pot formed is pushed first, the main pot last: {step}.</source>
        <translation>Der zuletzt gebildete Side-Pot wird zuerst ausgezahlt, der Main-Pot zuletzt: {step}.</translation>
    </message>
    <message>
        <source>Nobody called seat {seat}'s last {amount}: it goes back to that seat first.</source>
        <translation>Niemand hat die letzten {amount} von Platz {seat} gehalten: Sie gehen zuerst an diesen Platz zurück.</translation>
    </message>
    <message>
        <source>The deck is shuffled first: “{step}”.</source>
        <translation>Zuerst wird gemischt: „{step}“.</translation>
    </message>
    <message>
        <source>Seat {seat}'s ante is not in yet: every ante is collected before the deal.</source>
        <translation>Die Ante von Platz {seat} fehlt noch: Jede Ante wird vor dem Geben eingesammelt.</translation>
    </message>
    <message>
        <source>The antes are in: the deck is cut before the deal.</source>
        <translation>Die Antes sind im Pot: Vor dem Geben wird abgehoben.</translation>
    </message>
    <message>
        <source>Seat {seat} is due its card now: one card a pass, clockwise.</source>
        <translation>Platz {seat} bekommt jetzt seine Karte: eine Karte je Runde, im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>A card is burned before the cards of each street from 4th on.</source>
        <translation>Ab der Fourth Street wird vor den Karten jeder Straße eine Karte gebrannt.</translation>
    </message>
    <message>
        <source>What the table shows is announced first: {step}.</source>
        <translation>Zuerst wird angesagt, was der Tisch zeigt: {step}.</translation>
    </message>
    <message>
        <source>The betting round is over: the bets are gathered into the pot first.</source>
        <translation>Die Setzrunde ist vorbei: Zuerst kommen die Einsätze in den Pot.</translation>
    </message>
    <message>
        <source>An uncalled bet goes back first: {step}.</source>
        <translation>Ein nicht gehaltener Einsatz geht zuerst zurück: {step}.</translation>
    </message>
    <message>
        <source>Before 7th street the stub is counted first: are there cards for everyone still in?</source>
        <translation>Vor der Seventh Street wird zuerst der Stub gezählt: Reichen die Karten für alle, die noch im Spiel sind?</translation>
    </message>
    <message>
        <source>The count says the stub is too short: {step}.</source>
        <translation>Die Zählung sagt, der Stub ist zu kurz: {step}.</translation>
    </message>
    <message>
        <source>The 7th-street cards are out: the cut card comes out next.</source>
        <translation>Die Karten der Seventh Street sind gegeben: Als Nächstes kommt die Cut-Card heraus.</translation>
    </message>
    <message>
        <source>The betting is over: the order of showing is called first.</source>
        <translation>Die Setzrunden sind vorbei: Zuerst wird die Reihenfolge des Aufdeckens angesagt.</translation>
    </message>
    <message>
        <source>Seat {seat}'s tabled hand is read first: {step}.</source>
        <translation>Zuerst wird die aufgedeckte Hand von Platz {seat} angesagt: {step}.</translation>
    </message>
    <message>
        <source>Seat {seat}'s hand is beaten: it is killed before the pot is pushed.</source>
        <translation>Die Hand von Platz {seat} ist geschlagen: Sie wird vernichtet, bevor der Pot ausgezahlt wird.</translation>
    </message>
    <message>
        <source>The hands are read and the losers killed: {step}.</source>
        <translation>Die Hände sind angesagt und die Verlierer vernichtet: {step}.</translation>
    </message>
    <message>
        <source>Due first: {step}.</source>
        <translation>Zuerst fällig: {step}.</translation>
    </message>
</context>
<context>
    <name>DutyList</name>
    <message>
        <source>Dealer duties</source>
        <translation>Aufgaben des Croupiers</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>{what} (key {key})</source>
        <translation>{what} (Taste {key})</translation>
    </message>
    <message>
        <source>Stop the table: something is wrong, and you give the ruling</source>
        <translation>Tisch stoppen: Etwas ist nicht in Ordnung, und Sie entscheiden</translation>
    </message>
    <message>
        <source>Scramble</source>
        <translation>Scramble</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Scramble the cards face down on the table</source>
        <translation>Die Karten verdeckt auf dem Tisch mischen (Scramble)</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Ausrichten</translation>
    </message>
    <message>
        <source>Square the deck</source>
        <translation>Die Karten ausrichten</translation>
    </message>
    <message>
        <source>Riffle</source>
        <translation>Riffle</translation>
    </message>
    <message>
        <source>Riffle the deck</source>
        <translation>Die Karten im Riffle mischen</translation>
    </message>
    <message>
        <source>Strip</source>
        <translation>Strip</translation>
    </message>
    <message>
        <source>Strip the deck</source>
        <translation>Die Karten im Strip mischen</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Box</translation>
    </message>
    <message>
        <source>Box the deck</source>
        <translation>Die Karten boxen</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Cut</translation>
    </message>
    <message>
        <source>Cut onto the cut card</source>
        <translation>Auf die Cut-Card abheben</translation>
    </message>
    <message>
        <source>Antes, please</source>
        <translation>Ante, bitte</translation>
    </message>
    <message>
        <source>Ask the players for their antes</source>
        <translation>Die Spieler um ihre Antes bitten</translation>
    </message>
    <message>
        <source>Collect ante</source>
        <translation>Ante einsammeln</translation>
    </message>
    <message>
        <source>Take a seat's ante into the centre: click the seat</source>
        <translation>Die Ante eines Platzes in die Mitte nehmen: Platz anklicken</translation>
    </message>
    <message>
        <source>Deal down</source>
        <translation>Verdeckt geben</translation>
    </message>
    <message>
        <source>Deal a card face down: click the seat</source>
        <translation>Eine Karte verdeckt geben: Platz anklicken</translation>
    </message>
    <message>
        <source>Deal up</source>
        <translation>Offen geben</translation>
    </message>
    <message>
        <source>Deal a card face up: click the seat</source>
        <translation>Eine Karte offen geben: Platz anklicken</translation>
    </message>
    <message>
        <source>Burn</source>
        <translation>Burn-Card</translation>
    </message>
    <message>
        <source>Burn a card face down before the street</source>
        <translation>Vor der Straße eine Karte verdeckt brennen</translation>
    </message>
    <message>
        <source>Announce…</source>
        <translation>Ansagen…</translation>
    </message>
    <message>
        <source>Build an announcement: what, whose, which ranks</source>
        <translation>Eine Ansage zusammenstellen: was, wessen, welche Ränge</translation>
    </message>
    <message>
        <source>Gather bets</source>
        <translation>Einsätze zum Pot</translation>
    </message>
    <message>
        <source>Gather the bets into the pot</source>
        <translation>Einsätze zum Pot bringen</translation>
    </message>
    <message>
        <source>Return bet</source>
        <translation>Einsatz zurück</translation>
    </message>
    <message>
        <source>Give back the part of a bet nobody called</source>
        <translation>Den nicht gehaltenen Teil eines Einsatzes zurückgeben</translation>
    </message>
    <message>
        <source>Last card</source>
        <translation>Last Card</translation>
    </message>
    <message>
        <source>Announce “Last card” before the 7th-street deal</source>
        <translation>Vor dem Geben der Seventh Street „Last Card“ ansagen</translation>
    </message>
    <message>
        <source>Count stub</source>
        <translation>Stub zählen</translation>
    </message>
    <message>
        <source>Count the stub before Seventh Street</source>
        <translation>Vor der Seventh Street den Stub zählen</translation>
    </message>
    <message>
        <source>Scramble stub</source>
        <translation>Stub scramblen</translation>
    </message>
    <message>
        <source>Scramble the stub with the burn cards</source>
        <translation>Stub mit den Burn-Cards mischen</translation>
    </message>
    <message>
        <source>Community card</source>
        <translation>Gemeinschaftskarte</translation>
    </message>
    <message>
        <source>Turn one community card in the centre</source>
        <translation>Eine Gemeinschaftskarte in der Mitte aufdecken</translation>
    </message>
    <message>
        <source>Remove cut card</source>
        <translation>Cut-Card entfernen</translation>
    </message>
    <message>
        <source>Remove the cut card and set the stub aside</source>
        <translation>Die Cut-Card herausnehmen und den Stub weglegen</translation>
    </message>
    <message>
        <source>Showdown order</source>
        <translation>Showdown-Reihenfolge</translation>
    </message>
    <message>
        <source>Name who shows first: click the seat</source>
        <translation>Ansagen, wer zuerst zeigt: Platz anklicken</translation>
    </message>
    <message>
        <source>Read hand</source>
        <translation>Hand ansagen</translation>
    </message>
    <message>
        <source>Read a tabled hand aloud: click the seat</source>
        <translation>Eine aufgedeckte Hand ansagen: Platz anklicken</translation>
    </message>
    <message>
        <source>Kill hand</source>
        <translation>Hand vernichten</translation>
    </message>
    <message>
        <source>Kill a losing hand: click the seat</source>
        <translation>Eine verlierende Hand vernichten: Platz anklicken</translation>
    </message>
    <message>
        <source>Push pot</source>
        <translation>Pot zuschieben</translation>
    </message>
    <message>
        <source>Push the pot to its winner (or split it)</source>
        <translation>Den Pot dem Gewinner zuschieben (oder teilen)</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>{high}; {low}</source>
        <translation>{high}; {low}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>seat {seat} ({chips})</source>
        <translation>Platz {seat} ({chips})</translation>
    </message>
    <message>
        <source>High half of the main pot ({amount}) to {shares}</source>
        <translation>High-Hälfte des Hauptpots ({amount}) an {shares}</translation>
    </message>
    <message>
        <source>Low half of the main pot ({amount}) to {shares}</source>
        <translation>Low-Hälfte des Hauptpots ({amount}) an {shares}</translation>
    </message>
    <message>
        <source>Main pot ({amount}) to {shares}</source>
        <translation>Hauptpot ({amount}) an {shares}</translation>
    </message>
    <message>
        <source>High half of side pot {number} ({amount}) to {shares}</source>
        <translation>High-Hälfte von Side-Pot {number} ({amount}) an {shares}</translation>
    </message>
    <message>
        <source>Low half of side pot {number} ({amount}) to {shares}</source>
        <translation>Low-Hälfte von Side-Pot {number} ({amount}) an {shares}</translation>
    </message>
    <message>
        <source>Side pot {number} ({amount}) to {shares}</source>
        <translation>Side-Pot {number} ({amount}) an {shares}</translation>
    </message>
    <message>
        <source>Stub count before Seventh Street: {stub} cards, {need} needed</source>
        <translation>Stub vor Seventh Street gezählt: {stub} Karten, {need} nötig</translation>
    </message>
    <message>
        <source>{count}: a community card will be used</source>
        <translation>{count}: Es wird eine Gemeinschaftskarte verwendet</translation>
    </message>
    <message>
        <source>{count}: the stub runs short</source>
        <translation>{count}: Der Stub reicht nicht</translation>
    </message>
    <message>
        <source>Seat {seat} antes {amount}, all-in</source>
        <translation>Platz {seat} zahlt {amount} Ante, all-in</translation>
    </message>
    <message>
        <source>Seat {seat} antes {amount}</source>
        <translation>Platz {seat} zahlt {amount} Ante</translation>
    </message>
    <message>
        <source>Seat {seat}: {card} face up</source>
        <translation>Platz {seat}: {card} offen</translation>
    </message>
    <message>
        <source>Seat {seat}: a card face down</source>
        <translation>Platz {seat}: eine Karte verdeckt</translation>
    </message>
    <message>
        <source>{street}: burn card</source>
        <translation>{street}: Burn-Card</translation>
    </message>
    <message>
        <source>Stub scrambled with {burns} burn cards and {muck} mucked cards</source>
        <translation>Stub mit {burns} Burn-Cards und {muck} Karten aus dem Muck gemischt</translation>
    </message>
    <message>
        <source>Stub scrambled with {burns} burn cards</source>
        <translation>Stub mit {burns} Burn-Cards gemischt</translation>
    </message>
    <message>
        <source>Community card: {card}</source>
        <translation>Gemeinschaftskarte: {card}</translation>
    </message>
    <message>
        <source>Seat {seat} has the bring-in (door card unknown)</source>
        <translation>Platz {seat} hat den Bring-in (offene Karte unbekannt)</translation>
    </message>
    <message>
        <source>Seat {seat} has the bring-in ({card})</source>
        <translation>Platz {seat} hat den Bring-in ({card})</translation>
    </message>
    <message>
        <source>{street}: no more betting</source>
        <translation>{street}: keine Setzrunde mehr</translation>
    </message>
    <message>
        <source>{street}: seat {seat} acts first</source>
        <translation>{street}: Platz {seat} beginnt</translation>
    </message>
    <message>
        <source>{opening} (open pair: the big bet is allowed)</source>
        <translation>{opening} (offenes Paar: großer Einsatz erlaubt)</translation>
    </message>
    <message>
        <source>Bets gathered: pot {pot}</source>
        <translation>Einsätze eingesammelt: Pot {pot}</translation>
    </message>
    <message>
        <source>Uncalled {amount} returned to seat {seat}</source>
        <translation>Nicht gehaltene {amount} an Platz {seat} zurückgegeben</translation>
    </message>
    <message>
        <source>Showdown: seat {seat} shows first</source>
        <translation>Showdown: Platz {seat} zeigt zuerst</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}: {reading}</source>
        <translation>Platz {seat} zeigt {cards}: {reading}</translation>
    </message>
    <message>
        <source>Seat {seat}'s hand is killed</source>
        <translation>Die Hand von Platz {seat} ist tot</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Die Hand ist beendet</translation>
    </message>
    <message>
        <source>Collect seat {seat}'s ante</source>
        <translation>Ante von Platz {seat} einsammeln</translation>
    </message>
    <message>
        <source>Burn a card</source>
        <translation>Eine Karte brennen</translation>
    </message>
    <message>
        <source>Deal seat {seat} a card face up</source>
        <translation>Platz {seat} eine Karte offen geben</translation>
    </message>
    <message>
        <source>Deal seat {seat} a card face down</source>
        <translation>Platz {seat} eine Karte verdeckt geben</translation>
    </message>
    <message>
        <source>Scramble the stub with the burn cards</source>
        <translation>Stub mit den Burn-Cards mischen</translation>
    </message>
    <message>
        <source>Turn the community card</source>
        <translation>Gemeinschaftskarte aufdecken</translation>
    </message>
    <message>
        <source>Seat {seat} to act</source>
        <translation>Platz {seat} ist am Zug</translation>
    </message>
    <message>
        <source>Seat {seat} to show</source>
        <translation>Platz {seat} zeigt</translation>
    </message>
</context>
<context>
    <name>ExamBand</name>
    <message>
        <source>Exam: {name}</source>
        <translation>Prüfung: {name}</translation>
    </message>
    <message>
        <source>{number} of {total}</source>
        <translation>{number} von {total}</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>noch {time}</translation>
    </message>
    <message>
        <source>Game, level, house rules and down cards are locked until the exam ends</source>
        <translation>Spiel, Stufe, Hausregeln und verdeckte Karten sind bis zum Ende der Prüfung gesperrt</translation>
    </message>
</context>
<context>
    <name>ExamDesk</name>
    <message>
        <source>Locked while the exam runs</source>
        <translation>Gesperrt, solange die Prüfung läuft</translation>
    </message>
    <message>
        <source>Locked while the exam hand is dealt</source>
        <translation>Gesperrt, solange die Prüfungshand gegeben wird</translation>
    </message>
    <message>
        <source>The certificate could not be read: {reason}</source>
        <translation>Das Zertifikat konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>The school has no certificate {code}.</source>
        <translation>Die Schule hat kein Zertifikat {code}.</translation>
    </message>
    <message>
        <source>Save the certificate</source>
        <translation>Das Zertifikat speichern</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>The certificate could not be saved: {reason}</source>
        <translation>Das Zertifikat konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>Certificate saved: {path}</source>
        <translation>Zertifikat gespeichert: {path}</translation>
    </message>
</context>
<context>
    <name>ExamForm</name>
    <message>
        <source>Every class</source>
        <translation>Jede Klasse</translation>
    </message>
    <message>
        <source>The exam could not be read: {reason}</source>
        <translation>Die Prüfung konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>Nothing was changed in “{name}”.</source>
        <translation>An „{name}“ wurde nichts geändert.</translation>
    </message>
    <message>
        <source>“{name}” is saved with your changes.</source>
        <translation>„{name}“ ist mit Ihren Änderungen gespeichert.</translation>
    </message>
    <message>
        <source>Give the exam a name, such as “Stud, week 2”.</source>
        <translation>Geben Sie der Prüfung einen Namen, etwa „Stud, Woche 2“.</translation>
    </message>
    <message>
        <source>Tick at least one skill.</source>
        <translation>Kreuzen Sie mindestens eine Fertigkeit an.</translation>
    </message>
    <message>
        <source>Tick at least one game.</source>
        <translation>Wählen Sie mindestens ein Spiel.</translation>
    </message>
    <message>
        <source>The exam could not be saved: {reason}</source>
        <translation>Die Prüfung konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>“{name}” has been sat, so its questions stay as they are: every sitting is graded against the same exam. Its window and sittings can still change.</source>
        <translation>„{name}“ wurde schon abgelegt, daher bleiben die Fragen, wie sie sind: Jeder Versuch wird nach derselben Prüfung bewertet. Zeitfenster und Versuche lassen sich noch ändern.</translation>
    </message>
    <message>
        <source>The exam must close after it opens: change its window.</source>
        <translation>Die Prüfung muss schließen, nachdem sie öffnet: Ändern Sie ihr Zeitfenster.</translation>
    </message>
    <message>
        <source>Exam “{name}” created; it is passed with {mark} correct.</source>
        <translation>Prüfung „{name}“ angelegt; bestanden ist sie mit {mark} richtigen Antworten.</translation>
    </message>
    <message>
        <source>New exam</source>
        <translation>Neue Prüfung</translation>
    </message>
    <message>
        <source>Edit “{name}”</source>
        <translation>„{name}“ bearbeiten</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Änderungen speichern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Leave the exam as it is and create a new one instead</source>
        <translation>Die Prüfung unverändert lassen und stattdessen eine neue anlegen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Skills:</source>
        <translation>&amp;Fertigkeiten:</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>Fra&amp;gen:</translation>
    </message>
    <message>
        <source>&amp;Pass mark:</source>
        <translation>&amp;Bestehensgrenze:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Spiele:</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source>S&amp;ittings:</source>
        <translation>&amp;Versuche:</translation>
    </message>
    <message>
        <source>&amp;Window:</source>
        <translation>Zeit&amp;fenster:</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>K&amp;lasse:</translation>
    </message>
    <message>
        <source>e.g. Stud, week 2</source>
        <translation>z. B. Stud, Woche 2</translation>
    </message>
    <message>
        <source>Name of the exam</source>
        <translation>Name der Prüfung</translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation>Anzahl der Fragen</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Bestehensgrenze</translation>
    </message>
    <message>
        <source>The share of correct answers needed to pass</source>
        <translation>Der Anteil richtiger Antworten, der zum Bestehen nötig ist</translation>
    </message>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>Time limit in minutes (0: none)</source>
        <translation>Zeitlimit in Minuten (0: keins)</translation>
    </message>
    <message>
        <source>For the whole exam; when it runs out the exam ends</source>
        <translation>Für die ganze Prüfung; ist es abgelaufen, endet die Prüfung</translation>
    </message>
    <message>
        <source>Sittings per trainee</source>
        <translation>Versuche je Teilnehmer</translation>
    </message>
    <message>
        <source>How many times each trainee may sit the exam (each begun sitting counts)</source>
        <translation>Wie oft jeder Teilnehmer die Prüfung ablegen darf (jeder begonnene Versuch zählt)</translation>
    </message>
    <message>
        <source>Create exam</source>
        <translation>Prüfung anlegen</translation>
    </message>
</context>
<context>
    <name>ExamPage</name>
    <message>
        <source>The exams could not be read: {reason}</source>
        <translation>Die Prüfungen konnten nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} Min.</translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s)</source>
        <translation>
            <numerusform>%n Versuch</numerusform>
            <numerusform>%n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <source>No exams yet: create one on the left.</source>
        <translation>Noch keine Prüfungen: Legen Sie links eine an.</translation>
    </message>
    <message>
        <source>The results could not be read: {reason}</source>
        <translation>Die Ergebnisse konnten nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>all three games</source>
        <translation>alle drei Spiele</translation>
    </message>
    <message>
        <source>Games: {games}</source>
        <translation>Spiele: {games}</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>Nicht bestanden</translation>
    </message>
    <message>
        <source>{correct} of {total} ({percent})</source>
        <translation>{correct} von {total} ({percent})</translation>
    </message>
    <message numerus="yes">
        <source>%n {state}</source>
        <translation>
            <numerusform>%n {state}</numerusform>
            <numerusform>%n {state}</numerusform>
        </translation>
    </message>
    <message>
        <source>{passed} of {takers} trainees who finished a sitting passed “{name}”.</source>
        <translation>{passed} von {takers} Teilnehmern mit einem beendeten Versuch haben „{name}“ bestanden.</translation>
    </message>
    <message>
        <source>Nobody has finished a sitting of “{name}” yet.</source>
        <translation>Noch niemand hat einen Versuch von „{name}“ beendet.</translation>
    </message>
    <message>
        <source>Sittings: {states}.</source>
        <translation>Versuche: {states}.</translation>
    </message>
    <message>
        <source>Nobody has sat “{name}” yet.</source>
        <translation>Noch niemand hat „{name}“ abgelegt.</translation>
    </message>
    <message>
        <source>At {station}</source>
        <translation>An {station}</translation>
    </message>
    <message>
        <source>{skill}: {correct} of {asked}</source>
        <translation>{skill}: {correct} von {asked}</translation>
    </message>
    <message>
        <source>rejected: {problem}</source>
        <translation>abgelehnt: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>{name} · %n question(s) · pass mark {mark}</source>
        <translation>
            <numerusform>{name} · %n Frage · Bestehensgrenze {mark}</numerusform>
            <numerusform>{name} · %n Fragen · Bestehensgrenze {mark}</numerusform>
        </translation>
    </message>
    <message>
        <source>opens {when}</source>
        <translation>öffnet {when}</translation>
    </message>
    <message>
        <source>closes {when}</source>
        <translation>schließt {when}</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <source>from before seals</source>
        <translation>aus der Zeit vor dem Siegel</translation>
    </message>
    <message>
        <source>to be sealed</source>
        <translation>noch zu siegeln</translation>
    </message>
    <message>
        <source>Say why another sitting is granted (it is kept with it).</source>
        <translation>Geben Sie an, warum ein weiterer Versuch gewährt wird (der Grund wird mit ihm gespeichert).</translation>
    </message>
    <message>
        <source>The sitting could not be granted: {reason}</source>
        <translation>Der Versuch konnte nicht gewährt werden: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{name} may sit “{exam}” once more (%n sitting(s) granted so far).</source>
        <translation>
            <numerusform>{name} darf „{exam}“ noch einmal ablegen (bisher %n Versuch gewährt).</numerusform>
            <numerusform>{name} darf „{exam}“ noch einmal ablegen (bisher %n Versuche gewährt).</numerusform>
        </translation>
    </message>
    <message>
        <source>The exam could not be withdrawn: {reason}</source>
        <translation>Die Prüfung konnte nicht zurückgezogen werden: {reason}</translation>
    </message>
    <message>
        <source>“{exam}” is withdrawn: no sitting of it may begin any more.</source>
        <translation>„{exam}“ ist zurückgezogen: Kein Versuch darf mehr beginnen.</translation>
    </message>
    <message>
        <source>Exams and results</source>
        <translation>Prüfungen und Ergebnisse</translation>
    </message>
    <message>
        <source>Results as CSV…</source>
        <translation>Ergebnisse als CSV…</translation>
    </message>
    <message>
        <source>Every sitting of the selected exam, for a spreadsheet</source>
        <translation>Jeder Versuch der gewählten Prüfung, für eine Tabellenkalkulation</translation>
    </message>
    <message>
        <source>Exam report (PDF)…</source>
        <translation>Prüfungsbericht (PDF)…</translation>
    </message>
    <message>
        <source>A printable report of the selected exam</source>
        <translation>Ein druckbarer Bericht der gewählten Prüfung</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>Begun</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Zertifikat</translation>
    </message>
    <message>
        <source>Grant another sitting</source>
        <translation>Weiteren Versuch gewähren</translation>
    </message>
    <message>
        <source>Reason for another sitting</source>
        <translation>Grund für einen weiteren Versuch</translation>
    </message>
    <message>
        <source>Withdraw exam</source>
        <translation>Prüfung zurückziehen</translation>
    </message>
    <message>
        <source>Edit exam</source>
        <translation>Prüfung bearbeiten</translation>
    </message>
    <message>
        <source>Change the selected exam in the form (once sat: only its window and sittings)</source>
        <translation>Die gewählte Prüfung im Formular ändern (nach dem ersten Versuch: nur Zeitfenster und Versuche)</translation>
    </message>
    <message>
        <source>No sitting of the selected exam may begin any more</source>
        <translation>Kein Versuch der gewählten Prüfung darf mehr beginnen</translation>
    </message>
    <message>
        <source>One more sitting of this exam for the trainee of the selected sitting</source>
        <translation>Einen weiteren Versuch dieser Prüfung für den Teilnehmer des gewählten Versuchs</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
</context>
<context>
    <name>ExamWords</name>
    <message>
        <source>Start the exam</source>
        <translation>Die Prüfung beginnen</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n Frage</numerusform>
            <numerusform>%n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>pass mark {mark}</source>
        <translation>Bestehensgrenze {mark}</translation>
    </message>
    <message>
        <source>{minutes} minutes</source>
        <translation>{minutes} Minuten</translation>
    </message>
    <message>
        <source>Start the exam “{name}” now? {facts}. Sittings left: {left}. It cannot be paused; while it runs the game, the level, the house rules and the down cards are locked, and leaving it counts as a sitting.</source>
        <translation>Die Prüfung „{name}“ jetzt beginnen? {facts}. Verbleibende Versuche: {left}. Sie lässt sich nicht unterbrechen; solange sie läuft, sind Spiel, Stufe, Hausregeln und verdeckte Karten gesperrt, und wer sie verlässt, hat einen Versuch verbraucht.</translation>
    </message>
    <message>
        <source>Leave the exam</source>
        <translation>Die Prüfung verlassen</translation>
    </message>
    <message>
        <source>Leave the exam “{name}” now? It is recorded as a sitting left before the end: the questions not answered count as wrong.</source>
        <translation>Die Prüfung „{name}“ jetzt verlassen? Sie wird als vorzeitig verlassener Versuch vermerkt: Die unbeantworteten Fragen zählen als falsch.</translation>
    </message>
    <message>
        <source>Your sitting of this exam is open at {station} (since {time}): finish it there. If that station has stopped, the sitting counts as interrupted within a minute or two, and the instructor can grant you another.</source>
        <translation>Ihr Versuch dieser Prüfung ist an {station} offen (seit {time}): Beenden Sie ihn dort. Ist dieser Platz stehen geblieben, gilt der Versuch nach ein, zwei Minuten als unterbrochen, und der Ausbilder kann Ihnen einen weiteren gewähren.</translation>
    </message>
    <message>
        <source>No sitting of this exam is left ({used} of {allowed} used). The instructor can grant you another.</source>
        <translation>Für diese Prüfung ist kein Versuch mehr übrig ({used} von {allowed} genutzt). Der Ausbilder kann Ihnen einen weiteren gewähren.</translation>
    </message>
    <message>
        <source>You have passed this exam already.</source>
        <translation>Sie haben diese Prüfung bereits bestanden.</translation>
    </message>
    <message>
        <source>This exam is another class's: ask your instructor.</source>
        <translation>Diese Prüfung gehört zu einer anderen Klasse: Fragen Sie Ihren Ausbilder.</translation>
    </message>
    <message>
        <source>The instructor has withdrawn this exam: it cannot be begun any more.</source>
        <translation>Der Ausbilder hat diese Prüfung zurückgezogen: Sie kann nicht mehr begonnen werden.</translation>
    </message>
    <message>
        <source>This exam opens at {when}; it cannot be begun before.</source>
        <translation>Diese Prüfung öffnet am {when}; vorher kann sie nicht begonnen werden.</translation>
    </message>
    <message>
        <source>This exam closed at {when}; it cannot be begun any more.</source>
        <translation>Diese Prüfung hat am {when} geschlossen; sie kann nicht mehr begonnen werden.</translation>
    </message>
    <message>
        <source>An exam is begun by the school server, and it does not answer right now. Try again in a moment.</source>
        <translation>Eine Prüfung beginnt der Server der Schule, und er antwortet gerade nicht. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>the school database</source>
        <translation>die Datenbank der Schule</translation>
    </message>
    <message>
        <source>The exam could not be started: {reason}</source>
        <translation>Die Prüfung konnte nicht beginnen: {reason}</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <source>Export the answers of {name}</source>
        <translation>Antworten von {name} exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Save the progress report of {name}</source>
        <translation>Fortschrittsbericht von {name} speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Export the class's results</source>
        <translation>Ergebnisse der Klasse exportieren</translation>
    </message>
    <message>
        <source>class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>class report</source>
        <translation>Klassenbericht</translation>
    </message>
    <message>
        <source>Save the class report</source>
        <translation>Klassenbericht speichern</translation>
    </message>
    <message>
        <source>Export the results of {name}</source>
        <translation>Die Ergebnisse von {name} exportieren</translation>
    </message>
    <message>
        <source>Save the report of the exam {name}</source>
        <translation>Den Bericht der Prüfung {name} speichern</translation>
    </message>
    <message>
        <source>Export the live round {name}</source>
        <translation>Die Live-Runde {name} exportieren</translation>
    </message>
    <message>
        <source>Save the report of the live round {name}</source>
        <translation>Den Bericht der Live-Runde {name} speichern</translation>
    </message>
    <message>
        <source>Could not save {path}: {reason}</source>
        <translation>{path} konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>Saved {path}.</source>
        <translation>{path} gespeichert.</translation>
    </message>
</context>
<context>
    <name>FeedbackLine</name>
    <message>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>Falsch</translation>
    </message>
    <message>
        <source>{verdict}: {text}</source>
        <translation>{verdict}: {text}</translation>
    </message>
    <message>
        <source>Last answer</source>
        <translation>Letzte Antwort</translation>
    </message>
</context>
<context>
    <name>FirstStart</name>
    <message>
        <source>First start: step {number} of {count}</source>
        <translation>Erster Start: Schritt {number} von {count}</translation>
    </message>
</context>
<context>
    <name>FirstStartPage</name>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Schritt {number} von {count}</translation>
    </message>
    <message>
        <source>Welcome to Croupier</source>
        <translation>Willkommen bei Croupier</translation>
    </message>
    <message>
        <source>Choose your language. The DE | EN switch in the top bar changes it at any time.</source>
        <translation>Wählen Sie Ihre Sprache. Der Schalter DE | EN oben in der Leiste ändert sie jederzeit.</translation>
    </message>
    <message>
        <source>Which game do you deal?</source>
        <translation>Welches Spiel geben Sie?</translation>
    </message>
    <message>
        <source>Your first hands and your course are dealt in this game; the top bar changes it.</source>
        <translation>Ihre ersten Hände und Ihr Kurs werden in diesem Spiel gegeben; oben in der Leiste ändern Sie es.</translation>
    </message>
    <message>
        <source>Speak the dealer's calls?</source>
        <translation>Ansagen des Croupiers sprechen?</translation>
    </message>
    <message>
        <source>With speech on, the trainer says the prompts and the dealer's calls aloud, as you would say them at the table. The speaker button in the top bar switches it.</source>
        <translation>Mit Sprachausgabe spricht der Trainer die Fragen und die Ansagen des Croupiers laut, so wie Sie sie am Tisch sagen würden. Die Lautsprecher-Schaltfläche oben in der Leiste schaltet sie um.</translation>
    </message>
    <message>
        <source>Seven Card Stud</source>
        <translation>Seven Card Stud</translation>
    </message>
    <message>
        <source>High hand wins; the lowest door card brings it in</source>
        <translation>Die beste Hand gewinnt; die niedrigste offene Karte bringt</translation>
    </message>
    <message>
        <source>Stud Hi-Lo</source>
        <translation>Stud Hi-Lo</translation>
    </message>
    <message>
        <source>Eight or better: high and low split the pot</source>
        <translation>Eight or better: High und Low teilen den Pot</translation>
    </message>
    <message>
        <source>The lowest hand wins; the highest door card brings it in</source>
        <translation>Die niedrigste Hand gewinnt; die höchste offene Karte bringt</translation>
    </message>
    <message>
        <source>Razz</source>
        <translation>Razz</translation>
    </message>
    <message>
        <source>Yes, speak the calls</source>
        <translation>Ja, Ansagen sprechen</translation>
    </message>
    <message>
        <source>No, text only</source>
        <translation>Nein, nur Text</translation>
    </message>
    <message>
        <source>Hear a sample</source>
        <translation>Probe anhören</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Zurück</translation>
    </message>
    <message>
        <source>The step before</source>
        <translation>Der Schritt davor</translation>
    </message>
    <message>
        <source>Skip the questions</source>
        <translation>Fragen überspringen</translation>
    </message>
    <message>
        <source>Keep the defaults; everything can be changed in Settings</source>
        <translation>Die Voreinstellungen behalten; alles lässt sich in den Einstellungen ändern</translation>
    </message>
</context>
<context>
    <name>Flag</name>
    <message>
        <source>No burn is due here</source>
        <translation>Hier wird keine Karte gebrannt</translation>
    </message>
    <message>
        <source>Burn a card before dealing the street</source>
        <translation>Vor dem Geben der Straße eine Karte brennen</translation>
    </message>
    <message>
        <source>An announcement is missing</source>
        <translation>Eine Ansage fehlt</translation>
    </message>
    <message>
        <source>Kill every losing hand before pushing the pot</source>
        <translation>Erst alle verlierenden Hände vernichten, dann den Pot zuschieben</translation>
    </message>
    <message>
        <source>The winning hand stays until the pot is pushed</source>
        <translation>Die gewinnende Hand bleibt liegen, bis der Pot zugeschoben ist</translation>
    </message>
    <message>
        <source>The wrong card was named to bring it in</source>
        <translation>Die falsche Karte wurde zum Bringen annonciert</translation>
    </message>
    <message>
        <source>Wrong seat: deal clockwise, from the first seat still in</source>
        <translation>Falscher Platz: im Uhrzeigersinn geben, ab dem ersten Platz, der noch im Spiel ist</translation>
    </message>
    <message>
        <source>Wrong face: this card goes the other way up</source>
        <translation>Falsch aufgedeckt: diese Karte liegt andersherum</translation>
    </message>
    <message>
        <source>Collect every ante before the deal</source>
        <translation>Vor dem Geben jede Ante einsammeln</translation>
    </message>
    <message>
        <source>Cut onto the cut card before the deal</source>
        <translation>Vor dem Geben auf die Cut-Card abheben</translation>
    </message>
    <message>
        <source>Not the next step of the shuffle</source>
        <translation>Nicht der nächste Schritt des Mischens</translation>
    </message>
    <message>
        <source>That announcement does not fit the table</source>
        <translation>Diese Ansage passt nicht zum Tisch</translation>
    </message>
    <message>
        <source>Gather the bets at the end of the round</source>
        <translation>Am Ende der Runde die Einsätze zum Pot bringen</translation>
    </message>
    <message>
        <source>Return the uncalled bet first</source>
        <translation>Zuerst den nicht gehaltenen Einsatz zurückgeben</translation>
    </message>
    <message>
        <source>Count the stub before 7th street</source>
        <translation>Vor Seventh Street den Stub zählen</translation>
    </message>
    <message>
        <source>The run-out does not follow the count</source>
        <translation>Das Ausgeben passt nicht zur Zählung</translation>
    </message>
    <message>
        <source>Remove the cut card after the last card</source>
        <translation>Nach der letzten Karte die Cut-Card herausnehmen</translation>
    </message>
    <message>
        <source>Premature card: the betting is not over</source>
        <translation>Vorzeitige Karte: die Setzrunde ist nicht vorbei</translation>
    </message>
    <message>
        <source>A player is still to act</source>
        <translation>Ein Spieler ist noch am Zug</translation>
    </message>
    <message>
        <source>Wrong player asked to show first</source>
        <translation>Der falsche Spieler wurde zuerst zum Zeigen aufgefordert</translation>
    </message>
    <message>
        <source>The pot is split wrongly</source>
        <translation>Der Pot ist falsch aufgeteilt</translation>
    </message>
    <message>
        <source>Push the last side pot first</source>
        <translation>Den letzten Side-Pot zuerst zuschieben</translation>
    </message>
    <message>
        <source>Not the dealer's next duty</source>
        <translation>Nicht die nächste Aufgabe des Croupiers</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Die Hand ist vorbei</translation>
    </message>
    <message>
        <source>{flag} ({rule}); next: {expected}</source>
        <translation>{flag} ({rule}); als Nächstes: {expected}</translation>
    </message>
    <message>
        <source>{flag} ({rule})</source>
        <translation>{flag} ({rule})</translation>
    </message>
</context>
<context>
    <name>Gradebook</name>
    <message>
        <source>class</source>
        <extracomment>The class it is of (None: every class the login sees).</extracomment>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>{exam}: score %</source>
        <translation>{exam}: Ergebnis %</translation>
    </message>
    <message>
        <source>{exam}: passed</source>
        <translation>{exam}: bestanden</translation>
    </message>
    <message>
        <source>{exam}: sittings</source>
        <translation>{exam}: Versuche</translation>
    </message>
    <message>
        <source>practical %</source>
        <translation>Praxis %</translation>
    </message>
    <message>
        <source>practical passed</source>
        <translation>Praxis bestanden</translation>
    </message>
    <message>
        <source>written %</source>
        <translation>schriftlich %</translation>
    </message>
    <message>
        <source>combined %</source>
        <translation>Gesamtnote %</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>certificates</source>
        <translation>Zertifikate</translation>
    </message>
    <message>
        <source>{used}/{allowed}</source>
        <translation>{used}/{allowed}</translation>
    </message>
    <message>
        <source>Gradebook</source>
        <translation>Notenbuch</translation>
    </message>
    <message>
        <source>Class list</source>
        <translation>Klassenliste</translation>
    </message>
    <message>
        <source>{trainees} trainees · {exams} exams · as of {date}</source>
        <translation>{trainees} Teilnehmer · {exams} Prüfungen · Stand {date}</translation>
    </message>
    <message>
        <source>Combined grade: written {written}, practical {practical}; pass mark {mark} in each part</source>
        <translation>Gesamtnote: schriftlich {written}, Praxis {practical}; Bestehensgrenze {mark} in jedem Teil</translation>
    </message>
    <message>
        <source>Each exam: the best finished sitting's score (sittings begun/allowed).</source>
        <translation>Je Prüfung: das Ergebnis des besten abgeschlossenen Versuchs (Versuche begonnen/erlaubt).</translation>
    </message>
    <message>
        <source>A class with a rubric of its own is graded by it.</source>
        <translation>Eine Klasse mit eigenem Bewertungsschema wird danach benotet.</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Practical</source>
        <translation>Praxis</translation>
    </message>
    <message>
        <source>Combined</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Certified</source>
        <translation>Zertifiziert</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>No trainees on the roster.</source>
        <translation>Keine Teilnehmer auf der Liste.</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>Ausbilder</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
</context>
<context>
    <name>GradebookPage</name>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>All classes</source>
        <translation>Alle Klassen</translation>
    </message>
    <message>
        <source>The gradebook could not be read: {reason}</source>
        <translation>Das Notenbuch konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Practical</source>
        <translation>Praxis</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Schriftlich</translation>
    </message>
    <message>
        <source>Combined</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Certificates</source>
        <translation>Zertifikate</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>No trainees on the roster yet.</source>
        <translation>Noch keine Teilnehmer auf der Liste.</translation>
    </message>
    <message>
        <source>By {whose}: practical {practical}, written {written}; passed at {mark} and {written_mark}.</source>
        <translation>Nach {whose}: Praxis {practical}, schriftlich {written}; bestanden ab {mark} bzw. {written_mark}.</translation>
    </message>
    <message>
        <source>{name}'s own rubric</source>
        <translation>dem eigenen Bewertungsschema von {name}</translation>
    </message>
    <message>
        <source>the school's rubric</source>
        <translation>dem Bewertungsschema der Schule</translation>
    </message>
    <message>
        <source>Save the gradebook</source>
        <translation>Notenbuch speichern</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The gradebook could not be saved: {reason}</source>
        <translation>Das Notenbuch konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>Gradebook saved: {path}</source>
        <translation>Notenbuch gespeichert: {path}</translation>
    </message>
    <message>
        <source>Select a trainee with a certificate first.</source>
        <translation>Wählen Sie zuerst einen Teilnehmer mit Zertifikat.</translation>
    </message>
    <message>
        <source>{name} has no sealed certificate.</source>
        <translation>{name} hat kein besiegeltes Zertifikat.</translation>
    </message>
    <message>
        <source>The certificate could not be read: {reason}</source>
        <translation>Das Zertifikat konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>The school has no certificate {code}.</source>
        <translation>Die Schule hat kein Zertifikat {code}.</translation>
    </message>
    <message>
        <source>Save the certificate</source>
        <translation>Zertifikat speichern</translation>
    </message>
    <message>
        <source>The certificate could not be saved: {reason}</source>
        <translation>Das Zertifikat konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>Certificate {code} saved: {path}</source>
        <translation>Zertifikat {code} gespeichert: {path}</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>Als CSV speichern…</translation>
    </message>
    <message>
        <source>Class list (PDF)…</source>
        <translation>Klassenliste (PDF)…</translation>
    </message>
    <message>
        <source>A printable class list with a line for your signature</source>
        <translation>Eine druckbare Klassenliste mit einer Zeile für Ihre Unterschrift</translation>
    </message>
    <message>
        <source>Print certificate…</source>
        <translation>Zertifikat drucken…</translation>
    </message>
    <message>
        <source>The selected trainee's sealed certificate again, as issued</source>
        <translation>Das besiegelte Zertifikat des gewählten Teilnehmers noch einmal, wie ausgestellt</translation>
    </message>
    <message>
        <source>Gradebook</source>
        <translation>Notenbuch</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <source>straight, five high</source>
        <translation>Straight bis zur Fünf</translation>
    </message>
    <message>
        <source>straight, six high</source>
        <translation>Straight bis zur Sechs</translation>
    </message>
    <message>
        <source>straight, seven high</source>
        <translation>Straight bis zur Sieben</translation>
    </message>
    <message>
        <source>straight, eight high</source>
        <translation>Straight bis zur Acht</translation>
    </message>
    <message>
        <source>straight, nine high</source>
        <translation>Straight bis zur Neun</translation>
    </message>
    <message>
        <source>straight, ten high</source>
        <translation>Straight bis zur Zehn</translation>
    </message>
    <message>
        <source>straight, jack high</source>
        <translation>Straight bis zum Buben</translation>
    </message>
    <message>
        <source>straight, queen high</source>
        <translation>Straight bis zur Dame</translation>
    </message>
    <message>
        <source>straight, king high</source>
        <translation>Straight bis zum König</translation>
    </message>
    <message>
        <source>straight, ace high</source>
        <translation>Straight bis zum Ass</translation>
    </message>
    <message>
        <source>straight flush, five high</source>
        <translation>Straight Flush bis zur Fünf</translation>
    </message>
    <message>
        <source>straight flush, six high</source>
        <translation>Straight Flush bis zur Sechs</translation>
    </message>
    <message>
        <source>straight flush, seven high</source>
        <translation>Straight Flush bis zur Sieben</translation>
    </message>
    <message>
        <source>straight flush, eight high</source>
        <translation>Straight Flush bis zur Acht</translation>
    </message>
    <message>
        <source>straight flush, nine high</source>
        <translation>Straight Flush bis zur Neun</translation>
    </message>
    <message>
        <source>straight flush, ten high</source>
        <translation>Straight Flush bis zur Zehn</translation>
    </message>
    <message>
        <source>straight flush, jack high</source>
        <translation>Straight Flush bis zum Buben</translation>
    </message>
    <message>
        <source>straight flush, queen high</source>
        <translation>Straight Flush bis zur Dame</translation>
    </message>
    <message>
        <source>straight flush, king high</source>
        <translation>Straight Flush bis zum König</translation>
    </message>
    <message>
        <source>royal flush</source>
        <translation>Royal Flush</translation>
    </message>
    <message>
        <source>{first}-{second}</source>
        <translation>{first}-{second}</translation>
    </message>
    <message>
        <source>{cards} high</source>
        <translation>{cards} hoch</translation>
    </message>
    <message>
        <source>{first}-{second} high</source>
        <translation>{first}-{second} hoch</translation>
    </message>
    <message>
        <source>{cards} low</source>
        <translation>{cards} Low</translation>
    </message>
    <message>
        <source>{first}-{second} low</source>
        <translation>{first}-{second} Low</translation>
    </message>
    <message>
        <source>flush, {cards}</source>
        <translation>Flush, {cards}</translation>
    </message>
    <message>
        <source>flush, {rank} high</source>
        <translation>Flush, {rank} hoch</translation>
    </message>
    <message>
        <source>pair of {rank}</source>
        <translation>Paar {rank}</translation>
    </message>
    <message>
        <source>three {rank}</source>
        <translation>Drilling {rank}</translation>
    </message>
    <message>
        <source>four {rank}</source>
        <translation>Vierling {rank}</translation>
    </message>
    <message>
        <source>two pair, {high} and {low}</source>
        <translation>Zwei Paar, {high} und {low}</translation>
    </message>
    <message>
        <source>full house, {trips} full of {pair}</source>
        <translation>Full House, {trips} voller {pair}</translation>
    </message>
    <message>
        <source>no low</source>
        <translation>kein Low</translation>
    </message>
</context>
<context>
    <name>HandLog</name>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>S{seat} shows</source>
        <translation>P{seat} zeigt</translation>
    </message>
    <message>
        <source>S{seat} mucks</source>
        <translation>P{seat} wirft weg</translation>
    </message>
    <message>
        <source>S{seat} folds</source>
        <translation>P{seat} passt</translation>
    </message>
    <message>
        <source>S{seat} checks</source>
        <translation>P{seat} checkt</translation>
    </message>
    <message>
        <source>S{seat} calls {to}</source>
        <translation>P{seat} geht mit {to}</translation>
    </message>
    <message>
        <source>S{seat} brings it in for {to}</source>
        <translation>P{seat} bringt für {to}</translation>
    </message>
    <message>
        <source>S{seat} completes to {to}</source>
        <translation>P{seat} komplettiert auf {to}</translation>
    </message>
    <message>
        <source>S{seat} bets {to}</source>
        <translation>P{seat} setzt {to}</translation>
    </message>
    <message>
        <source>S{seat} raises to {to}</source>
        <translation>P{seat} erhöht auf {to}</translation>
    </message>
    <message>
        <source>{move}, all in</source>
        <translation>{move}, all-in</translation>
    </message>
    <message>
        <source>{move} (cap)</source>
        <translation>{move} (Cap)</translation>
    </message>
    <message>
        <source>{street}: {moves}</source>
        <translation>{street}: {moves}</translation>
    </message>
</context>
<context>
    <name>HandLogView</name>
    <message>
        <source>Hand log: the players' moves by street</source>
        <translation>Hand-Log: die Züge der Spieler, Street für Street</translation>
    </message>
</context>
<context>
    <name>HandSession</name>
    <message>
        <source>Stop: nothing was wrong</source>
        <translation>Stopp: Es war alles in Ordnung</translation>
    </message>
    <message>
        <source>Carried on</source>
        <translation>Weitergemacht</translation>
    </message>
    <message>
        <source>Carry on</source>
        <translation>Weitermachen</translation>
    </message>
    <message>
        <source>What may seat {seat} do?</source>
        <translation>Was darf Platz {seat} tun?</translation>
    </message>
    <message>
        <source>Who shows next?</source>
        <translation>Wer zeigt als Nächstes?</translation>
    </message>
    <message>
        <source>Who acts?</source>
        <translation>Wer spricht?</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>This view</source>
        <translation>Diese Ansicht</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Trainer's manual</source>
        <translation>Handbuch</translation>
    </message>
    <message>
        <source>About Croupier</source>
        <translation>Über Croupier</translation>
    </message>
    <message>
        <source>Take the tour</source>
        <translation>Rundgang zeigen</translation>
    </message>
    <message>
        <source>Sign-in</source>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <source>Who is dealing: your answers, sessions and exams are recorded under the name you sign in with, and nobody else's.</source>
        <translation>Wer gibt: Ihre Antworten, Sitzungen und Prüfungen werden unter dem Namen aufgezeichnet, mit dem Sie sich anmelden, und unter keinem anderen.</translation>
    </message>
    <message>
        <source>Pick your name from the list (type a few letters to find it) and press Enter. Where the instructor allows it, a newcomer adds their own name. Someone learning alone on their own computer gives a name once and is signed in at every start after.</source>
        <translation>Wählen Sie Ihren Namen aus der Liste (tippen Sie ein paar Buchstaben, um ihn zu finden) und drücken Sie Enter. Wo der Ausbilder es erlaubt, tragen Neue ihren Namen selbst ein. Wer allein am eigenen Computer lernt, gibt einmal einen Namen ein und ist danach bei jedem Start angemeldet.</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Erster Start</translation>
    </message>
    <message>
        <source>A few questions before the first hand: the language, your name, the game you deal and whether the dealer's calls are spoken. Each can be changed later in the top bar or in Settings.</source>
        <translation>Ein paar Fragen vor der ersten Hand: die Sprache, Ihr Name, das Spiel, das Sie geben, und ob die Ansagen des Croupiers gesprochen werden. Alles lässt sich später oben in der Leiste oder in den Einstellungen ändern.</translation>
    </message>
    <message>
        <source>Then a short tour shows the table, the duty panel, the verdict strip and the score, and your first hand starts in Learn mode, the right duty marked.</source>
        <translation>Danach zeigt ein kurzer Rundgang den Tisch, die Aufgabenleiste, die Urteilszeile und den Punktestand, und Ihre erste Hand beginnt im Modus Lernen, die richtige Aufgabe markiert.</translation>
    </message>
    <message>
        <source>Deal a hand</source>
        <translation>Hand geben</translation>
    </message>
    <message>
        <source>You are the croupier: do each duty of the hand in order (shuffle, antes, the deal, the bring-in, burns, each street, the calls, the showdown and the pot). The simulated players act in between. Every duty is checked against the dealer's procedure; a wrong one is explained in the verdict strip with the rule it breaks (click the rule number to read it).</source>
        <translation>Sie sind der Croupier: Erledigen Sie jede Aufgabe der Hand der Reihe nach (Mischen, Antes, Austeilen, Bring-in, Burn-Cards, jede Straße, die Ansagen, der Showdown und der Pot). Dazwischen handeln die simulierten Spieler. Jede Aufgabe wird mit dem Ablauf des Croupiers geprüft; eine falsche wird in der Urteilszeile mit der Regel erklärt, gegen die sie verstößt (klicken Sie auf die Regelnummer, um sie zu lesen).</translation>
    </message>
    <message>
        <source>Learn mode marks the right duty with ►; Practice does not; in Exam mode nothing can be undone. The level decides how much you are asked. The checklist below the duties reads back what was done, mistakes included.</source>
        <translation>Der Modus Lernen markiert die richtige Aufgabe mit ►; Üben nicht; im Modus Prüfung lässt sich nichts zurücknehmen. Die Stufe bestimmt, wie viel Sie gefragt werden. Die Checkliste unter den Aufgaben liest vor, was getan wurde, Fehler eingeschlossen.</translation>
    </message>
    <message>
        <source>Beside the checklist, the hand log (Ctrl+L) keeps every player's move street by street: look there for who bet or raised last before you call who shows first. When the hand is over, its debrief lists each mistake with its rule and the right action; Replay from here deals the same hand again to just before it.</source>
        <translation>Neben der Checkliste hält das Hand-Log (Strg+L) jeden Zug der Spieler Street für Street fest: Dort sehen Sie, wer zuletzt gesetzt oder erhöht hat, bevor Sie sagen, wer zuerst zeigt. Ist die Hand vorbei, nennt die Nachbesprechung jeden Fehler mit seiner Regel und dem Richtigen; „Ab hier noch einmal“ gibt dieselbe Hand bis kurz vor ihn neu.</translation>
    </message>
    <message>
        <source>When something goes wrong at the table it is framed in yellow above the verdict: stop the table (Space) and give the ruling. At a player's turn it waits the seconds its countdown shows, after your own slip until your next duty; then it counts as missed, once. The footer's Players box sets how fast the players act and how long an incident waits; Pause (Ctrl+P) holds both. Ctrl+1 to Ctrl+4 switch the views.</source>
        <translation>Geht am Tisch etwas schief, steht es gelb umrahmt über dem Urteil: Stoppen Sie den Tisch (Leertaste) und entscheiden Sie. Beim Zug eines Spielers wartet es die Sekunden seines Countdowns, nach Ihrem eigenen Fehler bis zu Ihrer nächsten Aufgabe; dann gilt es als übersehen, einmal. Das Feld „Spieler“ unten stellt ein, wie schnell die Spieler handeln und wie lange ein Vorfall wartet; Pause (Strg+P) hält beides an. Strg+1 bis Strg+4 wechseln die Ansichten.</translation>
    </message>
    <message>
        <source>Watch a hand</source>
        <translation>Eine Hand beobachten</translation>
    </message>
    <message>
        <source>A hand is dealt and played step by step, each event told in the strip below the table. Step with Next, or let it play on its own.</source>
        <translation>Eine Hand wird Schritt für Schritt gegeben und gespielt, jedes Ereignis in der Zeile unter dem Tisch beschrieben. Gehen Sie mit Weiter voran oder lassen Sie sie von selbst laufen.</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <source>The way from the first deal to exam readiness, for the game chosen in the top bar. Each lesson has a rule page or two to read, a demonstration hand the trainer deals while the dealer's calls are spoken, and a short check: five questions or one guided hand. A lesson is passed at 80 %.</source>
        <translation>Der Weg vom ersten Austeilen bis zur Prüfungsreife, für das oben in der Leiste gewählte Spiel. Jede Lektion hat eine oder zwei Regelseiten zum Lesen, eine Vorführhand, die der Trainer gibt, während die Ansagen des Croupiers gesprochen werden, und eine kurze Prüfung: fünf Fragen oder eine geführte Hand. Eine Lektion ist ab 80 % bestanden.</translation>
    </message>
    <message>
        <source>The path shows the lessons passed (✓), the one you are at (►) and what comes next. After the last lesson the adaptive practice of the Quiz takes over: it asks most about what you get wrong or answer slowly.</source>
        <translation>Der Pfad zeigt die bestandenen Lektionen (✓), die, bei der Sie sind (►), und was als Nächstes kommt. Nach der letzten Lektion übernimmt das adaptive Üben des Quiz: Es fragt am meisten nach dem, was Sie falsch oder langsam beantworten.</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Rapid questions over a live table: who acts, what may they do, how much is a call or a raise, how big is the pot, who shows first. Every answer is checked against the rules engine.</source>
        <translation>Schnelle Fragen über einem laufenden Tisch: Wer spricht, was darf er tun, wie viel ist ein Call oder ein Raise, wie groß ist der Pot, wer zeigt zuerst. Jede Antwort wird mit der Regel-Engine geprüft.</translation>
    </message>
    <message>
        <source>Learn mode gives hints and no clock; Practice times you against a dealer's pace; Table-ready has a hard time limit; Exam marks the answers at the end. Answer with the number keys, by typing an amount, or by clicking seats on the table.</source>
        <translation>Lernen gibt Hinweise und hat keine Uhr; Üben misst Sie am Tempo eines Croupiers; Tischreif hat ein festes Zeitlimit; Prüfung bewertet die Antworten am Ende. Antworten Sie mit den Zifferntasten, indem Sie einen Betrag tippen oder Plätze am Tisch anklicken.</translation>
    </message>
    <message>
        <source>The ring beside the question counts down the dealer's pace for it. In Practice nothing happens at 0: the ring turns red and counts the seconds over (+3), the answer still counts, and slow answers come back sooner. In Table-ready the question ends at 0. A red +n on a finished question is how many seconds over the pace it was answered; +0 is just on it.</source>
        <translation>Der Ring neben der Frage zählt das Croupier-Tempo für sie herunter. Im Üben passiert bei 0 nichts: Der Ring wird rot und zählt die Sekunden darüber (+3), die Antwort zählt trotzdem, und langsame Antworten kommen früher wieder. Bei Tischreif endet die Frage bei 0. Ein rotes +n an einer beantworteten Frage sind die Sekunden über dem Tempo; +0 ist genau darauf.</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Your accuracy and median answer time per skill, over time, beside the dealer-school pace; the skills due for review first; and how far you are in the course.</source>
        <translation>Ihre Trefferquote und mittlere Antwortzeit je Fertigkeit im Zeitverlauf, neben dem Tempo der Croupierschule; die zur Wiederholung fälligen Fertigkeiten zuerst; und wie weit Sie im Kurs sind.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>The rulebook the trainer checks you against: every rule with its number, what it says in plain words, an example, and the house rules that change it (the choice in force is marked).</source>
        <translation>Das Regelbuch, nach dem der Trainer Sie prüft: jede Regel mit ihrer Nummer, was sie in einfachen Worten sagt, ein Beispiel und die Hausregeln, die sie ändern (die geltende Wahl ist markiert).</translation>
    </message>
    <message>
        <source>Search finds a rule by any word in it. Practise this starts a short quiz of the skills that test the rule. A rule number anywhere in the trainer opens it here.</source>
        <translation>Die Suche findet eine Regel über jedes Wort darin. Diese Regel üben startet ein kurzes Quiz der Fertigkeiten, die die Regel prüfen. Eine Regelnummer irgendwo im Trainer öffnet sie hier.</translation>
    </message>
    <message>
        <source>Instructor mode</source>
        <translation>Ausbildermodus</translation>
    </message>
    <message>
        <source>For the instructor: the roster, assignments and exams, the class dashboard, the projector view and the live class, and the reports as CSV or PDF.</source>
        <translation>Für den Ausbilder: die Teilnehmer, Aufgaben und Prüfungen, die Klassenübersicht, die Beamer-Ansicht und der Live-Unterricht sowie die Berichte als CSV oder PDF.</translation>
    </message>
    <message>
        <source>On the projector: Right or Space steps forward, Left steps back, Home and End jump to the start and the end, O opens a hand history, H shows the down cards, F11 switches full screen.</source>
        <translation>Am Beamer: Rechts oder Leertaste geht vor, Links zurück, Pos1 und Ende springen an den Anfang und das Ende, O öffnet eine Handhistorie, H zeigt die verdeckten Karten, F11 schaltet das Vollbild.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The game, the players and the stakes; every house rule (hover over one to read the rule it changes), or a whole profile at once; the language; speech and its rate; the school's pace and where the answers are stored.</source>
        <translation>Spiel, Spieler und Einsätze; jede Hausregel (zeigen Sie auf eine, um die Regel zu lesen, die sie ändert) oder ein ganzes Profil auf einmal; die Sprache; die Sprachausgabe und ihr Tempo; das Tempo der Schule und wo die Antworten gespeichert werden.</translation>
    </message>
    <message>
        <source>Apply keeps the dialog open; OK applies and closes; Esc closes without applying.</source>
        <translation>Übernehmen lässt den Dialog offen; OK übernimmt und schließt; Esc schließt, ohne zu übernehmen.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>A trainer for croupiers who deal Seven Card Stud, Stud Hi-Lo and Razz: every answer is checked against a rules engine.</source>
        <translation>Ein Trainer für Croupiers, die Seven Card Stud, Stud Hi-Lo und Razz geben: Jede Antwort wird mit einer Regel-Engine geprüft.</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>Croupier help</source>
        <translation>Croupier-Hilfe</translation>
    </message>
    <message>
        <source>All the keys: Keyboard shortcuts, on the left.</source>
        <translation>Alle Tasten: Tastenkürzel, links.</translation>
    </message>
    <message>
        <source>Read from the trainer itself: every key listed here is one it has.</source>
        <translation>Aus dem Trainer selbst gelesen: Jede Taste hier gibt es dort auch.</translation>
    </message>
    <message>
        <source>Built with</source>
        <translation>Gebaut mit</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Where your progress is kept</source>
        <translation>Wo Ihr Fortschritt gespeichert wird</translation>
    </message>
    <message>
        <source>Answers, sessions and lessons: {where}</source>
        <translation>Antworten, Sitzungen und Lektionen: {where}</translation>
    </message>
    <message>
        <source>Settings: {where}</source>
        <translation>Einstellungen: {where}</translation>
    </message>
    <message>
        <source>Help contents</source>
        <translation>Inhalt der Hilfe</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Hilfetext</translation>
    </message>
    <message>
        <source>Help for the view in front</source>
        <translation>Hilfe zur Ansicht im Vordergrund</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <source>Order of action</source>
        <translation>Reihenfolge der Aktionen</translation>
    </message>
    <message>
        <source>Card supply</source>
        <translation>Kartenvorrat</translation>
    </message>
    <message>
        <source>Showdown and pots</source>
        <translation>Showdown und Pots</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>Unregelmäßigkeiten</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <source>Cash game (WSOP house rules)</source>
        <translation>Cash Game (WSOP-Hausregeln)</translation>
    </message>
    <message>
        <source>Tournament (WSOP 2024)</source>
        <translation>Turnier (WSOP 2024)</translation>
    </message>
    <message>
        <source>pokerkit (for cross-checks)</source>
        <translation>pokerkit (für Gegenproben)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <source>Game type</source>
        <translation>Spielform</translation>
    </message>
    <message>
        <source>Most players at the table</source>
        <translation>Höchstzahl der Spieler am Tisch</translation>
    </message>
    <message>
        <source>Burn a card before Third Street</source>
        <translation>Vor der Third Street eine Karte brennen</translation>
    </message>
    <message>
        <source>Low card all-in for the ante</source>
        <translation>Niedrigste Karte mit der Ante all-in</translation>
    </message>
    <message>
        <source>Double bet on an open pair on Fourth Street</source>
        <translation>Doppelter Einsatz bei offenem Paar auf Fourth Street</translation>
    </message>
    <message>
        <source>Most raises per round</source>
        <translation>Höchstzahl der Erhöhungen pro Runde</translation>
    </message>
    <message>
        <source>Unlimited raises heads-up</source>
        <translation>Unbegrenzte Erhöhungen heads-up</translation>
    </message>
    <message>
        <source>A short all-in reopens the betting from</source>
        <translation>Ein kurzes All-in eröffnet die Runde neu ab</translation>
    </message>
    <message>
        <source>Bring-in all-in for less: the others call</source>
        <translation>Bring-in all-in für weniger: Die anderen zahlen</translation>
    </message>
    <message>
        <source>Raise after a short all-in</source>
        <translation>Erhöhung nach einem kurzen All-in</translation>
    </message>
    <message>
        <source>A short all-in counts toward the cap</source>
        <translation>Ein kurzes All-in zählt zum Cap</translation>
    </message>
    <message>
        <source>Folding when checking is free</source>
        <translation>Passen, obwohl Checken frei ist</translation>
    </message>
    <message>
        <source>First to act with a community card</source>
        <translation>Erste Aktion mit Gemeinschaftskarte</translation>
    </message>
    <message>
        <source>Tie for first to act</source>
        <translation>Gleichstand bei der ersten Aktion</translation>
    </message>
    <message>
        <source>Who shows first after a checked last round</source>
        <translation>Wer zuerst zeigt, wenn die letzte Runde gecheckt wurde</translation>
    </message>
    <message>
        <source>Too few cards for Seventh Street</source>
        <translation>Zu wenig Karten für die Seventh Street</translation>
    </message>
    <message>
        <source>The odd chip goes to</source>
        <translation>Der ungerade Chip geht an</translation>
    </message>
    <message>
        <source>The ace, for the odd chip of a split low</source>
        <translation>Das Ass beim ungeraden Chip eines geteilten Low</translation>
    </message>
    <message>
        <source>Announce possible straights and flushes on Sixth Street</source>
        <translation>Mögliche Straights und Flushes auf Sixth Street ansagen</translation>
    </message>
    <message>
        <source>A possible straight or flush shows</source>
        <translation>Ein möglicher Straight oder Flush zeigt</translation>
    </message>
    <message>
        <source>A hole card exposed on the first deal</source>
        <translation>Verdeckte Karte beim ersten Geben aufgedeckt</translation>
    </message>
    <message>
        <source>No bet or raise after checking or calling out of turn</source>
        <translation>Kein Bet oder Raise nach Check oder Call außer der Reihe</translation>
    </message>
    <message>
        <source>Shuffle steps</source>
        <translation>Mischschritte</translation>
    </message>
    <message>
        <source>Scramble before every hand</source>
        <translation>Vor jeder Hand scramblen</translation>
    </message>
    <message>
        <source>Cash game or tournament: it decides the ruling on an absent player (R10.12); the Tournament preset sets the tournament's other choices.</source>
        <translation>Cash Game oder Turnier: Es entscheidet über einen abwesenden Spieler (R10.12); die Vorgabe Turnier stellt die übrigen Turnierregeln ein.</translation>
    </message>
    <message>
        <source>Eight is the standard; nine (Casinos Austria) is possible, but the card supply rules assume at most eight.</source>
        <translation>Acht ist der Standard; neun (Casinos Austria) ist möglich, doch die Regeln zum Kartenvorrat setzen höchstens acht voraus.</translation>
    </message>
    <message>
        <source>WSOP and pokerkit burn only before Fourth to Seventh Street.</source>
        <translation>WSOP und pokerkit brennen nur vor Fourth bis Seventh Street.</translation>
    </message>
    <message>
        <source>When the low card has nothing left after the ante, the next player with chips brings in (default) or only acts first (WSOP wording).</source>
        <translation>Hat die niedrigste Karte nach der Ante nichts mehr, muss der nächste Spieler mit Chips bringen (Standard) oder handelt nur zuerst (WSOP-Wortlaut).</translation>
    </message>
    <message>
        <source>Seven Card Stud only: with an open pair on Fourth Street the big bet may be made. Off in tournaments (TDA since 2019).</source>
        <translation>Nur Seven Card Stud: Bei einem offenen Paar auf Fourth Street darf der große Einsatz gesetzt werden. Im Turnier aus (TDA seit 2019).</translation>
    </message>
    <message>
        <source>Raises after the bet or completion: 3 (house rule) or 4 (WSOP).</source>
        <translation>Erhöhungen nach dem Einsatz oder dem Komplettieren: 3 (Hausregel) oder 4 (WSOP).</translation>
    </message>
    <message>
        <source>When raises are unlimited because only two players are left.</source>
        <translation>Wann Erhöhungen unbegrenzt sind, weil nur noch zwei Spieler übrig sind.</translation>
    </message>
    <message>
        <source>An all-in raise of at least this share of a full bet counts as a full raise (WSOP: half; pokerkit: a full bet).</source>
        <translation>Eine All-in-Erhöhung von mindestens diesem Anteil eines vollen Einsatzes gilt als volle Erhöhung (WSOP: die Hälfte; pokerkit: ein voller Einsatz).</translation>
    </message>
    <message>
        <source>When the bring-in is all-in for less than the bring-in: the others enter for the full bring-in (WSOP) or only the amount posted (pokerkit).</source>
        <translation>Ist der Bring-in mit weniger als dem Bring-in all-in, steigen die anderen mit dem vollen Bring-in ein (WSOP) oder nur mit dem gesetzten Betrag (pokerkit).</translation>
    </message>
    <message>
        <source>After a short all-in, a player who has not acted raises to what a full wager would have reached (WSOP) or to the all-in plus a full increment (pokerkit).</source>
        <translation>Nach einem kurzen All-in erhöht ein Spieler, der noch nicht gehandelt hat, auf die Höhe eines vollen Einsatzes (WSOP) oder auf das All-in plus eine volle Stufe (pokerkit).</translation>
    </message>
    <message>
        <source>Whether a short all-in bet or raise uses up one of the raises of the cap.</source>
        <translation>Ob ein kurzer All-in-Einsatz oder eine kurze All-in-Erhöhung eine der Erhöhungen bis zum Cap verbraucht.</translation>
    </message>
    <message>
        <source>May a player fold when nobody has bet? WSOP allows it; pokerkit does not.</source>
        <translation>Darf ein Spieler passen, wenn niemand gesetzt hat? WSOP erlaubt es, pokerkit nicht.</translation>
    </message>
    <message>
        <source>With a community card on Seventh Street, the best board including it acts first, or the player who began Sixth Street keeps the action.</source>
        <translation>Bei einer Gemeinschaftskarte auf Seventh Street handelt das beste Board samt dieser Karte zuerst, oder wer die Sixth Street begann, behält die Aktion.</translation>
    </message>
    <message>
        <source>Seven Card Stud only, equal boards on Fourth to Seventh Street: position (standard) or the highest card by suit (WSOP tournaments 2023-2024).</source>
        <translation>Nur Seven Card Stud, gleiche Boards auf Fourth bis Seventh Street: Position (Standard) oder die höchste Karte nach Farbe (WSOP-Turniere 2023–2024).</translation>
    </message>
    <message>
        <source>With no bet on the last round: the lowest seat shows first (house rule) or the player who would act first (TDA).</source>
        <translation>Ohne Einsatz in der letzten Runde: Der niedrigste Platz zeigt zuerst (Hausregel) oder wer zuerst handeln würde (TDA).</translation>
    </message>
    <message>
        <source>What the dealer does when the stub cannot give every player a Seventh Street card.</source>
        <translation>Was der Croupier tut, wenn der Stub nicht jedem Spieler eine Karte für die Seventh Street geben kann.</translation>
    </message>
    <message>
        <source>Who receives a chip that cannot be split.</source>
        <translation>Wer einen Chip erhält, der sich nicht teilen lässt.</translation>
    </message>
    <message>
        <source>In a tied low half, whether the ace counts as the lowest or the highest card.</source>
        <translation>Ob das Ass in einer geteilten Low-Hälfte als niedrigste oder höchste Karte zählt.</translation>
    </message>
    <message>
        <source>House rule: announce them on Sixth Street. WSOP dealers announce made hands only.</source>
        <translation>Hausregel: auf Sixth Street ansagen. WSOP-Croupiers sagen nur fertige Hände an.</translation>
    </message>
    <message>
        <source>How many suited or connected upcards make a possible flush or straight.</source>
        <translation>Wie viele offene Karten gleicher Farbe oder in Folge einen möglichen Flush oder Straight ergeben.</translation>
    </message>
    <message>
        <source>A first or second hole card dealt face up: the third card is dealt down (cash) or it is a misdeal (tournament).</source>
        <translation>Erste oder zweite verdeckte Karte offen gegeben: Die dritte Karte wird verdeckt gegeben (Cash Game) oder es ist ein Misdeal (Turnier).</translation>
    </message>
    <message>
        <source>A player who checked out of turn may not bet or raise at their turn, one who called may not raise (Robert's Rules); by default (TDA) a bet in between gives every option back.</source>
        <translation>Wer außer der Reihe gecheckt hat, darf an der Reihe weder setzen noch erhöhen, wer mitgegangen ist, nicht erhöhen (Robert's Rules); standardmäßig (TDA) gibt ein Bet dazwischen alle Möglichkeiten zurück.</translation>
    </message>
    <message>
        <source>The steps of the dealer's shuffle, in order.</source>
        <translation>Die Schritte beim Mischen, der Reihe nach.</translation>
    </message>
    <message>
        <source>Wash the cards before every hand, or only now and then.</source>
        <translation>Die Karten vor jeder Hand waschen oder nur ab und zu.</translation>
    </message>
    <message>
        <source>Rule {number}: {title}</source>
        <translation>Regel {number}: {title}</translation>
    </message>
    <message>
        <source>Cash game</source>
        <translation>Cash Game</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>The next player must bring in</source>
        <translation>Der nächste Spieler muss bringen</translation>
    </message>
    <message>
        <source>The next player only acts first</source>
        <translation>Der nächste Spieler handelt nur zuerst</translation>
    </message>
    <message>
        <source>When the round begins heads-up</source>
        <translation>Wenn die Runde heads-up beginnt</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>When two are left before the cap</source>
        <translation>Wenn vor dem Cap nur noch zwei übrig sind</translation>
    </message>
    <message>
        <source>The full bring-in</source>
        <translation>Den vollen Bring-in</translation>
    </message>
    <message>
        <source>The amount posted</source>
        <translation>Den gesetzten Betrag</translation>
    </message>
    <message>
        <source>To what a full wager would reach</source>
        <translation>Auf die Höhe eines vollen Einsatzes</translation>
    </message>
    <message>
        <source>The all-in plus a full increment</source>
        <translation>All-in plus eine volle Stufe</translation>
    </message>
    <message>
        <source>Only when it counts as a full wager</source>
        <translation>Nur wenn es als voller Einsatz gilt</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Immer</translation>
    </message>
    <message>
        <source>Allowed: the hand is folded at once</source>
        <translation>Erlaubt: Die Hand ist sofort gepasst</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <source>Best board with the community card</source>
        <translation>Bestes Board mit der Gemeinschaftskarte</translation>
    </message>
    <message>
        <source>The player who began Sixth Street</source>
        <translation>Wer die Sixth Street begann</translation>
    </message>
    <message>
        <source>First clockwise from the dealer</source>
        <translation>Der Erste im Uhrzeigersinn vom Croupier</translation>
    </message>
    <message>
        <source>Highest card by suit</source>
        <translation>Höchste Karte nach Farbe</translation>
    </message>
    <message>
        <source>Lowest seat number first</source>
        <translation>Niedrigste Platznummer zuerst</translation>
    </message>
    <message>
        <source>The player who would act first</source>
        <translation>Wer zuerst handeln würde</translation>
    </message>
    <message>
        <source>Count, then reshuffle the burns (WSOP)</source>
        <translation>Zählen, dann Burn-Cards neu mischen (WSOP)</translation>
    </message>
    <message>
        <source>A community card at once</source>
        <translation>Sofort eine Gemeinschaftskarte</translation>
    </message>
    <message>
        <source>Deal to the last card, then reshuffle</source>
        <translation>Bis zur letzten Karte geben, dann neu mischen</translation>
    </message>
    <message>
        <source>Reshuffle burns and muck (pokerkit)</source>
        <translation>Burn-Cards und Muck neu mischen (pokerkit)</translation>
    </message>
    <message>
        <source>Highest card by suit of the five played</source>
        <translation>Höchste Karte nach Farbe der fünf gespielten</translation>
    </message>
    <message>
        <source>All seven cards count (old RRoP)</source>
        <translation>Alle sieben Karten zählen (altes RRoP)</translation>
    </message>
    <message>
        <source>Nearest the dealer's left (pokerkit)</source>
        <translation>Am nächsten links vom Croupier (pokerkit)</translation>
    </message>
    <message>
        <source>Counts low</source>
        <translation>Zählt niedrig</translation>
    </message>
    <message>
        <source>Counts high</source>
        <translation>Zählt hoch</translation>
    </message>
    <message>
        <source>Four upcards</source>
        <translation>Vier offene Karten</translation>
    </message>
    <message>
        <source>Three upcards</source>
        <translation>Drei offene Karten</translation>
    </message>
    <message>
        <source>Deal the third card face down</source>
        <translation>Dritte Karte verdeckt geben</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Misdeal</translation>
    </message>
    <message>
        <source>Scramble</source>
        <translation>Scramble</translation>
    </message>
    <message>
        <source>Square the deck</source>
        <translation>Karten ausrichten</translation>
    </message>
    <message>
        <source>Riffle</source>
        <translation>Riffle</translation>
    </message>
    <message>
        <source>Strip</source>
        <translation>Strip</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Box</translation>
    </message>
    <message>
        <source>Cut onto the cut card</source>
        <translation>Auf die Cut-Card abheben</translation>
    </message>
</context>
<context>
    <name>HouseRulesForm</name>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Vorlage:</translation>
    </message>
    <message>
        <source>House rules preset</source>
        <translation>Vorlage für die Hausregeln</translation>
    </message>
    <message>
        <source>Fills every rule below; changing a rule afterwards makes the rules Custom.</source>
        <translation>Füllt alle Regeln unten aus; wird danach eine Regel geändert, gelten eigene Regeln.</translation>
    </message>
    <message>
        <source>Where rulebooks differ, the house decides. Hover over a rule for the rule of the rulebook it changes and what the choices are; click its number to read it. Changes apply from the next hand.</source>
        <translation>Wo die Regelwerke sich unterscheiden, entscheidet das Haus. Zeigen Sie auf eine Regel, um die Regel des Regelbuchs zu sehen, die sie ändert, und die Möglichkeiten; klicken Sie auf ihre Nummer, um sie zu lesen. Änderungen gelten ab der nächsten Hand.</translation>
    </message>
    <message>
        <source>Read rule {number}</source>
        <translation>Regel {number} lesen</translation>
    </message>
    <message>
        <source>% of a full bet</source>
        <translation> % eines vollen Einsatzes</translation>
    </message>
</context>
<context>
    <name>IncidentBar</name>
    <message>
        <source>Show the ruling (R)</source>
        <translation>Entscheidung zeigen (R)</translation>
    </message>
    <message>
        <source>Carry out the ruling on the table and say why (R)</source>
        <translation>Die Entscheidung am Tisch ausführen und begründen (R)</translation>
    </message>
    <message>
        <source>Make it happen (I)</source>
        <translation>Geschehen lassen (I)</translation>
    </message>
    <message>
        <source>The incident chosen happens at the table now, for the class to rule (I)</source>
        <translation>Der gewählte Vorfall geschieht jetzt am Tisch, und die Klasse entscheidet (I)</translation>
    </message>
    <message>
        <source>No incident can happen at this step of the hand</source>
        <translation>Bei diesem Schritt der Hand kann kein Vorfall geschehen</translation>
    </message>
    <message>
        <source>Incident:</source>
        <translation>Vorfall:</translation>
    </message>
    <message>
        <source>Incident to make happen</source>
        <translation>Vorfall, der geschehen soll</translation>
    </message>
    <message>
        <source>What is the ruling?</source>
        <translation>Wie lautet die Entscheidung?</translation>
    </message>
</context>
<context>
    <name>IncidentWrong</name>
    <message>
        <source>A misdeal is the tournament ruling; under these house rules the exposed card is the door.</source>
        <translation>Ein Misdeal ist die Turnierentscheidung; nach diesen Hausregeln ist die aufgedeckte Karte die offene Karte.</translation>
    </message>
    <message>
        <source>Dealing the third card down is the cash-game ruling; under these house rules it is a misdeal.</source>
        <translation>Die dritte Karte verdeckt zu geben ist die Cash-Game-Entscheidung; nach diesen Hausregeln ist es ein Misdeal.</translation>
    </message>
    <message>
        <source>The hand is played on only after substantial action; nobody has acted yet.</source>
        <translation>Weitergespielt wird erst nach wesentlicher Action; noch hat niemand gehandelt.</translation>
    </message>
    <message>
        <source>The player keeps the card only on the final down card, once looked at; this one can be put right.</source>
        <translation>Der Spieler behält die Karte nur bei der letzten verdeckten Karte, wenn er sie angesehen hat; diese lässt sich richtigstellen.</translation>
    </message>
    <message>
        <source>It cannot be put right: it is the final down card, and the player has looked at it.</source>
        <translation>Das lässt sich nicht richtigstellen: Es ist die letzte verdeckte Karte, und der Spieler hat sie angesehen.</translation>
    </message>
    <message>
        <source>The rest come up only when the card up is the first player's; seat {seat} is not first.</source>
        <translation>Der Rest kommt nur offen, wenn die offene Karte die des ersten Spielers ist; Platz {seat} ist nicht der erste.</translation>
    </message>
    <message>
        <source>The option is for another player's card; seat {seat} is the first to get Seventh Street.</source>
        <translation>Die Wahl gilt bei der Karte eines anderen Spielers; Platz {seat} bekommt Seventh Street als erster.</translation>
    </message>
    <message>
        <source>That is for a player still in the betting; seat {seat} is all-in (R10.9).</source>
        <translation>Das gilt für einen Spieler, der noch mitsetzt; Platz {seat} ist all-in (R10.9).</translation>
    </message>
    <message>
        <source>Killing the down cards at once is the tournament ruling.</source>
        <translation>Die verdeckten Karten sofort zu vernichten ist die Turnierentscheidung.</translation>
    </message>
    <message>
        <source>Killing the hand at its turn is the cash-game ruling.</source>
        <translation>Die Hand zu vernichten, wenn der Platz an der Reihe ist, ist die Cash-Game-Entscheidung.</translation>
    </message>
    <message>
        <source>The bring-in stands only once the next player has acted; nobody has yet.</source>
        <translation>Das Bring-in bleibt nur, wenn der nächste Spieler schon gehandelt hat; das hat noch niemand.</translation>
    </message>
    <message>
        <source>It can be corrected only before the next player acts; the next player has.</source>
        <translation>Richtigstellen lässt es sich nur, bevor der nächste Spieler handelt; er hat schon gehandelt.</translation>
    </message>
    <message>
        <source>Only a completion declared is one; without a word the chip brings it in.</source>
        <translation>Komplettiert ist nur, was angesagt wird; ohne Ansage bringt der Chip den Bring-in.</translation>
    </message>
    <message>
        <source>There is nothing to call: seat {seat} is bringing it in.</source>
        <translation>Es gibt nichts mitzugehen: Platz {seat} bringt den Bring-in.</translation>
    </message>
    <message>
        <source>Dealing on without the seat changes the card every later player receives; the seat is kept in the deal until a bet kills it.</source>
        <translation>Ohne den Platz weiterzugeben ändert die Karte jedes späteren Spielers; der Platz bleibt im Geben, bis ein Einsatz die Hand tötet.</translation>
    </message>
    <message>
        <source>A player may fold; the seat only keeps its place in the deal.</source>
        <translation>Passen darf der Spieler; der Platz behält nur seinen Platz beim Geben.</translation>
    </message>
    <message>
        <source>A bet is what the chip makes with no bet to face; here it faces one.</source>
        <translation>Ein Bet ist der Chip nur, wenn kein Bet davor liegt; hier liegt eines.</translation>
    </message>
    <message>
        <source>A call is what the chip makes facing a bet; here there is none.</source>
        <translation>Ein Call ist der Chip vor einem Bet; hier liegt keines.</translation>
    </message>
    <message>
        <source>A full raise needs at least the call and half a raise; {chips} is less.</source>
        <translation>Ein volles Raise braucht mindestens Call plus halbes Raise; {chips} sind weniger.</translation>
    </message>
    <message>
        <source>{chips} is at least the call and half a raise, so it is no mere call.</source>
        <translation>{chips} sind mindestens Call plus halbes Raise, also kein bloßer Call.</translation>
    </message>
    <message>
        <source>Only a fold out of turn binds at once; this is no fold.</source>
        <translation>Nur Passen außer der Reihe gilt sofort; das hier ist kein Passen.</translation>
    </message>
    <message>
        <source>A fold out of turn is not held: it binds at once.</source>
        <translation>Passen außer der Reihe wird nicht zurückgehalten: Es gilt sofort.</translation>
    </message>
    <message>
        <source>No bet or raise after it is the stricter house rule; this table gives every option back.</source>
        <translation>Kein Bet und kein Raise danach ist die strengere Hausregel; an diesem Tisch gibt es alle Möglichkeiten zurück.</translation>
    </message>
    <message>
        <source>Every option back is the default; this table's house rule allows no bet or raise after a check or call out of turn.</source>
        <translation>Alle Möglichkeiten zurück ist die Voreinstellung; die Hausregel dieses Tisches erlaubt nach Check oder Call außer der Reihe kein Bet und kein Raise.</translation>
    </message>
    <message>
        <source>The hand is played on only after substantial action; two players have not acted yet.</source>
        <translation>Weitergespielt wird erst nach wesentlicher Action; noch haben nicht zwei Spieler gehandelt.</translation>
    </message>
    <message>
        <source>A misdeal only before substantial action; two players after the forced bet have acted.</source>
        <translation>Ein Misdeal nur vor wesentlicher Action; zwei Spieler nach dem Pflichteinsatz haben schon gehandelt.</translation>
    </message>
    <message>
        <source>Only a single extra card becomes the burn; here there are two.</source>
        <translation>Nur eine einzelne überzählige Karte wird zur Burn-Card; hier sind es zwei.</translation>
    </message>
    <message>
        <source>The top card goes to the player only in proper sequence; seat {seat}'s turn for it has passed.</source>
        <translation>Die oberste Karte geht nur in der richtigen Reihenfolge an den Spieler; Platz {seat} war dafür schon an der Reihe.</translation>
    </message>
    <message>
        <source>No misdeal: the top card is seat {seat}'s door card, in proper sequence.</source>
        <translation>Kein Misdeal: Die oberste Karte ist die Door-Card von Platz {seat}, in der richtigen Reihenfolge.</translation>
    </message>
    <message>
        <source>Dealing out is for a player away from the table; seat {seat} is here and entitled.</source>
        <translation>Nicht bedient wird ein Spieler, der vom Tisch weg ist; Platz {seat} ist da und spielberechtigt.</translation>
    </message>
    <message>
        <source>Only a hand missing just its final card may be ruled live.</source>
        <translation>Nur eine Hand, der allein die letzte Karte fehlt, darf für lebend erklärt werden.</translation>
    </message>
    <message>
        <source>Dead are more than seven cards or fewer than six; six, missing the last, may play.</source>
        <translation>Tot sind mehr als sieben oder weniger als sechs Karten; sechs, denen die letzte fehlt, dürfen spielen.</translation>
    </message>
</context>
<context>
    <name>Incidents</name>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>Your hand slips: seat {seat}'s hole card lands face up ({card}).</source>
        <translation>Ihnen rutscht die Karte weg: Die verdeckte Karte von Platz {seat} landet offen ({card}).</translation>
    </message>
    <message>
        <source>Seat {seat}'s hole card flips off the table and lands face up on the floor ({card}).</source>
        <translation>Die verdeckte Karte von Platz {seat} fliegt vom Tisch und liegt offen am Boden ({card}).</translation>
    </message>
    <message>
        <source>Seat {seat}'s door card went down: all three of its cards are face down.</source>
        <translation>Die offene Karte von Platz {seat} kam verdeckt: Alle drei Karten liegen verdeckt.</translation>
    </message>
    <message>
        <source>The first card of the deal went to seat {seat} instead of seat {meant}.</source>
        <translation>Die erste Karte ging an Platz {seat} statt an Platz {meant}.</translation>
    </message>
    <message>
        <source>Seat {seat} has been dealt a fourth card before the betting.</source>
        <translation>Platz {seat} hat vor der Setzrunde eine vierte Karte bekommen.</translation>
    </message>
    <message>
        <source>The burn card stuck: it went to seat {seat} and no card was burned.</source>
        <translation>Die Burn-Card klebte: Sie ging an Platz {seat}, und keine Karte wurde gebrannt.</translation>
    </message>
    <message>
        <source>Two cards came off together: you burned two cards.</source>
        <translation>Zwei Karten kamen zusammen: Sie haben zwei Karten gebrannt.</translation>
    </message>
    <message>
        <source>Seat {seat}'s Seventh Street card is dealt face up ({card}).</source>
        <translation>Die Karte für Seventh Street an Platz {seat} wird offen gegeben ({card}).</translation>
    </message>
    <message>
        <source>Seat {seat} is all-in, and its Seventh Street card is dealt face up ({card}).</source>
        <translation>Platz {seat} ist all-in, und seine Karte für Seventh Street wird offen gegeben ({card}).</translation>
    </message>
    <message>
        <source>Seat {seat} is dealt {card} — and seat {other} already shows {card}.</source>
        <translation>Platz {seat} bekommt {card} – und Platz {other} zeigt schon {card}.</translation>
    </message>
    <message>
        <source>Seat {seat} has left the table; its cards lie untouched.</source>
        <translation>Platz {seat} hat den Tisch verlassen; seine Karten liegen unberührt.</translation>
    </message>
    <message>
        <source>Facing a bet, seat {seat} turns its upcards face down and pushes them to the others.</source>
        <translation>Vor einem Bet dreht Platz {seat} seine offenen Karten um und schiebt sie zu den anderen.</translation>
    </message>
    <message>
        <source>Seat {seat} called although beaten on board and asks for the call back.</source>
        <translation>Platz {seat} ist mitgegangen, obwohl schon offen geschlagen, und will den Call zurück.</translation>
    </message>
    <message>
        <source>Seat {seat} posts the bring-in ({chips}), but seat {low} has the low card.</source>
        <translation>Platz {seat} setzt das Bring-in ({chips}), aber Platz {low} hat die niedrigste Karte.</translation>
    </message>
    <message>
        <source>Seat {seat} bets {chips}: short of the {full} bet.</source>
        <translation>Platz {seat} setzt {chips}: weniger als das Bet von {full}.</translation>
    </message>
    <message>
        <source>Seat {seat} says “raise” and puts in only {chips}.</source>
        <translation>Platz {seat} sagt „Raise“ und schiebt nur {chips} vor.</translation>
    </message>
    <message>
        <source>Seat {seat} puts in {call}, then reaches back and adds {extra} more without a word.</source>
        <translation>Platz {seat} schiebt {call} vor, greift dann nach und legt wortlos {extra} dazu.</translation>
    </message>
    <message>
        <source>Seat {seat} puts a single {chips} chip in without a word.</source>
        <translation>Platz {seat} legt wortlos einen einzelnen {chips}er-Chip vor.</translation>
    </message>
    <message>
        <source>Seat {seat} puts {chips} in one motion without a word; {call} is to call.</source>
        <translation>Platz {seat} schiebt wortlos {chips} in einer Bewegung vor; {call} sind zu bringen.</translation>
    </message>
    <message>
        <source>Seat {seat} throws {chips} straight into the pot.</source>
        <translation>Platz {seat} wirft {chips} direkt in den Pot.</translation>
    </message>
    <message>
        <source>Nobody has bet, and seat {seat} folds: it pushes its cards towards you.</source>
        <translation>Niemand hat gesetzt, und Platz {seat} passt: Er schiebt Ihnen seine Karten zu.</translation>
    </message>
    <message>
        <source>The burn card stuck: it went to seat {seat} as its last card, and no card was burned. Seat {seat} has looked at it.</source>
        <translation>Die Burn-Card klebte: Sie ging als letzte Karte an Platz {seat}, und keine Karte wurde gebrannt. Platz {seat} hat sie angesehen.</translation>
    </message>
    <message>
        <source>The burn card stuck: it went to seat {seat} as its last card, and no card was burned. Seat {seat} has not looked at it: it lies apart from the hole cards.</source>
        <translation>Die Burn-Card klebte: Sie ging als letzte Karte an Platz {seat}, und keine Karte wurde gebrannt. Platz {seat} hat sie nicht angesehen: Sie liegt getrennt von den verdeckten Karten.</translation>
    </message>
    <message>
        <source>Seat {seat}, to bring it in, puts a single {chips} chip in without a word.</source>
        <translation>Platz {seat} legt für den Bring-in wortlos einen einzelnen {chips}er-Chip vor.</translation>
    </message>
    <message>
        <source>Seat {seat} has posted the bring-in ({chips}) and the next player has called, but seat {low} has the low card.</source>
        <translation>Platz {seat} hat das Bring-in ({chips}) gesetzt, der nächste Spieler ist mitgegangen, aber Platz {low} hat die niedrigste Karte.</translation>
    </message>
    <message>
        <source>Seat {seat} folds out of turn: seat {turn} is to act.</source>
        <translation>Platz {seat} passt außer der Reihe: Platz {turn} ist an der Reihe.</translation>
    </message>
    <message>
        <source>Seat {seat} says “check” out of turn: seat {turn} is to act.</source>
        <translation>Platz {seat} sagt „Check“ außer der Reihe: Platz {turn} ist an der Reihe.</translation>
    </message>
    <message>
        <source>Seat {seat} calls {chips} out of turn: seat {turn} is to act.</source>
        <translation>Platz {seat} geht außer der Reihe mit ({chips}): Platz {turn} ist an der Reihe.</translation>
    </message>
    <message>
        <source>Seat {seat} bets {to} out of turn: seat {turn} is to act.</source>
        <translation>Platz {seat} setzt {to} außer der Reihe: Platz {turn} ist an der Reihe.</translation>
    </message>
    <message>
        <source>Seat {seat} raises to {to} out of turn: seat {turn} is to act.</source>
        <translation>Platz {seat} erhöht außer der Reihe auf {to}: Platz {turn} ist an der Reihe.</translation>
    </message>
    <message>
        <source>Seat {seat} completes to {to} out of turn: seat {turn} is to act.</source>
        <translation>Platz {seat} komplettiert außer der Reihe auf {to}: Platz {turn} ist an der Reihe.</translation>
    </message>
    <message>
        <source>The exposed card is the door card; deal the third card down</source>
        <translation>Die aufgedeckte Karte ist die offene Karte; die dritte Karte verdeckt geben</translation>
    </message>
    <message>
        <source>Misdeal: antes back, shuffle and deal again</source>
        <translation>Misdeal: Antes zurück, neu mischen und neu geben</translation>
    </message>
    <message>
        <source>Deal on as usual</source>
        <translation>Wie gewohnt weitergeben</translation>
    </message>
    <message>
        <source>Burn the card and give the player the next one</source>
        <translation>Die Karte brennen und dem Spieler die nächste geben</translation>
    </message>
    <message>
        <source>Scramble the three cards face down and turn one up at random as the door</source>
        <translation>Die drei Karten verdeckt mischen und eine zufällig als offene Karte aufdecken</translation>
    </message>
    <message>
        <source>Turn the third card up: it is the door</source>
        <translation>Die dritte Karte aufdecken: Sie ist die offene Karte</translation>
    </message>
    <message>
        <source>No misdeal: the hand is played out</source>
        <translation>Kein Misdeal: Die Hand wird zu Ende gespielt</translation>
    </message>
    <message>
        <source>Move the card to the right seat and deal on</source>
        <translation>Die Karte zum richtigen Platz schieben und weitergeben</translation>
    </message>
    <message>
        <source>The extra card goes back on the stub as the next burn card</source>
        <translation>Die überzählige Karte kommt als nächste Burn-Card zurück auf den Stub</translation>
    </message>
    <message>
        <source>The extra card goes to the muck</source>
        <translation>Die überzählige Karte kommt in den Muck</translation>
    </message>
    <message>
        <source>The player gives back a card of their choice</source>
        <translation>Der Spieler gibt eine Karte seiner Wahl zurück</translation>
    </message>
    <message>
        <source>Put the cards back in their proper places: burn, then deal</source>
        <translation>Die Karten an ihre richtige Stelle: erst brennen, dann geben</translation>
    </message>
    <message>
        <source>The player keeps the card</source>
        <translation>Der Spieler behält die Karte</translation>
    </message>
    <message>
        <source>Leave it and burn the next card</source>
        <translation>So lassen und die nächste Karte brennen</translation>
    </message>
    <message>
        <source>Both burn cards stay; deal on</source>
        <translation>Beide Burn-Cards bleiben; weitergeben</translation>
    </message>
    <message>
        <source>The card goes back, the stub is shuffled, the street is dealt with no new burn</source>
        <translation>Die Karte kommt zurück, der Stub wird gemischt, die Runde ohne neue Burn-Card gegeben</translation>
    </message>
    <message>
        <source>The card goes back, the stub is shuffled, burn again before the street</source>
        <translation>Die Karte kommt zurück, der Stub wird gemischt, vor der Runde erneut brennen</translation>
    </message>
    <message>
        <source>The player keeps the card as their next card</source>
        <translation>Der Spieler behält die Karte als seine nächste Karte</translation>
    </message>
    <message>
        <source>The card becomes the burn card</source>
        <translation>Die Karte wird die Burn-Card</translation>
    </message>
    <message>
        <source>Deal the remaining Seventh Street cards face up</source>
        <translation>Die übrigen Karten für Seventh Street offen geben</translation>
    </message>
    <message>
        <source>Take the card back and deal that player a new one down</source>
        <translation>Die Karte zurücknehmen und dem Spieler eine neue verdeckt geben</translation>
    </message>
    <message>
        <source>The card stays up; the others get their cards as normal</source>
        <translation>Die Karte bleibt offen; die anderen bekommen ihre Karten wie üblich</translation>
    </message>
    <message>
        <source>All action void: every bet back, a new deck, deal again</source>
        <translation>Alle Aktionen ungültig: jeder Einsatz zurück, ein neues Deck, neu geben</translation>
    </message>
    <message>
        <source>Take the duplicate out and play on</source>
        <translation>Die doppelte Karte herausnehmen und weiterspielen</translation>
    </message>
    <message>
        <source>Ante (and bring-in) forfeit; the hand is killed when the action reaches the seat</source>
        <translation>Ante (und Bring-in) verfallen; die Hand wird vernichtet, wenn der Platz an der Reihe ist</translation>
    </message>
    <message>
        <source>Kill the down cards now; the door card when the action comes; no more cards</source>
        <translation>Die verdeckten Karten sofort vernichten, die offene, wenn der Platz an der Reihe ist; keine weiteren Karten</translation>
    </message>
    <message>
        <source>Give back the ante and deal the seat out</source>
        <translation>Das Ante zurückgeben und den Platz nicht mehr bedienen</translation>
    </message>
    <message>
        <source>Hold the action until the player is back</source>
        <translation>Mit der Aktion warten, bis der Spieler zurück ist</translation>
    </message>
    <message>
        <source>The hand has folded</source>
        <translation>Die Hand hat gepasst</translation>
    </message>
    <message>
        <source>Turn the cards back up and play on</source>
        <translation>Die Karten wieder aufdecken und weiterspielen</translation>
    </message>
    <message>
        <source>No refund: the call stands</source>
        <translation>Keine Rückgabe: Der Call bleibt</translation>
    </message>
    <message>
        <source>Give the call back</source>
        <translation>Den Call zurückgeben</translation>
    </message>
    <message>
        <source>The chips go back; the low card brings it in (or completes)</source>
        <translation>Die Chips gehen zurück; die niedrigste Karte bringt das Bring-in (oder komplettiert)</translation>
    </message>
    <message>
        <source>The bring-in stands; the low card has no obligation</source>
        <translation>Das Bring-in bleibt; die niedrigste Karte hat keine Pflicht</translation>
    </message>
    <message>
        <source>The bring-in stands and the low card must bring it in too</source>
        <translation>Das Bring-in bleibt, und die niedrigste Karte muss auch bringen</translation>
    </message>
    <message>
        <source>The bet is brought up to the full amount</source>
        <translation>Das Bet wird auf den vollen Betrag ergänzt</translation>
    </message>
    <message>
        <source>The short bet stands; the others call that</source>
        <translation>Das zu kleine Bet bleibt; die anderen gehen damit mit</translation>
    </message>
    <message>
        <source>The chips go back: it is a check</source>
        <translation>Die Chips gehen zurück: Es ist ein Check</translation>
    </message>
    <message>
        <source>Stop it, name the player to act; it stands if the action does not change, else every option</source>
        <translation>Stoppen, den Spieler an der Reihe nennen; es gilt, wenn sich die Action nicht ändert, sonst alle Möglichkeiten</translation>
    </message>
    <message>
        <source>Stop it, name the player to act; it stands if the action does not change, else no bet or raise</source>
        <translation>Stoppen, den Spieler an der Reihe nennen; es gilt, wenn sich die Action nicht ändert, sonst kein Bet und kein Raise</translation>
    </message>
    <message>
        <source>Stop it, name the player to act; the fold is binding</source>
        <translation>Stoppen, den Spieler an der Reihe nennen; das Passen gilt</translation>
    </message>
    <message>
        <source>Take the action and go on from that player</source>
        <translation>Die Aktion annehmen und ab diesem Spieler weitermachen</translation>
    </message>
    <message>
        <source>Give the chips back: it does not count</source>
        <translation>Die Chips zurückgeben: Es zählt nicht</translation>
    </message>
    <message>
        <source>The word counts: a raise, the player puts in the rest</source>
        <translation>Das Wort zählt: ein Raise, der Spieler legt den Rest nach</translation>
    </message>
    <message>
        <source>The chips count: a call</source>
        <translation>Die Chips zählen: ein Call</translation>
    </message>
    <message>
        <source>Ask the player what they meant</source>
        <translation>Den Spieler fragen, was er meinte</translation>
    </message>
    <message>
        <source>A call: the extra chips go back</source>
        <translation>Ein Call: Die zusätzlichen Chips gehen zurück</translation>
    </message>
    <message>
        <source>A raise</source>
        <translation>Ein Raise</translation>
    </message>
    <message>
        <source>A call: make change</source>
        <translation>Ein Call: Wechselgeld geben</translation>
    </message>
    <message>
        <source>A bet of the fixed amount: make change</source>
        <translation>Ein Bet in fester Höhe: Wechselgeld geben</translation>
    </message>
    <message>
        <source>A full raise: the player puts in the rest</source>
        <translation>Ein volles Raise: Der Spieler legt den Rest nach</translation>
    </message>
    <message>
        <source>A call: the excess goes back</source>
        <translation>Ein Call: Der Überschuss geht zurück</translation>
    </message>
    <message>
        <source>Count the chips: they are the call; ask the player to keep bets in front</source>
        <translation>Die Chips nachzählen: Sie sind der Call; den Spieler bitten, Einsätze vor sich zu lassen</translation>
    </message>
    <message>
        <source>The chips are dead in the pot: the player calls again</source>
        <translation>Die Chips sind tot im Pot: Der Spieler geht noch einmal mit</translation>
    </message>
    <message>
        <source>Give the chips back and let the player act again</source>
        <translation>Die Chips zurückgeben und den Spieler neu handeln lassen</translation>
    </message>
    <message>
        <source>The bring-in: make change</source>
        <translation>Der Bring-in: Wechselgeld geben</translation>
    </message>
    <message>
        <source>A completion to the small bet: make change</source>
        <translation>Komplettiert auf den kleinen Einsatz: Wechselgeld geben</translation>
    </message>
    <message>
        <source>The seat keeps getting its cards until a bet is made; then the hand is dead</source>
        <translation>Der Platz bekommt weiter seine Karten, bis gesetzt wird; dann ist die Hand tot</translation>
    </message>
    <message>
        <source>The hand is dead now: deal on without the seat</source>
        <translation>Die Hand ist sofort tot: ohne den Platz weitergeben</translation>
    </message>
    <message>
        <source>The fold does not count: the player must check</source>
        <translation>Das Passen gilt nicht: Der Spieler muss checken</translation>
    </message>
    <message>
        <source>An exposed first or second hole card: {card} is seat {seat}'s door card and its third card comes down (a misdeal only under tournament rules).</source>
        <translation>Eine aufgedeckte erste oder zweite verdeckte Karte: {card} ist die offene Karte von Platz {seat}, seine dritte Karte kommt verdeckt (ein Misdeal nur nach Turnierregeln).</translation>
    </message>
    <message>
        <source>Under tournament rules an exposed first or second hole card is a misdeal.</source>
        <translation>Nach Turnierregeln ist eine aufgedeckte erste oder zweite verdeckte Karte ein Misdeal.</translation>
    </message>
    <message>
        <source>A card off the table counts as exposed: {card} is seat {seat}'s door card and its third card comes down (a misdeal only under tournament rules).</source>
        <translation>Eine Karte vom Tisch gilt als aufgedeckt: {card} ist die offene Karte von Platz {seat}, seine dritte Karte kommt verdeckt (ein Misdeal nur nach Turnierregeln).</translation>
    </message>
    <message>
        <source>A card off the table counts as exposed, and under tournament rules an exposed first or second hole card is a misdeal.</source>
        <translation>Eine Karte vom Tisch gilt als aufgedeckt, und nach Turnierregeln ist eine aufgedeckte erste oder zweite verdeckte Karte ein Misdeal.</translation>
    </message>
    <message>
        <source>A fold with no bet to face: at a live table seat {seat} keeps receiving cards until a bet kills the hand, so everyone else gets the cards they would have.</source>
        <translation>Passen ohne Einsatz davor: Am echten Tisch bekommt Platz {seat} weiter Karten, bis ein Einsatz die Hand tötet; so erhalten alle anderen die Karten, die sie sonst bekommen hätten.</translation>
    </message>
    <message>
        <source>On Third Street one oversized chip put in without a word to bring it in is the bring-in ({full}), with change: only a declared completion is one.</source>
        <translation>Auf Third Street ist ein einzelner zu großer Chip, wortlos für den Bring-in vorgelegt, der Bring-in ({full}), mit Wechselgeld: Komplettiert ist nur, was angesagt wird.</translation>
    </message>
    <message>
        <source>Both hole cards face up (all three first cards)</source>
        <translation>Beide verdeckten Karten offen (alle drei ersten Karten)</translation>
    </message>
    <message>
        <source>Fold with no bet to face</source>
        <translation>Passen ohne Einsatz davor</translation>
    </message>
    <message>
        <source>With no door card up, the three are mixed face down and one is turned at random.</source>
        <translation>Ohne offene Karte werden die drei verdeckt gemischt und eine zufällig aufgedeckt.</translation>
    </message>
    <message>
        <source>A card to the wrong seat before substantial action is a misdeal.</source>
        <translation>Eine Karte an den falschen Platz vor wesentlicher Action ist ein Misdeal.</translation>
    </message>
    <message>
        <source>One extra card before the first betting round goes back to the deck as the burn.</source>
        <translation>Eine überzählige Karte vor der ersten Setzrunde kommt als Burn-Card zurück aufs Deck.</translation>
    </message>
    <message>
        <source>Burn errors are put right where possible: the burn card burned, seat {seat} dealt again.</source>
        <translation>Fehler beim Brennen werden, wo möglich, richtiggestellt: die Burn-Card gebrannt, Platz {seat} neu bedient.</translation>
    </message>
    <message>
        <source>On the final down card, once the player has looked at it, the player keeps it.</source>
        <translation>Bei der letzten verdeckten Karte behält der Spieler sie, sobald er sie angesehen hat.</translation>
    </message>
    <message>
        <source>Burn errors are put right: the second card burned is seat {seat}'s card.</source>
        <translation>Fehler beim Brennen werden richtiggestellt: Die zweite gebrannte Karte ist die Karte von Platz {seat}.</translation>
    </message>
    <message>
        <source>A premature card goes back to the stub, which is shuffled; the burn already taken stays, so the street comes with no new burn.</source>
        <translation>Eine zu früh gegebene Karte kommt zurück in den Stub, der gemischt wird; die schon gebrannte Karte bleibt, die Runde kommt also ohne neue Burn-Card.</translation>
    </message>
    <message>
        <source>Heads-up, the first player's Seventh Street card up: the second player's is dealt up too.</source>
        <translation>Heads-up, die Karte des ersten Spielers für Seventh Street offen: Auch der zweite Spieler bekommt seine offen.</translation>
    </message>
    <message>
        <source>Heads-up, the second player's Seventh Street card up: before any action seat {seat} may declare all-in for the pot or play on.</source>
        <translation>Heads-up, die Karte des zweiten Spielers für Seventh Street offen: Vor jeder Aktion darf Platz {seat} all-in um den Pot erklären oder weiterspielen.</translation>
    </message>
    <message>
        <source>The first player's Seventh Street card up: everyone's is dealt up; the Sixth Street starter begins.</source>
        <translation>Die Karte des ersten Spielers für Seventh Street offen: Alle bekommen sie offen; wer auf Sixth Street begann, beginnt.</translation>
    </message>
    <message>
        <source>Another player's Seventh Street card up: the rest come down, and before any action seat {seat} may declare all-in for the pot or play on.</source>
        <translation>Die Karte eines anderen Spielers für Seventh Street offen: Der Rest kommt verdeckt, und vor jeder Aktion darf Platz {seat} all-in um den Pot erklären oder weiterspielen.</translation>
    </message>
    <message>
        <source>An all-in player's final card dealt up stays up; the others get theirs as normal.</source>
        <translation>Die offen gegebene letzte Karte eines All-in-Spielers bleibt offen; die anderen bekommen ihre wie üblich.</translation>
    </message>
    <message>
        <source>Both of seat {seat}'s hole cards were dealt face up: with the door, all three of its first cards lie face up.</source>
        <translation>Beide verdeckten Karten von Platz {seat} wurden offen gegeben: Mit der Door-Card liegen alle drei ersten Karten offen.</translation>
    </message>
    <message>
        <source>Any Seventh Street cards still to come go down; the exposed player may declare all-in for the pot</source>
        <translation>Noch ausstehende Karten für Seventh Street kommen verdeckt; der Spieler mit der offenen Karte darf all-in um den Pot erklären</translation>
    </message>
    <message>
        <source>Both hole cards up as well as the door: all three initial cards of a player exposed is a misdeal (one exposed hole card would be the door, the third card down).</source>
        <translation>Beide verdeckten Karten offen und dazu die Door-Card: Liegen alle drei ersten Karten eines Spielers offen, ist das ein Misdeal (bei einer offenen verdeckten Karte wäre sie die Door-Card und die dritte Karte käme verdeckt).</translation>
    </message>
    <message>
        <source>A duplicate card voids the hand: all action void, every bet returned ({card}).</source>
        <translation>Eine doppelte Karte macht die Hand ungültig: alle Aktionen ungültig, jeder Einsatz zurück ({card}).</translation>
    </message>
    <message>
        <source>Under tournament rules the down cards are killed, the door card when the action reaches seat {seat}, and it gets no more cards.</source>
        <translation>Nach Turnierregeln werden die verdeckten Karten vernichtet, die offene, wenn Platz {seat} an der Reihe ist, und er bekommt keine weiteren Karten.</translation>
    </message>
    <message>
        <source>An absent player forfeits the ante and any bring-in; seat {seat}'s hand is killed when the betting reaches it.</source>
        <translation>Ein abwesender Spieler verliert Ante und Bring-in; die Hand von Platz {seat} wird vernichtet, wenn er an der Reihe ist.</translation>
    </message>
    <message>
        <source>A player facing a bet who turns the upcards face down has folded.</source>
        <translation>Wer vor einem Bet seine offenen Karten umdreht, hat gepasst.</translation>
    </message>
    <message>
        <source>Calling while beaten on board gets no refund.</source>
        <translation>Wer mitgeht, obwohl er offen geschlagen ist, bekommt nichts zurück.</translation>
    </message>
    <message>
        <source>The next player has acted: the wager stands, the action goes on, and seat {low} has no obligation.</source>
        <translation>Der nächste Spieler hat gehandelt: Der Einsatz bleibt, die Action geht weiter, und Platz {low} hat keine Pflicht.</translation>
    </message>
    <message>
        <source>The next player has not acted: the chips go back and seat {low}, the low card, brings it in.</source>
        <translation>Der nächste Spieler hat noch nicht gehandelt: Die Chips gehen zurück, und Platz {low}, die niedrigste Karte, bringt das Bring-in.</translation>
    </message>
    <message>
        <source>An under-sized bet noticed before the round ends is brought up to {full}.</source>
        <translation>Ein zu kleines Bet, bemerkt vor dem Ende der Runde, wird auf {full} ergänzt.</translation>
    </message>
    <message>
        <source>A clear declaration in turn binds: “raise” is a raise, whatever the chips.</source>
        <translation>Eine klare Ansage an der Reihe gilt: „Raise“ ist ein Raise, egal welche Chips.</translation>
    </message>
    <message>
        <source>Chips added in a second motion without saying “raise” make a call: {call}.</source>
        <translation>Chips, die ohne „Raise“ in einer zweiten Bewegung nachgelegt werden, machen einen Call: {call}.</translation>
    </message>
    <message>
        <source>One oversized chip facing a bet, without a word, is a call: {call}, with change.</source>
        <translation>Ein einzelner zu großer Chip vor einem Bet, ohne Ansage, ist ein Call: {call}, mit Wechselgeld.</translation>
    </message>
    <message>
        <source>One oversized chip with no bet to face is a bet of the fixed amount.</source>
        <translation>Ein einzelner zu großer Chip ohne Bet davor ist ein Bet in fester Höhe.</translation>
    </message>
    <message>
        <source>{chips} is at least the call and half a raise: a full raise, completed.</source>
        <translation>{chips} sind mindestens Call plus halbes Raise: ein volles Raise, ergänzt.</translation>
    </message>
    <message>
        <source>During the betting you burn a card and deal seat {seat} its {street} card early ({card}).</source>
        <translation>Während der Setzrunde brennen Sie eine Karte und geben Platz {seat} zu früh seine Karte für {street} ({card}).</translation>
    </message>
    <message>
        <source>{chips} is less than the call and half a raise: a call, the rest goes back.</source>
        <translation>{chips} sind weniger als Call plus halbes Raise: ein Call, der Rest geht zurück.</translation>
    </message>
    <message>
        <source>Chips thrown into the pot are counted and stand; the player is asked not to.</source>
        <translation>In den Pot geworfene Chips werden nachgezählt und gelten; der Spieler wird gebeten, es zu lassen.</translation>
    </message>
    <message>
        <source>A fold out of turn is binding: the dealer names the player to act.</source>
        <translation>Passen außer der Reihe gilt: Der Croupier nennt den Spieler an der Reihe.</translation>
    </message>
    <message>
        <source>Out of turn: stopped and held in front. It binds if nobody bets or raises first; if someone does, the chips go back, and under this house rule there is no bet or raise after a check or call.</source>
        <translation>Außer der Reihe: gestoppt, die Chips bleiben vor dem Spieler. Es gilt, wenn vorher niemand setzt oder erhöht; sonst gehen die Chips zurück, und nach dieser Hausregel gibt es nach Check oder Call kein Bet und kein Raise.</translation>
    </message>
    <message>
        <source>Out of turn: stopped and held in front. It binds if nobody bets or raises first; if someone does, the chips go back and the player has every option.</source>
        <translation>Außer der Reihe: gestoppt, die Chips bleiben vor dem Spieler. Es gilt, wenn vorher niemand setzt oder erhöht; sonst gehen die Chips zurück, und der Spieler hat alle Möglichkeiten.</translation>
    </message>
    <message>
        <source>{ruling} ({rule})</source>
        <translation>{ruling} ({rule})</translation>
    </message>
    <message>
        <source>Hole card dealt face up</source>
        <translation>Verdeckte Karte offen gegeben</translation>
    </message>
    <message>
        <source>Card off the table</source>
        <translation>Karte vom Tisch gefallen</translation>
    </message>
    <message>
        <source>Door card dealt down</source>
        <translation>Offene Karte verdeckt gegeben</translation>
    </message>
    <message>
        <source>First card to the wrong seat</source>
        <translation>Erste Karte an den falschen Platz</translation>
    </message>
    <message>
        <source>Extra card before the betting</source>
        <translation>Zusätzliche Karte vor der Setzrunde</translation>
    </message>
    <message>
        <source>Burn card missed</source>
        <translation>Burn-Card vergessen</translation>
    </message>
    <message>
        <source>Two cards burned</source>
        <translation>Zwei Karten gebrannt</translation>
    </message>
    <message>
        <source>Card dealt too early</source>
        <translation>Karte zu früh gegeben</translation>
    </message>
    <message>
        <source>Seventh Street card dealt up</source>
        <translation>Karte für Seventh Street offen gegeben</translation>
    </message>
    <message>
        <source>All-in player's last card dealt up</source>
        <translation>Letzte Karte eines All-in-Spielers offen gegeben</translation>
    </message>
    <message>
        <source>Duplicate card</source>
        <translation>Doppelte Karte</translation>
    </message>
    <message>
        <source>Player away from the table</source>
        <translation>Spieler nicht am Tisch</translation>
    </message>
    <message>
        <source>Upcards turned down facing a bet</source>
        <translation>Offene Karten vor einem Bet umgedreht</translation>
    </message>
    <message>
        <source>Refund asked for a call beaten on board</source>
        <translation>Call gegen ein besseres Board zurückverlangt</translation>
    </message>
    <message>
        <source>Wrong player brings it in</source>
        <translation>Falscher Spieler bringt</translation>
    </message>
    <message>
        <source>Bet short of the limit</source>
        <translation>Bet unter dem Limit</translation>
    </message>
    <message>
        <source>Action out of turn</source>
        <translation>Aktion außer der Reihe</translation>
    </message>
    <message>
        <source>“Raise” said, a call put in</source>
        <translation>„Raise“ gesagt, ein Call gesetzt</translation>
    </message>
    <message>
        <source>String raise</source>
        <translation>String Raise</translation>
    </message>
    <message>
        <source>One oversized chip</source>
        <translation>Ein einzelner zu großer Chip</translation>
    </message>
    <message>
        <source>Several chips without a word</source>
        <translation>Mehrere Chips ohne Ansage</translation>
    </message>
    <message>
        <source>Chips splashed into the pot</source>
        <translation>Chips in den Pot geworfen</translation>
    </message>
    <message>
        <source>Dealing to seat {seat}, you find two cards face up in the deck: {card} and {second}.</source>
        <translation>Beim Geben an Platz {seat} finden Sie zwei offene Karten im Deck: {card} und {second}.</translation>
    </message>
    <message>
        <source>Seats {seat} and {also} have each been dealt a fourth card before the betting.</source>
        <translation>Platz {seat} und Platz {also} haben vor der Setzrunde je eine vierte Karte bekommen.</translation>
    </message>
    <message>
        <source>You put the deck down, but seat {seat} has only two cards: no door card.</source>
        <translation>Sie legen das Deck ab, aber Platz {seat} hat nur zwei Karten: keine Door-Card.</translation>
    </message>
    <message>
        <source>The door cards are next, but seat {seat} holds only one down card: it was passed over.</source>
        <translation>Als Nächstes kommen die Door-Cards, aber Platz {seat} hat nur eine verdeckte Karte: Er wurde übergangen.</translation>
    </message>
    <message>
        <source>You dealt seat {seat} a card out of sequence: seat {skipped} was due first.</source>
        <translation>Sie haben Platz {seat} eine Karte außer der Reihe gegeben: Zuerst war Platz {skipped} dran.</translation>
    </message>
    <message>
        <source>You dealt seat {seat} its {street} card ({card}) out of sequence: seat {skipped} was due first.</source>
        <translation>Sie haben Platz {seat} seine Karte der {street} ({card}) außer der Reihe gegeben: Zuerst war Platz {skipped} dran.</translation>
    </message>
    <message>
        <source>After seat {seat} you dealt a card to the empty seat beside it.</source>
        <translation>Nach Platz {seat} haben Sie eine Karte an den leeren Platz daneben gegeben.</translation>
    </message>
    <message>
        <source>The betting is about to begin, and seat {seat} has been dealt no cards.</source>
        <translation>Die Setzrunde beginnt gleich, und Platz {seat} hat keine Karten bekommen.</translation>
    </message>
    <message>
        <source>Seat {seat} tables its hand: eight cards.</source>
        <translation>Platz {seat} deckt seine Hand auf: acht Karten.</translation>
    </message>
    <message>
        <source>Seat {seat} tables its hand: six cards; its Seventh Street card never came.</source>
        <translation>Platz {seat} deckt seine Hand auf: sechs Karten; seine Karte der Seventh Street kam nie.</translation>
    </message>
    <message>
        <source>Seat {seat} tables its hand: only five cards; two went into the muck.</source>
        <translation>Platz {seat} deckt seine Hand auf: nur fünf Karten; zwei sind in den Muck geraten.</translation>
    </message>
    <message>
        <source>Deal the missing card from the top of the stub and go on</source>
        <translation>Die fehlende Karte oben vom Stub geben und weitermachen</translation>
    </message>
    <message>
        <source>The hand is dead</source>
        <translation>Die Hand ist tot</translation>
    </message>
    <message>
        <source>The hand is live: it plays with the cards it has</source>
        <translation>Die Hand lebt: Sie spielt mit den Karten, die sie hat</translation>
    </message>
    <message>
        <source>Two players after the forced bet have acted: no misdeal now; the boxed cards are set aside and the hand is played out.</source>
        <translation>Zwei Spieler nach dem Pflichteinsatz haben gehandelt: Jetzt kein Misdeal mehr; die offenen Karten im Deck werden beiseitegelegt und die Hand wird zu Ende gespielt.</translation>
    </message>
    <message>
        <source>Two or more boxed cards before substantial action are a misdeal ({card}, {second}).</source>
        <translation>Zwei oder mehr offene Karten im Deck vor wesentlicher Action sind ein Misdeal ({card}, {second}).</translation>
    </message>
    <message>
        <source>Two or more extra cards in the starting hands are a misdeal; only a single extra card becomes the burn.</source>
        <translation>Zwei oder mehr überzählige Karten in den Starthänden sind ein Misdeal; nur eine einzelne überzählige Karte wird zur Burn-Card.</translation>
    </message>
    <message>
        <source>A player short a card is a misdeal, except that the top card may be dealt to them in proper sequence: it is seat {seat}'s door card, the last of the deal.</source>
        <translation>Fehlt einem Spieler eine Karte, ist das ein Misdeal, außer die oberste Karte kann ihm in der richtigen Reihenfolge gegeben werden: Sie ist die Door-Card von Platz {seat}, die letzte des Gebens.</translation>
    </message>
    <message>
        <source>A wrong number of cards to a player is a misdeal: seat {seat}'s card would no longer come in proper sequence.</source>
        <translation>Eine falsche Zahl Karten an einen Spieler ist ein Misdeal: Die Karte von Platz {seat} käme nicht mehr in der richtigen Reihenfolge.</translation>
    </message>
    <message>
        <source>Two players after the forced bet have acted: no misdeal now; seat {seat} keeps the card and seat {skipped} gets the next one.</source>
        <translation>Zwei Spieler nach dem Pflichteinsatz haben gehandelt: Jetzt kein Misdeal mehr; Platz {seat} behält die Karte und Platz {skipped} bekommt die nächste.</translation>
    </message>
    <message>
        <source>A card dealt out of sequence before substantial action is a misdeal.</source>
        <translation>Eine Karte außer der Reihe vor wesentlicher Action ist ein Misdeal.</translation>
    </message>
    <message>
        <source>Cards dealt to an empty seat are a misdeal; in the initial deal nobody has acted yet.</source>
        <translation>Karten an einen leeren Platz sind ein Misdeal; beim ersten Geben hat noch niemand gehandelt.</translation>
    </message>
    <message>
        <source>An entitled player dealt out is a misdeal: seat {seat} paid its ante and gets a hand.</source>
        <translation>Ein spielberechtigter Spieler, der übergangen wurde, ist ein Misdeal: Platz {seat} hat sein Ante gezahlt und bekommt eine Hand.</translation>
    </message>
    <message>
        <source>A hand missing only its final card may be ruled live: seat {seat} plays its six cards.</source>
        <translation>Eine Hand, der nur die letzte Karte fehlt, darf für lebend erklärt werden: Platz {seat} spielt seine sechs Karten.</translation>
    </message>
    <message>
        <source>A hand with more than seven cards is dead.</source>
        <translation>Eine Hand mit mehr als sieben Karten ist tot.</translation>
    </message>
    <message>
        <source>A hand with fewer than six cards at showdown is dead.</source>
        <translation>Eine Hand mit weniger als sechs Karten im Showdown ist tot.</translation>
    </message>
    <message>
        <source>Two boxed cards</source>
        <translation>Zwei offene Karten im Deck</translation>
    </message>
    <message>
        <source>Two extra cards in the starting hands</source>
        <translation>Zwei überzählige Karten in den Starthänden</translation>
    </message>
    <message>
        <source>A player short a card</source>
        <translation>Einem Spieler fehlt eine Karte</translation>
    </message>
    <message>
        <source>Card dealt out of sequence</source>
        <translation>Karte außer der Reihe gegeben</translation>
    </message>
    <message>
        <source>Card dealt to an empty seat</source>
        <translation>Karte an einen leeren Platz gegeben</translation>
    </message>
    <message>
        <source>Player dealt out</source>
        <translation>Spieler beim Geben übergangen</translation>
    </message>
    <message>
        <source>Wrong number of cards at showdown</source>
        <translation>Falsche Kartenzahl im Showdown</translation>
    </message>
</context>
<context>
    <name>InstructorPage</name>
    <message>
        <source>The progress database cannot be read: {reason}</source>
        <translation>Die Fortschrittsdatenbank kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>The instructor PIN has been changed.</source>
        <translation>Die Ausbilder-PIN wurde geändert.</translation>
    </message>
    <message>
        <source>The projector view waits minimised in the task bar: with one screen it would cover this window. Connect a projector as a second screen to show it there.</source>
        <translation>Die Beamer-Ansicht wartet minimiert in der Taskleiste: Mit nur einem Bildschirm würde sie dieses Fenster verdecken. Schließen Sie einen Beamer als zweiten Bildschirm an, um sie dort zu zeigen.</translation>
    </message>
    <message>
        <source>Instructor mode</source>
        <translation>Ausbildermodus</translation>
    </message>
    <message>
        <source>On the school database, instructor mode opens with the instructor login's password.</source>
        <translation>Auf der Schuldatenbank öffnet sich der Ausbildermodus mit dem Passwort der Ausbilder-Anmeldung.</translation>
    </message>
    <message>
        <source>Enter the instructor password…</source>
        <translation>Ausbilder-Passwort eingeben…</translation>
    </message>
    <message>
        <source>Enter the instructor PIN to see the roster, assignments, exams and the class dashboard.</source>
        <translation>Geben Sie die Ausbilder-PIN ein, um Teilnehmerliste, Zuweisungen, Prüfungen und die Klassenübersicht zu sehen.</translation>
    </message>
    <message>
        <source>Enter PIN…</source>
        <translation>PIN eingeben…</translation>
    </message>
    <message>
        <source>This progress database has no instructor yet. Creating the instructor PIN makes you its instructor: the trainees' results and the settings that change who is answering will need the PIN.</source>
        <translation>Diese Fortschrittsdatenbank hat noch keinen Ausbilder. Wenn Sie die Ausbilder-PIN anlegen, werden Sie ihr Ausbilder: Die Ergebnisse der Teilnehmer und die Einstellungen, die bestimmen, wer antwortet, brauchen dann die PIN.</translation>
    </message>
    <message>
        <source>Create the instructor PIN…</source>
        <translation>Ausbilder-PIN anlegen…</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>Assignments</source>
        <translation>Zuweisungen</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>Beamer</translation>
    </message>
    <message>
        <source>Live class</source>
        <translation>Live-Unterricht</translation>
    </message>
    <message>
        <source>Practical</source>
        <translation>Praxis</translation>
    </message>
    <message>
        <source>Gradebook</source>
        <translation>Notenbuch</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Progress database: {where}</source>
        <translation>Fortschrittsdatenbank: {where}</translation>
    </message>
    <message>
        <source>Change PIN…</source>
        <translation>PIN ändern…</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <source>Close instructor mode until the PIN is entered again</source>
        <translation>Den Ausbildermodus schließen, bis die PIN wieder eingegeben wird</translation>
    </message>
</context>
<context>
    <name>KeyShortcuts</name>
    <message>
        <source>The seat with that number (deal to it, name it); the choice with that number</source>
        <translation>Der Platz mit dieser Nummer (an ihn austeilen, ihn nennen); die Auswahl mit dieser Nummer</translation>
    </message>
    <message>
        <source>The duty, or the part of a call, whose button shows that letter</source>
        <translation>Die Aufgabe oder der Teil einer Ansage, deren Schaltfläche diesen Buchstaben zeigt</translation>
    </message>
    <message>
        <source>Confirm the call being built; once the hand is over, a new hand</source>
        <translation>Die gebaute Ansage bestätigen; nach dem Ende der Hand eine neue Hand</translation>
    </message>
    <message>
        <source>Close the call being built or the question</source>
        <translation>Die gebaute Ansage oder die Frage schließen</translation>
    </message>
    <message>
        <source>Stop the table (incidents); in the call being built, listen and hear it said</source>
        <translation>Den Tisch stoppen (Vorfälle); bei der Ansage zuhören und sie hören</translation>
    </message>
    <message>
        <source>In the call being built: listen and hear it said (when F2 is the voice key)</source>
        <translation>Bei der Ansage: zuhören und sie hören (wenn F2 die Sprechtaste ist)</translation>
    </message>
    <message>
        <source>Take back the last part of the call being built</source>
        <translation>Den letzten Teil der gebauten Ansage zurücknehmen</translation>
    </message>
    <message>
        <source>A new hand</source>
        <translation>Eine neue Hand</translation>
    </message>
    <message>
        <source>Undo the last correct duty (not in an exam)</source>
        <translation>Die letzte richtige Aufgabe zurücknehmen (nicht in einer Prüfung)</translation>
    </message>
    <message>
        <source>The hand log (each street's moves), or the checklist again</source>
        <translation>Das Hand-Log (die Züge jeder Street) oder wieder die Checkliste</translation>
    </message>
    <message>
        <source>Pause the players (and an incident's countdown), or resume</source>
        <translation>Die Spieler (und den Countdown eines Vorfalls) anhalten oder fortfahren</translation>
    </message>
</context>
<context>
    <name>Listen</name>
    <message>
        <source>print the dealer's call heard in a WAV file</source>
        <translation>die Ansage des Croupiers ausgeben, die in einer WAV-Datei zu hören ist</translation>
    </message>
    <message>
        <source>Print the dealer's call heard in FILE.wav (16-bit PCM). Voice answers are English only.</source>
        <translation>Gibt die Ansage des Croupiers aus, die in FILE.wav (16-Bit-PCM) zu hören ist. Gesprochene Antworten gibt es nur auf Englisch.</translation>
    </message>
    <message>
        <source>language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>a call that may be heard (repeat it); every dealer's call without it</source>
        <translation>eine Ansage, die gehört werden kann (mehrfach angeben); ohne sie jede Ansage des Croupiers</translation>
    </message>
    <message>
        <source>the sound to recognise</source>
        <translation>die zu erkennende Aufnahme</translation>
    </message>
    <message>
        <source>croupier listen: voice answers are English only (no German model is installed).</source>
        <translation>croupier listen: Gesprochene Antworten gibt es nur auf Englisch (kein deutsches Sprachmodell installiert).</translation>
    </message>
    <message>
        <source>croupier listen: cannot read {file}: {reason}</source>
        <translation>croupier listen: {file} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>croupier listen: {reason}</source>
        <translation>croupier listen: {reason}</translation>
    </message>
    <message>
        <source>Nothing recognised.</source>
        <translation>Nichts erkannt.</translation>
    </message>
</context>
<context>
    <name>LiveClass</name>
    <message>
        <source>The live question could not be read: {reason}</source>
        <translation>Die Live-Frage konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>The answer could not be saved: {reason}</source>
        <translation>Die Antwort konnte nicht gespeichert werden: {reason}</translation>
    </message>
</context>
<context>
    <name>LivePage</name>
    <message>
        <source>The right answer: {answer}</source>
        <translation>Die richtige Antwort: {answer}</translation>
    </message>
    <message>
        <source>Live class · question {number}</source>
        <translation>Live-Unterricht · Frage {number}</translation>
    </message>
    <message>
        <source>Live class · {game} · question {number}</source>
        <translation>Live-Unterricht · {game} · Frage {number}</translation>
    </message>
    <message>
        <source>Waiting for the instructor's question…</source>
        <translation>Warten auf die Frage des Ausbilders…</translation>
    </message>
    <message>
        <source>Answer once; the instructor reveals the right answer to everyone.</source>
        <translation>Antworten Sie einmal; der Ausbilder zeigt allen die richtige Antwort.</translation>
    </message>
    <message>
        <source>Answer sent: {answer}. Waiting for the instructor…</source>
        <translation>Antwort gesendet: {answer}. Warten auf den Ausbilder…</translation>
    </message>
    <message>
        <source>Answer (Enter)</source>
        <translation>Antworten (Enter)</translation>
    </message>
    <message>
        <source>Leave the live class</source>
        <translation>Den Live-Unterricht verlassen</translation>
    </message>
</context>
<context>
    <name>LiveReport</name>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>asked at</source>
        <translation>gestellt am</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>asked</source>
        <translation>Frage gestellt</translation>
    </message>
    <message>
        <source>right answer</source>
        <translation>richtige Antwort</translation>
    </message>
    <message>
        <source>trainee</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Live round</source>
        <translation>Live-Runde</translation>
    </message>
    <message>
        <source>Started {when}</source>
        <translation>Begonnen {when}</translation>
    </message>
    <message>
        <source>Questions: {questions} · answers: {answers}</source>
        <translation>Fragen: {questions} · Antworten: {answers}</translation>
    </message>
    <message>
        <source>No question was asked in this round.</source>
        <translation>In dieser Runde wurde keine Frage gestellt.</translation>
    </message>
    <message>
        <source>Question {number} · {game} · {skill}</source>
        <translation>Frage {number} · {game} · {skill}</translation>
    </message>
    <message>
        <source>Right answer: {answer}</source>
        <translation>Richtige Antwort: {answer}</translation>
    </message>
    <message>
        <source>Nobody answered.</source>
        <translation>Niemand hat geantwortet.</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
</context>
<context>
    <name>LiveTab</name>
    <message>
        <source>The classes could not be read: {reason}</source>
        <translation>Die Klassen konnten nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>Tick at least one skill to ask about.</source>
        <translation>Wählen Sie mindestens eine Fertigkeit, nach der gefragt wird.</translation>
    </message>
    <message>
        <source>Live class</source>
        <translation>Live-Unterricht</translation>
    </message>
    <message>
        <source>The live round could not be started: {reason}</source>
        <translation>Die Live-Runde konnte nicht beginnen: {reason}</translation>
    </message>
    <message>
        <source>The question could not be asked: {reason}</source>
        <translation>Die Frage konnte nicht gestellt werden: {reason}</translation>
    </message>
    <message>
        <source>The answer could not be revealed: {reason}</source>
        <translation>Die Antwort konnte nicht gezeigt werden: {reason}</translation>
    </message>
    <message>
        <source>The round could not be ended: {reason}</source>
        <translation>Die Runde konnte nicht beendet werden: {reason}</translation>
    </message>
    <message>
        <source>Answer: {answer}</source>
        <translation>Antwort: {answer}</translation>
    </message>
    <message>
        <source>Live class · {game} · question {number}</source>
        <translation>Live-Unterricht · {game} · Frage {number}</translation>
    </message>
    <message>
        <source>The answers could not be read: {reason}</source>
        <translation>Die Antworten konnten nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>beantwortet</translation>
    </message>
    <message>
        <source>✓ right</source>
        <translation>✓ richtig</translation>
    </message>
    <message>
        <source>✗ wrong</source>
        <translation>✗ falsch</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>signed out</source>
        <translation>abgemeldet</translation>
    </message>
    <message>
        <source>Ask the class a question: it appears at once on every signed-in station, over the same table. The answers arrive here as they are given.</source>
        <translation>Stellen Sie der Klasse eine Frage: Sie erscheint sofort an jedem angemeldeten Platz, über demselben Tisch. Die Antworten kommen hier an, sobald sie gegeben werden.</translation>
    </message>
    <message>
        <source>A live class needs the school's PostgreSQL server: every station must share one database to hear the question at once. This is a single-machine install.</source>
        <translation>Live-Unterricht braucht den PostgreSQL-Server der Schule: Alle Plätze müssen eine Datenbank teilen, um die Frage sofort zu erhalten. Dies ist eine Einzelplatz-Installation.</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>K&amp;lasse:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Skills:</source>
        <translation>&amp;Fertigkeiten:</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Schwierigkeit:</translation>
    </message>
    <message>
        <source>Every class</source>
        <translation>Alle Klassen</translation>
    </message>
    <message>
        <source>The class whose stations get the round</source>
        <translation>Die Klasse, deren Stationen die Runde erhalten</translation>
    </message>
    <message>
        <source>All three, mixed</source>
        <translation>Alle drei, gemischt</translation>
    </message>
    <message>
        <source>1 – Easy</source>
        <translation>1 – Leicht</translation>
    </message>
    <message>
        <source>2 – Medium</source>
        <translation>2 – Mittel</translation>
    </message>
    <message>
        <source>3 – Hard</source>
        <translation>3 – Schwer</translation>
    </message>
    <message>
        <source>e.g. Tuesday, bring-ins</source>
        <translation>z. B. Dienstag, Bring-ins</translation>
    </message>
    <message>
        <source>Start a live round</source>
        <translation>Eine Live-Runde beginnen</translation>
    </message>
    <message>
        <source>Question {number} · {game} · {skill}</source>
        <translation>Frage {number} · {game} · {skill}</translation>
    </message>
    <message>
        <source>Answered: {answered} · right: {right}</source>
        <translation>Geantwortet: {answered} · richtig: {right}</translation>
    </message>
    <message>
        <source>Show on the projector</source>
        <translation>Auf dem Beamer zeigen</translation>
    </message>
    <message>
        <source>Reveal the answer</source>
        <translation>Die Antwort zeigen</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Nächste Frage</translation>
    </message>
    <message>
        <source>End the round</source>
        <translation>Die Runde beenden</translation>
    </message>
    <message>
        <source>Round report (CSV)…</source>
        <translation>Bericht der Runde (CSV)…</translation>
    </message>
    <message>
        <source>Round report (PDF)…</source>
        <translation>Bericht der Runde (PDF)…</translation>
    </message>
</context>
<context>
    <name>LoadProgress</name>
    <message>
        <source>Reading {file}…</source>
        <translation>{file} wird gelesen …</translation>
    </message>
    <message>
        <source>How much of the file is read</source>
        <translation>Wie viel der Datei gelesen ist</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Opening your progress…</source>
        <translation>Ihr Lernstand wird geöffnet…</translation>
    </message>
    <message>
        <source>Nowhere: this window records nothing</source>
        <translation>Nirgends: Dieses Fenster zeichnet nichts auf</translation>
    </message>
    <message>
        <source>In memory only (not saved)</source>
        <translation>Nur im Speicher (nicht gesichert)</translation>
    </message>
    <message>
        <source>Croupier – Stud dealer trainer</source>
        <translation>Croupier – Stud-Dealer-Training</translation>
    </message>
    <message>
        <source>Mode panel</source>
        <translation>Modusbereich</translation>
    </message>
    <message>
        <source>Signed in: {name}</source>
        <translation>Angemeldet: {name}</translation>
    </message>
    <message>
        <source>Croupier – {name}</source>
        <translation>Croupier – {name}</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>{number}: {choice}.</source>
        <translation>{number}: {choice}.</translation>
    </message>
    <message>
        <source>Correct.</source>
        <translation>Richtig.</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Nicht ganz.</translation>
    </message>
</context>
<context>
    <name>ObservePanel</name>
    <message>
        <source>Press Next to deal a hand.</source>
        <translation>Drücken Sie „Nächster Schritt“, um eine Hand zu geben.</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Hand beendet</translation>
    </message>
    <message>
        <source>Next: {step}</source>
        <translation>Als Nächstes: {step}</translation>
    </message>
    <message>
        <source>Observe a hand</source>
        <translation>Eine Hand beobachten</translation>
    </message>
    <message>
        <source>Watch a simulated hand one step at a time: every duty of the dealer and every decision of a player.</source>
        <translation>Sehen Sie einer simulierten Hand Schritt für Schritt zu: jeder Aufgabe des Croupiers und jeder Entscheidung eines Spielers.</translation>
    </message>
    <message>
        <source>Next step (Space)</source>
        <translation>Nächster Schritt (Leertaste)</translation>
    </message>
    <message>
        <source>Do the next dealer duty or player decision</source>
        <translation>Die nächste Aufgabe des Croupiers oder Entscheidung eines Spielers ausführen</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Auto-play</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Step through the hand on its own</source>
        <translation>Die Hand von selbst ablaufen lassen</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Neue Hand</translation>
    </message>
    <message>
        <source>Deal a new hand with the chosen game, players and stakes</source>
        <translation>Eine neue Hand mit dem gewählten Spiel, den Spielern und Limits geben</translation>
    </message>
    <message>
        <source>Events of the hand</source>
        <translation>Ereignisse der Hand</translation>
    </message>
</context>
<context>
    <name>ObservedHand</name>
    <message>
        <source>A new hand: collect the antes.</source>
        <translation>Eine neue Hand: Antes einsammeln.</translation>
    </message>
</context>
<context>
    <name>PHHLoader</name>
    <message>
        <source>{file}: the file could not be read</source>
        <translation>{file}: Die Datei konnte nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>PaceCard</name>
    <message>
        <source>The pace could not be read: {reason}</source>
        <translation>Das Tempo konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Dealer pace (Table-ready hands): %n hand(s) at {rate} an hour</source>
        <translation>
            <numerusform>Dealer-Tempo (Tischreif-Hände): %n Hand mit {rate} pro Stunde</numerusform>
            <numerusform>Dealer-Tempo (Tischreif-Hände): %n Hände mit {rate} pro Stunde</numerusform>
        </translation>
    </message>
    <message>
        <source>target {target} an hour</source>
        <translation>Ziel {target} pro Stunde</translation>
    </message>
    <message>
        <source>{seconds} a duty</source>
        <translation>{seconds} je Aufgabe</translation>
    </message>
    <message numerus="yes">
        <source>%n on target</source>
        <translation>
            <numerusform>%n im Ziel</numerusform>
            <numerusform>%n im Ziel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PaceLine</name>
    <message>
        <source>Pace: this hand {elapsed} of {target}</source>
        <translation>Tempo: diese Hand {elapsed} von {target}</translation>
    </message>
    <message>
        <source>Pace: the hand took {seconds}, on target</source>
        <translation>Tempo: die Hand dauerte {seconds}, im Ziel</translation>
    </message>
    <message>
        <source>Pace: the hand took {seconds}, over the target's {target}</source>
        <translation>Tempo: die Hand dauerte {seconds}, über den {target} des Ziels</translation>
    </message>
    <message>
        <source>Pace: this hand is not timed (it was left before its end)</source>
        <translation>Tempo: diese Hand wird nicht gemessen (sie wurde vor ihrem Ende verlassen)</translation>
    </message>
    <message numerus="yes">
        <source>%n duties, {seconds} each</source>
        <translation>
            <numerusform>%n Aufgabe, je {seconds}</numerusform>
            <numerusform>%n Aufgaben, je {seconds}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hands at {rate} an hour</source>
        <translation>
            <numerusform>%n Hand mit {rate} pro Stunde</numerusform>
            <numerusform>%n Hände mit {rate} pro Stunde</numerusform>
        </translation>
    </message>
    <message>
        <source>target {rate} an hour at {players} players</source>
        <translation>Ziel {rate} pro Stunde bei {players} Spielern</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>The PIN could not be checked: {reason}</source>
        <translation>Die PIN konnte nicht geprüft werden: {reason}</translation>
    </message>
    <message>
        <source>A PIN needs at least {count} digits.</source>
        <translation>Eine PIN braucht mindestens {count} Ziffern.</translation>
    </message>
    <message>
        <source>The two PINs differ. Type the new PIN twice, the same.</source>
        <translation>Die beiden PINs stimmen nicht überein. Geben Sie die neue PIN zweimal gleich ein.</translation>
    </message>
    <message>
        <source>The password could not be checked: {reason}</source>
        <translation>Das Passwort konnte nicht geprüft werden: {reason}</translation>
    </message>
    <message>
        <source>The login {login} is not an instructor's: instructor mode stays shut.</source>
        <translation>Der Login {login} gehört keinem Ausbilder: Der Ausbildermodus bleibt geschlossen.</translation>
    </message>
    <message>
        <source>Wrong PIN. Tries left before a wait: {count}.</source>
        <translation>Falsche PIN. Verbleibende Versuche vor einer Wartezeit: {count}.</translation>
    </message>
    <message>
        <source>Wrong password. Tries left before a wait: {count}.</source>
        <translation>Falsches Passwort. Verbleibende Versuche vor einer Wartezeit: {count}.</translation>
    </message>
    <message>
        <source>This progress database has an instructor PIN already: enter it instead.</source>
        <extracomment>The store the instructor works in, once the dialog is accepted. On a school server: the login instructor mode signs in as (the shared instructor login, or an instructor's own); the audit trail names it.</extracomment>
        <translation>Diese Fortschrittsdatenbank hat bereits eine Ausbilder-PIN: Geben Sie diese ein.</translation>
    </message>
    <message>
        <source>no answer within {seconds} s; try again in a moment</source>
        <translation>keine Antwort innerhalb von {seconds} s; versuchen Sie es gleich noch einmal</translation>
    </message>
    <message>
        <source>Checking the PIN…</source>
        <translation>Die PIN wird geprüft…</translation>
    </message>
    <message>
        <source>Checking the password…</source>
        <translation>Das Passwort wird geprüft…</translation>
    </message>
    <message>
        <source>Too many wrong tries. Instructor mode opens again in {time}.</source>
        <translation>Zu viele Fehlversuche. Der Ausbildermodus öffnet sich wieder in {time}.</translation>
    </message>
    <message>
        <source>Create the instructor PIN</source>
        <translation>Die Ausbilder-PIN anlegen</translation>
    </message>
    <message>
        <source>This progress database has no instructor yet. You are about to create its instructor PIN ({low} to {high} digits): from now on instructor mode, the trainees' results and the settings that change who is answering need it.

Database: {where}
Anyone who can write this file could still change the PIN; a school keeps its results on its PostgreSQL server instead.</source>
        <translation>Diese Fortschrittsdatenbank hat noch keinen Ausbilder. Sie legen jetzt ihre Ausbilder-PIN an ({low} bis {high} Ziffern): Von nun an brauchen der Ausbildermodus, die Ergebnisse der Teilnehmer und die Einstellungen, die bestimmen, wer antwortet, diese PIN.

Datenbank: {where}
Wer diese Datei schreiben kann, könnte die PIN dennoch ändern; eine Schule führt ihre Ergebnisse deshalb auf ihrem PostgreSQL-Server.</translation>
    </message>
    <message>
        <source>Instructor mode</source>
        <translation>Ausbildermodus</translation>
    </message>
    <message>
        <source>Enter the instructor password</source>
        <translation>Das Ausbilder-Passwort eingeben</translation>
    </message>
    <message>
        <source>On the school database instructor mode works with an instructor's login: your own, or the shared one ({role}). Its password is used for this session only and never saved, and the school's audit trail names the login.

{where}</source>
        <translation>Auf der Datenbank der Schule arbeitet der Ausbildermodus mit dem Login eines Ausbilders: Ihrem eigenen oder dem gemeinsamen ({role}). Sein Passwort gilt nur für diese Sitzung und wird nie gespeichert; das Prüfprotokoll der Schule nennt den Login.

{where}</translation>
    </message>
    <message>
        <source>Enter the instructor PIN</source>
        <translation>Ausbilder-PIN eingeben</translation>
    </message>
    <message>
        <source>Instructor mode is protected by a PIN.</source>
        <translation>Der Ausbildermodus ist durch eine PIN geschützt.</translation>
    </message>
    <message>
        <source>Change the instructor PIN</source>
        <translation>Ausbilder-PIN ändern</translation>
    </message>
    <message>
        <source>Enter the current PIN, then the new one twice.</source>
        <translation>Geben Sie die bisherige PIN ein, dann zweimal die neue.</translation>
    </message>
    <message>
        <source>Login:</source>
        <translation>Login:</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>Login</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Passwort:</translation>
    </message>
    <message>
        <source>PIN:</source>
        <translation>PIN:</translation>
    </message>
    <message>
        <source>Current PIN:</source>
        <translation>Bisherige PIN:</translation>
    </message>
    <message>
        <source>New PIN:</source>
        <translation>Neue PIN:</translation>
    </message>
    <message>
        <source>New PIN again:</source>
        <translation>Neue PIN wiederholen:</translation>
    </message>
</context>
<context>
    <name>Practical</name>
    <message>
        <source>Procedure</source>
        <translation>Ablauf</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Chips and pot</source>
        <translation>Chips und Pot</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>Unregelmäßigkeiten</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Misdeal caused by the dealer</source>
        <translation>Misdeal durch den Dealer</translation>
    </message>
    <message>
        <source>Wrong pot awarded</source>
        <translation>Pot falsch zugeschoben</translation>
    </message>
    <message>
        <source>Exposed card not handled</source>
        <translation>Aufgedeckte Karte nicht behandelt</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <source>Antes</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Abheben</translation>
    </message>
    <message>
        <source>Deal {street}</source>
        <translation>{street} geben</translation>
    </message>
    <message>
        <source>Bring-in called</source>
        <translation>Bring-in angesagt</translation>
    </message>
    <message>
        <source>Action called ({street})</source>
        <translation>Action angesagt ({street})</translation>
    </message>
    <message>
        <source>Bets and change ({street})</source>
        <translation>Einsätze und Wechselgeld ({street})</translation>
    </message>
    <message>
        <source>Burn ({street})</source>
        <translation>Brennen ({street})</translation>
    </message>
    <message>
        <source>Board announced ({street})</source>
        <translation>Boards angesagt ({street})</translation>
    </message>
    <message>
        <source>Stub counted before Seventh Street</source>
        <translation>Stub vor der Seventh Street gezählt</translation>
    </message>
    <message>
        <source>“Last card”</source>
        <translation>„Last Card“</translation>
    </message>
    <message>
        <source>Showdown order</source>
        <translation>Reihenfolge im Showdown</translation>
    </message>
    <message>
        <source>Hands read</source>
        <translation>Hände angesagt</translation>
    </message>
    <message>
        <source>Losing hands killed</source>
        <translation>Verlierende Hände vernichtet</translation>
    </message>
    <message>
        <source>Pot pushed (split)</source>
        <translation>Pot zugeschoben (geteilt)</translation>
    </message>
    <message>
        <source>Irregularity handled</source>
        <translation>Unregelmäßigkeit behandelt</translation>
    </message>
    <message>
        <source>Type seat {seat}'s upcard</source>
        <translation>Offene Karte von Platz {seat} eingeben</translation>
    </message>
    <message>
        <source>Type the community card</source>
        <translation>Gemeinschaftskarte eingeben</translation>
    </message>
    <message>
        <source>Seat {seat} to act: key what they do</source>
        <translation>Platz {seat} ist am Zug: die Aktion eingeben</translation>
    </message>
    <message>
        <source>Seat {seat} shows: type the down cards, or M to muck</source>
        <translation>Platz {seat} zeigt: die verdeckten Karten eingeben, oder M zum Wegwerfen</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Die Hand ist vorbei</translation>
    </message>
    <message>
        <source>The engine says the hand never came to this duty.</source>
        <translation>Laut Regel-Engine kam die Hand nie zu dieser Aufgabe.</translation>
    </message>
    <message>
        <source>A player's action on this street was not legal, yet it was let stand.</source>
        <translation>Eine Aktion auf dieser Straße war nicht erlaubt und wurde trotzdem zugelassen.</translation>
    </message>
</context>
<context>
    <name>PracticalCard</name>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>Practical exam, {game}, {players} players: {score} — {verdict} (pass mark {mark})</source>
        <translation>Praxisprüfung, {game}, {players} Spieler: {score} — {verdict} (Bestehensgrenze {mark})</translation>
    </message>
    <message>
        <source>Marked wrong: {duties}</source>
        <translation>Als falsch bewertet: {duties}</translation>
    </message>
    <message>
        <source>The practical exams could not be read: {reason}</source>
        <translation>Die Praxisprüfungen konnten nicht gelesen werden: {reason}</translation>
    </message>
</context>
<context>
    <name>PracticalPage</name>
    <message>
        <source>The rubric was not saved: this login may not change it ({reason}).</source>
        <translation>Das Bewertungsschema wurde nicht gespeichert: Diese Anmeldung darf es nicht ändern ({reason}).</translation>
    </message>
    <message>
        <source>The rubric was not saved: {name} is not one of your classes, and only its instructors may change its rubric.</source>
        <translation>Das Bewertungsschema wurde nicht gespeichert: {name} ist keine Ihrer Klassen, und nur ihre Ausbilder dürfen ihr Bewertungsschema ändern.</translation>
    </message>
    <message>
        <source>The rubric was not saved: {reason}</source>
        <translation>Das Bewertungsschema wurde nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <source>The rubric is saved for the school.</source>
        <translation>Das Bewertungsschema ist für die Schule gespeichert.</translation>
    </message>
    <message>
        <source>{name} is scored by the school's rubric again.</source>
        <translation>{name} wird wieder nach dem Bewertungsschema der Schule bewertet.</translation>
    </message>
    <message>
        <source>The rubric is saved for {name}.</source>
        <translation>Das Bewertungsschema ist für {name} gespeichert.</translation>
    </message>
    <message>
        <source>Hand {number} of {hands} · {trainee} · {game}, {players} players</source>
        <translation>Hand {number} von {hands} · {trainee} · {game}, {players} Spieler</translation>
    </message>
    <message>
        <source>{sign} {elapsed} of {target} a hand</source>
        <translation>{sign} {elapsed} von {target} pro Hand</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <source>Saved in {where} for {trainee}.</source>
        <translation>Gespeichert in {where} für {trainee}.</translation>
    </message>
    <message>
        <source>This practical is not saved: save it, or press New practical again to drop it.</source>
        <translation>Diese Praxisprüfung ist nicht gespeichert: speichern, oder noch einmal „Neue Praxisprüfung“ drücken, um sie zu verwerfen.</translation>
    </message>
    <message>
        <source>Type the cards (the engine assists)</source>
        <translation>Karten eingeben (die Regel-Engine hilft)</translation>
    </message>
</context>
<context>
    <name>PracticalReport</name>
    <message>
        <source>trainee</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>taken at</source>
        <translation>abgelegt am</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>practical %</source>
        <translation>Praxis %</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>hand %</source>
        <translation>Hand %</translation>
    </message>
    <message>
        <source>duty</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>group</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>kritisch</translation>
    </message>
    <message>
        <source>seconds into the hand</source>
        <translation>Sekunden in der Hand</translation>
    </message>
    <message>
        <source>disputed by the engine</source>
        <translation>von der Regel-Engine bestritten</translation>
    </message>
    <message>
        <source>scored by</source>
        <translation>bewertet von</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>{date}: {game}, {players} players — {score}, {verdict}</source>
        <translation>{date}: {game}, {players} Spieler — {score}, {verdict}</translation>
    </message>
    <message>
        <source>Scored by {name}.</source>
        <translation>Bewertet von {name}.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Seconds / target</source>
        <translation>Sekunden / Ziel</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>Falsch</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Kritisch</translation>
    </message>
    <message>
        <source>Duty</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Practical exams</source>
        <translation>Praxisprüfungen</translation>
    </message>
    <message>
        <source>Practical sittings: {count}</source>
        <translation>Praxisprüfungen: {count}</translation>
    </message>
    <message>
        <source>No practical exam yet.</source>
        <translation>Noch keine Praxisprüfung.</translation>
    </message>
</context>
<context>
    <name>PracticeStarter</name>
    <message>
        <source>Rule {number}, {title}: the trainer dealt up to it, and it has just happened.</source>
        <translation>Regel {number}, {title}: Der Trainer hat die Hand bis dorthin gegeben, und eben ist es passiert.</translation>
    </message>
    <message>
        <source>Rule {number}, {title}: a hand from the shuffle, every duty yours.</source>
        <translation>Regel {number}, {title}: Eine Hand vom Mischen an, jede Aufgabe ist Ihre.</translation>
    </message>
    <message>
        <source>Rule {number}, {title}: the trainer dealt up to it; your turn.</source>
        <translation>Regel {number}, {title}: Der Trainer hat die Hand bis dorthin gegeben; jetzt sind Sie dran.</translation>
    </message>
    <message>
        <source>Rule {number}, {title}: no hand dealt here came to it; deal this one.</source>
        <translation>Regel {number}, {title}: Keine der hier gegebenen Hände kam dorthin; geben Sie diese.</translation>
    </message>
</context>
<context>
    <name>Procedure</name>
    <message>
        <source>{game}, {players} players, seed {seed}, profile {profile}</source>
        <translation>{game}, {players} Spieler, Seed {seed}, Profil {profile}</translation>
    </message>
    <message>
        <source>Hand log</source>
        <translation>Hand-Log</translation>
    </message>
    <message>
        <source>Before the deal</source>
        <translation>Vor dem Geben</translation>
    </message>
    <message>
        <source>Incident ({rule}): {what}</source>
        <translation>Vorfall ({rule}): {what}</translation>
    </message>
    <message>
        <source>Ruling: {ruling}</source>
        <translation>Entscheidung: {ruling}</translation>
    </message>
    <message>
        <source>Dealt again</source>
        <translation>Neu gegeben</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Scramble</source>
        <translation>Scramble</translation>
    </message>
    <message>
        <source>Square the deck</source>
        <translation>Karten ausrichten</translation>
    </message>
    <message>
        <source>Riffle</source>
        <translation>Riffle</translation>
    </message>
    <message>
        <source>Strip</source>
        <translation>Strip</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Box</translation>
    </message>
    <message>
        <source>Cut onto the cut card</source>
        <translation>Auf die Cut-Card abheben</translation>
    </message>
    <message>
        <source>Count the stub: enough for everyone</source>
        <translation>Stub zählen: reicht für alle</translation>
    </message>
    <message>
        <source>Count the stub: too short, scramble in the burn cards</source>
        <translation>Stub zählen: zu wenig, die Burn-Cards dazumischen</translation>
    </message>
    <message>
        <source>Count the stub: too short, one community card</source>
        <translation>Stub zählen: zu wenig, eine Gemeinschaftskarte</translation>
    </message>
    <message>
        <source>Count the stub: scramble in the burn cards, then one community card</source>
        <translation>Stub zählen: die Burn-Cards dazumischen, dann eine Gemeinschaftskarte</translation>
    </message>
    <message>
        <source>Count the stub: deal to the last card, then scramble in the burn cards</source>
        <translation>Stub zählen: bis zur letzten Karte geben, dann die Burn-Cards dazumischen</translation>
    </message>
    <message>
        <source>Count the stub: when it runs out, scramble in the burn cards and the muck</source>
        <translation>Stub zählen: wenn er ausgeht, Burn-Cards und Muck dazumischen</translation>
    </message>
    <message>
        <source>Count the stub</source>
        <translation>Stub zählen</translation>
    </message>
    <message>
        <source>seat {seat}: {chips}</source>
        <translation>Platz {seat}: {chips}</translation>
    </message>
    <message>
        <source>Push the main pot: {shares}</source>
        <translation>Hauptpot zuschieben: {shares}</translation>
    </message>
    <message>
        <source>Push side pot {number}: {shares}</source>
        <translation>Side-Pot {number} zuschieben: {shares}</translation>
    </message>
    <message>
        <source>{push} (high half)</source>
        <translation>{push} (High-Hälfte)</translation>
    </message>
    <message>
        <source>{push} (low half)</source>
        <translation>{push} (Low-Hälfte)</translation>
    </message>
    <message>
        <source>Seat {seat} calls {to}</source>
        <translation>Platz {seat} geht mit ({to})</translation>
    </message>
    <message>
        <source>“{text}”</source>
        <translation>„{text}“</translation>
    </message>
    <message>
        <source>Read seat {seat}'s hand</source>
        <translation>Hand von Platz {seat} ansagen</translation>
    </message>
    <message>
        <source>Read seat {seat}'s hand: {reading}</source>
        <translation>Hand von Platz {seat} ansagen: {reading}</translation>
    </message>
    <message>
        <source>Collect seat {seat}'s ante</source>
        <translation>Ante von Platz {seat} einsammeln</translation>
    </message>
    <message>
        <source>Deal seat {seat} a card face up</source>
        <translation>Platz {seat} eine Karte offen geben</translation>
    </message>
    <message>
        <source>Deal seat {seat} a card face down</source>
        <translation>Platz {seat} eine Karte verdeckt geben</translation>
    </message>
    <message>
        <source>Gather the bets into the pot</source>
        <translation>Einsätze zum Pot bringen</translation>
    </message>
    <message>
        <source>Gather the bets into the pot ({chips})</source>
        <translation>Einsätze zum Pot bringen ({chips})</translation>
    </message>
    <message>
        <source>Return the uncalled {amount} to seat {seat}</source>
        <translation>Platz {seat} die nicht gehaltenen {amount} zurückgeben</translation>
    </message>
    <message>
        <source>Showdown: seat {seat} shows first</source>
        <translation>Showdown: Platz {seat} zeigt zuerst</translation>
    </message>
    <message>
        <source>Kill seat {seat}'s hand</source>
        <translation>Hand von Platz {seat} vernichten</translation>
    </message>
    <message>
        <source>Burn a card</source>
        <translation>Eine Karte brennen</translation>
    </message>
    <message>
        <source>Scramble the stub with the burn cards</source>
        <translation>Stub mit den Burn-Cards mischen</translation>
    </message>
    <message>
        <source>Turn the community card</source>
        <translation>Gemeinschaftskarte aufdecken</translation>
    </message>
    <message>
        <source>Remove the cut card and set the stub aside</source>
        <translation>Schneidekarte herausnehmen und den Stub weglegen</translation>
    </message>
    <message>
        <source>Seat {seat} folds</source>
        <translation>Platz {seat} passt</translation>
    </message>
    <message>
        <source>Seat {seat} checks</source>
        <translation>Platz {seat} checkt</translation>
    </message>
    <message>
        <source>Seat {seat} brings it in for {amount}</source>
        <translation>Platz {seat} bringt {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} completes to {to}</source>
        <translation>Platz {seat} komplettiert auf {to}</translation>
    </message>
    <message>
        <source>Seat {seat} bets {to}</source>
        <translation>Platz {seat} setzt {to}</translation>
    </message>
    <message>
        <source>Seat {seat} raises to {to}</source>
        <translation>Platz {seat} erhöht auf {to}</translation>
    </message>
    <message>
        <source>{action}, all in</source>
        <translation>{action}, all-in</translation>
    </message>
    <message>
        <source>{action} (cap reached)</source>
        <translation>{action} (Cap erreicht)</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}</source>
        <translation>Platz {seat} zeigt {cards}</translation>
    </message>
    <message>
        <source>Seat {seat} mucks</source>
        <translation>Platz {seat} wirft weg</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <source>Progress of {name}</source>
        <translation>Fortschritt von {name}</translation>
    </message>
    <message>
        <source>The progress cannot be read just now</source>
        <translation>Der Fortschritt lässt sich gerade nicht lesen</translation>
    </message>
    <message>
        <source>No answers recorded yet.</source>
        <translation>Noch keine Antworten gespeichert.</translation>
    </message>
    <message>
        <source>Your progress will appear here</source>
        <translation>Hier erscheint Ihr Fortschritt</translation>
    </message>
    <message>
        <source>Choose Quiz in the top bar and answer a few questions. Every answer is saved at once; here you will then see, for each skill, how often you were right and how fast you answered against the dealer school's pace, which skills to practise next, and how you improve from session to session.</source>
        <translation>Wählen Sie oben Quiz und beantworten Sie einige Fragen. Jede Antwort wird sofort gespeichert; hier sehen Sie dann für jede Fertigkeit, wie oft Sie richtig lagen und wie schnell Sie im Vergleich zum Tempo der Croupierschule geantwortet haben, welche Fertigkeiten Sie als Nächstes üben sollten und wie Sie sich von Sitzung zu Sitzung verbessern.</translation>
    </message>
    <message>
        <source>Answers: {answers} · right: {share} · skills practised: {skills} · sessions: {sessions}</source>
        <translation>Antworten: {answers} · richtig: {share} · geübte Fertigkeiten: {skills} · Sitzungen: {sessions}</translation>
    </message>
    <message>
        <source>All skills</source>
        <translation>Alle Fertigkeiten</translation>
    </message>
    <message>
        <source>Accuracy and pace</source>
        <translation>Trefferquote und Tempo</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>On track</source>
        <translation>Im Soll</translation>
    </message>
    <message>
        <source>too many wrong answers, and too slow</source>
        <translation>zu viele falsche Antworten und zu langsam</translation>
    </message>
    <message>
        <source>too many wrong answers</source>
        <translation>zu viele falsche Antworten</translation>
    </message>
    <message>
        <source>right, but slower than the pace</source>
        <translation>richtig, aber langsamer als das Tempo</translation>
    </message>
    <message>
        <source>Every skill is at {goal} right or better and on pace. Keep it there.</source>
        <translation>Jede Fertigkeit liegt bei {goal} richtig oder besser und im Tempo. Halten Sie das.</translation>
    </message>
    <message>
        <source>{right} right, median {median} (pace {pace})</source>
        <translation>{right} richtig, Median {median} (Tempo {pace})</translation>
    </message>
    <message>
        <source>per session</source>
        <translation>pro Sitzung</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>pro Tag</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Right answers {per} – {skill}</source>
        <translation>Richtige Antworten {per} – {skill}</translation>
    </message>
    <message>
        <source>Right answers (%)</source>
        <translation>Richtige Antworten (%)</translation>
    </message>
    <message>
        <source>% right</source>
        <translation>% richtig</translation>
    </message>
    <message>
        <source>Median answer time {per} – {skill}</source>
        <translation>Median der Antwortzeit {per} – {skill}</translation>
    </message>
    <message>
        <source>Median time (s)</source>
        <translation>Median-Zeit (s)</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>School pace {pace}</source>
        <translation>Schultempo {pace}</translation>
    </message>
    <message>
        <source>Latest: {right} right, median {median}</source>
        <translation>Zuletzt: {right} richtig, Median {median}</translation>
    </message>
    <message>
        <source>No answers of this skill in a practice session yet: choose By day.</source>
        <translation>Zu dieser Fertigkeit noch keine Antworten in einer Übungssitzung: Wählen Sie „Nach Tagen“.</translation>
    </message>
    <message>
        <source>The pace line is the school's pace for a typical question; choose a skill to see its own.</source>
        <translation>Die Tempolinie ist das Schultempo für eine typische Frage; wählen Sie eine Fertigkeit für ihr eigenes.</translation>
    </message>
    <message>
        <source>By session</source>
        <translation>Nach Sitzungen</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>Nach Tagen</translation>
    </message>
    <message>
        <source>Skill shown in the charts</source>
        <translation>Fertigkeit in den Diagrammen</translation>
    </message>
    <message>
        <source>Practise next</source>
        <translation>Als Nächstes üben</translation>
    </message>
    <message>
        <source>Every skill</source>
        <translation>Fertigkeiten im Einzelnen</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Accuracy and median time per skill</source>
        <translation>Trefferquote und Median-Zeit je Fertigkeit</translation>
    </message>
    <message>
        <source>The dealer school's pace for this skill (set in Settings, Trainee and progress)</source>
        <translation>Das Tempo der Croupierschule für diese Fertigkeit (einstellbar unter Einstellungen, Teilnehmer und Fortschritt)</translation>
    </message>
    <message>
        <source>Half of your answers were faster than this</source>
        <translation>Die Hälfte Ihrer Antworten war schneller</translation>
    </message>
</context>
<context>
    <name>ProjectorTab</name>
    <message>
        <source>Screen {number}: {name} ({width}×{height})</source>
        <translation>Bildschirm {number}: {name} ({width}×{height})</translation>
    </message>
    <message>
        <source>Projector view</source>
        <translation>Beamer-Ansicht</translation>
    </message>
    <message>
        <source>Show a scripted hand to the class on a large screen: open a hand history (PHH file) in the projector view and step through it in front of the class. Each step replays the hand up to that point; the caption says what happened in large type.</source>
        <translation>Zeigen Sie der Klasse eine vorbereitete Hand auf einer großen Leinwand: Öffnen Sie eine Hand-History (PHH-Datei) in der Beamer-Ansicht und gehen Sie sie vor der Klasse Schritt für Schritt durch. Jeder Schritt spielt die Hand bis zu diesem Punkt nach; die Beschriftung sagt in großer Schrift, was geschehen ist.</translation>
    </message>
    <message>
        <source>Keys in the projector view: → or Space forward, ← back, Home and End to the start and the end, O open a file, H show the down cards, F11 full screen, Esc leave full screen.</source>
        <translation>Tasten in der Beamer-Ansicht: → oder Leertaste vor, ← zurück, Pos1 und Ende zum Anfang und zum Ende, O Datei öffnen, H verdeckte Karten zeigen, F11 Vollbild, Esc Vollbild verlassen.</translation>
    </message>
    <message>
        <source>&amp;Show on:</source>
        <translation>&amp;Zeigen auf:</translation>
    </message>
    <message>
        <source>Open the projector view</source>
        <translation>Beamer-Ansicht öffnen</translation>
    </message>
    <message>
        <source>A live class puts one question at a time on the projector and on every signed-in station; you choose the game and the skills, and see who has answered.</source>
        <translation>Der Live-Unterricht zeigt eine Frage nach der anderen auf dem Beamer und an jeder angemeldeten Station; Sie wählen Spiel und Fertigkeiten und sehen, wer geantwortet hat.</translation>
    </message>
    <message>
        <source>Start a live round…</source>
        <translation>Live-Runde beginnen…</translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <source>Open a hand history</source>
        <translation>Hand-History öffnen</translation>
    </message>
    <message>
        <source>Hand histories (*.phh *.phhs);;All files (*)</source>
        <translation>Hand-Histories (*.phh *.phhs);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading {file} was cancelled; the hand on show stays.</source>
        <translation>Das Lesen von {file} wurde abgebrochen; die gezeigte Hand bleibt.</translation>
    </message>
    <message>
        <source>{source} holds no hand.</source>
        <translation>{source} enthält keine Hand.</translation>
    </message>
    <message>
        <source>Hand {number} of {count}</source>
        <translation>Hand {number} von {count}</translation>
    </message>
    <message>
        <source>{place}: the hand stops before “{action}”, which cannot be played: {reason}</source>
        <translation>{place}: Die Hand endet vor „{action}“, das nicht gespielt werden kann: {reason}</translation>
    </message>
    <message>
        <source>This hand history cannot be shown (the hand on the table stays): {error}</source>
        <translation>Diese Hand-History kann nicht gezeigt werden (die Hand auf dem Tisch bleibt): {error}</translation>
    </message>
    <message>
        <source>{seat} · {name}</source>
        <translation>{seat} · {name}</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>Beamer</translation>
    </message>
    <message>
        <source>Open a hand history (PHH) to show it to the class: press O.</source>
        <translation>Öffnen Sie eine Hand-History (PHH), um sie der Klasse zu zeigen: Taste O.</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Hand beendet</translation>
    </message>
    <message>
        <source>Step {step} of {count} · {stage}</source>
        <translation>Schritt {step} von {count} · {stage}</translation>
    </message>
    <message>
        <source>The antes are in: pot {pot}. Press → to deal.</source>
        <translation>Die Antes sind im Pot: {pot}. Mit → wird gegeben.</translation>
    </message>
    <message>
        <source>Seat {seat} is dealt {cards}</source>
        <translation>Platz {seat} erhält {cards}</translation>
    </message>
    <message>
        <source>(a remark in the hand history: nothing happens at the table)</source>
        <translation>(eine Anmerkung in der Hand-History: am Tisch geschieht nichts)</translation>
    </message>
    <message>
        <source>Croupier – projector</source>
        <translation>Croupier – Beamer</translation>
    </message>
    <message>
        <source>Open hand history… (O)</source>
        <translation>Hand-History öffnen… (O)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>One step back (←)</source>
        <translation>Einen Schritt zurück (←)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <source>One step forward (→ or Space)</source>
        <translation>Einen Schritt vor (→ oder Leertaste)</translation>
    </message>
    <message>
        <source>Hand of the file</source>
        <translation>Hand der Datei</translation>
    </message>
    <message>
        <source>Show down cards (H)</source>
        <translation>Verdeckte Karten zeigen (H)</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Vollbild (F11)</translation>
    </message>
    <message>
        <source>→ Space: forward · ←: back · Home/End</source>
        <translation>→ Leertaste: vor · ←: zurück · Pos1/Ende</translation>
    </message>
    <message>
        <source>What happened at this step</source>
        <translation>Was bei diesem Schritt geschah</translation>
    </message>
</context>
<context>
    <name>Pyttsx3Speaker</name>
    <message>
        <source>No audio output device: the spoken prompts cannot be heard (the speaker button in the top bar turns them off).</source>
        <translation>Kein Audioausgabegerät: Die gesprochenen Ansagen sind nicht zu hören (der Lautsprecher-Knopf oben schaltet sie ab).</translation>
    </message>
</context>
<context>
    <name>QuestionPage</name>
    <message>
        <source>Hint (H)</source>
        <translation>Hinweis (H)</translation>
    </message>
    <message>
        <source>Show a hint: the rule to apply, not the answer (H)</source>
        <translation>Einen Hinweis zeigen: die Regel, nicht die Antwort (H)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Answer (Enter)</source>
        <translation>Antworten (Eingabe)</translation>
    </message>
    <message>
        <source>Give this answer (Enter)</source>
        <translation>Diese Antwort geben (Eingabe)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Weiter (Eingabe)</translation>
    </message>
    <message>
        <source>On to the next question (Enter or Space)</source>
        <translation>Weiter zur nächsten Frage (Eingabe oder Leertaste)</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Nächste Frage</translation>
    </message>
    <message>
        <source>End the quiz now and see the summary</source>
        <translation>Das Quiz jetzt beenden und die Auswertung sehen</translation>
    </message>
    <message>
        <source>End the quiz</source>
        <translation>Quiz beenden</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Question {number} of {total}</source>
        <translation>Frage {number} von {total}</translation>
    </message>
    <message>
        <source>Hint: {hint}</source>
        <translation>Hinweis: {hint}</translation>
    </message>
    <message>
        <source>Summary (Enter)</source>
        <translation>Auswertung (Eingabe)</translation>
    </message>
    <message>
        <source>Show the summary</source>
        <translation>Auswertung zeigen</translation>
    </message>
    <message>
        <source>✓ Right</source>
        <translation>✓ Richtig</translation>
    </message>
    <message>
        <source>✗ Out of time</source>
        <translation>✗ Zeit abgelaufen</translation>
    </message>
    <message>
        <source>✗ Wrong</source>
        <translation>✗ Falsch</translation>
    </message>
    <message>
        <source>Right, but slower than the dealer's pace: {time}.</source>
        <translation>Richtig, aber langsamer als das Croupier-Tempo: {time}.</translation>
    </message>
    <message>
        <source>Score {right}/{asked}</source>
        <translation>Punkte {right}/{asked}</translation>
    </message>
    <message>
        <source>Streak {streak}</source>
        <translation>Serie {streak}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
</context>
<context>
    <name>QuizDisplay</name>
    <message>
        <source>✓ Seat {seat}</source>
        <translation>✓ Platz {seat}</translation>
    </message>
    <message>
        <source>✗ Seat {seat}</source>
        <translation>✗ Platz {seat}</translation>
    </message>
    <message>
        <source>Choose a quiz, then press Start (Enter). F1 lists the keys.</source>
        <translation>Wählen Sie ein Quiz und drücken Sie Start (Eingabe). F1 zeigt die Tasten.</translation>
    </message>
    <message>
        <source>Start an assignment or an exam, or choose free practice.</source>
        <translation>Beginnen Sie eine Zuweisung oder eine Prüfung, oder wählen Sie freies Üben.</translation>
    </message>
    <message>
        <source>Exam started: the answers are marked at the end. F1 lists the keys.</source>
        <translation>Prüfung gestartet: Die Antworten werden am Ende bewertet. F1 zeigt die Tasten.</translation>
    </message>
    <message>
        <source>Quiz started. F1 lists the keys.</source>
        <translation>Quiz gestartet. F1 zeigt die Tasten.</translation>
    </message>
    <message>
        <source>Live class: the instructor's question is on every station.</source>
        <translation>Live-Unterricht: Die Frage des Ausbilders steht an jedem Platz.</translation>
    </message>
</context>
<context>
    <name>QuizKeys</name>
    <message>
        <source>Pick a choice or a seat; digits of an amount</source>
        <translation>Eine Auswahl oder einen Platz wählen; Ziffern eines Betrags</translation>
    </message>
    <message>
        <source>Answer; go on after the verdict; start the quiz</source>
        <translation>Antworten; nach dem Urteil weiter; das Quiz starten</translation>
    </message>
    <message>
        <source>Go on after the verdict; on the question of calls, listen and hear them said</source>
        <translation>Nach dem Urteil weiter; bei der Frage nach den Ansagen zuhören und sie hören</translation>
    </message>
    <message>
        <source>On the question of calls: listen and hear them said (when F2 is the voice key)</source>
        <translation>Bei der Frage nach den Ansagen: zuhören und sie hören (wenn F2 die Sprechtaste ist)</translation>
    </message>
    <message>
        <source>Undo the last seat or digit</source>
        <translation>Den letzten Platz oder die letzte Ziffer zurücknehmen</translation>
    </message>
    <message>
        <source>Clear the answer; from the summary, back to the start</source>
        <translation>Die Antwort löschen; von der Übersicht zurück zum Start</translation>
    </message>
    <message>
        <source>Hint (Learn mode)</source>
        <translation>Hinweis (Modus Lernen)</translation>
    </message>
    <message>
        <source>Say the question again (speech on)</source>
        <translation>Die Frage wiederholen (Sprachausgabe an)</translation>
    </message>
    <message>
        <source>The same quiz again (summary)</source>
        <translation>Dasselbe Quiz noch einmal (Übersicht)</translation>
    </message>
    <message>
        <source>Help for the quiz</source>
        <translation>Hilfe zum Quiz</translation>
    </message>
</context>
<context>
    <name>QuizPanel</name>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
</context>
<context>
    <name>QuizStart</name>
    <message numerus="yes">
        <source>← Assigned to you (%n open)</source>
        <translation>
            <numerusform>← Ihnen zugewiesen (%n offen)</numerusform>
            <numerusform>← Ihnen zugewiesen (%n offen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Rapid questions on live table positions. Choose how, then press Start.</source>
        <translation>Schnelle Fragen zu Spielsituationen am Tisch. Wählen Sie, wie, und drücken Sie Start.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Hints (H), no clock, the answer explained after each question</source>
        <translation>Hinweise (H), keine Uhr, die Antwort nach jeder Frage erklärt</translation>
    </message>
    <message>
        <source>Timed at the dealer's pace; the answer explained after each question</source>
        <translation>Im Croupier-Tempo gemessen; die Antwort nach jeder Frage erklärt</translation>
    </message>
    <message>
        <source>A time limit per answer: too slow counts as wrong; no hints</source>
        <translation>Ein Zeitlimit je Antwort: zu langsam zählt als falsch; keine Hinweise</translation>
    </message>
    <message>
        <source>A fixed set of questions, no feedback until the end, a pass mark</source>
        <translation>Feste Fragen, keine Rückmeldung bis zum Ende, eine Bestehensgrenze</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
    <message>
        <source>Table-ready</source>
        <translation>Tischreif</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>All skills</source>
        <translation>Alle Fertigkeiten</translation>
    </message>
    <message>
        <source>Pick skills</source>
        <translation>Fertigkeiten auswählen</translation>
    </message>
    <message>
        <source>Skills, weakest first</source>
        <translation>Fertigkeiten, die schwächste zuerst</translation>
    </message>
    <message>
        <source>Skills, weakest first: tick the ones to practise (Space)</source>
        <translation>Fertigkeiten, die schwächste zuerst: Haken Sie die zu übenden an (Leertaste)</translation>
    </message>
    <message>
        <source>Pick the 3 weakest</source>
        <translation>Die 3 schwächsten wählen</translation>
    </message>
    <message>
        <source>Tick the three skills you get wrong most often</source>
        <translation>Die drei Fertigkeiten anhaken, bei denen Sie am häufigsten irren</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation>Anzahl der Fragen</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>Anpassend</translation>
    </message>
    <message>
        <source>1 – Easy</source>
        <translation>1 – Leicht</translation>
    </message>
    <message>
        <source>2 – Medium</source>
        <translation>2 – Mittel</translation>
    </message>
    <message>
        <source>3 – Hard</source>
        <translation>3 – Schwer</translation>
    </message>
    <message>
        <source>Adaptive: harder as a skill gets surer</source>
        <translation>Anpassend: schwerer, je sicherer eine Fertigkeit sitzt</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Dieses Spiel</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>This game: the game, players and stakes of the top bar; all games: all three games</source>
        <translation>Dieses Spiel: Spiel, Spieler und Einsätze der oberen Leiste; alle Spiele: alle drei Spiele</translation>
    </message>
    <message>
        <source>Listen mode: read the choices aloud</source>
        <translation>Hörmodus: Antworten vorlesen</translation>
    </message>
    <message>
        <source>With speech on, each question and its numbered choices are read out; answer by number</source>
        <translation>Mit Sprachausgabe werden jede Frage und ihre nummerierten Antworten vorgelesen; antworten Sie mit der Nummer</translation>
    </message>
    <message>
        <source>Start (Enter)</source>
        <translation>Start (Eingabe)</translation>
    </message>
    <message>
        <source>Start the quiz (Enter)</source>
        <translation>Das Quiz starten (Eingabe)</translation>
    </message>
    <message>
        <source>Start the quiz</source>
        <translation>Quiz starten</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>{share} wrong</source>
        <translation>{share} falsch</translation>
    </message>
    <message>
        <source>{skill} · {status}</source>
        <translation>{skill} · {status}</translation>
    </message>
</context>
<context>
    <name>QuizSummary</name>
    <message>
        <source>Save the certificate (PDF)…</source>
        <translation>Das Zertifikat speichern (PDF)…</translation>
    </message>
    <message>
        <source>A one-page certificate of this exam, to print</source>
        <translation>Ein einseitiges Zertifikat dieser Prüfung, zum Drucken</translation>
    </message>
    <message>
        <source>Same again (A)</source>
        <translation>Noch einmal (A)</translation>
    </message>
    <message>
        <source>Start a quiz with the same choices (A)</source>
        <translation>Ein Quiz mit derselben Auswahl starten (A)</translation>
    </message>
    <message>
        <source>Same again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>New quiz (Esc)</source>
        <translation>Neues Quiz (Esc)</translation>
    </message>
    <message>
        <source>Back to the start screen (Esc)</source>
        <translation>Zurück zum Start (Esc)</translation>
    </message>
    <message>
        <source>New quiz</source>
        <translation>Neues Quiz</translation>
    </message>
    <message>
        <source>What went wrong, by skill, the weakest first</source>
        <translation>Was falsch war, nach Fertigkeit, die schwächste zuerst</translation>
    </message>
    <message>
        <source>Exam passed</source>
        <translation>Prüfung bestanden</translation>
    </message>
    <message>
        <source>Exam not passed</source>
        <translation>Prüfung nicht bestanden</translation>
    </message>
    <message>
        <source>Quiz over</source>
        <translation>Quiz beendet</translation>
    </message>
    <message>
        <source>{right} of {asked} right ({share})</source>
        <translation>{right} von {asked} richtig ({share})</translation>
    </message>
    <message>
        <source>Best streak: {streak}</source>
        <translation>Längste Serie: {streak}</translation>
    </message>
    <message>
        <source>Pass mark: {share}</source>
        <translation>Bestehensgrenze: {share}</translation>
    </message>
    <message>
        <source>Practise {skill} (Enter)</source>
        <translation>{skill} üben (Eingabe)</translation>
    </message>
    <message>
        <source>Start a practice quiz on the weakest skill, {skill} (Enter)</source>
        <translation>Ein Übungsquiz zur schwächsten Fertigkeit starten: {skill} (Eingabe)</translation>
    </message>
    <message>
        <source>Practise the weakest skill</source>
        <translation>Die schwächste Fertigkeit üben</translation>
    </message>
    <message>
        <source>Exam “{name}” left before the end</source>
        <translation>Prüfung „{name}“ vorzeitig verlassen</translation>
    </message>
    <message>
        <source>Exam “{name}” passed</source>
        <translation>Prüfung „{name}“ bestanden</translation>
    </message>
    <message>
        <source>Exam “{name}” not passed</source>
        <translation>Prüfung „{name}“ nicht bestanden</translation>
    </message>
    <message>
        <source>{right} of {total} right ({share}); pass mark {mark}</source>
        <translation>{right} von {total} richtig ({share}); Bestehensgrenze {mark}</translation>
    </message>
    <message>
        <source>Time taken: {time}</source>
        <translation>Benötigte Zeit: {time}</translation>
    </message>
    <message>
        <source>It counts as a sitting; the questions not answered count as wrong.</source>
        <translation>Der Versuch zählt; die unbeantworteten Fragen zählen als falsch.</translation>
    </message>
    <message>
        <source>Your certificate is issued once the instructor's side has checked this sitting again; it can then be saved from “Assigned to you”.</source>
        <translation>Ihr Zertifikat wird ausgestellt, sobald der Ausbilder diesen Versuch nachgeprüft hat; dann können Sie es unter „Ihnen zugewiesen“ speichern.</translation>
    </message>
    <message>
        <source>No question was answered.</source>
        <translation>Keine Frage wurde beantwortet.</translation>
    </message>
    <message>
        <source>No mistakes. Well dealt!</source>
        <translation>Keine Fehler. Gut gegeben!</translation>
    </message>
    <message>
        <source>{right} of {asked} right · {time} per answer</source>
        <translation>{right} von {asked} richtig · {time} je Antwort</translation>
    </message>
    <message>
        <source>slow: {count}</source>
        <translation>langsam: {count}</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>You: {given} · right: {expected}</source>
        <translation>Sie: {given} · richtig: {expected}</translation>
    </message>
</context>
<context>
    <name>QuizVoice</name>
    <message>
        <source>Heard: {words} (choice {number}). Enter gives the answer.</source>
        <translation>Gehört: {words} (Antwort {number}). Enter gibt die Antwort.</translation>
    </message>
</context>
<context>
    <name>Rank</name>
    <message>
        <source>deuce</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>deuces</source>
        <translation>Zweien</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>Siebener</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>Achten</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>Neunen</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>Asse</translation>
    </message>
</context>
<context>
    <name>RankSymbol</name>
    <message>
        <source>J</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>ReadingBuilder</name>
    <message>
        <source>Name the hand first: its kind and ranks, or type it.</source>
        <translation>Nennen Sie zuerst die Hand: ihre Art und Ränge, oder tippen Sie sie.</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>{kind} …</source>
        <translation>{kind} …</translation>
    </message>
    <message>
        <source>High card</source>
        <translation>High Card</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation>Zwei Paar</translation>
    </message>
    <message>
        <source>Trips</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straight</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>Straight Flush</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Royal Flush</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Low</translation>
    </message>
    <message>
        <source>No low</source>
        <translation>Kein Low</translation>
    </message>
    <message>
        <source>Read seat {seat}'s hand: its kind, then its ranks from the top.</source>
        <translation>Sagen Sie die Hand von Platz {seat} an: ihre Art, dann die Ränge von oben.</translation>
    </message>
    <message>
        <source>Low hand:</source>
        <translation>Low Hand:</translation>
    </message>
    <message>
        <source>High hand:</source>
        <translation>High Hand:</translation>
    </message>
    <message>
        <source>Low:</source>
        <translation>Low:</translation>
    </message>
    <message>
        <source>Ranks (for the part chosen last, highest first):</source>
        <translation>Ränge (für den zuletzt gewählten Teil, höchster zuerst):</translation>
    </message>
    <message>
        <source>Or type it:</source>
        <translation>Oder tippen Sie sie:</translation>
    </message>
    <message>
        <source>Two pair, kings and nines; eight-six low</source>
        <translation>Zwei Paar, Könige und Neunen; Acht-Sechs Low</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Confirm the reading (Enter)</source>
        <translation>Die Ansage bestätigen (Enter)</translation>
    </message>
    <message>
        <source>⏎ Enter</source>
        <translation>⏎ Enter</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Back to the duties (Esc)</source>
        <translation>Zurück zu den Aufgaben (Esc)</translation>
    </message>
    <message>
        <source>Read the hand</source>
        <translation>Die Hand ansagen</translation>
    </message>
</context>
<context>
    <name>RefusalsLine</name>
    <message>
        <source>a trainee not on this roster</source>
        <translation>eine Person, die nicht in dieser Liste steht</translation>
    </message>
    <message numerus="yes">
        <source>Station %1, %2: %n answer(s) refused: %3</source>
        <translation>
            <numerusform>Station %1, %2: %n Antwort abgelehnt: %3</numerusform>
            <numerusform>Station %1, %2: %n Antworten abgelehnt: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>The school server refused these answers. They are kept at the station and tried again by themselves; they are stored once the server takes them.</source>
        <translation>Der Schulserver hat diese Antworten abgelehnt. Sie bleiben an der Station und werden von selbst erneut versucht; gespeichert sind sie, sobald der Server sie annimmt.</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Cannot write the report to {path}: {reason}</source>
        <translation>Der Bericht kann nicht nach {path} geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>Cannot write the report to {path}.</source>
        <translation>Der Bericht kann nicht nach {path} geschrieben werden.</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Seite {page} von {pages}</translation>
    </message>
    <message>
        <source>Target {percent}</source>
        <translation>Ziel {percent}</translation>
    </message>
    <message>
        <source>No answers yet.</source>
        <translation>Noch keine Antworten.</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>Accuracy by day</source>
        <translation>Trefferquote je Tag</translation>
    </message>
    <message>
        <source>Median answer time</source>
        <translation>Median der Antwortzeit</translation>
    </message>
    <message>
        <source>Median answer time by day</source>
        <translation>Median der Antwortzeit je Tag</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>Überfällig</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Class: {name}</source>
        <translation>Klasse: {name}</translation>
    </message>
    <message>
        <source>Whole class</source>
        <translation>Ganze Klasse</translation>
    </message>
    <message>
        <source>Assignment</source>
        <translation>Zuweisung</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Für</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Beantwortet</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Termin</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Assignments</source>
        <translation>Zuweisungen</translation>
    </message>
    <message>
        <source>No assignments.</source>
        <translation>Keine Zuweisungen.</translation>
    </message>
    <message>
        <source>Practise next: {skill} ({percent} correct; rules {rules}).</source>
        <translation>Als Nächstes üben: {skill} ({percent} richtig; Regeln {rules}).</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>Nicht bestanden</translation>
    </message>
    <message>
        <source>{title} · created {date}</source>
        <translation>{title} · erstellt am {date}</translation>
    </message>
    <message>
        <source>Progress report</source>
        <translation>Fortschrittsbericht</translation>
    </message>
    <message>
        <source>Created on {date}</source>
        <translation>Erstellt am {date}</translation>
    </message>
    <message>
        <source>Answers from {first} to {last}</source>
        <translation>Antworten vom {first} bis {last}</translation>
    </message>
    <message>
        <source>Archived on {date}</source>
        <translation>Archiviert am {date}</translation>
    </message>
    <message>
        <source>Practice sessions</source>
        <translation>Übungssitzungen</translation>
    </message>
    <message>
        <source>Questions answered</source>
        <translation>Beantwortete Fragen</translation>
    </message>
    <message>
        <source>Correct answers</source>
        <translation>Richtige Antworten</translation>
    </message>
    <message>
        <source>Accuracy and pace by skill</source>
        <translation>Trefferquote und Tempo je Fertigkeit</translation>
    </message>
    <message>
        <source>Games: {games}</source>
        <translation>Spiele: {games}</translation>
    </message>
    <message>
        <source>Skills: {skills}</source>
        <translation>Fertigkeiten: {skills}</translation>
    </message>
    <message>
        <source>Time allowed: {time}</source>
        <translation>Erlaubte Zeit: {time}</translation>
    </message>
    <message>
        <source>Sittings allowed per trainee: {count}</source>
        <translation>Versuche je Teilnehmer: {count}</translation>
    </message>
    <message>
        <source>Begun</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Time taken</source>
        <translation>Benötigte Zeit</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Zertifikat</translation>
    </message>
    <message>
        <source>Score by skill</source>
        <translation>Ergebnis nach Fertigkeit</translation>
    </message>
    <message>
        <source>These sittings were not scored skill by skill.</source>
        <translation>Diese Versuche wurden nicht nach Fertigkeiten ausgewertet.</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Accuracy per skill over every sitting</source>
        <translation>Trefferquote je Fertigkeit über alle Versuche</translation>
    </message>
    <message>
        <source>Each sitting by skill</source>
        <translation>Jeder Versuch nach Fertigkeit</translation>
    </message>
    <message>
        <source>{trainee}, {date}</source>
        <translation>{trainee}, {date}</translation>
    </message>
    <message>
        <source>Average score of finished sittings</source>
        <translation>Durchschnitt der beendeten Versuche</translation>
    </message>
    <message>
        <source>Sittings: {states}.</source>
        <translation>Versuche: {states}.</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>{questions} · pass mark {mark}</source>
        <translation>{questions} · Bestehensgrenze {mark}</translation>
    </message>
    <message>
        <source>Exam report</source>
        <translation>Prüfungsbericht</translation>
    </message>
    <message>
        <source>Sittings</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Nobody has sat this exam yet.</source>
        <translation>Diese Prüfung hat noch niemand abgelegt.</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Median-Zeit</translation>
    </message>
    <message>
        <source>Accuracy per skill</source>
        <translation>Trefferquote je Fertigkeit</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Exam results</source>
        <translation>Prüfungsergebnisse</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Abgelegt</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Bestehensgrenze</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>No exams taken.</source>
        <translation>Keine Prüfungen abgelegt.</translation>
    </message>
    <message>
        <source>Class report</source>
        <translation>Klassenbericht</translation>
    </message>
    <message>
        <source>Class report: {name}</source>
        <translation>Klassenbericht: {name}</translation>
    </message>
    <message>
        <source>Progress of the active trainees</source>
        <translation>Fortschritt der aktiven Teilnehmer</translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>{passed} of {total}</source>
        <translation>{passed} von {total}</translation>
    </message>
    <message>
        <source>Course progress</source>
        <translation>Kursfortschritt</translation>
    </message>
    <message>
        <source>No lessons taken yet.</source>
        <translation>Noch keine Lektionen abgelegt.</translation>
    </message>
    <message>
        <source>Lessons passed at 80 % in each game's course, and the lesson each trainee is at.</source>
        <translation>Bestandene Lektionen (ab 80 %) im Kurs jedes Spiels, und die Lektion, bei der jeder Teilnehmer ist.</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Lessons passed</source>
        <translation>Bestandene Lektionen</translation>
    </message>
    <message>
        <source>Now at</source>
        <translation>Jetzt bei</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <source>Weakest skill</source>
        <translation>Schwächste Fertigkeit</translation>
    </message>
    <message>
        <source>Last active</source>
        <translation>Zuletzt aktiv</translation>
    </message>
    <message>
        <source>No trainees on the roster.</source>
        <translation>Keine Teilnehmer in der Liste.</translation>
    </message>
    <message>
        <source>Skills across the class</source>
        <translation>Fertigkeiten in der Klasse</translation>
    </message>
    <message>
        <source>Median time: the middle of the trainees' own median answer times.</source>
        <translation>Median-Zeit: die Mitte der Median-Antwortzeiten der einzelnen Teilnehmer.</translation>
    </message>
    <message>
        <source>Class accuracy per skill</source>
        <translation>Trefferquote der Klasse je Fertigkeit</translation>
    </message>
    <message>
        <source>No exams yet.</source>
        <translation>Noch keine Prüfungen.</translation>
    </message>
    <message>
        <source>Each trainee's best result per exam.</source>
        <translation>Das beste Ergebnis jedes Teilnehmers je Prüfung.</translation>
    </message>
    <message>
        <source>Dealer pace</source>
        <translation>Dealer-Tempo</translation>
    </message>
    <message>
        <source>No Table-ready hands timed yet.</source>
        <translation>Noch keine Tischreif-Hände gemessen.</translation>
    </message>
    <message>
        <source>Whole hands dealt in Table-ready mode. The class's target is {target} hands an hour at an 8-handed table, scaled to the players dealt to (a third of a hand's time fixed, two thirds per player).</source>
        <translation>Ganze Hände im Modus Tischreif gegeben. Das Ziel der Klasse sind {target} Hände pro Stunde an einem Tisch mit 8 Spielern, umgerechnet auf die Spielerzahl (ein Drittel der Zeit einer Hand fest, zwei Drittel je Spieler).</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>Hands an hour</source>
        <translation>Hände pro Stunde</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>A duty</source>
        <translation>Je Aufgabe</translation>
    </message>
    <message>
        <source>On target</source>
        <translation>Im Ziel</translation>
    </message>
</context>
<context>
    <name>ResultView</name>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>{trainee}: practical {score} ({verdict}; pass mark {mark}), {hands} hands</source>
        <translation>{trainee}: Praxis {score} ({verdict}; Bestehensgrenze {mark}), {hands} Hände</translation>
    </message>
    <message>
        <source>{wrong} wrong, {disputed} disputed</source>
        <translation>{wrong} falsch, {disputed} strittig</translation>
    </message>
    <message>
        <source>Failed: {why}</source>
        <translation>Nicht bestanden: {why}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Time / target</source>
        <translation>Zeit / Ziel</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Kritisch</translation>
    </message>
    <message>
        <source>Save the practical</source>
        <translation>Praxisprüfung speichern</translation>
    </message>
    <message>
        <source>New practical</source>
        <translation>Neue Praxisprüfung</translation>
    </message>
</context>
<context>
    <name>RosterPage</name>
    <message>
        <source>The roster could not be read: {reason}</source>
        <translation>Die Teilnehmerliste konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>{done} of {given} done</source>
        <translation>{done} von {given} erledigt</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Type the trainee's name first.</source>
        <translation>Geben Sie zuerst den Namen des Teilnehmers ein.</translation>
    </message>
    <message>
        <source>There is already a trainee called {name}. Use another name, such as a surname.</source>
        <translation>Es gibt schon einen Teilnehmer namens {name}. Wählen Sie einen anderen Namen, etwa mit Nachnamen.</translation>
    </message>
    <message>
        <source>A name needs 1 to {count} characters.</source>
        <translation>Ein Name braucht 1 bis {count} Zeichen.</translation>
    </message>
    <message>
        <source>The trainee could not be added: {reason}</source>
        <translation>Der Teilnehmer konnte nicht hinzugefügt werden: {reason}</translation>
    </message>
    <message>
        <source>{name} added.</source>
        <translation>{name} hinzugefügt.</translation>
    </message>
    <message>
        <source>A password needs at least {count} characters.</source>
        <translation>Ein Passwort braucht mindestens {count} Zeichen.</translation>
    </message>
    <message>
        <source>The password could not be set: {reason}</source>
        <translation>Das Passwort konnte nicht gesetzt werden: {reason}</translation>
    </message>
    <message>
        <source>{name} signs in with this password once, then chooses their own.</source>
        <translation>{name} meldet sich einmal mit diesem Passwort an und wählt dann ein eigenes.</translation>
    </message>
    <message>
        <source>Rename trainee</source>
        <translation>Teilnehmer umbenennen</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>Neuer Name für {name}:</translation>
    </message>
    <message>
        <source>The trainee could not be renamed: {reason}</source>
        <translation>Der Teilnehmer konnte nicht umbenannt werden: {reason}</translation>
    </message>
    <message>
        <source>{old} is now {new}.</source>
        <translation>{old} heißt jetzt {new}.</translation>
    </message>
    <message>
        <source>Archive trainee</source>
        <translation>Teilnehmer archivieren</translation>
    </message>
    <message>
        <source>Archive {name}? They leave the roster and the class figures; their results are kept and they can be restored.</source>
        <translation>{name} archivieren? Der Teilnehmer verschwindet aus der Liste und den Klassenzahlen; seine Ergebnisse bleiben erhalten, und er kann wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>The trainee could not be archived: {reason}</source>
        <translation>Der Teilnehmer konnte nicht archiviert werden: {reason}</translation>
    </message>
    <message>
        <source>{name} archived.</source>
        <translation>{name} archiviert.</translation>
    </message>
    <message>
        <source>{name} cannot be restored: an active trainee has that name. Rename one of them first.</source>
        <translation>{name} kann nicht wiederhergestellt werden: Ein aktiver Teilnehmer trägt diesen Namen. Benennen Sie zuerst einen der beiden um.</translation>
    </message>
    <message>
        <source>The trainee could not be restored: {reason}</source>
        <translation>Der Teilnehmer konnte nicht wiederhergestellt werden: {reason}</translation>
    </message>
    <message>
        <source>{name} is back on the roster.</source>
        <translation>{name} ist wieder in der Teilnehmerliste.</translation>
    </message>
    <message>
        <source>{name} was not moved: you may move trainees only between classes you teach. The school's administrator can move them to {target}.</source>
        <translation>{name} wurde nicht verschoben: Sie können Teilnehmer nur zwischen Klassen verschieben, die Sie unterrichten. Die Verwaltung der Schule kann sie nach {target} verschieben.</translation>
    </message>
    <message>
        <source>The trainee could not be moved: {reason}</source>
        <translation>Der Teilnehmer konnte nicht verschoben werden: {reason}</translation>
    </message>
    <message>
        <source>{name} is now in {target}; their answers and results stay theirs.</source>
        <translation>{name} ist jetzt in {target}; Antworten und Ergebnisse bleiben erhalten.</translation>
    </message>
    <message>
        <source>Name of a new trainee</source>
        <translation>Name eines neuen Teilnehmers</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add the trainee to the roster</source>
        <translation>Den Teilnehmer in die Liste aufnehmen</translation>
    </message>
    <message>
        <source>Show archived trainees</source>
        <translation>Archivierte Teilnehmer zeigen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>Last active</source>
        <translation>Zuletzt aktiv</translation>
    </message>
    <message>
        <source>Assignments</source>
        <translation>Zuweisungen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>No trainees yet: type a name above and press Add.</source>
        <translation>Noch keine Teilnehmer: Geben Sie oben einen Namen ein und klicken Sie auf Hinzufügen.</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Archive…</source>
        <translation>Archivieren…</translation>
    </message>
    <message>
        <source>Take the trainee off the roster; their results are kept</source>
        <translation>Den Teilnehmer aus der Liste nehmen; seine Ergebnisse bleiben erhalten</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Move to class</source>
        <translation>In Klasse verschieben</translation>
    </message>
    <message>
        <source>Put the selected trainee in another class; their answers and results stay theirs</source>
        <translation>Den gewählten Teilnehmer in eine andere Klasse setzen; Antworten und Ergebnisse bleiben erhalten</translation>
    </message>
    <message>
        <source>Answers as CSV…</source>
        <translation>Antworten als CSV…</translation>
    </message>
    <message>
        <source>Every answer of the selected trainee, for a spreadsheet</source>
        <translation>Alle Antworten des gewählten Teilnehmers, für eine Tabellenkalkulation</translation>
    </message>
    <message>
        <source>Progress report (PDF)…</source>
        <translation>Fortschrittsbericht (PDF)…</translation>
    </message>
    <message>
        <source>A printable report with tables and charts</source>
        <translation>Ein druckbarer Bericht mit Tabellen und Diagrammen</translation>
    </message>
    <message>
        <source>a first password</source>
        <translation>ein erstes Passwort</translation>
    </message>
    <message>
        <source>A password for the selected trainee</source>
        <translation>Ein Passwort für den gewählten Teilnehmer</translation>
    </message>
    <message>
        <source>Give password</source>
        <translation>Passwort geben</translation>
    </message>
    <message>
        <source>The selected trainee signs in with it once and then chooses their own (also for a forgotten password)</source>
        <translation>Der gewählte Teilnehmer meldet sich einmal damit an und wählt dann ein eigenes (auch bei vergessenem Passwort)</translation>
    </message>
</context>
<context>
    <name>RubricDialog</name>
    <message>
        <source>Give at least one duty group a weight.</source>
        <translation>Geben Sie mindestens einem Bereich ein Gewicht.</translation>
    </message>
    <message>
        <source>Rubric for practical exams</source>
        <translation>Bewertungsschema der Praxisprüfungen</translation>
    </message>
    <message>
        <source>The school's rubric: every class without one of its own is scored by it.</source>
        <translation>Das Bewertungsschema der Schule: Jede Klasse ohne eigenes wird danach bewertet.</translation>
    </message>
    <message>
        <source>The rubric of {name}: its trainees' practicals and combined grades.</source>
        <translation>Das Bewertungsschema von {name}: für die Praxisprüfungen und Gesamtnoten ihrer Auszubildenden.</translation>
    </message>
    <message>
        <source>Use the school's rubric</source>
        <translation>Schema der Schule verwenden</translation>
    </message>
    <message>
        <source>Weight of each duty group</source>
        <translation>Gewicht jedes Bereichs</translation>
    </message>
    <message>
        <source>Critical errors that fail a hand</source>
        <translation>Kritische Fehler, die eine Hand nicht bestehen lassen</translation>
    </message>
    <message>
        <source>The grade</source>
        <translation>Die Note</translation>
    </message>
    <message>
        <source>Practical part of the grade (the rest is written)</source>
        <translation>Anteil der Praxis an der Note (der Rest ist schriftlich)</translation>
    </message>
    <message>
        <source>Practical passed at</source>
        <translation>Praxis bestanden ab</translation>
    </message>
    <message>
        <source>Written passed at</source>
        <translation>Schriftlich bestanden ab</translation>
    </message>
</context>
<context>
    <name>RuleDialog</name>
    <message>
        <source>Rule {number}</source>
        <translation>Regel {number}</translation>
    </message>
</context>
<context>
    <name>RuleTips</name>
    <message>
        <source>Open rule {number} · {title}</source>
        <translation>Regel {number} öffnen · {title}</translation>
    </message>
    <message>
        <source>Right-click to open rule {number}.</source>
        <translation>Rechtsklick öffnet Regel {number}.</translation>
    </message>
    <message>
        <source>Right-click to open the rules named here.</source>
        <translation>Rechtsklick öffnet die hier genannten Regeln.</translation>
    </message>
</context>
<context>
    <name>Rulebook</name>
    <message>
        <source>en</source>
        <comment>the code of this catalogue's language (de or en): the rulebook shown</comment>
        <translation>de</translation>
    </message>
</context>
<context>
    <name>RulesView</name>
    <message>
        <source>No rule matches “{text}”.</source>
        <translation>Keine Regel passt zu „{text}“.</translation>
    </message>
    <message>
        <source>Dealing a hand is not available here.</source>
        <translation>Eine Hand geben ist hier nicht verfügbar.</translation>
    </message>
    <message>
        <source>Practise {rule} instead</source>
        <translation>Stattdessen {rule} üben</translation>
    </message>
    <message>
        <source>A quiz whose questions test this rule.</source>
        <translation>Ein Quiz, dessen Fragen diese Regel prüfen.</translation>
    </message>
    <message>
        <source>The trainer deals a hand until this goes wrong at the table; stop it (Space) and rule.</source>
        <translation>Der Trainer gibt eine Hand, bis genau das am Tisch schiefgeht; stoppen Sie den Tisch (Leertaste) und entscheiden Sie.</translation>
    </message>
    <message>
        <source>The trainer deals a hand up to this duty; you take over there.</source>
        <translation>Der Trainer gibt eine Hand bis zu dieser Aufgabe; dort übernehmen Sie.</translation>
    </message>
    <message>
        <source>A hand from the shuffle, every duty in its order.</source>
        <translation>Eine Hand vom Mischen an, jede Aufgabe in ihrer Reihenfolge.</translation>
    </message>
    <message>
        <source>Nothing to practise: this rule is about what players do, and the trainer's players keep to it.</source>
        <translation>Nichts zu üben: Diese Regel betrifft, was Spieler tun, und die Spieler des Trainers halten sich daran.</translation>
    </message>
    <message>
        <source>Nothing to practise: this rule says how the trainer itself works.</source>
        <translation>Nichts zu üben: Diese Regel beschreibt, wie der Trainer selbst arbeitet.</translation>
    </message>
    <message>
        <source>Nothing to practise: this is settled when the table is set up (the top bar and Settings).</source>
        <translation>Nichts zu üben: Das wird beim Einrichten des Tisches festgelegt (obere Leiste und Einstellungen).</translation>
    </message>
    <message>
        <source>No drill asks this by itself: it is another choice of a house rule (Settings).</source>
        <translation>Keine Übung fragt das allein ab: Es ist eine andere Wahl einer Hausregel (Einstellungen).</translation>
    </message>
    <message>
        <source>No drill asks this by itself: it is applied in another rule's drill.</source>
        <translation>Keine Übung fragt das allein ab: Es wird in der Übung einer anderen Regel angewandt.</translation>
    </message>
    <message>
        <source>Nothing to practise for this rule.</source>
        <translation>Zu dieser Regel gibt es nichts zu üben.</translation>
    </message>
    <message>
        <source>Practise {rule}, which applies it.</source>
        <translation>Üben Sie {rule}; dort wird sie angewandt.</translation>
    </message>
    <message>
        <source>Section {number}: {title}</source>
        <translation>Abschnitt {number}: {title}</translation>
    </message>
    <message>
        <source>Part of {rule}</source>
        <translation>Teil von {rule}</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <source>Parts of this rule</source>
        <translation>Teile dieser Regel</translation>
    </message>
    <message>
        <source>House rules that change this rule</source>
        <translation>Hausregeln, die diese Regel ändern</translation>
    </message>
    <message>
        <source>No house rule changes this rule.</source>
        <translation>Keine Hausregel ändert diese Regel.</translation>
    </message>
    <message>
        <source>in force</source>
        <translation>gilt</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Search the rulebook</source>
        <translation>Im Regelbuch suchen</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Regeln durchsuchen</translation>
    </message>
    <message>
        <source>Contents of the rulebook</source>
        <translation>Inhalt des Regelbuchs</translation>
    </message>
    <message>
        <source>Rule text</source>
        <translation>Text der Regel</translation>
    </message>
    <message>
        <source>Practise this</source>
        <translation>Diese Regel üben</translation>
    </message>
    <message>
        <source>Practise the skills that test this rule</source>
        <translation>Die Fertigkeiten üben, die diese Regel prüfen</translation>
    </message>
</context>
<context>
    <name>ScheduleFields</name>
    <message>
        <source>opens</source>
        <translation>öffnet</translation>
    </message>
    <message>
        <source>closes</source>
        <translation>schließt</translation>
    </message>
    <message>
        <source>When the exam opens</source>
        <translation>Wann die Prüfung öffnet</translation>
    </message>
    <message>
        <source>When the exam closes</source>
        <translation>Wann die Prüfung schließt</translation>
    </message>
    <message>
        <source>When a sitting may begin (unticked: any time); the school's server enforces it</source>
        <translation>Wann ein Versuch beginnen darf (nicht angehakt: jederzeit); der Server der Schule setzt es durch</translation>
    </message>
</context>
<context>
    <name>SchoolBox</name>
    <message>
        <source>The pace target was not saved: {name} is not one of your classes, and only its instructors may change it.</source>
        <translation>Das Tempo-Ziel wurde nicht gespeichert: {name} ist keine Ihrer Klassen, und nur ihre Ausbilder dürfen es ändern.</translation>
    </message>
    <message>
        <source>The class's pace target could not be saved: {reason}</source>
        <translation>Das Tempo-Ziel der Klasse konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>{name} deals against the school's pace target again ({target} hands an hour).</source>
        <translation>Für {name} gilt wieder das Tempo-Ziel der Schule ({target} Hände pro Stunde).</translation>
    </message>
    <message>
        <source>{name} deals against {target} hands an hour from now on.</source>
        <translation>Für {name} gilt ab jetzt ein Tempo-Ziel von {target} Händen pro Stunde.</translation>
    </message>
    <message>
        <source>The school's settings could not be saved: {reason}</source>
        <translation>Die Einstellungen der Schule konnten nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>The school's settings are saved.</source>
        <translation>Die Einstellungen der Schule sind gespeichert.</translation>
    </message>
    <message>
        <source>School</source>
        <translation>Schule</translation>
    </message>
    <message>
        <source>Sc&amp;hool:</source>
        <translation>Sc&amp;hule:</translation>
    </message>
    <message>
        <source>&amp;Instructor:</source>
        <translation>&amp;Ausbilder:</translation>
    </message>
    <message>
        <source>Name on certificates</source>
        <translation>Name auf den Zertifikaten</translation>
    </message>
    <message>
        <source>School name</source>
        <translation>Name der Schule</translation>
    </message>
    <message>
        <source>Your name, as it signs</source>
        <translation>Ihr Name, wie er unterschreibt</translation>
    </message>
    <message>
        <source>Instructor's name</source>
        <translation>Name des Ausbilders</translation>
    </message>
    <message>
        <source>Trainees may add themselves</source>
        <translation>Teilnehmer dürfen sich selbst eintragen</translation>
    </message>
    <message>
        <source>At sign-in, a trainee not on the roster may add their name</source>
        <translation>Bei der Anmeldung darf ein Teilnehmer, der noch nicht in der Liste steht, seinen Namen eintragen</translation>
    </message>
    <message>
        <source>&amp;Pace:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <source> hands/h</source>
        <translation> Hände/h</translation>
    </message>
    <message>
        <source>The school's dealer pace target for Table-ready hands: hands an hour at an 8-handed table (fewer players: more hands, e.g. 30 at 8 is 45 at 4); a class may have its own</source>
        <translation>Das Tempo-Ziel der Schule für Tischreif-Hände: Hände pro Stunde an einem Tisch mit 8 Spielern (weniger Spieler: mehr Hände, z. B. 30 bei 8 sind 45 bei 4); eine Klasse kann ein eigenes haben</translation>
    </message>
    <message>
        <source>Dealer pace target, hands an hour at 8 players</source>
        <translation>Tempo-Ziel, Hände pro Stunde bei 8 Spielern</translation>
    </message>
    <message>
        <source>Pace of c&amp;lass:</source>
        <translation>Tempo der &amp;Klasse:</translation>
    </message>
    <message>
        <source>Class whose pace target is shown</source>
        <translation>Klasse, deren Tempo-Ziel angezeigt wird</translation>
    </message>
    <message>
        <source>the school's</source>
        <translation>das der Schule</translation>
    </message>
    <message>
        <source>This class's own dealer pace target for Table-ready hands, hands an hour at an 8-handed table; at its lowest, the class deals against the school's target</source>
        <translation>Das eigene Tempo-Ziel dieser Klasse für Tischreif-Hände, Hände pro Stunde an einem Tisch mit 8 Spielern; am niedrigsten Wert gilt für die Klasse das Ziel der Schule</translation>
    </message>
    <message>
        <source>The class's dealer pace target, hands an hour at 8 players</source>
        <translation>Tempo-Ziel der Klasse, Hände pro Stunde bei 8 Spielern</translation>
    </message>
    <message>
        <source>Set for the class</source>
        <translation>Für die Klasse festlegen</translation>
    </message>
    <message>
        <source>Save the class's pace target</source>
        <translation>Das Tempo-Ziel der Klasse speichern</translation>
    </message>
    <message>
        <source> s per answer</source>
        <translation> s pro Antwort</translation>
    </message>
    <message>
        <source>The school's pace for a typical quiz question; every station shows it in Settings and compares each trainee's median time with it (harder skills are allowed more)</source>
        <translation>Das Tempo der Schule für eine typische Quizfrage; jede Station zeigt es in den Einstellungen und vergleicht die mittlere Antwortzeit jedes Teilnehmers damit (schwierigere Fertigkeiten bekommen mehr Zeit)</translation>
    </message>
    <message>
        <source>Answer pace target, seconds per typical question</source>
        <translation>Antworttempo, Sekunden pro typischer Frage</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save the school's settings</source>
        <translation>Die Einstellungen der Schule speichern</translation>
    </message>
</context>
<context>
    <name>SchoolCli</name>
    <message>
        <source>{correct} of {total} ({percent})</source>
        <translation>{correct} von {total} ({percent})</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Bestehensgrenze</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>School</source>
        <translation>Schule</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>Ausbilder</translation>
    </message>
    <message>
        <source>Sealed by</source>
        <translation>Gesiegelt von</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Siegel</translation>
    </message>
    <message>
        <source>Certificate {code} is valid:</source>
        <translation>Zertifikat {code} ist gültig:</translation>
    </message>
    <message>
        <source>certificate {code} is not valid: {reason}</source>
        <translation>Zertifikat {code} ist nicht gültig: {reason}</translation>
    </message>
    <message>
        <source>now</source>
        <translation>sofort</translation>
    </message>
    <message>
        <source>{address} (not reached yet)</source>
        <translation>{address} (noch nicht erreicht)</translation>
    </message>
    <message>
        <source>{address} (school {school}, cluster {cluster})</source>
        <translation>{address} (Schule {school}, Cluster {cluster})</translation>
    </message>
    <message>
        <source>#{seq} {kind} {uuid}: refused {tries}× (next try {when}): {why} — {reason}</source>
        <translation>#{seq} {kind} {uuid}: {tries}× abgelehnt (nächster Versuch {when}): {why} – {reason}</translation>
    </message>
    <message>
        <source>Outbox {path}: {count} writes waiting ({answers} answers).</source>
        <translation>Ausgang {path}: {count} Einträge warten ({answers} Antworten).</translation>
    </message>
    <message>
        <source>{school}: {count} waiting, {refused} refused</source>
        <translation>{school}: {count} warten, {refused} abgelehnt</translation>
    </message>
    <message>
        <source>The school last refused every write at {when}: {why} — {reason}</source>
        <translation>Die Schule hat zuletzt am {when} alle Einträge abgelehnt: {why} – {reason}</translation>
    </message>
    <message>
        <source>{address}: {taken} writes went in</source>
        <translation>{address}: {taken} Einträge übertragen</translation>
    </message>
    <message>
        <source>{count} refused ({why})</source>
        <translation>{count} abgelehnt ({why})</translation>
    </message>
    <message>
        <source>There is no station file at {path}: nothing waits.</source>
        <translation>Unter {path} gibt es keine Stationsdatei: Nichts wartet.</translation>
    </message>
    <message>
        <source>Trying every waiting write now:</source>
        <translation>Alle wartenden Einträge werden jetzt versucht:</translation>
    </message>
    <message>
        <source>the audit trail is a school server's (PostgreSQL); this file has none</source>
        <translation>das Prüfprotokoll gibt es nur auf einem Schulserver (PostgreSQL); diese Datei hat keines</translation>
    </message>
    <message>
        <source>Nothing in the audit trail.</source>
        <translation>Das Prüfprotokoll ist leer.</translation>
    </message>
</context>
<context>
    <name>SealDesk</name>
    <message>
        <source>The code could not be checked: {reason}</source>
        <translation>Der Code konnte nicht geprüft werden: {reason}</translation>
    </message>
    <message>
        <source>Type the seal's passphrase first.</source>
        <translation>Geben Sie zuerst die Passphrase des Siegels ein.</translation>
    </message>
    <message>
        <source>The school has no seal yet. Choose its passphrase: at least {count} characters.</source>
        <translation>Die Schule hat noch kein Siegel. Wählen Sie seine Passphrase: mindestens {count} Zeichen.</translation>
    </message>
    <message>
        <source>That is not the seal's passphrase.</source>
        <translation>Das ist nicht die Passphrase des Siegels.</translation>
    </message>
    <message>
        <source>The seal could not be opened: {reason}</source>
        <translation>Das Siegel konnte nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <source>The school's seal was made ({fingerprint}); keep its passphrase safe.</source>
        <translation>Das Siegel der Schule wurde erstellt ({fingerprint}); bewahren Sie seine Passphrase sicher auf.</translation>
    </message>
    <message>
        <source>The seal is open ({fingerprint}): passes are sealed as they come in.</source>
        <translation>Das Siegel ist geöffnet ({fingerprint}): Bestandene Prüfungen werden gesiegelt, sobald sie eintreffen.</translation>
    </message>
    <message>
        <source>Sealing stopped: {reason}</source>
        <translation>Das Siegeln wurde angehalten: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Sealed: %n certificate(s).</source>
        <translation>
            <numerusform>Gesiegelt: %n Zertifikat.</numerusform>
            <numerusform>Gesiegelt: %n Zertifikate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rejected by re-grading: %n sitting(s).</source>
        <translation>
            <numerusform>Bei der Nachprüfung abgelehnt: %n Versuch.</numerusform>
            <numerusform>Bei der Nachprüfung abgelehnt: %n Versuche.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seal &amp;passphrase:</source>
        <translation>&amp;Passphrase des Siegels:</translation>
    </message>
    <message>
        <source>The school seal's passphrase</source>
        <translation>Die Passphrase des Siegels der Schule</translation>
    </message>
    <message>
        <source>Passes get their certificates once re-graded from their seed and signed with the school's key; the passphrase opens the key for as long as instructor mode is open</source>
        <translation>Bestandene Prüfungen erhalten ihr Zertifikat, sobald sie aus ihrem Seed nachgeprüft und mit dem Schlüssel der Schule signiert sind; die Passphrase öffnet den Schlüssel, solange der Ausbildermodus offen ist</translation>
    </message>
    <message>
        <source>Seal passes</source>
        <translation>Bestandene siegeln</translation>
    </message>
    <message>
        <source>Seal now</source>
        <translation>Jetzt siegeln</translation>
    </message>
    <message>
        <source>{code} is not valid: {reason}.</source>
        <translation>{code} ist nicht gültig: {reason}.</translation>
    </message>
    <message>
        <source>{code}: {name} passed “{exam}” with {correct} of {total} on {date}.</source>
        <translation>{code}: {name} hat „{exam}“ am {date} mit {correct} von {total} bestanden.</translation>
    </message>
    <message>
        <source>Sealed by {instructor} ({login}) on {date}; school seal {fingerprint}.</source>
        <translation>Gesiegelt von {instructor} ({login}) am {date}; Siegel der Schule {fingerprint}.</translation>
    </message>
    <message>
        <source>Practical exam: {percent}, {verdict}.</source>
        <translation>Praxisprüfung: {percent}, {verdict}.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>&amp;Certificate code:</source>
        <translation>&amp;Zertifikatscode:</translation>
    </message>
    <message>
        <source>Certificate code to check</source>
        <translation>Zu prüfender Zertifikatscode</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
</context>
<context>
    <name>SeatInput</name>
    <message>
        <source>✓ Seat {number}</source>
        <translation>✓ Platz {number}</translation>
    </message>
    <message>
        <source>{place}. Seat {number}</source>
        <translation>{place}. Platz {number}</translation>
    </message>
    <message>
        <source>Click the seat on the table, or press its number.</source>
        <translation>Klicken Sie auf den Platz am Tisch oder drücken Sie seine Nummer.</translation>
    </message>
    <message>
        <source>Click or press every seat that applies (again to drop it), then press Enter.</source>
        <translation>Klicken oder drücken Sie jeden zutreffenden Platz (noch einmal zum Abwählen), dann Eingabe.</translation>
    </message>
    <message>
        <source>Click or press the seats in order; Backspace undoes; Enter confirms.</source>
        <translation>Klicken oder drücken Sie die Plätze der Reihe nach; Rücktaste nimmt zurück; Eingabe bestätigt.</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>Seat {number} (key {number})</source>
        <translation>Platz {number} (Taste {number})</translation>
    </message>
    <message>
        <source>Chosen: {seats}</source>
        <translation>Gewählt: {seats}</translation>
    </message>
    <message>
        <source>None chosen: Enter answers “nobody”.</source>
        <translation>Keiner gewählt: Eingabe antwortet „niemand“.</translation>
    </message>
    <message>
        <source>Order: {seats}</source>
        <translation>Reihenfolge: {seats}</translation>
    </message>
    <message>
        <source>Order: none picked yet</source>
        <translation>Reihenfolge: noch keiner gewählt</translation>
    </message>
</context>
<context>
    <name>SessionControls</name>
    <message>
        <source>No undo in an exam: a duty done stands (Ctrl+Z)</source>
        <translation>In der Prüfung gibt es kein Rückgängig: eine erledigte Aufgabe bleibt (Strg+Z)</translation>
    </message>
    <message>
        <source>Take back your last correct duty (Ctrl+Z)</source>
        <translation>Ihre letzte richtige Aufgabe zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Nothing to take back (Ctrl+Z)</source>
        <translation>Nichts zurückzunehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>The right duty is highlighted</source>
        <translation>Die richtige Aufgabe ist hervorgehoben</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
    <message>
        <source>No highlight; a wrong duty is flagged</source>
        <translation>Ohne Hervorhebung; eine falsche Aufgabe wird angezeigt</translation>
    </message>
    <message>
        <source>Table-ready</source>
        <translation>Tischreif</translation>
    </message>
    <message>
        <source>As Practice, and each whole hand timed against the class's pace target</source>
        <translation>Wie Üben, und jede ganze Hand wird am Tempo-Ziel der Klasse gemessen</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>No hints; a mistake stands and the hand goes on</source>
        <translation>Ohne Hinweise; ein Fehler zählt und die Hand geht weiter</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Einsteiger</translation>
    </message>
    <message>
        <source>Shuffle, antes and cut done for you; no questions</source>
        <translation>Mischen, Antes und Cut werden für Sie erledigt; keine Fragen</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Every duty; who acts and what they may do once a round</source>
        <translation>Alle Aufgaben; einmal je Runde: wer spricht und was er darf</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>All duties and action calls; a question at every turn</source>
        <translation>Alle Aufgaben und Action-Ansagen; eine Frage bei jedem Zug</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Nothing goes wrong at the table</source>
        <translation>Am Tisch geht nichts schief</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Selten</translation>
    </message>
    <message>
        <source>About one incident a hand</source>
        <translation>Etwa ein Vorfall pro Hand</translation>
    </message>
    <message>
        <source>Often</source>
        <translation>Oft</translation>
    </message>
    <message>
        <source>About one incident a street</source>
        <translation>Etwa ein Vorfall pro Runde</translation>
    </message>
    <message>
        <source>Training mode</source>
        <translation>Trainingsmodus</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>The players think about 2 s; 25 s to stop an incident</source>
        <translation>Die Spieler überlegen etwa 2 s; 25 s, um einen Vorfall zu stoppen</translation>
    </message>
    <message>
        <source>The players think under a second; 15 s to stop an incident</source>
        <translation>Die Spieler überlegen unter einer Sekunde; 15 s, um einen Vorfall zu stoppen</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>The players act at once; 8 s to stop an incident</source>
        <translation>Die Spieler handeln sofort; 8 s, um einen Vorfall zu stoppen</translation>
    </message>
    <message>
        <source>The players' speed</source>
        <translation>Tempo der Spieler</translation>
    </message>
    <message>
        <source>How fast the simulated players act, and how long an incident waits for your Stop</source>
        <translation>Wie schnell die simulierten Spieler handeln und wie lange ein Vorfall auf Ihr Stoppen wartet</translation>
    </message>
    <message>
        <source>No incidents in Learn mode or at the Beginner level: they come in Practice, Table-ready and Exam, from Normal level up</source>
        <translation>Keine Vorfälle im Lernmodus oder auf der Stufe Einsteiger: Sie kommen beim Üben, Tischreif und in der Prüfung, ab der Stufe Normal</translation>
    </message>
    <message>
        <source>How often something goes wrong at the table, in Practice and Exam from Normal level up: stop the table (Space) and give the ruling</source>
        <translation>Wie oft am Tisch etwas schiefgeht, im Üben und in der Prüfung ab Stufe Normal: Tisch stoppen (Leertaste) und entscheiden</translation>
    </message>
    <message>
        <source>Deal a new hand with the chosen game, players and stakes (Ctrl+N)</source>
        <translation>Eine neue Hand mit dem gewählten Spiel, den Spielern und Limits geben (Strg+N)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>The players are held: resume them (Ctrl+P)</source>
        <translation>Die Spieler warten: weiter (Strg+P)</translation>
    </message>
    <message>
        <source>Hold the players, and an incident's countdown, until you resume (Ctrl+P)</source>
        <translation>Die Spieler und den Countdown eines Vorfalls anhalten, bis Sie fortfahren (Strg+P)</translation>
    </message>
    <message>
        <source>Locked until the exam hand is over</source>
        <translation>Gesperrt, bis die Prüfungshand zu Ende ist</translation>
    </message>
    <message>
        <source>&amp;Incidents:</source>
        <translation>&amp;Vorfälle:</translation>
    </message>
    <message>
        <source>Incidents at the table</source>
        <translation>Vorfälle am Tisch</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Neue Hand</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>These house rules seat at most {count} players at the table.</source>
        <translation>Nach diesen Hausregeln sitzen höchstens {count} Spieler am Tisch.</translation>
    </message>
    <message>
        <source>The school database address is not one Croupier can use: write it like postgresql://user@server/croupier, or leave it empty.</source>
        <translation>Diese Adresse der Schul-Datenbank kann Croupier nicht verwenden: Schreiben Sie sie wie postgresql://user@server/croupier, oder lassen Sie das Feld leer.</translation>
    </message>
    <message>
        <source>{rate} words per minute</source>
        <translation>{rate} Wörter pro Minute</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Table and speech</source>
        <translation>Tisch und Sprachausgabe</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Seiten der Einstellungen</translation>
    </message>
    <message>
        <source>Settings page</source>
        <translation>Seite der Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Seven Card Stud</source>
        <translation>Seven Card Stud</translation>
    </message>
    <message>
        <source>Stud Hi-Lo</source>
        <translation>Stud Hi-Lo</translation>
    </message>
    <message>
        <source>Razz</source>
        <translation>Razz</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Spiel&amp;er:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>2 to 8 players are dealt in (R1.2).</source>
        <translation>2 bis 8 Spieler erhalten Karten (R1.2).</translation>
    </message>
    <message>
        <source>Betting structure</source>
        <translation>Einsatzstruktur</translation>
    </message>
    <message>
        <source>Changes apply from the next hand.</source>
        <translation>Änderungen gelten ab der nächsten Hand.</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>Write the chip values from the smallest up, each a multiple of the smallest, such as 1/5/25/100/500.</source>
        <translation>Schreiben Sie die Chipwerte vom kleinsten an, jeder ein Vielfaches des kleinsten, etwa 1/5/25/100/500.</translation>
    </message>
    <message>
        <source>The stakes must be multiples of the smallest chip, {chip} (R12.1).</source>
        <translation>Die Einsätze müssen Vielfache des kleinsten Chips sein, {chip} (R12.1).</translation>
    </message>
    <message>
        <source>Give the school database's address for the password.</source>
        <translation>Geben Sie zum Passwort die Adresse der Schuldatenbank an.</translation>
    </message>
    <message>
        <source>The password could not be saved: {reason}</source>
        <translation>Das Passwort konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>Where the answers go is the instructor's to change: unlock it with the PIN.</source>
        <translation>Wohin die Antworten gehen, ändert der Ausbilder: Entsperren Sie es mit der PIN.</translation>
    </message>
    <message>
        <source>Where the answers go is the instructor's to change: unlock it with the instructor password.</source>
        <translation>Wohin die Antworten gehen, ändert der Ausbilder: Entsperren Sie es mit dem Ausbilder-Passwort.</translation>
    </message>
    <message>
        <source>An exam is under way: the game, the house rules and the down cards are locked.</source>
        <translation>Eine Prüfung läuft: Spiel, Hausregeln und verdeckte Karten sind gesperrt.</translation>
    </message>
    <message>
        <source>Locked while the exam runs.</source>
        <translation>Gesperrt, solange die Prüfung läuft.</translation>
    </message>
    <message>
        <source>Help on the settings</source>
        <translation>Hilfe zu den Einstellungen</translation>
    </message>
    <message>
        <source>Progress and school</source>
        <translation>Fortschritt und Schule</translation>
    </message>
    <message>
        <source>&amp;Chips in play:</source>
        <translation>&amp;Chips im Spiel:</translation>
    </message>
    <message>
        <source>Chip values in play</source>
        <translation>Chipwerte im Spiel</translation>
    </message>
    <message>
        <source>The chip values from the smallest up (R12.1): white, red, green, black, purple.</source>
        <translation>Die Chipwerte vom kleinsten an (R12.1): weiß, rot, grün, schwarz, lila.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Sp&amp;rache:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Switches every text at once; no restart needed.</source>
        <translation>Stellt alle Texte sofort um; kein Neustart nötig.</translation>
    </message>
    <message>
        <source>Four-colour deck (♣ green, ♦ blue, ♥ red, ♠ black)</source>
        <translation>Vierfarbiges Blatt (♣ grün, ♦ blau, ♥ rot, ♠ schwarz)</translation>
    </message>
    <message>
        <source>Animate cards and chips</source>
        <translation>Karten und Chips animieren</translation>
    </message>
    <message>
        <source>Show the players' down cards</source>
        <translation>Verdeckte Karten der Spieler zeigen</translation>
    </message>
    <message>
        <source>Speak the dealer's calls</source>
        <translation>Ansagen des Croupiers sprechen</translation>
    </message>
    <message>
        <source>Speaking &amp;rate:</source>
        <translation>Sprech&amp;tempo:</translation>
    </message>
    <message>
        <source>Speaking rate in words per minute</source>
        <translation>Sprechtempo in Wörtern pro Minute</translation>
    </message>
    <message>
        <source>Slower for learning, faster for table pace.</source>
        <translation>Langsamer zum Lernen, schneller für das Tempo am Tisch.</translation>
    </message>
    <message>
        <source>Answer the calls by voice (English; the voice key where a call is asked)</source>
        <translation>Ansagen gesprochen beantworten (Englisch; die Sprechtaste, wo eine Ansage gefragt ist)</translation>
    </message>
    <message>
        <source>&amp;Microphone:</source>
        <translation>&amp;Mikrofon:</translation>
    </message>
    <message>
        <source>&amp;Voice key:</source>
        <translation>&amp;Sprechtaste:</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>The key that listens and hears the call</source>
        <translation>Die Taste, die zuhört und die Ansage hört</translation>
    </message>
    <message>
        <source>Microphone for voice answers</source>
        <translation>Mikrofon für gesprochene Antworten</translation>
    </message>
    <message>
        <source>No microphone found: voice answers stay off.</source>
        <translation>Kein Mikrofon gefunden: Gesprochene Antworten bleiben aus.</translation>
    </message>
    <message>
        <source>&amp;Target pace:</source>
        <translation>&amp;Zieltempo:</translation>
    </message>
    <message>
        <source>Target pace in seconds per answer</source>
        <translation>Zieltempo in Sekunden pro Antwort</translation>
    </message>
    <message>
        <source> s per answer</source>
        <translation> s pro Antwort</translation>
    </message>
    <message>
        <source>The dealer school's pace for a typical question; harder skills (side pots, splitting a pot) are allowed proportionally more. The Progress page compares your median time with it.</source>
        <translation>Das Tempo der Croupierschule für eine typische Frage; schwierigere Fertigkeiten (Side-Pots, Pot teilen) erhalten entsprechend mehr Zeit. Die Seite Fortschritt vergleicht Ihren Median der Antwortzeit damit.</translation>
    </message>
    <message>
        <source>Set by your school for every station: the instructor changes it.</source>
        <translation>Von Ihrer Schule für jede Station festgelegt: Der Ausbilder ändert es.</translation>
    </message>
    <message>
        <source>School &amp;database:</source>
        <translation>Schul-&amp;Datenbank:</translation>
    </message>
    <message>
        <source>School database address</source>
        <translation>Adresse der Schul-Datenbank</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>Password of the station's login</source>
        <translation>Passwort der Anmeldung dieses Platzes</translation>
    </message>
    <message>
        <source>kept in the station's password file, not shown</source>
        <translation>in der Passwortdatei dieses Platzes, nicht angezeigt</translation>
    </message>
    <message>
        <source>Saved in {path} (only you may read it), never in the settings.</source>
        <translation>Gespeichert in {path} (nur Sie dürfen sie lesen), nie in den Einstellungen.</translation>
    </message>
    <message>
        <source>Unlock…</source>
        <translation>Entsperren…</translation>
    </message>
    <message>
        <source>{variable} is set and wins over this field: {address}</source>
        <translation>{variable} ist gesetzt und hat Vorrang vor diesem Feld: {address}</translation>
    </message>
    <message>
        <source>Restore the defaults on this page</source>
        <translation>Die Standardwerte auf dieser Seite wiederherstellen</translation>
    </message>
    <message>
        <source>Save the settings and keep this window open</source>
        <translation>Die Einstellungen speichern und dieses Fenster offen lassen</translation>
    </message>
    <message>
        <source>Leave it empty to keep the progress on this computer. A change takes effect the next time Croupier starts.</source>
        <translation>Lassen Sie das Feld leer, um den Fortschritt auf diesem Computer zu speichern. Eine Änderung wirkt beim nächsten Start von Croupier.</translation>
    </message>
    <message>
        <source>Answers are now saved in: {location}</source>
        <translation>Antworten werden jetzt gespeichert in: {location}</translation>
    </message>
</context>
<context>
    <name>SetupForm</name>
    <message>
        <source>Add the trainee to the roster first.</source>
        <translation>Tragen Sie den Teilnehmer zuerst in die Liste ein.</translation>
    </message>
    <message>
        <source>Choose the stakes.</source>
        <translation>Wählen Sie die Einsätze.</translation>
    </message>
    <message>
        <source>Practical exam at a real table</source>
        <translation>Praxisprüfung am echten Tisch</translation>
    </message>
    <message>
        <source>The trainee deals real cards and chips; you mark each duty as it is done, one key a duty. Type the upcards and the players' actions too, and the engine shows what is due.</source>
        <translation>Der Teilnehmer gibt mit echten Karten und Chips; Sie bewerten jede Aufgabe, sobald sie erledigt ist, eine Taste pro Aufgabe. Geben Sie auch die offenen Karten und die Aktionen der Spieler ein, dann zeigt die Regel-Engine, was fällig ist.</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Spieler am Tisch</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>Type the cards and actions: the engine assists</source>
        <translation>Karten und Aktionen eingeben: die Regel-Engine hilft</translation>
    </message>
    <message>
        <source>{name}'s own</source>
        <translation>eigenes von {name}</translation>
    </message>
    <message>
        <source>the school's</source>
        <translation>das der Schule</translation>
    </message>
    <message>
        <source>Rubric ({whose}): {weights}. Practical {practical:.0%} and written {written:.0%} of the grade, passed at {mark:.0%} and {written_mark:.0%}. Pace target: {pace:g} hands an hour at eight players.</source>
        <translation>Bewertungsschema ({whose}): {weights}. Praxis {practical:.0%} und schriftlich {written:.0%} der Note, bestanden ab {mark:.0%} bzw. {written_mark:.0%}. Tempoziel: {pace:g} Hände pro Stunde mit acht Spielern.</translation>
    </message>
    <message>
        <source>Edit the rubric…</source>
        <translation>Bewertungsschema bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Rubric of</source>
        <translation>&amp;Bewertungsschema für</translation>
    </message>
    <message>
        <source>the school (classes without their own)</source>
        <translation>die Schule (Klassen ohne eigenes)</translation>
    </message>
    <message>
        <source>Start the practical</source>
        <translation>Praxisprüfung beginnen</translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Before the deal</source>
        <translation>Vor dem Geben</translation>
    </message>
    <message>
        <source>the engine disagrees</source>
        <translation>die Regel-Engine widerspricht</translation>
    </message>
    <message>
        <source>&amp;0  Wrong, no reason given</source>
        <translation>&amp;0  Falsch, ohne Grund</translation>
    </message>
    <message>
        <source>No critical error can happen on this duty.</source>
        <translation>Bei dieser Aufgabe gibt es keinen kritischen Fehler.</translation>
    </message>
    <message>
        <source>Duty</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>No showdown (F)</source>
        <translation>Kein Showdown (F)</translation>
    </message>
    <message>
        <source>Click a line to mark it out of turn; hover here for every key.</source>
        <translation>Eine Zeile anklicken, um sie außer der Reihe zu bewerten; hier verweilen zeigt alle Tasten.</translation>
    </message>
    <message>
        <source>Mark each duty as the trainee does it: Enter right, W wrong (then the reason's number), C a critical error, S not dealt, F no showdown (the pot won before it), ⌫ undo, E end the hand. Click a line to mark it out of turn.</source>
        <translation>Bewerten Sie jede Aufgabe, während der Teilnehmer sie erledigt: Enter richtig, W falsch (dann die Nummer des Grundes), C ein kritischer Fehler, S nicht gegeben, F kein Showdown (der Pot vorher gewonnen), ⌫ zurück, E Hand beenden. Eine Zeile anklicken, um sie außer der Reihe zu bewerten.</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>✓ Right (Enter)</source>
        <translation>✓ Richtig (Enter)</translation>
    </message>
    <message>
        <source>✗ Wrong (W)</source>
        <translation>✗ Falsch (W)</translation>
    </message>
    <message>
        <source>Critical (C)</source>
        <translation>Kritisch (C)</translation>
    </message>
    <message>
        <source>Not dealt (S)</source>
        <translation>Nicht gegeben (S)</translation>
    </message>
    <message>
        <source>Undo (⌫)</source>
        <translation>Zurück (⌫)</translation>
    </message>
    <message>
        <source>End hand (E)</source>
        <translation>Hand beenden (E)</translation>
    </message>
</context>
<context>
    <name>ShuffleStepsEdit</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a step after the selected one</source>
        <translation>Einen Schritt nach dem ausgewählten einfügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected step</source>
        <translation>Den ausgewählten Schritt entfernen</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move the selected step earlier</source>
        <translation>Den ausgewählten Schritt vorziehen</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Move the selected step later</source>
        <translation>Den ausgewählten Schritt nach hinten schieben</translation>
    </message>
</context>
<context>
    <name>SignInPage</name>
    <message>
        <source>Choose your name in the list.</source>
        <translation>Wählen Sie Ihren Namen in der Liste.</translation>
    </message>
    <message>
        <source>Type your password.</source>
        <translation>Geben Sie Ihr Passwort ein.</translation>
    </message>
    <message>
        <source>Wrong name or password.</source>
        <translation>Falscher Name oder falsches Passwort.</translation>
    </message>
    <message numerus="yes">
        <source>Wrong password. %n more wrong try(s) and your name is locked for a while.</source>
        <translation>
            <numerusform>Falsches Passwort. Noch %n falscher Versuch, und Ihr Name ist eine Weile gesperrt.</numerusform>
            <numerusform>Falsches Passwort. Noch %n falsche Versuche, und Ihr Name ist eine Weile gesperrt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Too many wrong passwords: {name} cannot sign in for {seconds} s. If you have forgotten your password, ask the instructor for a new one.</source>
        <translation>Zu viele falsche Passwörter: {name} kann sich {seconds} s lang nicht anmelden. Haben Sie Ihr Passwort vergessen, bitten Sie den Ausbilder um ein neues.</translation>
    </message>
    <message>
        <source>You have no password yet: ask the instructor to give you one.</source>
        <translation>Sie haben noch kein Passwort: Bitten Sie den Ausbilder, Ihnen eines zu geben.</translation>
    </message>
    <message>
        <source>Your exam sitting is open at {station} (since {time}): finish it there. If that station has stopped, the sitting counts as interrupted within a minute or two, and you can sign in here.</source>
        <translation>Ihr Prüfungsversuch ist an {station} offen (seit {time}): Beenden Sie ihn dort. Ist dieser Platz stehen geblieben, gilt der Versuch nach ein, zwei Minuten als unterbrochen, und Sie können sich hier anmelden.</translation>
    </message>
    <message>
        <source>A password needs at least {count} characters.</source>
        <translation>Ein Passwort braucht mindestens {count} Zeichen.</translation>
    </message>
    <message>
        <source>Signing in needs the school server, and it does not answer right now: try again in a moment.</source>
        <translation>Zum Anmelden braucht es den Server der Schule, und er antwortet gerade nicht: Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>You could not be signed in: {reason}</source>
        <translation>Sie konnten nicht angemeldet werden: {reason}</translation>
    </message>
    <message>
        <source>The two passwords are not the same.</source>
        <translation>Die beiden Passwörter sind nicht gleich.</translation>
    </message>
    <message>
        <source>Choose a password other than the one the instructor gave you.</source>
        <translation>Wählen Sie ein anderes Passwort als das vom Ausbilder.</translation>
    </message>
    <message>
        <source>Type your name first.</source>
        <translation>Geben Sie zuerst Ihren Namen ein.</translation>
    </message>
    <message>
        <source>Choose a password of at least {count} characters.</source>
        <translation>Wählen Sie ein Passwort mit mindestens {count} Zeichen.</translation>
    </message>
    <message>
        <source>Only the instructor can add names to this school's roster. Ask them to add you.</source>
        <translation>Nur der Ausbilder kann Namen in die Teilnehmerliste dieser Schule eintragen. Bitten Sie ihn, Sie einzutragen.</translation>
    </message>
    <message>
        <source>You could not be added: {reason}</source>
        <translation>Sie konnten nicht eingetragen werden: {reason}</translation>
    </message>
    <message>
        <source>Welcome to Croupier</source>
        <translation>Willkommen bei Croupier</translation>
    </message>
    <message>
        <source>Who is dealing?</source>
        <translation>Wer gibt?</translation>
    </message>
    <message>
        <source>Choose your own password</source>
        <translation>Wählen Sie Ihr eigenes Passwort</translation>
    </message>
    <message>
        <source>Your answers and sessions are kept under your name on this computer. You are asked once; after that Croupier starts with your practice.</source>
        <translation>Ihre Antworten und Sitzungen werden unter Ihrem Namen auf diesem Computer geführt. Sie werden einmal gefragt; danach beginnt Croupier gleich mit Ihrem Training.</translation>
    </message>
    <message>
        <source>Choose your name to sign in. Your answers are recorded for you alone.</source>
        <translation>Wählen Sie Ihren Namen, um sich anzumelden. Ihre Antworten werden nur für Sie erfasst.</translation>
    </message>
    <message>
        <source>Your answers go to the school's database.</source>
        <translation>Ihre Antworten gehen in die Datenbank der Schule.</translation>
    </message>
    <message>
        <source>Progress is kept on this computer.</source>
        <translation>Der Fortschritt wird auf diesem Computer geführt.</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>Your password</source>
        <translation>Ihr Passwort</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Passwort:</translation>
    </message>
    <message>
        <source>your own password</source>
        <translation>Ihr eigenes Passwort</translation>
    </message>
    <message>
        <source>Your new password</source>
        <translation>Ihr neues Passwort</translation>
    </message>
    <message>
        <source>once more</source>
        <translation>noch einmal</translation>
    </message>
    <message>
        <source>Your new password once more</source>
        <translation>Ihr neues Passwort noch einmal</translation>
    </message>
    <message>
        <source>This is your first sign-in, with the password the instructor gave you. Choose your own now (at least {count} characters): nobody else will know it, the instructor included.</source>
        <translation>Das ist Ihre erste Anmeldung, mit dem Passwort vom Ausbilder. Wählen Sie jetzt Ihr eigenes (mindestens {count} Zeichen): Niemand sonst wird es kennen, auch der Ausbilder nicht.</translation>
    </message>
    <message>
        <source>&amp;New password:</source>
        <translation>&amp;Neues Passwort:</translation>
    </message>
    <message>
        <source>&amp;Once more:</source>
        <translation>&amp;Noch einmal:</translation>
    </message>
    <message>
        <source>Save and start</source>
        <translation>Speichern und beginnen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Find your name…</source>
        <translation>Ihren Namen suchen…</translation>
    </message>
    <message>
        <source>Find your name</source>
        <translation>Ihren Namen suchen</translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>Sign in (Enter)</source>
        <translation>Anmelden (Enter)</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ihr Name:</translation>
    </message>
    <message>
        <source>New here? Add your name:</source>
        <translation>Neu hier? Tragen Sie Ihren Namen ein:</translation>
    </message>
    <message>
        <source>First and last name</source>
        <translation>Vor- und Nachname</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>Add me</source>
        <translation>Mich eintragen</translation>
    </message>
    <message>
        <source>Instructor mode…</source>
        <translation>Ausbildermodus…</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Schritt {number} von {count}</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Zurück</translation>
    </message>
    <message>
        <source>The step before (the language)</source>
        <translation>Der Schritt davor (die Sprache)</translation>
    </message>
</context>
<context>
    <name>SilentSpeaker</name>
    <message>
        <source>Spoken prompts are off: Windows' speech (SAPI5) could not be started. Check that a voice is installed (Settings, Time &amp; language, Speech) and restart Croupier.</source>
        <translation>Die Sprachausgabe ist aus: Die Sprachausgabe von Windows (SAPI5) ließ sich nicht starten. Prüfen Sie, ob eine Stimme installiert ist (Einstellungen, Zeit und Sprache, Sprachausgabe), und starten Sie Croupier neu.</translation>
    </message>
    <message>
        <source>Spoken prompts are off: the speech of macOS could not be started. Check the voices in System Settings (Accessibility, Spoken Content) and restart Croupier.</source>
        <translation>Die Sprachausgabe ist aus: Die Sprachausgabe von macOS ließ sich nicht starten. Prüfen Sie die Stimmen in den Systemeinstellungen (Bedienungshilfen, Gesprochene Inhalte) und starten Sie Croupier neu.</translation>
    </message>
    <message>
        <source>Spoken prompts are off: no speech engine was found. Install eSpeak NG (apt-get install libespeak-ng1 espeak-ng-data) and restart Croupier.</source>
        <translation>Die Sprachausgabe ist aus: Es wurde keine Sprach-Engine gefunden. Installieren Sie eSpeak NG (apt-get install libespeak-ng1 espeak-ng-data) und starten Sie Croupier neu.</translation>
    </message>
</context>
<context>
    <name>SittingWords</name>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>left early</source>
        <translation>vorzeitig verlassen</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>answer {number} is not marked as it was answered</source>
        <translation>Antwort {number} ist nicht so bewertet, wie sie gegeben wurde</translation>
    </message>
    <message>
        <source>answer {number} is marked right, but it is wrong</source>
        <translation>Antwort {number} ist als richtig bewertet, ist aber falsch</translation>
    </message>
    <message>
        <source>answer {number} is marked wrong, but it is right</source>
        <translation>Antwort {number} ist als falsch bewertet, ist aber richtig</translation>
    </message>
    <message>
        <source>the table it was dealt at cannot be read</source>
        <translation>der Tisch, an dem sie gegeben wurde, lässt sich nicht lesen</translation>
    </message>
    <message>
        <source>more answers are stored than the exam has questions</source>
        <translation>es sind mehr Antworten gespeichert, als die Prüfung Fragen hat</translation>
    </message>
    <message>
        <source>answer {number} is not to the question asked there</source>
        <translation>Antwort {number} gehört nicht zu der Frage, die dort gestellt wurde</translation>
    </message>
    <message>
        <source>answer {number} cannot be read</source>
        <translation>Antwort {number} lässt sich nicht lesen</translation>
    </message>
    <message>
        <source>the answers, checked, do not give the score stored</source>
        <translation>die nachgeprüften Antworten ergeben nicht das gespeicherte Ergebnis</translation>
    </message>
    <message>
        <source>no certificate of this school has that code</source>
        <translation>kein Zertifikat dieser Schule hat diesen Code</translation>
    </message>
    <message>
        <source>the code is from before certificates were sealed: nothing signed it</source>
        <translation>der Code stammt aus der Zeit, bevor Zertifikate gesiegelt wurden: Nichts hat ihn signiert</translation>
    </message>
    <message>
        <source>it is not signed with the school's key</source>
        <translation>es ist nicht mit dem Schlüssel der Schule signiert</translation>
    </message>
    <message>
        <source>its signature does not match what it says: it was not issued like this</source>
        <translation>seine Signatur passt nicht zu seinem Inhalt: So wurde es nicht ausgestellt</translation>
    </message>
</context>
<context>
    <name>Skill</name>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>First to act</source>
        <translation>Erste Aktion</translation>
    </message>
    <message>
        <source>Who acts now</source>
        <translation>Wer ist am Zug</translation>
    </message>
    <message>
        <source>Legal actions</source>
        <translation>Erlaubte Aktionen</translation>
    </message>
    <message>
        <source>Amount of a call</source>
        <translation>Betrag zum Mitgehen</translation>
    </message>
    <message>
        <source>Amount of a bet or completion</source>
        <translation>Betrag eines Einsatzes oder des Komplettierens</translation>
    </message>
    <message>
        <source>Amount of a raise</source>
        <translation>Betrag einer Erhöhung</translation>
    </message>
    <message>
        <source>Capped betting</source>
        <translation>Gedeckelte Einsätze (Cap)</translation>
    </message>
    <message>
        <source>Pot size</source>
        <translation>Potgröße</translation>
    </message>
    <message>
        <source>Side pots</source>
        <translation>Side-Pots</translation>
    </message>
    <message>
        <source>Burn cards</source>
        <translation>Burn-Cards</translation>
    </message>
    <message>
        <source>Short deck before Seventh Street</source>
        <translation>Zu wenig Karten vor der Seventh Street</translation>
    </message>
    <message>
        <source>Showdown order</source>
        <translation>Reihenfolge im Showdown</translation>
    </message>
    <message>
        <source>Reading the high hand</source>
        <translation>High Hand ansagen</translation>
    </message>
    <message>
        <source>Reading the low hand</source>
        <translation>Low Hand ansagen</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>Wer gewinnt</translation>
    </message>
    <message>
        <source>Splitting a pot</source>
        <translation>Pot teilen</translation>
    </message>
    <message>
        <source>Odd chip</source>
        <translation>Ungerader Chip</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Next dealer step</source>
        <translation>Nächster Schritt des Croupiers</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>Unregelmäßigkeiten</translation>
    </message>
    <message>
        <source>Dealer pace (Table-ready hands)</source>
        <translation>Dealer-Tempo (Tischreif-Hände)</translation>
    </message>
    <message>
        <source>Deal a hand: {duty}</source>
        <translation>Hand geben: {duty}</translation>
    </message>
    <message>
        <source>who acts</source>
        <translation>wer spricht</translation>
    </message>
    <message>
        <source>what the player may do</source>
        <translation>was der Spieler darf</translation>
    </message>
    <message>
        <source>who shows next</source>
        <translation>wer als Nächstes zeigt</translation>
    </message>
    <message>
        <source>incidents at the table</source>
        <translation>Vorfälle am Tisch</translation>
    </message>
    <message>
        <source>making change</source>
        <translation>Wechselgeld geben</translation>
    </message>
    <message>
        <source>counting the pot</source>
        <translation>Pot zählen</translation>
    </message>
    <message>
        <source>splitting the pot</source>
        <translation>Pot aufteilen</translation>
    </message>
    <message>
        <source>reading a tabled hand</source>
        <translation>aufgedeckte Hand ansagen</translation>
    </message>
    <message>
        <source>Counting the pot</source>
        <translation>Pot zählen</translation>
    </message>
    <message>
        <source>Making change</source>
        <translation>Wechselgeld geben</translation>
    </message>
    <message>
        <source>Splitting by colour</source>
        <translation>Nach Farben teilen</translation>
    </message>
    <message>
        <source>Reading a tabled hand</source>
        <translation>Aufgedeckte Hand ansagen</translation>
    </message>
</context>
<context>
    <name>SkillPicker</name>
    <message>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
</context>
<context>
    <name>SkillRules</name>
    <message>
        <source>Rules {rules}</source>
        <translation>Regeln {rules}</translation>
    </message>
    <message>
        <source>The rules this skill is about:</source>
        <translation>Die Regeln dieser Fertigkeit:</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>speak a phrase, or write it to a WAV file</source>
        <translation>einen Satz sprechen oder als WAV-Datei schreiben</translation>
    </message>
    <message>
        <source>Speak TEXT with the German or English voice, or write it to a WAV file.</source>
        <translation>TEXT mit der deutschen oder englischen Stimme sprechen oder als WAV-Datei schreiben.</translation>
    </message>
    <message>
        <source>language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>words per minute (default {rate})</source>
        <translation>Wörter pro Minute (Standard {rate})</translation>
    </message>
    <message>
        <source>write a WAV file instead of playing</source>
        <translation>eine WAV-Datei schreiben statt abzuspielen</translation>
    </message>
    <message>
        <source>what to say</source>
        <translation>was gesagt werden soll</translation>
    </message>
    <message>
        <source>croupier speak: nothing to say.</source>
        <translation>croupier speak: nichts zu sagen.</translation>
    </message>
    <message>
        <source>croupier speak: no speech engine found. Install eSpeak NG: sudo apt-get install libespeak-ng1 espeak-ng-data</source>
        <translation>croupier speak: keine Sprach-Engine gefunden. Installieren Sie eSpeak NG: sudo apt-get install libespeak-ng1 espeak-ng-data</translation>
    </message>
    <message>
        <source>croupier speak: the system's speech could not be started: {reason}</source>
        <translation>croupier speak: Die Sprachausgabe des Systems ließ sich nicht starten: {reason}</translation>
    </message>
    <message>
        <source>croupier speak: could not synthesise: {reason}</source>
        <translation>croupier speak: Sprachsynthese fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>croupier speak: could not write {file}: {reason}</source>
        <translation>croupier speak: {file} konnte nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>Wrote {file} ({seconds:.2f} s, voice {voice}).</source>
        <translation>{file} geschrieben ({seconds:.2f} s, Stimme {voice}).</translation>
    </message>
    <message>
        <source>Could not play: no audio output device. The speech is in {file}</source>
        <translation>Abspielen nicht möglich: kein Audio-Ausgabegerät. Die Sprachausgabe liegt in {file}</translation>
    </message>
</context>
<context>
    <name>StakesEdit</name>
    <message>
        <source>The ante cannot be negative.</source>
        <translation>Die Ante darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>The bring-in ({bring_in}) must be more than 0 and less than the small bet ({small}).</source>
        <translation>Der Bring-in ({bring_in}) muss größer als 0 und kleiner als der kleine Einsatz ({small}) sein.</translation>
    </message>
    <message>
        <source>The big bet ({big}) cannot be less than the small bet ({small}).</source>
        <translation>Der große Einsatz ({big}) darf nicht kleiner als der kleine Einsatz ({small}) sein.</translation>
    </message>
    <message>
        <source>&amp;Structure:</source>
        <translation>S&amp;truktur:</translation>
    </message>
    <message>
        <source>&amp;Ante:</source>
        <translation>&amp;Ante:</translation>
    </message>
    <message>
        <source>&amp;Bring-in:</source>
        <translation>&amp;Bring-in:</translation>
    </message>
    <message>
        <source>S&amp;mall bet:</source>
        <translation>K&amp;leiner Einsatz:</translation>
    </message>
    <message>
        <source>B&amp;ig bet:</source>
        <translation>G&amp;roßer Einsatz:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>Betting structure</source>
        <translation>Einsatzstruktur</translation>
    </message>
    <message>
        <source>Ante / bring-in / small bet / big bet</source>
        <translation>Ante / Bring-in / kleiner Einsatz / großer Einsatz</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>Kleiner Einsatz</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Großer Einsatz</translation>
    </message>
    <message>
        <source>Every player posts it before the deal (R3.1).</source>
        <translation>Jeder Spieler setzt sie vor dem Geben (R3.1).</translation>
    </message>
    <message>
        <source>The forced bet of the low card (high card in Razz); less than the small bet (R3.5).</source>
        <translation>Der Pflichteinsatz der niedrigsten Karte (in Razz der höchsten); kleiner als der kleine Einsatz (R3.5).</translation>
    </message>
    <message>
        <source>The bet on Third and Fourth Street (R4.1).</source>
        <translation>Der Einsatz auf Third und Fourth Street (R4.1).</translation>
    </message>
    <message>
        <source>The bet on Fifth, Sixth and Seventh Street (R4.1).</source>
        <translation>Der Einsatz auf Fifth, Sixth und Seventh Street (R4.1).</translation>
    </message>
</context>
<context>
    <name>Station</name>
    <message>
        <source>Your earlier answers could not be read ({reason}); practice is recorded as usual.</source>
        <extracomment>The station's password file (libpq's pgpass), where Settings keeps the school's password.</extracomment>
        <translation>Ihre früheren Antworten konnten nicht gelesen werden ({reason}); das Training wird wie gewohnt erfasst.</translation>
    </message>
    <message>
        <source>the school database</source>
        <translation>die Datenbank der Schule</translation>
    </message>
    <message>
        <source>the school server does not answer</source>
        <translation>der Schulserver antwortet nicht</translation>
    </message>
    <message>
        <source>the school server did not answer within {seconds} s</source>
        <translation>der Schulserver hat nicht innerhalb von {seconds} s geantwortet</translation>
    </message>
    <message>
        <source>The roster cannot be read: {reason}</source>
        <translation>Die Teilnehmerliste kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>The school server cannot be reached: this is the roster as this station last saw it.</source>
        <translation>Der Schulserver ist nicht erreichbar: Dies ist die Teilnehmerliste, wie dieser Platz sie zuletzt gesehen hat.</translation>
    </message>
    <message>
        <source>Your assignments could not be read: {reason}</source>
        <translation>Ihre Zuweisungen konnten nicht gelesen werden: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) could not be kept: too many were waiting in memory.</source>
        <translation>
            <numerusform>%n Antwort konnte nicht behalten werden: Zu viele warteten im Arbeitsspeicher.</numerusform>
            <numerusform>%n Antworten konnten nicht behalten werden: Zu viele warteten im Arbeitsspeicher.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answers are kept in memory: %1 — %n waiting.</source>
        <translation>
            <numerusform>Antworten werden im Arbeitsspeicher gehalten: %1 – %n wartet.</numerusform>
            <numerusform>Antworten werden im Arbeitsspeicher gehalten: %1 – %n warten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) the school refused: %1 — kept on this computer and tried again.</source>
        <translation>
            <numerusform>%n Antwort hat die Schule abgelehnt: %1 – sie bleibt auf diesem Computer und wird erneut versucht.</numerusform>
            <numerusform>%n Antworten hat die Schule abgelehnt: %1 – sie bleiben auf diesem Computer und werden erneut versucht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) are kept for another school (%1) and go only there.</source>
        <translation>
            <numerusform>%n Antwort wird für eine andere Schule (%1) aufbewahrt und geht nur dorthin.</numerusform>
            <numerusform>%n Antworten werden für eine andere Schule (%1) aufbewahrt und gehen nur dorthin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Offline — %n answer(s) waiting for the school server.</source>
        <translation>
            <numerusform>Offline – %n Antwort wartet auf den Schulserver.</numerusform>
            <numerusform>Offline – %n Antworten warten auf den Schulserver.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoreSetup</name>
    <message>
        <source>The school database does not answer ({reason}). Your answers are kept on this computer and go to the school by themselves when it answers again.</source>
        <translation>Die Schuldatenbank antwortet nicht ({reason}). Ihre Antworten werden auf diesem Computer aufbewahrt und gehen von selbst an die Schule, sobald sie wieder antwortet.</translation>
    </message>
    <message>
        <source>no answer within {seconds} s</source>
        <translation>keine Antwort innerhalb von {seconds} s</translation>
    </message>
    <message>
        <source>{reason} Answers are being saved on this computer instead ({location}); they are not copied to the school's database automatically.</source>
        <translation>{reason} Die Antworten werden stattdessen auf diesem Computer gespeichert ({location}); sie werden nicht automatisch in die Datenbank der Schule übertragen.</translation>
    </message>
    <message>
        <source>The school database cannot be reached: your answers are saved on this computer ({location}) and are not copied to the school automatically.</source>
        <translation>Die Schul-Datenbank ist nicht erreichbar: Ihre Antworten werden auf diesem Computer gespeichert ({location}) und nicht automatisch in die Schule übertragen.</translation>
    </message>
    <message>
        <source>Progress is not being saved: answers are kept until Croupier closes.</source>
        <translation>Der Fortschritt wird nicht gespeichert: Antworten bleiben nur bis zum Schließen von Croupier erhalten.</translation>
    </message>
    <message>
        <source>Progress database</source>
        <translation>Fortschrittsdatenbank</translation>
    </message>
    <message>
        <source>This is not a progress database:
{path}</source>
        <translation>Dies ist keine Fortschrittsdatenbank:
{path}</translation>
    </message>
    <message>
        <source>This database belongs to another program:
{path}</source>
        <translation>Diese Datenbank gehört einem anderen Programm:
{path}</translation>
    </message>
    <message>
        <source>A folder stands where the progress database belongs:
{path}</source>
        <translation>Wo die Fortschrittsdatenbank hingehört, steht ein Ordner:
{path}</translation>
    </message>
    <message>
        <source>The progress database is damaged:
{path}</source>
        <translation>Die Fortschrittsdatenbank ist beschädigt:
{path}</translation>
    </message>
    <message>
        <source>This version cannot use it without losing what the newer one wrote: update Croupier. Until then it can run without saving progress, or quit.</source>
        <translation>Diese Version kann sie nicht verwenden, ohne zu verlieren, was die neuere geschrieben hat: Aktualisieren Sie Croupier. Bis dahin kann es ohne Speichern des Fortschritts laufen oder beendet werden.</translation>
    </message>
    <message>
        <source>The disk that holds your progress is full.</source>
        <translation>Der Datenträger mit Ihrem Fortschritt ist voll.</translation>
    </message>
    <message>
        <source>Nothing has been changed: your progress is safe. Free some space on the disk, then try again; or run without saving progress for now, or quit.</source>
        <translation>Nichts wurde verändert: Ihr Fortschritt ist sicher. Schaffen Sie Platz auf dem Datenträger und versuchen Sie es erneut – oder arbeiten Sie vorerst ohne Speichern, oder beenden Sie Croupier.</translation>
    </message>
    <message>
        <source>The folder of your progress cannot be written.</source>
        <translation>In den Ordner Ihres Fortschritts kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>The disk is read-only, or this user may not write there. Nothing has been changed. Fix it and try again; or run without saving progress, or quit.</source>
        <translation>Der Datenträger ist schreibgeschützt, oder dieser Benutzer darf dort nicht schreiben. Nichts wurde verändert. Beheben Sie das und versuchen Sie es erneut – oder arbeiten Sie ohne Speichern, oder beenden Sie Croupier.</translation>
    </message>
    <message>
        <source>Another program is using your progress database.</source>
        <translation>Ein anderes Programm verwendet Ihre Fortschrittsdatenbank.</translation>
    </message>
    <message>
        <source>Close the other program (another Croupier, a backup tool), then try again; or run without saving progress, or quit. Nothing has been changed.</source>
        <translation>Schließen Sie das andere Programm (ein weiteres Croupier, ein Sicherungsprogramm) und versuchen Sie es erneut – oder arbeiten Sie ohne Speichern, oder beenden Sie Croupier. Nichts wurde verändert.</translation>
    </message>
    <message>
        <source>The file is damaged or is not a Croupier database. Croupier can set it aside (rename it, keeping everything in it for a rescue) and start a fresh database, or quit so that you can restore a backup first.</source>
        <translation>Die Datei ist beschädigt oder keine Croupier-Datenbank. Croupier kann sie beiseitelegen (umbenennen, wobei ihr Inhalt für eine Rettung erhalten bleibt) und eine neue Datenbank beginnen, oder sich beenden, damit Sie zuerst eine Sicherung zurückspielen können.</translation>
    </message>
    <message>
        <source>The progress database was written by a newer Croupier:
{path}</source>
        <translation>Die Fortschrittsdatenbank stammt von einer neueren Croupier-Version:
{path}</translation>
    </message>
    <message>
        <source>The progress database cannot be opened.</source>
        <translation>Die Fortschrittsdatenbank lässt sich nicht öffnen.</translation>
    </message>
    <message>
        <source>Croupier can run without saving progress (answers are kept until it closes), or quit so that you can fix the problem first.</source>
        <translation>Croupier kann ohne Speichern des Fortschritts laufen (Antworten bleiben bis zum Schließen erhalten) oder sich beenden, damit Sie das Problem zuerst beheben können.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Set it aside and start afresh</source>
        <translation>Beiseitelegen und neu beginnen</translation>
    </message>
    <message>
        <source>Continue without saving</source>
        <translation>Ohne Speichern fortfahren</translation>
    </message>
    <message>
        <source>Quit Croupier</source>
        <translation>Croupier beenden</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <source>The school database's address {where} is not valid ({reason}): correct it.</source>
        <translation>Die Adresse der Schul-Datenbank {where} ist ungültig ({reason}): Bitte korrigieren.</translation>
    </message>
    <message>
        <source>The school server refused the login of {where}: the password or the login name is wrong. Type the station's password again.</source>
        <translation>Der Schulserver hat die Anmeldung von {where} abgelehnt: Passwort oder Anmeldename sind falsch. Geben Sie das Passwort der Station erneut ein.</translation>
    </message>
    <message>
        <source>There is no database called {name} on the school server ({where}): check the database name in the address.</source>
        <translation>Auf dem Schulserver gibt es keine Datenbank namens {name} ({where}): Prüfen Sie den Datenbanknamen in der Adresse.</translation>
    </message>
    <message>
        <source>The school server and this station do not agree on an encrypted connection (TLS) for {where}: {reason}. Check sslmode in the address or the server's TLS settings.</source>
        <translation>Schulserver und Station werden sich über eine verschlüsselte Verbindung (TLS) zu {where} nicht einig: {reason}. Prüfen Sie sslmode in der Adresse oder die TLS-Einstellungen des Servers.</translation>
    </message>
    <message>
        <source>Something other than PostgreSQL answers at {where}: check the host and the port (PostgreSQL's is usually 5432).</source>
        <translation>Unter {where} antwortet etwas anderes als PostgreSQL: Prüfen Sie Rechner und Port (der von PostgreSQL ist meist 5432).</translation>
    </message>
    <message>
        <source>The school server refused the connection of {where}: {reason}.</source>
        <translation>Der Schulserver hat die Verbindung von {where} abgelehnt: {reason}.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the folder cannot be written</source>
        <translation>in den Ordner kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>another program holds the file</source>
        <translation>ein anderes Programm hält die Datei</translation>
    </message>
    <message>
        <source>the school server does not answer</source>
        <translation>der Schulserver antwortet nicht</translation>
    </message>
    <message>
        <source>read-only server</source>
        <translation>Server nur lesbar</translation>
    </message>
    <message>
        <source>this station's login may not write them</source>
        <translation>die Anmeldung dieser Station darf sie nicht schreiben</translation>
    </message>
    <message>
        <source>the school database's schema is not this Croupier's</source>
        <translation>das Schema der Schul-Datenbank ist nicht das dieses Croupier</translation>
    </message>
    <message>
        <source>a trainee or exam that is not on this school's roster</source>
        <translation>ein Teilnehmer oder eine Prüfung, die diese Schule nicht kennt</translation>
    </message>
    <message>
        <source>refused for now</source>
        <translation>vorerst abgelehnt</translation>
    </message>
</context>
<context>
    <name>Street</name>
    <message>
        <source>Third Street</source>
        <translation>Third Street</translation>
    </message>
    <message>
        <source>Fourth Street</source>
        <translation>Fourth Street</translation>
    </message>
    <message>
        <source>Fifth Street</source>
        <translation>Fifth Street</translation>
    </message>
    <message>
        <source>Sixth Street</source>
        <translation>Sixth Street</translation>
    </message>
    <message>
        <source>Seventh Street</source>
        <translation>Seventh Street</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln Chip</numerusform>
            <numerusform>%Ln Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln hand(s)</source>
        <translation>
            <numerusform>%Ln Hand</numerusform>
            <numerusform>%Ln Hände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln question(s)</source>
        <translation>
            <numerusform>%Ln Frage</numerusform>
            <numerusform>%Ln Fragen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Dealer (you)</source>
        <translation>Croupier (Sie)</translation>
    </message>
    <message>
        <source>No hand is being dealt.</source>
        <translation>Es wird keine Hand gegeben.</translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>Pot {amount}</translation>
    </message>
    <message>
        <source>Seat {number} to act</source>
        <translation>Platz {number} am Zug</translation>
    </message>
    <message>
        <source>Stub {count}</source>
        <translation>Stub {count}</translation>
    </message>
    <message>
        <source>Burn {count}</source>
        <translation>Burn-Cards {count}</translation>
    </message>
    <message>
        <source>The stub: the cards still to deal, the cut card under them (R2.5, R6.5)</source>
        <translation>Der Stub: die Karten, die noch zu geben sind, die Cut-Card darunter (R2.5, R6.5)</translation>
    </message>
    <message>
        <source>The burn cards: one burned before each street from Fourth on (R6.2)</source>
        <translation>Die Burn-Cards: eine wird vor jeder Street ab Fourth Street gebrannt (R6.2)</translation>
    </message>
    <message>
        <source>Community card</source>
        <translation>Gemeinschaftskarte</translation>
    </message>
    <message>
        <source>Pot ?</source>
        <translation>Pot ?</translation>
    </message>
    <message>
        <source>Wins {amount}</source>
        <translation>Gewinnt {amount}</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Tote Hand</translation>
    </message>
    <message>
        <source>Mucked</source>
        <translation>Verworfen</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Gepasst</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
</context>
<context>
    <name>TimerRing</name>
    <message>
        <source>Time left</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <source>Not timed</source>
        <translation>Ohne Zeitmessung</translation>
    </message>
    <message>
        <source>Seconds over the dealer's pace: {seconds}</source>
        <translation>Sekunden über dem Croupier-Tempo: {seconds}</translation>
    </message>
    <message>
        <source>Seconds left: {seconds}</source>
        <translation>Restzeit in Sekunden: {seconds}</translation>
    </message>
    <message>
        <source>Seconds left at the dealer's pace: {seconds}</source>
        <translation>Restzeit im Croupier-Tempo, in Sekunden: {seconds}</translation>
    </message>
    <message>
        <source>At 0 the question ends: answer before the time runs out.</source>
        <translation>Bei 0 endet die Frage: Antworten Sie, bevor die Zeit abläuft.</translation>
    </message>
    <message>
        <source>At 0 nothing is lost: the ring turns red and counts the seconds over the pace (+3); the answer still counts, and slow answers come back sooner.</source>
        <translation>Bei 0 geht nichts verloren: Der Ring wird rot und zählt die Sekunden über dem Tempo (+3); die Antwort zählt trotzdem, und langsame Antworten kommen früher wieder.</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Deal a hand</source>
        <translation>Hand geben</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>The rulebook: every rule, searched and explained (Ctrl+R)</source>
        <translation>Das Regelbuch: jede Regel, durchsuchbar und erklärt (Strg+R)</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>Ausbilder</translation>
    </message>
    <message>
        <source>Roster, assignments, exams, class dashboard and projector</source>
        <translation>Teilnehmer, Zuweisungen, Prüfungen, Klassenübersicht und Beamer</translation>
    </message>
    <message>
        <source>{mode}: not available yet</source>
        <translation>{mode}: noch nicht verfügbar</translation>
    </message>
    <message>
        <source>Seven Card Stud</source>
        <translation>Seven Card Stud</translation>
    </message>
    <message>
        <source>Stud Hi-Lo</source>
        <translation>Stud Hi-Lo</translation>
    </message>
    <message>
        <source>Razz</source>
        <translation>Razz</translation>
    </message>
    <message>
        <source>Stud</source>
        <translation>Stud</translation>
    </message>
    <message>
        <source>Hi-Lo</source>
        <translation>Hi-Lo</translation>
    </message>
    <message>
        <source>{count} pl.</source>
        <translation>{count} Sp.</translation>
    </message>
    <message>
        <source>Ante {ante}, bring-in {bring_in}, bets {small}/{big}</source>
        <translation>Ante {ante}, Bring-in {bring_in}, Einsätze {small}/{big}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Deal a hand and do the dealer's duties (Ctrl+1)</source>
        <translation>Eine Hand geben und die Aufgaben des Croupiers erledigen (Strg+1)</translation>
    </message>
    <message>
        <source>Lessons from the first deal to exam readiness (Ctrl+2)</source>
        <translation>Lektionen vom ersten Geben bis zur Prüfungsreife (Strg+2)</translation>
    </message>
    <message>
        <source>Answer questions about live table positions (Ctrl+3)</source>
        <translation>Fragen zu laufenden Tischsituationen beantworten (Strg+3)</translation>
    </message>
    <message>
        <source>Your accuracy and pace per skill (Ctrl+4)</source>
        <translation>Ihre Genauigkeit und Ihr Tempo je Fertigkeit (Strg+4)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Limits</translation>
    </message>
    <message>
        <source>Stakes (small bet/big bet)</source>
        <translation>Limits (kleiner/großer Einsatz)</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Sprachausgabe</translation>
    </message>
    <message>
        <source>Speak the dealer's calls</source>
        <translation>Ansagen des Croupiers sprechen</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Vierfarbiges Blatt</translation>
    </message>
    <message>
        <source>Animate cards and chips</source>
        <translation>Karten und Chips animieren</translation>
    </message>
    <message>
        <source>Show the players' down cards</source>
        <translation>Verdeckte Karten der Spieler zeigen</translation>
    </message>
</context>
<context>
    <name>Tour</name>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <source>You sit in the dealer's chair at the bottom. Seat 1 is on your left and the cards go round clockwise. Click a seat, or press its number, to deal to it or to name it.</source>
        <translation>Sie sitzen unten auf dem Platz des Croupiers. Platz 1 ist links von Ihnen, und die Karten gehen im Uhrzeigersinn herum. Klicken Sie auf einen Platz oder drücken Sie seine Nummer, um an ihn auszuteilen oder ihn zu nennen.</translation>
    </message>
    <message>
        <source>The duty panel</source>
        <translation>Die Aufgabenleiste</translation>
    </message>
    <message>
        <source>The duties you may do now, each with its letter key. In Learn mode the right one is marked ►. Below them, the checklist reads back what was done.</source>
        <translation>Die Aufgaben, die Sie jetzt erledigen können, jede mit ihrer Buchstabentaste. Im Modus Lernen ist die richtige mit ► markiert. Darunter liest die Checkliste vor, was getan wurde.</translation>
    </message>
    <message>
        <source>The verdict strip</source>
        <translation>Die Urteilszeile</translation>
    </message>
    <message>
        <source>Every duty and every answer is judged here: right, or what was due and why, with the rule number. Click the number to read the rule.</source>
        <translation>Hier wird jede Aufgabe und jede Antwort beurteilt: richtig, oder was fällig war und warum, mit der Regelnummer. Klicken Sie auf die Nummer, um die Regel zu lesen.</translation>
    </message>
    <message>
        <source>The score</source>
        <translation>Der Punktestand</translation>
    </message>
    <message>
        <source>Right answers of those asked in this hand. F1 gives help on any view; the Help menu under ⚙ has this tour, the keys and the manual.</source>
        <translation>Richtige Antworten von den in dieser Hand gestellten. F1 gibt Hilfe zu jeder Ansicht; das Hilfe-Menü unter ⚙ hat diesen Rundgang, die Tasten und das Handbuch.</translation>
    </message>
</context>
<context>
    <name>TourOverlay</name>
    <message>
        <source>Tour {number} of {count}</source>
        <translation>Rundgang {number} von {count}</translation>
    </message>
    <message>
        <source>Start dealing (Enter)</source>
        <translation>Zu geben beginnen (Enter)</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Weiter (Enter)</translation>
    </message>
    <message>
        <source>Skip the tour (Esc)</source>
        <translation>Überspringen (Esc)</translation>
    </message>
    <message>
        <source>Tour</source>
        <translation>Rundgang</translation>
    </message>
</context>
<context>
    <name>TrainerHands</name>
    <message>
        <source>A demonstration: watch the dealer. Esc stops it; you may deal on from there.</source>
        <translation>Eine Vorführung: Sehen Sie dem Croupier zu. Esc hält sie an; Sie können von dort weitergeben.</translation>
    </message>
    <message>
        <source>The demonstration is over.</source>
        <translation>Die Vorführung ist vorbei.</translation>
    </message>
    <message>
        <source>Demonstration stopped: deal on from here, or start a new hand.</source>
        <translation>Vorführung angehalten: Geben Sie von hier weiter, oder beginnen Sie eine neue Hand.</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>{title}: no answers yet</source>
        <translation>{title}: noch keine Antworten</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>Median answer time</source>
        <translation>Median der Antwortzeit</translation>
    </message>
</context>
<context>
    <name>VerdictArea</name>
    <message>
        <source>Latest at the table</source>
        <translation>Zuletzt am Tisch</translation>
    </message>
</context>
<context>
    <name>VerdictStrip</name>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>Falsch</translation>
    </message>
    <message>
        <source>Score {right}/{asked}</source>
        <translation>Punkte {right}/{asked}</translation>
    </message>
    <message>
        <source>Last verdict</source>
        <translation>Letzte Bewertung</translation>
    </message>
</context>
<context>
    <name>VoiceAnswers</name>
    <message>
        <source>Voice answers are English only: answer with the keys or the buttons.</source>
        <translation>Gesprochene Antworten gibt es nur auf Englisch: Antworten Sie mit den Tasten oder Schaltflächen.</translation>
    </message>
    <message>
        <source>No microphone found: voice answers are off. Answer with the keys or the buttons.</source>
        <translation>Kein Mikrofon gefunden: Gesprochene Antworten sind aus. Antworten Sie mit den Tasten oder Schaltflächen.</translation>
    </message>
    <message>
        <source>Not understood: say the call again, or answer with the keys.</source>
        <translation>Nicht verstanden: Sagen Sie die Ansage noch einmal oder antworten Sie mit den Tasten.</translation>
    </message>
    <message>
        <source>Voice answers failed: {reason}</source>
        <translation>Gesprochene Antworten sind fehlgeschlagen: {reason}</translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>fold</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>check</source>
        <translation>checken</translation>
    </message>
    <message>
        <source>call {amount}</source>
        <translation>mitgehen ({amount})</translation>
    </message>
    <message>
        <source>post the bring-in of {amount}</source>
        <translation>den Bring-in von {amount} setzen</translation>
    </message>
    <message>
        <source>complete to {amount}</source>
        <translation>auf {amount} komplettieren</translation>
    </message>
    <message>
        <source>bet {amount}</source>
        <translation>{amount} setzen</translation>
    </message>
    <message>
        <source>raise to {amount}</source>
        <translation>auf {amount} erhöhen</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <translation>{first} oder {last}</translation>
    </message>
    <message>
        <source>the bring-in acts first on Third Street</source>
        <translation>auf Third Street beginnt der Bring-in</translation>
    </message>
    <message>
        <source>the highest board acts first</source>
        <translation>das höchste Board beginnt</translation>
    </message>
    <message>
        <source>the lowest board acts first</source>
        <translation>das niedrigste Board beginnt</translation>
    </message>
    <message>
        <source>the board that led on Sixth Street acts first</source>
        <translation>es beginnt das Board, das auf Sixth Street vorn lag</translation>
    </message>
    <message>
        <source>the best board is all in: the next seat clockwise acts</source>
        <translation>das beste Board ist all-in: der nächste Platz im Uhrzeigersinn spricht</translation>
    </message>
    <message>
        <source>the action goes on clockwise</source>
        <translation>es geht im Uhrzeigersinn weiter</translation>
    </message>
    <message>
        <source>the hands are shown clockwise from the first</source>
        <translation>gezeigt wird im Uhrzeigersinn ab dem Ersten</translation>
    </message>
</context>
<context>
    <name>WalkthroughPanel</name>
    <message>
        <source>Exam mode</source>
        <translation>Prüfungsmodus</translation>
    </message>
    <message>
        <source>Deal a hand: walkthrough</source>
        <translation>Hand geben: Durchgang</translation>
    </message>
</context>
<context>
    <name>WalkthroughSessions</name>
    <message>
        <source>The answer could not be saved: {reason}</source>
        <translation>Die Antwort konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>The hand's pace could not be saved: {reason}</source>
        <translation>Das Tempo der Hand konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>Leave the exam hand</source>
        <translation>Die Prüfungshand verlassen</translation>
    </message>
    <message>
        <source>This hand is dealt in Exam mode. Leave it? It is recorded as left before its end.</source>
        <translation>Diese Hand wird im Prüfungsmodus gegeben. Wollen Sie sie verlassen? Sie wird als vorzeitig verlassen vermerkt.</translation>
    </message>
</context>
<context>
    <name>WalkthroughWords</name>
    <message>
        <source>Deal a hand</source>
        <translation>Hand geben</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Hand beendet</translation>
    </message>
    <message>
        <source>Before the deal</source>
        <translation>Vor dem Geben</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Press New hand (Ctrl+N) to start.</source>
        <translation>Drücken Sie „Neue Hand“ (Strg+N), um zu beginnen.</translation>
    </message>
    <message>
        <source>Who acts first? Click the seat or press its number.</source>
        <translation>Wer spricht zuerst? Platz anklicken oder seine Nummer drücken.</translation>
    </message>
    <message>
        <source>Who acts now? Click the seat or press its number.</source>
        <translation>Wer spricht jetzt? Platz anklicken oder seine Nummer drücken.</translation>
    </message>
    <message>
        <source>Who shows next? Click the seat or press its number.</source>
        <translation>Wer zeigt als Nächstes? Platz anklicken oder seine Nummer drücken.</translation>
    </message>
    <message>
        <source>Pick the answer that lists every legal action, with the amounts.</source>
        <translation>Wählen Sie die Antwort mit allen erlaubten Aktionen und Beträgen.</translation>
    </message>
    <message>
        <source>Your ruling: pick it with its number.</source>
        <translation>Ihre Entscheidung: Wählen Sie sie mit ihrer Nummer.</translation>
    </message>
    <message>
        <source>The table waits for the dealer.</source>
        <translation>Der Tisch wartet auf den Croupier.</translation>
    </message>
    <message>
        <source>Make the change: click the chips from the pot, then Enter.</source>
        <translation>Wechselgeld geben: Klicken Sie die Chips aus dem Pot an, dann Enter.</translation>
    </message>
    <message>
        <source>Count the pot: type the amount (or the stacks), then Enter.</source>
        <translation>Pot zählen: Tippen Sie den Betrag (oder die Stapel), dann Enter.</translation>
    </message>
    <message>
        <source>Seat {seat} shows down …</source>
        <translation>Platz {seat} deckt auf …</translation>
    </message>
    <message>
        <source>Seat {seat} is deciding …</source>
        <translation>Platz {seat} überlegt …</translation>
    </message>
    <message>
        <source>Build the announcement, then Enter. Esc cancels.</source>
        <translation>Stellen Sie die Ansage zusammen, dann Enter. Esc bricht ab.</translation>
    </message>
    <message>
        <source>Next: {step}</source>
        <translation>Als Nächstes: {step}</translation>
    </message>
    <message>
        <source>Your duty.</source>
        <translation>Ihre Aufgabe.</translation>
    </message>
    <message>
        <source>Deal down: click the seat that gets the card, or press its number.</source>
        <translation>Verdeckt geben: den Platz anklicken, der die Karte bekommt, oder seine Nummer drücken.</translation>
    </message>
    <message>
        <source>Deal up: click the seat that gets the card, or press its number.</source>
        <translation>Offen geben: den Platz anklicken, der die Karte bekommt, oder seine Nummer drücken.</translation>
    </message>
    <message>
        <source>Collect ante: click the seat, or press its number.</source>
        <translation>Ante einsammeln: Platz anklicken oder seine Nummer drücken.</translation>
    </message>
    <message>
        <source>Showdown order: click the seat that shows first.</source>
        <translation>Showdown-Reihenfolge: den Platz anklicken, der zuerst zeigt.</translation>
    </message>
    <message>
        <source>Read hand: click the seat whose hand you read.</source>
        <translation>Hand ansagen: den Platz anklicken, dessen Hand Sie ansagen.</translation>
    </message>
    <message>
        <source>Kill hand: click the losing seat.</source>
        <translation>Hand vernichten: den verlierenden Platz anklicken.</translation>
    </message>
    <message>
        <source>{street}. {instruction}</source>
        <translation>{street}. {instruction}</translation>
    </message>
    <message>
        <source>Shuffle the deck and ask for the antes.</source>
        <translation>Mischen Sie und bitten Sie um die Antes.</translation>
    </message>
    <message>
        <source>Collect the antes.</source>
        <translation>Sammeln Sie die Antes ein.</translation>
    </message>
    <message>
        <source>Cut onto the cut card.</source>
        <translation>Heben Sie auf die Cut-Card ab.</translation>
    </message>
    <message>
        <source>Deal two down and one up, from seat 1.</source>
        <translation>Zwei verdeckt und eine offen geben, ab Platz 1.</translation>
    </message>
    <message>
        <source>Who brings it in?</source>
        <translation>Wer bringt?</translation>
    </message>
    <message>
        <source>Who brings it in? Click the seat or press its number.</source>
        <translation>Wer bringt? Platz anklicken oder seine Nummer drücken.</translation>
    </message>
    <message>
        <source>Count the stub, burn, last card, deal.</source>
        <translation>Stub zählen, brennen, Last Card, geben.</translation>
    </message>
    <message>
        <source>Burn and deal.</source>
        <translation>Brennen und geben.</translation>
    </message>
    <message>
        <source>Follow the action and gather the bets.</source>
        <translation>Verfolgen Sie das Setzen und bringen Sie die Einsätze zum Pot.</translation>
    </message>
    <message>
        <source>Showdown. Who shows first?</source>
        <translation>Showdown. Wer zeigt zuerst?</translation>
    </message>
    <message>
        <source>Kill the losing hands and push the pot.</source>
        <translation>Vernichten Sie die verlierenden Hände und schieben Sie den Pot zu.</translation>
    </message>
    <message>
        <source>The pot</source>
        <translation>Der Pot</translation>
    </message>
    <message>
        <source>An exam hand is not replayed: a mistake in an exam stands</source>
        <translation>Eine Prüfungshand wird nicht wiederholt: Ein Fehler in der Prüfung bleibt stehen</translation>
    </message>
    <message>
        <source>This hand cannot be dealt again to here: an incident moved the table, or the hand was built for a lesson</source>
        <translation>Diese Hand kann nicht bis hierher neu gegeben werden: Ein Vorfall hat den Tisch verändert, oder die Hand wurde für eine Lektion gebaut</translation>
    </message>
    <message>
        <source>Replay: the same hand again, to just before your mistake ({where}). Go on from here.</source>
        <translation>Wiederholung: dieselbe Hand noch einmal, bis kurz vor Ihren Fehler ({where}). Machen Sie von hier aus weiter.</translation>
    </message>
    <message>
        <source>Who shows next?</source>
        <translation>Wer zeigt als Nächstes?</translation>
    </message>
    <message>
        <source>What may seat {seat} do?</source>
        <translation>Was darf Platz {seat} tun?</translation>
    </message>
    <message>
        <source>Who acts first?</source>
        <translation>Wer spricht zuerst?</translation>
    </message>
    <message>
        <source>Who acts?</source>
        <translation>Wer spricht?</translation>
    </message>
    <message>
        <source>Read seat {seat}'s hand:</source>
        <translation>Hand von Platz {seat} ansagen:</translation>
    </message>
    <message>
        <source>Push which pot to whom?</source>
        <translation>Welchen Pot wem zuschieben?</translation>
    </message>
    <message>
        <source>Stopped. What is the ruling?</source>
        <translation>Gestoppt. Wie lautet die Entscheidung?</translation>
    </message>
    <message>
        <source>Count the stub: what comes next?</source>
        <translation>Stub zählen: wie geht es weiter?</translation>
    </message>
    <message>
        <source>The hand is over: {right} of {asked} right. Enter or Ctrl+N deals the next.</source>
        <translation>Die Hand ist vorbei: {right} von {asked} richtig. Enter oder Strg+N gibt die nächste.</translation>
    </message>
    <message>
        <source>{verdict}. Done for you: {step}</source>
        <translation>{verdict}. Für Sie erledigt: {step}</translation>
    </message>
    <message>
        <source>Nothing is wrong at the table: there was no reason to stop it.</source>
        <translation>Am Tisch ist alles in Ordnung: Es gab keinen Grund zu stoppen.</translation>
    </message>
    <message>
        <source>{ruling}: {why} ({rule})</source>
        <translation>{ruling}: {why} ({rule})</translation>
    </message>
    <message>
        <source>Missed: {what} Stop the table (Space). The ruling: {ruling}. {why} ({rule})</source>
        <translation>Übersehen: {what} Stoppen Sie den Tisch (Leertaste). Die Entscheidung: {ruling}. {why} ({rule})</translation>
    </message>
    <message>
        <source>Not “{chosen}”: {reason} The ruling: {ruling}. {why} ({rule})</source>
        <translation>Nicht „{chosen}“: {reason} Die Entscheidung: {ruling}. {why} ({rule})</translation>
    </message>
    <message>
        <source>Not “{chosen}”. The ruling: {ruling}. {why} ({rule})</source>
        <translation>Nicht „{chosen}“. Die Entscheidung: {ruling}. {why} ({rule})</translation>
    </message>
    <message>
        <source>Seat {seat} may: {actions} ({rule})</source>
        <translation>Platz {seat} darf: {actions} ({rule})</translation>
    </message>
    <message>
        <source>Not what seat {seat} may do ({rule})</source>
        <translation>Nicht das, was Platz {seat} darf ({rule})</translation>
    </message>
    <message>
        <source>Seat {seat} may: {actions}; not: {chosen} ({rule})</source>
        <translation>Platz {seat} darf: {actions}; nicht: {chosen} ({rule})</translation>
    </message>
    <message>
        <source>{verdict}. {why}</source>
        <translation>{verdict}. {why}</translation>
    </message>
    <message>
        <source>{verdict} Next: {expected}</source>
        <translation>{verdict} Als Nächstes: {expected}</translation>
    </message>
    <message>
        <source>Seat {seat} shows next: {why} ({rule})</source>
        <translation>Platz {seat} zeigt als Nächstes: {why} ({rule})</translation>
    </message>
    <message>
        <source>Seat {seat} acts: {why} ({rule})</source>
        <translation>Platz {seat} spricht: {why} ({rule})</translation>
    </message>
    <message>
        <source>Not seat {seat} ({rule})</source>
        <translation>Nicht Platz {seat} ({rule})</translation>
    </message>
    <message>
        <source>Seat {right} shows next, not seat {seat}: {why} ({rule})</source>
        <translation>Platz {right} zeigt als Nächstes, nicht Platz {seat}: {why} ({rule})</translation>
    </message>
    <message>
        <source>Seat {right} acts, not seat {seat}: {why} ({rule})</source>
        <translation>Platz {right} spricht, nicht Platz {seat}: {why} ({rule})</translation>
    </message>
    <message>
        <source>Choose a duty first (its key or its button), then the seat.</source>
        <translation>Wählen Sie zuerst eine Aufgabe (Taste oder Schaltfläche), dann den Platz.</translation>
    </message>
    <message>
        <source>The table is stopped: give the ruling first (its number).</source>
        <translation>Der Tisch ist gestoppt: Entscheiden Sie zuerst (mit der Nummer).</translation>
    </message>
    <message>
        <source>Already done: {step}</source>
        <translation>Bereits erledigt: {step}</translation>
    </message>
    <message>
        <source>Already done for you: {step}</source>
        <translation>Bereits für Sie erledigt: {step}</translation>
    </message>
    <message>
        <source>An exam hand is dealt from its start. Leave the hand under way and deal a new one in Exam mode? The hand under way is recorded as left before its end.</source>
        <translation>Eine Prüfungshand wird von Anfang an gegeben. Die laufende Hand verlassen und eine neue im Prüfungsmodus geben? Die laufende Hand wird als vorzeitig verlassen vermerkt.</translation>
    </message>
    <message>
        <source>Seat {seat}'s cards are not tabled: only a hand shown face up is read (R9.7).</source>
        <translation>Die Karten von Platz {seat} liegen nicht offen: angesagt wird nur eine aufgedeckte Hand (R9.7).</translation>
    </message>
    <message>
        <source>Too late to stop: the incident was already counted missed and ruled. Deal on.</source>
        <translation>Zu spät zum Stoppen: Der Vorfall wurde schon als übersehen gewertet und entschieden. Geben Sie weiter.</translation>
    </message>
    <message>
        <source>Paused: the players wait, and so does an incident's countdown. Resume with Ctrl+P.</source>
        <translation>Pause: Die Spieler warten, ebenso der Countdown eines Vorfalls. Weiter mit Strg+P.</translation>
    </message>
    <message>
        <source>The players go on.</source>
        <translation>Die Spieler machen weiter.</translation>
    </message>
    <message numerus="yes">
        <source>Stop the table (Space): paused with %n s left</source>
        <translation>
            <numerusform>Tisch stoppen (Leertaste): angehalten, noch %n s</numerusform>
            <numerusform>Tisch stoppen (Leertaste): angehalten, noch %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stop the table (Space) within %n s, or it counts as missed</source>
        <translation>
            <numerusform>Tisch stoppen (Leertaste) innerhalb von %n s, sonst gilt er als übersehen</numerusform>
            <numerusform>Tisch stoppen (Leertaste) innerhalb von %n s, sonst gilt er als übersehen</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the table (Space) before your next duty, or it counts as missed</source>
        <translation>Tisch stoppen (Leertaste) vor Ihrer nächsten Aufgabe, sonst gilt er als übersehen</translation>
    </message>
    <message>
        <source>The hand is over. Press New hand (Ctrl+N) or Enter for the next one.</source>
        <translation>Die Hand ist vorbei. „Neue Hand“ (Strg+N) oder Enter für die nächste.</translation>
    </message>
    <message>
        <source>Choose what to announce first.</source>
        <translation>Wählen Sie zuerst, was Sie ansagen.</translation>
    </message>
    <message>
        <source>Not finished: name the seat and the ranks too.</source>
        <translation>Noch nicht fertig: auch Platz und Ränge angeben.</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Listening… say the call, then press {key} again.</source>
        <translation>Ich höre zu … Sagen Sie die Ansage und drücken Sie dann noch einmal {key}.</translation>
    </message>
    <message>
        <source>Heard: {words}</source>
        <translation>Gehört: {words}</translation>
    </message>
    <message>
        <source>Taken back: {step}</source>
        <translation>Zurückgenommen: {step}</translation>
    </message>
    <message>
        <source>No undo in an exam: a duty done stands.</source>
        <translation>In der Prüfung gibt es kein Rückgängig: eine erledigte Aufgabe bleibt.</translation>
    </message>
    <message>
        <source>An exam hand is dealt to its end: no new hand, mode or level until it is over.</source>
        <translation>Eine Prüfungshand wird zu Ende gegeben: keine neue Hand, kein anderer Modus und keine andere Stufe, bis sie vorbei ist.</translation>
    </message>
    <message>
        <source>Nothing to take back: a correct duty can be taken back until a player acts.</source>
        <translation>Nichts zurückzunehmen: eine richtige Aufgabe lässt sich zurücknehmen, bis ein Spieler handelt.</translation>
    </message>
    <message>
        <source>Dealer: {call}</source>
        <translation>Croupier: {call}</translation>
    </message>
    <message>
        <source>{words} (seat {seat})</source>
        <translation>{words} (Platz {seat})</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>Instructor mode…</source>
        <translation>Ausbildermodus…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Deal a hand</source>
        <translation>Hand geben</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Show {view}</source>
        <translation>{view} zeigen</translation>
    </message>
    <message>
        <source>Roster, assignments, exams, class dashboard and projector</source>
        <translation>Teilnehmer, Zuweisungen, Prüfungen, Klassenübersicht und Beamer</translation>
    </message>
    <message>
        <source>Sign out {name} / switch trainee</source>
        <translation>{name} abmelden / Teilnehmer wechseln</translation>
    </message>
    <message>
        <source>Switch trainee</source>
        <translation>Teilnehmer wechseln</translation>
    </message>
</context>
<context>
    <name>WindowHelp</name>
    <message>
        <source>Everywhere</source>
        <translation>Überall</translation>
    </message>
    <message>
        <source>Keys in this view</source>
        <translation>Tasten in dieser Ansicht</translation>
    </message>
    <message>
        <source>Help for this view</source>
        <translation>Hilfe zu dieser Ansicht</translation>
    </message>
    <message>
        <source>What the view in front is for, and its keys (F1)</source>
        <translation>Wozu die Ansicht im Vordergrund dient, und ihre Tasten (F1)</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
</context>
<context>
    <name>WindowStation</name>
    <message>
        <source>The instructor's question came first: take the tour later from the Help menu.</source>
        <translation>Die Frage des Ausbilders ging vor: Den Rundgang finden Sie später im Menü Hilfe.</translation>
    </message>
    <message>
        <source>Answers not saved</source>
        <translation>Antworten nicht gespeichert</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) could not be saved yet ({reason}). Quit anyway? They would be lost.</source>
        <translation>
            <numerusform>%n Antwort konnte noch nicht gespeichert werden ({reason}). Trotzdem beenden? Sie ginge verloren.</numerusform>
            <numerusform>%n Antworten konnten noch nicht gespeichert werden ({reason}). Trotzdem beenden? Sie gingen verloren.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowViews</name>
    <message>
        <source>Sign in to begin: choose your name.</source>
        <translation>Melden Sie sich an, um zu beginnen: Wählen Sie Ihren Namen.</translation>
    </message>
</context>
</TS>
