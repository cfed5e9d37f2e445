<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Card</name>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
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
