<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
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
        <translation>{hand} ist all-in; Platz {seat} spricht</translation>
    </message>
    <message>
        <source>{hand} bets</source>
        <translation>{hand} spricht</translation>
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
        <source>{high}; {low}</source>
        <translation>{high}; {low}</translation>
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
        <source>Wrong seat: deal clockwise from seat 1</source>
        <translation>Falscher Platz: im Uhrzeigersinn ab Platz 1 geben</translation>
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
        <translation>Nach der letzten Karte die Schneidekarte herausnehmen</translation>
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
        <source>Not the dealer&apos;s next duty</source>
        <translation>Nicht die nächste Aufgabe des Croupiers</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Die Hand ist vorbei</translation>
    </message>
    <message>
        <source>✓ {step}</source>
        <translation>✓ {step}</translation>
    </message>
    <message>
        <source>✗ {flag} ({rule}); next: {expected}</source>
        <translation>✗ {flag} ({rule}); als Nächstes: {expected}</translation>
    </message>
    <message>
        <source>✗ {flag} ({rule})</source>
        <translation>✗ {flag} ({rule})</translation>
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
    <name>Procedure</name>
    <message>
        <source>{game}, {players} players, seed {seed}, profile {profile}</source>
        <translation>{game}, {players} Spieler, Seed {seed}, Profil {profile}</translation>
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
        <source>“{text}”</source>
        <translation>„{text}“</translation>
    </message>
    <message>
        <source>Read seat {seat}&apos;s hand: {reading}</source>
        <translation>Hand von Platz {seat} ansagen: {reading}</translation>
    </message>
    <message>
        <source>Collect seat {seat}&apos;s ante</source>
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
        <source>Kill seat {seat}&apos;s hand</source>
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
        <source>Seat {seat} calls {amount}</source>
        <translation>Platz {seat} geht mit ({amount})</translation>
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
        <source>Seat {seat} shows {cards}</source>
        <translation>Platz {seat} zeigt {cards}</translation>
    </message>
    <message>
        <source>Seat {seat} mucks</source>
        <translation>Platz {seat} wirft weg</translation>
    </message>
</context>
<context>
    <name>Pyttsx3Speaker</name>
    <message>
        <source>No audio output device was found, so spoken prompts cannot be heard. The speech is saved as WAV files in {folder}.</source>
        <translation>Es wurde kein Audio-Ausgabegerät gefunden, daher sind die gesprochenen Ansagen nicht zu hören. Die Sprachausgabe wird als WAV-Dateien in {folder} gespeichert.</translation>
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
    <name>SilentSpeaker</name>
    <message>
        <source>Spoken prompts are off: no speech engine was found. Install eSpeak NG (apt-get install libespeak-ng1 espeak-ng-data) and restart Croupier.</source>
        <translation>Die Sprachausgabe ist aus: Es wurde keine Sprach-Engine gefunden. Installieren Sie eSpeak NG (apt-get install libespeak-ng1 espeak-ng-data) und starten Sie Croupier neu.</translation>
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
</context>
</TS>
